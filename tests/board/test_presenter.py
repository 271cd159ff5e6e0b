"""BoardPresenter without any scene or view: what the table shows, says and allows.

The presenter is driven only through its intents (as the scene would) and read only
through its models, its `Table` and its signals. The opponent is the fixed baseline
player, so the positions reached from a seed do not move when the computer changes.
"""

from __future__ import annotations

import subprocess
import sys

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.board import table_texts as T
from crib_qt.board.presenter import BoardPresenter
from crib_qt.engine import MODE_TWO_PLAYERS, GameEngine
from crib_qt.game_words import card_name
from crib_qt.models import CardRole
from crib_qt.rules import Continue, CutForDeal, CutStarter, Discard, Go, HandShown, Phase, Play


@pytest.fixture
def table(qtbot):
    """`table(seed, mode)` -> a presenter over a new engine, shown at once (pace 0)."""

    def make(seed: int = 3, mode: str | None = None) -> BoardPresenter:
        engine = GameEngine(seed=seed, computer=BasicPlayer())
        if mode is not None:
            engine.newGame(seed, mode=mode)
        presenter = BoardPresenter(engine)
        presenter.pace_ms = presenter.count_ms = 0
        return presenter

    return make


def _settle(qtbot, presenter) -> None:
    qtbot.waitUntil(lambda: presenter.isIdle() and not presenter.engine.isThinking(),
                    timeout=5000)


def _act(qtbot, presenter) -> None:
    """The expert's move for the player, made through the presenter's intents."""
    engine, intents = presenter.engine, presenter.intents
    action = engine.hint()
    if presenter.isCovered():
        presenter.revealHand()
    if isinstance(action, (CutForDeal, CutStarter)):
        assert intents.cutAt(action.depth)
    elif isinstance(action, Discard):
        for card in action.cards:
            intents.tapCard(card)
        assert intents.toCrib()
    elif isinstance(action, Play):
        assert intents.dropCard(action.card, "pile")
    else:
        assert intents.trigger("go" if isinstance(action, Go) else "continue")
    _settle(qtbot, presenter)


def _until(qtbot, presenter, condition, limit: int = 200) -> None:
    for _ in range(limit):
        if condition(presenter.engine.state):
            return
        _act(qtbot, presenter)
    raise AssertionError("the position was not reached")


def test_the_shown_position_is_the_viewers_view_and_hides_the_other_hand(qtbot, table):
    presenter = table(3)
    _until(qtbot, presenter, lambda s: s.phase is Phase.DISCARD and s.to_act == 0)
    state = presenter.engine.state
    assert presenter.view() == state.view(0)
    assert presenter.handModels[0].cards() == list(state.hands[0])
    assert presenter.handModels[1].cards() == [None] * 6  # not a face of the other hand
    assert presenter.handModels[1].flagged(CardRole.FaceUp) == []
    table_now = presenter.table()
    assert table_now.prompt in ("Choose two cards for your crib",
                                "Choose two cards for the computer's crib")
    assert table_now.primary == ("discard", "To crib", False)  # two cards first (R3.2)


def test_chosen_cards_are_a_preview_in_the_models_only(qtbot, table):
    presenter = table(3)
    _until(qtbot, presenter, lambda s: s.phase is Phase.DISCARD and s.to_act == 0)
    engine, hand = presenter.engine, presenter.engine.state.hands[0]
    steps = engine.undoStack().count()
    messages = []
    presenter.messageShown.connect(messages.append)
    for card in hand[:3]:
        presenter.intents.tapCard(card)
    model = presenter.handModels[0]
    assert model.flagged(CardRole.Selected) == list(hand[:2])  # a third is refused
    assert messages == ["Two cards are already chosen; choose one of them again to put it back"]
    assert engine.undoStack().count() == steps  # U2: no undo step for a preview
    assert presenter.table().primary == ("discard", "To crib", True)
    assert presenter.intents.accepts(hand[0], "crib") and not presenter.intents.accepts(
        hand[3], "crib")  # the crib takes a chosen card, not a third
    presenter.intents.cancelPreview()
    assert model.flagged(CardRole.Selected) == []
    assert engine.undoStack().count() == steps


def test_to_crib_performs_exactly_the_chosen_discard(qtbot, table):
    presenter = table(3)
    _until(qtbot, presenter, lambda s: s.phase is Phase.DISCARD and s.to_act == 0)
    engine = presenter.engine
    hand = engine.state.hands[0]
    steps = engine.undoStack().count()
    messages, spoken = [], []
    presenter.messageShown.connect(messages.append)
    presenter.spoken.connect(spoken.append)
    assert not presenter.intents.toCrib()  # nothing chosen yet
    # shown and heard, whether the mouse, touch or a key tried it (U6)
    assert messages == spoken == ["Choose two cards for the crib first"]
    presenter.intents.tapCard(hand[4])
    presenter.intents.tapCard(hand[0])
    presenter.intents.tapCard(hand[2])  # a third card: refused, the two stay chosen
    assert presenter.handModels[0].flagged(CardRole.Selected) == [hand[0], hand[4]]
    assert spoken[1:] == messages[1:] == [T.selection_refusal("full")]
    presenter.intents.tapCard(hand[0])
    assert presenter.intents.toCrib(hand[1])  # chosen with the step that lays them away
    _settle(qtbot, presenter)
    assert engine.undoStack().command(steps).actions[0] == Discard((hand[1], hand[4]))
    assert presenter.view().discards == tuple(sorted((hand[1], hand[4])))


def test_a_card_past_31_is_refused_with_the_engines_reason(qtbot, table):
    presenter = table(3)
    _until(qtbot, presenter, lambda s: s.phase is Phase.PLAY and s.to_act == 0
           and bool(s.playable(0)) and len(s.playable(0)) < len(s.hands[0]))
    engine = presenter.engine
    state, steps = engine.state, engine.undoStack().count()
    too_big = next(c for c in state.hands[0] if c not in state.playable(0))
    reason = f"{card_name(too_big)} would take the count past 31"
    assert not presenter.intents.accepts(too_big, "pile")  # it would not light up
    assert presenter.intents.accepts(state.playable(0)[0], "pile")
    with qtbot.waitSignal(presenter.messageShown) as shown:
        assert not presenter.intents.dropCard(too_big, "pile")
    assert shown.args == [reason] == [engine.refusal(Play(too_big))]  # R4.1
    assert presenter.table().prompt == reason
    assert engine.state is state and engine.undoStack().count() == steps
    assert too_big in presenter.handModels[0].flagged(CardRole.Dimmed)


def test_a_move_and_the_replies_are_shown_step_by_step_then_idle(qtbot, table):
    presenter = table(3)
    _until(qtbot, presenter, lambda s: s.phase is Phase.PLAY and s.to_act == 0)
    engine = presenter.engine
    card = engine.hint().card
    shown = []
    presenter.layoutChanged.connect(lambda animate: shown.append(
        (animate, presenter.view().played[-1:] if presenter.view().played else ())))
    with qtbot.waitSignal(presenter.idle, timeout=5000):
        assert presenter.intents.playCard(card)
    _settle(qtbot, presenter)
    assert shown[0] == (True, ((0, card),))  # my card first, while the computer thinks
    assert presenter.view() == engine.state.view(0)
    assert presenter.pileModel.cards()[-len(engine.state.played):] == \
        [c for _, c in engine.state.played]


def test_undo_jumps_and_the_show_is_read_from_the_recorded_events(qtbot, table):
    presenter = table(2)
    _until(qtbot, presenter, lambda s: s.phase is Phase.SHOW)
    engine = presenter.engine
    shown = [e for e in engine.events() if isinstance(e, HandShown)][-1]
    assert presenter.count.items() == tuple(shown.score.items)
    assert presenter.showModel.cards() == list(shown.cards) + [shown.starter]
    lit = {c for item in shown.score.items for c in item.cards}
    assert set(presenter.showModel.flagged(CardRole.Highlighted)) == lit
    title, lines = presenter.table().show
    assert title.endswith(f": {shown.score.total}")
    assert len(lines) == max(1, len(shown.score.items))

    assert presenter.intents.trigger("continue")
    _settle(qtbot, presenter)
    with qtbot.waitSignal(presenter.layoutChanged) as jumped:
        engine.undo()
    assert jumped.args == [False]  # a jump: no card flies
    assert presenter.count.items() == tuple(shown.score.items)  # from the events again
    assert presenter.view() == engine.state.view(0)
    assert engine.history()[-1] != Continue()


def test_two_players_the_hand_to_act_stays_face_down_until_shown(qtbot, table):
    presenter = table(5, MODE_TWO_PLAYERS)
    _until(qtbot, presenter, lambda s: s.phase is Phase.DISCARD)
    assert presenter.isCovered()
    assert presenter.handModels[0].cards() == [None] * 6  # U3: no face in any model
    assert presenter.table().cover[0].startswith("Pass the device to ")
    assert not presenter.intents.accepts(presenter.engine.state.hands[0][0], "crib")
    presenter.revealHand()
    seat = presenter.engine.state.to_act
    assert presenter.viewer() == seat
    assert presenter.handModels[0].cards() == list(presenter.engine.state.hands[seat])
    assert presenter.table().cover is None


def test_undo_and_redo_put_the_hint_away(qtbot, table):
    presenter = table(3)
    _until(qtbot, presenter, lambda s: s.phase is Phase.PLAY and s.to_act == 0)
    engine, hand = presenter.engine, presenter.handModels[0]
    card = engine.hint().card
    with qtbot.waitSignal(presenter.messageShown):
        presenter.intents.showHint()  # the answer comes by signal (hintReady)
    assert hand.flagged(CardRole.Hinted) == [card]
    engine.undo()
    assert hand.flagged(CardRole.Hinted) == [] and hand.flagged(CardRole.Selected) == []
    engine.redo()
    assert hand.flagged(CardRole.Hinted) == []


def test_a_tap_while_the_computer_thinks_is_no_move_and_says_nothing(qtbot, held_computer):
    engine = GameEngine(seed=3, computer=held_computer)
    presenter = BoardPresenter(engine)
    presenter.pace_ms = presenter.count_ms = 0
    held_computer.release.set()
    _until(qtbot, presenter, lambda s: s.phase is Phase.PLAY and s.to_act == 0)
    held_computer.release.clear()
    first, second = engine.state.playable(0)[:2] if len(engine.state.playable(0)) > 1 else \
        (engine.state.playable(0)[0], engine.state.hands[0][-1])
    assert presenter.intents.playCard(first) and engine.isThinking()
    with qtbot.assertNotEmitted(presenter.messageShown):
        presenter.intents.tapCard(second)
    assert presenter.table().prompt == "Computer is playing…"
    held_computer.release.set()
    _settle(qtbot, presenter)
    assert engine.history()[-len(engine.undoStack().command(
        engine.undoStack().count() - 1).actions)] == Play(first)


def test_the_presenter_needs_no_widgets_and_no_graphics():
    code = ("import sys; import crib_qt.board.presenter; "
            "print(' '.join(m for m in sys.modules if m.startswith('PySide6.Qt')))")
    modules = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             check=True).stdout.split()
    assert "PySide6.QtCore" in modules
    assert "PySide6.QtWidgets" not in modules
    assert not any("Graphics" in m for m in modules)


def test_each_banner_goes_when_its_moment_passes(qtbot, table):
    """Issue 15: "deals first" is up while the cards are dealt and discarded, never
    through the starter cut; the starter stays until the first card; no banner of one
    hand is left in the next."""
    presenter = table(3)
    seen = []  # (hand number, phase, banner) at each position the table waits on
    presenter.idle.connect(lambda: seen.append(
        (presenter.view().hand_number, presenter.view().phase, presenter.table().banner)))
    _until(qtbot, presenter, lambda s: s.hand_number == 3)
    dealt = [b for h, p, b in seen if h == 1 and p is Phase.DISCARD]
    assert dealt and set(dealt) == {"The computer cut the lower card and deals first"}
    assert {b for h, p, b in seen if p is Phase.CUT_STARTER} == {""}  # R3.3: a new moment
    assert {b for h, p, b in seen if h > 1 and p is Phase.DISCARD} == {""}
    first_plays = [b for (h, p, b), (h0, p0, _) in zip(seen[1:], seen) if p is Phase.PLAY
                   and p0 is not Phase.PLAY]
    assert first_plays and all(b.startswith("Starter: ") or b.startswith("Computer: ")
                               for b in first_plays)  # the starter, or his heels (R3.4)


def test_a_card_dropped_on_the_crib_is_chosen_and_laid_away_only_by_to_crib(qtbot, table):
    """Issue 15: a drop on the crib chooses the card as a tap does (U2: a preview, no
    undo step); "To crib" stays the one step that lays the two away (R3.2)."""
    presenter = table(3)
    _until(qtbot, presenter, lambda s: s.phase is Phase.DISCARD and s.to_act == 0)
    engine, model = presenter.engine, presenter.handModels[0]
    hand, steps = engine.state.hands[0], engine.undoStack().count()
    messages = []
    presenter.messageShown.connect(messages.append)
    assert presenter.intents.accepts(hand[2], "crib")
    assert not presenter.intents.dropCard(hand[2], "crib")  # it stays in the hand, chosen
    assert model.flagged(CardRole.Selected) == [hand[2]]
    assert not presenter.intents.dropCard(hand[2], "crib")  # dropped again: still chosen
    assert not presenter.intents.dropCard(hand[5], "crib")
    assert model.flagged(CardRole.Selected) == [hand[2], hand[5]]
    assert not presenter.intents.accepts(hand[0], "crib")  # a third does not light up
    assert not presenter.intents.dropCard(hand[0], "crib")
    assert model.flagged(CardRole.Selected) == [hand[2], hand[5]]
    assert messages == ["Two cards are already chosen; choose one of them again to put it back"]
    assert engine.undoStack().count() == steps and presenter.view().discards == ()
    assert presenter.table().primary == ("discard", "To crib", True)
    assert presenter.intents.trigger("discard")
    _settle(qtbot, presenter)
    assert engine.undoStack().command(steps).actions[0] == Discard((hand[2], hand[5]))


def test_auto_continue_goes_on_after_each_count_is_said_and_is_an_undo_step(qtbot, table):
    """Issue 15: with setAutoContinue(ms) the show continues by itself once each count
    is said; each Continue is the player's action, one undo step (U4)."""
    presenter = table(2)
    _until(qtbot, presenter, lambda s: s.phase is Phase.SHOW)
    engine = presenter.engine
    assert not presenter.auto.isPending()  # by hand is the default
    presenter.count_ms = 15  # the next counts are said item by item
    said_in_full, perform = [], engine.perform

    def performed(action) -> bool:  # what the table showed when the move was made
        said_in_full.append((action, presenter.isCounting(),
                             presenter.count.said() == presenter.count.items()))
        return perform(action)

    engine.perform = performed
    steps, hand = engine.undoStack().count(), engine.state.hand_number
    presenter.setAutoContinue(1)
    qtbot.waitUntil(lambda: engine.state.hand_number == hand + 1, timeout=5000)
    _settle(qtbot, presenter)
    # R5.1: pone, dealer, crib; each count said in full first
    assert said_in_full == [(Continue(), False, True)] * 3
    assert engine.undoStack().count() == steps + 3
    assert [engine.undoStack().command(i).actions[0] for i in range(steps, steps + 3)] == \
        [Continue()] * 3
    engine.undo()  # back to the crib's count: the player looks, nothing goes on by itself
    assert engine.state.phase is Phase.SHOW and not presenter.auto.isPending()
    assert presenter.table().primary == ("continue", "Continue", True)


def test_a_click_continues_at_once_while_auto_continue_waits(qtbot, table):
    presenter = table(2)
    presenter.setAutoContinue(60_000)
    _until(qtbot, presenter, lambda s: s.phase is Phase.SHOW)
    engine, step = presenter.engine, presenter.engine.state.show_step
    assert presenter.auto.isPending()
    assert presenter.intents.trigger("continue")  # the player's own click
    _settle(qtbot, presenter)
    assert engine.state.show_step == step + 1 and presenter.auto.isPending()  # the next one
    presenter.setAutoContinue(0)  # turned off in Settings: the count waits for a click
    assert not presenter.auto.isPending()
    presenter.setAutoContinue(50)
    qtbot.waitUntil(lambda: engine.state.show_step == step + 2, timeout=5000)


def _two_players_through(qtbot, presenter, hands: int) -> list:
    """Play two-player hands with the hint, showing each hand when covered; returns
    (phase, covered, hand hidden, number of legal actions, cut depths shown) at each
    idle."""
    seen = []
    presenter.idle.connect(lambda: seen.append((
        presenter.view().phase, presenter.isCovered(), presenter.isHandHidden(),
        len(presenter.engine.legalActions()), presenter.table().cut_depths is not None)))
    _until(qtbot, presenter, lambda s: s.hand_number > hands)
    return seen


def test_two_players_cut_the_starter_without_a_hand_over(qtbot, table):
    """Issue 15, U1, U3: the cut shows nothing hidden: no cover, the hand face down."""
    presenter = table(5, MODE_TWO_PLAYERS)
    _until(qtbot, presenter, lambda s: s.phase is Phase.CUT_STARTER)
    pone = presenter.engine.state.to_act
    assert not presenter.isCovered() and presenter.table().cover is None
    assert presenter.viewer() == pone
    if presenter.isHandHidden():
        assert presenter.handModels[0].cards() == [None] * 4
    assert presenter.handModels[1].cards() == [None] * 4
    depth = presenter.table().cut_depths[3]
    assert presenter.intents.cutAt(depth)  # no "Show my hand" first
    assert presenter.engine.history()[-1] == CutStarter(depth)
    cuts = [s for s in _two_players_through(qtbot, presenter, 4) if s[0] is Phase.CUT_STARTER]
    assert cuts and all(not covered and shown for _, covered, _, _, shown in cuts)
    assert any(hidden for _, _, hidden, _, _ in cuts)  # the pone who did not discard last


def test_two_players_a_forced_move_is_made_without_the_device(qtbot, table):
    """Issue 15, R4.2: a forced Go or the only card that can be played is made for the
    player, their hand face down; any other move in the play is a hand-over (U3)."""
    presenter = table(5, MODE_TWO_PLAYERS)
    engine = presenter.engine
    seen = _two_players_through(qtbot, presenter, 3)
    plays = [s for s in seen if s[0] is Phase.PLAY and s[2]]  # the next hand not shown yet
    forced = [s for s in plays if s[3] == 1]
    assert forced and all(not covered for _, covered, _, _, _ in forced)
    assert all(covered for _, covered, _, n, _ in plays if n > 1)
    # undoing a forced move hands the device to its player, who makes it themselves
    while True:
        command = engine.undoStack().command(engine.undoStack().index() - 1)
        before = engine.state
        engine.undo()
        if engine.state.phase is Phase.PLAY and len(engine.legalActions()) == 1 and \
                before.phase is Phase.PLAY:
            break
    assert len(command.actions) == 1
    assert presenter.isCovered() and not presenter.auto.isPending()
    assert presenter.table().cover[0] == f"Pass the device to {presenter.names[engine.state.to_act]}"


@pytest.mark.parametrize("auto", [True, False], ids=["by-itself", "by-hand"])
def test_two_players_the_next_deal_is_covered_however_the_show_ends(qtbot, table, auto):
    """U3, issue 15: after the show (public) the next deal's hands are private again: the
    device is handed over first, whether the show continued by itself or by a click."""
    presenter = table(5, MODE_TWO_PLAYERS)
    engine = presenter.engine
    for hand in (1, 2):
        _until(qtbot, presenter, lambda s: s.phase is Phase.SHOW and s.hand_number == hand)
        presenter.setAutoContinue(1 if auto else 0)
        while engine.state.hand_number == hand:
            if auto:
                qtbot.waitUntil(lambda: engine.state.hand_number != hand, timeout=5000)
            else:
                assert presenter.intents.trigger("continue")
            _settle(qtbot, presenter)
        presenter.setAutoContinue(0)
        assert presenter.view().phase is Phase.DISCARD
        assert presenter.isCovered() and presenter.handModels[0].cards() == [None] * 6
