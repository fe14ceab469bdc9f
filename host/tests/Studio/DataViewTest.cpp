/**
 * @file DataViewTest.cpp
 * The data view against the test robot: vd opens it, the tree shows the module parameters of
 * TestCounterProvider, an edit sent with Set is read back with get, Unchanged restores the
 * robot's value, Auto-set sends every edit, the request is on only while the view is visible,
 * test:shape shows strings, bools, enums, angles in degrees indexed by an enum, vectors of
 * records and fixed arrays and takes edits of them; the real robot's JointRequest; values that do
 * not read as their type are named in the view (DataValue, a robot state fed by hand).
 */
#include "StudioTestSupport.h"
#include "Data/DataValue.h"
#include "Data/DataView.h"
#include "Network/FrameHeader.h"
#include "Studio/SceneTree.h"
#include "Streaming/OutStreams.h"
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QPushButton>
#include <QTreeWidget>
#include <gtest/gtest.h>
#include <filesystem>

using namespace StudioTest;

namespace
{
  /** Whether the console view has this line (not only as a part of another one). */
  int lines(MainWindow& window, const QString& line)
  {
    return static_cast<int>(window.console().text().split('\n').count(line));
  }

  /** Connects the window to the robot and opens a data view with vd; nullptr if that does not work. */
  DataView* openDataView(MainWindow& window, const std::string& address, const QString& vd, const QString& path)
  {
    window.command("sc " + QString::fromStdString(address));
    if(!eventually([&] { return printed(window, "connected to "); }))
      return nullptr;
    window.command(vd);
    if(!eventually([&] { return window.findView(path) != nullptr; }))
      return nullptr;
    return qobject_cast<DataView*>(window.findView(path));
  }

  QString value(DataView* view, const QString& path)
  {
    QTreeWidgetItem* row = view->item(path);
    return row ? row->text(1) : QString("(no row " + path + ")");
  }

  /** Types into the editor of a row's value and presses Enter, as a user does. */
  void type(DataView* view, const QString& path, const QString& text)
  {
    QTreeWidgetItem* row = view->item(path);
    ASSERT_NE(row, nullptr) << path.toStdString();
    view->tree()->setCurrentItem(row, 1);
    view->tree()->editItem(row, 1);
    QWidget* editor = view->tree()->itemWidget(row, 1);
    ASSERT_NE(editor, nullptr) << path.toStdString();
    QTest::keyClick(editor, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    // The view closes the editor when the events are handled.
    EXPECT_TRUE(eventually([&] { return view->tree()->itemWidget(row, 1) == nullptr; })) << path.toStdString();
  }

  QPushButton* button(DataView* view, const QString& text)
  {
    for(QPushButton* candidate : view->findChildren<QPushButton*>())
      if(candidate->text() == text)
        return candidate;
    return nullptr;
  }

  /** The pixels of the grabbed tree that mark edited values (their yellow background). */
  int editedPixels(DataView* view)
  {
    view->tree()->clearSelection(); // a selected row has the colour of selections
    const QImage image = view->tree()->viewport()->grab().toImage();
    int n = 0;
    for(int y = 0; y < image.height(); ++y)
      for(int x = 0; x < image.width(); ++x)
      {
        const QColor pixel = image.pixelColor(x, y);
        if(pixel.red() > pixel.blue() + 30 && pixel.green() > pixel.blue() + 30)
          ++n;
      }
    return n;
  }

  /** The dark (text) pixels of the grabbed tree. */
  int textPixels(DataView* view)
  {
    return count(view->tree()->viewport()->grab().toImage(), QColor(0, 0, 0), 150);
  }
}

TEST(DataView, ShowsModuleParametersAndSetsAnEditedValue)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds compile MODIFY out";
#endif
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  DataView* view = openDataView(window, robot.address, "vd module:TestCounterProvider", "TestRobot.data.Cognition.module:TestCounterProvider");
  ASSERT_NE(view, nullptr) << window.console().text().toStdString();
  // The scene tree lists it too.
  EXPECT_TRUE(eventually([&] { return window.sceneTree().item("TestRobot.data.Cognition.module:TestCounterProvider") != nullptr; }));
  ASSERT_TRUE(eventually([&] { return value(view, "step") == "1" && value(view, "gain") == "0.5"; }))
    << value(view, "gain").toStdString() << " " << view->problem().toStdString();
  EXPECT_EQ(view->item("gain")->text(2), "float");
  EXPECT_EQ(view->item("step")->text(2), "int");
  EXPECT_GT(textPixels(view), 50);

  // An edit is kept while the robot sends its own value, which shows in the column "robot".
  RobotConnection* connection = window.robot("TestRobot");
  ASSERT_NE(connection, nullptr);
  const auto sequence = [&] {
    return connection->read([](const RobotState& state) { return state.debugData().at("module:TestCounterProvider").sequence; });
  };
  type(view, "gain", "0.75");
  EXPECT_EQ(value(view, "gain"), "0.75");
  const unsigned edited = sequence();
  ASSERT_TRUE(eventually([&] { return sequence() > edited + 10; })); // the robot's values arrive meanwhile
  EXPECT_EQ(value(view, "gain"), "0.75");
  EXPECT_FALSE(view->tree()->isColumnHidden(3));
  EXPECT_EQ(view->item("gain")->text(3), "0.5");
  EXPECT_TRUE(view->item("gain")->font(1).bold());
  EXPECT_GT(editedPixels(view), 200); // on yellow
  EXPECT_EQ(view->valueText(), "step = 1; gain = 0.75;");

  // Set sends it as a console command (echoed), get reads it back from the robot.
  QTest::mouseClick(button(view, "Set"), Qt::LeftButton);
  EXPECT_TRUE(eventually([&] { return lines(window, "> set module:TestCounterProvider step = 1; gain = 0.75;") == 1; }))
    << window.console().text().toStdString();
  EXPECT_TRUE(eventually([&] { return view->status().startsWith("sent to TestRobot"); })) << view->status().toStdString();
  window.command("get module:TestCounterProvider");
  EXPECT_TRUE(eventually([&] { return lines(window, "set module:TestCounterProvider step = 1; gain = 0.75;") == 1; }))
    << window.console().text().toStdString();
  // The robot sends the value back: the row follows the robot again.
  EXPECT_TRUE(eventually([&] { return view->tree()->isColumnHidden(3) && !view->item("gain")->font(1).bold(); }));
  EXPECT_EQ(value(view, "gain"), "0.75");
  EXPECT_EQ(editedPixels(view), 0);

  // Unchanged: the robot computes its own value again.
  QTest::mouseClick(button(view, "Unchanged"), Qt::LeftButton);
  EXPECT_TRUE(eventually([&] { return lines(window, "> set module:TestCounterProvider unchanged") == 1; }));
  EXPECT_TRUE(eventually([&] { return value(view, "gain") == "0.5"; })) << value(view, "gain").toStdString();
  window.command("get module:TestCounterProvider");
  EXPECT_TRUE(eventually([&] { return lines(window, "set module:TestCounterProvider step = 1; gain = 0.5;") == 1; }))
    << window.console().text().toStdString();
}

TEST(DataView, AutoSetSendsEveryEditAndErrorsShowInTheView)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds compile MODIFY out";
#endif
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  DataView* view = openDataView(window, robot.address, "vd module:TestCounterProvider Cognition", "TestRobot.data.Cognition.module:TestCounterProvider");
  ASSERT_NE(view, nullptr) << window.console().text().toStdString();
  ASSERT_TRUE(eventually([&] { return value(view, "step") == "1"; }));
  view->findChild<QCheckBox*>()->click();
  EXPECT_TRUE(view->autoSetOn());
  type(view, "step", "3");
  EXPECT_TRUE(eventually([&] { return lines(window, "> set module:TestCounterProvider step = 3; gain = 0.5;") == 1; }))
    << window.console().text().toStdString();
  type(view, "gain", "2");
  EXPECT_TRUE(eventually([&] { return lines(window, "> set module:TestCounterProvider step = 3; gain = 2;") == 1; }))
    << window.console().text().toStdString();
  EXPECT_TRUE(eventually([&] { return view->status().startsWith("sent to TestRobot"); })) << view->status().toStdString();
  window.command("get module:TestCounterProvider");
  EXPECT_TRUE(eventually([&] { return lines(window, "set module:TestCounterProvider step = 3; gain = 2;") == 1; }))
    << window.console().text().toStdString();
  EXPECT_TRUE(eventually([&] { return view->tree()->isColumnHidden(3); }));
  EXPECT_EQ(value(view, "step"), "3");

  // The robot gone: the console's error shows in the view's status line, the edit stays.
  robot.process.reset();
  ASSERT_TRUE(eventually([&] { return printed(window, "TestRobot: connection lost"); }));
  view->findChild<QCheckBox*>()->click();
  type(view, "step", "4");
  QTest::mouseClick(button(view, "Set"), Qt::LeftButton);
  EXPECT_TRUE(eventually([&] { return view->status().startsWith("Error: TestRobot is not connected"); })) << view->status().toStdString();
  EXPECT_EQ(value(view, "step"), "4");
  EXPECT_TRUE(view->item("step")->font(1).bold());
}

TEST(DataView, RequestsTheDataOnlyWhileVisible)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds compile MODIFY out";
#endif
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  DataView* view = openDataView(window, robot.address, "vd module:TestCounterProvider", "TestRobot.data.Cognition.module:TestCounterProvider");
  ASSERT_NE(view, nullptr) << window.console().text().toStdString();
  RobotConnection* connection = window.robot("TestRobot");
  ASSERT_NE(connection, nullptr);
  const unsigned cognition = static_cast<unsigned>(connection->read([](const RobotState& state) { return state.component("Cognition"); }));
  const auto sequence = [&] {
    return connection->read([](const RobotState& state) {
      const auto entry = state.debugData().find("module:TestCounterProvider");
      return entry == state.debugData().end() ? 0u : entry->second.sequence;
    });
  };
  const auto frames = [&] {
    return connection->read([&](const RobotState& state) {
      const auto count = state.frameCounts().find(cognition);
      return count == state.frameCounts().end() ? 0u : count->second.frames;
    });
  };
  // Every Cognition frame reaches the host (its stopwatches), with or without the data.
  window.request(connection, cognition, "timing", true);
  const unsigned first = sequence();
  ASSERT_TRUE(eventually([&] { return sequence() > first + 10; }));

  // Hidden: the robot stops sending it (frames on the way when the request went off may still have it).
  auto* dock = qobject_cast<QDockWidget*>(view->parentWidget());
  ASSERT_NE(dock, nullptr);
  dock->hide();
  const unsigned framesAtHiding = frames();
  ASSERT_TRUE(eventually([&] { return frames() > framesAtHiding + 20; }));
  const unsigned afterHiding = sequence();
  const unsigned framesLater = frames();
  ASSERT_TRUE(eventually([&] { return frames() > framesLater + 30; }));
  EXPECT_EQ(sequence(), afterHiding);

  // Visible again: it comes again.
  dock->show();
  EXPECT_TRUE(eventually([&] { return sequence() > afterHiding + 10; }));
  // Closed: off again.
  window.command("view TestRobot.data.Cognition.module:TestCounterProvider off");
  ASSERT_TRUE(eventually([&] { return window.findView("TestRobot.data.Cognition.module:TestCounterProvider") == nullptr; }));
  const unsigned framesAtClosing = frames();
  ASSERT_TRUE(eventually([&] { return frames() > framesAtClosing + 20; }));
  const unsigned afterClosing = sequence();
  const unsigned framesAfterClosing = frames();
  ASSERT_TRUE(eventually([&] { return frames() > framesAfterClosing + 30; }));
  EXPECT_EQ(sequence(), afterClosing);
}

TEST(DataView, ShowsAndEditsNestedRecordsArraysEnumsAndAngles)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds compile MODIFY out";
#endif
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  DataView* view = openDataView(window, robot.address, "vd test:shape", "TestRobot.data.Cognition.test:shape");
  ASSERT_NE(view, nullptr) << window.console().text().toStdString();
  ASSERT_TRUE(eventually([&] { return view->item("color[2]") != nullptr; })) << view->problem().toStdString();
  EXPECT_EQ(value(view, "label"), "square");
  EXPECT_EQ(view->item("visible")->checkState(1), Qt::Checked);
  EXPECT_EQ(value(view, "anchor"), "bottomLeft");
  EXPECT_EQ(view->item("anchor")->text(2), "TestShapes::Corner");
  // An ENUM_INDEXED_ARRAY: rows named after the constants, angles in degrees.
  QTreeWidgetItem* corners = view->item("cornerAngles");
  ASSERT_NE(corners, nullptr);
  EXPECT_EQ(corners->text(2), "Angle[TestShapes::Corner]");
  ASSERT_EQ(corners->childCount(), 4);
  EXPECT_EQ(corners->child(0)->text(0), "topLeft");
  EXPECT_EQ(corners->child(3)->text(0), "bottomLeft");
  EXPECT_EQ(value(view, "cornerAngles.bottomRight"), "90°");
  EXPECT_EQ(view->item("cornerAngles.bottomRight")->text(2), "Angle (deg)");
  // A vector of records and a fixed array.
  EXPECT_EQ(value(view, "outline"), "3 elements");
  EXPECT_EQ(view->item("outline")->text(2), "TestPoint[]");
  EXPECT_EQ(value(view, "outline[2].y"), "1");
  EXPECT_EQ(value(view, "color[1]"), "20");
  EXPECT_EQ(view->item("color")->text(2), "unsigned char[3]");
  EXPECT_GT(textPixels(view), 200);

  // Edits of every kind, sent together.
  type(view, "cornerAngles.topRight", "45");
  EXPECT_EQ(value(view, "cornerAngles.topRight"), "45°");
  type(view, "label", "a triangle");
  type(view, "outline[1].x", "2.5");
  type(view, "color[0]", "250");
  view->item("visible")->setCheckState(1, Qt::Unchecked);
  QTreeWidgetItem* anchor = view->item("anchor");
  view->tree()->editItem(anchor, 1);
  auto* constants = qobject_cast<QComboBox*>(view->tree()->itemWidget(anchor, 1));
  ASSERT_NE(constants, nullptr);
  EXPECT_EQ(constants->count(), 4);
  EXPECT_EQ(constants->currentText(), "bottomLeft");
  constants->setCurrentIndex(1);
  Q_EMIT constants->activated(1);
  EXPECT_EQ(value(view, "anchor"), "topRight");
  EXPECT_TRUE(eventually([&] { return view->tree()->itemWidget(anchor, 1) == nullptr; })); // closed
  const QString expected = "label = \"a triangle\"; visible = false; anchor = topRight; cornerAngles = {topLeft = 90deg; topRight = 45deg; "
                           "bottomRight = 90deg; bottomLeft = 90deg;}; outline = [{x = 0; y = 0;}, {x = 2.5; y = 0;}, {x = 1; y = 1;}]; "
                           "color = [250, 20, 30];";
  EXPECT_EQ(view->valueText(), expected);
  QTest::mouseClick(button(view, "Set"), Qt::LeftButton);
  window.command("get test:shape");
  EXPECT_TRUE(eventually([&] { return lines(window, "set test:shape " + expected) == 1; })) << window.console().text().toStdString();
  EXPECT_TRUE(eventually([&] { return view->tree()->isColumnHidden(3); }));
  EXPECT_EQ(value(view, "cornerAngles.topRight"), "45°");

  // A vector gets longer and shorter (the context menu's actions).
  EXPECT_FALSE(view->addElement("label"));
  ASSERT_TRUE(view->addElement("outline"));
  EXPECT_EQ(value(view, "outline"), "4 elements");
  EXPECT_EQ(value(view, "outline[3].y"), "1");
  EXPECT_EQ(view->item("outline")->text(3), "3 elements"); // the robot's
  ASSERT_TRUE(view->removeElement("outline[0]"));
  EXPECT_EQ(value(view, "outline[0].x"), "2.5");
  QTest::mouseClick(button(view, "Set"), Qt::LeftButton);
  EXPECT_TRUE(eventually([&] { return printed(window, "outline = [{x = 2.5; y = 0;}, {x = 1; y = 1;}, {x = 1; y = 1;}]"); }));
  EXPECT_TRUE(eventually([&] { return view->tree()->isColumnHidden(3); }));
  // A value set elsewhere (the console) shows; a shorter vector has fewer rows.
  window.command("set test:shape outline = [{x = 7; y = 8;}];");
  EXPECT_TRUE(eventually([&] { return value(view, "outline") == "1 element" && value(view, "outline[0].x") == "7"; }));
  EXPECT_EQ(view->item("outline[1]"), nullptr);
}

TEST(DataView, CommandVdNamesWhatIsWrongAndCompletes)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds compile MODIFY out";
#endif
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  window.command("vd module:TestCounterProvider");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: no robot connected"); })) << window.console().text().toStdString();
  window.command("sc " + QString::fromStdString(robot.address));
  ASSERT_TRUE(eventually([&] { return printed(window, "connected to TestRobot"); }));
  window.command("vd");
  EXPECT_TRUE(eventually([&] { return printed(window, "Syntax Error: vd <name> [<thread>]"); })) << window.console().text().toStdString();
  window.command("vd module:Nothing");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: TestRobot has no data module:Nothing (get ? lists them)"); }))
    << window.console().text().toStdString();
  window.command("vd module:TestCounterProvider Motion");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: TestRobot's thread Motion has no data module:TestCounterProvider"); }))
    << window.console().text().toStdString();
  window.command("vd representation:TestObservation");
  EXPECT_TRUE(eventually([&] { return window.findView("TestRobot.data.Motion.representation:TestObservation") != nullptr; }));
  auto* view = qobject_cast<DataView*>(window.findView("TestRobot.data.Motion.representation:TestObservation"));
  ASSERT_NE(view, nullptr);
  EXPECT_TRUE(eventually([&] { return value(view, "frames").toInt() > 0; }));
  // Completion of the names and threads.
  Console& console = window.engine().console();
  EXPECT_EQ(console.completions("vd module:TestC"), std::vector<std::string>{"vd module:TestCounterProvider"});
  EXPECT_EQ(console.completions("vd module:TestCounterProvider C"), std::vector<std::string>{"vd module:TestCounterProvider Cognition"});
  // The view's state: open rows and Auto-set.
  view->setAutoSet(true);
  const QJsonObject state = view->saveState();
  EXPECT_TRUE(state.value("autoSet").toBool());
  view->setAutoSet(false);
  view->restoreState(state);
  EXPECT_TRUE(view->autoSetOn());
}

TEST(DataView, ValuesThatDoNotReadAsTheirTypeAreNamed)
{
  // A robot state fed by hand: a thread, type information, data of a record {int a; float b;}.
  RobotConnection robot;
  VersionInfo version;
  version.threads = {"Cognition"};
  for(unsigned id = 0; id < MessageIDs::count(); ++id)
    version.messageIDs.push_back(MessageIDs::getName(static_cast<MessageID>(id)) ? MessageIDs::getName(static_cast<MessageID>(id)) : "undefined");
  OutBinaryMemory versionMessage;
  versionMessage << version;
  robot.handle(0, LinkControl::versionInfo, std::string(versionMessage.data(), versionMessage.size()));
  TypeInfo types;
  types.primitives = TypeInfo::current().primitives;
  types.classes["Pair"] = {{"int", "a"}, {"float", "b"}};
  OutBinaryMemory typeMessage;
  typeMessage << types;
  robot.handle(0, static_cast<unsigned>(robot.robotId(idTypeInfo)), std::string(typeMessage.data(), typeMessage.size()));
  const auto send = [&](const std::string& type, const std::string& data) {
    OutBinaryMemory message;
    message << std::string("pair") << type;
    message.write(data.data(), data.size());
    robot.handle(1, static_cast<unsigned>(robot.robotId(idDebugDataResponse)), std::string(message.data(), message.size()));
  };
  OutBinaryMemory good;
  good << 7 << 1.5f;
  const std::string pair(good.data(), good.size());

  MainWindow window;
  DataView view(window, &robot, "Fed.data.Cognition.pair", 1, "pair");
  send("Pair", pair.substr(0, 6));
  view.robotChanged(robot.takeChanges());
  EXPECT_EQ(view.problem().toStdString(), "Error: pair does not read as Pair (6 bytes): b: unexpected end of input at byte 6 (4 bytes expected, 2 left)");
  send("Pair", pair + "xy");
  view.robotChanged(robot.takeChanges());
  EXPECT_EQ(view.problem().toStdString(), "Error: pair does not read as Pair (10 bytes): the data has 2 bytes more than a Pair holds");
  send("Mystery", pair);
  view.robotChanged(robot.takeChanges());
  EXPECT_EQ(view.problem().toStdString(), "Error: pair does not read as Mystery (8 bytes): unknown type Mystery");
  // It goes on: a good value shows.
  send("Pair", pair);
  view.robotChanged(robot.takeChanges());
  EXPECT_EQ(view.problem(), "");
  EXPECT_EQ(value(&view, "a"), "7");
  EXPECT_EQ(value(&view, "b"), "1.5");
}

TEST(DataValue, ReadsWritesAndShowsEveryKindOfValue)
{
  TypeInfo types;
  types.primitives = TypeInfo::current().primitives;
  types.enums["Side"] = {"left", "right"};
  types.classes["Point"] = {{"float", "x"}, {"double", "y"}};
  types.classes["EnumIndexedArray<Angle,Side,Side_Info>"] = {{"Angle", "left"}, {"Angle", "right"}};
  types.classes["Thing"] = {{"std::string", "name"},     {"bool", "on"},           {"Side", "side"},
                            {"EnumIndexedArray<Angle,Side,Side_Info>", "angles"}, {"Point*", "points"},
                            {"unsigned char[2]", "bytes"}, {"unsigned int", "count"}, {"short", "offset"}};
  OutBinaryMemory out;
  out << std::string("box") << true << static_cast<unsigned char>(1) << 0.5f << -1.f << 2u << 1.25f << 3.0 << 0.1f << 1e300
      << static_cast<unsigned char>(7) << static_cast<unsigned char>(8) << 4000000000u << static_cast<short>(-12);
  const std::string data(out.data(), out.size());
  DataValue value;
  std::string error;
  ASSERT_TRUE(DataValue::read(types, "Thing", data, value, error)) << error;
  ASSERT_EQ(value.children.size(), 8u);
  EXPECT_EQ(value.children[0].display(), "box");
  EXPECT_EQ(value.children[1].display(), "true");
  EXPECT_EQ(value.children[2].display(), "right");
  EXPECT_EQ(value.children[3].children[0].display(), "28.64789°");
  EXPECT_EQ(value.children[3].children[1].name, "right");
  EXPECT_EQ(value.children[4].display(), "2 elements");
  EXPECT_EQ(value.children[4].children[1].name, "[1]");
  EXPECT_EQ(value.children[4].children[1].children[0].display(), "0.1");
  EXPECT_EQ(value.children[4].children[1].children[1].display(), "1e+300");
  EXPECT_EQ(value.children[5].children[1].display(), "8");
  EXPECT_EQ(value.children[6].display(), "4000000000");
  EXPECT_EQ(value.children[7].display(), "-12");
  EXPECT_EQ(value.binary(), data);
  EXPECT_EQ(DataValue::displayType("EnumIndexedArray<Angle,Side,Side_Info>"), "Angle[Side]");
  EXPECT_EQ(DataValue::displayType("EnumIndexedArray<Eigen::Matrix<float,2,1,0,2,1>,Side,Side_Info>*"), "Eigen::Matrix<float,2,1,0,2,1>[Side][]");
  EXPECT_EQ(DataValue::displayType("Angle"), "Angle (deg)");

  // Numbers are stored as their types hold them.
  value.children[6].setNumber(-5.0);
  EXPECT_EQ(value.children[6].display(), "0");
  value.children[7].setNumber(1e6);
  EXPECT_EQ(value.children[7].display(), "32767");
  value.children[2].setNumber(9.0);
  EXPECT_EQ(value.children[2].display(), "right");

  // What does not fit is named with where it happened.
  ASSERT_FALSE(DataValue::read(types, "Thing", data.substr(0, 21), value, error));
  EXPECT_EQ(error, "points: array of 2 elements at byte 17 is longer than the rest of the input");
  OutBinaryMemory huge;
  huge << std::string("x") << true << static_cast<unsigned char>(0) << 0.f << 0.f << 1u << static_cast<short>(0);
  ASSERT_FALSE(DataValue::read(types, "Thing", std::string(huge.data(), huge.size()), value, error));
  EXPECT_EQ(error, "points[0].x: unexpected end of input at byte 21 (4 bytes expected, 2 left)");
  types.classes["Loop"] = {{"Loop", "inner"}};
  ASSERT_FALSE(DataValue::read(types, "Loop", "", value, error));
  std::string where = "inner";
  for(int i = 1; i < 65; ++i)
    where += ".inner";
  EXPECT_EQ(error, where + ": type Loop is nested deeper than 64 levels");
  ASSERT_FALSE(DataValue::read(types, "int[1000000]", std::string(4000000, '\0'), value, error));
  EXPECT_EQ(error, "an array of 1000000 elements (too many to show)");

  // A new element of a vector: zeros, the first constant.
  ASSERT_TRUE(DataValue::makeDefault(types, "Thing", value, error)) << error;
  EXPECT_EQ(value.children[2].display(), "left");
  EXPECT_EQ(value.children[5].display(), "2 elements");
  EXPECT_EQ(value.children[4].display(), "0 elements");
}

#if defined(TOUCHLINE_PATH) && defined(TOUCHLINE_NAOSIM_PATH)
TEST(DataView, ShowsTheJointRequestOfTheRealRobot)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds compile MODIFY out";
#endif
  const std::string socket = "/tmp/tl-" + std::to_string(::getpid()) + "-dataview.sock";
  TestProcess::Process naosim({TOUCHLINE_NAOSIM_PATH, "--socket", socket});
  ASSERT_TRUE(naosim.waitForOut("serves " + socket)) << naosim.err;
  TestProcess::Process touchline({TOUCHLINE_PATH, "--lola", socket, "--config", TOUCHLINE_CONFIG_DIR, "--debug-port", "0"});
  const std::optional<std::string> line = touchline.waitForLine("touchline: debug link on port ", std::chrono::seconds(30));
  ASSERT_TRUE(line.has_value()) << touchline.out << touchline.err;
  MainWindow window;
  window.show();
  DataView* view = openDataView(window, "127.0.0.1:" + line->substr(30), "vd representation:JointRequest", "Default.data.Motion.representation:JointRequest");
  ASSERT_NE(view, nullptr) << window.console().text().toStdString();
  ASSERT_TRUE(eventually([&] { return view->item("stiffnesses.rAnkleRoll") != nullptr; })) << view->problem().toStdString();
  EXPECT_EQ(view->item("angles")->text(2), "Angle[Joints::Joint]");
  EXPECT_EQ(view->item("angles")->childCount(), view->item("stiffnesses")->childCount());
  EXPECT_EQ(view->item("angles")->child(0)->text(0), "headYaw");
  EXPECT_TRUE(value(view, "angles.headYaw").endsWith("°")) << value(view, "angles.headYaw").toStdString();
  EXPECT_EQ(view->item("stiffnesses")->text(2), "int[Joints::Joint]");
  EXPECT_EQ(view->problem(), "");
  EXPECT_GT(textPixels(view), 200);
  std::filesystem::remove(socket);
}
#endif
