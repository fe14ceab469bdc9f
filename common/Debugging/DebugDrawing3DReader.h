/**
 * @file Debugging/DebugDrawing3DReader.h
 * Host side: decodes the payload of idDebugDrawing3D messages into plain data, checked against
 * the payload (the table messages are decoded by DebugDrawingReader::decodeTable).
 */
#pragma once

#include "Debugging/ColorRGBA.h"
#include "Debugging/DebugDrawings3D.h"
#include <array>
#include <cstddef>
#include <string>
#include <variant>

/** The decoded 3-D shapes (mm, radians). */
namespace DrawingShapes3D
{
  using Point = Drawings3D::Point;
  struct Dot { Point position; float size = 0.f; ColorRGBA color; };
  struct Line { Point from, to; float width = 0.f; ColorRGBA color; };
  struct Cube { std::array<Point, 8> corners; float width = 0.f; ColorRGBA color; };
  struct Quad { std::array<Point, 4> corners; ColorRGBA color; };
  struct Coordinates { float length = 0.f, width = 0.f; };
  /** scale (factors), rotate (radians) or translate (mm). */
  struct Transformation { float x = 0.f, y = 0.f, z = 0.f; };
  struct Sphere { Point center; float radius = 0.f; ColorRGBA color; };
  struct Cylinder { Point center, rotation; float radius = 0.f, height = 0.f; ColorRGBA color; };

  using Shape = std::variant<Dot, Line, Cube, Quad, Coordinates, Transformation, Sphere, Cylinder>;
}

/** One decoded idDebugDrawing3D message. */
struct DebugDrawing3DShape
{
  Drawings3D::ShapeType type = Drawings3D::ShapeType::dot;
  unsigned char drawingId = 0;
  DrawingShapes3D::Shape shape;
};

namespace DebugDrawing3DReader
{
  /** The name of a 3-D shape type ("sphere"), "unknown" for others. */
  const char* shapeName(unsigned char type);
  /**
   * Decodes an idDebugDrawing3D payload; returns "" or what is wrong. The types ellipsoid,
   * image and renderOptions have no payload definition in Touchline and are reported as
   * unsupported.
   */
  std::string decode(const char* payload, std::size_t size, DebugDrawing3DShape& shape);
}
