"""Tests for crib_qt/board/peg_board.py (and peg_board_art.py, device_pixmaps.py): hole
geometry, leapfrogging pegs, their animations, the numbers, skunk badges and score plates,
pixels, and the pixmaps the board keeps (the same pixels, painted once)."""

from __future__ import annotations

import math
import zlib
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from crib_qt.board import device_pixmaps, rendering_store
from crib_qt.board import geometry as L
from crib_qt.board import peg_board_art as art
from crib_qt.board.animator import AnimationSet
from crib_qt.board.peg_board import BOARD_HEIGHT, BOARD_WIDTH, HOLE_COLOUR, PegBoardItem

RED = QColor("#d22b2b")  # the documented defaults
BLUE = QColor("#1f62c9")
PX_PER_UNIT = L.PEG_BOARD_SCALE * 0.75  # board units on screen in a 1280 × 800 window
NAMES = ["Computer", "Komputer", "Kompyuter", "Computador", "You", "Você"]
DEALER_TEXTS = ["Dealer", "Distribuidor", "Pengagih", "Tagapamigay", "D"]


@pytest.fixture(autouse=True)
def own_cache(tmp_path, monkeypatch):
    """A cache folder of this test's own: no rendering kept by another test is read
    back (the boards below count what they render), and what is kept is written as
    soon as the event loop turns."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(rendering_store, "WRITE_DELAY_MS", 0)
    return tmp_path / "cache"


@pytest.fixture
def board(qtbot):  # noqa: ARG001 (qtbot: a QApplication and Qt-warning checks)
    scene = QGraphicsScene()
    item = PegBoardItem()
    scene.addItem(item)
    yield item
    scene.removeItem(item)


def _xy(point: QPointF) -> tuple[float, float]:
    return (point.x(), point.y())


def _peg_items(board: PegBoardItem) -> list:
    """The four peg items, in a fixed order: seat 0's two, then seat 1's."""
    return [peg for seat in (0, 1) for peg in board.childItems() if peg.seat == seat]


def _render(board: PegBoardItem, scale: float = 1.0, ratio: float = 1.0) -> QImage:
    """The board's scene rendered at `scale` (pixels a unit) into an image of `ratio`
    device pixels a pixel."""
    size = QRectF(0, 0, BOARD_WIDTH * scale, BOARD_HEIGHT * scale)
    image = QImage(round(size.width() * ratio), round(size.height() * ratio),
                   QImage.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(Qt.transparent)
    painter = QPainter(image)
    board.scene().render(painter, size, board.sceneBoundingRect())
    painter.end()
    return image


def _pixel(image: QImage, point: QPointF) -> QColor:
    return image.pixelColor(int(point.x()), int(point.y()))


def _close(actual: QColor, expected: QColor, tolerance: int = 6) -> bool:
    return all(
        abs(a - e) <= tolerance
        for a, e in zip(actual.getRgb()[:3], expected.getRgb()[:3], strict=True)
    )


# -- geometry --------------------------------------------------------------------------------


def test_bounding_rect_is_fixed(board):
    expected = QRectF(0, 0, BOARD_WIDTH, BOARD_HEIGHT)
    assert board.boundingRect() == expected == QRectF(0, 0, 188, 820)
    board.setPlayerName(0, "A very long player name that cannot fit on the plate at all")
    board.setDealer(0)
    board.setDealerText("Dealer with a long translation")
    board.setPegs(0, 121, 115, duration_ms=0)
    assert board.boundingRect() == expected


@pytest.mark.parametrize("seat", [0, 1])
def test_122_distinct_holes_inside_the_board(board, seat):
    holes = [_xy(board.holePosition(seat, score)) for score in range(122)]
    assert len(set(holes)) == 122
    inside = board.boundingRect().adjusted(4, 4, -4, -4)
    assert all(inside.contains(QPointF(x, y)) for x, y in holes)


def test_tracks_do_not_share_holes(board):
    first = {_xy(board.holePosition(0, score)) for score in range(122)}
    second = {_xy(board.holePosition(1, score)) for score in range(122)}
    assert first.isdisjoint(second)


@pytest.mark.parametrize("seat", [0, 1])
def test_three_streets_up_down_up(board, seat):
    def pos(score):
        return board.holePosition(seat, score)

    for first, last, step in ((1, 40, -1), (41, 80, 1), (81, 120, -1)):
        xs = {pos(n).x() for n in range(first, last + 1)}
        assert len(xs) == 1  # a street is straight
        ys = [pos(n).y() for n in range(first, last + 1)]
        assert all((b - a) * step > 0 for a, b in zip(ys, ys[1:]))  # up, down, up
    assert pos(0).x() == pos(1).x() and pos(0).y() > pos(1).y()  # start behind hole 1
    assert pos(121).x() == pos(120).x() and pos(121).y() < pos(120).y()  # game hole after 120
    assert pos(40).y() == pos(41).y() and pos(80).y() == pos(81).y()  # turns


@pytest.mark.parametrize("seat", [0, 1])
def test_holes_in_groups_of_five(board, seat):
    def gap(score):
        a, b = board.holePosition(seat, score), board.holePosition(seat, score + 1)
        return abs(b.y() - a.y())

    assert gap(5) > gap(4)
    in_group = {gap(n) for n in range(1, 120) if n % 5 and n % 40}
    between = {gap(n) for n in range(1, 120) if n % 5 == 0 and n % 40}
    assert len(in_group) == 1 and len(between) == 1  # exactly two spacings
    assert between.pop() > in_group.pop()


def test_scores_above_121_clamp_to_the_game_hole(board):
    for seat in (0, 1):
        assert board.holePosition(seat, 125) == board.holePosition(seat, 121)
    board.setPegs(1, 127, 118, duration_ms=0)
    assert board.pegPositions(1) == (board.holePosition(1, 121), board.holePosition(1, 118))
    assert board.pegScores(1) == (127, 118)


def test_bad_arguments_raise(board):
    with pytest.raises(ValueError):
        board.holePosition(2, 5)
    with pytest.raises(ValueError):
        board.holePosition(0, -1)
    with pytest.raises(ValueError):
        board.setPegs(0, -3, 0)
    with pytest.raises(ValueError):
        board.setDealer(3)


# -- pegs ------------------------------------------------------------------------------------


def test_new_board_has_both_pegs_at_the_start(board):
    for seat in (0, 1):
        front, back = board.pegPositions(seat)
        assert front == board.holePosition(seat, 0)
        assert back != front and back.x() == front.x() and back.y() > front.y()


def test_instant_set_pegs_places_pegs_exactly_in_holes(board):
    board.setPegs(0, 17, 9, duration_ms=0)
    board.setPegs(1, 64, 58, duration_ms=0)
    for seat, (front, back) in ((0, (17, 9)), (1, (64, 58))):
        expected = (board.holePosition(seat, front), board.holePosition(seat, back))
        assert board.pegPositions(seat) == expected
        placed = {_xy(peg.pos()) for peg in board.childItems() if peg.seat == seat}
        assert placed == {_xy(expected[0]), _xy(expected[1])}


def test_back_peg_leapfrogs_the_front_peg(board):
    board.setPegs(0, 5, 0, duration_ms=0)
    at_start = [peg for peg in _peg_items(board) if peg.pos() == board.holePosition(0, 0)]
    at_five = [peg for peg in _peg_items(board) if peg.pos() == board.holePosition(0, 5)]
    assert len(at_start) == len(at_five) == 1

    board.setPegs(0, 9, 5, duration_ms=0)
    assert at_start[0].pos() == board.holePosition(0, 9)  # the peg that was at 0 jumped
    assert at_five[0].pos() == board.holePosition(0, 5)  # the other one stayed put
    assert board.pegPositions(0) == (board.holePosition(0, 9), board.holePosition(0, 5))


def test_animated_move_settles_in_the_exact_holes(qtbot, board):
    board.setPegs(0, 4, 0, duration_ms=0)
    animations = AnimationSet()
    board.setAnimations(animations)
    jumper = next(p for p in _peg_items(board) if p.pos() == board.holePosition(0, 0))
    with qtbot.waitSignal(animations.idle, timeout=3000):
        board.setPegs(0, 12, 4, duration_ms=120)
        assert board.isAnimating() and animations.count() == 1
        assert jumper.pos() == board.holePosition(0, 0)  # has not left yet
        assert board.pegPositions(0)[0] == board.holePosition(0, 12)  # but the target is known
    assert not board.isAnimating()
    assert jumper.pos() == board.holePosition(0, 12)
    assert jumper.scale() == 1.0
    placed = {_xy(peg.pos()) for peg in _peg_items(board)[:2]}
    assert placed == {_xy(board.holePosition(0, 12)), _xy(board.holePosition(0, 4))}


def test_moves_that_overlap_end_as_one_idle_in_the_exact_holes(qtbot, board):
    animations = AnimationSet()
    board.setAnimations(animations)
    seen = []
    animations.idle.connect(lambda: seen.append(board.isAnimating()))
    board.setPegs(0, 8, 0, duration_ms=60)
    board.setPegs(1, 29, 0, duration_ms=250)
    board.setPegs(0, 15, 8, duration_ms=0)  # the front peg is still in the air
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    assert seen == [False] and not animations.isBusy()  # one idle, once every peg landed
    assert board.pegPositions(0) == (board.holePosition(0, 15), board.holePosition(0, 8))
    assert board.pegPositions(1) == (board.holePosition(1, 29), board.holePosition(1, 0))
    assert {_xy(p.pos()) for p in _peg_items(board)} == {
        _xy(board.holePosition(0, 15)), _xy(board.holePosition(0, 8)),
        _xy(board.holePosition(1, 29)), _xy(board.holePosition(1, 0)),
    }


# -- pixels ----------------------------------------------------------------------------------


def test_rendered_holes_and_pegs_have_their_colours(board):
    board.setPegs(0, 33, 27, duration_ms=0)
    board.setPegs(1, 70, 61, duration_ms=0)
    image = _render(board)
    for seat, score in ((0, 50), (1, 100), (0, 1), (1, 120)):
        assert _pixel(image, board.holePosition(seat, score)) == HOLE_COLOUR
    for seat, colour in ((0, RED), (1, BLUE)):
        for point in board.pegPositions(seat):
            assert _close(_pixel(image, point), colour), (seat, point)


def test_player_colours_are_configurable(board):
    board.setPlayerColours(QColor("#2e9e4a"), QColor("#e0a020"))
    assert [c.name() for c in board.playerColours()] == ["#2e9e4a", "#e0a020"]
    board.setPegs(0, 3, 0, duration_ms=0)
    board.setPegs(1, 44, 40, duration_ms=0)
    image = _render(board)
    assert _close(_pixel(image, board.pegPositions(0)[0]), QColor("#2e9e4a"))
    assert _close(_pixel(image, board.pegPositions(1)[1]), QColor("#e0a020"))


def test_names_and_dealer_badge_render_without_warnings(board):
    board.setPlayerName(0, "Ana")
    board.setPlayerName(1, "Computador com um nome comprido demais")
    board.setDealerText("Crib")
    for dealer in (0, 1, None):
        board.setDealer(dealer)
        image = _render(board)
        assert not image.isNull()


class _PaintedBoard(PegBoardItem):
    """The board as it was drawn before it kept pixmaps of its own: painted whole each
    time, into Qt's device-coordinate cache."""

    def __init__(self) -> None:
        super().__init__()
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(self, painter, option, widget=None) -> None:  # noqa: ARG002
        self._paint_art(painter)
        for seat in (0, 1):
            self._paint_plate(painter, seat)


_STEPS = [  # changes to a board, one after the other
    lambda b: None,
    lambda b: (b.setPlayerName(0, "Ana"), b.setPlayerName(1, "Computador"),
               b.setDealerText("Dealer"), b.setDealer(0), b.setPegs(0, 47, 40, duration_ms=0)),
    lambda b: (b.setPegs(1, 121, 118, duration_ms=0), b.setDealer(1),
               b.setPegs(0, 52, 47, duration_ms=0)),
    lambda b: (b.setPlayerColours(QColor("#2e9e4a"), QColor("#e0a020")), b.setDealer(None),
               b.setPlayerName(0, "A very long player name that cannot fit on the plate")),
]


@pytest.mark.parametrize(("scale", "ratio"), [(1.0, 1.0), (1.37, 1.0), (0.9, 2.0)])
def test_the_kept_pixels_are_the_pixels_painting_gives(qtbot, scale, ratio):  # noqa: ARG001
    scene = QGraphicsScene()
    board = PegBoardItem()
    scene.addItem(board)
    board.setPos(0.3, 0.55)  # not on whole pixels
    for done, step in enumerate(_STEPS):
        step(board)
        shown = _render(board, scale, ratio)
        painted = _PaintedBoard()  # a new one: Qt's cache is not told of changes made
        painted_scene = QGraphicsScene()  # while another device showed the item
        painted_scene.addItem(painted)
        painted.setPos(board.pos())
        for earlier in _STEPS[:done + 1]:
            earlier(painted)
        assert shown == _render(painted, scale, ratio), done
        painted_scene.removeItem(painted)
    scene.removeItem(board)


@pytest.mark.parametrize(("scale", "ratio"), [(1.37, 1.0), (0.9, 2.0)])
def test_the_art_read_back_by_the_next_run_is_the_pixels_painting_gives(
        qtbot, own_cache, scale, ratio):
    scenes = [QGraphicsScene() for _ in range(3)]  # kept: a scene deletes its items
    first = PegBoardItem()
    scenes[0].addItem(first)
    _render(first, scale, ratio)
    assert (first._art.renders, first._art.loaded) == (1, 0)
    qtbot.waitUntil(lambda: len(list(own_cache.rglob("*.rendering"))) == 1)  # once idle
    store = first._art._store  # written once, once idle (issue 14), under its code too
    assert len(store.turns) == 1
    assert str(zlib.crc32(Path(device_pixmaps.__file__).read_bytes())) in store._stamp
    board = PegBoardItem()  # the next run's
    scenes[1].addItem(board)
    painted = _PaintedBoard()
    scenes[2].addItem(painted)
    for step in _STEPS[:3]:  # plates painted over what was read back, as over a rendering
        step(board)
        step(painted)
        assert _render(board, scale, ratio) == _render(painted, scale, ratio)
    assert (board._art.renders, board._art.loaded) == (0, 1)
    board.setPlayerColours(QColor("#2e9e4a"), QColor("#e0a020"))  # not what was kept
    _render(board, scale, ratio)
    assert (board._art.renders, board._art.loaded) == (1, 1)


def test_the_board_is_painted_once_a_score_paints_one_plate(board):
    art = board._art
    _render(board)
    assert (art.renders, art.patched) == (1, 2)  # the board, then both plates on it
    board.setPegs(0, 12, 4, duration_ms=0)
    _render(board)
    assert (art.renders, art.patched) == (1, 3)
    board.setPegs(0, 12, 4, duration_ms=0)
    board.setPegs(1, 0, 0, duration_ms=0)
    _render(board)
    _render(board)
    assert (art.renders, art.patched) == (1, 3)  # nothing shown has changed
    board.setPlayerName(1, "Computer")
    _render(board)
    assert (art.renders, art.patched) == (1, 4)
    board.setDealer(0)
    _render(board)
    board.setDealer(1)  # the badge leaves one plate for the other
    _render(board)
    assert (art.renders, art.patched) == (1, 7)


def test_the_board_is_kept_for_each_device_pixel_ratio(board):
    art = board._art
    first = _render(board)
    sharp = _render(board, ratio=2.0)
    assert art.renders == 2 and sharp.size() == 2 * first.size()
    assert _render(board) == first and _render(board, ratio=2.0) == sharp
    assert art.renders == 2  # both kept
    board.setPlayerColours(QColor("#2e9e4a"), QColor("#e0a020"))  # the tracks change
    _render(board)
    assert art.renders == 3


def test_a_rotated_board_is_painted_directly(board):
    board.setRotation(90)
    box = board.sceneBoundingRect()
    image = QImage(int(box.width()), int(box.height()), QImage.Format_ARGB32)
    image.fill(Qt.transparent)
    painter = QPainter(image)
    board.scene().render(painter, QRectF(image.rect()), box)
    painter.end()
    assert board._art.renders == 0
    for seat, score in ((0, 50), (1, 100)):
        hole = board.mapToScene(board.holePosition(seat, score)) - box.topLeft()
        assert _pixel(image, hole) == HOLE_COLOUR



def _hole_by_hole(p: QPainter, centre: QPointF, game: bool) -> None:
    """How a hole was painted before the holes were painted together (issue 14)."""
    from PySide6.QtGui import QLinearGradient, QPen, QRadialGradient

    if game:
        ring = QRadialGradient(centre - QPointF(1.4, 1.4), art.GAME_RING_R + 0.8)
        ring.setColorAt(0.0, art.BRASS.lighter(140))
        ring.setColorAt(1.0, art.BRASS.darker(135))
        p.setPen(QPen(art.INK, 0.6))
        p.setBrush(ring)
        p.drawEllipse(centre, art.GAME_RING_R, art.GAME_RING_R)
    lip = art.HOLE_R + 0.75
    rim = QLinearGradient(centre - QPointF(lip, lip), centre + QPointF(lip, lip))
    rim.setColorAt(0.0, QColor(60, 28, 6, 150))
    rim.setColorAt(1.0, QColor(255, 232, 190, 190))
    p.setPen(Qt.NoPen)
    p.setBrush(rim)
    p.drawEllipse(centre, lip, lip)
    p.setBrush(HOLE_COLOUR)
    p.drawEllipse(centre, art.HOLE_R, art.HOLE_R)


@pytest.mark.parametrize(("scale", "dx", "dy"), [(0.82, 0.0, 0.0), (1.37, 0.25, 0.75),
                                                 (2.0, 0.5, 0.1)])
def test_the_holes_painted_together_are_the_pixels_of_each_hole_alone(qapp, scale, dx, dy):  # noqa: ARG001
    games = [art.hole_point(seat, art.GAME_HOLE) for seat in (0, 1)]
    holes = [point for point in _all_holes() if point not in games]
    images = []
    for together in (True, False):
        image = QImage(round(BOARD_WIDTH * scale) + 2, round(BOARD_HEIGHT * scale) + 2,
                       QImage.Format_ARGB32_Premultiplied)
        image.fill(QColor("#c4874c"))  # on wood
        painter = QPainter(image)
        painter.setRenderHint(QPainter.Antialiasing)
        painter.translate(dx, dy)
        painter.scale(scale, scale)
        if together:
            art.paint_holes(painter, holes, games)
        else:
            for point in holes + games:
                _hole_by_hole(painter, point, point in games)
        painter.end()
        images.append(image)
    assert len(holes) == 244
    assert images[0] == images[1]
    assert images[0].pixelColor(round(holes[7].x() * scale + dx),
                                round(holes[7].y() * scale + dy)) == HOLE_COLOUR

# -- numbers, skunk marks, score plates ----------------------------------------------------
# Tests that measure text ask for `qapp`: QFontMetrics needs a QGuiApplication (without
# one the interpreter aborts), and a test must not lean on an earlier test having made it.


def _all_holes() -> list[QPointF]:
    return [art.hole_point(seat, score) for seat in (0, 1) for score in range(122)] + [
        art.spare_start(seat) for seat in (0, 1)]


def _clear_of_holes(rect: QRectF, margin: float = 0.5) -> bool:
    """True if no hole (with its drilled lip, the game holes with their brass ring) is in rect."""
    for point in _all_holes():
        radius = art.GAME_RING_R if point in (art.hole_point(0, 121), art.hole_point(1, 121)) else (
            art.HOLE_R + 0.75)
        r = radius + margin
        if rect.intersects(QRectF(point.x() - r, point.y() - r, 2 * r, 2 * r)):
            return False
    return True


def test_board_fills_the_rail_beside_the_table():
    """The board takes the room the table leaves (issue 15): the whole rail, 8 units from
    the scene's top and bottom and about 2 from the rail's sides."""
    shown = QRectF(L.PEG_BOARD_POS, L.PEG_BOARD_POS + QPointF(BOARD_WIDTH, BOARD_HEIGHT)
                   * L.PEG_BOARD_SCALE)
    assert shown == QRectF(1372.2, 8.0, 225.6, 984.0)
    rail = QRectF(L.TABLE_RECT.right(), 0, L.SCENE_RECT.right() - L.TABLE_RECT.right(),
                  L.SCENE_RECT.height())
    assert rail.contains(shown)
    assert shown.left() - rail.left() == pytest.approx(rail.right() - shown.right())


def test_holes_and_pegs_keep_their_size_beside_the_pitch():
    """Holes and pegs as big beside the hole spacing as on the old, smaller board (hole
    radius 2.35 and peg 4.8 of a 10.5 pitch), and neighbouring pegs still clear."""
    assert art.PITCH * L.PEG_BOARD_SCALE == pytest.approx(17.4)  # scene units
    assert art.HOLE_R / art.PITCH > 2.35 / 10.5
    assert art.PEG_R / art.PITCH > 4.8 / 10.5
    assert 2 * art.PEG_R < art.PITCH  # round heads on holes 1 and 2 do not touch


def test_numbers_every_ten_bold_and_readable(qapp):  # noqa: ARG001
    labels = art.number_labels()
    assert [text for text, _ in labels] == [str(n) for n in range(10, 121, 10)] + ["121"]
    number_font = art.font(art.NUMBER_PX, bold=True)
    assert number_font.bold()
    assert number_font.pixelSize() * PX_PER_UNIT >= 11  # ~11 px at 1280 × 800


def test_numbers_sit_level_with_their_holes_inside_the_board(qapp):  # noqa: ARG001
    inside = art.WOOD_RECT.adjusted(4, 4, -4, -4)
    for text, box in art.number_labels():
        assert inside.contains(box), text
        assert _clear_of_holes(box), text
        hole_y = art.hole_point(0, int(text)).y()
        assert box.top() < hole_y < box.bottom(), text  # level with its hole
    boxes = [box for _, box in art.number_labels()]
    assert not any(a.intersects(b) for i, a in enumerate(boxes) for b in boxes[i + 1:])


def test_numbers_sit_between_the_two_tracks_of_their_street(qapp):  # noqa: ARG001
    for text, box in art.number_labels():
        street = min(2, (int(text) - 1) // 40)
        x = art.STREET_X[street]
        assert box.center().x() == x, text
        assert x - art.HALF_LANE + art.HOLE_R < box.left(), text
        assert box.right() < x + art.HALF_LANE - art.HOLE_R, text
        # a round peg in the hole the number numbers leaves it readable
        assert box.right() < x + art.HALF_LANE - art.PEG_R, text


def test_the_hole_nearest_a_number_is_the_hole_it_numbers(qapp):  # noqa: ARG001
    """Issue 15: "80" sat between streets 0 and 1 level with hole 1, so a peg on 1 read as
    80. Now the holes nearest a number are that number's two holes (one per track), and
    every other hole is further away, diagonally: the neighbours of those holes."""
    holes = [(seat, score, art.hole_point(seat, score)) for seat in (0, 1)
             for score in range(122)] + [(seat, 0, art.spare_start(seat)) for seat in (0, 1)]
    for text, box in art.number_labels():
        centre = box.center()

        def distance(point, centre=centre):
            return ((point.x() - centre.x()) ** 2 + (point.y() - centre.y()) ** 2) ** 0.5

        own = [distance(point) for _, score, point in holes if score == int(text)]
        others = [distance(point) for _, score, point in holes if score != int(text)]
        assert len(own) == 2 and own[0] == own[1] == art.HALF_LANE, text
        assert min(others) >= math.hypot(art.HALF_LANE, art.PITCH), text  # a neighbour
    eighty = dict(art.number_labels())["80"]  # level with hole 1, two tracks away from it
    assert eighty.center().y() == art.hole_point(0, 1).y()
    assert eighty.left() - art.hole_point(0, 1).x() > 2 * art.HALF_LANE


def test_skunk_lines_and_badges(qapp):  # noqa: ARG001
    marks = art.skunk_marks()
    assert [(score, text) for score, text, _, _ in marks] == [(61, "SS"), (91, "S")]
    inside = art.WOOD_RECT.adjusted(4, 4, -4, -4)
    numbers = [box for _, box in art.number_labels()]
    for score, _, y, badge in marks:
        for seat in (0, 1):  # the line lies between the holes before and at the mark
            ys = sorted((art.hole_point(seat, score).y(), art.hole_point(seat, score - 1).y()))
            assert ys[0] + 5 < y < ys[1] - 5
        assert inside.contains(badge)
        assert _clear_of_holes(badge)
        assert not any(badge.intersects(box.adjusted(-2, -2, 2, 2)) for box in numbers)
        assert badge.height() * PX_PER_UNIT >= 12  # a badge, not a speck
    assert art.font(art.BADGE_PX, bold=True).pixelSize() * PX_PER_UNIT >= 10


def test_rendered_skunk_badges_are_red_inside_the_board(board):
    image = _render(board)
    for _, _, _, badge in art.skunk_marks():
        edge = _pixel(image, QPointF(badge.left() + 2.5, badge.center().y()))
        assert edge.red() > 2 * edge.green() and edge.red() > 110, edge.name()


@pytest.mark.parametrize("seat", [0, 1])
@pytest.mark.parametrize("dealer_text", DEALER_TEXTS)
def test_names_and_dealer_badge_fit_the_plate(qapp, seat, dealer_text):  # noqa: ARG001
    name_font = art.font(art.NAME_PX, bold=True)
    assert name_font.pixelSize() * PX_PER_UNIT >= 13
    for name in NAMES:
        for score in (0, 7, 99, 121):
            plate = art.plate_layout(seat, name, score, dealer_text)
            assert plate.name == name  # not elided
            assert plate.badge == dealer_text
            assert plate.badge_px >= 11  # ~10 px at 1280 × 800, even "Tagapamigay"
            assert plate.rect.contains(plate.badge_rect)
            assert plate.rect.contains(plate.name_rect)
            assert plate.rect.contains(plate.score_rect)
            assert not plate.badge_rect.intersects(plate.score_rect)
            assert not plate.badge_rect.intersects(plate.name_rect)
            assert not plate.name_rect.intersects(plate.score_rect)
    short = art.plate_layout(seat, "Computer", 104, "Dealer")
    assert short.badge_px * PX_PER_UNIT >= 12  # the usual badge is big


def test_plates_inside_the_board_clear_of_holes():
    inside = art.WOOD_RECT.adjusted(3, 3, -3, -3)
    for seat in (0, 1):
        rect = art.plate_rect(seat)
        assert inside.contains(rect)
        assert _clear_of_holes(rect, margin=3)


def test_a_too_long_name_is_elided_and_the_badge_keeps_its_place(qapp):  # noqa: ARG001
    long = "A very long player name that cannot fit on the plate at all"
    plate = art.plate_layout(0, long, 121, "Dealer with a much too long translation")
    assert plate.name != long and plate.name.endswith("…")
    assert plate.rect.contains(plate.badge_rect)
    assert not plate.badge_rect.intersects(plate.score_rect)


def test_board_plates_follow_names_dealer_and_scores(board):
    board.setPlayerName(1, "Computer")
    board.setDealerText("Dealer")
    board.setDealer(1)
    board.setPegs(1, 104, 97, duration_ms=0)
    top, bottom = board._plate_layout(1), board._plate_layout(0)
    assert (top.name, top.badge, top.score) == ("Computer", "Dealer", "104")
    assert (bottom.badge, bottom.score) == ("", "0")
    assert top.rect.bottom() < board.holePosition(1, 121).y() < bottom.rect.top()
    board.setDealer(None)
    assert board._plate_layout(1).badge == ""


# -- the board turns with the table (issue 15, item 12) ---------------------------------------


def test_the_viewer_has_the_bottom_plate_and_the_bottom_track(board):
    board.setPlayerName(0, "Ana")
    board.setPlayerName(1, "Bia")
    board.setPegs(0, 17, 9, duration_ms=0)
    board.setPegs(1, 64, 58, duration_ms=0)
    assert board.viewer() == 0
    assert board.holePosition(0, 17) == art.hole_point(0, 17)
    assert board._plate_rect(0) == art.plate_rect(0)  # seat 0's plate at the bottom
    board.setViewer(1)
    assert board.viewer() == 1
    for seat, side in ((0, 1), (1, 0)):
        assert board.holePosition(seat, 17) == art.hole_point(side, 17)
        assert board._plate_rect(seat) == art.plate_rect(side)
    assert board._plate_rect(1).top() > board._plate_rect(0).bottom()  # Bia at the bottom
    assert board.pegPositions(0) == (art.hole_point(1, 17), art.hole_point(1, 9))
    assert board.pegPositions(1) == (art.hole_point(0, 64), art.hole_point(0, 58))
    placed = {_xy(peg.pos()) for peg in _peg_items(board)}  # moved at once
    assert placed == {_xy(art.hole_point(1, 17)), _xy(art.hole_point(1, 9)),
                      _xy(art.hole_point(0, 64)), _xy(art.hole_point(0, 58))}
    assert board.pegScores(0) == (17, 9) and board._plate_layout(1).name == "Bia"
    with pytest.raises(ValueError):
        board.setViewer(2)


def test_a_turned_board_keeps_each_seat_its_colour(board):
    board.setViewer(1)
    board.setPegs(0, 33, 27, duration_ms=0)
    board.setPegs(1, 70, 61, duration_ms=0)
    image = _render(board)
    for seat, colour in ((0, RED), (1, BLUE)):
        for point in board.pegPositions(seat):
            assert _close(_pixel(image, point), colour), (seat, point)
    assert _pixel(image, art.hole_point(1, 50)) == HOLE_COLOUR  # seat 0's track, side 1


def test_turning_the_board_paints_it_again_once(board):
    cache = board._art
    _render(board)
    board.setViewer(1)
    _render(board)
    board.setViewer(1)  # no change: kept
    _render(board)
    assert (cache.renders, cache.patched) == (2, 4)
    board.setPegs(1, 5, 0, duration_ms=0)  # a score still paints one plate
    _render(board)
    assert (cache.renders, cache.patched) == (2, 5)
