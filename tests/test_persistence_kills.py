"""crib_qt/persistence.py: atomic writes survive a kill at random moments (SIGKILL, or
TerminateProcess on Windows; written at once, or by the writer thread as the window
autosaves)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from crib_qt.persistence import load_match

from persistence_testing import _check_resumes  # tests/persistence_testing.py

ROOT = Path(__file__).resolve().parents[1]


# --- killed during autosaves (SIGKILL, TerminateProcess) ----------------------------------------


# `save_match` writes on the calling thread; "writer" hands each position to a
# SaveWriter as the window's autosave does, so the kills also fall between a move and
# its write, inside the writer thread's write, and while contents wait.
_CHILD = r"""
import os, random, sys
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QCoreApplication
app = QCoreApplication([])
from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import load_match, match_to_bytes, restore_match, save_match
from crib_qt.save_writer import SaveWriter
path, rng = sys.argv[1], random.Random(int(sys.argv[2]))
if sys.argv[3] == "writer":
    writer = SaveWriter()
    def autosave():
        writer.submit(path, match_to_bytes(engine))
        app.processEvents()  # the window's event loop, which wakes the writer thread
else:
    autosave = lambda: save_match(path, engine)
engine = GameEngine(computer=BasicPlayer(), synchronous=True)
saved = load_match(path)
if saved is not None and not saved.finished:
    restore_match(engine, saved)
save_match(path, engine)
open(sys.argv[4], "w").close()  # ready: the test may kill it from now on
undo = engine.undoStack()
while True:
    r = rng.random()
    if engine.state.winner is not None:
        engine.newGame()
    elif r < 0.08 and undo.canUndo():
        undo.undo()
    elif r < 0.12 and undo.canRedo():
        undo.redo()
    else:
        engine.perform(engine.hint())
    autosave()
"""


# The hardest kill each platform has, the one a power cut or the task manager deals: no
# handler runs, no buffer is flushed. SIGKILL, or on Windows, which has no signals,
# TerminateProcess (`Popen.kill`). (name, kill, the child's return code after it)
_KILLS = ([("SIGKILL", lambda child: child.send_signal(signal.SIGKILL), -signal.SIGKILL)]
          if hasattr(signal, "SIGKILL") else
          [("TerminateProcess", lambda child: child.kill(), 1)])


@pytest.mark.parametrize("saving", ["save_match", "writer"])
@pytest.mark.parametrize(("kill", "killed"), [kill[1:] for kill in _KILLS],
                         ids=[kill[0] for kill in _KILLS])
def test_a_kill_at_random_moments_never_damages_the_save(qtbot, tmp_path, saving, kill, killed):
    rng = random.Random(2024)
    path = tmp_path / "data" / "match.json"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    positions = set()
    for iteration in range(20):
        ready = tmp_path / f"ready-{iteration}"
        child = subprocess.Popen([sys.executable, "-c", _CHILD, str(path), str(iteration), saving,
                                  str(ready)],
                                 cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.PIPE)
        try:
            # a file, not a line on a pipe: Windows cannot wait on a pipe with select()
            qtbot.waitUntil(lambda: ready.exists() or child.poll() is not None, timeout=30_000)
            assert ready.exists(), child.stderr.read()
            with pytest.raises(subprocess.TimeoutExpired):
                child.wait(timeout=rng.uniform(0.0, 0.4))  # playing and autosaving meanwhile
            kill(child)
            assert child.wait(timeout=10) == killed
        finally:
            if child.poll() is None:
                child.kill()
                child.wait()
            child.stderr.close()
        saved = load_match(path)  # never DamagedFile
        assert saved is not None
        engine = _check_resumes(saved)
        positions.add((saved.seed, len(engine.history())))
        assert sorted(p.name for p in path.parent.iterdir()) == ["match.json"], \
            "a kill left a temporary file or the save was moved aside"
    assert len(positions) > 10  # the kills fell at many different moments
