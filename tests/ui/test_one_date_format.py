"""Statistics and Achievements write a day the same way (play-test 32 item 3): the
accuracy table said "12/2/26" while Achievements said "Dec 2, 2026". Both use
crib_qt/ui/date_texts.py `date_text`, in the locale of the language chosen."""

from __future__ import annotations

import pytest

from crib_qt.achievement_book import ACHIEVEMENTS
from crib_qt.i18n import LanguageSwitcher
from crib_qt.statistics import MatchAccuracy, Record, Statistics
from crib_qt.ui.achievements_page import AchievementsModel
from crib_qt.ui.date_texts import date_text
from crib_qt.ui.statistics_dialog import StatisticsDialog

SINGLE = MatchAccuracy(0, 30, 9.0, 21, 1, "2026-12-02", "won", (121, 104))


@pytest.fixture
def languages(qapp):  # noqa: ARG001
    """A `LanguageSwitcher`, back in English after the test."""
    switcher = LanguageSwitcher()
    yield switcher
    switcher.setLanguage("en")


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
@pytest.mark.parametrize(("language", "day", "earned"), [
    ("en", "Dec 2, 2026", "Win a game with the computer below 91.\nEarned on Dec 2, 2026"),
    ("pt_BR", "2 de dez. de 2026",
     "Vença uma partida com o computador abaixo de 91.\nObtida em 2 de dez. de 2026"),
])
def test_statistics_and_achievements_write_the_day_alike(qtbot, languages, language, day,
                                                         earned):
    languages.setLanguage(language)
    assert date_text("2026-12-02") == day
    statistics = Statistics({"computer/expert": Record(accuracy=[SINGLE])})
    statistics.achievements.earn(["skunk"], "2026-12-02")
    dialog = StatisticsDialog(lambda: statistics, lambda: None, "computer/expert")
    qtbot.addWidget(dialog)
    assert dialog.accuracyTable.table.item(0, 1).text() == day  # never "12/2/26"
    model = AchievementsModel(lambda: statistics.achievements)
    assert model.index(ACHIEVEMENTS.index("skunk"), 1).data() == earned
