# The test programs' own code (every target that links GoogleTest) can be compiled with other
# flags than the code it tests (docs/performance.md, "Build time"). The dev preset compiles it
# with -Og -g1: optimised for debugging, line tables without variables (the debug information of
# Qt's and GoogleTest's types was most of a test file's cost), while the libraries and programs
# under test keep the preset's -O2 -g. The same warnings are on; the other presets
# compile the tests like everything else (the aarch64 preset in CI compiles common's and robot's
# tests with -O2).
#
# Test programs also get their own unity batch size (unless the target sets TOUCHLINE_UNITY_BATCH
# itself): test files are the most expensive to compile per file (GoogleTest's macros, many small
# functions), so smaller batches keep every translation unit short.
set(TOUCHLINE_TEST_CXX_FLAGS "" CACHE STRING "Extra compile options of the test programs (after the preset's)")
set(TOUCHLINE_UNITY_TEST_BATCH 8 CACHE STRING "Files per unity batch of a test program")

# Gives every test program defined so far its flags and batch size (before touchline_unity_all).
function(touchline_test_programs_all)
  _touchline_unity_targets(${PROJECT_SOURCE_DIR} targets)
  foreach(target ${targets})
    # A test program: an executable that links GoogleTest directly.
    get_target_property(type ${target} TYPE)
    get_target_property(gtest ${target} LINK_LIBRARIES)
    list(FILTER gtest INCLUDE REGEX "^GTest::")
    if(NOT type STREQUAL "EXECUTABLE" OR NOT gtest)
      continue()
    endif()
    if(TOUCHLINE_TEST_CXX_FLAGS)
      separate_arguments(flags UNIX_COMMAND "${TOUCHLINE_TEST_CXX_FLAGS}")
      target_compile_options(${target} PRIVATE ${flags})
    endif()
    get_target_property(batch ${target} TOUCHLINE_UNITY_BATCH)
    if(NOT batch)
      set_property(TARGET ${target} PROPERTY TOUCHLINE_UNITY_BATCH ${TOUCHLINE_UNITY_TEST_BATCH})
    endif()
  endforeach()
endfunction()
