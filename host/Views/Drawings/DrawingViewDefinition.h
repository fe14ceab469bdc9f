/**
 * @file Views/Drawings/DrawingViewDefinition.h
 * What a field, image or 3-D scene view shows, as the commands define it (vf/vfd, vi/vid/vic,
 * vs/vsd): its drawings, each of every thread or of one ("for <thread> vfd ..."), and for image
 * views the image, the thread it comes from, the gain, the scale of the drawings and the
 * commands run by clicks. Saved as JSON in the settings and with the layout.
 */
#pragma once

#include <QJsonObject>
#include <QString>
#include <string>
#include <vector>

struct DrawingViewDefinition
{
  /** A drawing shown: its name and the thread it is taken from ("" = every thread). */
  struct Drawing
  {
    std::string thread;
    std::string name;
    bool operator==(const Drawing&) const = default;
  };

  /** A console command run by a click into an image view with these modifiers ($1 x, $2 y, $3 thread). */
  struct Click
  {
    bool alt = false, ctrl = false, shift = false;
    QString command;
    /** "alt ctrl shift" as far as they are set ("" for none). */
    QString modifiers() const;
  };

  QString name;                  ///< The view's name: "<robot>.<kind>.<name>".
  std::vector<Drawing> drawings; ///< Painted in this order.
  std::string image;             ///< Image views: CameraImage, JPEGImage, a debug image's id; "" for none.
  std::string thread;            ///< Image views: the thread of the image and its drawings ("" = the first that sends it).
  double gain = 1.;              ///< Image views: the image's brightness is multiplied by this.
  double ddScale = 1.;           ///< Image views: the drawings' coordinates are multiplied by this.
  std::vector<Click> clicks;     ///< Image views: one per combination of modifiers.

  /** Whether the view shows a drawing (exactly this thread, or of every thread). */
  bool shows(const Drawing& drawing) const;
  /** The click command for these modifiers, nullptr if there is none. */
  const Click* click(bool alt, bool ctrl, bool shift) const;

  QJsonObject toJson() const;
  /** The definition in JSON (from toJson()); false if it is not one. */
  static bool fromJson(const QJsonObject& json, DrawingViewDefinition& definition);
};
