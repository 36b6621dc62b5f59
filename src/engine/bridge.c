#include "bridge.h"

#include <stdlib.h>
#include <string.h>

#include "ecarte/ai.h"
#include "ecarte/net_client.h"
#include "ecarte/net_random.h"
#include "ecarte/number.h"

enum { BRIDGE_WAIT_MS = 30000, BRIDGE_MESSAGES_MAX = 10000000 };

static int failed(NetClient *client, char *error, size_t size, const char *what)
{
    snprintf(error, size, "%s: %s", what, client->error);
    net_client_close(client);
    return 1;
}

static bool over(const json_t *table) { return table && json_is_object(json_object_get(table, "over")); }

int bridge_play(const BridgeConfig *config, FILE *out, char *error, size_t error_size)
{
    NetClient client;
    NetClientTls tls = {.ca_file = config->ca_file};
    if (!net_client_connect(&client, config->address, config->tls ? &tls : NULL, BRIDGE_WAIT_MS))
        return failed(&client, error, error_size, "cannot connect");
    if (!net_client_hello(&client, config->name, BRIDGE_WAIT_MS))
        return failed(&client, error, error_size, "no welcome");
    bool seated = config->code ? net_client_join(&client, config->code, BRIDGE_WAIT_MS)
                               : net_client_create(&client, &config->options, BRIDGE_WAIT_MS);
    if (!seated)
        return failed(&client, error, error_size, config->code ? "cannot join" : "cannot create a table");
    if (!config->code) {
        fprintf(out, "table %s\n", client.code);
        fflush(out);
    }
    int64_t acted_seq = -1;
    for (long messages = 0; messages < BRIDGE_MESSAGES_MAX && !over(client.table); messages++) {
        const SeatView *view = &client.view;
        if (client.has_view && view->to_act == client.seat && client.seq != acted_seq &&
            json_array_size(json_object_get(client.table, "legal")) > 0) {
            Action action;
            char text[ACTION_TEXT_MAX];
            if (!ai_choose(view, config->level, rng_mix(config->seed, (uint64_t)client.seq), &action)) {
                snprintf(error, error_size, "the computer found no move in its view");
                net_client_close(&client);
                return 1;
            }
            action_format(action, text);
            acted_seq = client.seq;
            if (!net_client_act(&client, text, BRIDGE_WAIT_MS))
                return failed(&client, error, error_size, "a move was refused");
            continue;
        }
        json_t *message = net_client_receive(&client, config->idle_ms);
        if (!message) {
            /* A quiet table (the other player thinking): say we are here. */
            if (strcmp(client.error, "timed out") == 0 && net_client_send(&client, json_pack("{s:s}", "type", "ping")))
                continue;
            return failed(&client, error, error_size, "the connection failed");
        }
        json_decref(message);
    }
    if (!over(client.table)) {
        snprintf(error, error_size, "the game did not end");
        net_client_close(&client);
        return 1;
    }
    uint8_t seat = client.seat;
    fprintf(out, "final score %d-%d\n", client.view.scores[seat], client.view.scores[seat_other(seat)]);
    fflush(out);
    int status = 0;
    if (client.fairness != NET_FAIR_OK) {
        snprintf(error, error_size, "a deal did not come from its seed: %s", net_fairness_text(client.fairness));
        status = 3;
    }
    net_client_close(&client);
    return status;
}

static const char BRIDGE_USAGE[] =
    "usage: ecarte-engine --join ADDRESS:PORT CODE [--level LEVEL] [--seed N] [--name NAME] [--tls] [--ca FILE]\n"
    "       ecarte-engine --create ADDRESS:PORT [--preset standard|classic] [--target N] [--level LEVEL] ...\n";

int bridge_main(int argc, char **argv)
{
    BridgeConfig config = {.options = options_preset(PRESET_STANDARD),
                           .level = AI_NORMAL,
                           .name = "ecarte-engine",
                           .idle_ms = 60000};
    bool create = strcmp(argv[0], "--create") == 0;
    int at = 1;
    if (at < argc)
        config.address = argv[at++];
    if (!create && at < argc)
        config.code = argv[at++];
    uint8_t random[8] = {0};
    net_random_bytes(random, sizeof random);
    memcpy(&config.seed, random, sizeof config.seed);
    Preset preset = PRESET_STANDARD;
    int target = 0;
    for (; at < argc; at++) {
        const char *arg = argv[at], *value = at + 1 < argc ? argv[at + 1] : NULL;
        uint64_t number;
        if (strcmp(arg, "--tls") == 0) {
            config.tls = true;
            continue;
        }
        bool ok = value != NULL;
        if (ok && strcmp(arg, "--level") == 0)
            ok = ai_level_parse(value, &config.level);
        else if (ok && strcmp(arg, "--seed") == 0)
            ok = number_parse(value, 0, UINT64_MAX, &config.seed);
        else if (ok && strcmp(arg, "--name") == 0)
            config.name = value;
        else if (ok && strcmp(arg, "--ca") == 0)
            config.ca_file = value;
        else if (ok && create && strcmp(arg, "--preset") == 0)
            ok = options_parse_preset(value, &preset);
        else if (ok && create && strcmp(arg, "--target") == 0 && number_parse(value, TARGET_MIN, TARGET_MAX, &number))
            target = (int)number;
        else
            ok = false;
        if (!ok) {
            fprintf(stderr, "ecarte-engine: unknown or incomplete argument '%s'\n%s", arg, BRIDGE_USAGE);
            return 2;
        }
        at++;
    }
    if (!config.address || (!create && !config.code)) {
        fprintf(stderr, "ecarte-engine: %s needs %s\n%s", argv[0], create ? "ADDRESS:PORT" : "ADDRESS:PORT and CODE",
                BRIDGE_USAGE);
        return 2;
    }
    config.options = options_preset(preset);
    if (target)
        config.options.target = (uint8_t)target;
    char error[400];
    int status = bridge_play(&config, stdout, error, sizeof error);
    if (status != 0)
        fprintf(stderr, "ecarte-engine: %s\n", error);
    return status;
}
