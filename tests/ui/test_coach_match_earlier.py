"""The coach's match review after Restart of a later game of a match (issue 21, issue 19,
RULES.md R7.3, U4, U5; crib_qt/ui/coach_reviews.py, crib_qt/match_earlier.py): it covers
the whole match, the games before the restarted one included, as the score log does;
their reviews are taken over, not asked again; the same after Undo and Redo of the
Restart, after two Restarts, and after the match is saved and resumed.

Seed 7, a match to 3, the baseline player on both seats (tests/match_engines.py): game 1
is hands 1-9, game 2 begins at hand 10. The coach's analyses are stand-ins worked out at
once (a real discard table, a play review of cost 0 unless it is a hand's first play): the
numbering, the hands published and the save are under test here, not the expert."""

from __future__ import annotations

from match_engines import match_engine, play_to
from PySide6.QtCore import QObject, Signal

from crib_qt.ai import BasicPlayer
from crib_qt.ai.analysis import discard_table
from crib_qt.ai.play_review import PlayReview
from crib_qt.board.presenter import BoardPresenter
from crib_qt.engine import GameEngine
from crib_qt.persistence import match_from_bytes, match_to_bytes, restore_match
from crib_qt.rules import GameStarted, NextGame
from crib_qt.ui.coach_review_dialog import review_rows
from crib_qt.ui.coach_reviews import CoachReviews

FIRST_OF_GAME_2 = 10


class StandIn(QObject):
    """The coach's questions answered at once (see the module notes); `asked` counts them."""

    discardTableReady = Signal(object, object, object)
    playReviewReady = Signal(object, object, object)

    def __init__(self) -> None:
        super().__init__()
        self.asked = 0

    def requestDiscardTable(self, key, cards, dealer, scores) -> None:
        self.asked += 1
        self.discardTableReady.emit(key, discard_table(tuple(cards), dealer, tuple(scores)),
                                    None)

    def requestPlayReview(self, key, positions, seat) -> None:
        self.asked += 1
        [(view, _legal, card)] = positions
        cost = 1.5 if not view.played else 0.0  # some flagged, some not
        self.playReviewReady.emit(key, [PlayReview(seat, len(view.played), view.count, card,
                                                   card, ((card.rank, 0.0),), cost, False)],
                                  None)

    def cancelCoach(self) -> list:
        return []


class Table:
    """An engine, its board presenter and its coach (active, with a `StandIn`)."""

    def __init__(self, qtbot, engine: GameEngine) -> None:
        self.qtbot, self.engine = qtbot, engine
        self.presenter = BoardPresenter(engine)
        self.presenter.pace_ms = self.presenter.count_ms = 0
        self.opponent = StandIn()
        self.coach = CoachReviews(engine, self.presenter, self.opponent)
        self.coach.setActive(True)

    def settle(self) -> None:
        """Until the board shows the position and every decision is reviewed."""
        coach, presenter = self.coach, self.presenter
        self.qtbot.waitUntil(lambda: presenter.isIdle() and all(
            coach.decision(p.index) is not None for p in coach.positions()), timeout=20_000)

    def review(self) -> list:
        """The match review's rows: (number, view, action, review) of each decision of
        the hands published."""
        self.settle()
        return [(r.position.index, r.position.view, r.position.action, r.decision)
                for r in review_rows(self.coach)]

    def hand_on(self) -> None:
        hand = self.engine.state.hand_number
        play_to(self.engine, lambda e: e.state.hand_number == hand + 1)


def _resumed(qtbot, table: Table) -> Table:
    """`table`'s match saved with its reviews and resumed as the window does."""
    data = match_to_bytes(table.engine, reviews=table.coach.savedDecisions())
    saved = match_from_bytes(data)
    resumed = Table(qtbot, GameEngine(computer=BasicPlayer(), level="medium",
                                      synchronous=True))
    restore_match(resumed.engine, saved)
    resumed.coach.restore(saved.reviews)
    return resumed


def _games(rows) -> list[int]:
    return sorted({view.match.game_number for _, view, _, _ in rows})


def test_r7_after_restart_of_game_2_the_match_review_covers_the_whole_match(qtbot):
    table = Table(qtbot, match_engine())
    engine, coach = table.engine, table.coach
    play_to(engine, lambda e: e.betweenGames())
    assert engine.perform(NextGame())
    table.hand_on()  # game 2's first hand, reviewed
    whole = table.review()
    game_one = [row for row in whole if row[1].hand_number < FIRST_OF_GAME_2]
    assert _games(whole) == [1, 2] and len(game_one) > 30
    asked, log = table.opponent.asked, engine.scoreLog()

    engine.restart()
    assert table.review() == game_one  # game 1's decisions stay, game 2 is played again
    assert table.opponent.asked == asked  # their reviews taken over, none asked again
    game_row = next(i for i, (_, event) in enumerate(log)
                    if isinstance(event, GameStarted) and event.game_number == 2)
    assert engine.scoreLog() == log[:game_row + 1]  # game 1, then "Game 2"
    engine.undo()  # back before the Restart: the whole match as it was
    assert table.review() == whole and engine.scoreLog() == log
    engine.redo()
    assert table.review() == game_one
    table.hand_on()  # the same moves again: the same review, numbered the same
    assert table.review() == whole and engine.scoreLog() == log
    assert [d.index for d in coach.decisions()] == [row[0] for row in whole]

    resumed = _resumed(qtbot, table)  # saved and resumed: row for row the same
    assert resumed.review() == whole and resumed.engine.scoreLog() == log
    assert resumed.opponent.asked == 0  # every review from the save
    assert resumed.coach.savedDecisions() == coach.savedDecisions()


def test_r7_after_two_restarts_the_review_and_the_log_survive_save_and_resume(qtbot):
    """Restart in game 2, played into game 3, Restart there: games 1 and 2 come from two
    runs below; saved and resumed, the review and the log are row for row the same."""
    table = Table(qtbot, match_engine())
    engine = table.engine
    play_to(engine, lambda e: e.betweenGames())
    assert engine.perform(NextGame())
    table.hand_on()
    engine.restart()
    play_to(engine, lambda e: e.betweenGames())
    assert engine.perform(NextGame())
    table.hand_on()
    engine.restart()
    assert engine.matchStart().match.game_number == 3
    table.hand_on()
    rows, log = table.review(), engine.scoreLog()
    assert _games(rows) == [1, 2, 3]
    resumed = _resumed(qtbot, table)
    assert resumed.review() == rows and resumed.engine.scoreLog() == log
    assert resumed.opponent.asked == 0
    resumed.engine.undo()
    resumed.engine.redo()
    assert resumed.review() == rows
