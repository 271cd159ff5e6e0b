"""The main window's frame (title bar included) fits the screen's available geometry on a
first start and on a restore (issue 15; new-user play-test of session 29, item 4).

Under openbox at 800 x 600 and 1366 x 768 the window's bottom ~17 pixels, its status bar,
were off the screen: before the first show `move()` put the FRAME's top left where the
window's inside was meant to be, 20 pixels low (openbox's frame: 1, 20, 1, 5). The frames
below are the ones measured there (`_NET_FRAME_EXTENTS`); offscreen windows get a frame of
2 pixels all round once shown.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QMargins, QObject, QRect, QSettings, QSize
from PySide6.QtWidgets import QMainWindow

from crib_qt.ui import window_geometry
from crib_qt.ui.window_geometry import FRAME_GUESS, device_frame, fit_inside, logical_frame
from crib_qt.ui.window_keeping import FRAME_KEY, restore_window_geometry, save_window_geometry

OPENBOX = QMargins(1, 20, 1, 5)
#: openbox with a 36-point title font: a title bar taller than FRAME_GUESS keeps free
OPENBOX_LARGE_TITLE = QMargins(1, 66, 1, 5)
USUAL_MINIMUM = QSize(800, 600)  # the main window's own minimum


def _frame(inner: QRect, margins: QMargins) -> QRect:
    return inner.marginsAdded(margins)


@pytest.mark.parametrize(("screen", "inner", "minimum"), [
    # a first start: the default 1280 x 860, centred in the room FRAME_GUESS leaves
    (QRect(0, 0, 800, 600), QRect(8, 40, 784, 552), QSize(784, 552)),
    (QRect(0, 0, 1366, 768), QRect(43, 40, 1280, 720), USUAL_MINIMUM),
    # a 40-pixel panel along the bottom
    (QRect(0, 0, 1366, 728), QRect(43, 40, 1280, 680), USUAL_MINIMUM),
    # a second screen right of a first one, a 30-pixel panel along its top
    (QRect(1920, 30, 1280, 994), QRect(1928, 113, 1264, 860), USUAL_MINIMUM),
])
def test_a_first_start_fits_the_frame_guessed_and_the_real_one(screen, inner, minimum):
    first = fit_inside(QRect(0, 0, 1280, 860), FRAME_GUESS, screen, USUAL_MINIMUM, centre=True)
    assert first == (inner, minimum)
    assert screen.contains(_frame(inner, FRAME_GUESS))
    # once shown, openbox's frame is smaller than the guess: the window stays as it is
    assert fit_inside(inner, OPENBOX, screen, minimum) == (inner, minimum)
    assert screen.contains(_frame(inner, OPENBOX))


def test_the_play_tests_window_is_moved_up_by_what_ran_off_the_screen():
    """The window the play-test saw at 800 x 600: inside at 9, 60, its frame's bottom
    17 pixels below the screen (60 + 552 + 5 = 617). Moved up 17: the frame's bottom is
    the screen's last row; the size is kept."""
    screen = QRect(0, 0, 800, 600)
    inner, minimum = fit_inside(QRect(9, 60, 784, 552), OPENBOX, screen, QSize(784, 552))
    assert (inner, minimum) == (QRect(9, 43, 784, 552), QSize(784, 552))
    assert _frame(inner, OPENBOX) == QRect(8, 23, 786, 577)
    assert _frame(inner, OPENBOX).bottom() == screen.bottom() == 599


def test_a_title_bar_taller_than_the_guess_shrinks_the_window_to_the_room():
    """openbox with a 66-pixel title bar: the window fitted with FRAME_GUESS (40) is
    26 pixels too tall; it is shrunk to 529 high, its minimum with it, and its frame's
    top is the screen's first row (measured the same under Xvfb: inside 8, 66, 784 x 529)."""
    screen = QRect(0, 0, 800, 600)
    inner, minimum = fit_inside(QRect(8, 40, 784, 552), OPENBOX_LARGE_TITLE, screen,
                                QSize(784, 552))
    assert (inner, minimum) == (QRect(8, 66, 784, 529), QSize(784, 529))
    assert _frame(inner, OPENBOX_LARGE_TITLE) == QRect(7, 0, 786, 600)


def test_a_second_fit_never_raises_a_minimum_lowered_by_the_first():
    """683 x 384 (1366 x 768 at scale 2): the first fit lowers the minimum to the room
    under FRAME_GUESS, 667 x 336, below SMALLEST's 360 high; the real, smaller frame
    leaves it so (raising it after the show would only resize the window again)."""
    screen = QRect(0, 0, 683, 384)
    inner, minimum = fit_inside(QRect(0, 0, 1280, 860), FRAME_GUESS, screen, USUAL_MINIMUM,
                                centre=True)
    assert (inner, minimum) == (QRect(8, 40, 667, 336), QSize(667, 336))
    assert fit_inside(inner, QMargins(2, 2, 2, 2), screen, minimum) == (inner, minimum)


def test_the_inside_goes_where_it_was_fitted_not_its_frame(qtbot, private_settings):  # noqa: ARG001
    """Before the first show the window is placed by its inside (`setGeometry`): the
    frame the window system adds goes above and left of it (offscreen: 2 pixels)."""
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setMinimumSize(USUAL_MINIMUM)
    window.resize(1280, 860)
    restore_window_geometry(window)  # no geometry saved: centred (offscreen: 800 x 800)
    assert window.geometry() == QRect(8, 40, 784, 752)
    window.show()
    qtbot.waitExposed(window)
    assert window.geometry() == QRect(8, 40, 784, 752)  # was 10, 42: the frame at 8, 40
    assert window.frameGeometry() == QRect(6, 38, 788, 756)


def test_the_window_is_fitted_again_with_its_real_frame_once_exposed(qtbot, private_settings,  # noqa: ARG001
                                                                      monkeypatch):
    """A frame larger than the one guessed before the show (here: none guessed, the
    offscreen frame of 2 pixels): once exposed the window is shrunk and moved so that
    its frame fits the screen (800 x 800)."""
    monkeypatch.setattr(window_geometry, "FRAME_GUESS", QMargins(0, 0, 0, 0))
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(400, 900)
    restore_window_geometry(window)
    assert window.geometry() == QRect(200, 0, 400, 800)  # the whole screen's height
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.geometry() == QRect(200, 2, 400, 796))
    assert window.frameGeometry() == QRect(198, 0, 404, 800)


def test_a_size_given_after_the_fit_is_kept_once_exposed(qtbot, private_settings,  # noqa: ARG001
                                                         monkeypatch):
    """Code that sizes the window larger after it was fitted keeps that size (tests and
    the board's own checks do): the second fit leaves a larger window alone."""
    monkeypatch.setattr(window_geometry, "FRAME_GUESS", QMargins(0, 0, 0, 0))
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(400, 900)
    restore_window_geometry(window)
    window.resize(1000, 900)
    window.show()
    qtbot.waitExposed(window)
    assert window.size() == QSize(1000, 900)


@pytest.mark.parametrize(("qt_frame", "ratio", "device"), [
    (QMargins(1, 20, 1, 5), 1.0, QMargins(1, 20, 1, 5)),  # openbox at scale 1: exact
    # openbox's 1, 20, 1, 5 as Qt gives it at 1.5 (13.3 and 3.3 rounded down): not less
    (QMargins(1, 13, 1, 3), 1.5, QMargins(2, 20, 2, 5)),
    (QMargins(1, 10, 1, 3), 2.0, QMargins(3, 21, 3, 7)),  # at 2 (2.5 rounded up)
])
def test_a_frame_in_device_pixels_is_never_less_than_the_window_managers(qt_frame, ratio,
                                                                        device):
    assert device_frame(qt_frame, ratio) == device


@pytest.mark.parametrize(("ratio", "qt_frame"), [
    (1.0, QMargins(1, 66, 1, 5)), (1.5, QMargins(1, 44, 1, 4)), (2.0, QMargins(1, 33, 1, 3))])
def test_a_frame_remembered_in_device_pixels_is_rounded_up_at_any_scale(ratio, qt_frame):
    """openbox's 66-pixel title bar, remembered at one QT_SCALE_FACTOR, read at another."""
    assert logical_frame(OPENBOX_LARGE_TITLE, ratio) == qt_frame


class _Moves(QObject):
    """Counts the moves and resizes of a window once it is shown."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.seen = []
        window.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize) and watched.isVisible():
            self.seen.append(event.type())
        return False


def test_the_frame_of_last_time_is_left_free_before_the_show(qtbot, private_settings):  # noqa: ARG001
    """A title bar taller than FRAME_GUESS last time (openbox with a 36-point font,
    66 pixels): the window is placed below it at once (8, 66; was 8, 40 and, under
    openbox, moved down and shrunk 26 pixels once exposed) and not moved again."""
    QSettings().setValue(FRAME_KEY, "1,66,1,5")
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setMinimumSize(USUAL_MINIMUM)
    window.resize(1280, 860)
    restore_window_geometry(window)  # offscreen: an 800 x 800 screen
    assert window.geometry() == QRect(8, 66, 784, 726)
    assert window.minimumSize() == QSize(784, 600)
    moves = _Moves(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.geometry() == QRect(8, 66, 784, 726)
    assert moves.seen == []


@pytest.mark.parametrize("value", ["1,66,1", "a,66,1,5", "1,66,1,501", "-1,66,1,5", 66])
def test_a_bad_frame_remembered_is_ignored(qtbot, private_settings, value):  # noqa: ARG001
    QSettings().setValue(FRAME_KEY, value)
    window = QMainWindow()
    qtbot.addWidget(window)
    window.setMinimumSize(USUAL_MINIMUM)
    window.resize(1280, 860)
    restore_window_geometry(window)
    assert window.geometry() == QRect(8, 40, 784, 752)  # FRAME_GUESS's room


def test_the_frame_is_remembered_in_device_pixels(qtbot, private_settings):  # noqa: ARG001
    """Saved with the geometry once the window has a frame (offscreen: 2 pixels all
    round at scale 1); a frame smaller than FRAME_GUESS leaves the guess in use."""
    window = QMainWindow()
    qtbot.addWidget(window)
    save_window_geometry(window)  # never shown: no frame to remember
    assert QSettings().value(FRAME_KEY) is None
    window.resize(400, 300)
    window.show()
    qtbot.waitExposed(window)
    save_window_geometry(window)
    assert QSettings().value(FRAME_KEY) == "2,2,2,2"
    QSettings().remove("window/geometry")  # a first start, the frame of last time kept
    second = QMainWindow()
    qtbot.addWidget(second)
    second.resize(1280, 860)
    restore_window_geometry(second)
    assert second.geometry() == QRect(8, 40, 784, 752)
