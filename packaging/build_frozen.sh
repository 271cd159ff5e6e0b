#!/usr/bin/env bash
# Build crib-qt as a frozen one-folder app with PyInstaller (packaging/crib-qt.spec) on Linux,
# run it with --smoke, and pack it as a .tar.gz.
#
#     packaging/build_frozen.sh [OUTDIR]        # default OUTDIR: build/frozen (git-ignored)
#
# Everything happens in OUTDIR: a private virtual environment with a freshly built wheel of
# the game and PyInstaller (never added to the game's dependencies), PyInstaller's work
# folder, and the results:
#     OUTDIR/dist/crib-qt/crib-qt                 the app (run it; keep the folder together)
#     OUTDIR/crib-qt-<version>-linux-<arch>.tar.gz
# Needs python3 (3.10 or newer, with venv) and the package index; PYTHON=... picks another
# interpreter. The smoke test runs offscreen, so no display is needed. The same spec builds
# on Windows and macOS (see its header); this script is for Linux.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=$(mkdir -p "${1:-$ROOT/build/frozen}" && cd "${1:-$ROOT/build/frozen}" && pwd)
PYTHON=${PYTHON:-python3}
PYINSTALLER_SPEC=${PYINSTALLER_SPEC:-"pyinstaller>=6.6,<7"}
started=$(date +%s)

step() { printf '\n== %s (%ss)\n' "$*" "$(( $(date +%s) - started ))"; }

step "virtual environment in $OUT/venv"
rm -rf "$OUT/venv" "$OUT/wheel" "$OUT/work" "$OUT/dist"
"$PYTHON" -m venv "$OUT/venv"
VPY="$OUT/venv/bin/python"

step "wheel of the game (compiles the translations)"
"$VPY" -m pip wheel -q --no-deps -w "$OUT/wheel" "$ROOT"
wheel=$(ls "$OUT"/wheel/crib_qt-*.whl)

step "install $(basename "$wheel") and $PYINSTALLER_SPEC"
"$VPY" -m pip install -q "$wheel" "$PYINSTALLER_SPEC"

step "PyInstaller"
# From OUTDIR, not the source tree: the spec must see the installed crib_qt.
(cd "$OUT" && "$VPY" -m PyInstaller --noconfirm --log-level WARN \
    --distpath "$OUT/dist" --workpath "$OUT/work" "$ROOT/packaging/crib-qt.spec")

app="$OUT/dist/crib-qt/crib-qt"
step "smoke test of the frozen app"
version=$(cd "$OUT" && "$app" --version)
echo "$version"
[ "$version" = "crib-qt $("$VPY" -c 'from importlib.metadata import version; print(version("crib-qt"))')" ]
(cd "$OUT" && QT_QPA_PLATFORM=offscreen "$app" --smoke)
# The frozen app is also the computer's process (crib_qt.decision_server): a hint question
# about a new game (whose first action is a cut) must come back as one of its cuts.
answer=$(cd "$OUT" && "$VPY" -c '
import json
from crib_qt.decision_protocol import encode, hint_question
from crib_qt.rules import new_game
print(encode(hint_question(1, new_game(7))).decode(), end="")' | "$app" --decision-server)
echo "decision server: $answer"
case "$answer" in '{"id":1,"action":["cut_for_deal",'*) ;; *) exit 1 ;; esac

step "archive"
arch=$(uname -m)
tarball="$OUT/crib-qt-${version#crib-qt }-linux-$arch.tar.gz"
tar -C "$OUT/dist" -czf "$tarball" crib-qt

elapsed=$(( $(date +%s) - started ))
echo
echo "frozen app:  $OUT/dist/crib-qt/ ($(du -sh "$OUT/dist/crib-qt" | cut -f1), $(find "$OUT/dist/crib-qt" -type f | wc -l) files)"
echo "archive:     $tarball ($(du -sh "$tarball" | cut -f1))"
echo "build time:  ${elapsed}s"
