"""Fixtures of the window tests: QSettings and the default language of their own, a
`MatchStore`, the abandon questions answered, and shown, focused windows with a driver
that plays them by mouse (board_driver.py), keys (key_driver.py) or touch
(touch_driver.py). The drivers are imported here, so `from conftest import KeyDriver`
still finds them.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QGuiApplication

from crib_qt.ai import BasicPlayer
from crib_qt.engine import MODE_TWO_PLAYERS, GameEngine
from crib_qt.ui.main_window import MainWindow
from crib_qt.ui.new_game import GameOptions

from board_driver import BoardDriver
from key_driver import KeyDriver
from touch_driver import TouchDriver


@pytest.fixture(autouse=True)
def _private_settings(private_settings):
    """Every window test has QSettings of its own (tests/conftest.py), put back after it."""
    yield private_settings


@pytest.fixture(autouse=True)
def _default_locale():
    """A language switch sets the default QLocale for the whole process; put it back, so
    a test that switched (and failed before switching back) leaves no language behind."""
    saved = QLocale()
    yield
    QLocale.setDefault(saved)


@pytest.fixture
def store(tmp_path):
    """A `MatchStore` of the test's own, in its temporary folder."""
    from crib_qt.persistence import MatchStore

    return MatchStore(tmp_path / "data")


@pytest.fixture
def asked(monkeypatch):
    """The questions before abandoning (crib_qt/ui/abandon.py), each answered "Restart"."""
    from crib_qt.ui import abandon

    questions = []
    monkeypatch.setattr(abandon.AbandonQuestion, "ask",
                        lambda question: questions.append(question) or True)
    return questions


@pytest.fixture
def make_board(qtbot):
    """`make_board(seed, pace_ms=0, move_ms=0, size=(1280, 860), level=None, driver=None,
    names=None)` → a shown driver: `BoardDriver` (mouse), or with driver="keys" a
    `KeyDriver`, driver="touch" a `TouchDriver`. Without `level` the opponent is the
    fixed baseline player, so the pinned scores of scripted matches do not move when
    the computer gets stronger; with `names` two players share the device."""

    def make(seed: int, pace_ms: int = 0, move_ms: int = 0, size=(1280, 860),
             level: str | None = None, driver=None, names: tuple[str, str] | None = None
             ) -> BoardDriver:
        engine = (GameEngine(seed=seed, level=level) if level
                  else GameEngine(seed=seed, computer=BasicPlayer()))
        window = MainWindow(engine)
        qtbot.addWidget(window)
        if names is not None:  # two players on one device, as the New game dialog starts it
            window.startNewGame(GameOptions(MODE_TWO_PLAYERS, "expert", names), seed=seed)
        window.setBoardTimes(move_ms, pace_ms)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is window.windowHandle())
        window.view.setFocus()
        drivers = {None: BoardDriver, "mouse": BoardDriver, "keys": KeyDriver,
                   "touch": TouchDriver}
        board = drivers[driver](qtbot, window)
        board.wait_settled()
        return board

    return make


@pytest.fixture
def drive(qtbot):
    """`drive(window, size=(1280, 860))` → a `BoardDriver` (mouse) for a `MainWindow` the
    test made itself (e.g. with a `MatchStore`): shown, focused, pace and moves at 0."""

    def make(window: MainWindow, size=(1280, 860)) -> BoardDriver:
        qtbot.addWidget(window)
        window.setBoardTimes(0, 0)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is window.windowHandle())
        window.view.setFocus()
        board = BoardDriver(qtbot, window)
        board.wait_settled()
        return board

    return make
