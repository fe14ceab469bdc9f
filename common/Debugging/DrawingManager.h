/**
 * @file Debugging/DrawingManager.h
 * The per-thread table of debug drawings: it gives each drawing name and each type name a
 * one-byte id in the order they are first declared, answers whether a drawing is requested,
 * and writes the table (message idDrawingManager, docs/formats/debug-messages.md).
 */
#pragma once

#include "Debugging/ShapeTarget.h"
#include "Streaming/MessageIDs.h"
#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

class Out;

/**
 * Ids of the 2-D drawings of one thread (DrawingManager3D: the 3-D ones). A drawing is
 * requested by the debug request "<prefix><name>" ("debug drawing:<name>"). The table is sent
 * on the one-shot request "automated requests:DrawingManager" (ThreadDebugging::endFrame) and
 * by itself right before the first shape of a drawing the last table sent did not contain.
 * At most 256 drawings and 256 types; further declarations are ignored with a warning.
 */
class DrawingManager
{
public:
  static constexpr std::size_t maxIds = 256;

  DrawingManager() : DrawingManager("debug drawing:", idDrawingManager, idDebugDrawing) {}
  DrawingManager(const DrawingManager&) = delete;
  DrawingManager& operator=(const DrawingManager&) = delete;

  /**
   * Declares a drawing of a type (the first declaration assigns the ids and fixes the type).
   * Announces the request name while the host polls.
   * @return Whether the drawing is requested.
   */
  bool declare(std::string_view name, std::string_view type);
  /** Whether a declared drawing is requested (false for undeclared ones). */
  bool isActive(std::string_view name);
  /**
   * Where a shape of a drawing goes: the calling thread's debug queue, if the drawing is
   * declared and requested (the table is sent first if it lacks the drawing); else empty.
   */
  ShapeTarget beginShape(std::string_view name, unsigned char shapeType);

  /** Writes the table (payload of the table message). */
  void writeTable(Out& stream) const;
  /** Sends the table to the calling thread's debug queue; false if it did not fit or there is none. */
  bool sendTable();
  /** Whether a drawing was declared after the table was last sent. */
  bool changedSinceSent() const { return sentDrawings < byId.size(); }
  /** Whether any declared drawing is requested. */
  bool anyActive() const;

  /** The request prefix ("debug drawing:"). */
  const std::string& requestPrefix() const { return prefix; }
  /** The number of declared drawings. */
  std::size_t size() const { return byId.size(); }

protected:
  DrawingManager(std::string_view requestPrefix, MessageID tableMessage, MessageID shapeMessage);

private:
  struct Drawing
  {
    std::string request;      ///< "<prefix><name>", built once.
    unsigned char id = 0;
    unsigned char type = 0;
    bool valid = false;       ///< false if the table was full when it was declared.
    const std::string* name = nullptr;
  };
  struct Hash
  {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>()(s); }
  };

  const Drawing* find(std::string_view name) const;
  Drawing& add(std::string_view name, std::string_view type);
  bool isActive(const Drawing& drawing) const;

  std::string prefix;
  MessageID tableMessage;
  MessageID shapeMessage;
  std::unordered_map<std::string, Drawing, Hash, std::equal_to<>> drawings;
  std::vector<const Drawing*> byId;
  std::vector<std::string> types;
  std::size_t sentDrawings = 0; ///< The drawings the last table sent contained (ids below).
};
