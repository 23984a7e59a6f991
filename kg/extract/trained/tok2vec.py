"""The token encoder of the shipped entity model, registered as kg.SmTok2VecPlus.v1 (its config names it)."""
from __future__ import annotations

from typing import List

import spacy
from spacy.tokens import Doc
from thinc.api import Maxout, Model, chain, concatenate, with_array
from thinc.types import Floats2d

SM_TOK2VEC = {"attrs": ["NORM", "PREFIX", "SUFFIX", "SHAPE", "SPACY", "IS_SPACE"],
              "rows": [5000, 1000, 2500, 2500, 50, 50], "width": 96, "depth": 4}


@spacy.registry.architectures("kg.SmTok2VecPlus.v1")
def sm_tok2vec_plus(
    width: int,
    depth: int,
    attrs: List[str],
    rows: List[int],
    extra_width: int = 64,
    window_size: int = 1,
    maxout_pieces: int = 3,
    static_vectors: bool = False,
) -> Model[List[Doc], List[Floats2d]]:
    """A copy of en_core_web_sm's tok2vec architecture (initialised from its weights at training
    time and fine-tuned), concatenated with hash embeddings of extra attributes (e.g. TAG, DEP),
    mixed and contextualised by `depth` more CNN layers. With static_vectors, the extra embedding also
    reads the vocab's vectors (kg's floret table, which the pipeline then puts in the vocab)."""
    from spacy.ml.models.tok2vec import MaxoutWindowEncoder, MultiHashEmbed, build_Tok2Vec_model

    sm = build_Tok2Vec_model(
        MultiHashEmbed(width=SM_TOK2VEC["width"], attrs=SM_TOK2VEC["attrs"], rows=SM_TOK2VEC["rows"],
                       include_static_vectors=False),
        MaxoutWindowEncoder(width=SM_TOK2VEC["width"], window_size=1, maxout_pieces=3, depth=SM_TOK2VEC["depth"]),
    )
    extra = MultiHashEmbed(width=extra_width, attrs=attrs, rows=rows, include_static_vectors=static_vectors)
    n_in = SM_TOK2VEC["width"] + extra_width
    layers = [concatenate(sm, extra), with_array(Maxout(width, n_in, nP=maxout_pieces, normalize=True, dropout=0.0))]
    if depth > 0:
        layers.append(MaxoutWindowEncoder(width=width, window_size=window_size, maxout_pieces=maxout_pieces, depth=depth))
    model = chain(*layers)
    model.set_ref("sm_tok2vec", sm)
    model.set_dim("nO", width)
    model.name = "kg_sm_tok2vec_plus"
    return model
