"""The presenter's narration: what each event of the game puts on the banner, in the
score log and in a screen reader's ear.

Part of the presenter (presenter.py): it reads the rules' events, never the rules'
functions; table_texts.py words what it says.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..game_words import card_name, fill, translate
from ..rules import Phase
from ..rules.actions import (CardPlayed, CutTied, DealerChosen, Dealt, Discarded, GameCounted,
                             GameStarted, GameWon, GoSaid, HandShown, Scored, StarterCut)
from ..score_log import log_event
from . import match_texts as M
from . import position_texts as P
from . import table_texts as T

__all__ = ["Narrator"]


class Narrator(QObject):
    """Turns the events of each shown move into the banner, log rows and speech.

    Args:
        presenter: the `BoardPresenter` (its names, mode, score log and show count).

    Signals:
        spoken(str): to announce now.
    """

    spoken = Signal(str)

    def __init__(self, presenter) -> None:
        super().__init__(presenter)
        self._p = presenter
        self._banner = None  # a callable giving the banner in today's language
        self._moment = None  # (hand number, phase) of the position the banner was made in
        self._pegged = None  # (seat, items) of the banner one move builds
        self._show_pegs_next = False  # the next Scored is the show's count (R5)
        self._show_scores = None  # (seat, scores) to say once the show's count is said
        self._continue_due = False  # a count is on: its Continue is said after it
        self._after_count = None  # the match score of a game the count won, said after it
        self._loser_score = 121  # the loser's points in the last GameWon (R7.2)
        self._held = False  # `setHeld`
        self._until_reveal = None  # the cut's result's banner (`handRevealed`)

    def banner(self) -> str:
        """The banner of the last move in the current language ("" for none)."""
        return self._banner() if callable(self._banner) else ""

    def clear(self) -> None:
        """No banner (a jump to another position)."""
        self._banner, self._moment, self._show_scores = None, None, None
        self._continue_due = False
        self._after_count = None

    def tell(self, hand_number: int, events, phase=None) -> None:
        """Take in the events of one shown move, in order.

        Args:
            hand_number: the hand of the shown position.
            events: the rules' events of the move.
            phase: the phase of the shown position. A banner belongs to the moment it
                was made in (issue 15): once the shown position is in another hand or
                phase, it goes ("deals first" does not stay up through the starter cut).
        """
        self._pegged, self._show_pegs_next = None, False  # each move starts its own banner
        moment = (hand_number, phase)
        if moment != self._moment:
            self._banner = None  # its moment passed
        for index, event in enumerate(events):
            before = self._banner
            speech = self._react(hand_number, event)
            if self._banner is not before:
                self._moment = moment
                if callable(self._banner) and not _go_pegged_next(event, events[index + 1:]):
                    self.spoken.emit(speech if speech is not None else self._banner())

    def handRevealed(self) -> None:
        """Two players (U3): the player to act turned their hand up. The cut's result
        ("Ana cut the lower card and deals first", R2.1) was shown to both with the cover
        that followed the cut; now the discard's prompt is the player's alone (play-test
        31b: it stayed up through both discards). Other banners stay: the last move."""
        if self._banner is not None and self._banner is self._until_reveal:
            self._banner = None

    def resumedLine(self) -> str:
        """Where a resumed save stands, in one sentence a player can act on: the
        scores and the dealer, the match score (R7), the end of a game or the hand-over
        (U3), the show's count on show, the prompt and the count, or the button that
        goes on: "Saved game resumed. Score: You 41, computer 41. You deal. Your hand:
        5. Continue button". Nothing of the hands finished before the save."""
        p = self._p
        table, view = p.table(), p.view()
        names, vs = p.names, p.vsComputer()
        parts = [translate("Accessible", "Saved match resumed") if view.match.several
                 else translate("Accessible", "Saved game resumed"),
                 P.scores_text(table.scores, None if table.end else table.dealer, p.viewer(),
                               names, vs)]  # nobody deals in a game over
        if table.match_line and table.end is None:  # the end's text says it (R7)
            parts.append(table.match_line)
        for panel in (table.end, table.cover):
            if panel is not None:
                parts.extend(line.rstrip(".") for line in (panel[0], *panel[1].split("\n"))
                             if line)  # joined with ". " below
        if table.show is not None and table.end is None:
            parts.append(table.show[0])  # "Your hand: 5": the count said before the save
        parts.extend(text for text in (table.prompt, table.count) if text)
        button = (table.primary[1] if table.primary is not None and table.primary[2]
                  else T.button_text(table.end_action) if table.end is not None else "")
        if button:
            parts.append(T.button_line(button))
        return translate("Accessible", ". ").join(parts)

    def resumedNotice(self) -> str:
        """The first of `resumedLine` for the eye (the status bar): "Saved match resumed.
        Match: You 1, computer 0 — first to 2" (the match score while a game is on, R7);
        the board shows the rest."""
        p = self._p
        table = p.table()
        if not p.view().match.several:
            return translate("Accessible", "Saved game resumed")
        first = translate("Accessible", "Saved match resumed")
        return f"{first}. {table.match_line}" if table.match_line and table.end is None \
            else first

    def sayResumed(self) -> None:
        """Announce `resumedLine` (once a resumed save is on show, spoken)."""
        self.spoken.emit(self.resumedLine())

    def setHeld(self, held: bool) -> None:
        """While `held` (a save being resumed, before the window shows), say nothing of
        the position it jumps to: `sayResumed` says it once the board is painted."""
        self._held = held

    def isHeld(self) -> bool:
        """Whether a resumed save's position waits to be said (`setHeld`)."""
        return self._held

    def sayCover(self) -> None:
        """After a jump, to whom the device goes (two players, U3), unless held."""
        if not self._held:
            self.spoken.emit(T.cover_title(self._p.view().to_act, self._p.names))

    def speakShowLines(self, already: int) -> None:
        """Announce the show's lines said from number `already` on, then, once the
        count is all said, the score it pegged ("You 52, computer 47")."""
        for line in T.show_lines(self._p.count.said())[already:]:
            self.spoken.emit(line)
        self._speak_show_scores()

    def _speak_show_scores(self) -> None:
        if self._p.count.isCounting():
            return
        if self._show_scores is not None:
            seat, scores = self._show_scores
            self._show_scores = None
            self.spoken.emit(P.score_line(seat, scores, self._p.names, self._p.vsComputer()))
        if self._continue_due and not self._show_pegs_next:  # counted, its score said
            self._continue_due = False
            if self._p.view().phase is Phase.SHOW:  # the next count waits for Continue
                # (play-test 34 with Orca: silence after each count, the ring gone to the
                # button without a word)
                self.spoken.emit(T.button_line(T.button_text("continue")))
        if self._after_count is not None:  # the game the count won (R6.1), then the match
            line, self._after_count = self._after_count, None
            self.spoken.emit(line)
            # the end panel's first button, where the ring goes (play-test 34 with Orca:
            # unsaid, Enter then opened New game without a word); "Next game" in a match
            action = self._p.table().end_action
            if action:
                self.spoken.emit(T.button_line(T.button_text(action)))

    def _starter_speech(self, event) -> str | None:
        """The starter (R3.3) and, when the viewer leads the play (R4), their prompt:
        "Starter: Queen of Diamonds. Your turn: play a card" (play-test 32: the pone heard
        the starter, then nothing). None when the other seat leads: its card is said."""
        p = self._p
        view = p.view()
        if view.to_act != p.viewer() or not view.hand or p.isHandHidden():
            return None
        prompt = T.prompt_text("play", p.names, p.vsComputer())
        return translate("Accessible", ". ").join((T.starter_banner(event.card), prompt))

    def _say_dealt(self, event) -> None:
        """A new hand (R3.1): the cards dealt to the viewer and whose crib two of them go
        to, "Your hand: Ace of Diamonds, …, King of Hearts. Choose two cards for your
        crib" (play-test 32: a screen reader heard nothing of a deal, the table only
        shows it). A hand lying face down for the device's hand-over (U3) is not named:
        its prompt is said as it is turned up."""
        p = self._p
        view = p.view()
        if p.isHandHidden() or not view.hand:
            return
        viewer = p.viewer()
        hand = P.cards_text(T.hand_name(viewer, p.names, p.vsComputer()),
                            [card_name(card) for card in view.hand])
        prompt = T.prompt_text("own_crib" if event.dealer == viewer else "their_crib",
                               p.names, p.vsComputer(), event.dealer)
        self.spoken.emit(translate("Accessible", ". ").join((hand, prompt)))

    def _with_cut(self, cards, banner: str) -> str:
        """`banner` after the cards each player cut (R2.1, R2.2), as a listener hears the
        cut's result: the table shows the two cards, the banner did not name them
        (play-test 32 with Orca)."""
        if any(card is None for card in cards):
            return banner
        line = T.cut_cards_line(cards, self._p.names, self._p.vsComputer())
        return translate("Accessible", ". ").join((line, banner))

    def _log(self, hand_number: int, event) -> None:
        """Add `event` to the score log as GameEngine.scoreLog lists it (score_log.py)."""
        logged = log_event(event, self._p.view().match.several)
        if logged is not None:
            self._p.scoreLog.append(hand_number, logged)

    def _react(self, hand_number: int, event) -> str | None:
        """One event; returns what to say when it differs from the new banner (a
        score with the running score), else None."""
        p = self._p
        if isinstance(event, Scored):
            p.scoreLog.append(hand_number, event)
            counted, self._show_pegs_next = self._show_pegs_next, False
            if counted:  # the show's counts are listed on its panel instead; the
                # score follows its last line
                self._show_scores = (event.seat, event.scores)
                self._speak_show_scores()
                return None
            items = tuple(event.score.items)
            # what this score adds, then both scores after it (issue 16): "Computer:
            # Fifteen for 2; Computer 47, you 52"
            speech = P.with_score_line(T.scored_banner(event.seat, items, p.names),
                                       P.score_line(event.seat, event.scores, p.names,
                                                    p.vsComputer()))
            if self._pegged is not None and self._pegged[0] == event.seat:
                # the banner keeps what the same card scored first; a listener has
                # heard that already
                items = self._pegged[1] + items
            self._pegged = (event.seat, items)
            self._banner = lambda s=event.seat, i=items: T.scored_banner(s, i, p.names)
            return speech
        if isinstance(event, Discarded) and event.seat == p.viewer() and p.vsComputer():
            # one's own throw confirmed (play-test 34 with Orca: To crib said nothing);
            # not with two players, where the other player listens too (U3)
            first, second = (card_name(card) for card in event.cards)
            self.spoken.emit(fill(translate("Accessible", "You lay %1 and %2 in your crib")
                                  if p.view().dealer == event.seat else
                                  translate("Accessible", "You lay %1 and %2 in the "
                                                          "computer's crib"), first, second))
        if isinstance(event, GoSaid):
            self._banner = lambda s=event.seat: T.go_banner(s, p.names)
        elif isinstance(event, CardPlayed):
            self._banner = None
            self.spoken.emit(T.card_played_line(event.seat, event.card, event.count, p.names,
                                                event.seat == 0 and p.vsComputer()))
        elif isinstance(event, CutTied):
            self._banner = T.tie_banner
            return self._with_cut(event.cards, self._banner())
        elif isinstance(event, DealerChosen):
            self._log(hand_number, event)  # game 1's row of a match (score_log.py)
            self._banner = lambda s=event.seat: T.dealer_chosen_banner(s, p.names,
                                                                       p.vsComputer())
            self._until_reveal = self._banner
            # the position's cuts: also the one made before a save was resumed
            return self._with_cut(p.view().deal_cuts, self._banner())
        elif isinstance(event, StarterCut):
            self._banner = lambda c=event.card: T.starter_banner(c)
            return self._starter_speech(event)
        elif isinstance(event, Dealt):
            self._say_dealt(event)
        elif isinstance(event, HandShown):
            p.scoreLog.append(hand_number, event)
            self._show_pegs_next = event.score.total > 0  # pegged by the Scored after
            self._continue_due = True
            p.count.start(event.seat, event.is_crib, event.score.items, p.count_ms)
            self._banner = None
            self.spoken.emit(T.show_heading(event.seat, event.is_crib, event.score.total,
                                            p.names, p.vsComputer()))
            # the cards counted, which the table shows (play-test 32: a blind player
            # heard "A run of 3 is 3" and never which cards, nor the crib's or the other
            # hand's at all); the starter was said as it was cut
            self.spoken.emit(translate("Accessible", ", ").join(
                card_name(card) for card in event.cards))
            self.speakShowLines(0)
        elif isinstance(event, GameWon):
            self._log(hand_number, event)  # its final scores, for the result row
            self._banner = None
            self._loser_score = event.scores[1 - event.seat]
            if not p.view().match.several:  # a match says its score instead (GameCounted)
                # who won, once the count that won it is said (R6.1): the end panel,
                # which a screen reader would otherwise never hear, with its final score
                # and skunk (R7.2; play-test 32: only the title was said)
                title, text = T.end_texts(event.seat, event.scores, p.names,
                                          p.vsComputer(), p.view().match)
                self._after_count = _sentences((title, *text.split("\n")))
                self._speak_show_scores()
        elif isinstance(event, GameCounted):  # a game of a match (R7.2): the match score
            self._log(hand_number, event)  # the log's row that ends the game
            line = M.match_line(event.games, event.games_to_win, p.names, p.vsComputer())
            # a skunk is said with what it counted, one game when skunks are off
            skunk = p.view().match.skunk_of(self._loser_score)
            self._after_count = T.join([M.game_counted_line(event.points, skunk), line])
            self._speak_show_scores()  # at once, unless a count of the show is still said
        elif isinstance(event, GameStarted):  # R7.3: the loser deals first
            p.scoreLog.append(hand_number, event)  # the log's row that begins the game
            self._banner = lambda e=event: M.game_started_line(e.game_number, e.dealer,
                                                               p.names, p.vsComputer())
        return None


def _go_pegged_next(event, later) -> bool:
    """Whether `event` is a Go that the same seat's point for the go follows at once
    (R4.6): "Computer: Go for 1; Computer 1, you 0" says both, so the Go alone is not said
    (play-test 32: "Computer: Go", then "Computer: Go for 1" a moment later)."""
    if not isinstance(event, GoSaid) or not later or not isinstance(later[0], Scored):
        return False
    # the kind by its stable name (ScoreKind.GO's value): the presenter takes only
    # actions, events, views and cards from the rules (tests/test_board_rules_boundary.py)
    return later[0].seat == event.seat and any(item.kind.value == "go"
                                               for item in later[0].score.items)


def _sentences(parts) -> str:
    """`parts` read as sentences: "The computer wins. Final score 121 to 82. Skunk!"
    (a part that ends its own sentence, "You win!", takes a space only)."""
    stop = translate("Accessible", ". ")
    text = parts[0]
    for part in parts[1:]:
        text += (" " if text.endswith(("!", "?", ".")) else stop) + part
    return text
