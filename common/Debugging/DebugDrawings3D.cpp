/**
 * @file Debugging/DebugDrawings3D.cpp
 * Writing 3-D drawing primitives into the thread's debug queue (the functions behind the 3-D
 * drawing macros).
 */
#include "Debugging/DebugDrawings3D.h"
#include "Debugging/PayloadWriter.h"

namespace Drawings3D
{
  namespace
  {
    PayloadWriter& operator<<(PayloadWriter& payload, const Point& p)
    {
      return payload << p.x << p.y << p.z;
    }
  }

  void dot(Out& out, const Point& position, float size, const ColorRGBA& color)
  {
    PayloadWriter payload;
    payload << position << size << color;
    payload.writeTo(out);
  }

  void line(Out& out, const Point& from, const Point& to, float width, const ColorRGBA& color)
  {
    PayloadWriter payload;
    payload << from << to << width << color;
    payload.writeTo(out);
  }

  void cube(Out& out, const Point (&corners)[8], float width, const ColorRGBA& color)
  {
    PayloadWriter payload;
    for(const Point& corner : corners)
      payload << corner;
    payload << width << color;
    payload.writeTo(out);
  }

  void quad(Out& out, const Point (&corners)[4], const ColorRGBA& color)
  {
    PayloadWriter payload;
    for(const Point& corner : corners)
      payload << corner;
    payload << color;
    payload.writeTo(out);
  }

  void coordinates(Out& out, float length, float width)
  {
    PayloadWriter payload;
    payload << length << width;
    payload.writeTo(out);
  }

  void vector(Out& out, float x, float y, float z)
  {
    PayloadWriter payload;
    payload << x << y << z;
    payload.writeTo(out);
  }

  void sphere(Out& out, const Point& center, float radius, const ColorRGBA& color)
  {
    PayloadWriter payload;
    payload << center << radius << color;
    payload.writeTo(out);
  }

  void cylinder(Out& out, const Point& center, const Point& rotation, float radius, float height, const ColorRGBA& color)
  {
    PayloadWriter payload;
    payload << center << rotation << radius << height << color;
    payload.writeTo(out);
  }
}
