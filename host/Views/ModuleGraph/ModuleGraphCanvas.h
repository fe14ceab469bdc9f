/**
 * @file Views/ModuleGraph/ModuleGraphCanvas.h
 * Paints a laid-out module graph with QPainter: modules as boxes, representations as ellipses;
 * received representations orange and dashed, unprovided ones red and dashed, default ones
 * grey. The wheel zooms around the cursor, dragging pans, a double-click fits the graph into the
 * widget (as at the start), + and - zoom too. A click on a node (pressed and released without
 * dragging) is reported; hovering a node shows what it requires, provides, or where it comes from.
 */
#pragma once

#include "GraphLayout.h"
#include "ModuleGraph.h"
#include <QWidget>

class QPainter;

class ModuleGraphCanvas : public QWidget
{
  Q_OBJECT

public:
  explicit ModuleGraphCanvas(QWidget* parent = nullptr);

  /** The sizes and shapes of the graph's nodes in this widget's font (for the layout). */
  std::vector<GraphLayout::NodeSpec> nodeSpecs(const ModuleGraph& graph) const;
  /** Shows a graph and its layout; keeps zoom and position unless the view fits the graph. */
  void setGraph(ModuleGraph graph, GraphLayout layout);
  const ModuleGraph& graph() const { return shown; }
  const GraphLayout& layout() const { return laidOut; }

  /** The node at a point of the widget, or -1. */
  int nodeAt(const QPointF& position) const;
  /** Where a node's center is in the widget. */
  QPointF nodeCenter(std::size_t node) const;

  /** Fits the whole graph into the widget (and keeps fitting it when the widget's size changes). */
  void fit();
  /** Zooms by a factor around a point of the widget. */
  void zoomBy(double factor, const QPointF& around);
  double zoom() const { return scale; }
  /** The point of the graph (points) at the widget's center. */
  QPointF center() const;
  /** Shows this point of the graph at the widget's center at this zoom. */
  void setView(double zoom, const QPointF& center);
  bool isFitting() const { return fitting; }
  QSize sizeHint() const override { return {640, 480}; }

  /**
   * Paints a laid-out graph in its coordinates (points) with the painter's font, as the widget
   * does (thinEdges: edges one pixel wide whatever the scale, for zoomed-out views).
   */
  static void paint(QPainter& painter, const ModuleGraph& graph, const GraphLayout& layout, bool thinEdges);

  /** The colour a node of a kind is filled with. */
  static QColor fillColor(ModuleGraph::Kind kind);
  /** The colour of a node's outline. */
  static QColor lineColor(ModuleGraph::Kind kind);

Q_SIGNALS:
  /** A node was clicked; position is global (for a popup menu). */
  void nodeClicked(int node, const QPoint& position);

protected:
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void mouseDoubleClickEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  bool event(QEvent* event) override;

private:
  /** Widget coordinates of a graph point and back. */
  QPointF toWidget(const QPointF& point) const { return point * scale + offset; }
  QPointF toGraph(const QPointF& point) const { return (point - offset) / scale; }

  ModuleGraph shown;
  GraphLayout laidOut;
  double scale = 1;
  QPointF offset;
  bool fitting = true;
  bool dragging = false;
  QPointF pressPosition;
  QPointF pressOffset;
  bool pressed = false;
};
