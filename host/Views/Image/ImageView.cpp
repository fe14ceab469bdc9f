/**
 * @file Views/Image/ImageView.cpp
 * The image view: the robot's image, its image drawings, zoom, pan, the pixel readout, clicks and export.
 */
#include "ImageView.h"
#include "ColorSpace/ColorSpaceView.h"
#include "Console/RobotConnection.h"
#include "Drawings/DrawingCommands.h"
#include "Drawings/DrawingViewStore.h"
#include "ImageCommands.h"
#include "Studio/StudioContext.h"
#include "Studio/ViewRegistry.h"
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHelpEvent>
#include <QMenu>
#include <QPainter>
#include <QToolTip>
#include <cmath>

ImageView::ImageView(StudioContext& context, RobotConnection* robot, const QString& path, std::shared_ptr<DrawingViewStore> store,
                     const DrawingViewDefinition& definition)
  : DrawingView(context, robot, path, std::move(store), definition, false),
    zoomPan({.content = QRectF(0, 0, defaultWidth, defaultHeight), .margin = 0., .slack = 0.5, .minZoom = 0.1, .maxZoom = 64.})
{
  setFocusPolicy(Qt::StrongFocus);
  setMinimumSize(160, 120);
  setMouseTracking(true);
  setDefinition(definition);
}

std::set<std::pair<unsigned, std::string>> ImageView::extraRequests() const
{
  if(definition().image.empty())
    return {};
  return {ImageSource::request(*robot(), definition())};
}

void ImageView::definitionChanged()
{
  source.invalidate(); // another image, thread or gain: convert again
  refreshPicture();
}

void ImageView::refreshPicture()
{
  source.refresh(*robot(), definition(), [this](const QString& problem) { context.print("Warning: " + path() + ": " + problem); });
  const QRectF content = source.picture().isNull() ? QRectF(0, 0, defaultWidth, defaultHeight) : QRectF(QPointF(0, 0), QSizeF(source.picture().size()));
  if(definition().image.empty() || !source.picture().isNull())
    zoomPan.setContent(content);
}

void ImageView::setView(double zoom, const QPointF& center)
{
  if(zoomPan.set(zoom, center))
    update();
}

void ImageView::resetView()
{
  zoomPan.reset();
  update();
}

void ImageView::paintImageDrawings(QPainter& painter)
{
  drawingPainter.begin(painter, {.yUp = false, .dotUnit = 1., .scale = definition().ddScale});
  robot()->read([&](const RobotState& state) { paintDrawings(drawingPainter, state, "drawingOnImage", source.component()); });
  drawingPainter.end();
}

void ImageView::render(QPainter& painter)
{
  refreshPicture();
  painter.fillRect(QRectF(0, 0, width(), height()), QColor(0x30, 0x30, 0x30));
  painter.save();
  painter.setWorldTransform(zoomPan.transform(size()));
  const QRectF area = zoomPan.content();
  if(picture().isNull())
    painter.fillRect(area, Qt::black);
  else
    painter.drawImage(area, picture());
  painter.setRenderHint(QPainter::Antialiasing);
  paintImageDrawings(painter);
  painter.restore();
  // The readout and any problem as text lines over the image.
  const QFontMetrics metrics(painter.font());
  const auto line = [&](const QString& text, int y, const QColor& color) {
    const QRect box(0, y, metrics.horizontalAdvance(text) + 8, metrics.height() + 4);
    painter.fillRect(box, QColor(0, 0, 0, 160));
    painter.setPen(color);
    painter.drawText(box.adjusted(4, 2, 0, 0), Qt::AlignLeft | Qt::AlignTop, text);
  };
  if(!problem().isEmpty())
    line(problem(), 0, QColor(255, 120, 120));
  else if(picture().isNull() && !definition().image.empty())
    line("waiting for " + QString::fromStdString(definition().image) +
           (definition().thread.empty() ? QString() : " of " + QString::fromStdString(definition().thread)),
         0, Qt::white);
  if(!readoutText.isEmpty())
    line(readoutText, height() - metrics.height() - 4, Qt::white);
}

void ImageView::paintEvent(QPaintEvent*)
{
  QPainter painter(this);
  render(painter);
}

QString ImageView::readoutAt(const QPoint& pixel)
{
  refreshPicture();
  return ImageConverter::describe(source.converter().pixel(source.image(), pixel.x(), pixel.y()), pixel.x(), pixel.y());
}

bool ImageView::exportTo(const QString& fileName, bool withDrawings, QString& error)
{
  if(!fileName.endsWith(".png", Qt::CaseInsensitive))
  {
    error = "the file name must end with .png";
    return false;
  }
  refreshPicture();
  if(picture().isNull() && !withDrawings)
  {
    error = path() + " has no image";
    return false;
  }
  QImage image = picture().isNull() ? QImage(defaultWidth, defaultHeight, QImage::Format_RGB32) : picture().copy();
  if(picture().isNull())
    image.fill(Qt::black);
  if(withDrawings)
  {
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    paintImageDrawings(painter);
  }
  if(image.save(fileName, "PNG"))
    return true;
  error = "cannot write " + fileName;
  return false;
}

QString ImageView::clickCommand(const QPointF& widget, Qt::KeyboardModifiers modifiers) const
{
  const bool alt = modifiers & Qt::AltModifier, ctrl = modifiers & Qt::ControlModifier, shift = modifiers & Qt::ShiftModifier;
  if(alt)
    if(const DrawingPainter::Spot* spot = drawingPainter.spotAt(widget))
      return spot->command;
  const DrawingViewDefinition::Click* click = definition().click(alt, ctrl, shift);
  if(!click)
    return {};
  const QPointF pixel = toImage(widget);
  QString thread = QString::fromStdString(imageThread().empty() ? definition().thread : imageThread());
  if(!thread.isEmpty())
    thread[0] = thread[0].toLower();
  QString text = click->command;
  return text.replace("$1", QString::number(static_cast<int>(std::floor(pixel.x()))))
    .replace("$2", QString::number(static_cast<int>(std::floor(pixel.y()))))
    .replace("$3", thread);
}

void ImageView::wheelEvent(QWheelEvent* event)
{
  if(zoomPan.wheel(event, size()))
    update();
}

void ImageView::mousePressEvent(QMouseEvent* event)
{
  if(!zoomPan.press(event))
    DrawingView::mousePressEvent(event);
}

void ImageView::mouseMoveEvent(QMouseEvent* event)
{
  if(zoomPan.move(event, size()))
  {
    if(zoomPan.dragDistance() >= 3.)
      setCursor(Qt::ClosedHandCursor);
    update();
    return;
  }
  const QPointF pixel = toImage(event->position());
  const QString text = readoutAt(QPoint(static_cast<int>(std::floor(pixel.x())), static_cast<int>(std::floor(pixel.y()))));
  if(text != readoutText)
  {
    readoutText = text;
    update();
  }
}

void ImageView::mouseReleaseEvent(QMouseEvent* event)
{
  if(!zoomPan.release(event))
    return DrawingView::mouseReleaseEvent(event);
  unsetCursor();
  if(zoomPan.dragDistance() < 3.) // a click, not a drag
    for(const QString& command : clickCommand(event->position(), event->modifiers()).split("\\n", Qt::SkipEmptyParts))
      context.command(command.trimmed());
}

void ImageView::mouseDoubleClickEvent(QMouseEvent* event)
{
  if(event->button() == Qt::LeftButton)
    context.command(command("reset"));
}

void ImageView::keyPressEvent(QKeyEvent* event)
{
  if(zoomPan.key(event, size()))
    update();
  else
    DrawingView::keyPressEvent(event);
}

bool ImageView::event(QEvent* event)
{
  if(event->type() == QEvent::ToolTip)
  {
    const auto* help = static_cast<QHelpEvent*>(event);
    if(const DrawingPainter::Tip* tip = drawingPainter.tipAt(help->pos()))
      QToolTip::showText(help->globalPos(), tip->text, this);
    else
      QToolTip::hideText();
    return true;
  }
  if(event->type() == QEvent::Leave && !readoutText.isEmpty())
  {
    readoutText.clear();
    update();
  }
  return DrawingView::event(event);
}

void ImageView::contextMenuEvent(QContextMenuEvent* event)
{
  QMenu menu;
  menu.addAction("Show the whole image (double-click)", this, [this] { context.command(command("reset")); });
  QMenu* gain = menu.addMenu("Gain");
  for(double value : {0.5, 1., 1.5, 2., 3., 4.})
  {
    QAction* action = gain->addAction(QString::number(value) + "x", this, [this, value] { context.command(command("gain " + QString::number(value))); });
    action->setCheckable(true);
    action->setChecked(std::abs(definition().gain - value) < 1e-9);
  }
  menu.addSeparator();
  for(const bool drawings : {true, false})
    menu.addAction(drawings ? "Export the image with its drawings as PNG..." : "Export the image alone as PNG...", this, [this, drawings] {
      const QString file = QFileDialog::getSaveFileName(this, "Export the image as PNG", definition().name + ".png", "PNG (*.png)");
      if(!file.isEmpty())
        context.command(command(QString(drawings ? "export " : "exportImage ") + file));
    });
  menu.exec(event->globalPos());
}

QString ImageView::command(const QString& option) const
{
  return "vio " + path() + " " + option;
}

QJsonObject ImageView::viewState() const
{
  return {{"zoom", zoomPan.zoom()}, {"x", zoomPan.center().x()}, {"y", zoomPan.center().y()}};
}

void ImageView::restoreViewState(const QJsonObject& state)
{
  setView(state.value("zoom").toDouble(1.), {state.value("x").toDouble(defaultWidth / 2.), state.value("y").toDouble(defaultHeight / 2.)});
}

void ImageView::addTo(ViewRegistry& registry)
{
  auto store = std::make_shared<DrawingViewStore>("image");
  registry.add({"image", "an image of the robot's threads and their image drawings (vi, vid, vic); below each, its colour spaces",
                [store](const RobotState& state) {
                  QStringList instances;
                  for(const QString& name : store->names(state))
                    instances << name << ColorSpaceView::instances(name);
                  return instances;
                },
                [store](StudioContext& context, RobotConnection* robot, const QString& path, const QString& instance) -> StudioView* {
                  DrawingViewDefinition definition;
                  QString imageView = instance;
                  ColorSpaceView::Model model = ColorSpaceView::yuv;
                  int channel = -1;
                  const bool colorSpace = ColorSpaceView::parse(instance, imageView, model, channel);
                  if(!store->find(robot->name(), imageView, definition))
                    return nullptr;
                  if(colorSpace)
                    return new ColorSpaceView(context, robot, path, store, imageView, model, channel);
                  return new ImageView(context, robot, path, store, definition);
                },
                [store](StudioContext& context) {
                  ImageCommands::add(DrawingCommands::add(context, store, {"image", "image view", "", "vid", "drawingOnImage", false}));
                }});
}
