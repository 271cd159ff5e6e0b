"""Moves made through a BoardPresenter's intents, as the scene would make them, for the
tests that drive a presenter (tests/board/test_presenter_*.py, tests/sound)."""

from __future__ import annotations

from crib_qt.rules import CutForDeal, CutStarter, Discard, Go, Play


def settle(qtbot, presenter) -> None:
    """Wait until the presenter shows no step in flight and the computer has replied."""
    qtbot.waitUntil(lambda: presenter.isIdle() and not presenter.engine.isThinking(),
                    timeout=5000)


def act(qtbot, presenter) -> None:
    """The expert's move for the player, made through the presenter's intents; then wait
    until the replies are shown (`settle`)."""
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
    settle(qtbot, presenter)
