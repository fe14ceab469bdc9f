/**
 * @file Views/Scene/OrbitControls.cpp
 * Mouse and keys of an orbit camera.
 */
#include "OrbitControls.h"
#include "OrbitCamera.h"
#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

bool OrbitControls::wheel(QWheelEvent* event)
{
  const int delta = event->angleDelta().y() != 0 ? event->angleDelta().y() : event->angleDelta().x();
  if(delta == 0)
    return false;
  camera.zoom(std::pow(1.2f, static_cast<float>(delta) / 120.f));
  event->accept();
  return true;
}

bool OrbitControls::press(QMouseEvent* event)
{
  if(event->button() != Qt::LeftButton && event->button() != Qt::RightButton)
    return false;
  dragButton = event->button();
  dragPans = event->button() == Qt::RightButton || (event->modifiers() & Qt::ShiftModifier);
  dragLast = event->position();
  return true;
}

bool OrbitControls::move(QMouseEvent* event)
{
  if(dragButton == Qt::NoButton)
    return false;
  const QPointF moved = event->position() - dragLast;
  dragLast = event->position();
  if(dragPans)
    camera.pan(moved);
  else
    camera.rotate(-static_cast<float>(moved.x()) * radiansPerPixel, static_cast<float>(moved.y()) * radiansPerPixel);
  return true;
}

bool OrbitControls::release(QMouseEvent* event)
{
  if(event->button() != dragButton || dragButton == Qt::NoButton)
    return false;
  dragButton = Qt::NoButton;
  return true;
}

bool OrbitControls::key(QKeyEvent* event, const QSize& widget)
{
  const bool pan = event->modifiers() & Qt::ShiftModifier;
  const float step = static_cast<float>(std::min(widget.width(), widget.height())) / 10.f;
  switch(event->key())
  {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
    case Qt::Key_PageUp:
      camera.zoom(1.2f);
      return true;
    case Qt::Key_Minus:
    case Qt::Key_PageDown:
      camera.zoom(1.f / 1.2f);
      return true;
    case Qt::Key_Left:
      pan ? camera.pan({step, 0.}) : camera.rotate(keyStep, 0.f);
      return true;
    case Qt::Key_Right:
      pan ? camera.pan({-step, 0.}) : camera.rotate(-keyStep, 0.f);
      return true;
    case Qt::Key_Up:
      pan ? camera.pan({0., step}) : camera.rotate(0.f, keyStep);
      return true;
    case Qt::Key_Down:
      pan ? camera.pan({0., -step}) : camera.rotate(0.f, -keyStep);
      return true;
    default:
      return false;
  }
}
