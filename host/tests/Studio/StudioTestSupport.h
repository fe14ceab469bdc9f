/**
 * @file StudioTestSupport.h
 * Helpers of the studio tests: the test robot as a process, waiting while the Qt event loop
 * runs, the pixels of a grabbed widget.
 */
#pragma once

#include "Console/RobotConnection.h"
#include "Platform/File.h"
#include "Process.h"
#include "Studio/ConsoleWidget.h"
#include "Studio/MainWindow.h"
#include "Studio/SceneTree.h"
#include <QCoreApplication>
#include <QImage>
#include <QTest>
#include <chrono>
#include <functional>
#include <memory>
#include <string>

namespace StudioTest
{
  /** Runs the event loop until the condition holds or the timeout passes; returns the condition. */
  inline bool eventually(const std::function<bool()>& condition, std::chrono::milliseconds timeout = std::chrono::seconds(20))
  {
    const auto end = std::chrono::steady_clock::now() + timeout;
    while(!condition())
    {
      if(std::chrono::steady_clock::now() > end)
        return condition();
      QTest::qWait(10);
    }
    return true;
  }

  /** The test robot (touchline-testrobot) on a free port of loopback. */
  class TestRobot
  {
  public:
    explicit TestRobot(const std::string& port = "0", const std::string& name = "TestRobot")
    {
      process = std::make_unique<TestProcess::Process>(std::vector<std::string>{
        TOUCHLINE_TESTROBOT_PATH, "--config", TOUCHLINE_TESTROBOT_CONFIG, "--port", port, "--no-beacon", "--name", name});
      const std::optional<std::string> line = process->waitForLine("debug port ", std::chrono::seconds(20));
      if(line)
        address = "127.0.0.1:" + line->substr(11);
    }
    std::string address; ///< "127.0.0.1:<port>", empty if it did not start.
    std::unique_ptr<TestProcess::Process> process;
  };

  /** While it exists, the configuration is the repository's Config/ (that of replay robots); the one before comes back. */
  class RepositoryConfig
  {
  public:
    RepositoryConfig() { File::setConfigDirectory(std::string(TOUCHLINE_CONFIG_DIR) + "/"); }
    ~RepositoryConfig() { File::setConfigDirectory(before); }
    RepositoryConfig(const RepositoryConfig&) = delete;
    RepositoryConfig& operator=(const RepositoryConfig&) = delete;

  private:
    std::string before = File::getConfigDirectory();
  };

  /** Whether the console view printed a line containing text. */
  inline bool printed(MainWindow& window, const QString& text)
  {
    return window.console().text().contains(text);
  }

  /** Connects the window to a robot (sc) and waits until it is connected and its views are listed. */
  inline bool connected(MainWindow& window, const std::string& address, const QString& name)
  {
    window.command("sc " + QString::fromStdString(address));
    return eventually([&] { return printed(window, "connected to " + name); }) &&
           eventually([&] { return window.sceneTree().item(name + ".timing.Cognition") != nullptr; });
  }

  /** Whether a pixel is this colour within a tolerance (the sum of the channels' differences). */
  inline bool near(const QColor& pixel, const QColor& color, int tolerance = 40)
  {
    return std::abs(pixel.red() - color.red()) + std::abs(pixel.green() - color.green()) + std::abs(pixel.blue() - color.blue()) <= tolerance;
  }

  /** The number of pixels of an image that are (nearly) this colour. */
  inline int count(const QImage& image, const QColor& color, int tolerance = 40)
  {
    int n = 0;
    for(int y = 0; y < image.height(); ++y)
      for(int x = 0; x < image.width(); ++x)
        if(near(image.pixelColor(x, y), color, tolerance))
          ++n;
    return n;
  }
}
