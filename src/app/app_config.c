#include "app_config.h"

#include <string.h>

void app_config_defaults(AppConfig *config)
{
    memset(config, 0, sizeof *config);
    config->preset = PRESET_STANDARD;
    config->level = AI_NORMAL;
    config->width = 1280;
    config->height = 800;
    config->speed = SPEED_NORMAL;
    config->pace_min_ms = 400;
    config->pace_max_ms = 700;
    config->renderer = RENDERER_AUTO;
    config->review_deepens = true;
}
