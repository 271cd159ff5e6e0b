"""Start-up (issue 14): what the first frame imports and makes, and what waits for later
(crib_qt/app.py, crib_qt/__init__.py, crib_qt/i18n.py, crib_qt/board/accessible.py,
crib_qt/first_frame.py).

The first frame is checked in a real process started as the `crib-qt` command starts
(`crib_qt.app.main`, with `--smoke`): this test process has imported everything long ago.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.i18n import LANGUAGES, language_name
from crib_qt.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[1]

# Imported only when asked for, never for the first frame: the Help and Statistics
# dialogs, the score log's table (its dock starts closed), babel (but to negotiate the
# language on the very first start), the installed metadata (the version), the computer's
# process, and what only those need.
LAZY = {"crib_qt.ui.dialogs", "crib_qt.ui.statistics_dialog", "crib_qt.ui.score_log_view",
        "babel", "babel.core", "importlib.metadata", "email", "html", "subprocess",
        # the computer's process: started after the first frame (`prepareComputer`)
        "crib_qt.decision_process", "crib_qt.decision_protocol", "crib_qt.decision_server",
        # the table's sounds (issue 21): after the first frame; miniaudio on their own thread
        "crib_qt.sound", "crib_qt.sound.table_sounds", "crib_qt.sound.output",
        "crib_qt.sound.sound_settings", "crib_qt.ui.sound_row", "miniaudio",
        # achievements (issue 21): looked for from the first move on (the book of earned
        # ones, read with the statistics, is not lazy)
        "crib_qt.achievement_events", "crib_qt.achievement_texts",
        "crib_qt.ui.achievement_keeper", "crib_qt.board.achievement_notice",
        "crib_qt.ui.achievements_page",
        # OpenSSL's hashes: only a match's later games need one (commands.game_id)
        "hashlib", "_hashlib",
        # the New game and Settings dialogs: the start reads their settings alone
        # (ui/game_options.py, ui/preferences.py)
        "crib_qt.ui.new_game", "crib_qt.ui.settings_dialog",
        # the coach's analyses: only a review read from a save or worked out needs them
        "crib_qt.ai.analysis", "crib_qt.ai.play_review",
        # what the computer's process is asked with (the coach asks after the first frame)
        "crib_qt.rules.serialize", "crib_qt.view_data",
        # the statistics and their records: read after the first frame, which shows none
        # (ui/keeping.py `readStatistics`), unless a resumed match needs them sooner
        "crib_qt.statistics", "crib_qt.statistics_record", "crib_qt.statistics_accuracy",
        "crib_qt.match_result", "crib_qt.achievement_book",
        # a match's accuracy (decision_review.Accuracy): made when first worked out
        "crib_qt.decision_accuracy"}

# Run in the child: the game's own start-up, with a look at the process at the first
# frame (before anything `when_first_painted` runs after it) and once it has settled.
_CHILD = """
import gc, json, sys
import crib_qt.app as app

report = {}
real = app.when_first_painted

def spy(window, callbacks):
    from PySide6.QtWidgets import QWidget

    def first_frame():
        import linecache
        report["modules"] = sorted(sys.modules)
        # sources read whole by now (PySide reads a module's to look for __feature__)
        report["sources_read"] = sorted(k for k in linecache.cache if "crib_qt" in k)
        report["collector_on"] = gc.isenabled()
        report["mirrors"] = window.findChild(QWidget, "boardAccessible") is not None
        report["listening"] = window.view.accessibility.isListening()
        # PySide makes a Qt class (and its enums) when first named: asked before windowIcon
        report["qicon_made"] = "QIcon" in vars(sys.modules["PySide6.QtGui"])
        report["qeasingcurve_made"] = "QEasingCurve" in vars(sys.modules["PySide6.QtCore"])
        # nor QStyle's (~15 ms: its enums), which any Python wrapper of the style makes
        report["qstyle_made"] = "QStyle" in vars(sys.modules["PySide6.QtWidgets"])
        report["coach_active"] = window.coach.isActive()
        report["problems"] = list(window.problems)
        from PySide6.QtGui import QGuiApplication

        report["icon_at_first_frame"] = not QGuiApplication.windowIcon().isNull()

    def settled():
        from PySide6.QtCore import QCoreApplication
        from crib_qt.gui_collector import GuiCollector
        from crib_qt.ui.main_window import MainWindow

        report["collector_on_after"] = gc.isenabled()
        collector = QCoreApplication.instance().findChild(GuiCollector)
        report["gui_collector"] = collector.isCollecting()
        # frozen objects are in no generation gc.get_objects() walks
        report["window_class_frozen"] = not any(o is MainWindow for o in gc.get_objects())
        report["version"] = QCoreApplication.applicationVersion()
        report["coach_active_after"] = window.coach.isActive()
        report["problems_after"] = list(window.problems)
        report["statistics_after"] = "crib_qt.statistics" in sys.modules
        report["icon_sizes"] = [size.width() for size in
                                QCoreApplication.instance().windowIcon().availableSizes()]
        print("REPORT " + json.dumps(report), flush=True)

    return real(window, [first_frame] + list(callbacks) + [settled])

app.when_first_painted = spy
sys.exit(app.main(["crib-qt", "--smoke"]))
"""


def _run_child(tmp_path: Path, code: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    return subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)


def test_the_first_frame_waits_for_nothing_it_does_not_show(tmp_path):
    from crib_qt import __version__

    # The very first start negotiates the language with babel; every later one reads it.
    # Before the second, the statistics file is damaged: reported once the board shows.
    statistics = tmp_path / "data" / "crib-qt" / "crib-qt" / "statistics.json"
    for start, negotiated in (("first", ["babel", "babel.core"]), ("second", [])):
        if start == "second":
            statistics.write_text('{"format": "crib-qt-statistics", "version": 1}')
        done = _run_child(tmp_path, _CHILD)
        assert done.returncode == 0, done.stderr
        lines = [line for line in done.stdout.splitlines() if line.startswith("REPORT ")]
        assert len(lines) == 1, done.stdout
        report = json.loads(lines[0].removeprefix("REPORT "))
        modules = set(report["modules"])
        assert "crib_qt.ui.main_window" in modules  # the window really was made
        assert sorted(LAZY & modules) == negotiated, start
        assert sorted(m for m in modules if m.startswith("email.")) == [], start
        assert report["mirrors"] is False  # no assistive tool: no accessible mirrors yet
        assert report["sources_read"] == [], start  # PySide read none of the game's sources
        assert report["listening"] is False  # not even asked for one before this frame
        # the collector waits for the first frame, then comes back with start-up frozen,
        # run from the GUI thread's timer (crib_qt/gui_collector.py), never by Python
        assert report["collector_on"] is False
        assert report["collector_on_after"] is False
        assert report["gui_collector"] is True
        assert report["window_class_frozen"] is True
        assert report["version"] == __version__
        # the window icon (its files) comes just after the first frame, not before it,
        # nor the QIcon class (~7 ms: its enums; QAction(text, parent) would make it)
        assert report["icon_at_first_frame"] is False, start
        assert report["qicon_made"] is False, start
        # nor QEasingCurve's (~2 ms): the cards' and pegs' moves name it when they start
        assert report["qeasingcurve_made"] is False, start
        assert report["qstyle_made"] is False, start
        assert report["icon_sizes"] and min(report["icon_sizes"]) == 16, start
        # the statistics are read just after the first frame (crib_qt/app.py)
        assert report["problems"] == [], start
        assert report["statistics_after"] is True, start
        damaged = ["The statistics file was damaged; it was kept as "
                   f"{path.name} and the statistics start afresh."
                   for path in statistics.parent.glob("statistics.json.damaged-*")]
        assert report["problems_after"] == damaged and len(damaged) == (start == "second")


def test_a_resumed_match_is_not_reviewed_before_its_first_frame(tmp_path):
    """A save whose decisions the coach has not reviewed yet: the coach asks the
    computer's process about them only after the first frame (crib_qt/app.py
    `_hold_coach`), so that frame loads none of the process's modules."""
    from match_engines import match_engine, play_to

    from crib_qt.persistence import match_to_bytes
    from crib_qt.rules import Phase

    engine = match_engine()
    play_to(engine, lambda e: e.state.phase is Phase.PLAY and len(e.state.played) >= 3)
    save = tmp_path / "data" / "crib-qt" / "crib-qt" / "match.json"
    save.parent.mkdir(parents=True)
    save.write_bytes(match_to_bytes(engine))  # no reviews: the discard and plays to ask
    done = _run_child(tmp_path, _CHILD)
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.startswith("REPORT ")]
    report = json.loads(lines[0].removeprefix("REPORT "))
    lazy = LAZY - {"babel", "babel.core"}  # the first start negotiates the language
    assert sorted(m for m in report["modules"] if m in lazy or "decision_pro" in m) == []
    assert report["coach_active"] is False  # held until the first frame is done
    assert report["coach_active_after"] is True  # then the expert's reviews, as before
    assert report["qstyle_made"] is False


def test_the_version_is_read_only_when_asked_for(tmp_path):
    code = ("import sys\n"
            "import crib_qt, crib_qt.app\n"
            "print('importlib.metadata' in sys.modules)\n"
            "print(crib_qt.__version__, 'importlib.metadata' in sys.modules)\n")
    done = _run_child(tmp_path, code)
    assert done.returncode == 0, done.stderr
    from crib_qt import __version__

    assert done.stdout.splitlines() == ["False", f"{__version__} True"]


def test_the_language_names_are_cldrs_without_loading_it():
    from babel import Locale

    names = [language_name(code) for code in LANGUAGES]
    assert names == ["English", "Português (Brasil)", "Português (Portugal)", "Melayu",
                     "Filipino"]
    for code, name in zip(LANGUAGES, names):  # as babel names them, capitalised
        own = Locale.parse(code).get_display_name(code)
        assert name == own[:1].upper() + own[1:]
    assert language_name("de") == "Deutsch"  # a language not shipped: babel, as before


def test_opening_the_window_writes_no_settings(qtbot, private_settings):
    window = MainWindow(GameEngine(seed=5, computer=BasicPlayer()))
    qtbot.addWidget(window)
    assert QSettings().allKeys() == []
    window.actions["four_colour"].trigger()  # a change is remembered at once
    assert QSettings().value("view/fourColour", type=bool) is True


def test_the_accessible_mirrors_are_made_when_an_assistive_tool_asks(qtbot, private_settings):
    assert QAccessible.isActive() is False  # offscreen: no assistive tool is running
    window = MainWindow(GameEngine(seed=5, computer=BasicPlayer()))
    qtbot.addWidget(window)
    mirrors = window.view.accessibility
    window.show()
    qtbot.waitUntil(mirrors.isListening)  # from the board's first frame on
    assert mirrors.hasMirrors() is False
    assert window.findChild(QWidget, "boardAccessible") is None
    mirrors.announce("Your deal")  # kept for the mirrors' status even before they exist
    assert mirrors.announcements[-1] == "Your deal"
    # an assistive tool's first question, of anything, makes them on the next turn
    assert QAccessible.queryAccessibleInterface(window) is not None
    assert mirrors.hasMirrors() is False
    qtbot.waitUntil(mirrors.hasMirrors)
    container = window.findChild(QWidget, "boardAccessible")
    assert container is mirrors.container and container.isVisible()
    assert mirrors.hand.accessibleName() == "Your hand"
    assert mirrors.texts("opponent") == []  # in step with the board: nothing dealt yet
    assert mirrors.status.text() == window.scene.promptLabel.text()


def test_the_score_log_table_is_made_when_its_dock_first_shows(qtbot, private_settings):
    first = MainWindow(GameEngine(seed=5, computer=BasicPlayer()))
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    assert first.logDock.widget() is None  # closed: nothing made yet
    first.actions["score_log"].trigger()
    table = first.logDock.widget()
    assert table is first.logView and table.objectName() == "scoreLog"
    assert table.model() is first.presenter.scoreLog
    qtbot.waitUntil(table.isVisible)
    first.close()
    # a dock that was open when the game closed is open, with its table, at the next start
    second = MainWindow(GameEngine(seed=5, computer=BasicPlayer()))
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    assert second.logDock.isVisible()
    assert second.logDock.widget() is second.logView
    qtbot.waitUntil(second.logView.isVisible)


def test_pyside_is_told_the_games_modules_and_reads_none(tmp_path):
    """`spare_pyside_source_scans` notes every module of the package in PySide's table
    (0: uses PySide, no `__feature__`), before any is imported after PySide."""
    code = ("import sys, linecache\n"
            "from crib_qt.first_frame import spare_pyside_source_scans\n"
            "noted = spare_pyside_source_scans()\n"
            "table = sys.modules['shibokensupport.feature'].pyside_feature_dict\n"
            "import crib_qt.rules, crib_qt.board.peg_board_art\n"
            "print(noted, spare_pyside_source_scans(), table['crib_qt.board.peg_board_art'],\n"
            "      table['crib_qt.rules.actions'], table['crib_qt.ui.main_window'],\n"
            "      [k for k in linecache.cache if 'crib_qt' in k])\n")
    done = _run_child(tmp_path, code)
    assert done.returncode == 0, done.stderr
    noted, again, *flags = done.stdout.split(" ", 5)
    modules = [path for path in (ROOT / "crib_qt").rglob("*.py") if "__pycache__" not in str(path)]
    assert int(noted) == len(modules)  # crib_qt itself too: imported before PySide
    assert int(again) == 0  # nothing new the second time
    assert " ".join(flags) == "0 0 0 []\n"
