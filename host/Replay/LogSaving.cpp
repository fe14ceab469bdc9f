/**
 * @file Replay/LogSaving.cpp
 * log save, saveImages, saveAudio and ? of replay robots.
 */
#include "Replay/LogSaving.h"
#include "ImageProcessing/CameraImage.h"
#include "ImageProcessing/ColorConversion.h"
#include "ImageProcessing/JPEGCodec.h"
#include "ImageProcessing/JPEGImage.h"
#include "LogPlayback/LogWriter.h"
#include "LogPlayback/WavWriter.h"
#include <png.h>
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <map>
#include <memory>

namespace
{
  bool makeParent(const std::string& file, std::string& error)
  {
    const std::filesystem::path parent = std::filesystem::path(file).parent_path();
    std::error_code failure;
    if(!parent.empty() && !std::filesystem::create_directories(parent, failure) && failure)
    {
      error = parent.string() + ": cannot be created: " + failure.message();
      return false;
    }
    return true;
  }

  /** Writes 8-bit RGB rows as a PNG file. */
  bool writePng(const std::string& file, unsigned width, unsigned height, const std::vector<unsigned char>& rgb, std::string& error)
  {
    std::FILE* out = std::fopen(file.c_str(), "wb");
    if(!out)
    {
      error = file + ": cannot be written";
      return false;
    }
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
    png_infop info = png ? png_create_info_struct(png) : nullptr;
    bool written = false;
    if(png && info && !setjmp(png_jmpbuf(png)))
    {
      png_init_io(png, out);
      png_set_compression_level(png, 3); // camera images hardly compress: speed matters more
      png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                   PNG_FILTER_TYPE_DEFAULT);
      png_write_info(png, info);
      for(unsigned y = 0; y < height; ++y)
        png_write_row(png, rgb.data() + static_cast<std::size_t>(y) * width * 3);
      png_write_end(png, nullptr);
      written = true;
    }
    png_destroy_write_struct(png ? &png : nullptr, info ? &info : nullptr);
    written = std::fclose(out) == 0 && written;
    if(!written)
      error = file + ": cannot be written";
    return written;
  }

  /** The pixels of a camera image as RGB (or Y, U, V) bytes, three per image pixel. */
  void toRgb(const CameraImage& image, bool raw, std::vector<unsigned char>& rgb)
  {
    const unsigned width = image.getImageWidth();
    rgb.resize(static_cast<std::size_t>(width) * image.height * 3);
    unsigned char* p = rgb.data();
    for(unsigned y = 0; y < image.height; ++y)
      for(unsigned x = 0; x < image.width; ++x)
      {
        const YUYVPixel& pixel = image(x, y);
        for(const unsigned char luma : {pixel.y0, pixel.y1})
          if(raw)
          {
            *p++ = luma;
            *p++ = pixel.u;
            *p++ = pixel.v;
          }
          else
          {
            int r, g, b;
            ColorConversion::yuvToRgb(luma, pixel.u, pixel.v, r, g, b);
            *p++ = static_cast<unsigned char>(r);
            *p++ = static_cast<unsigned char>(g);
            *p++ = static_cast<unsigned char>(b);
          }
      }
  }

  std::string lower(std::string text)
  {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
  }
}

bool LogSaving::save(const LogPlayer& player, const std::string& file, std::string& error)
{
  const LogFile& log = player.log();
  const LogWriter::Options options = LogWriter::sameHeaderAs(log);
  if(!makeParent(file, error))
    return false;
  // The log itself may be the file: write a new one and rename it over the old one.
  const std::string temporary = file + ".saving";
  LogWriter writer;
  if(!writer.open(temporary, options, error))
    return false;
  std::string buffer;
  const std::size_t count = player.frameCount();
  for(std::size_t i = 0; i < count; ++i)
  {
    const LogFile::Frame frame = player.playedFrame(i, buffer);
    if(!writer.write(frame.data, frame.size))
    {
      error = temporary + ": " + writer.error();
      std::filesystem::remove(temporary);
      return false;
    }
  }
  std::error_code failure;
  if(!writer.close(error) || (std::filesystem::rename(temporary, file, failure), failure))
  {
    if(failure)
      error = file + ": cannot be written: " + failure.message();
    std::filesystem::remove(temporary, failure);
    return false;
  }
  return true;
}

bool LogSaving::saveImages(const LogPlayer& player, const ImageOptions& options, std::size_t& saved, std::string& error)
{
  saved = 0;
  std::error_code failure;
  if(!std::filesystem::create_directories(options.directory, failure) && failure)
  {
    error = options.directory + ": cannot be created: " + failure.message();
    return false;
  }
  LogDataReader reader(player.log().typeInfo());
  JPEGCodec codec;
  CameraImage image;
  JPEGImage jpeg;
  std::vector<unsigned char> rgb;
  std::map<std::string, unsigned> seen; // images per thread
  std::string buffer;
  const std::size_t count = player.frameCount();
  for(std::size_t i = 0; i < count; ++i)
  {
    if(!player.hasImage(i))
      continue;
    const LogFile::Frame frame = player.playedFrame(i, buffer);
    for(const LogFile::Message& message : frame.messages())
    {
      const std::string where = "frame " + std::to_string(i) + " (" + frame.thread + ")";
      if(message.id == idCameraImage)
      {
        if(!reader.read(message, image))
        {
          error = where + ": the CameraImage cannot be read";
          return false;
        }
      }
      else if(message.id == idJPEGImage)
      {
        if(!reader.read(message, jpeg) || !codec.decompress(jpeg, image))
        {
          error = where + ": the JPEGImage cannot be decoded" + (codec.error().empty() ? "" : ": " + codec.error());
          return false;
        }
      }
      else
        continue;
      if(seen[frame.thread]++ % options.nth != 0)
        continue;
      char name[32];
      std::snprintf(name, sizeof(name), "%06zu", i);
      const std::string file = (std::filesystem::path(options.directory) / (std::string(name) + "_" + frame.thread + ".png")).string();
      toRgb(image, options.raw, rgb);
      if(!writePng(file, image.getImageWidth(), image.height, rgb, error))
        return false;
      ++saved;
    }
  }
  if(saved == 0)
  {
    error = "the log has no camera images (CameraImage or JPEGImage) in the frames kept";
    return false;
  }
  return true;
}

bool LogSaving::saveAudio(const LogPlayer& player, const std::string& file, double& seconds, std::string& error)
{
  if(!player.isKept(idAudioData))
  {
    error = "idAudioData is removed (log keep / remove)";
    return false;
  }
  if(!makeParent(file, error))
    return false;
  WavWriter wav;
  if(!wav.open(file, error))
    return false;
  const std::size_t count = player.frameCount();
  std::string buffer;
  for(std::size_t i = 0; i < count; ++i)
    for(const LogFile::Message& message : player.playedFrame(i, buffer).messages())
      if(message.id == idAudioData && !wav.add(message, "frame " + std::to_string(i), error))
      {
        std::filesystem::remove(file);
        return false;
      }
  if(!wav.close(error))
    return false;
  seconds = wav.format().sampleRate ? static_cast<double>(wav.frames()) / wav.format().sampleRate : 0;
  return true;
}

std::vector<std::string> LogSaving::statistics(const LogPlayer& player, const std::string& pattern)
{
  std::map<std::string, std::pair<std::uint64_t, std::uint64_t>> byName; // count, bytes
  std::uint64_t total = 0;
  const std::size_t count = player.frameCount();
  std::string buffer;
  for(std::size_t i = 0; i < count; ++i)
  {
    const LogFile::Frame frame = player.playedFrame(i, buffer);
    total += frame.size;
    for(const LogFile::Message& message : frame.messages())
    {
      const char* name = MessageIDs::getName(message.id);
      auto& [messages, bytes] = byName[name && message.id != undefined ? name : player.log().loggedIdName(message.loggedId)];
      ++messages;
      bytes += message.size + MessageQueue::headerSize;
    }
  }
  std::vector<std::string> lines;
  const std::string wanted = lower(pattern);
  for(const auto& [name, entry] : byName)
    if(wanted.empty() || lower(name).find(wanted) != std::string::npos)
    {
      char share[16];
      std::snprintf(share, sizeof(share), "%.2f%%", total ? 100.0 * static_cast<double>(entry.second) / static_cast<double>(total) : 0.0);
      lines.push_back(name + ": " + std::to_string(entry.first) + " messages, " + share);
    }
  lines.push_back("total: " + std::to_string(count) + " frames, " + std::to_string(total) + " bytes");
  return lines;
}
