/**
 * @file naosim_scene_fuzz.cpp
 * Fuzzes touchline-naosim's scene files (SceneFile::parse, docs/formats/scene.md): any bytes as
 * a scene. Properties checked (abort() if broken): a scene that is accepted has 1 to 14 robots
 * with distinct valid names and player numbers 1..20 (0: not given), ids of 20 characters and finite places;
 * a scene that is refused names the file with a line and a column.
 */
#include "SceneFile.h"
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  if(size > 65536)
    return 0;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  SimOptions::Body defaults;
  defaults.identity = {"P0000073SIM000000001", "6.0.0", "P0000074SIM000000001", "6.0.0"};
  std::vector<SimOptions::Body> bodies;
  std::array<float, 2> ball{};
  std::string error;
  if(SceneFile::parse("fuzz.scene", text, defaults, bodies, ball, error))
  {
    if(!error.empty() || bodies.empty() || bodies.size() > SceneFile::maxRobots || !std::isfinite(ball[0]) || !std::isfinite(ball[1]))
      std::abort();
    std::set<std::string> names;
    for(const SimOptions::Body& body : bodies)
    {
      if(body.name.empty() || !names.insert(body.name).second || body.number < 0 || body.number > 20 ||
         body.identity.bodyId.size() != 20 || body.identity.headId.size() != 20 || body.battery < 0.f || body.battery > 1.f)
        std::abort();
      for(float value : body.pose)
        if(!std::isfinite(value))
          std::abort();
    }
  }
  else if(error.rfind("fuzz.scene(", 0) != 0)
  {
    std::fprintf(stderr, "no position in: %s\n", error.c_str());
    std::abort();
  }
  return 0;
}
