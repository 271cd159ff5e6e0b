"""Screen readers: the board's accessible mirrors and live announcements
(crib_qt/board/accessible.py), translated names, and the looks for low vision."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAccessible

from crib_qt.ai import BasicPlayer
from crib_qt.board.table_texts import show_lines
from crib_qt.board.card_item import CardItem
from crib_qt.engine import GameEngine
from crib_qt.game_words import card_name
from crib_qt.models import CardRole
from crib_qt.rules import CardPlayed, GoSaid, HandShown, Phase, Play, Scored
from crib_qt.ui.main_window import MainWindow
from crib_qt.ui.system_contrast import SystemContrast

from board_positions import drive_until


def _tree(iface, depth: int = 0) -> list:
    """Every accessible interface under `iface`, as a screen reader walks the tree."""
    found = []
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child is not None and child.isValid():
            found.append(child)
            found.extend(_tree(child, depth + 1))
    return found


def _node(window, name: str):
    """The interface called `name` reached from `window`'s accessible interface."""
    nodes = [n for n in _tree(QAccessible.queryAccessibleInterface(window))
             if n.text(QAccessible.Text.Name) == name and not n.state().invisible]
    assert len(nodes) == 1, (name, len(nodes))
    return nodes[0]


def test_the_board_has_an_accessible_tree_with_translated_names(make_board):
    board = make_board(3, driver="keys")
    drive_until(board, lambda s: s.phase is Phase.DISCARD and s.to_act == 0)
    mirrors = board.view.accessibility
    hand = board.engine.state.hands[0]
    lists = mirrors.lists
    assert mirrors.hand.accessibleName() == "Your hand"
    assert lists["opponent"].accessibleName() == "Computer's hand"
    names = [f"{card_name(c)}, in your hand" for c in hand]
    assert mirrors.texts("hand") == names
    assert mirrors.texts("opponent") == ["Face-down card"] * 6
    # every mirror is reached from the window, as AT-SPI walks it (issue 16): the hand's
    # cards are check boxes (toggle, press) in hand order, enabled (each may be chosen)
    window = board.window
    group = _node(window, "Your hand")
    cards = [group.child(i) for i in range(group.childCount())
             if not group.child(i).state().invisible]
    assert [c.text(QAccessible.Text.Name) for c in cards] == names
    assert all(c.role() == QAccessible.Role.CheckBox and c.state().checkable and
               not c.state().checked and not c.state().disabled for c in cards)
    assert _node(window, "Computer's hand").role() == QAccessible.Role.List
    assert _node(window, "Score: You 0, computer 0. The computer deals").role() == \
        QAccessible.Role.StaticText
    assert _node(window, "To crib").role() == QAccessible.Role.Button
    # the mirrors are real, shown widgets beside the view, stacked under it: never
    # painted, no clicks, no focus
    container = mirrors.container
    assert container.isVisible() and container.parent() is window
    assert container.geometry() == board.view.geometry()
    assert window.children().index(container) < window.children().index(board.view) or \
        container.isAncestorOf(board.view) is False
    widgets = list(lists.values()) + mirrors.cards + [mirrors.deck, mirrors.cut]
    assert all(w.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
               for w in widgets)
    assert all(w.focusPolicy() == Qt.FocusPolicy.NoFocus for w in widgets)
    assert board.view.hasFocus()

    board.focus_card(hand[1])
    board.key(Qt.Key.Key_Space)
    expected = f"{card_name(hand[1])}, in your hand, selected"
    assert mirrors.texts("hand")[1] == expected
    assert mirrors.cards[1].isChecked()
    assert expected in mirrors.announcements  # the focus ring's target is read out
    assert mirrors.announcements[-1] == expected
    board.key(Qt.Key.Key_Escape)  # Esc puts it back
    assert mirrors.texts("hand")[1] == f"{card_name(hand[1])}, in your hand"
    assert not mirrors.cards[1].isChecked()
    buttons = {name: b for name, (b, _) in mirrors.buttons.items()}
    assert buttons["primary"].text() == "To crib" and not buttons["primary"].isEnabled()


def test_the_card_buttons_choose_and_play_through_the_board(make_board):
    board = make_board(3)
    drive_until(board, lambda s: s.phase is Phase.DISCARD and s.to_act == 0)
    mirrors = board.view.accessibility
    hint = board.engine.hint()
    hand = list(board.engine.state.hands[0])
    steps = board.engine.undoStack().count()
    for card in hint.cards:  # a screen reader's "toggle" on two cards
        mirrors.cards[hand.index(card)].click()
    assert set(board.scene.presenter.handModels[0].flagged(CardRole.Selected)) == set(hint.cards)
    assert [b.isChecked() for b in mirrors.cards] == [c in hint.cards for c in hand]
    assert board.engine.undoStack().count() == steps  # a preview only (U2)
    third = next(c for c in hand if c not in hint.cards)
    mirrors.cards[hand.index(third)].click()  # refused: two are chosen already
    assert not mirrors.cards[hand.index(third)].isChecked()
    button, _ = mirrors.buttons["primary"]
    assert button.text() == "To crib" and button.isEnabled()
    button.click()
    board.wait_settled()
    assert board.engine.state.discards[0] == tuple(sorted(hint.cards))
    drive_until(board, lambda s: s.phase is Phase.PLAY and s.to_act == 0)
    board.wait_settled()
    view = board.engine.state.view(0)
    playable = {a.card for a in board.engine.legalActions() if isinstance(a, Play)}
    shown = [i.card() for i in mirrors.cardItems()["mine"]]
    assert mirrors.texts("hand") == [
        f"{card_name(c)}, in your hand" + ("" if c in playable else ", cannot be played")
        for c in shown]
    assert [b.isEnabled() for b in mirrors.cards[:len(shown)]] == [c in playable for c in shown]
    assert not any(b.isCheckable() for b in mirrors.cards[:len(shown)])  # a press plays
    card = board.engine.hint().card
    mirrors.cards[shown.index(card)].click()
    board.wait_settled()
    assert card in [c for _, c in board.engine.state.view(0).played]
    assert len(view.played) < len(board.engine.state.view(0).played)


def test_the_deck_is_a_slider_that_sets_the_cut_depth(make_board):
    board = make_board(5)
    mirrors = board.view.accessibility
    deck, cut = mirrors.deck, mirrors.cut
    assert deck.isVisible() and cut.isVisible() and cut.text() == "Cut the deck here"
    iface = QAccessible.queryAccessibleInterface(deck)
    assert iface.role() == QAccessible.Role.Slider
    value = iface.valueInterface()
    depths = board.scene.presenter.table().cut_depths
    assert (value.minimumValue(), value.maximumValue()) == (depths.start, depths.stop - 1)
    value.setCurrentValue(depths.start + 7)  # what AT-SPI's Value.SetCurrentValue does
    assert board.scene.deck.cutDepth() == depths.start + 7
    assert iface.text(QAccessible.Text.Name) == \
        f"Deck: cut after card {depths.start + 7} of {board.scene.deck.count()}; Enter cuts"
    assert board.engine.undoStack().count() == 0  # pointing is no move (U1)
    cut.click()
    board.wait_settled()
    assert board.engine.undoStack().command(0).actions[0].depth == depths.start + 7


def test_the_whole_position_is_read_aloud(make_board):
    board = make_board(3, driver="keys")
    drive_until(board, lambda s: s.phase is Phase.PLAY and s.to_act == 0)
    board.wait_settled()
    mirrors = board.view.accessibility
    state = board.engine.state
    heard = []
    mirrors.announced.connect(heard.append)
    board.window.actions["read_position"].trigger()
    text = heard[-1]
    assert text.startswith("The table. Score: You ")
    assert f"Starter: {card_name(state.starter)}" in text
    assert f"Play area, count {state.count}" in text
    for card in state.hands[0]:
        assert card_name(card) in text
    assert "Computer's hand: " in text and "face-down card" in text
    assert "Computer's crib" in text or "Your crib" in text
    for card in state.hands[1]:  # nothing hidden is named (U3)
        assert card_name(card) not in text or card in state.hands[0] or \
            card == state.starter or card in [c for _, c in state.played]
    board.key(Qt.Key.Key_P)  # its key, with a hand card focused too
    assert heard[-1] == text


def test_plays_scores_and_the_show_are_announced_as_they_happen(make_board):
    board = make_board(2)
    heard = []
    board.view.accessibility.announced.connect(heard.append)
    drive_until(board, lambda s: s.phase is Phase.SHOW)
    board.act()  # on to the dealer's hand
    events = board.engine.events()
    plays = [e for e in events if isinstance(e, CardPlayed)]
    assert plays
    for event in plays:
        text = (f"You play {card_name(event.card)}; count {event.count}" if event.seat == 0
                else f"Computer plays {card_name(event.card)}; count {event.count}")
        assert text in heard
    scored_in_play = [e for e in events if isinstance(e, Scored) and e.score.items[0].kind.value
                      in ("fifteen", "pair", "go", "last_card", "thirty_one", "run")]
    assert scored_in_play and any(h.startswith(("You: ", "Computer: ")) for h in heard)
    if any(isinstance(e, GoSaid) for e in events):
        assert any(h.endswith(": Go") for h in heard)
    shown = [e for e in events if isinstance(e, HandShown)]
    assert shown
    owner = "Your" if shown[0].seat == 0 else "Computer's"
    assert f"{owner} hand: {shown[0].score.total}" in heard
    assert any(h.startswith("Fifteen ") for h in heard)


def test_a_mirror_button_acts_through_the_board(make_board):
    board = make_board(2)
    drive_until(board, lambda s: s.phase is Phase.SHOW)
    undo = board.engine.undoStack()
    steps = undo.count()
    button, item = board.view.accessibility.buttons["primary"]
    assert button.text() == "Continue" and button.isEnabled() and button.isVisible()
    assert button.accessibleName() == "Continue"
    button.click()  # what a screen reader's "press" does
    board.wait_settled()
    assert undo.count() == steps + 1
    assert board.engine.state.show_step == 1


def test_four_colour_and_high_contrast_are_remembered(make_board, qtbot):
    board = make_board(3)
    window = board.window
    four, contrast = window.actions["four_colour"], window.actions["high_contrast"]
    assert four.isCheckable() and contrast.isCheckable()
    assert four in window.viewMenu.actions() and contrast in window.viewMenu.actions()
    assert not four.isChecked() and not contrast.isChecked()
    four.trigger()
    contrast.trigger()
    cards = [i for i in board.scene.items() if isinstance(i, CardItem)]
    assert cards and all(i.artOptions()["four_colour"] and i.artOptions()["high_contrast"]
                         for i in cards)
    drive_until(board, lambda s: s.phase is Phase.PLAY)  # new items get the look too
    cards = [i for i in board.scene.items() if isinstance(i, CardItem)]
    assert all(i.artOptions().get("four_colour") for i in cards)
    settings = QSettings()
    assert settings.value("view/fourColour", type=bool) is True
    assert settings.value("view/highContrast", type=bool) is True
    again = MainWindow(GameEngine(seed=3, computer=BasicPlayer()))
    qtbot.addWidget(again)
    assert again.actions["four_colour"].isChecked() and again.actions["high_contrast"].isChecked()
    assert again.scene.artOptions() == {"four_colour": True, "high_contrast": True,
                                        "style": "classic"}
    contrast.trigger()
    assert QSettings().value("view/highContrast", type=bool) is False


def test_every_score_is_announced_with_the_running_score(make_board):
    board = make_board(2)
    heard = []
    board.view.accessibility.announced.connect(heard.append)
    drive_until(board, lambda s: s.phase is Phase.SHOW)
    while board.engine.state.phase is Phase.SHOW:
        board.act()  # the show's three counts, on to the next deal
    events = board.engine.events()
    shown_seats = []
    for index, event in enumerate(events):
        if not isinstance(event, Scored):
            continue
        you, computer = event.scores
        line = (f"Computer {computer}, you {you}" if event.seat == 1
                else f"You {you}, computer {computer}")
        after_show = index > 0 and isinstance(events[index - 1], HandShown)
        if after_show:  # the show: the score follows the count's lines, alone
            shown_seats.append(event.seat)
            assert line in heard
            last_line = show_lines(events[index - 1].score.items)[-1]  # "Fifteen 8"
            assert heard[heard.index(line) - 1] == last_line
        else:  # the play: "Computer: Fifteen for 2; Computer 2, you 0"
            assert any(h.startswith(("You: ", "Computer: ")) and h.endswith(f"; {line}")
                       for h in heard), line
    assert shown_seats  # some hand of this deal scored in the show


def test_high_contrast_follows_the_system_until_the_player_chooses(make_board, monkeypatch):
    board = make_board(3)
    window = board.window
    contrast = window.actions["high_contrast"]
    assert not contrast.isChecked()  # the offscreen platform asks for no contrast
    assert not QSettings().contains("view/highContrast")
    # the system asks for high contrast (what Qt's contrastPreferenceChanged tells)
    monkeypatch.setattr(SystemContrast, "system", lambda self: True)
    window.contrast.systemChanged()
    assert contrast.isChecked() and board.scene.artOptions()["high_contrast"]
    assert not QSettings().contains("view/highContrast")  # followed, not chosen
    window.actions["four_colour"].trigger()  # another look changed: still following
    assert not QSettings().contains("view/highContrast")
    contrast.trigger()  # the player's own choice holds from now on
    assert not contrast.isChecked() and QSettings().value("view/highContrast", type=bool) is False
    window.contrast.systemChanged()
    assert not contrast.isChecked() and not board.scene.artOptions()["high_contrast"]
