# Runs lupdate over the app's sources into the .ts files.
#   -DMODE=update  refreshes translations/*.ts in place
#   -DMODE=check   works on copies in -DWORK_DIR and fails if any source
#                  string is missing from a .ts file (lupdate would add it,
#                  unfinished), if a .ts holds a string the sources no
#                  longer have (vanished/obsolete), or if any translation
#                  is unfinished.
# Needs -DLUPDATE, -DSOURCE_DIR, -DLANGUAGES (a list).
cmake_minimum_required(VERSION 3.22)
foreach(var LUPDATE SOURCE_DIR LANGUAGES MODE)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "lupdate.cmake: -D${var}=… is missing")
    endif()
endforeach()

if(MODE STREQUAL "check")
    if(NOT DEFINED WORK_DIR)
        message(FATAL_ERROR "lupdate.cmake: -DWORK_DIR=… is missing")
    endif()
    file(REMOVE_RECURSE "${WORK_DIR}")
    file(MAKE_DIRECTORY "${WORK_DIR}")
    file(GLOB originals "${SOURCE_DIR}/translations/*.ts")
    file(COPY ${originals} DESTINATION "${WORK_DIR}")
    set(ts_dir "${WORK_DIR}")
else()
    set(ts_dir "${SOURCE_DIR}/translations")
endif()

# The update drops strings the sources no longer have; the check keeps them
# (lupdate marks them vanished) so that a stale entry fails it, as one
# already in the files does.
if(MODE STREQUAL "check")
    set(keep "")
else()
    set(keep -no-obsolete)
endif()
set(common -silent -extensions cpp,h ${keep} -locations relative "${SOURCE_DIR}/app")
set(problems "")
foreach(language IN LISTS LANGUAGES ITEMS en)
    set(ts "${ts_dir}/ratscrew_${language}.ts")
    if(MODE STREQUAL "check" AND NOT EXISTS "${ts}")
        string(APPEND problems "  ratscrew_${language}.ts: missing\n")
        continue()
    endif()
    if(language STREQUAL "en")
        set(extra -pluralonly) # English needs only its plural forms
    else()
        set(extra "")
    endif()
    execute_process(COMMAND "${LUPDATE}" ${common} ${extra} -target-language ${language} -ts "${ts}"
                    RESULT_VARIABLE result OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "lupdate failed for ${language}: ${err}")
    endif()
    if(MODE STREQUAL "check")
        file(READ "${ts}" text)
        string(REGEX MATCHALL "type=\"unfinished\"" unfinished "${text}")
        string(REGEX MATCHALL "type=\"(vanished|obsolete)\"" gone "${text}")
        list(LENGTH unfinished n_unfinished)
        list(LENGTH gone n_gone)
        if(n_unfinished GREATER 0 OR n_gone GREATER 0)
            string(APPEND problems "  ratscrew_${language}.ts: ${n_unfinished} missing or unfinished, ${n_gone} obsolete\n")
        endif()
    endif()
endforeach()
if(problems)
    message(FATAL_ERROR "Translations are not complete (run the update_translations target, then translate):\n${problems}")
endif()
