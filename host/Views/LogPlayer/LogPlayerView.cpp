/**
 * @file Views/LogPlayer/LogPlayerView.cpp
 * Navigating the log of a replay robot: slider, frame field, buttons, keys, speed.
 */
#include "LogPlayerView.h"
#include "Console/ConsoleThread.h"
#include "Console/RobotConnection.h"
#include "Replay/LogPlayer.h"
#include "Studio/StudioContext.h"
#include "Studio/ViewRegistry.h"
#include <QComboBox>
#include <QHBoxLayout>
#include <QIntValidator>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <limits>

LogPlayerView::LogPlayerView(StudioContext& context, RobotConnection* robot, const QString& path, LogPlayer& player)
  : StudioView(context, robot, path), player(player)
{
  setFocusPolicy(Qt::StrongFocus);

  slider = new QSlider(Qt::Horizontal, this);
  slider->setObjectName("slider");
  slider->setFocusPolicy(Qt::NoFocus);
  // Dragging jumps when the slider is released (each jump replays frames); clicks on the groove at once.
  slider->setTracking(false);
  slider->setPageStep(static_cast<int>(bigStep));
  connect(slider, &QSlider::valueChanged, this, [this](int value) {
    if(value >= 0 && static_cast<std::size_t>(value) != this->player.current())
      this->player.gotoFrame(static_cast<std::size_t>(value));
    update(true);
  });
  connect(slider, &QSlider::sliderMoved, this, [this](int value) { frame->setText(QString::number(value)); });

  frame = new QLineEdit(this);
  frame->setObjectName("frame");
  frame->setToolTip("the current frame; type a number and Enter to go there");
  frame->setValidator(new QIntValidator(0, std::numeric_limits<int>::max(), frame));
  frame->setMaximumWidth(fontMetrics().horizontalAdvance("00000000") + 12);
  connect(frame, &QLineEdit::returnPressed, this, [this] {
    bool ok = false;
    const qulonglong n = frame->text().toULongLong(&ok);
    if(ok && !this->player.gotoFrame(static_cast<std::size_t>(n)))
      this->context.print("Error: " + this->path() + ": there is no frame " + frame->text() + " (0 .. " +
                          QString::number(static_cast<qulonglong>(this->player.frameCount()) - 1) + ")");
    frame->setModified(false);
    setFocus();
    update(true);
  });
  count = new QLabel(this);

  auto* navigation = new QHBoxLayout;
  navigation->addWidget(slider, 1);
  navigation->addWidget(frame);
  navigation->addWidget(count);

  auto* buttons = new QHBoxLayout;
  const auto add = [&](const QString& name, const QString& text, const QString& toolTip, auto action) {
    QToolButton* added = button(name, text, toolTip);
    connect(added, &QToolButton::clicked, this, [this, action] {
      action();
      setFocus(); // the keys go on working after a click
      update(true);
    });
    buttons->addWidget(added);
    return added;
  };
  add("back100", "-100", "100 frames back (PageUp)", [this] { jump(-bigStep); });
  add("backImage", "< image", "to the previous frame with an image (Up)", [this] { this->player.stepImage(false); });
  add("back1", "< 1", "one frame back (Left)", [this] { this->player.step(-1); });
  play = add("play", "Play", "play or pause (Space)", [this] { playOrPause(); });
  add("stop", "Stop", "stop: back to the start, nothing played", [this] { this->player.stop(); })
    ->setIcon(style()->standardIcon(QStyle::SP_MediaStop));
  add("repeat", "Repeat", "replay the current frame", [this] { this->player.repeat(); })->setIcon(style()->standardIcon(QStyle::SP_BrowserReload));
  add("forward1", "1 >", "one frame on (Right)", [this] { this->player.step(1); });
  add("forwardImage", "image >", "to the next frame with an image (Down)", [this] { this->player.stepImage(true); });
  add("forward100", "+100", "100 frames on (PageDown)", [this] { jump(bigStep); });
  buttons->addSpacing(8);
  loop = button("loop", "Loop", "play on from the first frame at the end");
  loop->setCheckable(true);
  connect(loop, &QToolButton::toggled, this, [this](bool on) { this->player.setLoop(on); });
  buttons->addWidget(loop);
  sync = button("sync", "Sync", "play every replay robot together by the time since the start of its log (log sync on | off)");
  sync->setCheckable(true);
  connect(sync, &QToolButton::toggled, this, [this](bool on) { this->context.engine().console().setSynchronised(on); });
  buttons->addWidget(sync);
  speed = new QComboBox(this);
  speed->setObjectName("speed");
  speed->setFocusPolicy(Qt::NoFocus);
  speed->setToolTip("playback speed");
  for(const double factor : speeds)
    speed->addItem(factor == 0 ? QString("as fast as possible") : QString::number(factor) + "x", factor);
  connect(speed, &QComboBox::activated, this, [this](int index) {
    this->player.setSpeed(speed->itemData(index).toDouble());
    update(true);
  });
  buttons->addWidget(speed);
  buttons->addStretch(1);

  infoLabel = new QLabel(this);
  infoLabel->setObjectName("info");
  infoLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(navigation);
  layout->addLayout(buttons);
  layout->addWidget(infoLabel);
  layout->addStretch(1);

  connect(&poll, &QTimer::timeout, this, [this] { update(); });
  poll.start(50);
  update(true);
}

QToolButton* LogPlayerView::button(const QString& name, const QString& text, const QString& toolTip)
{
  auto* created = new QToolButton(this);
  created->setObjectName(name);
  created->setText(text);
  created->setToolTip(toolTip);
  created->setFocusPolicy(Qt::NoFocus); // the keys are the view's
  created->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  return created;
}

LogPlayer* LogPlayerView::playerOf(StudioContext& context, RobotConnection& robot)
{
  return context.engine().console().logPlayer(robot.name());
}

void LogPlayerView::playOrPause()
{
  if(player.state() == LogPlayer::State::playing)
    player.pause();
  else
    player.play();
}

void LogPlayerView::jump(long frames)
{
  const std::size_t total = player.frameCount();
  if(total == 0)
    return;
  // From "before the first frame" when stopped; to the first or last frame at most.
  const std::size_t now = player.current();
  const long from = now == LogPlayer::none ? -1 : static_cast<long>(now);
  const long target = std::clamp(from + frames, 0L, static_cast<long>(total) - 1);
  if(target != from)
    player.step(target - from);
}

void LogPlayerView::gotoLast()
{
  if(const std::size_t frames = player.frameCount(); frames > 0)
    player.gotoFrame(frames - 1);
}

void LogPlayerView::keyPressEvent(QKeyEvent* event)
{
  switch(event->key())
  {
    case Qt::Key_Space:
      playOrPause();
      break;
    case Qt::Key_Home:
      player.gotoFrame(0);
      break;
    case Qt::Key_End:
      gotoLast();
      break;
    case Qt::Key_Left:
      player.step(-1);
      break;
    case Qt::Key_Right:
      player.step(1);
      break;
    case Qt::Key_Up:
      player.stepImage(false);
      break;
    case Qt::Key_Down:
      player.stepImage(true);
      break;
    case Qt::Key_PageUp:
      jump(-bigStep);
      break;
    case Qt::Key_PageDown:
      jump(bigStep);
      break;
    default:
      StudioView::keyPressEvent(event);
      return;
  }
  event->accept();
  update(true);
}

QString LogPlayerView::info() const
{
  const std::size_t now = player.current();
  const LogPlayer::State state = player.state();
  const QString stateName = state == LogPlayer::State::playing ? "playing" : state == LogPlayer::State::paused ? "paused" : "stopped";
  const double factor = player.speed();
  const QString pace = factor == 0 ? QString("as fast as possible") : QString::number(factor) + "x";
  if(now == LogPlayer::none)
    return stateName + ", no frame played  |  " + pace + (player.loop() ? ", loop" : "");
  QString text = "frame " + QString::number(static_cast<qulonglong>(now)) + "  |  thread " + QString::fromStdString(player.threadOf(now));
  if(const std::optional<unsigned> time = player.timeOf(now))
  {
    const std::optional<unsigned> start = player.startTime();
    const long relative = static_cast<long>(*time) - static_cast<long>(start.value_or(*time));
    text += QString("  |  %1 s (%2 ms)").arg(static_cast<double>(relative) / 1000.0, 0, 'f', 3).arg(*time);
  }
  else
    text += "  |  no time";
  if(player.hasImage(now))
    text += "  |  image";
  return text + "  |  " + stateName + ", " + pace + (player.loop() ? ", loop" : "");
}

void LogPlayerView::update(bool always)
{
  const unsigned version = player.version();
  const std::size_t now = player.current();
  const int state = static_cast<int>(player.state());
  if(!always && version == shownVersion && now == shownFrame && state == shownState)
    return;
  shownVersion = version;
  shownFrame = now;
  shownState = state;

  const std::size_t frames = player.frameCount();
  const int last = frames == 0 ? 0 : static_cast<int>(std::min<std::size_t>(frames - 1, static_cast<std::size_t>(std::numeric_limits<int>::max())));
  count->setText("of " + QString::number(static_cast<qulonglong>(frames)));
  if(!slider->isSliderDown()) // not while the user drags it
  {
    const QSignalBlocker block(slider);
    slider->setRange(0, last);
    slider->setValue(now == LogPlayer::none ? 0 : static_cast<int>(now));
  }
  // Not over a number being typed (a field left without Enter follows the player again).
  if((!frame->isModified() || !frame->hasFocus()) && !slider->isSliderDown())
    frame->setText(now == LogPlayer::none ? QString() : QString::number(static_cast<qulonglong>(now)));
  const bool playing = player.state() == LogPlayer::State::playing;
  play->setText(playing ? "Pause" : "Play");
  play->setIcon(style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
  {
    const QSignalBlocker block(loop);
    loop->setChecked(player.loop());
  }
  {
    const QSignalBlocker block(sync);
    sync->setChecked(context.engine().console().isSynchronised());
  }
  const double factor = player.speed();
  int index = -1;
  for(int i = 0; i < speed->count(); ++i)
    if(std::abs(speed->itemData(i).toDouble() - factor) < 1e-9)
      index = i;
  speed->setCurrentIndex(index);
  for(QWidget* widget : std::initializer_list<QWidget*>{slider, frame, play, speed})
    widget->setEnabled(frames > 0);
  infoLabel->setText(info());
}

void LogPlayerView::addTo(ViewRegistry& registry)
{
  registry.add({"logPlayer", "the log player of a replay robot: frames, play, pause, steps, speed (log ...)", nullptr,
                [](StudioContext& context, RobotConnection* robot, const QString& path, const QString&) -> StudioView* {
                  LogPlayer* player = robot ? playerOf(context, *robot) : nullptr;
                  return player ? new LogPlayerView(context, robot, path, *player) : nullptr;
                },
                nullptr},
               [](StudioContext& context, RobotConnection& robot) { return playerOf(context, robot) != nullptr; });
}
