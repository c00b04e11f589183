# SPDX-License-Identifier: GPL-3.0-or-later
# Every reference a reader may follow must lead somewhere:
#  - each "RULES.md §N" (also "§N–§M" ranges after it) in the sources,
#    docs, manual pages and data names a section "## §N" of docs/RULES.md;
#  - each relative link in README.md and docs/*.md names an existing file.
# cmake -DSOURCE_DIR=<repo> -P check-references.cmake; fails with one line
# per broken reference.
cmake_minimum_required(VERSION 3.22)
if(NOT SOURCE_DIR)
    message(FATAL_ERROR "SOURCE_DIR is not set")
endif()

file(READ "${SOURCE_DIR}/docs/RULES.md" rules)
string(REGEX MATCHALL "\n## §[0-9]+ " headings "${rules}")
set(sections "")
foreach(h IN LISTS headings)
    string(REGEX REPLACE "\n## §([0-9]+) " "\\1" n "${h}")
    list(APPEND sections "${n}")
endforeach()
if(NOT sections)
    message(FATAL_ERROR "docs/RULES.md has no numbered sections (## §N)")
endif()

file(GLOB_RECURSE files RELATIVE "${SOURCE_DIR}"
    "${SOURCE_DIR}/*.cpp" "${SOURCE_DIR}/*.h" "${SOURCE_DIR}/*.md" "${SOURCE_DIR}/*.6"
    "${SOURCE_DIR}/*.cmake" "${SOURCE_DIR}/*CMakeLists.txt" "${SOURCE_DIR}/*.dict" "${SOURCE_DIR}/*.sh")
set(broken 0)
set(checked 0)
foreach(file IN LISTS files)
    if(file MATCHES "^(build|\\.git)[^/]*/" OR file MATCHES "^tests/docs/broken/")
        continue()
    endif()
    file(READ "${SOURCE_DIR}/${file}" text)
    string(REGEX MATCHALL "RULES\\.md §[0-9]+([–-]§?[0-9]+)?" refs "${text}")
    foreach(ref IN LISTS refs)
        string(REGEX MATCHALL "[0-9]+" numbers "${ref}")
        foreach(n IN LISTS numbers)
            math(EXPR checked "${checked} + 1")
            if(NOT n IN_LIST sections)
                message(SEND_ERROR "${file}: '${ref}': docs/RULES.md has no section §${n}")
                math(EXPR broken "${broken} + 1")
            endif()
        endforeach()
    endforeach()

    if(file MATCHES "^(README\\.md|docs/[^/]+\\.md)$")
        get_filename_component(dir "${SOURCE_DIR}/${file}" DIRECTORY)
        # A "]" in a list item would break CMake's list: mark "](" first.
        string(REPLACE "](" "<link>(" marked "${text}")
        string(REPLACE "[" "<" marked "${marked}")
        string(REPLACE "]" ">" marked "${marked}")
        string(REGEX MATCHALL "<link>\\([^)# ]+[)#]" links "${marked}")
        foreach(link IN LISTS links)
            string(REGEX REPLACE "^<link>\\(([^)# ]+)[)#]$" "\\1" target "${link}")
            if(target MATCHES "^[a-z]+:")
                continue() # https:, mailto:
            endif()
            math(EXPR checked "${checked} + 1")
            if(NOT EXISTS "${dir}/${target}")
                message(SEND_ERROR "${file}: the link '${target}' leads to no file")
                math(EXPR broken "${broken} + 1")
            endif()
        endforeach()
    endif()
endforeach()
if(broken GREATER 0)
    message(FATAL_ERROR "${broken} of ${checked} references lead nowhere")
endif()
if(checked LESS 20)
    message(FATAL_ERROR "only ${checked} references found: the scan is broken")
endif()
message(STATUS "${checked} references checked, sections: ${sections}")
