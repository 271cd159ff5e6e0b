"""Tests of crib_qt/models.py: CardListModel rows, roles and change signals; ScoreLogModel."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt

from crib_qt.models import CardListModel, CardRole, ScoreLogModel
from crib_qt.rules import Card, HandShown, Score, ScoreItem, ScoreKind, Scored, parse_cards

FIVE_H, FIVE_S, JACK_D, KING_C = parse_cards("5H 5S JD KC")
DISPLAY = Qt.ItemDataRole.DisplayRole


@pytest.fixture
def model(qtbot):  # noqa: ARG001 (qtbot: the QApplication and Qt-warning checks)
    return CardListModel()


def _column(model: CardListModel, role) -> list:
    return [model.index(row).data(role) for row in range(model.rowCount())]


# --- CardListModel -------------------------------------------------------------------------


def test_card_list_rows_and_roles(model):
    model.setCards([FIVE_H, FIVE_S, JACK_D], playable=[FIVE_H, JACK_D], selected=[FIVE_S],
                   hinted=[JACK_D], highlighted=[FIVE_H, FIVE_S], current=[JACK_D],
                   owners=[0, 1, 0])
    assert model.rowCount() == 3
    assert model.rowCount(model.index(0)) == 0  # a list: no children
    assert model.cards() == [FIVE_H, FIVE_S, JACK_D]
    assert _column(model, DISPLAY) == ["Five of Hearts", "Five of Spades", "Jack of Diamonds"]
    assert _column(model, CardRole.Card) == [FIVE_H, FIVE_S, JACK_D]
    assert _column(model, CardRole.FaceUp) == [True, True, True]
    assert _column(model, CardRole.Playable) == [True, False, True]
    assert _column(model, CardRole.Selected) == [False, True, False]
    assert _column(model, CardRole.Hinted) == [False, False, True]
    assert _column(model, CardRole.Highlighted) == [True, True, False]
    assert _column(model, CardRole.Current) == [False, False, True]
    assert _column(model, CardRole.Owner) == [0, 1, 0]
    assert model.flagged(CardRole.Playable) == [FIVE_H, JACK_D]
    assert model.flagged(CardRole.Selected) == [FIVE_S]
    assert model.index(3).data(DISPLAY) is None  # past the last row
    assert model.data(QModelIndex(), DISPLAY) is None


def test_face_down_and_unknown_cards(model):
    model.setCards([None, None], face_up=False)
    assert model.rowCount() == 2
    assert model.cards() == [None, None]
    assert _column(model, DISPLAY) == ["Face-down card", "Face-down card"]
    assert _column(model, CardRole.FaceUp) == [False, False]
    assert _column(model, CardRole.Owner) == [-1, -1]
    model.setCards([KING_C], face_up=False)  # a known card lying face down
    assert _column(model, DISPLAY) == ["Face-down card"]
    assert _column(model, CardRole.Card) == [KING_C]


def test_role_names(model):
    names = model.roleNames()
    assert names[int(CardRole.Card)] == b"card"
    assert names[int(CardRole.FaceUp)] == b"faceup"
    assert names[int(CardRole.Playable)] == b"playable"
    assert names[int(CardRole.Selected)] == b"selected"
    assert names[int(CardRole.Hinted)] == b"hinted"
    assert names[int(CardRole.Highlighted)] == b"highlighted"
    assert names[int(CardRole.Owner)] == b"owner"
    assert names[int(CardRole.Current)] == b"current"
    assert names[int(DISPLAY)] == b"display"


def test_same_cards_with_new_flags_emit_data_changed_not_a_reset(model, qtbot):
    model.setCards([FIVE_H, FIVE_S, JACK_D])
    with qtbot.waitSignal(model.dataChanged) as changed, \
            qtbot.assertNotEmitted(model.modelReset):
        model.setCards([FIVE_H, FIVE_S, JACK_D], selected=[FIVE_S])
    top, bottom = changed.args[0], changed.args[1]
    assert (top.row(), bottom.row()) == (0, 2)
    assert _column(model, CardRole.Selected) == [False, True, False]


def test_other_cards_reset_the_model(model, qtbot):
    model.setCards([FIVE_H, FIVE_S, JACK_D])
    with qtbot.waitSignal(model.modelReset), qtbot.assertNotEmitted(model.dataChanged):
        model.setCards([FIVE_H, JACK_D])  # FIVE_S played
    assert model.cards() == [FIVE_H, JACK_D]
    with qtbot.waitSignal(model.modelReset):
        model.setCards([JACK_D, FIVE_H])  # same cards, another order
    assert model.cards() == [JACK_D, FIVE_H]


def test_setting_the_same_rows_again_emits_nothing(model, qtbot):
    model.setCards([FIVE_H, JACK_D], playable=[JACK_D])
    with qtbot.assertNotEmitted(model.dataChanged), qtbot.assertNotEmitted(model.modelReset):
        model.setCards([FIVE_H, JACK_D], playable=[JACK_D])


# --- ScoreLogModel -------------------------------------------------------------------------


def _scored(seat: int, items, scores) -> Scored:
    return Scored(seat, Score.of(items), scores)


def test_score_log_rows_after_scoring_events(qtbot):
    log = ScoreLogModel()
    log.setPlayerNames(("You", "Computer"))
    assert (log.rowCount(), log.columnCount()) == (0, 5)
    fifteen = ScoreItem(ScoreKind.FIFTEEN, 2, (FIVE_H, JACK_D))
    pair = ScoreItem(ScoreKind.PAIR, 2, (FIVE_H, FIVE_S))
    heels = ScoreItem(ScoreKind.HIS_HEELS, 2, (JACK_D,))
    go = ScoreItem(ScoreKind.GO, 1)
    events = [
        (1, _scored(1, [heels], (0, 2))),
        (1, _scored(0, [fifteen, pair], (4, 2))),
        (1, HandShown(0, (FIVE_H, FIVE_S, KING_C, Card.parse("AH")), JACK_D, False,
                      Score(0, ()))),  # not a row: the show's points come as Scored
        (2, _scored(1, [go], (4, 3))),
    ]
    inserted = []
    log.rowsInserted.connect(lambda parent, first, last: inserted.append((first, last)))
    for hand, event in events:
        log.append(hand, event)
    assert inserted == [(0, 0), (1, 1), (2, 2)]
    assert log.rowCount() == 3

    def row(r: int) -> list:
        return [log.index(r, c).data() for c in range(5)]

    assert row(0) == ["1", "Computer", "His heels for 2", "2", "2"]
    assert row(1) == ["1", "You", "Fifteen for 2, Pair for 2", "4", "4"]
    assert row(2) == ["2", "Computer", "Go for 1", "1", "3"]
    assert [log.headerData(c, Qt.Orientation.Horizontal) for c in range(5)] == \
        ["Hand", "Player", "Scored for", "Points", "Total"]
    assert log.headerData(0, Qt.Orientation.Vertical) is None
    right = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    aligned = [log.index(0, c).data(Qt.ItemDataRole.TextAlignmentRole) for c in range(5)]
    assert aligned == [right, None, None, right, right]
    assert [log.index(1, c).data(Qt.ItemDataRole.UserRole) for c in range(5)] == [1, 0, 4, 4, 4]
    assert log.index(3, 0).data() is None

    with qtbot.waitSignal(log.dataChanged):
        log.setPlayerNames(("Ana", "Bo"))
    assert [log.index(r, log.PLAYER).data() for r in range(3)] == ["Bo", "Ana", "Bo"]

    with qtbot.waitSignal(log.modelReset):
        log.setLog(events[:2])
    assert log.rowCount() == 2
    assert [log.index(r, log.TOTAL).data() for r in range(2)] == ["2", "4"]


def test_score_log_row_texts_are_its_display_data(qtbot):  # noqa: ARG001 (translations)
    """`rowTexts` (how the log's view measures a new row) gives exactly what `data` gives,
    also after a language switch and for rows whose items repeat an earlier row's."""
    from crib_qt.i18n import LanguageSwitcher

    log = ScoreLogModel()
    log.setPlayerNames(("You", "Computer"))
    crib = [ScoreItem(ScoreKind.FIFTEEN, 2, (FIVE_H, JACK_D)), ScoreItem(ScoreKind.NOBS, 1)]
    for hand in (1, 2):
        log.append(hand, _scored(1, [ScoreItem(ScoreKind.GO, 1)], (0, hand)))
        log.append(hand, HandShown(0, (FIVE_H,) * 4, JACK_D, True, Score.of(crib)))
        log.append(hand, _scored(0, crib, (3 * hand, hand)))

    def shown() -> list[list[str]]:
        return [[log.index(r, c).data() for c in range(5)] for r in range(log.rowCount())]

    assert [log.rowTexts(r) for r in range(4)] == shown()
    assert log.rowTexts(3) == ["2", "You", "Crib: Fifteen for 2, Nobs for 1", "3", "6"]
    languages = LanguageSwitcher()
    languages.setLanguage("pt")
    try:
        log.retranslate()
        assert [log.rowTexts(r) for r in range(4)] == shown()
        assert log.rowTexts(3)[2] != "Crib: Fifteen for 2, Nobs for 1"
    finally:
        languages.setLanguage("en")
    log.retranslate()
    assert log.rowTexts(1)[2] == "Crib: Fifteen for 2, Nobs for 1"
    with pytest.raises(IndexError):
        log.rowTexts(4)
