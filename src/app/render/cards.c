#include "render/cards.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <SDL_image.h>

#include "platform/assets.h"
#include "work/tasks.h"

enum { BACK = CARD_COUNT, FACES = CARD_COUNT + 1, SIZE_SLOTS = 8, PREWARM_MAX = 256, PREWARM_HEIGHTS = 8 };

typedef struct SvgFile {
    void *data;
    size_t size;
    bool shared; /* the four-colour deck borrows the standard back */
} SvgFile;

/* The art of every deck loaded, read by the main thread and the background
 * rasteriser alike. */
typedef struct SvgFiles {
    SvgFile files[DECK_COUNT][FACES];
} SvgFiles;

/* One card at one size for the background rasteriser. */
typedef struct PrewarmJob {
    int deck, index, height, width;
    const SvgFile *file;
    /* Filled in on the rasteriser's thread. */
    SDL_Surface *surface;
    bool damaged; /* it parsed but did not draw as a card */
} PrewarmJob;

typedef struct SizeSlot {
    int height; /* 0: unused */
    Uint32 used;
    SDL_Texture *texture[DECK_COUNT][FACES];
    SDL_Texture *sideways[DECK_COUNT][FACES];
    bool failed[DECK_COUNT][FACES];
} SizeSlot;

struct CardArt {
    SDL_Renderer *renderer;
    char dir[ASSET_PATH_MAX];
    SvgFiles *svg;
    bool loaded[DECK_COUNT];
    float aspect;
    SizeSlot slots[SIZE_SLOTS];
    Uint32 frame;

    /* Rasterising ahead on a queue of its own: surfaces only, which the
     * main thread turns into textures (renderers are single-threaded). */
    Tasks *raster;                   /* NULL: every card is drawn when first needed */
    int posted;                      /* jobs of the last batch handed to it */
    int damaged_deck, damaged_index; /* a file that did not draw, or -1 */
    bool missing;                    /* the last load failed for want of a file, not its content */

    /* What the last cards_prewarm asked for.  The table's size is drawn
     * ahead for every face, since any may be played next; the other sizes
     * (a card lifted, the hand's summary, a declared king) only for the
     * faces that have come to the table, as they come. */
    Deck wanted_deck;
    int wanted_count;
    int wanted_heights[PREWARM_HEIGHTS];
    CardSet wanted_faces[PREWARM_HEIGHTS];
    CardSet seen;   /* faces drawn, or on the table when asked */
    CardSet queued; /* faces whose other sizes are queued already */
};

static void file_name(Card card, Deck deck, char *out, size_t size)
{
    if (card == CARD_NONE || card >= CARD_COUNT) {
        snprintf(out, size, "cards/back.svg");
        return;
    }
    char text[3];
    card_format(card, text);
    static const char *const FOLDERS[DECK_COUNT] = {"", "four-colour/", "high-contrast/", "high-contrast-four-colour/"};
    snprintf(out, size, "cards/%s%s.svg", FOLDERS[(unsigned)deck % DECK_COUNT], text);
}

/* The art's proportions from the root element's viewBox, else its size. */
static float read_aspect(const SvgFile *file)
{
    char head[1024];
    size_t n = file->size < sizeof head - 1 ? file->size : sizeof head - 1;
    memcpy(head, file->data, n);
    head[n] = '\0';
    const char *view_box = strstr(head, "viewBox=\"");
    double x, y, w, h;
    if (view_box && sscanf(view_box + 9, "%lf %lf %lf %lf", &x, &y, &w, &h) == 4 && w > 0 && h > 0)
        return (float)(w / h);
    const char *width = strstr(head, "width=\""), *height = strstr(head, "height=\"");
    if (width && height && sscanf(width + 7, "%lf", &w) == 1 && sscanf(height + 8, "%lf", &h) == 1 && w > 0 && h > 0)
        return (float)(w / h);
    return 250.0f / 350.0f;
}

static SDL_Surface *rasterise(const SvgFile *file, int width, int height)
{
    SDL_RWops *rw = SDL_RWFromConstMem(file->data, (int)file->size);
    if (!rw)
        return NULL;
    SDL_Surface *surface = IMG_LoadSizedSVG_RW(rw, width, height);
    SDL_RWclose(rw);
    return surface;
}

/* The whole of a file is checked cheaply at start-up: an SVG root element,
 * closed.  Parsing every file takes longer than the first frame may, so the
 * full check — it draws, and draws an opaque card — happens as the
 * background rasteriser draws each one. */
static bool looks_like_svg(const SvgFile *file)
{
    if (!file->data || file->size < 32)
        return false;
    const char *data = file->data;
    bool open = false, closed = false;
    for (size_t i = 0; i + 4 <= file->size && i < 512 && !open; i++)
        open = memcmp(data + i, "<svg", 4) == 0;
    for (size_t i = file->size >= 6 ? file->size - 6 : 0; i + 6 > 6 && file->size - i < 64 && !closed; i--)
        closed = memcmp(data + i, "</svg>", 6) == 0;
    return open && closed;
}

/* A card is an opaque rounded rectangle: transparent in the middle means the
 * drawing failed. */
static bool is_card(SDL_Surface *surface)
{
    if (!surface || surface->w < 4 || surface->h < 4)
        return false;
    SDL_Surface *rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32, 0);
    if (!rgba)
        return false;
    const Uint8 *centre = (const Uint8 *)rgba->pixels + (size_t)(rgba->h / 2) * (size_t)rgba->pitch +
                          (size_t)(rgba->w / 2) * 4;
    bool ok = centre[3] > 200;
    SDL_FreeSurface(rgba);
    return ok;
}

static bool load_file(CardArt *art, Deck deck, int index, char *err, size_t size)
{
    char name[64];
    file_name(index == BACK ? CARD_NONE : (Card)index, deck, name, sizeof name);
    SvgFile *file = &art->svg->files[deck][index];
    if (!assets_load(art->dir, name, &file->data, &file->size)) {
        snprintf(err, size, "%s/%s", art->dir, name);
        art->missing = true;
        return false;
    }
    if (!looks_like_svg(file)) {
        snprintf(err, size, "%s/%s", art->dir, name);
        return false;
    }
    return true;
}

static void free_files(SvgFiles *svg, Deck deck)
{
    for (int i = 0; i < FACES; i++) {
        SvgFile *file = &svg->files[deck][i];
        if (!file->shared)
            SDL_free(file->data);
        memset(file, 0, sizeof *file);
    }
}

static void free_deck(CardArt *art, Deck deck)
{
    free_files(art->svg, deck);
    art->loaded[deck] = false;
}

static void free_svg(SvgFiles *svg)
{
    for (int deck = DECK_COUNT - 1; deck >= DECK_STANDARD; deck--)
        free_files(svg, (Deck)deck);
    free(svg);
}

/* SDL's error messages live in memory of the thread's own, which a thread
 * SDL did not start must hand back itself as it ends. */
static void end_thread(void *context)
{
    (void)context;
    SDL_TLSCleanup();
}

static void free_job(void *data)
{
    PrewarmJob *job = data;
    if (job->surface)
        SDL_FreeSurface(job->surface);
    free(job);
}

CardArt *cards_create(const char *data_dir, bool *missing, char *err, size_t size)
{
    CardArt *art = calloc(1, sizeof *art);
    if (!art) {
        snprintf(err, size, "out of memory");
        return NULL;
    }
    art->svg = calloc(1, sizeof *art->svg);
    if (!art->svg) {
        free(art);
        snprintf(err, size, "out of memory");
        return NULL;
    }
    art->damaged_index = -1;
    snprintf(art->dir, sizeof art->dir, "%s", data_dir);
    for (int i = 0; i < FACES; i++) {
        if (!load_file(art, DECK_STANDARD, i, err, size)) {
            *missing = art->missing;
            cards_destroy(art);
            return NULL;
        }
    }
    art->loaded[DECK_STANDARD] = true;
    art->aspect = read_aspect(&art->svg->files[DECK_STANDARD][BACK]);
    art->raster = tasks_create(&(TasksConfig){.finish = end_thread, .free_job = free_job});
    return art;
}

bool cards_load_deck(CardArt *art, Deck deck, char *err, size_t size)
{
    if (deck <= DECK_STANDARD || deck >= DECK_COUNT || art->loaded[deck])
        return true;
    for (int i = 0; i < CARD_COUNT; i++) {
        if (!load_file(art, deck, i, err, size)) {
            free_deck(art, deck);
            return false;
        }
    }
    /* Every deck shares the standard back. */
    art->svg->files[deck][BACK] = art->svg->files[DECK_STANDARD][BACK];
    art->svg->files[deck][BACK].shared = true;
    art->loaded[deck] = true;
    return true;
}

static void clear_slot(SizeSlot *slot)
{
    for (int d = 0; d < DECK_COUNT; d++) {
        for (int i = 0; i < FACES; i++) {
            if (slot->texture[d][i])
                SDL_DestroyTexture(slot->texture[d][i]);
            if (slot->sideways[d][i])
                SDL_DestroyTexture(slot->sideways[d][i]);
        }
    }
    memset(slot, 0, sizeof *slot);
}

/* Takes back every raster the queue has given back. */
static void take_back(CardArt *art, bool upload_them);

static void prewarm_stop(CardArt *art)
{
    if (!art->raster)
        return;
    tasks_cancel(art->raster);
    take_back(art, false);
    art->posted = 0;
}

void cards_flush(CardArt *art)
{
    prewarm_stop(art);
    art->wanted_count = 0;
    for (int s = 0; s < SIZE_SLOTS; s++)
        clear_slot(&art->slots[s]);
}

void cards_destroy(CardArt *art)
{
    if (!art)
        return;
    /* A card being drawn is waited for, a few milliseconds at most: the
     * drawing uses SDL, which must not be shut down under it. */
    tasks_destroy(art->raster, -1);
    free_svg(art->svg);
    art->wanted_count = 0;
    for (int s = 0; s < SIZE_SLOTS; s++)
        clear_slot(&art->slots[s]);
    free(art);
}

float cards_aspect(const CardArt *art) { return art->aspect; }

void cards_attach(CardArt *art, SDL_Renderer *renderer) { art->renderer = renderer; }

bool cards_damaged(CardArt *art, Deck *which, char *name, size_t size)
{
    int deck = art->damaged_deck, index = art->damaged_index;
    if (index < 0)
        return false;
    *which = (Deck)deck;
    char file[64];
    file_name(index == BACK ? CARD_NONE : (Card)index, (Deck)deck, file, sizeof file);
    snprintf(name, size, "%s/%s", art->dir, file);
    return true;
}

void cards_new_frame(CardArt *art) { art->frame++; }

static SizeSlot *slot_for(CardArt *art, int height)
{
    SizeSlot *oldest = &art->slots[0];
    for (int s = 0; s < SIZE_SLOTS; s++) {
        SizeSlot *slot = &art->slots[s];
        if (slot->height == height)
            return slot;
        if (slot->height == 0 || (oldest->height != 0 && slot->used < oldest->used))
            oldest = slot;
    }
    /* Reuse the size drawn longest ago. */
    clear_slot(oldest);
    oldest->height = height;
    return oldest;
}

static int face_index(Card card) { return card_is_valid(card) ? card : BACK; }

/* A face drawn is on the table: its other sizes may be wanted soon. */
static void mark_seen(CardArt *art, Card card)
{
    if (card_is_valid(card))
        art->seen |= cardset_of(card);
}

static SDL_Texture *upload(CardArt *art, SDL_Surface *surface)
{
    SDL_Texture *texture = SDL_CreateTextureFromSurface(art->renderer, surface);
    if (texture) {
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear);
    }
    return texture;
}

/* The slot of a card's size, marked as used this frame; the deck falls back
 * to the standard one when the four-colour art is not loaded. */
static SizeSlot *slot_of(CardArt *art, Card card, Deck *deck, int *height, int *index)
{
    if (*height < 4)
        *height = 4;
    if (!art->loaded[*deck])
        *deck = DECK_STANDARD;
    *index = face_index(card);
    SizeSlot *slot = slot_for(art, *height);
    slot->used = art->frame;
    return slot;
}

SDL_Texture *cards_texture(CardArt *art, Card card, Deck deck, int height)
{
    mark_seen(art, card);
    int index;
    SizeSlot *slot = slot_of(art, card, &deck, &height, &index);
    if (slot->texture[deck][index] || slot->failed[deck][index])
        return slot->texture[deck][index];
    /* Perhaps the background rasteriser has it ready. */
    cards_prewarm_collect(art);
    if (slot->texture[deck][index])
        return slot->texture[deck][index];

    int width = (int)lroundf(height * art->aspect);
    SDL_Surface *surface = rasterise(&art->svg->files[deck][index], width, height);
    SDL_Texture *texture = surface ? upload(art, surface) : NULL;
    if (surface)
        SDL_FreeSurface(surface);
    slot->texture[deck][index] = texture;
    slot->failed[deck][index] = texture == NULL;
    return texture;
}

SDL_Texture *cards_texture_near(CardArt *art, Card card, Deck deck, int height)
{
    mark_seen(art, card);
    if (!art->loaded[deck])
        deck = DECK_STANDARD;
    int index = face_index(card);
    SizeSlot *best = NULL;
    for (int s = 0; s < SIZE_SLOTS; s++) {
        SizeSlot *slot = &art->slots[s];
        if (slot->height == 0 || !slot->texture[deck][index])
            continue;
        if (!best)
            best = slot;
        else if (best->height < height ? slot->height > best->height
                                       : slot->height >= height && slot->height < best->height)
            best = slot;
    }
    if (!best)
        return NULL;
    best->used = art->frame;
    return best->texture[deck][index];
}

SDL_Texture *cards_texture_sideways(CardArt *art, Card card, Deck deck, int height)
{
    mark_seen(art, card);
    int index;
    SizeSlot *slot = slot_of(art, card, &deck, &height, &index);
    if (slot->sideways[deck][index] || slot->failed[deck][index])
        return slot->sideways[deck][index];
    int width = (int)lroundf(height * art->aspect);
    SDL_Surface *loaded = rasterise(&art->svg->files[deck][index], width, height);
    SDL_Surface *upright = loaded ? SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888, 0) : NULL;
    if (loaded)
        SDL_FreeSurface(loaded);
    /* Not tried again every frame: the art that failed stays failed. */
    slot->failed[deck][index] = upright == NULL;
    if (!upright)
        return NULL;
    SDL_Surface *turned = SDL_CreateRGBSurfaceWithFormat(0, upright->h, upright->w, 32, SDL_PIXELFORMAT_ARGB8888);
    if (turned) {
        /* Clockwise: the top-left corner goes to the top right. */
        for (int y = 0; y < turned->h; y++) {
            Uint32 *row = (Uint32 *)((Uint8 *)turned->pixels + (size_t)y * (size_t)turned->pitch);
            for (int x = 0; x < turned->w; x++) {
                const Uint8 *src_row = (const Uint8 *)upright->pixels +
                                       (size_t)(upright->h - 1 - x) * (size_t)upright->pitch;
                row[x] = ((const Uint32 *)src_row)[y];
            }
        }
        slot->sideways[deck][index] = upload(art, turned);
        SDL_FreeSurface(turned);
    }
    SDL_FreeSurface(upright);
    return slot->sideways[deck][index];
}

bool cards_has_height(const CardArt *art, int height)
{
    for (int s = 0; s < SIZE_SLOTS; s++)
        if (art->slots[s].height == height)
            return true;
    return false;
}

static void prewarm_run(void *data, void *context, const atomic_bool *stop)
{
    (void)context;
    PrewarmJob *job = data;
    SDL_SetThreadPriority(SDL_THREAD_PRIORITY_LOW);
    if (atomic_load(stop))
        return;
    job->surface = rasterise(job->file, job->width, job->height);
    job->damaged = !is_card(job->surface);
    if (job->damaged && job->surface) {
        SDL_FreeSurface(job->surface);
        job->surface = NULL;
    }
}

static bool have_texture(const CardArt *art, int deck, int index, int height)
{
    for (int s = 0; s < SIZE_SLOTS; s++)
        if (art->slots[s].height == height && art->slots[s].texture[deck][index])
            return true;
    return false;
}

bool cards_ready(const CardArt *art, Card card, Deck deck, int height)
{
    if (!art->loaded[deck])
        deck = DECK_STANDARD;
    return have_texture(art, deck, face_index(card), height);
}

static void queue(CardArt *art, Deck deck, int index, int height)
{
    if (!art->raster || art->posted >= PREWARM_MAX || have_texture(art, deck, index, height))
        return;
    PrewarmJob *job = calloc(1, sizeof *job);
    if (!job)
        return;
    *job = (PrewarmJob){deck, index, height, (int)lroundf(height * art->aspect), &art->svg->files[deck][index],
                        NULL, false};
    if (tasks_post(art->raster, prewarm_run, job))
        art->posted++;
    else
        free(job);
}

/* Queues the faces of `set` at every size but the table's that the last
 * request wants them at. */
static void queue_other_sizes(CardArt *art, Deck deck, CardSet set)
{
    for (int h = 1; h < art->wanted_count; h++)
        for (int index = 0; index < CARD_COUNT; index++)
            if (cardset_has(set & art->wanted_faces[h], (Card)index))
                queue(art, deck, index, art->wanted_heights[h]);
}

void cards_prewarm(CardArt *art, Deck deck, const int *heights, const CardSet *faces, int count, CardSet first)
{
    cards_prewarm_collect(art);
    prewarm_stop(art);
    if (!art->loaded[deck])
        deck = DECK_STANDARD;
    art->wanted_deck = deck;
    art->wanted_count = count < PREWARM_HEIGHTS ? count : PREWARM_HEIGHTS;
    for (int h = 0; h < art->wanted_count; h++) {
        art->wanted_heights[h] = heights[h];
        art->wanted_faces[h] = faces[h];
    }
    art->seen |= first;
    art->queued = art->seen;
    if (art->wanted_count == 0)
        return;
    /* In the order the table needs them: the backs the deal shows, the
     * cards on the table, then every face at the table's size, ready to be
     * drawn from the stock or played; last, the cards on the table at their
     * other sizes, wanted only once the player lifts one or the hand ends. */
    for (int h = 0; h < art->wanted_count; h++)
        queue(art, deck, BACK, heights[h]);
    for (int index = 0; index < CARD_COUNT; index++)
        if (cardset_has(first & faces[0], (Card)index))
            queue(art, deck, index, heights[0]);
    for (int index = 0; index < CARD_COUNT; index++)
        if (cardset_has(faces[0] & ~first, (Card)index))
            queue(art, deck, index, heights[0]);
    queue_other_sizes(art, deck, art->queued);
}

/* Faces that came to the table since the rasteriser was last given work:
 * their other sizes, once it is free. */
static void queue_fresh(CardArt *art)
{
    CardSet fresh = art->seen & ~art->queued;
    if (!art->raster || tasks_outstanding(art->raster) > 0 || !fresh || art->wanted_count < 2)
        return;
    art->queued |= fresh;
    art->posted = 0;
    queue_other_sizes(art, art->loaded[art->wanted_deck] ? art->wanted_deck : DECK_STANDARD, fresh);
}

static void take_back(CardArt *art, bool upload_them)
{
    void *data;
    bool ran;
    while (tasks_take(art->raster, &data, &ran)) {
        PrewarmJob *job = data;
        if (ran && job->damaged && art->damaged_index < 0) {
            art->damaged_deck = job->deck;
            art->damaged_index = job->index;
        }
        if (upload_them && job->surface) {
            SizeSlot *slot = slot_for(art, job->height);
            slot->used = art->frame;
            if (!slot->texture[job->deck][job->index])
                slot->texture[job->deck][job->index] = upload(art, job->surface);
        }
        free_job(job);
    }
}

bool cards_prewarm_collect(CardArt *art)
{
    if (!art->raster)
        return false;
    take_back(art, true);
    queue_fresh(art);
    return tasks_outstanding(art->raster) > 0;
}

void cards_drop_deck(CardArt *art, Deck deck)
{
    if (deck <= DECK_STANDARD || deck >= DECK_COUNT)
        return;
    prewarm_stop(art);
    for (int s = 0; s < SIZE_SLOTS; s++) {
        SizeSlot *slot = &art->slots[s];
        for (int i = 0; i < FACES; i++) {
            if (slot->texture[deck][i])
                SDL_DestroyTexture(slot->texture[deck][i]);
            if (slot->sideways[deck][i])
                SDL_DestroyTexture(slot->sideways[deck][i]);
            slot->texture[deck][i] = slot->sideways[deck][i] = NULL;
            slot->failed[deck][i] = false;
        }
    }
    free_deck(art, deck);
    if (art->damaged_deck == (int)deck)
        art->damaged_index = -1;
}
