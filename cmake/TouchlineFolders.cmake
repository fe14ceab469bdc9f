# Helpers for the folders of the parts.
#
# touchline_add_test_folders(<folder>...): adds the tests/, bench/ and fuzz/ folders of a part
# that the build options ask for: tests with TOUCHLINE_BUILD_TESTS, bench with
# TOUCHLINE_BUILD_BENCH, fuzz with TOUCHLINE_FUZZ (real fuzzers) or TOUCHLINE_BUILD_TESTS (the
# replays of their corpora).
function(touchline_add_test_folders)
  foreach(folder ${ARGN})
    if((folder STREQUAL "tests" AND TOUCHLINE_BUILD_TESTS) OR (folder STREQUAL "bench" AND TOUCHLINE_BUILD_BENCH) OR
       (folder STREQUAL "fuzz" AND (TOUCHLINE_FUZZ OR TOUCHLINE_BUILD_TESTS)))
      add_subdirectory(${folder})
    endif()
  endforeach()
endfunction()

# touchline_add_programs(<pattern> <variable> <library>...): one program per file of the calling
# folder that matches pattern (e.g. *_bench.cpp), named after the file and linked with the
# libraries; variable receives the names.
function(touchline_add_programs pattern variable)
  file(GLOB sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/${pattern})
  set(names "")
  foreach(source ${sources})
    get_filename_component(name ${source} NAME_WE)
    add_executable(${name} ${source})
    target_link_libraries(${name} PRIVATE ${ARGN})
    touchline_warnings(${name})
    list(APPEND names ${name})
  endforeach()
  set(${variable} ${names} PARENT_SCOPE)
endfunction()
