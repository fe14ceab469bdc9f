/**
 * @file Platform/AlternateSignalStack.cpp
 * sigaltstack with a mapping of its own.
 */
#include "Platform/AlternateSignalStack.h"
#include <signal.h>
#include <sys/mman.h>

AlternateSignalStack::AlternateSignalStack() : memory(MAP_FAILED)
{
  stack_t current{};
  if(::sigaltstack(nullptr, &current) != 0 || !(current.ss_flags & SS_DISABLE))
    return;
  memory = ::mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if(memory == MAP_FAILED)
    return;
  stack_t stack{};
  stack.ss_sp = memory;
  stack.ss_size = size;
  if(::sigaltstack(&stack, nullptr) != 0)
  {
    ::munmap(memory, size);
    memory = MAP_FAILED;
  }
}

AlternateSignalStack::~AlternateSignalStack()
{
  if(memory == MAP_FAILED)
    return;
  stack_t stack{};
  stack.ss_flags = SS_DISABLE;
  ::sigaltstack(&stack, nullptr);
  ::munmap(memory, size);
}
