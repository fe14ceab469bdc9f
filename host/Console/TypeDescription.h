/**
 * @file Console/TypeDescription.h
 * The C-like structure of a type as the console prints it ("get <name> ?"), also what session
 * restore compares to see whether a remembered value's type changed.
 */
#pragma once

#include "Streaming/TypeInfo.h"
#include <string>

/** The structure of a type ("{float x; float y;}", "enum {a, b}", "int[]"). */
std::string describeType(const TypeInfo& info, const std::string& type, unsigned depth = 0);
