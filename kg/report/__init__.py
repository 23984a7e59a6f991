"""The analytics report: one self-contained HTML page (report.html) with PNG plots beside it.

    from kg.report import write_report
    write_report(graph, "exports")            # exports/report.html + exports/report-*.png

The page needs nothing from the network (inline CSS, no scripts, no web fonts). Paper titles in
the results and claims tables link to the paper pages that `kg build` writes next to it
(papers/<page_name>.html); pass pages_dir to point elsewhere.
"""
from kg.report.render import PLOT_FILES, REPORT_FILE, render_report, write_report

__all__ = ["PLOT_FILES", "REPORT_FILE", "render_report", "write_report"]
