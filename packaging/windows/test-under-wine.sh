#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Install test of the Windows installer under Wine, on a virtual screen
# (Xvfb): a fresh Wine prefix, the installer run silently, the game started,
# played (Space and S), closed and started again with what it saved, the
# simulator run on a rules vector, and the silent uninstall.
#
#   packaging/windows/test-under-wine.sh [INSTALLER]
#
# INSTALLER defaults to the newest ratscrew-*-win64.exe that
# packaging/windows/cross-build.sh made in $RATSCREW_WIN_CACHE/game.
# Installs what it lacks with apt (wine64, xvfb, xdotool, imagemagick,
# python3; needs root or sudo). Takes one to two minutes.
#
# Environment:
#   RATSCREW_WIN_CACHE=DIR   as for cross-build.sh (default ~/.cache/ratscrew-win)
#   RATSCREW_WINE_KEEP=1     leave the Wine prefix and the screenshots in
#                            place (their folder is printed); a failure
#                            always leaves them, with shot-failed.png
#
# Screenshots: shot-1-played.png (the table after Space and S) and
# shot-2-resume.png (the second start, asking to play on) in the work
# folder, which is printed; with RATSCREW_WINE_SHOTS=DIR they are copied to DIR.
#
# Exit status 0 when every check passed; otherwise one line
# "test-under-wine: FAIL: <what>" on standard error and status 1.

set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
cache=${RATSCREW_WIN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ratscrew-win}

say() { printf '== [%s] %s\n' "$(date -u +%H:%M:%S)" "$*"; }
failed=0
fail() {
    printf 'test-under-wine: FAIL: %s\n' "$*" >&2
    failed=1
    exit 1
}

installer=${1:-$(find "$cache/game" -maxdepth 1 -name 'ratscrew-*-win64.exe' -printf '%T@ %p\n' 2> /dev/null |
    sort -rn | head -n1 | cut -d' ' -f2-)}
if [ -z "$installer" ] || [ ! -f "$installer" ]; then
    fail "no installer (run packaging/windows/cross-build.sh first, or name one)"
fi
installer=$(realpath "$installer")

# --- tools ------------------------------------------------------------------
missing=()
for p in wine64 xvfb xdotool imagemagick python3 x11-utils; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]}"
    if [ "$(id -u)" -eq 0 ]; then sudo=(); else sudo=(sudo); fi
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null ||
        fail "apt-get could not install ${missing[*]}"
fi
wine=/usr/lib/wine/wine64
[ -x "$wine" ] || wine=$(command -v wine64 || command -v wine) || fail "no wine64"
wineserver=/usr/lib/wine/wineserver64
[ -x "$wineserver" ] || wineserver=$(command -v wineserver) || fail "no wineserver"

# --- a fresh prefix on a fresh screen ----------------------------------------
work=$(mktemp -d /var/tmp/ratscrew-wine.XXXXXX)
export WINEPREFIX="$work/prefix" WINEARCH=win64 WINEDEBUG=-all
# No Mono or Gecko download prompts: the game needs neither.
export WINEDLLOVERRIDES="mscoree,mshtml="
xvfb_pid=""
cleanup() {
    # A failure keeps the screen as it was, and the work folder.
    if [ "$failed" = 1 ] && [ -n "$xvfb_pid" ]; then
        import -window root "$work/shot-failed.png" 2> /dev/null || true
    fi
    "$wineserver" -k 2>/dev/null || true
    if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2> /dev/null || true; fi
    if [ "${RATSCREW_WINE_KEEP:-0}" = 1 ] || [ "$failed" = 1 ]; then
        echo "kept: $work (screenshots shot-*.png, the game's output run-*.log)"
    else
        rm -rf "$work"
    fi
}
trap cleanup EXIT

display=""
for n in $(seq 91 120); do
    if [ ! -e "/tmp/.X11-unix/X$n" ] && [ ! -e "/tmp/.X$n-lock" ]; then
        display=":$n"
        break
    fi
done
[ -n "$display" ] || fail "no free X display number"
Xvfb "$display" -screen 0 1280x800x24 -nolisten tcp > "$work/xvfb.log" 2>&1 &
xvfb_pid=$!
export DISPLAY=$display
for _ in $(seq 50); do xdpyinfo > /dev/null 2>&1 && break; sleep 0.1; done
xdpyinfo > /dev/null 2>&1 || fail "Xvfb did not start on $display (see $work/xvfb.log)"

say "a fresh Wine prefix in $work/prefix (the first start takes a while)"
"$wine" wineboot --init > "$work/wineboot.log" 2>&1 || fail "wineboot failed (see $work/wineboot.log)"
"$wineserver" -w

# Windows' folders as Wine maps them.
winpath() { "$wine" winepath -u "$1" 2> /dev/null | tr -d '\r'; }
program_files=$(winpath 'C:\Program Files')
appdata=$(winpath "$("$wine" cmd /c echo %APPDATA% 2>/dev/null | tr -d '\r')")
[ -d "$appdata" ] || fail "the prefix has no %APPDATA% folder ($appdata)"

# --- install ----------------------------------------------------------------
say "installing $(basename "$installer") silently (/S)"
"$wine" "$installer" /S > "$work/install.log" 2>&1 || fail "the installer exited with status $?"
"$wineserver" -w
app_dir="$program_files/Ratscrew"
exe="$app_dir/bin/ratscrew.exe"
[ -f "$exe" ] || fail "no $exe after the silent install"
[ -f "$app_dir/bin/ratscrew-sim.exe" ] || fail "no ratscrew-sim.exe after the silent install"
uninstaller=$(find "$app_dir" -maxdepth 1 -iname 'Uninstall*.exe' | head -n1)
[ -n "$uninstaller" ] || fail "no uninstaller in $app_dir"
shortcut=$(find "$WINEPREFIX/drive_c" -ipath '*/Start Menu/Programs/Ratscrew/Ratscrew.lnk' | head -n1)
[ -n "$shortcut" ] || fail "no Start-menu shortcut Ratscrew\\Ratscrew.lnk"
[ -n "$(find "$(dirname "$shortcut")" -iname 'Uninstall*.lnk')" ] || fail "no Start-menu shortcut to the uninstaller"
"$wine" reg query 'HKLM\Software\Microsoft\Windows\CurrentVersion\Uninstall' /s 2> /dev/null | tr -d '\r' |
    grep -q 'DisplayName.*Ratscrew' || fail "no entry in Apps (the Uninstall registry key)"
echo "installed: $app_dir ($(du -sh "$app_dir" | cut -f1)), shortcuts in $(dirname "$shortcut")"

# --- play -------------------------------------------------------------------
data="$appdata/Ratscrew/ratscrew"
resume="$data/records/resume.json"
database="$data/ratscrew.sqlite"

# record_has EXPR: a Python expression over the record r (resume.json) is true.
record_has() {
    python3 - "$resume" "$1" << 'EOF' 2> /dev/null
import json, sys
try:
    with open(sys.argv[1], encoding="utf-8") as f:
        r = json.load(f)
except (OSError, ValueError):
    sys.exit(1)
plays = sum(1 for a in r["actions"] if a[1] == "play")
slaps_by = [a[2] for a in r["actions"] if a[1] == "slap"]
sys.exit(0 if eval(sys.argv[2]) else 1)
EOF
}
holds_within() { # seconds command…: whether the command succeeds within that time
    local seconds=$1
    shift
    for _ in $(seq $((seconds * 4))); do
        "$@" && return 0
        sleep 0.25
    done
    return 1
}
wait_for() { # seconds description command…
    local seconds=$1 what=$2
    shift 2
    holds_within "$seconds" "$@" || fail "$what (waited ${seconds} s)"
}
# (No window is no error: under set -e and pipefail, xdotool's status 1 would end
# the script without a word.)
main_window() { xdotool search --onlyvisible --name '^Ratscrew$' 2> /dev/null | head -n1 || true; }
focus() { # window-name-regex
    local w
    w=$(xdotool search --onlyvisible --name "$1" 2> /dev/null | head -n1 || true)
    [ -n "$w" ] || fail "no window named $1 (did ratscrew.exe end? see $work/run-*.log)"
    timeout 10 xdotool windowfocus --sync "$w" || fail "cannot focus the window $1 (waited 10 s)"
}
has_window() { [ -n "$(xdotool search --onlyvisible --name "$1" 2> /dev/null)" ]; }
no_window() { ! has_window "$1"; }
# press_until seconds window-regex key description command…: presses the
# key in the window until the command succeeds, again every 12 s (a key can
# land while Wine's window is still busy; the game saves its record every
# 5 s, so one press has that long to show).
press_until() {
    local seconds=$1 window=$2 key=$3 what=$4
    shift 4
    local deadline=$((SECONDS + seconds))
    while [ "$SECONDS" -lt "$deadline" ]; do
        "$@" && return 0
        focus "$window"
        xdotool key "$key"
        holds_within 12 "$@" && return 0
    done
    fail "$what (waited ${seconds} s)"
}
shot() { import -window root "$work/$1" || fail "no screenshot $1"; }
start_game() { # log-file arguments…
    local log=$1
    shift
    (cd "$work" && "$wine" "$exe" "$@" > "$log" 2>&1 &)
    wait_for 90 "ratscrew.exe showed no window (see $log)" has_window '^Ratscrew$'
}
# This prefix's game only (another run's may be on the machine).
game_stopped() { ! game_running; }
game_running() { pgrep -f "^$(printf '%s' "$WINEPREFIX" | sed 's/[.[\*^$]/\\&/g')/.*ratscrew\.exe" > /dev/null; }
quit_game() { # Ctrl+Q, pressed again every 10 s (a key can land while the window is busy)
    local w
    for _ in 1 2 3 4 5 6; do
        w=$(main_window)
        [ -n "$w" ] && timeout 10 xdotool windowfocus --sync "$w" && xdotool key ctrl+q
        if holds_within 10 game_stopped; then
            # Until Wine has let go of the process too, its program files
            # stay in use (an uninstall then leaves them behind).
            timeout 60 "$wineserver" -w || fail "Wine did not settle after ratscrew.exe quit (waited 60 s)"
            return 0
        fi
    done
    fail "ratscrew.exe did not quit on Ctrl+Q (waited 60 s)"
}

say "first start: a seeded deal, Space, S"
# Deal 1 of the default table (you and three bots): Bea and Cal play
# first, then the game waits for you.
start_game "$work/run-1.log" --seed 1 --no-sound
wait_for 60 "the bots did not play the deal's first two cards (no resume.json with 2 plays)" record_has 'plays == 2'
shot shot-0-start.png
press_until 40 '^Ratscrew$' space "Space did not play your card" record_has 'plays >= 3'
press_until 40 '^Ratscrew$' s "S did not slap" record_has '0 in slaps_by'
sleep 1
shot shot-1-played.png
quit_game

say "what the first start kept"
"$wine" reg query 'HKCU\Software\Ratscrew\ratscrew\window' 2> /dev/null | tr -d '\r' | grep -q geometry ||
    fail "no settings in the registry (HKCU\\Software\\Ratscrew\\ratscrew)"
[ -f "$database" ] || fail "no statistics file $database"
counts=$(python3 - "$database" << 'EOF'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
print(db.execute("select count(*) from games").fetchone()[0], db.execute("select count(*) from slaps").fetchone()[0])
EOF
) || fail "the statistics file cannot be read"
read -r games slaps <<< "$counts"
if [ "$games" -lt 1 ] || [ "$slaps" -lt 1 ]; then
    fail "the statistics hold $games games and $slaps slaps, not the game just played"
fi
[ -f "$resume" ] || fail "no resume.json after closing a game that was not over"
ls "$data/records/"*-1.json > /dev/null 2>&1 || fail "no record of deal 1 in $data/records"
printf '%s\n' "settings: HKCU\\Software\\Ratscrew\\ratscrew; statistics: %APPDATA%\\Ratscrew\\ratscrew\\ratscrew.sqlite ($games game, $slaps slap)"

say "second start: with the saved settings (your name changed in them) and the game left"
"$wine" reg add 'HKCU\Software\Ratscrew\ratscrew\players' /v name /t REG_SZ /d 'Wine Tester' /f > /dev/null 2>&1 ||
    fail "cannot change the settings in the registry"
start_game "$work/run-2.log" --no-sound
wait_for 60 "the second start did not offer the game left (no Resume question)" has_window '^Resume'
shot shot-2-resume.png
press_until 40 '^Resume' Escape "the Resume question did not take Escape (No: a new game)" no_window '^Resume'
# The new game is saved once someone has played in it: the bots, or you
# when the deal starts with you.
new_game_seats_name() { record_has 'r["players"][0]["name"] == "Wine Tester" and plays >= 1'; }
holds_within 15 new_game_seats_name ||
    press_until 40 '^Ratscrew$' space "the new game does not seat 'Wine Tester' from the settings" new_game_seats_name
quit_game
games2=$(python3 -c 'import sqlite3,sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from games").fetchone()[0])' "$database")
[ "$games2" -ge "$games" ] || fail "the statistics lost games at the second start ($games, then $games2)"

# --- the simulator ----------------------------------------------------------
say "ratscrew-sim.exe script on rules vectors"
sim_dir="$work/vectors"
mkdir -p "$sim_dir"
for vector in p-house-2p t-time-up-tie-2p; do
    file="$repo/tests/data/rules-vectors/$vector.json"
    [ -f "$file" ] || fail "no rules vector $file"
    cp "$file" "$sim_dir/"
    (cd "$sim_dir" && "$wine" "$app_dir/bin/ratscrew-sim.exe" script "$vector.json" > "$vector.out" 2> "$vector.err") ||
        fail "ratscrew-sim.exe script $vector.json exited with an error: $(head -c 300 "$sim_dir/$vector.err")"
    python3 - "$sim_dir/$vector.out" "$repo/tests/data/rules-vectors/$vector.expected.jsonl" << 'EOF' ||
import json, sys
got = open(sys.argv[1], "rb").read().decode("utf-8")
want = open(sys.argv[2], "rb").read().decode("utf-8")
# Console output on Windows ends its lines with CR LF.
got_lines = got.replace("\r\n", "\n").splitlines()
want_lines = want.splitlines()
if len(got_lines) != len(want_lines):
    sys.exit(f"{len(got_lines)} lines, expected {len(want_lines)}")
for n, (g, w) in enumerate(zip(got_lines, want_lines), 1):
    if json.loads(g) != json.loads(w):
        sys.exit(f"line {n} differs: {g[:200]}")
print("  same events; line ends:", "CR LF" if "\r\n" in got else "LF")
EOF
        fail "ratscrew-sim.exe script $vector.json did not print $vector.expected.jsonl"
    echo "  $vector: $(wc -l < "$sim_dir/$vector.out") lines as expected"
done

# --- uninstall --------------------------------------------------------------
say "uninstalling silently (/S)"
"$wine" "$uninstaller" /S > "$work/uninstall.log" 2>&1 || fail "the uninstaller exited with status $?"
"$wineserver" -w
# The NSIS uninstaller copies itself to %TEMP% and runs from there.
for _ in $(seq 60); do [ -e "$exe" ] || break; sleep 0.5; done
[ ! -e "$exe" ] || fail "ratscrew.exe is still there after the uninstall"
[ -z "$(find "$WINEPREFIX/drive_c" -ipath '*/Start Menu/Programs/Ratscrew/*.lnk')" ] ||
    fail "Start-menu shortcuts left after the uninstall"
if [ -n "${RATSCREW_WINE_SHOTS:-}" ]; then
    mkdir -p "$RATSCREW_WINE_SHOTS"
    cp "$work"/shot-*.png "$RATSCREW_WINE_SHOTS/"
    echo "screenshots: $RATSCREW_WINE_SHOTS"
fi
say "all checks passed"
