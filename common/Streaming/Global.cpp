/**
 * @file Streaming/Global.cpp
 * The per-thread pointers of Global.h.
 */
#include "Streaming/Global.h"

thread_local MessageQueue* Global::debugOut = nullptr;
thread_local DebugRequestTable* Global::debugRequestTable = nullptr;
thread_local DebugDataTable* Global::debugDataTable = nullptr;
thread_local DrawingManager* Global::drawingManager = nullptr;
thread_local DrawingManager3D* Global::drawingManager3D = nullptr;
thread_local TimingManager* Global::timingManager = nullptr;
thread_local AnnotationManager* Global::annotationManager = nullptr;
thread_local const Settings* Global::settings = nullptr;
