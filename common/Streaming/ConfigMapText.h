/**
 * @file Streaming/ConfigMapText.h
 * Text helpers of the config map parser and writer (ConfigMap.h): character classes, UTF-8,
 * quoting and escaping, comments, and text shown in error messages.
 */
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace ConfigMap::Text
{
  /** Text quoted in error messages is cut after this many bytes. */
  inline constexpr std::size_t maxShownLength = 40;

  /** isspace in the "C" locale, independent of the global locale. */
  constexpr bool isSpace(char c)
  {
    return c == ' ' || (c >= '\t' && c <= '\r');
  }

  /** A control character (below 0x20, or DEL). */
  constexpr bool isControl(char c)
  {
    return static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
  }

  /** The length of a valid UTF-8 sequence starting at text[i], 0 if there is none. */
  std::size_t utf8Length(std::string_view text, std::size_t i);

  /** Appends value as digits upper-case hexadecimal digits. */
  void appendHex(std::string& out, unsigned value, int digits);

  /** Text for an error message: control characters and invalid UTF-8 escaped, long text cut. */
  std::string show(std::string_view text);

  /** Appends a code point encoded as UTF-8. */
  void appendUtf8(std::string& out, std::uint32_t codePoint);

  /** Whether text is a JSON number, true, false or null. */
  bool isJsonToken(std::string_view text);

  /** Whether a config literal must be written in quotes (empty, separators, spaces, control characters, comments). */
  bool configNeedsQuotes(std::string_view text);

  /**
   * Appends text in double quotes with \\, \", \n, \r and \t escaped. JSON also escapes the
   * other control characters (\b, \f, \u00XX); config literals keep them as they are, because
   * their reader turns a backslash before any other character into that character.
   */
  void appendEscaped(std::string& out, std::string_view text, bool json);

  /** appendEscaped for JSON. */
  void appendJsonQuoted(std::string& out, std::string_view text);

  /**
   * Whether text is a sequence of complete comments without whitespace at either end. Line
   * breaks may separate the comments only if lineBreaks is set; inside block comments they
   * are always allowed.
   */
  bool isCommentSequence(std::string_view text, bool lineBreaks);

  /**
   * The text to write for comments: verbatim if they are a sequence of complete comments
   * (on one line unless lineBreaks, apart from line breaks inside block comments), else their
   * non-blank lines as // comments: one per line if separator holds a line break, else one
   * comment with the lines joined by separator. Whitespace at either end is dropped; the
   * result is empty if nothing but whitespace remains.
   */
  std::string commentText(std::string_view text, bool lineBreaks, std::string_view separator);
}
