/**
 * @file ThreadsCommand.cpp
 * touchline-config threads: reads threads.cfg and checks it as the robot does at start-up
 * (Robot::read, Robot::check) against the modules linked into touchline-config, and prints per
 * thread the execution order and the representations it receives, sends and gets by default;
 * --dot writes the module graph.
 */
#include "ThreadsCommand.h"
#include "CommandLine/TextLayout.h"
#include "CommandLine/ExitStatus.h"
#include "Framework/ExecutionUnit.h"
#include "Framework/Module.h"
#include "Framework/Robot.h"
#include "Framework/Settings.h"
#include "Platform/File.h"
#include "TextFiles.h"
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

namespace
{
  /** Appends names to text, separated by ", ", wrapping lines at 100 columns (continued with 2 spaces). */
  void appendWrapped(std::string& text, const std::vector<std::string>& names)
  {
    std::size_t column = text.size() - (text.rfind('\n') == std::string::npos ? 0 : text.rfind('\n') + 1);
    for(std::size_t i = 0; i < names.size(); ++i)
    {
      const std::string entry = names[i] + (i + 1 < names.size() ? "," : "");
      if(column + 1 + entry.size() > 100)
      {
        text += "\n ";
        column = 1;
      }
      text += " " + entry;
      column += 1 + entry.size();
    }
  }

  /**
   * What this program knows: "N modules linked: A, B, ..." and "Execution units: Audio, LoLA,
   * Triggered, <N>Hz".
   */
  std::string linkedModules()
  {
    std::vector<std::string> names;
    for(const Module* module : Module::all())
      names.emplace_back(module->name);
    std::sort(names.begin(), names.end());
    std::string text = TextLayout::count(names.size(), "module") + " linked:";
    if(names.empty())
      text += " none (the robot's modules are not linked into touchline-config)";
    appendWrapped(text, names);
    text += "\nExecution units:";
    std::vector<std::string> units = ExecutionUnit::registered();
    units.insert(units.end(), {"Triggered", "<N>Hz"});
    appendWrapped(text, units);
    return text + "\n";
  }

  /** The thread with this name in the results, or nullptr. */
  const ExecutionValues* findThread(const std::vector<ExecutionValues>& values, const std::string& name)
  {
    for(const ExecutionValues& v : values)
      if(v.thread == name)
        return &v;
    return nullptr;
  }

  /** The names under which the sender sends what the receiver receives, in packet order. */
  std::vector<std::string> sentNames(const std::vector<ExecutionValues>& values, const std::string& sender, const std::string& receiver)
  {
    if(const ExecutionValues* v = findThread(values, sender))
      for(const auto& [target, names] : v->sent)
        if(target == receiver)
          return names;
    return {};
  }

  /** Appends a titled list: "  title:" and one indented line per entry, or "  title: none". */
  void list(std::string& text, const std::string& title, const std::vector<std::string>& entries)
  {
    if(entries.empty())
    {
      text += "  " + title + ": none\n";
      return;
    }
    text += "  " + title + ":\n";
    for(const std::string& entry : entries)
      text += "    " + entry + "\n";
  }

  /** The text report of a valid configuration. */
  std::string describe(const Configuration& configuration, const std::vector<ExecutionValues>& values)
  {
    std::string text;
    std::size_t providers = 0, connections = 0;
    for(std::size_t t = 0; t < values.size(); ++t)
    {
      const ExecutionValues& v = values[t];
      const Configuration::Thread& thread = configuration.threads[t];
      text += (t ? "\nThread " : "Thread ") + v.thread + "\n";
      text += "  priority: " + std::to_string(thread.priority) + "\n";
      text += "  execution unit: " + (thread.executionUnit.empty() ? std::string("(none)") : thread.executionUnit) + "\n";

      std::vector<std::string> order;
      for(const ExecutionValues::Provider& p : v.providers)
        order.push_back(p.module + "." + p.representation);
      list(text, "execution order", order);
      providers += order.size();

      if(v.received.empty())
        text += "  receives: none\n";
      for(const auto& [source, names] : v.received)
      {
        const std::vector<std::string> there = sentNames(values, source, v.thread);
        std::vector<std::string> entries;
        for(std::size_t i = 0; i < names.size(); ++i)
          entries.push_back(i < there.size() && there[i] != names[i] ? names[i] + " -> " + there[i] : names[i]);
        list(text, "receives from " + source, entries);
        ++connections;
      }
      if(v.sent.empty())
        text += "  sends: none\n";
      for(const auto& [target, names] : v.sent)
        list(text, "sends to " + target, names);
      list(text, "default representations", v.defaults);
    }
    text += "\nValid: " + TextLayout::count(values.size(), "thread") + ", " + TextLayout::count(providers, "provider") + ", " +
            TextLayout::count(connections, "connection") + " between threads.\n";
    return text;
  }

  /** A Graphviz string literal. */
  std::string quote(const std::string& s)
  {
    std::string result = "\"";
    for(char c : s)
      if(c == '"' || c == '\\')
        result += std::string("\\") + c;
      else if(c == '\n')
        result += "\\n";
      else
        result += c;
    return result + "\"";
  }

  std::string moduleNode(const std::string& thread, const std::string& module)
  {
    return quote(thread + "/module/" + module);
  }

  std::string representationNode(const std::string& thread, const std::string& representation)
  {
    return quote(thread + "/representation/" + representation);
  }

  /**
   * The module graph in Graphviz syntax: a cluster per thread (in configuration order) with
   * module boxes and representation ellipses (received ones dashed, default ones grey), edges
   * module -> provided representation -> requiring module, and dashed edges between threads from
   * the sender's representation to the receiver's (labelled with the alias). Nodes and edges are
   * sorted, so the same configuration always gives the same text.
   */
  std::string graph(const Configuration& configuration, const std::vector<ExecutionValues>& values,
                    const ModuleGraphCreator::FindModule& findModule)
  {
    std::string dot = "digraph threads {\n"
                      "  rankdir=LR;\n"
                      "  node [fontname=\"Helvetica\", fontsize=10];\n"
                      "  edge [fontname=\"Helvetica\", fontsize=9];\n";
    std::set<std::string> crossEdges;
    for(std::size_t t = 0; t < values.size(); ++t)
    {
      const ExecutionValues& v = values[t];
      const Configuration::Thread& thread = configuration.threads[t];
      std::string label = v.thread + " (priority " + std::to_string(thread.priority);
      if(!thread.executionUnit.empty())
        label += ", " + thread.executionUnit;
      label += ")";

      std::set<std::string> modules(v.modules.begin(), v.modules.end());
      std::set<std::string> provided, received, defaults(v.defaults.begin(), v.defaults.end());
      std::set<std::string> edges;
      for(const ExecutionValues::Provider& p : v.providers)
      {
        provided.insert(p.representation);
        edges.insert("    " + moduleNode(v.thread, p.module) + " -> " + representationNode(v.thread, p.representation) + ";\n");
      }
      for(const auto& [source, names] : v.received)
      {
        const std::vector<std::string> there = sentNames(values, source, v.thread);
        for(std::size_t i = 0; i < names.size(); ++i)
        {
          received.insert(names[i]);
          const std::string& original = i < there.size() ? there[i] : names[i];
          std::string attributes = "style=dashed";
          if(original != names[i])
            attributes += ", label=" + quote(names[i]);
          crossEdges.insert("  " + representationNode(source, original) + " -> " + representationNode(v.thread, names[i]) + " [" +
                            attributes + "];\n");
        }
      }
      for(const std::string& module : modules)
        if(const Module* m = findModule(module))
          for(const ModuleInfo& info : m->getInfo())
            if(info.kind == ModuleInfo::requirement &&
               (provided.contains(info.representation) || received.contains(info.representation) || defaults.contains(info.representation)))
              edges.insert("    " + representationNode(v.thread, info.representation) + " -> " + moduleNode(v.thread, module) + ";\n");

      dot += "  subgraph " + quote("cluster_" + v.thread) + " {\n";
      dot += "    label=" + quote(label) + ";\n";
      for(const std::string& module : modules)
        dot += "    " + moduleNode(v.thread, module) + " [label=" + quote(module) + ", shape=box];\n";
      std::set<std::string> representations = provided;
      representations.insert(received.begin(), received.end());
      representations.insert(defaults.begin(), defaults.end());
      for(const std::string& r : representations)
      {
        dot += "    " + representationNode(v.thread, r) + " [label=" + quote(r) + ", shape=ellipse";
        if(defaults.contains(r))
          dot += ", style=filled, fillcolor=lightgrey";
        else if(received.contains(r))
          dot += ", style=dashed";
        dot += "];\n";
      }
      for(const std::string& edge : edges)
        dot += edge;
      dot += "  }\n";
    }
    for(const std::string& edge : crossEdges)
      dot += edge;
    return dot + "}\n";
  }

  /**
   * Reads threads.cfg as the robot does (Robot::read). streamName is the name it is read by
   * (absolute or "./name"), shownName the name the user knows the file by (errors are rewritten
   * to it). Prints syntax and content errors on stdout; returns false if there were any.
   */
  bool readConfiguration(const std::string& streamName, const std::string& shownName, Configuration& configuration)
  {
    std::vector<std::string> errors;
    if(Robot::read(streamName, configuration, errors))
      return true;
    for(std::string& error : errors)
    {
      if(streamName != shownName && error.starts_with(streamName))
        error = shownName + error.substr(streamName.size());
      std::printf("%s\n", error.c_str());
    }
    return false;
  }

  /**
   * Finds threads.cfg like the robot does: through the search path of the settings in
   * configDirectory (with another scenario if one is given). Prints where it looked on stderr if
   * there is none. @return The file name, or "" if there is none.
   */
  std::string findThreadsCfg(const std::string& configDirectory, const std::optional<std::string>& scenario)
  {
    File::setConfigDirectory(configDirectory);
    // The location and scenario the robot would use: those of settings.cfg, if there is one.
    Settings settings;
    for(const std::string& error : settings.load())
      std::fprintf(stderr, "warning: %s\n", error.c_str());
    if(scenario)
    {
      settings.scenario = *scenario;
      std::error_code error;
      if(!std::filesystem::is_directory(File::getConfigDirectory() + "Scenarios/" + *scenario, error))
        std::fprintf(stderr, "warning: there is no scenario directory %sScenarios/%s\n", File::getConfigDirectory().c_str(),
                     scenario->c_str());
    }
    File::setSearchPath(settings.searchPath());
    const std::string name = File::resolve("threads.cfg");
    std::error_code error;
    if(std::filesystem::exists(name, error))
      return name;
    std::fprintf(stderr, "threads.cfg not found (scenario %s, location %s); looked for:\n", settings.scenario.c_str(),
                 settings.location.c_str());
    for(const std::string& candidate : File::getFullNames("threads.cfg"))
      std::fprintf(stderr, "  %s\n", candidate.c_str());
    return "";
  }
}

ThreadsCommand::Report ThreadsCommand::validate(const Configuration& configuration, const ModuleGraphCreator::FindModule& findModule,
                                                const ModuleGraphCreator::EqualTypes& equalTypes)
{
  Report report;
  const ModuleGraphCreator::FindModule find = findModule ? findModule : ModuleGraphCreator::FindModule(&Module::find);
  std::vector<ExecutionValues> values;
  std::vector<std::string> errors;
  if(Robot::check(configuration, ModuleGraphCreator(find, equalTypes), values, errors))
  {
    report.text = describe(configuration, values);
    report.dot = graph(configuration, values, find);
    return report;
  }
  for(const std::string& error : errors)
    report.text += error + "\n";
  report.text += "Invalid: " + TextLayout::count(errors.size(), "error") + ".\n";
  report.status = 1;
  return report;
}

const CommandTool::Command ThreadsCommand::command = {ThreadsCommand::commandLine, ThreadsCommand::run};

CommandLine ThreadsCommand::commandLine()
{
  CommandLine commandLine("touchline-config threads", "[--config DIR] [--scenario NAME] [--dot FILE] [THREADS_CFG]",
                          "Validate threads.cfg against the modules linked into touchline-config (the list is printed "
                          "first) and print per thread its priority, execution unit, execution order "
                          "(module.representation), what it receives from (alias -> name in the sender) and sends to the "
                          "other threads, and its default representations; or every error. Without THREADS_CFG, threads.cfg "
                          "is searched like the robot does: in DIR/Scenarios/NAME/, ..., DIR/Scenarios/Default/, DIR/.");
  commandLine.option("config", "DIR", "The configuration directory (default: Config).").nonEmpty();
  commandLine.option("scenario", "NAME", "The scenario (default: the one in DIR/settings.cfg, else Default).").nonEmpty();
  commandLine.option("dot", "FILE", "Also write the module graph for Graphviz (dot -Tsvg FILE -o graph.svg).").nonEmpty();
  commandLine.positionals("THREADS_CFG", "threads.cfg", 0, 1);
  commandLine.epilogue("Exit status: 0 valid, 1 invalid or unreadable, 2 usage error.\n");
  return commandLine;
}

int ThreadsCommand::run(const CommandLine& commandLine)
{
  const std::vector<std::string> files = commandLine.positionalArguments();
  if(!files.empty() && (commandLine.has("config") || commandLine.has("scenario")))
    return commandLine.usageError("give either THREADS_CFG or --config/--scenario, not both");
  const std::optional<std::string> dotFile = commandLine.text("dot");

  // Which file: the one given, or threads.cfg found through the search path of the settings.
  std::string streamName, shownName;
  if(!files.empty())
    shownName = files.front();
  else if((shownName = findThreadsCfg(commandLine.text("config").value_or("Config"), commandLine.text("scenario"))).empty())
    return exitFailure;
  streamName = File::isAbsolute(shownName) ? shownName : "./" + shownName;
  if(!TextFiles::readable(shownName))
    return exitFailure;

  std::printf("File: %s\n%s\n", shownName.c_str(), linkedModules().c_str());
  Configuration configuration;
  if(!readConfiguration(streamName, shownName, configuration))
    return exitFailure;

  const Report report = validate(configuration);
  std::fputs(report.text.c_str(), stdout);
  if(report.status != 0)
  {
    if(report.text.find(": Module ") != std::string::npos)
      std::printf("Note: touchline-config knows only the modules linked into it (listed above).\n");
    if(dotFile)
      std::printf("No graph written to %s.\n", dotFile->c_str());
    return report.status;
  }
  std::fflush(stdout);
  if(dotFile && !TextFiles::write(*dotFile, report.dot))
    return exitFailure;
  return exitSuccess;
}
