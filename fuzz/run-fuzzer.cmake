# SPDX-License-Identifier: GPL-3.0-or-later
# One fuzz.* CTest: runs FUZZER for SECONDS on WORK_DIR/corpus, a copy of
# the committed seeds in SEEDS (new inputs go there, never into the source
# tree), with the dictionary DICT if given. Fails if the fuzzer does, and
# says where the crashing input is and how to replay it.
#   cmake -DFUZZER=<program> -DSEEDS=<dir> -DWORK_DIR=<dir> -DSECONDS=<n> [-DDICT=<file>] -P run-fuzzer.cmake
foreach(var FUZZER SEEDS WORK_DIR SECONDS)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "run-fuzzer.cmake: -D${var}=... is missing")
    endif()
endforeach()

set(corpus "${WORK_DIR}/corpus")
set(artifacts "${WORK_DIR}/artifacts")
file(MAKE_DIRECTORY "${corpus}" "${artifacts}")
file(GLOB seeds "${SEEDS}/*")
if(seeds)
    file(COPY ${seeds} DESTINATION "${corpus}")
endif()
file(GLOB before "${artifacts}/*")

set(dict "")
if(DICT)
    set(dict "-dict=${DICT}")
endif()
# The committed seeds come second: libFuzzer reads both, writes only to the first.
execute_process(
    COMMAND "${FUZZER}" -max_total_time=${SECONDS} -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
            "-artifact_prefix=${artifacts}/" ${dict} "${corpus}" "${SEEDS}"
    RESULT_VARIABLE status)

file(GLOB after "${artifacts}/*")
if(before)
    list(REMOVE_ITEM after ${before})
endif()
if(NOT status EQUAL 0 OR after)
    set(report "")
    foreach(input IN LISTS after)
        string(APPEND report "\n  input: ${input}\n  replay: ${FUZZER} ${input}")
    endforeach()
    if(NOT report)
        set(report "\n  (no input was saved)")
    endif()
    message(FATAL_ERROR "${FUZZER} failed (exit status ${status}):${report}")
endif()
file(GLOB entries "${corpus}/*")
list(LENGTH entries count)
message(STATUS "no failure in ${SECONDS} s; ${count} inputs in ${corpus}")
