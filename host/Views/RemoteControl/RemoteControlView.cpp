/**
 * @file Views/RemoteControl/RemoteControlView.cpp
 * Walking, kicking and getting up with the keys; what the robot does; the game pad.
 */
#include "RemoteControlView.h"
#include "GamePad.h"
#include "WalkArrows.h"
#include "Console/ConsoleThread.h"
#include "Console/RobotConnection.h"
#include "Studio/StudioContext.h"
#include "Studio/ViewRegistry.h"
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QSettings>
#include <QVBoxLayout>
#include <cmath>

namespace
{
  /** The open remote control views (GUI thread): vrc speed changes them all. */
  QList<RemoteControlView*> openViews;

  const QSet<int> walkingKeys = {Qt::Key_Up, Qt::Key_Down, Qt::Key_Left, Qt::Key_Right, Qt::Key_W,
                                 Qt::Key_A,  Qt::Key_S,    Qt::Key_D,    Qt::Key_Q,     Qt::Key_E};

  QString number(float value)
  {
    return QString::number(static_cast<double>(value), 'g', 4);
  }

  /** The speeds of "motion walk <x> <y> <rot>", zero for "motion stand"; false for other commands. */
  bool walkOf(const QString& command, float& x, float& y, float& rotation)
  {
    const QStringList words = command.split(' ', Qt::SkipEmptyParts);
    x = y = rotation = 0.f;
    if(words == QStringList{"motion", "stand"})
      return true;
    if(words.size() != 5 || words[0] != "motion" || words[1] != "walk")
      return false;
    x = words[2].toFloat();
    y = words[3].toFloat();
    rotation = words[4].toFloat();
    return true;
  }
}

RemoteControlView::RemoteControlView(StudioContext& context, RobotConnection* robot, const QString& path) : StudioView(context, robot, path)
{
  openViews.append(this);
  setFocusPolicy(Qt::StrongFocus);
  component = robot->read([](const RobotState& state) {
    const int motion = state.component("Motion");
    return motion > 0 ? static_cast<unsigned>(motion) : 0u;
  });

  title = new QLabel(this);
  title->setObjectName("title");
  sentLabel = new QLabel(this);
  sentLabel->setObjectName("sent");
  robotLabel = new QLabel(this);
  robotLabel->setObjectName("robot");
  padLabel = new QLabel(this);
  padLabel->setObjectName("pad");
  padLabel->setWordWrap(true);
  help = new QLabel(this);
  help->setObjectName("help");
  arrows = new WalkArrows(this);
  for(QLabel* label : {sentLabel, robotLabel, padLabel})
    label->setTextInteractionFlags(Qt::NoTextInteraction);

  auto* rows = new QGridLayout;
  rows->setColumnStretch(1, 1);
  const auto row = [&](int index, const QString& name, QLabel* label, const QColor& color) {
    auto* caption = new QLabel(name, this);
    if(color.isValid())
      caption->setStyleSheet("color: " + color.name() + "; font-weight: bold;");
    rows->addWidget(caption, index, 0, Qt::AlignTop);
    rows->addWidget(label, index, 1, Qt::AlignTop);
  };
  row(0, "sends", sentLabel, WalkArrows::requestColor);
  row(1, "robot", robotLabel, WalkArrows::robotColor);
  row(2, "game pad", padLabel, QColor());
  auto* bottom = new QHBoxLayout;
  bottom->addWidget(help, 0, Qt::AlignTop);
  bottom->addWidget(arrows, 1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(8, 6, 8, 6);
  layout->addWidget(title);
  layout->addLayout(rows);
  layout->addSpacing(6);
  layout->addLayout(bottom, 1);

  refresh.setInterval(50);
  connect(&refresh, &QTimer::timeout, this, [this] { update(); });

  pad = GamePad::instance(context);
  connect(pad.get(), &GamePad::changed, this, [this] { showState(); });
  showState();
}

RemoteControlView::~RemoteControlView()
{
  openViews.removeAll(this);
  releaseControl();
  if(requested)
    setRequests(false);
}

void RemoteControlView::setRequests(bool on)
{
  context.request(robot(), component, "representation:MotionInfo", on);
}

void RemoteControlView::showEvent(QShowEvent* event)
{
  StudioView::showEvent(event);
  if(!requested)
    setRequests(true);
  requested = true;
  refresh.start();
  update();
}

void RemoteControlView::hideEvent(QHideEvent* event)
{
  StudioView::hideEvent(event);
  releaseControl();
  if(requested)
    setRequests(false);
  requested = false;
  refresh.stop();
}

void RemoteControlView::focusInEvent(QFocusEvent* event)
{
  StudioView::focusInEvent(event);
  showState();
}

void RemoteControlView::focusOutEvent(QFocusEvent* event)
{
  StudioView::focusOutEvent(event);
  releaseControl();
}

void RemoteControlView::keyPressEvent(QKeyEvent* event)
{
  const int key = event->key();
  if(!walkingKeys.contains(key) && key != Qt::Key_Space && key != Qt::Key_G && key != Qt::Key_Shift)
  {
    StudioView::keyPressEvent(event);
    return;
  }
  event->accept();
  if(event->isAutoRepeat())
    return;
  controlling |= key != Qt::Key_Shift; // Shift alone does not take the robot
  if(key != Qt::Key_Shift)
  {
    // Shift as the key event says (it may have been pressed before the view had the focus).
    if(event->modifiers() & Qt::ShiftModifier)
      keys.insert(Qt::Key_Shift);
    else
      keys.remove(Qt::Key_Shift);
  }
  if(key == Qt::Key_Shift || walkingKeys.contains(key))
  {
    keys.insert(key);
    getUp &= key == Qt::Key_Shift;
  }
  else if(key == Qt::Key_Space)
  {
    if(kick == Kick::none)
    {
      kick = event->modifiers() & Qt::ControlModifier ? Kick::right : Kick::left;
      kickSeen = false;
      kickSince = std::chrono::steady_clock::now();
      getUp = false;
    }
  }
  else if(key == Qt::Key_G)
  {
    getUp = true;
    kick = Kick::none;
  }
  apply();
}

void RemoteControlView::keyReleaseEvent(QKeyEvent* event)
{
  const int key = event->key();
  if(!walkingKeys.contains(key) && key != Qt::Key_Space && key != Qt::Key_G && key != Qt::Key_Shift)
  {
    StudioView::keyReleaseEvent(event);
    return;
  }
  event->accept();
  if(event->isAutoRepeat())
    return;
  keys.remove(key);
  if(key != Qt::Key_Shift)
  {
    if(event->modifiers() & Qt::ShiftModifier)
      keys.insert(Qt::Key_Shift);
    else
      keys.remove(Qt::Key_Shift);
  }
  apply();
}

QString RemoteControlView::wanted() const
{
  if(!controlling)
    return {};
  if(kick != Kick::none)
    return kick == Kick::left ? "motion kick left" : "motion kick right";
  if(getUp)
    return "motion getup";
  const Speeds speed = speeds();
  const float share = held(Qt::Key_Shift) ? speed.slow : 1.f;
  const bool forward = held(Qt::Key_W) || held(Qt::Key_Up);
  const bool backward = held(Qt::Key_S) || held(Qt::Key_Down);
  const bool turnLeft = held(Qt::Key_A) || held(Qt::Key_Left);
  const bool turnRight = held(Qt::Key_D) || held(Qt::Key_Right);
  const bool left = held(Qt::Key_Q);
  const bool right = held(Qt::Key_E);
  // Opposite keys cancel each other.
  const float x = forward == backward ? 0.f : forward ? speed.forward : -speed.backward;
  const float y = left == right ? 0.f : left ? speed.sideways : -speed.sideways;
  const float rotation = turnLeft == turnRight ? 0.f : turnLeft ? speed.turn : -speed.turn;
  const long xs = std::lround(x * share), ys = std::lround(y * share), rs = std::lround(rotation * share);
  if(xs == 0 && ys == 0 && rs == 0)
    return "motion stand";
  return QString("motion walk %1 %2 %3").arg(xs).arg(ys).arg(rs);
}

void RemoteControlView::apply()
{
  const QString request = wanted();
  if(!request.isEmpty() && request != sent)
    send(request);
  showState();
}

void RemoteControlView::send(const QString& command)
{
  // The motion command goes to the selected robot: this one first, if it is not.
  const QString name = QString::fromStdString(robot()->name());
  if(QString::fromStdString(context.engine().console().selectedRobot()) != name)
  {
    context.command("robot " + name);
    commandHistory << "robot " + name;
  }
  context.command(command);
  commandHistory << command;
  while(commandHistory.size() > 1000)
    commandHistory.removeFirst();
  sent = command;
  WalkArrows::Walk& request = arrows->request;
  request.valid = walkOf(command, request.x, request.y, request.rotation);
  arrows->update();
}

void RemoteControlView::releaseControl()
{
  keys.clear();
  kick = Kick::none;
  getUp = false;
  if(controlling && !sent.isEmpty() && sent != "motion off")
    send("motion off");
  controlling = false;
  showState();
}

void RemoteControlView::robotChanged(unsigned changes)
{
  if(changes & (RobotState::typeInfoChanged | RobotState::connectionChanged))
  {
    types.reset();
    askedForTypes &= !(changes & RobotState::connectionChanged);
    update();
  }
}

void RemoteControlView::update()
{
  const auto now = std::chrono::steady_clock::now();
  std::string payload;
  bool fresh = false;
  robot()->read([&](const RobotState& state) {
    if(!types && state.typeInfo())
      types = *state.typeInfo();
    const auto& representations = state.representations();
    if(const auto info = representations.find("MotionInfo"); info != representations.end() && info->second.sequence != infoSequence)
    {
      infoSequence = info->second.sequence;
      payload = info->second.payload;
      fresh = true;
    }
  });
  if(!types && robot()->isConnected() && !askedForTypes)
  {
    // MotionInfo is read through the robot's type information: ask for it, without waiting.
    askedForTypes = true;
    robot()->askForTypeInfo();
  }
  if(fresh && types)
  {
    std::string error;
    MotionStatus read;
    if(read.read(*types, "MotionInfo", payload, error))
    {
      status = read;
      haveStatus = true;
      lastInfo = now;
    }
  }
  else if(fresh)
    infoSequence = 0; // read again once the types are there

  // A kick is asked for until the robot kicked (or did not, for kickTimeout).
  if(kick != Kick::none)
  {
    if(fresh && haveStatus && lastInfo > kickSince && status.executedMotion == "kick")
      kickSeen = true;
    const bool done = kickSeen && (status.executedMotion != "kick" || status.finished);
    if(done || now - kickSince > kickTimeout)
    {
      kick = Kick::none;
      apply();
    }
  }
  showState();
}

QString RemoteControlView::robotText() const
{
  if(!robot()->isConnected())
    return "not connected";
  if(!types)
    return "waiting for the type information of " + QString::fromStdString(robot()->name());
  if(!haveStatus)
    return "waiting for MotionInfo (" + QString(component ? "Motion" : "every thread") + ")";
  const bool old = std::chrono::steady_clock::now() - lastInfo > std::chrono::seconds(1);
  return QString::fromStdString(status.text()) + (old ? " (nothing new for a second)" : "");
}

QString RemoteControlView::padText() const
{
  if(!pad->problem().isEmpty())
    return "cannot be read (SDL2: " + pad->problem() + ")";
  if(!pad->started())
    return "looking for one ...";
  if(pad->name().isEmpty())
    return "none connected";
  QString text = pad->name() + " (commands go to the selected robot; jc ? lists its bindings)";
  if(!pad->commands().isEmpty())
    text += "\nsent " + pad->commands().join(", ");
  return text;
}

void RemoteControlView::showState()
{
  const QString name = QString::fromStdString(robot()->name());
  title->setText(hasFocus() ? "<b>Remote control of " + name + "</b>: the keys drive the robot (click elsewhere to give it back to its behaviour)"
                            : "<b>Remote control of " + name + "</b>: click here to drive the robot with the keys");
  QString request = sent.isEmpty() ? QString("nothing yet") : sent;
  if(kick != Kick::none)
    request += kickSeen ? "  (kicking)" : "  (until the robot kicks)";
  sentLabel->setText(request);
  robotLabel->setText(robotText());
  padLabel->setText(padText());
  float x = 0.f, y = 0.f, rotation = 0.f;
  arrows->robot = {};
  if(haveStatus && (status.executedMotion == "walk" || status.executedMotion == "stand"))
  {
    x = status.x;
    y = status.y;
    rotation = status.rotation;
    arrows->robot = {true, x, y, rotation};
  }
  arrows->update();

  const Speeds speed = speeds();
  const QString deg = QString(QChar(0x00b0)) + "/s";
  help->setText(QString("<table cellspacing=0 cellpadding=2>"
                        "<tr><td><b>W</b> / <b>Up</b></td><td>&nbsp;&nbsp;forward %1 mm/s</td></tr>"
                        "<tr><td><b>S</b> / <b>Down</b></td><td>&nbsp;&nbsp;backward %2 mm/s</td></tr>"
                        "<tr><td><b>A</b> / <b>Left</b>, <b>D</b> / <b>Right</b></td><td>&nbsp;&nbsp;turn %4%6</td></tr>"
                        "<tr><td><b>Q</b> / <b>E</b></td><td>&nbsp;&nbsp;sideways %3 mm/s</td></tr>"
                        "<tr><td><b>Shift</b></td><td>&nbsp;&nbsp;slow (%5 %)</td></tr>"
                        "<tr><td>keys together</td><td>&nbsp;&nbsp;combine</td></tr>"
                        "<tr><td><b>Space</b>, <b>Ctrl+Space</b></td><td>&nbsp;&nbsp;kick left, right</td></tr>"
                        "<tr><td><b>G</b></td><td>&nbsp;&nbsp;get up</td></tr>"
                        "</table>"
                        "<p style='color:gray'>no walking key: stand<br>focus elsewhere, view closed: <i>motion off</i><br>(the behaviour decides again)</p>")
                  .arg(number(speed.forward), number(speed.backward), number(speed.sideways), number(speed.turn), number(speed.slow * 100), deg));
  QWidget::update();
}

void RemoteControlView::paintEvent(QPaintEvent* event)
{
  StudioView::paintEvent(event);
  // A frame says whether the keys drive the robot.
  QPainter painter(this);
  painter.setPen(hasFocus() ? QPen(QColor(40, 170, 70), 4) : QPen(QColor(190, 190, 190), 2, Qt::DashLine));
  painter.drawRect(rect().adjusted(1, 1, -2, -2));
}

RemoteControlView::Speeds RemoteControlView::speeds()
{
  Speeds speed;
  const QStringList values = QSettings().value("remoteControl/speeds").toString().split(' ', Qt::SkipEmptyParts);
  if(values.size() == 5)
  {
    float parsed[5];
    bool ok = true;
    for(int i = 0; i < 5; ++i)
    {
      bool valid = false;
      parsed[i] = values[i].toFloat(&valid);
      ok &= valid && std::isfinite(parsed[i]) && parsed[i] >= 0;
    }
    if(ok)
      speed = {parsed[0], parsed[1], parsed[2], parsed[3], parsed[4]};
  }
  return speed;
}

void RemoteControlView::setSpeeds(const Speeds& speed)
{
  QSettings().setValue("remoteControl/speeds", QStringList{number(speed.forward), number(speed.backward), number(speed.sideways),
                                                           number(speed.turn), number(speed.slow)}
                                                 .join(' '));
  for(RemoteControlView* view : openViews)
  {
    view->apply(); // the keys held walk at the new speeds
    view->showState();
  }
}

void RemoteControlView::addTo(ViewRegistry& registry)
{
  registry.add({"remoteControl", "walk, kick and get up with the keys or a game pad (vrc; motion ...)", nullptr,
                [](StudioContext& context, RobotConnection* robot, const QString& path, const QString&) -> StudioView* {
                  return new RemoteControlView(context, robot, path);
                },
                [](StudioContext& context) {
                  context.engine().console().addCommand(
                    {"vrc",
                     {{"vrc", "open the remote control of the selected robot: while it has the focus, the keys walk, kick and get up"},
                      {"vrc speed <forward> <backward> <sideways> <turn> [<slow>]",
                       "the keys' speeds (mm/s, deg/s) and the share of them with Shift (default 250 150 200 90 0.5); kept in the settings"}},
                     [&context](const ConsoleCommand::Call& call) {
                       const auto& args = call.args;
                       if(args.empty())
                       {
                         RobotConnection* robot = context.selectedRobot();
                         if(!robot)
                         {
                           context.onGuiThread([&context] { context.print("Error: no robot connected"); });
                           return ConsoleCommand::Result::failed;
                         }
                         const QString path = QString::fromStdString(robot->name()) + ".remoteControl";
                         context.onGuiThread([&context, path] { context.openView(path); });
                         return ConsoleCommand::Result::done;
                       }
                       if(args[0] != "speed" || (args.size() != 5 && args.size() != 6))
                         return ConsoleCommand::Result::usage;
                       float values[5] = {0.f, 0.f, 0.f, 0.f, speeds().slow};
                       for(std::size_t i = 1; i < args.size(); ++i)
                       {
                         bool ok = false;
                         values[i - 1] = QString::fromStdString(args[i]).toFloat(&ok);
                         if(!ok || !std::isfinite(values[i - 1]) || values[i - 1] < 0)
                           return ConsoleCommand::Result::usage;
                       }
                       const Speeds speed{values[0], values[1], values[2], values[3], values[4]};
                       context.onGuiThread([speed] { setSpeeds(speed); });
                       return ConsoleCommand::Result::done;
                     },
                     [](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                       if(completion.index == 1)
                         candidates.insert("speed");
                     }});
                }});
}
