#include "ecarte/net_request.h"

#include <jansson.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ecarte/net_random.h"

/* The largest id, the largest whole number a double (so JavaScript)
 * holds exactly. */
static const json_int_t ID_MAX = (json_int_t)1 << 53;
/* How a line is read again to learn which number was too large. */
enum { NUMBER_READ_AS_REAL = JSON_REJECT_DUPLICATES | JSON_DECODE_ANY | JSON_DECODE_INT_AS_REAL };

static const char *const NAMES[] = {"hello", "create", "join", "watch",   "resume", "act",
                                    "claim", "ping",   "say",  "rematch", "resign", "leave"};
enum { NAME_COUNT = sizeof NAMES / sizeof NAMES[0] };

const char *net_request_name(NetRequestType type) { return (unsigned)type < NAME_COUNT ? NAMES[type] : "?"; }

static bool refuse(NetRefusal *refusal, const char *reason, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

static bool refuse(NetRefusal *refusal, const char *reason, const char *format, ...)
{
    va_list args;
    va_start(args, format);
    refusal->reason = reason;
    vsnprintf(refusal->message, sizeof refusal->message, format, args);
    va_end(args);
    return false;
}

/* A string member, or NULL; *bad when it is there but no string. */
static const char *string_member(const json_t *object, const char *key, size_t *length, bool *bad)
{
    const json_t *value = json_object_get(object, key);
    *bad = value && !json_is_string(value);
    if (!value || *bad)
        return NULL;
    *length = json_string_length(value);
    return json_string_value(value);
}

static bool printable(const char *text, size_t length)
{
    for (size_t i = 0; i < length; i++)
        if (text[i] < 0x20 || text[i] > 0x7E)
            return false;
    return true;
}

static bool read_hello(const json_t *object, NetRequest *request, NetRefusal *refusal)
{
    const json_t *protocol = json_object_get(object, "protocol");
    if (!json_is_integer(protocol))
        return refuse(refusal, "bad_request", "hello needs \"protocol\": the version spoken, a whole number");
    json_int_t version = json_integer_value(protocol);
    if (version != NET_PROTOCOL_VERSION)
        return refuse(refusal, "version", "this server speaks protocol version %d only", NET_PROTOCOL_VERSION);
    request->protocol = (int)version;
    size_t length = 0;
    bool bad;
    const char *name = string_member(object, "name", &length, &bad);
    if (bad || (name && !name_is_valid(name, length)))
        return refuse(refusal, "bad_request",
                      "\"name\" is at most %d bytes of UTF-8 text, with no control or format character and no "
                      "space at either end",
                      NET_NAME_MAX);
    if (name)
        memcpy(request->name, name, length + 1);
    return true;
}

static bool read_switch(const json_t *object, const char *key, bool *value, NetRefusal *refusal)
{
    const json_t *member = json_object_get(object, key);
    if (!member)
        return true;
    if (!json_is_boolean(member))
        return refuse(refusal, "bad_request", "\"%s\" is true or false", key);
    *value = json_is_true(member);
    return true;
}

static bool read_create(const json_t *object, NetRequest *request, NetRefusal *refusal)
{
    Preset preset = PRESET_STANDARD;
    size_t length = 0;
    bool bad;
    const char *name = string_member(object, "preset", &length, &bad);
    if (bad || (name && (length != strlen(name) || !options_parse_preset(name, &preset))))
        return refuse(refusal, "bad_request", "\"preset\" is \"standard\" or \"classic\"");
    request->options = options_preset(preset);
    const json_t *target = json_object_get(object, "target");
    if (target) {
        json_int_t value = json_is_integer(target) ? json_integer_value(target) : 0;
        if (value < TARGET_MIN || value > TARGET_MAX)
            return refuse(refusal, "bad_request", "\"target\" is a whole number from %d to %d", TARGET_MIN, TARGET_MAX);
        request->options.target = (uint8_t)value;
    }
    const char *penalty = string_member(object, "penalty", &length, &bad);
    if (bad || (penalty && (length != strlen(penalty) || !options_parse_penalty(penalty, &request->options.penalty))))
        return refuse(refusal, "bad_request", "\"penalty\" is \"standard\" or \"classic\"");
    return read_switch(object, "must_trump", &request->options.must_trump_when_void, refusal) &&
           read_switch(object, "dealer_must_exchange", &request->options.dealer_must_exchange, refusal);
}

static bool read_code(const json_t *object, NetRequest *request, NetRefusal *refusal)
{
    size_t length = 0;
    bool bad;
    const char *code = string_member(object, "code", &length, &bad);
    if (!code || !net_invite_normalize(code, length, request->code))
        return refuse(refusal, "bad_code", "\"code\" is an invite code of 8 letters and digits, like \"KT3F-XW7A\"");
    return true;
}

static bool read_token(const json_t *object, NetRequest *request, NetRefusal *refusal)
{
    size_t length = 0;
    bool bad;
    uint8_t bytes[NET_TOKEN_BYTES];
    const char *token = string_member(object, "token", &length, &bad);
    if (!token || !net_hex_read(token, length, bytes, sizeof bytes))
        return refuse(refusal, "bad_token", "\"token\" is the seat token the server gave, 32 hexadecimal digits");
    net_hex_write(bytes, sizeof bytes, request->token);
    return true;
}

static bool read_action(const json_t *object, NetRequest *request, NetRefusal *refusal)
{
    size_t length = 0;
    bool bad;
    const char *text = string_member(object, "action", &length, &bad);
    if (!text)
        return refuse(refusal, "bad_action", "act needs \"action\", written as in PROTOCOL.md, e.g. \"play KH\"");
    if (length != strlen(text) || !printable(text, length))
        return refuse(refusal, "bad_action", "the action holds a character that is not printable ASCII");
    size_t bad_at, bad_length = 0;
    ActionParseError error = action_parse(text, length, &request->action, &bad_at, &bad_length);
    if (error == ACTION_PARSE_OK)
        return true;
    if (bad_length > 0 && bad_length <= 16)
        return refuse(refusal, "bad_action", "%s ('%.*s')", action_parse_error_text(error), (int)bad_length,
                      text + bad_at);
    return refuse(refusal, "bad_action", "%s", action_parse_error_text(error));
}

static bool read_phrase(const json_t *object, NetRequest *request, NetRefusal *refusal)
{
    size_t length = 0;
    bool bad;
    const char *text = string_member(object, "phrase", &length, &bad);
    if (!text || !net_phrase_parse(text, length, &request->phrase))
        return refuse(refusal, "bad_request",
                      "say needs \"phrase\": hello, good_luck, well_played, thanks, good_game or one_moment");
    return true;
}

/* The id is echoed in the answer, even to a request refused for another
 * reason, so it is read first.  whole_reals: the line was read with every
 * number a real (NUMBER_READ_AS_REAL), of which a whole one will do. */
static bool read_id(const json_t *id, bool whole_reals, NetRequest *request, NetRefusal *refusal)
{
    bool integer = json_is_integer(id), real = json_is_real(id);
    double number = json_number_value(id);
    /* A whole number past 2^53 may round to it as a double: integers are
     * compared as integers. */
    bool beyond = integer ? json_integer_value(id) < 0 || json_integer_value(id) > ID_MAX
                          : real && (number < 0 || number > (double)ID_MAX);
    if (beyond)
        return refuse(refusal, "bad_request", "\"id\" is out of range: it is a whole number from 0 to 2^53");
    if (!integer && !(whole_reals && real && number == (double)(json_int_t)number))
        return refuse(refusal, "bad_request", "\"id\" is a whole number from 0 to 2^53");
    request->has_id = true;
    request->id = integer ? json_integer_value(id) : (json_int_t)number;
    return true;
}

/* A number too large for the reader: said of the id when it is the id,
 * which the line read again, with every whole number read as a real,
 * tells. */
static bool refuse_overflow(const char *line, size_t length, NetRequest *request, NetRefusal *refusal)
{
    json_error_t error;
    json_t *root = json_loadb(line, length, NUMBER_READ_AS_REAL, &error);
    const json_t *id = json_object_get(root, "id");
    if (!id || read_id(id, true, request, refusal))
        refuse(refusal, "bad_request", "a number in the request is too large for any of its keys");
    json_decref(root);
    return false;
}

/* A line the reader refused, said in words of the protocol's. */
static bool refuse_unread(const char *line, size_t length, json_error_t *error, NetRequest *request,
                          NetRefusal *refusal)
{
    switch (json_error_code(error)) {
    case json_error_numeric_overflow: return refuse_overflow(line, length, request, refusal);
    case json_error_null_character:
    case json_error_null_byte_in_key:
        return refuse(refusal, "bad_request", "a request's strings never hold the character \\u0000");
    case json_error_stack_overflow:
        return refuse(refusal, "bad_request",
                      "a request is an object of a few keys, not arrays or objects nested deep");
    default: break;
    }
    /* Jansson quotes the line near the fault, cut at any byte: the
     * sentence goes back in a JSON string, so it keeps ASCII alone. */
    for (char *c = error->text; *c; c++)
        if (*c < 0x20 || *c > 0x7E)
            *c = '?';
    return refuse(refusal, "bad_json", "not JSON: %s", error->text);
}

/* What a line of JSON that is no object is, for the refusal. */
static const char *json_kind(const json_t *value)
{
    if (json_is_array(value))
        return "an array";
    if (json_is_string(value))
        return "a string";
    if (json_is_number(value))
        return "a number";
    return json_is_null(value) ? "null" : "true or false";
}

bool net_request_parse(const char *line, size_t length, NetRequest *request, NetRefusal *refusal)
{
    memset(request, 0, sizeof *request);
    json_error_t error;
    json_t *root = json_loadb(line, length, JSON_REJECT_DUPLICATES | JSON_DECODE_ANY, &error);
    if (!root)
        return refuse_unread(line, length, &error, request, refusal);
    bool ok = false;
    if (!json_is_object(root)) {
        refuse(refusal, "bad_request", "a request is a JSON object, like {\"type\":\"ping\"}, not %s", json_kind(root));
        goto done;
    }
    const json_t *id = json_object_get(root, "id");
    if (id && !read_id(id, false, request, refusal))
        goto done;
    size_t type_length = 0;
    bool bad;
    const char *type = string_member(root, "type", &type_length, &bad);
    if (!type) {
        refuse(refusal, "bad_request", "a request needs \"type\"");
        goto done;
    }
    int found = -1;
    for (int i = 0; i < NAME_COUNT; i++)
        if (type_length == strlen(NAMES[i]) && memcmp(type, NAMES[i], type_length) == 0)
            found = i;
    if (found < 0) {
        refuse(
            refusal, "unknown_type",
            "unknown type (expected hello, create, join, watch, resume, act, claim, ping, say, rematch, resign or leave)");
        goto done;
    }
    request->type = (NetRequestType)found;
    switch (request->type) {
    case NET_REQUEST_HELLO: ok = read_hello(root, request, refusal); break;
    case NET_REQUEST_CREATE: ok = read_create(root, request, refusal); break;
    case NET_REQUEST_JOIN:
    case NET_REQUEST_WATCH: ok = read_code(root, request, refusal); break;
    case NET_REQUEST_RESUME: ok = read_token(root, request, refusal); break;
    case NET_REQUEST_ACT: ok = read_action(root, request, refusal); break;
    case NET_REQUEST_SAY: ok = read_phrase(root, request, refusal); break;
    case NET_REQUEST_CLAIM:
    case NET_REQUEST_PING:
    case NET_REQUEST_REMATCH:
    case NET_REQUEST_RESIGN:
    case NET_REQUEST_LEAVE: ok = true; break;
    }
done:
    json_decref(root);
    return ok;
}
