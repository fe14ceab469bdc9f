/**
 * @file Modules/Infrastructure/LogDataProvider/LogDataProvider.h
 * The module that provides logged representations while a log is replayed (docs/logs.md,
 * "Replaying a log"): it can provide every representation another module provides, and
 * provides those the configuration gives it ("log mr" gives it every representation a thread
 * logged). Each frame it reads them from the log frame the thread runs (ReplayFeed::current()),
 * converted field by field if their type changed since recording (LogDataReader). A
 * representation the frame does not hold keeps its value. Afterwards each is drawn, MODIFY-able
 * and sent to the host as if a module had computed it.
 */
#pragma once
#include "Framework/Module.h"
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

class LogDataProvider : public ModuleBase
{
public:
  LogDataProvider() = default;
  ~LogDataProvider() override;

  /** Every representation another linked module provides, with its type: what this module can provide. */
  static std::map<std::string, const RepresentationType*> representationTypes();
  /** representationTypes() as provisions, each updated by update(). */
  static std::vector<ModuleInfo> getModuleInfo();

  void setProvisions(const std::vector<std::string>& representations) override;

private:
  struct Provided
  {
    std::string name;
    Streamable* data = nullptr;
    const RepresentationType* type = nullptr;
    std::string typeName; ///< Today's name of its type (LogDataReader).
    std::string request;  ///< "representation:<name>".
    MessageID id = undefined;
  };

  /** Called once per provided representation and frame: the first call of a frame reads them all. */
  static void update(ModuleBase& module);
  void readFrame();
  void release();

  std::vector<Provided> provided;
  std::array<int, 256> byId{}; ///< Index + 1 into provided by current message id (0: not provided).
  std::uint64_t readSerial = 0;
  std::size_t calls = 0; ///< Calls of update() (provided.size() per frame).
};
