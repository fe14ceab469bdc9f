/**
 * @file TestText.h
 * Files and texts in the host's tests: a whole file as a string, a text's lines, a process's
 * child. One copy for every test file (they are compiled together in unity batches).
 */
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/types.h>
#include <vector>

namespace TestText
{
  /** The whole contents of a file ("" if it cannot be read). */
  inline std::string readFile(const std::filesystem::path& path)
  {
    std::ifstream stream(path, std::ios::binary);
    std::ostringstream contents;
    contents << stream.rdbuf();
    return contents.str();
  }

  /** The lines of a text (without their line breaks). */
  inline std::vector<std::string> lines(const std::string& text)
  {
    std::vector<std::string> result;
    std::istringstream stream(text);
    for(std::string line; std::getline(stream, line);)
      result.push_back(line);
    return result;
  }

  /** The first child of a process, through /proc/<pid>/task/<pid>/children (0 if none). */
  inline pid_t childOf(pid_t parent)
  {
    std::ifstream children("/proc/" + std::to_string(parent) + "/task/" + std::to_string(parent) + "/children");
    pid_t child = 0;
    children >> child;
    return child;
  }
}
