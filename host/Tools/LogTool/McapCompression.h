/**
 * @file McapCompression.h
 * The compression of MCAP chunk records: zstd, lz4 (the LZ4 frame format, as MCAP readers
 * expect it) or none. One object keeps its compression context for every chunk of a file.
 *
 *   McapCompression compression(McapCompression::zstd);
 *   std::string out, error;
 *   if(!compression.compress(records, out, error)) ...   // out: the bytes of the chunk's records field
 *   McapCompression::name(McapCompression::zstd)         // "zstd", the chunk's compression string
 */
#pragma once

#include <optional>
#include <string>
#include <string_view>

class McapCompression
{
public:
  enum Kind
  {
    none,
    zstd,
    lz4,
  };

  /** The names of the command line ("zstd", "lz4", "none"), the MCAP strings but "none" (""). */
  static std::optional<Kind> parse(std::string_view name);
  /** The chunk record's compression string: "zstd", "lz4" or "". */
  static std::string_view name(Kind kind);

  explicit McapCompression(Kind kind);
  ~McapCompression();
  McapCompression(const McapCompression&) = delete;
  McapCompression& operator=(const McapCompression&) = delete;

  Kind kind() const { return compressionKind; }

  /**
   * Compresses data into out (replacing what out held; not called for none).
   * @return false with the library's reason in error if it failed.
   */
  bool compress(std::string_view data, std::string& out, std::string& error);

private:
  Kind compressionKind;
  void* zstdContext = nullptr; ///< A ZSTD_CCtx, kept for every chunk.
};
