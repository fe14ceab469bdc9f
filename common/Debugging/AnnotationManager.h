/**
 * @file Debugging/AnnotationManager.h
 * The annotations of one thread: their counter, where they go, and the collection the logger
 * takes them from.
 */
#pragma once

#include "Streaming/MessageQueue.h"
#include "Streaming/OutStreams.h"
#include <cstddef>

/**
 * Numbers the annotations of a thread and writes each as message idAnnotation
 * (u32 number | 0x80000000, then the text " <source> <tokens...>") to the thread's debug
 * queue while the request "annotation" is enabled, and to its own collection while collecting
 * is switched on (by a logger, which takes them per frame with takeCollected()). The
 * collection holds collectionCapacity bytes; annotations that do not fit are dropped and
 * counted.
 */
class AnnotationManager
{
public:
  static constexpr std::size_t collectionCapacity = 100000;

  /**
   * Starts an annotation if anybody wants it: returns the cleared text stream to write
   * "<source> <message>" into, then call finish(). nullptr if nobody wants it.
   */
  OutTextMemory* begin();
  /** Writes the annotation started with begin() and counts it. */
  void finish();

  /** Switches collecting on (allocates the collection once) or off (forgets it). */
  void setCollecting(bool collect);
  bool isCollecting() const { return collecting; }
  /** Moves the collected annotations to a queue (e.g. a log frame) and clears the collection. */
  void takeCollected(MessageQueue& into);
  /** Forgets the collected annotations (a logger that will not log them). */
  void clearCollected() { collection.clear(); }
  /** The collected annotations (not yet taken). */
  const MessageQueue& collected() const { return collection; }
  /** The number of annotations that did not fit into the collection. */
  std::size_t getDropped() const { return dropped; }
  /** The number of annotations made so far (the next one gets this number). */
  unsigned getCounter() const { return counter; }

private:
  bool write(MessageQueue& queue) const;

  OutTextMemory text{256};
  MessageQueue collection;
  unsigned counter = 0;
  std::size_t dropped = 0;
  bool collecting = false;
  bool toDebugQueue = false; ///< The request "annotation" was enabled when begin() was called.
};
