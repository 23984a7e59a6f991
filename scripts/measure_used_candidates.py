"""Measure a learned decision for methods used (issue #16, round 42): candidate recall, then a small classifier.

    collect OUTDIR SET...   run the shipped pipeline over each set's input (SET: even = the dev gold's even half,
                            or a letter of /work/helpers/gold_extra); write OUTDIR/SET.jsonl, one line per candidate
                            phrase of a paper that kg does not already use, with its features and whether it matches a
                            gold methods_used item (and a missed one), and print the candidate recall of the missed
                            items by source.
    fit OUTDIR              train a logistic regression (fixed seed) on OUTDIR/even.jsonl (the dev gold's even half
                            only: ../shared data) and print, per validation set and threshold, the missed items gained
                            and the nodes added that match no item.

Sources of a candidate (a span kg already sees): the trained entity model's spans of any type and confidence before
the span typer ('ner'), after it ('typed'), the rule spans of any label ('rules'), the merged entities that are not a
used Method ('entity:<label>'), noun chunks ('chunk'). Matching is kg/eval/venue.py's.
"""
from __future__ import annotations

import json
import math
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path

from spacy.language import Language

from kg.eval.venue import load_gold, normalize, normalized_match, paper_predictions

GOLD_DIR = Path("/work/shared/data/venue_gold")
EXTRA = Path("/work/helpers/gold_extra")
SEED = 42
THRESHOLDS = (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)
USE_WORDS = frozenset("use uses used using employ employs employed employing apply applies applied applying adopt adopts "
                      "adopted adopting leverage leverages leveraged leveraging utilize utilizes utilized utilizing "
                      "exploit exploits exploited exploiting".split())
MEANS_PREPS = frozenset("via through with by on upon from".split())


@Language.component("lrn42_keep_ner")
def keep_ner(doc):
    """Instrument: a copy of the entity model's spans before the span typer retypes or drops them (no output change)."""
    doc.spans["lrn42_ner"] = list(doc.spans["scierc"]) if "scierc" in doc.spans else []
    return doc


def set_inputs(name: str) -> tuple[Path, list[dict], list[str] | None]:
    """(input, gold papers, ids to keep) of a set; the dev gold's even half by position in the input."""
    if name == "even":
        inp = GOLD_DIR / "venue_dev_input.jsonl"
        ids = [json.loads(line)["id"] for line in inp.read_text().splitlines() if line.strip()]
        keep = ids[0::2]
        gold = [g for g in load_gold(GOLD_DIR / "venue_dev_gold.json") if g["id"] in set(keep)]
        return inp, gold, keep
    return EXTRA / f"input_{name}.jsonl", load_gold(EXTRA / f"gold_{name}.json"), None


def slot(doc, span) -> str:
    if span.start < doc._.kg_title_end:
        return "title"
    first = next((s for s in doc.sents if s.start >= doc._.kg_title_end), None)
    return "first" if first is not None and span.start < first.end else "later"


def features(doc, span, sources: set[str], conf: float, used_terms: frozenset[str]) -> dict[str, float]:
    """Sparse features of one candidate phrase at its first mention."""
    from kg.extract.lexicon import means_key
    f: dict[str, float] = {f"src={s}": 1.0 for s in sources}
    words = [t.lower_ for t in span]
    for w in words:
        f[f"w={w}"] = 1.0
    root = span.root
    f[f"head={root.lemma_.lower()}"] = 1.0
    f[f"slot={slot(doc, span)}"] = 1.0
    f["conf"] = conf
    prev = doc[span.start - 1].lower_ if span.start > 0 else "<s>"
    prev2 = doc[span.start - 2].lower_ if span.start > 1 else "<s>"
    nxt = doc[span.end].lower_ if span.end < len(doc) else "</s>"
    nxt2 = doc[span.end + 1].lower_ if span.end + 1 < len(doc) else "</s>"
    f[f"prev={prev}"] = 1.0
    f[f"next={nxt}"] = 1.0
    if prev in ("a", "an", "the"):
        f[f"prev2={prev2}"] = 1.0
    if nxt == "-" and nxt2 in ("based", "driven", "guided"):
        f["x_based"] = 1.0
    if (prev2, prev) == ("based", "on") or prev2 == "based":
        f["based_on_x"] = 1.0
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
    if prev in USE_WORDS or prev2 in USE_WORDS:
        f["after_use_word"] = 1.0
    if nxt in ("as", "for") and nxt2 in ("a", "the", "backbone", "baseline", "baselines"):
        f["x_as"] = 1.0
    text = span.text
    f[f"ntok={min(len(span), 5)}"] = 1.0
    f["acronym"] = float(any(t.text.isupper() and len(t.text) > 1 for t in span))
    f["inner_cap"] = float(any(any(c.isupper() for c in t.text[1:]) for t in span))
    f["capital"] = float(any(t.text[:1].isupper() for t in span if t.i != span.sent.start))
    f["digit"] = float(any(c.isdigit() for c in text))
    f["det"] = float(span[0].lower_ in ("a", "an", "the", "our", "this", "these", "their", "its"))
    key = means_key(text)
    ks = key.split()
    f["used_term"] = float(key in used_terms or " ".join(ks[-2:]) in used_terms or " ".join(ks[-3:]) in used_terms)
    return f


def candidates(doc, used_names: set[str]) -> dict[str, dict]:
    """Per normalized phrase: its first span, its sources and best confidence (phrases kg already uses left out)."""
    out: dict[str, dict] = {}

    def add(span, source: str, conf: float = 0.0) -> None:
        key = normalize(span.text)
        if not key or key in used_names or len(span.text) > 80:
            return
        c = out.setdefault(key, {"span": span, "sources": set(), "conf": 0.0})
        c["sources"].add(source)
        c["conf"] = max(c["conf"], conf)
    ents = {(s.start, s.end) for s in doc.spans.get("kg_entities", [])}
    for s in doc.spans.get("lrn42_ner", []):
        add(s, f"ner:{s.label_}", s._.confidence)
        if (s.start, s.end) not in ents:
            add(s, "dropped")
    for s in doc.spans.get("scierc", []):
        add(s, f"typed:{s.label_}", s._.confidence)
    for s in doc.spans.get("kg_rules", []):
        add(s, f"rules:{s.label_}")
        if (s.start, s.end) not in ents:
            add(s, "dropped")
    for s in doc.spans.get("kg_entities", []):
        if not (s.label_ == "Method" and s._.role != "proposes"):
            add(s, f"entity:{s.label_}:{s._.role}")
    for s in doc.noun_chunks:
        add(s, "chunk")
        # the chunk without its determiner or possessive ('the kite sampler' -> 'kite sampler')
        if len(s) > 1 and s[0].pos_ in ("DET", "PRON"):
            add(s[1:], "chunk")
    return out


def collect(outdir: Path, sets: list[str]) -> None:
    from kg.corpus.readers import ReadOptions, read_papers
    from kg.extract.lexicon import used_terms
    from kg.extract.pipeline import build_nlp, paper_doc, to_extraction
    from kg.graph.assemble import build_graph

    nlp = build_nlp()
    nlp.add_pipe("lrn42_keep_ner", after="kg_scierc_entities")
    terms = used_terms()
    outdir.mkdir(parents=True, exist_ok=True)
    for name in sets:
        inp, gold, keep = set_inputs(name)
        papers = list(read_papers([str(inp)], ReadOptions()))  # the whole input: resolution reads across papers
        docs = list(nlp.pipe((paper_doc(nlp, p) for p in papers), batch_size=64))
        graph = build_graph([to_extraction(d, p) for d, p in zip(docs, papers)])
        by_id = {g["id"]: g for g in gold}
        recall: Counter = Counter()
        rows = []
        for doc, paper in zip(docs, papers):
            g = by_id.get(paper.id)
            if g is None:
                continue
            pred = paper_predictions(graph, paper.id)
            used = [[normalize(n) for n in names] for names in pred.entities["methods_used"]]
            own = [[normalize(n) for n in names] for names in pred.entities["proposed"]]
            items = [[normalize(n) for n in item] for item in g.get("methods_used") or []]
            missed = [k for k, item in enumerate(items) if not any(normalized_match(a, b) for a in item for n in used for b in n)]
            cands = candidates(doc, {n for names in used + own for n in names})
            seen_by: dict[int, set[str]] = defaultdict(set)
            for key, c in cands.items():
                hits = [k for k, item in enumerate(items) if any(normalized_match(key, a) for a in item)]
                for k in hits:
                    if k in missed:
                        seen_by[k] |= {s.split(":")[0] for s in c["sources"]}
                rows.append({"paper": paper.id, "text": c["span"].text, "key": key, "sources": sorted(c["sources"]),
                             "items": hits, "missed": [k for k in hits if k in missed],
                             "f": features(doc, c["span"], c["sources"], c["conf"], terms)})
            recall["items"] += len(items)
            recall["missed"] += len(missed)
            for k in missed:
                srcs = seen_by.get(k, set())
                recall["seen"] += bool(srcs)
                for s in srcs:
                    recall[s] += 1
                if srcs == {"chunk"}:
                    recall["chunk_only"] += 1
        with (outdir / f"{name}.jsonl").open("w") as fh:
            for r in rows:
                fh.write(json.dumps(r, sort_keys=True) + "\n")
        (outdir / f"{name}.recall.json").write_text(json.dumps(recall, sort_keys=True) + "\n")
        print(name, dict(sorted(recall.items())), flush=True)


def load(outdir: Path, name: str) -> list[dict]:
    return [json.loads(line) for line in (outdir / f"{name}.jsonl").read_text().splitlines()]


def fit(outdir: Path, sets: list[str]) -> None:
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    train = load(outdir, "even")
    vec = DictVectorizer()
    x = vec.fit_transform([r["f"] for r in train])
    y = [int(bool(r["items"])) for r in train]
    random.seed(SEED)
    clf = LogisticRegression(C=0.3, max_iter=2000, class_weight="balanced", random_state=SEED).fit(x, y)
    print(f"train: {len(train)} candidates, {sum(y)} matching an item")
    table: dict[float, Counter] = defaultdict(Counter)
    for name in sets:
        rows = load(outdir, name)
        p = clf.predict_proba(vec.transform([r["f"] for r in rows]))[:, 1]
        for t in THRESHOLDS:
            gained, good, bad = set(), 0, 0
            for r, q in zip(rows, p):
                if q < t:
                    continue
                gained |= {(r["paper"], k) for k in r["missed"]}
                good += bool(r["items"])
                bad += not r["items"]
            table[t][name, "gain"], table[t][name, "good"], table[t][name, "bad"] = len(gained), good, bad
    for t in THRESHOLDS:
        cells = " | ".join(f"+{table[t][s, 'gain']} ({table[t][s, 'good']}/{table[t][s, 'good'] + table[t][s, 'bad']})"
                           for s in sets)
        gain = sum(table[t][s, "gain"] for s in sets)
        good = sum(table[t][s, "good"] for s in sets)
        bad = sum(table[t][s, "bad"] for s in sets)
        prec = good / (good + bad) if good + bad else math.nan
        print(f"| {t} | {cells} | +{gain} ({good}/{good + bad}, {prec:.2f}) |")


if __name__ == "__main__":
    cmd, out, rest = sys.argv[1], Path(sys.argv[2]), sys.argv[3:]
    collect(out, rest) if cmd == "collect" else fit(out, rest or ["C", "D", "F", "G", "H", "I", "J", "K"])
