/**
 * @file Views/Drawings/DrawingCommands.h
 * The console commands of a family of drawing views (docs/studio.md): the field views,
 *
 *   vf <name>
 *   vfd ? [<pattern>] | off | (all | <view>) (? [<pattern>] | <drawing> [on | off])
 *
 * the image views' drawings (vid, the same as vfd; vi and vic are ImageCommands) and the 3-D
 * scene views (vs, vsd). "for <thread> vfd ..." shows (or hides) only that thread's drawing.
 * <view> is a view of the selected robot or a whole path ("Nao07.field.world"). The handlers run
 * on the console engine's thread: they change the definitions (DrawingViewStore) and leave
 * opening and redrawing the views to the GUI thread.
 */
#pragma once

#include "Console/ConsoleCommand.h"
#include "DrawingViewDefinition.h"
#include <QString>
#include <map>
#include <memory>
#include <set>
#include <string>

class DrawingViewStore;
class RobotConnection;
class StudioContext;

class DrawingCommands
{
public:
  /** What distinguishes the families. */
  struct Family
  {
    QString kind;               ///< The views' kind: "field", "image", "scene".
    QString what;               ///< "field view", "image view", "3-D scene view".
    std::string viewCommand;    ///< "vf", "vs"; "" if another class adds it (vi).
    std::string drawingCommand; ///< "vfd", "vid", "vsd".
    std::string drawingType;    ///< "drawingOnField", "drawingOnImage"; "" for 3-D drawings (all types).
    bool threeD = false;
  };

  /** Adds the family's commands to the console of the studio (they share the store with the views). */
  static std::shared_ptr<DrawingCommands> add(StudioContext& context, std::shared_ptr<DrawingViewStore> store, const Family& family);

  /**
   * The drawings of the robot of the family's type: from its threads' drawing tables (and the
   * request names it reported, whose type is not known yet), name -> type ("" unknown). Only
   * those of the given threads (components; empty: all). Polls the robot first if asked and it
   * was not polled (waiting for it).
   */
  std::map<std::string, std::string> drawingNames(RobotConnection& robot, bool poll, const std::vector<unsigned>& targets);
  /** Polls the robot if it was not polled (waiting for it; a warning if it does not finish). */
  void poll(RobotConnection& robot);
  /**
   * The robot and the view meant by a typed name: a view of the selected robot or
   * "<robot>.<kind>.<name>". nullptr (and why printed) if there is no such view.
   */
  RobotConnection* resolve(const std::string& typed, QString& name, DrawingViewDefinition& definition);
  /** Makes the open view show the stored definition; opens it if asked. */
  void refresh(RobotConnection* robot, const QString& name, bool open);
  /** Prints in the console (from the engine's thread). */
  void print(const QString& line);
  /** The text of a line after its first n words (trailing blanks removed). */
  static std::string restAfter(const std::string& line, std::size_t n);
  /** The selected robot; nullptr and an error printed if there is none. */
  RobotConnection* selectedRobot();

  StudioContext& context;
  std::shared_ptr<DrawingViewStore> store;
  Family family;

private:
  using Result = ConsoleCommand::Result;
  using Call = ConsoleCommand::Call;
  using Completion = ConsoleCommand::Completion;

  DrawingCommands(StudioContext& context, std::shared_ptr<DrawingViewStore> store, const Family& family);

  Result viewCommand(const Call& call);
  Result drawingCommand(const Call& call);
  /** Shows or hides a drawing in one definition; false (and why printed) if there is nothing to hide. */
  bool change(RobotConnection& robot, DrawingViewDefinition& definition, const std::string& drawing, bool on,
              const std::vector<unsigned>& targets, bool quiet);
  void complete(const Completion& completion, std::set<std::string>& candidates);
};
