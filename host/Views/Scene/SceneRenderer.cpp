/**
 * @file Views/Scene/SceneRenderer.cpp
 * Projection, clipping, shading and depth sorting of the scene's items.
 */
#include "SceneRenderer.h"
#include "Field/FieldLayout.h"
#include <QPainter>
#include <QRadialGradient>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace
{
  /** Pixels around the picture within which items are kept as they are (beyond: clipped). */
  constexpr double guardMargin = 256.;
  /** Corners of a cylinder's cap (and sides). */
  constexpr int cylinderSegments = 16;
  /** Segments of the centre circle. */
  constexpr int circleSegments = 64;

  const QColor carpetColor(0x2e, 0x8b, 0x3e);
  const QColor lineColor(Qt::white);

  QColor toColor(const ColorRGBA& color)
  {
    return QColor(color.r, color.g, color.b, color.a);
  }

  QVector3D toVector(const Drawings3D::Point& p)
  {
    return {p.x, p.y, p.z};
  }

  /** A colour darkened by how little a surface of this normal faces the light (from above, a little from the side). */
  QColor shade(const QColor& color, const QVector3D& normal)
  {
    static const QVector3D light = QVector3D(0.35f, -0.45f, 1.f).normalized();
    const float length = normal.length();
    const float facing = length > 0.f && std::isfinite(length) ? std::abs(QVector3D::dotProduct(normal / length, light)) : 1.f;
    const float factor = 0.5f + 0.5f * facing;
    return QColor::fromRgbF(color.redF() * factor, color.greenF() * factor, color.blueF() * factor, color.alphaF());
  }

  /** The normal of a polygon (Newell's method; its length is twice the area). */
  QVector3D normalOf(const std::vector<QVector3D>& corners)
  {
    QVector3D normal;
    for(std::size_t i = 0; i < corners.size(); ++i)
    {
      const QVector3D& a = corners[i];
      const QVector3D& b = corners[(i + 1) % corners.size()];
      normal += QVector3D((a.y() - b.y()) * (a.z() + b.z()), (a.z() - b.z()) * (a.x() + b.x()), (a.x() - b.x()) * (a.y() + b.y()));
    }
    return normal;
  }

  /** Liang-Barsky: clips a segment to a rectangle; false if nothing is left. */
  bool clipLine(QPointF& a, QPointF& b, const QRectF& r)
  {
    double t0 = 0., t1 = 1.;
    const double dx = b.x() - a.x(), dy = b.y() - a.y();
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {a.x() - r.left(), r.right() - a.x(), a.y() - r.top(), r.bottom() - a.y()};
    for(int i = 0; i < 4; ++i)
    {
      if(p[i] == 0.)
      {
        if(q[i] < 0.)
          return false;
        continue;
      }
      const double t = q[i] / p[i];
      if(p[i] < 0.)
        t0 = std::max(t0, t);
      else
        t1 = std::min(t1, t);
      if(t0 > t1)
        return false;
    }
    const QPointF start = a;
    a = start + QPointF(dx, dy) * t0;
    b = start + QPointF(dx, dy) * t1;
    return true;
  }

  /** Sutherland-Hodgman: clips a polygon to a rectangle (in place, scratch is work space). */
  void clipPolygon(std::vector<QPointF>& polygon, std::vector<QPointF>& scratch, const QRectF& r)
  {
    // Each edge: inside test and the intersection with it.
    for(int edge = 0; edge < 4 && !polygon.empty(); ++edge)
    {
      const auto inside = [&](const QPointF& p) {
        switch(edge)
        {
          case 0: return p.x() >= r.left();
          case 1: return p.x() <= r.right();
          case 2: return p.y() >= r.top();
          default: return p.y() <= r.bottom();
        }
      };
      const auto cut = [&](const QPointF& p, const QPointF& q) {
        const double t = edge == 0 ? (r.left() - p.x()) / (q.x() - p.x())
                       : edge == 1 ? (r.right() - p.x()) / (q.x() - p.x())
                       : edge == 2 ? (r.top() - p.y()) / (q.y() - p.y())
                                   : (r.bottom() - p.y()) / (q.y() - p.y());
        return p + (q - p) * t;
      };
      scratch.clear();
      for(std::size_t i = 0; i < polygon.size(); ++i)
      {
        const QPointF& p = polygon[i];
        const QPointF& q = polygon[(i + 1) % polygon.size()];
        const bool pIn = inside(p), qIn = inside(q);
        if(pIn)
          scratch.push_back(p);
        if(pIn != qIn)
          scratch.push_back(cut(p, q));
      }
      polygon.swap(scratch);
    }
  }
}

void SceneRenderer::begin(const OrbitCamera& sceneCamera)
{
  camera = sceneCamera;
  const QSize size = camera.viewport();
  guard = QRectF(-guardMargin, -guardMargin, size.width() + 2. * guardMargin, size.height() + 2. * guardMargin);
  points.clear();
  floorItems.clear();
  sceneItems.clear();
}

void SceneRenderer::addItem(const Item& item, bool floor)
{
  (floor ? floorItems : sceneItems).push_back(item);
}

bool SceneRenderer::projectPolygon(const std::vector<QVector3D>& corners, unsigned& first, unsigned& count, float& depth)
{
  // The near plane: z = -near in the camera frame; in front is z <= -near.
  const float nearZ = -camera.nearPlane();
  clipped.clear();
  for(std::size_t i = 0; i < corners.size(); ++i)
  {
    const QVector3D& p = corners[i];
    const QVector3D& q = corners[(i + 1) % corners.size()];
    if(!OrbitCamera::finite(p) || !OrbitCamera::finite(q))
      return false;
    const bool pIn = p.z() <= nearZ, qIn = q.z() <= nearZ;
    if(pIn)
      clipped.push_back(p);
    if(pIn != qIn)
    {
      // Exactly on the plane (rounding would put points of huge polygons behind it).
      QVector3D cut = p + (q - p) * ((nearZ - p.z()) / (q.z() - p.z()));
      cut.setZ(nearZ);
      clipped.push_back(cut);
    }
  }
  if(clipped.size() < 3)
    return false;
  projected.clear();
  double sum = 0.;
  for(const QVector3D& p : clipped)
  {
    const std::optional<OrbitCamera::Projected> point = camera.projectCamera(p);
    if(!point)
      return false;
    projected.push_back(point->point);
    sum += point->depth;
  }
  clipPolygon(projected, scratch, guard);
  if(projected.size() < 3)
    return false;
  first = static_cast<unsigned>(points.size());
  count = static_cast<unsigned>(projected.size());
  points.insert(points.end(), projected.begin(), projected.end());
  depth = static_cast<float>(sum / static_cast<double>(clipped.size()));
  return true;
}

void SceneRenderer::addPolygon(const std::vector<QVector3D>& corners, const QColor& color, bool floor)
{
  if(corners.size() < 3)
    return;
  cameraCorners.clear();
  for(const QVector3D& corner : corners)
    cameraCorners.push_back(camera.toCamera(corner));
  Item item;
  item.kind = Item::polygon;
  item.color = floor ? color : shade(color, normalOf(corners));
  if(projectPolygon(cameraCorners, item.first, item.count, item.depth))
    addItem(item, floor);
}

void SceneRenderer::addLine(const QVector3D& from, const QVector3D& to, float width, const QColor& color, bool floor)
{
  QVector3D a = camera.toCamera(from), b = camera.toCamera(to);
  if(!camera.clipToNearPlane(a, b))
    return;
  const std::optional<OrbitCamera::Projected> pa = camera.projectCamera(a), pb = camera.projectCamera(b);
  if(!pa || !pb)
    return;
  QPointF p = pa->point, q = pb->point;
  if(!clipLine(p, q, guard))
    return;
  Item item;
  item.kind = Item::line;
  item.size = std::isfinite(width) ? std::clamp(width, 1.f, maxPixels) : 1.f;
  item.color = color;
  item.depth = (pa->depth + pb->depth) / 2.f;
  item.first = static_cast<unsigned>(points.size());
  item.count = 2;
  points.push_back(p);
  points.push_back(q);
  addItem(item, floor);
}

void SceneRenderer::addDot(const QVector3D& position, float size, const QColor& color)
{
  const std::optional<OrbitCamera::Projected> p = camera.project(position);
  if(!p || !guard.contains(p->point))
    return;
  Item item;
  item.kind = Item::dot;
  item.size = std::isfinite(size) ? std::clamp(size, 1.f, maxPixels) : 1.f;
  item.color = color;
  item.depth = p->depth;
  item.first = static_cast<unsigned>(points.size());
  item.count = 1;
  points.push_back(p->point);
  addItem(item, false);
}

void SceneRenderer::addSphere(const QVector3D& center, float radius, const QColor& color)
{
  const std::optional<OrbitCamera::Projected> p = camera.project(center);
  if(!p || !std::isfinite(radius) || radius <= 0.f || p->depth <= radius)
    return; // behind the camera, or the eye is inside the sphere
  const float pixels = radius * camera.pixelsPerUnit(p->depth);
  // Larger than the picture many times over, or entirely outside it: not drawn.
  if(!std::isfinite(pixels) || pixels > 8.f * static_cast<float>(guard.width() + guard.height()) ||
     !guard.adjusted(-pixels, -pixels, pixels, pixels).contains(p->point))
    return;
  Item item;
  item.kind = Item::disc;
  item.size = std::max(pixels, 0.5f);
  item.color = color;
  item.depth = p->depth;
  item.first = static_cast<unsigned>(points.size());
  item.count = 1;
  points.push_back(p->point);
  addItem(item, false);
}

void SceneRenderer::addCylinder(const QMatrix4x4& pose, float radius, float height, const QColor& color)
{
  if(!std::isfinite(radius) || !std::isfinite(height) || radius <= 0.f)
    return;
  const QVector3D eye = camera.eye();
  std::vector<QVector3D> bottom(cylinderSegments), top(cylinderSegments);
  for(int i = 0; i < cylinderSegments; ++i)
  {
    const float angle = 2.f * std::numbers::pi_v<float> * static_cast<float>(i) / cylinderSegments;
    const float x = radius * std::cos(angle), y = radius * std::sin(angle);
    bottom[static_cast<std::size_t>(i)] = pose.map(QVector3D(x, y, -height / 2.f));
    top[static_cast<std::size_t>(i)] = pose.map(QVector3D(x, y, height / 2.f));
  }
  const QVector3D center = pose.map(QVector3D());
  // A closed solid: faces turned away from the eye are hidden by the others.
  const auto visible = [&](const std::vector<QVector3D>& face) {
    QVector3D middle;
    for(const QVector3D& corner : face)
      middle += corner;
    middle /= static_cast<float>(face.size());
    QVector3D normal = normalOf(face);
    if(QVector3D::dotProduct(normal, middle - center) < 0.f)
      normal = -normal;
    return QVector3D::dotProduct(normal, eye - middle) > 0.f;
  };
  std::vector<QVector3D> face(4);
  for(int i = 0; i < cylinderSegments; ++i)
  {
    const std::size_t j = static_cast<std::size_t>(i), k = static_cast<std::size_t>((i + 1) % cylinderSegments);
    face = {bottom[j], bottom[k], top[k], top[j]};
    if(visible(face))
      addPolygon(face, color);
  }
  for(const std::vector<QVector3D>* cap : {&bottom, &top})
    if(visible(*cap))
      addPolygon(*cap, color);
}

void SceneRenderer::addField(const FieldLayout& field)
{
  const QRectF carpet = field.carpet();
  addPolygon({QVector3D(static_cast<float>(carpet.left()), static_cast<float>(carpet.top()), 0.f),
              QVector3D(static_cast<float>(carpet.right()), static_cast<float>(carpet.top()), 0.f),
              QVector3D(static_cast<float>(carpet.right()), static_cast<float>(carpet.bottom()), 0.f),
              QVector3D(static_cast<float>(carpet.left()), static_cast<float>(carpet.bottom()), 0.f)},
             carpetColor, true);
  const float half = static_cast<float>(field.lineWidth) / 2.f;
  // A line on the ground as a flat strip (square caps: it covers the corners where lines meet).
  const auto strip = [&](const QPointF& from, const QPointF& to, float halfWidth, const QColor& color, bool caps) {
    const QVector3D a(static_cast<float>(from.x()), static_cast<float>(from.y()), 0.f);
    const QVector3D b(static_cast<float>(to.x()), static_cast<float>(to.y()), 0.f);
    QVector3D direction = b - a;
    if(direction.length() <= 0.f)
      return;
    direction.normalize();
    const QVector3D side(-direction.y() * halfWidth, direction.x() * halfWidth, 0.f);
    const QVector3D extend = caps ? direction * halfWidth : QVector3D();
    addPolygon({a - extend - side, b + extend - side, b + extend + side, a - extend + side}, color, true);
  };
  for(const FieldLayout::Line& line : field.fieldLines)
    strip(line.from, line.to, half, lineColor, true);
  const float radius = static_cast<float>(field.centerCircleRadius);
  for(int i = 0; i < circleSegments; ++i)
  {
    const float a0 = 2.f * std::numbers::pi_v<float> * static_cast<float>(i) / circleSegments;
    const float a1 = 2.f * std::numbers::pi_v<float> * static_cast<float>(i + 1) / circleSegments;
    const float inner = radius - half, outer = radius + half;
    addPolygon({QVector3D(inner * std::cos(a0), inner * std::sin(a0), 0.f), QVector3D(outer * std::cos(a0), outer * std::sin(a0), 0.f),
                QVector3D(outer * std::cos(a1), outer * std::sin(a1), 0.f), QVector3D(inner * std::cos(a1), inner * std::sin(a1), 0.f)},
               lineColor, true);
  }
  const double mark = field.penaltyMarkSize / 2.;
  for(const double x : {-field.xPenaltyMark, 0., field.xPenaltyMark})
  {
    strip(QPointF(x - mark, 0.), QPointF(x + mark, 0.), half, lineColor, false);
    strip(QPointF(x, -mark), QPointF(x, mark), half, lineColor, false);
  }
  for(const FieldLayout::Line& frame : field.goalFrameLines)
    strip(frame.from, frame.to, static_cast<float>(field.goalPostRadius) / 3.f, QColor(200, 200, 200), false);
  // The goals: posts and crossbars.
  const auto height = field.values.find("goalHeight");
  const float goalHeight = height != field.values.end() && height->second > 0. && height->second < 10000. ? static_cast<float>(height->second) : 800.f;
  const float postRadius = static_cast<float>(field.goalPostRadius);
  for(const double x : {-field.xGoalPost, field.xGoalPost})
  {
    for(const double y : {-field.yGoalPost, field.yGoalPost})
    {
      QMatrix4x4 post;
      post.translate(static_cast<float>(x), static_cast<float>(y), goalHeight / 2.f);
      addCylinder(post, postRadius, goalHeight, Qt::white);
    }
    QMatrix4x4 bar;
    bar.translate(static_cast<float>(x), 0.f, goalHeight);
    bar.rotate(90.f, 1.f, 0.f, 0.f);
    addCylinder(bar, postRadius, static_cast<float>(2. * field.yGoalPost), Qt::white);
  }
}

void SceneRenderer::addDrawing(const std::vector<DebugDrawing3DShape>& shapes, const QMatrix4x4& frame)
{
  using namespace DrawingShapes3D;
  using Type = Drawings3D::ShapeType;
  // The transformations of the whole drawing (the last of each kind).
  QVector3D scale(1.f, 1.f, 1.f), rotation, translation;
  for(const DebugDrawing3DShape& shape : shapes)
    if(const auto* t = std::get_if<Transformation>(&shape.shape))
    {
      const QVector3D v(t->x, t->y, t->z);
      if(!OrbitCamera::finite(v))
        continue;
      if(shape.type == Type::scale)
        scale = v;
      else if(shape.type == Type::rotate)
        rotation = v;
      else if(shape.type == Type::translate)
        translation = v;
    }
  QMatrix4x4 m = frame;
  m.translate(translation);
  constexpr float degrees = 180.f / std::numbers::pi_v<float>;
  m.rotate(rotation.z() * degrees, 0.f, 0.f, 1.f);
  m.rotate(rotation.y() * degrees, 0.f, 1.f, 0.f);
  m.rotate(rotation.x() * degrees, 1.f, 0.f, 0.f);
  m.scale(scale);
  // Radii grow with the mean scale of the three axes.
  const float radiusScale = (m.mapVector({1.f, 0.f, 0.f}).length() + m.mapVector({0.f, 1.f, 0.f}).length() +
                             m.mapVector({0.f, 0.f, 1.f}).length()) / 3.f;
  const auto at = [&](const Point& p) { return m.map(toVector(p)); };

  for(const DebugDrawing3DShape& shape : shapes)
  {
    if(const auto* dot = std::get_if<Dot>(&shape.shape))
      addDot(at(dot->position), dot->size, toColor(dot->color));
    else if(const auto* line = std::get_if<Line>(&shape.shape))
      addLine(at(line->from), at(line->to), line->width, toColor(line->color));
    else if(const auto* cube = std::get_if<Cube>(&shape.shape))
    {
      static constexpr int edges[12][2] = {{0, 1}, {1, 2}, {2, 3}, {3, 0}, {4, 5}, {5, 6}, {6, 7}, {7, 4}, {0, 4}, {1, 5}, {2, 6}, {3, 7}};
      for(const auto& edge : edges)
        addLine(at(cube->corners[static_cast<std::size_t>(edge[0])]), at(cube->corners[static_cast<std::size_t>(edge[1])]), cube->width,
                toColor(cube->color));
    }
    else if(const auto* quad = std::get_if<Quad>(&shape.shape))
      addPolygon({at(quad->corners[0]), at(quad->corners[1]), at(quad->corners[2]), at(quad->corners[3])}, toColor(quad->color));
    else if(const auto* axes = std::get_if<Coordinates>(&shape.shape))
    {
      const QVector3D origin = m.map(QVector3D());
      const float l = axes->length;
      addLine(origin, m.map({l, 0.f, 0.f}), axes->width, Qt::red);
      addLine(origin, m.map({0.f, l, 0.f}), axes->width, QColor(0, 200, 0));
      addLine(origin, m.map({0.f, 0.f, l}), axes->width, Qt::blue);
    }
    else if(const auto* sphere = std::get_if<Sphere>(&shape.shape))
      addSphere(at(sphere->center), sphere->radius * radiusScale, toColor(sphere->color));
    else if(const auto* cylinder = std::get_if<Cylinder>(&shape.shape))
    {
      QMatrix4x4 pose = m;
      pose.translate(toVector(cylinder->center));
      pose.rotate(cylinder->rotation.z * degrees, 0.f, 0.f, 1.f);
      pose.rotate(cylinder->rotation.y * degrees, 0.f, 1.f, 0.f);
      pose.rotate(cylinder->rotation.x * degrees, 1.f, 0.f, 0.f);
      addCylinder(pose, cylinder->radius, cylinder->height, toColor(cylinder->color));
    }
  }
}

void SceneRenderer::paint(QPainter& painter)
{
  std::stable_sort(sceneItems.begin(), sceneItems.end(), [](const Item& a, const Item& b) { return a.depth > b.depth; });
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing);
  // Pens and brushes are set only when they change; consecutive lines of one pen go in one call.
  QColor penColor, brushColor;
  float penWidth = -1.f;
  bool noPen = false, solidBrush = false;
  const auto usePen = [&](const QColor& color, float width) {
    if(noPen || color != penColor || width != penWidth)
    {
      // Round caps join the segments of thicker lines (a stick figure's limbs); thin ones need none.
      painter.setPen(QPen(color, width, Qt::SolidLine, width > 2.5f ? Qt::RoundCap : Qt::FlatCap));
      penColor = color;
      penWidth = width;
      noPen = false;
    }
  };
  const auto useBrush = [&](const QColor& color) {
    if(!noPen)
    {
      painter.setPen(Qt::NoPen);
      noPen = true;
    }
    if(!solidBrush || color != brushColor)
    {
      painter.setBrush(color);
      brushColor = color;
      solidBrush = true;
    }
  };
  for(const std::vector<Item>* list : {&floorItems, &sceneItems})
    for(std::size_t i = 0; i < list->size(); ++i)
    {
      const Item& item = (*list)[i];
      const QPointF* p = points.data() + item.first;
      switch(item.kind)
      {
        case Item::polygon:
          useBrush(item.color);
          painter.drawPolygon(p, static_cast<int>(item.count));
          break;
        case Item::line:
        {
          usePen(item.color, item.size);
          lines.clear();
          lines.emplace_back(p[0], p[1]);
          for(; i + 1 < list->size(); ++i)
          {
            const Item& next = (*list)[i + 1];
            if(next.kind != Item::line || next.color != item.color || next.size != item.size)
              break;
            lines.emplace_back(points[next.first], points[next.first + 1]);
          }
          painter.drawLines(lines.data(), static_cast<int>(lines.size()));
          break;
        }
        case Item::dot:
          useBrush(item.color);
          painter.drawEllipse(p[0], item.size / 2., item.size / 2.);
          break;
        case Item::disc:
        {
          const double r = item.size;
          if(r < 5.)
          {
            // Too small to show its shading.
            useBrush(item.color);
            painter.drawEllipse(p[0], r, r);
            break;
          }
          // Lit from the upper left: a highlight, the colour, a darker rim.
          QRadialGradient gradient(p[0], r, p[0] + QPointF(-r / 3., -r / 3.));
          gradient.setColorAt(0., item.color.lighter(160));
          gradient.setColorAt(0.6, item.color);
          gradient.setColorAt(1., item.color.darker(170));
          useBrush(item.color);
          painter.setBrush(gradient);
          solidBrush = false;
          painter.drawEllipse(p[0], r, r);
          break;
        }
      }
    }
  painter.restore();
}
