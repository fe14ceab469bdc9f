/**
 * @file toolchain/nao/RobotBinaryCanary.cpp
 * A program built like touchline but without its glibc 2.35 shim, with an AVX function and a
 * shared library the robots lack: the test robot_binary_check_canary proves that
 * CheckRobotBinary.cmake finds all three.
 */
#include <cstdio>
#include <cstdlib>
#include <immintrin.h>
#include <snappy.h>

__attribute__((target("avx"), noinline)) void addAvx(float* values)
{
  _mm256_storeu_ps(values, _mm256_add_ps(_mm256_loadu_ps(values), _mm256_loadu_ps(values + 8)));
}

int main(int argc, char**)
{
  float values[16] = {};
  values[8] = static_cast<float>(argc);
  addAvx(values);
  std::printf("%u %zu %g\n", arc4random(), snappy::MaxCompressedLength(static_cast<size_t>(argc)), values[0]);
  return 0;
}
