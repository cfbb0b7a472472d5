"""The network both trainers fit (learning/train_auction.py,
learning/train_beliefs.py) and the program reads (src/learned/mlp.h): one
hidden layer of rectified linear units. numpy, float64; the caller keeps
one thread and draws every random number from its own generator, so the
same data and seed give the same weights, bit for bit."""
import numpy as np


def init(rng, inputs, hidden, outputs, b2):
    """He-scaled first layer, a small second layer, the output biases given."""
    return {
        "w1": rng.normal(0.0, np.sqrt(2.0 / inputs), size=(hidden, inputs)),
        "b1": np.zeros(hidden),
        "w2": rng.normal(0.0, np.sqrt(1.0 / hidden), size=(outputs, hidden)) * 0.1,
        "b2": b2,
    }


def forward(p, x):
    """The hidden units and the outputs."""
    h = np.maximum(x @ p["w1"].T + p["b1"], 0.0)
    return h, h @ p["w2"].T + p["b2"]


def fit(p, x, epochs, batch, lr, rng, output_gradient):
    """Adam on mini-batches of rows in a new random order each epoch.
    output_gradient(idx, outputs) gives the loss's gradient with respect to
    the outputs of rows idx."""
    m = {k: np.zeros_like(v) for k, v in p.items()}
    v = {k: np.zeros_like(v) for k, v in p.items()}
    b1, b2, eps, t = 0.9, 0.999, 1e-8, 0
    n = len(x)
    for _ in range(epochs):
        order = rng.permutation(n)
        for start in range(0, n, batch):
            idx = order[start:start + batch]
            xb = x[idx]
            h, out = forward(p, xb)
            d = output_gradient(idx, out)
            g = {"w2": d.T @ h, "b2": d.sum(axis=0)}
            dh = (d @ p["w2"]) * (h > 0)
            g["w1"] = dh.T @ xb
            g["b1"] = dh.sum(axis=0)
            t += 1
            for k in p:
                m[k] = b1 * m[k] + (1 - b1) * g[k]
                v[k] = b2 * v[k] + (1 - b2) * g[k] ** 2
                p[k] = p[k] - lr * (m[k] / (1 - b1 ** t)) / (np.sqrt(v[k] / (1 - b2 ** t)) + eps)
    return p
