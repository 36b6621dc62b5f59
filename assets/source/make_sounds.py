#!/usr/bin/env python3
"""Synthesise the Écarté sound effects (short, quiet, card-table sounds).

Usage:
    python3 assets/source/make_sounds.py            # writes assets/sounds/*.wav
    python3 assets/source/make_sounds.py --out DIR  # write into DIR instead

Every sound is made here from noise and sine waves, with a fixed seed per
sound, so the same script writes the same files byte for byte.  The files are
16-bit mono at 44.1 kHz; each starts and ends at zero (short fades), so the
game never clicks when one starts or stops.  Their levels are part of the
design: see README.md beside this script.

Standard library only; the generated WAVs are the committed artefacts.
"""

import argparse
import math
import os
import random
import struct
import wave

RATE = 44100
SEED = 1867  # the year of the Paris pattern's last redrawing; any number would do


# --------------------------------------------------------------------------
# Building blocks: signals are plain lists of floats, full scale 1.0.
# --------------------------------------------------------------------------

def frames(seconds):
    return int(round(seconds * RATE))


def silence(seconds):
    return [0.0] * frames(seconds)


def noise(rng, seconds):
    return [rng.uniform(-1.0, 1.0) for _ in range(frames(seconds))]


def lowpass(signal, cutoff):
    """One pole: gentle, and never rings."""
    a = 1.0 - math.exp(-2.0 * math.pi * cutoff / RATE)
    y, out = 0.0, []
    for x in signal:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(signal, cutoff):
    low = lowpass(signal, cutoff)
    return [x - l for x, l in zip(signal, low)]


def bandpass(signal, centre, q):
    """The RBJ cookbook band-pass (0 dB at the centre); `centre` may be a
    function of the time in seconds, for sweeps."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for i, x in enumerate(signal):
        f = centre(i / RATE) if callable(centre) else centre
        w = 2.0 * math.pi * f / RATE
        alpha = math.sin(w) / (2.0 * q)
        a0 = 1.0 + alpha
        b0, b2 = alpha / a0, -alpha / a0
        a1, a2 = -2.0 * math.cos(w) / a0, (1.0 - alpha) / a0
        y = b0 * x + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def envelope(n, attack, decay, hold=0.0):
    """A linear attack, an optional hold, then an exponential decay (time
    constant `decay`), all in seconds."""
    out = []
    for i in range(n):
        t = i / RATE
        if t < attack:
            out.append(t / attack)
        elif t < attack + hold:
            out.append(1.0)
        else:
            out.append(math.exp(-(t - attack - hold) / decay))
    return out


def shaped(signal, env):
    return [x * e for x, e in zip(signal, env)]


def tone(freq, seconds, partials=((1.0, 1.0, 1.0),), attack=0.003, decay=0.2):
    """A struck tone: each partial (ratio, amplitude, decay factor) dies away
    at its own rate, the higher ones faster, as a bar or a bell does."""
    n = frames(seconds)
    out = [0.0] * n
    for ratio, amp, speed in partials:
        f = freq * ratio
        if f >= RATE / 2:
            continue
        tau = decay * speed
        for i in range(n):
            t = i / RATE
            rise = t / attack if t < attack else 1.0
            out[i] += amp * rise * math.exp(-t / tau) * math.sin(2.0 * math.pi * f * t)
    return out


def glide(f0, f1, seconds, attack, decay):
    """A sine whose pitch falls (or rises) smoothly from f0 to f1."""
    n = frames(seconds)
    out, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        u = min(1.0, t / seconds)
        f = f0 * (f1 / f0) ** u
        phase += 2.0 * math.pi * f / RATE
        rise = t / attack if t < attack else 1.0
        out.append(rise * math.exp(-t / decay) * math.sin(phase))
    return out


def mix_at(base, signal, at, gain=1.0):
    """Adds `signal` into `base` from `at` seconds on, growing `base`."""
    start = frames(at)
    need = start + len(signal)
    if need > len(base):
        base.extend([0.0] * (need - len(base)))
    for i, x in enumerate(signal):
        base[start + i] += gain * x
    return base


def finish(signal, peak_db, fade_in=0.0005, fade_out=0.004):
    """Scales to the designed peak level and fades both ends to exactly
    zero, then trims trailing near-silence."""
    peak = max(abs(x) for x in signal) or 1.0
    scale = 10.0 ** (peak_db / 20.0) / peak
    out = [x * scale for x in signal]
    floor = 10.0 ** (-80.0 / 20.0)
    end = len(out)
    while end > 0 and abs(out[end - 1]) < floor:
        end -= 1
    out = out[:end]
    n_in, n_out = max(1, frames(fade_in)), max(1, frames(fade_out))
    for i in range(min(n_in, len(out))):
        out[i] *= i / n_in
    for i in range(min(n_out, len(out))):
        out[len(out) - 1 - i] *= i / n_out
    return out


def write_wav(path, signal):
    data = bytearray()
    for x in signal:
        v = int(round(max(-1.0, min(1.0, x)) * 32767.0))
        data += struct.pack("<h", v)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(data))


# --------------------------------------------------------------------------
# The card sounds: paper on cloth.  Their main transient is at the very start,
# because the game starts each one at the moment the picture shows it happen
# (a card landing, a trick starting to slide).
# --------------------------------------------------------------------------

MARIMBA = ((1.0, 1.0, 1.0), (3.93, 0.22, 0.25), (9.0, 0.05, 0.1))
BELL = ((1.0, 1.0, 1.0), (2.0, 0.35, 0.6), (2.76, 0.18, 0.35), (5.4, 0.06, 0.15))
SOFT = ((1.0, 1.0, 1.0), (2.0, 0.18, 0.5), (3.0, 0.05, 0.3))


def snap(rng, seconds, centre, q, decay):
    """The crack of a card's edge: a very short burst of band-passed noise."""
    burst = bandpass(noise(rng, seconds), centre, q)
    return shaped(burst, envelope(len(burst), 0.0004, decay))


def sound_tick(rng):
    """A button: the smallest sound, a soft wooden tick."""
    body = tone(1750.0, 0.04, ((1.0, 1.0, 1.0), (2.7, 0.3, 0.5)), attack=0.0008, decay=0.006)
    return finish(mix_at(snap(rng, 0.03, 3200.0, 1.4, 0.0025), body, 0.0, 0.6), -22.0)


def sound_deal(rng):
    """A card dealt lands: a light snap with a short whisper of cloth."""
    s = snap(rng, 0.05, 2300.0, 1.0, 0.005)
    whisper = bandpass(noise(rng, 0.08), 1400.0, 0.8)
    mix_at(s, shaped(whisper, envelope(len(whisper), 0.004, 0.018)), 0.0, 0.25)
    return finish(s, -13.0)


def sound_draw(rng):
    """A card taken from the stock: crisper and shorter than a dealt one."""
    s = snap(rng, 0.04, 3600.0, 1.3, 0.0035)
    mix_at(s, highpass(snap(rng, 0.03, 5200.0, 2.0, 0.002), 2500.0), 0.006, 0.5)
    return finish(s, -14.0)


def sound_play(rng):
    """A played card slaps down on the baize: the loudest of the card sounds,
    a soft thud under a papery slap, so that it reads as "on the table"."""
    slap = lowpass(lowpass(highpass(noise(rng, 0.12), 220.0), 2600.0), 3200.0)
    out = shaped(slap, envelope(len(slap), 0.0008, 0.012))
    thud = glide(170.0, 85.0, 0.12, 0.002, 0.028)
    mix_at(out, thud, 0.0, 0.55)
    tail = bandpass(noise(rng, 0.14), 1200.0, 0.9)
    mix_at(out, shaped(tail, envelope(len(tail), 0.01, 0.035)), 0.0, 0.09)
    return finish(out, -10.0)


def sound_discard(rng):
    """Cards pushed face down onto a pile: a short slide ending soft."""
    slide = bandpass(noise(rng, 0.2), lambda t: 1100.0 - 1500.0 * t, 0.8)
    out = shaped(slide, envelope(len(slide), 0.012, 0.045))
    mix_at(out, snap(rng, 0.04, 1600.0, 1.0, 0.004), 0.0, 0.6)
    return finish(out, -14.0)


def sound_gather(rng):
    """A finished trick slides to its winner: a swish as long as the slide
    (350 ms at normal speed) that ends with the cards settling on the pile."""
    seconds = 0.34
    swish = bandpass(noise(rng, seconds), lambda t: 900.0 + 2400.0 * t, 0.7)
    env = []
    for i in range(len(swish)):
        t = i / RATE
        rise = min(1.0, t / 0.07)
        fall = max(0.0, 1.0 - t / seconds) ** 0.6
        env.append(rise * fall)
    out = shaped(swish, env)
    mix_at(out, snap(rng, 0.05, 1500.0, 0.9, 0.006), seconds - 0.05, 0.7)
    mix_at(out, glide(140.0, 90.0, 0.06, 0.002, 0.02), seconds - 0.05, 0.25)
    return finish(out, -14.0)


def sound_shuffle(rng):
    """A riffle shuffle: thirty-odd tiny clicks, quick in the middle, over a
    faint purr, then the bridge as the halves are squared up."""
    out = silence(0.62)
    t, clicks = 0.0, 0
    while t < 0.46:
        # The riffle speeds up, then slows as the last cards fall.
        speed = 0.5 + math.sin(math.pi * t / 0.46)
        click = snap(rng, 0.012, rng.uniform(2000.0, 4200.0), 1.2, 0.0012)
        mix_at(out, click, t, rng.uniform(0.45, 1.0))
        t += rng.uniform(0.010, 0.018) / speed
        clicks += 1
    purr = lowpass(noise(rng, 0.5), 500.0)
    env = [math.sin(math.pi * min(1.0, i / len(purr))) for i in range(len(purr))]
    mix_at(out, shaped(purr, env), 0.0, 0.6)
    bridge = bandpass(noise(rng, 0.16), lambda u: 2600.0 - 6000.0 * u, 0.9)
    mix_at(out, shaped(bridge, envelope(len(bridge), 0.03, 0.05)), 0.45, 0.35)
    return finish(out, -14.0)


def sound_spring(rng):
    """An illegal card springs back: a gentle low "bwop" falling in pitch,
    a no that does not scold."""
    out = glide(420.0, 250.0, 0.2, 0.005, 0.06)
    second = glide(840.0, 500.0, 0.2, 0.005, 0.035)
    mix_at(out, second, 0.0, 0.18)
    mix_at(out, snap(rng, 0.03, 1800.0, 1.0, 0.003), 0.0, 0.15)
    return finish(out, -18.0)


# --------------------------------------------------------------------------
# The moments: the king, and the end of a hand or a game.  Struck tones, soft
# attacks, short tails; winning rises in a major key, losing falls in minor
# and is a little quieter.
# --------------------------------------------------------------------------

def notes(spec, partials, decay, attack=0.004, tail=0.6):
    """spec: (frequency, start, gain) triples."""
    out = []
    for freq, at, gain in spec:
        mix_at(out, tone(freq, tail, partials, attack=attack, decay=decay), at, gain)
    return out


C4, D4, EB4, E4, F4, G4, A4 = 261.63, 293.66, 311.13, 329.63, 349.23, 392.0, 440.0
C5, E5, G5, A5, C6 = 523.25, 659.26, 783.99, 880.0, 1046.5
A3 = 220.0


def sound_king(rng):
    """The king of trumps, declared or turned up: two bell notes, a fourth
    apart, the second a little brighter."""
    del rng
    out = notes(((E5, 0.0, 0.8), (A5, 0.11, 1.0)), BELL, 0.32, attack=0.003, tail=0.9)
    return finish(out, -14.0)


def sound_hand_won(rng):
    del rng
    out = notes(((C5, 0.0, 0.8), (E5, 0.09, 0.9), (G5, 0.18, 1.0)), MARIMBA, 0.2, tail=0.55)
    return finish(out, -14.0)


def sound_hand_lost(rng):
    del rng
    out = notes(((G4, 0.0, 1.0), (EB4, 0.13, 0.9), (C4, 0.26, 0.85)), SOFT, 0.22, attack=0.008, tail=0.55)
    return finish(out, -16.0)


def sound_game_won(rng):
    del rng
    run = [(C5, 0.0, 0.75), (E5, 0.09, 0.8), (G5, 0.18, 0.85), (C6, 0.27, 1.0)]
    out = notes(run, MARIMBA, 0.22, tail=0.6)
    chord = notes(((C5, 0.0, 0.5), (E5, 0.0, 0.45), (G5, 0.0, 0.45), (C6, 0.0, 0.4)), BELL, 0.45,
                  attack=0.01, tail=1.1)
    mix_at(out, chord, 0.42, 1.0)
    return finish(out, -12.0)


def sound_game_lost(rng):
    del rng
    run = [(E4, 0.0, 1.0), (C4, 0.17, 0.9), (A3, 0.34, 0.85)]
    out = notes(run, SOFT, 0.25, attack=0.01, tail=0.6)
    chord = notes(((A3, 0.0, 0.5), (C4, 0.0, 0.4), (E4, 0.0, 0.35)), SOFT, 0.5, attack=0.03, tail=1.0)
    mix_at(out, chord, 0.55, 0.8)
    return finish(out, -15.0)


SOUNDS = [
    ("tick", sound_tick),
    ("deal", sound_deal),
    ("draw", sound_draw),
    ("play", sound_play),
    ("discard", sound_discard),
    ("gather", sound_gather),
    ("shuffle", sound_shuffle),
    ("spring", sound_spring),
    ("king", sound_king),
    ("hand-won", sound_hand_won),
    ("hand-lost", sound_hand_lost),
    ("game-won", sound_game_won),
    ("game-lost", sound_game_lost),
]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=os.path.join(here, "..", "sounds"), help="folder for the WAV files")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    for index, (name, make) in enumerate(SOUNDS):
        rng = random.Random(SEED * 100 + index)
        write_wav(os.path.join(args.out, name + ".wav"), make(rng))
    print(f"wrote {len(SOUNDS)} sounds to {os.path.normpath(args.out)}")


if __name__ == "__main__":
    main()
