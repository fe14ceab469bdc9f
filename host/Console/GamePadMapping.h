/**
 * @file Console/GamePadMapping.h
 * What a game pad's sticks and buttons mean: the console commands they run (the console's `jc`,
 * docs/console.md). The sticks walk: three axes give the speed forward, to the left and the
 * turn, each outside a dead zone and scaled to maximum speeds, in steps of 5 % of the way; a
 * new `motion walk ...` only when the step changes, `motion stand` when the sticks come back to
 * the middle. Buttons run the commands bound to their press and release. A pad that goes away
 * after it moved the robot gives the robot back to its behaviour (`motion off`).
 *
 * No SDL and no Qt: the studio's SDL layer (host/Views/RemoteControl/GamePad.h) tells it what the
 * pad did; the names of axes and buttons are SDL's (SDL_GameControllerGetStringForButton).
 *
 *   GamePadMapping mapping;                     // the default bindings (below)
 *   GamePadMapping::Input input;
 *   input.connected = true;
 *   input.axes[GamePadMapping::leftY] = -1.f;   // the left stick pushed forward
 *   mapping.update(input);                      // {"motion walk 250 0 0"}
 */
#pragma once

#include <array>
#include <map>
#include <string>
#include <utility>
#include <vector>

class GamePadMapping
{
public:
  /** The axes of a game controller, in SDL's order. */
  enum Axis
  {
    leftX,
    leftY,
    rightX,
    rightY,
    leftTrigger,
    rightTrigger,
    numOfAxes
  };
  /** Their names, as SDL names them. */
  static constexpr std::array<const char*, numOfAxes> axisNames = {"leftx", "lefty", "rightx", "righty", "lefttrigger", "righttrigger"};
  /** The buttons of a game controller, as SDL names them (in SDL's order). */
  static constexpr std::array<const char*, 21> buttonNames = {
    "a",  "b",         "x",            "y",             "back", "guide",  "start",  "leftstick", "rightstick", "leftshoulder", "rightshoulder",
    "dpup", "dpdown", "dpleft", "dpright", "misc1", "paddle1", "paddle2", "paddle3", "paddle4", "touchpad"};

  /** The parts of the walk that axes drive. */
  enum WalkPart
  {
    forward,  ///< mm/s forward (negative: backward)
    sideways, ///< mm/s to the left
    turn,     ///< deg/s counterclockwise
    numOfWalkParts
  };

  /** An axis that drives a part of the walk. */
  struct WalkAxis
  {
    int axis = -1;         ///< An Axis; -1: none.
    bool inverted = false; ///< Its sign is turned (SDL's y axes are positive downward).
  };

  /** The speeds at full deflection. */
  struct Speeds
  {
    float forward = 250.f;  ///< mm/s
    float backward = 150.f; ///< mm/s
    float sideways = 200.f; ///< mm/s
    float turn = 90.f;      ///< deg/s
  };

  /** What the pad did since the last update. */
  struct Input
  {
    bool connected = false; ///< A pad is there.
    std::string name;       ///< Its name.
    /** Its buttons pressed (true) and released (false) since the last update, in order. */
    std::vector<std::pair<std::string, bool>> buttons;
    /** Where its axes are now: sticks -1 .. 1 (y positive downward), triggers 0 .. 1. */
    std::array<float, numOfAxes> axes{};
  };

  /** The step of the sticks' deflection (after the dead zone): 5 %. */
  static constexpr float step = 0.05f;

  /**
   * The default bindings: the left stick walks forward and sideways, the right stick turns; a
   * kicks with the left foot and b with the right one (each until released: then stand), x
   * stands, y gets up, back sits down, start gives the robot back to its behaviour.
   */
  GamePadMapping();

  /** The commands for what the pad did, in order (what the pad's buttons and sticks ask for). */
  std::vector<std::string> update(const Input& input);

  /**
   * The walk the axes ask for: "motion walk <x> <y> <rot>" (whole mm/s and deg/s), "" while every
   * walking axis is in its dead zone.
   */
  std::string walk(const std::array<float, numOfAxes>& axes) const;
  /** An axis's deflection after the dead zone, -1 .. 1 in steps of step. */
  float deflection(float value) const;

  /** The axis of a name ("leftx"), -1 if there is none. */
  static int axis(const std::string& name);
  /** Whether a name is one of a button. */
  static bool isButton(const std::string& name);
  /** An axis as jc motion takes it: "-lefty", "rightx", "none". */
  static std::string axisText(const WalkAxis& walkAxis);
  /** Reads "-lefty", "rightx" or "none"; false if it is none of them. */
  static bool parseAxis(const std::string& text, WalkAxis& walkAxis);

  /** The configuration as jc commands that make it (what jc ? lists). */
  std::vector<std::string> describe() const;

  /** Whether the pad moved the robot and did not give it back yet (motion ... other than motion off). */
  bool controlling() const { return inControl; }
  /** Whether the last update had a pad. */
  bool connected() const { return wasConnected; }
  /** The name of the pad of the last update ("" if none). */
  const std::string& name() const { return padName; }

  std::map<std::string, std::string> press;   ///< Commands by button, run when it is pressed.
  std::map<std::string, std::string> release; ///< Commands by button, run when it is released.
  std::array<WalkAxis, numOfWalkParts> walkAxes; ///< The axes that walk (none: the sticks do not walk).
  Speeds speeds;
  float deadZone = 0.2f; ///< The share of an axis's way around its middle that counts as the middle.

private:
  /** Notes a command that will run: whether the robot's motion is the pad's now. */
  void ran(const std::string& command);

  std::string lastWalk;      ///< The walk the sticks asked for last ("": the middle).
  bool sticksWalk = false;   ///< The robot's motion came from the sticks last (returning to the middle stands).
  bool inControl = false;
  bool wasConnected = false;
  std::string padName;
};
