"""What the BoardPresenter tests share (tests/board/test_presenter_*.py): the `table`
fixture (a presenter over a new engine, shown at once) and the expert's moves made
through the presenter's intents.

The presenter is driven only through its intents (as the scene would) and read only
through its models, its `Table` and its signals. The opponent is the fixed baseline
player, so the positions reached from a seed do not move when the computer changes."""

from __future__ import annotations

import pytest
from presenter_moves import act as _act
from presenter_moves import settle as _settle  # noqa: F401 (the presenter tests import it from here)

from crib_qt.ai import BasicPlayer
from crib_qt.board.presenter import BoardPresenter
from crib_qt.engine import GameEngine


@pytest.fixture(name="table")
def table_fixture(qtbot):
    """`table(seed, mode)` -> a presenter over a new engine, shown at once (pace 0)."""

    def make(seed: int = 3, mode: str | None = None) -> BoardPresenter:
        engine = GameEngine(seed=seed, computer=BasicPlayer())
        if mode is not None:
            engine.newGame(seed, mode=mode)
        presenter = BoardPresenter(engine)
        presenter.pace_ms = presenter.count_ms = 0
        return presenter

    return make


def _until(qtbot, presenter, condition, limit: int = 200) -> None:
    for _ in range(limit):
        if condition(presenter.engine.state):
            return
        _act(qtbot, presenter)
    raise AssertionError("the position was not reached")
