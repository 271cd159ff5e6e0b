"""Reading a saved match (the file is described in crib_qt/persistence.py): parse the
bytes as plain JSON (never pickle or eval), check every field's type and range, and
replay the whole history through the rules, turn by turn; the first problem is an
`InvalidData` that names it."""

from __future__ import annotations

from .ai import LEVELS
from .data_files import MAX_FILE_BYTES, InvalidData, parse_json
from .persistence_earlier import check_earlier, match_reviews, replay_earlier_games
from .persistence_format import (FORMAT, MATCH_ID, MAX_ACTIONS, MAX_STEPS, VERSION, SavedMatch,
                                 too_many_actions)
from .persistence_reviews import checked_reviews
from .player_names import name_problem
from .rules import Action, GameStart, IllegalAction, game_start
from .rules.game import MAX_SEED
from .save_values import action_value as _action, field as _field, game_start_value
from .save_values import kind_name as _kind
from .turns import COMPUTER, MODE_COMPUTER, MODES, record_replies, replay_turn

__all__ = ["match_from_bytes"]


def match_from_bytes(data: bytes, defer_earlier: bool = False) -> SavedMatch:
    """Parse, check and replay a save file's content (see the module notes); with
    `defer_earlier`, its "earlier" is checked but left waiting for
    `persistence_earlier.replay_earlier_games` (its `SavedMatch.earlier_waiting`: the
    start of a long save, issue 14).

    Raises:
        InvalidData: naming the first problem: not JSON, another format or version, a
            missing or ill-typed field, a value out of range, too many steps or actions,
            a history that is not legal turns of this match, or games before it
            ("start"/"earlier") that are not its play up to its game.
    """
    if len(data) > MAX_FILE_BYTES:
        raise InvalidData(f"it is too large (more than {MAX_FILE_BYTES} bytes)")
    root = parse_json(data)
    if type(root) is not dict:
        raise InvalidData(f"it is {_kind(root)}, not a saved match")
    if root.get("format") != FORMAT:
        raise InvalidData("it is not a crib-qt saved match")
    version = _field(root, "version", int)
    if version != VERSION:
        raise InvalidData(f"it has version {version}; this program reads version {VERSION}")
    match_id = _field(root, "id", str)
    if not MATCH_ID.fullmatch(match_id):
        raise InvalidData("'id' is not 32 hex digits")
    seed = _field(root, "seed", int)
    if not 0 <= seed <= MAX_SEED:
        raise InvalidData(f"'seed' is out of range (0 to {MAX_SEED})")
    mode = _field(root, "mode", str)
    if mode not in MODES:
        raise InvalidData("'mode' is not a known mode")
    level = _field(root, "level", str)
    if level not in LEVELS:
        raise InvalidData("'level' is not a known level")
    names = _field(root, "names", list)
    if len(names) != 2:
        raise InvalidData("'names' is not two names")
    for number, name in enumerate(names, 1):
        problem = name_problem(name)
        if problem:
            raise InvalidData(f"name {number} is not a name ({problem})")
    raw_steps = _field(root, "steps", list)
    if len(raw_steps) > MAX_STEPS:
        raise InvalidData(f"it has more than {MAX_STEPS} steps")
    index = _field(root, "index", int)
    if not 0 <= index <= len(raw_steps):
        raise InvalidData(f"'index' is out of range (0 to {len(raw_steps)})")
    steps, total = [], 0
    for number, raw in enumerate(raw_steps, 1):
        if type(raw) is not list or not raw:
            raise InvalidData(f"step {number} is not a list of actions")
        total += len(raw)
        if total > MAX_ACTIONS:
            raise too_many_actions(f"step {number}")
        steps.append(tuple(_action(a, f"action {i} of step {number}")
                           for i, a in enumerate(raw, 1)))
    computer = frozenset({COMPUTER}) if mode == MODE_COMPUTER else frozenset()
    seats = frozenset({0, 1}) - computer
    begins = _start(root)
    opening = _opening(root, MAX_ACTIONS - total)
    # one bound for the three: "earlier" is counted (before it is replayed) last
    pending = check_earlier(root.get("start", {}), seed, begins, computer, seats,
                            MAX_ACTIONS - total - len(opening))
    earlier, reviewed_before = replay_earlier_games(None if defer_earlier else pending)
    state = game_start(seed, begins)
    try:
        opened = record_replies(state, computer, opening) if opening else []
    except IllegalAction as exc:
        raise InvalidData(f"'opening' is not the computer's first turn ({str(exc)[:80]})"
                          ) from None
    start = state = opened[-1].state if opened else state
    position = state
    recorded = []  # (action, state after it, by the computer), for the reviews
    turns = []  # each step's, for restore_match: not replayed twice (issue 14)
    for number, actions in enumerate(steps, 1):
        if number - 1 == index:
            position = state
        try:
            replayed = replay_turn(state, actions, computer)
        except IllegalAction as exc:
            raise InvalidData(f"step {number} is not a legal turn ({str(exc)[:80]})") from None
        recorded.extend((step.action, step.state, step.by_computer) for step in replayed)
        turns.append(tuple(replayed))
        state = replayed[-1].state
    if index == len(steps):
        position = state
    reviews = match_reviews(reviewed_before, checked_reviews(root, start, recorded, seats),
                            len(earlier.steps), len(opening))
    return SavedMatch(match_id, seed, mode, level, (names[0], names[1]), tuple(steps), index,
                      position, reviews, begins, opening, _series(root), earlier,
                      pending if defer_earlier else None, tuple(turns))


def _series(root: dict) -> str:
    """The save's checked "start"/"series" (issue 21); "" when missing."""
    data = root.get("start")
    if not isinstance(data, dict) or "series" not in data:
        return ""
    series = _field(data, "series", str)
    if not MATCH_ID.fullmatch(series):
        raise InvalidData("'series' is not 32 hex digits")
    return series


def _start(root: dict) -> GameStart:
    """The save's checked "start" (R7); the first game of a single game when missing."""
    return game_start_value(root["start"], "'start'") if "start" in root else GameStart()


def _opening(root: dict, room: int) -> tuple[Action, ...]:
    """The computer's checked first actions of the save's "start" (R7.3); none when
    missing (every save before it was kept, and most since). `room`: how many actions
    the save may still hold (`MAX_ACTIONS` less the steps')."""
    data = root.get("start")
    if type(data) is not dict or "opening" not in data:
        return ()
    raw = _field(data, "opening", list)
    if not raw:
        raise InvalidData("'opening' is not the computer's first turn")
    if len(raw) > room:
        raise too_many_actions("'opening'")
    return tuple(_action(value, f"action {number} of the opening")
                 for number, value in enumerate(raw, 1))
