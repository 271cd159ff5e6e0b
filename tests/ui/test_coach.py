"""The coach's discard table in the window (issue 19): a preview that changes nothing (U2),
the values of `analysis.discard_options`, reachable by keyboard and screen reader, readable
at 800 x 600, and never a covered hand's (U3)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from crib_qt.ai import ComputerPlayer
from crib_qt.ai.analysis import discard_options
from crib_qt.game_words import card_name
from crib_qt.models import CardRole
from crib_qt.rules import Phase, legal_actions
from crib_qt.ui.coach_dialog import DiscardTableDialog
from crib_qt.ui.coach_table import DiscardTableModel as M

# The offscreen platform of the tests can neither pass a dialog's size hints on nor raise a
# window: warnings of the test set-up's plugin, not of the game.
pytestmark = pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints",
                                       r"This plugin does not support raise\(\)")

HEADERS = ["Keep", "Throw", "Hand", "Crib", "Pegging", "Net", "Choice"]
DISPLAY, USER = Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.UserRole


def to_discard(board) -> None:
    """Play on until the viewer is to choose a discard with six cards face up."""
    while not (board.engine.state.phase is Phase.DISCARD
               and len(board.scene.presenter.view().hand) == 6):
        board.act()


def open_table(board, qtbot) -> DiscardTableDialog:
    """Press D on the table, as a player would; wait for the rows."""
    assert board.window.actions["discard_table"].isEnabled()
    QTest.keyClick(board.view, Qt.Key.Key_D)
    dialog = board.window.findChild(DiscardTableDialog)
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: dialog.model.rowCount() == 15, timeout=20_000)
    return dialog


def rows(model) -> list[list]:
    return [[model.data(model.index(r, c), USER) for c in range(7)]
            for r in range(model.rowCount())]


def test_the_discard_table_changes_nothing_and_shows_the_discard_options(make_board, qtbot):
    board = make_board(8)
    to_discard(board)
    engine, presenter = board.engine, board.scene.presenter
    view = presenter.view()
    hand = view.hand
    board.tap_card(hand[0])  # a first card chosen for the crib (a preview already)
    state, undo = engine.state, engine.undoStack()
    count, index, history = undo.count(), undo.index(), engine.history()
    with qtbot.assertNotEmitted(engine.historyChanged), \
            qtbot.assertNotEmitted(engine.stateChanged):
        dialog = open_table(board, qtbot)
        model = dialog.model
        assert model.rowCount() == 15 and model.columnCount() == 7
        assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(7)] == HEADERS
        options = discard_options(hand, view.is_dealer)
        locale = QLocale()
        for r, option in enumerate(options):
            keep, throw, *values, _ = rows(model)[r]
            assert (keep, throw) == (option.keep, option.throw)
            assert values == [option.hand, option.crib, option.pegging, option.net]
            shown = [model.data(model.index(r, c), DISPLAY) for c in range(6)]
            crib = option.crib if view.is_dealer else -option.crib
            assert shown == [" ".join(c.symbol_text for c in option.keep),
                             " ".join(c.symbol_text for c in option.throw)] + [
                locale.toString(v, "f", 2) for v in (option.hand, crib, option.pegging,
                                                     option.net)]
        # the expert's row is the discard its hint shows (the first row, below 90 points)
        expert = ComputerPlayer("expert").choose(engine.state.view(0), legal_actions(state))
        assert model.option(model.expertRow()).discard == expert
        assert model.data(model.index(model.expertRow(), M.CHOICE), USER)[-1] == "expert"
        assert model.playerRow() == -1  # one card chosen: no choice of the player's yet
        # the player chooses a second card on the table: that row is marked as theirs
        other = next(c for c in hand if c != hand[0] and {hand[0], c} != set(expert.cards))
        board.tap_card(other)
        mine = model.playerRow()
        assert model.option(mine).throw == tuple(sorted((hand[0], other)))
        assert model.data(model.index(mine, M.CHOICE), DISPLAY) == "Yours"
        assert model.data(model.index(model.expertRow(), M.CHOICE), DISPLAY) == "Expert's"
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
        assert not dialog.isVisible()
    assert engine.state is state and engine.history() == history
    assert (undo.count(), undo.index()) == (count, index)  # never an undo step (U2)
    assert set(presenter.handModels[0].flagged(CardRole.Selected)) == {hand[0], other}


def test_the_table_reads_at_800_by_600_by_keyboard_and_screen_reader(make_board, qtbot):
    board = make_board(8, size=(800, 600))
    to_discard(board)
    dialog = open_table(board, qtbot)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.view)
    # inside the smallest window, every row and column without scrolling (the dialog
    # grows to the rows once they are worked out: `fit_dialog`, a posted call)
    qtbot.waitUntil(lambda: dialog.view.verticalScrollBar().maximum() == 0)
    assert dialog.width() <= 800 and dialog.height() <= 600
    assert dialog.view.horizontalScrollBar().maximum() == 0
    # a real table for screen readers: its name, its headers, full card names
    table = QAccessible.queryAccessibleInterface(dialog.view)
    assert table.role() == QAccessible.Role.Table
    assert table.text(QAccessible.Text.Name) == "Discard table"
    model = dialog.model
    keep = model.option(0).keep
    kept = "Keep: " + ", ".join(card_name(c) for c in keep)  # each cell names its column
    assert model.data(model.index(0, M.KEEP), Qt.ItemDataRole.AccessibleTextRole) == kept
    cells = [table.child(i) for i in range(table.childCount())]
    names = {c.text(QAccessible.Text.Name) for c in cells if c is not None}
    assert set(HEADERS) <= names and kept in names
    # the arrows move along the rows, Tab leaves for Close, Escape closes
    dialog.view.setCurrentIndex(model.index(0, 0))
    QTest.keyClick(dialog.view, Qt.Key.Key_Down)
    assert dialog.view.currentIndex().row() == 1
    # along the row, the cell leaves its column's name to the header a reader says then
    QTest.keyClick(dialog.view, Qt.Key.Key_Right)
    throw = ", ".join(card_name(c) for c in model.option(1).throw)
    spoken = Qt.ItemDataRole.AccessibleTextRole
    assert model.data(model.index(1, M.THROW), spoken) == throw
    assert model.data(model.index(1, M.KEEP), spoken).startswith("Keep: ")
    QTest.keyClick(dialog.view, Qt.Key.Key_Tab)
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    assert QApplication.focusWidget() is close
    QTest.keyClick(close, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_a_covered_hand_has_no_table_and_the_table_follows_the_device(make_board, qtbot):
    board = make_board(3, names=("Ana", "Ben"), size=(1280, 800))
    engine, presenter = board.engine, board.scene.presenter
    while engine.state.phase is not Phase.DISCARD:
        board.act()
    assert presenter.isCovered()
    assert not board.window.actions["discard_table"].isEnabled()  # U3: face down
    board.click(board.scene.coverButton.scenePos())
    board.wait_settled()
    first = presenter.view().seat
    dialog = open_table(board, qtbot)
    assert set(dialog.model.table().cards) == set(engine.state.hands[first])
    board.act()  # the first player's discard: the device goes to the other player
    assert presenter.isCovered() and engine.state.to_act != first
    assert dialog.model.rowCount() == 0  # the first hand is not left on show
    assert dialog.statusLabel.text().startswith("The table is for the six cards")
    board.click(board.scene.coverButton.scenePos())
    board.wait_settled()
    second = presenter.view().seat
    assert second != first
    qtbot.waitUntil(lambda: dialog.model.rowCount() == 15, timeout=20_000)
    assert set(dialog.model.table().cards) == set(engine.state.hands[second])


@pytest.mark.parametrize("dealer", [True, False])
def test_the_crib_column_counts_for_the_dealer_and_against_the_pone(qapp, dealer):
    from crib_qt.ai.analysis import discard_table
    from crib_qt.rules.cards import parse_cards

    model = M()
    table = discard_table(parse_cards("5H 5D 6C 7S 8C 9D"), dealer)
    model.setTable(table)
    for r, option in enumerate(table.options):
        shown = QLocale().toDouble(model.data(model.index(r, M.CRIB), DISPLAY))[0]
        assert shown == round(option.crib if dealer else -option.crib, 2)
    model.setPlayerThrow(parse_cards("5H 5D"))
    assert model.option(model.playerRow()).throw == tuple(sorted(parse_cards("5H 5D")))
    model.setPlayerThrow(parse_cards("5H KD"))
    assert model.playerRow() == -1


def test_the_table_speaks_the_language_of_now(make_board, qtbot):
    from crib_qt.game_words import translate

    board = make_board(8)
    to_discard(board)
    dialog = open_table(board, qtbot)
    board.window.setLanguage("pt_BR")
    try:
        headers = [dialog.model.headerData(c, Qt.Orientation.Horizontal) for c in range(7)]
        assert headers == [translate("DiscardTable", h) for h in HEADERS]
        assert headers != HEADERS  # translated, not the English source
        # Qt posts LanguageChange to every widget: the dialog's texts follow at once after
        qtbot.waitUntil(lambda: dialog.windowTitle() == translate("DiscardTable",
                                                                  "Discard table"))
        assert dialog.windowTitle() != "Discard table"
        assert dialog.view.accessibleName() == dialog.windowTitle()
        net = dialog.model.option(0).net
        assert dialog.model.data(dialog.model.index(0, M.NET), DISPLAY) == QLocale().toString(
            net, "f", 2)
        assert "," in QLocale().toString(1.5, "f", 2)  # Brazilian decimals
    finally:
        board.window.setLanguage("en")
    assert dialog.model.headerData(0, Qt.Orientation.Horizontal) == "Keep"
    qtbot.waitUntil(lambda: dialog.windowTitle() == "Discard table")


def test_the_coach_actions_have_keys_listed_in_help_and_no_key_does_two_things(make_board, qtbot):
    """Issue 19 with issue 16: the discard table (D), the Coach dock (Ctrl+K, beside the
    score log's Ctrl+L) and the match review (Ctrl+Shift+K) by keyboard, on the Keys page,
    and no key of the window's shared by two actions."""
    from crib_qt.ui.coach_review_dialog import MatchReviewDialog
    from crib_qt.ui.dialogs import keys_rows

    board = make_board(3)
    window = board.window
    rows = dict(keys_rows(window.actions))
    assert rows["D"] == "Discard table" and rows["Ctrl+K"] == "Coach"
    assert rows["Ctrl+Shift+K"] == "Game review"  # a single game's (R7.1)
    keys = [k.toString() for a in window.actions.values() for k in a.shortcuts() if not k.isEmpty()]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
    board.view.setFocus()
    assert not window.coachDock.isVisible()
    QTest.keyClick(board.view, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert window.coachDock.isVisible() and window.coachDock.panel is not None
    QTest.keyClick(board.view, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    assert not window.coachDock.isVisible()
    QTest.keyClick(board.view, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    dialog = window.findChild(MatchReviewDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.close()


def test_near_121_a_play_that_gave_up_the_win_says_so_in_the_review(qapp):
    """A play flagged by the chance to win it gave up (issue 19: a missed peg-out costs
    little in points) says so in the cost column and the detail."""
    from crib_qt.ai.play_review import review_play
    from crib_qt.decision_review import Decision, DecisionPosition, seen
    from crib_qt.rules import GameState, Play, apply
    from crib_qt.rules.cards import parse_cards
    from crib_qt.ui.coach_review_model import DecisionTableModel, ReviewRow, detail_text

    # the dealer at 119 can pair the pone's King for 2 and win at once (R4.4, R6.1)
    state = GameState.for_play(0, (parse_cards("KC 2D 3H 4S"), parse_cards("KH 5C 5D 5S")),
                               parse_cards("AS")[0], scores=(119, 118),
                               crib=parse_cards("JC JD JH 4C"))
    state = apply(state, Play(parse_cards("KH")[0]))[0]
    review = review_play(state, parse_cards("2D")[0])
    decision = Decision(5, state.hand_number, 0, review=review)
    assert decision.flagged and 0.5 < review.win_loss
    percent = round(100 * review.win_loss)
    model = DecisionTableModel()
    model.setRows([ReviewRow(seen(DecisionPosition(5, state, Play(parse_cards("2D")[0]))),
                             decision)], ("You", "Computer"))
    cost = model.index(0, DecisionTableModel.COST)
    assert cost.data() == f"{QLocale().toString(review.cost, 'f', 2)}; {percent}% of the win"
    assert model.data(model.index(0, DecisionTableModel.VERDICT), USER) == "costly"
    assert detail_text(model.rows()[0], "You").endswith(
        f"this card gave up {percent}% of the chance to win.")
