/**
 * @file JsonSchema.h
 * JSON schemas (draft 2020-12 vocabulary, as Foxglove reads them) for the channels of an MCAP
 * export: one derived from a log's TypeInfo for each representation, and the fixed schemas of
 * the Foxglove message types that images and text become.
 */
#pragma once

#include "Streaming/TypeInfo.h"
#include <cstddef>
#include <string>

namespace JsonSchema
{
  /**
   * The schema of the JSON that JsonOut writes for a value of type (TypeInfoStreamer): classes
   * are objects with a property per attribute (all required), arrays arrays (fixed ones with
   * minItems = maxItems), enums strings with an "enum" list of the constants and "UNKNOWN" (a value beyond them), bool boolean,
   * the integer types integer (with their ranges), float, double and Angle number (Angle in
   * radians), std::string string. Types the TypeInfo lacks are {} (anything).
   * @param maxSize Larger schemas (many nested classes repeated) are not made.
   * @return false with the reason in error if the type nests deeper than 64 levels or the
   *         schema would be larger than maxSize.
   */
  bool of(const TypeInfo& info, const std::string& type, std::string& schema, std::string& error, std::size_t maxSize = std::size_t(1) << 20);

  /** foxglove.CompressedImage: timestamp {sec, nsec}, frame_id, data (Base64), format. */
  const std::string& compressedImage();
  /** foxglove.RawImage: timestamp, frame_id, width, height, encoding, step, data (Base64). */
  const std::string& rawImage();
  /** foxglove.Log: timestamp, level (1 debug ... 5 fatal), message, name, file, line. */
  const std::string& log();
  /** touchline.Annotation: frame, thread, number, name, description. */
  const std::string& annotation();
}
