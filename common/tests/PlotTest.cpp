// PLOT and DECLARE_PLOT: the idPlot message, polling, and no evaluation when not requested.
#include "DebuggingTestSupport.h"
#include "Debugging/DebugDrawings.h" // PLOT comes with the drawings, as in B-Human
#include "Math/Angle.h"

using TestSupport::hex;
using PlotMacros = DebuggingTest;

TEST_F(PlotMacros, PlotWritesIdAndFloat)
{
  request("plot:gyroY");
  PLOT("gyroY", 1.5);
  PLOT(std::string("gyro") + "Y", 2);
  PLOT("other", 3.f);
  const auto plots = take(idPlot);
  ASSERT_EQ(plots.size(), 2u);
  EXPECT_EQ(hex(plots[0]), hex((Bytes().string("gyroY") << 1.5f).data));
  EXPECT_EQ(hex(plots[1]), hex((Bytes().string("gyroY") << 2.f).data));
}

TEST_F(PlotMacros, ValueIsNotEvaluatedUnlessRequested)
{
  int evaluated = 0;
  PLOT("x", ++evaluated);
  request("plot:y");
  PLOT("x", ++evaluated);
  EXPECT_EQ(evaluated, 0);
  EXPECT_TRUE(queue.empty());
}

TEST_F(PlotMacros, PollingReportsPlotNames)
{
  request("poll");
  int evaluated = 0;
  PLOT("speed", ++evaluated);
  DECLARE_PLOT("rare");
  PLOT("speed", ++evaluated); // reported once
  EXPECT_EQ(evaluated, 0);
  EXPECT_EQ(responses(), (std::vector<std::string>{" plot:speed false", " plot:rare false"}));
}
