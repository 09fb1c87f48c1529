"""Synthesise the app's sound effects into art/sounds/*.wav (ours: made here, nothing
downloaded).

    python art/tools/make_sounds.py          # writes every sound
    python art/tools/make_sounds.py --check  # exit 1 if a committed file differs

Mono, 22050 Hz, 16-bit, each well under 100 KB. Every sound is built from sine partials, noise
from a seeded generator and envelopes, so the same script always writes the same bytes.

- card: a card sliding on felt (filtered noise, a soft swell and fade)
- dice: dice rattling and settling (a dozen small knocks, closer and softer)
- hit: a blow, for damage (a falling low thump with a short crack)
- plunder: a district plundered (a crash of noise over a falling low tone)
- bell: a bronze bell tolling (a bell's inharmonic partials, a long decay)
- turn: your turn (a rising two-note chime)
- click: a soft click for buttons
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "sounds"
TAU = 2 * math.pi

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * round(seconds * RATE)


def tone(freq: float, seconds: float, decay: float, *, phase: float = 0.0) -> Samples:
    """A sine at ``freq`` Hz fading with time constant ``decay`` seconds."""
    n = round(seconds * RATE)
    return [math.sin(TAU * freq * i / RATE + phase) * math.exp(-i / RATE / decay) for i in range(n)]


def sweep(f0: float, f1: float, seconds: float, decay: float) -> Samples:
    """A sine gliding from ``f0`` to ``f1`` Hz (exponentially), fading."""
    n = round(seconds * RATE)
    out, phase = [], 0.0
    for i in range(n):
        t = i / n
        phase += TAU * f0 * (f1 / f0) ** t / RATE
        out.append(math.sin(phase) * math.exp(-i / RATE / decay))
    return out


def noise(seconds: float, rng: random.Random, smooth: float = 0.0) -> Samples:
    """White noise, low-passed by a one-pole filter (``smooth`` 0: none, near 1: dull)."""
    out, last = [], 0.0
    for _ in range(round(seconds * RATE)):
        last = smooth * last + (1 - smooth) * rng.uniform(-1.0, 1.0)
        out.append(last)
    return out


def envelope(samples: Samples, attack: float, release: float) -> Samples:
    """A linear fade in over ``attack`` seconds and out over the last ``release`` seconds."""
    n = len(samples)
    a, r = max(1, round(attack * RATE)), max(1, round(release * RATE))
    return [s * min(1.0, i / a, (n - i) / r) for i, s in enumerate(samples)]


def mix(*layers: tuple[Samples, float, float]) -> Samples:
    """Layers of (samples, gain, start in seconds) added together."""
    end = max(round(start * RATE) + len(s) for s, _, start in layers)
    out = [0.0] * end
    for samples, gain, start in layers:
        offset = round(start * RATE)
        for i, v in enumerate(samples):
            out[offset + i] += v * gain
    return out


def normalise(samples: Samples, peak: float = 0.8) -> Samples:
    top = max(abs(s) for s in samples) or 1.0
    return [s * peak / top for s in samples]


# ----- the sounds -----------------------------------------------------------------------------


def card() -> Samples:
    rng = random.Random(11)
    hiss = noise(0.2, rng, smooth=0.55)
    n = len(hiss)
    swell = [s * math.sin(math.pi * i / n) ** 1.5 for i, s in enumerate(hiss)]
    return normalise(envelope(swell, 0.01, 0.04), 0.55)


def dice() -> Samples:
    rng = random.Random(23)
    layers: list[tuple[Samples, float, float]] = []
    t = 0.0
    for k in range(12):
        knock = mix(
            (tone(rng.uniform(1800, 2600), 0.03, 0.006), 0.6, 0.0),
            (noise(0.02, rng, smooth=0.3), 0.5, 0.0),
        )
        layers.append((envelope(knock, 0.0005, 0.01), 0.9 * 0.86**k, t))
        t += rng.uniform(0.018, 0.05) * (1 + k / 8)
    return normalise(mix(*layers), 0.7)


def hit() -> Samples:
    rng = random.Random(31)
    thump = sweep(140, 48, 0.32, 0.09)
    crack = envelope(noise(0.05, rng, smooth=0.2), 0.001, 0.04)
    return normalise(envelope(mix((thump, 1.0, 0.0), (crack, 0.5, 0.0)), 0.002, 0.05), 0.85)


def plunder() -> Samples:
    rng = random.Random(47)
    crash = noise(0.7, rng, smooth=0.35)
    crash = [s * math.exp(-i / RATE / 0.16) for i, s in enumerate(crash)]
    rumble = sweep(120, 40, 0.7, 0.25)
    debris = []
    for k in range(6):
        bit = envelope(noise(0.03, rng, smooth=0.5), 0.001, 0.02)
        debris.append((bit, 0.35 * 0.8**k, 0.12 + k * rng.uniform(0.05, 0.09)))
    return normalise(envelope(mix((crash, 0.9, 0.0), (rumble, 0.8, 0.0), *debris), 0.003, 0.1))


def bell() -> Samples:
    fundamental = 196.0  # G3, a big bell
    partials = (  # a church bell's partials (hum, prime, tierce, quint, nominal...) and decays
        (0.5, 0.5, 1.6),
        (1.0, 0.9, 1.2),
        (1.183, 0.55, 0.9),
        (1.506, 0.35, 0.7),
        (2.0, 0.6, 0.6),
        (2.514, 0.25, 0.4),
        (3.011, 0.18, 0.3),
    )
    layers = [
        (tone(fundamental * ratio, 1.7, decay, phase=ratio), gain, 0.0)
        for ratio, gain, decay in partials
    ]
    rng = random.Random(5)
    strike = envelope(noise(0.02, rng, smooth=0.4), 0.0005, 0.015)
    return normalise(envelope(mix(*layers, (strike, 0.4, 0.0)), 0.002, 0.3), 0.8)


def turn() -> Samples:
    def note(freq: float) -> Samples:
        return mix(
            (tone(freq, 0.5, 0.18), 1.0, 0.0),
            (tone(freq * 2, 0.5, 0.09), 0.3, 0.0),
            (tone(freq * 3, 0.5, 0.05), 0.12, 0.0),
        )

    return normalise(envelope(mix((note(659.25), 0.8, 0.0), (note(987.77), 1.0, 0.13)), 0.003, 0.1))


def click() -> Samples:
    rng = random.Random(2)
    tick = mix((tone(1500, 0.035, 0.006), 0.8, 0.0), (noise(0.01, rng, smooth=0.3), 0.3, 0.0))
    return normalise(envelope(tick, 0.0005, 0.01), 0.45)


SOUNDS: dict[str, Callable[[], Samples]] = {
    "card": card,
    "dice": dice,
    "hit": hit,
    "plunder": plunder,
    "bell": bell,
    "turn": turn,
    "click": click,
}


def encode(samples: Samples) -> bytes:
    data = array("h", (max(-32767, min(32767, round(s * 32767))) for s in samples))
    if sys.byteorder == "big":
        data.byteswap()  # WAV is little-endian
    return data.tobytes()


def write(path: Path, samples: Samples) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(encode(samples))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed files")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    stale = []
    for name, make in SOUNDS.items():
        path = args.out / f"{name}.wav"
        samples = make()
        if args.check:
            with wave.open(str(path), "rb") as old:
                if old.readframes(old.getnframes()) != encode(samples):
                    stale.append(name)
            continue
        write(path, samples)
        print(f"{path.name}: {len(samples) / RATE:.2f} s, {path.stat().st_size // 1024} KB")
    if stale:
        print("differs: " + ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
