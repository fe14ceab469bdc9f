// The example of docs/streaming.md: a STREAMABLE written to and read from binary, text and
// config-map streams. Build: cmake --build --preset dev --target streaming_example
// Run:   TOUCHLINE_CONFIG=/tmp/example-config build/dev/docs/examples/streaming_example
#include "Math/Pose2f.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"
#include <cstdio>
#include <filesystem>

ENUM(Role,
{,
  goalkeeper,
  defender,
  striker,
});

STREAMABLE(PlayerInfo,
{
  /** Not streamed: recomputed after reading. */
  bool isKeeper = false;

  void onRead() { isKeeper = role == goalkeeper; },

  (std::string)("Nao") name,
  (Role)(striker) role,
  (Pose2f) pose,
  (std::vector<Vector2f>) targets,
  (std::optional<int>) shirtNumber,
});

int main()
{
  std::filesystem::create_directories(File::getConfigDirectory());

  PlayerInfo info;
  info.role = goalkeeper;
  info.pose = Pose2f(90_deg, -4300.f, 0.f);
  info.targets = {Vector2f(2100.f, 0.f), Vector2f(1500.f, -1350.f)};
  info.shirtNumber = 1;

  // Binary: compact, exact, for logs and the debug link.
  OutBinaryMemory binary;
  binary << info;
  std::printf("binary: %zu bytes\n", binary.size());

  // Config map: readable, fields by name, written into the configuration directory.
  {
    OutMapFile file("playerInfo.cfg");
    file << info;
  }
  PlayerInfo fromFile;
  InMapFile stream("playerInfo.cfg");
  if(stream.exists())
    stream >> fromFile;
  std::printf("read back from %s: role %s, keeper %s, %zu targets\n", File::resolve("playerInfo.cfg").c_str(),
              TypeRegistry::getEnumName(fromFile.role), fromFile.isKeeper ? "yes" : "no", fromFile.targets.size());

  // The same object as single-line map text, as the console shows it.
  OutMapMemory line;
  line << fromFile;
  std::printf("%s\n", line.data());
  return fromFile.isKeeper && fromFile.targets.size() == 2 ? 0 : 1;
}
