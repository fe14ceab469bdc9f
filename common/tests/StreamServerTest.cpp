// StreamServer and StreamClient over real loopback sockets: frames both ways, the first frame,
// payload limit, garbage, half frames, a client that does not read, connection churn, the
// allow-list, max clients, peer timeout and heartbeats. Timing bounds are generous on purpose.
#include "Network/FrameDecoder.h"
#include "Network/StreamClient.h"
#include "Network/StreamServer.h"
#include <algorithm>
#include <arpa/inet.h>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <functional>
#include <gtest/gtest.h>
#include <memory>
#include <future>
#include <mutex>
#include <netinet/in.h>
#include <string>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace std::chrono_literals;

namespace
{
  constexpr auto patience = 10s; ///< Upper bound for things that should happen at once.

  /** What the server's callbacks saw. */
  struct Events
  {
    struct Received
    {
      StreamServer::ClientId client;
      std::uint16_t component;
      std::uint16_t type;
      std::string payload;
    };

    std::mutex mutex;
    std::condition_variable changed;
    std::vector<std::pair<StreamServer::ClientId, std::string>> connects;
    std::vector<Received> frames;
    std::vector<std::pair<StreamServer::ClientId, std::string>> disconnects;
    std::vector<std::pair<std::string, std::string>> refusals;

    StreamServer::Callbacks callbacks(std::function<void(StreamServer::ClientId)> onConnect = {})
    {
      StreamServer::Callbacks result;
      result.onConnect = [this, onConnect](StreamServer::ClientId client, const std::string& address) {
        if(onConnect)
          onConnect(client);
        record([&] { connects.emplace_back(client, address); });
      };
      result.onFrame = [this](StreamServer::ClientId client, std::uint16_t component, std::uint16_t type, std::string_view payload) {
        record([&] { frames.push_back({client, component, type, std::string(payload)}); });
      };
      result.onDisconnect = [this](StreamServer::ClientId client, const std::string& reason) {
        record([&] { disconnects.emplace_back(client, reason); });
      };
      result.onRefuse = [this](const std::string& address, const std::string& reason) {
        record([&] { refusals.emplace_back(address, reason); });
      };
      return result;
    }

    void record(const std::function<void()>& change)
    {
      {
        std::lock_guard lock(mutex);
        change();
      }
      changed.notify_all();
    }

    /** Waits until the condition holds (checked under the lock). */
    bool waitFor(const std::function<bool()>& condition, std::chrono::milliseconds timeout = patience)
    {
      std::unique_lock lock(mutex);
      return changed.wait_for(lock, timeout, condition);
    }

    std::string reasonOf(StreamServer::ClientId client)
    {
      std::lock_guard lock(mutex);
      for(const auto& [id, reason] : disconnects)
        if(id == client)
          return reason;
      return "(still connected)";
    }
  };

  /** A plain blocking TCP socket, to misbehave in ways StreamClient does not. */
  class RawClient
  {
  public:
    explicit RawClient(std::uint16_t port, int receiveBuffer = 0)
    {
      fd = ::socket(AF_INET, SOCK_STREAM, 0);
      if(receiveBuffer)
        ::setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &receiveBuffer, sizeof(receiveBuffer));
      timeval timeout{10, 0};
      ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof(timeout));
      sockaddr_in address{};
      address.sin_family = AF_INET;
      address.sin_port = htons(port);
      address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
      connected = ::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) == 0;
    }
    ~RawClient() { close(); }

    bool write(const std::string& bytes)
    {
      for(std::size_t done = 0; done < bytes.size();)
      {
        const ssize_t n = ::send(fd, bytes.data() + done, bytes.size() - done, MSG_NOSIGNAL);
        if(n <= 0)
          return false;
        done += static_cast<std::size_t>(n);
      }
      return true;
    }

    /** Reads into the decoder until it yields a frame; false at the end or after 10 s. */
    bool readFrame(FrameDecoder& decoder, Frame& frame)
    {
      const FrameDecoder::Handler keep = [&](Frame& f) {
        pending.push_back(std::move(f));
      };
      while(pending.empty())
      {
        char buffer[65536];
        const ssize_t n = ::recv(fd, buffer, sizeof(buffer), 0);
        if(n <= 0 || !decoder.feed(buffer, static_cast<std::size_t>(n), keep))
          return false;
      }
      frame = std::move(pending.front());
      pending.pop_front();
      return true;
    }

    /** Whether the server closed the connection (reads and discards until then). */
    bool closedByServer()
    {
      char buffer[4096];
      for(;;)
      {
        const ssize_t n = ::recv(fd, buffer, sizeof(buffer), 0);
        if(n == 0 || (n < 0 && errno == ECONNRESET))
          return true;
        if(n < 0)
          return false;
      }
    }

    void close()
    {
      if(fd >= 0)
        ::close(fd);
      fd = -1;
    }

    /** Says that nothing more will come (FIN) and goes on reading. */
    bool shutdownWriting() { return ::shutdown(fd, SHUT_WR) == 0; }

    bool connected = false;

  private:
    int fd = -1;
    std::deque<Frame> pending;
  };

  StreamServer::Options serverOptions()
  {
    StreamServer::Options options;
    options.port = 0;
    options.bindAddress = "127.0.0.1";
    return options;
  }

  StreamClient::Options clientOptions() { return StreamClient::Options(); }

  /** Starts a server or fails the test. */
  void start(StreamServer& server)
  {
    std::string error;
    ASSERT_TRUE(server.start(error)) << error;
    ASSERT_NE(server.port(), 0);
  }

  void connect(StreamClient& client, const StreamServer& server)
  {
    std::string error;
    ASSERT_TRUE(client.connect("127.0.0.1", server.port(), 5s, error)) << error;
  }

  /** Receives frames until one of that type arrives. */
  std::optional<Frame> receiveType(StreamClient& client, std::uint16_t type)
  {
    const auto end = std::chrono::steady_clock::now() + patience;
    while(std::chrono::steady_clock::now() < end)
      if(auto frame = client.receive(100ms); frame && frame->type == type)
        return frame;
    return std::nullopt;
  }

  /** A normal client can connect, send and get an answer. */
  void expectWorking(StreamServer& server, Events& events)
  {
    StreamClient client(clientOptions());
    connect(client, server);
    ASSERT_TRUE(client.send(1, 2, "still there?"));
    ASSERT_TRUE(events.waitFor([&] { return !events.frames.empty() && events.frames.back().payload == "still there?"; }));
    StreamServer::ClientId id;
    {
      std::lock_guard lock(events.mutex);
      id = events.frames.back().client;
    }
    ASSERT_TRUE(server.send(id, 3, 4, "yes", 3));
    const auto answer = receiveType(client, 4);
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->payload, "yes");
  }
}

TEST(StreamServer, FramesTravelBothWays)
{
  Events events;
  StreamServer server(serverOptions(), events.callbacks());
  start(server);
  StreamClient client(clientOptions());
  connect(client, server);
  EXPECT_TRUE(client.connected());
  ASSERT_TRUE(events.waitFor([&] { return events.connects.size() == 1; }));
  const StreamServer::ClientId id = events.connects[0].first;
  EXPECT_EQ(events.connects[0].second.rfind("127.0.0.1:", 0), 0u);

  const std::string image(614400, 'i');
  ASSERT_TRUE(client.send(1, 10, "first"));
  ASSERT_TRUE(client.send(2, 11, image));
  ASSERT_TRUE(client.send(3, 12, ""));
  ASSERT_TRUE(events.waitFor([&] { return events.frames.size() == 3; }));
  EXPECT_EQ(events.frames[0].payload, "first");
  EXPECT_EQ(events.frames[1].payload, image);
  EXPECT_EQ(events.frames[2].component, 3);
  EXPECT_EQ(events.frames[2].type, 12);
  EXPECT_TRUE(events.frames[2].payload.empty());

  ASSERT_TRUE(server.send(id, 7, 20, image.data(), image.size()));
  EXPECT_EQ(server.sendToAll(8, 21, "all", 3), 1u);
  auto frame = client.receive(patience);
  ASSERT_TRUE(frame);
  EXPECT_EQ(frame->component, 7);
  EXPECT_EQ(frame->type, 20);
  EXPECT_EQ(frame->payload, image);
  frame = client.receive(patience);
  ASSERT_TRUE(frame);
  EXPECT_EQ(frame->payload, "all");

  EXPECT_FALSE(server.send(id + 1000, 1, 1, "x", 1));
  const auto stats = server.stats(id);
  ASSERT_TRUE(stats);
  EXPECT_EQ(stats->framesReceived, 3u);
  EXPECT_GE(stats->bytesReceived, 3 * 8 + image.size());
  EXPECT_EQ(stats->framesDropped, 0u);

  client.disconnect();
  EXPECT_FALSE(client.connected());
  EXPECT_EQ(client.disconnectReason(), "disconnected by the client");
  EXPECT_FALSE(client.send(1, 1, "x"));
  ASSERT_TRUE(events.waitFor([&] { return events.disconnects.size() == 1; }));
  EXPECT_EQ(events.reasonOf(id), "connection closed by peer");
  EXPECT_TRUE(server.clients().empty());
  const auto log = server.takeLog();
  ASSERT_EQ(log.size(), 2u);
  EXPECT_EQ(log[1], "client " + std::to_string(id) + " disconnected: connection closed by peer");
}

TEST(StreamServer, FrameSentInOnConnectArrivesFirst)
{
  StreamServer* serverPointer = nullptr;
  Events events;
  StreamServer server(serverOptions(), events.callbacks([&](StreamServer::ClientId client) {
    std::this_thread::sleep_for(20ms); // let the broadcasting thread try to overtake
    serverPointer->send(client, 0, LinkControl::versionInfo, "version 1", 9);
  }));
  serverPointer = &server;
  start(server);
  std::atomic<bool> running{true};
  std::thread broadcaster([&] {
    while(running)
      server.sendToAll(1, 1, "noise", 5, Priority::droppable);
  });
  for(int i = 0; i < 5; ++i)
  {
    StreamClient client(clientOptions());
    connect(client, server);
    const auto first = client.receive(patience);
    ASSERT_TRUE(first);
    EXPECT_EQ(first->type, LinkControl::versionInfo);
    EXPECT_EQ(first->payload, "version 1");
    const auto second = client.receive(patience);
    ASSERT_TRUE(second);
    EXPECT_EQ(second->payload, "noise");
  }
  running = false;
  broadcaster.join();
}

TEST(StreamServer, PayloadAboveTheLimitClosesOnlyThatConnection)
{
  Events events;
  StreamServer::Options options = serverOptions();
  options.link.maxPayloadSize = 1000;
  StreamServer server(options, events.callbacks());
  start(server);

  StreamClient client(clientOptions());
  connect(client, server);
  ASSERT_TRUE(client.send(1, 1, std::string(1000, 'a')));
  ASSERT_TRUE(client.send(1, 1, std::string(10, 'b')));
  ASSERT_TRUE(client.send(1, 1, std::string(1001, 'c')));
  ASSERT_TRUE(events.waitFor([&] { return events.disconnects.size() == 1; }));
  EXPECT_EQ(events.disconnects[0].second, "frame 3: payload_size 1001 exceeds the limit of 1000");
  EXPECT_EQ(events.frames.size(), 2u);

  RawClient raw(server.port());
  ASSERT_TRUE(raw.connected);
  std::string header(8, '\0');
  FrameHeader{0, 1, 70000000}.encode(header.data());
  ASSERT_TRUE(raw.write(header));
  EXPECT_TRUE(raw.closedByServer());
  ASSERT_TRUE(events.waitFor([&] { return events.disconnects.size() == 2; }));
  EXPECT_EQ(events.disconnects[1].second, "frame 1: payload_size 70000000 exceeds the limit of 1000");

  const auto end = std::chrono::steady_clock::now() + patience;
  while(client.connected() && std::chrono::steady_clock::now() < end)
    std::this_thread::sleep_for(10ms);
  EXPECT_FALSE(client.connected());
  expectWorking(server, events);
}

TEST(StreamServer, GarbageClosesTheConnection)
{
  Events events;
  StreamServer server(serverOptions(), events.callbacks());
  start(server);
  RawClient raw(server.port());
  ASSERT_TRUE(raw.write("GET / HTTP/1.1\r\nHost: robot\r\n\r\n"));
  EXPECT_TRUE(raw.closedByServer());
  ASSERT_TRUE(events.waitFor([&] { return events.disconnects.size() == 1; }));
  // "/ HT" read as payload size: 0x2F204854.
  EXPECT_EQ(events.disconnects[0].second, "frame 1: payload_size 790644820 exceeds the limit of 67108864");
  EXPECT_TRUE(events.frames.empty());
  expectWorking(server, events);
}

TEST(StreamServer, DisconnectInTheMiddleOfAFrame)
{
  Events events;
  StreamServer server(serverOptions(), events.callbacks());
  start(server);
  {
    RawClient raw(server.port());
    ASSERT_TRUE(raw.write(encodeFrame(1, 2, "whole", 5)));
    std::string half(8, '\0');
    FrameHeader{1, 2, 100}.encode(half.data());
    ASSERT_TRUE(raw.write(half + "0123456789"));
    ASSERT_TRUE(events.waitFor([&] { return events.frames.size() == 1; }));
  }
  ASSERT_TRUE(events.waitFor([&] { return events.disconnects.size() == 1; }));
  EXPECT_EQ(events.disconnects[0].second, "connection closed by peer in the middle of frame 2 (10 of 100 payload bytes)");
  {
    RawClient raw(server.port());
    ASSERT_TRUE(raw.write(encodeFrame(1, 2, "abc", 3).substr(0, 5)));
  }
  ASSERT_TRUE(events.waitFor([&] { return events.disconnects.size() == 2; }));
  EXPECT_EQ(events.disconnects[1].second, "connection closed by peer in the middle of frame 1 (5 of 8 header bytes)");
  expectWorking(server, events);
}

TEST(StreamServer, ClientThatDoesNotReadNeverBlocksTheSender)
{
  Events events;
  StreamServer::Options options = serverOptions();
  options.link.sendQueueCapacity = 1u << 20;
  options.link.peerTimeout = 0ms; // the raw client sends no heartbeats
  StreamServer server(options, events.callbacks());
  start(server);
  RawClient raw(server.port(), 64 * 1024);
  ASSERT_TRUE(events.waitFor([&] { return events.connects.size() == 1; }));
  const StreamServer::ClientId id = events.connects[0].first;

  // 3000 droppable 64 KiB frames (~200 MB, far more than the socket buffers) and every 100th
  // an important small one, while nobody reads.
  const std::string image(64 * 1024, 'd');
  std::vector<std::chrono::steady_clock::duration> durations;
  unsigned important = 0;
  for(unsigned i = 0; i < 3000; ++i)
  {
    const auto begin = std::chrono::steady_clock::now();
    if(i % 100 == 0)
    {
      const std::string text = "important " + std::to_string(important++);
      EXPECT_TRUE(server.send(id, 0, 2, text.data(), text.size(), Priority::important)) << text;
    }
    server.send(id, 0, 1, image.data(), image.size(), Priority::droppable);
    durations.push_back(std::chrono::steady_clock::now() - begin);
  }
  EXPECT_TRUE(server.send(id, 0, 3, "end", 3, Priority::important));
  // A blocking send() would never return (nobody reads). The bounds only allow for a loaded
  // machine preempting the sender now and then.
  std::sort(durations.begin(), durations.end());
  EXPECT_LT(durations[durations.size() * 99 / 100], 50ms) << "send() must not wait for the network";
  EXPECT_LT(durations.back(), 1s);
  const auto stats = server.stats(id);
  ASSERT_TRUE(stats);
  EXPECT_GT(stats->framesDropped, 2000u);
  EXPECT_LE(stats->queueBytes, options.link.sendQueueCapacity);

  // Now read: every important frame arrives, in order, and the end marker last.
  FrameDecoder decoder;
  Frame frame;
  unsigned nextImportant = 0;
  unsigned droppable = 0;
  while(raw.readFrame(decoder, frame) && frame.type != 3)
  {
    if(frame.type == 2)
      EXPECT_EQ(frame.payload, "important " + std::to_string(nextImportant++));
    else if(frame.type == 1)
      ++droppable;
  }
  EXPECT_EQ(frame.type, 3);
  EXPECT_EQ(nextImportant, important);
  EXPECT_GT(droppable, 0u);
  EXPECT_LT(droppable, 1000u);
  const auto after = server.stats(id);
  ASSERT_TRUE(after);
  EXPECT_EQ(after->framesDropped + droppable, 3000u);
}

TEST(StreamServer, SurvivesAThousandConnectsAndDisconnects)
{
  Events events;
  StreamServer server(serverOptions(), events.callbacks());
  start(server);
  for(int i = 0; i < 1000; ++i)
  {
    RawClient raw(server.port());
    ASSERT_TRUE(raw.connected) << i;
    if(i % 3 == 0)
      raw.write(encodeFrame(0, 1, "x", 1).substr(0, 3));
  }
  // Each connection was either accepted and closed, or refused while 8 others were still open,
  // or closed at once because its peer was gone before it was accepted.
  ASSERT_TRUE(events.waitFor([&] {
    return events.connects.size() + events.refusals.size() + server.goneBeforeAccept() == 1000 &&
           events.disconnects.size() == events.connects.size();
  }));
  EXPECT_GT(events.connects.size(), 0u); // those that had sent part of a frame were accepted
  EXPECT_TRUE(server.clients().empty());
  expectWorking(server, events);
}

TEST(StreamServer, ConnectionsGoneBeforeTheyAreAcceptedAreClosedWithoutSetUp)
{
  // The I/O thread is held in the first client's onConnect while a storm of connects comes
  // and goes, so that every one of them is gone when it is accepted.
  Events events;
  std::promise<void> release;
  std::shared_future<void> released = release.get_future().share();
  std::atomic<bool> holding{false};
  StreamServer server(serverOptions(), events.callbacks([&](StreamServer::ClientId client) {
    if(client == 1)
    {
      holding = true;
      released.wait();
    }
  }));
  start(server);
  RawClient first(server.port());
  ASSERT_TRUE(first.connected);
  const auto deadline = std::chrono::steady_clock::now() + patience;
  while(!holding && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(1ms);
  ASSERT_TRUE(holding);
  for(int i = 0; i < 100; ++i)
    ASSERT_TRUE(RawClient(server.port()).connected) << i;
  RawClient spoke(server.port()); // said something before it left: accepted as usual
  ASSERT_TRUE(spoke.write(encodeFrame(0, 1, "x", 1).substr(0, 3)));
  spoke.close();
  release.set_value();

  ASSERT_TRUE(events.waitFor([&] { return events.connects.size() == 2 && events.disconnects.size() == 1; }));
  EXPECT_EQ(events.disconnects[0].first, 2u);
  EXPECT_NE(events.disconnects[0].second.find("in the middle of frame 1"), std::string::npos) << events.disconnects[0].second;
  EXPECT_EQ(server.goneBeforeAccept(), 100u);
  EXPECT_TRUE(events.refusals.empty());
  // One log line for all of them, within a second.
  std::vector<std::string> log;
  const auto logDeadline = std::chrono::steady_clock::now() + patience;
  while(std::chrono::steady_clock::now() < logDeadline &&
        std::none_of(log.begin(), log.end(), [](const std::string& line) { return line.find("were closed by their peers") != std::string::npos; }))
  {
    for(std::string& line : server.takeLog())
      log.push_back(std::move(line));
    std::this_thread::sleep_for(10ms);
  }
  EXPECT_NE(std::find(log.begin(), log.end(),
                      "100 connections were closed by their peers before they were accepted (nothing received, nothing sent)"),
            log.end());
  expectWorking(server, events);
}

TEST(StreamServer, ConnectionsGoneBeforeTheyAreAcceptedAreClosedOnceTheBacklogIsEmpty)
{
  // While the I/O thread is held, 300 peers connect and say they are done (FIN) but keep
  // reading, and a host connects after them. The server takes them in more than one turn and
  // closes the gone ones only after it has greeted the host; each of them is closed in the end.
  Events events;
  std::promise<void> release;
  std::shared_future<void> released = release.get_future().share();
  std::atomic<bool> holding{false};
  StreamServer* serverPointer = nullptr;
  StreamServer server(serverOptions(), events.callbacks([&](StreamServer::ClientId client) {
    if(client == 1)
    {
      holding = true;
      released.wait();
    }
    serverPointer->send(client, 0, 9, "hello", 5, Priority::important);
  }));
  serverPointer = &server;
  start(server);
  RawClient first(server.port());
  ASSERT_TRUE(first.connected);
  const auto deadline = std::chrono::steady_clock::now() + patience;
  while(!holding && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(1ms);
  ASSERT_TRUE(holding);
  std::vector<std::unique_ptr<RawClient>> gone;
  for(int i = 0; i < 300; ++i)
  {
    gone.push_back(std::make_unique<RawClient>(server.port()));
    ASSERT_TRUE(gone.back()->connected && gone.back()->shutdownWriting()) << i;
  }
  RawClient host(server.port());
  ASSERT_TRUE(host.connected);
  release.set_value();

  FrameDecoder decoder;
  Frame greeting;
  ASSERT_TRUE(host.readFrame(decoder, greeting)) << "the host was not greeted";
  EXPECT_EQ(greeting.payload, "hello");
  for(std::size_t i = 0; i < gone.size(); ++i)
    ASSERT_TRUE(gone[i]->closedByServer()) << i; // each one within 10 s (its receive timeout)
  EXPECT_EQ(server.goneBeforeAccept(), 300u);
  ASSERT_TRUE(events.waitFor([&] { return events.connects.size() == 2; }));
  {
    std::lock_guard lock(events.mutex);
    EXPECT_TRUE(events.refusals.empty());
    EXPECT_TRUE(events.disconnects.empty());
  }
  expectWorking(server, events);
}

TEST(StreamServer, HostAfterAStormIsGreetedWithoutWaitingForTheStorm)
{
  // The storm of DebugLinkAbuseTest, made deterministic: while the I/O thread is held, 50
  // connections send part of a frame and leave, 1000 connect and leave at once, and then the
  // next host connects; all of them wait to be accepted together. Released, the server must
  // greet the host (the frame its onConnect sends) without setting up the 1000. (Some of the 50
  // may be refused while 8 of them are still open; they are gone anyway.)
  Events events;
  std::promise<void> release;
  std::shared_future<void> released = release.get_future().share();
  std::atomic<bool> holding{false};
  StreamServer* serverPointer = nullptr;
  StreamServer server(serverOptions(), events.callbacks([&](StreamServer::ClientId client) {
    if(client == 1)
    {
      holding = true;
      released.wait();
    }
    serverPointer->send(client, 0, 9, "hello", 5, Priority::important);
  }));
  serverPointer = &server;
  start(server);
  RawClient first(server.port());
  ASSERT_TRUE(first.connected);
  const auto deadline = std::chrono::steady_clock::now() + patience;
  while(!holding && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(1ms);
  ASSERT_TRUE(holding);
  for(int i = 0; i < 50; ++i)
  {
    RawClient client(server.port());
    ASSERT_TRUE(client.connected && client.write(encodeFrame(0, 1, "0123456789", 10).substr(0, 13))) << i;
  }
  for(int i = 0; i < 1000; ++i)
    ASSERT_TRUE(RawClient(server.port()).connected) << i;
  RawClient host(server.port());
  ASSERT_TRUE(host.connected);
  release.set_value();

  FrameDecoder decoder;
  Frame greeting;
  ASSERT_TRUE(host.readFrame(decoder, greeting)) << "the host was not greeted";
  EXPECT_EQ(greeting.type, 9);
  EXPECT_EQ(greeting.payload, "hello");
  EXPECT_EQ(server.goneBeforeAccept(), 1000u);
  // Set up: the first client, the host, and those of the 50 that were not gone yet when their
  // turn came; every one of them but the host and the first is gone again.
  ASSERT_TRUE(events.waitFor([&] {
    return events.disconnects.size() + 2 == events.connects.size() && events.connects.size() + events.refusals.size() == 52;
  }));
  {
    std::lock_guard lock(events.mutex);
    for(const auto& [client, reason] : events.disconnects)
      EXPECT_NE(reason.find("in the middle of frame 1"), std::string::npos) << client << ": " << reason;
  }
  expectWorking(server, events);
}

TEST(StreamServer, AllowListRefusesOtherAddresses)
{
  Events events;
  StreamServer::Options options = serverOptions();
  options.allowedAddresses = {"10.0.0.0/8", "192.168.1.7"};
  StreamServer server(options, events.callbacks());
  start(server);
  StreamClient client(clientOptions());
  connect(client, server); // TCP accepts, the server closes at once
  ASSERT_TRUE(events.waitFor([&] { return events.refusals.size() == 1; }));
  EXPECT_EQ(events.refusals[0].second, "address 127.0.0.1 not allowed");
  EXPECT_TRUE(events.connects.empty());
  EXPECT_FALSE(client.receive(patience));
  EXPECT_FALSE(client.connected());
  const auto log = server.takeLog();
  ASSERT_EQ(log.size(), 1u);
  EXPECT_NE(log[0].find("refused 127.0.0.1:"), std::string::npos);
  EXPECT_NE(log[0].find("address 127.0.0.1 not allowed"), std::string::npos);

  StreamServer::Options loopback = serverOptions();
  loopback.allowedAddresses = {"10.0.0.0/8", "127.0.0.0/8"};
  Events allowedEvents;
  StreamServer allowing(loopback, allowedEvents.callbacks());
  start(allowing);
  expectWorking(allowing, allowedEvents);

  StreamServer::Options bad = serverOptions();
  bad.allowedAddresses = {"10.0.0.0/33"};
  StreamServer invalid(bad, {});
  std::string error;
  EXPECT_FALSE(invalid.start(error));
  EXPECT_EQ(error, "allowed address \"10.0.0.0/33\" is neither an IPv4 address nor a block like 10.0.0.0/8");
}

TEST(StreamServer, RefusesClientsBeyondTheMaximum)
{
  Events events;
  StreamServer::Options options = serverOptions();
  options.maxClients = 2;
  StreamServer server(options, events.callbacks());
  start(server);
  StreamClient a(clientOptions()), b(clientOptions()), c(clientOptions());
  connect(a, server);
  connect(b, server);
  ASSERT_TRUE(events.waitFor([&] { return events.connects.size() == 2; }));
  connect(c, server);
  ASSERT_TRUE(events.waitFor([&] { return events.refusals.size() == 1; }));
  EXPECT_EQ(events.refusals[0].second, "already 2 clients connected (max clients)");
  EXPECT_FALSE(c.receive(patience));
  EXPECT_EQ(c.disconnectReason(), "connection closed by peer");
  EXPECT_TRUE(a.connected());
}

TEST(StreamServer, SilentPeerTimesOut)
{
  Events events;
  StreamServer::Options options = serverOptions();
  options.link.peerTimeout = 200ms;
  StreamServer server(options, events.callbacks());
  start(server);
  RawClient raw(server.port());
  ASSERT_TRUE(events.waitFor([&] { return events.disconnects.size() == 1; }));
  EXPECT_EQ(events.disconnects[0].second, "no data for 200 ms");
  EXPECT_TRUE(raw.closedByServer());

  // The client side times out a silent server the same way.
  StreamServer::Options silent = serverOptions();
  silent.link.heartbeatInterval = 0ms;
  silent.link.peerTimeout = 0ms;
  StreamServer quiet(silent, {});
  start(quiet);
  StreamClient::Options clientSide = clientOptions();
  clientSide.link.peerTimeout = 200ms;
  StreamClient client(clientSide);
  connect(client, quiet);
  EXPECT_FALSE(client.receive(patience));
  EXPECT_EQ(client.disconnectReason(), "no data for 200 ms");
}

TEST(StreamServer, HeartbeatsKeepAnIdleConnectionAlive)
{
  Events events;
  StreamServer::Options options = serverOptions();
  options.link.heartbeatInterval = 100ms;
  options.link.peerTimeout = 1s;
  StreamServer server(options, events.callbacks());
  start(server);
  StreamClient::Options clientSide = clientOptions();
  clientSide.link.heartbeatInterval = 100ms;
  clientSide.link.peerTimeout = 1s;
  StreamClient client(clientSide);
  connect(client, server);
  EXPECT_FALSE(client.receive(2500ms)); // idle for longer than the timeout; heartbeats are not delivered
  EXPECT_TRUE(client.connected()) << client.disconnectReason();
  EXPECT_GE(client.stats().framesReceived, 2u);
  EXPECT_GE(client.stats().framesSent, 2u);
  {
    std::lock_guard lock(events.mutex);
    EXPECT_TRUE(events.disconnects.empty());
    EXPECT_TRUE(events.frames.empty());
  }
}

TEST(StreamServer, SlowReceiverPausesReadingAndTheServerDrops)
{
  StreamServer::Options options = serverOptions();
  options.link.sendQueueCapacity = 256 * 1024;
  options.link.heartbeatInterval = 50ms;
  Events events;
  StreamServer server(options, events.callbacks());
  start(server);
  StreamClient::Options clientSide = clientOptions();
  clientSide.receiveQueueCapacity = 64 * 1024;
  clientSide.link.heartbeatInterval = 50ms;
  clientSide.link.peerTimeout = 400ms;
  StreamClient client(clientSide);
  connect(client, server);
  ASSERT_TRUE(events.waitFor([&] { return events.connects.size() == 1; }));
  const StreamServer::ClientId id = events.connects[0].first;
  const std::string chunk(10000, 'c');
  for(int i = 0; i < 2000; ++i)
    server.send(id, 0, 1, chunk.data(), chunk.size(), Priority::droppable);
  server.send(id, 0, 2, "end", 3);
  std::this_thread::sleep_for(1s); // longer than the client's peer timeout: suspended while paused
  const auto end = receiveType(client, 2);
  ASSERT_TRUE(end);
  EXPECT_TRUE(client.connected()) << client.disconnectReason();
  const auto stats = server.stats(id);
  ASSERT_TRUE(stats);
  EXPECT_GT(stats->framesDropped, 0u);
}

TEST(StreamServer, StopClosesEveryConnection)
{
  Events events;
  StreamServer server(serverOptions(), events.callbacks());
  start(server);
  StreamClient a(clientOptions()), b(clientOptions());
  connect(a, server);
  connect(b, server);
  ASSERT_TRUE(events.waitFor([&] { return events.connects.size() == 2; }));
  server.stop();
  EXPECT_EQ(events.disconnects.size(), 2u);
  for(const auto& [id, reason] : events.disconnects)
    EXPECT_EQ(reason, "server stopped");
  EXPECT_FALSE(a.receive(patience));
  EXPECT_EQ(a.disconnectReason(), "connection closed by peer");

  std::string error;
  StreamClient c(clientOptions());
  EXPECT_FALSE(c.connect("127.0.0.1", server.port(), 2s, error));
  EXPECT_NE(error.find("cannot connect to 127.0.0.1:"), std::string::npos) << error;
}
