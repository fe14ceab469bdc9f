/**
 * @file Views/Image/ImageView.h
 * The image view "<robot>.image.<name>" (commands vi, vid, vic and vio; docs/studio.md): an image
 * of the robot (its CameraImage, its JPEGImage or a debug image, of the thread the view names or
 * the first that sends it) with the image drawings (drawingOnImage) of the same thread on top,
 * their coordinates multiplied by the view's ddScale. Zoom and pan as in the field view. Under the
 * mouse, the pixel's values in YUV, RGB, HSI and gray (readout()); a click runs the view's click
 * command for the modifiers held ($1 x, $2 y, $3 thread), Alt-click on a spot of a drawing its
 * command. Exports the image as PNG with or without the drawings, in the image's own pixels.
 */
#pragma once

#include "Drawings/DrawingPainter.h"
#include "Drawings/DrawingView.h"
#include "Drawings/ZoomPan.h"
#include "ImageSource.h"
#include <QImage>
#include <set>

class ViewRegistry;

class ImageView : public DrawingView
{
  Q_OBJECT

public:
  ImageView(StudioContext& context, RobotConnection* robot, const QString& path, std::shared_ptr<DrawingViewStore> store,
            const DrawingViewDefinition& definition);

  QSize sizeHint() const override { return {640, 480}; }

  /** The picture shown (RGB32, the gain applied; null if there is none) and what it is of. */
  const QImage& picture() const { return source.picture(); }
  /** The thread of the image shown ("" if none). */
  const std::string& imageThread() const { return source.thread(); }
  /** Why the image cannot be shown ("" if it can or there is none). */
  const QString& problem() const { return source.problem(); }
  /** The pixel values under the mouse as last moved ("" outside the image). */
  const QString& readout() const { return readoutText; }
  /** The readout of an image pixel (as the mouse over it gives). */
  QString readoutAt(const QPoint& pixel);

  /** Where an image pixel (its top left corner) is in the widget, and back. */
  QPointF toWidget(const QPointF& pixel) const { return zoomPan.toWidget(pixel, size()); }
  QPointF toImage(const QPointF& widget) const { return zoomPan.toContent(widget, size()); }
  double zoom() const { return zoomPan.zoom(); }
  void setView(double zoom, const QPointF& center);
  void resetView();

  /** Writes the image (in its pixels) with or without the drawings as PNG; false and why if that fails. */
  bool exportTo(const QString& fileName, bool withDrawings, QString& error);
  /** Paints the image and its drawings into a painter of this widget's size. */
  void render(QPainter& painter);
  /** Takes the robot's newest image (converting it if it changed); called by paint and robotChanged. */
  void refreshPicture();
  /** The console command a click at a widget point with these modifiers runs ("" if none). */
  QString clickCommand(const QPointF& widget, Qt::KeyboardModifiers modifiers) const;

  /** The size drawings and the fit use when there is no image (the upper camera's). */
  static constexpr int defaultWidth = 640, defaultHeight = 480;

  /** Adds the kind "image" and its commands (vi, vid, vic, vio). */
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
  std::set<std::pair<unsigned, std::string>> extraRequests() const override;
  void definitionChanged() override;
  QJsonObject viewState() const override;
  void restoreViewState(const QJsonObject& state) override;

private:
  /** Paints the image drawings of the image's thread (ddScale applied) with the painter's transform as the image's. */
  void paintImageDrawings(QPainter& painter);
  /** The command for this view: "vio <path> <option>". */
  QString command(const QString& option) const;

  ImageSource source;
  ZoomPan zoomPan;
  DrawingPainter drawingPainter;
  QString readoutText;
};
