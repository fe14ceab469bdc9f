/**
 * @file Framework/ExecutionUnit.cpp
 * The registry of execution units (MAKE_EXECUTION_UNIT) and the built-in ones (frequencies,
 * Triggered).
 */
#include "Framework/ExecutionUnit.h"
#include "Framework/ThreadFrame.h"
#include <charconv>
#include <cmath>
#include <map>
#include <mutex>
#include <thread>

namespace
{
  std::map<std::string, ExecutionUnit::Factory>& units()
  {
    static std::map<std::string, ExecutionUnit::Factory> registry;
    return registry;
  }
  std::mutex unitsMutex;

  enum class Frequency
  {
    none,    ///< Not "<number>Hz".
    invalid, ///< A number, but not in 0 < N <= ExecutionUnit::maxFrequency.
    valid,
  };

  /** Whether a name is a frequency "<N>Hz" (and which). */
  Frequency parseFrequency(const std::string& name, double& hz)
  {
    if(!name.ends_with("Hz"))
      return Frequency::none;
    const auto result = std::from_chars(name.data(), name.data() + name.size() - 2, hz);
    if(result.ec == std::errc::result_out_of_range && result.ptr == name.data() + name.size() - 2)
      return Frequency::invalid;
    if(result.ec != std::errc() || result.ptr != name.data() + name.size() - 2)
      return Frequency::none;
    return hz > 0 && hz <= ExecutionUnit::maxFrequency ? Frequency::valid : Frequency::invalid;
  }

  bool isRegistered(const std::string& name)
  {
    std::lock_guard lock(unitsMutex);
    return units().contains(name);
  }
}

void ExecutionUnit::add(const std::string& name, Factory factory)
{
  std::lock_guard lock(unitsMutex);
  units()[name] = std::move(factory);
}

std::unique_ptr<ExecutionUnit> ExecutionUnit::create(const std::string& name)
{
  {
    std::lock_guard lock(unitsMutex);
    const auto unit = units().find(name);
    if(unit != units().end())
      return unit->second();
  }
  if(name == "Triggered")
    return std::make_unique<TriggeredExecutionUnit>();
  double hz = 0;
  if(parseFrequency(name, hz) == Frequency::valid)
    return std::make_unique<FrequencyExecutionUnit>(hz);
  return nullptr;
}

std::vector<std::string> ExecutionUnit::registered()
{
  std::lock_guard lock(unitsMutex);
  std::vector<std::string> names;
  for(const auto& [name, factory] : units())
    names.push_back(name);
  return names;
}

std::string ExecutionUnit::problem(const std::string& name)
{
  if(name.empty())
    return "no execution unit given";
  if(isRegistered(name) || name == "Triggered")
    return "";
  double hz = 0;
  switch(parseFrequency(name, hz))
  {
    case Frequency::valid:
      return "";
    case Frequency::invalid:
      return "execution unit " + name + ": the frequency is not in 0 < N <= " + std::to_string(static_cast<long long>(maxFrequency)) + " Hz";
    default:
      return "execution unit " + name + " is unknown";
  }
}

void TriggeredExecutionUnit::afterFrame(ThreadFrame& frame)
{
  // Wakes at least every 100 ms so that the thread can be stopped.
  triggered = frame.waitForTrigger(std::chrono::milliseconds(100));
  if(triggered)
    frame.drainTriggers(); // one frame handles everything that arrived
}

bool TriggeredExecutionUnit::dueInLockStep(ThreadFrame& frame, unsigned)
{
  const bool due = triggered || frame.drainTriggers() > 0;
  triggered = false;
  return due;
}

LockStepSchedule::LockStepSchedule(double hz) : period(1000.0 / hz) {}

bool LockStepSchedule::due(unsigned now)
{
  if(!started)
  {
    started = true;
    first = now;
  }
  const double elapsed = static_cast<double>(now - first);
  if(elapsed + 1e-6 < nextDue)
    return false;
  nextDue += period;
  if(nextDue <= elapsed)
    nextDue = elapsed + period; // periods that passed between two instants are skipped
  return true;
}

unsigned LockStepSchedule::next() const
{
  return first + static_cast<unsigned>(std::ceil(nextDue - 1e-6));
}

FrequencyExecutionUnit::FrequencyExecutionUnit(double hz)
  : period(std::chrono::nanoseconds(static_cast<long long>(1e9 / hz))), next(std::chrono::steady_clock::now()), schedule(hz) {}

void FrequencyExecutionUnit::afterFrame(ThreadFrame&)
{
  next += period;
  const auto now = std::chrono::steady_clock::now();
  if(next < now)
    next = now; // skip what was missed
  std::this_thread::sleep_until(next);
}
