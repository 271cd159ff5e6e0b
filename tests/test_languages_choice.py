"""Which language the game speaks (issue 17): Portuguese of Brazil and of Portugal, each
with Qt's own texts and number formats of its country; the first start picks the one the
system asks for (plain "pt" is Brazil's), and a setting saved as "pt" before the split
reads as Brazil's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings

from crib_qt.app import start_language
from crib_qt.i18n import LANGUAGES, LanguageSwitcher, known_language, negotiate_language


@pytest.mark.parametrize("preferred,expected", [
    (["pt-BR", "en-US"], "pt_BR"),
    (["pt"], "pt_BR"),  # plain Portuguese: Brazil's, CLDR's likely region
    (["pt-PT"], "pt_PT"),
    (["pt-AO"], "pt_PT"),  # Angola writes the European norm
    (["pt-Latn-BR"], "pt_BR"),
    (["de-DE", "ms-MY"], "ms"),
    (["tl-PH"], "fil"),
    (["fil"], "fil"),
    (["fr-FR"], "en"),
    ([], "en"),
])
def test_negotiation(preferred, expected):
    assert negotiate_language(preferred) == expected


def test_known_language_reads_old_and_locale_codes():
    assert [known_language(c) for c in ("pt", "pt_BR", "pt-PT", "pt_MZ", "ms_MY", "fil_PH",
                                        "tl", "en_GB")] == [
        "pt_BR", "pt_BR", "pt_PT", "pt_PT", "ms", "fil", "fil", "en"]
    assert [known_language(c) for c in ("de", "", None, 3, "ptx")] == [None] * 5


@pytest.mark.parametrize("saved,expected", [("pt", "pt_BR"), ("pt_PT", "pt_PT"),
                                            ("ms", "ms"), ("klingon", None)])
def test_a_saved_language_is_read_and_an_old_pt_becomes_brazils(qapp, private_settings, saved,
                                                                 expected):
    QSettings().setValue("language", saved)
    languages = start_language(qapp)
    try:
        if expected is None:  # not a language: negotiated from the system's, as a first start
            expected = negotiate_language(QLocale.system().uiLanguages())
        assert languages.language() == expected
        assert QSettings().value("language") == expected
    finally:
        languages.setLanguage("en")


@pytest.fixture
def languages(qapp):
    switcher = LanguageSwitcher()
    yield switcher
    switcher.setLanguage("en")


def test_each_portuguese_has_its_own_numbers_and_qt_texts(languages):
    tr = QCoreApplication.translate
    got = {}
    for code in ("pt_BR", "pt_PT"):
        languages.setLanguage(code)
        got[code] = (QLocale().name(), QLocale().toString(1234567),
                     tr("QScrollBar", "Scroll here"), tr("QPlatformTheme", "Reset"),
                     tr("QLineEdit", "Delete"), tr("GameEngine", "The computer is thinking."),
                     tr("QShortcut", "Space"), tr("QShortcut", "Back"))
    # Back (a key's name) from each one's own Qt file (qtbase_pt_BR, qt_pt_PT); Space our own
    assert got["pt_BR"] == ("pt_BR", "1.234.567", "Rolar até aqui", "Redefinir", "Excluir",
                            "O computador está pensando.", "Espaço", "Voltar")
    assert got["pt_PT"] == ("pt_PT", "1\u00a0234\u00a0567", "Deslocar até aqui", "Repor",
                            "Eliminar", "O computador está a pensar.", "Espaço", "Anterior")


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_language_loads_and_names_itself(languages, code):
    languages.setLanguage(code)
    assert languages.language() == code
    if code != "en":
        assert QCoreApplication.translate("MainWindow", "&Game") != "&Game"


def test_an_unknown_language_is_refused_and_the_old_code_is_taken(languages):
    with pytest.raises(ValueError, match="unknown language"):
        languages.setLanguage("de")
    languages.setLanguage("pt")
    assert languages.language() == "pt_BR"
