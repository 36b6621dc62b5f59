#include "first.h"
#include "second.h"
int first(void) { return second() + 1; }
