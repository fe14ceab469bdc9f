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

/**
 * A camera whose images come from a camera server (docs/formats/camera-server.md) over TCP:
 * the upper camera's server at a port, the lower camera's at the next one. Receives the pixels
 * straight into the image. The image's timestamp is the time its last byte arrived. A server
 * that closes the connection or sends something that is not the protocol makes read() fail;
 * the caller closes and opens again (CameraInput).
 */
class CameraServerClient : public CameraDevice
{
public:
  /**
   * @param host The server's host (name or address).
   * @param port The upper camera's port; the lower camera's is port + 1.
   * @param camera 0 upper, 1 lower.
   */
  CameraServerClient(std::string host, std::uint16_t port, int camera);

  bool open(const Format& format, std::string& error) override;
  Result read(CameraImage& image, std::chrono::milliseconds timeout, std::string& error) override;
  void close() override;
  bool isOpen() const override { return socket.isOpen(); }
  std::string name() const override;

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
  StreamSocket socket;
  CameraServerReader reader;
};
