"""Paper-level scoring of a built graph against a venue gold (../shared/data/venue_gold format).

The matching rules are the ones the gold's README fixes, so that any tool scoring the same graph
gets the same figures:
- a node matches a gold item when its name or an alias matches one of the item's names: both are
  normalized (lower case, '-'/'_' and other non-alphanumerics to spaces, a final 's' dropped from
  words over 3 letters not ending in 'ss'); equal strings match; otherwise both need 2+ tokens, one
  must contain the other as whole tokens and their token Jaccard must be >= 0.5;
- recall counts gold items matched by some node, precision counts nodes matching some item;
- a claim phrase counts when its normalized text lies inside a HAS_CLAIM node's normalized text, a
  number when some Result those claims REPORT has that value (claims and numbers: recall only).
"""
from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable

import networkx as nx

from kg.errors import KgError
from kg.records import ExtractionFailure

ENTITY_MEASURES = ("proposed", "tasks", "datasets", "metrics", "methods_used")
RECALL_MEASURES = ("claims", "numbers")
MEASURES = ENTITY_MEASURES + RECALL_MEASURES
HALVES = ("all", "even", "odd")

# venue family by the id's leading letters ("aistats2022-..." -> ML)
FAMILY_OF_VENUE = {
    "aistats": "ML", "uai": "ML", "colt": "ML", "acml": "ML",
    "cvpr": "vision", "eccv": "vision", "iccv": "vision", "wacv": "vision",
    "acl": "NLP", "naacl": "NLP", "coling": "NLP", "colm": "NLP",
    "aaai": "AI", "ijcai": "AI",
}
FAMILIES = ("ML", "vision", "NLP", "AI", "other")

_SEP = re.compile(r"[^0-9a-z]+")


def normalize(text: str) -> str:
    """Lower case, non-alphanumerics to spaces, the final 's' of words over 3 letters dropped (not 'ss')."""
    words = _SEP.sub(" ", text.lower()).split()
    return " ".join(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in words)


def _contains(big: list[str], small: list[str]) -> bool:
    n = len(small)
    return any(big[i:i + n] == small for i in range(len(big) - n + 1))


def names_match(a: str, b: str) -> bool:
    """The gold's name rule on two raw names (both are normalized here)."""
    return normalized_match(normalize(a), normalize(b))


def normalized_match(na: str, nb: str) -> bool:
    if not na or not nb:
        return False
    if na == nb:
        return True
    ta, tb = na.split(), nb.split()
    if len(ta) < 2 or len(tb) < 2:
        return False
    if not (_contains(ta, tb) or _contains(tb, ta)):
        return False
    sa, sb = set(ta), set(tb)
    return len(sa & sb) / len(sa | sb) >= 0.5


def phrase_in(phrase: str, text: str) -> bool:
    """A claim phrase lies inside a claim's text, both normalized (whole tokens)."""
    p, t = normalize(phrase), normalize(text)
    return bool(p) and f" {p} " in f" {t} "


def family_of(paper_id: str) -> str:
    m = re.match(r"[a-z]+", paper_id.lower())
    return FAMILY_OF_VENUE.get(m.group(0), "other") if m else "other"


@dataclass
class PaperPrediction:
    """What the graph holds for one paper, as the gold's measures read it: node names (name + aliases)."""

    entities: dict[str, list[tuple[str, ...]]] = field(default_factory=lambda: {m: [] for m in ENTITY_MEASURES})
    claims: list[str] = field(default_factory=list)
    numbers: list[float] = field(default_factory=list)


def _names(attrs: dict) -> tuple[str, ...]:
    names = [attrs.get("name") or ""] + list(attrs.get("aliases") or ())
    return tuple(n for n in names if n)


def paper_predictions(graph: nx.MultiDiGraph, paper_id: str) -> PaperPrediction:
    """Read one paper's proposed/tasks/datasets/metrics/methods used/claims/numbers off the graph."""
    pred = PaperPrediction()
    if paper_id not in graph:
        return pred
    nodes = graph.nodes

    def targets(src: str, rtype: str, label: str | None = None) -> list[str]:
        out = []
        for _, tgt, attrs in graph.out_edges(src, data=True):
            if attrs.get("type") == rtype and (label is None or nodes[tgt].get("label") == label) and tgt not in out:
                out.append(tgt)
        return out

    proposed = targets(paper_id, "PROPOSES")
    datasets = targets(paper_id, "EVALUATED_ON", "Dataset")
    for m in proposed:
        datasets += [d for d in targets(m, "EVALUATED_ON", "Dataset") if d not in datasets]
    by_measure = {"proposed": proposed, "tasks": targets(paper_id, "ADDRESSES", "Task"), "datasets": datasets,
                  "metrics": targets(paper_id, "MEASURED_BY", "Metric"), "methods_used": targets(paper_id, "USES", "Method")}
    for measure, ids in by_measure.items():
        pred.entities[measure] = [_names(nodes[n]) for n in ids]
    for claim in targets(paper_id, "HAS_CLAIM"):
        pred.claims.append(nodes[claim].get("text") or nodes[claim].get("name") or "")
        for res in targets(claim, "REPORTS"):
            value = nodes[res].get("value")
            if value is not None:
                pred.numbers.append(float(value))
    return pred


@dataclass
class Tally:
    """Counts for one measure: gold items matched / gold items, predicted nodes matching / predicted nodes."""

    gold_hit: int = 0
    gold: int = 0
    pred_hit: int = 0
    pred: int = 0

    def add(self, other: "Tally") -> None:
        self.gold_hit += other.gold_hit
        self.gold += other.gold
        self.pred_hit += other.pred_hit
        self.pred += other.pred

    def figures(self, recall_only: bool = False) -> dict:
        r = self.gold_hit / self.gold if self.gold else 0.0
        out = {"r": round(r, 4), "gold": self.gold, "gold_hit": self.gold_hit}
        if recall_only:
            return out
        p = self.pred_hit / self.pred if self.pred else 0.0
        f = 2 * p * r / (p + r) if p + r else 0.0
        return {"p": round(p, 4), **out, "f1": round(f, 4), "pred": self.pred, "pred_hit": self.pred_hit}


@dataclass
class PaperScore:
    paper_id: str
    tallies: dict[str, Tally]
    misses: dict[str, list[str]]  # per measure: gold items (first name) no node matched
    extras: dict[str, list[str]]  # per measure: node names that matched no gold item


def score_paper(gold: dict, pred: PaperPrediction) -> PaperScore:
    tallies, misses, extras = {}, {}, {}
    for measure in ENTITY_MEASURES:
        items = [[normalize(n) for n in item] for item in gold.get(measure) or []]
        nodes = [[normalize(n) for n in names] for names in pred.entities[measure]]

        def hit(item: list[str], node: list[str]) -> bool:
            return any(normalized_match(a, b) for a in item for b in node)

        item_hit = [any(hit(i, n) for n in nodes) for i in items]
        node_hit = [any(hit(i, n) for i in items) for n in nodes]
        tallies[measure] = Tally(sum(item_hit), len(items), sum(node_hit), len(nodes))
        misses[measure] = [gold[measure][k][0] for k, ok in enumerate(item_hit) if not ok]
        extras[measure] = [pred.entities[measure][k][0] for k, ok in enumerate(node_hit) if not ok]
    phrases = gold.get("claims") or []
    found = [any(phrase_in(ph, c) for c in pred.claims) for ph in phrases]
    tallies["claims"] = Tally(sum(found), len(phrases))
    misses["claims"] = [ph for ph, ok in zip(phrases, found) if not ok]
    numbers = gold.get("numbers") or []
    got = [any(math.isclose(float(v), x, rel_tol=1e-9, abs_tol=1e-9) for x in pred.numbers) for v in numbers]
    tallies["numbers"] = Tally(sum(got), len(numbers))
    misses["numbers"] = [str(v) for v, ok in zip(numbers, got) if not ok]
    return PaperScore(gold["id"], tallies, misses, extras)


def load_gold(path: Path) -> list[dict]:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise KgError(f"{path}: cannot read ({exc.strerror})") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise KgError(f"{path}: not a JSON file ({exc})") from None
    papers = data.get("papers") if isinstance(data, dict) else None
    if not isinstance(papers, list) or not all(isinstance(p, dict) and "id" in p for p in papers):
        raise KgError(f"{path}: not a venue gold (expected {{\"papers\": [{{\"id\": ...}}, ...]}})")
    return papers


def score_graph(graph: nx.MultiDiGraph, gold: list[dict], order: list[str]) -> dict:
    """Figures per half (all/even/odd by position in `order`, the input's paper order) and venue family.

    Gold papers the input lacks are scored as all misses and counted under 'missing_papers'.
    """
    position = {pid: k for k, pid in enumerate(order)}
    scores = [score_paper(g, paper_predictions(graph, g["id"])) for g in gold]
    totals = {h: {f: {m: Tally() for m in MEASURES} for f in ("all",) + FAMILIES} for h in HALVES}
    for s in scores:
        pos = position.get(s.paper_id)
        halves = ["all"] + ([] if pos is None else ["even" if pos % 2 == 0 else "odd"])
        for h in halves:
            for f in ("all", family_of(s.paper_id)):
                for m in MEASURES:
                    totals[h][f][m].add(s.tallies[m])
    papers = {h: sum(1 for s in scores if h == "all" or (s.paper_id in position and (position[s.paper_id] % 2 == 0) == (h == "even")))
              for h in HALVES}
    result = {"papers": papers, "missing_papers": sorted(s.paper_id for s in scores if s.paper_id not in position),
              "halves": {}}
    for h in HALVES:
        result["halves"][h] = {
            f: {m: totals[h][f][m].figures(recall_only=m in RECALL_MEASURES) for m in MEASURES}
            for f in ("all",) + FAMILIES if f == "all" or any(t.gold or t.pred for t in totals[h][f].values())
        }
    result["details"] = [
        {"id": s.paper_id, "half": _half(position.get(s.paper_id)), "misses": {m: v for m, v in s.misses.items() if v},
         "extras": {m: v for m, v in s.extras.items() if v}}
        for s in scores
    ]
    return result


def _half(pos: int | None) -> str:
    return "none" if pos is None else ("even" if pos % 2 == 0 else "odd")


def build_graph_for(inputs: Iterable[str], workers: int = 1, nlp=None, titles: bool = True, timeout: float = 0
                    ) -> tuple[nx.MultiDiGraph, list[str], list[ExtractionFailure]]:
    """INPUT through the shipped extraction, resolution and graph assembly (no store, no views), with the
    input's paper ids in order and the papers that failed in extraction (absent from the graph, as in
    kg build). nlp/titles: another pipeline or no titles, for ablations (serial); timeout: each paper's time
    limit in seconds (0: none), as kg build's --paper-timeout."""
    from kg.corpus.readers import ReadOptions, read_papers
    from kg.extract.parallel import extract_local
    from kg.extract.pipeline import extract_papers
    from kg.graph.assemble import build_graph

    papers = list(read_papers(list(inputs), ReadOptions()))
    if not papers:
        raise KgError("no abstracts to score")
    if nlp is not None or not titles:
        results = list(extract_papers(papers, nlp=nlp, titles=titles, timeout=timeout))
    else:
        results = list(extract_local(papers, workers=workers, timeout=timeout))
    failed = [r for r in results if isinstance(r, ExtractionFailure)]
    extractions = [r for r in results if not isinstance(r, ExtractionFailure)]
    return build_graph(extractions), [p.id for p in papers], failed


def evaluate(gold_path: Path, inputs: Iterable[str], workers: int = 1, nlp=None, titles: bool = True,
             timeout: float = 0) -> dict:
    gold = load_gold(gold_path)
    graph, order, failed = build_graph_for(inputs, workers, nlp, titles, timeout)
    known = set(order)
    if not any(g["id"] in known for g in gold):
        raise KgError(f"no paper of {gold_path} is in the input (ids differ)")
    result = score_graph(graph, gold, order)
    # a paper the pipeline raised on is not in the graph, so score_graph scores it as extracting nothing:
    # all its gold items are misses and it adds no node (no silent gain from leaving it out)
    result["failed_papers"] = [f.to_dict() for f in failed]
    return result


def format_table(result: dict, half: str = "all", verbose: bool = False) -> str:
    lines = []
    for h in HALVES:
        lines.append(f"== {h} ({result['papers'][h]} papers)")
        lines += _measure_lines(result["halves"][h]["all"], "  ")
    lines.append(f"== per venue family ({half})")
    for fam, figs in result["halves"][half].items():
        if fam == "all":
            continue
        lines.append(f"  {fam}")
        lines += _measure_lines(figs, "    ")
    if result["missing_papers"]:
        lines.append(f"gold papers missing from the input: {len(result['missing_papers'])}")
    for f in result.get("failed_papers", []):
        lines.append(f"failed in extraction, scored as extracting nothing: {f['id']} ({f['reason']}: {f['message']})")
    if verbose:
        for d in result["details"]:
            if half != "all" and d["half"] != half:
                continue
            for kind in ("misses", "extras"):
                for m, items in d[kind].items():
                    for it in items:
                        lines.append(f"{kind[:-2] if kind == 'misses' else 'extra'}\t{m}\t{d['id']}\t{it}")
    return "\n".join(lines)


def _measure_lines(figs: dict, indent: str) -> list[str]:
    out = []
    for m in MEASURES:
        f = figs[m]
        if "p" in f:
            out.append(f"{indent}{m:<13} P {f['p']:.3f}  R {f['r']:.3f}  F1 {f['f1']:.3f}  "
                       f"(gold {f['gold_hit']}/{f['gold']}, nodes {f['pred_hit']}/{f['pred']})")
        else:
            out.append(f"{indent}{m:<13}          R {f['r']:.3f}            (gold {f['gold_hit']}/{f['gold']})")
    return out
