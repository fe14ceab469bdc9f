/**
 * @file Streaming/ConfigMap.cpp
 * The parser and the writer of configuration maps and JSON files. The grammar, the error
 * messages and the layouts are specified in docs/formats/config-map.md.
 */
#include "Streaming/ConfigMap.h"
#include <algorithm>
#include <array>
#include <cstdint>
#include <unordered_set>
#include <utility>

namespace ConfigMap
{
  namespace
  {
    /** Limits::maxDepth is clamped to this, so that the recursive parser cannot exhaust the stack. */
    constexpr std::size_t hardMaxDepth = 1024;

    /** Records with at least this many fields get a hash set for the duplicate check. */
    constexpr std::size_t duplicateIndexThreshold = 16;

    /** Records with more fields than this are searched from a per-thread hint in Node::find. */
    constexpr std::size_t linearFindLimit = 32;

    /** Text quoted in error messages is cut after this many bytes. */
    constexpr std::size_t maxShownLength = 40;

    /** isspace in the "C" locale, independent of the global locale. */
    constexpr bool isSpace(char c)
    {
      return c == ' ' || (c >= '\t' && c <= '\r');
    }

    constexpr bool isControl(char c)
    {
      return static_cast<unsigned char>(c) < 0x20 || c == 0x7f;
    }

    /** The length of a valid UTF-8 sequence starting at text[i], 0 if there is none. */
    std::size_t utf8Length(std::string_view text, std::size_t i)
    {
      const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
      const unsigned char c = byte(i);
      std::size_t length;
      std::uint32_t codePoint;
      if(c < 0x80)
        return 1;
      else if(c >= 0xc2 && c <= 0xdf)
        length = 2, codePoint = c & 0x1f;
      else if(c >= 0xe0 && c <= 0xef)
        length = 3, codePoint = c & 0x0f;
      else if(c >= 0xf0 && c <= 0xf4)
        length = 4, codePoint = c & 0x07;
      else
        return 0;
      if(text.size() - i < length)
        return 0;
      for(std::size_t k = 1; k < length; ++k)
      {
        if((byte(i + k) & 0xc0) != 0x80)
          return 0;
        codePoint = codePoint << 6 | (byte(i + k) & 0x3f);
      }
      if((length == 3 && (codePoint < 0x800 || (codePoint >= 0xd800 && codePoint <= 0xdfff))) ||
         (length == 4 && (codePoint < 0x10000 || codePoint > 0x10ffff)))
        return 0;
      return length;
    }

    void appendHex(std::string& out, unsigned value, int digits)
    {
      static constexpr char hex[] = "0123456789ABCDEF";
      for(int shift = 4 * (digits - 1); shift >= 0; shift -= 4)
        out += hex[(value >> shift) & 0xf];
    }

    /** Text for an error message: control characters and invalid UTF-8 escaped, long text cut. */
    std::string show(std::string_view text)
    {
      std::string result;
      for(std::size_t i = 0; i < text.size();)
      {
        if(result.size() >= maxShownLength)
        {
          result += "...";
          break;
        }
        const char c = text[i];
        const std::size_t length = utf8Length(text, i);
        if(c == '\n')
          result += "\\n";
        else if(c == '\r')
          result += "\\r";
        else if(c == '\t')
          result += "\\t";
        else if(length == 0 || isControl(c))
        {
          result += "\\x";
          appendHex(result, static_cast<unsigned char>(c), 2);
        }
        else
        {
          result.append(text.substr(i, length));
          i += length;
          continue;
        }
        ++i;
      }
      return result;
    }

    void appendUtf8(std::string& out, std::uint32_t codePoint)
    {
      if(codePoint < 0x80)
        out += static_cast<char>(codePoint);
      else if(codePoint < 0x800)
      {
        out += static_cast<char>(0xc0 | codePoint >> 6);
        out += static_cast<char>(0x80 | (codePoint & 0x3f));
      }
      else if(codePoint < 0x10000)
      {
        out += static_cast<char>(0xe0 | codePoint >> 12);
        out += static_cast<char>(0x80 | (codePoint >> 6 & 0x3f));
        out += static_cast<char>(0x80 | (codePoint & 0x3f));
      }
      else
      {
        out += static_cast<char>(0xf0 | codePoint >> 18);
        out += static_cast<char>(0x80 | (codePoint >> 12 & 0x3f));
        out += static_cast<char>(0x80 | (codePoint >> 6 & 0x3f));
        out += static_cast<char>(0x80 | (codePoint & 0x3f));
      }
    }

    /** Whether text is a JSON number, true, false or null. */
    bool isJsonToken(std::string_view text)
    {
      if(text == "true" || text == "false" || text == "null")
        return true;
      const auto digit = [&](std::size_t i) { return i < text.size() && text[i] >= '0' && text[i] <= '9'; };
      std::size_t i = 0;
      if(i < text.size() && text[i] == '-')
        ++i;
      if(!digit(i))
        return false;
      if(text[i] == '0')
        ++i;
      else
        while(digit(i))
          ++i;
      if(i < text.size() && text[i] == '.')
      {
        if(!digit(++i))
          return false;
        while(digit(i))
          ++i;
      }
      if(i < text.size() && (text[i] == 'e' || text[i] == 'E'))
      {
        ++i;
        if(i < text.size() && (text[i] == '+' || text[i] == '-'))
          ++i;
        if(!digit(i))
          return false;
        while(digit(i))
          ++i;
      }
      return i == text.size();
    }

    bool configNeedsQuotes(std::string_view text)
    {
      // A byte order mark at the start of a file would be skipped.
      if(text.empty() || text.starts_with("\xef\xbb\xbf"))
        return true;
      for(const char c : text)
        if(isSpace(c) || isControl(c) || c == '=' || c == ',' || c == ';' || c == '[' || c == ']' ||
           c == '{' || c == '}' || c == '"' || c == '\\')
          return true;
      return text.find("//") != std::string_view::npos || text.find("/*") != std::string_view::npos;
    }

    /**
     * Appends text in double quotes with \\, \", \n, \r and \t escaped. JSON also escapes the
     * other control characters (\b, \f, \u00XX); config literals keep them as they are, because
     * their reader turns a backslash before any other character into that character.
     */
    void appendEscaped(std::string& out, std::string_view text, bool json)
    {
      out += '"';
      for(const char c : text)
        switch(c)
        {
          case '"': out += "\\\""; break;
          case '\\': out += "\\\\"; break;
          case '\n': out += "\\n"; break;
          case '\r': out += "\\r"; break;
          case '\t': out += "\\t"; break;
          default:
            if(json && c == '\b')
              out += "\\b";
            else if(json && c == '\f')
              out += "\\f";
            else if(json && static_cast<unsigned char>(c) < 0x20)
            {
              out += "\\u";
              appendHex(out, static_cast<unsigned char>(c), 4);
            }
            else
              out += c;
        }
      out += '"';
    }

    void appendJsonQuoted(std::string& out, std::string_view text)
    {
      appendEscaped(out, text, true);
    }

    /**
     * Whether text is a sequence of complete comments without whitespace at either end. Line
     * breaks may separate the comments only if lineBreaks is set; inside block comments they
     * are always allowed.
     */
    bool isCommentSequence(std::string_view text, bool lineBreaks)
    {
      if(text.empty() || isSpace(text.back()))
        return false;
      for(std::size_t i = 0;;)
      {
        if(text.size() - i < 2 || text[i] != '/' || (text[i + 1] != '/' && text[i + 1] != '*'))
          return false;
        if(text[i + 1] == '/')
          i = text.find('\n', i);
        else if((i = text.find("*/", i + 2)) == std::string_view::npos)
          return false;
        else
          i += 2;
        if(i == std::string_view::npos || i == text.size())
          return true;
        const std::size_t next = i;
        while(isSpace(text[i]))
          ++i;
        if(i == next && text[i] != '/')
          return false;
        if(!lineBreaks && text.substr(next, i - next).find('\n') != std::string_view::npos)
          return false;
      }
    }

    /**
     * The text to write for comments: verbatim if they are a sequence of complete comments
     * (on one line unless lineBreaks, apart from line breaks inside block comments), else their
     * non-blank lines as // comments: one per line if separator holds a line break, else one
     * comment with the lines joined by separator. Whitespace at either end is dropped; the
     * result is empty if nothing but whitespace remains.
     */
    std::string commentText(std::string_view text, bool lineBreaks, std::string_view separator)
    {
      while(!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
      while(!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
      if(text.empty() || isCommentSequence(text, lineBreaks))
        return std::string(text);
      std::string result;
      while(!text.empty())
      {
        const std::size_t end = std::min(text.find('\n'), text.size());
        std::string_view line = text.substr(0, end);
        text.remove_prefix(std::min(end + 1, text.size()));
        while(!line.empty() && isSpace(line.front()))
          line.remove_prefix(1);
        while(!line.empty() && isSpace(line.back()))
          line.remove_suffix(1);
        if(line.empty())
          continue;
        if(result.empty())
          result += "// ";
        else if(separator.find('\n') == std::string_view::npos)
          result += separator;
        else
          (result += separator) += "// ";
        result += line;
      }
      return result;
    }

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
    };

    struct Token
    {
      TokenType type = TokenType::eof;
      Position position;
      std::string text; ///< literal: unquoted and unescaped.
      bool quoted = false;
      std::vector<Comment> comments; ///< The comments before the token (only with Limits::keepComments).
      unsigned newlines = 0;         ///< Line breaks between the previous token or comment and this token.
    };

    /** The comments of one record or array while it is parsed, before they are handed out. */
    struct CommentScope
    {
      /// The field or element on whose line the parser is; it gets the comments on that line. It
      /// points into the tree and is reset before the next field or element is added.
      Node* lineOwner = nullptr;
      std::vector<std::string> pending; ///< Own-line comments for the next field or element or the closing bracket.
      bool started = false;             ///< Whether a field, an element or a comment was met (so a blank line counts).
    };

    /** Finds duplicate field names in one record: linear for small records, hashed for large ones. */
    class DuplicateCheck
    {
    public:
      explicit DuplicateCheck(const std::vector<Node>& fields) : fields(fields) {}

      /** Whether one of the first count fields has this name. */
      bool contains(const std::string& name, std::size_t count)
      {
        if(count < duplicateIndexThreshold)
          return std::any_of(fields.begin(), fields.begin() + static_cast<std::ptrdiff_t>(count), [&](const Node& field) { return field.name == name; });
        for(; indexed < count; ++indexed)
          names.insert(fields[indexed].name);
        return names.contains(name);
      }

    private:
      const std::vector<Node>& fields;
      std::unordered_set<std::string> names;
      std::size_t indexed = 0; ///< How many fields are in names.
    };

    /** A recursive-descent parser with error recovery over a hand-written lexer. */
    class Parser
    {
    public:
      Parser(std::string_view text, Syntax syntax, std::vector<Error>& errors, const Limits& limits) :
        text(text), json(syntax == Syntax::json), keepComments(limits.keepComments), errors(errors), firstError(errors.size()),
        maxErrors(std::max<std::size_t>(limits.maxErrors, 1)), maxDepth(std::min(limits.maxDepth, hardMaxDepth))
      {}

      bool parse(Node& root)
      {
        root = Node();
        if(text.starts_with("\xef\xbb\xbf"))
          pos = 3;
        lex();
        if(!json)
        {
          root.position = {1, 1};
          parseFields(root, false);
        }
        else if(token.type != TokenType::lBrace)
          fatal(token.position, "expected '{' at the start of a JSON file, found " + describe(token));
        else
        {
          root.position = token.position;
          CommentScope leading;
          takeComments(leading, true);
          root.comments = std::move(leading.pending);
          lex();
          parseFields(root, true);
          if(token.type != TokenType::eof)
            fatal(token.position, "expected end of file after the top-level record, found " + describe(token));
          for(const Comment& comment : token.comments)
          {
            if(!root.lineComment.empty())
              root.lineComment += comment.newlines ? '\n' : ' ';
            root.lineComment += comment.text;
          }
        }
        if(errors.size() == firstError)
          return true;
        // Lexical errors inside a token may be reported before a syntax error at its start.
        std::stable_sort(errors.begin() + static_cast<std::ptrdiff_t>(firstError), errors.end(), [](const Error& a, const Error& b) {
          return a.position.line < b.position.line || (a.position.line == b.position.line && a.position.column < b.position.column);
        });
        root = Node();
        return false;
      }

    private:
      std::string_view text;
      bool json;
      bool keepComments;
      std::vector<Error>& errors;
      std::size_t firstError;
      std::size_t maxErrors;
      std::size_t maxDepth;
      std::size_t pos = 0;
      Position at{1, 1}; ///< The position of text[pos].
      Token token;       ///< The current token.
      unsigned lastLine = 1; ///< The line on which the previous token or comment ended.
      std::size_t depth = 0;
      bool stopped = false;

      void error(Position position, std::string message)
      {
        if(stopped)
          return;
        errors.push_back({position, std::move(message)});
        if(errors.size() - firstError >= maxErrors)
          stopped = true;
      }

      void fatal(Position position, std::string message)
      {
        error(position, std::move(message));
        stopped = true;
      }

      static std::string describe(const Token& t)
      {
        switch(t.type)
        {
          case TokenType::literal: return "literal '" + show(t.text) + "'";
          case TokenType::equals: return "'='";
          case TokenType::colon: return "':'";
          case TokenType::comma: return "','";
          case TokenType::semicolon: return "';'";
          case TokenType::lBracket: return "'['";
          case TokenType::rBracket: return "']'";
          case TokenType::lBrace: return "'{'";
          case TokenType::rBrace: return "'}'";
          default: return "end of file";
        }
      }

      static std::string where(Position p)
      {
        return "line " + std::to_string(p.line) + ", column " + std::to_string(p.column);
      }

      // ---- lexer ----

      void step()
      {
        const char c = text[pos++];
        if(c == '\n')
        {
          ++at.line;
          at.column = 1;
        }
        else if(c == '\t')
          at.column = ((at.column - 1) / 8 + 1) * 8 + 1;
        else
          ++at.column;
      }

      bool startsComment() const
      {
        return text[pos] == '/' && pos + 1 < text.size() && (text[pos + 1] == '/' || text[pos + 1] == '*');
      }

      void skipSpaceAndComments()
      {
        while(pos < text.size())
          if(isSpace(text[pos]))
            step();
          else if(!startsComment() || !skipComment())
            return;
      }

      /** Skips the comment at pos and keeps it if asked; false if a block comment is not closed. */
      bool skipComment()
      {
        const std::size_t begin = pos;
        const Position start = at;
        if(text[pos + 1] == '/')
          while(pos < text.size() && text[pos] != '\n')
            step();
        else
        {
          step();
          step();
          for(;;)
          {
            if(pos >= text.size())
            {
              fatal(start, "unexpected end of file in comment");
              return false;
            }
            if(text[pos] == '*' && pos + 1 < text.size() && text[pos + 1] == '/')
              break;
            step();
          }
          step();
          step();
        }
        if(keepComments)
          keep(text.substr(begin, pos - begin), start.line);
        return true;
      }

      /** Adds a comment that started on the given line and ends at the current position to the comments of the token. */
      void keep(std::string_view comment, unsigned line)
      {
        while(isSpace(comment.back()))
          comment.remove_suffix(1);
        token.comments.push_back({std::string(comment), line - lastLine});
        lastLine = at.line;
      }

      void lex()
      {
        token.text.clear();
        token.quoted = false;
        token.type = TokenType::eof;
        token.comments.clear();
        if(stopped)
          return;
        skipSpaceAndComments();
        token.position = at;
        token.newlines = at.line - lastLine;
        if(stopped || pos >= text.size())
          return;
        switch(text[pos])
        {
          case '=': token.type = TokenType::equals; break;
          case ',': token.type = TokenType::comma; break;
          case ';': token.type = TokenType::semicolon; break;
          case '[': token.type = TokenType::lBracket; break;
          case ']': token.type = TokenType::rBracket; break;
          case '{': token.type = TokenType::lBrace; break;
          case '}': token.type = TokenType::rBrace; break;
          case '"':
            lexQuoted();
            lastLine = at.line;
            return;
          case ':':
            if(json)
            {
              token.type = TokenType::colon;
              break;
            }
            [[fallthrough]];
          default: return lexUnquoted();
        }
        step();
        lastLine = at.line;
      }

      bool endsUnquoted(char c) const
      {
        switch(c)
        {
          case '=': case ',': case ';': case '[': case ']': case '{': case '}': case '"':
            return true;
          case ':':
            return json;
          default:
            return json && isSpace(c);
        }
      }

      void lexUnquoted()
      {
        const std::size_t start = pos;
        std::size_t end = pos;
        unsigned endLine = at.line;
        while(pos < text.size() && !endsUnquoted(text[pos]) && !startsComment())
        {
          const bool space = isSpace(text[pos]);
          step();
          if(!space)
          {
            end = pos;
            endLine = at.line;
          }
        }
        lastLine = endLine;
        token.type = TokenType::literal;
        token.text.assign(text.substr(start, end - start));
      }

      void lexQuoted()
      {
        const Position start = at;
        token.type = TokenType::literal;
        token.quoted = true;
        std::string& out = token.text;
        step();
        for(;;)
        {
          std::size_t run = pos;
          while(run < text.size() && text[run] != '"' && text[run] != '\\' && text[run] != '\n' && text[run] != '\t')
            ++run;
          out.append(text.substr(pos, run - pos));
          at.column += static_cast<unsigned>(run - pos);
          pos = run;
          if(pos >= text.size() || (text[pos] == '\\' && pos + 1 >= text.size()))
          {
            token.type = TokenType::eof;
            return fatal(start, "unexpected end of file in string");
          }
          const char c = text[pos];
          if(c == '"')
            return step();
          if(c != '\\')
          {
            out += c;
            step();
          }
          else if(json)
            lexJsonEscape();
          else
          {
            step();
            const char e = text[pos];
            out += e == 'n' ? '\n' : e == 'r' ? '\r' : e == 't' ? '\t' : e;
            step();
          }
        }
      }

      /** Reads up to 4 hexadecimal digits at text[from]; returns how many there were (4 = success). */
      std::size_t readHex(std::size_t from, std::uint32_t& value) const
      {
        value = 0;
        std::size_t count = 0;
        for(; count < 4 && from + count < text.size(); ++count)
        {
          const char c = text[from + count];
          const int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
          if(digit < 0)
            break;
          value = value << 4 | static_cast<std::uint32_t>(digit);
        }
        return count;
      }

      void skip(std::size_t count)
      {
        while(count-- > 0)
          step();
      }

      void lexJsonEscape()
      {
        const Position start = at;
        step();
        const char e = text[pos];
        const char* simple = nullptr;
        switch(e)
        {
          case '"': simple = "\""; break;
          case '\\': simple = "\\"; break;
          case '/': simple = "/"; break;
          case 'b': simple = "\b"; break;
          case 'f': simple = "\f"; break;
          case 'n': simple = "\n"; break;
          case 'r': simple = "\r"; break;
          case 't': simple = "\t"; break;
          case 'u': break;
          default:
            error(start, "invalid escape sequence '\\" + show(text.substr(pos, std::max<std::size_t>(utf8Length(text, pos), 1))) + "' in string");
            return skip(std::max<std::size_t>(utf8Length(text, pos), 1));
        }
        step();
        if(simple)
        {
          token.text += simple;
          return;
        }
        std::uint32_t codePoint;
        const std::size_t digits = readHex(pos, codePoint);
        if(digits < 4)
        {
          error(start, "invalid escape sequence '\\u" + std::string(text.substr(pos, digits)) + "' in string, expected 4 hexadecimal digits");
          return skip(digits);
        }
        skip(4);
        if(codePoint >= 0xd800 && codePoint <= 0xdfff)
        {
          std::uint32_t low = 0;
          if(codePoint <= 0xdbff && text.substr(pos).starts_with("\\u") && readHex(pos + 2, low) == 4 &&
             low >= 0xdc00 && low <= 0xdfff)
          {
            skip(6);
            return appendUtf8(token.text, 0x10000 + ((codePoint - 0xd800) << 10) + (low - 0xdc00));
          }
          std::string message = "unpaired surrogate '\\u";
          appendHex(message, codePoint, 4);
          return error(start, message + "' in string");
        }
        appendUtf8(token.text, codePoint);
      }

      // ---- comments ----

      /** Notes a blank line among the pending comments, unless nothing precedes it or it follows another. */
      static void addBlankLine(CommentScope& scope)
      {
        if(scope.started && (scope.pending.empty() || !scope.pending.back().empty()))
          scope.pending.emplace_back();
      }

      /**
       * Hands out the comments before the current token: those on the line of scope.lineOwner
       * become its line comment, the others (and blank lines) are pending for what follows. A
       * token that starts a field or an element or closes the scope (itemStart) ends the
       * owner's line; a separator (';', ',') ends it only if it is on a later line.
       */
      void takeComments(CommentScope& scope, bool itemStart)
      {
        if(!keepComments)
          return;
        for(Comment& comment : token.comments)
          if(comment.newlines == 0 && scope.lineOwner)
          {
            std::string& line = scope.lineOwner->lineComment;
            if(!line.empty())
              line += ' ';
            line += comment.text;
          }
          else
          {
            scope.lineOwner = nullptr;
            if(comment.newlines > 1)
              addBlankLine(scope);
            scope.pending.push_back(std::move(comment.text));
            scope.started = true;
          }
        token.comments.clear();
        if(token.newlines > 0 || itemStart)
          scope.lineOwner = nullptr;
        if(itemStart && token.newlines > 1)
          addBlankLine(scope);
      }

      /** Moves the comments before the current token, which is inside a field, to the comments before the field. */
      void takeInnerComments(Node& field)
      {
        if(token.comments.empty())
          return;
        for(Comment& comment : token.comments)
          field.comments.push_back(std::move(comment.text));
        token.comments.clear();
      }

      /** Gives the pending comments to the next field or element. */
      static void givePending(CommentScope& scope, Node& node)
      {
        node.comments = std::move(scope.pending);
        scope.pending.clear();
        scope.started = true;
      }

      /** Makes the pending comments the closing comments of a record or an array, without a trailing blank line. */
      static void close(CommentScope& scope, Node& node)
      {
        if(!scope.pending.empty() && scope.pending.back().empty())
          scope.pending.pop_back();
        node.closingComments = std::move(scope.pending);
      }

      // ---- parser ----

      /** Parses fields up to the closing '}' (braced) or the end of the file into record. */
      void parseFields(Node& record, bool braced)
      {
        const Position open = record.position;
        DuplicateCheck duplicates(record.children);
        CommentScope scope;
        for(;;)
        {
          takeComments(scope, true);
          if(token.type == TokenType::rBrace)
          {
            if(braced)
            {
              close(scope, record);
              return lex();
            }
            error(token.position, "unexpected '}' without a matching '{'");
            lex();
            continue;
          }
          if(token.type == TokenType::eof)
          {
            if(braced)
              fatal(token.position, "expected '}' to close the record opened at " + where(open) + ", found end of file");
            else
              close(scope, record);
            return;
          }
          if(token.type != TokenType::literal)
          {
            error(token.position, std::string(braced ? "expected a field name or '}'" : "expected a field name") + ", found " + describe(token));
            recoverInRecord(braced);
            continue;
          }
          // The field is added at once (this keeps the recursion's stack frames small) and removed if it is not complete.
          Node& field = record.children.emplace_back();
          givePending(scope, field);
          field.name = std::move(token.text);
          const Position namePosition = token.position;
          lex();
          takeInnerComments(field);
          if(token.type != TokenType::equals && (!json || token.type != TokenType::colon))
          {
            missingEquals(field.name);
            record.children.pop_back();
            recoverInRecord(braced);
            continue;
          }
          const bool duplicate = duplicates.contains(field.name, record.children.size() - 1);
          if(duplicate)
            error(namePosition, "duplicate attribute '" + show(field.name) + "'");
          lex();
          takeInnerComments(field);
          if(!parseValue(field))
          {
            record.children.pop_back();
            recoverInRecord(braced);
            continue;
          }
          // field stays valid until the next emplace_back, after takeComments reset lineOwner.
          scope.lineOwner = &field;
          takeComments(scope, false);
          if(json ? token.type == TokenType::comma || token.type == TokenType::rBrace : token.type == TokenType::semicolon)
          {
            if(token.type != TokenType::rBrace)
              lex();
            if(duplicate)
            {
              scope.lineOwner = nullptr;
              record.children.pop_back();
            }
            continue;
          }
          scope.lineOwner = nullptr;
          missingSeparator(field);
          record.children.pop_back();
          recoverInRecord(braced);
        }
      }

      /** Reports a missing '=' or ':' after a field name. */
      void missingEquals(const std::string& name)
      {
        error(token.position, std::string(json ? "expected ':'" : "expected '='") + " after '" + show(name) + "', found " + describe(token));
      }

      /** Reports a missing ';' or ',' after the value of a field. */
      void missingSeparator(const Node& field)
      {
        std::string message = std::string(json ? "expected ',' or '}'" : "expected ';'") + " after the value of '" + show(field.name) + "', found " + describe(token);
        if(!json && token.type == TokenType::equals && field.kind == Node::literal && !field.quoted &&
           field.text.find('\n') != std::string::npos)
          message += " (missing ';' at the end of line " + std::to_string(field.position.line) + "?)";
        error(token.position, std::move(message));
      }

      /** Parses a literal, a record or an array; false if the value is incomplete. */
      bool parseValue(Node& node)
      {
        node.position = token.position;
        switch(token.type)
        {
          case TokenType::literal:
            node.kind = Node::literal;
            node.text = std::move(token.text);
            node.quoted = token.quoted;
            lex();
            return true;
          case TokenType::lBrace:
          case TokenType::lBracket:
          {
            if(depth >= maxDepth)
            {
              fatal(token.position, "nesting deeper than " + std::to_string(maxDepth) + " levels");
              return false;
            }
            ++depth;
            bool complete = true;
            if(token.type == TokenType::lBrace)
            {
              node.kind = Node::record;
              lex();
              parseFields(node, true);
            }
            else
            {
              node.kind = Node::array;
              lex();
              complete = parseElements(node);
            }
            --depth;
            return complete && !stopped;
          }
          default:
            error(token.position, "expected a value, found " + describe(token));
            return false;
        }
      }

      /** Parses array elements up to the closing ']'; false if the array is incomplete. */
      bool parseElements(Node& array)
      {
        const Position open = array.position;
        CommentScope scope;
        for(;;)
        {
          takeComments(scope, true);
          if(token.type == TokenType::rBracket)
          {
            close(scope, array);
            lex();
            return true;
          }
          if(token.type == TokenType::eof)
            break;
          if(token.type != TokenType::literal && token.type != TokenType::lBrace && token.type != TokenType::lBracket)
          {
            error(token.position, "expected a value or ']', found " + describe(token));
            if(!recoverInArray())
              return false;
            continue;
          }
          Node& element = array.children.emplace_back();
          givePending(scope, element);
          if(!parseValue(element))
          {
            if(!recoverInArray())
              return false;
            continue;
          }
          // element stays valid until the next emplace_back, after takeComments reset lineOwner.
          scope.lineOwner = &element;
          takeComments(scope, false);
          if(token.type == TokenType::comma)
            lex();
          else if(token.type == TokenType::eof)
            break;
          else if(token.type != TokenType::rBracket)
          {
            scope.lineOwner = nullptr;
            error(token.position, "expected ',' or ']' after an array element, found " + describe(token));
            if(!recoverInArray())
              return false;
          }
        }
        fatal(token.position, "expected ']' to close the array opened at " + where(open) + ", found end of file");
        return false;
      }

      /**
       * Skips tokens after an error in a record: up to the ';' (config) or ',' (JSON) that ends
       * the field (consumed) or the '}' that closes the record (not consumed). Nested brackets
       * are skipped as a whole. Reaching the end of the file stops the parser.
       */
      void recoverInRecord(bool braced)
      {
        std::size_t nesting = 0;
        for(; token.type != TokenType::eof; lex())
          switch(token.type)
          {
            case TokenType::lBrace:
            case TokenType::lBracket:
              ++nesting;
              break;
            case TokenType::rBrace:
              if(nesting == 0 && braced)
                return;
              [[fallthrough]];
            case TokenType::rBracket:
              nesting -= nesting > 0;
              break;
            case TokenType::semicolon:
            case TokenType::comma:
              if(nesting == 0 && (token.type == TokenType::comma) == json)
                return lex();
              break;
            default:
              break;
          }
        stopped = true;
      }

      /**
       * Skips tokens after an error in an array: true after a ',' (consumed) or before the ']'
       * that closes the array; false before a token that ends an enclosing construct (';' in
       * config syntax, '}') or at the end of the file.
       */
      bool recoverInArray()
      {
        std::size_t nesting = 0;
        for(; token.type != TokenType::eof; lex())
          switch(token.type)
          {
            case TokenType::lBrace:
            case TokenType::lBracket:
              ++nesting;
              break;
            case TokenType::rBracket:
              if(nesting == 0)
                return true;
              --nesting;
              break;
            case TokenType::rBrace:
              if(nesting == 0)
                return false;
              --nesting;
              break;
            case TokenType::comma:
              if(nesting == 0)
              {
                lex();
                return true;
              }
              break;
            case TokenType::semicolon:
              if(nesting == 0 && !json)
                return false;
              break;
            default:
              break;
          }
        stopped = true;
        return false;
      }
    };

    /** Writes a tree in one syntax and layout. */
    class Writer
    {
    public:
      Writer(std::string& out, Syntax syntax, Layout layout, std::size_t maxCollapsedLength) :
        out(out), json(syntax == Syntax::json), layout(layout), maxCollapsedLength(maxCollapsedLength)
      {}

      void writeRoot(const Node& root)
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

    private:
      std::string& out;
      bool json;
      Layout layout;
      std::size_t maxCollapsedLength;
      bool blankLine = false; ///< A blank line is due before the next line of comments or of a field or element.

      static bool isContainer(const Node& node)
      {
        return node.kind == Node::record || node.kind == Node::array;
      }

      void appendName(const std::string& name, std::string& to) const
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

      void writeLiteral(const Node& node, std::string& to) const
      {
        const Syntax syntax = json ? Syntax::json : Syntax::config;
        if(!needsQuotes(node, syntax))
          to += node.text;
        else if(json)
          appendJsonQuoted(to, node.text);
        else
          appendQuoted(to, node.text);
      }

      void writeInlineField(const Node& field, std::string& to) const
      {
        appendName(field.name, to);
        writeInline(field, to);
        if(!json)
          to += ';';
      }

      /** The single-line form of a value. */
      void writeInline(const Node& node, std::string& to) const
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

      /**
       * Writes a value whose line already holds prefixLength bytes and will get suffixLength
       * more (';' or ','); collapses innermost containers in the singleLineInnermost layout.
       */
      void writeValue(const Node& node, std::size_t level, std::size_t prefixLength, std::size_t suffixLength)
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

      void indent(std::size_t level)
      {
        out.append(2 * level, ' ');
      }

      void writeMultiLine(const Node& node, std::size_t level)
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

      /**
       * Writes the fields or elements of a record or an array one per line at the given
       * indentation level, each with its comments, then the closing comments of the container.
       * started tells whether something precedes them at this level (or a blank line is dropped).
       */
      void writeItems(const Node& node, std::size_t level, bool started)
      {
        const bool record = node.kind == Node::record;
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
            (out += ' ') += text;
          out += '\n';
          started = true;
        }
        writeComments(node.closingComments, level, started);
        blankLine = false;
      }

      /**
       * Writes own-line comments at an indentation level. A blank line (empty entry) is written
       * only if something precedes it at this level and a line follows; runs become one.
       */
      void writeComments(const std::vector<std::string>& comments, std::size_t level, bool& started)
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

      /** Writes the blank line that is due, if any. */
      void startLine()
      {
        if(blankLine)
          out += '\n';
        blankLine = false;
      }

      /** Whether a list of own-line comments holds a comment (not just blank lines). */
      static bool anyComment(const std::vector<std::string>& comments)
      {
        return std::any_of(comments.begin(), comments.end(), [](const std::string& comment) { return !comment.empty(); });
      }

      /** Whether comments would be written inside a record or array (then it is not collapsed). */
      static bool holdsComments(const Node& node)
      {
        return anyComment(node.closingComments) || std::any_of(node.children.begin(), node.children.end(), [](const Node& child) {
                 return anyComment(child.comments) || !child.lineComment.empty();
               });
      }
    };

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
      return literalNode.quoted || !isJsonToken(literalNode.text);
    return configNeedsQuotes(literalNode.text);
  }

  void appendQuoted(std::string& out, std::string_view text)
  {
    appendEscaped(out, text, false);
  }
}
