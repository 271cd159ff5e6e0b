"""The project's own card art: faces and backs painted as vectors with QPainter, and
kept as pixmaps.

Nothing here knows the rules of cribbage; it only paints. Every drawing function
takes a target rectangle in the painter's current coordinates (scene units on the
board, pixels in a pixmap) and scales all of its geometry to that rectangle, so
cards stay crisp at any size, zoom and device pixel ratio. The art is designed on a
100 x 140 card (`CARD_WIDTH` x `CARD_HEIGHT`).

This module gathers the art's public names; each job has its own module:
card_shapes.py (size, outline, blank, suit symbols), card_faces.py (faces, the corner
indices' text: `index_text`), card_backs.py (backs) and card_pixmaps.py (the pixmap
cache and `CardWarmer`).
"""

from __future__ import annotations

from .card_backs import BACK_STYLES, paint_back
from .card_faces import index_text, paint_face, suit_colour
from .card_pixmaps import card_pixmap
from .card_shapes import CARD_HEIGHT, CARD_WIDTH, CORNER_RADIUS, card_path

__all__ = [
    "CARD_WIDTH",
    "CARD_HEIGHT",
    "CORNER_RADIUS",
    "BACK_STYLES",
    "suit_colour",
    "index_text",
    "card_path",
    "paint_face",
    "paint_back",
    "card_pixmap",
]
