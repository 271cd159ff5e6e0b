"""Languages: which one to use (babel's locale negotiation) and switching it (Qt).

The game speaks English, Portuguese of Brazil and of Portugal, Malay and Filipino
(issue 17). Translations are Qt Linguist files: `i18n/crib_qt_<lang>.ts` in the
source tree, compiled to `.qm` by `pyside6-lrelease` when the wheel is built
(packaging/hatch_build.py) or, in a source checkout, on first use whenever a `.qm`
is missing or older than its `.ts`.

Babel is imported only when it is needed: to negotiate the language on the first
start, or to name a language the game does not ship. Its locale data costs about
20 ms to load, and the shipped languages' names are known (`_NAMES`).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Sequence

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from .key_names import KeyNames

__all__ = ["LANGUAGES", "DEFAULT_LANGUAGE", "language_name", "negotiate_language",
           "known_language", "translations_dir", "compile_translations", "LanguageSwitcher",
           "lrelease_command"]

# The languages the game ships, as CLDR codes (the Language menu and Settings list them
# in this order). Portuguese comes as Brazil's and Portugal's: their words differ
# (tela/ecrã, arquivo/ficheiro, "você está pensando"/"está a pensar").
LANGUAGES = ("en", "pt_BR", "pt_PT", "ms", "fil")
DEFAULT_LANGUAGE = "en"

# Codes that name a shipped language another way: a setting saved before Portuguese was
# split ("pt" was the mixed translation: Brazil's, as plain "pt" is in CLDR's likely
# subtags), and Tagalog, the language Filipino is based on.
_ALIASES = {"pt": "pt_BR", "tl": "fil"}

# Qt's own translation of its texts per language, tried in order. Qt ships Brazil's as
# qtbase_pt_BR and Portugal's only as the older, smaller qt_pt_PT; the texts a player
# meets that qt_pt_PT lacks or spells before the 1990 agreement ("Seleccionar") are in
# our own .ts (crib_qt/ui/qt_strings_to_translate.py), which is looked up first.
_QT_TRANSLATIONS = {"pt_BR": ("qtbase_pt_BR",), "pt_PT": ("qt_pt_PT",)}

# The locale each language formats numbers and dates with (QLocale.setDefault):
# 1.234 in Brazil, 1 234 in Portugal.
_LOCALES = {"en": "en", "pt_BR": "pt_BR", "pt_PT": "pt_PT", "ms": "ms_MY", "fil": "fil_PH"}

# Each shipped language's own name from CLDR, as babel gives it (`language_name`), so
# that the Language menu needs no locale data at start-up; tests/test_startup_imports.py
# checks them against babel.
_NAMES = {"en": "English", "pt_BR": "Português (Brasil)", "pt_PT": "Português (Portugal)",
          "ms": "Melayu", "fil": "Filipino"}

_PACKAGE = Path(__file__).resolve().parent
_SOURCE_I18N = _PACKAGE.parent / "i18n"
_WHEEL_I18N = _PACKAGE / "resources" / "i18n"


def known_language(code: object) -> str | None:
    """The shipped language `code` names, or None: a code of `LANGUAGES` itself, "pt"
    (a setting saved before Portuguese was split: Brazil's), "tl" (Filipino), a locale
    name such as "ms_MY", "fil_PH" or "pt-AO" (Portugal's Portuguese). Anything else, a
    non-string included, gives None."""
    if not isinstance(code, str):
        return None
    code = code.replace("-", "_")
    if code in LANGUAGES:
        return code
    if code in _ALIASES:
        return _ALIASES[code]
    language, _, region = code.partition("_")
    if language == "pt" and region:
        return "pt_BR" if region.startswith("BR") else "pt_PT"
    language = _ALIASES.get(language, language)
    return language if language in LANGUAGES and language != "pt" else None


def language_name(code: str) -> str:
    """The language's own name from CLDR ("English", "Português (Brasil)", "Melayu"…).

    Raises:
        ValueError: `code` is not a language babel knows.
    """
    if code in _NAMES:
        return _NAMES[code]
    from babel import Locale, UnknownLocaleError

    try:
        name = Locale.parse(code).get_display_name(code)
    except (UnknownLocaleError, ValueError) as exc:
        raise ValueError(f"unknown language {code!r}") from exc
    return name[:1].upper() + name[1:]


def negotiate_language(preferred: Sequence[str]) -> str:
    """The best of `LANGUAGES` for the user's preferred UI languages, best first
    (as `QLocale.uiLanguages()` gives them: "pt-BR", "en-US", "tl"…).

    Tagalog ("tl") counts as Filipino. Portuguese: Brazil's for "pt-BR" and for plain
    "pt" (CLDR's likely region of "pt" is Brazil), Portugal's for "pt-PT" and the other
    regions, which follow the European norm (Angola, Mozambique…). Falls back to English.
    """
    cleaned = []
    for tag in preferred:
        parts = str(tag).replace("-", "_").split("_")
        language = parts[0].lower()
        regions = [p.upper() for p in parts[1:] if len(p) == 2 or p.isdigit()]
        if language == "tl":
            cleaned.append("fil")
        elif language == "pt":
            cleaned.append("pt_BR" if regions[:1] in ([], ["BR"]) else "pt_PT")
        else:
            cleaned.append("_".join([language, *regions]))
    from babel.core import negotiate_locale  # only on the first start: see the module

    found = negotiate_locale(cleaned, list(LANGUAGES), sep="_")
    if found is None:  # babel matches "ms_MY" to "ms" only via aliases; try the language part
        for tag in cleaned:
            language = tag.split("_")[0].lower()
            if language in LANGUAGES:
                return language
        return DEFAULT_LANGUAGE
    return found


def lrelease_command() -> list[str]:
    """The command that runs Qt's lrelease shipped with PySide6."""
    import PySide6

    tool = Path(PySide6.__file__).resolve().parent / ("lrelease.exe" if sys.platform == "win32"
                                                      else "lrelease")
    return [str(tool)]


def compile_translations(source: Path = _SOURCE_I18N, target: Path | None = None,
                         *, only_stale: bool = True) -> list[Path]:
    """Compile `source/*.ts` to `.qm` in `target` (default: beside them).

    Returns:
        The `.qm` files written.

    Raises:
        RuntimeError: lrelease failed; its output is in the message.
    """
    import subprocess  # seldom: only when a translation is missing or stale

    target = source if target is None else target
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for ts in sorted(source.glob("*.ts")):
        qm = target / (ts.stem + ".qm")
        if only_stale and qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        result = subprocess.run(lrelease_command() + ["-silent", str(ts), "-qm", str(qm)],
                                capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"lrelease failed on {ts.name}: {result.stdout}{result.stderr}")
        written.append(qm)
    return written


def translations_dir() -> Path:
    """Where the compiled `.qm` files are: in the wheel, or the source tree's i18n/
    (compiled there first if missing or stale)."""
    if _WHEEL_I18N.is_dir():
        return _WHEEL_I18N
    if _SOURCE_I18N.is_dir():
        compile_translations(_SOURCE_I18N)
    return _SOURCE_I18N


class LanguageSwitcher(QObject):
    """Installs the translators of one language and switches them at run time.

    Installing sends every widget a `QEvent.LanguageChange`; windows retranslate
    in `changeEvent`. Qt's own texts come first from the project's own translations
    of the Qt contexts a player meets (in the same `.ts` file: the only ones for Malay
    and Filipino, for which Qt ships none), then from Qt's file for the language where
    Qt ships one (Portuguese): ours is installed last, so it is asked first, and
    one word names one command in every text (glossary, issue 17). Under all of them
    the application's `KeyNames` names the Return key Enter, also in English.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._translators: list[QTranslator] = []
        self._language = DEFAULT_LANGUAGE
        KeyNames.install(QCoreApplication.instance())  # before any language's: asked last

    def language(self) -> str:
        """The current language code."""
        return self._language

    def setLanguage(self, code: str) -> None:
        """Switch to `code` (one of `LANGUAGES`, or an alias `known_language` takes:
        "pt" switches to "pt_BR").

        Raises:
            ValueError: an unknown code, or a missing or unreadable translation file.
        """
        known = known_language(code)
        if known is None:
            raise ValueError(f"unknown language {code!r}; choose one of {', '.join(LANGUAGES)}")
        code = known
        app = QCoreApplication.instance()
        new: list[QTranslator] = []
        if code != DEFAULT_LANGUAGE:
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            for name in _QT_TRANSLATIONS.get(code, ()):
                qt = QTranslator(self)
                if qt.load(name, qt_dir):
                    new.append(qt)
                    break
            ours = QTranslator(self)
            path = translations_dir() / f"crib_qt_{code}.qm"
            if not ours.load(str(path)):
                raise ValueError(f"cannot load the {code} translation from {path}")
            new.append(ours)  # installed last: asked first
        for translator in self._translators:
            app.removeTranslator(translator)
        for translator in new:
            app.installTranslator(translator)
        self._translators = new
        self._language = code
        QLocale.setDefault(QLocale(_LOCALES[code]))
