"""Cards of the 52-card deck (R1.1–R1.3): text forms, values, rank order, identity.

R1.1: one 52-card deck, ranks A(1) … K(13), four suits.
R1.2: counting value A = 1, 2–10 pip value, J Q K = 10.
R1.3: rank order (cuts, runs) uses the rank, not the value: J-Q is not a pair.
"""

from __future__ import annotations

import copy
import pickle

import pytest

from crib_qt.rules.cards import DECK, RANK_NAMES, Card, Suit, format_cards, parse_cards

C, D, H, S = Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES


# --- parsing and text -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "rank", "suit", "canonical"),
    [
        ("5H", 5, H, "5H"),
        ("10h", 10, H, "10H"),
        ("TH", 10, H, "10H"),
        ("th", 10, H, "10H"),
        ("QS", 12, S, "QS"),
        ("5♥", 5, H, "5H"),
        ("a♠", 1, S, "AS"),
        ("AC", 1, C, "AC"),
        ("kd", 13, D, "KD"),
        ("jc", 11, C, "JC"),
        ("10♦", 10, D, "10D"),
        ("2♣", 2, C, "2C"),
        ("9s", 9, S, "9S"),
        (" 7d \n", 7, D, "7D"),  # surrounding blanks are ignored
        ("Q♡", 12, H, "QH"),  # outline suit symbols are accepted too
        ("3♢", 3, D, "3D"),
        ("4♧", 4, C, "4C"),
        ("6♤", 6, S, "6S"),
    ],
)
def test_R1_1_parse_accepts_letters_symbols_any_case(text, rank, suit, canonical):
    card = Card.parse(text)
    assert card.rank == rank
    assert card.suit is suit
    assert str(card) == canonical
    assert card is Card(rank, suit)


@pytest.mark.parametrize("bad", ["1H", "11H", "5X", "", "5", "H", "H5", "5 H", "10", "0H",
                                 "14S", "1OH", "5HH", "JJ", "♥", "  ", "5H 6H", "1♥"])
def test_parse_rejects_bad_text_naming_it(bad):
    with pytest.raises(ValueError) as info:
        Card.parse(bad)
    assert repr(bad) in str(info.value)
    assert str(info.value).startswith("not a card: ")


@pytest.mark.parametrize("bad", [5, None, 5.0, b"5H", ("5", "H"), ["5H"]])
def test_parse_rejects_non_text_naming_it(bad):
    with pytest.raises(ValueError) as info:
        Card.parse(bad)
    assert repr(bad) in str(info.value)


def test_str_is_canonical_for_every_card():
    texts = [str(c) for c in DECK]
    assert texts[:8] == ["AC", "AD", "AH", "AS", "2C", "2D", "2H", "2S"]
    assert texts[36:40] == ["10C", "10D", "10H", "10S"]
    assert texts[-4:] == ["KC", "KD", "KH", "KS"]
    for card in DECK:
        assert Card.parse(str(card)) is card
        assert Card.parse(str(card).lower()) is card
        assert Card.parse(card.symbol_text) is card


def test_symbol_text_and_repr():
    ten_hearts = Card(10, H)
    assert ten_hearts.symbol_text == "10♥"
    assert Card(1, S).symbol_text == "A♠"
    assert Card(13, C).symbol_text == "K♣"
    assert Card(11, D).symbol_text == "J♦"
    assert repr(ten_hearts) == "Card.parse('10H')"
    assert eval(repr(ten_hearts)) is ten_hearts  # noqa: S307 - repr round trip


def test_parse_cards_returns_a_tuple_in_written_order():
    cards = parse_cards("5H 5D JS")
    assert type(cards) is tuple
    assert cards == (Card(5, H), Card(5, D), Card(11, S))
    assert parse_cards("5h,5♦,  js") == cards
    assert parse_cards("  10C\tAS\nKD ") == (Card(10, C), Card(1, S), Card(13, D))
    assert parse_cards("") == ()
    assert parse_cards("5H 5H") == (Card(5, H), Card(5, H))  # duplicates are kept


def test_parse_cards_names_the_first_bad_piece():
    with pytest.raises(ValueError, match=r"not a card: '11H'"):
        parse_cards("5H 11H 5X")
    with pytest.raises(ValueError, match=r"not a list of cards: None"):
        parse_cards(None)
    with pytest.raises(ValueError, match=r"not a list of cards: \['5H'\]"):
        parse_cards(["5H"])


def test_format_cards():
    assert format_cards(parse_cards("5♥ t♦ js a♣")) == "5H 10D JS AC"
    assert format_cards([]) == ""


# --- values and rank order --------------------------------------------------------------


def test_R1_2_counting_values():
    assert {RANK_NAMES[c.rank]: c.value for c in DECK} == {
        "A": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7,
        "8": 8, "9": 9, "10": 10, "J": 10, "Q": 10, "K": 10,
    }
    assert sum(c.value for c in DECK) == 4 * 85


def test_R1_1_ranks_ace_low_king_high():
    assert [Card.parse(t + "S").rank for t in "A 2 3 4 5 6 7 8 9 10 J Q K".split()] == list(
        range(1, 14)
    )
    assert RANK_NAMES == ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def test_R1_3_rank_order_not_value():
    ten, jack, queen, king = parse_cards("10H JH QH KH")
    assert ten.value == jack.value == queen.value == king.value == 10
    assert ten.rank < jack.rank < queen.rank < king.rank
    assert ten < jack < queen < king
    assert jack != queen  # equal value, different rank: not a pair
    assert Card.parse("AS") < Card.parse("2C")  # ace is low


def test_ordering_is_rank_then_suit():
    assert sorted(parse_cards("KS AH 10C 10S AC 2D")) == list(parse_cards("AC AH 2D 10C 10S KS"))
    assert list(Suit) == [C, D, H, S]
    a, b = Card.parse("7D"), Card.parse("7H")
    assert a < b and a <= b and b > a and b >= a and a <= a and a >= a
    assert not (a < a) and not (a > a)
    assert max(DECK) is Card(13, S) and min(DECK) is Card(1, C)


@pytest.mark.parametrize("op", ["__lt__", "__le__", "__gt__", "__ge__"])
def test_ordering_against_non_cards_is_a_type_error(op):
    card = Card(5, H)
    assert getattr(card, op)(5) is NotImplemented
    with pytest.raises(TypeError):
        sorted([card, "5H"])


def test_suit_properties():
    assert [s.letter for s in Suit] == ["C", "D", "H", "S"]
    assert [s.symbol for s in Suit] == ["♣", "♦", "♥", "♠"]
    assert [s.is_red for s in Suit] == [False, True, True, False]
    assert [int(s) for s in Suit] == [0, 1, 2, 3]


# --- identity, hashing, immutability ------------------------------------------------------


def test_equality_and_hashing():
    five_hearts = Card.parse("5H")
    assert five_hearts is Card(5, H) is Card(5, 2) is Card.parse("5♥")
    assert five_hearts == Card.parse("5h")
    assert five_hearts != Card.parse("5D")
    assert five_hearts != Card.parse("6H")
    assert five_hearts != "5H" and five_hearts != 17 and five_hearts is not None
    assert hash(five_hearts) == five_hearts.index == 18
    assert {Card.parse("5H"), Card.parse("5h"), Card.parse("5♥"), Card.parse("5D")} == {
        Card(5, H),
        Card(5, D),
    }
    assert {Card(5, H): "x"}[Card.parse("5♥")] == "x"


def test_cards_are_immutable():
    card = Card.parse("QS")
    with pytest.raises(AttributeError):
        card.rank = 1
    with pytest.raises(AttributeError):
        card.suit = H
    with pytest.raises(AttributeError):
        card.value = 1
    with pytest.raises(AttributeError):
        card.index = 0
    with pytest.raises(AttributeError):
        card.colour = "black"
    with pytest.raises(AttributeError):
        del card.rank
    assert (card.rank, card.suit, card.value, card.index) == (12, S, 10, 47)
    assert Card(12, S) is card


def test_copies_and_pickles_are_the_shared_instance():
    for card in (DECK[0], Card(10, H), DECK[-1]):
        assert copy.copy(card) is card
        assert copy.deepcopy(card) is card
        assert copy.deepcopy([card])[0] is card
        assert pickle.loads(pickle.dumps(card)) is card


@pytest.mark.parametrize(
    ("rank", "suit"),
    [(0, C), (14, C), (-1, H), (1.0, C), (13.0, S), (True, C), ("5", H), (None, H), (5, 4),
     (5, -1), (5, "H"), (5, None)],
)
def test_constructor_rejects_bad_rank_or_suit(rank, suit):
    # 1.0 and True used to slip through the instance cache (fixed in cards.py).
    with pytest.raises(ValueError, match=r"card (rank|suit) must be"):
        Card(rank, suit)


# --- the deck ----------------------------------------------------------------------------


def test_R1_1_deck_has_52_distinct_cards_in_index_order():
    assert type(DECK) is tuple
    assert len(DECK) == 52
    assert len(set(DECK)) == 52
    assert len({str(c) for c in DECK}) == 52
    assert {(c.rank, c.suit) for c in DECK} == {(r, s) for r in range(1, 14) for s in Suit}
    for i, card in enumerate(DECK):
        assert card.index == i == (card.rank - 1) * 4 + int(card.suit)
        assert card is Card(card.rank, card.suit)
    assert [str(c) for c in DECK[::13]] == ["AC", "4D", "7H", "10S"]


def test_from_index_round_trip():
    for i in range(52):
        assert Card.from_index(i) is DECK[i]
        assert Card.from_index(i).index == i
    for card in DECK:
        assert Card.from_index(card.index) is card
    assert str(Card.from_index(0)) == "AC"
    assert str(Card.from_index(18)) == "5H"
    assert str(Card.from_index(51)) == "KS"


@pytest.mark.parametrize("bad", [-1, 52, 100, 1.0, True, "3", None])
def test_from_index_rejects_bad_index(bad):
    with pytest.raises(ValueError, match=r"card index must be an integer from 0 to 51, not "):
        Card.from_index(bad)
