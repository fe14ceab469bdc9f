/**
 * @file Views/JointData/JointDataView.cpp
 * Requested and measured joint values as a table.
 */
#include "JointDataView.h"
#include "Console/ConsoleThread.h"
#include "Console/RobotConnection.h"
#include "Studio/StudioContext.h"
#include "Studio/TableText.h"
#include "Studio/ViewRegistry.h"
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QTableWidget>
#include <QVBoxLayout>
#include <numbers>

namespace
{
  enum Column
  {
    jointColumn,
    requestColumn,
    sensorColumn,
    currentColumn,
    temperatureColumn,
    stiffnessColumn,
    statusColumn,
    numOfColumns
  };

  /** An angle in degrees, a hand's opening as it is. */
  QString angle(const std::optional<float>& value, bool hand)
  {
    if(!value)
      return {};
    return hand ? QString::number(static_cast<double>(*value), 'f', 2)
                : QString::number(static_cast<double>(*value) * 180.0 / std::numbers::pi, 'f', 1) + QChar(0x00b0);
  }

  QString integer(const std::optional<int>& value)
  {
    return value ? QString::number(*value) : QString();
  }
}

JointDataView::JointDataView(StudioContext& context, RobotConnection* robot, const QString& path)
  : StudioView(context, robot, path)
{
  component = robot->read([](const RobotState& state) {
    const int motion = state.component("Motion");
    return motion > 0 ? static_cast<unsigned>(motion) : 0u;
  });
  header = new QLabel(this);
  table = new QTableWidget(0, numOfColumns, this);
  table->setHorizontalHeaderLabels({"joint", "request", "sensor", "current [mA]", "temperature [°C]", "stiffness [%]", "status"});
  table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table->horizontalHeader()->setStretchLastSection(true);
  table->verticalHeader()->hide();
  table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->setSelectionBehavior(QAbstractItemView::SelectRows);
  table->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(table, &QWidget::customContextMenuRequested, this, [this](const QPoint& position) {
    QMenu menu;
    menu.addAction("Copy", this, [this] { QApplication::clipboard()->setText(text(true)); });
    menu.addAction("Copy all", this, [this] { QApplication::clipboard()->setText(text(false)); });
    menu.exec(table->viewport()->mapToGlobal(position));
  });
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addWidget(header);
  layout->addWidget(table);
  refresh.setInterval(100);
  connect(&refresh, &QTimer::timeout, this, [this] { update(); });
  update();
}

JointDataView::~JointDataView()
{
  if(requested)
    setRequests(false);
}

void JointDataView::setRequests(bool on)
{
  context.request(robot(), component, "representation:JointRequest", on);
  context.request(robot(), component, "representation:JointSensorData", on);
}

void JointDataView::showEvent(QShowEvent* event)
{
  StudioView::showEvent(event);
  if(!requested)
    setRequests(true);
  requested = true;
  refresh.start();
}

void JointDataView::hideEvent(QHideEvent* event)
{
  StudioView::hideEvent(event);
  if(requested)
    setRequests(false);
  requested = false;
  refresh.stop();
}

void JointDataView::keyPressEvent(QKeyEvent* event)
{
  if(event->matches(QKeySequence::Copy))
    QApplication::clipboard()->setText(text(true));
  else
    StudioView::keyPressEvent(event);
}

void JointDataView::robotChanged(unsigned changes)
{
  if(changes & RobotState::typeInfoChanged)
    types.reset();
  if(changes & RobotState::connectionChanged)
  {
    askedForTypes = false;
    types.reset();
  }
  if(changes & (RobotState::typeInfoChanged | RobotState::connectionChanged))
    update();
}

void JointDataView::update()
{
  const auto now = std::chrono::steady_clock::now();
  std::string requestPayload, sensorPayload;
  bool newRequest = false, newSensors = false, connected = false;
  robot()->read([&](const RobotState& state) {
    if(!types && state.typeInfo())
      types = *state.typeInfo();
    const auto& representations = state.representations();
    if(const auto r = representations.find("JointRequest"); r != representations.end() && r->second.sequence != requestSequence)
    {
      requestSequence = r->second.sequence;
      requestPayload = r->second.payload;
      newRequest = true;
    }
    if(const auto s = representations.find("JointSensorData"); s != representations.end() && s->second.sequence != sensorSequence)
    {
      sensorSequence = s->second.sequence;
      sensorPayload = s->second.payload;
      newSensors = true;
    }
  });
  connected = robot()->isConnected();
  if(!types && connected && !askedForTypes)
  {
    // The values are read through the robot's type information: ask for it, without waiting.
    askedForTypes = true;
    robot()->askForTypeInfo();
  }
  if(types && (newRequest || newSensors))
  {
    std::string problem;
    error.clear();
    if(newRequest && !joints.readRequest(*types, "JointRequest", requestPayload, problem))
      error = "cannot read JointRequest: " + QString::fromStdString(problem);
    if(newSensors && !joints.readSensorData(*types, "JointSensorData", sensorPayload, problem))
      error = "cannot read JointSensorData: " + QString::fromStdString(problem);
    lastData = now;
  }
  else if(!types)
  {
    // Without types nothing is read: the sequences are taken again once they are there.
    requestSequence = newRequest ? 0 : requestSequence;
    sensorSequence = newSensors ? 0 : sensorSequence;
  }

  const bool old = now - lastData > std::chrono::seconds(1);
  const QString thread = component ? "Motion" : "every thread";
  if(!error.isEmpty())
    header->setText("Error: " + error);
  else if(!types)
    header->setText("waiting for the type information of " + QString::fromStdString(robot()->name()));
  else if(joints.joints.empty())
    header->setText("waiting for JointRequest and JointSensorData of " + QString::fromStdString(robot()->name()) + " (" + thread + ")");
  else
    header->setText(QString("%1 joints of %2%3").arg(joints.joints.size()).arg(QString::fromStdString(robot()->name())).arg(old ? ", no data for a second" : ""));

  table->setRowCount(static_cast<int>(joints.joints.size()));
  for(int row = 0; row < static_cast<int>(joints.joints.size()); ++row)
  {
    const JointValues::Joint& joint = joints.joints[static_cast<std::size_t>(row)];
    const bool hand = JointValues::isHand(joint.name);
    const QString request = joint.off ? QString("off") : joint.ignored ? QString("ignore") : angle(joint.request, hand);
    const QString texts[numOfColumns] = {QString::fromStdString(joint.name), request, angle(joint.sensor, hand), integer(joint.current),
                                         integer(joint.temperature), integer(joint.stiffness), QString::fromStdString(joint.status)};
    QColor background;
    if(joint.status == "hot")
      background = QColor(255, 225, 170);
    else if(joint.status == "veryHot" || joint.status == "criticallyHot")
      background = QColor(255, 180, 170);
    for(int column = 0; column < numOfColumns; ++column)
    {
      QTableWidgetItem* item = table->item(row, column);
      if(!item)
      {
        item = new QTableWidgetItem;
        if(column != jointColumn && column != statusColumn)
          item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        table->setItem(row, column, item);
      }
      if(item->text() != texts[column])
        item->setText(texts[column]);
      item->setForeground(old ? QColor(160, 160, 160) : palette().color(QPalette::Text));
      item->setBackground(background.isValid() ? QBrush(background) : QBrush());
    }
  }
}

QString JointDataView::summary() const
{
  return header->text();
}

QString JointDataView::text(bool selectedOnly) const
{
  return tableText(*table, selectedOnly, !selectedOnly);
}

void JointDataView::addTo(ViewRegistry& registry)
{
  registry.add({"jointData", "per joint: requested and measured angle, current, temperature, stiffness, temperature status", nullptr,
                [](StudioContext& context, RobotConnection* robot, const QString& path, const QString&) -> StudioView* {
                  return new JointDataView(context, robot, path);
                },
                nullptr});
}
