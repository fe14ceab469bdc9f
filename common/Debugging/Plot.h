/**
 * @file Debugging/Plot.h
 * Plots: values over time, shown in the host's plot views.
 *
 *   PLOT("gyroY", theInertialSensorData.gyro.y().toDegrees());
 *   DECLARE_PLOT("kickSpeed");   // announces a plot whose PLOT does not run every frame
 *
 * While the debug request "plot:<id>" is enabled, PLOT writes the message idPlot (string <id>,
 * f32 value) to the calling thread's debug queue. The value is only evaluated then. With nothing
 * requested a PLOT costs two comparisons. Release builds (TOUCHLINE_RELEASE) compile both
 * macros out.
 */
#pragma once

#include "Debugging/DebugRequest.h"
#include "Streaming/Global.h"
#include <string_view>

/** The functions behind PLOT and DECLARE_PLOT. */
namespace Plots
{
  /** Whether "plot:<id>" is enabled (called only while a request may be active). */
  bool isRequested(std::string_view id);
  /** Announces "plot:<id>" while the host polls. */
  void declareRequest(std::string_view id);
  /** Writes idPlot (id, value) to the calling thread's debug queue. */
  void send(std::string_view id, float value);

  inline bool isActive(std::string_view id)
  {
    const DebugRequestTable* table = Global::getDebugRequestTable();
    return table && table->mayBeActive() && isRequested(id);
  }

  inline void declare(std::string_view id)
  {
    const DebugRequestTable* table = Global::getDebugRequestTable();
    if(table && table->isPolling())
      declareRequest(id);
  }
}

#ifdef TOUCHLINE_RELEASE
#define PLOT(id, value) static_cast<void>(0)
#define DECLARE_PLOT(id) static_cast<void>(0)
#else
/** Plots a value (anything convertible to float) as <id>. */
#define PLOT(id, value) \
  do \
    if(const auto& _tlPlotId = (id); Plots::isActive(_tlPlotId)) \
      Plots::send(_tlPlotId, static_cast<float>(value)); \
  while(false)
/** Announces the plot <id> to the host, for PLOTs that do not run in every frame. */
#define DECLARE_PLOT(id) Plots::declare(id)
#endif
