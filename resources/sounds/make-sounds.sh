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
#   pile-won.wav the pile swept up and squared (300 ms): a soft papery
#                swoosh with a fluttering riffle, ending in a gentle knock
#   challenge.wav a face card starts a challenge (250 ms): "ding-ding", two
#                soft chime notes rising a fourth (B5, E6)
#   win.wav      the player wins (660 ms): a bell arpeggio C5-E5-G5-C6
#                building up a C major chord that rings out
#   lose.wav     the player loses (660 ms): a mellow falling C minor figure
#                G4-Eb4-C4, "wah, wah, wahhh", the last note sagging
#   call.wav     a stick or a split (300 ms): the slap with a quick bright
#                "ta-da" of two bell notes a fifth apart (E6, B6)
#
# All of them are 16-bit PCM WAV, mono, 44100 Hz, peak-normalised to -3 dBFS,
# with 5 ms fades at both ends so they never click. Each is kept under 60 KB,
# which at 88.2 KB a second caps a sound at about 0.68 s.
#
# Reproducibility: the noise comes from SoX's `synth ... noise`, which is
# random. Every SoX call here runs with -R ("repeatable"), which seeds SoX's
# random generators (noise and dither) with a fixed value, so the same SoX
# version gives byte-identical files. Another SoX version may produce
# slightly different (but equivalent-sounding) noise: the committed WAVs are
# the reference.
#
# Needs: sox (Debian/Ubuntu: apt-get install sox) and awk. Tested with
# SoX 14.4.2.
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

# --- helpers for the tonal sounds --------------------------------------------

# mul A B: A*B printed with two decimals (frequencies of overtones).
mul() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f\n", a * b }'; }

# tone OUT TYPE FREQ LEN ATTACK POWER VOL BEFORE AFTER [EFFECT...]
# One synthesised layer: LEN seconds of TYPE (sine, triangle...) at FREQ (a
# SoX frequency, so "392:370" is a linear glide), shaped by the EFFECTs, a
# linear fade-in over ATTACK seconds (a soft attack: no click, no "tick"),
# then decay LEN POWER (POWER 0: none), scaled by VOL and padded with BEFORE
# seconds of silence in front and AFTER behind.
tone() {
    local out="$1" type="$2" freq="$3" len="$4" att="$5" power="$6"
    local vol="$7" before="$8" after="$9" d
    shift 9
    mapfile -t d < <(decay "$len" "$power")
    sx -n "${FLOAT[@]}" "$out" synth "$len" "$type" "$freq" gain -6 "$@" \
        fade t "$att" "${d[@]}" vol "$vol" pad "$before" "$after"
}

# bell OUT FREQ LEN ATTACK POWER VOL BEFORE AFTER
# A soft struck bell / chime at FREQ: the fundamental plus the 2nd and 3rd
# harmonics (so the pitch is clear and musical) and a faint inharmonic
# partial at 4.16 x FREQ for a metallic shimmer. The higher a partial, the
# quieter it is and the faster it decays (POWER + 2, + 4, + 6), so the note
# starts bright and mellows into a pure ring, like a glockenspiel bar.
bell() {
    local out="$1" freq="$2" len="$3" att="$4" power="$5" vol="$6"
    local before="$7" after="$8"
    tone "$out.1.wav" sine "$freq" "$len" "$att" "$power" "$vol" \
        "$before" "$after"
    tone "$out.2.wav" sine "$(mul "$freq" 2)" "$len" "$att" \
        $((power + 2)) "$(mul "$vol" 0.35)" "$before" "$after"
    tone "$out.3.wav" sine "$(mul "$freq" 3)" "$len" "$att" \
        $((power + 4)) "$(mul "$vol" 0.12)" "$before" "$after"
    tone "$out.4.wav" sine "$(mul "$freq" 4.16)" "$len" "$att" \
        $((power + 6)) "$(mul "$vol" 0.05)" "$before" "$after"
    sx -m "$out.1.wav" "$out.2.wav" "$out.3.wav" "$out.4.wav" "$out"
}

# --- pile-won: the pile swept up and squared ---------------------------------
# 300 ms, three layers mixed:
#  - swoosh: pink noise, 300 Hz-3 kHz, swelling in and out over 240 ms
#    (quarter-sine fades): the cards sliding across the cloth;
#  - riffle: white noise, 1.5-7 kHz, amplitude-modulated by a sine whose rate
#    climbs from 30 to 60 Hz, swelling in over 80 ms and dying away by 220 ms:
#    the papery flutter of many card edges;
#  - tap: from 200 ms, a soft 70 ms knock (pink noise, 200-1800 Hz, fast
#    decay, and a faint 2-6 kHz tick): the pile squared up on the table.
# No layer starts abruptly, so it stays gentle.
mapfile -t d_riffle < <(decay 0.22 2)
mapfile -t d_knock < <(decay 0.07 4)
mapfile -t d_tick < <(decay 0.02 3)
sx -n "${FLOAT[@]}" "$work/pile-swoosh.wav" synth 0.24 pinknoise gain -6 \
    sinc 300-3000 fade q 0.12 0.24 0.12 vol 0.9 pad 0 0.06
sx -n "${FLOAT[@]}" "$work/pile-riffle.wav" synth 0.22 whitenoise gain -6 \
    sinc 1500-7000 synth 0.22 sine amod 30:60 fade q 0.08 "${d_riffle[@]}" \
    vol 0.8 pad 0 0.08
sx -n "${FLOAT[@]}" "$work/pile-knock.wav" synth 0.07 pinknoise gain -6 \
    sinc 200-1800 fade t 0.004 "${d_knock[@]}" vol 1.0 pad 0.20 0.03
sx -n "${FLOAT[@]}" "$work/pile-tick.wav" synth 0.02 whitenoise gain -6 \
    sinc 2000-6000 fade t 0.002 "${d_tick[@]}" vol 0.4 pad 0.20 0.08
sx -m "$work/pile-swoosh.wav" "$work/pile-riffle.wav" "$work/pile-knock.wav" \
    "$work/pile-tick.wav" "$work/pile-mix.wav"
finish "$work/pile-mix.wav" "$here/pile-won.wav" 0.30

# --- challenge: a face card starts a challenge -------------------------------
# "Ding-ding", 250 ms: two soft chime notes rising a fourth, B5 (988 Hz) then
# E6 (1319 Hz) 90 ms later. 8 ms attacks; the first note is damped faster so
# the second stands out, and both have faded out by the end.
bell "$work/chal-1.wav" 987.77 0.25 0.008 3 0.8 0 0
bell "$work/chal-2.wav" 1318.51 0.16 0.008 2 1.0 0.09 0
sx -m "$work/chal-1.wav" "$work/chal-2.wav" "$work/chal-mix.wav"
finish "$work/chal-mix.wav" "$here/challenge.wav" 0.25

# --- win: the human player wins the game -------------------------------------
# A major arpeggio, C5-E5-G5-C6 (523, 659, 784, 1047 Hz), one bell note every
# 90 ms, each ringing on under the next so the C major chord builds up and
# swells to its peak when the top C lands (with a soft C4 sine under it for
# warmth), then rings out over the last 390 ms. 660 ms in all, to stay under
# 60 KB as 16-bit 44.1 kHz mono (88.2 KB a second).
bell "$work/win-1.wav" 523.25 0.66 0.006 2 1.0 0 0
bell "$work/win-2.wav" 659.26 0.57 0.006 2 0.9 0.09 0
bell "$work/win-3.wav" 783.99 0.48 0.006 2 0.85 0.18 0
bell "$work/win-4.wav" 1046.50 0.39 0.006 2 0.9 0.27 0
tone "$work/win-5.wav" sine 261.63 0.39 0.02 2 0.3 0.27 0
sx -m "$work/win-1.wav" "$work/win-2.wav" "$work/win-3.wav" \
    "$work/win-4.wav" "$work/win-5.wav" "$work/win-mix.wav"
finish "$work/win-mix.wav" "$here/win.wav" 0.66

# --- lose: the human player loses the game -----------------------------------
# A falling C minor figure, G4-Eb4-C4 (392, 311, 262 Hz): "wah, wah,
# wahhh". Each note is a sine (20 ms attack) plus a low-passed triangle that
# swells in more slowly (60 ms), so the tone opens up like a muted horn:
# the "wah". The first two notes last 170 ms; the last one, 320 ms, sags
# by a semitone towards B3 and wobbles gently (6 Hz tremolo). Mellow and
# low: nothing above ~1.5 kHz. 660 ms in all (under 60 KB, as win.wav).
lose_note() { # lose_note NAME FREQ LEN BEFORE AFTER [EFFECT...]
    local name="$1" freq="$2" len="$3" before="$4" after="$5"
    shift 5
    tone "$work/$name-s.wav" sine "$freq" "$len" 0.02 1 0.8 \
        "$before" "$after" "$@"
    tone "$work/$name-t.wav" triangle "$freq" "$len" 0.06 2 0.7 \
        "$before" "$after" sinc -1500 "$@"
    sx -m "$work/$name-s.wav" "$work/$name-t.wav" "$work/$name.wav"
}
lose_note lose-1 392.00 0.17 0 0.49
lose_note lose-2 311.13 0.17 0.17 0.32
lose_note lose-3 261.63:246.94 0.32 0.34 0 tremolo 6 30
sx -m "$work/lose-1.wav" "$work/lose-2.wav" "$work/lose-3.wav" \
    "$work/lose-mix.wav"
finish "$work/lose-mix.wav" "$here/lose.wav" 0.66

# --- call: a stick or a split (docs/RULES.md §9) -----------------------------
# 300 ms: the slap's three layers (a hand on the pile) with a bright "ta-da"
# over them, two quick bell notes a fifth apart, E6 (1319 Hz) at 30 ms and
# B6 (1976 Hz) at 100 ms: a slap that claims something other than a pattern.
bell "$work/call-1.wav" 1318.51 0.22 0.004 3 0.7 0.03 0.05
bell "$work/call-2.wav" 1975.53 0.20 0.004 2 0.8 0.10 0
sx "$work/slap-mix.wav" "$work/call-slap.wav" pad 0 0.14
sx -m "$work/call-slap.wav" "$work/call-1.wav" "$work/call-2.wav" "$work/call-mix.wav"
finish "$work/call-mix.wav" "$here/call.wav" 0.30

echo "wrote $here/flip.wav $here/slap.wav $here/misslap.wav"
echo "wrote $here/pile-won.wav $here/challenge.wav $here/win.wav $here/lose.wav $here/call.wav"
