"""The main window's way to the coach (issue 19): the discard table, the review of each
hand (a dock beside the table) and the match review. Light on purpose: the window
imports it at start-up; the dialogs, the panel and the analysis come when first asked for.

`install_coach` makes the window's `CoachReviews` and its actions: "Match review…" in
the Game menu (after "Discard table…"; "Game review…" in a single game, R7.1) and
"Coach" in the View menu (the hand review's dock, after "Score log"); they are in
`window.actions` as "match_review" and "coach_panel".
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QLocale, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget

from ..game_words import fill, translate
from .actions import COACH_SHORTCUTS
from .coach_position import discard_key, played_discard, show_over
from .coach_reviews import CoachReviews
from .spoken_lines import say

__all__ = ["CoachDock", "discard_table_available", "install_coach", "show_discard_table",
           "show_match_review"]


def discard_table_available(window) -> bool:
    """True while the viewer chooses a discard with their six cards face up, and after
    it, while the viewer's discard of the hand just played is reviewed and in sight."""
    coach = getattr(window, "coach", None)
    return (discard_key(window.presenter) is not None
            or (coach is not None and played_discard(window.presenter, coach) is not None))


def show_discard_table(window) -> None:
    """Open (or bring forward) `window`'s discard table: a preview that changes nothing
    (U2) and never makes an undo step. Returns at once; the table follows when the
    computer's process has worked it out."""
    from .coach_dialog import DiscardTableDialog

    dialog = window.findChild(DiscardTableDialog)
    if dialog is None:
        coach = window.coach
        dialog = DiscardTableDialog(window.presenter, parent=window,
                                    played=lambda: played_discard(window.presenter, coach))
        coach.decisionsChanged.connect(lambda: dialog.isVisible() and dialog.refresh())
    dialog.show()
    dialog.refresh()
    dialog.raise_()
    dialog.activateWindow()


def show_match_review(window) -> None:
    """Open (or bring forward) the match review: every decision of the match so far
    whose hand is over, with its cost."""
    from .coach_review_dialog import MatchReviewDialog

    dialog = window.findChild(MatchReviewDialog)
    if dialog is None:
        dialog = MatchReviewDialog(window.coach, window.presenter, window)
    dialog.show()
    dialog.refresh()
    dialog.raise_()
    dialog.activateWindow()


class CoachDock(QDockWidget):
    """The dock of the last hand's review (`HandReviewPanel`, made when first shown)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.setObjectName("coachDock")
        self.setVisible(False)
        self._window = window
        self.panel = None
        self.visibilityChanged.connect(self._shown)

    def _shown(self, visible: bool) -> None:
        if visible and self.panel is None:
            from .coach_review_dialog import HandReviewPanel

            self.panel = HandReviewPanel(self._window.coach, self._window.presenter, self)
            self.setWidget(self.panel)

    def retranslate(self) -> None:
        actions = self._window.actions
        self.setWindowTitle(translate("CoachReview", "Coach"))
        several = self._window.engine.state.match.several  # a match of several games (R7)
        for name, text, tip in (
                ("match_review", _review_text(several), translate(
                    "CoachReview", "Every decision of the match with what it cost") if several
                 else translate("CoachReview", "Every decision of the game with what it cost")),
                ("coach_panel", translate("CoachReview", "&Coach"),
                 translate("CoachReview", "The last hand's plays and discard against the "
                                          "expert's"))):
            actions[name].setText(text)
            actions[name].setToolTip(tip)
            actions[name].setStatusTip(tip)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def _review_text(several: bool) -> str:
    """The Game menu's name of the review: "&Match review…" in a match of several games
    (R7.1), "Game re&view…" in a single game, which is all it reviews (V: Go has G)."""
    return (translate("CoachReview", "&Match review…") if several
            else translate("CoachReview", "Game re&view…"))


def _insert_after(menu, after: QAction, action: QAction) -> None:
    actions = menu.actions()
    following = actions[actions.index(after) + 1] if after in actions[:-1] else None
    menu.insertAction(following, action)


def install_coach(window) -> CoachReviews:
    """Make `window`'s coach (its `CoachReviews`, the "Match review…" and "Coach" actions
    and the Coach dock) and keep each finished match's accuracy in its statistics.
    Call once the window's menus exist."""
    coach = CoachReviews(window.engine, window.presenter, parent=window)
    window.coach = coach
    dock = window.coachDock = CoachDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    review = QAction(window)
    review.setObjectName("match_review")
    review.triggered.connect(lambda: show_match_review(window))
    window.presenter.reviewRequested.connect(review.trigger)  # the end panel's button
    panel = dock.toggleViewAction()
    panel.setObjectName("coach_panel")
    window.actions["match_review"] = review
    window.actions["coach_panel"] = panel
    for name, key in COACH_SHORTCUTS.items():  # listed in Help > Keys with the others
        window.actions[name].setShortcut(QKeySequence(key))
    _insert_after(window.gameMenu, window.actions["discard_table"], review)
    _insert_after(window.viewMenu, window.actions["score_log"], panel)
    dock.retranslate()
    # New game (or its Undo, or a resumed save) may go from a single game to a match
    window.engine.positionJumped.connect(dock.retranslate)
    notices = _ReviewNotices(window)
    coach.matchReviewed.connect(lambda match_id: _keep_accuracy(window, match_id, notices))
    # a match of several games left by New game after a finished game: those games' accuracy
    left = _LeftAccuracyKeeper(window)
    coach.handReviewed.connect(notices.hold)
    window.installEventFilter(_FinishOnClose(coach, left))  # a won match's last reviews
    discard_table = window.actions["discard_table"]
    coach.decisionsChanged.connect(  # the discard table after the discard, once reviewed
        lambda: discard_table.setEnabled(discard_table_available(window)))
    return coach


class _ReviewNotices(QObject):
    """Holds each hand's "reviewed" notice (`_tell_hand_reviewed`) until that hand's
    show is over on the board (`coach_position.show_over`: the crib counted, R5.1).
    The review comes once the play is over, while the show is still counted; its notice
    then came over the computer's hand being counted, before the player's own
    (play-test 31b). Only the notice waits: the Coach dock has the review at once.

    The match's "review is ready" notice (`holdMatch`) waits likewise until the board
    shows the match won (its last count said): it came while the winning hand was still
    counted, and told the end before the board did (fresh-user trial of stop 40)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        self._held: list[tuple[str, int]] = []  # (match id, hand), in the order reviewed
        self._keyed = ""  # the match whose notice said the Coach's key to a screen reader
        self._match = ""  # the match whose "review is ready" notice waits for its end
        window.presenter.idle.connect(self._tell_due)  # each step shown, and each jump
        window.presenter.count.finished.connect(self._tell_due)

    def hold(self, hand: int) -> None:
        """Tell that `hand` is reviewed once its show is over (at once if it is)."""
        held = (self._window.engine.matchId, hand)
        if held not in self._held:  # reviewed again after an Undo: still one notice
            self._held.append(held)
        self._tell_due()

    def holdMatch(self, match_id: str) -> None:
        """Tell that match `match_id`'s review is ready once the board shows it won (at
        once if it does); forgotten if another match is on the table by then."""
        self._match = match_id
        self._tell_due()

    def _tell_due(self) -> None:
        window, match = self._window, self._window.engine.matchId
        held, self._held = self._held, []
        for match_id, hand in held:  # before the match's notice, which then stays
            if match_id != match:
                continue  # New game left that match: its notice is stale
            if show_over(window.presenter, hand):
                if _tell_hand_reviewed(window, hand, self._keyed != match_id):
                    self._keyed = match_id
            else:
                self._held.append((match_id, hand))
        engine, presenter = window.engine, window.presenter
        if self._match and self._match != match:
            self._match = ""  # New game left that match: its notice is stale
        elif (self._match and engine.state.winner is not None and not engine.betweenGames()
              and presenter.view().winner is not None and presenter.isIdle()
              and not presenter.isCounting()):  # the match won, and shown so (R7)
            self._match = ""
            _tell_review_ready(window)


def _tell_hand_reviewed(window, hand: int, say_key: bool) -> bool:
    """After each hand's play, the status bar and screen readers say the hand's review
    is in, how many decisions it had and how many were costly, and how to see it (once:
    `CoachReviews.handReviewed`), unless the Coach dock shows it already. Two players on
    one device have their own counts, each after their name (new-user play-test 31:
    "Hand 1 reviewed: 7 decisions" added both players' decisions). With no person at the
    table (the computer in both seats) there is nothing to tell.

    The status bar always ends with the Coach's key ("Ctrl+K shows the Coach."); a
    screen reader hears it only with `say_key` (the match's first notice): heard after
    every deal it was noise (play-test 32 with Orca). Returns True if it was told."""
    seats = window.coach.humanSeats()
    if window.coachDock.isVisible() or not seats:  # no person's decisions: nothing to tell
        return False
    from .coach_review_dialog import review_rows

    rows = review_rows(window.coach, {hand}, window.engine.scoreLog())
    decided = [r.decision for r in rows if r.decision is not None and not r.decision.forced]
    key = window.actions["coach_panel"].shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    locale = QLocale()
    if len(seats) == 1:
        counts = (locale.toString(len(decided)),
                  locale.toString(sum(d.flagged for d in decided)))
    else:  # U3: whose decisions, each player's counted apart
        counts = tuple(fill(translate("CoachReview", "%1: %2 decisions, %3 costly"),
                            window.presenter.names[seat],
                            locale.toString(sum(d.seat == seat for d in decided)),
                            locale.toString(sum(d.flagged for d in decided if d.seat == seat)))
                       for seat in seats)
    if rows and rows[0].several:  # R7: the hand in its game
        text = (translate("CoachReview", "Game %1, hand %2 reviewed: %3 decisions, %4 "
                                         "costly.") if len(seats) == 1
                else translate("CoachReview", "Game %1, hand %2 reviewed. %3; %4."))
        text = fill(text, locale.toString(rows[0].game), locale.toString(rows[0].hand_in_game),
                    *counts)
    else:
        text = (translate("CoachReview", "Hand %1 reviewed: %2 decisions, %3 costly.")
                if len(seats) == 1 else translate("CoachReview", "Hand %1 reviewed. %2; %3."))
        text = fill(text, locale.toString(rows[0].hand_in_game if rows else hand), *counts)
    keyed = text + " " + fill(translate("CoachReview", "%1 shows the Coach."), key)
    window.statusBar().showMessage(keyed, 10000)
    # a status bar's change is not always read
    window.view.accessibility.announce(keyed if say_key else text)
    return True


class _FinishOnClose(QObject):
    """Before the window closes (and saves), the coach works out here any review of a
    won match, or of a match left (`left`: a `_LeftAccuracyKeeper`), still missing, so
    their accuracy is kept when they fit the close's budget
    (`CoachReviews.finishAtClose`: all or nothing)."""

    def __init__(self, coach, left) -> None:
        super().__init__(coach)
        self._left = left

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Close:
            self._left.leaving(final=True)  # no Undo can bring it back now
            self.parent().finishAtClose()
        return False


def _keep_accuracy(window, match_id: str, notices: _ReviewNotices) -> None:
    """The finished match's accuracy, per seat a person played, into the statistics
    (once per match: `Statistics.addAccuracy`), and the notice that its review is ready
    (`notices`: told once the board shows the match won)."""
    from ..statistics import MatchAccuracy, category
    from ..statistics_accuracy import match_facts

    engine, coach = window.engine, window.coach
    if engine.matchId != match_id:
        return
    kept = []
    for seat in coach.humanSeats():
        accuracy = coach.accuracy(seat)
        if accuracy is not None:  # with what the match was (play-test 29 item 6)
            kept.append(MatchAccuracy(seat, accuracy.decisions, accuracy.lost, accuracy.same,
                                      **match_facts(engine.state, seat)))
    if kept:
        window.recordAccuracy(match_id, category(engine.mode, engine.level), kept)
    notices.holdMatch(match_id)


def _tell_review_ready(window) -> None:
    """The status bar and screen readers say the match's review is ready and where."""
    # R7: in a single game the review is the game's
    several = window.engine.state.match.several
    text = (translate("CoachReview", "The match review is ready: Game ▸ Match review…")
            if several else translate("CoachReview", "The game review is ready: Game ▸ Game "
                                                     "review…"))
    window.statusBar().showMessage(text, 15000)
    say(window, text)  # heard too (play-test 32 with Orca: only shown), in the end's dialog


class _LeftAccuracyKeeper(QObject):
    """The accuracy of a match of several games that New game left after one or more
    finished games (issue 19, R7), over those games' decisions, into `window`'s
    statistics (`window`: a MainWindow with its `coach`, the parent); it was kept only
    for a won match. The game left in progress is not counted: its hands may be half
    played. Not for Restart: it plays on in the match.

    Once the leaving counts (`GameEngine.abandonedMatch`: the new match's first move, or
    the window's close) the coach has the computer's process review what is missing
    (`CoachReviews.reviewLeft`: never worked out on the GUI thread then, issue 14), and
    the accuracy is kept when they have all come (`leftReviewed`), once per match
    (`Statistics.addAccuracy`). The window's close works the last ones out within the
    close's budget (`CoachReviews.finishAtClose`), all or nothing.

    A match left that Undo brings back is no longer left: the accuracy counted for it is
    withdrawn (accuracy_withdrawal.py), so its real end keeps the whole match's (or
    leaving it again keeps that of the games finished then)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self._window = window
        # by match id: (its statistics category, its last game counted, the seats played,
        # its state when left) while the computer's process reviews it
        self._waiting: dict[str, tuple[str, int, list[int], object]] = {}
        # by match id: (its category, the accuracy kept) of the matches left counted here
        self._counted: dict[str, tuple[str, list]] = {}
        window.engine.historyChanged.connect(lambda *_: self.leaving())
        window.coach.leftReviewed.connect(self._keep)

    def leaving(self, final: bool = False) -> None:
        """Have the match left reviewed once its leaving counts (with `final`: the window
        closes, no Undo can bring it back now), and withdraw the accuracy of a match left
        that Undo brought back."""
        window = self._window
        current = window.engine.matchId
        self._waiting.pop(current, None)  # back by Undo: no longer left
        if current in self._counted:
            name, kept = self._counted.pop(current)
            from .accuracy_withdrawal import withdraw_accuracy

            window.keepStatistics(withdraw_accuracy, current, name, kept)
        abandoned = window.engine.abandonedMatch(final)
        if abandoned is None or abandoned.kind == "restart":  # Restart plays on in the match
            return
        info, state = abandoned.info, abandoned.state
        last = state.match.game_number - (0 if state.winner is not None else 1)
        if (not state.match.several or last < 1 or info.match_id in self._waiting
                or info.match_id in window.statistics.accuracy_counted):
            return
        from ..engine import MODE_TWO_PLAYERS
        from ..statistics import category

        self._waiting[info.match_id] = (category(info.mode, info.level), last,
                                        [0, 1] if info.mode == MODE_TWO_PLAYERS else [0],
                                        state)
        window.coach.reviewLeft(info.match_id, last)

    def _keep(self, match_id: str) -> None:
        window = self._window
        waiting = self._waiting.pop(match_id, None)
        if waiting is None or match_id in window.statistics.accuracy_counted:
            return
        from ..statistics import MatchAccuracy
        from ..statistics_accuracy import match_facts

        name, last, seats, state = waiting
        kept = []
        for seat in seats:
            accuracy = window.coach.leftAccuracy(match_id, last, seat)
            if accuracy is not None:
                kept.append(MatchAccuracy(seat, accuracy.decisions, accuracy.lost, accuracy.same,
                                          **match_facts(state, seat, abandoned=True)))
        if kept:
            window.recordAccuracy(match_id, name, kept)
            if match_id in window.statistics.accuracy_counted:
                self._counted[match_id] = (name, kept)
