/**
 * @file Platform/Nao/CpuTemperature.cpp
 * Reading the CPU temperature from hwmon.
 */
#include "Platform/Nao/CpuTemperature.h"
#include <algorithm>
#include <cstdlib>
#include <fcntl.h>
#include <unistd.h>

float CpuTemperature::read()
{
  static const char* const sensors[] = {"/sys/class/hwmon/hwmon1/temp2_input", "/sys/class/hwmon/hwmon1/temp3_input",
                                        "/sys/class/hwmon/hwmon1/temp4_input", "/sys/class/hwmon/hwmon1/temp5_input"};
  float highest = 0.f;
  for(const char* sensor : sensors)
  {
    const int fd = ::open(sensor, O_RDONLY | O_CLOEXEC);
    if(fd < 0)
      continue;
    char text[32];
    const ssize_t bytes = ::read(fd, text, sizeof(text) - 1);
    ::close(fd);
    if(bytes <= 0)
      continue;
    text[bytes] = 0;
    char* end = nullptr;
    const long milliDegrees = std::strtol(text, &end, 10);
    if(end != text)
      highest = std::max(highest, static_cast<float>(milliDegrees) / 1000.f);
  }
  return highest;
}
