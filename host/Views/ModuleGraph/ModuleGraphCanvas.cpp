/**
 * @file Views/ModuleGraph/ModuleGraphCanvas.cpp
 * Painting, zooming and panning the module graph.
 */
#include "ModuleGraphCanvas.h"
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QResizeEvent>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace
{
  constexpr double minZoom = 0.02;
  constexpr double maxZoom = 20;
  constexpr double margin = 8; ///< Around the graph when it is fitted (pixels).
}

ModuleGraphCanvas::ModuleGraphCanvas(QWidget* parent) : QWidget(parent)
{
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(120, 80);
}

QColor ModuleGraphCanvas::fillColor(ModuleGraph::Kind kind)
{
  switch(kind)
  {
    case ModuleGraph::Kind::module:
      return {205, 222, 245};
    case ModuleGraph::Kind::unknownModule:
      return {250, 215, 215};
    case ModuleGraph::Kind::defaultSource:
    case ModuleGraph::Kind::defaulted:
      return {228, 228, 228};
    case ModuleGraph::Kind::representation:
      return {255, 244, 200};
    case ModuleGraph::Kind::received:
      return {255, 226, 190};
    case ModuleGraph::Kind::unprovided:
      return {255, 255, 255};
  }
  return Qt::white;
}

QColor ModuleGraphCanvas::lineColor(ModuleGraph::Kind kind)
{
  switch(kind)
  {
    case ModuleGraph::Kind::received:
      return {230, 120, 0};
    case ModuleGraph::Kind::unprovided:
    case ModuleGraph::Kind::unknownModule:
      return {210, 0, 0};
    case ModuleGraph::Kind::defaultSource:
    case ModuleGraph::Kind::defaulted:
      return {120, 120, 120};
    default:
      return {40, 40, 40};
  }
}

std::vector<GraphLayout::NodeSpec> ModuleGraphCanvas::nodeSpecs(const ModuleGraph& graph) const
{
  const QFontMetricsF metrics(font());
  std::vector<GraphLayout::NodeSpec> specs;
  for(const ModuleGraph::Node& node : graph.nodes)
  {
    const double text = metrics.horizontalAdvance(QString::fromStdString(node.name));
    const double line = metrics.height();
    if(ModuleGraph::isModule(node.kind))
      specs.push_back({QSizeF(text + 16, line + 12), true});
    else
      specs.push_back({QSizeF(text * 1.2 + 20, line + 16), false});
  }
  return specs;
}

void ModuleGraphCanvas::setGraph(ModuleGraph graph, GraphLayout layout)
{
  shown = std::move(graph);
  laidOut = std::move(layout);
  if(fitting)
    fit();
  update();
}

void ModuleGraphCanvas::fit()
{
  fitting = true;
  const QRectF bounds = laidOut.bounds;
  if(bounds.width() <= 0 || bounds.height() <= 0)
  {
    scale = 1;
    offset = QPointF(margin, margin);
  }
  else
  {
    scale = std::clamp(std::min((width() - 2 * margin) / bounds.width(), (height() - 2 * margin) / bounds.height()), minZoom, 1.5);
    offset = QPointF((width() - bounds.width() * scale) / 2, (height() - bounds.height() * scale) / 2);
  }
  update();
}

void ModuleGraphCanvas::zoomBy(double factor, const QPointF& around)
{
  const QPointF fixed = toGraph(around);
  scale = std::clamp(scale * factor, minZoom, maxZoom);
  offset = around - fixed * scale;
  fitting = false;
  update();
}

QPointF ModuleGraphCanvas::center() const
{
  return toGraph(QPointF(width() / 2.0, height() / 2.0));
}

void ModuleGraphCanvas::setView(double zoom, const QPointF& graphCenter)
{
  scale = std::clamp(zoom, minZoom, maxZoom);
  offset = QPointF(width() / 2.0, height() / 2.0) - graphCenter * scale;
  fitting = false;
  update();
}

int ModuleGraphCanvas::nodeAt(const QPointF& position) const
{
  const QPointF point = toGraph(position);
  for(std::size_t i = 0; i < laidOut.nodeRects.size() && i < shown.nodes.size(); ++i)
  {
    const QRectF& rect = laidOut.nodeRects[i];
    if(!rect.contains(point))
      continue;
    if(ModuleGraph::isModule(shown.nodes[i].kind))
      return static_cast<int>(i);
    const QPointF d = point - rect.center();
    const double rx = rect.width() / 2, ry = rect.height() / 2;
    if((d.x() * d.x()) / (rx * rx) + (d.y() * d.y()) / (ry * ry) <= 1)
      return static_cast<int>(i);
  }
  return -1;
}

QPointF ModuleGraphCanvas::nodeCenter(std::size_t node) const
{
  return node < laidOut.nodeRects.size() ? toWidget(laidOut.nodeRects[node].center()) : QPointF();
}

void ModuleGraphCanvas::paintEvent(QPaintEvent*)
{
  QPainter painter(this);
  painter.fillRect(rect(), Qt::white);
  painter.translate(offset);
  painter.scale(scale, scale);
  paint(painter, shown, laidOut, scale < 1);
}

void ModuleGraphCanvas::paint(QPainter& painter, const ModuleGraph& graph, const GraphLayout& layout, bool thinEdges)
{
  painter.setRenderHint(QPainter::Antialiasing);
  QPen edgePen(QColor(70, 70, 70), 1.2);
  edgePen.setCosmetic(thinEdges);
  for(std::size_t i = 0; i < layout.edgePaths.size(); ++i)
  {
    painter.setPen(edgePen);
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(layout.edgePaths[i]);
    if(i < layout.arrows.size() && !layout.arrows[i].isEmpty())
    {
      painter.setBrush(QColor(70, 70, 70));
      painter.drawPolygon(layout.arrows[i]);
    }
  }

  for(std::size_t i = 0; i < graph.nodes.size() && i < layout.nodeRects.size(); ++i)
  {
    const ModuleGraph::Node& node = graph.nodes[i];
    const QRectF& rect = layout.nodeRects[i];
    QPen pen(lineColor(node.kind), node.kind == ModuleGraph::Kind::received || node.kind == ModuleGraph::Kind::unprovided ? 2.0 : 1.2);
    if(node.kind == ModuleGraph::Kind::received || node.kind == ModuleGraph::Kind::unprovided || node.kind == ModuleGraph::Kind::unknownModule)
      pen.setStyle(Qt::DashLine);
    painter.setPen(pen);
    painter.setBrush(fillColor(node.kind));
    if(ModuleGraph::isModule(node.kind))
      painter.drawRect(rect);
    else
      painter.drawEllipse(rect);
    painter.setPen(node.kind == ModuleGraph::Kind::unprovided ? lineColor(node.kind) : QColor(Qt::black));
    painter.drawText(rect, Qt::AlignCenter, QString::fromStdString(node.name));
  }
}

void ModuleGraphCanvas::resizeEvent(QResizeEvent* event)
{
  QWidget::resizeEvent(event);
  if(fitting)
    fit();
  else if(event->oldSize().isValid())
  {
    // The graph's point at the center stays there.
    offset += QPointF(event->size().width() - event->oldSize().width(), event->size().height() - event->oldSize().height()) / 2;
    update();
  }
}

void ModuleGraphCanvas::wheelEvent(QWheelEvent* event)
{
  const double steps = event->angleDelta().y() / 120.0;
  if(steps != 0)
    zoomBy(std::pow(1.15, steps), event->position());
  event->accept();
}

void ModuleGraphCanvas::mousePressEvent(QMouseEvent* event)
{
  if(event->button() != Qt::LeftButton)
    return QWidget::mousePressEvent(event);
  pressed = true;
  dragging = false;
  pressPosition = event->position();
  pressOffset = offset;
}

void ModuleGraphCanvas::mouseMoveEvent(QMouseEvent* event)
{
  if(!pressed)
    return QWidget::mouseMoveEvent(event);
  const QPointF moved = event->position() - pressPosition;
  if(!dragging && moved.manhattanLength() >= 4)
  {
    dragging = true;
    setCursor(Qt::ClosedHandCursor);
  }
  if(dragging)
  {
    offset = pressOffset + moved;
    fitting = false;
    update();
  }
}

void ModuleGraphCanvas::mouseReleaseEvent(QMouseEvent* event)
{
  if(event->button() != Qt::LeftButton || !pressed)
    return QWidget::mouseReleaseEvent(event);
  pressed = false;
  if(dragging)
  {
    dragging = false;
    unsetCursor();
    return;
  }
  if(const int node = nodeAt(event->position()); node >= 0)
    Q_EMIT nodeClicked(node, event->globalPosition().toPoint());
}

void ModuleGraphCanvas::mouseDoubleClickEvent(QMouseEvent* event)
{
  if(event->button() == Qt::LeftButton)
    fit();
}

void ModuleGraphCanvas::keyPressEvent(QKeyEvent* event)
{
  const QPointF middle(width() / 2.0, height() / 2.0);
  if(event->key() == Qt::Key_Plus || event->key() == Qt::Key_Equal)
    zoomBy(1.25, middle);
  else if(event->key() == Qt::Key_Minus)
    zoomBy(1 / 1.25, middle);
  else if(event->key() == Qt::Key_0 || event->key() == Qt::Key_Home)
    fit();
  else
    QWidget::keyPressEvent(event);
}

bool ModuleGraphCanvas::event(QEvent* event)
{
  if(event->type() == QEvent::ToolTip)
  {
    const auto* help = static_cast<QHelpEvent*>(event);
    const int node = nodeAt(help->pos());
    if(node >= 0)
    {
      const ModuleGraph::Node& item = shown.nodes[static_cast<std::size_t>(node)];
      QToolTip::showText(help->globalPos(), QString::fromStdString(item.name + (item.detail.empty() ? "" : ": " + item.detail)), this);
    }
    else
      QToolTip::hideText();
    return true;
  }
  return QWidget::event(event);
}
