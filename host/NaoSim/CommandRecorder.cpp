/**
 * @file CommandRecorder.cpp
 * Recording the commands a simulated body receives (--record).
 */
#include "CommandRecorder.h"
#include <cerrno>
#include <cstring>

CommandRecorder::~CommandRecorder()
{
  if(file)
    std::fclose(file);
}

bool CommandRecorder::open(const std::string& path, std::string& error)
{
  file = std::fopen(path.c_str(), "w");
  if(!file)
  {
    error = "cannot write " + path + ": " + std::strerror(errno);
    return false;
  }
  std::fputs("# touchline-naosim commands: t=<simulated s> body=<index> state=<state message answered> Key=[values]\n", file);
  std::fflush(file);
  return true;
}

void CommandRecorder::record(double time, int body, unsigned long long state, const LolaActuatorValues& command)
{
  if(!file)
    return;
  std::fprintf(file, "t=%.3f body=%d state=%llu", time, body, state);
  for(std::size_t k = 0; k < Lola::numOfCommandKeys; ++k)
    if(command.present[k])
    {
      const Lola::KeyInfo& info = Lola::commandKeys[k];
      std::fprintf(file, " %.*s=[", static_cast<int>(info.name.size()), info.name.data());
      for(std::size_t i = 0; i < info.count; ++i)
        std::fprintf(file, i ? ",%.4g" : "%.4g", static_cast<double>(command.values[k][i]));
      std::fputc(']', file);
    }
  std::fputc('\n', file);
  std::fflush(file);
}
