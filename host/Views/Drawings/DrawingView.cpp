/**
 * @file Views/Drawings/DrawingView.cpp
 * The definition, requests and shown drawings of field, image and scene views.
 */
#include "DrawingView.h"
#include "Console/RobotConnection.h"
#include "DrawingPainter.h"
#include "DrawingViewStore.h"
#include "Studio/StudioContext.h"

DrawingView::DrawingView(StudioContext& context, RobotConnection* robot, const QString& path, std::shared_ptr<DrawingViewStore> store,
                         const DrawingViewDefinition& definition, bool threeD)
  : StudioView(context, robot, path), store(std::move(store)), threeD(threeD), shown(definition)
{
  // The subclass calls setDefinition() once it is constructed (extraRequests() is its).
}

DrawingView::~DrawingView()
{
  for(const auto& [component, name] : held)
    context.request(robot(), component, name, false);
}

void DrawingView::setDefinition(const DrawingViewDefinition& definition)
{
  const unsigned now = robot()->read([](const RobotState& state) { return state.drawings().lastSequence(); });
  std::map<std::pair<std::string, std::string>, unsigned> newSince;
  for(const DrawingViewDefinition::Drawing& drawing : definition.drawings)
  {
    const std::pair<std::string, std::string> key{drawing.thread, drawing.name};
    const auto old = since.find(key);
    newSince[key] = defined && old != since.end() ? old->second : now;
  }
  since = std::move(newSince);
  shown = definition;
  defined = true;
  updateRequests();
  definitionChanged();
  update();
}

void DrawingView::updateRequests()
{
  const std::string prefix = threeD ? "debug drawing 3d:" : "debug drawing:";
  std::set<std::pair<unsigned, std::string>> wanted = extraRequests();
  robot()->read([&](const RobotState& state) {
    for(const DrawingViewDefinition::Drawing& drawing : shown.drawings)
    {
      const int component = drawing.thread.empty() ? 0 : state.component(drawing.thread);
      wanted.insert({component < 0 ? 0u : static_cast<unsigned>(component), prefix + drawing.name});
    }
  });
  for(const auto& request : held)
    if(!wanted.contains(request))
      context.request(robot(), request.first, request.second, false);
  for(const auto& request : wanted)
    if(!held.contains(request))
      context.request(robot(), request.first, request.second, true);
  held = std::move(wanted);
}

void DrawingView::reload()
{
  DrawingViewDefinition definition;
  if(store->find(robot()->name(), shown.name, definition))
    setDefinition(definition);
}

bool DrawingView::shows(const RobotState& state, const RobotDrawings::Key& key, unsigned sequence) const
{
  const std::string thread = state.threadName(key.first);
  for(const std::string& candidate : {std::string(), thread})
    if(const auto entry = since.find({candidate, key.second}); entry != since.end() && sequence > entry->second)
      return true;
  return false;
}

void DrawingView::paintDrawings(DrawingPainter& painter, const RobotState& state, const std::string& type, int component) const
{
  const auto& drawings = state.drawings().drawings2D();
  std::set<RobotDrawings::Key> painted;
  std::vector<const std::vector<DebugDrawingShape>*> shapeLists;
  std::size_t shapes = 0;
  for(const DrawingViewDefinition::Drawing& drawing : shown.drawings)
    for(unsigned c = 0; c < state.numberOfComponents(); ++c)
    {
      if(component >= 0 && c != static_cast<unsigned>(component))
        continue;
      const RobotDrawings::Key key{c, drawing.name};
      const auto entry = drawings.find(key);
      if(entry == drawings.end() || entry->second.type != type || painted.contains(key) || !shows(state, key, entry->second.sequence))
        continue;
      painted.insert(key);
      shapeLists.push_back(&entry->second.shapes);
      shapes += entry->second.shapes.size();
    }
  if(shapes > DrawingPainter::manyShapes)
    painter.setAntialiasing(false);
  for(const auto* list : shapeLists)
    painter.paint(*list);
}

void DrawingView::robotChanged(unsigned changes)
{
  if(changes & (RobotState::drawingsChanged | RobotState::imagesChanged | RobotState::connectionChanged))
    update();
}

QJsonObject DrawingView::saveState() const
{
  return {{"definition", shown.toJson()}, {"view", viewState()}};
}

void DrawingView::restoreState(const QJsonObject& state)
{
  DrawingViewDefinition definition;
  if(DrawingViewDefinition::fromJson(state.value("definition").toObject(), definition) && definition.name == shown.name)
  {
    store->set(robot()->name(), definition);
    setDefinition(definition);
  }
  restoreViewState(state.value("view").toObject());
}
