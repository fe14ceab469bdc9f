/**
 * @file Network/SendQueue.cpp
 * Frames waiting to be sent on a stream connection, bounded.
 */
#include "Network/SendQueue.h"
#include <cstring>

bool SendQueue::push(std::uint16_t component, std::uint16_t type, const void* data, std::size_t size, Priority priority)
{
  const std::size_t frameBytes = FrameHeader::size + size;
  if(size > UINT32_MAX || frameBytes > capacity)
  {
    ++droppedFrames;
    return false;
  }
  while(bytes() + frameBytes > capacity && !droppableFrames.empty())
  {
    Entry& oldest = frames[static_cast<std::size_t>(droppableFrames.front() - framesTaken)];
    droppableFrames.pop_front();
    waitingBytes -= oldest.size;
    oldest.bytes.reset();
    ++droppedEntries;
    ++droppedFrames;
  }
  if(droppedEntries > 64 && droppedEntries > frames.size() / 2)
    compact();
  if(bytes() + frameBytes > capacity)
  {
    ++droppedFrames;
    return false;
  }
  auto [memory, allocated] = allocate(frameBytes);
  Entry& entry = frames.emplace_back(Entry{std::move(memory), frameBytes, allocated, priority == Priority::droppable});
  FrameHeader{component, type, static_cast<std::uint32_t>(size)}.encode(entry.bytes.get());
  if(size)
    std::memcpy(entry.bytes.get() + FrameHeader::size, data, size);
  if(entry.droppable)
    droppableFrames.push_back(framesTaken + frames.size() - 1);
  waitingBytes += frameBytes;
  return true;
}

void SendQueue::take(Batch& batch, std::size_t maxBytes)
{
  batch.clear();
  std::size_t count = 0; // entries, dropped ones included
  std::size_t smallBytes = 0;
  std::size_t total = 0;
  bool any = false;
  for(auto i = frames.begin(); i != frames.end(); ++i, ++count)
    if(i->bytes)
    {
      if(any && total + i->size > maxBytes)
        break;
      any = true;
      total += i->size;
      if(i->size < coalesceLimit)
        smallBytes += i->size;
    }
  batch.small.reserve(smallBytes); // no reallocation below: segments point into it
  for(; count > 0; --count, ++framesTaken, frames.pop_front())
  {
    Entry& entry = frames.front();
    if(!entry.bytes)
    {
      --droppedEntries;
      continue;
    }
    if(entry.droppable)
      droppableFrames.pop_front(); // this entry: both are in queue order
    const char* begin;
    const std::size_t size = entry.size;
    if(size < coalesceLimit)
    {
      begin = batch.small.data() + batch.small.size();
      batch.small.append(entry.bytes.get(), size);
    }
    else
    {
      batch.large.emplace_back(std::move(entry.bytes), entry.allocated);
      begin = batch.large.back().first.get();
    }
    if(!batch.parts.empty() && batch.parts.back().first + batch.parts.back().second == begin)
      batch.parts.back().second += size;
    else
      batch.parts.emplace_back(begin, size);
    batch.totalBytes += size;
    ++batch.frameCount;
  }
  waitingBytes -= batch.totalBytes;
  batchedBytes += batch.totalBytes;
}

void SendQueue::release(Batch& batch)
{
  batchedBytes -= batch.totalBytes;
  for(auto& [memory, allocated] : batch.large)
    if(spareBytes + allocated <= capacity / 4)
    {
      spareBytes += allocated;
      spares.emplace_back(std::move(memory), allocated);
    }
  batch.clear();
}

std::pair<std::unique_ptr<char[]>, std::size_t> SendQueue::allocate(std::size_t size)
{
  if(size >= coalesceLimit)
    for(auto i = spares.begin(); i != spares.end(); ++i)
      if(i->second >= size && i->second - size <= size / 4)
      {
        auto spare = std::move(*i);
        spares.erase(i);
        spareBytes -= spare.second;
        return spare;
      }
  return {std::unique_ptr<char[]>(new char[size]), size}; // not zeroed: the frame is copied in at once
}

void SendQueue::clear()
{
  for(const Entry& entry : frames)
    droppedFrames += entry.bytes ? 1 : 0;
  framesTaken += frames.size();
  frames.clear();
  droppableFrames.clear();
  droppedEntries = 0;
  waitingBytes = 0;
}

void SendQueue::compact()
{
  std::deque<Entry> kept;
  droppableFrames.clear();
  for(Entry& entry : frames)
    if(entry.bytes)
    {
      if(entry.droppable)
        droppableFrames.push_back(framesTaken + kept.size());
      kept.push_back(std::move(entry));
    }
  frames.swap(kept);
  droppedEntries = 0;
}

void SendQueue::Batch::clear()
{
  small.clear();
  large.clear();
  parts.clear();
  totalBytes = 0;
  frameCount = 0;
}
