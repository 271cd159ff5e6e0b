"""Two players on one device: both see who won the cut for the deal before the device is
handed over (play-test 32, item 2; R2, U3). The "Pass the device" cover went up as the
second card was cut, so the two cut cards were never seen together (42_2p_dealt.png).
Now the cut cards stay on the table, named, for the cut's usual pause (the pace a
person is given to see a cut), while the hands just dealt lie face down; then the cover
goes up and the cut cards leave the scene.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from crib_qt.board import geometry as L
from crib_qt.rules import Phase, legal_actions

NAMES = ("Ana", "Bernardo")
PACE_MS = 400


def _faces(scene) -> set:
    """Every card an item of the scene holds (a face-down item holds none, U3)."""
    return {item.card() for item in scene.cardItems() if item.card() is not None}


def test_the_cut_is_seen_for_its_pause_before_the_cover_goes_up(make_board, qtbot):
    board = make_board(3, names=NAMES, pace_ms=PACE_MS, size=(1366, 768))
    scene, engine, presenter = board.scene, board.engine, board.scene.presenter
    board.act()  # Ana cuts first (R2.1)
    assert engine.state.phase is Phase.CUT_FOR_DEAL and engine.state.to_act == 1
    presenter.intents.cutAt(legal_actions(engine.state)[20].depth)  # Bernardo cuts
    qtbot.waitUntil(presenter.pacer._timer.isActive, timeout=5000)  # the cut's pause runs

    state = engine.state
    assert state.phase is Phase.DISCARD and state.dealer == 1  # 9♥ against 2♠: he deals
    assert [str(card) for card in state.deal_cuts] == ["9H", "2S"]
    assert presenter.pacer._timer.interval() == PACE_MS
    assert not presenter.isIdle() and not scene.cover.isVisible()
    assert scene.announceLabel.text() == "Bernardo cut the lower card and deals first"
    viewer = presenter.viewer()
    for seat, item in enumerate(scene._cut_items):
        assert item.isVisible() and item.isFaceUp() and item.card() == state.deal_cuts[seat]
        x = L.CENTRE_X - 140 if seat == viewer else L.CENTRE_X + 40
        assert item.pos() == QPointF(x, L.MIDDLE_Y)
        assert scene._cut_labels[seat].text() == NAMES[seat]
    # U3: the hands just dealt lie face down; only the cut's two cards have faces
    assert _faces(scene) == set(state.deal_cuts)
    assert not (set(state.hands[0]) | set(state.hands[1])) & _faces(scene)

    qtbot.waitUntil(presenter.isIdle, timeout=5000)  # the pause is over
    assert presenter.isCovered() and scene.cover.isVisible()
    assert scene.coverTitle.text() == f"Pass the device to {NAMES[state.to_act]}"
    assert not any(item.isVisible() for item in scene._cut_items)
    assert _faces(scene) == set()  # nothing to read under the cover (U3)
    assert [label.text() for label in scene._cut_labels] == ["", ""]
    assert scene.announceLabel.text() == "Bernardo cut the lower card and deals first"
