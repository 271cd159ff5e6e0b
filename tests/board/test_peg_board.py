"""Tests for crib_qt/board/peg_board.py: hole geometry, leapfrogging pegs, pegsSettled, pixels."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from crib_qt.board.peg_board import BOARD_HEIGHT, BOARD_WIDTH, HOLE_COLOUR, PegBoardItem


RED = QColor("#d22b2b")  # the documented defaults
BLUE = QColor("#1f62c9")


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


def _render(board: PegBoardItem) -> QImage:
    image = QImage(int(BOARD_WIDTH), int(BOARD_HEIGHT), QImage.Format_ARGB32)
    image.fill(Qt.transparent)
    painter = QPainter(image)
    board.scene().render(painter, QRectF(image.rect()), board.sceneBoundingRect())
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
    assert board.boundingRect() == expected == QRectF(0, 0, 180, 620)
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


def test_instant_move_emits_once_and_no_move_emits_nothing(board):
    seen = []
    board.pegsSettled.connect(lambda: seen.append(True))
    board.setPegs(1, 6, 0, duration_ms=0)
    assert seen == [True]
    board.setPegs(1, 6, 0, duration_ms=0)  # already there
    assert seen == [True]
    assert not board.isAnimating()


def test_animated_move_settles_in_the_exact_holes(qtbot, board):
    board.setPegs(0, 4, 0, duration_ms=0)
    seen = []
    board.pegsSettled.connect(lambda: seen.append(board.isAnimating()))
    jumper = next(p for p in _peg_items(board) if p.pos() == board.holePosition(0, 0))
    with qtbot.waitSignal(board.pegsSettled, timeout=3000):
        board.setPegs(0, 12, 4, duration_ms=120)
        assert board.isAnimating()
        assert jumper.pos() == board.holePosition(0, 0)  # has not left yet
        assert board.pegPositions(0)[0] == board.holePosition(0, 12)  # but the target is known
    assert seen == [False]
    assert jumper.pos() == board.holePosition(0, 12)
    assert jumper.scale() == 1.0
    placed = {_xy(peg.pos()) for peg in _peg_items(board)[:2]}
    assert placed == {_xy(board.holePosition(0, 12)), _xy(board.holePosition(0, 4))}


def test_settled_is_emitted_per_call_once_every_peg_has_landed(qtbot, board):
    seen = []
    board.pegsSettled.connect(lambda: seen.append(board.isAnimating()))
    board.setPegs(0, 8, 0, duration_ms=60)
    board.setPegs(1, 29, 0, duration_ms=250)
    board.setPegs(0, 15, 8, duration_ms=0)  # the front peg is still in the air
    qtbot.waitUntil(lambda: len(seen) == 3, timeout=3000)
    assert seen == [False, False, False]
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
