/**
 * @file Views/Field/FieldLayout.cpp
 * Reading fieldDimensions.cfg (values that may be expressions, line tables) and painting the field.
 */
#include "FieldLayout.h"
#include "Platform/File.h"
#include "Streaming/ConfigMap.h"
#include <QPainter>
#include <cctype>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace
{
  /** A recursive-descent evaluator: sum := product {(+|-) product}; product := unary {(*|/) unary}; unary := [+|-] unary | atom. */
  class Expression
  {
  public:
    Expression(const std::string& text, const std::map<std::string, double>& values) : text(text), values(values) {}

    bool evaluate(double& result, std::string& error)
    {
      result = sum();
      skipSpaces();
      if(problem.empty() && position < text.size())
        problem = "unexpected '" + text.substr(position, 1) + "'";
      if(problem.empty() && !std::isfinite(result))
        problem = "the value is not finite";
      error = problem;
      return problem.empty();
    }

  private:
    void skipSpaces()
    {
      while(position < text.size() && std::isspace(static_cast<unsigned char>(text[position])))
        ++position;
    }

    bool take(char c)
    {
      skipSpaces();
      if(position < text.size() && text[position] == c)
      {
        ++position;
        return true;
      }
      return false;
    }

    double sum()
    {
      double value = product();
      while(problem.empty())
        if(take('+'))
          value += product();
        else if(take('-'))
          value -= product();
        else
          break;
      return value;
    }

    double product()
    {
      double value = unary();
      while(problem.empty())
        if(take('*'))
          value *= unary();
        else if(take('/'))
        {
          const double divisor = unary();
          if(divisor == 0. && problem.empty())
            problem = "division by zero";
          value = divisor == 0. ? 0. : value / divisor;
        }
        else
          break;
      return value;
    }

    double unary()
    {
      if(++depth > 100)
      {
        problem = "the expression is nested too deeply";
        return 0.;
      }
      double value = 0.;
      if(take('-'))
        value = -unary();
      else if(take('+'))
        value = unary();
      else
        value = atom();
      --depth;
      return value;
    }

    double atom()
    {
      skipSpaces();
      if(take('('))
      {
        const double value = sum();
        if(problem.empty() && !take(')'))
          problem = "')' is missing";
        return value;
      }
      if(position < text.size() && (std::isalpha(static_cast<unsigned char>(text[position])) || text[position] == '_'))
      {
        const std::size_t start = position;
        while(position < text.size() && (std::isalnum(static_cast<unsigned char>(text[position])) || text[position] == '_'))
          ++position;
        const std::string name = text.substr(start, position - start);
        const auto value = values.find(name);
        if(value == values.end())
        {
          problem = "unknown name '" + name + "'";
          return 0.;
        }
        return value->second;
      }
      double value = 0.;
      const auto [end, error] = std::from_chars(text.data() + position, text.data() + text.size(), value);
      if(error != std::errc())
      {
        problem = position < text.size() ? "unexpected '" + text.substr(position, 1) + "'" : "a value is missing";
        return 0.;
      }
      position = static_cast<std::size_t>(end - text.data());
      return value;
    }

    const std::string& text;
    const std::map<std::string, double>& values;
    std::size_t position = 0;
    int depth = 0;
    std::string problem;
  };

  std::string where(const std::string& name, const ConfigMap::Position& position)
  {
    return name + "(" + std::to_string(position.line) + ", " + std::to_string(position.column) + ")";
  }
}

bool FieldLayout::evaluate(const std::string& expression, const std::map<std::string, double>& values, double& result, std::string& error)
{
  return Expression(expression, values).evaluate(result, error);
}

FieldLayout FieldLayout::spl()
{
  FieldLayout field;
  field.values = {{"xPosOpponentFieldBorder", 5200}, {"xPosOpponentGoal", 5055}, {"xPosOpponentGoalPost", 4525},
                  {"xPosOpponentGoalLine", 4500}, {"xPosOpponentGoalArea", 3900}, {"xPosOpponentPenaltyMark", 3200},
                  {"xPosOpponentPenaltyArea", 2850}, {"xPosHalfWayLine", 0}, {"yPosLeftFieldBorder", 3700},
                  {"yPosLeftTouchline", 3000}, {"yPosLeftPenaltyArea", 2000}, {"yPosLeftGoalArea", 1100}, {"yPosLeftGoal", 800},
                  {"fieldLinesWidth", 50}, {"centerCircleRadius", 750}, {"goalPostRadius", 50}, {"crossBarRadius", 50},
                  {"goalHeight", 900}, {"penaltyMarkSize", 100}};
  std::string missing;
  field.takeValues(missing);
  field.makeLines();
  return field;
}

bool FieldLayout::load(const std::string& fileName, std::string& error)
{
  std::ifstream stream(fileName, std::ios::binary);
  if(!stream)
  {
    error = "cannot read " + fileName;
    return false;
  }
  std::ostringstream text;
  text << stream.rdbuf();
  return parse(text.str(), fileName, error);
}

bool FieldLayout::parse(const std::string& text, const std::string& name, std::string& error)
{
  ConfigMap::Node root;
  std::vector<ConfigMap::Error> errors;
  if(!ConfigMap::parse(text, ConfigMap::Syntax::config, root, errors))
  {
    error = where(name, errors.front().position) + ": " + errors.front().message;
    return false;
  }
  FieldLayout field;
  field.source = name;
  // Reads the lines of a table { lines = [{from = {x = ...; y = ...;}; to = {...};}, ...]; }.
  const auto readLines = [&](const ConfigMap::Node& table, std::vector<Line>& lines) {
    const ConfigMap::Node* list = table.find("lines");
    if(!list || list->kind != ConfigMap::Node::array)
    {
      error = where(name, table.position) + ": " + table.name + " has no array 'lines'";
      return false;
    }
    for(const ConfigMap::Node& entry : list->children)
    {
      Line line;
      for(const char* end : {"from", "to"})
      {
        const ConfigMap::Node* point = entry.find(end);
        const ConfigMap::Node* x = point ? point->find("x") : nullptr;
        const ConfigMap::Node* y = point ? point->find("y") : nullptr;
        if(!x || !y || x->kind != ConfigMap::Node::literal || y->kind != ConfigMap::Node::literal)
        {
          error = where(name, entry.position) + ": a line of " + table.name + " needs " + end + " = {x = ...; y = ...;}";
          return false;
        }
        QPointF& target = std::string(end) == "from" ? line.from : line.to;
        double value = 0.;
        std::string problem;
        for(const ConfigMap::Node* coordinate : {x, y})
        {
          if(!evaluate(coordinate->text, field.values, value, problem))
          {
            error = where(name, coordinate->position) + ": " + problem;
            return false;
          }
          (coordinate == x ? target.rx() : target.ry()) = value;
        }
      }
      lines.push_back(line);
    }
    return true;
  };
  bool hasLines = false;
  for(const ConfigMap::Node& node : root.children)
    if(node.kind == ConfigMap::Node::literal)
    {
      double value = 0.;
      std::string problem;
      if(!evaluate(node.text, field.values, value, problem))
      {
        error = where(name, node.position) + ": " + node.name + ": " + problem;
        return false;
      }
      field.values[node.name] = value;
    }
    else if(node.kind == ConfigMap::Node::record && node.name == "fieldLines")
    {
      if(!readLines(node, field.fieldLines))
        return false;
      hasLines = true;
    }
    else if(node.kind == ConfigMap::Node::record && node.name == "goalFrameLines")
    {
      if(!readLines(node, field.goalFrameLines))
        return false;
    }
  std::string missing;
  if(!field.takeValues(missing))
  {
    error = name + ": the value " + missing + " is missing";
    return false;
  }
  if(!hasLines)
  {
    for(const char* needed : {"xPosOpponentPenaltyArea", "yPosLeftPenaltyArea", "xPosOpponentGoalArea", "yPosLeftGoalArea"})
      if(!field.values.contains(needed))
      {
        error = name + ": without fieldLines, the value " + std::string(needed) + " is needed";
        return false;
      }
    field.makeLines();
  }
  *this = std::move(field);
  return true;
}

bool FieldLayout::takeValues(std::string& missing)
{
  const auto take = [&](std::initializer_list<const char*> names, double& target) {
    for(const char* name : names)
      if(const auto value = values.find(name); value != values.end())
      {
        target = value->second;
        return true;
      }
    if(missing.empty())
      missing = *names.begin();
    return false;
  };
  // Older files say ground line and sideline where newer ones say goal line and touchline.
  bool ok = take({"xPosOpponentGoalLine", "xPosOpponentGroundLine"}, xGoalLine);
  ok &= take({"yPosLeftTouchline", "yPosLeftSideline"}, yTouchline);
  ok &= take({"xPosOpponentFieldBorder"}, xBorder);
  ok &= take({"yPosLeftFieldBorder"}, yBorder);
  ok &= take({"fieldLinesWidth"}, lineWidth);
  ok &= take({"centerCircleRadius"}, centerCircleRadius);
  ok &= take({"penaltyMarkSize"}, penaltyMarkSize);
  ok &= take({"xPosOpponentPenaltyMark"}, xPenaltyMark);
  ok &= take({"xPosOpponentGoalPost"}, xGoalPost);
  ok &= take({"yPosLeftGoal"}, yGoalPost);
  ok &= take({"goalPostRadius"}, goalPostRadius);
  ok &= take({"xPosOpponentGoal"}, xGoalBack);
  return ok;
}

void FieldLayout::makeLines()
{
  const double xPenaltyArea = values["xPosOpponentPenaltyArea"], yPenaltyArea = values["yPosLeftPenaltyArea"];
  const double xGoalArea = values["xPosOpponentGoalArea"], yGoalArea = values["yPosLeftGoalArea"];
  fieldLines.clear();
  const auto add = [this](double x1, double y1, double x2, double y2) { fieldLines.push_back({{x1, y1}, {x2, y2}}); };
  add(-xGoalLine, yTouchline, xGoalLine, yTouchline);
  add(-xGoalLine, -yTouchline, xGoalLine, -yTouchline);
  add(0, -yTouchline, 0, yTouchline);
  for(const double side : {-1., 1.})
  {
    add(side * xGoalLine, -yTouchline, side * xGoalLine, yTouchline);
    add(side * xGoalLine, yPenaltyArea, side * xPenaltyArea, yPenaltyArea);
    add(side * xGoalLine, -yPenaltyArea, side * xPenaltyArea, -yPenaltyArea);
    add(side * xPenaltyArea, -yPenaltyArea, side * xPenaltyArea, yPenaltyArea);
    add(side * xGoalLine, yGoalArea, side * xGoalArea, yGoalArea);
    add(side * xGoalLine, -yGoalArea, side * xGoalArea, -yGoalArea);
    add(side * xGoalArea, -yGoalArea, side * xGoalArea, yGoalArea);
  }
  goalFrameLines.clear();
  for(const double side : {-1., 1.})
  {
    goalFrameLines.push_back({{side * xGoalPost, yGoalPost}, {side * xGoalBack, yGoalPost}});
    goalFrameLines.push_back({{side * xGoalBack, yGoalPost}, {side * xGoalBack, -yGoalPost}});
    goalFrameLines.push_back({{side * xGoalBack, -yGoalPost}, {side * xGoalPost, -yGoalPost}});
  }
}

QRectF FieldLayout::carpet() const
{
  return QRectF(QPointF(-xBorder, -yBorder), QPointF(xBorder, yBorder));
}

FieldLayout FieldLayout::ofLocation(const std::string& location, std::string& warning)
{
  warning.clear();
  const std::string config = File::getConfigDirectory();
  for(const std::string& candidate : {location, std::string("Default")})
  {
    const std::string file = config + "Locations/" + candidate + "/fieldDimensions.cfg";
    if(!std::filesystem::exists(file))
      continue;
    FieldLayout loaded;
    if(loaded.load(file, warning))
      return loaded;
    break;
  }
  return spl();
}

void FieldLayout::paint(QPainter& painter) const
{
  painter.save();
  painter.setPen(Qt::NoPen);
  painter.setBrush(QColor(0x2e, 0x8b, 0x3e));
  painter.drawRect(carpet());
  QPen line(Qt::white, lineWidth, Qt::SolidLine, Qt::SquareCap);
  painter.setPen(line);
  painter.setBrush(Qt::NoBrush);
  for(const Line& fieldLine : fieldLines)
    painter.drawLine(fieldLine.from, fieldLine.to);
  painter.drawEllipse(QPointF(0, 0), centerCircleRadius, centerCircleRadius);
  // Centre mark and penalty marks: crosses.
  line.setCapStyle(Qt::FlatCap);
  painter.setPen(line);
  for(const double x : {-xPenaltyMark, 0., xPenaltyMark})
  {
    painter.drawLine(QPointF(x - penaltyMarkSize / 2, 0), QPointF(x + penaltyMarkSize / 2, 0));
    painter.drawLine(QPointF(x, -penaltyMarkSize / 2), QPointF(x, penaltyMarkSize / 2));
  }
  // The goals: their frames on the ground, posts in the goals' colour.
  painter.setPen(QPen(QColor(200, 200, 200), 2 * goalPostRadius / 3, Qt::SolidLine, Qt::RoundCap));
  for(const Line& frame : goalFrameLines)
    painter.drawLine(frame.from, frame.to);
  painter.setPen(QPen(Qt::black, goalPostRadius / 5));
  painter.setBrush(Qt::white);
  for(const double x : {-xGoalPost, xGoalPost})
    for(const double y : {-yGoalPost, yGoalPost})
      painter.drawEllipse(QPointF(x, y), goalPostRadius, goalPostRadius);
  painter.restore();
}
