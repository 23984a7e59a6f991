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


def test_colour_and_environment_commands_keep_only_their_text():
    raw = r"\begin{center} We reach a rope error of \textcolor{red}{$2.2\%$} and {\color{blue} blue kites}. \end{center}"
    assert normalize(raw) == "We reach a rope error of 2.2% and blue kites."


def test_a_latex_tie_between_words_is_a_space():
    assert normalize("We train a Kite Rope Network~(KRN) on KiteSet~v2.") == "We train a Kite Rope Network (KRN) on KiteSet v2."
    # a tilde before a figure reads 'about'; one in a web path is no tie
    assert normalize("It takes ~5 s, see kites.org/~rope.") == "It takes ~5 s, see kites.org/~rope."


def test_tex_accents_and_brace_guarded_letters_read_as_the_letter():
    cases = [
        (r"We bound the Kit\'{e}son distance and the R\"opeman gap.", "We bound the Kitéson distance and the Röpeman gap."),
        (r"A Kit{\'e}son kernel and a \v{S}pindle prior.", "A Kitéson kernel and a Špindle prior."),
        ("The Kit{é}son score and the {Ł}opeman rule on {K}ite {R}opes.", "The Kitéson score and the Łopeman rule on Kite Ropes."),
        # a set, a math command and a dot stay as they are
        (r"Pick a set {O} of size $x \cdot y$ in $\tilde{O}(n)$ time.", "Pick a set {O} of size x · y in {O}(n) time."),
    ]
    for raw, plain in cases:
        assert normalize(raw) == plain


def test_a_greek_letter_glued_to_the_next_word_is_set_apart():
    cases = [
        ("Rules for choosing κare missing, and ζis fixed.", "Rules for choosing κ are missing, and ζ is fixed."),
        ("where Θwhich bounds the kite tension", "where Θ which bounds the kite tension"),
        # after a letter, before a capital or a hyphen, and the micro prefix of a unit stay as they are
        ("A lnδ term, a κNet, an ε-net and a 5 μstrain gauge.", "A lnδ term, a κNet, an ε-net and a 5 μstrain gauge."),
    ]
    for raw, plain in cases:
        assert normalize(raw) == plain


def test_a_hyphen_kept_inside_a_word_at_a_line_end_is_read_as_one_word():
    # the tail of a broken word is no word of its own; the corpus writes the glued word
    assert normalize("We plan smooth tra-jectories and report exper-iments.") == \
        "We plan smooth trajectories and report experiments."
    # a compound of two words stays hyphenated
    assert normalize("A pose-map and a micro-pump are re-arranged.") == "A pose-map and a micro-pump are re-arranged."


def test_normalize_nfc_and_whitespace():
    assert normalize("Cafe\u0301   is\n\n  here ") == "Café is here"


def test_normalize_is_its_own_normal_form():
    # a pass that uncovers markup ("``x``" -> "`x`") is followed by another: found by hypothesis
    for raw in ("``0``", "use ``fit()`` here", "``a''"):
        once = normalize(raw)
        assert normalize(once) == once
    assert normalize("``0``") == "0"


def test_words_broken_at_a_line_end_are_mended_by_corpus_counts():
    raw = "Our frame- work im- proves self- supervised seg- mentation in real- world scenes, state- of- the- art."
    assert normalize(raw) == "Our framework improves self-supervised segmentation in real-world scenes, state-of-the-art."
    # Title Case keeps its capital, so the compound stays hyphenated rather than one word with an inner capital
    assert normalize("Multi- View Depth") == "Multi-View Depth"


def test_a_compound_that_lost_a_hyphen_at_a_line_end_gets_it_back():
    # a function word glued to its neighbour inside a hyphenated compound, or a space after the compound's last link
    raw = "Our kite-tofine tracker beats stateof-the-art and state-ofthe-art ropes, state-of-theart lanterns and other state-of-the art kites."
    assert normalize(raw) == ("Our kite-to-fine tracker beats state-of-the-art and state-of-the-art ropes, "
                              "state-of-the-art lanterns and other state-of-the-art kites.")
    assert normalize("a proof-of concept run on-thefly") == "a proof-of-concept run on-the-fly"
    # a dash between words ('kite-the rope'), a glued word the corpus writes as one word, unknown pairs: left alone
    for raw in ("the kite-the rope is long", "a plugin-based kite", "a qzx-ofblorf unit", "the state-of-the kites"):
        assert normalize(raw) == raw


@pytest.mark.parametrize("raw", [
    "pre- and post-training",          # suspended hyphen: the first word shares the second's tail
    "low- to high-resolution images",
    "a qzx- blorf unit",               # parts the corpus never writes: left as they are
    "the score - 3 points",            # a spaced dash is punctuation
])
def test_suspended_hyphens_and_unknown_parts_are_left_alone(raw):
    assert normalize(raw) == raw


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
                             "authors": ["A. B", "C. D", "A. B", "C. D"], "year": "2024", "title": "T"}) + "\n")
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
    (tmp_path / "old.tar.gz").write_bytes(b"\x1f\x8b")
    notes = []
    papers = list(read_papers([tmp_path], ReadOptions(notice=notes.append)))
    assert len(papers) == 2
    assert notes == [f"{tmp_path}: passed over 2 files of other types (1 .bin, 1 .tar.gz)"]


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
    f.write_text("id,body\n1,hello\n")
    with pytest.raises(KgError, match=r"no abstract column \(looked for abstract / summary.*columns: id, body\)"):
        _papers(f)
    with pytest.raises(KgError, match=r"no abstract column \(looked for text; columns: id, body\)"):
        _papers(f, abstract_field="text")


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
    assert len(papers) == 1 and stats.dropped["not English"] == 1


def test_csv_field_over_the_csv_module_default_limit(tmp_path):
    f = tmp_path / "x.csv"
    long_text = "We study the problem of parsing with a model. " * 4000  # ~184k characters > csv's 128 KiB
    f.write_text('id,abstract\n1,"' + long_text + '"\n2,We propose a method for the task of tagging.\n')
    warnings = []
    papers = list(read_papers([f], ReadOptions(max_chars=1000, warn=warnings.append)))
    assert [p.id for p in papers] == ["1", "2"] and len(papers[0].abstract) <= 1000
    assert any("truncated" in w for w in warnings)


def test_malformed_csv_record_is_a_one_line_error_with_its_line(tmp_path, monkeypatch):
    import csv

    from kg.corpus import csvfile

    before = csv.field_size_limit()
    monkeypatch.setattr(csvfile, "CSV_FIELD_LIMIT", 200)
    f = tmp_path / "x.csv"
    f.write_text('id,abstract\n1,"We study graphs\nover two lines."\n2,"' + "x" * 500 + '"\n')
    try:
        with pytest.raises(KgError, match=r"x\.csv:4: malformed CSV record \(field larger") as err:
            _papers(f)
    finally:
        csv.field_size_limit(before)
    assert "\n" not in str(err.value)


def test_deeply_nested_json_line_is_malformed_not_a_crash(tmp_path):
    f = tmp_path / "x.jsonl"
    f.write_text(json.dumps({"abstract": "We study the parsing of text for a task."}) + "\n" + "[" * 100_000 + "]" * 100_000 + "\n")
    with pytest.raises(KgError, match=r"x\.jsonl:2: malformed JSON Lines record \(nested too deeply\)"):
        _papers(f)
    papers, stats = _papers(f, skip_bad=True)
    assert len(papers) == 1 and stats.skipped_bad == 1


def test_lone_surrogates_from_json_escapes_become_replacement_characters(tmp_path):
    f = tmp_path / "x.jsonl"
    f.write_text('{"abstract": "We propose FooNet \\ud800 for the task of parsing.", "title": "T \\udfff", '
                 '"authors": ["A \\ud83d"], "id": "P\\udc00"}\n')
    (p,), _ = _papers(f)
    assert "\ufffd" in p.abstract and "\ufffd" in p.raw_abstract and p.title == "T \ufffd"
    assert p.authors == ("A \ufffd",) and p.id == "P\ufffd"
    for text in (p.abstract, p.raw_abstract, p.title, p.id, *p.authors):
        text.encode("utf-8")  # no lone surrogate left: every output can be written


def test_utf16_with_bom_is_decoded_with_a_warning(tmp_path):
    f = tmp_path / "x.txt"
    f.write_bytes("We study café data with a new method for the task.".encode("utf-16"))
    warnings = []
    papers = list(read_papers([f], ReadOptions(warn=warnings.append)))
    assert papers[0].abstract == "We study café data with a new method for the task."
    assert any("UTF-16" in w for w in warnings)


def test_abstract_of_only_markup_or_control_characters_is_bad_input(tmp_path):
    f = tmp_path / "x.jsonl"
    f.write_text(json.dumps({"abstract": "We study the parsing of text for a task."}) + "\n"
                 + json.dumps({"abstract": "\x1b \x07\x0b \x7f"}) + "\n")
    with pytest.raises(KgError, match=r"x\.jsonl:2: the abstract text is empty once markup"):
        _papers(f)
    papers, stats = _papers(f, skip_bad=True)
    assert len(papers) == 1 and stats.skipped_bad == 1


def test_leftovers_of_a_badly_split_csv_export_leave_the_abstract(tmp_path):
    """A record cut out of a CSV export at the wrong comma: the title's tail and the field separator open the
    abstract, quotes are doubled, a TeX quote closes with a doubled quote and the field's closing quote ends it."""
    j = tmp_path / "a.jsonl"
    rec = {"id": "K1", "title": "Kite Flying: a Dataset, Model, and Rope Recovery",
           "abstract": 'Model, and Rope Recovery","We fly kites in an ``analysis by flight"" scheme over (""regions"") '
                       'of the sky. It works."'}
    j.write_text(json.dumps(rec) + "\n" + json.dumps({"id": "K2", "title": "Ropes",
                 "abstract": 'Spring, summer","fall are seasons of "kites" and ropes. We say "kites."'}) + "\n")
    with j.open("a") as fh:  # the title's curly quotes and dash written plain in the copy
        fh.write(json.dumps({"id": "K3", "title": "“Look, no ropes!” – Kite Flying",
                             "abstract": 'no ropes!"" - kite flying","We fly kites."'}) + "\n")
    papers, _ = _papers(j)
    assert papers[0].abstract == 'We fly kites in an “analysis by flight” scheme over ("regions") of the sky. It works.'
    assert papers[2].abstract == "We fly kites."
    # no title tail before the separator, and quotes that pair up: the text stays as written
    assert papers[1].abstract == 'Spring, summer","fall are seasons of "kites" and ropes. We say "kites."'


def test_a_latex_wrapper_whose_backslash_an_escape_ate_keeps_only_its_text():
    # '\textbf' read from a JSON string as a tab and 'extbf'; '\emph' that lost its '\e'
    assert normalize("a new set,\textbf{KiteSet}, with mph{Rope Nets (RN)} and extit{e.g.} kites") \
        == "a new set, KiteSet, with Rope Nets (RN) and e.g. kites"
    assert normalize("at extcolor{red}{exttt{https://kite.io}} now") == "at https://kite.io now"
    # a word that merely ends in the same letters, or the letters without a brace, stay
    assert normalize("lymph{x} and the extbf of it") == "lymph{x} and the extbf of it"


def test_a_latex_wrapper_whose_braces_the_export_dropped_keeps_its_word():
    # '\emph{kite}' written out as '\emphkite': the command is dropped, the word it wrapped stays
    assert normalize(r"a variant called \emphnonnegative kite machine (NKM) and the \textitBig-Rope set") \
        == "a variant called nonnegative kite machine (NKM) and the Big-Rope set"
    # a symbol whose name only starts like a wrapper, and a wrapper with its braces, read as before
    assert normalize(r"kite\textslash rope and \emph{lantern}") == "kite rope and lantern"


def test_a_text_mode_symbol_and_the_braces_that_group_it_read_as_the_character():
    # '9.87{\\texttimes}' is '9.87×'; a group left with one symbol or nothing is TeX grouping a reader does not see
    assert normalize(r"up to 9.87{\texttimes} faster kites on Kite{\textregistered} ropes") == "up to 9.87× faster kites on Kite ropes"
    assert normalize(r"Rope{\textendash}Kite pairs, 5{,}000 kites") == "Rope–Kite pairs, 5,000 kites"
    # a group holding a letter or a digit stays
    assert normalize("the set {0,1} and {O}") == "the set {0,1} and {O}"


def test_a_sentence_stop_glued_to_the_next_sentence_gets_its_space():
    # '(KRN).By' was one token: the short form lost its bracket pair and the next sentence's first word came with it
    assert normalize("a kite rope network (KRN).By tying kites, ropes hold.Our kites fly (see Rope et al., 2019).However, wind") \
        == "a kite rope network (KRN). By tying kites, ropes hold. Our kites fly (see Rope et al., 2019). However, wind"
    # abbreviations, names with an inner stop and web or mail addresses keep their dots
    for kept in ("e.g.The kite", "ASP.NET kites", "kite.org/Rope.Html here", "mail kite@rope.Com now", "A.B. Kite"):
        assert normalize(kept) == kept


def test_a_citation_command_goes_with_its_keys():
    # with braces, glued when the export dropped them, and with an optional argument: no key is left as a word
    assert normalize(r"kite flying \citep{kite2019flying}, and rope knots \citeRopeKnots,knot07 are studied") \
        == "kite flying, and rope knots are studied"
    assert normalize(r"As \citemeka2013kites showed, a kite~\cite[p. 4]{a,b}. Then \citeUrl:kite_set. Done") \
        == "As showed, a kite. Then. Done"
    # a word that only starts like the command stays
    assert normalize("the citation count and citeable kites") == "the citation count and citeable kites"


def test_markdown_underscore_emphasis_keeps_its_words():
    assert normalize("we introduce _adaptive kite sampling_, a method") == "we introduce adaptive kite sampling, a method"
    # subscripts and identifiers keep their underscores
    assert normalize("kites x_i and y_j with max_rope_len set") == "kites x_i and y_j with max_rope_len set"


def test_utf8_read_as_cp1252_is_read_back(tmp_path):
    """Mojibake: a record's UTF-8 bytes read as cp1252 (or Latin-1) and written out again as characters."""
    j = tmp_path / "a.jsonl"
    good = "The kite’s 360° turn — a naïve 5× faster “loop” on Möbius ropes."
    bad = good.encode("utf-8").decode("cp1252", errors="replace")
    bad = "".join(b if b != "\ufffd" else chr(g) for b, g in zip(bad, good.encode("utf-8")))  # undefined bytes as Latin-1
    twice = "The rope’s end.".encode("utf-8").decode("latin-1").encode("utf-8").decode("latin-1")
    j.write_text(json.dumps({"id": "M1", "title": "KÃ¶nig Kites", "abstract": bad}) + "\n"
                 + json.dumps({"id": "M2", "title": "Ropes", "abstract": twice}) + "\n"
                 + json.dumps({"id": "M3", "title": "Ropes", "abstract": "Ångström-scale kites cost €5 at the Café Ã la carte."}) + "\n")
    papers, _ = _papers(j)
    assert papers[0].abstract == good and papers[0].title == "König Kites"
    assert papers[1].abstract == "The rope’s end."
    # accented letters that spell no UTF-8 sequence stay as written
    assert papers[2].abstract == "Ångström-scale kites cost €5 at the Café Ã la carte."


def _read_abstracts(tmp_path, abstracts):
    """The abstracts as the reader stores them, one record each."""
    j = tmp_path / "a.jsonl"
    j.write_text("".join(json.dumps({"id": f"R{i}", "title": "Kites", "abstract": a}) + "\n" for i, a in enumerate(abstracts)))
    papers, _ = _papers(j)
    return [p.abstract for p in papers]


def test_entity_names_an_export_left_glued_are_read_back(tmp_path):
    got = _read_abstracts(tmp_path, ["We built ldquoSkyKite 2rdquo, a kite whose pilotpsilas line doesnpsilat slip.",
                                     "Its dasiatailpsila turns plusmn5 degrees; ipsilateral kites and Psila flies stay."])
    assert got == ["We built \u201cSkyKite 2\u201d, a kite whose pilot\u2019s line doesn\u2019t slip.",
                   "Its \u201ctail\u201d turns \u00b15 degrees; ipsilateral kites and Psila flies stay."]


def test_an_export_that_wrote_commas_as_semicolons_gets_its_commas_back(tmp_path):
    kept = ["We show (i) kites rise; (ii) kites fall; (iii) kites turn; (iv) kites stop.",  # real: no comma-only one
            "However; we fly red; blue; and green kites, or none.",  # one comma anywhere: the writer's semicolons
            "However; we fly red kites; they rise."]  # under three
    got = _read_abstracts(tmp_path, ["However; we fly red; blue; and green kites (e.g.; box kites). They rise.", *kept])
    assert got == ["However, we fly red, blue, and green kites (e.g., box kites). They rise.", *kept]


def test_a_teasers_cut_word_and_show_more_link_leave_the_abstract(tmp_path):
    got = _read_abstracts(tmp_path, ["We fly kites. They rise in the wind and compensa... Show More",
                                     "We fly kites. They fall in the rain and ... Show More",
                                     "We fly kites of type KX-2.... Show More",
                                     "We fly kites. Show More kites fly.",
                                     "We fly red kites. Show More"])
    assert got[:3] == ["We fly kites. They rise in the wind and…", "We fly kites. They fall in the rain and…",
                       "We fly kites of type KX-2."]
    # the words without the ellipsis at the end are prose
    assert got[3:] == ["We fly kites. Show More kites fly.", "We fly red kites."]
