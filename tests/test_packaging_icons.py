"""Packaging: the icons (hicolor PNGs and SVG, Windows' .ico, macOS' .icns) and the
application's own icon and names."""

from __future__ import annotations

import struct
import subprocess
import sys

import pytest
from PySide6.QtGui import QImage

from crib_qt.app import APP_ID

from packaging_testing import HICOLOR, PACKAGING, ROOT, SIZES, _env  # tests/packaging_testing.py

# --- icons ------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
def test_icon_png_has_its_size(size):
    image = QImage(str(HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"))
    assert not image.isNull()
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel()
    corner, centre = image.pixelColor(0, 0), image.pixelColor(size // 2, size // 2)
    assert corner.alpha() == 0 and centre.alpha() > 0  # a shape on a transparent ground


def test_icon_svg_renders_and_the_resource_copy_matches(qapp):
    from PySide6.QtSvg import QSvgRenderer

    svg = HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg"
    assert QSvgRenderer(str(svg)).isValid()
    assert (ROOT / "resources" / "icons" / f"{APP_ID}.svg").read_bytes() == svg.read_bytes()


def test_windows_and_macos_icons_hold_pngs():
    ico = (PACKAGING / "icons" / "crib-qt.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind) == (0, 1)
    sizes = sorted(ico[6 + 16 * i] or 256 for i in range(count))
    assert sizes == [16, 24, 32, 48, 64, 128, 256]
    icns = (PACKAGING / "icons" / "crib-qt.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    types, offset = [], 8
    while offset < len(icns):
        kind, length = icns[offset:offset + 4], struct.unpack(">I", icns[offset + 4:offset + 8])[0]
        assert icns[offset + 8:offset + 16] == b"\x89PNG\r\n\x1a\n"
        types.append(kind)
        offset += length
    assert types == [b"icp4", b"icp5", b"icp6", b"ic07", b"ic08", b"ic09"]


def test_the_application_has_the_icon_and_names(tmp_path):
    code = ("from crib_qt.app import create_application\n"
            "app = create_application(['crib-qt'])\n"
            "sizes = [s.width() for s in app.windowIcon().availableSizes()]\n"
            "print(app.applicationDisplayName(), app.desktopFileName(), sizes)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=_env(),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"Cribbage {APP_ID} {list(SIZES)}"
