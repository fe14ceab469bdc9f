/**
 * @file Views/Drawings/DrawingView.h
 * The base of the views that show debug drawings (field, image and 3-D scene views): a definition
 * from a DrawingViewStore (what the commands vf/vfd, vi/vid, vs/vsd made), the robot's debug
 * requests it needs kept on while the view exists ("debug drawing:<name>" to every thread or to
 * one, counted with the other views', StudioContext::request()), and which drawings of the
 * robot's state it shows: those named in the definition, of the thread named there, that arrived
 * after they were switched on (not what an earlier request left behind).
 */
#pragma once

#include "Console/RobotState.h"
#include "DrawingViewDefinition.h"
#include "Studio/StudioView.h"
#include <map>
#include <memory>
#include <set>
#include <string>
#include <utility>

class DrawingPainter;
class DrawingViewStore;

class DrawingView : public StudioView
{
  Q_OBJECT

public:
  /** threeD: the view shows 3-D drawings ("debug drawing 3d:<name>"). */
  DrawingView(StudioContext& context, RobotConnection* robot, const QString& path, std::shared_ptr<DrawingViewStore> store,
              const DrawingViewDefinition& definition, bool threeD);
  ~DrawingView() override;

  const DrawingViewDefinition& definition() const { return shown; }
  /** Shows another definition: requests of new drawings on, of removed ones off. */
  void setDefinition(const DrawingViewDefinition& definition);
  /** Takes the definition of this view from the store again (after a command changed it). */
  void reload();
  /** Repaints when drawings (or images) changed. */
  void robotChanged(unsigned changes) override;
  /** The definition and what the view adds (viewState()). */
  QJsonObject saveState() const override;
  void restoreState(const QJsonObject& state) override;

protected:
  /**
   * Whether the view shows a drawing of the robot's state (the state is read by the caller):
   * named in the definition for its thread or every thread, and newer than when it was switched on.
   */
  bool shows(const RobotState& state, const RobotDrawings::Key& key, unsigned sequence) const;
  /**
   * Paints the 2-D drawings of a type ("drawingOnField") that the view shows, in the definition's
   * order; only those of one component if component >= 0; without antialiasing if they are more
   * than DrawingPainter::manyShapes shapes. The state is read by the caller.
   */
  void paintDrawings(DrawingPainter& painter, const RobotState& state, const std::string& type, int component = -1) const;
  /** Requests the view needs besides its drawings' (an image view's image): component and name. */
  virtual std::set<std::pair<unsigned, std::string>> extraRequests() const { return {}; }
  /** The definition changed (after the requests were updated). */
  virtual void definitionChanged() {}
  /** What a view saves besides its definition (zoom, ...), and restores. */
  virtual QJsonObject viewState() const { return {}; }
  virtual void restoreViewState(const QJsonObject&) {}
  /** Updates the requests to what the definition and extraRequests() need. */
  void updateRequests();

  std::shared_ptr<DrawingViewStore> store;

private:
  bool threeD;
  DrawingViewDefinition shown;
  bool defined = false;
  /** The requests this view holds on: component and name. */
  std::set<std::pair<unsigned, std::string>> held;
  /** Per drawing of the definition: the robot's last sequence number when it was switched on. */
  std::map<std::pair<std::string, std::string>, unsigned> since;
};
