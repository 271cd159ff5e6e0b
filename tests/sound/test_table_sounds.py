"""crib_qt/sound/table_sounds.py: which sound each shown step makes, and that a game
through the presenter asks for each one exactly once, at the player's volume, never
when muted or without a device, never for undo or redo (issue 21).

The output is a stand-in at the `SoundOutput` boundary that records what it is asked
to play (tests/sound/test_output.py plays real clips on miniaudio's null device)."""

from __future__ import annotations

from collections import Counter
from types import SimpleNamespace

import pytest
from presenter_moves import act as _act
from recording_output import RecordingOutput

from crib_qt.ai import BasicPlayer
from crib_qt.board.presenter import BoardPresenter
from crib_qt.engine import MODE_TWO_PLAYERS, GameEngine
from crib_qt.rules.actions import (
    CardPlayed,
    CountReset,
    CutCard,
    CutTied,
    DealerChosen,
    Dealt,
    Discarded,
    GameWon,
    GoSaid,
    HandEnded,
    HandShown,
    Scored,
    StarterCut,
)
from crib_qt.rules.cards import parse_cards
from crib_qt.rules.scoring import Score, ScoreItem, ScoreKind
from crib_qt.rules.state import Phase
from crib_qt.sound.sound_settings import SoundSettings, gain
from crib_qt.sound.table_sounds import DEAL_AFTER_SHUFFLE_MS, TableSounds, cues_for

FIVE, JACK = parse_cards("5H JS")
TWO = Score.of([ScoreItem(ScoreKind.FIFTEEN, 2, (FIVE, JACK))])
CARD_EVENTS = (CutCard, StarterCut, Discarded, CardPlayed)


# --- which sounds a step makes ------------------------------------------------------------

@pytest.mark.parametrize(("events", "vs_computer", "expected"), [
    ((CutCard(0, FIVE, 20),), True, [("card", 0)]),
    ((CutCard(1, JACK, 9), CutTied((FIVE, FIVE))), True, [("card", 0), ("shuffle", 0)]),
    ((CutCard(1, JACK, 9), DealerChosen(0), Dealt(1, 0)), True,
     [("card", 0), ("shuffle", 0), ("deal", DEAL_AFTER_SHUFFLE_MS)]),
    ((HandEnded(3), Dealt(4, 1)), True, [("shuffle", 0), ("deal", DEAL_AFTER_SHUFFLE_MS)]),
    ((Discarded(0, (FIVE, JACK)),), True, [("card", 0)]),
    ((StarterCut(JACK, 12), Scored(1, Score.of([ScoreItem(ScoreKind.HIS_HEELS, 2)]), (0, 2))),
     True, [("card", 0), ("score", 0)]),
    ((CardPlayed(0, FIVE, 15), Scored(0, TWO, (2, 0))), True, [("card", 0), ("score", 0)]),
    ((CardPlayed(1, FIVE, 20),), True, [("card", 0)]),
    ((GoSaid(1),), True, []),
    ((GoSaid(0), Scored(1, Score.of([ScoreItem(ScoreKind.GO, 1)]), (5, 6)), CountReset(0)),
     True, [("score", 0)]),
    ((HandShown(0, (FIVE,), JACK, False, Score(0, ())),), True, []),
    ((CardPlayed(0, FIVE, 15), Scored(0, TWO, (121, 80)), GameWon(0, (121, 80))), True,
     [("card", 0), ("win", 0)]),
    ((HandShown(1, (FIVE,), JACK, True, TWO), Scored(1, TWO, (90, 121)),
      GameWon(1, (90, 121))), True, [("loss", 0)]),
    ((Scored(1, TWO, (90, 121)), GameWon(1, (90, 121))), False, [("win", 0)]),  # two players
])
def test_each_step_makes_its_sounds_once(events, vs_computer, expected):
    assert cues_for(events, vs_computer) == expected


# --- a presenter over a real engine -------------------------------------------------------

@pytest.fixture
def table(qtbot):
    """`table(seed=3, settings=..., output=None, move_ms=0, mode=None)` → (presenter,
    TableSounds, output): the presenter shows every step at once (pace 0), the scene
    is a stand-in that only says how long a move lasts."""
    made = []

    def make(seed: int = 3, settings=None, output=None, move_ms: int = 0,
             mode: str | None = None):
        settings = settings if settings is not None else SoundSettings(100, False)
        engine = GameEngine(seed=seed, computer=BasicPlayer())
        if mode is not None:
            engine.newGame(seed, mode=mode)
        presenter = BoardPresenter(engine)
        presenter.pace_ms = presenter.count_ms = 0
        output = output if output is not None else RecordingOutput()
        sounds = TableSounds(presenter, SimpleNamespace(move_ms=move_ms), output, settings)
        made.append((engine, sounds))
        return presenter, sounds, output

    yield make
    for _engine, sounds in made:
        sounds.close()


@pytest.mark.parametrize(("seed", "mode"), [(141, None), (47, None), (5, MODE_TWO_PLAYERS)])
def test_a_whole_game_asks_for_each_sound_exactly_once_per_thing_seen(qtbot, table, seed,
                                                                       mode):
    presenter, _sounds, output = table(seed, SoundSettings(50, False), mode=mode)
    shown = []
    presenter.stepShown.connect(lambda events, _animate: shown.append(tuple(events)))
    engine = presenter.engine
    while engine.state.phase is not Phase.GAME_OVER:
        _act(qtbot, presenter)
    events = engine.events()
    count = Counter(type(e) for e in events)
    deals = count[Dealt]
    qtbot.waitUntil(lambda: output.names().count("deal") == deals, timeout=5000)
    heard = Counter(output.names())
    winner = engine.state.winner
    ending = "loss" if mode is None and winner == 1 else "win"
    scoring_steps = [step for step in shown
                     if any(isinstance(e, Scored) and e.score.total for e in step)]
    assert heard == {
        "shuffle": deals + count[CutTied],
        "deal": deals,
        "card": sum(count[kind] for kind in CARD_EVENTS),
        "score": sum(not any(isinstance(e, GameWon) for e in step) for step in scoring_steps),
        "peg": len(scoring_steps),  # the pegs move once for each step that scores
        ending: 1,
    }
    assert {level for _, level in output.requests} == {gain(50)}
    # every event of the game was shown once (nothing replayed, nothing left out)
    assert [e for step in shown for e in step] == list(events)


def test_undo_and_redo_make_no_sound(qtbot, table):
    presenter, _, output = table(3)
    for _ in range(6):
        _act(qtbot, presenter)
    qtbot.waitUntil(lambda: "deal" in output.names(), timeout=5000)
    before = list(output.requests)
    assert before
    for step in (presenter.engine.undo, presenter.engine.undo, presenter.engine.redo):
        step()
        qtbot.waitUntil(presenter.isIdle, timeout=5000)
    assert output.requests == before


def test_a_deal_still_due_when_the_player_undoes_is_dropped(qtbot, table):
    presenter, sounds, output = table(3)
    while not any(isinstance(e, Dealt) for e in presenter.engine.events()):
        _act(qtbot, presenter)
    assert output.names()[-1] == "shuffle"  # the deal follows DEAL_AFTER_SHUFFLE_MS later
    with qtbot.assertNotEmitted(sounds.requested, wait=DEAL_AFTER_SHUFFLE_MS + 200):
        presenter.engine.undo()
    assert "deal" not in output.names()


def test_nothing_is_asked_for_when_muted(qtbot, table):
    presenter, sounds, output = table(3, SoundSettings(80, True))
    for _ in range(8):
        _act(qtbot, presenter)
    assert output.requests == [] and output.opened == 0  # muted: not even a device opened
    assert sounds.isMuted()
    sounds.setSettings(SoundSettings(80, False))
    assert output.opened == 1
    _act(qtbot, presenter)
    assert output.requests and {level for _, level in output.requests} == {gain(80)}


def test_volume_zero_asks_for_nothing(qtbot, table):
    presenter, _, output = table(3, SoundSettings(0, False))
    for _ in range(4):
        _act(qtbot, presenter)
    assert output.requests == []


def test_without_a_device_the_table_is_muted_unless_the_player_chose_sound(qtbot, table):
    silent = RecordingOutput(device=False)
    presenter, sounds, output = table(3, SoundSettings(70, None), output=silent)
    assert output.opened == 1  # automatic: looked for a device
    assert sounds.isMuted() and not sounds.hasDevice()
    for _ in range(4):
        _act(qtbot, presenter)
    assert output.requests == []
    sounds.setSettings(SoundSettings(70, False))  # the player unticked Mute
    assert output.opened == 2  # looks for a device again
    sounds.play("card")
    assert output.requests == [("card", gain(70))]


def test_pegs_knock_when_they_land(qtbot, table):
    presenter, sounds, _output = table(3, move_ms=120)
    heard, at_the_step = [], []
    sounds.requested.connect(heard.append)

    def step_shown(events, animate) -> None:  # runs after TableSounds' own slot
        if any(isinstance(e, Scored) and e.score.total for e in events):
            at_the_step.append((animate, list(heard)))

    presenter.stepShown.connect(step_shown)
    while not at_the_step:
        _act(qtbot, presenter)
    animate, before = at_the_step[0]
    assert animate and "peg" not in before  # the peg flies 2 × 120 ms before it knocks
    qtbot.waitUntil(lambda: "peg" in heard, timeout=3000)
    assert heard.count("peg") == 1


def test_unknown_sounds_are_refused(table):
    _, sounds, _ = table(3)
    with pytest.raises(KeyError, match="'bell'"):
        sounds.play("bell")


def test_a_sound_missing_from_the_installation_is_left_out(qtbot, table, monkeypatch, capfd):
    from crib_qt.sound import table_sounds

    real = table_sounds.resource_path

    def without_deal(*parts):
        if parts[-1] == "deal.wav":
            raise FileNotFoundError("resource sounds/deal.wav is missing")
        return real(*parts)

    monkeypatch.setattr(table_sounds, "resource_path", without_deal)
    presenter = BoardPresenter(GameEngine(seed=3, computer=BasicPlayer()))
    sounds = TableSounds(presenter, SimpleNamespace(move_ms=0), settings=SoundSettings(60, False))
    try:
        qtbot.waitUntil(lambda: sounds.output.state() != "opening", timeout=10000)
        assert sounds.output.state() == "ready", capfd.readouterr().err
        sounds.play("deal")  # asked, but there is nothing to play
        sounds.play("card")
        qtbot.waitUntil(lambda: list(sounds.output.played) == ["card"], timeout=10000)
        assert "crib-qt: sound 'deal' left out: " in capfd.readouterr().err
    finally:
        sounds.close()
