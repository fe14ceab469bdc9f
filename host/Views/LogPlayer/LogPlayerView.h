/**
 * @file Views/LogPlayer/LogPlayerView.h
 * The log player of a replay robot ("<robot>.logPlayer"; only replay robots have it): a frame
 * slider and a frame number field, play/pause, stop, repeat, steps by 1 frame, to the previous or
 * next image and by 100 frames, playing in a loop, the speed, and the current frame's thread and
 * recording time. Keys: Space play/pause, Home/End first/last frame, Left/Right -/+1 frame,
 * Up/Down previous/next image, PageUp/PageDown -/+100 frames. Navigation waits the few ms the
 * frames take to run; playing runs in the player's thread. The view polls the player's version
 * 20 times a second.
 */
#pragma once

#include "Studio/StudioView.h"
#include <QTimer>
#include <cstddef>

class LogPlayer;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSlider;
class QToolButton;
class ViewRegistry;

class LogPlayerView : public StudioView
{
  Q_OBJECT

public:
  LogPlayerView(StudioContext& context, RobotConnection* robot, const QString& path, LogPlayer& player);

  /** The player of a replay robot, nullptr for other robots. */
  static LogPlayer* playerOf(StudioContext& context, RobotConnection& robot);
  /** What the line below the buttons says (frame, thread, time, state). */
  QString info() const;
  /** The speeds of the speed selector (0: as fast as possible). */
  static constexpr double speeds[] = {0.25, 0.5, 1, 2, 4, 8, 0};
  /** The frames of PageUp/PageDown and the -100/+100 buttons. */
  static constexpr long bigStep = 100;

  /** Adds the kind "logPlayer" (replay robots only). */
  static void addTo(ViewRegistry& registry);

protected:
  void keyPressEvent(QKeyEvent* event) override;

private:
  /** Shows the player's state if it changed (or always). */
  void update(bool always = false);
  QToolButton* button(const QString& name, const QString& text, const QString& toolTip);
  void playOrPause();
  /** Steps by frames, to the first or last frame at most (PageUp/PageDown); pauses. */
  void jump(long frames);
  void gotoLast();

  LogPlayer& player;
  QTimer poll;
  unsigned shownVersion = 0;
  std::size_t shownFrame = static_cast<std::size_t>(-1);
  int shownState = -1;
  QSlider* slider;
  QLineEdit* frame;
  QLabel* count;
  QToolButton* play;
  QToolButton* loop;
  QToolButton* sync; ///< All replay robots play together by time (log sync on | off).
  QComboBox* speed;
  QLabel* infoLabel;
};
