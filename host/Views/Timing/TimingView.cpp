/**
 * @file Views/Timing/TimingView.cpp
 * Stopwatch statistics of a thread as a table.
 */
#include "TimingView.h"
#include "Console/RobotConnection.h"
#include "Studio/StudioContext.h"
#include "Studio/TableText.h"
#include "Studio/ViewRegistry.h"
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QTableWidget>
#include <QVBoxLayout>

namespace
{
  /** A table item that sorts numerically. */
  class NumberItem : public QTableWidgetItem
  {
  public:
    explicit NumberItem(float value) : QTableWidgetItem(QString::number(static_cast<double>(value), 'f', 3)), number(value)
    {
      setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    }
    bool operator<(const QTableWidgetItem& other) const override
    {
      const auto* item = dynamic_cast<const NumberItem*>(&other);
      return item ? number < item->number : QTableWidgetItem::operator<(other);
    }
    float number;
  };
}

TimingView::TimingView(StudioContext& context, RobotConnection* robot, const QString& path, unsigned component)
  : StudioView(context, robot, path), component(component)
{
  summary = new QLabel(this);
  filter = new QLineEdit(this);
  filter->setPlaceholderText("filter");
  filter->setClearButtonEnabled(true);
  table = new QTableWidget(0, 4, this);
  table->setHorizontalHeaderLabels({"stopwatch", "min [ms]", "max [ms]", "avg [ms]"});
  table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
  table->verticalHeader()->hide();
  table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->setSelectionBehavior(QAbstractItemView::SelectRows);
  table->setSortingEnabled(true);
  table->sortByColumn(0, Qt::AscendingOrder);
  table->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(table, &QWidget::customContextMenuRequested, this, [this](const QPoint& position) {
    QMenu menu;
    menu.addAction("Copy", this, [this] { QApplication::clipboard()->setText(text(true)); });
    menu.addAction("Copy all", this, [this] { QApplication::clipboard()->setText(text(false)); });
    menu.exec(table->viewport()->mapToGlobal(position));
  });
  connect(filter, &QLineEdit::textChanged, this, [this] { update(); });
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addWidget(summary);
  layout->addWidget(filter);
  layout->addWidget(table);
  update();
}

TimingView::~TimingView()
{
  if(requested)
    context.request(robot(), component, "timing", false);
}

void TimingView::showEvent(QShowEvent* event)
{
  StudioView::showEvent(event);
  if(!requested)
    context.request(robot(), component, "timing", true);
  requested = true;
}

void TimingView::hideEvent(QHideEvent* event)
{
  StudioView::hideEvent(event);
  if(requested)
    context.request(robot(), component, "timing", false);
  requested = false;
}

void TimingView::keyPressEvent(QKeyEvent* event)
{
  if(event->matches(QKeySequence::Copy))
    QApplication::clipboard()->setText(text(true));
  else
    StudioView::keyPressEvent(event);
}

void TimingView::robotChanged(unsigned changes)
{
  if(changes & (RobotState::timingChanged | RobotState::connectionChanged))
    update();
}

void TimingView::update()
{
  const auto now = ThreadTiming::Clock::now();
  std::vector<ThreadTiming::Row> rows;
  float frequency = 0, minFrame = 0, maxFrame = 0;
  bool any = false;
  robot()->read([&](const RobotState& state) {
    const auto timing = state.timing().find(component);
    if(timing == state.timing().end())
      return;
    any = true;
    rows = timing->second.rows();
    frequency = timing->second.frequency();
    minFrame = timing->second.minFrameTime();
    maxFrame = timing->second.maxFrameTime();
  });
  summary->setText(any ? QString("%1 Hz, frame time %2 .. %3 ms").arg(frequency, 0, 'f', 1).arg(minFrame, 0, 'f', 0).arg(maxFrame, 0, 'f', 0)
                       : QString("no timing data yet"));
  const QString pattern = filter->text();
  std::erase_if(rows, [&](const ThreadTiming::Row& row) { return !QString::fromStdString(row.name).contains(pattern, Qt::CaseInsensitive); });
  const int sortColumn = table->horizontalHeader()->sortIndicatorSection();
  const Qt::SortOrder order = table->horizontalHeader()->sortIndicatorOrder();
  table->setSortingEnabled(false);
  table->setRowCount(static_cast<int>(rows.size()));
  for(int i = 0; i < static_cast<int>(rows.size()); ++i)
  {
    const ThreadTiming::Row& row = rows[static_cast<std::size_t>(i)];
    const bool old = now - row.lastSeen > std::chrono::seconds(1);
    QTableWidgetItem* items[] = {new QTableWidgetItem(QString::fromStdString(row.name)), new NumberItem(row.min), new NumberItem(row.max),
                                 new NumberItem(row.average)};
    for(int column = 0; column < 4; ++column)
    {
      if(old)
        items[column]->setForeground(QColor(160, 160, 160));
      table->setItem(i, column, items[column]);
    }
  }
  table->setSortingEnabled(true);
  table->sortByColumn(sortColumn, order);
}

QString TimingView::text(bool selectedOnly) const
{
  return tableText(*table, selectedOnly, false);
}

QJsonObject TimingView::saveState() const
{
  return {{"filter", filter->text()},
          {"sortColumn", table->horizontalHeader()->sortIndicatorSection()},
          {"sortOrder", static_cast<int>(table->horizontalHeader()->sortIndicatorOrder())}};
}

void TimingView::restoreState(const QJsonObject& state)
{
  filter->setText(state.value("filter").toString());
  table->sortByColumn(state.value("sortColumn").toInt(), static_cast<Qt::SortOrder>(state.value("sortOrder").toInt()));
}

void TimingView::addTo(ViewRegistry& registry)
{
  registry.add({"timing", "stopwatches of a thread: min, max, average over 100 frames",
                ViewRegistry::threads,
                [](StudioContext& context, RobotConnection* robot, const QString& path, const QString& instance) -> StudioView* {
                  const int component = robot->read([&](const RobotState& state) { return state.component(instance.toStdString()); });
                  return component <= 0 ? nullptr : new TimingView(context, robot, path, static_cast<unsigned>(component));
                },
                nullptr});
}
