"""Itemised score checks shared by the scoring tests (tests/rules/test_scoring_*.py):
`check_items` compares a Score with exactly the expected items, in counting order."""

from __future__ import annotations

from collections import Counter

from crib_qt.rules.cards import format_cards
from crib_qt.rules.scoring import Score, ScoreKind

K = ScoreKind


def described(score: Score) -> Counter:
    """The items as a multiset of (kind, points, "cards in item order")."""
    return Counter((i.kind, i.points, format_cards(i.cards)) for i in score.items)


def check_items(score: Score, expected: list[tuple[ScoreKind, int, str]]) -> None:
    """`score` has exactly the `expected` items: same multiset, kinds in counting order."""
    assert described(score) == Counter(expected)
    assert [(i.kind, i.points) for i in score.items] == [(k, p) for k, p, _ in expected]
    assert score.total == sum(p for _, p, _ in expected)
