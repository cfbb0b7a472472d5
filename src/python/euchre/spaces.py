"""Space objects shaped like gymnasium's (Discrete, Box, Dict), written
without importing gymnasium (Debian packages neither gymnasium nor
PettingZoo): `shape`, `dtype`, `sample(mask=None)`, `contains(x)` (and
`x in space`), `seed(seed)`, so code written against the libraries' spaces
(sizing a network from `space.shape`, `space.n`, masked random actions)
runs on the adapters' spaces."""
import operator

import numpy as np


class Space:
    """What every space has: shape, dtype, a seedable generator."""

    def __init__(self, shape, dtype, seed=None):
        self._shape = None if shape is None else tuple(int(d) for d in shape)
        self.dtype = None if dtype is None else np.dtype(dtype)
        self._np_random = None
        if seed is not None:
            self.seed(seed)

    @property
    def shape(self):
        return self._shape

    @property
    def np_random(self):
        if self._np_random is None:
            self.seed()
        return self._np_random

    def seed(self, seed=None):
        """Seeds the space's generator (numpy's default_rng) and returns [seed]."""
        self._np_random = np.random.default_rng(seed)
        return [seed]

    def __contains__(self, x):
        return self.contains(x)


class Discrete(Space):
    """{start, ..., start + n - 1}, as gymnasium.spaces.Discrete."""

    def __init__(self, n, seed=None, start=0):
        self.n = np.int64(operator.index(n))
        self.start = np.int64(operator.index(start))
        if self.n <= 0:
            raise ValueError(f"Discrete: n must be positive, not {n}")
        super().__init__((), np.int64, seed)

    def sample(self, mask=None):
        """A uniform element; with `mask` (n entries, 1 where allowed) a uniform
        allowed one (gymnasium's masked sample: `start` when none is allowed)."""
        if mask is None:
            return self.start + self.np_random.integers(self.n)
        mask = np.asarray(mask)
        if mask.shape != (self.n,):
            raise ValueError(f"Discrete.sample: the mask has shape {mask.shape}, expected ({self.n},)")
        allowed = np.flatnonzero(mask)
        if len(allowed) == 0:
            return self.start
        return self.start + np.int64(self.np_random.choice(allowed))

    def contains(self, x):
        if isinstance(x, (bool, np.bool_)):
            return False
        if isinstance(x, np.ndarray) and x.shape == () and np.issubdtype(x.dtype, np.integer):
            x = x.item()
        try:
            value = operator.index(x)
        except TypeError:
            return False
        return bool(self.start <= value < self.start + self.n)

    def __repr__(self):
        return f"Discrete({self.n})" if self.start == 0 else f"Discrete({self.n}, start={self.start})"

    def __eq__(self, other):
        return isinstance(other, Discrete) and self.n == other.n and self.start == other.start


class Box(Space):
    """An array of `shape` between `low` and `high` (per element; +-inf for
    unbounded), as gymnasium.spaces.Box."""

    def __init__(self, low, high, shape=None, dtype=np.float32, seed=None):
        dtype = np.dtype(dtype)
        if shape is None:
            shape = np.broadcast(np.asarray(low), np.asarray(high)).shape
        shape = tuple(int(d) for d in shape)
        self.low = np.full(shape, low, dtype=np.float64) if np.isscalar(low) else np.asarray(low, np.float64)
        self.high = np.full(shape, high, dtype=np.float64) if np.isscalar(high) else np.asarray(high, np.float64)
        if self.low.shape != shape or self.high.shape != shape:
            raise ValueError(f"Box: low {self.low.shape} and high {self.high.shape} do not match shape {shape}")
        if np.any(self.low > self.high):
            raise ValueError("Box: low is above high somewhere")
        if np.issubdtype(dtype, np.floating):
            self.low, self.high = self.low.astype(dtype), self.high.astype(dtype)
        super().__init__(shape, dtype, seed)

    def is_bounded(self, manner="both"):
        below, above = bool(np.all(np.isfinite(self.low))), bool(np.all(np.isfinite(self.high)))
        return {"both": below and above, "below": below, "above": above}[manner]

    def sample(self, mask=None):
        """Uniform where bounded on both sides, shifted exponential where on
        one, normal where on neither (gymnasium's rule); integer dtypes
        draw integers."""
        if mask is not None:
            raise ValueError("Box.sample takes no mask")
        low, high = self.low.astype(np.float64), self.high.astype(np.float64)
        integer = np.issubdtype(self.dtype, np.integer)
        if integer:
            high = high + 1  # uniform over low..high, floored below
        out = np.empty(self.shape, dtype=np.float64)
        both = np.isfinite(low) & np.isfinite(high)
        below = np.isfinite(low) & ~np.isfinite(high)
        above = ~np.isfinite(low) & np.isfinite(high)
        neither = ~np.isfinite(low) & ~np.isfinite(high)
        rng = self.np_random
        out[both] = rng.uniform(low[both], high[both])
        out[below] = low[below] + rng.exponential(size=int(below.sum()))
        out[above] = high[above] - rng.exponential(size=int(above.sum()))
        out[neither] = rng.normal(size=int(neither.sum()))
        if integer:
            out = np.clip(np.floor(out), self.low, self.high)
        return out.astype(self.dtype)

    def contains(self, x):
        if not isinstance(x, np.ndarray):
            try:
                x = np.asarray(x, dtype=self.dtype)
            except (ValueError, TypeError):
                return False
        return bool(np.can_cast(x.dtype, self.dtype) and x.shape == self.shape and
                    np.all(x >= self.low) and np.all(x <= self.high))

    def __repr__(self):
        return f"Box({self.low.min()}, {self.high.max()}, {self.shape}, {self.dtype})"

    def __eq__(self, other):
        return isinstance(other, Box) and self.shape == other.shape and self.dtype == other.dtype and \
            np.array_equal(self.low, other.low) and np.array_equal(self.high, other.high)


class Dict(Space):
    """A dict of named spaces, as gymnasium.spaces.Dict."""

    def __init__(self, spaces, seed=None):
        self.spaces = dict(spaces)
        super().__init__(None, None, None)
        if seed is not None:
            self.seed(seed)

    def seed(self, seed=None):
        """Seeds every subspace from one seed (each its own stream)."""
        streams = np.random.SeedSequence(seed).spawn(len(self.spaces))
        for space, stream in zip(self.spaces.values(), streams):
            space.seed(int(stream.generate_state(1, np.uint64)[0]))
        self._np_random = np.random.default_rng(seed)
        return [seed]

    def sample(self, mask=None):
        mask = mask or {}
        return {key: space.sample(mask.get(key)) for key, space in self.spaces.items()}

    def contains(self, x):
        return isinstance(x, dict) and x.keys() == self.spaces.keys() and \
            all(self.spaces[key].contains(value) for key, value in x.items())

    def __getitem__(self, key):
        return self.spaces[key]

    def keys(self):
        return self.spaces.keys()

    def items(self):
        return self.spaces.items()

    def __repr__(self):
        return "Dict(" + ", ".join(f"{k!r}: {v!r}" for k, v in self.spaces.items()) + ")"

    def __eq__(self, other):
        return isinstance(other, Dict) and self.spaces == other.spaces


# The observation's fields that are counts rather than bits, and their
# bounds (docs/python.md, "Encodings"); every other field is 0 or 1.
_COUNT_BOUNDS = {
    "kitty_face_down": (0.0, 33.0),      # cards, at most the deck
    "tricks_won": (0.0, 8.0),            # tricks in a deal, at most eight
    "score": (-np.inf, np.inf),          # points; negative under renege_penalty=deduct2
    "deal_number": (0.0, np.inf),        # deals before this one in a match
}


def observation_bounds(slices):
    """Per-element low and high of a tensor from its slices
    (euchre.observation_slices() or information_state_slices())."""
    size = max(offset + width for _, offset, width, _ in slices)
    low, high = np.zeros(size), np.ones(size)
    for name, offset, width, _ in slices:
        if name in _COUNT_BOUNDS:
            low[offset:offset + width], high[offset:offset + width] = _COUNT_BOUNDS[name]
    return low, high
