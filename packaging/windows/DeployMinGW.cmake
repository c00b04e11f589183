# SPDX-License-Identifier: GPL-3.0-or-later
# Install-time script of a MinGW-w64 build for Windows made on Linux (see
# packaging/windows/cross-build.sh): makes the installed bin\ folder run on
# its own, as windeployqt does on Windows (windeployqt is a Windows program
# and not part of a cross-built Qt 6.4):
#
# - the Qt plugins named below go to bin\<type>\ (the platform plugin, the
#   style, the SQLite driver, the sound backend, image formats);
# - every DLL the programs and those plugins import, and the DLLs those
#   import, found in RATSCREW_DEPLOY_SEARCH_DIRS (Qt's bin\, the MinGW
#   runtime, zlib), go to bin\; Windows' own DLLs are left out;
# - qt.conf tells Qt that its plugins and translations are in bin\;
# - Qt's own translations (platform independent .qm files) go to
#   bin\translations\.
#
# packaging/CMakeLists.txt sets these (install(CODE) before install(SCRIPT)):
#   RATSCREW_DEPLOY_BIN             the programs' folder, relative to the prefix
#   RATSCREW_DEPLOY_PROGRAMS        their file names (ratscrew.exe, …)
#   RATSCREW_DEPLOY_QT_PLUGINS_DIR  Qt's plugins folder
#   RATSCREW_DEPLOY_PLUGINS         <type>/<name> of each plugin, without .dll
#   RATSCREW_DEPLOY_SEARCH_DIRS     folders with the DLLs to copy
#   RATSCREW_DEPLOY_OBJDUMP         x86_64-w64-mingw32-objdump
#   RATSCREW_DEPLOY_TRANSLATIONS    the .qm files to copy
# A DLL that looks like Qt's, MinGW's or zlib's and is not found stops the
# install with an error: the program would not start without it.

# Install scripts run with the policies of CMake 2.x (if(IN_LIST) is 3.3).
cmake_policy(PUSH)
cmake_policy(VERSION 3.22)

set(_bin "$ENV{DESTDIR}${CMAKE_INSTALL_PREFIX}/${RATSCREW_DEPLOY_BIN}")
message(STATUS "Deploying Qt and the MinGW runtime to ${_bin}")

# Windows matches DLL names without regard to case; the Linux file system
# does not: index the candidates by their lower-case names.
set(_known "")
foreach(_dir IN LISTS RATSCREW_DEPLOY_SEARCH_DIRS)
    file(GLOB _dlls LIST_DIRECTORIES false "${_dir}/*.dll")
    foreach(_dll IN LISTS _dlls)
        get_filename_component(_name "${_dll}" NAME)
        string(TOLOWER "${_name}" _lower)
        if(NOT DEFINED "_where_${_lower}")
            set("_where_${_lower}" "${_dll}")
        endif()
    endforeach()
endforeach()

set(_queue "")
foreach(_program IN LISTS RATSCREW_DEPLOY_PROGRAMS)
    if(NOT EXISTS "${_bin}/${_program}")
        message(FATAL_ERROR "deploy: ${_bin}/${_program} is not installed")
    endif()
    list(APPEND _queue "${_bin}/${_program}")
endforeach()

foreach(_plugin IN LISTS RATSCREW_DEPLOY_PLUGINS)
    set(_from "${RATSCREW_DEPLOY_QT_PLUGINS_DIR}/${_plugin}.dll")
    if(NOT EXISTS "${_from}")
        message(FATAL_ERROR "deploy: the Qt plugin ${_from} is missing (was Qt built with it?)")
    endif()
    get_filename_component(_type "${_plugin}" DIRECTORY)
    file(INSTALL "${_from}" DESTINATION "${_bin}/${_type}")
    list(APPEND _queue "${_bin}/${_plugin}.dll")
endforeach()

# Everything already in bin\ counts as there (the programs' own DLLs).
file(GLOB _present LIST_DIRECTORIES false "${_bin}/*.dll")
set(_have "")
foreach(_dll IN LISTS _present)
    get_filename_component(_name "${_dll}" NAME)
    string(TOLOWER "${_name}" _lower)
    list(APPEND _have "${_lower}")
endforeach()

while(_queue)
    list(POP_FRONT _queue _file)
    execute_process(COMMAND "${RATSCREW_DEPLOY_OBJDUMP}" -p "${_file}"
                    OUTPUT_VARIABLE _headers RESULT_VARIABLE _status ERROR_VARIABLE _error)
    if(NOT _status EQUAL 0)
        message(FATAL_ERROR "deploy: ${RATSCREW_DEPLOY_OBJDUMP} -p ${_file} failed: ${_error}")
    endif()
    string(REGEX MATCHALL "DLL Name: [^\r\n]+" _imports "${_headers}")
    foreach(_import IN LISTS _imports)
        string(REGEX REPLACE "^DLL Name: " "" _name "${_import}")
        string(STRIP "${_name}" _name)
        string(TOLOWER "${_name}" _lower)
        if(_lower IN_LIST _have)
            continue()
        endif()
        if(DEFINED "_where_${_lower}")
            file(INSTALL "${_where_${_lower}}" DESTINATION "${_bin}")
            get_filename_component(_copied "${_where_${_lower}}" NAME)
            list(APPEND _have "${_lower}")
            list(APPEND _queue "${_bin}/${_copied}")
        elseif(_lower MATCHES "^(qt6|libgcc|libstdc|libwinpthread|zlib)")
            message(FATAL_ERROR "deploy: ${_file} needs ${_name}, which is in none of: "
                                "${RATSCREW_DEPLOY_SEARCH_DIRS}")
        else()
            # One of Windows' own (kernel32.dll, d3d11.dll, mfplat.dll, …).
            list(APPEND _have "${_lower}")
        endif()
    endforeach()
endwhile()

# Plugins and translations are found relative to the programs.
file(WRITE "${_bin}/qt.conf" "[Paths]\nPrefix = .\nPlugins = .\nTranslations = translations\n")

if(RATSCREW_DEPLOY_TRANSLATIONS)
    file(INSTALL ${RATSCREW_DEPLOY_TRANSLATIONS} DESTINATION "${_bin}/translations")
endif()

cmake_policy(POP)
