/**
 * @file Console/Console.cpp
 * The console engine: parsing command lines and dispatching the commands.
 */
#include "Console/Console.h"
#include "Console/RequestNames.h"
#include <algorithm>
#include <set>
#include <sstream>

namespace
{
  /** The command line without comments ("#", "//" and block comments). */
  std::string stripComments(const std::string& line)
  {
    std::string result;
    bool quoted = false;
    for(std::size_t i = 0; i < line.size(); ++i)
    {
      const char c = line[i];
      if(c == '"')
        quoted = !quoted;
      if(!quoted && (c == '#' || (c == '/' && i + 1 < line.size() && line[i + 1] == '/')))
        break;
      if(!quoted && c == '/' && i + 1 < line.size() && line[i + 1] == '*')
      {
        const std::size_t end = line.find("*/", i + 2);
        if(end == std::string::npos)
          break;
        i = end + 1;
        result += ' ';
        continue;
      }
      result += c;
    }
    return result;
  }

  std::vector<std::string> split(const std::string& line)
  {
    std::vector<std::string> tokens;
    std::istringstream stream(line);
    std::string token;
    while(stream >> token)
      tokens.push_back(token);
    return tokens;
  }

  /** The rest of the line after the first n tokens. */
  std::string restAfter(const std::string& line, std::size_t n)
  {
    std::size_t pos = 0;
    for(std::size_t i = 0; i < n; ++i)
    {
      pos = line.find_first_not_of(" \t", pos);
      if(pos == std::string::npos)
        return "";
      pos = line.find_first_of(" \t", pos);
      if(pos == std::string::npos)
        return "";
    }
    pos = line.find_first_not_of(" \t", pos);
    if(pos == std::string::npos)
      return "";
    std::string rest = line.substr(pos);
    while(!rest.empty() && (rest.back() == ' ' || rest.back() == '\t' || rest.back() == '\r'))
      rest.pop_back();
    return rest;
  }

  struct HelpEntry
  {
    const char* syntax;
    const char* meaning;
  };

  const HelpEntry helpEntries[] = {
    {"call <file>", "execute the commands of a script file"},
    {"cls", "clear the console"},
    {"dr ? [<pattern>]", "list the debug requests"},
    {"dr off", "switch all debug requests off"},
    {"dr <name> [on | off]", "switch a debug request on (default) or off"},
    {"echo <text>", "print text"},
    {"for <thread> {<thread>} <command>", "run dr, get, mr or set for these threads only"},
    {"gc initial | standby | ready | set | playing | finished", "development GameController: the game state (sent to the connected robots)"},
    {"gc goalForFirstTeam | goalForSecondTeam | kickOffFirstTeam | kickOffSecondTeam", "development GameController: goals and kick-offs"},
    {"gc <setPlay>ForFirstTeam | <setPlay>ForSecondTeam", "development GameController: set plays (goalKick, cornerKick, ... as the version has them)"},
    {"gc halfFirst | halfSecond | gameNormal | gamePenaltyShootout", "development GameController: half and game phase"},
    {"gc version 18 | 19 | teams <first> <second> | time <s> | budget <n>", "development GameController: packet version, teams, half time left, message budget"},
    {"gc broadcast | robots | ?", "development GameController: send to everyone or to the connected robots; show its state"},
    {"get ? [<pattern>]", "list the data that can be read and set"},
    {"get <name>", "print the current value as a set command"},
    {"get <name> ?", "print the structure of the value's type"},
    {"get <name> save [<file>]", "save the value as a configuration file"},
    {"help | ? [<pattern>]", "print this help (filtered)"},
    {"log start | stop | clear", "start, stop or clear recording the robot's frames (remote logging)"},
    {"log save [<file>]", "save the recording as a log file"},
    {"log ?", "print what was recorded"},
    {"mr ? [<pattern>]", "list representations with their providers per thread (* = active)"},
    {"mr modules [<pattern>]", "list the modules with what they require and provide"},
    {"mr <representation> ? [<pattern>]", "list the possible providers of a representation"},
    {"mr <representation> <module> | off | default", "select the provider of a representation"},
    {"mr save [<file>]", "save the active configuration as threads.cfg"},
    {"msg on | off | log <file>", "print text messages of the robot or not; copy them to a file"},
    {"poll", "ask the robot for its debug requests again"},
    {"pr <penalty> [[<team>:]<player>]", "development GameController: penalize the selected robot (or a player); pr none ends it"},
    {"robot ? | <name>", "list the connected robots or select one"},
    {"set ? [<pattern>]", "list the data that can be set"},
    {"set <name> <value>", "override a value (single-line map \"x = 1; y = 2;\" or a bare value)"},
    {"set <name> unchanged", "remove the override"},
    {"set <name> ?", "print the structure of the value's type"},
  };
}

Console::Console(Output output) : output(std::move(output)) {}

Console::~Console() = default;

void Console::print(const std::string& line)
{
  if(output)
    output(line);
}

void Console::printText(const std::string& text)
{
  if(messageLog.is_open())
    messageLog << text << "\n" << std::flush;
  if(printMessages)
    print(text);
}

bool Console::connect(const std::string& host, unsigned short port, std::string& error)
{
  auto connection = std::make_unique<RobotConnection>();
  connection->onText = [this](const std::string& text) { printText(text); };
  if(!connection->connect(host, port, waitTimeout, error))
    return false;
  std::lock_guard lock(mutex);
  robots.push_back(std::move(connection));
  selected = robots.size() - 1;
  return true;
}

bool Console::isConnected()
{
  std::lock_guard lock(mutex);
  return selected < robots.size() && robots[selected]->isConnected();
}

std::string Console::disconnectReason()
{
  std::lock_guard lock(mutex);
  return selected < robots.size() ? robots[selected]->disconnectReason() : "not connected";
}

void Console::update(std::chrono::milliseconds timeout)
{
  std::lock_guard lock(mutex);
  for(const auto& connection : robots)
    if(connection->isConnected())
      connection->pump(robots.size() == 1 ? timeout : std::chrono::milliseconds(0));
}

RobotConnection* Console::robot()
{
  if(selected >= robots.size())
  {
    print("Error: no robot connected");
    return nullptr;
  }
  RobotConnection& connection = *robots[selected];
  if(!connection.isConnected())
  {
    print("Error: " + connection.name() + " is not connected (" + connection.disconnectReason() + ")");
    return nullptr;
  }
  return &connection;
}

bool Console::execute(const std::string& line)
{
  std::lock_guard lock(mutex);
  const bool ok = run(line);
  if(!ok && scriptDepth == 0)
    print("Syntax Error");
  return ok;
}

bool Console::executeFile(const std::string& fileName)
{
  std::lock_guard lock(mutex);
  std::ifstream file(fileName);
  if(!file)
  {
    print("Error: cannot open " + fileName);
    return false;
  }
  if(scriptDepth >= 16)
  {
    print("Error: scripts call each other too deeply (" + fileName + ")");
    return false;
  }
  ++scriptDepth;
  std::string line;
  unsigned number = 0;
  bool ok = true;
  bool inComment = false;
  while(ok && std::getline(file, line))
  {
    ++number;
    if(inComment)
    {
      const std::size_t end = line.find("*/");
      if(end == std::string::npos)
        continue;
      line = line.substr(end + 2);
      inComment = false;
    }
    const std::size_t open = line.find("/*");
    if(open != std::string::npos && line.find("*/", open) == std::string::npos)
    {
      line = line.substr(0, open);
      inComment = true;
    }
    if(!run(line))
    {
      print("Syntax Error: " + fileName + "(" + std::to_string(number) + "): " + line);
      ok = false;
    }
  }
  --scriptDepth;
  return ok;
}

bool Console::run(const std::string& rawLine)
{
  const std::string line = stripComments(rawLine);
  const Arguments tokens = split(line);
  if(tokens.empty())
    return true;
  const std::string& command = tokens[0];
  const Arguments args(tokens.begin() + 1, tokens.end());

  if(command == "echo")
  {
    print(restAfter(line, 1));
    return true;
  }
  if(command == "cls")
  {
    print("\x1b[2J\x1b[H");
    return true;
  }
  if(command == "help" || command == "?")
    return help(args);
  if(command == "call")
    return args.size() == 1 && executeFile(args[0]);
  if(command == "msg")
    return message(args);
  if(command == "robot")
  {
    if(args.size() == 1 && args[0] == "?")
    {
      for(std::size_t i = 0; i < robots.size(); ++i)
        print((i == selected ? "* " : "  ") + robots[i]->name() + (robots[i]->isConnected() ? "" : " (disconnected)"));
      return true;
    }
    for(std::size_t i = 0; args.size() == 1 && i < robots.size(); ++i)
      if(robots[i]->name() == args[0])
      {
        selected = i;
        return true;
      }
    return false;
  }
  if(command == "poll")
  {
    RobotConnection* connection = robot();
    if(!connection || !connection->startPolling())
      return false;
    if(!connection->waitFor([&] { return connection->pollingDone(); }, waitTimeout))
      print("Warning: not every thread answered the poll within " + std::to_string(waitTimeout.count()) + " ms");
    return true;
  }
  if(command == "log")
    return log(args);
  if(command == "gc" || command == "pr")
    return gameController(command, args);
  if(command == "for")
  {
    RobotConnection* connection = robot();
    if(!connection)
      return false;
    Targets targets;
    std::size_t i = 0;
    for(; i < args.size(); ++i)
    {
      const int component = connection->component(args[i]);
      if(component < 0)
        break;
      targets.push_back(static_cast<unsigned>(component));
    }
    if(targets.empty())
    {
      print("Error: " + (args.empty() ? std::string("no thread given") : "unknown thread " + args[0]));
      return false;
    }
    if(i >= args.size())
      return false;
    const Arguments subArgs(args.begin() + static_cast<std::ptrdiff_t>(i) + 1, args.end());
    return robotCommand(args[i], subArgs, restAfter(line, i + 2), targets);
  }
  return robotCommand(command, args, restAfter(line, 1), {});
}

bool Console::robotCommand(const std::string& command, const Arguments& args, const std::string& rest, const Targets& targets)
{
  if(command == "dr")
    return debugRequest(args, targets);
  if(command == "get")
    return get(args, targets);
  if(command == "set")
    return set(args, rest, targets);
  if(command == "mr")
    return moduleRequest(args, targets);
  return false;
}

bool Console::message(const Arguments& args)
{
  if(args.size() == 1 && (args[0] == "on" || args[0] == "off"))
  {
    printMessages = args[0] == "on";
    return true;
  }
  if(args.size() == 2 && args[0] == "log")
  {
    messageLog.close();
    messageLog.open(args[1], std::ios::app);
    if(!messageLog)
    {
      print("Error: cannot write " + args[1]);
      return false;
    }
    return true;
  }
  return false;
}

bool Console::help(const Arguments& args)
{
  if(args.size() > 1)
    return false;
  const std::string pattern = args.empty() ? "" : args[0];
  std::size_t width = 0;
  for(const HelpEntry& entry : helpEntries)
    width = std::max(width, std::string(entry.syntax).size());
  for(const HelpEntry& entry : helpEntries)
    if(RequestNames::matches(entry.syntax, pattern) || RequestNames::matches(entry.meaning, pattern))
    {
      std::string syntax = entry.syntax;
      syntax.resize(width, ' ');
      print(syntax + "  " + entry.meaning);
    }
  return true;
}

std::vector<std::string> Console::completions(const std::string& line)
{
  std::lock_guard lock(mutex);
  static const char* const commands[] = {"call", "cls", "dr", "echo", "for", "gc", "get", "help", "log", "mr", "msg", "poll", "pr", "robot", "set"};
  std::set<std::string> candidates;
  const Arguments tokens = split(line);
  const bool newToken = line.empty() || line.back() == ' ';
  const std::string prefix = newToken || tokens.empty() ? "" : tokens.back();
  const std::size_t index = tokens.size() - (newToken || tokens.empty() ? 0 : 1);
  const std::string head = line.substr(0, line.size() - prefix.size());
  if(index == 0)
    for(const char* command : commands)
      candidates.insert(command);
  else if(selected < robots.size())
  {
    const RobotConnection& connection = *robots[selected];
    const std::string& command = tokens[0];
    if(index == 1 && command == "dr")
    {
      candidates.insert({"?", "off"});
      for(const auto& requests : connection.requests())
        for(const auto& [name, active] : requests)
          candidates.insert(RequestNames::translate(name));
    }
    else if(index == 1 && (command == "get" || command == "set"))
    {
      for(const auto& requests : connection.requests())
        for(const auto& [name, active] : requests)
          if(name.starts_with("debug data:"))
            candidates.insert(name.substr(11));
    }
    else if(index == 1 && command == "for")
      for(const std::string& thread : connection.version().threads)
        candidates.insert(thread);
    else if(command == "mr" && connection.moduleTable())
    {
      if(index == 1)
        for(const ModuleTable::Entry& entry : connection.moduleTable()->modules)
          for(const std::string& representation : entry.provisions)
            candidates.insert(representation);
      else if(index == 2 && tokens.size() >= 2)
      {
        candidates.insert({"off", "default", "?"});
        for(const std::string& module : connection.moduleTable()->providersOf(tokens[1]))
          candidates.insert(module);
      }
    }
    else if(index == 2 && command == "dr" && tokens[1] != "?" && tokens[1] != "off")
      candidates.insert({"on", "off"});
  }
  std::vector<std::string> result;
  for(const std::string& candidate : candidates)
    if(candidate.starts_with(prefix))
      result.push_back(head + candidate);
  return result;
}
