"""The computer's own process: reads questions on stdin, writes answers on stdout.

Started by the window (`crib_qt.decision_process`) as ``python -m
crib_qt.decision_server`` (or the frozen app with ``--decision-server``) and kept
warm between decisions. The computer thinks here, on another interpreter, so neither
its work nor its garbage collection can hold the window's interpreter lock. It never
imports Qt, which keeps it small. It ends when its input closes: the window quit or
died.
"""

from __future__ import annotations

import gc
import os
import sys
from typing import BinaryIO

from .decision_protocol import answer, decode, encode

__all__ = ["FLAG", "player_factory", "serve", "main"]

# The frozen app's command-line flag that makes it this process (packaging/frozen_main.py).
FLAG = "--decision-server"


def player_factory():
    """A new `player_for(level)`: one `ComputerPlayer` per level, made on first use
    (the AI is imported by the first call of `player_factory`, not by this module)."""
    from .ai import ComputerPlayer

    players: dict = {}

    def player_for(level: str):
        if level not in players:
            players[level] = ComputerPlayer(level)
        return players[level]
    return player_for


def serve(questions: BinaryIO, answers: BinaryIO, own_process: bool = False) -> int:
    """Answer each line of `questions` on `answers`, in order, until end of input.

    Args:
        questions: a binary stream of `decision_protocol.encode` lines.
        answers: the binary stream the answers are written (and flushed) to.
        own_process: this is the decision server's own process: after the warm-up,
            what is loaded is frozen out of the garbage collector.

    Returns:
        0 at end of input; 2 when a line is not a question (the asker is not ours).
    """
    player_for = player_factory()
    for line in questions:
        try:
            question = decode(line)
        except ValueError as exc:
            print(f"crib-qt decision server: {exc}", file=sys.stderr)
            return 2
        answers.write(encode(answer(question, player_for)))
        answers.flush()
        if own_process and question.get("job") == "warm":
            # What is loaded now lives as long as the process: the collector need not
            # walk it again at every pass.
            gc.collect()
            gc.freeze()
    return 0


def main() -> int:
    """Serve on the process's standard input and output (file descriptors 0 and 1,
    which the window connects to pipes; a windowed frozen app may have no
    `sys.stdin`). Anything else printed goes to stderr, never into the answers."""
    questions = os.fdopen(os.dup(0), "rb")
    answers = os.fdopen(os.dup(1), "wb")
    sys.stdout = sys.stderr
    return serve(questions, answers, own_process=True)


if __name__ == "__main__":
    raise SystemExit(main())
