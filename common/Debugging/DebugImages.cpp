/**
 * @file Debugging/DebugImages.cpp
 * Sending debug images (SEND_DEBUG_IMAGE) in the encoding the host asked for.
 */
#include "Debugging/DebugImages.h"
#include "Streaming/MessageQueue.h"
#include "Streaming/Output.h"
#include <string>

namespace DebugImages
{
  bool isRequested(std::string_view id)
  {
    thread_local std::string request; // reused: no allocation once it is large enough
    request.assign("debug images:").append(id);
    const DebugRequestTable* table = Global::getDebugRequestTable();
    return table && table->isActive(request);
  }

  bool send(std::string_view id, const DebugImage& image)
  {
    if(!image.isValid())
    {
      OUTPUT_WARNING("debug image " << std::string(id) << ": cannot be sent (pixel type does not match the pixels, or "
                                    << image.width << "x" << image.height << " is too large)");
      return false;
    }
    MessageQueue* queue = Global::getDebugOut();
    if(!queue)
      return false;
    queue->out.bin.outString(id.data(), id.size());
    image.write(queue->out.bin);
    return queue->out.finishMessage(idDebugImage);
  }
}
