"""BoardPresenter without any scene or view: what the table allows: chosen cards, the
discard laid away only by toCrib, refusals in the engine's words, no move while the
computer thinks. Helpers and the `table` fixture: tests/board/presenter_testing.py."""

from __future__ import annotations

from crib_qt.board import table_texts as T
from crib_qt.board.presenter import BoardPresenter
from crib_qt.engine import GameEngine
from crib_qt.game_words import card_name
from crib_qt.models import CardRole
from crib_qt.rules import Discard, Phase, Play

from presenter_testing import (  # tests/board/presenter_testing.py
    _settle,
    _until,
    table_fixture,  # noqa: F401 (the fixture table)
)


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
