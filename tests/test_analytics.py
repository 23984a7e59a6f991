"""kg.graph.analytics on small hand-built graphs whose answers are known by construction."""
from __future__ import annotations

import math

import networkx as nx
import pytest

from kg import schema as kg_schema
from kg.graph import analytics as A
from kg.graph import io as kg_io


class GraphBuilder:
    """Builds a graph.json-shaped dict that validates against schema/graph.yaml."""

    def __init__(self) -> None:
        self.nodes: list[dict] = []
        self.edges: list[dict] = []
        self.ids: set[str] = set()

    def node(self, nid: str, label: str, **props) -> str:
        if nid not in self.ids:
            self.ids.add(nid)
            self.nodes.append({"id": nid, "label": label, "name": props.pop("name", nid), **props})
        return nid

    def paper(self, pid: str, title: str = "", abstract: str = "") -> str:
        return self.node(pid, "Paper", name=title or pid, title=title or pid, abstract=abstract or f"Abstract of {pid}.")

    def entity(self, label: str, slug: str, name: str | None = None) -> str:
        return self.node(f"{label.lower()}:{slug}", label, name=name or slug, aliases=[])

    def edge(self, src: str, rel: str, tgt: str, paper_id: str, key: str | None = None) -> None:
        self.edges.append({"source": src, "target": tgt, "type": rel, "key": key or paper_id,
                           "paper_id": paper_id, "confidence": 1.0})

    def link(self, pid: str, rel: str, label: str, slug: str) -> str:
        ent = self.entity(label, slug)
        self.edge(pid, rel, ent, pid)
        return ent

    def claim(self, pid: str, n: int, text: str, kind: str = "result") -> str:
        cid = self.node(f"claim:{pid}:{n}", "Claim", name=text[:40], text=text, kind=kind, paper_id=pid, sentence=n)
        self.edge(pid, "HAS_CLAIM", cid, pid)
        return cid

    def result(self, cid: str, pid: str, n: int, value: float, unit: str, metric: str = "", dataset: str = "",
               baseline: str = "") -> str:
        rid = self.node(f"result:{pid}:{n}", "Result", name=f"{value}{unit}", value=value, unit=unit, metric=metric,
                        dataset=dataset, baseline=baseline, text=f"{value}{unit}", paper_id=pid, sentence=n)
        self.edge(cid, "REPORTS", rid, pid)
        return rid

    def data(self) -> dict:
        return {"schema_version": 1, "nodes": self.nodes, "edges": self.edges}

    def graph(self) -> nx.MultiDiGraph:
        data = self.data()
        assert kg_schema.validate(data) == []
        return kg_io.from_dict(data)


def four_papers() -> nx.MultiDiGraph:
    """p1, p2 share a rare dataset and task; p3, p4 share another; all four use one common method."""
    b = GraphBuilder()
    for p in ("p1", "p2", "p3", "p4"):
        b.paper(p)
        b.link(p, "USES", "Method", "common")
    for p in ("p1", "p2"):
        b.link(p, "EVALUATED_ON", "Dataset", "rare")
        b.link(p, "ADDRESSES", "Task", "parsing")
    for p in ("p3", "p4"):
        b.link(p, "EVALUATED_ON", "Dataset", "other")
        b.link(p, "ADDRESSES", "Task", "tagging")
    b.link("p1", "PROPOSES", "Method", "novel")
    b.link("p4", "MEASURED_BY", "Metric", "f1")
    return b.graph()


def two_clusters() -> nx.MultiDiGraph:
    """Two groups of three papers with no entity in common between the groups."""
    b = GraphBuilder()
    for p in ("a1", "a2", "a3"):
        b.paper(p)
        b.link(p, "USES", "Method", "alpha")
        b.link(p, "EVALUATED_ON", "Dataset", "alpha-set")
    for p in ("b1", "b2", "b3"):
        b.paper(p)
        b.link(p, "USES", "Method", "beta")
        b.link(p, "ADDRESSES", "Task", "beta-task")
    return b.graph()


def test_counts():
    g = four_papers()
    labels = A.label_counts(g)
    assert labels == {"Paper": 4, "Method": 2, "Dataset": 2, "Task": 2, "Metric": 1}
    assert list(labels)[0] == "Paper"
    types = A.type_counts(g)
    assert types == {"USES": 4, "ADDRESSES": 4, "EVALUATED_ON": 4, "MEASURED_BY": 1, "PROPOSES": 1}
    assert sum(types.values()) == g.number_of_edges()


def test_empty_graph_everywhere():
    g = nx.MultiDiGraph()
    assert A.label_counts(g) == {}
    assert A.type_counts(g) == {}
    assert A.top_entities(g, "Method") == []
    assert A.degree_summary(g)["nodes"] == 0
    assert A.connected_components(g) == []
    assert A.paper_communities(g) == []
    assert A.entity_pagerank(g) == []
    assert A.task_dataset_table(g)["counts"] == []
    assert A.comparison_graph(g).number_of_nodes() == 0
    assert A.results_table(g) == []
    summary = A.summary(g)
    assert summary["nodes"] == 0 and summary["communities"]["count"] == 0


def test_entity_papers_and_paper_count():
    g = four_papers()
    ep = A.entity_papers(g)
    assert ep["method:common"] == {"p1", "p2", "p3", "p4"}
    assert ep["dataset:rare"] == {"p1", "p2"}
    assert A.paper_count(g, "method:novel") == 1
    assert A.paper_entities(g)["p4"] == {"method:common", "dataset:other", "task:tagging", "metric:f1"}


def test_paper_count_through_claim_provenance_and_stored_fallback():
    b = GraphBuilder()
    b.paper("p1")
    b.paper("p2")
    cid = b.claim("p2", 0, "We beat everyone on X.")
    metric = b.entity("Metric", "accuracy")
    b.edge(cid, "ABOUT", metric, "p2")  # only linked to p2 through its claim
    b.node("method:orphan", "Method", name="orphan", aliases=[], paper_count=7)  # no edges at all
    g = b.graph()
    assert A.entity_papers(g)[metric] == {"p2"}
    assert A.paper_count(g, "method:orphan") == 7


def test_top_entities_order():
    g = four_papers()
    top = A.top_entities(g, "Method", n=5)
    assert [(r["id"], r["paper_count"]) for r in top] == [("method:common", 4), ("method:novel", 1)]
    assert A.top_entities(g, "Method", n=1)[0]["name"] == "common"
    # ties broken by name
    assert [r["name"] for r in A.top_entities(g, "Dataset")] == ["other", "rare"]
    by_label = A.top_entities_by_label(g, n=3)
    assert set(by_label) == set(kg_schema.load().entity_labels)
    assert by_label["Concept"] == []


def test_degree_distribution():
    g = four_papers()
    dist = A.degree_distribution(g)
    # p1: common, rare, parsing, novel = 4; p2: 3; p3: 3; p4: 4 (f1); common: 4; rare, other,
    # parsing, tagging: 2 each; novel, f1: 1 each
    assert dist == {1: 2, 2: 4, 3: 2, 4: 3}
    assert sum(dist.values()) == g.number_of_nodes()
    s = A.degree_summary(g)
    assert s["min"] == 1 and s["max"] == 4 and s["nodes"] == 11
    assert A.degree_distribution(g, "Paper") == {3: 2, 4: 2}


def test_connected_components():
    g = two_clusters()
    comps = A.connected_components(g)
    assert len(comps) == 2
    assert comps[0] == {"a1", "a2", "a3", "method:alpha", "dataset:alpha-set"}
    assert A.component_summary(g)["sizes"] == [5, 5]


def test_idf_rarity():
    g = four_papers()
    w = A.idf(g)
    assert w["method:common"] == pytest.approx(math.log(5 / 4))
    assert w["dataset:rare"] == pytest.approx(math.log(5 / 2))
    assert w["method:novel"] > w["dataset:rare"] > w["method:common"] > 0


def test_similar_papers_rare_shared_dataset_wins():
    g = four_papers()
    top = A.similar_papers(g, "p1", n=3)
    assert top[0]["id"] == "p2"
    assert top[0]["shared"] == ["dataset:rare", "method:common", "task:parsing"]
    assert {r["id"] for r in top[1:]} == {"p3", "p4"}
    assert top[1]["score"] == pytest.approx(math.log(5 / 4), abs=1e-6)
    assert A.similar_papers(g, "p3", n=1)[0]["id"] == "p4"
    with pytest.raises(KeyError):
        A.similar_papers(g, "method:common")


def test_rarity_beats_count():
    """One shared rare entity outweighs one shared common entity, even with a tie in counts."""
    b = GraphBuilder()
    for p in ("q1", "q2", "q3", "q4", "q5"):
        b.paper(p)
    for p in ("q1", "q3", "q4", "q5"):
        b.link(p, "USES", "Method", "everywhere")
    b.link("q1", "EVALUATED_ON", "Dataset", "niche")
    b.link("q2", "EVALUATED_ON", "Dataset", "niche")
    g = b.graph()
    assert A.similar_papers(g, "q1")[0]["id"] == "q2"


def test_communities_separate_disconnected_clusters():
    g = two_clusters()
    comms = A.paper_communities(g, seed=1)
    assert sorted(sorted(c) for c in comms) == [["a1", "a2", "a3"], ["b1", "b2", "b3"]]
    detailed = A.communities(g, n_terms=2)
    assert [c["size"] for c in detailed] == [3, 3]
    assert detailed[0]["terms"] == ["alpha", "alpha-set"]
    assert set(detailed[1]["terms"]) == {"beta", "beta-task"}


def test_communities_split_weakly_joined_groups_and_are_seeded():
    g = four_papers()
    comms = A.paper_communities(g, seed=0)
    assert sorted(sorted(c) for c in comms) == [["p1", "p2"], ["p3", "p4"]]
    assert A.paper_communities(g, seed=0) == comms


def test_isolated_paper_is_its_own_community():
    b = GraphBuilder()
    b.paper("lonely")
    b.paper("x")
    b.link("x", "USES", "Method", "m")
    comms = A.paper_communities(b.graph())
    assert sorted(sorted(c) for c in comms) == [["lonely"], ["x"]]


def test_pagerank_hub_entity_first():
    g = four_papers()
    ranks = A.entity_pagerank(g)
    assert ranks[0]["id"] == "method:common"
    assert all(r["label"] != "Paper" for r in ranks)
    assert sum(r["score"] for r in ranks) == pytest.approx(1.0, abs=1e-4)
    assert len(A.entity_pagerank(g, n=2)) == 2


def test_task_dataset_table():
    b = GraphBuilder()
    for p in ("p1", "p2", "p3"):
        b.paper(p)
    b.link("p1", "ADDRESSES", "Task", "qa")
    b.link("p1", "EVALUATED_ON", "Dataset", "squad")
    b.link("p2", "ADDRESSES", "Task", "qa")
    b.link("p2", "EVALUATED_ON", "Dataset", "squad")
    b.link("p2", "EVALUATED_ON", "Dataset", "trivia")
    b.link("p3", "ADDRESSES", "Task", "mt")
    b.link("p3", "EVALUATED_ON", "Dataset", "wmt")
    b.link("p3", "ADDRESSES", "Task", "lonely-task")  # co-occurs with wmt
    b.entity("Task", "no-dataset")
    table = A.task_dataset_table(b.graph())
    assert table["rows"] == ["task:qa", "task:lonely-task", "task:mt"]
    assert table["cols"] == ["dataset:squad", "dataset:trivia", "dataset:wmt"]
    assert table["counts"] == [[2, 1, 0], [0, 0, 1], [0, 0, 1]]
    assert table["row_names"][0] == "qa"
    top1 = A.task_dataset_table(b.graph(), top=1)
    assert top1["counts"] == [[2]]


def test_task_dataset_table_has_no_empty_stripe():
    # the top datasets whose tasks all fall past the row cut are not drawn as empty columns
    b = GraphBuilder()
    for p, task, data in (("p1", "alpha", "d1"), ("p2", "alpha", "d1"), ("p3", "beta", "d2"), ("p4", "beta", "d2"),
                          ("p5", "gamma", "d3"), ("p6", "gamma", "d3"), ("p7", "delta", "d1"),
                          ("p8", "epsilon", "d3")):
        b.paper(p)
        b.link(p, "ADDRESSES", "Task", task)
        b.link(p, "EVALUATED_ON", "Dataset", data)
    b.link("p5", "EVALUATED_ON", "Dataset", "d4")
    table = A.task_dataset_table(b.graph(), top=2)
    assert table["rows"] == ["task:alpha", "task:beta"]
    assert table["cols"] == ["dataset:d1", "dataset:d2"]
    assert all(any(row) for row in table["counts"])
    assert all(any(row[j] for row in table["counts"]) for j in range(len(table["cols"])))


def test_comparison_graph():
    b = GraphBuilder()
    b.paper("p1")
    b.paper("p2")
    ours, bert, lstm = (b.entity("Method", s) for s in ("ours", "bert", "lstm"))
    b.edge(ours, "OUTPERFORMS", bert, "p1")
    b.edge(ours, "OUTPERFORMS", bert, "p2")
    b.edge(ours, "COMPARED_WITH", lstm, "p1")
    b.edge(ours, "USED_FOR", lstm, "p2")  # not a comparison
    task = b.entity("Task", "qa")
    b.edge(ours, "COMPARED_WITH", task, "p1")  # not between methods
    dg = A.comparison_graph(b.graph())
    assert isinstance(dg, nx.DiGraph)
    assert set(dg.nodes) == {ours, bert, lstm}
    assert dg[ours][bert] == {"outperforms": 2, "compared": 0, "weight": 2, "papers": ["p1", "p2"]}
    assert dg[ours][lstm]["compared"] == 1 and not dg.has_edge(bert, ours)
    assert dg.nodes[bert]["name"] == "bert"


def test_results_and_claims_tables():
    b = GraphBuilder()
    b.paper("p1", title="Paper One")
    c2 = b.claim("p1", 2, "Second claim improves F1 by 3 points.")
    c1 = b.claim("p1", 1, "First claim boosts accuracy by 11.7%.")
    b.result(c1, "p1", 1, 11.7, "%", metric="accuracy", dataset="HandPoseX", baseline="CNN")
    b.result(c2, "p1", 2, 3.0, "points", metric="F1")
    g = b.graph()
    rows = A.results_table(g)
    assert [r["value"] for r in rows] == [11.7, 3.0]
    assert rows[0]["paper_id"] == "p1" and rows[0]["paper_title"] == "Paper One"
    assert rows[0]["dataset"] == "HandPoseX" and rows[0]["claim"].startswith("First claim")
    claims = A.claims_by_paper(g)
    assert [c["id"] for c in claims["p1"]] == [c1, c2]
    assert A.claims_per_paper(g) == {2: 1}


def test_result_paper_found_through_edges_without_paper_id():
    b = GraphBuilder()
    b.paper("p9")
    cid = b.claim("p9", 0, "A claim.")
    rid = b.result(cid, "p9", 0, 2.0, "x")
    for n in b.nodes:
        n.pop("paper_id", None)
    assert A.results_table(b.graph())[0]["paper_id"] == "p9"
    assert rid


def test_summary_is_json_ready():
    import json

    s = A.summary(four_papers(), top=2)
    json.dumps(s)
    assert s["labels"]["Paper"] == 4
    assert s["communities"]["count"] == 2
    assert len(s["top_entities"]["Method"]) == 2


def test_paper_similarity_graph_weights_budget_and_knn():
    g = four_papers()
    sim = A.paper_similarity_graph(g)
    assert set(sim.nodes) == {"p1", "p2", "p3", "p4"} and sim.number_of_edges() == 6
    assert sim["p1"]["p2"]["shared"] == 3
    assert sim["p1"]["p2"]["weight"] == pytest.approx(math.log(5 / 4) + 2 * math.log(5 / 2))
    assert sim["p1"]["p3"]["weight"] == pytest.approx(math.log(5 / 4))
    # budgets take whole df levels, rarest first: the four df=2 entities cost 4 pairs, the
    # common method (df=4) 6 more; with 4 allowed it is left out, with 3 nothing fits
    budget = A.paper_similarity_graph(g, max_pairs=4)
    assert sorted(map(sorted, budget.edges())) == [["p1", "p2"], ["p3", "p4"]]
    assert A.paper_similarity_graph(g, max_pairs=3).number_of_edges() == 0
    knn = A.paper_similarity_graph(g, k=1)
    assert sorted(map(sorted, knn.edges())) == [["p1", "p2"], ["p3", "p4"]]
