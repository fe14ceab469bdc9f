/**
 * @file Framework/Module.h
 * Modules: MODULE declares what a module requires, uses and provides, and its parameters;
 * MAKE_MODULE registers it by name.
 *
 *   MODULE(SimpleBallLocator,
 *   {,
 *     REQUIRES(BallPercept),
 *     REQUIRES(FrameInfo),
 *     PROVIDES(BallModel),
 *     DEFINES_PARAMETERS(
 *     {,
 *       (Vector2f)(5.f, 0.f) offset,
 *       (float)(1.1f) scale,
 *     }),
 *   });
 *
 *   class SimpleBallLocator : public SimpleBallLocatorBase
 *   {
 *     void update(BallModel& ballModel) override { ... theBallPercept ... scale ... }
 *   };
 *
 *   MAKE_MODULE(SimpleBallLocator);   // in the .cpp file
 *
 * MODULE generates SimpleBallLocatorBase with const references theBallPercept and theFrameInfo
 * into the thread's blackboard, a pure virtual update(BallModel&), and the parameters as
 * members. REQUIRES orders execution (required representations are updated first), USES does
 * not. LOADS_PARAMETERS reads the parameters from <module name with leading capitals lowered>.cfg
 * found through the configuration search path (or a file name given to the base constructor).
 * Up to 90 entries.
 */
#pragma once

#include "Debugging/DebugDataTable.h"
#include "Debugging/DebugRequest.h"
#include "Framework/Blackboard.h"
#include "Streaming/Global.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/MessageIDs.h"
#include "Streaming/MessageQueue.h"
#include "Streaming/MacroMachinery.h"
#include <string>
#include <vector>

/** The base class of every module. */
class ModuleBase
{
public:
  virtual ~ModuleBase() = default;

  /**
   * Tells the module which representations it provides in its thread (after it was created, and
   * again when a new configuration keeps it). Modules declared with MODULE know that already;
   * a module that provides whatever the configuration says (LogDataProvider) allocates them here.
   */
  virtual void setProvisions([[maybe_unused]] const std::vector<std::string>& representations) {}
};

/**
 * What can be done with a representation without knowing its C++ type (ModuleInfo::type): a
 * module that provides whatever the configuration says (LogDataProvider) uses it.
 */
struct RepresentationType
{
  /** Creates the representation in a blackboard (or counts one more reference to it). */
  Streamable& (*alloc)(Blackboard& blackboard, const std::string& name);
  /** What happens after a provider updated it (ModuleUpdateHooks::afterUpdate, modifiable). */
  void (*afterUpdate)(Streamable& representation, const std::string& request, MessageID id);
  /** Sends it to the host as far as asked for, changing nothing (ModuleUpdateHooks::report; between frames). */
  void (*report)(const Streamable& representation, const std::string& request, MessageID id);
};

/** The RepresentationType of a C++ type (defined after ModuleUpdateHooks). */
template<typename T> const RepresentationType* representationType();

/** What a module requires or provides, as listed in its MODULE definition. */
struct ModuleInfo
{
  enum Kind : unsigned char
  {
    requirement,
    provision,
    provisionWithoutModify
  };

  std::string representation;
  Kind kind;
  /** For provisions: updates the representation through the module. */
  void (*update)(ModuleBase& module) = nullptr;
  /** For provisions: what can be done with the representation without knowing its type. */
  const RepresentationType* type = nullptr;
};

/** The parameters of a module without parameters. */
struct NoModuleParameters : public Streamable
{
protected:
  void read(In&) override {}
  void write(Out&) const override {}
};

/** Which parameter struct a module has (specialised by DEFINES_PARAMETERS / LOADS_PARAMETERS). */
template<typename ModuleTag> struct ModuleParameters
{
  using Type = NoModuleParameters;
  static constexpr bool load = false;
};

/**
 * A registered module: its name, how to create it and what it requires and provides.
 * Registering a module also gives each representation it provides its message id id<Name>
 * (MessageIDs::add), so that it can be sent to the host and logged.
 */
class Module
{
public:
  using Create = ModuleBase* (*)();
  using GetInfo = std::vector<ModuleInfo> (*)();

  /** @param device Whether it talks to a device of the robot (MAKE_DEVICE_MODULE). */
  Module(const char* name, Create create, GetInfo getInfo, bool device = false);

  const char* name;
  Create create;
  GetInfo getInfo;
  /** It reads or drives a device (LoLA, cameras, microphones): a replay switches it off. */
  bool device;

  /** All modules linked into this program, in registration order. */
  static const std::vector<const Module*>& all();
  /** The module with this name, or nullptr. */
  static const Module* find(const std::string& name);

  /** The parameter file name of a module: SimpleBallLocator -> simpleBallLocator.cfg, LEDHandler -> ledHandler.cfg. */
  static std::string parameterFileName(const std::string& moduleName);
  /**
   * Loads module parameters from a file through the configuration search path.
   * @throws std::runtime_error naming the file if it is missing or has errors.
   */
  static void loadParameters(Streamable& parameters, const std::string& moduleName, const char* fileName);

private:
  static std::vector<const Module*>& list();
};

// The entries of MODULE, turned into (kind, arguments) tuples that MODULE dispatches on.
#define REQUIRES(representation) (_TlRequires, representation)
#define USES(representation) (_TlUses, representation)
#define PROVIDES(representation) (_TlProvides, representation)
#define PROVIDES_WITHOUT_MODIFY(representation) (_TlProvidesWithoutModify, representation)
#define DEFINES_PARAMETERS(...) (_TlDefinesParameters, __VA_ARGS__)
#define LOADS_PARAMETERS(...) (_TlLoadsParameters, __VA_ARGS__)

#define _TL_M_CAT(a, b) _TL_M_CAT_I(a, b)
#define _TL_M_CAT_I(a, b) a##b
#define _TL_M_UNPACK(kind, ...) kind, __VA_ARGS__
#define _TL_M_OP(op, name, entry) _TL_M_OP_I(op, name, _TL_M_UNPACK entry)
#define _TL_M_OP_I(op, name, ...) _TL_M_OP_II(op, name, __VA_ARGS__)
#define _TL_M_OP_II(op, name, kind, ...) _TL_M_CAT(op, kind)(name, __VA_ARGS__)

// Parameters: a STREAMABLE <Module>Parameters and the specialisation that selects it.
#define _TL_M_PARAMS(name, entry) _TL_M_OP(_TL_M_PARAMS, name, entry)
#define _TL_M_PARAMS_TlRequires(name, r)
#define _TL_M_PARAMS_TlUses(name, r)
#define _TL_M_PARAMS_TlProvides(name, r)
#define _TL_M_PARAMS_TlProvidesWithoutModify(name, r)
#define _TL_M_PARAMS_TlDefinesParameters(name, ...) _TL_M_PARAMS_STRUCT(name, false, __VA_ARGS__)
#define _TL_M_PARAMS_TlLoadsParameters(name, ...) _TL_M_PARAMS_STRUCT(name, true, __VA_ARGS__)
#define _TL_M_PARAMS_STRUCT(name, loaded, ...) \
  STREAMABLE(name##Parameters, __VA_ARGS__); \
  template<> struct ModuleParameters<struct name##Tag> \
  { \
    using Type = name##Parameters; \
    static constexpr bool load = loaded; \
  };

// Members of the base class.
#define _TL_M_DECLARE(name, entry) _TL_M_OP(_TL_M_DECLARE, name, entry)
#define _TL_M_DECLARE_TlRequires(name, r) const r& the##r;
#define _TL_M_DECLARE_TlUses(name, r) const r& the##r;
#define _TL_M_DECLARE_TlProvides(name, r) r& _tlProvided##r;
#define _TL_M_DECLARE_TlProvidesWithoutModify(name, r) r& _tlProvided##r;
#define _TL_M_DECLARE_TlDefinesParameters(name, ...)
#define _TL_M_DECLARE_TlLoadsParameters(name, ...)

// Pure virtual update methods.
#define _TL_M_UPDATE(name, entry) _TL_M_OP(_TL_M_UPDATE, name, entry)
#define _TL_M_UPDATE_TlRequires(name, r)
#define _TL_M_UPDATE_TlUses(name, r)
#define _TL_M_UPDATE_TlProvides(name, r) virtual void update(r& the##r) = 0;
#define _TL_M_UPDATE_TlProvidesWithoutModify(name, r) virtual void update(r& the##r) = 0;
#define _TL_M_UPDATE_TlDefinesParameters(name, ...)
#define _TL_M_UPDATE_TlLoadsParameters(name, ...)

// Constructor initialisers (after the ModuleBase initialiser).
#define _TL_M_INIT(name, entry) _TL_M_OP(_TL_M_INIT, name, entry)
#define _TL_M_INIT_TlRequires(name, r) , the##r(Blackboard::getInstance().alloc<r>(#r))
#define _TL_M_INIT_TlUses(name, r) , the##r(Blackboard::getInstance().alloc<r>(#r))
#define _TL_M_INIT_TlProvides(name, r) , _tlProvided##r(Blackboard::getInstance().alloc<r>(#r))
#define _TL_M_INIT_TlProvidesWithoutModify(name, r) , _tlProvided##r(Blackboard::getInstance().alloc<r>(#r))
#define _TL_M_INIT_TlDefinesParameters(name, ...)
#define _TL_M_INIT_TlLoadsParameters(name, ...)

// Destructor: free the blackboard entries.
#define _TL_M_FREE(name, entry) _TL_M_OP(_TL_M_FREE, name, entry)
#define _TL_M_FREE_TlRequires(name, r) Blackboard::getInstance().free(#r);
#define _TL_M_FREE_TlUses(name, r) Blackboard::getInstance().free(#r);
#define _TL_M_FREE_TlProvides(name, r) Blackboard::getInstance().free(#r);
#define _TL_M_FREE_TlProvidesWithoutModify(name, r) Blackboard::getInstance().free(#r);
#define _TL_M_FREE_TlDefinesParameters(name, ...)
#define _TL_M_FREE_TlLoadsParameters(name, ...)

// Update handlers for provisions.
#define _TL_M_HANDLER(name, entry) _TL_M_OP(_TL_M_HANDLER, name, entry)
#define _TL_M_HANDLER_TlRequires(name, r)
#define _TL_M_HANDLER_TlUses(name, r)
#define _TL_M_HANDLER_TlProvides(name, r) _TL_M_HANDLER_FOR(name, r, true)
#define _TL_M_HANDLER_TlProvidesWithoutModify(name, r) _TL_M_HANDLER_FOR(name, r, false)
#define _TL_M_HANDLER_FOR(name, r, modifiable) \
  static void _tlUpdate##r(ModuleBase& module) \
  { \
    name##Base& self = static_cast<name##Base&>(module); \
    ModuleUpdateHooks::beforeUpdate(static_cast<Parameters&>(self), "module:" #name); \
    self.update(self._tlProvided##r); \
    ModuleUpdateHooks::afterUpdate(self._tlProvided##r, "representation:" #r, modifiable, [] { \
      static const MessageID messageId = MessageIDs::fromName("id" #r); \
      return messageId; \
    }); \
  }
#define _TL_M_HANDLER_TlDefinesParameters(name, ...)
#define _TL_M_HANDLER_TlLoadsParameters(name, ...)

// The module info: REQUIRES and PROVIDES only (USES is invisible to scheduling).
#define _TL_M_INFO(name, entry) _TL_M_OP(_TL_M_INFO, name, entry)
#define _TL_M_INFO_TlRequires(name, r) info.push_back({#r, ModuleInfo::requirement, nullptr, nullptr});
#define _TL_M_INFO_TlUses(name, r)
#define _TL_M_INFO_TlProvides(name, r) info.push_back({#r, ModuleInfo::provision, &name##Base::_tlUpdate##r, representationType<r>()});
#define _TL_M_INFO_TlProvidesWithoutModify(name, r) \
  info.push_back({#r, ModuleInfo::provisionWithoutModify, &name##Base::_tlUpdate##r, representationType<r>()});
#define _TL_M_INFO_TlDefinesParameters(name, ...)
#define _TL_M_INFO_TlLoadsParameters(name, ...)

#define MODULE(name, ...) _TL_MODULE_I(name, _TL_DEC(_TL_DEC(_TL_NARGS(__VA_ARGS__))), _TL_ENUM_SKIP_FIRST(__VA_ARGS__))
#define _TL_MODULE_I(name, n, ...) _TL_MODULE_II(name, n, __VA_ARGS__)
#define _TL_MODULE_II(name, n, ...) \
  struct name##Tag; \
  _TL_FOR_EACH2_N(_TL_M_PARAMS, name, n, __VA_ARGS__) \
  class name##Base : public ModuleBase, public ModuleParameters<name##Tag>::Type \
  { \
  public: \
    using Parameters = ModuleParameters<name##Tag>::Type; \
    static constexpr const char* moduleName = #name; \
    \
    /** What the module requires and provides. */ \
    static std::vector<ModuleInfo> getModuleInfo() \
    { \
      std::vector<ModuleInfo> info; \
      _TL_FOR_EACH2_N(_TL_M_INFO, name, n, __VA_ARGS__) \
      return info; \
    } \
    \
  protected: \
    _TL_FOR_EACH2_N(_TL_M_DECLARE, name, n, __VA_ARGS__) \
    \
    /** @param fileName The parameter file (LOADS_PARAMETERS), nullptr for the default name. */ \
    explicit name##Base(const char* fileName = nullptr) \
      : ModuleBase() _TL_FOR_EACH2_N(_TL_M_INIT, name, n, __VA_ARGS__) \
    { \
      if constexpr(ModuleParameters<name##Tag>::load) \
      { \
        try \
        { \
          Module::loadParameters(static_cast<Parameters&>(*this), #name, fileName); \
        } \
        catch(...) \
        { \
          /* The destructor will not run: free the blackboard entries here. */ \
          _TL_FOR_EACH2_N(_TL_M_FREE, name, n, __VA_ARGS__) \
          throw; \
        } \
      } \
      else \
        static_cast<void>(fileName); \
    } \
    \
    ~name##Base() override \
    { \
      _TL_FOR_EACH2_N(_TL_M_FREE, name, n, __VA_ARGS__) \
    } \
    \
    _TL_FOR_EACH2_N(_TL_M_UPDATE, name, n, __VA_ARGS__) \
    \
  public: \
    _TL_FOR_EACH2_N(_TL_M_HANDLER, name, n, __VA_ARGS__) \
  }

/** Registers a module (in its .cpp file); the optional second argument replaces getModuleInfo. */
#define MAKE_MODULE(...) _TL_MAKE_MODULE_SELECT(__VA_ARGS__, _TL_MAKE_MODULE2, _TL_MAKE_MODULE1, ~)(__VA_ARGS__)
#define _TL_MAKE_MODULE_SELECT(a, b, macro, ...) macro
#define _TL_MAKE_MODULE1(name) _TL_MAKE_MODULE2(name, name##Base::getModuleInfo)
#define _TL_MAKE_MODULE2(name, getInfo) \
  static Module _tlModule##name(#name, []() -> ModuleBase* { return new name; }, getInfo)

/** Registers a module that reads or drives a device of the robot (the replay of a log switches it off). */
#define MAKE_DEVICE_MODULE(name) \
  static Module _tlModule##name(#name, []() -> ModuleBase* { return new name; }, name##Base::getModuleInfo, true)

/**
 * What happens around a provider's update(): the module's parameters are MODIFY-able as
 * "module:<Module>" before it; after it verify() (debug builds) and draw() (non-release builds)
 * run if the representation itself defines them, the representation is MODIFY-able as
 * "representation:<Name>" (PROVIDES only) and sent as message id<Name> while the debug request
 * "representation:<Name>" is enabled. Release builds only keep update().
 */
class ModuleUpdateHooks
{
public:
  template<typename P> static void beforeUpdate([[maybe_unused]] P& parameters, [[maybe_unused]] const char* id)
  {
#ifndef TOUCHLINE_RELEASE
    if constexpr(!std::is_same_v<P, NoModuleParameters>)
      if(DebugDataTable* table = Global::getDebugDataTable())
        table->updateObject(id, parameters, false, true); // "unchanged" restores the parameters
#endif
  }

  /**
   * Sends a representation to the host as far as it asked for it (the message id<Name> while
   * "representation:<Name>" is requested, its MODIFY value while "debug data:representation:<Name>"
   * is), changing nothing: between frames (ThreadFrame::serveHost()).
   */
  template<typename T> static void report([[maybe_unused]] const T& representation, [[maybe_unused]] const char* id,
                                          [[maybe_unused]] MessageID messageId)
  {
#ifndef TOUCHLINE_RELEASE
    if(DebugDataTable* table = Global::getDebugDataTable())
      table->reportObject(id, representation);
    if(const DebugRequestTable* requests = Global::getDebugRequestTable(); requests && requests->isActive(id))
      if(MessageQueue* queue = Global::getDebugOut(); queue && messageId != undefined)
      {
        queue->out.bin << representation;
        queue->out.finishMessage(messageId);
      }
#endif
  }

  /** @param messageId Returns the message id of the representation (looked up once, when it is first sent). */
  template<typename T, typename MessageIdOf>
  static void afterUpdate([[maybe_unused]] T& representation, [[maybe_unused]] const char* id, [[maybe_unused]] bool modifiable,
                          [[maybe_unused]] MessageIdOf messageId)
  {
#ifndef NDEBUG
    if constexpr(requires { &T::verify; })
      if constexpr(std::is_same_v<decltype(&T::verify), void (T::*)() const> || std::is_same_v<decltype(&T::verify), void (T::*)()>)
        representation.verify();
#endif
#ifndef TOUCHLINE_RELEASE
    if constexpr(requires { &T::draw; })
      if constexpr(std::is_same_v<decltype(&T::draw), void (T::*)() const> || std::is_same_v<decltype(&T::draw), void (T::*)()>)
        representation.draw();
    if(modifiable)
      if(DebugDataTable* table = Global::getDebugDataTable())
        table->updateObject(id, representation);
    if(const DebugRequestTable* requests = Global::getDebugRequestTable(); requests && requests->isActive(id))
      if(MessageQueue* queue = Global::getDebugOut(); queue && messageId() != undefined)
      {
        queue->out.bin << representation;
        queue->out.finishMessage(messageId());
      }
#endif
  }
};

template<typename T> const RepresentationType* representationType()
{
  static const RepresentationType type{
    [](Blackboard& blackboard, const std::string& name) -> Streamable& { return blackboard.alloc<T>(name); },
    [](Streamable& representation, const std::string& request, MessageID id) {
      ModuleUpdateHooks::afterUpdate(static_cast<T&>(representation), request.c_str(), true, [id] { return id; });
    },
    [](const Streamable& representation, const std::string& request, MessageID id) {
      ModuleUpdateHooks::report(static_cast<const T&>(representation), request.c_str(), id);
    }};
  return &type;
}
