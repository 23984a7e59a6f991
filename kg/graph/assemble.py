"""Extractions + resolution -> the networkx MultiDiGraph that every output is made from."""
from __future__ import annotations

from collections import defaultdict

import networkx as nx

from kg import schema as kg_schema
from kg.extract.lexicon import generic_terms, written_as_name
from kg.graph.io import edge_key
from kg.records import Extraction, Provenance
from kg.resolve import Resolution, resolve

# what a paper->entity edge is called, by the mention's role; the schema decides if it fits
ROLE_TO_TYPE = {"proposes": "PROPOSES", "uses": "USES", "addresses": "ADDRESSES",
                "evaluated_on": "EVALUATED_ON", "measured_by": "MEASURED_BY"}
LABEL_DEFAULT_TYPE = {"Method": "USES", "Task": "ADDRESSES", "Dataset": "EVALUATED_ON",
                      "Metric": "MEASURED_BY", "Material": "USES", "Concept": "USES"}


def _paper_name(title: str, abstract: str) -> str:
    if title:
        return title
    words = abstract.split()
    return " ".join(words[:10]) + ("…" if len(words) > 10 else "")


class _Sentences:
    """One paper's sentence texts, each sliced once: every edge read from a sentence shares its
    string (on a whole venue corpus, separate copies cost several hundred MB)."""

    def __init__(self, paper, spans) -> None:
        self.paper, self.spans, self.texts = paper, spans, {}

    def evidence(self, prov: Provenance) -> str:
        """The sentence an item was read from; sentence -1 is the title (offsets into Paper.title)."""
        if prov.sentence < 0:
            return self.paper.title
        if prov.sentence >= len(self.spans):
            return self.paper.abstract[prov.start:prov.end]
        text = self.texts.get(prov.sentence)
        if text is None:
            s0, s1 = self.spans[prov.sentence]
            text = self.texts[prov.sentence] = self.paper.abstract[s0:s1]
        return text


def _prov_attrs(prov: Provenance, sentences: _Sentences) -> dict:
    return {"paper_id": prov.paper_id, "sentence": prov.sentence, "start": prov.start, "end": prov.end,
            "evidence": sentences.evidence(prov), "extractor": prov.extractor, "confidence": prov.confidence}


class _Edges:
    """Collects edges keyed (source, type, target, key): repeats count as mentions, first wins provenance."""

    def __init__(self) -> None:
        self.edges: dict[tuple[str, str, str, str], dict] = {}

    def add(self, src: str, rtype: str, tgt: str, key: str, attrs: dict) -> None:
        k = (src, rtype, tgt, key)
        if k in self.edges:
            e = self.edges[k]
            e["mentions"] += 1
            e["confidence"] = max(e["confidence"], attrs["confidence"])
        else:
            self.edges[k] = {"type": rtype, "key": key, **attrs, "mentions": 1}


def _result_name(r) -> str:
    """'accuracy 80%'; a compared method's own figure names its owner ('accuracy 75% (X)', of 'whereas X reaches
    75%'), and a count out of a total says the total ('result 14 out of 15'): else both read as the paper's figure."""
    name = f"{r.metric or 'result'} {r.text}".strip()
    if r.qualifier.startswith("out of "):
        name += f" {r.qualifier}"
    return f"{name} ({r.method})" if r.method else name


def _made_up(text: str) -> bool:
    return any(w.lower() in generic_terms().get("Made_up_data", ()) for w in text.replace("-", " ").split())


def build_graph(extractions: list[Extraction], resolution: Resolution | None = None,
                release: bool = False) -> nx.MultiDiGraph:
    """release: empty each slot of `extractions` once its paper is in the graph, so that on a large
    corpus the graph grows into the memory the extractions free (the caller has no further use)."""
    schema = kg_schema.load()
    resolution = resolution or resolve(extractions)
    g = nx.MultiDiGraph()
    edges = _Edges()
    ent_label = {e.id: e.label for e in resolution.entities}
    papers_of: dict[str, set[str]] = defaultdict(set)
    first_mention: dict[str, tuple] = {}
    confidence: dict[str, float] = {}

    for xi, ex in enumerate(extractions):
        p = ex.paper
        g.add_node(p.id, label="Paper", name=_paper_name(p.title, p.abstract), title=p.title or None,
                   abstract=p.abstract, raw_abstract=p.raw_abstract, authors=list(p.authors), year=p.year,
                   venue=p.venue or None, url=p.url or None, source=p.source or None,
                   status=p.status or None, track=p.track or None, doi=p.doi or None, keywords=list(p.keywords))
        mention_entity: dict[int, str] = {}
        sents = _Sentences(p, ex.sentences)
        # what the paper proposes it does not also use: its own method named again is no USES edge
        own = {resolution.entity_of.get((xi, mi)) for mi, m in enumerate(ex.mentions) if m.role == "proposes"}
        for mi, m in enumerate(ex.mentions):
            eid = resolution.entity_of.get((xi, mi))
            if eid is None:
                continue
            mention_entity[mi] = eid
            papers_of[eid].add(p.id)
            confidence[eid] = max(confidence.get(eid, 0.0), m.prov.confidence)
            order = (p.id, m.prov.sentence, m.prov.start)
            if eid not in first_mention or order < first_mention[eid][0]:
                first_mention[eid] = (order, sents.evidence(m.prov))
            label = ent_label[eid]
            rtype = ROLE_TO_TYPE.get(m.role, LABEL_DEFAULT_TYPE[label])
            if not schema.allows(rtype, "Paper", label):
                rtype = LABEL_DEFAULT_TYPE[label]
            if rtype == "USES" and eid in own:
                continue
            edges.add(p.id, rtype, eid, p.id, _prov_attrs(m.prov, sents))
            # a dataset a paper builds is data it is evaluated on, named or not ('a new annotated kite corpus');
            # made-up data ('a synthetic kite dataset') is no dataset of the guidelines, only the proposal
            if rtype == "PROPOSES" and label == "Dataset" and (written_as_name(m.text) or not _made_up(m.text)):
                edges.add(p.id, "EVALUATED_ON", eid, p.id, _prov_attrs(m.prov, sents))
            # a measure a paper defines ('a new metric called X') is one its work is measured by
            if rtype == "PROPOSES" and label == "Metric":
                edges.add(p.id, "MEASURED_BY", eid, p.id, _prov_attrs(m.prov, sents))
            # a task a paper poses ('a novel kite probing task') is one it works on
            if rtype == "PROPOSES" and label == "Task":
                edges.add(p.id, "ADDRESSES", eid, p.id, _prov_attrs(m.prov, sents))
        for r in ex.relations:
            h, t = mention_entity.get(r.head), mention_entity.get(r.tail)
            if h and t and h != t and schema.allows(r.type, ent_label[h], ent_label[t]):
                edges.add(h, r.type, t, p.id, _prov_attrs(r.prov, sents))
        for c in ex.claims:
            cid = f"claim:{p.id}:{c.prov.sentence}"
            g.add_node(cid, label="Claim", name=c.text if len(c.text) <= 80 else c.text[:79] + "…", text=c.text,
                       kind=c.kind, paper_id=p.id, sentence=c.prov.sentence, start=c.prov.start, end=c.prov.end,
                       extractor=c.prov.extractor, confidence=c.prov.confidence)
            edges.add(p.id, "HAS_CLAIM", cid, p.id, _prov_attrs(c.prov, sents))
            in_claim = {mi: eid for mi, eid in mention_entity.items() if ex.mentions[mi].prov.sentence == c.prov.sentence}
            for mi, eid in sorted(in_claim.items()):
                edges.add(cid, "ABOUT", eid, p.id, {**_prov_attrs(ex.mentions[mi].prov, sents), "role": "subject"})
            by_text = {ex.mentions[mi].text: eid for mi, eid in in_claim.items()}
            for r in c.results:
                rid = f"result:{p.id}:{r.prov.start}"
                g.add_node(rid, label="Result", name=_result_name(r), value=float(r.value),
                           unit=r.unit, direction=r.direction, relative=r.relative, metric=r.metric, dataset=r.dataset,
                           baseline=r.baseline, method=r.method or None, qualifier=r.qualifier or None,
                           text=r.text, paper_id=p.id, sentence=r.prov.sentence, start=r.prov.start, end=r.prov.end,
                           extractor=r.prov.extractor, confidence=r.prov.confidence)
                edges.add(cid, "REPORTS", rid, p.id, _prov_attrs(r.prov, sents))
                named = [("metric", r.metric)] + [("dataset", d) for d in r.dataset.split(", ")] + \
                        [("baseline", b) for b in r.baseline.split(", ")] + [("method", r.method)]
                for role, text in named:  # several datasets or baselines are joined with ", "
                    eid = by_text.get(text)
                    if eid:
                        edges.add(rid, "ABOUT", eid, p.id, {**_prov_attrs(r.prov, sents), "role": role})

        if release:
            extractions[xi] = None
    for ent in resolution.entities:
        if not ent.mentions:
            continue
        g.add_node(ent.id, label=ent.label, name=ent.name, aliases=ent.aliases, paper_count=len(papers_of[ent.id]),
                   mention_count=len(ent.mentions), merged_by=ent.merged_by, evidence=first_mention[ent.id][1],
                   confidence=round(confidence[ent.id], 3))
    for edge in sorted(edges.edges):  # popped as added: the collected dicts never all exist twice
        src, rtype, tgt, key = edge
        k = g.add_edge(src, tgt, key=edge_key(rtype, key))
        g.edges[src, tgt, k].update(edges.edges.pop(edge))  # "key" is an attribute too, so not a kwarg
    for _, attrs in g.nodes(data=True):  # None means unknown: leave the property out
        for k in [k for k, v in attrs.items() if v is None]:
            del attrs[k]
    return g
