"""A dialog's content that scrolls when the screen has no room for all of it, with the
dialog's buttons outside the scrolled part, so they are always in sight (new-user
play-test 30: at QT_SCALE_FACTOR=2 on 1366 x 768 the New game dialog's OK and Cancel were
below the screen, and Settings cut its wrapped notes).

`ContentScrollArea` asks for all of its widget, wrapped lines included (height for
width); `fit_dialog` gives the dialog that size where the screen's available geometry,
less `FRAME_GUESS` for a title bar and borders, has the room, else the room, and the
content scrolls. A view that scrolls its own rows (Help > Keys' table, a
`whole_table.WholeTableView`, How to play's text) can stand for the `ContentScrollArea`
with the same `heightFor(width)`. New game, Settings, Statistics, Keys, How to play, About and the
coach's discard table and match review fit this way.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtWidgets import (QAbstractScrollArea, QDialog, QFrame, QLayout, QScrollArea,
                               QWidget)

from .window_geometry import FRAME_GUESS, dialog_screen, moved_inside

__all__ = ["ContentScrollArea", "fit_dialog", "fit_dialog_later"]

#: how many times a shown dialog is measured again once laid out (`_resize_fitted`):
#: each look halves a shortfall, 2 ** 8 pixels in all
_LOOKS = 8


class ContentScrollArea(QScrollArea):
    """Scrolls `widget` (the dialog's content, without its buttons) only when the dialog
    is smaller than the content needs. Its size hint is all of the widget at the width
    the widget asks for, its wrapped lines as high as they need there (QScrollArea's own
    hint is capped); no frame, so where everything fits it looks as before. It takes
    the focus, to scroll by keys what no control brings into sight (rows of numbers, a
    text), unless not `focusable`: a content whose every part is a control Tab reaches."""

    def __init__(self, widget: QWidget, focusable: bool = True) -> None:
        super().__init__()
        self.setObjectName("dialogContent")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setWidget(widget)
        if not focusable:
            # a content of controls only: the first takes the dialog's first focus, and
            # Tab scrolls to each; on the area itself (no name) a screen reader said
            # nothing (play-test 32, Orca)
            self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def heightFor(self, width: int) -> int:
        """The height (pixels) all of the content needs at `width` pixels."""
        widget = self.widget()
        width = max(width, widget.minimumSizeHint().width())
        if widget.hasHeightForWidth():
            return max(widget.heightForWidth(width), widget.minimumSizeHint().height())
        return widget.sizeHint().height()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        width = self.widget().sizeHint().expandedTo(self.widget().minimumSizeHint()).width()
        return QSize(width, self.heightFor(width))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        # a few lines of the content and the scroll bar: the buttons always have room
        hint = self.sizeHint()
        return QSize(min(hint.width(), 160), min(hint.height(), 80))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._drop_needless_bar()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:  # Qt lays the content out again
            self._drop_needless_bar()
        return handled

    def _drop_needless_bar(self) -> None:
        """Hide the vertical scroll bar where all of the content fits without it.

        Qt measures the content's height at the viewport's width beside the bar shown
        so far: a dialog grown to fit new, longer texts (`fit_dialog`) kept the bar it
        had while it grew, the content a line taller there than at the whole width,
        hiding that line's height (14 pixels) for nothing. Turning the bar off lays the
        viewport out at the whole width, and Qt measures again there."""
        bar, room = self.verticalScrollBar(), self.maximumViewportSize()
        if (self.verticalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAsNeeded
                or not bar.isVisibleTo(self)
                or self.widget().minimumSizeHint().width() > room.width()
                or self.heightFor(room.width()) > room.height()):
            return
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidgetResizable(True)  # Qt measures the content again: at the whole width
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)


def fit_dialog(dialog: QDialog, area: QAbstractScrollArea) -> None:
    """Resize `dialog` to show all of `area`'s content (at the width it gets, wrapped
    lines as high as they need) where its screen's room allows (the available geometry
    less `FRAME_GUESS`), else to the room, where `area` scrolls. Call it once the
    dialog's layout holds `area`, and again after its texts change (a language switch):
    it then also keeps a shown dialog inside the screen.

    Args:
        dialog: the dialog, its buttons outside `area`.
        area: a `ContentScrollArea`, or another scroll area (a table that scrolls its
            own rows: Help > Keys) with the same `heightFor(width)` and a size hint of
            all of its content.
    """
    content = area.widget() if isinstance(area, QScrollArea) else None
    if content is not None:
        # its hint follows the content's new texts and shown or hidden rows at once (Qt's
        # layouts keep their sizes until a posted layout request), also a least size
        # changed on a hidden tab page (the Statistics' accuracy table's columns): a
        # widget's place in its parent's layout keeps the size it had until told
        for inner in content.findChildren(QWidget):
            inner.updateGeometry()
        for inner in content.findChildren(QLayout):
            inner.invalidate()
        if content.layout() is not None:  # else a lone label (About)
            content.layout().invalidate()
    area.updateGeometry()
    layout = dialog.layout()
    layout.invalidate()
    layout.activate()
    available = dialog_screen(dialog)
    _resize_fitted(dialog, area, available)
    if dialog.isVisible() and available is not None:  # grown after a language change
        frame = dialog.frameGeometry()
        outer = QRect(frame.topLeft(), dialog.size().grownBy(FRAME_GUESS))
        place = moved_inside(outer, available).topLeft()
        if place != frame.topLeft():
            dialog.move(place)
    elif not dialog.isVisible() and dialog.findChild(
            QObject, _FitWhenShown.NAME, Qt.FindChildOption.FindDirectChildrenOnly) is None:
        dialog.installEventFilter(_FitWhenShown(dialog, area))


def fit_dialog_later(dialog: QDialog, area: QAbstractScrollArea) -> None:
    """`fit_dialog(dialog, area)` once the events already posted are handled: after a
    language change, when every child has its new texts (they hear of the language after
    the dialog) and their new lines are laid out (by a posted layout request), so the
    new words' heights are measured, not the old ones'. Nothing happens if `dialog` is
    deleted before then (the timer's context object is the dialog).

    Args:
        dialog: the dialog, as for `fit_dialog`.
        area: its scrolled content, as for `fit_dialog`.
    """
    QTimer.singleShot(0, dialog, lambda: fit_dialog(dialog, area))


def _resize_fitted(dialog: QDialog, area: QAbstractScrollArea, available: QRect | None
                   ) -> None:
    """Resize `dialog` to its `_fitted_size`; once laid out, measure it again at its new
    width: the wrapped lines around `area` (the discard table's summary) were measured
    at the old one, where they took a line more or less. Measure until the size holds
    (at most `_LOOKS` times): in a dialog shorter than it needs, the other parts that
    give way (the match review's discard table) took part of the shortfall, so what lies
    around `area` was measured short, each look by about half the shortfall (fil -> en:
    524, 531, 535, 537 pixels high, then 538; at 537 the table kept a scroll bar)."""
    size = _fitted_size(dialog, area, available)
    dialog.resize(size)
    for _ in range(_LOOKS):
        if not area.isVisible():  # else laid out again at once
            return
        again = _fitted_size(dialog, area, available)
        if again == size:
            return
        size = again
        dialog.resize(size)


def _fitted_size(dialog: QDialog, area: QAbstractScrollArea, available: QRect | None
                 ) -> QSize:
    """The size `fit_dialog` gives `dialog` (pixels). What lies around `area` (margins,
    buttons, a tab bar) is the dialog's size less the area's once laid out, else their
    size hints' difference (a guess where another tab page is the wider one)."""
    hint = dialog.sizeHint()
    room = (available.marginsRemoved(FRAME_GUESS).size() if available is not None
            else QSize(16777215, 16777215))
    width = min(hint.width(), room.width())
    laid_out = area.isVisible()
    around = (dialog.size() - area.size() if laid_out else hint - area.sizeHint())
    needed = around.height() + area.heightFor(width - around.width())
    if needed > room.height():  # it scrolls: room for the scroll bar beside the content
        bar = area.verticalScrollBar().sizeHint().width()
        width = min(width + bar, room.width())
    return QSize(width, max(min(needed, room.height()), dialog.minimumSizeHint().height()))


class _FitWhenShown(QObject):
    """Fits its dialog once more when it is first shown, before Qt centres it over its
    parent (QDialog.showEvent): what lies around the area is known only once laid out.
    The Statistics' numbers lie in a tab widget, whose hint has 2 pixels more than its
    tab bar and frame take, beside the wider Achievements page, so the hints' difference
    took them for 180 pixels narrower than they are."""

    NAME = "fitWhenShown"

    def __init__(self, dialog: QDialog, area: QAbstractScrollArea) -> None:
        super().__init__(dialog)
        self.setObjectName(self.NAME)
        self._area = area

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Show and not event.spontaneous():
            dialog = self.parent()
            dialog.removeEventFilter(self)
            self.deleteLater()
            _resize_fitted(dialog, self._area, dialog_screen(dialog))
        return False
