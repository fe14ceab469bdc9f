/**
 * @file Network/StreamConnection.cpp
 * One TCP connection of the framed transport: reading frames, sending queued ones, closing with a
 * reason.
 */
#include "Network/Asio.hpp" // first, see there
#include "Network/StreamConnection.hpp"
#include <algorithm>

namespace
{
  /** How often heartbeats and the timeout are checked: a quarter of the shorter one, 5-250 ms. */
  std::chrono::milliseconds tickPeriod(const LinkOptions& options)
  {
    std::chrono::milliseconds shortest{1000};
    if(options.heartbeatInterval.count() > 0)
      shortest = std::min(shortest, options.heartbeatInterval);
    if(options.peerTimeout.count() > 0)
      shortest = std::min(shortest, options.peerTimeout);
    return std::max(shortest / 4, std::chrono::milliseconds(5));
  }
}

StreamConnection::StreamConnection(asio::ip::tcp::socket socket, const LinkOptions& options, Handlers handlers)
  : socket(std::move(socket)), timer(this->socket.get_executor()), options(options),
    maxBatchBytes(std::clamp<std::size_t>(options.sendQueueCapacity / 4, 1, 1u << 20)), handlers(std::move(handlers)),
    decoder(options.maxPayloadSize), readBuffer(readBufferSize), queue(options.sendQueueCapacity)
{
  frameHandler = [this](Frame& frame) { handleFrame(frame); };
  asio::error_code ignored;
  this->socket.set_option(asio::ip::tcp::no_delay(true), ignored);
}

void StreamConnection::start()
{
  lastReceived = lastSendActivity = Clock::now();
  bool kick = false;
  {
    std::lock_guard lock(mutex);
    if(closed)
      return;
    started = true;
    if(!queue.empty() && !writeScheduled)
      kick = writeScheduled = true;
  }
  if(kick)
    write();
  read();
  if(options.heartbeatInterval.count() > 0 || options.peerTimeout.count() > 0)
    scheduleTick();
}

bool StreamConnection::send(std::uint16_t component, std::uint16_t type, const void* data, std::size_t size, Priority priority)
{
  bool kick = false;
  {
    std::lock_guard lock(mutex);
    if(closed || !queue.push(component, type, data, size, priority))
      return false;
    if(started && !writeScheduled)
      kick = writeScheduled = true;
  }
  if(kick)
    asio::post(socket.get_executor(), [self = shared_from_this()] { self->write(); });
  return true;
}

void StreamConnection::close(const std::string& reason)
{
  {
    std::lock_guard lock(mutex);
    if(closed)
      return;
    closed = true;
    queue.clear();
  }
  timer.cancel();
  asio::error_code ignored;
  socket.shutdown(asio::ip::tcp::socket::shutdown_both, ignored);
  socket.close(ignored);
  const auto onClose = std::move(handlers.onClose);
  if(onClose)
    onClose(reason);
}

void StreamConnection::closeLater(std::string reason)
{
  asio::post(socket.get_executor(), [self = shared_from_this(), reason = std::move(reason)] { self->close(reason); });
}

void StreamConnection::resumeReading()
{
  asio::post(socket.get_executor(), [self = shared_from_this()] {
    if(self->closed || !self->paused)
      return;
    self->paused = false;
    self->lastReceived = Clock::now();
    if(!self->reading)
      self->read();
  });
}

LinkStats StreamConnection::stats() const
{
  std::lock_guard lock(mutex);
  LinkStats result = counters;
  result.framesDropped = queue.dropped();
  result.queueBytes = queue.bytes();
  return result;
}

bool StreamConnection::isOpen() const
{
  std::lock_guard lock(mutex);
  return !closed;
}

void StreamConnection::read()
{
  reading = true;
  const auto [space, spaceSize] = decoder.payloadSpace();
  readingDirect = spaceSize >= directReadMinimum;
  const asio::mutable_buffer buffer = readingDirect ? asio::buffer(space, spaceSize) : asio::buffer(readBuffer);
  socket.async_read_some(buffer, [self = shared_from_this()](const asio::error_code& error, std::size_t size) {
    self->handleRead(error, size);
  });
}

void StreamConnection::handleRead(const asio::error_code& error, std::size_t size)
{
  reading = false;
  if(closed)
    return;
  if(error)
  {
    close(readFailure(error));
    return;
  }
  lastReceived = Clock::now();
  framesInChunk = framesPassedOn = 0;
  if(readingDirect)
    decoder.commitPayload(size, frameHandler);
  else
    decoder.feed(readBuffer.data(), size, frameHandler);
  {
    std::lock_guard lock(mutex);
    counters.bytesReceived += size;
    counters.framesReceived += framesInChunk;
  }
  if(framesPassedOn > 0 && !closed && handlers.afterFrames)
    handlers.afterFrames();
  if(closed)
    return;
  if(decoder.failed())
    close(decoder.error());
  else if(!paused)
    read();
}

void StreamConnection::handleFrame(Frame& frame)
{
  ++framesInChunk;
  if(frame.type != LinkControl::heartbeat && !closed && handlers.onFrame)
  {
    ++framesPassedOn;
    handlers.onFrame(frame);
  }
}

std::string StreamConnection::readFailure(const asio::error_code& error) const
{
  std::string reason;
  if(error == asio::error::eof)
    reason = "connection closed by peer";
  else if(error == asio::error::connection_reset)
    reason = "connection reset by peer";
  else
    reason = "receive failed: " + error.message();
  if(decoder.inFrame())
    reason += " in the middle of " + decoder.progress();
  return reason;
}

void StreamConnection::write()
{
  {
    std::lock_guard lock(mutex);
    if(closed)
      return;
    queue.take(batch, maxBatchBytes);
    if(batch.empty())
    {
      writeScheduled = false;
      return;
    }
  }
  buffers.clear();
  for(const auto& [data, size] : batch.segments())
    buffers.emplace_back(data, size);
  lastSendActivity = Clock::now();
  asio::async_write(socket, buffers, [self = shared_from_this()](const asio::error_code& error, std::size_t) {
    self->handleWrite(error);
  });
}

void StreamConnection::handleWrite(const asio::error_code& error)
{
  if(closed)
    return;
  if(error)
  {
    close("send failed: " + error.message());
    return;
  }
  lastSendActivity = Clock::now();
  {
    std::lock_guard lock(mutex);
    counters.bytesSent += batch.bytes();
    counters.framesSent += batch.frames();
    queue.release(batch);
  }
  write();
}

void StreamConnection::scheduleTick()
{
  timer.expires_after(tickPeriod(options));
  timer.async_wait([self = shared_from_this()](const asio::error_code& error) {
    if(!error && !self->closed)
      self->tick();
  });
}

void StreamConnection::tick()
{
  const Clock::time_point now = Clock::now();
  if(options.peerTimeout.count() > 0 && !paused && now - lastReceived > options.peerTimeout)
  {
    close("no data for " + describeDuration(options.peerTimeout));
    return;
  }
  if(options.heartbeatInterval.count() > 0 && now - lastSendActivity >= options.heartbeatInterval)
  {
    bool kick = false;
    {
      std::lock_guard lock(mutex);
      if(!writeScheduled && queue.empty() && queue.push(0, LinkControl::heartbeat, nullptr, 0, Priority::droppable))
        kick = writeScheduled = true;
    }
    if(kick)
      write();
  }
  scheduleTick();
}
