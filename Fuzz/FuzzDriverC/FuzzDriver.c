// The declaration in include/FuzzDriver.h is all this module holds: the driver is libFuzzer's.
#include "FuzzDriver.h"
