/**
 * @file Views/RemoteControl/RemoteControlView.h
 * The remote control of a robot ("<robot>.remoteControl", command vrc): while the view has the
 * focus, keys walk the robot -- Up/W forward, Down/S backward, Left/A and Right/D turn, Q/E
 * sideways, several at once, Shift slow --, Space kicks with the left foot (Ctrl+Space with the
 * right one), G gets up; releasing every walking key stands. It sends console commands only
 * (`motion walk <x> <y> <rot>`, `motion kick left`, `motion stand`, `motion getup`; `robot <name>`
 * first if another robot is selected), each only when the request changes, and `motion off` when
 * it loses the focus or closes, so that the robot's behaviour decides again. A kick is asked for
 * until the robot reports it kicked (its MotionInfo), so that a short press also kicks a robot
 * that first has to stop walking.
 *
 * It shows the request it sent, what the robot reports (MotionInfo: the motion executed and the
 * speed it walks at; "representation:MotionInfo" is on for the Motion thread while the view is
 * visible), both as arrows seen from above, the game pad (GamePad.h) and what it sent, and the
 * keys. The speeds of the keys are the studio's (vrc speed, kept in the settings).
 */
#pragma once

#include "MotionStatus.h"
#include "Studio/StudioView.h"
#include <QSet>
#include <QStringList>
#include <QTimer>
#include <chrono>
#include <memory>
#include <optional>

class GamePad;
class QLabel;
class WalkArrows;
class ViewRegistry;

class RemoteControlView : public StudioView
{
  Q_OBJECT

public:
  /** What the keys walk at full speed, and the share of it with Shift. */
  struct Speeds
  {
    float forward = 250.f;  ///< mm/s
    float backward = 150.f; ///< mm/s
    float sideways = 200.f; ///< mm/s
    float turn = 90.f;      ///< deg/s
    float slow = 0.5f;      ///< with Shift: this share of the speeds
  };

  RemoteControlView(StudioContext& context, RobotConnection* robot, const QString& path);
  ~RemoteControlView() override;

  void robotChanged(unsigned changes) override;

  /** The command the view sent last ("" none since it took control). */
  const QString& request() const { return sent; }
  /** Every command the view sent (the last 1000), `robot <name>` included. */
  const QStringList& history() const { return commandHistory; }
  /** Whether the keys drive the robot now (the view has the focus). */
  bool active() const { return hasFocus(); }
  /** What the robot reports (a line). */
  QString robotText() const;
  /** What the game pad line says. */
  QString padText() const;
  /** The studio's key speeds (settings). */
  static Speeds speeds();
  /** Sets them for every remote control view and keeps them in the settings. */
  static void setSpeeds(const Speeds& speeds);

  /** How long a kick is asked for at most if the robot does not report it (replay robots, robots without MotionInfo). */
  std::chrono::milliseconds kickTimeout{6000};

  /** Adds the kind "remoteControl" and the command vrc. */
  static void addTo(ViewRegistry& registry);

protected:
  void keyPressEvent(QKeyEvent* event) override;
  void keyReleaseEvent(QKeyEvent* event) override;
  void focusInEvent(QFocusEvent* event) override;
  void focusOutEvent(QFocusEvent* event) override;
  void showEvent(QShowEvent* event) override;
  void hideEvent(QHideEvent* event) override;
  void paintEvent(QPaintEvent* event) override;

private:
  enum class Kick
  {
    none,
    left,
    right
  };

  /** The request of the keys held and the kick or get-up asked for ("": none, the view has no control). */
  QString wanted() const;
  /** Sends what the keys want if it differs from what was sent. */
  void apply();
  void send(const QString& command);
  /** Lets go of the robot: keys forgotten, `motion off` if the view sent anything. */
  void releaseControl();
  /** Reads what is new of the robot, ends a kick the robot did, refreshes the labels. */
  void update();
  void showState();
  void setRequests(bool on);
  bool held(int key) const { return keys.contains(key); }

  unsigned component = 0;
  bool requested = false;
  bool askedForTypes = false;
  std::optional<TypeInfo> types;
  unsigned infoSequence = 0;
  std::chrono::steady_clock::time_point lastInfo;
  MotionStatus status;
  bool haveStatus = false;

  QSet<int> keys;          ///< The keys held (Qt::Key), Shift among them.
  bool controlling = false; ///< A key was pressed since the view got the focus.
  Kick kick = Kick::none;  ///< A kick asked for, until the robot did it.
  bool kickSeen = false;   ///< The robot reported the kick.
  std::chrono::steady_clock::time_point kickSince;
  bool getUp = false;      ///< G: get up, until a walking key or a kick.
  QString sent;
  QStringList commandHistory;

  std::shared_ptr<GamePad> pad;
  QLabel* title;
  QLabel* sentLabel;
  QLabel* robotLabel;
  QLabel* padLabel;
  QLabel* help;
  WalkArrows* arrows;
  QTimer refresh;
};
