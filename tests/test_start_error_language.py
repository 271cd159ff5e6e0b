"""The start-up error box (crib_qt/start_error.py `show_start_error`) speaks the player's
language, the one saved in the settings or else the system's, and English when no
translation loads; it uses the QApplication up, or makes one when the start failed before
there was any. Which systems show it at all: tests/platforms/test_start_error_platforms.py.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from crib_qt import i18n, start_error
from crib_qt.i18n import LanguageSwitcher

ROOT = Path(__file__).resolve().parents[1]
REASON = "the data folder is read-only"
TEXTS = {"en": "Cribbage cannot start:\n\n" + REASON,
         "pt_BR": "Não foi possível iniciar o Cribbage:\n\n" + REASON,
         "ms": "Cribbage tidak dapat dimulakan:\n\n" + REASON,
         "fil": "Hindi masimulan ang Cribbage:\n\n" + REASON}


def _untranslated() -> str:
    return QCoreApplication.translate("Startup", "Cribbage cannot start:\n\n%1")


@pytest.fixture
def boxes(qapp, monkeypatch, private_settings):
    """The boxes `show_start_error` shows, as (parent, title, text), on a platform where
    a player would see them (the tests' offscreen one shows none), with no language
    saved; the default QLocale put back afterwards."""
    shown = []
    monkeypatch.setattr(start_error, "SILENT_PLATFORMS", ())
    monkeypatch.setattr(QMessageBox, "critical", staticmethod(
        lambda parent, title, text: shown.append((parent, title, text))))
    locale = QLocale()
    yield shown
    QLocale.setDefault(locale)


def _system_language(monkeypatch, name: str) -> None:
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(name)))


def test_english_on_an_english_system(qapp, boxes, monkeypatch):
    _system_language(monkeypatch, "en_US")
    start_error.show_start_error(REASON)
    assert boxes == [(None, "Cribbage", TEXTS["en"])]
    assert QApplication.instance() is qapp  # the application up, no other


def test_english_when_the_games_languages_cannot_be_imported(qapp, boxes, monkeypatch):
    """A start that failed because the game's own modules do not import still shows the
    box, in English (the review of 84bd93a: crib_qt.i18n was imported outside the try,
    and no box showed)."""
    _system_language(monkeypatch, "pt_BR")
    monkeypatch.setitem(sys.modules, "crib_qt.i18n", None)  # its import fails
    start_error.show_start_error(REASON)
    assert boxes == [(None, "Cribbage", TEXTS["en"])]


def test_the_system_language_for_the_box_alone(qapp, boxes, monkeypatch):
    _system_language(monkeypatch, "pt_BR")
    before = QLocale().name()
    start_error.show_start_error(REASON)
    assert boxes == [(None, "Cribbage", TEXTS["pt_BR"])]
    # taken down after the box: nothing else of the process speaks Portuguese
    assert _untranslated() == "Cribbage cannot start:\n\n%1"
    assert QLocale().name() == before
    assert [s.language() for s in qapp.findChildren(LanguageSwitcher) if s.language() != "en"] == []


def test_the_saved_language_before_the_systems(qapp, boxes, monkeypatch):
    _system_language(monkeypatch, "pt_BR")
    qapp.setOrganizationName("crib-qt")  # as the game's application is named (app.py)
    try:
        QSettings().setValue("language", "ms")
        start_error.show_start_error(REASON)
    finally:
        qapp.setOrganizationName("")
    assert boxes == [(None, "Cribbage", TEXTS["ms"])]


def test_a_language_the_start_installed_stays_up(qapp, boxes, monkeypatch):
    _system_language(monkeypatch, "fil_PH")
    languages = LanguageSwitcher(qapp)  # as app.py's start_language leaves it
    try:
        languages.setLanguage("fil")
        start_error.show_start_error(REASON)
        assert boxes == [(None, "Cribbage", TEXTS["fil"])]
        assert _untranslated() == "Hindi masimulan ang Cribbage:\n\n%1"
    finally:
        languages.setLanguage("en")
        languages.setParent(None)


def test_english_when_no_translation_loads(qapp, boxes, monkeypatch, tmp_path):
    _system_language(monkeypatch, "pt_BR")
    monkeypatch.setattr(i18n, "translations_dir", lambda: tmp_path)  # no .qm there
    start_error.show_start_error(REASON)
    assert boxes == [(None, "Cribbage", TEXTS["en"])]


# The start failed before the QApplication was made: the box makes one.
_CHILD = """
import json, sys
from PySide6.QtWidgets import QApplication, QMessageBox
from crib_qt import start_error

shown = []
start_error.SILENT_PLATFORMS = ()  # a player's desktop, not offscreen
QMessageBox.critical = staticmethod(lambda parent, title, text: shown.append(
    [title, text, type(QApplication.instance()).__name__]))
before = QApplication.instance()
start_error.show_start_error(sys.argv[1])
print("REPORT " + json.dumps({"before": before is not None, "shown": shown}), flush=True)
"""


@pytest.mark.parametrize("language, expected", [("ms_MY", "ms"), ("en_GB", "en")])
def test_a_box_before_the_application_is_made(tmp_path, language, expected):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANG=f"{language}.UTF-8",
               LANGUAGE=language, XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])))
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    done = subprocess.run([sys.executable, "-c", _CHILD, REASON], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = [line for line in done.stdout.splitlines() if line.startswith("REPORT ")]
    assert len(lines) == 1, done.stdout
    assert json.loads(lines[0].removeprefix("REPORT ")) == {
        "before": False, "shown": [["Cribbage", TEXTS[expected], "QApplication"]]}
