/* What waits to be sent to readers that do not keep up.  Each connection
 * may have out_limit bytes waiting; but a great many connections, each
 * just under its limit, would hold the server's memory between them: past
 * the budget for all of them together, a connection may keep only a little
 * waiting, and one that has more is let go.  Tested on the tables' own
 * sending, with connections that are never flushed. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "table.h"

enum { LINE = 1000 };

static json_t *line_of(size_t length)
{
    static char text[LINE + 1];
    memset(text, 'x', LINE);
    text[length] = '\0';
    return json_pack("{s:s,s:s}", "type", "pong", "pad", text);
}

static void test_readers_share_a_budget(void **state)
{
    (void)state;
    TableHost host = {.out_limit = 1 << 20, .out_budget = 150 * LINE};
    Conn slow[3];
    memset(slow, 0, sizeof slow);
    /* Under the budget, each may have up to its own limit waiting. */
    for (int i = 0; i < 100; i++)
        table_send(&host, &slow[0], line_of(LINE - 40));
    assert_int_equal(slow[0].state, CONN_HELLO);
    assert_true(host.out_queued >= 100 * (LINE - 40));
    /* Past the budget, a connection with more than a little waiting goes. */
    for (int i = 0; i < 100; i++)
        table_send(&host, &slow[1], line_of(LINE - 40));
    assert_int_equal(slow[1].state, CONN_CLOSING);
    /* One with little waiting is still told. */
    table_send(&host, &slow[2], line_of(100));
    assert_int_equal(slow[2].state, CONN_HELLO);
    size_t queued = 0;
    for (int i = 0; i < 3; i++) {
        queued += slow[i].out_length - slow[i].out_sent;
        conn_release(&slow[i]);
    }
    assert_int_equal(host.out_queued, queued);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_readers_share_a_budget),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
