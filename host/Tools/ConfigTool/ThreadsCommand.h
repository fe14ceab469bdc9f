/**
 * @file ThreadsCommand.h
 * touchline-config threads: validates threads.cfg against the modules linked into the program
 * and shows what every thread runs, receives and sends, optionally as a Graphviz graph.
 */
#pragma once

#include "CommandLine/CommandTool.h"
#include "Framework/Configuration.h"
#include "Framework/ModuleGraphCreator.h"
#include <string>
#include <vector>

/** The threads command; validate() is the part without files, usable with any set of modules. */
class ThreadsCommand
{
public:
  /** The outcome of a validation. */
  struct Report
  {
    int status = 0;   ///< The exit status: 0 valid, 1 invalid.
    std::string text; ///< Per thread what it runs, receives and sends, or every error.
    std::string dot;  ///< The module graph in Graphviz syntax (empty if invalid).
  };

  /**
   * Validates a configuration with the robot's own checks (Robot::check: the module graph,
   * thread names, execution units, priorities, queue sizes, message ids).
   * @param configuration The threads and their providers.
   * @param findModule Finds the modules by name (empty: the modules linked into the program).
   * @param equalTypes Compares alias types (empty: the types linked into the program).
   */
  static Report validate(const Configuration& configuration, const ModuleGraphCreator::FindModule& findModule = {},
                         const ModuleGraphCreator::EqualTypes& equalTypes = {});

  /**
   * threads [--config DIR] [--scenario NAME] [--dot FILE] [THREADS_CFG]; exit status 0 valid,
   * 1 invalid or unreadable, 2 usage error.
   */
  static const CommandTool::Command command;

private:
  static CommandLine commandLine();
  static int run(const CommandLine& commandLine);
};
