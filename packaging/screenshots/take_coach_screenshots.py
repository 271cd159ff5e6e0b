#!/usr/bin/env python3
"""Take the coach's screenshots (issue 19) for the README: the discard table and the
match review, each grabbed with `QWidget.grab()` from a 1366 × 768 window.

Run under a real X server, e.g.::

    xvfb-run -s "-screen 0 1366x768x24" python packaging/screenshots/take_coach_screenshots.py

Against the expert (its real process). For the discard table the human throws the
first discard the rules list (seldom the expert's), so both choices are marked; for the
match review a match between two baseline players is restored near its end and played
out, so every decision has its cost. The PNGs are written next to this script:

    10-discard-table.png   the discard table after the discard: yours and the expert's
    11-match-review.png    the match review: every decision, its cost, a discard's table
    12-coach-panel.png     the window with the Coach dock: the last hand's review

Settings are kept in a throw-away directory. Options: ``--seed N``, ``--out DIR``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

_CONFIG = tempfile.TemporaryDirectory(prefix="crib-qt-shots-")
os.environ["XDG_CONFIG_HOME"] = _CONFIG.name  # QSettings go here, never to ~/.config

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from crib_qt.ai import BasicPlayer  # noqa: E402
from crib_qt.app import create_application  # noqa: E402
from crib_qt.engine import GameEngine  # noqa: E402
from crib_qt.rules import Discard, Phase, Play, apply, legal_actions, new_game  # noqa: E402
from crib_qt.turns import computer_moves  # noqa: E402
from crib_qt.ui.coach_dialog import DiscardTableDialog  # noqa: E402
from crib_qt.ui.coach_review_dialog import MatchReviewDialog  # noqa: E402
from crib_qt.ui.main_window import MainWindow  # noqa: E402

SEED = 8
SIZE = (1366, 768)


def wait(done, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            raise RuntimeError("timed out")
        QTest.qWait(10)
    QTest.qWait(50)


def save(widget, path: Path) -> None:
    pixmap = widget.grab()
    if not pixmap.save(str(path), "PNG"):
        raise RuntimeError(f"could not write {path}")
    print(f"{path.name}: {pixmap.width()}x{pixmap.height()} px")


def steps_near_the_end(seed: int):
    """A match between two baseline players until the human is to discard past 100."""
    player, state, steps = BasicPlayer(), new_game(seed), []
    while not (state.phase is Phase.DISCARD and max(state.scores) > 100):
        actions = []
        while not actions or computer_moves(state, frozenset({1})):
            action = player.choose(state.view(state.to_act), legal_actions(state))
            state, _ = apply(state, action)
            actions.append(action)
        steps.append(tuple(actions))
    return steps


def take(seed: int, out: Path) -> None:
    app = create_application([sys.argv[0]])
    engine = GameEngine(seed=seed, level="expert")
    window = MainWindow(engine)
    window.setBoardTimes(0, 0)
    window.resize(*SIZE)
    window.show()
    QTest.qWaitForWindowExposed(window)

    def settle() -> None:
        wait(lambda: not engine.isThinking() and window.scene.isSettled())

    def move(action) -> None:
        assert engine.perform(action), action
        settle()

    settle()
    # the discard table, after a discard that is not the expert's
    while not (engine.state.phase is Phase.DISCARD and engine.state.to_act == 0):
        move(engine.hint())
    move(next(a for a in engine.legalActions() if isinstance(a, Discard)))
    wait(lambda: window.actions["discard_table"].isEnabled())
    window.actions["discard_table"].trigger()
    dialog = window.findChild(DiscardTableDialog)
    wait(lambda: dialog.model.rowCount() == 15)
    save(dialog, out / "10-discard-table.png")
    dialog.close()

    # the match review, after a match played out from near its end
    steps = steps_near_the_end(seed)
    engine.restoreMatch(seed, steps, len(steps), level="expert")
    settle()
    while engine.state.winner is None:
        legal = engine.legalActions()
        plays = [a for a in legal if isinstance(a, Play)]
        move(max(plays, key=lambda a: a.card.rank) if plays else engine.hint())
    wait(lambda: bool(window.statistics.record("computer/expert").accuracy), 120)
    window.actions["match_review"].trigger()
    review = window.findChild(MatchReviewDialog)
    QApplication.processEvents()
    rows = review.model.rows()  # a costly discard if there is one, else the costliest
    row = max(range(len(rows)), key=lambda i: (rows[i].decision.kind == "discard"
                                               and rows[i].decision.flagged,
                                               rows[i].decision.cost))
    review.view.selectRow(row)
    QTest.qWait(50)
    save(review, out / "11-match-review.png")
    review.close()

    # the window with the Coach dock open on the last hand's review
    window.actions["coach_panel"].trigger()
    wait(lambda: window.coachDock.panel is not None and window.coachDock.panel.model.rowCount())
    wait(lambda: window.coachDock.width() >= 380)  # laid out beside the table
    save(window, out / "12-coach-panel.png")
    window.close()
    app.processEvents()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--out", type=Path, default=HERE)
    args = parser.parse_args(argv)
    take(args.seed, args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
