// The example of docs/command-line.md: a small program with typed options, positional
// arguments and a generated --help. Build: cmake --build --preset dev --target command_line_example
// Run:   build/dev/docs/examples/command_line_example --frames 3 --id FrameInfo --id JointRequest game.log
//        (without arguments it runs itself with those and checks the result)
#include "CommandLine/CommandLine.h"
#include "CommandLine/ExitStatus.h"
#include <cstdint>
#include <cstdio>

namespace
{
  CommandLine commandLine()
  {
    CommandLine commandLine("count-frames", "[options] FILE...", "Counts the frames of logs (an example of the parser).");
    commandLine.option("frames", "N", "Stop after N frames per log.").integer(1, 1000000);
    commandLine.option("id", "NAME", "Only count messages with this id.").repeatable();
    commandLine.flag("verbose", "Print every frame.").alias('v');
    commandLine.positionals("FILE", "log file", 1, SIZE_MAX);
    commandLine.epilogue("Exit status: 0 success, 1 a log cannot be read, 2 usage error.\n");
    return commandLine;
  }

  /** What the program would do: print what it understood. */
  int run(const CommandLine& arguments)
  {
    std::printf("frames: %lld\n", arguments.integer("frames").value_or(-1));
    for(const std::string& id : arguments.all("id"))
      std::printf("id: %s\n", id.c_str());
    std::printf("verbose: %s\n", arguments.has("verbose") ? "yes" : "no");
    for(const std::string& file : arguments.positionalArguments())
      std::printf("file: %s\n", file.c_str());
    return exitSuccess;
  }
}

int main(int argc, char** argv)
{
  CommandLine arguments = commandLine();
  if(argc > 1)
  {
    if(const std::optional<int> status = arguments.parse(argc, argv))
      return *status; // --help was shown, or a usage error (exit status 2)
    return run(arguments);
  }

  // Without arguments: the example checks itself (it is run as a test).
  const std::optional<int> parsed = arguments.parse({"--frames", "3", "--id", "FrameInfo", "--id=JointRequest", "game.log"});
  const int status = parsed ? *parsed : run(arguments);
  std::fputs(arguments.help().c_str(), stdout);
  CommandLine wrong = commandLine();
  const bool refused = wrong.tryParse({"--frames", "many", "game.log"}) == CommandLine::Result::usageError &&
                       wrong.error() == "option --frames: 'many' is not a whole number";
  std::printf("%s\n", refused ? "ok" : "wrong");
  return status == exitSuccess && refused ? exitSuccess : exitFailure;
}
