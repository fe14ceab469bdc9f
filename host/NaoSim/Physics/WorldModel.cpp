/**
 * @file WorldModel.cpp
 * The MJCF of the field, the goals, the ball and the robots.
 */
#include "WorldModel.h"
#include "NaoV6Model.h"
#include <sstream>

std::string WorldModel::prefix(std::size_t robot)
{
  return "r" + std::to_string(robot) + "/";
}

namespace
{
  /** A goal: two posts, the crossbar and the net (back, sides and top) as thin boxes. */
  void writeGoal(std::ostream& out, const FieldDimensions& field, double side, const char* name)
  {
    const double mm = 0.001;
    const double postX = side * field.xPosOpponentGoalPost * mm, postY = field.yPosLeftGoal * mm;
    const double radius = field.goalPostRadius * mm, height = field.goalHeight * mm;
    const double crossbar = field.crossBarRadius * mm;
    const double backX = side * field.xPosOpponentGoal * mm;
    const double depth = (field.xPosOpponentGoal - field.xPosOpponentGoalPost) * mm;
    const double netX = (postX + backX) / 2.0;
    for(double y : {postY, -postY})
      out << "    <geom name=\"" << name << (y > 0 ? "LeftPost" : "RightPost") << "\" class=\"goal\" type=\"cylinder\" pos=\"" << postX
          << ' ' << y << ' ' << height / 2.0 << "\" size=\"" << radius << ' ' << height / 2.0 << "\"/>\n";
    out << "    <geom name=\"" << name << "Crossbar\" class=\"goal\" type=\"capsule\" fromto=\"" << postX << ' ' << postY << ' '
        << height - crossbar << ' ' << postX << ' ' << -postY << ' ' << height - crossbar << "\" size=\"" << crossbar << "\"/>\n";
    // The net: it stops the ball and the robots, and is not drawn by the cameras.
    out << "    <geom name=\"" << name << "Back\" class=\"net\" type=\"box\" pos=\"" << backX << " 0 " << height / 2.0 << "\" size=\"0.01 "
        << postY << ' ' << height / 2.0 << "\"/>\n";
    for(double y : {postY, -postY})
      out << "    <geom name=\"" << name << (y > 0 ? "LeftNet" : "RightNet") << "\" class=\"net\" type=\"box\" pos=\"" << netX << ' ' << y
          << ' ' << height / 2.0 << "\" size=\"" << depth / 2.0 << " 0.01 " << height / 2.0 << "\"/>\n";
    out << "    <geom name=\"" << name << "Top\" class=\"net\" type=\"box\" pos=\"" << netX << " 0 " << height << "\" size=\"" << depth / 2.0
        << ' ' << postY << " 0.01\"/>\n";
  }
}

std::string WorldModel::mjcf(const FieldDimensions& field, const std::vector<Robot>& robots)
{
  std::ostringstream out;
  out.precision(9);
  const double mm = 0.001;
  // Contact bits: 1 the carpet, the goals and the robots; 2 the ball and everything but the carpet
  // (the ball rolls on the carpet through an explicit pair with rolling friction).
  out << "<mujoco model=\"touchline field\">\n"
         "  <compiler angle=\"radian\"/>\n"
         "  <option timestep=\"" << timeStep << "\" gravity=\"0 0 -9.81\" integrator=\"Euler\" cone=\"pyramidal\"/>\n"
         "  <size njmax=\"" << 200 + 150 * robots.size() << "\" nconmax=\"" << 50 + 40 * robots.size() << "\"/>\n"
         "  <default>\n"
         "    <geom contype=\"3\" conaffinity=\"3\" condim=\"3\" friction=\"" << robotFriction << " 0.005 0.0001\"/>\n"
         "    <joint limited=\"true\"/>\n"
         "    <default class=\"nao\"><geom rgba=\"0.85 0.85 0.85 1\" density=\"0\"/></default>\n"
         "    <default class=\"goal\"><geom rgba=\"1 1 1 1\"/></default>\n"
         "    <default class=\"net\"><geom rgba=\"0.5 0.5 0.5 0.3\"/></default>\n"
         "  </default>\n"
         "  <worldbody>\n"
         "    <light pos=\"0 0 4\" dir=\"0 0 -1\" directional=\"true\"/>\n"
         "    <geom name=\"carpet\" type=\"plane\" contype=\"1\" conaffinity=\"1\" size=\""
      << field.xPosOpponentFieldBorder * mm << ' ' << field.yPosLeftFieldBorder * mm << " 0.1\" rgba=\"0.2 0.6 0.2 1\"/>\n";
  writeGoal(out, field, 1.0, "opponentGoal");
  writeGoal(out, field, -1.0, "ownGoal");
  out << "    <body name=\"ball\" pos=\"0 0 " << ballRadius << "\">\n"
         "      <freejoint name=\"ball\"/>\n"
         "      <geom name=\"ball\" type=\"sphere\" size=\"" << ballRadius << "\" mass=\"" << ballMass
      << "\" contype=\"2\" conaffinity=\"2\" rgba=\"1 1 1 1\"/>\n"
         "    </body>\n";
  for(std::size_t i = 0; i < robots.size(); ++i)
  {
    const double position[3] = {robots[i].x, robots[i].y, 0.4};
    const float jersey[4] = {robots[i].jersey[0], robots[i].jersey[1], robots[i].jersey[2], robots[i].jersey[3]};
    NaoV6Model::writeBodies(out, prefix(i), position, jersey);
  }
  out << "  </worldbody>\n"
         "  <contact>\n"
         "    <pair geom1=\"ball\" geom2=\"carpet\" condim=\"6\" friction=\""
      << ballSlidingFriction << ' ' << ballSlidingFriction << " 0.001 " << ballRollingFriction << ' ' << ballRollingFriction << "\"/>\n";
  for(std::size_t i = 0; i < robots.size(); ++i)
    NaoV6Model::writeExclusions(out, prefix(i));
  out << "  </contact>\n";
  if(!robots.empty())
  {
    out << "  <equality>\n";
    for(std::size_t i = 0; i < robots.size(); ++i)
      NaoV6Model::writeEqualities(out, prefix(i));
    out << "  </equality>\n"
           "  <sensor>\n";
    for(std::size_t i = 0; i < robots.size(); ++i)
      NaoV6Model::writeSensors(out, prefix(i));
    out << "  </sensor>\n";
  }
  out << "</mujoco>\n";
  return out.str();
}
