/**
 * @file Views/Field/FieldLayout.h
 * The field the field view draws under the drawings: read from a fieldDimensions.cfg in the
 * layout of B-Human's (Config/Locations/<location>/fieldDimensions.cfg; docs/studio.md), or the
 * SPL field of 2020 built in. The file's values may be expressions of the values defined before
 * them ("xPosOwnGoalLine = -xPosOpponentGoalLine;"): + - * /, parentheses, numbers and names. Its
 * line tables (fieldLines, goalFrameLines, fieldBorder: lines = [{from = {x; y;}; to = {x; y;};}])
 * are drawn as they are; without them the lines are made from the values. Millimetres, x toward
 * the opponent goal, y to the left, the origin at the centre spot. (Not named FieldDimensions:
 * that is the robot's representation, linked into the studio for replay robots.)
 */
#pragma once

#include <QPointF>
#include <QRectF>
#include <map>
#include <string>
#include <vector>

class QPainter;

class FieldLayout
{
public:
  struct Line
  {
    QPointF from, to;
  };

  /** The SPL field (B-Human's "indoor SPL field 2020"). */
  static FieldLayout spl();
  /**
   * Reads a fieldDimensions.cfg. false and why ("file(line, column): ...") if it cannot be read,
   * has a syntax error, an expression that cannot be evaluated, or lacks a value the field needs.
   */
  bool load(const std::string& fileName, std::string& error);
  /**
   * The field of a location: Config/Locations/<location>/fieldDimensions.cfg, else Default's, else
   * the SPL field. warning says why a file that exists could not be read ("" if all is well).
   */
  static FieldLayout ofLocation(const std::string& location, std::string& warning);
  /** As load(), from a text (name: how errors name it). */
  bool parse(const std::string& text, const std::string& name, std::string& error);

  /** Evaluates an expression of numbers and the names of values; false and why if it cannot. */
  static bool evaluate(const std::string& expression, const std::map<std::string, double>& values, double& result, std::string& error);

  /** Paints the field (carpet, lines, centre circle, penalty marks, goals) in field coordinates. */
  void paint(QPainter& painter) const;
  /** The carpet: the area the view shows at the start. */
  QRectF carpet() const;

  /** Every value of the file, by name. */
  std::map<std::string, double> values;
  std::vector<Line> fieldLines;     ///< White lines, their middles.
  std::vector<Line> goalFrameLines; ///< The goals' frames on the ground.
  double xGoalLine = 4500, yTouchline = 3000, xBorder = 5200, yBorder = 3700;
  double lineWidth = 50, centerCircleRadius = 750, penaltyMarkSize = 100, xPenaltyMark = 3200;
  double xGoalPost = 4525, yGoalPost = 800, goalPostRadius = 50, xGoalBack = 5055;
  std::string source; ///< The file read, "" for the built-in field.

private:
  /** Takes the values the drawing needs from values; false and the first missing name if one is. */
  bool takeValues(std::string& missing);
  /** The lines of the SPL layout made from the values (when the file has no line table). */
  void makeLines();
};
