"""Moves and expectations shared by the coach's window tests (issue 19): the coach's
analysis worked out in the test process, a move seldom the expert's, playing on until a
condition holds, waiting for the reviews, the first hand's review opened in the Coach
dock, the lines a pane's cells take, and a match played by the baseline near its end."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle

from crib_qt.ai import BasicPlayer
from crib_qt.ai.analysis import discard_table
from crib_qt.ai.play_review import review_view
from crib_qt.decision_review import Decision
from crib_qt.rules import Phase, apply, legal_actions
from crib_qt.rules.actions import Discard, Play
from crib_qt.rules.match import GameStart, game_start
from crib_qt.turns import computer_moves


def expected(position) -> Decision:
    """The coach's analysis of a decision, worked out in this process from what its
    player saw (the coach keeps nothing else, a `SeenPosition`)."""
    view, action = position.view, position.action
    seat = view.seat
    assert view.to_act == seat
    if isinstance(action, Discard):
        return Decision(position.index, view.hand_number, seat,
                        table=discard_table(view.hand, view.is_dealer,
                                            (view.scores[seat], view.scores[1 - seat])),
                        throw=tuple(sorted(action.cards)))
    return Decision(position.index, view.hand_number, seat,
                    review=review_view(view, position.legal, action.card))


def worst(engine):
    """A move of the player to act that is seldom the expert's: the first discard the
    rules list, the highest card that fits, else the first legal action."""
    legal = engine.legalActions() or legal_actions(engine.state)
    plays = [a for a in legal if isinstance(a, Play)]
    return max(plays, key=lambda a: (a.card.rank, a.card.suit)) if plays else legal[0]


def move(board, action) -> None:
    engine = board.engine
    assert engine.perform(action)
    board.qtbot.waitUntil(lambda: not engine.isThinking(), timeout=20_000)
    board.wait_settled(20_000)


def play_until(board, done) -> None:
    while not done():
        move(board, worst(board.engine))


def reviewed(qtbot, coach) -> None:
    qtbot.waitUntil(lambda: all(coach.decision(p.index) is not None
                                for p in coach.positions()), timeout=60_000)


def first_hand_in_the_pane(board):
    """Play hand 1 to its show, wait for its review and open the Coach dock; its
    `HandReviewPanel`, shown."""
    window, engine, coach, qtbot = board.window, board.engine, board.window.coach, board.qtbot
    play_until(board, lambda: engine.state.phase is Phase.SHOW)
    qtbot.waitUntil(lambda: coach.publishedHands() == {1}, timeout=60_000)
    reviewed(qtbot, coach)
    window.actions["coach_panel"].trigger()
    qtbot.waitUntil(lambda: window.coachDock.panel is not None
                    and window.coachDock.panel.view.isVisible())
    return window.coachDock.panel


def cell_lines(view, column: int) -> list[int]:
    """How many lines each cell of the view's `column` takes at its width (bold where
    the row is costly), as the view draws it wrapped at spaces."""
    model = view.model()
    margin = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view) + 1
    room = view.horizontalHeader().sectionSize(column) - 2 * margin
    lines = []
    for row in range(model.rowCount()):
        index = model.index(row, column)
        font = index.data(Qt.ItemDataRole.FontRole) or view.font()
        metrics = QFontMetrics(font)
        height = metrics.boundingRect(0, 0, room, 10_000, Qt.TextFlag.TextWordWrap,
                                      index.data()).height()
        lines.append(round(height / metrics.lineSpacing()))
    return lines


def steps_near_the_end(seed: int, start: GameStart | None = None):
    """The undo steps of a match between two baseline players until the human is to
    discard with either score past 100 (in the game of the match `start` begins)."""
    player, state, steps = BasicPlayer(), game_start(seed, start or GameStart()), []
    while not (state.phase is Phase.DISCARD and max(state.scores) > 100):
        actions = []
        while not actions or computer_moves(state, frozenset({1})):
            action = player.choose(state.view(state.to_act), legal_actions(state))
            state, _ = apply(state, action)
            actions.append(action)
        steps.append(tuple(actions))
    return steps
