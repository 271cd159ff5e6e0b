"""BoardPresenter: between the game engine and the table the player sees.

The route of a played card, from mouse release to the card settling:
  1. `Carry.release` (carry.py) ends a drag over the play area and calls
     `BoardScene.dropCard` (scene.py), which hands the intent to the presenter:
     `Intents.dropCard(card, "pile")` (presenter_intents.py).
  2. It finds `Play(card)` among `GameEngine.legalActions()` and calls
     `GameEngine.perform` (engine_turns.py); an intent that matches no legal action gets
     the engine's refusal text instead, and the scene springs the card back.
  3. The engine applies the action once with the rules core and emits
     `stepsPerformed([step])` at once; the computer's replies follow by the same
     signal once its worker has decided.
  4. `_on_steps` (presenter_steps.py) queues each step on the `Pacer` (pacing.py),
     which shows it at once when nothing else is on show; `_show_step` fills the
     models (models.py) from the seat's `PlayerView` (`fill_models`,
     presenter_table.py) and emits `layoutChanged`.
     On the call chain from the intent to the model: 6 modules (traced by
     tests/board/test_presenter_route.py).
  5. The scene lays the card items out from the models; `CardItem.moveTo` animates
     within the `AnimationSet` (animator.py), whose `idle` lets the pacer go on.

The route of an undo:
  1. Edit ▸ Undo calls `GameEngine.undo`; the engine makes the recorded state before
     current and emits `positionJumped` once its history agrees.
  2. `_on_jump` (presenter_steps.py) drops the queued steps and previews, rebuilds the score log and the
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
from ..rules.state import Phase, PlayerView
from . import table_texts as T
from .pacing import Pacer
from .presenter_auto import AutoMoves
from .presenter_intents import Intents
from .presenter_narration import Narrator
from .presenter_steps import StepShowing
from .presenter_table import Situation, Table, build_table
from .show_count import COUNT_STEP_MS, ShowCount

__all__ = ["BoardPresenter", "COMPUTER_PACE_MS", "PRIVATE_PHASES"]

# Pause after each of the computer's moves, in milliseconds (about half a second).
COMPUTER_PACE_MS = 550
# Phases in which the player to act looks at a hand the other player must not see (U3):
# the device is handed over first.
PRIVATE_PHASES = (Phase.DISCARD, Phase.PLAY)
# Phases in which that hand lies face down until its player shows it: also the starter
# cut, which is made without a hand-over (the depth reveals nothing, U1; issue 15).
HIDDEN_PHASES = (Phase.DISCARD, Phase.CUT_STARTER, Phase.PLAY)


class BoardPresenter(StepShowing, QObject):
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
        intents: the player's gestures as legal actions (`Intents`).
        pacer, count, narrator: the pacing of steps, the count on show and the
            narration of events (pacing.py, show_count.py, presenter_narration.py).

    Signals:
        layoutChanged(bool): the models changed: lay the cards out again (True:
            moving them; False: at once).
        textsChanged(): a text, button or mark changed (no card moves).
        previewChanged(): the selection or the hint changed.
        messageShown(str): for the status bar (refusals, hints); "" when stale.
        spoken(str): to announce now to a screen reader.
        idle(): the table shows the engine's current position and waits.
        stepShown(object, bool): a step of a turn was shown (its rules' events; True:
            moving), after its layoutChanged; never for a jump (crib_qt/sound).
        newGameRequested(), restartRequested(), reviewRequested(): the end panel's
            buttons, for the window's own New game, Restart (U5) and Match review paths.
    """

    layoutChanged = Signal(bool)
    textsChanged = Signal()
    previewChanged = Signal()
    messageShown = Signal(str)
    spoken = Signal(str)
    idle = Signal()
    newGameRequested = Signal()
    restartRequested = Signal()
    reviewRequested = Signal()
    stepShown = Signal(object, bool)

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
        self.count.finished.connect(self._on_count_finished)
        self._view: PlayerView = engine.state.view(0)
        self._viewer = 0
        self._revealed: int | None = None  # two players: the seat whose hand is shown
        self._pending = 0  # steps queued on the pacer and not shown yet
        self._unseen: list = []  # the events of the engine's steps queued, oldest first
        self._showing: tuple = ()  # the events of the step shown last
        self.narrator = Narrator(self)
        self.narrator.spoken.connect(self.spoken)
        self._note = ""  # a refusal shown in place of the prompt until the next change
        self._table: Table | None = None
        engine.stepsPerformed.connect(self._on_steps)
        engine.positionJumped.connect(self._on_jump)
        engine.actionRejected.connect(self.messageShown)
        engine.thinkingChanged.connect(lambda _thinking: self._refresh())
        self.intents = Intents(self)
        self.auto = AutoMoves(self)
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
        return self._pending == 0 and not self.pacer.isBusy() and not self.auto.isForcing()

    def isCounting(self) -> bool:
        """True while the show still says its items one by one."""
        return self.count.isCounting()

    def isCovered(self) -> bool:
        """Two players: the device is to be handed to the player to act, whose hand is
        hidden until "Show my hand" (U3). Not for the starter cut, nor for a forced move
        made for the player (issue 15): their hand just stays face down."""
        return (self.isHandHidden() and self._view.phase in PRIVATE_PHASES and
                self.auto.forcedMove() is None)

    def isHandHidden(self) -> bool:
        """Two players: the hand of the player to act lies face down (U3)."""
        view = self._view
        return (not self.vsComputer() and view.phase in HIDDEN_PHASES and
                view.to_act is not None and self._revealed != view.to_act)

    def primaryRole(self) -> str | None:
        """The table button's role now: "discard", "go", "continue" or None."""
        primary = self.table().primary
        return primary[0] if primary else None

    def decisionKey(self) -> tuple:
        """What the player is deciding; when it changes the keyboard focus starts over."""
        return self.table().decision

    def revealHand(self) -> None:
        """"Show my hand": the player to act has the device; turn their cards up (U3)."""
        if not self.isCovered() or not self.isIdle():
            return
        self._revealed = self._view.to_act
        self.narrator.handRevealed()
        self._update_models()
        self.layoutChanged.emit(False)
        self._refresh()
        self.spoken.emit(self.table().prompt)

    def completeCount(self) -> bool:
        """Say the rest of the show's count at once; True if anything was left."""
        return self.count.complete()

    def fastForward(self) -> bool:
        """Show every paced move at once; True if any was waiting."""
        busy = self.pacer.isBusy()
        if busy:
            self.pacer.fastForward()
        return busy

    def describePile(self) -> str:
        """"Play area, count 15: Five of Hearts, Ten of Clubs" (the current series)."""
        return self.table().pile_name

    def setAutoContinue(self, ms: int) -> None:
        """Continue the show by itself `ms` milliseconds after each count is shown
        (its items said, the table idle); 0 (the default) waits for the player's
        Continue (issue 15).

        The Continue is the player's action made for them: one undo step (U4). A click
        still continues at once; a count reached by undo or redo waits for a click;
        with two players only the show continues (never a private phase).

        Args:
            ms: milliseconds, 0 or more (negative counts as 0).
        """
        self.auto.setContinueDelay(ms)  # a count on show now goes on by itself too

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

    # --- models and texts ----------------------------------------------------------------

    def _refresh(self) -> None:
        self._table = None
        self.textsChanged.emit()

    def setPreviews(self, selected=None, hinted=None) -> None:
        """The cards chosen for the crib and the hinted cards (None: unchanged); previews
        only, never the game (U2). Used by `Intents`."""
        self._update_models(selected, hinted)
        self._refresh()
        self.previewChanged.emit()

    def showMessage(self, text: str) -> None:
        """Show `text` on the status bar (`messageShown`) until the table next changes,
        leaving the prompt as it is: what "Read the position" said (U6)."""
        self.messageShown.emit(text)

    def showRefusal(self, reason: str) -> None:
        """Say why a move was refused, on the status bar and in place of the prompt
        until the table next changes."""
        self._note = reason
        self.messageShown.emit(reason)
        self._refresh()

