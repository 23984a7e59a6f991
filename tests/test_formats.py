"""The input formats researchers have: each file is written here, read, and checked field by field."""
from __future__ import annotations

import gzip
import json

import pytest

from kg.corpus.readers import ReadOptions, ReadStats, read_papers
from kg.errors import KgError

A1 = "We propose GraphMix, a method for semi-supervised node classification. It improves accuracy on Cora."
A2 = "We study the calibration of tabular classifiers and show that temperature scaling is not enough."
A3 = "This paper introduces a benchmark for long-document question answering with 2,000 questions."


def _read(path, **kw):
    stats = ReadStats()
    notes: list[str] = []
    opts = ReadOptions(warn=notes.append, notice=notes.append, **kw)
    return list(read_papers([path], opts, stats)), stats, notes


def test_json_array_with_copilot_style_fields(tmp_path):
    f = tmp_path / "venue.json"
    f.write_text(json.dumps([
        {"id": "v1", "title": "GraphMix", "abstract": A1, "author": "Ann Lee; Bo Chen", "track": "main",
         "status": "Oral", "keywords": "graphs; semi-supervised learning", "site": "https://example.org/v1"},
        {"id": "v2", "Title": "Calibration", "Abstract": A2, "authors": ["Cy Dee"], "status": "Poster",
         "year": 2023, "venue": "TabConf"},
    ]))
    papers, stats, _ = _read(f)
    p1, p2 = papers
    assert (p1.id, p1.title, p1.authors, p1.track, p1.status) == ("v1", "GraphMix", ("Ann Lee", "Bo Chen"), "main", "Oral")
    assert p1.keywords == ("graphs", "semi-supervised learning") and p1.url == "https://example.org/v1"
    assert (p2.title, p2.year, p2.venue, p2.status) == ("Calibration", 2023, "TabConf", "Poster")
    assert stats.files == [{"path": str(f), "format": "json", "papers": 2, "dropped": {}}]


def test_json_object_holding_a_list_and_openreview_values(tmp_path):
    f = tmp_path / "export.json"
    f.write_text(json.dumps({"count": 2, "notes": [
        {"id": "or1", "content": {}, "title": {"value": "GraphMix"}, "abstract": {"value": A1}},
        {"id": "or2", "title": {"value": "Cal"}, "abstract": {"value": A2}},
    ]}))
    papers, _, _ = _read(f)
    assert [(p.id, p.title) for p in papers] == [("or1", "GraphMix"), ("or2", "Cal")]
    assert papers[0].abstract == A1


def test_gzipped_jsonl_and_gzipped_csv(tmp_path):
    f = tmp_path / "conf2024.jsonl.gz"
    lines = [{"id": "c-1", "title": "One", "abstract": A1, "authors": ["X Y"], "year": "2024", "venue": "CONF",
              "status": "Poster"},
             {"id": "c-2", "title": "Two", "abstract": A2, "authors": [], "year": 2024, "venue": "CONF"}]
    f.write_bytes(gzip.compress("".join(json.dumps(r) + "\n" for r in lines).encode()))
    papers, stats, _ = _read(f)
    assert [(p.id, p.year, p.venue) for p in papers] == [("c-1", 2024, "CONF"), ("c-2", 2024, "CONF")]
    assert papers[0].status == "Poster" and stats.files[0]["format"] == "jsonl"
    c = tmp_path / "list.csv.gz"
    c.write_bytes(gzip.compress(f'id;abstract\n9;"{A3}"\n'.encode()))
    (p,), _, _ = _read(c)
    assert p.id == "9" and p.abstract == A3


BIB = r"""@string{neurips = "Advances in Neural Information Processing Systems"}

@article{lee2021graph,
  title     = {{GraphMix}: Semi-Supervised Node Classification},
  author    = {Lee, Ann and M{\"u}ller, J{\"o}rg and Garc{\'\i}a, Luc{\'\i}a},
  journal   = {Journal of Graph Learning},
  year      = {2021},
  doi       = {https://doi.org/10.1234/jgl.2021.7},
  keywords  = {graphs, node classification},
  abstract  = {We propose {GraphMix}, a method for semi-supervised node classification with a 3$\times$ smaller
               model. It improves accuracy on {Cora} by 2.1 points.}
}

@inproceedings{chen2022cal,
  author    = "Chen, Bo",
  title     = "On the Calibration of {Tabular} Classifiers",
  booktitle = neurips,
  year      = 2022,
  abstract  = "We study the calibration of tabular classifiers and show that temperature scaling is not enough.",
  url       = {https://example.org/cal}
}

@misc{noabstract, title = {A reading-list entry without an abstract}, year = {2020}}
"""


def test_bibtex_entries_with_braces_accents_and_abstracts(tmp_path):
    f = tmp_path / "reading.bib"
    f.write_text(BIB)
    with pytest.raises(KgError, match=r"reading\.bib:23: record has no abstract text .*--skip-bad"):
        _read(f)
    papers, stats, _ = _read(f, skip_bad=True)
    p1, p2 = papers
    assert p1.id == "lee2021graph" and p1.title == "GraphMix: Semi-Supervised Node Classification"
    assert p1.authors == ("Ann Lee", "Jörg Müller", "Lucía García")
    assert p1.venue == "Journal of Graph Learning" and p1.year == 2021 and p1.doi == "10.1234/jgl.2021.7"
    assert p1.keywords == ("graphs", "node classification")
    assert p1.abstract.startswith("We propose GraphMix, a method") and "3× smaller model" in p1.abstract
    assert p2.venue == "Advances in Neural Information Processing Systems" and p2.year == 2022
    assert p2.title == "On the Calibration of Tabular Classifiers" and p2.url == "https://example.org/cal"
    assert stats.dropped == {"no abstract text": 1}
    assert stats.log == [{"reason": "no abstract text", "where": f"{f}:23"}]


RIS = """TY  - JOUR
AU  - Lee, Ann
AU  - Chen, Bo
TI  - GraphMix
JO  - Journal of Graph Learning
PY  - 2021///
DO  - 10.1234/jgl.2021.7
KW  - graphs
KW  - node classification
AB  - We propose GraphMix, a method for semi-supervised node classification.
UR  - https://example.org/graphmix
ER  - 

TY  - CONF
T1  - Calibration of tabular classifiers
A1  - Dee, Cy
T2  - Proceedings of TabConf
Y1  - 2022
N2  - We study the calibration of tabular classifiers and show that temperature scaling is not enough.
ER  - 
"""


def test_ris_references(tmp_path):
    f = tmp_path / "refs.ris"
    f.write_text(RIS)
    (p1, p2), _, _ = _read(f)
    assert (p1.title, p1.authors, p1.venue, p1.year, p1.doi) == (
        "GraphMix", ("Ann Lee", "Bo Chen"), "Journal of Graph Learning", 2021, "10.1234/jgl.2021.7")
    assert p1.keywords == ("graphs", "node classification") and p1.url == "https://example.org/graphmix"
    assert (p2.title, p2.authors, p2.venue, p2.year) == ("Calibration of tabular classifiers", ("Cy Dee",),
                                                        "Proceedings of TabConf", 2022)
    assert p2.abstract == A2


def test_semicolon_csv_is_sniffed_and_delimiter_overrides(tmp_path):
    f = tmp_path / "export.csv"
    f.write_text(f'id;title;abstract;year\n1;"GraphMix; a method";"{A1}";2021\n2;Cal;"{A2}";2022\n')
    papers, _, _ = _read(f)
    assert [(p.id, p.title, p.year) for p in papers] == [("1", "GraphMix; a method", 2021), ("2", "Cal", 2022)]
    p = tmp_path / "pipes.txt.csv"
    p.write_text(f"abstract|id\n{A3}|p1\n")
    (paper,), _, _ = _read(p, delimiter="|")
    assert paper.id == "p1" and paper.abstract == A3
    with pytest.raises(KgError, match="no abstract column"):
        _read(p, delimiter=";")  # the override is obeyed, not second-guessed


@pytest.mark.parametrize("delimiter", [",", ";", "\t", "|"])
def test_sniffed_csv_keeps_quoted_delimiters_and_doubled_quotes(tmp_path, delimiter):
    import csv

    f = tmp_path / "rows.csv"
    with f.open("w", newline="") as fh:
        w = csv.writer(fh, delimiter=delimiter)
        w.writerow(["id", "Title", "Abstract", "Year"])
        for i, a in enumerate((A1, A2, A3) * 4):
            w.writerow([i, f"T{i}; a, b | c", f'{a} We call it "M{i}"; see, e.g., Sec. 2 | 3.', 2000 + i])
    papers, _, _ = _read(f)
    assert [(p.title, p.year) for p in papers] == [(f"T{i}; a, b | c", 2000 + i) for i in range(12)]
    assert all(p.abstract.endswith(f'We call it "M{i}"; see, e.g., Sec. 2 | 3.') for i, p in enumerate(papers))


def test_csv_with_capitalised_headers_and_named_fields(tmp_path):
    f = tmp_path / "sheet.csv"
    f.write_text(f'Paper ID,Title,Abstract,Year,Journal\nX1,GraphMix,"{A1}",2021,JGL\n')
    (p,), _, _ = _read(f, id_field="paper id")
    assert (p.id, p.title, p.year, p.venue) == ("X1", "GraphMix", 2021, "JGL")
    g = tmp_path / "odd.csv"
    g.write_text(f'Name,Body,Published,Where\nGraphMix,"{A1}",March 2021,JGL workshop\n')
    (p,), _, _ = _read(g, abstract_field="BODY", title_field="name", year_field="published", venue_field="where")
    assert (p.title, p.year, p.venue) == ("GraphMix", 2021, "JGL workshop")
    with pytest.raises(KgError, match=r"no 'nope' column for --title-field \(columns: Name, Body, Published, Where\)"):
        _read(g, abstract_field="body", title_field="nope")


def test_venue_and_year_options_fill_only_what_records_lack(tmp_path):
    f = tmp_path / "a.jsonl"
    f.write_text(json.dumps({"abstract": A1}) + "\n" + json.dumps({"abstract": A2, "year": 2019, "venue": "W"}) + "\n")
    papers, _, _ = _read(f, venue="ICML", year=2024)
    assert [(p.venue, p.year) for p in papers] == [("ICML", 2024), ("W", 2019)]


def test_unreadable_years_are_told_once_a_file(tmp_path):
    f = tmp_path / "a.jsonl"
    f.write_text("".join(json.dumps({"abstract": a, "year": y}) + "\n" for a, y in ((A1, 32025), (A2, "n.d."), (A3, 2021))))
    papers, stats, notes = _read(f)
    assert [p.year for p in papers] == [None, None, 2021]
    assert notes == [f"{f}: 2 records give a year kg cannot read (first: {f}:1 '32025'); left empty; set one with --year"]
    assert stats.files[0]["unreadable years"] == 2
    papers, _, notes = _read(f, year=2025)
    assert [p.year for p in papers] == [2025, 2025, 2021] and notes[0].endswith("set to --year 2025")


def test_named_field_that_no_record_has_is_a_warning(tmp_path):
    f = tmp_path / "a.jsonl"
    f.write_text(json.dumps({"abstract": A1, "title": "T"}) + "\n")
    papers, _, notes = _read(f, title_field="heading")
    assert papers[0].title == "" and any("no record has a field 'heading' (--title-field)" in n for n in notes)


def test_one_abstract_per_line_text_is_detected_with_a_notice(tmp_path):
    # abstracts of 400-odd characters, as most are (kg.corpus.text.LONG_LINE is 300)
    long1, long2, long3 = (" ".join([a, a.replace("We", "Then we"), a.lower(), a.upper()]) for a in (A1, A2, A3))
    f = tmp_path / "abstracts.txt"
    f.write_text(f"{long1}\n{long2}\n{long3}\n")
    papers, _, notes = _read(f)
    assert [p.abstract for p in papers] == [long1, long2, long3]
    assert len(notes) == 1 and "one abstract per line" in notes[0]
    titled = tmp_path / "titled.txt"
    titled.write_text(f"Accepted papers of WXYZ 2025\n{long1}\n{long2}\n")
    papers, _, notes = _read(titled)
    assert [p.abstract for p in papers] == [long1, long2] and len(notes) == 1  # the first line names the list
    # a wrapped abstract (short lines, no blank line) stays one abstract
    wrapped = tmp_path / "wrapped.txt"
    wrapped.write_text("\n".join([A1[:50], A1[50:], A2]) + "\n")
    papers, _, notes = _read(wrapped)
    assert len(papers) == 1 and not notes
    # --one-per-line forces it
    papers, _, _ = _read(wrapped, one_per_line=True)
    assert len(papers) == 3


def test_repeated_id_over_different_abstracts_is_an_error_or_renamed(tmp_path):
    f = tmp_path / "dump.jsonl"
    f.write_text("".join(json.dumps({"abstract_id": 0, "abstract": a}) + "\n" for a in (A1, A2, A1)))
    with pytest.raises(KgError) as err:
        _read(f, id_field="abstract_id")
    assert str(err.value).startswith(f"id '0' is given to two records with different abstracts: {f}:1 and {f}:2")
    assert "--dedupe-ids" in str(err.value) and "\n" not in str(err.value)
    papers, stats, notes = _read(f, id_field="abstract_id", dedupe_ids=True)
    assert [p.id for p in papers] == ["0", "0-2"] and [p.abstract for p in papers] == [A1, A2]
    assert stats.renamed_ids == 1 and stats.dropped == {"duplicate abstract": 1}
    assert any("kept as '0-2'" in n for n in notes)
    assert {"reason": "duplicate abstract", "where": f"{f}:3", "same_as": f"{f}:1"} in stats.log


def test_identical_abstracts_collapse_across_files_and_formats(tmp_path):
    (tmp_path / "a.jsonl").write_text(json.dumps({"id": "x", "abstract": A1}) + "\n")
    (tmp_path / "b.csv").write_text(f'id,abstract\ny,"{A1}"\nz,"{A2}"\n')
    papers, stats, _ = _read(tmp_path)
    assert [p.id for p in papers] == ["x", "z"] and stats.duplicates == 1
    assert [f["dropped"] for f in stats.files] == [{}, {"duplicate abstract": 1}]


def test_jsonl_strings_may_hold_unicode_line_separators(tmp_path):
    f = tmp_path / "a.jsonl"  # U+2028 and U+0085 are line breaks to str.splitlines(), not to JSON Lines
    f.write_text(json.dumps({"title": "Scale-wise\u2028Perspective", "abstract": A1}, ensure_ascii=False) + "\n"
                 + json.dumps({"abstract": A2 + "\u0085"}, ensure_ascii=False) + "\r\n")
    papers, _, _ = _read(f)
    assert [p.title for p in papers] == ["Scale-wise Perspective", ""] and papers[1].abstract == A2


def test_json_array_saved_as_jsonl_and_jsonl_saved_as_json(tmp_path):
    arr = tmp_path / "a.jsonl"
    arr.write_text(json.dumps([{"abstract": A1}, {"abstract": A2}], indent=2))
    papers, _, notes = _read(arr)
    assert len(papers) == 2 and "read as JSON" in notes[0]
    lines = tmp_path / "b.json"
    lines.write_text(json.dumps({"abstract": A1}) + "\n" + json.dumps({"abstract": A2}) + "\n")
    papers, _, notes = _read(lines)
    assert len(papers) == 2 and "read as JSON Lines" in notes[0]


@pytest.mark.parametrize(("name", "content", "message"), [
    ("x.json", b'[{"abstract": "We study graphs."}, {"abstract": ', r"x\.json:1:\d+: malformed JSON \("),
    ("x.json", b'{"total": 3, "next": null}', r"x\.json: a JSON object with no list of records \(keys: total, next\)"),
    ("x.json", b'[{"abstract": "We study graphs for a task."}, 7]', r"x\.json record 2: a JSON int, not an object"),
    ("x.json", b'"just a string"', r"x\.json: holds a JSON str, not a list of records"),
    ("x.json", b'{"a": [{"abstract": "x"}], "b": [{"abstract": "y"}]}', r"several lists of records \(a, b\)"),
    ("x.bib", b"@article{k1,\n title = {Unclosed,\n abstract = {We study graphs.}\n", r"x\.bib:1: malformed BibTeX entry"),
    ("x.bib", b"This is not BibTeX at all.\n", r"x\.bib: no BibTeX entries"),
    ("x.bib", b"@article{k1, title={A}, title={B}, abstract={We study graphs.}}\n", r"field title given twice"),
    ("x.ris", b"TY  - JOUR\nAB  - We study graphs.\n", r"x\.ris:1: malformed RIS reference \(the file ends before its ER line\)"),
    ("x.ris", b"TY  - JOUR\nAB  - One.\nTY  - JOUR\nAB  - Two.\nER  - \n", r"x\.ris:1: malformed RIS reference \(a new TY line"),
    ("x.ris", b"just some words\n", r"x\.ris: no RIS tag lines"),
    ("x.jsonl.gz", b"not gzip at all", r"x\.jsonl\.gz: not a readable gzip file"),
    ("x.jsonl.gz", gzip.compress(b'{"abstract": "We study graphs."}\n' * 50)[:-12], r"x\.jsonl\.gz: not a readable gzip file"),
    ("x.gz", gzip.compress(b"hello"), r"unsupported file type '\.gz'"),
    ("x.bib.gz", gzip.compress(b""), r"x\.bib\.gz: empty file"),
])
def test_malformed_inputs_are_one_line_errors(tmp_path, name, content, message):
    f = tmp_path / name
    f.write_bytes(content)
    with pytest.raises(KgError, match=message) as err:
        _read(f)
    assert "\n" not in str(err.value)


def test_skip_bad_counts_malformed_bibtex_ris_and_json_records(tmp_path):
    bib = tmp_path / "x.bib"
    bib.write_text("@article{k0, abstract={%s}}\n@article{k1, title={A}, title={B}, abstract={%s}}\n" % (A1, A2))
    ris = tmp_path / "x.ris"
    ris.write_text(f"TY  - JOUR\nAB  - {A3}\nER  - \nER  - \n")
    js = tmp_path / "x.json"
    js.write_text(json.dumps([{"abstract": A2}, "stray", None]))
    for f, kept in ((bib, 1), (ris, 1), (js, 1)):
        papers, stats, _ = _read(f, skip_bad=True)
        assert len(papers) == kept and stats.dropped["malformed record"] == {bib: 1, ris: 1, js: 2}[f], f


@pytest.mark.parametrize(("name", "content", "message"), [
    ("bad.bib", b"@article{k1,\n title = {Unclosed,\n", "bad.bib:1: malformed BibTeX entry"),
    ("bad.ris", b"TY  - JOUR\nAB  - We study graphs for a task.\n", "bad.ris:1: malformed RIS reference"),
    ("bad.json", b'[{"abstract": "We study graphs."},', "bad.json:1:"),
    ("bad.jsonl.gz", b"\x1f\x8b\x08\x00garbage", "bad.jsonl.gz: not a readable gzip file"),
    ("bad.csv", b"id;body\n1;We study graphs.\n", "bad.csv: no abstract column"),
])
def test_cli_malformed_inputs_one_line_and_non_zero_exit(tmp_path, capsys, name, content, message):
    from kg.cli import main

    f = tmp_path / name
    f.write_bytes(content)
    assert main(["build", str(f), "--out", str(tmp_path / "out"), "--workers", "1"]) == 2
    cap = capsys.readouterr()
    assert cap.err.count("\n") == 1 and cap.err.startswith("kg: error: ") and message in cap.err, cap.err
    assert "Traceback" not in cap.err and cap.out == ""


def test_cli_bad_delimiter_is_one_line(tmp_path, capsys):
    from kg.cli import main

    f = tmp_path / "x.csv"
    f.write_text(f"abstract\n{A1}\n")
    assert main(["build", str(f), "--out", str(tmp_path / "out"), "--delimiter", ";;"]) == 2
    assert capsys.readouterr().err == "kg: error: --delimiter must be one character (or tab, comma, semicolon, pipe), not ';;'\n"
