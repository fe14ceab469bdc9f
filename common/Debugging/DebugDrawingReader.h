/**
 * @file Debugging/DebugDrawingReader.h
 * Host side: decodes the payloads of idDebugDrawing and idDrawingManager / idDrawingManager3D
 * messages into plain data. Every count and length is checked against the payload; a
 * malformed payload gives a message naming the shape and the field
 * ("polygon: point count 70000 exceeds the payload"), never a crash.
 */
#pragma once

#include "Debugging/ColorRGBA.h"
#include "Debugging/DebugDrawings.h"
#include "Math/Eigen.h"
#include <array>
#include <cstddef>
#include <string>
#include <variant>
#include <vector>

class PayloadReader;

/** Reads a colour (the bytes r, g, b, a) from a drawing payload; false if the payload ends before. */
bool read(PayloadReader& in, ColorRGBA& color, const char* field);

/** The decoded 2-D shapes (field drawings in mm, image drawings in pixels). */
namespace DrawingShapes
{
  struct Pen
  {
    float width = 0.f;
    Drawings::PenStyle style = Drawings::noPen;
    ColorRGBA color;
  };
  struct Brush
  {
    Drawings::BrushStyle style = Drawings::noBrush;
    ColorRGBA color;
  };
  struct Circle { int x = 0, y = 0, radius = 0; Pen pen; Brush brush; };
  struct Arc { int x = 0, y = 0, radius = 0; float startAngle = 0.f, spanAngle = 0.f; Pen pen; Brush brush; };
  struct Ellipse { int x = 0, y = 0, radiusX = 0, radiusY = 0; float rotation = 0.f; Pen pen; Brush brush; };
  /** (x, y) is the top-left corner before the rotation. */
  struct Rectangle { int x = 0, y = 0, width = 0, height = 0; float rotation = 0.f; Pen pen; Brush brush; };
  struct Polygon { std::vector<Vector2i> points; Pen pen; Brush brush; };
  /** dot, dotMedium, dotLarge. */
  struct Dot { int x = 0, y = 0; ColorRGBA pen, brush; };
  /** line, arrow. */
  struct Line { float x1 = 0.f, y1 = 0.f, x2 = 0.f, y2 = 0.f; Pen pen; };
  struct Text { int x = 0, y = 0; short fontSize = 0; ColorRGBA color; std::string text; };
  struct Tip { int x = 0, y = 0, radius = 0; std::string text; };
  /** A console command run on Alt-click inside the rectangle (x1, y1)-(x2, y2). */
  struct Spot { int x1 = 0, y1 = 0, x2 = 0, y2 = 0; std::string command; };
  struct Thread { std::string name; };
  struct Origin { int x = 0, y = 0; float angle = 0.f; };
  /** A robot: pose (rotation, x, y), direction, head direction, alpha, three colours. */
  struct Robot
  {
    float rotation = 0.f, x = 0.f, y = 0.f, dirX = 0.f, dirY = 0.f, headDirX = 0.f, headDirY = 0.f, alpha = 0.f;
    std::array<ColorRGBA, 3> colors;
  };
  /**
   * gridMono (base colour, one byte per cell), gridRGBA (four bytes per cell, square cells)
   * or gridRectangleRGBA; cells row by row.
   */
  struct Grid
  {
    int x = 0, y = 0, cellWidth = 0, cellHeight = 0, cellsX = 0, cellsY = 0;
    ColorRGBA base;
    std::vector<unsigned char> cells;
  };

  using Shape = std::variant<Circle, Arc, Ellipse, Rectangle, Polygon, Dot, Line, Text, Tip, Spot, Thread, Origin, Robot, Grid>;
}

/** One decoded idDebugDrawing message. */
struct DebugDrawingShape
{
  Drawings::ShapeType type = Drawings::ShapeType::dot;
  unsigned char drawingId = 0;
  DrawingShapes::Shape shape;
};

/** A decoded drawing table (idDrawingManager, idDrawingManager3D). */
struct DrawingTable
{
  struct Type
  {
    unsigned char id = 0;
    std::string name;
  };
  struct Drawing
  {
    unsigned char id = 0;
    unsigned char type = 0;
    std::string name;
  };
  std::vector<Type> types;
  std::vector<Drawing> drawings;

  /** The drawing with an id, or nullptr. */
  const Drawing* findDrawing(unsigned char id) const;
  /** The name of a type id ("" if unknown). */
  std::string typeName(unsigned char id) const;
};

namespace DebugDrawingReader
{
  /** The name of a shape type ("circle"), "unknown" for others. */
  const char* shapeName(unsigned char type);
  /** Decodes an idDebugDrawing payload; returns "" or what is wrong. */
  std::string decode(const char* payload, std::size_t size, DebugDrawingShape& shape);
  /** Decodes an idDrawingManager or idDrawingManager3D payload; returns "" or what is wrong. */
  std::string decodeTable(const char* payload, std::size_t size, DrawingTable& table);
}
