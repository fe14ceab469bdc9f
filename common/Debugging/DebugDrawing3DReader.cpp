/**
 * @file Debugging/DebugDrawing3DReader.cpp
 * Host side: decoding the payloads of 3-D debug drawings, checked against their size.
 */
#include "Debugging/DebugDrawing3DReader.h"
#include "Debugging/DebugDrawingReader.h"
#include "Streaming/PayloadReader.h"

// The helpers live in DrawingShapes3D, beside the shapes they read: not at file scope, where a
// unity batch (cmake/TouchlineUnity.cmake) would meet the 2-D reader's shapes of the same names.
namespace DrawingShapes3D
{
namespace
{
  using Drawings3D::ShapeType;

  constexpr const char* shapeNames[] = {
    "dot", "line", "cube", "quad", "coordinates", "scale", "rotate", "translate", "sphere", "ellipsoid", "cylinder",
    "image", "renderOptions",
  };

  bool read(PayloadReader& in, Point& p, const char* field)
  {
    return in.read(p.x, field) && in.read(p.y, field) && in.read(p.z, field);
  }

  template<typename S> S& as(DebugDrawing3DShape& shape) { return shape.shape.emplace<S>(); }

  bool readShape(PayloadReader& in, DebugDrawing3DShape& shape)
  {
    switch(shape.type)
    {
      case ShapeType::dot:
      {
        Dot& s = as<Dot>(shape);
        return read(in, s.position, "position") && in.read(s.size, "size") && read(in, s.color, "color");
      }
      case ShapeType::line:
      {
        Line& s = as<Line>(shape);
        return read(in, s.from, "from") && read(in, s.to, "to") && in.read(s.width, "width") && read(in, s.color, "color");
      }
      case ShapeType::cube:
      {
        Cube& s = as<Cube>(shape);
        for(Point& corner : s.corners)
          if(!read(in, corner, "corner"))
            return false;
        return in.read(s.width, "width") && read(in, s.color, "color");
      }
      case ShapeType::quad:
      {
        Quad& s = as<Quad>(shape);
        for(Point& corner : s.corners)
          if(!read(in, corner, "corner"))
            return false;
        return read(in, s.color, "color");
      }
      case ShapeType::coordinates:
      {
        Coordinates& s = as<Coordinates>(shape);
        return in.read(s.length, "length") && in.read(s.width, "width");
      }
      case ShapeType::scale:
      case ShapeType::rotate:
      case ShapeType::translate:
      {
        Transformation& s = as<Transformation>(shape);
        return in.read(s.x, "x") && in.read(s.y, "y") && in.read(s.z, "z");
      }
      case ShapeType::sphere:
      {
        Sphere& s = as<Sphere>(shape);
        return read(in, s.center, "center") && in.read(s.radius, "radius") && read(in, s.color, "color");
      }
      case ShapeType::cylinder:
      {
        Cylinder& s = as<Cylinder>(shape);
        return read(in, s.center, "center") && read(in, s.rotation, "rotation") && in.read(s.radius, "radius") &&
               in.read(s.height, "height") && read(in, s.color, "color");
      }
      case ShapeType::ellipsoid:
      case ShapeType::image:
      case ShapeType::renderOptions:
        return in.fail("shape type not supported");
    }
    return false;
  }
}
}

namespace DebugDrawing3DReader
{
  using DrawingShapes3D::shapeNames;

  const char* shapeName(unsigned char type)
  {
    return type < std::size(shapeNames) ? shapeNames[type] : "unknown";
  }

  std::string decode(const char* payload, std::size_t size, DebugDrawing3DShape& shape)
  {
    if(size < 2)
      return "debug drawing 3d: " + std::to_string(size) + " bytes are too short for the shape type and drawing id";
    const auto type = static_cast<unsigned char>(payload[0]);
    if(type >= std::size(shapeNames))
      return "debug drawing 3d: shape type " + std::to_string(type) + " is unknown";
    shape.type = static_cast<Drawings3D::ShapeType>(type);
    shape.drawingId = static_cast<unsigned char>(payload[1]);
    PayloadReader in(payload + 2, size - 2, std::string(shapeNames[type]) + " 3d");
    DrawingShapes3D::readShape(in, shape);
    in.finish();
    return in.error();
  }
}
