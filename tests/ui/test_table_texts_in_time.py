"""The table's texts say what is on the table when it is there (new-user play-test 31,
table-text):

(1) "Computer is playing…" is not up while the cards are gathered and dealt (a card
flew across it: the new hand's discard is the pone's first, R3.2, and the computer was
pone); (2) the play's count changes when the card that made it lands on the pile (it
said 28 while the 2 was in flight, R4.1); (3) two players on one device are addressed
by name ("Ana, your turn: play a card", was "Ana: Your turn: play a card", U3), and the
status bar counts each player's decisions of the hand reviewed apart (it added both).
"""

from __future__ import annotations

from crib_qt.board import table_texts as T
from crib_qt.game_words import fill, translate
from crib_qt.rules import Phase, Play
from crib_qt.ui.coach_review_dialog import review_rows
from crib_qt.ui.preferences import ANIMATION_TIMES

SEED = 3
NAMES = ("Ana", "Ben")


def _to_show(board, dealer: int) -> None:
    """Hints played at once until a show whose next hand `dealer` deals (R3.1: the deal
    alternates)."""
    engine = board.engine
    while not (engine.state.phase is Phase.SHOW and engine.state.dealer == 1 - dealer):
        assert engine.perform(engine.hint())
        board.wait_settled()


def test_no_one_is_playing_while_the_cards_are_gathered_and_dealt(make_board):
    board = make_board(SEED, size=(1366, 768))
    engine, scene = board.engine, board.scene
    _to_show(board, dealer=0)  # the computer is pone: the new hand's discard is its own
    board.window.setBoardTimes(*ANIMATION_TIMES["normal"])
    seen = []

    def look() -> None:
        moving = [item for item in scene.cardItems() if item.isMoving()]
        if moving and scene.presenter.view().phase is Phase.DISCARD:
            seen.append(scene.promptLabel.text())

    scene.changed.connect(look)
    while engine.state.phase is Phase.SHOW:
        board.press_primary("Continue")
        board.wait_settled()
    assert engine.state.phase is Phase.DISCARD and engine.state.dealer == 0
    assert seen and set(seen) == {""}  # the cards flew; nobody was said to be playing
    assert scene.promptLabel.text() == "Choose two cards for your crib"


def test_the_count_changes_when_the_card_lands_on_the_pile(make_board):
    board = make_board(SEED, size=(1366, 768))
    engine, scene = board.engine, board.scene
    while not (engine.state.phase is Phase.PLAY and engine.state.to_act == 0
               and isinstance(engine.hint(), Play) and engine.state.count > 0):
        assert engine.perform(engine.hint())
        board.wait_settled()
    board.window.setBoardTimes(*ANIMATION_TIMES["normal"])
    before, card = engine.state.count, engine.hint().card
    item = next(i for i in scene.cardItems() if i.card() == card)
    in_flight, landed = [], []

    def look() -> None:  # the first look after the card stopped: as it lands
        if item.isMoving():
            in_flight.append(scene.countLabel.text())
        elif in_flight and not landed:
            landed.append(scene.countLabel.text())

    scene.changed.connect(look)
    board.tap_card(card)
    board.wait_settled()
    after = before + min(card.rank, 10)
    assert in_flight and set(in_flight) == {f"Count: {before}"}
    assert landed == [f"Count: {after}"]


def test_two_players_are_addressed_by_name(make_board):
    board = make_board(SEED, size=(1366, 768), names=NAMES)
    engine, scene = board.engine, board.scene
    while engine.state.phase is not Phase.PLAY or board.scene.presenter.isCovered():
        if scene.presenter.isCovered():
            scene.presenter.revealHand()
        else:
            assert engine.perform(engine.hint())
        board.wait_settled()
    name = NAMES[engine.state.to_act]
    expected = (f"{name}, your turn: play a card" if engine.legalActions() and
                isinstance(engine.hint(), Play) else f"{name}, every card would go past 31")
    assert scene.promptLabel.text() == expected
    # every prompt with a name has the name first, then a comma (en)
    for kind in ("cut_for_deal", "cut_starter", "own_crib", "their_crib", "play", "go"):
        text = T.prompt_text(kind, NAMES, False, 1, player="Ana")
        assert text.startswith("Ana, ") and ": Ana" not in text and "%" not in text
    assert T.prompt_text("their_crib", NAMES, False, 1, player="Ana") == \
        "Ana, choose two cards for Ben's crib"


def test_two_players_hear_their_own_decisions_counted(make_board, qtbot):
    board = make_board(SEED, size=(1366, 768), names=NAMES)
    window, engine, coach = board.window, board.engine, board.window.coach
    coach.setActive(True)  # the hint is the baseline's here
    with qtbot.waitSignal(coach.handReviewed, timeout=60_000) as published:
        # the notice comes once the show is over, the crib counted (play-test 31b)
        while not (engine.state.phase is Phase.SHOW and engine.state.show_step == 2):
            assert engine.perform(engine.hint())
            board.wait_settled()
    assert published.args == [1]
    decided = [r.decision for r in review_rows(coach, {1}, engine.scoreLog())
               if r.decision is not None and not r.decision.forced]
    parts = [f"{NAMES[seat]}: {sum(d.seat == seat for d in decided)} decisions, "
             f"{sum(d.flagged for d in decided if d.seat == seat)} costly" for seat in (0, 1)]
    assert all(sum(d.seat == seat for d in decided) for seat in (0, 1))  # both decided
    assert window.statusBar().currentMessage() == \
        f"Hand 1 reviewed. {parts[0]}; {parts[1]}. Ctrl+K shows the Coach."


def test_pt_br_counts_the_costly_decisions_in_words(make_board):
    """(4) pt_BR said "Mão 2 revista — decisões: 4; caras: 1" ("caras": dear, as a
    price)."""
    board = make_board(SEED)
    board.window.setLanguage("pt_BR")
    try:
        text = (fill(translate("CoachReview", "Hand %1 reviewed: %2 decisions, %3 costly."),
                     2, 4, 1) + " "
                + fill(translate("CoachReview", "%1 shows the Coach."), "Ctrl+K"))
        assert text == "Mão 2 analisada: 4 decisões, 1 com perda de pontos. Ctrl+K mostra o " \
                       "Treinador."
    finally:
        board.window.setLanguage("en")
