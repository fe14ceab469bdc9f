/**
 * @file motion_bench.cpp
 * The motion goals of issue 29 measured in the motion lab (docs/performance.md, "Motion"): the
 * Motion thread's modules against naosim's physics, headless and in lock-step, so that the
 * machine's load cannot change a result. Each goal is a subcommand; "all" runs them all and
 * prints the table. --trace prints what happens every 100 ms (for tuning).
 */
#include "CameraRenderer.h"
#include "MotionLab.h"
#include "Representations/Infrastructure/SensorData/InertialSensorData.h"
#include "Representations/Infrastructure/SensorData/JointSensorData.h"
#include "Representations/MotionControl/KeyFrameEngineOutput.h"
#include "Representations/MotionControl/KickEngineOutput.h"
#include "Representations/MotionControl/MotionSelection.h"
#include "Representations/MotionControl/WalkingEngineOutput.h"
#include "Streaming/TypeRegistry.h"
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <numbers>
#include <random>
#include <string>
#include <vector>

namespace
{
  const char* const usage =
    "usage: motion_bench [--trace] [--snapshots DIR] [--seed N] [--runs N] [--disturb S FX FY]\n"
    "                    [--view DEG] COMMAND\n"
    "\n"
    "Measures the motions in the motion lab (the Motion thread's modules against naosim's\n"
    "physics, in lock-step). Commands:\n"
    "  speeds            forward, backward, sideways and turning speed held for 10 s at the\n"
    "                    walk's maximum request (goals 230, 150, 190 mm/s, 90 deg/s)\n"
    "  random            --runs runs (default 100) of 20 s, a random walk request every 2 s,\n"
    "                    seeded (--seed, default 1): falls (goal 0)\n"
    "  odometry          walk 5 m in a few directions: odometry's error (goal <= 10 %)\n"
    "  kick              --runs kicks (default 10) alternating feet, directions -20..20 deg:\n"
    "                    ball distance, direction error, falls (goal >= 4 m, <= 15 deg, 9 of 10)\n"
    "  getup             --runs pushes (default 100) from the front and back that make the robot\n"
    "                    fall, then getUp: standing within 10 s (goal >= 95 %)\n"
    "  lying             --runs robots (default 100) put down on the front and back with random\n"
    "                    joint angles, limp for 1.5 s, then getUp: standing within 10 s (the\n"
    "                    get-ups' robustness beyond the poses that falls leave)\n"
    "  frame             the Motion thread's modules' time per frame while walking (goal <= 0.5 ms)\n"
    "  walk VX VY VR S   walk at that speed (mm/s, deg/s) for S seconds (tuning)\n"
    "  push FX FY        stand, push (N for 0.2 s), then getUp (tuning); --disturb S FX FY pushes\n"
    "                    again S seconds after the getUp request (a get-up that fails, tried again)\n"
    "  all               speeds, random, odometry, kick, getup, frame\n";

  bool trace = false;
  std::string snapshots; ///< --snapshots DIR: side views every 200 ms of the tuning commands
  float view = 0.f;      ///< --view DEG: the snapshots' camera turned about the robot (0: from the field's -y side, 90: from +x)

  /** Writes a side view of the robot (from its left, 1.2 m away) as a PPM image. */
  void snapshot(MotionLab& lab, const std::string& file)
  {
    static const FieldDimensions field;
    static const CameraRenderer renderer(field);
    CameraRenderer::Intrinsics lens;
    lens.width = 320;
    lens.height = 240;
    lens.focalLengthX = lens.focalLengthY = 160.f / std::tan(0.5f);
    lens.centerX = 160.f;
    lens.centerY = 120.f;
    const Vector3d torso = lab.world().torsoPosition(0) * 1000.0;
    // From the robot's left (the field's -y side) looking along +y, turned about the torso by --view.
    Eigen::Isometry3f camera = Eigen::Isometry3f::Identity();
    camera.linear() = Eigen::AngleAxisf(std::numbers::pi_v<float> / 2.f + view * std::numbers::pi_v<float> / 180.f, Vector3f::UnitZ()).toRotationMatrix();
    const Vector3f forward = camera.linear().col(0);
    camera.translation() = Vector3f(static_cast<float>(torso.x()) - 1200.f * forward.x(), static_cast<float>(torso.y()) - 1200.f * forward.y(), 250.f);
    std::vector<PhysicsWorld::Solid> solids;
    lab.world().solids(solids);
    std::vector<std::uint8_t> yuyv(320 * 240 * 2);
    renderer.render(camera, lens, {(lab.world().ballPosition() * 1000.0).cast<float>(), &solids, -1}, yuyv.data());
    std::FILE* out = std::fopen(file.c_str(), "wb");
    if(!out)
      return;
    std::fprintf(out, "P6\n320 240\n255\n");
    for(std::size_t i = 0; i < yuyv.size(); i += 4)
      for(int k = 0; k < 2; ++k)
      {
        const float y = yuyv[i + 2 * k], u = static_cast<float>(yuyv[i + 1]) - 128.f, v = static_cast<float>(yuyv[i + 3]) - 128.f;
        const auto byte = [](float value) { return static_cast<unsigned char>(std::clamp(value, 0.f, 255.f)); };
        const unsigned char rgb[3] = {byte(y + 1.402f * v), byte(y - 0.344f * u - 0.714f * v), byte(y + 1.772f * u)};
        std::fwrite(rgb, 1, 3, out);
      }
    std::fclose(out);
  }
  unsigned seed = 1;
  int runs = -1;

  MotionLab::Options labOptions()
  {
    MotionLab::Options options;
    options.config = TOUCHLINE_CONFIG_DIR;
    return options;
  }

  void stand(MotionLab& lab)
  {
    lab.motionRequest().motion = MotionRequest::stand;
    lab.run(2.0);
  }

  void show(MotionLab& lab)
  {
    const Vector3d torso = lab.world().torsoPosition(0);
    const auto& selection = lab.get<MotionSelection>("MotionSelection");
    const auto& joints = lab.get<JointSensorData>("JointSensorData");
    std::printf("t=%6.2f (%4d ms) hyp=%4.0f hr=%4.0f sp=%4.0f er=%4.0f hp=%4.0f kn=%4.0f ap=%4.0f pitch=%4.0f ", lab.time(),
                static_cast<int>(100000 + lab.time() * 1000.0) - static_cast<int>(lab.get<KeyFrameEngineOutput>("KeyFrameEngineOutput").motionStartTime),
                joints.angles[Joints::lHipYawPitch].toDegrees(), joints.angles[Joints::lHipRoll].toDegrees(),
                joints.angles[Joints::lShoulderPitch].toDegrees(), joints.angles[Joints::lElbowRoll].toDegrees(), joints.angles[Joints::lHipPitch].toDegrees(),
                joints.angles[Joints::lKneePitch].toDegrees(), joints.angles[Joints::lAnklePitch].toDegrees(),
                lab.get<InertialSensorData>("InertialSensorData").angle.y().toDegrees());
    // The centre of mass, the middle of the soles and of the hands in the world's x (m): whether the feet carry the robot.
    Vector3d com = Vector3d::Zero();
    for(std::size_t b = 0; b < NaoV6Model::numOfBodies; ++b)
      com += NaoV6Model::bodies[b].mass * (lab.world().bodyPose(0, static_cast<int>(b)) * Vector3d(NaoV6Model::bodies[b].centerOfMass));
    com /= NaoV6Model::totalMass();
    const Vector3d soles = 0.5 * (lab.world().bodyPose(0, NaoV6Model::leftFoot) * Vector3d(0.025, 0.0, -NaoV6Model::soleHeight) +
                                  lab.world().bodyPose(0, NaoV6Model::rightFoot) * Vector3d(0.025, 0.0, -NaoV6Model::soleHeight));
    const Vector3d hands = 0.5 * (lab.world().bodyPose(0, 7) * Vector3d(0.065, 0.0, 0.0) + lab.world().bodyPose(0, 12) * Vector3d(0.065, 0.0, 0.0));
    // The motors' loads: the largest current of the legs and of the arms (mA; the simulated motor's maximum torque is 2000 mA).
    int legCurrent = 0, armCurrent = 0;
    Joints::Joint legJoint = Joints::lHipYawPitch, armJoint = Joints::lShoulderPitch;
    FOREACH_ENUM(Joints::Joint, joint)
    {
      const int current = std::abs(static_cast<int>(joints.currents[joint]));
      if(joint >= Joints::lHipYawPitch && current > legCurrent)
        legCurrent = current, legJoint = joint;
      else if(joint >= Joints::lShoulderPitch && joint < Joints::lHipYawPitch && !Joints::isHand(joint) && current > armCurrent)
        armCurrent = current, armJoint = joint;
    }
    std::printf("legs=%4d(%s) arms=%4d(%s) ", legCurrent, TypeRegistry::getEnumName(legJoint), armCurrent, TypeRegistry::getEnumName(armJoint));
    const Vector3d footUp = lab.world().bodyPose(0, NaoV6Model::leftFoot).linear().col(2);
    std::printf("com-soles=%6.3f hands-soles=%6.3f soles.z=%6.3f hands.z=%6.3f footUp=%5.2f,%5.2f,%5.2f ", com.x() - soles.x(), hands.x() - soles.x(), soles.z(), hands.z(),
                footUp.x(), footUp.y(), footUp.z());
    std::printf("x=%7.3f y=%7.3f yaw=%7.1f z=%.3f tilt=%5.1f state=%s/%s engine=%s kf=%s done=%d failed=%d\n",
                torso.x(), torso.y(), lab.world().torsoYaw(0) * 180.0 / std::numbers::pi, torso.z(),
                lab.world().torsoTilt(0) * 180.0 / std::numbers::pi, TypeRegistry::getEnumName(lab.fallDownState().state),
                TypeRegistry::getEnumName(lab.fallDownState().direction), TypeRegistry::getEnumName(selection.engine),
                TypeRegistry::getEnumName(lab.get<KeyFrameEngineOutput>("KeyFrameEngineOutput").motion),
                lab.get<KeyFrameEngineOutput>("KeyFrameEngineOutput").isDone, lab.get<KeyFrameEngineOutput>("KeyFrameEngineOutput").failed);
  }

  bool reportedFault = false;

  /** Runs for seconds, tracing every 100 ms if asked; returns whether the robot fell (or sat down for a motor fault). */
  bool run(MotionLab& lab, double seconds)
  {
    const unsigned fallsBefore = lab.fallDownState().falls;
    const int cycles = static_cast<int>(std::lround(seconds / 0.012));
    for(int i = 0; i < cycles; ++i)
    {
      lab.step();
      if(trace && i % 8 == 0)
        show(lab);
    }
    // A joint that the MotorMonitor found not following sits the robot down: in these runs no
    // joint has a fault, so that is a false alarm and counts like a fall.
    if(lab.motionInfo().motorFault && !reportedFault)
    {
      reportedFault = true;
      std::printf("false motor fault alarm at %.2f s\n", lab.time());
    }
    return lab.fallDownState().falls != fallsBefore || lab.fallDownState().state == FallDownState::fallen || lab.motionInfo().motorFault;
  }

  /** Unwrapped yaw change while running. */
  struct YawTracker
  {
    double last = 0, total = 0;
    void start(MotionLab& lab) { last = lab.world().torsoYaw(0); total = 0; }
    void update(MotionLab& lab)
    {
      const double now = lab.world().torsoYaw(0);
      total += std::remainder(now - last, 2.0 * std::numbers::pi);
      last = now;
    }
  };

  /** Walks at the request for 2 s (to reach the speed), then measures 10 s. Returns mm/s (or deg/s for turning) in the asked direction. */
  double held(const Pose2f& request, bool turning, bool& fell)
  {
    MotionLab lab(labOptions());
    stand(lab);
    lab.motionRequest().motion = MotionRequest::walk;
    lab.motionRequest().walkSpeed = request;
    fell = run(lab, 2.0);
    const Eigen::Isometry3d start = lab.world().bodyPose(0, NaoV6Model::torso);
    const double startYaw = lab.world().torsoYaw(0);
    YawTracker yaw;
    yaw.start(lab);
    for(int i = 0; i < static_cast<int>(10.0 / 0.012); ++i)
    {
      lab.step();
      yaw.update(lab);
      if(trace && i % 8 == 0)
        show(lab);
    }
    fell = fell || lab.fallDownState().falls > 0;
    if(turning)
      return yaw.total * 180.0 / std::numbers::pi / 10.0;
    // The distance along the requested direction, in the robot's frame at the start.
    const Vector3d moved = lab.world().torsoPosition(0) - start.translation();
    const double c = std::cos(startYaw), s = std::sin(startYaw);
    const Vector2d local(c * moved.x() + s * moved.y(), -s * moved.x() + c * moved.y());
    const Vector2d direction = Vector2d(request.translation.x(), request.translation.y()).normalized();
    return local.dot(direction) * 1000.0 / 10.0;
  }

  int speeds()
  {
    struct Case
    {
      const char* name;
      Pose2f request;
      bool turning;
      double goal;
    };
    const Case cases[] = {{"forward", Pose2f(0.f, 1000.f, 0.f), false, 230}, {"backward", Pose2f(0.f, -1000.f, 0.f), false, 150},
                          {"sideways left", Pose2f(0.f, 0.f, 1000.f), false, 190}, {"sideways right", Pose2f(0.f, 0.f, -1000.f), false, 190},
                          {"turning left", Pose2f(Angle::fromDegrees(500.f), 0.f, 0.f), true, 90},
                          {"turning right", Pose2f(Angle::fromDegrees(-500.f), 0.f, 0.f), true, 90}};
    int failed = 0;
    std::printf("| what | measured | goal | falls |\n|---|---|---|---|\n");
    for(const Case& c : cases)
    {
      bool fell = false;
      const double value = std::abs(held(c.request, c.turning, fell));
      const bool ok = value >= c.goal && !fell;
      failed += !ok;
      std::printf("| %s | %.0f %s | >= %.0f | %s |%s\n", c.name, value, c.turning ? "deg/s" : "mm/s", c.goal, fell ? "yes" : "no",
                  ok ? "" : " missed");
    }
    return failed;
  }

  Pose2f randomRequest(std::mt19937& random)
  {
    std::uniform_real_distribution<float> unit(-1.f, 1.f);
    switch(std::uniform_int_distribution<int>(0, 5)(random))
    {
      case 0: return Pose2f(); // stand
      case 1: return Pose2f(0.f, 300.f * std::abs(unit(random)), 0.f); // forward
      case 2: return Pose2f(Angle::fromDegrees(120.f * unit(random)), 0.f, 0.f); // turn
      case 3: return Pose2f(0.f, 0.f, 240.f * unit(random)); // sideways
      default: return Pose2f(Angle::fromDegrees(120.f * unit(random)), 300.f * unit(random), 240.f * unit(random)); // anything
    }
  }

  int randomWalks()
  {
    const int n = runs > 0 ? runs : 100;
    int falls = 0;
    for(int r = 0; r < n; ++r)
    {
      std::mt19937 generator(seed + static_cast<unsigned>(r));
      MotionLab lab(labOptions());
      stand(lab);
      std::string requests;
      bool fell = false;
      for(int i = 0; i < 10 && !fell; ++i)
      {
        const Pose2f request = randomRequest(generator);
        lab.motionRequest().motion = MotionRequest::walk;
        lab.motionRequest().walkSpeed = request;
        char text[64];
        std::snprintf(text, sizeof(text), "%s(%.0f %.0f %.0f)", i ? " " : "", request.translation.x(), request.translation.y(),
                      request.rotation.toDegrees());
        requests += text;
        fell = run(lab, 2.0);
      }
      falls += fell;
      std::printf("run %3d seed %u: %s%s\n", r, seed + static_cast<unsigned>(r), fell ? "FELL " : "ok   ", requests.c_str());
    }
    std::printf("| %d runs of 20 s, a random walk request every 2 s (seeds %u..%u) | %d falls | goal 0 |\n", n, seed, seed + static_cast<unsigned>(n) - 1,
                falls);
    return falls;
  }

  int odometry()
  {
    const Pose2f requests[] = {Pose2f(0.f, 250.f, 0.f), Pose2f(0.f, -150.f, 0.f), Pose2f(0.f, 0.f, 200.f), Pose2f(Angle::fromDegrees(20.f), 200.f, 0.f)};
    double worst = 0;
    for(const Pose2f& request : requests)
    {
      MotionLab lab(labOptions());
      stand(lab);
      const Eigen::Isometry3d start = lab.world().bodyPose(0, NaoV6Model::torso);
      const Pose2f startOdometry = lab.odometry().odometry;
      lab.motionRequest().motion = MotionRequest::walk;
      lab.motionRequest().walkSpeed = request;
      double distance = 0;
      Vector3d last = start.translation();
      while(distance < 5.0 && lab.time() < 120)
      {
        lab.step();
        const Vector3d now = lab.world().torsoPosition(0);
        distance += (now - last).head<2>().norm();
        last = now;
      }
      lab.motionRequest().motion = MotionRequest::stand;
      run(lab, 2.0);
      // The true motion in the start frame against the odometry's.
      const Vector3d moved = lab.world().torsoPosition(0) - start.translation();
      const double startYaw = std::atan2(start.linear()(1, 0), start.linear()(0, 0));
      const double c = std::cos(startYaw), s = std::sin(startYaw);
      const Vector2d trueLocal(c * moved.x() + s * moved.y(), -s * moved.x() + c * moved.y());
      const Pose2f& end = lab.odometry().odometry;
      const float oc = std::cos(startOdometry.rotation), os = std::sin(startOdometry.rotation);
      const Vector2f d = end.translation - startOdometry.translation;
      const Vector2d odometryLocal(oc * d.x() + os * d.y(), -os * d.x() + oc * d.y());
      const double error = (odometryLocal / 1000.0 - trueLocal).norm() / std::max(distance, 1e-3);
      worst = std::max(worst, error);
      std::printf("| request %.0f %.0f %.0f | walked %.2f m | odometry off by %.0f mm = %.1f %% of the distance |\n", request.translation.x(),
                  request.translation.y(), request.rotation.toDegrees(), distance, (odometryLocal / 1000.0 - trueLocal).norm() * 1000.0,
                  error * 100.0);
    }
    std::printf("| odometry after 5 m | worst %.1f %% | goal <= 10 %% |\n", worst * 100.0);
    return worst > 0.1;
  }

  int kick()
  {
    const int n = runs > 0 ? runs : 10;
    int good = 0;
    for(int r = 0; r < n; ++r)
    {
      const bool left = r % 2 == 0;
      const float direction = (static_cast<float>(r % 5) - 2.f) * 10.f; // -20 .. 20 deg
      MotionLab lab(labOptions());
      lab.motionRequest().kickLeg = left ? Legs::left : Legs::right;
      lab.motionRequest().kickDirection = Angle::fromDegrees(direction);
      stand(lab);
      const Eigen::Isometry3d torso = lab.world().bodyPose(0, NaoV6Model::torso);
      // The ball where the kick engine wants it: relative to the kicking foot's ankle, in the robot's frame.
      const Vector2f offset = lab.get<KickEngineOutput>("KickEngineOutput").ballOffset / 1000.f;
      const Vector3d ankle = lab.world().bodyPose(0, left ? NaoV6Model::leftFoot : NaoV6Model::rightFoot).translation();
      const double heading = std::atan2(torso.linear()(1, 0), torso.linear()(0, 0));
      const Vector3d ballStart(ankle.x() + std::cos(heading) * offset.x() - std::sin(heading) * offset.y(),
                               ankle.y() + std::sin(heading) * offset.x() + std::cos(heading) * offset.y(), 0.0);
      lab.world().moveBall(ballStart.x(), ballStart.y(), 0.0, 0.0);
      lab.motionRequest().motion = MotionRequest::kick;
      lab.motionRequest().kickLeg = left ? Legs::left : Legs::right;
      lab.motionRequest().kickDirection = Angle::fromDegrees(direction);
      // Where the kicking foot points when it meets the ball (the first frame the ball moves).
      double footYaw = 0, torsoYaw = 0;
      bool fell = false;
      for(int i = 0; i < static_cast<int>(4.0 / 0.012); ++i)
      {
        lab.step();
        if(footYaw == 0 && lab.world().ballVelocity().head<2>().norm() > 0.05)
        {
          const Eigen::Isometry3d foot = lab.world().bodyPose(0, left ? NaoV6Model::leftFoot : NaoV6Model::rightFoot);
          footYaw = (std::atan2(foot.linear()(1, 0), foot.linear()(0, 0)) - std::atan2(torso.linear()(1, 0), torso.linear()(0, 0))) * 180.0 / std::numbers::pi;
          torsoYaw = (lab.world().torsoYaw(0) - std::atan2(torso.linear()(1, 0), torso.linear()(0, 0))) * 180.0 / std::numbers::pi;
        }
      }
      fell = lab.fallDownState().falls > 0;
      if(trace)
        std::printf("  at contact: kicking foot turned %+.1f deg, torso %+.1f deg\n", footYaw, torsoYaw);
      lab.motionRequest().motion = MotionRequest::stand;
      fell = run(lab, 10.0) || fell;
      const Vector3d ball = lab.world().ballPosition() - ballStart;
      const double yaw = std::atan2(torso.linear()(1, 0), torso.linear()(0, 0));
      const double travelled = ball.head<2>().norm();
      const double ballDirection = (std::atan2(ball.y(), ball.x()) - yaw) * 180.0 / std::numbers::pi;
      const double error = std::abs(std::remainder(ballDirection - direction, 360.0));
      const bool ok = travelled >= 4.0 && error <= 15.0 && !fell;
      good += ok;
      std::printf("kick %2d %s foot, direction %+.0f deg: ball %.2f m toward %+.1f deg (off by %.1f), %s%s\n", r, left ? "left " : "right",
                  direction, travelled, ballDirection, error, fell ? "FELL" : "no fall", ok ? "" : "  (missed)");
    }
    std::printf("| kick: ball >= 4 m, within 15 deg, no fall | %d of %d | goal >= 9 of 10 |\n", good, n);
    return good * 10 < n * 9;
  }

  double disturbAfter = -1.0;   ///< --disturb S FX FY: a push S seconds after the getUp request (the retry of a get-up)
  Vector3d disturbance = Vector3d::Zero();

  /** Requests getUp; whether the robot stands within seconds (tracing, snapshots and the disturbance as asked). */
  bool getUpWithin(MotionLab& lab, double seconds)
  {
    lab.motionRequest().motion = MotionRequest::getUp;
    for(int i = 0; i < static_cast<int>(seconds / 0.012); ++i)
    {
      if(disturbAfter >= 0.0 && i == static_cast<int>(std::lround(disturbAfter / 0.012)))
        lab.world().push(0, disturbance, 0.2);
      lab.step();
      if(trace && i % 8 == 0)
        show(lab);
      if(!snapshots.empty() && i % 17 == 0)
      {
        char name[32];
        std::snprintf(name, sizeof(name), "/%03d.ppm", i / 17);
        snapshot(lab, snapshots + name);
      }
      if(lab.motionInfo().isStanding() && lab.fallDownState().isUpright())
        return true;
    }
    return false;
  }

  /** Stand, push so that the robot falls, ask it to get up. Returns whether it stood within 10 s. */
  bool getUpAfterPush(const Vector3d& force, bool& fellAtAll)
  {
    MotionLab lab(labOptions());
    stand(lab);
    lab.world().push(0, force, 0.2);
    run(lab, 2.5);
    fellAtAll = lab.fallDownState().state == FallDownState::fallen;
    if(!fellAtAll)
      return true;
    return getUpWithin(lab, disturbAfter >= 0.0 ? 25.0 : 10.0); // a disturbed get-up may need its retries
  }

  int getUp()
  {
    const int n = runs > 0 ? runs : 100;
    std::mt19937 generator(seed);
    int up = 0, fallen = 0;
    for(int r = 0; r < n; ++r)
    {
      // From behind (front falls) or from the front (back falls), 40..70 N, up to 20 degrees to the side.
      const bool front = r % 2 == 0;
      const double strength = std::uniform_real_distribution<double>(40.0, 70.0)(generator);
      const double angle = std::uniform_real_distribution<double>(-0.35, 0.35)(generator) + (front ? 0.0 : std::numbers::pi);
      bool fell = false;
      const bool stood = getUpAfterPush(Vector3d(std::cos(angle) * strength, std::sin(angle) * strength, 0.0), fell);
      fallen += fell;
      up += fell && stood;
      std::printf("push %3d %s %.0f N at %+.0f deg: %s\n", r, front ? "from behind " : "from the front", strength, angle * 180.0 / std::numbers::pi,
                  !fell ? "did not fall" : stood ? "up" : "STILL DOWN");
    }
    std::printf("| get up after pushes that made the robot fall (front and back) | %d of %d standing within 10 s (%.0f %%) | goal >= 95 %% |\n", up,
                fallen, fallen ? 100.0 * up / fallen : 0.0);
    return fallen == 0 || up * 100 < fallen * 95;
  }

  /** Robots put down lying with random joint angles get up (seeded). */
  int lying()
  {
    const int n = runs > 0 ? runs : 100;
    std::mt19937 generator(seed);
    const auto uniform = [&](float from, float to) { return Angle::fromDegrees(std::uniform_real_distribution<float>(from, to)(generator)); };
    int up[2] = {0, 0}, tried[2] = {0, 0};
    for(int r = 0; r < n; ++r)
    {
      const bool front = r % 2 == 0;
      // Each side on its own (mirrored ranges): arms anywhere a fall leaves them, legs bent or stretched.
      std::array<float, Lola::numOfJoints> angles{};
      angles[Lola::HeadYaw] = uniform(-30.f, 30.f);
      angles[Lola::HeadPitch] = uniform(-20.f, 20.f);
      for(int side = 0; side < 2; ++side)
      {
        const float sign = side == 0 ? 1.f : -1.f;
        angles[side == 0 ? Lola::LShoulderPitch : Lola::RShoulderPitch] = uniform(-30.f, 119.f);
        angles[side == 0 ? Lola::LShoulderRoll : Lola::RShoulderRoll] = sign * uniform(0.f, 60.f);
        angles[side == 0 ? Lola::LElbowYaw : Lola::RElbowYaw] = sign * uniform(-90.f, 30.f);
        angles[side == 0 ? Lola::LElbowRoll : Lola::RElbowRoll] = sign * uniform(-88.f, -2.f);
        angles[side == 0 ? Lola::LHipRoll : Lola::RHipRoll] = sign * uniform(-10.f, 25.f);
        angles[side == 0 ? Lola::LHipPitch : Lola::RHipPitch] = uniform(-70.f, 20.f);
        angles[side == 0 ? Lola::LKneePitch : Lola::RKneePitch] = uniform(0.f, 100.f);
        angles[side == 0 ? Lola::LAnklePitch : Lola::RAnklePitch] = uniform(-40.f, 40.f);
        angles[side == 0 ? Lola::LAnkleRoll : Lola::RAnkleRoll] = sign * uniform(-10.f, 10.f);
      }
      angles[Lola::LHipYawPitch] = uniform(-30.f, 0.f);
      const float rotation = uniform(-180.f, 180.f);
      MotionLab lab(labOptions());
      lab.world().placeRobot(0, 0.0, 0.0, rotation, angles, front ? std::numbers::pi / 2 : -std::numbers::pi / 2);
      lab.motionRequest().motion = MotionRequest::playDead;
      lab.run(1.5);
      const bool lies = lab.fallDownState().state == FallDownState::fallen;
      const FallDownState::Direction side = lab.fallDownState().direction;
      const bool stood = getUpWithin(lab, 10.0);
      ++tried[front];
      up[front] += stood;
      std::printf("robot %3d on its %s (%s, %s): %s\n", r, front ? "front" : "back ", lies ? "lying" : "NOT LYING",
                  TypeRegistry::getEnumName(side), stood ? "up" : "STILL DOWN");
    }
    std::printf("| get up from random lying poses | front %d of %d, back %d of %d standing within 10 s (%.0f %%) |\n", up[1], tried[1], up[0],
                tried[0], 100.0 * (up[0] + up[1]) / std::max(n, 1));
    return (up[0] + up[1]) * 100 < n * 95;
  }

  int frame()
  {
    MotionLab lab(labOptions());
    stand(lab);
    lab.motionRequest().motion = MotionRequest::walk;
    lab.motionRequest().walkSpeed = Pose2f(Angle::fromDegrees(20.f), 200.f, 50.f);
    lab.run(2.0);
    // The modules alone: the lab's step minus the physics.
    double modules = 0;
    const int n = 2000;
    for(int i = 0; i < n; ++i)
    {
      const auto start = std::chrono::steady_clock::now();
      lab.stepModules();
      modules += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
      lab.stepPhysics();
    }
    std::printf("| Motion thread frame with the walk running (its modules) | %.3f ms | goal <= 0.5 ms |\n", modules / n);
    return modules / n > 0.5;
  }
}

int main(int argc, char** argv)
{
  std::vector<std::string> args;
  for(int i = 1; i < argc; ++i)
  {
    const std::string arg = argv[i];
    if(arg == "--trace")
      trace = true;
    else if(arg == "--seed" && i + 1 < argc)
      seed = static_cast<unsigned>(std::strtoul(argv[++i], nullptr, 10));
    else if(arg == "--snapshots" && i + 1 < argc)
      snapshots = argv[++i];
    else if(arg == "--view" && i + 1 < argc)
      view = std::strtof(argv[++i], nullptr);
    else if(arg == "--disturb" && i + 3 < argc)
    {
      disturbAfter = std::strtod(argv[++i], nullptr);
      disturbance.x() = std::strtod(argv[++i], nullptr);
      disturbance.y() = std::strtod(argv[++i], nullptr);
    }
    else if(arg == "--runs" && i + 1 < argc)
      runs = std::atoi(argv[++i]);
    else if(arg == "-h" || arg == "--help")
    {
      std::fputs(usage, stdout);
      return 0;
    }
    else
      args.push_back(arg);
  }
  if(args.empty())
  {
    std::fputs(usage, stderr);
    return 2;
  }
  const std::string& command = args[0];
  if(command == "speeds")
    return speeds() ? 1 : 0;
  if(command == "random")
    return randomWalks() ? 1 : 0;
  if(command == "odometry")
    return odometry();
  if(command == "kick")
    return kick();
  if(command == "getup")
    return getUp();
  if(command == "frame")
    return frame();
  if(command == "lying")
    return lying();
  if(command == "all")
    return (speeds() + randomWalks() + odometry() + kick() + getUp() + frame()) ? 1 : 0;
  if(command == "walk" && args.size() == 5)
  {
    bool fell = false;
    const Pose2f request(Angle::fromDegrees(std::stof(args[3])), std::stof(args[1]), std::stof(args[2]));
    const double value = held(request, request.translation.isZero(), fell);
    std::printf("%.1f %s, %s\n", value, request.translation.isZero() ? "deg/s" : "mm/s", fell ? "fell" : "no fall");
    return 0;
  }
  if(command == "push" && args.size() == 3)
  {
    bool fell = false;
    const bool up = getUpAfterPush(Vector3d(std::stod(args[1]), std::stod(args[2]), 0.0), fell);
    std::printf("%s\n", !fell ? "did not fall" : up ? "up" : "still down");
    return 0;
  }
  std::fputs(usage, stderr);
  return 2;
}
