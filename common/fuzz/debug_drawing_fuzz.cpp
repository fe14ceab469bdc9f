// libFuzzer target: host-side decoding of debug drawing messages from untrusted bytes
// (docs/formats/debug-messages.md).
//
// The whole input is decoded as an idDebugDrawing payload, an idDrawingManager payload, an
// idDebugDrawing3D payload and a DebugImage. Properties checked (abort() if broken): nothing
// crashes or reads out of bounds; whatever decodes without error is written again by the
// robot-side writers to exactly the same bytes (polygons, whose points are text, to bytes that
// decode to the same points).
#include "Debugging/DebugDrawing3DReader.h"
#include "Debugging/DebugDrawingReader.h"
#include "ImageProcessing/DebugImage.h"
#include "Streaming/OutStreams.h"
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <variant>

/** A broken property: names it and aborts (libFuzzer saves the input). */
#define CHECK(condition) \
  do \
    if(!(condition)) \
    { \
      std::fprintf(stderr, "%s(%d): property broken: %s\n", __FILE__, __LINE__, #condition); \
      std::abort(); \
    } \
  while(false)

namespace
{
  using namespace DrawingShapes;

  /** Writes a decoded 2-D shape with the robot-side writers; false for shapes the robot does not draw. */
  bool encode(const DebugDrawingShape& shape, Out& out)
  {
    out << static_cast<unsigned char>(shape.type) << shape.drawingId;
    if(const auto* s = std::get_if<Circle>(&shape.shape))
      Drawings::circle(out, s->x, s->y, s->radius, s->pen.width, s->pen.style, s->pen.color, s->brush.style, s->brush.color);
    else if(const auto* s = std::get_if<Arc>(&shape.shape))
      Drawings::arc(out, s->x, s->y, s->radius, s->startAngle, s->spanAngle, s->pen.width, s->pen.style, s->pen.color,
                    s->brush.style, s->brush.color);
    else if(const auto* s = std::get_if<Ellipse>(&shape.shape))
      Drawings::ellipse(out, s->x, s->y, s->radiusX, s->radiusY, s->rotation, s->pen.width, s->pen.style, s->pen.color,
                        s->brush.style, s->brush.color);
    else if(const auto* s = std::get_if<Rectangle>(&shape.shape))
      Drawings::rectangle(out, s->x, s->y, s->width, s->height, s->rotation, s->pen.width, s->pen.style, s->pen.color,
                          s->brush.style, s->brush.color);
    else if(const auto* s = std::get_if<Polygon>(&shape.shape))
    {
      const std::string_view points = Drawings::formatPoints(s->points, static_cast<int>(s->points.size()));
      Drawings::polygon(out, static_cast<int>(s->points.size()), points, s->pen.width, s->pen.style, s->pen.color,
                        s->brush.style, s->brush.color);
    }
    else if(const auto* s = std::get_if<Dot>(&shape.shape))
      Drawings::dot(out, s->x, s->y, s->pen, s->brush);
    else if(const auto* s = std::get_if<Line>(&shape.shape))
      Drawings::line(out, s->x1, s->y1, s->x2, s->y2, s->pen.width, s->pen.style, s->pen.color);
    else if(const auto* s = std::get_if<Text>(&shape.shape))
      Drawings::text(out, s->x, s->y, s->fontSize, s->color, s->text);
    else if(const auto* s = std::get_if<Tip>(&shape.shape))
      Drawings::tip(out, s->x, s->y, s->radius, s->text);
    else if(const auto* s = std::get_if<Thread>(&shape.shape))
      Drawings::thread(out, s->name);
    else if(const auto* s = std::get_if<Origin>(&shape.shape))
      Drawings::origin(out, s->x, s->y, s->angle);
    else
      return false;
    return true;
  }

  bool encode(const DebugDrawing3DShape& shape, Out& out)
  {
    namespace S = DrawingShapes3D;
    out << static_cast<unsigned char>(shape.type) << shape.drawingId;
    if(const auto* s = std::get_if<S::Dot>(&shape.shape))
      Drawings3D::dot(out, s->position, s->size, s->color);
    else if(const auto* s = std::get_if<S::Line>(&shape.shape))
      Drawings3D::line(out, s->from, s->to, s->width, s->color);
    else if(const auto* s = std::get_if<S::Cube>(&shape.shape))
    {
      S::Point corners[8];
      std::copy(s->corners.begin(), s->corners.end(), corners);
      Drawings3D::cube(out, corners, s->width, s->color);
    }
    else if(const auto* s = std::get_if<S::Quad>(&shape.shape))
    {
      S::Point corners[4];
      std::copy(s->corners.begin(), s->corners.end(), corners);
      Drawings3D::quad(out, corners, s->color);
    }
    else if(const auto* s = std::get_if<S::Coordinates>(&shape.shape))
      Drawings3D::coordinates(out, s->length, s->width);
    else if(const auto* s = std::get_if<S::Transformation>(&shape.shape))
      Drawings3D::vector(out, s->x, s->y, s->z);
    else if(const auto* s = std::get_if<S::Sphere>(&shape.shape))
      Drawings3D::sphere(out, s->center, s->radius, s->color);
    else if(const auto* s = std::get_if<S::Cylinder>(&shape.shape))
      Drawings3D::cylinder(out, s->center, s->rotation, s->radius, s->height, s->color);
    else
      return false;
    return true;
  }

  void encode(const DrawingTable& table, Out& out)
  {
    out << static_cast<int>(table.types.size());
    for(const DrawingTable::Type& type : table.types)
      out << type.id << type.name;
    out << static_cast<int>(table.drawings.size());
    for(const DrawingTable::Drawing& drawing : table.drawings)
      out << drawing.id << drawing.type << drawing.name;
  }

  std::string bytes(const OutBinaryMemory& out) { return std::string(out.data(), out.size()); }
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* input, std::size_t size)
{
  const char* data = reinterpret_cast<const char*>(input);
  const std::string original(data, size);

  DebugDrawingShape shape;
  if(DebugDrawingReader::decode(data, size, shape).empty())
  {
    OutBinaryMemory out;
    if(encode(shape, out))
    {
      if(shape.type == Drawings::ShapeType::polygon)
      {
        DebugDrawingShape again;
        CHECK(DebugDrawingReader::decode(out.data(), out.size(), again).empty());
        CHECK(std::get<Polygon>(again.shape).points == std::get<Polygon>(shape.shape).points);
      }
      else
        CHECK(bytes(out) == original);
    }
  }

  DrawingTable table;
  if(DebugDrawingReader::decodeTable(data, size, table).empty())
  {
    OutBinaryMemory out;
    encode(table, out);
    CHECK(bytes(out) == original);
  }

  DebugDrawing3DShape shape3D;
  if(DebugDrawing3DReader::decode(data, size, shape3D).empty())
  {
    OutBinaryMemory out;
    CHECK(encode(shape3D, out));
    CHECK(bytes(out) == original);
  }

  DebugImage image;
  std::size_t used = 0;
  const std::string error = image.decode(data, size, used);
  CHECK(used <= size);
  if(error.empty())
  {
    OutBinaryMemory out;
    image.write(out);
    CHECK(bytes(out) == original.substr(0, used));
  }
  return 0;
}
