/**
 * @file TestSupport.h
 * Helpers for the streaming tests: byte images of values and a configuration directory.
 */
#pragma once

#include "Framework/Configuration.h"
#include "Platform/File.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"
#include <cstdlib>
#include <filesystem>
#include <unistd.h>
#include <gtest/gtest.h>
#include <string>

namespace TestSupport
{
  /** The binary encoding of a value (the reference for comparing values). */
  template<typename T> std::string bytes(const T& value)
  {
    OutBinaryMemory stream;
    stream << value;
    return std::string(stream.data(), stream.size());
  }

  /** Hex dump of bytes, for readable expectations. */
  inline std::string hex(const std::string& data)
  {
    static const char digits[] = "0123456789ABCDEF";
    std::string result;
    for(unsigned char c : data)
    {
      if(!result.empty())
        result += ' ';
      result += digits[c >> 4];
      result += digits[c & 15];
    }
    return result;
  }

  /**
   * Makes sure the configuration directory exists and returns it. ctest sets $TOUCHLINE_CONFIG to
   * a directory in the build tree; run by hand, the tests use a directory in /tmp, never the
   * repository's Config/.
   */
  inline std::string configDirectory()
  {
    static const bool isolated = [] {
      if(!std::getenv("TOUCHLINE_CONFIG"))
        File::setConfigDirectory(std::filesystem::temp_directory_path().string() + "/touchline-tests-" + std::to_string(::getpid()) + "/Config/");
      return true;
    }();
    static_cast<void>(isolated);
    const std::string dir = File::getConfigDirectory();
    std::filesystem::create_directories(dir);
    return dir;
  }

  /** A thread of threads.cfg with an execution unit and its {representation, provider} pairs. */
  inline Configuration::Thread threadConfiguration(const std::string& name, const std::string& executionUnit,
                                                   const std::vector<std::pair<std::string, std::string>>& providers)
  {
    Configuration::Thread thread;
    thread.name = name;
    thread.executionUnit = executionUnit;
    for(const auto& [representation, provider] : providers)
    {
      Configuration::RepresentationProvider& rp = thread.representationProviders.emplace_back();
      rp.representation = representation;
      rp.provider = provider;
    }
    return thread;
  }

  inline std::string readFile(const std::string& path)
  {
    std::string content;
    File::readAll(path, content, 1 << 26);
    return content;
  }
}
