"""The computer's process, as the window sees it: questions go in, answers come back by
signal, and the window never waits.

One `DecisionProcess` serves the whole application (`shared_decisions`): it starts
``crib_qt.decision_server`` with `QProcess`, keeps it warm, sends one question at a
time (a question nobody wants any more is dropped before it is sent) and reads the
answers as they arrive. If the process dies or hangs while thinking, it is started
again and the question asked again; only a question that failed `ATTEMPTS` times is
answered with an error. If no process can be started at all (no interpreter, a
locked-down machine), the questions are answered in this process on a thread instead
(`crib_qt.worker`), slower for the window but never stuck.
"""

from __future__ import annotations

import atexit
import os
import sys
from collections import deque
from pathlib import Path

from PySide6.QtCore import (QCoreApplication, QObject, QProcess, QProcessEnvironment, QTimer,
                            Signal)

from .decision_protocol import ComputerError, answer, decode, encode, read_answer, warm_question
from .decision_server import FLAG, player_factory
from .worker import Worker

__all__ = ["DecisionProcess", "shared_decisions", "HANG_MS", "ATTEMPTS"]

# Expert's slowest decision takes about a second here; far beyond that it is stuck.
HANG_MS = 20_000
# Tries of one question (a process that dies on it, or hangs) before it is given up.
ATTEMPTS = 3
_WARM = -1  # the id of the warm-up question, whose answer nobody waits for


def server_command() -> tuple[str, list[str]]:
    """The program and arguments that start the decision server: the frozen app with
    `FLAG`, else this interpreter with ``-m crib_qt.decision_server``."""
    if getattr(sys, "frozen", False):
        return sys.executable, [FLAG]
    return sys.executable, ["-m", "crib_qt.decision_server"]


class DecisionProcess(QObject):
    """The computer's process and the questions waiting for it.

    Args:
        command: (program, arguments) that run the decision server; default
            `server_command()`.
        hang_ms: milliseconds a question may take before the process is taken for
            stuck, killed and started again.
        parent: the QObject parent.

    Signals:
        answered(int, object, object): (id from `ask`, what the answer says as
            `decision_protocol.read_answer` gives it, None), or (id, None, the
            `ComputerError`). Never for a cancelled id.
        restarted(int): the process was started again after it ended (the number of
            restarts so far), for tests and diagnostics.
    """

    answered = Signal(int, object, object)
    restarted = Signal(int)

    def __init__(self, command: tuple[str, list[str]] | None = None, hang_ms: int = HANG_MS,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._command = command or server_command()
        self._process: QProcess | None = None
        self._queue: deque[tuple[int, dict, int]] = deque()  # (id, question, failures)
        self._current: tuple[int, dict, int] | None = None   # sent, not yet answered
        self._cancelled: set[int] = set()
        self._next_id = 0
        self._restarts = 0
        self._ends_in_a_row = 0  # ends of the process without a word from it
        self._in_process: Worker | None = None  # when no process can be started
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.setInterval(hang_ms)
        self._watchdog.timeout.connect(self._on_hung)

    # --- the asker's side ------------------------------------------------------------------

    def start(self) -> None:
        """Start the process now and have it load what it needs (warm), if not running.
        Returns at once; nothing is waited for."""
        if self._in_process is not None:
            return
        if self._process is None or self._process.state() is QProcess.ProcessState.NotRunning:
            self._launch()

    def ask(self, question: dict) -> int:
        """Queue `question` (a `decision_protocol` question without its id).

        Returns:
            Its id; `answered` brings the answer with it later, never before this returns.
        """
        self._next_id += 1
        ident = self._next_id
        self._queue.append((ident, dict(question, id=ident), 0))
        if self._in_process is not None:
            QTimer.singleShot(0, self, self._answer_in_process)
        else:
            self.start()
            self._send_next()
        return ident

    def cancel(self, ident: int) -> None:
        """Nobody wants the answer to `ident` any more: it is not sent if it waits, and
        its answer is not passed on if it is being worked out."""
        before = len(self._queue)
        self._queue = deque(q for q in self._queue if q[0] != ident)
        if len(self._queue) == before:
            self._cancelled.add(ident)

    def isWorkingOn(self, ident: int) -> bool:
        """True while question `ident` is the one being worked out (sent, not answered)."""
        return self._current is not None and self._current[0] == ident

    def processId(self) -> int:
        """The running process's id, 0 when none is running (tests kill it)."""
        return 0 if self._process is None else int(self._process.processId())

    def isInProcess(self) -> bool:
        """True when no process could be started and questions are answered here."""
        return self._in_process is not None

    def stop(self) -> None:
        """End the process at once (the application quits); questions are dropped."""
        self._queue.clear()
        self._current = None
        self._watchdog.stop()
        process, self._process = self._process, None
        if process is not None:
            process.blockSignals(True)
            if process.state() is not QProcess.ProcessState.NotRunning:
                process.kill()
                process.waitForFinished(2000)  # quitting: the one wait, for a killed child
            process.deleteLater()

    # --- the process -------------------------------------------------------------------

    def _launch(self) -> None:
        process = QProcess(self)
        program, arguments = self._command
        process.setProgram(program)
        process.setArguments(arguments)
        environment = QProcessEnvironment.systemEnvironment()
        # a source checkout run as `python -m crib_qt` is found from any folder
        package_root = str(Path(__file__).resolve().parent.parent)
        path = environment.value("PYTHONPATH", "")
        environment.insert("PYTHONPATH", os.pathsep.join(p for p in (package_root, path) if p))
        process.setProcessEnvironment(environment)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.ForwardedErrorChannel)
        process.readyReadStandardOutput.connect(self._read)
        process.finished.connect(self._on_ended)
        process.errorOccurred.connect(self._on_error)
        self._process = process
        process.start()
        process.write(encode(warm_question(_WARM)))

    def _send_next(self) -> None:
        process = self._process
        if self._current is not None or not self._queue or process is None:
            return
        self._current = self._queue.popleft()
        process.write(encode(self._current[1]))
        self._watchdog.start()

    def _read(self) -> None:
        process = self._process
        while process is not None and process.canReadLine():
            line = bytes(process.readLine().data())
            try:
                message = decode(line)
            except ValueError:
                continue  # not one of our answers: ignored (the question will time out)
            self._ends_in_a_row = 0
            if message["id"] == _WARM or self._current is None:
                continue
            if message["id"] == self._current[0]:
                self._watchdog.stop()
                ident = self._current[0]
                self._current = None
                self._pass_on(ident, message)
                self._send_next()

    def _pass_on(self, ident: int, message: dict) -> None:
        if ident in self._cancelled:
            self._cancelled.discard(ident)
            return
        try:
            value, error = read_answer(message), None
        except ComputerError as exc:
            value, error = None, exc
        self.answered.emit(ident, value, error)

    def _on_hung(self) -> None:
        if self._process is not None:
            self._process.kill()  # `_on_ended` follows and asks again

    def _on_ended(self, *_exit) -> None:
        self._watchdog.stop()
        if self._process is not None:
            self._process.deleteLater()
            self._process = None
        self._ends_in_a_row += 1
        if self._ends_in_a_row >= ATTEMPTS:  # it cannot even start up: think here instead
            self._fall_back(f"{self._command[0]} ended {ATTEMPTS} times without a word")
            return
        if self._current is not None:
            ident, question, failures = self._current
            self._current = None
            if failures + 1 >= ATTEMPTS:
                self._pass_on(ident, {"id": ident, "error": (
                    f"the computer's process ended {ATTEMPTS} times while thinking")})
            else:
                self._queue.appendleft((ident, question, failures + 1))
        self._restarts += 1
        self._launch()  # kept warm for the next question
        self.restarted.emit(self._restarts)
        self._send_next()

    def _on_error(self, error: QProcess.ProcessError) -> None:
        if error is not QProcess.ProcessError.FailedToStart:
            return  # a crash or a kill: `finished` follows and restarts it
        process, self._process = self._process, None
        reason = process.errorString() if process is not None else str(error)
        if process is not None:
            process.deleteLater()
        self._fall_back(f"cannot run {self._command[0]}: {reason}")

    def _fall_back(self, reason: str) -> None:
        """Answer every question in this process from now on (on a thread)."""
        self._watchdog.stop()
        if self._current is not None:
            self._queue.appendleft(self._current)
            self._current = None
        print(f"crib-qt: the computer thinks in the window's process ({reason})",
              file=sys.stderr)
        self._in_process = Worker(parent=self)
        self._in_process.finished.connect(self._on_answered_in_process)
        self._player_for = player_factory()
        QTimer.singleShot(0, self, self._answer_in_process)

    # --- without a process -----------------------------------------------------------

    def _answer_in_process(self) -> None:
        if self._current is not None or not self._queue:
            return
        self._current = self._queue.popleft()
        question, player_for = self._current[1], self._player_for
        self._in_process.run(self._current[0], lambda: answer(question, player_for))

    def _on_answered_in_process(self, outcome: tuple) -> None:
        ident, message, _error = outcome  # `answer` turns every failure into a message
        self._current = None
        self._pass_on(ident, message)
        self._answer_in_process()


def shared_decisions() -> DecisionProcess:
    """The application's one `DecisionProcess`, made on first use; it ends with the
    application (or, at the latest, when the interpreter exits)."""
    app = QCoreApplication.instance()
    found = app.findChild(DecisionProcess, "crib-qt decisions") if app is not None else None
    if found is None:
        found = DecisionProcess(parent=app)
        found.setObjectName("crib-qt decisions")
        if app is not None:
            app.aboutToQuit.connect(found.stop)
        atexit.register(_stop_if_alive, found)
    return found


def _stop_if_alive(decisions: DecisionProcess) -> None:
    try:
        decisions.stop()
    except RuntimeError:  # its C++ object went with the application
        pass
