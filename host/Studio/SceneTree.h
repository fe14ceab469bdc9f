/**
 * @file Studio/SceneTree.h
 * The scene tree, as in SimRobot: one node per robot -- connected ones and those only seen by their
 * beacons (alive / lost / definitely lost, with the age of their last beacon) -- and below a
 * connected robot its views ("<robot>.timing.Motion"; kinds only some robots have, such as the log
 * player of replay robots, only below those). Double-clicking a robot that is only seen
 * connects to it, double-clicking a view opens it.
 */
#pragma once

#include <QTreeWidget>
#include <functional>

class Discovery;
class RobotConnection;
class StudioContext;
class ViewRegistry;

class SceneTree : public QTreeWidget
{
  Q_OBJECT

public:
  SceneTree(const ViewRegistry& registry, StudioContext& context, QWidget* parent = nullptr);

  /** Rebuilds the nodes from the robots and the beacons, keeping what is expanded. */
  void refresh(const std::vector<RobotConnection*>& robots, const Discovery& discovery, const QString& selected);
  /** The item of a path ("Nao07.timing.Motion"), nullptr if none. */
  QTreeWidgetItem* item(const QString& path) const;

Q_SIGNALS:
  /** A view was double-clicked. */
  void openView(const QString& path);
  /** A robot seen only by its beacons was double-clicked. */
  void connectRobot(const QString& name, const QString& address);

private:
  /** The child of a node with a text, made if there is none. */
  QTreeWidgetItem* child(QTreeWidgetItem* parent, const QString& text, const QString& path);
  void removeOthers(QTreeWidgetItem* parent, const QStringList& keep);

  const ViewRegistry& registry;
  StudioContext& context;
};
