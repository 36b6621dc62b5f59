/* A table server in a thread of the test, on loopback, with a state folder
 * of its own and, where a test wants the same codes, tokens and deals every
 * run, a stream of chosen "random" bytes; and clients that play. */
#ifndef ECARTE_TESTS_SERVER_SUPPORT_H
#define ECARTE_TESTS_SERVER_SUPPORT_H

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#include "ecarte/net_client.h"
#include "ecarte/rng.h"
#include "server.h"

/* Every wait of a test is bounded by this: long, for a machine slowed by
 * AddressSanitizer and shared with other work, where a wait that ends
 * early would fail a test that is right. */
enum { WAIT_MS = 60000 };

/* The monotonic clock, in milliseconds: what a wait is bounded by. */
double test_clock_ms(void);

/* A wall clock that moves only when the test moves it (ServerConfig's
 * wall_clock), read by the server's thread. */
typedef struct TestWallClock {
    _Atomic int64_t ms;
} TestWallClock;
int64_t test_wall_clock(void *context);
void test_wall_clock_set(TestWallClock *clock, int64_t ms);
/* A time to start from: some day in 2027, in milliseconds since 1970. */
enum { TEST_WALL_DAY_MS = 24 * 3600 * 1000 };
#define TEST_WALL_START ((int64_t)1800000000000)

/* Bytes from SHA-256 of a key and a counter: the same for the same key. */
typedef struct TestRandom {
    uint64_t key;
    uint64_t counter;
} TestRandom;
bool test_random(void *context, uint8_t *out, size_t size);

typedef struct TestServer {
    ServerConfig config;
    Server *server;
    pthread_t thread;
    char dir[64];
    char address[96];
    TestRandom random;
    bool run_ok;
} TestServer;

/* The defaults, on 127.0.0.1 port 0, in a new folder under /tmp; random
 * from the kernel unless the test sets config.random. */
void test_server_config(TestServer *server);
/* Opens and runs it in its own thread; fails the test if it cannot. */
void test_server_start(TestServer *server);
/* Stops it and waits for its thread; the folder stays (for a restart). */
void test_server_stop(TestServer *server);
/* Stops it, starts it again on the same folder, checks that it read back
 * `tables` tables, and stops it. */
void test_server_restart_holds(TestServer *server, size_t tables);
/* Removes the folder. */
void test_server_remove(TestServer *server);

/* Runs SQL on the server's state database, made if need be: a folder as an
 * older server left it, before the server starts. */
void test_server_write_state(TestServer *server, const char *sql);

/* Connects and says hello; fails the test if it cannot. */
void client_open(NetClient *client, const char *address);
/* A new table of these rules, made by one client and joined by another,
 * each connected and welcomed first; both have seen the first deal. */
void table_open(const char *address, const GameOptions *options, NetClient *maker, NetClient *joiner);
/* Runs the server on the test's own wall clock, set to `ms`. */
void test_server_use_clock(TestServer *server, TestWallClock *clock, int64_t ms);
/* Reads until the client (a watcher) is told that nobody sits at its
 * table. */
void client_sync_empty(NetClient *client);
/* Reads until the client has seen the table at least at seq. */
void client_sync(NetClient *client, int64_t seq);
/* Reads until the client has checked this many hands' reveals: the reveal
 * of a hand that ends as it is dealt comes after the table that shows it. */
void client_sync_reveals(NetClient *client, int hands);
/* The "legal" list of the client's latest table message (may be empty). */
int client_legal_count(const NetClient *client);
const char *client_legal(const NetClient *client, int index);
/* Whether the client's latest table message says the game is over. */
bool client_over(const NetClient *client);
/* Asks to watch the table of `code` until the server has closed it (it
 * looks once a second), a minute at most; true once it has, refused as
 * no_table. */
bool table_closes(const char *address, const char *code);

/* One move: whichever of the two seats may act plays a legal action chosen
 * by rng (or by choose, if not NULL); every client given reads up to it.
 * Returns false when nobody may act. */
typedef int (*MoveChooser)(void *context, const NetClient *client);
bool play_move(NetClient *seats[2], NetClient **others, int other_count, Rng *rng, MoveChooser choose,
               void *choose_context, char *played, size_t played_size);

#endif
