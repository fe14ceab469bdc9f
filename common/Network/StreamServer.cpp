/**
 * @file Network/StreamServer.cpp
 * The TCP server side of the framed transport (the robot's end of the debug link).
 */
#include "Network/Asio.hpp" // first, see there
#include "Network/StreamServer.h"
#include "Network/StreamConnection.hpp"
#include <algorithm>
#include <arpa/inet.h>
#include <atomic>
#include <cerrno>
#include <charconv>
#include <deque>
#include <exception>
#include <map>
#include <mutex>
#include <netinet/in.h>
#include <optional>
#include <sys/resource.h>
#include <sys/socket.h>
#include <system_error>
#include <thread>
#include <unistd.h>

namespace
{
  /** An IPv4 address block of the allow-list. */
  struct AddressBlock
  {
    std::uint32_t network = 0;
    std::uint32_t mask = 0;

    bool contains(std::uint32_t address) const { return (address & mask) == network; }
  };

  bool parseBlock(const std::string& text, AddressBlock& block)
  {
    const std::size_t slash = text.find('/');
    asio::error_code error;
    const asio::ip::address_v4 address = asio::ip::make_address_v4(text.substr(0, slash), error);
    if(error)
      return false;
    unsigned prefix = 32;
    if(slash != std::string::npos)
    {
      const char* begin = text.data() + slash + 1;
      const char* end = text.data() + text.size();
      const auto [next, result] = std::from_chars(begin, end, prefix);
      if(result != std::errc() || next != end || begin == end || prefix > 32)
        return false;
    }
    block.mask = prefix == 0 ? 0 : ~std::uint32_t(0) << (32 - prefix);
    block.network = address.to_uint() & block.mask;
    return true;
  }

  std::string describe(const asio::ip::tcp::endpoint& endpoint)
  {
    return endpoint.address().to_string() + ":" + std::to_string(endpoint.port());
  }

  /** Log lines kept for takeLog(). */
  constexpr std::size_t maxLogLines = 1000;

  /**
   * Whether the peer of a just accepted socket is gone without having sent a byte (it connected
   * and closed, or reset, before it was accepted): one recv that peeks and does not wait.
   */
  bool goneWithoutAWord(int descriptor)
  {
    char byte;
    const ssize_t n = ::recv(descriptor, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
    return n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR);
  }

  /** Connections taken from the backlog in one turn of the I/O thread (then other work runs). */
  constexpr int acceptsPerTurn = 256;

  /**
   * How many descriptors of connections that are gone, or refused, may wait to be closed until
   * the backlog is empty: a quarter of the process's limit (the rest of the program keeps three
   * quarters), at least 16, at most SOMAXCONN (4096 on Linux: a whole default backlog).
   */
  std::size_t closeLaterLimit()
  {
    const std::size_t most = std::max(SOMAXCONN, 16);
    rlimit limit{};
    if(::getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
      return most;
    return std::clamp<std::size_t>(static_cast<std::size_t>(limit.rlim_cur / 4), 16, most);
  }

  /** Errors of accept() that concern only the connection it would have returned. */
  bool connectionError(int error)
  {
    switch(error)
    {
      case ECONNABORTED: case EPROTO: case ENETDOWN: case ENOPROTOOPT: case EHOSTDOWN: case ENONET:
      case EHOSTUNREACH: case EOPNOTSUPP: case ENETUNREACH: case EINTR:
        return true;
      default:
        return false;
    }
  }
}

struct StreamServer::Impl
{
  struct Client
  {
    std::shared_ptr<StreamConnection> connection;
    bool announced = false; ///< onConnect has returned.
  };

  Impl(Options options, Callbacks callbacks) : options(std::move(options)), callbacks(std::move(callbacks)) {}

  /** Waits until a connection waits in the backlog. */
  void accept();
  /**
   * Takes the connections waiting in the backlog in their order, up to acceptsPerTurn of them
   * or up to one that is set up; posts itself again if more may wait, else closes the
   * connections held for closing and waits again. A connection that is gone, or refused, is
   * only held for closing (until the backlog is empty, or closeLaterLimit() of them are held),
   * so that the host behind a storm of connects is greeted after one accept and one recv per
   * connection before it.
   */
  void drain();
  /** Sets up a connection: onConnect, its greeting, reading. */
  void admit(asio::ip::tcp::socket socket, const std::string& address);
  /** Holds a descriptor to be closed later; closes the held ones when closeLaterLimit() are held. */
  void closeLater(int descriptor);
  void closeHeld();
  /** Counts a connection that was gone before it was accepted; they are logged once a second. */
  void countGone();
  void logGone();
  std::string refusal(const asio::ip::address& address) const;
  void handleClose(ClientId id, const std::string& reason);
  void shutdown();
  void run();
  void log(std::string line);
  std::shared_ptr<StreamConnection> find(ClientId id) const;

  const Options options;
  const Callbacks callbacks;
  std::vector<AddressBlock> allowed;

  asio::io_context io;
  std::optional<asio::executor_work_guard<asio::io_context::executor_type>> work;
  asio::ip::tcp::acceptor acceptor{io};
  asio::steady_timer retryTimer{io};
  std::vector<int> heldForClosing; ///< I/O thread only.
  std::size_t heldLimit = 16;
  asio::steady_timer goneTimer{io};
  std::uint64_t gone = 0; ///< Connections gone before they were accepted, not logged yet (I/O thread).
  std::atomic<std::uint64_t> goneTotal{0};
  bool goneTimerRunning = false;
  std::thread thread;
  std::atomic<std::uint16_t> boundPort{0};
  ClientId nextId = 1; ///< I/O thread only.

  mutable std::mutex mutex;
  std::map<ClientId, Client> clients;

  std::mutex logMutex;
  std::deque<std::string> logLines;
};

void StreamServer::Impl::accept()
{
  acceptor.async_wait(asio::socket_base::wait_read, [this](const asio::error_code& error) {
    if(error == asio::error::operation_aborted || !acceptor.is_open())
      return;
    if(error)
    {
      log("waiting for connections failed: " + error.message());
      retryTimer.expires_after(std::chrono::milliseconds(100));
      retryTimer.async_wait([this](const asio::error_code& waitError) {
        if(!waitError)
          accept();
      });
      return;
    }
    drain();
  });
}

void StreamServer::Impl::drain()
{
  if(!acceptor.is_open())
    return;
  for(int taken = 0; taken < acceptsPerTurn; ++taken)
  {
    sockaddr_in peer{};
    socklen_t peerSize = sizeof(peer);
    const int descriptor = ::accept4(acceptor.native_handle(), reinterpret_cast<sockaddr*>(&peer), &peerSize, SOCK_CLOEXEC);
    if(descriptor < 0)
    {
      const int error = errno;
      if(connectionError(error))
        continue;
      // The backlog is empty (EAGAIN), or no descriptor is left (EMFILE, ENFILE, ...): close
      // what is held, and wait (after a failure a little, instead of spinning).
      closeHeld();
      if(error == EAGAIN || error == EWOULDBLOCK)
        accept();
      else
      {
        log("accept failed: " + std::error_code(error, std::generic_category()).message());
        retryTimer.expires_after(std::chrono::milliseconds(100));
        retryTimer.async_wait([this](const asio::error_code& waitError) {
          if(!waitError)
            accept();
        });
      }
      return;
    }
    // A storm of connects that are closed at once must not delay the next host: such a
    // connection costs an accept and a recv now, and a close when the backlog is empty.
    if(goneWithoutAWord(descriptor))
    {
      countGone();
      closeLater(descriptor);
      continue;
    }
    // The acceptor is IPv4 (Options::bindAddress), so the peer is an IPv4 address.
    const asio::ip::tcp::endpoint endpoint(asio::ip::address_v4(ntohl(peer.sin_addr.s_addr)), ntohs(peer.sin_port));
    const std::string address = describe(endpoint);
    const std::string reason = refusal(endpoint.address());
    if(!reason.empty())
    {
      closeLater(descriptor);
      log("refused " + address + ": " + reason);
      if(callbacks.onRefuse)
        callbacks.onRefuse(address, reason);
      continue;
    }
    asio::ip::tcp::socket socket(io);
    asio::error_code assignError;
    socket.assign(asio::ip::tcp::v4(), descriptor, assignError);
    if(assignError)
    {
      ::close(descriptor);
      log("cannot serve " + address + ": " + assignError.message());
      continue;
    }
    // A client that is set up ends the turn: its first reads (and those of the clients before
    // it, which may be gone and leave room for more clients) run before the next accept.
    admit(std::move(socket), address);
    break;
  }
  asio::post(io, [this] { drain(); }); // more may wait; what else is due runs first
}

void StreamServer::Impl::admit(asio::ip::tcp::socket socket, const std::string& address)
{
  const ClientId id = nextId++;
  StreamConnection::Handlers handlers;
  handlers.onFrame = [this, id](Frame& frame) {
    if(callbacks.onFrame)
      callbacks.onFrame(id, frame.component, frame.type, frame.payload);
  };
  handlers.onClose = [this, id](const std::string& closeReason) { handleClose(id, closeReason); };
  auto connection = std::make_shared<StreamConnection>(std::move(socket), options.link, std::move(handlers));
  {
    std::lock_guard lock(mutex);
    clients[id] = Client{connection, false};
  }
  log("client " + std::to_string(id) + " connected from " + address);
  if(callbacks.onConnect)
    callbacks.onConnect(id, address);
  {
    std::lock_guard lock(mutex);
    if(const auto i = clients.find(id); i != clients.end())
      i->second.announced = true;
  }
  connection->start(); // writes what onConnect sent before anything else
}

void StreamServer::Impl::closeLater(int descriptor)
{
  heldForClosing.push_back(descriptor);
  if(heldForClosing.size() >= heldLimit)
    closeHeld();
}

void StreamServer::Impl::closeHeld()
{
  for(const int descriptor : heldForClosing)
    ::close(descriptor);
  heldForClosing.clear();
}

void StreamServer::Impl::countGone()
{
  ++gone;
  ++goneTotal;
  if(goneTimerRunning)
    return;
  goneTimerRunning = true;
  goneTimer.expires_after(std::chrono::seconds(1));
  goneTimer.async_wait([this](const asio::error_code&) {
    goneTimerRunning = false;
    logGone();
  });
}

void StreamServer::Impl::logGone()
{
  if(gone > 0)
    log(gone == 1 ? std::string("1 connection was closed by its peer before it was accepted (nothing received, nothing sent)")
                  : std::to_string(gone) + " connections were closed by their peers before they were accepted (nothing received, nothing sent)");
  gone = 0;
}

std::string StreamServer::Impl::refusal(const asio::ip::address& address) const
{
  if(!allowed.empty())
  {
    const bool v4 = address.is_v4() || (address.is_v6() && address.to_v6().is_v4_mapped());
    const std::uint32_t value =
      address.is_v4() ? address.to_v4().to_uint()
                      : v4 ? asio::ip::make_address_v4(asio::ip::v4_mapped, address.to_v6()).to_uint() : 0;
    bool ok = false;
    for(const AddressBlock& block : allowed)
      ok = ok || (v4 && block.contains(value));
    if(!ok)
      return "address " + address.to_string() + " not allowed";
  }
  std::lock_guard lock(mutex);
  if(clients.size() >= options.maxClients)
    return "already " + std::to_string(clients.size()) + " clients connected (max clients)";
  return {};
}

void StreamServer::Impl::handleClose(ClientId id, const std::string& reason)
{
  {
    std::lock_guard lock(mutex);
    clients.erase(id);
  }
  log("client " + std::to_string(id) + " disconnected: " + reason);
  if(callbacks.onDisconnect)
    callbacks.onDisconnect(id, reason);
}

void StreamServer::Impl::shutdown()
{
  asio::error_code ignored;
  acceptor.close(ignored);
  closeHeld();
  retryTimer.cancel();
  goneTimer.cancel();
  std::vector<std::shared_ptr<StreamConnection>> open;
  {
    std::lock_guard lock(mutex);
    for(const auto& [id, client] : clients)
      open.push_back(client.connection);
  }
  for(const auto& connection : open)
    connection->close("server stopped");
  work.reset();
}

void StreamServer::Impl::run()
{
  for(;;)
  {
    try
    {
      io.run();
      return;
    }
    catch(const std::exception& exception)
    {
      log(std::string("exception in a callback: ") + exception.what());
    }
  }
}

void StreamServer::Impl::log(std::string line)
{
  if(callbacks.onLog)
    callbacks.onLog(line);
  std::lock_guard lock(logMutex);
  if(logLines.size() == maxLogLines)
    logLines.pop_front();
  logLines.push_back(std::move(line));
}

std::shared_ptr<StreamConnection> StreamServer::Impl::find(ClientId id) const
{
  std::lock_guard lock(mutex);
  const auto i = clients.find(id);
  return i == clients.end() ? nullptr : i->second.connection;
}

StreamServer::StreamServer(Options options, Callbacks callbacks)
  : impl(std::make_unique<Impl>(std::move(options), std::move(callbacks)))
{}

StreamServer::~StreamServer()
{
  stop();
}

bool StreamServer::start(std::string& error)
{
  if(impl->thread.joinable())
  {
    error = "the server is already running";
    return false;
  }
  impl->allowed.clear();
  for(const std::string& entry : impl->options.allowedAddresses)
  {
    AddressBlock block;
    if(!parseBlock(entry, block))
    {
      error = "allowed address \"" + entry + "\" is neither an IPv4 address nor a block like 10.0.0.0/8";
      return false;
    }
    impl->allowed.push_back(block);
  }
  asio::error_code failure;
  const asio::ip::address_v4 address = asio::ip::make_address_v4(impl->options.bindAddress, failure);
  if(failure)
  {
    error = "bind address \"" + impl->options.bindAddress + "\" is not an IPv4 address";
    return false;
  }
  const asio::ip::tcp::endpoint endpoint(address, impl->options.port);
  impl->acceptor.open(endpoint.protocol(), failure);
  if(!failure)
    impl->acceptor.set_option(asio::socket_base::reuse_address(true), failure);
  if(!failure)
    impl->acceptor.bind(endpoint, failure);
  if(!failure)
    impl->acceptor.listen(asio::socket_base::max_listen_connections, failure);
  if(!failure)
    impl->acceptor.non_blocking(true, failure); // drain() takes connections until the backlog is empty
  if(failure)
  {
    error = "cannot listen on " + describe(endpoint) + ": " + failure.message();
    asio::error_code ignored;
    impl->acceptor.close(ignored);
    return false;
  }
  impl->boundPort = impl->acceptor.local_endpoint().port();
  impl->heldLimit = closeLaterLimit();
  impl->goneTotal = 0;
  impl->io.restart();
  impl->work.emplace(impl->io.get_executor());
  impl->accept();
  impl->thread = std::thread([this] { impl->run(); });
  return true;
}

void StreamServer::stop()
{
  if(!impl->thread.joinable())
    return;
  if(std::this_thread::get_id() == impl->thread.get_id())
  {
    impl->shutdown(); // from a callback: the thread ends by itself and is joined later
    return;
  }
  asio::post(impl->io, [this] { impl->shutdown(); });
  impl->thread.join();
}

std::uint16_t StreamServer::port() const
{
  return impl->boundPort;
}

bool StreamServer::send(ClientId client, std::uint16_t component, std::uint16_t type, const void* data, std::size_t size,
                        Priority priority)
{
  const auto connection = impl->find(client);
  return connection && connection->send(component, type, data, size, priority);
}

std::size_t StreamServer::sendToAll(std::uint16_t component, std::uint16_t type, const void* data, std::size_t size,
                                    Priority priority)
{
  std::vector<std::shared_ptr<StreamConnection>> targets;
  {
    std::lock_guard lock(impl->mutex);
    targets.reserve(impl->clients.size());
    for(const auto& [id, client] : impl->clients)
      if(client.announced)
        targets.push_back(client.connection);
  }
  std::size_t queued = 0;
  for(const auto& connection : targets)
    queued += connection->send(component, type, data, size, priority) ? 1 : 0;
  return queued;
}

void StreamServer::disconnect(ClientId client, const std::string& reason)
{
  if(const auto connection = impl->find(client))
    connection->closeLater(reason);
}

std::vector<StreamServer::ClientId> StreamServer::clients() const
{
  std::lock_guard lock(impl->mutex);
  std::vector<ClientId> result;
  for(const auto& [id, client] : impl->clients)
    if(client.announced)
      result.push_back(id);
  return result;
}

std::optional<LinkStats> StreamServer::stats(ClientId client) const
{
  const auto connection = impl->find(client);
  if(!connection)
    return std::nullopt;
  return connection->stats();
}

std::uint64_t StreamServer::goneBeforeAccept() const
{
  return impl->goneTotal;
}

std::vector<std::string> StreamServer::takeLog()
{
  std::lock_guard lock(impl->logMutex);
  std::vector<std::string> lines(std::make_move_iterator(impl->logLines.begin()), std::make_move_iterator(impl->logLines.end()));
  impl->logLines.clear();
  return lines;
}
