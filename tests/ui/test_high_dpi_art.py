"""Art drawn for the screen's own pixels (session 27 look at QT_SCALE_FACTOR=2): on a
screen of two device pixels a pixel, an icon made of a pixmap of one was stretched and
blurred beside sharp text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage

from crib_qt.achievement_book import ACHIEVEMENTS, AchievementBook
from crib_qt.ui.achievements_page import AchievementsModel


@pytest.mark.parametrize("earned", [False, True])
@pytest.mark.parametrize("ratio", [1.0, 1.5, 2.0, 3.0])
def test_the_achievement_stars_have_pixels_of_each_ratio(qapp, earned, ratio):
    book = AchievementBook(earned={ACHIEVEMENTS[0]: "2026-12-01"} if earned else {})
    model = AchievementsModel(lambda: book)
    star = model.index(0, 0).data(Qt.ItemDataRole.DecorationRole)
    pixmap = star.pixmap(QSize(20, 20), ratio)
    assert (pixmap.width(), pixmap.height()) == (round(20 * ratio), round(20 * ratio))
    assert pixmap.devicePixelRatio() == ratio


def test_the_sharp_star_is_not_the_small_one_stretched(qapp):
    model = AchievementsModel(lambda: AchievementBook(earned={}))
    star = model.index(0, 0).data(Qt.ItemDataRole.DecorationRole)
    small = star.pixmap(QSize(20, 20), 1.0).toImage()
    sharp = star.pixmap(QSize(20, 20), 2.0).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    stretched = small.scaled(40, 40, Qt.AspectRatioMode.IgnoreAspectRatio,
                             Qt.TransformationMode.SmoothTransformation).convertToFormat(
        QImage.Format.Format_ARGB32)
    assert sharp.size() == stretched.size()
    assert sharp != stretched
    # the outline is about 1.2 logical pixels wide: at ratio 2 a row through the star's
    # middle crosses it in a few device pixels of full grey, not in a soft ramp
    row = [sharp.pixelColor(x, 20).alpha() for x in range(40)]
    assert max(row) >= 200
