"""Methods-used rules of issue 16 rounds 8 and 9, on invented sentences."""
from __future__ import annotations

import pytest

from kg.extract.method_rules import based_family, method_kind, used_as_a_tool
from kg.extract.merge import (
    _class_before_named_members, _named_here,
    PRIORITY, _action_on_object, _anaphoric, _gerund_object, _means_term, _not_an_entity, _own_description, _training_of_a_name,
    _vague_head, _without_quality_word,
)
from kg.extract.pipeline import shared_nlp
from tests.support.entities import entity_texts


@pytest.fixture(scope="module")
def nlp():
    return shared_nlp(False)


def _span(doc, text: str):
    words = text.split()
    for i in range(len(doc) - len(words) + 1):
        if [t.text for t in doc[i:i + len(words)]] == words:
            return doc[i:i + len(words)]
    raise AssertionError(f"{text!r} not in {doc.text!r}")


def test_what_follows_via_or_relies_on_is_a_means(nlp):
    doc = nlp("Our tracker learns kite paths via lantern relevance tuning and rope smoothing.")
    assert used_as_a_tool(_span(doc, "lantern relevance tuning"))
    assert used_as_a_tool(_span(doc, "rope smoothing"))  # a conjunct of the means is one too
    doc = nlp("Existing trackers rely on the wind structure to find kites.")
    assert used_as_a_tool(_span(doc, "wind structure"), means_only=True)
    doc = nlp("To save effort, we employ automatic kite annotation. We study automatic kite annotation for ropes.")
    first, second = [doc[i:i + 3] for i, t in enumerate(doc) if t.text == "automatic"]
    assert used_as_a_tool(first) and not used_as_a_tool(first, means_only=True)  # a verb of use: tasks only
    assert not used_as_a_tool(second)


def test_a_plural_term_after_based_on_is_what_the_means_works_from(nlp):
    doc = nlp("The tracker is based on lantern smoothing. The gap is based on kite factors.")
    assert _means_term(_span(doc, "lantern smoothing"))
    assert not _means_term(_span(doc, "kite factors"))


def test_a_based_phrase_names_a_family_of_methods(nlp):
    doc = nlp("We integrate kite-based convolution with rope-based lantern pooling.")
    found = [based_family(t).text for t in doc if based_family(t) is not None]
    assert found == ["kite-based convolution", "rope-based lantern pooling"]
    doc = nlp("Earlier deep rope-based lantern methods fail on rope-based tasks and in kite-based applications.")
    found = [based_family(t).text for t in doc if based_family(t) is not None]
    assert found == ["deep rope-based lantern methods"]  # a task or a place of use is no family of methods
    doc = nlp("Kite-based models beat rope-based ones.")
    assert [based_family(t) for t in doc if based_family(t) is not None] == []  # 'ones' stands for a noun said before


def test_a_method_noun_with_a_noun_saying_which_kind_names_a_family(nlp):
    doc = nlp("Supervised kite models and the classical Lantern's method fail, unlike our rope models.")
    kinds = [method_kind(c).text for c in doc.noun_chunks if method_kind(c) is not None]
    assert kinds == ["Supervised kite models", "classical Lantern's method"]
    doc = nlp("More accurate kite models exist. Adversarial models exist. Popular (commercial) kite models exist.")
    assert [method_kind(c) for c in doc.noun_chunks if method_kind(c) is not None] == []


def test_a_class_the_paper_develops_is_its_own(nlp):
    doc = nlp("This work develops a class of probabilistic rope samplers.")
    assert _own_description(_span(doc, "probabilistic rope samplers"), set())
    doc = nlp("This work uses a class of probabilistic rope samplers.")
    assert not _own_description(_span(doc, "probabilistic rope samplers"), set())


def test_such_methods_point_back_and_name_nothing_new(nlp):
    doc = nlp("Such hidden rope models appear often. Hidden rope models appear often. Kites such as rope models fly.")
    first, second, third = [doc[i:i + 3] if t.text != "rope" else doc[i:i + 2] for i, t in enumerate(doc)
                            if t.text in ("hidden", "Hidden") or t.text == "rope" and doc[i - 1].text == "as"]
    assert _anaphoric(first)
    assert not _anaphoric(second)
    assert not _anaphoric(third)


def test_a_singular_mention_that_points_back_names_nothing_new(nlp):
    doc = nlp("The kite is flown with a lantern sampler. Such a lantern sampler fits the tails.")
    first, second = doc[6:8], doc[11:13]  # 'lantern sampler' twice
    assert not _anaphoric(first)
    assert _anaphoric(second)
    doc = nlp("Such a KiteNet sampler fits the tails.")
    assert not _anaphoric(_span(doc, "KiteNet sampler"))  # a name keeps its node
    doc = nlp("The kite flies well, and its rope encoder weighs the tails.")
    assert not _anaphoric(_span(doc, "rope encoder"))  # a part the method has


def test_a_phrase_headed_by_the_pronoun_ones_names_nothing_new(nlp):
    doc = nlp("Our rope bound beats the earlier kite-based ones by a wide margin.")
    assert _anaphoric(_span(doc, "kite - based ones"))
    doc = nlp("Our rope bound beats the KiteNet-based ones by a wide margin.")
    assert not _anaphoric(_span(doc, "KiteNet - based ones"))  # a name keeps its node


def test_a_gerund_with_its_object_leaves_the_object(nlp):
    from spacy.tokens import Span
    doc = nlp("Earlier work on tuning lantern kite samplers does not scale.")
    assert _gerund_object(Span(doc, 3, 7, label="Method")).text == "lantern kite samplers"
    doc = nlp("We fit kites by sampling rope knots.")
    assert _gerund_object(Span(doc, 4, 7, label="Method")).text == "rope knots"
    doc = nlp("We use learning rate schedules.")  # a compound the parser may read as a clause: left whole
    assert _gerund_object(Span(doc, 2, 5, label="Method")).text == "learning rate schedules"


def test_such_inside_the_span_points_back_as_before_it(nlp):
    doc = nlp("We show that such black-box kite methods fail on ropes.")
    assert _anaphoric(_span(doc, "such black - box kite methods"))
    doc = nlp("We show that such KiteNet methods fail on ropes.")
    assert not _anaphoric(_span(doc, "such KiteNet methods"))  # a name keeps its node
    doc = nlp("We compare such kite methods as rope search and lantern search.")
    assert not _anaphoric(_span(doc, "such kite methods"))  # the examples follow: it points on, not back


def test_a_training_gerund_read_as_a_modifier_leaves_the_name(nlp):
    from spacy.tokens import Span
    doc = nlp("On the lantern data, where training KiteRec is slow, our sampler wins.")
    span = _span(doc, "training KiteRec")
    assert _training_of_a_name(Span(doc, span.start, span.end, label="Method")).text == "KiteRec"
    doc = nlp("On the lantern data, where training rope samplers is slow, our sampler wins.")
    span = _span(doc, "training rope samplers")  # no name after the gerund: left to _gerund_object
    assert _training_of_a_name(Span(doc, span.start, span.end, label="Method")).text == "training rope samplers"


def test_state_of_art_without_the_grades_a_name_as_state_of_the_art_does():
    # the spellings without 'the' ('state-of-art', 'state-of-arts') are no part of a name, as the usual one is not
    full = shared_nlp()
    for grade in ("state-of-the-art", "state-of-art", "state-of-arts"):
        found = entity_texts(full, f"Our results are better than those of a {grade} model KiteNet on two rope sets.", "Method")
        assert found == {"KiteNet"}, grade
        assert not entity_texts(full, f"We compare our results with {grade} methods on two rope sets.", "Method"), grade
        found = entity_texts(full, f"Our approach outperforms {grade} kite detectors by a large margin.", "Method")
        assert found == {"kite detectors"}, grade


def test_an_amount_of_memory_is_no_entity():
    full = shared_nlp()
    for text in ("It scales to a million kites on a machine with 8 GB RAM.",
                 "The rope model trains on a laptop with 16GB of RAM.",
                 "Training the kite model fits in 4 GB of GPU memory."):
        doc = full(text)
        assert not [s.text for s in doc.spans["kg_entities"] if "GB" in s.text], text


@pytest.mark.parametrize("text, phrase, label, dropped", [
    ("KiteNet runs up to 284× faster inference than RopeNet.", "284× faster inference", "Task", True),
    ("We release a 20x larger dataset of kite flights.", "20x larger dataset", "Dataset", True),
    ("The tracker scales to 2B model parameters.", "2B model parameters", "Method", True),
    ("We tune a 7B base model on rope logs.", "7B base model", "Method", True),
    ("We tune 7B parameter kite models on rope logs.", "7B parameter kite models", "Method", True),
    ("We tune a 13B LLaMA2 on rope logs.", "13B LLaMA2", "Method", False),  # the size before a named model
    ("We tune 3D kite trackers on rope logs.", "3D kite trackers", "Method", False),
    ("Our results show 2x speedup on rope logs.", "2x speedup", "Metric", False),  # what the factor measures
])
def test_a_size_or_a_factor_with_common_words_is_no_entity(nlp, text, phrase, label, dropped):
    assert _not_an_entity(_span(nlp(text), phrase), label, PRIORITY["model"]) is dropped


def test_a_quality_adjective_is_no_part_of_a_used_method(nlp):
    from spacy.tokens import Span

    def cut(text, phrase):
        doc = nlp(text)
        span = _span(doc, phrase)
        return _without_quality_word(Span(doc, span.start, span.end, label="Method")).text

    assert cut("It tolerates the output of an inaccurate kite detector in the first stage.", "inaccurate kite detector") \
        == "kite detector"
    assert cut("The rope is tuned with a flexible lantern refinement.", "flexible lantern refinement") == "lantern refinement"
    assert cut("The kites are fitted with robust PCA on the ropes.", "robust PCA") == "robust PCA"  # a set name
    assert cut("The kites are fitted with online lantern refinement.", "online lantern refinement") \
        == "online lantern refinement"  # which kind, not how good
    assert cut("It offers a flexible and cheap lantern method.", "flexible and cheap lantern method") \
        == "flexible and cheap lantern method"  # a coordination of qualities is left whole
    assert cut("With such a flexible lantern mechanism, kites fly.", "flexible lantern mechanism") \
        == "flexible lantern mechanism"  # it points back whole


def test_an_undefined_name_before_a_plain_noun_qualifies_a_thing(nlp):
    from kg.extract.method_rules import names_a_thing

    doc = nlp("We decode the KTX codes and plot an RPQ curve with the LMV loss and the ZQA decomposition.")
    named = {t.text: names_a_thing(doc, doc[t.i:t.i + 1]) for t in doc if t.text in ("KTX", "RPQ", "LMV", "ZQA")}
    assert named == {"KTX": True, "RPQ": True, "LMV": False, "ZQA": False}
    rules = {s.text for s in doc.spans["kg_rules"] if s.label_ == "Method"}
    assert not rules & {"KTX", "RPQ"} and {"LMV", "ZQA"} <= rules


def test_an_action_noun_with_its_object_describes_no_method(nlp):
    doc = nlp("The tracker starts from a rope interpretation of lantern methods and a mixture of kites.")
    assert _action_on_object(_span(doc, "rope interpretation of lantern methods"))
    assert not _action_on_object(_span(doc, "mixture of kites"))  # no action noun: may be a name
    doc = nlp("We compare state-of-the-art kite trackers.")
    assert not _action_on_object(doc[2:-1])  # 'state-of-the-art kite trackers': the hyphen word is no preposition


def test_a_solution_names_a_method_only_with_a_name_in_it(nlp):
    doc = nlp("We derive closed-form kite solutions and compare with the KiteNet solution.")
    assert _vague_head(_span(doc, "closed - form kite solutions"))  # what a method gives, not a method
    assert not _vague_head(_span(doc, "KiteNet solution"))


def test_plural_building_blocks_name_no_method(nlp):
    doc = nlp("The kites are trained with supervised rope losses, Gaussian priors and a lantern loss.")
    model = PRIORITY["model"]
    assert _not_an_entity(_span(doc, "supervised rope losses"), "Method", model)
    assert not _not_an_entity(_span(doc, "Gaussian priors"), "Method", model)  # named after someone
    assert not _not_an_entity(_span(doc, "lantern loss"), "Method", model)  # one loss may be a method used


def test_plural_building_blocks_a_work_puts_in_are_methods_used(nlp):
    model = PRIORITY["model"]
    doc = nlp("We impose lantern priors on the tails and the kites rely on rope losses.")
    assert not _not_an_entity(_span(doc, "lantern priors"), "Method", model)
    assert not _not_an_entity(_span(doc, "rope losses"), "Method", model)
    doc = nlp("Kites are flown without using lantern priors, and rope priors are known.")
    assert _not_an_entity(_span(doc, "lantern priors"), "Method", model)  # a use negated
    assert _not_an_entity(_span(doc, "rope priors"), "Method", model)  # no verb of use
    doc = nlp("The kite codes pass through rope layers.")
    assert _not_an_entity(_span(doc, "rope layers"), "Method", model)  # layers are gone through, not put in


def test_a_capitalised_first_word_is_no_name_for_a_vague_head(nlp):
    doc = nlp("Word representations are an important part of kite tracking. We use Kite representations.")
    doc[0].pos_ = "PROPN"  # as the tagger says after some titles: the word only opens the sentence
    assert _vague_head(doc[0:2])
    doc[-3].pos_ = "PROPN"
    assert not _vague_head(doc[-3:-1])  # capitalised inside a sentence: a name


# round 11 (branch i16m11)

def test_a_short_form_written_before_task_is_a_task():
    from kg.extract.method_rules import called_a_task
    text = "Rope kite linking (RKL) matters. We evaluate on three RKL tasks."
    assert called_a_task(text, "RKL", "Rope kite linking") == "Task"
    assert called_a_task("Lantern gradient flow (LGF) is fast. LGF converges.", "LGF", "Lantern gradient flow") is None


def test_the_short_form_of_a_generalization_setting_is_a_task(nlp):
    from kg.extract.lexicon import long_form_kind
    assert long_form_kind("Rope generalization") == "Task" and long_form_kind("kite generalisation") == "Task"
    doc = nlp("Rope generalization (RG) trains kite models for unseen winds. Most RG methods fail on lanterns.")
    assert {s.label_ for s in doc.spans["kg_entities"] if s.text == "RG"} == {"Task"}


def test_the_short_form_of_a_defined_problem_is_a_task(nlp):
    # round 21 venue reading (IJCAI 2020): '<kind> Problems (<SF>)' defined a problem, typed Method by default
    from kg.extract.lexicon import long_form_kind
    assert long_form_kind("Kite Routing Problem") == "Task" and long_form_kind("rope knotting problems") == "Task"
    doc = nlp("Kite Routing Problems (KRPs) are hard. We solve KRPs with a new lantern propagator.")
    assert {s.label_ for s in doc.spans["kg_entities"] if s.text == "KRPs"} == {"Task"}


def test_a_short_form_called_a_task_is_no_method(nlp):
    doc = nlp("Rope kite linking (RKL) is studied widely. KiteNet sets a new record on the RKL task.")
    labels = {s.text: s.label_ for s in doc.spans["kg_entities"]}
    assert labels.get("RKL") == "Task"


@pytest.mark.parametrize("text, phrase", [
    ("We align the kites via lantern peak smoothing.", "lantern peak smoothing"),
    ("The tracker relies on rope power expansion to find kites.", "rope power expansion"),
    ("To steer the kite, we employ a lantern presence detector.", "lantern presence detector"),
    ("The tagger is trained with a rope matching loss to find kites.", "rope matching loss"),
])
def test_a_means_no_other_rule_takes_is_a_method(nlp, text, phrase):
    assert phrase in entity_texts(nlp, text, "Method")


@pytest.mark.parametrize("text, phrase", [
    ("We tune the kite weights using a lantern tuning set.", "lantern tuning set"),
    ("We justify the rope design through an extensive ablation study.", "extensive ablation study"),
    ("The tracker finds kites using raw lantern frames.", "raw lantern frames"),
    ("The tracker relies on the rope encoder output.", "rope encoder output"),
    ("The kite flies via a change of winds.", "change"),
    ("The tagger is compared with a rope matching loss.", "rope matching loss"),
    ("Through careful lantern inspection, we show that the kites stay aloft.", "careful lantern inspection"),
    ("Through a visual evaluation by kite experts, we show that our method finds ropes.", "visual evaluation"),
])
def test_a_means_that_names_no_way_of_working_is_no_method(nlp, text, phrase):
    assert not any(phrase in m for m in entity_texts(nlp, text, "Method"))


@pytest.mark.parametrize("text, phrase", [
    ("Our kite tagger is based on Kestrel and runs in real time.", "Kestrel"),
    ("To label the ropes, we apply the Marlow taxonomy to every kite.", "Marlow taxonomy"),
    ("We model the rope arrivals and apply the Marlow inequality to bound the kite error.", "Marlow inequality"),
])
def test_a_capitalised_name_in_a_slot_of_use_is_a_used_method(nlp, text, phrase):
    assert phrase in entity_texts(nlp, text, "Method")


@pytest.mark.parametrize("text, phrase", [
    ("The rope bound is based on Theorem 2 of the kite analysis.", "Theorem"),
    ("Our kite tagger uses English to label the ropes.", "English"),
    ("Kestrel is what our kite tagger relies on.", "Kestrel"),
    ("The kite tagger is trained using raw Tadworth frames.", "Tadworth frames"),
    ("Our tagger is based on a novel Kestrel Fusion and Marlow Transform of the ropes.", "Marlow Transform"),
    ("We evaluate the kite tagger using the Kestrel Gesture and the Marlow Gesture datasets.", "Kestrel Gesture"),
])
def test_a_numbered_item_a_language_or_a_name_out_of_the_slot_is_no_used_method(nlp, text, phrase):
    assert not any(phrase in m for m in entity_texts(nlp, text, "Method"))


def test_own_descriptions_without_article_passive_and_composed_of(nlp):
    doc = nlp("We propose lantern regularization to select kites.")
    assert _own_description(_span(doc, "lantern regularization"), set())  # a singular mass noun needs no article
    doc = nlp("We present the kite sampler of earlier work.")
    assert not _own_description(_span(doc, "kite sampler"), set())  # one named before
    doc = nlp("An iterative kite algorithm is then developed to solve it.")
    assert _own_description(_span(doc, "iterative kite algorithm"), set())
    doc = nlp("An iterative kite algorithm has been developed to solve it.")
    assert not _own_description(_span(doc, "iterative kite algorithm"), set())  # earlier work
    doc = nlp("Our KiteKD, composed of the rope module and other modules, lightens kites.")
    assert _own_description(_span(doc, "rope module"), {"KiteKD"})


def test_a_symbol_of_a_formula_is_no_method(nlp):
    from kg.extract.merge import _in_formula
    doc = nlp("We pick rows of K, denoted by SK and SL, so that the kite loss stays small.")
    assert _in_formula(_span(doc, "SK"))
    doc = nlp("The rope is hidden: (a) Kte is unseen, (b) P(Z) ≠ Q(Z) for the lantern.")
    assert _in_formula(_span(doc, "Kte"))
    doc = nlp("We revisit UCB for the kite bandit and show a √T regret.")
    assert not _in_formula(_span(doc, "UCB"))  # an acronym in a sentence with mathematics stays a name


def test_a_task_short_form_qualifying_a_method_noun_gives_the_phrase(nlp):
    from kg.extract.merge import _task_short_form_as_kind
    doc = nlp("Kite answering (KA) is hard. Unsupervised KA lags behind supervised KA models, existing KA models "
              "and the KA dataset.")
    shorts = [doc[t.i:t.i + 1] for t in doc if t.text == "KA"][1:]
    spans = [_span(doc, "supervised KA models"), _span(doc, "existing KA models"), _span(doc, "the KA dataset")]
    cands = [(PRIORITY["rule-strong"], 0.7, s, "Task", "addresses", "kg_entity_rules") for s in shorts]
    cands += [(PRIORITY["model"], 0.9, s, "Method", "uses", "kg_scierc_entities") for s in spans]
    out = {c[2].text: c[0] for c in _task_short_form_as_kind(cands) if c[3] == "Method"}
    assert out["supervised KA models"] == PRIORITY["rule-strong"]  # the model's phrase wins over the short form
    assert out["existing KA models"] == PRIORITY["model"]  # a generic word says no kind
    assert out["the KA dataset"] == PRIORITY["model"]  # a data head: no method named


def test_a_name_before_a_kind_noun_is_the_name_alone(nlp):
    from kg.extract.merge import _name_of_kind
    doc = nlp("Both RopeBERT models, KQA models and the kite model fail.")
    assert _name_of_kind(_span(doc, "RopeBERT models"), set()).text == "RopeBERT"
    assert _name_of_kind(_span(doc, "RopeBERT models"), {"RopeBERT"}).text == "RopeBERT models"
    assert _name_of_kind(_span(doc, "kite model"), set()).text == "kite model"
    assert _name_of_kind(_span(doc, "KQA models"), set()).text == "KQA models"  # an acronym may be a task


def test_a_plain_phrase_our_owns_is_the_papers_own(nlp):
    doc = nlp("Experiments show that our rope framework handles kites well.")
    assert _own_description(_span(doc, "rope framework"), set())
    doc = nlp("Experiments show that our KiteNet backbone handles kites well.")
    assert not _own_description(_span(doc, "KiteNet backbone"), set())  # a name in it: often one taken over
    doc = nlp("Experiments show that the rope framework handles kites well.")
    assert not _own_description(_span(doc, "rope framework"), set())


def test_a_phrase_be_says_of_its_subject_describes_it(nlp):
    from kg.extract.merge import _predicate_noun
    doc = nlp("KiteNet is a lightweight rope sampler. There is no perfect lantern estimator for such ropes.")
    assert _predicate_noun(_span(doc, "lightweight rope sampler"))
    assert _predicate_noun(_span(doc, "perfect lantern estimator"))
    doc = nlp("The encoder of the system is KiteNet, and the tracker uses a rope sampler.")
    assert not _predicate_noun(_span(doc, "KiteNet"))  # a name says which one is used
    assert not _predicate_noun(_span(doc, "rope sampler"))
    doc = nlp("Prominent examples are the lantern gradient method and the kite descent method.")
    assert not _predicate_noun(_span(doc, "lantern gradient method"))  # members of a list, not a description


def test_the_family_a_subject_belongs_to_describes_it(nlp):
    from kg.extract.merge import _predicate_noun
    doc = nlp("Kite smoothing is a family of lantern sampling techniques. Rope search is among the best known "
              "kite frameworks. Tail pruning is one of the standard rope tools.")
    assert _predicate_noun(_span(doc, "lantern sampling techniques"))
    assert _predicate_noun(_span(doc, "kite frameworks"))
    assert _predicate_noun(_span(doc, "rope tools"))
    doc = nlp("We show that one of the best kite methods fails on long ropes.")
    assert _predicate_noun(_span(doc, "kite methods"))
    doc = nlp("We use one of the rope networks and a class of KiteNet models.")
    assert not _predicate_noun(_span(doc, "rope networks"))  # used, not said of a subject
    assert not _predicate_noun(_span(doc, "KiteNet models"))  # a name says which


def test_a_cut_quotation_or_a_relation_sign_names_no_method(nlp):
    doc = nlp('The key part is the "greedy" kite selection algorithm, where Q ∈ Rk holds the ropes.')
    assert _not_an_entity(_span(doc, 'greedy " kite selection algorithm'), "Method", PRIORITY["model"])
    assert not _not_an_entity(_span(doc, "kite selection algorithm"), "Method", PRIORITY["model"])
    assert _not_an_entity(_span(doc, "Q ∈ Rk"), "Method", PRIORITY["model"])


def test_a_generic_family_with_a_generic_head_names_no_method(nlp):
    doc = nlp("Many deep network methods and the standard machine learning paradigm ignore kite priors, "
              "unlike rope learning methods.")
    from kg.extract.merge import _generic_family
    assert _generic_family(_span(doc, "deep network methods"))
    assert _generic_family(_span(doc, "standard machine learning paradigm"))
    assert not _generic_family(_span(doc, "rope learning methods"))
    assert not _generic_family(_span(doc, "machine learning"))  # the term alone is the stop list's own business


def test_an_unnamed_machine_is_a_concept_not_a_method(nlp):
    doc = nlp("We propose KiteNav, a planner for a mobile robot with two low-cost IMUs. KiteNav uses model "
              "predictive control on a robotic arm.")
    labels = {s.text: s.label_ for s in doc.spans["kg_entities"]}
    assert labels.get("mobile robot") == labels.get("robotic arm") == "Concept"
    assert labels.get("model predictive control") == "Method"


def test_a_device_named_by_a_mined_machine_head_is_a_concept_not_a_method(nlp):
    doc = nlp("We propose KiteMap, a mapping method for a rover with a laser range finder. KiteMap uses model "
              "predictive control and two laser scanners.")
    labels = {s.text: s.label_ for s in doc.spans["kg_entities"]}
    assert "Method" not in (labels.get("laser range finder"), labels.get("laser scanners"))
    assert labels.get("model predictive control") == "Method"


def test_a_processor_named_by_its_maker_and_model_is_a_machine(nlp):
    from spacy.tokens import Span
    from kg.extract.merge import _machine
    doc = nlp("KiteSeg runs at 40 FPS on a single Ropetec K900 GPU and a Lanterna X2 CPU beside the KiteNet robot.")
    for text, machine in (("Ropetec K900 GPU", True), ("Lanterna X2 CPU", True), ("KiteNet robot", False)):
        s = _span(doc, text)
        assert _machine(Span(doc, s.start, s.end, label="Method")) is machine, text


def test_an_unsure_model_term_headed_by_a_technique_noun_stays_a_method(nlp):
    from spacy.tokens import Span
    from kg.extract.merge import _unsure_technique
    doc = nlp("The gradient is estimated with rope gradient estimators and kite embeddings over lantern fields.")
    est, emb, fields = (_span(doc, t) for t in ("rope gradient estimators", "kite embeddings", "lantern fields"))
    assert _unsure_technique(Span(doc, est.start, est.end, label="OtherScientificTerm"))
    assert _unsure_technique(Span(doc, emb.start, emb.end, label="Method"))
    assert not _unsure_technique(Span(doc, fields.start, fields.end, label="OtherScientificTerm"))  # no technique head
    assert not _unsure_technique(Span(doc, est.start, est.end, label="Task"))  # the model's task stays below the bar
    doc = nlp("The principal architecture of our kite system is built on a rope mechanism.")
    arch, mech = _span(doc, "principal architecture"), _span(doc, "rope mechanism")
    assert not _unsure_technique(Span(doc, arch.start, arch.end, label="Method"))  # a design's structure, often its own
    assert not _unsure_technique(Span(doc, mech.start, mech.end, label="OtherScientificTerm"))


# round 18 (branch i16t18)

def test_the_head_word_of_a_task_long_form_is_no_method_name(nlp):
    doc = nlp("Embedded in a Kite-Answering (KA) setting, our system flies ropes in many languages. KA is hard.")
    rules = {(s.text, s.label_) for s in doc.spans["kg_rules"]}
    assert ("Kite-Answering", "Method") not in rules  # the long form's head says it is a task
    assert ("KA", "Task") in rules
    doc = nlp("We fly ropes with Kite-Linking (KL), a fast sampler. KL is simple.")
    assert ("Kite-Linking", "Method") in {(s.text, s.label_) for s in doc.spans["kg_rules"]}  # the head says nothing


# round 18 (branch i16lab18)

def test_a_class_of_methods_named_by_a_task_opening_the_abstract_stands_for_the_task(nlp):
    from kg.extract.merge import _field_in_opening
    doc = nlp("Rope segmentation methods have improved kite quality in recent years. Rope segmentation methods are slow.")
    assert _field_in_opening(_span(doc, "Rope segmentation methods")).text == "Rope segmentation"  # the opening's subject: the field
    later = doc[len(doc) - 6:len(doc) - 3]
    assert later.text == "Rope segmentation methods" and _field_in_opening(later) is None  # later: no longer the opening
    doc = nlp("Rope learning algorithms are hard to tune in practice.")
    assert _field_in_opening(_span(doc, "Rope learning algorithms")) is None  # a paradigm's methods: the gold splits them
    doc = nlp("Kite segmentation methods for lantern tracking are slow.")
    assert _field_in_opening(_span(doc, "Kite segmentation methods")) is None  # the task follows 'for'


def test_a_rule_task_that_the_sentence_uses_as_a_tool_is_a_method(nlp):
    doc = nlp("We study kite tracking. We apply rope segmentation to the kite images.")
    labels = {s.text: s.label_ for s in doc.spans["kg_entities"]}
    assert labels.get("rope segmentation") == "Method"  # the object of a verb of use
    assert labels.get("kite tracking") == "Task"


def test_a_word_grading_the_participle_of_a_known_method_belongs_to_its_name():
    """Round 18 (venue graph readings): 'weakly supervised learning' written without a hyphen is not the known
    name 'supervised learning' (its opposite); 'supervised learning' alone stays."""
    from kg.extract.pipeline import shared_nlp
    nlp = shared_nlp(False)
    doc = nlp("Recent kite trackers adopt weakly supervised learning under sparse rope labels.")
    methods = {s.text for s in doc.spans["kg_rules"] if s.label_ == "Method"}
    assert "weakly supervised learning" in methods and "supervised learning" not in methods
    doc = nlp("Most kite trackers rely on supervised learning only.")
    assert "supervised learning" in {s.text for s in doc.spans["kg_rules"] if s.label_ == "Method"}


# round 18 (robotics venue readings, branch i16venb18)

def test_a_robot_system_is_a_machine_and_a_machine_is_no_task(nlp):
    from spacy.tokens import Span
    from kg.extract.merge import _machine
    doc = nlp("A kite controller for aerial robots runs on a multi-robot system beside a dialogue system.")
    for text, label, machine in (("aerial robots", "Task", True), ("robot system", "Method", True), ("dialogue system", "Method", False)):
        s = _span(doc, text)
        assert _machine(Span(doc, s.start, s.end, label=label)) is machine, text
    doc = nlp("A kite teleoperation framework for aerial robots in contact with walls. We test it on a robotic system.")
    labels = {s.text: s.label_ for s in doc.spans["kg_entities"]}
    assert labels.get("aerial robots") in (None, "Concept") and labels.get("robotic system") in (None, "Concept")
    from kg.extract.merge import _machine_task
    doc = nlp("We study the tracking of moving vehicles and controlling aerial robots with a kite camera.")
    for text, machine in (("moving vehicles", True), ("tracking of moving vehicles", False),
                          ("controlling aerial robots", False), ("aerial robots", True)):
        s = _span(doc, text)
        assert _machine_task(Span(doc, s.start, s.end, label="Task")) is machine, text


def test_a_count_of_freedoms_or_a_body_quantity_is_no_method():
    from kg.extract.lexicon import is_generic_term
    for text in ("DOFs", "DoF", "degrees of freedom", "center of mass", "CoM", "RMS", "root mean square"):
        assert is_generic_term(text, "Method"), text
    assert not is_generic_term("kite mass estimator", "Method")


# round 18 (ML and theory venue readings, branch i16vene18)

def test_a_measure_headed_long_form_called_a_method_names_a_method():
    from kg.extract.method_rules import called_a_method
    text = "Lantern Divergence (LD) is a popular method for fitting kites. We show that LD learning can cycle."
    assert called_a_method(text, "LD", "Lantern Divergence")
    assert not called_a_method("Rope Kite Distance (RKD) is lower for our model.", "RKD", "Rope Kite Distance")


def test_a_measure_headed_name_defined_as_a_method_is_no_metric(nlp):
    doc = nlp("Lantern Divergence (LD) is a popular method for fitting rope fields. The regularized LD update converges.")
    labels = {s.text: s.label_ for s in doc.spans["kg_rules"]}
    assert labels.get("LD") != "Metric" and labels.get("Lantern Divergence") != "Metric"


def test_a_measure_headed_example_of_methods_is_no_metric(nlp):
    doc = nlp("We compare it with existing learning methods including stochastic kite likelihood and lantern divergence.")
    labels = {(s.text, s.label_) for s in doc.spans["kg_rules"]}
    assert ("stochastic kite likelihood", "Metric") not in labels and ("lantern divergence", "Metric") not in labels
    doc = nlp("Our model reaches a lower rope divergence on three benchmarks.")
    assert ("rope divergence", "Metric") in {(s.text, s.label_) for s in doc.spans["kg_rules"]}


# round 19 (venue readings, branch i16ven19)

def test_an_item_of_a_list_of_applications_or_domains_is_no_method():
    """'applied to scenarios such as X and Y', 'domains, including X': where a work applies, not a method it uses."""
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper
    text = ("Kite ranking can be applied to wide scenarios such as lantern systems and rope networks. "
            "Graphs model complex systems across various domains, including kite networks and rope systems. "
            "We compare with baselines such as lantern networks.")
    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])
    methods = {m.text for m in ex.mentions if m.label == "Method"}
    assert not methods & {"lantern systems", "rope networks", "kite networks", "rope systems"}
    assert "lantern networks" in methods


def test_a_procedure_set_in_a_list_of_domains_keeps_its_label():
    """'tasks designed for other domains, such as kite learning': the parse hangs the list on the domains, yet a
    learning procedure or a model named there is no domain."""
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper
    text = "Our loss wins across heterogeneous scenarios, including sequential kite models in rope systems."
    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])
    assert ("sequential kite models", "Method") in {(m.text, m.label) for m in ex.mentions}


def test_a_bracketed_short_form_inside_a_generic_phrase_leaves_it_generic():
    from kg.extract.lexicon import is_generic_term
    assert is_generic_term("Machine Learning (ML) models", "Method") and is_generic_term("ML models", "Method")
    assert not is_generic_term("Kite Learning (KL) models", "Method")


# round 19 (venue readings of theory venues, branch i16venf19)

def _mentions(text: str) -> set[tuple[str, str]]:
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper
    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])
    return {(m.text, m.label) for m in ex.mentions}


def test_a_name_before_a_lower_case_noun_or_a_bound_qualifies_that_thing():
    """'KQ dimension' (the noun often tagged PROPN after a name), 'a KQ lower bound', 'Lantern-Rope et al.':
    the name qualifies a quantity, a bound or a citation, and is no method; 'the KQ model' still is one."""
    found = _mentions("We prove that every kite class with KQ dimension d has a small rope scheme. "
                      "We also show a KQ lower bound for kite halfspaces, extending Lantern-Rope et al. to ropes. "
                      "Finally, the KQN model learns kites.")
    names = {t for t, _ in found}
    assert "KQ" not in names and "Lantern-Rope" not in names
    assert ("KQN model", "Method") in found or ("KQN", "Method") in found


def test_a_venue_cited_with_its_year_is_no_entity():
    """'[Lee et al., KQS 2021]', 'Lee and Park (KQS '19)': where a cited paper appeared, not a method."""
    found = _mentions("This improves the kite algorithm of [Lee et al., KQS 2021] and the rope method of "
                      "Lee and Park (KQS '19), in the framework of [Lee, Park and Kim; KQF 2020].")
    assert not {t for t, _ in found} & {"KQS", "KQF"}


def test_the_authors_of_an_author_year_citation_are_no_entity(nlp):
    """'Kitson-Rope (2018)', '(Lanterns and Ropeman, 2017)', 'O’Kite et al. [2016]': capitalised words right before
    a citation's year name who wrote a cited work; a name in capitals before a year stays ('KQS (2015)')."""
    from kg.extract.merge import _authors_before_year

    found = _mentions("Our bounds extend the kite technique proposed by Kitson-Rope (2018). We improve on the rope "
                      "scheme of (Lanterns and Ropeman, 2017) and the open problem of Kiteby and Ropeson (2012). "
                      "This answers a question of O’Kite et al. [2016] on kite learning.")
    assert not {t for t, _ in found} & {"Kitson-Rope", "Lanterns", "Kiteby", "O’Kite"}
    found = _mentions("This settles a question of Kite-Lanternson, Ropeby, and Stringer (2006) on kite games, "
                      "as conjectured before (Lanternby, Kitewell and Roper, 2011).")
    assert not {t for t, _ in found} & {"Kite-Lanternson", "Ropeby", "Lanternby", "Kitewell"}
    doc = nlp("We compare with KQS (2015) and the Lantern sampler (Kim, 2014).")
    assert not _authors_before_year(_span(doc, "KQS"))
    assert _authors_before_year(_span(doc, "Kim"))
    assert not _authors_before_year(_span(doc, "Lantern sampler"))


def test_a_venue_with_its_year_after_a_typographic_apostrophe_is_no_entity():
    """'COLT’09', 'COLT ’19', 'STOC’16': where a cited paper appeared, written with its year, is no method used;
    'STOC' and the like count as venues only with their year."""
    found = _mentions("We answer an open question of Kitson et al. (STOC’16) on rope learning with the "
                      "lantern sampler, and we resolve a conjecture posed at COLT ’19 and COLT’09.")
    names = {t for t, _ in found}
    assert not names & {"STOC’16", "COLT ’19", "COLT’09"}
    assert ("lantern sampler", "Method") in found


def test_a_glued_citation_a_cited_venue_and_half_a_bound_are_no_entity(nlp):
    """'(Kitson,2013)': a surname glued to its year by a comma; 'Kiteby and Ropes (KQS, 2013)': the venue of a
    citation written with a comma before its year; 'a non-trivial lower bound' cut after 'lower'."""
    doc = nlp("The kite model (Kitson,2013) answers a question of Kiteby and Ropes (KQS, 2013). "
              "It gives a non-trivial lower bound and the rope model gives a tight upper bounds.")
    low = PRIORITY["proposal"] - 1
    for text in ("Kitson,2013", "KQS", "non - trivial lower", "tight upper"):
        assert _not_an_entity(_span(doc, text), "Method", low), text
    for text in ("kite model", "rope model", "non - trivial lower bound"):
        assert not _not_an_entity(_span(doc, text), "Method", low), text


def test_a_label_in_a_bracket_of_reference_labels_is_no_entity(nlp):
    """'[Kit93, LRS94]', '[KiteRope97]': alphabetic reference labels in a bracket of labels are citations; the same
    shape outside such a bracket ('the KR20 kite model', 'KiteNet50 [12]') is left to the other checks."""
    from kg.extract.merge import _bracketed_reference_label

    doc = nlp("Kite models were compared before [Kit93, LRS94 , KiteRope97] and in [StRo92]. "
              "We extend the KR20 kite model and KiteNet50 [12] to windy days.")
    low = PRIORITY["proposal"] - 1
    for text in ("Kit93", "LRS94", "KiteRope97", "StRo92"):
        assert _bracketed_reference_label(_span(doc, text)), text
        assert _not_an_entity(_span(doc, text), "Method", low), text
    for text in ("KR20", "KiteNet50"):
        assert not _bracketed_reference_label(_span(doc, text)), text


def test_a_citation_read_whole_takes_the_coauthor_lists_of_the_other_citation_checks():
    """'Kitson, Lantern and Rope, 2013' read as one span is a citation, as 'Kitson and Rope, 2013' is."""
    from kg.extract.merge import _CITATION_SPAN
    for cited in ("Kitson,2013", "Kitson and Rope, 2013", "Kitson, Lantern and Rope, 2013", "Kitson et al., 2013a"):
        assert _CITATION_SPAN.fullmatch(cited), cited
    assert not _CITATION_SPAN.fullmatch("Kite Rope Model, 2013 edition")


def test_a_star_glued_to_a_name_in_capitals_stays_in_the_name():
    """'KRT*' (the starred, optimal variant of 'KRT'): the tokenizer splits the star off; the name keeps it."""
    found = _mentions("We extend KRT* to rope planning and compare our kite planner with PQM* and KRT.")
    assert ("KRT*", "Method") in found and ("PQM*", "Method") in found and ("PQM", "Method") not in found


def test_a_capital_with_a_glued_star_is_a_method_name():
    """'Q*', 'Q* Lite': a one-letter name with the field's star of a search algorithm is a method; a superscript
    star ('x^*') is not."""
    found = _mentions("Like search algorithms such as Q* that build whole kites from parts, our sampler builds ropes. "
                      "We compare it with Q* Lite, and the optimum x^* is found.")
    assert ("Q*", "Method") in found and ("Q* Lite", "Method") in found
    assert not any(t.startswith("x") for t, _ in found)


def test_a_short_form_of_a_measures_modifiers_names_that_measure():
    """'kite-rope (KR) divergence ... better than KR': the short form abbreviates the modifiers of a measure, and
    alone it still names the measure; a short form before a method noun stays a method."""
    found = _mentions("Our sampler is close to the target in kite-rope (KR) divergence. "
                      "Here the bound is better than KR. We use the lantern sampling (LS) method, and LS is fast.")
    assert ("KR", "Method") not in found and ("KR", "Metric") in found
    assert ("LS", "Method") in found


def test_the_short_form_of_a_hyphened_modifier_names_no_method(nlp):
    # round 20 venue reading (CVPR/ECCV 2018): 'low-resolution (LR) frames' made 'LR' a Method node in many papers
    text = ("Kite cameras record wide-angle (WA) frames of the sky. Our RopeNet maps the WA frames to "
            "narrow views and beats KNN on the WA input.")
    methods = entity_texts(nlp, text, "Method")
    assert "WA" not in methods and "KNN" in methods, methods


# round 20 (venue readings: ICRA 2021, IROS 2021; branch i16venc20)

def test_a_ranging_sensor_is_a_machine_and_no_task(nlp):
    from spacy.tokens import Span
    from kg.extract.merge import _machine, _machine_task
    doc = nlp("A kite drone equipped with a 3D LiDAR and two radars maps the kite field for lidar odometry.")
    for text, machine in (("3D LiDAR", True), ("radars", True), ("lidar odometry", False)):
        s = _span(doc, text)
        assert _machine(Span(doc, s.start, s.end, label="Method")) is machine, text
    s = _span(doc, "3D LiDAR")
    assert _machine_task(Span(doc, s.start, s.end, label="Task"))


# round 21 (methods used recall, branch i16ur21)
@pytest.mark.parametrize("text, phrase", [
    ("The tracker predicts kite poses via a deep neural network.", "deep neural network"),
    ("We steer the kite using a neural network.", "neural network"),
])
def test_a_network_family_named_as_the_tool_is_a_method(nlp, text, phrase):
    assert phrase in entity_texts(nlp, text, "Method")  # a family used, as the guidelines' GANs


def test_a_field_named_as_the_means_stays_no_method(nlp):
    assert not entity_texts(nlp, "The tracker predicts kite poses via deep learning.", "Method")


@pytest.mark.parametrize("title, method", [
    ("Counting Kites in the Wind using Lantern Learning", "Lantern Learning"),
    ("Kite Shape Recovery via Rope Learning", "Rope Learning"),
])
def test_a_learning_paradigm_a_title_goes_via_is_a_method(nlp, title, method):
    from tests.support.paper_docs import invented_doc
    doc = invented_doc(nlp, "We count kites in windy skies. Our counter finds more kites than earlier counters.", title)
    in_title = {(s.text, s.label_) for s in doc.spans["kg_entities"] if s.start < doc._.kg_title_end}
    assert (method, "Method") in in_title and (method, "Task") not in in_title


def test_a_learning_paradigm_before_for_in_a_title_stays_a_task(nlp):
    from tests.support.paper_docs import invented_doc
    doc = invented_doc(nlp, "We count kites in windy skies.", "Lantern Learning for Kite Counting")
    assert ("Lantern Learning", "Task") in {(s.text, s.label_) for s in doc.spans["kg_entities"]}


def test_a_dotted_size_of_a_mined_model_family_is_a_method(nlp, monkeypatch):
    import kg.extract.data_names as data_names
    monkeypatch.setattr(data_names, "model_stems", lambda: frozenset({"Kitelm"}))  # as if mined from the venues
    text = "We compare our tracker with Kitelm-2.5 and Ropeset-1.3 on windy days."
    found = entity_texts(nlp, text, "Method")
    assert "Kitelm-2.5" in found  # a version number of a model family, not a version string to skip
    assert "Ropeset-1.3" not in found  # no mined family: a dotted name may be a data release


def test_a_paradigm_the_venues_work_in_is_a_field_unless_the_sentence_uses_it(nlp, monkeypatch):
    """Round 22 (label decision): a learning paradigm that the mined venue statistics name as a field more
    often than as a tool is the field a sentence names, unless the sentence uses it ('we apply ...', 'via ...')."""
    import kg.extract.merge as merge
    monkeypatch.setattr(merge, "field_paradigm", lambda text: text.lower() == "kite learning")
    doc = nlp("Kite learning remains hard for sparse rope data. We apply kite learning to the rope images.")
    first, second = [s for s in (doc[i:i + 2] for i in range(len(doc) - 1)) if s.text.lower() == "kite learning"]
    assert merge._paradigm_as_field(first)
    assert not merge._paradigm_as_field(second)  # the object of a verb of use
    doc = nlp("The rope planner is combined with kite learning. A kite learning model then ranks the ropes.")
    spans = [s for s in (doc[i:i + 2] for i in range(len(doc) - 1)) if s.text.lower() == "kite learning"]
    assert not any(merge._paradigm_as_field(s) for s in spans)  # a means after 'with'; the modifier of a model


def test_a_paradigm_named_after_what_is_learned_is_no_generic_task_word_while_whole_fields_are():
    """Round 24: a paradigm named after what is learned ('representation learning') left the Task stop list, so
    the mined field reading decides it per sentence instead of the stop list dropping it; whole fields and
    families of techniques stay listed."""
    from kg.extract.lexicon import field_paradigms, generic_terms
    listed = generic_terms()["Task"]
    assert "representation learning" in field_paradigms() and "representation learning" not in listed
    assert {"learning", "machine learning", "deep learning"} <= listed


# round 22 (methods used recall, branch ur22)
@pytest.mark.parametrize("text, phrase", [
    ("By formulating kite alignment as lantern minimization of the rope error, we align faster.", "lantern minimization"),
    ("Our method can also be viewed as a graded rope extension of the kite score.", "graded rope extension"),
    ("We recast the kite tracking loss as a lantern operation, which makes it fast.", "lantern operation"),
])
def test_the_formal_tool_a_problem_is_recast_as_is_a_method(nlp, text, phrase):
    assert phrase in entity_texts(nlp, text, "Method")


@pytest.mark.parametrize("text, word", [
    ("We cast kite counting as a lantern ranking problem.", "ranking"),  # a task the problem is recast as
    ("We model the kite tether as a flexible rope cable.", "cable"),  # a thing modelled, no way of working
])
def test_what_names_no_way_of_working_recast_as_stays_no_method(nlp, text, word):
    assert not any(word in m for m in entity_texts(nlp, text, "Method"))


def test_a_property_a_thing_is_modelled_as_stays_no_method(nlp):
    text = "The tether limit is modelled as the admissible rotation of the kite line."
    assert "admissible rotation" not in entity_texts(nlp, text, "Method")


def test_an_example_listed_after_a_method_noun_is_a_method(nlp):
    from kg.extract.method_rules import example_of_methods
    doc = nlp("We compare with rope architectures, e.g., KiteNet, Lanternformer, and Ropeformer. Our tracker suits "
              "interpretable models, such as kite trees (KT) and rope lists. It works with recent optimizers (e.g., Kitem).")
    for item in ("Lanternformer", "Ropeformer", "kite trees", "rope lists", "Kitem"):
        assert example_of_methods(_span(doc, item)), item
    doc = nlp("We evaluate on datasets such as Kiteset and Ropeset. Kite methods such as Lantern improve rope tracking.")
    assert not example_of_methods(_span(doc, "Ropeset"))  # examples of data
    assert not example_of_methods(_span(doc, "rope tracking"))  # after the list's verb


def test_a_name_listed_as_an_example_of_methods_is_read(nlp):
    text = "Our update is compatible with recent gradient optimizers (e.g., Kitem), unlike earlier updates."
    assert "Kitem" in entity_texts(nlp, text, "Method")


def test_a_bare_class_noun_or_a_role_names_no_method(nlp):
    doc = nlp("The classifiers fail on windy kites. We train the backbone network and a rope classifier.")
    assert _not_an_entity(_span(doc, "classifiers"), "Method", PRIORITY["model"])  # which one is not said
    assert _not_an_entity(_span(doc, "backbone network"), "Method", PRIORITY["model"])  # a role in this paper
    assert not _not_an_entity(_span(doc, "rope classifier"), "Method", PRIORITY["model"])


# round 23 (venue reading, branch ven23)

def test_the_short_form_of_a_machine_is_a_concept_not_a_method(nlp):
    """'autonomous kite vehicles (AKVs)': the short form a machine's long form defines names that machine,
    singular or plural, wherever it stands; a short form of a model stays a method."""
    doc = nlp("We steer autonomous kite vehicles (AKVs) with a rope network (RN) in gusts. Each AKV carries RN.")
    labels = {(s.text, s.label_) for s in doc.spans["kg_entities"]}
    assert ("AKVs", "Concept") in labels
    assert not {label for text, label in labels if text in ("AKVs", "AKV")} - {"Concept"}
    assert ("RN", "Method") in labels


def test_a_unit_listed_adjectives_and_an_operator_are_no_methods(nlp):
    """Round 24 (robotics venue lists): the trained spans made '42 Hz' a Method, 'unknown and unstructured' of
    'in unknown and unstructured environments' a Task, and 'the human operator' a used Method."""
    from tests.support.paper_docs import phrase_span

    doc = nlp("Our rope controller runs at 42 Hz in unknown and unstructured kite fields with a human operator. "
              "A Hz counter and robust rope nets are used.")

    def dropped(phrase: str, label: str = "Method") -> bool:
        return _not_an_entity(phrase_span(doc, phrase), label, PRIORITY["model"])

    assert dropped("Hz") and dropped("unknown and unstructured", "Task") and dropped("human operator")
    assert not dropped("Hz", "Metric") and not dropped("robust rope nets") and not dropped("Hz counter")
    doc = nlp("Kite nets serve important computer vision tasks and kite pre-processing.")
    assert dropped("important computer vision", "Task") and not dropped("pre-processing", "Task")


# round 24 (methods used, branch mu24)

def test_two_method_phrases_joined_by_and_are_two_methods(nlp):
    """'rope tree search and neural networks': the 'and' follows a phrase of two words ending in a noun, so each side
    has its own head; a single modifier word, a shared kind noun or a name defined as a whole stays one span."""
    from kg.extract.merge import _joined_phrases
    doc = nlp("We combine rope tree search and neural networks for planning.")
    assert [s.text for s in _joined_phrases(_span(doc, "rope tree search and neural networks"))] == \
        ["rope tree search", "neural networks"]
    doc = nlp("We train teacher and student networks with kite retrieval and selection methods.")
    assert len(_joined_phrases(_span(doc, "teacher and student networks"))) == 1  # one modifier word each
    assert len(_joined_phrases(_span(doc, "kite retrieval and selection methods"))) == 1  # a kind noun both may share
    doc = nlp("We study Kite Search and Rope Tuning (KSRT) with classical causal and rope inference models.")
    assert len(_joined_phrases(_span(doc, "Kite Search and Rope Tuning"))) == 1  # one name, defined as a whole
    assert len(_joined_phrases(_span(doc, "classical causal and rope inference models"))) == 1  # an adjective first


# round 25 (methods-used precision, branch mu25)

def test_a_term_the_paper_names_itself_is_no_method_it_uses(nlp):
    """'a notion we term KPCA (kite PCA)': the name after 'we term / we call / we refer to as' is the paper's own
    term, so no mention of it (nor a part of its bracketed other form) is a method used; other names stay."""
    text = "For a second notion of error we term KPCA (kite PCA), we show that KPCA reductions beat RopeNet."
    assert entity_texts(nlp, text, "Method") == {"RopeNet"}
    text = "A variant which we call LanternSGD converges faster than KiteNet."
    assert entity_texts(nlp, text, "Method") == {"KiteNet"}
    text = "We compare LanternSGD with KiteNet and PCA."  # nothing named by the paper here
    assert entity_texts(nlp, text, "Method") == {"LanternSGD", "KiteNet", "PCA"}


def test_a_name_given_by_a_naming_participle_is_the_papers_own(nlp):
    """'we design a kite network, termed as KiteNet', 'the whole network is termed as KiteNet': the sentence names a
    thing it introduces, so no mention of the name is a method used; 'a model called X' with no own cue and
    'so-called X' cite a name others gave."""
    def used(text):
        doc = nlp(text)
        return {s.text for s in doc.spans["kg_entities"] if s.label_ == "Method" and s._.role == "uses"}
    assert used("The whole lantern network is termed as LanternNet. LanternNet beats RopeNet on kite data.") == {"RopeNet"}
    assert "KiteNet" in used("Earlier analyses were based on a model called KiteNet, which RopeNet extends.")  # named by others
    assert "so-called KiteNet models" in used("Kite methods, so-called KiteNet models, fail on rope data.")
    doc = nlp("We study named entity recognition with KiteNet.")
    assert not _named_here(_span(doc, "entity recognition"))  # the participle modifies the phrase, names nothing


def test_a_phrase_classed_as_a_problem_is_a_task(nlp):
    """'the kite tying (KT) problem', 'rope inference tasks': 'problem' or 'task' right after a phrase (past a
    bracketed short form) says it is what is solved, not a method used; 'we use KT' alone stays a method."""
    def labels(text):
        doc = nlp(text)
        return {s.text: s.label_ for s in doc.spans["kg_entities"]}
    found = labels("Despite progress on the simultaneous kite tying (SKT) problem, lantern search stays hard.")
    assert found.get("SKT") == "Task"
    assert labels("We test our sampler on kite estimation and rope inference tasks.").get("rope inference") == "Task"
    assert labels("We use KiteNet and RopeSGD to fit the lantern data.").get("RopeSGD") == "Method"


def test_a_hyphened_generic_lead_before_a_name_is_no_part_of_it(nlp):
    """'the state-of-the-art model KiteNet-2': the generic words before the name are whole hyphen words; the
    mention is the name alone, so it joins the name's node."""
    from kg.extract.merge import _strip_det
    doc = nlp("We compare against the state-of-the-art model KiteNet-2 on rope data.")
    assert _strip_det(_span(doc, "the state - of - the - art model KiteNet-2")).text == "KiteNet-2"
    doc = nlp("We compare against the state-of-the-art rope model KiteNet-2 on rope data.")
    assert _strip_det(_span(doc, "state - of - the - art rope model KiteNet-2")).text.startswith("state")  # a plain word kept


# round 25 (venue readings, branch ven25)

def test_a_piece_of_a_clause_is_no_method_or_task(nlp):
    """Venue readings of round 25: spans cut from a clause were nodes: a subject with its verb ('<kind>s
    struggle'), a noun with the participle that starts what is said of it ('<kind> matching combined' of '...
    combined with'), a gerund whose object was cut at its adjective ('Distinguishing Non-natural' of a title)."""
    from tests.support.paper_docs import phrase_span

    doc = nlp("We find that kite models struggle with rope edits, so we use kite matching combined with rope depth "
              "and rope models learning from kites. Removing blurry and weak kites helps.")

    def dropped(phrase: str, label: str = "Method") -> bool:
        return _not_an_entity(phrase_span(doc, phrase), label, PRIORITY["model"])

    assert dropped("kite models struggle") and dropped("kite matching combined") and dropped("rope models learning")
    assert dropped("Removing blurry", "Task")
    assert not dropped("kite matching") and not dropped("rope edits", "Task") and not dropped("rope depth")
    doc = nlp("We study alternate routes planning.")
    assert not dropped("alternate routes planning", "Task")  # nothing follows the gerund: a compound
    doc = nlp("We study kite answering, rope coloring and semi-supervised kite learning with pre-trained rope nets.")
    assert not dropped("kite answering", "Task") and not dropped("rope coloring", "Task")
    assert not dropped("semi-supervised kite learning", "Task") and not dropped("pre-trained rope nets")


def test_a_hyphen_adjective_names_no_dataset(nlp):
    """'a Web-derived dataset', 'AI-assisted kite editing': a hyphen word ending in an adjective or participle
    describes data, no dataset of that name; a hyphen name whose last piece is a noun or a capital stays."""
    from tests.support.paper_docs import phrase_span

    doc = nlp("We collect a Kite-derived dataset for AI-assisted rope editing and test on Kite-Rope and Kite-stuff.")

    def dropped(phrase: str) -> bool:
        return _not_an_entity(phrase_span(doc, phrase), "Dataset", PRIORITY["model"])

    assert dropped("Kite-derived") and dropped("AI-assisted") and dropped("Kite-derived dataset")
    assert not dropped("Kite-Rope") and not dropped("Kite-stuff")
    doc = nlp("We compare with KiteLM-4o-mini and report results on KiteTAB-natural.")
    assert not _not_an_entity(phrase_span(doc, "KiteLM-4o-mini"), "Method", PRIORITY["model"])  # a model's name
    doc = nlp("We train KiteNet-based and Kite-compatible models for kite-to-rope adaptation.")
    assert _not_an_entity(phrase_span(doc, "KiteNet-based"), "Method", PRIORITY["model"])
    assert _not_an_entity(phrase_span(doc, "Kite-compatible"), "Method", PRIORITY["model"])
    assert not _not_an_entity(phrase_span(doc, "kite-to-rope"), "Task", PRIORITY["model"])  # no name in it


def test_a_span_that_stops_inside_a_hyphen_word_is_no_entity(nlp):
    """'speed' of 'speed-up', 'rope k' of 'rope k-means', 'tracking' of 'tracking-by-kiting': the word goes on after
    the hyphen, the span is half of it (round 27 venue readings); a name before the hyphen ('KiteNet-style')
    and two measures joined by a hyphen ('speed-accuracy') stay."""
    from tests.support.paper_docs import phrase_span

    doc = nlp("A KiteNet-style scorer gives a large speed-up over rope k-means and tracking-by-kiting.")

    def dropped(phrase: str, label: str = "Method") -> bool:
        return _not_an_entity(phrase_span(doc, phrase), label, PRIORITY["model"])

    assert dropped("speed", "Metric") and dropped("rope k", "Task") and dropped("tracking", "Task")
    assert not dropped("KiteNet") and not dropped("rope k-means")
    doc = nlp("KiteNet improves the speed-accuracy trade-off of rope tracking.")
    assert not _not_an_entity(phrase_span(doc, "speed"), "Metric", PRIORITY["model"])


def test_a_measure_at_a_cut_off_is_no_dataset(nlp):
    """A measure at a cut-off ('@' before a figure) or measures set side by side with a slash were Dataset nodes
    (round 25 venue readings); a name with a slash and no measure in it stays."""
    from tests.support.paper_docs import phrase_span

    doc = nlp("We report Prec@0.5 and Kite F1/F1 on KiteSet/RopeSet and KiteSet.")

    def dropped(phrase: str) -> bool:
        return _not_an_entity(phrase_span(doc, phrase), "Dataset", PRIORITY["model"])

    assert dropped("Prec@0.5") and dropped("Kite F1/F1")
    assert not dropped("KiteSet/RopeSet") and not dropped("KiteSet")


# round 26 (methods-used recall, branch mu26)

def test_names_before_a_backbone_or_baseline_noun_are_methods(nlp):
    """'the KTX and RPQ baselines', 'with both RopeCNN and KiteFormer backbones': a noun for the role a method plays
    (what the work builds on or compares with) says the names before it are methods; 'non-KTX' names none."""
    methods = entity_texts(nlp, "Our kite detector beats the KTX and RPQ baselines on windy days.", "Method")
    assert {"KTX", "RPQ"} <= set(methods)
    methods = entity_texts(nlp, "Our kite detector beats the non-KTX baselines on windy days.", "Method")
    assert "non-KTX" not in methods


def test_a_model_span_listing_method_names_gives_way_to_the_names(nlp):
    """'Experiments with KiteLM, RopeNet, and Lantern-7B': a trained-model span that only lists names a rule reads as
    methods, after a word the list is the object of, is several methods; not names side by side, nor a list that
    opens the clause."""
    from kg.extract.merge import _listed_names_win
    doc = nlp("Experiments with KiteLM, RopeNet, and Lantern-7B show gains. KiteLM, RopeNet, and Lantern-7B fail.")

    def cand(text, start_at=0, prio="rule-weak", label="Method", extractor="kg_entity_rules"):
        i = doc.text.index(text, start_at)
        return (PRIORITY[prio], 0.5, doc.char_span(i, i + len(text)), label, "uses", extractor)

    second = doc.text.index("KiteLM, RopeNet, and Lantern-7B fail")
    names = [cand(n) for n in ("KiteLM", "RopeNet", "Lantern-7B")] + [cand(n, second) for n in ("KiteLM", "RopeNet", "Lantern-7B")]
    listed = cand("KiteLM, RopeNet, and Lantern-7B", prio="model", label="Material", extractor="kg_scierc_entities")
    subject = cand("KiteLM, RopeNet, and Lantern-7B", second, prio="model", label="Material", extractor="kg_scierc_entities")
    kept = _listed_names_win(names + [listed, subject])
    assert listed not in kept and subject in kept and all(n in kept for n in names)
    side_by_side = nlp("Results with KiteLM RopeNet are good.")
    i = side_by_side.text.index("KiteLM RopeNet")
    two = [(PRIORITY["rule-weak"], 0.5, side_by_side.char_span(i + a, i + b), "Method", "uses", "kg_entity_rules")
           for a, b in ((0, 6), (7, 14))]
    whole = (PRIORITY["model"], 0.5, side_by_side.char_span(i, i + 14), "Method", "uses", "kg_scierc_entities")
    assert whole in _listed_names_win(two + [whole])


# round 26 (methods-used precision, branch mup26)

def test_a_claim_or_role_before_a_generic_head_names_no_method(nlp):
    """'cutting-edge baselines', 'other comparable models', 'the aforementioned methods', 'a single model': words
    that grade a model, say how it relates to the paper's own, point back or count leave the generic head generic;
    a content word names a kind."""
    from tests.support.paper_docs import phrase_span

    doc = nlp("KiteNet beats cutting-edge baselines, the aforementioned methods and other comparable models. "
              "We train a single model and rope models.")
    for text in ("cutting-edge baselines", "aforementioned methods", "comparable models", "single model"):
        assert _not_an_entity(phrase_span(doc, text), "Method", PRIORITY["model"]), text
    assert not _not_an_entity(phrase_span(doc, "rope models"), "Method", PRIORITY["model"])


def test_an_own_part_named_again_is_still_the_papers_own(nlp):
    """'KiteNet comprises a lantern network ... the lantern network adjusts ...': the definite mention refers back
    to the part the paper built, no method it uses; a name said as a part ('a KiteBERT encoder') is not followed."""
    from kg.extract.merge import _own_parts_named_again

    doc = nlp("We introduce KiteNet, a novel approach for rope steering. KiteNet comprises a lantern network and a "
              "KiteBERT encoder, where the lantern network adjusts the knots.")
    parts = [_span(doc, "lantern network"), _span(doc, "KiteBERT encoder")]
    cands = [(PRIORITY["model"], 0.9, p, "Method", "uses", "kg_scierc_entities") for p in parts]
    assert _own_parts_named_again(cands, {"KiteNet"}) == {"lantern network"}
    doc = nlp("We propose a novel clustered kite filter. The kite filter steers ropes.")
    inner = _span(doc, "kite filter")  # 'novel' marks the whole phrase, not the shared filter inside it
    assert not _own_parts_named_again([(PRIORITY["model"], 0.9, inner, "Method", "uses", "kg_scierc_entities")], set())


def test_what_a_verb_of_output_takes_is_put_out_not_used(nlp):
    """'the encoder produces kite embeddings', 'the learner generates a rope estimator': the object of a verb of
    output is what the work puts out, not an existing method it uses; a name there is one taken over."""
    from kg.extract.merge import _made_by_the_work

    doc = nlp("The encoder produces rich kite embeddings. The learner then generates a rope estimator. "
              "We generate a KiteNet policy. We apply a rope estimator.")
    assert _made_by_the_work(_span(doc, "rich kite embeddings"))
    assert _made_by_the_work(_span(doc, "rope estimator"))
    assert not _made_by_the_work(_span(doc, "KiteNet policy"))
    assert not _made_by_the_work(doc[-3:-1])  # the last 'rope estimator', applied, is used


def test_an_acronym_before_a_kind_noun_names_the_method(nlp):
    """'the KGD method', 'KGD variants': the acronym is the method's name, the written phrase an alias; not an
    acronym the paper defines for a task ('neural kite translation (NKT) models' are the task's models) or one the
    venues mostly define for a task ('NER models')."""
    from kg.extract.merge import name_before_kind
    doc = nlp("We train the tracker with KGD variants. Neural kite translation (NKT) is hard: NKT models and NER models fail.")
    assert name_before_kind(_span(doc, "KGD variants")).text == "KGD"
    assert name_before_kind(_span(doc, "NKT models")) is None
    assert name_before_kind(_span(doc, "NER models")) is None
    assert name_before_kind(_span(doc, "the tracker")) is None


def test_a_capitalised_name_before_a_kind_noun_names_the_method(nlp, monkeypatch):
    """'the Kiteformer model': a capitalised word the venues also write alone as a noun (mined name_words) is the
    model's name; 'a Bayesian model' names no method (the venues write 'Bayesian' before a noun), nor does a word
    capitalised only because it opens the sentence."""
    from kg.extract import merge
    monkeypatch.setattr(merge, "name_words", lambda: frozenset({"Kiteformer"}))
    doc = nlp("We compare the Kiteformer model with a Bayesian model. Kiteformer models fail on long kites.")
    assert merge.name_before_kind(_span(doc, "Kiteformer model")).text == "Kiteformer"
    assert merge.name_before_kind(_span(doc, "Bayesian model")) is None
    assert merge.name_before_kind(doc[9:11]) is None  # 'Kiteformer models' opening the second sentence


def test_a_method_name_word_before_a_role_noun_or_based_is_a_method(nlp, monkeypatch):
    """'the Kiteformer baseline', 'Kiteformer-based trackers': a capitalised word the venues write in a method's
    slot (mined method_name_words) is a method there; not a word outside the list ('the Lantern baseline')."""
    from kg.extract import entity_rules, method_rules
    for module in (entity_rules, method_rules):
        monkeypatch.setattr(module, "method_name_words", lambda: frozenset({"Kiteformer"}))
    methods = entity_texts(nlp, "Our tracker beats the Kiteformer baseline and the Lantern baseline on windy days.", "Method")
    assert "Kiteformer" in methods and "Lantern" not in methods
    methods = entity_texts(nlp, "Recent Kiteformer-based trackers are slow on windy days.", "Method")
    assert "Kiteformer" in methods


def test_a_citation_left_in_the_text_is_no_method(nlp):
    """'Lee2006', 'KQS 2008', 'Lee et al': a reference key, a venue's year or the authors of a cited work; a
    method's name written before the key keeps the name alone."""
    from kg.extract.merge import _cited_work, _without_citation_key

    doc = nlp("The bounds of Lee2006 hold for KiteHedge Lee2006 and settle a question of KQS 2008 raised by Kim et al.")
    assert _cited_work(_span(doc, "Lee2006"))
    assert _cited_work(_span(doc, "KQS 2008"))
    assert _cited_work(_span(doc, "Kim et al"))
    assert _without_citation_key(_span(doc, "KiteHedge Lee2006")).text == "KiteHedge"
    assert not _cited_work(_span(doc, "KiteHedge"))


def test_qualifiers_whose_noun_was_cut_off_name_no_method(nlp):
    """'contact-based and recent' of 'contact-based and recent kite approaches': the phrase ends in an adjective
    and holds no noun of its own, so the method's head was cut off."""
    from kg.extract.merge import _head_cut_off

    doc = nlp("Unlike conventional contact-based and recent kite approaches, we use a rope-enabled lantern.")
    assert _head_cut_off(_span(doc, "contact - based and recent"))
    assert _head_cut_off(_span(doc, "rope - enabled"))
    assert not _head_cut_off(_span(doc, "rope - enabled lantern"))
    assert not _head_cut_off(_span(doc, "recent kite approaches"))
    doc = nlp("We compare with KiteLM-4o-mini.")
    assert not _head_cut_off(doc[3:6])  # a model's name whose last piece reads as an adjective


def test_what_belongs_to_a_thing_is_no_method(nlp):
    """'the network's architecture': a part or property of a common noun; a name as the owner ('Newton's method')
    makes a method's name, and a plural's lone apostrophe ('the models' kite estimates') or a quote is left alone."""
    from kg.extract.merge import _owned_by_a_thing

    doc = nlp("We relate the network’s architecture and the models' kite estimates to Newton's method and 'rope' lanterns.")
    assert _owned_by_a_thing(_span(doc, "network ’s architecture"))
    assert not _owned_by_a_thing(_span(doc, "models ' kite estimates"))
    assert not _owned_by_a_thing(_span(doc, "Newton 's method"))
    assert not _owned_by_a_thing(_span(doc, "rope ' lanterns"))


def test_a_phrase_across_a_missed_sentence_break_is_no_method(nlp):
    """'the sets St. Our algorithm': a full stop, then a capitalised word that opens a sentence; 'St. Kite methods'
    (a name after an abbreviation) is one phrase."""
    from kg.extract.merge import _across_sentences

    doc = nlp("We only query the sets St. Our algorithm then runs St. Kite methods.")
    assert _across_sentences(_span(doc, "St. Our algorithm"))
    assert not _across_sentences(_span(doc, "St. Kite methods"))


def test_agents_without_a_name_are_actors_not_methods(nlp):
    """'rational agents', 'the surrounding traffic agents': who acts in the setting; a named agent or a kind of
    learner ('learning agents') may be a method."""
    from kg.extract.merge import _actors

    doc = nlp("Forecasts are consumed by rational agents, KiteRL agents and learning agents.")
    assert _actors(_span(doc, "rational agents"))
    assert not _actors(_span(doc, "KiteRL agents"))
    assert not _actors(_span(doc, "learning agents"))


def test_how_a_study_is_done_names_no_method(nlp):
    """'empirical and mathematical analysis', 'theoretic convergence analysis', 'a user study': the paper's own
    study, said by how or with whom it is done; a topic before the head ('kite analysis') keeps it."""
    from kg.extract.merge import _study_of_the_paper

    doc = nlp("We give empirical and mathematical analysis, theoretic convergence analysis, a user study and kite analysis.")
    assert _study_of_the_paper(_span(doc, "empirical and mathematical analysis"))
    assert _study_of_the_paper(_span(doc, "theoretic convergence analysis"))
    assert _study_of_the_paper(_span(doc, "user study"))
    assert not _study_of_the_paper(_span(doc, "kite analysis"))


def test_an_apposition_without_a_comma_is_one_phrase(nlp):
    """'a multivariate Gaussian': the parser makes 'Gaussian' an apposition of 'multivariate' with nothing between
    them; the span takes the word back. A name after its kind ('the talking robot KiteBot-4') stays alone."""
    from kg.extract.merge import _apposed_without_comma

    doc = nlp("The kite heights are drawn from a multivariate Gaussian to model the wind.")
    assert _apposed_without_comma(_span(doc, "Gaussian")).text == "multivariate Gaussian"
    assert _apposed_without_comma(_span(doc, "wind")).text == "wind"
    doc = nlp("We study the talking robot KiteBot-4.")
    assert _apposed_without_comma(_span(doc, "KiteBot-4")).text == "KiteBot-4"


def test_a_learning_framework_is_no_method(nlp):
    """'robustly PAC' of 'robustly PAC learnable': the setting a result holds in; 'PAC-Bayes bounds' end elsewhere."""
    from kg.extract.merge import _learning_framework

    doc = nlp("Rope classes are robustly PAC learnable, with PAC-Bayes bounds.")
    assert _learning_framework(_span(doc, "robustly PAC"))
    assert not _learning_framework(_span(doc, "PAC - Bayes bounds"))


def test_a_medium_names_no_method_used(nlp):
    """'programming language (PL)', 'screen user interfaces': what is written in or worked through, said by the long
    form's head or the span's own; a method defined the same way stays."""
    from kg.extract.merge import _a_medium

    doc = nlp("Kite search links programming language (PL) and screen user interfaces with a rope kernel machine (RKM).")
    assert _a_medium(_span(doc, "PL")) and _a_medium(_span(doc, "screen user interfaces"))
    assert not _a_medium(_span(doc, "RKM")) and not _a_medium(_span(doc, "rope kernel machine"))
    doc = nlp("Kite user interfaces (KUIs) are parsed. Each KUI is drawn by a rope kernel machine.")
    assert _a_medium(_span(doc, "KUI"))
    doc = nlp("Kite user interface (KUI) systems and each KUI system are drawn by a rope system.")
    assert _a_medium(_span(doc, "Kite user interface ( KUI ) systems")) and _a_medium(_span(doc, "KUI system"))
    assert not _a_medium(_span(doc, "rope system"))



def test_a_game_or_an_equilibrium_names_no_method_used(nlp):
    """'a turn-based kite game (TKG)', 'rope correlated equilibria (RCE)': what is played or sought, said by the long
    form's head or the span's own; a method defined beside them, and a strategy or theory of games, stay."""
    from kg.extract.merge import _a_game

    doc = nlp("We cast kite racing as a turn-based kite game (TKG) and reach rope correlated equilibria (RCE) "
              "with a lantern policy iteration (LPI).")
    assert _a_game(_span(doc, "TKG")) and _a_game(_span(doc, "RCE"))
    assert _a_game(_span(doc, "turn - based kite game")) and _a_game(_span(doc, "rope correlated equilibria"))
    assert not _a_game(_span(doc, "LPI")) and not _a_game(_span(doc, "lantern policy iteration"))
    doc = nlp("Each TKG is solved by an approximate equilibrium strategy built on kite game theory.")
    assert _a_game(_span(doc, "TKG")) is False  # no long form in this text
    assert not _a_game(_span(doc, "approximate equilibrium strategy")) and not _a_game(_span(doc, "kite game theory"))


def test_a_model_of_a_game_names_no_method_used(nlp):
    """'the robust TKG model', 'a kite game model': the game as the paper models it, the setting of the study; a
    network named for an equilibrium ('deep rope equilibrium models') is a method and stays."""
    from kg.extract.merge import _a_game

    doc = nlp("Turn-based kite games (TKGs) are common. We build a robust TKG model and a kite game model, and fit "
              "them with deep rope equilibrium models.")
    assert _a_game(_span(doc, "TKG model")) and _a_game(_span(doc, "kite game model"))
    assert not _a_game(_span(doc, "deep rope equilibrium models"))


def test_a_school_of_inference_names_no_method(nlp):
    """'a Bayesian approach', 'a fully probabilistic framework': which school a way of working belongs to, not a
    method; a name in that school ('Bayesian optimization') or a head that names a thing ('probabilistic kite model')
    stays."""
    from kg.extract.merge import _school_only

    doc = nlp("We take a Bayesian approach and a fully probabilistic framework, with Bayesian optimization and a "
              "probabilistic kite model.")
    assert _school_only(_span(doc, "Bayesian approach")) and _school_only(_span(doc, "fully probabilistic framework"))
    assert not _school_only(_span(doc, "Bayesian optimization")) and not _school_only(_span(doc, "probabilistic kite model"))


def test_a_kind_still_to_be_made_is_no_method_used(nlp):
    """'searching for better kite estimators', 'developing efficient rope techniques', 'the design of more effective
    kite algorithms': a kind graded above others or the object of a making verb with no subject is what a field
    wants, not a method used; 'we build rope techniques', a named kind, a size comparative and a superlative (the
    baselines compared: 'the best kite method') stay."""
    from kg.extract.merge import _sought_kind

    doc = nlp("It remains unclear where we should be searching for better kite estimators.")
    assert _sought_kind(_span(doc, "kite estimators"))
    doc = nlp("This shows the importance of developing efficient rope techniques for lantern training.")
    assert _sought_kind(_span(doc, "rope techniques"))
    doc = nlp("Our results shed light on the design of more effective kite algorithms.")
    assert _sought_kind(_span(doc, "kite algorithms"))
    doc = nlp("We build rope techniques and compare them with smaller kite models and KiteNet.")
    assert not _sought_kind(_span(doc, "rope techniques")) and not _sought_kind(_span(doc, "kite models"))
    doc = nlp("Our model outperforms the best kite method and the most recent rope methods.")
    assert not _sought_kind(_span(doc, "kite method")) and not _sought_kind(_span(doc, "rope methods"))
    doc = nlp("The aim is to build KiteNet models for lantern tracking.")
    assert not _sought_kind(_span(doc, "KiteNet models"))


def test_a_short_name_bracketed_after_a_proposed_name_is_no_method_used(nlp):
    """'we present Braided Rope Samplers (B2RS)': the bracket gives the proposal's other form, spelt from its letters
    (a digit for a doubled word), though the short-form reader does not pair them; neither there nor written again
    is it a method the paper uses. A name in a bracket after a method the paper does not propose stays one it uses."""
    text = ("Counting kites is hard. We present Braided Rope Samplers (B2RS), which count kites. "
            "B2RS is trained with Lantern Networks (LaN2) and beats KiteNet.")
    used = entity_texts(nlp, text, "Method")
    assert "B2RS" not in used and "LaN2" in used


# round 29 (methods-used recall, branch mu29)

def test_a_training_gerund_acting_on_its_object_is_a_method_used(nlp):
    """'by fine-tuning the rope model', 'finetuning a lantern classifier on our kites improves ...': a training gerund
    with its own object tells of the procedure applied; a clause subject of that shape is no task."""
    assert "fine-tuning" in entity_texts(nlp, "Our tracker gains ten points by fine-tuning the rope model.", "Method")
    assert "fine-tuning" in entity_texts(nlp, "Trackers improve when fine-tuning on windy kites.", "Method")
    text = "We show that finetuning a lantern classifier on our kites improves its recall."
    assert "finetuning" in entity_texts(nlp, text, "Method")
    assert not any(t.startswith("finetuning") for t in entity_texts(nlp, text, "Task"))


def test_a_training_gerund_without_an_object_is_no_method_used(nlp):
    """'adaptive pre-training can harm ...', 'pre-training, followed by fine-tuning': the procedure named as a topic
    or a stage, with nothing it acts on, stays out."""
    from kg.extract.method_rules import applied_training_gerund
    doc = nlp("Adaptive pre-training can harm kite trackers.")
    assert applied_training_gerund(_span(doc, "pre - training")[-1]) is None
    doc = nlp("Kite pre-training, followed by fine-tuning, can improve rope trackers.")
    assert all(applied_training_gerund(t) is None for t in doc)
    doc = nlp("We avoid finetuning the rope model. This brings a gain in finetuning tasks.")
    assert all(applied_training_gerund(t) is None for t in doc)


# round 29 (venue readings: AISTATS 2020, ACML 2022, CoRL 2022, branch ven29)

def test_a_list_spelling_out_a_plural_method_noun_gives_way_to_the_names(nlp):
    """'three canonical kite algorithms: KiteLM, RopeNet, and Lantern-7B': a trained-model span that only lists
    names, after a colon or comma that closes a plural method noun, spells out those methods one by one; a list
    after a comma with no method noun before it may open a clause, and stays."""
    from kg.extract.merge import _listed_names_win
    doc = nlp("We revisit three canonical kite algorithms for rope bandits, KiteLM, RopeNet, and Lantern-7B with care. "
              "In our tests, KiteLM, RopeNet, and Lantern-7B fail.")

    def cand(text, start_at=0, prio="rule-weak", label="Method", extractor="kg_entity_rules"):
        i = doc.text.index(text, start_at)
        return (PRIORITY[prio], 0.5, doc.char_span(i, i + len(text)), label, "uses", extractor)

    second = doc.text.index("KiteLM, RopeNet, and Lantern-7B fail")
    names = [cand(n) for n in ("KiteLM", "RopeNet", "Lantern-7B")] + [cand(n, second) for n in ("KiteLM", "RopeNet", "Lantern-7B")]
    listed = cand("KiteLM, RopeNet, and Lantern-7B", prio="model", extractor="kg_scierc_entities")
    subject = cand("KiteLM, RopeNet, and Lantern-7B", second, prio="model", extractor="kg_scierc_entities")
    kept = _listed_names_win(names + [listed, subject])
    assert listed not in kept and subject in kept and all(n in kept for n in names)


# round 30 (methods-used recall, branch mu30)

def test_a_training_gerund_that_is_the_means_is_a_method_used(nlp):
    """'by leveraging pretraining', 'adapted via fine-tuning': with no object, the gerund that a verb of use takes or a
    means preposition introduces is the procedure the work is done with; as a clause subject it stays out."""
    from kg.extract.method_rules import applied_training_gerund
    doc = nlp("We adapt the rope tracker to windy kites by leveraging pretraining.")
    assert applied_training_gerund(_span(doc, "pretraining")[-1]) is not None
    doc = nlp("The kite detector is adapted to night scenes via fine-tuning.")
    assert applied_training_gerund(_span(doc, "fine - tuning")[-1]) is not None
    doc = nlp("Fine-tuning can harm kite trackers.")
    assert all(applied_training_gerund(t) is None for t in doc)
    doc = nlp("Kite pre-training followed by supervised fine-tuning helps rope trackers.")
    assert all(applied_training_gerund(t) is None for t in doc)


def test_a_short_name_before_a_device_noun_keeps_the_phrase_as_an_alias(nlp):
    """'any efficient KQ learner', 'a pointwise KGD estimator': the method's short name stays the mention, the phrase
    the paper wrote ('KQ learner') becomes an alias of it; a plain noun after the name adds nothing."""
    from kg.extract.merge import name_with_device_noun
    doc = nlp("We bound the sample complexity of any efficient KQ learner. The KGD estimator and the KQ codes are fast.")
    assert name_with_device_noun(_span(doc, "KQ")) == "KQ learner"
    assert name_with_device_noun(_span(doc, "KGD")) == "KGD estimator"
    second = doc[[t.i for t in doc if t.text == "KQ"][1]:][:1]
    assert name_with_device_noun(second) is None


def test_a_term_the_papers_own_work_uses_is_a_method_used(nlp, monkeypatch):
    """'we use kite splines', 'our approach utilizes rope bounds', 'KiteNet, which leverages lantern averages': a term the
    venues share as the object of a verb of use in a clause of the paper's own work; not another work's use, an input,
    a negated use, or a term no other abstract writes."""
    from kg.extract import method_rules
    from kg.extract.method_rules import used_by_the_work
    shared = frozenset({"thin kite spline", "variational rope bound", "lantern variate", "local kite information", "kite drift"})
    monkeypatch.setattr(method_rules, "used_terms", lambda: shared)
    doc = nlp("To model the drift, we use thin kite splines.")
    assert used_by_the_work(_span(doc, "thin kite splines"))
    doc = nlp("Our approach utilizes variational rope bounds on the expected gain.")
    assert used_by_the_work(_span(doc, "variational rope bounds"))
    doc = nlp("We propose a new algorithm KiteFlow that uses lantern variates to correct the drift.")
    assert used_by_the_work(_span(doc, "lantern variates"))
    doc = nlp("We show that prior trackers use lantern variates.")
    assert not used_by_the_work(_span(doc, "lantern variates"))
    doc = nlp("Our method uses local kite information to rank ropes.")
    assert not used_by_the_work(_span(doc, "local kite information"))
    doc = nlp("We rank ropes well without using lantern variates.")
    assert not used_by_the_work(_span(doc, "lantern variates"))
    doc = nlp("We use rope lantern averages to rank kites.")
    assert not used_by_the_work(_span(doc, "rope lantern averages"))  # written by no other abstract


# round 32 (venue readings ACL 2022, CVPR 2016, ICRA 2015, branch ven32)

def test_a_system_described_only_by_its_dynamics_is_no_method(nlp):
    from kg.extract.merge import _unnamed_system
    doc = nlp("Our kite controller stabilises nonlinear systems and a closed-loop system, unlike a rope-learning system, "
              "rule-based lantern tagging systems, the Kite-9 system and a stochastic kite system (SKS).")
    for text, plant in (("nonlinear systems", True), ("closed-loop system", True), ("rope-learning system", False),
                        ("rule-based lantern tagging systems", False), ("Kite-9 system", False),
                        ("stochastic kite system", False)):
        at = doc.text.index(text)
        assert _unnamed_system(doc.char_span(at, at + len(text))) is plant, text
    doc = nlp("We propose a kite controller for linear and nonlinear systems. It keeps the closed-loop system stable.")
    labels = {s.text: s.label_ for s in doc.spans["kg_entities"]}
    assert all(labels.get(t) in (None, "Concept") for t in ("nonlinear systems", "linear and nonlinear systems",
                                                            "closed-loop system")), labels


def test_a_closed_loop_system_written_without_a_hyphen_is_no_method(nlp):
    from kg.extract.merge import _unnamed_system
    doc = nlp("Stability of the closed loop system is proved for the kite, and the open loop systems drift, "
              "unlike a loop closure system.")
    for text, plant in (("closed loop system", True), ("open loop systems", True), ("loop closure system", False)):
        at = doc.text.index(text)
        assert _unnamed_system(doc.char_span(at, at + len(text))) is plant, text
    doc = nlp("We propose a kite controller. We prove that the closed loop system is asymptotically stable.")
    labels = {s.text: s.label_ for s in doc.spans["kg_entities"]}
    assert labels.get("closed loop system") in (None, "Concept"), labels


def test_a_shared_term_the_papers_own_work_works_by_is_a_method_used(nlp, monkeypatch):
    """'we fit X through lantern kernels', 'by the kite chain', 'via rope forests', 'our approach is based on kite
    harmonics': a shared term, one the venues often write as a tool, that a preposition of means introduces in a clause
    of the paper's own work; not 'with' (a setting: 'learning with lantern feedback'), a thing compared with, a term
    rarely written as a tool, nor another work's means."""
    from kg.extract import method_rules
    from kg.extract.method_rules import used_by_the_work
    shared = frozenset({"lantern kernel", "kite harmonic", "rope forest", "lantern feedback", "kite chain"})
    monkeypatch.setattr(method_rules, "used_terms", lambda: shared | {"unknown rope"})
    monkeypatch.setattr(method_rules, "tool_terms", lambda: shared)
    cases = [("We fit the rope error through lantern kernels.", "lantern kernels", True),
             ("Our approach for both parts is based on kite harmonics.", "kite harmonics", True),
             ("We estimate rope effects via rope forests, which is fast.", "rope forests", True),
             ("Our model is driven by the kite chain.", "kite chain", True),
             ("We study online learning with lantern feedback.", "lantern feedback", False),
             ("We compare our tracker with rope forests.", "rope forests", False),
             ("Prior trackers estimate rope effects via rope forests.", "rope forests", False),
             ("We estimate kite effects by an unknown rope.", "unknown rope", False)]  # shared, rarely a tool
    for sentence, term, used in cases:
        assert used_by_the_work(_span(nlp(sentence), term)) == used, sentence


# round 32 (methods-used precision: problem classes, branch mup32b)

def test_a_defined_pair_the_venues_solve_is_no_method_used(nlp, monkeypatch):
    """'kite tying grids (KTGs)': a defined pair that the mined list says the venues write as what is solved or
    computed (not as a means) is no method the paper uses, in either form; a pair not in the list keeps its label."""
    import kg.extract.merge as merge
    monkeypatch.setattr(merge, "object_short_forms", lambda: frozenset({"kite tying grid (KTG)"}))
    text = "We study {} grids ({}s) with lantern feedback. Using {}s, we train KiteNet with a rope optimizer."
    labels = {s.text: s.label_ for s in nlp(text.format("kite tying", "KTG", "KTG")).spans["kg_entities"]}
    assert labels.get("KTGs") != "Method" and labels.get("KiteNet") == "Method"
    labels = {s.text: s.label_ for s in nlp(text.format("rope tying", "RTG", "RTG")).spans["kg_entities"]}
    assert labels.get("RTGs") == "Method"  # a pair the list does not hold
    from kg.extract.lexicon import object_pair_key
    assert object_pair_key("Kite Tying Processes", "KTPs") == "kite tying process (KTP)"


def test_a_class_before_its_named_members_is_no_method_used(nlp):
    cases = [  # sentence, the class phrase, whether it leaves the methods used
        ("We compare two leading kite ranking models, KiteRec and RopeRec, on three sets.", "kite ranking models", True),
        ("It works with rope optimization methods (e.g., Adam) and others.", "rope optimization methods", True),
        ("We plan with kite methods such as KiteSearch.", "kite methods", True),
        ("We plan with kite networks (KNs) such as KiteNet.", "kite networks", False),  # a short form of its own
        ("We plan with kite methods such as rope search.", "kite methods", False),  # members in plain words
        ("Given a kite model, KiteNet learns ropes.", "kite model", False),  # a clause after the comma, no list
        ("We plan with large language models such as KiteLM.", "large language models", False),  # a family used as a tool
        ("We tune transformer models such as KiteBERT on ropes.", "transformer models", False),  # a family titles use
        ("We tune huge neural models such as KiteBERT on ropes.", "huge neural models", True),  # titled, but by an adjective
        ("We train simple classification models such as KiteSVM.", "simple classification models", True),  # named after a task
    ]
    for text, phrase, dropped in cases:
        assert _class_before_named_members(_span(nlp(text), phrase)) is dropped, text


def test_a_leading_grading_hyphen_word_is_no_part_of_a_used_method(nlp):
    """'state-of-the-art rope parsing systems': the hyphen word grades the means; the name is the words after it."""
    from spacy.tokens import Span

    from kg.extract.merge import _without_leading_grade
    doc = nlp("Our kite parser is faster than state-of-the-art rope parsing systems.")
    span = _span(doc, "state - of - the - art rope parsing systems")
    assert _without_leading_grade(Span(doc, span.start, span.end, label="Method")).text == "rope parsing systems"
    found = _mentions("We propose KiteParse. KiteParse is faster than state-of-the-art rope parsing systems.")
    assert ("rope parsing systems", "Method") in found
    assert not any(text.startswith("state-of-the-art") for text, _ in found)


def test_a_renown_word_is_no_part_of_a_name(nlp):
    """'the well-known rope smoothing algorithm': how known or used a means is praises it, as a grade does; the name
    is the words after it. A word that describes the thing ('well-defined') stays."""
    from kg.extract.merge import _without_leading_grade
    cases = [
        ("We start from the well-known rope smoothing algorithm.", "well - known rope smoothing algorithm",
         "rope smoothing algorithm"),
        ("We compare with widely-used kite detectors.", "widely - used kite detectors", "kite detectors"),
        ("We solve a well-defined kite matching problem.", "well - defined kite matching problem",
         "well-defined kite matching problem"),
    ]
    for text, phrase, name in cases:
        assert _trimmed(nlp, _without_leading_grade, text, phrase, "Method") == name, text


def test_a_formula_leftover_opening_a_span_names_nothing(nlp):
    """'+ epsilon' of '(1 + epsilon)', '-additive factor' (the symbol before the hyphen lost with the markup), '= Y CZ':
    pieces of a formula, no name; a spaced dash opening a span is a list mark and the name follows it."""
    from spacy.tokens import Span

    from kg.extract.merge import _without_formula_leftover

    def trimmed(text, phrase):
        doc = nlp(text)
        span = _span(doc, phrase)
        out = _without_formula_leftover(Span(doc, span.start, span.end, label="Method"))
        return out.text if out is not None else None
    assert trimmed("It gives a (1 + epsilon) approximation of the kite matrix.", "+ epsilon") is None
    assert trimmed("The rope error is within a -additive factor of the optimum.", "-additive factor") is None
    assert trimmed("We solve the KX = Y RZ kite problem.", "= Y RZ") is None
    assert trimmed("We release two datasets - Rope Sign Sets and Kite Sets.", "- Rope Sign Sets") == "Rope Sign Sets"
    assert trimmed("We use rope search for kites.", "rope search") == "rope search"


def _trimmed(nlp, trim, text: str, phrase: str, label: str = "Task") -> str | None:
    """The text of trim(span) for the phrase's span in the parsed text (None when the trim leaves nothing)."""
    from spacy.tokens import Span

    doc = nlp(text)
    span = _span(doc, phrase)
    out = trim(Span(doc, span.start, span.end, label=label))
    return out.text if out is not None else None


def test_a_span_opening_with_based_is_named_by_the_words_after_it(nlp):
    """'based rope control' of 'Kite based rope control': the participle's object was cut off; the name follows it."""
    from kg.extract.merge import _without_leading_based as trim

    assert _trimmed(nlp, trim, "We study kite based rope control for gliders.", "based rope control") == "rope control"
    assert _trimmed(nlp, trim, "The method is kite based.", "based") is None
    assert _trimmed(nlp, trim, "We use rope search for kites.", "rope search") == "rope search"


def test_a_span_opening_with_a_possessive_names_nothing(nlp):
    """'’s kite reasoning' of 'the glider’s kite reasoning ability': the owner was cut off, what is left is its property."""
    from spacy.tokens import Span

    from kg.extract.merge import _opens_with_possessive

    def opens(text, phrase):
        doc = nlp(text)
        span = _span(doc, phrase)
        return _opens_with_possessive(Span(doc, span.start, span.end, label="Task"))
    assert opens("We improve the glider’s kite reasoning ability.", "’s kite reasoning")
    assert opens("We improve the glider's kite reasoning ability.", "'s kite reasoning")
    assert not opens("We improve the glider's kite reasoning ability.", "kite reasoning")


def test_an_aside_abbreviation_opens_no_name(nlp):
    """'a.k.a. kite loss', 'i.e., rope time': the abbreviation and its stop or comma are no part of the name."""
    from kg.extract.merge import _after_aside_abbreviation as trim

    text = "We bound the rope risk (a.k.a. kite loss) and the cost, i.e., rope time, of CF gliders (i.e. )."
    assert _trimmed(nlp, trim, text, "a.k.a . kite loss", "Metric") == "kite loss"
    assert _trimmed(nlp, trim, text, "i.e. , rope time", "Metric") == "rope time"
    assert _trimmed(nlp, trim, text, "rope time", "Metric") == "rope time"
    assert _trimmed(nlp, trim, text, "CF gliders") == "CF gliders"
    assert _trimmed(nlp, trim, text, "i.e.") is None


def test_a_network_of_things_is_no_method_used(nlp):
    """'wireless sensor networks', 'social networks': linked things a paper studies or runs on, not a learned network;
    a neural network and a network word the venues do not mine ('kite networks') stay methods."""
    from spacy.tokens import Span

    from kg.extract.merge import _network_of_things
    doc = nlp("We track kites over wireless sensor networks and social networks with a graph neural network.")
    assert _network_of_things(_span(doc, "wireless sensor networks"))
    assert _network_of_things(_span(doc, "social networks"))
    assert not _network_of_things(_span(doc, "graph neural network"))
    assert not _network_of_things(Span(doc, doc[-2].i, doc[-1].i))  # 'network' alone
    for text, phrase in (("We detect faint kite patterns in a sensor network.", "sensor network"),
                         ("Simulation using four social networks shows that the rope spread depends on kites.", "social networks")):
        assert phrase not in entity_texts(nlp, text, "Method")  # main typed both a Method


def test_a_name_set_after_a_machine_noun_names_the_machine(nlp):
    """'a haptic device KiteTouch', 'the humanoid robot KiteBot-3': the name after a machine noun is what the work
    runs on, no method used; a hyphened modifier ('single-robot KiteSLAM') is no kind set before a name."""
    assert "KiteTouch" not in entity_texts(nlp, "The force is rendered at a haptic device KiteTouch. A light is projected.", "Method")
    assert "KiteBot-3" not in entity_texts(nlp, "We test the gait on the humanoid robot KiteBot-3 in our lab.", "Method")
    assert "KiteSLAM" in entity_texts(nlp, "An EKF-based single-robot KiteSLAM is extended to many robots.", "Method")


# round 39 (the bundled demo as a researcher reads it, branch demo39)

def test_a_result_s_baseline_written_as_one_plain_name_is_a_used_method():
    """'improves accuracy by 3.1% over Ropeformer': the system a figure is compared with, one capitalised word no
    name rule reads, is a method the paper uses; a language the venues name alone ('than English') is not."""
    found = _mentions("We propose KiteNet, a rope encoder for kite tracking. "
                      "On the KT-9 benchmark, KiteNet improves accuracy by 3.1% over Ropeformer. "
                      "KiteNet also reaches 4.2% lower error than English on the same benchmark.")
    assert ("Ropeformer", "Method") in found
    assert ("English", "Method") not in found


def test_a_baseline_described_in_lower_case_words_is_a_used_method():
    """'over a rope-only baseline', 'than the lantern smoothing baselines': the words before 'baseline' say which
    baseline the paper compares with, a used method; 'strong baselines', 'state-of-the-art baselines' name none."""
    found = _mentions("We propose KiteNet, a rope encoder for kite tracking. "
                      "KiteNet improves tracking accuracy by 3.1% over a rope-only baseline. "
                      "It is also better than the lantern smoothing baselines and several strong baselines. "
                      "KiteNet outperforms state-of-the-art baselines and cutting-edge baselines on kite tracking. "
                      "We also design a new rope tension baseline and compare with two widely used kite tracking baselines.")
    methods = {text for text, label in found if label == "Method"}
    assert "rope-only baseline" in methods
    assert "lantern smoothing baselines" in methods
    assert "kite tracking baselines" in methods  # 'widely used' grades it
    assert not any(m.endswith(("baseline", "baselines")) for m in methods - {"rope-only baseline", "lantern smoothing baselines",
                                                                            "kite tracking baselines"})


def _relations(text: str) -> set[tuple[str, str, str]]:
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper
    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])
    return {(ex.mentions[r.head].text, r.type, ex.mentions[r.tail].text) for r in ex.relations}


def test_a_result_s_named_baseline_is_compared_with_the_proposed_method():
    """'KiteNet improves accuracy by 3.1% over Ropeformer': the baseline name the result reader made a mention is
    what the proposed method outperforms; 'compared with a Ropeformer baseline' is a comparison with no winner."""
    rels = _relations("We propose KiteNet, a rope encoder for kite tracking. "
                      "On the KT-9 benchmark, KiteNet improves accuracy by 3.1% over Ropeformer. "
                      "We also propose LineNet, a rope decoder. LineNet lowers the error by 12.5% on the KT-9 test set "
                      "compared with a Stringer baseline.")
    assert ("KiteNet", "OUTPERFORMS", "Ropeformer") in rels
    assert ("LineNet", "COMPARED_WITH", "Stringer") in rels


def test_the_last_word_of_a_title_case_measure_is_no_baseline():
    """'improves the mean Kite over Rope (mKoR) by 2.1%': 'Rope' closes a Title Case name and is no method."""
    found = _mentions("We propose KiteNet, a rope encoder for kite tracking. On the KT-9 benchmark, KiteNet improves "
                      "the mean Kite over Rope (mKoR) by 2.1% compared with LineNet.")
    assert ("Rope", "Method") not in found and ("LineNet", "Method") in found


def test_a_name_ending_in_a_glued_measure_name_is_a_measure(nlp):
    """'KiteScore', 'RopeBLEU': one word ending in a glued 'Score' or 'BLEU' names an evaluation measure, not a used
    method; a name with the word apart ('Kite Score Net') or no glued measure ('KiteNet') is left to the other checks."""
    from kg.extract.merge import _glued_measure_name

    doc = nlp("Summaries were rated with KiteScore and RopeBLEU, and KiteNet was trained with Kite Score Net.")
    for text in ("KiteScore", "RopeBLEU"):
        assert _glued_measure_name(_span(doc, text)), text
    for text in ("KiteNet", "Kite Score Net"):
        assert not _glued_measure_name(_span(doc, text)), text
    found = _mentions("We compare two summarizers. Their outputs are evaluated with KiteScore against human judgments.")
    assert ("KiteScore", "Metric") in found and ("KiteScore", "Method") not in found
    from kg.resolve.labels import shape_label  # the node's name-shape vote: before the model shapes ('BERT...')
    assert shape_label("BERTKiteScore") == "Metric" and shape_label("BERTKite") == "Method"


# round 40 (venue reading, branch ven40f)

def test_a_title_phrase_cut_after_its_participle_is_no_entity(nlp):
    """Title case hides a participle from the clause-cut reading: 'Kite Models Based' of 'Kite Models Based on
    Ropes' and 'Rope Agents Inspired' of '... Inspired by ...' name nothing, as a proposal or as a task; a title
    ending in its participle ('Kite Tracking Revisited') and a lower-case phrase are left to the other readers."""
    from kg.extract.merge import _cut_title_participle
    from tests.support.paper_docs import invented_doc, phrase_span

    for title, phrase in [("Kite Models Based on Rope Lanterns", "Kite Models Based"),
                          ("Rope Agents Inspired by Kite Psychology", "Rope Agents Inspired")]:
        doc = invented_doc(nlp, "We study kites. We propose a new rope model.", title=title)
        assert _cut_title_participle(phrase_span(doc, phrase))
        assert _not_an_entity(phrase_span(doc, phrase), "Method", PRIORITY["proposal"])
        assert not _cut_title_participle(phrase_span(doc, phrase.rsplit(" ", 1)[0]))
    doc = invented_doc(nlp, "We study kites. We propose a new rope model.", title="Kite Tracking Revisited")
    assert not _cut_title_participle(phrase_span(doc, "Kite Tracking Revisited"))


# round 40 (venue reading, branch ven40h)

def test_lower_case_words_then_a_lone_capital_name_a_mathematical_object(nlp):
    from kg.extract.merge import _named_by_its_symbol

    def chars(doc, text):  # by characters: a glued mark may or may not be a token of its own
        start = doc.text.index(text)
        return doc.char_span(start, start + len(text), alignment_mode="expand")
    doc = nlp("Given any kite class H and a rope matrix P^, we learn with the A* search and a lantern C++ library.")
    assert _named_by_its_symbol(chars(doc, "kite class H"))
    assert _named_by_its_symbol(chars(doc, "rope matrix P^"))
    assert not _named_by_its_symbol(chars(doc, "the A"))  # 'A*' is a name: the star after the letter keeps it
    assert not _named_by_its_symbol(chars(doc, "lantern C"))  # 'C++'
    doc = nlp("We run KiteNet B on the rope task.")
    assert not _named_by_its_symbol(chars(doc, "KiteNet B"))  # a capitalised name before the letter


def test_a_class_named_by_its_symbol_is_no_used_method(nlp):
    doc = nlp("Given any concept class C and any hypothesis class H, we give tight mistake bounds for online kite learning.")
    span = _span(doc, "hypothesis class H")
    assert _not_an_entity(span, "Method", PRIORITY["model"])  # the model's span: a class a letter names
    assert not _not_an_entity(span, "Method", PRIORITY["proposal"])  # a proposal is left to its own rules


# round 40 (venue reading, branch ven40l)

def test_a_phrase_headed_by_setting_is_no_method_used(nlp):
    from kg.extract.merge import _a_setting
    doc = nlp("We prove rope bounds in the PAC-Bayesian setting and in non-IID settings, using the kite setting rule.")
    spans = {t: doc.char_span(doc.text.index(t), doc.text.index(t) + len(t))
             for t in ("PAC-Bayesian setting", "non-IID settings", "kite setting rule")}
    assert {t: _a_setting(s) for t, s in spans.items()} == {"PAC-Bayesian setting": True, "non-IID settings": True,
                                                            "kite setting rule": False}
    doc = nlp("We propose a kite learner. Our bounds hold in the distribution-free setting and we apply gradient descent.")
    assert {s.text: s.label_ for s in doc.spans["kg_entities"]}.get("distribution-free setting") in (None, "Concept")


# round 40 (venue reading, branch ven40k)

def test_a_title_phrase_holding_meets_is_no_entity(nlp):
    """An 'X Meets Y' title sets two fields side by side: 'Kite Tuning Meets Rope Search' and 'Meets Rope Search'
    name nothing, as a proposal or as a task; 'Kite Tuning' alone and a phrase of the abstract are left alone."""
    from kg.extract.merge import _title_meeting
    from tests.support.paper_docs import invented_doc, phrase_span

    for title, phrase in [("Kite Tuning Meets Rope Search", "Kite Tuning Meets Rope Search"),
                          ("Kite Tuning Meets Rope Search", "Meets Rope Search"),
                          ("When Kite Tuning Meet Rope Lanterns", "Kite Tuning Meet Rope Lanterns")]:
        doc = invented_doc(nlp, "We study kites. We propose a new rope model.", title=title)
        assert _title_meeting(phrase_span(doc, phrase))
        assert _not_an_entity(phrase_span(doc, phrase), "Method", PRIORITY["proposal"])
        assert _not_an_entity(phrase_span(doc, phrase), "Task", PRIORITY["model"])
        assert not _title_meeting(phrase_span(doc, "Kite Tuning"))
    doc = invented_doc(nlp, "We study kite tuning. Our rope model meets the demand.", title="Kite Tuning for Rope Lanterns")
    assert not _title_meeting(phrase_span(doc, "rope model"))


# round 41 (venue reading: AISTATS 2023, AutoML 2022, IJCAI 2020, branch ven41d)

def test_a_complexity_class_is_no_entity_but_a_noun_phrase_tag_and_a_named_problem_stay(nlp):
    """'NP-hard', 'PSPACE-completeness', 'EXPTIME': how hard a problem is, a result proved, no method; 'NP' cut from
    'NP-hardness' goes too, but 'NP' of an NP chunker and a problem named after its grade stay."""
    text = ("Rope folding is PSPACE-complete and kite packing is NP-hard. We show the NP-hardness of lantern "
            "tying, which is in EXPTIME. Our NP chunker tags kite phrases; we solve NP-hard kite packing.")
    doc = nlp(text)

    def chars(words: str, start: int = 0):
        at = text.index(words, start)
        return doc.char_span(at, at + len(words))

    low = PRIORITY["proposal"] - 1
    for words in ("PSPACE-complete", "NP-hard", "NP-hardness", "EXPTIME"):
        assert _not_an_entity(chars(words), "Method", low), words
    assert _not_an_entity(chars("NP", text.index("NP-hardness")), "Method", low)  # cut at the hyphen
    assert not _not_an_entity(chars("NP", text.index("NP chunker")), "Method", low)  # a noun-phrase tag
    assert not _not_an_entity(chars("NP chunker"), "Method", low)
    assert not _not_an_entity(chars("NP-hard kite packing"), "Task", low)


# round 41 ('least' kept before a cut span, branch ven41h)
def test_a_least_compound_keeps_its_first_word(nlp):
    # the grade filters cut a superlative off; before a noun 'least' is the first word of the method's name
    text = "We fit the kite model by multivariate least squares regression and compare it with rope smoothing."
    texts = entity_texts(nlp, text, "Task") | entity_texts(nlp, text, "Method")
    assert "least squares regression" in texts and "squares regression" not in texts
    texts = entity_texts(nlp, "At least squares regression needs two passes over the rope data.", "Task") \
        | entity_texts(nlp, "At least squares regression needs two passes over the rope data.", "Method")
    assert "least squares regression" not in texts  # the quantity 'at least' is no part of a name


@pytest.mark.parametrize("phrase, own", [
    ("guided rope method", True),  # the proposal's modifiers on another singular generic head
    ("guided rope methods", False),  # a plural is the family the paper's one belongs to
    ("rope method", False),  # other modifiers
    ("guided rope network", False),  # no generic head
])
def test_the_own_name_with_another_generic_head_is_no_method_used(nlp, phrase, own):
    from kg.extract.merge import _own_name_with_another_head

    doc = nlp(f"We propose a guided rope technique. The {phrase} beats the wind.")
    assert _own_name_with_another_head(_span(doc, phrase), {"guided rope technique"}) is own


# round 44 (plain method names missed outright, branch mu44n)

def test_a_mined_method_word_alone_mid_sentence_names_that_method(nlp, monkeypatch):
    """'we extend the analysis to the Kiteformer', 'models based on Kiteformers': a capitalised word the venues write as
    a method's name (or its plural) standing alone mid-sentence is that method; not a word of a Title Case name, nor a
    modifier of a plain noun after it, nor the sentence's first word."""
    from kg.extract import method_rules
    monkeypatch.setattr(method_rules, "method_name_words", lambda: frozenset({"Kiteformer"}))
    doc = nlp("We extend the analysis to the Kiteformer. Rope models based on Kiteformers allow long kites. "
              "We train the Windy Kiteformer. The Kiteformer codes differ. Kiteformer works. We beat rope Kiteformers.")

    def alone(text, nth=0):
        i = -1
        for _ in range(nth + 1):
            i = doc.text.index(text, i + 1)
        return method_rules.method_word_alone(doc, doc.char_span(i, i + len(text)))

    assert alone("Kiteformer") and alone("Kiteformers")
    assert not alone("Kiteformer", 2) and not alone("Kiteformer", 3) and not alone("Kiteformer", 4)
    assert not alone("Kiteformers", 1)  # 'rope Kiteformers': a kind of its own


def test_a_mined_method_word_inside_a_long_form_is_no_method_of_its_own(monkeypatch):
    """'Bidirectional Kite Representations from Kiteformers (BKRK)': the word is part of the defined name."""
    from kg.extract import method_rules
    monkeypatch.setattr(method_rules, "method_name_words", lambda: frozenset({"Kiteformer"}))
    found = _mentions("We study windy kites. Architectures based on Bidirectional Kite Representations from Kiteformers "
                      "(BKRK) link ropes. We extend the rope analysis to the Kiteformer.")
    assert ("Kiteformer", "Method") in found and ("Kiteformers", "Method") not in found


def test_a_letter_with_digits_beside_a_model_noun_is_the_models_name():
    """'a pre-trained kite model (PKM), K7, is used': a letter with digits in apposition to a model noun names the
    model; the same shape elsewhere ('the lantern state T2') stays a symbol."""
    found = _mentions("We study windy kites. Then, a pre-trained kite model (PKM), K7, is employed to fill the ropes. "
                      "KiteNet maps the input x1 to the lantern state T2.")
    assert ("K7", "Method") in found
    assert not {"x1", "T2"} & {text for text, _ in found}


# round 45 (named methods used that get no span, branch mu45n)

def test_an_unsure_model_term_with_a_name_the_venues_write_as_a_tool_is_a_method(nlp, monkeypatch):
    """'imposes a Kessel norm', 'computed by the discrete Marlow transform': a model span below the confidence bar
    holding a name, whose words the venues write as a tool (mined tool_terms), is a method whatever the model's unsure
    label; not without a name ('rope norm'), not a term the venues do not write as a tool, not digits alone ('3D
    kite'), not in the title."""
    from spacy.tokens import Span
    from kg.extract import merge
    monkeypatch.setattr(merge, "tool_terms", lambda: frozenset({"kessel norm", "discrete marlow transform", "rope norm",
                                                                 "3d kite"}))
    doc = nlp("The loss imposes a Kessel norm and a rope norm on the 3D kite, computed by the discrete Marlow transform "
              "of the Tadworth field.")

    def unsure(text, label):
        s = _span(doc, text)
        return merge._unsure_named_tool(Span(doc, s.start, s.end, label=label))

    assert unsure("a Kessel norm", "Method") and unsure("discrete Marlow transform", "OtherScientificTerm")
    assert unsure("discrete Marlow transform", "Task")  # the model's unsure label says less than name and corpus
    assert not unsure("a rope norm", "Method")  # no name
    assert not unsure("3D kite", "OtherScientificTerm")  # a digit is no name
    assert not unsure("Tadworth field", "OtherScientificTerm")  # not a term the venues write as a tool
    assert not unsure("a Kessel norm", "Generic") and not unsure("a Kessel norm", "Material")  # an input, says the model
    doc._.kg_title_end = len(doc)  # the same words in the title: Title Case hides which words are names
    s = _span(doc, "a Kessel norm")
    assert not merge._unsure_named_tool(Span(doc, s.start, s.end, label="Method"))
    monkeypatch.setattr(merge, "tool_terms", lambda: frozenset({"kessel robot", "kessel point cloud", "kite modality"}))
    doc = nlp("We fly the Kessel robot over Kessel point clouds with RAKM (Rope Accumulation for Kite Modality).")
    for text in ("Kessel robot", "Kessel point clouds", "Kite Modality"):  # a machine, data, a word of a long form
        s = _span(doc, text)
        assert not merge._unsure_named_tool(Span(doc, s.start, s.end, label="Method")), text


# round 45 (lower-case technique names the paper uses, branch mu45g)

def test_a_proposal_named_by_a_mined_technique_and_a_method_noun_uses_that_technique(nlp, monkeypatch):
    """'a kite smoothing approach': the proposal is built with the technique its name opens with, where the venues
    write that phrase as a means far more than as a task; a problem before the noun ('rope tracking framework'), a
    kind said twice ('kite network model') or a phrase not in the mined list gives nothing."""
    import kg.extract.merge as merge
    from kg.extract.lexicon import task_term_key
    monkeypatch.setattr(merge, "means_slotted", lambda text: task_term_key(text) in {"kite smoothing", "kite network"})
    doc = nlp("We propose a scalable kite smoothing approach, a rope tracking framework, a kite network model and a "
              "kite-smoothing based rope method.")

    def built_on(text):
        i = doc.text.index(text)
        found = merge._technique_it_builds_on(doc.char_span(i, i + len(text)))
        return found.text if found is not None else None

    assert built_on("scalable kite smoothing approach") == "kite smoothing"
    assert built_on("rope tracking framework") is None
    assert built_on("kite network model") is None
    assert built_on("kite-smoothing based rope method") is None  # 'kite-smoothing' is one word, the mined phrase two
    assert ("kite smoothing", "Method") in _mentions("We propose a scalable kite smoothing approach for rope tracking.")


def test_the_mined_means_list_keeps_a_phrase_written_mostly_as_a_means(monkeypatch):
    """scripts/mine_means_slots.py: the mirror of the task-slot list; a phrase the abstracts write as a means at
    least MIN_MEANS times and RATIO times as often as a task is kept, one written as a task as often is not."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    import mine_means_slots
    from mine_task_slots import slot_counts

    from kg.extract import lexicon

    texts = ["We rank kites using kite smoothing.", "We sort ropes via kite smoothing.", "A kite smoothing-based ranker.",
             "We apply kite smoothing to ropes.", "Ropes are tied based on kite smoothing.", "We address kite smoothing.",
             "We rank kites using rope knotting.", "We address rope knotting.", "The rope knotting problem.",
             "We sort ropes via rope knotting."]
    monkeypatch.setattr(mine_means_slots, "MIN_MEANS", 2)
    kept = mine_means_slots.means_slotted(*slot_counts(texts))
    assert kept["kite smoothing"] == [1, 5]  # five abstracts write it as a means, one as a task
    assert "rope knotting" not in kept  # two a task, two a means
    monkeypatch.setattr(lexicon, "means_slots", lambda: {"kite smoothing": [1, 5]})
    assert lexicon.means_slotted("Kite Smoothing") and not lexicon.means_slotted("smoothing")


def test_a_model_term_headed_by_a_family_noun_after_a_technique_word_is_a_method(nlp):
    from kg.extract.merge import _family_headed
    doc = nlp("The encoder adopts a sparse kite scheme and rope mixing strategies, and beats existing lantern methods.")
    for text in ("rope mixing strategies", "existing lantern methods"):
        assert _family_headed(_span(doc, text)), text
    assert not _family_headed(_span(doc, "sparse kite scheme"))  # a scheme is as often the paper's own
    doc = nlp("This scheme works, and our methods beat the strategies and limits of rope methods.")
    for text in ("This scheme", "our methods", "the strategies", "limits of rope methods"):
        assert not _family_headed(_span(doc, text)), text  # no technique word before the family noun


def test_what_the_work_joins_to_a_partner_or_into_a_whole_is_a_part_it_uses(nlp):
    """Round 47: 'our method combines kite estimation with a rope module', 'the first work incorporating kite learning
    into rope clustering': what the own work joins in is a part it uses, even where it reads like a task; not two
    things joined together, another's work, a join negated, nor the paper's topic (branch task47)."""
    from kg.extract.method_rules import joined_into_the_work
    doc = nlp("Our method combines kite estimation with a rope sweeping module to build lantern volumes.")
    assert joined_into_the_work(_span(doc, "kite estimation"))
    doc = nlp("This is the first work incorporating kite estimation into rope clustering.")
    assert joined_into_the_work(_span(doc, "kite estimation"))
    doc = nlp("We integrate kite estimation into a rope tracker.")
    assert joined_into_the_work(_span(doc, "kite estimation"))
    doc = nlp("We combine kite detection and rope tracking into one lantern model.")
    assert not joined_into_the_work(_span(doc, "kite detection"))  # two things joined: maybe two tasks
    doc = nlp("Prior studies combine kite estimation with rope modules.")
    assert not joined_into_the_work(_span(doc, "kite estimation"))  # another's work
    doc = nlp("Our method combines kite estimation and rope sweeping.")
    assert not joined_into_the_work(_span(doc, "kite estimation"))  # no partner or whole
    doc = nlp("We do not combine kite estimation with rope modules.")
    assert not joined_into_the_work(_span(doc, "kite estimation"))


def test_the_whole_a_part_is_joined_into_is_no_part_even_as_a_second_object(nlp):
    """Round 47: 'we integrate the kite length into the rope estimation', where the parser hangs 'estimation' on the
    verb as a second object: the whole comes after 'into', so it is no part the work joins in (branch task47)."""
    from spacy.tokens import Doc
    from kg.extract.method_rules import joined_into_the_work
    words = "We integrate the kite length into the rope estimation .".split()
    heads = [1, 1, 4, 4, 1, 1, 8, 8, 1, 1]
    deps = ["nsubj", "ROOT", "det", "compound", "dobj", "prep", "det", "compound", "dobj", "punct"]
    lemmas = ["we", "integrate", "the", "kite", "length", "into", "the", "rope", "estimation", "."]
    pos = ["PRON", "VERB", "DET", "NOUN", "NOUN", "ADP", "DET", "NOUN", "NOUN", "PUNCT"]
    doc = Doc(nlp.vocab, words=words, heads=heads, deps=deps, lemmas=lemmas, pos=pos)
    assert joined_into_the_work(doc[3:5])  # the part before 'into'
    assert not joined_into_the_work(doc[7:9])  # the whole after it
