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

// asio chooses how it allocates aligned memory (std::aligned_alloc or operator new) by macros of
// libstdc++'s configuration header: without a standard header before it, a file that includes
// asio first would choose differently from one that includes it after others, and memory one
// file's inline asio code allocates would be freed by the other's (AddressSanitizer:
// alloc-dealloc-mismatch). <cstddef> brings that header in, so every file chooses alike.
#include <cstddef>
#include <asio.hpp>
