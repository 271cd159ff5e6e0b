"""The play at the end of the game (issue 20): crib_qt/ai/play_win.py."""

from __future__ import annotations

from crib_qt.ai.position_model import load_position_model


def test_the_play_and_the_warm_up_use_the_shipped_model():
    from crib_qt.ai import ComputerPlayer, play_win

    model = load_position_model()
    assert play_win.win_estimate(30, 40) == model.dealer_wins(30, 40)
    assert play_win.win_estimate(0, 40) == 1.0 and play_win.win_estimate(30, 0) == 0.0
    load_position_model.cache_clear()
    ComputerPlayer("expert").model  # noqa: B018 - what the decision process's warm-up asks
    assert load_position_model.cache_info().currsize == 1
