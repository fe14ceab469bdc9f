/**
 * @file Studio/ExitSignals.h
 * SIGTERM and SIGINT through Qt's event loop, so that a studio ended by a signal (Ctrl-C,
 * scripts/run --seconds, kill) closes its window as quit does and saves the same things. The
 * handler only writes the signal's number to a pipe (async-signal-safe); a QSocketNotifier reads
 * it on the GUI thread and emits received(). Each signal is handled once (SA_RESETHAND): a second
 * Ctrl-C ends a studio that does not end by itself.
 *
 *   ExitSignals exitSignals;
 *   QObject::connect(&exitSignals, &ExitSignals::received, &window, [&] { window.close(); });
 *
 * One object at a time; it gives the signals their previous handling back when it goes.
 */
#pragma once

#include <QObject>
#include <csignal>

class QSocketNotifier;

class ExitSignals : public QObject
{
  Q_OBJECT

public:
  explicit ExitSignals(QObject* parent = nullptr);
  ~ExitSignals() override;
  ExitSignals(const ExitSignals&) = delete;
  ExitSignals& operator=(const ExitSignals&) = delete;

Q_SIGNALS:
  /** A signal arrived (SIGTERM or SIGINT); emitted on the thread of this object. */
  void received(int signal);

private:
  /** Reads the signals' numbers from the pipe. */
  void readPipe();

  int pipeEnds[2] = {-1, -1};
  QSocketNotifier* notifier = nullptr;
  struct sigaction previousTerm = {};
  struct sigaction previousInt = {};
};
