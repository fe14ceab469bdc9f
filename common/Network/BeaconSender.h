/**
 * @file Network/BeaconSender.h
 * Broadcasts a robot's beacon periodically.
 */
#pragma once

#include "Network/Beacon.h"
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

class BroadcastPeer;

/**
 * Sends a Beacon through a BroadcastPeer once per interval (default: 1 s) on its own thread,
 * the first one at start(). Each beacon gets the next sequence number (0, 1, 2, ...). The
 * content can be changed at any time with setBeacon(); the sequence continues.
 */
class BeaconSender
{
public:
  BeaconSender(BroadcastPeer& peer, const Beacon& beacon, std::chrono::milliseconds interval = std::chrono::seconds(1));
  ~BeaconSender();
  BeaconSender(const BeaconSender&) = delete;
  BeaconSender& operator=(const BeaconSender&) = delete;

  void start();
  void stop();
  /** Replaces what the next beacons say (any thread); its sequence number is ignored. */
  void setBeacon(const Beacon& beacon);
  /** The number of beacons sent so far. */
  unsigned sent() const;

private:
  void run();

  BroadcastPeer& peer;
  const std::chrono::milliseconds interval;
  mutable std::mutex mutex;
  std::condition_variable wake;
  Beacon beacon;
  unsigned sequence = 0;
  bool stopping = false;
  std::thread thread;
};
