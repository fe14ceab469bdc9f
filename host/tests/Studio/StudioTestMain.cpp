/**
 * @file StudioTestMain.cpp
 * The studio tests' main: a QApplication (offscreen unless a platform is set) with settings in a
 * directory of this process, so that saved layouts and histories of one test do not reach another.
 * The sanitizers' suppressions are those of touchline-studio (Studio/SanitizerSuppressions.cpp).
 */
#include <QApplication>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <gtest/gtest.h>
#include <unistd.h>

int main(int argc, char** argv)
{
  if(qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
    qputenv("QT_QPA_PLATFORM", "offscreen");
  const QString settings = QDir::tempPath() + "/touchline-studio-test-" + QString::number(getpid());
  qputenv("XDG_CONFIG_HOME", settings.toLocal8Bit());
  QApplication::setOrganizationName("Touchline");
  QApplication::setApplicationName("touchline-studio");
  QApplication application(argc, argv);
  testing::InitGoogleTest(&argc, argv);
  const int result = RUN_ALL_TESTS();
  QDir(settings).removeRecursively();
  return result;
}
