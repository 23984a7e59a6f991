"""Readers and normalization."""
from __future__ import annotations

import json

import pytest

from kg.corpus.normalize import normalize
from kg.corpus.readers import ReadOptions, ReadStats, read_papers
from kg.errors import KgError


def test_markdown_and_latex_become_plain_text():
    raw = r"We get a 3$\times$ speedup on {\it ImageNet} with **S**pectral **G**raphs, ``quoted'' text, 50\% less and \textbf{\emph{bold}} [code](https://x.org/y)."
    assert normalize(raw) == "We get a 3× speedup on ImageNet with Spectral Graphs, “quoted” text, 50% less and bold code."


def test_normalize_nfc_and_whitespace():
    assert normalize("Cafe\u0301   is\n\n  here ") == "Café is here"


def _papers(path, **kw):
    stats = ReadStats()
    return list(read_papers([path], ReadOptions(**kw), stats)), stats


def test_text_list_title_line_and_title_prefix(tmp_path):
    f = tmp_path / "list.txt"
    f.write_text("My venue 2026 papers\n\nTitle: A Study\nWe study things in detail. It works well.\n\n"
                 "Second abstract here. We propose X.\n\nSecond abstract here. We propose X.\n")
    papers, stats = _papers(f)
    assert [p.title for p in papers] == ["A Study", ""]
    assert papers[0].abstract == "We study things in detail. It works well."
    assert stats.duplicates == 1  # identical abstracts collapse
    assert papers[1].id.startswith("p-") and len(papers[1].id) == 14


def test_jsonl_and_csv_fields(tmp_path):
    j = tmp_path / "a.jsonl"
    j.write_text(json.dumps({"paper": "P1", "text": "We propose a method for parsing. It improves accuracy.",
                             "authors": ["A. B", "C. D"], "year": "2024", "title": "T"}) + "\n")
    papers, _ = _papers(j, abstract_field="text", id_field="paper")
    assert papers[0].id == "P1" and papers[0].authors == ("A. B", "C. D") and papers[0].year == 2024
    c = tmp_path / "a.csv"
    c.write_text('id,title,abstract,authors\n7,"T, one","We study graphs and their uses for the web.","X; Y"\n')
    papers, _ = _papers(c)
    assert papers[0].id == "7" and papers[0].title == "T, one" and papers[0].authors == ("X", "Y")


def test_folder_reads_supported_files(tmp_path):
    (tmp_path / "a.txt").write_text("We study the problem of parsing in this work.\n")
    (tmp_path / "b.jsonl").write_text(json.dumps({"abstract": "We propose a new model for the task of tagging."}) + "\n")
    (tmp_path / "notes.bin").write_bytes(b"\x00\x01")
    papers, _ = _papers(tmp_path)
    assert len(papers) == 2


@pytest.mark.parametrize("content,message", [
    (b"", "empty file"),
    (b"   \n\n", "empty file"),
    (b"\x00\x01\x02binary", "binary file"),
])
def test_bad_files_are_one_line_errors(tmp_path, content, message):
    f = tmp_path / "x.txt"
    f.write_bytes(content)
    with pytest.raises(KgError, match=message):
        _papers(f)


def test_missing_and_unsupported(tmp_path):
    with pytest.raises(KgError, match="no such file"):
        _papers(tmp_path / "nope.txt")
    f = tmp_path / "x.pdf"
    f.write_text("hello")
    with pytest.raises(KgError, match="unsupported file type"):
        _papers(f)


def test_csv_without_abstract_column(tmp_path):
    f = tmp_path / "x.csv"
    f.write_text("id,summary\n1,hello\n")
    with pytest.raises(KgError, match="no 'abstract' column"):
        _papers(f)


def test_malformed_jsonl_line_number_and_skip_bad(tmp_path):
    f = tmp_path / "x.jsonl"
    f.write_text(json.dumps({"abstract": "We study the parsing of text for a task."}) + "\n{broken\n")
    with pytest.raises(KgError, match=r"x\.jsonl:2: malformed"):
        _papers(f)
    papers, stats = _papers(f, skip_bad=True)
    assert len(papers) == 1 and stats.skipped_bad == 1


def test_non_utf8_is_decoded_with_warning(tmp_path):
    f = tmp_path / "x.txt"
    f.write_bytes("We study caf\xe9 data with a new method for the task.".encode("latin-1"))
    warnings = []
    papers = list(read_papers([f], ReadOptions(warn=warnings.append)))
    assert "café" in papers[0].abstract and any("UTF-8" in w for w in warnings)


def test_long_abstract_truncated_and_non_english_flag(tmp_path):
    f = tmp_path / "x.jsonl"
    long_text = "We study the problem of parsing with a model. " * 100
    f.write_text(json.dumps({"abstract": long_text}) + "\n" + json.dumps({"abstract": "Dies ist ein kurzer deutscher Text über Modelle und Daten."}) + "\n")
    warnings = []
    papers = list(read_papers([f], ReadOptions(max_chars=500, warn=warnings.append)))
    assert len(papers[0].abstract) <= 500 and papers[0].abstract.endswith(".")
    assert any("does not look English" in w for w in warnings) and len(papers) == 2
    stats = ReadStats()
    papers = list(read_papers([f], ReadOptions(max_chars=500, non_english="skip", warn=lambda m: None), stats))
    assert len(papers) == 1 and stats.skipped_non_english == 1
