/**
 * @file Views/Image/ImageSource.cpp
 * The image of an image view definition, taken from the robot's state and converted.
 */
#include "ImageSource.h"
#include "Console/RobotConnection.h"

std::pair<unsigned, std::string> ImageSource::request(RobotConnection& robot, const DrawingViewDefinition& definition)
{
  const std::string& image = definition.image;
  const std::string name = image == "CameraImage" || image == "JPEGImage" ? "representation:" + image : "debug images:" + image;
  const int component = definition.thread.empty() ? 0 : robot.read([&](const RobotState& state) { return state.component(definition.thread); });
  return {component < 0 ? 0u : static_cast<unsigned>(component), name};
}

bool ImageSource::refresh(RobotConnection& robot, const DrawingViewDefinition& definition, const std::function<void(const QString&)>& warn)
{
  if(definition.image.empty())
  {
    const bool had = !shownPicture.isNull();
    shownPicture = {};
    shownImage = {};
    shownThread.clear();
    shownProblem.clear();
    shownComponent = definition.thread.empty() ? -1 : robot.read([&](const RobotState& state) { return state.component(definition.thread); });
    return had;
  }
  // The newest image of the thread named, or of the first thread that has one.
  RobotDrawings::Image image;
  bool found = false, changed = false;
  std::string thread;
  robot.read([&](const RobotState& state) {
    const int wanted = definition.thread.empty() ? -1 : state.component(definition.thread);
    for(const auto& [key, candidate] : state.drawings().images())
      if(key.second == definition.image && (wanted < 0 ? definition.thread.empty() : key.first == static_cast<unsigned>(wanted)))
      {
        found = true;
        thread = state.threadName(key.first);
        shownComponent = static_cast<int>(key.first);
        if(candidate.sequence != sequence)
        {
          image = candidate;
          changed = true;
        }
        break;
      }
  });
  if(!found || !changed)
    return false; // nothing (new) to convert: the last picture stays
  shownThread = thread;
  sequence = image.sequence;
  const std::string source = thread + ": " + definition.image;
  const auto fail = [&](const std::string& problem) {
    shownProblem = QString::fromStdString(source + ": " + problem);
    if(warned.insert(source).second)
      warn(shownProblem);
    return true;
  };
  if(image.kind == RobotDrawings::Image::jpegImage)
  {
    DebugImage decoded;
    if(const std::string error = ImageConverter::decodeJpeg(image.jpeg, decoded); !error.empty())
      return fail(error);
    shownImage = std::move(decoded);
  }
  else
    shownImage = std::move(image.image);
  imageConverter.setGain(definition.gain);
  QImage picture = imageConverter.toQImage(shownImage);
  if(picture.isNull())
    return fail("images of this pixel type cannot be shown");
  shownPicture = std::move(picture);
  shownProblem.clear();
  return true;
}
