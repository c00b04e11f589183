#!/usr/bin/env bash
# The soak run of docs/RELIABILITY.md: `ratscrew-sim simulate --check`
# (RULES.md invariants after every action) over every preset and over a
# million games at random tables (random rule combinations, 2-8 players,
# random bot levels). Exits non-zero on the first run with a violation.
#   scripts/soak.sh [BUILD_DIR] [GAMES_PER_PRESET] [VARIED_GAMES]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
per_preset=${2:-100000}
varied=${3:-1000000}
sim="$build/sim/ratscrew-sim"
[ -x "$sim" ] || { echo "soak: no $sim; build first (scripts/quickstart test)" >&2; exit 2; }

printf "%-16s %7s %8s %11s %11s %8s %6s\n" run players games actions violations seconds draws
run() { # name, then simulate options
    local name=$1
    shift
    local json
    json=$("$sim" simulate --check --json --seed 20261121 "$@") || {
        echo "soak: $name: invariant violated" >&2
        exit 1
    }
    python3 - "$name" "$json" <<'PY'
import json, sys
name, d = sys.argv[1], json.loads(sys.argv[2])
print(f"{name:<16} {d['players'] if d['preset'] != 'varied' else '2-8':>7} {d['games']:>8} {d['actions']:>11} "
      f"{d['violations']:>11} {d['elapsed_s']:>8.1f} {d['draws']:>6}")
PY
}
for preset in house bicycle slaps slaps_advanced classic slaps_full; do
    for players in 2 4 8; do
        run "$preset" --preset "$preset" --players "$players" --games $((per_preset / 3)) \
            --bots "$(python3 -c "import sys; l=['beginner','easy','normal','hard','expert']; print(','.join(l[i % 5] for i in range($players)))")"
    done
done
run varied --vary-tables --games "$varied"
