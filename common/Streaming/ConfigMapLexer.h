/**
 * @file Streaming/ConfigMapLexer.h
 * The lexer of the config map parser (ConfigMap.h): tokens, comments kept for rewriting, and
 * the error list that the lexer and the parser share.
 */
#pragma once

#include "Streaming/ConfigMap.h"
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ConfigMap
{
  enum class TokenType : unsigned char
  {
    literal,
    equals,
    colon,
    comma,
    semicolon,
    lBracket,
    rBracket,
    lBrace,
    rBrace,
    eof
  };

  /** A comment met by the lexer (only with Limits::keepComments). */
  struct Comment
  {
    std::string text;      ///< Verbatim with its delimiters; trailing whitespace of // comments removed.
    unsigned newlines = 0; ///< Line breaks between the end of the previous token or comment and its start.
    Position position;     ///< Where it starts.
  };

  /** A token and the comments before it. */
  struct Token
  {
    TokenType type = TokenType::eof;
    Position position;
    std::string text; ///< literal: unquoted and unescaped.
    bool quoted = false;
    std::vector<Comment> comments; ///< The comments before the token (only with Limits::keepComments).
    unsigned newlines = 0;         ///< Line breaks between the previous token or comment and this token.
  };

  /** The errors of one parse: collected up to a limit, after a fatal one no more. */
  struct Diagnostics
  {
    Diagnostics(std::vector<Error>& errors, std::size_t maxErrors) : errors(errors), firstError(errors.size()), maxErrors(maxErrors) {}

    void error(Position position, std::string message)
    {
      if(stopped)
        return;
      errors.push_back({position, std::move(message)});
      if(errors.size() - firstError >= maxErrors)
        stopped = true;
    }

    /** An error after which parsing cannot go on. */
    void fatal(Position position, std::string message)
    {
      error(position, std::move(message));
      stopped = true;
    }

    std::vector<Error>& errors;
    std::size_t firstError; ///< The errors of this parse start here.
    std::size_t maxErrors;
    bool stopped = false;   ///< No further errors are recorded, parsing ends.
  };

  /** A hand-written lexer over one text; reads one token ahead. */
  class Lexer
  {
  public:
    Lexer(std::string_view text, bool json, bool keepComments, Diagnostics& diagnostics) :
      json(json), keepComments(keepComments), text(text), diagnostics(diagnostics)
    {}

    /** Skips a byte order mark and reads the first token. */
    void start();
    /** Reads the next token into token. */
    void lex();
    /** A token as error messages name it ("literal 'abc'", "';'", "end of file"). */
    static std::string describe(const Token& t);

    Token token;         ///< The current token.
    const bool json;     ///< JSON syntax instead of config map syntax.
    const bool keepComments;

  private:
    /** Moves past text[pos], counting lines and columns (a tab to the next column 8n + 1). */
    void step();

    /** Whether a line or a block comment starts at pos. */
    bool startsComment() const;

    /** Moves past whitespace and comments (keeping the comments if asked). */
    void skipSpaceAndComments();

    /** Skips the comment at pos and keeps it if asked; false if a block comment is not closed. */
    bool skipComment();

    /** Adds a comment that started on the given line and ends at the current position to the comments of the token. */
    void keep(std::string_view comment, Position start);

    /** Whether c ends an unquoted literal. */
    bool endsUnquoted(char c) const;

    /** An unquoted literal; whitespace inside it is kept, at its end dropped. */
    void lexUnquoted();

    /** A quoted literal with its escape sequences resolved. */
    void lexQuoted();

    /** Reads up to 4 hexadecimal digits at text[from]; returns how many there were (4 = success). */
    std::size_t readHex(std::size_t from, std::uint32_t& value) const;

    /** Moves past count characters. */
    void skip(std::size_t count);

    /** A JSON escape sequence at pos (after the backslash: one character, or u and 4 hexadecimal digits). */
    void lexJsonEscape();

    std::string_view text;
    Diagnostics& diagnostics;
    std::size_t pos = 0;
    Position at{1, 1};     ///< The position of text[pos].
    unsigned lastLine = 1; ///< The line on which the previous token or comment ended.
  };
}
