/**
 * @file SimCameras.h
 * The simulated cameras of one body: two camera servers and the thread that renders for them.
 */
#pragma once

#include "CameraRenderer.h"
#include "Listener.h"
#include "Physics/PhysicsWorld.h"
#include "Math/Eigen.h"
#include "Percepts/PerceptSimulator.h"
#include "Platform/Nao/CameraServerProtocol.h"
#include "Representations/Infrastructure/GroundTruthWorldState.h"
#include <array>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

/**
 * The two cameras of one simulated body, served with the protocol of the Webots LoLA controller
 * (docs/formats/camera-server.md): a TCP server for the upper camera at a port and one for the
 * lower camera at the next. The simulator's loop hands over what the cameras see (capture(),
 * cheap: a copy under a lock); a thread of its own renders and sends, so that rendering never
 * delays a LoLA state message. Each server has at most one client (a new one replaces the
 * old); images are rendered only for a connected client.
 *
 * A client is pushed an image whenever the loop says one is due (30 Hz), and an image is
 * dropped (counted) when the client has not taken the previous one yet. A client that asks for
 * frames (Touchline's request, the robot program in lock-step) gets exactly one frame per
 * request, of the first cycle at or after the one it names, and nothing else; such a frame is
 * never dropped. The loop hands over the scene of every cycle while clients are connected.
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
    std::shared_ptr<const std::vector<PhysicsWorld::Solid>> solids; ///< The robots' shapes (mm), shared by the bodies.
    std::shared_ptr<const GroundTruthWorldState> truth; ///< The world as it is (for percepts and the true world), shared.
    int self = -1;                                ///< Whose cameras these are (its head is not drawn).
  };

  /** What the body's cameras serve beside images (nullptr / defaults: images only). */
  struct Tiers
  {
    const PerceptSimulator* percepts = nullptr; ///< Computes the percepts tier's frames; shared, outlives this object.
    unsigned seed = 0;                          ///< Of the percepts' noise (with the body's index and the camera).
    bool flipped = false;                       ///< The body's team defends the goal at positive x: its true world is turned by 180 degrees.
  };

  /**
   * @param index The body's index (in messages).
   * @param renderer Shared by all bodies; outlives this object.
   * @param intrinsics Upper, lower.
   */
  SimCameras(int index, const CameraRenderer& renderer, const std::array<CameraRenderer::Intrinsics, 2>& intrinsics, const Tiers& tiers);
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

  /**
   * Hands over what the cameras see now. Clients that ask for frames are served from it when they
   * asked for its cycle or an earlier one; the others are pushed an image if pushImage.
   */
  void capture(const Scene& scene, bool pushImage);

  /** Whether a client is connected to either camera (scenes are handed over and images rendered only then). */
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
    std::atomic<bool> requesting{false};           ///< The client asks for its frames.
    std::vector<CameraServer::Request> requests;   ///< Asked for, not yet served (oldest first).
    std::array<std::uint8_t, CameraServer::requestSize> requestBytes{}; ///< A request being received.
    std::size_t requestFilled = 0;
    std::atomic<unsigned> images{0}, dropped{0};
  };

  /** The most requests a client may have waiting; more close its connection. */
  static constexpr std::size_t maxRequests = 16;

  void run();
  void message(const std::string& text) const;
  void accept(std::size_t camera);
  void closeClient(std::size_t camera, const std::string& why);
  /** Sends what is pending; closes the client on errors. */
  void send(std::size_t camera);
  /** Makes the frame of a kind from the scene into the camera's buffer (to be sent). */
  void makeFrame(std::size_t camera, const Scene& scene, CameraServer::Kind kind);
  /** Streams a data frame's payload into the camera's buffer behind its header. */
  void makeDataFrame(std::size_t camera, const Scene& scene, CameraServer::Kind kind, const Streamable& payload);
  /** Reads what the client sent: requests (malformed ones close the connection) or its end. */
  void receive(std::size_t camera);
  /**
   * Takes the newest scene handed over (if there is a new one) into current; returns whether there was one.
   * @param push If given, receives (and clears) whether a scene was due for the clients that do not ask
   *             since the last call; then that scene is in due (a later cycle's scene may be newer).
   */
  bool takeScene(bool* push);
  /** Serves the oldest request if the scene is of its cycle or later and nothing is being sent. */
  void serveRequests(std::size_t camera);

  int index;
  const CameraRenderer& renderer;
  std::array<CameraRenderer::Intrinsics, 2> intrinsics;
  Tiers tiers;
  std::array<std::mt19937, 2> random;  ///< Per camera: the percepts' noise.
  SimulatedPercepts percepts;          ///< Reused for every percepts frame.
  GroundTruthWorldState world;         ///< Reused for every world frame.
  std::string host;
  std::uint16_t port = 0;
  std::array<Server, 2> servers;
  int wakeFd = -1;          ///< eventfd: a new scene, or stop
  std::mutex mutex;
  Scene scene;              ///< The newest scene (under mutex).
  bool haveScene = false;   ///< (under mutex)
  Scene dueScene;           ///< The newest scene of a cycle due for the clients that do not ask (under mutex).
  bool pushScene = false;   ///< dueScene is new (under mutex).
  Scene current;            ///< The newest scene the thread took (the thread's own).
  Scene due;                ///< The due scene the thread took last (the thread's own).
  bool haveCurrent = false;
  std::atomic<bool> stopping{false};
  std::atomic<bool> disconnectRequested{false};
  std::thread thread;
};
