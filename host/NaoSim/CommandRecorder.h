/**
 * @file CommandRecorder.h
 * Recording the commands a simulated body receives to a text file.
 */
#pragma once

#include "Platform/Nao/LolaActuatorValues.h"
#include <cstdio>
#include <string>

/**
 * Writes every command a simulated body receives to a text file, one line per command:
 * "t=<simulated s> body=<index> state=<number of the state message it answers> Key=[v,...] ...",
 * with only the keys the command held, in LoLA's order (docs/naosim.md, "Recording").
 */
class CommandRecorder
{
public:
  CommandRecorder() = default;
  ~CommandRecorder();
  CommandRecorder(const CommandRecorder&) = delete;
  CommandRecorder& operator=(const CommandRecorder&) = delete;

  bool open(const std::string& path, std::string& error);
  void record(double time, int body, unsigned long long state, const LolaActuatorValues& command);

private:
  std::FILE* file = nullptr;
};
