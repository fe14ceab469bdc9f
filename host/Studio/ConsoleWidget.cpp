/**
 * @file Studio/ConsoleWidget.cpp
 * The console view: output, input line, history, completion.
 */
#include "ConsoleWidget.h"
#include <QKeyEvent>
#include <QScrollBar>
#include <QSettings>
#include <QVBoxLayout>

ConsoleLine::ConsoleLine(Completer completer, QWidget* parent) : QLineEdit(parent), completer(std::move(completer))
{
  setPlaceholderText("command (help lists them; Tab completes)");
}

bool ConsoleLine::event(QEvent* event)
{
  // Tab completes instead of moving the focus.
  if(event->type() == QEvent::KeyPress && static_cast<QKeyEvent*>(event)->key() == Qt::Key_Tab)
  {
    complete();
    return true;
  }
  return QLineEdit::event(event);
}

void ConsoleLine::keyPressEvent(QKeyEvent* event)
{
  switch(event->key())
  {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    {
      const QString line = text();
      if(!line.trimmed().isEmpty() && (history.isEmpty() || history.back() != line))
      {
        history.push_back(line);
        while(history.size() > maxHistory)
          history.pop_front();
      }
      historyIndex = -1;
      clear();
      Q_EMIT entered(line);
      return;
    }
    case Qt::Key_Up:
      if(history.isEmpty())
        return;
      if(historyIndex < 0)
      {
        edited = text();
        historyIndex = static_cast<int>(history.size());
      }
      if(historyIndex > 0)
        setText(history[--historyIndex]);
      return;
    case Qt::Key_Down:
      if(historyIndex < 0)
        return;
      if(++historyIndex >= history.size())
      {
        historyIndex = -1;
        setText(edited);
      }
      else
        setText(history[historyIndex]);
      return;
    default:
      QLineEdit::keyPressEvent(event);
  }
}

void ConsoleLine::complete()
{
  const std::vector<std::string> found = completer ? completer(text().toStdString()) : std::vector<std::string>();
  if(found.empty())
    return;
  // The longest common prefix; a single candidate gets a space after it.
  std::string common = found.front();
  for(const std::string& candidate : found)
  {
    std::size_t n = 0;
    while(n < common.size() && n < candidate.size() && common[n] == candidate[n])
      ++n;
    common.resize(n);
  }
  if(found.size() == 1)
    common += ' ';
  if(common.size() > static_cast<std::size_t>(text().size()))
    setText(QString::fromStdString(common));
  else if(found.size() > 1)
  {
    QStringList list;
    for(const std::string& candidate : found)
      list << QString::fromStdString(candidate);
    Q_EMIT candidates(list);
  }
}

ConsoleWidget::ConsoleWidget(ConsoleLine::Completer completer, QWidget* parent) : QWidget(parent)
{
  output = new QPlainTextEdit(this);
  output->setReadOnly(true);
  output->setMaximumBlockCount(maxLines);
  output->setFont(QFont("Monospace"));
  output->setLineWrapMode(QPlainTextEdit::NoWrap);
  input = new ConsoleLine(std::move(completer), this);
  input->setFont(QFont("Monospace"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addWidget(output);
  layout->addWidget(input);
  setFocusProxy(input);
  connect(input, &ConsoleLine::entered, this, &ConsoleWidget::command);
  connect(input, &ConsoleLine::candidates, this, [this](const QStringList& list) { append(list.join("  ")); });
  QSettings settings;
  input->history = settings.value("console/history").toStringList();
}

ConsoleWidget::~ConsoleWidget()
{
  saveHistory();
}

void ConsoleWidget::saveHistory() const
{
  QSettings settings;
  settings.setValue("console/history", input->history);
}

void ConsoleWidget::append(const QString& line)
{
  QScrollBar* bar = output->verticalScrollBar();
  const bool atEnd = bar->value() == bar->maximum();
  // "cls" prints the terminal's clear-screen sequence.
  if(line == "\x1b[2J\x1b[H")
  {
    output->clear();
    return;
  }
  if(line.size() > maxLineLength)
    output->appendPlainText(line.left(maxLineLength) + QString(" ... (%1 characters)").arg(line.size()));
  else
    output->appendPlainText(line);
  if(atEnd)
    bar->setValue(bar->maximum());
}

QString ConsoleWidget::text() const
{
  return output->toPlainText();
}

void ConsoleWidget::clear()
{
  output->clear();
}
