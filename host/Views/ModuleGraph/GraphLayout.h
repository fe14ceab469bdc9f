/**
 * @file Views/ModuleGraph/GraphLayout.h
 * Lays out a directed graph with Graphviz's "dot" (libgvc): nodes of given sizes and shapes
 * (boxes, ellipses) in ranks from top to bottom, edges as Bézier splines ending in arrows.
 * The result is in points with y downwards, ready to be painted; nothing is rendered by
 * Graphviz. Cycles are fine (dot reverses edges to break them). GUI thread only (libgvc keeps
 * global state; a lock guards it anyway).
 */
#pragma once

#include <QPainterPath>
#include <QPolygonF>
#include <QRectF>
#include <QSizeF>
#include <cstddef>
#include <string>
#include <vector>

class GraphLayout
{
public:
  struct NodeSpec
  {
    QSizeF size;  ///< Points.
    bool box;     ///< A box, else an ellipse (edges end at the outline).
  };

  struct EdgeSpec
  {
    std::size_t from;
    std::size_t to;
  };

  /**
   * Lays out the graph; false and why if Graphviz failed (then the result is empty).
   * @param rankSeparation Vertical distance between ranks (points).
   * @param nodeSeparation Horizontal distance between nodes (points).
   */
  bool compute(const std::vector<NodeSpec>& nodes, const std::vector<EdgeSpec>& edges, std::string& error,
               double rankSeparation = 36, double nodeSeparation = 18);

  std::vector<QRectF> nodeRects;     ///< Per node: where it is.
  std::vector<QPainterPath> edgePaths; ///< Per edge: its spline (empty if Graphviz gave none).
  std::vector<QPolygonF> arrows;     ///< Per edge: the arrow head at its end (empty if none).
  QRectF bounds;                     ///< Everything.
};
