"""The table's sounds (issue 21): the output that plays them (output.py), what the
table plays when (table_sounds.py) and the player's volume and mute (sound_settings.py).

None of it is imported before the board's first frame is painted (issue 14).
"""

#: Every sound, by name: resources/sounds/<name>.wav, made by packaging/make_sounds.py.
SOUND_NAMES = ("shuffle", "deal", "card", "peg", "score", "win", "loss")
