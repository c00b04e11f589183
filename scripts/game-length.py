#!/usr/bin/env python3
"""Measures how long games last with ratscrew-sim and rewrites its table in docs/BOTS.md.

Usage: scripts/game-length.py [--sim build/sim/ratscrew-sim] [--games 300] [--seed 5]
                              [--threads 2] [--limit 30]

For every preset at 2, 4 and 8 seats of `normal` bots, two runs:
without a time limit and with `--time-limit LIMIT` (docs/RULES.md §11.4).
The table shows the game length on the bots' clock (p50 and p95 minutes),
the share of games that reached the draw limit (`--max-plays`, 100,000
plays by default) and, with the limit, the share that ended on time. The
part of docs/BOTS.md between the GAME LENGTH markers is replaced. Each run
is started with `nice -n 10`.
"""
import argparse
import json
import pathlib
import subprocess
import textwrap

PRESETS = ["house", "bicycle", "slaps", "slaps_advanced", "classic", "slaps_full"]
SEATS = [2, 4, 8]


def command(sim, preset, players, games, seed, threads, limit):
    args = ["nice", "-n", "10", sim, "simulate", "--preset", preset, "--players", str(players),
            "--bots", "normal", "--games", str(games), "--seed", str(seed), "--threads", str(threads), "--json"]
    if limit:
        args += ["--time-limit", str(limit)]
    return args


def run(args):
    return json.loads(subprocess.run(args, check=True, capture_output=True, text=True).stdout)


def percent(part, whole):
    return f"{100 * part / whole:.0f} %"


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser()
    parser.add_argument("--sim", default=str(root / "build/sim/ratscrew-sim"))
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--limit", type=int, default=30)
    args = parser.parse_args()

    lines = [
        f"| preset | seats | p50 min | p95 min | at max_plays | p50 min ({args.limit}') | p95 min ({args.limit}') "
        f"| ended on time ({args.limit}') | at max_plays ({args.limit}') |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for preset in PRESETS:
        for players in SEATS:
            free = run(command(args.sim, preset, players, args.games, args.seed, args.threads, 0))
            timed = run(command(args.sim, preset, players, args.games, args.seed, args.threads, args.limit))
            games = free["games"]
            on_time = timed["time_up"]["won"] + timed["time_up"]["drawn"]
            lines.append(
                f"| `{preset}` | {players} | {free['minutes']['p50']:.1f} | {free['minutes']['p95']:.1f} "
                f"| {percent(free['draws_at_max_plays'], games)} "
                f"| {timed['minutes']['p50']:.1f} | {timed['minutes']['p95']:.1f} "
                f"| {percent(on_time, games)} | {percent(timed['draws_at_max_plays'], games)} |")
            print(lines[-1], flush=True)
    table = "\n".join(lines)
    note = (f"{args.games} games per run, `normal` bots at every seat, `--seed {args.seed}`, the draw limit at "
            f"its default (`--max-plays 100000`); made by `scripts/game-length.py`, which runs for each row "
            f"`nice -n 10 ratscrew-sim simulate --preset PRESET --players N --bots normal --games {args.games} "
            f"--seed {args.seed} --threads {args.threads} --json`, once as it is and once with "
            f"`--time-limit {args.limit}`. Minutes are game time on the bots' clock.")
    note = "\n\n" + textwrap.fill(note, width=110) + "\n"

    page = root / "docs/BOTS.md"
    text = page.read_text()
    start, end = "<!-- GAME LENGTH START -->", "<!-- GAME LENGTH END -->"
    before, rest = text.split(start, 1)
    _, after = rest.split(end, 1)
    page.write_text(before + start + "\n" + table + note + end + after)


if __name__ == "__main__":
    main()
