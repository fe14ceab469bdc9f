# Toolchain for the NAO v6 (Intel Atom E3845, x86-64 "Silvermont"), docs/nao.md "The robot
# binary". The team images run Ubuntu 22.04 (glibc 2.35); this machine has glibc 2.36. So the
# C++ and GCC runtimes are linked statically, and toolchain/nao/Arc4random.cpp keeps the one
# glibc 2.36 symbol that the static libstdc++ needs (arc4random) out of the binary;
# toolchain/nao/CheckRobotBinary.cmake (a test of the nao presets) fails when the binary needs
# more than glibc 2.35 and libc, libm (and libasound.so.2 once there is audio).
# TOUCHLINE_NAO_STATIC=ON links everything statically, for the stock NAO OS (32-bit userland).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER gcc)
set(CMAKE_CXX_COMPILER g++)
set(TOUCHLINE_NAO ON)
set(CMAKE_CXX_FLAGS_INIT "-march=silvermont -mtune=silvermont")
set(CMAKE_C_FLAGS_INIT "-march=silvermont -mtune=silvermont")
if(TOUCHLINE_NAO_STATIC)
  set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")
else()
  set(CMAKE_EXE_LINKER_FLAGS_INIT "-static-libstdc++ -static-libgcc")
endif()
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static-libstdc++ -static-libgcc")
add_compile_definitions(TARGET_ROBOT)
