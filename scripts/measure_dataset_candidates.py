"""Measure a learned decision for datasets (round 42): candidate recall by source, then a classifier's validation.

collect: run the shipped pipeline on a gold set and write, per paper, every span kg sees (the trained entity
model's spans of any type, the rule spans, the merged entities of any type, noun chunks; a model or rule span the
merge drops is marked 'dropped'), deduplicated by the gold's normalization, with its features, whether it
matches a gold datasets item and whether it matches one of the paper's Dataset nodes ('known': it adds nothing,
but it is a training example of what a dataset's span looks like).

    python scripts/measure_dataset_candidates.py collect GOLD INPUT OUT.jsonl [--half even] --contexts CTX.json
    python scripts/measure_dataset_candidates.py report TRAIN.jsonl VALID.jsonl... [--leave-one-out]

CTX.json comes from scripts/mine_dataset_contexts.py. The gold sets are read, never committed.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

from kg.eval.venue import load_gold, names_match, normalize, paper_predictions

DATA_NOUNS = {"dataset", "datasets", "benchmark", "benchmarks", "corpus", "corpora", "database", "databases", "suite", "data"}
LEAD_WORDS = {"the", "a", "an", "our", "their", "its", "these", "those", "this", "that", "two", "three", "four", "five",
              "several", "multiple", "various", "both", "each", "all", "some", "new", "other"}


def _trimmed(span):
    """The span without leading determiners and counts, and without a trailing data noun: 'the FEVER dataset' -> 'FEVER'."""
    toks = list(span)
    while toks and (toks[0].lower_ in LEAD_WORDS or toks[0].pos_ in ("DET", "PRON", "NUM", "PUNCT")):
        toks = toks[1:]
    while toks and (toks[-1].lower_ in DATA_NOUNS or toks[-1].pos_ == "PUNCT"):
        toks = toks[:-1]
    return span.doc[toks[0].i:toks[-1].i + 1] if toks else None


def _slot(doc, span) -> str:
    if span.start < doc._.kg_title_end:
        return "title"
    first = next((s for s in doc.sents if s.start >= doc._.kg_title_end), None)
    return "first" if first is not None and span.start < first.end else "later"


def _context(doc, span) -> dict:
    f = {}
    prev = doc[span.start - 1].lower_ if span.start > 0 else "<s>"
    prev2 = doc[span.start - 2].lower_ if span.start > 1 else "<s>"
    nxt = doc[span.end].lower_ if span.end < len(doc) else "</s>"
    f["prev=" + prev] = 1
    f["prev2=" + prev2 + "_" + prev] = 1
    f["next=" + nxt] = 1
    f["next_data_noun"] = int(nxt in DATA_NOUNS or span[-1].lower_ in DATA_NOUNS)
    root = span.root
    if root.dep_ == "pobj":
        f["prep=" + root.head.lower_] = 1
        f["gov=" + root.head.lower_ + "_" + root.head.head.lemma_.lower()] = 1
    elif root.dep_ in ("dobj", "nsubj", "nsubjpass", "conj", "appos", "compound"):
        f["dep=" + root.dep_] = 1
        f["gov=" + root.dep_ + "_" + root.head.lemma_.lower()] = 1
    return f


def _shape(span) -> dict:
    toks = [t for t in span if not t.is_punct]
    text = span.text
    return {"n_tokens": min(len(toks), 8), "all_caps_word": int(any(t.text.isupper() and len(t.text) > 1 for t in toks)),
            "digit": int(any(c.isdigit() for c in text)),
            "inner_cap": int(any(any(c.isupper() for c in t.text[1:]) for t in toks)),
            "title_share": sum(t.text[:1].isupper() for t in toks) / max(len(toks), 1),
            "lower_all": int(text == text.lower())}


def _spans(doc):
    """(span, source) for every span kg sees."""
    kept = {(s.start, s.end) for s in doc.spans.get("kg_entities", [])}
    for group, tag in (("scierc", "model"), ("kg_rules", "rule"), ("kg_entities", "ent")):
        for s in doc.spans.get(group, []):
            yield s, f"{tag}:{s.label_}"
            if tag != "ent" and (s.start, s.end) not in kept:
                yield s, "dropped"
    for s in doc.noun_chunks:
        yield s, "chunk"


def candidates(doc, nodes: list[tuple[str, ...]], ctx: dict) -> dict[str, dict]:
    out: dict[str, dict] = {}
    for span, source in _spans(doc):
        for variant, tag in ((span, source), (_trimmed(span), source + "+trim")):
            if variant is None or not len(variant):
                continue
            key = normalize(variant.text)
            if not key:
                continue
            known = any(names_match(variant.text, n) for names in nodes for n in names)
            c = out.setdefault(key, {"text": variant.text, "feats": {}, "count": 0, "slots": set(), "known": known})
            c["count"] += 1
            c["slots"].add(_slot(doc, variant))
            f = c["feats"]
            f["src=" + tag] = 1
            f.update(_context(doc, variant))
            f.update(_shape(variant))
            f["head=" + variant.root.lemma_.lower()] = 1
            for t in variant:
                f["w=" + t.lower_] = 1
    for key, c in out.items():
        before, after = ctx.get(key, (0, 0))
        c["feats"].update({"ctx_before": math.log1p(before), "ctx_after": math.log1p(after), "mentions": min(c["count"], 5)})
        for slot in c.pop("slots"):
            c["feats"]["slot=" + slot] = 1
    return out


def collect(gold_path: Path, input_path: Path, out: Path, half: str, ctx: dict) -> None:
    from kg.corpus.readers import ReadOptions, read_papers
    from kg.extract.pipeline import paper_doc, shared_nlp, to_extraction
    from kg.graph.assemble import build_graph

    papers = list(read_papers([str(input_path)], ReadOptions()))
    keep = {p.id for k, p in enumerate(papers) if half == "all" or (k % 2 == 0) == (half == "even")}
    gold = {g["id"]: g for g in load_gold(gold_path) if g["id"] in keep}
    papers = [p for p in papers if p.id in gold]
    nlp = shared_nlp()
    docs = list(nlp.pipe((paper_doc(nlp, p) for p in papers), batch_size=16))
    graph = build_graph([to_extraction(d, p) for d, p in zip(docs, papers)])
    with out.open("w", encoding="utf-8") as fh:
        for doc, paper in zip(docs, papers):
            items = gold[paper.id].get("datasets") or []
            nodes = paper_predictions(graph, paper.id).entities["datasets"]
            hit = [any(names_match(a, n) for a in item for names in nodes for n in names) for item in items]
            cands = candidates(doc, nodes, ctx)
            for c in cands.values():
                c["items"] = [i for i, item in enumerate(items) if any(names_match(c["text"], a) for a in item)]
            fh.write(json.dumps({"id": paper.id, "items": items, "hit": hit, "nodes": len(nodes),
                                 "cands": sorted(cands.values(), key=lambda c: c["text"])}, sort_keys=True) + "\n")


def load(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def recall_by_source(papers: list[dict]) -> dict[str, int]:
    """Missed gold items that some candidate matches, by the candidate's source (an item counts once per source)."""
    counts: dict[str, int] = {"missed": 0, "any": 0}
    for p in papers:
        for i, hit in enumerate(p["hit"]):
            if hit:
                continue
            counts["missed"] += 1
            srcs = {f[4:].replace("+trim", "") for c in p["cands"] if i in c["items"] and not c["known"] for f in c["feats"] if f.startswith("src=")}
            counts["any"] += bool(srcs)
            for s in srcs:
                counts[s] = counts.get(s, 0) + 1
    return counts


def train(papers: list[dict], kind: str = "logreg", seed: int = 42):
    """Every candidate of the training papers, found already or not, labelled by whether it matches a gold item."""
    from sklearn.ensemble import GradientBoostingClassifier
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    rows = [c for p in papers for c in p["cands"]]
    vec = DictVectorizer()
    x = vec.fit_transform([c["feats"] for c in rows])
    y = [int(bool(c["items"])) for c in rows]
    if kind == "logreg":
        model = LogisticRegression(C=1.0, max_iter=5000, class_weight="balanced", random_state=seed)
    else:
        model = GradientBoostingClassifier(n_estimators=200, max_depth=3, random_state=seed)
    return vec, model.fit(x, y)


def _covered(cand: dict, paper: dict) -> bool:
    """A candidate that holds a found dataset's span as whole words ('<A> and <B> datasets' where <A> is a node)
    adds no dataset: the list's parts are read already."""
    words = normalize(cand["text"]).split()
    return any(_holds(words, normalize(c["text"]).split()) for c in paper["cands"] if c["known"])


def _holds(big: list[str], small: list[str]) -> bool:
    return bool(small) and any(big[i:i + len(small)] == small for i in range(len(big) - len(small) + 1))


THRESHOLDS = (0.1, 0.2, 0.3, 0.5, 0.7, 0.9)


def validate(vec, model, papers: list[dict], threshold: float) -> tuple[int, int, int]:
    """(missed items gained, added nodes matching some item, added nodes matching none) at the threshold."""
    gained, good, bad = set(), 0, 0
    for p in papers:
        cands = [c for c in p["cands"] if not c["known"] and not _covered(c, p)]
        if not cands:
            continue
        probs = model.predict_proba(vec.transform([c["feats"] for c in cands]))[:, 1]
        for c, pr in zip(cands, probs):
            if pr < threshold:
                continue
            if c["items"]:
                good += 1
                gained |= {(p["id"], i) for i in c["items"] if not p["hit"][i]}
            else:
                bad += 1
    return len(gained), good, bad


def report(train_path: Path, valid: list[Path]) -> None:
    tr = load(train_path)
    sets = {path.stem: load(path) for path in valid}
    print("candidate recall of missed items, by source:")
    for name, papers in [(train_path.stem, tr)] + list(sets.items()):
        print(f"  {name}: {json.dumps(recall_by_source(papers), sort_keys=True)}")
    for kind in ("logreg", "boosting"):
        vec, model = train(tr, kind)
        print(f"{kind}: threshold | " + " | ".join(sets) + " | pooled: +gained (added right / added)")
        for th in THRESHOLDS:
            cells = [validate(vec, model, papers, th) for papers in sets.values()]
            pooled = tuple(sum(c[k] for c in cells) for k in range(3))
            print(f"| {th} | " + " | ".join(f"+{g} ({ok}/{ok + b})" for g, ok, b in cells)
                  + f" | +{pooled[0]} ({pooled[1]}/{pooled[1] + pooled[2]}) |")


def leave_one_out(train_path: Path, valid: list[Path]) -> None:
    """Diagnostic only (never a model to ship): each tuning set scored by a model trained on the even half and the
    other tuning sets, to see whether eight times the training data would clear the bar."""
    sets = {path.stem: load(path) for path in valid}
    base = load(train_path)
    models = {s: train(base + [p for k, v in sets.items() if k != s for p in v]) for s in sets}
    print("logreg, leave one set out: threshold | " + " | ".join(sets) + " | pooled")
    for th in THRESHOLDS:
        cells = [validate(*models[s], sets[s], th) for s in sets]
        pooled = tuple(sum(c[k] for c in cells) for k in range(3))
        print(f"| {th} | " + " | ".join(f"+{g} ({ok}/{ok + b})" for g, ok, b in cells)
              + f" | +{pooled[0]} ({pooled[1]}/{pooled[1] + pooled[2]}) |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect")
    c.add_argument("gold", type=Path); c.add_argument("input", type=Path); c.add_argument("out", type=Path)
    c.add_argument("--half", default="all", choices=("all", "even", "odd")); c.add_argument("--contexts", type=Path)
    r = sub.add_parser("report")
    r.add_argument("train", type=Path); r.add_argument("valid", type=Path, nargs="+")
    r.add_argument("--leave-one-out", action="store_true", help="diagnostic: train on the other tuning sets too")
    a = ap.parse_args()
    if a.cmd == "collect":
        if a.half == "odd":
            sys.exit("the odd half is held out")
        ctx = json.loads(a.contexts.read_text()) if a.contexts else {}
        collect(a.gold, a.input, a.out, a.half, ctx)
    elif a.leave_one_out:
        leave_one_out(a.train, a.valid)
    else:
        report(a.train, a.valid)


if __name__ == "__main__":
    main()
