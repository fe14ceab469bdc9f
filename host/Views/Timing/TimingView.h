/**
 * @file Views/Timing/TimingView.h
 * The timing view of one robot thread ("<robot>.timing.<thread>"): per stopwatch the minimum,
 * maximum and average duration over the last 100 frames in ms, the thread's frequency and its
 * shortest and longest frame time; a filter, sorting by any column, copying rows as text. Rows
 * of stopwatches that sent nothing for a second go grey. While it is visible, the view keeps the
 * thread's "timing" request on.
 */
#pragma once

#include "Studio/StudioView.h"

class QLabel;
class QLineEdit;
class QTableWidget;
class ViewRegistry;

class TimingView : public StudioView
{
  Q_OBJECT

public:
  TimingView(StudioContext& context, RobotConnection* robot, const QString& path, unsigned component);
  ~TimingView() override;

  void robotChanged(unsigned changes) override;
  QJsonObject saveState() const override;
  void restoreState(const QJsonObject& state) override;
  /** The rows as tab-separated text (what copying gives). */
  QString text(bool selectedOnly) const;

  /** Adds the kind "timing" (instances: the robot's threads). */
  static void addTo(ViewRegistry& registry);

protected:
  void showEvent(QShowEvent* event) override;
  void hideEvent(QHideEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;

private:
  void update();

  unsigned component;
  bool requested = false;
  QLabel* summary;
  QLineEdit* filter;
  QTableWidget* table;
};
