/**
 * @file Studio/ViewRegistry.h
 * The kinds of views the studio has. A view kind says under which name it appears below a robot
 * in the scene tree ("<robot>.<name>" or, with instances, "<robot>.<name>.<instance>"), which
 * instances there are (the threads for timing, the plots for plot views, ...), how a view is made,
 * and which console commands it adds. host/Views/Views.cpp lists them: adding a view touches its
 * own folder and one line there.
 */
#pragma once

#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

class RobotConnection;
class RobotState;
class StudioContext;
class StudioView;

struct ViewKind
{
  /** The path segment below the robot ("timing"). */
  QString name;
  /** What the scene tree shows as its tooltip. */
  QString description;
  /** The instances below "<robot>.<name>" (read under the robot's lock); nullptr: one view "<robot>.<name>". */
  std::function<QStringList(const RobotState& state)> instances;
  /** Makes a view; instance is "" for kinds without instances. nullptr if the instance does not exist. */
  std::function<StudioView*(StudioContext& context, RobotConnection* robot, const QString& path, const QString& instance)> create;
  /** Adds the kind's console commands (vp, vpd, ...); may be nullptr. */
  std::function<void(StudioContext& context)> addCommands;
};

class ViewRegistry
{
public:
  void add(ViewKind kind) { kinds.push_back(std::move(kind)); }
  const std::vector<ViewKind>& all() const { return kinds; }
  const ViewKind* find(const QString& name) const;

  /** Instances for kinds with one view per thread: the robot's threads. */
  static QStringList threads(const RobotState& state);
  /** A path split into robot, kind and instance; false if it has no kind part. */
  static bool split(const QString& path, QString& robot, QString& kind, QString& instance);

private:
  std::vector<ViewKind> kinds;
};

/** Adds every view kind of host/Views (host/Views/Views.cpp). */
void addViews(ViewRegistry& registry);
