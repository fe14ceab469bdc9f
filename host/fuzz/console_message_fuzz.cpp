/**
 * @file console_message_fuzz.cpp
 * Fuzzes the host's handling of what a robot sends: the bytes are a stream of frames (8-byte
 * header + payload, as on the debug link), decoded with the link's FrameDecoder and handed to
 * RobotState, recording on. The first frame is usually a version info, so the later frames'
 * ids are mapped through the robot's names.
 */
#include "Console/RobotState.h"
#include "Network/FrameDecoder.h"
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
  RobotState state;
  state.setRecording(true);
  FrameDecoder decoder(1u << 20);
  decoder.feed(reinterpret_cast<const char*>(data), size, [&](Frame& frame) { state.handle(frame.component, frame.type, frame.payload); });
  return 0;
}
