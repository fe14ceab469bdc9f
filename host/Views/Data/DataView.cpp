/**
 * @file Views/Data/DataView.cpp
 * The data view's widget: its parts, the robot's value arriving, its problem and status lines, its saved state.
 */
#include "DataView.h"
#include "DataViewDetail.h"
#include "DataDelegate.h"
#include "Console/RobotConnection.h"
#include "Studio/StudioContext.h"
#include "Streaming/TypeInfo.h"
#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

using namespace DataViewDetail;

DataView::DataView(StudioContext& context, RobotConnection* robot, const QString& path, unsigned component, const std::string& name)
  : StudioView(context, robot, path), component(component), name(name)
{
  threadName = QString::fromStdString(robot->read([&](const RobotState& state) { return state.threadName(component); }));
  header = new QLabel(this);
  header->setTextInteractionFlags(Qt::TextSelectableByMouse);
  problemLine = new QLabel(this);
  problemLine->setWordWrap(true);
  problemLine->setStyleSheet("color: #b00020;");
  problemLine->hide();
  treeWidget = new QTreeWidget(this);
  treeWidget->setColumnCount(4);
  treeWidget->setHeaderLabels({"name", "value", "type", "robot"});
  treeWidget->setItemDelegate(new DataDelegate(*this));
  treeWidget->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::SelectedClicked | QAbstractItemView::EditKeyPressed |
                              QAbstractItemView::AnyKeyPressed);
  treeWidget->setUniformRowHeights(true);
  treeWidget->setAlternatingRowColors(true);
  treeWidget->header()->setStretchLastSection(false);
  treeWidget->header()->setSectionResizeMode(valueColumn, QHeaderView::Stretch);
  treeWidget->setColumnWidth(nameColumn, 180);
  treeWidget->setColumnWidth(typeColumn, 140);
  treeWidget->setColumnWidth(robotColumn, 100);
  treeWidget->setColumnHidden(robotColumn, true);
  treeWidget->headerItem()->setToolTip(robotColumn, "the robot's value where it differs from the one edited");
  treeWidget->setContextMenuPolicy(Qt::CustomContextMenu);
  connect(treeWidget, &QWidget::customContextMenuRequested, this, &DataView::contextMenu);
  connect(treeWidget, &QTreeWidget::itemExpanded, this, [this](QTreeWidgetItem* row) { expanded.insert(QString::fromStdString(pathOf(row))); });
  connect(treeWidget, &QTreeWidget::itemCollapsed, this, [this](QTreeWidgetItem* row) { expanded.remove(QString::fromStdString(pathOf(row))); });
  connect(treeWidget, &QTreeWidget::itemChanged, this, [this](QTreeWidgetItem* row, int column) {
    // Check boxes (bools): the user clicked one.
    if(updating || column != valueColumn)
      return;
    DataValue* value = valueOf(row);
    if(!value || value->kind != DataValue::Kind::boolean)
      return;
    const double checked = row->checkState(valueColumn) == Qt::Checked ? 1.0 : 0.0;
    if(checked == value->number)
      return;
    value->number = checked;
    showValue(row, *value);
    changed(pathOf(row));
  });

  setButton = new QPushButton("Set", this);
  setButton->setToolTip("send the value shown (set " + QString::fromStdString(name) + " ...)");
  unchangedButton = new QPushButton("Unchanged", this);
  unchangedButton->setToolTip("let the robot compute the value again (set " + QString::fromStdString(name) + " unchanged)");
  autoSet = new QCheckBox("Auto-set", this);
  autoSet->setToolTip("send the value after every edit");
  statusLine = new QLabel(this);
  statusLine->setTextInteractionFlags(Qt::TextSelectableByMouse);
  connect(setButton, &QPushButton::clicked, this, &DataView::sendValue);
  connect(unchangedButton, &QPushButton::clicked, this, &DataView::sendUnchanged);

  auto* buttons = new QHBoxLayout;
  buttons->addWidget(setButton);
  buttons->addWidget(unchangedButton);
  buttons->addWidget(autoSet);
  buttons->addWidget(statusLine, 1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addWidget(header);
  layout->addWidget(problemLine);
  layout->addWidget(treeWidget, 1);
  layout->addLayout(buttons);
  update(true);
}

DataView::~DataView()
{
  if(requested)
    context.request(robot(), component, dataPrefix + name, false);
}

void DataView::showEvent(QShowEvent* event)
{
  StudioView::showEvent(event);
  if(!requested)
    context.request(robot(), component, dataPrefix + name, true);
  requested = true;
}

void DataView::hideEvent(QHideEvent* event)
{
  StudioView::hideEvent(event);
  if(requested)
    context.request(robot(), component, dataPrefix + name, false);
  requested = false;
}

void DataView::robotChanged(unsigned changes)
{
  if(changes & RobotState::connectionChanged)
    typeInfoAsked = false; // another robot program may answer now
  if(changes & (RobotState::dataChanged | RobotState::typeInfoChanged | RobotState::connectionChanged | RobotState::requestsChanged))
    update((changes & RobotState::typeInfoChanged) != 0);
}

void DataView::askForTypeInfo()
{
  if(typeInfoAsked || !robot()->isConnected())
    return;
  typeInfoAsked = true;
  robot()->askForTypeInfo();
}

void DataView::update(bool typesChanged)
{
  bool fresh = false;
  bool arrived = false;
  bool newTypes = false;
  robot()->read([&](const RobotState& state) {
    if(state.typeInfo() && (typesChanged || !types))
    {
      types = std::make_shared<const TypeInfo>(*state.typeInfo());
      newTypes = true;
    }
    const auto entry = state.debugData().find(name);
    if(entry != state.debugData().end() && entry->second.component == component && entry->second.sequence != lastSequence)
    {
      lastSequence = entry->second.sequence;
      arrived = true;
      if(entry->second.type != lastType || entry->second.data != lastData)
      {
        lastType = entry->second.type;
        lastData = entry->second.data;
        fresh = true;
      }
    }
  });
  if(!types)
    askForTypeInfo();
  const QString robotName = QString::fromStdString(robot()->name());
  QString text = "<b>" + QString::fromStdString(name).toHtmlEscaped() + "</b> of " + threadName;
  if(!lastType.empty())
    text += ": " + QString::fromStdString(DataValue::displayType(lastType)).toHtmlEscaped();
  if(!robot()->isConnected())
    text += " &mdash; " + robotName.toHtmlEscaped() + " is not connected";
  else if(lastType.empty())
    text += " &mdash; waiting for the robot's value";
  header->setText(text);
  if(lastType.empty())
  {
    setProblem("");
    return;
  }
  if(!types)
  {
    setProblem("waiting for the type information of " + robotName);
    return;
  }
  if(!fresh && !newTypes)
  {
    // The same value again: sent values that did not come back are given up after a while.
    if(arrived && hasValue && !frozen.empty() && problemLine->isHidden())
    {
      merge(shown, robotValue, rootRow(), "", Clock::now());
      updateFrozenColumn();
    }
    return;
  }
  DataValue value;
  std::string error;
  if(!DataValue::read(*types, lastType, lastData, value, error))
  {
    setProblem("Error: " + QString::fromStdString(name) + " does not read as " + QString::fromStdString(lastType) + " (" +
               QString::number(lastData.size()) + " bytes): " + QString::fromStdString(error));
    return;
  }
  setProblem("");
  show(value);
}

void DataView::show(const DataValue& value)
{
  robotValue = value;
  if(!hasValue || shown.type != value.type)
  {
    hasValue = true;
    shown = value;
    frozen.clear();
    rebuild(nullptr, shown, "");
  }
  else
    merge(shown, robotValue, rootRow(), "", Clock::now());
  updateFrozenColumn();
}

void DataView::setProblem(const QString& text)
{
  problemLine->setText(text);
  problemLine->setVisible(!text.isEmpty());
}

void DataView::setStatus(const QString& text, bool error)
{
  statusLine->setText(text);
  statusLine->setToolTip(text);
  statusLine->setStyleSheet(error ? "color: #b00020;" : "");
}

QString DataView::problem() const
{
  return problemLine->text();
}

QString DataView::status() const
{
  return statusLine->text();
}

QJsonObject DataView::saveState() const
{
  QJsonArray open;
  for(const QString& path : expanded)
    open.append(path);
  return {{"expanded", open},
          {"autoSet", autoSet->isChecked()},
          {"header", QString::fromLatin1(treeWidget->header()->saveState().toBase64())}};
}

void DataView::restoreState(const QJsonObject& state)
{
  expansionRestored = true;
  expanded.clear();
  for(const QJsonValue& path : state.value("expanded").toArray())
    expanded.insert(path.toString());
  autoSet->setChecked(state.value("autoSet").toBool());
  const QByteArray headerState = QByteArray::fromBase64(state.value("header").toString().toLatin1());
  if(!headerState.isEmpty())
    treeWidget->header()->restoreState(headerState);
  treeWidget->setColumnHidden(robotColumn, frozen.empty());
  if(hasValue)
    rebuild(nullptr, shown, "");
}
