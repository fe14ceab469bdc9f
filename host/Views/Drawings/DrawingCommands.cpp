/**
 * @file Views/Drawings/DrawingCommands.cpp
 * vf/vfd, vid, vs/vsd.
 */
#include "DrawingCommands.h"
#include "Console/Console.h"
#include "Console/ConsoleThread.h"
#include "Console/RequestNames.h"
#include "DrawingView.h"
#include "DrawingViewStore.h"
#include "Studio/StudioContext.h"
#include "Studio/ViewRegistry.h"
#include <algorithm>

std::shared_ptr<DrawingCommands> DrawingCommands::add(StudioContext& context, std::shared_ptr<DrawingViewStore> store, const Family& family)
{
  store->robots = [&context] { return context.engine().console().connections(); };
  const std::shared_ptr<DrawingCommands> commands(new DrawingCommands(context, std::move(store), family));
  const auto completer = [commands](const Completion& completion, std::set<std::string>& candidates) { commands->complete(completion, candidates); };
  Console& console = context.engine().console();
  const std::string view = family.what.toStdString();
  if(!family.viewCommand.empty())
    console.addCommand({family.viewCommand,
                        {{family.viewCommand + " <name>", "open the " + view + " <robot>." + family.kind.toStdString() + ".<name> (" +
                                                            family.drawingCommand + " adds drawings to it)"}},
                        [commands](const Call& call) { return commands->viewCommand(call); }, completer, false,
                        true}); // one view per selected robot
  const std::string& d = family.drawingCommand;
  console.addCommand({d,
                      {{d + " ? [<pattern>]", "list the robot's " + (family.threeD ? std::string("3-D") : family.drawingType) + " drawings"},
                       {d + " off", "show no drawings in any " + view},
                       {d + " (all | <view>) ? [<pattern>]", "list the drawings, those the view (or any view) shows marked with *"},
                       {d + " (all | <view>) <drawing> [on | off]",
                        "show a drawing in a " + view + " (or in all), or no longer; for <thread> " + d + " ...: only that thread's"}},
                      [commands](const Call& call) { return commands->drawingCommand(call); }, completer, true});
  return commands;
}

DrawingCommands::DrawingCommands(StudioContext& context, std::shared_ptr<DrawingViewStore> store, const Family& family)
  : context(context), store(std::move(store)), family(family) {}

std::string DrawingCommands::restAfter(const std::string& line, std::size_t n)
{
  std::size_t position = 0;
  for(std::size_t i = 0; i < n && position != std::string::npos; ++i)
  {
    position = line.find_first_not_of(" \t", position);
    if(position != std::string::npos)
      position = line.find_first_of(" \t", position);
  }
  position = position == std::string::npos ? position : line.find_first_not_of(" \t", position);
  if(position == std::string::npos)
    return "";
  const std::size_t end = line.find_last_not_of(" \t\r");
  return line.substr(position, end + 1 - position);
}

void DrawingCommands::print(const QString& line)
{
  context.onGuiThread([this, line] { context.print(line); });
}

RobotConnection* DrawingCommands::selectedRobot()
{
  RobotConnection* robot = context.selectedRobot();
  if(!robot)
    print("Error: no robot connected");
  return robot;
}

void DrawingCommands::refresh(RobotConnection* robot, const QString& name, bool open)
{
  reloadView<DrawingView>(context, QString::fromStdString(robot->name()) + "." + family.kind + "." + name, open);
}

RobotConnection* DrawingCommands::resolve(const std::string& typed, QString& name, DrawingViewDefinition& definition)
{
  const QString text = QString::fromStdString(typed);
  QString robotName, kind, instance;
  RobotConnection* robot = nullptr;
  if(ViewRegistry::split(text, robotName, kind, instance) && kind == family.kind && !instance.isEmpty())
  {
    robot = context.robot(robotName);
    name = instance;
    if(!robot)
    {
      print("Error: no robot " + robotName);
      return nullptr;
    }
  }
  else
  {
    robot = selectedRobot();
    name = text;
    if(!robot)
      return nullptr;
  }
  if(!store->find(robot->name(), name, definition))
  {
    print("Error: " + QString::fromStdString(robot->name()) + " has no " + family.what + " " + name +
          (family.viewCommand.empty() ? QString(" (vi <image> <name> makes one)") : " (" + QString::fromStdString(family.viewCommand) + " <name> makes one)"));
    return nullptr;
  }
  return robot;
}

void DrawingCommands::poll(RobotConnection& robot)
{
  if(robot.isConnected() && !(robot.hasPolled() && robot.pollingDone()))
  {
    if(robot.hasPolled() || robot.startPolling())
      robot.waitFor([&] { return robot.pollingDone(); }, context.engine().console().waitTimeout);
    if(!robot.pollingDone())
      print("Warning: " + QString::fromStdString(robot.name()) + " did not finish telling its " +
            (family.kind == "image" ? "images and drawings" : "drawings") + "; the list may be incomplete");
  }
}

std::map<std::string, std::string> DrawingCommands::drawingNames(RobotConnection& robot, bool poll, const std::vector<unsigned>& targets)
{
  if(poll)
    this->poll(robot);
  const auto wanted = [&](unsigned component) { return targets.empty() || std::find(targets.begin(), targets.end(), component) != targets.end(); };
  const std::string prefix = family.threeD ? "debug drawing 3d:" : "debug drawing:";
  std::map<std::string, std::string> names;
  robot.read([&](const RobotState& state) {
    const auto& tables = family.threeD ? state.drawings().tables3D() : state.drawings().tables2D();
    std::set<std::string> typed; // of any type: not listed again from the request names
    for(const auto& [component, table] : tables)
      for(const DrawingTable::Drawing& drawing : table.drawings)
      {
        typed.insert(drawing.name);
        const std::string type = table.typeName(drawing.type);
        if(wanted(component) && (family.threeD || type == family.drawingType))
          names[drawing.name] = type;
      }
    const auto& requests = state.requests();
    for(unsigned component = 0; component < requests.size(); ++component)
      if(wanted(component))
        for(const auto& [name, active] : requests[component])
          if(name.starts_with(prefix) && !typed.contains(name.substr(prefix.size())))
            names.try_emplace(name.substr(prefix.size()), "");
  });
  return names;
}

DrawingCommands::Result DrawingCommands::viewCommand(const Call& call)
{
  if(call.args.size() != 1)
    return Result::usage;
  const QString name = QString::fromStdString(call.args[0]);
  if(name.contains('.') || name == "?" || name == "all" || name == "off")
  {
    print("Error: a view's name is not ?, all or off and has no '.' (" + name + ")");
    return Result::failed;
  }
  RobotConnection* robot = selectedRobot();
  if(!robot)
    return Result::failed;
  DrawingViewDefinition definition;
  if(!store->find(robot->name(), name, definition))
  {
    definition.name = name;
    store->set(robot->name(), definition);
  }
  refresh(robot, name, true);
  return Result::done;
}

bool DrawingCommands::change(RobotConnection& robot, DrawingViewDefinition& definition, const std::string& drawing, bool on,
                             const std::vector<unsigned>& targets, bool quiet)
{
  std::vector<std::string> threads;
  robot.read([&](const RobotState& state) {
    for(unsigned component : targets)
      threads.push_back(state.threadName(component));
  });
  if(on)
  {
    if(threads.empty())
      threads.push_back("");
    for(const std::string& thread : threads)
      if(!definition.shows({thread, drawing}))
        definition.drawings.push_back({thread, drawing});
    return true;
  }
  const std::size_t before = definition.drawings.size();
  std::erase_if(definition.drawings, [&](const DrawingViewDefinition::Drawing& entry) {
    return entry.name == drawing && (threads.empty() || std::find(threads.begin(), threads.end(), entry.thread) != threads.end());
  });
  if(before == definition.drawings.size() && !quiet)
  {
    print("Error: " + QString::fromStdString(robot.name()) + "." + family.kind + "." + definition.name + " does not show " +
          QString::fromStdString(drawing));
    return false;
  }
  return true;
}

DrawingCommands::Result DrawingCommands::drawingCommand(const Call& call)
{
  const auto& args = call.args;
  if(args.empty())
    return Result::usage;
  if(args[0] == "?")
  {
    if(args.size() > 2)
      return Result::usage;
    RobotConnection* robot = selectedRobot();
    if(!robot)
      return Result::failed;
    for(const auto& [name, type] : drawingNames(*robot, true, call.targets))
      if(RequestNames::matches(name, args.size() == 2 ? args[1] : ""))
        print(QString::fromStdString(name));
    return Result::done;
  }
  if(args[0] == "off")
  {
    if(args.size() != 1)
      return Result::usage;
    RobotConnection* robot = selectedRobot();
    if(!robot)
      return Result::failed;
    std::vector<std::string> threads;
    robot->read([&](const RobotState& state) {
      for(unsigned component : call.targets)
        threads.push_back(state.threadName(component));
    });
    for(auto [name, definition] : store->all(robot->name()))
    {
      std::erase_if(definition.drawings, [&](const DrawingViewDefinition::Drawing& entry) {
        return threads.empty() || std::find(threads.begin(), threads.end(), entry.thread) != threads.end();
      });
      store->set(robot->name(), definition);
      refresh(robot, name, false);
    }
    return Result::done;
  }
  if(args.size() < 2 || args.size() > 3)
    return Result::usage;
  if(args[1] != "?" && args.size() == 3 && args[2] != "on" && args[2] != "off")
    return Result::usage;
  // The views meant: one, or all of the selected robot.
  RobotConnection* robot = nullptr;
  std::map<QString, DrawingViewDefinition> definitions;
  if(args[0] == "all")
  {
    robot = selectedRobot();
    if(!robot)
      return Result::failed;
    definitions = store->all(robot->name());
  }
  else
  {
    QString name;
    DrawingViewDefinition definition;
    robot = resolve(args[0], name, definition);
    if(!robot)
      return Result::failed;
    definitions[name] = definition;
  }
  if(args[1] == "?")
  {
    for(const auto& entry : drawingNames(*robot, true, call.targets))
      if(const std::string& name = entry.first; RequestNames::matches(name, args.size() == 3 ? args[2] : ""))
      {
        const bool shown = std::any_of(definitions.begin(), definitions.end(), [&](const auto& entry) {
          return std::any_of(entry.second.drawings.begin(), entry.second.drawings.end(),
                             [&](const DrawingViewDefinition::Drawing& drawing) { return drawing.name == name; });
        });
        print(QString(shown ? "* " : "  ") + QString::fromStdString(name));
      }
    return Result::done;
  }
  const std::string& drawing = args[1];
  const bool on = args.size() == 2 || args[2] == "on";
  if(on)
  {
    const std::map<std::string, std::string> names = drawingNames(*robot, true, call.targets);
    if(!names.contains(drawing))
      // A drawing is reported when its code declared it while the robot was polled: it may still come.
      print("Warning: " + QString::fromStdString(robot->name()) + " has not reported a" +
            (family.threeD ? QString(" 3-D") : " " + QString::fromStdString(family.drawingType)) + " drawing " +
            QString::fromStdString(drawing) + " (" + QString::fromStdString(family.drawingCommand) + " ? lists them); shown as typed");
  }
  bool ok = true;
  for(auto& [name, definition] : definitions)
  {
    if(!change(*robot, definition, drawing, on, call.targets, args[0] == "all"))
    {
      ok = false;
      continue;
    }
    store->set(robot->name(), definition);
    refresh(robot, name, on && args[0] != "all");
  }
  return ok ? Result::done : Result::failed;
}

void DrawingCommands::complete(const Completion& completion, std::set<std::string>& candidates)
{
  const std::string& command = completion.words[0];
  const std::size_t index = completion.index;
  RobotConnection* robot = context.selectedRobot();
  if(!robot)
    return;
  if(index == 1)
  {
    for(const QString& name : store->names(robot->name()))
      candidates.insert(name.toStdString());
    if(command == family.drawingCommand)
      candidates.insert({"?", "off", "all"});
  }
  else if(command == family.drawingCommand && index == 2 && completion.words[1] != "?" && completion.words[1] != "off")
  {
    candidates.insert("?");
    // Only what is known: completion never waits for the robot.
    for(const auto& [name, type] : drawingNames(*robot, false, {}))
      candidates.insert(name);
  }
  else if(command == family.drawingCommand && index == 3 && completion.words[2] != "?")
    candidates.insert({"on", "off"});
}
