/**
 * @file Views/Drawings/DrawingViewStore.h
 * The field, image or 3-D scene views defined with their commands (vf, vi, vs), per robot: the
 * commands change them on the console engine's thread, the views and the scene tree read them on
 * the GUI thread, so a lock guards them. They are kept in the settings
 * ("robots/<robot>/<kind>Views", beside the robot's saved layout), so that the views of a saved
 * layout come back when the robot connects again.
 */
#pragma once

#include "DrawingViewDefinition.h"
#include <QStringList>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <vector>

class RobotConnection;
class RobotState;

class DrawingViewStore
{
public:
  /** kind: the views' kind ("field", "image", "scene"). */
  explicit DrawingViewStore(const QString& kind) : kind(kind) {}

  /** The robots of the studio (to find the name of a RobotState); set when the commands are added. */
  std::function<std::vector<RobotConnection*>()> robots;

  /** The definition of a robot's view; false if there is none. */
  bool find(const std::string& robot, const QString& name, DrawingViewDefinition& definition);
  /** Adds or replaces a definition of a robot's view (and keeps it in the settings). */
  void set(const std::string& robot, const DrawingViewDefinition& definition);
  /** Every definition of a robot's views, by name. */
  std::map<QString, DrawingViewDefinition> all(const std::string& robot);
  /** The names of a robot's views, sorted. */
  QStringList names(const std::string& robot);
  /** The names of the views of the robot with this state (the scene tree's instances). */
  QStringList names(const RobotState& state);

private:
  /** The definitions of a robot (read from the settings the first time); call under the lock. */
  std::map<QString, DrawingViewDefinition>& of(const std::string& robot);
  QString settingsKey(const std::string& robot) const;

  QString kind;
  std::mutex mutex;
  std::map<std::string, std::map<QString, DrawingViewDefinition>> byRobot;
};
