/**
 * @file Views/Data/DataViewCommands.cpp
 * The view kind "data" (instances "<thread>.<name>") and the console command vd.
 */
#include "DataView.h"
#include "DataViewDetail.h"
#include "Console/ConsoleCommand.h"
#include "Console/ConsoleThread.h"
#include "Console/Console.h"
#include "Console/RobotConnection.h"
#include "Studio/StudioContext.h"
#include "Studio/ViewRegistry.h"
#include <algorithm>

using namespace DataViewDetail;

void DataView::addTo(ViewRegistry& registry)
{
  registry.add({"data", "a MODIFY-able value of a thread (module parameters, representations): shown and edited",
                [](const RobotState& state) {
                  QStringList instances;
                  for(unsigned component = 1; component < state.requests().size(); ++component)
                    for(const auto& [request, active] : state.requests()[component])
                      if(request.starts_with(dataPrefix))
                        instances << QString::fromStdString(state.threadName(component) + "." + request.substr(std::string(dataPrefix).size()));
                  return instances;
                },
                [](StudioContext& context, RobotConnection* robot, const QString& path, const QString& instance) -> StudioView* {
                  const qsizetype dot = instance.indexOf('.');
                  if(dot <= 0 || dot + 1 >= instance.size())
                    return nullptr;
                  const std::string thread = instance.left(dot).toStdString();
                  const std::string name = instance.mid(dot + 1).toStdString();
                  const int component = robot->read([&](const RobotState& state) {
                    const int c = state.component(thread);
                    // Before the names are known (a layout restored at connecting), the view waits for the data.
                    if(c <= 0 || (state.pollingDone() && (static_cast<std::size_t>(c) >= state.requests().size() ||
                                                          !state.requests()[static_cast<unsigned>(c)].contains(dataPrefix + name))))
                      return -1;
                    return c;
                  });
                  return component <= 0 ? nullptr : new DataView(context, robot, path, static_cast<unsigned>(component), name);
                },
                [](StudioContext& context) {
                  using Result = ConsoleCommand::Result;
                  context.engine().console().addCommand(
                    {"vd",
                     {{"vd <name> [<thread>]", "open the data view of a value of the selected robot (get ? lists them), of the first thread that has it unless given"}},
                     [&context](const ConsoleCommand::Call& call) {
                       if(call.args.empty() || call.args.size() > 2)
                         return Result::usage;
                       RobotConnection* connection = selectedConnectedRobot(context);
                       if(!connection)
                         return Result::failed;
                       // The names arrive after connecting; wait for them as get does.
                       if(!connection->hasPolled())
                         connection->startPolling();
                       connection->waitFor([&] { return connection->pollingDone(); }, std::chrono::seconds(5));
                       const std::string& name = call.args[0];
                       std::string thread;
                       std::string error;
                       connection->read([&](const RobotState& state) {
                         const std::vector<unsigned> components = threadsWith(state, name);
                         if(call.args.size() == 2)
                         {
                           const int component = state.component(call.args[1]);
                           if(component <= 0)
                             error = connection->name() + " has no thread " + call.args[1];
                           else if(std::find(components.begin(), components.end(), static_cast<unsigned>(component)) == components.end())
                             error = connection->name() + "'s thread " + call.args[1] + " has no data " + name + " (get ? lists them)";
                           else
                             thread = call.args[1];
                         }
                         else if(components.empty())
                           error = connection->name() + " has no data " + name + " (get ? lists them)";
                         else
                           thread = state.threadName(components.front());
                       });
                       if(!error.empty())
                       {
                         context.onGuiThread([&context, error] { context.print("Error: " + QString::fromStdString(error)); });
                         return Result::failed;
                       }
                       const QString path = QString::fromStdString(connection->name() + ".data." + thread + "." + name);
                       context.onGuiThread([&context, path] { context.openView(path); });
                       return Result::done;
                     },
                     [&context](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                       RobotConnection* connection = context.selectedRobot();
                       if(!connection || completion.index > 2)
                         return;
                       connection->read([&](const RobotState& state) {
                         if(completion.index == 1)
                         {
                           for(unsigned component = 1; component < state.requests().size(); ++component)
                             for(const auto& [request, active] : state.requests()[component])
                               if(request.starts_with(dataPrefix))
                                 candidates.insert(request.substr(std::string(dataPrefix).size()));
                         }
                         else
                           for(unsigned component : threadsWith(state, completion.words[1]))
                             candidates.insert(state.threadName(component));
                       });
                     }});
                }});
}
