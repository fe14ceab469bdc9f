/**
 * @file Views/Scene/SceneRenderer.h
 * Draws a 3-D scene with QPainter, in software: the field's floor and the shapes of 3-D debug
 * drawings (Debugging/DebugDrawing3DReader.h) are projected through an OrbitCamera into flat
 * items (polygons, lines, dots, discs for spheres), which are painted back to front by their
 * depth (the painter's algorithm; the floor first, under everything). Whatever is behind the
 * camera is cut off at the near plane, whatever lies far outside the picture is clipped before it
 * reaches QPainter, and points that are not finite are dropped, so no input makes it crash or
 * stall.
 *
 *   SceneRenderer renderer;
 *   renderer.begin(camera);
 *   renderer.addField(fieldDimensions);
 *   renderer.addDrawing(drawing.shapes, frameOfTheDrawing);
 *   renderer.paint(painter);
 */
#pragma once

#include "Debugging/DebugDrawing3DReader.h"
#include "OrbitCamera.h"
#include <QColor>
#include <QLineF>
#include <QMatrix4x4>
#include <QPointF>
#include <cstddef>
#include <vector>

class FieldLayout;
class QPainter;

class SceneRenderer
{
public:
  /** Starts a picture seen by a camera (its viewport is the picture's size); forgets the items of the last one. */
  void begin(const OrbitCamera& camera);

  /** The field's floor: the green carpet, the white lines, the centre circle, the penalty marks and the goals. */
  void addField(const FieldLayout& field);
  /**
   * The shapes of one 3-D drawing, in the order they were drawn. frame maps the drawing's frame
   * to the world (field coordinates, mm); SCALE3D, ROTATE3D (about x, then y, then z) and
   * TRANSLATE3D apply to the whole drawing, in this order, inside the frame; the last of each
   * kind counts.
   */
  void addDrawing(const std::vector<DebugDrawing3DShape>& shapes, const QMatrix4x4& frame);

  /** A line of a width in pixels; floor: painted with the floor, before everything else. */
  void addLine(const QVector3D& from, const QVector3D& to, float width, const QColor& color, bool floor = false);
  /** A filled polygon (convex or not, in one plane), shaded by how it faces the light unless it is part of the floor. */
  void addPolygon(const std::vector<QVector3D>& corners, const QColor& color, bool floor = false);
  /** A dot of a size in pixels. */
  void addDot(const QVector3D& position, float size, const QColor& color);
  /** A sphere: a shaded disc. */
  void addSphere(const QVector3D& center, float radius, const QColor& color);
  /** A cylinder centred at a point, its axis along the z axis of an orientation. */
  void addCylinder(const QMatrix4x4& pose, float radius, float height, const QColor& color);

  /** Paints the items: the floor in the order added, then the others from the farthest to the nearest. */
  void paint(QPainter& painter);

  /** The items to paint (after clipping), the floor's included. */
  std::size_t items() const { return floorItems.size() + sceneItems.size(); }

  /** Widths (pixels) of lines and sizes of dots are limited to this. */
  static constexpr float maxPixels = 64.f;

private:
  /** One flat thing to paint: its points (widget pixels) are points[first] ... points[first + count - 1]. */
  struct Item
  {
    enum Kind : unsigned char { polygon, line, dot, disc };
    Kind kind = polygon;
    float depth = 0.f;   ///< Mean distance from the eye along the view axis.
    float size = 0.f;    ///< Line width, dot size or disc radius (pixels).
    QColor color;
    unsigned first = 0;
    unsigned count = 0;
  };

  void addItem(const Item& item, bool floor);
  /** Clips a polygon of the camera frame at the near plane, projects it and clips it to the guard area; false if nothing is left. */
  bool projectPolygon(const std::vector<QVector3D>& cameraCorners, unsigned& first, unsigned& count, float& depth);

  OrbitCamera camera;
  QRectF guard; ///< The picture with a margin: what reaches QPainter lies in it.
  std::vector<QPointF> points;
  std::vector<Item> floorItems;
  std::vector<Item> sceneItems;
  /** Scratch space (kept between pictures, so that a frame does not allocate). */
  std::vector<QVector3D> clipped, cameraCorners;
  std::vector<QPointF> projected, scratch;
  std::vector<QLineF> lines;
};
