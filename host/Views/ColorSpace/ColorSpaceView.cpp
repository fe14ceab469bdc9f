/**
 * @file Views/ColorSpace/ColorSpaceView.cpp
 * The colour-space view: an image's pixels as a point cloud, drawn in software with a depth buffer.
 */
#include "ColorSpaceView.h"
#include "Console/RobotConnection.h"
#include "Drawings/DrawingViewStore.h"
#include "Studio/StudioContext.h"
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <limits>

namespace
{
  constexpr const char* channelNames[3][3] = {{"Y", "U", "V"}, {"R", "G", "B"}, {"H", "S", "I"}};
  constexpr float startYaw = 0.6f, startPitch = 0.45f, startDistance = 720.f;
}

ColorSpaceView::ColorSpaceView(StudioContext& context, RobotConnection* robot, const QString& path, std::shared_ptr<DrawingViewStore> store,
                               const QString& imageView, Model model, int channel)
  : StudioView(context, robot, path), store(std::move(store)), imageView(imageView), model(model), channel(channel)
{
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(160, 160);
  orbit.setLimits(1.f, 150.f, 5000.f);
  resetCamera();
  refresh();
}

ColorSpaceView::~ColorSpaceView()
{
  if(!held.second.empty())
    context.request(robot(), held.first, held.second, false);
}

const char* ColorSpaceView::modelName(Model model)
{
  return model == yuv ? "YUV" : model == rgb ? "RGB" : "HSI";
}

const char* ColorSpaceView::channelName(Model model, int channel)
{
  return channel < 0 || channel > 2 ? "all" : channelNames[model][channel];
}

QStringList ColorSpaceView::instances(const QString& imageView)
{
  QStringList names;
  for(Model model : {yuv, rgb, hsi})
    for(int channel = -1; channel < 3; ++channel)
      names << imageView + "." + modelName(model) + "." + channelName(model, channel);
  return names;
}

bool ColorSpaceView::parse(const QString& instance, QString& imageView, Model& model, int& channel)
{
  const QStringList parts = instance.split('.');
  if(parts.size() != 3 || parts[0].isEmpty())
    return false;
  for(Model candidate : {yuv, rgb, hsi})
    if(parts[1] == modelName(candidate))
      for(int c = -1; c < 3; ++c)
        if(parts[2] == channelName(candidate, c))
        {
          imageView = parts[0];
          model = candidate;
          channel = c;
          return true;
        }
  return false;
}

void ColorSpaceView::resetCamera()
{
  orbit.setOrbit(startYaw, startPitch, startDistance, QVector3D(0.f, 0.f, 0.f));
  update();
}

void ColorSpaceView::holdRequest(const DrawingViewDefinition& definition)
{
  const std::pair<unsigned, std::string> wanted =
    definition.image.empty() ? std::pair<unsigned, std::string>() : ImageSource::request(*robot(), definition);
  if(wanted == held)
    return;
  if(!held.second.empty())
    context.request(robot(), held.first, held.second, false);
  if(!wanted.second.empty())
    context.request(robot(), wanted.first, wanted.second, true);
  held = wanted;
}

void ColorSpaceView::refresh()
{
  DrawingViewDefinition definition;
  if(!store->find(robot()->name(), imageView, definition))
    definition = {};
  holdRequest(definition);
  if(source.refresh(*robot(), definition, [this](const QString& problem) { context.print("Warning: " + path() + ": " + problem); }))
    makePoints(source.image(), source.picture(), model, channel, cloud);
}

void ColorSpaceView::robotChanged(unsigned changes)
{
  if(changes & (RobotState::imagesChanged | RobotState::connectionChanged))
    update();
}

void ColorSpaceView::makePoints(const DebugImage& image, const QImage& picture, Model model, int channel, std::vector<Point>& points)
{
  points.clear();
  if(picture.isNull() || picture.format() != QImage::Format_RGB32)
    return;
  const int width = picture.width(), height = picture.height();
  points.resize(static_cast<std::size_t>(width) * height);
  const bool yuyv = image.type == PixelTypes::YUYV && ImageConverter::pictureWidth(image) == static_cast<unsigned>(width) &&
                    image.height == static_cast<unsigned>(height);
  const bool yuv = image.type == PixelTypes::YUV && image.width == static_cast<unsigned>(width) && image.height == static_cast<unsigned>(height);
  const float aspect = static_cast<float>(height) / static_cast<float>(width);
  Point* out = points.data();
  for(int py = 0; py < height; ++py)
  {
    const auto* row = reinterpret_cast<const QRgb*>(picture.constScanLine(py));
    const unsigned char* native = yuyv || yuv ? image.pixels() + static_cast<std::size_t>(py) * image.width * 4 : nullptr;
    for(int px = 0; px < width; ++px, ++out)
    {
      const QRgb color = row[px];
      const int r = qRed(color), g = qGreen(color), b = qBlue(color);
      float values[3];
      if(model == rgb)
      {
        values[0] = static_cast<float>(r), values[1] = static_cast<float>(g), values[2] = static_cast<float>(b);
      }
      else if(model == yuv)
      {
        if(yuyv)
        {
          const unsigned char* pair = native + (px / 2) * 4;
          values[0] = pair[px % 2 ? 2 : 0], values[1] = pair[1], values[2] = pair[3];
        }
        else if(yuv)
        {
          const unsigned char* pixel = native + px * 4;
          values[0] = pixel[0], values[1] = pixel[1], values[2] = pixel[2];
        }
        else
        {
          values[0] = 0.299f * r + 0.587f * g + 0.114f * b;
          values[1] = -0.168736f * r - 0.331264f * g + 0.5f * b + 128.f;
          values[2] = 0.5f * r - 0.418688f * g - 0.081312f * b + 128.f;
        }
      }
      else
      {
        // HSI: the hue as an angle (atan2 form of the arccos formula), saturation, intensity.
        const int sum = r + g + b;
        const float hue = std::atan2(1.7320508f * static_cast<float>(g - b), static_cast<float>(2 * r - g - b));
        values[0] = (hue < 0.f ? hue + 6.2831853f : hue) * (255.f / 6.2831853f);
        values[1] = sum == 0 ? 0.f : 255.f * (1.f - 3.f * static_cast<float>(std::min({r, g, b})) / static_cast<float>(sum));
        values[2] = static_cast<float>(sum) / 3.f;
      }
      if(channel >= 0)
        *out = {(static_cast<float>(px) / static_cast<float>(width) - 0.5f) * 255.f,
                (0.5f - static_cast<float>(py) / static_cast<float>(height)) * 255.f * aspect, values[channel] - 127.5f, color};
      else if(model == yuv)
        *out = {values[1] - 127.5f, values[2] - 127.5f, values[0] - 127.5f, color};
      else if(model == rgb)
        *out = {values[0] - 127.5f, values[1] - 127.5f, values[2] - 127.5f, color};
      else
      {
        const float angle = values[0] * (6.2831853f / 255.f), radius = values[1] * 0.5f;
        *out = {radius * std::cos(angle), radius * std::sin(angle), values[2] - 127.5f, color};
      }
    }
  }
}

std::size_t ColorSpaceView::drawPoints(const std::vector<Point>& points, const OrbitCamera& camera, QImage& target, std::vector<float>& depth)
{
  const int width = target.width(), height = target.height();
  depth.assign(static_cast<std::size_t>(width) * height, std::numeric_limits<float>::infinity());
  const QMatrix4x4 view = camera.viewMatrix();
  // Rows x, y and z of the view matrix (the camera looks along -z).
  float m[3][4];
  for(int row = 0; row < 3; ++row)
    for(int column = 0; column < 4; ++column)
      m[row][column] = view(row, column);
  const float focal = static_cast<float>(camera.viewport().height()) / 2.f / std::tan(camera.fieldOfView() * 3.14159265f / 360.f);
  const float cx = width / 2.f, cy = height / 2.f, nearPlane = camera.nearPlane();
  auto* pixels = reinterpret_cast<QRgb*>(target.bits());
  const std::size_t stride = static_cast<std::size_t>(target.bytesPerLine() / 4);
  std::size_t drawn = 0;
  for(const Point& point : points)
  {
    const float d = -(m[2][0] * point.x + m[2][1] * point.y + m[2][2] * point.z + m[2][3]);
    if(!(d >= nearPlane))
      continue;
    const float f = focal / d;
    const float x = cx + f * (m[0][0] * point.x + m[0][1] * point.y + m[0][2] * point.z + m[0][3]);
    const float y = cy - f * (m[1][0] * point.x + m[1][1] * point.y + m[1][2] * point.z + m[1][3]);
    if(!(x >= 0.f && y >= 0.f && x < static_cast<float>(width - 1) && y < static_cast<float>(height - 1)))
      continue;
    // A point is 2 x 2 pixels: visible on its own, and clouds of few colours still show.
    const int ix = static_cast<int>(x), iy = static_cast<int>(y);
    bool any = false;
    for(int dy = 0; dy < 2; ++dy)
      for(int dx = 0; dx < 2; ++dx)
      {
        float& nearest = depth[static_cast<std::size_t>(iy + dy) * width + ix + dx];
        if(d < nearest)
        {
          nearest = d;
          pixels[static_cast<std::size_t>(iy + dy) * stride + ix + dx] = point.color;
          any = true;
        }
      }
    drawn += any ? 1 : 0;
  }
  return drawn;
}

void ColorSpaceView::paintFrame(QPainter& painter)
{
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setPen(QPen(QColor(150, 150, 150), 1.));
  const float h = 127.5f;
  const auto line = [&](const QVector3D& a, const QVector3D& b) {
    QVector3D ca = orbit.toCamera(a), cb = orbit.toCamera(b);
    if(!orbit.clipToNearPlane(ca, cb))
      return;
    const auto pa = orbit.projectCamera(ca), pb = orbit.projectCamera(cb);
    if(pa && pb)
      painter.drawLine(pa->point, pb->point);
  };
  if(model == hsi && channel < 0)
  {
    // The cylinder: two circles and four verticals.
    for(int i = 0; i < 48; ++i)
    {
      const float a0 = static_cast<float>(i) * 6.2831853f / 48.f, a1 = static_cast<float>(i + 1) * 6.2831853f / 48.f;
      for(float z : {-h, h})
        line({h * std::cos(a0), h * std::sin(a0), z}, {h * std::cos(a1), h * std::sin(a1), z});
    }
    for(int i = 0; i < 4; ++i)
    {
      const float a = static_cast<float>(i) * 1.5707963f;
      line({h * std::cos(a), h * std::sin(a), -h}, {h * std::cos(a), h * std::sin(a), h});
    }
  }
  else
  {
    const float sy = channel >= 0 && !source.picture().isNull() ? h * source.picture().height() / source.picture().width() : h;
    for(float a : {-h, h})
      for(float b : {-sy, sy})
      {
        line({-h, b, a}, {h, b, a});
        line({a, -sy, b}, {a, sy, b});
      }
    for(float a : {-h, h})
      for(float b : {-sy, sy})
        line({a, b, -h}, {a, b, h});
  }
  // The axes' names at their ends.
  const char* names[3];
  if(channel >= 0)
    names[0] = "x", names[1] = "y", names[2] = channelName(model, channel);
  else if(model == yuv)
    names[0] = "U", names[1] = "V", names[2] = "Y";
  else if(model == rgb)
    names[0] = "R", names[1] = "G", names[2] = "B";
  else
    names[0] = "S (H 0)", names[1] = "S (H 90)", names[2] = "I";
  const QVector3D ends[3] = {{h + 12.f, 0.f, -h}, {0.f, h + 12.f, -h}, {-h, -h, h + 12.f}};
  painter.setPen(Qt::white);
  for(int i = 0; i < 3; ++i)
    if(const auto p = orbit.project(ends[i]))
      painter.drawText(p->point, names[i]);
}

void ColorSpaceView::paintEvent(QPaintEvent*)
{
  refresh();
  orbit.setViewport(size());
  if(frame.size() != size())
    frame = QImage(size(), QImage::Format_RGB32);
  frame.fill(QColor(0x20, 0x20, 0x20));
  {
    QPainter framePainter(&frame); // under the points
    paintFrame(framePainter);
  }
  drawPoints(cloud, orbit, frame, depth);
  QPainter painter(this);
  painter.drawImage(0, 0, frame);
  if(!source.problem().isEmpty() || cloud.empty())
  {
    painter.setPen(source.problem().isEmpty() ? Qt::white : QColor(255, 120, 120));
    painter.drawText(rect().adjusted(6, 4, -6, -4), Qt::AlignLeft | Qt::AlignTop,
                     source.problem().isEmpty() ? "waiting for the image of " + imageView : source.problem());
  }
}

void ColorSpaceView::mousePressEvent(QMouseEvent* event)
{
  if(!controls.press(event))
    StudioView::mousePressEvent(event);
}

void ColorSpaceView::mouseMoveEvent(QMouseEvent* event)
{
  if(controls.move(event))
    update();
}

void ColorSpaceView::mouseReleaseEvent(QMouseEvent* event)
{
  if(!controls.release(event))
    StudioView::mouseReleaseEvent(event);
}

void ColorSpaceView::mouseDoubleClickEvent(QMouseEvent* event)
{
  if(event->button() == Qt::LeftButton)
    resetCamera();
}

void ColorSpaceView::wheelEvent(QWheelEvent* event)
{
  if(controls.wheel(event))
    update();
}

void ColorSpaceView::keyPressEvent(QKeyEvent* event)
{
  if(controls.key(event, size()))
    update();
  else if(event->key() == Qt::Key_Home || event->key() == Qt::Key_0)
    resetCamera();
  else
    StudioView::keyPressEvent(event);
}
