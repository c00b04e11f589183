# SPDX-License-Identifier: GPL-3.0-or-later
# The walls between the app's rooms (the folders of app/): a source of a
# room may include the headers of its own room and of the rooms its line
# below allows, and of the libraries below the app (engine/, ai/, sim/)
# only those its line names after LIBS; nothing else. No room includes the
# app root (MainWindow, AppStartup, …); no include in app/ climbs with
# `../`; an include that names no header of the app or of those libraries
# fails too (a new library needs its place below); and the engine, the
# bots and the simulator include nothing of the app. A new folder in app/
# fails until it has a line here. The engine's own layers are held by
# CMake (engine/CMakeLists.txt).
#
# cmake -DSOURCE_DIR=<repo> -P check-rooms.cmake; fails with one line per
# include that crosses a wall.
cmake_minimum_required(VERSION 3.22)
if(NOT SOURCE_DIR)
    message(FATAL_ERROR "SOURCE_DIR is not set")
endif()

# ---------------------------------------------------------------------------
# The rooms, lowest first: the rooms each may include (besides itself), then
# after LIBS the libraries below the app it may include (none without LIBS).
# This table is the one place the walls are written down; docs/ARCHITECTURE.md
# describes the same picture in words.
# ---------------------------------------------------------------------------
set(rooms "")
macro(room name)
    cmake_parse_arguments(room "" "" "LIBS" ${ARGN})
    list(APPEND rooms ${name})
    set(allowed_${name} ${room_UNPARSED_ARGUMENTS})
    set(libs_${name} ${room_LIBS})
endmacro()
# Every word the player reads for the game's own things (GameText): the lowest room.
room(text                                         LIBS engine)
# The stores' worker thread (SerialWorker): Qt alone, no game, no words.
room(worker)
# Who sits where and who is "you" (SeatInfo, PointOfView).
room(seating  text)
# What every chart paints alike, the chart widget base, the reaction
# histogram; plain numbers, no game data.
room(charts   text seating)
# The storyteller (every word said about what happened in a game) and the
# views that tell the story as it happens: the log and the status line.
room(story    text seating                        LIBS engine)
# The table widget, its cards and its animation times (its words of the
# story from the storyteller).
room(table    text seating story                  LIBS engine)
# The sounds and what the table does to play them.
room(sound    text seating                        LIBS engine)
# The rule workshop (RuleForecast, RuleWorkshop): the one room that runs the simulator.
room(workshop text                                LIBS engine ai sim)
# What people keep (AppSettings, KeyBindings) and the settings dialog, the workshop beside its rules.
room(settings text seating table sound workshop   LIBS engine ai)
# The rules window, its pattern examples and its pictures of the calls.
room(help     text seating table settings         LIBS engine)
# A game's chances to win after every step (sim/WinChances.h) worked out in
# the background, their chart and their words.
room(analysis text seating charts                 LIBS engine ai sim)
# The statistics of one game and the end-of-game window.
room(summary  text seating charts story analysis  LIBS engine ai sim)
# The career statistics (SQLite), what they add up to, the statistics window.
room(career   text seating charts worker          LIBS engine ai)
# What follows the person's slaps: slap windows, near misses, the career's recorder, coach, practice.
room(coach    text seating table settings career  LIBS engine)
# Game records of the app's games and resume.json (RecordKeeper).
room(records  text seating worker                 LIBS engine)
# Runs to share (docs/RUNS.md): the file, its check (the game played again
# with its deal's bots), the rivals kept, their views and ghosts.
room(rivals   text seating charts summary         LIBS engine ai)
# The table rig (GameRig) and the match controller: composes the rooms
# below the app root for the main window, the demo table and the replays.
room(rig      text seating charts table story sound settings help summary career coach records rivals
              LIBS engine ai)
# The replay viewer, its analysis of a record and the list of records: a
# table of its own, built through the rig.
room(replay   text seating table story records rig analysis LIBS engine ai sim)
# The demo table: bots only.
room(demo     text seating table story sound rig  LIBS engine ai)

# The libraries below the app: the folders their CMakeLists put on the
# include path, each header included by its path from one of them
# ("GameSession.h", "detail/FusedBot.h"). Every folder of engine/ is a
# layer of its own with its folder on the path (engine/CMakeLists.txt).
file(GLOB engine_entries LIST_DIRECTORIES true "${SOURCE_DIR}/engine/*")
set(include_dirs_engine "")
foreach(entry IN LISTS engine_entries)
    if(IS_DIRECTORY "${entry}")
        list(APPEND include_dirs_engine "${entry}")
    endif()
endforeach()
set(include_dirs_ai "${SOURCE_DIR}/ai")
set(include_dirs_sim "${SOURCE_DIR}/sim")
set(libraries engine ai sim)
list(JOIN libraries ", " known)
foreach(name IN LISTS rooms)
    foreach(library IN LISTS libs_${name})
        if(NOT library IN_LIST libraries)
            message(FATAL_ERROR "room(${name} … LIBS ${library}): no library ${library} (only ${known})")
        endif()
    endforeach()
endforeach()

# Includes that cross a wall today ("settings/GamePage.cpp -> coach/Coach.h"),
# each with what cuts it. Keep it short: none today.
set(exceptions "")

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

# The headers of each library, as the app includes them.
foreach(library IN LISTS libraries)
    set(headers_${library} "")
    foreach(dir IN LISTS include_dirs_${library})
        file(GLOB_RECURSE found RELATIVE "${dir}" "${dir}/*.h" "${dir}/*.inc")
        list(APPEND headers_${library} ${found})
    endforeach()
endforeach()

# The library whose header `include` names, or empty.
function(library_of include out)
    set(${out} "" PARENT_SCOPE)
    foreach(library IN LISTS libraries)
        if(include IN_LIST headers_${library})
            set(${out} "${library}" PARENT_SCOPE)
            return()
        endif()
    endforeach()
endfunction()

file(GLOB_RECURSE app_files RELATIVE "${SOURCE_DIR}/app" "${SOURCE_DIR}/app/*.cpp" "${SOURCE_DIR}/app/*.h")
foreach(file IN LISTS app_files)
    # No include climbs out of its folder: a room's header is named by its
    # room ("table/TableWidget.h"), so that the walls above can see it.
    file(STRINGS "${SOURCE_DIR}/app/${file}" lines REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"][^>\"]*\\.\\./")
    foreach(line IN LISTS lines)
        string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*[<\"]([^>\"]+)[>\"].*$" "\\1" path "${line}")
        message(SEND_ERROR "app/${file}: includes \"${path}\": no include in app/ climbs with ../")
        math(EXPR broken "${broken} + 1")
    endforeach()
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
        if(include MATCHES "\\.\\./" OR "${file} -> ${include}" IN_LIST exceptions)
            continue() # told above, or listed
        endif()
        if(include IN_LIST root_headers)
            message(SEND_ERROR "app/${file}: includes \"${include}\" of the app root: no room does")
            math(EXPR broken "${broken} + 1")
            continue()
        endif()
        if(include MATCHES "^([a-z]+)/" AND CMAKE_MATCH_1 IN_LIST rooms)
            set(to "${CMAKE_MATCH_1}")
            if(to STREQUAL from OR to IN_LIST allowed_${from})
                continue()
            endif()
            string(REPLACE ";" " " may "${from};${allowed_${from}}")
            message(SEND_ERROR "app/${file}: includes \"${include}\": ${from}/ may include only ${may}")
            math(EXPR broken "${broken} + 1")
            continue()
        endif()
        library_of("${include}" library)
        if(library STREQUAL "")
            message(SEND_ERROR "app/${file}: includes \"${include}\": the app, engine/, ai/ and sim/ have no such header")
            math(EXPR broken "${broken} + 1")
        elseif(NOT library IN_LIST libs_${from})
            if(libs_${from})
                string(REPLACE ";" "/ " may "${libs_${from}}/")
                set(may "${from}/ may include only ${may}")
            else()
                set(may "${from}/ includes none of engine/, ai/, sim/")
            endif()
            message(SEND_ERROR "app/${file}: includes \"${include}\" of ${library}/: ${may}")
            math(EXPR broken "${broken} + 1")
        endif()
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
