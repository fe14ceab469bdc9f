/**
 * @file LolaStateTest.cpp
 * LoLA's state message byte for byte: the 896-byte encoding, the parser's error messages with
 * offsets and keys, and reading later messages in place with the layout of the first one.
 */
#include "Platform/Nao/LolaStateLayout.h"
#include "Platform/Nao/LolaStateReader.h"
#include "Platform/Nao/LolaStateWriter.h"
#include "Platform/Nao/MsgPackWriter.h"
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace
{
  /** Values with a different number in every slot. */
  LolaSensorValues sampleValues()
  {
    LolaSensorValues values;
    for(std::size_t k = 0; k < Lola::numOfStateKeys; ++k)
      if(float* floats = values.floats(static_cast<Lola::StateKey>(k)))
        for(std::size_t i = 0; i < Lola::stateKeys[k].count; ++i)
          floats[i] = static_cast<float>(k) * 100.f + static_cast<float>(i) * 0.5f - 3.25f;
    for(std::size_t i = 0; i < Lola::numOfJoints; ++i)
      values.status[i] = static_cast<std::uint8_t>(i % 4);
    values.robotConfig = {"P0000073A07S94700012", "6.0.0", "P0000074A05S93M00061", "6.0.0"};
    return values;
  }

  std::vector<std::uint8_t> encode(const LolaSensorValues& values)
  {
    std::vector<std::uint8_t> message;
    LolaStateWriter::write(values, message);
    return message;
  }

  /** Encodes the keys in the given order with MsgPackWriter directly (not LolaStateWriter). */
  std::vector<std::uint8_t> encodeInOrder(const LolaSensorValues& values, const std::vector<Lola::StateKey>& order)
  {
    std::vector<std::uint8_t> message;
    MsgPackWriter writer(message);
    writer.mapHeader(order.size());
    for(Lola::StateKey key : order)
    {
      const Lola::KeyInfo& info = Lola::stateKeys[key];
      writer.fixstr(info.name);
      writer.arrayHeader(info.count);
      for(std::size_t i = 0; i < info.count; ++i)
        if(key == Lola::Status)
          writer.positiveFixint(values.status[i]);
        else if(key == Lola::RobotConfigKey)
          writer.fixstr(values.robotConfig[i]);
        else
          writer.float32(values.floats(key)[i]);
    }
    return message;
  }

  std::string parseError(const std::vector<std::uint8_t>& message)
  {
    LolaStateLayout layout;
    std::string error;
    EXPECT_FALSE(layout.parse(message, error));
    EXPECT_FALSE(layout.isValid());
    return error;
  }

  void expectEqual(const LolaSensorValues& a, const LolaSensorValues& b)
  {
    EXPECT_EQ(a.stiffness, b.stiffness);
    EXPECT_EQ(a.position, b.position);
    EXPECT_EQ(a.temperature, b.temperature);
    EXPECT_EQ(a.current, b.current);
    EXPECT_EQ(a.battery, b.battery);
    EXPECT_EQ(a.accelerometer, b.accelerometer);
    EXPECT_EQ(a.gyroscope, b.gyroscope);
    EXPECT_EQ(a.angles, b.angles);
    EXPECT_EQ(a.sonar, b.sonar);
    EXPECT_EQ(a.fsr, b.fsr);
    EXPECT_EQ(a.status, b.status);
    EXPECT_EQ(a.touch, b.touch);
    EXPECT_EQ(a.robotConfig, b.robotConfig);
  }
}

TEST(LolaState, EncodesExactly896BytesInLolasKeyOrder)
{
  const std::vector<std::uint8_t> message = encode(sampleValues());
  ASSERT_EQ(message.size(), 896u);
  EXPECT_EQ(message[0], 0x8d); // fixmap, 13 entries
  // Every key's offset, computed by hand from the encoding rules (fixstr key, then the array).
  const std::vector<std::pair<std::size_t, std::string>> keys = {
    {1, "Stiffness"}, {139, "Position"}, {276, "Temperature"}, {416, "Current"}, {552, "Battery"},
    {581, "Accelerometer"}, {611, "Gyroscope"}, {637, "Angles"}, {655, "Sonar"}, {672, "FSR"},
    {717, "Status"}, {752, "Touch"}, {829, "RobotConfig"}};
  for(const auto& [offset, name] : keys)
  {
    EXPECT_EQ(message[offset], 0xa0 + name.size()) << name;
    EXPECT_EQ(std::string(message.begin() + static_cast<long>(offset) + 1, message.begin() + static_cast<long>(offset + 1 + name.size())), name);
  }
  // Array headers: array16 for 25 entries, fixarray otherwise.
  EXPECT_EQ((std::vector<std::uint8_t>(message.begin() + 11, message.begin() + 14)), (std::vector<std::uint8_t>{0xdc, 0x00, 0x19}));
  EXPECT_EQ(message[560], 0x94); // Battery
  EXPECT_EQ(message[644], 0x92); // Angles: 2 entries
  EXPECT_EQ(message[676], 0x98); // FSR
  EXPECT_EQ((std::vector<std::uint8_t>(message.begin() + 724, message.begin() + 727)), (std::vector<std::uint8_t>{0xdc, 0x00, 0x19}));
  EXPECT_EQ(message[758], 0x9e); // Touch: 14 entries
  EXPECT_EQ(message[841], 0x94); // RobotConfig
  // Stiffness[0] = -3.25f as big-endian float32, Status entries as positive fixints.
  EXPECT_EQ((std::vector<std::uint8_t>(message.begin() + 14, message.begin() + 19)), (std::vector<std::uint8_t>{0xca, 0xc0, 0x50, 0x00, 0x00}));
  EXPECT_EQ(message[727], 0);
  EXPECT_EQ(message[730], 3);
  // RobotConfig: fixstr of 20 and 5 characters up to the last byte.
  EXPECT_EQ(message[842], 0xb4);
  EXPECT_EQ(message[863], 0xa5);
  EXPECT_EQ(message[869], 0xb4);
  EXPECT_EQ(message[890], 0xa5);
  EXPECT_EQ(std::string(message.begin() + 891, message.end()), "6.0.0");
}

TEST(LolaState, DecodesWhatWasEncoded)
{
  const LolaSensorValues values = sampleValues();
  const std::vector<std::uint8_t> message = encode(values);
  LolaStateLayout layout;
  std::string error;
  ASSERT_TRUE(layout.parse(message, error)) << error;
  EXPECT_TRUE(error.empty());
  EXPECT_EQ(layout.offset(Lola::Stiffness, 0), 15u);
  EXPECT_EQ(layout.offset(Lola::Status, 3), 730u);
  EXPECT_EQ(layout.offset(Lola::RobotConfigKey, 0), 843u);
  LolaSensorValues decoded;
  layout.read(message, decoded);
  expectEqual(decoded, values);
  EXPECT_EQ(layout.readFloat(message, Lola::Accelerometer, 2), values.accelerometer[2]);
}

TEST(LolaState, AcceptsAnyKeyOrder)
{
  const LolaSensorValues values = sampleValues();
  std::vector<Lola::StateKey> order;
  for(int k = Lola::numOfStateKeys - 1; k >= 0; --k)
    order.push_back(static_cast<Lola::StateKey>(k));
  const std::vector<std::uint8_t> message = encodeInOrder(values, order);
  ASSERT_EQ(message.size(), 896u);
  LolaStateLayout layout;
  std::string error;
  ASSERT_TRUE(layout.parse(message, error)) << error;
  LolaSensorValues decoded;
  layout.read(message, decoded);
  expectEqual(decoded, values);
}

TEST(LolaState, ErrorsNameOffsetAndKey)
{
  const std::vector<std::uint8_t> good = encode(sampleValues());

  std::vector<std::uint8_t> message = good;
  message[730] = 0xca;
  EXPECT_EQ(parseError(message), "state message, offset 730 (key Status[3]): expected positive fixint, got 0xca");

  message = good;
  message[14 + 5 * 2] = 0xcb; // Stiffness[2] as float64
  EXPECT_EQ(parseError(message), "state message, offset 24 (key Stiffness[2]): expected float32, got 0xcb");

  message = good;
  message[0] = 0x93;
  EXPECT_EQ(parseError(message), "state message, offset 0: expected map (fixmap or map16), got 0x93");

  message = good;
  message[2] = 'X'; // "Xtiffness"
  EXPECT_EQ(parseError(message), "state message, offset 1: unknown key \"Xtiffness\"");

  message = good;
  message[842] = 0xca; // RobotConfig[0]'s header
  EXPECT_EQ(parseError(message), "state message, offset 842 (key RobotConfig[0]): expected fixstr, got 0xca");
}

TEST(LolaState, ErrorsForStructure)
{
  const LolaSensorValues values = sampleValues();
  std::vector<Lola::StateKey> all;
  for(std::size_t k = 0; k < Lola::numOfStateKeys; ++k)
    all.push_back(static_cast<Lola::StateKey>(k));

  // Truncated: reading stops where the data ends.
  const std::vector<std::uint8_t> good = encode(values);
  EXPECT_EQ(parseError(std::vector<std::uint8_t>(good.begin(), good.begin() + 500)),
            "state message, offset 497 (key Current[14]): expected float32, but the message ends after 500 bytes");

  // A key missing.
  std::vector<Lola::StateKey> order = all;
  order.pop_back();
  EXPECT_EQ(parseError(encodeInOrder(values, order)), "state message, offset 829: missing key RobotConfig");

  // A key twice.
  order = all;
  order[Lola::TouchKey] = Lola::Sonar;
  EXPECT_EQ(parseError(encodeInOrder(values, order)), "state message, offset 752 (key Sonar): the key appears twice");

  // Three angles instead of two.
  std::vector<std::uint8_t> message;
  MsgPackWriter writer(message);
  writer.mapHeader(1);
  writer.fixstr("Angles");
  writer.arrayHeader(3);
  EXPECT_EQ(parseError(message), "state message, offset 8 (key Angles): expected 2 entries, got 3");

  // 20-character ids are needed for 896 bytes.
  LolaSensorValues shortId = values;
  shortId.robotConfig[Lola::BodyId] = "P0000073A07S9470001";
  EXPECT_EQ(parseError(encode(shortId)), "state message, offset 895: the map ends here, but a state message has 896 bytes");

  // Nothing at all.
  EXPECT_EQ(parseError({}), "state message, offset 0: expected map (fixmap or map16), but the message ends after 0 bytes");
}

TEST(LolaState, ParsesTheFirstMessageAndReadsLaterOnesInPlace)
{
  LolaSensorValues values = sampleValues();
  LolaStateReader reader;
  LolaSensorValues decoded;
  ASSERT_EQ(reader.read(encode(values), decoded), LolaStateReader::Result::parsed);
  expectEqual(decoded, values);

  // Other values, same layout: read in place.
  values.position[Lola::LKneePitch] = 2.f;
  values.touch[Lola::ChestBoardButton] = 1.f;
  values.status[5] = 3;
  ASSERT_EQ(reader.read(encode(values), decoded), LolaStateReader::Result::inPlace);
  expectEqual(decoded, values);

  // The values are read where the first message had them, without parsing: a message whose key
  // names are garbled but whose marker bytes are where they were is still read in place.
  std::vector<std::uint8_t> garbled = encode(values);
  garbled[3] = 'X'; // inside "Stiffness", not a marker byte
  EXPECT_EQ(reader.read(garbled, decoded), LolaStateReader::Result::inPlace);
  EXPECT_EQ(reader.getReparses(), 0u);

  // Another key order: the layout changed, the message is parsed again and reported.
  std::vector<Lola::StateKey> order;
  for(int k = Lola::numOfStateKeys - 1; k >= 0; --k)
    order.push_back(static_cast<Lola::StateKey>(k));
  values.position[Lola::HeadYaw] = 0.5f;
  ASSERT_EQ(reader.read(encodeInOrder(values, order), decoded), LolaStateReader::Result::reparsed);
  EXPECT_EQ(reader.getReparses(), 1u);
  EXPECT_FALSE(reader.error().empty());
  expectEqual(decoded, values);

  // A malformed message leaves the values and the layout alone.
  std::vector<std::uint8_t> bad = encodeInOrder(values, order);
  bad[0] = 0xc0;
  const LolaSensorValues before = decoded;
  EXPECT_EQ(reader.read(bad, decoded), LolaStateReader::Result::malformed);
  EXPECT_EQ(reader.error(), "state message, offset 0: expected map (fixmap or map16), got 0xc0");
  EXPECT_EQ(reader.getMalformed(), 1u);
  expectEqual(decoded, before);
  EXPECT_EQ(reader.read(encodeInOrder(values, order), decoded), LolaStateReader::Result::inPlace);
}

TEST(LolaState, LayoutRejectsMessagesThatDoNotMatch)
{
  const std::vector<std::uint8_t> good = encode(sampleValues());
  LolaStateLayout layout;
  std::string error;
  ASSERT_TRUE(layout.parse(good, error));
  EXPECT_TRUE(layout.matches(good));
  EXPECT_FALSE(layout.matches(std::vector<std::uint8_t>(good.begin(), good.end() - 1)));
  std::vector<std::uint8_t> message = good;
  message[727] = 0x80; // a status that is no positive fixint
  EXPECT_FALSE(layout.matches(message));
  message = good;
  message[19] = 0xcb; // Stiffness[1]'s type byte
  EXPECT_FALSE(layout.matches(message));
  message = good;
  message[11] = 0x9f; // Stiffness's array header
  EXPECT_FALSE(layout.matches(message));
}
