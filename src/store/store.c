#define _POSIX_C_SOURCE 200809L
#include "ecarte/store.h"

#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { PATH_MAX_LENGTH = 4096 };

static bool say(char *out, size_t size, const char *what, const char *path)
{
    snprintf(out, size, "%s %s: %s", what, path, strerror(errno));
    return false;
}

static bool write_all(int fd, const char *data, size_t length)
{
    while (length > 0) {
        ssize_t written = write(fd, data, length);
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        data += written;
        length -= (size_t)written;
    }
    return true;
}

/* Makes a rename durable: the folder's entry must reach the disk too. */
static void sync_folder_of(const char *path)
{
    char copy[PATH_MAX_LENGTH];
    snprintf(copy, sizeof copy, "%s", path);
    int fd = open(dirname(copy), O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        fsync(fd);
        close(fd);
    }
}

/* A save that cannot go on: says why (before errno changes) and takes the
 * temporary file away, so that a failed save leaves nothing behind. */
static bool give_up(char *error, size_t error_size, const char *what, const char *about, const char *temporary)
{
    say(error, error_size, what, about);
    unlink(temporary);
    return false;
}

bool store_write_atomic(const char *path, const char *data, size_t length, char *error, size_t error_size)
{
    char temporary[PATH_MAX_LENGTH], backup[PATH_MAX_LENGTH];
    if ((size_t)snprintf(temporary, sizeof temporary, "%s.tmp", path) >= sizeof temporary ||
        (size_t)snprintf(backup, sizeof backup, "%s.bak", path) >= sizeof backup) {
        snprintf(error, error_size, "path too long: %s", path);
        return false;
    }
    /* A player's files are theirs alone; a temporary file left by an
     * earlier crash keeps its mode through O_CREAT, so it is set here. */
    int fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0)
        return say(error, error_size, "cannot create", temporary);
    if (fchmod(fd, 0600) != 0 || !write_all(fd, data, length) || fsync(fd) != 0) {
        give_up(error, error_size, "cannot write", temporary, temporary);
        close(fd);
        return false;
    }
    if (close(fd) != 0)
        return give_up(error, error_size, "cannot write", temporary, temporary);
    /* Keep the current file as the backup: a hard link, so that the file
     * itself never goes missing, even for an instant.  Where links are not
     * to be had, the file itself becomes the backup. */
    bool moved = false;
    if (access(path, F_OK) == 0) {
        if (unlink(backup) != 0 && errno != ENOENT)
            return give_up(error, error_size, "cannot replace", backup, temporary);
        if (link(path, backup) != 0) {
            if (rename(path, backup) != 0)
                return give_up(error, error_size, "cannot keep a backup as", backup, temporary);
            moved = true;
        }
    }
    if (rename(temporary, path) != 0) {
        give_up(error, error_size, "cannot replace", path, temporary);
        /* The old file went to make the backup: the player's last save must
         * stay where it is looked for. */
        if (moved)
            rename(backup, path);
        return false;
    }
    sync_folder_of(path);
    return true;
}

/* Makes one folder unless a folder is there already. */
static bool make_one_folder(const char *path, mode_t mode, char *error, size_t error_size)
{
    if (mkdir(path, mode) == 0)
        return true;
    int why = errno;
    struct stat info;
    if (stat(path, &info) == 0) {
        if (S_ISDIR(info.st_mode))
            return true;
        snprintf(error, error_size, "%s is not a folder", path);
        return false;
    }
    errno = why;
    return say(error, error_size, "cannot make the folder", path);
}

bool store_make_folder(const char *path, char *error, size_t error_size)
{
    char folder[PATH_MAX_LENGTH];
    size_t length = strlen(path);
    if (length == 0) {
        snprintf(error, error_size, "no folder named");
        return false;
    }
    if (length >= sizeof folder) {
        snprintf(error, error_size, "path too long: %s", path);
        return false;
    }
    memcpy(folder, path, length + 1);
    while (length > 1 && folder[length - 1] == '/')
        folder[--length] = '\0';
    /* The parents from the top down: each slash ends one. */
    for (char *slash = strchr(folder + 1, '/'); slash; slash = strchr(slash + 1, '/')) {
        *slash = '\0';
        bool made = make_one_folder(folder, 0755, error, error_size);
        *slash = '/';
        if (!made)
            return false;
    }
    return make_one_folder(folder, 0700, error, error_size);
}

StoreRead store_read(const char *path, char *buffer, size_t *length, char *error, size_t error_size)
{
    *length = 0;
    buffer[0] = '\0';
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        if (errno == ENOENT)
            return STORE_READ_MISSING;
        say(error, error_size, "cannot open", path);
        return STORE_READ_UNREADABLE;
    }
    struct stat info;
    if (fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        snprintf(error, error_size, "%s is not a regular file", path);
        close(fd);
        return STORE_READ_UNREADABLE;
    }
    size_t total = 0;
    for (;;) {
        ssize_t got = read(fd, buffer + total, STORE_FILE_MAX + 1 - total);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            say(error, error_size, "cannot read", path);
            close(fd);
            return STORE_READ_UNREADABLE;
        }
        if (got == 0)
            break;
        total += (size_t)got;
        if (total > STORE_FILE_MAX) {
            snprintf(error, error_size, "%s is too large to be ours (over %d bytes)", path, STORE_FILE_MAX);
            close(fd);
            return STORE_READ_TOO_BIG;
        }
    }
    close(fd);
    buffer[total] = '\0';
    *length = total;
    return STORE_READ_OK;
}

bool store_set_aside(const char *path, const char *suffix, char *renamed, size_t renamed_size)
{
    for (int n = 1; n < 1000; n++) {
        if ((size_t)snprintf(renamed, renamed_size, "%s.%s-%d", path, suffix, n) >= renamed_size)
            return false;
        if (access(renamed, F_OK) == 0)
            continue;
        if (rename(path, renamed) != 0)
            return false;
        sync_folder_of(path);
        return true;
    }
    return false;
}

/* Reads and parses one file.  Returns true if it gave a good result; on a bad
 * file, sets it aside and describes it in problem. */
static bool load_one(const char *path, StoreParser parse, void *into, bool *existed, char *problem, size_t problem_size)
{
    char why[256] = "", renamed[PATH_MAX_LENGTH] = "";
    size_t length;
    problem[0] = '\0';
    /* On the heap: too large for a thread's stack, and a thread-local copy
     * would take that much from every thread's stack instead. */
    char *buffer = malloc(STORE_FILE_MAX + 1);
    if (!buffer) {
        *existed = access(path, F_OK) == 0;
        if (*existed)
            snprintf(problem, problem_size, "%s could not be read (out of memory) and was left as it is", path);
        return false;
    }
    StoreRead read = store_read(path, buffer, &length, why, sizeof why);
    *existed = read != STORE_READ_MISSING;
    StoreVerdict verdict = STORE_VERDICT_DAMAGED;
    if (read == STORE_READ_OK) {
        if (length == 0)
            snprintf(why, sizeof why, "the file is empty");
        else
            verdict = parse(buffer, length, into, why, sizeof why);
    }
    free(buffer);
    if (read == STORE_READ_MISSING)
        return false;
    if (verdict == STORE_VERDICT_OK)
        return true;
    const char *suffix = verdict == STORE_VERDICT_NEWER ? "newer" : "damaged";
    if (read == STORE_READ_UNREADABLE || !store_set_aside(path, suffix, renamed, sizeof renamed))
        snprintf(problem, problem_size, "%s could not be used (%s) and was left as it is", path, why);
    else
        snprintf(problem, problem_size, "%s could not be used (%s); it was kept as %s", path, why, renamed);
    return false;
}

StoreLoad store_load(const char *path, StoreParser parse, void *into, char *message, size_t message_size)
{
    char backup[PATH_MAX_LENGTH], problem[STORE_MESSAGE_MAX], backup_problem[STORE_MESSAGE_MAX];
    bool existed, backup_existed;
    message[0] = '\0';
    if (load_one(path, parse, into, &existed, problem, sizeof problem))
        return STORE_LOADED;
    snprintf(backup, sizeof backup, "%s.bak", path);
    if (load_one(backup, parse, into, &backup_existed, backup_problem, sizeof backup_problem)) {
        if (existed)
            snprintf(message, message_size, "%s; the backup was used instead", problem);
        return STORE_LOADED_BACKUP;
    }
    if (!existed && !backup_existed)
        return STORE_NOTHING;
    snprintf(message, message_size, "%s; starting afresh", existed ? problem : backup_problem);
    return STORE_DEFAULTS;
}

StoreVerdict store_check_magic(const char *text, size_t length, const char *magic, int understood, size_t *body,
                               char *why, size_t why_size)
{
    size_t magic_length = strlen(magic);
    const char *end = memchr(text, '\n', length);
    size_t line_length = end ? (size_t)(end - text) : length;
    if (line_length <= magic_length + 1 || memcmp(text, magic, magic_length) != 0 || text[magic_length] != ' ') {
        snprintf(why, why_size, "it does not start with %s", magic);
        return STORE_VERDICT_DAMAGED;
    }
    int version = 0;
    for (size_t i = magic_length + 1; i < line_length; i++) {
        if (text[i] < '0' || text[i] > '9' || version > 100000) {
            snprintf(why, why_size, "its version is not a number");
            return STORE_VERDICT_DAMAGED;
        }
        version = version * 10 + (text[i] - '0');
    }
    if (version > understood) {
        snprintf(why, why_size, "it is version %d, written by a newer Ecarte", version);
        return STORE_VERDICT_NEWER;
    }
    if (version < 1) {
        snprintf(why, why_size, "its version %d is unknown", version);
        return STORE_VERDICT_DAMAGED;
    }
    *body = end ? line_length + 1 : length;
    return STORE_VERDICT_OK;
}

bool store_next_line(const char *text, size_t length, size_t *at, const char **line, size_t *line_length)
{
    if (*at >= length)
        return false;
    *line = text + *at;
    const char *end = memchr(*line, '\n', length - *at);
    *line_length = end ? (size_t)(end - *line) : length - *at;
    *at += *line_length + 1;
    return true;
}

StoreVerdict store_read_pairs(const char *text, size_t length, size_t at, StorePairTaker take, void *into, char *why,
                              size_t why_size)
{
    int line_number = 1;
    const char *line;
    size_t line_length;
    while (store_next_line(text, length, &at, &line, &line_length)) {
        line_number++;
        if (line_length == 0)
            continue;
        char copy[256];
        const char *space = memchr(line, ' ', line_length);
        if (line_length >= sizeof copy || !space || memchr(line, '\0', line_length)) {
            snprintf(why, why_size, "line %d is not 'name value'", line_number);
            return STORE_VERDICT_DAMAGED;
        }
        memcpy(copy, line, line_length);
        copy[line_length] = '\0';
        copy[space - line] = '\0';
        if (!take(into, copy, copy + (space - line) + 1)) {
            snprintf(why, why_size, "line %d ('%s') has an unknown name or value", line_number, copy);
            return STORE_VERDICT_DAMAGED;
        }
    }
    return STORE_VERDICT_OK;
}
