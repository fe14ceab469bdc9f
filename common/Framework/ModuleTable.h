/**
 * @file Framework/ModuleTable.h
 * All modules of a program with what they require and provide, plus the configuration that is
 * active (message idModuleTable, sent by the Debug thread on "automated requests:ModuleTable").
 * The host's "mr" command works on it. Binary layout as B-Human's (docs/formats/debug-link.md).
 */
#pragma once

#include "Framework/Configuration.h"
#include "Streaming/AutoStreamable.h"
#include <string>
#include <vector>

STREAMABLE(ModuleTable,
{
  STREAMABLE(Entry,
  {,
    (std::string) name,
    (std::vector<std::string>) requirements, ///< REQUIRES and USES.
    (std::vector<std::string>) provisions,   ///< PROVIDES and PROVIDES_WITHOUT_MODIFY.
  });

  /** The modules linked into this program and the given active configuration. */
  static ModuleTable current(const Configuration& active);
  /** The module with this name, or nullptr. */
  const Entry* find(const std::string& moduleName) const;
  /** The modules that provide a representation. */
  std::vector<std::string> providersOf(const std::string& representation) const;,

  (std::vector<Entry>) modules,
  (Configuration) configuration,
});
