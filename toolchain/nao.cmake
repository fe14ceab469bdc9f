# Toolchain for the NAO v6 (Intel Atom E3845, x86-64 "Silvermont"). The robot runs a 64-bit
# Linux with an older C++ runtime than this machine, so the C++ and GCC runtimes are linked
# statically. The host compiler targets the robot's CPU; no sysroot is needed for the
# libraries the robot code uses (they are header-only or linked statically).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER gcc)
set(CMAKE_CXX_COMPILER g++)
set(CMAKE_CXX_FLAGS_INIT "-march=silvermont -mtune=silvermont")
set(CMAKE_C_FLAGS_INIT "-march=silvermont -mtune=silvermont")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static-libstdc++ -static-libgcc")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static-libstdc++ -static-libgcc")
add_compile_definitions(TARGET_ROBOT)
