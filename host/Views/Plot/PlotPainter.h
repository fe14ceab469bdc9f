/**
 * @file Views/Plot/PlotPainter.h
 * Draws a plot: white background, grid, axes with tick labels and units, the layers, the key.
 * A layer is drawn from its values decimated to the pixel columns: where at least two values
 * fall into a column, the column gets one vertical line from their smallest to their largest
 * value, joined to the line of the next column, so that 10,000 values cost no more lines than
 * the plot is wide and every peak stays. Where there are fewer values, every value is drawn.
 *
 * x is counted in slots: a plot view of numOfValues values has the slots 0 (the oldest) to
 * numOfValues - 1 (the newest); a layer of n values fills the last n slots. Its x axis shows
 * (slot - (numOfValues - 1)) * xScale: the newest value at 0, older ones negative.
 */
#pragma once

#include <QColor>
#include <QPolygonF>
#include <QRect>
#include <QString>
#include <cstddef>
#include <vector>

class QPainter;

class PlotPainter
{
public:
  /** One layer: its values, oldest first (at most numOfValues are drawn: the last ones). */
  struct Layer
  {
    const float* values;
    std::size_t count;
    QColor color;
    QString label;
  };

  /** What part of the plot is drawn, and how. */
  struct View
  {
    int numOfValues = 100;
    double xFrom = 0.; ///< The slot at the left edge of the plot area.
    double xTo = 99.;  ///< The slot at the right edge.
    double yLow = 0.;  ///< The value at the bottom edge.
    double yHigh = 1.; ///< The value at the top edge.
    QString yUnit;
    QString xUnit;
    double xScale = 1.;
    bool showKey = true;
    QString note; ///< Shown at the top right ("paused"); may be empty.
    QString emptyText; ///< Shown in the middle when there are no layers.
  };

  /** Draws the whole plot into rect (antialiased). */
  void paint(QPainter& painter, const QRect& rect, const View& view, const std::vector<Layer>& layers);
  /** The plot area (inside the axes) of the last paint(). */
  const QRect& plotArea() const { return area; }
  /** The number of points the layers were drawn with in the last paint() (after the decimation). */
  std::size_t pointsDrawn() const { return points; }

  /**
   * The smallest and largest finite value of the layers in the slots xFrom .. xTo (the
   * range of "auto min/max"); false if there is none.
   */
  static bool valueRange(const std::vector<Layer>& layers, int numOfValues, double xFrom, double xTo, double& low, double& high);
  /** The step between ticks: 1, 2 or 5 times a power of 10, about range / maxTicks. */
  static double tickStep(double range, int maxTicks);

private:
  void paintLayer(QPainter& painter, const View& view, const Layer& layer);
  void paintKey(QPainter& painter, const std::vector<Layer>& layers);

  QRect area;
  std::size_t points = 0;
  QPolygonF line; ///< The points of one layer (reused).
};
