/**
 * @file Platform/Nao/CameraServerReader.h
 * Cuts the byte stream of a camera server into headers and images.
 */
#pragma once

#include "ImageProcessing/CameraImage.h"
#include "Platform/Nao/CameraServerProtocol.h"
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

/**
 * Cuts the byte stream of a camera server (docs/formats/camera-server.md) into headers and
 * images. The caller receives into the span next() gives (the header buffer, then the pixels
 * of the image straight into a CameraImage, whose size is changed only when the header states
 * another size) and reports how many bytes arrived. A data frame (Touchline's extension) is
 * received into data() instead. Every header is checked before anything is sized by it; a bad
 * header, or one from the other camera, makes the stream malformed: where the next image starts
 * cannot be known, so the connection must be started anew (reset()).
 */
class CameraServerReader
{
public:
  enum class Status
  {
    incomplete, ///< More bytes are needed.
    image,      ///< An image is complete (in the CameraImage, header() describes it).
    data,       ///< A data frame is complete (in data(), header() describes it).
    malformed,  ///< See error(); reset() before using the reader again.
  };

  /** @param camera The camera whose server this is (0 upper, 1 lower); -1: accept both. */
  explicit CameraServerReader(int camera = -1) : camera(camera) {}

  /** Where the next bytes go (never empty unless malformed). */
  std::span<std::uint8_t> next(CameraImage& image);
  /** count bytes were written into the span next() gave (count <= its size). */
  Status received(std::size_t count, CameraImage& image);

  /** The header of the last complete frame (or of the one being received). */
  const CameraServer::Header& header() const { return current; }
  /** The bytes of the last complete data frame. */
  const std::vector<std::uint8_t>& data() const { return dataBytes; }
  const std::string& error() const { return lastError; }
  /** Starts again with a header (after a new connection). */
  void reset();

private:
  int camera;
  std::array<std::uint8_t, CameraServer::headerSize> headerBytes{};
  CameraServer::Header current;
  std::vector<std::uint8_t> dataBytes; ///< The data frame being received (its capacity is kept).
  std::size_t filled = 0;  ///< Bytes of the header or of the pixels received so far.
  bool inPixels = false;   ///< The header is complete, the pixels are being received.
  bool malformed = false;
  std::string lastError;
};
