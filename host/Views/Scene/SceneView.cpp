/**
 * @file Views/Scene/SceneView.cpp
 * The 3-D scene view: the floor, the 3-D drawings in their frames, the orbit camera; its commands.
 */
#include "SceneView.h"
#include "Console/Console.h"
#include "Console/ConsoleThread.h"
#include "Console/RobotConnection.h"
#include "Drawings/DrawingCommands.h"
#include "Drawings/DrawingViewStore.h"
#include "Studio/StudioContext.h"
#include "Studio/ViewRegistry.h"
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <numbers>
#include <set>

namespace
{
  constexpr float degree = std::numbers::pi_v<float> / 180.f;
  constexpr float defaultYaw = -90.f * degree;
  constexpr float defaultPitch = 50.f * degree;
  /** The background of new scene views: dark slate until "bc" sets another. */
  QColor newBackground(0x2b, 0x30, 0x3b);
  /** The open scene views (GUI thread only), for "bc". */
  std::set<SceneView*> openSceneViews;
}

SceneView::SceneView(StudioContext& context, RobotConnection* robot, const QString& path, std::shared_ptr<DrawingViewStore> store,
                     const DrawingViewDefinition& definition)
  : DrawingView(context, robot, path, std::move(store), definition, true), fieldDimensions(FieldLayout::spl()),
    backgroundColor(newBackground)
{
  openSceneViews.insert(this);
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(160, 120);
  orbit.setLimits(10.f, 200.f, 200000.f);
  orbit.setViewport(size());
  loadField();
  resetCamera();
  setDefinition(definition);
}

void SceneView::loadField()
{
  const std::string location = robot()->read([](const RobotState& state) {
    return state.hasVersion() && !state.version().location.empty() ? state.version().location : std::string("Default");
  });
  if(location == fieldLocation)
    return;
  fieldLocation = location;
  std::string warning;
  fieldDimensions = FieldLayout::ofLocation(location, warning);
  if(!warning.empty())
    context.print("Warning: " + QString::fromStdString(warning) + "; " + path() + " shows the SPL field");
  update();
}

void SceneView::robotChanged(unsigned changes)
{
  if(changes & RobotState::connectionChanged)
    loadField();
  DrawingView::robotChanged(changes);
}

void SceneView::setCamera(float yawDegrees, float pitchDegrees, float distance, const QVector3D& target)
{
  orbit.setOrbit(yawDegrees * degree, pitchDegrees * degree, distance, target);
  update();
}

void SceneView::resetCamera()
{
  // The carpet fits: its width across the picture, its depth (foreshortened by the pitch) up and down.
  const QRectF carpet = fieldDimensions.carpet();
  const float halfHeight = std::tan(orbit.fieldOfView() * degree / 2.f);
  const float aspect = static_cast<float>(std::max(1, width())) / static_cast<float>(std::max(1, height()));
  const float across = static_cast<float>(carpet.width()) / 2.f / (halfHeight * aspect);
  const float along = static_cast<float>(carpet.height()) / 2.f * std::sin(defaultPitch) / halfHeight;
  orbit.setOrbit(defaultYaw, defaultPitch, 1.1f * std::max(across, along), QVector3D(0.f, 0.f, 0.f));
  update();
}

void SceneView::setRobotPose(float x, float y, float rotation)
{
  if(std::isfinite(x) && std::isfinite(y) && std::isfinite(rotation))
    pose = QVector3D(x, y, rotation);
  update();
}

void SceneView::render(QPainter& painter)
{
  orbit.setViewport(size());
  painter.fillRect(QRectF(0, 0, width(), height()), backgroundColor);
  renderer.begin(orbit);
  renderer.addField(fieldDimensions);
  QMatrix4x4 robotFrame;
  robotFrame.translate(pose.x(), pose.y(), 0.f);
  robotFrame.rotate(pose.z() / degree, 0.f, 0.f, 1.f);
  std::set<std::string> unplaced;
  robot()->read([&](const RobotState& state) {
    const auto& drawings = state.drawings().drawings3D();
    std::set<RobotDrawings::Key> painted;
    for(const DrawingViewDefinition::Drawing& drawing : definition().drawings)
      for(unsigned c = 0; c < state.numberOfComponents(); ++c)
      {
        const RobotDrawings::Key key{c, drawing.name};
        const auto entry = drawings.find(key);
        if(entry == drawings.end() || painted.contains(key) || !shows(state, key, entry->second.sequence))
          continue;
        painted.insert(key);
        const std::string& type = entry->second.type;
        if(type == "field")
          renderer.addDrawing(entry->second.shapes, QMatrix4x4());
        else if(type == "robot")
          renderer.addDrawing(entry->second.shapes, robotFrame);
        else
          unplaced.insert(drawing.name + " (" + type + ")");
      }
  });
  renderer.paint(painter);
  statusText.clear();
  if(!unplaced.empty())
  {
    QStringList names;
    for(const std::string& name : unplaced)
      names << QString::fromStdString(name);
    statusText = "not shown, the studio cannot place their frames: " + names.join(", ");
    painter.setPen(QColor(255, 190, 90));
    painter.drawText(QRectF(6, 0, width() - 12, height() - 4), Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, statusText);
  }
}

void SceneView::paintEvent(QPaintEvent*)
{
  QPainter painter(this);
  render(painter);
}

void SceneView::resizeEvent(QResizeEvent* event)
{
  orbit.setViewport(size());
  DrawingView::resizeEvent(event);
}

bool SceneView::exportTo(const QString& fileName, QString& error)
{
  if(!fileName.endsWith(".png", Qt::CaseInsensitive))
  {
    error = "the file name must end with .png";
    return false;
  }
  QImage image(size(), QImage::Format_ARGB32);
  QPainter painter(&image);
  render(painter);
  painter.end();
  if(image.save(fileName, "PNG"))
    return true;
  error = "cannot write " + fileName;
  return false;
}

void SceneView::wheelEvent(QWheelEvent* event)
{
  if(controls.wheel(event))
    update();
}

void SceneView::mousePressEvent(QMouseEvent* event)
{
  if(!controls.press(event))
    return DrawingView::mousePressEvent(event);
  setCursor(controls.pans() ? Qt::ClosedHandCursor : Qt::SizeAllCursor);
}

void SceneView::mouseMoveEvent(QMouseEvent* event)
{
  if(controls.move(event))
    update();
}

void SceneView::mouseReleaseEvent(QMouseEvent* event)
{
  if(!controls.release(event))
    return DrawingView::mouseReleaseEvent(event);
  unsetCursor();
}

void SceneView::mouseDoubleClickEvent(QMouseEvent* event)
{
  if(event->button() == Qt::LeftButton)
    context.command(command("reset"));
}

void SceneView::keyPressEvent(QKeyEvent* event)
{
  if(controls.key(event, size()))
    update();
  else if(event->key() == Qt::Key_Home || event->key() == Qt::Key_0)
    resetCamera();
  else
    DrawingView::keyPressEvent(event);
}

void SceneView::contextMenuEvent(QContextMenuEvent* event)
{
  QMenu menu;
  menu.addAction("Show the whole field (double-click)", this, [this] { context.command(command("reset")); });
  menu.addSeparator();
  menu.addAction("Export as PNG...", this, [this] {
    const QString file = QFileDialog::getSaveFileName(this, "Export the picture as PNG", definition().name + ".png", "PNG (*.png)");
    if(!file.isEmpty())
      context.command(command("export " + file));
  });
  menu.exec(event->globalPos());
}

QString SceneView::command(const QString& option) const
{
  return "vso " + path() + " " + option;
}

SceneView::~SceneView()
{
  openSceneViews.erase(this);
}

void SceneView::setBackground(const QColor& color)
{
  backgroundColor = color;
  update();
}

void SceneView::setBackgroundOfAll(const QColor& color)
{
  newBackground = color;
  for(SceneView* view : openSceneViews)
    view->setBackground(color);
}

QJsonObject SceneView::viewState() const
{
  const QVector3D target = orbit.target();
  return {{"yaw", orbit.yaw() / degree}, {"pitch", orbit.pitch() / degree}, {"distance", orbit.distance()},
          {"x", target.x()}, {"y", target.y()}, {"z", target.z()},
          {"robotX", pose.x()}, {"robotY", pose.y()}, {"robotRotation", pose.z() / degree},
          {"background", backgroundColor.name()}};
}

void SceneView::restoreViewState(const QJsonObject& state)
{
  if(state.contains("yaw"))
    setCamera(static_cast<float>(state.value("yaw").toDouble()), static_cast<float>(state.value("pitch").toDouble()),
              static_cast<float>(state.value("distance").toDouble()),
              QVector3D(static_cast<float>(state.value("x").toDouble()), static_cast<float>(state.value("y").toDouble()),
                        static_cast<float>(state.value("z").toDouble())));
  setRobotPose(static_cast<float>(state.value("robotX").toDouble()), static_cast<float>(state.value("robotY").toDouble()),
               static_cast<float>(state.value("robotRotation").toDouble()) * degree);
  if(const QColor saved(state.value("background").toString()); saved.isValid())
    setBackground(saved);
}

void SceneView::addTo(ViewRegistry& registry)
{
  auto store = std::make_shared<DrawingViewStore>("scene");
  registry.add({"scene", "the field and the 3-D drawings of the robot's threads (vs, vsd)",
                [store](const RobotState& state) { return store->names(state); },
                [store](StudioContext& context, RobotConnection* robot, const QString& path, const QString& instance) -> StudioView* {
                  DrawingViewDefinition definition;
                  if(!store->find(robot->name(), instance, definition))
                    return nullptr;
                  return new SceneView(context, robot, path, store, definition);
                },
                [store](StudioContext& context) {
                  const std::shared_ptr<DrawingCommands> commands =
                    DrawingCommands::add(context, store, {"scene", "3-D scene view", "vs", "vsd", "", true});
                  context.engine().console().addCommand(
                    {"vso",
                     {{"vso <view> reset", "show the whole field again"},
                      {"vso <view> camera <yaw> <pitch> <distance> [<x> <y> <z>]",
                       "look at a point (mm; default: the centre spot) from a distance (mm), turned by yaw and raised by pitch (degrees)"},
                      {"vso <view> pose <x> <y> <rotation>", "put the robot (its \"robot\" drawings) at a pose on the field (mm, degrees)"},
                      {"vso <view> export <file>", "write the picture as PNG (<file>.png)"}},
                     [commands, &context](const ConsoleCommand::Call& call) {
                       const auto& args = call.args;
                       if(args.size() < 2)
                         return ConsoleCommand::Result::usage;
                       const std::string option = args[1];
                       const bool valid = (option == "reset" && args.size() == 2) || (option == "export" && args.size() >= 3) ||
                                          (option == "camera" && (args.size() == 5 || args.size() == 8)) ||
                                          (option == "pose" && args.size() == 5);
                       if(!valid)
                         return ConsoleCommand::Result::usage;
                       float values[6] = {0.f, 0.f, 0.f, 0.f, 0.f, 0.f};
                       for(std::size_t i = 2; (option == "camera" || option == "pose") && i < args.size(); ++i)
                       {
                         bool ok = false;
                         values[i - 2] = QString::fromStdString(args[i]).toFloat(&ok);
                         if(!ok || !std::isfinite(values[i - 2]))
                           return ConsoleCommand::Result::usage;
                       }
                       QString name;
                       DrawingViewDefinition definition;
                       RobotConnection* robot = commands->resolve(args[0], name, definition);
                       if(!robot)
                         return ConsoleCommand::Result::failed;
                       const QString path = QString::fromStdString(robot->name()) + ".scene." + name;
                       const QString file = QString::fromStdString(DrawingCommands::restAfter(call.rest, 2));
                       withOpenView<SceneView>(context, path, [&context, option, file, values](SceneView& view) {
                         QString error;
                         if(option == "reset")
                           view.resetCamera();
                         else if(option == "camera")
                           view.setCamera(values[0], values[1], values[2], QVector3D(values[3], values[4], values[5]));
                         else if(option == "pose")
                           view.setRobotPose(values[0], values[1], values[2] * degree);
                         else
                           printExport(context, view.exportTo(file, error), file, error);
                       });
                       return ConsoleCommand::Result::done;
                     },
                     [commands](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                       if(completion.index == 1)
                         if(RobotConnection* robot = commands->context.selectedRobot())
                           for(const QString& name : commands->store->names(robot->name()))
                             candidates.insert(name.toStdString());
                       if(completion.index == 2)
                         candidates.insert({"reset", "camera", "pose", "export"});
                     }});
                  context.engine().console().addCommand(
                    {"bc",
                     {{"bc <red%> <green%> <blue%>", "the background colour of the 3-D scene views, open and opened later (0..100 each)"}},
                     [&context](const ConsoleCommand::Call& call) {
                       if(call.args.size() != 3)
                         return ConsoleCommand::Result::usage;
                       int channels[3] = {0, 0, 0};
                       for(std::size_t i = 0; i < 3; ++i)
                       {
                         bool ok = false;
                         const double percent = QString::fromStdString(call.args[i]).toDouble(&ok);
                         if(!ok || !(percent >= 0.0 && percent <= 100.0))
                           return ConsoleCommand::Result::usage;
                         channels[i] = static_cast<int>(std::lround(percent * 255.0 / 100.0));
                       }
                       const QColor color(channels[0], channels[1], channels[2]);
                       context.onGuiThread([color] { SceneView::setBackgroundOfAll(color); });
                       return ConsoleCommand::Result::done;
                     }});
                }});
}
