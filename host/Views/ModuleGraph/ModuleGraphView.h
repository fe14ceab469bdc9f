/**
 * @file Views/ModuleGraph/ModuleGraphView.h
 * The module graph of one robot thread ("<robot>.modules.<thread>"): its modules and
 * representations from the robot's module table, laid out by Graphviz, zoomable and pannable
 * (ModuleGraphCanvas). A click on a representation lists the modules that can provide it, the
 * active one checked; choosing one runs "for <thread> mr <representation> <module>" in the
 * console, and the robot's answer (its new module table, or the old one if it refused) redraws
 * the graph. If the robot has not sent its module table yet, the view asks for it. Graphviz
 * lays the graph out on a worker thread (a large graph takes a while), so the GUI never waits.
 * The graph can be written as DOT or SVG (ModuleGraphExport): the context menu's "Export as
 * ..." and the console command "vmg <thread> export <file>" (which opens the view if needed and
 * writes the file once the graph is laid out).
 */
#pragma once

#include "GraphLayout.h"
#include "ModuleGraph.h"
#include "Studio/StudioView.h"
#include <QStringList>
#include <utility>

class ModuleGraphCanvas;
class QLabel;
class ViewRegistry;

class ModuleGraphView : public StudioView
{
  Q_OBJECT

public:
  ModuleGraphView(StudioContext& context, RobotConnection* robot, const QString& path, const QString& thread);

  void robotChanged(unsigned changes) override;
  QJsonObject saveState() const override;
  void restoreState(const QJsonObject& state) override;

  /** The modules that can provide a representation, with whether each is its provider in this thread. */
  std::vector<std::pair<QString, bool>> providerChoices(const QString& representation) const;
  /** Makes a module (or "off") the provider of a representation in this thread: the console command "for <thread> mr ...". */
  void chooseProvider(const QString& representation, const QString& module);
  /** What the line above the graph says. */
  QString summary() const;
  /** Whether a layout is being computed. */
  bool layingOut() const { return pendingLayouts > 0; }
  ModuleGraphCanvas& canvas() { return *graphCanvas; }
  /** Writes the graph shown as DOT (.dot, .gv) or SVG (.svg); false and why if it cannot. */
  bool exportTo(const QString& fileName, QString& error) const;
  /** Writes the graph once it is laid out (at once if it is), printing "wrote <file>" or the error in the console. */
  void exportWhenLaidOut(const QString& fileName);
  /** The console command that exports the graph to a file (preceded by "for <robot>" if another robot is selected). */
  QString exportCommand(const QString& fileName) const;
  const QString& thread() const { return threadName; }

  /** Adds the kind "modules" (instances: the robot's threads) and the command vmg. */
  static void addTo(ViewRegistry& registry);

protected:
  void contextMenuEvent(QContextMenuEvent* event) override;

private:
  /** Whether the latest graph is shown, laid out (and no other is coming). */
  bool laidOutNow() const;
  /** Builds the graph from the robot's module table (if it changed) and starts laying it out. */
  void update();
  /** Shows a graph once it is laid out (unless a newer one is coming). */
  void laidOut(unsigned generation, ModuleGraph graph, GraphLayout layout, const QString& text);
  /** Asks the robot for its module table (once per connection), without waiting for it. */
  void requestModuleTable();
  /** The popup menu of a representation. */
  void showProviders(int node, const QPoint& position);

  QString threadName;
  QLabel* header;
  ModuleGraphCanvas* graphCanvas;
  unsigned shownSequence = 0;
  bool shownAny = false;
  bool asked = false;
  ModuleGraph latest;         ///< The graph shown or being laid out.
  unsigned generation = 0;    ///< Counts the layouts started.
  unsigned shownGeneration = 0; ///< The layout shown.
  unsigned pendingLayouts = 0;
  QStringList pendingExports; ///< Files to write once the graph is laid out.
};
