"""The computer's decisions, worked out where they cannot stall the window: its replies,
the hint and the coach's analyses (issue 19).

The computer thinks in its own process (`crib_qt.decision_process`): the opponent asks
it a question and the answer comes back by signal; the replies' actions then go through
the rules here, once each (`turns.record_replies`). A custom player object (scripted
tests, the fixed baseline) cannot cross to another process, so it thinks on a thread
of this one (`crib_qt.worker`); `synchronous` thinks in place. The hint shows what the
expert would do in the human's place (U2: it changes nothing), whatever the opponent's
level. The coach's discard table and play review are the expert's too, asked the same way.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from .ai import LEVELS
from .rules import Action, GameState
from .turns import Player, choose_hint, computer_replies, quick_hint, record_replies
from .worker import Worker

__all__ = ["Opponent", "quick_hint"]


def _no_player(level: str):
    raise ValueError(f"the coach's questions need no player (asked for {level!r})")


class Opponent(QObject):
    """The computer player at a level, and the expert that gives hints.

    Args:
        level: one of `crib_qt.ai.LEVELS`.
        computer: replaces both players (any object with choose(view, legal)), e.g.
            the fixed baseline player of scripted tests; it thinks on a thread of this
            process.
        synchronous: decide in place (scripts, tests), not in the computer's process.
        parent: the QObject parent.

    Raises:
        ValueError: an unknown level.

    Signals:
        repliesDone(int, object, object): (ticket, the reply `Step`s, None) of a
            `reply` call, or (ticket, None, the exception: the computer's, a
            `ComputerError`, or `IllegalAction` for an answer the rules refuse).
        hintReady(object, object): (the state asked about, the hint); the hint is None
            when the expert failed (then `hintFailed` came first).
        hintFailed(object): the exception the expert raised.
        discardTableReady(object, object, object): (the key of `requestDiscardTable`,
            the `crib_qt.ai.analysis.DiscardTable`, None), or (key, None, the exception).
        playReviewReady(object, object, object): (the key of `requestPlayReview`, the
            list of `crib_qt.ai.play_review.PlayReview`, None), or (key, None, the
            exception).
    """

    repliesDone = Signal(int, object, object)
    hintReady = Signal(object, object)
    hintFailed = Signal(object)
    discardTableReady = Signal(object, object, object)
    playReviewReady = Signal(object, object, object)

    def __init__(self, level: str = "expert", computer: Player | None = None,
                 synchronous: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._fixed = computer
        self.setLevel(level)
        self._hinter = computer
        self._worker: Worker | None = None
        self._asked: dict[int, tuple] = {}  # question id → ("reply", ticket, state, seats)
        self._hinting: GameState | None = None  # the position a hint is worked out for
        self._process = None  # see _decisions
        if computer is not None or synchronous:
            self._worker = Worker(synchronous, self)
            self._worker.finished.connect(self._on_finished)

    @property
    def _decisions(self):
        """The application's `DecisionProcess` (None when deciding here), joined on
        first use: `prepare`, after the first frame, or the first question. Not made
        with the opponent, so that its module, `QProcess` and the protocol are not
        imported before the board's first frame (issue 14)."""
        if self._process is None and self._worker is None:
            from .decision_process import shared_decisions

            decisions, asked = shared_decisions(), self._asked
            self._process = decisions
            decisions.answered.connect(self._on_answered)
            # a closed game's questions are not worth the computer's time
            self.destroyed.connect(lambda: [decisions.cancel(i) for i in list(asked)])
        return self._process

    def level(self) -> str:
        """The computer's level."""
        return self._level

    def setLevel(self, level: str) -> None:
        """The computer's level from its next decision on.

        Raises:
            ValueError: not one of `crib_qt.ai.LEVELS`.
        """
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        self._player: Player | None = self._fixed
        self._level = level

    @property
    def player(self) -> Player:
        """The player that decides here (a custom one, or the level's when in place)."""
        if self._player is None:
            from .ai import ComputerPlayer  # only in-place decisions need the AI here

            self._player = ComputerPlayer(self._level)
        return self._player

    @player.setter
    def player(self, player: Player) -> None:
        self._player = player

    @property
    def hinter(self) -> Player:
        """The player whose choice is the hint when it is worked out here."""
        if self._hinter is None:
            from .ai import ComputerPlayer

            self._hinter = ComputerPlayer("expert")
        return self._hinter

    @hinter.setter
    def hinter(self, player: Player) -> None:
        self._hinter = player

    def prepare(self) -> None:
        """Start the computer's process and warm it (nothing when deciding here)."""
        if self._decisions is not None:
            self._decisions.start()

    def reply(self, ticket: int, state: GameState, seats: frozenset[int]) -> None:
        """Work out the computer's replies for `seats` from `state` until the human must
        act (`turns.computer_replies`); `repliesDone` follows with `ticket` (before
        this returns when synchronous). An earlier reply still being worked out is no
        longer wanted."""
        for ident, asked in list(self._asked.items()):
            if asked[0] == "reply":
                self._decisions.cancel(ident)
                del self._asked[ident]
        if self._worker is None:
            from .decision_protocol import reply_question

            ident = self._decisions.ask(reply_question(0, state, seats, self._level))
            self._asked[ident] = ("reply", ticket, state, seats)
            return
        player = self.player
        self._done(self._worker.run(("reply", ticket),
                                    lambda: computer_replies(state, seats, player)))

    def hint(self, state: GameState) -> Action | None:
        """The expert's choice for the seat to act in `state`, worked out in place: this
        BLOCKS the calling thread while it thinks. None when the game is over.

        Raises:
            Exception: whatever the expert raised.
        """
        return choose_hint(state, self.hinter)

    def requestHint(self, state: GameState) -> None:
        """Ask for the expert's choice in `state`; `hintReady` brings it, before this
        returns when it needs no thought (`quick_hint`) or when synchronous. A second
        request for the position being worked out brings no second answer."""
        known, action = quick_hint(state)
        if known:
            self.hintReady.emit(state, action)
        elif self._hinting is not state:
            self._hinting = state
            if self._worker is None:
                from .decision_protocol import hint_question

                self._asked[self._decisions.ask(hint_question(0, state))] = ("hint", state)
                return
            hinter = self.hinter
            self._done(self._worker.run(("hint", state), lambda: choose_hint(state, hinter)))

    # --- the coach (issue 19): analyses that change nothing (U2) ---------------------------

    def requestDiscardTable(self, key: object, cards, dealer: bool,
                            scores: tuple[int, int]) -> None:
        """Ask what each discard of the six `cards` is worth (`analysis.discard_table`);
        `discardTableReady` brings it with `key`, never before this returns unless
        synchronous. Only what the player sees at the discard is asked about.

        Args:
            key: anything; given back with the answer.
            cards: the six cards dealt to the player.
            dealer: True when the player deals.
            scores: (the player's points, the other's), 0–120.
        """
        from .decision_protocol import discard_table_question

        self._ask_coach("table", key, discard_table_question(0, tuple(cards), dealer,
                                                             tuple(scores)))

    def requestPlayReview(self, key: object, positions, seat: int) -> None:
        """Ask what each card `seat` laid cost: `positions` are (what `seat` saw before
        it, a `PlayerView`; the actions it could take; the card laid), at most one hand's
        8 (`play_review.review_view` of each); `playReviewReady` brings the list of
        reviews with `key`."""
        from .decision_protocol import play_review_question

        self._ask_coach("review", key, play_review_question(0, tuple(positions), seat))

    def cancelCoach(self) -> list:
        """Drop the coach's questions waiting in the computer's process: their answers
        never come (ask again later). The one being worked out is answered still (its
        work is not thrown away), and nothing is dropped on the thread (its questions
        are answered in turn). Returns the keys whose answers still come."""
        coming = []
        for ident, asked in list(self._asked.items()):
            if asked[0] in ("table", "review"):
                if self._decisions.isWorkingOn(ident):
                    coming.append(asked[1])
                    continue
                self._decisions.cancel(ident)
                del self._asked[ident]
        return coming

    def hintsAreExpert(self) -> bool:
        """True when the hint is the expert's choice (False with a custom player, which
        gives the hints too): the coach's reviews agree with the hints only then."""
        return self._fixed is None

    def _ask_coach(self, kind: str, key: object, question: dict) -> None:
        """Ask `question` in the computer's process, or on the thread: there through the
        very JSON the process would read and write, so both check it alike."""
        if self._worker is None:
            self._asked[self._decisions.ask(question)] = (kind, key)
            return
        from .decision_protocol import answer, decode, encode, read_answer

        encoded = encode(question)
        self._done(self._worker.run((kind, key), lambda: read_answer(
            answer(decode(encoded), _no_player))))

    def _on_answered(self, ident: int, value: object, error: Exception | None) -> None:
        asked = self._asked.pop(ident, None)
        if asked is None:
            return  # another opponent's question, or one no longer wanted
        if asked[0] in ("hint", "table", "review"):
            self._on_finished((asked, value, error))
            return
        _, ticket, state, seats = asked
        replies = None
        if error is None:
            try:
                replies = record_replies(state, seats, value)
            except Exception as exc:  # noqa: BLE001 - an answer the rules refuse
                error = exc
        self.repliesDone.emit(ticket, replies, error)

    def _done(self, outcome: tuple | None) -> None:
        if outcome is not None:  # synchronous: the outcome is here already
            self._on_finished(outcome)

    def _on_finished(self, outcome: tuple) -> None:
        (kind, key), value, error = outcome
        if kind == "reply":
            self.repliesDone.emit(key, value, error)
            return
        if kind in ("table", "review"):
            signal = self.discardTableReady if kind == "table" else self.playReviewReady
            signal.emit(key, value, error)
            return
        if self._hinting is key:
            self._hinting = None
        if error is not None:
            self.hintFailed.emit(error)
        self.hintReady.emit(key, value)
