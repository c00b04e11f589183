# SPDX-License-Identifier: GPL-3.0-or-later
# CMake toolchain file: 64-bit Windows programs from Linux with MinGW-w64
# (Debian 12: apt install mingw-w64), GCC with POSIX threads, so that
# std::thread and std::mutex work (the "-win32" flavour has none).
#
# Used for Qt itself and for the game by packaging/windows/cross-build.sh;
# see packaging/README.md ("Windows: cross-built on Linux").
#
#   cmake -DCMAKE_TOOLCHAIN_FILE=packaging/windows/mingw-w64-x86_64.cmake ...
#
# Libraries built for Windows are looked for only in the MinGW sysroot and
# in the folders listed in CMAKE_FIND_ROOT_PATH (extend it with
# -DRATSCREW_WIN_FIND_ROOTS="/a;/b", e.g. the Qt for Windows prefix);
# programs (moc, rcc, lupdate, …) are taken from the build machine.

set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR AMD64)
set(CMAKE_SYSTEM_VERSION 10.0)

set(RATSCREW_MINGW_TRIPLET x86_64-w64-mingw32)

find_program(CMAKE_C_COMPILER NAMES ${RATSCREW_MINGW_TRIPLET}-gcc-posix REQUIRED)
find_program(CMAKE_CXX_COMPILER NAMES ${RATSCREW_MINGW_TRIPLET}-g++-posix REQUIRED)
find_program(CMAKE_RC_COMPILER NAMES ${RATSCREW_MINGW_TRIPLET}-windres REQUIRED)
find_program(CMAKE_AR NAMES ${RATSCREW_MINGW_TRIPLET}-gcc-ar-posix ${RATSCREW_MINGW_TRIPLET}-ar REQUIRED)
find_program(CMAKE_RANLIB NAMES ${RATSCREW_MINGW_TRIPLET}-gcc-ranlib-posix ${RATSCREW_MINGW_TRIPLET}-ranlib REQUIRED)
find_program(CMAKE_STRIP NAMES ${RATSCREW_MINGW_TRIPLET}-strip REQUIRED)
find_program(CMAKE_OBJDUMP NAMES ${RATSCREW_MINGW_TRIPLET}-objdump)

# Qt's CMake files and try_compile() projects load this file again: the
# variable must reach them.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES RATSCREW_WIN_FIND_ROOTS)

set(CMAKE_FIND_ROOT_PATH "/usr/${RATSCREW_MINGW_TRIPLET}" ${RATSCREW_WIN_FIND_ROOTS})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
