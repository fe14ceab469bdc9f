/**
 * @file Debugging/DebugDrawings3D.h
 * 3-D debug drawings, shown in the host's 3-D scene.
 *
 *   DECLARE_DEBUG_DRAWING3D("test3D", "field");
 *   SPHERE3D("test3D", 0, 0, 250, 75, ColorRGBA::blue);
 *   DEBUG_DRAWING3D("module:Kicker:foot", "robot") LINE3D("module:Kicker:foot", 0, 0, 0, 100, 0, 0, 2, ColorRGBA::red);
 *
 * The type is the frame the drawing is attached to: "field" (field centre), "robot" (the robot's
 * frame on the ground, as TorsoMatrix and CameraMatrix use it: below the middle of the soles, x
 * forward), "camera" (the camera of the perception thread that draws it) or the name of a robot
 * part. The studio's 3-D scene view places "field" and "robot" drawings (docs/debugging.md). A drawing <id> is requested by "debug drawing 3d:<id>". Each shape becomes a
 * message idDebugDrawing3D (i8 shape type, i8 drawing id, payload of floats and RGBA colours,
 * docs/formats/debug-messages.md); the ids come from the thread's DrawingManager3D. Shapes of
 * undeclared drawings are not sent; arguments are only evaluated if the drawing is requested.
 * Release builds (TOUCHLINE_RELEASE) compile every macro out.
 */
#pragma once

#include "Debugging/ColorRGBA.h"
#include "Debugging/DebugRequest.h"
#include "Debugging/DrawingManager3D.h"
#include "Debugging/ShapeTarget.h"
#include "Streaming/Global.h"
#include <string_view>

namespace Drawings3D
{
  /** The first byte of an idDebugDrawing3D message. */
  enum class ShapeType : unsigned char
  {
    dot, line, cube, quad, coordinates, scale, rotate, translate, sphere, ellipsoid, cylinder, image, renderOptions,
  };

  inline bool declare(std::string_view name, std::string_view type)
  {
    const DebugRequestTable* table = Global::getDebugRequestTable();
    DrawingManager3D* manager = Global::getDrawingManager3D();
    return table && table->mayBeActive() && manager && manager->declare(name, type);
  }

  inline bool isActive(std::string_view name)
  {
    const DebugRequestTable* table = Global::getDebugRequestTable();
    DrawingManager3D* manager = Global::getDrawingManager3D();
    return table && table->mayBeActive() && manager && manager->isActive(name);
  }

  /** Where a shape goes (DrawingManager::beginShape); empty if its drawing is not requested. */
  inline ShapeTarget begin(std::string_view name, ShapeType shape)
  {
    const DebugRequestTable* table = Global::getDebugRequestTable();
    DrawingManager3D* manager = Global::getDrawingManager3D();
    return table && table->mayBeActive() && manager ? manager->beginShape(name, static_cast<unsigned char>(shape)) : ShapeTarget();
  }

  /** A point for the payload writers. */
  struct Point
  {
    float x = 0.f, y = 0.f, z = 0.f;
  };
  /** Anything with x(), y() and z() as a Point. */
  template<typename V> Point point(const V& v)
  {
    return {static_cast<float>(v.x()), static_cast<float>(v.y()), static_cast<float>(v.z())};
  }

  // Payload writers: the bytes after the two header bytes (docs/formats/debug-messages.md).

  void dot(Out& out, const Point& position, float size, const ColorRGBA& color);
  void line(Out& out, const Point& from, const Point& to, float width, const ColorRGBA& color);
  /** Corners a-b-c-d and e-f-g-h are opposite faces; a-e, b-f, c-g and d-h are edges. */
  void cube(Out& out, const Point (&corners)[8], float width, const ColorRGBA& color);
  void quad(Out& out, const Point (&corners)[4], const ColorRGBA& color);
  void coordinates(Out& out, float length, float width);
  /** Scale, rotate (radians about x, y, z) or translate: three floats. */
  void vector(Out& out, float x, float y, float z);
  void sphere(Out& out, const Point& center, float radius, const ColorRGBA& color);
  /** Rotation in radians about x, then y, then z. */
  void cylinder(Out& out, const Point& center, const Point& rotation, float radius, float height, const ColorRGBA& color);
}

#ifdef TOUCHLINE_RELEASE

#define DECLARE_DEBUG_DRAWING3D(id, type) static_cast<void>(0)
#define COMPLEX_DRAWING3D(id) if(false)
#define DEBUG_DRAWING3D(id, type) if(false)
#define DOT3D(id, x, y, z, size, color) static_cast<void>(0)
#define LINE3D(id, fromX, fromY, fromZ, toX, toY, toZ, size, color) static_cast<void>(0)
#define CUBE3D(id, a, b, c, d, e, f, g, h, width, color) static_cast<void>(0)
#define QUAD3D(id, corner1, corner2, corner3, corner4, color) static_cast<void>(0)
#define SPHERE3D(id, x, y, z, radius, color) static_cast<void>(0)
#define CYLINDER3D(id, x, y, z, xAngle, yAngle, zAngle, radius, height, color) static_cast<void>(0)
#define COORDINATES3D(id, length, width) static_cast<void>(0)
#define SCALE3D(id, x, y, z) static_cast<void>(0)
#define ROTATE3D(id, x, y, z) static_cast<void>(0)
#define TRANSLATE3D(id, x, y, z) static_cast<void>(0)

#else

/** Writes one shape if the drawing is requested: the writer and its arguments (evaluated only then). */
#define _TL_DRAW3D(id, shape, ...) \
  do \
    if(const ShapeTarget _tlTarget = Drawings3D::begin(id, Drawings3D::ShapeType::shape)) \
      _tlTarget.write(__VA_ARGS__); \
  while(false)
/** Three coordinates as a Drawings3D::Point. */
#define _TL_POINT3D(x, y, z) Drawings3D::Point{static_cast<float>(x), static_cast<float>(y), static_cast<float>(z)}

/** Declares a 3-D drawing <id> attached to a frame ("field", "robot", "camera", a robot part). */
#define DECLARE_DEBUG_DRAWING3D(id, type) static_cast<void>(Drawings3D::declare(id, type))
/** Runs the following statement if the 3-D drawing <id> (declared before) is requested. */
#define COMPLEX_DRAWING3D(id) if(Drawings3D::isActive(id))
/** Declares the 3-D drawing <id> and runs the following statement if it is requested. */
#define DEBUG_DRAWING3D(id, type) if(Drawings3D::declare(id, type))

/** A dot of a size (pixels on the screen) at (x, y, z). */
#define DOT3D(id, x, y, z, size, color) \
  _TL_DRAW3D(id, dot, &Drawings3D::dot, _TL_POINT3D(x, y, z), static_cast<float>(size), color)
/** A line of a width (pixels) between two points. */
#define LINE3D(id, fromX, fromY, fromZ, toX, toY, toZ, size, color) \
  _TL_DRAW3D(id, line, &Drawings3D::line, _TL_POINT3D(fromX, fromY, fromZ), _TL_POINT3D(toX, toY, toZ), \
             static_cast<float>(size), color)
/** The edges of a cube (any hexahedron) given by its corners a ... h (anything with x(), y(), z()). */
#define CUBE3D(id, a, b, c, d, e, f, g, h, width, color) \
  do \
    if(const ShapeTarget _tlTarget = Drawings3D::begin(id, Drawings3D::ShapeType::cube)) \
    { \
      const Drawings3D::Point _tlCorners[8] = {Drawings3D::point(a), Drawings3D::point(b), Drawings3D::point(c), \
                                               Drawings3D::point(d), Drawings3D::point(e), Drawings3D::point(f), \
                                               Drawings3D::point(g), Drawings3D::point(h)}; \
      _tlTarget.write(&Drawings3D::cube, _tlCorners, static_cast<float>(width), color); \
    } \
  while(false)
/** A filled quadrangle through four corners (anything with x(), y(), z()). */
#define QUAD3D(id, corner1, corner2, corner3, corner4, color) \
  do \
    if(const ShapeTarget _tlTarget = Drawings3D::begin(id, Drawings3D::ShapeType::quad)) \
    { \
      const Drawings3D::Point _tlCorners[4] = {Drawings3D::point(corner1), Drawings3D::point(corner2), \
                                               Drawings3D::point(corner3), Drawings3D::point(corner4)}; \
      _tlTarget.write(&Drawings3D::quad, _tlCorners, color); \
    } \
  while(false)
/** A sphere around (x, y, z). */
#define SPHERE3D(id, x, y, z, radius, color) \
  _TL_DRAW3D(id, sphere, &Drawings3D::sphere, _TL_POINT3D(x, y, z), static_cast<float>(radius), color)
/** A cylinder centred at (x, y, z), rotated about x, y, z (radians), its axis along z before the rotation. */
#define CYLINDER3D(id, x, y, z, xAngle, yAngle, zAngle, radius, height, color) \
  _TL_DRAW3D(id, cylinder, &Drawings3D::cylinder, _TL_POINT3D(x, y, z), _TL_POINT3D(xAngle, yAngle, zAngle), \
             static_cast<float>(radius), static_cast<float>(height), color)
/** The axes of the drawing's frame (x red, y green, z blue) of a length and width. */
#define COORDINATES3D(id, length, width) \
  _TL_DRAW3D(id, coordinates, &Drawings3D::coordinates, static_cast<float>(length), static_cast<float>(width))
/** Scales the whole drawing by factors along x, y and z. */
#define SCALE3D(id, x, y, z) \
  _TL_DRAW3D(id, scale, &Drawings3D::vector, static_cast<float>(x), static_cast<float>(y), static_cast<float>(z))
/** Rotates the whole drawing counterclockwise about x, y and z (radians). */
#define ROTATE3D(id, x, y, z) \
  _TL_DRAW3D(id, rotate, &Drawings3D::vector, static_cast<float>(x), static_cast<float>(y), static_cast<float>(z))
/** Translates the whole drawing. */
#define TRANSLATE3D(id, x, y, z) \
  _TL_DRAW3D(id, translate, &Drawings3D::vector, static_cast<float>(x), static_cast<float>(y), static_cast<float>(z))

#endif
