/**
 * @file Views/Views.cpp
 * Every kind of view of the studio, one line each (Studio/ViewRegistry.h).
 */
#include "Studio/ViewRegistry.h"
#include "JointData/JointDataView.h"
#include "ModuleGraph/ModuleGraphView.h"
#include "Timing/TimingView.h"

void addViews(ViewRegistry& registry)
{
  TimingView::addTo(registry);
  ModuleGraphView::addTo(registry);
  JointDataView::addTo(registry);
}
