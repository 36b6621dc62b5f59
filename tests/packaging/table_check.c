/* Says whether a PNG shows a card table: the expected size, mostly green
 * baize, some white card faces, and real detail rather than a flat fill.
 * Usage: table_check FILE WIDTH HEIGHT */
#include <SDL.h>
#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: table_check FILE WIDTH HEIGHT\n");
        return 2;
    }
    SDL_Surface *loaded = IMG_Load(argv[1]);
    if (!loaded) {
        fprintf(stderr, "table_check: cannot load %s: %s\n", argv[1], IMG_GetError());
        return 1;
    }
    SDL_Surface *image = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(loaded);
    if (!image)
        return 1;
    int width = atoi(argv[2]), height = atoi(argv[3]);
    if (image->w != width || image->h != height) {
        fprintf(stderr, "table_check: %s is %dx%d, expected %dx%d\n", argv[1], image->w, image->h, width, height);
        return 1;
    }
    long green = 0, white = 0, total = (long)image->w * image->h;
    /* Distinct colours, coarsely: 4 bits a channel. */
    static unsigned char seen[4096];
    int distinct = 0;
    for (int y = 0; y < image->h; y++) {
        const Uint8 *row = (const Uint8 *)image->pixels + (size_t)y * (size_t)image->pitch;
        for (int x = 0; x < image->w; x++) {
            int r = row[4 * x], g = row[4 * x + 1], b = row[4 * x + 2];
            if (g > r + 20 && g > b + 10)
                green++;
            if (r > 225 && g > 225 && b > 215)
                white++;
            int key = (r >> 4) << 8 | (g >> 4) << 4 | (b >> 4);
            if (!seen[key]) {
                seen[key] = 1;
                distinct++;
            }
        }
    }
    SDL_FreeSurface(image);
    double green_share = (double)green / (double)total, white_share = (double)white / (double)total;
    printf("table_check: %s: %.0f%% baize, %.1f%% card white, %d colours\n", argv[1], 100 * green_share,
           100 * white_share, distinct);
    if (green_share < 0.35 || white_share < 0.01 || distinct < 40) {
        fprintf(stderr, "table_check: %s does not look like a card table\n", argv[1]);
        return 1;
    }
    return 0;
}
