// The debugging macros as release builds (TOUCHLINE_RELEASE) compile them: this file defines
// the macro itself, so the normal test build checks that they compile to nothing, evaluate
// none of their arguments, and leave STOPWATCH's statement in place. Only macros differ between
// the two variants of the headers, never classes or inline functions.
#ifndef TOUCHLINE_RELEASE
#define TOUCHLINE_RELEASE 1
#endif
#include "Debugging/Annotation.h"
#include "Debugging/DebugDrawings.h"
#include "Debugging/DebugDrawings3D.h"
#include "Debugging/DebugImages.h"
#include "Debugging/Plot.h"
#include "Debugging/Stopwatch.h"
#include "Debugging/ThreadDebugging.h"
#include <gtest/gtest.h>

TEST(ReleaseMacros, NothingIsEvaluatedOrWritten)
{
  DebugRequestTable table;
  MessageQueue queue;
  ThreadDebugging debugging;
  Global::setDebugRequestTable(&table);
  Global::setDebugOut(&queue);
  ThreadDebugging::Scope scope(debugging);
  for(const char* name : {"debug drawing:d", "debug drawing 3d:d", "plot:p", "debug images:i", "annotation", "timing"})
  {
    DebugRequest request;
    request.description = name;
    request.enable = true;
    table.addRequest(request);
  }

  int evaluated = 0;
  DECLARE_DEBUG_DRAWING("d", "drawingOnField");
  DEBUG_DRAWING("d", "drawingOnField") ++evaluated;
  COMPLEX_DRAWING("d") ++evaluated;
  CIRCLE("d", ++evaluated, 0, 1, 1, Drawings::solidPen, ColorRGBA::red, Drawings::noBrush, ColorRGBA::red);
  LINE("d", ++evaluated, 0, 1, 1, 1, Drawings::solidPen, ColorRGBA::red);
  RECTANGLE("d", ++evaluated, 0, 1, 1, 1, Drawings::solidPen, ColorRGBA::red);
  CROSS("d", ++evaluated, 0, 1, 1, Drawings::solidPen, ColorRGBA::red);
  DRAWTEXT("d", 0, 0, 10, ColorRGBA::red, "x" << ++evaluated);
  DOT("d", ++evaluated, 0, ColorRGBA::red, ColorRGBA::red);
  DECLARE_DEBUG_DRAWING3D("d", "field");
  DEBUG_DRAWING3D("d", "field") ++evaluated;
  SPHERE3D("d", ++evaluated, 0, 0, 1, ColorRGBA::red);
  PLOT("p", ++evaluated);
  DECLARE_PLOT("p");
  Image<GrayscaledPixel> image(1, 1);
  SEND_DEBUG_IMAGE("i", (++evaluated, image));
  COMPLEX_IMAGE("i") ++evaluated;
  ANNOTATION("A", "x" << ++evaluated);
  int executed = 0;
  STOPWATCH("s") ++executed;
  debugging.beginFrame();
  debugging.endFrame(); // the tables and the classes still exist; only the macros are empty

  EXPECT_EQ(evaluated, 0);
  EXPECT_EQ(executed, 1);
  EXPECT_EQ(queue.countMessages(), 1u) << "only the idStopwatch of endFrame() (a class, not a macro)";
  EXPECT_TRUE(debugging.timing().getNames().empty());
  EXPECT_EQ(debugging.drawings().size(), 0u);
  Global::setDebugRequestTable(nullptr);
  Global::setDebugOut(nullptr);
}
