/**
 * @file Framework/Global.h
 * Per-thread access to the objects a thread's code writes to without passing them around:
 * its outgoing debug queue (used by OUTPUT and friends), its debug request table and its debug
 * data table (MODIFY). Each thread sets them when it starts.
 */
#pragma once

class DebugDataTable;
class DebugRequestTable;
class MessageQueue;

class Global
{
public:
  /** The calling thread's debug request table, or nullptr. */
  static DebugRequestTable* getDebugRequestTable() { return debugRequestTable; }
  static void setDebugRequestTable(DebugRequestTable* table) { debugRequestTable = table; }
  /** The calling thread's debug data table (MODIFY), or nullptr. */
  static DebugDataTable* getDebugDataTable() { return debugDataTable; }
  static void setDebugDataTable(DebugDataTable* table) { debugDataTable = table; }

  /** The calling thread's outgoing debug queue, or nullptr if it has none. */
  static MessageQueue* getDebugOut() { return debugOut; }
  /** Sets the calling thread's outgoing debug queue (nullptr: messages are discarded). */
  static void setDebugOut(MessageQueue* queue) { debugOut = queue; }

private:
  static thread_local MessageQueue* debugOut;
  static thread_local DebugRequestTable* debugRequestTable;
  static thread_local DebugDataTable* debugDataTable;
};
