"""FocusRing: the keyboard's position selector over a stand-in board (no scene)."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt, Signal

from crib_qt.board.carry import Target
from crib_qt.board.focus import AREAS, FocusRing


class Spot:
    """A focusable thing: remembers whether the ring is on it."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.focused = False

    def setFocused(self, on: bool) -> None:
        self.focused = on


class Deck(Spot):
    def __init__(self) -> None:
        super().__init__("deck")
        self.depth = 26
        self.spread = False  # a cut is asked for

    def isSpread(self) -> bool:
        return self.spread

    def cutDepth(self) -> int:
        return self.depth

    def setCutDepth(self, depth: int) -> None:
        self.depth = min(max(depth, 4), 48)


class Carry:
    def __init__(self, log: list) -> None:
        self.log = log

    def activate(self, target: Target) -> None:
        self.log.append(("activate", target.item.name))


class Intents:
    """The presenter's intents as the ring uses them: "discard" applies while `complete`;
    while `choosing` (cards are chosen for the crib) and not `complete`, Enter is refused."""

    def __init__(self, log: list) -> None:
        self.log = log
        self.complete = False
        self.choosing = False

    def confirmDiscard(self) -> bool:
        if self.complete:
            self.log.append(("trigger", "discard"))
            return True
        if self.choosing:
            self.log.append(("refused", "discard"))
            return True
        return False


class Presenter(QObject):
    """The presenter's intents, and the two signals a number key's tap listens to
    (FocusRing._key_card: what the tap said or previewed)."""

    spoken = Signal(str)
    previewChanged = Signal()

    def __init__(self, log: list) -> None:
        super().__init__()
        self.intents = Intents(log)


class Board(QObject):
    """Three cards in the hand (x 0, 100, 200 at y 800), a button below, a deck above."""

    def __init__(self) -> None:
        super().__init__()
        self.log: list = []
        self.carry = Carry(self.log)
        self.presenter = Presenter(self.log)
        self.cards = [Spot(f"card{i}") for i in range(3)]
        self.button = Spot("button")
        self.deck = Deck()
        self.decision = ("discard", 1)
        self.default = ("hand", 1)

    def focusTargets(self, area):
        if area == "hand":
            return [Target("card", c, QRectF(i * 100, 800, 90, 130))
                    for i, c in enumerate(self.cards)]
        if area == "buttons":
            return [Target("button", self.button, QRectF(100, 950, 150, 40))]
        if area == "deck":
            return [Target("deck", self.deck, QRectF(0, 300, 400, 130))]
        return []

    def decisionKey(self):
        return self.decision

    def defaultFocus(self):
        return self.default

    def cancelInput(self) -> None:
        self.log.append(("cancel",))


def _ring():
    board = Board()
    ring = FocusRing(board)
    ring.refresh()
    return board, ring


def test_the_ring_starts_at_the_natural_target_and_shows_on_the_first_key(qapp):
    board, ring = _ring()
    assert (ring.area(), ring.index()) == ("hand", 1) and not ring.isShown()
    assert not board.cards[1].focused  # drawn only once the keyboard is used
    assert ring.handleKey(Qt.Key.Key_Right)  # the first key only shows it
    assert ring.isShown() and (ring.area(), ring.index()) == ("hand", 1)
    assert board.cards[1].focused


def test_arrows_move_within_an_area_and_up_down_between_areas(qapp):
    board, ring = _ring()
    ring.setShown(True)
    ring.handleKey(Qt.Key.Key_Right)
    assert ring.index() == 2 and board.cards[2].focused and not board.cards[1].focused
    ring.handleKey(Qt.Key.Key_Right)  # stays at the end
    assert ring.index() == 2
    ring.handleKey(Qt.Key.Key_Home)
    assert ring.index() == 0
    ring.handleKey(Qt.Key.Key_Down)
    assert ring.area() == "buttons" and board.button.focused
    ring.handleKey(Qt.Key.Key_Up)
    assert ring.area() == "hand"
    ring.handleKey(Qt.Key.Key_Up)
    assert ring.area() == "deck"


def test_tab_goes_round_the_areas_in_order(qapp):
    board, ring = _ring()
    ring.setShown(True)
    seen = [ring.area()]
    for _ in range(3):
        ring.handleKey(Qt.Key.Key_Tab)
        seen.append(ring.area())
    assert seen == ["hand", "buttons", "deck", "hand"]
    assert [a for a in AREAS if a in seen] == ["hand", "buttons", "deck"]
    ring.handleKey(Qt.Key.Key_Backtab)
    assert ring.area() == "deck"


def test_enter_acts_through_the_carry_session_and_escape_cancels(qapp):
    board, ring = _ring()
    ring.handleKey(Qt.Key.Key_Return)
    ring.handleKey(Qt.Key.Key_Escape)
    assert board.log == [("activate", "card1"), ("cancel",)]
    assert not ring.handleKey(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)


def test_enter_confirms_a_complete_choice_space_still_toggles(qapp):
    board, ring = _ring()
    board.presenter.intents.complete = True  # two cards are chosen (R3.2)
    assert ring.handleKey(Qt.Key.Key_Enter)
    assert ring.handleKey(Qt.Key.Key_Space)
    assert board.log == [("trigger", "discard"), ("activate", "card1")]
    assert ring.isShown()


def test_u1_while_a_cut_is_asked_for_space_and_enter_on_a_card_cut_at_the_deck(qapp):
    """A card does nothing while the deck is spread for a cut (play-test 31): Space and
    Enter there cut at the depth the deck shows, and the ring goes to the deck."""
    board, ring = _ring()
    board.deck.spread = True
    assert ring.handleKey(Qt.Key.Key_Space)
    assert board.log == [("activate", "deck")]
    assert ring.area() == "deck" and board.deck.focused and not board.cards[1].focused
    ring.focusOn("hand", 2)
    assert ring.handleKey(Qt.Key.Key_Return)
    ring.focusOn("buttons")
    assert ring.handleKey(Qt.Key.Key_Enter)  # a button still acts itself
    assert board.log == [("activate", "deck"), ("activate", "deck"), ("activate", "button")]


def test_number_keys_pick_the_hand_in_order(qapp):
    board, ring = _ring()
    assert ring.handleKey(Qt.Key.Key_3) and ring.handleKey(Qt.Key.Key_1)
    assert board.log == [("activate", "card2"), ("activate", "card0")]
    assert ring.area() == "hand" and ring.index() == 0 and board.cards[0].focused
    assert ring.handleKey(Qt.Key.Key_4)  # no fourth card: used, nothing done
    assert board.log == [("activate", "card2"), ("activate", "card0")] and ring.index() == 0


def test_on_the_deck_left_and_right_move_the_cut_point(qapp):
    board, ring = _ring()
    ring.setShown(True)
    assert ring.focusOn("deck")
    ring.handleKey(Qt.Key.Key_Left)
    ring.handleKey(Qt.Key.Key_PageDown)
    assert board.deck.depth == 30  # 26 - 1 + 5 (U1: a depth the player chooses)
    ring.handleKey(Qt.Key.Key_End)
    assert board.deck.depth == 48


def test_a_new_decision_sends_the_ring_to_its_natural_target(qapp):
    board, ring = _ring()
    ring.setShown(True)
    ring.handleKey(Qt.Key.Key_Left)
    assert ring.index() == 0
    ring.refresh()  # the same decision: the ring stays
    assert ring.index() == 0
    board.decision, board.default = ("play", 2), ("buttons", 0)
    ring.refresh()
    assert (ring.area(), ring.index()) == ("buttons", 0) and board.button.focused
    assert not any(card.focused for card in board.cards)


def test_u6_enter_while_choosing_too_few_is_refused_never_a_tap(qapp):
    """Enter while fewer than two cards are chosen for the crib goes to the presenter's
    refusal (issue 21 play-test), not to the card under the ring; Space still toggles."""
    board, ring = _ring()
    board.presenter.intents.choosing = True
    assert ring.handleKey(Qt.Key.Key_Return) and ring.handleKey(Qt.Key.Key_Space)
    assert board.log == [("refused", "discard"), ("activate", "card1")]
    assert ring.isShown()


def test_u1_a_cut_asked_for_is_signalled_and_its_first_arrow_moves_the_cut(qapp):
    board, ring = _ring()
    asked, moved = [], []
    ring.cutAsked.connect(lambda: asked.append(True))
    ring.moved.connect(lambda: moved.append(True))
    board.decision, board.default = ("cut_starter", 1), ("deck", 0)
    ring.refresh()
    ring.refresh()  # the same decision: asked once
    assert asked == [True] and not ring.isShown()
    assert ring.handleKey(Qt.Key.Key_Right)  # no key first to show the ring
    assert board.deck.depth == 27 and ring.isShown() and board.deck.focused
    assert moved == [True]  # said once, with the new cut point
    board.decision, board.default = ("play", 2), ("hand", 0)
    ring.refresh()
    assert asked == [True]
    ring.setShown(False)
    assert ring.handleKey(Qt.Key.Key_Right)  # on a card the first key only shows the ring
    assert ring.index() == 0 and ring.isShown()
