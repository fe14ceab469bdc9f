/**
 * @file CameraServerTest.cpp
 * The camera protocol of the Webots LoLA controller: the 16-byte header byte by byte, what is
 * refused, images cut into pieces of any size, and the client against a TCP server on
 * 127.0.0.1 (images, a server that goes away, one that sends garbage). LoLA over TCP.
 */
#include "LolaTestServer.h"
#include "Platform/Time.h"
#include "Platform/Nao/CameraServerClient.h"
#include "Platform/Nao/CameraServerReader.h"
#include "Platform/Nao/LolaClient.h"
#include "Platform/Nao/LolaStateWriter.h"
#include "TestSupport.h"
#include <numeric>

namespace
{
  /** A header and the pixels of a width x height image whose bytes count up from seed. */
  std::vector<std::uint8_t> image(unsigned width, unsigned height, std::uint8_t camera, std::uint16_t tick, unsigned seed = 0)
  {
    std::vector<std::uint8_t> bytes(CameraServer::headerSize + width * height * 2);
    CameraServer::Header header;
    header.tick = tick;
    header.camera = camera;
    header.width = static_cast<std::uint16_t>(width);
    header.height = static_cast<std::uint16_t>(height);
    CameraServer::write(header, bytes.data());
    for(std::size_t i = CameraServer::headerSize; i < bytes.size(); ++i)
      bytes[i] = static_cast<std::uint8_t>(i - CameraServer::headerSize + seed);
    return bytes;
  }

  std::string parse(std::vector<std::uint8_t> bytes)
  {
    CameraServer::Header header;
    return CameraServer::parse(bytes.data(), header);
  }
}

TEST(CameraServer, HeaderBytes)
{
  const std::vector<std::uint8_t> bytes = image(640, 480, 1, 0x1234);
  EXPECT_EQ(TestSupport::hex(std::string(bytes.begin(), bytes.begin() + 16)), "77 62 69 6D 61 67 65 00 34 12 01 02 80 02 E0 01");
  CameraServer::Header header;
  EXPECT_EQ(CameraServer::parse(bytes.data(), header), "");
  EXPECT_EQ(header.tick, 0x1234);
  EXPECT_EQ(header.camera, 1);
  EXPECT_EQ(header.bytesPerPixel, 2);
  EXPECT_EQ(header.width, 640);
  EXPECT_EQ(header.height, 480);
  EXPECT_EQ(header.imageSize(), 640u * 480u * 2u);
}

TEST(CameraServer, HeaderChecks)
{
  std::vector<std::uint8_t> bytes = image(4, 2, 0, 0);
  bytes[7] = '!';
  EXPECT_EQ(parse(bytes), "image header: starts with \"wbimage!\" instead of \"wbimage\\x00\"");
  bytes = image(4, 2, 0, 0);
  bytes[0] = 0xff;
  EXPECT_EQ(parse(bytes), "image header: starts with \"\\xffbimage\\x00\" instead of \"wbimage\\x00\"");
  bytes = image(4, 2, 0, 0);
  bytes[11] = 3;
  EXPECT_EQ(parse(bytes), "image header: 3 bytes per pixel (the protocol has 2)");
  bytes[11] = 2;
  bytes[10] = 2;
  EXPECT_EQ(parse(bytes), "image header: camera 2 (0 upper, 1 lower)");
  EXPECT_EQ(parse(image(3, 2, 0, 0)), "image header: 3 x 2 pixels (the width must be even, both 1..4096)");
  EXPECT_EQ(parse(image(0, 2, 0, 0)), "image header: 0 x 2 pixels (the width must be even, both 1..4096)");
  EXPECT_EQ(parse(image(4098, 1, 0, 0)).substr(0, 26), "image header: 4098 x 1 pix");
  EXPECT_EQ(parse(image(4, 0, 0, 0)), "image header: 4 x 0 pixels (the width must be even, both 1..4096)");
  EXPECT_EQ(parse(image(2, 1, 0, 0)), "");
}

TEST(CameraServer, ReaderTakesImagesInPiecesOfAnySize)
{
  // Three images, the third of another size, delivered in pieces of 1, 7, 16, 1000 bytes.
  std::vector<std::uint8_t> stream = image(8, 4, 0, 1, 0);
  for(const auto& next : {image(8, 4, 0, 2, 100), image(4, 2, 0, 5, 50)})
    stream.insert(stream.end(), next.begin(), next.end());
  for(std::size_t piece : {1u, 7u, 16u, 1000u})
  {
    CameraServerReader reader(0);
    CameraImage received;
    std::vector<std::uint16_t> ticks;
    std::vector<std::uint8_t> firstBytes;
    std::size_t offset = 0;
    while(offset < stream.size())
    {
      const std::span<std::uint8_t> target = reader.next(received);
      ASSERT_FALSE(target.empty());
      const std::size_t count = std::min({piece, target.size(), stream.size() - offset});
      std::copy_n(stream.begin() + static_cast<long>(offset), count, target.begin());
      offset += count;
      const CameraServerReader::Status status = reader.received(count, received);
      ASSERT_NE(status, CameraServerReader::Status::malformed) << reader.error();
      if(status == CameraServerReader::Status::image)
      {
        ticks.push_back(reader.header().tick);
        firstBytes.push_back(received.data()->y0);
        EXPECT_EQ(received.getImageWidth(), reader.header().width);
        EXPECT_EQ(received.height, reader.header().height);
      }
    }
    EXPECT_EQ(ticks, (std::vector<std::uint16_t>{1, 2, 5})) << piece;
    EXPECT_EQ(firstBytes, (std::vector<std::uint8_t>{0, 100, 50})) << piece;
    EXPECT_EQ(received.width, 2u);
    EXPECT_EQ(received.getY(1, 1), static_cast<std::uint8_t>(50 + 10)); // row 1 starts at byte 8, Y1 at +2
  }
}

TEST(CameraServer, ReaderRefusesTheOtherCameraAndGarbage)
{
  CameraImage received;
  CameraServerReader reader(0);
  const std::vector<std::uint8_t> lower = image(4, 2, 1, 0);
  std::span<std::uint8_t> target = reader.next(received);
  std::copy_n(lower.begin(), target.size(), target.begin());
  EXPECT_EQ(reader.received(target.size(), received), CameraServerReader::Status::malformed);
  EXPECT_EQ(reader.error(), "image header: camera 1 on the server of camera 0");
  EXPECT_TRUE(reader.next(received).empty());
  EXPECT_EQ(received.size(), 0u); // nothing was sized by the refused header
  reader.reset();
  target = reader.next(received);
  ASSERT_EQ(target.size(), 16u);
  std::fill(target.begin(), target.end(), 'x');
  EXPECT_EQ(reader.received(16, received), CameraServerReader::Status::malformed);
  EXPECT_EQ(reader.error(), "image header: starts with \"xxxxxxxx\" instead of \"wbimage\\x00\"");
}

TEST(CameraServer, ParsesHostAndPort)
{
  std::string host;
  std::uint16_t port = 0;
  EXPECT_EQ(CameraServerClient::parse("127.0.0.1", host, port), "");
  EXPECT_EQ(host, "127.0.0.1");
  EXPECT_EQ(port, 10001);
  EXPECT_EQ(CameraServerClient::parse("localhost:20001", host, port), "");
  EXPECT_EQ(host, "localhost");
  EXPECT_EQ(port, 20001);
  EXPECT_EQ(CameraServerClient::parse("host:65535", host, port),
            "'host:65535' is not HOST[:PORT] with a port of 1..65534 (the lower camera's server is at PORT + 1)");
  EXPECT_NE(CameraServerClient::parse("host:", host, port), "");
  EXPECT_NE(CameraServerClient::parse("host:x1", host, port), "");
  EXPECT_EQ(CameraServerClient::parse(":10001", host, port), "':10001' names no host");
  EXPECT_EQ(CameraServerClient("localhost", 20001, 1).name(), "camera server localhost:20002");
}

TEST(CameraServer, ClientReceivesImagesAndNoticesTheServerGoing)
{
  auto server = std::make_unique<LolaTestServer>(true);
  const std::uint16_t port = server->port();
  CameraServerClient client("127.0.0.1", port, 0);
  std::string error;
  ASSERT_TRUE(client.open({}, error)) << error;
  ASSERT_TRUE(server->accept());
  CameraImage received;
  EXPECT_EQ(client.read(received, std::chrono::milliseconds(20), error), CameraDevice::Result::timeout);

  const std::vector<std::uint8_t> first = image(64, 48, 0, 77, 3);
  server->send(std::vector<std::uint8_t>(first.begin(), first.begin() + 1000));
  EXPECT_EQ(client.read(received, std::chrono::milliseconds(50), error), CameraDevice::Result::timeout);
  server->send(std::vector<std::uint8_t>(first.begin() + 1000, first.end()));
  const unsigned before = Time::getCurrentSystemTime();
  ASSERT_EQ(client.read(received, std::chrono::milliseconds(2000), error), CameraDevice::Result::image) << error;
  EXPECT_EQ(client.tick(), 77);
  EXPECT_EQ(received.getImageWidth(), 64u);
  EXPECT_EQ(received.height, 48u);
  EXPECT_TRUE(std::equal(first.begin() + 16, first.end(), reinterpret_cast<const std::uint8_t*>(received.data())));
  EXPECT_GE(received.timestamp, before);

  // The server goes away; a new one on the same port takes the client after it opened again.
  server.reset();
  EXPECT_EQ(client.read(received, std::chrono::milliseconds(2000), error), CameraDevice::Result::failed);
  EXPECT_EQ(error, "camera server 127.0.0.1:" + std::to_string(port) + " closed the connection");
  client.close();
  EXPECT_FALSE(client.open({}, error));
  EXPECT_NE(error.find("camera server 127.0.0.1:" + std::to_string(port) + ": cannot connect"), std::string::npos) << error;
  server = std::make_unique<LolaTestServer>(true, port);
  ASSERT_TRUE(client.open({}, error)) << error;
  ASSERT_TRUE(server->accept());
  server->send(image(64, 48, 0, 78));
  ASSERT_EQ(client.read(received, std::chrono::milliseconds(2000), error), CameraDevice::Result::image) << error;
  EXPECT_EQ(client.tick(), 78);

  // Garbage makes the stream unusable.
  server->send(std::vector<std::uint8_t>(16, 'x'));
  EXPECT_EQ(client.read(received, std::chrono::milliseconds(2000), error), CameraDevice::Result::failed);
  EXPECT_EQ(error, "camera server 127.0.0.1:" + std::to_string(port) +
                     ": image header: starts with \"xxxxxxxx\" instead of \"wbimage\\x00\"");
}

TEST(CameraServer, LowerCameraIsAtTheNextPort)
{
  LolaTestServer server(true);
  CameraServerClient client("127.0.0.1", static_cast<std::uint16_t>(server.port() - 1), 1);
  std::string error;
  ASSERT_TRUE(client.open({}, error)) << error;
  ASSERT_TRUE(server.accept());
  server.send(image(8, 2, 1, 9));
  CameraImage received;
  ASSERT_EQ(client.read(received, std::chrono::milliseconds(2000), error), CameraDevice::Result::image) << error;
  EXPECT_EQ(client.tick(), 9);
}

TEST(LolaClient, TalksLolaOverTcp)
{
  LolaTestServer server(true);
  LolaClient client(server.path);
  ASSERT_TRUE(client.connect(10, std::chrono::milliseconds(10))) << client.error();
  ASSERT_TRUE(server.accept());
  LolaSensorValues values;
  values.robotConfig = {"P0000073A07S94700012", "6.0.0", "P0000074A05S93M00061", "6.0.0"};
  std::vector<std::uint8_t> message;
  LolaStateWriter::write(values, message);
  server.send(message);
  ASSERT_EQ(client.receive(std::chrono::milliseconds(2000)), LolaClient::Result::message) << client.error();
  EXPECT_TRUE(std::equal(message.begin(), message.end(), client.message().begin()));
  const std::vector<std::uint8_t> command = {0x80};
  ASSERT_TRUE(client.send(command));
  EXPECT_EQ(server.receive(1), command);
}

TEST(StreamSocket, RefusesBadTcpAddresses)
{
  std::string host, error;
  std::uint16_t port = 0;
  EXPECT_FALSE(StreamSocket::splitTcp("/tmp/robocup", host, port, error));
  EXPECT_EQ(error, "");
  EXPECT_TRUE(StreamSocket::splitTcp("tcp:127.0.0.1:10000", host, port, error));
  EXPECT_EQ(host, "127.0.0.1");
  EXPECT_EQ(port, 10000);
  for(const char* bad : {"tcp:", "tcp:host", "tcp::10000", "tcp:host:0", "tcp:host:70000", "tcp:host:1x"})
  {
    EXPECT_FALSE(StreamSocket::splitTcp(bad, host, port, error)) << bad;
    EXPECT_EQ(error, "\"" + std::string(bad) + "\" is not tcp:HOST:PORT with a port of 1..65535");
  }
  StreamSocket socket;
  EXPECT_FALSE(socket.connect("tcp:host:0", error));
  EXPECT_EQ(error, "\"tcp:host:0\" is not tcp:HOST:PORT with a port of 1..65535");
}
