/**
 * @file Views/JointData/JointDataView.h
 * The joint data view of a robot ("<robot>.jointData"): a table with a row per joint -- the
 * requested angle and stiffness (JointRequest), the measured angle, current, temperature and
 * temperature status (JointSensorData). Angles in degrees, hands as openings 0..1. While it is
 * visible the view keeps "representation:JointRequest" and "representation:JointSensorData" on
 * for the Motion thread (every thread if the robot has none) and refreshes ten times a second;
 * rows go grey when nothing came for a second, hot joints are coloured. Copy gives the rows as
 * text.
 */
#pragma once

#include "JointValues.h"
#include "Studio/StudioView.h"
#include <QTimer>
#include <chrono>
#include <optional>

class QLabel;
class QTableWidget;
class ViewRegistry;

class JointDataView : public StudioView
{
  Q_OBJECT

public:
  JointDataView(StudioContext& context, RobotConnection* robot, const QString& path);
  ~JointDataView() override;

  void robotChanged(unsigned changes) override;
  /** The rows as tab-separated text, with a header line (what copying everything gives). */
  QString text(bool selectedOnly) const;
  /** What the line above the table says. */
  QString summary() const;
  /** The values shown. */
  const JointValues& values() const { return joints; }

  /** Adds the kind "jointData". */
  static void addTo(ViewRegistry& registry);

protected:
  void showEvent(QShowEvent* event) override;
  void hideEvent(QHideEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;

private:
  /** Reads what is new, refreshes the table. */
  void update();
  void setRequests(bool on);

  unsigned component = 0;
  bool requested = false;
  bool askedForTypes = false;
  std::optional<TypeInfo> types;
  unsigned requestSequence = 0;
  unsigned sensorSequence = 0;
  std::chrono::steady_clock::time_point lastData;
  JointValues joints;
  QString error;
  QLabel* header;
  QTableWidget* table;
  QTimer refresh;
};
