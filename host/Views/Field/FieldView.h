/**
 * @file Views/Field/FieldView.h
 * The field view "<robot>.field.<name>" (commands vf, vfd and vfo; docs/studio.md): the field of
 * the robot's location (Config/Locations/<location>/fieldDimensions.cfg, else Default's, else the
 * SPL field built in) and on it the field drawings (drawingOnField) the view's definition names,
 * of every thread or of one, in millimetres with x to the right and y up. The wheel, + and -,
 * PgUp and PgDn zoom, dragging and the arrow keys pan, a double-click shows the whole field
 * again; the tips (TIP) of the drawings are shown as tool tips. Exports the picture as PNG or
 * SVG.
 */
#pragma once

#include "Drawings/DrawingPainter.h"
#include "Drawings/DrawingView.h"
#include "Drawings/ZoomPan.h"
#include "FieldLayout.h"

class ViewRegistry;

class FieldView : public DrawingView
{
  Q_OBJECT

public:
  FieldView(StudioContext& context, RobotConnection* robot, const QString& path, std::shared_ptr<DrawingViewStore> store,
            const DrawingViewDefinition& definition);

  QSize sizeHint() const override { return {640, 460}; }
  void robotChanged(unsigned changes) override;

  /** Where a field point (mm) is in the widget, and back. */
  QPointF toWidget(const QPointF& field) const;
  QPointF toField(const QPointF& widget) const;
  /** Pixels per millimetre at zoom 1 (the carpet fits into the widget with a margin of margin pixels). */
  double fitScale() const;
  /** The zoom (1: the whole carpet fits) and the field point at the widget's centre. */
  double zoom() const { return zoomPan.zoom(); }
  QPointF center() const { return zoomPan.center(); }
  void setView(double zoom, const QPointF& center);
  /** Zooms by a factor, keeping the field point under a widget point where it is. */
  void zoomBy(double factor, const QPointF& around);
  /** Shows the whole field again. */
  void resetView();
  /** Writes the picture as PNG or SVG (by the file's ending); false and why if that fails. */
  bool exportTo(const QString& fileName, QString& error);
  /** Paints the field and the drawings into a painter of this widget's size. */
  void render(QPainter& painter);
  /** The field drawn. */
  const FieldLayout& field() const { return fieldDimensions; }
  /** The tips of the drawings as last painted (widget coordinates). */
  const std::vector<DrawingPainter::Tip>& tips() const { return drawingPainter.tips(); }

  /** Pixels around the carpet at zoom 1. */
  static constexpr double margin = 10.;

  /** Adds the kind "field" and its commands (vf, vfd, vfo). */
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
  bool event(QEvent* event) override;
  QJsonObject viewState() const override;
  void restoreViewState(const QJsonObject& state) override;

private:
  /** Reads the field of the robot's location (again, if it changed). */
  void loadField();
  /** The command for this view: "vfo <path> <option>". */
  QString command(const QString& option) const;

  FieldLayout fieldDimensions;
  std::string fieldLocation; ///< The location whose field was read ("" before).
  ZoomPan zoomPan;
  DrawingPainter drawingPainter;
};
