"""The window's achievements (issue 21): each new move's events are looked through for
achievements, the new ones are written into the statistics file, and each is announced
once the table shows it: a notice on the table (crib_qt/board/achievement_notice.py)
and the same words to screen readers.

Made on the first move (`AchievementKeeper.of`, from crib_qt/ui/keeping.py): the first
frame needs none of it. Only a new move looks (`GameEngine.stepsPerformed`): undo, redo,
a restored match and Restart jump to positions without one, so they earn nothing; and an
achievement, once earned, stays earned and is never earned again
(crib_qt/achievement_book.py). A move looks through all the match's events, so the
first move after resuming a match saved before achievements existed earns what its
earlier hands hold. The career ones are earned as crib_qt/ui/keeping.py counts a game
in the statistics (`Statistics.add`) and announced here just after. Two players on one
device earn none.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ..achievement_events import detect
from ..achievement_texts import earned_notice
from ..board.achievement_notice import FADE_MS, HOLD_MS, AchievementNotice
from ..engine import HUMAN, MODE_COMPUTER
from ..statistics import _update

__all__ = ["AchievementKeeper", "record_earned"]


def record_earned(path, statistics, _match_id: str, _name: str, achievements: list[str]):
    """Earn `achievements` (ids) in the statistics file `path` as `record_match` counts
    a match (read again, add, write atomically; a damaged file is moved aside; with
    `path` None in memory only). Same arguments and result as `record_match`, so the
    window's `_keep` reports problems alike.

    Raises:
        WriteError: the file could not be written (the old one is intact).
    """
    return _update(path, statistics, lambda s: bool(s.achievements.earn(achievements)))


class AchievementKeeper(QObject):
    """Finds, keeps and announces the achievements of one `MainWindow`'s moves.

    Attributes:
        hold_ms, fade_ms: how long a notice stays and fades (milliseconds; no fade
            while the window's animations are off).
        notice: the notice on the table now, or None.

    Signals:
        noticeShown(str): a notice went up (its text, also announced).
    """

    noticeShown = Signal(str)

    def __init__(self, window) -> None:
        super().__init__(window)
        self.setObjectName("achievementKeeper")
        self._window = window
        self.hold_ms, self.fade_ms = HOLD_MS, FADE_MS
        self.notice: AchievementNotice | None = None
        self._waiting: list[str] = []
        # what one move earns in its events and in the game it ends (counted just
        # after) goes up as one notice: the flush waits for the event loop
        self._soon = QTimer(self)
        self._soon.setSingleShot(True)
        self._soon.setInterval(0)
        self._soon.timeout.connect(self._flush)
        window.statistics.achievements.takeNews()  # none of them came from a move seen here
        # after the window's own count of a finished game (connected before this)
        window.engine.historyChanged.connect(self.collectNews)
        window.presenter.idle.connect(self._flush)
        window.presenter.count.finished.connect(self._flush)

    @classmethod
    def of(cls, window) -> AchievementKeeper:
        """The keeper of `window`, made on first use."""
        keeper = window.findChild(cls, "achievementKeeper",
                                  Qt.FindChildOption.FindDirectChildrenOnly)
        return keeper if keeper is not None else cls(window)

    def stepsPerformed(self, _steps: list) -> None:
        """New moves were made: earn what the match's events hold that is not earned
        yet (the player's, against the computer only)."""
        window = self._window
        engine = window.engine
        if engine.mode != MODE_COMPUTER:
            return
        book = window.statistics.achievements
        found = detect(engine.events(), HUMAN, skip=book.earned)
        if found:
            window._keep(record_earned, engine.matchId, "", found)
        self.collectNews()

    def waiting(self) -> list[str]:
        """The achievements earned and not announced yet (the table is still busy)."""
        return list(self._waiting)

    def collectNews(self) -> None:
        """Announce what the statistics' book earned since last asked (`takeNews`): the
        window's count of a finished game, and this keeper's own finds."""
        news = self._window.statistics.achievements.takeNews()
        if news:
            self._waiting.extend(a for a in news if a not in self._waiting)
            self._soon.start()

    def _flush(self) -> None:
        """Announce what waits once the table shows the position that earned it (the
        computer's moves paced, the show's count said)."""
        presenter = self._window.presenter
        if not self._waiting or not presenter.isIdle() or presenter.isCounting():
            return
        text = earned_notice(self._waiting)
        self._waiting = []
        if self.notice is not None:
            self.notice.leave()
        scene = self._window.scene
        notice = AchievementNotice(text, self.hold_ms, self.fade_ms if scene.move_ms else 0)
        notice.gone.connect(lambda n=notice: self._gone(n))
        self.notice = notice
        notice.place(scene)
        self._window.view.accessibility.announce(text)
        self.noticeShown.emit(text)

    def _gone(self, notice: AchievementNotice) -> None:
        if self.notice is notice:
            self.notice = None
