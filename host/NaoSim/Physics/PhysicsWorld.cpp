/**
 * @file PhysicsWorld.cpp
 * MuJoCo's world of the field: building it, motors, sensors, moving things.
 */
#include "PhysicsWorld.h"
#include "JointLimits.h"
#include "FsrModel.h"
#include <mujoco/mujoco.h>
#include <algorithm>
#include <cmath>
#include <cstring>

namespace
{
  constexpr double gravity = 9.81;

  bool isHand(std::size_t joint) { return joint == Lola::LHand || joint == Lola::RHand; }

  /** The lowest z of a geom in its current pose. */
  double lowestPoint(const mjModel* m, const mjData* d, int geom)
  {
    const mjtNum* r = d->geom_xmat + 9 * geom;
    const mjtNum* size = m->geom_size + 3 * geom;
    const double z = d->geom_xpos[3 * geom + 2];
    switch(m->geom_type[geom])
    {
      case mjGEOM_BOX:
        return z - std::abs(r[6]) * size[0] - std::abs(r[7]) * size[1] - std::abs(r[8]) * size[2];
      case mjGEOM_CAPSULE:
        return z - std::abs(r[8]) * size[1] - size[0];
      case mjGEOM_CYLINDER:
        return z - std::abs(r[8]) * size[1] - size[0] * std::sqrt(std::max(0.0, 1.0 - r[8] * r[8]));
      default:
        return z - size[0];
    }
  }
}

PhysicsWorld::PhysicsWorld() = default;

PhysicsWorld::~PhysicsWorld()
{
  if(data)
    mj_deleteData(data);
  if(model_)
    mj_deleteModel(model_);
}

bool PhysicsWorld::create(const FieldDimensions& field, const std::vector<WorldModel::Robot>& setups, std::string& error)
{
  mjcf = WorldModel::mjcf(field, setups);
  auto vfs = std::make_unique<mjVFS>(); // about 2 MB: not on the stack
  mj_defaultVFS(vfs.get());
  const char* name = "field.xml";
  if(mj_makeEmptyFileVFS(vfs.get(), name, static_cast<int>(mjcf.size())) != 0)
  {
    error = "MuJoCo cannot hold the model in memory";
    return false;
  }
  std::memcpy(vfs->filedata[mj_findFileVFS(vfs.get(), name)], mjcf.data(), mjcf.size());
  char message[1000] = "";
  model_ = mj_loadXML(name, vfs.get(), message, sizeof(message));
  mj_deleteVFS(vfs.get());
  if(!model_)
  {
    error = std::string("MuJoCo rejects the model: ") + message;
    return false;
  }
  data = mj_makeData(model_);
  const mjModel* m = model_;
  robots.resize(setups.size());
  for(std::size_t i = 0; i < setups.size(); ++i)
  {
    RobotHandle& robot = robots[i];
    const std::string prefix = WorldModel::prefix(i);
    const auto joint = [&](const std::string& jointName) { return mj_name2id(m, mjOBJ_JOINT, (prefix + jointName).c_str()); };
    const int root = joint("root");
    robot.freeQpos = m->jnt_qposadr[root];
    robot.freeDof = m->jnt_dofadr[root];
    robot.qpos.fill(-1);
    robot.dof.fill(-1);
    for(std::size_t b = 0; b < NaoV6Model::numOfBodies; ++b)
    {
      const NaoV6Model::Body& body = NaoV6Model::bodies[b];
      robot.body[b] = mj_name2id(m, mjOBJ_BODY, (prefix + body.name).c_str());
      if(b == 0)
        continue;
      const int id = joint(body.joint);
      if(body.lolaJoint < 0)
      {
        robot.rightHipQpos = m->jnt_qposadr[id];
        robot.rightHipDof = m->jnt_dofadr[id];
      }
      else
      {
        robot.qpos[static_cast<std::size_t>(body.lolaJoint)] = m->jnt_qposadr[id];
        robot.dof[static_cast<std::size_t>(body.lolaJoint)] = m->jnt_dofadr[id];
      }
    }
    robot.accelerometer = m->sensor_adr[mj_name2id(m, mjOBJ_SENSOR, (prefix + "accelerometer").c_str())];
    robot.gyroscope = m->sensor_adr[mj_name2id(m, mjOBJ_SENSOR, (prefix + "gyroscope").c_str())];
    robot.soles = {mj_name2id(m, mjOBJ_GEOM, (prefix + "LFoot0").c_str()), mj_name2id(m, mjOBJ_GEOM, (prefix + "RFoot0").c_str())};
  }
  ballBody = mj_name2id(m, mjOBJ_BODY, "ball");
  const int ballJoint = mj_name2id(m, mjOBJ_JOINT, "ball");
  ballQpos = m->jnt_qposadr[ballJoint];
  ballDof = m->jnt_dofadr[ballJoint];
  mj_forward(model_, data);
  for(std::size_t i = 0; i < setups.size(); ++i)
  {
    std::array<float, Lola::numOfJoints> zero{};
    placeRobot(i, setups[i].x, setups[i].y, setups[i].rotation, zero);
  }
  return true;
}

double PhysicsWorld::getTime() const
{
  return data ? data->time : 0.0;
}

void PhysicsWorld::setJoints(std::size_t robot, const JointCommand& command)
{
  RobotHandle& handle = robots[robot];
  handle.command.hasPosition = command.hasPosition;
  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
  {
    // Like the robot's boards: a position beyond the range goes to its end, stiffness to 0..1.
    const float position = command.position[j], stiffness = command.stiffness[j];
    handle.command.position[j] = JointLimits::clamp(j, std::isfinite(position) ? position : handle.command.position[j]);
    handle.command.stiffness[j] = std::isfinite(stiffness) ? std::clamp(stiffness, 0.f, 1.f) : 0.f;
  }
}

void PhysicsWorld::control(RobotHandle& robot, double dt)
{
  mjtNum* qpos = data->qpos;
  const auto drive = [&](int qposIndex, int dofIndex, std::size_t joint, float setPoint, float setPointVelocity, double share) {
    // A position controller on the set point; stiffness scales its torque and its limit.
    const NaoV6Model::Motor& motor = NaoV6Model::motor(joint);
    const double velocity = data->qvel[dofIndex];
    const double wanted = motor.gain * (setPoint - qpos[qposIndex]) + motor.damping * (setPointVelocity - velocity);
    // Near its maximum speed the motor has no torque left to go faster (its back EMF).
    const double speedLeft = std::clamp((1.05 * motor.maxVelocity - std::abs(velocity)) / (0.15 * motor.maxVelocity), 0.0, 1.0);
    const double limit = motor.maxTorque * (wanted * velocity > 0.0 ? speedLeft : 1.0);
    data->qfrc_applied[dofIndex] = share * robot.command.stiffness[joint] * std::clamp(wanted, -limit, limit);
  };
  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
  {
    if(isHand(j))
      continue;
    const float q = static_cast<float>(qpos[robot.qpos[j]]);
    const float stiffness = robot.command.stiffness[j];
    if(!robot.hasSetPoint || stiffness <= 0.f)
      robot.setPoint[j] = q; // a limp joint's set point follows it: stiffened again, it starts from where it is
    const float before = robot.setPoint[j];
    if(robot.command.hasPosition && stiffness > 0.f)
    {
      const float step = static_cast<float>(NaoV6Model::motor(j).maxVelocity * dt);
      robot.setPoint[j] += std::clamp(robot.command.position[j] - robot.setPoint[j], -step, step);
    }
    robot.setPointVelocity[j] = static_cast<float>((robot.setPoint[j] - before) / dt);
    if(j == Lola::LHipYawPitch)
    {
      // One motor turns both hips: each joint gets half of it.
      drive(robot.qpos[j], robot.dof[j], j, robot.setPoint[j], robot.setPointVelocity[j], 0.5);
      drive(robot.rightHipQpos, robot.rightHipDof, j, robot.setPoint[j], robot.setPointVelocity[j], 0.5);
    }
    else
      drive(robot.qpos[j], robot.dof[j], j, robot.setPoint[j], robot.setPointVelocity[j], 1.0);
  }
  robot.hasSetPoint = true;
  mjtNum* force = data->xfrc_applied + 6 * robot.body[NaoV6Model::torso];
  const bool pushing = data->time < robot.pushUntil;
  for(int i = 0; i < 3; ++i)
    force[i] = pushing ? robot.push[i] : 0.0;
}

void PhysicsWorld::step(double dt)
{
  const double substep = model_->opt.timestep;
  const int substeps = std::max(1, static_cast<int>(std::lround(dt / substep)));
  for(RobotHandle& robot : robots)
  {
    robot.fsr.fill(0.f);
    robot.imu.fill(0.0);
    robot.imuSamples = 0;
  }
  for(int s = 0; s < substeps; ++s)
  {
    for(RobotHandle& robot : robots)
      control(robot, substep);
    mj_step(model_, data);
    // The FSRs measure the mean force of the cycle, the IMU the mean rates and accelerations (a
    // real IMU filters; a single sample would alias the contacts' jolts, and the integrated
    // turn rate would drift from the torso's true heading).
    for(RobotHandle& robot : robots)
    {
      addSoleForces(robot, 1.0 / substeps);
      addImu(robot);
    }
  }
}

void PhysicsWorld::addImu(RobotHandle& robot) const
{
  for(int i = 0; i < 3; ++i)
  {
    robot.imu[static_cast<std::size_t>(i)] += data->sensordata[robot.accelerometer + i];
    robot.imu[static_cast<std::size_t>(3 + i)] += data->sensordata[robot.gyroscope + i];
  }
  ++robot.imuSamples;
}

void PhysicsWorld::addSoleForces(RobotHandle& robot, double weight) const
{
  // The sole's contact forces pressing up against its bottom, at their points on the sole.
  FsrModel fsr;
  for(int c = 0; c < data->ncon; ++c)
  {
    const mjContact& contact = data->contact[c];
    for(std::size_t foot = 0; foot < 2; ++foot)
    {
      const int sole = robot.soles[foot];
      if(contact.geom1 != sole && contact.geom2 != sole)
        continue;
      mjtNum force[6];
      mj_contactForce(model_, data, c, force);
      const int bodyIndex = robot.body[foot == 0 ? NaoV6Model::leftFoot : NaoV6Model::rightFoot];
      const mjtNum* footRotation = data->xmat + 9 * bodyIndex;
      const mjtNum* footPosition = data->xpos + 3 * bodyIndex;
      // The normal (frame[0..2], from geom1 to geom2) in the foot's frame: mostly along its z for the sole's bottom.
      const double normalZ = footRotation[2] * contact.frame[0] + footRotation[5] * contact.frame[1] + footRotation[8] * contact.frame[2];
      if(std::abs(normalZ) < 0.7)
        continue;
      double local[3];
      for(int i = 0; i < 3; ++i)
        local[i] = footRotation[i] * (contact.pos[0] - footPosition[0]) + footRotation[3 + i] * (contact.pos[1] - footPosition[1]) +
                   footRotation[6 + i] * (contact.pos[2] - footPosition[2]);
      fsr.add(foot == 0, local[0], local[1], std::abs(force[0]) / gravity);
    }
  }
  for(std::size_t i = 0; i < Lola::numOfFsrs; ++i)
    robot.fsr[i] += static_cast<float>(weight) * fsr.values()[i];
}

void PhysicsWorld::read(std::size_t index, Readings& readings) const
{
  const RobotHandle& robot = robots[index];
  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
    if(!isHand(j))
    {
      readings.position[j] = static_cast<float>(data->qpos[robot.qpos[j]]);
      readings.torque[j] = static_cast<float>(std::abs(data->qfrc_applied[robot.dof[j]]));
    }
  readings.torque[Lola::LHipYawPitch] += static_cast<float>(std::abs(data->qfrc_applied[robot.rightHipDof]));
  // MuJoCo's accelerometer measures the specific force (+9.81 up at rest); LoLA's is negated.
  for(int i = 0; i < 3; ++i)
  {
    const std::size_t k = static_cast<std::size_t>(i);
    const double acceleration = robot.imuSamples ? robot.imu[k] / robot.imuSamples : data->sensordata[robot.accelerometer + i];
    const double rate = robot.imuSamples ? robot.imu[3 + k] / robot.imuSamples : data->sensordata[robot.gyroscope + i];
    readings.accelerometer[k] = static_cast<float>(-acceleration);
    readings.gyroscope[k] = static_cast<float>(rate);
  }
  // The torso's rotation is yaw * pitch * roll; the last row gives roll and pitch.
  const mjtNum* r = data->xmat + 9 * robot.body[NaoV6Model::torso];
  readings.angles = {static_cast<float>(std::atan2(r[7], r[8])), static_cast<float>(std::atan2(-r[6], std::sqrt(r[7] * r[7] + r[8] * r[8])))};

  readings.fsr = robot.fsr;
}

Eigen::Isometry3d PhysicsWorld::bodyPose(std::size_t robot, int body) const
{
  const int id = robots[robot].body[static_cast<std::size_t>(body)];
  const mjtNum* r = data->xmat + 9 * id;
  Eigen::Isometry3d pose = Eigen::Isometry3d::Identity();
  pose.linear() << r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8];
  pose.translation() = Vector3d(data->xpos[3 * id], data->xpos[3 * id + 1], data->xpos[3 * id + 2]);
  return pose;
}

Vector3d PhysicsWorld::torsoPosition(std::size_t robot) const
{
  return bodyPose(robot, NaoV6Model::torso).translation();
}

double PhysicsWorld::torsoYaw(std::size_t robot) const
{
  const mjtNum* r = data->xmat + 9 * robots[robot].body[NaoV6Model::torso];
  return std::atan2(r[3], r[0]);
}

double PhysicsWorld::torsoTilt(std::size_t robot) const
{
  const mjtNum* r = data->xmat + 9 * robots[robot].body[NaoV6Model::torso];
  return std::acos(std::clamp(r[8], -1.0, 1.0));
}

std::array<float, Lola::numOfJoints> PhysicsWorld::jointAngles(std::size_t robot) const
{
  std::array<float, Lola::numOfJoints> angles{};
  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
    if(!isHand(j))
      angles[j] = static_cast<float>(data->qpos[robots[robot].qpos[j]]);
  return angles;
}

void PhysicsWorld::placeRobot(std::size_t index, double x, double y, double rotation, const std::array<float, Lola::numOfJoints>& angles,
                              double tilt)
{
  RobotHandle& robot = robots[index];
  mjtNum* q = data->qpos + robot.freeQpos;
  q[0] = x;
  q[1] = y;
  q[2] = 1.0;
  // yaw about z, then tilt about y
  const double cy = std::cos(rotation / 2), sy = std::sin(rotation / 2), ct = std::cos(tilt / 2), st = std::sin(tilt / 2);
  q[3] = cy * ct;
  q[4] = -sy * st;
  q[5] = cy * st;
  q[6] = sy * ct;
  for(std::size_t j = 0; j < Lola::numOfJoints; ++j)
    if(!isHand(j))
    {
      const float angle = JointLimits::clamp(j, angles[j]);
      data->qpos[robot.qpos[j]] = angle;
      robot.setPoint[j] = angle;
      robot.setPointVelocity[j] = 0.f;
    }
  data->qpos[robot.rightHipQpos] = data->qpos[robot.qpos[Lola::LHipYawPitch]];
  robot.hasSetPoint = true;
  robot.pushUntil = 0.0;
  dropOnCarpet(index);
  robot.fsr.fill(0.f);
  robot.imuSamples = 0;
  addSoleForces(robot, 1.0);
}

void PhysicsWorld::dropOnCarpet(std::size_t index)
{
  RobotHandle& robot = robots[index];
  mj_kinematics(model_, data);
  double lowest = 1e9;
  for(int g = 0; g < model_->ngeom; ++g)
  {
    const int body = model_->geom_bodyid[g];
    if(std::find(robot.body.begin(), robot.body.end(), body) != robot.body.end())
      lowest = std::min(lowest, lowestPoint(model_, data, g));
  }
  data->qpos[robot.freeQpos + 2] -= lowest - 0.0005;
  for(std::size_t b = 0; b < NaoV6Model::numOfBodies; ++b)
  {
    const int body = robot.body[b];
    const int dofs = model_->body_dofnum[body];
    for(int d = 0; d < dofs; ++d)
      data->qvel[model_->body_dofadr[body] + d] = 0.0;
  }
  mj_forward(model_, data);
}

void PhysicsWorld::moveRobot(std::size_t index, double x, double y, double z, double rotation)
{
  RobotHandle& robot = robots[index];
  mjtNum* q = data->qpos + robot.freeQpos;
  q[0] = x;
  q[1] = y;
  q[2] = z < 0.0 ? 1.0 : z;
  q[3] = std::cos(rotation / 2);
  q[4] = 0.0;
  q[5] = 0.0;
  q[6] = std::sin(rotation / 2);
  if(z < 0.0)
    dropOnCarpet(index);
  else
  {
    for(int d = 0; d < 6; ++d)
      data->qvel[robot.freeDof + d] = 0.0;
    mj_forward(model_, data);
  }
}

void PhysicsWorld::push(std::size_t robot, const Vector3d& force, double seconds)
{
  robots[robot].push = force;
  robots[robot].pushUntil = data->time + seconds;
}

void PhysicsWorld::moveBall(double x, double y, double vx, double vy)
{
  mjtNum* q = data->qpos + ballQpos;
  q[0] = x;
  q[1] = y;
  q[2] = WorldModel::ballRadius;
  q[3] = 1.0;
  q[4] = q[5] = q[6] = 0.0;
  mjtNum* v = data->qvel + ballDof;
  v[0] = vx;
  v[1] = vy;
  v[2] = 0.0;
  // Rolling without slipping: turning about the horizontal axis across the velocity.
  v[3] = -vy / WorldModel::ballRadius;
  v[4] = vx / WorldModel::ballRadius;
  v[5] = 0.0;
  mj_forward(model_, data);
}

Vector3d PhysicsWorld::ballPosition() const
{
  return Vector3d(data->xpos[3 * ballBody], data->xpos[3 * ballBody + 1], data->xpos[3 * ballBody + 2]);
}

Vector3d PhysicsWorld::ballVelocity() const
{
  return Vector3d(data->qvel[ballDof], data->qvel[ballDof + 1], data->qvel[ballDof + 2]);
}

void PhysicsWorld::solids(std::vector<Solid>& out) const
{
  out.clear();
  for(int g = 0; g < model_->ngeom; ++g)
  {
    const int body = model_->geom_bodyid[g];
    const float alpha = model_->geom_rgba[4 * g + 3];
    if(body == ballBody || model_->geom_type[g] == mjGEOM_PLANE || alpha < 0.9f)
      continue;
    Solid solid;
    for(std::size_t r = 0; r < robots.size(); ++r)
      if(std::find(robots[r].body.begin(), robots[r].body.end(), body) != robots[r].body.end())
      {
        solid.robot = static_cast<int>(r);
        solid.head = body == robots[r].body[NaoV6Model::head];
      }
    switch(model_->geom_type[g])
    {
      case mjGEOM_BOX: solid.type = Solid::box; break;
      case mjGEOM_SPHERE: solid.type = Solid::sphere; break;
      case mjGEOM_CAPSULE: solid.type = Solid::capsule; break;
      case mjGEOM_CYLINDER: solid.type = Solid::cylinder; break;
      default: continue;
    }
    const mjtNum* r = data->geom_xmat + 9 * g;
    solid.pose = Eigen::Isometry3f::Identity();
    solid.pose.linear() << static_cast<float>(r[0]), static_cast<float>(r[1]), static_cast<float>(r[2]), static_cast<float>(r[3]),
      static_cast<float>(r[4]), static_cast<float>(r[5]), static_cast<float>(r[6]), static_cast<float>(r[7]), static_cast<float>(r[8]);
    solid.pose.translation() = Vector3f(static_cast<float>(data->geom_xpos[3 * g]), static_cast<float>(data->geom_xpos[3 * g + 1]),
                                        static_cast<float>(data->geom_xpos[3 * g + 2])) * 1000.f;
    solid.size = Vector3f(static_cast<float>(model_->geom_size[3 * g]), static_cast<float>(model_->geom_size[3 * g + 1]),
                          static_cast<float>(model_->geom_size[3 * g + 2])) * 1000.f;
    for(std::size_t c = 0; c < 3; ++c)
      solid.rgb[c] = static_cast<std::uint8_t>(std::clamp(model_->geom_rgba[4 * g + static_cast<int>(c)] * 255.f, 0.f, 255.f));
    out.push_back(solid);
  }
}
