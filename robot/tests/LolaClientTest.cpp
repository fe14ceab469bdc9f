/**
 * @file LolaClientTest.cpp
 * The robot's LoLA client on a real Unix socket: exact 896-byte messages from a stream that
 * delivers them in pieces, timeouts that let a thread stop, LoLA closing the connection.
 */
#include "LolaTestServer.h"
#include "Platform/Nao/LolaClient.h"
#include "Platform/Nao/LolaCommandTemplate.h"
#include "Platform/Nao/LolaStateWriter.h"
#include <chrono>
#include <thread>

namespace
{
  std::vector<std::uint8_t> stateWithBodyId(const std::string& bodyId)
  {
    LolaSensorValues values;
    values.robotConfig = {bodyId, "6.0.0", "P0000074A05S93M00061", "6.0.0"};
    std::vector<std::uint8_t> message;
    LolaStateWriter::write(values, message);
    return message;
  }
}

TEST(LolaClient, ConnectFailsWithAReason)
{
  LolaClient client("/tmp/touchline-no-such-lola.sock");
  EXPECT_FALSE(client.connect(2, std::chrono::milliseconds(1)));
  EXPECT_NE(client.error().find("cannot connect to /tmp/touchline-no-such-lola.sock"), std::string::npos) << client.error();
  EXPECT_FALSE(client.isConnected());
}

TEST(LolaClient, UsesTheProgramsPathByDefault)
{
  const std::string before = LolaClient::getDefaultPath();
  EXPECT_EQ(LolaClient().getPath(), before);
  LolaClient::setDefaultPath("/tmp/other-lola");
  EXPECT_EQ(LolaClient().getPath(), "/tmp/other-lola");
  LolaClient::setDefaultPath("");
  EXPECT_EQ(LolaClient::getDefaultPath(), "/tmp/robocup");
  LolaClient::setDefaultPath(before);
}

TEST(LolaClient, ReceivesWholeMessagesFromPieces)
{
  LolaTestServer server;
  LolaClient client(server.path);
  ASSERT_TRUE(client.connect(10, std::chrono::milliseconds(10))) << client.error();
  ASSERT_TRUE(server.accept());

  // Two messages, cut at arbitrary places; the first piece arrives, then a timeout, then the rest.
  std::vector<std::uint8_t> stream = stateWithBodyId("P0000073A07S94700012");
  const std::vector<std::uint8_t> second = stateWithBodyId("P0000073A07S94700099");
  stream.insert(stream.end(), second.begin(), second.end());
  server.send(std::vector<std::uint8_t>(stream.begin(), stream.begin() + 300));
  EXPECT_EQ(client.receive(std::chrono::milliseconds(50)), LolaClient::Result::timeout);
  server.send(std::vector<std::uint8_t>(stream.begin() + 300, stream.begin() + 1000));
  ASSERT_EQ(client.receive(std::chrono::milliseconds(2000)), LolaClient::Result::message);
  ASSERT_EQ(client.message().size(), 896u);
  EXPECT_TRUE(std::equal(client.message().begin(), client.message().end(), stream.begin()));
  server.send(std::vector<std::uint8_t>(stream.begin() + 1000, stream.end()));
  ASSERT_EQ(client.receive(std::chrono::milliseconds(2000)), LolaClient::Result::message);
  EXPECT_TRUE(std::equal(client.message().begin(), client.message().end(), second.begin()));

  // A command goes out unchanged.
  LolaCommandTemplate command;
  command.set(Lola::Chest, 2, 1.f);
  ASSERT_TRUE(client.send(command.data()));
  const std::vector<std::uint8_t> received = server.receive(777);
  EXPECT_TRUE(std::equal(received.begin(), received.end(), command.data().begin(), command.data().end()));
}

TEST(LolaClient, TimeoutLetsTheThreadStop)
{
  LolaTestServer server;
  LolaClient client(server.path);
  ASSERT_TRUE(client.connect());
  ASSERT_TRUE(server.accept());
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(client.receive(std::chrono::milliseconds(100)), LolaClient::Result::timeout);
  const auto elapsed = std::chrono::steady_clock::now() - start;
  EXPECT_GE(elapsed, std::chrono::milliseconds(90));
  EXPECT_LT(elapsed, std::chrono::seconds(2));
}

TEST(LolaClient, ReportsThatLolaClosedTheConnection)
{
  LolaTestServer server;
  LolaClient client(server.path);
  ASSERT_TRUE(client.connect());
  ASSERT_TRUE(server.accept());
  server.send(std::vector<std::uint8_t>(100, 0x80));
  server.closeClient();
  EXPECT_EQ(client.receive(std::chrono::milliseconds(2000)), LolaClient::Result::closed);
  EXPECT_EQ(client.error(), "LoLA closed the connection");
  EXPECT_FALSE(client.isConnected());
  EXPECT_FALSE(client.send(LolaCommandTemplate().data()));
}
