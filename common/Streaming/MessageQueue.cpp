/**
 * @file Streaming/MessageQueue.cpp
 * Message queues: appending messages, bounds, protected capacity, streaming queues.
 */
#include "Streaming/MessageQueue.h"
#include "Platform/Assert.h"
#include <cstdlib>
#include <cstring>

MessageQueue::MessageQueue()
{
#ifdef TARGET_ROBOT
  growing = false; // nothing is allocated until reserve()
#endif
}

MessageQueue::~MessageQueue()
{
  release();
}

void MessageQueue::release()
{
  if(owner)
    std::free(buffer);
  buffer = nullptr;
  allocated = used = writing = 0;
  owner = true;
  external = false;
  messageOpen = writeFailed = false;
}

void MessageQueue::reserve(std::size_t capacity, std::size_t protectedBytes)
{
  release();
  growing = false;
  buffer = static_cast<char*>(std::malloc(capacity ? capacity : 1));
  allocated = buffer ? capacity : 0;
  protectedCapacity = protectedBytes < capacity ? protectedBytes : capacity;
}

void MessageQueue::useMemory(char* memory, std::size_t capacity, std::size_t protectedBytes)
{
  release();
  growing = false;
  owner = false;
  external = true;
  buffer = memory;
  allocated = memory ? capacity : 0;
  protectedCapacity = protectedBytes < allocated ? protectedBytes : allocated;
}

void MessageQueue::setMaxCapacity(std::size_t capacity, std::size_t protectedBytes)
{
  if(!growing || !owner)
    release();
  growing = true;
  maxCapacity = capacity;
  protectedCapacity = protectedBytes < capacity ? protectedBytes : capacity;
}

bool MessageQueue::mayUseProtectedCapacity(MessageID id)
{
  return id <= idFrameFinished || (!MessageIDs::isData(id) && id != idDebugDrawing && id != idDebugDrawing3D &&
                                   id != idDebugImage && id != idPlot && id != idText);
}

std::size_t MessageQueue::limitFor(MessageID id) const
{
  return mayUseProtectedCapacity(id) ? capacity() : capacity() - protectedCapacity;
}

bool MessageQueue::makeRoom(std::size_t size)
{
  if(!owner && !external)
    return false;
  const std::size_t needed = writing + size;
  if(needed <= allocated)
    return true;
  if(!growing || needed > maxCapacity)
    return false;
  std::size_t grown = allocated ? allocated : initialCapacity;
  while(grown < needed)
    grown *= 2;
  if(grown > maxCapacity)
    grown = maxCapacity;
  char* p = static_cast<char*>(std::realloc(buffer, grown));
  if(!p)
    return false;
  buffer = p;
  allocated = grown;
  return true;
}

void MessageQueue::OutQueue::writeToStream(const void* p, std::size_t size)
{
  queue->write(p, size);
}

void MessageQueue::write(const void* p, std::size_t size)
{
  if(writeFailed)
    return;
  if(!messageOpen)
  {
    writing = used;
    if(!makeRoom(headerSize))
    {
      writeFailed = true;
      return;
    }
    writing += headerSize;
    messageOpen = true;
  }
  if(writing - used - headerSize + size > maxMessageSize || !makeRoom(size))
  {
    // Roll back: the message is removed as a whole, never truncated.
    writing = used;
    messageOpen = false;
    writeFailed = true;
    return;
  }
  if(size)
    std::memcpy(buffer + writing, p, size);
  writing += size;
}

bool MessageQueue::finishMessage(MessageID id)
{
  if(writeFailed)
  {
    writeFailed = false;
    return false;
  }
  if(!messageOpen)
    write(nullptr, 0); // an empty message
  if(writeFailed)
  {
    writeFailed = false;
    return false;
  }
  messageOpen = false;
  ASSERT(used + headerSize <= writing && writing <= allocated);
  const std::size_t size = writing - used - headerSize;
  if(writing > limitFor(id))
  {
    writing = used;
    return false;
  }
  unsigned char* header = reinterpret_cast<unsigned char*>(buffer + used);
  header[0] = static_cast<unsigned char>(id);
  header[1] = static_cast<unsigned char>(size);
  header[2] = static_cast<unsigned char>(size >> 8);
  header[3] = static_cast<unsigned char>(size >> 16);
  used = writing;
  return true;
}

void MessageQueue::cancelMessage()
{
  writing = used;
  messageOpen = false;
  writeFailed = false;
}

std::size_t MessageQueue::countMessages() const
{
  std::size_t count = 0;
  for(auto i = begin(); i != end(); ++i)
    ++count;
  return count;
}

void MessageQueue::handleAllMessages(MessageHandler& handler) const
{
  forEach([&](InMessage& message) { handler.handleMessage(message); });
}

void MessageQueue::forEach(const std::function<void(InMessage&)>& handle) const
{
  for(const Message message : *this)
  {
    InMessage in(message.id(), message.data(), message.size());
    handle(in);
  }
}

void MessageQueue::clear()
{
  if(!owner && !external)
  {
    buffer = nullptr;
    owner = true;
    allocated = 0;
  }
  used = writing = 0;
  messageOpen = writeFailed = false;
}

void MessageQueue::resize(std::size_t size)
{
  std::size_t end = 0;
  for(const Message message : *this)
    if(end + message.totalSize() <= size)
      end += message.totalSize();
    else
      break;
  used = writing = end;
  messageOpen = false;
}

void MessageQueue::filter(const std::function<bool(const Message&)>& keep)
{
  if(!owner && !external)
    return;
  std::size_t target = 0;
  for(std::size_t source = 0; source < used;)
  {
    const Message message{buffer + source};
    const std::size_t total = message.totalSize();
    if(keep(message))
    {
      if(target != source)
        std::memmove(buffer + target, buffer + source, total);
      target += total;
    }
    source += total;
  }
  used = writing = target;
}

bool MessageQueue::appendMessage(MessageID id, const void* payload, std::size_t size)
{
  if(messageOpen || size > maxMessageSize)
    return false;
  write(payload, size);
  return finishMessage(id);
}

std::size_t MessageQueue::append(const MessageQueue& other)
{
  return append(other.data(), other.size());
}

std::size_t MessageQueue::append(const char* messages, std::size_t size)
{
  // The complete messages in the data.
  std::size_t complete = 0;
  while(complete + headerSize <= size && complete + Message{messages + complete}.totalSize() <= size)
    complete += Message{messages + complete}.totalSize();

  if(complete == 0)
    return 0;
  if(!messageOpen && used + complete <= capacity() - protectedCapacity)
  {
    writing = used;
    if(makeRoom(complete))
    {
      std::memcpy(buffer + used, messages, complete);
      used = writing = used + complete;
      return 0;
    }
  }
  std::size_t dropped = 0;
  for(std::size_t offset = 0; offset < complete;)
  {
    const Message message{messages + offset};
    if(!appendMessage(message.id(), message.data(), message.size()))
      ++dropped;
    offset += message.totalSize();
  }
  return dropped;
}

void MessageQueue::writeMessages(Out& stream) const
{
  stream.write(buffer, used);
}

std::size_t MessageQueue::setBuffer(const char* messages, std::size_t size)
{
  release();
  std::size_t complete = 0;
  while(complete + headerSize <= size && complete + Message{messages + complete}.totalSize() <= size)
    complete += Message{messages + complete}.totalSize();
  buffer = const_cast<char*>(messages);
  owner = false;
  growing = false;
  allocated = used = writing = complete;
  return complete;
}

Out& operator<<(Out& stream, const MessageQueue& queue)
{
  const std::uint64_t size = queue.size();
  const unsigned low = static_cast<unsigned>(size);
  const unsigned high = static_cast<unsigned>((size >> 32) & 0xf) << 28;
  stream << low << high;
  queue.writeMessages(stream);
  return stream;
}

In& operator>>(In& stream, MessageQueue& queue)
{
  unsigned low = 0, high = 0;
  stream >> low >> high;
  if(stream.failed())
    return stream;
  std::uint64_t size;
  if(low == 0xffffffffu && (high & 0x0fffffffu) == 0x0fffffffu)
    size = stream.remaining();
  else
    size = low | static_cast<std::uint64_t>(high >> 28) << 32;
  const std::size_t start = stream.offset();
  if(size > stream.remaining())
  {
    stream.fail("message queue at byte " + std::to_string(start - 8) + " announces " + std::to_string(size) + " bytes, but only " +
                std::to_string(stream.remaining()) + " follow");
    size = stream.remaining();
  }
  std::string data(static_cast<std::size_t>(size), '\0');
  stream.read(data.data(), data.size());
  std::size_t complete = 0;
  while(complete + MessageQueue::headerSize <= data.size() &&
        complete + MessageQueue::Message{data.data() + complete}.totalSize() <= data.size())
    complete += MessageQueue::Message{data.data() + complete}.totalSize();
  if(complete < data.size() && !stream.failed())
    stream.fail("message queue ends with an incomplete message at byte " + std::to_string(start + complete));
  queue.append(data.data(), complete);
  return stream;
}
