"""Packaging: the desktop file, the AppStream metainfo and the PyInstaller spec, with one
application id everywhere. The frozen PyInstaller build is too slow for the tests:
packaging/build_frozen.sh runs it."""

from __future__ import annotations

import ast
import os
import xml.etree.ElementTree as ET

from crib_qt import __version__
from crib_qt.app import APP_ID

from packaging_testing import (  # tests/packaging_testing.py
    DESKTOP,
    HICOLOR,
    METAINFO,
    PACKAGING,
    _desktop_entry,
)

# --- one application id everywhere ------------------------------------------------------------


def test_desktop_file_uses_the_app_id():
    entry = _desktop_entry(DESKTOP)
    assert DESKTOP.name == f"{APP_ID}.desktop"
    assert entry["Icon"] == APP_ID
    assert entry["Type"] == "Application"
    assert entry["Exec"] == "crib-qt"
    assert entry["Categories"].split(";")[:2] == ["Game", "CardGame"]
    assert entry["Name"] == "Cribbage"  # the display name the window shows
    assert entry["StartupWMClass"] == "crib-qt"  # X11 WM_CLASS, from the application name


def test_metainfo_uses_the_app_id_and_is_complete():
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.find("launchable").text == f"{APP_ID}.desktop"
    assert root.find("launchable").get("type") == "desktop-id"
    assert root.findtext("icon") == APP_ID
    assert root.findtext("project_license") == "MIT"
    assert root.find("content_rating").get("type").startswith("oars-")
    assert root.find("description/p") is not None
    releases = root.findall("releases/release")
    assert releases[0].get("version") == __version__
    assert releases[0].find("description") is not None
    shots = root.findall("screenshots/screenshot")
    assert len(shots) >= 3 and shots[0].get("type") == "default"
    prefix = "https://raw.githubusercontent.com/cribqt/crib-qt/main/packaging/screenshots/"
    for shot in shots:
        url = shot.findtext("image")
        assert url.startswith(prefix) and (PACKAGING / "screenshots" / url[len(prefix):]).is_file()
        assert shot.findtext("caption")
    assert root.findtext("provides/binary") == "crib-qt"


def test_the_spec_and_the_svg_name_the_same_app_id():
    assert (HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    for path in (PACKAGING / "crib-qt.spec", PACKAGING / "desktop_integration.py",
                 PACKAGING / "render_icons.py"):
        assert f'APP_ID = "{APP_ID}"' in path.read_text(encoding="utf-8"), path


# The desktop file and the metainfo are validated by .ci/run with Debian's
# desktop-file-validate and appstreamcli (installed there), not here: a developer's
# machine may lack them, and a test that skips is no test.


# --- the frozen build's spec --------------------------------------------------------------------


def test_the_pyinstaller_spec_is_one_folder_and_leaves_out_unused_qt():
    text = (PACKAGING / "crib-qt.spec").read_text(encoding="utf-8")
    ast.parse(text)
    assert "COLLECT(" in text and "exclude_binaries=True" in text  # one folder
    for module in ("QtWebEngineCore", "QtQml", "QtQuick", "Qt3DCore", "QtMultimedia",
                   "QtNetwork"):
        assert f'"{module}"' in text
    assert (PACKAGING / "frozen_main.py").is_file()
    assert os.access(PACKAGING / "build_frozen.sh", os.X_OK)
