/**
 * @file Streaming/ConfigMap.h
 * The syntax tree of configuration maps (.cfg) and JSON files, their parser and their writer.
 *
 * InMap reads C++ objects from a parsed tree, OutMap builds a tree from C++ objects and writes
 * it, and `touchline-config format` parses and rewrites files without knowing their types.
 * The grammar and the layouts are specified in docs/formats/config-map.md.
 */
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace ConfigMap
{
  /** Which grammar a text follows. */
  enum class Syntax
  {
    config, ///< key = value; records {...}, arrays [...], comments // and /* */
    json    ///< {"key": value, ...}, chosen for file names ending in ".json"
  };

  /** json if the file name ends in ".json", config otherwise. */
  Syntax syntaxOf(std::string_view fileName);

  /** A 1-based position in a text (0 = unknown). Tabs advance the column to 8n + 1. */
  struct Position
  {
    unsigned line = 0;
    unsigned column = 0;
  };

  /** A node of the syntax tree: a literal, a record (named fields) or an array. */
  struct Node
  {
    enum Kind : unsigned char
    {
      literal,
      record,
      array
    };

    Kind kind = record;
    Position position;         ///< Where the value starts.
    std::string name;          ///< The field name if this node is a field of a record.
    std::string text;          ///< literal: the value without quotes, escapes resolved.
    bool quoted = false;       ///< literal: it was (or must be) written in double quotes.
    std::vector<Node> children; ///< record: fields in file order; array: elements.
    mutable bool accessed = false; ///< Set by InMap when the value was read.

    // Comments, filled only by parsing with Limits::keepComments (see "Comments" in the spec).
    /// Comments on their own lines before this field or element, verbatim with their // or
    /// /* */ delimiters; an empty entry stands for a blank line. JSON root: before its '{'.
    std::vector<std::string> comments;
    /// Comments after this field or element on its line (after its ';' or ','), joined by
    /// spaces. JSON root: the comments after its '}' (lines joined by line breaks).
    std::string lineComment;
    /// Where the first comment of lineComment started in the parsed text (0: unknown). The
    /// writer keeps the column of comments that were aligned with others of the same record or
    /// array.
    Position lineCommentPosition;
    /// record, array: comments before the closing bracket (config root: at the end of the
    /// file), entries as in comments.
    std::vector<std::string> closingComments;

    /** The field of a record with this name, or nullptr. */
    const Node* find(std::string_view fieldName) const;
  };

  /** A syntax error. */
  struct Error
  {
    Position position;
    std::string message;
  };

  /** Bounds applied while parsing; exceeding one is a syntax error. */
  struct Limits
  {
    std::size_t maxDepth = 256;      ///< Nesting of records and arrays.
    std::size_t maxErrors = 20;      ///< Errors collected before parsing stops.
    bool keepComments = false;       ///< Store comments and blank lines in the tree (for rewriting files).
  };

  /**
   * Parses a text. On success root is a record holding the top-level fields. On syntax errors
   * the errors are appended (in text order, at least one) and root is an empty record.
   * Never throws, never crashes, any input.
   * @return Whether the text was free of syntax errors.
   */
  bool parse(std::string_view text, Syntax syntax, Node& root, std::vector<Error>& errors, const Limits& limits = Limits());

  /** How a tree is laid out when written. */
  enum class Layout
  {
    multiLine,          ///< One field or element per line, 2 spaces of indentation per level.
    singleLine,         ///< Everything on one line.
    singleLineInnermost ///< Multi-line, but innermost records/arrays on one line if short enough.
  };

  /**
   * Writes a tree (root is a record) in the given syntax and layout; the text ends with a line
   * break unless the layout is singleLine. The multi-line layouts write the comments of the
   * tree, singleLine drops them.
   */
  void write(std::string& out, const Node& root, Syntax syntax, Layout layout, std::size_t maxCollapsedLength = 80);

  /** Whether a literal must be written in quotes in the given syntax. */
  bool needsQuotes(const Node& literalNode, Syntax syntax);

  /** Appends text in double quotes with \\, \", \n, \r, \t escaped. */
  void appendQuoted(std::string& out, std::string_view text);
}
