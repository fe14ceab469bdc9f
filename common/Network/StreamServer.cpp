/**
 * @file Network/StreamServer.cpp
 * The TCP server side of the framed transport (the robot's end of the debug link).
 */
#include "Network/Asio.hpp" // first, see there
#include "Network/StreamServer.h"
#include "Network/StreamConnection.hpp"
#include <atomic>
#include <charconv>
#include <deque>
#include <exception>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

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
}

struct StreamServer::Impl
{
  struct Client
  {
    std::shared_ptr<StreamConnection> connection;
    bool announced = false; ///< onConnect has returned.
  };

  Impl(Options options, Callbacks callbacks) : options(std::move(options)), callbacks(std::move(callbacks)) {}

  void accept();
  void handleAccept(const asio::error_code& error, asio::ip::tcp::socket socket);
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
  acceptor.async_accept([this](const asio::error_code& error, asio::ip::tcp::socket socket) {
    handleAccept(error, std::move(socket));
  });
}

void StreamServer::Impl::handleAccept(const asio::error_code& error, asio::ip::tcp::socket socket)
{
  if(error == asio::error::operation_aborted || !acceptor.is_open())
    return;
  if(error)
  {
    // Out of file descriptors or similar: try again a little later instead of spinning.
    log("accept failed: " + error.message());
    retryTimer.expires_after(std::chrono::milliseconds(100));
    retryTimer.async_wait([this](const asio::error_code& waitError) {
      if(!waitError)
        accept();
    });
    return;
  }
  asio::error_code endpointError;
  const asio::ip::tcp::endpoint endpoint = socket.remote_endpoint(endpointError);
  if(endpointError) // already gone again
  {
    accept();
    return;
  }
  const std::string address = describe(endpoint);
  const std::string reason = refusal(endpoint.address());
  if(!reason.empty())
  {
    asio::error_code ignored;
    socket.close(ignored);
    log("refused " + address + ": " + reason);
    if(callbacks.onRefuse)
      callbacks.onRefuse(address, reason);
    accept();
    return;
  }

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
  accept();
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
  retryTimer.cancel();
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
  if(failure)
  {
    error = "cannot listen on " + describe(endpoint) + ": " + failure.message();
    asio::error_code ignored;
    impl->acceptor.close(ignored);
    return false;
  }
  impl->boundPort = impl->acceptor.local_endpoint().port();
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

std::vector<std::string> StreamServer::takeLog()
{
  std::lock_guard lock(impl->logMutex);
  std::vector<std::string> lines(std::make_move_iterator(impl->logLines.begin()), std::make_move_iterator(impl->logLines.end()));
  impl->logLines.clear();
  return lines;
}
