#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The Windows installer, built on Debian 12 without Windows: cross-builds a
# minimal Qt 6.4.2 for 64-bit Windows with MinGW-w64 (once; it is kept in
# a cache folder outside the repository), then the game with it, puts Qt's
# DLLs and plugins and the MinGW runtime next to ratscrew.exe and makes
# the NSIS installer ratscrew-<version>-win64.exe.
#
#   packaging/windows/cross-build.sh [--qt-only]
#
# One command, safe to run again: each step that is done is skipped (the
# Qt build takes hours on two cores the first time; the game a few
# minutes). Installs what it lacks with apt (needs root, or sudo), and
# fetches Qt's sources with `apt-get source` (needs deb-src entries in the
# APT sources: when there are none, add-deb-src.sh copies the bookworm
# deb entries as deb-src, in the format they are written in, to
# /etc/apt/sources.list.d/ratscrew-deb-src.sources or .list).
#
# Environment:
#   RATSCREW_WIN_CACHE=DIR   where the sources, the Qt build and the game's
#                            build go (default ~/.cache/ratscrew-win, or
#                            $XDG_CACHE_HOME/ratscrew-win)
#   RATSCREW_WIN_JOBS=N      parallel compile jobs (default: all cores)
#   RATSCREW_WIN_QTSVG_SRC=DIR  a Qt SVG 6.4.2 source tree to use when
#                            `apt-get source qt6-svg` cannot fetch one;
#                            without either, the game is built without Qt
#                            SVG (the built-in deck only: Windows has no
#                            KDE card decks to draw)
#
# Output: $RATSCREW_WIN_CACHE/game/ratscrew-<version>-win64.exe (+ .sha256);
# its path is the last line printed. packaging/windows/test-under-wine.sh
# installs it under Wine and plays it. See packaging/README.md.

set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
cache=${RATSCREW_WIN_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ratscrew-win}
jobs=${RATSCREW_WIN_JOBS:-$(nproc)}
qt_only=0
case "${1:-}" in
    --qt-only) qt_only=1 ;;
    "") ;;
    -h | --help) sed -n '3,33p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "cross-build.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
esac

qt_version=6.4.2
triplet=x86_64-w64-mingw32
toolchain="$here/mingw-w64-x86_64.cmake"
src="$cache/src"
qt_build="$cache/qt-build"
qt_prefix="$cache/qt-$qt_version-$triplet"
qt_time_file="$qt_prefix/build-time.txt"

started=$(date +%s)
say() { printf '\n== [%s] %s\n' "$(date -u +%H:%M:%S)" "$*"; }
die() { printf 'cross-build.sh: %s\n' "$*" >&2; exit 1; }
elapsed() { # seconds -> "1 h 23 min"
    local s=$1
    if [ "$s" -ge 3600 ]; then
        printf '%d h %02d min' $((s / 3600)) $((s % 3600 / 60))
    else
        printf '%d min %02d s' $((s / 60)) $((s % 60))
    fi
}

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

# ---------------------------------------------------------------------------
say "1/6 build tools (apt)"
# The host Qt must be the same version as the one cross-built: Qt's own
# tools (moc, rcc, uic, qsb, lrelease) run on the build machine.
packages=(
    cmake ninja-build perl python3 dpkg-dev file tcl
    mingw-w64 g++-mingw-w64-x86-64-posix nsis
    qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-multimedia-dev qt6-shadertools-dev qt6-shader-baker qt6-translations-l10n
    libz-mingw-w64-dev
)
# Earlier versions of this script wrote a one-line deb-src file without
# Signed-By, which makes every apt command fail on a deb822 machine
# (Debian 12's debian.sources): it is made afresh before apt runs.
if [ -e /etc/apt/sources.list.d/ratscrew-deb-src.list ]; then
    as_root "$here/add-deb-src.sh" --suite bookworm --update || die "could not repair the deb-src entries in the APT sources"
fi
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "installing: ${missing[*]}"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}" ||
        { as_root apt-get update -q && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"; } ||
        die "apt-get could not install ${missing[*]}"
else
    echo "all there"
fi
host_qt=$(dpkg-query -W -f='${Version}' qt6-base-dev)
case "$host_qt" in
    "$qt_version"*) ;;
    *) die "the host Qt is $host_qt, the cross-built one is $qt_version: they must be the same version" ;;
esac
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
host_cmake_dir="/usr/lib/$multiarch/cmake"

# ---------------------------------------------------------------------------
# Sources: Debian's, with Debian's patches (security fixes) applied.
fetch_source() { # package dir-glob -> the unpacked folder (printed)
    local pkg=$1 dir
    dir=$(find "$src" -maxdepth 1 -type d -name "$2" | head -n1)
    if [ -z "$dir" ]; then
        (cd "$src" && apt-get source -q "$pkg" >&2) || return 1
        dir=$(find "$src" -maxdepth 1 -type d -name "$2" | head -n1)
    fi
    [ -n "$dir" ] && printf '%s\n' "$dir"
}

qt_done() { [ -f "$qt_time_file" ]; }

if qt_done; then
    say "2/6 Qt $qt_version for Windows: cached in $qt_prefix"
    echo "(the first build of it took $(elapsed "$(cat "$qt_time_file")"))"
else
    say "2/6 Qt $qt_version sources (apt-get source)"
    mkdir -p "$src"
    # deb-src entries copied from the machine's deb ones, in their format
    # (a deb822 stanza with the same Signed-By, or a one-line deb-src):
    # APT refuses a deb-src whose Signed-By differs from its deb's.
    as_root "$here/add-deb-src.sh" --suite bookworm --update || die "could not add deb-src entries to the APT sources"
    qtbase_src=$(fetch_source qt6-base 'qt6-base-6.4.2*') || die "apt-get source qt6-base failed"
    shadertools_src=$(fetch_source qt6-shadertools 'qt6-shadertools-6.4.2*') || die "apt-get source qt6-shadertools failed"
    multimedia_src=$(fetch_source qt6-multimedia 'qt6-multimedia-6.4.2*') || die "apt-get source qt6-multimedia failed"
    # Qt SVG draws the card decks installed for KDE's games, which Windows
    # does not have: without its source the game is built with the
    # built-in deck only (RATSCREW_WITH_QT_SVG=OFF).
    svg_src=
    if [ -n "${RATSCREW_WIN_QTSVG_SRC:-}" ]; then
        svg_src=$RATSCREW_WIN_QTSVG_SRC
        [ -f "$svg_src/CMakeLists.txt" ] || die "RATSCREW_WIN_QTSVG_SRC: $svg_src is no Qt SVG source tree"
    elif ! svg_src=$(fetch_source qt6-svg 'qt6-svg-6.4.2*'); then
        svg_src=
        echo "apt-get source qt6-svg failed: Qt SVG is left out, and the game has the built-in deck only"
        echo "(to have it, give a Qt SVG $qt_version source tree in RATSCREW_WIN_QTSVG_SRC)"
    fi

    # Debian's qtbase leaves out the SQLite copy (src/3rdparty/sqlite) that
    # Qt's SQLite driver compiles in; Debian's sqlite3 source makes it (the
    # one-file "amalgamation", which needs tclsh).
    if [ ! -f "$qtbase_src/src/3rdparty/sqlite/sqlite3.c" ]; then
        sqlite_src=$(fetch_source sqlite3 'sqlite3-3*') || die "apt-get source sqlite3 failed"
        say "2/6 SQLite amalgamation from $(basename "$sqlite_src")"
        mkdir -p "$cache/sqlite-build"
        (cd "$cache/sqlite-build" &&
            { [ -f Makefile ] || "$sqlite_src/configure" --disable-tcl >/dev/null; } &&
            make sqlite3.c sqlite3.h >/dev/null) || die "could not make sqlite3.c"
        mkdir -p "$qtbase_src/src/3rdparty/sqlite"
        cp "$cache/sqlite-build/sqlite3.c" "$cache/sqlite-build/sqlite3.h" "$qtbase_src/src/3rdparty/sqlite/"
    fi

    # Debian's qtbase also leaves out src/3rdparty/wintab (its licence
    # allows no changes): the Windows platform plugin is built without its
    # Wintab support, which Qt 6 uses only when asked to
    # (-platform windows:wintab); pens still work through Windows Ink.
    winplugin="$qtbase_src/src/plugins/platforms/windows"
    if [ ! -f "$qtbase_src/src/3rdparty/wintab/wintab.h" ] &&
        grep -q '^#if QT_CONFIG(tabletevent)' "$winplugin/qwindowscontext.cpp"; then
        echo "no wintab.h in the qtbase source: the windows platform plugin is built without Wintab"
        sed -i 's/^#if QT_CONFIG(tabletevent)/#if 0 \/\/ no wintab.h (cross-build.sh)/' "$winplugin/qwindowscontext.cpp"
        sed -i '/^#if QT_CONFIG(tabletevent)$/{N;s/^#if QT_CONFIG(tabletevent)\n#  include "qwindowstabletsupport.h"/#if 0 \/\/ no wintab.h (cross-build.sh)\n#  include "qwindowstabletsupport.h"/}' \
            "$winplugin/qwindowspointerhandler.cpp"
        # The direct2d platform plugin compiles the same sources.
        sed -i 's/^\(qt_internal_extend_target(QWindows[A-Za-z0-9]*IntegrationPlugin\) CONDITION QT_FEATURE_tabletevent$/\1 CONDITION FALSE # no wintab.h (cross-build.sh)/' \
            "$winplugin/CMakeLists.txt" "$winplugin/../direct2d/CMakeLists.txt"
    fi

    # Qt Multimedia's Windows sources include some headers as Windows
    # spells them (<Mferror.h>, "Mfidl.h", even Qt's "QUrl.h"); MinGW's and
    # Qt's are lower case, which a case-sensitive file system does not
    # equate.
    mingw_include="/usr/$triplet/include"
    { grep -rlE '#\s*include\s*[<"][A-Z][^>"/]*\.h[>"]' "$multimedia_src/src" --include='*.cpp' --include='*.h' || true; } |
        while read -r file; do
            grep -oE '#\s*include\s*[<"][A-Z][^>"/]*\.h[>"]' "$file" | sed -E 's/.*[<"]([^>"]+)[>"]/\1/' | sort -u |
                while read -r header; do
                    lower=${header,,}
                    if [ "$header" = QUrl.h ]; then
                        sed -i 's|"QUrl.h"|<QtCore/qurl.h>|' "$file"
                    elif [ ! -e "$mingw_include/$header" ] && [ -e "$mingw_include/$lower" ]; then
                        sed -i "s|<$header>|<$lower>|; s|\"$header\"|<$lower>|" "$file"
                    fi
                done
        done

    # Its Windows camera code saves a captured image on a thread with
    # QtConcurrent::run, the one use of Qt Concurrent, which this Qt
    # leaves out (the game takes no pictures): a QThread of its own.
    capture="$multimedia_src/src/plugins/multimedia/windows/mediacapture/qwindowsimagecapture.cpp"
    if grep -q 'QtConcurrent::run' "$capture"; then
        perl -0pi -e 's|#include <QtConcurrent/qtconcurrentrun.h>|#include <QtCore/qthread.h>|;
            s|\(void\)QtConcurrent::run\((&QWindowsImageCapture::saveImage, this,\s*m_captureId, m_fileName, image, metaData, m_settings)\);|QThread *saver = QThread::create($1);\n            QObject::connect(saver, &QThread::finished, saver, &QObject::deleteLater);\n            saver->start();|' \
            "$capture"
        grep -q 'QtConcurrent' "$capture" && die "could not take Qt Concurrent out of $capture"
    fi

    # -----------------------------------------------------------------------
    [ -f "$qt_build/started" ] || { mkdir -p "$qt_build" && date +%s > "$qt_build/started"; }
    qt_common=(
        -G Ninja
        -DCMAKE_BUILD_TYPE=Release
        -DCMAKE_INSTALL_PREFIX="$qt_prefix"
        -DQT_HOST_PATH=/usr
        -DQT_HOST_PATH_CMAKE_DIR="$host_cmake_dir"
        -DQT_BUILD_EXAMPLES=OFF
        -DQT_BUILD_TESTS=OFF
        -DQT_BUILD_BENCHMARKS=OFF
    )
    build_module() { # name source-dir extra cmake arguments…
        local name=$1 dir=$2
        shift 2
        if [ -f "$qt_build/$name.done" ]; then
            echo "$name: built and installed"
            return
        fi
        say "3/6 Qt for Windows: $name (configure)"
        cmake -S "$dir" -B "$qt_build/$name" "${qt_common[@]}" "$@" > "$qt_build/$name-configure.log" 2>&1 || {
            tail -n 40 "$qt_build/$name-configure.log"
            die "configuring $name failed: see $qt_build/$name-configure.log"
        }
        grep -A200 -m1 'Configure summary' "$qt_build/$name-configure.log" | sed -n '1,200p' || true
        say "3/6 Qt for Windows: $name (build, $jobs jobs)"
        cmake --build "$qt_build/$name" --parallel "$jobs" || die "building $name failed"
        cmake --install "$qt_build/$name" > /dev/null || die "installing $name failed"
        touch "$qt_build/$name.done"
    }

    # qtbase: Core, Gui, Widgets, Network (Qt Multimedia needs it), Sql with
    # SQLite, Test, the windows platform plugin; the image, font and regex
    # libraries from its own src/3rdparty.
    build_module qtbase "$qtbase_src" \
        -DCMAKE_TOOLCHAIN_FILE="$toolchain" \
        -DBUILD_SHARED_LIBS=ON \
        -DFEATURE_system_zlib=OFF -DFEATURE_system_png=OFF -DFEATURE_system_jpeg=OFF \
        -DFEATURE_system_freetype=OFF -DFEATURE_system_harfbuzz=OFF -DFEATURE_system_pcre2=OFF \
        -DFEATURE_system_doubleconversion=OFF -DFEATURE_system_sqlite=OFF \
        -DFEATURE_sql=ON -DFEATURE_sql_sqlite=ON -DFEATURE_sql_odbc=OFF -DFEATURE_sql_psql=OFF \
        -DFEATURE_sql_mysql=OFF -DFEATURE_sql_ibase=OFF -DFEATURE_sql_oci=OFF -DFEATURE_sql_db2=OFF \
        -DFEATURE_dbus=OFF -DFEATURE_concurrent=OFF -DFEATURE_xml=OFF -DFEATURE_printsupport=OFF \
        -DFEATURE_vulkan=OFF -DFEATURE_zstd=OFF -DFEATURE_brotli=OFF -DFEATURE_openssl=OFF \
        -DFEATURE_androiddeployqt=OFF -DFEATURE_macdeployqt=OFF \
        -DINPUT_opengl=desktop

    # The other modules find the Windows Qt through the toolchain file Qt
    # installs (it loads ours and adds its prefix to the find roots).
    qt_toolchain=(
        -DCMAKE_TOOLCHAIN_FILE="$qt_prefix/lib/cmake/Qt6/qt.toolchain.cmake"
        -DQT_CHAINLOAD_TOOLCHAIN_FILE="$toolchain"
    )
    # Qt Shader Tools: Qt Multimedia's build compiles its video shaders with
    # it (qsb runs on the host; the library is built for Windows).
    build_module qtshadertools "$shadertools_src" "${qt_toolchain[@]}"
    if [ -n "$svg_src" ]; then
        build_module qtsvg "$svg_src" "${qt_toolchain[@]}"
    fi
    # Qt Multimedia with its Windows (Media Foundation, WASAPI) backend. Its
    # FindWMF looks for Mf, Mfplat, … as Windows spells them; MinGW's
    # import libraries are lower case (libmfplat.a), which only a
    # case-insensitive file system finds: name them.
    wmf_libs=()
    for lib in mf mfuuid mfplat mfcore propsys; do
        wmf_libs+=("-DWMF_${lib^^}_LIBRARY=/usr/$triplet/lib/lib$lib.a")
    done
    build_module qtmultimedia "$multimedia_src" "${qt_toolchain[@]}" "${wmf_libs[@]}" \
        -DFEATURE_wmf=ON -DFEATURE_ffmpeg=OFF -DFEATURE_spatialaudio=OFF -DFEATURE_spatialaudio_quick3d=OFF

    qt_seconds=$(($(date +%s) - $(cat "$qt_build/started")))
    echo "$qt_seconds" > "$qt_time_file"
    say "Qt $qt_version for Windows built in $(elapsed "$qt_seconds") (kept in $qt_prefix)"
fi

[ "$qt_only" -eq 1 ] && exit 0

# ---------------------------------------------------------------------------
# The game, with the Qt just built. The toolchain file Qt installs loads
# ours and finds Qt for Windows; moc, rcc and lrelease come from the host's
# Qt. Qt's own translations are Debian's (qt6-translations-l10n).
game="$cache/game"
if [ -d "$qt_prefix/lib/cmake/Qt6Svg" ]; then with_svg=ON; else with_svg=OFF; fi
say "4/6 the game for Windows (configure, build: $game; Qt SVG: $with_svg)"
# A build folder belongs to the checkout that configured it: one made from
# another checkout (another clone, a worktree) is made afresh.
if [ -f "$game/CMakeCache.txt" ] && ! grep -qxF "CMAKE_HOME_DIRECTORY:INTERNAL=$repo" "$game/CMakeCache.txt"; then
    say "   its build folder was made from another checkout: starting it afresh"
    rm -rf "$game"
fi
mkdir -p "$game"
cmake -S "$repo" -B "$game" -G Ninja \
    -DCMAKE_TOOLCHAIN_FILE="$qt_prefix/lib/cmake/Qt6/qt.toolchain.cmake" \
    -DQT_CHAINLOAD_TOOLCHAIN_FILE="$toolchain" \
    -DCMAKE_BUILD_TYPE=Release \
    -DRATSCREW_BUILD_TESTS=OFF -DRATSCREW_BUILD_BENCH=OFF -DRATSCREW_NSIS_TARGET=amd64-unicode \
    -DRATSCREW_WITH_QT_SVG="$with_svg" \
    -DRATSCREW_QT_TRANSLATIONS_DIR=/usr/share/qt6/translations > "$cache/game-configure.log" 2>&1 || {
    tail -n 40 "$game/../game-configure.log"
    die "configuring the game failed: see $cache/game-configure.log"
}
cmake --build "$game" --parallel "$jobs" || die "building the game failed"
version=$(sed -n 's/^CMAKE_PROJECT_VERSION:STATIC=//p' "$game/CMakeCache.txt")

say "5/6 install and deploy into $game/stage (what the installer will hold)"
rm -rf "$game/stage"
cmake --install "$game" --prefix "$game/stage" > "$cache/game-install.log" 2>&1 || {
    tail -n 20 "$cache/game-install.log"
    die "installing the game failed: see $cache/game-install.log"
}
deployed=(ratscrew.exe ratscrew-sim.exe qt.conf Qt6Core.dll Qt6Gui.dll Qt6Widgets.dll Qt6Multimedia.dll
    Qt6Sql.dll platforms/qwindows.dll sqldrivers/qsqlite.dll multimedia/windowsmediaplugin.dll
    libstdc++-6.dll libgcc_s_seh-1.dll libwinpthread-1.dll zlib1.dll translations/qtbase_de.qm)
[ "$with_svg" = ON ] && deployed+=(Qt6Svg.dll imageformats/qsvg.dll)
for f in "${deployed[@]}"; do
    [ -f "$game/stage/bin/$f" ] || die "the deployed bin folder lacks $f"
done
echo "bin/: $(find "$game/stage/bin" -type f | wc -l) files, $(du -sh "$game/stage/bin" | cut -f1)"

say "6/6 the installer (cpack -G NSIS)"
rm -f "$game"/ratscrew-*-win64.exe "$game"/ratscrew-*-win64.exe.sha256
(cd "$game" && cpack -G NSIS > "$cache/cpack.log" 2>&1) || {
    tail -n 30 "$cache/cpack.log"
    die "cpack -G NSIS failed: see $cache/cpack.log (and $game/_CPack_Packages/win64/NSIS/NSISOutput.log)"
}
installer="$game/ratscrew-$version-win64.exe"
[ -f "$installer" ] || die "cpack did not make $installer"
say "done in $(elapsed $(($(date +%s) - started))): $(du -h "$installer" | cut -f1)"
[ -f "$qt_time_file" ] && echo "(Qt for Windows: its first build took $(elapsed "$(cat "$qt_time_file")"))"
echo "$installer"
