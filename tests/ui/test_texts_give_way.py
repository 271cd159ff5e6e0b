"""Table and status texts give way when their moment is over (play-test 31b):

(a) two players: the cut's result ("Ana cut the lower card and deals first", R2.1) is
shown with the cover that follows the cut, then each player's discard prompt alone (it
stayed up through both discards; against the computer it stays with the one discard
prompt, beside the cut cards); (b) "Hand 1 reviewed: …" comes once the hand's show is
over (the crib counted, R5.1), not while the computer's hand is being counted.
"""

from __future__ import annotations

from crib_qt.rules import Phase

SEED = 3
NAMES = ("Ana", "Ben")


def _texts(scene) -> tuple[str, str]:
    return scene.announceLabel.text(), scene.promptLabel.text()


def _cut_for_deal(board) -> None:
    engine = board.engine
    while engine.state.phase is Phase.CUT_FOR_DEAL:
        assert engine.perform(engine.hint())
        board.wait_settled()


def test_two_players_see_the_cut_s_result_then_their_discard_prompt(make_board):
    board = make_board(SEED, size=(1366, 768), names=NAMES)
    engine, scene = board.engine, board.scene
    presenter = scene.presenter
    _cut_for_deal(board)
    assert engine.state.dealer == 1 and presenter.isCovered()
    assert _texts(scene) == ("Ben cut the lower card and deals first", "")
    presenter.revealHand()
    board.wait_settled()
    assert _texts(scene) == ("", "Ana, choose two cards for Ben's crib")
    assert engine.perform(engine.hint())
    board.wait_settled()
    assert presenter.isCovered() and _texts(scene) == ("", "")
    presenter.revealHand()
    board.wait_settled()
    assert _texts(scene) == ("", "Ben, choose two cards for your crib")


def test_against_the_computer_the_cut_s_result_stays_with_the_discard_prompt(make_board):
    board = make_board(SEED, size=(1366, 768))
    _cut_for_deal(board)
    assert _texts(board.scene) == ("The computer cut the lower card and deals first",
                                   "Choose two cards for the computer's crib")
    board.scene.presenter.revealHand()  # nothing to reveal against the computer
    assert _texts(board.scene) == ("The computer cut the lower card and deals first",
                                   "Choose two cards for the computer's crib")


def test_the_hand_reviewed_notice_waits_for_the_crib_counted(make_board, qtbot):
    board = make_board(SEED, size=(1366, 768))
    window, engine, presenter = board.window, board.engine, board.scene.presenter
    coach = window.coach
    coach.setActive(True)
    bar = window.statusBar()
    seen = []  # (message, show step, still counting) as each notice comes
    bar.messageChanged.connect(lambda text: seen.append(
        (text, presenter.view().show_step, presenter.count.isCounting())) if text else None)
    presenter.count_ms = 60_000  # each item of the show is said a minute apart
    with qtbot.waitSignal(coach.handReviewed, timeout=60_000) as published:
        while presenter.view().phase is not Phase.SHOW:
            assert engine.perform(engine.hint())
            board.wait_settled()
    assert published.args == [1]
    assert seen == []  # the computer's hand is being counted (it is pone, R5.1)
    for step in (0, 1):  # the computer's hand, then the player's, each said in full
        assert presenter.view().show_step == step and presenter.count.isCounting()
        presenter.completeCount()
        board.wait_settled()
        assert seen == []
        board.press_primary("Continue")
        board.wait_settled()
    assert presenter.view().show_step == 2 and presenter.count.isCounting()  # the crib
    assert seen == []
    presenter.completeCount()
    board.wait_settled()
    text = "Hand 1 reviewed: 4 decisions, 1 costly. Ctrl+K shows the Coach."
    assert seen == [(text, 2, False)]
    assert bar.currentMessage() == text
