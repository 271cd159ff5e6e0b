"""The table: a QGraphicsScene that shows the engine's game and takes the player's input.

The scene shows a position (`GameState`) through the models of `models.py`, lays
the card items out from them, and turns clicks, taps, drags and keys into actions
for the `GameEngine` (board/input.py, board/drag.py, board/focus.py). The
computer's moves arrive as steps and are paced by the `Animator`. All inputs share
one carry session and one drop routine: a rejected drop snaps back.

Two players on one device (U3): the hand of the player to act stays face down
(its items hold no card at all) until that player presses "Show my hand"; when
the turn passes to the other player a cover names who is to take the device.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ..engine import MODE_COMPUTER, GameEngine
from ..models import CardListModel, ScoreLogModel
from ..rules import (Card, CardPlayed, CountReset, CutCard, CutTied, DealerChosen, GameState,
                     GameWon, GoSaid, HandShown, Phase, Scored, StarterCut, score_hand)
from ..text import card_name, play_announcement, translate
from . import layout as L
from .animator import Animator
from .card_art import BACK_STYLES
from .card_item import CardItem
from .controls import ButtonItem, LabelItem, PanelItem, ZoneItem
from .deck import DeckItem
from .drag import Carry
from .focus import FocusRing
from .input import BoardInput
from .peg_board import PegBoardItem
from .table_layout import BoardLayout
from .texts import BoardTexts

__all__ = ["BoardScene", "PRIVATE_PHASES"]

# Pause after each of the computer's moves, in milliseconds (issue 3: about half a second).
COMPUTER_PACE_MS = 550
# Card movement time in milliseconds.
MOVE_MS = 260
# The show announces one score item every so many milliseconds.
COUNT_STEP_MS = 650
# Phases in which the player to act looks at a hand the other player must not see (U3).
PRIVATE_PHASES = (Phase.DISCARD, Phase.CUT_STARTER, Phase.PLAY)


class BoardScene(BoardTexts, BoardInput, BoardLayout, QGraphicsScene):
    """The cribbage table for one `GameEngine`.

    Signals:
        messageShown(str): a short message for the status bar (refusals, hints); an
            empty text when the last one no longer applies (a move, undo, new game).
        idle(): the board shows the engine's current state and waits for the player.
        spoken(str): something a screen reader should announce now (a card played,
            a score, the count, whose turn it is), in the current language.
        boardChanged(): the board's texts, buttons or marks changed (menus and the
            accessibility mirrors follow it).
    """

    messageShown = Signal(str)
    idle = Signal()
    spoken = Signal(str)
    boardChanged = Signal()

    def __init__(self, engine: GameEngine, parent=None) -> None:
        super().__init__(L.SCENE_RECT, parent)
        self.engine = engine
        self.animator = Animator(self)
        self.animator.idle.connect(self._on_idle)
        self.pace_ms = COMPUTER_PACE_MS
        self.move_ms = MOVE_MS
        self.names = (translate("Board", "You"), translate("Board", "Computer"))

        # Models of the displayed position (DESIGN.md: the scene lays out from them).
        self.handModels = (CardListModel(self), CardListModel(self))  # [viewer, opponent]
        self.pileModel = CardListModel(self)
        self.cribModel = CardListModel(self)
        self.showModel = CardListModel(self)
        self.scoreLog = ScoreLogModel(self)

        self._shown: GameState = engine.state
        self._viewer = 0
        self._revealed: int | None = None  # two players: the seat whose hand is shown
        self._selected: set[Card] = set()
        self._hint: set[Card] = set()
        self._announce = None  # a callable giving the latest announcement in today's language
        self._pegged = None  # (seat, score items) of the banner being built by one move
        self._show_pegs_next = False  # the next Scored is a count of the show, not a banner
        self._show_items: list = []
        self._show_cursor = 0  # how many items of the count have been announced
        self._count_timer = QTimer(self)
        self._count_timer.setInterval(COUNT_STEP_MS)
        self._count_timer.timeout.connect(self._count_next)
        self._show_title = (0, False)  # (seat, is_crib) of the count on show
        self._known: dict[Card, CardItem] = {}
        self._hidden: list[CardItem] = []
        self._art: dict = {}
        self._high_contrast = False
        self._min_target = 0.0
        self._primary_role: str | None = None
        self._touch_down = False
        self._touch_id: int | None = None
        self._touch_ended: int | None = None
        self._cut_items = (CardItem(None), CardItem(None))
        for item in self._cut_items:
            item.setVisible(False)
            item.setPos(L.CUT_POS)
            item.zone = "cut"
            self.addItem(item)
        self._cut_labels = (self._label(200, 22, 0, 0), self._label(200, 22, 0, 0))

        self.pegBoard = PegBoardItem()
        self.pegBoard.setScale(L.PEG_BOARD_SCALE)
        self.pegBoard.setPos(L.PEG_BOARD_POS)
        self.addItem(self.pegBoard)
        self.deck = DeckItem()
        self.deck.setPos(L.DECK_POS)
        self.deck.cutChosen.connect(self._on_cut)
        self.addItem(self.deck)
        self.pileZone = ZoneItem(L.PILE_RECT)
        self.addItem(self.pileZone)
        self.cribZone = ZoneItem(QRectF(0, 0, L.CARD_WIDTH, L.CARD_HEIGHT))
        self.addItem(self.cribZone)

        self.countLabel = self._label(360, 34, L.PILE_RECT.left() + 150, L.MIDDLE_Y - 100, bold=True)
        # one line, set smaller if need be: a second line would run into the prompt
        self.announceLabel = self._label(900, 34, L.CENTRE_X, L.MIDDLE_Y + 196, bold=True,
                                         colour=QColor("#ffd75e"), single_line=True)
        self.promptLabel = self._label(1000, 28, L.CENTRE_X, 660)
        self.nameLabels = (self._label(260, 26, 175, L.HAND_Y[1] + 56, bold=True),
                           self._label(260, 26, 175, L.HAND_Y[0] + 56, bold=True))
        self.cribLabel = self._label(200, 20, 0, 0)
        self.showPanel = PanelItem(QRectF(0, 0, 430, 330))
        self.showPanel.setPos(900, L.MIDDLE_Y - 95)
        self.addItem(self.showPanel)
        self.showTitle = LabelItem(400, 28, bold=True, parent=self.showPanel)
        self.showTitle.setPos(215, 14)
        self.showLines = LabelItem(390, 24, align=Qt.AlignmentFlag.AlignLeft, parent=self.showPanel)
        self.showLines.setPos(215, 60)

        self.primaryButton = ButtonItem()
        self.primaryButton.setPos(L.CENTRE_X, 745)
        self.primaryButton.clicked.connect(self._on_primary)
        self.addItem(self.primaryButton)

        # Two players on one device: the cover between turns (U3).
        self.cover = PanelItem(QRectF(-380, -150, 760, 300))
        self.cover.setPos(L.CENTRE_X, L.MIDDLE_Y + 20)  # the announcement stays readable below
        self.cover.setZValue(1400)
        self.cover.setOpaque(True)
        self.cover.setVisible(False)
        self.addItem(self.cover)
        self.coverTitle = LabelItem(720, 40, bold=True, single_line=True, parent=self.cover)
        self.coverTitle.setPos(0, -125)
        self.coverText = LabelItem(700, 26, parent=self.cover)
        self.coverText.setPos(0, -55)
        self.coverButton = ButtonItem(min_width=300, parent=self.cover)
        self.coverButton.setPos(0, 85)
        self.coverButton.clicked.connect(self.revealHand)

        self.endPanel = PanelItem(QRectF(-330, -170, 660, 340))
        self.endPanel.setPos(L.CENTRE_X, 470)
        self.endPanel.setZValue(1500)
        self.endPanel.setOpaque(True)
        self.addItem(self.endPanel)
        self.endTitle = LabelItem(620, 44, bold=True, parent=self.endPanel)
        self.endTitle.setPos(0, -150)
        self.endText = LabelItem(620, 28, parent=self.endPanel)
        self.endText.setPos(0, -80)
        self.newGameButton = ButtonItem(min_width=220, parent=self.endPanel)
        self.newGameButton.setPos(-140, 110)
        self.restartButton = ButtonItem(min_width=220, parent=self.endPanel)
        self.restartButton.setPos(140, 110)
        self.newGameButton.clicked.connect(lambda: self.engine.newGame())
        self.restartButton.clicked.connect(self.engine.restart)

        self.carry = Carry(self)
        self.focus = FocusRing(self)

        engine.stepsPerformed.connect(self._on_steps)
        engine.positionJumped.connect(self._on_jump)
        engine.actionRejected.connect(self.messageShown)
        self.retranslate()
        self._display(engine.state, (), animate=False)

    # --- construction helpers -----------------------------------------------------------

    def _label(self, width, size, x, y, bold=False, colour=QColor("#fdf8ec"),
               single_line=False) -> LabelItem:
        label = LabelItem(width, size, bold=bold, colour=colour, single_line=single_line)
        label.setPos(x, y)
        self.addItem(label)
        return label

    def retranslate(self) -> None:
        """Re-read every text in the current language."""
        self.pegBoard.setDealerText(translate("Board", "Dealer"))
        self.newGameButton.setText(translate("Board", "New game"))
        self.restartButton.setText(translate("Board", "Restart"))
        self.coverButton.setText(translate("Board", "Show my hand"))
        self.scoreLog.setPlayerNames(self.names)
        self.scoreLog.retranslate()
        self._refresh_texts()

    def setPlayerNames(self, names: tuple[str, str]) -> None:
        """The display names of seat 0 and seat 1."""
        self.names = names
        self.scoreLog.setPlayerNames(names)
        self._refresh_texts()

    def setArtOptions(self, *, four_colour: bool = False, high_contrast: bool = False,
                      style: str | None = None) -> None:
        """The deck's look for every card: four-colour suits, high contrast (low vision)
        and the back `style` (one of `card_art.BACK_STYLES`; unchanged when None).

        Raises:
            ValueError: an unknown back style.
        """
        style = self.artOptions()["style"] if style is None else style
        if style not in BACK_STYLES:
            raise ValueError(f"unknown card back style {style!r}; expected one of {BACK_STYLES}")
        self._art = {"four_colour": bool(four_colour), "high_contrast": bool(high_contrast),
                     "style": style}
        self._high_contrast = bool(high_contrast)
        for item in self.items():
            if isinstance(item, CardItem):
                item.setArtOptions(**self._art)
        self.deck.setHighContrast(high_contrast)
        self.deck.setBackStyle(style)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def artOptions(self) -> dict:
        """The options given to `setArtOptions`: ``four_colour``, ``high_contrast``, ``style``."""
        return dict(self._art) or {"four_colour": False, "high_contrast": False,
                                   "style": BACK_STYLES[0]}

    # --- background ------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        painter.fillRect(rect, QColor("#24160c"))
        if self._high_contrast:  # a flat, dark table: the cards and texts stand out most
            painter.fillRect(L.TABLE_RECT.intersected(rect), QColor("#0b2616"))
            return
        felt = QRadialGradient(L.CENTRE_X, L.MIDDLE_Y + 60, 900)
        felt.setColorAt(0.0, QColor("#2f7d4f"))
        felt.setColorAt(1.0, QColor("#164a2d"))
        painter.fillRect(L.TABLE_RECT.intersected(rect), QBrush(felt))
        rail = QLinearGradient(L.TABLE_RECT.right(), 0, L.SCENE_RECT.right(), 0)
        rail.setColorAt(0.0, QColor("#3a2414"))
        rail.setColorAt(1.0, QColor("#24160c"))
        painter.fillRect(QRectF(L.TABLE_RECT.right(), 0, L.SCENE_RECT.width() -
                                L.TABLE_RECT.width(), L.SCENE_RECT.height()).intersected(rect),
                         QBrush(rail))

    # --- engine → board ----------------------------------------------------------------------

    def _on_steps(self, steps: list) -> None:
        self._selected.clear()
        self._hint.clear()
        self.messageShown.emit("")  # a refusal or hint of the position before is stale
        pace, move = self.pace_ms, self.move_ms
        shown = []  # (state, events, pause in milliseconds) in order
        for step in steps:
            events = step.events
            if step.moment is not None:
                # the card that turns the pile over: it lands, then stays up to be read
                state, before = step.moment
                shown.append((state, before, move + 2 * pace))
                events = events[len(before):]
            slow = step.by_computer or _is_slow(events)
            shown.append((step.state, events, pace if slow else 0))
        replies_follow = self.engine.isThinking()  # they come as the next steps
        for index, (state, events, pause) in enumerate(shown):
            if index < len(shown) - 1 or replies_follow:  # something follows
                # a card lands before the next one flies; points pegged in the play
                # stay up before the reply replaces their banner
                scored = state.phase is Phase.PLAY and any(isinstance(e, Scored) for e in events)
                pause = max(pause, move + pace if scored else move)
            self.animator.enqueue(lambda animate, s=state, e=events: self._display(s, e, animate),
                                  pause)

    def _on_jump(self) -> None:
        self.animator.clear()
        self.carry.cancel()
        self._selected.clear()
        self._hint.clear()
        self._revealed = None  # U3: after undo, redo or a new game the cover goes up
        self.scoreLog.setLog(self.engine.scoreLog())
        self._announce = None
        self._sync_show(self.engine.state)
        self._display(self.engine.state, (), animate=False, speak_cover=False)  # said below
        self._on_idle()
        self.messageShown.emit("")  # nothing said of the position before applies now
        if self.isCovered():
            self.spoken.emit(self._cover_title())

    def _on_idle(self) -> None:
        self._apply_flags()  # whose turn it is (dimmed cards) is known only now
        self._refresh_texts()
        self.idle.emit()

    def isIdle(self) -> bool:
        """True when the board shows the engine's current state and nothing moves."""
        return not self.animator.isBusy() and self._shown is self.engine.state

    def shownState(self) -> GameState:
        """The position on the table now (it trails the engine while moves are paced)."""
        return self._shown

    def viewer(self) -> int:
        """The seat whose cards are shown face up at the bottom."""
        return self._viewer

    # --- two players on one device (U3) ------------------------------------------------------

    def isCovered(self) -> bool:
        """Two players: the hand of the player to act is hidden until "Show my hand"."""
        state = self._shown
        return (self.engine.mode != MODE_COMPUTER and state.phase in PRIVATE_PHASES and
                state.to_act is not None and self._revealed != state.to_act)

    def revealHand(self) -> None:
        """"Show my hand": the player to act has the device; turn their cards up."""
        if not self.isCovered() or not self.isIdle():
            return
        self._revealed = self._shown.to_act
        self._update_models(self._shown)
        self._layout(0)
        self._refresh_texts()
        self.spoken.emit(self.promptLabel.text())

    def _display(self, state: GameState, events, animate: bool, speak_cover: bool = True) -> None:
        was_covered = self.isCovered()
        self._shown = state
        if self.engine.mode != MODE_COMPUTER and state.to_act is not None:
            self._viewer = state.to_act
        self._pegged = None  # each move starts its own banner
        self._show_pegs_next = False
        for event in events:
            self._react(state, event)
        if self.isCovered() and not was_covered:
            self._selected.clear()
            self._hint.clear()
            self.messageShown.emit("")  # no hint or refusal about the hidden hand stays up
        self._update_models(state)
        self._layout(self.move_ms if animate else 0)
        self._refresh_texts()
        if self.isCovered() and not was_covered and speak_cover:
            self.spoken.emit(self._cover_title())

    def _react(self, state: GameState, event) -> None:
        announce = self._announce
        speech = self._react_to(state, event)
        if self._announce is not announce and callable(self._announce):
            self.spoken.emit(speech if speech is not None else self._announce())

    def _react_to(self, state: GameState, event) -> str | None:
        """Take in one event. Returns the text to speak for it when that differs from
        the new banner (the second part of a combined banner), else None."""
        if isinstance(event, Scored):
            self.scoreLog.append(state.hand_number, event)
            counted, self._show_pegs_next = self._show_pegs_next, False
            if not counted:  # the show's counts are listed on its panel instead
                def said(items: tuple) -> str:
                    return translate("Board", "%1: %2").replace(
                        "%1", self.names[event.seat]).replace("%2", play_announcement(items))

                items = tuple(event.score.items)
                if self._pegged is not None and self._pegged[0] == event.seat:
                    # the banner keeps what the same card scored first; a listener
                    # has heard that already
                    both = self._pegged[1] + items
                    self._pegged = (event.seat, both)
                    self._announce = lambda: said(both)
                    return said(items)
                self._pegged = (event.seat, items)
                self._announce = lambda: said(items)
        elif isinstance(event, GoSaid):
            self._announce = lambda: translate("Board", "%1: Go").replace("%1",
                                                                          self.names[event.seat])
        elif isinstance(event, CardPlayed):
            self._announce = None
            if event.seat == 0 and self.engine.mode == MODE_COMPUTER:
                text = translate("Accessible", "You play %1; count %2").replace(
                    "%1", card_name(event.card)).replace("%2", str(event.count))
            else:
                text = translate("Accessible", "%1 plays %2; count %3").replace(
                    "%1", self.names[event.seat]).replace("%2", card_name(event.card)).replace(
                    "%3", str(event.count))
            self.spoken.emit(text)
        elif isinstance(event, CountReset):
            pass
        elif isinstance(event, CutTied):
            self._announce = lambda: translate("Board", "A tie: shuffle and cut again")
        elif isinstance(event, DealerChosen):
            if event.seat == 0 and self.engine.mode == MODE_COMPUTER:
                self._announce = lambda: translate("Board", "You cut the lower card and deal first")
            elif self.engine.mode == MODE_COMPUTER:
                self._announce = lambda: translate("Board",
                                                   "The computer cut the lower card and deals first")
            else:
                self._announce = lambda: (translate("Board", "%1 cut the lower card and deals first")
                                          .replace("%1", self.names[event.seat]))
        elif isinstance(event, StarterCut):
            self._announce = lambda: translate("Board", "Starter: %1").replace(
                "%1", card_name(event.card))
        elif isinstance(event, HandShown):
            self.scoreLog.append(state.hand_number, event)
            self._show_pegs_next = event.score.total > 0  # (R5) pegged by the Scored after
            self._show_items = list(event.score.items)
            self._start_count()
            self._show_title = (event.seat, event.is_crib)
            self._announce = None
            self.spoken.emit(self._show_heading(event.seat, event.is_crib).replace(
                "%2", str(event.score.total)))
            self._speak_show_lines(0)
        elif isinstance(event, GameWon):
            self._announce = None
        elif isinstance(event, CutCard):
            pass

    def _sync_show(self, state: GameState) -> None:
        """Recount the hand on show after a jump (undo, redo, new game)."""
        self._count_timer.stop()
        counted = self._counted_cards(state)
        if state.phase is not Phase.SHOW or not counted:
            self._show_items, self._show_cursor = [], 0
            return
        is_crib = state.show_step == 2
        seat = state.pone if state.show_step == 0 else state.dealer
        score = score_hand(counted[:4], counted[4], is_crib=is_crib)
        self._show_items = list(score.items)
        self._show_cursor = len(self._show_items)
        self._show_title = (seat, is_crib)

    def _start_count(self) -> None:
        """Announce the show's items one by one, or all at once without animations."""
        self._count_timer.stop()
        if self.move_ms > 0 and self._show_items:
            self._show_cursor = 1
            self._count_timer.start()
        else:
            self._show_cursor = len(self._show_items)
        # the lines so far are announced with the heading (see `_react_to`)

    def _count_next(self) -> None:
        before = self._show_cursor
        self._show_cursor += 1
        if self._show_cursor > len(self._show_items):
            self._show_cursor = len(self._show_items)
            self._count_timer.stop()
            self._set_pegs(self._shown, self.move_ms)
        self._speak_show_lines(before)
        self._apply_flags()
        self._refresh_texts()

    def _complete_count(self) -> None:
        """Announce the rest of the show at once (any press or key does this)."""
        if self._count_timer.isActive():
            self._count_timer.stop()
            before, self._show_cursor = self._show_cursor, len(self._show_items)
            self._set_pegs(self._shown, self.move_ms)
            self._speak_show_lines(before)
            self._apply_flags()
            self._refresh_texts()

    def _speak_show_lines(self, already: int) -> None:
        """Announce the show's lines from number `already` on (those on the panel now)."""
        for line in self._show_lines()[already:]:
            self.spoken.emit(line)

    def isCounting(self) -> bool:
        """True while the show is still announcing items one by one."""
        return self._count_timer.isActive()

    # --- after every change -------------------------------------------------------------------

    def _after_texts(self) -> None:
        """Every text is set: keyboard focus and listeners follow."""
        if hasattr(self, "focus"):
            self.focus.refresh()
            self.boardChanged.emit()

    def cardItemAt(self, pos: QPointF) -> CardItem | None:
        """The topmost card item under scene position `pos`, if any."""
        for item in self.items(pos):
            if isinstance(item, CardItem):
                return item
        return None

    def cardItem(self, card: Card) -> CardItem | None:
        """The item showing `card` face up or known, if it is on the table."""
        return self._known.get(card)

    def cardItems(self) -> list[CardItem]:
        """Every card item on the table (face up or down)."""
        return [item for item in self.items() if isinstance(item, CardItem)]

    # --- keyboard focus -------------------------------------------------------------------------

    def decisionKey(self) -> tuple:
        """What the player is deciding now; when it changes, the focus ring starts over."""
        state = self._shown
        return (state.phase, state.to_act, state.hand_number, state.show_step, state.cut_round,
                len(state.played), self.isCovered(), self.isIdle(), self._primary_role)

    def defaultFocus(self) -> tuple[str | None, int]:
        """The natural keyboard target: (area, index) (see board/focus.py)."""
        state = self._shown
        if self.endPanel.isVisible() or self.cover.isVisible():
            return "buttons", 0
        if self.deck.isSpread():
            return "deck", 0
        if self._primary_role in ("go", "continue"):
            return "buttons", 0
        hand = self.focusTargets("hand")
        if state.phase is Phase.PLAY and hand:
            for index, target in enumerate(hand):
                if not target.item.isDimmed():
                    return "hand", index
        if hand:
            return "hand", 0
        return None, 0


def _is_slow(events) -> bool:
    """Moves a person should see for a moment even when they made them: the cuts."""
    return any(isinstance(e, (DealerChosen, CutTied, StarterCut)) for e in events)


