"""Any table of a kg serve page as a CSV or JSON download."""
from __future__ import annotations

import csv
import io
import json
import re
from typing import Any

from starlette.responses import Response

from kg.serve.store import Table

FORMATS = ("csv", "json")
# A cell a spreadsheet would run as a formula (abstract text is untrusted): written with a leading
# apostrophe, which spreadsheets show as text. Plain numbers such as "-0.5" are left alone.
_FORMULA = re.compile(r"^[=+\-@\t\r]")
_NUMBER = re.compile(r"^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$")


def _csv_cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, (list, dict)):
        value = json.dumps(value, ensure_ascii=False)
    text = str(value)
    if _FORMULA.match(text) and not _NUMBER.match(text):
        return "'" + text
    return text


def to_csv(table: Table) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(table.columns)
    writer.writerows([_csv_cell(v) for v in row] for row in table.rows)
    return buf.getvalue()


def to_json(table: Table) -> str:
    return json.dumps(table.records(), ensure_ascii=False, indent=1)


def _filename(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "-", name).strip("-") or "table"


def download(table: Table, name: str, fmt: str) -> Response:
    """The table as an attachment named NAME.csv or NAME.json."""
    if fmt == "csv":
        body, media = to_csv(table), "text/csv; charset=utf-8"
    else:
        body, media = to_json(table), "application/json"
    headers = {"Content-Disposition": f'attachment; filename="{_filename(name)}.{fmt}"'}
    return Response(body, media_type=media, headers=headers)
