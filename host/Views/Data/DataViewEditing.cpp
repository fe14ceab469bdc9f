/**
 * @file Views/Data/DataViewEditing.cpp
 * The data view's editing: values edited in rows, the context menu, elements added to and removed from dynamic arrays.
 */
#include "DataView.h"
#include "DataViewDetail.h"
#include "Streaming/TypeInfo.h"
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QMenu>
#include <QTreeWidget>

using namespace DataViewDetail;

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
