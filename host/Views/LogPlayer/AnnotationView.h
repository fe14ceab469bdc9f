/**
 * @file Views/LogPlayer/AnnotationView.h
 * The annotations of a robot ("<robot>.annotations"): a table of frame, thread, source and text,
 * a filter (a case-insensitive substring of thread, source or text; a regular expression with
 * "regex"; an invalid one is named in red and filters nothing), and "stop on matching
 * annotation" for annotations the filter matches (any annotation with an empty filter).
 *
 * Of a replay robot: the annotations of its log; double-click on a row goes to its frame,
 * stopping pauses playing at such a frame, and the row of the last annotation at or before the
 * current frame is highlighted.
 *
 * Of a live robot: the annotations it sends while the view is open (it keeps the request
 * "annotation" on), the frame being the thread's frame as received, with the time they arrived;
 * stopping holds the robot's display at the end of the frame with such an annotation
 * (RobotState::isHeld(): its drawings, images, plots, timing and representations stay as they
 * were, in every view) until Continue; its row is highlighted meanwhile.
 */
#pragma once

#include "Replay/LogPlayer.h"
#include "Studio/StudioView.h"
#include <QRegularExpression>
#include <QTimer>
#include <vector>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class ViewRegistry;

class AnnotationView : public StudioView
{
  Q_OBJECT

public:
  /** Of a replay robot. */
  AnnotationView(StudioContext& context, RobotConnection* robot, const QString& path, LogPlayer& player);
  /** Of a live robot. */
  AnnotationView(StudioContext& context, RobotConnection* robot, const QString& path);
  ~AnnotationView() override;

  /** The rows shown as tab-separated text (frame, thread, source, text). */
  QString text() const;
  /** The row highlighted as the current frame's annotation (-1: none). */
  int currentRow() const { return highlighted; }
  /** Switches "stop on matching annotation" on or off, as its check box does. */
  void setStopOnMatch(bool on);
  /** What the line about a live robot's held display says ("" if it is not held). */
  QString heldText() const;
  /** Lets a live robot's display follow it again (the Continue button). */
  void continueDisplay();

  void robotChanged(unsigned changes) override;
  QJsonObject saveState() const override;
  void restoreState(const QJsonObject& state) override;

  /** Adds the kind "annotations". */
  static void addTo(ViewRegistry& registry);

protected:
  void showEvent(QShowEvent* event) override;

private:
  /** One row: where it is, thread, source, text. */
  struct Row
  {
    std::size_t frame;
    QString frameText;
    std::string thread;
    std::string source;
    std::string text;
    unsigned component = 0; ///< Live: the thread that sent it.
    unsigned number = 0;    ///< Live: the thread's counter of annotations.
  };

  /** What the filter matches (thread, source or text); holds its own regular expression. */
  class Filter
  {
  public:
    Filter(const QString& pattern, bool regex);
    bool matches(const std::string& thread, const std::string& source, const std::string& text) const;
    /** Why the regular expression is invalid ("" if it is valid or not one). */
    QString error() const;

  private:
    QString pattern;
    bool regex;
    QRegularExpression expression;
  };

  /** The parts both kinds of robots have. */
  void build();
  /** Reads the annotations if the player changed, refreshes the highlight. */
  void update(bool always = false);
  /** Appends the annotations a live robot sent since the last call. */
  void updateLive();
  /** Replaces the rows of the table. */
  void showRows(std::size_t from);
  /** Shows the rows that match the filter; hands the filter to the player. */
  void applyFilter();
  /** Replays: highlights the last annotation at or before the current frame. */
  void highlight();
  void highlightRow(int row);

  LogPlayer* player; ///< nullptr for a live robot.
  QTimer poll;
  unsigned shownVersion = 0;
  unsigned shownAnnotationsVersion = 0; ///< LogPlayer::annotationsVersion() of annotations.
  std::uint64_t shownCount = 0;          ///< RobotState::annotationCount() of the rows (live).
  bool requested = false;                ///< The request "annotation" (live).
  std::vector<Row> annotations;
  int highlighted = -1;
  QLineEdit* filter;
  QCheckBox* regex;
  QLabel* hint;
  QCheckBox* stopAt;
  QLabel* heldLine;
  QPushButton* continueButton;
  QTableWidget* table;
};
