"""The play's count is said when the card that made it lands (0e8056a), by every way the
board says it (R4.1):

(2) the play area's accessible name ("Play area, count 24: ...") changed as the card
left the hand, while the count label waited for the landing: a screen reader was ahead
of the eyes. Now both change together, as the card lands.
(3) the landing's connection was made again at every update of the table's texts while
the card flew: one landing showed the count once per update (the first changed it, the
others found it shown). Now it is made once for the card's move.
"""

from __future__ import annotations

import re

from PySide6.QtCore import SIGNAL, QPropertyAnimation

from landing_moves import at_a_play_of_mine_read, to_a_play_of_mine

SEED = 3


def _said_count(name: str) -> str:
    """The count in the play area's accessible name: "Play area, count 24: ..." → "24"."""
    found = re.fullmatch(r"Play area, count (\d+)(: .*)?", name)
    assert found, name
    return found.group(1)


def test_the_play_areas_name_says_the_count_when_the_label_does(make_board):
    board, pile, before, card = at_a_play_of_mine_read(make_board, SEED)
    scene, item = board.scene, board.item(card)
    after = before + min(card.rank, 10)
    seen = []  # (the card moving, the label's count, the name's count, focus target's)

    def look() -> None:
        label = scene.countLabel.text().removeprefix("Count: ")
        seen.append((item.isMoving(), label, _said_count(pile.accessibleName()),
                     _said_count(scene.pileName())))

    scene.boardChanged.connect(look)
    scene.changed.connect(look)
    board.tap_card(card)
    board.wait_settled()
    flying = [each for each in seen if each[0]]
    landed = seen[len(flying)]  # the first look after the card stopped: as it lands
    assert flying == seen[:len(flying)]
    assert flying and set(flying) == {(True, str(before), str(before), str(before))}
    assert landed == (False, str(after), str(after), str(after))
    # the computer's reply after it too: the name never ahead of (or behind) the label
    assert all(label == name == shown for _, label, name, shown in seen)


def test_one_landing_shows_the_count_once(make_board, monkeypatch):
    board = make_board(SEED, size=(1366, 768))
    scene = board.scene
    before, card = to_a_play_of_mine(board)
    item = board.item(card)
    landings, labels = [], []
    landed = scene._on_card_landed
    monkeypatch.setattr(scene, "_on_card_landed", lambda: (landings.append(1), landed()))
    set_text = scene.countLabel.setText
    monkeypatch.setattr(scene.countLabel, "setText",
                        lambda text: (labels.append(text), set_text(text)))
    board.tap_card(card)
    board.qtbot.waitUntil(item.isMoving)
    moving = [each for each in scene.cardItems() if each.isMoving()]  # the hand closes up
    move = item.findChildren(QPropertyAnimation)[0]
    receivers = move.receivers(SIGNAL("finished()"))
    for _ in range(4):  # four more updates of the texts while the card flies
        scene.presenter.textsChanged.emit()
    assert item.isMoving() and move.receivers(SIGNAL("finished()")) == receivers
    assert labels == [] and scene.countLabel.text() == f"Count: {before}"
    board.qtbot.waitUntil(lambda: not any(each.isMoving() for each in moving))
    assert len(landings) == len(moving) > 1  # once per card landing, not per update
    assert labels == [f"Count: {before + min(card.rank, 10)}"]  # when the last landed
    board.wait_settled()
