/**
 * @file Console/ConsoleSession.cpp
 * After a robot program restarted and the console reconnected: the "set" values and "mr"
 * changes of the session are sent again (SessionChanges), after the debug requests.
 */
#include "Console/Console.h"
#include "Console/ProviderChoice.h"
#include "Console/TypeDescription.h"
#include <optional>

namespace
{
  /** The components of these threads; nullopt and the missing thread if the robot has no such thread now. */
  std::optional<std::vector<unsigned>> componentsOf(const RobotConnection& connection, const std::vector<std::string>& threads,
                                                    std::string& missing)
  {
    std::vector<unsigned> components;
    for(const std::string& thread : threads)
    {
      const int component = connection.component(thread);
      if(component < 0)
      {
        missing = thread;
        return std::nullopt;
      }
      components.push_back(static_cast<unsigned>(component));
    }
    return components;
  }
}

std::string Console::restoreSession(RobotConnection& connection)
{
  SessionChanges& session = connection.session;
  std::vector<std::string> sent, notSent;
  // Notes how sending a change went (why.empty(): sent); true if it is to be forgotten. What could
  // not be sent because the link or the robot's answers failed is kept for the next reconnection;
  // what the robot's program does not take (any more) is forgotten.
  const auto account = [&](const std::string& description, const std::string& why, bool robotAnswered) {
    if(why.empty())
    {
      sent.push_back(description);
      return false;
    }
    const bool forget = robotAnswered && connection.isConnected();
    notSent.push_back(description + " (" + why + (forget ? "; forgotten" : "") + ")");
    return forget;
  };
  const std::size_t requests = connection.requestsSentAgain();
  if(requests)
    sent.push_back(std::to_string(requests) + (requests == 1 ? " debug request" : " debug requests"));

  // A value is sent as it was, unless its type changed (the program may be a new one).
  const std::vector<SessionChanges::Value> values = session.values();
  const bool typesKnown = values.empty() || ensureTypeInfo(connection, true);
  for(const SessionChanges::Value& value : values)
  {
    std::string missing;
    const std::optional<std::vector<unsigned>> components = componentsOf(connection, value.threads, missing);
    std::string why = !typesKnown   ? "no type information"
                      : !components ? "no thread " + missing + " now"
                      : describeType(*connection.typeInfo(), value.type) != value.typeDescription ? "its type " + value.type + " changed"
                                                                                                : "";
    if(why.empty())
      for(unsigned component : *components)
        if(!connection.send(component, idDebugDataChangeRequest, value.payload))
          why = "cannot send: " + connection.disconnectReason();
    if(account(SessionChanges::describe(value), why, typesKnown))
      session.forget(value);
  }

  // The provider changes one by one, as they were made, each against the robot's configuration
  // of now: the first after a fresh module table (the one known is the old program's).
  const std::vector<SessionChanges::ModuleChange> changes = session.moduleChanges();
  const bool tableKnown = changes.empty() || ensureModuleTable(connection, true);
  for(const SessionChanges::ModuleChange& change : changes)
  {
    std::string missing;
    const std::optional<std::vector<unsigned>> targets = componentsOf(connection, change.threads, missing);
    std::string why = !tableKnown ? "no module table" : !targets ? "no thread " + missing + " now" : "";
    if(why.empty())
    {
      Configuration configuration = connection.moduleTable()->configuration;
      std::string error;
      const bool chosen = ProviderChoice::choose(connection, configuration, change.representation, change.choice, *targets, error);
      if(!chosen)
        print("Error: " + error);
      if(!chosen || !sendModuleRequest(connection, configuration))
        why = "failed, see above";
    }
    if(account(SessionChanges::describe(change), why, tableKnown))
      session.forget(change);
  }
  std::string text = sent.empty() ? "nothing to send again" : "sent again: " + ConsoleCommand::join(sent);
  if(!notSent.empty())
    text += "; not sent again: " + ConsoleCommand::join(notSent);
  return text;
}
