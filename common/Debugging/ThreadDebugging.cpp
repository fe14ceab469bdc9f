/**
 * @file Debugging/ThreadDebugging.cpp
 * Installing a thread's drawing, timing and annotation managers and sending their tables.
 */
#include "Debugging/ThreadDebugging.h"
#include "Debugging/DebugRequest.h"
#include "Streaming/Global.h"

ThreadDebugging::Scope::Scope(ThreadDebugging& debugging)
  : drawingManager(Global::getDrawingManager()), drawingManager3D(Global::getDrawingManager3D()),
    timingManager(Global::getTimingManager()), annotationManager(Global::getAnnotationManager())
{
  debugging.install();
}

ThreadDebugging::Scope::~Scope()
{
  Global::setDrawingManager(drawingManager);
  Global::setDrawingManager3D(drawingManager3D);
  Global::setTimingManager(timingManager);
  Global::setAnnotationManager(annotationManager);
}

void ThreadDebugging::install()
{
  Global::setDrawingManager(&drawingManager);
  Global::setDrawingManager3D(&drawingManager3D);
  Global::setTimingManager(&timingManager);
  Global::setAnnotationManager(&annotationManager);
}

void ThreadDebugging::uninstall()
{
  Global::setDrawingManager(nullptr);
  Global::setDrawingManager3D(nullptr);
  Global::setTimingManager(nullptr);
  Global::setAnnotationManager(nullptr);
}

void ThreadDebugging::sendTable(DrawingManager& manager, DebugRequestTable& table, const char* request)
{
  if(table.isActive(request))
  {
    if(manager.sendTable())
      table.disable(request);
  }
  else if(manager.changedSinceSent() && manager.anyActive())
    manager.sendTable();
}

void ThreadDebugging::endFrame()
{
  DebugRequestTable* table = Global::getDebugRequestTable();
  MessageQueue* queue = Global::getDebugOut();
  if(!table || !queue || !table->mayBeActive())
    return;
  if(table->isActive("timing"))
    timingManager.writeStopwatchMessage(*queue);
  sendTable(drawingManager, *table, "automated requests:DrawingManager");
  sendTable(drawingManager3D, *table, "automated requests:DrawingManager3D");
}
