"""How well each overview community's label fits it: the share of its papers carrying its best term.

    .venv/bin/python bench/overview_coherence.py OUT/overview.json [--threshold 0.1] [--rows 15]

A community is *knit* when its most shared label term (a task or method of its `terms`) is in at
least `threshold` of its papers. Prints the largest communities, then the count of knit named
communities and the share of grouped papers in knit communities (issue #20).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from kg.graph.overview import read_overview


def best_share(community) -> float:
    """The share of a community's papers that carry its most shared term (0 with no term)."""
    return max((t["papers"] for t in community.terms), default=0) / community.size


def coherence(communities, threshold: float = 0.1) -> dict:
    """Counts over communities (objects with .size and .terms): named, knit, and their papers."""
    named = [c for c in communities if c.terms]
    knit = [c for c in named if best_share(c) >= threshold]
    grouped = sum(c.size for c in communities)
    return {"communities": len(communities), "named": len(named), "knit": len(knit),
            "grouped_papers": grouped, "knit_papers": sum(c.size for c in knit),
            "knit_paper_share": round(sum(c.size for c in knit) / grouped, 3) if grouped else 0.0,
            "largest": max((c.size for c in communities), default=0)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("overview", type=Path)
    ap.add_argument("--threshold", type=float, default=0.1)
    ap.add_argument("--rows", type=int, default=15)
    args = ap.parse_args(argv)
    ov = read_overview(args.overview)
    for c in ov.communities[: args.rows]:
        print(f"{c.size:7d}  {100 * best_share(c):5.1f}%  {c.name}")
    print(json.dumps({"seconds": ov.seconds, **coherence(ov.communities, args.threshold)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
