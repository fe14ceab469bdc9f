/**
 * @file Network/BeaconSender.cpp
 * Sending the robot's beacon periodically.
 */
#include "Network/BeaconSender.h"
#include "Network/BroadcastPeer.h"

BeaconSender::BeaconSender(BroadcastPeer& peer, const Beacon& beacon, std::chrono::milliseconds interval)
  : peer(peer), interval(interval), beacon(beacon)
{}

BeaconSender::~BeaconSender()
{
  stop();
}

void BeaconSender::start()
{
  if(thread.joinable())
    return;
  {
    std::lock_guard lock(mutex);
    stopping = false;
  }
  thread = std::thread([this] { run(); });
}

void BeaconSender::stop()
{
  if(!thread.joinable())
    return;
  {
    std::lock_guard lock(mutex);
    stopping = true;
  }
  wake.notify_all();
  thread.join();
}

void BeaconSender::setBeacon(const Beacon& next)
{
  std::lock_guard lock(mutex);
  beacon = next;
}

unsigned BeaconSender::sent() const
{
  std::lock_guard lock(mutex);
  return sequence;
}

void BeaconSender::run()
{
  std::unique_lock lock(mutex);
  auto due = std::chrono::steady_clock::now();
  while(!stopping)
  {
    beacon.sequence = sequence++;
    const std::string datagram = encodeBeacon(beacon);
    lock.unlock();
    peer.sendDatagram(datagram);
    lock.lock();
    due += interval;
    if(const auto now = std::chrono::steady_clock::now(); due < now)
      due = now + interval; // fell behind (suspended?): no burst of beacons to catch up
    wake.wait_until(lock, due, [this] { return stopping; });
  }
}
