/**
 * @file Studio/StudioContext.h
 * What the studio offers its views: the console engine, console commands, opening other views,
 * the current time of the GUI. The main window implements it; views and their commands use only
 * this interface.
 */
#pragma once

#include <QObject>
#include <QFileInfo>
#include <QString>
#include <functional>
#include <string>

class ConsoleThread;
class RobotConnection;
class StudioView;

class StudioContext
{
public:
  virtual ~StudioContext() = default;

  /** The console engine (its own thread; commands are queued). */
  virtual ConsoleThread& engine() = 0;
  /** Runs a console command as if typed into the console view (echoed there). */
  virtual void command(const QString& line) = 0;
  /** Runs a console command without echo (what a view does on its own, e.g. requesting data). */
  virtual void quietCommand(const QString& line) = 0;
  /** Opens the view with this path (or raises it if open); nullptr (and why in the console) if there is none. */
  virtual StudioView* openView(const QString& path) = 0;
  /** The open view with this path, nullptr if none. */
  virtual StudioView* findView(const QString& path) const = 0;
  /** The connected robot of this name, nullptr if none. */
  virtual RobotConnection* robot(const QString& name) const = 0;
  /** The selected robot (commands go to it), nullptr if none. */
  virtual RobotConnection* selectedRobot() const = 0;
  /** Prints a line in the console view. */
  virtual void print(const QString& line) = 0;
  /**
   * Switches a debug request of a robot's thread on or off for a view (component 0: every
   * thread). Requests are counted: one stays on while any view wants it.
   */
  virtual void request(RobotConnection* robot, unsigned component, const std::string& name, bool on) = 0;
  /**
   * Runs a function on the GUI thread (from a console command's handler, which runs on the
   * engine's thread).
   */
  virtual void onGuiThread(std::function<void()> task) = 0;
};

/**
 * From a command's handler (the engine's thread): on the GUI thread, the open view of type View
 * at path reloads its definition (View::reload()), and with open the view is opened or raised.
 */
template<typename View>
void reloadView(StudioContext& context, const QString& path, bool open)
{
  context.onGuiThread([&context, path, open] {
    if(auto* view = qobject_cast<View*>(context.findView(path)))
      view->reload();
    if(open)
      context.openView(path);
  });
}

/**
 * From a command's handler (the engine's thread): on the GUI thread, action(view) with the open
 * view of type View at path, or an error printed if it is not open.
 */
template<typename View, typename Action>
void withOpenView(StudioContext& context, const QString& path, Action action)
{
  context.onGuiThread([&context, path, action] {
    if(auto* view = qobject_cast<View*>(context.findView(path)))
      action(*view);
    else
      context.print("Error: " + path + " is not open (view " + path + " opens it)");
  });
}

/**
 * From a command's handler (the engine's thread): the selected robot if it is connected; else
 * nullptr, and the console says why ("Error: no robot connected", "Error: <robot> is not connected").
 */
RobotConnection* selectedConnectedRobot(StudioContext& context);

/** Prints what an export came to: "wrote <absolute path>" or "Error: <why>". */
inline void printExport(StudioContext& context, bool written, const QString& file, const QString& error)
{
  context.print(written ? "wrote " + QFileInfo(file).absoluteFilePath() : "Error: " + error);
}
