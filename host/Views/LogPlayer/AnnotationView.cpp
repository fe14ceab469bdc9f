/**
 * @file Views/LogPlayer/AnnotationView.cpp
 * The annotations of a replayed log or of a live robot as a filtered table; stopping at them.
 */
#include "AnnotationView.h"
#include "Console/RobotConnection.h"
#include "LogPlayerView.h"
#include "Studio/StudioContext.h"
#include "Studio/ViewRegistry.h"
#include <QCheckBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <memory>

namespace
{
  const QColor currentColor(255, 236, 160);
  constexpr const char* annotationRequest = "annotation";
}

AnnotationView::Filter::Filter(const QString& pattern, bool regex)
  : pattern(pattern), regex(regex), expression(regex ? pattern : QString(), QRegularExpression::CaseInsensitiveOption)
{}

QString AnnotationView::Filter::error() const
{
  return regex && !expression.isValid() ? expression.errorString() : QString();
}

bool AnnotationView::Filter::matches(const std::string& thread, const std::string& source, const std::string& text) const
{
  if(pattern.isEmpty() || !error().isEmpty()) // an invalid expression filters nothing
    return true;
  for(const std::string* field : {&thread, &source, &text})
  {
    const QString value = QString::fromStdString(*field);
    if(regex ? expression.match(value).hasMatch() : value.contains(pattern, Qt::CaseInsensitive))
      return true;
  }
  return false;
}

AnnotationView::AnnotationView(StudioContext& context, RobotConnection* robot, const QString& path, LogPlayer& player)
  : StudioView(context, robot, path), player(&player)
{
  build();
  stopAt->setToolTip("playing pauses at a frame with an annotation the filter matches (any, if the filter is empty)");
  table->setToolTip("double-click: go to the frame");
  connect(table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
    if(row >= 0 && static_cast<std::size_t>(row) < annotations.size())
      this->player->gotoFrame(annotations[static_cast<std::size_t>(row)].frame);
    update(true);
  });
  connect(&poll, &QTimer::timeout, this, [this] { update(); });
  poll.start(50);
  update(true);
}

AnnotationView::AnnotationView(StudioContext& context, RobotConnection* robot, const QString& path)
  : StudioView(context, robot, path), player(nullptr)
{
  build();
  table->setHorizontalHeaderLabels({"frame, time", "thread", "source", "text"});
  stopAt->setToolTip("the views of " + QString::fromStdString(robot->name()) +
                     " hold the frame with an annotation the filter matches (any, if the filter is empty) until Continue");
  connect(continueButton, &QPushButton::clicked, this, &AnnotationView::continueDisplay);
  updateLive();
}

void AnnotationView::build()
{
  filter = new QLineEdit(this);
  filter->setObjectName("filter");
  filter->setPlaceholderText("filter (thread, source, text)");
  filter->setClearButtonEnabled(true);
  regex = new QCheckBox("regex", this);
  regex->setObjectName("regex");
  stopAt = new QCheckBox("stop on matching annotation", this);
  stopAt->setObjectName("stopAt");
  hint = new QLabel(this);
  hint->setObjectName("hint");
  hint->setStyleSheet("color: #c00000");
  hint->hide();
  heldLine = new QLabel(this);
  heldLine->setObjectName("held");
  heldLine->setWordWrap(true);
  heldLine->setStyleSheet("background: #ffeca0; padding: 2px;");
  continueButton = new QPushButton("Continue", this);
  continueButton->setObjectName("continue");
  continueButton->setToolTip("the views follow the robot again");
  heldLine->hide();
  continueButton->hide();
  table = new QTableWidget(0, 4, this);
  table->setObjectName("table");
  table->setHorizontalHeaderLabels({"frame", "thread", "source", "text"});
  table->horizontalHeader()->setSectionResizeMode(3, QHeaderView::Stretch);
  table->verticalHeader()->hide();
  table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->setSelectionBehavior(QAbstractItemView::SelectRows);
  connect(filter, &QLineEdit::textChanged, this, [this] { applyFilter(); });
  connect(regex, &QCheckBox::toggled, this, [this] { applyFilter(); });
  connect(stopAt, &QCheckBox::toggled, this, [this] { applyFilter(); });

  auto* controls = new QHBoxLayout;
  controls->addWidget(filter, 1);
  controls->addWidget(regex);
  controls->addWidget(stopAt);
  auto* held = new QHBoxLayout;
  held->addWidget(heldLine, 1);
  held->addWidget(continueButton);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addLayout(controls);
  layout->addWidget(hint);
  layout->addLayout(held);
  layout->addWidget(table);
}

AnnotationView::~AnnotationView()
{
  // Stopping at annotations is this view's; it ends with it.
  if(player)
  {
    if(stopAt->isChecked())
      player->setStopAt(nullptr);
    return;
  }
  robot()->setStopAt(nullptr);
  robot()->release();
  if(requested)
    context.request(robot(), 0, annotationRequest, false);
}

void AnnotationView::showEvent(QShowEvent* event)
{
  StudioView::showEvent(event);
  // A live robot sends annotations while they are requested: from the first showing on, while the view exists (to stop at them behind other tabs too).
  if(!player && !requested)
  {
    requested = true;
    context.request(robot(), 0, annotationRequest, true);
  }
}

void AnnotationView::robotChanged(unsigned changes)
{
  if(!player && (changes & (RobotState::annotationsChanged | RobotState::connectionChanged)))
    updateLive();
}

void AnnotationView::showRows(std::size_t from)
{
  table->setRowCount(static_cast<int>(annotations.size()));
  for(std::size_t i = from; i < annotations.size(); ++i)
  {
    const Row& annotation = annotations[i];
    const int row = static_cast<int>(i);
    auto* frameItem = new QTableWidgetItem(annotation.frameText);
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

void AnnotationView::update(bool always)
{
  const unsigned version = player->version();
  if(!always && version == shownVersion)
    return;
  shownVersion = version;
  // The list changes only when the log is trimmed; the current frame (highlight) with every frame.
  const unsigned listVersion = player->annotationsVersion();
  if(always || listVersion != shownAnnotationsVersion)
  {
    shownAnnotationsVersion = listVersion;
    annotations.clear();
    for(const LogPlayer::Annotation& annotation : player->annotations())
      annotations.push_back({annotation.frame, QString::number(static_cast<qulonglong>(annotation.frame)), annotation.thread, annotation.source, annotation.text});
    showRows(0);
  }
  highlight();
}

void AnnotationView::updateLive()
{
  std::vector<Row> arrived;
  bool all = false;
  bool held = false;
  RobotState::Annotation holding;
  robot()->read([&](const RobotState& state) {
    const std::uint64_t count = state.annotationCount();
    const std::deque<RobotState::Annotation>& list = state.annotations();
    std::size_t fresh = static_cast<std::size_t>(count - shownCount);
    // Forgotten ones (or more than the table keeps): the rows are made anew.
    all = count < shownCount || fresh > list.size() || annotations.size() + fresh > RobotState::maxAnnotations;
    if(all)
      fresh = list.size();
    for(auto i = list.end() - static_cast<std::ptrdiff_t>(fresh); i != list.end(); ++i)
    {
      const QString time = QDateTime::fromMSecsSinceEpoch(std::chrono::duration_cast<std::chrono::milliseconds>(i->received.time_since_epoch()).count())
                             .toString("HH:mm:ss.zzz");
      arrived.push_back({i->frame, QString::number(i->frame) + "  " + time, i->thread, i->source, i->text, i->component, i->number});
    }
    shownCount = count;
    held = state.isHeld();
    if(held)
      holding = state.heldAt();
  });
  if(all || !arrived.empty())
  {
    const std::size_t from = all ? 0 : annotations.size();
    if(all)
      annotations.clear();
    annotations.insert(annotations.end(), arrived.begin(), arrived.end());
    showRows(from);
  }
  if(held)
    heldLine->setText("stopped: the views of " + QString::fromStdString(robot()->name()) + " show frame " + QString::number(holding.frame) + " of " +
                      QString::fromStdString(holding.thread) + ", which has the annotation " + QString::fromStdString(holding.source) + ": " +
                      QString::fromStdString(holding.text));
  heldLine->setVisible(held);
  continueButton->setVisible(held);
  // The row of the annotation that holds the display.
  int row = -1;
  for(std::size_t i = annotations.size(); held && i-- > 0;)
    if(annotations[i].component == holding.component && annotations[i].number == holding.number && annotations[i].frame == holding.frame)
    {
      row = static_cast<int>(i);
      break;
    }
  if(row != highlighted)
  {
    highlightRow(row);
    if(row >= 0)
      table->scrollToItem(table->item(row, 0));
  }
}

void AnnotationView::applyFilter()
{
  const Filter shown(filter->text(), regex->isChecked());
  const QString error = shown.error();
  hint->setText(error.isEmpty() ? QString() : "invalid regular expression: " + error + " (nothing is filtered)");
  hint->setVisible(!error.isEmpty());
  for(std::size_t i = 0; i < annotations.size(); ++i)
    table->setRowHidden(static_cast<int>(i), !shown.matches(annotations[i].thread, annotations[i].source, annotations[i].text));
  if(stopAt->isChecked())
  {
    // The player's (the console's) thread calls it: it has a filter (and regular expression) of its own.
    const QString pattern = filter->text();
    auto matcher = std::make_shared<const Filter>(QString(pattern.constData(), pattern.size()), regex->isChecked());
    if(player)
      player->setStopAt([matcher](const LogPlayer::Annotation& annotation) { return matcher->matches(annotation.thread, annotation.source, annotation.text); });
    else
      robot()->setStopAt([matcher](const RobotState::Annotation& annotation) { return matcher->matches(annotation.thread, annotation.source, annotation.text); });
  }
  else if(player)
    player->setStopAt(nullptr);
  else
  {
    robot()->setStopAt(nullptr);
    robot()->release();
  }
}

void AnnotationView::setStopOnMatch(bool on)
{
  stopAt->setChecked(on);
}

QString AnnotationView::heldText() const
{
  return heldLine->isVisible() ? heldLine->text() : QString();
}

void AnnotationView::continueDisplay()
{
  if(!player)
    robot()->release();
}

void AnnotationView::highlight()
{
  // The last annotation at or before the current frame.
  const std::size_t now = player->current();
  int row = -1;
  if(now != LogPlayer::none)
    for(std::size_t i = 0; i < annotations.size() && annotations[i].frame <= now; ++i)
      row = static_cast<int>(i);
  if(row != highlighted)
    highlightRow(row);
}

void AnnotationView::highlightRow(int row)
{
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
  registry.add({"annotations",
                "the annotations of a robot: filter; of a replay: go to their frames, stop playing at them; of a live robot: hold its views at them",
                nullptr,
                [](StudioContext& context, RobotConnection* robot, const QString& path, const QString&) -> StudioView* {
                  if(!robot)
                    return nullptr;
                  LogPlayer* player = LogPlayerView::playerOf(context, *robot);
                  return player ? new AnnotationView(context, robot, path, *player) : new AnnotationView(context, robot, path);
                },
                nullptr});
}
