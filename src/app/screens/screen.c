#include "screens/screen.h"

#include <stdio.h>
#include <string.h>

#include "i18n/strings.h"
#include "speech/announcer.h"

bool screen_key_is_global(CommandKey key)
{
    return key == CK_HELP || key == CK_FULLSCREEN || key == CK_FOUR_COLOUR || key == CK_SPEED || key == CK_MUTE ||
           key == CK_PICTURE || key == CK_SPEECH_REPEAT || key == CK_SPEECH_SITUATION;
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

void screen_words_add(char *out, size_t size, const char *sentence)
{
    size_t used = strlen(out);
    if (!sentence[0] || used + 1 >= size)
        return;
    char ended[SCREEN_ABOUT_MAX];
    if (!announcer_ends_sentence(sentence, strlen(sentence))) {
        str_format(ended, sizeof ended, STR_SPK_PANEL, sentence, NULL, NULL);
        sentence = ended;
    }
    snprintf(out + used, size - used, "%s%s", used ? " " : "", sentence);
}

void screen_words_panel(ScreenWords *out, int title, int keys)
{
    screen_words_add(out->about, sizeof out->about, str_get((StringId)title));
    if (keys >= 0)
        screen_words_add(out->about, sizeof out->about, str_get((StringId)keys));
}

void screen_words_button(ScreenWords *out, const char *label, bool on)
{
    str_format(out->focus, sizeof out->focus, on ? STR_SPK_BUTTON_ON : STR_SPK_BUTTON, label, NULL, NULL);
}

void screen_words_item(ScreenWords *out, const char *label, int index, int count)
{
    char place[16], total[16];
    snprintf(place, sizeof place, "%d", index + 1);
    snprintf(total, sizeof total, "%d", count);
    str_format(out->focus, sizeof out->focus, STR_SPK_ITEM, label, place, total);
}
