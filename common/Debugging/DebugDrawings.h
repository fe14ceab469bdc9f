/**
 * @file Debugging/DebugDrawings.h
 * 2-D debug drawings: vector graphics on the canvases "drawingOnField" (mm) and
 * "drawingOnImage" (pixels), sent to the host while it requests them.
 *
 *   DECLARE_DEBUG_DRAWING("test", "drawingOnField");
 *   CIRCLE("test", 0, 0, 1000, 10, Drawings::solidPen, ColorRGBA::blue,
 *          Drawings::solidBrush, ColorRGBA(0, 0, 255, 128));
 *   DEBUG_DRAWING("module:BallLocator:ball", "drawingOnField")   // declares, runs if requested
 *     CROSS("module:BallLocator:ball", ball.x(), ball.y(), 50, 5, Drawings::solidPen, ColorRGBA::red);
 *
 * A drawing <id> is requested by the debug request "debug drawing:<id>". Each shape becomes a
 * message idDebugDrawing (i8 shape type, i8 drawing id, payload) in the calling thread's debug
 * queue; the ids come from the thread's DrawingManager (docs/formats/debug-messages.md).
 * Shapes of drawings that were never declared are not sent. The arguments of a shape are only
 * evaluated if its drawing is requested, and before its message is started; with nothing
 * requested a shape costs two comparisons.
 * Release builds (TOUCHLINE_RELEASE) compile every macro out. PLOT is available here, too.
 */
#pragma once

#include "Debugging/ColorRGBA.h"
#include "Debugging/DebugRequest.h"
#include "Debugging/DrawingManager.h"
#include "Debugging/Plot.h"
#include "Debugging/ShapeTarget.h"
#include "Streaming/Global.h"
#include "Streaming/Enum.h"
#include "Streaming/MessageQueue.h"
#include <algorithm>
#include <climits>
#include <string>
#include <string_view>
#include <type_traits>

namespace Drawings
{
  ENUM(PenStyle,
  {,
    noPen,
    solidPen,
    dashedPen,
    dottedPen,
  });

  ENUM(BrushStyle,
  {,
    noBrush,
    solidBrush,
  });

  /** The first byte of an idDebugDrawing message. */
  enum class ShapeType : unsigned char
  {
    arc, arrow, circle, dot, dotLarge, dotMedium, ellipse, line, origin, polygon, rectangle,
    text, tip, robot, spot, thread, gridMono, gridRGBA, gridRectangleRGBA,
  };

  /** A coordinate as i32: floating-point values are truncated and clamped, NaN becomes 0. */
  template<typename T> int i32(const T& value)
  {
    if constexpr(std::is_integral_v<T> || std::is_enum_v<T>)
      return static_cast<int>(value);
    else
    {
      const float f = static_cast<float>(value);
      if(!(f == f))
        return 0;
      if(f >= 2147483647.f)
        return INT_MAX;
      if(f <= -2147483648.f)
        return INT_MIN;
      return static_cast<int>(f);
    }
  }

  /** Declares a drawing (see DrawingManager::declare); false if it is not requested. */
  inline bool declare(std::string_view name, std::string_view type)
  {
    const DebugRequestTable* table = Global::getDebugRequestTable();
    DrawingManager* manager = Global::getDrawingManager();
    return table && table->mayBeActive() && manager && manager->declare(name, type);
  }

  /** Whether a declared drawing is requested. */
  inline bool isActive(std::string_view name)
  {
    const DebugRequestTable* table = Global::getDebugRequestTable();
    DrawingManager* manager = Global::getDrawingManager();
    return table && table->mayBeActive() && manager && manager->isActive(name);
  }

  /** Where a shape goes (DrawingManager::beginShape); empty if its drawing is not requested. */
  inline ShapeTarget begin(std::string_view name, ShapeType shape)
  {
    const DebugRequestTable* table = Global::getDebugRequestTable();
    DrawingManager* manager = Global::getDrawingManager();
    return table && table->mayBeActive() && manager ? manager->beginShape(name, static_cast<unsigned char>(shape)) : ShapeTarget();
  }

  // Payload writers: the bytes after the two header bytes (docs/formats/debug-messages.md).
  // Pen widths of circles, arcs, ellipses, rectangles and polygons are i8, of lines f32.

  void circle(Out& out, int x, int y, int radius, float penWidth, PenStyle penStyle, const ColorRGBA& penColor,
              BrushStyle brushStyle, const ColorRGBA& brushColor);
  void arc(Out& out, int x, int y, int radius, float startAngle, float spanAngle, float penWidth, PenStyle penStyle,
           const ColorRGBA& penColor, BrushStyle brushStyle, const ColorRGBA& brushColor);
  void ellipse(Out& out, int x, int y, int radiusX, int radiusY, float rotation, float penWidth, PenStyle penStyle,
               const ColorRGBA& penColor, BrushStyle brushStyle, const ColorRGBA& brushColor);
  /** (x, y) is the top-left corner before the rotation (radians, about that corner). */
  void rectangle(Out& out, int x, int y, int width, int height, float rotation, float penWidth, PenStyle penStyle,
                 const ColorRGBA& penColor, BrushStyle brushStyle, const ColorRGBA& brushColor);
  /** points: " x1 y1 x2 y2 ..." (each integer preceded by a space), count pairs. */
  void polygon(Out& out, int count, std::string_view points, float penWidth, PenStyle penStyle, const ColorRGBA& penColor,
               BrushStyle brushStyle, const ColorRGBA& brushColor);
  /** Also dotMedium and dotLarge. */
  void dot(Out& out, int x, int y, const ColorRGBA& penColor, const ColorRGBA& brushColor);
  /** Also arrow. */
  void line(Out& out, float x1, float y1, float x2, float y2, float penWidth, PenStyle penStyle, const ColorRGBA& penColor);
  void text(Out& out, int x, int y, int fontSize, const ColorRGBA& color, std::string_view text);
  void tip(Out& out, int x, int y, int radius, std::string_view text);
  /** A robot seen from above: its pose (rotation, x, y), direction and head direction (relative to it), alpha 0..1, three colours. */
  void robot(Out& out, float rotation, float x, float y, float dirX, float dirY, float headDirX, float headDirY, float alpha,
             const ColorRGBA& bodyColor, const ColorRGBA& dirColor, const ColorRGBA& headDirColor);
  /** A rectangle (x1, y1)-(x2, y2) with a console command (the host runs it on a click, or fills in a drop; docs/studio.md). */
  void spot(Out& out, int x1, int y1, int x2, int y2, std::string_view command);
  void thread(Out& out, std::string_view name);
  void origin(Out& out, int x, int y, float angle);

  /** The calling thread's reusable buffer for the text of DRAWTEXT and TIP (cleared). */
  OutTextRawMemory& textBuffer();
  /** The calling thread's reusable buffer for polygon points (cleared). */
  std::string& pointBuffer();
  /** Writes " x y" of the first count points (anything with x() and y()) into pointBuffer() and returns it. */
  template<typename Points> std::string_view formatPoints(const Points& points, int count)
  {
    std::string& buffer = pointBuffer();
    for(int i = 0; i < count; ++i)
    {
      buffer += ' ';
      OutText::formatInt(buffer, i32(points[i].x()));
      buffer += ' ';
      OutText::formatInt(buffer, i32(points[i].y()));
    }
    return buffer;
  }
}

#ifdef TOUCHLINE_RELEASE

#define DECLARE_DEBUG_DRAWING(id, type) static_cast<void>(0)
#define COMPLEX_DRAWING(id) if(false)
#define DEBUG_DRAWING(id, type) if(false)
#define CIRCLE(id, x, y, radius, penWidth, penStyle, penColor, brushStyle, brushColor) static_cast<void>(0)
#define ARC(id, x, y, radius, startAngle, spanAngle, penWidth, penStyle, penColor, brushStyle, brushColor) static_cast<void>(0)
#define ELLIPSE(id, center, radiusX, radiusY, rotation, penWidth, penStyle, penColor, brushStyle, brushColor) static_cast<void>(0)
#define FILLED_RECTANGLE(id, x1, y1, x2, y2, penWidth, penStyle, penColor, brushStyle, brushColor) static_cast<void>(0)
#define RECTANGLE2(id, topLeft, width, height, rotation, penWidth, penStyle, penColor, brushStyle, brushColor) static_cast<void>(0)
#define RECTANGLE(id, x1, y1, x2, y2, penWidth, penStyle, penColor) static_cast<void>(0)
#define POLYGON(id, numberOfPoints, points, penWidth, penStyle, penColor, brushStyle, brushColor) static_cast<void>(0)
#define DOT(id, x, y, penColor, brushColor) static_cast<void>(0)
#define MID_DOT(id, x, y, penColor, brushColor) static_cast<void>(0)
#define LARGE_DOT(id, x, y, penColor, brushColor) static_cast<void>(0)
#define LINE(id, x1, y1, x2, y2, penWidth, penStyle, penColor) static_cast<void>(0)
#define ARROW(id, x1, y1, x2, y2, penWidth, penStyle, penColor) static_cast<void>(0)
#define CROSS(id, x, y, size, penWidth, penStyle, penColor) static_cast<void>(0)
#define QUADRANGLE(id, x1, y1, x2, y2, x3, y3, x4, y4, penWidth, penStyle, penColor) static_cast<void>(0)
#define DRAWTEXT(id, x, y, fontSize, color, txt) static_cast<void>(0)
#define TIP(id, x, y, radius, txt) static_cast<void>(0)
#define ORIGIN(id, x, y, angle) static_cast<void>(0)
#define ROBOT(id, p, dirVec, dirHeadVec, alpha, colorBody, colorDirVec, colorDirHeadVec) static_cast<void>(0)
#define SPOT(id, x1, y1, x2, y2, cmd) static_cast<void>(0)
#define THREAD(id, threadName) static_cast<void>(0)

#else

/** Writes one shape if the drawing is requested: the writer and its arguments (evaluated only then). */
#define _TL_DRAW(id, shape, ...) \
  do \
    if(const ShapeTarget _tlTarget = Drawings::begin(id, Drawings::ShapeType::shape)) \
      _tlTarget.write(__VA_ARGS__); \
  while(false)

/** Declares a drawing <id> of a type ("drawingOnField", "drawingOnImage"). */
#define DECLARE_DEBUG_DRAWING(id, type) static_cast<void>(Drawings::declare(id, type))
/** Runs the following statement if drawing <id> (declared elsewhere, before) is requested. */
#define COMPLEX_DRAWING(id) if(Drawings::isActive(id))
/** Declares drawing <id> and runs the following statement if it is requested. */
#define DEBUG_DRAWING(id, type) if(Drawings::declare(id, type))

/** A circle around (x, y). */
#define CIRCLE(id, x, y, radius, penWidth, penStyle, penColor, brushStyle, brushColor) \
  _TL_DRAW(id, circle, &Drawings::circle, Drawings::i32(x), Drawings::i32(y), Drawings::i32(radius), \
           static_cast<float>(penWidth), penStyle, penColor, brushStyle, brushColor)
/** An arc of a circle around (x, y) from startAngle over spanAngle (radians, counterclockwise). */
#define ARC(id, x, y, radius, startAngle, spanAngle, penWidth, penStyle, penColor, brushStyle, brushColor) \
  _TL_DRAW(id, arc, &Drawings::arc, Drawings::i32(x), Drawings::i32(y), Drawings::i32(radius), static_cast<float>(startAngle), \
           static_cast<float>(spanAngle), static_cast<float>(penWidth), penStyle, penColor, brushStyle, brushColor)
/** An ellipse around center (anything with x() and y()), rotated by rotation (radians). */
#define ELLIPSE(id, center, radiusX, radiusY, rotation, penWidth, penStyle, penColor, brushStyle, brushColor) \
  _TL_DRAW(id, ellipse, &Drawings::ellipse, Drawings::i32((center).x()), Drawings::i32((center).y()), Drawings::i32(radiusX), \
           Drawings::i32(radiusY), static_cast<float>(rotation), static_cast<float>(penWidth), penStyle, penColor, \
           brushStyle, brushColor)
/** A filled rectangle between the corners (x1, y1) and (x2, y2). */
#define FILLED_RECTANGLE(id, x1, y1, x2, y2, penWidth, penStyle, penColor, brushStyle, brushColor) \
  do \
    if(const ShapeTarget _tlTarget = Drawings::begin(id, Drawings::ShapeType::rectangle)) \
    { \
      const int _tlX1 = Drawings::i32(x1), _tlY1 = Drawings::i32(y1), _tlX2 = Drawings::i32(x2), _tlY2 = Drawings::i32(y2); \
      _tlTarget.write(&Drawings::rectangle, std::min(_tlX1, _tlX2), std::min(_tlY1, _tlY2), \
                      std::max(_tlX1, _tlX2) - std::min(_tlX1, _tlX2), std::max(_tlY1, _tlY2) - std::min(_tlY1, _tlY2), 0.f, \
                      static_cast<float>(penWidth), penStyle, penColor, brushStyle, brushColor); \
    } \
  while(false)
/** A rectangle of width x height, rotated by rotation (radians) about topLeft (anything with x() and y()). */
#define RECTANGLE2(id, topLeft, width, height, rotation, penWidth, penStyle, penColor, brushStyle, brushColor) \
  _TL_DRAW(id, rectangle, &Drawings::rectangle, Drawings::i32((topLeft).x()), Drawings::i32((topLeft).y()), \
           Drawings::i32(width), Drawings::i32(height), static_cast<float>(rotation), static_cast<float>(penWidth), \
           penStyle, penColor, brushStyle, brushColor)
/** A polygon through numberOfPoints points (an array or container of anything with x() and y()). */
#define POLYGON(id, numberOfPoints, points, penWidth, penStyle, penColor, brushStyle, brushColor) \
  do \
    if(const ShapeTarget _tlTarget = Drawings::begin(id, Drawings::ShapeType::polygon)) \
    { \
      const int _tlCount = static_cast<int>(numberOfPoints); \
      const std::string_view _tlPoints = Drawings::formatPoints(points, _tlCount); \
      _tlTarget.write(&Drawings::polygon, _tlCount, _tlPoints, static_cast<float>(penWidth), penStyle, penColor, \
                      brushStyle, brushColor); \
    } \
  while(false)
/** A small dot at (x, y); MID_DOT and LARGE_DOT draw larger ones. */
#define DOT(id, x, y, penColor, brushColor) \
  _TL_DRAW(id, dot, &Drawings::dot, Drawings::i32(x), Drawings::i32(y), penColor, brushColor)
#define MID_DOT(id, x, y, penColor, brushColor) \
  _TL_DRAW(id, dotMedium, &Drawings::dot, Drawings::i32(x), Drawings::i32(y), penColor, brushColor)
#define LARGE_DOT(id, x, y, penColor, brushColor) \
  _TL_DRAW(id, dotLarge, &Drawings::dot, Drawings::i32(x), Drawings::i32(y), penColor, brushColor)
/** A line from (x1, y1) to (x2, y2). */
#define LINE(id, x1, y1, x2, y2, penWidth, penStyle, penColor) \
  _TL_DRAW(id, line, &Drawings::line, static_cast<float>(x1), static_cast<float>(y1), static_cast<float>(x2), \
           static_cast<float>(y2), static_cast<float>(penWidth), penStyle, penColor)
/** An arrow from (x1, y1) to (x2, y2). */
#define ARROW(id, x1, y1, x2, y2, penWidth, penStyle, penColor) \
  _TL_DRAW(id, arrow, &Drawings::line, static_cast<float>(x1), static_cast<float>(y1), static_cast<float>(x2), \
           static_cast<float>(y2), static_cast<float>(penWidth), penStyle, penColor)
/** The outline of the rectangle between the corners (x1, y1) and (x2, y2): four lines. */
#define RECTANGLE(id, x1, y1, x2, y2, penWidth, penStyle, penColor) \
  QUADRANGLE(id, x1, y1, x1, y2, x2, y2, x2, y1, penWidth, penStyle, penColor)
/** The outline through four corners: four lines. */
#define QUADRANGLE(id, x1, y1, x2, y2, x3, y3, x4, y4, penWidth, penStyle, penColor) \
  do \
    if(Drawings::isActive(id)) \
    { \
      LINE(id, x1, y1, x2, y2, penWidth, penStyle, penColor); \
      LINE(id, x2, y2, x3, y3, penWidth, penStyle, penColor); \
      LINE(id, x3, y3, x4, y4, penWidth, penStyle, penColor); \
      LINE(id, x4, y4, x1, y1, penWidth, penStyle, penColor); \
    } \
  while(false)
/** A diagonal cross at (x, y), size from the centre to each end along both axes: two lines. */
#define CROSS(id, x, y, size, penWidth, penStyle, penColor) \
  do \
    if(Drawings::isActive(id)) \
    { \
      const float _tlX = static_cast<float>(x), _tlY = static_cast<float>(y), _tlSize = static_cast<float>(size); \
      LINE(id, _tlX + _tlSize, _tlY + _tlSize, _tlX - _tlSize, _tlY - _tlSize, penWidth, penStyle, penColor); \
      LINE(id, _tlX + _tlSize, _tlY - _tlSize, _tlX - _tlSize, _tlY + _tlSize, penWidth, penStyle, penColor); \
    } \
  while(false)
/** Text whose baseline starts at (x, y); txt is a stream expression ("speed " << v). */
#define DRAWTEXT(id, x, y, fontSize, color, txt) \
  do \
    if(const ShapeTarget _tlTarget = Drawings::begin(id, Drawings::ShapeType::text)) \
    { \
      OutTextRawMemory& _tlText = Drawings::textBuffer(); \
      _tlText << txt; \
      _tlTarget.write(&Drawings::text, Drawings::i32(x), Drawings::i32(y), Drawings::i32(fontSize), color, \
                      std::string_view(_tlText.data(), _tlText.size())); \
    } \
  while(false)
/** A tool tip shown when the mouse is closer to (x, y) than radius; txt is a stream expression. */
#define TIP(id, x, y, radius, txt) \
  do \
    if(const ShapeTarget _tlTarget = Drawings::begin(id, Drawings::ShapeType::tip)) \
    { \
      OutTextRawMemory& _tlText = Drawings::textBuffer(); \
      _tlText << txt; \
      _tlTarget.write(&Drawings::tip, Drawings::i32(x), Drawings::i32(y), Drawings::i32(radius), \
                      std::string_view(_tlText.data(), _tlText.size())); \
    } \
  while(false)
/** Moves the origin of the following shapes to (x, y), rotated by angle (radians); absolute. */
#define ORIGIN(id, x, y, angle) \
  _TL_DRAW(id, origin, &Drawings::origin, Drawings::i32(x), Drawings::i32(y), static_cast<float>(angle))
/**
 * A robot seen from above at the pose p (a Pose2f: rotation, translation in mm), with a line in
 * the direction dirVec and a dashed one in dirHeadVec (Vector2f, relative to the robot; their
 * lengths are the lines' lengths), faded by alpha (0..1): the body in colorBody, the head and
 * outline in colorDirVec and colorDirHeadVec.
 */
#define ROBOT(id, p, dirVec, dirHeadVec, alpha, colorBody, colorDirVec, colorDirHeadVec) \
  _TL_DRAW(id, robot, &Drawings::robot, static_cast<float>((p).rotation), static_cast<float>((p).translation.x()), \
           static_cast<float>((p).translation.y()), static_cast<float>((dirVec).x()), static_cast<float>((dirVec).y()), \
           static_cast<float>((dirHeadVec).x()), static_cast<float>((dirHeadVec).y()), static_cast<float>(alpha), colorBody, \
           colorDirVec, colorDirHeadVec)
/**
 * A spot: the rectangle between the corners (x1, y1) and (x2, y2) carries a console command cmd
 * (a stream expression, "mv " << name << " $1 $2"). The image view runs it on an Alt-click; in
 * the field view a spot whose command holds $1 and $2 can be dragged, and the command runs with
 * where it was dropped (docs/studio.md).
 */
#define SPOT(id, x1, y1, x2, y2, cmd) \
  do \
    if(const ShapeTarget _tlTarget = Drawings::begin(id, Drawings::ShapeType::spot)) \
    { \
      OutTextRawMemory& _tlText = Drawings::textBuffer(); \
      _tlText << cmd; \
      _tlTarget.write(&Drawings::spot, Drawings::i32(x1), Drawings::i32(y1), Drawings::i32(x2), Drawings::i32(y2), \
                      std::string_view(_tlText.data(), _tlText.size())); \
    } \
  while(false)
/** Manages the drawing as part of another thread (e.g. "Upper" for image drawings). */
#define THREAD(id, threadName) _TL_DRAW(id, thread, &Drawings::thread, std::string_view(threadName))

#endif
