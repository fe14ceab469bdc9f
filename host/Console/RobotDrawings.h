/**
 * @file Console/RobotDrawings.h
 * The debug drawings and images of one robot as the host keeps them: each thread's drawing tables
 * (idDrawingManager, idDrawingManager3D), the 2-D and 3-D shapes (idDebugDrawing,
 * idDebugDrawing3D), the debug images (idDebugImage) and camera images (idCameraImage,
 * idJPEGImage) of the frame being received, and, per thread and name, those of the last complete
 * frame (idFrameBegin ... idFrameFinished) that had them. Part of RobotState, which holds its lock
 * while it changes this.
 *
 * Everything is bounded and checked: a malformed shape, a shape with coordinates that are not
 * finite or too large to draw, an empty polygon, an image whose size does not match its payload
 * are skipped with one warning per source (thread and drawing or image), never stored.
 */
#pragma once

#include "Debugging/DebugDrawing3DReader.h"
#include "Debugging/DebugDrawingReader.h"
#include "ImageProcessing/DebugImage.h"
#include "Streaming/MessageIDs.h"
#include <cstddef>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

class RobotDrawings
{
public:
  /** One drawing of a thread as the last frame that had it sent it. */
  template<typename Shape> struct Drawing
  {
    std::string type;          ///< 2-D: "drawingOnField", "drawingOnImage"; 3-D: "field", "robot", "camera", a robot part.
    std::vector<Shape> shapes; ///< In the order they were drawn (origins and transformations included), with their types.
    unsigned sequence = 0;     ///< Counts everything stored: a later drawing has a larger number.
  };
  using Drawing2D = Drawing<DebugDrawingShape>;
  using Drawing3D = Drawing<DebugDrawing3DShape>;

  /** An image of a thread: a debug image, a camera image (YUYV) or a JPEG image. */
  struct Image
  {
    enum Kind
    {
      debugImage,  ///< SEND_DEBUG_IMAGE, any pixel type.
      cameraImage, ///< The representation CameraImage, as a YUYV image.
      jpegImage,   ///< The representation JPEGImage: jpeg holds the JPEG data.
    };
    Kind kind = debugImage;
    DebugImage image; ///< debugImage and cameraImage.
    std::string jpeg; ///< jpegImage: the bytes from the JPEG's start marker on.
    unsigned sequence = 0;
  };

  /** The component a drawing or image belongs to (the sender's, or the one THREAD named) and its name. */
  using Key = std::pair<unsigned, std::string>;

  /** Bounds of what a robot can make the host keep. */
  static constexpr std::size_t maxShapesPerFrame = 500000;     ///< Per thread and frame.
  static constexpr std::size_t maxImageBytes = 512u << 20;     ///< All images kept and pending.
  static constexpr std::size_t maxImages = 256;                ///< Names of images kept.
  /** Coordinates, radii and sizes larger than this (mm on the field, pixels in images) are not drawn. */
  static constexpr float maxCoordinate = 1e7f;

  /** What changed (RobotState::Change bits are made of these by RobotState). */
  enum Changed : unsigned
  {
    nothing = 0,
    changedDrawings = 1,
    changedImages = 2,
  };

  /** Forgets everything (a robot, maybe another, connected): its threads are these. */
  void reset(const std::vector<std::string>& threadNames);
  /**
   * Handles one message of a component (a thread, 0 = Debug) if it is one of the drawing or image
   * messages or a frame marker; returns what changed (Changed bits).
   */
  unsigned handle(unsigned component, MessageID id, const std::string& payload);
  /** Whether a message of this id is one handle() takes. */
  static bool handles(MessageID id);

  /** The 2-D and 3-D drawings of the last complete frames, by thread and name. */
  const std::map<Key, Drawing2D>& drawings2D() const { return completed2D; }
  const std::map<Key, Drawing3D>& drawings3D() const { return completed3D; }
  /** The images of the last complete frames, by thread and name ("CameraImage", "JPEGImage", debug image ids). */
  const std::map<Key, Image>& images() const { return completedImages; }
  /** The drawing tables the threads sent, by component (2-D and 3-D). */
  const std::map<unsigned, DrawingTable>& tables2D() const { return tables; }
  const std::map<unsigned, DrawingTable>& tables3D() const { return tables3DByComponent; }
  /** Whether shapes of drawings that are not in the tables arrived since the last call (the tables should be asked for). */
  bool takeTablesWanted();
  /** The sequence number of the drawing or image stored last (0 if none). */
  unsigned lastSequence() const { return sequence; }
  /** Shapes dropped because their drawing was unknown, over all time. */
  std::size_t unknownShapes() const { return unknownShapeCount; }

  /** Called with each warning (once per source). */
  std::function<void(const std::string& text)> onWarning;

  /**
   * Reads the payload of a CameraImage representation: two consecutive u32 among its first fields
   * are the width (in pixel pairs or in pixels) and the height, the YUYV pixels (4 bytes per pair)
   * are its last bytes, after a header of at most 64 bytes (a multiple of 4). Returns "" or what is wrong.
   */
  static std::string decodeCameraImage(const std::string& payload, DebugImage& image);
  /** Whether an idCameraImage payload is that of an empty CameraImage (0 x 0 pixels, no time): no image yet. */
  static bool isEmptyCameraImage(const std::string& payload);
  /** The JPEG data in the payload of a JPEGImage representation (from its start marker on); "" if there is none. */
  static std::string findJpeg(const std::string& payload);
  /** Whether a 2-D / 3-D shape can be drawn (finite, not too large, not empty); else why not. */
  static std::string check(const DrawingShapes::Shape& shape);
  static std::string check(const DrawingShapes3D::Shape& shape);

private:
  /** A drawing being received: the thread it is for (THREAD may change it) and its shapes. */
  template<typename Shape> struct PendingDrawing
  {
    unsigned owner = 0;
    std::string type;
    std::vector<Shape> shapes;
  };
  /** What a thread sent in the frame being received. */
  struct Pending
  {
    bool inFrame = false;
    std::size_t shapes = 0;
    std::map<std::string, PendingDrawing<DebugDrawingShape>> drawings2D;
    std::map<std::string, PendingDrawing<DebugDrawing3DShape>> drawings3D;
    std::map<std::string, Image> images;
  };

  /**
   * A 2-D (Shape = DebugDrawingShape) or 3-D (DebugDrawing3DShape) shape of a thread: decoded,
   * placed in its drawing by the thread's table, checked, kept for the frame (bounded).
   */
  template<typename Shape>
  unsigned handleShape(unsigned component, const std::string& payload);
  unsigned handleImage(unsigned component, MessageID id, const std::string& payload);
  /** Makes a thread's pending drawings and images the current ones. */
  unsigned publish(unsigned component);
  /** Whether an image of this many bytes may be kept under a key. */
  bool mayKeep(const Key& key, std::size_t bytes, const std::string& source);
  /** Warns once per source. */
  void warn(const std::string& source, const std::string& text);
  std::string threadName(unsigned component) const;
  int componentOf(const std::string& thread) const;

  std::vector<std::string> threads;
  std::map<unsigned, DrawingTable> tables;
  std::map<unsigned, DrawingTable> tables3DByComponent;
  std::map<unsigned, Pending> pending;
  std::map<Key, Drawing2D> completed2D;
  std::map<Key, Drawing3D> completed3D;
  std::map<Key, Image> completedImages;
  std::size_t imageBytes = 0; ///< Of completedImages.
  unsigned sequence = 0;
  bool tablesWanted = false;
  std::size_t unknownShapeCount = 0;
  std::set<std::string> warned;
};
