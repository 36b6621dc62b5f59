/* Finds circles between the modules of the source tree, as its #include
 * lines show them.  A module is a file pair (foo.c and foo.h; a public
 * header include/ecarte/foo.h belongs to the one src/.../foo.c).  Module A
 * depends on B when A's .c or .h includes B's header.  Every call from one
 * file into another goes through a header, so a tree without circles here
 * has none between its files.
 *
 * usage: include_cycles ROOT   (the folder holding src/ and include/)
 * Prints each circle and exits 1 if there is one; prints a summary and exits
 * 0 otherwise. */
#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { FILES_MAX = 1024, PATH_MAX_LEN = 512, EDGES_MAX = 64 };

typedef struct File {
    char path[PATH_MAX_LEN]; /* relative to ROOT */
    int module;
} File;

typedef struct Module {
    char name[PATH_MAX_LEN]; /* the path without its extension */
    int edges[EDGES_MAX];
    int edge_count;
    int index, low; /* Tarjan's bookkeeping */
    bool on_stack;
} Module;

static File files[FILES_MAX];
static int file_count;
static Module modules[FILES_MAX];
static int module_count;
static const char *root;

static bool ends_with(const char *s, const char *tail)
{
    size_t a = strlen(s), b = strlen(tail);
    return a >= b && strcmp(s + a - b, tail) == 0;
}

static void scan(const char *folder)
{
    char full[PATH_MAX_LEN * 2];
    snprintf(full, sizeof full, "%s/%s", root, folder);
    DIR *dir = opendir(full);
    if (!dir)
        return;
    struct dirent *entry;
    while ((entry = readdir(dir)) != NULL) {
        if (entry->d_name[0] == '.')
            continue;
        char path[PATH_MAX_LEN];
        if (snprintf(path, sizeof path, "%s/%s", folder, entry->d_name) >= (int)sizeof path)
            continue;
        char whole[PATH_MAX_LEN * 2];
        snprintf(whole, sizeof whole, "%s/%s", root, path);
        struct stat st;
        if (stat(whole, &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode)) {
            scan(path);
        } else if ((ends_with(path, ".c") || ends_with(path, ".h")) && file_count < FILES_MAX) {
            snprintf(files[file_count].path, sizeof files[file_count].path, "%s", path);
            file_count++;
        }
    }
    closedir(dir);
}

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

static int module_named(const char *name)
{
    for (int i = 0; i < module_count; i++)
        if (strcmp(modules[i].name, name) == 0)
            return i;
    snprintf(modules[module_count].name, sizeof modules[0].name, "%s", name);
    return module_count++;
}

/* A public header's module is the one source file of the same name. */
static void module_of(const char *path, char *out, size_t size)
{
    snprintf(out, size, "%.*s", (int)(strlen(path) - 2), path);
    if (strncmp(path, "include/", 8) != 0)
        return;
    char want[PATH_MAX_LEN];
    snprintf(want, sizeof want, "%.*s.c", (int)(strlen(base_name(path)) - 2), base_name(path));
    int found = -1;
    for (int i = 0; i < file_count; i++) {
        if (strcmp(base_name(files[i].path), want) == 0) {
            if (found >= 0)
                return; /* two candidates: leave it a module of its own */
            found = i;
        }
    }
    if (found >= 0)
        snprintf(out, size, "%.*s", (int)(strlen(files[found].path) - 2), files[found].path);
}

static int file_at(const char *path)
{
    for (int i = 0; i < file_count; i++)
        if (strcmp(files[i].path, path) == 0)
            return i;
    return -1;
}

/* The file an #include "name" in `from` means: beside it, then under the
 * include roots the build uses. */
static int resolve(const char *from, const char *name)
{
    static const char *const ROOTS[] = {"include", "src/app", "src/core", "src/ai", "src/store", "src/engine"};
    char path[PATH_MAX_LEN * 2];
    const char *slash = strrchr(from, '/');
    snprintf(path, sizeof path, "%.*s/%s", slash ? (int)(slash - from) : 0, from, name);
    int found = file_at(path);
    for (size_t r = 0; found < 0 && r < sizeof ROOTS / sizeof ROOTS[0]; r++) {
        snprintf(path, sizeof path, "%s/%s", ROOTS[r], name);
        found = file_at(path);
    }
    return found;
}

static void add_edge(int a, int b)
{
    Module *m = &modules[a];
    for (int i = 0; i < m->edge_count; i++)
        if (m->edges[i] == b)
            return;
    if (m->edge_count < EDGES_MAX)
        m->edges[m->edge_count++] = b;
}

static void read_includes(int f)
{
    char whole[PATH_MAX_LEN * 2];
    if (snprintf(whole, sizeof whole, "%s/%s", root, files[f].path) >= (int)sizeof whole)
        return;
    FILE *in = fopen(whole, "r");
    if (!in)
        return;
    char line[1024];
    while (fgets(line, sizeof line, in)) {
        const char *p = line;
        while (*p == ' ' || *p == '\t')
            p++;
        if (strncmp(p, "#include \"", 10) != 0)
            continue;
        p += 10;
        const char *end = strchr(p, '"');
        if (!end)
            continue;
        char name[PATH_MAX_LEN];
        snprintf(name, sizeof name, "%.*s", (int)(end - p), p);
        int target = resolve(files[f].path, name);
        if (target >= 0 && files[target].module != files[f].module)
            add_edge(files[f].module, files[target].module);
    }
    fclose(in);
}

static int stack[FILES_MAX], depth, counter, circles;

static void visit(int v)
{
    Module *m = &modules[v];
    m->index = m->low = ++counter;
    stack[depth++] = v;
    m->on_stack = true;
    for (int i = 0; i < m->edge_count; i++) {
        int w = m->edges[i];
        if (modules[w].index == 0) {
            visit(w);
            if (modules[w].low < m->low)
                m->low = modules[w].low;
        } else if (modules[w].on_stack && modules[w].index < m->low) {
            m->low = modules[w].index;
        }
    }
    if (m->low != m->index)
        return;
    int size = 0;
    for (int i = depth - 1; i >= 0 && stack[i] != v; i--)
        size++;
    if (size > 0) {
        circles++;
        printf("circle:");
        for (int i = depth - 1 - size; i < depth; i++)
            printf(" %s%s", modules[stack[i]].name, i + 1 < depth ? " <->" : "\n");
    }
    int w;
    do {
        w = stack[--depth];
        modules[w].on_stack = false;
    } while (w != v);
}

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: %s ROOT (the folder holding src/ and include/)\n", argv[0]);
        return 2;
    }
    root = argv[1];
    scan("src");
    scan("include");
    if (file_count == 0) {
        fprintf(stderr, "%s: no source files under %s/src\n", argv[0], root);
        return 2;
    }
    for (int i = 0; i < file_count; i++) {
        char name[PATH_MAX_LEN];
        module_of(files[i].path, name, sizeof name);
        files[i].module = module_named(name);
    }
    for (int i = 0; i < file_count; i++)
        read_includes(i);
    for (int i = 0; i < module_count; i++)
        if (modules[i].index == 0)
            visit(i);
    printf("%d files, %d modules, %d circle%s\n", file_count, module_count, circles, circles == 1 ? "" : "s");
    return circles ? 1 : 0;
}
