/**
 * @file Debugging/ThreadDebugging.h
 * The debugging state of one thread: its drawing tables (2-D, 3-D), its stopwatches and its
 * annotations, and what happens at the start and end of each of its frames.
 */
#pragma once

#include "Debugging/AnnotationManager.h"
#include "Debugging/DrawingManager.h"
#include "Debugging/DrawingManager3D.h"
#include "Debugging/TimingManager.h"

class DebugRequestTable;

/**
 * Owns the managers that DEBUG_DRAWING, DEBUG_DRAWING3D, STOPWATCH and ANNOTATION use in one
 * thread. A thread frame installs it while it runs (Scope, next to the debug queue and the
 * request table, Streaming/Global.h), and calls beginFrame() after it has handled the debug
 * requests of the frame and endFrame() before it counts polling down
 * (DebugRequestTable::frameDone()). endFrame() writes into the calling thread's debug queue:
 * - idStopwatch with the frame's times while "timing" is enabled;
 * - idDrawingManager / idDrawingManager3D when the one-shot requests
 *   "automated requests:DrawingManager" / "...3D" are enabled (then they are disabled), and
 *   when drawings were declared since the last table while a drawing is requested.
 */
class ThreadDebugging
{
public:
  /** Installs the managers for the calling thread while it exists, then restores the previous ones. */
  class Scope
  {
  public:
    explicit Scope(ThreadDebugging& debugging);
    ~Scope();
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

  private:
    DrawingManager* drawingManager;
    DrawingManager3D* drawingManager3D;
    TimingManager* timingManager;
    AnnotationManager* annotationManager;
  };

  ThreadDebugging() = default;
  ThreadDebugging(const ThreadDebugging&) = delete;
  ThreadDebugging& operator=(const ThreadDebugging&) = delete;

  /** Makes the managers the calling thread's (Global::getDrawingManager() ...). */
  void install();
  /** Removes the calling thread's managers (all become nullptr). */
  static void uninstall();

  /** Starts a frame: resets the stopwatches, remembers the frame's start time (ms) and counts it. */
  void beginFrame() { timingManager.beginFrame(); }
  void beginFrame(unsigned frameStartTime) { timingManager.beginFrame(frameStartTime); }
  /** Ends a frame: sends timing data and drawing tables as requested (see the class comment). */
  void endFrame();

  TimingManager& timing() { return timingManager; }
  DrawingManager& drawings() { return drawingManager; }
  DrawingManager3D& drawings3D() { return drawingManager3D; }
  AnnotationManager& annotations() { return annotationManager; }

private:
  /** Sends a drawing table if its one-shot request is enabled, or if it changed while drawings are requested. */
  static void sendTable(DrawingManager& manager, DebugRequestTable& table, const char* request);

  DrawingManager drawingManager;
  DrawingManager3D drawingManager3D;
  TimingManager timingManager;
  AnnotationManager annotationManager;
};
