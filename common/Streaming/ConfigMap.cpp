/**
 * @file Streaming/ConfigMap.cpp
 * The functions of ConfigMap.h: parsing and writing (ConfigMapParser.h, ConfigMapWriter.h),
 * finding a field of a record, and quoting. The grammar, the error messages and the layouts are
 * specified in docs/formats/config-map.md.
 */
#include "Streaming/ConfigMap.h"
#include "Streaming/ConfigMapParser.h"
#include "Streaming/ConfigMapText.h"
#include "Streaming/ConfigMapWriter.h"
#include <array>

namespace ConfigMap
{
  namespace
  {
    /** Records with more fields than this are searched from a per-thread hint in Node::find. */
    constexpr std::size_t linearFindLimit = 32;

    /** Where Node::find started its last successful scan of a large record, per thread. */
    struct FindHint
    {
      const Node* record = nullptr;
      std::size_t next = 0;
    };
  }

  Syntax syntaxOf(std::string_view fileName)
  {
    return fileName.ends_with(".json") ? Syntax::json : Syntax::config;
  }

  const Node* Node::find(std::string_view fieldName) const
  {
    if(kind != record)
      return nullptr;
    const std::size_t size = children.size();
    if(size <= linearFindLimit)
    {
      for(const Node& field : children)
        if(field.name == fieldName)
          return &field;
      return nullptr;
    }

    // Fields are usually read in file order: continue after the previous hit in this record.
    thread_local std::array<FindHint, 8> hints;
    thread_local std::size_t nextVictim = 0;
    FindHint* hint = nullptr;
    for(FindHint& h : hints)
      if(h.record == this)
        hint = &h;
    if(!hint)
    {
      hint = &hints[nextVictim];
      nextVictim = (nextVictim + 1) % hints.size();
      *hint = {this, 0};
    }
    const std::size_t start = hint->next % size;
    for(std::size_t k = 0; k < size; ++k)
    {
      const std::size_t i = start + k < size ? start + k : start + k - size;
      if(children[i].name == fieldName)
      {
        hint->next = i + 1;
        return &children[i];
      }
    }
    return nullptr;
  }

  bool parse(std::string_view text, Syntax syntax, Node& root, std::vector<Error>& errors, const Limits& limits)
  {
    return Parser(text, syntax, errors, limits).parse(root);
  }

  void write(std::string& out, const Node& root, Syntax syntax, Layout layout, std::size_t maxCollapsedLength)
  {
    Writer(out, syntax, layout, maxCollapsedLength).writeRoot(root);
  }

  bool needsQuotes(const Node& literalNode, Syntax syntax)
  {
    if(syntax == Syntax::json)
      return literalNode.quoted || !Text::isJsonToken(literalNode.text);
    return Text::configNeedsQuotes(literalNode.text);
  }

  void appendQuoted(std::string& out, std::string_view text)
  {
    Text::appendEscaped(out, text, false);
  }
}
