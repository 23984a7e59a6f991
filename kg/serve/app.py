"""kg serve: a local Starlette app over OUT/graph.db; every page is rendered on request.

Routes: / (home), /search, /node/{id} (sends to the page for the node's label), /paper/{id},
/entity/{id}, /task/{id}, /api/node/{id} (neighbourhood as JSON), /cypher (read-only box with the
named queries), /trends, /overview (+ /api/overview). Every table of a page downloads with
?download=TABLE&format=csv|json on the page's own URL.

Safety: Jinja2 autoescape on every template; a Content-Security-Policy that allows only this
server's own scripts and styles (so text that slipped through escaping still could not run); the
database opened read-only and write clauses refused before a query runs; Host headers checked so
a web page elsewhere cannot reach the app by DNS rebinding.
"""
from __future__ import annotations

import contextlib
import json
import math
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

from jinja2 import Environment, FileSystemLoader, select_autoescape
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.templating import Jinja2Templates

from kg import schema as kg_schema
from kg.errors import KgError
from kg.graph import overview
from kg.graph import trends as kg_trends
from kg.serve import charts
from kg.serve import overview as serve_overview
from kg.serve import pages
from kg.serve.downloads import FORMATS, download
from kg.serve.search_index import SearchIndex
from kg.serve.store import ReadOnlyGraph, Table
from kg.store.cypher import write_clauses
from kg.serve.named_queries import named_queries

HERE = Path(__file__).resolve().parent
CSP = ("default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
       "form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
SECURITY_HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
]
CYPHER_SHOWN = 500
DOWNLOAD_MAX = 100_000
PLACED_KEPT = 8  # overview layouts kept for budgets other than the default
LOOPBACK_NAMES = ["127.0.0.1", "localhost", "::1", "[::1]"]


class SecurityHeaders:
    """Adds SECURITY_HEADERS to every HTTP response (a plain ASGI middleware)."""

    def __init__(self, app):
        self.app = app

    async def __call__(self, scope, receive, send):
        if scope["type"] != "http":
            return await self.app(scope, receive, send)

        async def send_with_headers(message):
            if message["type"] == "http.response.start":
                message.setdefault("headers", [])
                message["headers"] = list(message["headers"]) + SECURITY_HEADERS
            await send(message)

        return await self.app(scope, receive, send_with_headers)


def node_href(node_id: Any, label: str | None = None) -> str:
    """The page of a node: /paper, /task or /entity by label, else /node (which looks the label up)."""
    kind = {"Paper": "paper", "Task": "task"}.get(label or "")
    if kind is None:
        kind = "entity" if label in pages.entity_labels() else "node"
    return f"/{kind}/{quote(str(node_id), safe='')}"


@dataclass
class TableView:
    """A table as the page shows it: the visible columns, and per row (text, link or None, is_code) cells."""

    columns: list[str]
    rows: list[list[tuple[Any, str | None, bool]]]


def table_cells(t: Table, hide: tuple[str, ...] = (), label: str | None = None) -> TableView:
    """The cells of a table, worked out once in Python rather than per cell in the template (a
    Jinja macro call per cell cost about 40 ms on a page of 1,000 cells). A column in t.links
    links to the page of the node whose id is in the linked column, with the row's label (or
    `label`); lists and mappings are shown as JSON."""
    index = {c: i for i, c in enumerate(t.columns)}
    shown = [c for c in t.columns if c not in hide]
    label_at = index.get("label")
    plan = [(index[c], index[t.links[c]] if c in t.links else None) for c in shown]
    rows = []
    for row in t.rows:
        lab = row[label_at] if label_at is not None else label
        cells = []
        for at, link_at in plan:
            value = row[at]
            if link_at is not None and value is not None:
                cells.append((value, node_href(row[link_at], lab), False))
            elif isinstance(value, (dict, list, tuple)):
                cells.append((json.dumps(value, ensure_ascii=False), None, True))
            else:
                cells.append((value, None, False))
        rows.append(cells)
    return TableView(shown, rows)


def _templates() -> Jinja2Templates:
    env = Environment(loader=FileSystemLoader(str(HERE / "templates")),
                      autoescape=select_autoescape(default=True, default_for_string=True))
    env.globals.update(node_href=node_href, table_cells=table_cells, entity_labels=pages.entity_labels(),
                       node_labels=pages.node_labels(), year_bars=charts.year_bars)
    return Jinja2Templates(env=env)


class Site:
    """The request handlers, sharing one read-only graph and the template environment."""

    def __init__(self, out_dir: Path):
        self.out_dir = out_dir
        self.graph = ReadOnlyGraph(out_dir / "graph.db")
        self.templates = _templates()
        self.facets = pages.facets(self.graph)  # the database is read-only: computed once
        self.named_queries = named_queries()
        self._trends: dict[tuple[str, int], kg_trends.TrendReport] = {}
        self._overview: tuple[overview.Overview, str] | KgError | None = None  # the base layout and its source
        self._placed: dict[int, overview.Overview] = {}
        self.search_index: SearchIndex | None = None  # set by warm(); /search asks the store until then
        self._computing = threading.Lock()  # one cached computation at a time; the others wait for it
        self._overview_lock = threading.Lock()  # apart: reading overview.json must not wait for trends

    # ------------------------------------------------------------------------- helpers

    def render(self, request: Request, template: str, tables: dict[str, Table] | None = None,
               status_code: int = 200, **context: Any) -> Response:
        """The page, or one of its tables when the URL asks for ?download=NAME&format=csv|json."""
        tables = tables or {}
        wanted = request.query_params.get("download")
        if wanted is not None:
            fmt = request.query_params.get("format", "csv")
            if wanted not in tables or fmt not in FORMATS:
                raise HTTPException(404, f"no table {wanted!r} in {fmt!r} on this page")
            stem = context.get("download_stem") or request.url.path.strip("/").replace("/", "-") or "kg"
            return download(tables[wanted], f"{stem}-{wanted}", fmt)
        context.update(request=request, tables=tables, facets=self.facets,
                       filters=pages.Filters.from_query(request.query_params))
        return self.templates.TemplateResponse(request, template, context, status_code=status_code)

    @staticmethod
    def downloading(request: Request) -> bool:
        return "download" in request.query_params

    def node_or_404(self, node_id: str, labels: tuple[str, ...] | None = None) -> dict[str, Any]:
        found = pages.node(self.graph, node_id)
        if found is None or (labels is not None and found["_label"] not in labels):
            raise HTTPException(404, f"no {'/'.join(labels) if labels else 'node'} with id {node_id!r}")
        return found

    # ------------------------------------------------------------------------- pages

    def home(self, request: Request) -> Response:
        tables = {}
        for label in ("Task", "Method", "Dataset", "Metric"):
            t = self.graph.table(
                f"MATCH (n:{label}) WHERE n.paper_count > 0 RETURN n.id AS id, n.name AS name, "
                "n.paper_count AS papers ORDER BY papers DESC, name, id LIMIT 15")
            t.links = {"name": "id"}
            tables[label.lower()] = t
        return self.render(request, "home.html", tables)

    def search(self, request: Request) -> Response:
        text = request.query_params.get("q", "")
        filters = pages.Filters.from_query(request.query_params)
        limit = DOWNLOAD_MAX if self.downloading(request) else pages.SEARCH_LIMIT
        index = self.search_index
        if index is not None and index.answers(text):
            tables = index.search(text, filters, limit)
        else:
            tables = pages.search(self.graph, text, filters, limit=limit)
        return self.render(request, "search.html", tables, q=text, download_stem="search")

    def node_page(self, request: Request) -> Response:
        found = self.node_or_404(request.path_params["id"])
        target = node_href(found["id"], found["_label"])
        if target.startswith("/node/"):  # a claim or result: its properties and neighbours
            tables = {"neighbours": pages.neighbours(self.graph, found)}
            return self.render(request, "node.html", tables, node=found)
        return RedirectResponse(target + (f"?{request.url.query}" if request.url.query else ""), status_code=303)

    def paper(self, request: Request) -> Response:
        found = self.node_or_404(request.path_params["id"], ("Paper",))
        links = pages.paper_links(self.graph, found["id"])
        tables = {rel.lower(): t for rel, t in links.items()}
        tables["claims"] = pages.paper_claims(self.graph, found["id"])
        return self.render(request, "paper.html", tables, paper=found, links=links,
                           url=_web_url(found.get("url")))

    def _entity_tables(self, request: Request, entity: dict[str, Any]) -> tuple[dict[str, Table], dict[str, int]]:
        filters = pages.Filters.from_query(request.query_params)
        size = max(5, min(_int(request.query_params.get("size"), pages.PAGE_SIZE), 200))
        page = max(1, _int(request.query_params.get("page"), 1))
        if self.downloading(request):
            papers = pages.entity_papers(self.graph, entity, filters, 0, None)
        else:
            papers = pages.entity_papers(self.graph, entity, filters, (page - 1) * size, size)
        pager = {"page": page, "pages": max(1, math.ceil((papers.total or 0) / size)), "total": papers.total or 0}
        tables = {"papers": papers, "neighbours": pages.neighbours(self.graph, entity, entities_only=True),
                  "per_year": pages.papers_per_year(self.graph, entity, filters)}
        return tables, pager

    def entity(self, request: Request) -> Response:
        found = self.node_or_404(request.path_params["id"], pages.entity_labels())
        if found["_label"] == "Task":
            return RedirectResponse(node_href(found["id"], "Task"), status_code=303)
        tables, pager = self._entity_tables(request, found)
        return self.render(request, "entity.html", tables, entity=found, paging=pager)

    def task(self, request: Request) -> Response:
        found = self.node_or_404(request.path_params["id"], ("Task",))
        tables, pager = self._entity_tables(request, found)
        filters = pages.Filters.from_query(request.query_params)
        limit = None if self.downloading(request) else 15
        tables.update(pages.task_tables(self.graph, found["id"], filters, limit))
        return self.render(request, "task.html", tables, entity=found, paging=pager)

    def neighbourhood(self, request: Request) -> Response:
        found = self.node_or_404(request.path_params["id"])
        limit = max(1, min(_int(request.query_params.get("limit"), pages.NEIGHBOUR_LIMIT), 5000))
        t = pages.neighbours(self.graph, found, limit=limit)
        return JSONResponse({
            "node": found,
            "neighbours": t.records(),
            "shown": len(t.rows),
            "total": t.total,
        })

    def cypher(self, request: Request) -> Response:
        params = request.query_params
        named = dict(self.named_queries)
        name = params.get("name")
        text = params.get("q") or named.get(name or "", "")
        tables: dict[str, Table] = {}
        error = None
        status = 200
        if text.strip():
            refused = write_clauses(text)
            if refused:
                error = (f"Refused: this box is read-only and the query has write clauses "
                         f"({', '.join(dict.fromkeys(refused))}). Use `kg query --write` to change the graph.")
                status = 403
            else:
                cap = DOWNLOAD_MAX if self.downloading(request) else CYPHER_SHOWN
                try:
                    tables["result"] = self.graph.table(text, max_rows=cap)
                except KgError as exc:
                    error, status = str(exc), 400
        return self.render(request, "cypher.html", tables, status_code=status, q=text, error=error,
                           named=self.named_queries, shown_max=CYPHER_SHOWN, download_stem="cypher")

    def trend_report(self, label: str, min_papers: int) -> kg_trends.TrendReport:
        """Trends of one label, computed once per (label, minimum support): the store is read-only."""
        key = (label, min_papers)
        with self._computing:
            if key not in self._trends:
                years, papers, names = pages.trend_inputs(self.graph, label)
                self._trends[key] = kg_trends.compute_trends(years, papers, names, label, min_papers)
            return self._trends[key]

    def trends(self, request: Request) -> Response:
        params = request.query_params
        label = params.get("label") if params.get("label") in pages.entity_labels() else "Task"
        min_papers = max(1, _int(params.get("min_papers"), kg_trends.DEFAULT_MIN_PAPERS))
        top = max(1, min(_int(params.get("top"), 15), 200))
        context: dict[str, Any] = {"label": label, "min_papers": min_papers, "top": top, "report": None,
                                   "trend_labels": kg_trends.TREND_LABELS, "problem": None}
        tables: dict[str, Table] = {}
        try:
            report = self.trend_report(label, min_papers)
        except KgError as exc:  # fewer than two years: said on the page
            context["problem"] = str(exc)
        else:
            n = None if self.downloading(request) else top
            context.update(report=report, rising=report.rising(n), fading=report.fading(n),
                           spark=_spark_points)
            tables = {"rising": _trend_table(report.rising(n)), "fading": _trend_table(report.fading(n)),
                      "shares": _share_table(report, report.rising(n) + report.fading(n))}
        return self.render(request, "trends.html", tables, download_stem=f"trends-{label}", **context)

    def overview_of(self, budget: int | None) -> tuple[overview.Overview, str]:
        """(the overview laid out for a node budget, where it came from); KgError when there is none.
        No budget: the one the overview was made for (the build's, for a file).

        The communities are read from OUT/overview.json or computed once (serve_overview.obtain);
        a budget other than the file's is laid out from them (milliseconds), the last few kept.
        """
        with self._overview_lock:
            if self._overview is None:
                try:
                    self._overview = serve_overview.obtain(self.out_dir, self.graph, self.facets["counts"]["Paper"])
                except KgError as exc:
                    self._overview = exc
            if isinstance(self._overview, KgError):
                raise self._overview
            base, source = self._overview
            if budget is None or budget == base.budget:
                return base, source
            if budget not in self._placed:
                if len(self._placed) >= PLACED_KEPT:
                    self._placed.pop(next(iter(self._placed)))
                self._placed[budget] = overview.place(base, budget)
            return self._placed[budget], source

    def warm(self) -> None:
        """Read the default overview, then load the search index and the task trends ahead of the
        first visit (a background thread)."""
        try:
            self.overview_of(None)
        except KgError:  # no overview for this graph: the page says why
            pass
        with self._computing:  # the store stays open while the lock is held
            self.search_index = SearchIndex(self.graph)
        try:
            self.trend_report("Task", kg_trends.DEFAULT_MIN_PAPERS)
        except KgError:  # no years: the trends page says so when visited
            pass

    @staticmethod
    def _budget(request: Request) -> int | None:
        asked = _int(request.query_params.get("budget"), 0)
        return max(1, min(asked, overview.MAX_BUDGET)) if asked else None

    def overview_page(self, request: Request) -> Response:
        try:
            ov, source = self.overview_of(self._budget(request))
        except KgError as exc:
            return self.render(request, "overview.html", problem=str(exc), max_budget=overview.MAX_BUDGET)
        # how much of a community its best term covers: a low share says its name fits only a part of it
        rows = [[c.index + 1, c.name, c.size, c.drawn_papers,
                 round(100 * max((t["papers"] for t in c.terms), default=0) / c.size, 1),
                 ", ".join(f"{t['name']} ({t['papers']})" for t in c.terms)] for c in ov.communities]
        tables = {"communities": Table(["community", "label", "papers", "drawn", "best term, % of papers",
                                        "terms (papers)"], rows)}
        return self.render(request, "overview.html", tables, ov=ov, summary=ov.summary(), source=source,
                           problem=None, max_budget=overview.MAX_BUDGET, download_stem="overview")

    def overview_api(self, request: Request) -> Response:
        try:
            ov, source = self.overview_of(self._budget(request))
        except KgError as exc:
            return JSONResponse({"error": str(exc)}, status_code=404)
        return JSONResponse({**ov.to_dict(), "source": source})

    def label_css(self, request: Request) -> Response:
        """The label colours of schema/graph.yaml as CSS classes (the schema is their one source)."""
        rules = [f".lab-{name} {{ background: {spec.color}; }}" for name, spec in kg_schema.load().labels.items()]
        return Response("\n".join(rules) + "\n", media_type="text/css")

    # ------------------------------------------------------------------------- errors

    async def http_error(self, request: Request, exc: HTTPException) -> Response:
        return self.templates.TemplateResponse(
            request, "error.html", {"request": request, "status": exc.status_code, "message": exc.detail,
                                    "facets": self.facets, "filters": pages.Filters()},
            status_code=exc.status_code)

    async def kg_error(self, request: Request, exc: KgError) -> Response:
        return await self.http_error(request, HTTPException(400, str(exc)))


def _trend_table(rows: list[kg_trends.Trend]) -> Table:
    return Table(["id", "name", "papers", "slope_pp_per_year", "early_share", "late_share"],
                 [[t.id, t.name, t.papers, round(t.slope, 3), round(t.early, 4), round(t.late, 4)] for t in rows],
                 links={"name": "id"})


def _share_table(report: kg_trends.TrendReport, rows: list[kg_trends.Trend]) -> Table:
    """One row per (entity, year): papers with the entity, the year's papers and the share."""
    out = [[t.id, t.name, y, t.counts.get(y, 0), report.totals[y], round(t.shares[y], 4)]
           for t in rows for y in report.years]
    return Table(["id", "name", "year", "papers", "year_papers", "share"], out, links={"name": "id"})


def _spark_points(values: list[float], width: int = 160, height: int = 28) -> str:
    """SVG polyline points for a row of shares, scaled to their own maximum."""
    top = max(values, default=0) or 1.0
    step = width / max(len(values) - 1, 1)
    return " ".join(f"{i * step:.1f},{height - 2 - v / top * (height - 4):.1f}" for i, v in enumerate(values))


def _int(raw: Any, default: int) -> int:
    try:
        return int(str(raw))
    except (TypeError, ValueError):
        return default


def _web_url(value: Any) -> str | None:
    """Only http(s) links from the data become links (no javascript: or data: URLs)."""
    text = str(value or "").strip()
    return text if text.lower().startswith(("http://", "https://")) else None


def allowed_hosts(host: str) -> list[str]:
    """Host header values the app answers to: loopback names, plus the bound address if another."""
    if host in ("0.0.0.0", "::"):
        return ["*"]  # the user chose to serve every interface
    return sorted(set(LOOPBACK_NAMES + [host]))


def _closing(site: Site):
    @contextlib.asynccontextmanager
    async def lifespan(app):
        threading.Thread(target=site.warm, name="kg-serve-warm", daemon=True).start()
        yield
        with site._computing, site._overview_lock:  # not while the warm-up thread is still querying
            site.graph.close()

    return lifespan


def create_app(out_dir: str | Path, host: str = "127.0.0.1") -> Starlette:
    """The app over OUT_DIR/graph.db (KgError when it is missing or cannot be opened)."""
    out = Path(out_dir)
    if not out.is_dir():
        raise KgError(f"{out}: no such directory (give the --out folder of `kg build`)")
    site = Site(out)
    routes = [
        Route("/", site.home),
        Route("/search", site.search),
        Route("/node/{id:path}", site.node_page),
        Route("/paper/{id:path}", site.paper),
        Route("/entity/{id:path}", site.entity),
        Route("/task/{id:path}", site.task),
        Route("/api/node/{id:path}", site.neighbourhood),
        Route("/cypher", site.cypher),
        Route("/trends", site.trends),
        Route("/overview", site.overview_page),
        Route("/api/overview", site.overview_api),
        Route("/labels.css", site.label_css),
        Mount("/static", app=StaticFiles(directory=str(HERE / "static")), name="static"),
    ]
    app = Starlette(
        routes=routes,
        middleware=[Middleware(SecurityHeaders), Middleware(TrustedHostMiddleware, allowed_hosts=allowed_hosts(host))],
        exception_handlers={HTTPException: site.http_error, KgError: site.kg_error},
        lifespan=_closing(site),
    )
    app.state.site = site
    return app
