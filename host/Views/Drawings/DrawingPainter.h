/**
 * @file Views/Drawings/DrawingPainter.h
 * Paints the 2-D shapes of debug drawings (Debugging/DebugDrawingReader.h) with QPainter, for the
 * field view (millimetres, y up) and the image view (pixels, y down): pens (none, solid, dashed,
 * dotted; widths in drawing units, at least one pixel), brushes, texts that stay upright, arrows,
 * dots of a few pixels at any zoom, robots, grids, and ORIGIN, which moves the shapes that follow
 * (also those of the drawings painted after it in the same picture). Tips and spots are not
 * painted but collected in widget coordinates, for tooltips and clicks.
 *
 *   DrawingPainter painter;
 *   QPainter qp(widget);
 *   qp.setWorldTransform(fieldToWidget);  // drawing units -> pixels
 *   painter.begin(qp, {.yUp = true, .dotUnit = 10.});
 *   for(const auto& drawing : drawings) painter.paint(drawing.shapes);
 *   painter.end();
 */
#pragma once

#include "Debugging/DebugDrawingReader.h"
#include <QPolygonF>
#include <QStaticText>
#include <QString>
#include <QTransform>
#include <map>
#include <string>
#include <utility>
#include <vector>

class QPainter;

class DrawingPainter
{
public:
  struct Options
  {
    bool yUp = false;     ///< The painter's transform turns y up (the field): texts are turned back upright.
    double dotUnit = 1.;  ///< The size of a dot's unit in drawing units (dots are 1, 3 or 5 units, at least 3, 5, 7 pixels).
    double scale = 1.;    ///< Coordinates are multiplied by this (an image view's ddScale).
    bool antialiasing = true; ///< Off: faster (views turn it off for pictures of many shapes, manyShapes).
  };
  /** A tool tip (TIP) in widget coordinates. */
  struct Tip
  {
    QPointF center;
    double radius = 0.;
    QString text;
  };
  /** A clickable area (spot) in widget coordinates and its console command. */
  struct Spot
  {
    QPolygonF area;
    QString command;
  };

  /** Pictures of more shapes than this are painted without antialiasing (several times as fast). */
  static constexpr std::size_t manyShapes = 2000;

  /** Starts a picture: the painter's world transform maps drawing units to widget pixels; origins are reset. */
  void begin(QPainter& painter, const Options& options);
  /** Turns antialiasing on or off for the shapes painted after. */
  void setAntialiasing(bool on);
  /** Paints shapes of one drawing. */
  void paint(const std::vector<DebugDrawingShape>& shapes);
  /** Ends the picture: the painter's transform is what it was at begin(). */
  void end();

  /** The tips and spots of the shapes painted since begin(). */
  const std::vector<Tip>& tips() const { return tipList; }
  const std::vector<Spot>& spots() const { return spotList; }
  /** The tip whose circle contains a widget point (the nearest), or nullptr. */
  const Tip* tipAt(const QPointF& point) const;
  /** The spot whose area contains a widget point, or nullptr. */
  const Spot* spotAt(const QPointF& point) const;

private:
  void paintShape(const DebugDrawingShape& shape);
  /** Sets the painter's pen (widths below a pixel become one pixel) and brush. */
  void setPen(const DrawingShapes::Pen& pen);
  void setBrush(const DrawingShapes::Brush& brush);
  void paintDot(double x, double y, int units, const ColorRGBA& pen, const ColorRGBA& brush);
  void paintCircle(const DrawingShapes::Circle& circle);
  void paintArrowHead(const DrawingShapes::Line& line);
  void paintText(double x, double y, double size, const ColorRGBA& color, const std::string& text);
  void paintRobot(const DrawingShapes::Robot& robot);
  void paintGrid(const DrawingShapes::Grid& grid);

  QPainter* painter = nullptr;
  Options options;
  QTransform base;          ///< Drawing units (scaled) -> widget.
  QTransform current;       ///< The origin's transform, then base.
  double pixelsPerUnit = 1.;
  std::vector<Tip> tipList;
  std::vector<Spot> spotList;
  /** The layouts of the texts painted (pixel size, text), forgotten when there are too many. */
  std::map<std::pair<int, std::string>, QStaticText> staticTexts;
  static constexpr std::size_t maxStaticTexts = 20000;
};
