/**
 * @file Views/Drawings/DrawingPainter.cpp
 * Painting 2-D debug drawings with QPainter.
 */
#include "DrawingPainter.h"
#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <numbers>

using namespace DrawingShapes;

namespace
{
  QColor toQColor(const ColorRGBA& color)
  {
    return QColor(color.r, color.g, color.b, color.a);
  }

  Qt::PenStyle toQtStyle(Drawings::PenStyle style)
  {
    switch(style)
    {
      case Drawings::solidPen:
        return Qt::SolidLine;
      case Drawings::dashedPen:
        return Qt::DashLine;
      case Drawings::dottedPen:
        return Qt::DotLine;
      default:
        return Qt::NoPen;
    }
  }

  /** Points of an arc around (x, y) (radians, counterclockwise in the drawing's coordinates). */
  QPolygonF arcPoints(double x, double y, double radius, double start, double span)
  {
    const int segments = std::clamp(static_cast<int>(std::abs(span) / (2. * std::numbers::pi) * 64.), 4, 256);
    QPolygonF points;
    points.reserve(segments + 1);
    for(int i = 0; i <= segments; ++i)
    {
      const double angle = start + span * i / segments;
      points << QPointF(x + radius * std::cos(angle), y + radius * std::sin(angle));
    }
    return points;
  }
}

void DrawingPainter::begin(QPainter& target, const Options& pictureOptions)
{
  painter = &target;
  options = pictureOptions;
  base = QTransform::fromScale(options.scale, options.scale) * target.worldTransform();
  current = base;
  pixelsPerUnit = std::sqrt(std::abs(base.determinant()));
  if(!(pixelsPerUnit > 0.) || !std::isfinite(pixelsPerUnit))
    pixelsPerUnit = 1.;
  tipList.clear();
  spotList.clear();
  painter->save();
  painter->setRenderHint(QPainter::Antialiasing, options.antialiasing);
  painter->setWorldTransform(current);
}

void DrawingPainter::end()
{
  if(painter)
    painter->restore();
  painter = nullptr;
}

void DrawingPainter::setAntialiasing(bool on)
{
  options.antialiasing = on;
  if(painter)
    painter->setRenderHint(QPainter::Antialiasing, on);
}

void DrawingPainter::paint(const std::vector<DebugDrawingShape>& shapes)
{
  if(!painter)
    return;
  for(const DebugDrawingShape& shape : shapes)
    paintShape(shape);
}

void DrawingPainter::setPen(const Pen& pen)
{
  if(pen.style == Drawings::noPen || pen.color.a == 0)
  {
    painter->setPen(Qt::NoPen);
    return;
  }
  // The width in pixels with a cosmetic pen (at least one pixel, so the shape stays visible at any
  // zoom): Qt strokes cosmetic pens in pixels, several times faster than scaled ones.
  QPen qPen(toQColor(pen.color), std::max(1., pen.width * pixelsPerUnit), toQtStyle(pen.style));
  qPen.setCosmetic(true);
  painter->setPen(qPen);
}

void DrawingPainter::setBrush(const Brush& brush)
{
  if(brush.style == Drawings::solidBrush && brush.color.a != 0)
    painter->setBrush(toQColor(brush.color));
  else
    painter->setBrush(Qt::NoBrush);
}

void DrawingPainter::paintShape(const DebugDrawingShape& shape)
{
  const Drawings::ShapeType type = shape.type;
  std::visit(
    [this, type](const auto& s) {
      using S = std::decay_t<decltype(s)>;
      if constexpr(std::is_same_v<S, Circle>)
        paintCircle(s);
      else if constexpr(std::is_same_v<S, Arc>)
      {
        const QPolygonF arc = arcPoints(s.x, s.y, s.radius, s.startAngle, s.spanAngle);
        if(s.brush.style == Drawings::solidBrush)
        {
          QPolygonF pie = arc;
          pie << QPointF(s.x, s.y);
          painter->setPen(Qt::NoPen);
          setBrush(s.brush);
          painter->drawPolygon(pie);
        }
        setPen(s.pen);
        painter->drawPolyline(arc);
      }
      else if constexpr(std::is_same_v<S, Ellipse>)
      {
        setPen(s.pen);
        setBrush(s.brush);
        painter->setWorldTransform(QTransform().translate(s.x, s.y).rotateRadians(s.rotation) * current);
        painter->drawEllipse(QPointF(0., 0.), static_cast<double>(s.radiusX), static_cast<double>(s.radiusY));
        painter->setWorldTransform(current);
      }
      else if constexpr(std::is_same_v<S, Rectangle>)
      {
        setPen(s.pen);
        setBrush(s.brush);
        painter->setWorldTransform(QTransform().translate(s.x, s.y).rotateRadians(s.rotation) * current);
        painter->drawRect(QRectF(0., 0., s.width, s.height));
        painter->setWorldTransform(current);
      }
      else if constexpr(std::is_same_v<S, Polygon>)
      {
        QPolygonF polygon;
        polygon.reserve(static_cast<qsizetype>(s.points.size()));
        for(const Vector2i& point : s.points)
          polygon << QPointF(point.x(), point.y());
        setPen(s.pen);
        setBrush(s.brush);
        painter->drawPolygon(polygon);
      }
      else if constexpr(std::is_same_v<S, Dot>)
        paintDot(s.x, s.y, type == Drawings::ShapeType::dotLarge ? 3 : type == Drawings::ShapeType::dotMedium ? 2 : 1, s.pen, s.brush);
      else if constexpr(std::is_same_v<S, Line>)
      {
        setPen(s.pen);
        painter->drawLine(QPointF(s.x1, s.y1), QPointF(s.x2, s.y2));
        if(type == Drawings::ShapeType::arrow)
          paintArrowHead(s);
      }
      else if constexpr(std::is_same_v<S, Text>)
        paintText(s.x, s.y, s.fontSize, s.color, s.text);
      else if constexpr(std::is_same_v<S, DrawingShapes::Tip>)
        tipList.push_back({current.map(QPointF(s.x, s.y)), s.radius * pixelsPerUnit, QString::fromStdString(s.text)});
      else if constexpr(std::is_same_v<S, DrawingShapes::Spot>)
        spotList.push_back({current.map(QPolygonF(QRectF(QPointF(s.x1, s.y1), QPointF(s.x2, s.y2)).normalized())),
                            QString::fromStdString(s.command)});
      else if constexpr(std::is_same_v<S, Origin>)
      {
        // Absolute: relative to the picture's coordinates, not to the last origin.
        current = QTransform().translate(s.x, s.y).rotateRadians(s.angle) * base;
        painter->setWorldTransform(current);
      }
      else if constexpr(std::is_same_v<S, Robot>)
        paintRobot(s);
      else if constexpr(std::is_same_v<S, Grid>)
        paintGrid(s);
    },
    shape.shape);
}

void DrawingPainter::paintArrowHead(const Line& line)
{
  const double dx = line.x2 - line.x1, dy = line.y2 - line.y1;
  const double length = std::hypot(dx, dy);
  if(length <= 0.)
    return;
  // As long as four pen widths, at least 8 pixels, at most half the arrow.
  const double head = std::min(length / 2., std::max(4. * line.pen.width, 8. / pixelsPerUnit));
  const double angle = std::atan2(dy, dx);
  for(const double side : {-1., 1.})
  {
    const double a = angle + std::numbers::pi + side * 0.45;
    painter->drawLine(QPointF(line.x2, line.y2), QPointF(line.x2 + head * std::cos(a), line.y2 + head * std::sin(a)));
  }
}

void DrawingPainter::paintDot(double x, double y, int units, const ColorRGBA& pen, const ColorRGBA& brush)
{
  const double minimumPixels = 1. + 2. * units;
  const double side = std::max((2. * units - 1.) * options.dotUnit, minimumPixels / pixelsPerUnit);
  QPen qPen(toQColor(pen), 0.);
  qPen.setCosmetic(true);
  painter->setPen(qPen);
  painter->setBrush(toQColor(brush));
  painter->drawRect(QRectF(x - side / 2., y - side / 2., side, side));
}

void DrawingPainter::paintText(double x, double y, double size, const ColorRGBA& color, const std::string& text)
{
  // Too small to read: not painted (painting it costs as much as a readable one).
  if(size * pixelsPerUnit < 3. || text.empty())
    return;
  const int pixelSize = std::max(1, static_cast<int>(std::lround(size)));
  if(painter->font().pixelSize() != pixelSize)
  {
    QFont font = painter->font();
    font.setPixelSize(pixelSize);
    painter->setFont(font);
  }
  painter->setPen(toQColor(color));
  QTransform at = QTransform().translate(x, y);
  if(options.yUp)
    at.scale(1., -1.);
  painter->setWorldTransform(at * current);
  // The layouts of the texts are kept (most texts come again in the next frame); QStaticText's
  // position is the top left of the text, drawText's the baseline.
  auto entry = staticTexts.find({pixelSize, text});
  if(entry == staticTexts.end())
  {
    if(staticTexts.size() >= maxStaticTexts)
      staticTexts.clear();
    QStaticText layout(QString::fromStdString(text));
    layout.setTextFormat(Qt::PlainText);
    layout.prepare(QTransform(), painter->font());
    entry = staticTexts.emplace(std::make_pair(pixelSize, text), std::move(layout)).first;
  }
  painter->drawStaticText(QPointF(0., -QFontMetricsF(painter->font()).ascent()), entry->second);
  painter->setWorldTransform(current);
}

void DrawingPainter::paintCircle(const Circle& circle)
{
  const double r = circle.radius;
  const QRectF device = current.mapRect(QRectF(circle.x - r, circle.y - r, 2. * r, 2. * r));
  // Without antialiasing and turned by multiples of 90 degrees only, circles are filled on whole
  // pixels, which Qt's raster engine does by spans, about ten times as fast as by paths: a pen
  // wider than a pixel is a filled circle in its colour with the brush's circle inside.
  const bool upright = std::abs(current.m12()) < 1e-9 && std::abs(current.m21()) < 1e-9;
  const bool hasPen = circle.pen.style != Drawings::noPen && circle.pen.color.a != 0;
  const bool solid = circle.brush.style == Drawings::solidBrush;
  const double penPixels = hasPen ? std::max(1., circle.pen.width * pixelsPerUnit) : 0.;
  if(options.antialiasing || !upright || device.width() > 30000. || (hasPen && penPixels > 1.5 && (!solid || circle.pen.style != Drawings::solidPen)))
  {
    setPen(circle.pen);
    setBrush(circle.brush);
    painter->drawEllipse(QPointF(circle.x, circle.y), r, r);
    return;
  }
  const QRect pixels(static_cast<int>(std::lround(device.left())), static_cast<int>(std::lround(device.top())),
                     std::max(1, static_cast<int>(std::lround(device.width()))), std::max(1, static_cast<int>(std::lround(device.height()))));
  painter->setWorldTransform(QTransform());
  if(penPixels > 1.5)
  {
    const int inset = static_cast<int>(std::lround(penPixels / 2.));
    painter->setPen(Qt::NoPen);
    painter->setBrush(toQColor(circle.pen.color));
    painter->drawEllipse(pixels.adjusted(-inset, -inset, inset, inset));
    setBrush(circle.brush);
    painter->drawEllipse(pixels.adjusted(inset, inset, -inset, -inset));
  }
  else
  {
    if(hasPen)
      painter->setPen(QPen(toQColor(circle.pen.color), 0., toQtStyle(circle.pen.style)));
    else
      painter->setPen(Qt::NoPen);
    setBrush(circle.brush);
    painter->drawEllipse(pixels);
  }
  painter->setWorldTransform(current);
}

void DrawingPainter::paintRobot(const Robot& robot)
{
  // A NAO from above: body, its heading, where the head looks; colours faded by alpha.
  const double alpha = std::clamp(static_cast<double>(robot.alpha), 0., 1.);
  const auto faded = [alpha](const ColorRGBA& color) {
    QColor c = toQColor(color);
    c.setAlphaF(c.alphaF() * alpha);
    return c;
  };
  painter->setWorldTransform(QTransform().translate(robot.x, robot.y).rotateRadians(robot.rotation) * current);
  QPen outline(faded(robot.colors[2]), 0.);
  outline.setCosmetic(true);
  painter->setPen(outline);
  painter->setBrush(faded(robot.colors[0]));
  painter->drawRoundedRect(QRectF(-55., -90., 110., 180.), 20., 20.);
  painter->setBrush(faded(robot.colors[1]));
  painter->drawEllipse(QPointF(0., 0.), 40., 40.);
  QPen heading(faded(robot.colors[2]), 15.);
  painter->setPen(heading);
  painter->drawLine(QPointF(0., 0.), QPointF(robot.dirX, robot.dirY));
  heading.setStyle(Qt::DashLine);
  painter->setPen(heading);
  painter->drawLine(QPointF(0., 0.), QPointF(robot.headDirX, robot.headDirY));
  painter->setWorldTransform(current);
}

void DrawingPainter::paintGrid(const Grid& grid)
{
  if(grid.cellsX <= 0 || grid.cellsY <= 0)
    return;
  const bool mono = grid.cells.size() == static_cast<std::size_t>(grid.cellsX) * grid.cellsY;
  QImage image(grid.cellsX, grid.cellsY, QImage::Format_ARGB32);
  for(int y = 0; y < grid.cellsY; ++y)
  {
    auto* row = reinterpret_cast<QRgb*>(image.scanLine(y));
    for(int x = 0; x < grid.cellsX; ++x)
    {
      const std::size_t cell = static_cast<std::size_t>(y) * grid.cellsX + x;
      if(mono)
      {
        const int value = grid.cells[cell];
        row[x] = qRgba(grid.base.r * value / 255, grid.base.g * value / 255, grid.base.b * value / 255, grid.base.a);
      }
      else
        row[x] = qRgba(grid.cells[4 * cell], grid.cells[4 * cell + 1], grid.cells[4 * cell + 2], grid.cells[4 * cell + 3]);
    }
  }
  painter->drawImage(QRectF(grid.x, grid.y, static_cast<double>(grid.cellWidth) * grid.cellsX,
                            static_cast<double>(grid.cellHeight) * grid.cellsY),
                     image);
}

const DrawingPainter::Tip* DrawingPainter::tipAt(const QPointF& point) const
{
  const Tip* nearest = nullptr;
  double nearestDistance = 0.;
  for(const Tip& tip : tipList)
  {
    const double distance = std::hypot(point.x() - tip.center.x(), point.y() - tip.center.y());
    if(distance <= std::max(tip.radius, 3.) && (!nearest || distance < nearestDistance))
    {
      nearest = &tip;
      nearestDistance = distance;
    }
  }
  return nearest;
}

const DrawingPainter::Spot* DrawingPainter::spotAt(const QPointF& point) const
{
  for(auto spot = spotList.rbegin(); spot != spotList.rend(); ++spot)
    if(spot->area.containsPoint(point, Qt::OddEvenFill))
      return &*spot;
  return nullptr;
}
