"""kg_sentence_roles: a linear sentence classifier with a linear-chain decode over the abstract;
sets sent._.role and sent._.role_confidence."""
from __future__ import annotations

from typing import List

import numpy as np
from spacy.language import Language
from spacy.tokens import Doc

from kg.extract import extensions
from kg.extract.trained.chain import chain_decode
from kg.extract.trained.features import ROLE_HASH_BITS, hash_features, sentence_features, sentence_syntax
from kg.extract.trained.linear import LinearModel, load_linear
from kg.extract.trained.shipped import ROLE_FILE


def role_predict(model: LinearModel, sentences_words: List[List[str]], use_chain: bool = True,
                 extras: List[List[str]] | None = None):
    """Roles and confidences for the sentences (lower-cased word lists) of one abstract."""
    n = len(sentences_words)
    if n == 0:
        return [], []
    extras = extras or [[] for _ in range(n)]
    feats = [
        sentence_features(sentences_words[i], sentences_words[i - 1] if i > 0 else None,
                          sentences_words[i + 1] if i + 1 < n else None, i, n, extras[i])
        for i in range(n)
    ]
    P = model.proba(hash_features(feats, ROLE_HASH_BITS))
    if use_chain and "trans" in model.extra:
        prior = model.extra["prior"].astype(np.float64)
        emis = np.log(np.clip(P, 1e-9, 1.0)) - float(model.extra.get("prior_weight", 1.0)) * np.log(prior)
        idx, marg = chain_decode(emis, np.log(model.extra["trans"]), np.log(model.extra["start"]))
    else:
        idx, marg = P.argmax(axis=1), P
    labels = [model.labels[int(i)] for i in idx]
    confs = [float(marg[r, int(i)]) for r, i in enumerate(idx)]
    return labels, confs


class SentenceRoles:
    def __init__(self, nlp: Language, name: str, model_file: str | None, use_chain: bool):
        extensions.register()
        self.name = name
        self.model = load_linear(model_file, ROLE_FILE, "sentence-role")
        self.use_chain = bool(use_chain)

    def __call__(self, doc: Doc) -> Doc:
        sents = list(doc.sents)
        words = [[t.lower_ for t in s if not t.is_space] for s in sents]
        extras = [sentence_syntax(s) for s in sents]
        labels, confs = role_predict(self.model, words, self.use_chain, extras)
        for s, lab, c in zip(sents, labels, confs):
            s._.role = lab
            s._.role_confidence = c
        return doc


@Language.factory(
    "kg_sentence_roles",
    default_config={"model_file": None, "use_chain": True},
    requires=["doc.sents"],
    assigns=["span._.role", "span._.role_confidence"],
)
def make_sentence_roles(nlp: Language, name: str, model_file: str | None, use_chain: bool):
    return SentenceRoles(nlp, name, model_file, use_chain)
