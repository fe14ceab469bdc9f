/**
 * @file Views/Plot/PlotView.cpp
 * The plot view: values of the robot's plots, zoom, pan, pause, export.
 */
#include "PlotView.h"
#include "Console/RobotConnection.h"
#include "PlotCommands.h"
#include "PlotViewStore.h"
#include "Studio/StudioContext.h"
#include "Studio/ViewRegistry.h"
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QJsonArray>
#include <QMenu>
#include <QPainter>
#include <QSaveFile>
#include <QTextStream>
#include <algorithm>
#include <cmath>
#include <set>

PlotView::PlotView(StudioContext& context, RobotConnection* robot, const QString& path, std::shared_ptr<PlotViewStore> store,
                   const PlotDefinition& definition)
  : StudioView(context, robot, path), store(std::move(store))
{
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(200, 120);
  setDefinition(definition);
}

PlotView::~PlotView()
{
  for(const PlotDefinition::Layer& layer : plot.layers)
    context.request(robot(), 0, "plot:" + layer.id, false);
}

void PlotView::setDefinition(const PlotDefinition& definition)
{
  std::set<std::string> before, after;
  for(const PlotDefinition::Layer& layer : plot.layers)
    before.insert(layer.id);
  for(const PlotDefinition::Layer& layer : definition.layers)
    after.insert(layer.id);
  for(const std::string& id : before)
    if(!after.contains(id))
      context.request(robot(), 0, "plot:" + id, false);
  for(const std::string& id : after)
    if(!before.contains(id))
      context.request(robot(), 0, "plot:" + id, true);
  const bool xChanged = !defined || definition.numOfValues != plot.numOfValues;
  const bool yChanged = !defined || definition.minValue != plot.minValue || definition.maxValue != plot.maxValue;
  plot = definition;
  defined = true;
  if(xChanged)
  {
    visibleXFrom = 0.;
    visibleXTo = fullXTo();
  }
  if(yChanged)
  {
    visibleYLow = plot.minValue;
    visibleYHigh = plot.maxValue;
  }
  layerValues.assign(plot.layers.size(), {});
  layerTotals.assign(plot.layers.size(), 0);
  fetch(true);
  update();
}

void PlotView::reload()
{
  PlotDefinition definition;
  if(store->find(robot()->name(), plot.name, definition))
    setDefinition(definition);
}

double PlotView::fullXTo() const
{
  return std::max(1., static_cast<double>(plot.numOfValues - 1));
}

bool PlotView::fetch(bool force)
{
  bool changed = false;
  const std::size_t numOfValues = static_cast<std::size_t>(plot.numOfValues);
  robot()->read([&](const RobotState& state) {
    for(std::size_t i = 0; i < plot.layers.size(); ++i)
    {
      const auto series = state.plots().find(plot.layers[i].id);
      if(series == state.plots().end())
      {
        changed |= !layerValues[i].empty();
        layerValues[i].clear();
        layerTotals[i] = 0;
        continue;
      }
      if(!force && series->second.total() == layerTotals[i])
        continue;
      series->second.last(numOfValues, layerValues[i]);
      layerTotals[i] = series->second.total();
      changed = true;
    }
  });
  return changed;
}

void PlotView::robotChanged(unsigned changes)
{
  if((changes & RobotState::plotsChanged) && !paused && fetch(false))
    update();
}

void PlotView::setPaused(bool on)
{
  paused = on;
  if(!paused)
    fetch(true);
  update();
}

void PlotView::resetZoom()
{
  visibleXFrom = 0.;
  visibleXTo = fullXTo();
  visibleYLow = plot.minValue;
  visibleYHigh = plot.maxValue;
  update();
}

void PlotView::clampX()
{
  const double full = fullXTo();
  const double width = std::clamp(visibleXTo - visibleXFrom, std::min(2., full), full);
  visibleXFrom = std::clamp(visibleXFrom, 0., full - width);
  visibleXTo = visibleXFrom + width;
}

std::vector<PlotPainter::Layer> PlotView::painterLayers() const
{
  std::vector<PlotPainter::Layer> layers;
  for(std::size_t i = 0; i < plot.layers.size(); ++i)
    layers.push_back({layerValues[i].data(), layerValues[i].size(), plot.layers[i].color, plot.layers[i].label()});
  return layers;
}

PlotPainter::View PlotView::painterView(const std::vector<PlotPainter::Layer>& layers) const
{
  PlotPainter::View view;
  view.numOfValues = plot.numOfValues;
  view.xFrom = visibleXFrom;
  view.xTo = visibleXTo;
  view.yLow = visibleYLow;
  view.yHigh = visibleYHigh;
  if(double low, high; plot.autoMinMax && PlotPainter::valueRange(layers, plot.numOfValues, visibleXFrom, visibleXTo, low, high))
  {
    // A constant shows around its value; values that differ only in their last digits (float
    // noise) in a range of a thousandth of their size, not magnified to fill the plot.
    const double size = std::max(std::abs(low), std::abs(high));
    const double middle = (low + high) / 2.;
    if(high - low <= 1e-12 * size || size == 0.)
    {
      low = middle - std::max(1., size * 0.1);
      high = middle + std::max(1., size * 0.1);
    }
    else if(high - low < 1e-3 * size)
    {
      low = middle - 0.5e-3 * size;
      high = middle + 0.5e-3 * size;
    }
    const double margin = (high - low) * 0.05;
    view.yLow = low - margin;
    view.yHigh = high + margin;
  }
  view.yUnit = plot.yUnit;
  view.xUnit = plot.xUnit;
  view.xScale = plot.xScale;
  view.showKey = plot.showKey;
  view.note = paused ? "paused" : "";
  view.emptyText = "no plots: vpd " + plot.name + " <plot> <color> adds one (vpd ? lists them)";
  return view;
}

void PlotView::paintEvent(QPaintEvent*)
{
  QPainter painter(this);
  const std::vector<PlotPainter::Layer> layers = painterLayers();
  plotPainter.paint(painter, rect(), painterView(layers), layers);
}

void PlotView::wheelEvent(QWheelEvent* event)
{
  const QRect area = plotPainter.plotArea();
  // With Shift, some platforms turn the wheel sideways.
  const int delta = event->angleDelta().y() != 0 ? event->angleDelta().y() : event->angleDelta().x();
  if(area.width() <= 0 || area.height() <= 0 || delta == 0)
    return;
  const double factor = std::pow(1.2, -delta / 120.);
  const QPointF position = event->position();
  if(event->modifiers() & (Qt::ControlModifier | Qt::ShiftModifier))
  {
    if(plot.autoMinMax)
      return;
    const double value = visibleYHigh - (position.y() - area.top()) * (visibleYHigh - visibleYLow) / area.height();
    const double low = value - (value - visibleYLow) * factor;
    const double high = value + (visibleYHigh - value) * factor;
    if(high - low > 1e-9 * std::max(1., std::abs(value)) && std::isfinite(low) && std::isfinite(high))
    {
      visibleYLow = low;
      visibleYHigh = high;
    }
  }
  else
  {
    const double slot = visibleXFrom + (position.x() - area.left()) * (visibleXTo - visibleXFrom) / area.width();
    visibleXFrom = slot - (slot - visibleXFrom) * factor;
    visibleXTo = slot + (visibleXTo - slot) * factor;
    clampX();
  }
  update();
  event->accept();
}

void PlotView::mousePressEvent(QMouseEvent* event)
{
  if(event->button() != Qt::LeftButton)
    return StudioView::mousePressEvent(event);
  dragging = true;
  dragStart = event->position();
  dragXFrom = visibleXFrom;
  dragXTo = visibleXTo;
  dragYLow = visibleYLow;
  dragYHigh = visibleYHigh;
  setCursor(Qt::ClosedHandCursor);
}

void PlotView::mouseMoveEvent(QMouseEvent* event)
{
  const QRect area = plotPainter.plotArea();
  if(!dragging || area.width() <= 0 || area.height() <= 0)
    return;
  const QPointF moved = event->position() - dragStart;
  const double slots = moved.x() * (dragXTo - dragXFrom) / area.width();
  visibleXFrom = dragXFrom - slots;
  visibleXTo = dragXTo - slots;
  clampX();
  if(!plot.autoMinMax)
  {
    const double values = moved.y() * (dragYHigh - dragYLow) / area.height();
    visibleYLow = dragYLow + values;
    visibleYHigh = dragYHigh + values;
  }
  update();
}

void PlotView::mouseReleaseEvent(QMouseEvent* event)
{
  if(event->button() != Qt::LeftButton)
    return StudioView::mouseReleaseEvent(event);
  dragging = false;
  unsetCursor();
}

void PlotView::mouseDoubleClickEvent(QMouseEvent* event)
{
  if(event->button() == Qt::LeftButton)
    context.command(command("reset"));
}

void PlotView::keyPressEvent(QKeyEvent* event)
{
  if(event->key() == Qt::Key_Space)
    context.command(command(paused ? "pause off" : "pause on"));
  else
    StudioView::keyPressEvent(event);
}

void PlotView::contextMenuEvent(QContextMenuEvent* event)
{
  QMenu menu;
  const auto toggle = [&](const QString& text, bool on, const QString& option) {
    QAction* action = menu.addAction(text, this, [this, option, on] { context.command(command(option + (on ? " off" : " on"))); });
    action->setCheckable(true);
    action->setChecked(on);
  };
  toggle("Pause (space)", paused, "pause");
  toggle("Auto min/max", plot.autoMinMax, "auto");
  toggle("Show key", plot.showKey, "key");
  menu.addAction("Reset zoom (double-click)", this, [this] { context.command(command("reset")); });
  menu.addSeparator();
  menu.addAction("Export as CSV...", this, [this] {
    const QString file = QFileDialog::getSaveFileName(this, "Export the values shown as CSV", plot.name + ".csv", "CSV (*.csv)");
    if(!file.isEmpty())
      context.command(command("export " + file));
  });
  menu.addAction("Export as PNG...", this, [this] {
    const QString file = QFileDialog::getSaveFileName(this, "Export the picture as PNG", plot.name + ".png", "PNG (*.png)");
    if(!file.isEmpty())
      context.command(command("export " + file));
  });
  menu.exec(event->globalPos());
}

QString PlotView::command(const QString& option) const
{
  return "vpo " + path() + " " + option;
}

QString PlotView::csv() const
{
  const auto quoted = [](QString text) {
    if(!text.contains(',') && !text.contains('"') && !text.contains('\n'))
      return text;
    return '"' + text.replace('"', "\"\"") + '"';
  };
  QString text;
  QTextStream out(&text);
  out << quoted(plot.xUnit.isEmpty() ? QString("x") : "x [" + plot.xUnit + "]");
  for(const PlotDefinition::Layer& layer : plot.layers)
    out << ',' << quoted(layer.label() + (plot.yUnit.isEmpty() ? QString() : " [" + plot.yUnit + "]"));
  out << '\n';
  const long newest = plot.numOfValues - 1;
  const long first = std::max(0L, static_cast<long>(std::ceil(visibleXFrom)));
  const long last = std::min(newest, static_cast<long>(std::floor(visibleXTo)));
  for(long slot = first; slot <= last; ++slot)
  {
    // Only rows in which some layer has a value.
    QString row = QString::number(static_cast<double>(slot - newest) * plot.xScale, 'g', 10);
    bool any = false;
    for(const std::vector<float>& values : layerValues)
    {
      row += ',';
      const long index = slot - (newest + 1 - static_cast<long>(values.size()));
      if(index >= 0)
      {
        row += QString::number(values[static_cast<std::size_t>(index)], 'g', 9);
        any = true;
      }
    }
    if(any)
      out << row << '\n';
  }
  return text;
}

bool PlotView::exportTo(const QString& fileName, QString& error)
{
  if(fileName.endsWith(".png", Qt::CaseInsensitive))
  {
    if(grab().save(fileName, "PNG"))
      return true;
    error = "cannot write " + fileName;
    return false;
  }
  if(!fileName.endsWith(".csv", Qt::CaseInsensitive))
  {
    error = "the file name must end with .csv or .png";
    return false;
  }
  QSaveFile file(fileName);
  if(!file.open(QIODevice::WriteOnly | QIODevice::Text) || file.write(csv().toUtf8()) < 0 || !file.commit())
  {
    error = "cannot write " + fileName + ": " + file.errorString();
    return false;
  }
  return true;
}

QJsonObject PlotView::saveState() const
{
  return {{"definition", plot.toJson()}, {"xFrom", visibleXFrom}, {"xTo", visibleXTo}, {"yLow", visibleYLow}, {"yHigh", visibleYHigh}};
}

void PlotView::restoreState(const QJsonObject& state)
{
  PlotDefinition definition;
  if(PlotDefinition::fromJson(state.value("definition").toObject(), definition) && definition.name == plot.name)
  {
    store->set(robot()->name(), definition);
    setDefinition(definition);
  }
  const double xFrom = state.value("xFrom").toDouble(NAN), xTo = state.value("xTo").toDouble(NAN);
  const double yLow = state.value("yLow").toDouble(NAN), yHigh = state.value("yHigh").toDouble(NAN);
  if(std::isfinite(xFrom) && std::isfinite(xTo) && xFrom < xTo)
  {
    visibleXFrom = xFrom;
    visibleXTo = xTo;
    clampX();
  }
  if(std::isfinite(yLow) && std::isfinite(yHigh) && yLow < yHigh)
  {
    visibleYLow = yLow;
    visibleYHigh = yHigh;
  }
  update();
}

void PlotView::addTo(ViewRegistry& registry)
{
  auto store = std::make_shared<PlotViewStore>();
  registry.add({"plot", "plots of the robot over time (vp, vpd)",
                [store](const RobotState& state) { return store->names(state); },
                [store](StudioContext& context, RobotConnection* robot, const QString& path, const QString& instance) -> StudioView* {
                  PlotDefinition definition;
                  if(!store->find(robot->name(), instance, definition))
                    return nullptr;
                  return new PlotView(context, robot, path, store, definition);
                },
                [store](StudioContext& context) { PlotCommands::add(context, store); }});
}
