"""What the board says: prompts, headings, the end of the match, and the names the
accessibility layer reads out ("Five of Hearts, in your hand, selected").

`BoardTexts` is a part of `BoardScene` (a mixin): it reads the scene's state and
sets its labels; it never changes the game.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ..engine import MODE_COMPUTER
from ..rules import GameState, Phase
from ..text import card_name, show_announcement, translate
from . import layout as L

__all__ = ["BoardTexts"]


def _join(parts) -> str:
    """Parts of one accessible name, joined with the translated list separator."""
    return translate("Accessible", ", ").join(p for p in parts if p)


class BoardTexts:
    """The texts of the board (mixed into `BoardScene`)."""

    # --- labels ------------------------------------------------------------------------------

    def _refresh_texts(self) -> None:
        state = self._shown
        me = self._viewer
        idle = self.isIdle()
        self.nameLabels[0].setText(self.names[me])
        self.nameLabels[1].setText(self.names[1 - me])
        for seat in (0, 1):
            self.pegBoard.setPlayerName(seat, self.names[seat])
            cut_label = self._cut_labels[seat]  # names under the cut for first dealer
            if cut_label.text():
                cut_label.setText(self.names[seat])
        self.countLabel.setText(translate("Board", "Count: %1").replace("%1", str(state.count))
                                if state.phase is Phase.PLAY else "")
        self.announceLabel.setText(self._announce() if callable(self._announce) else "")
        crib_size = len(state.discards[0]) + len(state.discards[1])
        if state.dealer is not None and crib_size and state.show_step < 2:
            self.cribLabel.setText(self._crib_name(state.dealer))
            below = L.crib_pos(state.dealer == me) + QPointF(L.CARD_WIDTH / 2 + 4,
                                                             L.CARD_HEIGHT + 6)
            self.cribLabel.setPos(below)
        else:
            self.cribLabel.setText("")
        prompt, button, role = self._prompt(state, idle)
        self.promptLabel.setText(prompt)
        self._primary_role = role
        self.primaryButton.setVisible(button is not None)
        if button is not None:
            self.primaryButton.setText(button)
            self.primaryButton.setEnabled(idle and (state.phase is not Phase.DISCARD or
                                                    len(self._selected) == 2))
        in_show = state.phase is Phase.SHOW
        self.showPanel.setVisible(bool(in_show))
        if in_show:
            seat, is_crib = self._show_title
            # the total grows with the items listed, as a player counts aloud
            points = sum(item.points for item in self._show_items[:self._show_cursor])
            self.showTitle.setText(self._show_heading(seat, is_crib).replace("%2", str(points)))
            self.showLines.setText("\n".join(self._show_lines()) if self._show_items
                                   else translate("Board", "Nineteen: nothing"))
        covered = self.isCovered() and idle
        self.cover.setVisible(covered)
        if covered:
            self.coverTitle.setText(self._cover_title())
            self.coverText.setText(translate(
                "Board", "%1: press “Show my hand” when only you can see the screen.")
                .replace("%1", self.names[state.to_act]))
        over = state.phase is Phase.GAME_OVER and idle
        self.endPanel.setVisible(over)
        if over:
            self._end_texts(state)
        self._after_texts()

    def _cover_title(self) -> str:
        """"Pass the device to Ana": who is to take the device now (two players)."""
        return translate("Board", "Pass the device to %1").replace(
            "%1", self.names[self._shown.to_act])

    def _show_lines(self) -> list[str]:
        lines, total = [], 0
        for item in self._show_items[:self._show_cursor]:
            total += item.points
            lines.append(show_announcement(item, total))
        return lines

    def _crib_name(self, dealer: int) -> str:
        if self.engine.mode == MODE_COMPUTER:
            return (translate("Board", "Your crib") if dealer == 0
                    else translate("Board", "Computer's crib"))
        return translate("Board", "%1's crib").replace("%1", self.names[dealer])

    def _hand_name(self, seat: int) -> str:
        if self.engine.mode == MODE_COMPUTER:
            return (translate("Accessible", "Your hand") if seat == 0
                    else translate("Accessible", "Computer's hand"))
        return translate("Accessible", "%1's hand").replace("%1", self.names[seat])

    def _show_heading(self, seat: int, is_crib: bool) -> str:
        """"Your hand: %2", "Computer's crib: %2", or with a player's name (%1)."""
        if self.engine.mode == MODE_COMPUTER:
            if seat == 0:
                return translate("Board", "Your crib: %2") if is_crib else translate("Board", "Your hand: %2")
            return (translate("Board", "Computer's crib: %2") if is_crib
                    else translate("Board", "Computer's hand: %2"))
        text = translate("Board", "%1's crib: %2") if is_crib else translate("Board", "%1's hand: %2")
        return text.replace("%1", self.names[seat])

    def _prompt(self, state: GameState, idle: bool) -> tuple[str, str | None, str | None]:
        """(prompt, primary button text or None, the button's role) for `state`."""
        text, button, role = self._prompt_for(state, idle)
        if text and self.engine.mode != MODE_COMPUTER and state.to_act is not None \
                and idle and not self.isCovered():
            text = translate("Board", "%1: %2").replace("%1", self.names[state.to_act]).replace(
                "%2", text)
        return text, button, role

    def _prompt_for(self, state: GameState, idle: bool) -> tuple[str, str | None, str | None]:
        human = self.engine.humanSeat()
        if state.phase is Phase.GAME_OVER:
            return "", None, None
        if not idle and (state.to_act in (None, self._viewer) or state.phase is Phase.SHOW):
            # a card that turned the pile, one's own cut, or a count on show: nobody
            # else is making a move
            return "", None, None
        if not idle:
            return (translate("Board", "%1 is playing…").replace("%1", self.names[1 - self._viewer]),
                    None, None)
        if self.isCovered():
            return "", None, None
        if state.phase is Phase.SHOW:
            return "", translate("Board", "Continue"), "continue"
        if human != state.to_act:
            return "", None, None
        if state.phase is Phase.CUT_FOR_DEAL:
            return (translate("Board", "Cut for the first deal: point into the deck. Lower card deals."),
                    None, None)
        if state.phase is Phase.DISCARD:
            if state.dealer == human:
                text = translate("Board", "Choose two cards for your crib")
            elif self.engine.mode == MODE_COMPUTER:
                text = translate("Board", "Choose two cards for the computer's crib")
            else:
                text = translate("Board", "Choose two cards for %1's crib").replace(
                    "%1", self.names[state.dealer])
            return text, translate("Board", "To crib"), "discard"
        if state.phase is Phase.CUT_STARTER:
            return translate("Board", "Cut the deck for the starter: point into the deck"), None, None
        if state.phase is Phase.PLAY:
            if not state.playable(human):
                return translate("Board", "Every card would go past 31"), translate("Board", "Go"), "go"
            return translate("Board", "Your turn: play a card"), None, None
        return "", None, None

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

    # --- accessible names ------------------------------------------------------------------------

    def describeCard(self, item) -> str:
        """The accessible name of a card item: "Five of Hearts, in your hand, selected"."""
        card = item.card()
        if card is None or not item.isFaceUp():
            return translate("Accessible", "Face-down card")
        zone = getattr(item, "zone", "")
        where = {
            "mine": translate("Accessible", "in your hand"),
            "pile": translate("Accessible", "played"),
            "starter": translate("Accessible", "the starter"),
            "show": translate("Accessible", "counted in the show"),
        }.get(zone, "")
        if zone == "theirs":
            where = translate("Accessible", "in %1").replace("%1", self._hand_name(1 - self._viewer))
        states = [translate("Accessible", "selected") if item.isSelected() else "",
                  translate("Accessible", "hint") if item.isHinted() else "",
                  translate("Accessible", "cannot be played") if item.isDimmed() else "",
                  translate("Accessible", "scores") if item.isHighlighted() else ""]
        return _join([card_name(card), where] + states)

    def describeTarget(self, target) -> str:
        """The accessible name of a focus or hit target (see board/drag.py `Target`)."""
        if target is None:
            return ""
        if target.kind == "card":
            return self.describeCard(target.item)
        if target.kind == "button":
            text = target.item.text()
            if not target.item.isEnabled():
                text = _join([text, translate("Accessible", "unavailable")])
            return _join([text, translate("Accessible", "button")])
        if target.kind == "deck":
            deck = target.item
            return (translate("Accessible", "Deck: cut after card %1 of %2; Enter cuts")
                    .replace("%1", str(deck.cutDepth())).replace("%2", str(deck.count())))
        if target.kind == "crib":
            return _join([self._crib_name(self._shown.dealer),
                          translate("Accessible", "Enter lays the two chosen cards here")])
        if target.kind == "pile":
            return self.describePile()
        return ""

    def describePile(self) -> str:
        """"Play area, count 15: Five of Hearts, Ten of Clubs" (the current series)."""
        state = self._shown
        cards = [card_name(c) for _, c in state.series]
        text = translate("Accessible", "Play area, count %1").replace("%1", str(state.count))
        if cards:
            text = translate("Accessible", "%1: %2").replace("%1", text).replace(
                "%2", _join(cards))
        return text
