#include "Framework/Global.h"

thread_local MessageQueue* Global::debugOut = nullptr;
