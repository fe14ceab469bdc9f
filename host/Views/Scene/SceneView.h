/**
 * @file Views/Scene/SceneView.h
 * The 3-D scene view "<robot>.scene.<name>" (commands vs, vsd and vso; docs/studio.md): the field
 * of the robot's location as a floor and on it the 3-D drawings the view's definition names, of
 * every thread or of one, each placed by its frame: "field" drawings in field coordinates (mm),
 * "robot" drawings at the robot's pose on the field (vso <view> pose; Touchline has no
 * self-localisation yet, so it is the centre spot, facing the opponent goal, unless set). Drawings
 * of other frames ("camera", robot parts) cannot be placed by the studio and are counted in the
 * view's status line instead.
 *
 * An orbit camera (OrbitCamera) looks at the scene: dragging with the left button turns it,
 * with the right button or with Shift pans, the wheel zooms, a double-click (or Home) shows the
 * whole field again; the arrow keys turn, with Shift pan, + and - zoom.
 *
 * Drawn in software with QPainter (SceneRenderer), not with OpenGL: the studio's tests and
 * benchmarks run offscreen (QT_QPA_PLATFORM=offscreen), where Qt has no OpenGL context, and Qt
 * 6.4's QRhi is private API; the painter's algorithm is plenty for debug drawings (10,000 shapes
 * in a few milliseconds, docs/performance.md).
 */
#pragma once

#include "Drawings/DrawingView.h"
#include "Field/FieldLayout.h"
#include "OrbitCamera.h"
#include "OrbitControls.h"
#include "SceneRenderer.h"
#include <QColor>
#include <QVector3D>

class ViewRegistry;

class SceneView : public DrawingView
{
  Q_OBJECT

public:
  SceneView(StudioContext& context, RobotConnection* robot, const QString& path, std::shared_ptr<DrawingViewStore> store,
            const DrawingViewDefinition& definition);
  ~SceneView() override;

  QSize sizeHint() const override { return {640, 480}; }
  void robotChanged(unsigned changes) override;

  /** The camera (its viewport is the widget's size). */
  const OrbitCamera& camera() const { return orbit; }
  /** Sets the camera: angles in degrees, distance and target in mm. */
  void setCamera(float yawDegrees, float pitchDegrees, float distance, const QVector3D& target);
  /** Shows the whole field again: from the side of the own team's right, looking down at 50 degrees. */
  void resetCamera();
  /** The robot's pose on the field: x, y (mm), rotation (radians). */
  void setRobotPose(float x, float y, float rotation);
  QVector3D robotPose() const { return pose; }

  /** Paints the scene into a painter of this widget's size. */
  void render(QPainter& painter);
  /** Writes the picture as PNG; false and why if that fails. */
  bool exportTo(const QString& fileName, QString& error);
  /** The field drawn. */
  const FieldLayout& field() const { return fieldDimensions; }
  /** What the status line says ("" if nothing): drawings that could not be placed. */
  const QString& status() const { return statusText; }
  /** The items painted last (after clipping). */
  std::size_t paintedItems() const { return renderer.items(); }

  /** The colour the scene is painted on. */
  const QColor& background() const { return backgroundColor; }
  void setBackground(const QColor& color);
  /** Sets the background of every open scene view and of those opened later (bc). */
  static void setBackgroundOfAll(const QColor& color);

  /** Adds the kind "scene" and its commands (vs, vsd, vso, bc). */
  static void addTo(ViewRegistry& registry);

protected:
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void mouseDoubleClickEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void contextMenuEvent(QContextMenuEvent* event) override;
  QJsonObject viewState() const override;
  void restoreViewState(const QJsonObject& state) override;

private:
  /** Reads the field of the robot's location (again, if it changed). */
  void loadField();
  /** The command for this view: "vso <path> <option>". */
  QString command(const QString& option) const;

  FieldLayout fieldDimensions;
  std::string fieldLocation; ///< The location whose field was read ("" before).
  OrbitCamera orbit;
  OrbitControls controls{orbit};
  SceneRenderer renderer;
  QVector3D pose; ///< The robot on the field: x, y (mm), rotation (rad).
  QString statusText;
  QColor backgroundColor;
};
