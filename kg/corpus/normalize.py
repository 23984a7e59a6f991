"""Abstract text as it comes from paper lists -> plain text that the pipeline and offsets use.

Paper lists keep some markdown (``**S**pectral``, ``_x_``, links) and LaTeX (``$\\times$``,
``{\\it ...}``, ````quotes''``). We turn those into the characters a reader sees, then NFC, fold
whitespace and mend words a PDF line break split. Only what a person would read is kept, so entity names match across papers.
"""
from __future__ import annotations

import re
import unicodedata

from kg.corpus.line_breaks import join_line_breaks

# LaTeX commands that stand for a character or word
_LATEX_SYMBOLS = {
    "times": "×", "pm": "±", "mp": "∓", "cdot": "·", "approx": "≈", "sim": "~", "leq": "≤", "le": "≤",
    "geq": "≥", "ge": "≥", "neq": "≠", "ne": "≠", "to": "→", "rightarrow": "→", "leftarrow": "←",
    "infty": "∞", "alpha": "α", "beta": "β", "gamma": "γ", "delta": "δ", "epsilon": "ε",
    "varepsilon": "ε", "theta": "θ", "lambda": "λ", "mu": "μ", "pi": "π", "sigma": "σ", "tau": "τ",
    "phi": "φ", "omega": "ω", "Delta": "Δ", "Omega": "Ω", "Theta": "Θ", "Sigma": "Σ",
    "Phi": "Φ", "Psi": "Ψ", "Lambda": "Λ", "Gamma": "Γ", "Pi": "Π", "psi": "ψ", "eta": "η", "rho": "ρ",
    "kappa": "κ", "nu": "ν", "xi": "ξ", "zeta": "ζ", "chi": "χ", "ell": "ℓ", "sqrt": "√", "log": "log",
    "%": "%", "&": "&", "$": "$", "#": "#", "_": "_", "{": "{", "}": "}", "ldots": "…", "dots": "…",
    "cdots": "…", "textasciitilde": "~", "degree": "°", "circ": "°", "in": "∈", "sum": "∑",
    # text-mode forms of the same characters ("9.87{\\texttimes} faster")
    "texttimes": "×", "textendash": "–", "textemdash": "—", "textless": "<", "textgreater": ">", "textdegree": "°",
}
# commands whose argument is kept as plain text (formatting, not content)
_LATEX_WRAPPERS = (
    "textbf", "textit", "emph", "texttt", "textsc", "textrm", "textsf", "mathrm", "mathbf", "mathit",
    "mathcal", "mathbb", "mathsf", "mathtt", "text", "operatorname", "boldsymbol", "bm", "underline",
    "mbox", "hbox",
)
_LATEX_DECLS = ("it", "bf", "em", "sc", "tt", "rm", "sf", "small", "large", "footnotesize")

# colour and environment commands carry no text of their own ("\\textcolor{red}{2.2%}", "\\begin{center}")
_RE_DROPPED = re.compile(r"\{\\color\s*\{[^{}]*\}\s*([^{}]*)\}|\\textcolor\s*\{[^{}]*\}\{([^{}]*)\}"
                         r"|\\color\s*\{[^{}]*\}|\\(?:begin|end)\s*\{[^{}]*\}")
# a wrapper whose backslash and first letter a JSON or C escape ate ("\\textbf" read as a tab and "extbf",
# "\\emph" as "mph"): the letters left never stand before a brace in prose
_EATEN = tuple(w[1:] for w in _LATEX_WRAPPERS if w[0] in "te" and len(w) >= 4 and w != "text") + ("extsl", "extup", "extmd")
_RE_EATEN_WRAPPER = re.compile(r"(?<![A-Za-z\\])(?:extcolor\s*\{[^{}]*\}\s*|(?:%s)\s*)\{([^{}]*)\}" % "|".join(_EATEN))
# a wrapper whose braces the export dropped, glued to the word it wrapped ("\\emphnonnegative", "\\textitBig-Five"):
# no command begins with these letters and goes on, so the letters after are the reader's word (not "textsl":
# "\\textslash" is a symbol)
_RE_BRACELESS_WRAPPER = re.compile(r"\\(?:emph|textbf|textit|textsc|texttt|textrm|textsf)(?=[A-Za-z0-9])")
_RE_WRAPPER = re.compile(r"\\(?:%s)\s*\{([^{}]*)\}" % "|".join(_LATEX_WRAPPERS))
# a citation command with its keys ("\\citep{smith2019}", "\\cite[p. 3]{a,b}", and glued when the export dropped
# the braces: "\\citeSmith19,jones2020"): the keys are bibliography labels, not words a reader sees; without this
# the braces stayed ("{smith2019}") or the symbol reader cut the glued key at its first digit ("2019label"); a
# possessive glued to the braces ("\\cite{X}s method") goes with it
_RE_CITE = re.compile(r"[ \t~]*\\cite(?:[a-z]*\*?(?:\s*\[[^\]]*\])*\s*\{[^{}]*\}(?:['’]?s\b)?|[\w:./-]*\w(?:,[\w:./-]*\w)*)")
_RE_DECL_GROUP = re.compile(r"\{\\(?:%s)\b\s*([^{}]*)\}" % "|".join(_LATEX_DECLS))
_RE_SYMBOL = re.compile(r"\\([A-Za-z]+|[%&$#_{}])")
# a group left holding one symbol or nothing once its command is read ("9.87{×}", "Intel{}" of "\\textregistered"):
# braces of TeX grouping, which a reader does not see; a group holding a letter or a digit ("{O}", "{0,1}") stays
_RE_SYMBOL_GROUP = re.compile(r"\{([^\w\s{}]?)\}")
_RE_SUPSUB = re.compile(r"[\^_]\{([^{}]*)\}|\^(\w)")
_RE_MATH = re.compile(r"(?<!\\)\$(.+?)(?<!\\)\$", re.S)
_RE_TEX_QUOTES = re.compile(r"``(.*?)''", re.S)
_RE_MD_LINK = re.compile(r"\[([^\]]+)\]\((?:https?://|www\.)[^)\s]*\)")
_RE_MD_STRONG = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1", re.S)
_RE_MD_EM = re.compile(r"(?<![\w*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])")
# markdown's underscore emphasis ("_adaptive rejection sampling_"): only words, spaces and hyphens inside, and no
# word character on either side, so subscripts ("x_i and y_j") and identifiers ("max_iter_count") stay
_RE_MD_UNDERSCORE = re.compile(r"(?<![\w\\])_([A-Za-z][A-Za-z -]*[A-Za-z])_(?!\w)")
_RE_MD_CODE = re.compile(r"`([^`\n]+)`")
_RE_MD_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+", re.M)
# LaTeX's tie, a space the line must not break at ("Gaussian Process~(GP)", "DHF1K~makes"), between a word and
# a word or a bracket: a reader sees a space; glued, the short form's bracket and the name around it are lost
# ("~5" before a figure reads "about" and stays)
_RE_TIE = re.compile(r"(?<=[A-Za-z0-9]{2})~(?=[A-Za-z(])")
# TeX accents on a letter ("Fr\\'echet", "Schr\\"{o}dinger", "{\\'e}", "\\v{s}"): the reader sees one accented letter;
# left, the name is cut at the backslash or kept apart from the same name written in Unicode. A mark accent takes
# the letter right after it or in braces; a letter accent only in braces, so "\\cdot" and "\\Huge" stay commands
_ACCENT_MARKS = {"'": "\u0301", "`": "\u0300", "^": "\u0302", '"': "\u0308", "~": "\u0303", "=": "\u0304",
                 "u": "\u0306", "v": "\u030c", "H": "\u030b", "c": "\u0327", "k": "\u0328", "r": "\u030a"}
_RE_ACCENT = re.compile(r"\\(?:(?P<m>['`^\"~=])(?:\{(?P<a>[A-Za-z])\}|(?P<b>[A-Za-z]))|(?P<l>[uvHckr])\{(?P<c>[A-Za-z])\})"
                        r"|\{\\(?P<g>['`^\"~=uvHckr])\s*(?P<d>[A-Za-z])\}")
# a letter that BibTeX braces guard inside a word ("Fr{é}chet", "{Ł}ojasiewicz", "{D}isparity"): braces a reader
# does not see. An accented letter anywhere in a word; a plain capital only before lower-case letters and after no
# letter or command, so a set "{O}" and "\\bar{Y}" stay
_RE_GUARDED_LETTER = re.compile(r"(?<=[^\W\d_])\{([^\W\d_A-Za-z])\}|\{([^\W\d_A-Za-z])\}(?=[^\W\d_])"
                                r"|(?<![\\\w])\{([A-Z])\}(?=[a-z])")
_RE_WS = re.compile(r"\s+")
_RE_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
# a sentence stop the export glued to the next sentence ("... detection.Our method", "(KRN).By enforcing"): a stop
# after a lower-case word or a closing bracket, then a capitalised word that ends the written word
_RE_GLUED_STOP = re.compile(r"(?<=[a-z]{2}|\w\))\.(?=[A-Z][a-z]+[,;:]?$)")
# the word the stop is in: one of a web address, a file or a mail name keeps its dots ("example.org/Kite.Html")
_RE_WORD = re.compile(r"\S+")
# a Greek letter of inline math glued to the word after it, where the export dropped the space at the math's end
# ("where $\alpha$ is" -> "αis", "θangles"): the tokenizer keeps the two as one word, which then opens a name ("αare
# lacking"). Not after a letter ("lnδ", "Reλ"), nor "μ", the micro prefix of a unit ("μstrain", "μm").
_RE_GLUED_GREEK = re.compile(r"(?<![^\W\d_])([\u0391-\u03a9\u03b1-\u03bb\u03bd-\u03c9])(?=[a-z]{2,}\b)")


def _accented(m: re.Match) -> str:
    letter = m.group("a") or m.group("b") or m.group("c") or m.group("d")
    mark = _ACCENT_MARKS[m.group("m") or m.group("l") or m.group("g")]
    return unicodedata.normalize("NFC", letter + mark)


def _symbol(m: re.Match) -> str:
    name = m.group(1)
    return _LATEX_SYMBOLS.get(name, "" if name.isalpha() else name)


def _math(m: re.Match) -> str:
    inner = m.group(1)
    inner = _RE_SUPSUB.sub(lambda s: s.group(1) or s.group(2), inner)
    return inner


def strip_markup(text: str) -> str:
    """Remove markdown and LaTeX markup, keeping the text a reader would see."""
    t = _RE_CONTROL.sub(" ", text)
    t = _RE_TEX_QUOTES.sub(lambda m: f"\u201c{m.group(1)}\u201d", t)
    t = _RE_CITE.sub("", t)
    t = _RE_ACCENT.sub(_accented, t)
    t = _RE_MD_LINK.sub(r"\1", t)
    t = _RE_MD_HEADING.sub("", t)
    t = _RE_MD_STRONG.sub(r"\2", t)
    t = _RE_MD_EM.sub(r"\1", t)
    t = _RE_MD_UNDERSCORE.sub(r"\1", t)
    t = _RE_MD_CODE.sub(r"\1", t)
    t = _RE_DROPPED.sub(lambda m: m.group(1) or m.group(2) or "", t)
    t = _RE_EATEN_WRAPPER.sub(r"\1", t)
    for _ in range(3):  # nested wrappers like \textbf{\emph{x}}
        new = _RE_DECL_GROUP.sub(r"\1", _RE_WRAPPER.sub(r"\1", t))
        if new == t:
            break
        t = new
    t = _RE_BRACELESS_WRAPPER.sub("", t)
    t = _RE_MATH.sub(_math, t)
    t = _RE_SYMBOL.sub(_symbol, t)
    t = _RE_TIE.sub(" ", t)
    t = _RE_GUARDED_LETTER.sub(lambda m: m.group(1) or m.group(2) or m.group(3), t)
    return _RE_SYMBOL_GROUP.sub(r"\1", t)


def _unglued_stops(text: str) -> str:
    """A space after a sentence stop glued to the next sentence: the tokenizer keeps "(KRN).By" as one word, so the
    short form loses its bracket pair and names run over the stop (a stop between two letters it splits itself)."""
    if "." not in text:
        return text
    return _RE_WORD.sub(lambda w: w.group(0) if any(c in w.group(0) for c in "/@:") else _RE_GLUED_STOP.sub(". ", w.group(0)),
                        text)


def normalize(text: str) -> str:
    """Plain, NFC, single-spaced text: the string every character offset points into."""
    t = _once(text)
    # one pass can uncover markup ("``x``" -> "`x`"); repeat until stable so that the stored abstract is
    # its own normal form (offsets are taken on it). Every change shortens the text, so this ends.
    for _ in range(8):
        again = _once(t)
        if again == t:
            break
        t = again
    return t


def _once(text: str) -> str:
    t = strip_markup(unicodedata.normalize("NFC", text))
    t = unicodedata.normalize("NFC", t)
    return _unglued_stops(join_line_breaks(_RE_WS.sub(" ", _RE_GLUED_GREEK.sub(r"\1 ", t)).strip()))
