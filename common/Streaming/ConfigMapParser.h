/**
 * @file Streaming/ConfigMapParser.h
 * The parser of config maps and JSON (ConfigMap::parse): recursive descent with error recovery
 * over the lexer, and the comments handed to the fields and elements they belong to.
 */
#pragma once

#include "Streaming/ConfigMapLexer.h"
#include <string>
#include <vector>

namespace ConfigMap
{
  /** The comments of one record or array while it is parsed, before they are handed out. */
  struct CommentScope
  {
    /// The field or element on whose line the parser is; it gets the comments on that line. It
    /// points into the tree and is reset before the next field or element is added.
    Node* lineOwner = nullptr;
    std::vector<std::string> pending; ///< Own-line comments for the next field or element or the closing bracket.
    bool started = false;             ///< Whether a field, an element or a comment was met (so a blank line counts).
  };

  /** A recursive-descent parser with error recovery over a hand-written lexer. */
  class Parser
  {
  public:
    Parser(std::string_view text, Syntax syntax, std::vector<Error>& errors, const Limits& limits);

    /** Parses the text into root (an empty record on errors); false if there were errors. */
    bool parse(Node& root);

  private:
    // Comments.
    /** Notes a blank line among the pending comments, unless nothing precedes it or it follows another. */
    static void addBlankLine(CommentScope& scope);

    /**
     * Hands out the comments before the current token: those on the line of scope.lineOwner
     * become its line comment, the others (and blank lines) are pending for what follows. A
     * token that starts a field or an element or closes the scope (itemStart) ends the
     * owner's line; a separator (';', ',') ends it only if it is on a later line.
     */
    void takeComments(CommentScope& scope, bool itemStart);

    /** Moves the comments before the current token, which is inside a field, to the comments before the field. */
    void takeInnerComments(Node& field);

    /** Gives the pending comments to the next field or element. */
    static void givePending(CommentScope& scope, Node& node);

    /** Makes the pending comments the closing comments of a record or an array, without a trailing blank line. */
    static void close(CommentScope& scope, Node& node);

    // The grammar.
    static std::string where(Position p);

    /** Parses fields up to the closing '}' (braced) or the end of the file into record. */
    void parseFields(Node& record, bool braced);

    /** Reports a missing '=' or ':' after a field name. */
    void missingEquals(const std::string& name);

    /** Reports a missing ';' or ',' after the value of a field. */
    void missingSeparator(const Node& field);

    /** Parses a literal, a record or an array; false if the value is incomplete. */
    bool parseValue(Node& node);

    /** Parses array elements up to the closing ']'; false if the array is incomplete. */
    bool parseElements(Node& array);

    /**
     * Skips tokens after an error in a record: up to the ';' (config) or ',' (JSON) that ends
     * the field (consumed) or the '}' that closes the record (not consumed). Nested brackets
     * are skipped as a whole. Reaching the end of the file stops the parser.
     */
    void recoverInRecord(bool braced);

    /**
     * Skips tokens after an error in an array: true after a ',' (consumed) or before the ']'
     * that closes the array; false before a token that ends an enclosing construct (';' in
     * config syntax, '}') or at the end of the file.
     */
    bool recoverInArray();

    Diagnostics diagnostics;
    Lexer lexer;
    bool keepComments;
    std::size_t maxDepth;
    std::size_t depth = 0;
  };
}
