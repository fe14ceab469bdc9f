/**
 * @file Logging/Logger.cpp
 * The online logger: the threads' recorders, the buffer pool, the controller, the writer thread.
 */
#include "Logging/Logger.h"
#include "Debugging/TimingManager.h"
#include "Framework/Blackboard.h"
#include "Framework/Robot.h"
#include "Logging/DroppedFrames.h"
#include "Platform/File.h"
#include "Streaming/InMap.h"
#include <algorithm>
#include <array>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstdio>
#include <cstring>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace
{
  /** The message that records dropped frames has an id of its own, named like a representation. */
  const bool droppedFramesIdAdded = (MessageIDs::add("idDroppedFrames"), true);

  /** Bytes at the top of each buffer kept for idFrameFinished. */
  constexpr std::size_t protectedBytes = 256;
  /** The writer hands at most this many bytes to one system call. */
  constexpr std::size_t maxBatchBytes = std::size_t(16) << 20;

  /** The memory available for new allocations (MemAvailable of /proc/meminfo), 0 if unknown. */
  std::uint64_t availableMemory()
  {
    std::FILE* file = std::fopen("/proc/meminfo", "r");
    if(!file)
      return 0;
    char line[128];
    unsigned long long kilobytes = 0;
    while(std::fgets(line, sizeof(line), file))
      if(std::sscanf(line, "MemAvailable: %llu kB", &kilobytes) == 1)
        break;
    std::fclose(file);
    return static_cast<std::uint64_t>(kilobytes) * 1024;
  }

  /** A relative directory of logger.cfg is in the home directory of the user. */
  std::string inHome(const std::string& directory)
  {
    if(directory.empty() || directory.front() == '/')
      return directory;
    const char* home = std::getenv("HOME");
    std::string base = home && *home == '/' ? home : "/";
    if(!base.ends_with('/'))
      base += '/';
    return base + directory;
  }

  /** Whether a file system is mounted on a directory (it is on another device than its parent). */
  bool isMountPoint(const std::string& directory)
  {
    struct stat self{}, parent{};
    return ::stat(directory.c_str(), &self) == 0 && S_ISDIR(self.st_mode) && ::stat((directory + "/..").c_str(), &parent) == 0 &&
           (self.st_dev != parent.st_dev || self.st_ino == parent.st_ino);
  }
}

/**
 * The recording side of one thread: what it logs (message ids and blackboard entries, looked
 * up again whenever the blackboard changes), its dropped frames, and what it tells the writer
 * about through atomics (the writer turns them into messages).
 */
class Logger::Recorder : public FrameRecorder
{
public:
  struct Representation
  {
    std::string name;
    MessageID id = undefined;
    const Streamable* data = nullptr;
  };

  Recorder(Logger& logger, const std::string& thread, const std::vector<Representation>& logged, bool controls)
    : thread(thread), missing(std::make_unique<std::atomic<bool>[]>(logged.size())), reportedMissing(logged.size(), false),
      logger(logger), representations(logged), controls(controls) {}

  bool isRecording() const override { return !representations.empty() && logger.active.load(std::memory_order_relaxed); }
  void recordFrame(const Blackboard& blackboard, ThreadDebugging& debugging) override;

  const std::vector<Representation>& getRepresentations() const { return representations; }

  const std::string thread;
  std::atomic<std::uint64_t> dropped{0};   ///< Frames of this thread dropped so far.
  std::atomic<bool> dropping{false};       ///< A frame was dropped since the writer last looked.
  std::array<std::atomic<std::uint64_t>, 4> oversized{}; ///< Bits of the ids that did not fit into a buffer.
  std::unique_ptr<std::atomic<bool>[]> missing;          ///< Per representation: not in the blackboard.

  // The writer's own.
  std::array<std::uint64_t, 4> reportedOversized{};
  std::vector<bool> reportedMissing;
  std::uint64_t droppedBefore = 0; ///< Frames dropped before the current log.

private:
  /** Finds the representations in the blackboard. */
  void resolve(const Blackboard& blackboard);

  Logger& logger;
  std::vector<Representation> representations;
  const bool controls;
  unsigned blackboardVersion = ~0u;
  unsigned droppedSinceLogged = 0;
  unsigned firstDroppedTime = 0;
  std::size_t nextName = 0;          ///< The logger's own round-robin of the stopwatch names.
  unsigned short loggerWatch = TimingManager::noWatch;
};

void Logger::Recorder::resolve(const Blackboard& blackboard)
{
  blackboardVersion = blackboard.version();
  for(std::size_t i = 0; i < representations.size(); ++i)
  {
    Representation& representation = representations[i];
    representation.data = blackboard.exists(representation.name) ? &blackboard[representation.name] : nullptr;
    if(!representation.data)
      missing[i].store(true, std::memory_order_relaxed);
  }
}

void Logger::Recorder::recordFrame(const Blackboard& blackboard, ThreadDebugging& debugging)
{
  TimingManager& timing = debugging.timing();
  if(loggerWatch == TimingManager::noWatch && !representations.empty())
    loggerWatch = timing.getId("Logger"); // in the first frame: the name is allocated once
  if(controls)
    logger.control();
  if(representations.empty())
  {
    debugging.annotations().clearCollected();
    return;
  }
  if(!logger.active.load(std::memory_order_acquire))
  {
    // While the logger waits for the game to start, the annotations wait with it. Frames dropped
    // at the end of the last log belong to that log, not to the next one.
    if(logger.state.load(std::memory_order_relaxed) != State::waiting)
      debugging.annotations().clearCollected();
    droppedSinceLogged = 0;
    return;
  }
  // The logger's own time is taken from the steady clock, which costs no system call (the
  // frame does not wait in between, so it is the CPU time it takes).
  const auto start = std::chrono::steady_clock::now();
  const std::uint32_t index = logger.freeBuffers->pop();
  if(index == IndexStack::none)
  {
    if(droppedSinceLogged++ == 0)
      firstDroppedTime = timing.getFrameStartTime();
    dropped.fetch_add(1, std::memory_order_relaxed);
    logger.droppedTotal.fetch_add(1, std::memory_order_relaxed);
    dropping.store(true, std::memory_order_relaxed);
    return;
  }

  MessageQueue& queue = logger.buffers[index];
  queue.clear();
  queue.out.bin << thread;
  queue.out.finishMessage(idFrameBegin);
  if(droppedSinceLogged > 0)
  {
    DroppedFrames droppedFrames;
    droppedFrames.frames = droppedSinceLogged;
    droppedFrames.sinceTime = firstDroppedTime;
    queue.out.bin << droppedFrames;
    if(queue.out.finishMessage(logger.droppedFramesId))
      droppedSinceLogged = 0;
  }
  if(blackboard.version() != blackboardVersion)
    resolve(blackboard);
  for(const Representation& representation : representations)
    if(representation.data)
    {
      queue.out.bin << *representation.data;
      if(!queue.out.finishMessage(representation.id))
        oversized[representation.id / 64].fetch_or(std::uint64_t(1) << (representation.id % 64), std::memory_order_relaxed);
    }
  debugging.annotations().takeCollected(queue);
  timing.addTime(loggerWatch, std::chrono::steady_clock::now() - start);
  timing.writeStopwatchData(queue.out.bin, nextName);
  queue.out.finishMessage(idStopwatch);
  queue.out.bin << thread;
  if(!queue.out.finishMessage(idFrameFinished))
  {
    logger.freeBuffers->push(index); // cannot happen: the marker has the protected bytes
    return;
  }
  logger.filledBuffers->push(index);
  // The writer is woken for a batch of frames, not for each one: it writes the others when it
  // wakes up by itself (writerPeriod). That spares the threads a system call per frame.
  if(logger.unannounced.fetch_add(1, std::memory_order_relaxed) + 1 == logger.wakeBatch)
    logger.wake.post();
}

Logger::Logger(const Settings& settings) : searchPath(settings.searchPath())
{
  logSettings.headName = settings.headName;
  logSettings.bodyName = settings.bodyName;
  logSettings.playerNumber = settings.playerNumber;
  logSettings.location = settings.location;
  logSettings.scenario = settings.scenario;
  static_cast<void>(droppedFramesIdAdded);
}

Logger::~Logger()
{
  stop();
}

void Logger::setDefaultMaxMemory(unsigned megabytes, const std::string& reason)
{
  defaultMaxMemory = megabytes;
  defaultMaxMemoryReason = reason;
}

bool Logger::loadParameters(Parameters& loaded, std::vector<std::string>& errors) const
{
  const std::vector<std::string> previous = File::getSearchPath();
  File::setSearchPath(searchPath);
  InMapFile stream("logger.cfg", InMap::allErrors, false);
  File::setSearchPath(previous);
  if(!stream.exists())
  {
    errors.push_back("Logger: " + (stream.errors().empty() ? std::string("logger.cfg not found in the configuration search path")
                                                            : stream.errors().front()) +
                     "; nothing is logged");
    return false;
  }
  stream >> loaded;
  if(!stream.errors().empty())
  {
    for(const std::string& error : stream.errors())
      errors.push_back("Logger: " + error);
    errors.push_back("Logger: logger.cfg has errors; nothing is logged");
    return false;
  }
  return true;
}

bool Logger::start(const Parameters& newParameters, Robot& robotToLog, LoggingController* logController, const std::string& controllerThread,
                   std::vector<std::string>& errors)
{
  stop();
  parameters = newParameters;
  controller = logController;
  if(!parameters.enabled)
  {
    message("Logger: disabled (enabled = false in logger.cfg)");
    return false;
  }
  droppedFramesId = MessageIDs::fromName("idDroppedFrames");
  if(parameters.numOfBuffers < 2 || parameters.numOfBuffers > (1u << 24))
  {
    errors.push_back("Logger: numOfBuffers must be 2 ... 16777216, not " + std::to_string(parameters.numOfBuffers) + "; nothing is logged");
    return false;
  }
  if(parameters.sizeOfBuffer < 4096)
  {
    errors.push_back("Logger: sizeOfBuffer must be at least 4096 bytes, not " + std::to_string(parameters.sizeOfBuffer) + "; nothing is logged");
    return false;
  }

  // What each thread logs, checked against the threads and what they provide.
  const Configuration& configuration = robotToLog.getConfiguration();
  std::vector<std::vector<Recorder::Representation>> perThread(robotToLog.getThreads().size());
  for(const Parameters::ThreadRepresentations& entry : parameters.representationsPerThread)
  {
    const auto frame = std::find_if(robotToLog.getThreads().begin(), robotToLog.getThreads().end(),
                                    [&](const auto& thread) { return thread->name() == entry.thread; });
    if(frame == robotToLog.getThreads().end())
    {
      errors.push_back("Logger: Thread " + entry.thread + " not found");
      continue;
    }
    const Configuration::Thread* thread = configuration.find(entry.thread);
    std::vector<Recorder::Representation>& representations = perThread[static_cast<std::size_t>(frame - robotToLog.getThreads().begin())];
    for(const std::string& name : entry.representations)
    {
      const bool provided = thread && std::any_of(thread->representationProviders.begin(), thread->representationProviders.end(),
                                                  [&](const auto& provider) { return provider.representation == name; });
      const MessageID id = MessageIDs::fromName("id" + name);
      if(std::find(configuration.defaultRepresentations.begin(), configuration.defaultRepresentations.end(), name) !=
         configuration.defaultRepresentations.end())
        errors.push_back("Logger: Thread " + entry.thread + " should not log default representation " + name);
      else if(!provided && std::find(parameters.loggablePerThread.begin(), parameters.loggablePerThread.end(), name) ==
                             parameters.loggablePerThread.end())
        errors.push_back("Logger: Thread " + entry.thread + " does not contain representation " + name);
      else if(id == undefined || !MessageIDs::isData(id))
        errors.push_back("Logger: Representation " + name + " does not have a message id");
      else if(std::none_of(representations.begin(), representations.end(), [&](const auto& r) { return r.id == id; }))
        representations.push_back({name, id, nullptr});
    }
  }

  // The directory: the USB stick's if one is mounted, else path.
  directory = inHome(parameters.path);
  if(!parameters.usbPath.empty())
  {
    std::string usb = inHome(parameters.usbPath);
    while(usb.size() > 1 && usb.ends_with('/'))
      usb.pop_back();
    const std::size_t slash = usb.rfind('/');
    const std::string mount = slash == std::string::npos || slash == 0 ? std::string("/") : usb.substr(0, slash);
    if(mount != "/" && isMountPoint(mount) && (::mkdir(usb.c_str(), 0755) == 0 || errno == EEXIST))
      directory = usb;
  }
  struct stat info{};
  if(::stat(directory.c_str(), &info) != 0 || !S_ISDIR(info.st_mode))
  {
    errors.push_back("Logger: the log directory " + directory + " does not exist (path in logger.cfg); nothing is logged");
    directory.clear();
    return false;
  }
  if(::access(directory.c_str(), W_OK) != 0)
  {
    errors.push_back("Logger: the log directory " + directory + " is not writable (" + std::strerror(errno) + "); nothing is logged");
    directory.clear();
    return false;
  }

  // The pool: at most maxMemory (or the machine's default). More than the memory available
  // would make the kernel kill a process when the buffers are touched.
  const unsigned maxMemory = parameters.maxMemory ? parameters.maxMemory : defaultMaxMemory;
  std::string limited;
  if(maxMemory > 0 && std::uint64_t(parameters.numOfBuffers) * parameters.sizeOfBuffer > std::uint64_t(maxMemory) * 1000000)
  {
    const unsigned fitting = static_cast<unsigned>(std::uint64_t(maxMemory) * 1000000 / parameters.sizeOfBuffer);
    if(fitting < 2)
    {
      errors.push_back("Logger: maxMemory " + std::to_string(maxMemory) + " MB holds fewer than 2 buffers of " +
                       std::to_string(parameters.sizeOfBuffer) + " bytes; nothing is logged");
      directory.clear();
      return false;
    }
    limited = ", at most " + std::to_string(maxMemory) + " MB" +
              (parameters.maxMemory ? std::string(" (maxMemory)") : " (" + defaultMaxMemoryReason + ")") + " instead of " +
              std::to_string(parameters.numOfBuffers) + " buffers";
    parameters.numOfBuffers = fitting;
  }
  memorySize = std::size_t(parameters.numOfBuffers) * parameters.sizeOfBuffer;
  if(const std::uint64_t available = availableMemory(); available > 0 && memorySize > available / 10 * 9)
  {
    errors.push_back("Logger: " + std::to_string(parameters.numOfBuffers) + " buffers of " + std::to_string(parameters.sizeOfBuffer) +
                     " bytes need " + OnlineLogFile::megabytes(memorySize) + ", but only " + OnlineLogFile::megabytes(available) +
                     " of memory are available; nothing is logged");
    memorySize = 0;
    directory.clear();
    return false;
  }
  void* pool = ::mmap(nullptr, memorySize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if(pool == MAP_FAILED)
  {
    errors.push_back("Logger: cannot allocate " + OnlineLogFile::megabytes(memorySize) + " for " + std::to_string(parameters.numOfBuffers) + " buffers of " +
                     std::to_string(parameters.sizeOfBuffer) + " bytes (" + std::strerror(errno) + "); nothing is logged");
    memorySize = 0;
    directory.clear();
    return false;
  }
  // Frames in a core dump are of no use (the log has them), and gigabytes of them made a crashed
  // robot code write its core dump for seconds.
  if(::madvise(pool, memorySize, MADV_DONTDUMP) != 0)
    message(std::string("Logger: the buffers are not left out of core dumps (madvise: ") + std::strerror(errno) + ")");
  // The buffers taken first are touched now, so that the threads do not wait for the kernel to
  // provide their pages; the others, used only when the writer falls behind, when first used.
  const std::size_t touched = std::size_t(std::min(parameters.numOfBuffers, touchedBuffers)) * parameters.sizeOfBuffer;
  const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
  for(std::size_t offset = 0; offset < touched; offset += page)
    static_cast<volatile char*>(pool)[offset] = 0;
  memory = static_cast<char*>(pool);
  buffers = std::make_unique<MessageQueue[]>(parameters.numOfBuffers);
  freeBuffers = std::make_unique<IndexStack>(parameters.numOfBuffers);
  for(std::uint32_t i = parameters.numOfBuffers; i-- > 0;)
  {
    buffers[i].useMemory(memory + std::size_t(i) * parameters.sizeOfBuffer, parameters.sizeOfBuffer, protectedBytes);
    freeBuffers->push(i);
  }
  // Every buffer at most once, plus one end of a log per start of one.
  filledBuffers = std::make_unique<IndexQueue>(std::size_t(2) * parameters.numOfBuffers + 2);
  wakeBatch = std::clamp<unsigned>(parameters.numOfBuffers / 4, 1, 64);
  batch.reserve(IOV_MAX);
  batchBuffers.reserve(IOV_MAX);

  const std::string& controlling = controllerThread.empty() ? robotToLog.getThreads().front()->name() : controllerThread;
  for(std::size_t i = 0; i < robotToLog.getThreads().size(); ++i)
  {
    ThreadFrame& frame = *robotToLog.getThreads()[i];
    if(perThread[i].empty() && frame.name() != controlling)
      continue;
    auto recorder = std::make_unique<Recorder>(*this, frame.name(), perThread[i], frame.name() == controlling);
    frame.setRecorder(recorder.get());
    recorders.push_back(std::move(recorder));
  }

  robot = &robotToLog;
  stopping = false;
  state = State::waiting;
  running = this;
  const std::string warning = writer.start("Logger", parameters.writePriority, [this] { write(); });
  if(!warning.empty())
    message("Logger: " + warning);
  message("Logger: logs go to " + directory + " (" + std::to_string(parameters.numOfBuffers) + " buffers of " +
          std::to_string(parameters.sizeOfBuffer) + " bytes" + limited + (parameters.alwaysLog ? ", always" : "") + ")");
  return true;
}

void Logger::control()
{
  const State now = state.load(std::memory_order_acquire);
  if(now == State::off)
    return;
  if(now == State::stopped)
  {
    active.store(false, std::memory_order_release);
    return;
  }
  const bool controllerWants = controller && controller->shouldLog();
  const bool log = parameters.alwaysLog || controllerWants;
  const bool logging = active.load(std::memory_order_relaxed);
  if(log && !logging)
  {
    // The new file's description travels with the frames, so that it comes before them.
    const std::uint32_t index = freeBuffers->pop();
    if(index == IndexStack::none)
      return; // tried again in the next frame
    MessageQueue& queue = buffers[index];
    queue.clear();
    const std::string_view description = controller ? controller->getDescription() : std::string_view("Testing");
    queue.out.bin.write(description.data(), std::min<std::size_t>(description.size(), 200));
    queue.out.finishMessage(undefined);
    filledBuffers->push(index);
    active.store(true, std::memory_order_release);
    wake.post();
  }
  else if(!log && logging)
  {
    active.store(false, std::memory_order_release);
    filledBuffers->push(stopEntry);
    wake.post();
  }
}

void Logger::stop()
{
  if(!memory)
    return;
  if(active.exchange(false))
    filledBuffers->push(stopEntry);
  stopping = true;
  writer.requestStop();
  wake.post();
  writer.stop();
  // The threads have ended: what they handed over last is written here.
  write();
  if(file.isOpen())
  {
    bool open = true;
    closeFile(open);
  }
  if(running.load() == this)
    running = nullptr;
  for(const auto& frame : robot->getThreads())
    frame->setRecorder(nullptr);
  recorders.clear();
  buffers.reset();
  freeBuffers.reset();
  filledBuffers.reset();
  ::munmap(memory, memorySize);
  memory = nullptr;
  memorySize = 0;
  if(state.load() != State::stopped)
    state = State::off;
}

void Logger::release(std::uint32_t buffer)
{
  freeBuffers->push(buffer);
}

void Logger::write()
{
  if(!stopping)
    wake.wait(writerPeriod);
  unannounced.store(0, std::memory_order_relaxed);
  bool fileOpen = file.isOpen();
  std::size_t bytes = 0;
  std::uint32_t entry;
  while(filledBuffers->pop(entry))
  {
    if(entry == stopEntry)
    {
      flush(fileOpen);
      bytes = 0;
      closeFile(fileOpen);
      continue;
    }
    const MessageQueue& queue = buffers[entry];
    if(queue.empty() || (*queue.begin()).id() == undefined)
    {
      flush(fileOpen);
      bytes = 0;
      openFile(entry, fileOpen);
      continue;
    }
    if(!fileOpen)
    {
      release(entry);
      continue;
    }
    batch.push_back({const_cast<char*>(queue.data()), queue.size()});
    batchBuffers.push_back(entry);
    bytes += queue.size();
    if(batch.size() >= IOV_MAX || bytes >= maxBatchBytes)
    {
      flush(fileOpen);
      bytes = 0;
    }
  }
  flush(fileOpen);
  report();
}

void Logger::flush(bool& fileOpen)
{
  if(batch.empty())
    return;
  std::string error;
  if(fileOpen && !file.write(batch.data(), batch.size(), error))
  {
    const bool space = file.failure() == OnlineLogFile::Failure::space;
    state = State::stopped;
    active = false;
    message("Logger: " + error + (space ? "; no room for the log" : "") + "; logging stopped for the rest of this run");
    closeFile(fileOpen);
  }
  for(std::uint32_t buffer : batchBuffers)
    release(buffer);
  batch.clear();
  batchBuffers.clear();
}

void Logger::openFile(std::uint32_t buffer, bool& fileOpen)
{
  const MessageQueue& queue = buffers[buffer];
  const std::string description = queue.empty() ? std::string("Testing") : std::string((*queue.begin()).data(), (*queue.begin()).size());
  release(buffer);
  if(fileOpen)
    closeFile(fileOpen);
  if(state.load() == State::stopped)
    return;
  std::string error;
  if(!file.open(directory, LoggingTools::createName(logSettings, description.empty() ? "Testing" : description), logSettings,
                std::uint64_t(parameters.minFreeDriveSpace) << 20, error))
  {
    state = State::stopped;
    active = false;
    message("Logger: " + error + "; logging stopped for the rest of this run");
    return;
  }
  fileOpen = true;
  droppedInFile = 0;
  {
    std::lock_guard lock(messageMutex);
    files.push_back(file.path());
  }
  state = State::logging;
  message("Logger: logging into " + file.path());
}

void Logger::closeFile(bool& fileOpen)
{
  if(!fileOpen)
    return;
  report();
  std::string dropped;
  std::uint64_t droppedFrames = 0;
  // Frames are only dropped while a log is being written, also before the writer opened it:
  // those of this log are the ones since the previous log was closed.
  for(auto& recorder : recorders)
  {
    const std::uint64_t total = recorder->dropped.load(std::memory_order_relaxed);
    if(const std::uint64_t count = total - recorder->droppedBefore; count > 0)
    {
      dropped += (dropped.empty() ? "" : ", ") + recorder->thread + " " + std::to_string(count);
      droppedFrames += count;
    }
    recorder->droppedBefore = total;
  }
  std::string error;
  const bool closed = file.close(error);
  fileOpen = false;
  message("Logger: log file written: " + file.path() + " (" + std::to_string(file.frameCount()) + " frames, " + OnlineLogFile::megabytes(file.dataSize()) +
          (droppedFrames ? ", " + std::to_string(droppedFrames) + " frames dropped: " + dropped : std::string()) + ")" +
          (closed ? std::string() : "; closing it failed: " + error));
  if(state.load() == State::logging)
    state = State::waiting;
}

void Logger::report()
{
  for(auto& recorder : recorders)
  {
    for(std::size_t i = 0; i < recorder->getRepresentations().size(); ++i)
      if(!recorder->reportedMissing[i] && recorder->missing[i].load(std::memory_order_relaxed))
      {
        recorder->reportedMissing[i] = true;
        message("Logger: " + recorder->thread + ": " + recorder->getRepresentations()[i].name +
                " is not in the thread's blackboard (no module of the thread uses it); it is not logged");
      }
    if(recorder->dropping.exchange(false, std::memory_order_relaxed) && droppedInFile++ == 0)
      message("Logger: no free buffer (" + std::to_string(parameters.numOfBuffers) + " of " + std::to_string(parameters.sizeOfBuffer) +
              " bytes): frames are dropped, first of thread " + recorder->thread +
              "; the log records how many (idDroppedFrames)");
    for(std::size_t word = 0; word < recorder->oversized.size(); ++word)
      if(const std::uint64_t bits = recorder->oversized[word].load(std::memory_order_relaxed) & ~recorder->reportedOversized[word])
      {
        recorder->reportedOversized[word] |= bits;
        for(unsigned bit = 0; bit < 64; ++bit)
          if(bits & (std::uint64_t(1) << bit))
          {
            const std::string name = MessageIDs::representation(static_cast<MessageID>(word * 64 + bit));
            message("Logger: " + recorder->thread + ": " + name + " does not fit into a buffer of " +
                    std::to_string(parameters.sizeOfBuffer) + " bytes (sizeOfBuffer); it is not logged");
          }
      }
  }
}

void Logger::message(const std::string& text)
{
  std::lock_guard lock(messageMutex);
  if(messages.size() < 1000)
    messages.push_back(text);
}

std::vector<std::string> Logger::takeMessages()
{
  std::lock_guard lock(messageMutex);
  std::vector<std::string> taken;
  taken.swap(messages);
  return taken;
}

std::vector<std::string> Logger::getFiles() const
{
  std::lock_guard lock(messageMutex);
  return files;
}
