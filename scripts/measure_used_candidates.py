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
import sys
from collections import Counter, defaultdict
from pathlib import Path

from spacy.language import Language

sys.path.insert(0, str(Path(__file__).resolve().parent))

from kg.eval.venue import load_gold, normalize, normalized_match, paper_predictions  # noqa: E402

GOLD_DIR = Path("/work/shared/data/venue_gold")
EXTRA = Path("/work/helpers/gold_extra")
CORPUS = False  # the mined phrase statistics as features (scripts/mine_phrase_slots.py): measured, not shipped
THRESHOLDS = (0.5, 0.7, 0.8, 0.9, 0.93, 0.95, 0.97, 0.98)
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


def collect(outdir: Path, sets: list[str]) -> None:
    from kg.extract.pipeline import build_nlp, to_extraction
    from kg.graph.assemble import build_graph
    from train_used_methods import docs_of, labelled_rows

    nlp = build_nlp()
    nlp.add_pipe("lrn42_keep_ner", after="kg_scierc_entities")
    outdir.mkdir(parents=True, exist_ok=True)
    for name in sets:
        inp, gold, _ = set_inputs(name)
        pairs = list(docs_of(nlp, inp))  # the whole input: resolution reads across papers
        graph = build_graph([to_extraction(d, p) for p, d in pairs])
        by_id = {g["id"]: g for g in gold}
        recall: Counter = Counter()
        rows = []
        for paper, doc in pairs:
            g = by_id.get(paper.id)
            if g is None:
                continue
            used = [[normalize(n) for n in names] for names in paper_predictions(graph, paper.id).entities["methods_used"]]
            items = [[normalize(n) for n in item] for item in g.get("methods_used") or []]
            missed = {k for k, item in enumerate(items) if not any(normalized_match(a, b) for a in item for n in used for b in n)}
            seen_by: dict[int, set[str]] = defaultdict(set)
            for r in labelled_rows(doc, g.get("methods_used") or [], {"ner": doc.spans["lrn42_ner"]}):
                r["paper"], r["missed"] = paper.id, [k for k in r["items"] if k in missed]
                for k in r["missed"]:
                    seen_by[k] |= {x.split(":")[0] for x in r["sources"]} | {x.rsplit(":", 1)[0] for x in r["sources"]
                                                                            if x.startswith(("ner:", "entity:"))}
                rows.append(r)
            recall["items"] += len(items)
            recall["missed"] += len(missed)
            for k in missed:
                srcs = seen_by.get(k, set())
                recall["seen"] += bool(srcs)
                for x in srcs:
                    recall[x] += 1
                recall["chunk_only"] += srcs == {"chunk"}
        with (outdir / f"{name}.jsonl").open("w") as fh:
            for r in rows:
                fh.write(json.dumps(r, sort_keys=True) + "\n")
        (outdir / f"{name}.recall.json").write_text(json.dumps(recall, sort_keys=True) + "\n")
        print(name, dict(sorted(recall.items())), flush=True)


DETERMINERS = frozenset("a an the our thi these their it its".split())  # as means_key writes them


def phrase_key(text: str) -> str:
    from kg.extract.lexicon import means_key
    words = means_key(text).split()
    while words and words[0] in DETERMINERS:
        words = words[1:]
    return " ".join(words)


def corpus_features(text: str, stats: dict[str, list[int]]) -> dict[str, float]:
    """How many venue abstracts write the phrase (and its head word), and how often as a means
    (scripts/mine_phrase_slots.py)."""
    key = phrase_key(text)
    f = {}
    for name, k in (("phrase", key), ("headword", key.split()[-1] if key else "")):
        df, slotted = stats.get(k, [0, 0])
        f[f"{name}_df"] = math.log1p(df) / 10
        f[f"{name}_df={min(int(math.log10(df + 1)), 4)}"] = 1.0
        f[f"{name}_means"] = (slotted + 0.5) / (df + 5)
    return f


def load(outdir: Path, name: str) -> list[dict]:
    """The rows of candidates the shipped component would see."""
    rows = [json.loads(line) for line in (outdir / f"{name}.jsonl").read_text().splitlines()]
    rows = [r for r in rows if r["runtime"]]
    slots = outdir / "slots.json"
    if slots.exists() and CORPUS:
        stats = json.loads(slots.read_text())
        for r in rows:
            r["f"].update(corpus_features(r["text"], stats))
    return rows


def fit(outdir: Path, sets: list[str]) -> None:
    """Train as scripts/train_used_methods.py does on the even half's rows; the validation table per threshold."""
    from used_candidates import probability
    from train_used_methods import fit as train

    train_rows = load(outdir, "even")
    model = train(train_rows)
    weights = (model["bias"], model["weights"])
    print(model["about"])
    table: dict[float, Counter] = defaultdict(Counter)
    for name in sets:
        rows = load(outdir, name)
        p = [probability(weights, r["f"]) for r in rows]
        for t in THRESHOLDS:
            gained, good, bad = set(), 0, 0
            for r, q in zip(rows, p):
                if q < t:
                    continue
                gained |= {(r["paper"], k) for k in r["missed"]}
                good += bool(r["items"])
                bad += not r["items"]
            table[t][name, "gain"], table[t][name, "good"], table[t][name, "bad"] = len(gained), good, bad
    print("| threshold | " + " | ".join(sets) + " | C, D, F-K |")
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
