#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders the committed application icons from their SVG sources:
#   hicolor/scalable/apps/io.github.ratscrew.Ratscrew.svg  32 px and up
#   ratscrew-24.svg                                        24 and 22 px
#   ratscrew-16.svg                                        16 px
# into hicolor/<N>x<N>/apps/io.github.ratscrew.Ratscrew.png, ratscrew.ico
# (Windows) and ratscrew.icns (macOS).
# The scalable SVG is ratscrew.svg with its text turned into paths (no
# fonts needed); the 16 and 24 px ones are simplified, pixel-aligned
# drawings, since the full picture is mush at those sizes.
# Needs rsvg-convert (librsvg2-bin), convert (imagemagick), png2icns
# (icnsutils); Debian: apt install librsvg2-bin imagemagick icnsutils
set -eu
cd "$(dirname "$0")"
id=io.github.ratscrew.Ratscrew
big=hicolor/scalable/apps/$id.svg
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

png() { # size source
    mkdir -p "hicolor/$1x$1/apps"
    rsvg-convert -w "$1" -h "$1" "$2" -o "hicolor/$1x$1/apps/$id.png"
}
png 16 ratscrew-16.svg
png 24 ratscrew-24.svg
# 22 px: the 24 px drawing without its 1 px transparent margin.
sed 's/viewBox="0 0 24 24"/viewBox="1 1 22 22"/' ratscrew-24.svg > "$tmp/22.svg"
png 22 "$tmp/22.svg"
for size in 32 48 64 128 256 512; do
    png "$size" "$big"
done
rsvg-convert -w 1024 -h 1024 "$big" -o "$tmp/1024.png"

# Strip time stamps and the like so that a re-run gives the same bytes.
for f in hicolor/*/apps/"$id".png; do
    convert "$f" -define png:exclude-chunks=date,time +set comment -strip "PNG32:$f"
done

h() { echo "hicolor/$1x$1/apps/$id.png"; }
convert "$(h 16)" "$(h 24)" "$(h 32)" "$(h 48)" "$(h 64)" "$(h 128)" "$(h 256)" ratscrew.ico
png2icns ratscrew.icns "$(h 16)" "$(h 32)" "$(h 48)" "$(h 128)" "$(h 256)" "$(h 512)" "$tmp/1024.png" >/dev/null
echo "icons written in $(pwd)"
