"""Mine the shared terms that venue abstracts write as the object of a verb of use in a share of their uses ('we use random forests').

A preposition of means ('with', 'by', 'via', 'through', 'based on') introduces tools, but also settings, agents and
quantities ('with additive noise', 'produced by an unknown distribution', 'with polynomial dependence'); a verb of
use takes tools. A term of scripts/mine_used_terms.py's kind (two or three words, keyed by
kg/extract/lexicon.means_key, no function word at either end) is kept when at least MIN_TOOL abstracts write it
right after a verb of use (an article skipped) and those are at least MIN_SHARE of the abstracts that write it at
all (at least MIN_ABSTRACTS): a way of working papers take up, not a thing they mostly write in other roles
('objective function', 'prior works', 'upper bounds'). kg/extract/data/tool_terms.json, the count: abstracts that
write the term after a verb of use.

    .venv/bin/python scripts/mine_tool_terms.py ../shared/data/venues --exclude ../shared/data/venue_gold/venue_dev_input.jsonl --exclude-drawn ../shared/data

gives the committed file byte for byte.
"""
from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mine_gazetteers import mine_and_write, read_papers  # noqa: E402  (also puts the repo's kg on the path)
from mine_shared_means import shared_by_abstracts  # noqa: E402
from mine_used_terms import written_as_means  # noqa: E402

MIN_ABSTRACTS = 5
MIN_TOOL = 2
MIN_SHARE = 0.03
# the inflected forms of method_rules._TOOL_VERBS as written (means_key folds case, drops a plural 's')
TOOL_VERBS = re.compile(r"^(?:use[sd]?|using|employ(?:s|ed|ing)?|appl(?:y|ie|ied|ying)|adopt(?:s|ed|ing)?|"
                        r"leverag(?:e|es|ed|ing)|utili[sz](?:e|es|ed|ing)|exploit(?:s|ed|ing)?)$")


def mine(folder: Path, exclude: set[str]) -> dict[str, int]:
    papers = list(read_papers(folder, exclude))
    as_tool = Counter(term for _, abstract in papers for term in written_as_means(abstract, TOOL_VERBS))
    as_tool = {term: n for term, n in as_tool.items() if n >= MIN_TOOL}
    written = shared_by_abstracts(papers, set(as_tool), MIN_ABSTRACTS)
    return {term: as_tool[term] for term, n in written.items() if as_tool[term] >= MIN_SHARE * n}


def main() -> None:
    mine_and_write(__doc__.splitlines()[0], "tool_terms.json",
                   f"terms of two or three words that at least {MIN_TOOL} venue abstracts write right after a verb of use, "
                   f"at least {MIN_SHARE:.0%} of the abstracts (and at least {MIN_ABSTRACTS}) that write them, mined by "
                   f"scripts/mine_tool_terms.py from {{venues}}/ (count: abstracts that write the term after a verb of "
                   "use; dev-gold and extra-gold papers excluded)", mine)


if __name__ == "__main__":
    main()
