/**
 * @file Platform/File.h
 * Files, and the configuration directory in which relative file names resolve.
 */
#pragma once

#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

/**
 * A thin RAII wrapper around a stdio FILE. A relative name (one that does not start with
 * '/', "./" or "../") is resolved in the configuration directory, as the streaming seed
 * specifies: OutTextFile("MyFile.txt") writes Config/MyFile.txt.
 */
class File
{
public:
  /**
   * Opens a file.
   * @param name The file name, relative names resolve in the configuration directory.
   * @param mode A fopen mode ("rb", "wb", "ab", ...).
   */
  File(const std::string& name, const char* mode);
  ~File();
  File(const File&) = delete;
  File& operator=(const File&) = delete;

  bool exists() const { return stream != nullptr; }
  std::FILE* handle() const { return stream; }
  const std::string& getFullName() const { return fullName; }

  /** Reads up to size bytes, returns how many were read. */
  std::size_t read(void* p, std::size_t size);
  /** Writes size bytes; returns false on a write error. */
  bool write(const void* p, std::size_t size);
  /** Skips size bytes of input. */
  void skip(std::size_t size);
  bool eof();
  /** Size of the file in bytes (0 if not open). */
  std::size_t getSize() const;
  /** Current read/write position. */
  std::size_t getPosition() const;

  /** The configuration directory (with a trailing '/'). */
  static std::string getConfigDirectory();
  /** Overrides the configuration directory (e.g. from a --config option). */
  static void setConfigDirectory(const std::string& directory);
  /** Whether the name is used as it is (absolute or explicitly relative to the working directory). */
  static bool isAbsolute(const std::string& name);
  /**
   * The name a file is opened under: as is when isAbsolute(), else the first candidate of the
   * search path that exists, else in the configuration directory.
   */
  static std::string resolve(const std::string& name);
  /**
   * Sets the calling thread's search path: directories (relative to the configuration directory,
   * ending with '/') in which relative file names are looked up in order; the first that holds
   * the file wins, the configuration directory itself comes last. Empty: only the configuration
   * directory.
   */
  static void setSearchPath(const std::vector<std::string>& directories);
  static const std::vector<std::string>& getSearchPath();
  /** The candidates a relative name is looked up at, in order (absolute names: the name itself). */
  static std::vector<std::string> getFullNames(const std::string& name);
  /** Reads a whole file into a string; false if it cannot be opened or is larger than maxSize. */
  static bool readAll(const std::string& name, std::string& content, std::size_t maxSize);

private:
  std::FILE* stream = nullptr;
  std::string fullName;
};
