/**
 * @file ConfigThreadsTest.cpp
 * Tests of "touchline-config threads": the validation and the graph in-process with modules
 * defined here, and the real executable (which links the robot's modules) as a process. The
 * corpus of broken files that the tool and the robot program must reject alike is in
 * ThreadsCorpusTest.cpp.
 */
#include "ThreadsCommand.h"
#include "TestText.h"
#include "Framework/Module.h"
#include "Process.h"
#include <gtest/gtest.h>
#include <algorithm>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;

STREAMABLE(ThrImage, {, (int)(0) width, });
STREAMABLE(ThrPercept, {, (int)(0) ball, });
STREAMABLE(ThrModel, {, (float)(0.f) position, });
STREAMABLE(ThrCommand, {, (int)(0) motion, });
STREAMABLE(ThrOdometry, {, (float)(0.f) x, });
STREAMABLE(ThrDefault, {, (int)(0) value, });
STREAMABLE_WITH_BASE(UpperThrPercept, ThrPercept, {,});

#define THR_UPDATE(r) void update(r&) override {}

MODULE(ThrCamera, {, PROVIDES(ThrImage), });
struct ThrCamera : ThrCameraBase { THR_UPDATE(ThrImage) };
MAKE_MODULE(ThrCamera);

MODULE(ThrPerceptor, {, REQUIRES(ThrImage), PROVIDES(ThrPercept), });
struct ThrPerceptor : ThrPerceptorBase { THR_UPDATE(ThrPercept) };
MAKE_MODULE(ThrPerceptor);

// In Cognition: Upper's ThrPercept through the alias, Motion's ThrOdometry directly, a default.
MODULE(ThrLocator, {, REQUIRES(UpperThrPercept), REQUIRES(ThrOdometry), REQUIRES(ThrDefault), PROVIDES(ThrModel), });
struct ThrLocator : ThrLocatorBase { THR_UPDATE(ThrModel) };
MAKE_MODULE(ThrLocator);

MODULE(ThrBehavior, {, REQUIRES(ThrModel), PROVIDES(ThrCommand), });
struct ThrBehavior : ThrBehaviorBase { THR_UPDATE(ThrCommand) };
MAKE_MODULE(ThrBehavior);

// In Motion: Cognition's ThrCommand.
MODULE(ThrOdometer, {, REQUIRES(ThrCommand), PROVIDES(ThrOdometry), });
struct ThrOdometer : ThrOdometerBase { THR_UPDATE(ThrOdometry) };
MAKE_MODULE(ThrOdometer);

// With ThrBehavior: a cycle.
MODULE(ThrFeedback, {, REQUIRES(ThrCommand), PROVIDES(ThrModel), });
struct ThrFeedback : ThrFeedbackBase { THR_UPDATE(ThrModel) };
MAKE_MODULE(ThrFeedback);

namespace
{
  using Providers = std::vector<std::pair<std::string, std::string>>;

  Configuration::Thread thread(const std::string& name, int priority, const std::string& unit, const Providers& providers)
  {
    Configuration::Thread t;
    t.name = name;
    t.priority = priority;
    t.executionUnit = unit;
    for(const auto& [representation, provider] : providers)
    {
      Configuration::RepresentationProvider rp;
      rp.representation = representation;
      rp.provider = provider;
      t.representationProviders.push_back(rp);
    }
    return t;
  }

  /** Upper perceives, Cognition locates and decides, Motion executes; data in both directions. */
  Configuration threeThreads()
  {
    Configuration c;
    c.defaultRepresentations = {"ThrDefault"};
    c.threads = {thread("Upper", 0, "30Hz", {{"ThrImage", "ThrCamera"}, {"ThrPercept", "ThrPerceptor"}}),
                 thread("Cognition", 1, "Triggered", {{"ThrCommand", "ThrBehavior"}, {"ThrModel", "ThrLocator"}}),
                 thread("Motion", 20, "100Hz", {{"ThrOdometry", "ThrOdometer"}})};
    return c;
  }

  /** Finds only the modules of this test (not any other module linked into host_tests). */
  const Module* findTestModule(const std::string& name)
  {
    return name.starts_with("Thr") ? Module::find(name) : nullptr;
  }

}

TEST(ConfigThreads, ValidConfigurationShowsOrderTrafficAndDefaults)
{
  const ThreadsCommand::Report report = ThreadsCommand::validate(threeThreads(), findTestModule);
  EXPECT_EQ(report.status, 0);
  EXPECT_EQ(report.text, "Thread Upper\n"
                         "  priority: 0\n"
                         "  execution unit: 30Hz\n"
                         "  execution order:\n"
                         "    ThrCamera.ThrImage\n"
                         "    ThrPerceptor.ThrPercept\n"
                         "  receives: none\n"
                         "  sends to Cognition:\n"
                         "    ThrPercept\n"
                         "  default representations: none\n"
                         "\n"
                         "Thread Cognition\n"
                         "  priority: 1\n"
                         "  execution unit: Triggered\n"
                         "  execution order:\n"
                         "    ThrLocator.ThrModel\n"
                         "    ThrBehavior.ThrCommand\n"
                         "  receives from Motion:\n"
                         "    ThrOdometry\n"
                         "  receives from Upper:\n"
                         "    UpperThrPercept -> ThrPercept\n"
                         "  sends to Motion:\n"
                         "    ThrCommand\n"
                         "  default representations:\n"
                         "    ThrDefault\n"
                         "\n"
                         "Thread Motion\n"
                         "  priority: 20\n"
                         "  execution unit: 100Hz\n"
                         "  execution order:\n"
                         "    ThrOdometer.ThrOdometry\n"
                         "  receives from Cognition:\n"
                         "    ThrCommand\n"
                         "  sends to Cognition:\n"
                         "    ThrOdometry\n"
                         "  default representations: none\n"
                         "\n"
                         "Valid: 3 threads, 5 providers, 3 connections between threads.\n");
}

TEST(ConfigThreads, DefaultLookupIsTheLinkedModules)
{
  // Without a lookup, the modules linked into the program are used: here, those of this test.
  const ThreadsCommand::Report report = ThreadsCommand::validate(threeThreads());
  EXPECT_EQ(report.status, 0) << report.text;
  EXPECT_EQ(report.text, ThreadsCommand::validate(threeThreads(), findTestModule).text);
}

TEST(ConfigThreads, EveryErrorIsPrinted)
{
  Configuration c = threeThreads();
  c.threads[0].representationProviders[0].provider = "X";
  c.threads[2].representationProviders[0].provider = "Y";
  ThreadsCommand::Report report = ThreadsCommand::validate(c, findTestModule);
  EXPECT_EQ(report.status, 1);
  EXPECT_EQ(report.text, "Upper: Module X is unknown!\nMotion: Module Y is unknown!\nInvalid: 2 errors.\n");
  EXPECT_EQ(report.dot, "");

  // A lookup that does not know a module makes it unknown, even if it is linked.
  report = ThreadsCommand::validate(threeThreads(), [](const std::string& name) {
    return name == "ThrOdometer" ? nullptr : findTestModule(name);
  });
  EXPECT_EQ(report.status, 1);
  EXPECT_EQ(report.text, "Motion: Module ThrOdometer is unknown!\nInvalid: 1 error.\n");

  c = threeThreads();
  c.threads[1] = thread("Cognition", 1, "Triggered", {{"ThrCommand", "ThrFeedback"}, {"ThrModel", "ThrLocator"}, {"ThrCommand", "ThrBehavior"}});
  report = ThreadsCommand::validate(c, findTestModule);
  EXPECT_EQ(report.status, 1);
  EXPECT_EQ(report.text, "Cognition: ThrFeedback does not provide ThrCommand!\n"
                         "Cognition: ThrCommand is provided by more than one module!\n"
                         "Invalid: 2 errors.\n");

  c = threeThreads();
  c.defaultRepresentations.clear(); // Otherwise: "Default representation ThrDefault is not required anywhere!"
  c.threads[1] = thread("Cognition", 1, "Triggered", {{"ThrCommand", "ThrBehavior"}, {"ThrModel", "ThrFeedback"}});
  report = ThreadsCommand::validate(c, findTestModule);
  EXPECT_EQ(report.text, "Cognition: Cyclic dependency ThrBehavior.ThrCommand -> ThrFeedback.ThrModel -> ThrBehavior.ThrCommand!\n"
                         "Invalid: 1 error.\n");

  c = threeThreads();
  c.defaultRepresentations.clear();
  report = ThreadsCommand::validate(c, findTestModule);
  EXPECT_EQ(report.text, "Cognition: No provider for required representation ThrDefault required by ThrLocator\nInvalid: 1 error.\n");
}

TEST(ConfigThreads, AliasesAreCheckedWithTheTypes)
{
  Configuration c = threeThreads();
  ThreadsCommand::Report report = ThreadsCommand::validate(c, findTestModule, [](const std::string&, const std::string&) { return false; });
  EXPECT_EQ(report.status, 1);
  EXPECT_EQ(report.text, "Cognition: The representations ThrPercept and the alias UpperThrPercept are not equal!\nInvalid: 1 error.\n");

  c.threads[0].representationProviders.pop_back();
  report = ThreadsCommand::validate(c, findTestModule);
  EXPECT_EQ(report.text,
            "Cognition: The representation ThrPercept that is expected from thread Upper is not provided in this thread!\nInvalid: 1 error.\n");
}

TEST(ConfigThreads, UnnamedThreadsAndEmptyEntriesAreErrors)
{
  Configuration c = threeThreads();
  c.threads[2].name.clear();
  c.threads[1].representationProviders[0].provider.clear();
  const ThreadsCommand::Report report = ThreadsCommand::validate(c, findTestModule);
  EXPECT_EQ(report.status, 1);
  EXPECT_EQ(report.text, "Cognition: A representation provider needs a representation and a provider!\n"
                         "threads[2]: The thread has no name!\n"
                         "Invalid: 2 errors.\n");
}

TEST(ConfigThreads, TheRobotsStartUpChecksAreMade)
{
  // What the module graph does not see, but the robot checks before it starts the threads.
  Configuration c = threeThreads();
  c.threads[0].executionUnit = "Warp";
  c.threads[1].executionUnit = "0Hz";
  c.threads[2].executionUnit.clear();
  ThreadsCommand::Report report = ThreadsCommand::validate(c, findTestModule);
  EXPECT_EQ(report.status, 1);
  EXPECT_EQ(report.text, "Upper: execution unit Warp is unknown!\n"
                         "Cognition: execution unit 0Hz: the frequency is not in 0 < N <= 100000 Hz!\n"
                         "Motion: no execution unit given!\n"
                         "Invalid: 3 errors.\n");

  c = threeThreads();
  c.threads[2].priority = 100;
  c.threads[2].debugSenderSize = 1000;
  c.threads[2].debugSenderInfrastructureSize = 1001;
  report = ThreadsCommand::validate(c, findTestModule);
  EXPECT_EQ(report.text, "Motion: priority 100 is above 99, the highest real-time priority!\n"
                         "Motion: debugSenderInfrastructureSize 1001 is larger than debugSenderSize 1000!\n"
                         "Invalid: 2 errors.\n");
  c.threads[2].priority = 99;
  c.threads[2].debugSenderInfrastructureSize = 1000;
  EXPECT_EQ(ThreadsCommand::validate(c, findTestModule).status, 0);

  // Linux keeps 15 characters of a thread's name.
  c.threads[2].name = "MotionOdometry1";
  EXPECT_EQ(ThreadsCommand::validate(c, findTestModule).status, 0);
  c.threads[2].name = "MotionOdometry12";
  EXPECT_EQ(ThreadsCommand::validate(c, findTestModule).text,
            "MotionOdometry12: the thread name has 16 characters, Linux keeps only 15!\nInvalid: 1 error.\n");
}

TEST(ConfigThreads, GraphHasClustersNodesAndCrossThreadEdges)
{
  const std::string dot = ThreadsCommand::validate(threeThreads(), findTestModule).dot;
  const std::vector<std::string> text = TestText::lines(dot);
  ASSERT_GE(text.size(), 3u);
  EXPECT_EQ(text.front(), "digraph threads {");
  EXPECT_EQ(text.back(), "}");
  EXPECT_EQ(std::count(dot.begin(), dot.end(), '{'), std::count(dot.begin(), dot.end(), '}'));
  EXPECT_EQ(std::count(dot.begin(), dot.end(), '['), std::count(dot.begin(), dot.end(), ']'));
  EXPECT_EQ(std::count(dot.begin(), dot.end(), '"') % 2, 0);

  // Every node is declared once inside its thread's cluster; every edge connects declared nodes.
  const std::regex node(R"re(^    ("[^"]*") \[label="([^"]*)", shape=(box|ellipse)(.*)\];$)re");
  const std::regex edge(R"re(^ +("[^"]*") -> ("[^"]*")( \[.*\])?;$)re");
  const std::regex cluster(R"re(^  subgraph "cluster_([^"]*)" \{$)re");
  std::map<std::string, std::string> nodes; // id -> shape and style
  std::set<std::string> edges;
  std::vector<std::string> clusters;
  std::string current;
  for(const std::string& line : text)
  {
    std::smatch m;
    if(std::regex_match(line, m, cluster))
      clusters.push_back(current = m[1]);
    else if(std::regex_match(line, m, node))
    {
      EXPECT_TRUE(nodes.emplace(m[1], m[3].str() + m[4].str()).second) << line;
      EXPECT_EQ(m[1].str(), "\"" + current + (m[3] == "box" ? "/module/" : "/representation/") + m[2].str() + "\"") << line;
    }
    else if(std::regex_match(line, m, edge))
    {
      EXPECT_TRUE(nodes.contains(m[1]) && nodes.contains(m[2])) << line;
      EXPECT_TRUE(edges.insert(line.substr(line.find('"'))).second) << line;
    }
  }
  EXPECT_EQ(clusters, (std::vector<std::string>{"Upper", "Cognition", "Motion"}));
  EXPECT_EQ(nodes.size(), 5u + 5u + 4u); // modules, provided representations, received and default ones
  EXPECT_EQ(nodes["\"Upper/module/ThrCamera\""], "box");
  EXPECT_EQ(nodes["\"Upper/representation/ThrImage\""], "ellipse");
  EXPECT_EQ(nodes["\"Cognition/representation/UpperThrPercept\""], "ellipse, style=dashed");
  EXPECT_EQ(nodes["\"Cognition/representation/ThrDefault\""], "ellipse, style=filled, fillcolor=lightgrey");

  const std::set<std::string> expected = {
    "\"Upper/module/ThrCamera\" -> \"Upper/representation/ThrImage\";",
    "\"Upper/representation/ThrImage\" -> \"Upper/module/ThrPerceptor\";",
    "\"Upper/module/ThrPerceptor\" -> \"Upper/representation/ThrPercept\";",
    "\"Cognition/representation/UpperThrPercept\" -> \"Cognition/module/ThrLocator\";",
    "\"Cognition/representation/ThrOdometry\" -> \"Cognition/module/ThrLocator\";",
    "\"Cognition/representation/ThrDefault\" -> \"Cognition/module/ThrLocator\";",
    "\"Cognition/module/ThrLocator\" -> \"Cognition/representation/ThrModel\";",
    "\"Cognition/representation/ThrModel\" -> \"Cognition/module/ThrBehavior\";",
    "\"Cognition/module/ThrBehavior\" -> \"Cognition/representation/ThrCommand\";",
    "\"Motion/representation/ThrCommand\" -> \"Motion/module/ThrOdometer\";",
    "\"Motion/module/ThrOdometer\" -> \"Motion/representation/ThrOdometry\";",
    "\"Upper/representation/ThrPercept\" -> \"Cognition/representation/UpperThrPercept\" [style=dashed, label=\"UpperThrPercept\"];",
    "\"Motion/representation/ThrOdometry\" -> \"Cognition/representation/ThrOdometry\" [style=dashed];",
    "\"Cognition/representation/ThrCommand\" -> \"Motion/representation/ThrCommand\" [style=dashed];",
  };
  EXPECT_EQ(edges, expected);
}

TEST(ConfigThreads, GraphIsDeterministic)
{
  // The order of the providers in the file does not matter.
  Configuration c = threeThreads();
  for(Configuration::Thread& t : c.threads)
    std::reverse(t.representationProviders.begin(), t.representationProviders.end());
  const ThreadsCommand::Report a = ThreadsCommand::validate(threeThreads(), findTestModule), b = ThreadsCommand::validate(c, findTestModule);
  EXPECT_EQ(a.dot, b.dot);
  EXPECT_EQ(a.text, b.text);
}

namespace
{
  /** What a run of touchline-config produced. */
  struct ThreadsToolResult
  {
    int status = -1; ///< The exit status, -1 if the process did not exit normally.
    std::string out;
    std::string err;
  };

  const std::string data = std::string(TOUCHLINE_HOST_TEST_DATA) + "/threads";

  /** Runs touchline-config in a temporary directory. */
  class ConfigThreadsTool : public testing::Test
  {
  protected:
    fs::path directory;

    void SetUp() override
    {
      std::string pattern = (fs::temp_directory_path() / "touchline-threads-test-XXXXXX").string();
      ASSERT_NE(mkdtemp(pattern.data()), nullptr);
      directory = pattern;
    }

    void TearDown() override
    {
      std::error_code error;
      fs::remove_all(directory, error);
    }

    ThreadsToolResult run(const std::vector<std::string>& args) const
    {
      std::vector<std::string> all{TOUCHLINE_CONFIG_TOOL};
      all.insert(all.end(), args.begin(), args.end());
      const TestProcess::Run run = TestProcess::run(all, directory.string());
      return ThreadsToolResult{run.status >= 128 ? -1 : run.status, run.out, run.err};
    }
  };
}

TEST_F(ConfigThreadsTool, Help)
{
  const ThreadsToolResult result = run({"threads", "--help"});
  EXPECT_EQ(result.status, 0);
  EXPECT_NE(result.out.find("touchline-config threads [--config DIR] [--scenario NAME] [--dot FILE] [THREADS_CFG]"), std::string::npos)
    << result.out;
  EXPECT_NE(result.out.find("--dot FILE"), std::string::npos);
}

TEST_F(ConfigThreadsTool, UsageErrors)
{
  ThreadsToolResult result = run({"threads", "--frobnicate"});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("unknown option '--frobnicate'"), std::string::npos) << result.err;
  result = run({"threads", "--dot"});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("--dot needs a value"), std::string::npos) << result.err;
  result = run({"threads", "a.cfg", "b.cfg"});
  EXPECT_EQ(result.status, 2);
  result = run({"threads", "--scenario", "Game", "a.cfg"});
  EXPECT_EQ(result.status, 2);
  EXPECT_NE(result.err.find("either THREADS_CFG or --config/--scenario"), std::string::npos) << result.err;
}

TEST_F(ConfigThreadsTool, MissingFile)
{
  ThreadsToolResult result = run({"threads", "nowhere.cfg"});
  EXPECT_EQ(result.status, 1);
  EXPECT_EQ(result.err, "nowhere.cfg: cannot read the file: No such file or directory\n");

  // No Config directory in the working directory: the places searched are listed.
  result = run({"threads"});
  EXPECT_EQ(result.status, 1);
  EXPECT_NE(result.err.find("threads.cfg not found (scenario Default, location Default)"), std::string::npos) << result.err;
  EXPECT_NE(result.err.find("  Config/Scenarios/Default/threads.cfg\n"), std::string::npos) << result.err;
}

TEST_F(ConfigThreadsTool, SyntaxAndContentErrors)
{
  ThreadsToolResult result = run({"threads", data + "/syntax.cfg"});
  EXPECT_EQ(result.status, 1);
  EXPECT_NE(result.out.find(data + "/syntax.cfg(4, 14): expected ';'"), std::string::npos) << result.out;

  // A relative name is shown as given.
  fs::copy_file(data + "/content.cfg", directory / "content.cfg");
  result = run({"threads", "content.cfg"});
  EXPECT_EQ(result.status, 1);
  EXPECT_NE(result.out.find("\ncontent.cfg, threads[0].priority: wrong format: expected an integer, found 'high'\n"), std::string::npos)
    << result.out;
  EXPECT_NE(result.out.find("\ncontent.cfg, threads[0]: unused attribute 'executonUnit'\n"), std::string::npos) << result.out;
}

TEST_F(ConfigThreadsTool, UnknownModule)
{
  const ThreadsToolResult result = run({"threads", "--dot", "graph.dot", data + "/unknownModule.cfg"});
  EXPECT_EQ(result.status, 1);
  EXPECT_NE(result.out.find("\nCognition: Module NoSuchModule is unknown!\nInvalid: 1 error.\n"), std::string::npos) << result.out;
  // The tool says which modules and execution units it knows.
  EXPECT_NE(result.out.find(" modules linked: AudioProvider, "), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("\nExecution units: Audio, LoLA, Perception, Replay, Triggered, <N>Hz\n"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("No graph written to graph.dot."), std::string::npos) << result.out;
  EXPECT_FALSE(fs::exists(directory / "graph.dot"));
}

TEST_F(ConfigThreadsTool, SearchPathAndScenario)
{
  // settings.cfg selects the scenario Game, whose threads.cfg names a module that is not linked.
  ThreadsToolResult result = run({"threads", "--config", data + "/Config"});
  EXPECT_EQ(result.status, 1);
  EXPECT_EQ(result.out.rfind("File: " + data + "/Config/Scenarios/Game/threads.cfg\n", 0), 0u) << result.out;
  EXPECT_NE(result.out.find("\nCognition: Module SimpleBallLocator is unknown!\n"), std::string::npos) << result.out;

  // An unknown scenario falls back to Default (with a warning); its threads have no providers yet.
  result = run({"threads", "--config=" + data + "/Config", "--scenario", "Missing", "--dot", "graph.dot"});
  EXPECT_EQ(result.status, 0) << result.out << result.err;
  EXPECT_EQ(result.out.rfind("File: " + data + "/Config/Scenarios/Default/threads.cfg\n", 0), 0u) << result.out;
  EXPECT_NE(result.err.find("warning: there is no scenario directory"), std::string::npos) << result.err;
  EXPECT_NE(result.out.find("Thread Motion\n  priority: 20\n  execution unit: LoLA\n"), std::string::npos) << result.out;
  EXPECT_NE(result.out.find("Valid: 2 threads, 0 providers, 0 connections between threads.\n"), std::string::npos) << result.out;
  const std::string dot = TestText::readFile(directory / "graph.dot");
  EXPECT_EQ(dot.rfind("digraph threads {\n", 0), 0u) << dot;
  EXPECT_NE(dot.find("  subgraph \"cluster_Cognition\" {\n    label=\"Cognition (priority 1, 60Hz)\";\n  }\n"), std::string::npos) << dot;
}
