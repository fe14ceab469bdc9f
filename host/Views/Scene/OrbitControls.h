/**
 * @file Views/Scene/OrbitControls.h
 * Mouse and keys of an OrbitCamera, for the 3-D scene and colour-space views: dragging with the
 * left button turns the camera, with the right button or Shift pans; the wheel, + and -, PgUp and
 * PgDn zoom; the arrow keys turn by 5 degrees (with Shift they pan). Turning back to the start is
 * the view's (it knows its start). The view forwards its events and repaints when they say so.
 *
 *   OrbitControls controls(orbit);
 *   void View::wheelEvent(QWheelEvent* e) { if(controls.wheel(e)) update(); }
 */
#pragma once

#include <QPointF>
#include <QSize>
#include <Qt>

class OrbitCamera;
class QKeyEvent;
class QMouseEvent;
class QWheelEvent;

class OrbitControls
{
public:
  explicit OrbitControls(OrbitCamera& camera) : camera(camera) {}

  bool wheel(QWheelEvent* event);
  /** Starts a drag with the left or right button; false for other buttons. */
  bool press(QMouseEvent* event);
  bool move(QMouseEvent* event);
  /** Ends the drag of the button released; false if it started none. */
  bool release(QMouseEvent* event);
  bool dragging() const { return dragButton != Qt::NoButton; }
  /** Whether the drag pans (else it turns). */
  bool pans() const { return dragPans; }
  /** The zoom, turn and pan keys; false if the key is none of them. */
  bool key(QKeyEvent* event, const QSize& widget);

  /** Turning per pixel dragged and per arrow key (radians). */
  static constexpr float radiansPerPixel = 0.01f;
  static constexpr float keyStep = 0.0872665f;

private:
  OrbitCamera& camera;
  Qt::MouseButton dragButton = Qt::NoButton;
  bool dragPans = false;
  QPointF dragLast;
};
