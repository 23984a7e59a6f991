"""Small synthetic graph.json dicts, valid against schema/graph.yaml, for store tests and benchmarks.

Deterministic for a given (papers, seed, corpus): the same call always gives the same graph. Two
corpora share the entity vocabulary (methods, tasks, datasets, metrics), so loading a second corpus
after the first extends those entities with new papers, claims and relationships.
"""
from __future__ import annotations

import random
from typing import Any

METHODS = ["BERT", "Transformer", "LSTM", "ResNet", "GPT-2", "word2vec", "CRF", "PPO", "U-Net", "GAN"]
TASKS = ["question answering", "machine translation", "image classification", "parsing", "summarization"]
DATASETS = ["SQuAD", "WMT14", "ImageNet", "Penn Treebank", "CNN/DailyMail"]
METRICS = ["F1", "BLEU", "accuracy", "ROUGE-L"]
HOSTILE = ["'}) DETACH DELETE n //", 'say "hi"\\n', "back`tick`", "ünïcødé — ∑", "$param {x: 1}"]


def _slug(text: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in text.lower()).strip("-")


def _entity(label: str, name: str, papers: int) -> dict[str, Any]:
    return {
        "id": f"{label.lower()}:{_slug(name)}",
        "label": label,
        "name": name,
        "aliases": sorted({name, name.lower()}),
        "paper_count": papers,
        "mention_count": papers * 2,
        "merged_by": ["exact"],
        "evidence": f"We use {name}.",
        "confidence": 1.0,
    }


def graph_dict(papers: int = 10, seed: int = 0, corpus: str = "a", hostile: bool = False) -> dict[str, Any]:
    """A graph.json-shaped dict with `papers` papers plus entities, claims, results and edges."""
    rnd = random.Random(f"{seed}:{corpus}")
    nodes: dict[str, dict[str, Any]] = {}
    edges: dict[tuple[str, str, str, str], dict[str, Any]] = {}

    def edge(src: str, rel: str, tgt: str, key: str, **props: Any) -> None:
        e = {"source": src, "target": tgt, "type": rel, "key": key}
        e.update({k: v for k, v in props.items() if v is not None})
        edges[(rel, src, tgt, key)] = e

    vocab = [("Method", METHODS), ("Task", TASKS), ("Dataset", DATASETS), ("Metric", METRICS)]
    for label, names in vocab:
        for name in names:
            node = _entity(label, name, 1)
            nodes[node["id"]] = node
    methods = [f"method:{_slug(m)}" for m in METHODS]
    for i in range(papers):
        pid = f"paper:{corpus}{i:04d}"
        title = f"Paper {corpus}{i}: on {rnd.choice(TASKS)}"
        if hostile:
            title = HOSTILE[i % len(HOSTILE)]
        nodes[pid] = {
            "id": pid,
            "label": "Paper",
            "name": title,
            "title": title,
            "abstract": f"Abstract of {title}. We improve F1 by {i % 7 + 1}.5%.",
            "authors": [f"Author {rnd.randint(1, 30)}", f"Author {rnd.randint(31, 60)}"] if i % 5 else [],
            "year": 2015 + i % 9 if i % 6 else None,
            "venue": rnd.choice(["ACL", "NeurIPS", "CVPR", "EMNLP"]),
            "source": f"corpus-{corpus}.jsonl",
        }
        m_prop, m_use = rnd.sample(methods, 2)
        task = f"task:{_slug(rnd.choice(TASKS))}"
        data = f"dataset:{_slug(rnd.choice(DATASETS))}"
        metric = f"metric:{_slug(rnd.choice(METRICS))}"
        edge(pid, "PROPOSES", m_prop, pid, paper_id=pid, sentence=0, start=0, end=5, extractor="rules", confidence=0.9)
        edge(pid, "USES", m_use, pid, paper_id=pid, sentence=1, extractor="rules", confidence=0.8, mentions=2)
        edge(pid, "ADDRESSES", task, pid, paper_id=pid, sentence=0, extractor="rules")
        edge(pid, "EVALUATED_ON", data, pid, paper_id=pid, sentence=2, extractor="rules")
        edge(pid, "MEASURED_BY", metric, pid, paper_id=pid, sentence=2, extractor="rules")
        edge(m_prop, "USED_FOR", task, pid, paper_id=pid, sentence=0, evidence=f"{m_prop} for {task}")
        cid = f"claim:{corpus}{i:04d}:0"
        text = f"Our method improves {metric.split(':')[1]} by {i % 7 + 1}.5%."
        if hostile:
            text = HOSTILE[(i + 1) % len(HOSTILE)]
        nodes[cid] = {
            "id": cid, "label": "Claim", "name": text[:40], "text": text, "kind": "result",
            "paper_id": pid, "sentence": 3, "start": 0, "end": len(text), "extractor": "rules", "confidence": 0.7,
        }
        edge(pid, "HAS_CLAIM", cid, pid, paper_id=pid, sentence=3)
        rid = f"result:{corpus}{i:04d}:0"
        nodes[rid] = {
            "id": rid, "label": "Result", "name": f"{i % 7 + 1}.5%", "value": i % 7 + 1.5, "unit": "%",
            "direction": "increase", "metric": metric.split(":")[1], "dataset": data.split(":")[1],
            "baseline": "", "text": f"{i % 7 + 1}.5%", "paper_id": pid, "sentence": 3, "start": 20, "end": 24,
            "extractor": "rules", "confidence": 0.7,
        }
        edge(cid, "REPORTS", rid, pid, paper_id=pid, sentence=3)
        edge(rid, "ABOUT", metric, pid, paper_id=pid, role="metric")
        edge(rid, "ABOUT", data, pid, paper_id=pid, role="dataset")
        if m_prop != m_use:
            edge(m_prop, "OUTPERFORMS", m_use, pid, paper_id=pid, sentence=3, evidence=text)
    # entity counts from the edges, so they are consistent with the graph
    touched: dict[str, set[str]] = {}
    for (rel, src, tgt, key), _ in edges.items():
        if src.startswith("paper:"):
            touched.setdefault(tgt, set()).add(src)
    for nid, node in nodes.items():
        if "paper_count" in node:
            node["paper_count"] = len(touched.get(nid, ()))
            node["mention_count"] = 2 * node["paper_count"]
    return {
        "schema_version": 1,
        "nodes": sorted(nodes.values(), key=lambda n: (n["label"], n["id"])),
        "edges": sorted(edges.values(), key=lambda e: (e["type"], e["source"], e["target"], e["key"])),
    }


def merged(*dicts: dict[str, Any]) -> dict[str, Any]:
    """Several corpora as one graph: later node properties win, edges are unioned on their identity."""
    nodes: dict[str, dict[str, Any]] = {}
    edges: dict[tuple[str, str, str, str], dict[str, Any]] = {}
    for d in dicts:
        for n in d["nodes"]:
            nodes[n["id"]] = n
        for e in d["edges"]:
            edges[(e["type"], e["source"], e["target"], e["key"])] = e
    return {
        "schema_version": 1,
        "nodes": sorted(nodes.values(), key=lambda n: (n["label"], n["id"])),
        "edges": sorted(edges.values(), key=lambda e: (e["type"], e["source"], e["target"], e["key"])),
    }
