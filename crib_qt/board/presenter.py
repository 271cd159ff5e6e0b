"""BoardPresenter: between the game engine and the table the player sees.

The route of a played card, from mouse release to the card settling:
  1. `Carry.release` (carry.py) ends a drag over the play area and calls
     `BoardScene.dropCard` (scene.py), which hands the intent to the presenter:
     `BoardPresenter.dropCard(card, "pile")`.
  2. The presenter finds `Play(card)` among `GameEngine.legalActions()` and calls
     `GameEngine.perform` (engine.py); an intent that matches no legal action gets
     the engine's refusal text instead, and the scene springs the card back.
  3. The engine applies the action once with the rules core and emits
     `stepsPerformed([step])` at once; the computer's replies follow by the same
     signal once its worker has decided.
  4. `_on_steps` queues each step on the `Pacer` (pacing.py); `_show_step` sets the
     models (models.py) from the seat's `PlayerView` and emits `layoutChanged`.
  5. The scene lays the card items out from the models; `CardItem.moveTo` animates
     within the `AnimationSet` (animator.py), whose `idle` lets the pacer go on.

The route of an undo:
  1. Edit ▸ Undo calls `GameEngine.undo`; the engine makes the recorded state before
     current and emits `positionJumped` once its history agrees.
  2. `_on_jump` drops the queued steps and previews, rebuilds the score log and the
     count on show from the engine's recorded events, sets the models, and emits
     `layoutChanged(False)`: the scene puts every card in place at once.

The presenter holds the shown position only as the viewer's `PlayerView` (hidden cards
are not in it), the previews (selection, hint) only in the models, and every text of
the table (table_texts.py words them). It imports no QtWidgets or QGraphics.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..engine import MODE_COMPUTER
from ..models import CardListModel, CardRole, ScoreLogModel
from ..rules.actions import (Continue, CutForDeal, CutStarter, CutTied, DealerChosen,
                             Discard, Go, HandShown, Play, Scored, StarterCut)
from ..rules.state import Phase, PlayerView
from . import table_texts as T
from .pacing import Pacer
from .presenter_narration import Narrator
from .presenter_table import Situation, Table, build_table, fill_models
from .show_count import COUNT_STEP_MS, ShowCount

__all__ = ["BoardPresenter", "COMPUTER_PACE_MS", "PRIVATE_PHASES"]

# Pause after each of the computer's moves, in milliseconds (about half a second).
COMPUTER_PACE_MS = 550
# Phases in which the player to act looks at a hand the other player must not see (U3).
PRIVATE_PHASES = (Phase.DISCARD, Phase.CUT_STARTER, Phase.PLAY)
_SLOW = (DealerChosen, CutTied, StarterCut)  # a person should see the cuts for a moment


class BoardPresenter(QObject):
    """The table's logic for one `GameEngine`: what is shown, said and allowed.

    Args:
        engine: the match (`GameEngine`).

    Attributes:
        handModels: (the viewer's hand, the other hand) as `CardListModel`s.
        pileModel, cribModel, showModel: the play pile (with owners and series), the
            crib, and the cards counted in the show (starter last).
        scoreLog: every scoring event shown so far (`ScoreLogModel`).
        names: (seat 0's name, seat 1's name).
        pace_ms: the pause after each of the computer's moves, milliseconds.
        count_ms: the show says one item every so many milliseconds (0: all at once).

    Signals:
        layoutChanged(bool): the models changed: lay the cards out again (True:
            moving them; False: at once).
        textsChanged(): a text, button or mark changed (no card moves).
        previewChanged(): the selection or the hint changed.
        messageShown(str): for the status bar (refusals, hints); "" when stale.
        spoken(str): to announce now to a screen reader.
        idle(): the table shows the engine's current position and waits.
        newGameRequested(), restartRequested(): the end panel's buttons.
    """

    layoutChanged = Signal(bool)
    textsChanged = Signal()
    previewChanged = Signal()
    messageShown = Signal(str)
    spoken = Signal(str)
    idle = Signal()
    newGameRequested = Signal()
    restartRequested = Signal()

    def __init__(self, engine, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.engine = engine
        self.handModels = (CardListModel(self), CardListModel(self))
        self.pileModel = CardListModel(self)
        self.cribModel = CardListModel(self)
        self.showModel = CardListModel(self)
        self.scoreLog = ScoreLogModel(self)
        self.names = T.default_names()
        self.pace_ms = COMPUTER_PACE_MS
        self.count_ms = COUNT_STEP_MS
        self.pacer = Pacer(parent=self)
        self.pacer.idle.connect(self._on_idle)
        self.count = ShowCount(self)
        self.count.advanced.connect(self._on_count_advanced)
        self.count.finished.connect(lambda: self.layoutChanged.emit(True))  # now peg
        self._view: PlayerView = engine.state.view(0)
        self._viewer = 0
        self._revealed: int | None = None  # two players: the seat whose hand is shown
        self._pending = 0  # steps queued on the pacer and not shown yet
        self.narrator = Narrator(self)
        self.narrator.spoken.connect(self.spoken)
        self._note = ""  # a refusal shown in place of the prompt until the next change
        self._table: Table | None = None
        engine.stepsPerformed.connect(self._on_steps)
        engine.positionJumped.connect(self._on_jump)
        engine.actionRejected.connect(self.messageShown)
        engine.thinkingChanged.connect(lambda _thinking: self._refresh())
        self.scoreLog.setPlayerNames(self.names)
        self._show_step(engine.state, (), animate=False)

    # --- what the table shows --------------------------------------------------------

    def view(self) -> PlayerView:
        """The shown position, as the viewer may see it (it trails the engine while
        moves are paced)."""
        return self._view

    def viewer(self) -> int:
        """The seat whose cards are face up at the bottom."""
        return self._viewer

    def vsComputer(self) -> bool:
        """True when seat 1 is the computer."""
        return self.engine.mode == MODE_COMPUTER

    def table(self) -> Table:
        """Everything the scene draws besides the models (presenter_table.py)."""
        if self._table is None:
            count = self.count
            self._table = build_table(Situation(
                view=self._view, names=self.names, vs_computer=self.vsComputer(),
                idle=self.isIdle(), thinking=self.engine.isThinking(),
                covered=self.isCovered(), legal=self._legal(), human=self.engine.humanSeat(),
                banner=self.narrator.banner(), note=self._note,
                show_seat=count.seat, show_is_crib=count.is_crib, said=count.said(),
                counting=count.isCounting(),
                selected=len(self.handModels[0].flagged(CardRole.Selected))))
        return self._table

    def isIdle(self) -> bool:
        """True when the table shows the engine's current position and nothing is paced."""
        return self._pending == 0 and not self.pacer.isBusy()

    def isCounting(self) -> bool:
        """True while the show still says its items one by one."""
        return self.count.isCounting()

    def isCovered(self) -> bool:
        """Two players: the hand of the player to act is hidden until "Show my hand" (U3)."""
        view = self._view
        return (not self.vsComputer() and view.phase in PRIVATE_PHASES and
                view.to_act is not None and self._revealed != view.to_act)

    def primaryRole(self) -> str | None:
        """The table button's role now: "discard", "go", "continue" or None."""
        primary = self.table().primary
        return primary[0] if primary else None

    def decisionKey(self) -> tuple:
        """What the player is deciding; when it changes the keyboard focus starts over."""
        view = self._view
        return (view.phase, view.to_act, view.hand_number, view.show_step, view.deal_cuts,
                len(view.played), self.isCovered(), self.isIdle(), self.primaryRole())

    def canTrigger(self, role: str) -> bool:
        """Whether the table's action `role` ("discard", "go", "continue", "show_hand")
        applies now."""
        if role == "show_hand":
            return self.table().cover is not None
        primary = self.table().primary
        return primary is not None and primary[0] == role and primary[2] and self.isIdle()

    def accepts(self, card, zone: str) -> bool:
        """Whether carrying `card` to `zone` ("pile", "crib", "table") would do something
        now: the drop targets that light up while the card is carried."""
        if self.isCovered() or not self.isIdle():
            return False
        legal = self.engine.legalActions()
        if zone == "pile":
            return Play(card) in legal
        discarding = any(isinstance(a, Discard) for a in legal)
        selected = self.handModels[0].flagged(CardRole.Selected)
        if zone == "crib":
            return discarding and (card in selected or len(selected) < 2)
        return discarding and zone == "table" and card not in selected

    # --- the player's intents ----------------------------------------------------------

    def tapCard(self, card) -> None:
        """A tap (click, Enter, Space) on `card` of the viewer's hand: chosen for the crib
        or taken back (a preview, U2), or played."""
        self._settle()
        if self.isCovered():
            return
        legal = self.engine.legalActions()
        if any(isinstance(a, Discard) for a in legal):
            self._toggle(card)
        elif any(isinstance(a, (Play, Go)) for a in legal) or self.engine.isThinking():
            self.playCard(card)

    def playCard(self, card) -> bool:
        """Lay `card` on the play pile; True if the engine took it (R4.1)."""
        self._settle()
        if self.isCovered():
            return False
        return self._perform(Play(card), quiet=not self._in_play())

    def dropCard(self, card, zone: str | None) -> bool:
        """`card` carried to `zone` ("pile", "crib", "table", or None: elsewhere); True
        if it left the hand (else it springs back to its place, chosen or not)."""
        if zone == "pile" and self._in_play():
            return self.playCard(card)
        if zone == "crib":
            return self.toCrib(card)
        if zone in ("table", "pile") and self.accepts(card, "table"):
            self._toggle(card)  # lifted out of the hand: chosen for the crib (U2)
        return False

    def toCrib(self, card=None) -> bool:
        """Lay the chosen cards (and `card`, carried there) away to the crib (R3.2)."""
        self._settle()
        if not self.table().crib_open:
            return False
        if card is not None and card not in self.handModels[0].flagged(CardRole.Selected):
            self._toggle(card)
        selected = self.handModels[0].flagged(CardRole.Selected)
        if len(selected) != 2:
            self.messageShown.emit(T.selection_refusal("need_two"))
            return False
        return self._perform(Discard(tuple(sorted(selected))))

    def cutAt(self, depth: int) -> bool:
        """Cut the deck at `depth` cards (U1) for first dealer or for the starter."""
        if not self.isIdle() or self.isCovered():
            return False
        for action in self.engine.legalActions():
            if isinstance(action, (CutForDeal, CutStarter)) and action.depth == depth:
                return self._perform(action)
        return False

    def trigger(self, role: str) -> bool:
        """Do the table's action `role` (see `canTrigger`), as its button would."""
        if not self.canTrigger(role):
            return False
        if role == "show_hand":
            self.revealHand()
        elif role == "discard":
            self.toCrib()
        else:
            self._perform(Continue() if role == "continue" else Go())
        return True

    def revealHand(self) -> None:
        """"Show my hand": the player to act has the device; turn their cards up (U3)."""
        if not self.isCovered() or not self.isIdle():
            return
        self._revealed = self._view.to_act
        self._update_models()
        self.layoutChanged.emit(False)
        self._refresh()
        self.spoken.emit(self.table().prompt)

    def requestNewGame(self) -> None:
        """The end panel's New game: the window's own path asks and starts it."""
        self.newGameRequested.emit()

    def requestRestart(self) -> None:
        """The end panel's Restart (U5), through the window's own path."""
        self.restartRequested.emit()

    def showHint(self) -> None:
        """Mark what the strongest computer player would do; changes nothing (U2)."""
        self._settle()  # a hint for a move still on show could uncover the next hand (U3)
        if self.isCovered():
            return
        action = self.engine.hint()
        cards: tuple = ()
        if isinstance(action, Discard):
            cards, text = action.cards, T.hint_text("discard", action.cards)
        elif isinstance(action, Play):
            cards, text = (action.card,), T.hint_text("play", (action.card,))
        elif isinstance(action, Go):
            text = T.hint_text("go")
        elif isinstance(action, (CutForDeal, CutStarter)):
            text = T.hint_text("cut")
        else:
            text = T.hint_text("continue") if isinstance(action, Continue) else ""
        self._update_models(hinted=set(cards))
        self._refresh()
        self.previewChanged.emit()
        self.messageShown.emit(text)
        self.spoken.emit(text)

    def cancelPreview(self) -> None:
        """Esc: chosen cards and the hint are put back (they were previews, U2)."""
        model = self.handModels[0]
        if model.flagged(CardRole.Selected) or model.flagged(CardRole.Hinted):
            self._update_models(selected=set(), hinted=set())
            self._refresh()
            self.previewChanged.emit()

    def completeCount(self) -> bool:
        """Say the rest of the show's count at once; True if anything was left."""
        return self.count.complete()

    def fastForward(self) -> bool:
        """Show every paced move at once; True if any was waiting."""
        busy = self.pacer.isBusy()
        if busy:
            self.pacer.fastForward()
        return busy

    def hurry(self) -> bool:
        """A key while moves are paced or the show counts: all of it at once. True if
        there was anything to hurry."""
        counted = self.completeCount()
        return self.fastForward() or counted

    def describePile(self) -> str:
        """"Play area, count 15: Five of Hearts, Ten of Clubs" (the current series)."""
        view = self._view
        return T.describe_pile(view.count if view.phase is Phase.PLAY else None,
                               [card for _, card in view.series])

    # --- names and languages ------------------------------------------------------------

    def setPlayerNames(self, names: tuple[str, str]) -> None:
        """The display names of seat 0 and seat 1."""
        self.names = (names[0], names[1])
        self.scoreLog.setPlayerNames(self.names)
        self._refresh()

    def retranslate(self) -> None:
        """Every text again in the current language."""
        self.scoreLog.setPlayerNames(self.names)
        self.scoreLog.retranslate()
        self._refresh()

    # --- the engine's news -----------------------------------------------------------

    def _on_steps(self, steps: list) -> None:
        self._update_models(selected=set(), hinted=set())
        self.messageShown.emit("")  # a refusal or hint of the position before is stale
        pace, shown = self.pace_ms, []  # (state, events, pause in milliseconds)
        for step in steps:
            events = step.events
            if step.moment is not None:  # the card that turns the pile: seen, then read
                state, before = step.moment
                shown.append((state, before, 2 * pace))
                events = events[len(before):]
            slow = step.by_computer or any(isinstance(e, _SLOW) for e in events)
            shown.append((step.state, events, pace if slow else 0))
        more = self.engine.isThinking()  # the computer's replies are still to come
        for index, (state, events, pause) in enumerate(shown):
            if index < len(shown) - 1 or more:
                # points pegged in the play stay up before a reply replaces their banner
                if state.phase is Phase.PLAY and any(isinstance(e, Scored) for e in events):
                    pause = max(pause, pace)
            self._pending += 1
            self.pacer.enqueue(lambda animate, s=state, e=events: self._show_queued(s, e, animate),
                               pause)

    def _show_queued(self, state, events, animate: bool) -> None:
        self._pending -= 1
        self._show_step(state, events, animate)

    def _on_jump(self) -> None:
        self.pacer.clear()
        self._pending = 0
        self._revealed = None  # U3: after undo, redo or a new game the cover goes up
        self.scoreLog.setLog(self.engine.scoreLog())
        self.narrator.clear()
        self.count.clear()
        state = self.engine.state
        if state.phase is Phase.SHOW:
            shown = next((e for e in reversed(self.engine.events())
                          if isinstance(e, HandShown)), None)
            if shown is not None:
                self.count.show(shown.seat, shown.is_crib, shown.score.items)
        self._update_models(selected=set(), hinted=set())
        self._show_step(state, (), animate=False, speak_cover=False)  # said below
        self._on_idle()
        self.messageShown.emit("")  # nothing said of the position before applies now
        if self.isCovered():
            self.spoken.emit(T.cover_title(self._view.to_act, self.names))

    def _on_idle(self) -> None:
        self._update_models()  # whose turn it is (playable cards) is known only now
        self._refresh()
        self.idle.emit()

    def _show_step(self, state, events, animate: bool, speak_cover: bool = True) -> None:
        """Show one position of the engine (a step of a turn, or a jump)."""
        was_covered = self.isCovered()
        if not self.vsComputer() and state.to_act is not None:
            self._viewer = state.to_act
        self._view = state.view(self._viewer)
        self._note = ""
        self._update_models()
        self.narrator.tell(state.hand_number, events)
        if self.isCovered() and not was_covered:
            self._update_models(selected=set(), hinted=set())
            self.messageShown.emit("")  # no hint or refusal about the hidden hand stays up
        elif events:
            self._update_models()  # the show's first item lights its cards
        self._table = None
        self.layoutChanged.emit(animate)
        self._refresh()
        if self.isCovered() and not was_covered and speak_cover:
            self.spoken.emit(T.cover_title(self._view.to_act, self.names))

    def _on_count_advanced(self, before: int) -> None:
        self.narrator.speakShowLines(before)
        self._update_models()
        self._refresh()

    # --- models and texts ----------------------------------------------------------------

    def _legal(self) -> tuple:
        """The engine's legal actions while the shown position is its latest, else ()."""
        return tuple(self.engine.legalActions()) if self._pending == 0 else ()

    def _update_models(self, selected=None, hinted=None) -> None:
        """Fill the models from the shown view; `selected`/`hinted` replace the previews
        (None keeps them, for the cards still in the hand)."""
        hand = self.handModels[0]
        fill_models(self, self._view, covered=self.isCovered(),
                    legal=self._legal() if self.isIdle() else (),
                    selected=set(hand.flagged(CardRole.Selected) if selected is None else selected),
                    hinted=set(hand.flagged(CardRole.Hinted) if hinted is None else hinted),
                    lit=self.count.current())
        self._table = None

    def _refresh(self) -> None:
        self._table = None
        self.textsChanged.emit()

    def _in_play(self) -> bool:
        legal = self.engine.legalActions()
        return any(isinstance(a, (Play, Go)) for a in legal) or self.engine.isThinking()

    def _toggle(self, card) -> None:
        selected = set(self.handModels[0].flagged(CardRole.Selected))
        if card in selected:
            selected.discard(card)
        elif len(selected) < 2:
            selected.add(card)
        else:
            self.messageShown.emit(T.selection_refusal("full"))
        self._update_models(selected=selected, hinted=set())
        self._refresh()
        self.previewChanged.emit()

    def _perform(self, action, quiet: bool = False) -> bool:
        """Hand `action` to the engine if it is legal now; else say why (unless `quiet`:
        not the player's move at all) and change nothing."""
        if action in self.engine.legalActions():
            return self.engine.perform(action)
        if not quiet:
            reason = self.engine.refusal(action)
            self._note = reason
            self.messageShown.emit(reason)
            self._refresh()
        return False

    def _settle(self) -> None:
        if self.pacer.isBusy():
            self.pacer.fastForward()
