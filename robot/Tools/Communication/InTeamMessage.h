/**
 * @file Tools/Communication/InTeamMessage.h
 * Reads representations from the bit-packed body of a team message (docs/formats/team-message.md).
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
 * The reverse of OutTeamMessage, with the same schema. A body that ends too early, an enum value
 * out of range or a list longer than its rule allows fails the stream, naming the value's path
 * and the bit position.
 */
class InTeamMessage : public In
{
public:
  InTeamMessage(const TeamMessageSchema& schema, const unsigned char* data, std::size_t size, unsigned messageTime);

  /** Reads one representation (its name is the root of the paths). */
  void read(const std::string& name, Streamable& representation);

  void inBool(bool& value) override;
  void inChar(char& value) override { value = static_cast<char>(number(8, true)); }
  void inSChar(signed char& value) override { value = static_cast<signed char>(number(8, true)); }
  void inUChar(unsigned char& value) override { value = static_cast<unsigned char>(number(8, false)); }
  void inShort(short& value) override { value = static_cast<short>(number(16, true)); }
  void inUShort(unsigned short& value) override { value = static_cast<unsigned short>(number(16, false)); }
  void inInt(int& value) override { value = static_cast<int>(number(32, true)); }
  void inUInt(unsigned int& value) override { value = static_cast<unsigned>(number(32, false)); }
  void inFloat(float& value) override;
  void inDouble(double& value) override;
  void inString(std::string& value) override;
  void inAngle(Angle& value) override;
  void inEndL() override {}
  std::size_t beginArray(std::size_t fixedSize) override;
  void select(const char* name, int type, const char* enumType = nullptr) override;
  void deselect() override;
  void skip(std::size_t size) override;
  bool eof() const override { return reader.remaining() < 8; }
  std::size_t offset() const override { return reader.bitPosition() / 8; }
  std::size_t remaining() const override { return reader.remaining() / 8; }

protected:
  void readRaw(void* p, std::size_t size) override;

private:
  /** Reads an integer (raw or by rule); sign-extends raw signed values. */
  long long number(unsigned bits, bool isSigned);
  /** Reads a value that has a rule into value; false if none applies. */
  bool compressed(double& value);
  /** Fails the stream if the reader ran out. */
  void check();

  const TeamMessageSchema& schema;
  BitReader reader;
  unsigned messageTime;
  std::string path;
  std::vector<std::pair<std::size_t, const char*>> stack;
};
