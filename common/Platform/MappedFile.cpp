/**
 * @file Platform/MappedFile.cpp
 * Read-only memory-mapped files (mmap), for logs.
 */
#include "Platform/MappedFile.h"
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

bool MappedFile::open(const std::string& path, bool wantWritable)
{
  close();
  fileName = path;
  writable = false;
  if(wantWritable)
  {
    descriptor = ::open(path.c_str(), O_RDWR | O_CLOEXEC);
    writable = descriptor >= 0;
  }
  if(descriptor < 0)
    descriptor = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if(descriptor < 0)
  {
    errorText = std::strerror(errno);
    return false;
  }
  if(!map())
  {
    ::close(descriptor);
    descriptor = -1;
    return false;
  }
  return true;
}

bool MappedFile::map()
{
  if(memory)
    munmap(const_cast<char*>(memory), length);
  memory = nullptr;
  length = 0;
  struct stat status;
  if(fstat(descriptor, &status) != 0)
  {
    errorText = std::strerror(errno);
    return false;
  }
  if(!S_ISREG(status.st_mode))
  {
    errorText = "not a regular file";
    return false;
  }
  length = static_cast<std::size_t>(status.st_size);
  if(length == 0)
    return true;
  void* p = mmap(nullptr, length, PROT_READ, MAP_SHARED, descriptor, 0);
  if(p == MAP_FAILED)
  {
    errorText = std::strerror(errno);
    length = 0;
    return false;
  }
  memory = static_cast<const char*>(p);
  return true;
}

void MappedFile::view(const char* data, std::size_t size, const std::string& name)
{
  close();
  fileName = name;
  memory = data;
  length = size;
  viewing = true;
}

void MappedFile::release(std::size_t offset, std::size_t size) const
{
  if(viewing || !memory || offset >= length)
    return;
  const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
  const std::size_t begin = (offset + page - 1) / page * page;
  const std::size_t end = std::min(length, offset + size) / page * page;
  if(begin < end)
    ::madvise(const_cast<char*>(memory) + begin, end - begin, MADV_DONTNEED);
}

void MappedFile::close()
{
  if(memory && !viewing)
    munmap(const_cast<char*>(memory), length);
  viewing = false;
  if(descriptor >= 0)
    ::close(descriptor);
  memory = nullptr;
  length = 0;
  descriptor = -1;
  writable = false;
}

bool MappedFile::patch(std::size_t offset, const void* p, std::size_t size)
{
  if(!writable || offset + size > length)
    return false;
  const char* bytes = static_cast<const char*>(p);
  while(size > 0)
  {
    const ssize_t written = pwrite(descriptor, bytes, size, static_cast<off_t>(offset));
    if(written <= 0)
    {
      errorText = std::strerror(errno);
      return false;
    }
    bytes += written;
    offset += static_cast<std::size_t>(written);
    size -= static_cast<std::size_t>(written);
  }
  return true;
}

bool MappedFile::append(const void* p, std::size_t size)
{
  if(!writable)
    return false;
  std::size_t offset = length;
  const char* bytes = static_cast<const char*>(p);
  for(std::size_t left = size; left > 0;)
  {
    const ssize_t written = pwrite(descriptor, bytes, left, static_cast<off_t>(offset));
    if(written <= 0)
    {
      errorText = std::strerror(errno);
      return false;
    }
    bytes += written;
    offset += static_cast<std::size_t>(written);
    left -= static_cast<std::size_t>(written);
  }
  return map();
}

bool MappedFile::truncate(std::size_t size)
{
  if(!writable || ftruncate(descriptor, static_cast<off_t>(size)) != 0)
    return false;
  return map();
}
