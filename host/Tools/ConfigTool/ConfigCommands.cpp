#include "ConfigCommands.h"
#include "Platform/File.h"
#include "Streaming/ConfigMap.h"
#include "Streaming/InMap.h"
#include <cstdio>

namespace
{
  /** Reads a file named on the command line (relative to the working directory). */
  bool load(const std::string& name, std::string& text)
  {
    const std::string path = File::isAbsolute(name) ? name : "./" + name;
    if(!File::readAll(path, text, InMap::maxSize))
    {
      std::fprintf(stderr, "%s: cannot read the file (missing, unreadable, or larger than %zu MiB)\n", name.c_str(), InMap::maxSize >> 20);
      return false;
    }
    return true;
  }

  /** Parses a file and prints its syntax errors; false if there were any. */
  bool parse(const std::string& name, const std::string& text, ConfigMap::Node& root)
  {
    std::vector<ConfigMap::Error> errors;
    if(ConfigMap::parse(text, ConfigMap::syntaxOf(name), root, errors))
      return true;
    for(const ConfigMap::Error& error : errors)
      std::fprintf(stdout, "%s(%u, %u): %s\n", name.c_str(), error.position.line, error.position.column, error.message.c_str());
    return false;
  }
}

int ConfigCommands::check(const std::vector<std::string>& args)
{
  if(args.empty())
  {
    std::fputs("touchline-config check: no files given\n", stderr);
    return 2;
  }
  int invalid = 0;
  for(const std::string& name : args)
  {
    std::string text;
    ConfigMap::Node root;
    if(!load(name, text) || !parse(name, text, root))
      ++invalid;
  }
  if(args.size() > 1)
    std::fprintf(invalid ? stdout : stderr, "%zu file(s) checked, %d invalid\n", args.size(), invalid);
  return invalid ? 1 : 0;
}

int ConfigCommands::format(const std::vector<std::string>& args)
{
  bool checkOnly = false, toStdout = false;
  std::vector<std::string> files;
  for(const std::string& arg : args)
    if(arg == "--check")
      checkOnly = true;
    else if(arg == "--stdout")
      toStdout = true;
    else if(arg.starts_with("-"))
    {
      std::fprintf(stderr, "touchline-config format: unknown option '%s'\n", arg.c_str());
      return 2;
    }
    else
      files.push_back(arg);
  if(files.empty())
  {
    std::fputs("touchline-config format: no files given\n", stderr);
    return 2;
  }

  int failures = 0, different = 0;
  for(const std::string& name : files)
  {
    std::string text;
    ConfigMap::Node root;
    if(!load(name, text) || !parse(name, text, root))
    {
      ++failures;
      continue;
    }
    std::string formatted;
    ConfigMap::write(formatted, root, ConfigMap::syntaxOf(name), ConfigMap::Layout::singleLineInnermost);
    if(toStdout)
      std::fputs(formatted.c_str(), stdout);
    else if(formatted != text)
    {
      ++different;
      if(checkOnly)
        std::printf("%s\n", name.c_str());
      else
      {
        FILE* file = std::fopen(name.c_str(), "wb");
        if(!file || std::fwrite(formatted.data(), 1, formatted.size(), file) != formatted.size())
        {
          std::fprintf(stderr, "%s: cannot write the file\n", name.c_str());
          ++failures;
        }
        if(file)
          std::fclose(file);
      }
    }
  }
  return failures ? 1 : (checkOnly && different ? 1 : 0);
}
