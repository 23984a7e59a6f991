"""Measure whether a learned decision over the spans kg already holds could close the proposed-recall gap (issue #16).

Runs the shipped pipeline on each gold set's papers (as `kg eval venue` does, and scores the proposed nodes the same
way), and collects, without changing any output, every span kg holds for a paper: the trained entity model's spans of
any type, the rule spans, the merged graph mentions of any type and role, noun chunks (and each without its determiner
or possessive), abbreviations and their long forms, doc._.proposed, and what the proposal rules find below their
confidence (the component run again on the finished Doc with min_confidence 0). Then:

1. candidate recall: of the gold proposed items kg misses, how many some candidate matches (the gold's matching
   rules, kg.eval.venue), by source;
2. a classifier (logistic regression, fixed seed) over the candidates that are not already proposed nodes, trained on
   the first set (the dev gold's even half) only, validated on the others: per threshold, the missed items gained and
   the nodes added that match some gold item, per set.

Features: the phrase's words, head lemma and tag, the source, sentence slot (title, first, later), governing verb and
preposition, the words around it, capitalisation and acronym shape, counts in the abstract, the shipped own-head
share of its head (kg/extract/data/own_heads.json), and with --venues the number of venue abstracts writing the phrase
(the dev input and the drawn extra sets left out by --exclude / --exclude-drawn, as the mining scripts do).

    .venv/bin/python scripts/measure_proposal_candidates.py \\
        --set even ../shared/data/venue_gold/venue_dev_gold.json ../shared/data/venue_gold/venue_dev_input.jsonl \\
        --set C GOLD_C INPUT_C ... --venues ../shared/data/venues \\
        --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

The set named "even" keeps the input's even positions only; the first set is the training set. Run from outside
the checkout with PYTHONPATH set to it (kg is never run inside a checkout).
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import drawn_ids, excluded_ids, read_papers as venue_papers  # noqa: E402

from kg.eval.venue import load_gold, normalize, normalized_match, paper_predictions  # noqa: E402

SEED = 42
THRESHOLDS = (0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)
MAX_TOKENS = 12  # a longer span is a clause, not a name
MAX_NGRAM = 6  # phrases counted in the venue abstracts
OWN_HEADS = Path(__file__).resolve().parent.parent / "kg" / "extract" / "data" / "own_heads.json"
NAMING_WORDS = {"called", "named", "dubbed", "termed"}


def _slot(doc, span, title_end: int) -> str:
    if span.start < title_end:
        return "title"
    first = next((s for s in doc.sents if s.start >= title_end), None)
    return "first" if first is not None and span.sent.start == first.start else "later"


def _governor(span) -> tuple[str, str]:
    """The verb the span hangs on and the preposition between them ('we evaluate on X': 'evaluate', 'on')."""
    gov, prep = span.root.head, ""
    if gov.dep_ == "prep" or gov.pos_ == "ADP":
        prep, gov = gov.lower_, gov.head
    return (gov.lemma_.lower() if gov.pos_ in ("VERB", "AUX") else ""), prep


def span_features(doc, span, title_end: int) -> dict:
    sent = span.sent
    verb, prep = _governor(span)
    before = [t.lower_ for t in doc[max(sent.start, span.start - 3):span.start]]
    after = [t.lower_ for t in doc[span.end:min(sent.end, span.end + 2)]]
    window = doc[max(sent.start, span.start - 6):span.start]
    prev_verb = next((t.lemma_.lower() for t in reversed(window) if t.pos_ == "VERB"), "")
    words = [t.lower_ for t in span if not t.is_punct]
    text = span.text
    colon = next((t.i for t in doc[:title_end] if t.text == ":"), None)
    gov = span.root.head.head if prep else span.root.head
    return {
        "slot": _slot(doc, span, title_end), "verb": verb, "prep": prep, "prev_verb": prev_verb, "dep": span.root.dep_,
        "head": span.root.lemma_.lower(), "head_tag": span.root.tag_, "before": before, "after": after, "words": words,
        "ntok": len(span), "caps_inner": any(c.isupper() for c in text[1:]), "first_cap": text[:1].isupper(),
        "acronym": text.isupper() and len(text) >= 2, "digit": any(c.isdigit() for c in text), "hyphen": "-" in text,
        "we_subj": bool(verb) and any(c.lower_ == "we" and c.dep_ == "nsubj" for c in gov.children),
        "colon_title": span.start < title_end and colon is not None and span.end <= colon,
        "our": "our" in before, "novel": bool({"novel", "new"} & set(before + words)),
        "called": bool(NAMING_WORDS & set(before)), "paren_after": after[:1] == ["("],
        "count_in_doc": doc.text.lower().count(text.lower()), "in_title": text.lower() in doc[:title_end].text.lower(),
    }


def _without_determiner(chunk):
    k = chunk.start
    while k < chunk.end and chunk.doc[k].dep_ in ("det", "poss"):
        k += 1
    return chunk.doc[k:chunk.end] if chunk.start < k < chunk.end else None


def paper_candidates(doc, low_finder) -> dict[str, dict]:
    """Every span kg holds for the paper, keyed by its normalized text: its sources, features of its first occurrence."""
    te = doc._.kg_title_end
    cands: dict[str, dict] = {}

    def add(span, source: str) -> None:
        if span is None or len(span) > MAX_TOKENS or not (key := normalize(span.text)):
            return
        c = cands.setdefault(key, {"text": span.text, "sources": set(), "n": 0})
        if "feats" not in c:
            c["feats"] = span_features(doc, span, te)
        c["sources"].add(source)
        c["n"] += 1

    for s in doc._.proposed or []:
        add(s, "proposed")
    for group in ("scierc", "kg_rules", "kg_entities"):
        for s in doc.spans[group] if group in doc.spans else []:
            add(s, f"{group}:{s.label_}")
            if group == "kg_entities":
                add(s, f"role:{s._.role or 'none'}")
    for chunk in doc.noun_chunks:
        add(chunk, "chunk")
        add(_without_determiner(chunk), "chunk")
    for short, long in doc._.kg_abbrevs or []:
        add(short, "abbr")
        add(long, "abbr")
    kept = doc._.proposed
    low_finder(doc)  # after the whole pipeline, so no component reads it; the shipped read is put back at once
    for s in doc._.proposed or []:
        add(s, "lowconf")
    doc._.proposed = kept
    return cands


def collect(name: str, gold_path: Path, input_path: Path, nlp) -> list[dict]:
    """Per paper: its candidates, its proposed nodes (name + aliases) and its gold proposed items."""
    from kg.corpus.readers import ReadOptions, read_papers
    from kg.extract.pipeline import paper_doc, to_extraction
    from kg.extract.proposals import ProposalFinder
    from kg.graph.assemble import build_graph

    gold = {g["id"]: g for g in load_gold(gold_path)}
    papers = list(read_papers([str(input_path)], ReadOptions()))
    if name == "even":
        papers = papers[::2]
    low = ProposalFinder("kg_proposals_low", 0.0)
    rows, extractions = [], []
    for paper in papers:
        doc = paper_doc(nlp, paper)
        for _, proc in nlp.pipeline:
            doc = proc(doc)
        extractions.append(to_extraction(doc, paper))
        rows.append({"id": paper.id, "cands": paper_candidates(doc, low)})
    graph = build_graph(extractions)
    for row in rows:
        row["nodes"] = [[normalize(n) for n in names] for names in paper_predictions(graph, row["id"]).entities["proposed"]]
        row["gold"] = [[normalize(n) for n in item] for item in gold.get(row["id"], {}).get("proposed", [])]
    return rows


def _hit(item: list[str], names: list[str]) -> bool:
    return any(normalized_match(a, b) for a in item for b in names)


def _missed(row: dict) -> list[int]:
    return [k for k, item in enumerate(row["gold"]) if not any(_hit(item, node) for node in row["nodes"])]


def source_group(source: str) -> str:
    kind, _, label = source.partition(":")
    return {"scierc": "entity model", "kg_rules": "rule spans", "kg_entities": "graph mentions", "role": "graph roles"}.get(
        kind, kind) + (f" {label}" if label else "")


def candidate_recall(rows: list[dict]) -> tuple[int, int, Counter]:
    missed = found = 0
    by_source: Counter = Counter()
    for row in rows:
        for k in _missed(row):
            missed += 1
            sources = set()
            for key, c in row["cands"].items():
                if _hit(row["gold"][k], [key]):
                    sources |= c["sources"]
            found += bool(sources)
            by_source.update({source_group(s) for s in sources} | {source_group(s).split()[0] + " (any)" for s in sources})
    return missed, found, by_source


def phrase_counts(keys: set[str], venues: Path, exclude: set[str]) -> dict[str, int]:
    """How many venue abstracts (title + abstract, normalized) write each phrase of up to MAX_NGRAM words."""
    counts = dict.fromkeys((k for k in keys if len(k.split()) <= MAX_NGRAM), 0)
    for title, abstract in venue_papers(venues, exclude):
        words = normalize(f"{title} {abstract}").split()
        seen = {g for i in range(len(words)) for j in range(i + 1, min(len(words), i + MAX_NGRAM) + 1)
                if (g := " ".join(words[i:j])) in counts}
        for g in seen:
            counts[g] += 1
    return counts


def feature_dict(key: str, c: dict, own: dict[str, int], df: dict[str, int] | None) -> dict:
    f = c["feats"]
    d = {f"src={s}": 1.0 for s in c["sources"]}
    for name in ("slot", "verb", "prep", "prev_verb", "dep", "head", "head_tag"):
        d[f"{name}={f[name]}"] = 1.0
    d[f"slot_verb={f['slot']}|{f['verb']}"] = 1.0
    d.update({f"w={w}": 1.0 for w in f["words"]})
    d.update({f"b={w}": 1.0 for w in f["before"]})
    d.update({f"a={w}": 1.0 for w in f["after"]})
    if f["before"]:
        d[f"b1={f['before'][-1]}"] = 1.0
    for name in ("caps_inner", "first_cap", "acronym", "digit", "hyphen", "we_subj", "colon_title", "our", "novel",
                 "called", "paren_after", "in_title"):
        d[name] = float(f[name])
    d["ntok"] = min(f["ntok"], 8) / 8
    d["count"] = min(f["count_in_doc"], 5) / 5
    d["n"] = min(c["n"], 5) / 5
    d["nsrc"] = len(c["sources"]) / 5
    d["own_head"] = own.get(key.split()[-1], 0) / 1000 if key else 0.0
    if df is not None:
        n = df.get(key)
        d["venue_df"] = math.log1p(n) / 10 if n is not None else 0.0
        d["venue_unseen"] = float(n == 0)
    return d


def examples(rows: list[dict], own: dict, df: dict | None) -> tuple[list[dict], list[int], list[tuple]]:
    """The candidates that are not already proposed nodes: features, label (matches some gold item), and (paper, key,
    missed items it matches, the paper's proposed node names)."""
    X, y, meta = [], [], []
    for row in rows:
        names = sorted({n for node in row["nodes"] for n in node})
        missed = set(_missed(row))
        for key, c in sorted(row["cands"].items()):
            if key in names:
                continue
            hits = [k for k, item in enumerate(row["gold"]) if _hit(item, [key])]
            X.append(feature_dict(key, c, own, df))
            y.append(int(bool(hits)))
            meta.append((row["id"], key, [k for k in hits if k in missed], names))
    return X, y, meta


def _written_in(a: str, b: str) -> bool:
    """One phrase's words run inside the other's ('rope model' in 'a new rope model (rm)')."""
    ta, tb = sorted((a.split(), b.split()), key=len)
    return any(tb[i:i + len(ta)] == ta for i in range(len(tb) - len(ta) + 1))


def select(scored: list[tuple], t: float, distinct: bool) -> list[tuple]:
    """The candidates at or above t, best first per paper; distinct: not one written inside or around a proposed node
    or a candidate taken before it (a restatement adds no item, only a second node for one)."""
    taken: dict[str, list[str]] = {}
    out = []
    for p, label, (pid, key, gained, names) in sorted(scored, key=lambda z: (-z[0], z[2][0], z[2][1])):
        if p < t:
            break
        mine = taken.setdefault(pid, [])
        if distinct and any(_written_in(key, o) for o in mine + names):
            continue
        mine.append(key)
        out.append((label, pid, gained))
    return out


def _row(t: float, scored: dict[str, list], distinct: bool) -> str:
    cells, gain, right, added, sets = [], 0, 0, 0, 0
    for name, s in scored.items():
        chosen = select(s, t, distinct)
        gained = {(pid, k) for _, pid, ks in chosen for k in ks}
        ok = sum(label for label, _, _ in chosen)
        cells.append(f"+{len(gained)}, {ok}/{len(chosen)}")
        gain, right, added, sets = gain + len(gained), right + ok, added + len(chosen), sets + bool(gained)
    share = f"{right / added:.2f}" if added else "-"
    return f"| {t} | " + " | ".join(cells) + f" | +{gain} on {sets} sets, {right}/{added} ({share}) |"


def validate(train: list[dict], val: dict[str, list[dict]], own: dict, df: dict | None, reg: float) -> list[str]:
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression

    X, y, _ = examples(train, own, df)
    vec = DictVectorizer()
    clf = LogisticRegression(C=reg, max_iter=5000, random_state=SEED).fit(vec.fit_transform(X), y)
    scored = {}
    for name, rows in val.items():
        Xv, yv, meta = examples(rows, own, df)
        scored[name] = list(zip(clf.predict_proba(vec.transform(Xv))[:, 1], yv, meta))
    lines = [f"train: {len(y)} candidates, {sum(y)} match a gold item"]
    for distinct in (False, True):
        lines += ["", "distinct new nodes only" if distinct else "every candidate at or above the threshold",
                  "| threshold | " + " | ".join(val) + " | all |", "|---" * (len(val) + 2) + "|"]
        lines += [_row(t, scored, distinct) for t in THRESHOLDS]
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", nargs=3, action="append", metavar=("NAME", "GOLD", "INPUT"), required=True)
    ap.add_argument("--venues", type=Path, help="count the candidates' phrases in these venue lists")
    ap.add_argument("--exclude", type=Path, action="append", default=[])
    ap.add_argument("--exclude-drawn", type=Path)
    ap.add_argument("--reg", type=float, default=1.0, help="inverse regularisation strength (C)")
    args = ap.parse_args()
    from kg.extract.pipeline import build_nlp

    nlp = build_nlp()
    sets = {name: collect(name, Path(g), Path(i), nlp) for name, g, i in args.set}
    total = Counter()
    for name, rows in sets.items():
        missed, found, by_source = candidate_recall(rows)
        total.update(by_source | {"missed": missed, "found": found})
        print(f"{name}: {missed} missed, {found} matched by some candidate")
    ranked = sorted(total.items(), key=lambda kv: (-kv[1], kv[0]))  # ties by name: the order of sets varies by run
    print("by source:", json.dumps(dict(ranked), indent=0))
    df = None
    if args.venues is not None:
        exclude = excluded_ids(args.exclude) | (drawn_ids(args.exclude_drawn) if args.exclude_drawn else set())
        df = phrase_counts({k for rows in sets.values() for r in rows for k in r["cands"]}, args.venues, exclude)
    own = json.loads(OWN_HEADS.read_text(encoding="utf-8"))["names"]
    first, *rest = sets
    print("\n".join(validate(sets[first], {n: sets[n] for n in rest}, own, df, args.reg)))


if __name__ == "__main__":
    main()
