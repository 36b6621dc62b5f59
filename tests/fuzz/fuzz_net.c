/* What a network peer sends, read as the server and the clients read it:
 * the bytes are split into lines (in pieces whose sizes the input's first
 * byte chooses, as a socket may deliver them), each line is read as a
 * request, and as a seat's view.  No line may pass the limit or hold a
 * newline; a request read has every field in range, a refusal a reason and
 * a sentence in UTF-8; a view read writes back to JSON that reads as the
 * same view. */
#include <jansson.h>
#include <string.h>

#include "ecarte/net_lines.h"
#include "ecarte/net_request.h"
#include "ecarte/net_view.h"
#include "fuzz_support.h"

enum { LINE_LIMIT = 4096 };

static void check_request(const NetRequest *request)
{
    if ((unsigned)request->type > NET_REQUEST_LEAVE)
        fuzz_abort("a request of no type was read", NULL);
    if (request->has_id && (request->id < 0 || request->id > (int64_t)1 << 53))
        fuzz_abort("an id out of range was read", NULL);
    char again[NET_CODE_TEXT];
    switch (request->type) {
    case NET_REQUEST_HELLO:
        if (request->protocol != NET_PROTOCOL_VERSION || strlen(request->name) > NET_NAME_MAX)
            fuzz_abort("a hello out of range was read", request->name);
        break;
    case NET_REQUEST_CREATE:
        if (!options_are_valid(&request->options))
            fuzz_abort("rules that make no game were read", NULL);
        break;
    case NET_REQUEST_JOIN:
    case NET_REQUEST_WATCH:
        if (!net_invite_normalize(request->code, strlen(request->code), again) || strcmp(again, request->code) != 0)
            fuzz_abort("a code not in its canonical form was read", request->code);
        break;
    case NET_REQUEST_RESUME:
        if (strlen(request->token) != 2 * NET_TOKEN_BYTES || strspn(request->token, "0123456789abcdef") != 32)
            fuzz_abort("a token not in lower-case hex was read", request->token);
        break;
    case NET_REQUEST_ACT: {
        char text[ACTION_TEXT_MAX];
        Action back;
        size_t at, length;
        action_format(request->action, text);
        if (action_parse(text, strlen(text), &back, &at, &length) != ACTION_PARSE_OK ||
            !action_equal(back, request->action))
            fuzz_abort("an action that does not write back was read", text);
        break;
    }
    case NET_REQUEST_SAY:
        if (!net_phrase_name(request->phrase))
            fuzz_abort("a phrase out of the list was read", NULL);
        break;
    case NET_REQUEST_CLAIM:
    case NET_REQUEST_PING:
    case NET_REQUEST_REMATCH:
    case NET_REQUEST_RESIGN:
    case NET_REQUEST_LEAVE: break;
    }
}

static void check_view(const char *line, size_t length)
{
    json_t *json = json_loadb(line, length, 0, NULL);
    SeatView view, back;
    char error[128];
    if (json && net_view_read(json, &view, error, sizeof error)) {
        if (view.seat >= SEAT_COUNT || view.trick_size > SEAT_COUNT || view.history_count > TRICKS_PER_HAND ||
            view.exchange_count > EXCHANGES_MAX)
            fuzz_abort("a view out of range was read", NULL);
        json_t *written = net_view_write(&view);
        if (!net_view_read(written, &back, error, sizeof error) || memcmp(&view, &back, sizeof view) != 0)
            fuzz_abort("a view read does not write back as the same view", error);
        json_decref(written);
    }
    json_decref(json);
}

static bool take_line(void *context, const char *line, size_t length, bool too_long)
{
    (void)context;
    if (too_long)
        return true;
    if (length > LINE_LIMIT || memchr(line, '\n', length))
        fuzz_abort("a line over the limit, or with a newline, was given", NULL);
    NetRequest request;
    NetRefusal refusal;
    if (net_request_parse(line, length, &request, &refusal))
        check_request(&request);
    else if (!refusal.reason || !refusal.message[0] || !memchr(refusal.message, '\0', sizeof refusal.message))
        fuzz_abort("a refusal without its reason", NULL);
    else {
        /* The sentence goes into a JSON string: it must be UTF-8, whatever
         * bytes of the line it quotes. */
        json_t *sentence = json_string(refusal.message);
        if (!sentence)
            fuzz_abort("a refusal that is no UTF-8", refusal.message);
        json_decref(sentence);
    }
    check_view(line, length);
    return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    size_t piece = (size_t)data[0] * 37 + 1;
    NetLines lines = {0};
    for (size_t at = 1; at < size; at += piece) {
        size_t length = size - at < piece ? size - at : piece;
        if (!net_lines_feed(&lines, (const char *)data + at, length, LINE_LIMIT, take_line, NULL))
            fuzz_abort("the line reader stopped", NULL);
        if (net_lines_pending(&lines) > LINE_LIMIT + 1)
            fuzz_abort("the line reader holds more than a line", NULL);
    }
    net_lines_free(&lines);
    return 0;
}
