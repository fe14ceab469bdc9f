/**
 * @file Studio/StudioEngine.cpp
 * Taking what the engine's thread produced into the GUI thread, 60 times a second.
 */
#include "StudioEngine.h"

StudioEngine::StudioEngine(QObject* parent) : QObject(parent)
{
  connect(&timer, &QTimer::timeout, this, &StudioEngine::poll);
  timer.start(16);
}

void StudioEngine::submit(const QString& line)
{
  engine.submit(line.toStdString());
}

void StudioEngine::poll()
{
  // A robot that floods text must not stall the window: what one frame cannot show is counted.
  const std::vector<std::string> lines = engine.takeOutput();
  const std::size_t shown = std::min(lines.size(), maxLinesPerFrame);
  for(std::size_t i = 0; i < shown; ++i)
    Q_EMIT printed(QString::fromStdString(lines[i]));
  if(lines.size() > shown)
    Q_EMIT printed(QString("(%1 more lines not shown)").arg(lines.size() - shown));
  for(ConsoleThread::Task& task : engine.takeTasks())
    task();
  const std::vector<RobotConnection*> connections = engine.console().connections();
  for(std::size_t i = knownRobots; i < connections.size(); ++i)
    Q_EMIT robotAdded(connections[i]);
  knownRobots = connections.size();
  for(RobotConnection* connection : connections)
    if(const unsigned changes = connection->takeChanges())
      Q_EMIT robotChanged(connection, changes);
}
