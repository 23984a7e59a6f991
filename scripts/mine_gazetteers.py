"""Mine dataset and metric gazetteers from unlabeled venue abstracts (regular expressions only, ~1 min).

    .venv/bin/python scripts/mine_gazetteers.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl

Writes kg/extract/data/datasets.json and kg/extract/data/metrics.json: each name with the number of
distinct abstracts that used it in a telling context. Papers of the dev gold (--exclude) are skipped so
the lists are statistics of other papers, not of the ones the gold scores.

Datasets: a name written like one (capital or digit, or a capitalised word the corpus never writes in
lower case) right before "dataset/benchmark/corpus/...", or listed after "datasets such as ...", or the source of an
adaptation setting whose target is already such a name ("A-to-B", "A → B", "from A to B"). A name more often
followed by "model/network/method..." is a method and is left out.
Metrics: what follows "in terms of", what is improved/reduced "by N" / "from N", and what a comparative
qualifies ("a lower X than", "better X and"), headed by a measure noun.
Methods: lower-case phrases a paper uses ('using X', 'based on X', 'via X'), seen in 8+ abstracts.
Task heads: deverbal head nouns ('-tion', '-ing', ...) of phrases papers call a task ('the X correction
task', 'tasks such as X ranking'), seen in 15+ abstracts.
Not entities: names mostly seen as a language, modality or kind of data ("X text", "X images"), as
software ("X code", "X toolbox"), as an organisation ("© 2020 X", "X Inc.") or as a task or field
("X tasks", "the X community").
"""
from __future__ import annotations

import argparse
import gzip
import json
import random
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from kg.extract.lexicon import TASK_HEADS  # noqa: E402  (the repo's own lexicon, not an installed copy)

# a phrase headed by a task noun is what is solved, not how ('object detection'); 'X learning' stays a method
_TASK_HEADS = TASK_HEADS - {"learning", "control", "modeling", "modelling"}
OUT = ROOT / "kg" / "extract" / "data"

_WORD = r"(?:[A-Z0-9][\w+]*(?:[-.][\w+]+)*|[a-z]+[A-Z][\w]*(?:-[\w]+)*)"
_NAME = rf"{_WORD}(?:\s+(?:(?:in the|of the|of|in|for)\s+)?{_WORD}){{0,4}}"
_DATA_HEAD = r"(?:data\s?sets?|benchmarks?|corpus|corpora|databases?|suites?|challenges?)"
DATA_BEFORE_HEAD = re.compile(rf"(?<![\w-])({_NAME})\s+{_DATA_HEAD}\b")
DATA_SUCH_AS = re.compile(rf"\b{_DATA_HEAD}\s*(?:\([^()]*\))?,?\s+(?:such as|including|like|namely|e\.g\.,?)\s+"
                          rf"((?:{_NAME})(?:\s*,\s*(?:and\s+)?{_NAME}|\s+and\s+{_NAME}){{0,8}})")
# an adaptation setting written source to target: 'KiteSet-to-RopeBank', 'KiteSet → RopeBank', 'from KiteSet to
# RopeBank'; where the target is a dataset by the contexts above, the source is data too (a synthetic or source set)
_SETTING_HALF = r"[A-Z0-9][A-Za-z0-9+.]*[A-Za-z0-9+]"
ADAPTATION = re.compile(rf"(?<![\w-])({_SETTING_HALF})(?:-[Tt]o-|\s*(?:→|->)\s*)({_SETTING_HALF})(?![\w-])"
                        rf"|\bfrom\s+(?:the\s+)?({_SETTING_HALF})\s+to\s+(?:the\s+)?({_SETTING_HALF})(?![\w-])")
# a short form defined after a long form ('Global Tied Aggregation (GTA)'): how often the venues give a name other meanings
DEFINED_SHORT = re.compile(rf"[a-z]\s+\(({_SETTING_HALF})\)")
METHOD_AFTER = re.compile(rf"(?<![\w-])({_NAME})\s+(?:models?|networks?|architectures?|methods?|algorithms?|frameworks?|"
                          rf"approach(?:es)?|encoders?|backbones?|loss(?:es)?|embeddings?|features?|layers?|modules?|"
                          rf"tasks?|problems?|systems?)\b")
# a modality, language or kind of data rather than one dataset: 'RGB-D images', 'English text'
KIND_AFTER = re.compile(rf"(?<![\w-])({_NAME})\s+(?:images?|data|scans?|sensors?|cameras?|videos?|signals?|imaging|"
                        rf"records?|platforms?|texts?|languages?|speakers?|sentences?|documents?|words?|characters?|speech|users?|posts?|"
                        rf"tweets?|students?|researchers?|university)\b")
_METRIC = r"((?:[a-z][a-z0-9-]*|[A-Z][A-Za-z0-9@-]*)(?:\s+(?:[a-z][a-z0-9-]*|[A-Z][A-Za-z0-9@-]*)){0,3})"
METRIC_TERMS_OF = re.compile(r"\bin terms of (?:the |both |their |its )?" + _METRIC + r"(?=\s*(?:[,.;:()]|and\b|or\b|on\b|with\b|"
                             r"compared\b|than\b|while\b|for\b|over\b|as\b|across\b|at\b|under\b|in\b|by\b|$))")
METRIC_BY = re.compile(r"\b(?:improv\w*|increas\w*|reduc\w*|decreas\w*|boost\w*|rais\w*|lower\w*|cut\w*)\s+(?:the\s+)?"
                       + _METRIC + r"\s+(?:by|from)\s+(?:up to\s+)?\d")
# what a result says is higher or better: 'a lower kite error than', 'better lantern fidelity and ...'
METRIC_COMPARED = re.compile(r"\b(?:higher|lower|better|worse|greater|smaller|improved|increased|reduced)\s+" + _METRIC
                             + r"(?=\s*(?:[,.;:()]|than\b|and\b|compared\b|while\b|on\b|over\b|across\b|$))")
# 'X model', 'X network': what names a model ('BERT', 'CNN-based') even where it also qualifies data ('BERT features')
MODEL_AFTER = re.compile(rf"(?<![\w-])({_NAME})\s+(?:models?|networks?|architectures?|methods?|algorithms?|frameworks?|"
                         rf"approach(?:es)?|encoders?|backbones?|detectors?|classifiers?)\b")
# software and organisations: neither datasets nor methods ('MATLAB code', '© 2020 Elsevier B.V.')
SOFTWARE_AFTER = re.compile(rf"(?<![\w-])({_NAME})\s+(?:code|implementation|toolbox|package|library|software|API|"
                            rf"queries|scripts?|plugin|Inc|Ltd|B\.V|Corporation|GmbH|LLC|Press|Publishing)\b")
# tasks and fields: 'NER tasks', 'the SLAM problem', 'the NLP community' name what is done, never one dataset
TASK_AFTER = re.compile(rf"(?<![\w-])({_NAME})\s+(?:tasks?|problems?|community|communities|field|research|systems?)\b")
ORG_AFTER_COPYRIGHT = re.compile(rf"(?:©|\(c\)|[Cc]opyright)\s*(?:\d{{4}}\s*)?(?:by\s+)?(?:the\s+)?({_NAME})")
# what a paper uses: 'using X', 'based on X', 'via X', 'we adopt X' (lower-case phrases of 2-4 words)
_LOWER_PHRASE = r"([a-z][a-z-]+(?:\s+[a-z][a-z-]+){1,3})"
METHOD_USED = re.compile(r"\b(?:using|via|based on|by applying|by using|employ(?:s|ing)?|adopt(?:s|ing)?|"
                         r"leverag(?:e|es|ing)|built on|relies on|rely on)\s+(?:a |an |the )?" + _LOWER_PHRASE +
                         r"(?=\s*[,.;:()]|\s+(?:and|or|to|for|with|in|on|as|that|which)\b|$)")
# head nouns of what papers call a task: 'the kite counting task', 'tasks such as lantern ranking'
_DEVERBAL = r"[a-z][a-z-]*(?:tion|sion|ment|sis|ance|ence|ing)"
TASK_BEFORE = re.compile(rf"\b(?:[a-z][a-z-]+\s+){{1,3}}({_DEVERBAL})\s+tasks?\b")
VERB_USE = re.compile(r"\b([a-z]+)\s+(?:the|a|an|this|these|those|their|its|our|each|all|both|it|them|such|any)\b")
NOUN_OF = re.compile(r"\b(?:the|a|an)\s+([a-z][a-z-]+)\s+(?:of|for)\b")
TASK_OF = re.compile(rf"\btasks?\s+(?:of|such as|like|including)\s+(?:[a-z][a-z-]+\s+){{0,3}}?({_DEVERBAL})\b")
_LIST_SPLIT = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+")
_LOWER_WORD = re.compile(r"\b[a-z][a-z]+\b")
_CAP_WORD = re.compile(r"\b[A-Z][a-z]+\b")
# what a metric phrase is headed by: a measure noun, or an abstract property noun ('-ity', '-ness')
MEASURE_HEADS = frozenset("""accuracy precision recall error rate time cost speed latency throughput efficiency complexity
    consumption usage memory size length score distance loss likelihood perplexity divergence regret runtime overhead
    ratio gap fidelity""".split())
# a used phrase is data, a setting or a result rather than a method when it ends or starts so
_NOT_METHOD_HEADS = frozenset("""data dataset datasets images image information set sets features feature number way ways
    samples sample input inputs results result knowledge model models method methods approach approaches network networks
    framework frameworks algorithm algorithms technique techniques system systems scheme schemes process video videos text
    texts point points signals signal labels label measurements space level levels time times terms term sensors camera
    cameras properties structure structures tasks task problem problems""".split())
_NOT_METHOD_FIRST = frozenset("""only just both various different several multiple many more less large small single
    simple novel new existing proposed standard common same other such these those this that their its our each all any
    real synthetic limited additional available the a an recent extensive as numerical data""".split())
# deverbal nouns that head task phrases but say nothing of which task ('the training task', 'a downstream setting')
_NOT_TASK_HEADS = frozenset("""training testing setting learning evaluation processing modeling modelling
    understanding reasoning thinking solving following performance something nothing anything everything
    question sentiment motion action""".split())
# ('question' and 'sentiment' end like deverbal nouns but name what a task is about: 'tasks such as question
# answering', 'the sentiment analysis task'; 'motion' and 'action' name what moves or is done, the object of a
# task ('human motion prediction', 'action recognition'), so a phrase they end is a thing: 'camera motion' is
# what a paper estimates, 'human action' what it recognises)
# function words a metric phrase never ends in
_METRIC_STOP = frozenset("the a an of to in on for with and or by as at its their our this that these both".split())


def read_papers(folder: Path, exclude: set[str]):
    """Each venue paper's (title, abstract), the excluded ids left out."""
    for path in sorted(folder.glob("*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            for line in fh:
                rec = json.loads(line)
                if rec.get("id") not in exclude:
                    yield str(rec.get("title") or ""), str(rec.get("abstract") or "")


def read_abstracts(folder: Path, exclude: set[str]):
    """Each venue paper's title and abstract as one text, runs of white space made one space."""
    for title, abstract in read_papers(folder, exclude):
        yield re.sub(r"\s+", " ", f"{title} {abstract}")


def mine(folder: Path, exclude: set[str]) -> tuple[dict, dict]:
    data_hits: dict[str, set[int]] = defaultdict(set)
    method_hits: Counter = Counter()
    model_hits: Counter = Counter()
    kind_hits: Counter = Counter()
    other_hits: dict[str, set[int]] = defaultdict(set)
    kind_of: dict[str, Counter] = defaultdict(Counter)
    metric_hits: dict[str, set[int]] = defaultdict(set)
    settings: list[tuple[str, str, int]] = []
    defined: dict[str, set[int]] = defaultdict(set)
    task_heads: dict[str, set[int]] = defaultdict(set)
    task_mods: dict[str, set[str]] = defaultdict(set)
    verb_uses: Counter = Counter()
    noun_uses: Counter = Counter()
    method_used: dict[str, set[int]] = defaultdict(set)
    lower_words: Counter = Counter()
    cap_words: Counter = Counter()
    for k, text in enumerate(read_abstracts(folder, exclude)):
        lower_words.update(_LOWER_WORD.findall(text))
        cap_words.update(w.lower() for w in _CAP_WORD.findall(text))
        for m in DATA_BEFORE_HEAD.finditer(text):
            data_hits[m.group(1)].add(k)
        for m in DATA_SUCH_AS.finditer(text):
            for name in _LIST_SPLIT.split(m.group(1)):
                if name:
                    data_hits[name].add(k)
        settings.extend((m.group(1) or m.group(3), m.group(2) or m.group(4), k) for m in ADAPTATION.finditer(text))
        for m in DEFINED_SHORT.finditer(text):
            defined[m.group(1)].add(k)
        for m in METHOD_AFTER.finditer(text):
            method_hits[m.group(1)] += 1
        for m in MODEL_AFTER.finditer(text):
            model_hits[m.group(1)] += 1
        for m in KIND_AFTER.finditer(text):
            kind_hits[m.group(1)] += 1
            other_hits[m.group(1)].add(k)
            kind_of[m.group(1)]["data"] += 1
        for rx, kind in ((SOFTWARE_AFTER, "software"), (ORG_AFTER_COPYRIGHT, "organisation"), (TASK_AFTER, "task")):
            for m in rx.finditer(text):
                other_hits[m.group(1)].add(k)
                kind_of[m.group(1)][kind] += 1
        for rx in (TASK_BEFORE, TASK_OF):
            for m in rx.finditer(text):
                task_heads[m.group(1)].add(k)
                task_mods[m.group(1)].add(text[max(0, m.start(1) - 30):m.start(1)].split()[-1].lower())
        verb_uses.update(m.group(1) for m in VERB_USE.finditer(text))
        noun_uses.update(m.group(1) for m in NOUN_OF.finditer(text))
        for m in METHOD_USED.finditer(text):
            method_used[m.group(1)].add(k)
        for rx in (METRIC_TERMS_OF, METRIC_BY, METRIC_COMPARED):
            for m in rx.finditer(text):
                words = m.group(1).split()
                while words and words[-1].lower() in _METRIC_STOP:
                    words.pop()
                for part in _LIST_SPLIT.split(" ".join(words)):  # 'accuracy and speed': two metrics
                    if part and part.split()[0].lower() not in _METRIC_STOP:
                        metric_hits[part].add(k)

    def name_like(name: str) -> bool:
        words = name.split()
        if any(c.isdigit() for c in name) or any(c.isupper() for w in words for c in w[1:]):
            return True
        caps = [w for w in words if w[:1].isupper()]
        if len(caps) >= 2:
            return True
        # one capitalised word: a name only when the corpus (almost) never writes it in lower case
        w = words[0].lower()
        return lower_words[w] <= 0.05 * max(1, cap_words[w])

    def dataset_counts() -> dict[str, int]:
        datasets = {}
        for name, papers in data_hits.items():
            n = len(papers)
            if n >= 3 and name_like(name) and method_hits[name] <= n // 2 and kind_hits[name] <= n and len(name) >= 3 \
                    and any(c.isalpha() for c in name):
                datasets[name] = n
        return datasets

    first = dataset_counts()
    # the sources of adaptation settings whose targets are datasets: a second pass over the names the first one kept
    for source, target, k in settings:
        if target in first and source != target:
            data_hits[source].add(k)
    # a name only the settings make data, that the venues define as a short form as often, has other meanings
    # ('GTA': a game, an area, an attention variant), and the weaker context does not settle which
    datasets = {name: n for name, n in dataset_counts().items() if name in first or len(defined[name]) < n}
    metrics = {}
    for name, papers in metric_hits.items():
        n = len(papers)
        # a metric is written in lower case or as an acronym; Title Case phrases are names of things
        head = name.split()[-1]
        measure = head.lower() in MEASURE_HEADS or head.endswith(("ity", "ness")) or (head.isupper() and len(head) <= 6)
        # 'trade-off between accuracy', 'from O': a phrase with a function word inside is no metric name
        inner = any(w.lower() in _METRIC_STOP | {"between", "from", "than"} for w in name.split())
        if n >= 5 and measure and not inner and (name.islower() or name.isupper() or re.fullmatch(r"[a-z0-9 -]*[A-Z][A-Za-z0-9@-]*", name)):
            metrics[name] = n
    methods = {}
    for name, papers in method_used.items():
        words = name.split()
        if len(papers) >= 8 and words[-1] not in _NOT_METHOD_HEADS and words[-1] not in _TASK_HEADS and words[0] not in _NOT_METHOD_FIRST \
                and name not in metrics:
            methods[name] = len(papers)
    # languages, modalities, software and organisations: named, often used, never one dataset or method;
    # a name written before a model noun three times as often as before a data noun names a model, not a kind of data
    not_entities = {name: {"kind": kind_of[name].most_common(1)[0][0], "papers": len(p)} for name, p in other_hits.items()
                    if len(p) >= 5 and name_like(name) and len(p) > len(data_hits.get(name, ())) and name not in datasets
                    and not (kind_of[name].most_common(1)[0][0] == "data" and model_hits[name] >= 3 * kind_hits[name])}
    # a head noun papers often call a task ('... correction task'), never a measure or a generic word
    # ... said of many different things (not 'computer vision'), not mostly a verb ('using the', 'during a'),
    # and a noun elsewhere too ('the X of'; not 'challenging', 'existing')
    heads = {h: len(p) for h, p in task_heads.items() if len(p) >= 15 and len(task_mods[h]) >= 8 and verb_uses[h] < len(p) and noun_uses[h] >= len(p) // 5
             and h not in MEASURE_HEADS and h not in _NOT_TASK_HEADS}
    return datasets, metrics, not_entities, methods, heads


_KINDS = ("; kind data: a language, modality or kind of data, never one dataset; kind software or organisation: "
          "neither a dataset nor a method; kind task: a task or field, never one dataset")


def _count(v) -> int:
    return v["papers"] if isinstance(v, dict) else v


def venue_args(description: str) -> tuple[Path, set[str]]:
    """The command line every mining script takes: the venue folder, --exclude files whose paper ids are skipped and,
    with --exclude-drawn, the extra gold sets' draw (recomputed in memory, no set file needed)."""
    ap = argparse.ArgumentParser(description=description)
    ap.add_argument("venues", type=Path, help="folder of *.jsonl.gz venue lists")
    ap.add_argument("--exclude", type=Path, action="append", default=[], help="JSON Lines whose ids are skipped")
    ap.add_argument("--exclude-drawn", type=Path, help="../shared/data: leave out the extra gold sets' draw")
    args = ap.parse_args()
    exclude = excluded_ids(args.exclude)
    if args.exclude_drawn:
        exclude |= drawn_ids(args.exclude_drawn)
    return args.venues, exclude


def drawn_ids(data: Path) -> set[str]:
    """The ids scripts/sample_extra_gold.py draws for every extra gold set, recomputed in memory."""
    from sample_extra_gold import PER_SET, SETS, pools
    by_family = pools(data, random.Random(2026))
    return {r["id"] for i in range(len(SETS)) for f, n in PER_SET.items() for r in by_family[f][i * n:(i + 1) * n]}


def excluded_ids(paths: list[Path]) -> set[str]:
    """The paper ids of the --exclude JSON Lines files."""
    exclude = set()
    for path in paths:
        exclude |= {json.loads(line)["id"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()}
    return exclude


def mine_and_write(description: str, filename: str, about: str, mine) -> None:
    """The whole run of a mining script that writes one counted list: its command line, mine(venues, exclude), and
    the list written in count order; `about` names the venue folder as {venues}."""
    venues, exclude = venue_args(description)
    write_counted(OUT / filename, about.format(venues=venues.name), mine(venues, exclude))


def write_names(path: Path, about: str, names: dict) -> None:
    """A mined list as the extraction reads it: {"about": ..., "names": {...}} in the given order."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"about": about, "names": names}, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"{path.name}: {len(names)} names")


def write_counted(path: Path, about: str, counts: dict) -> None:
    """write_names with the names ordered by count, highest first (ties by name)."""
    write_names(path, about, dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))))


def main() -> None:
    venues, exclude = venue_args(__doc__.splitlines()[0])
    datasets, metrics, not_entities, methods, task_heads = mine(venues, exclude)
    for fname, names, what in (("datasets.json", datasets, "dataset"), ("metrics.json", metrics, "metric"),
                               ("not_entities.json", not_entities, "language/modality/software/organisation"),
                               ("methods.json", methods, "method"), ("task_heads.json", task_heads, "task head")):
        write_names(OUT / fname, f"{what} names mined by scripts/mine_gazetteers.py from {venues.name}/ "
                    f"(count: abstracts using the name in a {what} context; dev-gold papers excluded)" + _KINDS * (fname == "not_entities.json"),
                    dict(sorted(names.items(), key=lambda kv: (-_count(kv[1]), kv[0]))))


if __name__ == "__main__":
    main()
