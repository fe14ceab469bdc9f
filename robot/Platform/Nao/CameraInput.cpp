/**
 * @file Platform/Nao/CameraInput.cpp
 * Opening a camera, waiting for its images, and opening it again after failures and silences.
 */
#include "Platform/Nao/CameraInput.h"
#include "Platform/Time.h"
#include <algorithm>
#include <thread>

CameraInput::CameraInput(std::unique_ptr<CameraDevice> device) : device(std::move(device)), deviceName(this->device->name()) {}

void CameraInput::configure(const Options& newOptions)
{
  options = newOptions;
  device->close();
  nextAttempt = Clock::time_point();
}

void CameraInput::setSettings(const CameraSettings::Collection& newSettings)
{
  settings = newSettings;
  haveSettings = true;
  if(device->isOpen())
    device->applySettings(settings);
}

void CameraInput::report(const std::string& text, bool recovered)
{
  if(reports.size() < 16)
    reports.push_back({recovered, text});
}

std::vector<CameraInput::Report> CameraInput::takeReports()
{
  for(std::string& problem : device->takeProblems())
    report(problem);
  std::vector<Report> result;
  result.swap(reports);
  return result;
}

void CameraInput::lost(const std::string& why)
{
  device->close();
  ++reopenCount;
  if(!outage)
    report(why + "; opening it again (reported once until images come again)");
  outage = true;
  nextAttempt = Clock::now();
}

bool CameraInput::wait(std::chrono::milliseconds timeout)
{
  const Clock::time_point deadline = Clock::now() + timeout;
  if(!device->isOpen())
  {
    if(Clock::now() < nextAttempt)
    {
      std::this_thread::sleep_until(std::min(deadline, nextAttempt));
      if(Clock::now() < nextAttempt)
        return false;
    }
    std::string error;
    nextAttempt = Clock::now() + std::chrono::milliseconds(options.retryInterval);
    if(!device->open(options.format, error))
    {
      if(!outage)
        report(error + " (trying again every " + std::to_string(options.retryInterval) +
               " ms, reported once until images come)");
      outage = true;
      std::this_thread::sleep_until(std::min(deadline, nextAttempt));
      return false;
    }
    lastImageTime = Time::getCurrentSystemTime();
    ++opens;
    if(haveSettings)
      device->applySettings(settings);
  }

  // Wait until the deadline, but not beyond the end of the allowed gap. The gap is one of the
  // robot's time: on a NAO the monotonic clock, on simulated time a paused simulation is a pause
  // (its time does not pass while this waits), not a silent camera.
  const int gapLeft = static_cast<int>(options.maxGap) - Time::getTimeSince(lastImageTime);
  const Clock::time_point until =
    Time::isSimulated() ? deadline : std::min(deadline, Clock::now() + std::chrono::milliseconds(std::max(0, gapLeft)));
  std::string error;
  // Rounded up: a wait cut to whole milliseconds would end before the gap does.
  switch(device->read(received, std::chrono::ceil<std::chrono::milliseconds>(until - Clock::now()), error))
  {
    case CameraDevice::Result::image:
      lastImageTime = Time::getCurrentSystemTime();
      ++imageCount;
      if(outage && everDelivered)
        report(device->name() + " delivers images again (" + std::to_string(reopenCount) + " reopens so far)", true);
      outage = false;
      everDelivered = true;
      return true;
    case CameraDevice::Result::timeout:
      if(Time::getTimeSince(lastImageTime) >= static_cast<int>(options.maxGap))
        lost("no image from " + device->name() + " for " + std::to_string(options.maxGap) + " ms");
      return false;
    case CameraDevice::Result::failed:
    default:
      lost(error);
      return false;
  }
}

void CameraInput::request(unsigned time)
{
  if(!device->isOpen() || (requestedOpen == opens && requestedTime == time))
    return;
  std::string error;
  if(device->request(time, error))
  {
    requestedTime = time;
    requestedOpen = opens;
  }
  else if(!error.empty())
    lost(error);
}

bool CameraInput::waitFor(unsigned time, std::chrono::milliseconds timeout)
{
  // A camera that cannot be asked (V4L2) has no images of simulated instants: only one already there is taken.
  if(!device->canRequest())
    return wait(std::chrono::milliseconds(0));
  const Clock::time_point deadline = Clock::now() + timeout;
  for(Clock::time_point now = Clock::now(); now < deadline; now = Clock::now())
  {
    request(time);
    const auto slice = std::min(std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now), std::chrono::milliseconds(100));
    if(!wait(std::max(slice, std::chrono::milliseconds(1))))
      continue;
    // A later image than the one asked for means that the world went on without this robot.
    if(static_cast<int>(received.timestamp - time) >= 0)
    {
      reportedMissing = false;
      return true;
    }
  }
  if(!reportedMissing)
    report("no image of the instant " + std::to_string(time) + " ms from " + device->name() + " within " +
           std::to_string(timeout.count()) + " ms; the frame runs without it (reported once until one comes)");
  reportedMissing = true;
  return false;
}
