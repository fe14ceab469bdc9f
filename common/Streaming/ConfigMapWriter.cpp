/**
 * @file Streaming/ConfigMapWriter.cpp
 * Writing a tree as config map or JSON: one line, one field per line, or innermost records and
 * arrays on one line; comments where they were.
 */
#include "Streaming/ConfigMapWriter.h"
#include "Streaming/ConfigMapText.h"
#include <algorithm>
#include <map>

using namespace ConfigMap;
using namespace ConfigMap::Text;

Writer::Writer(std::string& out, Syntax syntax, Layout layout, std::size_t maxCollapsedLength) :
  out(out), json(syntax == Syntax::json), layout(layout), maxCollapsedLength(maxCollapsedLength)
{}

void Writer::writeRoot(const Node& root)
{
  const std::vector<Node>& fields = root.children;
  if(layout == Layout::singleLine)
  {
    if(json)
      writeInline(root, out);
    else
      for(std::size_t i = 0; i < fields.size(); ++i)
      {
        if(i)
          out += ' ';
        writeInlineField(fields[i], out);
      }
  }
  else
  {
    bool started = false;
    writeComments(root.comments, 0, started);
    if(json)
    {
      startLine();
      writeMultiLine(root, 0);
      out += '\n';
    }
    else
      writeItems(root, 0, started);
    if(const std::string text = commentText(root.lineComment, true, "\n"); !text.empty())
      (out += text) += '\n';
  }
}

bool Writer::isContainer(const Node& node)
{
  return node.kind == Node::record || node.kind == Node::array;
}

void Writer::appendName(const std::string& name, std::string& to) const
{
  if(json)
  {
    appendJsonQuoted(to, name);
    to += ": ";
  }
  else
  {
    if(configNeedsQuotes(name))
      appendQuoted(to, name);
    else
      to += name;
    to += " = ";
  }
}

void Writer::writeLiteral(const Node& node, std::string& to) const
{
  const Syntax syntax = json ? Syntax::json : Syntax::config;
  if(!needsQuotes(node, syntax))
    to += node.text;
  else if(json)
    appendJsonQuoted(to, node.text);
  else
    appendQuoted(to, node.text);
}

void Writer::writeInlineField(const Node& field, std::string& to) const
{
  appendName(field.name, to);
  writeInline(field, to);
  if(!json)
    to += ';';
}

void Writer::writeInline(const Node& node, std::string& to) const
{
  if(node.kind == Node::literal)
    return writeLiteral(node, to);
  const bool record = node.kind == Node::record;
  to += record ? '{' : '[';
  for(std::size_t i = 0; i < node.children.size(); ++i)
  {
    if(i)
      to += record && !json ? " " : ", ";
    if(record)
      writeInlineField(node.children[i], to);
    else
      writeInline(node.children[i], to);
  }
  to += record ? '}' : ']';
}

void Writer::writeValue(const Node& node, std::size_t level, std::size_t prefixLength, std::size_t suffixLength)
{
  if(!isContainer(node) || (node.children.empty() && !anyComment(node.closingComments)))
    return writeInline(node, out);
  if(layout == Layout::singleLineInnermost && std::none_of(node.children.begin(), node.children.end(), isContainer) &&
     !holdsComments(node))
  {
    std::string line;
    writeInline(node, line);
    if(prefixLength + line.size() + suffixLength <= maxCollapsedLength)
    {
      out += line;
      return;
    }
  }
  writeMultiLine(node, level);
}

void Writer::indent(std::size_t level)
{
  out.append(2 * level, ' ');
}

void Writer::writeMultiLine(const Node& node, std::size_t level)
{
  const bool record = node.kind == Node::record;
  if(node.children.empty() && !anyComment(node.closingComments))
  {
    out += record ? "{}" : "[]";
    return;
  }
  out += record ? "{\n" : "[\n";
  writeItems(node, level + 1, false);
  indent(level);
  out += record ? '}' : ']';
}

void Writer::writeItems(const Node& node, std::size_t level, bool started)
{
  const bool record = node.kind == Node::record;
  // Comments after items are aligned if another one of this record or array started in the same column.
  std::map<unsigned, std::size_t> columns;
  for(const Node& child : node.children)
    if(!child.lineComment.empty() && child.lineCommentPosition.column > 0)
      ++columns[child.lineCommentPosition.column];
  std::vector<AlignedComment> aligned;
  for(std::size_t i = 0; i < node.children.size(); ++i)
  {
    const Node& child = node.children[i];
    writeComments(child.comments, level, started);
    startLine();
    const std::size_t lineStart = out.size();
    indent(level);
    if(record)
      appendName(child.name, out);
    const bool last = i + 1 == node.children.size();
    const bool semicolon = record && !json;
    writeValue(child, level, out.size() - lineStart, semicolon || !last ? 1 : 0);
    if(semicolon)
      out += ';';
    else if(!last)
      out += ',';
    if(const std::string text = commentText(child.lineComment, false, " "); !text.empty())
    {
      const unsigned column = child.lineCommentPosition.column;
      if(column > 0 && columns[column] > 1)
        aligned.push_back({out.size(), text, column});
      else
        (out += ' ') += text;
    }
    out += '\n';
    started = true;
  }
  alignComments(aligned);
  writeComments(node.closingComments, level, started);
  blankLine = false;
}

void Writer::alignComments(std::vector<AlignedComment>& comments)
{
  const auto lineLength = [&](const AlignedComment& comment) {
    const std::size_t lineStart = out.rfind('\n', comment.offset == 0 ? 0 : comment.offset - 1);
    return comment.offset - (lineStart == std::string::npos || comment.offset == 0 ? 0 : lineStart + 1);
  };
  // Where each column's comments start now: in their column, or one space after the longest of their lines.
  std::map<unsigned, std::size_t> starts;
  for(const AlignedComment& comment : comments)
  {
    std::size_t& start = starts.try_emplace(comment.column, comment.column - 1).first->second;
    start = std::max(start, lineLength(comment) + 1);
  }
  // From the end, so that the offsets of the comments before stay valid.
  for(auto comment = comments.rbegin(); comment != comments.rend(); ++comment)
    out.insert(comment->offset, std::string(starts[comment->column] - lineLength(*comment), ' ') + comment->text);
  comments.clear();
}

void Writer::writeComments(const std::vector<std::string>& comments, std::size_t level, bool& started)
{
  for(const std::string& comment : comments)
  {
    if(comment.empty())
    {
      blankLine = blankLine || started;
      continue;
    }
    const std::string text = commentText(comment, false, "\n" + std::string(2 * level, ' '));
    if(text.empty())
      continue;
    startLine();
    indent(level);
    (out += text) += '\n';
    started = true;
  }
}

void Writer::startLine()
{
  if(blankLine)
    out += '\n';
  blankLine = false;
}

bool Writer::anyComment(const std::vector<std::string>& comments)
{
  return std::any_of(comments.begin(), comments.end(), [](const std::string& comment) { return !comment.empty(); });
}

bool Writer::holdsComments(const Node& node)
{
  return anyComment(node.closingComments) || std::any_of(node.children.begin(), node.children.end(), [](const Node& child) {
           return anyComment(child.comments) || !child.lineComment.empty();
         });
}
