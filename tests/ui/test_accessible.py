"""Screen readers: the board's accessible mirrors and live announcements
(crib_qt/board/accessible.py), translated names, and the looks for low vision."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAccessible

from crib_qt.ai import BasicPlayer
from crib_qt.board.card_item import CardItem
from crib_qt.engine import GameEngine
from crib_qt.game_words import card_name
from crib_qt.rules import CardPlayed, GoSaid, HandShown, Phase, Scored
from crib_qt.ui.main_window import MainWindow


def _drive_until(board, condition, limit: int = 150) -> None:
    for _ in range(limit):
        if condition(board.engine.state):
            return
        board.act()
    raise AssertionError("the position was not reached")


def _interface_rows(widget) -> list[str]:
    """What a screen reader reads: the accessible children's names of `widget`."""
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None and iface.isValid()
    names = []
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child.role() == QAccessible.Role.ListItem:
            names.append(child.text(QAccessible.Text.Name))
    return names


def test_the_board_has_an_accessible_tree_with_translated_names(make_board):
    board = make_board(3, driver="keys")
    _drive_until(board, lambda s: s.phase is Phase.DISCARD and s.to_act == 0)
    mirrors = board.view.accessibility
    hand = board.engine.state.hands[0]
    lists = mirrors.lists
    assert lists["hand"].accessibleName() == "Your hand"
    assert lists["opponent"].accessibleName() == "Computer's hand"
    assert mirrors.texts("hand") == [f"{card_name(c)}, in your hand" for c in hand]
    assert mirrors.texts("opponent") == ["Face-down card"] * 6
    assert _interface_rows(lists["hand"]) == mirrors.texts("hand")
    iface = QAccessible.queryAccessibleInterface(lists["hand"])
    assert iface.role() == QAccessible.Role.List
    assert iface.text(QAccessible.Text.Name) == "Your hand"
    # the mirrors are real, shown widgets, but under the viewport: never painted, no clicks
    container = mirrors.container
    assert container.isVisible() and container.parent() is board.view
    assert all(w.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
               for w in lists.values())
    assert all(w.focusPolicy() == Qt.FocusPolicy.NoFocus for w in lists.values())
    assert board.view.hasFocus()

    board.focus_card(hand[1])
    board.key(Qt.Key.Key_Space)
    expected = f"{card_name(hand[1])}, in your hand, selected"
    assert mirrors.texts("hand")[1] == expected
    assert lists["hand"].item(1).isSelected()
    assert expected in mirrors.announcements  # the focus ring's target is read out
    assert mirrors.announcements[-1] == expected
    board.key(Qt.Key.Key_Escape)  # Esc puts it back
    assert mirrors.texts("hand")[1] == f"{card_name(hand[1])}, in your hand"
    buttons = {name: b for name, (b, _) in mirrors.buttons.items()}
    assert buttons["primary"].text() == "To crib" and not buttons["primary"].isEnabled()


def test_plays_scores_and_the_show_are_announced_as_they_happen(make_board):
    board = make_board(2)
    heard = []
    board.view.accessibility.announced.connect(heard.append)
    _drive_until(board, lambda s: s.phase is Phase.SHOW)
    board.act()  # on to the dealer's hand
    events = board.engine.events()
    plays = [e for e in events if isinstance(e, CardPlayed)]
    assert plays
    for event in plays:
        text = (f"You play {card_name(event.card)}; count {event.count}" if event.seat == 0
                else f"Computer plays {card_name(event.card)}; count {event.count}")
        assert text in heard
    scored_in_play = [e for e in events if isinstance(e, Scored) and e.score.items[0].kind.value
                      in ("fifteen", "pair", "go", "last_card", "thirty_one", "run")]
    assert scored_in_play and any(h.startswith(("You: ", "Computer: ")) for h in heard)
    if any(isinstance(e, GoSaid) for e in events):
        assert any(h.endswith(": Go") for h in heard)
    shown = [e for e in events if isinstance(e, HandShown)]
    assert shown
    owner = "Your" if shown[0].seat == 0 else "Computer's"
    assert f"{owner} hand: {shown[0].score.total}" in heard
    assert any(h.startswith("Fifteen ") for h in heard)


def test_a_mirror_button_acts_through_the_board(make_board):
    board = make_board(2)
    _drive_until(board, lambda s: s.phase is Phase.SHOW)
    undo = board.engine.undoStack()
    steps = undo.count()
    button, item = board.view.accessibility.buttons["primary"]
    assert button.text() == "Continue" and button.isEnabled() and button.isVisible()
    assert button.accessibleName() == "Continue"
    button.click()  # what a screen reader's "press" does
    board.wait_settled()
    assert undo.count() == steps + 1
    assert board.engine.state.show_step == 1


def test_four_colour_and_high_contrast_are_remembered(make_board, qtbot):
    board = make_board(3)
    window = board.window
    four, contrast = window.actions["four_colour"], window.actions["high_contrast"]
    assert four.isCheckable() and contrast.isCheckable()
    assert four in window.viewMenu.actions() and contrast in window.viewMenu.actions()
    assert not four.isChecked() and not contrast.isChecked()
    four.trigger()
    contrast.trigger()
    cards = [i for i in board.scene.items() if isinstance(i, CardItem)]
    assert cards and all(i.artOptions()["four_colour"] and i.artOptions()["high_contrast"]
                         for i in cards)
    _drive_until(board, lambda s: s.phase is Phase.PLAY)  # new items get the look too
    cards = [i for i in board.scene.items() if isinstance(i, CardItem)]
    assert all(i.artOptions().get("four_colour") for i in cards)
    settings = QSettings()
    assert settings.value("view/fourColour", type=bool) is True
    assert settings.value("view/highContrast", type=bool) is True
    again = MainWindow(GameEngine(seed=3, computer=BasicPlayer()))
    qtbot.addWidget(again)
    assert again.actions["four_colour"].isChecked() and again.actions["high_contrast"].isChecked()
    assert again.scene.artOptions() == {"four_colour": True, "high_contrast": True,
                                        "style": "classic"}
    contrast.trigger()
    assert QSettings().value("view/highContrast", type=bool) is False
