"""The route of one played card, traced: from the intent to the models' change.

presenter.py opens with this route. A card is dropped on the play pile through the
scene (`BoardScene.dropCard`), and the trace counts the crib_qt modules that Python
enters from the moment the presenter takes the intent (`Intents.dropCard`) until the
viewer's hand model loses the card. The rules core counts as one (the engine asks it
for the legal actions and applies the action once), and so does the presenter with
its parts (presenter*.py). At most 6: nothing goes round in circles through the
scene, and the computer's replies come later, by signal.
"""

from __future__ import annotations

import sys
from pathlib import Path

import crib_qt
from crib_qt.ai import BasicPlayer
from crib_qt.board import geometry as L
from crib_qt.engine import GameEngine
from crib_qt.rules import Phase, Play
from crib_qt.ui.main_window import MainWindow

PACKAGE = Path(crib_qt.__file__).resolve().parent


def _unit(filename: str) -> str | None:
    """The crib_qt module a code object belongs to, with the rules core and the
    presenter's parts each as one; None outside crib_qt."""
    path = Path(filename).resolve()
    if PACKAGE not in path.parents:
        return None
    name = ".".join(path.relative_to(PACKAGE).with_suffix("").parts)
    if name.startswith("rules."):
        return "rules"
    if name.startswith("board.presenter"):
        return "board.presenter"
    return name


def _route_of_one_card(qtbot, seed: int) -> list[str]:
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
    entered: list[str] = []
    changed = []

    def watch(frame, event, _arg):
        if event != "call" or changed:
            return
        if not entered and not (frame.f_code.co_name == "dropCard" and
                                frame.f_code.co_filename.endswith("presenter_intents.py")):
            return  # the scene's part: before the intent reaches the presenter
        unit = _unit(frame.f_code.co_filename)
        if unit is not None and (not entered or entered[-1] != unit):
            entered.append(unit)

    hand = presenter.handModels[0]
    for signal in (hand.modelReset, hand.rowsRemoved, hand.dataChanged):
        signal.connect(lambda *_: changed.append(True))
    sys.setprofile(watch)
    try:
        scene.dropCard(action.card, L.PILE_RECT.center())
    finally:
        sys.setprofile(None)
    assert changed and action.card not in hand.cards()
    qtbot.waitUntil(lambda: scene.isSettled() and not engine.isThinking(), timeout=5000)
    assert engine.history()[-len(engine.undoStack().command(engine.undoStack().count() - 1)
                                 .actions)] == action
    return entered


def test_a_played_card_reaches_the_models_through_at_most_six_modules(qtbot):
    route = _route_of_one_card(qtbot, 3)
    modules = list(dict.fromkeys(route))  # each once, in the order first entered
    assert modules == ["board.presenter", "engine", "rules", "board.pacing", "turns",
                       "models"], route
    assert len(modules) <= 6
