#include "screens/screen.h"

#include <string.h>

bool screen_key_is_global(CommandKey key)
{
    return key == CK_HELP || key == CK_FULLSCREEN || key == CK_FOUR_COLOUR || key == CK_SPEED || key == CK_MUTE ||
           key == CK_SPEECH_REPEAT || key == CK_SPEECH_SITUATION;
}

Intent intent_of(IntentType type)
{
    Intent intent;
    memset(&intent, 0, sizeof intent);
    intent.type = type;
    intent.card = CARD_NONE;
    return intent;
}

Intent intent_open(ScreenId id, int argument)
{
    Intent intent = intent_of(INTENT_OPEN);
    intent.arg = (int)id;
    intent.step = argument;
    return intent;
}

Intent intent_act(Action action)
{
    Intent intent = intent_of(INTENT_ACT);
    intent.action = action;
    return intent;
}
