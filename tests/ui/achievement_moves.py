"""What the achievements' window tests share (issue 21): a window on seed 4 against the
baseline, and `Heard`, the notices its keeper put up and what the board announced."""

from __future__ import annotations

from PySide6.QtCore import QLocale

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.rules import Phase
from crib_qt.statistics import load_statistics
from crib_qt.ui.achievement_keeper import AchievementKeeper
from crib_qt.ui.main_window import MainWindow

# Seed 4, the player following the baseline's hint against it at the expert level (the
# window's default): 121 to 86, earning exactly these.
SEED_4 = {"hand_20", "double_double_run", "double_run_of_four", "his_heels", "pair_royal",
          "pegging_ten", "first_win", "skunk", "beat_expert"}



def american_english() -> None:
    """Lists and dates as in American English, whatever language a test before chose
    (tests/ui/conftest.py puts the default locale back afterwards)."""
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


def window_on_seed_4(qtbot, store, mode=None) -> MainWindow:
    engine = (GameEngine(seed=4, computer=BasicPlayer()) if mode is None else
              GameEngine(seed=4, mode=mode, computer=BasicPlayer()))
    window = MainWindow(engine, store=store)
    qtbot.addWidget(window)
    window.setBoardTimes(0, 0)
    return window


class Heard:
    """The notices a window's keeper put up and what its board announced of them."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.notices: list[str] = []
        self.announced: list[str] = []
        self._keeper = None
        window.view.accessibility.announced.connect(self._announced)

    def _announced(self, text: str) -> None:
        if text.startswith("Achievement"):
            self.announced.append(text)

    def play_to_the_end(self, qtbot) -> None:
        engine = self.window.engine
        while engine.state.phase is not Phase.GAME_OVER:
            assert engine.perform(engine.hint())
            keeper = AchievementKeeper.of(self.window)  # made on the first move
            if keeper is not self._keeper:
                self._keeper = keeper
                keeper.noticeShown.connect(self.notices.append)
            qtbot.waitUntil(lambda: not engine.isThinking())
        self.settle(qtbot)

    def settle(self, qtbot) -> None:
        """Wait until the table shows the position and no notice waits to go up."""
        keeper = AchievementKeeper.of(self.window)
        presenter = self.window.presenter
        qtbot.waitUntil(lambda: presenter.isIdle() and not presenter.isCounting()
                        and not keeper.waiting() and not keeper._soon.isActive())


def earned_in_file(store) -> dict[str, str]:
    return load_statistics(store.statistics_path).achievements.earned

