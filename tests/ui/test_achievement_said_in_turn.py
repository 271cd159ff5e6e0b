"""An achievement of the play or the show is said right after the event that earned it,
before the computer's reply (R3.4, issue 21; play-test 35 with Orca: "You: His heels for
2; …", "Computer plays Ace of Hearts; count 1", then "Achievement: Two for his heels").
ui/achievement_keeper.py: it is announced once the table has told its event."""

from __future__ import annotations

import pytest
from achievement_moves import american_english, window_on_seed_4

from crib_qt.ui.achievement_keeper import AchievementKeeper


@pytest.mark.parametrize("pace_ms", [0, 50])  # everything at once, and paced as in play
def test_his_heels_achievement_follows_the_his_heels_line(qtbot, store, pace_ms):
    american_english()
    window = window_on_seed_4(qtbot, store)
    window.setBoardTimes(0, pace_ms)
    heard = []
    window.view.accessibility.announced.connect(heard.append)
    engine, presenter = window.engine, window.presenter
    while "his_heels" not in window.statistics.achievements.earned:
        qtbot.waitUntil(lambda: presenter.isIdle() and not presenter.isCounting())
        heard.clear()
        assert engine.perform(engine.hint())
        qtbot.waitUntil(lambda: not engine.isThinking())
    keeper = AchievementKeeper.of(window)
    qtbot.waitUntil(lambda: presenter.isIdle() and not keeper.waiting()
                    and not keeper._soon.isActive())
    assert heard == ["You lay Nine of Clubs and King of Spades in your crib",
                     "Starter: Jack of Hearts",
                     "You: His heels for 2; You 31, computer 34",
                     "Achievement: Two for his heels",
                     "Computer plays Ace of Hearts; count 1"]
