"""Showing the engine's news on the table, for `BoardPresenter`: each step of a turn
paced and shown in order (a card flies, the computer's reply waits its pause), and a
jump (undo, redo, a new game, a restored match) shown at once.

A step is queued on the `Pacer` (pacing.py) and shown when nothing else is on show;
the events of the steps not shown yet stay in `unseenEvents` (what the player has not
seen). A jump drops the queue and rebuilds the score log and the count on show from
the engine's recorded events. The models are filled from the shown view here too
(`_update_models`). With two players the seat shown is the player to act's,
behind a cover when the hand is private (U3).
"""

from __future__ import annotations

from ..engine import HUMAN
from ..rules.actions import HandShown
from ..rules.state import Phase
from . import table_texts as T
from ..models import CardRole
from .presenter_table import fill_models, paced

__all__ = ["StepShowing"]


class StepShowing:
    """The engine's steps and jumps shown on the table (a mixin of `BoardPresenter`,
    which provides the models, `engine`, `pacer`, `count`, `narrator`, `auto`, `names`,
    `pace_ms`, `_view`, `_viewer`, `_revealed`, `_pending`, `_unseen`, `_showing`,
    `_note`, `_table`, `isCovered`, `isHandHidden`, `isIdle`, `vsComputer`, `_refresh`
    and the signals)."""

    def _on_steps(self, steps: list) -> None:
        self.auto.stop(jumped=False)
        self._update_models(selected=set(), hinted=set())
        self.messageShown.emit("")  # a refusal or hint of the position before is stale
        for state, events, pause in paced(steps, self.pace_ms, self.engine.isThinking()):
            self._pending += 1
            self._unseen.append(events)
            self.pacer.enqueue(lambda animate, s=state, e=events: self._show_queued(s, e, animate),
                               pause)

    def _show_queued(self, state, events, animate: bool) -> None:
        self._pending -= 1
        self._showing = self._unseen.pop(0)
        self._show_step(state, events, animate)

    def unseenEvents(self) -> tuple:
        """The rules' events the player has not seen yet, oldest first: the step whose
        cards are still flying (not landed), then the steps queued to be shown; () when
        the table shows its latest step at rest."""
        landing = self._showing if self.pacer.isAnimatingStep() else ()
        return tuple(landing) + tuple(event for events in self._unseen for event in events)

    def _on_jump(self) -> None:
        self.auto.stop(jumped=True)  # the player looks at the position first
        self.pacer.clear()
        self._pending = 0
        self._unseen.clear()
        self._revealed = None  # U3: after undo, redo or a new game the cover goes up
        self.scoreLog.setLog(self.engine.scoreLog())
        self.narrator.clear()
        self.count.clear()
        state = self.engine.state
        if state.show_step >= 0:  # the show, or a game it won (the count stays on show)
            shown = next((e for e in reversed(self.engine.events())
                          if isinstance(e, HandShown)), None)
            if shown is not None:
                self.count.show(shown.seat, shown.is_crib, shown.score.items)
        self._update_models(selected=set(), hinted=set())  # previews of the position before
        self._show_step(state, (), animate=False, speak_cover=False)  # said below
        self._on_idle()
        self.messageShown.emit("")  # nothing said of the position before applies now
        if self.isCovered():
            self.narrator.sayCover()  # not while a save is resumed (`Narrator.setHeld`)

    def _on_idle(self) -> None:
        self._update_models()  # whose turn it is (playable cards) is known only now
        self._refresh()
        self.idle.emit()
        self.auto.consider()

    def _on_count_finished(self) -> None:
        if self._view.phase is not Phase.GAME_OVER:  # a win was pegged as it was said
            self.layoutChanged.emit(True)  # now peg
        self.auto.consider()

    def _show_step(self, state, events, animate: bool, speak_cover: bool = True) -> None:
        """Show one position of the engine (a step of a turn, or a jump)."""
        was_covered = self.isCovered()
        if state.phase is Phase.SHOW:
            # the show lays every hand open; the next deal is private again, so the
            # device is handed over before anyone's new hand is shown (U3)
            self._revealed = None
        self._viewer = self._seat_shown(state)
        self._view = state.view(self._viewer)
        self._note = ""
        self._update_models()
        self.narrator.tell(state.hand_number, events, state.phase)
        if self.isCovered() and not was_covered:
            self._update_models(selected=set(), hinted=set())
            self.messageShown.emit("")  # no hint or refusal about the hidden hand stays up
        elif events:
            self._update_models()  # the show's first item lights its cards
        self._table = None
        self.layoutChanged.emit(animate)
        if events:
            self.stepShown.emit(events, animate)
        self._refresh()
        if self.isCovered() and not was_covered and speak_cover:
            self.spoken.emit(T.cover_title(self._view.to_act, self.names))

    def _seat_shown(self, state) -> int:
        """The seat `state` is shown from, at the bottom: against the computer always the
        human's (`HUMAN`), whatever two-player game came before (play-test 30, B1); with
        two players the player to act (U3), or while nobody acts the seat shown last."""
        if self.vsComputer():
            return HUMAN
        return self._viewer if state.to_act is None else state.to_act

    def _on_count_advanced(self, before: int) -> None:
        self.narrator.speakShowLines(before)
        if self._view.phase is Phase.GAME_OVER and not self.count.isCounting():
            # the count won the game (R6.1): its pegs move as a paced step, so the end
            # panel, which waits for an idle table, comes once they reach 121
            self._pending += 1
            self.pacer.enqueue(self._peg_the_win, 0)
            return
        self._update_models()
        self._refresh()

    def _peg_the_win(self, animate: bool) -> None:
        self._pending -= 1
        self._update_models()
        self.layoutChanged.emit(animate)
        self._refresh()

    def _legal(self) -> tuple:
        """The engine's legal actions while the shown position is its latest, else ()."""
        return tuple(self.engine.legalActions()) if self._pending == 0 else ()

    def _update_models(self, selected=None, hinted=None) -> None:
        """Fill the models from the shown view; `selected`/`hinted` replace the previews
        (None keeps them, for the cards still in the hand)."""
        hand = self.handModels[0]
        fill_models(self, self._view, covered=self.isHandHidden(),
                    legal=self._legal() if self.isIdle() else (),
                    selected=set(hand.flagged(CardRole.Selected) if selected is None else selected),
                    hinted=set(hand.flagged(CardRole.Hinted) if hinted is None else hinted),
                    lit=self.count.current() if self._view.show_step >= 0 else ())
        self._table = None
