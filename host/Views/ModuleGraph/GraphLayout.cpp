/**
 * @file Views/ModuleGraph/GraphLayout.cpp
 * The dot layout through libgvc: a graph of fixed-size nodes without labels (the view paints
 * the names itself), laid out, its coordinates read back and flipped to y downwards.
 */
#include "GraphLayout.h"
#include <graphviz/gvc.h>
#include <cmath>
#include <mutex>

namespace
{
  std::mutex graphvizMutex;
  std::string graphvizErrors; ///< What Graphviz reported during the current layout.

  int collectError(char* message)
  {
    graphvizErrors += message;
    return 0;
  }

  /** The context, made once: it loads the layout plugins. */
  GVC_t* context()
  {
    static GVC_t* gvc = [] {
      agseterr(AGERR);
      agseterrf(collectError);
      return gvContext();
    }();
    return gvc;
  }

  void set(void* object, const char* name, const std::string& value)
  {
    agsafeset(object, const_cast<char*>(name), const_cast<char*>(value.c_str()), const_cast<char*>(""));
  }

  /** Points in inches, as Graphviz wants sizes. */
  std::string inches(double points)
  {
    return std::to_string(points / 72.0);
  }

  /** An arrow head from a point on the edge to its tip. */
  QPolygonF arrowHead(const QPointF& from, const QPointF& tip)
  {
    const QPointF direction = tip - from;
    const double length = std::hypot(direction.x(), direction.y());
    if(length < 1e-6)
      return {};
    const QPointF along = direction / length * 9.0;
    const QPointF across(-along.y() * 0.4, along.x() * 0.4);
    const QPointF base = tip - along;
    return QPolygonF({tip, base + across, base - across});
  }
}

bool GraphLayout::compute(const std::vector<NodeSpec>& nodes, const std::vector<EdgeSpec>& edges, std::string& error,
                          double rankSeparation, double nodeSeparation)
{
  nodeRects.clear();
  edgePaths.clear();
  arrows.clear();
  bounds = QRectF();
  error.clear();
  for(const EdgeSpec& edge : edges)
    if(edge.from >= nodes.size() || edge.to >= nodes.size())
    {
      error = "an edge refers to a node that does not exist";
      return false;
    }

  std::lock_guard lock(graphvizMutex);
  graphvizErrors.clear();
  GVC_t* gvc = context();
  if(!gvc)
  {
    error = "cannot start Graphviz";
    return false;
  }
  Agraph_t* graph = agopen(const_cast<char*>("modules"), Agstrictdirected, nullptr);
  set(graph, "rankdir", "TB");
  set(graph, "ranksep", inches(rankSeparation));
  set(graph, "nodesep", inches(nodeSeparation));
  std::vector<Agnode_t*> graphNodes;
  graphNodes.reserve(nodes.size());
  for(std::size_t i = 0; i < nodes.size(); ++i)
  {
    Agnode_t* node = agnode(graph, const_cast<char*>(("n" + std::to_string(i)).c_str()), 1);
    set(node, "shape", nodes[i].box ? "box" : "ellipse");
    set(node, "fixedsize", "true");
    set(node, "label", "");
    set(node, "width", inches(nodes[i].size.width()));
    set(node, "height", inches(nodes[i].size.height()));
    graphNodes.push_back(node);
  }
  std::vector<Agedge_t*> graphEdges;
  graphEdges.reserve(edges.size());
  for(const EdgeSpec& edge : edges)
    graphEdges.push_back(agedge(graph, graphNodes[edge.from], graphNodes[edge.to], nullptr, 1));

  if(gvLayout(gvc, graph, "dot") != 0)
  {
    error = "Graphviz could not lay out the graph" + (graphvizErrors.empty() ? std::string() : ": " + graphvizErrors);
    agclose(graph);
    return false;
  }
  const boxf box = GD_bb(graph);
  const double top = box.UR.y;
  auto point = [&](const pointf& p) { return QPointF(p.x - box.LL.x, top - p.y); };
  bounds = QRectF(0, 0, box.UR.x - box.LL.x, box.UR.y - box.LL.y);
  for(std::size_t i = 0; i < nodes.size(); ++i)
  {
    const QPointF center = point(ND_coord(graphNodes[i]));
    const QSizeF size(ND_width(graphNodes[i]) * 72.0, ND_height(graphNodes[i]) * 72.0);
    nodeRects.emplace_back(center - QPointF(size.width() / 2, size.height() / 2), size);
  }
  // Edges of a strict graph are unique: a repeated one is the same Agedge_t.
  for(Agedge_t* edge : graphEdges)
  {
    QPainterPath path;
    QPolygonF arrow;
    const splines* spl = edge ? ED_spl(edge) : nullptr;
    for(int b = 0; spl && b < spl->size; ++b)
    {
      const bezier& curve = spl->list[b];
      if(curve.size < 1)
        continue;
      path.moveTo(point(curve.list[0]));
      for(int i = 1; i + 2 < curve.size; i += 3)
        path.cubicTo(point(curve.list[i]), point(curve.list[i + 1]), point(curve.list[i + 2]));
      if(curve.eflag)
      {
        const QPointF end = point(curve.list[curve.size - 1]);
        arrow = arrowHead(end, point(curve.ep));
        path.lineTo(arrow.isEmpty() ? point(curve.ep) : (arrow[1] + arrow[2]) / 2);
      }
      else if(curve.size >= 2)
        arrow = arrowHead(point(curve.list[curve.size - 2]), point(curve.list[curve.size - 1]));
    }
    edgePaths.push_back(path);
    arrows.push_back(arrow);
  }
  gvFreeLayout(gvc, graph);
  agclose(graph);
  return true;
}
