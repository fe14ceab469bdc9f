/**
 * @file Debugging/DrawingManager3D.h
 * The per-thread table of 3-D debug drawings.
 */
#pragma once

#include "Debugging/DrawingManager.h"

/**
 * Ids of the 3-D drawings of one thread: the same as DrawingManager, with the requests
 * "debug drawing 3d:<name>", the table message idDrawingManager3D and the one-shot request
 * "automated requests:DrawingManager3D". Types are "field", "robot", "camera" or a robot part.
 */
class DrawingManager3D : public DrawingManager
{
public:
  DrawingManager3D() : DrawingManager("debug drawing 3d:", idDrawingManager3D, idDebugDrawing3D) {}
};
