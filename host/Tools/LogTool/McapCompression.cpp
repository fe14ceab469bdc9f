/**
 * @file McapCompression.cpp
 * zstd through libzstd (its default level), lz4 frames through liblz4's frame API.
 */
#include "McapCompression.h"
#include <lz4frame.h>
#include <zstd.h>

std::optional<McapCompression::Kind> McapCompression::parse(std::string_view name)
{
  if(name == "zstd")
    return zstd;
  if(name == "lz4")
    return lz4;
  if(name == "none")
    return none;
  return std::nullopt;
}

std::string_view McapCompression::name(Kind kind)
{
  return kind == zstd ? "zstd" : kind == lz4 ? "lz4" : "";
}

McapCompression::McapCompression(Kind kind) : compressionKind(kind)
{
  if(kind == zstd)
    zstdContext = ZSTD_createCCtx();
}

McapCompression::~McapCompression()
{
  ZSTD_freeCCtx(static_cast<ZSTD_CCtx*>(zstdContext));
}

bool McapCompression::compress(std::string_view data, std::string& out, std::string& error)
{
  if(compressionKind == zstd)
  {
    if(!zstdContext)
    {
      error = "zstd: cannot create a compression context";
      return false;
    }
    out.resize(ZSTD_compressBound(data.size()));
    const std::size_t size = ZSTD_compressCCtx(static_cast<ZSTD_CCtx*>(zstdContext), out.data(), out.size(), data.data(), data.size(),
                                               ZSTD_CLEVEL_DEFAULT);
    if(ZSTD_isError(size))
    {
      error = std::string("zstd: ") + ZSTD_getErrorName(size);
      return false;
    }
    out.resize(size);
    return true;
  }
  if(compressionKind == lz4)
  {
    LZ4F_preferences_t preferences = LZ4F_INIT_PREFERENCES;
    preferences.frameInfo.contentSize = data.size();
    out.resize(LZ4F_compressFrameBound(data.size(), &preferences));
    const std::size_t size = LZ4F_compressFrame(out.data(), out.size(), data.data(), data.size(), &preferences);
    if(LZ4F_isError(size))
    {
      error = std::string("lz4: ") + LZ4F_getErrorName(size);
      return false;
    }
    out.resize(size);
    return true;
  }
  error = "no compression to apply";
  return false;
}
