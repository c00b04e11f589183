#!/usr/bin/env python3
"""Measures the bot ladder with ratscrew-sim and rewrites its table in docs/BOTS.md.

Usage: scripts/bot-ladder.py [--sim build/sim/ratscrew-sim] [--games 2000] [--seed 1]

For every preset, each level plays the level below it (and expert plays
beginner) in 2-player games; the table shows how often the stronger bot
wins. The part of docs/BOTS.md between the LADDER markers is replaced.
"""
import argparse
import textwrap
import json
import pathlib
import subprocess

LEVELS = ["beginner", "easy", "normal", "hard", "expert"]
PRESETS = ["house", "bicycle", "slaps", "slaps_advanced", "classic", "slaps_full"]
PAIRS = [(LEVELS[i + 1], LEVELS[i]) for i in range(4)] + [("expert", "beginner")]


def win_rate(sim, preset, strong, weak, games, seed):
    out = subprocess.run(
        [sim, "simulate", "--players", "2", "--preset", preset, "--bots", f"{strong},{weak}",
         "--games", str(games), "--seed", str(seed), "--json"],
        check=True, capture_output=True, text=True).stdout
    result = json.loads(out)
    return result["wins"][0] / result["games"], result["draws"], result["plays"]["median"]


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    parser = argparse.ArgumentParser()
    parser.add_argument("--sim", default=str(root / "build/sim/ratscrew-sim"))
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    header = "| preset | " + " | ".join(f"{s} vs {w}" for s, w in PAIRS) + " | median plays |"
    lines = [header, "|---" * (len(PAIRS) + 2) + "|"]
    for preset in PRESETS:
        cells, medians = [], []
        for strong, weak in PAIRS:
            rate, draws, median = win_rate(args.sim, preset, strong, weak, args.games, args.seed)
            cells.append(f"{100 * rate:.1f} %" + (f" ({draws} draws)" if draws else ""))
            medians.append(median)
        lines.append(f"| `{preset}` | " + " | ".join(cells) + f" | {min(medians):.0f}–{max(medians):.0f} |")
    table = "\n".join(lines)
    note = (f"\n\nWin rate of the first-named (stronger) level; {args.games} two-player games per cell, "
            f"`--seed {args.seed}`, made by `scripts/bot-ladder.py` (measured again for the second edition of the "
            f"rules: late slaps, misslaps counted per card, the misslapper leads and sitting out in `slaps*`, "
            f"`house` runs with a low ace, `classic` without sandwiches; `slaps_full` is `slaps_advanced` with "
            f"the calls, where two players can split but never stick).")
    note = "\n\n" + textwrap.fill(note.strip(), width=110) + "\n"

    page = root / "docs/BOTS.md"
    text = page.read_text()
    start, end = "<!-- LADDER START -->", "<!-- LADDER END -->"
    before, rest = text.split(start, 1)
    _, after = rest.split(end, 1)
    page.write_text(before + start + "\n" + table + note + end + after)
    print(table)


if __name__ == "__main__":
    main()
