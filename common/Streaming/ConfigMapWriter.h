/**
 * @file Streaming/ConfigMapWriter.h
 * The writer of config maps and JSON (ConfigMap::write): the three layouts and the comments.
 */
#pragma once

#include "Streaming/ConfigMap.h"
#include <cstddef>
#include <string>
#include <vector>

namespace ConfigMap
{
  /** Writes a tree in one syntax and layout. */
  class Writer
  {
  public:
    Writer(std::string& out, Syntax syntax, Layout layout, std::size_t maxCollapsedLength);

    /** Writes a tree; root is a record. */
    void writeRoot(const Node& root);

  private:
    static bool isContainer(const Node& node);

    void appendName(const std::string& name, std::string& to) const;

    void writeLiteral(const Node& node, std::string& to) const;

    void writeInlineField(const Node& field, std::string& to) const;

    /** The single-line form of a value. */
    void writeInline(const Node& node, std::string& to) const;

    /**
     * Writes a value whose line already holds prefixLength bytes and will get suffixLength
     * more (';' or ','); collapses innermost containers in the singleLineInnermost layout.
     */
    void writeValue(const Node& node, std::size_t level, std::size_t prefixLength, std::size_t suffixLength);

    void indent(std::size_t level);

    void writeMultiLine(const Node& node, std::size_t level);

    /**
     * Writes the fields or elements of a record or an array one per line at the given
     * indentation level, each with its comments, then the closing comments of the container.
     * started tells whether something precedes them at this level (or a blank line is dropped).
     * A comment after an item follows it after one space, unless it was aligned: then
     * alignComments() puts it in its column.
     */
    void writeItems(const Node& node, std::size_t level, bool started);

    /** A comment at the end of a line that was aligned with others in the parsed text. */
    struct AlignedComment
    {
      std::size_t offset;  ///< Where in out the line ends (before its line break).
      std::string text;    ///< The comment.
      unsigned column;     ///< Its column in the parsed text (1-based).
    };

    /**
     * Inserts the aligned comments of one record or array (in the order of out). Those that
     * shared a column stay in it if each of their lines ends at least one space before it;
     * otherwise they stay aligned one space after the longest of their lines.
     */
    void alignComments(std::vector<AlignedComment>& comments);

    /**
     * Writes own-line comments at an indentation level. A blank line (empty entry) is written
     * only if something precedes it at this level and a line follows; runs become one.
     */
    void writeComments(const std::vector<std::string>& comments, std::size_t level, bool& started);

    /** Writes the blank line that is due, if any. */
    void startLine();

    /** Whether the list holds a comment (not only blank lines). */
    static bool anyComment(const std::vector<std::string>& comments);

    /** Whether comments would be written inside a record or array (then it is not collapsed). */
    static bool holdsComments(const Node& node);

    std::string& out;
    bool json;
    Layout layout;
    std::size_t maxCollapsedLength;
    bool blankLine = false; ///< A blank line is due before the next line of comments or of a field or element.
  };
}
