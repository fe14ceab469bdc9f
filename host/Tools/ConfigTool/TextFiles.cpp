/**
 * @file TextFiles.cpp
 * Reading and writing the files of touchline-config.
 */
#include "TextFiles.h"
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <system_error>
#include <unistd.h>

namespace
{
  /** Opens a file named on the command line for reading; prints the reason and returns nullptr if that fails. */
  std::FILE* open(const std::string& name)
  {
    std::error_code error;
    if(std::filesystem::is_directory(name, error))
    {
      std::fprintf(stderr, "%s: cannot read the file: it is a directory\n", name.c_str());
      return nullptr;
    }
    std::FILE* file = std::fopen(name.c_str(), "rb");
    if(!file)
      std::fprintf(stderr, "%s: cannot read the file: %s\n", name.c_str(), std::strerror(errno));
    return file;
  }

  /** Writes a whole file; returns 0 or the errno of the failure. */
  int writeAll(const char* name, const std::string& text)
  {
    std::FILE* file = std::fopen(name, "wb");
    if(!file)
      return errno;
    int error = std::fwrite(text.data(), 1, text.size(), file) == text.size() ? 0 : errno ? errno : EIO;
    if(std::fclose(file) != 0 && !error)
      error = errno;
    return error;
  }
}

bool TextFiles::readable(const std::string& name)
{
  std::FILE* file = open(name);
  if(file)
    std::fclose(file);
  return file != nullptr;
}

bool TextFiles::load(const std::string& name, std::string& text, std::size_t maxSize)
{
  std::FILE* file = open(name);
  if(!file)
    return false;
  text.clear();
  char buffer[1 << 16];
  std::size_t size;
  bool tooLarge = false;
  while(!tooLarge && (size = std::fread(buffer, 1, sizeof(buffer), file)) > 0)
  {
    text.append(buffer, size);
    tooLarge = text.size() > maxSize;
  }
  const int readError = std::ferror(file) ? errno : 0;
  std::fclose(file);
  if(tooLarge)
    std::fprintf(stderr, "%s: cannot read the file: larger than %zu MiB\n", name.c_str(), maxSize >> 20);
  else if(readError)
    std::fprintf(stderr, "%s: cannot read the file: %s\n", name.c_str(), std::strerror(readError));
  return !tooLarge && !readError;
}

bool TextFiles::write(const std::string& name, const std::string& text)
{
  const int error = writeAll(name.c_str(), text);
  if(error)
    std::fprintf(stderr, "%s: cannot write the file: %s\n", name.c_str(), std::strerror(error));
  return !error;
}

bool TextFiles::replace(const std::string& name, const std::string& text)
{
  namespace fs = std::filesystem;
  std::error_code error;
  fs::path target = fs::canonical(name, error);
  if(error)
    target = name;
  fs::path temporary = target;
  temporary += ".touchline-config-" + std::to_string(getpid()) + ".tmp";
  int writeError = writeAll(temporary.c_str(), text);
  if(!writeError)
  {
    const fs::file_status status = fs::status(target, error);
    if(!error)
      fs::permissions(temporary, status.permissions(), error);
    fs::rename(temporary, target, error);
    if(!error)
      return true;
    writeError = error.value();
  }
  fs::remove(temporary, error);
  std::fprintf(stderr, "%s: cannot write the file: %s (the file is unchanged)\n", name.c_str(), std::strerror(writeError));
  return false;
}
