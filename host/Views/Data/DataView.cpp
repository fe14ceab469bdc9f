/**
 * @file Views/Data/DataView.cpp
 * A MODIFY-able value of a robot as an editable tree; the view kind "data" and the command vd.
 */
#include "DataView.h"
#include "DataDelegate.h"
#include "Console/ConsoleThread.h"
#include "Console/RobotConnection.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutMap.h"
#include "Streaming/TypeInfoStreamer.h"
#include "Studio/StudioContext.h"
#include "Studio/ViewRegistry.h"
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace
{
  constexpr const char* dataPrefix = "debug data:";
  /** How long a sent value is shown although the robot still sends another one. */
  constexpr auto sentValueTimeout = std::chrono::seconds(2);

  enum Column
  {
    nameColumn,
    valueColumn,
    typeColumn,
    robotColumn,
  };

  std::string childPath(const std::string& path, const std::string& name)
  {
    return path.empty() || name.starts_with('[') ? path + name : path + "." + name;
  }

  bool isBelow(const std::string& path, const std::string& ancestor)
  {
    return ancestor.empty() ? !path.empty()
                            : path.size() > ancestor.size() && path.starts_with(ancestor) &&
                                (path[ancestor.size()] == '.' || path[ancestor.size()] == '[');
  }

  /** The threads (components) of a robot that have the data, in order. */
  std::vector<unsigned> threadsWith(const RobotState& state, const std::string& name)
  {
    std::vector<unsigned> components;
    for(unsigned component = 1; component < state.requests().size(); ++component)
      if(state.requests()[component].contains(dataPrefix + name))
        components.push_back(component);
    return components;
  }
}

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

QTreeWidgetItem* DataView::rootRow() const
{
  return hasValue && shown.isLeaf() ? treeWidget->topLevelItem(0) : nullptr;
}

void DataView::merge(DataValue& mine, const DataValue& robots, QTreeWidgetItem* row, const std::string& path, Clock::time_point now)
{
  const auto freeze = frozen.find(path);
  const bool isEditing = editing && path == editingPath && mine.isLeaf();
  if(freeze != frozen.end() || isEditing)
  {
    const bool same = mine == robots;
    // A value sent is shown until the robot sends it back (or it did not take it).
    if(freeze != frozen.end() && freeze->second.sent && !isEditing && (same || now > freeze->second.until))
      frozen.erase(freeze);
    else
    {
      if(row)
      {
        showRobotsValue(row, same ? QString() : QString::fromStdString(robots.display()));
        if(freeze != frozen.end())
          markEdited(row, true);
      }
      return;
    }
  }
  if(row)
  {
    showRobotsValue(row, QString());
    markEdited(row, false);
  }
  if(!mine.sameShape(robots))
  {
    // Another size of a dynamic array (or another type): the rows below are made again.
    mine = robots;
    std::erase_if(frozen, [&](const auto& entry) { return isBelow(entry.first, path); });
    if(row)
      showValue(row, mine);
    rebuild(row, mine, path);
    return;
  }
  if(mine.isLeaf())
  {
    if(mine.number != robots.number || mine.text != robots.text)
    {
      mine.number = robots.number;
      mine.text = robots.text;
      if(row)
        showValue(row, mine);
    }
    return;
  }
  for(std::size_t i = 0; i < mine.children.size(); ++i)
  {
    QTreeWidgetItem* child = row ? row->child(static_cast<int>(i)) : treeWidget->topLevelItem(static_cast<int>(i));
    if(child)
      merge(mine.children[i], robots.children[i], child, childPath(path, mine.children[i].name), now);
  }
}

void DataView::rebuild(QTreeWidgetItem* row, const DataValue& value, const std::string& path)
{
  updating = true;
  const bool first = !expansionRestored && expanded.isEmpty() && !row;
  if(row)
    qDeleteAll(row->takeChildren());
  else
    treeWidget->clear();
  if(!row && value.isLeaf())
  {
    // A single value: one row named after the data.
    DataValue named = value;
    named.name = name;
    makeRow(nullptr, named, "");
  }
  else
    for(const DataValue& child : value.children)
    {
      QTreeWidgetItem* made = makeRow(row, child, childPath(path, child.name));
      // At first, the records and arrays of the top level are open if they are not too long.
      if(first && !child.isLeaf() && child.children.size() <= 40)
        made->setExpanded(true);
    }
  if(!row)
    treeWidget->setRootIsDecorated(!value.isLeaf() && std::any_of(value.children.begin(), value.children.end(),
                                                                    [](const DataValue& child) { return !child.isLeaf(); }));
  if(first)
    treeWidget->resizeColumnToContents(nameColumn);
  updating = false;
}

QTreeWidgetItem* DataView::makeRow(QTreeWidgetItem* parent, const DataValue& value, const std::string& path)
{
  auto* row = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(treeWidget);
  row->setText(nameColumn, QString::fromStdString(value.name));
  row->setData(nameColumn, Qt::UserRole, QString::fromStdString(path));
  row->setText(typeColumn, QString::fromStdString(DataValue::displayType(value.type)));
  row->setForeground(typeColumn, palette().color(QPalette::Disabled, QPalette::Text));
  Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
  if(value.kind == DataValue::Kind::boolean)
    flags |= Qt::ItemIsUserCheckable;
  else if(value.isLeaf())
    flags |= Qt::ItemIsEditable;
  row->setFlags(flags);
  if(value.kind == DataValue::Kind::integer || value.kind == DataValue::Kind::real || value.kind == DataValue::Kind::angle)
    row->setTextAlignment(valueColumn, Qt::AlignRight | Qt::AlignVCenter);
  showValue(row, value);
  for(const DataValue& child : value.children)
    makeRow(row, child, childPath(path, child.name));
  if(expanded.contains(QString::fromStdString(path)))
    row->setExpanded(true);
  return row;
}

void DataView::showValue(QTreeWidgetItem* row, const DataValue& value)
{
  const bool wasUpdating = updating;
  updating = true;
  const QString text = QString::fromStdString(value.display());
  if(row->text(valueColumn) != text)
    row->setText(valueColumn, text);
  if(value.kind == DataValue::Kind::boolean)
  {
    const Qt::CheckState state = value.number != 0.0 ? Qt::Checked : Qt::Unchecked;
    if(row->data(valueColumn, Qt::CheckStateRole).isNull() || row->checkState(valueColumn) != state)
      row->setCheckState(valueColumn, state);
  }
  updating = wasUpdating;
}

void DataView::showRobotsValue(QTreeWidgetItem* row, const QString& text)
{
  if(row->text(robotColumn) != text)
    row->setText(robotColumn, text);
}

void DataView::markEdited(QTreeWidgetItem* row, bool edited)
{
  QFont font = row->font(valueColumn);
  if(font.bold() == edited)
    return;
  font.setBold(edited);
  row->setFont(valueColumn, font);
  row->setBackground(valueColumn, edited ? QBrush(QColor(255, 240, 190)) : QBrush());
  row->setForeground(robotColumn, QColor(176, 80, 0));
}

void DataView::updateFrozenColumn()
{
  treeWidget->setColumnHidden(robotColumn, frozen.empty());
}

std::string DataView::pathOf(const QTreeWidgetItem* row) const
{
  return row ? row->data(nameColumn, Qt::UserRole).toString().toStdString() : std::string();
}

DataValue* DataView::valueOf(QTreeWidgetItem* row)
{
  if(!row || !hasValue)
    return nullptr;
  if(row == rootRow())
    return &shown;
  std::vector<int> rows;
  for(QTreeWidgetItem* r = row; r; r = r->parent())
    rows.push_back(r->parent() ? r->parent()->indexOfChild(r) : treeWidget->indexOfTopLevelItem(r));
  DataValue* value = &shown;
  for(auto i = rows.rbegin(); i != rows.rend(); ++i)
  {
    if(*i < 0 || static_cast<std::size_t>(*i) >= value->children.size())
      return nullptr;
    value = &value->children[static_cast<std::size_t>(*i)];
  }
  return value;
}

const DataValue* DataView::valueAt(const QModelIndex& index) const
{
  if(!index.isValid() || !hasValue)
    return nullptr;
  std::vector<int> rows;
  for(QModelIndex i = index.siblingAtColumn(0); i.isValid(); i = i.parent())
    rows.push_back(i.row());
  if(shown.isLeaf())
    return rows.size() == 1 && rows[0] == 0 ? &shown : nullptr;
  const DataValue* value = &shown;
  for(auto i = rows.rbegin(); i != rows.rend(); ++i)
  {
    if(*i < 0 || static_cast<std::size_t>(*i) >= value->children.size())
      return nullptr;
    value = &value->children[static_cast<std::size_t>(*i)];
  }
  return value;
}

QTreeWidgetItem* DataView::item(const QString& path) const
{
  for(QTreeWidgetItemIterator it(treeWidget); *it; ++it)
    if((*it)->data(nameColumn, Qt::UserRole).toString() == path)
      return *it;
  return nullptr;
}

void DataView::editorOpened(const QModelIndex& index)
{
  editing = true;
  editingPath = index.siblingAtColumn(0).data(Qt::UserRole).toString().toStdString();
}

void DataView::editorClosed(const QModelIndex&)
{
  editing = false;
  editingPath.clear();
}

void DataView::edit(const QModelIndex& index, double number, const std::string& text)
{
  auto* value = const_cast<DataValue*>(valueAt(index));
  if(!value)
    return;
  const DataValue before = *value;
  if(value->kind == DataValue::Kind::string)
    value->text = text;
  else
    value->setNumber(number);
  if(*value == before)
    return;
  const std::string path = index.siblingAtColumn(0).data(Qt::UserRole).toString().toStdString();
  if(QTreeWidgetItem* row = item(QString::fromStdString(path)))
    showValue(row, *value);
  changed(path);
}

void DataView::changed(const std::string& path)
{
  frozen[path] = Freeze();
  merge(shown, robotValue, rootRow(), "", Clock::now());
  updateFrozenColumn();
  if(autoSet->isChecked())
    sendValue();
}

void DataView::contextMenu(const QPoint& position)
{
  QTreeWidgetItem* row = treeWidget->itemAt(position);
  const DataValue* value = valueOf(row);
  QMenu menu;
  if(value && value->kind == DataValue::Kind::dynamicArray)
    menu.addAction("Add element", this, [this, row] { resizeArray(row, -1); });
  if(row && row->parent())
    if(const DataValue* parent = valueOf(row->parent()); parent && parent->kind == DataValue::Kind::dynamicArray)
      menu.addAction("Remove element", this, [this, row] { resizeArray(row->parent(), row->parent()->indexOfChild(row)); });
  if(value && value->isLeaf())
    menu.addAction("Copy value", this, [row] { QApplication::clipboard()->setText(row->text(valueColumn)); });
  menu.addAction("Copy set command", this, [this] {
    const QString text = valueText();
    if(!text.isEmpty())
      QApplication::clipboard()->setText("set " + QString::fromStdString(name) + " " + text);
  });
  menu.exec(treeWidget->viewport()->mapToGlobal(position));
}

bool DataView::addElement(const QString& arrayPath)
{
  return resizeArray(item(arrayPath), -1);
}

bool DataView::removeElement(const QString& elementPath)
{
  QTreeWidgetItem* row = item(elementPath);
  return row && row->parent() && resizeArray(row->parent(), row->parent()->indexOfChild(row));
}

bool DataView::resizeArray(QTreeWidgetItem* arrayRow, int removeIndex)
{
  DataValue* array = valueOf(arrayRow);
  if(!array || array->kind != DataValue::Kind::dynamicArray)
    return false;
  if(removeIndex < 0)
  {
    DataValue element;
    std::string error;
    if(!array->children.empty())
      element = array->children.back();
    else if(!types || !DataValue::makeDefault(*types, array->type.substr(0, array->type.size() - 1), element, error))
    {
      setStatus("Error: cannot make an element of " + QString::fromStdString(array->type) + ": " + QString::fromStdString(error), true);
      return false;
    }
    array->children.push_back(std::move(element));
  }
  else if(static_cast<std::size_t>(removeIndex) < array->children.size())
    array->children.erase(array->children.begin() + removeIndex);
  else
    return false;
  for(std::size_t i = 0; i < array->children.size(); ++i)
    array->children[i].name = "[" + std::to_string(i) + "]";
  const std::string path = pathOf(arrayRow);
  std::erase_if(frozen, [&](const auto& entry) { return isBelow(entry.first, path); });
  showValue(arrayRow, *array);
  rebuild(arrayRow, *array, path);
  arrayRow->setExpanded(true);
  changed(path);
  return true;
}

bool DataView::toText(std::string& text, std::string& error) const
{
  if(!hasValue || !types)
  {
    error = "there is no value to send yet";
    return false;
  }
  const std::string data = shown.binary();
  InBinaryMemory in(data.data(), data.size());
  OutMapMemory out(ConfigMap::Layout::singleLine);
  if(!TypeInfoStreamer(*types).convert(in, out, shown.type, error))
    return false;
  text = out.str();
  while(!text.empty() && (text.back() == '\n' || text.back() == ' '))
    text.pop_back();
  return true;
}

QString DataView::valueText() const
{
  std::string text, error;
  return toText(text, error) ? QString::fromStdString(text) : QString();
}

void DataView::sendValue()
{
  std::string text, error;
  if(!toText(text, error))
  {
    setStatus("Error: " + QString::fromStdString(error), true);
    return;
  }
  const auto until = Clock::now() + sentValueTimeout;
  for(auto& [path, freeze] : frozen)
  {
    freeze.sent = true;
    freeze.until = until;
  }
  run("set " + QString::fromStdString(name) + " " + QString::fromStdString(text));
}

void DataView::sendUnchanged()
{
  run("set " + QString::fromStdString(name) + " unchanged");
  frozen.clear();
  if(hasValue)
    merge(shown, robotValue, rootRow(), "", Clock::now());
  updateFrozenColumn();
}

void DataView::setAutoSet(bool on)
{
  autoSet->setChecked(on);
}

bool DataView::autoSetOn() const
{
  return autoSet->isChecked();
}

void DataView::run(const QString& line)
{
  // The commands go to the selected robot: this view's robot is selected first if it is not.
  QStringList lines;
  const QString robotName = QString::fromStdString(robot()->name());
  if(context.selectedRobot() != robot())
    lines << "robot " + robotName;
  const bool elsewhereToo = robot()->read([&](const RobotState& state) { return threadsWith(state, name).size() > 1; });
  lines << (elsewhereToo ? "for " + threadName + " " : QString()) + line;
  for(const QString& command : lines)
    context.print("> " + command);
  setStatus("sending ...", false);
  QPointer<DataView> self(this);
  ConsoleThread* engine = &context.engine();
  engine->run([lines, self, engine](Console& console) {
    std::vector<std::string> printed;
    bool ok = true;
    for(const QString& command : lines)
      if(!(ok = console.execute(command.toStdString(), printed)))
        break;
    engine->post([self, ok, printed] {
      if(self)
        self->commandDone(ok, printed);
    });
  });
}

void DataView::commandDone(bool ok, const std::vector<std::string>& printed)
{
  QStringList errors;
  for(const std::string& line : printed)
    if(line.starts_with("Error") || line.starts_with("Syntax Error") || line.starts_with("Warning"))
      errors << QString::fromStdString(line);
  if(ok)
  {
    setStatus(errors.isEmpty() ? "sent to " + QString::fromStdString(robot()->name()) : errors.join("\n"), !errors.isEmpty());
    return;
  }
  // Not sent: the edits stay as they are, to be changed and sent again.
  for(auto& [path, freeze] : frozen)
    freeze.sent = false;
  setStatus(errors.isEmpty() ? QString("the command failed (see the console)") : errors.join("\n"), true);
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

void DataView::addTo(ViewRegistry& registry)
{
  registry.add({"data", "a MODIFY-able value of a thread (module parameters, representations): shown and edited",
                [](const RobotState& state) {
                  QStringList instances;
                  for(unsigned component = 1; component < state.requests().size(); ++component)
                    for(const auto& [request, active] : state.requests()[component])
                      if(request.starts_with(dataPrefix))
                        instances << QString::fromStdString(state.threadName(component) + "." + request.substr(std::string(dataPrefix).size()));
                  return instances;
                },
                [](StudioContext& context, RobotConnection* robot, const QString& path, const QString& instance) -> StudioView* {
                  const qsizetype dot = instance.indexOf('.');
                  if(dot <= 0 || dot + 1 >= instance.size())
                    return nullptr;
                  const std::string thread = instance.left(dot).toStdString();
                  const std::string name = instance.mid(dot + 1).toStdString();
                  const int component = robot->read([&](const RobotState& state) {
                    const int c = state.component(thread);
                    // Before the names are known (a layout restored at connecting), the view waits for the data.
                    if(c <= 0 || (state.pollingDone() && (static_cast<std::size_t>(c) >= state.requests().size() ||
                                                          !state.requests()[static_cast<unsigned>(c)].contains(dataPrefix + name))))
                      return -1;
                    return c;
                  });
                  return component <= 0 ? nullptr : new DataView(context, robot, path, static_cast<unsigned>(component), name);
                },
                [](StudioContext& context) {
                  using Result = ConsoleCommand::Result;
                  context.engine().console().addCommand(
                    {"vd",
                     {{"vd <name> [<thread>]", "open the data view of a value of the selected robot (get ? lists them), of the first thread that has it unless given"}},
                     [&context](const ConsoleCommand::Call& call) {
                       if(call.args.empty() || call.args.size() > 2)
                         return Result::usage;
                       RobotConnection* connection = context.selectedRobot();
                       if(!connection || !connection->isConnected())
                       {
                         const QString why = connection ? QString::fromStdString(connection->name()) + " is not connected" : "no robot connected";
                         context.onGuiThread([&context, why] { context.print("Error: " + why); });
                         return Result::failed;
                       }
                       // The names arrive after connecting; wait for them as get does.
                       if(!connection->hasPolled())
                         connection->startPolling();
                       connection->waitFor([&] { return connection->pollingDone(); }, std::chrono::seconds(5));
                       const std::string& name = call.args[0];
                       std::string thread;
                       std::string error;
                       connection->read([&](const RobotState& state) {
                         const std::vector<unsigned> components = threadsWith(state, name);
                         if(call.args.size() == 2)
                         {
                           const int component = state.component(call.args[1]);
                           if(component <= 0)
                             error = connection->name() + " has no thread " + call.args[1];
                           else if(std::find(components.begin(), components.end(), static_cast<unsigned>(component)) == components.end())
                             error = connection->name() + "'s thread " + call.args[1] + " has no data " + name + " (get ? lists them)";
                           else
                             thread = call.args[1];
                         }
                         else if(components.empty())
                           error = connection->name() + " has no data " + name + " (get ? lists them)";
                         else
                           thread = state.threadName(components.front());
                       });
                       if(!error.empty())
                       {
                         context.onGuiThread([&context, error] { context.print("Error: " + QString::fromStdString(error)); });
                         return Result::failed;
                       }
                       const QString path = QString::fromStdString(connection->name() + ".data." + thread + "." + name);
                       context.onGuiThread([&context, path] { context.openView(path); });
                       return Result::done;
                     },
                     [&context](const ConsoleCommand::Completion& completion, std::set<std::string>& candidates) {
                       RobotConnection* connection = context.selectedRobot();
                       if(!connection || completion.index > 2)
                         return;
                       connection->read([&](const RobotState& state) {
                         if(completion.index == 1)
                         {
                           for(unsigned component = 1; component < state.requests().size(); ++component)
                             for(const auto& [request, active] : state.requests()[component])
                               if(request.starts_with(dataPrefix))
                                 candidates.insert(request.substr(std::string(dataPrefix).size()));
                         }
                         else
                           for(unsigned component : threadsWith(state, completion.words[1]))
                             candidates.insert(state.threadName(component));
                       });
                     }});
                }});
}
