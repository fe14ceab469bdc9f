/**
 * @file network_bench.cpp
 * Throughput of the framed TCP link over loopback, side by side with its physical limit:
 *
 *  - Link/<kind>: StreamServer::send() of a batch of frames to one client, received one by one
 *    with StreamClient::receive() (robot to host, as the debug link runs). Every iteration
 *    sends the batch and waits until the last frame of it arrived.
 *  - Raw/<kind>: exactly the same bytes (headers included), written with blocking write() of
 *    the whole batch by a second thread and read with blocking read() in 256 KiB pieces over a
 *    loopback TCP connection. This is what the kernel can do; the link adds queueing, copies,
 *    decoding and a thread handoff per frame.
 *
 * Kinds: "drawings" (1000 frames of 40 bytes, like debug drawings) and "images" (8 frames of
 * 640 x 480 x 2 = 614,400 bytes, like YUYV camera images). bytes_per_second counts payload and
 * header bytes; "frames/s" counts frames.
 *
 *   network_bench --benchmark_repetitions=3 --benchmark_report_aggregates_only=true
 */

#include "Network/StreamClient.h"
#include "Network/StreamServer.h"

#include <benchmark/benchmark.h>

#include <arpa/inet.h>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <string>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace
{
  struct Kind
  {
    const char* name;
    std::size_t payloadSize;
    std::size_t framesPerBatch;
  };

  constexpr Kind kinds[] = {{"drawings", 40, 1000}, {"images", 640 * 480 * 2, 8}};

  [[noreturn]] void fail(const std::string& what)
  {
    std::fprintf(stderr, "network_bench: %s\n", what.c_str());
    std::exit(1);
  }

  void report(benchmark::State& state, const Kind& kind)
  {
    const auto frames = static_cast<std::int64_t>(state.iterations() * kind.framesPerBatch);
    state.SetBytesProcessed(frames * static_cast<std::int64_t>(kind.payloadSize + FrameHeader::size));
    state.counters["frames/s"] = benchmark::Counter(static_cast<double>(frames), benchmark::Counter::kIsRate);
  }

  void link(benchmark::State& state, const Kind& kind)
  {
    StreamServer::Options options;
    options.port = 0;
    options.bindAddress = "127.0.0.1";
    options.link.sendQueueCapacity = 64u << 20;
    std::mutex mutex;
    std::condition_variable connected;
    StreamServer::ClientId client = 0;
    StreamServer::Callbacks callbacks;
    callbacks.onConnect = [&](StreamServer::ClientId id, const std::string&) {
      {
        std::lock_guard lock(mutex);
        client = id;
      }
      connected.notify_all();
    };
    StreamServer server(options, callbacks);
    std::string error;
    if(!server.start(error))
      fail(error);
    StreamClient receiver(StreamClient::Options{});
    if(!receiver.connect("127.0.0.1", server.port(), std::chrono::seconds(5), error))
      fail(error);
    {
      std::unique_lock lock(mutex);
      connected.wait(lock, [&] { return client != 0; });
    }

    const std::string payload(kind.payloadSize, 'p');
    Frame frame;
    for(auto _ : state)
    {
      for(std::size_t i = 0; i < kind.framesPerBatch; ++i)
        if(!server.send(client, 1, static_cast<std::uint16_t>(i + 1 == kind.framesPerBatch ? 2 : 1), payload.data(),
                        payload.size(), Priority::important))
          fail("a frame was dropped");
      for(std::size_t i = 0; i < kind.framesPerBatch; ++i)
      {
        if(!receiver.receive(frame, std::chrono::seconds(10)) || frame.payload.size() != kind.payloadSize)
          fail("a frame did not arrive: " + receiver.disconnectReason());
        benchmark::DoNotOptimize(frame.payload.data());
      }
    }
    report(state, kind);
  }

  /** A connected pair of loopback TCP sockets. */
  struct SocketPair
  {
    int writer = -1;
    int reader = -1;

    SocketPair()
    {
      const int listener = ::socket(AF_INET, SOCK_STREAM, 0);
      sockaddr_in address{};
      address.sin_family = AF_INET;
      address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
      socklen_t length = sizeof(address);
      if(::bind(listener, reinterpret_cast<sockaddr*>(&address), sizeof(address)) != 0 || ::listen(listener, 1) != 0 ||
         ::getsockname(listener, reinterpret_cast<sockaddr*>(&address), &length) != 0)
        fail("cannot listen on loopback");
      writer = ::socket(AF_INET, SOCK_STREAM, 0);
      if(::connect(writer, reinterpret_cast<sockaddr*>(&address), sizeof(address)) != 0)
        fail("cannot connect on loopback");
      reader = ::accept(listener, nullptr, nullptr);
      ::close(listener);
      const int one = 1;
      ::setsockopt(writer, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
    }
    ~SocketPair()
    {
      ::close(writer);
      ::close(reader);
    }
  };

  void raw(benchmark::State& state, const Kind& kind)
  {
    std::string batch;
    for(std::size_t i = 0; i < kind.framesPerBatch; ++i)
    {
      const std::string payload(kind.payloadSize, 'p');
      batch += encodeFrame(1, 1, payload.data(), payload.size());
    }
    SocketPair sockets;
    std::mutex mutex;
    std::condition_variable wake;
    unsigned requested = 0;
    bool done = false;
    std::thread writer([&] {
      unsigned written = 0;
      for(;;)
      {
        {
          std::unique_lock lock(mutex);
          wake.wait(lock, [&] { return done || requested > written; });
          if(requested == written)
            return;
        }
        for(std::size_t offset = 0; offset < batch.size();)
        {
          const ssize_t n = ::write(sockets.writer, batch.data() + offset, batch.size() - offset);
          if(n <= 0)
            fail("write() failed");
          offset += static_cast<std::size_t>(n);
        }
        ++written;
      }
    });

    std::vector<char> buffer(256u << 10);
    for(auto _ : state)
    {
      {
        std::lock_guard lock(mutex);
        ++requested;
      }
      wake.notify_all();
      for(std::size_t received = 0; received < batch.size();)
      {
        const ssize_t n = ::read(sockets.reader, buffer.data(), std::min(buffer.size(), batch.size() - received));
        if(n <= 0)
          fail("read() failed");
        received += static_cast<std::size_t>(n);
      }
      benchmark::DoNotOptimize(buffer.data());
    }
    {
      std::lock_guard lock(mutex);
      done = true;
    }
    wake.notify_all();
    writer.join();
    report(state, kind);
  }

  const int registered = [] {
    for(const Kind& kind : kinds)
    {
      benchmark::RegisterBenchmark((std::string("Link/") + kind.name).c_str(), [kind](benchmark::State& state) { link(state, kind); })
        ->UseRealTime()
        ->Unit(benchmark::kMicrosecond);
      benchmark::RegisterBenchmark((std::string("Raw/") + kind.name).c_str(), [kind](benchmark::State& state) { raw(state, kind); })
        ->UseRealTime()
        ->Unit(benchmark::kMicrosecond);
    }
    return 0;
  }();
}

BENCHMARK_MAIN();
