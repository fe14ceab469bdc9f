/**
 * @file Views/Views.cpp
 * Every kind of view of the studio, one line each (Studio/ViewRegistry.h).
 */
#include "Studio/ViewRegistry.h"
#include "Data/DataView.h"
#include "Field/FieldView.h"
#include "Image/ImageView.h"
#include "JointData/JointDataView.h"
#include "LogPlayer/AnnotationView.h"
#include "LogPlayer/LogPlayerView.h"
#include "ModuleGraph/ModuleGraphView.h"
#include "Plot/PlotView.h"
#include "RemoteControl/RemoteControlView.h"
#include "Scene/SceneView.h"
#include "Timing/TimingView.h"

void addViews(ViewRegistry& registry)
{
  DataView::addTo(registry);
  TimingView::addTo(registry);
  ModuleGraphView::addTo(registry);
  JointDataView::addTo(registry);
  PlotView::addTo(registry);
  FieldView::addTo(registry);
  ImageView::addTo(registry);
  SceneView::addTo(registry);
  RemoteControlView::addTo(registry);
  LogPlayerView::addTo(registry);
  AnnotationView::addTo(registry);
}
