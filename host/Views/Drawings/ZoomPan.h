/**
 * @file Views/Drawings/ZoomPan.h
 * Zoom and pan of a flat picture in a widget, for the field and image views: the content (the
 * carpet in millimetres with y up, an image in pixels with y down) fits into the widget less a
 * margin at zoom 1; the wheel, + and -, PgUp and PgDn zoom, dragging with the left button and the
 * arrow keys pan, Home and 0 show everything again. The view keeps one and forwards its events.
 *
 *   ZoomPan zoomPan({.content = QRectF(0, 0, 640, 480)});
 *   void View::wheelEvent(QWheelEvent* e) { if(zoomPan.wheel(e, size())) update(); }
 *   painter.setWorldTransform(zoomPan.transform(size()));   // content -> widget
 */
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QTransform>

class QKeyEvent;
class QMouseEvent;
class QWheelEvent;

class ZoomPan
{
public:
  struct Options
  {
    QRectF content;           ///< What zoom 1 shows whole.
    bool yUp = false;         ///< Content y grows upwards (the field).
    double margin = 10.;      ///< Pixels around the content at zoom 1.
    double slack = 0.2;       ///< How far (in content sizes) the centre may leave the content.
    double minZoom = 0.2;
    double maxZoom = 200.;
  };

  explicit ZoomPan(const Options& options);

  /** Changes the content (another field or image size): the zoom stays, the view is centred on it. */
  void setContent(const QRectF& content);
  const QRectF& content() const { return options.content; }

  /** Pixels per content unit at zoom 1 in a widget of this size. */
  double fitScale(const QSizeF& widget) const;
  double zoom() const { return zoomFactor; }
  /** The content point at the widget's centre. */
  QPointF center() const { return viewCenter; }
  /** The transformation content -> widget, and single points both ways. */
  QTransform transform(const QSizeF& widget) const;
  QPointF toWidget(const QPointF& point, const QSizeF& widget) const;
  QPointF toContent(const QPointF& point, const QSizeF& widget) const;

  /** Sets zoom (clamped) and centre (kept near the content); false if not finite. */
  bool set(double zoom, const QPointF& center);
  /** Zooms by a factor, keeping the content point under a widget point where it is. */
  void zoomBy(double factor, const QPointF& around, const QSizeF& widget);
  /** Everything again: zoom 1 around the content's centre. */
  void reset();

  /** Event handlers; true if the event changed the view (the widget repaints). */
  bool wheel(QWheelEvent* event, const QSizeF& widget);
  /** Starts a drag (left button); true if it did. */
  bool press(QMouseEvent* event);
  bool move(QMouseEvent* event, const QSizeF& widget);
  /** Ends a drag; true if one ended. */
  bool release(QMouseEvent* event);
  bool dragging() const { return isDragging; }
  /** How far the mouse went in the last drag (pixels, the longest distance from its start). */
  double dragDistance() const { return farthest; }
  /** +, -, PgUp, PgDn, arrows, Home, 0; false if the key is none of them. */
  bool key(QKeyEvent* event, const QSizeF& widget);

private:
  Options options;
  double zoomFactor = 1.;
  QPointF viewCenter;
  bool isDragging = false;
  QPointF dragStart;
  QPointF dragCenter;
  double farthest = 0.;
};
