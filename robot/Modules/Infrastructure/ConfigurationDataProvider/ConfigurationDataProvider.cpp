/**
 * @file Modules/Infrastructure/ConfigurationDataProvider/ConfigurationDataProvider.cpp
 * Reading the configuration representations from their files.
 */
#include "Modules/Infrastructure/ConfigurationDataProvider/ConfigurationDataProvider.h"

MAKE_MODULE(ConfigurationDataProvider);

void ConfigurationDataProvider::provide(Streamable& representation, const char* fileName)
{
  if(loaded.insert(&representation).second)
    Module::loadParameters(representation, "ConfigurationDataProvider", fileName);
}
