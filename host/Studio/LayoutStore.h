/**
 * @file Studio/LayoutStore.h
 * One saved layout per scene (docs/studio.md, "Layouts"): a scene is the set of robots open at
 * once -- one live robot ("Nao07"), several ("Nao07+Nao08"), a replay ("replay": replay robots are
 * named after their files, so every replay is the same scene), none ("none"). For each the
 * settings keep the window's docks (scene tree, console, views' area: "layouts/<scene>/window")
 * and the docks of the views' area ("layouts/<scene>/views"); which views a robot opens is kept
 * per robot ("robots/<name>/views") and for replays (ReplayLayout.h). Restored sizes are clamped,
 * so that a layout saved in a bigger window does not leave the views a strip.
 */
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

class QDockWidget;
class QMainWindow;

namespace LayoutStore
{
  /** A scene's name from its robots' names ("replay" for each replay robot); "none" without robots. */
  QString scene(QStringList robots);
  /** Saves a scene's layout: the window's dock state and that of the views' area. */
  void save(const QString& scene, const QByteArray& window, const QByteArray& views);
  /** A scene's saved dock state of the window (empty if none). */
  QByteArray window(const QString& scene);
  /** A scene's saved dock state of the views' area (empty if none). */
  QByteArray views(const QString& scene);
  /**
   * Gives a dock of the window (scene tree, console) its usual size if it takes more than a
   * share of the window across its area (a third of the width at a side, 40 % of the height at
   * the top or bottom): what a restored layout may not exceed.
   */
  void clamp(QMainWindow& window, QDockWidget& dock, int usualSize);
  /** Forgets every scene's layout. */
  void reset();
}
