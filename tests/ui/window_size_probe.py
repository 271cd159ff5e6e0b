"""Opens the main window on the offscreen screens given and prints what it shows, as JSON.

Run by tests/ui/test_window_size.py in a process of its own for each screen set-up: Qt's
offscreen platform takes its screens from a configuration file named in
``QT_QPA_PLATFORM=offscreen:configfile=...`` (read once, when the application starts).

Usage: python window_size_probe.py SCREENS_JSON [save]
    SCREENS_JSON: the offscreen configuration, e.g. ``{"screens": [{"name": "S", "x": 0,
        "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "dpr": 1}]}``.
    save: move the window to the last screen, 1800 × 1000, and save its geometry instead.
QSettings go to ``XDG_CONFIG_HOME`` (the caller's private folder).
"""

from __future__ import annotations

import json
import os
import sys
import tempfile


def _rect(r) -> list[float]:
    return [r.x(), r.y(), r.width(), r.height()]


def main() -> int:
    config = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
    config.write(sys.argv[1])
    config.close()
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config.name}"
    from PySide6.QtCore import QRect, QSettings
    from PySide6.QtWidgets import QApplication

    from crib_qt.engine import MODE_TWO_PLAYERS, GameEngine
    from crib_qt.rules import Phase
    from crib_qt.ui.main_window import MainWindow

    app = QApplication([])
    app.setOrganizationName("crib-qt-probe")
    app.setApplicationName("crib-qt-probe")
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    engine = GameEngine(seed=5, mode=MODE_TWO_PLAYERS)
    window = MainWindow(engine)
    window.scene.move_ms = 0
    if "save" in sys.argv[2:]:
        last = app.screens()[-1].availableGeometry()
        window.setGeometry(QRect(last.x() + 60, last.y() + 60, 1800, 1000))
        window.show()
        window.close()  # saves the geometry
        print(json.dumps({"saved": True}))
        return 0
    window.show()

    def shown_items() -> list:
        window.presenter.fastForward()
        window.presenter.revealHand()
        app.processEvents()
        return [[type(item).__name__, *_rect(item.sceneBoundingRect())]
                for item in window.scene.items() if item.isVisible() and
                item.parentItem() is None and
                getattr(item, "text", lambda: "x")() != ""]  # an empty label draws nothing

    # the discard (the hands and the "To crib" button), then the play (the crib, the
    # starter and a card on the pile)
    while engine.state.phase is not Phase.DISCARD:
        engine.perform(engine.hint())
    items = shown_items()
    while engine.state.phase is not Phase.PLAY:
        engine.perform(engine.hint())
    engine.perform(engine.hint())
    items += shown_items()
    view = window.view
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    print(json.dumps({
        "available": _rect(window.screen().availableGeometry()),
        "frame": _rect(window.frameGeometry()),
        "minimum": [window.minimumWidth(), window.minimumHeight()],
        "view": [view.width(), view.height()],
        "visible": _rect(visible),
        "scale": view.transform().m11(),  # pixels a scene unit
        "scene": _rect(window.scene.sceneRect()),
        "items": items,
    }))
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
