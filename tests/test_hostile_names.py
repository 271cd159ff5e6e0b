"""Players' names and numbers are put into sentences in one pass (issue 17): a name that
holds a placeholder ("%1", "%2", "%n"…) is shown as written, in every language, in every
sentence of the table that holds a name (two players on one device name themselves)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from crib_qt.board import position_texts as P
from crib_qt.board import table_texts as T
from crib_qt.game_words import fill
from crib_qt.i18n import LANGUAGES, LanguageSwitcher
from crib_qt.rules import Card, MatchScore, ScoreKind
from crib_qt.rules.scoring import ScoreItem

HOSTILE = ["%1", "%2", "%3", "%n", "%L1", "%1%2", "100%", "%%1", "Ana %2 Ben", "&&", "%9"]
FIVE = Card(5, 2)


def test_fill_is_one_pass_with_numbered_markers():
    assert fill("%1's crib: %2", "%2", 7) == "%2's crib: 7"
    assert fill("%1: %2", "%2", "%1") == "%2: %1"
    assert fill("%2 and %1", "a", "b") == "b and a"  # numbered, not in order of appearance
    assert fill("%1 (%2%)", 3, 50) == "3 (50%)"
    assert fill("%3 %1", "x") == "%3 x"  # a marker without a value stays
    assert fill("%10 %1", *"abcdefghij") == "j a"  # two digits, as QString.arg
    assert fill("no markers", "x") == "no markers"


def _texts_with(names: tuple[str, str]) -> dict[str, str]:
    """Every sentence of the table that holds a player's name, for two players named `names`."""
    run = (ScoreItem(ScoreKind.RUN, 3, ()),)
    texts = {
        "hand_name": T.hand_name(1, names, False),
        "crib_name": T.crib_name(0, names, False),
        "show_heading hand": T.show_heading(1, False, 7, names, False),
        "show_heading crib": T.show_heading(0, True, 12, names, False),
        "cover_title": T.cover_title(1, names),
        "cover_text": T.cover_text(0, names),
        "prompt their_crib": T.prompt_text("their_crib", names, False, 1),
        "prompt waiting": T.prompt_text("waiting", names, False, 0),
        "prompt named": T.prompt_text("play", names, False, player=names[0]),
        "end title": T.end_texts(1, (80, 121), names, False, MatchScore())[0],
        "scored_banner": T.scored_banner(0, run, names),
        "go_banner": T.go_banner(1, names),
        "card_played_line": T.card_played_line(0, FIVE, 15, names, False),
        "dealer_chosen_banner": T.dealer_chosen_banner(1, names, False),
        "score_line": P.score_line(0, (47, 52), names, False),
        "dealer_line": P.dealer_line(1, names, False),
    }
    return texts


@pytest.fixture
def languages(qapp):
    switcher = LanguageSwitcher()
    yield switcher
    switcher.setLanguage("en")


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_name_is_shown_as_written_in_every_sentence(languages, code, name):
    """Each sentence made with the hostile name equals the sentence made with a plain
    stand-in, the stand-in then swapped for the name: the name is never searched for
    markers, and no marker of the sentence is left unfilled."""
    languages.setLanguage(code)
    stand_in = ("\u2460", "\u2461")  # ① ②: in no translation
    plain = _texts_with(stand_in)
    for seat in (0, 1):
        names = ("Bo", name) if seat else (name, "Bo")
        texts = _texts_with(names)
        for key, text in texts.items():
            expected = plain[key].replace(stand_in[seat], name).replace(stand_in[1 - seat], "Bo")
            assert text == expected, (code, key)
            assert not re.search(r"%L?\d", plain[key]), (code, key, plain[key])


def test_no_placeholder_is_filled_with_str_replace():
    """Chained `str.replace("%1", …).replace("%2", …)` fills a name's own "%2": every
    module fills placeholders with `fill` (one pass)."""
    package = Path(__file__).resolve().parent.parent / "crib_qt"
    found = [f"{path.relative_to(package)}:{number}"
             for path in sorted(package.rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if re.search(r"""\.replace\(\s*(["'])%L?\d""", line)
             or re.fullmatch(r"""\s*(["'])%L?\d\1,.*""", line)]
    assert found == []
