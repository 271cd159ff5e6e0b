"""The window's achievements (issue 21): each new move's events are looked through for
achievements, the new ones are written into the statistics file, and each is announced
once the table has told what earned it: a notice on the table
(crib_qt/board/achievement_notice.py) and the same words to screen readers. One of the
play or the show is said right after the event that earned it (its count said), before
the moves that follow; a game's result and the career ones once the table is at rest.

Made on the first move (`AchievementKeeper.of`, from crib_qt/ui/keeping.py): the first
frame needs none of it. Only a new move looks (`GameEngine.stepsPerformed`): undo, redo,
a restored match and Restart jump to positions without one, so they earn nothing; and an
achievement, once earned, stays earned and is never earned again
(crib_qt/achievement_book.py). A move reads only its own new events (a `Detector` goes
on from the last look); after a jump (`GameEngine.positionJumped`: Undo, Redo, Restart,
New game, a resume) the next move places them in the match's events, and if it does
not follow the last one read, the events before it are read again once. The first move after resuming a match saved before
achievements existed earns what its earlier hands hold. The career ones are earned as
crib_qt/ui/keeping.py counts a game in the statistics (`Statistics.add`) and announced
here just after. Two players on one device earn none.

Fair play (`achievement_texts.policy`, the book's module notes): the show's and the
play's achievements count only in a deal's first playing, a game's result only as the
statistics count it (a game already counted, won or abandoned, earns no result again)
and only for a game not begun again. The keeper tells which deals it saw (`AchievementBook.deals`):
a deal dealt again (Restart, the same seed) or gone back into by Undo earns no more,
and a game whose first deal was dealt again goes into the book's `replays`, which
`countGame` counts for nothing. Undo steps that begin after their game's first deal
(Restart of a later game of a match, R7.3, or its save: the `Dealt` is in the `NextGame`
before) begin with that deal dealt again and their game begun again. What it saw is written with each achievement earned,
when a replay is found, and when the window closes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal

from ..achievement_book import DEALT_AGAIN, SPENT, deal_key
from ..achievement_events import CARD_ACHIEVEMENTS, Detector
from ..achievement_texts import earned_notice
from ..board.achievement_notice import FADE_MS, HOLD_MS, AchievementNotice
from ..engine import HUMAN, MODE_COMPUTER
from ..statistics import update_statistics

__all__ = ["AchievementKeeper", "record_earned"]


def record_earned(path, statistics, _match_id: str, _name: str, seen) -> tuple:
    """Keep what a look found in the statistics file `path` as `record_match` counts a
    game (read again, change, write atomically; a damaged file is moved aside; with
    `path` None in memory only): the same arguments and result, so the window's
    `keepStatistics` reports problems alike.

    Args:
        seen: (achievements earned: ids, deals: {`deal_key`: events looked at,
            `SPENT` or `DEALT_AGAIN`}, the ids of games begun again).

    Raises:
        WriteError: the file could not be written (the old one is intact).
    """
    achievements, deals, replays = seen

    def keep(statistics) -> bool:
        book = statistics.achievements
        noted = book.noteDeals(deals, replays)
        return bool(book.earn(achievements)) or noted

    return update_statistics(path, statistics, keep)


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
        # the play's and the show's achievements by the event that earned them, and those
        # whose event the table has told: said right after it, before what follows (the
        # computer's reply; play-test 35: his heels' was said after it)
        self._earned_by: dict[str, object] = {}
        self._told: set[str] = set()
        self._detector: Detector | None = None
        self._run = ""  # the undo steps (`GameEngine.matchId`) the detector follows
        self._last = None  # the last event it read
        self._deal = ("", 0)  # the key and position of the deal it reads
        self._deals: dict[str, int] = {}  # what it saw of deals, kept at the next write
        self._replays: list[str] = []
        self._unsaved = False
        self._jumped = False  # Undo, Redo, Restart, New game... since the last look
        window.engine.positionJumped.connect(self._on_jump)
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
        window.presenter.stepShown.connect(self._step_told)
        window.installEventFilter(self)  # its close: what was seen is kept

    @classmethod
    def of(cls, window) -> AchievementKeeper:
        """The keeper of `window`, made on first use."""
        keeper = window.findChild(cls, "achievementKeeper",
                                  Qt.FindChildOption.FindDirectChildrenOnly)
        return keeper if keeper is not None else cls(window)

    def stepsPerformed(self, steps: list) -> None:
        """New moves were made (`steps`: `Step`s, as `GameEngine.stepsPerformed` sends
        them): earn what their events hold that is not earned yet (the player's, against
        the computer only), within the fair-play rules (see the module notes)."""
        engine = self._window.engine
        if engine.mode != MODE_COMPUTER:
            return
        new = [event for step in steps for event in step.events]
        if not new:
            return
        detector = self._detector
        if detector is None or self._jumped:  # else the move follows the last one read
            self._jumped = False
            events = engine.events()  # a few ms late in a long match: only after a jump
            start = len(events) - len(new)
            if (detector is None or self._run != engine.matchId or start != detector.position
                    or (start and events[start - 1] is not self._last)):
                went_back = (detector is not None and self._run == engine.matchId
                             and start <= detector.position)
                detector = self._read_again(events[:start], went_back)
        if detector.results and engine.gameId in self._window.statistics.counted:
            detector.results = False  # its result is the one the statistics counted
        found = detector.feed(new, on_deal=self._dealt)
        self._earned_by.update((name, detector.earned_by[name]) for name in found
                               if name in CARD_ACHIEVEMENTS)
        self._last = new[-1]
        key, begin = self._deal
        if key and detector.cards:
            self._deals[key] = detector.position - begin
            self._unsaved = True
        if found or self._replays or any(v < 0 for v in self._deals.values()):
            self.keepSeen(found)
        self.collectNews()
        # a find the book did not take as new (earned before) is never said
        self._earned_by = {n: e for n, e in self._earned_by.items() if n in self._waiting}

    def _on_jump(self) -> None:
        self._jumped = True

    def keepSeen(self, found=()) -> None:
        """Write `found` (achievement ids) and what was seen of the deals since the last
        write into the statistics file (the window reports a problem)."""
        window = self._window
        window.keepStatistics(record_earned, window.engine.matchId, "",
                              (list(found), dict(self._deals), list(self._replays)))
        self._deals = {k: v for k, v in self._deals.items() if v >= 0}  # counts go on
        self._replays = []
        self._unsaved = False

    def _seen(self, key: str) -> int | None:
        """What was seen of deal `key`: events looked at, `SPENT`, `DEALT_AGAIN`, or
        None if never dealt."""
        seen = self._deals.get(key)
        return self._window.statistics.achievements.deals.get(key) if seen is None else seen

    def _replayed(self, game: str) -> bool:
        return game in self._replays or game in self._window.statistics.achievements.replays

    def _read_again(self, before: list, went_back: bool) -> Detector:
        """A detector that has read `before` (the events up to the new move), as after
        Undo, Restart, New game or a resume: the deal in progress earns no more if Undo
        went back into it (`went_back`: this keeper read as far or further in these undo
        steps), or if more of it was looked at once than `before` holds (Undo after a
        resume or in the undo steps left by New game)."""
        engine = self._window.engine
        detector = Detector(HUMAN, skip=self._window.statistics.achievements.earned)
        detector.results = False  # the games before the move ended before it

        def recall(event) -> None:
            key = deal_key(engine.seed, event.hand_number, event.dealer)
            self._deal = (key, detector.position)
            seen = self._seen(key)
            detector.cards = seen is None or seen >= 0

        first = engine.undoStack().firstState()
        if first.hand_number >= 1:  # Restart of a later game: its first deal is no event here
            self._dealt_again(detector, first)
        detector.feed(before, on_deal=recall)
        key, begin = self._deal if detector.deal_start >= 0 else ("", 0)
        if key:
            seen = self._seen(key)
            if detector.cards and (went_back or (seen or 0) > len(before) - begin):
                self._deals[key] = SPENT  # played again from the middle
                detector.cards = False
        self._deal = (key, begin)
        detector.results = not self._replayed(engine.gameId)
        self._detector, self._run = detector, engine.matchId
        return detector

    def _dealt_again(self, detector: Detector, first) -> None:
        """The undo steps begin just after their game's first deal (`first`, their first
        state): Restart of a later game of a match (R7.3; its `Dealt` is in the `NextGame`
        of the steps before) or a save of it. That deal is dealt again, so it earns
        nothing, and the game is one begun again (U5): its result earns nothing either."""
        engine = self._window.engine
        detector.dealtBefore(first.dealer)
        key = deal_key(engine.seed, first.hand_number, first.dealer)
        seen = self._seen(key)
        if seen is None or seen >= 0:
            self._deals[key] = DEALT_AGAIN
        self._deal = (key, detector.position)
        detector.cards = False
        if not self._replayed(engine.gameId):
            self._replays.append(engine.gameId)

    def _dealt(self, event) -> None:
        """A new deal in a move: it earns only if never dealt before; a game whose first
        deal was dealt before is a game begun again (its result earns nothing)."""
        detector, engine = self._detector, self._window.engine
        last, begin = self._deal
        if last and detector.cards:  # the deal before, looked at to its end
            self._deals[last] = detector.deal_start - begin
        key = deal_key(engine.seed, event.hand_number, event.dealer)
        again = self._seen(key) is not None
        self._deals[key] = DEALT_AGAIN if again else 0
        self._deal = (key, detector.deal_start)
        detector.cards = not again
        if detector.game_first_deal:
            if again and not self._replayed(engine.gameId):
                self._replays.append(engine.gameId)
            detector.results = not self._replayed(engine.gameId)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._window and event.type() == QEvent.Type.Close and self._unsaved:
            self.keepSeen()  # how far each deal was played, for Undo after a restart
        return False

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

    def _step_told(self, events, _animate: bool = False) -> None:
        """The table told `events` (a step shown, its lines said): the achievements they
        earned are said now, right after them (`_flush`)."""
        told = [name for name, event in self._earned_by.items()
                if any(e is event for e in events)]
        if told:
            self._told.update(told)
            self._flush()

    def _flush(self) -> None:
        """Announce what waits once the table has told what earned it: the play's and
        the show's achievements right after their event (the show's count said), before
        the moves that follow (`_step_told`); a game's result and the career ones once the
        table is at rest (the computer's moves paced, the end said)."""
        presenter = self._window.presenter
        if not self._waiting or presenter.isCounting():
            return
        # at rest, all of them; not before the move's signals are all sent (`_soon`): the
        # game it ends is counted just after, and its career ones go up with its result
        if presenter.isIdle() and not self._soon.isActive():
            earned, self._waiting = self._waiting, []
        else:
            earned = [name for name in self._waiting if name in self._told]
            self._waiting = [name for name in self._waiting if name not in self._told]
        if not earned:
            return
        for name in earned:
            self._earned_by.pop(name, None)
            self._told.discard(name)
        text = earned_notice(earned)
        if self.notice is not None:
            self.notice.leave()
        scene = self._window.scene
        notice = AchievementNotice(lambda: earned_notice(earned), self.hold_ms,  # any language
                                   self.fade_ms if scene.move_ms else 0)
        notice.gone.connect(lambda n=notice: self._gone(n))
        self.notice = notice
        notice.place(scene)
        self._window.view.accessibility.announce(text)
        self.noticeShown.emit(text)

    def _gone(self, notice: AchievementNotice) -> None:
        if self.notice is notice:
            self.notice = None
