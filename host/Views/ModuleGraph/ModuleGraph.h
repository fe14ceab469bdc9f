/**
 * @file Views/ModuleGraph/ModuleGraph.h
 * The module graph of one thread, built from a robot's module table: the modules that provide
 * something in the thread (boxes) and the representations they provide and require (ellipses),
 * with edges provider -> representation -> consumer. A requirement that no module of the thread
 * provides is received from another thread (directly or as the alias <Thread><Representation>),
 * provided by default (an edge from the node "default"), or not provided at all. Qt-free; any
 * table is accepted (cycles, unknown modules, requirements nobody provides).
 */
#pragma once

#include "Framework/ModuleTable.h"
#include <cstddef>
#include <string>
#include <vector>

class ModuleGraph
{
public:
  enum class Kind
  {
    module,         ///< A module of the module table that provides something in the thread.
    unknownModule,  ///< A provider of the configuration that the module table does not know.
    defaultSource,  ///< The node "default" from which the default representations come.
    representation, ///< Provided in the thread.
    received,       ///< Received from another thread.
    defaulted,      ///< Provided by default.
    unprovided,     ///< Required, but provided nowhere.
  };

  struct Node
  {
    Kind kind;
    std::string name;   ///< Module or representation name ("default" for the default source).
    std::string detail; ///< What the tooltip adds: requirements, source thread, receivers, ...
    bool operator==(const Node&) const = default;
  };

  struct Edge
  {
    std::size_t from;
    std::size_t to;
    bool operator==(const Edge&) const = default;
  };

  /** The graph of a thread of the table's configuration (empty if the configuration has no such thread). */
  static ModuleGraph build(const ModuleTable& table, const std::string& thread);

  /** The node of a module (isModule) or representation with this name, or -1. */
  int find(const std::string& name, bool isModule) const;
  static bool isModule(Kind kind) { return kind == Kind::module || kind == Kind::unknownModule || kind == Kind::defaultSource; }
  std::size_t count(Kind kind) const;
  bool operator==(const ModuleGraph&) const = default;

  std::string thread;
  bool threadFound = false; ///< Whether the configuration has the thread.
  std::vector<Node> nodes;
  std::vector<Edge> edges;
};
