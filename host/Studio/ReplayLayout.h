/**
 * @file Studio/ReplayLayout.h
 * The layout of replay robots, kept apart from that of live robots (docs/studio.md, "Replaying
 * logs"): a replay robot is named after its log file, so its views are saved without the robot's
 * name ("replay/views": "logPlayer", "timing.Motion", ...) and come back for the next log
 * replayed; the window's dock state of a replay session is saved on its own too
 * ("replay/window/state"). Without a saved layout, a replay opens its usual views.
 */
#pragma once

#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

class RobotConnection;
class StudioContext;

namespace ReplayLayout
{
  /** Whether the robot replays a log (it has a log player). */
  bool isReplay(StudioContext& context, RobotConnection& robot);
  /** The views a replay opens when no replay layout is saved (paths below the robot); the log player last. */
  QStringList usualViews(RobotConnection& robot);
  /** A view's path below its robot ("game.timing.Motion" -> "timing.Motion"). */
  QString relative(const QString& path);
  /** The saved views of replays: paths below the robot and their states. */
  QList<QPair<QString, QJsonObject>> savedViews();
  /** Saves the views of a replay robot (paths below it and states). */
  void saveViews(const QList<QPair<QString, QJsonObject>>& views);
  /** Forgets the saved replay layout. */
  void reset();
}
