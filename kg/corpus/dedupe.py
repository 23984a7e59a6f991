"""One paper per abstract and one abstract per id, across every input file.

An abstract seen before (after normalization) is a duplicate and collapses, counted. One id over
two different abstracts is a fault in the input (an export that numbers every record 0, two
BibTeX entries with one key): it stops the build, naming both records, unless --dedupe-ids keeps
both under suffixed ids.
"""
from __future__ import annotations

import dataclasses
import hashlib

from kg.corpus.options import DUPLICATE, ReadOptions, ReadStats
from kg.errors import KgError
from kg.records import Paper


class Seen:
    def __init__(self, opts: ReadOptions, stats: ReadStats):
        self.opts, self.stats = opts, stats
        self.texts: dict[bytes, str] = {}  # digest of an abstract -> where it was first read
        self.ids: dict[str, str] = {}  # paper id -> where it was first read

    def admit(self, paper: Paper, where: str) -> Paper | None:
        """The paper to keep (perhaps renamed), or None when its abstract was read before."""
        digest = hashlib.sha1(paper.abstract.encode("utf-8")).digest()
        if digest in self.texts:
            self.stats.drop(DUPLICATE, where, same_as=self.texts[digest])
            return None
        first = self.ids.get(paper.id)
        if first is not None:
            if not self.opts.dedupe_ids:
                raise KgError(f"id '{paper.id}' is given to two records with different abstracts: {first} and "
                              f"{where}; give them distinct ids (or name the id field with --id-field), or use "
                              "--dedupe-ids to keep both under suffixed ids")
            n = 2
            while f"{paper.id}-{n}" in self.ids:
                n += 1
            renamed = f"{paper.id}-{n}"
            self.opts.warn(f"{where}: id '{paper.id}' already names a different abstract ({first}); kept as '{renamed}'")
            self.stats.renamed_ids += 1
            self.stats.note(reason="renamed id", where=where, id=paper.id, new_id=renamed, same_id_as=first)
            paper = dataclasses.replace(paper, id=renamed)
        self.texts[digest] = where
        self.ids[paper.id] = where
        return paper
