"""The table: a QGraphicsScene that draws the presenter's models and emits intents.

The scene knows cards, places and pixels, never the game: `BoardPresenter`
(presenter.py) says what is on the table, what each text reads and what a gesture
means. Every input (mouse, touch, keys: scene_input.py) goes through one carry
session (carry.py) and ends in `tapTarget` or `dropCard` here, which hand the intent
to the presenter; a refused drop springs back. While a card is carried, only the
places that would take it light up (asked of the presenter).

Two players on one device (U3): the hand of the player to act lies face down (its
items hold no card at all) until that player presses "Show my hand".
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene

from . import geometry as L
from . import table_texts as T
from .animator import AnimationSet
from .button_item import ButtonItem
from .card_art import BACK_STYLES, CARD_HEIGHT, CARD_WIDTH
from .card_item import CardItem
from .carry import Carry, Target, at_least
from .deck import DeckItem
from .felt import paint_table
from .focus import FocusRing
from .label_item import LabelItem
from .painted_widgets import PanelItem, ZoneItem
from .peg_board import PegBoardItem
from .placement import CardPlacer
from .presenter import BoardPresenter
from .scene_input import SceneInput
from .table_drawing import (COVER_RECT, END_PANEL_RECT, END_TEXT_Y, END_Y, PROMPT_Y, SHOW_POS,
                            SHOW_RECT, TableDrawing, end_buttons)
from .targets import default_focus, focus_targets, hit_targets

__all__ = ["BoardScene", "MOVE_MS"]

# Card movement time in milliseconds.
MOVE_MS = 260
_TEXT = QColor("#fdf8ec")


class BoardScene(TableDrawing, QGraphicsScene):
    """The cribbage table for one `BoardPresenter`.

    Attributes:
        presenter: the presenter drawn.
        move_ms: how long a card takes to move, in milliseconds (0: at once).
        animations: every running card and peg animation (`AnimationSet`).

    Signals:
        boardChanged(): a text, button or mark changed (menus and the accessibility
            mirrors follow it).
        artChanged(): the deck's look changed (`setArtOptions`).
    """

    boardChanged = Signal()
    artChanged = Signal()
    input: SceneInput | None = None  # set last in __init__: Qt sends events before that

    def __init__(self, presenter: BoardPresenter, parent=None) -> None:
        super().__init__(L.SCENE_RECT, parent)
        self.presenter = presenter
        self.move_ms = MOVE_MS
        self.animations = AnimationSet(self)
        presenter.pacer.setAnimations(self.animations)
        self.animations.idle.connect(self._on_landed)
        self._high_contrast = False
        self._min_target = 0.0
        self._rail_offset = 0.0
        self.cards = CardPlacer(self, presenter)
        self._cut_items = (CardItem(None), CardItem(None))
        for item in self._cut_items:
            item.setVisible(False)
            item.setPos(L.CUT_POS)
            item.zone = "cut"
            item.setAnimations(self.animations)
            self.addItem(item)
        self._cut_labels = (self._label(200, 22, 0, 0), self._label(200, 22, 0, 0))
        self.pegBoard = self._add(PegBoardItem(), L.PEG_BOARD_POS)
        self.pegBoard.setScale(L.PEG_BOARD_SCALE)
        self.pegBoard.setAnimations(self.animations)
        self.deck = self._add(DeckItem(), L.DECK_POS)
        self.deck.cutChosen.connect(presenter.intents.cutAt)
        self.pileZone = self._add(ZoneItem(L.PILE_RECT), QPointF())
        self.cribZone = self._add(ZoneItem(QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT)), QPointF())
        self.countLabel = self._label(360, 34, L.PILE_RECT.left() + 150, L.MIDDLE_Y - 100,
                                      bold=True)
        # one line, set smaller if need be: a second line would run into the prompt
        self.announceLabel = self._label(900, 34, L.CENTRE_X, L.MIDDLE_Y + 196, bold=True,
                                         colour=QColor("#ffd75e"), single_line=True)
        self.promptLabel = self._label(1000, 28, L.CENTRE_X, PROMPT_Y)
        self.nameLabels = (self._label(260, 26, 175, L.HAND_Y[1] + 56, bold=True),
                           self._label(260, 26, 175, L.HAND_Y[0] + 56, bold=True))
        # under the computer's name, small: its level (play-test 32 item 2)
        self.levelLabel = self._label(260, 19, 175, L.HAND_Y[0] + 88)
        self.cribLabel = self._label(200, 20, 0, 0)
        # as wide as the card and a little more: wider, it would reach under the play's
        # frame and, with two players, under the cover (from x 301); a long name wraps
        self.starterLabel = self._label(140, 20, L.STARTER_POS.x() + CARD_WIDTH / 2,
                                        L.STARTER_POS.y() + CARD_HEIGHT + 6)
        self.showPanel = self._add(PanelItem(QRectF(SHOW_RECT)), SHOW_POS)
        middle = SHOW_RECT.center().x()  # the title 15 units in from each side, the lines 20
        self.showTitle = self._child(LabelItem(SHOW_RECT.width() - 30, 28, bold=True,
                                               parent=self.showPanel), middle, 14)
        # below the title, however high (_fit_show_panel)
        self.showLines = self._child(LabelItem(SHOW_RECT.width() - 40, 24,
                                               align=Qt.AlignmentFlag.AlignLeft,
                                               parent=self.showPanel), middle, 60)
        self.primaryButton = self._add(ButtonItem(), QPointF(L.CENTRE_X, 745))
        self.primaryButton.clicked.connect(lambda: presenter.intents.trigger(presenter.primaryRole()))
        # two players on one device: the cover between turns (U3); the banner stays
        # readable below it
        self.cover = self._panel(QRectF(COVER_RECT), L.MIDDLE_Y + 20, 1400)
        self.coverTitle = self._child(LabelItem(720, 40, bold=True, single_line=True,
                                                parent=self.cover), 0, -125)
        self.coverText = self._child(LabelItem(700, 26, parent=self.cover), 0, -55)
        self.coverButton = self._child(ButtonItem(min_width=300, parent=self.cover), 0, 85)
        self.coverButton.clicked.connect(presenter.revealHand)
        # the end of the game: a strip between the count (the show's cards and panel)
        # and the viewer's hand, so the count that won and the last hands stay in sight
        self.endPanel = self._panel(QRectF(END_PANEL_RECT), END_Y, 1500)
        self.endTitle = self._child(LabelItem(440, 40, bold=True, single_line=True,
                                              parent=self.endPanel), -235, -65)
        self.endText = self._child(LabelItem(440, 26, parent=self.endPanel), -235, END_TEXT_Y)
        self.newGameButton, self.restartButton, self.reviewButton = end_buttons(self.endPanel)
        self.newGameButton.clicked.connect(presenter.intents.endAction)  # or Next game (R7.3)
        self.restartButton.clicked.connect(presenter.restartRequested)
        self.reviewButton.clicked.connect(presenter.reviewRequested)  # the coach (issue 19)

        self.carry = Carry(self)
        self.focus = FocusRing(self)
        self.input = SceneInput(self)
        presenter.layoutChanged.connect(self._on_layout)
        presenter.textsChanged.connect(self._on_texts)
        presenter.previewChanged.connect(self.focus.moved)
        self.retranslate()
        self._on_layout(False)

    # --- construction helpers -----------------------------------------------------------

    def _add(self, item, pos: QPointF):
        item.setPos(pos)
        self.addItem(item)
        return item

    @staticmethod
    def _child(item, x: float, y: float):
        item.setPos(x, y)
        return item

    def _panel(self, rect: QRectF, y: float, z: float) -> PanelItem:
        panel = self._add(PanelItem(rect), QPointF(L.CENTRE_X, y))
        panel.setZValue(z)
        panel.setOpaque(True)
        panel.setVisible(False)
        return panel

    def _label(self, width, size, x, y, bold=False, colour=_TEXT, single_line=False) -> LabelItem:
        return self._add(LabelItem(width, size, bold=bold, colour=colour,
                                   single_line=single_line), QPointF(x, y))

    def retranslate(self) -> None:
        """Re-read every text in the current language."""
        self.pegBoard.setDealerText(T.dealer_badge())
        self.restartButton.setText(T.button_text("restart"))
        self.reviewButton.setText(T.button_text("review"))
        self.coverButton.setText(T.button_text("show_hand"))
        self.presenter.retranslate()

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
        self.cards.art = {"four_colour": bool(four_colour),
                          "high_contrast": bool(high_contrast), "style": style}
        self._high_contrast = bool(high_contrast)
        for item in self.cardItems():
            item.setArtOptions(**self.cards.art)
        self.deck.setHighContrast(high_contrast)
        self.deck.setBackStyle(style)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        for view in self.views():  # the felt past the scene's rect, in the view's cache too
            view.resetCachedContent()
        self.artChanged.emit()

    def artOptions(self) -> dict:
        """The options given to `setArtOptions`: ``four_colour``, ``high_contrast``, ``style``."""
        return dict(self.cards.art) or {"four_colour": False, "high_contrast": False,
                                        "style": BACK_STYLES[0]}

    def railOffset(self) -> float:
        """How far right of its place in the scene's rect the rail and the peg board lie,
        in scene units (`setRailOffset`)."""
        return self._rail_offset

    def setRailOffset(self, offset: float) -> None:
        """Move the peg board's rail (felt.rail_rect) and the board in it `offset` scene
        units right of their places in the scene's rect (0 or more). The view sets it to
        the felt it shows right of the scene on a wide window (1366 x 768: 185 units), so
        the rail sits at its right edge and the table's felt, `TABLE_RECT` and the view's
        as much on its left, is as wide each side of the cards (there were 128 pixels of
        empty felt right of the rail at 1366 x 768)."""
        offset = max(0.0, float(offset))
        if offset == self._rail_offset:
            return
        self._rail_offset = offset
        self.pegBoard.setPos(L.PEG_BOARD_POS + QPointF(offset, 0))
        self.invalidate(QRectF(), QGraphicsScene.SceneLayer.BackgroundLayer)
        for view in self.views():  # the felt past the scene's rect, in the view's cache too
            view.resetCachedContent()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        paint_table(painter, rect, self._high_contrast, self._rail_offset)

    # --- the table's items ------------------------------------------------------------

    def cardItem(self, card) -> CardItem | None:
        """The item showing `card` face up or known, if it is on the table."""
        return self.cards.item(card)

    def cardItems(self) -> list[CardItem]:
        """Every card item on the table (face up or down)."""
        return [item for item in self.items() if isinstance(item, CardItem)]

    def isSettled(self) -> bool:
        """The table shows the engine's position and nothing on it moves."""
        return self.presenter.isIdle() and not self.animations.isBusy()

    # --- targets ----------------------------------------------------------------------------

    def viewScale(self) -> float:
        """View pixels per scene unit (1 without a view)."""
        views = self.views()
        return views[0].transform().m11() if views else 1.0

    def minimumTarget(self) -> float:
        """The smallest hit target, in scene units (about 9 mm on screen)."""
        return self._min_target

    def setMinimumTarget(self, size: float) -> None:
        """Keep every hit target at least `size` scene units wide and high (the view
        sets this from its scale and the screen's DPI, see `BoardView`)."""
        size = max(0.0, float(size))
        if abs(size - self._min_target) < 0.01:
            return
        step = self.handStep()
        self._min_target = size
        for button in (self.primaryButton, self.coverButton, self.newGameButton,
                       self.restartButton, self.reviewButton):
            button.setMinimumTarget(size)
        self._fit_to_target()  # the prompt and the end panel's rows make room
        if self.handStep() != step:  # the hand spreads out (or closes up) at once
            self.cards.place(0)
        self.focus.refresh()
        self.boardChanged.emit()

    def handStep(self) -> float:
        """Distance between the cards of the viewer's hand: wide enough that each card's
        hit target stays the minimum size."""
        return max(L.HAND_STEP, self._min_target + 4.0)

    def hitTargets(self) -> list[Target]:
        """Everything that takes a tap now, topmost first, with its hit rectangle."""
        return hit_targets(self)

    def focusTargets(self, area: str | None) -> list[Target]:
        """The targets of one keyboard area, in reading order (see board/focus.py)."""
        return focus_targets(self, area)

    def decisionKey(self) -> tuple:
        """What the player is deciding now; when it changes, the focus ring starts over."""
        return self.presenter.decisionKey()

    def defaultFocus(self) -> tuple[str | None, int]:
        """The natural keyboard target: (area, index) (see board/focus.py)."""
        return default_focus(self)

    def dropZoneAt(self, point: QPointF) -> str | None:
        """Which place a card let go at `point` is over: "pile" (the play area,
        `geometry.PILE_RECT`, as lit while a card is carried), "crib", "table" (the felt
        above the hand) or None."""
        crib = self.cribZone
        if self.cribZone.isVisible() and at_least(crib.mapRectToScene(crib.rect()),
                                                  self._min_target).contains(point):
            return "crib"
        pile = self.pileZone  # the frame lit is the place itself: they cannot drift apart
        if pile.mapRectToScene(pile.rect()).contains(point):
            return "pile"
        return "table" if point.y() < L.HAND_Y[1] - 40 else None

    def showDropTarget(self, card, zone: str | None) -> None:
        """Light `zone` ("pile" or "crib") if it would take `card` (asked of the
        presenter), and no other place; None: none."""
        accepts = card is not None and self.presenter.intents.accepts(card, zone)
        self.pileZone.setDropTarget(accepts and zone == "pile")
        self.cribZone.setDropTarget(accepts and zone == "crib")

    # --- what taps and drops do -------------------------------------------------------------

    def tapTarget(self, target: Target) -> None:
        """A tap, click, Enter or mirror-button press on `target`: the one place where
        a tap becomes an intent."""
        self.presenter.fastForward()
        if target.kind == "button":
            target.item.click()
        elif target.kind == "deck":
            depth = target.item.cutDepth()
            if depth is not None:
                self.presenter.intents.cutAt(depth)
        elif target.kind == "card":
            self.presenter.intents.tapCard(target.item.card())
        elif target.kind == "crib":
            self.presenter.intents.toCrib()
        elif target.kind == "pile":
            self.presenter.spoken.emit(self.pileName())

    def dropCard(self, card, point: QPointF) -> None:
        """The one drop routine: `card` let go at `point`; a refused drop springs back."""
        self.showDropTarget(None, None)
        if not self.presenter.intents.dropCard(card, self.dropZoneAt(point)):
            self.snapBack()

    def snapBack(self) -> None:
        """Send every card back to its place."""
        self.showDropTarget(None, None)
        self.cards.place(self.move_ms)

    def cancelInput(self) -> None:
        """Esc: drop what is carried and put chosen cards back (U2: they were a preview)."""
        self.carry.cancel()
        self.presenter.intents.cancelPreview()

    # --- events ---------------------------------------------------------------------------

    def event(self, event) -> bool:
        if self.input is not None and self.input.handle(event):
            return True
        return super().event(event)
