/**
 * @file Platform/Nao/CameraServerClient.h
 * A camera whose images come from a camera server (touchline-naosim, the Webots LoLA controller).
 */
#pragma once

#include "Platform/Nao/CameraDevice.h"
#include "Platform/Nao/CameraServerReader.h"
#include "Platform/Nao/StreamSocket.h"
#include <cstdint>
#include <string>
#include <vector>

/**
 * A camera whose images come from a camera server (docs/formats/camera-server.md) over TCP:
 * the upper camera's server at a port, the lower camera's at the next one. Receives the pixels
 * straight into the image. The image's timestamp is the time its last byte arrived on the
 * monotonic clock, and the time of the LoLA cycle it was taken in (its tick) on simulated time.
 * A server that closes the connection or sends something that is not the protocol makes read()
 * fail; the caller closes and opens again (CameraInput).
 *
 * A client for another kind than images (touchline-naosim's simulated percepts or true world)
 * asks for every frame (request()) and receives data frames: read() reports each as an image
 * (only its timestamp is set), its bytes are in data().
 */
class CameraServerClient : public CameraDevice
{
public:
  /**
   * @param host The server's host (name or address).
   * @param port The upper camera's port; the lower camera's is port + 1.
   * @param camera 0 upper, 1 lower.
   */
  CameraServerClient(std::string host, std::uint16_t port, int camera, CameraServer::Kind kind = CameraServer::image);

  bool open(const Format& format, std::string& error) override;
  Result read(CameraImage& image, std::chrono::milliseconds timeout, std::string& error) override;
  void close() override;
  bool isOpen() const override { return socket.isOpen(); }
  bool request(unsigned time, std::string& error) override;
  bool canRequest() const override { return true; }
  std::string name() const override;

  /** The bytes of the last data frame. */
  const std::vector<std::uint8_t>& data() const { return reader.data(); }

  /** The LoLA tick of the last image (the controller counts LoLA's cycles). */
  std::uint16_t tick() const { return reader.header().tick; }

  /**
   * Splits "HOST[:PORT]" (PORT 1..65534, default CameraServer::defaultPort).
   * @return "" or what is wrong.
   */
  static std::string parse(const std::string& text, std::string& host, std::uint16_t& port);

  /** The server the program was given (--camera-server), "" if none: then the cameras are V4L2's. */
  static std::string getDefaultServer();
  static void setDefaultServer(const std::string& server);

private:
  std::string host;
  std::uint16_t port;
  int camera;
  CameraServer::Kind kind;
  StreamSocket socket;
  CameraServerReader reader;
};
