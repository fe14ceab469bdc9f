/**
 * @file CommandLine/TextLayout.h
 * Word wrapping for help texts: paragraphs and two-column entries ("--frames N   Only ..."),
 * and counts with their noun in the right number ("1 thread", "2 threads").
 */
#pragma once

#include <cstddef>
#include <string>

namespace TextLayout
{
  /** The width of help texts. */
  inline constexpr std::size_t width = 92;

  /**
   * Wraps text at spaces so that no line is longer than width (a longer word stands alone).
   * The first line is indented by firstIndent spaces, the others by indent. Ends with '\n'.
   */
  std::string wrap(const std::string& text, std::size_t firstIndent, std::size_t indent);

  /**
   * A two-column entry: the label indented by indent, the description wrapped beside it from
   * column indent + column (on the next line if the label does not leave room for it).
   */
  std::string entry(const std::string& label, const std::string& description, std::size_t indent, std::size_t column);

  /** "1 thread", "0 threads", "3 threads"; plural: the plural if it is not noun + "s" ("1 class", "2 classes"). */
  std::string count(unsigned long long n, const std::string& noun, const std::string& plural = "");
}
