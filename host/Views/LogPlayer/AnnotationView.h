/**
 * @file Views/LogPlayer/AnnotationView.h
 * The annotations of a replay robot's log ("<robot>.annotations"; only replay robots have it): a
 * table of frame, thread, source and text, a filter (a case-insensitive substring of thread,
 * source or text; a regular expression with "regex"; an invalid one is named in red and filters
 * nothing), double-click on a row goes to its frame, "stop on matching annotation" pauses
 * playing at frames with an annotation the filter matches (any annotation with an empty filter).
 * The row of the last annotation at or before the current frame is highlighted.
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
class QTableWidget;
class ViewRegistry;

class AnnotationView : public StudioView
{
  Q_OBJECT

public:
  AnnotationView(StudioContext& context, RobotConnection* robot, const QString& path, LogPlayer& player);
  ~AnnotationView() override;

  /** The rows shown as tab-separated text (frame, thread, source, text). */
  QString text() const;
  /** The row highlighted as the current frame's annotation (-1: none). */
  int currentRow() const { return highlighted; }

  QJsonObject saveState() const override;
  void restoreState(const QJsonObject& state) override;

  /** Adds the kind "annotations" (replay robots only). */
  static void addTo(ViewRegistry& registry);

private:
  /** What the filter matches (thread, source or text); holds its own regular expression. */
  class Filter
  {
  public:
    Filter(const QString& pattern, bool regex);
    bool matches(const LogPlayer::Annotation& annotation) const;
    /** Why the regular expression is invalid ("" if it is valid or not one). */
    QString error() const;

  private:
    QString pattern;
    bool regex;
    QRegularExpression expression;
  };

  /** Reads the annotations if the player changed, refreshes the highlight. */
  void update(bool always = false);
  /** Shows the rows that match the filter; hands the filter to the player. */
  void applyFilter();
  void highlight();

  LogPlayer& player;
  QTimer poll;
  unsigned shownVersion = 0;
  unsigned shownAnnotationsVersion = 0; ///< LogPlayer::annotationsVersion() of annotations.
  std::vector<LogPlayer::Annotation> annotations;
  int highlighted = -1;
  QLineEdit* filter;
  QCheckBox* regex;
  QLabel* hint;
  QCheckBox* stopAt;
  QTableWidget* table;
};
