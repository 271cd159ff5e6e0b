"""Every toolbar caption whole at once after a language switch (play-test 32 shots).

Setting the actions' texts only invalidates the toolbar's layout: Qt re-lays it on a
posted LayoutRequest, so until the event loop came round each button kept the width
of the previous language's caption and a frame drawn then (a `grab()` right after
`setLanguage`, as the show-panel shots took) elided 'Desfazer' to 'De…er' and
'Sugestão' to 'S…o' (pt_PT after English). The checks below run with no event
processed between the switch and the look."""

from __future__ import annotations

import pytest

from crib_qt.ui.main_window import MainWindow

_SWITCHES = ("pt_PT", "fil", "ms", "pt_BR", "en")
_CAPTIONS = {
    "en": ["New game", "Restart", "Undo", "Redo", "Hint", "How to play"],
    "pt_PT": ["Novo jogo", "Reiniciar", "Desfazer", "Refazer", "Sugestão", "Como jogar"],
    "fil": ["Bagong laro", "Muling simulan", "Bawiin", "Ulitin", "Pahiwatig", "Paano maglaro"],
    "ms": ["Permainan baharu", "Mula semula", "Batal", "Ulang", "Petunjuk", "Cara bermain"],
    "pt_BR": ["Nova partida", "Reiniciar", "Desfazer", "Refazer", "Dica", "Como jogar"],
}


def _cut_captions(window: MainWindow) -> list[tuple[str, int, int]]:
    """(caption, width, width wanted) of each toolbar button narrower than its caption
    needs, or overlapping the button before it, or not wholly on the toolbar."""
    bar = window.toolBar
    cut, right = [], 0
    for action in bar.actions():
        button = bar.widgetForAction(action)
        box = button.geometry()
        if (box.width() < button.sizeHint().width() or box.left() < right
                or not bar.rect().contains(box) or not button.isVisible()):
            cut.append((button.text(), box.width(), button.sizeHint().width()))
        right = box.right() + 1
    return cut


def _captions(window: MainWindow) -> list[str]:
    bar = window.toolBar
    return [bar.widgetForAction(action).text() for action in bar.actions()]


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)], ids=["800x600", "1920x1080"])
def test_each_caption_is_whole_right_after_each_switch(make_board, size):
    window = make_board(3, level="expert", size=size).window
    assert _captions(window) == _CAPTIONS["en"]
    assert _cut_captions(window) == []
    for code in _SWITCHES:
        window.setLanguage(code)  # no event processed before the look
        assert _captions(window) == _CAPTIONS[code], code
        assert _cut_captions(window) == [], code


def test_captions_stay_whole_through_moves_after_a_switch(make_board):
    """Undo and Redo take steps back and forth in each language: the menu names the
    step, the toolbar keeps its captions, all whole."""
    board = make_board(3, level="expert", size=(800, 600))
    window = board.window
    for _ in range(3):  # the cut, the discard, a play (the driver reads English)
        board.act()
    board.wait_settled()
    for code in _SWITCHES:
        window.setLanguage(code)
        for name in ("undo", "undo", "redo", "redo"):
            window.actions[name].trigger()
            board.wait_settled()
            assert _captions(window) == _CAPTIONS[code], (code, name)
            assert _cut_captions(window) == [], (code, name)
