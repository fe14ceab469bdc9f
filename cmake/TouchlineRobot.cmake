# touchline_link_robot(<target> [NAO]): links the robot code into a program whole. Modules and
# execution units register themselves at static initialisation (MAKE_MODULE,
# MAKE_EXECUTION_UNIT) and nothing references them by name, so without whole-archive linking
# the linker would drop them. NAO adds the NAO platform (touchline_robot_nao: LoLA client, its
# execution unit, the device-bound modules), which brings touchline_robot along; the override
# lets the two mentions of touchline_robot (plain through touchline_robot_nao, whole here) agree.
function(touchline_link_robot target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "NAO" "" "")
  set(libraries touchline_robot)
  if(arg_NAO)
    list(PREPEND libraries touchline_robot_nao)
  endif()
  foreach(library ${libraries})
    target_link_libraries(${target} PRIVATE "$<LINK_LIBRARY:WHOLE_ARCHIVE,${library}>")
    set_property(TARGET ${target} PROPERTY LINK_LIBRARY_OVERRIDE_${library} WHOLE_ARCHIVE)
  endforeach()
endfunction()
