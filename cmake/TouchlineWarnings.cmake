# touchline_warnings(<target>): the project's warning flags on one target.
function(touchline_warnings target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
  if(TOUCHLINE_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
