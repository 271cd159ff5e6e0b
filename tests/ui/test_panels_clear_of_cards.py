"""The show panel keeps the cards in sight (play-test 31).

At the end of the play the counted cards fly from the play pile to the show; the last
card played can lie where the show panel is, and a moving card is drawn above every
panel: the panel now appears once the cards have landed.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF

from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH
from crib_qt.rules import Phase
from crib_qt.ui.preferences import ANIMATION_TIMES

PLAY_WIN = 13  # the baseline player pegs out in the play; its first show is the one watched


def _frame(panel) -> QRectF:
    """The panel as drawn, its shadow included, in scene units."""
    return panel.mapRectToScene(panel.boundingRect())


def test_the_show_panel_appears_once_the_last_card_played_has_landed(make_board):
    """(b) Seed 13's first show: the viewer's K♠, the last card played, lies at x 962 on
    the pile, inside the show panel (x 900 to 1330), and flies to the show. At every
    change of the table while it flies, no card is drawn over the visible panel."""
    board = make_board(PLAY_WIN, size=(1366, 768))
    engine, scene = board.engine, board.scene
    last = None
    while engine.state.phase is not Phase.SHOW:
        last = engine.hint()
        assert engine.perform(last)
        board.wait_replied()
    board.wait_settled()
    board.window.actions["undo"].trigger()  # U4: the move again, paced as a player sees it
    board.wait_settled()
    board.window.setBoardTimes(*ANIMATION_TIMES["normal"])
    panel = scene.showPanel
    over, flying = [], []

    def look() -> None:
        moving = [item for item in scene.cardItems() if item.isMoving()]
        flying.extend(str(item.card()) for item in moving)
        if panel.isVisible():
            over.extend((str(item.card()), item.zValue()) for item in scene.cardItems()
                        if item.isVisible() and item.zValue() > panel.zValue()
                        and item.mapRectToScene(QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT))
                        .intersects(_frame(panel)))

    scene.changed.connect(look)
    scene.presenter.layoutChanged.connect(look)
    scene.presenter.textsChanged.connect(look)
    assert engine.perform(last)
    board.qtbot.waitUntil(lambda: panel.isVisible() and board.settled(), timeout=20000)
    assert "KS" in flying and over == []
    assert scene.showTitle.text() == "Your hand: 2"

