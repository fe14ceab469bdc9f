// libFuzzer target: the config-map and JSON parser, the writer, and InMap reading into a
// rich C++ type. The first input byte selects the syntax.
// Properties checked: no crash, no sanitizer report, and parse(write(tree)) succeeds.
#include "../tests/TestTypes.h"
#include "Streaming/ConfigMap.h"
#include "Streaming/InStreams.h"
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  if(size == 0)
    return 0;
  const ConfigMap::Syntax syntax = data[0] & 1 ? ConfigMap::Syntax::json : ConfigMap::Syntax::config;
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);

  ConfigMap::Node root;
  std::vector<ConfigMap::Error> errors;
  if(ConfigMap::parse(text, syntax, root, errors))
  {
    for(ConfigMap::Layout layout : {ConfigMap::Layout::multiLine, ConfigMap::Layout::singleLine, ConfigMap::Layout::singleLineInnermost})
    {
      std::string written;
      ConfigMap::write(written, root, syntax, layout);
      ConfigMap::Node again;
      std::vector<ConfigMap::Error> againErrors;
      if(!ConfigMap::parse(written, syntax, again, againErrors))
        std::abort(); // the writer produced text the parser rejects
    }
  }
  else if(errors.empty())
    std::abort(); // failure without an error message

  Everything everything;
  InMapMemory in(text, InMap::allErrors, syntax, "fuzz", false);
  in >> everything;
  return 0;
}
