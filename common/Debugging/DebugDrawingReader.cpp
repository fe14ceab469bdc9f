/**
 * @file Debugging/DebugDrawingReader.cpp
 * Host side: decoding the payloads of 2-D debug drawings and drawing managers, checked against
 * their size.
 */
#include "Debugging/DebugDrawingReader.h"
#include "Streaming/PayloadReader.h"
#include <charconv>
#include <climits>

using namespace DrawingShapes;
using Drawings::ShapeType;

bool read(PayloadReader& in, ColorRGBA& color, const char* field)
{
  return in.read(color.r, field) && in.read(color.g, field) && in.read(color.b, field) && in.read(color.a, field);
}

namespace
{
  constexpr const char* shapeNames[] = {
    "arc", "arrow", "circle", "dot", "dotLarge", "dotMedium", "ellipse", "line", "origin", "polygon", "rectangle",
    "text", "tip", "robot", "spot", "thread", "gridMono", "gridRGBA", "gridRectangleRGBA",
  };

  /** Checks a count of entries of at least entrySize bytes each against the rest of the payload. */
  bool checkCount(PayloadReader& in, int count, std::size_t entrySize, const char* field)
  {
    if(count < 0)
      return in.fail(std::string(field) + " " + std::to_string(count) + " is negative");
    if(static_cast<std::size_t>(count) > in.remaining() / entrySize)
      return in.fail(std::string(field) + " " + std::to_string(count) + " exceeds the payload");
    return true;
  }

  bool readPen(PayloadReader& in, Pen& pen, bool floatWidth)
  {
    signed char style = 0;
    if(floatWidth)
    {
      if(!in.read(pen.width, "pen width"))
        return false;
    }
    else
    {
      signed char width = 0;
      if(!in.read(width, "pen width"))
        return false;
      pen.width = width;
    }
    if(!in.read(style, "pen style"))
      return false;
    if(style < 0 || style >= Drawings::numOfPenStyles)
      return in.fail("pen style " + std::to_string(style) + " is unknown");
    pen.style = static_cast<Drawings::PenStyle>(style);
    return read(in, pen.color, "pen color");
  }

  bool readBrush(PayloadReader& in, Brush& brush)
  {
    signed char style = 0;
    if(!in.read(style, "brush style"))
      return false;
    if(style < 0 || style >= Drawings::numOfBrushStyles)
      return in.fail("brush style " + std::to_string(style) + " is unknown");
    brush.style = static_cast<Drawings::BrushStyle>(style);
    return read(in, brush.color, "brush color");
  }

  /** Parses count pairs of numbers from the polygon's point text " x1 y1 x2 y2 ...". */
  bool parsePoints(PayloadReader& in, const std::string& text, int count, std::vector<Vector2i>& points)
  {
    const char* p = text.data();
    const char* const end = p + text.size();
    points.reserve(static_cast<std::size_t>(count));
    for(int i = 0; i < count; ++i)
    {
      int coordinates[2];
      for(int& coordinate : coordinates)
      {
        while(p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
          ++p;
        double value = 0.;
        const auto [next, error] = std::from_chars(p, end, value);
        if(error != std::errc() || !(value >= INT_MIN && value <= INT_MAX))
          return in.fail("point " + std::to_string(i) + " is not a pair of numbers");
        coordinate = static_cast<int>(value);
        p = next;
      }
      points.emplace_back(coordinates[0], coordinates[1]);
    }
    while(p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
      ++p;
    return p == end || in.fail("text after point " + std::to_string(count - 1));
  }

  bool readPolygon(PayloadReader& in, Polygon& polygon)
  {
    int count = 0;
    if(!in.read(count, "point count"))
      return false;
    if(!checkCount(in, count, 4, "point count")) // each point takes at least " x y"
      return false;
    std::string text;
    return in.read(text, "points") && parsePoints(in, text, count, polygon.points) && readPen(in, polygon.pen, false) &&
           readBrush(in, polygon.brush);
  }

  bool readGrid(PayloadReader& in, Grid& grid, ShapeType type)
  {
    if(!in.read(grid.x, "x") || !in.read(grid.y, "y") || !in.read(grid.cellWidth, "cell width"))
      return false;
    if(type == ShapeType::gridRectangleRGBA)
    {
      if(!in.read(grid.cellHeight, "cell height"))
        return false;
    }
    else
      grid.cellHeight = grid.cellWidth;
    if(!in.read(grid.cellsX, "cells in x") || !in.read(grid.cellsY, "cells in y"))
      return false;
    if(grid.cellsX < 0 || grid.cellsY < 0)
      return in.fail("cell count " + std::to_string(grid.cellsX) + "x" + std::to_string(grid.cellsY) + " is negative");
    if(type == ShapeType::gridMono && !read(in, grid.base, "base color"))
      return false;
    const std::size_t bytes = static_cast<std::size_t>(grid.cellsX) * static_cast<std::size_t>(grid.cellsY) *
                              (type == ShapeType::gridMono ? 1 : 4);
    const char* cells = in.take(bytes, "cells");
    if(!cells)
      return false;
    grid.cells.assign(cells, cells + bytes);
    return true;
  }

  template<typename S> S& as(DebugDrawingShape& shape) { return shape.shape.emplace<S>(); }

  /** Circles, arcs, ellipses, rectangles and polygons: geometry, pen and brush. */
  bool readArea(PayloadReader& in, DebugDrawingShape& shape)
  {
    switch(shape.type)
    {
      case ShapeType::circle:
      {
        Circle& s = as<Circle>(shape);
        return in.read(s.x, "x") && in.read(s.y, "y") && in.read(s.radius, "radius") && readPen(in, s.pen, false) &&
               readBrush(in, s.brush);
      }
      case ShapeType::arc:
      {
        Arc& s = as<Arc>(shape);
        return in.read(s.x, "x") && in.read(s.y, "y") && in.read(s.radius, "radius") && in.read(s.startAngle, "start angle") &&
               in.read(s.spanAngle, "span angle") && readPen(in, s.pen, false) && readBrush(in, s.brush);
      }
      case ShapeType::ellipse:
      {
        Ellipse& s = as<Ellipse>(shape);
        return in.read(s.x, "x") && in.read(s.y, "y") && in.read(s.radiusX, "radius x") && in.read(s.radiusY, "radius y") &&
               in.read(s.rotation, "rotation") && readPen(in, s.pen, false) && readBrush(in, s.brush);
      }
      case ShapeType::rectangle:
      {
        Rectangle& s = as<Rectangle>(shape);
        return in.read(s.x, "x") && in.read(s.y, "y") && in.read(s.width, "width") && in.read(s.height, "height") &&
               in.read(s.rotation, "rotation") && readPen(in, s.pen, false) && readBrush(in, s.brush);
      }
      case ShapeType::polygon:
        return readPolygon(in, as<Polygon>(shape));
      default:
        return false;
    }
  }

  /** Dots, lines and arrows: points and colours. */
  bool readPoints(PayloadReader& in, DebugDrawingShape& shape)
  {
    switch(shape.type)
    {
      case ShapeType::dot:
      case ShapeType::dotMedium:
      case ShapeType::dotLarge:
      {
        Dot& s = as<Dot>(shape);
        return in.read(s.x, "x") && in.read(s.y, "y") && read(in, s.pen, "pen color") && read(in, s.brush, "brush color");
      }
      case ShapeType::line:
      case ShapeType::arrow:
      {
        Line& s = as<Line>(shape);
        return in.read(s.x1, "x1") && in.read(s.y1, "y1") && in.read(s.x2, "x2") && in.read(s.y2, "y2") && readPen(in, s.pen, true);
      }
      default:
        return false;
    }
  }

  /** Texts and tips: a position and text. */
  bool readTexts(PayloadReader& in, DebugDrawingShape& shape)
  {
    switch(shape.type)
    {
      case ShapeType::text:
      {
        Text& s = as<Text>(shape);
        return in.read(s.x, "x") && in.read(s.y, "y") && in.read(s.fontSize, "font size") && read(in, s.color, "color") &&
               in.read(s.text, "text");
      }
      case ShapeType::tip:
      {
        Tip& s = as<Tip>(shape);
        return in.read(s.x, "x") && in.read(s.y, "y") && in.read(s.radius, "radius") && in.read(s.text, "text");
      }
      default:
        return false;
    }
  }

  /** Spots, threads, origins and robots. */
  bool readMarks(PayloadReader& in, DebugDrawingShape& shape)
  {
    switch(shape.type)
    {
      case ShapeType::spot:
      {
        Spot& s = as<Spot>(shape);
        return in.read(s.x1, "x1") && in.read(s.y1, "y1") && in.read(s.x2, "x2") && in.read(s.y2, "y2") &&
               in.read(s.command, "command");
      }
      case ShapeType::thread:
        return in.read(as<Thread>(shape).name, "thread name");
      case ShapeType::origin:
      {
        Origin& s = as<Origin>(shape);
        return in.read(s.x, "x") && in.read(s.y, "y") && in.read(s.angle, "angle");
      }
      case ShapeType::robot:
      {
        Robot& s = as<Robot>(shape);
        return in.read(s.rotation, "rotation") && in.read(s.x, "x") && in.read(s.y, "y") && in.read(s.dirX, "direction") &&
               in.read(s.dirY, "direction") && in.read(s.headDirX, "head direction") && in.read(s.headDirY, "head direction") &&
               in.read(s.alpha, "alpha") && read(in, s.colors[0], "color") && read(in, s.colors[1], "color") &&
               read(in, s.colors[2], "color");
      }
      default:
        return false;
    }
  }

  bool readShape(PayloadReader& in, DebugDrawingShape& shape)
  {
    switch(shape.type)
    {
      case ShapeType::circle:
      case ShapeType::arc:
      case ShapeType::ellipse:
      case ShapeType::rectangle:
      case ShapeType::polygon:
        return readArea(in, shape);
      case ShapeType::dot:
      case ShapeType::dotMedium:
      case ShapeType::dotLarge:
      case ShapeType::line:
      case ShapeType::arrow:
        return readPoints(in, shape);
      case ShapeType::text:
      case ShapeType::tip:
        return readTexts(in, shape);
      case ShapeType::spot:
      case ShapeType::thread:
      case ShapeType::origin:
      case ShapeType::robot:
        return readMarks(in, shape);
      case ShapeType::gridMono:
      case ShapeType::gridRGBA:
      case ShapeType::gridRectangleRGBA:
        return readGrid(in, as<Grid>(shape), shape.type);
    }
    return false;
  }
}

const DrawingTable::Drawing* DrawingTable::findDrawing(unsigned char id) const
{
  for(const Drawing& drawing : drawings)
    if(drawing.id == id)
      return &drawing;
  return nullptr;
}

std::string DrawingTable::typeName(unsigned char id) const
{
  for(const Type& type : types)
    if(type.id == id)
      return type.name;
  return {};
}

namespace DebugDrawingReader
{
  const char* shapeName(unsigned char type)
  {
    return type < std::size(shapeNames) ? shapeNames[type] : "unknown";
  }

  std::string decode(const char* payload, std::size_t size, DebugDrawingShape& shape)
  {
    if(size < 2)
      return "debug drawing: " + std::to_string(size) + " bytes are too short for the shape type and drawing id";
    const auto type = static_cast<unsigned char>(payload[0]);
    if(type >= std::size(shapeNames))
      return "debug drawing: shape type " + std::to_string(type) + " is unknown";
    shape.type = static_cast<ShapeType>(type);
    shape.drawingId = static_cast<unsigned char>(payload[1]);
    PayloadReader in(payload + 2, size - 2, shapeNames[type]);
    readShape(in, shape);
    in.finish();
    return in.error();
  }

  std::string decodeTable(const char* payload, std::size_t size, DrawingTable& table)
  {
    PayloadReader in(payload, size, "drawing manager");
    table.types.clear();
    table.drawings.clear();
    int count = 0;
    if(!in.read(count, "type count"))
      return in.error();
    if(!checkCount(in, count, 5, "type count")) // id and string length
      return in.error();
    table.types.resize(static_cast<std::size_t>(count));
    for(DrawingTable::Type& type : table.types)
      if(!in.read(type.id, "type id") || !in.read(type.name, "type name"))
        return in.error();
    if(!in.read(count, "drawing count"))
      return in.error();
    if(!checkCount(in, count, 6, "drawing count")) // ids and string length
      return in.error();
    table.drawings.resize(static_cast<std::size_t>(count));
    for(DrawingTable::Drawing& drawing : table.drawings)
    {
      if(!in.read(drawing.id, "drawing id") || !in.read(drawing.type, "drawing type") || !in.read(drawing.name, "drawing name"))
        return in.error();
      bool known = false;
      for(const DrawingTable::Type& type : table.types)
        known = known || type.id == drawing.type;
      if(!known)
      {
        in.fail("drawing " + drawing.name + " has the unknown type id " + std::to_string(drawing.type));
        return in.error();
      }
    }
    in.finish();
    return in.error();
  }
}
