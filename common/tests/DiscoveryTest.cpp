// Robot discovery: the beacon datagram byte for byte, beacons over real UDP on loopback, the
// directory's alive / lost / definitely lost states with injected times, malformed datagrams.
#include "Network/BeaconSender.h"
#include "Network/BroadcastPeer.h"
#include "Network/RobotDirectory.h"
#include "TestSupport.h"
#include <gtest/gtest.h>
#include <string>

using namespace std::chrono_literals;
using namespace TestSupport;

namespace
{
  /** Reaches every listener on the loopback interface (unlike 127.0.0.1, see BroadcastPeer.h). */
  const char* const loopbackBroadcast = "127.255.255.255";

  Beacon sampleBeacon()
  {
    Beacon beacon;
    beacon.name = "Nala";
    beacon.bodyName = "B2";
    beacon.team = 5;
    beacon.playerNumber = 3;
    beacon.address = "10.0.5.13";
    beacon.port = 9999;
    beacon.version = "1.2";
    beacon.state = "playing";
    beacon.sequence = 7;
    return beacon;
  }

  BroadcastPeer::Options peerOptions(std::uint16_t port)
  {
    BroadcastPeer::Options options;
    options.port = port;
    options.bindAddress = "0.0.0.0";
    options.destination = loopbackBroadcast;
    return options;
  }

  void open(BroadcastPeer& peer, BroadcastPeer::Handler handler = {})
  {
    std::string error;
    ASSERT_TRUE(peer.open(error, std::move(handler))) << error;
  }

  /** Receives until a beacon arrives. */
  std::optional<BroadcastPeer::Received> receiveBeacon(BroadcastPeer& peer)
  {
    const auto end = std::chrono::steady_clock::now() + 10s;
    while(std::chrono::steady_clock::now() < end)
      if(auto received = peer.receive(100ms); received && received->frame.type == LinkControl::beacon)
        return received;
    return std::nullopt;
  }
}

TEST(Discovery, BeaconDatagramLayout)
{
  const std::string datagram = encodeBeacon(sampleBeacon());
  // name, bodyName, team, playerNumber, address, port, version, state, sequence
  const std::string payload = bytes(std::string("Nala")) + bytes(std::string("B2")) + bytes(5) + bytes(3) +
                              bytes(std::string("10.0.5.13")) + bytes(static_cast<unsigned short>(9999)) +
                              bytes(std::string("1.2")) + bytes(std::string("playing")) + bytes(7u);
  ASSERT_EQ(payload.size(), 59u);
  EXPECT_EQ(hex(datagram.substr(0, 8)), "00 00 FF 02 00 00 00 3B");
  EXPECT_EQ(hex(datagram.substr(8, 8)), "04 00 00 00 4E 61 6C 61");
  EXPECT_EQ(datagram.substr(8), payload);

  Beacon read;
  std::string error;
  ASSERT_TRUE(decodeBeacon(datagram.data(), datagram.size(), read, error)) << error;
  EXPECT_EQ(bytes(read), bytes(sampleBeacon()));
}

TEST(Discovery, MalformedBeaconsAreRejectedWithAReason)
{
  const std::string good = encodeBeacon(sampleBeacon());
  Beacon beacon;
  std::string error;
  EXPECT_FALSE(decodeBeacon(good.data(), 5, beacon, error));
  EXPECT_EQ(error, "datagram of 5 bytes is shorter than a frame header");
  EXPECT_FALSE(decodeBeacon(good.data(), good.size() - 1, beacon, error));
  EXPECT_EQ(error, "payload_size 59 does not match the 58 bytes after the header");
  const std::string text = encodeFrame(0, 1, "hi", 2);
  EXPECT_FALSE(decodeBeacon(text.data(), text.size(), beacon, error));
  EXPECT_EQ(error, "frame type 1 is not a beacon");
  const std::string truncated = encodeFrame(0, LinkControl::beacon, good.data() + 8, 20);
  EXPECT_FALSE(decodeBeacon(truncated.data(), truncated.size(), beacon, error));
  EXPECT_EQ(error.rfind("beacon: ", 0), 0u) << error;
  const std::string longer = good.substr(8) + "xy";
  EXPECT_FALSE(decodeBeaconPayload(longer, beacon, error));
  EXPECT_EQ(error, "beacon: 2 bytes after the beacon");
}

TEST(Discovery, BeaconsReachEveryListenerOnLoopback)
{
  // Two listeners share a port (SO_REUSEPORT); the sender broadcasts to it.
  BroadcastPeer first(peerOptions(0));
  open(first);
  BroadcastPeer second(peerOptions(first.port()));
  open(second);
  BroadcastPeer robot(peerOptions(first.port()));
  open(robot);
  EXPECT_EQ(robot.port(), first.port());

  Beacon beacon = sampleBeacon();
  beacon.address.clear(); // the directory takes the sender's
  BeaconSender sender(robot, beacon, 50ms);
  sender.start();
  const auto atFirst = receiveBeacon(first);
  const auto atSecond = receiveBeacon(second);
  ASSERT_TRUE(atFirst);
  ASSERT_TRUE(atSecond);
  EXPECT_EQ(atFirst->frame.payload, atSecond->frame.payload);
  EXPECT_EQ(atFirst->address, "127.0.0.1");
  EXPECT_EQ(atFirst->port, robot.port());

  RobotDirectory directory;
  const auto now = RobotDirectory::Clock::now();
  EXPECT_TRUE(directory.receive(atFirst->frame, atFirst->address, now));
  const auto robots = directory.robots(now);
  ASSERT_EQ(robots.size(), 1u);
  EXPECT_EQ(robots[0].key, "127.0.0.1:9999");
  EXPECT_EQ(robots[0].beacon.name, "Nala");
  EXPECT_EQ(robots[0].beacon.team, 5);
  EXPECT_EQ(robots[0].state, RobotDirectory::alive);

  // The sequence counts up from 0.
  const auto later = receiveBeacon(first);
  ASSERT_TRUE(later);
  Beacon one, two;
  std::string error;
  ASSERT_TRUE(decodeBeaconPayload(atFirst->frame.payload, one, error)) << error;
  ASSERT_TRUE(decodeBeaconPayload(later->frame.payload, two, error)) << error;
  EXPECT_GT(two.sequence, one.sequence);
  sender.stop();
  EXPECT_GE(sender.sent(), 2u);
}

TEST(Discovery, HandlerReceivesOnTheIoThread)
{
  std::mutex mutex;
  std::condition_variable arrived;
  std::vector<std::string> payloads;
  BroadcastPeer listener(peerOptions(0));
  open(listener, [&](BroadcastPeer::Received& received) {
    {
      std::lock_guard lock(mutex);
      payloads.push_back(received.frame.payload);
    }
    arrived.notify_all();
  });
  BroadcastPeer sender(peerOptions(listener.port()));
  open(sender);
  std::unique_lock lock(mutex);
  EXPECT_TRUE(arrived.wait_for(lock, 10s, [&] {
    if(payloads.empty())
    {
      lock.unlock();
      sender.send(1, 2, "ping");
      lock.lock();
    }
    return !payloads.empty();
  }));
  EXPECT_EQ(payloads.front(), "ping");
  EXPECT_FALSE(listener.receive(0ms)); // with a handler, nothing is queued
}

TEST(Discovery, MalformedDatagramsAreCountedAndDropped)
{
  BroadcastPeer listener(peerOptions(0));
  open(listener);
  BroadcastPeer sender(peerOptions(listener.port()));
  open(sender);
  ASSERT_TRUE(sender.sendDatagram("abc"));
  std::string lying = encodeFrame(0, LinkControl::beacon, "12345", 5);
  lying[7] = 9; // claims 9 payload bytes
  ASSERT_TRUE(sender.sendDatagram(lying));
  ASSERT_TRUE(sender.send(0, LinkControl::beacon, "not a beacon"));
  ASSERT_TRUE(sender.sendDatagram(encodeBeacon(sampleBeacon())));

  RobotDirectory directory;
  const auto now = RobotDirectory::Clock::now();
  // Two well-formed frames reach the listener (datagrams on loopback keep their order).
  for(int frames = 0; frames < 2; ++frames)
  {
    const auto received = listener.receive(10s);
    ASSERT_TRUE(received);
    directory.receive(received->frame, received->address, now);
  }
  EXPECT_EQ(listener.malformed(), 2u);
  EXPECT_NE(listener.lastMalformed().find(": payload_size 9 does not match the 5 bytes after the header"), std::string::npos)
    << listener.lastMalformed();
  EXPECT_EQ(directory.malformed(), 1u);
  EXPECT_EQ(directory.lastMalformed().rfind("from 127.0.0.1: beacon: ", 0), 0u) << directory.lastMalformed();
  EXPECT_EQ(directory.robots(now).size(), 1u);
  EXPECT_FALSE(sender.sendDatagram(std::string(70000, 'x')));
}

TEST(Discovery, DirectoryStatesFollowTheTimeOfTheLastBeacon)
{
  RobotDirectory directory;
  const RobotDirectory::Clock::time_point t0{};
  Beacon beacon = sampleBeacon();
  EXPECT_TRUE(directory.update(beacon, t0, "10.0.5.13"));
  const std::string key = "10.0.5.13:9999";
  auto state = [&](std::chrono::milliseconds after) { return directory.robot(key, t0 + after)->state; };
  EXPECT_EQ(state(0ms), RobotDirectory::alive);
  EXPECT_EQ(state(5000ms), RobotDirectory::alive);
  EXPECT_EQ(state(5001ms), RobotDirectory::lost);
  EXPECT_EQ(state(30000ms), RobotDirectory::lost);
  EXPECT_EQ(state(30001ms), RobotDirectory::definitelyLost);
  EXPECT_STREQ(TypeRegistry::getEnumName(RobotDirectory::definitelyLost), "definitelyLost");

  // A new beacon makes it alive again; after being definitely lost it counts as found anew.
  beacon.sequence = 10;
  EXPECT_FALSE(directory.update(beacon, t0 + 10s, "10.0.5.13"));
  EXPECT_EQ(state(10s), RobotDirectory::alive);
  EXPECT_EQ(directory.robot(key, t0 + 10s)->missed, 2u); // 8 and 9
  EXPECT_EQ(directory.robot(key, t0 + 10s)->beacons, 2u);
  beacon.sequence = 11;
  EXPECT_TRUE(directory.update(beacon, t0 + 41s, "10.0.5.13"));
  EXPECT_EQ(directory.robot(key, t0 + 41s)->beacons, 1u);
  EXPECT_EQ(directory.robot(key, t0 + 41s)->firstSeen, t0 + 41s);

  // Several robots, sorted by team and player number; states computed per robot.
  Beacon other = sampleBeacon();
  other.playerNumber = 1;
  other.address = "10.0.5.11";
  directory.update(other, t0 + 45s, "10.0.5.11");
  const auto robots = directory.robots(t0 + 47s);
  ASSERT_EQ(robots.size(), 2u);
  EXPECT_EQ(robots[0].key, "10.0.5.11:9999");
  EXPECT_EQ(robots[0].state, RobotDirectory::alive);
  EXPECT_EQ(robots[1].state, RobotDirectory::lost);
  directory.remove("10.0.5.11:9999");
  EXPECT_EQ(directory.robots(t0).size(), 1u);
  EXPECT_FALSE(directory.robot("nobody", t0));
}
