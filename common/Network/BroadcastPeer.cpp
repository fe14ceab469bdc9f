/**
 * @file Network/BroadcastPeer.cpp
 * A UDP peer that sends and receives framed broadcasts (robot discovery).
 */
#include "Network/Asio.hpp" // first, see there
#include "Network/BroadcastPeer.h"
#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <sys/socket.h>
#include <thread>
#include <vector>

namespace
{
  /** The largest UDP payload over IPv4. */
  constexpr std::size_t maxDatagramSize = 65507;

  using ReusePort = asio::detail::socket_option::boolean<SOL_SOCKET, SO_REUSEPORT>;
}

struct BroadcastPeer::Impl
{
  explicit Impl(Options options) : options(std::move(options)) {}

  void receiveNext();
  void handleReceive(const asio::error_code& error, std::size_t size);
  void dropMalformed(std::string reason);

  const Options options;
  Handler handler;
  asio::io_context io;
  std::optional<asio::executor_work_guard<asio::io_context::executor_type>> work;
  asio::ip::udp::socket socket{io};
  asio::ip::udp::endpoint destination;
  asio::ip::udp::endpoint sender;
  std::vector<char> buffer = std::vector<char>(maxDatagramSize + 1);
  std::thread thread;
  std::atomic<std::uint16_t> boundPort{0};
  std::atomic<bool> isOpen{false};

  mutable std::mutex mutex;
  std::condition_variable arrived;
  std::deque<Received> queue;
  std::uint64_t receivedCount = 0;
  std::uint64_t malformedCount = 0;
  std::string malformedReason;
  std::uint64_t sendFailureCount = 0;
  std::string sendFailureReason;
};

void BroadcastPeer::Impl::receiveNext()
{
  socket.async_receive_from(asio::buffer(buffer), sender,
                            [this](const asio::error_code& error, std::size_t size) { handleReceive(error, size); });
}

void BroadcastPeer::Impl::handleReceive(const asio::error_code& error, std::size_t size)
{
  if(error == asio::error::operation_aborted || !socket.is_open())
    return;
  if(!error)
  {
    const std::string from = sender.address().to_string();
    const std::string datagram = "datagram of " + std::to_string(size) + " bytes from " + from;
    if(size < FrameHeader::size)
      dropMalformed(datagram + " is shorter than a frame header");
    else if(size > maxDatagramSize)
      dropMalformed(datagram + " is larger than a UDP datagram can be");
    else
    {
      const FrameHeader header = FrameHeader::decode(buffer.data());
      if(header.payloadSize != size - FrameHeader::size)
        dropMalformed(datagram + ": payload_size " + std::to_string(header.payloadSize) + " does not match the " +
                      std::to_string(size - FrameHeader::size) + " bytes after the header");
      else if(header.payloadSize > options.maxPayloadSize)
        dropMalformed(datagram + ": payload_size " + std::to_string(header.payloadSize) + " exceeds the limit of " +
                      std::to_string(options.maxPayloadSize));
      else
      {
        Received received{Frame{header.component, header.type, std::string(buffer.data() + FrameHeader::size, header.payloadSize)},
                          from, sender.port()};
        {
          std::lock_guard lock(mutex);
          ++receivedCount;
          if(!handler)
          {
            if(queue.size() >= options.receiveQueueCapacity)
              queue.pop_front();
            queue.push_back(std::move(received));
          }
        }
        if(handler)
          handler(received);
        else
          arrived.notify_all();
      }
    }
  }
  // Other errors (e.g. an ICMP error reported for an earlier send) do not end receiving.
  receiveNext();
}

void BroadcastPeer::Impl::dropMalformed(std::string reason)
{
  std::lock_guard lock(mutex);
  ++malformedCount;
  malformedReason = std::move(reason);
}

BroadcastPeer::BroadcastPeer(Options options) : impl(std::make_unique<Impl>(std::move(options))) {}

BroadcastPeer::~BroadcastPeer()
{
  close();
}

bool BroadcastPeer::open(std::string& error, Handler handler)
{
  if(impl->thread.joinable())
  {
    error = "the peer is already open";
    return false;
  }
  asio::error_code failure;
  const asio::ip::address_v4 bindAddress = asio::ip::make_address_v4(impl->options.bindAddress, failure);
  if(failure)
  {
    error = "bind address \"" + impl->options.bindAddress + "\" is not an IPv4 address";
    return false;
  }
  asio::ip::address_v4 destination = asio::ip::make_address_v4(impl->options.destination, failure);
  if(failure)
  {
    asio::ip::udp::resolver resolver(impl->io);
    const auto results = resolver.resolve(asio::ip::udp::v4(), impl->options.destination, "", failure);
    if(failure || results.empty())
    {
      error = "cannot resolve destination \"" + impl->options.destination + "\": " + failure.message();
      return false;
    }
    destination = results.begin()->endpoint().address().to_v4();
  }
  const asio::ip::udp::endpoint endpoint(bindAddress, impl->options.port);
  auto& socket = impl->socket;
  socket.open(asio::ip::udp::v4(), failure);
  if(!failure)
    socket.set_option(asio::socket_base::reuse_address(true), failure);
  if(!failure)
    socket.set_option(ReusePort(true), failure);
  if(!failure)
    socket.set_option(asio::socket_base::broadcast(true), failure);
  if(!failure)
    socket.bind(endpoint, failure);
  if(failure)
  {
    error = "cannot listen on UDP " + impl->options.bindAddress + ":" + std::to_string(impl->options.port) + ": " +
            failure.message();
    asio::error_code ignored;
    socket.close(ignored);
    return false;
  }
  impl->boundPort = socket.local_endpoint().port();
  impl->destination = asio::ip::udp::endpoint(
    destination, impl->options.destinationPort ? impl->options.destinationPort : impl->boundPort.load());
  impl->handler = std::move(handler);
  impl->io.restart();
  impl->work.emplace(impl->io.get_executor());
  impl->receiveNext();
  impl->isOpen = true;
  impl->thread = std::thread([this] { impl->io.run(); });
  return true;
}

void BroadcastPeer::close()
{
  if(!impl->thread.joinable())
    return;
  impl->isOpen = false;
  asio::post(impl->io, [this] {
    asio::error_code ignored;
    impl->socket.close(ignored);
    impl->work.reset();
  });
  if(std::this_thread::get_id() == impl->thread.get_id())
    return; // from the handler: the thread ends by itself and is joined later
  impl->thread.join();
  {
    std::lock_guard lock(impl->mutex); // a receive() between its check and its wait sees the notification
  }
  impl->arrived.notify_all();
}

std::uint16_t BroadcastPeer::port() const
{
  return impl->boundPort;
}

std::string BroadcastPeer::destination() const
{
  return impl->destination.address().to_string() + ":" + std::to_string(impl->destination.port());
}

bool BroadcastPeer::send(std::uint16_t component, std::uint16_t type, std::string_view payload)
{
  if(payload.size() > maxDatagramSize - FrameHeader::size)
    return false;
  return sendDatagram(encodeFrame(component, type, payload.data(), payload.size()));
}

bool BroadcastPeer::sendDatagram(std::string datagram)
{
  if(!impl->isOpen || datagram.size() > maxDatagramSize)
    return false;
  auto data = std::make_shared<std::string>(std::move(datagram));
  asio::post(impl->io, [this, data] {
    impl->socket.async_send_to(asio::buffer(*data), impl->destination, [this, data](const asio::error_code& error, std::size_t) {
      if(error)
      {
        std::lock_guard lock(impl->mutex);
        ++impl->sendFailureCount;
        impl->sendFailureReason = "sending to " + impl->destination.address().to_string() + ":" +
                                  std::to_string(impl->destination.port()) + " failed: " + error.message();
      }
    });
  });
  return true;
}

std::optional<BroadcastPeer::Received> BroadcastPeer::receive(std::chrono::milliseconds timeout)
{
  std::unique_lock lock(impl->mutex);
  impl->arrived.wait_for(lock, timeout, [this] { return !impl->queue.empty() || !impl->isOpen; });
  if(impl->queue.empty())
    return std::nullopt;
  std::optional<Received> result(std::move(impl->queue.front()));
  impl->queue.pop_front();
  return result;
}

std::uint64_t BroadcastPeer::received() const
{
  std::lock_guard lock(impl->mutex);
  return impl->receivedCount;
}

std::uint64_t BroadcastPeer::malformed() const
{
  std::lock_guard lock(impl->mutex);
  return impl->malformedCount;
}

std::string BroadcastPeer::lastMalformed() const
{
  std::lock_guard lock(impl->mutex);
  return impl->malformedReason;
}

std::uint64_t BroadcastPeer::sendFailures() const
{
  std::lock_guard lock(impl->mutex);
  return impl->sendFailureCount;
}

std::string BroadcastPeer::lastSendFailure() const
{
  std::lock_guard lock(impl->mutex);
  return impl->sendFailureReason;
}
