/**
 * @file ConfigCommands.cpp
 * The commands of touchline-config: check and format.
 */
#include "ConfigCommands.h"
#include "Progress.h"
#include "Streaming/ConfigMap.h"
#include "Streaming/InMap.h"
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <system_error>
#include <utility>
#include <vector>
#include <unistd.h>

namespace
{
  /**
   * Splits the arguments of a command into the options it knows (set in flags) and file
   * names; "--" ends the options. Prints a usage error and returns false after an unknown
   * option or without files.
   */
  bool parseArguments(const char* command, const std::vector<std::string>& args, const std::vector<std::pair<const char*, bool*>>& flags,
                      std::vector<std::string>& files)
  {
    bool optionsEnded = false;
    for(const std::string& arg : args)
      if(optionsEnded || arg.size() < 2 || arg[0] != '-')
        files.push_back(arg);
      else if(arg == "--")
        optionsEnded = true;
      else
      {
        bool known = false;
        for(const auto& [name, flag] : flags)
          if(arg == name)
            known = *flag = true;
        if(!known)
        {
          std::fprintf(stderr, "touchline-config %s: unknown option '%s' (see touchline-config --help)\n", command, arg.c_str());
          return false;
        }
      }
    if(files.empty())
    {
      std::fprintf(stderr, "touchline-config %s: no files given (see touchline-config --help)\n", command);
      return false;
    }
    return true;
  }

  /** Reads a file named on the command line; prints the reason on stderr if that fails. */
  bool load(const std::string& name, std::string& text)
  {
    std::error_code error;
    if(std::filesystem::is_directory(name, error))
    {
      std::fprintf(stderr, "%s: cannot read the file: it is a directory\n", name.c_str());
      return false;
    }
    std::FILE* file = std::fopen(name.c_str(), "rb");
    if(!file)
    {
      std::fprintf(stderr, "%s: cannot read the file: %s\n", name.c_str(), std::strerror(errno));
      return false;
    }
    text.clear();
    char buffer[1 << 16];
    std::size_t size;
    bool tooLarge = false;
    while(!tooLarge && (size = std::fread(buffer, 1, sizeof(buffer), file)) > 0)
    {
      text.append(buffer, size);
      tooLarge = text.size() > InMap::maxSize;
    }
    const int readError = std::ferror(file) ? errno : 0;
    std::fclose(file);
    if(tooLarge)
      std::fprintf(stderr, "%s: cannot read the file: larger than %zu MiB\n", name.c_str(), InMap::maxSize >> 20);
    else if(readError)
      std::fprintf(stderr, "%s: cannot read the file: %s\n", name.c_str(), std::strerror(readError));
    return !tooLarge && !readError;
  }

  /** Parses a file and prints its syntax errors on stdout as "file(line, column): message"; false if there were any. */
  bool parse(const std::string& name, const std::string& text, ConfigMap::Node& root, bool keepComments, Progress& progress)
  {
    std::vector<ConfigMap::Error> errors;
    ConfigMap::Limits limits;
    limits.keepComments = keepComments;
    if(ConfigMap::parse(text, ConfigMap::syntaxOf(name), root, errors, limits))
      return true;
    progress.clear();
    for(const ConfigMap::Error& error : errors)
      std::printf("%s(%u, %u): %s\n", name.c_str(), error.position.line, error.position.column, error.message.c_str());
    std::fflush(stdout);
    return false;
  }

  /**
   * Replaces the contents of a file: writes a temporary file beside it (beside the target of a
   * symbolic link) with the same permissions and renames it over the file, so that a failure
   * leaves the original intact. Prints the reason on stderr if that fails.
   */
  bool replace(const std::string& name, const std::string& text)
  {
    namespace fs = std::filesystem;
    std::error_code error;
    fs::path target = fs::canonical(name, error);
    if(error)
      target = name;
    fs::path temporary = target;
    temporary += ".touchline-config-" + std::to_string(getpid()) + ".tmp";
    std::FILE* file = std::fopen(temporary.c_str(), "wb");
    bool written = file && std::fwrite(text.data(), 1, text.size(), file) == text.size();
    int writeError = written ? 0 : errno;
    if(file && std::fclose(file) != 0 && written)
    {
      written = false;
      writeError = errno;
    }
    if(written)
    {
      const fs::file_status status = fs::status(target, error);
      if(!error)
        fs::permissions(temporary, status.permissions(), error);
      fs::rename(temporary, target, error);
      if(!error)
        return true;
      writeError = error.value();
    }
    if(file)
      fs::remove(temporary, error);
    std::fprintf(stderr, "%s: cannot write the file: %s (the file is unchanged)\n", name.c_str(), std::strerror(writeError));
    return false;
  }
}

int ConfigCommands::check(const std::vector<std::string>& args)
{
  std::vector<std::string> files;
  if(!parseArguments("check", args, {}, files))
    return 2;
  std::size_t invalid = 0, done = 0;
  {
    Progress progress("checked", files.size());
    for(const std::string& name : files)
    {
      std::string text;
      ConfigMap::Node root;
      if(!load(name, text) || !parse(name, text, root, false, progress))
        ++invalid;
      progress.update(++done);
    }
  }
  if(files.size() > 1)
    std::fprintf(stderr, "%zu files checked, %zu invalid\n", files.size(), invalid);
  return invalid ? 1 : 0;
}

int ConfigCommands::format(const std::vector<std::string>& args)
{
  bool checkOnly = false, toStdout = false;
  std::vector<std::string> files;
  if(!parseArguments("format", args, {{"--check", &checkOnly}, {"--stdout", &toStdout}}, files))
    return 2;

  std::size_t failures = 0, different = 0, done = 0;
  Progress progress(checkOnly ? "checked" : "formatted", files.size());
  for(const std::string& name : files)
  {
    std::string text;
    ConfigMap::Node root;
    if(!load(name, text) || !parse(name, text, root, true, progress))
      ++failures;
    else
    {
      std::string formatted;
      ConfigMap::write(formatted, root, ConfigMap::syntaxOf(name), ConfigMap::Layout::singleLineInnermost);
      if(formatted != text)
        ++different;
      if(checkOnly)
      {
        if(formatted != text)
        {
          progress.clear();
          std::printf("%s\n", name.c_str());
          std::fflush(stdout);
        }
      }
      else if(toStdout)
      {
        progress.clear();
        std::fwrite(formatted.data(), 1, formatted.size(), stdout);
        std::fflush(stdout);
      }
      else if(formatted != text && !replace(name, formatted))
        ++failures;
    }
    progress.update(++done);
  }
  return failures || (checkOnly && different) ? 1 : 0;
}
