"""A table cell reached along its row (Left, Right, Home) reaches a screen reader without
its column's name, which the reader says itself then: Orca said "Points column header
Points: 2" moving Right along the score log (play-test 35). Reached any other way (Up,
Down, into the table), and in a row read whole, each cell keeps its name (U6: Orca reads
the whole row on Up and Down, without the headers). Read through Qt's accessible table,
as AT-SPI passes it on, after the keys a player presses."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible

from crib_qt.models import ScoreLogModel
from crib_qt.rules import Scored
from crib_qt.rules.scoring import Score, ScoreItem, ScoreKind
from crib_qt.ui.coach_review_model import DecisionTableModel
from crib_qt.ui.score_log_view import ScoreLogView

from test_table_cells_named import _discard_model, _review_model


def _names(view) -> dict[tuple[int, int], str]:
    """Every cell of `view` by (row, column) of the view's model, as a screen reader is
    given its name."""
    table = QAccessible.queryAccessibleInterface(view)
    cells = {}
    for i in range(table.childCount()):
        child = table.child(i)
        if child.role() == QAccessible.Role.Cell:
            cell = child.tableCellInterface()
            cells[(cell.rowIndex(), cell.columnIndex())] = child.text(QAccessible.Text.Name)
    return cells


def _press(qtbot, view, key: Qt.Key) -> None:
    qtbot.keyClick(view, key)


def _score_log(qtbot) -> ScoreLogView:
    """A score log of two rows: you pegged a pair for 2, then a go for 1."""
    log = ScoreLogModel()
    log.setPlayerNames(("You", "Computer"))
    log.append(1, Scored(0, Score.of([ScoreItem(ScoreKind.PAIR, 2)]), (2, 0)))
    log.append(1, Scored(0, Score.of([ScoreItem(ScoreKind.GO, 1)]), (3, 0)))
    view = ScoreLogView(log)
    qtbot.addWidget(view)
    view.resize(500, 300)
    view.show()
    qtbot.waitExposed(view)
    view.setFocus()
    return view


def test_the_score_logs_cell_reached_along_its_row_leaves_its_name_to_the_header(qtbot):
    view = _score_log(qtbot)
    view.setCurrentIndex(view.model().index(0, ScoreLogModel.WHAT))
    _press(qtbot, view, Qt.Key.Key_Right)
    assert view.currentIndex().column() == ScoreLogModel.POINTS
    assert _names(view) == {(0, 0): "Hand: 1", (0, 1): "Player: You", (0, 2): "Pair for 2",
                            (0, 3): "2", (0, 4): "Total: 2",
                            (1, 0): "Hand: 1", (1, 1): "Player: You", (1, 2): "Go for 1",
                            (1, 3): "Points: 1", (1, 4): "Total: 3"}
    _press(qtbot, view, Qt.Key.Key_Down)  # a row read whole: every name
    assert _names(view)[(1, 3)] == "Points: 1"
    assert _names(view)[(0, 3)] == "Points: 2"
    _press(qtbot, view, Qt.Key.Key_Home)  # along the row too
    assert _names(view)[(1, 0)] == "1"
    assert _names(view)[(1, 3)] == "Points: 1"
    _press(qtbot, view, Qt.Key.Key_Up)
    assert _names(view)[(0, 0)] == "Hand: 1"
    assert _names(view)[(1, 0)] == "Hand: 1"


def test_a_new_log_names_every_cell_again(qtbot):
    view = _score_log(qtbot)
    view.setCurrentIndex(view.model().index(1, ScoreLogModel.HAND))
    _press(qtbot, view, Qt.Key.Key_Right)
    log, spoken = view.model(), Qt.ItemDataRole.AccessibleTextRole
    assert log.index(1, ScoreLogModel.PLAYER).data(spoken) == "You"
    log.setLog([])  # undo back to the deal, a new game: no current cell moved
    log.append(1, Scored(0, Score.of([ScoreItem(ScoreKind.PAIR, 2)]), (2, 0)))
    log.append(1, Scored(1, Score.of([ScoreItem(ScoreKind.GO, 1)]), (2, 1)))
    # (the model's own text: Qt's accessible table keeps the cells it made before a
    # reset while no screen reader listens)
    assert log.index(1, ScoreLogModel.PLAYER).data(spoken) == "Player: Computer"


def _shown(qtbot, model):
    """`model` in a table of the Coach's review (its discard table, its decisions: the
    latter through the view's `ShownColumnsModel`), shown with the keyboard's focus:
    (its window, the table)."""
    from PySide6.QtWidgets import QWidget

    from crib_qt.ui.coach_review_dialog import _table

    parent = QWidget()
    qtbot.addWidget(parent)
    view = _table(parent, model, "table")
    view.resize(900, 300)
    parent.show()
    qtbot.waitExposed(parent)
    view.setFocus()
    return parent, view


def test_the_discard_tables_cell_reached_along_its_row_leaves_its_name_to_the_header(qtbot):
    model = _discard_model()
    _parent, view = _shown(qtbot, model)
    row = model.playerRow()
    view.setCurrentIndex(model.index(row, model.THROW))
    _press(qtbot, view, Qt.Key.Key_Right)
    names = _names(view)
    assert names[(row, model.HAND)] == model.index(row, model.HAND).data()
    assert names[(row, model.THROW)] == "Throw: Jack of Spades, King of Hearts"
    _press(qtbot, view, Qt.Key.Key_Left)
    names = _names(view)
    assert names[(row, model.THROW)] == "Jack of Spades, King of Hearts"
    assert names[(row, model.HAND)] == "Hand: " + model.index(row, model.HAND).data()


def test_the_reviews_cell_reached_along_its_row_leaves_its_name_to_the_header(qtbot):
    model = _review_model()
    _parent, view = _shown(qtbot, model)
    view.model().setLeftOut({DecisionTableModel.GAME})  # a single game: no game column
    shown = view.model()
    view.setCurrentIndex(shown.index(0, 0))  # the hand
    _press(qtbot, view, Qt.Key.Key_Right)
    _press(qtbot, view, Qt.Key.Key_Right)
    _press(qtbot, view, Qt.Key.Key_Right)
    cost = model.index(0, DecisionTableModel.COST).data()
    assert _names(view) == {(0, 0): "Hand: 1", (0, 1): "You", (0, 2): "Play at 10",
                            (0, 3): "Two of Diamonds", (0, 4): "Expert's: King of Clubs",
                            (0, 5): f"Cost: {cost}", (0, 6): "Costly"}
