// Debug requests and MODIFY, on their own and around module updates in a thread.
#include "TestSupport.h"
#include "Debugging/DebugDataTable.h"
#include "Framework/Robot.h"
#include "LogPlayback/StopwatchData.h"
#include <memory>
#include <set>

STREAMABLE(FrameInfo2, {, (unsigned)(0) time, });
STREAMABLE(Odometer, {, (float)(0.f) distance, (int)(0) updates, });

MODULE(OdometerProvider,
{,
  PROVIDES(Odometer),
  DEFINES_PARAMETERS(
  {,
    (float)(1.f) step,
  }),
});
struct OdometerProvider : OdometerProviderBase
{
  void update(Odometer& odometer) override
  {
    odometer.distance += step;
    ++odometer.updates;
  }
};
MAKE_MODULE(OdometerProvider);

namespace
{
  DebugRequest debugRequest(const std::string& name, bool enable)
  {
    DebugRequest r;
    r.description = name;
    r.enable = enable;
    return r;
  }

  /** Sends a debug request to a thread. */
  void request(ThreadFrame& frame, const std::string& name, bool enable)
  {
    MessageQueue queue;
    queue.out.bin << debugRequest(name, enable);
    queue.out.finishMessage(idDebugRequest);
    frame.addDebugMessages(queue);
  }

  /** Writes an idDebugDataChangeRequest: set the value, or "unchanged" for nullptr. */
  template<typename T> void change(MessageQueue& queue, const std::string& name, const T* value)
  {
    queue.out.bin << name << static_cast<char>(value ? 1 : 0);
    if(value)
      queue.out.bin << *value;
    queue.out.finishMessage(idDebugDataChangeRequest);
  }

  template<typename T> void change(ThreadFrame& frame, const std::string& name, const T* value)
  {
    MessageQueue queue;
    change(queue, name, value);
    frame.addDebugMessages(queue);
  }

  /** A thread "Motion" in which OdometerProvider provides Odometer, configured (nullptr if rejected). */
  std::unique_ptr<ThreadFrame> odometerThread()
  {
    Configuration configuration;
    configuration.threads = {TestSupport::threadConfiguration("Motion", "Triggered", {{"Odometer", "OdometerProvider"}})};
    std::vector<ExecutionValues> values;
    std::vector<std::string> errors;
    if(!ModuleGraphCreator().compute(configuration, nullptr, values, errors))
      return nullptr;
    auto frame = std::make_unique<ThreadFrame>(configuration.threads.front());
    frame->setExecutionValues(values[0], 0);
    return frame;
  }

  std::vector<std::pair<MessageID, std::string>> messages(ThreadFrame& frame)
  {
    MessageQueue queue;
    frame.takeDebugMessages(queue);
    std::vector<std::pair<MessageID, std::string>> result;
    for(const MessageQueue::Message m : queue)
      result.emplace_back(m.id(), std::string(m.data(), m.size()));
    return result;
  }
}

TEST(DebugTables, RequestsAndResponses)
{
  DebugRequestTable table;
  Global::setDebugRequestTable(&table);
  int executed = 0;
  DEBUG_RESPONSE("foo") ++executed;
  EXPECT_EQ(executed, 0);
  table.addRequest(debugRequest("foo", true));
  table.addRequest(debugRequest("once", true));
  DEBUG_RESPONSE("foo") ++executed;
  DEBUG_RESPONSE_ONCE("once") ++executed;
  DEBUG_RESPONSE_ONCE("once") ++executed;
  DEBUG_RESPONSE_NOT("bar") ++executed;
#ifndef TOUCHLINE_RELEASE
  EXPECT_EQ(executed, 3);
#endif
  table.addRequest(debugRequest("disableAll", true));
  EXPECT_TRUE(table.empty());
  Global::setDebugRequestTable(nullptr);
}

TEST(DebugTables, ModifyOverridesUntilUnchanged)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "MODIFY and debug requests are compiled out in release builds";
#endif
  DebugRequestTable requests;
  DebugDataTable data;
  MessageQueue out;
  Global::setDebugRequestTable(&requests);
  Global::setDebugDataTable(&data);
  Global::setDebugOut(&out);

  FrameInfo2 info;
  info.time = 5;
  MODIFY("frame", info);
  EXPECT_EQ(info.time, 5u);

  FrameInfo2 forced;
  forced.time = 99;
  MessageQueue set;
  change(set, "frame", &forced);
  set.forEach([&](InMessage& m) { EXPECT_TRUE(data.processChangeRequest(m.bin)); });
  info.time = 6;
  MODIFY("frame", info);
  EXPECT_EQ(info.time, 99u);
  info.time = 7;
  MODIFY("frame", info);
  EXPECT_EQ(info.time, 99u); // every time until "unchanged"

  requests.addRequest(debugRequest("debug data:frame", true));
  MODIFY("frame", info);
  ASSERT_EQ(out.countMessages(), 1u);
  const MessageQueue::Message response = *out.begin();
  EXPECT_EQ(response.id(), idDebugDataResponse);
  InBinaryMemory in(response.data(), response.size());
  std::string name, type;
  FrameInfo2 sent;
  in >> name >> type >> sent;
  EXPECT_EQ(name, "frame");
  EXPECT_EQ(type, "FrameInfo2");
  EXPECT_EQ(sent.time, 99u);

  MessageQueue unchanged;
  change<FrameInfo2>(unchanged, "frame", nullptr);
  unchanged.forEach([&](InMessage& m) { EXPECT_TRUE(data.processChangeRequest(m.bin)); });
  info.time = 8;
  MODIFY("frame", info);
  EXPECT_EQ(info.time, 8u);

  Global::setDebugRequestTable(nullptr);
  Global::setDebugDataTable(nullptr);
  Global::setDebugOut(nullptr);
}

TEST(DebugTables, ProvidersAreModifiableAndSentOnRequest)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "MODIFY and debug requests are compiled out in release builds";
#endif
  const std::unique_ptr<ThreadFrame> motion = odometerThread();
  ASSERT_TRUE(motion);
  ThreadFrame& frame = *motion;
  ASSERT_TRUE(frame.runFrame());
  const Odometer& odometer = frame.getBlackboard().get<Odometer>("Odometer");
  EXPECT_EQ(odometer.distance, 1.f);

  // Module parameters are "module:OdometerProvider".
  struct Parameters : public Streamable
  {
    float step = 10.f;
    void read(In& stream) override { STREAM(step); }
    void write(Out& stream) const override { STREAM(step); }
  } parameters;
  change(frame, "module:OdometerProvider", &parameters);
  frame.runFrame();
  EXPECT_EQ(odometer.distance, 11.f);

  // The representation itself is "representation:Odometer": the override replaces the update.
  Odometer forced;
  forced.distance = -1.f;
  change(frame, "representation:Odometer", &forced);
  frame.runFrame();
  EXPECT_EQ(odometer.distance, -1.f);
  change<Odometer>(frame, "representation:Odometer", nullptr);
  frame.runFrame();
  EXPECT_EQ(odometer.distance, 9.f); // -1 + 10: the module's own computation again
  EXPECT_TRUE(messages(frame).empty());

  // No message id "idOdometer" exists: the representation can't be sent as a message, but
  // "debug data:representation:Odometer" works for every provider.
  request(frame, "debug data:representation:Odometer", true);
  frame.runFrame();
  const auto sent = messages(frame);
  ASSERT_EQ(sent.size(), 3u); // framed by the thread's name
  EXPECT_EQ(sent[0], std::make_pair(idFrameBegin, std::string("\x06\0\0\0Motion", 10)));
  EXPECT_EQ(sent[1].first, idDebugDataResponse);
  EXPECT_EQ(sent[2], std::make_pair(idFrameFinished, std::string("\x06\0\0\0Motion", 10)));
}

TEST(DebugTables, PollingReportsEachNameOnceForThreeFrames)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "debug requests are compiled out in release builds";
#endif
  DebugRequestTable table;
  MessageQueue out;
  Global::setDebugRequestTable(&table);
  Global::setDebugOut(&out);
  EXPECT_FALSE(table.mayBeActive());
  table.addRequest(debugRequest("b", true));
  table.addRequest(debugRequest("poll", true));
  EXPECT_TRUE(table.isPolling());
  std::vector<std::string> texts;
  for(int frame = 0; frame < 5; ++frame)
  {
    DEBUG_RESPONSE("a") {}
    DEBUG_RESPONSE("a") {}
    DECLARE_DEBUG_RESPONSE("b");
    table.frameDone();
  }
  out.forEach([&](InMessage& m) {
    EXPECT_EQ(m.getMessageID(), idDebugResponse);
    std::string name, value;
    m.text >> name;
    if(!m.text.eof())
      m.text >> value;
    texts.push_back(value.empty() ? name : name + " " + value);
  });
  EXPECT_EQ(texts, (std::vector<std::string>{"a false", "b true", "pollingFinished"}));
  EXPECT_FALSE(table.isPolling());
  Global::setDebugRequestTable(nullptr);
  Global::setDebugOut(nullptr);
}

TEST(DebugTables, TimingSendsProviderTimesEveryFrame)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "debug requests are compiled out in release builds";
#endif
  const std::unique_ptr<ThreadFrame> motion = odometerThread();
  ASSERT_TRUE(motion);
  ThreadFrame& frame = *motion;
  ASSERT_TRUE(frame.runFrame());
  EXPECT_TRUE(messages(frame).empty()); // nothing requested, nothing sent

  request(frame, "timing", true);
  std::set<std::string> names;
  unsigned frames = 0;
  for(int i = 0; i < 3; ++i)
  {
    frame.runFrame();
    for(const auto& [id, payload] : messages(frame))
      if(id == idStopwatch)
      {
        StopwatchData data;
        ASSERT_TRUE(data.decode(payload.data(), payload.size()));
        for(const auto& [watch, name] : data.names)
          names.insert(name);
        EXPECT_EQ(data.durations.size(), 2u); // Odometer and AllModules
        ++frames;
      }
  }
  EXPECT_EQ(frames, 3u);
  EXPECT_EQ(names, (std::set<std::string>{"Odometer", "AllModules"}));
}
