# Toolchain for aarch64 Linux (docs/cross-build.md): Debian's cross compiler
# g++-aarch64-linux-gnu with the :arm64 multiarch libraries of this machine
# (/usr/lib/aarch64-linux-gnu). Tests run under qemu-aarch64 (qemu-user), which finds the
# arm64 dynamic loader and libraries in their multiarch places.
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)
# Programs (and CMake's own tools) from this machine; libraries, headers and CMake packages only
# for arm64.
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu /usr/lib/aarch64-linux-gnu/cmake /usr)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)
find_program(TOUCHLINE_QEMU_AARCH64 qemu-aarch64)
if(TOUCHLINE_QEMU_AARCH64)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${TOUCHLINE_QEMU_AARCH64})
endif()
