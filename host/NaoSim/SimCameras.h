/**
 * @file SimCameras.h
 * The simulated cameras of one body: two camera servers and the thread that renders for them.
 */
#pragma once

#include "CameraRenderer.h"
#include "Listener.h"
#include "Physics/PhysicsWorld.h"
#include "Math/Eigen.h"
#include <array>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

/**
 * The two cameras of one simulated body, served with the protocol of the Webots LoLA controller
 * (docs/formats/camera-server.md): a TCP server for the upper camera at a port and one for the
 * lower camera at the next. The simulator's loop hands over what the cameras see (capture(),
 * cheap: a copy under a lock); a thread of its own renders and sends, so that rendering never
 * delays a LoLA state message. Each server has at most one client (a new one replaces the
 * old); images are rendered only for a connected client, and an image is dropped (counted) when
 * the client has not taken the previous one yet.
 */
class SimCameras
{
public:
  /** What the cameras see at one moment. */
  struct Scene
  {
    std::uint16_t tick = 0;                       ///< The LoLA cycle (Battery[3] of its state message).
    std::array<Eigen::Isometry3f, 2> cameras;     ///< Upper, lower in field coordinates (mm).
    Vector3f ball = Vector3f::Zero();             ///< The ball's centre on the field (mm).
    std::vector<PhysicsWorld::Solid> solids;      ///< The robots' shapes (mm).
    int self = -1;                                ///< Whose cameras these are (its head is not drawn).
  };

  /**
   * @param index The body's index (in messages).
   * @param renderer Shared by all bodies; outlives this object.
   * @param intrinsics Upper, lower.
   */
  SimCameras(int index, const CameraRenderer& renderer, const std::array<CameraRenderer::Intrinsics, 2>& intrinsics);
  ~SimCameras();
  SimCameras(const SimCameras&) = delete;
  SimCameras& operator=(const SimCameras&) = delete;

  /**
   * Listens on host at port (upper) and port + 1 (lower) and starts the thread. Port 0: a free
   * pair of neighbouring ports.
   * @return Whether both servers listen; error says why not.
   */
  bool open(const std::string& host, std::uint16_t port, std::string& error);
  /** Stops the thread and closes all sockets. */
  void close();

  /** Hands over what the cameras see now; they render it if their clients are ready. */
  void capture(const Scene& scene);

  /** Whether a client is connected to either camera (images are rendered only then). */
  bool hasClients() const { return servers[0].connected || servers[1].connected; }
  std::uint16_t getPort() const { return port; }
  const std::string& getHost() const { return host; }
  /** "cameras=127.0.0.1:10001 top: client yes, images 120, dropped 0; bottom: ..." */
  std::string describe() const;
  /** Closes the connections to both clients (they may connect again). */
  void disconnect();

private:
  /** One camera server. */
  struct Server
  {
    Listener listener;
    int client = -1;
    std::vector<std::uint8_t> buffer; ///< Header and pixels of the image being sent.
    std::size_t sent = 0;             ///< Bytes of buffer sent; == buffer.size(): idle.
    std::atomic<bool> connected{false};
    std::atomic<unsigned> images{0}, dropped{0};
  };

  void run();
  void message(const std::string& text) const;
  void accept(std::size_t camera);
  void closeClient(std::size_t camera, const std::string& why);
  /** Sends what is pending; closes the client on errors. */
  void send(std::size_t camera);
  void render(std::size_t camera, const Scene& scene);

  int index;
  const CameraRenderer& renderer;
  std::array<CameraRenderer::Intrinsics, 2> intrinsics;
  std::string host;
  std::uint16_t port = 0;
  std::array<Server, 2> servers;
  int wakeFd = -1;          ///< eventfd: a new scene, or stop
  std::mutex mutex;
  Scene scene;              ///< The newest scene (under mutex).
  bool haveScene = false;   ///< (under mutex)
  std::atomic<bool> stopping{false};
  std::atomic<bool> disconnectRequested{false};
  std::thread thread;
};
