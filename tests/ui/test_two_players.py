"""Two players on one device (U3): the hand of the player to act stays hidden until
"Show my hand", a cover names who is to take the device at every handover, public
cards stay shown, and undo goes back one action at a time without revealing a hand.

"Hidden" is checked on the scene itself: while the cover is up no card item holds a
card that is not public (face-down items hold no card at all), so nothing hidden can
be painted, read by a screen reader or dug out of the scene.
"""

from __future__ import annotations

import os
import tempfile

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from crib_qt.ai import BasicPlayer
from crib_qt.engine import MODE_TWO_PLAYERS, GameEngine
from crib_qt.rules import Discard, Phase, Play, apply, play_moment
from crib_qt.ui.main_window import MainWindow
from crib_qt.ui.new_game import NewGameDialog

# The screenshots of the cover and of each hand go to a temporary folder, so a test
# run leaves the checkout clean; to refresh the ones in packaging/screenshots/, run
#   CRIB_QT_SCREENSHOT_DIR=packaging/screenshots python -m pytest tests/ui/test_two_players.py
SCREENSHOTS = Path(os.environ.get("CRIB_QT_SCREENSHOT_DIR")
                   or tempfile.mkdtemp(prefix="crib-qt-screenshots-"))
NAMES = ("Ana", "Ben")


def _faces(scene) -> set:
    """Every card some item in the scene holds (a face-down item holds None)."""
    return {item.card() for item in scene.cardItems() if item.card() is not None}


def _public(scene, state) -> set:
    """The cards both players may see now: played, the starter, the cut for the deal
    (until the cards are dealt)."""
    public = {card for _, card in state.played}
    if state.starter is not None:
        public.add(state.starter)
    if state.phase is Phase.CUT_FOR_DEAL:
        public |= {c for c in state.deal_cuts if c is not None}
    return public


def _check_covered(board, seat: int) -> None:
    scene, state = board.scene, board.engine.state
    assert scene.presenter.isCovered() and scene.cover.isVisible()
    assert state.to_act == seat
    assert scene.coverTitle.text() == f"Pass the device to {NAMES[seat]}"
    assert scene.coverButton.isVisible() and scene.coverButton.text() == "Show my hand"
    hidden = set(state.hands[0] + state.hands[1] + state.discards[0] + state.discards[1])
    assert not (_faces(scene) & hidden)
    assert _faces(scene) <= _public(scene, state)
    # nothing about the hidden hand is offered: no hint, no To crib / Go, no cards to tap
    window = board.window
    assert not window.actions["hint"].isEnabled()
    assert not any(window.actions[a].isEnabled() for a in ("confirm", "go", "continue"))
    assert window.actions["show_hand"].isEnabled()
    assert [t.kind for t in scene.hitTargets()] == ["button"]
    # and the screen reader hears no more than the eye sees
    mirrors = board.view.accessibility
    assert set(mirrors.texts("hand")) <= {"Face-down card"}
    assert set(mirrors.texts("opponent")) <= {"Face-down card"}


def _show_hand(board) -> None:
    board.click(board.scene.coverButton.scenePos())
    board.wait_settled()
    scene, state = board.scene, board.engine.state
    seat = state.to_act
    assert not scene.presenter.isCovered() and not scene.cover.isVisible()
    assert scene.presenter.viewer() == seat
    faces = _faces(scene)
    assert set(state.hands[seat]) <= faces
    assert not (faces & set(state.hands[1 - seat]))
    assert not (faces & set(state.discards[1 - seat]))


def _save(board, name: str) -> None:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    assert board.window.grab().save(str(SCREENSHOTS / name))


def test_pass_and_play_hides_each_hand_until_show_my_hand(make_board):
    board = make_board(3, names=NAMES, size=(1280, 800))
    engine, scene = board.engine, board.scene
    assert engine.mode == MODE_TWO_PLAYERS and scene.presenter.names == NAMES
    # the cut for the first deal hides nothing: no cover
    while engine.state.phase is Phase.CUT_FOR_DEAL:
        assert not scene.presenter.isCovered()
        board.act()
    shots = set()
    handovers = 0
    seen = []
    while engine.state.hand_number < 3:
        state = engine.state
        if state.phase in (Phase.DISCARD, Phase.CUT_STARTER, Phase.PLAY):
            seat = state.to_act
            if scene.presenter.isCovered():
                _check_covered(board, seat)
                handovers += 1
                if "cover" not in shots and state.phase is Phase.DISCARD:
                    _save(board, "two-player-cover.png")
                    shots.add("cover")
                _show_hand(board)
                if state.phase is Phase.DISCARD and f"hand{seat}" not in shots:
                    _save(board, "two-player-hand.png" if seat == state.pone
                          else "two-player-hand-2.png")
                    shots.add(f"hand{seat}")
            seen.append((state.phase, seat))
        else:  # the show and the cut for the deal are public
            assert not scene.presenter.isCovered()
        board.act()
    assert shots == {"cover", "hand0", "hand1"}
    assert handovers > 10
    # every discard and every play was made by the seat it belongs to, after a handover
    assert {seat for phase, seat in seen if phase is Phase.DISCARD} == {0, 1}


def test_undo_takes_back_one_action_and_never_reveals_a_hand(make_board):
    board = make_board(3, names=NAMES)
    engine, scene, window = board.engine, board.scene, board.window
    while engine.state.phase is Phase.CUT_FOR_DEAL:
        board.act()
    undo = engine.undoStack()
    # the pone discards; the dealer then has the device
    first = engine.state.to_act
    _check_covered(board, first)
    QTest.keyClick(board.view, Qt.Key.Key_Return)  # the ring waits on "Show my hand"
    assert not scene.presenter.isCovered() and scene.presenter.viewer() == first
    board.act()
    assert isinstance(undo.command(undo.count() - 1).actions[0], Discard)
    assert len(undo.command(undo.count() - 1).actions) == 1  # one action, no replies
    assert undo.command(undo.count() - 1).text() == "Discard two cards"  # names no cards
    _check_covered(board, 1 - first)
    QTest.keySequence(board.view, window.actions["show_hand"].shortcut())
    assert not scene.presenter.isCovered()  # the dealer looks at their hand…
    before = engine.state
    steps = undo.count()

    QTest.keySequence(board.view, window.actions["undo"].shortcut())  # …and undoes
    board.wait_settled()

    assert undo.count() == steps and undo.index() == steps - 1
    assert engine.state.to_act == first and engine.state != before
    assert engine.state.discards[first] == ()  # exactly the pone's discard is taken back
    _check_covered(board, first)  # the cover is up for the pone: the dealer saw nothing more
    assert scene.presenter.viewer() == first

    QTest.keySequence(board.view, window.actions["redo"].shortcut())
    board.wait_settled()
    assert engine.state == before
    _check_covered(board, 1 - first)  # redo: the cover goes up again, for the dealer

    # the play: one card is one undo step, and undo hands the device back
    while engine.state.phase is not Phase.PLAY:
        if scene.presenter.isCovered():
            _show_hand(board)
        board.act()
    if scene.presenter.isCovered():
        _show_hand(board)
    player = engine.state.to_act
    board.act()
    assert isinstance(undo.command(undo.index() - 1).actions[0], Play)
    _check_covered(board, 1 - player)
    window.actions["undo"].trigger()
    board.wait_settled()
    _check_covered(board, player)


def test_the_new_game_dialog_starts_two_players_with_their_names(make_board, qtbot,
                                                                 monkeypatch):
    board = make_board(5)
    window = board.window

    def choose(dialog) -> int:  # the player's choice, without a modal event loop
        assert dialog.computerButton.text() == "Against the computer"
        assert dialog.twoPlayersButton.text() == "Two players on this device"
        dialog.twoPlayersButton.setChecked(True)
        dialog.nameEdits[0].setText("Ana")
        dialog.nameEdits[1].setText(" Ben ")
        return NewGameDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", choose)
    assert window.showNewGameDialog()
    board.wait_settled()
    assert board.engine.mode == MODE_TWO_PLAYERS
    assert board.scene.presenter.names == NAMES
    assert board.scene.pegBoard._names == list(NAMES)
    # the next start remembers the choice, names and all
    again = MainWindow(GameEngine(seed=5, mode=MODE_TWO_PLAYERS, computer=BasicPlayer()))
    qtbot.addWidget(again)
    assert again.scene.presenter.names == NAMES


def _at_a_handing_over_moment(make_board):
    """A two-player board on seed 3 played on, each hand shown, until the hinted move
    turns the pile over (R4.6–R4.8) and hands the device over, made with each paced
    move held a minute so that the board is left showing that moment.

    Returns (board, what the board says from now on, the mover, the next player)."""
    board = make_board(3, names=NAMES)
    engine, scene = board.engine, board.scene
    spoken = []
    scene.presenter.spoken.connect(spoken.append)
    for _ in range(400):
        if scene.presenter.isCovered():
            _show_hand(board)
        state, action = engine.state, engine.hint()
        after, _ = apply(state, action)
        if play_moment(state, action) and after.phase is Phase.PLAY \
                and after.to_act != state.to_act:
            scene.presenter.pace_ms = 60_000
            engine.perform(action)
            assert scene.presenter.view().to_act is None and not scene.presenter.isIdle()
            assert not scene.presenter.isCovered()  # the mover still sees their own moment
            spoken.clear()
            return board, spoken, state.to_act, after.to_act
        board.act()
    raise AssertionError("no move handed the device over while turning the pile")


def test_a_hint_asked_while_a_moment_is_on_show_never_shows_the_next_hand(make_board):
    board, spoken, _, next_player = _at_a_handing_over_moment(make_board)
    scene, window = board.scene, board.window

    window.actions["hint"].trigger()  # the mover still holds the device

    assert scene.presenter.isIdle()  # the moment was cut short and the cover went up instead
    _check_covered(board, next_player)
    assert window.statusBar().currentMessage() == ""
    assert spoken == [f"Pass the device to {NAMES[next_player]}"]


def test_undo_while_a_moment_is_on_show_names_the_next_holder_once(make_board):
    board, spoken, player, _ = _at_a_handing_over_moment(make_board)

    board.window.actions["undo"].trigger()
    board.wait_settled()

    _check_covered(board, player)  # back to the mover, covered: nothing more is seen
    assert spoken == [f"Pass the device to {NAMES[player]}"]


def test_the_first_cut_for_the_deal_stays_clear_of_the_deck_and_the_prompt(make_board):
    board = make_board(3, names=NAMES)
    scene = board.scene
    board.act()  # Ana cuts (R2.1); Ben is to cut
    assert board.engine.state.phase is Phase.CUT_FOR_DEAL and board.engine.state.to_act == 1
    board.wait_settled()
    cut = scene._cut_items[0]
    assert cut.isVisible() and cut.card() == board.engine.state.deal_cuts[0]
    card, label = cut.sceneBoundingRect(), scene._cut_labels[0].sceneBoundingRect()
    assert card.top() < label.top() < label.bottom() < scene.deck.pos().y()  # above the spread
    assert not card.intersects(scene.promptLabel.sceneBoundingRect())
    assert scene.promptLabel.text().startswith("Ben, cut for the first deal")
