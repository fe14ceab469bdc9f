# libFuzzer targets: one per *_fuzz.cpp file in the calling directory, linked with the given
# libraries. With TOUCHLINE_FUZZ (the "fuzz" preset, clang) they are real fuzzers:
#   build/fuzz/common/fuzz/config_map_fuzz common/fuzz/corpus/config_map_fuzz
# In the other builds each one is linked with common/fuzz/ReplayMain.cpp into <name>_replay,
# and a test replays its seed corpus (corpus/<name>/), so the targets always compile and the
# corpus stays clean. TOUCHLINE_FUZZ_TARGETS receives the names of the targets.
function(touchline_add_fuzzers)
  set(targets "")
  file(GLOB sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/*_fuzz.cpp)
  foreach(source ${sources})
    get_filename_component(name ${source} NAME_WE)
    if(TOUCHLINE_FUZZ)
      add_executable(${name} ${source})
      target_compile_options(${name} PRIVATE -fsanitize=fuzzer)
      target_link_options(${name} PRIVATE -fsanitize=fuzzer)
    else()
      set(corpus ${name})
      set(name ${name}_replay)
      add_executable(${name} ${source} ${PROJECT_SOURCE_DIR}/common/fuzz/ReplayMain.cpp)
      add_test(NAME fuzz.${corpus}.corpus COMMAND ${name} ${CMAKE_CURRENT_SOURCE_DIR}/corpus/${corpus})
      set_tests_properties(fuzz.${corpus}.corpus PROPERTIES ENVIRONMENT "TOUCHLINE_CONFIG=${CMAKE_CURRENT_BINARY_DIR}/Config")
    endif()
    target_link_libraries(${name} PRIVATE ${ARGN})
    list(APPEND targets ${name})
  endforeach()
  set(TOUCHLINE_FUZZ_TARGETS ${targets} PARENT_SCOPE)
endfunction()
