/**
 * @file Framework/Robot.cpp
 * Running the threads of threads.cfg: configuring, starting, stopping, module requests.
 */
#include "Framework/Robot.h"
#include "Platform/Time.h"
#include "Streaming/Global.h"
#include "Streaming/InStreams.h"
#include "Streaming/MessageIDs.h"

Robot::Robot(const Settings& settings) : settings(settings) {}

Robot::~Robot()
{
  stop();
}

bool Robot::load(const std::string& fileName, std::vector<std::string>& errors)
{
  File::setSearchPath(settings.searchPath());
  Configuration loaded;
  const bool found = read(fileName, loaded, errors);
  File::setSearchPath({});
  return found && configure(loaded, errors);
}

bool Robot::read(const std::string& fileName, Configuration& configuration, std::vector<std::string>& errors)
{
  InMapFile stream(fileName, InMap::allErrors & ~InMap::missingAttribute, false);
  if(!stream.exists())
  {
    errors = stream.errors();
    if(errors.empty())
      errors.push_back(fileName + ": not found in the configuration search path");
    return false;
  }
  stream >> configuration;
  errors = stream.errors();
  if(errors.empty() && configuration.threads.empty())
    errors.push_back(File::resolve(fileName) + ": no threads configured");
  return errors.empty();
}

bool Robot::check(const Configuration& configuration, const ModuleGraphCreator& graphCreator, std::vector<ExecutionValues>& values,
                  std::vector<std::string>& errors)
{
  errors.clear();
  values.clear();
  const bool graphValid = graphCreator.compute(configuration, nullptr, values, errors);
  for(std::size_t t = 0; t < configuration.threads.size(); ++t)
  {
    const Configuration::Thread& thread = configuration.threads[t];
    const std::string name = thread.name.empty() ? "threads[" + std::to_string(t) + "]" : thread.name;
    if(thread.name.size() > Thread::maxNameLength)
      errors.push_back(name + ": the thread name has " + std::to_string(thread.name.size()) + " characters, Linux keeps only " +
                       std::to_string(Thread::maxNameLength) + "!");
    if(const std::string problem = ExecutionUnit::problem(thread.executionUnit); !problem.empty())
      errors.push_back(name + ": " + problem + "!");
    if(thread.priority > Thread::maxPriority)
      errors.push_back(name + ": priority " + std::to_string(thread.priority) + " is above " + std::to_string(Thread::maxPriority) +
                       ", the highest real-time priority!");
    if(thread.debugSenderSize > 0 && thread.debugSenderInfrastructureSize > thread.debugSenderSize)
      errors.push_back(name + ": debugSenderInfrastructureSize " + std::to_string(thread.debugSenderInfrastructureSize) +
                       " is larger than debugSenderSize " + std::to_string(thread.debugSenderSize) + "!");
  }
  // The modules gave their representations message ids when they were registered; only a full table leaves one without.
  if(graphValid)
    for(const ExecutionValues& threadValues : values)
      for(const ExecutionValues::Provider& provider : threadValues.providers)
        if(MessageIDs::fromName("id" + provider.representation) == undefined)
          errors.push_back(threadValues.thread + ": " + provider.representation + " has no message id: all " +
                           std::to_string(MessageIDs::maxCount) + " ids are taken");
  if(errors.empty())
    return true;
  values.clear();
  return false;
}

bool Robot::configure(const Configuration& newConfiguration, std::vector<std::string>& errors)
{
  if(running)
  {
    errors = {"the robot is running: use requestConfiguration()"};
    return false;
  }
  std::vector<ExecutionValues> values;
  if(!check(newConfiguration, graphCreator, values, errors))
    return false;
  std::vector<std::unique_ptr<ExecutionUnit>> newUnits;
  for(const Configuration::Thread& thread : newConfiguration.threads)
  {
    newUnits.push_back(ExecutionUnit::create(thread.executionUnit));
    if(!newUnits.back()) // a unit that check() accepted cannot be missing, unless its registration changed meanwhile
    {
      errors.push_back(thread.name + ": execution unit " + thread.executionUnit + " could not be created!");
      return false;
    }
  }

  frames.clear();
  configuration = newConfiguration;
  units = std::move(newUnits);
  for(const Configuration::Thread& thread : configuration.threads)
    frames.push_back(std::make_unique<ThreadFrame>(thread));
  for(auto& receiver : frames)
    for(auto& sender : frames)
      if(receiver != sender)
      {
        receiver->addSender(sender->name());
        sender->addReceiver(*receiver);
      }
  for(std::size_t i = 0; i < frames.size(); ++i)
    frames[i]->setExecutionValues(values[i], timestamp);
  return true;
}

bool Robot::start(std::vector<std::string>& warnings)
{
  if(running || frames.empty())
    return !frames.empty();
  std::size_t leader = frames.size();
  if(lockStepRequested)
  {
    std::vector<ThreadFrame*> framePointers;
    std::vector<ExecutionUnit*> unitPointers;
    for(std::size_t i = 0; i < frames.size(); ++i)
    {
      framePointers.push_back(frames[i].get());
      unitPointers.push_back(units[i].get());
    }
    leader = LockStep::findLeader(unitPointers);
    if(leader == frames.size())
    {
      warnings.push_back("lock-step needs a thread whose execution unit leads the simulated instants (LoLA); none of " +
                         std::to_string(frames.size()) + " does");
      return false;
    }
    lockStep = std::make_unique<LockStep>(std::move(framePointers), std::move(unitPointers), leader);
  }
  running = true;
  const std::vector<std::string> searchPath = settings.searchPath();
  for(std::size_t i = 0; i < frames.size(); ++i)
  {
    ThreadFrame* frame = frames[i].get();
    ExecutionUnit* unit = units[i].get();
    LockStep* steps = lockStep.get();
    const bool leads = i == leader;
    auto thread = std::make_unique<Thread>();
    bool first = true;
    const Settings* robotSettings = &settings;
    const std::string warning = thread->start(frame->name(), frame->getConfiguration().priority,
                                              [frame, unit, steps, leads, i, searchPath, robotSettings, first]() mutable {
      if(first)
      {
        File::setSearchPath(searchPath);
        Global::setSettings(robotSettings);
        frame->prepare();
        first = false;
      }
      if(steps && !leads)
        steps->serve(i, std::chrono::milliseconds(100));
      else
      {
        if(!unit->beforeFrame(*frame))
        {
          if(frame->hostWaits())
            frame->serveHost(); // no frame now (no data from its device): the host is answered all the same
        }
        else if(frame->runFrame() && steps)
          steps->runInstant(Time::getCurrentSystemTime());
        unit->afterFrame(*frame);
      }
    });
    if(!warning.empty())
      warnings.push_back(warning);
    threads.push_back(std::move(thread));
  }
  return true;
}

void Robot::stop()
{
  // All threads are asked first and woken, so that they end together.
  if(lockStep)
    lockStep->stop();
  for(auto& thread : threads)
    thread->requestStop();
  for(auto& frame : frames)
    frame->trigger();
  for(auto& thread : threads)
    thread->stop();
  threads.clear();
  lockStep.reset();
  running = false;
}

bool Robot::requestConfiguration(const Configuration& newConfiguration, std::vector<std::string>& errors)
{
  std::lock_guard lock(requestMutex);
  errors.clear();
  if(newConfiguration.threads.size() != configuration.threads.size())
    errors.push_back("the number of threads cannot change at run time (" + std::to_string(configuration.threads.size()) + " configured, " +
                     std::to_string(newConfiguration.threads.size()) + " requested)");
  else
    for(std::size_t i = 0; i < configuration.threads.size(); ++i)
    {
      const Configuration::Thread& now = configuration.threads[i];
      const Configuration::Thread& requested = newConfiguration.threads[i];
      if(requested.name != now.name)
        errors.push_back("thread " + std::to_string(i) + " is " + now.name + ", not " + requested.name);
      else if(requested.executionUnit != now.executionUnit || requested.priority != now.priority ||
              requested.debugReceiverSize != now.debugReceiverSize || requested.debugSenderSize != now.debugSenderSize ||
              requested.debugSenderInfrastructureSize != now.debugSenderInfrastructureSize)
        errors.push_back(now.name + ": only the providers can change at run time, not the execution unit, priority or queue sizes");
    }
  if(!errors.empty())
    return false;
  std::vector<ExecutionValues> values;
  if(!graphCreator.compute(newConfiguration, &configuration, values, errors))
    return false;
  timestamp = (timestamp + 1) % 0xffffffffu; // 0xffffffff marks the initial configuration
  configuration = newConfiguration;
  for(std::size_t i = 0; i < frames.size(); ++i)
    frames[i]->setExecutionValues(values[i], timestamp);
  return true;
}

ThreadFrame* Robot::getThread(const std::string& name)
{
  for(auto& frame : frames)
    if(frame->name() == name)
      return frame.get();
  return nullptr;
}

std::vector<std::string> Robot::takeErrors()
{
  std::vector<std::string> errors;
  for(auto& frame : frames)
  {
    std::vector<std::string> e = frame->takeErrors();
    errors.insert(errors.end(), e.begin(), e.end());
  }
  return errors;
}
