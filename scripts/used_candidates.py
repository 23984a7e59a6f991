"""Candidates and features of round 42's learned decision for methods used (issue #16; measured, not shipped).

Candidates are the spans of a paper that kg reads but does not keep as a Method: the trained entity model's spans of
any type, the rule spans of any label, the merged entities of another label (Concepts, Tasks) and the parser's noun
chunks. Each gets sparse features (its words and head, which reader wrote it, its sentence slot, the verb or
preposition that governs it, its shape); a linear model's weights (scripts/train_used_methods.py) give the probability
that it names a method the paper uses. The pipeline component that added the sure ones as used Methods
(kg_used_learned) is in the branch's history (docs/quality.md, round 42, branch lrn42m).
"""
from __future__ import annotations

import math

from spacy.tokens import Doc, Span

from kg.extract.lexicon import means_key, used_terms

USE_WORDS = frozenset("use uses used using employ employs employed employing apply applies applied applying adopt adopts "
                      "adopted adopting leverage leverages leveraged leveraging utilize utilizes utilized utilizing "
                      "exploit exploits exploited exploiting".split())
MEANS_PREPS = frozenset("via through with by on upon from".split())
OWN_WORDS = frozenset("new novel proposed our propose this".split())  # the paper's own thing, not one it uses
LEADING = ("DET", "PRON")


def trimmed(span: Span) -> Span:
    """The span without its leading determiners and possessives ('the kite sampler' -> 'kite sampler')."""
    start = span.start
    while start < span.end - 1 and span.doc[start].pos_ in LEADING:
        start += 1
    return span.doc[start:span.end]


def _slot(doc: Doc, span: Span) -> str:
    if span.start < doc._.kg_title_end:
        return "title"
    return "first" if span.sent.start <= doc._.kg_title_end else "later"


def _context(doc: Doc, span: Span) -> dict[str, float]:
    """The words around the span and what governs it ('using X', 'X-based', 'based on X', 'X as a backbone')."""
    word = lambda i: doc[i].lower_ if 0 <= i < len(doc) else "<s>"  # noqa: E731
    prev, prev2, nxt, nxt2 = word(span.start - 1), word(span.start - 2), word(span.end), word(span.end + 1)
    f = {f"prev={prev}": 1.0, f"next={nxt}": 1.0}
    if prev in ("a", "an", "the"):
        f[f"prev2={prev2}"] = 1.0
    if nxt == "-" and nxt2 in ("based", "driven", "guided"):
        f["x_based"] = 1.0
    if prev2 == "based":
        f["based_on_x"] = 1.0
    if prev in USE_WORDS or prev2 in USE_WORDS:
        f["after_use_word"] = 1.0
    if nxt in ("as", "for") and nxt2 in ("a", "the", "backbone", "baseline", "baselines"):
        f["x_as"] = 1.0
    root = span.root
    gov = root.head
    f[f"dep={root.dep_}"] = 1.0
    if root.dep_ == "pobj":
        f[f"prep={gov.lower_}"] = 1.0
        f[f"prep_gov={gov.head.lemma_.lower()}"] = 1.0
        if gov.lower_ in MEANS_PREPS:
            f["means_prep"] = 1.0
    elif root.dep_ in ("dobj", "nsubjpass"):
        f[f"verb={gov.lemma_.lower()}"] = 1.0
        if gov.lower_ in USE_WORDS:
            f["use_verb"] = 1.0
    return f


def features(doc: Doc, span: Span, sources: set[str], conf: float) -> dict[str, float]:
    """Sparse features of one candidate phrase at its first mention."""
    f: dict[str, float] = {f"src={s}": 1.0 for s in sources}
    words = [t.lower_ for t in span]
    f.update({f"w={w}": 1.0 for w in words})
    f[f"head={span.root.lemma_.lower()}"] = 1.0
    f[f"slot={_slot(doc, span)}"] = 1.0
    f["conf"] = conf
    f.update(_context(doc, span))
    f[f"ntok={min(len(span), 5)}"] = 1.0
    f["acronym"] = float(any(t.text.isupper() and len(t.text) > 1 for t in span))
    f["inner_cap"] = float(any(any(c.isupper() for c in t.text[1:]) for t in span))
    f["capital"] = float(any(t.text[:1].isupper() for t in span if t.i != span.sent.start))
    f["digit"] = float(any(c.isdigit() for c in span.text))
    f["det"] = float(span[0].pos_ in LEADING)
    f["own_word"] = float(bool(OWN_WORDS & set(words)))
    key = means_key(span.text).split()
    terms = used_terms()
    f["used_term"] = float(any(" ".join(key[-n:]) in terms for n in (2, 3) if len(key) >= n))
    return {k: v for k, v in f.items() if v}


def _norm(text: str) -> str:
    return " ".join(means_key(text).split())


def candidates(doc: Doc, extra: dict[str, list[Span]] | None = None) -> dict[str, dict]:
    """Per phrase (means_key of the span without its determiners): its first span, its sources and best model
    confidence. Phrases kg already uses or proposes are left out. extra: more span groups by source name (the
    measurement's copy of the entity model's spans before the span typer)."""
    ents = list(doc.spans["kg_entities"]) if "kg_entities" in doc.spans else []
    taken = {_norm(trimmed(s).text) for s in ents if s.label_ == "Method"} | {_norm(p.text) for p in doc._.proposed or []}
    at = {(s.start, s.end) for s in ents}
    out: dict[str, dict] = {}

    def add(span: Span, source: str, conf: float = 0.0) -> None:
        span = trimmed(span)
        key = _norm(span.text)
        if not key or key in taken or len(span.text) > 80:
            return
        c = out.setdefault(key, {"span": span, "sources": set(), "conf": 0.0})
        c["sources"].add(source)
        c["conf"] = max(c["conf"], conf)
    for name, spans in (extra or {}).items():
        for s in spans:
            add(s, f"{name}:{s.label_}")
    for group, source in (("scierc", "typed"), ("kg_rules", "rules")):
        for s in doc.spans[group] if group in doc.spans else []:
            add(s, f"{source}:{s.label_}", s._.confidence if group == "scierc" else 0.0)
            if (s.start, s.end) not in at:
                add(s, "dropped")
    for s in ents:
        if s.label_ != "Method":
            add(s, f"entity:{s.label_}:{s._.role}")
    for s in doc.noun_chunks:
        add(s, "chunk")
    return out


def probability(model: tuple[float, dict[str, float]], f: dict[str, float]) -> float:
    bias, weights = model
    z = bias + sum(weights.get(k, 0.0) * v for k, v in f.items())
    return 1.0 / (1.0 + math.exp(-z))
