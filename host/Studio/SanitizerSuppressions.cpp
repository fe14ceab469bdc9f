/**
 * @file Studio/SanitizerSuppressions.cpp
 * The sanitizers' suppressions for the studio: touchline-studio and studio_tests link this file
 * (the tsan and asan presets read them at start; other builds never call them).
 *
 * LeakSanitizer: Graphviz's dot layout keeps a few hundred bytes of its own for some graphs
 * (self-loops) and never frees them; the module graph view's own memory is still checked.
 *
 * ThreadSanitizer: Qt's libraries (and glib, their event loop) and glibc are not instrumented,
 * so TSan sees neither their atomics nor their internal locks: it reports the memory of Qt's
 * thread pool and event queue, and glibc's time-zone state (tzset, which glibc guards with a lock
 * of its own), as raced. Only what those libraries' own code calls is suppressed, and the
 * hand-overs through Qt's thread pool and event queue of the module graph view and of the game
 * pad's thread (they synchronise inside Qt); races in Touchline's code, also when Qt's event loop
 * called it, are still reported.
 */
extern "C" const char* __lsan_default_suppressions();
extern "C" const char* __tsan_default_suppressions();

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
         "called_from_lib:libglib-2.0.so.0\n"
         "race:tzset_internal\n"
         "race:ModuleGraphView.cpp\n" // also the layout job's lambda, destroyed in the pool ("~<lambda>")
         "race:GraphLayout::compute\n"
         "race:GamePad::loop\n";
}
