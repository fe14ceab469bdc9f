/**
 * @file Views/Drawings/ZoomPan.cpp
 * Zoom and pan of the field and image views.
 */
#include "ZoomPan.h"
#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

ZoomPan::ZoomPan(const Options& options) : options(options), viewCenter(options.content.center()) {}

void ZoomPan::setContent(const QRectF& content)
{
  if(content == options.content)
    return;
  options.content = content;
  set(zoomFactor, content.center());
}

double ZoomPan::fitScale(const QSizeF& widget) const
{
  const QRectF& content = options.content;
  if(content.width() <= 0. || content.height() <= 0.)
    return 1.;
  const double scale = std::min((widget.width() - 2. * options.margin) / content.width(), (widget.height() - 2. * options.margin) / content.height());
  return scale > 0. ? scale : 1e-3;
}

QTransform ZoomPan::transform(const QSizeF& widget) const
{
  const double scale = fitScale(widget) * zoomFactor;
  return QTransform()
    .translate(widget.width() / 2., widget.height() / 2.)
    .scale(scale, options.yUp ? -scale : scale)
    .translate(-viewCenter.x(), -viewCenter.y());
}

QPointF ZoomPan::toWidget(const QPointF& point, const QSizeF& widget) const
{
  return transform(widget).map(point);
}

QPointF ZoomPan::toContent(const QPointF& point, const QSizeF& widget) const
{
  const double scale = fitScale(widget) * zoomFactor;
  const double dx = (point.x() - widget.width() / 2.) / scale, dy = (point.y() - widget.height() / 2.) / scale;
  return {viewCenter.x() + dx, options.yUp ? viewCenter.y() - dy : viewCenter.y() + dy};
}

bool ZoomPan::set(double zoom, const QPointF& center)
{
  if(!std::isfinite(zoom) || !std::isfinite(center.x()) || !std::isfinite(center.y()))
    return false;
  zoomFactor = std::clamp(zoom, options.minZoom, options.maxZoom);
  const QRectF& content = options.content;
  const double slack = options.slack * std::max(content.width(), content.height());
  const QRectF area = content.adjusted(-slack, -slack, slack, slack);
  viewCenter = QPointF(std::clamp(center.x(), area.left(), area.right()), std::clamp(center.y(), area.top(), area.bottom()));
  return true;
}

void ZoomPan::zoomBy(double factor, const QPointF& around, const QSizeF& widget)
{
  const QPointF fixed = toContent(around, widget);
  const double zoom = std::clamp(zoomFactor * factor, options.minZoom, options.maxZoom);
  const double scale = fitScale(widget) * zoom;
  const double dx = (around.x() - widget.width() / 2.) / scale, dy = (around.y() - widget.height() / 2.) / scale;
  set(zoom, {fixed.x() - dx, options.yUp ? fixed.y() + dy : fixed.y() - dy});
}

void ZoomPan::reset()
{
  set(1., options.content.center());
}

bool ZoomPan::wheel(QWheelEvent* event, const QSizeF& widget)
{
  const int delta = event->angleDelta().y() != 0 ? event->angleDelta().y() : event->angleDelta().x();
  if(delta == 0)
    return false;
  zoomBy(std::pow(1.2, delta / 120.), event->position(), widget);
  event->accept();
  return true;
}

bool ZoomPan::press(QMouseEvent* event)
{
  if(event->button() != Qt::LeftButton)
    return false;
  isDragging = true;
  dragStart = event->position();
  dragCenter = viewCenter;
  farthest = 0.;
  return true;
}

bool ZoomPan::move(QMouseEvent* event, const QSizeF& widget)
{
  if(!isDragging)
    return false;
  const double scale = fitScale(widget) * zoomFactor;
  const QPointF moved = event->position() - dragStart;
  farthest = std::max(farthest, std::hypot(moved.x(), moved.y()));
  set(zoomFactor, {dragCenter.x() - moved.x() / scale, options.yUp ? dragCenter.y() + moved.y() / scale : dragCenter.y() - moved.y() / scale});
  return true;
}

bool ZoomPan::release(QMouseEvent* event)
{
  if(event->button() != Qt::LeftButton || !isDragging)
    return false;
  isDragging = false;
  return true;
}

bool ZoomPan::key(QKeyEvent* event, const QSizeF& widget)
{
  const QPointF middle(widget.width() / 2., widget.height() / 2.);
  const double step = std::min(widget.width(), widget.height()) / 10. / (fitScale(widget) * zoomFactor);
  const double up = options.yUp ? step : -step;
  switch(event->key())
  {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
    case Qt::Key_PageUp:
      zoomBy(1.2, middle, widget);
      return true;
    case Qt::Key_Minus:
    case Qt::Key_PageDown:
      zoomBy(1. / 1.2, middle, widget);
      return true;
    case Qt::Key_Left:
      return set(zoomFactor, viewCenter - QPointF(step, 0.));
    case Qt::Key_Right:
      return set(zoomFactor, viewCenter + QPointF(step, 0.));
    case Qt::Key_Up:
      return set(zoomFactor, viewCenter + QPointF(0., up));
    case Qt::Key_Down:
      return set(zoomFactor, viewCenter - QPointF(0., up));
    case Qt::Key_Home:
    case Qt::Key_0:
      reset();
      return true;
    default:
      return false;
  }
}
