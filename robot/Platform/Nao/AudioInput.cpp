/**
 * @file Platform/Nao/AudioInput.cpp
 * Opening the capture device, retrying, recovering overruns, reporting a missing sound card once.
 */
#include "Platform/Nao/AudioInput.h"

AudioInput::AudioInput(std::unique_ptr<AudioCapture> capture) : capture(std::move(capture)) {}

void AudioInput::configure(const AudioCapture::Format& format, unsigned retry)
{
  wanted = format;
  retryInterval = retry;
  buffer.assign(static_cast<std::size_t>(format.framesPerRead) * format.channels, 0.f);
  if(open)
    capture->close();
  open = false;
  attempted = false;
}

AudioInput::Outcome AudioInput::read(unsigned now)
{
  if(!open)
  {
    if(attempted && static_cast<int>(now - lastAttempt) < static_cast<int>(retryInterval))
      return Outcome::noDevice;
    attempted = true;
    lastAttempt = now;
    std::string error;
    open = capture->open(wanted, error);
    if(!open)
    {
      if(!reportedMissing)
        report = "no audio: " + error + " (trying again every " + std::to_string(retryInterval / 1000) + " s without further reports)";
      reportedMissing = true;
      return Outcome::noDevice;
    }
    if(reportedMissing || everOpened)
      report = "audio device " + wanted.device + " recording again";
    everOpened = true;
    reportedMissing = false;
  }

  std::string error;
  switch(capture->read(buffer.data(), error))
  {
    case AudioCapture::Result::ok:
      return Outcome::samples;
    case AudioCapture::Result::overrun:
      if(++overrunCount == 1)
        report = "audio overrun: samples were lost (counted in AudioData.overruns)";
      if(!capture->recover(error))
      {
        report = "audio: " + error + "; reopening the device";
        capture->close();
        open = false;
        attempted = false;
      }
      return Outcome::lost;
    default:
      report = "audio: " + error + "; reopening the device";
      capture->close();
      open = false;
      attempted = false;
      return Outcome::lost;
  }
}

std::string AudioInput::takeReport()
{
  std::string result;
  result.swap(report);
  return result;
}
