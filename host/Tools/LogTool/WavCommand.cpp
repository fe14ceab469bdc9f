/**
 * @file WavCommand.cpp
 * touchline-log wav: the audio of a log (idAudioData) as a WAV file.
 */
#include "LogCommands.h"
#include "CommandLine/TextLayout.h"
#include "CommandLine/ProgressBar.h"
#include "Streaming/InStreams.h"
#include "ToolSupport.h"
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <vector>

namespace
{
  /** AudioData (robot/Representations/Infrastructure/AudioData.h) as it is streamed. */
  struct Block
  {
    unsigned channels = 0, sampleRate = 0, timestamp = 0, overruns = 0;
    bool deviceAvailable = false;
    std::vector<float> samples;
  };

  bool read(const LogFile::Message& message, Block& block)
  {
    InBinaryMemory stream(message.payload, message.size);
    stream >> block.channels >> block.sampleRate >> block.timestamp >> block.overruns >> block.deviceAvailable;
    unsigned count = 0;
    stream >> count;
    if(stream.failed() || count > (message.size - stream.offset()) / sizeof(float))
      return false;
    block.samples.resize(count);
    stream.read(block.samples.data(), count * sizeof(float));
    return !stream.failed() && stream.eof() && (block.channels == 0 || count % block.channels == 0);
  }

  void put32(std::ofstream& out, std::uint32_t value)
  {
    for(int i = 0; i < 4; ++i)
      out.put(static_cast<char>(value >> (8 * i)));
  }

  void put16(std::ofstream& out, unsigned value)
  {
    out.put(static_cast<char>(value & 0xff));
    out.put(static_cast<char>(value >> 8));
  }

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
    std::ofstream out(output, std::ios::binary | std::ios::trunc);
    if(!out)
      return ToolSupport::fail(output + ": cannot be written");
    out.write("RIFF\0\0\0\0WAVEfmt ", 16);
    put32(out, 16);
    const std::streampos formatAt = out.tellp();
    out.write(std::string(14, '\0').data(), 14);
    put16(out, 32);
    out.write("data\0\0\0\0", 8);
    Block block, first;
    std::uint64_t frames = 0;
    {
      ProgressBar progress("writing " + output, ProgressBar::Unit::frames);
      for(std::size_t i = 0; i < log.frameCount(); ++i)
      {
        progress.update(i, log.frameCount());
        for(const LogFile::Message& message : log.frame(i).messages())
          if(message.id == idAudioData)
          {
            if(!read(message, block))
              return ToolSupport::fail(log.path() + ", frame " + std::to_string(i) + ": malformed idAudioData");
            if(block.samples.empty() || block.channels == 0)
              continue;
            if(first.channels == 0)
              first = block;
            else if(block.channels != first.channels || block.sampleRate != first.sampleRate)
              return ToolSupport::fail(log.path() + ", frame " + std::to_string(i) + ": " + TextLayout::count(block.channels, "channel") + " at " +
                                       std::to_string(block.sampleRate) + " Hz after " + std::to_string(first.channels) + " at " +
                                       std::to_string(first.sampleRate) + " Hz");
            out.write(reinterpret_cast<const char*>(block.samples.data()), static_cast<std::streamsize>(block.samples.size() * sizeof(float)));
            frames += block.samples.size() / block.channels;
          }
      }
    }
    if(first.channels == 0)
    {
      out.close();
      std::filesystem::remove(output);
      return ToolSupport::fail(log.path() + ": the log has no audio samples");
    }
    const std::uint64_t dataBytes = frames * first.channels * sizeof(float);
    if(dataBytes > 0xffffffffull - 36)
      return ToolSupport::fail(output + ": the audio is too long for a WAV file (4 GB)");
    out.seekp(4);
    put32(out, static_cast<std::uint32_t>(36 + dataBytes));
    out.seekp(formatAt);
    put16(out, 3); // IEEE float
    put16(out, first.channels);
    put32(out, first.sampleRate);
    put32(out, first.sampleRate * first.channels * 4);
    put16(out, first.channels * 4);
    out.seekp(40);
    put32(out, static_cast<std::uint32_t>(dataBytes));
    if(!out.flush())
      return ToolSupport::fail(output + ": cannot be written");
    std::printf("%s: %s of %s at %u Hz (%.1f s)\n", output.c_str(), TextLayout::count(frames, "frame").c_str(),
                TextLayout::count(first.channels, "channel").c_str(), first.sampleRate, static_cast<double>(frames) / first.sampleRate);
    return exitSuccess;
  }
}

const CommandTool::Command LogCommands::wav = {wavCommandLine, runWav};
