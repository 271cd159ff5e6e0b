#!/usr/bin/python3
"""A screen reader's client for one deal of crib-qt, through AT-SPI alone (issue 16).

Run by tests/atspi/run_deal.sh (not collected by pytest: it needs Debian's
/usr/bin/python3, where pyatspi imports, and a running game on its own AT-SPI bus).
It finds the game's window in the accessibility tree, reads the hand, the count and
both scores from the board's nodes, and plays a whole deal with AT-SPI actions and
values only: it cuts at a depth it sets on the deck's slider (U1), toggles two cards
and presses "To crib", presses cards (or Go) in the play, presses Continue through
the show, and stops when the next deal is dealt. Meanwhile it listens for the game's
announcements (object:announcement) and checks what it heard: the hand dealt with its
prompt, every card played with the count, the scores with the running score, the show's
headings each followed by the cards it counts.

Exit status 0 when the deal was played and heard; 1 with a message saying what was
missing, and the visible part of the tree, otherwise.
"""

from __future__ import annotations

import re
import sys
import time

import pyatspi
from gi.repository import GLib

WAIT_S = 20.0  # the longest the game may take to answer one action
SCORES = re.compile(r"Score: You (\d+), computer (\d+)")
COUNT = re.compile(r"Play area, count (\d+)")
SHOW_HEADING = re.compile(r"(?:Your|Computer's) (?:hand|crib): \d+$")
CARDS = re.compile(r"^\w+ of \w+(?:, \w+ of \w+)*$")  # "Nine of Clubs, Jack of Diamonds"
SCORE_LINE = re.compile(r"(?:Computer (\d+), you (\d+)|You (\d+), computer (\d+))$")

heard: list[str] = []


class Failure(Exception):
    """The deal could not be played or heard as it should."""


def on_event(event) -> None:
    if event.type.startswith("object:announcement"):
        heard.append(str(event.any_data))


def pump(seconds: float = 0.05) -> None:
    """Let the AT-SPI events in for `seconds`."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while True:
        while context.pending():
            context.iteration(False)
        if time.monotonic() >= end:
            return
        time.sleep(0.01)


def has(node, state) -> bool:
    try:
        return node.getState().contains(state)
    except GLib.Error:  # gone since it was listed (a list's rows are made anew)
        return False


def showing(node) -> bool:
    return node is not None and has(node, pyatspi.STATE_SHOWING)


def nodes(root):
    """Every showing node under `root`, depth first (nodes that went away while the
    tree was read are left out)."""
    try:
        children = [root.getChildAtIndex(i) for i in range(max(0, root.childCount))]
    except (GLib.Error, ValueError):  # gone: its child count reads -1
        return
    for child in children:
        if showing(child):
            yield child
            yield from nodes(child)


def find(root, role: str, name: str | None = None, pattern=None):
    """The first showing node of `role` ("push button", "slider", …) whose name is
    `name` (or matches `pattern`), or None."""
    if root is None:
        return None
    for node in nodes(root):
        try:
            if node.getRoleName() != role:
                continue
            if name is not None and node.name != name:
                continue
            if pattern is not None and not pattern.search(node.name):
                continue
        except GLib.Error:
            continue
        return node
    return None


def act(node, *names: str) -> str:
    """Do `node`'s first AT-SPI action called one of `names` (case-insensitive)."""
    action = node.queryAction()
    available = [action.getName(i) for i in range(action.nActions)]
    for i, found in enumerate(available):
        if found.lower() in names:
            action.doAction(i)
            return found
    raise Failure(f"{node.getRoleName()} {node.name!r} has no action {names}: {available}")


def wait(what: str, condition, app):
    """Pump events until `condition()` is true (returns its value), else fail."""
    end = time.monotonic() + WAIT_S
    while time.monotonic() < end:
        app.clearCache()
        try:
            value = condition()
        except GLib.Error:  # a node went away while it was read: read again
            value = None
        if value:
            return value
        pump(0.05)
    raise Failure(f"waited {WAIT_S:.0f} s for {what}")


def dump(app) -> str:
    lines = []
    for node in nodes(app):
        try:
            if node.getRoleName() in ("menu item", "popup menu", "separator", "menu bar"):
                continue
            state = "" if has(node, pyatspi.STATE_SENSITIVE) else " (disabled)"
            state += " (checked)" if has(node, pyatspi.STATE_CHECKED) else ""
            lines.append(f"  {node.getRoleName()}: {node.name!r}{state}")
        except GLib.Error:
            continue
    return "\n".join(lines)


class Table:
    """The board's nodes, read afresh on each call."""

    def __init__(self, app) -> None:
        self.app = app
        self.window = find(app, "frame", "Cribbage")
        if self.window is None:
            raise Failure("no window called Cribbage in the accessibility tree")

    def board(self):
        return find(self.window, "filler", "Table: cards, scores and buttons")

    def cards(self) -> list:
        hand = find(self.window, "filler", "Your hand")
        return [c for c in hand if showing(c)] if hand is not None else []

    def button(self, name: str):
        node = find(self.board(), "push button", name)
        return node if node is not None and has(node, pyatspi.STATE_SENSITIVE) else None

    def scores(self) -> tuple[int, int]:
        label = find(self.board(), "label", pattern=SCORES)
        if label is None:
            raise Failure("no score node (Score: You n, computer m)")
        you, computer = SCORES.search(label.name).groups()
        return int(you), int(computer)

    def count(self) -> int | None:
        pile = find(self.board(), "list", pattern=COUNT)
        return int(COUNT.search(pile.name).group(1)) if pile is not None else None


def play_one_deal(app) -> dict:
    """Play from the first cut to the next deal's discard; return what was read:
    "hands" (the card nodes' names each time the player chose), "counts", "scores"
    ((you, computer) each time the table was read) and "moves"."""
    table = Table(app)
    read = {"hands": [], "counts": [], "scores": [], "moves": [], "discarded": False}
    idle_since = time.monotonic()
    while time.monotonic() - idle_since < WAIT_S:
        app.clearCache()
        before = dump(app)
        try:
            move = step(table, read, app)
        except (GLib.Error, AttributeError):  # a node went away while read: read again
            move = None
        if move == "over":
            return read
        if move is None:
            pump(0.1)  # the computer's turn, or the table still changing
            continue
        read["moves"].append(move)
        wait(f"the table to answer '{move}'", lambda: dump(app) != before, app)
        idle_since = time.monotonic()
    raise Failure(f"nothing to do for {WAIT_S:.0f} s after {read['moves']}")


def step(table: Table, read: dict, app) -> str | None:
    """Read the table and make the one move it asks for; return the move's name,
    "over" once the next deal is dealt, or None when there is nothing to do yet."""
    read["scores"].append(table.scores())
    count = table.count()
    if count is not None:
        read["counts"].append(count)
    # each card's states read once, as a set (libatspi updates a state set it gave out
    # in place): the table may change between two reads
    cards = [(c, set(c.getState().getStates())) for c in table.cards()]
    choosing = [(c, st) for c, st in cards if pyatspi.STATE_CHECKABLE in st]
    slider = find(table.board(), "slider")
    if slider is not None:
        value = slider.queryValue()
        depth = int(value.minimumValue + (value.maximumValue - value.minimumValue) // 3)
        value.currentValue = depth  # U1: the player chooses the depth
        wait("the cut point to move", lambda: f"cut after card {depth} of" in
             (find(table.board(), "slider") or slider).name, app)
        act(table.button("Cut the deck here"), "press")
        return f"cut at {depth}"
    if choosing and read["discarded"]:
        return "over"  # the next deal: this one is played
    if table.button("To crib") is not None:
        act(table.button("To crib"), "press")
        read["discarded"] = True
        return "to crib"
    if choosing:
        # one card at a time, the first two of the hand: a choice the table drops (the
        # computer's discard arriving puts previews away) is simply made again
        if not read["hands"]:
            read["hands"].append([c.name for c, _ in cards])
        card = next((c for c, st in choosing[:2] if pyatspi.STATE_CHECKED not in st
                     and pyatspi.STATE_SENSITIVE in st), None)
        if card is None:
            return None
        name = card.name
        act(card, "toggle")
        return f"chose {name.split(',')[0]}"
    if table.button("Go") is not None:
        act(table.button("Go"), "press")
        return "go"
    playable = [c for c, st in cards if pyatspi.STATE_SENSITIVE in st]
    if playable:
        if not read["discarded"]:
            raise Failure(f"{playable[0].name!r} can be played before the discard")
        read["hands"].append([c.name for c, _ in cards])
        name = playable[0].name
        act(playable[0], "press")
        return f"played {name.split(',')[0]}"
    if table.button("Continue") is not None:
        act(table.button("Continue"), "press")
        return "continue"
    return None


def check_heard(read: dict) -> list[str]:
    """What was heard against what was done; returns the problems."""
    problems = []
    plays = [m.removeprefix("played ") for m in read["moves"] if m.startswith("played ")]
    if not plays:
        problems.append("no card was played")
    for card in plays:
        if not any(h.startswith(f"You play {card}; count ") for h in heard):
            problems.append(f"never heard 'You play {card}; count …'")
    if not any(h.startswith("Computer plays ") for h in heard):
        problems.append("never heard the computer play")
    lines = [h for h in heard if SCORE_LINE.search(h)]
    if not lines:
        problems.append("never heard a running score ('Computer 47, you 52')")
    else:
        last = SCORE_LINE.search(lines[-1]).groups()
        you, computer = (int(last[1]), int(last[0])) if last[0] else (int(last[2]),
                                                                      int(last[3]))
        if (you, computer) != read["scores"][-1]:
            problems.append(f"the last score heard {(you, computer)} is not the score "
                            f"node's {read['scores'][-1]}")
    for owner in ("Your hand: ", "Computer's hand: "):
        heading = next((i for i, h in enumerate(heard) if SHOW_HEADING.match(h)
                        and h.startswith(owner)), None)
        if heading is None:
            problems.append(f"never heard the show's '{owner}…'")
        elif heading + 1 >= len(heard) or not CARDS.match(heard[heading + 1]):
            problems.append(f"never heard the cards of the show's '{heard[heading]}'")
    if not any(h.startswith("Your hand: ") and "Choose two cards" in h for h in heard):
        problems.append("never heard the hand dealt ('Your hand: …. Choose two cards …')")
    return problems


def main() -> int:
    pyatspi.Registry.registerEventListener(on_event, "object:announcement")
    desktop = pyatspi.Registry.getDesktop(0)
    app = None
    end = time.monotonic() + WAIT_S
    while app is None and time.monotonic() < end:
        app = next((a for a in desktop if a is not None and a.name == "crib-qt"), None)
        pump(0.1)
    if app is None:
        print("atspi: crib-qt never appeared on the accessibility bus", file=sys.stderr)
        return 1
    try:
        wait("the table", lambda: Table(app).board() is not None, app)
        read = play_one_deal(app)
        try:  # the show's last lines may still be on their way
            wait("every announcement of the deal", lambda: not check_heard(read), app)
        except Failure:
            pass  # what is missing is said below
        problems = check_heard(read)
    except Failure as failure:
        print(f"atspi: {failure}\nthe table now:\n{dump(app)}\nheard:", file=sys.stderr)
        print("\n".join(f"  {h}" for h in heard[-20:]), file=sys.stderr)
        return 1
    print("atspi: hand read:", "; ".join(read["hands"][0]))
    print("atspi: counts read:", read["counts"][-8:] and sorted(set(read["counts"])))
    print("atspi: scores read (you, computer):", read["scores"][-1])
    print("atspi: moves by AT-SPI actions:", ", ".join(read["moves"]))
    print(f"atspi: heard {len(heard)} announcements, e.g.:")
    for line in heard[:40]:
        print(f"  {line}")
    if problems:
        print("atspi: " + "\natspi: ".join(problems), file=sys.stderr)
        return 1
    print("atspi: one deal played and heard through AT-SPI")
    return 0


if __name__ == "__main__":
    sys.exit(main())
