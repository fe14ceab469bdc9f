/**
 * @file Platform/Sanitizers.h
 * TOUCHLINE_SANITIZED is defined when the address or thread sanitizer instruments this build
 * (GCC and clang): code and tests that must behave otherwise under them (crash handlers) ask it.
 */
#pragma once

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define TOUCHLINE_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define TOUCHLINE_SANITIZED 1
#endif
#endif
