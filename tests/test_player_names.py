"""Issue 18, finding 2: the players' names round-trip. The New game dialog accepted names
with an emoji joined by a zero-width joiner, a zero-width space or an ESC; the autosave
carried them and the next start refused the file ("'names' holds control characters").
Now the dialog trims and refuses exactly as crib_qt/player_names.py says, and the loader
(crib_qt/persistence.py) accepts exactly what the dialog can produce."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from crib_qt.ai import BasicPlayer
from crib_qt.engine import MODE_TWO_PLAYERS, GameEngine
from crib_qt.persistence import InvalidData, MatchStore, match_from_bytes, match_to_bytes
from crib_qt.player_names import (MAX_NAME, fit_name, name_length, name_problem,
                                  refused_characters, trim_name)
from crib_qt.ui.main_window import MainWindow
from crib_qt.ui.new_game import GameOptions, NewGameDialog

TECHNOLOGIST = "\U0001F469\u200d\U0001F4BB"  # 👩‍💻: woman, zero-width joiner, laptop
SCOTLAND = "\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F"
# Names people use: any script, accents, combining marks, emoji sequences.
REAL_NAMES = [TECHNOLOGIST, "\u2764\ufe0f Ann", "Zoë", "Zoe\u0308", "Nguyễn Thị", "مريم",
              "אבי", "李小龍", "Παύλος", "Ølaf", "Mary-Jane O'Neil", "A\u200bB", "ஸ்ரீ",
              "\U0001F44D\U0001F3FD", SCOTLAND, "1\ufe0f\u20e3", "Ва\u0301ня"]


def _dialog(qtbot, first: str, second: str = "") -> NewGameDialog:
    dialog = NewGameDialog(GameOptions(mode=MODE_TWO_PLAYERS))
    qtbot.addWidget(dialog)
    dialog.nameEdits[0].setText(first)
    dialog.nameEdits[1].setText(second)
    return dialog


def _round_trip(names) -> tuple[str, str]:
    engine = GameEngine(seed=3, computer=BasicPlayer(), synchronous=True)
    engine.newGame(3, mode=MODE_TWO_PLAYERS)
    return match_from_bytes(match_to_bytes(engine, names)).names


def test_the_reproduction_names_are_saved_and_read_back(qtbot, private_settings):
    # 👩‍💻 and a name ending in a zero-width space (trimmed), through the dialog
    dialog = _dialog(qtbot, TECHNOLOGIST, "Zoë\u200b")
    assert dialog.okButton.isEnabled() and dialog.nameProblem.isHidden()
    options = dialog.options()
    assert options.names == (TECHNOLOGIST, "Zoë")
    assert _round_trip(options.names) == (TECHNOLOGIST, "Zoë")


def test_an_escape_in_a_name_is_refused_with_a_message(qtbot, private_settings):
    dialog = _dialog(qtbot, "Ann\x1b[31m", "Bo")
    assert not dialog.okButton.isEnabled()
    assert not dialog.nameProblem.isHidden()
    assert dialog.nameProblem.text() == ("A name cannot hold control characters, line breaks "
                                         "or text direction overrides.")
    dialog.accept()  # Enter in a line edit: still not accepted
    assert dialog.result() == 0 and not dialog.okButton.isEnabled()
    dialog.nameEdits[0].setText("Ann")
    assert dialog.okButton.isEnabled() and dialog.nameProblem.isHidden()


@pytest.mark.parametrize("name", ["a\u202eb", "a\u2066b", "a\u2028b", "a\u2029b", "a\x85b",
                                  "a\x7fb", "a\tb", "a\x00b"])
def test_every_refused_kind_is_refused_by_the_dialog_and_the_loader(qtbot, private_settings,
                                                                     name):
    dialog = _dialog(qtbot, name)
    assert not dialog.okButton.isEnabled()
    assert refused_characters(name) == [name[1]]
    with pytest.raises(InvalidData, match=r"name 1 is not a name \(it holds control "):
        match_from_bytes(_edited_names([name, ""]))


def _edited_names(names) -> bytes:
    engine = GameEngine(seed=3, computer=BasicPlayer(), synchronous=True)
    data = json.loads(match_to_bytes(engine))
    data["names"] = names
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


@pytest.mark.parametrize("name", REAL_NAMES)
def test_names_people_use_round_trip(qtbot, private_settings, name):
    dialog = _dialog(qtbot, f"  {name}\u200b\n", name)
    assert dialog.okButton.isEnabled()
    assert dialog.options().names == (name, name)
    assert _round_trip((name, name)) == (name, name)


def test_the_loader_refuses_what_the_dialog_cannot_produce():
    for names, problem in ((["Ann ", ""], "starts or ends with spaces"),
                           (["\u200bAnn", ""], "starts or ends with spaces"),
                           (["x" * (MAX_NAME + 1), ""], f"longer than {MAX_NAME}"),
                           (["\U0001F600" * 13, ""], f"longer than {MAX_NAME}")):
        with pytest.raises(InvalidData, match=problem):
            match_from_bytes(_edited_names(names))
    # 12 emoji are 24 UTF-16 code units: as many as the dialog's line edit takes
    assert match_from_bytes(_edited_names(["\U0001F600" * 12, "x" * MAX_NAME])).names == (
        "\U0001F600" * 12, "x" * MAX_NAME)


_SETTINGS = settings(max_examples=60, deadline=None, derandomize=True,
                     suppress_health_check=[HealthCheck.function_scoped_fixture,
                                            HealthCheck.too_slow])


@_SETTINGS
@given(text=st.text(st.characters(codec="utf-8"), max_size=30)
       | st.text(st.sampled_from("a é\u0301\u200b\u200d\u2060\ufe0f\U0001F469\x1b\n\u202e"
                                 "\u2067\u2028\t\x85 "), max_size=12))
def test_whatever_the_dialog_accepts_the_loader_reads_back(qtbot, private_settings, text):
    dialog = _dialog(qtbot, text)
    typed = dialog.nameEdits[0].text()  # as the line edit holds it (at most MAX_NAME units)
    assert name_length(typed) <= MAX_NAME
    if refused_characters(trim_name(typed)):
        assert not dialog.okButton.isEnabled()
        return
    assert dialog.okButton.isEnabled()
    name = dialog.options().names[0]
    assert name == trim_name(typed) and name_problem(name) is None
    assert _round_trip((name, "")) == (name, "")


@_SETTINGS
@given(text=st.text(st.characters(codec="utf-8"), max_size=30))
def test_whatever_the_loader_reads_the_dialog_can_produce(qtbot, private_settings, text):
    try:
        names = match_from_bytes(_edited_names([text, ""])).names
    except InvalidData:
        assert name_problem(text) is not None
        assert name_problem(fit_name(text)) is None  # what a remembered name becomes
        return
    dialog = _dialog(qtbot, names[0])
    assert dialog.okButton.isEnabled() and dialog.options().names[0] == text


def test_a_two_players_match_with_such_names_resumes_at_the_next_start(qtbot, tmp_path,
                                                                        private_settings):
    store = MatchStore(tmp_path / "data")
    first = MainWindow(GameEngine(seed=8, computer=BasicPlayer()), store=store)
    qtbot.addWidget(first)
    first.resumeSaved()
    first.startNewGame(GameOptions(MODE_TWO_PLAYERS, "expert", (TECHNOLOGIST, "A\u200bB")))
    first.close()  # waits for the autosave
    second = MainWindow(GameEngine(seed=9, computer=BasicPlayer()), store=store)
    qtbot.addWidget(second)
    assert second.resumeSaved() and second.problems == []
    assert second.matchNames() == (TECHNOLOGIST, "A\u200bB")
    assert [p.name for p in store.directory.iterdir() if "damaged" in p.name] == []
