"""kg.HashTensorTok2Vec.v1: the experimental token encoder `kg train entities --arch hash_tensor` can
use (its own hash embeddings beside the doc.tensor en_core_web_sm's tok2vec leaves). The shipped entity
model uses kg.SmTok2VecPlus.v1 (kg/extract/trained/tok2vec.py); docs/quality.md compares the two."""
from __future__ import annotations

from typing import List

import spacy
from spacy.tokens import Doc
from thinc.api import Dropout, Maxout, Model, chain, concatenate, with_array
from thinc.types import Floats2d


def _doc_tensor_layer(width: int) -> Model[List[Doc], List[Floats2d]]:
    """Reads doc.tensor (left by an upstream tok2vec) as a fixed, non-trainable input feature."""

    def forward(model: Model, docs: List[Doc], is_train: bool):
        ops = model.ops
        out = []
        for doc in docs:
            t = doc.tensor
            if t is None or getattr(t, "shape", (0,))[0] != len(doc) or t.ndim != 2 or t.shape[1] != width:
                out.append(ops.alloc2f(len(doc), width))
            else:
                out.append(ops.asarray2f(t))
        return out, lambda d_out: []

    return Model("doc_tensor", forward, dims={"nO": width})


@spacy.registry.architectures("kg.HashTensorTok2Vec.v1")
def hash_tensor_tok2vec(
    width: int,
    depth: int,
    attrs: List[str],
    rows: List[int],
    tensor_width: int = 96,
    window_size: int = 1,
    maxout_pieces: int = 3,
    tensor_dropout: float = 0.1,
) -> Model[List[Doc], List[Floats2d]]:
    """Own hash embeddings + upstream doc.tensor, mixed and contextualised by a small CNN."""
    from spacy.ml.models.tok2vec import MultiHashEmbed, MaxoutWindowEncoder

    embed = MultiHashEmbed(width=width, attrs=attrs, rows=rows, include_static_vectors=False)
    parts = [embed]
    n_in = width
    if tensor_width > 0:
        parts.append(chain(_doc_tensor_layer(tensor_width), with_array(Dropout(tensor_dropout))))
        n_in += tensor_width
    mixed = chain(
        concatenate(*parts),
        with_array(Maxout(width, n_in, nP=maxout_pieces, normalize=True, dropout=0.0)),
    )
    encoder = MaxoutWindowEncoder(width=width, window_size=window_size, maxout_pieces=maxout_pieces, depth=depth)
    model = chain(mixed, encoder)
    model.set_dim("nO", width)
    model.name = "kg_hash_tensor_tok2vec"
    return model


def _rows_per_doc(inner: Model[List[Doc], Floats2d]) -> Model[List[Doc], List[Floats2d]]:
    """inner's one array for the whole batch, split back into one array per doc."""

    def forward(model: Model, docs: List[Doc], is_train: bool):
        Y, backprop = model.layers[0](docs, is_train)
        lengths = model.ops.asarray1i([len(doc) for doc in docs])
        return model.ops.unflatten(Y, lengths), lambda dYs: backprop(model.ops.flatten(dYs))

    def init(model: Model, X=None, Y=None):
        model.layers[0].initialize(X=X)

    return Model("rows_per_doc", forward, init=init, layers=[inner], dims={"nO": inner.get_dim("nO")})


ANNOTATIONS = ("tag", "dep", "lemma")


def _restore_annotations(inner: Model[List[Doc], List[Floats2d]], batch: dict) -> Model[List[Doc], List[Floats2d]]:
    """Gives the masked docs that reach `inner` the tags, dependency labels and lemmas of the docs the
    batch started from, on the tokens whose word the masking left as it was (the replaced ones stay
    blank, so nothing of a hidden word leaks)."""

    def forward(model: Model, docs: List[Doc], is_train: bool):
        for masked, orig in zip(docs, batch.get("docs", ())):
            if len(masked) != len(orig):
                continue
            for m, o in zip(masked, orig):
                if m.orth == o.orth:
                    m.tag, m.dep, m.lemma = o.tag, o.dep, o.lemma
        return model.layers[0](docs, is_train)

    def init(model: Model, X=None, Y=None):
        model.layers[0].initialize(X=X)

    return Model("restore_annotations", forward, init=init, layers=[inner], dims={"nO": inner.get_dim("nO")})


def _remember_batch(model: Model, batch: dict) -> Model:
    """model (an objective), noting each batch's docs for _restore_annotations; keeps its loss and refs."""

    def forward(outer: Model, docs: List[Doc], is_train: bool):
        batch["docs"] = docs
        return outer.layers[0](docs, is_train)

    def init(outer: Model, X=None, Y=None):
        outer.layers[0].initialize(X=X, Y=Y)

    outer = Model("remember_batch", forward, init=init, layers=[model], attrs=dict(model.attrs))
    for name in model.ref_names:
        outer.set_ref(name, model.get_ref(name))
    return outer


@spacy.registry.architectures("kg.ParserTok2VecObjective.v1")
def parser_tok2vec_objective(objective, keep_annotations: bool = False):
    """A spaCy pretraining objective (spacy.PretrainCharacters.v1, spacy.PretrainVectors.v1) for the
    `tok2vec` layer of a transition-based NER: that layer ends in the parser's own projection and gives
    one array for the batch, where the objectives expect one per doc. The objective's `tok2vec` ref
    stays the NER's layer, so the saved weights are what `[initialize] init_tok2vec` loads.

    spaCy's masking rebuilds each doc from its words, so the encoder would see no TAG, DEP or LEMMA
    while pretraining; keep_annotations copies them back onto the unmasked tokens."""

    def create(vocab, tok2vec: Model) -> Model:
        batch: dict = {}
        inner = _rows_per_doc(tok2vec)
        model = objective(vocab, _restore_annotations(inner, batch) if keep_annotations else inner)
        model.set_ref("tok2vec", tok2vec)
        return _remember_batch(model, batch) if keep_annotations else model

    return create
