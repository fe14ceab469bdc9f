/**
 * @file Views/Image/SaveImageCommand.cpp
 * si: the robot's camera image as a picture file.
 */
#include "SaveImageCommand.h"
#include "Console/Console.h"
#include "Console/ConsoleThread.h"
#include "Console/RobotConnection.h"
#include "ImageConverter.h"
#include "Studio/StudioContext.h"
#include <QFileInfo>
#include <QImage>
#include <atomic>
#include <memory>
#include <optional>

namespace
{
  using Result = ConsoleCommand::Result;
  using Image = RobotDrawings::Image;

  /** The newest camera or JPEG image of the threads (any if none are given), with its thread. */
  std::optional<std::pair<unsigned, Image>> cameraImage(const RobotState& state, const std::vector<unsigned>& targets)
  {
    std::optional<std::pair<unsigned, Image>> found;
    for(const auto& [key, image] : state.drawings().images())
      if((image.kind == Image::cameraImage || image.kind == Image::jpegImage) &&
         (targets.empty() || std::find(targets.begin(), targets.end(), key.first) != targets.end()) &&
         (!found || image.sequence > found->second.sequence))
        found = std::pair(key.first, image);
    return found;
  }

  /** The first of the threads (any if none are given) that can send a CameraImage (or JPEGImage), with the request. */
  std::optional<std::pair<unsigned, std::string>> cameraThread(const RobotState& state, const std::vector<unsigned>& targets)
  {
    for(const char* request : {"representation:CameraImage", "representation:JPEGImage"})
      for(unsigned component = 1; component < state.requests().size(); ++component)
        if((targets.empty() || std::find(targets.begin(), targets.end(), component) != targets.end()) &&
           state.requests()[component].contains(request))
          return std::pair(component, std::string(request));
    return std::nullopt;
  }

  Result saveImage(StudioContext& context, const ConsoleCommand::Call& call, std::atomic<unsigned>& counter)
  {
    const auto print = [&context](const QString& line) { context.onGuiThread([&context, line] { context.print(line); }); };
    const auto& args = call.args;
    if(args.empty())
      return Result::usage;
    if(args[0] == "reset")
    {
      if(args.size() != 1)
        return Result::usage;
      counter = 0;
      return Result::done;
    }
    bool numbered = false, grayscale = false;
    std::size_t next = 0;
    for(; next < args.size() && (args[next] == "number" || args[next] == "grayscale"); ++next)
      (args[next] == "number" ? numbered : grayscale) = true;
    if(next >= args.size())
      return Result::usage;
    QString file = QString::fromStdString(ConsoleCommand::restAfter(call.rest, next));

    RobotConnection* robot = context.selectedRobot();
    if(!robot || !robot->isConnected())
    {
      print("Error: " + (robot ? QString::fromStdString(robot->name()) + " is not connected" : QString("no robot connected")));
      return Result::failed;
    }
    const QString robotName = QString::fromStdString(robot->name());
    std::optional<std::pair<unsigned, Image>> image = robot->read([&](const RobotState& state) { return cameraImage(state, call.targets); });
    if(!image)
    {
      // No view asks for it: asked for until one frame with it arrived.
      if(!robot->hasPolled())
        robot->startPolling();
      robot->waitFor([&] { return robot->pollingDone(); }, std::chrono::seconds(5));
      const auto thread = robot->read([&](const RobotState& state) { return cameraThread(state, call.targets); });
      if(!thread)
      {
        print("Error: " + robotName + " sends no camera image (no thread" + (call.targets.empty() ? QString() : QString(" of those given")) +
              " provides CameraImage or JPEGImage)");
        return Result::failed;
      }
      const auto [component, request] = *thread;
      context.onGuiThread([&context, robot, component, request] { context.request(robot, component, request, true); });
      robot->waitFor([&] { return (image = robot->read([&](const RobotState& state) { return cameraImage(state, {component}); })).has_value(); },
                     std::chrono::seconds(5));
      context.onGuiThread([&context, robot, component, request] { context.request(robot, component, request, false); });
      if(!image)
      {
        print("Error: " + robotName + " sent no " + QString::fromStdString(request.substr(15)) + " within 5 s");
        return Result::failed;
      }
    }
    const auto& [component, source] = *image;
    DebugImage pixels = source.image;
    if(source.kind == Image::jpegImage)
      if(const std::string error = ImageConverter::decodeJpeg(source.jpeg, pixels); !error.empty())
      {
        print("Error: the JPEGImage of " + robotName + " does not decode: " + QString::fromStdString(error));
        return Result::failed;
      }
    QImage picture = ImageConverter().toQImage(pixels);
    if(picture.isNull())
    {
      print("Error: the camera image of " + robotName + " has a type that cannot be shown");
      return Result::failed;
    }
    if(grayscale)
      picture = picture.convertToFormat(QImage::Format_Grayscale8);

    file.replace("{robot}", robotName);
    QFileInfo info(file);
    QString suffix = info.suffix();
    QString base = suffix.isEmpty() ? file : file.left(file.size() - suffix.size() - 1);
    if(suffix.isEmpty())
      suffix = "png";
    if(numbered)
      base += "_" + QString::number(counter++);
    file = base + "." + suffix;
    if(!picture.save(file))
    {
      print("Error: cannot write " + file + " (is ." + suffix + " a picture format?)");
      return Result::failed;
    }
    const std::string thread = robot->read([&](const RobotState& state) { return state.threadName(component); });
    print("wrote " + QFileInfo(file).absoluteFilePath() + " (" + robotName + ", " + QString::fromStdString(thread) + ", " +
          QString::number(picture.width()) + "x" + QString::number(picture.height()) + ")");
    return Result::done;
  }
}

void SaveImageCommand::add(StudioContext& context)
{
  auto counter = std::make_shared<std::atomic<unsigned>>(0);
  ConsoleCommand command{"si",
                         {{"si reset", "the running number of si number starts at 0 again"},
                          {"si [number] [grayscale] <file>",
                           "save the camera image of the selected robot (of each; for <thread> si: that thread's) as <file> (.png, .bmp, .jpg; "
                           "none: .png; {robot}: the robot's name), with a running number, in gray"}},
                         [&context, counter](const ConsoleCommand::Call& call) { return saveImage(context, call, *counter); },
                         [](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                           if(completion.index <= 2)
                             candidates.insert({"number", "grayscale"});
                           if(completion.index == 1)
                             candidates.insert("reset");
                         },
                         true};
  command.onceWith = {"reset"};
  context.engine().console().addCommand(std::move(command));
}
