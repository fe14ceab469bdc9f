/**
 * @file NaoV6Model.cpp
 * The NAO V6's bodies, joints, motors and shapes, and their MJCF.
 */
#include "NaoV6Model.h"
#include "JointLimits.h"
#include <cmath>
#include <numbers>
#include <vector>

namespace
{
  constexpr double g = 1e-9; ///< g mm^2 -> kg m^2
  constexpr double degree = std::numbers::pi / 180.0;
  /** s: how fast the joints' dry friction stops a creeping joint (MuJoCo's default 0.02 lets a limp crouch sink). */
  double frictionTimeConstant = 0.002;
}

// Masses, centres of mass and inertia from the facts (g, mm, g mm^2 converted); the centres of
// mass and joint positions of the torso's children are 85 mm higher than in SimRobot's model,
// whose torso frame is 85 mm above the middle of the hips.
const std::array<NaoV6Model::Body, NaoV6Model::numOfBodies> NaoV6Model::bodies = {{
  {"torso", -1, "", -1, {0, 0, 0}, {0, 0, 0}, 1.04956, {-0.00413, 0, 0.12842},
   {5062341.69 * g, 4880133.93 * g, 1610302.24 * g, 14311.60 * g, 155190.83 * g, -27079.30 * g}},
  {"Neck", 0, "HeadYaw", Lola::HeadYaw, {0, 0, 0.2115}, {0, 0, 1}, 0.07842, {-0.00001, 0, -0.02742},
   {74992.98 * g, 75999.99 * g, 5533.73 * g, 1.57 * g, -18.34 * g, -52.95 * g}},
  {"Head", 1, "HeadPitch", Lola::HeadPitch, {0, 0, 0}, {0, 1, 0}, 0.65973, {0.00109, 0.00146, 0.05719},
   {2929818.72 * g, 2838592.56 * g, 716895.93 * g, 3717.10 * g, -31446.71 * g, -73773.31 * g}},
  // left arm
  {"LShoulder", 0, "LShoulderPitch", Lola::LShoulderPitch, {0, 0.098, 0.185}, {0, 1, 0}, 0.09304, {-0.00165, -0.02663, 0.00014},
   {84284.28 * g, 14155.63 * g, 86419.46 * g, -2028.02 * g, 23.39 * g, -19.48 * g}},
  {"LUpperArm", 3, "LShoulderRoll", Lola::LShoulderRoll, {0, 0, 0}, {0, 0, 1}, 0.15777, {0.02455, 0.00563, 0.00330},
   {93900.10 * g, 371518.33 * g, 341901.19 * g, -47144.85 * g, -26994.73 * g, -2459.82 * g}},
  {"LElbow", 4, "LElbowYaw", Lola::LElbowYaw, {0.105, 0.015, 0}, {1, 0, 0}, 0.06483, {-0.02744, 0, -0.00014},
   {5597.15 * g, 75433.15 * g, 76443.38 * g, 4.39 * g, 43.19 * g, -1.84 * g}},
  {"LLowerArm", 5, "LElbowRoll", Lola::LElbowRoll, {0, 0, 0}, {0, 0, 1}, 0.07761, {0.02556, 0.00281, 0.00076},
   {25332.28 * g, 89132.16 * g, 87287.28 * g, -2342.89 * g, 74.59 * g, -26.56 * g}},
  {"LWrist", 6, "LWristYaw", Lola::LWristYaw, {0.05595, 0, 0}, {1, 0, 0}, 0.18533, {0.03434, -0.00088, 0.00308},
   {70549.38 * g, 356061.81 * g, 351919.25 * g, 5716.67 * g, -22474.41 * g, 3177.77 * g}},
  // right arm
  {"RShoulder", 0, "RShoulderPitch", Lola::RShoulderPitch, {0, -0.098, 0.185}, {0, 1, 0}, 0.09304, {-0.00165, 0.02663, 0.00014},
   {84284.28 * g, 14155.62 * g, 86419.46 * g, 2028.02 * g, 23.37 * g, 19.96 * g}},
  {"RUpperArm", 8, "RShoulderRoll", Lola::RShoulderRoll, {0, 0, 0}, {0, 0, 1}, 0.15777, {0.02455, -0.00563, 0.00330},
   {110119.78 * g, 367576.65 * g, 354618.19 * g, 76690.99 * g, -26046.05 * g, 12098.23 * g}},
  {"RElbow", 9, "RElbowYaw", Lola::RElbowYaw, {0.105, -0.015, 0}, {1, 0, 0}, 0.06483, {-0.02744, 0, -0.00014},
   {5597.15 * g, 75433.15 * g, 76443.38 * g, 4.39 * g, 43.19 * g, -1.84 * g}},
  {"RLowerArm", 10, "RElbowRoll", Lola::RElbowRoll, {0, 0, 0}, {0, 0, 1}, 0.07761, {0.02556, -0.00281, 0.00076},
   {25390.70 * g, 89220.44 * g, 87248.38 * g, 2332.25 * g, -601.17 * g, 26.93 * g}},
  {"RWrist", 11, "RWristYaw", Lola::RWristYaw, {0.05595, 0, 0}, {1, 0, 0}, 0.18533, {0.03434, 0.00088, 0.00308},
   {70549.29 * g, 356061.88 * g, 351919.26 * g, 5716.66 * g, -22474.34 * g, 3177.77 * g}},
  // left leg: the hip yaw-pitch axis lies in the y-z plane at 45 degrees, (0, 1, -1) left, (0, 1, 1) right
  {"LHip1", 0, "LHipYawPitch", Lola::LHipYawPitch, {0, 0.05, 0}, {0, 1, -1}, 0.06981, {-0.00781, -0.01114, 0.02661},
   {81502.27 * g, 101325.27 * g, 62623.96 * g, -4994.62 * g, 12748.20 * g, 23455.01 * g}},
  {"LHip2", 13, "LHipRoll", Lola::LHipRoll, {0, 0, 0}, {1, 0, 0}, 0.14053, {-0.01549, 0.00029, -0.00515},
   {27583.44 * g, 98270.59 * g, 88099.78 * g, -22.30 * g, -4081.53 * g, -4.18 * g}},
  {"LThigh", 14, "LHipPitch", Lola::LHipPitch, {0, 0, 0}, {0, 1, 0}, 0.38968, {0.00138, 0.00221, -0.05373},
   {1636719.24 * g, 1591072.67 * g, 303743.22 * g, 924.45 * g, 85310.79 * g, 38357.47 * g}},
  {"LTibia", 15, "LKneePitch", Lola::LKneePitch, {0, 0, -0.100}, {0, 1, 0}, 0.30142, {0.00453, 0.00225, -0.04936},
   {1182079.03 * g, 1128652.24 * g, 193227.60 * g, 633.74 * g, 36499.64 * g, 39492.53 * g}},
  {"LAnkle", 16, "LAnklePitch", Lola::LAnklePitch, {0, 0, -0.1029}, {0, 1, 0}, 0.13416, {0.00045, 0.00029, 0.00685},
   {38509.81 * g, 74265.29 * g, 54865.35 * g, -26.34 * g, 3861.96 * g, 18.32 * g}},
  {"LFoot", 17, "LAnkleRoll", Lola::LAnkleRoll, {0, 0, 0}, {1, 0, 0}, 0.17184, {0.02542, 0.00330, -0.03239},
   {269442.90 * g, 644342.28 * g, 525755.35 * g, -5696.02 * g, 139379.20 * g, 18741.43 * g}},
  // right leg
  {"RHip1", 0, "RHipYawPitch", -1, {0, -0.05, 0}, {0, 1, 1}, 0.06981, {-0.00781, 0.01114, 0.02661},
   {89971.87 * g, 105526.06 * g, 66887.37 * g, 5002.25 * g, 12735.31 * g, -27700.88 * g}},
  {"RHip2", 19, "RHipRoll", Lola::RHipRoll, {0, 0, 0}, {1, 0, 0}, 0.14053, {-0.01549, -0.00029, -0.00515},
   {27586.44 * g, 98269.99 * g, 88103.38 * g, -19.16 * g, -4108.11 * g, 2.52 * g}},
  {"RThigh", 20, "RHipPitch", Lola::RHipPitch, {0, 0, 0}, {0, 1, 0}, 0.38968, {0.00138, -0.00221, -0.05373},
   {1637482.24 * g, 1592213.99 * g, 303978.89 * g, -839.27 * g, 85887.18 * g, -39180.38 * g}},
  {"RTibia", 21, "RKneePitch", Lola::RKneePitch, {0, 0, -0.100}, {0, 1, 0}, 0.30142, {0.00453, -0.00225, -0.04936},
   {1182829.03 * g, 1128278.75 * g, 191453.09 * g, -896.13 * g, 27999.52 * g, -38478.73 * g}},
  {"RAnkle", 22, "RAnklePitch", Lola::RAnklePitch, {0, 0, -0.1029}, {0, 1, 0}, 0.13416, {0.00045, -0.00029, 0.00685},
   {38508.11 * g, 74310.79 * g, 54913.15 * g, 64.34 * g, 3874.68 * g, -4.60 * g}},
  {"RFoot", 23, "RAnkleRoll", Lola::RAnkleRoll, {0, 0, 0}, {1, 0, 0}, 0.17184, {0.02542, -0.00330, -0.03239},
   {269303.10 * g, 643474.47 * g, 525034.16 * g, 5874.62 * g, 139133.06 * g, -18848.77 * g}},
}};

// Collision shapes: SimRobot's boxes and spheres for torso, head, hips, thighs and tibias;
// capsules along the arms; the soles as boxes of the sole's outline (RobotDimensions).
const std::array<NaoV6Model::Shape, 17> NaoV6Model::shapes = {{
  {torso, Shape::box, {0, 0, 0.105}, {0.050, 0.060, 0.095}},
  {torso, Shape::box, {-0.030, 0, -0.040}, {0.040, 0.060, 0.025}}, // the pelvis: a sitting robot rests on it
  {head, Shape::sphere, {0, 0, 0.055}, {0.062, 0, 0}},
  {4, Shape::capsule, {0.005, 0, 0}, {0.025, 0, 0}, 0, {0.090, 0.012, 0}},
  {6, Shape::capsule, {0.005, 0, 0}, {0.023, 0, 0}, 0, {0.050, 0, 0}},
  {7, Shape::capsule, {0.010, 0, 0}, {0.025, 0, 0}, 0, {0.065, 0, 0.005}},
  {9, Shape::capsule, {0.005, 0, 0}, {0.025, 0, 0}, 0, {0.090, -0.012, 0}},
  {11, Shape::capsule, {0.005, 0, 0}, {0.023, 0, 0}, 0, {0.050, 0, 0}},
  {12, Shape::capsule, {0.010, 0, 0}, {0.025, 0, 0}, 0, {0.065, 0, 0.005}},
  {14, Shape::sphere, {0, 0, -0.010}, {0.055, 0, 0}},
  {15, Shape::box, {0, 0, -0.050}, {0.035, 0.035, 0.045}, -10 * degree},
  {16, Shape::box, {0, 0, -0.051375}, {0.035, 0.035, 0.045}, 10 * degree},
  {leftFoot, Shape::box, {(soleFront + soleBack) / 2, (soleOuter - soleInner) / 2, -soleHeight + soleThickness / 2},
   {(soleFront - soleBack) / 2, (soleOuter + soleInner) / 2, soleThickness / 2}},
  {20, Shape::sphere, {0, 0, -0.010}, {0.055, 0, 0}},
  {21, Shape::box, {0, 0, -0.050}, {0.035, 0.035, 0.045}, -10 * degree},
  {22, Shape::box, {0, 0, -0.051375}, {0.035, 0.035, 0.045}, 10 * degree},
  {rightFoot, Shape::box, {(soleFront + soleBack) / 2, -(soleOuter - soleInner) / 2, -soleHeight + soleThickness / 2},
   {(soleFront - soleBack) / 2, (soleOuter + soleInner) / 2, soleThickness / 2}},
}};

const NaoV6Model::Motor& NaoV6Model::motor(std::size_t lolaJoint)
{
  // Speeds and torques from the facts (the elbows of both arms as the left arm's: the source
  // gives the right elbow yaw 600 deg/s, the left one 330). Gains, damping, friction and the
  // rotors' inertia are ours (docs/naosim.md, "Joints"). The legs' gears hold 0.7 N m without
  // stiffness: enough for a limp robot to stay sitting, too little to keep it standing.
  static const Motor head{474 * degree, 3.0, 60, 1.0, 0.02, 0.01, 0.002};
  static const Motor headPitch{412 * degree, 3.0, 60, 1.0, 0.02, 0.01, 0.002};
  static const Motor shoulder{600 * degree, 5.0, 60, 0.8, 0.02, 0.01, 0.002};
  static const Motor elbow{330 * degree, 3.0, 40, 0.5, 0.01, 0.01, 0.001};
  static const Motor wrist{600 * degree, 3.0, 20, 0.2, 0.01, 0.005, 0.0005};
  static const Motor leg{400 * degree, 5.0, 150, 1.5, 0.05, 0.7, 0.005};
  switch(lolaJoint)
  {
    case Lola::HeadYaw: return head;
    case Lola::HeadPitch: return headPitch;
    case Lola::LShoulderPitch: case Lola::LShoulderRoll: case Lola::RShoulderPitch: case Lola::RShoulderRoll: return shoulder;
    case Lola::LElbowYaw: case Lola::LElbowRoll: case Lola::RElbowYaw: case Lola::RElbowRoll: return elbow;
    case Lola::LWristYaw: case Lola::RWristYaw: return wrist;
    default: return leg;
  }
}

double NaoV6Model::totalMass()
{
  double mass = 0.0;
  for(const Body& body : bodies)
    mass += body.mass;
  return mass;
}

namespace
{
  void triple(std::ostream& out, const double v[3])
  {
    out << v[0] << ' ' << v[1] << ' ' << v[2];
  }

  /** The children of a body, in the table's order. */
  std::vector<int> children(int parent)
  {
    std::vector<int> result;
    for(std::size_t i = 1; i < NaoV6Model::numOfBodies; ++i)
      if(NaoV6Model::bodies[i].parent == parent)
        result.push_back(static_cast<int>(i));
    return result;
  }

  void writeShapes(std::ostream& out, int body, const std::string& prefix, const float jersey[4], int depth)
  {
    const std::string indent(static_cast<std::size_t>(depth) * 2, ' ');
    int count = 0;
    for(const NaoV6Model::Shape& shape : NaoV6Model::shapes)
    {
      if(shape.body != body)
        continue;
      const bool team = body == NaoV6Model::torso || body == 15 || body == 21;
      out << indent << "<geom name=\"" << prefix << NaoV6Model::bodies[static_cast<std::size_t>(body)].name << count++ << "\" class=\"nao\" ";
      if(team)
        out << "rgba=\"" << jersey[0] << ' ' << jersey[1] << ' ' << jersey[2] << ' ' << jersey[3] << "\" ";
      switch(shape.type)
      {
        case NaoV6Model::Shape::box:
          out << "type=\"box\" pos=\"";
          triple(out, shape.position);
          out << "\" size=\"";
          triple(out, shape.size);
          out << "\"";
          if(shape.pitch != 0.0)
            out << " euler=\"0 " << shape.pitch << " 0\"";
          break;
        case NaoV6Model::Shape::sphere:
          out << "type=\"sphere\" pos=\"";
          triple(out, shape.position);
          out << "\" size=\"" << shape.size[0] << "\"";
          break;
        case NaoV6Model::Shape::capsule:
          out << "type=\"capsule\" fromto=\"";
          triple(out, shape.position);
          out << ' ';
          triple(out, shape.to);
          out << "\" size=\"" << shape.size[0] << "\"";
          break;
      }
      out << "/>\n";
    }
  }

  void writeBody(std::ostream& out, int index, const std::string& prefix, const float jersey[4], int depth)
  {
    const NaoV6Model::Body& body = NaoV6Model::bodies[static_cast<std::size_t>(index)];
    const std::string indent(static_cast<std::size_t>(depth) * 2, ' ');
    out << indent << "<body name=\"" << prefix << body.name << "\" pos=\"";
    triple(out, body.offset);
    out << "\">\n";
    const double length = std::sqrt(body.axis[0] * body.axis[0] + body.axis[1] * body.axis[1] + body.axis[2] * body.axis[2]);
    // The right hip yaw-pitch has the left one's range (it follows it).
    const std::size_t lola = static_cast<std::size_t>(body.lolaJoint < 0 ? Lola::LHipYawPitch : body.lolaJoint);
    const NaoV6Model::Motor& motor = NaoV6Model::motor(lola);
    out << indent << "  <joint name=\"" << prefix << body.joint << "\" type=\"hinge\" axis=\"" << body.axis[0] / length << ' '
        << body.axis[1] / length << ' ' << body.axis[2] / length << "\" range=\"" << JointLimits::min[lola] << ' '
        << JointLimits::max[lola] << "\" damping=\"" << motor.passiveDamping << "\" frictionloss=\"" << motor.friction 
        << "\" solreffriction=\"" << frictionTimeConstant << " 1\" solimpfriction=\"0.99 0.999 0.001\" armature=\"" << motor.armature << "\"/>\n";
    out << indent << "  <inertial pos=\"";
    triple(out, body.centerOfMass);
    out << "\" mass=\"" << body.mass << "\" fullinertia=\"" << body.inertia[0] << ' ' << body.inertia[1] << ' ' << body.inertia[2]
        << ' ' << body.inertia[3] << ' ' << body.inertia[4] << ' ' << body.inertia[5] << "\"/>\n";
    writeShapes(out, index, prefix, jersey, depth + 1);
    if(index == NaoV6Model::leftFoot || index == NaoV6Model::rightFoot)
      out << indent << "  <site name=\"" << prefix << body.name << "Sole\" pos=\"0 0 " << -NaoV6Model::soleHeight << "\"/>\n";
    if(index == NaoV6Model::head)
      out << indent << "  <site name=\"" << prefix << "Neck\" pos=\"0 0 0\"/>\n";
    for(int child : children(index))
      writeBody(out, child, prefix, jersey, depth + 1);
    out << indent << "</body>\n";
  }

  /** Whether the shapes of two bodies of one robot may touch each other (arms and torso, the legs among each other). */
  bool selfCollides(int a, int b)
  {
    const auto arm = [](int body) { return (body >= 4 && body <= 7) || (body >= 9 && body <= 12); };
    const auto leftLeg = [](int body) { return body >= 15 && body <= 18; };
    const auto rightLeg = [](int body) { return body >= 21 && body <= 24; };
    if((a == NaoV6Model::torso && arm(b)) || (b == NaoV6Model::torso && arm(a)))
      return true;
    return (leftLeg(a) && rightLeg(b)) || (leftLeg(b) && rightLeg(a));
  }
}

void NaoV6Model::writeBodies(std::ostream& out, const std::string& prefix, const double position[3], const float jersey[4])
{
  const Body& torsoBody = bodies[torso];
  out << "    <body name=\"" << prefix << "torso\" pos=\"";
  triple(out, position);
  out << "\">\n";
  out << "      <freejoint name=\"" << prefix << "root\"/>\n";
  out << "      <inertial pos=\"";
  triple(out, torsoBody.centerOfMass);
  out << "\" mass=\"" << torsoBody.mass << "\" fullinertia=\"" << torsoBody.inertia[0] << ' ' << torsoBody.inertia[1] << ' '
      << torsoBody.inertia[2] << ' ' << torsoBody.inertia[3] << ' ' << torsoBody.inertia[4] << ' ' << torsoBody.inertia[5] << "\"/>\n";
  writeShapes(out, torso, prefix, jersey, 3);
  out << "      <site name=\"" << prefix << "imu\" pos=\"";
  triple(out, imuPosition);
  out << "\"/>\n";
  for(int child : children(torso))
    writeBody(out, child, prefix, jersey, 3);
  out << "    </body>\n";
}

void NaoV6Model::writeExclusions(std::ostream& out, const std::string& prefix)
{
  std::vector<int> withShapes;
  for(const Shape& shape : shapes)
    if(withShapes.empty() || withShapes.back() != shape.body)
      withShapes.push_back(shape.body);
  for(std::size_t i = 0; i < withShapes.size(); ++i)
    for(std::size_t j = i + 1; j < withShapes.size(); ++j)
      if(!selfCollides(withShapes[i], withShapes[j]) && bodies[static_cast<std::size_t>(withShapes[j])].parent != withShapes[i])
        out << "    <exclude body1=\"" << prefix << bodies[static_cast<std::size_t>(withShapes[i])].name << "\" body2=\"" << prefix
            << bodies[static_cast<std::size_t>(withShapes[j])].name << "\"/>\n";
}

void NaoV6Model::writeEqualities(std::ostream& out, const std::string& prefix)
{
  out << "    <joint joint1=\"" << prefix << "RHipYawPitch\" joint2=\"" << prefix << "LHipYawPitch\"/>\n";
}

void NaoV6Model::writeSensors(std::ostream& out, const std::string& prefix)
{
  out << "    <accelerometer name=\"" << prefix << "accelerometer\" site=\"" << prefix << "imu\"/>\n";
  out << "    <gyro name=\"" << prefix << "gyroscope\" site=\"" << prefix << "imu\"/>\n";
}
