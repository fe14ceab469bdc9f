/**
 * @file Views/Plot/PlotCommands.h
 * The console commands of the plot views (docs/studio.md, "Plot view"):
 *
 *   vp <name> <numOfValues> <minValue> <maxValue> [<yUnit> [<xUnit> [<xScale>]]]
 *   vpd ? [<pattern>] | <name> (? [<pattern>] | <plot> (? | <color> [<description>] | off))
 *   vpo <name> (auto | key | pause) [on | off] | reset | export <file>
 *
 * vp defines (or changes) the plot view "<robot>.plot.<name>" of the selected robot and opens
 * it; vpd adds a plot of the robot to it as a layer, or removes one; vpo does what the view's
 * context menu does. <name> is a plot view of the selected robot, or a whole path
 * ("Nao07.plot.head"), which is how the view's own clicks address it. The handlers run on the
 * console engine's thread: they change the definitions (PlotViewStore) and leave opening and
 * redrawing the view to the GUI thread.
 */
#pragma once

#include "Console/ConsoleCommand.h"
#include "PlotDefinition.h"
#include <QString>
#include <map>
#include <memory>
#include <set>
#include <string>

class PlotViewStore;
class RobotConnection;
class StudioContext;

class PlotCommands
{
public:
  /** Adds vp, vpd and vpo to the console of the studio (they share the store with the views). */
  static void add(StudioContext& context, std::shared_ptr<PlotViewStore> store);

private:
  using Result = ConsoleCommand::Result;
  using Call = ConsoleCommand::Call;
  using Completion = ConsoleCommand::Completion;

  PlotCommands(StudioContext& context, std::shared_ptr<PlotViewStore> store);

  Result viewPlot(const Call& call);
  Result viewPlotDrawing(const Call& call);
  Result plotOptions(const Call& call);
  /** Completes the words of vp, vpd and vpo. */
  void complete(const Completion& completion, std::set<std::string>& candidates);

  /**
   * The robot and the plot view meant by a typed name: a plot view of the selected robot or
   * "<robot>.plot.<name>". nullptr (and why printed) if there is no such view.
   */
  RobotConnection* resolve(const std::string& typed, QString& name, PlotDefinition& definition);
  /**
   * The robot's plot ids: those of the request names "plot:<id>" it reported and those of the
   * plots it sent, typed form (RequestNames::translate) -> as sent. Polls the robot first if it
   * was not polled (waiting for it).
   */
  std::map<std::string, std::string> plotIds(RobotConnection& robot, bool poll);
  /** Prints in the console (from the engine's thread). */
  void print(const QString& line);
  /** Makes the open view show the stored definition; opens it if asked. */
  void refresh(RobotConnection* robot, const QString& name, bool open);

  StudioContext& context;
  std::shared_ptr<PlotViewStore> store;
};
