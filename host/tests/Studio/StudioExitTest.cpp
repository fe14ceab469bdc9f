/**
 * @file StudioExitTest.cpp
 * Every way the studio ends saves the session: the console's history and the layout, whether
 * quit closes the window, the window is closed, or the studio gets SIGTERM (scripts/run
 * --seconds) or SIGINT (Ctrl-C). The real touchline-studio with its settings in a directory of
 * the test, and the window in this process with the same signal handling.
 */
#include "StudioTestSupport.h"
#include "Studio/ExitSignals.h"
#include <QDir>
#include <QSettings>
#include <csignal>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

using namespace StudioTest;

namespace
{
  /** A directory of the test, removed at its end. */
  struct TemporaryDirectory
  {
    TemporaryDirectory() : path(QDir::tempPath() + "/touchline-studio-exit-" + QString::number(getpid()))
    {
      QDir(path).removeRecursively();
      QDir().mkpath(path);
    }
    ~TemporaryDirectory() { QDir(path).removeRecursively(); }
    QString path;
  };

  /** Types a command into the console view and runs it. */
  void type(MainWindow& window, const QString& line)
  {
    QTest::keyClicks(&window.console().line(), line);
    QTest::keyClick(&window.console().line(), Qt::Key_Return);
  }

  /** Runs the real touchline-studio connected to the test robot, opens a view, ends it by a signal; the settings it left. */
  void endStudioBySignal(int number)
  {
    TestRobot robot;
    ASSERT_FALSE(robot.address.empty());
    TemporaryDirectory settings;
    const QString script = settings.path + "/start.con";
    std::ofstream(script.toStdString()) << "view timing.Motion\nsleep 0.5\necho ready\n";
    // The child's settings go to the test's directory (XDG_CONFIG_HOME), this process keeps its own.
    const QByteArray ownSettings = qgetenv("XDG_CONFIG_HOME");
    qputenv("XDG_CONFIG_HOME", settings.path.toLocal8Bit());
    TestProcess::Process studio({TOUCHLINE_STUDIO_PATH, robot.address, "--no-discovery", "--print", "--script", script.toStdString()});
    qputenv("XDG_CONFIG_HOME", ownSettings);
    ASSERT_TRUE(studio.started());
    ASSERT_TRUE(studio.waitForOut("\nready\n", std::chrono::seconds(30))) << studio.out << studio.err;
    studio.signal(number);
    EXPECT_EQ(studio.wait(std::chrono::seconds(30)), 0) << studio.out << studio.err;
    EXPECT_NE(studio.err.find(std::string(strsignal(number)) + ": closing (the layout and the console's history are saved)"), std::string::npos)
      << studio.err;
    const QString file = settings.path + "/Touchline/touchline-studio.conf";
    ASSERT_TRUE(QFile::exists(file)) << "nothing saved: " << studio.out << studio.err;
    QSettings saved(file, QSettings::IniFormat);
    EXPECT_FALSE(saved.value("window/state").toByteArray().isEmpty());
    EXPECT_FALSE(saved.value("window/geometry").toByteArray().isEmpty());
    EXPECT_TRUE(saved.value("robots/TestRobot/views").toByteArray().contains("TestRobot.timing.Motion"))
      << saved.value("robots/TestRobot/views").toByteArray().toStdString();
    EXPECT_TRUE(saved.contains("console/history"));
  }

  /** The window of this process ended by a signal of this process: history and layout are saved before it goes. */
  void endWindowBySignal(int number)
  {
    QSettings().clear();
    MainWindow window;
    window.show();
    ExitSignals exitSignals;
    QObject::connect(&exitSignals, &ExitSignals::received, &window, &MainWindow::closeBySignal);
    const QString typed = "echo typed before signal " + QString::number(number);
    type(window, typed);
    ASSERT_TRUE(eventually([&] { return printed(window, "\ntyped before signal"); }));
    ::kill(::getpid(), number);
    ASSERT_TRUE(eventually([&] { return !window.isVisible(); }));
    QSettings settings;
    EXPECT_EQ(settings.value("console/history").toStringList(), QStringList{typed});
    EXPECT_FALSE(settings.value("window/state").toByteArray().isEmpty());
  }
}

TEST(StudioExit, TouchlineStudioEndedBySigtermSavesTheLayoutAndHistory)
{
  endStudioBySignal(SIGTERM);
}

TEST(StudioExit, TouchlineStudioEndedBySigintSavesTheLayoutAndHistory)
{
  endStudioBySignal(SIGINT);
}

TEST(StudioExit, SigtermClosesTheWindowAndSavesWhatWasTyped)
{
  endWindowBySignal(SIGTERM);
}

TEST(StudioExit, SigintClosesTheWindowAndSavesWhatWasTyped)
{
  endWindowBySignal(SIGINT);
}

TEST(StudioExit, ClosingTheWindowOrQuitSavesWhatWasTyped)
{
  for(const QString way : {"close", "quit"})
  {
    QSettings().clear();
    MainWindow window;
    window.show();
    type(window, "echo typed before " + way);
    ASSERT_TRUE(eventually([&] { return printed(window, "\ntyped before " + way); }));
    if(way == "close")
      window.close(); // as the window manager's close button does
    else
      type(window, "quit");
    ASSERT_TRUE(eventually([&] { return !window.isVisible(); })) << way.toStdString();
    // Saved when the window closes, not only when it is destroyed later.
    QSettings settings;
    QStringList expected{"echo typed before " + way};
    if(way == "quit")
      expected << "quit";
    EXPECT_EQ(settings.value("console/history").toStringList(), expected) << way.toStdString();
    EXPECT_FALSE(settings.value("window/state").toByteArray().isEmpty()) << way.toStdString();
  }
}
