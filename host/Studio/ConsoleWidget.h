/**
 * @file Studio/ConsoleWidget.h
 * The studio's console view: every command of touchline-console and the studio's own, typed into
 * a line with history (kept across runs) and tab completion of commands and polled names; the
 * output of the commands and the robots' text messages above it.
 */
#pragma once

#include <QLineEdit>
#include <QPlainTextEdit>
#include <QStringList>
#include <QWidget>
#include <functional>
#include <string>
#include <vector>

class ConsoleLine : public QLineEdit
{
  Q_OBJECT

public:
  using Completer = std::function<std::vector<std::string>(const std::string& line)>;
  ConsoleLine(Completer completer, QWidget* parent = nullptr);

  /** The lines entered, oldest first (bounded). */
  QStringList history;
  static constexpr int maxHistory = 1000;

Q_SIGNALS:
  /** A line was entered (return). */
  void entered(const QString& line);
  /** Completion found several candidates. */
  void candidates(const QStringList& candidates);

protected:
  void keyPressEvent(QKeyEvent* event) override;
  bool event(QEvent* event) override;

private:
  void complete();

  Completer completer;
  int historyIndex = -1; ///< -1: not browsing.
  QString edited;        ///< The line being typed before browsing the history.
};

class ConsoleWidget : public QWidget
{
  Q_OBJECT

public:
  explicit ConsoleWidget(ConsoleLine::Completer completer, QWidget* parent = nullptr);
  ~ConsoleWidget() override;

  /** Appends output. */
  void append(const QString& line);
  /** The text shown (for tests). */
  QString text() const;
  ConsoleLine& line() { return *input; }
  /** A few lines high: the views take the room. */
  QSize sizeHint() const override { return {800, 180}; }
  void clear();
  /** Saves the input line's history (QSettings), as the studio does when it ends. */
  void saveHistory() const;
  /** Lines of output kept. */
  static constexpr int maxLines = 20000;
  /** Characters of a line shown (a robot may send a megabyte in one message). */
  static constexpr int maxLineLength = 4000;

Q_SIGNALS:
  /** A line was entered (the window echoes and runs it). */
  void command(const QString& line);

private:
  QPlainTextEdit* output;
  ConsoleLine* input;
};
