/**
 * @file ConfigCommands.cpp
 * The commands of touchline-config: check and format.
 */
#include "ConfigCommands.h"
#include "CommandLine/TextLayout.h"
#include "CommandLine/ExitStatus.h"
#include "CommandLine/ProgressBar.h"
#include "Streaming/ConfigMap.h"
#include "Streaming/InMap.h"
#include "TextFiles.h"
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace
{
  /** Parses a file and prints its syntax errors on stdout as "file(line, column): message"; false if there were any. */
  bool parse(const std::string& name, const std::string& text, ConfigMap::Node& root, bool keepComments, ProgressBar& progress)
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

  CommandLine checkCommandLine()
  {
    CommandLine commandLine("touchline-config check", "[options] FILE...",
                            "Parse configuration maps (.cfg) and JSON files (.json) and print every error as "
                            "'file(line, column): message'. Exit status 0 only if all files parse.");
    commandLine.positionals("FILE", "file", 1, SIZE_MAX);
    commandLine.epilogue("Exit status: 0 all files are valid, 1 a file is invalid or unreadable, 2 usage error.\n");
    return commandLine;
  }

  int runCheck(const CommandLine& commandLine)
  {
    const std::vector<std::string> files = commandLine.positionalArguments();
    std::size_t invalid = 0, done = 0;
    {
      ProgressBar progress("checking", ProgressBar::Unit::files);
      for(const std::string& name : files)
      {
        std::string text;
        ConfigMap::Node root;
        if(!TextFiles::load(name, text, InMap::maxSize) || !parse(name, text, root, false, progress))
          ++invalid;
        progress.update(++done, files.size());
      }
    }
    if(files.size() > 1)
      std::fprintf(stderr, "%s checked, %zu invalid\n", TextLayout::count(files.size(), "file").c_str(), invalid);
    return invalid ? exitFailure : exitSuccess;
  }

  CommandLine formatCommandLine()
  {
    CommandLine commandLine("touchline-config format", "[options] FILE...",
                            "Rewrite files in the canonical layout (innermost records and arrays on one line if they fit into "
                            "80 columns). Comments are kept.");
    commandLine.flag("check", "Do not write; list the files whose layout differs, exit 1 if any.");
    commandLine.flag("stdout", "Print the formatted text instead of writing the file.");
    commandLine.positionals("FILE", "file", 1, SIZE_MAX);
    commandLine.epilogue("Exit status: 0 success, 1 a file is invalid, unreadable or cannot be written (or with\n"
                         "--check: differs), 2 usage error.\n");
    return commandLine;
  }

  int runFormat(const CommandLine& commandLine)
  {
    const bool checkOnly = commandLine.has("check"), toStdout = commandLine.has("stdout");
    const std::vector<std::string> files = commandLine.positionalArguments();
    std::size_t failures = 0, different = 0, done = 0;
    ProgressBar progress(checkOnly ? "checking" : "formatting", ProgressBar::Unit::files);
    for(const std::string& name : files)
    {
      std::string text;
      ConfigMap::Node root;
      if(!TextFiles::load(name, text, InMap::maxSize) || !parse(name, text, root, true, progress))
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
        else if(formatted != text && !TextFiles::replace(name, formatted))
          ++failures;
      }
      progress.update(++done, files.size());
    }
    return failures || (checkOnly && different) ? exitFailure : exitSuccess;
  }
}

const CommandTool::Command ConfigCommands::check = {checkCommandLine, runCheck};
const CommandTool::Command ConfigCommands::format = {formatCommandLine, runFormat};
