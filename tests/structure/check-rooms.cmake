# SPDX-License-Identifier: GPL-3.0-or-later
# The walls between the app's rooms (the folders of app/): a source of a
# room may include the headers of its own room and of the rooms its line
# below allows, nothing else; no room includes the app root (MainWindow,
# AppStartup, …); and the engine, the bots and the simulator (engine/, ai/,
# sim/) include nothing of the app. A new folder in app/ fails until it has
# a line here. The engine's own layers are held by CMake (engine/CMakeLists.txt).
#
# cmake -DSOURCE_DIR=<repo> -P check-rooms.cmake; fails with one line per
# include that crosses a wall.
cmake_minimum_required(VERSION 3.22)
if(NOT SOURCE_DIR)
    message(FATAL_ERROR "SOURCE_DIR is not set")
endif()

# ---------------------------------------------------------------------------
# The rooms, lowest first, and the rooms each may include (besides itself).
# This table is the one place the walls are written down; docs/ARCHITECTURE.md
# describes the same picture in words.
# ---------------------------------------------------------------------------
set(rooms "")
macro(room name)
    list(APPEND rooms ${name})
    set(allowed_${name} ${ARGN})
endmacro()
# Every word the player reads for the game's own things (GameText): the lowest room.
room(text)
# Who sits where and who is "you" (SeatInfo, PointOfView).
room(seating  text)
# What every chart paints alike, the chart widget base, the reaction
# histogram; plain numbers, no game data.
room(charts   text seating)
# The table widget, its cards and its animation times.
room(table    text seating)
# The log and the status line: the renderers of each action's report.
room(story    text seating)
# The sounds and what the table does to play them.
room(sound    text seating)
# What people keep (AppSettings, KeyBindings) and the settings dialog.
room(settings text seating table sound)
# The rules window, its pattern examples and its pictures of the calls.
room(help     text seating table settings)
# The statistics of one game and the end-of-game window.
room(summary  text seating charts)
# The career statistics (SQLite), slap windows, coach, statistics window, practice.
room(career   text seating charts table settings)
# Game records of the app's games and resume.json (RecordKeeper).
room(records  text seating)
# The table rig (GameRig) and the match controller: composes the rooms
# below the app root for the main window, the demo table and the replays.
room(rig      text seating charts table story sound settings help summary career records)
# The replay viewer, its analysis of a record and the list of records: a
# table of its own, built through the rig.
room(replay   text seating table story records rig)
# The demo table: bots only.
room(demo     text seating table story sound rig)

# Includes that cross a wall today, each with what cuts it. Keep it short.
set(exceptions
    # Coach::kAutomaticGames (the coach's default span) belongs with AppSettings::CoachMode.
    "settings/GamePage.cpp -> career/Coach.h"
)

# ---------------------------------------------------------------------------
file(GLOB root_headers RELATIVE "${SOURCE_DIR}/app" "${SOURCE_DIR}/app/*.h")
file(GLOB entries RELATIVE "${SOURCE_DIR}/app" "${SOURCE_DIR}/app/*")
set(broken 0)
set(checked 0)
foreach(entry IN LISTS entries)
    if(IS_DIRECTORY "${SOURCE_DIR}/app/${entry}" AND NOT entry IN_LIST rooms)
        message(SEND_ERROR "app/${entry}/: a room with no line in tests/structure/check-rooms.cmake")
        math(EXPR broken "${broken} + 1")
    endif()
endforeach()

# The `#include "…"` lines of `file` (relative to SOURCE_DIR), as the quoted paths.
function(quoted_includes file out)
    file(STRINGS "${SOURCE_DIR}/${file}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*\"")
    set(paths "")
    foreach(line IN LISTS lines)
        string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*$" "\\1" path "${line}")
        list(APPEND paths "${path}")
    endforeach()
    set(${out} "${paths}" PARENT_SCOPE)
endfunction()

file(GLOB_RECURSE app_files RELATIVE "${SOURCE_DIR}/app" "${SOURCE_DIR}/app/*.cpp" "${SOURCE_DIR}/app/*.h")
foreach(file IN LISTS app_files)
    if(NOT file MATCHES "/")
        continue() # the app root may include every room
    endif()
    string(REGEX REPLACE "/.*$" "" from "${file}")
    if(NOT from IN_LIST rooms)
        continue() # told above
    endif()
    quoted_includes("app/${file}" includes)
    foreach(include IN LISTS includes)
        math(EXPR checked "${checked} + 1")
        if("${file} -> ${include}" IN_LIST exceptions)
            continue()
        endif()
        if(include IN_LIST root_headers)
            message(SEND_ERROR "app/${file}: includes \"${include}\" of the app root: no room does")
            math(EXPR broken "${broken} + 1")
            continue()
        endif()
        if(NOT include MATCHES "^([a-z]+)/")
            continue() # the engine's, the bots' and the record's headers
        endif()
        set(to "${CMAKE_MATCH_1}")
        if(NOT to IN_LIST rooms OR to STREQUAL from OR to IN_LIST allowed_${from})
            continue()
        endif()
        string(REPLACE ";" " " may "${from};${allowed_${from}}")
        message(SEND_ERROR "app/${file}: includes \"${include}\": ${from}/ may include only ${may}")
        math(EXPR broken "${broken} + 1")
    endforeach()
endforeach()

# The engine, the bots and the simulator know nothing of the app.
foreach(layer IN ITEMS engine ai sim)
    file(GLOB_RECURSE layer_files RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/${layer}/*.cpp" "${SOURCE_DIR}/${layer}/*.h"
         "${SOURCE_DIR}/${layer}/*.inc")
    foreach(file IN LISTS layer_files)
        quoted_includes("${file}" includes)
        foreach(include IN LISTS includes)
            math(EXPR checked "${checked} + 1")
            set(to "")
            if(include MATCHES "^([a-z]+)/")
                set(to "${CMAKE_MATCH_1}")
            endif()
            if(include IN_LIST root_headers OR to IN_LIST rooms)
                message(SEND_ERROR "${file}: includes \"${include}\" of the app: ${layer}/ never does")
                math(EXPR broken "${broken} + 1")
            endif()
        endforeach()
    endforeach()
endforeach()

if(broken GREATER 0)
    message(FATAL_ERROR "${broken} include(s) cross a wall (of ${checked} checked)")
endif()
if(checked EQUAL 0)
    message(FATAL_ERROR "no includes found under ${SOURCE_DIR}/app")
endif()
message(STATUS "${checked} includes checked: every room keeps to its walls")
