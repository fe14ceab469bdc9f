/**
 * @file Console/SessionChanges.h
 * What the user changed on one robot during a session and the robot forgets when its program
 * restarts: the latest value given with "set" per name and the "mr" changes in order. The
 * console sends them again after a reconnection (Console::restoreSession(), ConsoleSession.cpp).
 */
#pragma once

#include <string>
#include <vector>

class SessionChanges
{
public:
  /** A value set with "set <name> <value>": as it was sent, to the threads it was sent to. */
  struct Value
  {
    std::string name;                 ///< The data's name ("representation:MotionRequest").
    std::vector<std::string> threads; ///< The threads it was sent to.
    std::string type;                 ///< Its type's name.
    std::string typeDescription;      ///< Its type's structure then: not sent again if the type changed.
    std::string payload;              ///< The idDebugDataChangeRequest payload sent.
  };

  /** A change of a provider with "[for <thread> ...] mr <representation> <choice>". */
  struct ModuleChange
  {
    std::string representation;
    std::string choice;               ///< A module, "off" or "default".
    std::vector<std::string> threads; ///< The threads given with "for" (none: those that provide it).

    bool operator==(const ModuleChange&) const = default;
  };

  /** Remembers a value; it replaces an earlier value of the same name. */
  void set(Value value);
  /** Forgets the value of a name ("set <name> unchanged"). */
  void unchanged(const std::string& name);
  /** Remembers a provider change after the earlier ones (the same change twice in a row once). */
  void moduleRequest(ModuleChange change);
  /** Forgets a value or a provider change that cannot be sent again. */
  void forget(const Value& value);
  void forget(const ModuleChange& change);

  const std::vector<Value>& values() const { return setValues; }
  const std::vector<ModuleChange>& moduleChanges() const { return changes; }

  /** The command that made a change, as the console says it: "set representation:MotionRequest". */
  static std::string describe(const Value& value);
  /** "mr TestCounter CountdownProvider", "for Cognition mr TestCounter off". */
  static std::string describe(const ModuleChange& change);

private:
  std::vector<Value> setValues;       ///< In the order they were last set.
  std::vector<ModuleChange> changes;  ///< In the order they were made.
};
