/**
 * @file Views/ModuleGraph/ModuleGraphView.cpp
 * The module graph of a thread: the module table read, laid out and shown; providers chosen
 * through the console's mr command.
 */
#include "ModuleGraphView.h"
#include "Console/ConsoleThread.h"
#include "Console/RobotConnection.h"
#include "ModuleGraphCanvas.h"
#include "ModuleGraphExport.h"
#include "Studio/StudioContext.h"
#include "Studio/ViewRegistry.h"
#include <QApplication>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QLabel>
#include <QMenu>
#include <QPointer>
#include <QThreadPool>
#include <QVBoxLayout>

ModuleGraphView::ModuleGraphView(StudioContext& context, RobotConnection* robot, const QString& path, const QString& thread)
  : StudioView(context, robot, path), threadName(thread)
{
  header = new QLabel(this);
  header->setWordWrap(true);
  graphCanvas = new ModuleGraphCanvas(this);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addWidget(header);
  layout->addWidget(graphCanvas, 1);
  connect(graphCanvas, &ModuleGraphCanvas::nodeClicked, this, &ModuleGraphView::showProviders);
  update();
}

void ModuleGraphView::robotChanged(unsigned changes)
{
  if(changes & RobotState::connectionChanged)
  {
    // Connected again: the robot may have restarted with another configuration.
    asked = false;
    if(robot()->isConnected())
      requestModuleTable();
  }
  if(changes & (RobotState::moduleTableChanged | RobotState::connectionChanged))
    update();
}

void ModuleGraphView::requestModuleTable()
{
  if(asked)
    return;
  asked = true;
  robot()->askForModuleTable();
}

void ModuleGraphView::update()
{
  std::optional<ModuleTable> table;
  unsigned sequence = 0;
  robot()->read([&](const RobotState& state) {
    sequence = state.moduleTableSequence();
    if(state.moduleTable() && (!shownAny || sequence != shownSequence))
      table = *state.moduleTable();
  });
  if(!table)
  {
    if(!shownAny)
    {
      header->setText("waiting for the module table of " + QString::fromStdString(robot()->name()));
      requestModuleTable();
    }
    return;
  }
  shownAny = true;
  shownSequence = sequence;
  ModuleGraph graph = ModuleGraph::build(*table, threadName.toStdString());
  // The same graph again (e.g. the robot refused a change): nothing to lay out.
  if(generation > 0 && graph == latest)
    return;
  latest = graph;
  QString text;
  if(!graph.threadFound)
    text = QString::fromStdString(robot()->name()) + " has no thread " + threadName + " in its configuration";
  else
  {
    const std::size_t modules = graph.count(ModuleGraph::Kind::module) + graph.count(ModuleGraph::Kind::unknownModule);
    const std::size_t representations = graph.count(ModuleGraph::Kind::representation);
    text = QString("%1: %2 modules, %3 representations").arg(threadName).arg(modules).arg(representations);
    if(const std::size_t received = graph.count(ModuleGraph::Kind::received))
      text += QString(", %1 from other threads (orange)").arg(received);
    if(const std::size_t defaulted = graph.count(ModuleGraph::Kind::defaulted))
      text += QString(", %1 default (grey)").arg(defaulted);
    if(const std::size_t unprovided = graph.count(ModuleGraph::Kind::unprovided))
      text += QString(", %1 provided by no module (red)").arg(unprovided);
    if(const std::size_t unknown = graph.count(ModuleGraph::Kind::unknownModule))
      text += QString(", %1 unknown modules (red)").arg(unknown);
  }
  std::vector<GraphLayout::NodeSpec> nodes = graphCanvas->nodeSpecs(graph);
  std::vector<GraphLayout::EdgeSpec> edges;
  for(const ModuleGraph::Edge& edge : graph.edges)
    edges.push_back({edge.from, edge.to});
  header->setText(text + " -- laying out " + QString::number(graph.nodes.size()) + " nodes ...");
  ++pendingLayouts;
  // Graphviz on a worker thread; the result comes back to the GUI thread (if the view still exists).
  QPointer<ModuleGraphView> view(this);
  const unsigned number = ++generation;
  QThreadPool::globalInstance()->start([view, number, graph = std::move(graph), nodes = std::move(nodes), edges = std::move(edges), text]() mutable {
    GraphLayout layout;
    std::string error;
    const QString result = layout.compute(nodes, edges, error) ? text : text + "; Error: " + QString::fromStdString(error);
    QMetaObject::invokeMethod(
      qApp,
      [view, number, graph = std::move(graph), layout = std::move(layout), result]() mutable {
        if(view)
          view->laidOut(number, std::move(graph), std::move(layout), result);
      },
      Qt::QueuedConnection);
  });
}

void ModuleGraphView::laidOut(unsigned number, ModuleGraph graph, GraphLayout layout, const QString& text)
{
  --pendingLayouts;
  if(number != generation)
    return;
  header->setText(text);
  graphCanvas->setGraph(std::move(graph), std::move(layout));
  shownGeneration = number;
  const QStringList files = std::exchange(pendingExports, {});
  for(const QString& file : files)
    exportWhenLaidOut(file);
}

bool ModuleGraphView::laidOutNow() const
{
  return generation > 0 && shownGeneration == generation;
}

bool ModuleGraphView::exportTo(const QString& fileName, QString& error) const
{
  if(!laidOutNow())
  {
    error = "the module graph of " + threadName + " is not laid out yet";
    return false;
  }
  if(!graphCanvas->graph().threadFound)
  {
    error = QString::fromStdString(robot()->name()) + " has no thread " + threadName + " in its configuration";
    return false;
  }
  return ModuleGraphExport::write(graphCanvas->graph(), graphCanvas->layout(), graphCanvas->font(), fileName, error);
}

void ModuleGraphView::exportWhenLaidOut(const QString& fileName)
{
  if(!laidOutNow())
  {
    if(!pendingExports.contains(fileName))
      pendingExports << fileName;
    context.print(fileName + " is written once the module graph of " + threadName + " is laid out");
    return;
  }
  QString error;
  printExport(context, exportTo(fileName, error), fileName, error);
}

QString ModuleGraphView::exportCommand(const QString& fileName) const
{
  const QString prefix = context.selectedRobot() != robot() ? "for " + QString::fromStdString(robot()->name()) + " " : QString();
  return prefix + "vmg " + threadName + " export " + fileName;
}

void ModuleGraphView::contextMenuEvent(QContextMenuEvent* event)
{
  QMenu menu(this);
  menu.addAction("Fit the graph into the view (double-click)", this, [this] { graphCanvas->fit(); });
  menu.addSeparator();
  for(const QString& type : {QString("DOT"), QString("SVG")})
  {
    QAction* action = menu.addAction("Export as " + type + "...", this, [this, type] {
      const QString suffix = type.toLower();
      const QString file =
        QFileDialog::getSaveFileName(this, "Export the module graph as " + type, QString::fromStdString(robot()->name()) + "-" + threadName + "." + suffix,
                                     type + " (*." + suffix + ")");
      if(!file.isEmpty())
        context.command(exportCommand(file));
    });
    action->setEnabled(laidOutNow() && graphCanvas->graph().threadFound);
  }
  menu.exec(event->globalPos());
}

QString ModuleGraphView::summary() const
{
  return header->text();
}

std::vector<std::pair<QString, bool>> ModuleGraphView::providerChoices(const QString& representation) const
{
  std::vector<std::pair<QString, bool>> choices;
  const std::string name = representation.toStdString();
  const std::string thread = threadName.toStdString();
  robot()->read([&](const RobotState& state) {
    if(!state.moduleTable())
      return;
    const ModuleTable& table = *state.moduleTable();
    const Configuration::Thread* configured = table.configuration.find(thread);
    const Configuration::RepresentationProvider* active = configured ? configured->find(name) : nullptr;
    for(const std::string& module : table.providersOf(name))
      choices.emplace_back(QString::fromStdString(module), active && active->provider == module);
  });
  return choices;
}

void ModuleGraphView::chooseProvider(const QString& representation, const QString& module)
{
  // Commands go to the selected robot: select this view's robot first.
  const QString name = QString::fromStdString(robot()->name());
  if(context.selectedRobot() != robot())
    context.command("robot " + name);
  context.command("for " + threadName + " mr " + representation + " " + module);
}

void ModuleGraphView::showProviders(int node, const QPoint& position)
{
  const ModuleGraph& graph = graphCanvas->graph();
  if(node < 0 || static_cast<std::size_t>(node) >= graph.nodes.size() || ModuleGraph::isModule(graph.nodes[static_cast<std::size_t>(node)].kind))
    return;
  const QString representation = QString::fromStdString(graph.nodes[static_cast<std::size_t>(node)].name);
  const auto choices = providerChoices(representation);
  QMenu menu(this);
  menu.addSection(representation + " in " + threadName);
  if(choices.empty())
    menu.addAction("no module provides " + representation)->setEnabled(false);
  bool providedHere = false;
  for(const auto& [module, active] : choices)
  {
    QAction* action = menu.addAction(module);
    action->setCheckable(true);
    action->setChecked(active);
    providedHere = providedHere || active;
    connect(action, &QAction::triggered, this, [this, representation, name = module] { chooseProvider(representation, name); });
  }
  if(providedHere)
  {
    menu.addSeparator();
    menu.addAction("off (provide it nowhere in " + threadName + ")", this, [this, representation] { chooseProvider(representation, "off"); });
  }
  menu.exec(position);
}

QJsonObject ModuleGraphView::saveState() const
{
  if(graphCanvas->isFitting())
    return {{"fit", true}};
  const QPointF center = graphCanvas->center();
  return {{"fit", false}, {"zoom", graphCanvas->zoom()}, {"x", center.x()}, {"y", center.y()}};
}

void ModuleGraphView::restoreState(const QJsonObject& state)
{
  if(state.value("fit").toBool(true))
    graphCanvas->fit();
  else
    graphCanvas->setView(state.value("zoom").toDouble(1), QPointF(state.value("x").toDouble(), state.value("y").toDouble()));
}

void ModuleGraphView::addTo(ViewRegistry& registry)
{
  registry.add({"modules", "the module graph of a thread: modules, representations, providers (click a representation to choose one)",
                ViewRegistry::threads,
                [](StudioContext& context, RobotConnection* robot, const QString& path, const QString& instance) -> StudioView* {
                  const int component = robot->read([&](const RobotState& state) { return state.component(instance.toStdString()); });
                  return component <= 0 ? nullptr : new ModuleGraphView(context, robot, path, instance);
                },
                [](StudioContext& context) {
                  using Result = ConsoleCommand::Result;
                  ConsoleCommand command{
                    "vmg",
                    {{"vmg <thread>", "open the module graph view of a thread of the selected robot"},
                     {"vmg <thread> export <file>", "write its module graph as DOT (<file>.dot) or SVG (<file>.svg), once it is laid out"}},
                    [&context](const ConsoleCommand::Call& call) {
                      const auto& args = call.args;
                      if(args.empty() || args.size() == 2 || (args.size() > 2 && args[1] != "export"))
                        return Result::usage;
                      RobotConnection* connection = selectedConnectedRobot(context);
                      if(!connection)
                        return Result::failed;
                      const std::string& thread = args[0];
                      const auto component = [&] { return connection->read([&](const RobotState& state) { return state.component(thread); }); };
                      // The thread names arrive after connecting.
                      connection->waitFor([&] { return component() > 0 || !connection->read(&ViewRegistry::threads).isEmpty(); }, std::chrono::seconds(5));
                      if(component() <= 0)
                      {
                        const QString why = QString::fromStdString(connection->name() + " has no thread " + thread);
                        context.onGuiThread([&context, why] { context.print("Error: " + why); });
                        return Result::failed;
                      }
                      const QString path = QString::fromStdString(connection->name() + ".modules." + thread);
                      const QString file = args.size() > 2 ? QString::fromStdString(ConsoleCommand::restAfter(call.rest, 2)) : QString();
                      context.onGuiThread([&context, path, file] {
                        auto* view = qobject_cast<ModuleGraphView*>(context.openView(path));
                        if(view && !file.isEmpty())
                          view->exportWhenLaidOut(file);
                      });
                      return Result::done;
                    },
                    [&context](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                      if(completion.index == 2)
                        candidates.insert("export");
                      RobotConnection* connection = context.selectedRobot();
                      if(completion.index != 1 || !connection)
                        return;
                      for(const QString& thread : connection->read([](const RobotState& state) { return ViewRegistry::threads(state); }))
                        candidates.insert(thread.toStdString());
                    }};
                  command.perRobot = true;
                  context.engine().console().addCommand(std::move(command));
                }});
}
