"""Benchmark: entity resolution on a built corpus's extraction cache (OUT/extractions.jsonl).

Reports resolve() time (CPU and wall, a second run after the caches are warm is also shown), the
graph assembly time, node counts, and the two acceptance checks of issue 18:
- same-label node pairs whose names have equal normalized keys (should be 0);
- nodes where one short form joins long forms of different senses (long forms that same_sense()
  does not link, directly or through others, and that no one paper gives the short form together;
  should be 0), and, stricter, nodes holding two long
  forms of one short form that are not identical once normalized. Definitions whose long form is
  implausible (acronyms.plausible) are left out, as resolve() leaves them out.
Give the build's own CPU seconds (`/usr/bin/time` or the shell's `time`) with --build-cpu to get
resolution's share of the build.

    .venv/bin/python bench/bench_resolution.py OUT/extractions.jsonl [--build-cpu 109] [--json]
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kg.graph.assemble import build_graph  # noqa: E402
from kg.records import Extraction  # noqa: E402
from kg.resolve import normalize_key, resolve  # noqa: E402
from kg.resolve.acronyms import collect, plausible  # noqa: E402
from kg.resolve.similarity import same_sense  # noqa: E402


def timed(fn, *args):
    c, w = time.process_time(), time.perf_counter()
    out = fn(*args)
    return out, round(time.process_time() - c, 3), round(time.perf_counter() - w, 3)


def _components(longs: set[str], together: set[frozenset] = frozenset(), expansions: dict | None = None) -> int:
    """How many senses a set of long forms makes: groups linked by same_sense (as acronyms.collect
    does) or defined for the short form by one paper (together: pairs of long keys a paper gives
    it, "robust EKF" and "robust extended Kalman filter": the paper itself says they are one)."""
    left, n = set(longs), 0
    while left:
        n += 1
        todo = [left.pop()]
        while todo:
            a = todo.pop()
            linked = {b for b in left if same_sense(a, b, expansions=expansions) or frozenset((a, b)) in together}
            left -= linked
            todo += linked
    return n


def checks(extractions: list[Extraction], res) -> dict:
    names = Counter((e.label, normalize_key(e.name)) for e in res.entities)
    equal_pairs = sum(n * (n - 1) // 2 for n in names.values() if n > 1)
    node_of_key = {k: e.id for e in res.entities for k in e.keys}
    defs = collect(extractions)
    longs_in_node: dict[tuple[str, str], set[str]] = defaultdict(set)  # (node, short key) -> long keys
    together: dict[str, set[frozenset]] = defaultdict(set)  # short key -> long-key pairs one paper gives it
    for ex in extractions:
        by_short: dict[str, set[str]] = defaultdict(set)
        for a in ex.abbreviations:
            if plausible(a.short, a.long):
                by_short[normalize_key(a.short)].add(normalize_key(a.long))
        for skey, lkeys in by_short.items():
            together[skey] |= {frozenset((x, y)) for x in lkeys for y in lkeys if x < y}
    for xi, ex in enumerate(extractions):
        for a in ex.abbreviations:
            if not plausible(a.short, a.long):  # resolve() does not take these as definitions either
                continue
            skey, lkey = normalize_key(a.short), normalize_key(a.long)
            for mi, m in enumerate(ex.mentions):  # where this paper's short form landed
                if normalize_key(m.text) == skey and (xi, mi) in res.entity_of:
                    longs_in_node[(res.entity_of[(xi, mi)], skey)].add(lkey)
            if lkey in node_of_key:
                longs_in_node[(node_of_key[lkey], skey)].add(lkey)
    senses_joined = sum(1 for (_, skey), longs in longs_in_node.items() if _components(longs, together[skey], defs.expansions) > 1)
    strict = sum(1 for longs in longs_in_node.values() if len(longs) > 1)
    return {"same_label_equal_name_keys": equal_pairs, "acronym_nodes_joining_senses": senses_joined,
            "acronym_nodes_with_two_long_form_keys": strict,
            "short_forms_with_several_senses": sum(len(s) > 1 for s in defs.senses.values())}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cache", type=Path)
    ap.add_argument("--build-cpu", type=float, help="CPU seconds of the kg build that wrote the cache")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    with args.cache.open(encoding="utf-8") as fh:
        extractions = sorted((Extraction.from_dict(json.loads(line)) for line in fh), key=lambda e: e.paper.id)
    res, cpu, wall = timed(resolve, extractions)
    _, cpu2, wall2 = timed(resolve, extractions)
    _, graph_cpu, graph_wall = timed(build_graph, extractions, res)
    out = {"abstracts": len(extractions), "mentions": sum(len(e.mentions) for e in extractions),
           "entities": len(res.entities), "resolve_cpu_s": cpu, "resolve_wall_s": wall,
           "resolve_cpu_s_warm": cpu2, "resolve_wall_s_warm": wall2,
           "assemble_cpu_s": graph_cpu,
           "merged_by": dict(Counter(r for e in res.entities for r in e.merged_by).most_common()),
           **checks(extractions, res)}
    if args.build_cpu:
        out["resolve_share_of_build_cpu"] = round(cpu / args.build_cpu, 4)
    print(json.dumps(out, indent=1) if args.json else "\n".join(f"{k}: {v}" for k, v in out.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
