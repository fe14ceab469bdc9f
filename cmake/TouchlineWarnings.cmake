# touchline_warnings(<target>): the project's warning flags on one target.
function(touchline_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
    # GCC 12 reports "literal" + std::string at -O3 as overlapping memcpy (GCC bug 105329).
    target_compile_options(${target} PRIVATE -Wno-restrict)
  endif()
  if(TOUCHLINE_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
