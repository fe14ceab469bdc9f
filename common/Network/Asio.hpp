/**
 * @file Network/Asio.hpp
 * Standalone asio for the .cpp files of Network/ (not a public header; not installed). Include
 * it first: with GCC's thread sanitizer, asio's atomic_thread_fence triggers -Wtsan ("not
 * supported"), which TSan builds with -Werror would fail on. The warning is silenced for every
 * header included after this one; TSan still checks the code.
 */
#pragma once

#if defined(__SANITIZE_THREAD__) && defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 12
#pragma GCC diagnostic ignored "-Wtsan"
#endif

#include <asio.hpp>
