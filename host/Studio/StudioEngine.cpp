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
  for(const std::string& line : engine.takeOutput())
    Q_EMIT printed(QString::fromStdString(line));
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
