/**
 * @file Studio/TableText.h
 * The rows of a table widget as tab-separated text: what the views' "Copy" gives.
 */
#pragma once

#include <QString>

class QTableWidget;

/** The rows (only the selected ones, if so), cells separated by tabs, optionally after the column headers. */
QString tableText(const QTableWidget& table, bool selectedOnly, bool withHeaders);
