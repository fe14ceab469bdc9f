// Replays files (or every file in directories) through a libFuzzer entry point. Used to run the
// fuzz targets' corpora as regular tests in builds without libFuzzer.
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

int main(int argc, char** argv)
{
  std::size_t count = 0;
  for(int i = 1; i < argc; ++i)
  {
    std::vector<std::filesystem::path> files;
    if(std::filesystem::is_directory(argv[i]))
    {
      for(const auto& entry : std::filesystem::recursive_directory_iterator(argv[i]))
        if(entry.is_regular_file())
          files.push_back(entry.path());
    }
    else
      files.emplace_back(argv[i]);
    for(const auto& file : files)
    {
      std::ifstream stream(file, std::ios::binary);
      const std::vector<char> data((std::istreambuf_iterator<char>(stream)), std::istreambuf_iterator<char>());
      LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(data.data()), data.size());
      ++count;
    }
  }
  std::printf("replayed %zu inputs\n", count);
  return count ? 0 : 1;
}
