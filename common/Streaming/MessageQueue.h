/**
 * @file Streaming/MessageQueue.h
 * A queue of messages: the basis of the debug link, inter-thread debug traffic and log files.
 *
 *   MessageQueue queue;
 *   queue.setSize(1000);                 // fixed size, allocated once (can be omitted on the PC)
 *   queue.out.text << "Hello world!";
 *   queue.out.finishMessage(idText);
 *   queue.handleAllMessages(handler);    // handler.handleMessage(InMessage&) for each message
 *
 * Layout (docs/formats/message-queue.md): back-to-back messages, each a 4-byte header (u8 id,
 * u24 little-endian payload size) and the payload. A message that does not fit is rolled back
 * as a whole, never truncated. The top protectedCapacity bytes are reserved for frame markers
 * and infrastructure messages (except drawings, images, plots and text).
 */
#pragma once

#include "Streaming/InStreams.h"
#include "Streaming/MessageIDs.h"
#include "Streaming/OutStreams.h"
#include <cstdint>
#include <functional>
#include <string>

class InMessage;

/** Receives the messages of a queue. */
class MessageHandler
{
public:
  virtual ~MessageHandler() = default;
  /** Handles one message; returns whether it was handled. */
  virtual bool handleMessage(InMessage& message) = 0;
};

/** One message of a queue, with streams to read its payload. */
class InMessage
{
public:
  InMessage(MessageID id, const char* payload, std::size_t size)
    : bin(payload, size), text(payload, size), config(payload, size), messageId(id), payload(payload), payloadSize(size) {}

  MessageID getMessageID() const { return messageId; }
  std::size_t getMessageSize() const { return payloadSize; }
  const char* getData() const { return payload; }

  InBinaryMemory bin;    ///< The payload as binary data.
  InTextMemory text;     ///< The payload as text.
  InConfigMemory config; ///< The payload as text with comments.

private:
  MessageID messageId;
  const char* payload;
  std::size_t payloadSize;
};

class MessageQueue
{
public:
  static constexpr std::size_t headerSize = 4;
  /** The largest payload the 24-bit size field can describe. */
  static constexpr std::size_t maxMessageSize = 0xffffff;
  /** The first allocation of a growing queue. */
  static constexpr std::size_t initialCapacity = 16384;
  /** The default limit of a growing queue (64 MiB). */
  static constexpr std::size_t defaultMaxCapacity = 0x4000000;

  /** Writes into the message being built at the end of the queue. */
  class OutQueue : public PhysicalOutStream
  {
  public:
    void writeToStream(const void* p, std::size_t size) final;

  protected:
    explicit OutQueue(MessageQueue& queue) : queue(&queue) {}

  private:
    MessageQueue* queue;
  };

  /** Binary writing into a message. */
  class OutBinary : public OutStream<OutQueue, ::OutBinary>
  {
  public:
    explicit OutBinary(MessageQueue& queue) : OutStream(queue) {}
  };

  /** Text writing into a message. */
  class OutText : public OutStream<OutQueue, ::OutText>
  {
  public:
    explicit OutText(MessageQueue& queue) : OutStream(queue) {}
  };

  /** Raw text writing into a message. */
  class OutTextRaw : public OutStream<OutQueue, ::OutTextRaw>
  {
  public:
    explicit OutTextRaw(MessageQueue& queue) : OutStream(queue) {}
  };

  /** The writing side: three formats, and finishing a message with its id. */
  class OutMessage
  {
  public:
    explicit OutMessage(MessageQueue& queue) : bin(queue), text(queue), textRaw(queue), queue(queue) {}

    OutBinary bin;
    OutText text;
    OutTextRaw textRaw;

    /**
     * Finishes the message written so far with an id.
     * @return false if the message did not fit (it was removed).
     */
    bool finishMessage(MessageID id) { return queue.finishMessage(id); }
    /** Removes the message written so far. */
    void cancelMessage() { queue.cancelMessage(); }
    /** Whether the message being written no longer fits (it has been rolled back). */
    bool failed() const { return queue.writeFailed; }

  private:
    MessageQueue& queue;
  };

  /** A message inside the queue (a view; valid until the queue changes). */
  struct Message
  {
    const char* header;

    MessageID id() const { return static_cast<MessageID>(static_cast<unsigned char>(header[0])); }
    std::size_t size() const
    {
      const auto* h = reinterpret_cast<const unsigned char*>(header);
      return h[1] | h[2] << 8 | h[3] << 16;
    }
    const char* data() const { return header + headerSize; }
    /** The whole message including its header. */
    std::size_t totalSize() const { return headerSize + size(); }
  };

  /** Iterates over the messages of a queue. */
  class const_iterator
  {
  public:
    using value_type = Message;
    using difference_type = std::ptrdiff_t;
    const_iterator() = default;
    explicit const_iterator(const char* p) : p(p) {}
    Message operator*() const { return Message{p}; }
    const_iterator& operator++()
    {
      p += Message{p}.totalSize();
      return *this;
    }
    const_iterator operator++(int)
    {
      const_iterator previous = *this;
      ++*this;
      return previous;
    }
    bool operator==(const const_iterator&) const = default;

  private:
    const char* p = nullptr;
  };

  MessageQueue();
  MessageQueue(const MessageQueue&) = delete;
  MessageQueue& operator=(const MessageQueue&) = delete;
  ~MessageQueue();

  OutMessage out{*this};

  /**
   * Allocates exactly capacity bytes once; the queue no longer grows (the robot's mode).
   * @param protectedCapacity The top part reserved for frame markers and infrastructure messages.
   */
  void reserve(std::size_t capacity, std::size_t protectedCapacity = 0);
  /** Same as reserve(). */
  void setSize(std::size_t capacity, std::size_t protectedCapacity = 0) { reserve(capacity, protectedCapacity); }
  /** A growing queue (the PC's mode): grows by doubling up to maxCapacity. */
  void setMaxCapacity(std::size_t maxCapacity, std::size_t protectedCapacity = 0);
  /**
   * Writes into external memory of a fixed capacity (e.g. one buffer of the logger's pool): the
   * queue never allocates, never grows, and keeps the memory when cleared. The memory must
   * outlive the queue or its next reserve(), setMaxCapacity(), setBuffer() or useMemory().
   */
  void useMemory(char* memory, std::size_t capacity, std::size_t protectedCapacity = 0);

  /** Bytes used by complete messages. */
  std::size_t size() const { return used; }
  bool empty() const { return used == 0; }
  /** The number of messages (counted). */
  std::size_t countMessages() const;
  std::size_t capacity() const { return growing ? maxCapacity : allocated; }
  const char* data() const { return buffer; }

  const_iterator begin() const { return const_iterator(buffer); }
  const_iterator end() const { return const_iterator(buffer + used); }

  /** Calls the handler for every message in order. */
  void handleAllMessages(MessageHandler& handler) const;
  /** Calls a function for every message in order. */
  void forEach(const std::function<void(InMessage&)>& handle) const;

  /** Removes all messages (keeps the memory). */
  void clear();
  /** Keeps the first size bytes (rounded down to a message boundary). */
  void resize(std::size_t size);
  /** Keeps the messages for which keep() is true. */
  void filter(const std::function<bool(const Message&)>& keep);
  /**
   * Appends the messages of another queue. If they do not all fit below the limit of
   * ordinary messages, they are appended one by one and each that does not fit is dropped.
   * @return The number of messages dropped.
   */
  std::size_t append(const MessageQueue& other);
  /**
   * Appends raw messages (header + payload, back to back); incomplete or oversized trailing
   * data is not appended. Same dropping rules as append(MessageQueue).
   * @return The number of messages dropped.
   */
  std::size_t append(const char* messages, std::size_t size);
  /** Appends one message. @return Whether it fit. */
  bool appendMessage(MessageID id, const void* payload, std::size_t size);
  /** Writes the raw messages (without the queue header). */
  void writeMessages(Out& stream) const;

  /**
   * Uses external memory holding raw messages, read-only (e.g. a memory-mapped log). The
   * messages are checked: a trailing incomplete message is not part of the queue.
   * @return The number of bytes used (less than size if the data ends with a partial message).
   */
  std::size_t setBuffer(const char* messages, std::size_t size);

  /** Whether a message with this id may use the protected part of the queue. */
  static bool mayUseProtectedCapacity(MessageID id);

  /** The 8-byte header of a streamed queue that means "size unknown, read to the end". */
  static constexpr std::uint64_t unknownSize = 0xffffffffffffffffull;

private:
  friend class OutQueue;
  friend class OutMessage;

  void write(const void* p, std::size_t size);
  bool finishMessage(MessageID id);
  void cancelMessage();
  /** Makes room for size more bytes; false if the queue cannot hold them. */
  bool makeRoom(std::size_t size);
  std::size_t limitFor(MessageID id) const;
  void release();

  char* buffer = nullptr;
  std::size_t used = 0;           ///< Bytes of complete messages.
  std::size_t writing = 0;        ///< End of the message being written (>= used).
  std::size_t allocated = 0;
  std::size_t maxCapacity = defaultMaxCapacity;
  std::size_t protectedCapacity = 0;
  bool growing = true;
  bool owner = true;
  bool external = false;          ///< Writable memory that is not owned (useMemory()).
  bool messageOpen = false;
  bool writeFailed = false;
};

/** Writes a queue with its 8-byte header (size in 36 bits). */
Out& operator<<(Out& stream, const MessageQueue& queue);
/**
 * Reads a queue written with its header and appends its messages (dropping those that do not
 * fit). A header with unknown size reads to the end of the input. A truncated or corrupt
 * queue keeps every complete message and fails the stream with the byte offset.
 */
In& operator>>(In& stream, MessageQueue& queue);
