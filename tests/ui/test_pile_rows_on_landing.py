"""The pile's mirror lists a card laid when it lands, as its name says the count the card
made (51afad0): its rows, which a screen reader reads as the play area's list, listed
the card as it left the hand, while the name still said the count before it. Read as
an assistive tool reads them: through Qt's accessible interface of the mirror, in
process."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QAccessible

from crib_qt.game_words import card_name
from crib_qt.rules import Phase
from crib_qt.ui.preferences import ANIMATION_TIMES

from landing_moves import at_a_play_of_mine_read

SEED = 3


@pytest.fixture
def assistive_tool():
    """Qt's accessibility active, as with a screen reader running: only then do item
    views tell their accessible interfaces that rows changed (without, a reader keeps
    interfaces of rows cleared, named ""); inactive again afterwards."""
    QAccessible.setActive(True)
    yield
    QAccessible.setActive(False)


def _read(mirror) -> tuple[str, list[str]]:
    """(name, rows) of list `mirror` as a screen reader has them."""
    reader = QAccessible.queryAccessibleInterface(mirror)
    rows = [reader.child(i) for i in range(reader.childCount())]
    assert all(row.role() == QAccessible.Role.ListItem for row in rows)
    return (reader.text(QAccessible.Text.Name),
            [row.text(QAccessible.Text.Name) for row in rows])


def _watch(scene, mirror) -> list[tuple[bool, str, list[str]]]:
    """What `mirror` says at every change of `scene` from now on, each once: (a card
    moving, the name, the rows)."""
    seen = []

    def look() -> None:
        now = (any(each.isMoving() for each in scene.cardItems()), *_read(mirror))
        if not seen or seen[-1] != now:
            seen.append(now)

    scene.boardChanged.connect(look)
    scene.changed.connect(look)
    return seen


def _series(name: str) -> list[str]:
    """The cards the name says are in the series: "Play area, count 24: Five of Hearts,
    Ten of Clubs" → ["Five of Hearts", "Ten of Clubs"]."""
    found = re.fullmatch(r"Play area, count \d+(?:: (.*))?", name)
    assert found, name
    return found.group(1).split(", ") if found.group(1) else []


def test_the_pile_rows_change_as_the_card_lands(assistive_tool, make_board):
    board, mirror, _, card = at_a_play_of_mine_read(make_board, SEED)
    name_before, rows_before = _read(mirror)
    assert rows_before and all(row.endswith(", played") for row in rows_before)
    seen = _watch(board.scene, mirror)
    board.tap_card(card)
    board.wait_settled()
    # while the card flies (and the hand closes up) the rows and the name are as before
    assert seen[0] == (True, name_before, rows_before)
    landed = seen[1]  # as the cards land
    assert landed == (False, landed[1], rows_before + [f"{card_name(card)}, played"])
    assert _series(landed[1])[-1] == card_name(card) != _series(name_before)[-1]
    _assert_in_step(seen)  # the computer's reply after it too
    assert len(seen[-1][2]) > len(landed[2])  # the reply was seen landing


def _assert_in_step(seen) -> None:
    """At every look the mirror's rows end with the series its name says ("Play area"
    outside the play: no row)."""
    for _, name, rows in seen:
        if name == "Play area":
            assert rows == []
            continue
        series = _series(name)
        assert [row.removesuffix(", played") for row in rows[len(rows) - len(series):]] \
            == series, (name, rows)


def test_the_cards_leave_the_pile_rows_as_they_land_after_the_play(assistive_tool,
                                                                     make_board):
    """Seed 3's first play: after seven cards a go at 30, then the last card (the Queen
    of Spades, listed as it lands); the show takes the cards back to the hands: the
    rows list them until they land, as the name says the count until then."""
    board = make_board(SEED, size=(1366, 768))
    engine = board.engine
    board.view.accessibility.ensureMirrors()
    mirror = board.view.accessibility.lists["pile"]
    while not (engine.state.phase is Phase.PLAY and len(engine.state.played) == 7):
        assert engine.perform(engine.hint())
        board.wait_settled()
    board.window.setBoardTimes(*ANIMATION_TIMES["normal"])
    seen = _watch(board.scene, mirror)
    while engine.state.phase is Phase.PLAY:  # a go, then the last card
        assert engine.perform(engine.hint())
        board.wait_settled()
    _assert_in_step(seen)
    back = [rows for moving, name, rows in seen
            if moving and name == "Play area, count 10: Queen of Spades"]
    assert back and {len(rows) for rows in back} == {8}  # flying back to the hands
    assert seen[-1] == (False, "Play area", [])
