"""The computer opponent at four levels: `ComputerPlayer(level).choose(view, legal)`.

The player sees only a `PlayerView` (DESIGN.md): never the deck order, the other
hand or the other discards. Every decision is a function of the view alone —
even the random parts draw from a `random.Random` seeded with the view's text —
so a restarted match (U5) and a redone turn (U4) get the same decisions.

* Cuts (R2.1, R3.3): any legal depth, drawn from the view's generator (U1).
* Discards (R3.2): `crib_qt.ai.discard.choose_discard` at the player's level.
* The play (R4): `crib_qt.ai.pegging.choose_play(view, legal, level=…, rng=…)`.
* The show (R5.1): `Continue`.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..rules.actions import Action, Continue, CutForDeal, CutStarter, Discard, Go, Play
from ..rules.state import PlayerView
from .crib_model import CribModel, load_model
from .discard import choose_discard
from .kept_model import load_kept_model
from .levels import LEVELS
from .pegging import choose_play
from .position_model import load_position_model

__all__ = ["ComputerPlayer", "LEVELS", "view_rng"]



def view_rng(view: PlayerView, level: str) -> random.Random:
    """A generator seeded with the text of everything in `view` and the level.

    `PlayerView` holds only what the seat may see, and its text form is the same
    on every run and platform (string seeds are hashed with SHA-512), so equal
    views give equal draws.
    """
    return random.Random(f"crib-qt-ai:{level}:{view!r}")


class ComputerPlayer:
    """The computer's choices for every phase, deterministic for a given view.

    The levels differ in what their discards weigh (easy: the points held before
    the cut; medium: hand value; hard: hand and crib; expert: hand, crib, pegging
    and the end of the game — see `crib_qt.ai.discard`) and in how they play (easy:
    the most points now; medium: points now with cautions; hard: points now against the
    other's best reply; expert: search to the end of the play — see
    `crib_qt.ai.pegging`); each is stronger than the one before (measured with
    ``tests/benchmarks/strength.py``).

    Args:
        level: one of `LEVELS`.
        model: the crib and pegging model; default the shipped table (loaded on
            first use).

    Raises:
        ValueError: an unknown level.
    """

    def __init__(self, level: str = "expert", *, model: CribModel | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS)}, not {level!r}")
        self._level = level
        self._model = model

    @property
    def level(self) -> str:
        """The level, one of `LEVELS`."""
        return self._level

    @property
    def model(self) -> CribModel:
        """The crib and pegging model in use. The first call of an expert also loads the
        game-position model (`position_model`, for its endgame) and the kept-hand
        table (`kept_model`, for its play), so a warm-up that asks for the model (the
        decision process's) has every table read."""
        if self._model is None:
            self._model = load_model()
            if self._level == "expert":
                load_position_model()
                load_kept_model()
        return self._model

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """One of `legal` for the seat `view.seat`, from the view alone.

        Args:
            view: what the seat may see (``state.view(seat)``).
            legal: ``legal_actions(state)`` for that seat.

        Returns:
            An action equal to one of `legal`; the same one whenever the view is.

        Raises:
            ValueError: `legal` is empty (the game is over).
        """
        if not legal:
            raise ValueError("no legal action: the game is over")
        first = legal[0]
        if len(legal) == 1:
            return first
        rng = view_rng(view, self._level)
        if isinstance(first, (CutForDeal, CutStarter)):
            return legal[rng.randrange(len(legal))]  # every depth is alike (U1)
        if isinstance(first, Discard):
            seat = view.seat
            chosen = choose_discard(view.hand, dealer=view.is_dealer, level=self._level,
                                    model=self.model, rng=rng,
                                    scores=(view.scores[seat], view.scores[1 - seat]))
            return next(a for a in legal if a == chosen)
        if isinstance(first, (Play, Go)):
            return choose_play(view, legal, level=self._level, rng=rng)
        if isinstance(first, Continue):
            return first
        raise ValueError(f"no choice for {type(first).__name__}")
