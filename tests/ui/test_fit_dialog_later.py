"""`scrolled_content.fit_dialog_later`: the one refit the Settings, discard table and
match review dialogs ask for after a language change. It fits the dialog as
`fit_dialog` does, but only once the events already posted are handled (a label's new
lines are laid out by a posted request), and never after the dialog is gone."""

from __future__ import annotations

import pytest
from note_dialog import LONG, SHORT, note_dialog
from PySide6.QtCore import QSize, QTimer

from crib_qt.ui.scrolled_content import fit_dialog_later

pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")


def _fitted_with(qtbot, text: str) -> QSize:
    """The size `fit_dialog` gives the same dialog made with `text` from the start."""
    dialog, _, _ = note_dialog(qtbot, text)
    size = dialog.size()
    dialog.close()
    return size


def test_the_dialog_is_fitted_to_its_new_text_once_the_posted_events_are_handled(qtbot):
    wanted = _fitted_with(qtbot, LONG)
    dialog, note, area = note_dialog(qtbot, SHORT)
    before = dialog.size()
    assert (before.width(), before.height()) == (150, 82)
    assert (wanted.width(), wanted.height()) == (280, 152)  # the long note's five lines
    note.setText(LONG)
    fit_dialog_later(dialog, area)
    assert dialog.size() == before  # not yet: the label's new lines are not laid out
    qtbot.waitUntil(lambda: dialog.size() == wanted)


def test_a_dialog_deleted_before_then_is_left_alone(qtbot):
    dialog, note, area = note_dialog(qtbot, SHORT)
    fit_dialog_later(dialog, area)
    destroyed = []
    dialog.destroyed.connect(lambda: destroyed.append(True))
    dialog.deleteLater()
    qtbot.waitUntil(lambda: destroyed == [True])
    later = []  # a timer started after the refit's fires after it would have
    QTimer.singleShot(0, lambda: later.append(True))
    qtbot.waitUntil(lambda: later == [True])  # no error, no warning: nothing ran
