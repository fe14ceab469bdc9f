/**
 * @file CameraRenderer.cpp
 * Ray casting the field, the goals and the ball.
 */
#include "CameraRenderer.h"
#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace
{
  constexpr float infinity = std::numeric_limits<float>::infinity();

  /** A rectangle of pixels, inclusive; empty if x0 > x1. */
  struct Box
  {
    int x0 = 1, y0 = 1, x1 = 0, y1 = 0;
    bool contains(int x, int y) const { return x >= x0 && x <= x1 && y >= y0 && y <= y1; }
  };

  /**
   * The pixels the box between low and high (field coordinates) can cover: the rectangle around
   * the projections of its corners in front of the camera and of the points where its edges
   * cross the plane 1 mm in front of it (so a box beside or partly behind the camera covers only
   * what it can).
   */
  Box project(const Eigen::Isometry3f& fieldToCamera, const CameraRenderer::Intrinsics& intrinsics, const Vector3f& low, const Vector3f& high)
  {
    constexpr float near = 1.f;
    std::array<Vector3f, 8> corners;
    int behind = 0;
    for(int corner = 0; corner < 8; ++corner)
    {
      corners[static_cast<std::size_t>(corner)] =
        fieldToCamera * Vector3f((corner & 1 ? high : low).x(), (corner & 2 ? high : low).y(), (corner & 4 ? high : low).z());
      behind += corners[static_cast<std::size_t>(corner)].x() < near;
    }
    if(behind == 8)
      return {}; // all behind the camera: nothing to test
    Box box{std::numeric_limits<int>::max(), std::numeric_limits<int>::max(), std::numeric_limits<int>::min(), std::numeric_limits<int>::min()};
    const int width = static_cast<int>(intrinsics.width), height = static_cast<int>(intrinsics.height);
    const auto add = [&](const Vector3f& inCamera) {
      const float u = intrinsics.centerX - inCamera.y() / inCamera.x() * intrinsics.focalLengthX;
      const float v = intrinsics.centerY - inCamera.z() / inCamera.x() * intrinsics.focalLengthY;
      box.x0 = std::min(box.x0, static_cast<int>(std::floor(std::clamp(u, -1.f, static_cast<float>(width)))) - 1);
      box.x1 = std::max(box.x1, static_cast<int>(std::ceil(std::clamp(u, -1.f, static_cast<float>(width)))) + 1);
      box.y0 = std::min(box.y0, static_cast<int>(std::floor(std::clamp(v, -1.f, static_cast<float>(height)))) - 1);
      box.y1 = std::max(box.y1, static_cast<int>(std::ceil(std::clamp(v, -1.f, static_cast<float>(height)))) + 1);
    };
    for(std::size_t corner = 0; corner < 8; ++corner)
    {
      const Vector3f& a = corners[corner];
      if(a.x() >= near)
        add(a);
      // The edges to the neighbours that differ in one coordinate, each once.
      for(std::size_t bit : {1u, 2u, 4u})
        if(!(corner & bit))
        {
          const Vector3f& b = corners[corner | bit];
          if((a.x() < near) != (b.x() < near))
            add(a + (b - a) * ((near - a.x()) / (b.x() - a.x())));
        }
    }
    return box;
  }

  /** The smallest positive t at which origin + t * direction meets the circle of radius r around c (2-D); infinity if none. */
  float hitCircle(float ox, float oy, float dx, float dy, float cx, float cy, float r)
  {
    const float px = ox - cx, py = oy - cy;
    const float a = dx * dx + dy * dy;
    if(a <= 0.f)
      return infinity;
    const float b = px * dx + py * dy;
    const float discriminant = b * b - a * (px * px + py * py - r * r);
    if(discriminant < 0.f)
      return infinity;
    const float t = (-b - std::sqrt(discriminant)) / a;
    return t > 0.f ? t : infinity;
  }

  /** The directions of the ball's black patches (the vertices of an icosahedron). */
  const std::array<Vector3f, 12> patches = [] {
    const float phi = (1.f + std::sqrt(5.f)) / 2.f;
    std::array<Vector3f, 12> result;
    std::size_t i = 0;
    for(const float a : {-1.f, 1.f})
      for(const float b : {-phi, phi})
      {
        result[i++] = Vector3f(0.f, a, b).normalized();
        result[i++] = Vector3f(a, b, 0.f).normalized();
        result[i++] = Vector3f(b, 0.f, a).normalized();
      }
    return result;
  }();
}


CameraRenderer::CameraRenderer(const FieldDimensions& field) : field(field)
{
  cellsX = static_cast<int>(std::ceil(2.f * field.xPosOpponentFieldBorder / cellSize));
  cellsY = static_cast<int>(std::ceil(2.f * field.yPosLeftFieldBorder / cellSize));
  raster.assign(static_cast<std::size_t>(cellsX) * static_cast<std::size_t>(cellsY), carpet);
  const float halfWidth = field.fieldLinesWidth / 2.f;
  const auto cellOf = [&](float x, float y, int& cx, int& cy) {
    cx = static_cast<int>(std::floor((x + field.xPosOpponentFieldBorder) / cellSize));
    cy = static_cast<int>(std::floor((y + field.yPosLeftFieldBorder) / cellSize));
  };
  const auto centerOf = [&](int cx, int cy) {
    return Vector2f((static_cast<float>(cx) + 0.5f) * cellSize - field.xPosOpponentFieldBorder,
                    (static_cast<float>(cy) + 0.5f) * cellSize - field.yPosLeftFieldBorder);
  };
  // Marks every cell whose centre lies within the line's width of the segment.
  const auto drawSegment = [&](const Vector2f& from, const Vector2f& to) {
    int x0, y0, x1, y1;
    cellOf(std::min(from.x(), to.x()) - halfWidth, std::min(from.y(), to.y()) - halfWidth, x0, y0);
    cellOf(std::max(from.x(), to.x()) + halfWidth, std::max(from.y(), to.y()) + halfWidth, x1, y1);
    const Vector2f direction = to - from;
    for(int cy = std::max(0, y0); cy <= std::min(cellsY - 1, y1); ++cy)
      for(int cx = std::max(0, x0); cx <= std::min(cellsX - 1, x1); ++cx)
      {
        const Vector2f point = centerOf(cx, cy);
        const float t = std::clamp((point - from).dot(direction) / direction.squaredNorm(), 0.f, 1.f);
        if((from + t * direction - point).squaredNorm() <= halfWidth * halfWidth)
          raster[static_cast<std::size_t>(cy) * static_cast<std::size_t>(cellsX) + static_cast<std::size_t>(cx)] = line;
      }
  };
  for(const FieldDimensions::Line& segment : field.lines())
    drawSegment(segment.from, segment.to);
  int x0, y0, x1, y1;
  const float outer = field.centerCircleRadius + halfWidth;
  cellOf(-outer, -outer, x0, y0);
  cellOf(outer, outer, x1, y1);
  for(int cy = std::max(0, y0); cy <= std::min(cellsY - 1, y1); ++cy)
    for(int cx = std::max(0, x0); cx <= std::min(cellsX - 1, x1); ++cx)
      if(std::abs(centerOf(cx, cy).norm() - field.centerCircleRadius) <= halfWidth)
        raster[static_cast<std::size_t>(cy) * static_cast<std::size_t>(cellsX) + static_cast<std::size_t>(cx)] = line;
}

bool CameraRenderer::hitsGoal(const Vector3f& origin, const Vector3f& direction, float maxT) const
{
  const float postTop = field.goalHeight;
  const float barZ = field.goalHeight - field.crossBarRadius;
  for(const float side : {-1.f, 1.f})
  {
    const float x = side * field.xPosOpponentGoalPost;
    for(const float y : {-field.yPosLeftGoal, field.yPosLeftGoal})
    {
      const float t = hitCircle(origin.x(), origin.y(), direction.x(), direction.y(), x, y, field.goalPostRadius);
      if(t < maxT)
      {
        const float z = origin.z() + t * direction.z();
        if(z >= 0.f && z <= postTop)
          return true;
      }
    }
    const float t = hitCircle(origin.x(), origin.z(), direction.x(), direction.z(), x, barZ, field.crossBarRadius);
    if(t < maxT && std::abs(origin.y() + t * direction.y()) <= field.yPosLeftGoal)
      return true;
  }
  return false;
}

CameraRenderer::Surface CameraRenderer::trace(const Vector3f& origin, const Vector3f& direction, bool testBall, bool testGoals,
                                              const Vector3f& ball, float& nearest) const
{
  Surface surface = wall;
  nearest = infinity;
  if(direction.z() < 0.f)
  {
    nearest = -origin.z() / direction.z();
    const float x = origin.x() + nearest * direction.x(), y = origin.y() + nearest * direction.y();
    const float cx = std::floor((x + field.xPosOpponentFieldBorder) / cellSize);
    const float cy = std::floor((y + field.yPosLeftFieldBorder) / cellSize);
    if(cx >= 0.f && cy >= 0.f && cx < static_cast<float>(cellsX) && cy < static_cast<float>(cellsY))
      surface = static_cast<Surface>(raster[static_cast<std::size_t>(cy) * static_cast<std::size_t>(cellsX) + static_cast<std::size_t>(cx)]);
    else
      surface = floor;
  }
  if(testBall)
  {
    const Vector3f offset = origin - ball;
    const float a = direction.squaredNorm(), b = offset.dot(direction);
    const float discriminant = b * b - a * (offset.squaredNorm() - field.ballRadius * field.ballRadius);
    if(discriminant >= 0.f)
    {
      const float t = (-b - std::sqrt(discriminant)) / a;
      if(t > 0.f && t < nearest)
      {
        nearest = t;
        const Vector3f normal = (offset + t * direction) / field.ballRadius;
        surface = ballWhite;
        for(const Vector3f& patch : patches)
          if(normal.dot(patch) > 0.93f)
            surface = ballBlack;
      }
    }
  }
  if(testGoals && hitsGoal(origin, direction, nearest))
    surface = goal; // (the goals are far enough from everything else that their depth does not matter)
  return surface;
}

std::array<std::uint8_t, 3> CameraRenderer::yuv(const std::array<std::uint8_t, 3>& rgb)
{
  const float r = rgb[0], g = rgb[1], b = rgb[2];
  const auto byte = [](float value) { return static_cast<std::uint8_t>(std::clamp(value + 0.5f, 0.f, 255.f)); };
  return {byte(0.299f * r + 0.587f * g + 0.114f * b), byte(128.f - 0.169f * r - 0.331f * g + 0.5f * b),
          byte(128.f + 0.5f * r - 0.419f * g - 0.081f * b)};
}

namespace
{
  /** Where a ray (in the shape's frame) enters a box of half sizes h; normal receives its face's normal. */
  float hitBox(const Vector3f& o, const Vector3f& d, const Vector3f& h, Vector3f& normal)
  {
    float near = -infinity, far = infinity;
    int axis = 0;
    for(int i = 0; i < 3; ++i)
    {
      if(std::abs(d[i]) < 1e-9f)
      {
        if(std::abs(o[i]) > h[i])
          return infinity;
        continue;
      }
      float t0 = (-h[i] - o[i]) / d[i], t1 = (h[i] - o[i]) / d[i];
      if(t0 > t1)
        std::swap(t0, t1);
      if(t0 > near)
      {
        near = t0;
        axis = i;
      }
      far = std::min(far, t1);
    }
    if(near > far || near <= 0.f)
      return infinity;
    normal = Vector3f::Zero();
    normal[axis] = d[axis] > 0.f ? -1.f : 1.f;
    return near;
  }

  /** Where a ray meets a sphere of radius r around c. */
  float hitSphere(const Vector3f& o, const Vector3f& d, const Vector3f& c, float r, Vector3f& normal)
  {
    const Vector3f offset = o - c;
    const float a = d.squaredNorm(), b = offset.dot(d);
    const float discriminant = b * b - a * (offset.squaredNorm() - r * r);
    if(discriminant < 0.f)
      return infinity;
    const float t = (-b - std::sqrt(discriminant)) / a;
    if(t <= 0.f)
      return infinity;
    normal = (offset + t * d) / r;
    return t;
  }

  /** Where a ray (in the shape's frame) meets a capsule along z of radius r and half length h. */
  float hitCapsule(const Vector3f& o, const Vector3f& d, float r, float h, Vector3f& normal)
  {
    float best = infinity;
    const float a = d.x() * d.x() + d.y() * d.y();
    if(a > 0.f)
    {
      const float b = o.x() * d.x() + o.y() * d.y();
      const float discriminant = b * b - a * (o.x() * o.x() + o.y() * o.y() - r * r);
      if(discriminant >= 0.f)
      {
        const float t = (-b - std::sqrt(discriminant)) / a;
        const float z = o.z() + t * d.z();
        if(t > 0.f && std::abs(z) <= h)
        {
          best = t;
          normal = Vector3f(o.x() + t * d.x(), o.y() + t * d.y(), 0.f) / r;
        }
      }
    }
    for(const float end : {-h, h})
    {
      Vector3f n;
      const float t = hitSphere(o, d, Vector3f(0.f, 0.f, end), r, n);
      if(t < best)
      {
        best = t;
        normal = n;
      }
    }
    return best;
  }
}

void CameraRenderer::drawSolid(const PhysicsWorld::Solid& solid, const Eigen::Isometry3f& cameraInField, const Intrinsics& intrinsics,
                               float* depth, std::uint8_t* yuvPixels) const
{
  // The bounding box of the shape on the field.
  const Matrix3f& r = solid.pose.linear();
  Vector3f extent;
  switch(solid.type)
  {
    case PhysicsWorld::Solid::box: extent = r.cwiseAbs() * solid.size; break;
    case PhysicsWorld::Solid::capsule: extent = r.col(2).cwiseAbs() * solid.size.y() + Vector3f::Constant(solid.size.x()); break;
    default: extent = Vector3f::Constant(solid.size.x()); break;
  }
  const Vector3f center = solid.pose.translation();
  const Box box = project(cameraInField.inverse(), intrinsics, center - extent, center + extent);
  const int width = static_cast<int>(intrinsics.width), height = static_cast<int>(intrinsics.height);
  const int x0 = std::max(0, box.x0), x1 = std::min(width - 1, box.x1), y0 = std::max(0, box.y0), y1 = std::min(height - 1, box.y1);
  if(x0 > x1 || y0 > y1)
    return;
  const std::array<std::uint8_t, 3> color = yuv(solid.rgb);
  const Matrix3f rotation = cameraInField.linear();
  const Vector3f origin = cameraInField.translation();
  const Vector3f stepX = -rotation.col(1) / intrinsics.focalLengthX;
  const Vector3f stepY = -rotation.col(2) / intrinsics.focalLengthY;
  const Vector3f start = rotation.col(0) + rotation.col(1) * intrinsics.centerX / intrinsics.focalLengthX +
                         rotation.col(2) * intrinsics.centerY / intrinsics.focalLengthY;
  // The rays in the shape's frame: they change linearly with x and y.
  const Matrix3f toLocal = r.transpose();
  const Vector3f localOrigin = toLocal * (origin - center);
  const Vector3f localStart = toLocal * start, localStepX = toLocal * stepX, localStepY = toLocal * stepY;
  const Vector3f localUp = toLocal * Vector3f::UnitZ();
  for(int y = y0; y <= y1; ++y)
  {
    const Vector3f rowStart = localStart + static_cast<float>(y) * localStepY;
    for(int x = x0; x <= x1; ++x)
    {
      const Vector3f localDirection = rowStart + static_cast<float>(x) * localStepX;
      Vector3f normal = Vector3f::UnitZ();
      float t = infinity;
      switch(solid.type)
      {
        case PhysicsWorld::Solid::box: t = hitBox(localOrigin, localDirection, solid.size, normal); break;
        case PhysicsWorld::Solid::capsule: t = hitCapsule(localOrigin, localDirection, solid.size.x(), solid.size.y(), normal); break;
        default: t = hitSphere(localOrigin, localDirection, Vector3f::Zero(), solid.size.x(), normal); break;
      }
      const std::size_t pixel = static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x);
      if(t >= depth[pixel])
        continue;
      depth[pixel] = t;
      // Lit from above and a little from the camera's side.
      const float up = normal.dot(localUp);
      const float facing = -normal.dot(localDirection) / localDirection.norm();
      const float brightness = 0.55f + 0.3f * std::max(0.f, up) + 0.15f * std::max(0.f, facing);
      std::uint8_t* out = yuvPixels + 3 * pixel;
      out[0] = static_cast<std::uint8_t>(std::min(255.f, static_cast<float>(color[0]) * brightness));
      out[1] = static_cast<std::uint8_t>(128.f + (static_cast<float>(color[1]) - 128.f) * brightness);
      out[2] = static_cast<std::uint8_t>(128.f + (static_cast<float>(color[2]) - 128.f) * brightness);
    }
  }
}

void CameraRenderer::render(const Eigen::Isometry3f& cameraInField, const Intrinsics& intrinsics, const View& view,
                            std::uint8_t* pixels) const
{
  const Eigen::Isometry3f fieldToCamera = cameraInField.inverse();
  const Vector3f ballExtent = Vector3f::Constant(field.ballRadius);
  const Box ballBox = project(fieldToCamera, intrinsics, view.ball - ballExtent, view.ball + ballExtent);
  std::array<Box, 2> goalBoxes;
  for(int side = 0; side < 2; ++side)
  {
    const float sign = side ? 1.f : -1.f;
    const float r = std::max(field.goalPostRadius, field.crossBarRadius);
    goalBoxes[static_cast<std::size_t>(side)] =
      project(fieldToCamera, intrinsics, {sign * field.xPosOpponentGoalPost - r, -field.yPosLeftGoal - r, 0.f},
              {sign * field.xPosOpponentGoalPost + r, field.yPosLeftGoal + r, field.goalHeight});
  }

  const Matrix3f rotation = cameraInField.linear();
  const Vector3f origin = cameraInField.translation();
  // direction(u, v) = rotation * (1, (cx - u) / fx, (cy - v) / fy): as in CameraInfo, the pixel (u, v) is the
  // point (u, v) of the image plane, so the optical axis passes through pixel (cx, cy).
  const Vector3f stepX = -rotation.col(1) / intrinsics.focalLengthX;
  const Vector3f stepY = -rotation.col(2) / intrinsics.focalLengthY;
  const Vector3f start = rotation.col(0) + rotation.col(1) * intrinsics.centerX / intrinsics.focalLengthX +
                         rotation.col(2) * intrinsics.centerY / intrinsics.focalLengthY;
  const int width = static_cast<int>(intrinsics.width), height = static_cast<int>(intrinsics.height);
  // Per pixel: its depth and Y, U, V; the robots' shapes are drawn over it, then it is packed as YUYV.
  thread_local std::vector<float> depth;
  thread_local std::vector<std::uint8_t> yuvPixels;
  const std::size_t count = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  depth.resize(count);
  yuvPixels.resize(3 * count);
  for(int y = 0; y < height; ++y)
  {
    const Vector3f rowStart = start + static_cast<float>(y) * stepY;
    for(int x = 0; x < width; ++x)
    {
      const bool testGoals = goalBoxes[0].contains(x, y) || goalBoxes[1].contains(x, y);
      const std::size_t pixel = static_cast<std::size_t>(y) * static_cast<std::size_t>(width) + static_cast<std::size_t>(x);
      const Surface surface = trace(origin, rowStart + static_cast<float>(x) * stepX, ballBox.contains(x, y), testGoals, view.ball, depth[pixel]);
      std::copy(colors[surface], colors[surface] + 3, yuvPixels.data() + 3 * pixel);
    }
  }
  if(view.solids)
    for(const PhysicsWorld::Solid& solid : *view.solids)
      if(solid.robot >= 0 && !(solid.robot == view.self && solid.head))
        drawSolid(solid, cameraInField, intrinsics, depth.data(), yuvPixels.data());
  std::uint8_t* out = pixels;
  for(std::size_t pixel = 0; pixel + 1 < count; pixel += 2)
  {
    const std::uint8_t* p0 = yuvPixels.data() + 3 * pixel;
    const std::uint8_t* p1 = p0 + 3;
    out[0] = p0[0];
    out[1] = static_cast<std::uint8_t>((p0[1] + p1[1] + 1) / 2);
    out[2] = p1[0];
    out[3] = static_cast<std::uint8_t>((p0[2] + p1[2] + 1) / 2);
    out += 4;
  }
}
