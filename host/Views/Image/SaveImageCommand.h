/**
 * @file Views/Image/SaveImageCommand.h
 * The console command si (B-Human's "save image"): writes the current camera image of the
 * selected robot (of each selected robot; for <thread> si ...: that thread's) as a picture file:
 *
 *   si reset | [number] [grayscale] <file>
 *
 * The image is the CameraImage (or, if the robot sends that instead, the JPEGImage) of the
 * thread's last complete frame. If none has arrived (no image view requests it), si switches
 * the request "representation:CameraImage" (or JPEGImage) on for the thread, waits up to five
 * seconds for a frame with it, and switches it off again. number appends a running number
 * ("<file>_<n>.<ext>"; reset starts it at 0 again), grayscale writes the brightness only;
 * "{robot}" in the name is the robot's name (for several robots at once); the format is the
 * file's ending (PNG, BMP, JPEG, ...; none: .png).
 */
#pragma once

class StudioContext;

namespace SaveImageCommand
{
  /** Adds si to the studio's console. */
  void add(StudioContext& context);
}
