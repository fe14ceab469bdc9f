/**
 * @file Console/RobotDrawings.cpp
 * Collecting a robot's drawings and images per thread and frame, checked and bounded.
 */
#include "Console/RobotDrawings.h"
#include "ImageProcessing/ImagePayload.h"
#include "Streaming/PayloadReader.h"
#include <cmath>
#include <cstdint>
#include <cstring>
#include <type_traits>

namespace
{
  /** Why a value cannot be drawn ("" if it can): not finite or larger than the limit. */
  template<typename T> std::string checkValue(T value, const char* what)
  {
    if constexpr(std::is_floating_point_v<T>)
      if(!std::isfinite(value))
        return std::string(what) + " is not a number";
    if(std::abs(static_cast<double>(value)) > RobotDrawings::maxCoordinate)
      return std::string(what) + " " + std::to_string(value) + " is too large";
    return "";
  }

  /** The first problem of several values, "" if there is none. */
  std::string first(std::initializer_list<std::string> problems)
  {
    for(const std::string& problem : problems)
      if(!problem.empty())
        return problem;
    return "";
  }

  std::string checkPen(const DrawingShapes::Pen& pen)
  {
    return pen.width < 0.f ? "pen width is negative" : checkValue(pen.width, "pen width");
  }

  std::string checkPoint(const Drawings3D::Point& p)
  {
    return first({checkValue(p.x, "x"), checkValue(p.y, "y"), checkValue(p.z, "z")});
  }
}

void RobotDrawings::reset(const std::vector<std::string>& threadNames)
{
  threads = threadNames;
  tables.clear();
  tables3DByComponent.clear();
  pending.clear();
  completed2D.clear();
  completed3D.clear();
  completedImages.clear();
  imageBytes = 0;
  tablesWanted = false;
  warned.clear();
}

bool RobotDrawings::handles(MessageID id)
{
  switch(id)
  {
    case idFrameBegin:
    case idFrameFinished:
    case idDrawingManager:
    case idDrawingManager3D:
    case idDebugDrawing:
    case idDebugDrawing3D:
    case idDebugImage:
    case idCameraImage:
    case idJPEGImage:
      return true;
    default:
      return false;
  }
}

std::string RobotDrawings::threadName(unsigned component) const
{
  if(component == 0)
    return "Debug";
  return component <= threads.size() ? threads[component - 1] : "component " + std::to_string(component);
}

int RobotDrawings::componentOf(const std::string& thread) const
{
  for(std::size_t i = 0; i < threads.size(); ++i)
    if(threads[i] == thread)
      return static_cast<int>(i) + 1;
  return -1;
}

void RobotDrawings::warn(const std::string& source, const std::string& text)
{
  // Bounded: a robot cannot make the host remember any number of sources.
  if(warned.size() < 10000 && warned.insert(source).second && onWarning)
    onWarning("Warning: " + text + " (said once)");
}

bool RobotDrawings::takeTablesWanted()
{
  const bool wanted = tablesWanted;
  tablesWanted = false;
  return wanted;
}

unsigned RobotDrawings::handle(unsigned component, MessageID id, const std::string& payload)
{
  switch(id)
  {
    case idFrameBegin:
    {
      Pending& frame = pending[component];
      frame = Pending();
      frame.inFrame = true;
      return nothing;
    }
    case idFrameFinished:
    {
      const auto frame = pending.find(component);
      return frame != pending.end() && frame->second.inFrame ? publish(component) : nothing;
    }
    case idDrawingManager:
    case idDrawingManager3D:
    {
      DrawingTable table;
      if(const std::string error = DebugDrawingReader::decodeTable(payload.data(), payload.size(), table); !error.empty())
        warn(threadName(component) + " table", threadName(component) + ": " + error);
      else
        (id == idDrawingManager ? tables : tables3DByComponent)[component] = std::move(table);
      return nothing;
    }
    case idDebugDrawing:
      return handleShape<DebugDrawingShape>(component, payload);
    case idDebugDrawing3D:
      return handleShape<DebugDrawing3DShape>(component, payload);
    case idDebugImage:
    case idCameraImage:
    case idJPEGImage:
      return handleImage(component, id, payload);
    default:
      return nothing;
  }
}

template<typename Shape>
unsigned RobotDrawings::handleShape(unsigned component, const std::string& payload)
{
  constexpr bool is2D = std::is_same_v<Shape, DebugDrawingShape>;
  const auto shapeName = [](unsigned char type) {
    return is2D ? DebugDrawingReader::shapeName(type) : DebugDrawing3DReader::shapeName(type);
  };
  Shape shape;
  std::string error;
  if constexpr(is2D)
    error = DebugDrawingReader::decode(payload.data(), payload.size(), shape);
  else
    error = DebugDrawing3DReader::decode(payload.data(), payload.size(), shape);
  const std::map<unsigned, DrawingTable>& tablesOfThreads = is2D ? tables : tables3DByComponent;
  const auto table = tablesOfThreads.find(component);
  const DrawingTable::Drawing* drawing = table == tablesOfThreads.end() ? nullptr : table->second.findDrawing(shape.drawingId);
  const std::string name = drawing ? drawing->name : "number " + std::to_string(payload.size() > 1 ? static_cast<unsigned char>(payload[1]) : 0);
  const std::string source = threadName(component) + (is2D ? ": drawing " : ": 3-D drawing ") + name;
  if(!error.empty())
  {
    warn(source, source + ": " + error);
    return nothing;
  }
  if(!drawing)
  {
    // The thread's table has not arrived yet (it is asked for): the shape cannot be placed.
    ++unknownShapeCount;
    tablesWanted = true;
    return nothing;
  }
  if(const std::string problem = check(shape.shape); !problem.empty())
  {
    const std::string type = shapeName(static_cast<unsigned char>(shape.type));
    warn(source + " " + type, source + ": a " + type + " whose " + problem + " is skipped");
    return nothing;
  }
  Pending& frame = pending[component];
  if(frame.shapes >= maxShapesPerFrame)
  {
    warn(threadName(component) + " shapes", threadName(component) + ": more than " + std::to_string(maxShapesPerFrame) +
                                             " shapes in a frame; the rest are skipped");
    return nothing;
  }
  auto& drawings = [&frame]() -> auto& {
    if constexpr(is2D)
      return frame.drawings2D;
    else
      return frame.drawings3D;
  }();
  auto [entry, added] = drawings.try_emplace(drawing->name);
  if(added)
  {
    entry->second.owner = component;
    entry->second.type = table->second.typeName(drawing->type);
  }
  if constexpr(is2D)
  {
    // THREAD: the drawing belongs to another thread's frame.
    if(const auto* thread = std::get_if<DrawingShapes::Thread>(&shape.shape))
    {
      if(const int owner = componentOf(thread->name); owner >= 0)
        entry->second.owner = static_cast<unsigned>(owner);
      else
        warn(source + " thread", source + ": there is no thread " + thread->name);
      return nothing;
    }
  }
  entry->second.shapes.push_back(std::move(shape));
  ++frame.shapes;
  return nothing;
}

unsigned RobotDrawings::handleImage(unsigned component, MessageID id, const std::string& payload)
{
  Image image;
  std::string name;
  if(id == idDebugImage)
  {
    PayloadReader reader(payload.data(), payload.size(), "debug image");
    if(!reader.read(name, "id") || name.size() > 256)
    {
      warn(threadName(component) + " image", threadName(component) + ": a debug image without a readable name");
      return nothing;
    }
    std::size_t used = 0;
    const std::string error = image.image.decode(payload.data() + reader.position(), reader.remaining(), used);
    const std::string source = threadName(component) + ": image " + name;
    if(!error.empty())
    {
      warn(source, source + ": " + error);
      return nothing;
    }
    if(used != reader.remaining())
    {
      warn(source, source + ": " + std::to_string(reader.remaining() - used) + " bytes more than its " +
                   std::to_string(image.image.width) + "x" + std::to_string(image.image.height) + " pixels");
      return nothing;
    }
    image.kind = Image::debugImage;
  }
  else if(id == idCameraImage)
  {
    name = "CameraImage";
    // A CameraImage of 0 x 0 pixels is no image yet (a replay thread answers requests before the
    // first frame of its log is played; a camera thread before its first image): nothing to show.
    if(isEmptyCameraImage(payload))
      return nothing;
    if(const std::string error = decodeCameraImage(payload, image.image); !error.empty())
    {
      warn(threadName(component) + ": image CameraImage", threadName(component) + ": CameraImage: " + error);
      return nothing;
    }
    image.kind = Image::cameraImage;
  }
  else
  {
    name = "JPEGImage";
    image.jpeg = findJpeg(payload);
    if(image.jpeg.empty())
    {
      warn(threadName(component) + ": image JPEGImage", threadName(component) + ": JPEGImage: no JPEG data in " +
                                                         std::to_string(payload.size()) + " bytes");
      return nothing;
    }
    image.kind = Image::jpegImage;
  }
  Pending& frame = pending[component];
  frame.images[name] = std::move(image);
  return nothing;
}

bool RobotDrawings::mayKeep(const Key& key, std::size_t bytes, const std::string& source)
{
  const auto old = completedImages.find(key);
  const std::size_t replaced = old == completedImages.end() ? 0 : old->second.image.byteSize() + old->second.jpeg.size();
  if(old == completedImages.end() && completedImages.size() >= maxImages)
  {
    warn(source, source + ": more than " + std::to_string(maxImages) + " images; it is not kept");
    return false;
  }
  if(imageBytes - replaced + bytes > maxImageBytes)
  {
    warn(source, source + ": the images would take more than " + std::to_string(maxImageBytes >> 20) + " MiB; it is not kept");
    return false;
  }
  imageBytes = imageBytes - replaced + bytes;
  return true;
}

unsigned RobotDrawings::publish(unsigned component)
{
  Pending& frame = pending[component];
  unsigned changes = nothing;
  for(auto& [name, drawing] : frame.drawings2D)
  {
    Drawing2D& target = completed2D[{drawing.owner, name}];
    target.type = std::move(drawing.type);
    target.shapes = std::move(drawing.shapes);
    target.sequence = ++sequence;
    changes |= changedDrawings;
  }
  for(auto& [name, drawing] : frame.drawings3D)
  {
    Drawing3D& target = completed3D[{drawing.owner, name}];
    target.type = std::move(drawing.type);
    target.shapes = std::move(drawing.shapes);
    target.sequence = ++sequence;
    changes |= changedDrawings;
  }
  for(auto& [name, image] : frame.images)
  {
    const Key key{component, name};
    if(!mayKeep(key, image.image.byteSize() + image.jpeg.size(), threadName(component) + ": image " + name))
      continue;
    image.sequence = ++sequence;
    completedImages[key] = std::move(image);
    changes |= changedImages;
  }
  frame = Pending();
  return changes;
}

std::string RobotDrawings::decodeCameraImage(const std::string& payload, DebugImage& image)
{
  const std::optional<ImagePayload::YuyvLayout> layout = ImagePayload::yuyvLayout(payload.data(), payload.size());
  if(!layout)
    return "no width and height that match the " + std::to_string(payload.size()) + " bytes of the message";
  image.assign(PixelTypes::YUYV, layout->width, layout->height, reinterpret_cast<const unsigned char*>(payload.data() + layout->offset));
  return "";
}

bool RobotDrawings::isEmptyCameraImage(const std::string& payload)
{
  // u32 width, u32 height, u32 time stamp, u32 byte count (docs/formats/camera-images.md).
  std::uint32_t fields[4] = {};
  if(payload.size() != sizeof(fields))
    return false;
  std::memcpy(fields, payload.data(), sizeof(fields));
  return fields[0] == 0 && fields[1] == 0 && fields[3] == 0;
}

std::string RobotDrawings::findJpeg(const std::string& payload)
{
  const std::optional<std::size_t> start = ImagePayload::jpegStart(payload.data(), payload.size());
  return start ? payload.substr(*start) : "";
}

std::string RobotDrawings::check(const DrawingShapes::Shape& shape)
{
  using namespace DrawingShapes;
  return std::visit(
    [](const auto& s) -> std::string {
      using S = std::decay_t<decltype(s)>;
      if constexpr(std::is_same_v<S, Circle>)
        return first({checkValue(s.x, "x"), checkValue(s.y, "y"), s.radius < 0 ? "radius is negative" : checkValue(s.radius, "radius"),
                      checkPen(s.pen)});
      else if constexpr(std::is_same_v<S, Arc>)
        return first({checkValue(s.x, "x"), checkValue(s.y, "y"), s.radius < 0 ? "radius is negative" : checkValue(s.radius, "radius"),
                      checkValue(s.startAngle, "start angle"), checkValue(s.spanAngle, "span angle"), checkPen(s.pen)});
      else if constexpr(std::is_same_v<S, Ellipse>)
        return first({checkValue(s.x, "x"), checkValue(s.y, "y"), checkValue(s.radiusX, "radius x"), checkValue(s.radiusY, "radius y"),
                      checkValue(s.rotation, "rotation"), checkPen(s.pen)});
      else if constexpr(std::is_same_v<S, Rectangle>)
        return first({checkValue(s.x, "x"), checkValue(s.y, "y"), checkValue(s.width, "width"), checkValue(s.height, "height"),
                      checkValue(s.rotation, "rotation"), checkPen(s.pen)});
      else if constexpr(std::is_same_v<S, Polygon>)
      {
        if(s.points.empty())
          return "point list is empty";
        for(const Vector2i& point : s.points)
          if(std::string problem = first({checkValue(point.x(), "point x"), checkValue(point.y(), "point y")}); !problem.empty())
            return problem;
        return checkPen(s.pen);
      }
      else if constexpr(std::is_same_v<S, Dot>)
        return first({checkValue(s.x, "x"), checkValue(s.y, "y")});
      else if constexpr(std::is_same_v<S, Line>)
        return first({checkValue(s.x1, "x1"), checkValue(s.y1, "y1"), checkValue(s.x2, "x2"), checkValue(s.y2, "y2"), checkPen(s.pen)});
      else if constexpr(std::is_same_v<S, Text>)
        return first({checkValue(s.x, "x"), checkValue(s.y, "y"), s.fontSize < 0 ? "font size is negative" : ""});
      else if constexpr(std::is_same_v<S, Tip>)
        return first({checkValue(s.x, "x"), checkValue(s.y, "y"), s.radius < 0 ? "radius is negative" : checkValue(s.radius, "radius")});
      else if constexpr(std::is_same_v<S, Spot>)
        return first({checkValue(s.x1, "x1"), checkValue(s.y1, "y1"), checkValue(s.x2, "x2"), checkValue(s.y2, "y2")});
      else if constexpr(std::is_same_v<S, Origin>)
        return first({checkValue(s.x, "x"), checkValue(s.y, "y"), checkValue(s.angle, "angle")});
      else if constexpr(std::is_same_v<S, Robot>)
        return first({checkValue(s.rotation, "rotation"), checkValue(s.x, "x"), checkValue(s.y, "y"), checkValue(s.dirX, "direction"),
                      checkValue(s.dirY, "direction"), checkValue(s.headDirX, "head direction"), checkValue(s.headDirY, "head direction"),
                      checkValue(s.alpha, "alpha")});
      else if constexpr(std::is_same_v<S, Grid>)
        return first({checkValue(s.x, "x"), checkValue(s.y, "y"), checkValue(static_cast<double>(s.cellWidth) * s.cellsX, "width"),
                      checkValue(static_cast<double>(s.cellHeight) * s.cellsY, "height")});
      else
        return "";
    },
    shape);
}

std::string RobotDrawings::check(const DrawingShapes3D::Shape& shape)
{
  using namespace DrawingShapes3D;
  return std::visit(
    [](const auto& s) -> std::string {
      using S = std::decay_t<decltype(s)>;
      if constexpr(std::is_same_v<S, Dot>)
        return first({checkPoint(s.position), s.size < 0.f ? "size is negative" : checkValue(s.size, "size")});
      else if constexpr(std::is_same_v<S, Line>)
        return first({checkPoint(s.from), checkPoint(s.to), s.width < 0.f ? "width is negative" : checkValue(s.width, "width")});
      else if constexpr(std::is_same_v<S, Cube>)
      {
        for(const Point& corner : s.corners)
          if(std::string problem = checkPoint(corner); !problem.empty())
            return problem;
        return s.width < 0.f ? "width is negative" : checkValue(s.width, "width");
      }
      else if constexpr(std::is_same_v<S, Quad>)
      {
        for(const Point& corner : s.corners)
          if(std::string problem = checkPoint(corner); !problem.empty())
            return problem;
        return "";
      }
      else if constexpr(std::is_same_v<S, Coordinates>)
        return first({checkValue(s.length, "length"), checkValue(s.width, "width")});
      else if constexpr(std::is_same_v<S, Transformation>)
        return first({checkValue(s.x, "x"), checkValue(s.y, "y"), checkValue(s.z, "z")});
      else if constexpr(std::is_same_v<S, Sphere>)
        return first({checkPoint(s.center), s.radius < 0.f ? "radius is negative" : checkValue(s.radius, "radius")});
      else if constexpr(std::is_same_v<S, Cylinder>)
        return first({checkPoint(s.center), checkPoint(s.rotation), s.radius < 0.f ? "radius is negative" : checkValue(s.radius, "radius"),
                      checkValue(s.height, "height")});
      else
        return "";
    },
    shape);
}
