"""Which phrases name methods the paper uses: kinds ("a kite-based method"), families a method is based
on, the means after "via / through", and defined short forms of methods versus tasks.
"""
from __future__ import annotations

import re
from functools import lru_cache

from spacy.tokens import Doc, Span

from kg.extract import extensions
from kg.extract.doc_reads import doc_text
from kg.extract.lexicon import (
    CONTRIBUTION_HEADS, DATA_CONTAINERS, DATASET_HEADS, GENERIC_WORDS, HARDWARE_NOUNS, MEASURE_HEADS, PROPOSER_SUBJECTS, SETTING_HEADS, TASK_HEADS, generic_key, generic_terms,
    hyphen_span, is_generic, languages, means_key, method_name_words, singular_of_plural, task_heads, tool_terms, used_terms,
)
from kg.extract.proposal_verbs import OWN_METHOD_NOUNS, is_self
from kg.extract.task_rules import OWN_MARKER_WORDS, PROBLEM_NOUNS, first_conjunct

extensions.register()

# what a sentence 'X is a ... method' says X is
_KIND_OF_METHOD = frozenset("method approach algorithm technique framework tool procedure".split())


def methods_by_definition(doc: Doc) -> set[str]:
    """Names (lower case) a sentence of the abstract defines as a method: 'Kite optimization (KO) is a
    data-efficient approach to ...' makes 'kite optimization' and 'KO' no task anywhere in the paper."""
    out = set()
    for tok in doc[doc._.kg_title_end:]:
        if tok.lemma_ != "be" or tok.dep_ not in ("ROOT", "conj"):
            continue
        attr = next((c for c in tok.children if c.dep_ == "attr"), None)
        subj = next((c for c in tok.children if c.dep_ == "nsubj"), None)
        if attr is None or subj is None or attr.lemma_.lower() not in _KIND_OF_METHOD or subj.pos_ not in ("NOUN", "PROPN"):
            continue
        words = [t for t in subj.subtree if not (t.pos_ == "DET" or t.is_punct)]
        if words:
            out.add(doc[words[0].i:subj.i + 1].text.lower())
        for short, long in doc._.kg_abbrevs or []:
            if words and long.start >= words[0].i and long.end <= subj.i + 1:
                out.add(short.text.lower())
                out.add(long.text.lower())
    return out


def called_a_task(text: str, short: str, long: str) -> str | None:
    """'Rope linking (RL) ... on three RL tasks': a defined short form whose long form's head says nothing is
    a Task where the abstract writes either form before 'task' or 'problem' (None otherwise), the long form also
    with its bracketed short form between ('the kite rope linking (KRL) task'), as `called_a_method` reads it."""
    if not _has_task_word(text):
        return None  # no 'task' or 'problem' anywhere: the pattern cannot match
    forms = "|".join(re.escape(f) for f in (short, long))
    return "Task" if re.search(rf"(?<![\w-])(?:{forms})s?(?:\s*\([^()]*\))?\s+(?:task|problem)s?\b", text, re.I) else None


_TASK_WORD = re.compile(r"task|problem", re.I)  # called_a_task's nouns, with its flags


@lru_cache(maxsize=8)
def _has_task_word(text: str) -> bool:
    """One scan per abstract text, asked for each defined short form."""
    return _TASK_WORD.search(text) is not None


# nouns naming a procedure: a measure-headed name written before one of them, or called one, is run, not measured
_PROCEDURE_NOUNS = r"(?:method|algorithm|learning|update|procedure|technique|estimator|approach)s?"


def called_a_method(text: str, short: str, long: str) -> bool:
    """'Kite Divergence (KD) is a popular method ...', '... causes KD learning to ...': a short form whose long
    form ends in a measure noun is still a method where the abstract calls it one or writes it before a
    procedure noun."""
    forms = "|".join(re.escape(f) for f in (short, long))
    return bool(re.search(rf"(?<![\w-])(?:{forms})s?(?:\s*\([^()]*\))?\s+(?:is\s+an?\s+(?:\w+\s+){{0,2}})?"
                          rf"{_PROCEDURE_NOUNS}\b", text, re.I))


def listed_method_example(tok) -> bool:
    """tok heads an item of 'existing methods including A, B and C' / 'algorithms such as A or B': an example of
    methods, whatever its head noun says."""
    tok = first_conjunct(tok)
    prep = tok.head
    if tok.dep_ != "pobj" or prep.lower_ not in ("including", "as", "like"):
        return False
    head = prep.head.head if prep.lower_ == "as" and prep.head.lower_ == "such" else prep.head
    return bool(re.fullmatch(_PROCEDURE_NOUNS, head.lower_))


# plural nouns whose listed examples are methods ('optimizers such as X', 'architectures, e.g., X and Y')
_EXAMPLE_HEADS = frozenset("methods models algorithms architectures techniques approaches optimizers estimators "
                           "classifiers baselines solvers".split())  # not 'frameworks': fields and software are listed as such
_EXAMPLE_CUES = frozenset("e.g. e.g including like".split())


def example_of_methods(span: Span) -> bool:
    """'recent optimizers (e.g., Kite)', 'architectures, e.g., RopeNet, Kiteformer and Lantern', 'models such as
    kite trees (KT) and rope lists': an item of a list of examples after a plural method noun is a method,
    whatever its own head says (the parse hangs 'e.g.' anywhere, so the list is walked back token by token)."""
    doc, first = span.doc, span.sent.start
    nxt = doc[span.end] if span.end < len(doc) else None
    if nxt is not None and nxt.pos_ in ("NOUN", "PROPN", "ADJ", "NUM"):
        return False  # the phrase goes on: a cut name ('such as support | vector regression')
    i, closed = span.start - 1, 0
    while i >= first and span.start - i <= 20:
        tok = doc[i]
        such_as = tok.lower_ == "as" and i > first and doc[i - 1].lower_ == "such"
        if tok.lower_ in _EXAMPLE_CUES or such_as:
            j = i - 2 if such_as else i - 1
            while j >= first and doc[j].text in ("(", ","):
                j -= 1
            return j >= first and doc[j].lower_ in _EXAMPLE_HEADS
        closed += (tok.text == ")") - (tok.text == "(")
        if closed < 0 or tok.pos_ in ("VERB", "AUX", "ADP", "PRON") or tok.tag_ in ("WDT", "WP", "WP$") \
                or tok.text in (".", ";", ":", "—", "–") or tok.lower_ == "the":
            return False  # inside brackets ('X (Kite et al., 2020)': a citation); the list ended before ('methods such
            # as X improve Y', 'methods such as X without kite ropes', 'X, whose loss'); 'such as the kite's tails':
            # parts of a thing
        i -= 1
    return False


def listed_example(chunk: Span) -> Span | None:
    """'optimizers (e.g., Kite)', 'models such as rope trees': a noun phrase no other rule takes that a list gives
    as an example of methods (weak: any other span of its words wins); not a capitalised action noun ('Kite
    Steering', 'Roping' listed so are fields)."""
    root = chunk.root
    if root.i != chunk.end - 1 or root.pos_ not in ("NOUN", "PROPN") or any(c.isdigit() for c in root.text) \
            or root.is_title and root.lower_.endswith(ACTION_ENDINGS) or chunk[0].lower_ == "the" \
            or any(t.dep_ == "cc" for t in chunk):
        return None
    words = [t for t in chunk if not (t.pos_ in ("DET", "PRON", "NUM") or t.is_punct and t.text != "-")]
    if not words or is_generic([t.text for t in words]) or words[-1].i - words[0].i + 1 != len(words) \
            or words[0].is_sent_start or words[0].i > chunk.start or not example_of_methods(chunk):
        return None  # 'whose kite loss': a determiner or pronoun says the list has ended
    return chunk.doc[words[0].i:root.i + 1]


def listed_name_example(tok) -> bool:
    """'optimizers (e.g., Kite)': a capitalised name the parse hangs outside any noun phrase, listed as an example of
    methods; not a capitalised action noun ('Roping', 'Kite Steering' listed so are fields), nor a piece of a
    hyphen word."""
    doc = tok.doc
    return tok.pos_ == "PROPN" and tok.is_title and not tok.is_sent_start and not tok.lower_.endswith(ACTION_ENDINGS) \
        and "-" not in (doc[tok.i - 1].text, tok.nbor(1).text if tok.i + 1 < len(doc) else "") \
        and example_of_methods(doc[tok.i:tok.i + 1])


@lru_cache(maxsize=1)
def _training_gerund_last_words() -> frozenset[str]:
    """The last word of each listed training gerund, folded ('fine tuning' -> 'tuning'): a gate on every token."""
    return frozenset(k.split()[-1] for k in generic_terms().get("Training_gerund", ()) if k.split())


def training_gerund(tok) -> Span | None:
    """'fine-tuning the rope model', 'requires expensive pre-training', 'finetuning (FT) on kite data': a training
    procedure written as one gerund word (generic_terms.yaml, training_gerund) names the procedure the work uses,
    though no method noun follows; not as a modifier of a noun ('the pre-training phase', 'fine-tuning data'), nor
    the paper's own ('our fine-tuning'). tok: the word's last token."""
    last = generic_key(tok.text).split()
    if last and last[-1] not in _training_gerund_last_words():
        return None  # the key of a hyphen word ending in tok ends in tok's own last part, which ends no listed gerund
    word = hyphen_span(tok)
    key = generic_key(word.text)
    if word.end != tok.i + 1 or key not in generic_terms().get("Training_gerund", ()):
        return None  # not the last token of one of those words
    if _modifies_a_noun(tok):
        return None  # 'the pre-training phase': it says which phase, the noun is the thing
    if word.start > 0 and tok.doc[word.start - 1].lower_ in OWN_MARKER_WORDS:
        return None  # 'our fine-tuning', 'a novel pre-training': the paper's own procedure
    if _stage_of_a_model(word):
        return None  # 'knowledge learnt during pretraining', 'the model's massive pretraining': when or how a model was
        # made, not a procedure the work applies
    if _negated(word):
        return None  # 'works without any fine-tuning', 'does not require pre-training': what the work does not use
    if _names_the_papers_topic(tok.doc, key):
        return None  # 'Kite Pre-Training' (the title), 'we propose rope-aware fine-tuning': the procedure is what
        # the paper studies or builds, and the word alone points back to that
    return word


def applied_training_gerund(tok) -> Span | None:
    """'by fine-tuning the kite model', 'finetuning a rope classifier on our data improves ...', 'when finetuning on
    lantern data': a training gerund (training_gerund) that acts on its own object, a direct object or an 'on'
    complement, tells of the procedure applied to a model or data, an act of the study or of the work it compares
    with. Without an object the word names the procedure as a topic or a stage ('adaptive pre-training can harm
    ...', 'pre-training, followed by fine-tuning'), which the venues' papers mostly study rather than use."""
    word = training_gerund(tok)
    if word is None or _next_stage(word) or tok.head.lemma_.lower() in _AVOID_VERBS:
        return None  # 'pre-training followed by fine-tuning on X': a paradigm's stage; 'avoid finetuning X': not used
    # what it acts on: data ('on rope data') or a model, named or headed by a method noun ('the kite classifier',
    # 'KiteBERT', 'it'); not a task or a thing refined ('fine-tuning tasks', 'fine-tuning the poses')
    acts_on = any(c.dep_ == "prep" and c.lower_ == "on" or c.dep_ == "dobj" and _a_model(c) for c in tok.children)
    return word if acts_on or _the_means(tok) else None


# prepositions whose object is the means of the work ('adapted via fine-tuning', 'by pre-training')
_GERUND_MEANS_PREPS = frozenset("via through by with".split())


def _the_means(tok) -> bool:
    """'by leveraging pretraining', 'adapted via fine-tuning', 'with full fine-tuning': the gerund, though it has no
    object, is what a verb of use takes or what a means preposition introduces, the procedure the work is done with
    ('followed by fine-tuning' is a stage: _next_stage)."""
    return tok.dep_ == "dobj" and tok.head.lemma_.lower() in _TOOL_VERBS \
        or tok.dep_ == "pobj" and tok.head.lower_ in _GERUND_MEANS_PREPS


def _a_model(noun) -> bool:
    """A model as the object of a training verb: a name, a pronoun or a method noun ('the rope network')."""
    return noun.pos_ in ("PROPN", "PRON") or noun.lemma_.lower() in METHOD_NOUNS or noun.lower_ in _KIND_HEADS


# verbs whose gerund complement is what the work does without ('avoid finetuning the kite model')
_AVOID_VERBS = frozenset("avoid eliminate bypass forgo skip obviate".split())


def _next_stage(word: Span) -> bool:
    """'followed by (supervised) fine-tuning': the word names the stage that comes next in a training scheme, as
    'after fine-tuning' does (_stage_of_a_model); the words that say which kind of stage may come between."""
    doc, i = word.doc, word.start - 1
    while i > 0 and word.start - i <= 3 and (doc[i].pos_ == "ADJ" or doc[i].text == "-" or doc[i].dep_ in ("amod", "compound")):
        i -= 1
    return i >= 1 and doc[i].lower_ == "by" and doc[i - 1].lower_ == "followed"


def _modifies_a_noun(tok) -> bool:
    """'the pre-training phase', 'pretraining corpora': the gerund word qualifies the noun after it. A verb whose noun
    comes after other words ('fine-tuning existing models') is the parse taking an object for a modified noun; a
    data noun right after it is qualified whatever the tagger says ('benchmarks and pretraining corpora')."""
    nxt = tok.nbor(1) if tok.i + 1 < len(tok.doc) else None
    if tok.dep_ in ("compound", "amod", "nmod") and tok.head.i > tok.i and tok.head.pos_ == "NOUN" \
            and not (tok.pos_ == "VERB" and tok.head.i > tok.i + 1):
        return True
    return nxt is not None and nxt.is_lower and (tok.pos_ != "VERB" and nxt.pos_ == "NOUN" or _names_data(nxt))


_STAGE_PREPS = frozenset("during after before throughout".split())


def _stage_of_a_model(word: Span) -> bool:
    """'during (the) pretraining', 'after fine-tuning', 'the model's (massive) pretraining', 'its pre-training': the
    word names a stage in a model's making, after a preposition of time or a possessive."""
    i = word.start - 1
    while i >= 0 and (word.doc[i].pos_ == "ADJ" or word.doc[i].lower_ == "the"):
        i -= 1
    before = word.doc[i] if i >= 0 else None
    return before is not None and (before.lower_ in _STAGE_PREPS or before.tag_ in ("POS", "PRP$") and before.lower_ not in OWN_MARKER_WORDS)


_NEGATIONS = frozenset("without no not n't never nor".split())


def _negated(word: Span) -> bool:
    """A negation among the few words before, with no punctuation between: 'without (further) fine-tuning', 'does
    not require any pretraining', 'no fine-tuning'."""
    for tok in reversed(word.doc[max(word.sent.start, word.start - 4):word.start]):
        if tok.is_punct:
            return False
        if tok.lower_ in _NEGATIONS:
            return True
    return False


def _names_data(tok) -> bool:
    """tok is a noun of data or of a measure ('corpora', 'data', 'loss'), whatever the tagger made of it."""
    return tok.lower_ in _DATA_OR_MEASURE or tok.lemma_.lower() in _DATA_OR_MEASURE


def _names_the_papers_topic(doc: Doc, key: str) -> bool:
    """Whether the title or one of the paper's proposals holds the word (folded as generic_terms keys are)."""
    title = doc[:doc._.kg_title_end].text
    return any(key in generic_key(text) for text in [title] + [p.text for p in doc._.proposed or []])


def defined_problem(tok) -> bool:
    """tok is the noun of 'X is a (hard, vision) problem / task / challenge' with a noun subject X."""
    head = tok.head
    return tok.dep_ == "attr" and tok.lemma_.lower() in PROBLEM_NOUNS and head.lemma_ == "be" \
        and any(c.dep_ == "nsubj" and c.pos_ in ("NOUN", "PROPN") for c in head.children)


_TOOL_VERBS = frozenset("use employ apply adopt leverage utilize utilise exploit".split())


def used_as_a_tool(span: Span, means_only: bool = False) -> bool:
    """'we employ automatic kite annotation', 'apply the lantern correction': what a verb of use takes as
    its object is a method used, even where its words read like a task; so is what 'via' or 'relies /
    based / built on' introduce, the means of the work (means_only: those alone)."""
    root = span.root
    root = first_conjunct(root)  # 'via rope pruning and kite relevance tuning'
    head = root.head
    if span.start < span.doc._.kg_title_end:
        return False
    if root.dep_ == "dobj" and head.lemma_.lower() in _TOOL_VERBS:
        return not means_only
    # 'via X', 'relies on X', 'based on X': the means of the sentence's work
    return root.dep_ == "pobj" and (head.lower_ == "via" or head.lower_ == "on" and head.head.lemma_.lower() in _MEANS_ON)


_MEANS_ON = frozenset("rely base build".split())


# the links a clause of use hangs on the clause whose subject it shares: 'we do X by using Y', 'we propose Z, which
# uses Y', 'our method relies on Y, applying Z'; not 'ccomp' ('we show that prior work uses Y': their use, not ours)
_SHARED_CLAUSE = frozenset("advcl xcomp pcomp pobj prep acl relcl dobj appos conj".split())
# what a work draws on rather than a way of working: its inputs ('uses local information', 'leverages label cues')
_INPUT_HEADS = frozenset("information knowledge feature features cue cues signal signals".split())


def used_by_the_work(span: Span) -> bool:
    """'we use kite splines', 'our approach utilizes rope bounds', 'we propose KiteNet, which leverages lantern
    averages', 'we fit X through lantern kernels', 'our approach is based on kite harmonics': a shared term (many
    venue abstracts write it, as a means among others: the mined used_terms) that a verb of use takes as object, or a
    preposition of means introduces (then also a term the venues often write as a tool: the mined tool_terms), in a
    clause of the paper's own work is a method the paper uses; not its inputs (information, features), a use negated
    ('without using X'), nor a paper's one-off description of what it draws on ('uses metric pose information'), which
    the venues do not share."""
    root = first_conjunct(span.root)
    head = root.head
    if root.dep_ == "dobj" and head.lemma_.lower() in _TOOL_VERBS:
        verb = head
    elif root.dep_ == "pobj" and _means_preposition(head) and means_key(span.text) in tool_terms():
        # a preposition also introduces settings and quantities ('with additive noise'): only terms the venues
        # write as the object of a verb of use in a fair share of their mentions
        verb = head.head
    else:
        return False
    if span.start < span.doc._.kg_title_end or _names_data(span[-1]) or span[-1].lower_ in _INPUT_HEADS \
            or means_key(span.text) not in used_terms() or _negated(span.doc[head.i:head.i + 1]):
        return False
    return _in_the_works_clause(verb)


# verbs by which a work puts a part into its model, besides the verbs of use ('impose / incorporate kite priors')
_PUT_IN_VERBS = frozenset("impose incorporate enforce integrate introduce".split())


def put_in_as_a_part(span: Span) -> bool:
    """'we impose rope priors', 'methods rely on kite priors', 'uses lantern poses as rope priors': a building block
    that a verb of use or of putting in takes as object, or a preposition of means (or 'as' on a verb of use)
    introduces, is a method used, whoever's work it is; not a use negated ('without using rope priors')."""
    root = first_conjunct(span.root)
    head = root.head
    if root.dep_ == "dobj" and head.lemma_.lower() in _TOOL_VERBS | _PUT_IN_VERBS:
        verb = head
    elif root.dep_ == "pobj" and (_means_preposition(head) or head.lower_ == "as" and head.head.lemma_.lower() in _TOOL_VERBS):
        verb = head.head
    else:
        return False
    return span.start >= span.doc._.kg_title_end and not _negated(span.doc[verb.i:verb.i + 1])


# verbs that join a part to a whole, with the whole or the partner after 'with / into' ('combines X with Y')
_JOINING_VERBS = frozenset(["combine"]) | _PUT_IN_VERBS - {"introduce"}
_JOINED_TO = frozenset("with into".split())


def joined_into_the_work(span: Span) -> bool:
    """'our method combines kite estimation with a rope module', 'the first work incorporating rope learning into
    kite clustering': what the paper's own work (or a noun of work the gerund describes) joins to a partner or into a
    whole is a part it uses, even where its words read like a task; not two things joined ('combine kite detection and
    rope tracking': maybe the tasks a model does together), the whole itself ('integrate X into the kite estimation',
    which the parser may read as a second object), a join negated, nor the paper's topic (the title or a proposal
    holds its words: a paper about it)."""
    root = span.root
    verb = root.head
    if root.dep_ != "dobj" or verb.lemma_.lower() not in _JOINING_VERBS or span.start < span.doc._.kg_title_end \
            or any(c.dep_ == "conj" for c in root.children):
        return False
    # the partner or whole after the part ('integrate X into Y'; the parser may hang Y on the verb as a second object)
    if not any(c.dep_ == "prep" and c.lower_ in _JOINED_TO and c.i > span.end - 1 for c in verb.children):
        return False
    own = _in_the_works_clause(verb) or verb.dep_ == "acl" and verb.head.lemma_.lower() in PROPOSER_SUBJECTS | OWN_METHOD_NOUNS
    return own and not _negated(span.doc[verb.i:verb.i + 1]) and not _names_the_papers_topic(span.doc, generic_key(span.text))


# the prepositions that name the means of a clause's action ('via X', 'by X', 'through X'), and 'on' after 'based /
# relies / built'; not 'with', which as often gives a setting, an input or a partner ('learning with noisy labels',
# 'solved with limited memory', 'equip the feature with local structures', 'compared with X')
_MEANS_PREPOSITIONS = frozenset("via through by".split())


def _means_preposition(prep) -> bool:
    """prep introduces the means of its clause's action: 'via / through / by X' on a verb ('via' also on a noun:
    'kite effects via rope forests'), 'based / relies / built on X'."""
    verb = prep.head
    if prep.lower_ in _MEANS_PREPOSITIONS:
        return verb.pos_ in ("VERB", "AUX") or prep.lower_ == "via"
    return prep.lower_ in ("on", "upon") and verb.lemma_.lower() in _MEANS_ON


# a relative pronoun as subject: the clause describes the noun it hangs on ('KiteNet, which uses X'), even where the
# parser makes it a clausal complement ('we propose KiteNet that uses X' parsed as 'propose ... [that uses X]')
_RELATIVE_SUBJECTS = frozenset("that which who".split())


def _in_the_works_clause(verb) -> bool:
    """The clause of verb, or one it hangs on, has the paper's own work as subject ('we', 'our approach', passive 'our
    model is trained ...'); a clausal complement does not share it ('we show that prior work uses X'), unless its
    subject is a relative pronoun, the parser's misreading of a relative clause."""
    clause = verb
    for _ in range(8):
        subject = next((c for c in clause.children if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is not None and is_self(subject):
            return True
        relative = clause.dep_ == "ccomp" and subject is not None and subject.lower_ in _RELATIVE_SUBJECTS \
            and subject.tag_ in ("WDT", "WP")
        if clause.dep_ not in _SHARED_CLAUSE and not relative or clause.head.i == clause.i:
            return False
        clause = clause.head
    return False


# what a '<word>-based' phrase is headed by when it names no way of working: a task, data, a measure, a place
_NOT_A_FAMILY = TASK_HEADS | DATA_CONTAINERS | MEASURE_HEADS | SETTING_HEADS | frozenset(
    "task tasks problem problems application applications".split())


def based_family(tok) -> Span | None:
    """'rope-based convolution', 'kite-based lantern methods': a lower-case '<word>-based' modifier
    followed by the nouns of its phrase names a family of methods by what it works on, when the head noun is
    no task, data, measure or setting ('rope-based tasks', 'kite-based applications')."""
    doc = tok.doc
    if tok.lower_ != "based" or tok.i < 2 or doc[tok.i - 1].text != "-" or doc[tok.i - 1].whitespace_ or doc[tok.i - 2].whitespace_:
        return None
    word, head = doc[tok.i - 2], tok.head
    if not word.is_lower or not word.is_alpha or head.pos_ != "NOUN" or head.i <= tok.i or head.i - tok.i > 4:
        return None
    heads = _NOT_A_FAMILY | task_heads()  # mined task heads too: 'kite-based optimization' is what is done
    if head.lower_ in heads or head.lemma_.lower() in heads or head.lower_ in ("one", "ones") \
            or any(t.pos_ not in ("NOUN", "PROPN", "ADJ", "PUNCT") for t in doc[tok.i + 1:head.i]):
        return None  # 'rope-based ones' stands for a noun said before
    start = word.i
    # the whole word and what qualifies it: 'rope-kite-based', 'deep rope-based', 'cell-level kite-based'
    while start > 0 and (not doc[start - 1].whitespace_ and doc[start - 1].text == "-" or doc[start - 1].head.i >= start
                         and doc[start - 1].pos_ in ("ADJ", "NOUN", "PUNCT") and doc[start - 1].dep_ in ("amod", "compound", "npadvmod", "punct")
                         and doc[start - 1].text not in ",;:()" and not is_generic([doc[start - 1].text])):  # not 'first', 'existing'
        start -= 1
    return doc[start:head.i + 1] if start >= doc[tok.i].sent.start else None


_KIND_HEADS = frozenset("model models method methods approach approaches algorithm algorithms network networks technique techniques".split())


def method_kind(chunk: Span) -> Span | None:
    """'supervised kite models', 'an unsupervised rope approach': a method noun with words that say which
    kind names a family of methods (the merge drops it when only generic words say so)."""
    head = chunk.root
    if head.i != chunk.end - 1 or head.lower_ not in _KIND_HEADS:
        return None
    if any(t.text in "()" for t in chunk):
        return None  # 'popular (free) kite models': an aside, no kind's name
    words = [t for t in chunk if not (t.pos_ in ("DET", "PRON", "NUM") or t.is_punct and t.text != "-")]
    if len(words) < 2 or any(t.lower_ in OWN_MARKER_WORDS or t.tag_ in ("JJR", "JJS", "RBS", "RBR", "PDT") for t in chunk):
        return None  # 'more accurate models', 'the best models': claims about methods, not kinds
    # a noun says which kind ('kite models', 'Lantern's method'); adjectives alone mostly praise or describe
    if not any(t.pos_ in ("NOUN", "PROPN") and t.dep_ in ("compound", "poss", "nmod") and not is_generic([t.text]) for t in words[:-1]):
        return None
    return chunk.doc[words[0].i:head.i + 1]


_MEANS_PREPS = frozenset("via through".split())
# verbs that report a finding: what 'through / via' adds to them is the evidence, not a method of the work
_SHOWING_VERBS = frozenset("show demonstrate find observe confirm verify validate reveal".split())
_MEANS_VERBS = _TOOL_VERBS
# verbs whose 'with' says what the work is done with ('trained with a kite loss', 'equipped with a rope detector')
_WITH_VERBS = frozenset("train pretrain optimize optimise fit equip combine feed augment couple integrate initialize "
                        "initialise regularize regularise solve implement instantiate".split())


def means_object(chunk: Span) -> Span | None:
    """'via a kite transform', 'relies on lantern regression', 'using a rope detector', 'trained with a kite
    loss': a noun phrase no other rule or the model takes, named as the means of the work, is a method used
    (weak: any other span of its words wins)."""
    root = chunk.root
    first = root
    first = first_conjunct(first)
    head = first.head
    means = first.dep_ == "pobj" and (head.lower_ in _MEANS_PREPS or head.lower_ in ("on", "upon")
                                       and head.head.lemma_.lower() in _MEANS_ON) \
        or first.dep_ == "dobj" and head.lemma_.lower() in _MEANS_VERBS \
        or first.dep_ == "pobj" and head.lower_ == "with" and head.head.lemma_.lower() in _WITH_VERBS
    # 'we recast X as a kite operation (of ...)': the formal tool the work recasts its problem as, unless its head
    # names a task or problem ('cast X as a ranking problem')
    formal = first.dep_ == "pobj" and head.lower_ == "as" and _formulated_as(head) \
        and root.lemma_.lower() not in TASK_HEADS | task_heads() | PROBLEM_NOUNS
    means = means or formal
    if means and head.lower_ in _MEANS_PREPS and head.head.lemma_.lower() in _SHOWING_VERBS:
        return None  # 'through careful experimentation we show ...': how the claim was checked, not a method
    nxt = chunk.doc[root.i + 1] if root.i + 1 < len(chunk.doc) else root
    if not means or root.pos_ != "NOUN" or root.i != chunk.end - 1 or nxt.lower_ == "of" and not formal:
        return None  # 'a combination of ...', 'a set of ...': what follows says what is used
    if formal and nxt.lower_ == "of" and chunk[0].lower_ == "the":
        return None  # 'modelled as the admissible rotation of the rope': a property of a thing, no tool
    words = [t for t in chunk if not (t.pos_ in ("DET", "PRON", "NUM") or t.is_punct and t.text != "-")]
    while words and (words[0].lower_ in GENERIC_WORDS or words[0].tag_ in ("JJR", "JJS")):
        words = words[1:]
    if len(words) < 2 or is_generic([t.text for t in words]) or words[-1].i - words[0].i + 1 != len(words):
        return None  # one plain word ('an instance', 'knowledge') names too little
    # plural: the data, features or cases worked from ('raw kite frames', 'case studies'), unless a method
    # noun says they are methods; nor data or a measure; nor a phrase with an adverb ('properly designed')
    # or a common noun's possessive ('the robot's onboard camera'; not an eponym's: 'Kite's expansion')
    if root.tag_ == "NNS" and root.lemma_.lower() not in _KIND_HEADS | METHOD_NOUNS and root.lower_ not in _KIND_HEADS \
            or root.lemma_.lower() in _DATA_OR_MEASURE or any(t.pos_ == "ADV" or t.tag_ == "POS" and t.nbor(-1).is_lower for t in words):
        return None
    # a head that names no way of working: a study or a result ('an ablation study'), a quality ('superior
    # robustness'), a device ('a kite hand')
    if root.lower_ in GENERIC_WORDS and root.lower_ not in _KIND_HEADS or root.lower_.endswith(("ness", "ity")) \
            or root.lower_ in HARDWARE_NOUNS or root.lemma_.lower() in generic_terms().get("Means_head", ()):
        return None
    # the head says a way of working: an action noun ('kite regression', 'lantern learning') or a method noun
    # ('a rope detector'); other heads are mostly things worked with ('a point cloud', 'the encoder output')
    lemma = root.lemma_.lower()
    if not (root.lower_.endswith(ACTION_ENDINGS) or lemma in METHOD_NOUNS or lemma in _KIND_HEADS or root.lower_ in _KIND_HEADS):
        return None
    return chunk.doc[words[0].i:root.i + 1]


def named_means(chunk: Span) -> Span | None:
    """'based on Kite', 'we apply the Lantern taxonomy', 'using a generalized Rope distribution': a phrase holding a
    plain capitalised name mid-sentence that a verb of use takes as object, or 'via / based on' introduces, names a
    method the work uses (acronyms and CamelCase are named anywhere: looks_named; a plain capitalised word only by
    this slot). Not data or a measure, a language, a task, a device, a numbered item ('based on Theorem 2'), a
    common plural ('using Kite frames': what is worked from), a possessive ('Kite's output'), the paper's own ('a
    novel Kite Transform'), an item of a list of data, a property 'of' something ('relies on the Kite-ness of X'),
    nor a phrase the parse cut short ('using Kite pre-training')."""
    root = chunk.root
    after = chunk.doc[chunk.end] if chunk.end < len(chunk.doc) else root
    if root.pos_ not in ("NOUN", "PROPN") or root.tag_ == "NNS" or not used_as_a_tool(chunk) \
            or any(t.like_num or t.tag_ == "POS" for t in chunk) or after.like_num or after.text == "-" \
            or after.i > root.i and (after.pos_ in ("NOUN", "PROPN") or after.tag_ == "VBG" or after.lower_ == "of"):
        return None
    words = [t for t in chunk if not (t.pos_ in ("DET", "PRON") or t.is_punct and t.text != "-")]
    while words and (words[0].lower_ in GENERIC_WORDS or words[0].tag_ in ("JJR", "JJS")):
        words = words[1:]
    if not words or words[-1].i != root.i or words[-1].i - words[0].i + 1 != len(words):
        return None
    named = [t for t in words if t.pos_ == "PROPN" and t.text[:1].isupper() and not t.is_sent_start
             and t.text not in languages()]
    if not named or _names_data(root) or root.lower_ in _INPUT_HEADS | HARDWARE_NOUNS \
            or root.lemma_.lower() in TASK_HEADS | task_heads() | PROBLEM_NOUNS \
            or any(t.lower_ in OWN_MARKER_WORDS for t in (*chunk, *first_conjunct(root).lefts)) \
            or any(_names_data(c) for c in root.conjuncts):
        return None  # 'based on a novel Kite Transform': the paper's own; 'the Kite and Rope datasets': data
    return chunk.doc[words[0].i:root.i + 1]


ACTION_ENDINGS = ("tion", "sion", "ment", "ing", "sis")
# verbs (and their nouns) that recast the work's problem as a known formal tool: 'we model X as a kite regression',
# 'X can be viewed as a rope extension', 'recast the kite loss as a lantern operation'
_FORMULATE_VERBS = frozenset("model formulate reformulate recast cast view".split())
_FORMULATE_NOUNS = frozenset("formulation reformulation".split())


def _formulated_as(prep) -> bool:
    """prep is an 'as' whose verb (or noun) recasts something as a formal tool (the parse often hangs the 'as' on
    the verb's object: 'recast [the kite loss as ...]')."""
    head = prep.head
    if head.dep_ in ("dobj", "nsubjpass") and head.head.pos_ == "VERB":
        head = head.head
    return head.pos_ == "VERB" and head.lemma_.lower() in _FORMULATE_VERBS or head.lower_ in _FORMULATE_NOUNS


_DATA_OR_MEASURE = DATA_CONTAINERS | DATASET_HEADS | MEASURE_HEADS | frozenset(["data"])


# nouns that say a name before them is a method: contribution heads and kinds of models and techniques
METHOD_NOUNS = CONTRIBUTION_HEADS | frozenset("autoencoder detector classifier factorization decomposition".split())


# 'KTX and non-RPQ codes': a list of single names closed by one lower-case noun they share
_SHARED_NOUN = re.compile(r"(?:\s*(?:,|\band\b|\bor\b)\s*(?:[\w]+-)?[A-Z][\w-]*)+\s+([a-z]+)\b")


def names_a_thing(doc: Doc, word: Span) -> bool:
    """'the KTX codes', 'an RPQ curve': an undefined name right before a plain noun that is no part of a
    method qualifies that thing, and the text does not say the name is a method ('the LMV loss' says so)."""
    nxt = doc[word.end] if word.end < len(doc) else None
    if nxt is not None and word.text.lower().startswith("non-") and nxt.pos_ in ("NOUN", "PROPN"):
        return True  # 'the non-KTX baselines': which ones are meant by what they are not, no method named
    if nxt is not None and nxt.lower_ in ("lower", "upper") and word.end + 1 < len(doc) \
            and doc[word.end + 1].lower_.rstrip("s") == "bound":
        return True  # 'a KQ lower bound': the name qualifies a bound (tagged adverb + verb), no method
    shared = _SHARED_NOUN.match(doc_text(doc), word.end_char)
    if shared is not None:  # 'the KTX and RPQ codes': both names qualify the noun after the list
        at = doc.char_span(shared.start(1), shared.end(1))
        return at is not None and len(at) == 1 and _plain_noun(at[0])
    # a lower-case word after a name is often tagged PROPN ('KD dimension'); it is still a plain noun
    return nxt is not None and nxt.is_lower and word[-1].whitespace_ and _plain_noun(nxt)


def method_word_in_role(doc: Doc, word: Span) -> bool:
    """'the Transformer baseline', 'with both CNN and Transformer backbones': a capitalised word the venues write
    as a method's name (method_name_words), mid-sentence, right before a role noun, is a method the study builds
    on or compares with."""
    if word.text not in method_name_words() or word[0].is_sent_start or word.end >= len(doc):
        return False
    return doc[word.end].lower_ in _METHOD_ROLES


def method_word_alone(doc: Doc, word: Span) -> bool:
    """'we extend the analysis to the Transformer', 'models based on Transformers': a capitalised word the venues write
    as a method's name (method_name_words, or its plural), standing alone mid-sentence in the abstract as a noun, names
    that method; not a word of a Title Case name ('the Kite Transformer'), nor a modifier of a plain noun after it, nor
    the head of a longer kind ('vision Transformers')."""
    w = word.text
    if not w[:1].isupper():
        return False  # the mined name words are capitalised: most tokens stop here, before the parse is read
    if len(word) != 1 or word.start < doc._.kg_title_end or word[0].is_sent_start or word[0].pos_ not in ("NOUN", "PROPN"):
        return False
    if w not in method_name_words() and singular_of_plural(w) not in method_name_words():
        return False
    near = [doc[i] for i in (word.start - 1, word.end) if 0 <= i < len(doc)]
    if any(t.text[:1].isupper() and not t.is_sent_start for t in near) or names_a_thing(doc, word):
        return False
    # 'vision Transformers': a noun before it makes a kind of its own, of which the word is only the head
    return not any(t.dep_ in ("compound", "nmod") and t.is_alpha for t in word[0].lefts)


# nouns for the role a method plays in a study: 'the KTX and RPQ backbones', 'the KTX baseline' name methods, each
# one the paper builds on or compares with, not a thing the names qualify
_METHOD_ROLES = frozenset("backbone backbones baseline baselines".split())


def _plain_noun(tok) -> bool:
    """A noun that is no part of a method's name ('codes', 'curve'; not 'loss', 'model', 'backbone')."""
    return tok.pos_ in ("NOUN", "PROPN") and tok.lemma_ not in METHOD_NOUNS and tok.lower_ not in METHOD_NOUNS \
        and tok.lower_ not in _METHOD_ROLES
