/**
 * @file Views/Plot/PlotDefinition.h
 * What a plot view shows, as the commands vp and vpd define it: how many values of each plot,
 * the y range (fixed, or following the values), the units and the scale of the x axis, whether
 * the key is shown, and the layers: plots of the robot ("module:HeadMotionEngine:headYaw", the
 * id of a PLOT) in a colour, with a description. Saved as JSON with the layout.
 */
#pragma once

#include <QColor>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <string>
#include <vector>

struct PlotDefinition
{
  /** One plot shown in the view. */
  struct Layer
  {
    std::string id; ///< The plot's id as the robot sends it (its request is "plot:<id>").
    QColor color;
    QString description; ///< Shown in the key; the id if empty.

    QString label() const { return description.isEmpty() ? QString::fromStdString(id) : description; }
  };

  /** The largest numOfValues (what RobotState keeps of a plot). */
  static constexpr int maxValues = 1 << 16;

  QString name;          ///< The view's name: "<robot>.plot.<name>".
  int numOfValues = 100; ///< Values shown of each plot (the last ones).
  double minValue = 0.;  ///< The y range when it does not follow the values.
  double maxValue = 1.;
  QString yUnit;
  QString xUnit;
  double xScale = 1.;        ///< x axis: the newest value at 0, the one before at -xScale, ...
  bool autoMinMax = false;   ///< The y range follows the values shown.
  bool showKey = true;       ///< The key (colours and descriptions) is drawn.
  std::vector<Layer> layers; ///< Drawn in this order; each id once.

  /** The layer of a plot id, nullptr if it is not shown. */
  Layer* layer(const std::string& id);
  /** Whether the numbers fit (1 <= numOfValues <= maxValues, finite, min < max, xScale > 0). */
  bool isValid() const;

  QJsonObject toJson() const;
  /** The definition in JSON (from toJson()); false if it is not one (missing or bad fields). */
  static bool fromJson(const QJsonObject& json, PlotDefinition& definition);

  /** A colour by name (red, green, ...; colorNames()) or as hex rrggbb (also #rrggbb); invalid if neither. */
  static QColor color(const QString& text);
  /** The colour's name if it has one, else its hex rrggbb (what color() reads back). */
  static QString colorName(const QColor& color);
  static QStringList colorNames();
};
