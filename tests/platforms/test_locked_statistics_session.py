"""Statistics read whole at the start, then held by another program when a result is
counted (on Windows an antivirus scan or a sync tool opening statistics.json for a
moment, data_files.LockedFile): the file is left as it is and nothing is written until
the next start, as when it is held at the start, but the statistics the window read are
kept, with the new result counted in them for the session. They were replaced by empty
ones, as for a damaged file, so the Statistics dialog showed none of the player's games
though the file was whole (crib_qt/statistics.py's `update_statistics`)."""

from __future__ import annotations

import os

from test_locked_save_platforms import STATISTICS_NOTICE, _windows_os

from crib_qt import data_files
from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.persistence import MatchStore
from crib_qt.statistics import Statistics, load_statistics, save_statistics, update_statistics
from crib_qt.ui.main_window import MainWindow

EARLIER, NOW, LATER = "0" * 32, "1" * 32, "2" * 32


def _counting(path, statistics, match_id, _name, _entry):
    """A ``record_*`` function alike (ui/keeping.py's `keepStatistics`): counts `match_id`."""
    return update_statistics(path, statistics,
                             lambda kept: kept.counted.append(match_id) is None)


def test_statistics_held_later_keep_what_was_read(tmp_path, qtbot, monkeypatch):
    store = MatchStore(tmp_path / "data")
    earlier = Statistics()
    earlier.counted.append(EARLIER)
    save_statistics(store.statistics_path, earlier)
    content = store.statistics_path.read_bytes()
    window = MainWindow(GameEngine(seed=5, computer=BasicPlayer()), store=store)
    qtbot.addWidget(window)
    assert window.problems == [] and window.statistics.counted == [EARLIER]
    monkeypatch.setattr(data_files, "os", _windows_os({store.statistics_path}))
    window.keepStatistics(_counting, NOW, "", None)
    assert window.problems == [STATISTICS_NOTICE]
    assert window.statistics.counted == [EARLIER, NOW]  # was [NOW]: the player's games gone
    monkeypatch.setattr(data_files, "os", os)  # let go: still nothing written this session
    window.keepStatistics(_counting, LATER, "", None)
    assert window.statistics.counted == [EARLIER, NOW, LATER]
    window.close()
    assert os.listdir(store.directory) == ["statistics.json"]
    assert store.statistics_path.read_bytes() == content
    assert load_statistics(store.statistics_path).counted == [EARLIER]
