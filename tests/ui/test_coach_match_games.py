"""The coach names each hand by its game in a match of several games (issue 21, RULES.md
R7, with issue 19): the rules number the deals through the whole match, so "hand 12"
would be the fourth hand of game 2. The match review has a Game column (a real header,
read by screen readers) and the hand's number in its game; the hand review, the detail
and the status bar say "Game 2, hand 2". A single game has no Game column at all."""

from __future__ import annotations

import pytest
from coach_moves import reviewed
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from crib_qt.ai import BasicPlayer
from crib_qt.decision_review import DecisionPosition, seen
from crib_qt.rules import GameStarted, NextGame, Phase, apply, legal_actions
from crib_qt.rules.actions import Discard
from crib_qt.rules.match import GameStart, MatchScore, new_match
from crib_qt.turns import computer_moves
from crib_qt.ui.coach_review_dialog import MatchReviewDialog
from crib_qt.ui.coach_review_model import DecisionTableModel as M
from crib_qt.ui.coach_review_model import game_first_hands

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

USER = Qt.ItemDataRole.UserRole
HEADERS = ["Hand", "Player", "Decision", "Chosen", "Expert's", "Cost", "Verdict"]


SEED = 1
FIRST_OF_GAME_2 = 9  # seed 1: game 1 has 8 hands, game 2 deals hand 9 of the match


def _into_game_2(seed: int, hands: int):
    """The undo steps of a best of 3 (first to 2, R7.1) between two baseline players,
    from its first cut to the show of the `hands`-th hand of game 2 (the human, seat 0,
    also presses Next game between the games, R7.3)."""
    player, state, steps = BasicPlayer(), new_match(seed, 2), []
    first = None  # game 2's first hand, through the match
    while first is None or not (state.phase is Phase.SHOW
                                and state.hand_number == first + hands - 1):
        actions = []
        while not actions or computer_moves(state, frozenset({1})):
            legal = legal_actions(state)
            action = (legal[0] if isinstance(legal[0], NextGame)
                      else player.choose(state.view(state.to_act), legal))
            state, _ = apply(state, action)
            actions.append(action)
        steps.append(tuple(actions))
        if first is None and state.match.game_number == 2:
            first = state.hand_number
    return steps


def _cells(view, column_name: str) -> list[str]:
    model = view.model()
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    column = headers.index(column_name)
    return [model.index(r, column).data() for r in range(model.rowCount())]


def test_the_review_of_a_best_of_3_names_each_game_and_its_hands(make_board, qtbot):
    board = make_board(SEED, level="expert")
    window, engine, coach = board.window, board.engine, board.window.coach
    steps = _into_game_2(SEED, 2)
    # the last step (game 2's second hand's last play) to redo below
    engine.restoreMatch(SEED, steps, len(steps) - 1, level="expert",
                        start=GameStart(MatchScore(2)))
    board.wait_settled()
    assert engine.state.match.game_number == 2
    assert engine.state.hand_number == FIRST_OF_GAME_2 + 1  # the rules count on: 10
    # where game 2 begins, as the score log's row of it says (R7.3)
    assert [(h, e.game_number) for h, e in engine.scoreLog()
            if isinstance(e, GameStarted)] == [(1, 1), (FIRST_OF_GAME_2, 2)]  # 1: its cut
    reviewed(qtbot, coach)
    qtbot.waitUntil(lambda: coach.publishedHands() == set(range(1, FIRST_OF_GAME_2 + 1)),
                    timeout=60_000)
    with qtbot.waitSignal(coach.handReviewed, timeout=60_000) as published:
        engine.redo()  # the play of game 2's second hand is over
    assert published.args == [FIRST_OF_GAME_2 + 1]
    reviewed(qtbot, coach)  # its last play's review too
    qtbot.waitUntil(lambda: coach.publishedHands() == set(range(1, FIRST_OF_GAME_2 + 2)),
                    timeout=60_000)
    # the status bar says which hand of which game, once its crib is counted
    while engine.state.show_step != 2:
        assert engine.perform(engine.hint())
        board.wait_settled()
    assert window.statusBar().currentMessage().startswith("Game 2, hand 2 reviewed: ")
    window.actions["match_review"].trigger()
    dialog = window.findChild(MatchReviewDialog)
    model, shown = dialog.model, dialog.view.model()
    positions = coach.positions()
    assert model.rowCount() == len(positions) and model.hasGames()
    # the game and the hand in the game of every decision, exactly, as played
    wanted = [(1, p.hand) if p.hand < FIRST_OF_GAME_2 else (2, p.hand - FIRST_OF_GAME_2 + 1)
              for p in positions]
    assert [(model.data(model.index(r, M.GAME), USER), model.data(model.index(r, M.HAND), USER))
            for r in range(model.rowCount())] == wanted
    assert sorted(set(wanted)) == [(1, h) for h in range(1, 9)] + [(2, 1), (2, 2)]
    assert _cells(dialog.view, "Game") == [str(g) for g, _ in wanted]
    assert _cells(dialog.view, "Hand") == [str(h) for _, h in wanted]
    # a real header, first, right-aligned as the hand's; read by screen readers
    assert shown.columnCount() == 8
    assert [shown.headerData(c, Qt.Orientation.Horizontal) for c in range(8)] == [
        "Game"] + HEADERS
    assert model.headerData(M.GAME, Qt.Orientation.Horizontal) == "Game"
    assert model.headerData(M.HAND, Qt.Orientation.Horizontal,
                            Qt.ItemDataRole.ToolTipRole) == "The hand's number in its game"
    table = QAccessible.queryAccessibleInterface(dialog.view)
    names = [table.child(i).text(QAccessible.Text.Name) for i in range(9)]
    assert names == ["", "Game"] + HEADERS  # the corner, then the column headers
    assert dialog.view.accessibleDescription().startswith("Each decision: game, hand in the game")
    # the detail of game 2's first discard names its game and hand
    row = next(r for r, p in enumerate(positions)
               if p.hand == FIRST_OF_GAME_2 and isinstance(p.action, Discard))
    dialog.view.selectRow(row)
    assert dialog.detailLabel.text().startswith("Game 2, hand 1: You threw ")
    dialog.view.selectRow(0)
    assert dialog.detailLabel.text().startswith("Game 1, hand 1: You threw ")
    # the Coach dock's summary: the last hand published, game 2's second
    window.actions["coach_panel"].trigger()
    panel = window.coachDock.panel
    assert panel.summaryLabel.text().startswith("Game 2, hand 2: ")
    assert {panel.model.data(panel.model.index(r, M.HAND), USER)
            for r in range(panel.model.rowCount())} == {2}
    shown = panel.view.model()  # no game, no hand (the summary says them), no player
    assert [shown.headerData(c, Qt.Orientation.Horizontal) for c in range(shown.columnCount())
            ] == HEADERS[2:]


def test_after_restart_of_game_2_its_hands_are_still_numbered_in_game_2(make_board, qtbot):
    """Restart of game 2 (U5, R7.3) begins a run of undo steps at game 2's first hand;
    whether the coach's list then holds game 1's decisions too or not, each row keeps
    its own game and its hand in that game."""
    from coach_moves import play_until

    board = make_board(SEED, level="expert")
    window, engine, coach = board.window, board.engine, board.window.coach
    steps = _into_game_2(SEED, 1)
    engine.restoreMatch(SEED, steps, len(steps), level="expert",
                        start=GameStart(MatchScore(2)))
    board.wait_settled()
    engine.restart()
    board.wait_settled()
    assert (engine.state.match.game_number, engine.state.hand_number) == (2, FIRST_OF_GAME_2)
    play_until(board, lambda: engine.state.phase is Phase.SHOW)
    reviewed(qtbot, coach)
    qtbot.waitUntil(lambda: FIRST_OF_GAME_2 in coach.publishedHands(), timeout=60_000)
    window.actions["match_review"].trigger()
    dialog = window.findChild(MatchReviewDialog)
    model = dialog.model
    numbers = [(model.data(model.index(r, M.GAME), USER),
                model.data(model.index(r, M.HAND), USER)) for r in range(model.rowCount())]
    game_2 = [n for n in numbers if n[0] == 2]
    assert game_2 and set(game_2) == {(2, 1)}  # its first hand, hand 9 of the match
    assert {n for n in numbers if n[0] == 1} <= {(1, h) for h in range(1, 9)}
    assert numbers == sorted(numbers, key=lambda n: n[0])  # game 1's first, if any
    dialog.view.selectRow(numbers.index((2, 1)))
    assert dialog.detailLabel.text().startswith("Game 2, hand 1: You threw ")


def _position(state):
    """The decision of the seat to act in `state`: its first legal action."""
    return seen(DecisionPosition(0, state, legal_actions(state)[0]))


def test_games_begin_where_their_game_started_says_else_at_their_first_decision():
    """`game_first_hands`: the score log's `GameStarted` rows say where a later game of
    the match begins; a game whose beginning the log does not hold (a resumed save of a
    restarted game holds that game alone) begins at its lowest hand among the decisions
    (each hand begins with each person's discard)."""
    steps = _into_game_2(SEED, 2)
    state, discards = new_match(SEED, 2), []
    for step in steps:
        for action in step:
            if isinstance(action, Discard) and state.to_act == 0:
                discards.append(_position(state))
            state, _ = apply(state, action)
    assert [(p.view.match.game_number, p.hand) for p in discards] == (
        [(1, h) for h in range(1, 9)] + [(2, 9), (2, 10)])
    assert game_first_hands(discards) == {1: 1, 2: 9}
    assert game_first_hands(discards[-1:]) == {1: 1, 2: 10}  # game 2's first hand missing
    assert game_first_hands(discards[-1:], [(9, GameStarted(2, 1))]) == {1: 1, 2: 9}
    assert game_first_hands([]) == {1: 1}
