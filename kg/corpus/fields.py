"""One input record (a dict of whatever fields the file had) -> a Paper.

Field names are matched case-insensitively against the usual names that paper lists, BibTeX, RIS,
Web of Science and OpenReview/Paper Copilot exports use; a name given on the command line
(--abstract-field, --title-field ...) replaces the aliases of that field.
"""
from __future__ import annotations

import re
from pathlib import Path

from kg.corpus.normalize import normalize
from kg.corpus.options import EMPTY_ABSTRACT, NO_ABSTRACT, NOT_ENGLISH, ReadOptions, ReadStats
from kg.errors import KgError
from kg.ids import paper_id
from kg.records import Paper

# kg's field -> names it goes by, most specific first (all lower case)
ALIASES: dict[str, tuple[str, ...]] = {
    "id": ("id", "paper_id", "paperid", "uid"),
    "title": ("title", "paper_title", "primary_title", "ti", "t1"),
    "abstract": ("abstract", "summary", "abstract_text", "notes_abstract", "ab", "n2"),
    "authors": ("authors", "author", "first_authors", "au", "a1"),
    "year": ("year", "date", "publication_year", "pubyear", "py", "y1"),
    "venue": ("venue", "booktitle", "journal", "conference", "journal_name", "secondary_title",
              "jo", "jf", "t2", "so"),
    "status": ("status", "decision"),
    "track": ("track",),
    "doi": ("doi", "do", "di"),
    "url": ("url", "urls", "link", "ur", "site"),
    "keywords": ("keywords", "keyword", "kw", "de"),
}
_OPTION = {"abstract": "abstract_field", "id": "id_field", "title": "title_field", "year": "year_field",
           "venue": "venue_field"}
# JSON escapes can produce lone surrogates ("\\ud800"), which no UTF-8 output can hold
_SURROGATE = re.compile("[\ud800-\udfff]")
_YEAR = re.compile(r"\b(1[89]\d\d|2\d\d\d)\b")
_DOI_PREFIX = re.compile(r"^(?:doi:\s*|https?://(?:dx\.)?doi\.org/)", re.I)
# a CSV export escapes a quote inside a field by doubling it; a lone '``' opens a TeX quote whose closing "''"
# the same export wrote as a doubled quote ('``analysis by synthesis""')
_CSV_TEX_QUOTE = re.compile(r"``([^`\"]*)\"\"")
_CSV_DOUBLED_QUOTE = re.compile(r'""')
# a title's tail and the CSV field separator at the start of an abstract ('Model, and Shape Recovery","Automated ...')
_CSV_FIELD_BREAK = '","'
# UTF-8 read as cp1252 ("MÃ¶bius", "360Â°", "5Ã—"): a lead byte's character followed by continuation bytes' ones;
# a run is taken back only where its cp1252 bytes are valid UTF-8, which no English prose spells by chance
# the continuation bytes 0x80-0xBF as Latin-1 reads them and as cp1252 does (five bytes cp1252 leaves undefined)
_CP1252_CONTINUATION = "\x80-\xbf" + bytes(range(0x80, 0xC0)).decode("cp1252", errors="ignore")
_MOJIBAKE = re.compile(f"[\xc2-\xf4][{_CP1252_CONTINUATION}]+")
# an export that wrote every comma as a semicolon ("a dexterous; compliant; anthropomorphic hand"; "However; ...");
# told from real semicolons by one standing where only a comma can: after a sentence's opening words ("However;",
# "In this work;"), after "e.g." / "i.e." / "etc.", or before "such as" / "which" / "including" / "where" / "while"
_MIN_SEMICOLONS_FOR_COMMAS = 3
_COMMA_ONLY_SEMICOLON = re.compile(r"(?:^|[.!?]\s+)[A-Z]\w*(?:\s+\w+){0,2};\s|\b(?:e\.g|i\.e|etc)\.;"
                                   r"|;\s+(?:such as|which|including|whereas|while|where)\b")
_SEMICOLON_BEFORE_SPACE = re.compile(r";(?=\s)")  # not the end of a character entity ("&amp;")
# a web page's teaser copied for the abstract (IEEE Xplore's): an ellipsis and the page's "Show More" link end it;
# an ellipsis glued to a word cut that word ("to compensa... Show More"), one after a space or a stop cut nothing
_SHOW_MORE = re.compile(r"(\S*?)(?:\.\.\.|…)\s*Show More\s*$")
_SHOW_MORE_AFTER_STOP = re.compile(r"(?<=[.!?])\s*Show More\s*$")  # a teaser short enough to end in a whole sentence
# the few words that make up a large share of any English abstract
_EN_STOPWORDS = frozenset(
    "the of and to in a is that for we on with this by as are our an be from which it can at or "
    "these their its has have not than show results method model data using".split()
)

# an HTML character entity whose "&" and ";" an IEEE export dropped, glued to the word it marks ("ldquoTread-Walkrdquo",
# "robotpsilas", "dasiapatchespsila", "plusmn5"): no English word opens with "ldquo", "dasia" or "plusmn", closes with
# "rdquo" or holds "psila" before at most two letters ("ipsilateral" goes on), so the name is read back as its character
_ENTITY_NAME = re.compile(r"(?<![A-Za-z])(?:ldquo|dasia)(?=[A-Za-z0-9])|(?<=\S)rdquo(?![A-Za-z])"
                          r"|(?<=[A-Za-z])psila(?=[a-z]{0,2}(?![A-Za-z]))|(?<![A-Za-z])plusmn(?=\d)")
_ENTITY_CHAR = {"ldquo": "\u201c", "rdquo": "\u201d", "dasia": "\u2018", "psila": "\u2019", "plusmn": "\u00b1"}
# "dasia" ... "psila" pairs single quotes round a term ("dasiafeature managementpsila algorithms"): read as double
# quotes, the marks the pipeline takes as a quotation, so the closing one is not a possessive left in the name
_SINGLE_QUOTED = re.compile(r"(?<![A-Za-z])dasia([A-Za-z0-9][^.;:!?]{0,60}?)psila(?![A-Za-z])")


def names_for(field: str, opts: ReadOptions) -> tuple[str, ...]:
    """The (lower-case) names a field is looked up by: the one given on the command line, or the aliases."""
    given = getattr(opts, _OPTION[field]) if field in _OPTION else None
    return (given.strip().lower(),) if given else ALIASES[field]


def _clean(value):
    if isinstance(value, str):
        return _SURROGATE.sub("\ufffd", value)
    if isinstance(value, dict) and "value" in value:  # OpenReview API v2: {"title": {"value": ...}}
        return _clean(value["value"])
    if isinstance(value, (list, tuple)):
        return [_clean(v) for v in value]
    return value


def pick(fields: dict, names: tuple[str, ...]):
    """The first non-empty value among names (fields has lower-case keys)."""
    for name in names:
        value = fields.get(name)
        if value not in (None, "", [], {}):
            return value
    return None


def _text(value) -> str:
    if isinstance(value, list):  # RIS repeats some tags (UR, T2): the first one names the thing
        value = next((v for v in value if isinstance(v, (str, int, float))), "")
    return "" if value is None or isinstance(value, dict) else str(value).strip()


def _names(value) -> tuple[str, ...]:
    if value in (None, ""):
        return ()
    if isinstance(value, list):
        items = [v.get("name", "") if isinstance(v, dict) else v for v in value]
        return tuple(s for s in (str(a).strip() for a in items if a is not None) if s)
    sep = ";" if ";" in str(value) else ","
    return tuple(a.strip() for a in str(value).split(sep) if a.strip())


def _year(value) -> int | None:
    m = _YEAR.search(_text(value))
    return int(m.group(1)) if m else None


def _year_of(where: str, fields: dict, opts: ReadOptions, stats: ReadStats) -> int | None:
    given = pick(fields, names_for("year", opts))
    year = _year(given)
    if year is None and _text(given):  # a year field kg cannot read: noted, and told once per file
        stats.bad_years.append((where, _text(given)[:40]))
    return year or opts.year


def english_ratio(text: str) -> float:
    """Share of stopword tokens among word tokens: about 0.3-0.5 for English prose, ~0 otherwise."""
    words = re.findall(r"[^\W\d_]+", text.lower())
    if not words:
        return 0.0
    return sum(w in _EN_STOPWORDS for w in words) / len(words)


def _truncate(text: str, cap: int) -> str:
    cut = text[:cap]
    end = max(cut.rfind(". "), cut.rfind("? "), cut.rfind("! "))
    return cut[: end + 1] if end > cap // 2 else cut


def _without_csv_leftovers(text: str, title: str) -> str:
    """An abstract cut out of a badly split CSV export: doubled quotes ('""regions""'), the tail of the title before a
    field separator at its start ('Model, and Shape Recovery","Automated ...'), and the field's closing quote left at
    its end. Prose never doubles a quote, and the separator is taken only where the text before it ends the title."""
    if '""' not in text and _CSV_FIELD_BREAK not in text and not text.rstrip().endswith('"'):
        return text
    text = _CSV_DOUBLED_QUOTE.sub('"', _CSV_TEX_QUOTE.sub(r"``\1''", text))
    cut = text.find(_CSV_FIELD_BREAK)
    if cut > 0 and _squeezed(text[:cut]) and _squeezed(title).endswith(_squeezed(text[:cut])):
        text = text[cut + len(_CSV_FIELD_BREAK):]
    stripped = text.rstrip()
    if stripped.endswith('"') and stripped.count('"') % 2 == 1:  # the field's closing quote, its opening one gone
        text = stripped[:-1]
    return text


def _unmojibaked(text: str) -> str:
    """Text whose UTF-8 bytes were read as cp1252 -> the characters they spell; runs that do not decode stay.
    A text read wrongly twice ("Ã¢Â€Â™" of "’") takes a second pass."""
    for _ in range(3):
        if not _MOJIBAKE.search(text):
            break
        mended = _MOJIBAKE.sub(_utf8_of_cp1252, text)
        if mended == text:
            break
        text = mended
    return text


def _entities_read(text: str) -> str:
    """Entity names an export left in the text ("the ldquoBossrdquo robot", "the userpsilas intent") -> their
    characters: glued to a word they made one token, and names kept the mark ("ldquoRepliee Q2rdquo")."""
    return _ENTITY_NAME.sub(lambda m: _ENTITY_CHAR[m.group(0)], _SINGLE_QUOTED.sub("\u201c\\1\u201d", text))


def _utf8_of_cp1252(m: re.Match) -> str:
    try:  # a byte cp1252 leaves undefined was read as its Latin-1 control character ("5Ã\x97" of "5×")
        raw = bytes(ord(c) if ord(c) < 0x100 else c.encode("cp1252")[0] for c in m.group(0))
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return m.group(0)


def _without_teaser_cut(text: str) -> str:
    """A teaser's end ("... distance to compensa... Show More") -> its whole words and an ellipsis ("... distance
    to…"): the link is no text and the cut word no word, while the words before it still say what the paper did."""
    m = _SHOW_MORE.search(text)
    if not m:
        return _SHOW_MORE_AFTER_STOP.sub("", text)
    last = m.group(1)
    if last[-1:] in (".", "!", "?"):  # a sentence ended right before the ellipsis ("WKA-2.... Show More")
        return text[: m.start()] + last
    return text[: m.start()].rstrip() + "…"


def _squeezed(text: str) -> str:
    """Letters and digits only, lower case: a title and its copy may differ in case, spacing, quotes and dashes."""
    return re.sub(r"[\W_]+", "", text).lower()


def _with_commas_back(text: str) -> str:
    """Semicolons back to commas in an abstract that holds no comma, three semicolons or more and one that only a
    comma can be: the export swapped the mark, and a semicolon read as a clause end cuts lists and names
    ("dexterous; compliant hand"). A list of real semicolons ("(i) ...; (ii) ...") has no such one and is kept."""
    if "," in text or text.count(";") < _MIN_SEMICOLONS_FOR_COMMAS or not _COMMA_ONLY_SEMICOLON.search(text):
        return text
    return _SEMICOLON_BEFORE_SPACE.sub(",", text)


def repaired_abstract(raw: str, title: str) -> str:
    """The abstract a reader sees: export damage mended (CSV leftovers, swapped commas, mojibake, a teaser's cut)
    and markup stripped."""
    return _without_teaser_cut(normalize(_entities_read(_unmojibaked(_with_commas_back(_without_csv_leftovers(raw, title))))))


def _skip_or_raise(opts: ReadOptions, stats: ReadStats, reason: str, where: str, message: str) -> None:
    if not opts.skip_bad:
        raise KgError(f"{where}: {message}; use --skip-bad to skip such records")
    stats.drop(reason, where)


def to_paper(where: str, rec: dict, path: Path, opts: ReadOptions, stats: ReadStats) -> Paper | None:
    """where locates the record for messages ("file.jsonl:12", "file.json record 3")."""
    fields = {str(k).strip().lower(): _clean(v) for k, v in rec.items()}
    abstract_names = names_for("abstract", opts)
    raw = pick(fields, abstract_names)
    if not isinstance(raw, str) or not raw.strip():
        _skip_or_raise(opts, stats, NO_ABSTRACT, where, "record has no abstract text "
                       f"(looked for the field {' / '.join(abstract_names)}; name it with --abstract-field)")
        return None
    abstract = repaired_abstract(raw, _text(pick(fields, names_for("title", opts))))
    if not abstract:  # only markup or control characters: nothing a reader would see
        _skip_or_raise(opts, stats, EMPTY_ABSTRACT, where,
                       "the abstract text is empty once markup and control characters are removed")
        return None
    if len(abstract) > opts.max_chars:
        opts.warn(f"{where}: abstract of {len(abstract)} characters truncated to {opts.max_chars}")
        abstract = _truncate(abstract, opts.max_chars)
        stats.truncated += 1
    if english_ratio(abstract) < 0.08:
        if opts.non_english == "skip":
            opts.warn(f"{where}: text does not look English; skipped")
            stats.drop(NOT_ENGLISH, where)
            return None
        opts.warn(f"{where}: text does not look English; kept (use --non-english skip to drop such records)")
    given = _text(pick(fields, names_for("id", opts)))
    return Paper(
        id=paper_id(given or None, abstract),
        abstract=abstract,
        raw_abstract=raw,
        title=normalize(_entities_read(_unmojibaked(_text(pick(fields, names_for("title", opts)))))),
        # the same name twice in one record is a listing error (every ICRA 2009 record of the venue
        # corpus lists its authors twice): each name once, in order
        authors=tuple(dict.fromkeys(_names(pick(fields, ALIASES["authors"])))),
        year=_year_of(where, fields, opts, stats),
        venue=normalize(_text(pick(fields, names_for("venue", opts)))) or opts.venue,
        url=_text(pick(fields, ALIASES["url"])),
        source=str(path),
        status=_text(pick(fields, ALIASES["status"])),
        track=_text(pick(fields, ALIASES["track"])),
        doi=_DOI_PREFIX.sub("", _text(pick(fields, ALIASES["doi"]))),
        keywords=_names(pick(fields, ALIASES["keywords"])),
    )
