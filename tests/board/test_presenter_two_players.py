"""BoardPresenter with two players on one device: the hand to act face down until shown,
the starter cut and forced moves without a hand-over, the next deal covered.
Helpers and the `table` fixture: tests/board/presenter_testing.py."""

from __future__ import annotations

import pytest

from crib_qt.engine import MODE_TWO_PLAYERS
from crib_qt.rules import CutStarter, Phase

from presenter_testing import (  # tests/board/presenter_testing.py
    _settle,
    _until,
    table_fixture,  # noqa: F401 (the fixture table)
)


def test_two_players_the_hand_to_act_stays_face_down_until_shown(qtbot, table):
    presenter = table(5, MODE_TWO_PLAYERS)
    _until(qtbot, presenter, lambda s: s.phase is Phase.DISCARD)
    assert presenter.isCovered()
    assert presenter.handModels[0].cards() == [None] * 6  # U3: no face in any model
    assert presenter.table().cover[0].startswith("Pass the device to ")
    assert not presenter.intents.accepts(presenter.engine.state.hands[0][0], "crib")
    presenter.revealHand()
    seat = presenter.engine.state.to_act
    assert presenter.viewer() == seat
    assert presenter.handModels[0].cards() == list(presenter.engine.state.hands[seat])
    assert presenter.table().cover is None


def _two_players_through(qtbot, presenter, hands: int) -> list:
    """Play two-player hands with the hint, showing each hand when covered; returns
    (phase, covered, hand hidden, number of legal actions, cut depths shown) at each
    idle."""
    seen = []
    presenter.idle.connect(lambda: seen.append((
        presenter.view().phase, presenter.isCovered(), presenter.isHandHidden(),
        len(presenter.engine.legalActions()), presenter.table().cut_depths is not None)))
    _until(qtbot, presenter, lambda s: s.hand_number > hands)
    return seen


def test_two_players_cut_the_starter_without_a_hand_over(qtbot, table):
    """Issue 15, U1, U3: the cut shows nothing hidden: no cover, the hand face down."""
    presenter = table(5, MODE_TWO_PLAYERS)
    _until(qtbot, presenter, lambda s: s.phase is Phase.CUT_STARTER)
    pone = presenter.engine.state.to_act
    assert not presenter.isCovered() and presenter.table().cover is None
    assert presenter.viewer() == pone
    if presenter.isHandHidden():
        assert presenter.handModels[0].cards() == [None] * 4
    assert presenter.handModels[1].cards() == [None] * 4
    depth = presenter.table().cut_depths[3]
    assert presenter.intents.cutAt(depth)  # no "Show my hand" first
    assert presenter.engine.history()[-1] == CutStarter(depth)
    cuts = [s for s in _two_players_through(qtbot, presenter, 4) if s[0] is Phase.CUT_STARTER]
    assert cuts and all(not covered and shown for _, covered, _, _, shown in cuts)
    assert any(hidden for _, _, hidden, _, _ in cuts)  # the pone who did not discard last


def test_two_players_a_forced_move_is_made_without_the_device(qtbot, table):
    """Issue 15, R4.2: a forced Go or the only card that can be played is made for the
    player, their hand face down; any other move in the play is a hand-over (U3)."""
    presenter = table(5, MODE_TWO_PLAYERS)
    engine = presenter.engine
    seen = _two_players_through(qtbot, presenter, 3)
    plays = [s for s in seen if s[0] is Phase.PLAY and s[2]]  # the next hand not shown yet
    forced = [s for s in plays if s[3] == 1]
    assert forced and all(not covered for _, covered, _, _, _ in forced)
    assert all(covered for _, covered, _, n, _ in plays if n > 1)
    # undoing a forced move hands the device to its player, who makes it themselves
    while True:
        command = engine.undoStack().command(engine.undoStack().index() - 1)
        before = engine.state
        engine.undo()
        if engine.state.phase is Phase.PLAY and len(engine.legalActions()) == 1 and \
                before.phase is Phase.PLAY:
            break
    assert len(command.actions) == 1
    assert presenter.isCovered() and not presenter.auto.isPending()
    assert presenter.table().cover[0] == f"Pass the device to {presenter.names[engine.state.to_act]}"


@pytest.mark.parametrize("auto", [True, False], ids=["by-itself", "by-hand"])
def test_two_players_the_next_deal_is_covered_however_the_show_ends(qtbot, table, auto):
    """U3, issue 15: after the show (public) the next deal's hands are private again: the
    device is handed over first, whether the show continued by itself or by a click."""
    presenter = table(5, MODE_TWO_PLAYERS)
    engine = presenter.engine
    for hand in (1, 2):
        _until(qtbot, presenter, lambda s: s.phase is Phase.SHOW and s.hand_number == hand)
        presenter.setAutoContinue(1 if auto else 0)
        while engine.state.hand_number == hand:
            if auto:
                qtbot.waitUntil(lambda: engine.state.hand_number != hand, timeout=5000)
            else:
                assert presenter.intents.trigger("continue")
            _settle(qtbot, presenter)
        presenter.setAutoContinue(0)
        assert presenter.view().phase is Phase.DISCARD
        assert presenter.isCovered() and presenter.handModels[0].cards() == [None] * 6
