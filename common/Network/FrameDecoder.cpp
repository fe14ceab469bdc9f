/**
 * @file Network/FrameDecoder.cpp
 * Cutting a byte stream into frames (8-byte header: component, type, size), bounded.
 */
#include "Network/FrameDecoder.h"
#include <algorithm>
#include <cstring>

bool FrameDecoder::feed(const char* data, std::size_t size, const Handler& handler)
{
  while(size > 0 && !failed())
  {
    if(!inPayload)
    {
      const std::size_t n = std::min(FrameHeader::size - headerFill, size);
      std::memcpy(header + headerFill, data, n);
      headerFill += n;
      data += n;
      size -= n;
      if(headerFill < FrameHeader::size)
        break;
      const FrameHeader decoded = FrameHeader::decode(header);
      headerFill = 0;
      if(decoded.payloadSize > maxPayloadSize)
      {
        errorText = "frame " + std::to_string(completeFrames + 1) + ": payload_size " + std::to_string(decoded.payloadSize) +
                    " exceeds the limit of " + std::to_string(maxPayloadSize);
        break;
      }
      current.component = decoded.component;
      current.type = decoded.type;
      preparePayload(decoded.payloadSize);
      payloadFill = 0;
      inPayload = true;
      if(decoded.payloadSize == 0)
        finishFrame(handler);
    }
    else
    {
      const std::size_t n = std::min(current.payload.size() - payloadFill, size);
      std::memcpy(current.payload.data() + payloadFill, data, n);
      payloadFill += n;
      data += n;
      size -= n;
      if(payloadFill == current.payload.size())
        finishFrame(handler);
    }
  }
  return !failed();
}

std::pair<char*, std::size_t> FrameDecoder::payloadSpace()
{
  if(!inPayload || failed())
    return {nullptr, 0};
  return {current.payload.data() + payloadFill, current.payload.size() - payloadFill};
}

void FrameDecoder::commitPayload(std::size_t size, const Handler& handler)
{
  if(!inPayload || failed())
    return;
  payloadFill += std::min(size, current.payload.size() - payloadFill);
  if(payloadFill == current.payload.size())
    finishFrame(handler);
}

void FrameDecoder::recycle(std::string&& buffer)
{
  if(buffer.capacity() >= largePayload && buffer.capacity() <= keptPayloadCapacity && buffer.capacity() > spare.capacity())
    spare = std::move(buffer);
}

void FrameDecoder::preparePayload(std::size_t size)
{
  if(size >= largePayload)
  {
    if(current.payload.capacity() < size && spare.capacity() >= size)
      std::swap(current.payload, spare);
  }
  else if(current.payload.capacity() >= largePayload)
  {
    // Keep large memory for large payloads; a small payload moved to the user must not carry it.
    if(current.payload.capacity() > spare.capacity())
      spare = std::move(current.payload);
    current.payload = std::string();
  }
  current.payload.resize(size);
}

void FrameDecoder::finishFrame(const Handler& handler)
{
  inPayload = false;
  ++completeFrames;
  handler(current);
  if(current.payload.capacity() > keptPayloadCapacity)
    current.payload = std::string(); // do not hold on to the memory of a rare huge frame
  else
    current.payload.clear();
}

std::string FrameDecoder::progress() const
{
  const std::string frame = "frame " + std::to_string(completeFrames + 1);
  if(inPayload)
    return frame + " (" + std::to_string(payloadFill) + " of " + std::to_string(current.payload.size()) + " payload bytes)";
  if(headerFill > 0)
    return frame + " (" + std::to_string(headerFill) + " of " + std::to_string(FrameHeader::size) + " header bytes)";
  return frame + " (not started)";
}

void FrameDecoder::reset()
{
  headerFill = 0;
  inPayload = false;
  current = Frame();
  spare = std::string();
  payloadFill = 0;
  completeFrames = 0;
  errorText.clear();
}
