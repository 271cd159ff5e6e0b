"""Each cell of the Coach's tables reaches a screen reader with its column's name (U6):
Orca read the cells of the score log, the discard table and the review as bare values
("1", "You", "2", "4.50") with nothing saying which column they were (play-test 32).
What a screen reader is given is read here through Qt's accessible table, as AT-SPI
passes it on. (The score log's cells: tests/ui/test_score_log_hands.py.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QTableView

from crib_qt.ai.analysis import discard_table
from crib_qt.decision_review import Decision, DecisionPosition, seen
from crib_qt.i18n import LanguageSwitcher
from crib_qt.rules import GameState, Play, apply
from crib_qt.rules.cards import parse_cards
from crib_qt.ui.coach_review_model import DecisionTableModel, ReviewRow
from crib_qt.ui.coach_table import DiscardTableModel


@pytest.fixture
def languages(qapp):
    switcher = LanguageSwitcher()
    yield switcher
    switcher.setLanguage("en")


def _read_row(qtbot, model, row: int) -> list[str]:
    """Row `row` of `model` shown in a table view, as a screen reader reads its cells."""
    view = QTableView()
    qtbot.addWidget(view)
    view.setModel(model)
    table = QAccessible.queryAccessibleInterface(view)
    cells = [table.child(i).text(QAccessible.Text.Name) for i in range(table.childCount())
             if table.child(i).role() == QAccessible.Role.Cell]  # row by row, headers apart
    assert len(cells) == model.rowCount() * model.columnCount()
    columns = model.columnCount()
    return cells[row * columns:(row + 1) * columns]


def _discard_model() -> DiscardTableModel:
    """The discard table of 5♥ 5♣ J♠ 4♦ 6♣ K♥ dealt to the pone, the player throwing
    J♠ K♥ (R3.2)."""
    model = DiscardTableModel()
    model.setTable(discard_table(parse_cards("5H 5C JS 4D 6C KH"), dealer=False))
    model.setPlayerThrow(parse_cards("JS KH"))
    return model


def _numbers(option, locale: QLocale) -> list[str]:
    """The hand, crib (the pone's: subtracted), pegging and net of `option`, as shown."""
    return [locale.toString(v, "f", 2)
            for v in (option.hand, -option.crib, option.pegging, option.net)]


def test_the_discard_tables_cells_name_their_columns(qtbot):
    model = _discard_model()
    row = model.playerRow()
    option = model.option(row)
    assert [*map(str, option.keep)] == ["4D", "5C", "5H", "6C"]
    hand, crib, pegging, net = _numbers(option, QLocale())
    choice = ["Choice: Yours and the expert's"] if row == model.expertRow() else ["Choice: Yours"]
    assert _read_row(qtbot, model, row) == [
        "Keep: Four of Diamonds, Five of Clubs, Five of Hearts, Six of Clubs",
        "Throw: Jack of Spades, King of Hearts",
        f"Hand: {hand}", f"Crib: {crib}", f"Pegging: {pegging}", f"Net: {net}", *choice]
    other = next(r for r in range(model.rowCount()) if r not in (row, model.expertRow()))
    assert _read_row(qtbot, model, other)[-1] == ""  # an empty cell stays empty


def test_the_discard_tables_cells_are_named_in_the_players_language(qtbot, languages):
    languages.setLanguage("pt_BR")
    model = _discard_model()
    row = model.playerRow()
    hand, crib, pegging, net = _numbers(model.option(row), QLocale())
    assert "," in hand  # Brazil's decimal comma
    cells = _read_row(qtbot, model, row)
    assert cells == ["Fica: Quatro de Ouros, Cinco de Paus, Cinco de Copas, Seis de Paus",
                     "Descarta: Valete de Espadas, Rei de Copas", f"Mão: {hand}",
                     f"Reserva: {crib}", f"Jogo: {pegging}", f"Saldo: {net}",
                     "Escolha: Sua e do especialista"]


def _review_model() -> DecisionTableModel:
    """One reviewed play: the dealer, at 119, lays 2♦ where the pair of the pone's King
    wins the game (R4.4, R6.1)."""
    from crib_qt.ai.play_review import review_play

    state = GameState.for_play(0, (parse_cards("KC 2D 3H 4S"), parse_cards("KH 5C 5D 5S")),
                               parse_cards("AS")[0], scores=(119, 118),
                               crib=parse_cards("JC JD JH 4C"))
    state = apply(state, Play(parse_cards("KH")[0]))[0]
    review = review_play(state, parse_cards("2D")[0])
    model = DecisionTableModel()
    model.setRows([ReviewRow(seen(DecisionPosition(5, state, Play(parse_cards("2D")[0]))),
                             Decision(5, state.hand_number, 0, review=review))],
                  ("You", "Computer"))
    return model


def test_the_reviews_cells_name_their_columns_where_the_value_would_not(qtbot):
    model = _review_model()
    cost = model.index(0, DecisionTableModel.COST).data()
    assert _read_row(qtbot, model, 0) == [
        "Game: 1", "Hand: 1", "You", "Play at 10", "Chosen: Two of Diamonds",
        "Expert's: King of Clubs", f"Cost: {cost}", "Costly"]
