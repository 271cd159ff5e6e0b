"""What a screen reader says as the position is read aloud (crib_qt/board/accessible.py,
accessible_names.py), as Orca 43 hears it: the board's view has the focus, and each
announcement is a new accessible description of it (play-test 32, with Orca)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from crib_qt.game_words import card_name
from crib_qt.rules import HandShown, Phase
from crib_qt.ui.new_game import GameOptions
from crib_qt.ui.step_names import spoken_cards

from board_positions import drive_until


def _descriptions(view) -> list[str]:
    """Every description set on `view` from now on, as a list that grows (Qt tells a
    screen reader of a change only: a text set twice in a row is said once)."""
    said = []
    real = view.setAccessibleDescription

    def record(text: str) -> None:
        said.append(text)
        real(text)

    view.setAccessibleDescription = record
    return said


def _changes(said: list[str], before: str) -> list[str]:
    """The descriptions of `said` a screen reader hears: each one unlike the one before
    it, not empty."""
    heard = []
    for text in said:
        if text != before and text:
            heard.append(text)
        before = text
    return heard


def _heard_until(make_board, seed: int, condition):
    """A keyboard board of `seed` played with the hint until `condition(state)`, at rest,
    and every line it announced meanwhile: (board, heard)."""
    board = make_board(seed, driver="keys")
    heard = []
    board.view.accessibility.announced.connect(heard.append)
    drive_until(board, condition)
    board.wait_settled()
    return board, heard


def test_the_position_read_twice_is_heard_twice(make_board):
    board = make_board(3, driver="keys")
    drive_until(board, lambda s: s.phase is Phase.PLAY and s.to_act == 0)
    board.wait_settled()
    mirrors = board.view.accessibility
    mirrors.ensureMirrors()
    view = board.view
    said = _descriptions(view)
    before = view.accessibleDescription()
    board.key(Qt.Key.Key_P)
    board.key(Qt.Key.Key_P)
    text = mirrors.announcements[-1]
    assert text.startswith("The table. Score: You ")
    assert _changes(said, before) == [text, text]
    # no line kept to be read again when the focus comes back (stale, or in another language)
    assert view.accessibleDescription() == ""


def test_the_position_in_the_show_names_the_cards_counted(make_board):
    board = make_board(2, driver="keys")
    drive_until(board, lambda s: s.phase is Phase.SHOW and s.dealer == 0)  # the computer's
    board.wait_settled()
    state = board.engine.state
    shown = ", ".join(card_name(c) for c in state.kept[1])
    starter = card_name(state.starter)  # counted with the starter, read with them
    title, lines = board.scene.presenter.table().show
    board.key(Qt.Key.Key_P)
    text = board.view.accessibility.announcements[-1]
    # in the computer's hand's place, not "empty" there and then again (play-test 35)
    assert f". {title}: {shown}, with the starter {starter}; {', '.join(lines)}. " in text
    assert "Computer's hand: empty" not in text and text.count(starter) == 1
    assert ".." not in text


def test_a_sentence_of_the_position_ends_with_one_stop(make_board):
    board = make_board(3, driver="keys")
    board.wait_settled()
    board.key(Qt.Key.Key_P)  # the cut for the first deal: its prompt is two sentences
    text = board.view.accessibility.announcements[-1]
    assert "or use ← → and Enter. Lower card deals. Your hand: empty." in text
    assert ".." not in text


def test_each_deal_says_the_hand_dealt_and_whose_crib(make_board):
    board, heard = _heard_until(make_board, 3, lambda s: s.phase is Phase.DISCARD and
                                s.hand_number == 2)
    # the first deal, after the cut, and the next, after the show
    dealt = [h for h in heard if h.startswith("Your hand: ") and "crib" in h]
    assert len(dealt) == 2 and dealt[0].count(", ") == 5  # six cards
    state = board.engine.state
    crib = "your crib" if state.dealer == 0 else "the computer's crib"
    hand = ", ".join(card_name(c) for c in state.hands[0])
    assert dealt[-1] == f"Your hand: {hand}. Choose two cards for {crib}"


def test_the_show_says_the_cards_it_counts(make_board):
    board, heard = _heard_until(make_board, 2, lambda s: s.phase is Phase.DISCARD and
                                s.hand_number == 2)
    shown = [e for e in board.engine.events() if isinstance(e, HandShown)]
    assert len(shown) == 3  # the pone's hand, the dealer's, the crib
    for event in shown:  # each heading, then its cards
        owner = ("Your" if event.seat == 0 else "Computer's") + (" crib" if event.is_crib
                                                                 else " hand")
        heading = heard.index(f"{owner}: {event.score.total}")
        assert heard[heading + 1] == ", ".join(card_name(c) for c in event.cards)


def test_undo_and_redo_say_the_position_they_go_to(make_board):
    board = make_board(3, driver="keys")
    drive_until(board, lambda s: s.phase is Phase.PLAY and s.to_act == 0 and len(s.played) >= 2)
    board.wait_settled()
    mirrors = board.view.accessibility
    heard = []
    mirrors.announced.connect(heard.append)
    actions = board.window.actions
    stack = board.engine.undoStack()
    step = spoken_cards(stack.stepName(stack.index() - 1))  # the step Undo takes back
    assert step.startswith("Play ")
    for name, said in (("undo", f"Taken back: {step}"), ("redo", f"Replayed: {step}")):
        actions[name].trigger()
        board.wait_settled()
        position = mirrors.readPosition()
        # what it did (play-test 34), the position as it came, then as P says it
        assert heard[-3:] == [said, position, position]
    heard.clear()
    board.window.startNewGame(GameOptions(), seed=5)  # a cut is asked for: its prompt alone
    board.wait_settled()
    assert heard == ["Cut for the first deal: point into the deck, or use ← → and Enter. "
                     "Lower card deals."]


def test_the_first_cut_is_said_when_a_screen_reader_comes(make_board):
    board = make_board(3, driver="keys")
    board.wait_settled()
    mirrors = board.view.accessibility
    assert not mirrors.hasMirrors()  # no tool yet: the cut's prompt went unheard
    said = _descriptions(board.view)
    mirrors.ensureMirrors()  # as a screen reader first asks for the window's tree
    assert _changes(said, "") == ["Cut for the first deal: point into the deck, or use ← → "
                                  "and Enter. Lower card deals."]


def test_the_pone_hears_it_leads_after_the_starter(make_board):
    board, heard = _heard_until(make_board, 3, lambda s: s.phase is Phase.PLAY and
                                s.dealer == 1 and not s.played)
    starter = f"Starter: {card_name(board.engine.state.starter)}"
    assert f"{starter}. Your turn: play a card" in heard and starter not in heard
    heard.clear()
    drive_until(board, lambda s: s.phase is Phase.PLAY and s.dealer == 0 and s.played)
    board.wait_settled()  # the computer leads: its card follows the starter
    starter = f"Starter: {card_name(board.engine.state.starter)}"
    assert heard[heard.index(starter) + 1].startswith("Computer plays ")


def test_a_go_pegged_at_once_is_said_once(make_board):
    board, heard = _heard_until(make_board, 16, lambda s: s.hand_number == 4)
    pegged = [i for i, h in enumerate(heard) if ": Go for 1; " in h]
    assert pegged  # R4.6: the last to play pegs the go
    for index in pegged:
        seat = heard[index].split(":")[0]
        assert heard[index - 1] != f"{seat}: Go", heard[index - 3:index + 1]
    assert any(h.endswith(": Go") for h in heard)  # a go the other seat plays on is said


def test_the_end_of_a_game_is_said_with_its_final_score_and_skunk(make_board):
    board, heard = _heard_until(make_board, 4, lambda s: s.phase is Phase.GAME_OVER)
    assert board.engine.state.scores == (121, 86)  # R7.2: a skunk, on the end panel too
    assert board.scene.endText.text() == "Final score 121 to 86\nSkunk!"
    assert [h for h in heard if "Final score" in h] == [
        "You win! Final score 121 to 86. Skunk!"]


def test_undo_while_the_computer_thinks_says_nothing_taken_back(make_board, monkeypatch):
    """The engine takes nothing back while the computer thinks (GameEngine.undo): no
    "Taken back" is said for it (spoken_lines.take_back)."""
    board = make_board(3, driver="keys")
    drive_until(board, lambda s: s.phase is Phase.PLAY and s.to_act == 0 and len(s.played) >= 2)
    board.wait_settled()
    heard = []
    board.view.accessibility.announced.connect(heard.append)
    steps = board.engine.undoStack().index()
    monkeypatch.setattr(board.engine, "isThinking", lambda: True)
    monkeypatch.setattr(board.engine, "_pending", object())
    board.window.actions["undo"].trigger()
    assert board.engine.undoStack().index() == steps and heard == []
