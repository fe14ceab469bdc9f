/**
 * @file Debugging/DebugDataTable.h
 * MODIFY: any streamable object can be read and overridden by the host.
 *
 *   MODIFY("parameters:kick", kickParameters);
 *
 * If the host set a value for the id (message idDebugDataChangeRequest: name, 1, binary data),
 * it replaces the object every time MODIFY runs, until the host sends "unchanged" (name, 0).
 * While the request "debug data:<id>" is enabled, MODIFY sends the object to the host
 * (idDebugDataResponse: name, type name, binary data). Providers are MODIFY-able as
 * "representation:<Name>", module parameters as "module:<Module>".
 */
#pragma once

#include "Debugging/DebugRequest.h"
#include "Streaming/Global.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"
#include "Streaming/MessageQueue.h"
#include "Streaming/TypeRegistry.h"
#include <string>
#include <string_view>
#include <typeinfo>
#include <unordered_map>

class DebugDataTable
{
public:
  /** Handles an idDebugDataChangeRequest payload; false if it is malformed. */
  bool processChangeRequest(In& stream);

  /**
   * Applies an override of the object, then sends it if requested.
   * @param once Remove the override after applying it (MODIFY_ONCE).
   * @param restore The object keeps its value between calls (module parameters): remember it
   *                before the first override and put it back after "unchanged".
   */
  template<typename T> void updateObject(std::string_view id, T& object, bool once = false, bool restore = false)
  {
    const DebugRequestTable* requests = Global::getDebugRequestTable();
    if(overrides.empty() && restores.empty() && !(requests && requests->mayBeActive()))
      return;
    // The work is done once, in DebugDataTable.cpp, not in every file that uses MODIFY.
    update(id, Object{&object, typeid(T), [](In& in, void* p) { in >> *static_cast<T*>(p); },
                      [](Out& out, const void* p) { out << *static_cast<const T*>(p); }},
           once, restore);
  }

  /** Sends the object if the host asked for it ("debug data:<id>"), without applying an override (between frames). */
  template<typename T> void reportObject(std::string_view id, const T& object)
  {
    const DebugRequestTable* requests = Global::getDebugRequestTable();
    if(requests && requests->mayBeActive())
      report(id, Object{const_cast<T*>(&object), typeid(T), nullptr, [](Out& out, const void* p) { out << *static_cast<const T*>(p); }});
  }

  bool empty() const { return overrides.empty() && restores.empty(); }

private:
  /** An object of any streamable type. */
  struct Object
  {
    void* object;
    const std::type_info& type;
    void (*read)(In& stream, void* object);
    void (*write)(Out& stream, const void* object);
  };

  /** updateObject for any type. */
  void update(std::string_view id, const Object& object, bool once, bool restore);
  /** Sends the object if "debug data:<id>" is requested. */
  void report(std::string_view id, const Object& object);

  struct Hash
  {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
  };
  std::unordered_map<std::string, std::string, Hash, std::equal_to<>> overrides;
  std::unordered_map<std::string, std::string, Hash, std::equal_to<>> originals; ///< Values before the first override (restore).
  std::unordered_map<std::string, std::string, Hash, std::equal_to<>> restores;  ///< Originals to put back ("unchanged").
  std::string requestName; ///< Reused, so that checking the request allocates nothing after the first frames.
};

#ifdef TOUCHLINE_RELEASE
#define MODIFY(id, object) static_cast<void>(0)
#define MODIFY_ONCE(id, object) static_cast<void>(0)
#else
#define MODIFY(id, object) \
  do \
    if(DebugDataTable* _table = Global::getDebugDataTable()) \
      _table->updateObject(id, object); \
  while(false)
#define MODIFY_ONCE(id, object) \
  do \
    if(DebugDataTable* _table = Global::getDebugDataTable()) \
      _table->updateObject(id, object, true); \
  while(false)
#endif
