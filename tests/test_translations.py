"""The Qt Linguist translations in i18n/: complete, faithful to their placeholders and
accelerators, compilable with lrelease, loadable with the expected texts, and up to date
with the texts of the code (pyside6-lupdate into a copy finds nothing new or gone)."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from crib_qt.i18n import lrelease_command

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "i18n"
TS_FILES = sorted(I18N.glob("crib_qt_*.ts"))
LANGS = [ts.stem.removeprefix("crib_qt_") for ts in TS_FILES]

#: How many plural forms Qt uses for each .ts language attribute:
#: pt_BR two (n <= 1; other), pt_PT two (n == 1; other), ms_MY one, fil_PH two (n <= 1; other).
NUMERUS_FORMS = {"pt_BR": 2, "pt_PT": 2, "ms_MY": 1, "fil_PH": 2}

_PLACEHOLDER = re.compile(r"%(?:n|L?\d+)")
_ACCELERATOR = re.compile(r"&(?!&)(?=\S)")


def _accelerators(text: str) -> int:
    """The number of "&" accelerator marks in `text` ("&&" is a literal ampersand)."""
    return len(_ACCELERATOR.findall(text.replace("&&", "")))


def _messages(ts: Path):
    """(context, source, numerus, translation element) of every live message."""
    root = ET.parse(ts).getroot()
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("vanished", "obsolete"):
                continue
            yield name, message.findtext("source"), message.get("numerus") == "yes", translation


def _texts(translation: ET.Element, numerus: bool) -> list[str]:
    if numerus:
        return [form.text or "" for form in translation.findall("numerusform")]
    return [translation.text or ""]


def _all_messages():
    return [pytest.param(ts, *m, id=f"{ts.stem}:{m[0]}:{m[1]}")
            for ts in TS_FILES for m in _messages(ts)]


def test_the_four_languages_are_there():
    assert LANGS == ["fil", "ms", "pt_BR", "pt_PT"]


@pytest.mark.parametrize("ts", TS_FILES, ids=LANGS)
def test_language_attribute_and_plural_form_count(ts: Path):
    language = ET.parse(ts).getroot().get("language")
    assert language in NUMERUS_FORMS
    for context, source, numerus, translation in _messages(ts):
        if numerus:
            forms = translation.findall("numerusform")
            assert len(forms) == NUMERUS_FORMS[language], (context, source)


@pytest.mark.parametrize("ts,context,source,numerus,translation", _all_messages())
def test_message_is_finished_and_not_empty(ts, context, source, numerus, translation):
    assert translation is not None
    assert translation.get("type") != "unfinished"
    for text in _texts(translation, numerus):
        assert text.strip(), "empty translation or plural form"


@pytest.mark.parametrize("ts,context,source,numerus,translation", _all_messages())
def test_placeholders_are_kept(ts, context, source, numerus, translation):
    expected = Counter(_PLACEHOLDER.findall(source))
    for text in _texts(translation, numerus):
        assert Counter(_PLACEHOLDER.findall(text)) == expected, text


@pytest.mark.parametrize("ts,context,source,numerus,translation", _all_messages())
def test_accelerator_is_kept(ts, context, source, numerus, translation):
    if _accelerators(source):
        for text in _texts(translation, numerus):
            assert _accelerators(text) == 1, text


def test_accelerator_counting():
    assert _accelerators("&Game") == 1
    assert _accelerators("Cu&t") == 1
    assert _accelerators("Fish && chips") == 0
    assert _accelerators("Game") == 0


@pytest.fixture(scope="module")
def lrelease_runs(tmp_path_factory) -> dict[str, tuple[subprocess.CompletedProcess, Path]]:
    """Each .ts compiled with `lrelease -fail-on-unfinished` into a temporary folder."""
    out = tmp_path_factory.mktemp("qm")
    runs = {}
    for ts, lang in zip(TS_FILES, LANGS):
        qm = out / f"crib_qt_{lang}.qm"
        runs[lang] = (subprocess.run(lrelease_command() + ["-fail-on-unfinished", str(ts),
                                                           "-qm", str(qm)],
                                     capture_output=True, text=True), qm)
    return runs


@pytest.mark.parametrize("lang", LANGS)
def test_lrelease_compiles_without_unfinished(lrelease_runs, lang):
    run, qm = lrelease_runs[lang]
    assert run.returncode == 0, f"lrelease failed on crib_qt_{lang}.ts: {run.stdout}{run.stderr}"
    assert qm.is_file() and qm.stat().st_size > 0


@pytest.fixture
def compiled(lrelease_runs) -> dict[str, Path]:
    """The compiled .qm files (a language whose lrelease failed is missing here: the
    tests that need it fail, beside test_lrelease_compiles_without_unfinished)."""
    return {lang: qm for lang, (run, qm) in lrelease_runs.items() if run.returncode == 0}


def _load(compiled, lang) -> QTranslator:
    if lang not in compiled:
        pytest.fail(f"crib_qt_{lang}.ts did not compile")
    translator = QTranslator()
    assert translator.load(str(compiled[lang]))
    return translator


# (context, source, n, expected); n = -1 for a message without plural.
EXPECTED = {
    "pt_BR": [
        ("Cards", "%1 of %2", -1, "%1 de %2"),
        ("Cards", "Five", -1, "Cinco"),
        ("Cards", "Hearts", -1, "Copas"),
        ("Board", "Go", -1, "Passo"),
        ("Board", "Computer's crib: %2", -1, "Reserva do computador: %2"),
        ("Board", "Nineteen: nothing", -1, "Dezenove: nada"),
        ("GameEngine", "The computer is thinking.", -1, "O computador está pensando."),
        ("MainWindow", "&Game", -1, "&Jogo"),
        ("MainWindow", "&Settings…", -1, "Con&figurações…"),
        ("StatisticsDialog", "&Reset…", -1, "&Redefinir…"),
        ("QPlatformTheme", "Reset", -1, "Redefinir"),
        ("Score", "Fifteen for %n", 1, "Quinze vale 1"),
        ("Score", "Fifteen for %n", 2, "Quinze vale 2"),
        ("Show", "A pair is %n", 1, "Um par é 1"),
        ("Show", "A pair is %n", 2, "Um par são 2"),
        ("Show", "A pair is %n", 0, "Um par é 0"),  # Qt's Brazilian rule: n <= 1 is singular
    ],
    "pt_PT": [
        ("Cards", "%1 of %2", -1, "%1 de %2"),
        ("Board", "Go", -1, "Passo"),
        ("Board", "Computer's crib: %2", -1, "Reserva do computador: %2"),
        ("Board", "Nineteen: nothing", -1, "Dezanove: nada"),
        ("GameEngine", "The computer is thinking.", -1, "O computador está a pensar."),
        ("MainWindow", "&Settings…", -1, "De&finições…"),
        ("StatisticsDialog", "&Reset…", -1, "&Repor…"),
        ("QPlatformTheme", "Reset", -1, "Repor"),
        ("QLineEdit", "Select All", -1, "Selecionar tudo"),  # not qt_pt_PT's "Seleccionar Tudo"
        ("Show", "A pair is %n", 1, "Um par é 1"),
        ("Show", "A pair is %n", 0, "Um par são 0"),
    ],
    "ms": [
        ("Cards", "%1 of %2", -1, "%1 %2"),
        ("Cards", "Five", -1, "Lima"),
        ("Cards", "Hearts", -1, "Lekuk"),
        ("Board", "Go", -1, "Lalu"),
        ("Board", "Computer's crib: %2", -1, "Simpanan komputer: %2"),
        ("QLineEdit", "&Copy", -1, "&Salin"),
        ("QLineEdit", "&Undo", -1, "&Batal"),
        ("MainWindow", "&Undo", -1, "&Batal"),
        ("QPlatformTheme", "Cancel", -1, "Tidak jadi"),
        ("QGnomeTheme", "&Cancel", -1, "&Tidak jadi"),
        ("Score", "Fifteen for %n", 1, "Lima belas +1"),
        ("Score", "Fifteen for %n", 2, "Lima belas +2"),
        ("Show", "A pair is %n", 2, "Pasangan jadi 2"),
    ],
    "fil": [
        ("Cards", "%1 of %2", -1, "%1 ng %2"),
        ("Cards", "Five", -1, "Lima"),
        ("Cards", "Hearts", -1, "Puso"),
        ("Board", "Go", -1, "Laktaw"),
        ("Board", "Computer's crib: %2", -1, "Reserba ng kompyuter: %2"),
        ("Accessible", "Computer's hand", -1, "Hawak ng kompyuter"),
        ("QGnomeTheme", "&Close", -1, "&Isara"),
        ("QLineEdit", "&Copy", -1, "&Kopyahin"),
        ("Score", "Fifteen for %n", 1, "1 sa labinlima"),
        ("Score", "Fifteen for %n", 2, "2 sa labinlima"),
        ("Show", "A pair is %n", 0, "Pares, 0 na"),
        ("Show", "A pair is %n", 2, "Pares, 2 na"),
    ],
}


@pytest.mark.parametrize("lang", LANGS)
def test_compiled_translations(qapp, compiled, lang):
    """Through the application, as the game asks: QCoreApplication.translate puts n in %n."""
    translator = _load(compiled, lang)
    QCoreApplication.installTranslator(translator)
    try:
        got = [QCoreApplication.translate(context, source, None, n)
               for context, source, n, _ in EXPECTED[lang]]
    finally:
        QCoreApplication.removeTranslator(translator)
    assert got == [expected for *_, expected in EXPECTED[lang]]


@pytest.mark.parametrize("lang", LANGS)
def test_installed_translator_names_a_card(qapp, compiled, lang):
    translator = _load(compiled, lang)
    QCoreApplication.installTranslator(translator)
    try:
        tr = QCoreApplication.translate
        name = tr("Cards", "%1 of %2").replace("%1", tr("Cards", "Five")).replace(
            "%2", tr("Cards", "Hearts"))
    finally:
        QCoreApplication.removeTranslator(translator)
    assert name == {"pt_BR": "Cinco de Copas", "pt_PT": "Cinco de Copas", "ms": "Lima Lekuk",
                    "fil": "Lima ng Puso"}[lang]


def test_qt_plural_rule_for_filipino(tmp_path):
    """Qt (lrelease) treats fil_PH like French: the first form for n <= 1, the second
    for n >= 2, not CLDR's Filipino rule. The Filipino forms are written for that."""
    ts = tmp_path / "rule.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n'
                  '<TS version="2.1" language="fil_PH"><context><name>Score</name>'
                  '<message numerus="yes"><source>Fifteen for %n</source><translation>'
                  '<numerusform>A %n</numerusform><numerusform>B %n</numerusform>'
                  '</translation></message></context></TS>\n', encoding="utf-8")
    qm = tmp_path / "rule.qm"
    run = subprocess.run(lrelease_command() + ["-fail-on-unfinished", str(ts), "-qm", str(qm)],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    translator = QTranslator()
    assert translator.load(str(qm))
    # QTranslator.translate picks the form; QCoreApplication.translate would fill in %n.
    got = [translator.translate("Score", "Fifteen for %n", None, n) for n in (0, 1, 2, 5, 11)]
    assert got == ["A %n", "A %n", "B %n", "B %n", "B %n"]


# --- up to date with the code ---------------------------------------------------------------


def _lupdate_command() -> list[str]:
    """Qt's lupdate shipped with PySide6 (what the pyside6-lupdate entry point runs)."""
    import PySide6

    tool = Path(PySide6.__file__).resolve().parent / ("lupdate.exe" if sys.platform == "win32"
                                                      else "lupdate")
    return [str(tool)]


def _pairs(ts: Path) -> set[tuple[str, str]]:
    """(context, source) of every message in `ts`, vanished or obsolete ones included."""
    root = ET.parse(ts).getroot()
    return {(context.findtext("name"), message.findtext("source"))
            for context in root.iter("context") for message in context.iter("message")}


@pytest.fixture(scope="module")
def refreshed(tmp_path_factory) -> dict[str, Path]:
    """A copy of each .ts updated from the code with pyside6-lupdate, with the options of
    packaging/update_translations.py (every crib_qt/**/*.py, -locations none -no-obsolete,
    the file's own target language). The committed files are never written."""
    out = tmp_path_factory.mktemp("lupdate")
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "crib_qt").rglob("*.py"))
    copies = {}
    for ts, lang in zip(TS_FILES, LANGS):
        copy = out / ts.name
        shutil.copyfile(ts, copy)
        target = ET.parse(ts).getroot().get("language")
        run = subprocess.run(_lupdate_command() + ["-locations", "none", "-no-obsolete",
                                                   "-target-language", target, *sources,
                                                   "-ts", str(copy)],
                             cwd=ROOT, capture_output=True, text=True, timeout=60)
        assert run.returncode == 0, f"lupdate failed on a copy of {ts.name}: {run.stdout}{run.stderr}"
        copies[lang] = copy
    return copies


@pytest.mark.parametrize("lang", LANGS)
def test_every_text_in_the_code_is_translated(refreshed, lang):
    """Texts added or changed in the code since the last update_translations run show
    up as unfinished in the refreshed copy: run packaging/update_translations.py and
    translate them."""
    new = [(context, source) for context, source, _, translation in _messages(refreshed[lang])
           if translation is None or translation.get("type") == "unfinished"]
    assert not new, f"crib_qt_{lang}.ts lacks translations of texts in the code: {new}"


@pytest.mark.parametrize("lang", LANGS)
def test_ts_has_the_texts_of_the_code(refreshed, lang):
    """The committed file holds exactly the texts the code uses: nothing missing, nothing
    the code no longer says (run packaging/update_translations.py)."""
    committed = _pairs(I18N / f"crib_qt_{lang}.ts")
    current = _pairs(refreshed[lang])
    missing, stale = sorted(current - committed), sorted(committed - current)
    assert (missing, stale) == ([], []), (f"crib_qt_{lang}.ts is not up to date: texts of the code "
                                          f"missing {missing}, texts no longer used {stale}")
