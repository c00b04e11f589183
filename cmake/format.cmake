# Formats the sources with clang-format, or checks that they are formatted.
#   cmake -DCLANG_FORMAT=<path> -DSOURCE_DIR=<repo> -DMODE=fix|check -P format.cmake
# The sources: every .h, .cpp and .inc under the folders of the code and its
# tests. The output is that of clang-format 14 (.clang-format says why):
# another major version is refused with a line saying which to install.
cmake_minimum_required(VERSION 3.22)
foreach(var CLANG_FORMAT SOURCE_DIR MODE)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "format.cmake: -D${var}=… is missing")
    endif()
endforeach()
set(wanted_major 14)
# Installed after the build was configured (as .ci/run does): look again.
if(NOT CLANG_FORMAT OR CLANG_FORMAT MATCHES "NOTFOUND$")
    unset(CLANG_FORMAT)
    find_program(CLANG_FORMAT NAMES clang-format-${wanted_major} clang-format)
endif()
if(NOT CLANG_FORMAT OR CLANG_FORMAT MATCHES "NOTFOUND$")
    message(FATAL_ERROR "clang-format ${wanted_major} is not installed (Debian/Ubuntu: "
                        "scripts/quickstart deps clang-format-${wanted_major})")
endif()
execute_process(COMMAND "${CLANG_FORMAT}" --version OUTPUT_VARIABLE version_text RESULT_VARIABLE result)
string(REGEX MATCH "version ([0-9]+)" _ "${version_text}")
if(NOT result EQUAL 0 OR NOT CMAKE_MATCH_1 STREQUAL "${wanted_major}")
    string(STRIP "${version_text}" version_text)
    message(FATAL_ERROR "${CLANG_FORMAT} is '${version_text}', not clang-format ${wanted_major}: other "
                        "versions lay out some lines differently (Debian/Ubuntu: scripts/quickstart deps "
                        "clang-format-${wanted_major})")
endif()

set(files "")
foreach(dir engine ai app sim bench fuzz tests)
    file(GLOB_RECURSE found LIST_DIRECTORIES false "${SOURCE_DIR}/${dir}/*.h" "${SOURCE_DIR}/${dir}/*.cpp"
         "${SOURCE_DIR}/${dir}/*.inc")
    list(APPEND files ${found})
endforeach()
list(SORT files)
list(LENGTH files count)
if(count EQUAL 0)
    message(FATAL_ERROR "format.cmake: no sources under ${SOURCE_DIR}")
endif()

if(MODE STREQUAL "fix")
    execute_process(COMMAND "${CLANG_FORMAT}" -i --style=file ${files}
                    WORKING_DIRECTORY "${SOURCE_DIR}" RESULT_VARIABLE result)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "clang-format failed")
    endif()
    message(STATUS "Formatted ${count} files")
elseif(MODE STREQUAL "check")
    execute_process(COMMAND "${CLANG_FORMAT}" --dry-run -Werror --style=file ${files}
                    WORKING_DIRECTORY "${SOURCE_DIR}" RESULT_VARIABLE result ERROR_VARIABLE problems)
    if(NOT result EQUAL 0)
        string(REGEX MATCHALL "[^\n]*: error: code should be clang-formatted[^\n]*" lines "${problems}")
        set(where "")
        foreach(line IN LISTS lines)
            string(REGEX REPLACE ":[0-9]+:[0-9]+: error:.*" "" file "${line}")
            list(APPEND where "${file}")
        endforeach()
        list(REMOVE_DUPLICATES where)
        list(LENGTH where bad)
        list(JOIN where "\n  " where)
        message(FATAL_ERROR "${bad} of ${count} files are not formatted (run the `format` target):\n  ${where}")
    endif()
    message(STATUS "All ${count} files are formatted")
else()
    message(FATAL_ERROR "format.cmake: MODE must be fix or check, not '${MODE}'")
endif()
