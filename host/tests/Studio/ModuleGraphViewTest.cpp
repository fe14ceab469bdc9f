/**
 * @file ModuleGraphViewTest.cpp
 * The module graph view against the test robot: the graph of a thread (nodes, edges, where dot
 * put them, pixels drawn), a representation received from another thread, choosing a provider
 * through the view (the click's popup menu and the function behind it) switching the robot's
 * provider, and a provider the robot refuses leaving the graph as it was; the Motion thread of
 * the real robot program touchline on touchline-naosim; and graphs built from tables made by hand: a cycle, unknown modules, requirements
 * nobody provides, default representations; the graph exported as DOT (read back by Graphviz's
 * parser) and SVG (well-formed, with every name) through vmg and the view.
 */
#include "StudioTestSupport.h"
#include "SimulatedRobot.h"
#include "ModuleGraph/GraphLayout.h"
#include "ModuleGraph/ModuleGraph.h"
#include "ModuleGraph/ModuleGraphCanvas.h"
#include "ModuleGraph/ModuleGraphExport.h"
#include "ModuleGraph/ModuleGraphView.h"
#include "Studio/SceneTree.h"
#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>
#include <QXmlStreamReader>
#include <graphviz/cgraph.h>
#include <gtest/gtest.h>
#include <map>

using namespace StudioTest;

namespace
{
  /** Connects to the test robot and opens the module graph of a thread. */
  ModuleGraphView* open(MainWindow& window, const TestRobot& robot, const QString& thread)
  {
    window.command("sc " + QString::fromStdString(robot.address));
    if(!eventually([&] { return window.sceneTree().item("TestRobot.modules." + thread) != nullptr; }))
      return nullptr;
    window.command("view TestRobot.modules." + thread);
    if(!eventually([&] { return window.findView("TestRobot.modules." + thread) != nullptr; }))
      return nullptr;
    auto* view = qobject_cast<ModuleGraphView*>(window.findView("TestRobot.modules." + thread));
    if(view && !eventually([&] { return !view->layingOut() && view->summary().startsWith(thread + ":"); }))
      return nullptr;
    return view;
  }

  /** A DOT file read by Graphviz's parser: the label of each node, and the edges as label pairs; false if it does not parse. */
  bool readDot(const QString& fileName, std::map<std::string, std::string>& labels, std::vector<std::pair<std::string, std::string>>& edges)
  {
    QFile file(fileName);
    if(!file.open(QIODevice::ReadOnly))
      return false;
    const QByteArray text = file.readAll();
    Agraph_t* graph = agmemread(text.constData());
    if(!graph)
      return false;
    for(Agnode_t* node = agfstnode(graph); node; node = agnxtnode(graph, node))
    {
      const char* label = agget(node, const_cast<char*>("label"));
      labels[agnameof(node)] = label ? label : "";
      for(Agedge_t* edge = agfstout(graph, node); edge; edge = agnxtout(graph, edge))
        edges.emplace_back(agnameof(agtail(edge)), agnameof(aghead(edge)));
    }
    agclose(graph);
    return true;
  }

  /** The text of an SVG file if it is well-formed XML with an <svg> root ("" otherwise). */
  QString svgText(const QString& fileName)
  {
    QFile file(fileName);
    if(!file.open(QIODevice::ReadOnly))
      return {};
    QXmlStreamReader xml(&file);
    QString text;
    bool root = false;
    while(!xml.atEnd())
    {
      xml.readNext();
      if(xml.isStartElement() && !root)
      {
        if(xml.name() != QLatin1String("svg"))
          return {};
        root = true;
      }
      if(xml.isCharacters())
        text += xml.text().toString() + "\n";
    }
    return xml.hasError() || !root ? QString() : text;
  }

  bool hasEdge(const ModuleGraph& graph, const std::string& from, bool fromModule, const std::string& to, bool toModule)
  {
    const int f = graph.find(from, fromModule), t = graph.find(to, toModule);
    for(const ModuleGraph::Edge& edge : graph.edges)
      if(static_cast<int>(edge.from) == f && static_cast<int>(edge.to) == t)
        return true;
    return false;
  }

  ModuleTable::Entry module(const std::string& name, std::vector<std::string> requirements, std::vector<std::string> provisions)
  {
    ModuleTable::Entry entry;
    entry.name = name;
    entry.requirements = std::move(requirements);
    entry.provisions = std::move(provisions);
    return entry;
  }

  Configuration::RepresentationProvider provider(const std::string& representation, const std::string& module)
  {
    Configuration::RepresentationProvider result;
    result.representation = representation;
    result.provider = module;
    return result;
  }
}

TEST(ModuleGraphView, ShowsTheProvidersAndConsumersOfTheCognitionThread)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  ModuleGraphView* view = open(window, robot, "Cognition");
  ASSERT_NE(view, nullptr) << window.console().text().toStdString();
  EXPECT_EQ(view->summary(), "Cognition: 3 modules, 3 representations");

  const ModuleGraph& graph = view->canvas().graph();
  ASSERT_GE(graph.find("TestCounterProvider", true), 0);
  ASSERT_GE(graph.find("TestCounter", false), 0);
  ASSERT_GE(graph.find("TestWhistleDetector", true), 0);
  EXPECT_EQ(graph.nodes[static_cast<std::size_t>(graph.find("TestCounter", false))].kind, ModuleGraph::Kind::representation);
  EXPECT_TRUE(hasEdge(graph, "TestCounterProvider", true, "TestCounter", false));
  EXPECT_TRUE(hasEdge(graph, "TestCounter", false, "TestWhistleDetector", true));
  EXPECT_TRUE(hasEdge(graph, "TestWhistleDetector", true, "Whistle", false));
  EXPECT_TRUE(hasEdge(graph, "TestCounter", false, "TestPainter", true));
  EXPECT_TRUE(hasEdge(graph, "TestPainter", true, "TestPicture", false));
  // CountdownProvider could provide TestCounter, but it does not run in this configuration.
  EXPECT_LT(graph.find("CountdownProvider", true), 0);
  // TestObserver (Motion) receives TestCounter: the tooltip says so.
  EXPECT_NE(graph.nodes[static_cast<std::size_t>(graph.find("TestCounter", false))].detail.find("sent to Motion"), std::string::npos);

  // dot put them in ranks from the provider down to the consumer.
  const GraphLayout& layout = view->canvas().layout();
  ASSERT_EQ(layout.nodeRects.size(), graph.nodes.size());
  ASSERT_EQ(layout.edgePaths.size(), graph.edges.size());
  const auto rect = [&](const std::string& name, bool isModule) { return layout.nodeRects[static_cast<std::size_t>(graph.find(name, isModule))]; };
  EXPECT_LT(rect("TestCounterProvider", true).bottom(), rect("TestCounter", false).top());
  EXPECT_LT(rect("TestCounter", false).bottom(), rect("TestWhistleDetector", true).top());
  EXPECT_FALSE(rect("TestCounter", false).intersects(rect("TestCounterProvider", true)));
  for(const QPainterPath& path : layout.edgePaths)
    EXPECT_FALSE(path.isEmpty());

  // Pixels: the module boxes and the representation ellipses are painted.
  QTest::qWait(50);
  const QImage image = view->canvas().grab().toImage();
  EXPECT_GT(count(image, ModuleGraphCanvas::fillColor(ModuleGraph::Kind::module), 6), 500);
  EXPECT_GT(count(image, ModuleGraphCanvas::fillColor(ModuleGraph::Kind::representation), 6), 300);
  EXPECT_GT(count(image, QColor(70, 70, 70), 30), 20); // edges and arrows
  // The node a click hits.
  const QPointF center = view->canvas().nodeCenter(static_cast<std::size_t>(graph.find("TestCounter", false)));
  EXPECT_EQ(view->canvas().nodeAt(center), graph.find("TestCounter", false));
  EXPECT_EQ(view->canvas().nodeAt(QPointF(-100, -100)), -1);
}

TEST(ModuleGraphView, MarksRepresentationsFromOtherThreads)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  ModuleGraphView* view = open(window, robot, "Motion");
  ASSERT_NE(view, nullptr) << window.console().text().toStdString();
  EXPECT_EQ(view->summary(), "Motion: 1 modules, 1 representations, 1 from other threads (orange)");
  const ModuleGraph& graph = view->canvas().graph();
  const int counter = graph.find("TestCounter", false);
  ASSERT_GE(counter, 0);
  EXPECT_EQ(graph.nodes[static_cast<std::size_t>(counter)].kind, ModuleGraph::Kind::received);
  EXPECT_EQ(graph.nodes[static_cast<std::size_t>(counter)].detail, "received from Cognition");
  EXPECT_TRUE(hasEdge(graph, "TestCounter", false, "TestObserver", true));
  EXPECT_TRUE(hasEdge(graph, "TestObserver", true, "TestObservation", false));
  QTest::qWait(50);
  const QImage image = view->canvas().grab().toImage();
  EXPECT_GT(count(image, ModuleGraphCanvas::fillColor(ModuleGraph::Kind::received), 6), 300);
  EXPECT_GT(count(image, ModuleGraphCanvas::lineColor(ModuleGraph::Kind::received), 30), 30); // the dashed outline
}

TEST(ModuleGraphView, ChoosingAProviderSwitchesItOnTheRobot)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  ModuleGraphView* view = open(window, robot, "Cognition");
  ASSERT_NE(view, nullptr) << window.console().text().toStdString();
  using Choices = std::vector<std::pair<QString, bool>>;
  EXPECT_EQ(view->providerChoices("TestCounter"), (Choices{{"CountdownProvider", false}, {"TestCounterProvider", true}}));

  view->chooseProvider("TestCounter", "CountdownProvider");
  EXPECT_TRUE(eventually([&] { return printed(window, "> for Cognition mr TestCounter CountdownProvider"); }));
  // The robot's new module table redraws the graph.
  ASSERT_TRUE(eventually([&] { return !view->layingOut() && view->canvas().graph().find("CountdownProvider", true) >= 0; }))
    << window.console().text().toStdString();
  EXPECT_LT(view->canvas().graph().find("TestCounterProvider", true), 0);
  EXPECT_TRUE(hasEdge(view->canvas().graph(), "CountdownProvider", true, "TestCounter", false));
  EXPECT_EQ(view->providerChoices("TestCounter"), (Choices{{"CountdownProvider", true}, {"TestCounterProvider", false}}));
  window.command("mr ? TestCounter");
  EXPECT_TRUE(eventually([&] { return printed(window, "TestCounter (Cognition): CountdownProvider* TestCounterProvider"); }))
    << window.console().text().toStdString();
}

TEST(ModuleGraphView, AProviderTheRobotRefusesLeavesTheGraph)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  ModuleGraphView* view = open(window, robot, "Cognition");
  ASSERT_NE(view, nullptr) << window.console().text().toStdString();
  // Without a provider of TestCounter, TestWhistleDetector, TestPainter and TestObserver lack what they require.
  view->chooseProvider("TestCounter", "off");
  EXPECT_TRUE(eventually([&] { return printed(window, "Error: TestRobot rejected the module request"); })) << window.console().text().toStdString();
  EXPECT_TRUE(printed(window, "No provider for required representation TestCounter")) << window.console().text().toStdString();
  EXPECT_TRUE(eventually([&] { return !view->layingOut(); }));
  EXPECT_TRUE(hasEdge(view->canvas().graph(), "TestCounterProvider", true, "TestCounter", false));
  EXPECT_EQ(view->summary(), "Cognition: 3 modules, 3 representations");
}

TEST(ModuleGraphView, ShowsTheMotionThreadOfTheRobotProgram)
{
#ifdef TOUCHLINE_RELEASE
  GTEST_SKIP() << "release builds run without the debug link";
#endif
  SimulatedRobot robot;
  ASSERT_FALSE(robot.address.empty()) << robot.errors();
  MainWindow window;
  window.show();
  window.command("sc Default " + QString::fromStdString(robot.address));
  ASSERT_TRUE(eventually([&] { return window.sceneTree().item("Default.modules.Motion") != nullptr; })) << window.console().text().toStdString();
  window.command("view Default.modules.Motion");
  ASSERT_TRUE(eventually([&] {
    auto* view = qobject_cast<ModuleGraphView*>(window.findView("Default.modules.Motion"));
    return view && !view->layingOut() && view->summary().startsWith("Motion:");
  })) << window.console().text().toStdString();
  auto* view = qobject_cast<ModuleGraphView*>(window.findView("Default.modules.Motion"));
  const ModuleGraph& graph = view->canvas().graph();
  for(const char* module : {"NaoProvider", "MotionCombinator", "KeyFrameEngine", "HeadMotionEngine", "LEDHandler"})
    EXPECT_GE(graph.find(module, true), 0) << module;
  EXPECT_TRUE(hasEdge(graph, "NaoProvider", true, "JointSensorData", false));
  EXPECT_TRUE(hasEdge(graph, "MotionCombinator", true, "JointRequest", false));
  // What the behaviour in Cognition asks for arrives from there.
  const int request = graph.find("MotionRequest", false);
  ASSERT_GE(request, 0);
  EXPECT_EQ(graph.nodes[static_cast<std::size_t>(request)].kind, ModuleGraph::Kind::received);
  EXPECT_EQ(graph.nodes[static_cast<std::size_t>(request)].detail, "received from Cognition");
  EXPECT_EQ(view->canvas().layout().nodeRects.size(), graph.nodes.size());
  QTest::qWait(50);
  const QImage image = view->canvas().grab().toImage();
  EXPECT_GT(count(image, ModuleGraphCanvas::fillColor(ModuleGraph::Kind::module), 6), 300);
  EXPECT_GT(count(image, ModuleGraphCanvas::fillColor(ModuleGraph::Kind::received), 6), 100);
}

TEST(ModuleGraphView, AClickOnARepresentationOffersItsProviders)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  ModuleGraphView* view = open(window, robot, "Cognition");
  ASSERT_NE(view, nullptr) << window.console().text().toStdString();
  const int counter = view->canvas().graph().find("TestCounter", false);
  ASSERT_GE(counter, 0);

  // The popup menu: the providers, the active one checked; choosing one runs mr.
  QStringList offered;
  QStringList checked;
  // The menu runs its own event loop: a timer finds it, reads it and chooses.
  QTimer timer;
  timer.setInterval(20);
  QObject::connect(&timer, &QTimer::timeout, [&] {
    QMenu* menu = nullptr;
    for(QWidget* widget : QApplication::topLevelWidgets())
      if(auto* candidate = qobject_cast<QMenu*>(widget); candidate && candidate->isVisible())
        menu = candidate;
    if(!menu)
      return;
    timer.stop();
    QAction* countdown = nullptr;
    for(QAction* action : menu->actions())
      if(action->isCheckable())
      {
        offered << action->text();
        if(action->isChecked())
          checked << action->text();
        if(action->text() == "CountdownProvider")
          countdown = action;
      }
    if(countdown)
      countdown->trigger();
    menu->close();
  });
  timer.start();
  QTest::mouseClick(&view->canvas(), Qt::LeftButton, {}, view->canvas().nodeCenter(static_cast<std::size_t>(counter)).toPoint());
  timer.stop();
  EXPECT_EQ(offered, (QStringList{"CountdownProvider", "TestCounterProvider"}));
  EXPECT_EQ(checked, QStringList{"TestCounterProvider"});
  EXPECT_TRUE(eventually([&] { return printed(window, "> for Cognition mr TestCounter CountdownProvider"); }));
  EXPECT_TRUE(eventually([&] { return view->canvas().graph().find("CountdownProvider", true) >= 0; })) << window.console().text().toStdString();
}

TEST(ModuleGraphView, ZoomPanAndFitKeepTheGraphInView)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  MainWindow window;
  window.show();
  ModuleGraphView* view = open(window, robot, "Cognition");
  ASSERT_NE(view, nullptr);
  ModuleGraphCanvas& canvas = view->canvas();
  ASSERT_TRUE(canvas.isFitting());
  const double fitted = canvas.zoom();
  const int counter = canvas.graph().find("TestCounter", false);
  const QPointF before = canvas.nodeCenter(static_cast<std::size_t>(counter));
  // Zooming around a node keeps it under the cursor.
  canvas.zoomBy(2, before);
  EXPECT_DOUBLE_EQ(canvas.zoom(), fitted * 2);
  EXPECT_NEAR(canvas.nodeCenter(static_cast<std::size_t>(counter)).x(), before.x(), 1e-6);
  EXPECT_FALSE(canvas.isFitting());
  // Dragging pans.
  QTest::mousePress(&canvas, Qt::LeftButton, {}, QPoint(10, 10));
  QTest::mouseMove(&canvas, QPoint(30, 25));
  QTest::mouseMove(&canvas, QPoint(60, 50));
  QTest::mouseRelease(&canvas, Qt::LeftButton, {}, QPoint(60, 50));
  EXPECT_NEAR(canvas.nodeCenter(static_cast<std::size_t>(counter)).x(), before.x() + 50, 1e-6);
  // The saved state brings zoom and position back; a double-click fits again.
  const QJsonObject state = view->saveState();
  EXPECT_FALSE(state.value("fit").toBool());
  const QPointF panned = canvas.nodeCenter(static_cast<std::size_t>(counter));
  QTest::mouseDClick(&canvas, Qt::LeftButton, {}, QPoint(2, 2));
  EXPECT_TRUE(canvas.isFitting());
  EXPECT_DOUBLE_EQ(canvas.zoom(), fitted);
  view->restoreState(state);
  EXPECT_DOUBLE_EQ(canvas.zoom(), fitted * 2);
  EXPECT_NEAR(canvas.nodeCenter(static_cast<std::size_t>(counter)).x(), panned.x(), 1e-6);
}

TEST(ModuleGraph, ACycleUnknownModulesAndMissingProvidersAreLaidOut)
{
  // A and B require what the other provides (a cycle the robot would reject), Ghost is no
  // module, Missing is provided nowhere, Frame is default, OtherX comes from the thread Other as X.
  ModuleTable table;
  table.modules = {module("A", {"Y", "Missing", "Frame"}, {"X"}), module("B", {"X", "OtherX"}, {"Y"}), module("C", {"X"}, {"X2"}),
                   module("S", {"S1"}, {"S1"})};
  table.configuration.defaultRepresentations = {"Frame"};
  Configuration::Thread thread;
  thread.name = "Main";
  thread.representationProviders = {provider("X", "A"), provider("Y", "B"), provider("Z", "Ghost"), provider("S1", "S")};
  Configuration::Thread other;
  other.name = "Other";
  other.representationProviders = {provider("X2", "C")};
  table.configuration.threads = {thread, other};

  const ModuleGraph graph = ModuleGraph::build(table, "Main");
  ASSERT_TRUE(graph.threadFound);
  using Kind = ModuleGraph::Kind;
  const auto kind = [&](const std::string& name, bool isModule) {
    const int index = graph.find(name, isModule);
    return index < 0 ? std::optional<Kind>() : std::optional<Kind>(graph.nodes[static_cast<std::size_t>(index)].kind);
  };
  EXPECT_EQ(kind("A", true), Kind::module);
  EXPECT_EQ(kind("Ghost", true), Kind::unknownModule);
  EXPECT_EQ(kind("Z", false), Kind::representation);
  EXPECT_EQ(kind("Missing", false), Kind::unprovided);
  EXPECT_EQ(kind("Frame", false), Kind::defaulted);
  EXPECT_EQ(kind("default", true), Kind::defaultSource);
  EXPECT_EQ(kind("OtherX", false), Kind::unprovided); // Other does not provide X
  EXPECT_EQ(kind("C", true), std::nullopt);           // a module of the other thread
  EXPECT_TRUE(hasEdge(graph, "A", true, "X", false));
  EXPECT_TRUE(hasEdge(graph, "X", false, "B", true));
  EXPECT_TRUE(hasEdge(graph, "B", true, "Y", false));
  EXPECT_TRUE(hasEdge(graph, "Y", false, "A", true));
  EXPECT_TRUE(hasEdge(graph, "default", true, "Frame", false));
  EXPECT_TRUE(hasEdge(graph, "S", true, "S1", false));
  EXPECT_TRUE(hasEdge(graph, "S1", false, "S", true));
  // The other thread: X is received, an alias of a representation of Main is received too.
  const ModuleGraph second = ModuleGraph::build(table, "Other");
  EXPECT_EQ(second.nodes[static_cast<std::size_t>(second.find("X", false))].kind, Kind::received);
  table.modules.push_back(module("D", {"MainY"}, {"W"}));
  table.configuration.threads[1].representationProviders.push_back(provider("W", "D"));
  const ModuleGraph aliased = ModuleGraph::build(table, "Other");
  ASSERT_GE(aliased.find("MainY", false), 0);
  EXPECT_EQ(aliased.nodes[static_cast<std::size_t>(aliased.find("MainY", false))].detail, "received from Main (its Y)");

  // Laid out and painted without trouble.
  ModuleGraphCanvas canvas;
  canvas.resize(600, 400);
  std::vector<GraphLayout::EdgeSpec> edges;
  for(const ModuleGraph::Edge& edge : graph.edges)
    edges.push_back({edge.from, edge.to});
  GraphLayout layout;
  std::string error;
  ASSERT_TRUE(layout.compute(canvas.nodeSpecs(graph), edges, error)) << error;
  ASSERT_EQ(layout.nodeRects.size(), graph.nodes.size());
  for(std::size_t i = 0; i < layout.nodeRects.size(); ++i)
    for(std::size_t j = i + 1; j < layout.nodeRects.size(); ++j)
      EXPECT_FALSE(layout.nodeRects[i].intersects(layout.nodeRects[j])) << graph.nodes[i].name << " " << graph.nodes[j].name;
  for(const QPainterPath& path : layout.edgePaths)
    EXPECT_FALSE(path.isEmpty());
  canvas.setGraph(graph, layout);
  const QImage image = canvas.grab().toImage();
  EXPECT_GT(count(image, ModuleGraphCanvas::fillColor(Kind::module), 6), 300);
  EXPECT_GT(count(image, ModuleGraphCanvas::lineColor(Kind::unprovided), 40), 30);

  // A thread that is not configured: no nodes, and an empty graph lays out too.
  const ModuleGraph none = ModuleGraph::build(table, "Nowhere");
  EXPECT_FALSE(none.threadFound);
  EXPECT_TRUE(none.nodes.empty());
  EXPECT_TRUE(layout.compute({}, {}, error)) << error;
  EXPECT_TRUE(layout.nodeRects.empty());
  // Edges to nodes that do not exist are refused.
  EXPECT_FALSE(layout.compute({{QSizeF(10, 10), true}}, {{0, 3}}, error));
  EXPECT_FALSE(error.empty());
}

TEST(ModuleGraphView, ExportsTheGraphAsDotAndSvg)
{
  TestRobot robot;
  ASSERT_FALSE(robot.address.empty());
  QTemporaryDir directory;
  ASSERT_TRUE(directory.isValid());
  const QString svg = directory.filePath("cognition.svg"), dot = directory.filePath("cognition.dot");
  MainWindow window;
  window.show();
  window.command("sc " + QString::fromStdString(robot.address));
  ASSERT_TRUE(eventually([&] { return window.sceneTree().item("TestRobot.modules.Cognition") != nullptr; }));
  // The view is not open: vmg opens it and writes the file once the graph is laid out.
  window.command("vmg Cognition export " + svg);
  ASSERT_TRUE(eventually([&] { return window.console().text().contains("wrote " + svg); })) << window.console().text().toStdString();
  auto* view = qobject_cast<ModuleGraphView*>(window.findView("TestRobot.modules.Cognition"));
  ASSERT_NE(view, nullptr);
  const ModuleGraph& graph = view->canvas().graph();
  ASSERT_GE(graph.nodes.size(), 6u);
  const QString text = svgText(svg);
  ASSERT_FALSE(text.isEmpty()) << "not well-formed SVG";
  for(const ModuleGraph::Node& node : graph.nodes)
    EXPECT_TRUE(text.contains(QString::fromStdString(node.name))) << node.name;

  window.command("vmg Cognition export " + dot);
  ASSERT_TRUE(eventually([&] { return window.console().text().contains("wrote " + dot); })) << window.console().text().toStdString();
  std::map<std::string, std::string> labels;
  std::vector<std::pair<std::string, std::string>> edges;
  ASSERT_TRUE(readDot(dot, labels, edges));
  ASSERT_EQ(labels.size(), graph.nodes.size());
  for(const ModuleGraph::Node& node : graph.nodes)
    EXPECT_EQ(labels[node.name], node.name);
  EXPECT_EQ(edges.size(), graph.edges.size());
  const auto edge = [&](const std::string& from, const std::string& to) { return std::find(edges.begin(), edges.end(), std::pair(from, to)) != edges.end(); };
  EXPECT_TRUE(edge("TestCounterProvider", "TestCounter"));
  EXPECT_TRUE(edge("TestCounter", "TestWhistleDetector"));
  EXPECT_TRUE(edge("TestPainter", "TestPicture"));

  // What the view's context menu runs; another ending is refused.
  EXPECT_EQ(view->exportCommand("/tmp/a.svg"), "vmg Cognition export /tmp/a.svg");
  QString error;
  EXPECT_FALSE(view->exportTo(directory.filePath("cognition.png"), error));
  EXPECT_EQ(error, "the file name must end with .dot or .svg");
  window.command("vmg Nothing export " + dot);
  EXPECT_TRUE(eventually([&] { return window.console().text().contains("Error: TestRobot has no thread Nothing"); })) << window.console().text().toStdString();
}

TEST(ModuleGraphView, DotNamesEscapedAndKindsKeptApart)
{
  // A representation named like a module, and names DOT would have to quote.
  ModuleGraph graph;
  graph.thread = "Cognition";
  graph.threadFound = true;
  graph.nodes = {{ModuleGraph::Kind::module, "Ball", "provides Ball"},
                 {ModuleGraph::Kind::representation, "Ball", "say \"hi\""},
                 {ModuleGraph::Kind::unprovided, "node", ""}};
  graph.edges = {{0, 1}, {1, 2}};
  QTemporaryDir directory;
  const QString file = directory.filePath("g.dot");
  QString error;
  ASSERT_TRUE(ModuleGraphExport::write(graph, GraphLayout(), QFont(), file, error)) << error.toStdString();
  std::map<std::string, std::string> labels;
  std::vector<std::pair<std::string, std::string>> edges;
  ASSERT_TRUE(readDot(file, labels, edges));
  ASSERT_EQ(labels.size(), 3u);
  EXPECT_EQ(labels["Ball"], "Ball");
  EXPECT_EQ(labels["Ball (representation)"], "Ball");
  EXPECT_EQ(labels["node"], "node");
  ASSERT_EQ(edges.size(), 2u);
  EXPECT_EQ(edges[0].first, "Ball");
  EXPECT_EQ(edges[0].second, "Ball (representation)");
  // SVG needs a layout.
  EXPECT_FALSE(ModuleGraphExport::write(graph, GraphLayout(), QFont(), directory.filePath("g.svg"), error));
}
