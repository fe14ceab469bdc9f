/**
 * @file Views/Data/DataView.h
 * The data view of one MODIFY-able value of a robot thread ("<robot>.data.<thread>.<name>",
 * e.g. "Nao07.data.Motion.representation:JointRequest"): the current value as a tree built from
 * the robot's type information, with an editor per kind of value (DataDelegate). Set sends the
 * value shown as the console command "set <name> <value>", Unchanged sends "set <name>
 * unchanged", Auto-set sends after every edit; the commands are echoed in the console (a script
 * can replay them) and what they print as errors shows in the view's status line. While the view
 * is visible it keeps the thread's request "debug data:<name>" on.
 *
 * Rows the user edited (or is editing) keep the user's value until it is sent and the robot
 * sends it back (or Unchanged is pressed); meanwhile the column "robot" shows the robot's value
 * where it differs. A value that does not read as its type, or a type the robot's type
 * information does not know, is named in the view's problem line.
 *
 * The view is written in parts: DataView.cpp (the widget, the robot's value arriving, saved
 * state), DataViewRows.cpp (the rows of the tree), DataViewEditing.cpp (edits, context menu,
 * dynamic arrays), DataViewSending.cpp (set and unchanged as console commands) and
 * DataViewCommands.cpp (the view kind and the command vd).
 */
#pragma once

#include "DataValue.h"
#include "Studio/StudioView.h"
#include <QSet>
#include <chrono>
#include <map>
#include <memory>
#include <string>
#include <vector>

class QCheckBox;
class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;
class TypeInfo;
class ViewRegistry;

class DataView : public StudioView
{
  Q_OBJECT

public:
  DataView(StudioContext& context, RobotConnection* robot, const QString& path, unsigned component, const std::string& name);
  ~DataView() override;

  void robotChanged(unsigned changes) override;
  QJsonObject saveState() const override;
  void restoreState(const QJsonObject& state) override;
  QSize sizeHint() const override { return {480, 420}; }

  /** The value shown in a row of the tree (nullptr for none). */
  const DataValue* valueAt(const QModelIndex& index) const;
  /** The user changed the value in a row: a number (angles in radians) or the text of a string. */
  void edit(const QModelIndex& index, double number, const std::string& text);
  /** An editor opened or closed in a row (its row is not overwritten meanwhile). */
  void editorOpened(const QModelIndex& index);
  void editorClosed(const QModelIndex& index);

  /** Sends the value shown: "set <name> <value>". */
  void sendValue();
  /** Removes the override: "set <name> unchanged"; the rows show the robot's values again. */
  void sendUnchanged();
  void setAutoSet(bool on);
  bool autoSetOn() const;
  /** Adds an element to a dynamic array (a copy of the last one, or zeros), as the context menu does; false if it is none. */
  bool addElement(const QString& arrayPath);
  /** Removes an element of a dynamic array ("outline[1]"), as the context menu does; false if it is none. */
  bool removeElement(const QString& elementPath);

  QTreeWidget* tree() const { return treeWidget; }
  /** The row of a path ("gain", "angles.headYaw", "outline[2].x"); nullptr if there is none. */
  QTreeWidgetItem* item(const QString& path) const;
  /** What is wrong with the value or its type ("" if nothing). */
  QString problem() const;
  /** The outcome of the last command sent. */
  QString status() const;
  /** The value shown as the single line that Set sends ("" if there is none). */
  QString valueText() const;

  /** Adds the kind "data" (instances "<thread>.<name>") and the command vd. */
  static void addTo(ViewRegistry& registry);

protected:
  void showEvent(QShowEvent* event) override;
  void hideEvent(QHideEvent* event) override;

private:
  using Clock = std::chrono::steady_clock;

  /** Rows kept from the robot's values: edited and not sent yet, or sent and not back yet. */
  struct Freeze
  {
    bool sent = false;
    Clock::time_point until; ///< Sent: when the robot's value is shown again even if it differs.
  };

  void update(bool typesChanged);
  void askForTypeInfo();
  /** Shows a value the robot sent. */
  void show(const DataValue& value);
  void merge(DataValue& mine, const DataValue& robots, QTreeWidgetItem* row, const std::string& path, Clock::time_point now);
  /** Rebuilds the rows below a row (nullptr: the whole tree) from a value. */
  void rebuild(QTreeWidgetItem* row, const DataValue& value, const std::string& path);
  QTreeWidgetItem* makeRow(QTreeWidgetItem* parent, const DataValue& value, const std::string& path);
  void showValue(QTreeWidgetItem* row, const DataValue& value);
  void showRobotsValue(QTreeWidgetItem* row, const QString& text);
  /** Bold on yellow: a value of the user's, not the robot's. */
  void markEdited(QTreeWidgetItem* row, bool edited);
  /** The row of the whole value if it is a single value (no children), else nullptr. */
  QTreeWidgetItem* rootRow() const;
  DataValue* valueOf(QTreeWidgetItem* row);
  std::string pathOf(const QTreeWidgetItem* row) const;
  /** The user changed the value at a path: its row keeps it; sent at once with Auto-set. */
  void changed(const std::string& path);
  void contextMenu(const QPoint& position);
  bool resizeArray(QTreeWidgetItem* arrayRow, int removeIndex);
  bool toText(std::string& text, std::string& error) const;
  /** Runs console commands (echoed), collecting what they print for the status line. */
  void run(const QString& line);
  void commandDone(bool ok, const std::vector<std::string>& printed);
  void setProblem(const QString& text);
  void setStatus(const QString& text, bool error);
  void updateFrozenColumn();

  unsigned component;
  std::string name;
  QString threadName;
  bool requested = false;
  bool typeInfoAsked = false;

  std::shared_ptr<const TypeInfo> types;
  unsigned lastSequence = 0;
  std::string lastType;
  std::string lastData;
  bool hasValue = false;
  DataValue shown;      ///< What the rows show.
  DataValue robotValue; ///< The last value the robot sent.
  std::map<std::string, Freeze> frozen;
  std::string editingPath;
  bool editing = false;
  bool updating = false;
  QSet<QString> expanded;
  bool expansionRestored = false;

  QLabel* header;
  QLabel* problemLine;
  QTreeWidget* treeWidget;
  QPushButton* setButton;
  QPushButton* unchangedButton;
  QCheckBox* autoSet;
  QLabel* statusLine;
};
