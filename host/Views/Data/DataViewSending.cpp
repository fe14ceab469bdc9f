/**
 * @file Views/Data/DataViewSending.cpp
 * The data view's sending: the value shown as the line of "set <name> <value>", run as console commands (echoed), their outcome in the status line.
 */
#include "DataView.h"
#include "DataViewDetail.h"
#include "Console/Console.h"
#include "Console/ConsoleThread.h"
#include "Console/RobotConnection.h"
#include "Streaming/InStreams.h"
#include "Streaming/OutMap.h"
#include "Streaming/TypeInfoStreamer.h"
#include "Studio/StudioContext.h"
#include <QCheckBox>
#include <QPointer>

using namespace DataViewDetail;

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
