"""Property-based tests: arbitrary unicode never crashes reading, normalization or extraction,
and every offset points inside the text with the evidence slice equal to what is stored."""
from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kg.corpus.normalize import normalize
from kg.corpus.readers import ReadOptions, read_papers
from kg.errors import KgError
from kg.extract.pipeline import extract_papers, shared_nlp
from kg.ids import paper_id
from kg.records import Paper

# text that looks a bit like abstracts: words, acronyms, numbers, markup, and any unicode
_words = st.sampled_from([
    "We", "propose", "introduce", "FooNet", "(FN)", "accuracy", "by", "12.5%", "on", "ImageNet", "dataset",
    "outperforms", "BERT", "**S**pectral", "$\\times$", "{\\it x}", "``q''", ",", ".", ";", "3×", "the", "task",
])
_chars = st.characters(blacklist_categories=("Cs",))  # lone surrogates cannot be written as UTF-8
_text = st.one_of(
    st.text(_chars, max_size=300),
    st.lists(st.one_of(_words, st.text(_chars, max_size=8)), max_size=60).map(" ".join),
)
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


@SETTINGS
@given(_text)
def test_normalize_never_crashes_and_is_idempotent_on_whitespace(text):
    out = normalize(text)
    assert isinstance(out, str)
    assert out == out.strip() and "  " not in out
    assert normalize(out) == out


@SETTINGS
@given(st.lists(_text, min_size=1, max_size=4))
def test_readers_never_crash(tmp_path_factory, texts):
    d = tmp_path_factory.mktemp("prop")
    (d / "a.txt").write_text("\n\n".join(texts), encoding="utf-8")
    (d / "b.jsonl").write_text("".join(json.dumps({"abstract": t}) + "\n" for t in texts))
    for f in d.iterdir():
        try:
            papers = list(read_papers([f], ReadOptions(skip_bad=True, warn=lambda m: None)))
        except KgError:
            continue  # a one-line error is an allowed outcome; a crash is not
        for p in papers:
            assert p.abstract == normalize(p.abstract)


_nlp = shared_nlp(False)


@settings(max_examples=40, deadline=None)
@given(_text)
def test_extraction_offsets_and_evidence(text):
    abstract = normalize(text)
    if not abstract:
        return
    paper = Paper(id=paper_id(None, abstract), abstract=abstract, raw_abstract=text)
    (ex,) = list(extract_papers([paper], _nlp, use_models=False))
    n = len(abstract)
    for s0, s1 in ex.sentences:
        assert 0 <= s0 <= s1 <= n
    for m in ex.mentions:
        assert 0 <= m.prov.start < m.prov.end <= n
        assert 0 <= m.prov.sentence < len(ex.sentences)
        if m.prov.extractor != "kg_scierc_entities" or m.label != "Method":
            assert abstract[m.prov.start:m.prov.end] == m.text or m.role == "proposes"
    for c in ex.claims:
        assert abstract[c.prov.start:c.prov.end] == c.text
        for r in c.results:
            assert abstract[r.prov.start:r.prov.end] == r.text
            assert isinstance(r.value, float)


# JSON escapes can carry any code point, lone surrogates included ("\ud800"): the reader must turn
# them into text that every output (graph.json, the stores, HTML) can hold
_any_chars = st.characters()


@SETTINGS
@given(st.lists(st.text(_any_chars, max_size=200), min_size=1, max_size=4), st.text(_any_chars, max_size=20))
def test_jsonl_reader_with_any_code_point(tmp_path_factory, texts, title):
    d = tmp_path_factory.mktemp("anyjson")
    f = d / "a.jsonl"
    f.write_text("".join(json.dumps({"abstract": t, "title": title, "authors": [title]}) + "\n" for t in texts))
    try:
        papers = list(read_papers([f], ReadOptions(skip_bad=True, warn=lambda m: None)))
    except KgError:
        return
    for p in papers:
        assert p.abstract == normalize(p.abstract) and p.abstract
        for text in (p.abstract, p.raw_abstract, p.title, p.id, *p.authors):
            text.encode("utf-8")


@settings(max_examples=30, deadline=None)
@given(_text)
def test_graph_provenance_points_into_the_abstract(text):
    """What the stores and views receive: every edge's offsets lie inside its paper's abstract and
    its evidence is exactly the sentence they point into; claims and results slice to their text."""
    from kg.graph.assemble import build_graph

    abstract = normalize(text)
    if not abstract:
        return
    paper = Paper(id=paper_id(None, abstract), abstract=abstract, raw_abstract=text)
    (ex,) = list(extract_papers([paper], _nlp, use_models=False))
    g = build_graph([ex])
    n = len(abstract)
    for _, _, attrs in g.edges(data=True):
        assert attrs["paper_id"] == paper.id
        s0, s1 = ex.sentences[attrs["sentence"]]
        assert 0 <= s0 <= attrs["start"] <= attrs["end"] <= n
        assert attrs["evidence"] == abstract[s0:s1]
    for _, attrs in g.nodes(data=True):
        if attrs["label"] in ("Claim", "Result"):
            assert 0 <= attrs["start"] < attrs["end"] <= n
            assert abstract[attrs["start"]:attrs["end"]] == attrs["text"]
        if attrs["label"] == "Paper":
            assert attrs["abstract"] == abstract
