/**
 * @file Tools/Communication/OutTeamMessage.h
 * Writes representations into the bit-packed body of a team message (docs/formats/team-message.md).
 */
#pragma once

#include "Streaming/InOut.h"
#include "Streaming/Streamable.h"
#include "Tools/Communication/BitStream.h"
#include "Tools/Communication/TeamMessageSchema.h"
#include <string>
#include <utility>
#include <vector>

/**
 * A structured output stream: every value is written as the schema's rule for its path says
 * (e.g. "Whistle.frequency" as 8 bits over 0..8000), or in its own size. Reusable: start()
 * begins a new message body; memory is reserved once, by the constructor.
 */
class OutTeamMessage : public Out
{
public:
  explicit OutTeamMessage(const TeamMessageSchema& schema);

  /** Begins a body in data (capacity bytes); timestamps are written relative to messageTime. */
  void start(unsigned char* data, std::size_t capacity, unsigned messageTime);
  /** Writes one representation under its name (the root of the paths of its values). */
  void write(const std::string& name, const Streamable& representation);
  /** Bytes used. */
  std::size_t size() const { return writer.size(); }
  /** Why the body could not be written ("" if it could): too large, or a list or string too long. */
  const std::string& error() const { return problem; }

  void outBool(bool value) override;
  void outChar(char value) override { number(value, 8, true); }
  void outSChar(signed char value) override { number(value, 8, true); }
  void outUChar(unsigned char value) override { number(value, 8, false); }
  void outShort(short value) override { number(value, 16, true); }
  void outUShort(unsigned short value) override { number(value, 16, false); }
  void outInt(int value) override { number(value, 32, true); }
  void outUInt(unsigned int value) override { number(value, 32, false); }
  void outFloat(float value) override;
  void outDouble(double value) override;
  void outString(const char* value, std::size_t length) override;
  void outAngle(const Angle& value) override;
  void outEndL() override {}
  void beginArray(std::size_t size, bool dynamic) override;
  void select(const char* name, int type, const char* enumType = nullptr) override;
  void deselect() override;

protected:
  void writeRaw(const void* p, std::size_t size) override;

private:
  /** Writes an integer value (raw: bits of its own size, two's complement if signed). */
  void number(long long value, unsigned bits, bool isSigned);
  /** Writes a value that has a rule; false if none applies. */
  bool compressed(double value);
  void fail(const std::string& message);

  const TeamMessageSchema& schema;
  BitWriter writer{nullptr, 0};
  unsigned messageTime = 0;
  std::string path;
  std::vector<std::pair<std::size_t, const char*>> stack; ///< Per select: path length before it, enum type.
  std::string problem;
};
