"""The `scene` fixture shared by tests of the board's scene without a view or window
(tests/board/test_prompt_place.py, test_table_updates.py): a `BoardScene` over a new
synchronous engine (seed 3) at its first position, cleared afterwards. Declared with
name="scene" (scene_fixture), so a module imports it without a parameter shadowing an
import."""

from __future__ import annotations

import pytest

from crib_qt.board.presenter import BoardPresenter
from crib_qt.board.scene import BoardScene
from crib_qt.engine import GameEngine


@pytest.fixture(name="scene")
def scene_fixture(qapp):
    engine = GameEngine(seed=3, synchronous=True)
    presenter = BoardPresenter(engine)
    scene = BoardScene(presenter)
    yield scene
    scene.clear()
    presenter.deleteLater()
    engine.deleteLater()
