/**
 * @file RobotDrawingsTest.cpp
 * What RobotState keeps of a robot's drawings and images (RobotDrawings): the messages of a
 * thread's frame, made as the robot's macros make them, fed to RobotState::handle(). Shapes count
 * only once their frame is complete and replace the thread's drawing of the same name; THREAD
 * moves a drawing to another thread; shapes of unknown drawings make the tables wanted; bad shapes
 * and images that do not match their payload are skipped with one warning per source.
 */
#include "Console/RobotState.h"
#include "Debugging/DebugDrawings.h"
#include "Debugging/DebugDrawings3D.h"
#include "Debugging/DebugLink.h"
#include "Network/FrameHeader.h"
#include "Streaming/OutStreams.h"
#include <gtest/gtest.h>
#include <cmath>
#include <limits>

namespace
{
  /** A RobotState that knows a robot with the threads Cognition (1) and Motion (2), and the texts it reports. */
  class RobotDrawingsTest : public testing::Test
  {
  protected:
    void SetUp() override
    {
      state.onText = [this](const std::string& text) { texts.push_back(text); };
      VersionInfo info;
      info.threads = {"Cognition", "Motion"};
      for(unsigned id = 0; id < numOfMessageIDs; ++id)
        info.messageIDs.push_back(MessageIDs::getName(static_cast<MessageID>(id)));
      OutBinaryMemory out;
      out << info;
      state.handle(0, LinkControl::versionInfo, std::string(out.data(), out.size()));
      ASSERT_TRUE(state.hasVersion());
      state.takeChanges();
    }

    void send(unsigned component, MessageID id, const std::string& payload = "") { state.handle(component, id, payload); }

    /** The table of a thread: types, then drawings (id, type id, name). */
    static std::string table(const std::vector<std::string>& types, const std::vector<std::pair<int, std::string>>& drawings)
    {
      OutBinaryMemory out;
      out << static_cast<int>(types.size());
      for(std::size_t i = 0; i < types.size(); ++i)
        out << static_cast<unsigned char>(i) << types[i];
      out << static_cast<int>(drawings.size());
      for(std::size_t i = 0; i < drawings.size(); ++i)
        out << static_cast<unsigned char>(i) << static_cast<unsigned char>(drawings[i].first) << drawings[i].second;
      return std::string(out.data(), out.size());
    }

    /** A shape message: type, drawing id, payload written by one of the macros' writers. */
    template<typename Type, typename... Parameters, typename... Arguments>
    static std::string shape(Type type, unsigned char drawing, void (*writer)(Out&, Parameters...), Arguments&&... arguments)
    {
      OutBinaryMemory out;
      out << static_cast<unsigned char>(type) << drawing;
      writer(out, std::forward<Arguments>(arguments)...);
      return std::string(out.data(), out.size());
    }

    static std::string circle(unsigned char drawing, int x, int y, int radius)
    {
      return shape(Drawings::ShapeType::circle, drawing, &Drawings::circle, x, y, radius, 1.f, Drawings::solidPen, ColorRGBA::red,
                   Drawings::solidBrush, ColorRGBA::red);
    }

    static std::string line(unsigned char drawing, float x1, float y1, float x2, float y2)
    {
      return shape(Drawings::ShapeType::line, drawing, &Drawings::line, x1, y1, x2, y2, 1.f, Drawings::solidPen, ColorRGBA::blue);
    }

    /** A debug image message: id, then the DebugImage. */
    static std::string image(const std::string& id, PixelTypes::PixelType type, unsigned width, unsigned height, std::size_t pixelBytes)
    {
      OutBinaryMemory out;
      out << id << static_cast<unsigned char>(type) << static_cast<unsigned short>(width) << static_cast<unsigned short>(height);
      const std::string pixels(pixelBytes, '\x40');
      out.write(pixels.data(), pixels.size());
      return std::string(out.data(), out.size());
    }

    std::size_t warnings(const std::string& part) const
    {
      return static_cast<std::size_t>(std::count_if(texts.begin(), texts.end(), [&](const std::string& text) {
        return text.starts_with("Warning: ") && text.find(part) != std::string::npos;
      }));
    }

    const RobotDrawings::Drawing2D* drawing(unsigned component, const std::string& name) const
    {
      const auto& drawings = state.drawings().drawings2D();
      const auto entry = drawings.find({component, name});
      return entry == drawings.end() ? nullptr : &entry->second;
    }

    RobotState state;
    std::vector<std::string> texts;
  };
}

TEST_F(RobotDrawingsTest, ShapesCountWhenTheirFrameIsCompleteAndReplaceTheThreadsDrawing)
{
  send(1, idDrawingManager, table({"drawingOnField", "drawingOnImage"}, {{0, "ball"}, {1, "lines"}}));
  send(1, idFrameBegin);
  send(1, idDebugDrawing, circle(0, 1000, 500, 100));
  send(1, idDebugDrawing, circle(0, 0, 0, 50));
  send(1, idDebugDrawing, line(1, 0, 0, 10, 10));
  // Not before the frame is complete.
  EXPECT_EQ(drawing(1, "ball"), nullptr);
  EXPECT_EQ(state.takeChanges() & RobotState::drawingsChanged, 0u);
  send(1, idFrameFinished);
  EXPECT_NE(state.takeChanges() & RobotState::drawingsChanged, 0u);
  const RobotDrawings::Drawing2D* ball = drawing(1, "ball");
  ASSERT_NE(ball, nullptr);
  EXPECT_EQ(ball->type, "drawingOnField");
  ASSERT_EQ(ball->shapes.size(), 2u);
  const auto& first = std::get<DrawingShapes::Circle>(ball->shapes[0].shape);
  EXPECT_EQ(first.x, 1000);
  EXPECT_EQ(first.y, 500);
  EXPECT_EQ(first.radius, 100);
  ASSERT_NE(drawing(1, "lines"), nullptr);
  EXPECT_EQ(drawing(1, "lines")->type, "drawingOnImage");
  const unsigned sequence = ball->sequence;

  // The next frame's ball replaces the last one; the lines it did not draw stay.
  send(1, idFrameBegin);
  send(1, idDebugDrawing, circle(0, -1, -2, 3));
  send(1, idFrameFinished);
  ball = drawing(1, "ball");
  ASSERT_EQ(ball->shapes.size(), 1u);
  EXPECT_EQ(std::get<DrawingShapes::Circle>(ball->shapes[0].shape).x, -1);
  EXPECT_GT(ball->sequence, sequence);
  EXPECT_NE(drawing(1, "lines"), nullptr);

  // A frame that was cut off (the next begins) does not count.
  send(1, idFrameBegin);
  send(1, idDebugDrawing, circle(0, 7, 7, 7));
  send(1, idFrameBegin);
  send(1, idFrameFinished);
  EXPECT_EQ(std::get<DrawingShapes::Circle>(drawing(1, "ball")->shapes[0].shape).x, -1);
  EXPECT_TRUE(texts.empty());
}

TEST_F(RobotDrawingsTest, ThreadMovesADrawingToAnotherThread)
{
  send(2, idDrawingManager, table({"drawingOnImage"}, {{0, "motionOnImage"}}));
  send(2, idFrameBegin);
  send(2, idDebugDrawing, shape(Drawings::ShapeType::thread, 0, &Drawings::thread, std::string_view("Cognition")));
  send(2, idDebugDrawing, circle(0, 1, 2, 3));
  send(2, idFrameFinished);
  EXPECT_EQ(drawing(2, "motionOnImage"), nullptr);
  ASSERT_NE(drawing(1, "motionOnImage"), nullptr);
  EXPECT_EQ(drawing(1, "motionOnImage")->shapes.size(), 1u);
}

TEST_F(RobotDrawingsTest, ShapesOfUnknownDrawingsAskForTheTables)
{
  send(1, idFrameBegin);
  send(1, idDebugDrawing, circle(3, 1, 2, 3));
  send(1, idFrameFinished);
  EXPECT_TRUE(state.drawings().drawings2D().empty());
  EXPECT_EQ(state.drawings().unknownShapes(), 1u);
  EXPECT_TRUE(state.takeDrawingTablesWanted());
  EXPECT_FALSE(state.takeDrawingTablesWanted());
  EXPECT_TRUE(texts.empty());
}

TEST_F(RobotDrawingsTest, BadShapesAreSkippedWithOneWarningPerSource)
{
  send(1, idDrawingManager, table({"drawingOnField"}, {{0, "bad"}, {0, "good"}}));
  const float nan = std::numeric_limits<float>::quiet_NaN();
  for(int frame = 0; frame < 3; ++frame)
  {
    send(1, idFrameBegin);
    send(1, idDebugDrawing, line(0, nan, 0, 10, 10));
    send(1, idDebugDrawing, line(0, 0, 0, std::numeric_limits<float>::infinity(), 10));
    send(1, idDebugDrawing, circle(0, 2147483647, 0, 10));
    send(1, idDebugDrawing, shape(Drawings::ShapeType::polygon, 0, &Drawings::polygon, 0, std::string_view(), 1.f, Drawings::solidPen,
                                  ColorRGBA::red, Drawings::solidBrush, ColorRGBA::red));
    // A pen style the robot cannot have sent: 7.
    std::string unknownPen = circle(0, 0, 0, 10);
    unknownPen[2 + 12 + 1] = 7;
    send(1, idDebugDrawing, unknownPen);
    send(1, idDebugDrawing, circle(1, 0, 0, 10));
    send(1, idFrameFinished);
  }
  // The good drawing is there; of the bad one nothing was drawable.
  ASSERT_NE(drawing(1, "good"), nullptr);
  EXPECT_EQ(drawing(1, "good")->shapes.size(), 1u);
  EXPECT_EQ(drawing(1, "bad"), nullptr);
  // One warning per source (drawing and kind of shape), not one per frame.
  EXPECT_EQ(warnings("Cognition: drawing bad: a line whose x1 is not a number is skipped"), 1u);
  EXPECT_EQ(warnings("a circle whose x 2147483647 is too large is skipped"), 1u);
  EXPECT_EQ(warnings("a polygon whose point list is empty is skipped"), 1u);
  EXPECT_EQ(warnings("pen style 7 is unknown"), 1u);
  EXPECT_EQ(texts.size(), 4u) << texts.back();
}

TEST_F(RobotDrawingsTest, DebugImagesAreKeptPerThreadAndNameAndCheckedAgainstTheirPayload)
{
  send(1, idFrameBegin);
  send(1, idDebugImage, image("gray", PixelTypes::Grayscale, 4, 3, 12));
  send(1, idDebugImage, image("short", PixelTypes::YUYV, 4, 3, 47));
  send(1, idDebugImage, image("long", PixelTypes::RGB, 2, 2, 17));
  send(1, idFrameFinished);
  EXPECT_NE(state.takeChanges() & RobotState::imagesChanged, 0u);
  const auto& images = state.drawings().images();
  ASSERT_EQ(images.size(), 1u);
  const RobotDrawings::Image& gray = images.at({1u, "gray"});
  EXPECT_EQ(gray.kind, RobotDrawings::Image::debugImage);
  EXPECT_EQ(gray.image.type, PixelTypes::Grayscale);
  EXPECT_EQ(gray.image.width, 4u);
  EXPECT_EQ(gray.image.height, 3u);
  EXPECT_EQ(gray.image.pixels()[11], 0x40);
  EXPECT_EQ(warnings("Cognition: image short: debug image: pixel data of 48 bytes exceeds the payload"), 1u);
  EXPECT_EQ(warnings("Cognition: image long: 1 bytes more than its 2x2 pixels"), 1u);
  // Again: no second warning.
  send(1, idFrameBegin);
  send(1, idDebugImage, image("short", PixelTypes::YUYV, 4, 3, 47));
  send(1, idFrameFinished);
  EXPECT_EQ(warnings("image short"), 1u);
}

TEST_F(RobotDrawingsTest, CameraAndJpegImagesAreFoundInTheirRepresentations)
{
  // width (pixel pairs), height, time stamp, then the YUYV pixels.
  OutBinaryMemory camera;
  camera << 2u << 3u << 123456u;
  const std::string pixels(2 * 3 * 4, '\x80');
  camera.write(pixels.data(), pixels.size());
  send(2, idFrameBegin);
  send(2, idCameraImage, std::string(camera.data(), camera.size()));
  // width, height, time stamp, size, then the JPEG's bytes.
  OutBinaryMemory jpeg;
  jpeg << 640u << 480u << 1u << 6u;
  jpeg.write("\xff\xd8\xff\xe0\x00\x10", 6);
  send(2, idJPEGImage, std::string(jpeg.data(), jpeg.size()));
  send(2, idFrameFinished);
  const auto& images = state.drawings().images();
  ASSERT_TRUE(images.contains({2u, "CameraImage"}));
  const RobotDrawings::Image& image = images.at({2u, "CameraImage"});
  EXPECT_EQ(image.kind, RobotDrawings::Image::cameraImage);
  EXPECT_EQ(image.image.type, PixelTypes::YUYV);
  EXPECT_EQ(image.image.width, 2u);
  EXPECT_EQ(image.image.height, 3u);
  ASSERT_TRUE(images.contains({2u, "JPEGImage"}));
  EXPECT_EQ(images.at({2u, "JPEGImage"}).jpeg, std::string("\xff\xd8\xff\xe0\x00\x10", 6));
  // The representations are still there for the data views.
  EXPECT_TRUE(state.representations().contains("CameraImage"));

  // The width given in pixels works too; a size that matches nothing is warned about once.
  DebugImage decoded;
  OutBinaryMemory inPixels;
  inPixels << 4u << 3u;
  inPixels.write(pixels.data(), pixels.size());
  EXPECT_EQ(RobotDrawings::decodeCameraImage(std::string(inPixels.data(), inPixels.size()), decoded), "");
  EXPECT_EQ(decoded.width, 2u);
  for(int i = 0; i < 2; ++i)
  {
    send(2, idFrameBegin);
    send(2, idCameraImage, std::string(camera.data(), camera.size() - 1));
    send(2, idJPEGImage, "no jpeg");
    send(2, idFrameFinished);
  }
  EXPECT_EQ(warnings("Motion: CameraImage: no width and height that match the 35 bytes of the message"), 1u);
  EXPECT_EQ(warnings("Motion: JPEGImage: no JPEG data in 7 bytes"), 1u);
}

TEST_F(RobotDrawingsTest, ThreeDimensionalDrawingsAreKeptLikeTwoDimensionalOnes)
{
  send(1, idDrawingManager3D, table({"field", "robot"}, {{0, "ball3D"}, {1, "skeleton"}}));
  send(1, idFrameBegin);
  send(1, idDebugDrawing3D, shape(Drawings3D::ShapeType::sphere, 0, &Drawings3D::sphere, Drawings3D::Point{0, 0, 250}, 75.f, ColorRGBA::blue));
  send(1, idDebugDrawing3D, shape(Drawings3D::ShapeType::line, 1, &Drawings3D::line, Drawings3D::Point{0, 0, 0},
                                  Drawings3D::Point{std::numeric_limits<float>::quiet_NaN(), 0, 0}, 2.f, ColorRGBA::red));
  send(1, idDebugDrawing3D, shape(Drawings3D::ShapeType::line, 1, &Drawings3D::line, Drawings3D::Point{0, 0, 0},
                                  Drawings3D::Point{100, 0, 0}, 2.f, ColorRGBA::red));
  send(1, idFrameFinished);
  const auto& drawings = state.drawings().drawings3D();
  ASSERT_TRUE(drawings.contains({1u, "ball3D"}));
  EXPECT_EQ(drawings.at({1u, "ball3D"}).type, "field");
  EXPECT_EQ(std::get<DrawingShapes3D::Sphere>(drawings.at({1u, "ball3D"}).shapes[0].shape).center.z, 250.f);
  ASSERT_TRUE(drawings.contains({1u, "skeleton"}));
  EXPECT_EQ(drawings.at({1u, "skeleton"}).type, "robot");
  EXPECT_EQ(drawings.at({1u, "skeleton"}).shapes.size(), 1u);
  EXPECT_EQ(warnings("Cognition: 3-D drawing skeleton: a line whose x is not a number is skipped"), 1u);
  // A new connection (version info) forgets everything.
  VersionInfo info;
  info.threads = {"Upper"};
  OutBinaryMemory out;
  out << info;
  state.handle(0, LinkControl::versionInfo, std::string(out.data(), out.size()));
  EXPECT_TRUE(state.drawings().drawings3D().empty());
}
