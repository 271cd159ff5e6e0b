"""Drawing the presenter's table on the scene's items, for `BoardScene`: where the
cards, the deck, the cut cards and the pegs go, and every text, button and panel.

A mixin of `BoardScene`: it reads `presenter.table()` and sets the scene's own items;
it decides nothing about the game (the presenter did).
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QPointF, QPropertyAnimation, QRectF

from . import geometry as L
from . import table_texts as T
from .button_item import ButtonItem
from .card_art import CARD_HEIGHT, CARD_WIDTH

__all__ = ["COVER_RECT", "END_PANEL_RECT", "END_TEXT_Y", "END_Y", "PROMPT_Y", "SHOW_GAP",
           "SHOW_RECT", "SHOW_POS", "TableDrawing", "end_buttons"]

# The end panel in its own coordinates, as made; it grows downwards when its text needs
# more than three lines (a skunk's reason and the match score, R7.2, in a long language).
END_PANEL_RECT = QRectF(-470, -78, 940, 156)
# Space kept between the end panel's text and the panel's foot, in scene units, and
# the text's top below a title of one line (in the panel's coordinates).
_END_MARGIN = 12
END_TEXT_Y = -18.0
# Where the end panel's two rows of buttons are, above and below its middle, and the
# least space kept between the rows and round them (buttons grow to a finger's size).
_END_ROW = 39.0
_END_ROWS_GAP = 22.0
_END_BUTTONS_MARGIN = 11.0
# The buttons' places on two rows (x, and -1 for the row above the middle, 1 below):
# New game, Restart, the review (as scene.py makes them); the review's least and most
# width there (its caption is the longest), and every button's on one row.
_END_PLACES = ((120.0, -1), (345.0, -1), (232.0, 1))
_REVIEW_WIDTHS = (425.0, 440.0)
_ONE_ROW_WIDTHS = (200.0, 215.0)
# On one row: the first button's left edge (right of the text's column, which ends at
# -15) and the space between two buttons.
_ONE_ROW_LEFT = -3.0
_ONE_ROW_GAP = 10.0
# The end panel's middle where it has the room: halfway between the show panel's foot
# (with its shadow) and the viewer's hand; and the least space kept between it and a card.
END_Y = (L.MIDDLE_Y + 243 + L.HAND_Y[1]) / 2
_END_GAP = 8.0
# The show panel in its own coordinates, as made (its frame shortens above the end panel
# where its lines leave room), and the space kept below its lines; its top-left corner
# in scene units while that holds its title and lines, else it grows upwards into the
# free felt, its foot staying above the end panel's place. It stands `SHOW_GAP` right
# of the starter, the show's last card (play-test 32: 6 units, it looked touching), and
# is wide enough for every language's heading on one line with the default names
# (pt's "Reserva do computador: 24", 436 units, wrapped at 400), ending 24 units left
# of the rail (x 1370).
SHOW_GAP = 32.0
SHOW_RECT = QRectF(0, 0, 470, 330)
_SHOW_MARGIN = 10.0
SHOW_POS = QPointF(L.show_positions(5)[-1].x() + CARD_WIDTH + SHOW_GAP, L.MIDDLE_Y - 95)
# The top of the show's lines below a title of one line (in the panel's coordinates), and
# the least space kept between the title and the lines.
_SHOW_LINES_Y = 60.0
_SHOW_TITLE_GAP = 13.0
# What a panel draws beyond its frame (`PanelItem.boundingRect`): 4 units above, 8 below.
_PANEL_SHADOWS = 12.0
# The cover between two players' turns as made, its button's usual place (both in the
# cover's coordinates) and the least space kept above and below that button.
COVER_RECT = QRectF(-380, -150, 760, 300)
_COVER_BUTTON_Y = 85.0
_COVER_GAP = 12.0
# The prompt's top, in scene units, unless the primary button below needs the room, and
# the least space kept between them.
PROMPT_Y = 660.0
_PROMPT_GAP = 6.0
# The property marking a card's move animation whose end shows the count (_watch_landing).
_COUNT_WATCH = "cribQtCountWatch"



def end_buttons(panel) -> tuple[ButtonItem, ButtonItem, ButtonItem]:
    """The end panel's buttons, made in `panel` where `TableDrawing` lays them on two
    rows, from the same places and widths: (New game or Next game, Restart, the
    review), captions set later by the table's texts (R7.3, issue 19)."""
    made = tuple(ButtonItem("", least, panel, most)
                 for least, most in (_ONE_ROW_WIDTHS, _ONE_ROW_WIDTHS, _REVIEW_WIDTHS))
    for each, (column, side) in zip(made, _END_PLACES):
        each.setPos(column, side * _END_ROW)
    return made

class TableDrawing:
    """Puts the presenter's table on the scene's items (a mixin of `BoardScene`)."""

    # the count, the play area's accessible name and the pile's cards the presenter's
    # table says, shown once the cards have landed (_set_count), and the name and cards
    # shown (`pileName`, `pileCards`)
    _count_due = ("", "", ())
    _pile_shown = ("", ())

    def _on_layout(self, animate: bool) -> None:
        duration = self.move_ms if animate else 0
        self.carry.cancel()
        self._show_count_due()  # the step shown before landed: its count, then the move
        self.cards.place(duration)
        table = self.presenter.table()
        self._place_deal_cuts(table, duration)
        if table.cut_depths is not None:
            self.deck.setPos(L.CUT_POS)
            self.deck.setCount(table.deck_count)
            if not self.deck.isSpread():
                self.deck.setCutting(table.cut_depths)
        else:
            self.deck.setCutting(None)
            self.deck.setPos(L.DECK_POS)
            self.deck.setCount(table.deck_count)
        self._set_pegs(duration)
        self._on_texts()

    def _set_pegs(self, duration: int) -> None:
        """Both pegs to the scores, moving for 2 × `duration` ms; while the show says its
        items one by one they wait, as a player counts aloud and then pegs."""
        table = self.presenter.table()
        if not table.pegs_wait:
            for seat in (0, 1):
                self.pegBoard.setPegs(seat, table.scores[seat], table.back_pegs[seat],
                                      duration * 2)
        self.pegBoard.setDealer(table.dealer)

    def _place_deal_cuts(self, table, duration: int) -> None:
        """The cards turned in the cut for first dealer (their own items: the deck is
        shuffled again for the deal, so the same card can also be dealt, R2, R3.1)."""
        for seat, item in enumerate(self._cut_items):
            card = table.deal_cuts[seat]
            item.setVisible(card is not None)
            label = self._cut_labels[seat]
            item.setCard(card)  # an item out of sight holds no card either
            if card is None:
                continue
            item.setFaceUp(True)
            x = L.CENTRE_X - 140 if seat == table.viewer else L.CENTRE_X + 40
            # while someone is still to cut, above the spread deck: below is the prompt
            y = L.MIDDLE_Y - (215 if table.deal_cuts_raised else 0)
            item.setStackOrder(500 + seat)
            item.moveTo(QPointF(x, y), duration)
            label.setPos(x + CARD_WIDTH / 2, y + CARD_HEIGHT + 8)

    def _on_texts(self) -> None:
        """Every text, button and panel from the presenter's table."""
        table, names = self.presenter.table(), self.presenter.names
        self.cards.applyFlags()
        self.nameLabels[0].setText(table.name_labels[0])
        self.nameLabels[1].setText(table.name_labels[1])
        presenter = self.presenter
        self.levelLabel.setText(T.level_caption(presenter.engine.level if presenter.vsComputer()
                                                else None))
        if table.deal_cuts == (None, None):  # two players: gone as the cover goes up (U3)
            self._place_deal_cuts(table, 0)
        for seat in (0, 1):
            self.pegBoard.setPlayerName(seat, names[seat])
            self._cut_labels[seat].setText(names[seat] if table.deal_cuts[seat] else "")
        self._set_count()
        self.announceLabel.setText(table.banner)
        self.promptLabel.setText(table.prompt)
        self._place_prompt()
        self.starterLabel.setText(T.starter_caption() if table.starter is not None else "")
        self.cribLabel.setText(table.crib_label)
        self.cribLabel.setPos(L.crib_pos(table.crib_near) +
                              QPointF(CARD_WIDTH / 2 + 4, CARD_HEIGHT + 6))
        self.primaryButton.setVisible(table.primary is not None)
        if table.primary is not None:
            self.primaryButton.setText(table.primary[1])
            self.primaryButton.setEnabled(table.primary[2])
        if table.show is not None:
            self.showTitle.setText(table.show[0])
            self.showLines.setText("\n".join(table.show[1]))
        self._place_show_panel()  # told below, with the rest
        self.cover.setVisible(table.cover is not None)
        if table.cover is not None:
            self.coverTitle.setText(table.cover[0])
            self.coverText.setText(table.cover[1])
            self._fit_cover()
        self.newGameButton.setText(T.button_text(table.end_action))  # or Next game (R7.3)
        # the review covers the game alone unless the game is one of a match (R7.1)
        self.reviewButton.setText(T.button_text(
            "review" if self.presenter.view().match.several else "game_review"))
        self.endPanel.setVisible(table.end is not None)
        if table.end is not None:
            self.endTitle.setText(table.end[0])
            self.endText.setText(table.end[1])
        self._fit_end_panel()
        if not table.pegs_wait and self.presenter.isIdle():
            self._set_pegs(self.move_ms)  # the show's count ended: now peg
        self.focus.refresh()
        self.boardChanged.emit()

    def _on_landed(self) -> None:
        """The cards have landed (`AnimationSet.idle`): the show panel may appear, and
        the end panel goes where the cards now leave it room."""
        if self._place_show_panel() | self._show_count_due():
            self.boardChanged.emit()  # the screen reader's table lists the counts
        if self.endPanel.isVisible():
            self._fit_end_panel()

    def _set_count(self) -> bool:
        """The play's count from the presenter's table, on its label once no card moves
        (new-user play-test 31: it said 28 while the 2 that made it was still in flight),
        as a player says the count with the card laid; the play area's accessible name
        (`pileName`, with the count) and the cards its mirror lists (`pileCards`) change
        with it, so a screen reader is not ahead of the eyes. Returns whether they
        changed."""
        table = self.presenter.table()
        self._count_due = (table.count, table.pile_name,
                           tuple(self.presenter.pileModel.cards()))
        return self._show_count_due()

    def pileName(self) -> str:
        """The play area's accessible name as the table shows it now: "Play area, count
        15: Five of Hearts, Ten of Clubs" (table_texts.describe_pile), changed when the
        count label is, as the card that made the count lands."""
        return self._pile_shown[0]

    def pileCards(self) -> list:
        """The cards on the play pile as the table shows them now, in play order (the
        rows of the screen reader's mirror of it): a card laid is in it once it lands,
        as `pileName` says the count it made; cards leaving the pile (at the play's
        end) stay in it until they have landed where they go."""
        return list(self._pile_shown[1])

    def _show_count_due(self) -> bool:
        """The count, the play area's name and cards last due (`_set_count`) shown,
        unless a card moves: then as the moving cards land (their move's `finished`,
        not the animations' idle, which waits for the pegs too), or before the next
        step's cards move (the pacer may show the computer's reply as this card lands:
        its count is said while the reply flies). Returns whether they changed."""
        if self._count_due == (self.countLabel.text(), *self._pile_shown):
            return False
        moving = [item for item in self.cardItems() if item.isMoving()]
        for item in moving:
            self._watch_landing(item)
        if moving:
            return False
        self.countLabel.setText(self._count_due[0])
        self._pile_shown = self._count_due[1:]
        return True

    def _watch_landing(self, item) -> None:
        """Show the count due when `item`'s move ends (`_on_card_landed`), connected once
        for the card's life (its one move animation, `CardItem.moveTo`): it was connected
        again at every update of the texts while the card flew (each single-shot
        connection called the landing once more), and a move stopped before its end
        (moved anew) kept its connection for a later landing."""
        for move in item.findChildren(QPropertyAnimation):
            if (move.state() == QAbstractAnimation.State.Running
                    and not move.property(_COUNT_WATCH)):
                move.setProperty(_COUNT_WATCH, True)
                move.finished.connect(self._on_card_landed)

    def _on_card_landed(self) -> None:
        if self._show_count_due():
            self.boardChanged.emit()  # the screen reader's table lists the count

    def _place_show_panel(self) -> bool:
        """Show or hide the show's panel; it appears only once no card moves (play-test
        31): the cards counted fly from the play pile, whose last card can lie where the
        panel is, and a moving card is drawn above every pile and panel (`Z_MOVING`).
        Called again when the animations end (`AnimationSet.idle`). Returns whether it
        was shown or hidden: the caller tells the screen reader's table (`boardChanged`),
        once for all it changed."""
        shown = self.presenter.table().show is not None
        if shown and not self.showPanel.isVisible() and any(
                item.isMoving() for item in self.cardItems()):
            return False
        if shown == self.showPanel.isVisible():
            return False
        self.showPanel.setVisible(shown)
        return True

    def _fit_show_panel(self, room: float | None = None) -> None:
        """The show's lines below its title, however many lines the title takes (play-test
        31: pt_BR's "Reserva do / computador: 6" lay over "Quinze 2", the lines' top was
        fixed), and the panel round them: as made where that holds them, else higher, its
        foot where it was (a 29 hand's ten lines below a title of two lines). `room`: the
        scene's y the frame ends above (the end panel's top less its gap and this
        panel's shadow), or None; the frame shortens to it, or the panel goes higher."""
        title, lines = self.showTitle, self.showLines
        lines.setY(max(_SHOW_LINES_Y, title.y() + title.textHeight() + _SHOW_TITLE_GAP))
        needed = lines.y() + lines.textHeight() + _SHOW_MARGIN
        frame = QRectF(SHOW_RECT)
        frame.setBottom(max(frame.bottom(), needed))
        top = SHOW_POS.y() + SHOW_RECT.height() - frame.height()
        if room is not None:
            top = min(top, room - needed)
            frame.setBottom(min(frame.bottom(), room - top))
        self.showPanel.setY(top)
        self.showPanel.setRect(frame)

    def _place_prompt(self) -> None:
        """The prompt ends above the primary button: on a small view the button grows to
        a finger's size (`setMinimumTarget`: 136 units high at the view's least size,
        400 × 250 pixels) and would lie over the prompt, as would a prompt of two lines."""
        button = self.primaryButton
        top = button.y() - button.height() / 2 - _PROMPT_GAP - self.promptLabel.textHeight()
        self.promptLabel.setY(min(PROMPT_Y, top))

    def _fit_to_target(self) -> None:
        """Make room for the buttons at the minimum target size (`setMinimumTarget`)."""
        self._place_prompt()
        self._fit_end_panel()
        self._fit_cover()

    def _fit_cover(self) -> None:
        """The cover's button below its text and the cover round it, however high a
        finger's size makes the button (136 units at the view's least size)."""
        button, text = self.coverButton, self.coverText
        y = max(_COVER_BUTTON_Y, text.y() + text.textHeight() + _COVER_GAP + button.height() / 2)
        button.setY(y)
        rect = QRectF(COVER_RECT)
        rect.setBottom(max(rect.bottom(), y + button.height() / 2 + _COVER_GAP))
        self.cover.setRect(rect)

    def _fit_end_panel(self) -> None:
        """Grow the end panel downwards to hold all of its text, or back to its size, and
        both ways to hold its rows of buttons grown to a finger's size (at the view's
        least size they were 136 units high and lay over each other and out of it) or to
        a caption on two lines (pt_BR's "Próxima / partida"): the three as high as the
        highest. The text goes below the title, which a long language can wrap (pt_BR's
        "O computador venceu a partida 1": its second line lay over the final score).
        Where the two rows are higher than the strip between the cards above and the
        viewer's hand (the view's least size, 400 x 250: 333 units in 262), the three
        buttons go on one row, the review button as narrow as the others, and the panel
        widens to the right instead."""
        rect = self._lay_end_panel(one_row=False)
        if self.endPanel.isVisible():
            top, foot = self._end_strip(rect)
            if rect.height() > foot - top:
                rect = self._lay_end_panel(one_row=True)
        self.endPanel.setRect(rect)
        self._place_end_panel(rect)

    def _lay_end_panel(self, one_row: bool) -> QRectF:
        """Put the end panel's buttons on two rows (New game and Restart above, the
        review below) or on `one_row` right of the text, and its text below its title;
        returns the panel's frame round them (in its coordinates)."""
        text, title = self.endText, self.endTitle
        buttons = (self.newGameButton, self.restartButton, self.reviewButton)
        self.reviewButton.setWidths(*(_ONE_ROW_WIDTHS if one_row else _REVIEW_WIDTHS))
        # read without setting: each update (also with the panel hidden) changes no
        # button's geometry unless a caption or the finger's size did (or, on one row,
        # the two rows tried first: only at the least size, the panel shown)
        height = max(each.naturalHeight() for each in buttons)
        row = 0.0 if one_row else max(_END_ROW, (height + _END_ROWS_GAP) / 2)
        x = _ONE_ROW_LEFT
        for each, (column, side) in zip(buttons, _END_PLACES):
            each.setMinimumHeight(height)
            if one_row:  # side by side, left to right in reading order
                column, side = x + each.width() / 2, 0
                x += each.width() + _ONE_ROW_GAP
            each.setPos(column, side * row)
        text.setY(max(END_TEXT_Y, title.y() + title.textHeight()))
        foot = text.y() + text.textHeight() + _END_MARGIN
        half = row + height / 2 + _END_BUTTONS_MARGIN  # 78 at 56 high on two rows
        rect = QRectF(END_PANEL_RECT)
        rect.setTop(min(rect.top(), -half))
        rect.setBottom(max(rect.bottom(), foot, half))
        if one_row:
            rect.setRight(x - _ONE_ROW_GAP + _END_BUTTONS_MARGIN)
        return rect

    def _end_strip(self, rect: QRectF) -> tuple[float, float]:
        """(top, foot), in scene y, of the felt free for the end panel of frame `rect`
        (its coordinates): below the cards over it (the play pile or the show's cards,
        the starter; not those left or right of it) and `_END_GAP` above the viewer's
        hand."""
        left, right = L.CENTRE_X + rect.left(), L.CENTRE_X + rect.right()
        feet = [item.y() + CARD_HEIGHT for item in self.cardItems()
                if item.isVisible() and item.zone != "mine"
                and item.x() < right and item.x() + CARD_WIDTH > left]
        return max(feet, default=0.0) + _END_GAP, L.HAND_Y[1] - _END_GAP

    def _place_end_panel(self, rect: QRectF) -> None:
        """Put the end panel, its frame `rect` (own coordinates), where it covers no card
        (play-test 31: at 800 x 600 its buttons at a finger's size took it over the top
        of the viewer's hand, a third line of text further). It stays at `END_Y` where
        it has the room; else it goes up as far as it must to keep `_END_GAP` above the
        viewer's hand, over the show panel's frame below its lines (that frame then ends
        above it; where its lines would reach the end panel, the show panel goes higher:
        `_fit_show_panel`), never above the cards over it (the play pile or the show's
        cards, the starter) unless it is taller than the whole strip even with its
        buttons on one row (`_fit_end_panel`)."""
        room = None
        if self.endPanel.isVisible():
            top, foot = self._end_strip(rect)
            y = min(max(END_Y, top - rect.top()), foot - rect.bottom())
            self.endPanel.setY(y)
            room = y + rect.top() - _END_GAP - _PANEL_SHADOWS
        self._fit_show_panel(room)
