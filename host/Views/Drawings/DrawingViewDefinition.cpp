/**
 * @file Views/Drawings/DrawingViewDefinition.cpp
 * The definitions of drawing views and their JSON form.
 */
#include "DrawingViewDefinition.h"
#include <QJsonArray>
#include <algorithm>
#include <cmath>

QString DrawingViewDefinition::Click::modifiers() const
{
  QStringList names;
  if(alt)
    names << "alt";
  if(ctrl)
    names << "ctrl";
  if(shift)
    names << "shift";
  return names.join(' ');
}

bool DrawingViewDefinition::shows(const Drawing& drawing) const
{
  return std::find(drawings.begin(), drawings.end(), drawing) != drawings.end();
}

const DrawingViewDefinition::Click* DrawingViewDefinition::click(bool alt, bool ctrl, bool shift) const
{
  for(const Click& entry : clicks)
    if(entry.alt == alt && entry.ctrl == ctrl && entry.shift == shift)
      return &entry;
  return nullptr;
}

QJsonObject DrawingViewDefinition::toJson() const
{
  QJsonArray drawingList;
  for(const Drawing& drawing : drawings)
    drawingList.append(QJsonObject{{"thread", QString::fromStdString(drawing.thread)}, {"name", QString::fromStdString(drawing.name)}});
  QJsonArray clickList;
  for(const Click& entry : clicks)
    clickList.append(QJsonObject{{"alt", entry.alt}, {"ctrl", entry.ctrl}, {"shift", entry.shift}, {"command", entry.command}});
  return {{"name", name},
          {"drawings", drawingList},
          {"image", QString::fromStdString(image)},
          {"thread", QString::fromStdString(thread)},
          {"gain", gain},
          {"ddScale", ddScale},
          {"clicks", clickList}};
}

bool DrawingViewDefinition::fromJson(const QJsonObject& json, DrawingViewDefinition& definition)
{
  DrawingViewDefinition result;
  result.name = json.value("name").toString();
  if(result.name.isEmpty() || result.name.contains('.'))
    return false;
  for(const QJsonValue& value : json.value("drawings").toArray())
  {
    const QJsonObject drawing = value.toObject();
    const std::string name = drawing.value("name").toString().toStdString();
    if(name.empty())
      return false;
    result.drawings.push_back({drawing.value("thread").toString().toStdString(), name});
  }
  result.image = json.value("image").toString().toStdString();
  result.thread = json.value("thread").toString().toStdString();
  result.gain = json.value("gain").toDouble(1.);
  result.ddScale = json.value("ddScale").toDouble(1.);
  if(!(result.gain > 0.) || !std::isfinite(result.gain) || !(result.ddScale > 0.) || !std::isfinite(result.ddScale))
    return false;
  for(const QJsonValue& value : json.value("clicks").toArray())
  {
    const QJsonObject click = value.toObject();
    result.clicks.push_back({click.value("alt").toBool(), click.value("ctrl").toBool(), click.value("shift").toBool(),
                             click.value("command").toString()});
  }
  definition = std::move(result);
  return true;
}
