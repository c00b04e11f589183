#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# make-sounds.sh - synthesise Ratscrew's sound effects with SoX.
#
# Writes next to this script:
#   flip.wav     a card flicked onto the table (80 ms): a crisp band-limited
#                noise burst that dies away fast
#   slap.wav     a hand slapping the pile (160 ms): a low falling thump, a
#                sharp noise crack at the start and a short mid-range smack
#   misslap.wav  a wrong slap (320 ms): a dull, muffled slap followed by a
#                low buzzing "bonk" that slides down in pitch
#
# All three are 16-bit PCM WAV, mono, 44100 Hz, peak-normalised to -3 dBFS,
# with 5 ms fades at both ends so they never click.
#
# Reproducibility: the noise comes from SoX's `synth ... noise`, which is
# random. Every SoX call here runs with -R ("repeatable"), which seeds SoX's
# random generators (noise and dither) with a fixed value, so the same SoX
# version gives byte-identical files. Another SoX version may produce
# slightly different (but equivalent-sounding) noise: the committed WAVs are
# the reference.
#
# Needs: sox (Debian/Ubuntu: apt-get install sox). Tested with SoX 14.4.2.
# Usage: resources/sounds/make-sounds.sh

set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

RATE=44100

# Intermediate layers are 32-bit float, so nothing is rounded or dithered
# before the final mix; only the final file is 16-bit.
FLOAT=(-r "$RATE" -c 1 -b 32 -e floating-point)
FINAL=(-r "$RATE" -c 1 -b 16 -e signed-integer)

# sox with fixed settings: repeatable (-R), warnings shown (-V2).
sx() { sox -R -V2 "$@"; }

# Every layer starts 6 dB below full scale (`gain -6` right after `synth`):
# filtering full-scale noise or a square wave overshoots and would clip.

# decay LEN [POWER]: SoX effect arguments for a fast decay over LEN seconds.
# One linear fade-out from full level at 0 to silence at LEN gives the gain
# (1 - t/LEN); chaining POWER of them gives (1 - t/LEN)^POWER, which drops
# quickly at first and tails off like a struck, damped sound.
decay() {
    local len="$1" power="${2:-3}" i
    for ((i = 0; i < power; i++)); do
        printf '%s\n' fade t 0 "$len" "$len"
    done
}

# finish IN OUT LEN: 5 ms fade in and out (the fade also ends the sound at
# LEN seconds; every mix below is built to be exactly LEN long), normalise
# the peak to -3 dBFS and write the final 16-bit file.
finish() {
    local in="$1" out="$2" len="$3"
    sx "$in" "${FINAL[@]}" "$out" \
        fade t 0.005 "$len" 0.005 \
        norm -3
}

# --- flip: a card flicked onto the table -------------------------------------
# A bright "tsk": white noise band-limited to 2-9 kHz (the papery edge of the
# card), plus a quieter 500-2000 Hz layer for the card landing on the cloth.
# Both decay within ~80 ms, the bright layer faster.
mapfile -t d_bright < <(decay 0.06 4)
mapfile -t d_body < <(decay 0.08 3)
sx -n "${FLOAT[@]}" "$work/flip-bright.wav" synth 0.08 whitenoise gain -6 \
    sinc 2000-9000 "${d_bright[@]}" pad 0 0.02
sx -n "${FLOAT[@]}" "$work/flip-body.wav" synth 0.08 whitenoise gain -6 \
    sinc 500-2000 "${d_body[@]}" vol 0.6
sx -m "$work/flip-bright.wav" "$work/flip-body.wav" "$work/flip-mix.wav"
finish "$work/flip-mix.wav" "$here/flip.wav" 0.08

# --- slap: a hand slapping the pile ------------------------------------------
# Three layers mixed:
#  - thump: a sine falling exponentially from 170 Hz to 60 Hz (the palm and
#    the table), decaying over the whole 160 ms;
#  - crack: 35 ms of white noise, 900 Hz-8 kHz, near the thump's level and gone
#    almost at once (skin on cards: the transient that makes it punchy);
#  - smack: pink noise, 250 Hz-2.5 kHz, decaying over 100 ms (the pile of
#    cards squashed under the hand).
mapfile -t d_thump < <(decay 0.16 3)
mapfile -t d_crack < <(decay 0.035 3)
mapfile -t d_smack < <(decay 0.10 3)
sx -n "${FLOAT[@]}" "$work/slap-thump.wav" synth 0.16 sine 170/60 gain -6 \
    "${d_thump[@]}" vol 0.8
sx -n "${FLOAT[@]}" "$work/slap-crack.wav" synth 0.035 whitenoise gain -6 \
    sinc 900-8000 "${d_crack[@]}" vol 1.6 pad 0 0.125
sx -n "${FLOAT[@]}" "$work/slap-smack.wav" synth 0.10 pinknoise gain -6 \
    sinc 250-2500 "${d_smack[@]}" vol 1.2 pad 0 0.06
sx -m "$work/slap-thump.wav" "$work/slap-crack.wav" "$work/slap-smack.wav" \
    "$work/slap-mix.wav"
finish "$work/slap-mix.wav" "$here/slap.wav" 0.16

# --- misslap: a wrong slap ---------------------------------------------------
# A dull slap (the same idea as slap.wav but muffled: no bright crack, noise
# only under 1 kHz, a lower thump, 110 ms), then from 80 ms a "bonk": a
# square wave sliding down from 210 Hz to 90 Hz, low-passed at 1.6 kHz so it
# buzzes rather than screeches, roughened by a 25 Hz tremolo, decaying over
# 240 ms. (The linear sweep `:` is used: SoX 14.4's exponential sweep `/`
# gives a square wave a large DC offset.)
mapfile -t d_dthump < <(decay 0.11 3)
mapfile -t d_dnoise < <(decay 0.08 3)
mapfile -t d_bonk < <(decay 0.24 2)
sx -n "${FLOAT[@]}" "$work/miss-thump.wav" synth 0.11 sine 120/45 gain -6 \
    "${d_dthump[@]}" vol 0.7 pad 0 0.21
sx -n "${FLOAT[@]}" "$work/miss-noise.wav" synth 0.08 pinknoise gain -6 \
    sinc -1000 "${d_dnoise[@]}" vol 1.0 pad 0 0.24
sx -n "${FLOAT[@]}" "$work/miss-bonk.wav" synth 0.24 square 210:90 gain -6 \
    sinc -1600 tremolo 25 50 fade t 0.008 0.24 0 "${d_bonk[@]}" vol 1.0 \
    pad 0.08 0
sx -m "$work/miss-thump.wav" "$work/miss-noise.wav" "$work/miss-bonk.wav" \
    "$work/miss-mix.wav"
finish "$work/miss-mix.wav" "$here/misslap.wav" 0.32

echo "wrote $here/flip.wav $here/slap.wav $here/misslap.wav"
