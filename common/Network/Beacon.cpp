/**
 * @file Network/Beacon.cpp
 * The UDP beacon a robot broadcasts (name, address, port, state) and its wire format.
 */
#include "Network/Beacon.h"
#include "Network/FrameHeader.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"

std::string encodeBeacon(const Beacon& beacon)
{
  OutBinaryMemory payload(256);
  payload << beacon;
  return encodeFrame(0, LinkControl::beacon, payload.data(), payload.size());
}

bool decodeBeaconPayload(std::string_view payload, Beacon& beacon, std::string& error)
{
  InBinaryMemory stream(payload.data(), payload.size());
  Beacon read;
  stream >> read;
  if(stream.failed())
  {
    error = "beacon: " + stream.error();
    return false;
  }
  if(stream.bytesLeft() > 0)
  {
    error = "beacon: " + std::to_string(stream.bytesLeft()) + " bytes after the beacon";
    return false;
  }
  beacon = std::move(read);
  return true;
}

bool decodeBeacon(const char* data, std::size_t size, Beacon& beacon, std::string& error)
{
  if(size < FrameHeader::size)
  {
    error = "datagram of " + std::to_string(size) + " bytes is shorter than a frame header";
    return false;
  }
  const FrameHeader header = FrameHeader::decode(data);
  if(header.type != LinkControl::beacon)
  {
    error = "frame type " + std::to_string(header.type) + " is not a beacon";
    return false;
  }
  if(header.payloadSize != size - FrameHeader::size)
  {
    error = "payload_size " + std::to_string(header.payloadSize) + " does not match the " +
            std::to_string(size - FrameHeader::size) + " bytes after the header";
    return false;
  }
  return decodeBeaconPayload(std::string_view(data + FrameHeader::size, header.payloadSize), beacon, error);
}
