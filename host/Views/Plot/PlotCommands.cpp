/**
 * @file Views/Plot/PlotCommands.cpp
 * vp, vpd and vpo.
 */
#include "PlotCommands.h"
#include "Console/Console.h"
#include "Console/ConsoleThread.h"
#include "Console/RequestNames.h"
#include "PlotView.h"
#include "PlotViewStore.h"
#include "Studio/StudioContext.h"
#include "Studio/ViewRegistry.h"
#include <chrono>
#include <cmath>

namespace
{
  /** The text of a line after its first n words (trailing blanks removed). */
  std::string restAfter(const std::string& line, std::size_t n)
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

  bool toNumber(const std::string& text, double& value)
  {
    bool ok = false;
    value = QString::fromStdString(text).toDouble(&ok);
    return ok && std::isfinite(value);
  }

  bool toInteger(const std::string& text, int& value)
  {
    bool ok = false;
    value = QString::fromStdString(text).toInt(&ok);
    return ok;
  }

  const char* const plotViewUsage = "vp <name> <numOfValues> <minValue> <maxValue>";
}

void PlotCommands::add(StudioContext& context, std::shared_ptr<PlotViewStore> store)
{
  store->robots = [&context] { return context.engine().console().connections(); };
  const std::shared_ptr<PlotCommands> commands(new PlotCommands(context, std::move(store)));
  const auto completer = [commands](const Completion& completion, std::set<std::string>& candidates) { commands->complete(completion, candidates); };
  Console& console = context.engine().console();
  console.addCommand({"vp",
                      {{"vp <name> <numOfValues> <minValue> <maxValue> [<yUnit> [<xUnit> [<xScale>]]]",
                        "open the plot view <robot>.plot.<name> of the last <numOfValues> values of each plot (vpd adds them), y from "
                        "<minValue> to <maxValue>; x: the newest value at 0, the others at multiples of -<xScale> (default 1)"}},
                      [commands](const Call& call) { return commands->viewPlot(call); }, completer, false, true}); // one view per selected robot
  console.addCommand({"vpd",
                      {{"vpd ? [<pattern>]", "list the plots of the robot"},
                       {"vpd <name> (? [<pattern>] | <plot> (? | <color> [<description>] | off))",
                        "show a plot in a plot view in a colour (vpd <name> <plot> ? lists the colour names; or hex rrggbb), with a "
                        "description in the key, or remove it"}},
                      [commands](const Call& call) { return commands->viewPlotDrawing(call); }, completer, false,
                      true}); // in the view of each selected robot
  console.addCommand({"vpo",
                      {{"vpo <name> (auto | key | pause) [on | off]",
                        "the y range follows the values shown; the key is shown; the picture stops (the values are still collected)"},
                       {"vpo <name> reset", "show all values and the y range of vp again (after zooming)"},
                       {"vpo <name> export <file>", "write the values shown (<file>.csv) or the picture (<file>.png)"}},
                      [commands](const Call& call) { return commands->plotOptions(call); }, completer});
}

PlotCommands::PlotCommands(StudioContext& context, std::shared_ptr<PlotViewStore> store) : context(context), store(std::move(store)) {}

void PlotCommands::print(const QString& line)
{
  context.onGuiThread([this, line] { context.print(line); });
}

void PlotCommands::refresh(RobotConnection* robot, const QString& name, bool open)
{
  reloadView<PlotView>(context, QString::fromStdString(robot->name()) + ".plot." + name, open);
}

RobotConnection* PlotCommands::resolve(const std::string& typed, QString& name, PlotDefinition& definition)
{
  const QString text = QString::fromStdString(typed);
  QString robotName, kind, instance;
  RobotConnection* robot = nullptr;
  if(ViewRegistry::split(text, robotName, kind, instance) && kind == "plot" && !instance.isEmpty())
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
    robot = context.selectedRobot();
    name = text;
    if(!robot)
    {
      print("Error: no robot connected");
      return nullptr;
    }
  }
  if(!store->find(robot->name(), name, definition))
  {
    print("Error: " + QString::fromStdString(robot->name()) + " has no plot view " + name + " (" + plotViewUsage + " makes one)");
    return nullptr;
  }
  return robot;
}

std::map<std::string, std::string> PlotCommands::plotIds(RobotConnection& robot, bool poll)
{
  if(poll && robot.isConnected() && !(robot.hasPolled() && robot.pollingDone()))
  {
    if(robot.hasPolled() || robot.startPolling())
      robot.waitFor([&] { return robot.pollingDone(); }, context.engine().console().waitTimeout);
    if(!robot.pollingDone())
      print("Warning: " + QString::fromStdString(robot.name()) + " did not finish telling its plots; the list may be incomplete");
  }
  std::map<std::string, std::string> ids;
  robot.read([&](const RobotState& state) {
    for(const auto& requests : state.requests())
      for(const auto& [name, active] : requests)
        if(name.starts_with("plot:"))
          ids[RequestNames::translate(name.substr(5))] = name.substr(5);
    for(const auto& [id, series] : state.plots())
      ids[RequestNames::translate(id)] = id;
  });
  return ids;
}

PlotCommands::Result PlotCommands::viewPlot(const Call& call)
{
  const auto& args = call.args;
  if(args.size() < 4 || args.size() > 7)
    return Result::usage;
  int numOfValues = 0;
  double minValue = 0., maxValue = 0., xScale = 1.;
  if(!toInteger(args[1], numOfValues) || !toNumber(args[2], minValue) || !toNumber(args[3], maxValue) ||
     (args.size() == 7 && !toNumber(args[6], xScale)))
    return Result::usage;
  const QString name = QString::fromStdString(args[0]);
  if(name.contains('.') || name == "?")
  {
    print("Error: a plot view's name has no '.' (" + name + ")");
    return Result::failed;
  }
  if(numOfValues < 1 || numOfValues > PlotDefinition::maxValues)
  {
    print("Error: <numOfValues> must be 1 .. " + QString::number(PlotDefinition::maxValues));
    return Result::failed;
  }
  if(!(minValue < maxValue))
  {
    print("Error: <minValue> must be smaller than <maxValue>");
    return Result::failed;
  }
  if(!(xScale > 0.))
  {
    print("Error: <xScale> must be positive");
    return Result::failed;
  }
  RobotConnection* robot = context.selectedRobot();
  if(!robot)
  {
    print("Error: no robot connected");
    return Result::failed;
  }
  PlotDefinition definition;
  if(!store->find(robot->name(), name, definition))
    definition.name = name;
  definition.numOfValues = numOfValues;
  definition.minValue = minValue;
  definition.maxValue = maxValue;
  definition.yUnit = args.size() > 4 ? QString::fromStdString(args[4]) : QString();
  definition.xUnit = args.size() > 5 ? QString::fromStdString(args[5]) : QString();
  definition.xScale = xScale;
  store->set(robot->name(), definition);
  refresh(robot, name, true);
  return Result::done;
}

PlotCommands::Result PlotCommands::viewPlotDrawing(const Call& call)
{
  const auto& args = call.args;
  if(args.empty())
    return Result::usage;
  if(args[0] == "?")
  {
    if(args.size() > 2)
      return Result::usage;
    RobotConnection* robot = context.selectedRobot();
    if(!robot)
    {
      print("Error: no robot connected");
      return Result::failed;
    }
    for(const auto& [typed, id] : plotIds(*robot, true))
      if(RequestNames::matches(typed, args.size() == 2 ? args[1] : ""))
        print(QString::fromStdString(typed));
    return Result::done;
  }
  if(args.size() < 2 || (args[1] == "?" && args.size() > 3))
    return Result::usage;
  QString name;
  PlotDefinition definition;
  RobotConnection* robot = resolve(args[0], name, definition);
  if(!robot)
    return Result::failed;
  if(args[1] == "?")
  {
    for(const auto& [typed, id] : plotIds(*robot, true))
      if(RequestNames::matches(typed, args.size() == 3 ? args[2] : ""))
        print(QString::fromStdString(typed));
    return Result::done;
  }
  if(args.size() < 3)
    return Result::usage;
  const std::string& typed = args[1];
  if(args[2] == "?")
  {
    if(args.size() > 3)
      return Result::usage;
    print(PlotDefinition::colorNames().join(' ') + " (or hex rrggbb)");
    return Result::done;
  }
  if(args[2] == "off")
  {
    if(args.size() > 3)
      return Result::usage;
    const auto layer = std::find_if(definition.layers.begin(), definition.layers.end(), [&](const PlotDefinition::Layer& entry) {
      return entry.id == typed || RequestNames::translate(entry.id) == typed;
    });
    if(layer == definition.layers.end())
    {
      print("Error: " + QString::fromStdString(robot->name()) + ".plot." + name + " does not show " + QString::fromStdString(typed));
      return Result::failed;
    }
    definition.layers.erase(layer);
    store->set(robot->name(), definition);
    refresh(robot, name, false);
    return Result::done;
  }
  const QColor color = PlotDefinition::color(QString::fromStdString(args[2]));
  if(!color.isValid())
  {
    print("Error: no colour " + QString::fromStdString(args[2]) + " (vpd " + name + " " + QString::fromStdString(typed) +
          " ? lists the names; or hex rrggbb)");
    return Result::failed;
  }
  const std::map<std::string, std::string> ids = plotIds(*robot, true);
  std::string id = typed;
  if(const auto known = ids.find(typed); known != ids.end())
    id = known->second;
  else if(std::none_of(ids.begin(), ids.end(), [&](const auto& entry) { return entry.second == typed; }))
    // A plot appears only when its code ran while the robot was polled: it may still come.
    print("Warning: " + QString::fromStdString(robot->name()) + " has not reported a plot " + QString::fromStdString(typed) +
          " (vpd ? lists them); shown as typed");
  // On now, not only when the view takes the layer: the view's (counted) request reaches the
  // robot after this command, i.e. after a whole script, which may wait for values (sleep).
  if(robot->isConnected() && !robot->sendDebugRequest("plot:" + id, true, DebugLink::debugComponent))
    print("Warning: cannot send to " + QString::fromStdString(robot->name()) + " (" + QString::fromStdString(robot->disconnectReason()) + ")");
  const QString description = QString::fromStdString(restAfter(call.rest, 3));
  if(PlotDefinition::Layer* layer = definition.layer(id))
  {
    layer->color = color;
    layer->description = description;
  }
  else
    definition.layers.push_back({id, color, description});
  store->set(robot->name(), definition);
  refresh(robot, name, true);
  return Result::done;
}

PlotCommands::Result PlotCommands::plotOptions(const Call& call)
{
  const auto& args = call.args;
  if(args.size() < 2)
    return Result::usage;
  const std::string& option = args[1];
  const bool isSwitch = option == "auto" || option == "key" || option == "pause";
  if(isSwitch && (args.size() > 3 || (args.size() == 3 && args[2] != "on" && args[2] != "off")))
    return Result::usage;
  if((option == "reset" && args.size() != 2) || (option == "export" && args.size() < 3) || (!isSwitch && option != "reset" && option != "export"))
    return Result::usage;
  QString name;
  PlotDefinition definition;
  RobotConnection* robot = resolve(args[0], name, definition);
  if(!robot)
    return Result::failed;
  const bool on = args.size() == 2 || args[2] == "on";
  if(option == "auto" || option == "key")
  {
    (option == "auto" ? definition.autoMinMax : definition.showKey) = on;
    store->set(robot->name(), definition);
    refresh(robot, name, false);
    return Result::done;
  }
  // The rest is about what an open view shows.
  const QString path = QString::fromStdString(robot->name()) + ".plot." + name;
  const QString file = QString::fromStdString(restAfter(call.rest, 2));
  withOpenView<PlotView>(context, path, [this, option, on, file](PlotView& view) {
    QString error;
    if(option == "pause")
      view.setPaused(on);
    else if(option == "reset")
      view.resetZoom();
    else
      printExport(context, view.exportTo(file, error), file, error);
  });
  return Result::done;
}

void PlotCommands::complete(const Completion& completion, std::set<std::string>& candidates)
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
    if(command == "vpd")
      candidates.insert("?");
  }
  else if(command == "vpd" && index == 2 && completion.words[1] != "?")
  {
    candidates.insert("?");
    // Only what is known: completion never waits for the robot.
    for(const auto& [typed, id] : plotIds(*robot, false))
      candidates.insert(typed);
  }
  else if(command == "vpd" && index == 3 && completion.words[1] != "?" && completion.words[2] != "?")
  {
    candidates.insert({"?", "off"});
    for(const QString& color : PlotDefinition::colorNames())
      candidates.insert(color.toStdString());
  }
  else if(command == "vpo" && index == 2)
    candidates.insert({"auto", "key", "pause", "reset", "export"});
  else if(command == "vpo" && index == 3 && (completion.words[2] == "auto" || completion.words[2] == "key" || completion.words[2] == "pause"))
    candidates.insert({"on", "off"});
}
