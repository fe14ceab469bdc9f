/**
 * @file Views/Image/ImageSource.h
 * The image an image view definition names, as the image and colour-space views show it: the
 * robot's newest CameraImage, JPEGImage (decoded) or debug image of the thread the definition
 * names or of the first thread that sends it, converted into a picture with the definition's
 * gain when it changed. A JPEG that cannot be decoded or a pixel type that cannot be shown leaves
 * the last picture and says why (problem(), one warning per source).
 */
#pragma once

#include "Drawings/DrawingViewDefinition.h"
#include "ImageConverter.h"
#include <QImage>
#include <QString>
#include <functional>
#include <set>
#include <string>
#include <utility>

class RobotConnection;

class ImageSource
{
public:
  /**
   * Takes the robot's newest image for a definition; true if the picture changed. warn is called
   * with a problem the first time its source (thread and image) has it.
   */
  bool refresh(RobotConnection& robot, const DrawingViewDefinition& definition, const std::function<void(const QString&)>& warn);
  /** Converts the next image even if it is the one converted last (the definition changed). */
  void invalidate() { sequence = 0; }

  const DebugImage& image() const { return shownImage; }
  /** RGB32 with the gain applied; null if there is none. */
  const QImage& picture() const { return shownPicture; }
  /** The thread of the image shown ("" if none). */
  const std::string& thread() const { return shownThread; }
  /** The component of the image shown, else of the definition's thread; -1 if neither is known. */
  int component() const { return shownComponent; }
  /** Why the image cannot be shown ("" if it can or there is none). */
  const QString& problem() const { return shownProblem; }
  const ImageConverter& converter() const { return imageConverter; }

  /** The debug request that makes the robot send a definition's image, and the component to send it to (0: every thread). */
  static std::pair<unsigned, std::string> request(RobotConnection& robot, const DrawingViewDefinition& definition);

private:
  ImageConverter imageConverter;
  DebugImage shownImage;
  QImage shownPicture;
  std::string shownThread;
  int shownComponent = -1;
  unsigned sequence = 0; ///< Of the robot's image converted last (0: convert the next one).
  QString shownProblem;
  std::set<std::string> warned;
};
