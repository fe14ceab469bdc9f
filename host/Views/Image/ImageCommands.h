/**
 * @file Views/Image/ImageCommands.h
 * The console commands of the image views (docs/studio.md) besides vid (DrawingCommands):
 *
 *   vi ? [<pattern>]                     the images the robot can send
 *   vi none [<name>]                     an image view without an image (drawings only)
 *   vi CameraImage | JPEGImage | <debugImage> [<name>] [gain <v>] [ddScale <v>]
 *                                        an image view of an image ("for <thread> vi ...": of that thread's)
 *   vic ? | (all | <view>) [alt|noalt] [ctrl|noctrl] [shift|noshift] [<command>]
 *                                        the command a click runs ($1 x, $2 y, $3 thread; \n separates commands)
 *   vio <view> reset | zoom <z> [<x> <y>] | gain <v> | ddScale <v> | export <file> | exportImage <file>
 *
 * The handlers run on the console engine's thread and change the definitions (DrawingViewStore).
 */
#pragma once

#include <memory>

class DrawingCommands;

namespace ImageCommands
{
  /** Adds vi, vic and vio; vid is the drawing command of the family of these commands. */
  void add(const std::shared_ptr<DrawingCommands>& commands);
}
