/**
 * @file Debugging/DebugDrawings.cpp
 * Writing 2-D drawing primitives into the thread's debug queue (the functions behind the drawing
 * macros).
 */
#include "Debugging/DebugDrawings.h"
#include "Debugging/PayloadWriter.h"

namespace
{
  /** An i8 field (pen widths): truncated and clamped to -128 ... 127, NaN becomes 0. */
  signed char i8(float value)
  {
    if(!(value == value))
      return 0;
    return static_cast<signed char>(std::clamp(value, -128.f, 127.f));
  }

  void penAndBrush(PayloadWriter& payload, float penWidth, Drawings::PenStyle penStyle, const ColorRGBA& penColor,
                   Drawings::BrushStyle brushStyle, const ColorRGBA& brushColor)
  {
    payload << i8(penWidth) << static_cast<signed char>(penStyle) << penColor << static_cast<signed char>(brushStyle) << brushColor;
  }
}

namespace Drawings
{
  void circle(Out& out, int x, int y, int radius, float penWidth, PenStyle penStyle, const ColorRGBA& penColor,
              BrushStyle brushStyle, const ColorRGBA& brushColor)
  {
    PayloadWriter payload;
    payload << x << y << radius;
    penAndBrush(payload, penWidth, penStyle, penColor, brushStyle, brushColor);
    payload.writeTo(out);
  }

  void arc(Out& out, int x, int y, int radius, float startAngle, float spanAngle, float penWidth, PenStyle penStyle,
           const ColorRGBA& penColor, BrushStyle brushStyle, const ColorRGBA& brushColor)
  {
    PayloadWriter payload;
    payload << x << y << radius << startAngle << spanAngle;
    penAndBrush(payload, penWidth, penStyle, penColor, brushStyle, brushColor);
    payload.writeTo(out);
  }

  void ellipse(Out& out, int x, int y, int radiusX, int radiusY, float rotation, float penWidth, PenStyle penStyle,
               const ColorRGBA& penColor, BrushStyle brushStyle, const ColorRGBA& brushColor)
  {
    PayloadWriter payload;
    payload << x << y << radiusX << radiusY << rotation;
    penAndBrush(payload, penWidth, penStyle, penColor, brushStyle, brushColor);
    payload.writeTo(out);
  }

  void rectangle(Out& out, int x, int y, int width, int height, float rotation, float penWidth, PenStyle penStyle,
                 const ColorRGBA& penColor, BrushStyle brushStyle, const ColorRGBA& brushColor)
  {
    PayloadWriter payload;
    payload << x << y << width << height << rotation;
    penAndBrush(payload, penWidth, penStyle, penColor, brushStyle, brushColor);
    payload.writeTo(out);
  }

  void polygon(Out& out, int count, std::string_view points, float penWidth, PenStyle penStyle, const ColorRGBA& penColor,
               BrushStyle brushStyle, const ColorRGBA& brushColor)
  {
    PayloadWriter payload;
    payload << count;
    payload.writeTo(out, points);
    penAndBrush(payload, penWidth, penStyle, penColor, brushStyle, brushColor);
    payload.writeTo(out);
  }

  void dot(Out& out, int x, int y, const ColorRGBA& penColor, const ColorRGBA& brushColor)
  {
    PayloadWriter payload;
    payload << x << y << penColor << brushColor;
    payload.writeTo(out);
  }

  void line(Out& out, float x1, float y1, float x2, float y2, float penWidth, PenStyle penStyle, const ColorRGBA& penColor)
  {
    PayloadWriter payload;
    payload << x1 << y1 << x2 << y2 << penWidth << static_cast<signed char>(penStyle) << penColor;
    payload.writeTo(out);
  }

  void text(Out& out, int x, int y, int fontSize, const ColorRGBA& color, std::string_view text)
  {
    PayloadWriter payload;
    payload << x << y << static_cast<short>(std::clamp(fontSize, -32768, 32767)) << color;
    payload.writeTo(out, text);
  }

  void tip(Out& out, int x, int y, int radius, std::string_view text)
  {
    PayloadWriter payload;
    payload << x << y << radius;
    payload.writeTo(out, text);
  }

  void robot(Out& out, float rotation, float x, float y, float dirX, float dirY, float headDirX, float headDirY, float alpha,
             const ColorRGBA& bodyColor, const ColorRGBA& dirColor, const ColorRGBA& headDirColor)
  {
    PayloadWriter payload;
    payload << rotation << x << y << dirX << dirY << headDirX << headDirY << alpha << bodyColor << dirColor << headDirColor;
    payload.writeTo(out);
  }

  void spot(Out& out, int x1, int y1, int x2, int y2, std::string_view command)
  {
    PayloadWriter payload;
    payload << x1 << y1 << x2 << y2;
    payload.writeTo(out, command);
  }

  void thread(Out& out, std::string_view name)
  {
    out.outString(name.data(), name.size());
  }

  void origin(Out& out, int x, int y, float angle)
  {
    PayloadWriter payload;
    payload << x << y << angle;
    payload.writeTo(out);
  }

  OutTextRawMemory& textBuffer()
  {
    thread_local OutTextRawMemory buffer(256);
    buffer.clear();
    return buffer;
  }

  std::string& pointBuffer()
  {
    thread_local std::string buffer;
    buffer.clear();
    return buffer;
  }
}
