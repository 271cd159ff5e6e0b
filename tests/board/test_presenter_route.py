"""The route of one played card, traced: from the intent to the models' change.

presenter.py opens with this route. A card is dropped on the play pile through the
scene (`BoardScene.dropCard`, as a mouse release does). When the viewer's hand model
loses the card, the test reads the call stack: the chain of calls that carried the
card there, from the presenter taking the intent (`Intents.dropCard`) to the model.
It counts the crib_qt modules on that chain, each file as itself: at most 6, the
scene not among them (nothing goes back through the scene), and the rules core not
among them either (the engine applied the action once, `apply_with_moment`, and
that call has returned: nothing applies it again on the way to the models).
"""

from __future__ import annotations

import sys
from pathlib import Path

import crib_qt
import crib_qt.turns as turns
from crib_qt.ai import BasicPlayer
from crib_qt.board import geometry as L
from crib_qt.engine import GameEngine
from crib_qt.rules import Phase, Play
from crib_qt.ui.main_window import MainWindow

PACKAGE = Path(crib_qt.__file__).resolve().parent


def _module(filename: str) -> str | None:
    """The crib_qt module of a code object's file, None outside crib_qt."""
    path = Path(filename).resolve()
    if PACKAGE not in path.parents:
        return None
    return ".".join(path.relative_to(PACKAGE).with_suffix("").parts)


def _route_of_one_card(qtbot, monkeypatch, seed: int) -> tuple[list[str], int]:
    """(the modules on the call chain when the hand loses the card, outermost first;
    how many times the rules applied an action between the drop and then)."""
    engine = GameEngine(seed=seed, computer=BasicPlayer())
    window = MainWindow(engine)
    qtbot.addWidget(window)
    window.setBoardTimes(0, 0)
    scene, presenter = window.scene, window.presenter
    for _ in range(60):  # through the cut and the discards to my first play
        state = engine.state
        if state.phase is Phase.PLAY and state.to_act == 0:
            break
        assert engine.perform(engine.hint())
        qtbot.waitUntil(lambda: scene.isSettled() and not engine.isThinking(), timeout=5000)
    action = engine.hint()
    assert isinstance(action, Play)
    applied = []
    apply_once = turns.apply_with_moment
    monkeypatch.setattr(turns, "apply_with_moment",
                        lambda *args: applied.append(args[1]) or apply_once(*args))
    chain: list[str] = []
    hand = presenter.handModels[0]

    def on_change(*_) -> None:
        if chain or action.card in hand.cards():
            return  # a flag changed; the card is still in the hand
        frame, modules = sys._getframe(1), []
        while frame is not None:
            module = _module(frame.f_code.co_filename)
            if module is not None and (not modules or modules[-1] != module):
                modules.append(module)
            if frame.f_code.co_name == "dropCard" and module == "board.presenter_intents":
                break  # the intent: where the presenter took it from the scene
            frame = frame.f_back
        chain.extend(reversed(modules))
        chain.append(None)  # seen: record once

    for signal in (hand.modelReset, hand.rowsRemoved, hand.dataChanged):
        signal.connect(on_change)
    scene.dropCard(action.card, L.PILE_RECT.center())
    assert chain, "the card never left the hand model"
    qtbot.waitUntil(lambda: scene.isSettled() and not engine.isThinking(), timeout=5000)
    done = engine.undoStack().command(engine.undoStack().count() - 1)
    assert done.actions[0] == action  # the drop was the move
    return chain[:-1], applied.count(action)


def test_a_played_card_reaches_the_models_through_at_most_six_modules(qtbot, monkeypatch):
    route, applied = _route_of_one_card(qtbot, monkeypatch, 3)
    assert route[0] == "board.presenter_intents" and route[-1] == "models"
    assert "engine_turns" in route, route  # GameEngine.perform (the engine's HumanTurns)
    assert not any(m.startswith(("rules", "board.scene")) for m in route), route
    assert len(set(route)) <= 6, route
    assert applied == 1  # the rules applied the card once on its way
