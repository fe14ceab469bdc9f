/**
 * @file Views/LogPlayer/AnnotationView.cpp
 * The annotations of a replayed log as a filtered table.
 */
#include "AnnotationView.h"
#include "LogPlayerView.h"
#include "Studio/StudioContext.h"
#include "Studio/ViewRegistry.h"
#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <memory>

namespace
{
  const QColor currentColor(255, 236, 160);
}

AnnotationView::Filter::Filter(const QString& pattern, bool regex)
  : pattern(pattern), regex(regex), expression(regex ? pattern : QString(), QRegularExpression::CaseInsensitiveOption)
{}

QString AnnotationView::Filter::error() const
{
  return regex && !expression.isValid() ? expression.errorString() : QString();
}

bool AnnotationView::Filter::matches(const LogPlayer::Annotation& annotation) const
{
  if(pattern.isEmpty() || !error().isEmpty()) // an invalid expression filters nothing
    return true;
  for(const std::string* field : {&annotation.thread, &annotation.source, &annotation.text})
  {
    const QString value = QString::fromStdString(*field);
    if(regex ? expression.match(value).hasMatch() : value.contains(pattern, Qt::CaseInsensitive))
      return true;
  }
  return false;
}

AnnotationView::AnnotationView(StudioContext& context, RobotConnection* robot, const QString& path, LogPlayer& player)
  : StudioView(context, robot, path), player(player)
{
  filter = new QLineEdit(this);
  filter->setObjectName("filter");
  filter->setPlaceholderText("filter (thread, source, text)");
  filter->setClearButtonEnabled(true);
  regex = new QCheckBox("regex", this);
  regex->setObjectName("regex");
  stopAt = new QCheckBox("stop on matching annotation", this);
  stopAt->setObjectName("stopAt");
  stopAt->setToolTip("playing pauses at a frame with an annotation the filter matches (any, if the filter is empty)");
  hint = new QLabel(this);
  hint->setObjectName("hint");
  hint->setStyleSheet("color: #c00000");
  hint->hide();
  table = new QTableWidget(0, 4, this);
  table->setObjectName("table");
  table->setHorizontalHeaderLabels({"frame", "thread", "source", "text"});
  table->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
  table->verticalHeader()->hide();
  table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->setSelectionBehavior(QAbstractItemView::SelectRows);
  table->setToolTip("double-click: go to the frame");
  connect(table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
    if(row >= 0 && static_cast<std::size_t>(row) < annotations.size())
      this->player.gotoFrame(annotations[static_cast<std::size_t>(row)].frame);
    update(true);
  });
  connect(filter, &QLineEdit::textChanged, this, [this] { applyFilter(); });
  connect(regex, &QCheckBox::toggled, this, [this] { applyFilter(); });
  connect(stopAt, &QCheckBox::toggled, this, [this] { applyFilter(); });

  auto* controls = new QHBoxLayout;
  controls->addWidget(filter, 1);
  controls->addWidget(regex);
  controls->addWidget(stopAt);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addLayout(controls);
  layout->addWidget(hint);
  layout->addWidget(table);

  connect(&poll, &QTimer::timeout, this, [this] { update(); });
  poll.start(50);
  update(true);
}

AnnotationView::~AnnotationView()
{
  // Stopping at annotations is this view's; it ends with it.
  if(stopAt->isChecked())
    player.setStopAt(nullptr);
}

void AnnotationView::update(bool always)
{
  const unsigned version = player.version();
  if(!always && version == shownVersion)
    return;
  shownVersion = version;
  // The list changes only when the log is trimmed; the current frame (highlight) with every frame.
  const unsigned listVersion = player.annotationsVersion();
  if(always || listVersion != shownAnnotationsVersion)
  {
    shownAnnotationsVersion = listVersion;
    annotations = player.annotations();
    table->setRowCount(static_cast<int>(annotations.size()));
    for(std::size_t i = 0; i < annotations.size(); ++i)
    {
      const LogPlayer::Annotation& annotation = annotations[i];
      const int row = static_cast<int>(i);
      auto* frameItem = new QTableWidgetItem(QString::number(static_cast<qulonglong>(annotation.frame)));
      frameItem->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      table->setItem(row, 0, frameItem);
      table->setItem(row, 1, new QTableWidgetItem(QString::fromStdString(annotation.thread)));
      table->setItem(row, 2, new QTableWidgetItem(QString::fromStdString(annotation.source)));
      table->setItem(row, 3, new QTableWidgetItem(QString::fromStdString(annotation.text)));
    }
    table->resizeColumnsToContents();
    highlighted = -1;
    applyFilter();
  }
  highlight();
}

void AnnotationView::applyFilter()
{
  const Filter shown(filter->text(), regex->isChecked());
  const QString error = shown.error();
  hint->setText(error.isEmpty() ? QString() : "invalid regular expression: " + error + " (nothing is filtered)");
  hint->setVisible(!error.isEmpty());
  for(std::size_t i = 0; i < annotations.size(); ++i)
    table->setRowHidden(static_cast<int>(i), !shown.matches(annotations[i]));
  if(stopAt->isChecked())
  {
    // The player's thread calls it: it has a filter (and regular expression) of its own.
    const QString pattern = filter->text();
    auto matcher = std::make_shared<const Filter>(QString(pattern.constData(), pattern.size()), regex->isChecked());
    player.setStopAt([matcher](const LogPlayer::Annotation& annotation) { return matcher->matches(annotation); });
  }
  else
    player.setStopAt(nullptr);
}

void AnnotationView::highlight()
{
  // The last annotation at or before the current frame.
  const std::size_t now = player.current();
  int row = -1;
  if(now != LogPlayer::none)
    for(std::size_t i = 0; i < annotations.size() && annotations[i].frame <= now; ++i)
      row = static_cast<int>(i);
  if(row == highlighted)
    return;
  for(const int changed : {highlighted, row})
    if(changed >= 0 && changed < table->rowCount())
      for(int column = 0; column < table->columnCount(); ++column)
        if(QTableWidgetItem* item = table->item(changed, column))
        {
          item->setBackground(changed == row ? QBrush(currentColor) : QBrush());
          QFont font = item->font();
          font.setBold(changed == row);
          item->setFont(font);
        }
  highlighted = row;
  for(int column = 0; column < 3; ++column) // the bold row may be wider
    table->resizeColumnToContents(column);
}

QString AnnotationView::text() const
{
  QStringList lines;
  for(int row = 0; row < table->rowCount(); ++row)
    if(!table->isRowHidden(row))
    {
      QStringList cells;
      for(int column = 0; column < table->columnCount(); ++column)
        cells << (table->item(row, column) ? table->item(row, column)->text() : QString());
      lines << cells.join('\t');
    }
  return lines.join('\n');
}

QJsonObject AnnotationView::saveState() const
{
  return {{"filter", filter->text()}, {"regex", regex->isChecked()}};
}

void AnnotationView::restoreState(const QJsonObject& state)
{
  filter->setText(state.value("filter").toString());
  regex->setChecked(state.value("regex").toBool());
}

void AnnotationView::addTo(ViewRegistry& registry)
{
  registry.add({"annotations", "the annotations of a replayed log: filter, go to their frames, stop playing at them", nullptr,
                [](StudioContext& context, RobotConnection* robot, const QString& path, const QString&) -> StudioView* {
                  LogPlayer* player = robot ? LogPlayerView::playerOf(context, *robot) : nullptr;
                  return player ? new AnnotationView(context, robot, path, *player) : nullptr;
                },
                nullptr},
               [](StudioContext& context, RobotConnection& robot) { return LogPlayerView::playerOf(context, robot) != nullptr; });
}
