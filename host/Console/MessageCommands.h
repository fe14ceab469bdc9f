/**
 * @file Console/MessageCommands.h
 * The command "msg": whether the robots' text messages are printed, and copying them to a file;
 * whether a robot sends them at all (the debug request DebugRequestTable::textDisabledRequest).
 * The console hands every text message of a robot to text().
 */
#pragma once

#include "Console/ConsoleCore.h"
#include <fstream>

class MessageCommands
{
public:
  explicit MessageCommands(ConsoleCore& core) : core(core) {}
  void addCommands(CommandTable& table);
  /** A text message of a robot: copied to the file of msg log, printed unless msg off. */
  void text(const std::string& text);

private:
  using Result = ConsoleCore::Result;
  using Call = ConsoleCore::Call;

  Result message(const Call& call);
  /** msg enable | disable: the selected robot sends its text messages or not. */
  Result sendText(bool enable);

  ConsoleCore& core;
  bool printMessages = true;
  std::ofstream messageLog;
};
