"""`scrolled_content.ContentScrollArea` drops a vertical scroll bar it no longer needs
(follow-up of 7ca3788): Qt measures the content beside the bar it shows, so a shown
dialog grown to fit its longer texts (`fit_dialog_later` after a language change) kept
the bar it had on the way, its content a line taller at the narrower width, and hid 14
pixels for nothing. Also where new texts fit the same area without the bar; and the
real dialogs after language switches (the match review's refit stopped a pixel short:
`_resize_fitted` measures until the size holds)."""

from __future__ import annotations

import pytest
from note_dialog import LONG, SHORT, note_dialog
from PySide6.QtCore import QPoint, QRect, QSize, QTimer
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QAbstractScrollArea, QDialog, QScrollArea, QTextBrowser

from crib_qt.ui.scrolled_content import ContentScrollArea, fit_dialog_later

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")

LONGER = LONG + " And a sixth line."


def _all_in_view(area: ContentScrollArea) -> tuple:
    """The area's size, its viewport's and its content's, the bar shown and its range."""
    bar = area.verticalScrollBar()
    return (area.size().toTuple(), area.viewport().size().toTuple(),
            area.widget().size().toTuple(), bar.isVisible(), bar.maximum())


def test_a_dialog_grown_to_its_new_text_shows_it_all_without_a_bar(qtbot):
    dialog, note, area = note_dialog(qtbot, SHORT)
    assert dialog.size().toTuple() == (150, 82)
    note.setText(LONG)
    fit_dialog_later(dialog, area)
    qtbot.waitUntil(lambda: dialog.size().toTuple() == (280, 152))
    # the five lines at the whole width (beside a bar: 244 wide, 116 high, 14 hidden)
    assert _all_in_view(area) == ((258, 102), (258, 102), (258, 102), False, 0)
    assert note.height() == note.heightForWidth(note.width())


def test_new_text_that_fits_without_the_bar_drops_it(qtbot):
    dialog, note, area = note_dialog(qtbot, LONG)
    dialog.setFixedSize(dialog.size())  # 280 x 152, as fitted to LONG
    note.setText(LONGER)  # a line more: it scrolls
    qtbot.waitUntil(lambda: area.verticalScrollBar().isVisible())
    assert area.viewport().width() == 244
    note.setText(LONG)  # no refit: the area's layout request alone
    qtbot.waitUntil(lambda: not area.verticalScrollBar().isVisible())
    assert _all_in_view(area) == ((258, 102), (258, 102), (258, 102), False, 0)


def _open(window, which: str, qtbot) -> tuple[QDialog, object]:
    """The real dialog `which`, shown, and the part of it that scrolls."""
    from crib_qt.ui.coach_dialog import DiscardTableDialog
    from crib_qt.ui.coach_review_dialog import MatchReviewDialog
    from crib_qt.ui.dialogs import RulesDialog

    dialog = {"settings": window.createSettingsDialog,
              "statistics": window.createStatisticsDialog,
              "how to play": lambda: RulesDialog(window, "en"),
              "discard table": lambda: DiscardTableDialog(window.presenter, parent=window),
              "match review": lambda: MatchReviewDialog(window.coach, window.presenter,
                                                        window)}[which]()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    area = (dialog.findChild(QScrollArea, "dialogContent")
            or dialog.findChild(QAbstractScrollArea, "matchReview")
            or dialog.findChild(QAbstractScrollArea, "discardTable")
            or dialog.findChild(QTextBrowser))
    return dialog, area


def _settle(qtbot) -> None:
    """Let the events posted so far run, and those they post (the dialog's refit after
    a language change, its children's layout requests)."""
    for _ in range(3):
        done = []
        QTimer.singleShot(0, lambda: done.append(True))
        qtbot.waitUntil(lambda: done == [True])


def _fits(area) -> bool:
    """Whether all of `area`'s content fits it without a vertical scroll bar."""
    if isinstance(area, ContentScrollArea):
        room = area.maximumViewportSize()
        return area.heightFor(room.width()) <= room.height()
    return area.heightFor(area.width()) <= area.height()


@pytest.mark.parametrize("screen", [(800, 600), (1366, 768)], ids=["800x600", "1366x768"])
@pytest.mark.parametrize("which", ["settings", "statistics", "how to play", "discard table",
                                   "match review"])
def test_the_real_dialogs_show_a_bar_only_where_their_content_does_not_fit(
        make_board, qtbot, monkeypatch, screen, which):
    """After each language switch: a bar only where the content needs it (How to play's
    text on both screens, the Statistics at 800 x 600; the Coach's discard table at the
    first discard), and the match review's table as tall as its rows again in English
    after Filipino (537 of 538 pixels, under a bar, its last column 14 pixels narrower:
    the refit stopped one look short)."""
    from coach_moves import play_until, reviewed

    from crib_qt.rules import Phase

    monkeypatch.setattr(QScreen, "availableGeometry",
                        lambda _: QRect(QPoint(0, 0), QSize(*screen)))
    board = make_board(12, level="expert", size=(480, 360))
    window = board.window
    if which == "match review":  # the first hand's decisions
        play_until(board, lambda: board.engine.state.phase is Phase.SHOW)
        qtbot.waitUntil(lambda: window.coach.publishedHands() == {1}, timeout=60_000)
        reviewed(qtbot, window.coach)
    dialog, area = _open(window, which, qtbot)
    fresh = dialog.size().toTuple()

    def widths():  # the match review's columns
        header = area.horizontalHeader()
        return [header.sectionSize(c) for c in range(header.count())]
    opened = widths() if which == "match review" else None
    scrolls = which == "how to play" or (which, screen) == ("statistics", (800, 600))
    try:
        for code in ("pt_BR", "fil", "en", "pt_PT", "ms", "en"):
            window.setLanguage(code)
            _settle(qtbot)
            assert area.verticalScrollBar().isVisible() is scrolls, code
            assert _fits(area) is not scrolls, code
        assert dialog.size().toTuple() == fresh  # English again: as it opened
        if which == "match review":
            assert fresh == (538, 538) and area.height() == area.heightFor(area.width())
            # as wide as they opened; the verdicts' column fits "Nearly as good" (74b1c80)
            assert widths() == opened and opened[-1] == 199
    finally:
        window.setLanguage("en")
