"""The cut for first dealer is heard with its cards (R2.1, R2.2; U6): a blind player heard
"The computer cut the lower card and deals first" and never which cards were cut, though
the table shows both (play-test 32 with Orca)."""

from __future__ import annotations

from crib_qt.rules import Phase
from crib_qt.game_words import card_name
from crib_qt.rules.actions import CutTied

NAMES = ("Ana", "Bernardo")


def _said(board) -> list[str]:
    return board.window.view.accessibility.announcements


def test_against_the_computer_both_cards_are_said_with_who_deals(make_board):
    board = make_board(3)
    engine = board.engine
    while engine.state.phase is Phase.CUT_FOR_DEAL:
        board.act()
    assert [str(card) for card in engine.state.deal_cuts] == ["9H", "2S"]
    dealer = ("The computer cut the lower card and deals first" if engine.state.dealer == 1
              else "You cut the lower card and deal first")
    board.qtbot.waitUntil(lambda: any(dealer in line for line in _said(board)))
    assert [line for line in _said(board) if dealer in line] == [
        f"You cut Nine of Hearts; the computer cut Two of Spades. {dealer}"]


def test_two_players_hear_each_name_with_its_card(make_board):
    board = make_board(3, names=NAMES)
    engine = board.engine
    while engine.state.phase is Phase.CUT_FOR_DEAL:
        board.act()
    line = "Bernardo cut the lower card and deals first"
    board.qtbot.waitUntil(lambda: any(line in said for said in _said(board)))
    assert [said for said in _said(board) if line in said] == [
        f"Ana cut Nine of Hearts; Bernardo cut Two of Spades. {line}"]


def test_a_tie_is_said_with_its_two_cards_and_the_cut_again_with_its_own(make_board):
    board = make_board(11)  # the first cut ties (R2.2), the second does not
    engine = board.engine
    while engine.state.phase is Phase.CUT_FOR_DEAL:
        board.act()
    tie = next(e for e in engine.events() if isinstance(e, CutTied))
    assert [str(card) for card in tie.cards] == ["7C", "7S"]
    assert [str(card) for card in engine.state.deal_cuts] == ["3D", "8H"]
    again = "You cut the lower card and deal first"
    board.qtbot.waitUntil(lambda: any(again in line for line in _said(board)))
    said = [line for line in _said(board) if " cut " in line]
    assert said == [
        "You cut Seven of Clubs; the computer cut Seven of Spades. A tie: shuffle and cut again",
        f"You cut Three of Diamonds; the computer cut Eight of Hearts. {again}"]


def test_a_cut_finished_after_a_resumed_save_says_both_cards(qtbot, store):
    """Ana cut, the match was saved and resumed, Bernardo cut: both cards are said, the
    one cut before the save too (the review of 3f25777)."""
    from crib_qt.app import open_window
    from crib_qt.engine import MODE_TWO_PLAYERS
    from crib_qt.rules import legal_actions
    from crib_qt.ui.new_game import GameOptions

    first = open_window(None, store=store)
    qtbot.addWidget(first)
    first.startNewGame(GameOptions(MODE_TWO_PLAYERS, "expert", NAMES), seed=3)
    first.engine.perform(legal_actions(first.engine.state)[20])  # Ana cuts
    assert first.saveMatch(wait=True)
    first.close()
    window = open_window(None, store=store)
    qtbot.addWidget(window)
    engine = window.engine
    assert engine.state.phase is Phase.CUT_FOR_DEAL and engine.state.to_act == 1
    window.presenter.intents.cutAt(legal_actions(engine.state)[20].depth)  # Bernardo
    line = "Bernardo cut the lower card and deals first"
    said = window.view.accessibility.announcements
    qtbot.waitUntil(lambda: any(line in text for text in said))
    cuts = [card_name(card) for card in engine.state.deal_cuts]
    assert [text for text in said if line in text] == [
        f"Ana cut {cuts[0]}; Bernardo cut {cuts[1]}. {line}"]
