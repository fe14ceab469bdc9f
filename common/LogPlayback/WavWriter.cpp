/**
 * @file LogPlayback/WavWriter.cpp
 * Writing the audio of a log as WAV.
 */
#include "LogPlayback/WavWriter.h"
#include "Streaming/InStreams.h"
#include <filesystem>

namespace
{
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
}

bool WavWriter::read(const LogFile::Message& message, Block& block)
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

bool WavWriter::open(const std::string& file, std::string& error)
{
  path = file;
  out.open(file, std::ios::binary | std::ios::trunc);
  if(!out)
  {
    error = file + ": cannot be written";
    return false;
  }
  out.write("RIFF\0\0\0\0WAVEfmt ", 16);
  put32(out, 16);
  out.write(std::string(14, '\0').data(), 14);
  put16(out, 32);
  out.write("data\0\0\0\0", 8);
  return true;
}

bool WavWriter::add(const LogFile::Message& message, const std::string& where, std::string& error)
{
  if(!read(message, block))
  {
    error = where + ": malformed idAudioData";
    return false;
  }
  if(block.samples.empty() || block.channels == 0)
    return true;
  if(first.channels == 0)
    first = block;
  else if(block.channels != first.channels || block.sampleRate != first.sampleRate)
  {
    error = where + ": " + std::to_string(block.channels) + " channels at " + std::to_string(block.sampleRate) + " Hz after " +
            std::to_string(first.channels) + " at " + std::to_string(first.sampleRate) + " Hz";
    return false;
  }
  out.write(reinterpret_cast<const char*>(block.samples.data()), static_cast<std::streamsize>(block.samples.size() * sizeof(float)));
  written += block.samples.size() / block.channels;
  return true;
}

bool WavWriter::close(std::string& error)
{
  if(first.channels == 0)
  {
    out.close();
    std::error_code ignored;
    std::filesystem::remove(path, ignored);
    error = "the log has no audio samples";
    return false;
  }
  const std::uint64_t dataBytes = written * first.channels * sizeof(float);
  if(dataBytes > 0xffffffffull - 36)
  {
    error = path + ": the audio is too long for a WAV file (4 GB)";
    return false;
  }
  out.seekp(4);
  put32(out, static_cast<std::uint32_t>(36 + dataBytes));
  out.seekp(20);
  put16(out, 3); // IEEE float
  put16(out, first.channels);
  put32(out, first.sampleRate);
  put32(out, first.sampleRate * first.channels * 4);
  put16(out, first.channels * 4);
  out.seekp(40);
  put32(out, static_cast<std::uint32_t>(dataBytes));
  out.close();
  if(!out)
  {
    error = path + ": cannot be written";
    return false;
  }
  return true;
}
