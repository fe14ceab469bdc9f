/**
 * @file Console/GameControllerCommands.cpp
 * The console's development GameController: the commands gc and pr (docs/console.md).
 */
#include "Console/GameControllerCommands.h"
#include "Console/DevGameController.h"
#include "Console/RobotConnection.h"
#include "Platform/NetworkDefaults.h"
#include <algorithm>
#include <netdb.h>
#include <set>
#include <sstream>

namespace
{
  /** States of both versions (standby: version 18 only). */
  const std::pair<const char*, unsigned> states[] = {{"initial", 0}, {"ready", 1}, {"set", 2},
                                                       {"playing", 3}, {"finished", 4}, {"standby", 5}};

  /** Set plays per version, named as the GameController's constants. */
  const std::pair<const char*, unsigned> splSetPlays[] = {{"goalKick", 1}, {"pushingFreeKick", 2}, {"cornerKick", 3},
                                                          {"kickIn", 4}, {"penaltyKick", 5}};
  const std::pair<const char*, unsigned> hslSetPlays[] = {{"directFreeKick", 1}, {"indirectFreeKick", 2}, {"penaltyKick", 3},
                                                          {"throwIn", 4}, {"goalKick", 5}, {"cornerKick", 6}};

  /** Penalties per version. */
  const std::pair<const char*, unsigned> splPenalties[] = {
    {"none", 0}, {"illegalBallContact", 1}, {"playerPushing", 2}, {"illegalMotionInSet", 3}, {"inactivePlayer", 4},
    {"illegalPosition", 5}, {"leavingTheField", 6}, {"requestForPickup", 7}, {"localGameStuck", 8},
    {"illegalPositionInSet", 9}, {"playerStance", 10}, {"illegalMotionInStandby", 11}, {"substitute", 14}, {"manual", 15}};
  const std::pair<const char*, unsigned> hslPenalties[] = {
    {"none", 0}, {"illegalPositioning", 1}, {"motionInSet", 2}, {"localGameStuck", 3}, {"incapableRobot", 4},
    {"pickUp", 5}, {"ballHolding", 6}, {"leavingTheField", 7}, {"playingWithArmsHands", 8}, {"pushing", 9},
    {"sentOff", 10}, {"substitute", 11}};

  /** Seconds a penalty lasts before the robot may return (the GameController's default). */
  constexpr unsigned char penaltyDuration = 45;

  template<std::size_t n>
  bool lookUp(const std::pair<const char*, unsigned> (&table)[n], const std::string& name, unsigned& value)
  {
    for(const auto& [entry, number] : table)
      if(name == entry)
      {
        value = number;
        return true;
      }
    return false;
  }

  template<std::size_t n>
  std::string names(const std::pair<const char*, unsigned> (&table)[n])
  {
    std::string text;
    for(const auto& [entry, number] : table)
      text += (text.empty() ? "" : ", ") + std::string(entry);
    return text;
  }

  /** The numeric IPv4 address of a host name, "" if it has none. */
  std::string resolveHost(const std::string& host)
  {
    addrinfo hints{};
    hints.ai_family = AF_INET;
    hints.ai_socktype = SOCK_DGRAM;
    addrinfo* result = nullptr;
    if(::getaddrinfo(host.c_str(), nullptr, &hints, &result) != 0 || !result)
      return "";
    char text[64] = {};
    ::getnameinfo(result->ai_addr, result->ai_addrlen, text, sizeof(text), nullptr, 0, NI_NUMERICHOST);
    ::freeaddrinfo(result);
    return text;
  }

  std::string stateName(unsigned state)
  {
    for(const auto& [name, number] : states)
      if(number == state)
        return name;
    return std::to_string(state);
  }
}

GameControllerCommands::GameControllerCommands(ConsoleCore& core) : core(core)
{
  addSubCommands();
}

GameControllerCommands::~GameControllerCommands() = default;

void GameControllerCommands::addCommands(CommandTable& table)
{
  table.add({"gc", subCommands.help(), [this](const Call& call) { return gameController(call); },
             [this](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
               subCommands.complete(completion, candidates);
             }});
  table.add({"pr", {{"pr <penalty> [[<team>:]<player>]", "development GameController: penalize the selected robot (or a player); pr none ends it"}},
             [this](const Call& call) { return penalize(call); },
             [this](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
               if(completion.index != 1)
                 return;
               const bool hsl = devGameController && devGameController->packet().version == GameControl::hslVersion;
               if(hsl)
                 for(const auto& [name, number] : hslPenalties)
                   candidates.insert(name);
               else
                 for(const auto& [name, number] : splPenalties)
                   candidates.insert(name);
             }});
}

void GameControllerCommands::addSubCommands()
{
  // Each sub-command runs after gameController() started the GameController.
  const auto gc = [this]() -> DevGameController& { return *devGameController; };
  const auto hsl = [this] { return devGameController->packet().version == GameControl::hslVersion; };
  const auto oneWord = [](const Call& call) { return call.args.size() == 1; };

  std::vector<std::string> stateNames;
  for(const auto& [name, number] : states)
    stateNames.push_back(name);
  subCommands.add({stateNames,
                   {{"gc initial | standby | ready | set | playing | finished", "development GameController: the game state (sent to the connected robots)"}},
                   [=, this](const Call& call) {
                     unsigned value = 0;
                     if(!oneWord(call) || !lookUp(states, call.args[0], value))
                       return Result::usage;
                     if(value == 5 && hsl())
                     {
                       core.print("Error: version 19 has no standby");
                       return Result::failed;
                     }
                     gc().change([&](RoboCupGameControlData& data) {
                       data.state = static_cast<unsigned char>(value);
                       data.setPlay = 0;
                       if(value == 1)
                         data.secondaryTime = 45;
                       else if(value != 2)
                         data.secondaryTime = 0;
                     });
                     return Result::done;
                   }});
  subCommands.add({{"goalForFirstTeam", "goalForSecondTeam", "kickOffFirstTeam", "kickOffSecondTeam"},
                   {{"gc goalForFirstTeam | goalForSecondTeam | kickOffFirstTeam | kickOffSecondTeam", "development GameController: goals and kick-offs"}},
                   [=](const Call& call) {
                     if(!oneWord(call))
                       return Result::usage;
                     const std::string& what = call.args[0];
                     if(what.starts_with("goalFor"))
                     {
                       const std::size_t scorer = what == "goalForFirstTeam" ? 0 : 1;
                       gc().change([&](RoboCupGameControlData& data) {
                         ++data.teams[scorer].score;
                         data.kickingTeam = data.teams[1 - scorer].teamNumber;
                         data.state = 1; // ready for the other team's kick-off
                         data.setPlay = 0;
                         data.secondaryTime = 45;
                       });
                     }
                     else
                     {
                       const std::size_t kicker = what == "kickOffFirstTeam" ? 0 : 1;
                       gc().change([&](RoboCupGameControlData& data) { data.kickingTeam = data.teams[kicker].teamNumber; });
                     }
                     return Result::done;
                   }});
  // Set plays: those of both versions complete; any "<word>ForFirstTeam" is taken (and checked).
  std::set<std::string> setPlayNames;
  for(const char* suffix : {"ForFirstTeam", "ForSecondTeam"})
  {
    for(const auto& [name, number] : splSetPlays)
      setPlayNames.insert(name + std::string(suffix));
    for(const auto& [name, number] : hslSetPlays)
      setPlayNames.insert(name + std::string(suffix));
  }
  const auto suffixOf = [](const std::string& word) -> std::string {
    for(const char* suffix : {"ForFirstTeam", "ForSecondTeam"})
      if(word.size() > std::string(suffix).size() && word.ends_with(suffix))
        return suffix;
    return "";
  };
  subCommands.add({{setPlayNames.begin(), setPlayNames.end()},
                   {{"gc <setPlay>ForFirstTeam | <setPlay>ForSecondTeam", "development GameController: set plays (goalKick, cornerKick, ... as the version has them)"}},
                   [=, this](const Call& call) {
                     const std::string& what = call.args[0];
                     const std::string suffix = suffixOf(what);
                     if(!oneWord(call) || suffix.empty())
                       return Result::usage;
                     const std::string setPlay = what.substr(0, what.size() - suffix.size());
                     unsigned value = 0;
                     if(!(hsl() ? lookUp(hslSetPlays, setPlay, value) : lookUp(splSetPlays, setPlay, value)))
                     {
                       core.print("Error: version " + std::to_string(gc().packet().version) + " has no set play " + setPlay + " (" +
                                  (hsl() ? names(hslSetPlays) : names(splSetPlays)) + ")");
                       return Result::failed;
                     }
                     const std::size_t kicker = suffix == "ForFirstTeam" ? 0 : 1;
                     gc().change([&](RoboCupGameControlData& data) {
                       data.setPlay = static_cast<unsigned char>(value);
                       data.kickingTeam = data.teams[kicker].teamNumber;
                       data.secondaryTime = 30;
                     });
                     return Result::done;
                   },
                   nullptr, [=](const std::string& word) { return !suffixOf(word).empty(); }});
  subCommands.add({{"halfFirst", "halfSecond", "gameNormal", "gamePenaltyShootout"},
                   {{"gc halfFirst | halfSecond | gameNormal | gamePenaltyShootout", "development GameController: half and game phase"}},
                   [=](const Call& call) {
                     if(!oneWord(call))
                       return Result::usage;
                     const std::string& what = call.args[0];
                     if(what.starts_with("half"))
                       gc().change([&](RoboCupGameControlData& data) { data.firstHalf = what == "halfFirst" ? 1 : 0; });
                     else
                       gc().change([&](RoboCupGameControlData& data) { data.gamePhase = what == "gameNormal" ? 0 : 1; });
                     return Result::done;
                   }});
  subCommands.add({{"version", "teams", "time", "budget"},
                   {{"gc version 18 | 19 | teams <first> <second> | time <s> | budget <n>", "development GameController: packet version, teams, half time left, message budget"}},
                   [=](const Call& call) {
                     const std::vector<std::string>& args = call.args;
                     const std::string& what = args[0];
                     try
                     {
                       if(what == "version" && args.size() == 2 && (args[1] == "18" || args[1] == "19"))
                         gc().setVersion(static_cast<unsigned>(std::stoi(args[1])));
                       else if(what == "teams" && args.size() == 3)
                         gc().setTeams(std::stoi(args[1]), std::stoi(args[2]));
                       else if(what == "time" && args.size() == 2)
                       {
                         const int seconds = std::stoi(args[1]);
                         gc().change([&](RoboCupGameControlData& data) { data.secsRemaining = static_cast<short>(std::clamp(seconds, 0, 32767)); });
                       }
                       else if(what == "budget" && args.size() == 2)
                       {
                         const int messages = std::stoi(args[1]);
                         gc().change([&](RoboCupGameControlData& data) {
                           for(GameControlTeamInfo& team : data.teams)
                             team.messageBudget = static_cast<unsigned short>(std::clamp(messages, 0, 65535));
                         });
                       }
                       else
                         return Result::usage;
                     }
                     catch(const std::exception&)
                     {
                       return Result::usage;
                     }
                     return Result::done;
                   },
                   [](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                     if(completion.index == 2 && completion.words[1] == "version")
                       candidates.insert({"18", "19"});
                   }});
  subCommands.add({{"broadcast", "robots", "?"},
                   {{"gc broadcast | robots | ?", "development GameController: send to everyone or to the connected robots; show its state"}},
                   [=, this](const Call& call) {
                     if(!oneWord(call))
                       return Result::usage;
                     if(call.args[0] == "?")
                       return printState();
                     gameControllerTargets(call.args[0] == "broadcast");
                     return Result::done;
                   }});
}

bool GameControllerCommands::startGameController()
{
  if(devGameController)
    return true;
  auto gc = std::make_unique<DevGameController>();
  std::string error;
  if(!gc->start(error))
  {
    core.print("Error: the GameController cannot start: " + error);
    return false;
  }
  devGameController = std::move(gc);
  gameControllerTargets(false);
  if(devGameController->packet().teams[0].teamNumber == 0)
    core.print("Warning: no robot connected, so no team is known: give them with gc teams <first> <second>");
  return true;
}

ConsoleCore::Result GameControllerCommands::penalize(const Call& call)
{
  const std::vector<std::string>& args = call.args;
  if(args.empty() || args.size() > 2)
    return Result::usage;
  if(!startGameController())
    return Result::failed;
  DevGameController& gc = *devGameController;
  const RoboCupGameControlData packet = gc.packet();
  const bool hsl = packet.version == GameControl::hslVersion;
  unsigned penalty = 0;
  if(!(hsl ? lookUp(hslPenalties, args[0], penalty) : lookUp(splPenalties, args[0], penalty)))
  {
    core.print("Error: unknown penalty " + args[0] + " (version " + std::to_string(packet.version) + ": " +
               (hsl ? names(hslPenalties) : names(splPenalties)) + ")");
    return Result::failed;
  }
  int team = 0, player = 0;
  if(args.size() == 2)
  {
    // pr <penalty> <player> (first team) or <team>:<player>
    const std::size_t colon = args[1].find(':');
    try
    {
      team = colon == std::string::npos ? packet.teams[0].teamNumber : std::stoi(args[1].substr(0, colon));
      player = std::stoi(colon == std::string::npos ? args[1] : args[1].substr(colon + 1));
    }
    catch(const std::exception&)
    {
      return Result::usage;
    }
  }
  else
  {
    RobotConnection* connection = core.robot();
    if(!connection)
      return Result::failed;
    team = connection->version().teamNumber;
    player = connection->version().playerNumber;
  }
  if(player < 1 || player > static_cast<int>(GameControl::maxNumPlayers))
  {
    core.print("Error: player number " + std::to_string(player) + " is not 1..20");
    return Result::failed;
  }
  bool found = false;
  gc.change([&](RoboCupGameControlData& data) {
    for(GameControlTeamInfo& info : data.teams)
      if(info.teamNumber == team)
      {
        GameControlRobotInfo& robotInfo = info.players[static_cast<std::size_t>(player - 1)];
        robotInfo.penalty = static_cast<unsigned char>(penalty);
        robotInfo.secsTillUnpenalised = penalty == 0 ? 0 : penaltyDuration;
        found = true;
        break;
      }
  });
  if(!found)
    core.print("Error: team " + std::to_string(team) + " does not play in this game (gc teams)");
  return found ? Result::done : Result::failed;
}

ConsoleCore::Result GameControllerCommands::gameController(const Call& call)
{
  if(call.args.empty())
    return Result::usage;
  if(!startGameController())
    return Result::failed;
  return subCommands.run(call);
}

ConsoleCore::Result GameControllerCommands::printState()
{
  DevGameController& gc = *devGameController;
  const RoboCupGameControlData packet = gc.packet();
  std::ostringstream text;
  text << "version " << static_cast<int>(packet.version) << ", " << stateName(packet.state)
       << (packet.firstHalf ? ", first half" : ", second half") << ", " << packet.secsRemaining << " s left, set play "
       << static_cast<int>(packet.setPlay) << ", kicking team " << static_cast<int>(packet.kickingTeam) << ", packets sent "
       << gc.packetsSent() << " to";
  for(const std::string& destination : gc.destinations())
    text << " " << destination;
  core.print(text.str());
  const std::map<int, unsigned> messages = gc.teamMessages();
  for(const GameControlTeamInfo& team : packet.teams)
  {
    std::ostringstream line;
    const auto counted = messages.find(team.teamNumber);
    line << "team " << static_cast<int>(team.teamNumber) << ": score " << static_cast<int>(team.score) << ", budget "
         << team.messageBudget << ", team messages " << (counted == messages.end() ? 0u : counted->second) << ", penalized";
    for(std::size_t i = 0; i < team.players.size(); ++i)
      if(team.players[i].penalty)
        line << " " << i + 1;
    core.print(line.str());
  }
  for(const auto& [key, status] : gc.robots())
    core.print("robot " + std::to_string(key.first) + ":" + std::to_string(key.second) + " at " + status.address + ": " +
               std::to_string(status.packets) + " answers, fallen " + std::to_string(status.last.fallen));
  if(const std::string error = gc.lastError(); !error.empty())
    core.print("last error: " + error);
  return Result::done;
}

void GameControllerCommands::gameControllerTargets(bool broadcast)
{
  if(!devGameController)
    return;
  // The teams are those of the connected robots (first seen: first team), unless given.
  std::vector<int> teams;
  std::set<std::string> addresses;
  for(const auto& connection : core.robotList())
  {
    const int team = connection->version().teamNumber;
    if(std::find(teams.begin(), teams.end(), team) == teams.end())
      teams.push_back(team);
    const std::string address = resolveHost(connection->host());
    // Several robot programs on this machine share its port 3838: only a broadcast reaches all.
    if(!address.empty())
      addresses.insert(address.starts_with("127.") ? NetworkDefaults::broadcastAddress : address);
  }
  const RoboCupGameControlData packet = devGameController->packet();
  if(!teams.empty() && packet.teams[0].teamNumber == 0 && packet.teams[1].teamNumber == 0)
    devGameController->setTeams(teams[0], teams.size() > 1 ? teams[1] : 0);
  if(broadcast || addresses.empty())
    devGameController->setDestinations({NetworkDefaults::broadcastAddress});
  else
    devGameController->setDestinations({addresses.begin(), addresses.end()});
}
