"""Engine-level helpers for the tests of matches of several games (R7): a seeded best of
5 against the baseline computer, the human's hints played until a condition, and two
stand-ins for the computer (one counting its decisions, one that can be made to fail)."""

from __future__ import annotations

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.rules import NextGame


class CountingPlayer(BasicPlayer):
    """The baseline player, counting its decisions in `asked` (Undo, Redo and a resume
    decide nothing, U4)."""

    def __init__(self) -> None:
        super().__init__()
        self.asked = 0

    def choose(self, view, legal):
        self.asked += 1
        return super().choose(view, legal)


class FailingPlayer(BasicPlayer):
    """The baseline player, raising RuntimeError from `choose` once `fail` is set (a
    broken computer: `GameEngine.computerFailed`)."""

    fail = False

    def choose(self, view, legal):
        if self.fail:
            raise RuntimeError("the computer broke")
        return super().choose(view, legal)


def match_engine(computer=None, seed: int = 7, **options) -> GameEngine:
    """A synchronous engine on a new match of first to 3 games, skunks off (R7.1, R7.2),
    dealt from `seed`, against `computer` (the baseline player when None); `options`
    go to `newGame` (e.g. `mode`)."""
    engine = GameEngine(seed=seed, computer=computer or BasicPlayer(), level="medium",
                        synchronous=True)
    engine.newGame(seed=seed, games_to_win=3, skunks_count=False, **options)
    return engine


def play_to(engine: GameEngine, done) -> None:
    """The human plays the hint until `done(engine)`; Next game between games (R7.3).

    Raises:
        AssertionError: `done` never held within 5,000 moves.
    """
    for _ in range(5000):
        if done(engine):
            return
        assert engine.perform(NextGame() if engine.betweenGames() else engine.hint())
    raise AssertionError("never reached")
