#include "second.h"
#include "first.h"
int second(void) { return first() - 1; }
