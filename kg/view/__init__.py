"""Interactive HTML views of a knowledge graph (issue #5).

write_views(graph, out_dir) writes, all usable with no network at all:

  out_dir/graph.html             overview: the top-N entities (vis-network, positions precomputed)
  out_dir/index.html             every paper and entity, searchable, linking to their pages
  out_dir/papers/<page>.html     one per Paper: abstract, entities, claims, results, neighbourhood
  out_dir/entities/<page>.html   one per entity: its papers by relationship, claims, relations
  out_dir/assets/                vis-network.min.js (shared by every page), kg-view.js, kg-view.css

<page> is kg.ids.page_name(node_id).
"""
from kg.view.render import write_views

__all__ = ["write_views"]
