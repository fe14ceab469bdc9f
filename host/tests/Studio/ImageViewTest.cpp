/**
 * @file ImageViewTest.cpp
 * The image view. At pixel level with known images (a robot state fed by the test): a YUYV image
 * of known colours shows the expected RGB values and readout under the mouse; image drawings on
 * top (ddScale); gain; JPEG images decoded, a corrupt JPEG leaves the view working with one
 * warning; clicks run their command with $1 $2 $3; export with and without drawings. Against the
 * test robot: vi and vid open the view and switch the robot's requests, every pixel type it sends.
 */
#include "DrawingTestSupport.h"
#include "Drawings/DrawingViewStore.h"
#include "ColorSpace/ColorSpaceView.h"
#include "Image/ImageConverter.h"
#include "Image/ImageView.h"
#include "StudioTestSupport.h"
#include <QFile>
#include <QMouseEvent>
#include <QTemporaryDir>
#include <turbojpeg.h>
#include <cmath>
#include <gtest/gtest.h>

using namespace StudioTest;
using DrawingTest::FakeRobot;

namespace
{
  /** YUV of red, green, blue, white (BT.601, full range) and their RGB. */
  constexpr unsigned char stripeYUV[4][3] = {{76, 85, 255}, {150, 44, 21}, {29, 255, 107}, {255, 128, 128}};
  const QColor stripeRGB[4] = {QColor(254, 0, 0), QColor(0, 255, 1), QColor(0, 0, 254), QColor(255, 255, 255)};

  /** A YUYV image of 64 x 48 pixels (32 pairs): four vertical stripes of 16 pixels, red, green, blue, white. */
  std::string stripes()
  {
    std::string pixels;
    for(int y = 0; y < 48; ++y)
      for(int pair = 0; pair < 32; ++pair)
      {
        const unsigned char* yuv = stripeYUV[pair * 2 / 16];
        pixels += {static_cast<char>(yuv[0]), static_cast<char>(yuv[1]), static_cast<char>(yuv[0]), static_cast<char>(yuv[2])};
      }
    return pixels;
  }

  std::unique_ptr<ImageView> makeView(MainWindow& window, FakeRobot& fake, const std::string& image, const std::vector<std::string>& drawings = {},
                                      double ddScale = 1.)
  {
    auto store = std::make_shared<DrawingViewStore>("image");
    DrawingViewDefinition definition;
    definition.name = "test";
    definition.image = image;
    definition.ddScale = ddScale;
    for(const std::string& drawing : drawings)
      definition.drawings.push_back({"", drawing});
    store->set("Fake", definition);
    auto view = std::make_unique<ImageView>(window, &fake.robot, "Fake.image.test", store, definition);
    view->resize(640, 480);
    view->show();
    return view;
  }

  /** Whether a pixel is this colour, closer than StudioTest::near's default (images are exact up to JPEG). */
  bool closeTo(const QColor& pixel, const QColor& color, int tolerance = 6)
  {
    return StudioTest::near(pixel, color, tolerance);
  }

  /** The widget pixel at the centre of an image pixel. */
  QPoint at(const ImageView& view, double x, double y)
  {
    return view.toWidget({x + 0.5, y + 0.5}).toPoint();
  }

  /** A filled rectangle: top left corner, width, height. */
  std::string rectangle(unsigned char drawing, int x, int y, int width, int height, const ColorRGBA& color)
  {
    return FakeRobot::shape(Drawings::ShapeType::rectangle, drawing, &Drawings::rectangle, x, y, width, height, 0.f, 1.f, Drawings::solidPen,
                            color, Drawings::solidBrush, color);
  }

  /** A JPEG (4:2:2 or 4:2:0) of an RGB picture, by TurboJPEG. */
  std::string jpeg(const QImage& picture, int subsampling)
  {
    const QImage rgb = picture.convertToFormat(QImage::Format_RGB888);
    tjhandle handle = tjInitCompress();
    unsigned char* data = nullptr;
    unsigned long size = 0;
    const int result = tjCompress2(handle, rgb.constBits(), rgb.width(), static_cast<int>(rgb.bytesPerLine()), rgb.height(), TJPF_RGB, &data, &size,
                                   subsampling, 95, 0);
    std::string bytes = result == 0 ? std::string(reinterpret_cast<const char*>(data), size) : std::string();
    tjFree(data);
    tjDestroy(handle);
    return bytes;
  }

  /** The payload of a JPEGImage representation: a header (width, height, timestamp) and the JPEG. */
  std::string jpegPayload(const std::string& jpeg)
  {
    OutBinaryMemory out;
    out << 640u << 480u << 1234u << static_cast<unsigned>(jpeg.size());
    out.write(jpeg.data(), jpeg.size());
    return std::string(out.data(), out.size());
  }
}

TEST(ImageView, AYuyvImageOfKnownColoursShowsTheirRgbAndTheReadoutUnderTheMouse)
{
  MainWindow window;
  FakeRobot fake;
  std::unique_ptr<ImageView> view = makeView(window, fake, "stripes");
  fake.frame(1, {{idDebugImage, FakeRobot::image("stripes", PixelTypes::YUYV, 32, 48, stripes())}});
  view->robotChanged(RobotState::imagesChanged);
  const QImage image = view->grab().toImage();
  // 64 x 48 pixels fit 640 x 480 at 10 widget pixels per image pixel.
  EXPECT_EQ(view->picture().size(), QSize(64, 48));
  EXPECT_EQ(view->toWidget({8., 24.}), QPointF(80., 240.));
  for(int stripe = 0; stripe < 4; ++stripe)
  {
    const QColor shown = image.pixelColor(at(*view, 16 * stripe + 8, 24));
    EXPECT_TRUE(closeTo(shown, stripeRGB[stripe])) << stripe << ": " << shown.name().toStdString();
  }
  EXPECT_EQ(view->imageThread(), "Cognition");
  // The readout under the mouse: the image's own YUV, RGB, HSI and gray.
  QMouseEvent move(QEvent::MouseMove, QPointF(at(*view, 5, 10)), view->mapToGlobal(QPointF(at(*view, 5, 10))), Qt::NoButton, Qt::NoButton,
                   Qt::NoModifier);
  QApplication::sendEvent(view.get(), &move);
  EXPECT_EQ(view->readout(), "(5, 10) Y 76 U 85 V 255 | R 254 G 0 B 0 | H 0 S 255 I 84 | gray 76");
  EXPECT_TRUE(view->readoutAt({40, 0}).startsWith("(40, 0) Y 29 U 255 V 107 | R 0 G 0 B 254")) << view->readoutAt({40, 0}).toStdString();
  EXPECT_EQ(view->readoutAt({64, 0}), "") << "outside the image";
  // The readout line is painted at the bottom.
  const QImage withReadout = view->grab().toImage();
  EXPECT_FALSE(closeTo(withReadout.pixelColor(at(*view, 0, 47) + QPoint(-4, 4)), stripeRGB[0]));
}

TEST(ImageView, ImageDrawingsOnTopScaledByDdScaleAndTheGain)
{
  MainWindow window;
  FakeRobot fake;
  fake.table(1, false, {"drawingOnImage", "drawingOnField"}, {{0, "box"}, {1, "field"}});
  std::unique_ptr<ImageView> view = makeView(window, fake, "stripes", {"box", "field"}, 2.);
  // A filled magenta box from (4, 4) to (8, 8) in drawing units: at ddScale 2, pixels 8 to 16.
  fake.frame(1, {{idDebugImage, FakeRobot::image("stripes", PixelTypes::YUYV, 32, 48, stripes())},
                 {idDebugDrawing, rectangle(0, 4, 4, 4, 4, ColorRGBA::magenta)},
                 {idDebugDrawing, rectangle(1, 30, 30, 10, 10, ColorRGBA::black)}});
  view->robotChanged(RobotState::imagesChanged | RobotState::drawingsChanged);
  QImage image = view->grab().toImage();
  EXPECT_TRUE(closeTo(image.pixelColor(at(*view, 12, 12)), Qt::magenta, 40));
  EXPECT_TRUE(closeTo(image.pixelColor(at(*view, 6, 6)), stripeRGB[0])) << "not at the drawing's own coordinates";
  EXPECT_TRUE(closeTo(image.pixelColor(at(*view, 35 * 1., 35 * 1.)), stripeRGB[2])) << "field drawings are not shown";

  // Gain 0.5 darkens: white becomes 128.
  DrawingViewDefinition definition = view->definition();
  definition.gain = 0.5;
  view->setDefinition(definition);
  image = view->grab().toImage();
  EXPECT_TRUE(closeTo(image.pixelColor(at(*view, 56, 40)), QColor(128, 128, 128))) << image.pixelColor(at(*view, 56, 40)).name().toStdString();
}

TEST(ImageView, JpegImagesAreDecodedAndACorruptOneLeavesTheViewWorking)
{
  MainWindow window;
  FakeRobot fake;
  std::unique_ptr<ImageView> view = makeView(window, fake, "JPEGImage");
  QImage picture(64, 48, QImage::Format_RGB32);
  picture.fill(QColor(0, 0, 255));
  for(int y = 0; y < 48; ++y)
    for(int x = 0; x < 32; ++x)
      picture.setPixelColor(x, y, QColor(255, 255, 0));
  const std::string good = jpeg(picture, TJSAMP_422);
  ASSERT_FALSE(good.empty());
  fake.frame(1, {{idJPEGImage, jpegPayload(good)}});
  view->robotChanged(RobotState::imagesChanged);
  QImage image = view->grab().toImage();
  EXPECT_TRUE(closeTo(image.pixelColor(at(*view, 10, 20)), QColor(255, 255, 0), 20)) << image.pixelColor(at(*view, 10, 20)).name().toStdString();
  EXPECT_TRUE(closeTo(image.pixelColor(at(*view, 50, 20)), QColor(0, 0, 255), 20));
  // 4:2:2 JPEGs (the cameras') keep their YUV: the readout has the JPEG's own values.
  EXPECT_TRUE(view->readoutAt({10, 20}).contains(" Y 2")) << view->readoutAt({10, 20}).toStdString();
  EXPECT_TRUE(view->problem().isEmpty());

  // A cut-off JPEG: one warning, the last picture stays, the view goes on.
  const std::string cut = good.substr(0, good.size() / 2);
  fake.frame(1, {{idJPEGImage, jpegPayload(cut)}});
  view->robotChanged(RobotState::imagesChanged);
  image = view->grab().toImage();
  EXPECT_TRUE(view->problem().contains("corrupt JPEG")) << view->problem().toStdString();
  EXPECT_TRUE(closeTo(image.pixelColor(at(*view, 50, 24)), QColor(0, 0, 255), 20));
  fake.frame(1, {{idJPEGImage, jpegPayload(std::string("\xff\xd8\xff garbage", 11))}});
  view->grab();
  EXPECT_EQ(window.console().text().count("corrupt JPEG"), 1) << window.console().text().toStdString();
  // A 4:2:0 JPEG of another picture shows again.
  picture.fill(QColor(0, 255, 0));
  fake.frame(1, {{idJPEGImage, jpegPayload(jpeg(picture, TJSAMP_420))}});
  image = view->grab().toImage();
  EXPECT_TRUE(view->problem().isEmpty()) << view->problem().toStdString();
  EXPECT_TRUE(closeTo(image.pixelColor(at(*view, 10, 20)), QColor(0, 255, 0), 20)) << image.pixelColor(at(*view, 10, 20)).name().toStdString();
}

TEST(ImageView, ClicksRunTheirCommandAndExportWritesTheImageWithOrWithoutDrawings)
{
  MainWindow window;
  FakeRobot fake;
  fake.table(1, false, {"drawingOnImage"}, {{0, "box"}});
  std::unique_ptr<ImageView> view = makeView(window, fake, "stripes", {"box"});
  fake.frame(1, {{idDebugImage, FakeRobot::image("stripes", PixelTypes::YUYV, 32, 48, stripes())},
                 {idDebugDrawing, rectangle(0, 2, 2, 3, 3, ColorRGBA::black)}});
  DrawingViewDefinition definition = view->definition();
  definition.clicks.push_back({false, false, false, "echo plain $1 $2 $3"});
  definition.clicks.push_back({true, false, true, "echo alt shift $1\\necho second"});
  view->setDefinition(definition);
  view->grab();
  EXPECT_EQ(view->clickCommand(at(*view, 20, 30), Qt::NoModifier), "echo plain 20 30 cognition");
  EXPECT_EQ(view->clickCommand(at(*view, 20, 30), Qt::AltModifier | Qt::ShiftModifier), "echo alt shift 20\\necho second");
  EXPECT_EQ(view->clickCommand(at(*view, 20, 30), Qt::ControlModifier), "");
  QTest::mouseClick(view.get(), Qt::LeftButton, Qt::AltModifier | Qt::ShiftModifier, at(*view, 7, 9));
  EXPECT_TRUE(eventually([&] { return printed(window, "\nalt shift 7") && printed(window, "\nsecond"); })) << window.console().text().toStdString();
  // A drag pans and runs nothing.
  QTest::mousePress(view.get(), Qt::LeftButton, {}, QPoint(100, 100));
  QTest::mouseMove(view.get(), QPoint(160, 100));
  QTest::mouseRelease(view.get(), Qt::LeftButton, {}, QPoint(160, 100));
  EXPECT_NEAR(view->toWidget({0., 0.}).x(), 60., 1e-6);
  QTest::qWait(100);
  EXPECT_FALSE(printed(window, "\nplain"));

  QTemporaryDir directory;
  QString error;
  ASSERT_TRUE(view->exportTo(directory.filePath("with.png"), true, error)) << error.toStdString();
  ASSERT_TRUE(view->exportTo(directory.filePath("without.png"), false, error)) << error.toStdString();
  const QImage with(directory.filePath("with.png")), without(directory.filePath("without.png"));
  EXPECT_EQ(with.size(), QSize(64, 48));
  EXPECT_TRUE(closeTo(with.pixelColor(3, 3), Qt::black, 40)) << with.pixelColor(3, 3).name().toStdString();
  EXPECT_TRUE(closeTo(without.pixelColor(3, 3), stripeRGB[0]));
  EXPECT_FALSE(view->exportTo(directory.filePath("x.jpg"), true, error));
  EXPECT_EQ(error, "the file name must end with .png");
}

TEST(ImageView, ViAndVidShowTheTestRobotsImagesOfEveryPixelTypeAndSwitchItsRequests)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  window.command("sc " + QString::fromStdString(robot.address));
  ASSERT_TRUE(eventually([&] { return printed(window, "connected to TestRobot"); }));
  RobotConnection* connection = window.robot("TestRobot");
  ASSERT_NE(connection, nullptr);
  window.command("vi ?");
  EXPECT_TRUE(eventually([&] { return printed(window, "\ntest:yuyv") && printed(window, "\ntest:colored"); }))
    << window.console().text().toStdString();
  window.command("vi test:yuyv yuyv");
  ASSERT_TRUE(eventually([&] { return window.findView("TestRobot.image.yuyv") != nullptr; }));
  auto* view = qobject_cast<ImageView*>(window.findView("TestRobot.image.yuyv"));
  ASSERT_NE(view, nullptr);
  EXPECT_TRUE(eventually([&] { return connection->isRequested("debug images:test:yuyv", 0); }));
  EXPECT_TRUE(eventually([&] { return closeTo(view->grab().toImage().pixelColor(at(*view, 40, 20)), stripeRGB[2]); }));
  // The image drawing: a magenta border and a black cross at (16, 24).
  window.command("vid ?");
  EXPECT_TRUE(eventually([&] { return printed(window, "\ntest:image"); }));
  window.command("vid yuyv test:image");
  EXPECT_TRUE(eventually([&] { return connection->isRequested("debug drawing:test:image", 0); }));
  EXPECT_TRUE(eventually([&] { return closeTo(view->grab().toImage().pixelColor(at(*view, 16, 24)), Qt::black, 60); }));
  window.command("vid yuyv test:image off");
  EXPECT_TRUE(eventually([&] { return !connection->isRequested("debug drawing:test:image", 0); }));

  // Every pixel type of the test robot: the colour of the left stripe / first column.
  const std::vector<std::pair<std::string, QColor>> types = {
    {"test:rgb", QColor(255, 0, 0)}, {"test:gray", QColor(8, 8, 8)}, {"test:colored", ImageConverter::colorOfClass(PixelTypes::none)}};
  for(const auto& [image, color] : types)
  {
    window.command("vi " + QString::fromStdString(image) + " typed");
    EXPECT_TRUE(eventually([&] {
      auto* typed = qobject_cast<ImageView*>(window.findView("TestRobot.image.typed"));
      return typed && typed->definition().image == image && closeTo(typed->grab().toImage().pixelColor(at(*typed, 2, 2)), color, 20);
    })) << image;
  }
  EXPECT_TRUE(eventually([&] { return !connection->isRequested("debug images:test:rgb", 0); })) << "the view shows another image now";
  window.command("for Cognition vi test:edges edges gain 2");
  EXPECT_TRUE(eventually([&] { return connection->isRequested("debug images:test:edges", 1); }));
  EXPECT_TRUE(eventually([&] {
    auto* edges = qobject_cast<ImageView*>(window.findView("TestRobot.image.edges"));
    return edges && (edges->grab(), !edges->picture().isNull()) && edges->imageThread() == "Cognition" && edges->definition().gain == 2.;
  }));
  window.command("vi nothing.here");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: a view's name is not ?, all or off and has no '.'"); }));
  window.command("vio yuyv export " + QDir::temp().filePath("touchline-image-test.png"));
  EXPECT_TRUE(eventually([&] { return printed(window, "wrote "); }));
  QFile::remove(QDir::temp().filePath("touchline-image-test.png"));
}

TEST(ColorSpaceView, TheImagesPixelsAsPointsInEachModelAndChannel)
{
  // The stripes in YUV: red at U 85, V 255, Y 76 (less 127.5 each).
  const QImage picture = [] {
    ImageConverter converter;
    DebugImage image;
    const std::string pixels = stripes();
    image.assign(PixelTypes::YUYV, 32, 48, reinterpret_cast<const unsigned char*>(pixels.data()));
    return converter.toQImage(image);
  }();
  DebugImage image;
  const std::string pixels = stripes();
  image.assign(PixelTypes::YUYV, 32, 48, reinterpret_cast<const unsigned char*>(pixels.data()));
  std::vector<ColorSpaceView::Point> points;
  ColorSpaceView::makePoints(image, picture, ColorSpaceView::yuv, -1, points);
  ASSERT_EQ(points.size(), 64u * 48u);
  EXPECT_FLOAT_EQ(points[0].x, 85.f - 127.5f);
  EXPECT_FLOAT_EQ(points[0].y, 255.f - 127.5f);
  EXPECT_FLOAT_EQ(points[0].z, 76.f - 127.5f);
  EXPECT_EQ(points[0].color, picture.pixel(0, 0));
  ColorSpaceView::makePoints(image, picture, ColorSpaceView::rgb, -1, points);
  EXPECT_FLOAT_EQ(points[16].y, 255.f - 127.5f) << "green's G";
  // HSI: blue has hue 2/3 of the circle, full saturation: on the cylinder's wall at 240 degrees.
  ColorSpaceView::makePoints(image, picture, ColorSpaceView::hsi, -1, points);
  EXPECT_NEAR(std::atan2(points[40].y, points[40].x), -2. * M_PI / 3., 0.05);
  EXPECT_NEAR(std::hypot(points[40].x, points[40].y), 127.5, 1.);
  // A channel: the pixel's place in the image, raised by the channel's value (V of red: 255).
  ColorSpaceView::makePoints(image, picture, ColorSpaceView::yuv, 2, points);
  EXPECT_FLOAT_EQ(points[0].x, -127.5f);
  EXPECT_FLOAT_EQ(points[0].z, 255.f - 127.5f);

  QString view;
  ColorSpaceView::Model model = ColorSpaceView::yuv;
  int channel = 0;
  EXPECT_TRUE(ColorSpaceView::parse("upper.HSI.S", view, model, channel));
  EXPECT_EQ(view, "upper");
  EXPECT_EQ(model, ColorSpaceView::hsi);
  EXPECT_EQ(channel, 1);
  EXPECT_FALSE(ColorSpaceView::parse("upper.HSI.Y", view, model, channel));
  EXPECT_EQ(ColorSpaceView::instances("upper").size(), 12);
}

TEST(ColorSpaceView, OpensBelowAnImageViewAndDrawsItsPixels)
{
  MainWindow window;
  FakeRobot fake;
  std::unique_ptr<ImageView> imageView = makeView(window, fake, "stripes");
  auto store = std::make_shared<DrawingViewStore>("image");
  store->set("Fake", imageView->definition());
  ColorSpaceView view(window, &fake.robot, "Fake.image.test.RGB.all", store, "test", ColorSpaceView::rgb, -1);
  view.resize(400, 400);
  view.show();
  fake.frame(1, {{idDebugImage, FakeRobot::image("stripes", PixelTypes::YUYV, 32, 48, stripes())}});
  view.robotChanged(RobotState::imagesChanged);
  const QImage grabbed = view.grab().toImage();
  EXPECT_EQ(view.points().size(), 64u * 48u);
  // The four colours appear where their corners of the RGB cube are.
  for(int stripe = 0; stripe < 4; ++stripe)
  {
    const ColorSpaceView::Point& point = view.points()[16 * stripe];
    const auto projected = view.camera().project({point.x, point.y, point.z});
    ASSERT_TRUE(projected.has_value());
    const QPoint pixel(static_cast<int>(projected->point.x()), static_cast<int>(projected->point.y())); // as drawPoints() rounds
    EXPECT_TRUE(closeTo(grabbed.pixelColor(pixel), stripeRGB[stripe], 12)) << stripe << ": " << grabbed.pixelColor(pixel).name().toStdString();
  }
  // Rotating moves them; a double-click turns back.
  const float yaw = view.camera().yaw();
  QTest::mousePress(&view, Qt::LeftButton, {}, QPoint(100, 100));
  QTest::mouseMove(&view, QPoint(150, 100));
  QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(150, 100));
  EXPECT_NE(view.camera().yaw(), yaw);
  QTest::mouseDClick(&view, Qt::LeftButton, {}, QPoint(100, 100));
  EXPECT_FLOAT_EQ(view.camera().yaw(), yaw);
}
