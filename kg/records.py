"""Typed records passed between the stages: corpus -> extract -> resolve -> graph.

All character offsets point into Paper.abstract (the normalized text), so that
``paper.abstract[m.start:m.end] == m.text`` holds for every mention, claim and result; items
read from the title carry sentence -1 and offsets into Paper.title instead.
"""
from __future__ import annotations

import sys
from dataclasses import asdict, dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Paper:
    id: str
    abstract: str  # normalized: markdown and LaTeX stripped, NFC, whitespace folded
    raw_abstract: str
    title: str = ""
    authors: tuple[str, ...] = ()
    year: int | None = None
    venue: str = ""
    url: str = ""
    source: str = ""
    status: str = ""  # e.g. Poster, Oral, Accept (as the venue list gives it)
    track: str = ""  # e.g. main, Datasets and Benchmarks
    doi: str = ""  # bare, without https://doi.org/
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Provenance:
    paper_id: str
    sentence: int  # index of the sentence in the abstract, from 0; -1: the title segment
    start: int  # char offsets into Paper.abstract (into Paper.title when sentence is -1)
    end: int
    extractor: str  # the pipeline component that produced the item
    confidence: float


@dataclass(frozen=True, slots=True)
class Mention:
    """A span naming an entity. label is a schema entity label or 'Generic'."""

    text: str
    label: str
    prov: Provenance
    role: str = ""  # proposes | uses | addresses | evaluated_on | measured_by | "" (undecided)
    aliases: tuple[str, ...] = ()  # e.g. the long form of an acronym defined in the abstract


@dataclass(frozen=True, slots=True)
class Relation:
    """A typed relation between two mentions of one sentence (indices into Extraction.mentions)."""

    head: int
    tail: int
    type: str  # a schema relationship type: USED_FOR, COMPARED_WITH, OUTPERFORMS ...
    prov: Provenance


@dataclass(frozen=True, slots=True)
class Result:
    """A number inside a claim, bound to the metric, dataset and baseline its own clause states
    ("" when the clause does not say)."""

    value: float
    unit: str  # "%", "x", "points", "orders of magnitude" or ""
    direction: str  # increase | decrease (a change), level (an absolute value), "" (a change of unknown sign)
    text: str  # the number as written
    prov: Provenance
    metric: str = ""
    dataset: str = ""  # several are joined with ", "
    baseline: str = ""
    relative: bool = False  # a change against something ("by 3%", "2x faster"), not a level
    method: str = ""  # whose figure it is, when the clause names another system ("0.89 for Y")
    qualifier: str = ""  # up to | more than | about | within | from | to ...


@dataclass(frozen=True, slots=True)
class Claim:
    text: str
    kind: str  # result | finding
    prov: Provenance
    results: tuple[Result, ...] = ()


@dataclass(frozen=True, slots=True)
class Abbreviation:
    short: str
    long: str
    prov: Provenance  # offsets of the short form's defining occurrence


@dataclass(frozen=True, slots=True)
class Extraction:
    """Everything the pipeline pulled out of one paper."""

    paper: Paper
    sentences: tuple[tuple[int, int], ...]  # char span of each sentence
    mentions: tuple[Mention, ...] = ()
    relations: tuple[Relation, ...] = ()
    claims: tuple[Claim, ...] = ()
    abbreviations: tuple[Abbreviation, ...] = ()
    pipeline_version: str = ""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Extraction":
        # A whole corpus holds millions of these: one string object per paper id, extractor, label
        # and role instead of one per occurrence that the JSON parser makes.
        pid = d["paper"]["id"]
        intern = sys.intern

        def prov(p: dict) -> Provenance:
            own = p["paper_id"]
            return Provenance(pid if own == pid else own, p["sentence"], p["start"], p["end"], intern(p["extractor"]), p["confidence"])

        paper = dict(d["paper"])
        paper["authors"] = tuple(paper.get("authors") or ())
        paper["keywords"] = tuple(paper.get("keywords") or ())
        if paper.get("raw_abstract") == paper.get("abstract"):
            paper["raw_abstract"] = paper["abstract"]  # one string, not two equal ones
        return cls(
            paper=Paper(**paper),
            sentences=tuple(tuple(s) for s in d["sentences"]),
            mentions=tuple(
                Mention(m["text"], intern(m["label"]), prov(m["prov"]), intern(m.get("role", "")),
                        tuple(m.get("aliases", ())))
                for m in d["mentions"]
            ),
            relations=tuple(Relation(r["head"], r["tail"], intern(r["type"]), prov(r["prov"])) for r in d["relations"]),
            claims=tuple(
                Claim(
                    c["text"],
                    c["kind"],
                    prov(c["prov"]),
                    tuple(Result(**{**r, "prov": prov(r["prov"])}) for r in c.get("results", ())),
                )
                for c in d["claims"]
            ),
            abbreviations=tuple(
                Abbreviation(a["short"], a["long"], prov(a["prov"])) for a in d["abbreviations"]
            ),
            pipeline_version=d.get("pipeline_version", ""),
        )


@dataclass(frozen=True, slots=True)
class ExtractionFailure:
    """A paper the pipeline raised on: what the extraction stream yields in its place (from worker
    processes and Dask workers too), so that one paper's fault never stops a build."""

    paper_id: str
    error: str  # the exception's class name, e.g. KeyError
    message: str  # its message, on one line
    component: str = ""  # the pipeline component that raised ("" when not known)

    @property
    def reason(self) -> str:
        """What build-log.json counts failures by: the exception class and where it was raised."""
        return f"{self.error} in {self.component}" if self.component else self.error

    def to_dict(self) -> dict[str, str]:
        return {"id": self.paper_id, "reason": self.reason, "component": self.component, "error": self.error,
                "message": self.message}


@dataclass
class BuildSummary:
    papers: int = 0
    nodes_by_label: dict[str, int] = field(default_factory=dict)
    edges_by_type: dict[str, int] = field(default_factory=dict)
    seconds: float = 0.0
    outputs: list[str] = field(default_factory=list)  # files and folders ("OUT/papers/") written
    folder_files: dict[str, int] = field(default_factory=dict)  # folder in outputs -> files written in it
    reading: dict[str, Any] = field(default_factory=dict)  # papers kept, records dropped by reason ...
    extracted: int = 0  # papers run through the pipeline (the rest came from the cache)
    failed: list[ExtractionFailure] = field(default_factory=list)  # papers the pipeline raised on (not in the graph)
    neo4j: dict | None = None  # what kg.store.neo4j.load_graph returned, when --neo4j was given
    pages_skipped: bool = False  # the views were written without per-paper and per-entity pages
