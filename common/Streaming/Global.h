/**
 * @file Streaming/Global.h
 * Per-thread access to the objects a thread's code writes to without passing them around:
 * its outgoing debug queue (used by OUTPUT and friends), its debug request table, its debug
 * data table (MODIFY), the managers of drawings, timing and annotations
 * (Debugging/ThreadDebugging.h installs those) and the robot's settings (Framework/Robot.cpp).
 * Each thread sets them when it starts; all of them are nullptr in a thread that has none.
 */
#pragma once

class AnnotationManager;
class DebugDataTable;
class DebugRequestTable;
class DrawingManager;
class DrawingManager3D;
class MessageQueue;
class Settings;
class TimingManager;

class Global
{
public:
  /** The calling thread's debug request table, or nullptr. */
  static DebugRequestTable* getDebugRequestTable() { return debugRequestTable; }
  static void setDebugRequestTable(DebugRequestTable* table) { debugRequestTable = table; }
  /**
   * Whether the calling thread's debug request table has the request "disable text" on
   * (DebugRequestTable::textDisabledRequest): OUTPUT and OUTPUT_TEXT send no text then. Defined in
   * Debugging/DebugRequest.cpp.
   */
  static bool isTextDisabled();
  /** The calling thread's debug data table (MODIFY), or nullptr. */
  static DebugDataTable* getDebugDataTable() { return debugDataTable; }
  static void setDebugDataTable(DebugDataTable* table) { debugDataTable = table; }

  /** The calling thread's outgoing debug queue, or nullptr if it has none. */
  static MessageQueue* getDebugOut() { return debugOut; }
  /** Sets the calling thread's outgoing debug queue (nullptr: messages are discarded). */
  static void setDebugOut(MessageQueue* queue) { debugOut = queue; }

  /** The calling thread's manager of 2-D debug drawings, or nullptr. */
  static DrawingManager* getDrawingManager() { return drawingManager; }
  static void setDrawingManager(DrawingManager* manager) { drawingManager = manager; }
  /** The calling thread's manager of 3-D debug drawings, or nullptr. */
  static DrawingManager3D* getDrawingManager3D() { return drawingManager3D; }
  static void setDrawingManager3D(DrawingManager3D* manager) { drawingManager3D = manager; }
  /** The calling thread's stopwatches (STOPWATCH), or nullptr. */
  static TimingManager* getTimingManager() { return timingManager; }
  static void setTimingManager(TimingManager* manager) { timingManager = manager; }
  /** The calling thread's annotation state (ANNOTATION), or nullptr. */
  static AnnotationManager* getAnnotationManager() { return annotationManager; }
  static void setAnnotationManager(AnnotationManager* manager) { annotationManager = manager; }

  /**
   * The settings of the robot the calling thread belongs to (team, player, broadcast address);
   * default settings in a thread without a robot. Defined in Framework/Settings.cpp.
   */
  static const Settings& getSettings();
  static void setSettings(const Settings* value) { settings = value; }

private:
  static thread_local MessageQueue* debugOut;
  static thread_local const Settings* settings;
  static thread_local DebugRequestTable* debugRequestTable;
  static thread_local DebugDataTable* debugDataTable;
  static thread_local DrawingManager* drawingManager;
  static thread_local DrawingManager3D* drawingManager3D;
  static thread_local TimingManager* timingManager;
  static thread_local AnnotationManager* annotationManager;
};
