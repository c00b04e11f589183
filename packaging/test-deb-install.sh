#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Install test of the Debian package: builds the .deb from a configured
# build directory, installs it with apt into a clean Debian 12 (bookworm)
# chroot and checks that the programs run and the desktop files validate.
#
#   packaging/test-deb-install.sh [BUILD_DIR]        (default: ./build)
#
# Needs root (debootstrap, chroot, mount) and network access to a Debian
# mirror; takes a few minutes. Installs what it lacks on the host with apt
# (dpkg-dev, file, debootstrap). As a CTest: configure with
# -DRATSCREW_PACKAGING_TESTS=ON, then `ctest -L packaging`.
#
# Environment:
#   RATSCREW_CHROOT_CACHE=DIR  keep a pristine debootstrapped bookworm in DIR
#                              (made on first use) and copy it for each run
#                              instead of bootstrapping again
#   DEBIAN_MIRROR=URL          default http://deb.debian.org/debian
#   KEEP_CHROOT=1              leave the test chroot in place (its path is
#                              printed) to look around in it
#
# Exit status: 0 when every check passed, 1 when one failed, 77 (CTest's
# "skipped") when not run as root.

set -euo pipefail

SUITE=bookworm
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
SECURITY_MIRROR=http://deb.debian.org/debian-security

say() { printf '== %s\n' "$*"; }
die() { printf 'test-deb-install: %s\n' "$*" >&2; exit 1; }

if [ "$(id -u)" -ne 0 ]; then
    echo "test-deb-install: needs root (debootstrap, chroot, mount); skipped" >&2
    exit 77
fi

build_dir=$(realpath "${1:-build}")
[ -f "$build_dir/CPackConfig.cmake" ] || die "$build_dir is not a configured build directory (no CPackConfig.cmake)"
cmake_bin=$(sed -n 's/^CMAKE_COMMAND:INTERNAL=//p' "$build_dir/CMakeCache.txt")
cpack_bin="$(dirname "${cmake_bin:-$(command -v cmake)}")/cpack"
[ -x "$cpack_bin" ] || cpack_bin=$(command -v cpack) || die "cpack not found"

# --- host tools ---------------------------------------------------------
missing=()
command -v dpkg-shlibdeps >/dev/null || missing+=(dpkg-dev)
command -v file >/dev/null || missing+=(file)
command -v debootstrap >/dev/null || missing+=(debootstrap)
if [ ${#missing[@]} -gt 0 ]; then
    say "installing on the host: ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" >/dev/null ||
        die "could not install ${missing[*]}"
fi

# --- work area and clean-up ---------------------------------------------
work=$(mktemp -d /var/tmp/ratscrew-debtest.XXXXXX)
root="$work/root"
mounted=()

mounts_under() { # prints the mount points below $1, deepest first
    awk -v d="$1/" 'index($5, d) == 1 { print $5 }' /proc/self/mountinfo | sort -r
}
cleanup() {
    local status=$? m
    for m in "${mounted[@]}"; do
        umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || true
    done
    if [ -n "$(mounts_under "$work")" ]; then
        echo "test-deb-install: still mounted under $work, not deleting it:" >&2
        mounts_under "$work" >&2
    elif [ "${KEEP_CHROOT:-}" = 1 ]; then
        echo "test-deb-install: chroot kept in $root"
    else
        rm -rf "$work"
    fi
    exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- the package ----------------------------------------------------------
say "building the .deb from $build_dir"
"${cmake_bin:-cmake}" --build "$build_dir" --target ratscrew ratscrew-sim >/dev/null ||
    die "the build failed"
"$cpack_bin" -G DEB --config "$build_dir/CPackConfig.cmake" -B "$work/pkg" >"$work/cpack.log" 2>&1 ||
    { cat "$work/cpack.log" >&2; die "cpack -G DEB failed"; }
debs=("$work"/pkg/ratscrew_*.deb)
[ -f "${debs[0]}" ] || die "cpack made no ratscrew_*.deb"
deb=${debs[0]}
version=$(dpkg-deb -f "$deb" Version)
say "package: $(basename "$deb")"
dpkg-deb -f "$deb" Depends Recommends | sed 's/^/   /'

# --- a clean bookworm -------------------------------------------------------
bootstrap() { # DIR
    say "debootstrap --variant=minbase $SUITE into $1 (from $MIRROR)"
    debootstrap --variant=minbase "$SUITE" "$1" "$MIRROR" >"$work/debootstrap.log" 2>&1 ||
        { tail -n 20 "$work/debootstrap.log" >&2; die "debootstrap failed"; }
}
if [ -n "${RATSCREW_CHROOT_CACHE:-}" ]; then
    cache=$(realpath -m "$RATSCREW_CHROOT_CACHE")
    if [ ! -f "$cache/.ratscrew-debootstrap-done" ]; then
        [ -z "$(mounts_under "$cache")" ] || die "something is mounted under $cache"
        rm -rf "$cache"
        mkdir -p "$cache"
        bootstrap "$cache"
        touch "$cache/.ratscrew-debootstrap-done"
    fi
    say "copying the cached chroot $cache"
    mkdir -p "$root"
    cp -a "$cache/." "$root/"
    rm -f "$root/.ratscrew-debootstrap-done"
else
    bootstrap "$root"
fi

cat >"$root/etc/apt/sources.list" <<EOF
deb $MIRROR $SUITE main
deb $MIRROR $SUITE-updates main
deb $SECURITY_MIRROR $SUITE-security main
EOF
cp -L /etc/resolv.conf "$root/etc/resolv.conf"
# No services may start inside the chroot.
printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
chmod 755 "$root/usr/sbin/policy-rc.d"
[ -c "$root/dev/null" ] || { rm -f "$root/dev/null"; mknod -m 666 "$root/dev/null" c 1 3; }
mount -t proc proc "$root/proc"
mounted+=("$root/proc")
cp "$deb" "$root/tmp/"

in_root() { # COMMAND...: runs in the chroot with a clean environment
    chroot "$root" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        HOME=/root LANG=C.UTF-8 DEBIAN_FRONTEND=noninteractive \
        ${http_proxy:+http_proxy=$http_proxy} ${https_proxy:+https_proxy=$https_proxy} "$@"
}

say "apt-get install ./$(basename "$deb") in the chroot"
in_root apt-get update -q >"$work/apt.log" 2>&1 || { tail -n 20 "$work/apt.log" >&2; die "apt-get update failed"; }
in_root sh -c "cd /tmp && apt-get install -y -q ./$(basename "$deb")" >>"$work/apt.log" 2>&1 ||
    { tail -n 30 "$work/apt.log" >&2; die "apt-get install of the package failed"; }
grep -E '^(Need to get|After this operation)' "$work/apt.log" | sed 's/^/   /' || true

# --- checks -----------------------------------------------------------------
passed=0
failed=0
check() { # DESCRIPTION COMMAND...: runs the command on the host side
    local what=$1
    shift
    local out
    if out=$("$@" 2>&1); then
        passed=$((passed + 1))
        printf 'PASS  %s\n' "$what"
    else
        failed=$((failed + 1))
        printf 'FAIL  %s\n' "$what"
        [ -z "$out" ] || printf '%s\n' "$out" | tail -n 15 | sed 's/^/      | /'
    fi
}
expect_output() { # EXPECTED COMMAND...: the command prints exactly EXPECTED
    local expected=$1 out
    shift
    out=$("$@" 2>&1) || { echo "exit status $?: $out"; return 1; }
    [ "$out" = "$expected" ] || { echo "printed '$out', expected '$expected'"; return 1; }
}
expect_status() { # STATUS COMMAND...: the command exits with STATUS
    local want=$1 got=0 out
    shift
    out=$("$@" 2>&1) || got=$?
    [ "$got" -eq "$want" ] || { printf 'exit status %s, expected %s\n%s\n' "$got" "$want" "$out"; return 1; }
}
no_missing_libs() { # FILE: ldd finds every library
    local out
    out=$(in_root ldd "$1") || return 1
    ! grep 'not found' <<<"$out"
}
installed() { # PACKAGE...: one of them is installed
    local p
    for p in "$@"; do
        # shellcheck disable=SC2016 # ${Status} is dpkg-query's, not ours
        in_root dpkg-query -W -f '${Status}\n' "$p" 2>/dev/null | grep -q ' installed$' && return 0
    done
    echo "none of $* is installed"
    return 1
}
files_present() {
    local f absent=0
    for f in "$@"; do
        [ -f "$root$f" ] || { echo "missing: $f"; absent=1; }
    done
    return "$absent"
}
runs_offscreen() { # ARGS...: the game starts and is still running after 5 s
    expect_status 124 in_root env QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=/tmp/xdg \
        sh -c 'mkdir -p -m 700 /tmp/xdg && exec timeout 5 ratscrew "$@"' ratscrew "$@"
}
simulates() {
    local out
    out=$(in_root ratscrew-sim simulate --players 3 --games 20 --seed 1) || return 1
    grep -q '^20 games, 3 players' <<<"$out" || { echo "$out"; return 1; }
}
purged_cleanly() {
    in_root apt-get purge -y -q ratscrew >/dev/null || return 1
    local left
    left=$(cd "$root" && ls -d usr/bin/ratscrew usr/bin/ratscrew-sim usr/share/doc/ratscrew \
        usr/share/applications/io.github.ratscrew.Ratscrew.desktop 2>/dev/null) || true
    [ -z "$left" ] || { echo "left behind: $left"; return 1; }
}

say "checks"
app_id=io.github.ratscrew.Ratscrew
icons=()
for size in 16 22 24 32 48 64 128 256 512; do
    icons+=("/usr/share/icons/hicolor/${size}x${size}/apps/$app_id.png")
done
check "package is installed" installed ratscrew
check "Recommends: qt6-translations-l10n installed" installed qt6-translations-l10n
check "Recommends: pipewire-pulse | pulseaudio installed" installed pipewire-pulse pulseaudio
check "Recommends: qt6-wayland installed" installed qt6-wayland
check "ratscrew finds all its libraries" no_missing_libs /usr/bin/ratscrew
check "ratscrew-sim finds all its libraries" no_missing_libs /usr/bin/ratscrew-sim
check "ratscrew --version prints 'ratscrew $version'" expect_output "ratscrew $version" in_root ratscrew --version
check "ratscrew-sim --version prints 'ratscrew-sim $version'" \
    expect_output "ratscrew-sim $version" in_root ratscrew-sim --version
check "ratscrew --help exits 0 without a display" expect_status 0 in_root ratscrew --help
check "ratscrew --bots 9 exits 2" expect_status 2 in_root ratscrew --bots 9
check "ratscrew-sim simulate plays 20 games" simulates
check "ratscrew --no-sound starts offscreen and runs 5 s" runs_offscreen --no-sound
check "ratscrew (sound on, no sound server) starts offscreen and runs 5 s" runs_offscreen
check "desktop file, metainfo, icons, man pages and docs installed" files_present \
    "/usr/share/applications/$app_id.desktop" "/usr/share/metainfo/$app_id.metainfo.xml" \
    "${icons[@]}" "/usr/share/icons/hicolor/scalable/apps/$app_id.svg" \
    /usr/share/man/man6/ratscrew.6 /usr/share/man/man6/ratscrew-sim.6 \
    /usr/share/doc/ratscrew/README.md /usr/share/doc/ratscrew/LICENSE

say "installing desktop-file-utils and appstream in the chroot"
if in_root apt-get install -y -q --no-install-recommends desktop-file-utils appstream >>"$work/apt.log" 2>&1; then
    check "desktop-file-validate $app_id.desktop" \
        in_root desktop-file-validate "/usr/share/applications/$app_id.desktop"
    check "appstreamcli validate --no-net $app_id.metainfo.xml" \
        in_root appstreamcli validate --no-net "/usr/share/metainfo/$app_id.metainfo.xml"
    check "appstreamcli validate-tree --no-net / (metainfo, desktop file and icon together)" \
        in_root appstreamcli validate-tree --no-net /
else
    check "install desktop-file-utils and appstream in the chroot" false
fi
check "apt-get purge ratscrew removes its files" purged_cleanly

echo "== $((passed + failed)) checks: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
