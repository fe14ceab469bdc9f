/**
 * @file handover_bench.cpp
 * The hand-overs a real-time thread does in every frame (docs/performance.md, "Hand-overs in the
 * real-time threads"), with a lock and without, in one run:
 *  - the check for a new configuration (ThreadFrame::applyExecutionValues): lock_guard on the
 *    mutex that the Debug thread holds while it copies a module request in, against an atomic
 *    flag plus try_lock;
 *  - waking another thread (ThreadFrame::trigger, after each send): the mutex and condition
 *    variable of Semaphore against FutexSemaphore (an atomic and a futex wake-up).
 * Each is measured uncontended (ns per frame, CPU time) and under the priority inversion a robot
 * can see: the real-time thread at SCHED_FIFO on one CPU does its hand-over every 200 µs, a
 * normal thread on the other CPU takes the same lock or semaphore in a loop, and a busy loop on
 * that CPU preempts it now and then while it holds the lock. The counters are the real-time
 * thread's own time per hand-over: p50, p99.9 and max (µs).
 */
#include "Framework/Configuration.h"
#include "Framework/ModuleGraphCreator.h"
#include "Platform/FutexSemaphore.h"
#include "Platform/Thread.h"
#include <algorithm>
#include <atomic>
#include <benchmark/benchmark.h>
#include <chrono>
#include <mutex>
#include <optional>
#include <pthread.h>
#include <sched.h>
#include <thread>
#include <vector>

namespace
{
  using Clock = std::chrono::steady_clock;

  /** A module request as the Debug thread hands it over: 30 providers with their lists. */
  ExecutionValues moduleRequest()
  {
    ExecutionValues values;
    values.thread = "Motion";
    for(int i = 0; i < 30; ++i)
    {
      ExecutionValues::Provider& provider = values.providers.emplace_back();
      provider.representation = "RepresentationNumber" + std::to_string(i);
      provider.module = "ModuleProvidingNumber" + std::to_string(i);
      values.modules.push_back(provider.module);
    }
    values.received.push_back({"Cognition", {"MotionRequest", "HeadMotionRequest", "GameState"}});
    values.sent.push_back({"Cognition", {"FrameInfo", "JointSensorData", "InertialSensorData", "KeyStates"}});
    return values;
  }

  /** ThreadFrame's hand-over of a configuration as it was: the frame takes the lock every time. */
  struct LockedRequest
  {
    std::mutex mutex;
    std::optional<std::pair<ExecutionValues, unsigned>> pending;

    void set(const ExecutionValues& values, unsigned timestamp)
    {
      std::lock_guard lock(mutex);
      pending.emplace(values, timestamp);
    }
    bool take(std::optional<std::pair<ExecutionValues, unsigned>>& into)
    {
      std::lock_guard lock(mutex);
      into.swap(pending);
      return into.has_value();
    }
  };

  /** The same with an atomic flag; the frame tries the lock only if something waits, and never waits. */
  struct FlaggedRequest
  {
    std::mutex mutex;
    std::optional<std::pair<ExecutionValues, unsigned>> pending;
    std::atomic<bool> waiting{false};

    void set(const ExecutionValues& values, unsigned timestamp)
    {
      std::lock_guard lock(mutex);
      pending.emplace(values, timestamp);
      waiting.store(true, std::memory_order_release);
    }
    bool take(std::optional<std::pair<ExecutionValues, unsigned>>& into)
    {
      if(!waiting.load(std::memory_order_acquire))
        return false;
      std::unique_lock lock(mutex, std::try_to_lock);
      if(!lock.owns_lock())
        return false; // the next frame takes it
      into.swap(pending);
      waiting.store(false, std::memory_order_relaxed);
      return into.has_value();
    }
  };

  bool setScheduling(int priority, int cpu)
  {
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(cpu % static_cast<int>(std::max(1u, std::thread::hardware_concurrency())), &set);
    pthread_setaffinity_np(pthread_self(), sizeof(set), &set);
    sched_param parameter{};
    parameter.sched_priority = priority;
    return pthread_setschedparam(pthread_self(), priority > 0 ? SCHED_FIFO : SCHED_OTHER, &parameter) == 0;
  }

  template<typename Request> void checkUncontended(benchmark::State& state)
  {
    Request request;
    std::optional<std::pair<ExecutionValues, unsigned>> taken;
    for(auto _ : state)
      benchmark::DoNotOptimize(request.take(taken));
  }

  template<typename Trigger> void postUncontended(benchmark::State& state)
  {
    Trigger trigger;
    for(auto _ : state)
    {
      trigger.post();
      if((state.iterations() & 1023) == 0)
        trigger.drain();
    }
  }

  /**
   * The real-time thread (SCHED_FIFO 10 on CPU 0) calls realTime() every 200 µs for 3 s and
   * times each call; meanwhile other() runs in a loop on CPU 1 at the normal scheduler, with a
   * busy loop on CPU 1 that preempts it at times.
   */
  template<typename RealTime, typename Other> void inversion(benchmark::State& state, RealTime realTime, Other other)
  {
    std::atomic<bool> running{true};
    std::thread busy([&] {
      setScheduling(0, 1);
      while(running.load(std::memory_order_relaxed))
        benchmark::DoNotOptimize(running);
    });
    std::thread low([&] {
      setScheduling(0, 1);
      while(running.load(std::memory_order_relaxed))
        other();
    });
    std::vector<double> durations;
    bool permitted = true;
    for(auto _ : state)
    {
      std::thread rt([&] {
        permitted = setScheduling(10, 0);
        durations.reserve(20000);
        const auto end = Clock::now() + std::chrono::seconds(3);
        auto next = Clock::now();
        while(Clock::now() < end)
        {
          const auto start = Clock::now();
          realTime();
          durations.push_back(std::chrono::duration<double, std::micro>(Clock::now() - start).count());
          next += std::chrono::microseconds(200);
          std::this_thread::sleep_until(next);
        }
      });
      rt.join();
    }
    running = false;
    busy.join();
    low.join();
    if(!permitted)
    {
      state.SkipWithError("SCHED_FIFO is not permitted (root or CAP_SYS_NICE)");
      return;
    }
    std::sort(durations.begin(), durations.end());
    state.counters["p50_us"] = durations[durations.size() / 2];
    state.counters["p999_us"] = durations[durations.size() * 999 / 1000];
    state.counters["max_us"] = durations.back();
    state.counters["over_100us"] = static_cast<double>(durations.end() - std::upper_bound(durations.begin(), durations.end(), 100.0));
  }

  template<typename Request> void checkInversion(benchmark::State& state)
  {
    Request request;
    const ExecutionValues values = moduleRequest();
    std::optional<std::pair<ExecutionValues, unsigned>> taken;
    unsigned timestamp = 0;
    inversion(
      state, [&] { benchmark::DoNotOptimize(request.take(taken)); },
      [&] { request.set(values, ++timestamp); });
  }

  template<typename Trigger> void postInversion(benchmark::State& state)
  {
    Trigger trigger;
    inversion(
      state, [&] { trigger.post(); },
      [&] {
        trigger.post();
        trigger.drain();
      });
  }
}

BENCHMARK(checkUncontended<LockedRequest>)->Name("ModuleRequest/check/lock_guard");
BENCHMARK(checkUncontended<FlaggedRequest>)->Name("ModuleRequest/check/atomic_flag_try_lock");
BENCHMARK(checkInversion<LockedRequest>)->Name("ModuleRequest/inversion/lock_guard")->Iterations(1)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(checkInversion<FlaggedRequest>)->Name("ModuleRequest/inversion/atomic_flag_try_lock")->Iterations(1)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(postUncontended<Semaphore>)->Name("Trigger/post/Semaphore");
BENCHMARK(postUncontended<FutexSemaphore>)->Name("Trigger/post/FutexSemaphore");
BENCHMARK(postInversion<Semaphore>)->Name("Trigger/inversion/Semaphore")->Iterations(1)->UseRealTime()->Unit(benchmark::kMillisecond);
BENCHMARK(postInversion<FutexSemaphore>)->Name("Trigger/inversion/FutexSemaphore")->Iterations(1)->UseRealTime()->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
