/**
 * @file Views/RemoteControl/GamePad.h
 * The studio's game pad: a thin layer over SDL2's game controller API. A thread of its own
 * polls SDL (100 times a second; it never blocks the window) and tells the console engine what
 * the first game controller did -- its buttons' presses and releases, where its axes are, at most
 * 10 times a second for the axes alone -- through Console::gamePad(), which runs the commands `jc`
 * binds to them (Console/GamePadMapping.h). Pads plugged in or out while it runs are found.
 *
 * One reader for the whole studio, shared by the remote control views (instance()): it starts
 * with the first and stops with the last, and then gives the robot back to its behaviour if the
 * pad moved it (motion off). Where no pad is connected it says so once in the console.
 */
#pragma once

#include "Console/GamePadMapping.h"
#include <QObject>
#include <QString>
#include <QStringList>
#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

class ConsoleThread;
class StudioContext;

class GamePad : public QObject, public std::enable_shared_from_this<GamePad>
{
  Q_OBJECT

public:
  /** The studio's reader, started if no view holds it (GUI thread). */
  static std::shared_ptr<GamePad> instance(StudioContext& context);
  /** Stops reading; the robot gets back to its behaviour if the pad moved it. */
  ~GamePad() override;

  /** The connected pad's name, "" if there is none. */
  const QString& name() const { return padName; }
  /** Why no pad can be read (SDL does not start), "" if it can. */
  const QString& problem() const { return sdlProblem; }
  /** Whether SDL looked for pads already. */
  bool started() const { return looked; }
  /** The commands the pad ran last. */
  const QStringList& commands() const { return lastCommands; }

Q_SIGNALS:
  /** The pad, the problem or the commands changed. */
  void changed();

private:
  /** What the pad did, kept until the engine's thread takes it. */
  struct Feed
  {
    std::mutex mutex;
    GamePadMapping::Input input; ///< The buttons since the engine's last look, the axes now.
    bool queued = false;         ///< A task for the engine is queued (one at a time: the engine may be busy).
  };

  explicit GamePad(StudioContext& context);
  void start();
  /** The SDL thread. */
  void loop();
  /** Hands what the pad did to the engine's thread (any thread). */
  void feed(const GamePadMapping::Input& input);
  /** The SDL thread says what it found (GUI thread). */
  void found(const QString& name, const QString& problem);

  StudioContext& context;
  ConsoleThread& engine;
  std::shared_ptr<Feed> pending = std::make_shared<Feed>();
  std::thread thread;
  std::mutex stopMutex;
  std::condition_variable stopSignal;
  bool stopping = false;
  QString padName;
  QString sdlProblem;
  bool looked = false;
  QStringList lastCommands;
};
