/**
 * @file CommandHistory.cpp
 * The history file of touchline-console.
 */
#include "CommandHistory.h"
#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace fs = std::filesystem;

std::string CommandHistory::defaultPath()
{
  const char* config = std::getenv("XDG_CONFIG_HOME");
  if(config && config[0] == '/')
    return (fs::path(config) / "touchline/console_history").string();
  const char* home = std::getenv("HOME");
  if(home && home[0])
    return (fs::path(home) / ".config/touchline/console_history").string();
  return "";
}

CommandHistory::CommandHistory(std::string path) : file(std::move(path)) {}

std::string CommandHistory::takeWarning()
{
  std::string text;
  text.swap(warning);
  return text;
}

bool CommandHistory::readLines(std::vector<std::string>& result)
{
  std::ifstream stream(file, std::ios::binary);
  if(!stream)
  {
    std::error_code error;
    if(fs::exists(file, error))
      warning = "cannot read the history " + file + ": " + std::strerror(errno);
    return false;
  }
  stream.seekg(0, std::ios::end);
  const std::streamoff size = stream.tellg();
  const bool cut = size > static_cast<std::streamoff>(maxFileBytes);
  stream.seekg(cut ? size - static_cast<std::streamoff>(maxFileBytes) : 0);
  std::string text(static_cast<std::size_t>(cut ? static_cast<std::streamoff>(maxFileBytes) : size), '\0');
  stream.read(text.data(), static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<std::size_t>(stream.gcount()));

  result.clear();
  std::size_t start = 0;
  if(cut) // the first line is probably only the end of one
    start = text.find('\n') == std::string::npos ? text.size() : text.find('\n') + 1;
  while(start < text.size())
  {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    std::string line = text.substr(start, end - start);
    if(!line.empty() && line.back() == '\r')
      line.pop_back();
    if(!line.empty() && line.size() <= maxLineLength)
      result.push_back(std::move(line));
    start = end + 1;
  }
  return true;
}

std::vector<std::string> CommandHistory::load()
{
  std::vector<std::string> all;
  if(file.empty() || !readLines(all))
    return {};
  lines = all.size();
  if(all.size() > maxEntries)
    all.erase(all.begin(), all.end() - static_cast<std::ptrdiff_t>(maxEntries));
  return all;
}

void CommandHistory::add(const std::string& command)
{
  if(file.empty() || command.empty() || command.size() > maxLineLength || command.find('\n') != std::string::npos)
    return;
  std::error_code error;
  fs::create_directories(fs::path(file).parent_path(), error);
  std::ofstream stream(file, std::ios::binary | std::ios::app);
  if(!(stream << command << '\n') || !stream.flush())
  {
    warning = "cannot write the history " + file + ": " + std::strerror(errno);
    return;
  }
  stream.close();
  if(++lines > 2 * maxEntries)
    trim();
}

void CommandHistory::trim()
{
  std::vector<std::string> all;
  if(!readLines(all))
    return;
  if(all.size() > maxEntries)
    all.erase(all.begin(), all.end() - static_cast<std::ptrdiff_t>(maxEntries));
  // Written beside the file and renamed over it: a console that reads it sees the old or the new one.
  const std::string temporary = file + "." + std::to_string(::getpid());
  {
    std::ofstream stream(temporary, std::ios::binary | std::ios::trunc);
    for(const std::string& line : all)
      stream << line << '\n';
    if(!stream.flush())
    {
      warning = "cannot write the history " + temporary + ": " + std::strerror(errno);
      std::error_code ignored;
      fs::remove(temporary, ignored);
      return;
    }
  }
  std::error_code error;
  fs::rename(temporary, file, error);
  if(error)
  {
    warning = "cannot replace the history " + file + ": " + error.message();
    fs::remove(temporary, error);
    return;
  }
  lines = all.size();
}
