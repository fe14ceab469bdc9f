/**
 * @file Studio/StudioView.h
 * The base of every view of the studio: a widget for one robot (or for the studio), named by its
 * path in the scene tree ("Nao07.plot.headYaw"). The main window tells it what changed in its
 * robot's state (coalesced, at most 60 times a second, on the GUI thread); the view reads the
 * robot's state with RobotState::read() and sends console commands through the context. It never
 * waits for the robot.
 */
#pragma once

#include <QJsonObject>
#include <QWidget>

class RobotConnection;
class StudioContext;

class StudioView : public QWidget
{
  Q_OBJECT

public:
  StudioView(StudioContext& context, RobotConnection* robot, const QString& path, QWidget* parent = nullptr);

  /** The path in the scene tree: "<robot>.<type>[.<instance>]". */
  const QString& path() const { return viewPath; }
  /** The robot shown (nullptr for views of the studio itself). */
  RobotConnection* robot() const { return robotConnection; }
  /** Views take the room the console leaves. */
  QSize sizeHint() const override { return {640, 480}; }
  /** What changed in the robot's state (RobotState::Change bits); GUI thread. */
  virtual void robotChanged(unsigned changes);
  /** The view's own state saved with the layout (zoom, columns, plots shown, ...). */
  virtual QJsonObject saveState() const;
  virtual void restoreState(const QJsonObject& state);

protected:
  StudioContext& context;

private:
  RobotConnection* robotConnection;
  QString viewPath;
};
