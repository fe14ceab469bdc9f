/**
 * @file Replay/LogPlayer.cpp
 * Playing a log into the threads of a replay robot.
 */
#include "Replay/LogPlayer.h"
#include "Replay/LogSync.h"
#include "Streaming/MessageQueue.h"
#include <algorithm>
#include <cmath>
#include <set>

namespace
{
  /** How many frames before a target a jump replays at most, and how many image frames. */
  constexpr std::size_t maxWarmUpFrames = 300;
  constexpr unsigned warmUpImages = 2;
  /** A longer pause between two frames is not waited for (the robot did not record meanwhile). */
  constexpr unsigned maxGap = 1000;

  /** The threads that have frames in a log. */
  std::vector<std::string> loggedThreads(const LogFile& log)
  {
    std::vector<std::string> threads;
    for(const LogIndex::ThreadStatistics& thread : log.index().threads)
      threads.push_back(thread.thread);
    return threads;
  }
}

LogPlayer::LogPlayer(std::shared_ptr<const LogFile> log, std::map<std::string, ReplayFeed*> feeds)
  : logFile(std::move(log)), feeds(std::move(feeds)), reader(logFile->typeInfo()), frameTime(*logFile), playedRates(loggedThreads(*logFile))
{
  last = logFile->frameCount();
  collectAnnotations();
  worker = std::thread([this] { run(); });
}

LogPlayer::~LogPlayer()
{
  setSync(nullptr);
  {
    std::lock_guard lock(stateMutex);
    quit = true;
    playState = State::paused;
  }
  cancel = true;
  interrupt = true;
  wake.notify_all();
  worker.join();
}

void LogPlayer::collectAnnotations()
{
  annotationsOf.clear();
  for(const LogIndex::ThreadAnnotations& thread : logFile->index().annotations)
    for(const LogIndex::Annotation& annotation : thread.annotations)
      if(annotation.frame >= first && annotation.frame < last)
        annotationsOf[annotation.frame - first].push_back({annotation.frame - first, thread.thread, annotation.name, annotation.description});
  ++annotationChanges;
}

std::vector<LogPlayer::Annotation> LogPlayer::annotations() const
{
  std::lock_guard lock(stateMutex);
  std::vector<Annotation> all;
  for(const auto& [frame, list] : annotationsOf)
    all.insert(all.end(), list.begin(), list.end());
  return all;
}

void LogPlayer::setStopAt(std::function<bool(const Annotation&)> matches)
{
  std::lock_guard lock(stateMutex);
  stopAt = std::move(matches);
}

void LogPlayer::note(const std::string& message)
{
  std::lock_guard lock(stateMutex);
  messages.push_back(message);
}

std::vector<std::string> LogPlayer::takeMessages()
{
  std::lock_guard lock(stateMutex);
  std::vector<std::string> taken;
  taken.swap(messages);
  return taken;
}

std::size_t LogPlayer::frameCount() const
{
  std::lock_guard lock(stateMutex);
  return last - first;
}

std::pair<std::size_t, std::size_t> LogPlayer::keptRange() const
{
  std::lock_guard lock(stateMutex);
  return {first, last};
}

std::string LogPlayer::threadOf(std::size_t frame) const
{
  const auto [begin, end] = keptRange();
  return begin + frame < end ? logFile->frame(begin + frame).thread : std::string();
}

bool LogPlayer::hasImage(std::size_t frame) const
{
  const auto [begin, end] = keptRange();
  return begin + frame < end && logFile->index().frameHasImage(begin + frame);
}

std::optional<unsigned> LogPlayer::timeOf(std::size_t frame) const
{
  const auto [begin, end] = keptRange();
  if(begin + frame >= end)
    return std::nullopt;
  return frameTime(logFile->frame(begin + frame));
}

std::optional<unsigned> LogPlayer::startTime() const
{
  {
    std::lock_guard lock(stateMutex);
    if(start)
      return *start;
  }
  // Looked for without the lock (the frames are read); two threads may both look, and find the same.
  std::optional<unsigned> found;
  const std::size_t count = frameCount();
  for(std::size_t i = 0; i < count && i < 1000 && !found; ++i)
    found = timeOf(i);
  std::lock_guard lock(stateMutex);
  start = found;
  return found;
}

std::optional<long> LogPlayer::relativeTime(std::size_t frame) const
{
  const std::optional<unsigned> time = timeOf(frame);
  const std::optional<unsigned> begin = startTime();
  if(!time || !begin)
    return std::nullopt;
  return static_cast<long>(*time) - static_cast<long>(*begin);
}

std::size_t LogPlayer::frameAt(unsigned time) const
{
  const std::size_t count = frameCount();
  // The time of the first frame at or after i that has one (a few frames are read at most).
  const auto timeFrom = [this, count](std::size_t i) -> std::optional<unsigned> {
    for(std::size_t j = i; j < count && j < i + 64; ++j)
      if(const std::optional<unsigned> t = timeOf(j))
        return t;
    return std::nullopt;
  };
  std::size_t low = 0;
  std::size_t high = count;
  while(low + 1 < high)
  {
    const std::size_t middle = low + (high - low) / 2;
    const std::optional<unsigned> t = timeFrom(middle);
    if(t && *t <= time)
      low = middle;
    else
      high = middle;
  }
  return low;
}

void LogPlayer::setLoop(bool loop)
{
  looping = loop;
  changed();
}

void LogPlayer::setSpeed(double newSpeed)
{
  if(newSpeed != 0)
    newSpeed = std::clamp(newSpeed, 0.25, 8.0);
  {
    std::lock_guard lock(stateMutex);
    playSpeed = newSpeed;
    anchorTime.reset(); // paced anew from the next frame on
  }
  interrupt = true;
  wake.notify_all();
  changed();
}

double LogPlayer::speed() const
{
  std::lock_guard lock(stateMutex);
  return playSpeed;
}

LogPlayer::State LogPlayer::state() const
{
  std::lock_guard lock(stateMutex);
  return playState;
}

void LogPlayer::setSync(LogSync* newSync)
{
  LogSync* old = nullptr;
  {
    std::lock_guard lock(stateMutex);
    old = sync;
    sync = nullptr;
  }
  if(old)
    old->remove(*this);
  if(newSync)
    newSync->add(*this);
  std::lock_guard lock(stateMutex);
  sync = newSync;
}

LogSync* LogPlayer::group() const
{
  std::lock_guard lock(stateMutex);
  return sync;
}

void LogPlayer::play()
{
  if(LogSync* players = group())
    players->play(*this);
  else
    playAlone();
}

void LogPlayer::pause()
{
  if(LogSync* players = group())
    players->pause();
  else
    pauseAlone();
}

void LogPlayer::stop()
{
  if(LogSync* players = group())
    players->stop();
  else
    stopAlone();
}

bool LogPlayer::gotoFrame(std::size_t n)
{
  LogSync* players = group();
  return players ? players->gotoFrame(*this, n) : gotoAlone(n);
}

void LogPlayer::playAlone()
{
  {
    std::lock_guard lock(stateMutex);
    if(last == first)
      return;
    playState = State::playing;
    anchorTime.reset();
  }
  wake.notify_all();
  changed();
}

void LogPlayer::pauseAlone()
{
  {
    std::lock_guard lock(stateMutex);
    if(playState == State::playing)
      playState = State::paused;
  }
  interrupt = true;
  wake.notify_all();
  changed();
}

void LogPlayer::stopAlone()
{
  {
    std::lock_guard lock(stateMutex);
    playState = State::stopped;
  }
  interrupt = true;
  wake.notify_all();
  std::lock_guard play(playMutex); // a frame being played ends first
  currentFrame = none;
  changed();
}

bool LogPlayer::gotoAlone(std::size_t n)
{
  if(n >= frameCount())
    return false;
  interrupt = true;
  wake.notify_all();
  std::lock_guard play(playMutex);
  {
    std::lock_guard lock(stateMutex);
    anchorTime.reset();
    if(playState == State::stopped)
      playState = State::paused;
  }
  return replayTo(n);
}

bool LogPlayer::step(long frames)
{
  const std::size_t now = current();
  const long target = now == none ? frames - 1 : static_cast<long>(now) + frames;
  if(target < 0 || static_cast<std::size_t>(target) >= frameCount())
    return false;
  pause();
  return gotoFrame(static_cast<std::size_t>(target));
}

bool LogPlayer::stepImage(bool forward)
{
  const std::size_t now = current();
  const std::size_t count = frameCount();
  if(forward)
  {
    for(std::size_t i = now == none ? 0 : now + 1; i < count; ++i)
      if(hasImage(i))
      {
        pause();
        return gotoFrame(i);
      }
  }
  else if(now != none)
    for(std::size_t i = now; i-- > 0;)
      if(hasImage(i))
      {
        pause();
        return gotoFrame(i);
      }
  return false;
}

bool LogPlayer::repeat()
{
  const std::size_t now = current();
  if(now == none)
    return false;
  std::lock_guard play(playMutex);
  return deliver(now);
}

bool LogPlayer::replayTo(std::size_t n)
{
  const std::size_t now = currentFrame.load();
  std::size_t from = n;
  if(now != none && now < n && n - now <= maxWarmUpFrames)
    from = now + 1; // the frames in between, as when playing
  else
  {
    // Back to warmUpImages frames with images before n and a frame of every replayed thread of
    // the log, at most maxWarmUpFrames frames: each thread's logged representations are set.
    std::set<std::string> missing;
    for(const LogIndex::ThreadStatistics& thread : logFile->index().threads)
      if(feeds.contains(thread.thread))
        missing.insert(thread.thread);
    missing.erase(threadOf(n));
    unsigned images = 0;
    while(from > 0 && n - from < maxWarmUpFrames && (images < warmUpImages || !missing.empty()))
    {
      --from;
      if(hasImage(from))
        ++images;
      if(!missing.empty())
        missing.erase(threadOf(from));
    }
  }
  bool ran = true;
  for(std::size_t i = from; i <= n; ++i)
    ran = deliver(i) && ran;
  return ran;
}

LogFile::Frame LogPlayer::playedFrame(std::size_t frame, std::string& buffer) const
{
  std::bitset<256> filter;
  std::size_t begin = 0;
  {
    std::lock_guard lock(stateMutex);
    filter = removed;
    begin = first;
  }
  LogFile::Frame logged = logFile->frame(begin + frame);
  if(filter.none())
    return logged;
  buffer.clear();
  const char* p = logged.data;
  const char* end = logged.data + logged.size;
  while(p < end)
  {
    const MessageQueue::Message message{p};
    const MessageID id = (*logged.map)[static_cast<unsigned char>(p[0])];
    if(!filter[id])
      buffer.append(p, message.totalSize());
    p += message.totalSize();
  }
  logged.data = buffer.data();
  logged.size = buffer.size();
  return logged;
}

bool LogPlayer::isKept(MessageID id) const
{
  std::lock_guard lock(stateMutex);
  return !removed[id];
}

void LogPlayer::keepOnly(const std::vector<MessageID>& ids)
{
  {
    std::lock_guard lock(stateMutex);
    if(ids.empty())
      removed.reset();
    else
    {
      removed.set();
      for(const MessageID id : ids)
        removed.reset(id);
      removed.reset(idFrameBegin);
      removed.reset(idFrameFinished);
    }
  }
  changed();
}

void LogPlayer::remove(const std::vector<MessageID>& ids)
{
  {
    std::lock_guard lock(stateMutex);
    for(const MessageID id : ids)
      if(id != idFrameBegin && id != idFrameFinished)
        removed.set(id);
  }
  changed();
}

bool LogPlayer::trim(std::size_t from, std::size_t to)
{
  stop();
  std::lock_guard play(playMutex);
  {
    std::lock_guard lock(stateMutex);
    if(from > to || to >= last - first)
      return false;
    last = first + to + 1;
    first += from;
    collectAnnotations();
    start.reset();
  }
  changed();
  return true;
}

bool LogPlayer::deliver(std::size_t frame)
{
  std::string buffer;
  const LogFile::Frame played = playedFrame(frame, buffer);
  bool ran = true;
  const auto feed = feeds.find(played.thread);
  if(feed == feeds.end())
  {
    bool unreported = false;
    {
      std::lock_guard lock(stateMutex);
      unreported = skippedThreads.insert(played.thread).second;
    }
    if(unreported)
      note("Warning: the replay robot has no thread " + (played.thread.empty() ? std::string("(unnamed)") : played.thread) +
           ": its frames are skipped");
  }
  else
  {
    ran = feed->second->play(played, reader, cancel);
    if(ran)
      playedRates.played(played.thread);
    if(!ran && !cancel.load())
      note("Warning: thread " + played.thread + " did not run frame " + std::to_string(frame));
  }
  currentFrame = frame;
  releasePlayed(frame);
  // The reader is used by one thread at a time (frames are played one after the other).
  const std::vector<std::string>& warnings = reader.warnings();
  for(; reportedWarnings < warnings.size(); ++reportedWarnings)
    note("Warning: " + warnings[reportedWarnings]);
  changed();
  return ran;
}

void LogPlayer::releasePlayed(std::size_t frame)
{
  // The pages of what was played go from memory every 64 MB, so that playing through a large
  // log does not keep it resident (they stay in the page cache).
  constexpr std::uint64_t chunk = 64u << 20;
  const std::uint64_t offset = logFile->index().frameOffset(keptRange().first + frame);
  if(offset < releasedUpTo)
    releasedUpTo = offset; // jumped back: from here on
  else if(offset - releasedUpTo >= chunk)
  {
    logFile->releasePages(releasedUpTo, offset);
    releasedUpTo = offset;
  }
}

bool LogPlayer::pace(std::size_t frame)
{
  std::unique_lock lock(stateMutex);
  if(playSpeed == 0)
    return true;
  const double factor = playSpeed;
  LogSync* group = sync;
  lock.unlock();
  std::chrono::steady_clock::time_point due;
  if(group)
  {
    const std::optional<long> relative = relativeTime(frame);
    if(!relative)
      return true;
    due = group->due(*relative, factor);
  }
  else
  {
    const std::optional<unsigned> time = timeOf(frame);
    if(!time)
      return true;
    lock.lock();
    const auto now = std::chrono::steady_clock::now();
    if(!anchorTime || !previousTime || *time < *previousTime || *time - *previousTime > maxGap)
    {
      anchorTime = *time;
      anchorWall = now;
    }
    previousTime = *time;
    due = anchorWall + std::chrono::microseconds(static_cast<long long>(std::llround((*time - *anchorTime) * 1000.0 / factor)));
    lock.unlock();
  }
  lock.lock();
  interrupt = false;
  while(std::chrono::steady_clock::now() < due && !interrupt.load() && !quit && playState == State::playing)
    wake.wait_until(lock, due);
  return !interrupt.load() && !quit && playState == State::playing;
}

void LogPlayer::run()
{
  std::unique_lock lock(stateMutex);
  while(!quit)
  {
    if(playState != State::playing)
    {
      wake.wait(lock);
      continue;
    }
    const std::size_t before = currentFrame.load();
    std::size_t next = before == none ? 0 : before + 1;
    if(next >= last - first)
    {
      if(looping && last > first)
      {
        next = 0;
        anchorTime.reset();
      }
      else
      {
        playState = State::paused;
        changed();
        continue;
      }
    }
    lock.unlock();
    const bool due = pace(next);
    bool played = false;
    if(due)
    {
      std::lock_guard play(playMutex);
      // A navigation command may have moved meanwhile: then go on from there.
      if(currentFrame.load() == before && state() == State::playing)
      {
        deliver(next);
        played = true;
      }
    }
    lock.lock();
    if(played && stopAt)
      if(const auto annotations = annotationsOf.find(next); annotations != annotationsOf.end())
        for(const Annotation& annotation : annotations->second)
          if(stopAt(annotation))
          {
            playState = State::paused;
            messages.push_back("stopped at frame " + std::to_string(next) + ": " + annotation.source + ": " + annotation.text);
            changed();
            break;
          }
  }
}
