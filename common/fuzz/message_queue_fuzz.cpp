// libFuzzer target: message queues built from untrusted bytes (docs/formats/message-queue.md).
//
// Input: 4 control bytes, then the data.
//   byte 0      seed of the piece sizes the data is fed to LogIndexBuilder in
//   byte 1      bits 0-3: largest piece is 2^n bytes; bit 7: the builder knows only
//               (bits 4-6) logged ids instead of all of them
//   bytes 2, 3  capacity of a fixed-size queue (12 bits), bits 12-15: protected part in 16ths
// The data is read as a streamed queue (8-byte header) and as raw messages (setBuffer, append
// to a growing queue and to a fixed queue with protected capacity); every message is read
// through the binary, text and config streams.
// Properties checked (abort() if broken): the raw messages survive streaming out and in; a
// growing queue appends all complete messages; a fixed queue keeps every message below its
// id's limit, drops the others, and writing the messages piece by piece yields the same queue;
// LogIndexBuilder computes the same index whatever pieces the data arrives in.
#include "LogPlayback/LogIndex.h"
#include "LogPlayback/StopwatchData.h"
#include "Streaming/InStreams.h"
#include "Streaming/MessageQueue.h"
#include "Streaming/OutStreams.h"
#include "Streaming/TypeInfo.h"
#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

/** A broken property: names it and aborts (libFuzzer saves the input). */
#define CHECK(condition) \
  do \
    if(!(condition)) \
    { \
      std::fprintf(stderr, "%s(%d): property broken: %s\n", __FILE__, __LINE__, #condition); \
      std::abort(); \
    } \
  while(false)

namespace
{
  /** Reads each payload in every way a handler might. */
  class Reader : public MessageHandler
  {
  public:
    std::size_t messages = 0;

    bool handleMessage(InMessage& message) override
    {
      ++messages;
      const char* payload = message.getData();
      const std::size_t size = message.getMessageSize();

      // Binary: strings back to back (frame markers, debug requests, ...), then typed values.
      std::string text;
      for(std::size_t i = 0; i <= size / 4 && !message.bin.failed(); ++i)
        message.bin >> text;
      {
        InBinaryMemory bin(payload, size);
        bool flag;
        int integer;
        float number;
        double precise;
        unsigned short shortNumber;
        Angle angle;
        bin >> flag >> integer >> number >> precise >> shortNumber >> angle;
      }

      // Text: every token at once, and token by token as config text.
      message.text.readAll(text);
      for(std::size_t i = 0; i <= size && !message.config.eof() && !message.config.failed(); ++i)
        message.config >> text;
      {
        InTextMemory typed(payload, size);
        bool flag;
        int integer;
        float number;
        Angle angle;
        typed >> flag >> integer >> number >> angle;
      }
      {
        InConfigMemory section(payload, size, "a");
        section.readAll(text);
      }

      // Payloads whose meaning the id tells.
      switch(message.getMessageID())
      {
        case idDebugRequest:
        {
          InBinaryMemory bin(payload, size);
          std::string name;
          bool enable;
          bin >> name >> enable;
          break;
        }
        case idAnnotation:
        {
          LogIndex::Annotation annotation;
          decodeAnnotation(payload, size, annotation);
          break;
        }
        case idStopwatch:
        {
          StopwatchData data;
          data.decode(payload, size);
          break;
        }
        case idTypeInfo:
        {
          InBinaryMemory bin(payload, size);
          TypeInfo info;
          bin >> info;
          break;
        }
        default:
          break;
      }
      return true;
    }
  };

  std::string raw(const MessageQueue& queue) { return std::string(queue.data(), queue.size()); }

  /** The complete messages at the start of raw data: their headers. */
  std::vector<const char*> completeMessages(const char* data, std::size_t size)
  {
    std::vector<const char*> result;
    for(std::size_t offset = 0; offset + MessageQueue::headerSize <= size;)
    {
      const std::size_t total = MessageQueue::Message{data + offset}.totalSize();
      if(total > size - offset)
        break;
      result.push_back(data + offset);
      offset += total;
    }
    return result;
  }


  /** The piece sizes the index builder gets the data in (xorshift, seeded by the input). */
  std::vector<std::size_t> pieces(std::uint8_t seed, unsigned scale, std::size_t size)
  {
    std::vector<std::size_t> result;
    std::uint32_t state = 0x9e3779b9u ^ seed;
    const std::size_t largest = std::size_t(1) << scale;
    for(std::size_t done = 0; done < size;)
    {
      state ^= state << 13;
      state ^= state >> 17;
      state ^= state << 5;
      const std::size_t piece = std::min<std::size_t>(state % (largest + 1), size - done); // 0 is a valid piece
      result.push_back(piece);
      done += piece;
    }
    return result;
  }

  bool sameBuilders(const LogIndexBuilder& a, const LogIndexBuilder& b)
  {
    return a.finish() == b.finish() && a.problem() == b.problem() && a.stopOffset() == b.stopOffset() &&
           a.incompleteBytes() == b.incompleteBytes();
  }
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* input, std::size_t inputSize)
{
  if(inputSize < 4)
    return 0;
  const char* data = reinterpret_cast<const char*>(input) + 4;
  const std::size_t size = inputSize - 4;
  const std::vector<const char*> complete = completeMessages(data, size);
  const std::size_t completeBytes = complete.empty() ? 0 : static_cast<std::size_t>(complete.back() - data) +
                                                             MessageQueue::Message{complete.back()}.totalSize();
  Reader reader;

  // 1. The data as a streamed queue (header with 36-bit size or "unknown").
  {
    MessageQueue queue;
    InBinaryMemory in(data, size);
    in >> queue;
    queue.handleAllMessages(reader);
    CHECK(queue.countMessages() == reader.messages);
  }

  // 2. The data as raw messages in external memory.
  MessageQueue view;
  CHECK(view.setBuffer(data, size) == completeBytes);
  CHECK(view.countMessages() == complete.size());
  reader.messages = 0;
  view.handleAllMessages(reader);
  CHECK(reader.messages == complete.size());
  CHECK(!view.appendMessage(idText, "x", 1)); // read-only

  // 3. Appended to a growing queue: everything fits, and survives streaming out and in.
  MessageQueue growing;
  CHECK(growing.append(data, size) == 0);
  CHECK(raw(growing) == std::string(data, completeBytes));
  {
    OutBinaryMemory out;
    out << growing;
    MessageQueue copy;
    InBinaryMemory in(out.data(), out.size());
    in >> copy;
    CHECK(!in.failed() && raw(copy) == raw(growing));
  }

  // 4. Appended to a fixed queue with protected capacity, and written there piece by piece.
  {
    const std::size_t capacity = (input[2] | input[3] << 8) & 0xfff;
    const std::size_t protectedCapacity = capacity * (input[3] >> 4) / 16;
    MessageQueue fixed;
    fixed.reserve(capacity, protectedCapacity);
    const std::size_t dropped = fixed.append(data, size);
    CHECK(fixed.countMessages() + dropped == complete.size());
    std::size_t end = 0;
    for(const MessageQueue::Message message : fixed)
    {
      end += message.totalSize();
      CHECK(end <= (MessageQueue::mayUseProtectedCapacity(message.id()) ? capacity : capacity - protectedCapacity));
    }
    reader.messages = 0;
    fixed.handleAllMessages(reader);

    MessageQueue written;
    written.reserve(capacity, protectedCapacity);
    std::size_t writtenDropped = 0;
    for(const char* header : complete)
    {
      const MessageQueue::Message message{header};
      // Chunks of 1, 2, 3, ... bytes.
      for(std::size_t offset = 0, chunk = 1; offset < message.size(); offset += chunk, ++chunk)
        written.out.bin.write(message.data() + offset, std::min(chunk, message.size() - offset));
      if(!written.out.finishMessage(message.id()))
        ++writtenDropped;
      CHECK(!written.out.failed());
    }
    CHECK(writtenDropped == dropped && raw(written) == raw(fixed));

    // A stream of the growing queue read into the fixed one: the same dropping rules.
    OutBinaryMemory out;
    out << growing;
    MessageQueue streamed;
    streamed.reserve(capacity, protectedCapacity);
    InBinaryMemory in(out.data(), out.size());
    in >> streamed;
    CHECK(raw(streamed) == raw(fixed));
  }

  // 5. The log index does not depend on how the data is split.
  {
    std::array<MessageID, 256> ids;
    for(std::size_t i = 0; i < ids.size(); ++i)
      ids[i] = i < numOfMessageIDs ? static_cast<MessageID>(i) : undefined;
    const std::size_t numLoggedIds = input[1] & 0x80 ? (input[1] >> 4 & 7) : static_cast<std::size_t>(numOfMessageIDs);
    LogIndexBuilder whole(ids, numLoggedIds), split(ids, numLoggedIds);
    const bool wholeOk = whole.add(data, size);
    bool splitOk = true;
    std::size_t offset = 0;
    for(std::size_t piece : pieces(input[0], input[1] & 15, size))
    {
      splitOk = split.add(data + offset, piece) && splitOk;
      offset += piece;
    }
    CHECK(wholeOk == splitOk);
    CHECK(sameBuilders(whole, split));
  }
  return 0;
}
