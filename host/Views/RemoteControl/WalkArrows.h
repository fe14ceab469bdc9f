/**
 * @file Views/RemoteControl/WalkArrows.h
 * The walk seen from above, the robot's front up: an arrow for the speed (mm/s; rings at 100,
 * 200 and 300 mm/s) and an arc for the turn (deg/s; 90 deg/s a quarter), blue what was asked for,
 * green (wider, under it) what the robot walks at.
 */
#pragma once

#include <QColor>
#include <QWidget>

class QPainter;

class WalkArrows : public QWidget
{
public:
  /** A walk: mm/s forward and to the left, deg/s counterclockwise; nothing drawn unless valid. */
  struct Walk
  {
    bool valid = false;
    float x = 0.f;
    float y = 0.f;
    float rotation = 0.f;
  };

  static inline const QColor requestColor{30, 100, 220};
  static inline const QColor robotColor{20, 160, 60};

  explicit WalkArrows(QWidget* parent);
  QSize sizeHint() const override { return {300, 300}; }

  Walk request; ///< What was asked for.
  Walk robot;   ///< What the robot walks at.

protected:
  void paintEvent(QPaintEvent* event) override;

private:
  /** One walk: an arrow of width pixels, an arc at arcRadius of the rings' radius. */
  static void draw(QPainter& painter, const QPointF& centre, double scale, double radius, const Walk& walk, const QColor& color,
                   double width, double arcRadius);
};
