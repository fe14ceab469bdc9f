/**
 * @file DebuggingTestSupport.h
 * A fixture for the tests of the debugging macros: the calling thread gets a debug request
 * table, a debug queue and a ThreadDebugging, as a thread frame would install them.
 */
#pragma once

#include "TestSupport.h"
#include "Debugging/DebugRequest.h"
#include "Debugging/ThreadDebugging.h"
#include "Streaming/Global.h"
#include "Streaming/MessageQueue.h"
#include <memory>
#include <string>
#include <utility>
#include <vector>

class DebuggingTest : public ::testing::Test
{
protected:
  void SetUp() override
  {
#ifdef TOUCHLINE_RELEASE
    GTEST_SKIP() << "the debugging macros are compiled out in release builds";
#endif
    Global::setDebugRequestTable(&table);
    Global::setDebugOut(&queue);
    scope = std::make_unique<ThreadDebugging::Scope>(debugging);
  }

  void TearDown() override
  {
    scope.reset();
    Global::setDebugRequestTable(nullptr);
    Global::setDebugOut(nullptr);
  }

  /** Enables (or disables) a debug request. */
  void request(const std::string& name, bool enable = true)
  {
    DebugRequest r;
    r.description = name;
    r.enable = enable;
    table.addRequest(r);
  }

  /** The messages written so far (id, payload); the queue is emptied. */
  std::vector<std::pair<MessageID, std::string>> take()
  {
    std::vector<std::pair<MessageID, std::string>> result;
    for(const MessageQueue::Message m : queue)
      result.emplace_back(m.id(), std::string(m.data(), m.size()));
    queue.clear();
    return result;
  }

  /** The payloads of the messages with an id written so far (all messages are taken). */
  std::vector<std::string> take(MessageID id)
  {
    std::vector<std::string> result;
    for(const auto& [messageId, payload] : take())
      if(messageId == id)
        result.push_back(payload);
    return result;
  }

  /** The texts of the idDebugResponse messages written so far (all messages are taken). */
  std::vector<std::string> responses()
  {
    std::vector<std::string> result;
    for(const std::string& payload : take(idDebugResponse))
      result.push_back(payload);
    return result;
  }

  DebugRequestTable table;
  MessageQueue queue;
  ThreadDebugging debugging;
  std::unique_ptr<ThreadDebugging::Scope> scope;
};

/** Little-endian bytes of values, for byte-level expectations. */
class Bytes
{
public:
  template<typename T> Bytes& operator<<(T value)
  {
    data.append(reinterpret_cast<const char*>(&value), sizeof(T));
    return *this;
  }
  Bytes& rgba(unsigned char r, unsigned char g, unsigned char b, unsigned char a)
  {
    data += static_cast<char>(r);
    data += static_cast<char>(g);
    data += static_cast<char>(b);
    data += static_cast<char>(a);
    return *this;
  }
  Bytes& string(const std::string& text)
  {
    *this << static_cast<unsigned>(text.size());
    data += text;
    return *this;
  }
  Bytes& raw(const std::string& text)
  {
    data += text;
    return *this;
  }
  std::string data;
};
