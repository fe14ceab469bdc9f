/**
 * @file Streaming/FunctionList.h
 * PUBLISH: registration functions that publish themselves by their pure existence.
 *
 * PUBLISH(f) inside any function instantiates a template whose static initialiser adds f to a
 * process-wide list before main() runs. The TypeRegistry executes the list lazily the first
 * time it is asked anything, so a program never has to call an initialisation function.
 */
#pragma once

/** The list of published registration functions. */
class FunctionList
{
public:
  struct Entry
  {
    void (*function)();
    Entry* next = nullptr;
    bool executed = false;
  };

  /** Adds an entry (called from static initialisers). */
  static void add(Entry& entry);
  /** Executes every entry that has not been executed yet, in the order they were added. */
  static void execute();
  /** Whether entries wait to be executed (also while execute() is still running them). */
  static bool pending();
};

namespace FunctionListDetail
{
  template<void (*function)()> struct Publisher
  {
    static inline FunctionList::Entry entry{function};
    static inline const bool published = (FunctionList::add(entry), true);
  };
}

/** Publishes a registration function (a static or free function without parameters). */
#define PUBLISH(function) static_cast<void>(FunctionListDetail::Publisher<&function>::published)
