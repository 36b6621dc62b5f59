#include "ui/text_field.h"

#include <string.h>

static bool continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

/* The length of the UTF-8 character at `s`, or 0 when it is not one. */
static size_t char_length(const unsigned char *s, size_t left)
{
    size_t n = s[0] < 0x80 ? 1 : (s[0] & 0xE0) == 0xC0 ? 2 : (s[0] & 0xF0) == 0xE0 ? 3 : (s[0] & 0xF8) == 0xF0 ? 4 : 0;
    if (n == 0 || n > left)
        return 0;
    for (size_t i = 1; i < n; i++)
        if (!continuation(s[i]))
            return 0;
    return n;
}

/* What the kind makes of one typed character (one byte of ASCII), or 0
 * to leave it out.  Codes are read in either case and shown in capitals,
 * as the server reads them. */
static char allowed(TextFieldKind kind, char c)
{
    switch (kind) {
    case FIELD_ADDRESS: return c > ' ' && c < 0x7f ? c : 0;
    case FIELD_PORT: return c >= '0' && c <= '9' ? c : 0;
    case FIELD_CODE:
        if (c >= 'a' && c <= 'z')
            return (char)(c - 'a' + 'A');
        return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ? c : 0;
    case FIELD_NAME: return c >= ' ' && c < 0x7f ? c : 0;
    }
    return 0;
}

/* The ASCII digit for a Devanagari, Arabic-Indic or Eastern Arabic-Indic
 * digit, or 0. */
static char native_digit(const unsigned char *s, size_t n)
{
    unsigned point = n == 2   ? ((s[0] & 0x1Fu) << 6) | (s[1] & 0x3Fu)
                     : n == 3 ? ((s[0] & 0x0Fu) << 12) | ((s[1] & 0x3Fu) << 6) | (s[2] & 0x3Fu)
                              : 0;
    static const unsigned ZEROS[] = {0x0966, 0x0660, 0x06F0};
    for (size_t i = 0; i < sizeof ZEROS / sizeof ZEROS[0]; i++)
        if (point >= ZEROS[i] && point <= ZEROS[i] + 9)
            return (char)('0' + (point - ZEROS[i]));
    return 0;
}

void text_field_init(TextField *field, TextFieldKind kind, size_t limit, const char *text)
{
    memset(field, 0, sizeof *field);
    field->kind = kind;
    field->limit = limit > 0 && limit < TEXT_FIELD_MAX ? limit : TEXT_FIELD_MAX - 1;
    text_field_insert(field, text ? text : "");
}

bool text_field_insert(TextField *field, const char *text)
{
    const unsigned char *s = (const unsigned char *)text;
    size_t left = strlen(text);
    bool changed = false;
    while (left > 0) {
        size_t n = char_length(s, left);
        if (n == 0) { /* not UTF-8: skip the byte */
            s++;
            left--;
            continue;
        }
        size_t length = strlen(field->text);
        /* A name takes every script, whole characters at a time; what is
         * not text is left out when the name is taken (ecarte/name.h). */
        if (field->kind == FIELD_NAME && n > 1) {
            if (length + n <= field->limit) {
                memmove(field->text + field->caret + n, field->text + field->caret, length - field->caret + 1);
                memcpy(field->text + field->caret, s, n);
                field->caret += n;
                changed = true;
            }
            s += n;
            left -= n;
            continue;
        }
        /* The other kinds hold ASCII alone; a digit of another script (a
         * Marathi or Sindhi keyboard's) is read as the digit it is. */
        char c = allowed(field->kind, n == 1 ? (char)s[0] : native_digit(s, n));
        if (c && length + 1 <= field->limit) {
            memmove(field->text + field->caret + 1, field->text + field->caret, length - field->caret + 1);
            field->text[field->caret++] = c;
            changed = true;
        }
        s += n;
        left -= n;
    }
    return changed;
}

static size_t previous(const TextField *field, size_t at)
{
    while (at > 0 && continuation((unsigned char)field->text[--at]))
        ;
    return at;
}

static size_t next(const TextField *field, size_t at)
{
    size_t length = strlen(field->text);
    if (at >= length)
        return length;
    at++;
    while (at < length && continuation((unsigned char)field->text[at]))
        at++;
    return at;
}

static void cut(TextField *field, size_t from, size_t to)
{
    memmove(field->text + from, field->text + to, strlen(field->text + to) + 1);
    field->caret = from;
}

bool text_field_backspace(TextField *field)
{
    if (field->caret == 0)
        return false;
    cut(field, previous(field, field->caret), field->caret);
    return true;
}

bool text_field_delete(TextField *field)
{
    size_t to = next(field, field->caret);
    if (to == field->caret)
        return false;
    cut(field, field->caret, to);
    return true;
}

bool text_field_move(TextField *field, int by)
{
    size_t was = field->caret;
    field->caret = by < 0 ? previous(field, field->caret) : next(field, field->caret);
    return field->caret != was;
}

bool text_field_home(TextField *field)
{
    size_t was = field->caret;
    field->caret = 0;
    return was != 0;
}

bool text_field_end(TextField *field)
{
    size_t was = field->caret;
    field->caret = strlen(field->text);
    return was != field->caret;
}

void text_field_compose(TextField *field, const char *composing)
{
    size_t n = strlen(composing);
    if (n >= sizeof field->composing)
        n = sizeof field->composing - 1;
    /* Never cut a character in two. */
    while (n > 0 && continuation((unsigned char)composing[n]))
        n--;
    memcpy(field->composing, composing, n);
    field->composing[n] = '\0';
}
