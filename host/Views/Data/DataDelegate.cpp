/**
 * @file Views/Data/DataDelegate.cpp
 * Editors per kind of value for the data view.
 */
#include "DataDelegate.h"
#include "DataValue.h"
#include "DataView.h"
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <charconv>
#include <cmath>
#include <limits>
#include <numbers>

namespace
{
  /**
   * A spin box for floats, doubles, angles and integers beyond int: shows the shortest text that
   * reads back as the same number ("0.1", not "0.100000"), accepts any number (also "1e-05").
   */
  class NumberSpinBox : public QDoubleSpinBox
  {
  public:
    enum Format
    {
      floatNumber,
      doubleNumber,
      integerNumber,
    };

    NumberSpinBox(Format format, QWidget* parent) : QDoubleSpinBox(parent), format(format)
    {
      // Qt rounds values to the decimals: as many as a double can have.
      setDecimals(format == integerNumber ? 0 : 323);
    }

    QString textFromValue(double value) const override
    {
      if(format == integerNumber)
        return QString::number(static_cast<long long>(value));
      char buffer[40];
      const auto result = format == floatNumber ? std::to_chars(buffer, buffer + sizeof(buffer), static_cast<float>(value))
                                                : std::to_chars(buffer, buffer + sizeof(buffer), value);
      return QString::fromLatin1(buffer, result.ptr - buffer);
    }

    double valueFromText(const QString& text) const override
    {
      bool ok = false;
      const double value = strip(text).toDouble(&ok);
      return ok ? value : this->value();
    }

    QValidator::State validate(QString& text, int&) const override
    {
      const QString number = strip(text);
      bool ok = false;
      const double value = number.toDouble(&ok);
      if(ok)
        return value >= minimum() && value <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
      // What can become a number while typing: "", "-", "1e", "1.".
      static const QRegularExpression partial("^[-+]?[0-9]*\\.?[0-9]*([eE][-+]?[0-9]*)?$");
      return partial.match(number).hasMatch() ? QValidator::Intermediate : QValidator::Invalid;
    }

    void fixup(QString& text) const override
    {
      text = textFromValue(value());
    }

  private:
    QString strip(const QString& text) const
    {
      QString number = text.trimmed();
      if(!suffix().isEmpty() && number.endsWith(suffix()))
        number.chop(suffix().size());
      return number.trimmed();
    }

    Format format;
  };

  /** A step of about a tenth of the value's size (0.1 for 0). */
  double stepFor(double value)
  {
    const double size = std::abs(value);
    if(!(size > 0.0) || !std::isfinite(size))
      return 0.1;
    return std::pow(10.0, std::floor(std::log10(size)) - 1.0);
  }
}

DataDelegate::DataDelegate(DataView& view) : QStyledItemDelegate(&view), view(view) {}

QWidget* DataDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem&, const QModelIndex& index) const
{
  const DataValue* value = view.valueAt(index);
  if(!value || index.column() != 1)
    return nullptr;
  QWidget* editor = nullptr;
  // An editor that is being closed (hidden) loses the focus and finishes editing: that is no edit.
  auto commit = [this](QWidget* widget) {
    if(widget->isVisible())
      Q_EMIT const_cast<DataDelegate*>(this)->commitData(widget);
  };
  switch(value->kind)
  {
    case DataValue::Kind::enumeration:
    {
      auto* box = new QComboBox(parent);
      if(value->constants)
        for(const std::string& constant : *value->constants)
          box->addItem(QString::fromStdString(constant));
      // A constant chosen: that is the edit.
      connect(box, &QComboBox::activated, box, [this, commit, box] {
        commit(box);
        Q_EMIT const_cast<DataDelegate*>(this)->closeEditor(box);
      });
      editor = box;
      break;
    }
    case DataValue::Kind::integer:
    {
      double min = 0.0, max = 0.0;
      DataValue::integerRange(value->type, min, max);
      if(min >= std::numeric_limits<int>::min() && max <= std::numeric_limits<int>::max())
      {
        auto* box = new QSpinBox(parent);
        box->setRange(static_cast<int>(min), static_cast<int>(max));
        box->setKeyboardTracking(false);
        connect(box, &QSpinBox::valueChanged, box, [commit, box] { commit(box); });
        editor = box;
      }
      else
      {
        auto* box = new NumberSpinBox(NumberSpinBox::integerNumber, parent);
        box->setRange(min, max);
        box->setKeyboardTracking(false);
        connect(box, &QDoubleSpinBox::valueChanged, box, [commit, box] { commit(box); });
        editor = box;
      }
      break;
    }
    case DataValue::Kind::real:
    case DataValue::Kind::angle:
    {
      const bool isDouble = value->type == "double";
      auto* box = new NumberSpinBox(isDouble ? NumberSpinBox::doubleNumber : NumberSpinBox::floatNumber, parent);
      const double max = isDouble ? std::numeric_limits<double>::max() : static_cast<double>(std::numeric_limits<float>::max());
      box->setRange(-max, max);
      if(value->kind == DataValue::Kind::angle)
        box->setSuffix("°");
      box->setKeyboardTracking(false);
      connect(box, &QDoubleSpinBox::valueChanged, box, [commit, box] { commit(box); });
      editor = box;
      break;
    }
    case DataValue::Kind::string:
    {
      // Committed by the delegate on Enter, Tab and when it loses the focus.
      editor = new QLineEdit(parent);
      break;
    }
    default:
      return nullptr;
  }
  editor->setAutoFillBackground(true);
  view.editorOpened(index);
  return editor;
}

void DataDelegate::destroyEditor(QWidget* editor, const QModelIndex& index) const
{
  view.editorClosed(index);
  QStyledItemDelegate::destroyEditor(editor, index);
}

void DataDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const
{
  const DataValue* value = view.valueAt(index);
  if(!value)
    return;
  const QSignalBlocker blocker(editor);
  if(auto* box = qobject_cast<QComboBox*>(editor))
    box->setCurrentIndex(static_cast<int>(value->number));
  else if(auto* spin = qobject_cast<QSpinBox*>(editor))
    spin->setValue(static_cast<int>(value->number));
  else if(auto* number = dynamic_cast<NumberSpinBox*>(editor))
  {
    const double shown = value->kind == DataValue::Kind::angle ? value->number * (180.0 / std::numbers::pi) : value->number;
    number->setSingleStep(value->kind == DataValue::Kind::angle ? 1.0 : value->kind == DataValue::Kind::integer ? 1.0 : stepFor(shown));
    number->setValue(shown);
  }
  else if(auto* line = qobject_cast<QLineEdit*>(editor))
    line->setText(QString::fromStdString(value->text));
}

void DataDelegate::setModelData(QWidget* editor, QAbstractItemModel*, const QModelIndex& index) const
{
  const DataValue* value = view.valueAt(index);
  if(!value)
    return;
  if(auto* box = qobject_cast<QComboBox*>(editor))
    view.edit(index, box->currentIndex(), "");
  else if(auto* spin = qobject_cast<QSpinBox*>(editor))
  {
    spin->interpretText();
    view.edit(index, spin->value(), "");
  }
  else if(auto* number = dynamic_cast<NumberSpinBox*>(editor))
  {
    number->interpretText();
    const double entered = number->value();
    view.edit(index, value->kind == DataValue::Kind::angle ? entered * (std::numbers::pi / 180.0) : entered, "");
  }
  else if(auto* line = qobject_cast<QLineEdit*>(editor))
    view.edit(index, 0.0, line->text().toStdString());
}

QSize DataDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
  // Rows high enough for a spin box.
  QSize size = QStyledItemDelegate::sizeHint(option, index);
  size.setHeight(std::max(size.height(), option.fontMetrics.height() + 8));
  return size;
}
