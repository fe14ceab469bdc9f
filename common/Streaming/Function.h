/**
 * @file Streaming/Function.h
 * FUNCTION members of representations: std::function that never throws.
 *
 *   STREAMABLE(PathPlanner,
 *   {
 *     FUNCTION(MotionRequest(const Pose2f& target, const Pose2f& speed, bool excludePenaltyArea)) plan,
 *   });
 *
 * Calling an empty function returns a value-initialised result (Zero() for Eigen types) or
 * does nothing. Functions are neither streamed nor registered. A class with a FUNCTION member
 * (or derived from one) is marked: Streaming::hasFunctions<T> is true, which the blackboard
 * uses to reset such representations when their provider changes.
 */
#pragma once

#include <functional>
#include <type_traits>
#include <utility>

template<typename Signature> class Function;

template<typename R, typename... Args> class Function<R(Args...)> : public std::function<R(Args...)>
{
  using Base = std::function<R(Args...)>;

public:
  using Base::Base;
  using Base::operator=;

  R operator()(Args... args) const
  {
    if(static_cast<const Base&>(*this))
      return Base::operator()(std::forward<Args>(args)...);
    if constexpr(std::is_void_v<R>)
      return;
    else if constexpr(requires { R::Zero(); })
      return R::Zero();
    else
      return R();
  }
};

namespace Streaming
{
  /** Fallback of the marker found by argument-dependent lookup. */
  std::false_type tlHasFunctionsMarker(...);

  /** Whether T declares a FUNCTION member (or derives from a class that does). */
  template<typename T> inline constexpr bool hasFunctions = decltype(tlHasFunctionsMarker(static_cast<T*>(nullptr)))::value;
}

#define _TL_HAS_FUNCTION_MARKER \
  template<typename _TlSelf> friend std::true_type tlHasFunctionsMarker(_TlSelf*)

/** Declares a function member: FUNCTION(R(Args...)) name. */
#define FUNCTION(...) _TL_HAS_FUNCTION_MARKER; Function<__VA_ARGS__>

/** Marks a class whose base has FUNCTION members (detected automatically; kept for compatibility). */
#define BASE_HAS_FUNCTION _TL_HAS_FUNCTION_MARKER
