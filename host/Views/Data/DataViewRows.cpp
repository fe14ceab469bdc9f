/**
 * @file Views/Data/DataViewRows.cpp
 * The data view's rows: built from a value, merged with the robot's value (rows the user edited keep theirs), found by path.
 */
#include "DataView.h"
#include "DataViewDetail.h"
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <algorithm>

using namespace DataViewDetail;

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
