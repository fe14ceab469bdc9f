/**
 * @file LolaCommandTest.cpp
 * LoLA's command message: the 777-byte template the robot sends, patching it in place, and the
 * parser touchline-naosim uses for commands with any subset of the 11 keys.
 */
#include "Platform/Nao/LolaCommandParser.h"
#include "Platform/Nao/LolaCommandTemplate.h"
#include "Platform/Nao/MsgPackWriter.h"
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace
{
  std::vector<std::uint8_t> bytes(std::span<const std::uint8_t> data) { return {data.begin(), data.end()}; }

  MsgPackReader::Status parse(const std::vector<std::uint8_t>& data, LolaActuatorValues& command, std::size_t& consumed,
                              std::string& error)
  {
    return LolaCommandParser::parse(data, command, consumed, error);
  }

  std::string commandError(const std::vector<std::uint8_t>& data)
  {
    LolaActuatorValues command;
    std::size_t consumed = 0;
    std::string error;
    EXPECT_EQ(parse(data, command, consumed, error), MsgPackReader::Status::malformed);
    return error;
  }

  /** A command with the given keys, every value = index / 10 (Sonar: true, false). */
  std::vector<std::uint8_t> commandWith(const std::vector<Lola::CommandKey>& keys)
  {
    std::vector<std::uint8_t> data;
    MsgPackWriter writer(data);
    writer.mapHeader(keys.size());
    for(Lola::CommandKey key : keys)
    {
      const Lola::KeyInfo& info = Lola::commandKeys[key];
      writer.fixstr(info.name);
      writer.arrayHeader(info.count);
      for(std::size_t i = 0; i < info.count; ++i)
        if(key == Lola::SonarCommand)
          writer.boolean(i == 0);
        else
          writer.float32(static_cast<float>(i) / 10.f);
    }
    return data;
  }
}

TEST(LolaCommand, TemplateHas777BytesWithTenKeys)
{
  const LolaCommandTemplate command;
  const std::vector<std::uint8_t> data = bytes(command.data());
  ASSERT_EQ(data.size(), 777u);
  EXPECT_EQ(data[0], 0x8a); // fixmap, 10 entries
  // Keys at offsets computed by hand: 1 + key + array header + 5 bytes per float.
  const std::vector<std::pair<std::size_t, std::string>> keys = {
    {1, "Position"}, {138, "Stiffness"}, {276, "REar"}, {332, "LEar"}, {388, "Chest"},
    {410, "LEye"}, {538, "REye"}, {666, "LFoot"}, {688, "RFoot"}, {710, "Skull"}};
  for(const auto& [offset, name] : keys)
  {
    EXPECT_EQ(data[offset], 0xa0 + name.size()) << name;
    EXPECT_EQ(std::string(data.begin() + static_cast<long>(offset) + 1, data.begin() + static_cast<long>(offset + 1 + name.size())), name);
  }
  EXPECT_EQ((std::vector<std::uint8_t>(data.begin() + 10, data.begin() + 13)), (std::vector<std::uint8_t>{0xdc, 0x00, 0x19}));
  EXPECT_EQ(data[281], 0x9a); // REar: fixarray of 10
  EXPECT_EQ((std::vector<std::uint8_t>(data.begin() + 415, data.begin() + 418)), (std::vector<std::uint8_t>{0xdc, 0x00, 0x18}));
  EXPECT_EQ(data[716], 0x9c); // Skull: fixarray of 12
  EXPECT_EQ(command.offset(Lola::PositionCommand, 0), 14u);
  EXPECT_EQ(command.offset(Lola::Skull, 11), 773u);
  for(std::size_t k = 0; k < Lola::SonarCommand; ++k)
    for(std::size_t i = 0; i < Lola::commandKeys[k].count; ++i)
    {
      EXPECT_EQ(data[command.offset(static_cast<Lola::CommandKey>(k), i) - 1], 0xca);
      EXPECT_EQ(command.get(static_cast<Lola::CommandKey>(k), i), 0.f);
    }
}

TEST(LolaCommand, PatchingChangesOnlyTheValuesBytes)
{
  LolaCommandTemplate command;
  const std::vector<std::uint8_t> before = bytes(command.data());
  const std::uint8_t* address = command.data().data();
  command.set(Lola::PositionCommand, 3, 0.5f);
  command.set(Lola::LEye, 23, -2.f);
  command.fill(Lola::Chest, 1.f);
  const std::vector<std::uint8_t> after = bytes(command.data());
  EXPECT_EQ(command.data().data(), address); // patched in place
  ASSERT_EQ(after.size(), 777u);
  std::size_t changed = 0;
  for(std::size_t i = 0; i < after.size(); ++i)
    changed += before[i] != after[i];
  EXPECT_EQ(changed, 1u + 1u + 3u * 2u); // 0x3f000000: 1 byte, 0xc0000000: 1 byte, 0x3f800000: 2 bytes each
  const std::size_t p = command.offset(Lola::PositionCommand, 3);
  EXPECT_EQ((std::vector<std::uint8_t>(after.begin() + static_cast<long>(p), after.begin() + static_cast<long>(p) + 4)),
            (std::vector<std::uint8_t>{0x3f, 0x00, 0x00, 0x00}));
  EXPECT_EQ(command.get(Lola::LEye, 23), -2.f);
  EXPECT_EQ(command.get(Lola::Chest, 2), 1.f);

  // What the robot sends is what the simulator reads.
  LolaActuatorValues parsed;
  std::size_t consumed = 0;
  std::string error;
  ASSERT_EQ(parse(after, parsed, consumed, error), MsgPackReader::Status::ok) << error;
  EXPECT_EQ(consumed, 777u);
  for(std::size_t k = 0; k < Lola::numOfCommandKeys; ++k)
    EXPECT_EQ(parsed.present[k], k != Lola::SonarCommand);
  EXPECT_EQ(parsed.value(Lola::PositionCommand, 3), 0.5f);
  EXPECT_EQ(parsed.value(Lola::LEye, 23), -2.f);
  EXPECT_EQ(parsed.value(Lola::Chest, 0), 1.f);
  EXPECT_EQ(parsed.value(Lola::StiffnessCommand, 0), 0.f);
}

TEST(LolaCommand, ParsesAnySubsetInAnyOrder)
{
  LolaActuatorValues command;
  std::size_t consumed = 0;
  std::string error;

  std::vector<std::uint8_t> data = commandWith({Lola::SonarCommand, Lola::Chest, Lola::PositionCommand});
  ASSERT_EQ(parse(data, command, consumed, error), MsgPackReader::Status::ok) << error;
  EXPECT_EQ(consumed, data.size());
  EXPECT_EQ(command.present.count(), 3u);
  EXPECT_TRUE(command.present[Lola::SonarCommand] && command.present[Lola::Chest] && command.present[Lola::PositionCommand]);
  EXPECT_EQ(command.value(Lola::SonarCommand, 0), 1.f);
  EXPECT_EQ(command.value(Lola::SonarCommand, 1), 0.f);
  EXPECT_EQ(command.value(Lola::PositionCommand, 24), 2.4f);

  // All 11 keys: 786 bytes.
  std::vector<Lola::CommandKey> all;
  for(std::size_t k = 0; k < Lola::numOfCommandKeys; ++k)
    all.push_back(static_cast<Lola::CommandKey>(k));
  data = commandWith(all);
  EXPECT_EQ(data.size(), 786u);
  ASSERT_EQ(parse(data, command, consumed, error), MsgPackReader::Status::ok) << error;
  EXPECT_TRUE(command.present.all());

  // An empty map is a command without keys.
  ASSERT_EQ(parse({0x80}, command, consumed, error), MsgPackReader::Status::ok);
  EXPECT_TRUE(command.present.none());
  EXPECT_EQ(consumed, 1u);

  // Two commands in a row: the first one is parsed, consumed tells where the second starts.
  data = commandWith({Lola::Chest});
  const std::size_t first = data.size();
  const std::vector<std::uint8_t> second = commandWith({Lola::Skull});
  data.insert(data.end(), second.begin(), second.end());
  ASSERT_EQ(parse(data, command, consumed, error), MsgPackReader::Status::ok);
  EXPECT_EQ(consumed, first);
}

TEST(LolaCommand, TellsIncompleteFromMalformed)
{
  const std::vector<std::uint8_t> data = commandWith({Lola::StiffnessCommand, Lola::Chest});
  LolaActuatorValues command;
  std::size_t consumed = 0;
  std::string error;
  for(std::size_t size = 0; size < data.size(); ++size)
    EXPECT_EQ(parse(std::vector<std::uint8_t>(data.begin(), data.begin() + static_cast<long>(size)), command, consumed, error),
              MsgPackReader::Status::incomplete)
      << size;
  EXPECT_EQ(parse(data, command, consumed, error), MsgPackReader::Status::ok);
}

TEST(LolaCommand, ErrorsNameOffsetAndKey)
{
  std::vector<std::uint8_t> data = commandWith({Lola::Chest});
  data[13] = 0xcb; // Chest[1] as float64
  EXPECT_EQ(commandError(data), "command, offset 13 (key Chest[1]): expected float32, got 0xcb");

  data = commandWith({Lola::Chest, Lola::Chest});
  EXPECT_EQ(commandError(data), "command, offset 23 (key Chest): the key appears twice");

  data = commandWith({Lola::SonarCommand});
  data[8] = 0x01; // Sonar[0] as fixint
  EXPECT_EQ(commandError(data), "command, offset 8 (key Sonar[0]): expected bool, got 0x01");

  std::vector<std::uint8_t> other;
  MsgPackWriter writer(other);
  writer.mapHeader(1);
  writer.fixstr("Sonars");
  EXPECT_EQ(commandError(other), "command, offset 1: unknown key \"Sonars\"");

  other.clear();
  writer.mapHeader(1);
  writer.fixstr("REar");
  writer.arrayHeader(9);
  EXPECT_EQ(commandError(other), "command, offset 6 (key REar): expected 10 entries, got 9");

  other.clear();
  writer.mapHeader(12);
  EXPECT_EQ(commandError(other), "command, offset 0: expected at most 11 keys, got 12");

  EXPECT_EQ(commandError({0xd9, 0x05}), "command, offset 0: expected map (fixmap or map16), got 0xd9");
  EXPECT_EQ(commandError({0x81, 0xd9}), "command, offset 1: expected fixstr, got 0xd9");
}
