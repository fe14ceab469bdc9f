/**
 * @file Views/ModuleGraph/ModuleGraphExport.cpp
 * DOT and SVG files of a module graph.
 */
#include "ModuleGraphExport.h"
#include "ModuleGraphCanvas.h"
#include <QFile>
#include <QFileInfo>
#include <QPainter>
#include <QSvgGenerator>
#include <set>

namespace
{
  /** A DOT string: quoted, with " and \ escaped and line breaks as \n. */
  std::string dotString(const std::string& text)
  {
    std::string result = "\"";
    for(char c : text)
      if(c == '"' || c == '\\')
        (result += '\\') += c;
      else if(c == '\n')
        result += "\\n";
      else
        result += c;
    return result + "\"";
  }

  std::string color(const QColor& color)
  {
    return dotString(color.name(QColor::HexRgb).toStdString());
  }
}

std::string ModuleGraphExport::dot(const ModuleGraph& graph)
{
  // Node ids are the names; a representation named like a module gets its kind appended.
  std::vector<std::string> ids;
  std::set<std::string> used;
  for(const ModuleGraph::Node& node : graph.nodes)
  {
    std::string id = node.name;
    for(int n = 2; used.contains(id); ++n)
      id = node.name + (ModuleGraph::isModule(node.kind) ? " (module" : " (representation") + (n > 2 ? " " + std::to_string(n - 1) : "") + ")";
    used.insert(id);
    ids.push_back(id);
  }
  std::string text = "digraph " + dotString(graph.thread) + "\n{\n";
  text += "  graph [rankdir=TB, ranksep=0.5, nodesep=0.25];\n";
  text += "  node [style=filled, fontname=\"Helvetica\", fontsize=10];\n";
  text += "  edge [color=\"#464646\"];\n";
  for(std::size_t i = 0; i < graph.nodes.size(); ++i)
  {
    const ModuleGraph::Node& node = graph.nodes[i];
    const bool dashed = node.kind == ModuleGraph::Kind::received || node.kind == ModuleGraph::Kind::unprovided ||
                        node.kind == ModuleGraph::Kind::unknownModule;
    text += "  " + dotString(ids[i]) + " [label=" + dotString(node.name) + ", shape=" + (ModuleGraph::isModule(node.kind) ? "box" : "ellipse") +
            ", style=" + (dashed ? "\"filled,dashed\"" : "filled") + ", fillcolor=" + color(ModuleGraphCanvas::fillColor(node.kind)) +
            ", color=" + color(ModuleGraphCanvas::lineColor(node.kind));
    if(node.kind == ModuleGraph::Kind::unprovided)
      text += ", fontcolor=" + color(ModuleGraphCanvas::lineColor(node.kind));
    if(!node.detail.empty())
      text += ", tooltip=" + dotString(node.detail);
    text += "];\n";
  }
  for(const ModuleGraph::Edge& edge : graph.edges)
    if(edge.from < ids.size() && edge.to < ids.size())
      text += "  " + dotString(ids[edge.from]) + " -> " + dotString(ids[edge.to]) + ";\n";
  return text + "}\n";
}

bool ModuleGraphExport::write(const ModuleGraph& graph, const GraphLayout& layout, const QFont& font, const QString& fileName, QString& error)
{
  const QString suffix = QFileInfo(fileName).suffix().toLower();
  if(suffix == "dot" || suffix == "gv")
  {
    QFile file(fileName);
    const std::string text = dot(graph);
    if(!file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text) ||
       file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size()))
    {
      error = "cannot write " + fileName + ": " + file.errorString();
      return false;
    }
    return true;
  }
  if(suffix != "svg")
  {
    error = "the file name must end with .dot or .svg";
    return false;
  }
  if(layout.nodeRects.size() != graph.nodes.size())
  {
    error = "the graph of " + QString::fromStdString(graph.thread) + " is not laid out";
    return false;
  }
  const QRectF bounds = layout.bounds.adjusted(-4, -4, 4, 4);
  QSvgGenerator generator;
  generator.setFileName(fileName);
  generator.setSize(bounds.size().toSize());
  generator.setViewBox(QRectF(QPointF(0, 0), bounds.size()));
  generator.setTitle("module graph of " + QString::fromStdString(graph.thread));
  QPainter painter;
  if(!painter.begin(&generator))
  {
    error = "cannot write " + fileName;
    return false;
  }
  painter.setFont(font);
  painter.fillRect(QRectF(QPointF(0, 0), bounds.size()), Qt::white);
  painter.translate(-bounds.topLeft());
  ModuleGraphCanvas::paint(painter, graph, layout, false);
  painter.end();
  if(!QFileInfo(fileName).exists() || QFileInfo(fileName).size() == 0)
  {
    error = "cannot write " + fileName;
    return false;
  }
  return true;
}
