"""BoardPresenter without any scene or view: what the table shows and when: the viewer's
view, a move and the replies step by step, undo's jumps, the banners, auto-continue.
Helpers and the `table` fixture: tests/board/presenter_testing.py."""

from __future__ import annotations

import subprocess
import sys

from crib_qt.models import CardRole
from crib_qt.rules import Continue, HandShown, Phase

from presenter_testing import (  # tests/board/presenter_testing.py
    _settle,
    _until,
    table_fixture,  # noqa: F401 (the fixture table)
)


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


def test_the_presenter_needs_no_widgets_and_no_graphics():
    code = ("import sys; import crib_qt.board.presenter; "
            "print(' '.join(m for m in sys.modules if m.startswith('PySide6.Qt')))")
    modules = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             check=True).stdout.split()
    assert "PySide6.QtCore" in modules
    assert "PySide6.QtWidgets" not in modules
    assert not any("Graphics" in m for m in modules)


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
