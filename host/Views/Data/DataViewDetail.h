/**
 * @file Views/Data/DataViewDetail.h
 * What the parts of the data view share (DataView.cpp, DataViewRows.cpp, DataViewEditing.cpp,
 * DataViewSending.cpp, DataViewCommands.cpp): the request prefix, the tree's columns and the
 * paths of rows ("angles.headYaw", "outline[2].x"). Not for use outside the data view.
 */
#pragma once

#include "Console/RobotState.h"
#include <chrono>
#include <string>
#include <vector>

namespace DataViewDetail
{
  inline constexpr const char* dataPrefix = "debug data:";
  /** How long a sent value is shown although the robot still sends another one. */
  inline constexpr auto sentValueTimeout = std::chrono::seconds(2);

  enum Column
  {
    nameColumn,
    valueColumn,
    typeColumn,
    robotColumn,
  };

  inline std::string childPath(const std::string& path, const std::string& name)
  {
    return path.empty() || name.starts_with('[') ? path + name : path + "." + name;
  }

  inline bool isBelow(const std::string& path, const std::string& ancestor)
  {
    return ancestor.empty() ? !path.empty()
                            : path.size() > ancestor.size() && path.starts_with(ancestor) &&
                                (path[ancestor.size()] == '.' || path[ancestor.size()] == '[');
  }

  /** The threads (components) of a robot that have the data, in order. */
  inline std::vector<unsigned> threadsWith(const RobotState& state, const std::string& name)
  {
    std::vector<unsigned> components;
    for(unsigned component = 1; component < state.requests().size(); ++component)
      if(state.requests()[component].contains(dataPrefix + name))
        components.push_back(component);
    return components;
  }
}
