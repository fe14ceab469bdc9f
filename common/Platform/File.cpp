/**
 * @file Platform/File.cpp
 * Files and the configuration search path: opening, reading, writing, finding and resolving names.
 */
#include "Platform/File.h"
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <unistd.h>

namespace
{
  std::mutex configMutex;
  std::string configDirectory;

  /** Config/ beside the executable, or in one of its parents (build trees), or the robot's ($HOME/Config). */
  std::string findConfigDirectory()
  {
    if(const char* env = std::getenv("TOUCHLINE_CONFIG"); env && *env)
      return env;
#ifdef TARGET_ROBOT
    // The home of the user that runs the program (nao on the team images; others elsewhere).
    if(const char* home = std::getenv("HOME"); home && *home == '/')
      return std::string(home) + (std::string(home).ends_with('/') ? "" : "/") + "Config";
    return "/home/nao/Config";
#else
    std::error_code ec;
    std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    if(!ec)
      for(std::filesystem::path dir = exe.parent_path(); !dir.empty(); dir = dir.parent_path())
      {
        if(std::filesystem::is_directory(dir / "Config", ec))
          return (dir / "Config").string();
        if(dir == dir.root_path())
          break;
      }
    return "Config";
#endif
  }
}

File::File(const std::string& name, const char* mode) : fullName(resolve(name))
{
  stream = std::fopen(fullName.c_str(), mode);
}

File::~File()
{
  if(stream)
    std::fclose(stream);
}

std::size_t File::read(void* p, std::size_t size)
{
  return stream && size ? std::fread(p, 1, size, stream) : 0;
}

bool File::write(const void* p, std::size_t size)
{
  return stream && (size == 0 || std::fwrite(p, 1, size, stream) == size);
}

void File::skip(std::size_t size)
{
  if(stream)
    std::fseek(stream, static_cast<long>(size), SEEK_CUR);
}

bool File::eof()
{
  if(!stream)
    return true;
  const int c = std::fgetc(stream);
  if(c == EOF)
    return true;
  std::ungetc(c, stream);
  return false;
}

std::size_t File::getSize() const
{
  if(!stream)
    return 0;
  const long position = std::ftell(stream);
  std::fseek(stream, 0, SEEK_END);
  const long size = std::ftell(stream);
  std::fseek(stream, position, SEEK_SET);
  return size < 0 ? 0 : static_cast<std::size_t>(size);
}

std::size_t File::getPosition() const
{
  if(!stream)
    return 0;
  const long position = std::ftell(stream);
  return position < 0 ? 0 : static_cast<std::size_t>(position);
}

std::string File::getConfigDirectory()
{
  std::lock_guard lock(configMutex);
  if(configDirectory.empty())
    configDirectory = findConfigDirectory();
  if(configDirectory.back() != '/')
    configDirectory += '/';
  return configDirectory;
}

void File::setConfigDirectory(const std::string& directory)
{
  std::lock_guard lock(configMutex);
  configDirectory = directory.empty() ? std::string("./") : directory;
}

bool File::isAbsolute(const std::string& name)
{
  return name.starts_with('/') || name.starts_with("./") || name.starts_with("../") || name == "." || name == "..";
}

namespace
{
  thread_local std::vector<std::string> searchPath;
}

void File::setSearchPath(const std::vector<std::string>& directories)
{
  searchPath = directories;
}

const std::vector<std::string>& File::getSearchPath()
{
  return searchPath;
}

std::vector<std::string> File::getFullNames(const std::string& name)
{
  if(isAbsolute(name))
    return {name};
  const std::string config = getConfigDirectory();
  std::vector<std::string> names;
  for(const std::string& directory : searchPath)
    names.push_back(config + directory + name);
  names.push_back(config + name);
  return names;
}

std::string File::resolve(const std::string& name)
{
  if(isAbsolute(name))
    return name;
  const std::string config = getConfigDirectory();
  std::error_code ec;
  for(const std::string& directory : searchPath)
    if(std::filesystem::exists(config + directory + name, ec))
      return config + directory + name;
  return config + name;
}

bool File::readAll(const std::string& name, std::string& content, std::size_t maxSize)
{
  File file(name, "rb");
  if(!file.exists())
    return false;
  const std::size_t size = file.getSize();
  if(size > maxSize)
    return false;
  content.resize(size);
  content.resize(file.read(content.data(), size));
  return true;
}
