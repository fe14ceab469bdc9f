/**
 * @file Studio/TableText.cpp
 * Table rows as tab-separated text.
 */
#include "TableText.h"
#include <QItemSelectionModel>
#include <QStringList>
#include <QTableWidget>

QString tableText(const QTableWidget& table, bool selectedOnly, bool withHeaders)
{
  QString result;
  if(withHeaders)
  {
    QStringList headers;
    for(int column = 0; column < table.columnCount(); ++column)
      headers << (table.horizontalHeaderItem(column) ? table.horizontalHeaderItem(column)->text() : QString());
    result = headers.join('\t') + '\n';
  }
  for(int row = 0; row < table.rowCount(); ++row)
  {
    if(selectedOnly && !table.selectionModel()->isRowSelected(row, {}))
      continue;
    QStringList cells;
    for(int column = 0; column < table.columnCount(); ++column)
      cells << (table.item(row, column) ? table.item(row, column)->text() : QString());
    result += cells.join('\t') + '\n';
  }
  return result;
}
