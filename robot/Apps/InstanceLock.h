/**
 * @file Apps/InstanceLock.h
 * One touchline per LoLA socket: the program holds an exclusive lock on "<socket>.lock" (flock)
 * for as long as it runs, and a second program started on the same socket refuses to start
 * instead of taking LoLA away from the first. The holder removes the file when it ends.
 */
#pragma once

#include <string>

class InstanceLock
{
public:
  InstanceLock() = default;
  ~InstanceLock();
  InstanceLock(const InstanceLock&) = delete;
  InstanceLock& operator=(const InstanceLock&) = delete;

  /**
   * The lock file of a LoLA socket: "<path>.lock"; for a TCP address "tcp:HOST:PORT",
   * "/tmp/touchline-lola-HOST-PORT.lock" (':' and '/' in HOST replaced by '-').
   */
  static std::string path(const std::string& lolaPath);

  /** What acquire() found. */
  enum class Result
  {
    locked,      ///< This program holds the lock (and wrote its process id into the file).
    taken,       ///< Another program holds it: error names it.
    unavailable, ///< The lock file cannot be created or locked: error says why.
  };

  /** Tries to take the lock of a LoLA socket without waiting. Kept by a forked child as well. */
  Result acquire(const std::string& lolaPath, std::string& error);

private:
  std::string file;
  int fd = -1; ///< Open and locked while this program holds the lock.
};
