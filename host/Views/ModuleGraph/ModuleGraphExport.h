/**
 * @file Views/ModuleGraph/ModuleGraphExport.h
 * The module graph written to a file: DOT (Graphviz's language; written here, node names as
 * ids, the view's shapes, colours and dash styles as attributes, the tooltips' text as
 * "tooltip", so that `dot -Tpdf` draws it as the view does) or SVG (the laid-out graph painted
 * as the view paints it, at 1 pixel per point, QSvgGenerator).
 */
#pragma once

#include "GraphLayout.h"
#include "ModuleGraph.h"
#include <QString>
#include <string>

class QFont;

namespace ModuleGraphExport
{
  /** The graph in DOT: digraph "<thread>" { "<node>" [...]; "<from>" -> "<to>"; }. */
  std::string dot(const ModuleGraph& graph);

  /**
   * Writes the graph to a file, DOT if its name ends with .dot (or .gv), SVG if with .svg; false
   * and why if the name has another ending or the file cannot be written. SVG needs the layout.
   */
  bool write(const ModuleGraph& graph, const GraphLayout& layout, const QFont& font, const QString& fileName, QString& error);
}
