/**
 * @file Platform/MappedFile.h
 * A file mapped into memory read-only: opening costs the same for 1 KB and 100 GB, pages are
 * read from disk when touched. The file can be opened for appending too (index chunks). Bytes
 * already in memory can stand in for a file (view()).
 */
#pragma once

#include <cstddef>
#include <string>

class MappedFile
{
public:
  MappedFile() = default;
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;
  ~MappedFile() { close(); }

  /**
   * Maps a file.
   * @param writable Also open it for writing (for append() and patch()); falls back to
   *                 read-only if that is not permitted.
   * @return Whether the file is mapped; error() tells why not.
   */
  bool open(const std::string& path, bool writable = false);
  /**
   * Uses bytes in memory instead of a file (not copied: they must outlive this object, or the
   * next open() or close()). Never writable.
   * @param name What path() returns.
   */
  void view(const char* data, std::size_t size, const std::string& name);
  void close();

  const char* data() const { return memory; }
  std::size_t size() const { return length; }
  bool isOpen() const { return descriptor >= 0 || viewing; }
  bool isWritable() const { return writable; }
  const std::string& error() const { return errorText; }
  const std::string& path() const { return fileName; }

  /**
   * Lets the pages of a range go from this process's memory (they stay in the page cache and
   * come back when touched again): a player that went through a large file does not keep it
   * resident. Only whole pages inside the range; nothing for a view().
   */
  void release(std::size_t offset, std::size_t size) const;
  /** Writes bytes at an offset (not beyond the end) and keeps the mapping. */
  bool patch(std::size_t offset, const void* p, std::size_t size);
  /** Appends bytes to the file and maps the grown file. */
  bool append(const void* p, std::size_t size);
  /** Cuts the file to a size and maps it again. */
  bool truncate(std::size_t size);

private:
  bool map();

  int descriptor = -1;
  bool viewing = false; ///< memory is a view(), not a mapping.
  const char* memory = nullptr;
  std::size_t length = 0;
  bool writable = false;
  std::string fileName;
  std::string errorText;
};
