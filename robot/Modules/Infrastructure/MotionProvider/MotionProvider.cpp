/**
 * @file Modules/Infrastructure/MotionProvider/MotionProvider.cpp
 * Registers the module MotionProvider.
 */
#include "Modules/Infrastructure/MotionProvider/MotionProvider.h"

MAKE_MODULE(MotionProvider);
