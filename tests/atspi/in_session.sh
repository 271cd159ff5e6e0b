#!/usr/bin/env bash
# Inside run_deal.sh's own D-Bus session: the AT-SPI bus, the game, then the client.
set -euo pipefail
game_python=$1
work=$CRIB_ATSPI_WORK
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT

/usr/libexec/at-spi-bus-launcher --launch-immediately >"$work/bus.log" 2>&1 &
pids+=($!)
for _ in $(seq 100); do
    dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
        org.a11y.Bus.GetAddress >/dev/null 2>&1 && break
    sleep 0.1
done

QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb LANG=C.UTF-8 LANGUAGE=en \
    XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" \
    "$game_python" -m crib_qt --seed 16 >"$work/game.log" 2>&1 &
game=$!
pids+=($game)

# no window manager: give the window the X focus, or a screen reader ignores its events
window=""
for _ in $(seq 150); do
    # --onlyvisible: mapped, or X refuses it the focus (BadMatch)
    window=$(xdotool search --onlyvisible --name '^Cribbage$' 2>/dev/null | head -n 1) &&
        [ -n "$window" ] && break
    kill -0 "$game" 2>/dev/null || { echo "atspi: the game stopped:" >&2; cat "$work/game.log" >&2; exit 1; }
    sleep 0.2
done
[ -n "$window" ] || { echo "atspi: no game window within 30 s" >&2; cat "$work/game.log" >&2; exit 1; }
focused=""
for _ in $(seq 50); do
    xdotool windowfocus --sync "$window" >/dev/null 2>&1 &&
        [ "$(xdotool getwindowfocus 2>/dev/null)" = "$window" ] && focused=yes && break
    sleep 0.1
done
[ -n "$focused" ] || { echo "atspi: the game window never took the X focus" >&2; exit 1; }

if [ -n "${ORCA_LOG:-}" ]; then
    # Orca with its own speech-dispatcher, whose audio goes to libao's null driver (with no
    # sound device it would wait for one); Orca's debug file logs each "SPEECH OUTPUT".
    # Debugging, Orca logs each event's source with its path of indexes in its parents
    # (debug.getAccessibleDetails, pyatspi.getPath): for a table's scroll bar that asks the
    # QTableView for the index of the bar's container, a plain QWidget child that Qt's
    # QAccessibleTable does not count among its children (cells and headers only), and the
    # game's log shows "WARNING QAccessibleTable::indexOfChild Fix my children...
    # QAccessible::Client" (Qt's itemviews.cpp), 14 times when Ctrl+L shows the score log
    # (play-test 34, finding 13). Orca without --debug-file asks for no such path: none
    # (session 35, the same keys).
    orca_home="$work/orca"
    # One such run at a time: `orca --replace` ends every Orca of this user, in any D-Bus
    # session, and without it a second Orca refuses to start; a run waits here for the
    # one before to end (the lock is held until this script exits)
    exec 9>"${TMPDIR:-/tmp}/crib-qt-orca.lock"
    flock 9
    mkdir -p "$orca_home/config" "$orca_home/prefs" "$orca_home/run"
    chmod 700 "$orca_home/run"
    cp -r /etc/speech-dispatcher "$orca_home/config/"
    sed -i 's/^# AudioOutputMethod "pulse"/AudioOutputMethod "libao"/' \
        "$orca_home/config/speech-dispatcher/speechd.conf"
    echo "default_driver=null" >"$orca_home/.libao"
    HOME="$orca_home" XDG_CONFIG_HOME="$orca_home/config" XDG_RUNTIME_DIR="$orca_home/run" \
        orca --replace --disable braille --user-prefs "$orca_home/prefs" \
        --debug-file="$ORCA_LOG" >"$work/orca.log" 2>&1 &
    pids+=($!)
    sleep 5
fi

status=0
timeout 180 /usr/bin/python3 tests/atspi/deal_client.py || status=$?
if [ "$status" -ne 0 ]; then
    echo "atspi: the client failed ($status); the game said:" >&2
    cat "$work/game.log" >&2
fi
exit "$status"
