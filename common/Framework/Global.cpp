#include "Framework/Global.h"

thread_local MessageQueue* Global::debugOut = nullptr;
thread_local DebugRequestTable* Global::debugRequestTable = nullptr;
thread_local DebugDataTable* Global::debugDataTable = nullptr;
