"""The presenter's intents: what a player's gesture means, as one of the engine's
legal actions.

Part of the presenter (presenter.py): every tap, drop, cut, button and key of the
table ends here. An intent that matches a legal action is performed; one that
matches none gets the engine's refusal text and changes nothing (the scene springs
a carried card back). Previews (the cards chosen for the crib, the hint) change only
the presenter's models, never the game (U2).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ..models import CardRole
from ..rules.actions import (CardPlayed, Continue, CutForDeal, CutStarter, Discard, Go, GoSaid,
                             NextGame, Play)
from . import table_texts as T
from .presenter_table import accepts, hint_preview

__all__ = ["Intents", "IDLE", "HURRIED", "LAY"]

# What a gesture made while moves are paced comes to (`Intents.hurry`).
IDLE, HURRIED, LAY = "idle", "hurried", "lay"


class Intents(QObject):
    """The player's intents for one `BoardPresenter` (its `intents`).

    Args:
        presenter: the `BoardPresenter` whose table the gestures are made on.
    """

    def __init__(self, presenter) -> None:
        super().__init__(presenter)
        self._p = presenter
        self._engine = presenter.engine
        self._hint_asked = False  # a hint was asked for and not answered yet
        self._engine.hintReady.connect(self._on_hint)
        # a hint asked for the position before is stale
        self._engine.stepsPerformed.connect(self._forget_hint)
        self._engine.positionJumped.connect(self._forget_hint)

    def _forget_hint(self, *_) -> None:
        self._hint_asked = False

    def canTrigger(self, role: str) -> bool:
        """Whether the table's action `role` ("discard", "go", "continue", "show_hand",
        "next_game") applies now."""
        if role == "show_hand":
            return self._p.table().cover is not None
        if role == "next_game":  # the end panel's button between the games of a match
            table = self._p.table()
            return table.end is not None and table.end_action == role and self._p.isIdle()
        primary = self._p.table().primary
        return primary is not None and primary[0] == role and primary[2] and self._p.isIdle()

    def accepts(self, card, zone: str) -> bool:
        """Whether carrying `card` to `zone` ("pile", "crib", "table") would do something
        now: the drop targets that light up while the card is carried."""
        if self._p.isHandHidden() or not self._p.isIdle():
            return False
        return accepts(self._engine.legalActions(),
                       self._p.handModels[0].flagged(CardRole.Selected), card, zone)

    def hurry(self, card=None) -> str:
        """A press or key while the table paces moves (the pause after a 31 or the last
        card, R4.7-R4.8, or after a computer's move): all of them are shown at once.

        The gesture that ended the pause also lays `card` when the player has seen
        every move made since their last turn and the card is a legal play once the
        pause is over (R4.1, R4.2): the first lead after the computer's 31 is not lost.
        Anything else (not the player's turn, a count past 31, the hand over and
        Continue due, a hand-over to the other player, U3, or a move of the other
        player still unseen) only ends the pause, as any click did before.

        Args:
            card: the card of the viewer's hand that the gesture would lay (pressed,
                or its key 1-6, Enter or Space on it), or None (anywhere else).

        Returns:
            `IDLE` when nothing was paced (the gesture acts as usual), `HURRIED` when
            it is used up by ending the pause, `LAY` when it goes on and lays `card`
            (its own undo step, U4; it is announced after what the pause showed).
        """
        unseen = any(isinstance(e, (CardPlayed, GoSaid)) for e in self._p.unseenEvents())
        if not self._p.fastForward():
            return IDLE
        if card is None or unseen or not self.accepts(card, "pile"):
            return HURRIED
        return LAY

    # --- intents ---------------------------------------------------------------------------

    def tapCard(self, card) -> None:
        """A tap (click, Enter, Space) on `card` of the viewer's hand: chosen for the crib
        or taken back (a preview, U2), or played."""
        self._p.fastForward()
        if self._p.isHandHidden():
            return
        legal = self._engine.legalActions()
        if any(isinstance(a, Discard) for a in legal):
            self._toggle(card)
        elif any(isinstance(a, (Play, Go)) for a in legal):
            self.playCard(card)

    def playCard(self, card) -> bool:
        """Lay `card` on the play pile; True if the engine took it (R4.1)."""
        self._p.fastForward()
        if self._p.isHandHidden():
            return False
        return self._perform(Play(card), quiet=not self._in_play())

    def dropCard(self, card, zone: str | None) -> bool:
        """`card` carried to `zone` ("pile", "crib", "table", or None: elsewhere); True
        if it left the hand (else it goes back to its place, chosen or not).

        Dropped on the crib during the discard, a card is chosen for it as a tap would
        choose it (U2, a preview); laying the two away stays the one step of "To crib"
        (R3.2, issue 15)."""
        if zone == "pile" and self._in_play():
            return self.playCard(card)
        if zone == "crib":
            self._p.fastForward()
            if self._p.table().crib_open and \
                    card not in self._p.handModels[0].flagged(CardRole.Selected):
                self._toggle(card)
            return False
        if zone in ("table", "pile") and self.accepts(card, "table"):
            self._toggle(card)  # lifted out of the hand: chosen for the crib (U2)
        return False

    def toCrib(self, card=None) -> bool:
        """Lay the chosen cards (and `card`, carried there) away to the crib (R3.2)."""
        self._p.fastForward()
        if not self._p.table().crib_open:
            return False
        if card is not None and card not in self._p.handModels[0].flagged(CardRole.Selected):
            self._toggle(card)
        selected = self._p.handModels[0].flagged(CardRole.Selected)
        if len(selected) != 2:
            self._say(T.selection_refusal("need_two"))
            return False
        return self._perform(Discard(tuple(sorted(selected))))

    def confirmDiscard(self) -> bool:
        """Enter during the discard (U6): the chosen cards are laid away once two are
        chosen, as "To crib" does (R3.2); with fewer the key is refused with the reason,
        on the status bar and to a screen reader, and the choice is kept (U2).

        Returns:
            True when it did either; False when no cards are being chosen for the crib
            now (Enter then acts on the focused target).
        """
        if self.trigger("discard"):
            return True
        if not self._p.table().crib_open or self._p.isHandHidden():
            return False
        self._say(T.selection_refusal("need_two_keys"))
        return True

    def cutAt(self, depth: int) -> bool:
        """Cut the deck at `depth` cards (U1) for first dealer or for the starter."""
        if not self._p.isIdle() or self._p.isCovered():  # the cut needs no hand (U1)
            return False
        for action in self._engine.legalActions():
            if isinstance(action, (CutForDeal, CutStarter)) and action.depth == depth:
                return self._perform(action)
        return False

    def trigger(self, role: str) -> bool:
        """Do the table's action `role` (see `canTrigger`), as its button would. Go or
        Continue asked for (their keys) where they do not apply is refused aloud with the
        rules' reason, "A card still fits under 31: play it" (R4.2; play-test 34 with
        Orca: G with a card to play said nothing), and Show my hand where no hand waits
        to be turned up with why, "Your hand is already face up" (U3; play-test 35: S
        against the computer said nothing); not while the table moves."""
        if not self.canTrigger(role):
            if self._p.isIdle() and not self._p.isCovered():
                self._refuse(role)
            return False
        # the rest of the show's count is said (and pegged) first, as a click on the
        # button says it (scene_input.py): left running, it took the next hand's first key
        self._p.completeCount()
        if role == "show_hand":
            self._p.revealHand()
        elif role == "discard":
            self.toCrib()
        else:
            self._perform({"continue": Continue(), "next_game": NextGame()}.get(role, Go()))
        return True

    def _refuse(self, role: str) -> None:
        """Say why the table's action `role` does not apply now (a key pressed for it)."""
        if role == "show_hand":
            face_up = not self._p.isHandHidden() and any(
                card is not None for card in self._p.handModels[0].cards())
            self._say(T.show_hand_refusal(face_up))
        elif role in ("go", "continue"):
            reason = self._engine.refusal(Go() if role == "go" else Continue())
            if reason:
                self._say(reason)

    def endAction(self) -> None:
        """The end panel's first button: the next game of a match (R7.3) between its
        games, else New game (`newGameRequested`: the window asks for the options).
        Nothing while the panel is not shown: a second click after Next game is no New
        game."""
        table = self._p.table()
        if table.end is None:
            return
        if table.end_action == "next_game":
            self.trigger("next_game")  # refused while the table still moves
        else:
            self._p.newGameRequested.emit()

    def showHint(self) -> None:
        """Ask the engine what the strongest computer player would do; `_on_hint` marks
        it when the answer comes. Changes nothing (U2)."""
        self._p.fastForward()  # a hint for a move still on show could uncover a hand (U3)
        if not self._p.isHandHidden():
            self._hint_asked = True
            self._engine.requestHint()

    def _on_hint(self, action) -> None:
        if not self._hint_asked or self._p.isHandHidden():
            return
        self._hint_asked = False
        cards, text = hint_preview(action)
        self._say(text)  # first: the ring's card, if hinted, is read after (play-test 32)
        self._p.setPreviews(hinted=set(cards))

    def cancelPreview(self) -> None:
        """Esc: chosen cards and the hint are put back (they were previews, U2)."""
        model = self._p.handModels[0]
        if model.flagged(CardRole.Selected) or model.flagged(CardRole.Hinted):
            self._p.setPreviews(selected=set(), hinted=set())

    def _in_play(self) -> bool:
        """The player is to play a card or say Go now (not while the computer thinks:
        a tap then is no move at all, and says nothing)."""
        return any(isinstance(a, (Play, Go)) for a in self._engine.legalActions())

    def _toggle(self, card) -> None:
        selected = set(self._p.handModels[0].flagged(CardRole.Selected))
        if card in selected:
            selected.discard(card)
        elif len(selected) < 2:
            selected.add(card)
        else:
            self._say(T.selection_refusal("full"))
        self._p.setPreviews(selected=selected, hinted=set())

    def _say(self, text: str) -> None:
        """`text` on the status bar and to a screen reader: a refusal or a hint is heard
        whichever way the move was tried (mouse, touch or keys, U6)."""
        self._p.messageShown.emit(text)
        self._p.spoken.emit(text)

    def _perform(self, action, quiet: bool = False) -> bool:
        """Hand `action` to the engine if it is legal now; else say why (unless `quiet`:
        not the player's move at all) and change nothing."""
        if action in self._engine.legalActions():
            return self._engine.perform(action)
        if not quiet:
            self._p.showRefusal(self._engine.refusal(action))
        return False

