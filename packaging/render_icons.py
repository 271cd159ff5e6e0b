"""Render the app icon's PNGs (and the Windows .ico and macOS .icns) from its SVG.

    python packaging/render_icons.py

The one source is packaging/icons/hicolor/scalable/apps/<APP_ID>.svg. This writes,
all committed:

- packaging/icons/hicolor/<N>x<N>/apps/<APP_ID>.png for N in SIZES (the freedesktop
  hicolor sizes; installed by packaging/desktop_integration.py, packed in the wheel);
- resources/icons/<APP_ID>.svg, a copy the game loads for its window icon;
- packaging/icons/crib-qt.ico (Windows) and packaging/icons/crib-qt.icns (macOS),
  PNG-compressed containers used by the PyInstaller spec.

Rendering uses Qt's QSvgRenderer (SVG Tiny 1.2), the renderer the game itself uses,
so keep the SVG to that profile: no filters, no CSS, no text.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.cribqt.CribQt"
HICOLOR = ROOT / "packaging" / "icons" / "hicolor"
SVG = HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg"
RESOURCE_SVG = ROOT / "resources" / "icons" / f"{APP_ID}.svg"
ICO = ROOT / "packaging" / "icons" / "crib-qt.ico"
ICNS = ROOT / "packaging" / "icons" / "crib-qt.icns"

#: The freedesktop hicolor theme's fixed sizes.
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: icns chunk types that hold PNG data, by pixel size.
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}


def png_path(size: int) -> Path:
    return HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def render_png(renderer, size: int) -> bytes:
    """The icon at `size` x `size` pixels as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing |
                           QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG"):
        raise RuntimeError(f"cannot encode the {size} px icon as PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (Windows Vista and later read them)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data),
                               offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG images."""
    chunks = b"".join(ICNS_TYPES[size] + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                      for size in sorted(pngs))
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"render_icons: {SVG} is not an SVG Qt can read", file=sys.stderr)
        return 1
    pngs = {}
    for size in sorted(set(SIZES) | set(ICO_SIZES) | set(ICNS_TYPES)):
        pngs[size] = render_png(renderer, size)
    for size in SIZES:
        path = png_path(size)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(pngs[size])
        print(path.relative_to(ROOT))
    RESOURCE_SVG.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(SVG, RESOURCE_SVG)
    print(RESOURCE_SVG.relative_to(ROOT))
    ICO.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    print(ICO.relative_to(ROOT))
    ICNS.write_bytes(icns_bytes({size: pngs[size] for size in ICNS_TYPES}))
    print(ICNS.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
