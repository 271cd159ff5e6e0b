"""An achievement's notice on the table follows a switch of language while it shows, as
the rest of the table does (issue 21; new-user play-test item 4): it stayed in the
language it went up in. Its right edge stays in the table's top right corner."""

from __future__ import annotations

import pytest
from achievement_moves import american_english, window_on_seed_4

from crib_qt.achievement_texts import earned_notice
from crib_qt.ui.achievement_keeper import AchievementKeeper


@pytest.fixture(autouse=True)
def _american_english():
    american_english()


@pytest.mark.parametrize("code", ["pt_BR", "ms"])
def test_a_notice_on_show_is_said_again_in_the_language_chosen(qtbot, store, code):
    window = window_on_seed_4(qtbot, store)
    keeper = AchievementKeeper.of(window)
    keeper.hold_ms = 60_000  # it stays while the language changes
    window.statistics.achievements.earn(["skunk", "first_win"])
    keeper.collectNews()
    qtbot.waitUntil(lambda: keeper.notice is not None)
    notice = keeper.notice
    assert notice.text() == "Achievements: First win and Skunk"
    right = notice.sceneBoundingRect().right()
    window.setLanguage(code)
    try:
        translated = earned_notice(["first_win", "skunk"])
        assert translated != "Achievements: First win and Skunk"
        qtbot.waitUntil(lambda: notice.text() == translated)
        assert notice.sceneBoundingRect().right() == right  # sized to the new words
        assert keeper.notice is notice and not notice.isFading()  # the same notice goes on
    finally:
        window.setLanguage("en")
    qtbot.waitUntil(lambda: notice.text() == "Achievements: First win and Skunk")
