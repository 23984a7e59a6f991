"""Proposal rules of issue 16 round 7, on invented sentences."""
from __future__ import annotations

import pytest

from kg.extract.pipeline import shared_nlp
from tests.support.paper_docs import invented_doc


@pytest.fixture(scope="module")
def nlp():
    return shared_nlp(False)


def _proposed(nlp, abstract: str, title: str = "") -> set[str]:
    return {p.text for p in invented_doc(nlp, abstract, title)._.proposed}


def test_a_generic_head_after_a_proposal_verb_is_named_by_its_purpose(nlp):
    assert "approach for sparse kite ranking" in _proposed(nlp, "We propose a novel approach for sparse kite ranking.")
    # a head with words of its own is named by them; a plural is a kind, not one new thing
    assert not any(p.startswith("approach for") for p in _proposed(nlp, "We propose methods for sparse kite ranking."))


def test_the_purpose_of_a_proposal_stays_free_for_its_task(nlp):
    doc = invented_doc(nlp, "We propose a novel approach for sparse kite ranking. It ranks kites well.")
    labels = {(s.text, s.label_) for s in doc.spans["kg_entities"]}
    assert ("approach for sparse kite ranking", "Method") in labels
    assert any(label == "Task" and "kite ranking" in text for text, label in labels)


def test_the_subject_of_a_present_passive_proposal_verb_is_proposed_whatever_its_head(nlp):
    assert "rope reachability diagram" in _proposed(nlp, "To plan each flight, a rope reachability diagram is constructed.")
    # prior work, or an adjective alone, names nothing
    assert _proposed(nlp, "Existing rope reachability diagrams are constructed by hand.") == set()
    assert _proposed(nlp, "A general diagram is constructed.") == set()


def test_one_new_artefact_after_a_proposal_verb_is_proposed_whatever_its_head(nlp):
    assert "core-anchored kite graph" in _proposed(nlp, "To link rare kites, we build a core-anchored kite graph.")
    # plural, or only an adjective before the head: no proposal
    assert _proposed(nlp, "We build kite graphs.") == set()
    assert _proposed(nlp, "We build a large graph.") == set()


def test_a_new_artefact_is_read_by_its_last_word_where_the_parser_hangs_it_elsewhere(nlp):
    # the tagger reads the '-er' noun as a comparative, so the phrase's root is 'rope'
    assert "rope multiplier" in _proposed(nlp, "We introduce a rope multiplier in our network that lifts the kites.")
    assert "tail sharing multiplier" in _proposed(nlp, "We introduce a tail sharing multiplier to lift kites.")
    # a verb inside the phrase makes it a description, not a head
    assert _proposed(nlp, "We propose a rope trained end-to-end.") == set()


def test_a_short_form_defined_for_our_long_form_is_proposed(nlp):
    found = _proposed(nlp, "Second, we add a rope layer built on our formulation of windy lift estimation (WLE).")
    assert "WLE" in found
    assert "WLE" not in _proposed(nlp, "Second, we add a rope layer built on windy lift estimation (WLE).")


def test_the_own_method_adopting_one_new_thing_proposes_it(nlp):
    found = _proposed(nlp, "Our method adopts a zero-sum kite game to separate the ropes.")
    assert "zero-sum kite game" in found
    assert "two-stage rope sampler" in _proposed(nlp, "Our model integrates an innovative two-stage rope sampler.")
    # a verb of use takes up a thing that exists
    assert _proposed(nlp, "Our method leverages a zero-sum kite game to separate the ropes.") == set()


@pytest.mark.parametrize("abstract, proposed", [
    ("Kites are hard to fly. We propose a new framework with two rope branches.", True),
    # an abstract that uses the title's words as its topic, or names its proposal, keeps the title out
    ("In braided lantern rope learning, kites fly. We propose a new framework with two rope branches.", False),
    ("We propose a new framework, KiteBraid, with two rope branches.", False),
])
def test_a_paper_proposing_an_unnamed_method_is_named_by_its_title(nlp, abstract, proposed):
    title = "Braided Lantern Rope Learning for Kites"
    assert ("Braided Lantern Rope Learning" in _proposed(nlp, abstract, title)) is proposed


def test_an_unnamed_part_put_into_the_own_method_in_the_passive_is_proposed(nlp):
    assert "rope gate function" in _proposed(nlp, "Then a rope gate function is exploited to control the lanterns.")
    assert _proposed(nlp, "Then a KiteNet backbone is adopted to encode the lanterns.") == set()


def test_a_title_opened_by_a_verb_in_ing_does_not_name_an_unnamed_method(nlp):
    doc = invented_doc(nlp, "Kites are hard to fly. We propose a new framework with two rope branches.",
                       title="Handling Braided Lantern Ropes for Kites")
    assert not any(p.text.startswith("Handling") for p in doc._.proposed)


def test_the_new_rules_leave_generic_heads_and_cut_purposes_out(nlp):
    assert not any(p.startswith("framework for") for p in _proposed(nlp, "We propose a framework for dealing with windy kites."))
    assert _proposed(nlp, "A rigorous kite analysis is provided.") == set()
    doc = invented_doc(nlp, "Kites are hard to fly. We propose a new framework with two rope branches.",
                       title="Braided Lantern Rope Problem for Kites")
    assert {p.text for p in doc._.proposed} == set()


def test_one_capitalised_word_with_an_apposition_after_a_proposal_verb_is_a_name(nlp):
    assert "Lantern" in _proposed(nlp, "We present Lantern, a learning-based model to infer kite shapes.")
    assert "Braidle" in _proposed(nlp, "In this paper we introduce Braidle, an assistive rope system.")
    assert _proposed(nlp, "We present results, a summary of kite flights.") == set()


def test_describe_with_an_indefinite_object_presents_a_new_thing(nlp):
    assert "rope tracking controller" in _proposed(nlp, "This paper describes a rope tracking controller for kites.")
    assert _proposed(nlp, "We describe the KiteNet results and the rope tracking controller.") == set()


def test_an_aside_between_the_proposal_verb_and_its_object_is_skipped(nlp):
    assert "KiteNet" in _proposed(nlp, "We introduce in this paper the KiteNet model for rope tracking.")
    assert "rope tracking controller" in _proposed(nlp, "We present in this work a rope tracking controller for kites.")


def test_each_item_of_a_colon_list_is_proposed_not_the_first_short_form_only(nlp):
    found = _proposed(nlp, "To keep kites fast, we present novel training schemes: Braids of Rope segment (BoR) augmentation, "
                           "matching and wobble loss. BoR helps.")
    assert {"BoR", "wobble loss"} <= found and "matching" not in found


def test_a_title_case_name_opened_by_a_named_word_is_taken_whole(nlp):
    assert "Mixed-Rope Restricted Kite Machines" in _proposed(
        nlp, "We present in this paper Mixed-Rope Restricted Kite Machines for modelling wind.")


def test_data_the_paper_collects_or_builds_through_a_strategy_is_proposed(nlp):
    assert "windy scene toy dataset" in _proposed(
        nlp, "To test it, we design a strategy to build a windy scene toy dataset based on existing training data.")
    assert "kite flight corpus" in _proposed(nlp, "We collect a new kite flight corpus of 5,000 flights.")
    assert _proposed(nlp, "We collect a large and diverse dataset.") == set()
    found = _proposed(nlp, "We further release the KITE-Slide dataset of sliding flights between a sensor and standard ROPA objects.")
    assert "KITE-Slide" in found and "ROPA" not in found


def test_we_call_this_approach_names_the_papers_own_thing(nlp):
    assert "RopeBind" in _proposed(nlp, "Kites fly by a rule that binds ropes. We call this approach RopeBind.")
    assert "ZKS" in _proposed(nlp, "Kites are found from text; we call this system Zero-shot Kite Search (ZKS). ZKS plans.")
    assert _proposed(nlp, "Ropes sag in wind. We call this effect Kite Drift in the following.") == set()


def test_a_new_thing_that_we_call_x_is_proposed(nlp):
    """'a novel approach to X that we call Y (Z)': the clause names the new thing, as 'called Y' does."""
    found = _proposed(nlp, "This paper presents a novel approach to kite flying that we call Rope Lantern Binding (RLB) "
                           "which links ropes to lanterns.")
    assert found & {"RLB", "Rope Lantern Binding"}
    assert "KiteSamp" in _proposed(nlp, "Kites drift. We give a new sampler, which we term KiteSamp, for rope data.")


def test_our_approach_dubbed_x_names_the_papers_own_thing(nlp):
    assert "RopeBind" in _proposed(nlp, "Kites are hard to fly. Our approach, dubbed RopeBind, binds ropes.")
    assert "KiteFrame" in _proposed(nlp, "Kites are hard to fly. This framework, called KiteFrame, binds ropes.")
    assert _proposed(nlp, "Kites are hard to fly. Our effect, called Kite Drift, binds ropes.") == set()


def test_an_enumeration_of_steps_after_a_colon_is_no_list_of_names(nlp):
    found = _proposed(nlp, "We propose a kite scheme: (i) meta-learning of rope models and (ii) training of lantern classifiers.")
    assert not any(p.startswith(("meta-learning", "training")) for p in found)


def test_our_proposed_or_a_newly_built_thing_is_the_papers_own(nlp):
    assert "RopeNet" in _proposed(nlp, "Kites drift in wind. Our proposed RopeNet builds on top of KiteNet.")
    assert "lantern fusion method" in _proposed(nlp, "It beats baselines in our newly proposed lantern fusion method.")
    assert "rope-wise block" in _proposed(nlp, "Kites fly better via our proposed rope-wise block.")
    # a kind noun before the name is no part of it
    assert "KiteSet" in _proposed(nlp, "We run comparisons on a newly constructed dataset KiteSet.")
    # another's newly released data, or a generic 'our proposed method', is no proposal
    assert _proposed(nlp, "We test on the newly released KiteSet benchmark.") == set()
    assert _proposed(nlp, "Our proposed method outperforms the baselines.") == set()


def test_a_proposed_database_is_a_dataset(nlp):
    doc = invented_doc(nlp, "Results on videos of our newly collected kite KITE-v2 database show gains.")
    assert ("KITE-v2", "Dataset") in {(s.text, s.label_) for s in doc.spans["kg_entities"]}


def test_names_after_a_colon_later_in_the_sentence_name_an_unnamed_object(nlp):
    assert "KFN" in _proposed(nlp, "This paper introduces a novel solution to this problem: the Kite Fusion Network (KFN).")
    found = _proposed(nlp, "We introduce two new methods enabled by recasting kites as ropes: fast rope quadrature and sparse kite quadrature.")
    assert {"fast rope quadrature", "sparse kite quadrature"} <= found
    # steps, descriptions, or a colon closing a farther phrase name nothing
    assert _proposed(nlp, "We propose a new approach to this problem: first we cluster, then we rank.") == set()
    assert _proposed(nlp, "We propose two algorithms for the kite problem: one based on voting and one that resamples.") == set()


def test_a_bare_noun_phrase_after_a_proposal_verb_is_proposed(nlp):
    assert "rope-guided pre-training" in _proposed(nlp, "We propose rope-guided pre-training by building kite samples.")
    assert "sequence-to-kite attention" in _proposed(nlp, "Then we introduce sequence-to-kite attention to use the wind.")
    # plural kinds, generic or adjective-only heads, and actions name nothing
    assert _proposed(nlp, "We present experimental results on three kite sets.") == set()
    assert _proposed(nlp, "We provide convergence analysis for the kite method.") == set()
    assert _proposed(nlp, "We propose learning the kite function with a rope network.") == set()
    assert _proposed(nlp, "Tests show the proposed method's effectiveness in kite flight.") == set()


def test_a_title_case_phrase_opened_by_a_word_in_ing_is_no_proposal(nlp):
    for title in ("Learning Robust Kite Policy via Rope Optimization", "Pre-training General Kite Representation with Ropes",
                  "Extracting Kite Information from Rope Records"):
        doc = invented_doc(nlp, "Kites are hard to fly. We propose a new framework with two rope branches.", title=title)
        assert not any(p.text.split()[0] == title.split()[0] for p in doc._.proposed), title
    # a method noun in -ing opening the title is still one
    assert "Embedding Propagation Network" in _proposed(
        nlp, "Kites are hard to fly. We propose a new framework with two rope branches.",
        title="Embedding Propagation Network for Kites")
    assert "Deroping Network" in _proposed(
        nlp, "Kites are hard to fly. We propose a new framework with two rope branches.",
        title="Deroping Network for Kites")


def test_our_proposed_thing_is_its_object_phrase_only(nlp):
    assert _proposed(nlp, "Tests show that our proposed model can reconstruct KDR images.") == set()
    assert "KiteNet" in _proposed(nlp, "Our proposed network, namely KiteNet, learns rope features.")


def test_a_proposal_verb_conjoined_to_a_misparsed_clause_finds_its_subject(nlp):
    found = _proposed(nlp, "We show that a unique minimal kite set exists for any set of ropes of interest and choice of wind "
                           "function, formulate two novel models from the general family that represent rope dynamics, and "
                           "propose a greedy search algorithm for learning them from kite data.")
    assert "greedy search algorithm" in found
    assert _proposed(nlp, "Unlike others, our proposed approach leverages meta-learning for kites.") == set()


def test_a_bare_phrase_needs_the_paper_as_proposer_and_no_preposition(nlp):
    assert _proposed(nlp, "Experimental data such as kite estimation in the comparison study are presented.") == set()
    assert _proposed(nlp, "The proposed system allows to develop radiology expertise with less practice.") == set()
    assert "KEX" in _proposed(nlp, "Our proposed one-stage kite extractor, called KEX, can handle nested ropes.")


def test_the_parts_our_method_is_composed_of_are_proposed(nlp):
    found = _proposed(nlp, "Our KiteKD, composed of the multi-level rope module, lantern assistant module, and other "
                           "distillation modules, aims to lighten kite models.")
    assert {"multi-level rope module", "lantern assistant module"} <= found
    assert not any("other" in p or "distillation modules" in p for p in found)
    # a count of parts, or plural kinds, name none
    assert _proposed(nlp, "The proposed framework consists of five core modules and two kite blocks.") == set()


def test_a_proposal_verb_after_a_preposition_is_the_papers_own_with_a_new_object(nlp):
    assert "lantern controllers" in _proposed(nlp, "Kite control is hard, which we solve by proposing new lantern controllers "
                                                    "with shared weights.")
    # a participle read as a preposition, a gerund of understanding, or a known object proposes nothing
    assert _proposed(nlp, "In this paper, we introduce the task of drawing a calm kite scene given a noisy lantern "
                          "photo.") == set()
    assert _proposed(nlp, "We seek to improve rope scoring by building an intuition of how pilots steer KiteLM.") == set()
    assert _proposed(nlp, "We achieve this by formulating the KPA problem as a minimization of the rope error.") == set()


def test_a_gerund_after_by_proposes_a_name_that_an_apposition_describes(nlp):
    # 'by presenting KiteLAS, a system ...': the name is new where an apposition right after it says what it is
    for verb in ("presenting", "introducing"):
        assert "KiteLAS" in _proposed(nlp, f"We address this gap by {verb} KiteLAS, a system that ties kite ropes in wind.")
    # a known name without such an apposition, or 'presenting' the results, proposes nothing
    assert "KiteNet" not in _proposed(nlp, "We speed up rope tying by introducing KiteNet into the loop.")
    assert _proposed(nlp, "We close the study by presenting the results of RopeNet on three kite sets.") == set()


def test_a_namely_list_stops_at_an_item_that_is_a_clause(nlp):
    found = _proposed(nlp, "By introducing a novel method, namely Rope Modularity, and adopting supervised attention across "
                           "sub-modules, we bridge the divide between kites.")
    assert found == {"Rope Modularity"}


def test_a_present_passive_opening_is_read_off_the_words_when_the_parser_misreads_it(nlp):
    found = _proposed(nlp, "We propose a mixed kite model. A fast lantern rescaled solver is then developed to fit the "
                           "proposed model.")  # the parser reads 'rescaled' as the verb
    assert "fast lantern rescaled solver" in found
    # a count, a part of something, or only generic words name nothing new
    assert _proposed(nlp, "A number of kite models are developed.") == set()
    assert _proposed(nlp, "A general method is proposed.") == set()


def test_a_namely_list_keeps_an_item_named_by_a_gerund(nlp):
    assert "drifting tokens" in _proposed(nlp, "We propose to split kite tokens into two groups, namely drifting tokens and "
                                                "rope ones, to capture wind.")


def test_a_name_shown_or_made_as_data_with_an_apposition_is_the_papers_own(nlp):
    assert "KiteBot" in _proposed(nlp, "We demonstrate KiteBot – a model for rope signaling in kite articles.")
    assert "Ropeset" in _proposed(nlp, "We also curate Ropeset, a dataset of windy lantern dialogues.")
    # a use verb, or no apposition, says nothing about whose it is
    assert _proposed(nlp, "We also adopt Kiteformer, a widely used model.") == set()
    assert _proposed(nlp, "We demonstrate KiteBot on two tasks.") == set()


def test_a_hyphen_variant_of_a_proposed_name_is_the_papers_own(nlp):
    found = _proposed(nlp, "We propose a Kite Evaluation Design (KED) for rope models. Experiments show that KED-SSL "
                           "outperforms the baselines, while KED-generated samples stay diverse.")
    assert {"KED", "KED-SSL"} <= found
    assert "KED-generated" not in found  # a lower-case suffix describes


def test_a_capitalised_object_with_a_colon_apposition_is_named(nlp):
    assert "Kitelyra" in _proposed(nlp, "We present Kitelyra: a dataset of windy rope scenes.")


# session of 2026-12-04: a name used earlier, now a modifier of the new thing's noun


@pytest.mark.parametrize("abstract", [
    "Long-form kite answering (KA) systems are popular. In this work, we introduce a new KA task for answering "
    "multi-rope questions by summarizing passages.",
    "Existing detectors read lantern fields (LF) slowly. We propose an LF synthesis approach to embed rope masks.",
])
def test_an_earlier_name_before_a_noun_is_not_the_new_things_name(nlp, abstract):
    proposed = _proposed(nlp, abstract)
    assert not proposed & {"KA", "LF"}


@pytest.mark.parametrize("abstract, title, phrase, proposed", [
    # the abstract names nothing and calls the title's head noun its own ('our new lattices')
    ("Kites drift in gusty wind. We show that our new lattices keep the ropes taut at low cost.",
     "Sparse Braided Kite Lattices for Gusty Wind", "Sparse Braided Kite Lattices", True),
    # also the phrase after 'Using'
    ("Kites drift. We fly them with our rope lanterns and report the drift.",
     "Kite Drift Estimation Using Braided Rope Lanterns", "Braided Rope Lanterns", True),
    # not when the head is no word of the title owned by the paper
    ("Kites drift in gusty wind. We show that our model to fly lattices keeps ropes taut.",
     "Sparse Braided Kite Lattices for Gusty Wind", "Sparse Braided Kite Lattices", False),
])
def test_a_title_phrase_the_abstract_calls_our_own_is_proposed(nlp, abstract, title, phrase, proposed):
    assert (phrase in _proposed(nlp, abstract, title)) is proposed


def test_a_title_phrase_of_what_a_theory_paper_shows_is_no_proposal(nlp):
    assert "Tight Kite Drift Bounds" not in _proposed(
        nlp, "Kites drift in gusty wind. We show that our new bounds are tight for every rope.",
        title="Tight Kite Drift Bounds for Gusty Wind")
    # a phrase holding a clause ('... Pipeline To Build an ...') names nothing
    doc = invented_doc(nlp, "Kites drift. The proposed end-to-end detector builds kites.",
                       title="A Simple and Efficient Lattice To Build an End-to-End Kite Detector")
    assert not any("To Build" in p.text for p in doc._.proposed)


@pytest.mark.parametrize("abstract, phrase", [
    ("To speed up kite tracking, we propose a set of windy rope optimizations that cut latency.",
     "set of windy rope optimizations"),
    ("We have created a group of lantern kite agents, styled after kite masters, that suggest ropes.",
     "group of lantern kite agents"),
    ("We propose a series of intuitive, rope-dependent and easily-measurable kite properties that predict drift.",
     "series of intuitive, rope-dependent and easily-measurable kite properties"),
])
def test_a_group_of_built_things_is_proposed_by_the_group_phrase(nlp, abstract, phrase):
    assert phrase in _proposed(nlp, abstract)


@pytest.mark.parametrize("abstract", [
    "We design a set of windy kite experiments to test the rope hypothesis.",  # reported, not built
    "From these results we propose a set of best practices for kite flying.",  # advice
    "Our system then creates a set of lantern prediction maps for the planner.",  # what the method outputs
    "We propose a family of algorithms for kite ranking.",  # no word says which
])
def test_a_group_of_reported_or_unnamed_things_is_no_proposal(nlp, abstract):
    assert not any(p.startswith(("set of", "family of")) for p in _proposed(nlp, abstract))


@pytest.mark.parametrize("abstract, phrase", [
    ("We introduce a new dataset of 3,000 annotated kite dialogues.", "dataset of 3,000 annotated kite dialogues"),
    ("Our tracker is tested on three benchmarks, including a novel corpus collected from lantern festivals.",
     "corpus collected from lantern festivals"),
    ("In this work, we present a first of a kind benchmark with 4,250 rope posts from forums which covers drift.",
     "benchmark with 4,250 rope posts from forums"),
])
def test_new_unnamed_data_is_proposed_by_its_description(nlp, abstract, phrase):
    assert phrase in _proposed(nlp, abstract)


@pytest.mark.parametrize("abstract", [
    "Recently, a new dataset of kite images was released by another group.",  # no 'we' / 'our': maybe another's
    "We present a new dataset with the goal of advancing kite tracking.",  # a purpose, not what the data holds
    "We introduce a new dataset of more than 6300 labelled.",  # the description names no thing
])
def test_new_data_without_a_description_of_its_own_is_not_proposed_by_one(nlp, abstract):
    assert not any(p.startswith("dataset") for p in _proposed(nlp, abstract))


def test_new_data_another_rule_names_is_not_proposed_twice(nlp):
    found = _proposed(nlp, "We introduce a new windy-scene dataset of more than 1000 real kite scenes.")
    assert "windy-scene dataset" in found and not any(p.startswith("windy-scene dataset of") for p in found)


def test_a_purpose_cut_inside_its_phrase_names_no_proposal(nlp):
    found = _proposed(nlp, "This paper presents a novel approach for making automatically kite-shaped lantern images in rope videos.")
    assert not any(p.startswith("approach for") for p in found)
    assert "approach for sparse kite ranking" in _proposed(nlp, "We propose a novel approach for sparse kite ranking.")


def test_a_question_title_names_no_unnamed_method(nlp):
    found = _proposed(nlp, "Kites drift. We propose a new method to steady them. It works.", title="Are All Rope Knots Equal?")
    assert not any("Equal" in p for p in found)


def test_a_name_in_parentheses_after_the_object_names_it(nlp):
    found = _proposed(nlp, "Besides, we introduce a simple intermediate kite baseline (KB-Net) using both rope-level "
                           "and lantern-level guidance.")
    assert "KB-Net" in found
    # a verb inside the object: the name is the part's, not the object's
    assert "Zeta-Pool" not in _proposed(nlp, "We propose a kite model containing a windy lantern module (Zeta-Pool) for kites.")


def test_a_problem_formulated_as_another_is_not_proposed(nlp):
    assert "KER" not in _proposed(nlp, "Cross-domain KER is a practical yet challenging problem. We formulate cross-domain "
                                       "KER as a rope matching problem.", "Cross-domain Kite Entity Recognition via Rope Matching")
    assert "kite loss" in _proposed(nlp, "We formulate a new kite loss as a rope objective.")  # a new thing still is


def test_a_novel_phrase_with_any_head_a_noun_names_is_proposed(nlp):
    found = _proposed(nlp, "Kites drift. We pair a rope filter with a novel kite tail controller to steer them.")
    assert "kite tail controller" in found


@pytest.mark.parametrize("abstract", [
    "Kites drift. We build a novel kite understanding and reasoning model for gusts.",  # the chunk is half the phrase
    "Kites drift. The tracker is trained with a novel kite function.",  # two nouns: the kind's common term
])
def test_a_novel_phrase_cut_or_common_is_not_proposed_by_its_head(nlp, abstract):
    assert not {"kite understanding", "kite function"} & _proposed(nlp, abstract)


def test_the_whole_the_paper_integrates_its_parts_into_is_proposed(nlp):
    found = _proposed(nlp, "Kites drift. We design two kite losses. "
                           "We then combine both losses into a unified rope-aware tracking framework.")
    assert "rope-aware tracking framework" in found


@pytest.mark.parametrize("abstract", [
    "Kites drift. We integrate rope cues into an existing kite tracking framework.",  # an existing whole is used
    "Kites drift. We integrate rope cues into a kite tracking network (KTN) for gusts.",  # the name rules name it
])
def test_an_existing_or_named_whole_is_not_proposed_by_integration(nlp, abstract):
    assert not any(p.startswith("kite tracking") for p in _proposed(nlp, abstract))


def test_each_new_thing_of_an_and_list_after_a_proposal_verb_is_proposed(nlp):
    found = _proposed(nlp, "Kites drift. We propose a kite sampler and a rope tree.")
    assert {"kite sampler", "rope tree"} <= found
    # an adjective alone says nothing about which: no second proposal
    assert _proposed(nlp, "Kites drift. We propose a kite sampler and a theoretical analysis.") == {"kite sampler"}


def test_a_comma_between_the_adjectives_of_the_object_ends_no_phrase(nlp):
    assert "rope tree" in _proposed(nlp, "Kites drift. We propose a new, simple rope tree.")
    assert "kite sampler" in _proposed(nlp, "Kites drift. We propose a novel, efficient kite sampler for gusts.")
    # 'a simple, yet ...': the comma opens an aside, as before
    assert not _proposed(nlp, "Kites drift. We propose a simple, yet effective rope tree.")


@pytest.mark.parametrize("abstract, name", [
    ("Kites drift. We introduce an end-to-end kite network.", "end-to-end kite network"),
    ("Kites drift. We propose an on-device kite recognition system that tracks gusts.", "on-device kite recognition system"),
])
def test_a_hyphen_word_with_a_preposition_inside_keeps_the_object_whole(nlp, abstract, name):
    assert name in _proposed(nlp, abstract)


def test_a_novel_phrase_opened_by_a_hyphen_word_with_a_preposition_is_whole(nlp):
    found = _proposed(nlp, "Kites drift. We pair a rope filter with a novel end-to-end kite network to steer them.")
    assert "end-to-end kite network" in found


def test_a_vague_hyphen_word_alone_names_no_proposal(nlp):
    # 'end-to-end' says how a model is trained, not which model: no 'end-to-end framework' node joining papers
    assert not _proposed(nlp, "Kites drift. We propose an end-to-end framework.")


def test_an_adjective_only_object_is_named_by_its_purpose_which_stays_free_for_its_task(nlp):
    doc = invented_doc(nlp, "Kites drift in gusts. We propose a novel, less sparse method for estimating kite drift. It works.")
    labels = {(s.text, s.label_) for s in doc.spans["kg_entities"]}
    assert ("less sparse method for estimating kite drift", "Method") in labels
    assert ("estimating kite drift", "Task") in labels
    # a purpose told before ('these questions') names nothing
    assert not _proposed(nlp, "Kites drift. We propose a formal framework for studying these questions.")


def test_what_a_relative_clause_on_the_own_new_framework_proposes_is_the_papers(nlp):
    found = _proposed(nlp, "Kites drift. This paper introduces a new framework that closes this gap by exploiting "
                           "rope tension and proposing a novel, less sparse method for estimating kite drift.")
    assert "less sparse method for estimating kite drift" in found


def test_an_unnamed_proposal_takes_no_theory_result_from_the_title(nlp):
    # round 18 (branch i16vene18): the title phrase stands in for 'a new algorithm' only where it names a thing built
    doc = invented_doc(nlp, "Kites drift in gusty wind. We propose a new algorithm that steadies every rope.",
                       title="Second-order Kite Drift Bounds for Gusty Wind")
    assert not any(p.text.endswith("Bounds") for p in doc._.proposed)
    doc = invented_doc(nlp, "Kites drift in gusty wind. We propose a new algorithm that steadies every rope.",
                       title="Braided Lantern Steering for Gusty Wind")
    assert "Braided Lantern Steering" in {p.text for p in doc._.proposed}


def test_a_unit_after_a_figure_is_never_what_is_proposed(nlp):
    proposed = _proposed(nlp, "We design a kite tracker for gliders. The proposed system runs at 52 FPS on a laptop.")
    assert "FPS" not in proposed and "kite tracker" in proposed


def test_a_derived_head_is_named_by_what_it_derives_from(nlp):
    # round 19: 'a (novel) formulation / variant / extension / generalization / relaxation of X' names nothing by
    # its head; its 'of' complement says which ('as' after it hangs on the head, the words still end on a noun)
    found = _proposed(nlp, "Kites drift in gusts. We propose a novel formulation of gliding as a rope "
                           "game. It works well.")
    assert "formulation of gliding as a rope game" in found
    assert "variant of rope sampling" in _proposed(nlp, "Kites drift. We introduce a variant of rope sampling.")
    # a variant of the paper's own method, or of something told before, names nothing new
    assert not _proposed(nlp, "Kites drift. We propose a variant of our kite method.")
    assert not _proposed(nlp, "Kites drift. We propose an extension of this approach.")
    # a named base alone stays a used method ('an extension of KiteBERT' proposes nothing, see test_extract.py)
    assert not _proposed(nlp, "Kites drift in gusts. We propose an extension of KiteBERT.")


def test_a_second_clause_after_the_object_ends_it(nlp):
    # round 19: 'we propose X and use <long form> (SHORT) ...': the short form of the second clause is used
    found = _proposed(nlp, "Kites drift in gusts. We propose a novel formulation of gliding as a rope "
                           "game and use windy rope search (WRS) to tune steering policies.")
    assert "WRS" not in found
    assert "formulation of gliding as a rope game" in found


def test_a_second_verb_before_the_object_shares_it(nlp):
    # round 19: 'we propose and evaluate a new X': the object after the second verb is what is proposed
    assert "kite sampler" in _proposed(nlp, "Kites drift in gusts. We propose and evaluate a new kite sampler.")
    # the second verb of a later clause keeps its own object
    assert "kite sampler" in _proposed(nlp, "Kites drift. We propose a new kite sampler and evaluate it on ropes.")


def test_a_purpose_runs_on_through_a_hyphen_word_and_stops_at_a_second_verb(nlp):
    # round 19: 'for rope-based X' kept its 'based' as a clause boundary ('method for rope-'); 'and <verb>' ends it
    found = _proposed(nlp, "Kites drift in gusts. We propose a new method for rope-based kite steering.")
    assert "method for rope-based kite steering" in found
    found = _proposed(nlp, "Kites drift. We propose a stochastic variant of kite sampling and give its complexity.")
    assert "stochastic variant of kite sampling" in found


@pytest.mark.parametrize("title, proposed", [
    ("Braided Lantern Rope Sensor for Kite Flight", {"Braided Lantern Rope Sensor"}),
    # a statement, a saying, two topics, a study or a property only: no name of a thing built
    ("Kite Flight Is Stable under Wind", set()),
    ("The Higher the Better: Kites at Dusk", set()),
    ("Braided Ropes and Lantern Kites", set()),
    ("A Lantern Perspective on Kite Flight", set()),
    ("Efficient Steering", set()),
    ("Efficient Steering for Kites", set()),
    # round 32: a property before a noun of action whose object follows names the thing by the object
    ("Efficient Steering of Kites", {"Efficient Steering of Kites"}),
])
def test_a_paper_that_proposes_nothing_the_rules_read_is_named_by_its_title(nlp, title, proposed):
    abstract = ("Kites drift in gusty wind. We fly braided kites on a beach and record their paths. "
                "Flights last longer than with plain ropes.")
    assert _proposed(nlp, abstract, title) == proposed


def test_two_nouns_joined_by_and_before_one_head_are_one_proposal(nlp):
    # the parser ends the object at 'and' and makes the second modifier and the head a noun phrase of their own
    assert _proposed(nlp, "We propose a joint kite detection and tracking framework that runs online.") == {
        "joint kite detection and tracking framework"}
    # two noun phrases, each with its article, stay two proposals
    assert _proposed(nlp, "We propose a kite sampler and a rope tree.") == {"kite sampler", "rope tree"}
    # a plural first noun, or a second phrase of several words, is no shared head
    assert "model class and Bayesian inference algorithms" not in _proposed(
        nlp, "We introduce a model class and Bayesian inference algorithms for kites.")


def test_an_indefinite_object_of_derive_with_a_contribution_head_is_proposed(nlp):
    # round 21: a theory paper 'derives' its algorithm, solver or functions
    assert "rope minimal solver" in _proposed(nlp, "Kites drift in gusts. We derive a rope minimal solver which needs "
                                                   "two kite sightings.")
    assert "link functions" in _proposed(nlp, "Kites drift in gusts. We derive two link functions for kite ranking.")
    # a result about a known object, or a definite object, is no new thing
    assert not _proposed(nlp, "Kites drift in gusts. We derive a kite drift inequality for gusty wind.")
    assert not _proposed(nlp, "Kites drift in gusts. We derive the kite ranking estimator in closed form.")


def test_a_head_the_tagger_splits_off_as_an_apposition_ends_the_phrase(nlp):
    # round 21: after '<adjective> <noun> <noun>' the tagger can read the head noun as a pronoun in apposition
    found = _proposed(nlp, "Kites drift in gusts. We leverage this result to derive a practical pairwise testing "
                           "algorithm that first chooses tests.")
    assert "pairwise testing algorithm" in found


def test_what_the_paper_says_its_contribution_is_is_proposed(nlp):
    # round 21: a copula in place of a proposal verb; a numbered list item by item
    found = _proposed(nlp, "Kites drift. Our key technical contributions are two-fold: (1) a new kite function estimator "
                           "based on rope weighting; and (2) a braided rope sampler for gusts.")
    assert {"kite function estimator", "braided rope sampler"} <= found
    assert "KiteSecId" in _proposed(nlp, "Kites drift. The primary contribution of this work is KiteSecId, a set of "
                                         "annotated kite notes.")
    # what the paper does, or a known method it derives or uses, is no new thing
    assert "KRM" not in _proposed(nlp, "Kites drift. Our contributions are two-fold: (i) we show how to fly kites; and (ii) "
                                       "use a kite risk measure, KRM, for steering.")
    assert "GP" not in _proposed(nlp, "Kites drift. Our contribution is to show how kite steering can be written as a "
                                      "Gaussian process (GP) bandit problem.")
    assert "EM" not in _proposed(nlp, "Kites drift. Our contributions include the derivation of an expectation "
                                      "maximization (EM) algorithm for kites.")


def test_a_name_set_against_the_baselines_is_the_own_method(nlp):
    # round 21: the winner of a comparison with baselines or earlier work is the paper's own method
    assert "KS-Net" in _proposed(nlp, "We study kite sampling. Our trials confirm the superiority of KS-Net over the "
                                      "kite baselines.")
    assert "KiteRank" in _proposed(nlp, "We study kite sampling. On gusty days KiteRank was found to be superior to "
                                        "prior samplers.")
    assert "Kite-9" in _proposed(nlp, "We study kite sampling. Experiments show that Kite-9 outperforms prior methods.")
    # one named method beating another, with no baselines or earlier work, says nothing about whose it is
    assert "KiteRank" not in _proposed(nlp, "We study kite sampling. We find that KiteRank outperforms RopeNet on gusts.")
    # a described thing ('our / the X') is left to the other rules
    assert "RopeNet" not in _proposed(nlp, "We study kite sampling. The RopeNet outperforms existing samplers.")


def test_names_listed_beside_a_proposed_name_are_proposed(nlp):
    # round 22: the sentence's rules read the first name of a list; the names coordinated with it, written the same
    # way (each with its short form, each a word written like a name), are the paper's too
    found = _proposed(nlp, "This paper presents a Lantern Kite Tracker (LKT), which is built from a gust-aware rope "
                           "encoder (GRE) and a novel tail-weighted string loss (TSL).")
    assert {"LKT", "GRE", "TSL"} <= found
    assert {"Kite-Up", "Kite-Down"} <= _proposed(nlp, "For steering, we design two flight modes, Kite-Up and Kite-Down, "
                                                      "letting pilots hold the line.")
    # a name joined by 'and' to a clause, or compared against, is not listed with it
    assert "RB" not in _proposed(nlp, "We propose a novel kite sampler (KS), and evaluate it against the rope baseline "
                                      "(RB) on three tasks.")
    assert "RoBERTa" not in _proposed(nlp, "We propose KiteNet and compare it with BERT and RoBERTa on two benchmarks.")


def test_names_after_a_count_of_built_kinds_and_a_naming_cue_are_proposed(nlp):
    # round 22: 'two <kind>s named A (SA) and B (SB)' in a sentence about the own work
    found = _proposed(nlp, "We present a Braided Rope Planner (BRP). BRP cuts each route into short legs through two "
                           "ordering schemes named Wind First Order (WFO) and Tail First Order (TFO).")
    assert {"BRP", "WFO", "TFO"} <= found
    found = _proposed(nlp, "Next, we build the Gust Fusion Cell (GFC) inside our tracker, which holds two gating "
                           "modules called String Gate (SG) and Tail Gate (TG), to damp noise.")
    assert {"GFC", "SG", "TG"} <= found  # the object keeps its own short form beside the later noun's names
    # not in prior work's sentence, nor for problems the method is applied to
    assert not _proposed(nlp, "Earlier trackers cut routes through two ordering schemes named Wind First Order (WFO) and "
                              "Tail First Order (TFO). We revisit them.") & {"WFO", "TFO"}
    assert not _proposed(nlp, "We show that our planner scales on two kite problems, namely rope control and "
                              "lantern estimation.") & {"rope control", "lantern estimation"}


def test_a_new_thing_called_by_a_name_of_several_words_is_read_by_its_short_form(nlp):
    # round 22
    assert "TSP" in _proposed(nlp, "Training lowers the tangle rate with a new kite penalty called Tail Slack "
                                   "Penalty (TSP).")


def test_the_parts_after_a_count_and_a_colon_are_the_own_methods_parts(nlp):
    # round 22: 'our X consists of four key modules: A, B, C and D'
    found = _proposed(nlp, "In short, our planner consists of four key modules: a gust memory module, a rope tension "
                           "module, a tail balance module, and a lantern relay module.")
    assert {"gust memory module", "rope tension module", "tail balance module", "lantern relay module"} <= found


def test_a_contribution_stated_before_a_proposal_verb_is_proposed(nlp):
    # round 22: 'another / one contribution of this paper is X', '... contribution is to introduce X'
    assert "tail-aware kite samplers" in _proposed(nlp, "Beyond that, another contribution of this work is to "
                                                        "introduce tail-aware kite samplers, which damp the line.")
    assert "procedure for ranking braided ropes" in _proposed(
        nlp, "One central contribution of this paper is the procedure for ranking braided ropes that avoids knots.")
    assert not _proposed(nlp, "Our main contribution is to show how kite models can be trained.")


def test_a_verb_the_parser_hangs_on_the_object_still_ends_it(nlp):
    # round 22: 'we introduce a model of X and test Y': the parser may hang the second verb on the gerund inside the
    # object; a base or present verb after 'and' still opens the second clause
    from spacy.tokens import Doc
    from kg.extract.proposal_objects import _second_clause
    words = "We introduce a model of kiting and test the ropes .".split()
    heads = [1, 1, 3, 1, 3, 4, 5, 5, 9, 7, 1]
    deps = ["nsubj", "ROOT", "det", "dobj", "prep", "pcomp", "cc", "conj", "det", "dobj", "punct"]
    tags = ["PRP", "VBP", "DT", "NN", "IN", "VBG", "CC", "VB", "DT", "NNS", "."]
    pos = ["PRON", "VERB", "DET", "NOUN", "ADP", "VERB", "CCONJ", "VERB", "DET", "NOUN", "PUNCT"]
    doc = Doc(nlp.vocab, words=words, heads=heads, deps=deps, tags=tags, pos=pos)
    verb_end = doc[1].idx + len(doc[1].text)
    assert _second_clause(doc, verb_end, doc[9].idx + len(doc[9].text)) == doc[6].idx
    # a gerund joined to the gerund ('of kiting and steering') stays inside the object
    doc = Doc(nlp.vocab, words=words[:7] + ["steering", "kites", "."], heads=heads[:8] + [7, 1], deps=deps[:8] + ["dobj", "punct"],
              tags=tags[:7] + ["VBG", "NNS", "."], pos=pos[:8] + ["NOUN", "PUNCT"])
    assert _second_clause(doc, verb_end, doc[8].idx + len(doc[8].text)) == doc[8].idx + len(doc[8].text)


def test_a_part_made_by_the_papers_named_method_is_proposed(nlp):
    # round 23: a proposed name as the subject of a verb that makes something ('KiteFormer introduces X')
    found = _proposed(nlp, "We propose KiteFormer for rope tracking. Second, KiteFormer introduces a hidden rope "
                           "pruning strategy, in which weak ropes are cut.")
    assert "hidden rope pruning strategy" in found
    found = _proposed(nlp, "We propose KiteFormer for rope tracking. KiteFormer introduces Late Rope Pruning (LRP) to "
                           "drop weak ropes before the head.")
    assert "LRP" in found
    # a name the paper does not propose, or a verb that uses or reports, says nothing about the object
    assert "hidden rope pruning strategy" not in _proposed(
        nlp, "We study rope tracking. KiteFormer introduces a hidden rope pruning strategy, in which weak ropes are cut.")
    assert "RopeNet" not in _proposed(nlp, "We propose KiteFormer for rope tracking. KiteFormer provides a large gain over "
                                           "RopeNet.")
    # a part the text says is another's is taken over, not made
    assert "RM" not in _proposed(nlp, "We propose KiteFormer for rope tracking. KiteFormer introduces an external pretrained "
                                      "rope model (RM) that scores kites.")


def test_what_the_papers_own_thing_provides_or_introduces_is_its_own(nlp):
    # round 47: a proposed name or 'our' + a noun handing over one new thing ('provides / offers a X')
    found = _proposed(nlp, "We present KiteSet, a benchmark of rope flights. KiteSet provides a lightweight rope synthesis method.")
    assert any(p.endswith("rope synthesis method") for p in found)
    found = _proposed(nlp, "We study kite drift. Our theory provides a general kite calibration framework for all samplers.")
    assert any(p.endswith("kite calibration framework") for p in found)
    # 'introduces' takes an own part of any head, when a noun or a hyphen word says which
    found = _proposed(nlp, "We propose KiteNet for rope tracking. KiteNet introduces cross-level rope dynamics to capture drift.")
    assert "cross-level rope dynamics" in found
    # results, outputs and amounts are no new thing
    for sentence in ("KiteNet provides valid rope estimates on all flights.", "KiteNet offers a more stable rope procedure.",
                     "KiteNet introduces extra memory overhead."):
        found = _proposed(nlp, "We propose KiteNet for rope tracking. " + sentence)
        assert not any(w in p for p in found for w in ("estimates", "procedure", "overhead")), (sentence, found)


def test_a_name_opening_with_a_figure_is_read_as_a_name(nlp):
    # round 23: '4DRopes', '720KiteNet' as the whole object with an apposition ('a ...', 'the first ...')
    assert "4DRopes" in _proposed(nlp, "First, we present 4DRopes, a corpus of recorded kite flights.")
    assert "720KiteNet" in _proposed(nlp, "In this paper, we present 720KiteNet, the first tracker for night kites.")
    assert "3D" not in _proposed(nlp, "We present 3D, a view of kites.")


def test_the_counted_parts_of_the_own_method_are_proposed(nlp):
    # round 23: 'which consists of two branches, i.e., the A and the B'; 'The KDN consists of two <adjective> modules: the A (SA), ...'
    found = _proposed(nlp, "In this paper, we present a gust-aware kite model for rope tracking, which consists of two "
                           "branches, i.e., the lantern branch and the tail steering branch.")
    assert "tail steering branch" in found
    found = _proposed(nlp, "We propose the Kite Gust Network (KGN) for rope tracking. The KGN consists of two main "
                           "modules: the gust rope attention (G-RA), which widens the field of view, and the tail "
                           "lantern attention (T-LA), which pools features.")
    assert {"G-RA", "T-LA"} <= found
    # what another method consists of is not the paper's
    assert not _proposed(nlp, "The standard kite model consists of two branches, i.e., the lantern branch and the tail "
                              "steering branch.")


def test_a_second_object_without_a_noun_chunk_is_still_read(nlp):
    # round 23: a hyphen compound holding a preposition leaves the conjunct without a noun chunk
    found = _proposed(nlp, "We develop a lantern-guided kite framework and a gusty rope-in-the-sky sampling method to "
                           "draw kites.")
    assert "gusty rope-in-the-sky sampling method" in found


def test_parts_the_own_method_features_are_proposed(nlp):
    # round 23: 'our framework features / includes / contains X' (the own method as the subject)
    found = _proposed(nlp, "Our proposed kite framework features a tail-aware rope pruning strategy.")
    assert "tail-aware rope pruning strategy" in found
    assert "rope alignment module" in _proposed(nlp, "Our network also includes a rope alignment module that aligns kites.")
    # 'we include', a part the text names or calls pretrained, a short form inside the object: taken over
    assert "rope alignment module" not in _proposed(nlp, "We include a rope alignment module in the comparison.")
    assert "pretrained BERT encoder" not in _proposed(nlp, "Our model includes a pretrained BERT encoder and a kite module.")
    assert "KN" not in _proposed(nlp, "The proposed framework includes rope estimation using a kite network (KN).")


def test_a_kinds_short_form_alone_names_no_proposal(nlp):
    # round 23: a short form that many venue abstracts define for a lower-case long form (mined) is a kind; the
    # phrase around it names the paper's method
    from kg.extract.lexicon import kind_short_forms
    kind = next(iter(sorted(kind_short_forms())))
    found = _proposed(nlp, f"In this paper, we present a unified, end-to-end trainable gusty {kind} model for kite tracking.")
    assert kind not in found and any(kind in p for p in found)
    assert "KiteNet" in _proposed(nlp, "In this paper, we present a gusty KiteNet model for kite tracking.")


# round 23 (venue reading, branch ven23)


@pytest.mark.parametrize("abstract, name", [
    ("Kites drift. We propose a simple yet effective kite sampler.", "kite sampler"),
    ("Kites drift. We introduce a new yet adaptive rope scheme for gusts.", "adaptive rope scheme"),
])
def test_two_qualities_joined_by_yet_are_left_out_with_the_yet(nlp, abstract, name):
    """'a simple yet effective X': the qualities go with the 'yet' between them; no proposal starts with 'yet'."""
    found = _proposed(nlp, abstract)
    assert name in found and not any(p.startswith("yet ") for p in found)


def test_the_means_a_title_names_is_proposed_when_the_abstract_only_describes_its_method(nlp):
    title = "Kite Counting with Braided Rope Samplers"
    described = "Counting kites is hard. We propose a meta-algorithm that extends any kite counter to windy days."
    assert "Braided Rope Samplers" in _proposed(nlp, described, title)
    # the abstract names its method: the title's means is a part or a setting, not the paper's name for it
    named = "Counting kites is hard. We propose KiteNet, a counter that extends any kite counter to windy days."
    assert "Braided Rope Samplers" not in _proposed(nlp, named, title)
    # the abstract builds on it
    used = "Counting kites is hard. We propose a meta-algorithm based on braided rope samplers for windy days."
    assert "Braided Rope Samplers" not in _proposed(nlp, used, title)
    # a means many abstracts write (mined), a title in sentence case, modifiers of one head, a clause
    for other in ("Kite Counting with Optimal Transport", "Kite counting with braided rope samplers",
                  "Kite Counting with Braided and Twisted Samplers", "Kite Counting with Rope Samplers Fails"):
        assert not any(p.lower() in other.lower() and p != "Kite Counting" for p in _proposed(nlp, described, other)), other


def test_the_means_a_title_names_needs_a_head_abstracts_use_for_their_own_contribution(nlp):
    described = "Counting kites is hard. We propose a meta-algorithm that extends any kite counter to windy days."
    # 'updates' heads a setting (mined own_heads: abstracts seldom propose one), 'samplers' a method
    assert not any("Updates" in p for p in _proposed(nlp, described, "Kite Counting with Delayed Rope Updates"))
    assert "Braided Rope Samplers" in _proposed(nlp, described, "Kite Counting with Braided Rope Samplers")


def test_the_means_a_title_names_is_proposed_when_the_abstract_proposes_nothing_the_rules_read(nlp):
    silent = "Counting kites is hard on windy days. Results on three kite fields show large gains over rope counters."
    assert "Braided Rope Samplers" in _proposed(nlp, silent, "Kite Counting with Braided Rope Samplers")
    # a study or a theory result: the means is the tool of the study, not a method the paper builds
    for study in ("Revisiting Kite Counting with Braided Rope Samplers",
                  "Convergence Analysis of Kite Counting via Braided Rope Samplers"):
        assert "Braided Rope Samplers" not in _proposed(nlp, silent, study), study


def test_a_device_a_title_names_after_with_is_no_proposal(nlp):
    silent = "Counting kites is hard on windy days. Results on three kite fields show large gains over rope counters."
    # the device the work runs on ('sensor' and 'prosthesis' are heads robotics abstracts do propose, hence own_heads)
    for device in ("Kite Counting with a Dual-Rope Sensor", "Kite Walking with a Robotic Knee-Rope Prosthesis"):
        assert not any(p.endswith(("Sensor", "Prosthesis")) for p in _proposed(nlp, silent, device)), device
    # a method after the same cue still is
    assert "Braided Rope Samplers" in _proposed(nlp, silent, "Kite Counting with Braided Rope Samplers")


def test_the_parts_a_clause_on_the_new_thing_lists_are_proposed(nlp):
    relative = "We propose a kite tracker that employs spatial rope attention and temporal knot regularization."
    assert {"spatial rope attention", "temporal knot regularization"} <= _proposed(nlp, relative)
    participle = "We introduce a knotted rope loss consisting of a tail tension regularizer and a lantern drift regularizer."
    assert {"tail tension regularizer", "lantern drift regularizer"} <= _proposed(nlp, participle)
    kinds = "We propose a method that employs two types of constraints - kite tail constraint and rope knot constraint."
    assert {"kite tail constraint", "rope knot constraint"} <= _proposed(nlp, kinds)
    # one part names a kind, a name, a part taken over or a task: the clause says what the new thing builds on or does
    for other in ("We propose a kite tracker that employs attention and temporal knot regularization.",
                  "We present a kite system including rope pose estimation and temporal knot regularization.",
                  "We propose a kite tracker that employs KiteBERT embeddings and temporal knot regularization.",
                  "We propose a kite tracker that employs a pretrained rope encoder and a temporal knot regularizer."):
        assert not any(p.startswith("temporal knot") for p in _proposed(nlp, other)), other
    # not the paper's new thing: another's model
    assert "temporal knot regularization" not in _proposed(
        nlp, "Prior trackers rely on a model that employs spatial rope attention and temporal knot regularization.")


def test_a_where_clause_on_the_new_thing_listing_its_subjects_names_its_parts(nlp):
    where = "We propose a kite tracking framework, where a rope tension encoder and a tail drift decoder are jointly trained."
    assert {"rope tension encoder", "tail drift decoder"} <= _proposed(nlp, where)
    # one subject says where the new thing acts, not what it is made of
    assert "rope tension encoder" not in _proposed(
        nlp, "We propose a kite tracking framework, where a rope tension encoder is trained on windy days.")


def test_a_head_called_new_is_named_by_its_plain_adjectives(nlp):
    # (round 35: what the model is of names it further, 'formal model of kite flying')
    assert {"formal model", "formal model of kite flying"} & _proposed(nlp, "We introduce a novel formal model of kite flying "
                                                                            "and examine its resilience.")
    assert "theoretical framework" in _proposed(nlp, "This paper introduces a novel theoretical framework that explains rope drift.")
    assert "probabilistic estimator" in _proposed(nlp, "Our method combines a novel probabilistic estimator with rope search.")
    # not new, only a quality word, a plural kind, or a head no abstract proposes: nothing says it is a new thing of its own
    for other in ("We introduce a formal model of kite flying and examine its resilience.",
                  "We introduce a novel simple framework and examine its resilience.",
                  "We introduce novel formal models and examine their resilience.",
                  "We study a novel adversarial setting and examine its resilience."):
        assert not {"formal model", "simple framework", "formal models", "adversarial setting"} & _proposed(nlp, other), other


def test_a_head_called_new_gives_way_to_a_name(nlp):
    # a name in apposition or after a naming cue is the node; the adjectives would add a second one for one thing
    assert _proposed(nlp, "We introduce KiteNet, a novel neural model for rope tying.") == {"KiteNet"}
    assert "algorithmic framework" not in _proposed(
        nlp, "We propose a novel algorithmic framework referred as Rope Training to create robust kites.")
    # the title still names a method the abstract only describes by adjectives (with the object of its 'of', round 32)
    abstract = "This paper presents a novel episodic method to learn a rope dynamics model."
    title = "Episodic Kite Learning of Rope Dynamics"
    assert {"episodic method", title} <= _proposed(nlp, abstract, title)


def test_the_sources_new_data_is_made_from_are_no_proposals(nlp):
    sources = _proposed(nlp, "To test our method, we compiled two new kite datasets from RopeBank and KnotDB.")
    assert not {"RopeBank", "KnotDB"} & sources
    assert "KiteSet" in _proposed(nlp, "We collect a new kite dataset from RopeBank, named KiteSet.")


@pytest.mark.parametrize("abstract", [
    "Most kite re-identification methods are designed to focus attention on rope points.",
    "Traditional lantern clustering algorithms are designed for single-view kites.",
    "However, all existing rope tracking datasets are introduced for long kite videos.",
    "In recent years, many rope network-based models are designed for kite artifact reduction.",
])
def test_the_passive_subject_of_others_work_is_no_proposal(nlp, abstract):
    assert _proposed(nlp, abstract) == set()
    # a subject without such a word stays the paper's own
    assert "KiteRank" in _proposed(nlp, "KiteRank is designed to rank kites.")


def test_a_classifying_adjective_names_the_unnamed_object_of_a_proposal_verb(nlp):
    # the verb says the thing is the paper's; a classifying adjective (mined as seldom graded) says which kind
    assert "causal framework" in _proposed(nlp, "We propose a general causal framework to describe kite drift.")
    assert "online algorithm" in _proposed(nlp, "We also give an online algorithm that achieves low rope regret.")
    # a quality, a pointing word, a word of how a study is done, a broad kind others use, or no proposal verb
    for other in ("We propose a simple algorithm that ties ropes quickly.",
                  "We propose a different model that ties ropes quickly.",
                  "We propose a formal framework that ties ropes quickly.",
                  "We build a neural network that ties ropes quickly.",
                  "An online algorithm ties ropes quickly."):
        assert not {"simple algorithm", "different model", "formal framework", "neural network", "online algorithm"} \
            & _proposed(nlp, other), other


def test_a_classifying_adjective_gives_way_to_the_title_that_names_the_object(nlp):
    abstract = "In this work, we present a volumetric approach to the kite stereo problem."
    assert "volumetric approach" not in _proposed(nlp, abstract, "A Differential Volumetric Approach to Kite Stereo")
    assert "volumetric approach" in _proposed(nlp, abstract, "Kite Stereo Revisited")


# round 29 (proposal recall, branch p29)

def test_a_mined_making_verb_proposes_an_indefinite_object_of_a_contribution_kind(nlp):
    # 'define' and 'suggest' make their object (mined: written with a new, indefinite object), like 'describe' and 'derive'
    assert "rope-weighted loss function" in _proposed(nlp, "We define a rope-weighted loss function that ties kites.")
    assert "rope-weighted loss function" in _proposed(nlp, "We define and optimize a rope-weighted loss function for kites.")
    assert "two-stage kite sampling scheme" in _proposed(nlp, "We suggest a two-stage kite sampling scheme for sparse ropes.")
    # an object of no contribution kind, a definite object, or a verb of use proposes nothing
    for other in ("We define an analogous rope proximity condition for kites.",
                  "We define the rope-weighted loss function as in prior work.",
                  "We use a rope-weighted loss function for kites."):
        assert "rope-weighted loss function" not in _proposed(nlp, other) and "rope proximity condition" not in _proposed(nlp, other)


def test_the_head_of_an_object_the_parser_splits_at_a_hyphen_is_its_last_noun(nlp):
    # the parser makes 'multi' the verb's object and 'network' a second one
    found = _proposed(nlp, "Finally, we design a multi-resolution deep generative network that predicts the kite shape.")
    assert "multi-resolution deep generative network" in found


@pytest.mark.parametrize("abstract", [
    "We propose a simple but effective regularizer that penalizes rope slack.",
    "We propose a simple yet effective regularizer that penalizes rope slack.",
])
def test_two_qualities_joined_by_but_go_with_the_but(nlp, abstract):
    found = _proposed(nlp, abstract)
    assert not any(p.startswith(("but ", "yet ")) for p in found)
    assert "kite pooling regularizer" in _proposed(nlp, abstract.replace("regularizer", "kite pooling regularizer"))


def test_the_noun_a_proposal_verbs_relative_clause_hangs_on_is_its_object(nlp):
    assert "kite sampler" in _proposed(nlp, "Kites drift. The kite sampler we propose reaches low error on rope data.")
    assert "rope pruning method" in _proposed(nlp, "We derive KiteQ from a rope pruning method that we introduce in this work.")
    # a head with nothing saying which, or a verb of use, names nothing
    assert "framework" not in _proposed(nlp, "Kites drift. The framework we propose reaches low error on rope data.")
    assert "kite sampler" not in _proposed(nlp, "Kites drift. The kite sampler we use reaches low error on rope data.")


def test_an_adverb_grading_the_quality_of_an_unnamed_object_leaves_it_to_its_purpose(nlp):
    found = _proposed(nlp, "In this paper, we propose a computationally efficient method for quantifying kite quality.")
    assert "method for quantifying kite quality" in found
    assert not any(p.startswith(("computationally", "efficient")) for p in found)


def test_put_forward_proposes_as_propose_does(nlp):
    assert "kite-aware rope sampler" in _proposed(nlp, "We put forward a kite-aware rope sampler to handle sparse graphs.")
    assert "lane-level kite relation" in _proposed(nlp, "A lane-level kite relation is put forward to model rope structures.")
    # a past tense, others' work, or 'put' without the particle proposes nothing
    assert "kite-aware rope sampler" not in _proposed(nlp, "Smith et al. put forward a kite-aware rope sampler for sparse graphs.")
    assert "kite-aware rope sampler" not in _proposed(nlp, "We put a kite-aware rope sampler on top of the encoder.")


def test_a_proposal_verb_hung_on_a_participle_takes_the_subject_of_the_clause(nlp):
    # the parser hangs 'introduce' on 'made'; a finite verb is no conjunct of a participle
    text = "We relax some of the strict assumptions made in earlier work and introduce a kite-aware rope model for windy days."
    assert any(p.startswith("kite-aware rope model") for p in _proposed(nlp, text))
    # others' work as the subject, or a participle coordinated with the participle, proposes nothing
    others = text.replace("We relax", "Smith et al. relax")
    assert not any(p.startswith("kite-aware rope model") for p in _proposed(nlp, others))
    passive = "We relax the strict assumptions made in earlier work and introduced by Smith et al. in a kite-aware rope model."
    assert not any(p.startswith("kite-aware rope model") for p in _proposed(nlp, passive))
    # hung on a verb of the third person singular: 'each rope holds X, and develop Y'
    singular = ("We propose to model this setting by assuming each pilot holds a belief over the space of rope records, "
                "and develop novel kite steering methods to fly safely in storms.")
    assert any(p.startswith("kite steering method") for p in _proposed(nlp, singular))
    # a slip of agreement after the paper's own verb keeps the paper as the subject
    slip = "This paper studies kite flight in storms and propose a novel kite steering method for windy days."
    assert any(p.startswith("kite steering method") for p in _proposed(nlp, slip))


def test_plain_words_before_a_title_colon_name_the_method_the_abstract_writes_again(nlp):
    abstract = ("Kite tracking in wind is hard. We propose KiteNet, a tracker that walks the knot tree of a kite. "
                "Rope search tracks kites better than lantern trackers on three fields.")
    assert "Rope Search" in _proposed(nlp, abstract, "Rope Search: Windy Kite Tracking via Lantern Trees")
    # the abstract does not write the words again: a saying or a topic, no name
    silent = "Kite tracking in wind is hard. We propose KiteNet, a tracker that walks the knot tree of a kite."
    assert "Rope Search" not in _proposed(nlp, silent, "Rope Search: Windy Kite Tracking via Lantern Trees")
    # a topic many abstracts write (mined shared_title_names), a task head, a gerund, a survey after the colon
    for title, words in (("Domain Adaptation: Windy Kite Tracking via Lantern Trees", "Domain Adaptation"),
                         ("Rope Tracking: Windy Kites via Lantern Trees", "Rope Tracking"),
                         ("Searching Ropes: Windy Kite Tracking via Lantern Trees", "Searching Ropes"),
                         ("Rope Search: A Survey", "Rope Search")):
        text = abstract.replace("Rope search", words.capitalize())
        assert words not in _proposed(nlp, text, title), title


def test_a_showing_gerund_before_a_title_colon_is_no_word_of_the_name(nlp):
    abstract = "Kites drift in gusts. We present a rope-tethered kite platform that holds its line in strong wind."
    for title in ("Demonstrating KiteBot: A Rope-Tethered Platform for Windy Fields",
                  "Introducing KiteBot: a rope-tethered platform for windy fields"):
        found = _proposed(nlp, abstract, title)
        assert "KiteBot" in found, title
        assert not any(p.startswith(("Demonstrating", "Introducing")) for p in found), title
    # a gerund that does something to the thing, not presents it, is left as it was
    assert "KiteBot" not in _proposed(nlp, abstract, "Revisiting KiteBot: Rope Tethers for Windy Fields")


def test_a_part_our_owns_is_proposed_unless_it_restates_a_proposal(nlp):
    assert "rope correlation module" in _proposed(nlp, "Our rope correlation module extracts a global kite representation.")
    assert "lantern scheduling strategy" in _proposed(nlp, "We then show the reach of our lantern scheduling strategy.")
    # a second label for what the abstract already proposes, a name right after the head, an earlier or a counted one
    found = _proposed(nlp, "We propose KiteNet, a network with a rope-aware tracking module. Our rope tracking module is fast.")
    assert "rope tracking module" not in found
    assert "two-stage module" not in _proposed(nlp, "Our two-stage module KiteBlock reaches a new best result.")
    assert "lantern module" not in _proposed(nlp, "Winds vary. Our previous lantern module was slow.")
    assert "lantern module" not in _proposed(nlp, "Winds vary. Our second lantern module, the rope gate, is fast.")
    # a whole ('our kite method', 'our rope tracking framework') is how an abstract refers back to its main proposal
    assert _proposed(nlp, "Winds vary. Our rope tracking framework is fast and our kite method is small.") == set()
    assert _proposed(nlp, "Our framework is fast.") == set()


def test_the_proposed_part_a_sentence_goes_on_about_is_proposed(nlp):
    # the subject of a verb: the phrase ends at its head, not at the next comma
    assert "rope attention mechanism" in _proposed(nlp, "Winds vary. The proposed rope attention mechanism improves accuracy.")
    found = _proposed(nlp, "Trials show that the proposed lantern fusion module outperforms baselines on three kite benchmarks.")
    assert "lantern fusion module" in found
    # a second label for what the abstract already proposes, a whole, a bare head
    found = _proposed(nlp, "We propose KiteNet, a network with a rope-aware gating module. The proposed rope gating module is fast.")
    assert "rope gating module" not in found
    assert _proposed(nlp, "Winds vary. The proposed kite tracking method improves accuracy.") == set()
    assert _proposed(nlp, "Winds vary. The proposed module improves accuracy.") == set()


def test_the_proposed_reading_stays_inside_its_noun_phrase(nlp):
    # a name later in the clause is what the method is compared with or run on, not the method
    assert "KiteQA" not in _proposed(nlp, "Winds vary. The proposed method achieves the best score on KiteQA.")
    assert "RT" not in _proposed(nlp, "Winds vary. The proposed approach generates rope trajectories (RT) for kites.")
    # a naming cue names the proposed thing wherever the parse hangs it
    assert "KiteGraph" in _proposed(nlp, "Winds vary. The proposed algorithm, referred to as KiteGraph, shows strong results.")


def test_a_part_brought_in_with_a_and_referred_back_to_as_own_is_proposed(nlp):
    found = _proposed(nlp, "Winds vary. We equip the tracker with a rope fusion scheme. This scheme keeps the kites apart.")
    assert "rope fusion scheme" in found
    # a part that is another's, a predicate that describes, a whole head, a first mention without 'a'
    assert "fusion scheme" not in " ".join(_proposed(nlp, "We build on an existing fusion scheme. This scheme is slow."))
    found = _proposed(nlp, "Winds vary. Kite signals are a noisy rope function of the wind. This function is unknown.")
    assert "noisy rope function" not in found and "rope function" not in found
    assert "rope tracking network" not in _proposed(nlp, "Winds vary. We train a rope tracking network. This network is fast.")
    assert "rope fusion scheme" not in _proposed(nlp, "Winds vary. The rope fusion scheme is old. This scheme keeps kites apart.")


def test_a_title_proposal_is_named_with_the_object_of_its_of_on_or_as(nlp):
    # round 32: 'Smooth Lantern Interpolation on Kite Space' names the interpolation by where it works; the phrase
    # before the preposition alone is a kind many papers share
    abstract = "Kites drift in wind. Our interpolation keeps every rope smooth and runs in linear time."
    assert "Smooth Interpolation on Kite Space" in _proposed(nlp, abstract, "Fast and Smooth Interpolation on Kite Space")
    # nothing proposed in the abstract: a property before the head names the thing only with the object of 'of'
    plain = "Kites drift in wind. Ropes are slow to read. Experiments on three fields show small errors."
    title = "Efficient Interpolation of Lantern Estimators"
    assert title in _proposed(nlp, plain, title)
    assert not any(p.startswith("Efficient Steering") for p in _proposed(nlp, plain, "Efficient Steering for Kite Flight"))
    # after 'for' only a phrase of qualities alone takes its purpose; a named one stays as it is
    named = "Kites drift in wind. We propose a method that steers kites."
    assert "Unified Framework for Kite Steering" in _proposed(nlp, named, "A Unified Framework for Kite Steering")
    assert "Braided Lantern Network" in _proposed(nlp, named, "Braided Lantern Network for Kite Steering")
    # an object with an article is one thing, not a kind; a clause is no name
    assert "Braided Lantern Policy" in _proposed(nlp, named, "Braided Lantern Policy of a Kite")
    assert "Braided Lantern Method" in _proposed(nlp, named, "A Braided Lantern Method of Steering Kites")


def test_the_kind_a_title_proposal_names_before_its_complement_is_no_used_method(nlp):
    # round 32: with the proposal named 'Lantern Models as Rope Distributions', the abstract's 'lantern models' speaks of
    # the paper's own kind of thing, as it did while the title's words before 'as' were the proposal's name
    abstract = ("Lantern models are popular. We show that lantern models fit rope data. Our lantern models fly kites at "
                "low error.")
    doc = invented_doc(nlp, abstract, "Lantern Models as Rope Distributions")
    assert "Lantern Models as Rope Distributions" in {p.text for p in doc._.proposed}
    used = {s.text.lower() for s in doc.spans["kg_entities"] if s.label_ == "Method" and s._.role == "uses"}
    assert not any("lantern model" in u for u in used)


def test_this_own_method_holds_its_parts_as_our_method_does(nlp):
    # round 33: 'this <method noun>' points back to the paper's own when the noun stood after its proposal verb
    found = _proposed(nlp, "We propose KiteNet, a rope-aware tracking architecture. This architecture features a lantern "
                           "fusion module.")
    assert "lantern fusion module" in found
    # a noun first met in others' work; a use verb whose object is no part head; a named or taken-over part
    assert "lantern fusion module" not in _proposed(nlp, "Trackers use a rope architecture. This architecture features a "
                                                         "lantern fusion module.")
    assert "rope attention encoder" not in _proposed(nlp, "We propose a kite tracking framework. This framework uses a "
                                                          "rope attention encoder.")
    assert not any("RopeBERT" in p for p in _proposed(nlp, "We propose a kite tracking framework. This framework includes "
                                                           "a RopeBERT encoder."))


def test_a_name_with_a_bracket_inside_a_word_is_read_whole(nlp):
    found = _proposed(nlp, "We introduce an enhanced variant of KiteNet, named Kite(W)Net, which adds a rope loss.")
    assert "Kite(W)Net" in found and "enhanced variant" not in found


def test_a_title_case_name_in_apposition_to_our_head_is_proposed(nlp):
    found = _proposed(nlp, "Kites drift. Our algorithm, Lantern Rope Sampling with Knots, is a novel second-order method.")
    assert "Lantern Rope Sampling with Knots" in found
    # a head of no contribution kind names no method
    assert not any("Kite Law" in p for p in _proposed(nlp, "Kites drift. Our finding, Kite Law One, holds for every rope."))


def test_what_stands_at_the_core_of_the_own_method_is_proposed(nlp):
    assert "rope gating module" in _proposed(nlp, "Kites drift. At the heart of our approach is a rope gating module "
                                                  "that filters noise.")
    assert "lantern-aware sampler" in _proposed(nlp, "Kites drift. Central to the proposed framework is a lantern-aware sampler.")
    # the core of an analysis or a problem; a part taken up; a counted list
    assert _proposed(nlp, "Kites drift. At the heart of our analysis is a rope coupling argument.") == set()
    assert not any("rope" in p for p in _proposed(nlp, "Kites drift. Central to our approach is the adoption of a rope "
                                                       "gating model."))
    assert not any("techniques" in p for p in _proposed(nlp, "Kites drift. At the core of our framework are two newly "
                                                             "introduced techniques."))


def test_parts_with_mined_part_heads_the_own_method_holds_are_proposed(nlp):
    # round 33 (p33b): heads venue abstracts list as parts of their own method (mined part_heads), beyond the
    # contribution heads, after 'our X features / includes' and in 'our X consists of A and B'
    from kg.extract.lexicon import CONTRIBUTION_HEADS, part_heads
    head = next(h for h in sorted(part_heads()) if h not in CONTRIBUTION_HEADS and h not in ("block", "branch", "mechanism", "module"))
    assert f"rope tension {head}" in _proposed(nlp, f"Our kite framework features a rope tension {head}.")
    found = _proposed(nlp, f"Our proposed model consists of a gust memory module and a rope tension {head}.")
    assert f"rope tension {head}" in found and "gust memory module" in found
    # a count before a listed part is no part of its name; a number inside a hyphen word is
    found = _proposed(nlp, f"The proposed network consists of one rope {head} and a two-branch gust module.")
    assert f"rope {head}" in found and "two-branch gust module" in found
    # 'we include' lists what is studied; a part called pretrained is taken over; a plain adjective says nothing of which
    assert f"rope tension {head}" not in _proposed(nlp, f"We include a rope tension {head} in the comparison.")
    assert not any(head in p for p in _proposed(nlp, f"Our kite model includes a pretrained rope {head}."))
    assert not any(head in p for p in _proposed(nlp, f"Our kite model features a simple {head}."))


def test_a_name_given_with_named_as_or_termed_as_starts_after_as(nlp):
    """'named as X', 'termed as X': a usage of many venue abstracts; 'as' is the cue's, not the name's."""
    found = _proposed(nlp, "We propose a conditional kite network, named as KiteNet, to fly kites in wind.")
    assert "KiteNet" in found and "as KiteNet" not in found
    found = _proposed(nlp, "We design a rope sampler, which is termed as the Rope Sampler, to bind ropes.")
    assert "Rope Sampler" in found and not any(p.startswith("as ") for p in found)


def test_we_call_it_names_what_the_sentences_before_built(nlp):
    """'We call it X': the pronoun stands for the paper's own thing; a plain lower-case word after it is no name."""
    found = _proposed(nlp, "Kites are hard to fly. We bind ropes to lanterns. We call it Rope Kite Networks (RKNs), whose core is a knot.")
    assert "RKNs" in found
    assert "KRA" in _proposed(nlp, "Kites are hard to fly. We propose a low-rank rope approach. We call it KRA.")
    assert _proposed(nlp, "Kites drift in wind. We call it rope drift and measure it.") == set()


def test_a_dash_that_opens_an_aside_ends_the_name_before_it(nlp):
    """'KiteNet---a grid-based kite model', 'RopeGram -- powered by ...', 'KiteBox — a one-stop system': a TeX or
    spaced dash (or an em dash before a lower-case word) opens an aside after the name; an em dash glued between two
    names ('Kiteson—Ropeman') is part of one."""
    for text in ("We propose a novel technique KiteNet---a grid-based kite model that flies kites in wind.",
                 "We develop an engine named KiteNet -- powered by rope arrays -- that can fly kites.",
                 "We present KiteNet — a one-stop system for flying kites in wind."):
        doc = invented_doc(nlp, text)
        names = {s.text for s in doc.spans["kg_entities"]}
        assert "KiteNet" in names, text
        assert not any("KiteNet" in n and n != "KiteNet" for n in names), (text, names)
    from kg.extract.merge import _aside_dash
    doc = invented_doc(nlp, "We bound the Kiteson—Ropeman entropy of kites.")
    assert not any(_aside_dash(t) for t in doc)


def test_a_quoted_whole_object_of_a_proposal_verb_is_proposed(nlp):
    """'we introduce "kite contours map" that ...': the quotes mark a name the paper coins, though its words are plain
    ones; not a quoted word that modifies a head after it ('a framework for "blind" kite search')."""
    for q in ("'", '"'):
        found = _proposed(nlp, f"Kites drift in wind. In this paper, we introduce {q}kite contours map{q} that holds the drift "
                               "of kites. We use kite contours to fly kites.", "Kite Contours for Windy Days")
        assert "kite contours map" in found, (q, found)
    found = _proposed(nlp, 'Kites drift. We propose a general framework for "blind" kite search in wind.')
    assert "blind" not in found


def test_a_naming_cue_followed_by_as_gives_the_name_without_as(nlp):
    # round 34 (p34): 'named as X', 'termed as X' name X; the 'as' is no part of the name
    found = _proposed(nlp, "Kites drift. Based on this operation, we develop a new architecture named as KiteMixer to "
                           "capture rope dependencies.")
    assert "KiteMixer" in found and not any(p.startswith("as ") for p in found)
    found = _proposed(nlp, "Kites drift. Our approach, termed as RopeBind, links kites to lanterns.")
    assert "RopeBind" in found and not any(p.startswith("as ") for p in found)


def test_what_a_plain_model_is_of_or_the_doing_a_method_is_names_it(nlp):
    # round 35 (p35): 'a <plain adjective> model of X', 'a method of <gerund> ...' is named by what follows 'of',
    # as a purpose after 'for' names a plain head
    assert "flexible model of competing kite agents" in _proposed(nlp, "We introduce a flexible model of competing kite "
                                                                       "agents that enables fast experiments.")
    assert "method of adaptively tuning the rope length" in _proposed(nlp, "In addition, we present a method of adaptively "
                                                                          "tuning the rope length at each step.")
    # a known method's name ('method of moments'): no doing after 'of'
    assert not any("moments" in p for p in _proposed(nlp, "We propose a method of moments for kite estimation."))


def test_a_noun_of_proposing_before_a_new_thing_proposes_it(nlp):
    # round 35 (p35): 'the introduction / derivation / design of a X' in the paper's own sentence or of a thing called new
    assert "rope transfer operator" in _proposed(nlp, "By the introduction of a rope transfer operator we handle "
                                                      "a large class of kites.")
    assert "kite tail estimator" in _proposed(nlp, "This leads to the derivation of a new kite tail estimator that "
                                                   "is unbiased.")
    # a word saying it is earlier or another's; a sentence on the field, with no new thing
    assert not any("rope" in p for p in _proposed(nlp, "We give a short derivation of a classical rope tension bound."))
    assert _proposed(nlp, "The design of a robust kite controller remains an open problem.") == set()
    # a bare 'this' is no sign of the paper's own ('the proposal of' here is a model's output)
    assert not any("rope" in p for p in _proposed(nlp, "To mitigate this, kite decoders refine the proposal of a rope "
                                                       "sampling model."))


def test_a_head_after_a_gerund_modifier_closes_the_proposed_phrase(nlp):
    # round 40 (rec40p): the tagger reads '-ing' as a verb taking the head as its object, whatever follows the phrase
    assert "fast kite sampling algorithm" in _proposed(nlp, "We propose a fast kite sampling algorithm that reduces the cost.")
    assert "kite tracking algorithm" in _proposed(nlp, "We introduce a kite tracking algorithm. It works well.")
    # a head with its own article is another phrase
    assert not any("sampling" in p for p in _proposed(nlp, "We propose a kite sampling the algorithm of others."))


def test_for_the_first_time_before_the_object_is_an_aside(nlp):
    assert "unsupervised rope framework" in _proposed(nlp, "We propose for the first time an unsupervised rope framework "
                                                          "for kite maximization.")
    assert "kite rope estimator" in _proposed(nlp, "We present, for the first time, a kite rope estimator.")


def test_a_purpose_stopped_on_a_modifier_runs_on_to_its_noun(nlp):
    found = _proposed(nlp, "We propose a technique for representation learning from unlabeled kite rope cloud sequences.")
    assert "technique for representation learning from unlabeled kite rope cloud sequences" in found
    found = _proposed(nlp, "In this work, we present a method for achieving category-level pose estimation by inspection of one kite.")
    assert "method for achieving category-level pose estimation" in found
    assert "method for predicting realistic motion plans" in _proposed(nlp, "We propose a method for predicting realistic motion plans.")


def test_as_a_kind_after_the_proposed_object_ends_its_name(nlp):
    # 'propose X as a Y': Y says what kind X is; X alone is the new thing
    assert "kite smoother" in _proposed(nlp, "We propose a kite smoother as a regularization technique for kite models.")
    assert _proposed(nlp, "We formulate rope ranking as a kite problem.") == set()


def _labels(nlp, abstract: str) -> set[tuple[str, str]]:
    return {(s.text, s.label_) for s in invented_doc(nlp, abstract).spans["kg_entities"]}


def test_a_common_noun_proposal_put_to_use_as_a_benchmark_keeps_its_own_kind(nlp):
    # 'X as a benchmark / testbed': the role X serves in; a common-noun head says what X is, no data noun
    labels = _labels(nlp, "We construct a bi-level kite program as a valid benchmark for rope solvers.")
    assert ("bi-level kite program", "Method") in labels
    assert ("sparse rope simulator", "Method") in _labels(nlp, "We design a sparse rope simulator as a standard testbed.")
    # a name has no head of its own: the data noun after 'as a' says what it is
    assert ("KiteSet-50", "Dataset") in _labels(nlp, "We introduce KiteSet-50 as a new benchmark for rope tracking.")


# round 41 (a count or an amount opening a title means, branch rec41p)
def test_a_title_means_opened_by_a_count_or_an_amount_is_a_setting(nlp):
    from kg.extract.proposal_titles import title_means

    def means(title):
        return [s.text for s in title_means(invented_doc(nlp, "Kites are hard to count. We count kites in windy scenes.", title))]
    assert means("Kite Counting with Lantern Rope Samplers") == ["Lantern Rope Samplers"]
    assert means("Kite Counting with Two Lantern Rope Samplers") == []
    assert means("Kite Counting with Minimal Lantern Rope Samplers") == []


# round 41 (an acting gerund before a title colon, branch ven41f)
def test_an_acting_gerund_before_a_title_colon_names_no_proposal(nlp):
    # 'Revisiting KiteNet: ...' says what the paper does to a thing, often another's, not its name
    for title in ("Scaling Kite-Rope Learning: One Lantern Model for Windy Fields",
                  "Revisiting KiteNet: Rope Tracking in Windy Fields"):
        found = _proposed(nlp, "Kites are hard to fly. We study rope tracking in windy fields.", title=title)
        assert not any(p.startswith(("Scaling", "Revisiting")) for p in found), (title, found)
    tasks = {s.text for s in invented_doc(nlp, "Kites are hard to fly. We study rope tracking in windy fields.",
                                          "Revisiting KiteNet: Rope Tracking in Windy Fields").spans["kg_entities"]
             if s.label_ == "Task"}
    assert "Revisiting KiteNet" not in tasks
    # words whose initials the abstract writes are the paper's name ('RKRL'); a coined one-word name in -ing stays a name
    found = _proposed(nlp, "Kites are hard to fly. RKRL raises rope lines in windy fields.",
                      title="Raising Kite-Rope Lines: Rope Tracking in Windy Fields")
    assert "Raising Kite-Rope Lines" in found
    found = _proposed(nlp, "Kites are hard to fly. KiteFolding folds ropes in windy fields.",
                      title="KiteFolding: Rope Folding in Windy Fields")
    assert "KiteFolding" in found


@pytest.mark.parametrize("abstract, proposed", [
    # the abstract first writes the title's phrase after 'building on / inspired by / extends': what the paper starts from
    ("Kites drift in gusts. Building on Braided Lantern Attention (BLA), we design BLA-Rope, which ties lanterns to ropes.", False),
    ("Kites drift in gusts. Inspired by Braided Lantern Attention, we design a rope planner for gusty days.", False),
    ("Kites drift in gusts. This paper extends the Braided Lantern Attention to ropes that tie several kites.", False),
    # a method 'using' or 'based on' the title's phrase, a bare 'building' or a '-inspired' word: the paper's own as often
    ("Kites drift in gusts. We present a rope planner using Braided Lantern Attention for gusty days.", True),
    ("Kites drift in gusts. We tame them by building Braided Lantern Attention, a rope layer for each kite.", True),
    ("Kites drift in gusts. We propose a bird-inspired Braided Lantern Attention that ties each kite to a lantern.", True),
    # the abstract first proposes it, and only then builds on it: still the paper's own
    ("We propose Braided Lantern Attention, a rope layer for kites. Building on Braided Lantern Attention, we tie kites.", True),
    ("Kites drift in gusts. We introduce Braided Lantern Attention, a rope layer that ties each kite to a lantern.", True),
])
def test_a_title_phrase_the_abstract_first_builds_on_is_no_proposal(nlp, abstract, proposed):
    title = "Braided Lantern Attention for Kite Trackers"
    assert ("Braided Lantern Attention" in _proposed(nlp, abstract, title)) is proposed


# round 43 (proposals kg sees but does not call proposed, branch prop43)
def test_a_new_phrase_in_a_sentence_of_the_paper_own_is_proposed(nlp):
    # 'new' says the thing is the paper's only where the sentence is the paper's own ('we', 'our', 'this paper')
    found = _proposed(nlp, "Kites drift. Our model fuses the rope features using a new lantern attention module.")
    assert "lantern attention module" in found
    found = _proposed(nlp, "Kites drift. Recently, a new lantern attention module was released by a rope team.")
    assert "lantern attention module" not in found
    # a name around the phrase is the node, not its description
    for abstract in ("Kites drift. We train a new lantern kite model for ropes, namely KiteBERT, on our data.",
                     "Kites drift. We propose a new lantern kite model known as Rope Lantern Games."):
        assert "lantern kite model" not in _proposed(nlp, abstract)


# round 44 (unnamed parts of the paper's own method, branch prop44p)
def test_a_part_we_put_into_our_own_whole_is_proposed(nlp):
    # 'in our network', 'in the <proposed name>': the object is a part of the paper's own, whatever its head
    found = _proposed(nlp, "Kites drift. We propose a rope lantern network (RLN). Then we employ a bidirectional "
                           "hierarchy strategy in the RLN, resulting in steadier kites.")
    assert "bidirectional hierarchy strategy" in found
    found = _proposed(nlp, "Kites drift. We adopt a rope hierarchy strategy in our network to steady the kites.")
    assert "rope hierarchy strategy" in found
    # another's whole, or a name taken over, is no part of the paper's own
    for abstract in ("Kites drift. We propose a kite tracker. We employ a rope hierarchy strategy in the lantern "
                     "model of earlier work.",
                     "Kites drift. We propose a kite tracker. We employ a pretrained rope hierarchy strategy in our network."):
        assert "rope hierarchy strategy" not in _proposed(nlp, abstract)


def test_one_more_thing_after_an_additive_cue_is_proposed_whatever_its_head(nlp):
    """'Moreover, we introduce a lateral gate': after an additive cue the object of a proposal verb is one more thing the
    paper builds beside one already found, so a plain adjective and a head outside the contribution heads name it."""
    found = _proposed(nlp, "Kites drift in gusts. We propose a kite tracker (KT) for windy days. Moreover, we introduce "
                           "a lateral gate to steady the lantern.")
    assert "lateral gate" in found
    found = _proposed(nlp, "Kites drift in gusts. We propose a kite tracker (KT) for windy days. For calm days, we also "
                           "design a circular index of rope lifts.")
    assert "circular index" in found
    # no cue, nothing found before, a result, a quality word only, a verb that adds a detail: no new thing
    for abstract in ("Kites drift in gusts. We propose a kite tracker (KT) for windy days. We introduce a lateral gate "
                     "to steady the lantern.",
                     "Kites drift in gusts. Moreover, we introduce a lateral gate to steady the lantern.",
                     "Kites drift in gusts. We propose a kite tracker (KT) for windy days. We also give a tight bound "
                     "on its drift.",
                     "Kites drift in gusts. We propose a kite tracker (KT) for windy days. Besides, we design an "
                     "efficient gate.",
                     "Kites drift in gusts. We propose a kite tracker (KT) for windy days. We also provide a complete "
                     "proof of its drift."):
        found = _proposed(nlp, abstract)
        assert not {"lateral gate", "tight bound", "efficient gate", "gate", "complete proof"} & found, abstract


def test_a_title_phrase_whose_head_the_described_proposal_writes_names_it(nlp):
    """'Adaptive Braid Matching for X' and 'we propose a matching method': the title names the described thing."""
    title = "Adaptive Braid Matching for Windy Kite Flights"
    echoed = "Kite flights are hard to compare. We propose a matching method that pairs each flight with its neighbours."
    assert "Adaptive Braid Matching" in _proposed(nlp, echoed, title)
    # the description does not write the title phrase's head: the phrase may be a topic the method serves
    silent = "Kite flights are hard to compare. We propose a pairing method that links each flight to its neighbours."
    assert "Adaptive Braid Matching" not in _proposed(nlp, silent, title)
    # a title that names its means: the phrase before it is the task the means serves
    via = "Adaptive Braid Matching via Rope Inference"
    assert "Adaptive Braid Matching" not in _proposed(nlp, echoed, via)


def test_a_made_object_whose_head_ends_a_title_phrase_is_proposed_whatever_its_head(nlp):
    """'We introduce lantern critics that ...' under 'Braided critics for steady kites': the title ends a phrase on the
    object's head, so the object is the thing the title names, though 'critics' and 'invariance' are no contribution heads."""
    found = _proposed(nlp, "Kites drift in gusts. We introduce lantern critics that flag each drifting kite.",
                      "Braided critics for steady kites")
    assert "lantern critics" in found
    found = _proposed(nlp, "Kites drift in gusts. Specifically, we put forward a novel tether invariance for calm days.",
                      "Kite Flights through the Lens of Tether Invariance")
    assert "tether invariance" in found
    # the title ends no phrase on the head, a generic head, several things of a kind, a plural before a gerund noun
    for title, abstract, name in (
            ("Steady Kites in Windy Weather", "Kites drift in gusts. We introduce lantern critics that flag each kite.",
             "lantern critics"),
            ("A Rope Study of Steady Kites", "Kites drift in gusts. We present a windy study of the kites.",
             "windy study"),
            ("Kite Flights with Rope Statistics", "Kites drift in gusts. We introduce different rope statistics for "
             "each kite.", "rope statistics"),
            ("Kite Flights with Rope Statistics", "Kites drift in gusts. We introduce rope statistics pooling in each "
             "branch.", "rope statistics")):
        assert name not in _proposed(nlp, abstract, title), abstract


def test_an_own_name_built_on_a_known_name_is_one_name_and_the_known_one_is_used(nlp):
    """'we propose Kite-Rope RS-Net': named words written one after the other are one own name; the bare known name
    written alone elsewhere is the method the work builds on and compares with, not a second proposal."""
    text = ("We propose Kite-Rope RS-Net, a novel framework for lantern sorting. It applies rope pruning in RS-Net. "
            "Our approach achieves 5% higher accuracy compared to RS-Net.")
    doc = invented_doc(nlp, text)
    assert {p.text for p in doc._.proposed} == {"Kite-Rope RS-Net"}
    roles = {(s.text, s._.role) for s in doc.spans["kg_entities"] if s.label_ == "Method"}
    assert ("Kite-Rope RS-Net", "proposes") in roles
    assert ("RS-Net", "uses") in roles and ("RS-Net", "proposes") not in roles


def test_a_new_name_that_the_papers_steps_yield_is_the_papers_own(nlp):
    found = _proposed(nlp, "We drop unstable kite factors from the rope model to yield the Lantern Rope Estimator, a "
                           "distribution that is stable.")
    assert "Lantern Rope Estimator" in found
    assert "KITE-A" in _proposed(nlp, "Finally, we add a greedy rope step to the search; this yields KITE-A.")
    assert "Wind-Switch scheme" in _proposed(nlp, "We bound the error of a generic kite method, leading to our Wind-Switch scheme.")
    # a name met before is another's; a measure or an effect after the name is no thing made
    assert "KITE" not in _proposed(nlp, "We study KITE on rope data. Tuning the wind model yields KITE.")
    assert _proposed(nlp, "Tuning the rope step yields the new SOTA performance on kite data.") == set()
    assert _proposed(nlp, "Coarse rope search can lead to the Lantern Effect in kite flights.") == set()
    assert _proposed(nlp, "Lee et al. (2021) tie kites to ropes, giving rise to Rope-Tied Kite Search (RTKS).") == set()


def test_a_described_name_with_an_apposition_is_the_papers_own(nlp):
    assert "KITE-RA*" in _proposed(nlp, "Specifically, we describe KITE-RA*, a version of the rope search RA*.")
    assert _proposed(nlp, "We describe KiteNet in detail.") == set()


# round 45 (unnamed proposals whose head noun the proposal rules refused, branch prop45u)

def test_a_mined_artefact_head_names_the_unnamed_object_of_a_proposal_verb(nlp):
    # 'measure' is no hand-listed proposal head; the venue abstracts write it both as made ('we propose a ... measure')
    # and as used ('using a ... measure'): an artefact, so a classifying adjective or a noun before it says which
    assert "synthetic measure" in _proposed(nlp, "Additionally, we propose a synthetic measure for the evaluation of kites.")
    assert "kite dissimilarity measure" in _proposed(nlp, "We introduce a kite dissimilarity measure that ties ropes.")
    assert "joint optimization" in _proposed(nlp, "We also propose a joint optimization between the kite and the rope.")
    # a notion is made but seldom used ('a new perspective', 'a theoretical view'); a quality says nothing of which
    # artefact; the mined heads are read only where 'we' make the thing ('we are given', a passive, another subject)
    for other in ("We present a new theoretical perspective on kite sampling.",
                  "We offer a new theoretical view of kite sampling.",
                  "We develop a useful representation of kite ropes.",
                  "We are given a joint optimization of kites and ropes.",
                  "Then, a joint optimization of the kite problem is introduced.",
                  "Our kite sampler provides a synthetic measure of rope drift.",
                  "Previously, we presented one soft kite robot that ties ropes.",
                  "This paper presents our recently developed soft kite robot.",
                  "A synthetic measure ties ropes quickly."):
        assert not {"theoretical perspective", "theoretical view", "useful representation", "joint optimization",
                    "synthetic measure", "one soft kite robot", "recently developed soft kite robot",
                    "soft kite robot"} & _proposed(nlp, other), other


def test_an_unnamed_measure_the_paper_proposes_is_a_metric(nlp):
    # the measure a paper defines is one its work is measured by, as one named after 'called' is
    doc = invented_doc(nlp, "Additionally, we propose a synthetic measure for the evaluation of kites.")
    assert ("synthetic measure", "Metric") in {(s.text, s.label_) for s in doc.spans["kg_entities"]}


def test_an_unnamed_step_used_for_a_purpose_in_a_present_passive_is_proposed(nlp):
    # a step of the paper's own pipeline, told by a verb of use with 'to <verb>' after it
    assert "rope selection attention" in _proposed(nlp, "Then, rope selection attention is performed to refine the kites.")
    assert "image-level rope attention" in _proposed(nlp, "Moreover, an image-level rope attention is used to attend kite regions.")
    # no purpose, a known or taken-over method, a name, a prior-work word, a study: none is the paper's own
    assert _proposed(nlp, "The rope attention is applied to kite images.") == set()
    assert _proposed(nlp, "A convolutional neural network is used to extract kite features.") == set()
    assert _proposed(nlp, "A pretrained kite encoder is used to extract features.") == set()
    assert _proposed(nlp, "Existing rope samplers are used to estimate kites.") == set()
    assert _proposed(nlp, "Ablation studies are performed to verify each kite module.") == set()
    assert _proposed(nlp, "The rope attention was used to refine the kites.") == set()
    assert _proposed(nlp, "The resulting rope maps are used to cluster the kites.") == set()


def test_a_task_or_measure_the_paper_poses_as_new_is_proposed_and_still_addressed(nlp):
    """'we propose a two-stage rope probing task': a task the paper poses is its contribution (PROPOSES) and a task
    it works on (ADDRESSES); a task it only evaluates on, or names after a problem noun, is addressed alone."""
    from kg.extract.merge import _posed_as_new
    from tests.support.paper_docs import phrase_span
    from tests.test_extract_metrics import _paper_edges

    text = ("Kite models read wind poorly. To address this, we propose a two-stage rope probing task applied to kite "
            "models to see whether they can read gusts. Our KiteNet reaches high accuracy on it.")
    assert {("two-stage rope probing", "PROPOSES"), ("two-stage rope probing", "ADDRESSES")} <= _paper_edges(text, "Kites")
    for text in ("Kite trackers drift. We evaluate GustNet on the two-stage rope probing task of earlier work.",
                 "Kite trackers drift. We propose a novel task named rope probing. Our GustNet wins."):
        assert not any(kind == "PROPOSES" and "rope probing" in name for name, kind in _paper_edges(text, "Kites"))
    doc = invented_doc(nlp, "Gust filters leverage a set of novel tether metrics. GustNet achieves new state-of-the-art "
                            "accuracy. We propose a lantern problem.")
    assert _posed_as_new(phrase_span(doc, "tether metrics"), "Metric")
    assert not _posed_as_new(phrase_span(doc, "accuracy"), "Metric")  # a new record, no new measure
    assert not _posed_as_new(phrase_span(doc, "tether metrics"), "Task")  # a task needs its task noun after it
    doc = invented_doc(nlp, "We cast rope knotting as a new kite understanding task. We design a new pretext task. "
                            "We propose a novel gust sorting problem.")
    assert not _posed_as_new(phrase_span(doc, "kite understanding"), "Task")  # filed under a field, not posed
    assert not _posed_as_new(phrase_span(doc, "pretext task"), "Task")  # one word before the task noun: a kind
    assert _posed_as_new(phrase_span(doc, "gust sorting"), "Task")
    doc = invented_doc(nlp, "We present KiteCount, a novel crowd counting problem for kites. We propose a new tether "
                            "metric, the Rope Index. We add a new quantitative metric.")
    assert not _posed_as_new(phrase_span(doc, "crowd counting"), "Task")  # a task the venues know (mined lists)
    assert not _posed_as_new(phrase_span(doc, "tether metric"), "Metric")  # its name follows: the name is the node
    assert not _posed_as_new(phrase_span(doc, "quantitative metric"), "Metric")  # a quality says no which
