/**
 * @file CameraMatrixTest.cpp
 * The robot's camera matrix against touchline-naosim's rendering: naosim (a real process) shows
 * the field to a standing body with its head turned; the robot's own modules
 * (ConfigurationDataProvider, RobotModelProvider, TorsoMatrixProvider, CameraMatrixProvider)
 * compute the CameraMatrix from the state message naosim sent in the image's LoLA cycle, and
 * every pixel of a field line in the image must project back onto that line on the field,
 * within 2 cm per metre of distance (docs/cameras.md, "Camera matrix").
 */
#if defined(TOUCHLINE_NAOSIM_PATH)
#include "NaoSimTestSupport.h"
#include "RobotTestSupport.h"
#include "CameraRenderer.h"
#include "Platform/Nao/CameraServerClient.h"
#include "Representations/Configuration/FieldDimensions.h"
#include "Representations/Infrastructure/CameraIntrinsics.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/Perception/CameraMatrix.h"
#include "Representations/Perception/FieldBoundary.h"
#include "Tools/Math/Transformation.h"
#include <algorithm>
#include <cmath>
#include <fstream>
#include <regex>

using namespace NaoSimTest;

namespace
{
  /** LoLA's joint order in Touchline's names. */
  const Joints::Joint lolaJoints[25] = {
    Joints::headYaw, Joints::headPitch,
    Joints::lShoulderPitch, Joints::lShoulderRoll, Joints::lElbowYaw, Joints::lElbowRoll, Joints::lWristYaw,
    Joints::lHipYawPitch, Joints::lHipRoll, Joints::lHipPitch, Joints::lKneePitch, Joints::lAnklePitch, Joints::lAnkleRoll,
    Joints::rHipRoll, Joints::rHipPitch, Joints::rKneePitch, Joints::rAnklePitch, Joints::rAnkleRoll,
    Joints::rShoulderPitch, Joints::rShoulderRoll, Joints::rElbowYaw, Joints::rElbowRoll, Joints::rWristYaw,
    Joints::lHand, Joints::rHand};

  /** The distance (mm) from a point to the middle of the nearest field line (centre circle included). */
  float distanceToLines(const FieldDimensions& field, const Vector2f& point)
  {
    float nearest = std::abs(point.norm() - field.centerCircleRadius);
    for(const FieldDimensions::Line& line : field.lines())
    {
      const Vector2f direction = line.to - line.from;
      const float t = std::clamp((point - line.from).dot(direction) / direction.squaredNorm(), 0.f, 1.f);
      nearest = std::min(nearest, (line.from + t * direction - point).norm());
    }
    return nearest;
  }

  /** Waits for a state message and parses it. */
  StateMessage readState(LolaConnection& lola)
  {
    StateMessage state;
    const std::vector<std::uint8_t> message = lola.readState();
    EXPECT_EQ(message.size(), 896u);
    EXPECT_EQ(state.parse(message), "");
    return state;
  }

  struct Result
  {
    unsigned linePixels = 0;   ///< in the checked range of distances
    float worstRatio = 0.f;    ///< of the error to 2 cm per metre
    FieldBoundary fieldBoundary;                 ///< of the FieldBoundaryProvider
    std::vector<Vector2f> boundaryInField;       ///< its points on the field (mm)
    std::vector<float> boundaryDistances;        ///< their distances from the robot (mm)
  };

  /**
   * naosim with the body standing at pose (x, y, degrees), the head at yaw and pitch: the line
   * pixels of one camera's image, projected with the robot's CameraMatrix.
   */
  Result check(const std::string& name, const std::string& pose, float headYaw, float headPitch, int camera, float minDistance,
               float maxDistance, const std::string& calibration = "")
  {
    Result result;
    const std::string config = RobotTestSupport::installConfig();
    if(!calibration.empty()) // the robot's calibration only: naosim renders from the repository's files
      std::ofstream(config + "Robots/Default/cameraCalibration.cfg") << calibration;
    FieldDimensions field;
    Module::loadParameters(field, "CameraMatrixTest", "fieldDimensions.cfg");
    CameraIntrinsics intrinsics;
    Module::loadParameters(intrinsics, "CameraMatrixTest", "cameraIntrinsics.cfg");

    const std::string socket = socketPath(name);
    Process naosim({TOUCHLINE_NAOSIM_PATH, "--socket", socket, "--posture", "standing", "--pose", pose, "--cameras", "127.0.0.1:0",
                    "--config", std::string(TOUCHLINE_SOURCE_CONFIG)});
    EXPECT_TRUE(naosim.waitForOut("(bottom)\n")) << naosim.err;
    std::smatch match;
    if(!std::regex_search(naosim.out, match, std::regex("cameras on 127\\.0\\.0\\.1:(\\d+) \\(top\\)")))
    {
      ADD_FAILURE() << naosim.out;
      return result;
    }
    const auto port = static_cast<std::uint16_t>(std::stoi(match[1]));
    naosim.write("ball 4000 2800\n"); // out of the way

    // Hold the posture, turn the head.
    LolaConnection lola;
    EXPECT_TRUE(lola.connect(socket));
    StateMessage state = readState(lola);
    std::vector<float> positions = state.floats["Position"];
    positions[0] = headYaw;
    positions[1] = headPitch;
    EXPECT_TRUE(lola.send(command({{"Position", positions}, {"Stiffness", std::vector<float>(25, 1.f)}})));
    // Until the head has arrived and stands still (the physics' motors hold it a little below
    // the command: the head's weight; the robot's CameraMatrix uses the measured angles).
    float lastYaw = 100.f, lastPitch = 100.f;
    for(int i = 0; i < 400; ++i)
    {
      state = readState(lola);
      const float yaw = state.floats["Position"].at(0), pitch = state.floats["Position"].at(1);
      if(std::abs(yaw - headYaw) < 0.01f && std::abs(pitch - headPitch) < 0.01f && std::abs(yaw - lastYaw) < 1e-5f &&
         std::abs(pitch - lastPitch) < 1e-5f)
        break;
      lastYaw = yaw;
      lastPitch = pitch;
    }
    EXPECT_NEAR(state.floats["Position"].at(0), headYaw, 0.01f);
    EXPECT_NEAR(state.floats["Position"].at(1), headPitch, 0.01f);

    // An image taken at or after this state message's cycle (the body stands still).
    CameraServerClient client("127.0.0.1", port, camera);
    std::string error;
    EXPECT_TRUE(client.open({}, error)) << error;
    CameraImage image;
    const float tick = state.floats["Battery"].at(3);
    for(int i = 0; i < 100; ++i)
    {
      const CameraDevice::Result read = client.read(image, std::chrono::milliseconds(2000), error);
      EXPECT_EQ(read, CameraDevice::Result::image) << error;
      if(read != CameraDevice::Result::image || static_cast<float>(client.tick()) >= tick)
        break;
    }
    EXPECT_GE(static_cast<float>(client.tick()), tick);

    // The robot's modules compute the camera matrix from this state message.
    RobotTestSupport::ModuleRunner runner;
    for(const char* module : {"ConfigurationDataProvider", "RobotModelProvider", "TorsoMatrixProvider", "CameraMatrixProvider",
                               "FieldBoundaryProvider"})
      runner.add(module);
    runner.provide("RobotDimensions", "ConfigurationDataProvider");
    runner.provide("CameraCalibration", "ConfigurationDataProvider");
    runner.provide("RobotModel", "RobotModelProvider");
    runner.provide("TorsoMatrix", "TorsoMatrixProvider");
    runner.provide("CameraMatrix", "CameraMatrixProvider");
    runner.provide("FieldBoundary", "FieldBoundaryProvider");
    runner.get<CameraImage>("CameraImage") = image;
    JointSensorData& joints = runner.get<JointSensorData>("JointSensorData");
    for(std::size_t j = 0; j < 25; ++j)
      joints.angles[lolaJoints[j]] = state.floats["Position"].at(j);
    joints.angles[Joints::rHipYawPitch] = joints.angles[Joints::lHipYawPitch];
    InertialSensorData& inertial = runner.get<InertialSensorData>("InertialSensorData");
    inertial.angle = Vector3a(Angle(state.floats["Angles"].at(0)), Angle(state.floats["Angles"].at(1)), Angle(0.f));
    CameraInfo& info = runner.get<CameraInfo>("CameraInfo");
    const CameraInfo::Camera which = camera == 0 ? CameraInfo::upper : CameraInfo::lower;
    info.camera = which;
    info.width = static_cast<int>(image.getImageWidth());
    info.height = static_cast<int>(image.height);
    info.openingAngleWidth = intrinsics.cameras[which].openingAngleWidth;
    info.openingAngleHeight = intrinsics.cameras[which].openingAngleHeight;
    info.opticalCenter = Vector2f(intrinsics.cameras[which].opticalCenter.x() * static_cast<float>(info.width),
                                  intrinsics.cameras[which].opticalCenter.y() * static_cast<float>(info.height));
    info.updateFocalLength();
    runner.run();
    const CameraMatrix& cameraMatrix = runner.get<CameraMatrix>("CameraMatrix");
    EXPECT_TRUE(cameraMatrix.isValid);
    result.fieldBoundary = runner.get<FieldBoundary>("FieldBoundary");

    // Every line pixel, projected to the ground and onto the field, lies on a line.
    float x = 0, y = 0, degrees = 0;
    EXPECT_EQ(std::sscanf(pose.c_str(), "%f,%f,%f", &x, &y, &degrees), 3);
    const Eigen::Isometry2f robotInField = Eigen::Translation2f(x, y) * Eigen::Rotation2Df(degrees * static_cast<float>(M_PI) / 180.f);
    for(const Vector2f& point : result.fieldBoundary.boundaryOnField)
    {
      result.boundaryInField.push_back(robotInField * point);
      result.boundaryDistances.push_back(point.norm());
    }
    const std::uint8_t* white = CameraRenderer::colors[CameraRenderer::line];
    for(unsigned row = 0; row < image.height; ++row)
      for(unsigned column = 0; column < image.width; ++column)
      {
        const YUYVPixel& pixel = image(column, row);
        if(pixel.u != white[1] || pixel.v != white[2])
          continue;
        for(const unsigned half : {0u, 1u})
        {
          if((half ? pixel.y1 : pixel.y0) != white[0])
            continue;
          Vector2f onGround;
          const Vector2f point(static_cast<float>(2 * column + half), static_cast<float>(row));
          if(!Transformation::imageToRobot(cameraMatrix, info, point, onGround))
          {
            ADD_FAILURE() << "line pixel " << point.transpose() << " above the horizon";
            continue;
          }
          const float distance = onGround.norm();
          if(distance < minDistance || distance > maxDistance)
            continue;
          ++result.linePixels;
          // Outside the line's width by how much?
          const float error = std::max(0.f, distanceToLines(field, robotInField * onGround) - field.fieldLinesWidth / 2.f);
          result.worstRatio = std::max(result.worstRatio, error / (0.02f * distance));
        }
      }
    naosim.write("quit\n");
    EXPECT_EQ(naosim.wait(10s), 0);
    return result;
  }
}

TEST(CameraMatrix, LinePixelsOfTheLowerCameraProjectOntoTheirLinesWithin2cmAt1m)
{
  // 1 m before the halfway line, the head turned left and down a little: the halfway line and
  // the centre circle at 0.5 to 1.5 m.
  const Result result = check("cm-lower", "-1000,200,10", 0.3f, 0.1f, 1, 500.f, 1500.f);
  EXPECT_GT(result.linePixels, 500u);
  EXPECT_LE(result.worstRatio, 1.f);
  // The lower camera sees nothing but field (and its lines): no boundary in any column.
  EXPECT_EQ(result.fieldBoundary.columnsWithField, result.fieldBoundary.columns);
  EXPECT_EQ(result.fieldBoundary.columns, 20u);
  for(const Vector2i& point : result.fieldBoundary.boundaryInImage)
    ADD_FAILURE() << "a boundary at " << point.transpose();
  EXPECT_FALSE(result.fieldBoundary.isValid);
}

TEST(CameraMatrix, LinePixelsOfTheUpperCameraProjectOntoTheirLinesWithin2cmPerMetre)
{
  // The head looking down to the right at the penalty area 1 to 2 m away.
  const Result result = check("cm-upper", "2800,600,-20", -0.4f, 0.45f, 0, 700.f, 2500.f);
  EXPECT_GT(result.linePixels, 300u);
  EXPECT_LE(result.worstRatio, 1.f);
}

TEST(CameraMatrix, AWrongCalibrationMissesTheLines)
{
  // The same scene as the lower camera's check with the robot's lower camera calibrated 2 degrees
  // off in pitch: the projected line pixels leave their lines by more than 2 cm per metre.
  const Result result = check("cm-wrong", "-1000,200,10", 0.3f, 0.1f, 1, 500.f, 1500.f,
                              "cameraRotationCorrections = {upper = {x = 0deg; y = 0deg; z = 0deg;}; lower = {x = 0deg; y = 2deg; z = 0deg;};};\n"
                              "bodyRotationCorrection = {x = 0deg; y = 0deg;};\n");
  EXPECT_GT(result.linePixels, 500u);
  EXPECT_GT(result.worstRatio, 1.f);
}
#endif

#if defined(TOUCHLINE_NAOSIM_PATH)
TEST(FieldBoundary, TheUpperCameraFindsTheCarpetsEdge)
{
  // 1.5 m from the left carpet edge (y = 3700), looking at it, head pitched down: the boundary
  // the FieldBoundaryProvider finds lies on that edge on the field, within 2 cm per metre plus
  // 3 cm for the scan's 2-pixel rows.
  const Result result = check("fb-upper", "0,2200,90", 0.f, 0.3f, 0, 0.f, 0.f);
  EXPECT_TRUE(result.fieldBoundary.isValid);
  EXPECT_EQ(result.fieldBoundary.columns, 40u);
  EXPECT_EQ(result.fieldBoundary.boundaryInImage.size(), 40u);
  ASSERT_EQ(result.boundaryInField.size(), 40u);
  for(std::size_t i = 0; i < result.boundaryInField.size(); ++i)
    EXPECT_NEAR(result.boundaryInField[i].y(), 3700.f, 30.f + 0.02f * result.boundaryDistances[i]) << result.boundaryInField[i].transpose();
  // Turned along the edge, the head turned toward it: still on the edge, now seen obliquely.
  const Result oblique = check("fb-oblique", "0,2700,0", 0.9f, 0.35f, 0, 0.f, 0.f);
  ASSERT_GT(oblique.boundaryInField.size(), 30u);
  for(std::size_t i = 0; i < oblique.boundaryInField.size(); ++i)
    EXPECT_NEAR(oblique.boundaryInField[i].y(), 3700.f, 30.f + 0.02f * oblique.boundaryDistances[i]) << oblique.boundaryInField[i].transpose();
}
#endif
