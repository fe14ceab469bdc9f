/**
 * @file Views/RemoteControl/WalkArrows.cpp
 * Drawing a walk as arrows.
 */
#include "WalkArrows.h"
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>
#include <numbers>

WalkArrows::WalkArrows(QWidget* parent) : QWidget(parent)
{
  setMinimumSize(170, 170);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void WalkArrows::paintEvent(QPaintEvent*)
{
  QPainter painter(this);
  painter.setRenderHint(QPainter::Antialiasing);
  const QPointF centre(width() / 2.0, height() / 2.0);
  const double radius = std::min(width(), height()) / 2.0 - 8.0;
  const double scale = radius / 300.0; // pixels per mm/s: 300 mm/s at the outer ring
  painter.setPen(QPen(QColor(200, 200, 200), 1));
  for(int ring = 1; ring <= 3; ++ring)
    painter.drawEllipse(centre, ring * 100 * scale, ring * 100 * scale);
  painter.setPen(QColor(150, 150, 150));
  const QString ring = "300 mm/s";
  painter.drawText(QPointF(centre.x() - fontMetrics().horizontalAdvance(ring) / 2.0, centre.y() + 300 * scale - 5), ring);
  // The robot: its feet, its front up.
  painter.setPen(QPen(QColor(80, 80, 80), 1.5));
  painter.setBrush(QColor(235, 235, 235));
  painter.drawRoundedRect(QRectF(centre.x() - 14, centre.y() - 9, 11, 20), 3, 3);
  painter.drawRoundedRect(QRectF(centre.x() + 3, centre.y() - 9, 11, 20), 3, 3);
  painter.setBrush(Qt::NoBrush);
  draw(painter, centre, scale, radius, robot, robotColor, 12.0, 0.42);
  draw(painter, centre, scale, radius, request, requestColor, 4.0, 0.30);
}

void WalkArrows::draw(QPainter& painter, const QPointF& centre, double scale, double radius, const Walk& walk, const QColor& color,
                      double width, double arcRadius)
{
  if(!walk.valid)
    return;
  QColor translucent = color;
  translucent.setAlpha(width > 5 ? 110 : 255);
  painter.setPen(QPen(translucent, width, Qt::SolidLine, Qt::RoundCap));
  // Forward is up, left is left.
  const QPointF tip = centre + QPointF(-walk.y * scale, -walk.x * scale);
  if(std::hypot(walk.x, walk.y) * scale > 4)
  {
    painter.drawLine(centre, tip);
    const double angle = std::atan2(tip.y() - centre.y(), tip.x() - centre.x());
    const double head = 6 + width;
    painter.drawLine(tip, tip - QPointF(std::cos(angle - 0.5) * head, std::sin(angle - 0.5) * head));
    painter.drawLine(tip, tip - QPointF(std::cos(angle + 0.5) * head, std::sin(angle + 0.5) * head));
  }
  if(std::abs(walk.rotation) >= 1)
  {
    // Counterclockwise (left) as seen from above: an arc from the front, 90 deg/s a quarter.
    const double r = radius * arcRadius;
    const QRectF box(centre.x() - r, centre.y() - r, 2 * r, 2 * r);
    const double span = std::clamp(static_cast<double>(walk.rotation), -180.0, 180.0);
    QPainterPath arc;
    arc.arcMoveTo(box, 90);
    arc.arcTo(box, 90, span);
    painter.drawPath(arc);
    const double end = (90 + span) * std::numbers::pi / 180.0;
    const QPointF point = centre + QPointF(std::cos(end) * r, -std::sin(end) * r);
    // The head points along the arc.
    const double direction = std::atan2(-std::cos(end), -std::sin(end)) + (span > 0 ? 0 : std::numbers::pi);
    const double head = 6 + width;
    painter.drawLine(point, point - QPointF(std::cos(direction - 0.5) * head, std::sin(direction - 0.5) * head));
    painter.drawLine(point, point - QPointF(std::cos(direction + 0.5) * head, std::sin(direction + 0.5) * head));
  }
}
