/**
 * @file JointDataViewTest.cpp
 * The joint data view: reading JointRequest and JointSensorData through a TypeInfo made by hand
 * (off, ignore, hands, temperature states, missing fields, truncated data), and the view against
 * the real robot program touchline on touchline-naosim: every joint of the NAO with angles while
 * it sits, other requested angles and stiffness once it stood up after two chest presses.
 */
#include "StudioTestSupport.h"
#include "JointData/JointDataView.h"
#include "SimulatedRobot.h"
#include "Studio/SceneTree.h"
#include "Streaming/OutStreams.h"
#include <QTableWidget>
#include <gtest/gtest.h>
#include <numbers>

using namespace StudioTest;

namespace
{
  /** A TypeInfo for JointRequest and JointSensorData of three joints (a robot of another version would look like this). */
  TypeInfo jointTypes()
  {
    TypeInfo info;
    info.primitives = {"Angle", "int", "short", "unsigned char", "unsigned int"};
    info.enums["JointSensorData::TemperatureStatus"] = {"regular", "hot", "veryHot", "criticallyHot"};
    const auto joints = [](const std::string& type) {
      return std::vector<TypeInfo::Attribute>{{type, "headYaw"}, {type, "lHand"}, {type, "lKneePitch"}, {type, "rKneePitch"}};
    };
    info.classes["Angles"] = joints("Angle");
    info.classes["Stiffnesses"] = joints("int");
    info.classes["Currents"] = joints("short");
    info.classes["Temperatures"] = joints("unsigned char");
    info.classes["States"] = joints("JointSensorData::TemperatureStatus");
    info.classes["JointRequest"] = {{"Angles", "angles"}, {"Stiffnesses", "stiffnesses"}};
    info.classes["JointSensorData"] = {{"Angles", "angles"}, {"Currents", "currents"}, {"Temperatures", "temperatures"},
                                       {"States", "status"}, {"unsigned int", "timestamp"}};
    return info;
  }

  std::string bytes(const OutBinaryMemory& out)
  {
    return std::string(out.data(), out.size());
  }

  /** The row of a joint in the view's text, split into cells (empty if there is none). */
  QStringList row(const JointDataView& view, const QString& joint)
  {
    for(const QString& line : view.text(false).split('\n'))
      if(line.startsWith(joint + '\t'))
        return line.split('\t');
    return {};
  }
}

TEST(JointValues, ReadsRequestsAndSensorDataThroughTheRobotsTypeInfo)
{
  const TypeInfo info = jointTypes();
  OutBinaryMemory request;
  request << Angle(0.5f) << Angle(0.75f) << Angle(JointValues::offAngle) << Angle(JointValues::ignoreAngle);
  request << 40 << 100 << 0 << 70;
  JointValues values;
  std::string error;
  ASSERT_TRUE(values.readRequest(info, "JointRequest", bytes(request), error)) << error;
  ASSERT_EQ(values.joints.size(), 4u);
  EXPECT_EQ(values.joints[0].name, "headYaw");
  EXPECT_NEAR(*values.joints[0].request, 0.5f, 1e-6f);
  EXPECT_NEAR(*values.joints[1].request, 0.75f, 1e-6f); // a hand: the opening, not an angle
  EXPECT_TRUE(JointValues::isHand(values.joints[1].name));
  EXPECT_FALSE(JointValues::isHand(values.joints[0].name));
  EXPECT_TRUE(values.joints[2].off);
  EXPECT_FALSE(values.joints[2].request.has_value());
  EXPECT_TRUE(values.joints[3].ignored);
  EXPECT_EQ(values.joints[1].stiffness, 100);
  EXPECT_EQ(values.joints[3].stiffness, 70);
  EXPECT_FALSE(values.joints[0].sensor.has_value());

  OutBinaryMemory sensors;
  sensors << Angle(-0.25f) << Angle(0.5f) << Angle(1.f) << Angle(1.25f);
  sensors << static_cast<short>(120) << static_cast<short>(-3) << static_cast<short>(900) << static_cast<short>(0);
  sensors << static_cast<unsigned char>(30) << static_cast<unsigned char>(41) << static_cast<unsigned char>(75) << static_cast<unsigned char>(52);
  sensors << static_cast<unsigned char>(0) << static_cast<unsigned char>(1) << static_cast<unsigned char>(3) << static_cast<unsigned char>(9);
  sensors << 1234u;
  ASSERT_TRUE(values.readSensorData(info, "JointSensorData", bytes(sensors), error)) << error;
  ASSERT_EQ(values.joints.size(), 4u);
  EXPECT_NEAR(*values.joints[0].sensor, -0.25f, 1e-6f);
  EXPECT_EQ(values.joints[1].current, -3);
  EXPECT_EQ(values.joints[2].temperature, 75);
  EXPECT_EQ(values.joints[0].status, "regular");
  EXPECT_EQ(values.joints[1].status, "hot");
  EXPECT_EQ(values.joints[2].status, "criticallyHot");
  EXPECT_EQ(values.joints[3].status, "UNKNOWN"); // a state this TypeInfo does not know
  EXPECT_NEAR(*values.joints[0].request, 0.5f, 1e-6f); // the request stays

  // A robot whose JointSensorData has no currents: the column stays empty.
  TypeInfo older = info;
  older.classes["JointSensorData"] = {{"Angles", "angles"}};
  OutBinaryMemory angles;
  angles << Angle(0.1f) << Angle(0.2f) << Angle(0.3f) << Angle(0.4f);
  JointValues fewer;
  ASSERT_TRUE(fewer.readSensorData(older, "JointSensorData", bytes(angles), error)) << error;
  EXPECT_NEAR(*fewer.joints[3].sensor, 0.4f, 1e-6f);
  EXPECT_FALSE(fewer.joints[3].current.has_value());
  EXPECT_TRUE(fewer.joints[3].status.empty());

  // Truncated data, an unknown type: errors, no crash.
  EXPECT_FALSE(values.readRequest(info, "JointRequest", bytes(request).substr(0, 9), error));
  EXPECT_FALSE(error.empty());
  EXPECT_FALSE(values.readRequest(info, "NoSuchType", bytes(request), error));
  EXPECT_NE(error.find("NoSuchType"), std::string::npos) << error;
}

TEST(JointDataView, ShowsEveryJointOfTheRobotAndTheRequestsOfAStandingRobot)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds run without the debug link";
#endif
  SimulatedRobot robot;
  ASSERT_FALSE(robot.address.empty()) << robot.errors();
  MainWindow window;
  window.show();
  window.command("sc Default " + QString::fromStdString(robot.address));
  ASSERT_TRUE(eventually([&] { return window.sceneTree().item("Default.jointData") != nullptr; })) << window.console().text().toStdString();
  window.command("view Default.jointData");
  ASSERT_TRUE(eventually([&] { return window.findView("Default.jointData") != nullptr; }));
  auto* view = qobject_cast<JointDataView*>(window.findView("Default.jointData"));
  ASSERT_NE(view, nullptr);

  // Every joint of Joints.h, with a requested and a measured angle, while the robot sits.
  ASSERT_TRUE(eventually([&] { return view->values().joints.size() == 26 && !row(*view, "rAnkleRoll").value(2).isEmpty(); }))
    << view->summary().toStdString() << "\n" << view->text(false).toStdString();
  EXPECT_EQ(view->summary(), "26 joints of Default");
  EXPECT_EQ(row(*view, "lKneePitch").value(5), "0"); // limp
  const QStringList header = view->text(false).split('\n').front().split('\t');
  EXPECT_EQ(header, (QStringList{"joint", "request", "sensor", "current [mA]", "temperature [°C]", "stiffness [%]", "status"}));
  for(const char* joint : {"headYaw", "lShoulderPitch", "lHand", "lKneePitch", "rAnkleRoll"})
  {
    const QStringList cells = row(*view, joint);
    ASSERT_EQ(cells.size(), 7) << joint;
    EXPECT_FALSE(cells[1].isEmpty()) << joint;
    EXPECT_FALSE(cells[2].isEmpty()) << joint;
    EXPECT_FALSE(cells[4].isEmpty()) << joint;
    EXPECT_EQ(cells[6], "regular") << joint;
  }
  EXPECT_TRUE(row(*view, "lKneePitch")[2].endsWith(QChar(0x00b0))); // degrees
  EXPECT_FALSE(row(*view, "lHand")[2].endsWith(QChar(0x00b0)));     // an opening
  const JointValues::Joint sitting = view->values().joints[17];
  ASSERT_EQ(sitting.name, "lKneePitch");

  // Two chest presses (penalized, then playing): the robot stands up with stiffness (knees from about
  // 120 degrees sitting to about 50 standing).
  robot.naosim->write("press chest 0.2\n");
  ASSERT_TRUE(NaoSimTest::waitForState(*robot.naosim, [](auto& s) { return s["chest"] == "1.00,0.00,0.00"; }, std::chrono::seconds(30)));
  robot.naosim->write("press chest 0.2\n");
  EXPECT_TRUE(eventually(
    [&] {
      const JointValues::Joint& knee = view->values().joints[17];
      return knee.stiffness.value_or(0) > 0 && knee.request && (!sitting.request || std::abs(*knee.request - *sitting.request) > 0.8f) &&
             knee.sensor && std::abs(*knee.sensor - *knee.request) < 0.05f;
    },
    std::chrono::seconds(30)))
    << view->text(false).toStdString();
  EXPECT_NE(row(*view, "lKneePitch")[5], "0");

  window.command("view Default.jointData off");
  EXPECT_TRUE(eventually([&] { return window.findView("Default.jointData") == nullptr; }));
}
