/* The one place where what the screens ask for is carried out. */
#ifndef ECARTE_APP_APP_APPLY_H
#define ECARTE_APP_APP_APPLY_H

#include "app_internal.h"

/* Carries out what screen number `asker` of the stack wants. */
void app_apply(App *app, const Intent *intent, int asker);

#endif
