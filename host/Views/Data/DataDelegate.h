/**
 * @file Views/Data/DataDelegate.h
 * The editors of the data view's value column, one per kind of value: a spin box for integers
 * (within the type's range), floats and doubles, angles in degrees (suffix "°"), a list of the
 * constants for enums, a line for strings (bools are check boxes of the tree's items). An edit
 * is handed to the view (DataView::edit) as soon as the editor has a new value: an arrow click,
 * Enter, a constant chosen; the view knows which row has an open editor (it does not overwrite
 * it with the robot's values).
 */
#pragma once

#include <QStyledItemDelegate>

class DataView;

class DataDelegate : public QStyledItemDelegate
{
  Q_OBJECT

public:
  explicit DataDelegate(DataView& view);

  QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
  void destroyEditor(QWidget* editor, const QModelIndex& index) const override;
  void setEditorData(QWidget* editor, const QModelIndex& index) const override;
  void setModelData(QWidget* editor, QAbstractItemModel* model, const QModelIndex& index) const override;
  QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
  DataView& view;
};
