/**
 * @file Framework/ModuleGraphCreator.h
 * Computes from a Configuration (threads.cfg or a module request) what every thread runs: the
 * execution order of its providers (from REQUIRES and PROVIDES only), what it receives from and
 * sends to the other threads, which modules it needs, and which representations are reset
 * because their provider changed. Invalid configurations are rejected with messages that name
 * the threads, modules and representations involved (docs/threads.md lists them).
 */
#pragma once

#include "Framework/Configuration.h"
#include "Framework/Module.h"
#include <functional>
#include <string>
#include <utility>
#include <vector>

/** What one thread runs under a configuration. */
struct ExecutionValues
{
  struct Provider
  {
    std::string representation;
    std::string module;
    void (*update)(ModuleBase& module) = nullptr;
    const RepresentationType* type = nullptr; ///< What can be done with the representation without knowing its type.
    bool operator==(const Provider&) const = default;
  };

  using NameLists = std::vector<std::pair<std::string, std::vector<std::string>>>;

  std::string thread;
  std::vector<Provider> providers; ///< In execution order.
  NameLists received;              ///< Per source thread: names in this thread (aliases), in packet order.
  NameLists sent;                  ///< Per target thread: names in this thread, in packet order.
  std::vector<std::string> modules;  ///< The modules this thread needs (sorted).
  std::vector<std::string> defaults; ///< Default representations this thread uses (sorted).
  std::vector<std::string> reset;    ///< Representations whose provider changed (sorted).
};

class ModuleGraphCreator
{
public:
  /** Finds a module by name (default: the modules linked into this program). */
  using FindModule = std::function<const Module*(const std::string& name)>;
  /** Whether two representations have the same structure (for aliases; default: TypeInfo::current()). */
  using EqualTypes = std::function<bool(const std::string& alias, const std::string& representation)>;

  explicit ModuleGraphCreator(FindModule findModule = {}, EqualTypes equalTypes = {});

  /**
   * Computes the execution values of every thread.
   * @param previous The configuration active so far (for the reset lists), or nullptr.
   * @return Whether the configuration is valid; if not, errors says why and result is empty.
   */
  bool compute(const Configuration& configuration, const Configuration* previous, std::vector<ExecutionValues>& result,
               std::vector<std::string>& errors) const;

private:
  FindModule findModule;
  EqualTypes equalTypes;
};
