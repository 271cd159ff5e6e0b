"""What the table sounds like, and when: each sound as the player sees its thing happen.

`TableSounds` listens to the board, never to the engine's news directly: the presenter
paces a turn's steps (pacing.py) and says when each is shown (`stepShown`), so a card's
snap comes when its move shows, not when the computer decided it. The pegs' knock comes
when a peg lands: in the play with the step that scored, in the show once its count is
said (`ShowCount.finished`), `2 × move_ms` after the peg set off. Undo, redo, a new
game or a resumed match jump to a position (`positionJumped`) and make no sound; a
sound still due from before a jump (the deal after its shuffle, a peg in flight) is
dropped.

Per shown step (`cues_for`): the cut and each card laid to the crib or the play
"card"; a deal "shuffle" then "deal"; a tie in the cut for first dealer "shuffle"
(R2.2); points "score" (unless the step wins the game); the win "win", or against the
computer, its win "loss" (a win counted in the show once its count is said, as the peg
lands in 121). Each sound at most once per step; the output merges the same
sound asked for twice within `output.MERGE_S` (steps shown at once by a click).

The player's volume and mute (sound_settings.py) are applied at once by the Settings
dialog through `setSettings`. With no audio device the table stays silent: muted unless
the player chose otherwise.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..paths import resource_path
from ..rules.actions import (CardPlayed, CutCard, CutTied, Dealt, Discarded, GameWon, Scored,
                             StarterCut)
from . import SOUND_NAMES
from .sound_settings import SoundSettings, gain, load_sound_settings

__all__ = ["TableSounds", "cues_for", "install_table_sounds", "DEAL_AFTER_SHUFFLE_MS",
           "OBJECT_NAME"]

# The deal's flicks start this long after the shuffle's riffle, as its cards are squared.
DEAL_AFTER_SHUFFLE_MS = 300
# The window's child `TableSounds` has this object name (the Settings dialog finds it).
OBJECT_NAME = "tableSounds"
_CARD_EVENTS = (CutCard, StarterCut, Discarded, CardPlayed)


def _clip_path(name: str) -> Path:
    """resources/sounds/<name>.wav; a missing file is named anyway: the output leaves
    it out and says so on stderr, and the game plays on without that sound."""
    try:
        return resource_path("sounds", f"{name}.wav")
    except FileNotFoundError:
        return Path(__file__).resolve().parent.parent / "resources" / "sounds" / f"{name}.wav"


def cues_for(events: Iterable, vs_computer: bool) -> list[tuple[str, int]]:
    """The sounds of one shown step, in order, each with its delay in milliseconds.

    Args:
        events: the rules' events of the step (`crib_qt.rules.actions`).
        vs_computer: seat 1 is the computer: its win is the player's loss.

    Returns:
        (sound name, delay ms) pairs, each name at most once: see the module's docstring.
    """
    cues: list[tuple[str, int]] = []

    def add(name: str, delay: int = 0) -> None:
        if all(name != known for known, _ in cues):
            cues.append((name, delay))

    events = tuple(events)
    won = next((e for e in events if isinstance(e, GameWon)), None)
    for event in events:
        if isinstance(event, CutTied):
            add("shuffle")
        elif isinstance(event, Dealt):
            add("shuffle")
            add("deal", DEAL_AFTER_SHUFFLE_MS)
        elif isinstance(event, _CARD_EVENTS):
            add("card")
        elif isinstance(event, Scored) and event.score.total > 0 and won is None:
            add("score")
    if won is not None:
        add("loss" if vs_computer and won.seat == 1 else "win")
    return cues


class TableSounds(QObject):
    """The sounds of one board (a `BoardPresenter` and its `BoardScene`).

    Args:
        presenter: the board's presenter (its `stepShown`, `count` and engine).
        scene: the board's scene (its `move_ms`: how long a peg flies).
        output: the `SoundOutput` to play on (a new one over resources/sounds when None;
            anything with ``open()``, ``play(name, gain)``, ``state()`` and ``close()``).
        settings: the volume and mute (the remembered ones when None).

    Signals:
        requested(str): a sound was asked of the output (not muted).
        stateChanged(str): the output's state changed (`output.STATES`).
    """

    requested = Signal(str)
    stateChanged = Signal(str)

    def __init__(self, presenter, scene, output=None, settings: SoundSettings | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(OBJECT_NAME)
        self._presenter, self._scene = presenter, scene
        self._settings = settings if settings is not None else load_sound_settings()
        if output is None:
            from .output import SoundOutput

            output = SoundOutput({name: _clip_path(name) for name in SOUND_NAMES},
                                 on_state=self.stateChanged.emit)
        self.output = output
        self._generation = 0  # a jump makes every sound still due stale
        self._pegged = presenter.table().scores
        self._after_count: list[str] = []  # the win of a count still said, heard after it
        presenter.stepShown.connect(self._on_step)
        presenter.count.finished.connect(self._on_count_finished)
        presenter.engine.positionJumped.connect(self._on_jump)
        if self._settings.muted is not True:
            output.open()

    # --- settings -----------------------------------------------------------------------

    def settings(self) -> SoundSettings:
        """The volume and mute in force."""
        return self._settings

    def setSettings(self, settings: SoundSettings) -> None:
        """Apply `settings` from now on; unmuting looks for a device again if none was
        found before (one may have been plugged in)."""
        self._settings = settings
        if settings.muted is not True and self.output.state() in ("closed", "no-device"):
            self.output.open()

    def hasDevice(self) -> bool:
        """False once the output found no audio device (or no audio library)."""
        return self.output.state() not in ("no-device", "unavailable")

    def isMuted(self) -> bool:
        """Whether sounds are silenced now: as the player chose, or automatically while
        there is no audio device."""
        if self._settings.muted is not None:
            return self._settings.muted
        return not self.hasDevice()

    # --- playing -------------------------------------------------------------------------

    def play(self, name: str) -> None:
        """Play sound `name` (one of `SOUND_NAMES`) now at the volume, unless muted.

        Raises:
            KeyError: an unknown sound.
        """
        if name not in SOUND_NAMES:
            raise KeyError(f"no sound named {name!r}")
        if self.isMuted() or self._settings.volume <= 0:
            return
        self.output.play(name, gain(self._settings.volume))
        self.requested.emit(name)

    def close(self) -> None:
        """Stop every sound and close the output (the window is going)."""
        self._generation += 1
        self.output.close()

    def _play_later(self, name: str, delay_ms: int) -> None:
        if delay_ms <= 0 or self.isMuted():  # asked while muted: never heard later
            self.play(name)
            return
        generation = self._generation
        QTimer.singleShot(delay_ms, self, lambda: self._play_if_current(name, generation))

    def _play_if_current(self, name: str, generation: int) -> None:
        if generation == self._generation:
            self.play(name)

    # --- the board's news ----------------------------------------------------------------

    def _on_step(self, events, animate: bool) -> None:
        counting = self._presenter.isCounting()  # a game won in the show (R6.1)
        for name, delay in cues_for(events, self._presenter.vsComputer()):
            if counting and name in ("win", "loss"):
                self._after_count.append(name)  # not before its count is said
            else:
                self._play_later(name, delay)
        self._check_pegs(animate)

    def _on_count_finished(self) -> None:
        self._check_pegs(True)
        for name in self._after_count:  # as the peg lands in 121
            self._play_later(name, 2 * self._scene.move_ms)
        self._after_count = []

    def _on_jump(self) -> None:
        self._generation += 1
        self._after_count = []
        self._pegged = self._presenter.table().scores

    def _check_pegs(self, animate: bool) -> None:
        """A peg that moved forward knocks as it lands (the scene flies it for
        2 × move_ms, scene.py `_set_pegs`)."""
        table = self._presenter.table()
        if table.pegs_wait:
            return
        before, self._pegged = self._pegged, table.scores
        if any(now > then for now, then in zip(table.scores, before)):
            self._play_later("peg", 2 * self._scene.move_ms if animate else 0)


def install_table_sounds(window) -> TableSounds:
    """The sounds of `window`'s board (a `MainWindow`), closed when the application
    quits. Called once the board's first frame is painted (app.py): nothing of sound
    is loaded before it."""
    sounds = TableSounds(window.presenter, window.scene, parent=window)
    app = QCoreApplication.instance()
    if app is not None:
        app.aboutToQuit.connect(sounds.close)
    return sounds
