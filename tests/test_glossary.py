"""The translations use the glossary's word for each game term and command, and no word
names two different commands on one screen (issue 17; i18n/glossary.md)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GLOSSARY = ROOT / "i18n" / "glossary.md"
#: glossary column -> translation file
COLUMNS = {"pt-BR": "pt_BR", "pt-PT": "pt_PT", "ms": "ms", "fil": "fil"}


def _tables(text: str) -> dict[str, list[dict[str, str]]]:
    """Each "## Heading"'s first table as rows of {column: cell}; `\\|` is a literal bar."""
    tables, heading, header = {}, None, None
    for line in text.splitlines():
        if line.startswith("## "):
            heading, header = line[3:].strip(), None
        elif line.startswith("|") and heading is not None:
            cells = [c.strip().replace("\\|", "|")
                     for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
            if header is None:
                header = cells
                tables.setdefault(heading, [])
            elif not set(line) <= set("|- "):
                tables[heading].append(dict(zip(header, cells)))
    return tables


TABLES = _tables(GLOSSARY.read_text(encoding="utf-8"))


def _translations(lang: str) -> dict[tuple[str, str], list[str]]:
    """(context, source) -> every form of the translation in crib_qt_<lang>.ts."""
    root = ET.parse(ROOT / "i18n" / f"crib_qt_{lang}.ts").getroot()
    found = {}
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("vanished", "obsolete"):
                continue
            if message.get("numerus") == "yes":
                forms = [f.text or "" for f in translation.findall("numerusform")]
            else:
                forms = [translation.text or ""]
            found[(name, message.findtext("source"))] = forms
    return found


TRANSLATIONS = {lang: _translations(lang) for lang in COLUMNS.values()}


def _plain(text: str) -> str:
    """`text` without accelerator marks, casefolded ("&&" is a literal ampersand)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").casefold()


def _words(cell: str) -> list[str]:
    return [w.strip().casefold() for w in cell.split(";") if w.strip()]


def _message(key: str) -> tuple[str, str]:
    context, _, source = key.partition(":")
    return context.strip(), source.strip()


def test_the_glossary_has_its_tables():
    assert {"Terms", "Commands", "Card indices and suits", "Allowed as in English",
            "Portugal's rules text"} <= set(TABLES)
    terms = {row["term"] for row in TABLES["Terms"]}
    # the list, each with a word in every language
    assert {"dealer", "pone", "crib", "starter", "go", "fifteen", "pair", "run", "flush", "nobs",
            "his heels"} <= terms
    commands = {row["command"] for row in TABLES["Commands"]}
    assert {"Undo", "Redo", "Cancel", "Show my hand"} <= commands
    for row in TABLES["Terms"] + TABLES["Commands"]:
        for column in COLUMNS:
            assert _words(row[column]), (row, column)


def test_the_seed_words_are_the_glossarys():
    """The words the issue names from the seed texts."""
    terms = {row["term"]: row for row in TABLES["Terms"]}
    commands = {row["command"]: row for row in TABLES["Commands"]}
    expected = {
        "pt-BR": ("reserva", "carta inicial", "Passo", "Desfazer", "Refazer", "Ver minha mão"),
        "ms": ("simpanan", "kad mula", "Lalu", "Batal", "Ulang", "Lihat tangan saya"),
        "fil": ("reserba", "panimulang baraha", "Laktaw", "Bawiin", "Ulitin",
                "Ipakita ang hawak ko"),
    }
    for column, words in expected.items():
        got = (terms["crib"][column], terms["starter"][column], terms["go"][column],
               commands["Undo"][column], commands["Redo"][column],
               commands["Show my hand"][column])
        assert got == words, column
    for word in ("reserva", "carta inicial", "Passo", "Desfazer/refazer", "Ver minha mão"):
        assert word in (ROOT / "resources" / "rules" / "pt_BR.txt").read_text(encoding="utf-8")


def _term_cases():
    for row in TABLES["Terms"]:
        pattern = row["English pattern"].strip("`")
        if pattern in ("—", "-", ""):
            continue
        for column, lang in COLUMNS.items():
            yield pytest.param(row, re.compile(pattern, re.IGNORECASE), lang, column,
                               id=f"{row['term']}-{lang}")


@pytest.mark.parametrize("row,pattern,lang,column", list(_term_cases()))
def test_every_translation_uses_the_terms_word(row, pattern, lang, column):
    """Every message of the game (Qt's own contexts are commands, below) whose English
    source names the term says the glossary's word for it."""
    words = _words(row[column])
    excepted = {_message(key) for key in row["except"].split(";") if key.strip()}
    checked, wrong = 0, []
    for (context, source), forms in TRANSLATIONS[lang].items():
        if context.startswith("Q") or (context, source) in excepted:
            continue
        if not pattern.search(source.replace("&", "")):
            continue
        checked += 1
        for form in forms:
            if not any(word in _plain(form) for word in words):
                wrong.append((context, source, form))
    assert checked, f"no message matches {pattern.pattern!r}: the pattern is stale"
    assert wrong == [], f"{lang}: not {words} in {wrong}"


def _command_cases():
    for row in TABLES["Commands"]:
        for column, lang in COLUMNS.items():
            yield pytest.param(row, lang, column, id=f"{row['command']}-{lang}")


@pytest.mark.parametrize("row,lang,column", list(_command_cases()))
def test_every_message_of_a_command_says_its_word(row, lang, column):
    words = _words(row[column])
    for key in row["messages"].split(";"):
        message = _message(key)
        assert message in TRANSLATIONS[lang], f"{key} is in no .ts: the glossary is stale"
        for form in TRANSLATIONS[lang][message]:
            assert any(word in _plain(form) for word in words), (lang, key, form, words)


def _clashes(rows: list[dict[str, str]], column: str) -> list[tuple[str, str, str]]:
    """(screen, command, command) of two commands whose words are equal or one a whole
    word of the other, on a screen they share."""
    screens = defaultdict(dict)
    for row in rows:
        for screen in row["screens"].split(";"):
            screens[screen.strip()][row["command"]] = _words(row[column])[0]
    found = []
    for screen, words in screens.items():
        for a, word_a in words.items():
            for b, word_b in words.items():
                if a < b and (re.search(rf"\b{re.escape(word_a)}\b", word_b)
                              or re.search(rf"\b{re.escape(word_b)}\b", word_a)):
                    found.append((screen, a, b))
    return found


@pytest.mark.parametrize("column", COLUMNS)
def test_no_word_names_two_commands_on_one_screen(column):
    """On each screen the commands' words differ, and none is part of another's."""
    assert _clashes(TABLES["Commands"], column) == []


def test_the_clash_check_finds_malays_old_undo_and_cancel():
    """Before issue 17 Malay said "Batal" for Undo (Edit menu) and for Cancel (dialogs),
    both met in the new game dialog (its text fields' menu)."""
    rows = [{"command": "Undo", "ms": "Batal", "screens": "main; textmenu"},
            {"command": "Cancel", "ms": "Batal", "screens": "newgame; textmenu"},
            {"command": "Copy", "ms": "Salin", "screens": "textmenu"}]
    assert _clashes(rows, "ms") == [("textmenu", "Cancel", "Undo")]
    rows[1]["screens"] = "newgame"
    assert _clashes(rows, "ms") == []


def _given_words(text: str) -> str:
    """A rules text's lines as the seed gives them: the rules' heading, their paragraphs
    joined into one line, the controls' heading. Left out: the "#" marks, the
    sub-headings and our own controls text (tests/ui/test_rules_dialog.py checks them)."""
    lines = [line for line in text.splitlines() if line.strip()]
    controls = [i for i, line in enumerate(lines) if line.startswith("# ")][1]
    rules = [line for line in lines[1:controls] if not line.startswith("## ")]
    return "\n".join((lines[0].removeprefix("# "), " ".join(rules),
                      lines[controls].removeprefix("# ")))


def test_portugals_rules_text_changes_only_the_listed_words():
    brazil = _given_words((ROOT / "resources" / "rules" / "pt_BR.txt").read_text(encoding="utf-8"))
    portugal = _given_words(
        (ROOT / "resources" / "rules" / "pt_PT.txt").read_text(encoding="utf-8"))
    seed = ROOT / "tests" / "ui" / "given_rules" / "rules_pt.txt"  # the given text, kept
    assert brazil == "\n".join(seed.read_text(encoding="utf-8").splitlines()[:3])
    changed = brazil
    for row in TABLES["Portugal's rules text"]:
        old, new = row["pt-BR (seed)"], row["pt-PT"]
        assert changed.count(old) == 1, old
        changed = changed.replace(old, new)
    assert changed == portugal


def _game_and_match() -> tuple[dict[str, dict[str, str]], list[str]]:
    """The "Game and match" table's rows by term, and the columns it checks."""
    rows = {row["term"]: row for row in TABLES["Game and match"]}
    return rows, [c for c in COLUMNS if rows["checked"][c]]


def _game_and_match_wrong(lang: str, column: str) -> list[tuple[str, str, str]]:
    """(context, source, form) of each message of `lang` that names a game or a match
    with the other's word, or without its own (the "Game and match" table)."""
    rows, _ = _game_and_match()
    game, match = (re.compile(rows[t]["English pattern"].strip("`"), re.IGNORECASE)
                   for t in ("game", "match"))
    game_words, match_words = _words(rows["game"][column]), _words(rows["match"][column])

    def says(words: list[str], text: str) -> bool:
        return any(re.search(rf"\b{re.escape(word)}\b", text) for word in words)

    wrong = []
    for (context, source), forms in TRANSLATIONS[lang].items():
        plain = source.replace("&", "")
        names_game, names_match = bool(game.search(plain)), bool(match.search(plain))
        if context.startswith("Q") or not (names_game or names_match):
            continue
        for form in forms:
            text = _plain(form)
            if (names_game and not says(game_words, text)
                    or names_match and not says(match_words, text)
                    or names_game and not names_match and says(match_words, text)):
                wrong.append((context, source, form))
    return wrong


def test_game_and_match_have_one_word_each_where_checked():
    """Play-test 32: Portugal's "Nova partida" (New game) beside "Revisão do jogo" (Game
    review), and the abandon question's "partida" for a single game. Every message of a
    checked language names a game with the game's word and never with the match's, and
    a match with the match's (the glossary's "Game and match")."""
    _, checked = _game_and_match()
    assert checked == ["pt-PT"]
    for column in checked:
        assert _game_and_match_wrong(COLUMNS[column], column) == []


def test_the_game_and_match_check_finds_portugals_old_new_game():
    """Before play-test 32 Portugal's New game was "Nova partida": the check finds it."""
    lang, key = "pt_PT", ("MainWindow", "&New game")
    kept = TRANSLATIONS[lang][key]
    TRANSLATIONS[lang][key] = ["&Nova partida"]
    try:
        assert _game_and_match_wrong(lang, "pt-PT") == [("MainWindow", "&New game",
                                                        "&Nova partida")]
    finally:
        TRANSLATIONS[lang][key] = kept


def test_portugals_rules_text_says_jogo_for_a_game():
    """Its "partida"s are the match's only: "numa partida", the match review's name,
    "um só jogo ou uma partida" in the controls text (New game is "Novo jogo") and
    "numa partida" where skunks count as games (R7.2)."""
    text = (ROOT / "resources" / "rules" / "pt_PT.txt").read_text(encoding="utf-8")
    assert re.findall(r"\S+ partida\b", text, re.IGNORECASE) == [
        "numa partida", "da partida", "uma partida", "numa partida"]
    assert "Em Novo jogo escolha um só jogo ou uma partida" in text
    assert "Partida sem relógio" not in text and "Nova partida" not in text
