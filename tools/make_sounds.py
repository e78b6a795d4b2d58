"""Synthesise the sound effects of La Bête into ``assets/sounds``.

    python tools/make_sounds.py

Writes 16-bit mono 44100 Hz WAV files: ``shuffle.wav`` (a riffle of cards), ``deal.wav``
(one card flicked across the cloth), ``card.wav`` (a card put down on the table),
``trick.wav`` (a trick gathered in) and ``jetons.wav`` (bone counters clinking).
Only the Python standard library is used; the noise comes from a seeded generator, so
the same script always writes the same files.  Every sound is normalised to a peak of
-6 dBFS and has short fades so that it neither clips nor clicks.
"""
from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from pathlib import Path

RATE = 44100
PEAK = 10 ** (-6 / 20)          # -6 dBFS
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"


# ------------------------------------------------------------------ building blocks
def silence(seconds):
    return [0.0] * int(round(seconds * RATE))


def mix(into, sound, at, gain=1.0):
    """Add ``sound`` into ``into`` starting at ``at`` seconds (growing it if needed)."""
    start = int(round(at * RATE))
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain
    return into


def noise(rnd, n):
    return [rnd.uniform(-1.0, 1.0) for _ in range(n)]


def biquad_bandpass(samples, freq, q):
    """RBJ band-pass (0 dB peak); ``freq`` is a number or a function of time in seconds."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    block = 64
    coeffs = None
    for i, x in enumerate(samples):
        if i % block == 0 or coeffs is None:
            f = freq(i / RATE) if callable(freq) else freq
            f = min(max(f, 20.0), RATE * 0.45)
            w0 = 2 * math.pi * f / RATE
            alpha = math.sin(w0) / (2 * q)
            a0 = 1 + alpha
            coeffs = (alpha / a0, 0.0, -alpha / a0, -2 * math.cos(w0) / a0, (1 - alpha) / a0)
        b0, b1, b2, a1, a2 = coeffs
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, x
        y2, y1 = y1, y
        out.append(y)
    return out


def lowpass(samples, cutoff):
    a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    y = 0.0
    out = []
    for x in samples:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(samples, cutoff):
    low = lowpass(samples, cutoff)
    return [x - l for x, l in zip(samples, low)]


def envelope(samples, attack, decay, hold=0.0):
    """Linear attack, optional hold, then exponential decay (time constant ``decay``)."""
    out = []
    na = max(1, int(attack * RATE))
    nh = int(hold * RATE)
    for i, v in enumerate(samples):
        if i < na:
            g = i / na
        elif i < na + nh:
            g = 1.0
        else:
            g = math.exp(-(i - na - nh) / (decay * RATE))
        out.append(v * g)
    return out


def damped_sine(freq, decay, seconds, phase=0.0, amp=1.0):
    n = int(seconds * RATE)
    w = 2 * math.pi * freq / RATE
    k = 1 / (decay * RATE)
    return [amp * math.sin(w * i + phase) * math.exp(-i * k) for i in range(n)]


def finish(samples, fade_in=0.002, fade_out=0.015, length=None):
    """Trim or pad to ``length``, normalise to PEAK, and fade both ends."""
    if length is not None:
        n = int(round(length * RATE))
        samples = (samples + [0.0] * n)[:n]
    # remove any DC offset the filters left
    mean = sum(samples) / len(samples)
    samples = [v - mean for v in samples]
    fi = max(1, int(fade_in * RATE))
    fo = max(1, int(fade_out * RATE))
    n = len(samples)
    for i in range(min(fi, n)):
        samples[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fi)
    for i in range(min(fo, n)):
        samples[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fo)
    top = max(abs(v) for v in samples) or 1.0
    return [v * PEAK / top for v in samples]


def write(name, samples):
    data = array("h", (max(-32767, min(32767, int(round(v * 32767)))) for v in samples))
    if sys.byteorder != "little":
        data.byteswap()
    path = OUT / name
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())
    return path


# ------------------------------------------------------------------ the sounds
def card_click(rnd, loudness=1.0, centre=3200.0, length=0.012):
    """One card edge flicking off the thumb: a tiny burst of band-passed noise."""
    n = int(length * RATE)
    burst = biquad_bandpass(noise(rnd, n), centre * rnd.uniform(0.8, 1.25), 1.4)
    burst = envelope(burst, 0.0004, rnd.uniform(0.0018, 0.0032))
    body = biquad_bandpass(noise(rnd, n), rnd.uniform(700, 1100), 2.0)
    body = envelope(body, 0.0006, 0.003)
    return [loudness * (a + 0.5 * b) for a, b in zip(burst, body)]


def shuffle(rnd):
    total = 0.8
    out = silence(total)
    # the riffle: the two halves' cards interleave, fast in the middle
    t = 0.03
    riffle_end = 0.56
    while t < riffle_end:
        x = (t - 0.03) / (riffle_end - 0.03)
        loud = 0.35 + 0.65 * math.sin(math.pi * min(1.0, x * 1.1)) ** 0.7
        mix(out, card_click(rnd, loud * rnd.uniform(0.7, 1.0), centre=2800 + 1400 * x), t)
        t += rnd.uniform(0.0065, 0.0115) * (1.25 - 0.45 * math.sin(math.pi * x))
    # a soft papery rustle under the riffle
    rustle = biquad_bandpass(noise(rnd, int(0.6 * RATE)), 2400, 0.7)
    rustle = [v * 0.12 * math.sin(math.pi * i / len(rustle)) ** 2 for i, v in enumerate(rustle)]
    mix(out, rustle, 0.02)
    # the bridge: the cards cascade together, then the pack is squared
    cascade = biquad_bandpass(noise(rnd, int(0.16 * RATE)), lambda s: 3000 - 6000 * s, 0.9)
    cascade = [v * 0.5 * math.sin(math.pi * i / len(cascade)) for i, v in enumerate(cascade)]
    mix(out, cascade, 0.56)
    tap = lowpass(envelope(noise(rnd, int(0.04 * RATE)), 0.0005, 0.006), 1800)
    thump = damped_sine(170, 0.012, 0.05, amp=0.6)
    mix(out, [a * 1.4 + b for a, b in zip(tap, thump)], 0.73, 0.3)
    return finish(out, fade_out=0.02, length=total)


def deal(rnd):
    total = 0.15
    n = int(0.14 * RATE)
    # the card slides off the pack and skims the cloth; its pitch falls as it slows
    slide = biquad_bandpass(noise(rnd, n), lambda s: 4200 - 16000 * s, 1.1)
    env = []
    for i in range(n):
        s = i / RATE
        env.append(min(1.0, s / 0.012) * math.exp(-max(0.0, s - 0.012) / 0.04))
    slide = [v * e for v, e in zip(slide, env)]
    low = biquad_bandpass(noise(rnd, n), 900, 1.5)
    low = [v * e * 0.5 for v, e in zip(low, env)]
    out = [a + b for a, b in zip(slide, low)]
    mix(out, card_click(rnd, 0.9, centre=3600), 0.002)
    return finish(out, fade_out=0.03, length=total)


def card(rnd):
    total = 0.12
    out = silence(total)
    # the snap: a sharp, bright transient
    snap = envelope(highpass(noise(rnd, int(0.01 * RATE)), 1500), 0.0002, 0.0012)
    # the slap of the card on the cloth and the table beneath it
    slap = envelope(biquad_bandpass(noise(rnd, int(0.06 * RATE)), 1300, 0.9), 0.0005, 0.008)
    thump = damped_sine(140, 0.018, 0.09, amp=0.55)
    thump2 = damped_sine(310, 0.01, 0.05, phase=0.7, amp=0.25)
    mix(out, snap, 0.0015, 1.0)
    mix(out, slap, 0.002, 0.9)
    mix(out, thump, 0.0025)
    mix(out, thump2, 0.0025)
    return finish(out, fade_in=0.0008, fade_out=0.025, length=total)


def trick(rnd):
    total = 0.3
    out = silence(total)
    # three or four cards drawn together across the cloth...
    for k, at in enumerate((0.0, 0.035, 0.075, 0.11)):
        n = int(0.11 * RATE)
        top = rnd.uniform(2600, 3400)
        s = biquad_bandpass(noise(rnd, n), lambda x, top=top: top - 9000 * x, 1.0)
        s = [v * min(1.0, i / (0.01 * RATE)) * math.exp(-i / (0.035 * RATE)) for i, v in enumerate(s)]
        mix(out, s, at, 0.75 - 0.1 * k)
    # ...then squared into a little packet with two soft taps
    for at, gain in ((0.19, 0.8), (0.235, 0.55)):
        tap = lowpass(envelope(noise(rnd, int(0.04 * RATE)), 0.0004, 0.005), 2500)
        thump = damped_sine(190, 0.01, 0.04, amp=0.35)
        mix(out, [a * 1.5 + b for a, b in zip(tap, thump)], at, gain)
    return finish(out, fade_out=0.03, length=total)


def counter_clink(rnd, loudness):
    """A small bone counter striking another: a few inharmonic, quickly damped modes."""
    base = rnd.uniform(2300, 2900)
    length = 0.09
    modes = ((1.0, 1.0, 0.030), (2.32, 0.55, 0.018), (3.87, 0.35, 0.011), (5.4, 0.2, 0.007))
    n = int(length * RATE)
    out = [0.0] * n
    for ratio, amp, decay in modes:
        tone = damped_sine(base * ratio * rnd.uniform(0.98, 1.02), decay * rnd.uniform(0.8, 1.2), length,
                           phase=rnd.uniform(0, math.pi), amp=amp)
        for i in range(n):
            out[i] += tone[i]
    # the knock of the wood/bone itself
    knock = lowpass(envelope(noise(rnd, n), 0.0003, 0.0025), 3000)
    return [loudness * (a + 0.8 * b) for a, b in zip(out, knock)]


def jetons(rnd):
    total = 0.4
    out = silence(total)
    # a small handful dropped on the pile: quick clinks that settle
    hits = [(0.0, 1.0), (0.045, 0.7), (0.083, 0.85), (0.13, 0.55), (0.165, 0.6), (0.21, 0.4), (0.245, 0.3),
            (0.27, 0.22)]
    for at, loud in hits:
        mix(out, counter_clink(rnd, loud), at + rnd.uniform(-0.004, 0.004))
    return finish(out, fade_in=0.001, fade_out=0.04, length=total)


def meld(rnd):
    """A meld laid face up: three or four cards put down one beside the other on the cloth."""
    total = 0.42
    out = silence(total)
    at = 0.0
    for k, loud in enumerate((1.0, 0.8, 0.7, 0.55)):
        slap = envelope(biquad_bandpass(noise(rnd, int(0.05 * RATE)), rnd.uniform(1100, 1500), 1.0), 0.0006, 0.007)
        thump = damped_sine(rnd.uniform(150, 190), 0.014, 0.06, amp=0.4)
        mix(out, [a + b for a, b in zip(slap, thump)], at, loud)
        mix(out, card_click(rnd, 0.35 * loud, centre=3400), at + 0.001)
        at += rnd.uniform(0.075, 0.095)
    return finish(out, fade_out=0.05, length=total)


def draw(rnd):
    """A card drawn from the stock: the thumb lifts it, it slides off the pack into the hand."""
    total = 0.16
    out = silence(total)
    mix(out, card_click(rnd, 0.7, centre=3000), 0.0)
    n = int(0.12 * RATE)
    slide = biquad_bandpass(noise(rnd, n), lambda s: 2600 + 9000 * s, 1.3)
    env = [math.sin(math.pi * i / n) ** 1.5 for i in range(n)]
    mix(out, [v * e * 0.55 for v, e in zip(slide, env)], 0.012)
    return finish(out, fade_out=0.03, length=total)


SOUNDS = {
    "shuffle.wav": shuffle,
    "deal.wav": deal,
    "card.wav": card,
    "trick.wav": trick,
    "jetons.wav": jetons,
    "meld.wav": meld,
    "draw.wav": draw,
}


def main(argv=None) -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for i, (name, make) in enumerate(SOUNDS.items()):
        rnd = random.Random(1739 + i)
        path = write(name, make(rnd))
        print(f"wrote {path.name}: {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
