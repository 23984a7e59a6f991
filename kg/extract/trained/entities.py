"""kg_scierc_entities: spaCy's transition-based NER trained on SciERC (kg/models/scierc_ner); writes
doc.spans["scierc"] with span._.confidence."""
from __future__ import annotations

from pathlib import Path
from typing import Iterable, Iterator, List

from spacy.language import Language
from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.trained import tok2vec  # noqa: F401 (registers kg.SmTok2VecPlus.v1, which the config names)
from kg.extract.trained.labels import ENTITY_MODEL
from kg.extract.trained.shipped import NER_DIR, require


class SciercEntities:
    def __init__(self, nlp: Language, name: str, model_dir: str | None, beam_width: int, min_confidence: float):
        extensions.register()
        self.name = name
        path = Path(model_dir) if model_dir else NER_DIR
        require(path, "SciERC entity")
        from spacy.util import load_config, load_model_from_config

        config = load_config(path / "config.cfg")
        if config["components"]["ner"]["model"]["tok2vec"].get("static_vectors") and not nlp.vocab.vectors.shape[0]:
            from kg.extract.vectors import load_vectors

            nlp.vocab.vectors = load_vectors()  # the NER was trained reading kg's floret table
        inner = load_model_from_config(config, vocab=nlp.vocab, auto_fill=True)
        self.ner = inner.get_pipe("ner")
        self.ner.from_disk(path / "ner", exclude=["vocab"])
        self.beam_width = int(beam_width)
        self.min_confidence = float(min_confidence)

    def __call__(self, doc: Doc) -> Doc:
        return next(iter(self.pipe([doc])))

    def pipe(self, docs: Iterable[Doc], batch_size: int = 64) -> Iterator[Doc]:
        from spacy.util import minibatch

        for batch in minibatch(docs, size=batch_size):
            self._annotate(list(batch))
            yield from batch

    def _annotate(self, docs: List[Doc]) -> None:
        from spacy.attrs import ENT_IOB, ENT_TYPE

        docs_nonempty = [d for d in docs if len(d)]
        for d in docs:
            if not len(d):
                d.spans["scierc"] = []
        if not docs_nonempty:
            return
        saved = [d.to_array([ENT_IOB, ENT_TYPE]) for d in docs_nonempty]
        if self.beam_width > 1:
            beams = self.ner.beam_parse(docs_nonempty, beam_width=self.beam_width)
            scored = self.ner.scored_ents(beams)
            self.ner.set_annotations(docs_nonempty, beams)
        else:
            states = self.ner.predict(docs_nonempty)
            scored = [None] * len(docs_nonempty)
            self.ner.set_annotations(docs_nonempty, states)
        for doc, arr, sc in zip(docs_nonempty, saved, scored):
            spans = []
            for ent in doc.ents:
                conf = 1.0 if sc is None else float(sc.get((ent.start, ent.end, ent.label_), 0.0))
                conf = min(max(conf, 0.0), 1.0)
                if conf < self.min_confidence:
                    continue
                span = Span(doc, ent.start, ent.end, label=ent.label_)
                span._.confidence = conf
                span._.extractor = "scierc_ner"
                spans.append(span)
            doc.from_array([ENT_IOB, ENT_TYPE], arr)
            doc.spans["scierc"] = spans


@Language.factory(
    ENTITY_MODEL,
    default_config={"model_dir": None, "beam_width": 1, "min_confidence": 0.0},
    requires=["token.tag", "token.dep", "doc.tensor"],
    assigns=["doc.spans"],
)
def make_scierc_entities(nlp: Language, name: str, model_dir: str | None, beam_width: int, min_confidence: float):
    return SciercEntities(nlp, name, model_dir, beam_width, min_confidence)
