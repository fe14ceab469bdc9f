/**
 * @file DrawingTestSupport.h
 * Helpers of the tests of the field, image and scene views: a robot that is not connected but
 * whose state is fed with the messages a robot's thread sends (version info, drawing tables,
 * frames with shapes and images), as RobotConnection::pump() would hand them over, so that a view
 * can be checked at pixel level against exactly known drawings and images.
 */
#pragma once

#include "Console/RobotConnection.h"
#include "Debugging/DebugDrawings.h"
#include "Debugging/DebugDrawings3D.h"
#include "Debugging/DebugLink.h"
#include "ImageProcessing/DebugImage.h"
#include "Network/FrameHeader.h"
#include "Streaming/OutStreams.h"
#include <string>
#include <utility>
#include <vector>

namespace DrawingTest
{
  /** A robot with the threads Cognition (1) and Motion (2), fed by the test. */
  class FakeRobot
  {
  public:
    FakeRobot()
    {
      VersionInfo info;
      info.headName = "Fake";
      info.threads = {"Cognition", "Motion"};
      for(unsigned id = 0; id < numOfMessageIDs; ++id)
        info.messageIDs.push_back(MessageIDs::getName(static_cast<MessageID>(id)));
      OutBinaryMemory out;
      out << info;
      robot.handle(0, LinkControl::versionInfo, std::string(out.data(), out.size()));
      robot.setName("Fake");
    }

    void send(unsigned component, MessageID id, const std::string& payload = "") { robot.handle(component, id, payload); }

    /** Sends a thread's table: types, then drawings (type index, name). */
    void table(unsigned component, bool threeD, const std::vector<std::string>& types, const std::vector<std::pair<int, std::string>>& drawings)
    {
      OutBinaryMemory out;
      out << static_cast<int>(types.size());
      for(std::size_t i = 0; i < types.size(); ++i)
        out << static_cast<unsigned char>(i) << types[i];
      out << static_cast<int>(drawings.size());
      for(std::size_t i = 0; i < drawings.size(); ++i)
        out << static_cast<unsigned char>(i) << static_cast<unsigned char>(drawings[i].first) << drawings[i].second;
      send(component, threeD ? idDrawingManager3D : idDrawingManager, std::string(out.data(), out.size()));
    }

    /** A shape message: type, drawing id, the payload written by one of the macros' writers. */
    template<typename Type, typename... Parameters, typename... Arguments>
    static std::string shape(Type type, unsigned char drawing, void (*writer)(Out&, Parameters...), Arguments&&... arguments)
    {
      OutBinaryMemory out;
      out << static_cast<unsigned char>(type) << drawing;
      writer(out, std::forward<Arguments>(arguments)...);
      return std::string(out.data(), out.size());
    }

    /** A debug image message. */
    static std::string image(const std::string& id, PixelTypes::PixelType type, unsigned width, unsigned height, const std::string& pixels)
    {
      OutBinaryMemory out;
      out << id << static_cast<unsigned char>(type) << static_cast<unsigned short>(width) << static_cast<unsigned short>(height);
      out.write(pixels.data(), pixels.size());
      return std::string(out.data(), out.size());
    }

    /** Sends one frame of a thread with these messages (id, payload). */
    void frame(unsigned component, const std::vector<std::pair<MessageID, std::string>>& messages)
    {
      send(component, idFrameBegin);
      for(const auto& [id, payload] : messages)
        send(component, id, payload);
      send(component, idFrameFinished);
    }

    RobotConnection robot;
  };
}
