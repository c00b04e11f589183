#!/usr/bin/env bash
# The `match` bot level against simulated people of several speeds
# (docs/BOTS.md, "Match my speed"). Each run lets the match bot learn from
# 200 reaction times of the person (a new sample per seed, as the app keeps
# re-learning from the person's latest slaps) and plays GAMES games; the
# person's win rate is given over all runs, with the lowest and highest run.
#   scripts/match-experiment.sh [BUILD_DIR] [RUNS] [GAMES]
set -euo pipefail
build=${1:-build}
runs=${2:-40}
games=${3:-2000}
sim="$build/sim/ratscrew-sim"
people=("custom:810:0.30:0.200:0.0200:900" "custom:700:0.30:0.200:0.0200:900" beginner easy normal hard expert
    "custom:350:0.22:0.048:0.0026:540")
printf '%-36s %8s %8s %8s\n' "person" "win %" "lowest" "highest"
for person in "${people[@]}"; do
    for seed in $(seq 1 "$runs"); do
        "$sim" simulate --players 2 --bots "$person,match" --games "$games" --seed "$seed" --threads 2 --json |
            python3 -c 'import json, sys; print(json.load(sys.stdin)["wins"][0])'
    done | awk -v g="$games" -v p="$person" '
        { w = $1 * 100 / g; s += w; n++; if (n == 1 || w < lo) lo = w; if (n == 1 || w > hi) hi = w }
        END { printf "%-36s %8.1f %8.1f %8.1f\n", p, s / n, lo, hi }'
done
