/**
 * @file Views/Plot/PlotDefinition.cpp
 * Plot view definitions: checks, JSON, colours by name.
 */
#include "PlotDefinition.h"
#include <QJsonArray>
#include <cctype>
#include <cmath>
#include <utility>

namespace
{
  /** The colours a layer can be given by name. */
  const std::pair<const char*, QRgb> namedColors[] = {
    {"black", qRgb(0, 0, 0)},         {"blue", qRgb(0, 0, 255)},          {"brown", qRgb(140, 80, 20)},
    {"cyan", qRgb(0, 190, 200)},      {"darkBlue", qRgb(0, 0, 140)},      {"darkGreen", qRgb(0, 100, 0)},
    {"darkRed", qRgb(140, 0, 0)},     {"gray", qRgb(128, 128, 128)},      {"green", qRgb(0, 170, 0)},
    {"lightBlue", qRgb(100, 160, 255)}, {"magenta", qRgb(220, 0, 220)},   {"orange", qRgb(255, 140, 0)},
    {"pink", qRgb(255, 105, 180)},    {"red", qRgb(255, 0, 0)},           {"violet", qRgb(140, 0, 220)},
    {"yellow", qRgb(230, 200, 0)},
  };
}

PlotDefinition::Layer* PlotDefinition::layer(const std::string& id)
{
  for(Layer& layer : layers)
    if(layer.id == id)
      return &layer;
  return nullptr;
}

bool PlotDefinition::isValid() const
{
  return numOfValues >= 1 && numOfValues <= maxValues && std::isfinite(minValue) && std::isfinite(maxValue) && minValue < maxValue &&
         std::isfinite(xScale) && xScale > 0.;
}

QJsonObject PlotDefinition::toJson() const
{
  QJsonArray layerArray;
  for(const Layer& layer : layers)
    layerArray.append(QJsonObject{{"id", QString::fromStdString(layer.id)}, {"color", colorName(layer.color)}, {"description", layer.description}});
  return {{"name", name},     {"numOfValues", numOfValues}, {"minValue", minValue},     {"maxValue", maxValue},
          {"yUnit", yUnit},   {"xUnit", xUnit},             {"xScale", xScale},         {"autoMinMax", autoMinMax},
          {"showKey", showKey}, {"layers", layerArray}};
}

bool PlotDefinition::fromJson(const QJsonObject& json, PlotDefinition& definition)
{
  PlotDefinition result;
  result.name = json.value("name").toString();
  result.numOfValues = json.value("numOfValues").toInt(0);
  result.minValue = json.value("minValue").toDouble(std::nan(""));
  result.maxValue = json.value("maxValue").toDouble(std::nan(""));
  result.yUnit = json.value("yUnit").toString();
  result.xUnit = json.value("xUnit").toString();
  result.xScale = json.value("xScale").toDouble(1.);
  result.autoMinMax = json.value("autoMinMax").toBool(false);
  result.showKey = json.value("showKey").toBool(true);
  if(result.name.isEmpty() || result.name.contains('.') || !result.isValid())
    return false;
  for(const QJsonValue& value : json.value("layers").toArray())
  {
    const QJsonObject object = value.toObject();
    Layer layer{object.value("id").toString().toStdString(), color(object.value("color").toString()), object.value("description").toString()};
    if(layer.id.empty() || !layer.color.isValid() || result.layer(layer.id))
      return false;
    result.layers.push_back(std::move(layer));
  }
  definition = std::move(result);
  return true;
}

QColor PlotDefinition::color(const QString& text)
{
  for(const auto& [name, rgb] : namedColors)
    if(text == QLatin1String(name))
      return QColor(rgb);
  const QString hex = text.startsWith('#') ? text.mid(1) : text;
  if(hex.size() != 6)
    return QColor();
  for(const QChar c : hex)
    if(!std::isxdigit(static_cast<unsigned char>(c.toLatin1())) || c.unicode() > 127)
      return QColor();
  return QColor(static_cast<QRgb>(0xff000000u | hex.toUInt(nullptr, 16)));
}

QString PlotDefinition::colorName(const QColor& color)
{
  for(const auto& [name, rgb] : namedColors)
    if(color.rgb() == QColor(rgb).rgb())
      return name;
  return color.name().mid(1);
}

QStringList PlotDefinition::colorNames()
{
  QStringList names;
  for(const auto& [name, rgb] : namedColors)
    names << name;
  return names;
}
