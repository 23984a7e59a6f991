"""Train the linear model of round 42's learned decision for methods used (scripts/used_candidates.py; not shipped).

Trained on the dev gold's even half only (../shared/data/venue_gold: the papers at even positions of
venue_dev_input.jsonl): each candidate phrase (scripts/used_candidates.candidates) is labelled by
whether it matches one of the paper's gold methods_used items by kg/eval/venue.py's matcher. A logistic
regression with fixed settings and seed; the weights are written rounded, in name order, so that a re-run writes
the same bytes.

    .venv/bin/python scripts/train_used_methods.py ../shared/data OUT.json
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from kg.eval.venue import load_gold, normalize, normalized_match  # noqa: E402
from used_candidates import candidates, features  # noqa: E402

SEED = 42
C = 0.3


def docs_of(nlp, inp: Path):
    """(paper, doc) for every paper of the input, through the shipped pipeline."""
    from kg.corpus.readers import ReadOptions, read_papers
    from kg.extract.pipeline import paper_doc
    papers = list(read_papers([str(inp)], ReadOptions()))
    return zip(papers, nlp.pipe((paper_doc(nlp, p) for p in papers), batch_size=64))


def labelled_rows(doc, gold_items: list[list[str]], extra=None) -> list[dict]:
    """One row per candidate: its text, features and the indices of the gold items it matches."""
    items = [[normalize(n) for n in item] for item in gold_items]
    rows = []
    for c in candidates(doc, extra).values():
        key = normalize(c["span"].text)
        hits = [k for k, item in enumerate(items) if any(normalized_match(key, a) for a in item)]
        shipped = {s for s in c["sources"] if s.split(":")[0] not in (extra or {})}  # what the component sees
        rows.append({"text": c["span"].text, "sources": sorted(c["sources"]), "items": hits, "runtime": bool(shipped),
                     "f": features(doc, c["span"], shipped, c["conf"])})
    return rows


def even_rows(data: Path, nlp) -> list[dict]:
    inp = data / "venue_gold" / "venue_dev_input.jsonl"
    ids = [json.loads(line)["id"] for line in inp.read_text(encoding="utf-8").splitlines() if line.strip()]
    gold = {g["id"]: g for g in load_gold(data / "venue_gold" / "venue_dev_gold.json")}
    even = set(ids[0::2])
    rows = []
    for paper, doc in docs_of(nlp, inp):
        if paper.id in even and paper.id in gold:
            rows += labelled_rows(doc, gold[paper.id].get("methods_used") or [])
    return rows


def fit(rows: list[dict]) -> dict:
    from sklearn.feature_extraction import DictVectorizer
    from sklearn.linear_model import LogisticRegression
    vec = DictVectorizer(sort=True)
    x = vec.fit_transform([r["f"] for r in rows])
    y = [int(bool(r["items"])) for r in rows]
    clf = LogisticRegression(C=C, max_iter=5000, class_weight="balanced", random_state=SEED).fit(x, y)
    weights = {n: round(float(w), 4) for n, w in zip(vec.feature_names_, clf.coef_[0]) if round(float(w), 4)}
    return {"about": "scripts/train_used_methods.py: logistic regression over scripts/used_candidates.features, trained on "
                     f"the dev gold's even half ({len(rows)} candidates, {sum(y)} matching a methods_used item)",
            "bias": round(float(clf.intercept_[0]), 4), "weights": dict(sorted(weights.items()))}


def main() -> None:
    from kg.extract.pipeline import build_nlp
    data = Path(sys.argv[1])
    out = Path(sys.argv[2])
    model = fit(even_rows(data, build_nlp()))
    out.write_text(json.dumps(model, ensure_ascii=False, indent=0, sort_keys=False) + "\n", encoding="utf-8")
    print(f"{out}: {len(model['weights'])} weights")


if __name__ == "__main__":
    main()
