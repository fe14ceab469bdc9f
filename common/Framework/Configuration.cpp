/**
 * @file Framework/Configuration.cpp
 * Looking up threads and providers in a Configuration (threads.cfg).
 */
#include "Framework/Configuration.h"

const Configuration::RepresentationProvider* Configuration::Thread::find(const std::string& representationName) const
{
  for(const RepresentationProvider& provider : representationProviders)
    if(provider.representation == representationName)
      return &provider;
  return nullptr;
}

const Configuration::Thread* Configuration::find(const std::string& threadName) const
{
  for(const Thread& thread : threads)
    if(thread.name == threadName)
      return &thread;
  return nullptr;
}

Configuration::Thread* Configuration::find(const std::string& threadName)
{
  for(Thread& thread : threads)
    if(thread.name == threadName)
      return &thread;
  return nullptr;
}
