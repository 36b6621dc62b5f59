/* A game controller's buttons drawn as small caps, the way each family
 * prints them: Xbox's coloured letters, PlayStation's four shapes (drawn,
 * not taken from a font that may lack them), Nintendo's plain letters,
 * and each family's Back button. */
#ifndef ECARTE_APP_RENDER_PAD_CAPS_H
#define ECARTE_APP_RENDER_PAD_CAPS_H

#include "render/gfx.h"
#include "ui/buttons.h"
#include "ui/ui_state.h"

/* The cap of `pad` astride the top right corner of `button`, where the
 * keyboard's key cap goes. */
void pad_caps_draw(const Gfx *gfx, Rect button, CapStyle style, PadButton pad);
Rect pad_caps_rect(const Gfx *gfx, Rect button, PadButton pad);

#endif
