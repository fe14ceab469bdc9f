/**
 * @file Platform/Nao/CameraServerProtocol.cpp
 * Reading and writing the 16-byte header of the camera protocol.
 */
#include "Platform/Nao/CameraServerProtocol.h"
#include <cstring>

namespace
{
  std::uint16_t read16(const std::uint8_t* bytes) { return static_cast<std::uint16_t>(bytes[0] | bytes[1] << 8); }

  std::uint32_t read32(const std::uint8_t* bytes) { return static_cast<std::uint32_t>(read16(bytes)) | static_cast<std::uint32_t>(read16(bytes + 2)) << 16; }

  void write16(std::uint16_t value, std::uint8_t* bytes)
  {
    bytes[0] = static_cast<std::uint8_t>(value);
    bytes[1] = static_cast<std::uint8_t>(value >> 8);
  }

  void write32(std::uint32_t value, std::uint8_t* bytes)
  {
    write16(static_cast<std::uint16_t>(value), bytes);
    write16(static_cast<std::uint16_t>(value >> 16), bytes + 2);
  }

  /** The first 8 bytes as text for a message: printable characters as they are, others as \xNN. */
  std::string shown(const std::uint8_t* bytes)
  {
    static const char digits[] = "0123456789abcdef";
    std::string text;
    for(std::size_t i = 0; i < CameraServer::magic.size(); ++i)
      if(bytes[i] >= 0x20 && bytes[i] < 0x7f && bytes[i] != '\\')
        text += static_cast<char>(bytes[i]);
      else
        text += std::string("\\x") + digits[bytes[i] >> 4] + digits[bytes[i] & 15];
    return text;
  }
}

const char* CameraServer::name(Kind kind)
{
  switch(kind)
  {
    case image: return "image";
    case percepts: return "percepts";
    case world: return "world";
    default: return "?";
  }
}

std::string CameraServer::parse(const std::uint8_t* bytes, Header& header)
{
  if(std::memcmp(bytes, dataMagic.data(), dataMagic.size()) == 0)
  {
    header.tick = read16(bytes + 8);
    header.camera = bytes[10];
    header.kind = static_cast<Kind>(bytes[11]);
    header.dataSize = read32(bytes + 12);
    header.width = header.height = 0;
    if(header.camera > 1)
      return "data header: camera " + std::to_string(header.camera) + " (0 upper, 1 lower)";
    if(header.kind == image || header.kind >= numOfKinds)
      return "data header: kind " + std::to_string(static_cast<unsigned>(bytes[11])) + " (1 percepts, 2 world)";
    if(header.dataSize > maxDataSize)
      return "data header: " + std::to_string(header.dataSize) + " bytes (at most " + std::to_string(maxDataSize) + ")";
    return {};
  }
  if(std::memcmp(bytes, magic.data(), magic.size()) != 0)
    return "image header: starts with \"" + shown(bytes) + "\" instead of \"wbimage\\x00\"";
  header.kind = image;
  header.dataSize = 0;
  header.tick = read16(bytes + 8);
  header.camera = bytes[10];
  header.bytesPerPixel = bytes[11];
  header.width = read16(bytes + 12);
  header.height = read16(bytes + 14);
  if(header.bytesPerPixel != bytesPerPixel)
    return "image header: " + std::to_string(header.bytesPerPixel) + " bytes per pixel (the protocol has 2)";
  if(header.camera > 1)
    return "image header: camera " + std::to_string(header.camera) + " (0 upper, 1 lower)";
  if(header.width < 2 || header.width > maxSize || header.width % 2 || header.height < 1 || header.height > maxSize)
    return "image header: " + std::to_string(header.width) + " x " + std::to_string(header.height) +
           " pixels (the width must be even, both 1.." + std::to_string(maxSize) + ")";
  return {};
}

void CameraServer::write(const Header& header, std::uint8_t* bytes)
{
  if(header.kind != image)
  {
    std::memcpy(bytes, dataMagic.data(), dataMagic.size());
    write16(header.tick, bytes + 8);
    bytes[10] = header.camera;
    bytes[11] = header.kind;
    write32(header.dataSize, bytes + 12);
    return;
  }
  std::memcpy(bytes, magic.data(), magic.size());
  write16(header.tick, bytes + 8);
  bytes[10] = header.camera;
  bytes[11] = header.bytesPerPixel;
  write16(header.width, bytes + 12);
  write16(header.height, bytes + 14);
}

std::string CameraServer::parse(const std::uint8_t* bytes, Request& request)
{
  if(std::memcmp(bytes, requestMagic.data(), requestMagic.size()) != 0)
    return "request: starts with \"" + shown(bytes) + "\" instead of \"tlwant\\x00\\x00\"";
  request.tick = read16(bytes + 8);
  if(bytes[10] >= numOfKinds)
    return "request: kind " + std::to_string(static_cast<unsigned>(bytes[10])) + " (0 image, 1 percepts, 2 world)";
  request.kind = static_cast<Kind>(bytes[10]);
  return {};
}

void CameraServer::write(const Request& request, std::uint8_t* bytes)
{
  std::memset(bytes, 0, requestSize);
  std::memcpy(bytes, requestMagic.data(), requestMagic.size());
  write16(request.tick, bytes + 8);
  bytes[10] = request.kind;
}
