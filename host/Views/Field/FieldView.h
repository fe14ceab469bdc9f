/**
 * @file Views/Field/FieldView.h
 * The field view "<robot>.field.<name>" (commands vf, vfd and vfo; docs/studio.md): the field of
 * the robot's location (Config/Locations/<location>/fieldDimensions.cfg, else Default's, else the
 * SPL field built in) and on it the field drawings (drawingOnField) the view's definition names,
 * of every thread or of one, in millimetres with x to the right and y up. The wheel, + and -,
 * PgUp and PgDn zoom, dragging and the arrow keys pan, a double-click shows the whole field
 * again; the tips (TIP) of the drawings are shown as tool tips. Exports the picture as PNG or
 * SVG.
 *
 * A spot (SPOT) whose command holds $1 or $2 is a handle: dragging it (instead of panning) moves
 * a copy of what is drawn in its area with the mouse, and dropping it runs the command with $1
 * and $2 the field point (mm) where the spot's centre was dropped, e.g. "mv robot1 $1 $2" of
 * touchline-naosim's simulator robot (preceded by "robot <name>" if another robot is selected).
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
  /** The spots of the drawings as last painted (widget coordinates). */
  const std::vector<DrawingPainter::Spot>& spots() const { return drawingPainter.spots(); }
  /** The spot that can be dragged at a widget point (its command holds $1 or $2), or nullptr. */
  const DrawingPainter::Spot* handleAt(const QPointF& widget) const;
  /** Whether a spot is being dragged. */
  bool draggingSpot() const { return spotDrag.active; }
  /** The command a spot's command template becomes when its centre is dropped on a field point (mm). */
  static QString dropCommand(const QString& command, const QPointF& field);

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
  /** Starts dragging a spot: takes a picture of the drawings in its area. */
  void beginSpotDrag(const DrawingPainter::Spot& spot, const QPointF& at);
  /** Drops the dragged spot where the mouse is: runs its command if it moved. */
  void endSpotDrag(const QPointF& at);
  /** The dragged spot's picture where the mouse has it, where it came from, and the field point. */
  void paintSpotDrag(QPainter& painter) const;

  /** A spot being dragged (widget coordinates). */
  struct SpotDrag
  {
    bool active = false;
    QString command;  ///< The spot's command template.
    QRectF area;      ///< The spot's area when it was grabbed.
    QPointF grabbed;  ///< Where the mouse grabbed it.
    QPointF mouse;    ///< Where the mouse is.
    QImage picture;   ///< The drawings in the area when it was grabbed.
  };
  SpotDrag spotDrag;

  FieldLayout fieldDimensions;
  std::string fieldLocation; ///< The location whose field was read ("" before).
  ZoomPan zoomPan;
  DrawingPainter drawingPainter;
};
