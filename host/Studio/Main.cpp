/**
 * @file Studio/Main.cpp
 * touchline-studio: the Qt debugging tool (docs/studio.md).
 *
 *   touchline-studio [HOST[:PORT]]... [--log FILE]... [--script FILE]... [--print] [--discovery-port PORT] [--no-discovery]
 */
#include "CommandLine/CommandLine.h"
#include "Debugging/DebugLink.h"
#include "ExitSignals.h"
#include "MainWindow.h"
#include <QApplication>
#include <csignal>

namespace
{
  CommandLine studioCommandLine()
  {
    CommandLine commandLine("touchline-studio", "[HOST[:PORT]]... [--log FILE]... [--script FILE]... [--print] [--discovery-port PORT] [--no-discovery]",
                            "The Touchline studio: connects to robots (those given, or those found by their beacons and "
                            "double-clicked in the scene tree) or replays logs, and shows their data, timing, module graph, joints and plots. "
                            "Every view has a console command (help lists them).");
    commandLine.option("log", "FILE", "Replay a log file: a robot named after the file runs on it (as the console command sl; "
                                      "also found with .log added and in Logs/); repeatable.").repeatable();
    commandLine.option("script", "FILE", "Run the console commands in FILE after start (found in the working directory, "
                                         "else in Config/Scenes/ and Config/Scripts/); repeatable.").repeatable();
    commandLine.flag("print", "Print what the console view shows on standard output too.");
    commandLine.option("discovery-port", "PORT", "The UDP port of the robots' beacons (default 9998).").integer(1, 65535);
    commandLine.flag("no-discovery", "Do not listen for beacons.");
    commandLine.positionals("HOST[:PORT]", "robots to connect to (port 9999 unless given)", 0, 64);
    commandLine.epilogue("Settings (open views, layout, console history) are kept in ~/.config/Touchline/touchline-studio.conf\n"
                         "($XDG_CONFIG_HOME/Touchline/ if set) and saved however the studio ends: quit, the window closed, SIGTERM or SIGINT.\n"
                         "Exit status: 0 (also when ended by SIGTERM or SIGINT), or 2 for a usage error.\n");
    return commandLine;
  }
}

int main(int argc, char** argv)
{
  std::signal(SIGPIPE, SIG_IGN);
  CommandLine commandLine = studioCommandLine();
  // --help and --version before the QApplication: they answer without a display (over ssh).
  if(const std::optional<int> status = commandLine.answerHelpOrVersion(argc, argv))
    return *status;
  QApplication::setOrganizationName("Touchline");
  QApplication::setApplicationName("touchline-studio");
  // Qt's own options (-platform, -style, ...) are taken out of argv here.
  QApplication application(argc, argv);
  if(const std::optional<int> status = commandLine.parse(argc, argv))
    return *status;

  MainWindow window;
  // SIGTERM (scripts/run --seconds, kill) and SIGINT (Ctrl-C) close the window as quit does: the
  // layout and the console's history are saved (MainWindow::saveSession).
  ExitSignals exitSignals;
  QObject::connect(&exitSignals, &ExitSignals::received, &window, [&window](int number) {
    window.closeBySignal(number);
    QApplication::quit();
  });
  if(commandLine.has("print"))
    window.printTo(stdout);
  if(!commandLine.has("no-discovery"))
    window.listen(static_cast<std::uint16_t>(commandLine.integer("discovery-port").value_or(DebugLink::discoveryPort)));
  for(const std::string& address : commandLine.positionalArguments())
    window.command("sc " + QString::fromStdString(address));
  for(const std::string& log : commandLine.all("log"))
    window.openLog(QString::fromStdString(log));
  for(const std::string& script : commandLine.all("script"))
    window.command("call " + QString::fromStdString(script));
  window.show();
  return QApplication::exec();
}
