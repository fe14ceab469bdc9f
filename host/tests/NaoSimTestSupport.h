/**
 * @file NaoSimTestSupport.h
 * For the end-to-end tests of touchline-naosim and touchline: a process with pipes to its
 * standard input, output and error; naosim's "state" line as key=value fields; and a minimal
 * LoLA client written from the protocol description (docs/formats/lola.md), independent of the
 * robot's codec.
 */
#pragma once
#include "Process.h"

#include <gtest/gtest.h>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <poll.h>
#include <spawn.h>
#include <sstream>
#include <string>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <utility>
#include <vector>

extern char** environ;

namespace NaoSimTest
{
  using namespace std::chrono_literals;

  /** A unique socket path for a test. */
  inline std::string socketPath(const std::string& name)
  {
    return "/tmp/tl-" + std::to_string(::getpid()) + "-" + name + ".sock";
  }

  /** The running test's name. */
  inline std::string testName()
  {
    return ::testing::UnitTest::GetInstance()->current_test_info()->name();
  }

  /** A new, empty directory for the running test: <temp>/<prefix>-<pid>-<test name>. */
  inline std::filesystem::path freshDirectory(const std::string& prefix)
  {
    const std::filesystem::path directory = std::filesystem::temp_directory_path() / (prefix + "-" + std::to_string(::getpid()) + "-" + testName());
    std::filesystem::remove_all(directory);
    std::filesystem::create_directories(directory);
    return directory;
  }

  using TestProcess::Process;

  /** The key=value fields of naosim's "state" line for a body (empty if none came). */
  inline std::map<std::string, std::string> state(Process& naosim, int body = 0)
  {
    const std::size_t from = naosim.out.size();
    const std::string prefix = "body=" + std::to_string(body) + " ";
    naosim.write("state\n");
    std::map<std::string, std::string> fields;
    naosim.waitFor(
      [&] {
        const std::size_t start = naosim.out.find(prefix, from);
        const std::size_t end = start == std::string::npos ? start : naosim.out.find('\n', start);
        if(end == std::string::npos)
          return false;
        std::istringstream line(naosim.out.substr(start, end - start));
        for(std::string field; line >> field;)
          if(const std::size_t equals = field.find('='); equals != std::string::npos)
            fields[field.substr(0, equals)] = field.substr(equals + 1);
        return true;
      },
      5s);
    return fields;
  }

  /** Polls naosim's state until the condition holds for its fields. */
  inline bool waitForState(Process& naosim, const std::function<bool(std::map<std::string, std::string>&)>& condition,
                           std::chrono::milliseconds timeout, int body = 0)
  {
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for(;;)
    {
      std::map<std::string, std::string> fields = state(naosim, body);
      if(condition(fields))
        return true;
      if(std::chrono::steady_clock::now() > deadline)
        return false;
      std::this_thread::sleep_for(50ms);
    }
  }

  /** A LoLA state message, parsed generically: float arrays, Status, RobotConfig. */
  struct StateMessage
  {
    std::map<std::string, std::vector<float>> floats;
    std::vector<int> status;
    std::vector<std::string> robotConfig;

    /** Parses a message; returns "" or what is wrong. */
    std::string parse(const std::vector<std::uint8_t>& m)
    {
      std::size_t p = 0;
      auto byte = [&]() -> int { return p < m.size() ? m[p++] : -1; };
      const int map = byte();
      if(map < 0x80 || map > 0x8f)
        return "no fixmap at 0";
      for(int entry = 0; entry < (map & 15); ++entry)
      {
        const int k = byte();
        if(k < 0xa0 || k > 0xbf || p + (k & 31) > m.size())
          return "no key at " + std::to_string(p - 1);
        const std::string key(m.begin() + static_cast<long>(p), m.begin() + static_cast<long>(p) + (k & 31));
        p += static_cast<std::size_t>(k & 31);
        int count = byte();
        if(count == 0xdc)
        {
          count = byte() << 8;
          count |= byte();
        }
        else if(count >= 0x90 && count <= 0x9f)
          count &= 15;
        else
          return "no array at " + std::to_string(p - 1);
        for(int i = 0; i < count; ++i)
        {
          const int type = byte();
          if(type == 0xca && p + 4 <= m.size())
          {
            const std::uint32_t bits = std::uint32_t(m[p]) << 24 | std::uint32_t(m[p + 1]) << 16 | std::uint32_t(m[p + 2]) << 8 | m[p + 3];
            float value;
            std::memcpy(&value, &bits, 4);
            floats[key].push_back(value);
            p += 4;
          }
          else if(type >= 0 && type <= 0x7f)
            status.push_back(type);
          else if(type >= 0xa0 && type <= 0xbf && p + (type & 31) <= m.size())
          {
            robotConfig.emplace_back(m.begin() + static_cast<long>(p), m.begin() + static_cast<long>(p) + (type & 31));
            p += static_cast<std::size_t>(type & 31);
          }
          else
            return "unexpected byte at " + std::to_string(p - 1);
        }
      }
      return p == m.size() ? "" : "the map ends at " + std::to_string(p);
    }
  };

  /** A command message: fixmap, fixstr keys, arrays of float32 (Sonar: bools). */
  inline std::vector<std::uint8_t> command(const std::vector<std::pair<std::string, std::vector<float>>>& keys)
  {
    std::vector<std::uint8_t> m{static_cast<std::uint8_t>(0x80 | keys.size())};
    for(const auto& [key, values] : keys)
    {
      m.push_back(static_cast<std::uint8_t>(0xa0 | key.size()));
      m.insert(m.end(), key.begin(), key.end());
      if(values.size() < 16)
        m.push_back(static_cast<std::uint8_t>(0x90 | values.size()));
      else
        m.insert(m.end(), {0xdc, 0, static_cast<std::uint8_t>(values.size())});
      for(float value : values)
        if(key == "Sonar")
          m.push_back(value != 0.f ? 0xc3 : 0xc2);
        else
        {
          std::uint32_t bits;
          std::memcpy(&bits, &value, 4);
          m.insert(m.end(), {0xca, static_cast<std::uint8_t>(bits >> 24), static_cast<std::uint8_t>(bits >> 16),
                             static_cast<std::uint8_t>(bits >> 8), static_cast<std::uint8_t>(bits)});
        }
    }
    return m;
  }

  /** A client connection to a simulated LoLA. */
  class LolaConnection
  {
  public:
    ~LolaConnection() { close(); }

    /** Connects, retrying until the timeout. */
    bool connect(const std::string& path, std::chrono::milliseconds timeout = 10s)
    {
      const auto deadline = std::chrono::steady_clock::now() + timeout;
      sockaddr_un address{};
      address.sun_family = AF_UNIX;
      std::strncpy(address.sun_path, path.c_str(), sizeof(address.sun_path) - 1);
      while(std::chrono::steady_clock::now() < deadline)
      {
        fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if(::connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof(address)) == 0)
          return true;
        close();
        std::this_thread::sleep_for(20ms);
      }
      return false;
    }

    void close()
    {
      if(fd >= 0)
        ::close(fd);
      fd = -1;
    }

    /** Reads exactly 896 bytes; empty if they did not come within the timeout or LoLA closed. */
    std::vector<std::uint8_t> readState(std::chrono::milliseconds timeout = 5s)
    {
      std::vector<std::uint8_t> message(896);
      std::size_t received = 0;
      const auto deadline = std::chrono::steady_clock::now() + timeout;
      while(received < message.size())
      {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
        pollfd request{fd, POLLIN, 0};
        if(left.count() <= 0 || ::poll(&request, 1, static_cast<int>(left.count())) != 1)
          return {};
        const ssize_t n = ::recv(fd, message.data() + received, message.size() - received, 0);
        if(n <= 0)
          return {};
        received += static_cast<std::size_t>(n);
      }
      return message;
    }

    /** Reads a state message and parses it (test failure if that does not work). */
    StateMessage readParsedState()
    {
      StateMessage state;
      const std::vector<std::uint8_t> message = readState();
      EXPECT_EQ(message.size(), 896u);
      EXPECT_EQ(state.parse(message), "");
      return state;
    }

    bool send(const std::vector<std::uint8_t>& data) { return ::send(fd, data.data(), data.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(data.size()); }

    int fd = -1;
  };

  /** The standing pose in LoLA's order (rad). */
  inline std::vector<float> standingPose()
  {
    constexpr float deg = 3.14159265f / 180.f;
    return {0.f, 0.f, 90 * deg, 10 * deg, -90 * deg, -3 * deg, 0.f, 0.f, 0.f, -25 * deg, 50 * deg, -25 * deg, 0.f,
            0.f, -25 * deg, 50 * deg, -25 * deg, 0.f, 90 * deg, -10 * deg, 90 * deg, 3 * deg, 0.f, 0.f, 0.f};
  }

  /**
   * A program that keeps a simulated robot standing: it answers every state message with the
   * standing pose and full stiffness (and the head's angles given), until it is destroyed.
   */
  class StandingProgram
  {
  public:
    explicit StandingProgram(const std::string& socket, float headYaw = 0.f, float headPitch = 0.f)
    {
      if(!lola.connect(socket))
        return;
      thread = std::thread([this, headYaw, headPitch] {
        std::vector<float> pose = standingPose();
        pose[0] = headYaw;
        pose[1] = headPitch;
        const std::vector<std::uint8_t> message = command({{"Position", pose}, {"Stiffness", std::vector<float>(25, 1.f)}});
        while(!stopping)
        {
          if(lola.readState(200ms).size() != 896)
            continue;
          ++cycles;
          lola.send(message);
        }
      });
    }
    ~StandingProgram()
    {
      stopping = true;
      if(thread.joinable())
        thread.join();
    }
    /** Waits until it has answered n state messages. */
    bool answered(int n, std::chrono::milliseconds timeout = 10s)
    {
      const auto deadline = std::chrono::steady_clock::now() + timeout;
      while(cycles < n && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(5ms);
      return cycles >= n;
    }

  private:
    LolaConnection lola;
    std::thread thread;
    std::atomic<bool> stopping{false};
    std::atomic<int> cycles{0};
  };
}
