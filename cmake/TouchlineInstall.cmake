# Installs headers, libraries, tools and a CMake package so that an outside project can do
#   find_package(Touchline REQUIRED)
#   target_link_libraries(app Touchline::common)
include(CMakePackageConfigHelpers)

install(DIRECTORY common/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/touchline/common
        FILES_MATCHING PATTERN "*.h"
        PATTERN "tests" EXCLUDE PATTERN "bench" EXCLUDE PATTERN "fuzz" EXCLUDE)

install(DIRECTORY robot/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/touchline/robot
        FILES_MATCHING PATTERN "*.h"
        PATTERN "tests" EXCLUDE PATTERN "bench" EXCLUDE PATTERN "fuzz" EXCLUDE PATTERN "Apps" EXCLUDE)

install(EXPORT TouchlineTargets NAMESPACE Touchline::
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/Touchline)

configure_package_config_file(cmake/TouchlineConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/TouchlineConfig.cmake
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/Touchline)
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/TouchlineConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/TouchlineConfig.cmake
              ${CMAKE_CURRENT_BINARY_DIR}/TouchlineConfigVersion.cmake
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/Touchline)
