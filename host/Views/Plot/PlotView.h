/**
 * @file Views/Plot/PlotView.h
 * The plot view "<robot>.plot.<name>" (commands vp, vpd and vpo, PlotCommands.h): the last
 * numOfValues values of some of the robot's plots (PLOT), each a layer in its colour, over a
 * time axis with the newest value on the right; axes with units, a key, the y range fixed or
 * following the values (auto min/max). The wheel zooms the time axis (with Ctrl or Shift the
 * value axis), dragging pans, a double-click shows everything again. Pausing (space) freezes
 * the picture while the robot's values keep being collected. Exports the values shown as CSV
 * and the picture as PNG. While the view exists, the robot's "plot:<id>" requests of its layers
 * stay on (counted, StudioContext::request()).
 */
#pragma once

#include "PlotDefinition.h"
#include "PlotPainter.h"
#include "Studio/StudioView.h"
#include <cstdint>
#include <memory>
#include <vector>

class PlotViewStore;
class ViewRegistry;

class PlotView : public StudioView
{
  Q_OBJECT

public:
  PlotView(StudioContext& context, RobotConnection* robot, const QString& path, std::shared_ptr<PlotViewStore> store,
           const PlotDefinition& definition);
  ~PlotView() override;

  void robotChanged(unsigned changes) override;
  /** Wide enough to read a time series. */
  QSize sizeHint() const override { return {640, 360}; }
  /** The definition (layers, colours, ranges, units) and the zoom. */
  QJsonObject saveState() const override;
  void restoreState(const QJsonObject& state) override;

  const PlotDefinition& definition() const { return plot; }
  /** Shows another definition: requests of new layers on, of removed ones off; takes the current values. */
  void setDefinition(const PlotDefinition& definition);
  /** Takes the definition of this view from the store again (after a command changed it). */
  void reload();
  /** Freezes the picture (the values are still collected by the robot's state) or lets it follow again. */
  void setPaused(bool paused);
  bool isPaused() const { return paused; }
  /** Shows all values again and the y range of the definition. */
  void resetZoom();
  /** The values of a layer as shown (the last numOfValues at most, oldest first). */
  const std::vector<float>& values(std::size_t layer) const { return layerValues[layer]; }
  /** The values shown (the visible x range) as CSV: x, then one column per layer. */
  QString csv() const;
  /** Writes csv() (file ending in .csv) or the picture (.png); false and why if that fails. */
  bool exportTo(const QString& fileName, QString& error);
  /** The area inside the axes (where the layers are drawn), as last painted. */
  QRect plotArea() const { return plotPainter.plotArea(); }
  /** The visible range: slots (0 the oldest of numOfValues) and values. */
  double xFrom() const { return visibleXFrom; }
  double xTo() const { return visibleXTo; }
  double yLow() const { return visibleYLow; }
  double yHigh() const { return visibleYHigh; }

  /** Adds the kind "plot" (instances: the robot's plot views defined with vp) and its commands. */
  static void addTo(ViewRegistry& registry);

protected:
  void paintEvent(QPaintEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void mouseDoubleClickEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void contextMenuEvent(QContextMenuEvent* event) override;

private:
  /** Copies the layers' values from the robot's state; true if any changed. */
  bool fetch(bool force);
  std::vector<PlotPainter::Layer> painterLayers() const;
  /** What the painter draws now (auto min/max applied). */
  PlotPainter::View painterView(const std::vector<PlotPainter::Layer>& layers) const;
  /** Keeps the visible x range inside the slots, at least 2 slots wide. */
  void clampX();
  double fullXTo() const;
  /** The part of the command for this view: "vpo <path> ". */
  QString command(const QString& option) const;

  std::shared_ptr<PlotViewStore> store;
  PlotDefinition plot;
  bool defined = false; ///< setDefinition() was called.
  std::vector<std::vector<float>> layerValues; ///< Per layer.
  std::vector<std::uint64_t> layerTotals;      ///< PlotSeries::total() when the values were taken.
  bool paused = false;
  double visibleXFrom = 0., visibleXTo = 1., visibleYLow = 0., visibleYHigh = 1.;
  PlotPainter plotPainter;
  bool dragging = false;
  QPointF dragStart;
  double dragXFrom = 0., dragXTo = 0., dragYLow = 0., dragYHigh = 0.;
};
