/**
 * @file Debugging/Annotation.h
 * ANNOTATION: marks an event in the log and for the host's annotation view.
 *
 *   ANNOTATION("GroundContactDetector", "Lost GroundContact");
 *   ANNOTATION("Behavior", "kick with " << foot << " foot");
 *
 * The message is a stream expression written as text. It becomes message idAnnotation in the
 * calling thread's debug queue while the request "annotation" is enabled, and in the thread's
 * annotation collection while a logger collects them (AnnotationManager). Otherwise the
 * expression is not evaluated. Annotate events, not every frame. In release builds
 * (TOUCHLINE_RELEASE) the macro is compiled out.
 */
#pragma once

#include "Debugging/AnnotationManager.h"
#include "Streaming/Global.h"

#ifdef TOUCHLINE_RELEASE
#define ANNOTATION(source, message) static_cast<void>(0)
#else
/** Annotates the current frame: source is the name of the module or part that reports it. */
#define ANNOTATION(source, message) \
  do \
    if(AnnotationManager* _tlAnnotations = Global::getAnnotationManager()) \
      if(OutTextMemory* _tlText = _tlAnnotations->begin()) \
      { \
        *_tlText << source << message; \
        _tlAnnotations->finish(); \
      } \
  while(false)
#endif
