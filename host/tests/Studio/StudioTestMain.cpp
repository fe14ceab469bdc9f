/**
 * @file StudioTestMain.cpp
 * The studio tests' main: a QApplication (offscreen unless a platform is set) with settings in a
 * directory of this process, so that saved layouts and histories of one test do not reach another.
 */
#include <QApplication>
#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <gtest/gtest.h>
#include <unistd.h>

/**
 * ThreadSanitizer's suppressions for these tests (the tsan preset; other builds never call it).
 * Qt's libraries are not instrumented, so TSan sees neither their atomics nor their mutexes: it
 * reports the memory of Qt's thread pool and event queue as raced. Only what Qt's own code calls
 * is suppressed, and the two hand-overs of the module graph view through Qt's thread pool and
 * event queue (they synchronise inside Qt); races in Touchline's code, also when Qt's event loop
 * called it, are still reported.
 */
/**
 * LeakSanitizer's suppressions (asan preset): Graphviz's dot layout keeps a few hundred bytes of
 * its own for some graphs (self-loops) and never frees them; the module graph view's own memory is
 * still checked.
 */
extern "C" const char* __lsan_default_suppressions()
{
  return "leak:libgvc.so\n"
         "leak:libcgraph.so\n"
         "leak:libgvplugin_dot_layout.so\n";
}

extern "C" const char* __tsan_default_suppressions()
{
  return "called_from_lib:libQt6Core.so.6\n"
         "called_from_lib:libQt6Gui.so.6\n"
         "called_from_lib:libQt6Widgets.so.6\n"
         "called_from_lib:libqoffscreen.so\n"
         "race:ModuleGraphView::update\n"
         "race:GraphLayout::compute\n"
         "race:ModuleGraphView::laidOut\n";
}

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
