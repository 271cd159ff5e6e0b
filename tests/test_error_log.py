"""Issue 18, "Also": the game's log (crib_qt/error_log.py) and the one dialog for an
unexpected error (crib_qt/ui/error_dialog.py)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import qWarning
from PySide6.QtWidgets import QApplication

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.error_log import LOG_FILE, ErrorLog, redact
from crib_qt.save_writer import SaveWriter
from crib_qt.ui.error_dialog import UnexpectedErrorDialog

ROOT = Path(__file__).resolve().parents[1]


def _hidden_state() -> str:
    engine = GameEngine(seed=4242, computer=BasicPlayer(), synchronous=True)
    for _ in range(3):
        engine.perform(engine.hint())
    return repr(engine.state)  # every hand, the crib and the stock in order


def test_redact_leaves_no_card_nor_seed(qapp):  # noqa: ARG001
    state = _hidden_state()
    assert "Card.parse('" in state and "seed=4242" in state
    clean = redact(state + " 5S 10H QC,AD ♥ 7♣ T=1")
    assert "Card.parse" not in clean and "4242" not in clean
    assert " ?? ?? ??,?? ♥ ?? T=1" in clean
    # in words in any case, and a seed written with a space (review of issue 18); words
    # such as "as" and "ad" stay
    assert redact("as QS; the Five of Hearts, a king of spades; seed 1234, Seed: 7") == (
        "as ??; the ??, a ??; seed ??, Seed: ??")


@pytest.mark.qt_log_ignore("a Qt warning for the log")
def test_qt_messages_are_logged_and_passed_on(qapp, tmp_path, qtlog):  # noqa: ARG001
    log = ErrorLog(tmp_path).install()
    try:
        qWarning("a Qt warning for the log")
    finally:
        log.uninstall()
    assert [r.message for r in qtlog.records] == ["a Qt warning for the log"]  # passed on
    assert "WARNING Qt: a Qt warning for the log" in (tmp_path / LOG_FILE).read_text()


def test_an_unexpected_error_is_logged_passed_on_and_reported_once_after_the_saves(
        qtbot, tmp_path, monkeypatch):
    seen, reports = [], []
    monkeypatch.setattr(sys, "excepthook", lambda *exc: seen.append(exc[0]))
    writer = SaveWriter()
    log = ErrorLog(tmp_path / "data", on_error=lambda path, summary: reports.append(
        (path, summary))).install()
    try:
        writer.submit(tmp_path / "match.json", b"the last move")
        try:
            raise RuntimeError("lost in " + _hidden_state())
        except RuntimeError:
            sys.excepthook(*sys.exc_info())
        assert (tmp_path / "match.json").read_bytes() == b"the last move"  # saved first
        try:
            raise ValueError("again")
        except ValueError:
            sys.excepthook(*sys.exc_info())
        qtbot.waitUntil(lambda: len(reports) == 1)
    finally:
        log.uninstall()
        writer.close()
    assert seen == [RuntimeError, ValueError]  # both passed on to the previous hook
    path, summary = reports[0]
    assert path == tmp_path / "data" / LOG_FILE
    assert summary.startswith("RuntimeError: lost in GameState(seed=??, ")
    text = path.read_text()
    assert "ERROR unexpected error\nTraceback (most recent call last):" in text
    assert "RuntimeError: lost in GameState(seed=??" in text and "ValueError: again" in text
    assert "Card.parse" not in text and "4242" not in text
    assert sys.excepthook is not log.excepthook  # put back


def test_an_error_on_a_plain_thread_is_reported_on_the_gui_thread(qtbot, tmp_path,
                                                                  monkeypatch):
    """A thread without an event loop (the save writer's, a worker's) raises: the dialog's
    call still comes, once, on the GUI thread (it once waited for a timer on that thread,
    which never fired)."""
    import threading

    monkeypatch.setattr(threading, "excepthook", lambda args: None)
    calls = []
    log = ErrorLog(tmp_path / "data", on_error=lambda path, summary: calls.append(
        (threading.current_thread() is threading.main_thread(), summary))).install()
    try:
        def fail() -> None:
            raise OSError("disk gone")

        worker = threading.Thread(target=fail, name="writer")
        worker.start()
        worker.join()
        qtbot.waitUntil(lambda: len(calls) == 1)
    finally:
        log.uninstall()
    assert calls == [(True, "OSError: disk gone")]


def test_the_dialog_shows_the_log_path_and_copies_it(qtbot, tmp_path):
    log_path = tmp_path / LOG_FILE
    dialog = UnexpectedErrorDialog(log_path, "RuntimeError: boom")
    qtbot.addWidget(dialog)
    assert f"The details are in the log: {log_path}" in dialog.message.text()
    assert dialog.message.text().startswith("Something went wrong that the game did not "
                                            "expect. Your match is saved up to the last move")
    dialog.copyButton.click()
    assert QApplication.clipboard().text() == f"RuntimeError: boom\n{log_path}"


_CHILD = """
import sys
import crib_qt.app as app
from crib_qt.ui import error_dialog

real_show = error_dialog.show_unexpected_error

def show(path, summary):
    dialog = real_show(path, summary)
    print("DIALOG", path, dialog.isVisible(), summary, flush=True)
    from PySide6.QtWidgets import QApplication
    QApplication.instance().exit(0)

error_dialog.show_unexpected_error = show
real = app.when_first_painted

def spy(window, callbacks):
    def boom():
        from PySide6.QtCore import QTimer

        def fail():
            raise RuntimeError("lost in " + repr(window.engine.state))
        QTimer.singleShot(0, fail)
    return real(window, list(callbacks) + [boom])

app.when_first_painted = spy
sys.exit(app.main(["crib-qt", "--seed", "77"] + sys.argv[1:]))
"""


@pytest.mark.parametrize("debug", [False, True])
def test_main_logs_an_unexpected_error_and_shows_one_dialog(tmp_path, debug):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "c"),
               XDG_DATA_HOME=str(tmp_path / "d"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    done = subprocess.run([sys.executable, "-c", _CHILD] + (["--debug"] if debug else []),
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    folder = tmp_path / "d" / "crib-qt" / "crib-qt"
    log_path = folder / LOG_FILE
    assert (f"DIALOG {log_path} True RuntimeError: lost in GameState(seed=??, "
            in done.stdout), done.stdout
    text = log_path.read_text()
    # the seed, 77, is nowhere but in the records' times (18:52:06,977)
    records = re.sub(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} ", "", text, flags=re.MULTILINE)
    assert "ERROR unexpected error" in records and "Card.parse" not in records
    assert "77" not in records
    assert "RuntimeError: lost in GameState(seed=77" in done.stderr  # the previous hook's
    assert ("ERROR unexpected error" in done.stderr) is debug  # --debug: the log on stderr
    assert (folder / "match.json").is_file()
