"""The coach's notes in the score log (issue 19, crib_qt/models.py `ScoreLogModel.setNotes`):
a row after its hand's scores, no points, its text in the language of the moment; notes
added after every row are inserted, others reset the rows, and a rebuilt log keeps them."""

from __future__ import annotations

from crib_qt.models import ScoreLogModel
from crib_qt.rules import Score, ScoreItem, ScoreKind, Scored, parse_cards

FIVE_H, TEN_S = parse_cards("5H TS")


def _fifteen(seat: int, total: int) -> Scored:
    scores = (total, 0) if seat == 0 else (0, total)
    return Scored(seat, Score.of([ScoreItem(ScoreKind.FIFTEEN, 2, (FIVE_H, TEN_S))]), scores)


def _texts(log: ScoreLogModel) -> list[list[str]]:
    return [log.rowTexts(r) for r in range(log.rowCount())]


def test_notes_follow_their_hand_and_survive_a_rebuilt_log(qtbot):
    log = ScoreLogModel()
    log.setPlayerNames(("You", "Computer"))
    events = [(1, _fifteen(0, 2)), (1, _fifteen(1, 2)), (2, _fifteen(0, 4))]
    log.setLog(events[:2])
    language = ["first"]
    note = (1, 0, lambda: f"note in the {language[0]} language")
    with qtbot.waitSignal(log.rowsInserted):  # after every row: inserted, no reset
        log.setNotes([note])
    assert log.rowCount() == 3 and log.isNote(2) and not log.isNote(0)
    assert log.rowTexts(2) == ["1", "You", "note in the first language", "", ""]
    log.append(2, events[2][1])
    assert [log.isNote(r) for r in range(4)] == [False, False, True, False]
    with qtbot.assertNotEmitted(log.modelReset):
        log.setNotes([note])  # the same notes: nothing changes
    log.setLog(events)  # undo, redo: the log is rebuilt, the note stays after hand 1
    assert [r[2] for r in _texts(log)][2] == "note in the first language"
    language[0] = "second"
    log.retranslate()
    assert log.index(2, log.WHAT).data() == "note in the second language"
    with qtbot.waitSignal(log.modelReset):  # a note no longer there: the rows again
        log.setNotes([])
    assert log.rowCount() == 3 and not any(log.isNote(r) for r in range(3))
    with qtbot.waitSignal(log.modelReset):  # a note of an earlier hand goes in its place
        log.setNotes([note])
    assert [log.isNote(r) for r in range(4)] == [False, False, True, False]
