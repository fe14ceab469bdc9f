/**
 * @file Views/Field/FieldView.cpp
 * The field view: the field, the field drawings, zoom, pan, tips, export; and its commands.
 */
#include "FieldView.h"
#include "Console/Console.h"
#include "Console/ConsoleThread.h"
#include "Console/RobotConnection.h"
#include "Drawings/DrawingCommands.h"
#include "Drawings/DrawingViewStore.h"
#include "Studio/StudioContext.h"
#include "Studio/ViewRegistry.h"
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QHelpEvent>
#include <QMenu>
#include <QPainter>
#include <QSvgGenerator>
#include <QToolTip>
#include <cmath>

FieldView::FieldView(StudioContext& context, RobotConnection* robot, const QString& path, std::shared_ptr<DrawingViewStore> store,
                     const DrawingViewDefinition& definition)
  : DrawingView(context, robot, path, std::move(store), definition, false), fieldDimensions(FieldLayout::spl()),
    zoomPan({.content = fieldDimensions.carpet(), .yUp = true, .margin = margin})
{
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(160, 120);
  setMouseTracking(true);
  loadField();
  setDefinition(definition);
}

void FieldView::loadField()
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
  zoomPan.setContent(fieldDimensions.carpet());
  update();
}

void FieldView::robotChanged(unsigned changes)
{
  if(changes & RobotState::connectionChanged)
    loadField();
  DrawingView::robotChanged(changes);
}

double FieldView::fitScale() const
{
  return zoomPan.fitScale(size());
}

QPointF FieldView::toWidget(const QPointF& field) const
{
  return zoomPan.toWidget(field, size());
}

QPointF FieldView::toField(const QPointF& widget) const
{
  return zoomPan.toContent(widget, size());
}

void FieldView::setView(double zoom, const QPointF& center)
{
  if(zoomPan.set(zoom, center))
    update();
}

void FieldView::zoomBy(double factor, const QPointF& around)
{
  zoomPan.zoomBy(factor, around, size());
  update();
}

void FieldView::resetView()
{
  zoomPan.reset();
  update();
}

void FieldView::render(QPainter& painter)
{
  painter.fillRect(QRectF(0, 0, width(), height()), QColor(0x1b, 0x5e, 0x20));
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setWorldTransform(zoomPan.transform(size()));
  fieldDimensions.paint(painter);
  drawingPainter.begin(painter, {.yUp = true, .dotUnit = 10.});
  robot()->read([&](const RobotState& state) { paintDrawings(drawingPainter, state, "drawingOnField"); });
  drawingPainter.end();
  painter.restore();
}

void FieldView::paintEvent(QPaintEvent*)
{
  QPainter painter(this);
  render(painter);
  if(spotDrag.active)
    paintSpotDrag(painter);
}

const DrawingPainter::Spot* FieldView::handleAt(const QPointF& widget) const
{
  const DrawingPainter::Spot* spot = drawingPainter.spotAt(widget);
  return spot && (spot->command.contains("$1") || spot->command.contains("$2")) ? spot : nullptr;
}

QString FieldView::dropCommand(const QString& command, const QPointF& field)
{
  QString text = command;
  return text.replace("$1", QString::number(std::lround(field.x()))).replace("$2", QString::number(std::lround(field.y())));
}

void FieldView::beginSpotDrag(const DrawingPainter::Spot& spot, const QPointF& at)
{
  spotDrag.active = true;
  spotDrag.command = spot.command;
  spotDrag.area = spot.area.boundingRect();
  spotDrag.grabbed = spotDrag.mouse = at;
  // A picture of the drawings (not the field) in the spot's area, which follows the mouse.
  QImage picture(size(), QImage::Format_ARGB32_Premultiplied);
  picture.fill(Qt::transparent);
  {
    QPainter painter(&picture);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setWorldTransform(zoomPan.transform(size()));
    DrawingPainter copy;
    copy.begin(painter, {.yUp = true, .dotUnit = 10.});
    robot()->read([&](const RobotState& state) { paintDrawings(copy, state, "drawingOnField"); });
    copy.end();
  }
  spotDrag.picture = picture.copy(spotDrag.area.toAlignedRect());
  setCursor(Qt::ClosedHandCursor);
  update();
}

void FieldView::endSpotDrag(const QPointF& at)
{
  spotDrag.active = false;
  spotDrag.picture = QImage();
  unsetCursor();
  update();
  const QPointF moved = at - spotDrag.grabbed;
  if(std::hypot(moved.x(), moved.y()) < 3.)
    return; // a click, not a drag
  const QString line = dropCommand(spotDrag.command, toField(spotDrag.area.center() + moved));
  // Commands go to the selected robot: select this view's robot first.
  if(context.selectedRobot() != robot())
    context.command("robot " + QString::fromStdString(robot()->name()));
  for(const QString& command : line.split("\\n", Qt::SkipEmptyParts))
    context.command(command);
}

void FieldView::paintSpotDrag(QPainter& painter) const
{
  const QPointF moved = spotDrag.mouse - spotDrag.grabbed;
  const QRectF target = spotDrag.area.translated(moved);
  const QPointF field = toField(target.center());
  painter.save();
  painter.setRenderHint(QPainter::Antialiasing);
  // Where it was, dashed; the way to where it goes; the picture there; the point it will get.
  QPen dashed(QColor(255, 255, 255, 200), 1., Qt::DashLine);
  painter.setPen(dashed);
  painter.setBrush(Qt::NoBrush);
  painter.drawRect(spotDrag.area);
  painter.drawLine(spotDrag.area.center(), target.center());
  painter.setOpacity(0.85);
  painter.drawImage(target.topLeft(), spotDrag.picture);
  painter.setOpacity(1.);
  painter.setPen(QPen(Qt::white, 1.5));
  painter.drawRect(target);
  const QString label = QString("%1, %2 mm").arg(std::lround(field.x())).arg(std::lround(field.y()));
  const QRectF text = painter.fontMetrics().boundingRect(label).adjusted(-3, -1, 3, 1);
  const QPointF at = target.bottomLeft() + QPointF(0., text.height() + 2.);
  painter.fillRect(text.translated(at), QColor(0, 0, 0, 160));
  painter.drawText(at, label);
  painter.restore();
}

bool FieldView::exportTo(const QString& fileName, QString& error)
{
  if(fileName.endsWith(".svg", Qt::CaseInsensitive))
  {
    QSvgGenerator generator;
    generator.setFileName(fileName);
    generator.setSize(size());
    generator.setViewBox(QRect(QPoint(0, 0), size()));
    generator.setTitle(path());
    QPainter painter;
    if(!painter.begin(&generator))
    {
      error = "cannot write " + fileName;
      return false;
    }
    render(painter);
    painter.end();
    if(!QFileInfo(fileName).exists())
    {
      error = "cannot write " + fileName;
      return false;
    }
    return true;
  }
  if(!fileName.endsWith(".png", Qt::CaseInsensitive))
  {
    error = "the file name must end with .png or .svg";
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

void FieldView::wheelEvent(QWheelEvent* event)
{
  if(zoomPan.wheel(event, size()))
    update();
}

void FieldView::mousePressEvent(QMouseEvent* event)
{
  if(event->button() == Qt::LeftButton && !spotDrag.active)
    if(const DrawingPainter::Spot* spot = handleAt(event->position()))
      return beginSpotDrag(*spot, event->position());
  if(!zoomPan.press(event))
    return DrawingView::mousePressEvent(event);
  setCursor(Qt::ClosedHandCursor);
}

void FieldView::mouseMoveEvent(QMouseEvent* event)
{
  if(spotDrag.active)
  {
    spotDrag.mouse = event->position();
    update();
    return;
  }
  if(zoomPan.move(event, size()))
    update();
  else if(!zoomPan.dragging())
  {
    // A handle says that it can be dragged.
    if(handleAt(event->position()))
      setCursor(Qt::OpenHandCursor);
    else
      unsetCursor();
  }
}

void FieldView::mouseReleaseEvent(QMouseEvent* event)
{
  if(spotDrag.active && event->button() == Qt::LeftButton)
    return endSpotDrag(event->position());
  if(!zoomPan.release(event))
    return DrawingView::mouseReleaseEvent(event);
  unsetCursor();
}

void FieldView::mouseDoubleClickEvent(QMouseEvent* event)
{
  if(event->button() == Qt::LeftButton)
    context.command(command("reset"));
}

void FieldView::keyPressEvent(QKeyEvent* event)
{
  if(zoomPan.key(event, size()))
    update();
  else
    DrawingView::keyPressEvent(event);
}

bool FieldView::event(QEvent* event)
{
  if(event->type() == QEvent::ToolTip && spotDrag.active)
    return true;
  if(event->type() == QEvent::ToolTip)
  {
    const auto* help = static_cast<QHelpEvent*>(event);
    if(const DrawingPainter::Tip* tip = drawingPainter.tipAt(help->pos()))
      QToolTip::showText(help->globalPos(), tip->text, this);
    else
    {
      const QPointF field = toField(help->pos());
      QToolTip::showText(help->globalPos(), QString("x %1 mm, y %2 mm").arg(std::lround(field.x())).arg(std::lround(field.y())), this);
    }
    return true;
  }
  return DrawingView::event(event);
}

void FieldView::contextMenuEvent(QContextMenuEvent* event)
{
  QMenu menu;
  menu.addAction("Show the whole field (double-click)", this, [this] { context.command(command("reset")); });
  menu.addSeparator();
  for(const QString& type : {QString("PNG"), QString("SVG")})
    menu.addAction("Export as " + type + "...", this, [this, type] {
      const QString suffix = type.toLower();
      const QString file = QFileDialog::getSaveFileName(this, "Export the picture as " + type, definition().name + "." + suffix,
                                                        type + " (*." + suffix + ")");
      if(!file.isEmpty())
        context.command(command("export " + file));
    });
  menu.exec(event->globalPos());
}

QString FieldView::command(const QString& option) const
{
  return "vfo " + path() + " " + option;
}

QJsonObject FieldView::viewState() const
{
  return {{"zoom", zoomPan.zoom()}, {"x", zoomPan.center().x()}, {"y", zoomPan.center().y()}};
}

void FieldView::restoreViewState(const QJsonObject& state)
{
  setView(state.value("zoom").toDouble(1.), {state.value("x").toDouble(0.), state.value("y").toDouble(0.)});
}

void FieldView::addTo(ViewRegistry& registry)
{
  auto store = std::make_shared<DrawingViewStore>("field");
  registry.add({"field", "the field and field drawings of the robot's threads (vf, vfd)",
                [store](const RobotState& state) { return store->names(state); },
                [store](StudioContext& context, RobotConnection* robot, const QString& path, const QString& instance) -> StudioView* {
                  DrawingViewDefinition definition;
                  if(!store->find(robot->name(), instance, definition))
                    return nullptr;
                  return new FieldView(context, robot, path, store, definition);
                },
                [store](StudioContext& context) {
                  const std::shared_ptr<DrawingCommands> commands =
                    DrawingCommands::add(context, store, {"field", "field view", "vf", "vfd", "drawingOnField", false});
                  context.engine().console().addCommand(
                    {"vfo",
                     {{"vfo <view> reset", "show the whole field again"},
                      {"vfo <view> zoom <zoom> [<x> <y>]", "zoom (1: the whole field) around a field point (mm; default: the centre)"},
                      {"vfo <view> export <file>", "write the picture as PNG (<file>.png) or SVG (<file>.svg)"}},
                     [commands, &context](const ConsoleCommand::Call& call) {
                       const auto& args = call.args;
                       if(args.size() < 2 || (args[1] == "reset" && args.size() != 2) || (args[1] == "export" && args.size() < 3) ||
                          (args[1] == "zoom" && args.size() != 3 && args.size() != 5) ||
                          (args[1] != "reset" && args[1] != "export" && args[1] != "zoom"))
                         return ConsoleCommand::Result::usage;
                       double values[3] = {1., 0., 0.};
                       for(std::size_t i = 2; args[1] == "zoom" && i < args.size(); ++i)
                       {
                         bool ok = false;
                         values[i - 2] = QString::fromStdString(args[i]).toDouble(&ok);
                         if(!ok || !std::isfinite(values[i - 2]))
                           return ConsoleCommand::Result::usage;
                       }
                       QString name;
                       DrawingViewDefinition definition;
                       RobotConnection* robot = commands->resolve(args[0], name, definition);
                       if(!robot)
                         return ConsoleCommand::Result::failed;
                       const QString path = QString::fromStdString(robot->name()) + ".field." + name;
                       const std::string option = args[1];
                       const QString file = QString::fromStdString(DrawingCommands::restAfter(call.rest, 2));
                       withOpenView<FieldView>(context, path, [&context, option, file, values](FieldView& view) {
                         QString error;
                         if(option == "reset")
                           view.resetView();
                         else if(option == "zoom")
                           view.setView(values[0], {values[1], values[2]});
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
                         candidates.insert({"reset", "zoom", "export"});
                     }});
                }});
}
