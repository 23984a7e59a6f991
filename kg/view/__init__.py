"""Interactive HTML views of a knowledge graph (issue #5).

write_views(graph, out_dir) writes, all usable with no network at all:

  out_dir/graph.html             overview: the top-N entities (vis-network, positions precomputed)
  out_dir/index.html             every paper and entity, searchable, linking to their pages
  out_dir/papers/<page>.html     one per Paper: abstract, entities, claims, results, neighbourhood
  out_dir/entities/<page>.html   one per entity: its papers by relationship, claims, relations
  out_dir/assets/                vis-network.min.js (shared by every page), kg-view.js, kg-view.css

<page> is kg.ids.page_name(node_id). papers/ and entities/ are written by default only for graphs of
at most PAGES_LIMIT entities (pages=True/False forces either way); `kg serve` renders any page on request.
"""
from kg.view.render import PAGES_LIMIT, pages_by_default, pages_skipped_reason, write_views

__all__ = ["PAGES_LIMIT", "pages_by_default", "pages_skipped_reason", "write_views"]
