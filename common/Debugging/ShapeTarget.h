/**
 * @file Debugging/ShapeTarget.h
 * Where a shape of a requested drawing goes, and how it is written there.
 */
#pragma once

#include "Streaming/MessageQueue.h"
#include <utility>

/**
 * A shape message about to be written: the debug queue, the message id (idDebugDrawing or
 * idDebugDrawing3D), the shape type and the drawing id. Empty (false) if the drawing is not
 * requested. write() gets the shape's arguments already evaluated, so a message is never left
 * half-written by an argument that throws or writes output itself.
 */
struct ShapeTarget
{
  MessageQueue* queue = nullptr;
  MessageID message = undefined;
  unsigned char shape = 0;
  unsigned char drawing = 0;

  explicit operator bool() const { return queue != nullptr; }

  /** Writes the header (shape type, drawing id), then writer(payload stream, args...), and finishes the message. */
  template<typename... Parameters, typename... Arguments>
  void write(void (*writer)(Out&, Parameters...), Arguments&&... arguments) const
  {
    const char header[2] = {static_cast<char>(shape), static_cast<char>(drawing)};
    queue->out.bin.write(header, sizeof(header));
    writer(queue->out.bin, std::forward<Arguments>(arguments)...);
    queue->out.finishMessage(message);
  }
};
