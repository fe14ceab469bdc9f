/**
 * @file Views/ColorSpace/ColorSpaceView.h
 * The colour-space view "<robot>.image.<name>.<YUV|RGB|HSI>.<all|channel>" (docs/studio.md): the
 * pixels of an image view's image as a 3-D point cloud, each point in the pixel's colour. "all"
 * places a pixel by its three values in the colour model (YUV: U, V, Y up; RGB: R, G, B up; HSI:
 * a cylinder, hue the angle, saturation the radius, intensity up); a channel (Y, U, V, R, G, B, H,
 * S, I) places it at its position in the image, raised by that channel's value. Dragging with the
 * left button rotates, with the right button (or Shift) pans, the wheel and + and - zoom, a
 * double-click turns back to the start. Rendered in software (OrbitCamera, a depth buffer): the
 * studio also runs where there is no OpenGL (offscreen tests, remote X).
 */
#pragma once

#include "Image/ImageSource.h"
#include "Scene/OrbitCamera.h"
#include "Scene/OrbitControls.h"
#include "Studio/StudioView.h"
#include <memory>
#include <vector>

class DrawingViewStore;

class ColorSpaceView : public StudioView
{
  Q_OBJECT

public:
  enum Model
  {
    yuv,
    rgb,
    hsi,
  };

  /** A pixel as a point of the cloud: its place (each coordinate -127.5 .. 127.5) and colour. */
  struct Point
  {
    float x, y, z;
    QRgb color;
  };

  /** The view of the image view imageView's image in a model; channel -1: all, else 0..2 of the model. */
  ColorSpaceView(StudioContext& context, RobotConnection* robot, const QString& path, std::shared_ptr<DrawingViewStore> store,
                 const QString& imageView, Model model, int channel);
  ~ColorSpaceView() override;

  void robotChanged(unsigned changes) override;
  QSize sizeHint() const override { return {480, 480}; }

  /** The points of the image shown (made when the image changed). */
  const std::vector<Point>& points() const { return cloud; }
  OrbitCamera& camera() { return orbit; }
  /** Turns the camera back to the start. */
  void resetCamera();
  /** Takes the newest image of the image view's definition. */
  void refresh();

  /** The points of an image in a model (channel -1: all) in its picture's colours. */
  static void makePoints(const DebugImage& image, const QImage& picture, Model model, int channel, std::vector<Point>& points);
  /**
   * Draws points of 2 x 2 pixels (the top left one where the point is) into an RGB32 picture of the
   * camera's viewport size, nearer ones over farther ones (depth: a buffer of width * height,
   * resized as needed); returns the points drawn.
   */
  static std::size_t drawPoints(const std::vector<Point>& points, const OrbitCamera& camera, QImage& target, std::vector<float>& depth);

  /** The names of the models and their channels ("YUV", {"Y", "U", "V"}). */
  static const char* modelName(Model model);
  static const char* channelName(Model model, int channel);
  /** The instances of an image view: "<view>.<YUV|RGB|HSI>.<all|channel>". */
  static QStringList instances(const QString& imageView);
  /** Splits such an instance; false if it is none. */
  static bool parse(const QString& instance, QString& imageView, Model& model, int& channel);

protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void mouseDoubleClickEvent(QMouseEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;

private:
  /** Keeps the request of the image on (and the one of a former image off). */
  void holdRequest(const DrawingViewDefinition& definition);
  /** The frame: the cube's edges and the axes' names. */
  void paintFrame(QPainter& painter);

  std::shared_ptr<DrawingViewStore> store;
  QString imageView;
  Model model;
  int channel;
  ImageSource source;
  std::vector<Point> cloud;
  QImage frame;
  std::vector<float> depth;
  OrbitCamera orbit;
  OrbitControls controls{orbit};
  std::pair<unsigned, std::string> held; ///< The request held on ("" name: none).
};
