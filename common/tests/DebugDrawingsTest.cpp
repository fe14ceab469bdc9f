// 2-D and 3-D debug drawings: what the macros write (byte by byte), when they write nothing,
// the drawing tables, polling, and the host-side decoding.
#include "DebuggingTestSupport.h"
#include "Debugging/DebugDrawing3DReader.h"
#include "Debugging/DebugDrawingReader.h"
#include "Debugging/DebugDrawings.h"
#include "Debugging/DebugDrawings3D.h"
#include "Math/Pose2f.h"
#include <cmath>
#include <limits>
#include <stdexcept>

using TestSupport::hex;

namespace
{
  /** The header of a shape message and the fixed payload of a circle. */
  std::string circleBytes(char drawingId, int x, int y, int radius, signed char penWidth, signed char penStyle,
                          const ColorRGBA& pen, signed char brushStyle, const ColorRGBA& brush)
  {
    Bytes b;
    b << static_cast<char>(Drawings::ShapeType::circle) << drawingId << x << y << radius << penWidth << penStyle;
    b.rgba(pen.r, pen.g, pen.b, pen.a) << brushStyle;
    b.rgba(brush.r, brush.g, brush.b, brush.a);
    return b.data;
  }

  template<typename S> const S& shapeOf(const std::string& payload)
  {
    static DebugDrawingShape shape;
    const std::string error = DebugDrawingReader::decode(payload.data(), payload.size(), shape);
    EXPECT_EQ(error, "");
    EXPECT_TRUE(std::holds_alternative<S>(shape.shape)) << "shape type " << static_cast<int>(shape.type);
    static const S empty{};
    return std::holds_alternative<S>(shape.shape) ? std::get<S>(shape.shape) : empty;
  }

  std::string decodeError(const std::string& payload)
  {
    DebugDrawingShape shape;
    return DebugDrawingReader::decode(payload.data(), payload.size(), shape);
  }
}

using DebugDrawings = DebuggingTest;

TEST_F(DebugDrawings, NothingIsWrittenOrEvaluatedWhenNotRequested)
{
  int evaluated = 0;
  DECLARE_DEBUG_DRAWING("test", "drawingOnField");
  CIRCLE("test", ++evaluated, 0, 100, 1, Drawings::solidPen, ColorRGBA::red, Drawings::noBrush, ColorRGBA::red);
  LINE("test", ++evaluated, 0, 1, 1, 1, Drawings::solidPen, ColorRGBA::red);
  DRAWTEXT("test", 0, 0, 10, ColorRGBA::black, "x" << ++evaluated);
  COMPLEX_DRAWING("test") ++evaluated;
  DEBUG_DRAWING("other", "drawingOnImage") ++evaluated;
  EXPECT_EQ(evaluated, 0);
  EXPECT_TRUE(queue.empty());
  EXPECT_EQ(debugging.drawings().size(), 0u) << "nothing is declared while nothing may be requested";

  // Another request enabled: the drawing is declared, but still not drawn.
  request("debug drawing:other");
  DECLARE_DEBUG_DRAWING("test", "drawingOnField");
  CIRCLE("test", ++evaluated, 0, 100, 1, Drawings::solidPen, ColorRGBA::red, Drawings::noBrush, ColorRGBA::red);
  COMPLEX_DRAWING("test") ++evaluated;
  EXPECT_EQ(evaluated, 0);
  EXPECT_TRUE(queue.empty());
  EXPECT_EQ(debugging.drawings().size(), 1u);
}

TEST_F(DebugDrawings, CircleIsWrittenByteByByteAfterTheTable)
{
  request("debug drawing:test");
  DECLARE_DEBUG_DRAWING("test", "drawingOnField");
  CIRCLE("test", 0, 0, 1000, 10, Drawings::solidPen, ColorRGBA::blue, Drawings::solidBrush, ColorRGBA(0, 0, 255, 128));
  CIRCLE("test", -1.9f, 2.9, 3u, 1, Drawings::dashedPen, ColorRGBA(1, 2, 3, 4), Drawings::noBrush, ColorRGBA(5, 6, 7, 8));
  const auto messages = take();
  ASSERT_EQ(messages.size(), 3u);
  // The table comes first (the host accepts shapes only of drawings it knows).
  EXPECT_EQ(messages[0].first, idDrawingManager);
  Bytes table;
  table << 1 << '\0';
  table.string("drawingOnField") << 1 << '\0' << '\0';
  table.string("test");
  EXPECT_EQ(hex(messages[0].second), hex(table.data));

  EXPECT_EQ(messages[1].first, idDebugDrawing);
  EXPECT_EQ(hex(messages[1].second), hex(circleBytes(0, 0, 0, 1000, 10, 1, ColorRGBA::blue, 1, ColorRGBA(0, 0, 255, 128))));
  EXPECT_EQ(hex(messages[1].second).substr(0, 6), "02 00 ") << "shape type 2 (circle), drawing 0";
  // Floating-point coordinates are truncated like B-Human's static_cast<int>.
  EXPECT_EQ(hex(messages[2].second), hex(circleBytes(0, -1, 2, 3, 1, 2, ColorRGBA(1, 2, 3, 4), 0, ColorRGBA(5, 6, 7, 8))));
}

TEST_F(DebugDrawings, TableAssignsIdsInOrderOfFirstDeclaration)
{
  request("poll"); // declarations are seen while polling
  DECLARE_DEBUG_DRAWING("a", "drawingOnImage");
  DECLARE_DEBUG_DRAWING("b", "drawingOnField");
  DECLARE_DEBUG_DRAWING("c", "drawingOnImage");
  DECLARE_DEBUG_DRAWING("a", "drawingOnField"); // the first type stays
  take();
  ASSERT_TRUE(debugging.drawings().sendTable());
  const auto tables = take(idDrawingManager);
  ASSERT_EQ(tables.size(), 1u);
  Bytes expected;
  expected << 2 << '\0';
  expected.string("drawingOnImage") << '\1';
  expected.string("drawingOnField") << 3;
  expected << '\0' << '\0';
  expected.string("a") << '\1' << '\1';
  expected.string("b") << '\2' << '\0';
  expected.string("c");
  EXPECT_EQ(hex(tables[0]), hex(expected.data));

  DrawingTable decoded;
  ASSERT_EQ(DebugDrawingReader::decodeTable(tables[0].data(), tables[0].size(), decoded), "");
  ASSERT_EQ(decoded.drawings.size(), 3u);
  EXPECT_EQ(decoded.drawings[1].name, "b");
  EXPECT_EQ(decoded.typeName(decoded.drawings[1].type), "drawingOnField");
  EXPECT_EQ(decoded.findDrawing(2)->name, "c");
}

TEST_F(DebugDrawings, ShapeIdsFollowTheTable)
{
  request("debug drawing:second");
  request("debug drawing:first");
  DECLARE_DEBUG_DRAWING("first", "drawingOnField");
  DECLARE_DEBUG_DRAWING("second", "drawingOnImage");
  DOT("second", 1, 2, ColorRGBA::red, ColorRGBA::green);
  DOT("first", 3, 4, ColorRGBA::red, ColorRGBA::green);
  const auto messages = take();
  // A table after each new requested drawing, then the shapes.
  ASSERT_EQ(messages.size(), 4u);
  EXPECT_EQ(messages[0].first, idDrawingManager);
  EXPECT_EQ(messages[1].first, idDrawingManager);
  EXPECT_EQ(hex(messages[2].second.substr(0, 2)), "03 01");
  EXPECT_EQ(hex(messages[3].second.substr(0, 2)), "03 00");
  // Nothing new: no more tables.
  DOT("first", 3, 4, ColorRGBA::red, ColorRGBA::green);
  debugging.endFrame();
  EXPECT_TRUE(take(idDrawingManager).empty());
}

TEST_F(DebugDrawings, UndeclaredDrawingsAreNotSent)
{
  request("debug drawing:undeclared");
  int evaluated = 0;
  LINE("undeclared", ++evaluated, 0, 1, 1, 1, Drawings::solidPen, ColorRGBA::red);
  COMPLEX_DRAWING("undeclared") ++evaluated;
  EXPECT_EQ(evaluated, 0);
  EXPECT_TRUE(queue.empty());
}

TEST_F(DebugDrawings, ComplexAndDebugDrawingRunOnlyWhenRequested)
{
  request("debug drawing:on");
  int executed = 0;
  DEBUG_DRAWING("on", "drawingOnField") ++executed;
  DEBUG_DRAWING("off", "drawingOnField") executed += 10;
  COMPLEX_DRAWING("on") ++executed;
  COMPLEX_DRAWING("off") executed += 10;
  EXPECT_EQ(executed, 2);
}

TEST_F(DebugDrawings, EveryShapeDecodesToWhatWasDrawn)
{
  request("debug drawing:all");
  DECLARE_DEBUG_DRAWING("all", "drawingOnImage");
  take();
  const ColorRGBA pen(10, 20, 30, 40), brush(50, 60, 70, 80);

  ARC("all", 1, 2, 3, 0.5f, 1.5f, 4, Drawings::dottedPen, pen, Drawings::solidBrush, brush);
  const auto& arc = shapeOf<DrawingShapes::Arc>(take(idDebugDrawing).at(0));
  EXPECT_EQ(arc.x + arc.y + arc.radius, 6);
  EXPECT_EQ(arc.startAngle, 0.5f);
  EXPECT_EQ(arc.spanAngle, 1.5f);
  EXPECT_EQ(arc.pen.width, 4.f);
  EXPECT_EQ(arc.pen.style, Drawings::dottedPen);
  EXPECT_EQ(arc.pen.color, pen);
  EXPECT_EQ(arc.brush.color, brush);

  ELLIPSE("all", Vector2f(10.f, 20.f), 30, 40, 0.25f, 2, Drawings::solidPen, pen, Drawings::noBrush, brush);
  const auto& ellipse = shapeOf<DrawingShapes::Ellipse>(take(idDebugDrawing).at(0));
  EXPECT_EQ(ellipse.x, 10);
  EXPECT_EQ(ellipse.radiusY, 40);
  EXPECT_EQ(ellipse.rotation, 0.25f);
  EXPECT_EQ(ellipse.brush.style, Drawings::noBrush);

  FILLED_RECTANGLE("all", 100, 50, 10, 20, 1, Drawings::solidPen, pen, Drawings::solidBrush, brush);
  const auto& filled = shapeOf<DrawingShapes::Rectangle>(take(idDebugDrawing).at(0));
  EXPECT_EQ(filled.x, 10);
  EXPECT_EQ(filled.y, 20);
  EXPECT_EQ(filled.width, 90);
  EXPECT_EQ(filled.height, 30);
  EXPECT_EQ(filled.rotation, 0.f);

  RECTANGLE2("all", Vector2i(5, 6), 70, 80, 1.f, 1, Drawings::solidPen, pen, Drawings::solidBrush, brush);
  const auto& rotated = shapeOf<DrawingShapes::Rectangle>(take(idDebugDrawing).at(0));
  EXPECT_EQ(rotated.x, 5);
  EXPECT_EQ(rotated.width, 70);
  EXPECT_EQ(rotated.rotation, 1.f);

  [[maybe_unused]] const Vector2f points[] = {{1.f, 2.f}, {-3.f, 4.5f}, {5.f, -6.f}};
  POLYGON("all", 3, points, 2, Drawings::solidPen, pen, Drawings::solidBrush, brush);
  const std::string polygonPayload = take(idDebugDrawing).at(0);
  Bytes polygonBytes;
  polygonBytes << static_cast<char>(Drawings::ShapeType::polygon) << '\0' << 3;
  polygonBytes.string(" 1 2 -3 4 5 -6") << static_cast<signed char>(2) << static_cast<signed char>(1);
  polygonBytes.rgba(10, 20, 30, 40) << static_cast<signed char>(1);
  polygonBytes.rgba(50, 60, 70, 80);
  EXPECT_EQ(hex(polygonPayload), hex(polygonBytes.data));
  const auto& polygon = shapeOf<DrawingShapes::Polygon>(polygonPayload);
  ASSERT_EQ(polygon.points.size(), 3u);
  EXPECT_EQ(polygon.points[1], Vector2i(-3, 4));

  MID_DOT("all", 7, 8, pen, brush);
  LARGE_DOT("all", 7, 8, pen, brush);
  const auto dots = take(idDebugDrawing);
  EXPECT_EQ(static_cast<int>(dots.at(0)[0]), static_cast<int>(Drawings::ShapeType::dotMedium));
  EXPECT_EQ(static_cast<int>(dots.at(1)[0]), static_cast<int>(Drawings::ShapeType::dotLarge));
  EXPECT_EQ(shapeOf<DrawingShapes::Dot>(dots[1]).brush, brush);

  ARROW("all", 1.5f, 2.5f, 3.5f, 4.5f, 0.5f, Drawings::dashedPen, pen);
  const std::string arrowPayload = take(idDebugDrawing).at(0);
  Bytes arrowBytes;
  arrowBytes << static_cast<char>(Drawings::ShapeType::arrow) << '\0' << 1.5f << 2.5f << 3.5f << 4.5f << 0.5f
             << static_cast<signed char>(2);
  arrowBytes.rgba(10, 20, 30, 40);
  EXPECT_EQ(hex(arrowPayload), hex(arrowBytes.data));
  EXPECT_EQ(shapeOf<DrawingShapes::Line>(arrowPayload).pen.width, 0.5f);

  DRAWTEXT("all", 11, 12, 13, pen, "speed " << 42 << " mm/s");
  const std::string textPayload = take(idDebugDrawing).at(0);
  Bytes textBytes;
  textBytes << static_cast<char>(Drawings::ShapeType::text) << '\0' << 11 << 12 << static_cast<short>(13);
  textBytes.rgba(10, 20, 30, 40).string("speed 42 mm/s");
  EXPECT_EQ(hex(textPayload), hex(textBytes.data));

  TIP("all", 1, 2, 3, "tip " << 4);
  EXPECT_EQ(shapeOf<DrawingShapes::Tip>(take(idDebugDrawing).at(0)).text, "tip 4");

  ORIGIN("all", 100, 200, 0.5f);
  const std::string originPayload = take(idDebugDrawing).at(0);
  EXPECT_EQ(hex(originPayload), hex((Bytes() << static_cast<char>(Drawings::ShapeType::origin) << '\0' << 100 << 200 << 0.5f).data));

  THREAD("all", "Upper");
  EXPECT_EQ(shapeOf<DrawingShapes::Thread>(take(idDebugDrawing).at(0)).name, "Upper");
}

TEST_F(DebugDrawings, RobotAndSpotAreWrittenAsTheHostDecodesThem)
{
  request("debug drawing:sim");
  DECLARE_DEBUG_DRAWING("sim", "drawingOnField");
  take();
  const ColorRGBA body(10, 20, 30, 40), dir(50, 60, 70, 80), head(90, 100, 110, 120);
  ROBOT("sim", Pose2f(0.5f, 1000.f, -200.f), Vector2f(300.f, 0.f), Vector2f(0.f, 250.f), 0.75f, body, dir, head);
  const std::string robotPayload = take(idDebugDrawing).at(0);
  Bytes robotBytes;
  robotBytes << static_cast<char>(Drawings::ShapeType::robot) << '\0' << 0.5f << 1000.f << -200.f << 300.f << 0.f << 0.f << 250.f << 0.75f;
  robotBytes.rgba(10, 20, 30, 40).rgba(50, 60, 70, 80).rgba(90, 100, 110, 120);
  EXPECT_EQ(hex(robotPayload), hex(robotBytes.data));
  const auto& robot = shapeOf<DrawingShapes::Robot>(robotPayload);
  EXPECT_EQ(robot.x, 1000.f);
  EXPECT_EQ(robot.headDirY, 250.f);
  EXPECT_EQ(robot.colors[1], dir);

  const std::string name = "robot1";
  SPOT("sim", 850.5f, -350, 1150, -50, "mv " << name << " $1 $2");
  const std::string spotPayload = take(idDebugDrawing).at(0);
  Bytes spotBytes;
  spotBytes << static_cast<char>(Drawings::ShapeType::spot) << '\0' << 850 << -350 << 1150 << -50;
  spotBytes.string("mv robot1 $1 $2");
  EXPECT_EQ(hex(spotPayload), hex(spotBytes.data));
  EXPECT_EQ(shapeOf<DrawingShapes::Spot>(spotPayload).command, "mv robot1 $1 $2");
}

TEST_F(DebugDrawings, CompositeShapesAreLines)
{
  request("debug drawing:c");
  DECLARE_DEBUG_DRAWING("c", "drawingOnField");
  take();
  RECTANGLE("c", 0, 0, 10, 20, 1, Drawings::solidPen, ColorRGBA::red);
  QUADRANGLE("c", 0, 0, 1, 0, 1, 1, 0, 1, 1, Drawings::solidPen, ColorRGBA::red);
  CROSS("c", 100, 100, 10, 1, Drawings::solidPen, ColorRGBA::red);
  const auto shapes = take(idDebugDrawing);
  ASSERT_EQ(shapes.size(), 10u);
  for(const std::string& shape : shapes)
    EXPECT_EQ(static_cast<int>(shape[0]), static_cast<int>(Drawings::ShapeType::line));
  const auto& rectangleSide = shapeOf<DrawingShapes::Line>(shapes[1]);
  EXPECT_EQ(rectangleSide.x1, 0.f);
  EXPECT_EQ(rectangleSide.y1, 20.f);
  EXPECT_EQ(rectangleSide.x2, 10.f);
  const auto& crossLine = shapeOf<DrawingShapes::Line>(shapes[8]);
  EXPECT_EQ(crossLine.x1, 110.f);
  EXPECT_EQ(crossLine.y2, 90.f);
}

TEST_F(DebugDrawings, ArgumentThatThrowsLeavesNoHalfMessage)
{
  request("debug drawing:t");
  DECLARE_DEBUG_DRAWING("t", "drawingOnField");
  take();
  [[maybe_unused]] auto fail = []() -> int { throw std::runtime_error("no value"); };
  EXPECT_THROW(CIRCLE("t", 0, fail(), 1, 1, Drawings::solidPen, ColorRGBA::red, Drawings::noBrush, ColorRGBA::red),
               std::runtime_error);
  EXPECT_THROW(DRAWTEXT("t", 0, 0, 10, ColorRGBA::red, "x" << fail()), std::runtime_error);
  DOT("t", 1, 2, ColorRGBA::red, ColorRGBA::green);
  const auto messages = take();
  ASSERT_EQ(messages.size(), 1u);
  EXPECT_EQ(messages[0].second.size(), 2u + 16u);
  EXPECT_EQ(shapeOf<DrawingShapes::Dot>(messages[0].second).y, 2);
}

TEST_F(DebugDrawings, CoordinatesAreClampedAndNaNBecomesZero)
{
  EXPECT_EQ(Drawings::i32(std::numeric_limits<float>::quiet_NaN()), 0);
  EXPECT_EQ(Drawings::i32(1e20f), std::numeric_limits<int>::max());
  EXPECT_EQ(Drawings::i32(-1e20), std::numeric_limits<int>::min());
  EXPECT_EQ(Drawings::i32(-2.7f), -2);
  EXPECT_EQ(Drawings::i32(7u), 7);
}

TEST_F(DebugDrawings, PollingReportsDrawingNames)
{
  request("poll");
  int evaluated = 0;
  DECLARE_DEBUG_DRAWING("field", "drawingOnField");
  DEBUG_DRAWING("image", "drawingOnImage") ++evaluated;
  DECLARE_DEBUG_DRAWING3D("scene", "field");
  CIRCLE("field", ++evaluated, 0, 1, 1, Drawings::solidPen, ColorRGBA::red, Drawings::noBrush, ColorRGBA::red);
  EXPECT_EQ(evaluated, 0);
  EXPECT_EQ(responses(), (std::vector<std::string>{" \"debug drawing:field\" false", " \"debug drawing:image\" false",
                                                   " \"debug drawing 3d:scene\" false"}));
}

TEST_F(DebugDrawings, OneShotRequestsSendTheTablesOnce)
{
  request("poll");
  DECLARE_DEBUG_DRAWING("a", "drawingOnField");
  DECLARE_DEBUG_DRAWING3D("b", "robot");
  for(int i = 0; i < DebugRequestTable::pollFrames; ++i)
    table.frameDone(); // polling ends
  take();
  request("automated requests:DrawingManager");
  request("automated requests:DrawingManager3D");
  debugging.endFrame();
  auto messages = take();
  ASSERT_EQ(messages.size(), 2u);
  EXPECT_EQ(messages[0].first, idDrawingManager);
  EXPECT_EQ(messages[1].first, idDrawingManager3D);
  Bytes table3D;
  table3D << 1 << '\0';
  table3D.string("robot") << 1 << '\0' << '\0';
  table3D.string("b");
  EXPECT_EQ(hex(messages[1].second), hex(table3D.data));
  debugging.endFrame();
  EXPECT_TRUE(take().empty()) << "the one-shot requests are disabled after the answer";
}

TEST_F(DebugDrawings, TableIsSentAtFrameEndWhenDrawingsWereDeclaredWhileDrawingsAreRequested)
{
  request("debug drawing:a");
  DECLARE_DEBUG_DRAWING("a", "drawingOnField");
  take();
  DECLARE_DEBUG_DRAWING("b", "drawingOnField"); // not requested itself
  debugging.endFrame();
  const auto tables = take(idDrawingManager);
  ASSERT_EQ(tables.size(), 1u);
  DrawingTable decoded;
  ASSERT_EQ(DebugDrawingReader::decodeTable(tables[0].data(), tables[0].size(), decoded), "");
  EXPECT_EQ(decoded.drawings.size(), 2u);
  debugging.endFrame();
  EXPECT_TRUE(take().empty());
}

TEST_F(DebugDrawings, Shapes3DAreWrittenAndDecoded)
{
  request("debug drawing 3d:scene");
  int evaluated = 0;
  SPHERE3D("scene", ++evaluated, 0, 0, 1, ColorRGBA::red); // not declared yet
  EXPECT_EQ(evaluated, 0);
  DECLARE_DEBUG_DRAWING3D("scene", "field");
  SPHERE3D("scene", 0, 0, 250, 75, ColorRGBA::blue);
  auto messages = take();
  ASSERT_EQ(messages.size(), 2u);
  EXPECT_EQ(messages[0].first, idDrawingManager3D);
  EXPECT_EQ(messages[1].first, idDebugDrawing3D);
  Bytes sphere;
  sphere << static_cast<char>(Drawings3D::ShapeType::sphere) << '\0' << 0.f << 0.f << 250.f << 75.f;
  sphere.rgba(0, 0, 255, 255);
  EXPECT_EQ(hex(messages[1].second), hex(sphere.data));

  LINE3D("scene", 1, 2, 3, 4, 5, 6, 2, ColorRGBA::red);
  DOT3D("scene", 1, 2, 3, 4, ColorRGBA::red);
  QUAD3D("scene", Vector3f(0, 0, 0), Vector3f(1, 0, 0), Vector3f(1, 1, 0), Vector3f(0, 1, 0), ColorRGBA::green);
  CUBE3D("scene", Vector3f(0, 0, 0), Vector3f(1, 0, 0), Vector3f(1, 1, 0), Vector3f(0, 1, 0), Vector3f(0, 0, 1),
         Vector3f(1, 0, 1), Vector3f(1, 1, 1), Vector3f(0, 1, 1), 3, ColorRGBA::blue);
  CYLINDER3D("scene", 1, 2, 3, 0.1f, 0.2f, 0.3f, 50, 100, ColorRGBA::yellow);
  COORDINATES3D("scene", 100, 2);
  SCALE3D("scene", 2, 2, 2);
  ROTATE3D("scene", 0, 0, 1.5f);
  TRANSLATE3D("scene", 10, 20, 30);
  const auto shapes = take(idDebugDrawing3D);
  ASSERT_EQ(shapes.size(), 9u);
  const Drawings3D::ShapeType types[] = {Drawings3D::ShapeType::line, Drawings3D::ShapeType::dot, Drawings3D::ShapeType::quad,
                                         Drawings3D::ShapeType::cube, Drawings3D::ShapeType::cylinder,
                                         Drawings3D::ShapeType::coordinates, Drawings3D::ShapeType::scale,
                                         Drawings3D::ShapeType::rotate, Drawings3D::ShapeType::translate};
  for(std::size_t i = 0; i < shapes.size(); ++i)
  {
    DebugDrawing3DShape shape;
    EXPECT_EQ(DebugDrawing3DReader::decode(shapes[i].data(), shapes[i].size(), shape), "") << i;
    EXPECT_EQ(shape.type, types[i]) << i;
  }
  DebugDrawing3DShape cube;
  ASSERT_EQ(DebugDrawing3DReader::decode(shapes[3].data(), shapes[3].size(), cube), "");
  EXPECT_EQ(shapes[3].size(), 2u + 8 * 12 + 4 + 4);
  EXPECT_EQ(std::get<DrawingShapes3D::Cube>(cube.shape).corners[6].z, 1.f);
  DebugDrawing3DShape cylinder;
  ASSERT_EQ(DebugDrawing3DReader::decode(shapes[4].data(), shapes[4].size(), cylinder), "");
  EXPECT_EQ(std::get<DrawingShapes3D::Cylinder>(cylinder.shape).rotation.y, 0.2f);
  EXPECT_EQ(std::get<DrawingShapes3D::Cylinder>(cylinder.shape).height, 100.f);
}

TEST(DebugDrawingReader, MalformedPayloadsNameTheField)
{
  EXPECT_EQ(decodeError(""), "debug drawing: 0 bytes are too short for the shape type and drawing id");
  EXPECT_EQ(decodeError(std::string("\x30\x00", 2)), "debug drawing: shape type 48 is unknown");
  Bytes circle;
  circle << static_cast<char>(Drawings::ShapeType::circle) << '\0' << 1 << 2;
  EXPECT_EQ(decodeError(circle.data), "circle: payload ends in radius");
  Bytes polygon;
  polygon << static_cast<char>(Drawings::ShapeType::polygon) << '\0' << 70000;
  polygon.string(" 1 2");
  EXPECT_EQ(decodeError(polygon.data), "polygon: point count 70000 exceeds the payload");
  Bytes negative;
  negative << static_cast<char>(Drawings::ShapeType::polygon) << '\0' << -1;
  EXPECT_EQ(decodeError(negative.data), "polygon: point count -1 is negative");
  Bytes badText;
  badText << static_cast<char>(Drawings::ShapeType::polygon) << '\0' << 2;
  badText.string(" 1 2 x 4") << '\0' << '\0' << 0 << '\0' << 0;
  EXPECT_EQ(decodeError(badText.data), "polygon: point 1 is not a pair of numbers");
  Bytes longText;
  longText << static_cast<char>(Drawings::ShapeType::tip) << '\0' << 1 << 2 << 3 << 1000000u << 'a';
  EXPECT_EQ(decodeError(longText.data), "tip: text length 1000000 exceeds the payload");
  Bytes grid;
  grid << static_cast<char>(Drawings::ShapeType::gridRGBA) << '\0' << 0 << 0 << 10 << 100000 << 100000;
  EXPECT_EQ(decodeError(grid.data), "gridRGBA: cells of 40000000000 bytes exceeds the payload");
  Bytes style;
  style << static_cast<char>(Drawings::ShapeType::line) << '\0' << 0.f << 0.f << 1.f << 1.f << 1.f << '\x09';
  style.rgba(0, 0, 0, 0);
  EXPECT_EQ(decodeError(style.data), "line: pen style 9 is unknown");
  Bytes extra;
  extra << static_cast<char>(Drawings::ShapeType::origin) << '\0' << 1 << 2 << 0.f << 'x';
  EXPECT_EQ(decodeError(extra.data), "origin: 1 bytes left after the end");

  DrawingTable table;
  Bytes types;
  types << 70000;
  EXPECT_EQ(DebugDrawingReader::decodeTable(types.data.data(), types.data.size(), table), "drawing manager: type count 70000 exceeds the payload");
  Bytes unknownType;
  unknownType << 1 << '\0';
  unknownType.string("drawingOnField") << 1 << '\0' << '\5';
  unknownType.string("x");
  EXPECT_EQ(DebugDrawingReader::decodeTable(unknownType.data.data(), unknownType.data.size(), table),
            "drawing manager: drawing x has the unknown type id 5");
  Bytes truncated;
  truncated << 1 << '\0' << 20u;
  EXPECT_EQ(DebugDrawingReader::decodeTable(truncated.data.data(), truncated.data.size(), table),
            "drawing manager: type name length 20 exceeds the payload");

  DebugDrawing3DShape shape3D;
  const std::string sphere = std::string("\x08\x00", 2) + "abc";
  EXPECT_EQ(DebugDrawing3DReader::decode(sphere.data(), sphere.size(), shape3D), "sphere 3d: payload ends in center");
  const std::string ellipsoid("\x09\x00", 2);
  EXPECT_EQ(DebugDrawing3DReader::decode(ellipsoid.data(), ellipsoid.size(), shape3D), "ellipsoid 3d: shape type not supported");
}

TEST(DebugDrawingReader, DecodesShapesTheRobotDoesNotDraw)
{
  Bytes robot;
  robot << static_cast<char>(Drawings::ShapeType::robot) << '\4' << 1.f << 2.f << 3.f << 4.f << 5.f << 6.f << 7.f << 0.5f;
  robot.rgba(1, 1, 1, 1).rgba(2, 2, 2, 2).rgba(3, 3, 3, 3);
  EXPECT_EQ(shapeOf<DrawingShapes::Robot>(robot.data).colors[2], ColorRGBA(3, 3, 3, 3));
  Bytes spot;
  spot << static_cast<char>(Drawings::ShapeType::spot) << '\0' << 1 << 2 << 3 << 4;
  spot.string("mv 0 0 300");
  EXPECT_EQ(shapeOf<DrawingShapes::Spot>(spot.data).command, "mv 0 0 300");
  Bytes mono;
  mono << static_cast<char>(Drawings::ShapeType::gridMono) << '\0' << 0 << 0 << 10 << 2 << 1;
  mono.rgba(9, 9, 9, 9) << '\x01' << '\x02';
  const auto& grid = shapeOf<DrawingShapes::Grid>(mono.data);
  EXPECT_EQ(grid.cells, (std::vector<unsigned char>{1, 2}));
  EXPECT_EQ(grid.cellHeight, 10);
  EXPECT_EQ(grid.base, ColorRGBA(9, 9, 9, 9));
}
