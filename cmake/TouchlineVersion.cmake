# Writes the version of the build for common/Platform/Version.cpp, at every build (the target
# touchline_version, common/CMakeLists.txt): the project version and the git commit of the
# sources, if they are a git checkout and git is there. The file is rewritten only when its
# text changes, so that a build without a new commit compiles nothing.
#   cmake -DSOURCE_DIR=<project> -DVERSION=0.1.0 -DOUTPUT=<file> -P TouchlineVersion.cmake
cmake_minimum_required(VERSION 3.25)
set(commit "")
find_program(GIT git)
if(GIT)
  execute_process(COMMAND ${GIT} -C ${SOURCE_DIR} rev-parse --short=12 HEAD
                  OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET RESULT_VARIABLE result)
  if(NOT result EQUAL 0 OR NOT commit MATCHES "^[0-9a-f]+$")
    set(commit "")
  endif()
endif()
set(text "// Written by cmake/TouchlineVersion.cmake at build time.\n#define TOUCHLINE_PROJECT_VERSION \"${VERSION}\"\n#define TOUCHLINE_GIT_COMMIT \"${commit}\"\n")
set(old "")
if(EXISTS ${OUTPUT})
  file(READ ${OUTPUT} old)
endif()
if(NOT old STREQUAL text)
  file(WRITE ${OUTPUT} "${text}")
endif()
