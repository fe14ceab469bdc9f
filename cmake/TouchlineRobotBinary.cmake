# touchline_robot_binary(<target>): makes an executable of the NAO presets (toolchain/nao.cmake)
# fit for the robots' OS (docs/nao.md, "The robot binary"): adds the glibc 2.35 shim, strips it
# after linking while keeping its debug information beside it in <binary>.debug, and adds the
# test robot_binary_check (toolchain/nao/CheckRobotBinary.cmake). Does nothing on other presets.
set(TOUCHLINE_ROBOT_BINARY_DIR ${CMAKE_CURRENT_LIST_DIR}/../toolchain/nao)
set(TOUCHLINE_NAO_MAX_GLIBC 2.35 CACHE STRING "The newest glibc a robot binary may need (Ubuntu 22.04)")

# The robots have no libsnappy: on the NAO presets, Snappy::snappy (imported here, before
# common/ asks for it, so that common/ finds this target) is Debian's static libsnappy.a.
if(TOUCHLINE_NAO)
  find_package(Snappy REQUIRED CONFIG)
  get_target_property(_touchline_snappy_configs Snappy::snappy-static IMPORTED_CONFIGURATIONS)
  foreach(_config IN LISTS _touchline_snappy_configs)
    get_target_property(_touchline_snappy Snappy::snappy-static IMPORTED_LOCATION_${_config})
    set_target_properties(Snappy::snappy PROPERTIES IMPORTED_LOCATION_${_config} ${_touchline_snappy})
  endforeach()
endif()

function(touchline_robot_binary target)
  if(NOT TOUCHLINE_NAO)
    return()
  endif()
  set(check ${CMAKE_COMMAND} -DREADELF=${CMAKE_READELF} -DOBJDUMP=${CMAKE_OBJDUMP}
      -DMAX_GLIBC=${TOUCHLINE_NAO_MAX_GLIBC})
  if(TOUCHLINE_NAO_STATIC)
    list(APPEND check -DSTATIC=ON)
  else()
    target_sources(${target} PRIVATE ${TOUCHLINE_ROBOT_BINARY_DIR}/Arc4random.cpp)
  endif()
  add_custom_command(TARGET ${target} POST_BUILD
    COMMAND ${CMAKE_OBJCOPY} --only-keep-debug $<TARGET_FILE_NAME:${target}> $<TARGET_FILE_NAME:${target}>.debug
    COMMAND ${CMAKE_OBJCOPY} --strip-all --add-gnu-debuglink=$<TARGET_FILE_NAME:${target}>.debug
            $<TARGET_FILE_NAME:${target}>
    WORKING_DIRECTORY $<TARGET_FILE_DIR:${target}>
    COMMENT "Stripping ${target}; debug information in ${target}.debug"
    VERBATIM)
  add_test(NAME robot_binary_check_${target}
    COMMAND ${check} -DSTRIPPED=ON -DBINARY=$<TARGET_FILE:${target}>
            -P ${TOUCHLINE_ROBOT_BINARY_DIR}/CheckRobotBinary.cmake)

  # The check must catch what it is there for: a program without the shim, with AVX code and
  # a library the robots lack (the shared libsnappy, as it was linked before the above).
  if(NOT TOUCHLINE_NAO_STATIC AND NOT TARGET robot_binary_canary)
    find_library(TOUCHLINE_SNAPPY_SHARED NAMES libsnappy.so.1 snappy REQUIRED)
    add_executable(robot_binary_canary ${TOUCHLINE_ROBOT_BINARY_DIR}/RobotBinaryCanary.cpp)
    target_link_libraries(robot_binary_canary PRIVATE ${TOUCHLINE_SNAPPY_SHARED})
    target_link_options(robot_binary_canary PRIVATE -Wl,--no-as-needed)
    add_test(NAME robot_binary_check_canary
      COMMAND ${check} -DBINARY=$<TARGET_FILE:robot_binary_canary>
              -P ${TOUCHLINE_ROBOT_BINARY_DIR}/CheckRobotBinary.cmake)
    set_tests_properties(robot_binary_check_canary PROPERTIES
      PASS_REGULAR_EXPRESSION "needs libsnappy.so.1.*needs GLIBC_2.36 \\(arc4random\\).*has [0-9]+ AVX instructions")
  endif()
endfunction()
