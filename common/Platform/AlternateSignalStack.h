/**
 * @file Platform/AlternateSignalStack.h
 * An alternate signal stack for the calling thread while the object lives: a handler with
 * SA_ONSTACK (the robot program's crash report) then runs even after the thread's own stack
 * overflowed. Every Thread has one; the robot program's main thread makes its own.
 *
 *   const AlternateSignalStack signalStack;   // first thing in a thread's body
 */
#pragma once

#include <cstddef>

class AlternateSignalStack
{
public:
  /** Installs 64 KB; a stack that is there already stays (sanitizers give every thread one). */
  AlternateSignalStack();
  /** Removes the stack it installed. */
  ~AlternateSignalStack();

  AlternateSignalStack(const AlternateSignalStack&) = delete;
  AlternateSignalStack& operator=(const AlternateSignalStack&) = delete;

private:
  static constexpr std::size_t size = 64 * 1024;
  void* memory;
};
