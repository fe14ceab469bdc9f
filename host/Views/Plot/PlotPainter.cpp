/**
 * @file Views/Plot/PlotPainter.cpp
 * Drawing a plot: axes, grid, layers decimated to pixel columns, key.
 */
#include "PlotPainter.h"
#include <QFontMetrics>
#include <QPainter>
#include <algorithm>
#include <cmath>

namespace
{
  /** A tick label: as many decimals (or significant digits) as the step needs, so that neighbours differ. */
  QString tickLabel(double value, double step)
  {
    if(std::abs(value) < step * 1e-6)
      value = 0.;
    const int decimals = static_cast<int>(std::ceil(-std::log10(step) - 1e-9));
    if(decimals <= 9 && std::abs(value) < 1e9)
      return QString::number(value, 'f', std::max(0, decimals));
    const int digits = static_cast<int>(std::floor(std::log10(std::max(std::abs(value), step))) - std::floor(std::log10(step))) + 1;
    return QString::number(value, 'g', std::clamp(digits, 1, 15));
  }

  /** The ticks of a range: multiples of step (at most 200). */
  std::vector<double> ticks(double low, double high, double step)
  {
    std::vector<double> result;
    if(!(step > 0.) || !std::isfinite(low) || !std::isfinite(high))
      return result;
    const double first = std::ceil(low / step - 1e-9);
    for(int i = 0; i < 200; ++i)
    {
      const double value = (first + i) * step;
      if(value > high + step * 1e-9)
        break;
      result.push_back(value);
    }
    return result;
  }

  /** The first and last index of a layer's values in the slots xFrom .. xTo (one more on each side); false if none. */
  bool visibleIndices(std::size_t count, int numOfValues, double xFrom, double xTo, long& from, long& to)
  {
    const long base = static_cast<long>(numOfValues) - static_cast<long>(count);
    from = std::max(0L, static_cast<long>(std::floor(xFrom)) - base);
    to = std::min(static_cast<long>(count) - 1, static_cast<long>(std::ceil(xTo)) - base);
    return from <= to;
  }
}

double PlotPainter::tickStep(double range, int maxTicks)
{
  if(!(range > 0.) || !std::isfinite(range) || maxTicks < 1)
    return 1.;
  const double raw = range / maxTicks;
  const double magnitude = std::pow(10., std::floor(std::log10(raw)));
  const double ratio = raw / magnitude;
  return (ratio <= 1. ? 1. : ratio <= 2. ? 2. : ratio <= 5. ? 5. : 10.) * magnitude;
}

bool PlotPainter::valueRange(const std::vector<Layer>& layers, int numOfValues, double xFrom, double xTo, double& low, double& high)
{
  float smallest = INFINITY;
  float largest = -INFINITY;
  for(const Layer& layer : layers)
  {
    const std::size_t count = std::min(layer.count, static_cast<std::size_t>(numOfValues));
    const float* values = layer.values + (layer.count - count);
    long from, to;
    if(!visibleIndices(count, numOfValues, xFrom, xTo, from, to))
      continue;
    for(long i = from; i <= to; ++i)
      if(const float value = values[i]; std::isfinite(value))
      {
        smallest = std::min(smallest, value);
        largest = std::max(largest, value);
      }
  }
  if(smallest > largest)
    return false;
  low = smallest;
  high = largest;
  return true;
}

void PlotPainter::paint(QPainter& painter, const QRect& rect, const View& view, const std::vector<Layer>& layers)
{
  points = 0;
  painter.save();
  painter.fillRect(rect, Qt::white);
  const QFontMetrics metrics = painter.fontMetrics();
  const int lineHeight = metrics.height();

  // The vertical extent first: the y labels' width depends on the ticks, their number on the height.
  const int top = rect.top() + lineHeight + 2;
  const int bottom = rect.bottom() - lineHeight - 6;
  const double yStep = tickStep(view.yHigh - view.yLow, std::max(1, (bottom - top) / (2 * lineHeight)));
  const std::vector<double> yTicks = ticks(view.yLow, view.yHigh, yStep);
  QStringList yLabels;
  int labelWidth = 0;
  for(double value : yTicks)
  {
    yLabels << tickLabel(value, yStep);
    labelWidth = std::max(labelWidth, metrics.horizontalAdvance(yLabels.back()));
  }
  // x axis: (slot - (numOfValues - 1)) * xScale; its unit right of the labels.
  const double newest = view.numOfValues - 1;
  const double xLow = (view.xFrom - newest) * view.xScale;
  const double xHigh = (view.xTo - newest) * view.xScale;
  const int xLabelWidth = metrics.horizontalAdvance(tickLabel(-std::max(std::abs(xLow), std::abs(xHigh)), 1.)) + 3 * metrics.averageCharWidth();
  const int unitWidth = view.xUnit.isEmpty() ? 0 : metrics.horizontalAdvance(view.xUnit);
  const int right = rect.right() - std::max(14, xLabelWidth / 2 + (unitWidth > 0 ? unitWidth + 6 : 0));
  area = QRect(QPoint(rect.left() + labelWidth + 10, top), QPoint(right, bottom));
  if(area.width() < 8 || area.height() < 8 || !(view.xTo > view.xFrom) || !(view.yHigh > view.yLow))
  {
    painter.restore();
    return;
  }
  const double sx = area.width() / (view.xTo - view.xFrom);
  const double sy = area.height() / (view.yHigh - view.yLow);
  const auto yPixel = [&](double value) { return area.top() + (view.yHigh - value) * sy; };

  const double xStep = tickStep(xHigh - xLow, std::max(1, area.width() / std::max(1, 2 * xLabelWidth)));
  const std::vector<double> xTicks = ticks(xLow, xHigh, xStep);
  const auto xPixel = [&](double x) { return area.left() + (x / view.xScale + newest - view.xFrom) * sx; };

  // Grid and frame, sharp.
  painter.setRenderHint(QPainter::Antialiasing, false);
  painter.setPen(QPen(QColor(228, 228, 228), 0));
  for(double value : yTicks)
  {
    const int y = static_cast<int>(std::lround(yPixel(value)));
    painter.drawLine(area.left(), y, area.right(), y);
  }
  for(double x : xTicks)
  {
    const int px = static_cast<int>(std::lround(xPixel(x)));
    painter.drawLine(px, area.top(), px, area.bottom());
  }
  painter.setPen(QPen(QColor(90, 90, 90), 0));
  painter.drawRect(area);

  // Tick labels and units.
  painter.setPen(Qt::black);
  for(std::size_t i = 0; i < yTicks.size(); ++i)
  {
    const int y = static_cast<int>(std::lround(yPixel(yTicks[i])));
    painter.drawLine(area.left() - 4, y, area.left(), y);
    painter.drawText(QRect(rect.left(), y - lineHeight / 2, labelWidth + 4, lineHeight), Qt::AlignRight | Qt::AlignVCenter, yLabels[static_cast<int>(i)]);
  }
  painter.drawText(QRect(area.left() + 2, rect.top(), area.width() - 4, lineHeight), Qt::AlignLeft | Qt::AlignTop, view.yUnit);
  for(double x : xTicks)
  {
    const int px = static_cast<int>(std::lround(xPixel(x)));
    const QString label = tickLabel(x, xStep);
    const int width = metrics.horizontalAdvance(label);
    painter.drawLine(px, area.bottom(), px, area.bottom() + 3);
    painter.drawText(QRect(px - width / 2, area.bottom() + 4, width, lineHeight), Qt::AlignCenter, label);
  }
  if(unitWidth > 0)
    painter.drawText(QRect(area.right() + xLabelWidth / 2 + 4, area.bottom() + 4, unitWidth + 2, lineHeight), Qt::AlignLeft | Qt::AlignTop,
                     view.xUnit);

  // The layers, antialiased, inside the frame.
  painter.setRenderHint(QPainter::Antialiasing, true);
  painter.setClipRect(area.adjusted(1, 1, -1, -1));
  for(const Layer& layer : layers)
    paintLayer(painter, view, layer);
  painter.setClipping(false);

  if(view.showKey && !layers.empty())
    paintKey(painter, layers);
  if(!view.note.isEmpty())
  {
    const int width = metrics.horizontalAdvance(view.note) + 10;
    const QRect noteRect(area.right() - width - 6, area.top() + 6, width, lineHeight + 4);
    painter.fillRect(noteRect, QColor(255, 255, 255, 220));
    painter.setPen(QColor(110, 110, 110));
    painter.drawText(noteRect, Qt::AlignCenter, view.note);
  }
  if(layers.empty() && !view.emptyText.isEmpty())
  {
    painter.setPen(QColor(110, 110, 110));
    painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap, view.emptyText);
  }
  painter.restore();
}

void PlotPainter::paintLayer(QPainter& painter, const View& view, const Layer& layer)
{
  const std::size_t count = std::min(layer.count, static_cast<std::size_t>(view.numOfValues));
  const float* values = layer.values + (layer.count - count);
  long from, to;
  if(!visibleIndices(count, view.numOfValues, view.xFrom, view.xTo, from, to))
    return;
  const double sx = area.width() / (view.xTo - view.xFrom);
  const double sy = area.height() / (view.yHigh - view.yLow);
  // Pixel of value i: (x0 + i * sx, y0 - value * sy).
  const double x0 = area.left() + (static_cast<double>(view.numOfValues) - static_cast<double>(count) - view.xFrom) * sx;
  const double y0 = area.top() + view.yHigh * sy;
  // Far outside, lines are clipped anyway; this keeps the coordinates in the rasterizer's range.
  const double yMin = area.top() - 10000.;
  const double yMax = area.bottom() + 10000.;
  const auto y = [&](float value) { return std::clamp(y0 - value * sy, yMin, yMax); };

  line.clear();
  const long n = to - from + 1;
  if(n <= 2L * area.width())
  {
    // Fewer values than two per column: every one (non-finite values are left out).
    for(long i = from; i <= to; ++i)
      if(std::isfinite(values[i]))
        line.append(QPointF(x0 + static_cast<double>(i) * sx, y(values[i])));
  }
  else
  {
    // Per pixel column a vertical line from the smallest to the largest value, started at the
    // end nearer to where the line of the previous column ended: the columns' lines join up.
    constexpr double offset = 1 << 20; // Columns are non-negative after the offset: truncation is floor.
    long column = -1;
    float low = 0.f, high = 0.f;
    const auto flush = [&] {
      const double x = static_cast<double>(column) - offset + 0.5;
      const double lowY = y(low);
      const double highY = y(high);
      if(lowY == highY)
        line.append(QPointF(x, lowY));
      else if(line.isEmpty() || std::abs(line.back().y() - lowY) <= std::abs(line.back().y() - highY))
      {
        line.append(QPointF(x, lowY));
        line.append(QPointF(x, highY));
      }
      else
      {
        line.append(QPointF(x, highY));
        line.append(QPointF(x, lowY));
      }
    };
    // A column at a time: the values of a column are found by computation, their smallest and
    // largest in a loop the compiler can vectorise. NaN is never smaller or larger: left out.
    for(long i = from; i <= to;)
    {
      column = static_cast<long>(x0 + static_cast<double>(i) * sx + offset);
      // The first index of the next column.
      long end = static_cast<long>(std::ceil((static_cast<double>(column) - offset + 1. - x0) / sx));
      end = std::clamp(end, i + 1, to + 1);
      low = INFINITY;
      high = -INFINITY;
      for(long j = i; j < end; ++j)
      {
        const float value = values[j];
        low = value < low ? value : low;
        high = value > high ? value : high;
      }
      if(low <= high)
        flush();
      i = end;
    }
  }
  if(line.size() == 1)
    line.append(line.front() + QPointF(0.5, 0.));
  QPen pen(layer.color, 1.);
  pen.setCapStyle(Qt::FlatCap);
  pen.setJoinStyle(Qt::BevelJoin);
  painter.setPen(pen);
  painter.drawPolyline(line);
  points += static_cast<std::size_t>(line.size());
}

void PlotPainter::paintKey(QPainter& painter, const std::vector<Layer>& layers)
{
  const QFontMetrics metrics = painter.fontMetrics();
  const int lineHeight = metrics.height();
  int width = 0;
  for(const Layer& layer : layers)
    width = std::max(width, metrics.horizontalAdvance(layer.label));
  const int rows = std::min(static_cast<int>(layers.size()), std::max(1, (area.height() - 16) / lineHeight));
  const QRect box(area.left() + 8, area.top() + 8, std::min(width + 40, area.width() - 16), rows * lineHeight + 6);
  painter.setPen(QColor(170, 170, 170));
  painter.setBrush(QColor(255, 255, 255, 225));
  painter.drawRect(box);
  painter.setBrush(Qt::NoBrush);
  for(int i = 0; i < rows; ++i)
  {
    const Layer& layer = layers[static_cast<std::size_t>(i)];
    const int y = box.top() + 3 + i * lineHeight;
    painter.setPen(QPen(layer.color, 2.5));
    painter.drawLine(QPointF(box.left() + 6, y + lineHeight / 2.), QPointF(box.left() + 28, y + lineHeight / 2.));
    painter.setPen(Qt::black);
    painter.drawText(QRect(box.left() + 34, y, box.width() - 38, lineHeight), Qt::AlignLeft | Qt::AlignVCenter,
                     metrics.elidedText(layer.label, Qt::ElideMiddle, box.width() - 38));
  }
}
