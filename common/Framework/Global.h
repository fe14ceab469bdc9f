/**
 * @file Framework/Global.h
 * Per-thread access to the objects a thread's code writes to without passing them around:
 * its outgoing debug queue (used by OUTPUT and friends). Each thread sets them when it starts.
 */
#pragma once

class MessageQueue;

class Global
{
public:
  /** The calling thread's outgoing debug queue, or nullptr if it has none. */
  static MessageQueue* getDebugOut() { return debugOut; }
  /** Sets the calling thread's outgoing debug queue (nullptr: messages are discarded). */
  static void setDebugOut(MessageQueue* queue) { debugOut = queue; }

private:
  static thread_local MessageQueue* debugOut;
};
