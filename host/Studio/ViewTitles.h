/**
 * @file Studio/ViewTitles.h
 * What a view's dock and tab say: the view's path without the robot and with spaces
 * ("Nao07.image.upper" -> "image upper", "Nao07.scene.scene" -> "scene",
 * "Nao07.data.Motion.representation:JointRequest" -> "data Motion JointRequest"), the robot's name in front only while several robots are
 * connected ("Nao07: image upper"), so that a tab of eight stays readable; the full path is the
 * tooltip of the dock and of its tab.
 */
#pragma once

#include <QString>

class QMainWindow;

namespace ViewTitles
{
  /** The title of a view's dock; withRobot: with the robot's name in front. */
  QString title(const QString& path, bool withRobot);
  /** Sets the tooltips of the tabs of a main window's docks to the docks' tooltips (Qt sets them to the titles). */
  void updateTabToolTips(QMainWindow& window);
}
