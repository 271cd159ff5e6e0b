"""packaging/crib-qt.spec's choice of what the frozen build leaves out, for each system's
names of the same files: where PyInstaller puts Qt (PySide6/ on Windows, PySide6/Qt/ on
Linux and macOS), Windows' back-slashes, and macOS's frameworks (QtQml.framework where
Linux has libQt6Qml.so.6 and Windows Qt6Qml.dll). The spec's own functions are run, as
PyInstaller would run them on each system, without PyInstaller."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

SPEC = Path(__file__).resolve().parents[2] / "packaging" / "crib-qt.spec"


def _spec_definitions() -> dict:
    """The spec's top-level imports, constants and functions, each statement run alone and
    left out when it needs what only PyInstaller has (SPECPATH, Analysis, its hooks)."""
    names: dict = {}
    for node in ast.parse(SPEC.read_text(encoding="utf-8")).body:
        if isinstance(node, (ast.Import, ast.ImportFrom, ast.Assign, ast.FunctionDef)):
            try:
                exec(compile(ast.Module([node], []), str(SPEC), "exec"), names)  # noqa: S102
            except (ImportError, NameError, AttributeError):
                continue
    return names


SPEC_NAMES = _spec_definitions()


# (where PyInstaller puts the file, left out of the build?)
QT_LIBRARIES = {
    "linux": [("PySide6/Qt/lib/libQt6Qml.so.6", True), ("PySide6/Qt/lib/libQt6Pdf.so.6", True),
              ("PySide6/Qt/lib/libQt6Gui.so.6", False),
              ("PySide6/Qt/plugins/platforms/libqxcb.so", False),
              ("PySide6/Qt/plugins/imageformats/libqpdf.so", True)],
    "win32": [("PySide6\\Qt6Qml.dll", True), ("PySide6\\Qt6Pdf.dll", True),
              ("PySide6\\Qt6Widgets.dll", False),
              ("PySide6\\plugins\\platforms\\qwindows.dll", False),
              ("PySide6\\plugins\\imageformats\\qpdf.dll", True)],
    "darwin": [("PySide6/Qt/lib/QtQml.framework/Versions/A/QtQml", True),
               ("PySide6/Qt/lib/QtQmlModels.framework/Versions/A/QtQmlModels", True),
               ("PySide6/Qt/lib/QtPdf.framework/Versions/A/QtPdf", True),
               ("PySide6/Qt/lib/QtNetwork.framework/Resources/Info.plist", True),
               ("PySide6/Qt/lib/Qt3DCore.framework/Versions/A/Qt3DCore", True),
               ("PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui", False),
               ("PySide6/Qt/lib/QtWidgets.framework/Versions/A/QtWidgets", False),
               ("PySide6/Qt/lib/QtCore.framework/Resources/Info.plist", False),
               ("PySide6/Qt/lib/QtDBus.framework/Versions/A/QtDBus", False),
               ("PySide6/Qt/lib/QtSvg.framework/Versions/A/QtSvg", False),
               ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", False),
               ("PySide6/Qt/plugins/imageformats/libqpdf.dylib", True)],
}


@pytest.mark.parametrize("system", sorted(QT_LIBRARIES))
def test_unused_qt_libraries_are_left_out_under_each_system_s_names(system):
    """macOS's frameworks were all kept: the fragments name Qt6Qml, the framework QtQml."""
    unused = SPEC_NAMES["_unused_qt"]
    assert [(dest, unused(dest)) for dest, _ in QT_LIBRARIES[system]] == QT_LIBRARIES[system]


# Qt's own translations: the game's languages' only (qtbase_pt_BR for Brazil, qt_pt_PT
# for Portugal: crib_qt/i18n.py), never Qt Assistant's (qt_help_*).
QT_TRANSLATIONS = [("qtbase_pt_BR.qm", False), ("qt_pt_PT.qm", False), ("qtbase_de.qm", True),
                   ("qt_fr.qm", True), ("qt_help_pt_BR.qm", True), ("qtbase_ja.qm", True)]
TRANSLATION_FOLDERS = {"linux": "PySide6/Qt/translations/", "darwin": "PySide6/Qt/translations/",
                       "win32": "PySide6\\translations\\"}


@pytest.mark.parametrize("system", sorted(TRANSLATION_FOLDERS))
def test_only_the_game_s_languages_of_qt_s_translations_are_kept_on_each_system(system):
    """On Windows every language of Qt's was kept: the spec looked for them under
    PySide6/Qt/translations, where they are on Linux and macOS only."""
    unused = SPEC_NAMES["_unused_locale_data"]
    folder = TRANSLATION_FOLDERS[system]
    assert [(name, unused(folder + name)) for name, _ in QT_TRANSLATIONS] == QT_TRANSLATIONS

