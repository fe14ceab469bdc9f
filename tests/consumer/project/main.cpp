// An outside project using the installed Touchline::common.
#include "Math/Pose2f.h"
#include "Streaming/AutoStreamable.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutStreams.h"
#include <cstdio>

STREAMABLE(KickOffInfo,
{,
  (Pose2f) defensiveGoaliePose,
  (std::vector<Vector2f>) kickoffTargets,
});

int main()
{
  KickOffInfo info;
  InMapMemory in(std::string_view("kickoffTargets = [{x = 2100; y = 0;}];"), InMap::allErrors & ~InMap::missingAttribute);
  in >> info;
  OutMapMemory out(ConfigMap::Layout::singleLine);
  out << info;
  std::printf("%s\n", out.data());
  return in.errors().empty() && info.kickoffTargets.size() == 1 ? 0 : 1;
}
