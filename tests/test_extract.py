"""Rule components: abbreviations, proposals, claims, results, entity merging; provenance."""
from __future__ import annotations

import pytest

from kg.corpus.normalize import normalize
from kg.extract.pipeline import extract_papers, shared_nlp
from kg.graph.assemble import build_graph
from kg.ids import paper_id
from kg.records import Paper
from kg.resolve import normalize_key, resolve


def _paper(text: str, pid: str = "") -> Paper:
    t = normalize(text)
    return Paper(id=paper_id(pid or None, t), abstract=t, raw_abstract=text)


def _extract(*texts: str):
    return list(extract_papers([_paper(t, f"p{i}") for i, t in enumerate(texts)], use_models=False))


@pytest.fixture(scope="module")
def nlp():
    return shared_nlp(False)


def test_abbreviation_definitions(nlp):
    doc = nlp("We use Conformal Prediction (CP) here. Later CP is applied again, as is the Spectral Sphere Optimizer, or SSO.")
    pairs = {(s.text, l.text) for s, l in doc._.kg_abbrevs}
    assert ("CP", "Conformal Prediction") in pairs
    assert ("SSO", "Spectral Sphere Optimizer") in pairs
    # later occurrences of a defined short form carry the long form too
    assert sum(1 for s, _ in doc._.kg_abbrevs if s.text == "CP") == 2


def test_no_abbreviation_for_non_matching_parenthesis(nlp):
    doc = nlp("We train two models (delta-generator and embedding-generator) on gesture data.")
    assert doc._.kg_abbrevs == []


@pytest.mark.parametrize("text,name", [
    ("In this work, we introduce Divide and Contrast (Di-COT), an unsupervised framework.", "Di-COT"),
    ("This paper proposes a novel IMU-based BiCrossNet model for gestures.", "BiCrossNet"),
    ("We propose TSFAdv, a query-efficient adversarial framework for forecasting models.", "TSFAdv"),
    ("We propose the approximate-but-exhaustive search protocol for libraries, or APEX.", "APEX"),
    ("Based on this, we further propose Spectral Conformal prediction via wAveLEt transform (SCALE).", "SCALE"),
])
def test_proposals(nlp, text, name):
    doc = nlp(text)
    assert name in [p.text for p in doc._.proposed]


def test_not_a_proposal_when_subject_is_someone_else(nlp):
    doc = nlp("Prior work proposed many heuristics. Smith et al. introduce BERT-X for parsing.")
    assert doc._.proposed == []


def test_provenance_offsets_point_into_the_abstract():
    (ex,) = _extract(
        "Graph learning (GL) matters. We introduce **G**raph **N**ode **T**ransformer (GNT) for node classification. "
        "GNT improves accuracy by 2.5% on the Cora dataset over GCN."
    )
    text = ex.paper.abstract
    assert "**" not in text
    for m in ex.mentions:
        assert text[m.prov.start:m.prov.end] == m.text or m.label == "Method"  # Generic -> proposed name
        s0, s1 = ex.sentences[m.prov.sentence]
        assert s0 <= m.prov.start <= m.prov.end <= s1
        assert m.prov.paper_id == ex.paper.id and m.prov.extractor and 0 < m.prov.confidence <= 1
    for c in ex.claims:
        assert text[c.prov.start:c.prov.end] == c.text
        for r in c.results:
            assert text[r.prov.start:r.prov.end] == r.text
    names = {(m.label, m.text) for m in ex.mentions}
    assert ("Method", "GNT") in names and ("Dataset", "Cora") in names and ("Metric", "accuracy") in names
    assert ("OUTPERFORMS" in {r.type for r in ex.relations})


def test_generic_phrases_are_not_entities():
    (ex,) = _extract("We propose FooNet. Experiments on benchmark datasets show that our method beats existing methods.")
    texts = {m.text.lower() for m in ex.mentions}
    assert "benchmark datasets" not in texts and "existing methods" not in texts


@pytest.mark.parametrize("a,b", [
    ("Vision-Language Models", "vision language model"),
    ("VLAs", "VLA"),
    ("datasets", "dataset"),
])
def test_normalize_key_variants(a, b):
    assert normalize_key(a) == normalize_key(b)


def test_entities_merge_across_papers_with_acronym_and_long_form():
    exs = _extract(
        "We propose FooNet. Experiments on the ImageNet dataset show FooNet improves accuracy by 2%.",
        "We introduce BarNet. BarNet reaches 80% accuracy on ImageNet and beats Low-Rank Adaptation (LoRA).",
        "We present BazNet, which outperforms LoRA by 3% in accuracy on the ImageNet benchmark.",
    )
    res = resolve(exs)
    g = build_graph(exs, res)
    imagenet = [n for n, a in g.nodes(data=True) if a.get("name") == "ImageNet"]
    assert len(imagenet) == 1 and g.nodes[imagenet[0]]["label"] == "Dataset"
    assert g.nodes[imagenet[0]]["paper_count"] == 3
    papers_on = {u for u, v, a in g.in_edges(imagenet[0], data=True) if a["type"] == "EVALUATED_ON"}
    assert len(papers_on) == 3
    lora = [a for _, a in g.nodes(data=True) if a.get("name") == "LoRA"]
    assert len(lora) == 1 and "Low-Rank Adaptation" in lora[0]["aliases"] and "acronym" in lora[0]["merged_by"]


def test_entity_spans_do_not_end_in_a_function_word(nlp):
    from spacy.tokens import Span

    from kg.extract.merge import _strip_det

    doc = nlp("We study the instruction tuning of large language models and the methods for it.")
    of = next(t for t in doc if t.lower_ == "of")
    span = _strip_det(Span(doc, 2, of.i + 1))  # "the instruction tuning of"
    assert span.text == "instruction tuning"
    one = _strip_det(Span(doc, of.i, of.i + 1))  # a lone function word is left to the other filters
    assert one.text == "of"
