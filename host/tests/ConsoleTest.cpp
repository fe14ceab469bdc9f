/**
 * @file ConsoleTest.cpp
 * End-to-end tests of the debug link and the console: a real robot program
 * (touchline-testrobot: a Debug thread and two threads with a few modules) on a real TCP port
 * on loopback, the console engine in this process, touchline-console and touchline-log as real
 * processes.
 */
#include "Console/Console.h"
#include "Console/RequestNames.h"
#include "Platform/File.h"
#include "Process.h"
#include <gtest/gtest.h>
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <regex>
#include <thread>

#if defined(TOUCHLINE_TESTROBOT_PATH) && defined(TOUCHLINE_CONSOLE_PATH)

namespace
{
  namespace fs = std::filesystem;

  /** The test robot, started in a configuration directory of its own. */
  class ConsoleTest : public testing::Test
  {
  protected:
    void SetUp() override
    {
#ifdef TOUCHLINE_RELEASE
      GTEST_SKIP() << "release builds compile debug requests and MODIFY out";
#endif
      directory = fs::temp_directory_path() / ("touchline-console-test-" + std::to_string(getpid()));
      fs::remove_all(directory);
      fs::create_directories(directory);
      fs::copy(TOUCHLINE_TESTROBOT_CONFIG, directory / "Config", fs::copy_options::recursive);
      robot = std::make_unique<TestProcess::Process>(std::vector<std::string>{
        TOUCHLINE_TESTROBOT_PATH, "--config", (directory / "Config").string(), "--port", "0", "--no-beacon"});
      ASSERT_TRUE(robot->started());
      const std::optional<std::string> line = robot->waitForLine("debug port ", std::chrono::seconds(20));
      ASSERT_TRUE(line) << "the test robot did not start";
      port = static_cast<unsigned short>(std::stoi(line->substr(11)));
      console = std::make_unique<Console>([this](const std::string& text) { output.push_back(text); });
      console->waitTimeout = std::chrono::seconds(20);
      std::string error;
      ASSERT_TRUE(console->connect("127.0.0.1", port, error)) << error;
    }

    void TearDown() override
    {
      console.reset();
      robot.reset();
      fs::remove_all(directory);
    }

    /** Executes a command and returns what it printed. */
    std::vector<std::string> execute(const std::string& command, bool expectSuccess = true)
    {
      output.clear();
      const bool ok = console->execute(command);
      EXPECT_EQ(ok, expectSuccess) << command << "\n" << joined();
      return output;
    }

    std::string joined() const
    {
      std::string text;
      for(const std::string& line : output)
        text += line + "\n";
      return text;
    }

    /** The value of a field in a "set <name> a = 1; b = 2;" line. */
    static double field(const std::string& line, const std::string& name)
    {
      const std::regex pattern("(^|[ ;])" + name + " = (-?[0-9.e+-]+)");
      std::smatch match;
      if(!std::regex_search(line, match, pattern))
        return std::nan("");
      return std::stod(match[2]);
    }

    double get(const std::string& name, const std::string& fieldName)
    {
      const std::vector<std::string> lines = execute("get " + name);
      for(const std::string& line : lines)
        if(line.starts_with("set " + name + " "))
          return field(line, fieldName);
      ADD_FAILURE() << "no value of " << name << ":\n" << joined();
      return std::nan("");
    }

    /** Records a representation for half a second ("dr", "log start", ...) and saves the log; returns its path. */
    std::string recordLog(const std::string& representation, const std::string& name)
    {
      execute("dr representation:" + representation);
      execute("log start");
      for(int i = 0; i < 10; ++i)
        console->update(std::chrono::milliseconds(50));
      execute("log stop");
      execute("dr representation:" + representation + " off");
      const std::string file = (directory / name).string();
      execute("log save " + file);
      return file;
    }

    bool printed(const std::string& text) const
    {
      return std::any_of(output.begin(), output.end(), [&](const std::string& line) { return line.find(text) != std::string::npos; });
    }

    fs::path directory;
    std::unique_ptr<TestProcess::Process> robot;
    unsigned short port = 0;
    std::unique_ptr<Console> console;
    std::vector<std::string> output;
  };
}

TEST(RequestNames, TranslatedAsTheConsoleShowsThem)
{
  EXPECT_EQ(RequestNames::translate("debug data:module:X"), "debugData:module:X");
  EXPECT_EQ(RequestNames::translate("debug drawing 3d:foo"), "debugDrawing3d:foo");
  EXPECT_EQ(RequestNames::translate("automated requests:DrawingManager"), "automatedRequests:DrawingManager");
  EXPECT_EQ(RequestNames::translate("representation:A::B"), "representation:A:B");
  EXPECT_EQ(RequestNames::translate("plot:my-value"), "plot:myValue");
}

TEST_F(ConsoleTest, PollingListsTheRequestsOfEveryThread)
{
  const std::vector<std::string> names = execute("dr ?");
  for(const char* name : {"debugData:module:TestCounterProvider", "debugData:representation:TestCounter", "representation:Whistle",
                          "debugData:representation:TestObservation", "automatedRequests:ModuleTable"})
    EXPECT_NE(std::find(names.begin(), names.end(), name), names.end()) << name << " missing in\n" << joined();
  EXPECT_EQ(execute("dr ? whistle"), (std::vector<std::string>{"debugData:representation:Whistle", "representation:Whistle"}));
  const std::vector<std::string> data = execute("get ?");
  EXPECT_NE(std::find(data.begin(), data.end(), "module:TestCounterProvider"), data.end()) << joined();
  EXPECT_EQ(execute("for Motion get ?"), (std::vector<std::string>{"representation:TestObservation"}));
}

TEST_F(ConsoleTest, DebugRequestSwitchesOutputOnAndOff)
{
  execute("dr test:hello"); // not polled yet: declared only when the code runs, sent anyway
  console->update(std::chrono::milliseconds(300));
  bool seen = false;
  for(int i = 0; i < 50 && !seen; ++i)
  {
    console->update(std::chrono::milliseconds(50));
    seen = printed("hello from TestCounterProvider");
  }
  EXPECT_TRUE(seen) << joined();
  execute("dr off");
  console->update(std::chrono::milliseconds(300));
  output.clear();
  console->update(std::chrono::milliseconds(300));
  EXPECT_FALSE(printed("hello from")) << joined();
}

TEST_F(ConsoleTest, MessageDisableStopsTheRobotsTextAndEnableBringsItBack)
{
  const auto seesHello = [this] {
    output.clear();
    for(int i = 0; i < 50; ++i)
    {
      console->update(std::chrono::milliseconds(50));
      if(printed("hello from TestCounterProvider"))
        return true;
    }
    return false;
  };
  const auto quietFor300ms = [this] {
    console->update(std::chrono::milliseconds(300)); // what was sent before arrives
    output.clear();
    console->update(std::chrono::milliseconds(300));
    return !printed("hello from");
  };
  execute("dr test:hello");
  EXPECT_TRUE(seesHello()) << joined();
  execute("msg disable");
  EXPECT_TRUE(quietFor300ms()) << joined();
  // "dr off" switches every request off but keeps the text disabled.
  execute("dr off");
  execute("dr test:hello");
  EXPECT_TRUE(quietFor300ms()) << joined();
  execute("msg enable");
  EXPECT_TRUE(seesHello()) << joined();
  execute("msg nonsense", false);
}

TEST_F(ConsoleTest, GetPrintsASetCommandAndSetOverridesUntilUnchanged)
{
  const double count = get("representation:TestCounter", "count");
  EXPECT_GT(count, 0);
  EXPECT_EQ(execute("get module:TestCounterProvider"), std::vector<std::string>{"set module:TestCounterProvider step = 1; gain = 0.5;"});
  EXPECT_EQ(execute("get module:TestCounterProvider ?"), std::vector<std::string>{"{int step; float gain;}"});

  // Parameters: step 0 freezes the counter, gain 2 doubles the value.
  execute("set module:TestCounterProvider step = 0; gain = 2;");
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  const double frozen = get("representation:TestCounter", "count");
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_EQ(get("representation:TestCounter", "count"), frozen);
  EXPECT_EQ(get("representation:TestCounter", "value"), 2 * frozen);
  // Motion receives what Cognition computes.
  EXPECT_EQ(get("representation:TestObservation", "lastCount"), frozen);

  // A representation itself: the override replaces what the module computed.
  execute("set representation:TestCounter count = -5; value = 1.5;");
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  EXPECT_EQ(get("representation:TestCounter", "count"), -5);
  execute("set representation:TestCounter unchanged");
  execute("set module:TestCounterProvider unchanged");
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  // Counts on from the overridden value, with the module's own parameters again.
  EXPECT_GT(get("representation:TestCounter", "count"), -5);
  EXPECT_EQ(execute("get module:TestCounterProvider"), std::vector<std::string>{"set module:TestCounterProvider step = 1; gain = 0.5;"});

  // Bad values are refused with the reason.
  execute("set module:TestCounterProvider step = many;", false);
  EXPECT_TRUE(printed("step")) << joined();
  execute("get nothing:here", false);
  EXPECT_TRUE(printed("has no data nothing:here")) << joined();
}

TEST_F(ConsoleTest, ModuleRequestSwitchesTheProvider)
{
  const std::vector<std::string> providers = execute("mr ? TestCounter");
  EXPECT_NE(std::find(providers.begin(), providers.end(), "TestCounter (Cognition): CountdownProvider TestCounterProvider*"),
            providers.end()) << joined();
  execute("mr TestCounter CountdownProvider");
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  const double first = get("representation:TestCounter", "count");
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_LT(get("representation:TestCounter", "count"), first);
  EXPECT_EQ(get("representation:TestCounter", "value"), -1);
  const std::vector<std::string> after = execute("mr ? TestCounter");
  EXPECT_NE(std::find(after.begin(), after.end(), "TestCounter (Cognition): CountdownProvider* TestCounterProvider"), after.end())
    << joined();

  // Invalid requests are refused, the configuration stays.
  execute("mr TestCounter TestObserver", false);
  EXPECT_TRUE(printed("TestObserver does not provide TestCounter")) << joined();
  execute("mr TestCounter off", false); // TestWhistleDetector and TestObserver require it
  EXPECT_TRUE(printed("rejected")) << joined();
  // A default representation exists but nobody updates it: valid; then "for" says where it goes.
  execute("mr TestCounter default");
  execute("mr TestCounter TestCounterProvider", false);
  EXPECT_TRUE(printed("say where: for <thread> mr TestCounter TestCounterProvider")) << joined();
  execute("for Cognition mr TestCounter TestCounterProvider");
  const std::vector<std::string> modules = execute("mr modules TestWhistle");
  EXPECT_EQ(modules, std::vector<std::string>{"TestWhistleDetector: requires TestCounter; provides Whistle"});
}

TEST_F(ConsoleTest, RemoteLogIsReadByTouchlineLog)
{
  const std::string file = recordLog("Whistle", "remote.log");
  ASSERT_TRUE(fs::exists(file)) << joined();

  const TestProcess::Run info = TestProcess::run({TOUCHLINE_LOG_TOOL, "info", file});
  EXPECT_EQ(info.status, 0) << info.out;
  EXPECT_TRUE(info.contains("idWhistle")) << info.out;
  const TestProcess::Run dump = TestProcess::run({TOUCHLINE_LOG_TOOL, "dump", file});
  EXPECT_EQ(dump.status, 0) << dump.out;
  EXPECT_TRUE(dump.contains("channelsUsedForWhistleDetection = 4")) << dump.out;
}

TEST_F(ConsoleTest, RepresentationsWithoutASeedIdAreSentAndLogged)
{
  // TestCounter is no representation of the seed's list: the test robot's module gave it its id.
  const std::string file = recordLog("TestCounter", "counter.log");
  ASSERT_TRUE(fs::exists(file)) << joined();

  const TestProcess::Run dump = TestProcess::run({TOUCHLINE_LOG_TOOL, "dump", "--id", "TestCounter", file});
  EXPECT_EQ(dump.status, 0) << dump.out << dump.err;
  EXPECT_TRUE(dump.contains("idTestCounter")) << dump.out;
  EXPECT_TRUE(dump.contains("count = ")) << dump.out;
}

TEST_F(ConsoleTest, ScriptsAndHelp)
{
  const fs::path script = directory / "test.con";
  std::ofstream(script) << "# a comment\necho one // another\n/* block\ncomment */ echo two\n";
  execute("call " + script.string());
  EXPECT_EQ(output, (std::vector<std::string>{"one", "two"}));
  std::ofstream(script) << "echo fine\nnonsense command\necho never\n";
  execute("call " + script.string(), false);
  EXPECT_TRUE(printed("Syntax Error: unknown command nonsense")) << joined();
  EXPECT_EQ(output.back(), script.string() + "(2): nonsense command");
  EXPECT_FALSE(printed("never"));
  execute("help mr");
  EXPECT_GE(output.size(), 4u);
}

TEST_F(ConsoleTest, HelpOfACommandShowsThatCommandFirstThenTheOthersThatMentionIt)
{
  execute("help robot");
  ASSERT_GE(output.size(), 3u) << joined();
  EXPECT_TRUE(output[0].starts_with("robot ? ")) << joined();
  const auto others = std::find(output.begin(), output.end(), "Other commands that mention robot:");
  ASSERT_NE(others, output.end()) << joined();
  // Before the others: only the robot command's own lines (and the blank line).
  for(auto line = output.begin(); line != others - 1; ++line)
    EXPECT_TRUE(line->starts_with("robot ")) << *line << "\n" << joined();
  EXPECT_TRUE(std::any_of(others + 1, output.end(), [](const std::string& line) { return line.starts_with("sc "); })) << joined();
  EXPECT_FALSE(std::any_of(others + 1, output.end(), [](const std::string& line) { return line.starts_with("robot "); })) << joined();
  // An alias names its command; a pattern that is no command lists what mentions it, as before.
  execute("help ?");
  EXPECT_TRUE(output[0].starts_with("help | ? ")) << joined();
  execute("help provide");
  EXPECT_FALSE(printed("Other commands")) << joined();
  EXPECT_TRUE(printed("mr ? ")) << joined();
  execute("help noSuchWordAnywhere", false);
  EXPECT_EQ(output, std::vector<std::string>{"Error: no command is named noSuchWordAnywhere or mentions it (help lists them all)"});
}

TEST_F(ConsoleTest, RobotAllAndListsSendTheCommandsToEachAndForNamesRobots)
{
  // A second test robot: robot all, robot A B and for <robot> ... reach both.
  TestProcess::Process second({TOUCHLINE_TESTROBOT_PATH, "--config", (directory / "Config").string(), "--port", "0", "--no-beacon", "--name", "RobotB"});
  const std::optional<std::string> line = second.waitForLine("debug port ", std::chrono::seconds(20));
  ASSERT_TRUE(line) << "the second test robot did not start";
  execute("sc RobotB 127.0.0.1:" + line->substr(11));
  const auto step = [&](const std::string& robot) {
    execute("robot " + robot);
    return field(execute("get module:TestCounterProvider").back(), "step");
  };
  execute("robot all");
  EXPECT_EQ(execute("robot ?"), (std::vector<std::string>{"* TestRobot", "* RobotB"}));
  // A command about a robot goes to each selected one, its name first; others run once.
  execute("set module:TestCounterProvider step = 3;");
  EXPECT_EQ(output, (std::vector<std::string>{"TestRobot:", "RobotB:"}));
  execute("echo once");
  EXPECT_EQ(output, std::vector<std::string>{"once"});
  execute("get module:TestCounterProvider");
  ASSERT_EQ(output.size(), 4u) << joined();
  EXPECT_EQ(output[0], "TestRobot:");
  EXPECT_EQ(output[2], "RobotB:");
  EXPECT_EQ(field(output[1], "step"), 3);
  EXPECT_EQ(field(output[3], "step"), 3);
  EXPECT_EQ(step("TestRobot"), 3);
  EXPECT_EQ(step("RobotB"), 3);
  // A list of names; "for <robot>" runs one command for a robot without changing the selection.
  execute("robot RobotB TestRobot");
  EXPECT_EQ(execute("robot ?"), (std::vector<std::string>{"* TestRobot", "* RobotB"}));
  execute("for Cognition set module:TestCounterProvider step = 4;");
  EXPECT_EQ(output, (std::vector<std::string>{"RobotB:", "TestRobot:"}));
  execute("robot TestRobot");
  execute("for RobotB set module:TestCounterProvider step = 5;");
  EXPECT_EQ(console->selectedRobot(), "TestRobot");
  EXPECT_EQ(console->selectedRobots(), std::vector<std::string>{"TestRobot"});
  EXPECT_EQ(step("RobotB"), 5);
  EXPECT_EQ(step("TestRobot"), 4);
  execute("for TestRobot RobotB Cognition get module:TestCounterProvider");
  ASSERT_EQ(output.size(), 4u) << joined();
  EXPECT_EQ(field(output[1], "step"), 4);
  EXPECT_EQ(field(output[3], "step"), 5);
  execute("for all dr off");
  EXPECT_EQ(output, (std::vector<std::string>{"TestRobot:", "RobotB:"}));
  // Mistakes: nothing changes.
  execute("robot RobotB nobody", false);
  EXPECT_EQ(output, std::vector<std::string>{"Error: no robot nobody (robot ? lists them)"});
  EXPECT_EQ(console->selectedRobots(), std::vector<std::string>{"TestRobot"});
  execute("for RobotB", false);
  EXPECT_TRUE(printed("Syntax Error: for <thread>")) << joined();
  execute("robot all extra", false);
  EXPECT_TRUE(printed("Syntax Error: robot ?")) << joined();
}

TEST_F(ConsoleTest, SyntaxErrorOnlyForSyntaxWithTheUsage)
{
  // Arguments that do not fit: "Syntax Error" and the command's syntax.
  execute("dr", false);
  EXPECT_EQ(output, std::vector<std::string>{"Syntax Error: dr ? [<pattern>] | dr off | dr <name> [on | off]"});
  execute("nonsense", false);
  EXPECT_EQ(output, std::vector<std::string>{"Syntax Error: unknown command nonsense (help lists the commands)"});
  execute("for Cognition echo x", false);
  EXPECT_TRUE(printed("Syntax Error: for <thread> {<thread>} <command> (echo is not one of: dr, get, motion, mr, set)")) << joined();
  // Failures that are no syntax errors: why, and nothing else.
  execute("get no:such", false);
  EXPECT_EQ(output.size(), 1u) << joined();
  EXPECT_FALSE(printed("Syntax Error")) << joined();
  execute("mr TestCounter TestObserver", false);
  EXPECT_FALSE(printed("Syntax Error")) << joined();
  execute("for NoThread dr off", false);
  EXPECT_EQ(output, std::vector<std::string>{"Error: TestRobot has no thread NoThread"});
  // One table behind help and completion: every command has help, every name completes.
  for(const std::string command : {"call", "cls", "dr", "echo", "for", "gc", "get", "help", "log", "motion", "mr", "msg", "poll", "pr", "robot", "set", "sleep"})
  {
    execute("help " + command);
    EXPECT_TRUE(printed(command + " ")) << command << "\n" << joined();
    const std::vector<std::string> completions = console->completions(command.substr(0, 2));
    EXPECT_NE(std::find(completions.begin(), completions.end(), command), completions.end()) << command;
  }
}

TEST_F(ConsoleTest, GetKeepsADataRequestThatWasOnAndACommandsLinesCanBeCollected)
{
  // Switched on for Cognition (as a data view does): get reads the value and leaves it on.
  execute("for Cognition dr debugData:module:TestCounterProvider");
  execute("get module:TestCounterProvider");
  RobotConnection* robot = console->connections().front();
  const unsigned before = robot->debugDataSequence();
  for(int i = 0; i < 400 && robot->debugDataSequence() < before + 5; ++i)
    console->update(std::chrono::milliseconds(50));
  EXPECT_GE(robot->debugDataSequence(), before + 5);

  std::vector<std::string> printed;
  EXPECT_TRUE(console->execute("get module:TestCounterProvider", printed));
  EXPECT_EQ(printed, std::vector<std::string>{"set module:TestCounterProvider step = 1; gain = 0.5;"});
  EXPECT_FALSE(console->execute("get nothing:here", printed));
  ASSERT_EQ(printed.size(), 2u);
  EXPECT_EQ(printed[1], "Error: " + robot->name() + " has no data nothing:here");
  EXPECT_EQ(output.back(), printed[1]); // printed as usual too
}

TEST_F(ConsoleTest, CompletionHasTheNamesRightAfterConnecting)
{
  // connect() asked for the names; they arrive without a command that needs them.
  for(int i = 0; i < 100 && console->completions("dr debugData:mod").empty(); ++i)
    console->update(std::chrono::milliseconds(50));
  const std::vector<std::string> completions = console->completions("dr debugData:mod");
  EXPECT_NE(std::find(completions.begin(), completions.end(), "dr debugData:module:TestCounterProvider"), completions.end());
  const std::vector<std::string> threads = console->completions("for Cog");
  EXPECT_EQ(threads, std::vector<std::string>{"for Cognition"});
  const std::vector<std::string> afterThread = console->completions("for Cognition m");
  EXPECT_EQ(afterThread, (std::vector<std::string>{"for Cognition motion", "for Cognition mr"}));
  const std::vector<std::string> inner = console->completions("for Cognition get module:TestC");
  EXPECT_EQ(inner, std::vector<std::string>{"for Cognition get module:TestCounterProvider"});
}

TEST_F(ConsoleTest, PartialSetKeepsTheFieldsNotGiven)
{
  execute("set module:TestCounterProvider gain = 2;");
  EXPECT_EQ(execute("get module:TestCounterProvider"), std::vector<std::string>{"set module:TestCounterProvider step = 1; gain = 2;"});
  execute("set module:TestCounterProvider step = 3;");
  EXPECT_EQ(execute("get module:TestCounterProvider"), std::vector<std::string>{"set module:TestCounterProvider step = 3; gain = 2;"});
  // A field the type does not have is named as unknown, with the known ones.
  execute("set module:TestCounterProvider stepp = 3;", false);
  EXPECT_EQ(output, std::vector<std::string>{"Error: module:TestCounterProvider: unknown field stepp (the fields are step, gain)"});
  execute("set module:TestCounterProvider unchanged");
}

TEST_F(ConsoleTest, SaveWritesWhereTheRobotReads)
{
  const fs::path config = directory / "Config";
  File::setConfigDirectory(config.string() + "/");
  // No file anywhere: created in the robot's scenario, where the robot reads it.
  execute("set module:TestCounterProvider gain = 4;");
  execute("get module:TestCounterProvider save");
  const fs::path scenario = config / "Scenarios/Default/testCounterProvider.cfg";
  EXPECT_TRUE(printed("saved module:TestCounterProvider to " + fs::canonical(scenario).string())) << joined();
  std::string text;
  ASSERT_TRUE(File::readAll(scenario.string(), text, 1000));
  EXPECT_NE(text.find("gain = 4;"), std::string::npos) << text;
  // A file on the robot's search path before it (its head's folder) is the one overwritten.
  const fs::path head = config / "Robots/TestRobot/Head/testCounterProvider.cfg";
  fs::create_directories(head.parent_path());
  std::ofstream(head) << "step = 1;\ngain = 0.5;\n";
  execute("get module:TestCounterProvider save");
  EXPECT_TRUE(printed("to " + fs::canonical(head).string())) << joined();
  ASSERT_TRUE(File::readAll(head.string(), text, 1000));
  EXPECT_NE(text.find("gain = 4;"), std::string::npos) << text;
  // threads.cfg: the scenario's, which the robot read at start.
  execute("mr save");
  EXPECT_TRUE(printed("saved the configuration to " + fs::canonical(config / "Scenarios/Default/threads.cfg").string())) << joined();
  // A name with a directory part is used as given (relative to the working directory).
  const fs::path given = directory / "given.cfg";
  execute("get module:TestCounterProvider save " + given.string());
  EXPECT_TRUE(fs::exists(given));
  execute("set module:TestCounterProvider unchanged");
}

TEST_F(ConsoleTest, SleepLetsAScriptRecordFrames)
{
  const fs::path script = directory / "record.con";
  const fs::path log = directory / "slept.log";
  std::ofstream(script) << "dr representation:TestCounter\nlog start\nsleep 0.5\nlog stop\nlog save " << log.string() << "\n";
  execute("call " + script.string());
  EXPECT_FALSE(printed("recorded 0 frames")) << joined();
  EXPECT_TRUE(fs::exists(log));
  execute("sleep x", false);
  EXPECT_EQ(output, std::vector<std::string>{"Syntax Error: sleep <seconds>"});
}

TEST_F(ConsoleTest, TouchlineConsoleRunsCommandsFromOptionsAndStandardInput)
{
  const std::string address = "127.0.0.1:" + std::to_string(port);
  const TestProcess::Run run = TestProcess::run({TOUCHLINE_CONSOLE_PATH, address, "-c", "echo hi", "-c", "get module:TestCounterProvider"});
  EXPECT_EQ(run.status, 0) << run.out;
  EXPECT_TRUE(run.contains("hi\nset module:TestCounterProvider step = 1; gain = 0.5;\n")) << run.out;
  const TestProcess::Run failing = TestProcess::run({TOUCHLINE_CONSOLE_PATH, address, "-c", "get no:such"});
  EXPECT_NE(failing.status, 0);
  const TestProcess::Run refused = TestProcess::run({TOUCHLINE_CONSOLE_PATH, "127.0.0.1:1", "-c", "echo x"});
  EXPECT_NE(refused.status, 0);
  EXPECT_TRUE(refused.contains("touchline-console:")) << refused.out;
}

#endif

#if defined(TOUCHLINE_TESTROBOT_PATH) && defined(TOUCHLINE_CONSOLE_PATH)
TEST(ConsoleDiscovery, ListShowsRobotsThatSendBeacons)
{
  const std::string discoveryPort = std::to_string(20000 + getpid() % 20000);
  TestProcess::Process robot({TOUCHLINE_TESTROBOT_PATH, "--config", TOUCHLINE_TESTROBOT_CONFIG, "--port", "0", "--name", "Beaconer",
                                 "--discovery-port", discoveryPort, "--beacon-to", "127.255.255.255"});
  const std::optional<std::string> line = robot.waitForLine("debug port ", std::chrono::seconds(20));
  ASSERT_TRUE(line);
  const TestProcess::Run list = TestProcess::run({TOUCHLINE_CONSOLE_PATH, "--list", "--seconds", "3", "--discovery-port", discoveryPort});
  EXPECT_EQ(list.status, 0) << list.out;
  EXPECT_TRUE(list.contains("Beaconer")) << list.out;
  EXPECT_TRUE(list.contains(":" + line->substr(11) + "  team 5  player 3  body TestBody")) << list.out;
  EXPECT_TRUE(list.contains("alive (running)")) << list.out;
}
#endif
