/**
 * @file Views/Plot/PlotViewStore.h
 * The plot views defined with vp, per robot: the commands change them on the console engine's
 * thread, the views and the scene tree read them on the GUI thread, so a lock guards them. They
 * are kept in the settings ("robots/<robot>/plots", beside the robot's saved layout), so that
 * the plot views of a saved layout come back when the robot connects again; "layout reset"
 * forgets them with the layouts.
 */
#pragma once

#include "PlotDefinition.h"
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <vector>

class RobotConnection;
class RobotState;

class PlotViewStore
{
public:
  /** The robots of the studio (to find the name of a RobotState); set when the commands are added. */
  std::function<std::vector<RobotConnection*>()> robots;

  /** The definition of a robot's plot view; false if there is none. */
  bool find(const std::string& robot, const QString& name, PlotDefinition& definition);
  /** Adds or replaces a definition of a robot's plot view (and keeps it in the settings). */
  void set(const std::string& robot, const PlotDefinition& definition);
  /** The names of a robot's plot views, sorted. */
  QStringList names(const std::string& robot);
  /** The names of the plot views of the robot with this state (the scene tree's instances). */
  QStringList names(const RobotState& state);

private:
  /** The definitions of a robot (read from the settings the first time); call under the lock. */
  std::map<QString, PlotDefinition>& of(const std::string& robot);

  std::mutex mutex;
  std::map<std::string, std::map<QString, PlotDefinition>> byRobot;
};
