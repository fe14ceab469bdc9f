/**
 * @file Studio/StudioEngine.h
 * The console engine (ConsoleThread) and robot discovery, seen from the GUI thread: a timer
 * (60 Hz) takes the engine's output and the work its commands left for the GUI, and tells which
 * robots' states changed. Nothing here waits for a robot.
 */
#pragma once

#include "Console/ConsoleThread.h"
#include "Console/Discovery.h"
#include <QObject>
#include <QTimer>

class StudioEngine : public QObject
{
  Q_OBJECT

public:
  /** Lines of output shown per frame at most; more are counted ("... lines not shown"). */
  static constexpr std::size_t maxLinesPerFrame = 200;

  explicit StudioEngine(QObject* parent = nullptr);

  ConsoleThread& thread() { return engine; }
  Discovery& discovery() { return robotDiscovery; }
  /** Queues a command line. */
  void submit(const QString& line);
  /** The connected (and formerly connected) robots. */
  std::vector<RobotConnection*> robots() { return engine.console().connections(); }

Q_SIGNALS:
  /** A line the engine printed. */
  void printed(const QString& line);
  /** Something changed in a robot's state (RobotState::Change bits). */
  void robotChanged(RobotConnection* robot, unsigned changes);
  /** A robot was added (connected for the first time). */
  void robotAdded(RobotConnection* robot);

private:
  void poll();

  ConsoleThread engine;
  Discovery robotDiscovery;
  QTimer timer;
  std::size_t knownRobots = 0;
};
