#!/usr/bin/env python3
"""Generate the Écarté card art (32-card piquet deck, back, four-colour deck,
high-contrast decks, icon).

Usage:
    python3 assets/source/make_cards.py            # writes assets/cards/**, assets/icon/ecarte.svg
    python3 assets/source/make_cards.py --png      # ...and rasterises the icon PNGs (needs
                                                   #    rsvg-convert, else ImageMagick convert)
    python3 assets/source/make_cards.py --out DIR  # write into DIR instead of assets/

The game loads these SVGs with SDL2_image's built-in nanosvg, which ignores
<text>/clip-path and cannot resolve <use>/<symbol>/patterns/masks/filters.
So every glyph, suit and pip is emitted as a plain <path> with its final
coordinates already computed here: shapes are designed once in convenient
local coordinates and pushed through an affine transform in Python.  That
also means nothing depends on how a renderer handles nested transforms.

Standard library only; the generated SVGs are the committed artefacts.
"""

import argparse
import math
import os
import re
import shutil
import subprocess

W, H = 250, 350                     # card viewBox
CX, CY = W / 2, H / 2

RANKS = "KQJAT987"
SUITS = "SHDC"

STANDARD = {"S": "#1b1b1b", "H": "#c8102e", "D": "#c8102e", "C": "#1b1b1b"}
FOUR_COLOUR = {"S": "#1b1b1b", "H": "#c8102e", "D": "#1565c0", "C": "#2e7d32"}
# The high-contrast faces: pure black and a deep pure red (or the four
# colours, darkened) on white, each at least 7:1 against the face.
HIGH_CONTRAST = {"S": "#000000", "H": "#b00000", "D": "#b00000", "C": "#000000"}
HIGH_CONTRAST_FOUR = {"S": "#000000", "H": "#b00000", "D": "#0036a0", "C": "#005a10"}

FACE = "#fbfaf6"
EDGE = "#c9c6bd"
GOLD = "#c9a227"
GOLD_DARK = "#9c7c17"
INK = "#2b2320"                     # outline colour of the court figures
SKIN = "#f3d5b5"
SKIN_SHADE = "#b98563"


# --------------------------------------------------------------------------
# Geometry: a tiny affine + path toolkit so every coordinate is baked in.
# --------------------------------------------------------------------------

class Affine:
    """SVG-style matrix (a b c d e f): x' = a x + c y + e, y' = b x + d y + f."""

    def __init__(self, a=1, b=0, c=0, d=1, e=0, f=0):
        self.m = (a, b, c, d, e, f)

    def __matmul__(self, o):            # self applied after o
        a, b, c, d, e, f = self.m
        A, B, C, D, E, F = o.m
        return Affine(a * A + c * B, b * A + d * B,
                      a * C + c * D, b * C + d * D,
                      a * E + c * F + e, b * E + d * F + f)

    def __call__(self, p):
        a, b, c, d, e, f = self.m
        x, y = p
        return (a * x + c * y + e, b * x + d * y + f)

    def scale_factor(self):
        a, b, c, d, _, _ = self.m
        return math.sqrt(abs(a * d - b * c))


def translate(x, y):
    return Affine(1, 0, 0, 1, x, y)


def scale(sx, sy=None):
    return Affine(sx, 0, 0, sx if sy is None else sy, 0, 0)


def rotate(deg, cx=0.0, cy=0.0):
    r = math.radians(deg)
    c, s = math.cos(r), math.sin(r)
    return translate(cx, cy) @ Affine(c, s, -s, c, 0, 0) @ translate(-cx, -cy)


IDENT = Affine()
# Court cards and pips in the lower half are the top half turned about the centre.
TURN = rotate(180, CX, CY)


class Path:
    """List of subpaths; each is [start, segments, closed], segments being
    ('L', p) or ('C', c1, c2, p).  Only what nanosvg renders reliably."""

    def __init__(self, subs=None):
        self.subs = subs or []

    def __add__(self, other):
        return Path(self.subs + other.subs)

    def map(self, T):
        out = []
        for start, segs, closed in self.subs:
            nsegs = [(s[0],) + tuple(T(p) for p in s[1:]) for s in segs]
            out.append([T(start), nsegs, closed])
        return Path(out)

    def outward(self):
        """Give every closed subpath the same winding, so overlapping parts
        (the club's leaves and stem) union under the nonzero fill rule
        instead of punching holes where they overlap."""
        out = []
        for start, segs, closed in self.subs:
            pts = [start] + [q for s in segs for q in s[1:]]
            area = sum(pts[i][0] * pts[i + 1][1] - pts[i + 1][0] * pts[i][1]
                       for i in range(len(pts) - 1))
            area += pts[-1][0] * pts[0][1] - pts[0][0] * pts[-1][1]
            if closed and area < 0:
                start, segs = reverse_sub(start, segs)
            out.append([start, segs, closed])
        return Path(out)

    def d(self):
        parts = []
        for start, segs, closed in self.subs:
            parts.append("M" + pt(start))
            last = None
            for s in segs:
                cmd = s[0]
                parts.append((cmd if cmd != last else " ") + " ".join(pt(p) for p in s[1:]))
                last = cmd
            if closed:
                parts.append("Z")
        return "".join(parts)


def reverse_sub(start, segs):
    ends = [start] + [s[-1] for s in segs]
    out = []
    for i in range(len(segs) - 1, -1, -1):
        s = segs[i]
        if s[0] == "L":
            out.append(("L", ends[i]))
        else:
            out.append(("C", s[2], s[1], ends[i]))
    return ends[-1], out


def num(v):
    s = "%.2f" % v
    s = s.rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def pt(p):
    return num(p[0]) + " " + num(p[1])


_TOK = re.compile(r"[MLHVCQZmlhvcqz]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?")


def P(d):
    """Parse a path string (M L H V C Q Z, absolute or relative) into a Path."""
    toks = _TOK.findall(d)
    subs, cur, start, segs = [], (0.0, 0.0), None, None
    i, cmd = 0, None

    def take(n):
        nonlocal i
        vals = [float(t) for t in toks[i:i + n]]
        i += n
        return vals

    while i < len(toks):
        if toks[i].isalpha():
            cmd = toks[i]
            i += 1
        rel = cmd.islower()
        c = cmd.upper()
        ox, oy = cur if rel else (0.0, 0.0)
        if c == "M":
            x, y = take(2)
            cur = (x + ox, y + oy)
            segs = []
            start = cur
            subs.append([start, segs, False])
            cmd = "l" if rel else "L"       # implicit lineto after moveto
        elif c == "L":
            x, y = take(2)
            cur = (x + ox, y + oy)
            segs.append(("L", cur))
        elif c == "H":
            (x,) = take(1)
            cur = (x + ox, cur[1])
            segs.append(("L", cur))
        elif c == "V":
            (y,) = take(1)
            cur = (cur[0], y + oy)
            segs.append(("L", cur))
        elif c == "C":
            v = take(6)
            c1 = (v[0] + ox, v[1] + oy)
            c2 = (v[2] + ox, v[3] + oy)
            cur = (v[4] + ox, v[5] + oy)
            segs.append(("C", c1, c2, cur))
        elif c == "Q":                      # elevate to cubic
            v = take(4)
            q = (v[0] + ox, v[1] + oy)
            e = (v[2] + ox, v[3] + oy)
            c1 = (cur[0] + 2 / 3 * (q[0] - cur[0]), cur[1] + 2 / 3 * (q[1] - cur[1]))
            c2 = (e[0] + 2 / 3 * (q[0] - e[0]), e[1] + 2 / 3 * (q[1] - e[1]))
            cur = e
            segs.append(("C", c1, c2, cur))
        elif c == "Z":
            subs[-1][2] = True
            cur = start
        else:
            raise ValueError("unsupported path command " + cmd)
    return Path(subs)


K_ARC = 0.5522847498


def ellipse(cx, cy, rx, ry=None):
    ry = rx if ry is None else ry
    k, h = K_ARC * rx, K_ARC * ry
    return P("M{0} {1} C{0} {2} {3} {4} {5} {4} C{6} {4} {7} {2} {7} {1} "
             "C{7} {8} {6} {9} {5} {9} C{3} {9} {0} {8} {0} {1} Z".format(
                 cx + rx, cy, cy + h, cx + k, cy + ry, cx, cx - k, cx - rx,
                 cy - h, cy - ry))


circle = ellipse


def rect(x, y, w, h, r=0.0):
    if r <= 0:
        return P("M{} {} H{} V{} H{} Z".format(x, y, x + w, y + h, x))
    k = r * (1 - K_ARC)
    return P(("M{x1} {y} H{x2} C{x2k} {y} {xr} {yk} {xr} {y1} V{y2} "
              "C{xr} {y2k} {x2k} {yb} {x2} {yb} H{x1} C{x1k} {yb} {x} {y2k} {x} {y2} "
              "V{y1} C{x} {yk} {x1k} {y} {x1} {y} Z").format(
        x=x, y=y, xr=x + w, yb=y + h, x1=x + r, x2=x + w - r, y1=y + r, y2=y + h - r,
        x1k=x + k, x2k=x + w - k, yk=y + k, y2k=y + h - k))


def lozenge(cx, cy, rx, ry):
    return P("M{0} {1} L{2} {3} L{0} {4} L{5} {3} Z".format(cx, cy - ry, cx + rx, cy, cy + ry, cx - rx))


# --------------------------------------------------------------------------
# SVG output
# --------------------------------------------------------------------------

class Svg:
    def __init__(self, w=W, h=H):
        self.w, self.h = w, h
        self.body = []

    def text(self):
        head = ('<svg xmlns="http://www.w3.org/2000/svg" width="{0}" height="{1}" '
                'viewBox="0 0 {0} {1}">\n').format(self.w, self.h)
        return head + "\n".join(self.body) + "\n</svg>\n"

    def save(self, path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.text())


class Pen:
    """Draws Paths into an Svg through a transform.  Stroke widths are scaled
    with the transform so a shape looks the same wherever it is placed."""

    def __init__(self, svg, T=IDENT):
        self.svg, self.T = svg, T

    def then(self, T):
        """A pen whose local coordinates are mapped by T before this pen's."""
        return Pen(self.svg, self.T @ T)

    def draw(self, path, fill="none", stroke=None, width=1.0, cap=None, join=None,
             opacity=None):
        if isinstance(path, str):
            path = P(path)
        a = ['d="%s"' % path.map(self.T).d(), 'fill="%s"' % fill]
        if stroke:
            a.append('stroke="%s" stroke-width="%s"' % (stroke, num(width * self.T.scale_factor())))
            if cap:
                a.append('stroke-linecap="%s"' % cap)
            if join:
                a.append('stroke-linejoin="%s"' % join)
        if opacity is not None:
            a.append('opacity="%s"' % num(opacity))
        self.svg.body.append("<path %s/>" % " ".join(a))

    # Figures are drawn as filled shapes with a thin dark contour, like
    # printed court cards; this helper keeps that convention in one place.
    def part(self, path, fill, width=1.3, stroke=INK):
        self.draw(path, fill=fill, stroke=stroke, width=width, join="round")

    def line(self, d, colour, width, cap="round"):
        self.draw(d, fill="none", stroke=colour, width=width, cap=cap, join="round")


def mix(c1, c2, t):
    """Blend two #rrggbb colours, t=0 gives c1."""
    a = [int(c1[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(c2[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join("%02x" % round(x + (y - x) * t) for x, y in zip(a, b))


# --------------------------------------------------------------------------
# Suit symbols, unit size: centred on the origin, spanning y = -1..1.
# --------------------------------------------------------------------------

SUIT_SHAPES = {
    "H": P("M0 -0.52 C0.1 -0.92 0.5 -1.02 0.76 -0.88 C1.02 -0.74 1.08 -0.36 0.93 -0.06 "
           "C0.74 0.34 0.3 0.62 0 1 C-0.3 0.62 -0.74 0.34 -0.93 -0.06 "
           "C-1.08 -0.36 -1.02 -0.74 -0.76 -0.88 C-0.5 -1.02 -0.1 -0.92 0 -0.52 Z"),
    # Spade: an upturned heart plus a flared stem, one outline so it
    # anti-aliases as a single shape.
    "S": P("M0 -1 C0.22 -0.66 0.62 -0.42 0.84 -0.14 C1.06 0.14 0.98 0.52 0.68 0.6 "
           "C0.44 0.66 0.22 0.56 0.1 0.4 C0.12 0.66 0.22 0.86 0.4 1 L-0.4 1 "
           "C-0.22 0.86 -0.12 0.66 -0.1 0.4 C-0.22 0.56 -0.44 0.66 -0.68 0.6 "
           "C-0.98 0.52 -1.06 0.14 -0.84 -0.14 C-0.62 -0.42 -0.22 -0.66 0 -1 Z"),
    # Diamond with gently concave sides, as printed pips have.
    "D": P("M0 -1 Q0.3 -0.38 0.76 0 Q0.3 0.38 0 1 Q-0.3 0.38 -0.76 0 Q-0.3 -0.38 0 -1 Z"),
    # Club: three leaves, a filler to join them, and a flared stem.
    "C": (ellipse(0, -0.5, 0.44) + ellipse(-0.5, 0.14, 0.44) + ellipse(0.5, 0.14, 0.44)
          + P("M-0.3 -0.1 L0.3 -0.1 L0.3 0.3 L-0.3 0.3 Z")
          + P("M-0.09 0.2 C-0.09 0.56 -0.2 0.86 -0.4 1 L0.4 1 C0.2 0.86 0.09 0.56 0.09 0.2 Z")
          ).outward(),
}


def draw_suit(pen, suit, x, y, size, colour, turned=False):
    """size = half-height of the symbol in the pen's units."""
    T = translate(x, y) @ scale(size)
    if turned:
        T = T @ rotate(180)
    pen.draw(SUIT_SHAPES[suit].map(T), fill=colour)


# --------------------------------------------------------------------------
# Index lettering: a bold, round-ended monoline alphabet designed on a
# 100-unit cap height.  Stroked centrelines keep stems exactly even and make
# "10" easy to condense without distorting the stroke weight.
# --------------------------------------------------------------------------

GLYPH_STROKE = 17
G = GLYPH_STROKE / 2            # centrelines sit this far inside the 0..100 box

GLYPHS = {
    # name: (advance width, [centreline paths])
    "K": (68, [f"M{G} {G} V{100 - G}", f"M60 {G} L{G + 2} 61", f"M29 42 L60 {100 - G}"]),
    "Q": (80, [ellipse(40, 50, 40 - G, 50 - G), P("M46 68 L72 96")]),
    "J": (56, [f"M{56 - G} {G} V64 C{56 - G} 82 38 {100 - G} 28 {100 - G} "
               f"C17 {100 - G} {G} 84 {G} 73"]),
    "A": (76, [f"M{G} {100 - G} L38 {G} L{76 - G} {100 - G}", "M19.5 66 H56.5"]),
    "1": (34, [f"M24 {G} V{100 - G}", f"M24 {G} L{G} 22"]),
    "0": (62, [ellipse(31, 50, 31 - G, 50 - G)]),
    "0n": (52, [ellipse(26, 50, 26 - G, 50 - G)]),       # narrow 0 used in "10"
    "9": (62, [ellipse(31, 34, 31 - G, 34 - G),
               f"M{62 - G} 34 V62 C{62 - G} 82 46 {100 - G} 30 {100 - G} "
               f"C20 {100 - G} 13 86 {G} 80"]),
    "8": (62, [ellipse(31, 28, 19, 28 - G), ellipse(31, 71, 31 - G, 29 - G)]),
    "7": (60, [f"M{G} {G} H{60 - G} L23 {100 - G}"]),
}

RANK_GLYPHS = {"K": ["K"], "Q": ["Q"], "J": ["J"], "A": ["A"], "T": ["1", "0n"],
               "9": ["9"], "8": ["8"], "7": ["7"]}


def glyph_paths(names, gap=4):
    """Lay glyphs side by side; returns (paths, total width) in glyph units."""
    x, out = 0.0, []
    for n in names:
        adv, strokes = GLYPHS[n]
        for s in strokes:
            s = P(s) if isinstance(s, str) else s
            out.append(s.map(translate(x, 0)))
        x += adv + gap
    return out, x - gap


def draw_rank(pen, rank, cx, top, height, colour):
    paths, width = glyph_paths(RANK_GLYPHS[rank])
    s = height / 100
    T = translate(cx - width * s / 2, top) @ scale(s)
    joined = Path([sub for p in paths for sub in p.map(T).subs])
    pen.draw(joined, stroke=colour, width=GLYPH_STROKE * s, cap="round", join="round")


# --------------------------------------------------------------------------
# Card furniture
# --------------------------------------------------------------------------

RADIUS = 15                      # 6 % of the card width
INDEX_X = 29                     # centre line of the corner index
RANK_TOP, RANK_H = 13, 48        # rank glyph ~13.7 % of card height
INDEX_SUIT_Y, INDEX_SUIT_R = 82, 13


def card_base(svg):
    pen = Pen(svg)
    pen.draw(rect(0.75, 0.75, W - 1.5, H - 1.5, RADIUS), fill=FACE, stroke=EDGE, width=1.5)
    return pen


def draw_indices(pen, rank, suit, colour):
    for T in (IDENT, TURN):
        p = pen.then(T)
        draw_rank(p, rank, INDEX_X, RANK_TOP, RANK_H, colour)
        draw_suit(p, suit, INDEX_X, INDEX_SUIT_Y, INDEX_SUIT_R, colour)


# Pip grid.  Two columns of four (or three) rows and a centre column, the
# classic French layouts; anything below the middle is printed upside down.
COL_L, COL_C, COL_R = 79, CX, W - 79
ROW_TOP, ROW_BOT = 64, H - 64
ROW4 = [ROW_TOP + i * (ROW_BOT - ROW_TOP) / 3 for i in range(4)]
ROW3 = [ROW_TOP, CY, ROW_BOT]
PIP_R = 22.5

PIP_LAYOUT = {
    "7": [(x, y) for x in (COL_L, COL_R) for y in ROW3] + [(COL_C, (ROW_TOP + CY) / 2)],
    "8": [(x, y) for x in (COL_L, COL_R) for y in ROW3]
         + [(COL_C, (ROW_TOP + CY) / 2), (COL_C, (ROW_BOT + CY) / 2)],
    "9": [(x, y) for x in (COL_L, COL_R) for y in ROW4] + [(COL_C, CY)],
    "T": [(x, y) for x in (COL_L, COL_R) for y in ROW4]
         + [(COL_C, (ROW4[0] + ROW4[1]) / 2), (COL_C, (ROW4[2] + ROW4[3]) / 2)],
}


def draw_pips(pen, rank, suit, colour):
    for x, y in PIP_LAYOUT[rank]:
        draw_suit(pen, suit, x, y, PIP_R, colour, turned=y > CY + 0.1)


def draw_ace(pen, suit, colour):
    # A quiet gold cartouche makes the ace read as special without the
    # busy engraving of printed aces, which would turn to mush when small.
    pen.draw(ellipse(CX, CY, 86, 112), stroke=GOLD, width=2.2)
    pen.draw(ellipse(CX, CY, 80, 106), stroke=GOLD, width=0.9)
    for ang in range(0, 360, 30):
        a = math.radians(ang)
        x, y = CX + 83 * math.cos(a), CY + 109 * math.sin(a)
        big = ang % 90 == 0
        r = 5.5 if big else 2.6
        pen.draw(lozenge(x, y, r, r * 1.3), fill=GOLD if big else GOLD_DARK)
    draw_suit(pen, suit, CX, CY, 58, colour)


# --------------------------------------------------------------------------
# Court cards
# --------------------------------------------------------------------------

PANEL = (56, 17, W - 112, H - 34)          # x, y, w, h of the framed portrait
# Figures are designed at a comfortable working size and enlarged about the
# middle of the centre line, so they fill the panel without clipping.
FIG_SCALE = translate(122, CY) @ scale(1.1) @ translate(-122, -CY)

# Second accent per suit colour: a muted counter-colour, as printed court
# cards pair each suit colour with another ink.  Kept dark and desaturated so
# the robe's suit colour always dominates the figure.
SECOND = {"#c8102e": "#2f4f7f", "#1b1b1b": "#8a2c35", "#1565c0": "#8a2c35", "#2e7d32": "#7a4a84"}


def palette(colour):
    return {
        "robe": colour,
        "fold": mix(colour, "#ffffff", 0.3),         # robe fold lines
        "second": SECOND.get(colour, mix(colour, "#ffffff", 0.5)),
        "linen": "#f6efe0",
        "trim": GOLD,
        "trim_dark": GOLD_DARK,
    }


def face(pen, hx, hy, rx, ry, brow, lips, beard=False):
    """Face oval with eyes, brows, nose and mouth; features are few and
    high-contrast so they survive at 120 px."""
    pen.part(ellipse(hx, hy, rx, ry), SKIN)
    ey = hy - 1
    for s in (-1, 1):
        pen.draw(ellipse(hx + s * 6.2, ey, 2.1, 2.0), fill=INK)
        pen.line("M{} {} Q{} {} {} {}".format(hx + s * 2.6, ey - 4.6, hx + s * 6, ey - 6.6,
                                              hx + s * 9.8, ey - 4.8), brow, 1.7)
        pen.draw(circle(hx + s * 9.2, ey + 7.4, 3.4), fill="#e8907e", opacity=0.4)
    # nose: one soft curve and a nostril shadow rather than an outline
    pen.line("M{} {} Q{} {} {} {}".format(hx - 1.2, ey + 2, hx - 3.4, ey + 7.6,
                                          hx + 0.6, ey + 8.4), SKIN_SHADE, 1.2)
    if not beard:
        pen.draw(P("M{} {} Q{} {} {} {} Q{} {} {} {} Z".format(
            hx - 3.8, ey + 12.4, hx, ey + 11.2, hx + 3.8, ey + 12.4,
            hx, ey + 15.4, hx - 3.8, ey + 12.4)), fill=lips)


def body(pen, pal, neckline):
    """Shoulders and robe of the bust, cut flat at the card's centre line."""
    pen.part(P("M63 175 V153 C63 135 76 125 97 120 L111 115 {} L147 120 "
               "C168 125 181 135 181 153 V175 Z".format(neckline)), pal["robe"])
    # a few fold lines keep a large flat robe (especially a black one) from
    # reading as a silhouette
    pen.line("M76 146 C73 156 72 166 73 174 M168 146 C171 156 172 166 171 174 "
             "M90 156 C89 163 89 169 90 174 M154 156 C155 163 155 169 154 174", pal["fold"], 1.1)


def hand(pen, x, y):
    pen.part(ellipse(x, y, 7.2, 7.8), SKIN)
    for dy in (-2.5, 1.5):
        pen.line("M{} {} H{}".format(x - 5.5, y + dy, x + 5.5), SKIN_SHADE, 0.9)


def sleeve(pen, pal, shoulder_x, hx, hy, side):
    """Forearm from the robe up to a hand at (hx, hy); side = +1 right, -1 left."""
    pen.part(P("M{} 175 C{} 160 {} {} {} {} L{} {} C{} {} {} 166 {} 175 Z".format(
        shoulder_x, shoulder_x - 2 * side, hx - 14 * side, hy + 14, hx - 7 * side, hy + 8,
        hx + 8 * side, hy + 12, hx + 6 * side, hy + 20, shoulder_x + 22 * side,
        shoulder_x + 24 * side)), pal["second"])
    pen.part(P("M{} {} L{} {} L{} {} L{} {} Z".format(
        hx - 8 * side, hy + 6, hx + 9 * side, hy + 10, hx + 7 * side, hy + 15,
        hx - 9 * side, hy + 11)), pal["trim"])


def king_half(pen, pal, suit):
    # as in the Paris pattern, not every king carries the same attribute
    sword = suit in "HC"
    hx, hy = 122, 88
    hair = "#5c3b22"
    pen.part(P("M103 67 C98 81 99 99 104 111 L140 111 C145 99 146 81 141 67 Z"), hair)
    pen.part(rect(114, 100, 16, 20), SKIN)
    body(pen, pal, "C115 122 129 122 133 115")
    # gold-banded front panel of the robe, in the second accent
    pen.part(P("M111 140 L133 140 L137 175 L107 175 Z"), pal["second"])
    pen.line("M111 140 L107 175 M133 140 L137 175", pal["trim"], 2.6)
    for y in (152, 163):
        pen.draw(lozenge(122, y, 3, 4), fill=pal["trim"])
    for x, y in ((80, 162), (96, 168), (148, 168), (164, 162)):
        pen.draw(lozenge(x, y, 2.6, 3.6), fill=pal["trim"])
    # ermine cape: the white fur collar is the king's signature at a glance
    pen.part(P("M80 123 C100 133 144 133 164 123 L173 138 C150 150 94 150 71 138 Z"), "#fbf8f0")
    for x, y in ((86, 137), (104, 142), (122, 143.5), (140, 142), (158, 137)):
        pen.draw(P("M{0} {1} L{2} {3} L{0} {4} L{5} {3} Z".format(x, y - 3.4, x + 1.8, y + 2, y + 0.8, x - 1.8)),
                 fill="#1b1b1b")
    face(pen, hx, hy, 16, 20, "#4a2f1a", "#a8423c", beard=True)
    # full beard and moustache: the quickest way to tell the king from the jack
    pen.part(P("M106 92 C106 108 113 120 122 122 C131 120 138 108 138 92 "
               "C135 100 129 103 122 103 C115 103 109 100 106 92 Z"), hair, width=1.0)
    pen.draw(P("M113 98 C117 94.5 120.5 95 122 96.5 C123.5 95 127 94.5 131 98 "
               "C127 99.6 124 99.2 122 98.2 C120 99.2 117 99.6 113 98 Z"), fill=hair)
    # crown
    pen.part(P("M103 71 V46 L112.5 58 L122 39 L131.5 58 L141 46 V71 Z"), pal["trim"])
    pen.part(rect(101.5, 63, 41, 9, 1.5), pal["trim_dark"])
    pen.part(ellipse(122, 67.5, 3.6, 2.8), pal["second"], width=0.8)
    for x in (109, 135):
        pen.part(circle(x, 67.5, 1.8), "#fffaf0", width=0.6)
    for x, y in ((103, 45), (122, 38), (141, 45)):
        pen.part(circle(x, y, 2.9), "#fffaf0", width=0.9)
    if sword:
        # raised sword: steel blade, gold guard and pommel
        pen.part(P("M176 37 L180 47 V128 H172 V47 Z"), "#d3d8de")
        pen.line("M176 47 V125", "#9aa2ab", 1.0)
        pen.part(rect(165, 127, 22, 5, 2), pal["trim"])
        pen.part(rect(173, 132, 6, 20), "#6b4428", width=1.0)
        pen.part(circle(176, 154, 4), pal["trim"])
    else:
        # sceptre held upright at the side: a gold rod with orb and cross
        pen.line("M176 58 V175", INK, 6.2, cap="butt")
        pen.line("M176 58 V175", pal["trim"], 3.6, cap="butt")
        pen.part(circle(176, 51, 7), pal["trim"])
        pen.line("M176 33 V44 M171 38 H181", INK, 4.4, cap="butt")
        pen.line("M176 33.6 V44 M171.6 38 H180.4", pal["trim"], 2.2, cap="butt")
    sleeve(pen, pal, 150, 176, 141, 1)
    hand(pen, 176, 141)


def queen_half(pen, pal, suit):
    hx, hy = 122, 88
    hair = "#9a4a26"
    body(pen, pal, "C114 133 130 133 133 115")
    # bodice panel in the second accent, laced with gold
    pen.part(P("M110 126 L134 126 L130 175 L114 175 Z"), pal["second"])
    pen.line("M110 126 L114 175 M134 126 L130 175", pal["trim"], 2.4)
    for y in (140, 152, 164):
        pen.line("M{} {} L{} {}".format(116, y - 4, 128, y + 2), pal["trim"], 1.1)
        pen.line("M{} {} L{} {}".format(128, y - 4, 116, y + 2), pal["trim"], 1.1)
    # long hair falling onto the shoulders
    pen.part(P("M103 79 C99 63 110 62 122 62 C134 62 145 63 141 79 C144 99 147 115 157 128 "
               "C146 134 132 129 130 118 L114 118 C112 129 98 134 87 128 C97 115 100 99 103 79 Z"), hair)
    pen.part(rect(115, 100, 14, 20), SKIN)
    pen.part(P("M111 116 C114 131 130 131 133 116 Z"), pal["linen"], width=1.0)
    pen.line("M112 119 C116 128 128 128 132 119", pal["trim"], 1.7)
    pen.part(ellipse(122, 127.6, 2.6, 3.0), pal["robe"], width=0.8)
    face(pen, hx, hy, 15, 19.5, "#6b3218", "#c0343f")
    pen.part(P("M106.5 83 C106 70 114 66 122 66 C130 66 138 70 137.5 83 "
               "C134 75 128 72.5 122 74 C116 72.5 110 75 106.5 83 Z"), hair, width=1.0)
    # tiara: lower and lighter than the king's crown
    pen.part(P("M107 72 L110 59 L116 66 L122 53 L128 66 L134 59 L137 72 Z"), pal["trim"])
    pen.part(rect(106, 68.5, 32, 5, 1.5), pal["trim_dark"], width=1.0)
    for x, y in ((110, 58), (122, 52), (134, 59)):
        pen.part(circle(x, y, 2.4), "#fffaf0", width=0.8)
    # a rose held up beside the face
    sleeve(pen, pal, 96, 80, 143, -1)
    pen.line("M81 140 C80 128 78 116 79 104", "#3f6f35", 2.4)
    pen.part(P("M80 124 C86 116 93 116 96 120 C91 126 86 127 80 124 Z"), "#4f8a42", width=0.9)
    pen.part(P("M79 116 C73 110 67 111 65 115 C70 119 75 119 79 116 Z"), "#4f8a42", width=0.9)
    for k in range(5):
        a = math.radians(-90 + 72 * k)
        pen.part(circle(79 + 5.6 * math.cos(a), 99 + 5.6 * math.sin(a), 5.4), "#d6455d", width=0.9)
    pen.part(circle(79, 99, 3.8), pal["trim"], width=0.9)
    hand(pen, 80, 143)


def jack_half(pen, pal, suit):
    hx, hy = 122, 89
    hair = "#c99245"
    px = 171                                     # halberd shaft
    # halberd first so the feather and the hand sit in front of it
    pen.line("M{0} 58 V175".format(px), INK, 6, cap="butt")
    pen.line("M{0} 58 V175".format(px), "#9a6a3a", 3.4, cap="butt")
    steel = "#c4cad1"
    pen.part(P("M{0} 34 L{1} 50 L{2} 50 Z".format(px, px + 4.5, px - 4.5)), steel)
    pen.part(P("M{0} 51 H{1} C{2} 55 {3} 61 {3} 70 C{4} 66 {5} 65 {0} 67 Z".format(
        px + 2, px + 8, px + 13, px + 16, px + 12, px + 7)), steel)
    pen.part(P("M{0} 53 L{1} 58 L{0} 63 Z".format(px - 2, px - 12)), steel)
    pen.part(rect(px - 4, 49, 8, 18, 1.5), "#8d949c", width=1.0)
    pen.part(P("M102 77 C99 91 101 103 106 111 L138 111 C143 103 145 91 142 77 Z"), hair)
    pen.part(rect(115, 100, 14, 20), SKIN)
    body(pen, pal, "C115 122 129 122 133 115")
    # tunic: a V panel in the second accent, gold edging and a row of buttons
    pen.part(P("M103 117 L122 142 L141 117 L134 115 L122 130 L110 115 Z"), pal["second"], width=1.0)
    pen.line("M102.5 118 L122 143.5 L141.5 118", pal["trim"], 2.4)
    for y in (152, 162, 172):
        pen.part(circle(122, y, 2.5), pal["trim"], width=0.8)
    face(pen, hx, hy, 15.5, 19.5, "#8a5a26", "#b5574a")
    # flat cap with a feather: the jack's silhouette differs from both crowns
    pen.part(P("M134 62 C140 50 152 40 166 37 C162 46 152 56 141 66 Z"), "#fbf8f0")
    pen.line("M137 63 C145 52 154 44 164 39", INK, 0.9)
    pen.part(P("M99 78 C95 64 107 54 123 54 C140 54 151 63 146 78 Z"), pal["robe"])
    pen.part(rect(101, 72, 43, 7, 2), pal["trim"])
    pen.part(circle(110, 75.5, 2.2), pal["second"], width=0.7)
    sleeve(pen, pal, 150, px, 142, 1)
    hand(pen, px, 142)


COURT = {"K": king_half, "Q": queen_half, "J": jack_half}


def draw_court(pen, rank, suit, colour):
    x, y, w, h = PANEL
    pal = palette(colour)
    pen.draw(rect(x, y, w, h, 4), fill="#f4eedf", stroke=colour, width=1.6)
    for T in (IDENT, TURN):
        COURT[rank](pen.then(T @ FIG_SCALE), pal, suit)
    # the two halves meet on a gold rule; the frame is drawn last so robes
    # and weapons appear to sit inside the panel
    pen.draw(rect(x, CY - 1.6, w, 3.2), fill=GOLD, stroke=INK, width=0.6)
    pen.draw(rect(x, y, w, h, 4), stroke=colour, width=1.6)
    pen.draw(rect(x + 3, y + 3, w - 6, h - 6, 2.5), stroke=GOLD, width=0.8)
    for T in (IDENT, TURN):
        draw_suit(pen.then(T), suit, x + 15, y + 17, 9, colour)


def make_face(rank, suit, colours):
    svg = Svg()
    pen = card_base(svg)
    colour = colours[suit]
    if rank in COURT:
        draw_court(pen, rank, suit, colour)
    elif rank == "A":
        draw_ace(pen, suit, colour)
    else:
        draw_pips(pen, rank, suit, colour)
    draw_indices(pen, rank, suit, colour)
    return svg


# High-contrast corners: the rank a third taller and heavier, a larger suit
# sign, both on a white plate over anything behind them, on a white face
# with a black edge.  A rank too wide for the corner is narrowed, its
# strokes keeping their weight.
HC_INDEX_X = 31
HC_RANK_TOP, HC_RANK_H, HC_RANK_MAX_W = 11, 64, 46
HC_STROKE = 22
HC_SUIT_Y, HC_SUIT_R = 98, 17
HC_PLATE = (5, 6, 53, 116)               # x, y, w, h, clear of the top-left pip
HC_FACE, HC_EDGE = "#ffffff", "#000000"


def draw_rank_bold(pen, rank, cx, top, height, max_width, colour):
    paths, width = glyph_paths(RANK_GLYPHS[rank], gap=8)
    s = height / 100
    # Narrowed by a fifth at most, then made smaller as a whole.
    sx = min(s, (max_width - HC_STROKE * s) / width)
    if sx < 0.8 * s:
        s = min(s, (max_width / (width * 0.8 + HC_STROKE)))
        sx = 0.8 * s
        top += (height - s * 100) / 2
    T = translate(cx - width * sx / 2, top) @ scale(sx, s)
    joined = Path([sub for p in paths for sub in p.map(T).subs])
    pen.draw(joined, stroke=colour, width=HC_STROKE * s, cap="round", join="round")


def make_high_contrast_face(rank, suit, colours):
    svg = Svg()
    pen = Pen(svg)
    pen.draw(rect(2, 2, W - 4, H - 4, RADIUS), fill=HC_FACE, stroke=HC_EDGE, width=4)
    colour = colours[suit]
    if rank in COURT:
        # The portraits keep their usual inks: only what is read changes.
        draw_court(pen, rank, suit, (FOUR_COLOUR if colours is HIGH_CONTRAST_FOUR else STANDARD)[suit])
    elif rank == "A":
        draw_ace(pen, suit, colour)
    else:
        draw_pips(pen, rank, suit, colour)
    x, y, w, h = HC_PLATE
    for T in (IDENT, TURN):
        p = pen.then(T)
        p.draw(rect(x, y, w, h, 6), fill=HC_FACE)
        draw_rank_bold(p, rank, HC_INDEX_X, HC_RANK_TOP, HC_RANK_H, HC_RANK_MAX_W, colour)
        draw_suit(p, suit, HC_INDEX_X, HC_SUIT_Y, HC_SUIT_R, colour)
    return svg


# --------------------------------------------------------------------------
# Back: a fine lattice with a rosette, all computed as explicit segments
# (no <pattern>), clipped here in Python because clip-path is ignored.
# --------------------------------------------------------------------------

BACK_RED = "#8e1a2c"
BACK_LINE = "#f1d7cf"


def clip_line(p, q, box):
    """Liang-Barsky: the part of segment pq inside box (x0, y0, x1, y1), or None."""
    x0, y0, x1, y1 = box
    dx, dy = q[0] - p[0], q[1] - p[1]
    t0, t1 = 0.0, 1.0
    for pp, qq in ((-dx, p[0] - x0), (dx, x1 - p[0]), (-dy, p[1] - y0), (dy, y1 - p[1])):
        if pp == 0:
            if qq < 0:
                return None
            continue
        t = qq / pp
        if pp < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (p[0] + t0 * dx, p[1] + t0 * dy), (p[0] + t1 * dx, p[1] + t1 * dy)


def make_back():
    svg = Svg()
    pen = Pen(svg)
    pen.draw(rect(0.75, 0.75, W - 1.5, H - 1.5, RADIUS), fill="#ffffff", stroke=EDGE, width=1.5)
    m = 11
    pen.draw(rect(m, m, W - 2 * m, H - 2 * m, 8), fill=BACK_RED)
    pen.draw(rect(m + 4, m + 4, W - 2 * m - 8, H - 2 * m - 8, 5), stroke=BACK_LINE, width=1.1)
    box = (m + 9, m + 9, W - m - 9, H - m - 9)
    step = 12.5
    segs = []
    # two families of 45-degree lines, one through the card centre, so the
    # lattice is symmetric under the 180-degree turn like the faces
    for k in range(-40, 41):
        for sgn in (1, -1):
            c = k * step * math.sqrt(2)
            p = (CX - 400, CY + sgn * 400 + c)
            q = (CX + 400, CY - sgn * 400 + c)
            seg = clip_line(p, q, box)
            if seg:
                segs.append(seg)
    lattice = "".join("M%s %s L%s %s" % (num(a[0]), num(a[1]), num(b[0]), num(b[1])) for a, b in segs)
    pen.draw(P(lattice), stroke=BACK_LINE, width=0.8, opacity=0.55)
    # a small diamond in the middle of every lattice cell
    dots = []
    half = step * math.sqrt(2) / 2
    for i in range(-20, 21):
        for j in range(-20, 21):
            x = CX + (i + j) * half
            y = CY + (i - j) * half + half
            if box[0] + 3 < x < box[2] - 3 and box[1] + 3 < y < box[3] - 3:
                dots.append("M%s %sl1.8 2.2-1.8 2.2-1.8-2.2z" % (num(x), num(y - 2.2)))
    svg.body.append('<path d="%s" fill="%s" opacity="0.8"/>' % ("".join(dots), BACK_LINE))
    # central medallion: double oval and a 16-petal rosette
    pen.draw(ellipse(CX, CY, 56, 72), fill=BACK_RED, stroke=BACK_LINE, width=1.6)
    pen.draw(ellipse(CX, CY, 50, 66), stroke=BACK_LINE, width=0.8)
    for k in range(16):
        petal = ellipse(0, -26, 6.5, 17).map(rotate(k * 22.5))
        pen.draw(petal.map(translate(CX, CY)), fill=BACK_LINE if k % 2 == 0 else "#d98a92",
                 stroke=BACK_RED, width=0.8)
    for k in range(8):
        petal = ellipse(0, -12, 4, 9).map(rotate(k * 45 + 22.5))
        pen.draw(petal.map(translate(CX, CY)), fill=GOLD, stroke=BACK_RED, width=0.7)
    pen.draw(circle(CX, CY, 5.5), fill=BACK_LINE, stroke=BACK_RED, width=0.8)
    # corner rosettes echo the centre
    for cx, cy in ((m + 26, m + 26), (W - m - 26, m + 26), (m + 26, H - m - 26), (W - m - 26, H - m - 26)):
        pen.draw(circle(cx, cy, 13), fill=BACK_RED, stroke=BACK_LINE, width=1.2)
        for k in range(8):
            petal = ellipse(0, -6.5, 2.6, 5).map(rotate(k * 45))
            pen.draw(petal.map(translate(cx, cy)), fill=BACK_LINE)
        pen.draw(circle(cx, cy, 2.2), fill=GOLD)
    return svg


# --------------------------------------------------------------------------
# Icon: a king and a turned-up heart fanned on a green rounded square.
# Shapes are deliberately few and bold so the 16 px rendering still reads.
# --------------------------------------------------------------------------

def make_icon():
    S = 256
    svg = Svg(S, S)
    pen = Pen(svg)
    # flat felt, no gradient or opacity: every rasteriser (nanosvg, librsvg,
    # ImageMagick's own MSVG) then draws the icon the same way
    pen.draw(rect(8, 8, 240, 240, 44), fill="#2c7434")
    pen.draw(rect(9, 9, 238, 238, 43), stroke="#1d5424", width=2)
    cw, ch = 120, 168

    def card(T, draw):
        p = pen.then(T)
        p.draw(rect(0, 0, cw, ch, 12), fill=FACE, stroke="#2b2320", width=4, join="round")
        draw(p)

    def king(p):
        draw_rank(p, "K", 28, 12, 40, "#1b1b1b")
        # a big crown is what says "king" even at 16 px
        p.draw(P("M20 140 V78 L42 104 L60 62 L78 104 L100 78 V140 Z"), fill=GOLD, stroke=INK,
               width=5, join="round")
        p.draw(rect(20, 120, 80, 20), fill=GOLD_DARK, stroke=INK, width=5, join="round")
        p.draw(circle(60, 130, 6), fill=STANDARD["H"])

    def heart(p):
        draw_rank(p, "A", 26, 12, 40, STANDARD["H"])
        draw_suit(p, "H", 30, 92, 22, STANDARD["H"])

    # the turned-up heart peeks out from behind the king
    card(translate(20, 66) @ rotate(-16), heart)
    card(translate(106, 40) @ rotate(10), king)
    return svg


# --------------------------------------------------------------------------

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def rasterise_icon(svg_path, out_dir):
    for n in ICON_SIZES:
        png = os.path.join(out_dir, "ecarte-%d.png" % n)
        if shutil.which("rsvg-convert"):
            cmd = ["rsvg-convert", "-w", str(n), "-h", str(n), "-o", png, svg_path]
        else:
            # ImageMagick: rasterise at 4x the target (density is per 72 dpi)
            # and downsample, which keeps the small sizes crisp
            density = str(72 * 4 * n / 256)
            cmd = ["convert", "-background", "none", "-density", density, svg_path,
                   "-resize", "%dx%d" % (n, n), png]
        subprocess.run(cmd, check=True)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.dirname(here), help="assets directory (default: parent of this script)")
    ap.add_argument("--png", action="store_true", help="also rasterise the icon PNGs")
    args = ap.parse_args()

    cards = os.path.join(args.out, "cards")
    for deck_dir, colours in ((cards, STANDARD), (os.path.join(cards, "four-colour"), FOUR_COLOUR)):
        for suit in SUITS:
            for rank in RANKS:
                make_face(rank, suit, colours).save(os.path.join(deck_dir, rank + suit + ".svg"))
    for deck_dir, colours in ((os.path.join(cards, "high-contrast"), HIGH_CONTRAST),
                              (os.path.join(cards, "high-contrast-four-colour"), HIGH_CONTRAST_FOUR)):
        for suit in SUITS:
            for rank in RANKS:
                make_high_contrast_face(rank, suit, colours).save(os.path.join(deck_dir, rank + suit + ".svg"))
    make_back().save(os.path.join(cards, "back.svg"))
    icon = os.path.join(args.out, "icon", "ecarte.svg")
    make_icon().save(icon)
    if args.png:
        rasterise_icon(icon, os.path.dirname(icon))
    print("wrote", cards, "and", os.path.dirname(icon))


if __name__ == "__main__":
    main()
