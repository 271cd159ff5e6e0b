"""How to play (issue 5; play-test 31, how-to-play): the rules in the current language,
from the given texts (../shared/seeds/) for Portuguese, Malay and Filipino, in
paragraphs by topic under sub-headings, and our own Controls text naming only keys
and menus the game has."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from crib_qt.paths import resource_path
from crib_qt.ui.dialogs import RULES_LANGUAGES, RulesDialog, keys_rows, rules_html, rules_sections
from crib_qt.ui.game_options import GameOptions

# The given texts, kept beside the tests so a checkout alone can check against them;
# the shared folder beside the checkout (../shared/seeds/) holds the originals.
SEEDS = Path(__file__).resolve().parent / "given_rules"
SHARED_SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"
HEADINGS = {
    "en": ("Rules and objective", "Controls"),
    "pt_BR": ("Regras e objetivo", "Controles"),
    "pt_PT": ("Regras e objetivo", "Controlos"),
    "ms": ("Peraturan dan matlamat", "Kawalan"),
    "fil": ("Mga tuntunin at layunin", "Mga kontrol"),
}
#: The rules' topics (cut, deal and crib; the starter; the play; the show; winning; this
#: program's notes): how many of the given sentences each paragraph holds, in every language.
RULES_SENTENCES = [5, 2, 9, 3, 1, 6]
CONTROLS_PARAGRAPHS = 3
#: The "Menu > Command" paths the controls name: Keys, Coach, Discard table, the game's
#: review, Statistics; and the review's name in a match of several games (R7.1).
MENU_PATHS = {
    "en": [("Help", "Keys"), ("View", "Coach"), ("Game", "Discard table"),
           ("Game", "Game review"), ("Game", "Statistics")],
    "pt_BR": [("Ajuda", "Teclas"), ("Exibir", "Treinador"), ("Jogo", "Tabela de descarte"),
              ("Jogo", "Revisão da partida"), ("Jogo", "Estatísticas")],
    "pt_PT": [("Ajuda", "Teclas"), ("Ver", "Treinador"), ("Jogo", "Tabela de descarte"),
              ("Jogo", "Revisão do jogo"), ("Jogo", "Estatísticas")],
    "ms": [("Bantuan", "Kekunci"), ("Lihat", "Jurulatih"), ("Permainan", "Jadual buangan"),
           ("Permainan", "Ulasan permainan"), ("Permainan", "Statistik")],
    "fil": [("Tulong", "Mga key"), ("Tingnan", "Tagapayo"),
            ("Laro", "Talahanayan ng itatapon"), ("Laro", "Pagsusuri ng laro"),
            ("Laro", "Estadistika")],
}
MATCH_PATHS = {
    "en": ("Game", "Match review"),
    "pt_BR": ("Jogo", "Revisão da série"),
    "pt_PT": ("Jogo", "Revisão da partida"),
    "ms": ("Permainan", "Ulasan perlawanan"),
    "fil": ("Laro", "Pagsusuri ng serye"),
}
#: The given text's sentences: a full stop and a space end one ("A 31 scores…" starts one).
_SENTENCE_END = re.compile(r"(?<=\.) (?=\S)")


def _sentences(text: str) -> list[str]:
    return _SENTENCE_END.split(text)


@pytest.mark.parametrize("code", RULES_LANGUAGES)
def test_the_rules_are_in_paragraphs_by_topic_and_the_controls_after_them(code):
    rules, controls = rules_sections(code)
    assert (rules.heading, controls.heading) == HEADINGS[code]
    assert [len(_sentences(text)) for _, text in rules.paragraphs] == RULES_SENTENCES
    assert all(sub for sub, _ in rules.paragraphs)  # each topic under its sub-heading
    assert len({sub for sub, _ in rules.paragraphs}) == len(RULES_SENTENCES)
    assert [sub for sub, _ in controls.paragraphs] == [""] * CONTROLS_PARAGRAPHS
    # the last sentence says what a skunk is (S and SS on the board, R7.2): the
    # fresh-user trial of stop 40 found it nowhere in the game
    assert 5 <= sum(len(_sentences(text)) for _, text in controls.paragraphs) <= 9
    assert "91" in controls.paragraphs[-1][1] and "61" in controls.paragraphs[-1][1]
    html = rules_html(code)
    assert re.findall(r"<h2>(.*?)</h2>", html) == list(HEADINGS[code])
    assert len(re.findall(r"<h3>", html)) == len(RULES_SENTENCES)
    assert html.count("<p ") == len(RULES_SENTENCES) + CONTROLS_PARAGRAPHS
    assert "<b>Ctrl+K</b>" in html and "[" not in html  # keys bold, without brackets


def _given(code: str) -> list[str]:
    """The seed's lines (rules heading, rules text, controls heading, controls text), with
    the spaces the Malay and Filipino seeds lost before numbers ("melebihi31") restored
    and the Filipino seed's one "deck" said "salansan" as everywhere else (glossary)."""
    text = (SEEDS / f"rules_{'pt' if code == 'pt_BR' else code}.txt").read_text(encoding="utf-8")
    if code != "pt_BR":
        text = re.sub(r"([^\W\d_])(\d)", r"\1 \2", text)
    if code == "fil":
        text = text.replace("ayos ng deck.", "ayos ng salansan.")
    return text.splitlines()


@pytest.mark.parametrize("code", ["pt_BR", "ms", "fil"])
def test_the_kept_given_texts_are_the_originals(code):
    """The copies in given_rules/ are byte for byte the given texts, where the shared
    folder is beside the checkout (a CI checkout alone has only the copies)."""
    name = f"rules_{'pt' if code == 'pt_BR' else code}.txt"
    kept = (SEEDS / name).read_bytes()
    assert kept.decode("utf-8").count("\n") >= 3
    if (SHARED_SEEDS / name).is_file():
        assert kept == (SHARED_SEEDS / name).read_bytes()


@pytest.mark.parametrize("code", ["pt_BR", "ms", "fil"])
def test_every_given_sentence_is_kept_word_for_word(code):
    rules, controls = rules_sections(code)
    given = _given(code)
    assert [rules.heading, controls.heading] == [given[0], given[2]]
    assert [s for _, text in rules.paragraphs for s in _sentences(text)] == _sentences(given[1])


@pytest.mark.parametrize("code", RULES_LANGUAGES)
def test_the_old_controls_sentence_is_gone(code):
    """It named position selectors the window does not show (play-test 31)."""
    _, controls = rules_sections(code)
    assert not any(word in text for _, text in controls.paragraphs
                   for word in ("selectors", "seletores", "Pemilih kedudukan",
                                "pagpili ng posisyon"))


@pytest.mark.qt_log_ignore("This plugin does not support propagateSizeHints")
def test_the_controls_name_only_keys_and_menus_the_game_has(make_board):
    """Each key in brackets is one Help > Keys names in that language ("[Espaço]"), each
    "Menu > Command" an action of that menu as the menu bar says it, in a single game or,
    for the review's name there, in a match of several games (R7.1); no one-letter key is
    named (they change with the language)."""
    window = make_board(3).window
    menus = (window.gameMenu, window.editMenu, window.viewMenu, window.helpMenu)

    def plain(text: str) -> str:
        return text.replace("&", "").rstrip("…")

    def commands() -> set[tuple[str, str]]:
        return {(plain(menu.title()), plain(action.text()))
                for menu in menus for action in menu.actions()}

    try:
        for code in RULES_LANGUAGES:
            window.setLanguage(code)
            keys = set()
            for cell, _ in keys_rows(window.actions):
                keys |= {cell, *cell.split(", ")}
            text = " ".join(text for _, text in rules_sections(code)[1].paragraphs)
            named = re.findall(r"\[([^\]]+)\]", text)
            assert len(named) == 6 and set(named) <= keys, (code, set(named) - keys)
            assert "Ctrl+Shift+K" in named  # the review's key
            assert not [key for key in named if re.fullmatch(r"[A-Z]", key)]
            paths = MENU_PATHS[code] + [MATCH_PATHS[code]]
            assert text.count(" > ") == len(paths)
            assert all(" > ".join(path) in text for path in paths), code
            assert set(MENU_PATHS[code]) <= commands(), (code, set(MENU_PATHS[code]) - commands())
        window.startNewGame(GameOptions(games_to_win=2), seed=3)  # a match: the review's name
        for code in RULES_LANGUAGES:
            window.setLanguage(code)
            assert MATCH_PATHS[code] in commands(), code
            assert MENU_PATHS[code][3] not in commands(), code  # the single game's name
    finally:
        window.setLanguage("en")  # the translator is the application's


@pytest.mark.parametrize("code", ["ms", "fil"])
def test_the_lost_space_before_numbers_is_restored(code):
    """The Malay and Filipino texts lost the space before several numbers ("melebihi31")."""
    text = resource_path("rules", f"{code}.txt").read_text(encoding="utf-8")
    assert not re.search(r"[^\W\d_]\d", text)
    if code == "ms":
        assert "melebihi 31" in text and "Gunakan 52 kad" in text
    else:
        assert "natitirang 40" in text and "lumampas 121" in text


def test_an_unknown_language_falls_back_to_english(qtbot):
    assert rules_html("de") == rules_html("en")
    dialog = RulesDialog(None, "fil")
    qtbot.addWidget(dialog)
    assert "Mga tuntunin at layunin" in dialog.browser.toPlainText()
    assert "Ang paglalabas" in dialog.browser.toPlainText()


@pytest.mark.parametrize("text", [
    "# Rules\n## The play\n# Controls\nClick a card.\n",  # would head Controls' paragraph
    "# Rules\n## The cut\n## The play\nPlay a card.\n",   # would be lost
    "# Rules\nPlay a card.\n## Winning\n",                 # would be lost at the end
])
def test_a_sub_heading_with_no_paragraph_is_refused(text, tmp_path, monkeypatch):
    """A "## " sub-heading heads the paragraph after it, in its own section: one with
    none (a translator's line lost) is an error, not a heading over the next section's
    first paragraph ("The play" over the controls) or a heading gone."""
    (tmp_path / "en.txt").write_text(text, encoding="utf-8")
    monkeypatch.setattr("crib_qt.ui.dialogs.resource_path", lambda *parts: tmp_path / parts[-1])
    with pytest.raises(ValueError, match="has no paragraph"):
        rules_sections("en")


def test_a_text_of_sections_and_sub_headings_reads_as_written(tmp_path, monkeypatch):
    (tmp_path / "en.txt").write_text("# Rules\n## The play\nPlay a card.\n\nGo at 31.\n"
                                     "# Controls\nClick a card.\n", encoding="utf-8")
    monkeypatch.setattr("crib_qt.ui.dialogs.resource_path", lambda *parts: tmp_path / parts[-1])
    assert rules_sections("en") == [
        ("Rules", [("The play", "Play a card."), ("", "Go at 31.")]),
        ("Controls", [("", "Click a card.")]),
    ]
