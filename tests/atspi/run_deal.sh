#!/usr/bin/env bash
# A screen reader's way through one deal (issue 16), run by .ci/run: the game under Xvfb
# with its own D-Bus session and AT-SPI bus, and tests/atspi/deal_client.py under
# Debian's /usr/bin/python3 (where pyatspi imports) reading the table and playing a whole
# deal (the cuts, the discard, the play, the show) by AT-SPI actions alone, hearing the
# announcements.
#
# Usage: tests/atspi/run_deal.sh [python-with-crib-qt]   (default: python)
# Needs the Debian packages at-spi2-core, dbus, python3-pyatspi, xvfb and xdotool.
# With ORCA_LOG=file, Orca also runs against the game and its speech is written there.
set -euo pipefail
cd "$(dirname "$0")/../.."
game_python=${1:-python}
keep_work=${CRIB_ATSPI_WORK:+yes}  # a work directory given is kept, with the logs
export CRIB_ATSPI_WORK=${CRIB_ATSPI_WORK:-$(mktemp -d)}
work=$CRIB_ATSPI_WORK
for tool in Xvfb dbus-run-session xdotool /usr/libexec/at-spi-bus-launcher; do
    command -v "$tool" >/dev/null || { echo "atspi: $tool is missing" >&2; exit 1; }
done

# Xvfb picks a free display itself and writes its number (others may run Xvfb too)
Xvfb -displayfd 3 -screen 0 1366x768x24 -nolisten tcp 3>"$work/display" >"$work/xvfb.log" 2>&1 &
xvfb_pid=$!
trap 'kill "$xvfb_pid" 2>/dev/null || true; [ -n "$keep_work" ] || rm -rf "$work"' EXIT
for _ in $(seq 100); do
    [ -s "$work/display" ] && break
    sleep 0.1
done
export DISPLAY=":$(head -n 1 "$work/display" 2>/dev/null)"
xdotool getdisplaygeometry >/dev/null || { echo "atspi: Xvfb did not start" >&2; exit 1; }

# animations off, so the deal is not paced at a person's speed
mkdir -p "$work/config/crib-qt"
printf '[view]\nanimationSpeed=off\n[play]\nautoContinueSeconds=0\n' >"$work/config/crib-qt/crib-qt.conf"

dbus-run-session -- bash tests/atspi/in_session.sh "$game_python"
