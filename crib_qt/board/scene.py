"""The table: a QGraphicsScene that shows the engine's game and takes the player's input.

The scene shows a position (`GameState`) through the models of `models.py`, lays
the card items out from them, and turns clicks, taps and drags into actions for
the `GameEngine`. The computer's moves arrive as steps and are paced by the
`Animator`. All inputs share one drop routine (`_drop`): a rejected drop snaps back.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QLinearGradient, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ..engine import MODE_COMPUTER, GameEngine
from ..models import CardListModel, CardRole, ScoreLogModel
from ..rules import (Card, CardPlayed, Continue, CountReset, CutCard, CutForDeal, CutStarter,
                     CutTied, DealerChosen, Discard, GameState, GameWon, Go, GoSaid, HandShown,
                     Phase, Play, Scored, StarterCut, score_hand)
from ..rules.deck import cut_depths
from ..rules.state import series_numbers
from ..text import card_name, play_announcement, show_announcement, translate
from . import layout as L
from .animator import Animator
from .card_item import CardItem
from .controls import ButtonItem, LabelItem, PanelItem
from .deck import DeckItem
from .peg_board import PegBoardItem

__all__ = ["BoardScene"]

#: Pause after each of the computer's moves, in milliseconds (issue 3: about half a second).
COMPUTER_PACE_MS = 550
#: Card movement time in milliseconds.
MOVE_MS = 260
#: The show announces one score item every so many milliseconds.
COUNT_STEP_MS = 650


class BoardScene(QGraphicsScene):
    """The cribbage table for one `GameEngine`.

    Signals:
        messageShown(str): a short message for the status bar (refusals, hints).
        idle(): the board shows the engine's current state and waits for the player.
    """

    messageShown = Signal(str)
    idle = Signal()

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
        self._selected: set[Card] = set()
        self._hint: set[Card] = set()
        self._announce = None  # a callable giving the latest announcement in today's language
        self._show_items: list = []
        self._show_cursor = 0  # how many items of the count have been announced
        self._count_timer = QTimer(self)
        self._count_timer.setInterval(COUNT_STEP_MS)
        self._count_timer.timeout.connect(self._count_next)
        self._show_title = (0, False, 0)  # (seat, is_crib, points) of the count on show
        self._known: dict[Card, CardItem] = {}
        self._hidden: list[CardItem] = []
        self._cut_items = (CardItem(None), CardItem(None))
        for item in self._cut_items:
            item.setVisible(False)
            item.setPos(L.CUT_POS)
            item.zone = "cut"
            self.addItem(item)
        self._cut_labels = (self._label(200, 22, 0, 0), self._label(200, 22, 0, 0))
        self._press: tuple[CardItem, QPointF] | None = None
        self._dragging = False

        self.pegBoard = PegBoardItem()
        self.pegBoard.setScale(L.PEG_BOARD_SCALE)
        self.pegBoard.setPos(L.PEG_BOARD_POS)
        self.addItem(self.pegBoard)
        self.deck = DeckItem()
        self.deck.setPos(L.DECK_POS)
        self.deck.cutChosen.connect(self._on_cut)
        self.addItem(self.deck)

        self.countLabel = self._label(360, 34, L.PILE_RECT.left() + 150, L.MIDDLE_Y - 100, bold=True)
        self.announceLabel = self._label(900, 34, L.CENTRE_X, L.MIDDLE_Y + 196, bold=True,
                                         colour=QColor("#ffd75e"))
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

        engine.stepsPerformed.connect(self._on_steps)
        engine.positionJumped.connect(self._on_jump)
        engine.actionRejected.connect(self.messageShown)
        self.retranslate()
        self._display(engine.state, (), animate=False)

    # --- construction helpers -----------------------------------------------------------

    def _label(self, width, size, x, y, bold=False, colour=QColor("#fdf8ec")) -> LabelItem:
        label = LabelItem(width, size, bold=bold, colour=colour)
        label.setPos(x, y)
        self.addItem(label)
        return label

    def retranslate(self) -> None:
        """Re-read every text in the current language."""
        self.pegBoard.setDealerText(translate("Board", "Dealer"))
        self.newGameButton.setText(translate("Board", "New game"))
        self.restartButton.setText(translate("Board", "Restart"))
        self.scoreLog.setPlayerNames(self.names)
        self.scoreLog.retranslate()
        self._refresh_texts()

    def setPlayerNames(self, names: tuple[str, str]) -> None:
        """The display names of seat 0 and seat 1."""
        self.names = names
        self.scoreLog.setPlayerNames(names)
        self._refresh_texts()

    # --- background ------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        felt = QRadialGradient(L.CENTRE_X, L.MIDDLE_Y + 60, 900)
        felt.setColorAt(0.0, QColor("#2f7d4f"))
        felt.setColorAt(1.0, QColor("#164a2d"))
        painter.fillRect(rect, QColor("#24160c"))
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
        for step in steps:
            pause = self.pace_ms if step.by_computer or _is_slow(step) else 0
            self.animator.enqueue(lambda animate, s=step: self._display(s.state, s.events,
                                                                        animate), pause)

    def _on_jump(self) -> None:
        self.animator.clear()
        self._selected.clear()
        self._hint.clear()
        self.scoreLog.setLog(self.engine.scoreLog())
        self._announce = None
        self._sync_show(self.engine.state)
        self._display(self.engine.state, (), animate=False)
        self._on_idle()

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

    def _display(self, state: GameState, events, animate: bool) -> None:
        self._shown = state
        if self.engine.mode != MODE_COMPUTER and state.to_act is not None:
            self._viewer = state.to_act
        for event in events:
            self._react(state, event)
        self._update_models(state)
        self._layout(self.move_ms if animate else 0)
        self._refresh_texts()

    def _react(self, state: GameState, event) -> None:
        if isinstance(event, Scored):
            self.scoreLog.append(state.hand_number, event)
            if state.phase is not Phase.SHOW or event.score.items[0].kind.value in (
                    "go", "last_card", "his_heels"):
                self._announce = lambda: translate("Board", "%1: %2").replace(
                    "%1", self.names[event.seat]).replace("%2", play_announcement(event.score.items))
        elif isinstance(event, GoSaid):
            self._announce = lambda: translate("Board", "%1: Go").replace("%1",
                                                                          self.names[event.seat])
        elif isinstance(event, CardPlayed):
            self._announce = None
        elif isinstance(event, CountReset):
            pass
        elif isinstance(event, CutTied):
            self._announce = lambda: translate("Board", "A tie: shuffle and cut again")
        elif isinstance(event, DealerChosen):
            if event.seat == 0 and self.engine.mode == MODE_COMPUTER:
                self._announce = lambda: translate("Board", "You cut the lower card and deal first")
            else:
                self._announce = lambda: (translate("Board", "%1 cut the lower card and deals first")
                                          .replace("%1", self.names[event.seat]))
        elif isinstance(event, StarterCut):
            self._announce = lambda: translate("Board", "Starter: %1").replace(
                "%1", card_name(event.card))
        elif isinstance(event, HandShown):
            self.scoreLog.append(state.hand_number, event)
            self._show_items = list(event.score.items)
            self._start_count()
            self._show_title = (event.seat, event.is_crib, event.score.total)
            self._announce = None
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
        self._show_title = (seat, is_crib, score.total)

    def _show_heading(self, seat: int, is_crib: bool) -> str:
        """"Your hand: %2", "Computer's crib: %2", or with a player's name (%1)."""
        if self.engine.mode == MODE_COMPUTER:
            if seat == 0:
                return translate("Board", "Your crib: %2") if is_crib else translate("Board", "Your hand: %2")
            return (translate("Board", "Computer's crib: %2") if is_crib
                    else translate("Board", "Computer's hand: %2"))
        text = translate("Board", "%1's crib: %2") if is_crib else translate("Board", "%1's hand: %2")
        return text.replace("%1", self.names[seat])

    # --- models -------------------------------------------------------------------------------

    def _update_models(self, state: GameState) -> None:
        me = self._viewer
        view = state.view(me)
        opp = 1 - me
        if state.phase is Phase.SHOW:
            mine, theirs = view.kept, view.shown_hands[opp]
            if theirs is None:  # not counted yet: their four cards lie face down
                theirs_hidden = len(state.kept[opp])
        else:
            mine, theirs = view.hand, None
            theirs_hidden = view.opponent_hand_size
        playable = set(state.playable(me)) if (state.phase is Phase.PLAY and
                                               state.to_act == me) else set()
        if state.phase is Phase.DISCARD and state.to_act == me:
            playable = set(view.hand)
        self._selected &= set(mine)
        self.handModels[0].setCards(mine, playable=playable, selected=self._selected,
                                    hinted=self._hint, highlighted=self._highlight_cards())
        if theirs is not None:
            self.handModels[1].setCards(theirs, highlighted=self._highlight_cards())
        else:
            self.handModels[1].setCards([None] * theirs_hidden, face_up=False)
        series_start = len(state.played) - len(state.series)
        self.pileModel.setCards([c for _, c in state.played], owners=[s for s, _ in state.played],
                                current=[c for _, c in state.played[series_start:]])
        if view.shown_crib is not None:
            self.cribModel.setCards(view.shown_crib, highlighted=self._highlight_cards())
        else:
            self.cribModel.setCards([None] * view.crib_size, face_up=False)

    def _highlight_cards(self) -> list[Card]:
        return []

    # --- layout ---------------------------------------------------------------------------------

    def _layout(self, duration: int) -> None:
        state = self._shown
        me = self._viewer
        slots: list[tuple[Card | None, bool, QPointF, float, str]] = []  # card, face, pos, z, zone
        show = state.phase is Phase.SHOW or (state.phase is Phase.GAME_OVER and state.show_step >= 0)
        counting = self._counted_cards(state) if show else ()

        hand = self.handModels[0].cards()
        for i, pos in enumerate(L.hand_positions(len(hand), bottom=True)):
            if hand[i] not in counting:
                slots.append((hand[i], True, pos, 200 + i, "mine"))
        theirs = self.handModels[1].cards()
        for i, pos in enumerate(L.hand_positions(len(theirs), bottom=False)):
            if theirs[i] is None or theirs[i] not in counting:
                slots.append((theirs[i], theirs[i] is not None, pos, 100 + i, "theirs"))

        played = state.played
        series_of = series_numbers(played)
        if not show:
            for i, pos in enumerate(L.pile_positions([(s, series_of[i]) for i, (s, _) in
                                                      enumerate(played)], me)):
                slots.append((played[i][1], True, pos, 300 + i, "pile"))

        dealer_is_me = state.dealer == me
        crib = self.cribModel.cards()
        for i, card in enumerate(crib):
            if card is None or card not in counting:
                pos = L.crib_pos(dealer_is_me) + QPointF(i * 3.0, -i * 3.0)
                slots.append((card, card is not None, pos, 50 + i, "crib"))

        if counting:
            for i, pos in enumerate(L.show_positions(len(counting))):
                slots.append((counting[i], True, pos, 400 + i, "show"))
        elif state.starter is not None:
            slots.append((state.starter, True, L.STARTER_POS, 60, "starter"))

        cutting = self._human_cut_depths(state)
        self._reconcile(slots, duration)
        self._layout_deal_cuts(state, duration)

        # the deck: a stack, or a spread while the human cuts
        if cutting is not None:
            self.deck.setCount(52 - (state.to_act == 1) if state.phase is Phase.CUT_FOR_DEAL
                               else len(state.stock))
            self.deck.setPos(L.CUT_POS)
            if not self.deck.isSpread():
                self.deck.setCutting(cutting)
        else:
            self.deck.setCutting(None)
            self.deck.setPos(L.DECK_POS)
            self.deck.setCount(len(state.stock) if state.hand_number else
                               (52 if state.phase is Phase.CUT_FOR_DEAL else 0))

        for seat in (0, 1):
            self.pegBoard.setPegs(seat, state.scores[seat], state.back_pegs[seat], duration * 2)
        self.pegBoard.setDealer(state.dealer)

    def _layout_deal_cuts(self, state: GameState, duration: int) -> None:
        """The cards turned in the cut for first dealer, shown until the first discard.
        They have their own items: the deck is shuffled again for the deal, so the same
        card can also be dealt (R2, R3.1)."""
        visible = state.phase is Phase.CUT_FOR_DEAL or (
            state.hand_number == 1 and state.phase is Phase.DISCARD and not any(state.discards))
        for seat, item in enumerate(self._cut_items):
            card = state.deal_cuts[seat] if visible else None
            item.setVisible(card is not None)
            label = self._cut_labels[seat]
            label.setText(self.names[seat] if card is not None else "")
            if card is None:
                continue
            item.setCard(card)
            item.setFaceUp(True)
            x = L.CENTRE_X - 140 if seat == self._viewer else L.CENTRE_X + 40
            y = L.MIDDLE_Y + (190 if state.phase is Phase.CUT_FOR_DEAL else 0)
            item.setStackOrder(500 + seat)
            item.moveTo(QPointF(x, y), duration)
            label.setPos(x + L.CARD_WIDTH / 2, y + L.CARD_HEIGHT + 8)

    def _counted_cards(self, state: GameState) -> tuple[Card, ...]:
        if state.show_step < 0 or state.starter is None:
            return ()
        if state.show_step == 2:
            return state.crib + (state.starter,)
        seat = state.pone if state.show_step == 0 else state.dealer
        return state.kept[seat] + (state.starter,)

    def _human_cut_depths(self, state: GameState) -> range | None:
        if self.engine.humanSeat() is None or state is not self.engine.state:
            return None
        if state.to_act != self.engine.humanSeat() and self.engine.mode == MODE_COMPUTER:
            return None
        if state.phase is Phase.CUT_FOR_DEAL:
            return cut_depths(52 - (state.to_act == 1))
        if state.phase is Phase.CUT_STARTER:
            return cut_depths(len(state.stock))
        return None

    def _reconcile(self, slots, duration: int) -> None:
        """Move card items to `slots`, reusing the item already showing each card, so a
        card slides from where it was (a hidden card of the opponent becomes the
        card they play; a discard turns face down on its way to the crib)."""
        known, hidden = self._known, self._hidden
        new_known: dict[Card, CardItem] = {}
        new_hidden: list[CardItem] = []
        placements: list[tuple[CardItem, bool, QPointF, float]] = []
        pending_hidden = []
        for card, face, pos, z, zone in slots:
            if card is None:
                pending_hidden.append((pos, z, zone))
                continue
            item = known.pop(card, None)
            if item is None:
                item = self._take_hidden(hidden, "theirs" if zone in ("pile", "show", "theirs")
                                         else "crib") or self._new_item()
            item.setCard(card)
            new_known[card] = item
            placements.append((item, face, pos, z))
        leftovers = list(known.values())
        for pos, z, zone in pending_hidden:
            item = (self._take_hidden(hidden, zone) or (leftovers.pop() if leftovers else None)
                    or self._take_hidden(hidden, None) or self._new_item())
            item.setCard(None)
            item.zone = zone
            new_hidden.append(item)
            placements.append((item, False, pos, z))
        for item in leftovers + hidden:
            self.removeItem(item)
        for card, face, pos, z, zone in slots:
            if card is not None:
                new_known[card].zone = zone
        for item, face, pos, z in placements:
            item.setFaceUp(face)
            item.setStackOrder(z)
            if item.pos() != pos:
                item.moveTo(pos, duration)
        self._known, self._hidden = new_known, new_hidden
        self._apply_flags()

    def _take_hidden(self, pool: list[CardItem], zone: str | None) -> CardItem | None:
        for i, item in enumerate(pool):
            if zone is None or getattr(item, "zone", None) == zone:
                return pool.pop(i)
        return None

    def _new_item(self) -> CardItem:
        item = CardItem(None, False)
        item.setPos(L.DECK_POS)
        self.addItem(item)
        return item

    def _apply_flags(self) -> None:
        model = self.handModels[0]
        flags = {role: set(model.flagged(role)) for role in
                 (CardRole.Selected, CardRole.Hinted, CardRole.Playable)}
        state = self._shown
        my_turn = self.isIdle() and state.to_act is not None and \
            self.engine.humanSeat() == state.to_act
        counting_phase = state.phase in (Phase.SHOW, Phase.GAME_OVER)
        highlight = set(self._current_highlight())
        for item in self._hidden:  # a face-down card never keeps a face-up card's marks
            item.setSelected(False)
            item.setHinted(False)
            item.setDimmed(False)
            item.setHighlighted(False)
            item.setOpacity(1.0)
        for card, item in self._known.items():
            in_hand = item.zone == "mine"
            item.setSelected(in_hand and card in flags[CardRole.Selected])
            item.setHinted(card in flags[CardRole.Hinted] or card in self._hint)
            item.setDimmed(in_hand and my_turn and state.phase is Phase.PLAY and
                           card not in flags[CardRole.Playable])
            item.setHighlighted(counting_phase and card in highlight)
            current = item.zone != "pile" or card in self.pileModel.flagged(CardRole.Current)
            item.setOpacity(1.0 if current else 0.55)

    def _current_highlight(self) -> list[Card]:
        """The cards of the score item being announced; all counted cards once done."""
        if 0 < self._show_cursor <= len(self._show_items) and self._count_timer.isActive():
            return list(self._show_items[self._show_cursor - 1].cards)
        return [c for item in self._show_items for c in item.cards]

    def _start_count(self) -> None:
        """Announce the show's items one by one, or all at once without animations."""
        self._count_timer.stop()
        if self.move_ms > 0 and self._show_items:
            self._show_cursor = 1
            self._count_timer.start()
        else:
            self._show_cursor = len(self._show_items)

    def _count_next(self) -> None:
        self._show_cursor += 1
        if self._show_cursor > len(self._show_items):
            self._show_cursor = len(self._show_items)
            self._count_timer.stop()
        self._apply_flags()
        self._refresh_texts()

    def isCounting(self) -> bool:
        """True while the show is still announcing items one by one."""
        return self._count_timer.isActive()

    # --- texts and buttons --------------------------------------------------------------------

    def _refresh_texts(self) -> None:
        state = self._shown
        me = self._viewer
        idle = self.isIdle()
        self.nameLabels[0].setText(self.names[me])
        self.nameLabels[1].setText(self.names[1 - me])
        for seat in (0, 1):
            self.pegBoard.setPlayerName(seat, self.names[seat])
        self.countLabel.setText(translate("Board", "Count: %1").replace("%1", str(state.count))
                                if state.phase is Phase.PLAY else "")
        self.announceLabel.setText(self._announce() if callable(self._announce) else "")
        crib_size = len(state.discards[0]) + len(state.discards[1])
        if state.dealer is not None and crib_size and state.show_step < 2:
            mine = state.dealer == me
            if self.engine.mode == MODE_COMPUTER:
                self.cribLabel.setText(translate("Board", "Your crib") if state.dealer == 0
                                       else translate("Board", "Computer's crib"))
            else:
                self.cribLabel.setText(translate("Board", "%1's crib").replace(
                    "%1", self.names[state.dealer]))
            below = L.crib_pos(mine) + QPointF(L.CARD_WIDTH / 2 + 4, L.CARD_HEIGHT + 6)
            self.cribLabel.setPos(below)
        else:
            self.cribLabel.setText("")
        prompt, button = self._prompt(state, idle)
        self.promptLabel.setText(prompt)
        self.primaryButton.setVisible(button is not None)
        if button is not None:
            self.primaryButton.setText(button)
            self.primaryButton.setEnabled(idle and (state.phase is not Phase.DISCARD or
                                                    len(self._selected) == 2))
        in_show = state.phase is Phase.SHOW
        self.showPanel.setVisible(bool(in_show))
        if in_show:
            seat, is_crib, points = self._show_title
            self.showTitle.setText(self._show_heading(seat, is_crib).replace("%2", str(points)))
            lines, total = [], 0
            for item in self._show_items[:self._show_cursor]:
                total += item.points
                lines.append(show_announcement(item, total))
            self.showLines.setText("\n".join(lines) if lines else translate("Board", "Nineteen: nothing"))
        over = state.phase is Phase.GAME_OVER and idle
        self.endPanel.setVisible(over)
        if over:
            self._end_texts(state)

    def _prompt(self, state: GameState, idle: bool) -> tuple[str, str | None]:
        human = self.engine.humanSeat()
        if state.phase is Phase.GAME_OVER:
            return "", None
        if not idle:
            return translate("Board", "%1 is playing…").replace("%1", self.names[1 - self._viewer]), None
        if state.phase is Phase.SHOW:
            return "", translate("Board", "Continue")
        if human != state.to_act:
            return "", None
        if state.phase is Phase.CUT_FOR_DEAL:
            return translate("Board", "Cut for the first deal: point into the deck. Lower card deals."), None
        if state.phase is Phase.DISCARD:
            text = (translate("Board", "Choose two cards for your crib") if state.dealer == human else
                    translate("Board", "Choose two cards for %1's crib").replace("%1",
                                                                           self.names[state.dealer]))
            return text, translate("Board", "To crib")
        if state.phase is Phase.CUT_STARTER:
            return translate("Board", "Cut the deck for the starter: point into the deck"), None
        if state.phase is Phase.PLAY:
            if not state.playable(human):
                return translate("Board", "No card fits under 31"), translate("Board", "Go")
            return translate("Board", "Your turn: play a card"), None
        return "", None

    def _end_texts(self, state: GameState) -> None:
        winner = state.winner
        loser_score = state.scores[1 - winner]
        if self.engine.mode == MODE_COMPUTER:
            title = translate("Board", "You win!") if winner == 0 else translate("Board", "The computer wins")
        else:
            title = translate("Board", "%1 wins!").replace("%1", self.names[winner])
        text = translate("Board", "Final score %1 to %2").replace("%1", str(state.scores[winner])).replace(
            "%2", str(loser_score))
        if loser_score < 61:
            text += "\n" + translate("Board", "Double skunk!")
        elif loser_score < 91:
            text += "\n" + translate("Board", "Skunk!")
        self.endTitle.setText(title)
        self.endText.setText(text)

    # --- input --------------------------------------------------------------------------------

    def _on_primary(self) -> None:
        state = self.engine.state
        if state.phase is Phase.SHOW:
            self.engine.perform(Continue())
        elif state.phase is Phase.DISCARD and len(self._selected) == 2:
            self.engine.perform(Discard(tuple(sorted(self._selected))))
        elif state.phase is Phase.PLAY:
            self.engine.perform(Go())

    def _on_cut(self, depth: int) -> None:
        state = self.engine.state
        if not self.isIdle():
            return
        if state.phase is Phase.CUT_FOR_DEAL:
            self.engine.perform(CutForDeal(depth))
        elif state.phase is Phase.CUT_STARTER:
            self.engine.perform(CutStarter(depth))

    def cardItemAt(self, pos: QPointF) -> CardItem | None:
        """The topmost card item under scene position `pos`, if any."""
        for item in self.items(pos):
            if isinstance(item, CardItem):
                return item
        return None

    def cardItem(self, card: Card) -> CardItem | None:
        """The item showing `card` face up or known, if it is on the table."""
        return self._known.get(card)

    def mousePressEvent(self, event) -> None:
        if self._count_timer.isActive():  # any click completes the count at once
            self._count_timer.stop()
            self._show_cursor = len(self._show_items)
            self._apply_flags()
            self._refresh_texts()
        if self.animator.isBusy():
            self.animator.fastForward()
            event.accept()
            return
        item = self.cardItemAt(event.scenePos())
        if item is not None and getattr(item, "zone", "") == "mine" and \
                event.button() == Qt.MouseButton.LeftButton:
            self._press = (item, event.scenePos())
            self._dragging = False
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event) -> None:
        if self._press is not None:
            item, start = self._press
            distance = (event.scenePos() - start).manhattanLength()
            view = self.views()[0] if self.views() else None
            scale = view.transform().m11() if view else 1.0
            if not self._dragging and distance * scale >= \
                    QGuiApplication.styleHints().startDragDistance():
                self._dragging = True
                item.setStackOrder(900)
            if self._dragging:
                item.moveTo(item.pos() + event.scenePos() - event.lastScenePos(), 0)
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event) -> None:
        if self._press is not None:
            item, _ = self._press
            self._press = None
            if self._dragging:
                self._dragging = False
                self._drop(item.card(), event.scenePos())
            else:
                self._tap(item.card())
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def _tap(self, card: Card) -> None:
        """A click or tap on a card of the viewer's hand."""
        state = self.engine.state
        if state.to_act != self.engine.humanSeat():
            return
        if state.phase is Phase.DISCARD:
            if card in self._selected:
                self._selected.discard(card)
            elif len(self._selected) < 2:
                self._selected.add(card)
            else:
                self.messageShown.emit(translate("Board", "Two cards are already chosen; "
                                                   "click one of them to put it back"))
            self._hint.clear()
            self._update_models(state)
            self._apply_flags()
            self._refresh_texts()
        elif state.phase is Phase.PLAY:
            self._play(card)

    def _drop(self, card: Card, scene_pos: QPointF) -> None:
        """The one drop routine: a card carried onto the table; anything else snaps back."""
        state = self.engine.state
        if state.phase is Phase.PLAY and L.PILE_RECT.adjusted(-60, -80, 60, 40).contains(scene_pos):
            if self._play(card):
                return
        elif state.phase is Phase.DISCARD and card not in self._selected and \
                scene_pos.y() < L.HAND_Y[1] - 40:
            self._tap(card)
        self._layout(self.move_ms)

    def _play(self, card: Card) -> bool:
        state = self.engine.state
        if state.to_act != self.engine.humanSeat():
            return False
        if card.value + state.count > 31:
            self.messageShown.emit(translate("Board", "%1 would take the count past 31")
                                   .replace("%1", card_name(card)))
            self.promptLabel.setText(translate("Board", "%1 would take the count past 31")
                                     .replace("%1", card_name(card)))
            self._layout(self.move_ms)
            return False
        return self.engine.perform(Play(card))

    # --- hint (U2: a preview, never an undo step) --------------------------------------------

    def showHint(self) -> None:
        """Highlight what the strongest computer player would do; changes nothing."""
        action = self.engine.hint()
        self._hint.clear()
        if isinstance(action, Discard):
            self._hint.update(action.cards)
            text = translate("Board", "Hint: lay away %1 and %2").replace(
                "%1", card_name(action.cards[0])).replace("%2", card_name(action.cards[1]))
        elif isinstance(action, Play):
            self._hint.add(action.card)
            text = translate("Board", "Hint: play %1").replace("%1", card_name(action.card))
        elif isinstance(action, Go):
            text = translate("Board", "Hint: say Go")
        elif isinstance(action, (CutForDeal, CutStarter)):
            text = translate("Board", "Hint: any depth is as good as another")
        elif isinstance(action, Continue):
            text = translate("Board", "Hint: continue")
        else:
            text = ""
        self._update_models(self._shown)
        self._apply_flags()
        self.messageShown.emit(text)


def _is_slow(step) -> bool:
    """Steps a person should see for a moment even when they made them."""
    return any(isinstance(e, (DealerChosen, CutTied, StarterCut)) for e in step.events)


