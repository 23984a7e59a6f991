"""Forward-backward decoding over a linear chain (the sentence roles of an abstract)."""
from __future__ import annotations

import numpy as np


def logsumexp(a: np.ndarray, axis: int, keepdims: bool = False) -> np.ndarray:
    """log(sum(exp(a))) along axis; numpy only (scipy's version costs more in overhead on 5x5 arrays)."""
    m = a.max(axis=axis, keepdims=True)
    out = m + np.log(np.exp(a - m).sum(axis=axis, keepdims=True))
    return out if keepdims else out.squeeze(axis)


def chain_decode(emission_logp: np.ndarray, trans_logp: np.ndarray, start_logp: np.ndarray):
    """Forward-backward over a linear chain. Returns (labels index array, marginals)."""
    n, k = emission_logp.shape

    alpha = np.zeros((n, k))
    alpha[0] = start_logp + emission_logp[0]
    for i in range(1, n):
        alpha[i] = emission_logp[i] + logsumexp(alpha[i - 1][:, None] + trans_logp, axis=0)
    beta = np.zeros((n, k))
    for i in range(n - 2, -1, -1):
        beta[i] = logsumexp(trans_logp + (emission_logp[i + 1] + beta[i + 1])[None, :], axis=1)
    post = alpha + beta
    post -= logsumexp(post, axis=1, keepdims=True)
    marg = np.exp(post)
    return marg.argmax(axis=1), marg
