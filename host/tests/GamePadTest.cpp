/**
 * @file GamePadTest.cpp
 * The game pad without a game pad: GamePadMapping (sticks to walk commands with dead zone, steps
 * and maxima; buttons to their commands; giving the robot back when the pad goes), and the
 * console's jc command, whose bindings the pad's input runs through the real console engine (its
 * motion command replaced by one that records, so that no robot is needed).
 */
#include "Console/Console.h"
#include "Console/GamePadMapping.h"
#include <gtest/gtest.h>
#include <algorithm>
#include <cmath>

namespace
{
  using Commands = std::vector<std::string>;

  GamePadMapping::Input pad(std::array<float, GamePadMapping::numOfAxes> axes = {}, std::vector<std::pair<std::string, bool>> buttons = {})
  {
    GamePadMapping::Input input;
    input.connected = true;
    input.name = "Test Pad";
    input.axes = axes;
    input.buttons = std::move(buttons);
    return input;
  }

  /** Axes with the left stick at (x, y) and the right stick's x (SDL: y positive downward). */
  std::array<float, GamePadMapping::numOfAxes> sticks(float leftX, float leftY, float rightX = 0.f)
  {
    std::array<float, GamePadMapping::numOfAxes> axes{};
    axes[GamePadMapping::leftX] = leftX;
    axes[GamePadMapping::leftY] = leftY;
    axes[GamePadMapping::rightX] = rightX;
    return axes;
  }
}

TEST(GamePadMapping, SticksWalkOutsideTheDeadZoneInStepsAndStandInTheMiddle)
{
  GamePadMapping mapping;
  EXPECT_EQ(mapping.update(pad()), Commands{}); // a pad at rest asks for nothing
  EXPECT_TRUE(mapping.connected());
  EXPECT_EQ(mapping.name(), "Test Pad");
  EXPECT_FALSE(mapping.controlling());

  // The left stick pushed all the way forward (SDL's y is negative up): the maximum forward.
  EXPECT_EQ(mapping.update(pad(sticks(0, -1))), Commands{"motion walk 250 0 0"});
  EXPECT_TRUE(mapping.controlling());
  EXPECT_EQ(mapping.update(pad(sticks(0, -1))), Commands{}); // nothing new: nothing sent
  // Within the dead zone (0.2) is the middle; a bit outside is the first steps.
  EXPECT_EQ(mapping.update(pad(sticks(0.15f, -0.6f))), Commands{"motion walk 125 0 0"}); // (0.6 - 0.2) / 0.8 = 50 %
  EXPECT_EQ(mapping.update(pad(sticks(0.15f, -0.61f))), Commands{}); // the same step: no new command
  EXPECT_EQ(mapping.update(pad(sticks(0, 0.6f))), Commands{"motion walk -75 0 0"}); // backward: half of 150
  // Sideways to the left (x negative) and turning right (the right stick's x positive).
  EXPECT_EQ(mapping.update(pad(sticks(-1, 0, 0.6f))), Commands{"motion walk 0 200 -45"});
  EXPECT_EQ(mapping.update(pad(sticks(0.1f, -0.1f, 0.19f))), Commands{"motion stand"});
  EXPECT_EQ(mapping.update(pad(sticks(0.1f, 0.f, 0.f))), Commands{});
  EXPECT_TRUE(mapping.controlling()); // standing is the pad's doing

  // Not a number, beyond the range: the middle, the end.
  EXPECT_EQ(mapping.update(pad(sticks(std::nanf(""), 0))), Commands{});
  EXPECT_EQ(mapping.update(pad(sticks(0, -7))), Commands{"motion walk 250 0 0"});

  EXPECT_FLOAT_EQ(mapping.deflection(0.2f), 0.f);
  EXPECT_FLOAT_EQ(mapping.deflection(0.21f), 0.f); // 1.25 %: rounded to no step
  EXPECT_FLOAT_EQ(mapping.deflection(0.24f), 0.05f);
  EXPECT_FLOAT_EQ(mapping.deflection(-1.f), -1.f);
}

TEST(GamePadMapping, ButtonsRunTheirCommandsAndHoldTheirMotionUntilAStickMoves)
{
  GamePadMapping mapping;
  EXPECT_EQ(mapping.update(pad({}, {{"a", true}})), Commands{"motion kick left"});
  EXPECT_EQ(mapping.update(pad({}, {{"a", false}})), Commands{"motion stand"});
  // Presses and releases since the last update come in order; unbound buttons do nothing.
  EXPECT_EQ(mapping.update(pad({}, {{"b", true}, {"b", false}, {"leftshoulder", true}, {"y", true}})),
            (Commands{"motion kick right", "motion stand", "motion getup"}));

  // Walking with the stick, a kick: the stick held as it is does not walk over the kick ...
  EXPECT_EQ(mapping.update(pad(sticks(0, -1))), Commands{"motion walk 250 0 0"});
  EXPECT_EQ(mapping.update(pad(sticks(0, -1), {{"a", true}})), Commands{"motion kick left"});
  EXPECT_EQ(mapping.update(pad(sticks(0, -1))), Commands{});
  // ... moving it does; and its way back to the middle stands again.
  EXPECT_EQ(mapping.update(pad(sticks(0, -0.6f))), Commands{"motion walk 125 0 0"});
  EXPECT_EQ(mapping.update(pad(sticks(0, 0))), Commands{"motion stand"});
  // After a button's motion, the stick's return to the middle does not stand (it would stop a kick).
  EXPECT_EQ(mapping.update(pad(sticks(0, -1))), Commands{"motion walk 250 0 0"});
  EXPECT_EQ(mapping.update(pad(sticks(0, -1), {{"x", true}})), Commands{"motion stand"});
  EXPECT_EQ(mapping.update(pad(sticks(0, 0))), Commands{});

  // Any console command can be bound; only motion commands count as moving the robot.
  mapping.press["dpup"] = "echo up";
  mapping.press.erase("a");
  EXPECT_EQ(mapping.update(pad({}, {{"dpup", true}, {"a", true}})), Commands{"echo up"});
}

TEST(GamePadMapping, APadThatGoesGivesTheRobotBackOnlyIfItMovedIt)
{
  GamePadMapping mapping;
  mapping.update(pad());
  EXPECT_EQ(mapping.update(GamePadMapping::Input()), Commands{}); // never moved the robot
  EXPECT_FALSE(mapping.connected());
  EXPECT_EQ(mapping.name(), "");

  EXPECT_EQ(mapping.update(pad(sticks(0, -1))), Commands{"motion walk 250 0 0"});
  EXPECT_EQ(mapping.update(GamePadMapping::Input()), Commands{"motion off"});
  EXPECT_FALSE(mapping.controlling());
  EXPECT_EQ(mapping.update(GamePadMapping::Input()), Commands{});
  // Plugged in again with the stick still pushed: it walks again.
  EXPECT_EQ(mapping.update(pad(sticks(0, -1))), Commands{"motion walk 250 0 0"});
  // start gives it back itself; then going away sends nothing more.
  EXPECT_EQ(mapping.update(pad(sticks(0, 0), {{"start", true}})), Commands{"motion off"});
  EXPECT_EQ(mapping.update(GamePadMapping::Input()), Commands{});
}

TEST(GamePadMapping, AxesSpeedsAndDeadZoneAreConfigurable)
{
  GamePadMapping mapping;
  GamePadMapping::WalkAxis axis;
  EXPECT_TRUE(GamePadMapping::parseAxis("-righty", axis));
  EXPECT_EQ(axis.axis, GamePadMapping::rightY);
  EXPECT_TRUE(axis.inverted);
  EXPECT_EQ(GamePadMapping::axisText(axis), "-righty");
  EXPECT_TRUE(GamePadMapping::parseAxis("none", axis));
  EXPECT_EQ(axis.axis, -1);
  EXPECT_FALSE(GamePadMapping::parseAxis("lefty2", axis));
  EXPECT_FALSE(GamePadMapping::parseAxis("--lefty", axis));
  EXPECT_TRUE(GamePadMapping::isButton("leftshoulder"));
  EXPECT_FALSE(GamePadMapping::isButton("leftx"));

  // The right trigger walks forward, the left stick's x turns; the rest does nothing.
  mapping.walkAxes = {GamePadMapping::WalkAxis{GamePadMapping::rightTrigger, false}, GamePadMapping::WalkAxis{},
                      GamePadMapping::WalkAxis{GamePadMapping::leftX, true}};
  mapping.speeds = {100.f, 50.f, 80.f, 30.f};
  mapping.deadZone = 0.f;
  std::array<float, GamePadMapping::numOfAxes> axes{};
  axes[GamePadMapping::rightTrigger] = 0.5f;
  axes[GamePadMapping::leftX] = 1.f;
  axes[GamePadMapping::leftY] = -1.f;
  EXPECT_EQ(mapping.walk(axes), "motion walk 50 0 -30");
  EXPECT_EQ(mapping.describe().front(), "jc motion righttrigger none -leftx");
  EXPECT_EQ(mapping.describe()[1], "jc speed 100 50 80 30");
  EXPECT_EQ(mapping.describe()[2], "jc deadzone 0");
  mapping.walkAxes = {};
  EXPECT_EQ(mapping.walk(axes), "");
}

namespace
{
  /** The console engine without a robot; motion commands recorded instead of sent. */
  class JoystickCommands : public testing::Test
  {
  protected:
    void SetUp() override
    {
      console.addCommand({"motion", {{"motion ...", "recorded"}}, [this](const ConsoleCommand::Call& call) {
                            motions.push_back("motion " + call.rest);
                            return ConsoleCommand::Result::done;
                          }});
    }

    std::vector<std::string> run(const std::string& line, bool expectSuccess = true)
    {
      output.clear();
      EXPECT_EQ(console.execute(line), expectSuccess) << line;
      return output;
    }

    bool printed(const std::string& text) const
    {
      return std::any_of(output.begin(), output.end(), [&](const std::string& line) { return line.find(text) != std::string::npos; });
    }

    std::vector<std::string> output;
    Console console{[this](const std::string& line) { output.push_back(line); }};
    Commands motions;
  };
}

TEST_F(JoystickCommands, ListShowsThePadAndTheBindingsAsCommands)
{
  const Commands listed = run("jc ?");
  ASSERT_GE(listed.size(), 4u);
  EXPECT_EQ(listed[0], "no game pad is read here (the studio's remote control view reads one)");
  EXPECT_EQ(listed[1], "jc motion -lefty -leftx -rightx");
  EXPECT_EQ(listed[2], "jc speed 250 150 200 90");
  EXPECT_EQ(listed[3], "jc deadzone 0.2");
  EXPECT_NE(std::find(listed.begin(), listed.end(), "jc press a motion kick left"), listed.end());
  EXPECT_NE(std::find(listed.begin(), listed.end(), "jc release a motion stand"), listed.end());
  EXPECT_NE(std::find(listed.begin(), listed.end(), "jc press start motion off"), listed.end());

  console.gamePad(pad());
  EXPECT_EQ(run("jc ?")[0], "game pad: Test Pad");
  console.gamePad(GamePadMapping::Input());
  EXPECT_EQ(run("jc ?")[0], "no game pad connected");

  // The listing is what a script would type to get the same bindings.
  for(std::size_t i = 1; i < listed.size(); ++i)
    run(listed[i]);
  const Commands again = run("jc ?");
  EXPECT_EQ(Commands(again.begin() + 1, again.end()), Commands(listed.begin() + 1, listed.end()));
}

TEST_F(JoystickCommands, BindingsRunThroughTheConsoleWhenThePadAsks)
{
  run("jc press x echo x was pressed # a comment is no part of it");
  run("jc release x motion walk 10 0 0");
  run("jc press a");  // no longer kicks
  const Commands ran = console.gamePad(pad({}, {{"a", true}, {"x", true}, {"x", false}}));
  EXPECT_EQ(ran, (Commands{"echo x was pressed", "motion walk 10 0 0"}));
  EXPECT_EQ(motions, Commands{"motion walk 10 0 0"});
  EXPECT_EQ(output, Commands{"x was pressed"});

  // The sticks: the axes given, the speeds, the dead zone.
  motions.clear();
  run("jc motion lefty none -rightx");
  run("jc speed 100 50 80 30");
  run("jc deadzone 0.5");
  console.gamePad(pad(sticks(1, 0.4f, 0)));  // within the dead zone; leftx walks no longer
  console.gamePad(pad(sticks(0, 1, -1)));    // lefty positive is forward now
  console.gamePad(pad(sticks(0, -0.75f, 0))); // half way back
  console.gamePad(pad(sticks(0, 0, 0)));
  EXPECT_EQ(motions, (Commands{"motion walk 100 0 30", "motion walk -25 0 0", "motion stand"}));
  run("jc motion off");
  motions.clear();
  console.gamePad(pad(sticks(1, 1, 1)));
  EXPECT_TRUE(motions.empty());

  // The pad goes after it moved the robot: the behaviour gets it back.
  console.gamePad(GamePadMapping::Input());
  EXPECT_EQ(motions, Commands{"motion off"});
}

TEST_F(JoystickCommands, ShowPrintsWhatThePadDoesHideStops)
{
  run("jc show");
  console.gamePad(pad(sticks(0, -1), {{"a", true}, {"guide", true}}));
  EXPECT_TRUE(printed("jc: game pad Test Pad connected")) << testing::PrintToString(output);
  EXPECT_TRUE(printed("jc: a pressed: motion kick left"));
  EXPECT_TRUE(printed("jc: guide pressed"));
  EXPECT_TRUE(printed("jc: leftx 0.00 lefty -1.00 rightx 0.00 righty 0.00 lefttrigger 0.00 righttrigger 0.00"));
  output.clear();
  console.gamePad(pad(sticks(0, -0.98f))); // moved less than a step: not printed
  EXPECT_TRUE(output.empty()) << testing::PrintToString(output);
  run("jc hide");
  console.gamePad(pad(sticks(0, 0), {{"a", false}}));
  EXPECT_TRUE(output.empty()) << testing::PrintToString(output);
}

TEST_F(JoystickCommands, MistakesAreNamedAndCompletionKnowsTheNames)
{
  run("jc press trigger echo", false);
  EXPECT_TRUE(printed("Error: there is no button trigger (the buttons: a b x y back guide start")) << testing::PrintToString(output);
  run("jc motion lefty sideways none", false);
  EXPECT_TRUE(printed("Error: there is no axis sideways")) << testing::PrintToString(output);
  run("jc speed 1 2", false);
  EXPECT_TRUE(printed("Syntax Error: jc ?")) << testing::PrintToString(output);
  run("jc speed 1 2 -3 4", false);
  run("jc deadzone 1", false);
  run("jc deadzone x", false);
  run("jc", false);
  run("jc ? more", false);
  run("jc ?");
  EXPECT_EQ(output[3], "jc deadzone 0.2"); // nothing changed

  EXPECT_EQ(console.completions("jc pr"), Commands{"jc press"});
  EXPECT_EQ(console.completions("jc release left"), (Commands{"jc release leftshoulder", "jc release leftstick"}));
  EXPECT_EQ(console.completions("jc motion -right"), (Commands{"jc motion -righttrigger", "jc motion -rightx", "jc motion -righty"}));
  EXPECT_EQ(console.completions("jc motion o"), Commands{"jc motion off"});
  run("help jc");
  EXPECT_GE(output.size(), 6u);

  // Without a robot, the real motion command says so; the pad's input is still handled.
  Console plain([this](const std::string& line) { output.push_back(line); });
  output.clear();
  EXPECT_EQ(plain.gamePad(pad(sticks(0, -1))), Commands{"motion walk 250 0 0"});
  EXPECT_TRUE(printed("Error: no robot connected")) << testing::PrintToString(output);
}
