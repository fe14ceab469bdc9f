/**
 * @file Streaming/Output.h
 * Writing messages into the calling thread's outgoing debug queue (Global::getDebugOut()).
 *
 *   OUTPUT(idText, text, "ball at " << x << " " << y);
 *   OUTPUT_TEXT("hello " << 42);
 *   OUTPUT_WARNING("battery low");     // "Warning: battery low", also on stderr
 *   OUTPUT_ERROR("camera lost");       // "Error: camera lost", also on stderr
 *
 * format is bin, text or textRaw. Without a debug queue the message is discarded (warnings and
 * errors still reach stderr). In release builds (TOUCHLINE_RELEASE) OUTPUT and OUTPUT_TEXT are
 * compiled out; OUTPUT_WARNING is compiled out with NDEBUG; OUTPUT_ERROR is always there.
 *
 * While the thread's debug request "disable text" (DebugRequestTable::textDisabledRequest; the
 * console's "msg disable") is enabled, OUTPUT with idText and OUTPUT_TEXT write nothing; other
 * ids, and the warnings and errors (stderr and the text message), are not affected.
 */
#pragma once

#include "Streaming/Global.h"
#include "Streaming/MessageQueue.h"
#include "Streaming/OutStreams.h"
#include <cstdio>

namespace OutputDetail
{
  /** Whether a message with this id is a text message the thread must not send now ("disable text"). */
  inline bool suppressed(MessageID id) { return id == idText && Global::isTextDisabled(); }
}

#define _TL_OUTPUT_ALWAYS(id, format, expression) \
  do \
  { \
    if(MessageQueue* _queue = Global::getDebugOut(); _queue && !OutputDetail::suppressed(id)) \
    { \
      _queue->out.format << expression; \
      _queue->out.finishMessage(id); \
    } \
  } \
  while(false)

/** Prints "<prefix><expression>" to stderr and sends it as text message. */
#define _TL_OUTPUT_TO_STDERR(prefix, expression) \
  do \
  { \
    OutTextRawMemory _text(256); \
    _text << prefix << expression; \
    std::fprintf(stderr, "%s\n", _text.data()); \
    if(MessageQueue* _queue = Global::getDebugOut()) \
    { \
      _queue->out.text << _text.str(); \
      _queue->out.finishMessage(idText); \
    } \
  } \
  while(false)

#ifdef TOUCHLINE_RELEASE
#define OUTPUT(id, format, expression) static_cast<void>(0)
#define OUTPUT_TEXT(expression) static_cast<void>(0)
#else
#define OUTPUT(id, format, expression) _TL_OUTPUT_ALWAYS(id, format, expression)
#define OUTPUT_TEXT(expression) _TL_OUTPUT_ALWAYS(idText, text, expression)
#endif

#ifdef NDEBUG
#define OUTPUT_WARNING(expression) static_cast<void>(0)
#else
#define OUTPUT_WARNING(expression) _TL_OUTPUT_TO_STDERR("Warning: ", expression)
#endif

#define OUTPUT_ERROR(expression) _TL_OUTPUT_TO_STDERR("Error: ", expression)
