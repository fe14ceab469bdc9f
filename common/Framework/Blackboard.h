/**
 * @file Framework/Blackboard.h
 * The blackboard of a thread: representation name -> reference-counted instance. It holds only
 * what the thread's modules require, use or provide (and what the thread receives or sends).
 * Each thread has its own; Blackboard::getInstance() is the calling thread's.
 */
#pragma once

#include "Streaming/Function.h"
#include "Streaming/Streamable.h"
#include <memory>
#include <stdexcept>
#include <string>
#include <typeinfo>
#include <unordered_map>

class Blackboard
{
public:
  Blackboard() = default;
  Blackboard(const Blackboard&) = delete;
  Blackboard& operator=(const Blackboard&) = delete;
  ~Blackboard();

  /** The calling thread's blackboard (an exception if it has none). */
  static Blackboard& getInstance();
  static Blackboard* getInstancePointer() { return current; }
  /** Makes a blackboard the calling thread's (nullptr: none). */
  static void setInstance(Blackboard* blackboard) { current = blackboard; }

  /**
   * Creates an entry (default-constructed) or increases its reference count.
   * Allocating an existing name with another type is a programming error (an exception).
   */
  template<typename T> T& alloc(const std::string& name)
  {
    static_assert(std::is_base_of_v<Streamable, T>, "representations are Streamable");
    Entry& entry = entries[name];
    if(!entry.data)
    {
      entry.data = std::make_unique<T>();
      entry.type = &typeid(T);
      if constexpr(Streaming::hasFunctions<T>)
        entry.reset = [](Streamable* s) {
          T* t = static_cast<T*>(s);
          std::destroy_at(t);
          std::construct_at(t);
        };
      ++changes;
    }
    else if(*entry.type != typeid(T))
      throw std::logic_error("blackboard entry " + name + " has another type");
    ++entry.references;
    return static_cast<T&>(*entry.data);
  }

  /** Decreases the reference count of an entry; it is destroyed at zero. */
  void free(const std::string& name);

  bool exists(const std::string& name) const { return entries.contains(name); }
  /** An existing entry (an exception if it does not exist). */
  Streamable& operator[](const std::string& name);
  const Streamable& operator[](const std::string& name) const;
  template<typename T> T& get(const std::string& name) { return dynamic_cast<T&>((*this)[name]); }

  /**
   * Resets an entry by destroying and default-constructing it in place (references to it stay
   * valid), but only if its type has FUNCTION members: no function may keep pointing into a
   * module that no longer provides it. Returns whether it was reset.
   */
  bool reset(const std::string& name);

  /** Increases whenever entries are created or destroyed. */
  unsigned version() const { return changes; }
  std::size_t size() const { return entries.size(); }
  int references(const std::string& name) const;

private:
  struct Entry
  {
    std::unique_ptr<Streamable> data;
    const std::type_info* type = nullptr;
    int references = 0;
    void (*reset)(Streamable*) = nullptr;
  };

  std::unordered_map<std::string, Entry> entries;
  unsigned changes = 0;
  static thread_local Blackboard* current;
};
