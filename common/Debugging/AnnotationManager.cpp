/**
 * @file Debugging/AnnotationManager.cpp
 * The per-thread annotation state: writing ANNOTATIONs to the debug queue, or collecting them for
 * the logger.
 */
#include "Debugging/AnnotationManager.h"
#include "Debugging/DebugRequest.h"
#include "Streaming/Global.h"

OutTextMemory* AnnotationManager::begin()
{
  const DebugRequestTable* table = Global::getDebugRequestTable();
  toDebugQueue = table && table->mayBeActive() && table->isActive("annotation") && Global::getDebugOut();
  if(!toDebugQueue && !collecting)
    return nullptr;
  text.clear();
  return &text;
}

bool AnnotationManager::write(MessageQueue& queue) const
{
  queue.out.bin << (counter | 0x80000000u);
  queue.out.bin.write(text.data(), text.size());
  return queue.out.finishMessage(idAnnotation);
}

void AnnotationManager::finish()
{
  if(toDebugQueue)
    if(MessageQueue* queue = Global::getDebugOut())
      write(*queue);
  if(collecting && !write(collection))
    ++dropped;
  counter = (counter + 1) & 0x7fffffffu;
}

void AnnotationManager::setCollecting(bool collect)
{
  if(collect && !collecting)
    collection.reserve(collectionCapacity);
  else if(!collect)
    collection.clear();
  collecting = collect;
}

void AnnotationManager::takeCollected(MessageQueue& into)
{
  into.append(collection);
  collection.clear();
}
