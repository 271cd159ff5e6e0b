"""The game's log: unexpected errors and Qt's messages, in a rotating file in the data
folder (``crib-qt.log``, at most `MAX_LOG_BYTES`, then ``crib-qt.log.1`` and ``.2``).

`ErrorLog.install` (from `crib_qt.app.main` only) routes to it:

- Python's ``sys.excepthook`` and ``threading.excepthook``: an exception nobody caught
  (in a slot, an event handler, a thread) is logged with its traceback, passed on to the
  hook that was there before (which prints it; under pytest-qt, fails the test), and
  reported to the player once (`on_error`: crib_qt/ui/error_dialog.py), after this
  process's pending autosaves are written, so the match stays saved;
- Qt's message handler: each message is logged and passed on to the handler that was
  there before (Qt's own printing, or pytest-qt's, which fails a test on a warning).

A rotation that fails loses no record while it can: on Windows another window or process
that holds the log open stops the rename; the records go on into the log as it is, and
the rotation is tried again once it has grown by `_RETRY_BYTES`. A log held for good
stops at `_HELD_LIMIT`: the records after it are dropped (the first errors, usually the
cause, are kept) and counted, the rotation is tried again after each `_RETRY_BYTES` of
them, and once it succeeds the new log says how many were dropped.

``--debug`` also logs to stderr, debug messages included. Start-up pays for none of it:
`logging` is imported, and the file opened, when the first record is written.

The log never holds hidden cards or the deck order: every record is passed through
`redact` (cards such as ``5S``, ``10H``, ``Card.parse('QC')`` and seeds become ``??``).
"""

from __future__ import annotations

import re
import sys
import threading
from pathlib import Path
from typing import Callable

__all__ = ["ErrorLog", "LOG_FILE", "MAX_LOG_BYTES", "redact"]

LOG_FILE = "crib-qt.log"
#: The log's size before it is rotated, in bytes (two older logs are kept).
MAX_LOG_BYTES = 256 * 1024
_BACKUPS = 2
#: After a rotation failed, how much more the log grows before it is tried again, in bytes.
_RETRY_BYTES = 16 * 1024
#: The size at which a log that cannot be rotated stops taking records, in bytes: a log
#: held open for good (a stuck viewer, a sync tool) must not fill the disk.
_HELD_LIMIT = 4 * MAX_LOG_BYTES

# Cards as the rules write them ("5H", "Card.parse('5H')"; lower case would redact "as"
# and "ad" in every sentence), and in English words, any case ("Five of Hearts", the
# names refusals and announcements use before translation).
_CARD = re.compile(r"Card\.parse\('[^']*'\)|(?<![A-Za-z0-9])(?:10|[A2-9TJQK])[CDHS♣♦♥♠]"
                   r"(?![A-Za-z0-9])|(?i:\b(?:Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten"
                   r"|Jack|Queen|King)s? of (?:Clubs|Diamonds|Hearts|Spades)\b)")
_SEED = re.compile(r"(seed['\"]?\s*[=:]?\s*)-?\d+", re.IGNORECASE)


def redact(text: str) -> str:
    """`text` with every card and seed replaced by ``??`` (a log may be shared; it must
    not tell a hand, the starter to come or the deck's order)."""
    return _SEED.sub(r"\1??", _CARD.sub("??", text))


class ErrorLog:
    """The log and the hooks that feed it (see the module notes).

    Args:
        folder: where the log goes: a `Path`, or a callable giving one when the first
            record is written (the data folder is known once the QApplication has its
            names); None, or a folder that cannot be made: no file, stderr only with
            `debug`.
        debug: log to stderr as well, debug messages included (``--debug``).
        on_error: called on the GUI thread's turn with the log's path (or None) and the
            error's one-line summary, for the first unexpected error only.
    """

    def __init__(self, folder: Path | Callable[[], Path | None] | None, debug: bool = False,
                 on_error: Callable[[Path | None, str], None] | None = None) -> None:
        self._folder = folder
        self.debug = debug
        self.on_error = on_error
        self.path: Path | None = None
        self._logger = None
        self._previous_hook = None
        self._previous_thread_hook = None
        self._previous_qt = None
        self._installed = False
        self._reported = False

    # --- hooks ---------------------------------------------------------------------------

    def install(self) -> ErrorLog:
        """Route uncaught exceptions and Qt's messages here, keeping the previous hooks to
        pass on to. Returns self."""
        from PySide6.QtCore import qInstallMessageHandler

        self._previous_hook = sys.excepthook
        self._previous_thread_hook = threading.excepthook
        sys.excepthook = self.excepthook
        threading.excepthook = self._thread_excepthook
        self._previous_qt = qInstallMessageHandler(self.qtMessage)
        self._installed = True
        return self

    def uninstall(self) -> None:
        """Put the previous hooks back (if they are still ours) and close the file."""
        if not self._installed:
            return
        from PySide6.QtCore import qInstallMessageHandler

        if sys.excepthook == self.excepthook:
            sys.excepthook = self._previous_hook
        if threading.excepthook == self._thread_excepthook:
            threading.excepthook = self._previous_thread_hook
        qInstallMessageHandler(self._previous_qt)
        self._installed = False
        if self._logger is not None:
            for handler in list(self._logger.handlers):
                handler.close()
                self._logger.removeHandler(handler)
            # the game's records go to the root logger's handlers again, as before install
            self._logger.propagate = True
            self._logger.setLevel(0)
            self._logger = None

    def excepthook(self, kind, value, traceback) -> None:
        """An uncaught exception: logged, passed on, reported once (see the class)."""
        self.logger().error("unexpected error", exc_info=(kind, value, traceback))
        previous = self._previous_hook or sys.__excepthook__
        previous(kind, value, traceback)
        if issubclass(kind, (KeyboardInterrupt, SystemExit)):
            return
        self._report(f"{kind.__name__}: {redact(str(value))}"[:300])

    def _thread_excepthook(self, args) -> None:
        if args.exc_type is SystemExit:
            return
        self.logger().error("unexpected error in thread %s",
                            getattr(args.thread, "name", "?"),
                            exc_info=(args.exc_type, args.exc_value, args.exc_traceback))
        (self._previous_thread_hook or threading.__excepthook__)(args)
        self._report(f"{args.exc_type.__name__}: {redact(str(args.exc_value))}"[:300])

    def _report(self, summary: str) -> None:
        if self._reported or self.on_error is None:
            return
        from PySide6.QtCore import QCoreApplication, QTimer

        app = QCoreApplication.instance()
        if app is None:
            return
        self._reported = True
        from .save_writer import wait_for_writes

        on_error, path = self.on_error, self.path

        def tell() -> None:
            wait_for_writes(timeout=10)  # what was played is on the disk before anything else
            on_error(path, summary)

        if threading.current_thread() is threading.main_thread():
            wait_for_writes(timeout=10)  # at once; a writer thread must not wait on itself
        # with the application as its context the call runs on the GUI thread's turn,
        # also for an error on a thread that has no event loop of its own
        QTimer.singleShot(0, app, tell)

    def qtMessage(self, kind, context, message: str) -> None:
        """Qt's message handler: log `message`, then pass it on."""
        from PySide6.QtCore import QtMsgType

        levels = {QtMsgType.QtDebugMsg: 10, QtMsgType.QtInfoMsg: 20,
                  QtMsgType.QtWarningMsg: 30, QtMsgType.QtCriticalMsg: 40,
                  QtMsgType.QtFatalMsg: 50}
        level = levels.get(kind, 30)
        if level >= 30 or self.debug:
            category = getattr(context, "category", None)
            where = f" ({category})" if category and category != "default" else ""
            self.logger().log(level, "Qt%s: %s", where, message)
        if self._previous_qt is not None:
            self._previous_qt(kind, context, message)
        else:  # Qt's own handler: print as Qt prints
            from PySide6.QtCore import qFormatLogMessage

            if sys.stderr is not None:
                print(qFormatLogMessage(kind, context, message), file=sys.stderr)

    # --- the log -------------------------------------------------------------------------

    def logger(self):
        """The ``crib_qt`` logger with this log's handlers (made on first use)."""
        if self._logger is not None:
            return self._logger
        import logging
        import logging.handlers

        logger = logging.getLogger("crib_qt")
        logger.setLevel(logging.DEBUG if self.debug else logging.INFO)
        logger.propagate = False
        formatter = _formatter("%(asctime)s %(levelname)s %(message)s")
        folder = self._folder() if callable(self._folder) else self._folder
        if folder is not None:
            try:
                Path(folder).mkdir(parents=True, exist_ok=True)
                handler = _rotating_handler()(
                    Path(folder) / LOG_FILE, maxBytes=MAX_LOG_BYTES, backupCount=_BACKUPS,
                    encoding="utf-8")
            except OSError:  # no data folder: the player was told; stderr only
                pass
            else:
                handler.setFormatter(formatter)
                logger.addHandler(handler)
                self.path = Path(folder) / LOG_FILE
        if self.debug and sys.stderr is not None:
            stream = logging.StreamHandler(sys.stderr)
            stream.setFormatter(formatter)
            logger.addHandler(stream)
        if not logger.handlers:
            logger.addHandler(logging.NullHandler())
        self._logger = logger
        return logger


def _formatter(fmt: str):
    """A logging.Formatter whose whole output, traceback included, goes through `redact`
    (its class made here: `logging` is not imported before the first record)."""
    import logging

    class RedactingFormatter(logging.Formatter):
        def format(self, record) -> str:
            return redact(super().format(record))

    return RedactingFormatter(fmt)


def _rotating_handler():
    """A logging.handlers.RotatingFileHandler class whose failed rotation keeps the record
    (up to `_HELD_LIMIT`, then counts it dropped) and raises nothing (see the module
    notes; made here: `logging` is not imported before the first record)."""
    import logging.handlers

    class KeepingRotatingFileHandler(logging.handlers.RotatingFileHandler):
        # the log's size below which no rotation is tried (one failed)
        _postponed_until = 0
        # at _HELD_LIMIT and not rotated: records are dropped, counted here
        _full = False
        _told = False  # the log says so
        _dropped = 0
        _dropped_bytes = 0  # their formatted size since the last rotation tried

        def emit(self, record) -> None:
            if self._full and not self._rotated_after_drops(record):
                self._dropped += 1
                return
            super().emit(record)
            if self._full and not self._told:  # after the record whose rotation failed
                self._told = True
                try:
                    self.stream.write("crib-qt: the log is held by another program and "
                                      "cannot be rotated; later records are dropped\n")
                    self.stream.flush()
                except (OSError, AttributeError):  # no stream: nothing more to tell
                    pass

        def _rotated_after_drops(self, record) -> bool:
            """While the log is full: try the rotation once `_RETRY_BYTES` more would
            have been written; when it succeeds, the new log starts with the count of
            the records dropped."""
            try:
                self._dropped_bytes += len(self.format(record)) + 1
            except Exception:  # as logging's emit: reported, never raised
                self.handleError(record)
            if self._dropped_bytes < _RETRY_BYTES:
                return False
            self._dropped_bytes = 0
            self.doRollover()
            if self._full:
                return False
            dropped, self._dropped = self._dropped, 0
            super().emit(logging.makeLogRecord({
                "name": record.name, "levelno": logging.WARNING, "levelname": "WARNING",
                "msg": "%d records were dropped while the log was held by another program",
                "args": (dropped,)}))
            return True

        def shouldRollover(self, record) -> bool:
            if self.stream is not None and self._postponed_until:
                self.stream.seek(0, 2)  # as the base class: Windows' append position
                if self.stream.tell() < self._postponed_until:
                    return False
            return super().shouldRollover(record)

        def doRollover(self) -> None:
            try:
                super().doRollover()  # closes the log, renames (Windows: fails while held)
            except OSError:
                # the log itself was not renamed (a backup may have been): write on to it
                try:
                    if self.stream is None:
                        self.stream = self._open()
                    self.stream.seek(0, 2)
                    size = self.stream.tell()
                    self._postponed_until = size + _RETRY_BYTES
                    self._full = size >= _HELD_LIMIT
                except OSError:  # cannot be opened either: the record is reported lost
                    pass
            else:
                self._postponed_until = 0
                self._full = self._told = False

    return KeepingRotatingFileHandler
