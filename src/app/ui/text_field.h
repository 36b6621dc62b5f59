/* A line of text the player types: an invite code, a server's address, a
 * port.  It knows UTF-8 and where the caret is, takes what is typed, pasted
 * or composed by an input method, and keeps to what its kind allows, so a
 * field can only ever hold something that might be right.  No SDL here:
 * the screen that shows the field hands it the commands' text. */
#ifndef ECARTE_APP_UI_TEXT_FIELD_H
#define ECARTE_APP_UI_TEXT_FIELD_H

#include <stdbool.h>
#include <stddef.h>

enum { TEXT_FIELD_MAX = 128 };

typedef enum TextFieldKind {
    FIELD_ADDRESS, /* a host and a port: printable ASCII, no spaces */
    FIELD_PORT,    /* digits */
    FIELD_CODE,    /* an invite code: letters and digits in capitals, one dash */
    FIELD_NAME     /* a player's name: text in any script */
} TextFieldKind;

typedef struct TextField {
    TextFieldKind kind;
    size_t limit;              /* bytes at most, below TEXT_FIELD_MAX */
    char text[TEXT_FIELD_MAX]; /* always UTF-8, always within the kind */
    size_t caret;              /* a byte offset at the start of a character */
    /* What an input method is composing at the caret, not yet typed. */
    char composing[TEXT_FIELD_MAX];
} TextField;

void text_field_init(TextField *field, TextFieldKind kind, size_t limit, const char *text);
/* Typed or pasted text at the caret: what the kind does not allow is left
 * out (a pasted code's spaces, an address's line break).  True when the
 * field changed. */
bool text_field_insert(TextField *field, const char *text);
/* The character before the caret, or after it. */
bool text_field_backspace(TextField *field);
bool text_field_delete(TextField *field);
/* The caret one character left (-1) or right (+1), or to an end. */
bool text_field_move(TextField *field, int by);
bool text_field_home(TextField *field);
bool text_field_end(TextField *field);
void text_field_compose(TextField *field, const char *composing);

#endif
