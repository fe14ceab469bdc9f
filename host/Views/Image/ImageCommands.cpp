/**
 * @file Views/Image/ImageCommands.cpp
 * vi, vic, vio (and si, SaveImageCommand).
 */
#include "ImageCommands.h"
#include "Console/Console.h"
#include "Console/ConsoleThread.h"
#include "Console/RequestNames.h"
#include "Console/RobotConnection.h"
#include "Drawings/DrawingCommands.h"
#include "Drawings/DrawingViewStore.h"
#include "ImageView.h"
#include "SaveImageCommand.h"
#include "Studio/StudioContext.h"
#include <QFileInfo>
#include <cmath>

namespace
{
  using Result = ConsoleCommand::Result;
  using Call = ConsoleCommand::Call;
  using Completion = ConsoleCommand::Completion;

  /** The images a robot can send: "CameraImage" and "JPEGImage" if a thread provides them, its debug images. */
  std::set<std::string> imageNames(DrawingCommands& commands, RobotConnection& robot, bool poll)
  {
    if(poll)
      commands.poll(robot);
    std::set<std::string> names;
    robot.read([&](const RobotState& state) {
      for(const auto& requests : state.requests())
        for(const auto& [name, active] : requests)
          if(name.starts_with("debug images:"))
            names.insert(name.substr(13));
          else if(name == "representation:CameraImage" || name == "representation:JPEGImage")
            names.insert(name.substr(15));
      for(const auto& [key, image] : state.drawings().images())
        names.insert(key.second);
    });
    return names;
  }

  bool number(const std::string& text, double& value)
  {
    bool ok = false;
    value = QString::fromStdString(text).toDouble(&ok);
    return ok && std::isfinite(value);
  }

  Result viewImage(DrawingCommands& commands, const Call& call)
  {
    const auto& args = call.args;
    if(args.empty())
      return Result::usage;
    RobotConnection* robot = commands.selectedRobot();
    if(!robot)
      return Result::failed;
    if(args[0] == "?")
    {
      if(args.size() > 2)
        return Result::usage;
      for(const std::string& name : imageNames(commands, *robot, true))
        if(RequestNames::matches(name, args.size() == 2 ? args[1] : ""))
          commands.print(QString::fromStdString(name));
      return Result::done;
    }
    // vi <image> [<name>] [gain <v>] [ddScale <v>]
    const std::string image = args[0] == "none" ? std::string() : args[0];
    std::size_t next = 1;
    QString name = QString::fromStdString(args[0]);
    if(next < args.size() && args[next] != "gain" && args[next] != "ddScale")
      name = QString::fromStdString(args[next++]);
    double gain = 1., ddScale = 1.;
    for(; next < args.size(); next += 2)
    {
      double value = 0.;
      if(next + 1 >= args.size() || (args[next] != "gain" && args[next] != "ddScale") || !number(args[next + 1], value) || value <= 0.)
        return Result::usage;
      (args[next] == "gain" ? gain : ddScale) = value;
    }
    if(name.contains('.') || name == "?" || name == "all" || name == "off")
    {
      commands.print("Error: a view's name is not ?, all or off and has no '.' (" + name + "); name the view: vi " +
                     QString::fromStdString(args[0]) + " <name>");
      return Result::failed;
    }
    std::string thread;
    if(call.targets.size() > 1)
    {
      commands.print("Error: an image view shows the image of one thread");
      return Result::failed;
    }
    if(!call.targets.empty())
      thread = robot->read([&](const RobotState& state) { return state.threadName(call.targets.front()); });
    if(!image.empty() && robot->isConnected() && !imageNames(commands, *robot, true).contains(image))
      commands.print("Warning: " + QString::fromStdString(robot->name()) + " does not tell of an image " + QString::fromStdString(image) +
                     " (vi ? lists those it has); the view waits for it");
    DrawingViewDefinition definition;
    if(!commands.store->find(robot->name(), name, definition))
      definition.name = name;
    definition.image = image;
    definition.thread = thread;
    definition.gain = gain;
    definition.ddScale = ddScale;
    commands.store->set(robot->name(), definition);
    commands.refresh(robot, name, true);
    return Result::done;
  }

  Result clickCommand(DrawingCommands& commands, const Call& call)
  {
    const auto& args = call.args;
    if(args.empty())
      return Result::usage;
    RobotConnection* robot = commands.selectedRobot();
    if(!robot)
      return Result::failed;
    if(args[0] == "?")
    {
      if(args.size() != 1)
        return Result::usage;
      for(const auto& [name, definition] : commands.store->all(robot->name()))
        for(const DrawingViewDefinition::Click& click : definition.clicks)
          commands.print(name + (click.modifiers().isEmpty() ? "" : " " + click.modifiers()) + ": " + click.command);
      return Result::done;
    }
    DrawingViewDefinition::Click click;
    std::size_t next = 1;
    for(; next < args.size(); ++next)
    {
      const std::string& word = args[next];
      bool* flag = word == "alt" || word == "noalt" ? &click.alt : word == "ctrl" || word == "noctrl" ? &click.ctrl
                                                               : word == "shift" || word == "noshift" ? &click.shift : nullptr;
      if(!flag)
        break;
      *flag = !word.starts_with("no");
    }
    click.command = QString::fromStdString(DrawingCommands::restAfter(call.rest, next));
    std::map<QString, DrawingViewDefinition> definitions;
    if(args[0] == "all")
      definitions = commands.store->all(robot->name());
    else
    {
      QString name;
      DrawingViewDefinition definition;
      robot = commands.resolve(args[0], name, definition);
      if(!robot)
        return Result::failed;
      definitions[name] = definition;
    }
    for(auto [name, definition] : definitions)
    {
      std::erase_if(definition.clicks, [&](const DrawingViewDefinition::Click& entry) {
        return entry.alt == click.alt && entry.ctrl == click.ctrl && entry.shift == click.shift;
      });
      if(!click.command.isEmpty())
        definition.clicks.push_back(click);
      commands.store->set(robot->name(), definition);
      commands.refresh(robot, name, false);
    }
    return Result::done;
  }

  Result viewOption(DrawingCommands& commands, const Call& call)
  {
    const auto& args = call.args;
    if(args.size() < 2)
      return Result::usage;
    const std::string& option = args[1];
    double values[3] = {1., ImageView::defaultWidth / 2., ImageView::defaultHeight / 2.};
    if(option == "reset")
    {
      if(args.size() != 2)
        return Result::usage;
    }
    else if(option == "zoom")
    {
      if(args.size() != 3 && args.size() != 5)
        return Result::usage;
      for(std::size_t i = 2; i < args.size(); ++i)
        if(!number(args[i], values[i - 2]))
          return Result::usage;
    }
    else if(option == "gain" || option == "ddScale")
    {
      if(args.size() != 3 || !number(args[2], values[0]) || values[0] <= 0.)
        return Result::usage;
    }
    else if(option != "export" && option != "exportImage")
      return Result::usage;
    else if(args.size() < 3)
      return Result::usage;
    QString name;
    DrawingViewDefinition definition;
    RobotConnection* robot = commands.resolve(args[0], name, definition);
    if(!robot)
      return Result::failed;
    if(option == "gain" || option == "ddScale")
    {
      (option == "gain" ? definition.gain : definition.ddScale) = values[0];
      commands.store->set(robot->name(), definition);
      commands.refresh(robot, name, false);
      return Result::done;
    }
    StudioContext& context = commands.context;
    const QString path = QString::fromStdString(robot->name()) + ".image." + name;
    const QString file = QString::fromStdString(DrawingCommands::restAfter(call.rest, 2));
    withOpenView<ImageView>(context, path, [&context, option, file, values](ImageView& view) {
      QString error;
      if(option == "reset")
        view.resetView();
      else if(option == "zoom")
        view.setView(values[0], {values[1], values[2]});
      else
        printExport(context, view.exportTo(file, option == "export", error), file, error);
    });
    return Result::done;
  }
}

void ImageCommands::add(const std::shared_ptr<DrawingCommands>& commands)
{
  Console& console = commands->context.engine().console();
  const auto views = [commands](const Completion& completion, std::set<std::string>& candidates) {
    if(completion.index == 1)
      if(RobotConnection* robot = commands->context.selectedRobot())
        for(const QString& name : commands->store->names(robot->name()))
          candidates.insert(name.toStdString());
  };
  console.addCommand({"vi",
                      {{"vi ? [<pattern>]", "list the images the robot can send"},
                       {"vi none [<name>]", "open an image view without an image (for image drawings only)"},
                       {"vi CameraImage | JPEGImage | <debugImage> [<name>] [gain <v>] [ddScale <v>]",
                        "open an image view <robot>.image.<name> of an image (for <thread> vi ...: that thread's)"}},
                      [commands](const Call& call) { return viewImage(*commands, call); },
                      [commands](const Completion& completion, std::set<std::string>& candidates) {
                        if(completion.index != 1)
                          return;
                        candidates.insert({"?", "none"});
                        if(RobotConnection* robot = commands->context.selectedRobot())
                          for(const std::string& name : imageNames(*commands, *robot, false))
                            candidates.insert(name);
                      },
                      true});
  console.addCommand({"vic",
                      {{"vic ?", "list the click commands of the image views"},
                       {"vic (all | <view>) [alt|noalt] [ctrl|noctrl] [shift|noshift] [<command>]",
                        "run a command on a click with these modifiers ($1 x, $2 y, $3 thread; \\n between commands); none removes it"}},
                      [commands](const Call& call) { return clickCommand(*commands, call); }, views});
  console.addCommand({"vio",
                      {{"vio <view> reset", "show the whole image again"},
                       {"vio <view> zoom <zoom> [<x> <y>]", "zoom (1: the whole image) around an image pixel"},
                       {"vio <view> gain <v> | ddScale <v>", "brighten the image by <v>; scale the drawings' coordinates by <v>"},
                       {"vio <view> export <file> | exportImage <file>", "write the image with its drawings (or alone) as PNG"}},
                      [commands](const Call& call) { return viewOption(*commands, call); },
                      [commands, views](const Completion& completion, std::set<std::string>& candidates) {
                        views(completion, candidates);
                        if(completion.index == 2)
                          candidates.insert({"reset", "zoom", "gain", "ddScale", "export", "exportImage"});
                      }});
  SaveImageCommand::add(commands->context);
}
