/**
 * @file Network/StreamClient.cpp
 * The TCP client side of the framed transport (the host's end of the debug link).
 */
#include "Network/Asio.hpp" // first, see there
#include "Network/StreamClient.h"
#include "Network/StreamConnection.hpp"
#include <condition_variable>
#include <deque>
#include <future>
#include <mutex>
#include <thread>
#include <vector>

struct StreamClient::Impl
{
  /** One connection attempt; whichever of resolve/connect/timeout finishes first decides. */
  struct Attempt
  {
    explicit Attempt(asio::io_context& io) : socket(io), resolver(io), timer(io) {}

    asio::ip::tcp::socket socket;
    asio::ip::tcp::resolver resolver;
    asio::steady_timer timer;
    std::promise<std::string> result; ///< Empty: connected.
    bool done = false;
  };

  explicit Impl(Options options) : options(std::move(options)) {}

  void startConnect(const std::string& host, std::uint16_t port, std::chrono::milliseconds timeout,
                    const std::shared_ptr<Attempt>& attempt);
  void finish(const std::shared_ptr<Attempt>& attempt, const std::string& failure);
  void establish(asio::ip::tcp::socket socket);
  void closeConnection(const std::string& reason);
  void handleFrame(Frame& frame);
  void deliverFrames(std::uint64_t session);
  void handleClose(std::uint64_t session, const std::string& reason);

  const Options options;
  asio::io_context io;
  std::optional<asio::executor_work_guard<asio::io_context::executor_type>> work{io.get_executor()};
  std::thread thread;

  mutable std::mutex mutex;
  std::condition_variable arrived;
  std::shared_ptr<StreamConnection> connection;
  std::uint64_t session = 0; ///< Counts connections; late events of an old one are ignored.
  bool isConnected = false;
  std::string reason;
  std::deque<Frame> incoming;
  std::size_t incomingBytes = 0;
  bool paused = false;
  std::vector<std::string> spares; ///< Payload memory given back by receive(Frame&).
  std::vector<Frame> arriving; ///< Frames of the chunk being decoded (I/O thread only).
};

void StreamClient::Impl::startConnect(const std::string& host, std::uint16_t port, std::chrono::milliseconds timeout,
                                      const std::shared_ptr<Attempt>& attempt)
{
  closeConnection("disconnected by the client");
  const std::string target = host + ":" + std::to_string(port);
  attempt->timer.expires_after(timeout);
  attempt->timer.async_wait([this, attempt, target, timeout](const asio::error_code& error) {
    if(!error)
      finish(attempt, "no connection to " + target + " within " + describeDuration(timeout));
  });
  attempt->resolver.async_resolve(
    asio::ip::tcp::v4(), host, std::to_string(port),
    [this, attempt, target](const asio::error_code& error, const asio::ip::tcp::resolver::results_type& endpoints) {
      if(attempt->done)
        return;
      if(error)
      {
        finish(attempt, "cannot resolve " + target + ": " + error.message());
        return;
      }
      asio::async_connect(attempt->socket, endpoints,
                          [this, attempt, target](const asio::error_code& connectError, const asio::ip::tcp::endpoint&) {
                            if(!attempt->done)
                              finish(attempt, connectError ? "cannot connect to " + target + ": " + connectError.message() : "");
                          });
    });
}

void StreamClient::Impl::finish(const std::shared_ptr<Attempt>& attempt, const std::string& failure)
{
  if(attempt->done)
    return;
  attempt->done = true;
  attempt->timer.cancel();
  attempt->resolver.cancel();
  if(failure.empty())
    establish(std::move(attempt->socket));
  else
  {
    asio::error_code ignored;
    attempt->socket.close(ignored);
  }
  attempt->result.set_value(failure);
}

void StreamClient::Impl::establish(asio::ip::tcp::socket socket)
{
  std::shared_ptr<StreamConnection> started;
  {
    std::lock_guard lock(mutex);
    const std::uint64_t current = ++session;
    StreamConnection::Handlers handlers;
    handlers.onFrame = [this](Frame& frame) { handleFrame(frame); };
    handlers.afterFrames = [this, current] { deliverFrames(current); };
    handlers.onClose = [this, current](const std::string& closeReason) { handleClose(current, closeReason); };
    started = connection = std::make_shared<StreamConnection>(std::move(socket), options.link, std::move(handlers));
    isConnected = true;
    reason.clear();
    incoming.clear();
    incomingBytes = 0;
    paused = false;
  }
  arriving.clear();
  started->start();
}

void StreamClient::Impl::closeConnection(const std::string& closeReason)
{
  std::shared_ptr<StreamConnection> current;
  {
    std::lock_guard lock(mutex);
    current = connection;
  }
  if(current)
    current->close(closeReason);
}

void StreamClient::Impl::handleFrame(Frame& frame)
{
  arriving.push_back(std::move(frame));
}

void StreamClient::Impl::deliverFrames(std::uint64_t frameSession)
{
  {
    // One lock and one wake-up per chunk read from the socket, not per frame.
    std::lock_guard lock(mutex);
    if(frameSession != session)
    {
      arriving.clear();
      return;
    }
    for(Frame& frame : arriving)
    {
      incomingBytes += FrameHeader::size + frame.payload.size();
      incoming.push_back(std::move(frame));
    }
    arriving.clear();
    if(!spares.empty())
    {
      connection->recycle(std::move(spares.back()));
      spares.pop_back();
    }
    if(incomingBytes > options.receiveQueueCapacity && !paused)
    {
      paused = true;
      connection->pauseReading();
    }
  }
  arrived.notify_all();
}

void StreamClient::Impl::handleClose(std::uint64_t closeSession, const std::string& closeReason)
{
  {
    std::lock_guard lock(mutex);
    if(closeSession != session)
      return;
    isConnected = false;
    reason = closeReason;
  }
  arrived.notify_all();
}

StreamClient::StreamClient(Options options) : impl(std::make_unique<Impl>(std::move(options)))
{
  impl->thread = std::thread([this] { impl->io.run(); });
}

StreamClient::~StreamClient()
{
  asio::post(impl->io, [this] {
    impl->closeConnection("client destroyed");
    impl->work.reset();
  });
  impl->thread.join();
}

bool StreamClient::connect(const std::string& host, std::uint16_t port, std::chrono::milliseconds timeout, std::string& error)
{
  const auto attempt = std::make_shared<Impl::Attempt>(impl->io);
  std::future<std::string> result = attempt->result.get_future();
  asio::post(impl->io, [this, host, port, timeout, attempt] { impl->startConnect(host, port, timeout, attempt); });
  error = result.get();
  return error.empty();
}

void StreamClient::disconnect()
{
  std::promise<void> done;
  asio::post(impl->io, [this, &done] {
    impl->closeConnection("disconnected by the client");
    done.set_value();
  });
  done.get_future().wait();
}

bool StreamClient::connected() const
{
  std::lock_guard lock(impl->mutex);
  return impl->isConnected;
}

std::string StreamClient::disconnectReason() const
{
  std::lock_guard lock(impl->mutex);
  return impl->isConnected ? std::string() : impl->reason;
}

bool StreamClient::send(std::uint16_t component, std::uint16_t type, const void* data, std::size_t size, Priority priority)
{
  std::shared_ptr<StreamConnection> current;
  {
    std::lock_guard lock(impl->mutex);
    current = impl->connection;
  }
  return current && current->send(component, type, data, size, priority);
}

std::optional<Frame> StreamClient::receive(std::chrono::milliseconds timeout)
{
  Frame frame;
  if(!receive(frame, timeout))
    return std::nullopt;
  return frame;
}

bool StreamClient::receive(Frame& frame, std::chrono::milliseconds timeout)
{
  std::unique_lock lock(impl->mutex);
  if(impl->incoming.empty()) // wait_for reads the clock even if it need not wait
    impl->arrived.wait_for(lock, timeout, [this] { return !impl->incoming.empty() || !impl->isConnected; });
  if(impl->incoming.empty())
    return false;
  if(frame.payload.capacity() >= 64u << 10 && impl->spares.size() < 2)
    impl->spares.push_back(std::move(frame.payload));
  frame = std::move(impl->incoming.front());
  impl->incoming.pop_front();
  impl->incomingBytes -= FrameHeader::size + frame.payload.size();
  if(impl->paused && impl->incomingBytes <= impl->options.receiveQueueCapacity / 2)
  {
    impl->paused = false;
    impl->connection->resumeReading();
  }
  return true;
}

LinkStats StreamClient::stats() const
{
  std::shared_ptr<StreamConnection> current;
  {
    std::lock_guard lock(impl->mutex);
    current = impl->connection;
  }
  return current ? current->stats() : LinkStats();
}
