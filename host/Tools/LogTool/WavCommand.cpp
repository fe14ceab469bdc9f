/**
 * @file WavCommand.cpp
 * touchline-log wav: the audio of a log (idAudioData) as a WAV file.
 */
#include "LogCommands.h"
#include "CommandLine/TextLayout.h"
#include "CommandLine/ProgressBar.h"
#include "LogPlayback/WavWriter.h"
#include "ToolSupport.h"
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <vector>

namespace
{
  CommandLine wavCommandLine()
  {
    CommandLine commandLine("touchline-log wav", "[options] FILE -o OUT", "Write the audio of a log as a WAV file.");
    commandLine.details("The blocks of idAudioData (the AudioProvider's, logged with 'dr representation:AudioData') are "
                        "joined in log order into one WAV file of 32-bit float samples, with the channels and sample rate "
                        "of the first block. Blocks without samples (no sound card) are skipped; a block of another "
                        "format or a malformed one is an error naming its frame.");
    commandLine.option("output", "OUT", "The WAV file.").alias('o').required();
    ToolSupport::addForce(commandLine);
    commandLine.positionals("FILE", "log file", 1, 1);
    commandLine.epilogue("Exit status: 0 success, 1 FILE is not a readable log, has no audio, OUT exists (without\n"
                         "--force) or cannot be written, 2 usage error.\n");
    return commandLine;
  }

  int runWav(const CommandLine& commandLine)
  {
    LogFile log;
    if(!ToolSupport::openLog(log, commandLine.positionalArguments().front()))
      return exitFailure;
    const std::string output = *commandLine.text("output");
    const std::optional<unsigned char> logged = ToolSupport::loggedId(log, idAudioData);
    if(!logged)
      return ToolSupport::fail(log.path() + ": the log has no audio (idAudioData)");
    if(!ToolSupport::mayWrite(commandLine, output))
      return exitFailure;
    WavWriter wav;
    std::string error;
    if(!wav.open(output, error))
      return ToolSupport::fail(error);
    {
      ProgressBar progress("writing " + output, ProgressBar::Unit::frames);
      for(std::size_t i = 0; i < log.frameCount(); ++i)
      {
        progress.update(i, log.frameCount());
        for(const LogFile::Message& message : log.frame(i).messages())
          if(message.id == idAudioData && !wav.add(message, log.path() + ", frame " + std::to_string(i), error))
            return ToolSupport::fail(error);
      }
    }
    if(!wav.close(error))
      return ToolSupport::fail(wav.frames() == 0 ? log.path() + ": " + error : error);
    const std::uint64_t frames = wav.frames();
    const WavWriter::Block& first = wav.format();
    std::printf("%s: %s of %s at %u Hz (%.1f s)\n", output.c_str(), TextLayout::count(frames, "frame").c_str(),
                TextLayout::count(first.channels, "channel").c_str(), first.sampleRate, static_cast<double>(frames) / first.sampleRate);
    return exitSuccess;
  }
}

const CommandTool::Command LogCommands::wav = {wavCommandLine, runWav};
