/**
 * @file Studio/ViewRegistry.h
 * The kinds of views the studio has. A view kind says under which name it appears below a robot
 * in the scene tree ("<robot>.<name>" or, with instances, "<robot>.<name>.<instance>"), which
 * instances there are (the threads for timing, the plots for plot views, ...), how a view is made,
 * and which console commands it adds; some kinds only some robots have (the log player: replay
 * robots). host/Views/Views.cpp lists them: adding a view touches its own folder and one line there.
 */
#pragma once

#include <QString>
#include <QStringList>
#include <functional>
#include <map>
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
  /** Whether a robot has views of a kind (only replay robots have a log player); GUI thread. */
  using Condition = std::function<bool(StudioContext& context, RobotConnection& robot)>;

  void add(ViewKind kind) { kinds.push_back(std::move(kind)); }
  /** Adds a kind that only some robots have. */
  void add(ViewKind kind, Condition condition);
  const std::vector<ViewKind>& all() const { return kinds; }
  const ViewKind* find(const QString& name) const;
  /** Whether the robot has views of this kind (true unless the kind was added with a condition). */
  bool has(const ViewKind& kind, StudioContext& context, RobotConnection& robot) const;

  /** Instances for kinds with one view per thread: the robot's threads. */
  static QStringList threads(const RobotState& state);
  /** A path split into robot, kind and instance; false if it has no kind part. */
  static bool split(const QString& path, QString& robot, QString& kind, QString& instance);

private:
  std::vector<ViewKind> kinds;
  std::map<QString, Condition> conditions; ///< By kind name.
};

/** Adds every view kind of host/Views (host/Views/Views.cpp). */
void addViews(ViewRegistry& registry);
