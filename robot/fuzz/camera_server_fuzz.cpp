// libFuzzer target: a camera server's byte stream (CameraServerReader): the first byte chooses
// the size of the pieces the stream arrives in, the rest is the stream. Nothing may crash, read
// or write out of bounds or size an image or a data frame beyond the protocol's bounds; every
// image and data frame must have the size its header states, and a refused stream must say why.
// A data frame's payload is read as the robot reads it (SimulatedPercepts, GroundTruthWorldState),
// and the stream's 16-byte pieces as a server reads a client's requests.
#include "Platform/Nao/CameraServerReader.h"
#include "Platform/Nao/SimulatedPercepts.h"
#include "Representations/Infrastructure/GroundTruthWorldState.h"
#include "Streaming/InStreams.h"
#include <algorithm>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  if(size == 0)
    return 0;
  for(std::size_t offset = 1; offset + CameraServer::requestSize <= size; offset += CameraServer::requestSize)
  {
    CameraServer::Request request;
    const std::string error = CameraServer::parse(data + offset, request);
    if(error.empty() && request.kind >= CameraServer::numOfKinds)
      std::abort(); // an accepted request has a kind
  }
  const std::size_t piece = 1 + data[0] * 37u;
  CameraServerReader reader(data[0] & 1 ? -1 : 0);
  CameraImage image;
  for(std::size_t offset = 1; offset < size;)
  {
    const std::span<std::uint8_t> target = reader.next(image);
    if(target.empty())
      std::abort();
    const std::size_t count = std::min({piece, target.size(), size - offset});
    std::copy_n(data + offset, count, target.begin());
    offset += count;
    switch(reader.received(count, image))
    {
      case CameraServerReader::Status::image:
        if(image.getImageWidth() != reader.header().width || image.height != reader.header().height ||
           image.byteSize() != reader.header().imageSize())
          std::abort();
        break;
      case CameraServerReader::Status::data:
      {
        if(reader.data().size() != reader.header().dataSize || reader.data().size() > CameraServer::maxDataSize)
          std::abort();
        InBinaryMemory payload(reader.data().data(), reader.data().size());
        if(reader.header().kind == CameraServer::percepts)
        {
          SimulatedPercepts percepts;
          payload >> percepts;
        }
        else
        {
          GroundTruthWorldState world;
          payload >> world;
        }
        if(payload.failed() && payload.error().empty())
          std::abort();
        break;
      }
      case CameraServerReader::Status::malformed:
        if(reader.error().empty() || !reader.next(image).empty())
          std::abort();
        return 0;
      case CameraServerReader::Status::incomplete:
        if(image.getImageWidth() > CameraServer::maxSize || image.height > CameraServer::maxSize)
          std::abort();
        break;
    }
  }
  return 0;
}
