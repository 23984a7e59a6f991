"""Task and proposal rules of issue 16 round 6, on invented titles and sentences."""
from __future__ import annotations

import pytest

from kg.extract.task_rules import acted_on_task, clean_title_task, inside_own_proposal, title_tasks
from kg.extract.pipeline import shared_nlp
from kg.extract.proposal_titles import title_names
from tests.support.paper_docs import invented_doc, phrase_span


@pytest.fixture(scope="module")
def nlp():
    return shared_nlp(False)


def _doc(nlp, title: str, abstract: str = "We study kites."):
    return invented_doc(nlp, abstract, title)


def _tasks(nlp, title: str) -> list[str]:
    return [s.text for s in title_tasks(_doc(nlp, title))]


def _cleaned(nlp, title: str) -> str | None:
    d = _doc(nlp, title)
    span = clean_title_task(d[:d._.kg_title_end])
    return span.text if span is not None else None


def test_a_title_opened_by_a_verb_in_ing_names_what_the_paper_does(nlp):
    assert _tasks(nlp, "Learning Rope Shapes from Windy Data") == ["Learning Rope Shapes"]
    assert _tasks(nlp, "Kite Models for Learning Rope Shapes") == ["Learning Rope Shapes"]
    # before 'for' the phrase is the method, whatever its first word
    assert _tasks(nlp, "Learning Rope Shapes for Kite Tracking") == ["Kite Tracking"]
    # a verb that acts on a problem: the problem is the task; a verb of use: its object is a method
    assert _tasks(nlp, "Improving Kite Ranking with Ropes") == ["Kite Ranking"]
    assert _tasks(nlp, "Leveraging Kite Models for Rope Tracking") == ["Rope Tracking"]


def test_a_title_that_advances_or_empowers_names_what_it_acts_on(nlp):
    # 'advancing / empowering / pioneering X' acts on a problem posed elsewhere, as 'improving X' does
    assert _tasks(nlp, "Advancing Kite Pose Estimation with Wind Cues") == ["Kite Pose Estimation"]
    assert _tasks(nlp, "Rope Nets: Pioneering Lantern Color Recognition with Wind Cues") == ["Lantern Color Recognition"]
    # what is empowered is a kind of system, no task
    assert _tasks(nlp, "Empowering Kite Models with Rope Cues") == []


def test_a_title_that_unleashes_or_unveils_names_what_it_acts_on(nlp):
    # 'unleashing / supercharging / unveiling X' acts on X as 'improving X' does: the gerund is no part of the task
    assert _tasks(nlp, "Supercharging Kite Pose Estimation with Wind Cues") == ["Kite Pose Estimation"]
    assert _tasks(nlp, "Demystifying Lantern Color Recognition") == ["Lantern Color Recognition"]
    assert _tasks(nlp, "Unleashing the Power of Rope Cues") == []
    # what a verb of revealing uncovers in the plural is a finding, no task
    assert _tasks(nlp, "Unveiling Hidden Kite Biases") == []


def test_a_title_that_speeds_up_or_scales_up_names_what_it_acts_on(nlp):
    # the particle after a verb of acting is the verb's: 'up' is no part of the task it acts on
    assert _tasks(nlp, "Speeding up Lantern Color Recognition with Rope Cues") == ["Lantern Color Recognition"]
    assert _tasks(nlp, "Scaling Up Kite Pose Estimation") == ["Kite Pose Estimation"]


def test_a_task_span_opened_by_an_improving_verb_is_its_object(nlp):
    def acted(abstract: str, phrase: str) -> str | None:
        d = _doc(nlp, "Rope Nets", abstract)
        obj = acted_on_task(phrase_span(d, phrase))
        return obj.text if obj is not None else None
    assert acted("Rope nets work well, enhancing lantern color recognition.", "enhancing lantern color recognition") \
        == "lantern color recognition"
    # a kind of system or a quality acted on is no task
    assert acted("We study the challenge of enabling kite models to fly.", "enabling kite models") is None
    assert acted("This is a way of improving the efficiency of rope search.", "improving the efficiency of rope search") is None
    assert acted("We study lantern color recognition.", "lantern color recognition") == "lantern color recognition"


def test_what_is_benchmarked_or_pretrained_is_a_system_not_a_task(nlp):
    assert _tasks(nlp, "Benchmarking Lantern Generators Fairly") == []
    assert _cleaned(nlp, "Benchmarking Lantern Generators Fairly") is None
    assert _cleaned(nlp, "Contrastive Pretraining of Lantern Encoders") is None
    assert _cleaned(nlp, "Evaluating Kite Tracking Fairly") == "Kite Tracking"


def test_a_condition_after_without_is_no_part_of_the_title_task(nlp):
    assert _cleaned(nlp, "Rope Tuning Without Forgetting") == "Rope Tuning"
    assert _cleaned(nlp, "Kite Detection in Windy Weather") == "Kite Detection in Windy Weather"  # 'in' keeps it


def test_a_preposition_inside_a_hyphen_compound_does_not_cut_the_title_task(nlp):
    assert _cleaned(nlp, "End-to-End Rope-to-Kite Generation") == "End-to-End Rope-to-Kite Generation"
    assert _tasks(nlp, "How Well Do Kites Fly on End-to-End Rope-to-Kite Generation?") == ["End-to-End Rope-to-Kite Generation"]
    # a preposition opening a hyphen compound is no title boundary ('In-Context', 'On-Device')
    assert not any(t.startswith(("Context", "context", "Device")) for t in _tasks(nlp, "Calibration of In-Context Kite Learning"))
    assert _tasks(nlp, "On-Device Kite Detection with Tiny Ropes") == ["On-Device Kite Detection"]


def test_a_title_phrase_opened_by_a_verb_of_use_is_no_proposal(nlp):
    assert title_names(_doc(nlp, "Leveraging Lantern Models for Kite Tracking")) == []
    assert [s.text for s in title_names(_doc(nlp, "Braided Lantern Models for Kite Tracking"))] == ["Braided Lantern Models"]


def test_a_gerund_task_keeps_the_of_complement_of_its_object(nlp):
    doc = nlp("We present a method for estimating the weights of windy kites from short videos.")
    tasks = [s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"]
    # round 9: the 'from' phrase after the object says what the weights are estimated from and stays
    assert "estimating the weights of windy kites from short videos" in tasks
    assert "estimating the weights" not in tasks


def test_the_of_complement_is_left_out_when_it_names_a_method(nlp):
    from spacy.tokens import Span

    from kg.extract.task_rules import of_object_end

    doc = nlp("We present a method for estimating the weights of the lantern kite model from short videos.")
    obj = next(t for t in doc if t.text == "weights")
    assert of_object_end(obj).text == "model"
    start = next(t.i for t in doc if t.text == "lantern")
    doc.spans["scierc"] = [Span(doc, start, start + 3, label="Method")]
    assert of_object_end(obj).text == "weights"


def test_artefact_heads_after_a_proposal_verb_but_not_after_a_verb_of_use(nlp):
    doc = nlp("We propose a windy lantern loss function for kites. Our approach leverages a braided rope autoencoder.")
    proposed = {s.text for s in doc._.proposed}
    assert "windy lantern loss function" in proposed
    assert not any("autoencoder" in p for p in proposed)


def test_a_part_used_by_the_own_method_after_a_purpose_clause(nlp):
    doc = nlp("Our method uses a braided network to extract kite shapes and uses a lantern fusion module to merge them.")
    assert "lantern fusion module" in {s.text for s in doc._.proposed}


def test_a_name_the_abstract_defines_as_a_method_is_no_task(nlp):
    doc = nlp("Windy kite optimization (WKO) is a data-efficient approach to tune lanterns. We extend windy kite "
              "optimization to ropes. Lantern rope detection is a hard task.")
    tasks = {s.text.lower() for s in doc.spans["kg_entities"] if s.label_ == "Task"}
    assert not tasks & {"windy kite optimization", "wko"}
    assert "lantern rope detection" in tasks


def test_what_a_sentence_defines_as_a_problem_is_the_task(nlp):
    doc = nlp("Lantern-based rope matching is a highly relevant and non-trivial vision problem. We study it.")
    tasks = {s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"}
    assert "Lantern-based rope matching" in tasks
    assert not any(t.startswith("highly relevant") for t in tasks)


def test_no_task_is_listed_after_a_task_in_a_field_or_a_task_to_a_degree(nlp):
    from kg.extract.task_rules import listed_task

    doc = nlp("Kite ranking is a core task in lantern computing. Models succeed at the task to a varying degree. "
              "It has applications in rope tracking and wind sensing.")
    listed = {t.text for t in doc if listed_task(t)}
    assert "tracking" in listed
    assert not listed & {"computing", "degree"}


def test_what_a_verb_of_use_takes_is_a_tool_not_a_task(nlp):
    from kg.extract.method_rules import used_as_a_tool

    doc = nlp("To save effort, we employ automatic kite annotation. We study automatic kite annotation for ropes.")
    first, second = [doc[i:i + 3] for i, t in enumerate(doc) if t.text == "automatic"]
    assert used_as_a_tool(first)
    assert not used_as_a_tool(second)


def test_an_object_the_apposition_calls_new_is_proposed_whatever_its_head(nlp):
    doc = nlp("This paper presents lantern rope tracking, a new setup that detects kites in scenes.")
    assert "lantern rope tracking" in {s.text for s in doc._.proposed}
    doc = nlp("This paper presents lantern rope tracking, a setup that detects kites in scenes.")
    assert "lantern rope tracking" not in {s.text for s in doc._.proposed}


def test_one_word_items_of_a_task_list_are_tasks(nlp):
    """Round 7: a lone word is a task when a list of several tasks or problems names it; alone after
    'tasks such as', or as the one field an application lies in, it stays too broad (several fields after
    'applications in' are tasks since round 35)."""
    doc = nlp("We study rope problems, including knotting, rope-splicing and kite sway estimation. We evaluate on "
              "downstream tasks such as braiding. It has applications in meteorology.")
    tasks = {s.text.lower() for s in doc.spans["kg_entities"] if s.label_ == "Task"}
    assert {"knotting", "rope-splicing"} <= tasks
    assert not tasks & {"braiding", "meteorology", "rope"}


def test_what_a_body_of_work_studies_is_the_task(nlp):
    """Round 7: the noun phrase before 'research / community / literature' is the topic studied."""
    from kg.extract.task_rules import research_topic

    doc = nlp("Recent lantern sway research has grown. The kite ranking community uses ropes. Prior research agrees.")
    topics = {t.text for c in doc.noun_chunks if (t := research_topic(c)) is not None}
    assert topics == {"lantern sway", "kite ranking"}
    tasks = {s.text for s in doc.spans["kg_entities"] if s.label_ == "Task"}
    assert {"lantern sway", "kite ranking"} <= tasks


def test_a_task_noun_phrase_before_a_data_noun_is_a_task(nlp):
    """Round 7: 'two rope tracking benchmarks' are data for rope tracking; a named benchmark or one
    described without a task noun gives no task."""
    from kg.extract.task_rules import research_topic

    doc = nlp("We test on two rope tracking benchmarks, the KiteSet tracking benchmark and three windy lantern datasets.")
    topics = {t.text for c in doc.noun_chunks if (t := research_topic(c)) is not None}
    assert topics == {"rope tracking"}


def test_a_plural_title_phrase_after_for_or_in_is_the_topic(nlp):
    """Round 7: '... in Windy Kite Games' names what the paper is about; a setting, a measure, a size,
    data, a name or a kind of system there does not."""
    assert _tasks(nlp, "Stable Equilibria in Windy Kite Games") == ["Windy Kite Games"]
    assert _tasks(nlp, "Rope Sorting for Tangled Lantern Cords") == ["Tangled Lantern Cords"]
    assert _tasks(nlp, "Kite Ranking in Complex Scenarios") == []
    assert _tasks(nlp, "Rope Sorting in High Dimensions") == []
    assert _tasks(nlp, "Rope Sorting for Kite Generators") == []
    # data or a name there is what the paper works with, not its topic
    assert _tasks(nlp, "Rope Sorting for Windy Lantern Datasets") == []
    assert _tasks(nlp, "Stable Equilibria in KiteNet Games") == []


def test_a_title_phrase_after_for_or_in_headed_by_a_noun_of_an_action_is_a_task(nlp):
    """Round 24: '... for Adaptive Rope Refinement' names what the paper does, as a task noun would; a noun
    in -tion / -ment of a thing, and what a means is 'based on', do not."""
    assert _tasks(nlp, "Braided Filters for Adaptive Rope Refinement") == ["Adaptive Rope Refinement"]
    assert _tasks(nlp, "A Weak Prior for Unsupervised Kite Disentanglement") == ["Unsupervised Kite Disentanglement"]
    assert _tasks(nlp, "Windy Bounds in Lantern Quantification Assessment") == ["Lantern Quantification Assessment"]
    assert _tasks(nlp, "Braided Filters for Any Kite Function") == []
    assert _tasks(nlp, "Rope Tracking based on Lantern Triangulation") == []


def test_a_title_phrase_before_a_means_or_a_condition_headed_by_a_noun_of_an_action_is_a_task(nlp):
    """Round 44: the title's first phrase before 'via / using / with / through' or 'under' headed by a noun of an
    action names what the means is for, as a task noun there does; not a noun of a thing, nor a phrase that does not
    open the title (a part of the means), and the proposal rules do not read it as the paper's method's name."""
    assert _tasks(nlp, "Lantern Stabilization via Braided Priors") == ["Lantern Stabilization"]
    assert _tasks(nlp, "Kite Drift Compensation through Rope Sharing") == ["Kite Drift Compensation"]
    assert _tasks(nlp, "Windy Kite Ranking under Rope Delays") == ["Windy Kite Ranking"]
    assert _tasks(nlp, "Braided Kite Functions via Rope Priors") == []
    # 'under' after one word, or after a phrase a verb in -ing opens, cuts nothing: the condition stays with the task
    assert _tasks(nlp, "A Braided Toolkit for Planning Under Gusty Winds") == ["Planning Under Gusty Winds"]
    assert _tasks(nlp, "Steering Kite Ranking Under Rope Delays") == ["Steering Kite Ranking Under Rope Delays"]
    doc = _doc(nlp, "Lantern Stabilization via Braided Priors", "Lanterns sway. We propose a new method that holds them.")
    assert "Lantern Stabilization" not in [p.text for p in doc._.proposed]


def test_a_title_action_before_a_means_that_serves_a_task_purpose_is_no_task(nlp):
    """Round 45: '<action> with <means> for <task>': the title's first phrase is the paper's way to the task after 'for',
    a method, not a task; a purpose that is no task ('for Windy Places') leaves it a task, and a phrase the venues
    write where a task stands (mined task slots) stays one."""
    assert _tasks(nlp, "Lantern Fusion with Braided Priors for Kite Detection") == ["Kite Detection"]
    assert _tasks(nlp, "Lantern Stabilization via Braided Priors for Windy Places") == ["Lantern Stabilization", "Windy Places"]
    assert "Rank Aggregation" in _tasks(nlp, "Rank Aggregation with Braided Priors for Kite Detection")


def test_what_a_method_is_applied_to_is_a_task(nlp):
    """Round 8: 'we apply our X to A and B' names problems X serves; data it is applied to is no task."""
    filler = "Kites fly. Ropes hold kites. Wind moves ropes. Lanterns glow. "
    doc = nlp(filler + "We then apply the lantern model to rope sway estimation. We also apply it to two kite photos.")
    tasks = {s.text for s in doc.spans["kg_entities"] if s.label_ == "Task"}
    assert "rope sway estimation" in tasks
    assert not any("photo" in t for t in tasks)
    # what something else is applied to is no task of the paper
    doc = nlp(filler + "Corrections are applied to rope sway estimation.")
    assert "rope sway estimation" not in {s.text for s in doc.spans["kg_entities"] if s.label_ == "Task"}


def test_an_open_question_is_no_task(nlp):
    """Round 8: 'an open question / problem' says something is unsolved, not what."""
    from kg.extract.lexicon import is_generic_term

    assert is_generic_term("open question", "Task") and is_generic_term("open problems", "Task")
    assert not is_generic_term("open kite ranking", "Task")


def test_a_measure_inside_the_proposed_name_is_no_metric(nlp):
    """Round 8: 'our kite complexity prior' with 'Kite Complexity Priors' proposed: 'kite complexity' and
    'complexity prior' are pieces of the proposal's name, not measures."""
    from kg.extract.merge import _inside_a_name

    doc = nlp.make_doc("We apply our kite complexity prior to rope tracking and report the sample complexity.")
    names = {"Kite Complexity Priors"}
    assert _inside_a_name(doc[3:5], names) and _inside_a_name(doc[4:6], names)
    assert not _inside_a_name(doc[13:15], names)  # 'sample complexity'


def test_an_unsure_model_span_named_a_problem_gives_its_task(nlp):
    """Round 8: a model Task span 'X problem / task' gives X however unsure the model is: its first word
    is where the parse may fail ('rope-by-example', a generic word inside the phrase)."""
    from spacy.tokens import Span

    from kg.extract.merge import _named_problem

    doc = nlp("We study this rope-by-example problem. We test on a windy kite tracking task. It is a hard problem.")
    spans = {"rope-by-example problem": None, "windy kite tracking task": None, "a hard problem": None}
    for k in spans:
        at = doc.text.index(k)
        span = doc.char_span(at, at + len(k))
        spans[k] = _named_problem(Span(doc, span.start, span.end, label="Task"))
    assert spans["rope-by-example problem"].text == "rope-by-example"
    assert spans["windy kite tracking task"].text == "windy kite tracking"
    assert spans["a hard problem"] is None


def test_a_measure_the_parse_breaks_is_read_off_the_model_span(nlp):
    """Round 8: 'the per-iteration kite costs' (the parse cuts the noun phrase at the hyphen) is read
    whole from the model's span; a hyphen word ('real-time') is no measure."""
    from spacy.tokens import Span

    spans = []
    doc = nlp("Our topology balances the convergence speed and the per-iteration kite costs of KSGD. It runs in "
              "real-time settings. Windy time series data are common.")
    for phrase in ("per-iteration kite costs", "real-time", "Windy time"):
        at = doc.text.index(phrase)
        s = doc.char_span(at, at + len(phrase))
        spans.append(Span(doc, s.start, s.end, label="OtherScientificTerm"))
    doc.spans["scierc"] = spans
    doc = nlp.get_pipe("kg_entity_rules")(doc)
    metrics = {s.text for s in doc.spans["kg_rules"] if s.label_ == "Metric"}
    assert "per-iteration kite costs" in metrics and "real-time" not in metrics
    assert not any("time" in m for m in metrics)  # 'Windy time' of 'time series': the noun phrase goes on


def test_an_area_under_a_curve_is_a_metric(nlp):
    """Round 8: 'the area under the kite-sway curve' names a measure by what it integrates."""
    doc = nlp("Our detector reaches a larger area under the kite-sway curve than the baselines.")
    metrics = {s.text for s in doc.spans["kg_entities"] if s.label_ == "Metric"}
    assert "area under the kite-sway curve" in metrics


def test_adjectives_joined_by_and_on_a_placeholder_head_name_no_task(nlp):
    """Round 8: 'intrinsic and downstream tasks' says only which kinds of tasks, like 'downstream tasks'."""
    from kg.extract.merge import PRIORITY, _not_an_entity

    doc = nlp("We test on intrinsic and downstream tasks and on kite ranking tasks.")
    assert _not_an_entity(doc[3:7], "Task", PRIORITY["model"])
    assert not _not_an_entity(doc[9:12], "Task", PRIORITY["model"])


def test_the_problem_a_task_is_recast_as_is_no_task(nlp):
    """Round 8: 'we formulate kite ranking as a sparse rope problem': the problem it is recast as is how
    it is solved; the problem studied ('the kite ranking problem') stays a task."""
    doc = nlp("We study the kite ranking problem. We formulate the problem of ranking windy kites as a "
              "sparse rope problem that we solve with a greedy algorithm.")
    tasks = {s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"}
    assert "kite ranking" in tasks and "sparse rope" not in tasks
    # a kind of task it is cast as is still a task
    doc = nlp("Predicting kite codes is hard. It is formulated as a multi-rope classification task.")
    assert "multi-rope classification" in {s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"}


def test_a_gerund_phrase_opening_the_abstract_as_subject_is_a_task(nlp):
    """Round 9: 'Estimating the weight of windy kites remains hard': the gerund subject of an opening sentence
    with its object names what the field works on; a verb of use ('Using ropes ...') names a method."""
    doc = _doc(nlp, "Kite Models", "Estimating the weight of windy kites remains hard. We propose a model.")
    assert "Estimating the weight of windy kites" in {s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"}
    doc = _doc(nlp, "Kite Models", "Using long ropes makes kites stable. We propose a model.")
    assert not any(s.text.startswith("Using") for s in doc.spans["kg_rules"] if s.label_ == "Task")
    # an object that points back ('these kites') names nothing here
    doc = _doc(nlp, "Kite Models", "Detecting these kites in video remains hard. We propose a model.")
    assert not any(s.text.startswith("Detecting") for s in doc.spans["kg_rules"] if s.label_ == "Task")


def test_a_with_or_from_phrase_after_the_gerund_object_stays_in_the_task(nlp):
    """Round 9: 'methods for learning rope shapes from noisy data': the condition stays in the task; a
    measure or the authors' own means ('with our new prior') does not."""
    doc = nlp("We need methods for learning rope shapes from noisy data.")
    assert "learning rope shapes from noisy data" in {s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"}
    doc = nlp("We give an algorithm for learning rope shapes with polynomial time.")
    assert "learning rope shapes" in {s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"}


def test_a_learning_paradigm_the_work_lies_in_is_a_task(nlp):
    """Round 11: 'a hard problem in rope learning', 'in two lantern learning settings': the paradigm named as
    where the work lies is a field addressed (a Task); 'trained via rope learning' is a means."""
    from kg.extract.merge import _field_of_work
    doc = nlp("Credit assignment is a hard problem in rope learning.")
    assert _field_of_work(doc[7:9])
    doc = nlp("We evaluate our system in two lantern learning settings.")
    assert _field_of_work(doc[6:8])
    doc = nlp("We train the kites via rope learning.")
    assert not _field_of_work(doc[5:7])


def test_a_task_cut_at_a_hyphen_starts_with_the_whole_word(nlp):
    """Round 11: the parser splits 'two-stage'; a task span that starts at the hyphen takes the word back."""
    from kg.extract.merge import _glued_start
    doc = nlp("We study two-stage kite ranking in windy parks.")
    assert _glued_start(doc[3:7]).text == "two-stage kite ranking"
    assert _glued_start(doc[5:7]).text == "kite ranking"
    assert _glued_start(doc[4:7]).text == "two-stage kite ranking"  # cut right after the hyphen: the same
    doc = nlp("We apply it to A/B kite tests.")
    assert _glued_start(doc[5:9]).text == "A/B kite tests"


def test_a_purpose_gerund_whose_object_points_back_names_no_task(nlp):
    """Round 11: 'an algorithm for learning such a rope shape': what the object points back to was said before."""
    doc = nlp("We give an algorithm for learning such a rope shape from data.")
    assert not any(s.text.startswith("learning") for s in doc.spans["kg_rules"] if s.label_ == "Task")
    doc = nlp("We give an algorithm for learning a rope shape from data.")
    assert any(s.text.startswith("learning") for s in doc.spans["kg_rules"] if s.label_ == "Task")


def test_topics_the_venues_call_a_problem_are_mined_and_looked_up(tmp_path, monkeypatch):
    import gzip
    import json
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    import mine_task_terms

    from kg.extract import lexicon

    lines = ["We address kite drift in windy fields.", "The kite drift problem is old.", "Kite drift problems recur.",
             "Rope colour is used.", "Rope colour helps.", "The rope colour problem is rare."] + ["Rope colour again."] * 40
    with gzip.open(tmp_path / "v.jsonl.gz", "wt") as fh:
        for k, text in enumerate(lines):
            fh.write(json.dumps({"id": f"p{k}", "title": "", "abstract": text}) + "\n")
    terms = mine_task_terms.mine(tmp_path, exclude=set())
    assert "kite drift" in terms  # called a problem in 3 abstracts, every time it is written
    assert "rope colour" not in terms  # once in 46 uses: not what papers call a problem
    monkeypatch.setattr(lexicon, "task_terms", lambda: frozenset({"kite drift"}))
    assert lexicon.mined_task_term("Kite Drift") and not lexicon.mined_task_term("drift")


def test_a_comma_in_a_task_phrase_keeps_the_first_listed_task_or_nothing(nlp):
    """Round 13: a comma outside brackets joins list items or stacked modifiers, never one task's words."""
    from kg.extract.merge import _first_listed
    doc = nlp("KiteTool: Kite Detection, Colour and Rope Prediction for Windy Parks")
    span = doc[2:9]
    assert span.text == "Kite Detection, Colour and Rope Prediction"
    assert _first_listed(span).text == "Kite Detection"
    doc = nlp("The paradigm of hand-made, wind-driven ranking is slow.")
    assert _first_listed(doc[3:11]) is None  # 'hand-made' is no task of its own
    doc = nlp("We study robust (alpha, beta) kite ranking.")
    assert _first_listed(doc[2:10]).text == "robust (alpha, beta) kite ranking"  # a comma in brackets stays


def test_examples_in_brackets_after_applications_are_listed_tasks(nlp):
    """Round 13: 'applications (e.g., A, B, C)' lists like 'applications such as A, B and C'."""
    from kg.extract.task_rules import listed_task
    doc = nlp("We show several potential applications (e.g., rope repair, kite design, 3D rope tracking).")
    items = [c.text for c in doc.noun_chunks if listed_task(c.root)]
    assert items == ["rope repair", "kite design", "3D rope tracking"]
    doc = nlp("We show several potential applications (e.g., rope counting, kite steering, 3D rope tracking).")
    tasks = [s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"]
    assert "rope counting" in tasks and "kite steering" in tasks and not any(t.startswith("(") for t in tasks)
    doc = nlp("We show several potential applications (our kite design).")
    assert not any(listed_task(c.root) for c in doc.noun_chunks)  # no 'e.g.': an aside, not a list


def test_a_generic_task_head_names_a_task_with_a_noun_saying_of_what(nlp):
    """Round 13: 'analysis' is a placeholder alone ('our analysis', 'a theoretical analysis') but a task with a
    noun before it ('canopy analysis', 'rope tension analysis')."""
    doc = nlp("Kite pilots need tools for canopy analysis in windy parks.")
    assert "canopy analysis" in [s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"]
    doc = nlp("Kite pilots need a theoretical analysis for windy parks.")
    assert not any("analysis" in s.text for s in doc.spans["kg_rules"] if s.label_ == "Task")


def test_a_task_noun_before_an_ability_noun_names_the_task(nlp):
    """Round 13: 'rope reading abilities', 'kite ranking skills': what a model can do is named by its task; a
    quality listed first ('its scalability and ...') and a grading adjective ('remarkable') are no part of it."""
    from kg.extract.task_rules import research_topic

    def topics(text):
        return [t.text for t in (research_topic(c) for c in nlp(text).noun_chunks) if t is not None]

    assert topics("The models show strong kite ranking abilities.") == ["kite ranking"]
    assert topics("We study its stability and kite learning capabilities.") == ["kite learning"]
    assert topics("The agents show remarkable reasoning skills.") == []
    assert topics("The agents show kite colour skills.") == []  # 'colour' is no task noun


def test_a_purpose_that_improves_a_quality_is_a_task_only_with_what_it_is_of(nlp):
    """Round 13: 'for improving the speed of X' is about X's quality (kept even where X is a method);
    'for improving the speed' says of what nowhere, no task."""
    def tasks(text):
        doc = nlp(text)
        return [s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"]

    assert "improving the speed of kite ranking" in tasks("We add a rope layer for improving the speed of kite ranking.")
    assert not any(t.startswith("improving") for t in tasks("We add a rope layer for improving the speed."))


def test_a_purpose_infinitive_improving_a_quality_of_a_task_names_that_task(nlp):
    """Round 13: 'to improve the accuracy of kite counting' -> 'accuracy of kite counting'; not the quality of a
    thing ('of kite models') nor of the authors' own work ('of our kite counting')."""
    def tasks(text):
        doc = nlp(text)
        return [s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"]

    assert tasks("We use rope priors to improve the accuracy of kite counting.") == ["accuracy of kite counting"]
    assert tasks("We use rope priors to improve the accuracy of kite models.") == []
    assert tasks("We use rope priors to improve the accuracy of our kite counting.") == []


def test_a_problem_something_is_treated_as_and_a_setting_before_applications_name_no_task(nlp):
    """Round 13: 'we treat / tackle X as a Y problem' recasts X like 'formulate X as' (round 8); 'windy scenario
    applications' says where, not what."""
    def tasks(text):
        doc = nlp(text)
        return [s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"]

    assert "sparse rope" not in tasks("We treat kite ranking as a sparse rope problem.")
    assert "sparse rope" not in tasks("We tackle it as a sparse rope problem.")
    assert "windy scenario" not in tasks("Kite ranking is critical in windy scenario applications.")


def test_a_comparative_before_a_problem_noun_names_no_task(nlp):
    """Round 13: 'bigger and unseen kite problems' compares sizes (a claim); 'the shortest rope problem' keeps
    its superlative, which is part of many problem names."""
    def tasks(text):
        doc = nlp(text)
        return [s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"]

    assert not any("bigger" in t for t in tasks("The policies generalize to bigger and unseen kite problems."))
    assert "shortest rope" in tasks("We revisit the shortest rope problem.")


@pytest.mark.parametrize("text, phrase, dropped", [
    ("Our sketches store summaries of pretraining data for kites.", "pretraining data", True),
    ("We replay rope data while generating synthetic data.", "generating synthetic data", False),
    ("We study the handling of structured kite data.", "handling of structured kite data", False),
    # the noun of 'in the presence / absence / face of X' with its object: the condition a problem is met under
    ("We track kites in the presence of rope noise.", "presence of rope noise", True),
    ("Kite ranking in presence of windy gusts is hard.", "presence of windy gusts", True),
    ("We steer kites in the face of rope failures.", "face of rope failures", True),
    ("Rope sorting works in the absence of kite labels.", "absence of kite labels", True),
    ("We model the face of the kite wall.", "face of the kite wall", False),
    ("We study the presence of rope knots in kite images.", "presence of rope knots", False),
])
def test_data_or_a_condition_is_no_task(nlp, text, phrase, dropped):
    from kg.extract.merge import PRIORITY, _not_an_entity
    assert _not_an_entity(phrase_span(nlp(text), phrase), "Task", PRIORITY["model"]) is dropped


@pytest.mark.parametrize("sentence, phrase, inside", [
    ("We propose a new sampler that yields rope-aware kite pruning.", "rope-aware kite pruning", True),
    ("We develop layered kite sampling, which runs fast.", "layered kite sampling", True),
    ("We present a new sampler for predicting kite ranks.", "predicting kite ranks", False),
    ("We present an automated kite detection method.", "kite detection", False),
    ("This paper presents our study of windy kite flight.", "windy kite flight", False),
    ("We propose a method that enables fast kite navigation.", "fast kite navigation", False),
    ("Rope-aware kite pruning remains hard for current samplers.", "Rope-aware kite pruning", False),
])
def test_a_phrase_inside_what_the_authors_propose_describes_their_method(nlp, sentence, phrase, inside):
    assert inside_own_proposal(phrase_span(nlp(sentence), phrase)) is inside


@pytest.mark.parametrize("title, phrase, topic", [
    ("Kite Ranking with Rope Elasticity", "rope elasticity", True),
    ("Kite Ranking under Windy Turbulence", "windy turbulence", True),
    ("Kite Ranking by Iterative Rope Normalization", "rope normalization", False),  # a means
    ("Kite Ranking using Rope Detection", "rope detection", False),
    ("Rope Detection based Kite Ranking", "rope detection", False),
    ("Kite Ranking with Rope Sensors", "rope sensors", False),  # a thing, no action or property
    ("Kite Ranking with Rope Elasticity", "kite elasticity", False),  # not in the title
    ("Rope Diffusion for Kite Generation", "rope diffusion", False),  # "for" a task: the means
    ("Rope Elasticity for Windy Kites", "rope elasticity", True),  # "for" a thing: still the topic
])
def test_a_topic_the_title_names_is_read_as_a_task(nlp, title, phrase, topic):
    from kg.extract.merge import _title_topic
    abstract = f"We study {phrase} in windy weather."
    doc = _doc(nlp, title, abstract)
    assert _title_topic(phrase_span(doc, phrase, last=True)) is topic


@pytest.mark.parametrize("sentence, phrase, means", [
    ("Through a manual kite inspection, we show that the ropes hold.", "manual kite inspection", True),
    ("The sampler avoids this flaw by ranking rope knots.", "ranking rope knots", True),
    ("Kite flights driven by rope tension are hard to sample.", "rope tension", False),  # a passive's agent
    ("We study kite ranking in windy weather.", "kite ranking", False),
])
def test_what_through_or_by_introduces_is_a_means(nlp, sentence, phrase, means):
    from kg.extract.merge import _through_means
    doc = _doc(nlp, "", sentence)
    assert _through_means(phrase_span(doc, phrase, last=True)) is means


@pytest.mark.parametrize("title, phrase, means", [
    ("Rope Diffusion for Kite Generation", "Rope Diffusion", True),
    ("KiteNet: Rope Diffusion for Kite Generation", "Rope Diffusion", True),
    ("Detecting Rope Knots for Kite Generation", "Detecting Rope Knots", False),  # an activity may be the task
    ("Comparing rope diffusion for kite generation", "rope diffusion", False),  # not the title's opening phrase
    ("Rope Diffusion for Windy Kites", "Rope Diffusion", False),  # no task named after "for"
])
def test_the_opening_phrase_before_for_a_task_is_the_title_s_means(nlp, title, phrase, means):
    from kg.extract.merge import _title_means_for
    doc = _doc(nlp, title, "We study kites in windy weather.")
    assert _title_means_for(phrase_span(doc, phrase)) is means


def test_a_phrase_the_venues_call_a_task_before_an_ability_noun_names_the_task(nlp, monkeypatch):
    """Round 16: before an ability or data noun, a phrase the mined task terms hold names the task even where its
    last word is no task noun ('rope drift skills'); a phrase they do not hold still does not."""
    from kg.extract import task_rules

    monkeypatch.setattr(task_rules, "mined_task_term", lambda text: text.lower() == "rope drift")

    def topics(text):
        return [t.text for t in (task_rules.research_topic(c) for c in nlp(text).noun_chunks) if t is not None]

    assert topics("The agents show strong rope drift skills.") == ["rope drift"]
    assert topics("We release two rope drift benchmarks.") == ["rope drift"]
    assert topics("The agents show strong rope colour skills.") == []


def test_the_problem_of_an_action_keeps_the_action_s_of_complement(nlp):
    """Round 16: 'the problem of quick ranking of kite knots': the action noun alone says too little of
    what is ranked, so its own 'of' complement stays in the task (not a method the model names there)."""
    doc = nlp("We give a new view on the problem of quick ranking of windy kite knots in parks.")
    assert "quick ranking of windy kite knots" in {s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"}
    assert [s.text for s in doc.spans["kg_entities"] if s.label_ == "Task"] == ["quick ranking of windy kite knots"]


def test_an_unsure_model_task_the_venues_call_a_problem_stays_a_task(nlp, monkeypatch):
    """Round 16: a model Task span below the confidence bar is kept where the mined task terms hold its words;
    other unsure spans and other labels are not."""
    from spacy.tokens import Span

    from kg.extract import merge

    monkeypatch.setattr(merge, "mined_task_term", lambda text: text.lower() == "kite drift minimization")
    doc = nlp("We bridge the kite drift minimization and the rope colour search.")
    task = merge._unsure_task(Span(doc, 2, 6, label="Task"))
    assert task is not None and task.text == "kite drift minimization"  # 'the' left out
    assert merge._unsure_task(Span(doc, 7, 11, label="Task")) is None  # 'rope colour search': not a mined term
    assert merge._unsure_task(Span(doc, 2, 6, label="Method")) is None
    monkeypatch.setattr(merge, "task_slotted", lambda text: text.lower() == "rope colour search")
    assert merge._unsure_task(Span(doc, 7, 11, label="Task")).text == "rope colour search"  # the mined task slots agree


def test_a_verb_of_acting_takes_a_problem_only(nlp):
    """Round 16: after 'Improving / Bridging / Enhancing ...' the title's object is a task only when it names a
    problem: a task noun, an action or property noun, a plural kind, or the topic of a task the abstract names."""
    assert _cleaned(nlp, "Closing the Kite Divide") is None
    assert _cleaned(nlp, "Enhancing Rope Hub") is None
    assert _cleaned(nlp, "Improving Kite Stability") == "Kite Stability"
    assert _cleaned(nlp, "Exploring Rope Knots") == "Rope Knots"
    d = invented_doc(nlp, "We study windy kite flow estimation in parks.", "Improving Kite Flow")
    assert clean_title_task(d[:d._.kg_title_end]).text == "Kite Flow"  # the abstract names 'kite flow estimation'


def test_an_adjective_hyphen_word_before_applications_is_no_task(nlp):
    doc = nlp("Kite tracking is too slow for real-time applications, unlike kite-ranking applications.")
    tasks = {s.text for s in doc.spans["kg_entities"] if s.label_ == "Task"}
    assert "real-time" not in tasks and "kite-ranking" in tasks


def test_a_for_phrase_after_the_gerund_object_stays_in_the_task(nlp):
    """Round 17: 'maximizing the lift of kite frames for windy regions': like a 'with / from' condition, a
    'for' phrase the parser hangs on the gerund right after its object says for what the task is done."""
    doc = nlp("We study the problem of maximizing the lift of kite frames for windy coastal regions.")
    tasks = {s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"}
    assert "maximizing the lift of kite frames for windy coastal regions" in tasks


def test_a_noun_the_parser_hung_off_the_gerund_object_ends_the_task(nlp):
    """Round 17: '... the Euclidean rope objective only over ...' parsed as two objects, 'rope' and
    'objective': the noun right after the object is the phrase's head and ends the task."""
    from kg.extract.task_rules import run_on_noun
    doc = nlp("We study the problem of minimizing the Euclidean rope objective only over knots that satisfy a property.")
    tasks = {s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"}
    assert "minimizing the Euclidean rope objective" in tasks
    doc = nlp("Kites fly far.")
    assert run_on_noun(doc[0]).i == 0  # a verb after the noun: the object stays


def test_the_words_a_title_name_spells_are_no_task(nlp):
    """Round 17: 'KICO: Kite Image Coding With Rope Priors': the name before the colon is spelled by the
    words after it, so they are the name written out, not a task; a name they do not spell leaves the
    phrase a task ('RopeNet: Kite Counting With Rope Priors')."""
    assert "Kite Image Coding" not in _tasks(nlp, "KICO: Kite Image Coding With Rope Priors")
    assert "Kite Counting" in _tasks(nlp, "RopeNet: Kite Counting With Rope Priors")


def test_a_field_with_only_adjectives_before_it_is_no_task():
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper
    text = "Kite ranking is central to modern machine learning and to large-scale machine learning. We study nonconvex optimization."
    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])  # the trained spans make them
    tasks = {m.text for m in ex.mentions if m.label == "Task"}
    assert not any(t.endswith("machine learning") for t in tasks) and "nonconvex optimization" in tasks


def test_a_fixed_participle_compound_keeps_its_participle(nlp):
    """Session of 2026-12-05: the parser reads 'named' of 'named entity' as a verb; a task cut after it takes the
    participle back with the modifiers before it, and 'named' there is no naming cue for a proposal."""
    from kg.extract.merge import _participle_compound
    doc = nlp("We study few-shot named entity tagging of kite logs.")
    tagging = next(t.i for t in doc if t.text == "tagging")
    assert _participle_compound(doc[tagging - 1:tagging + 1]).text == "few-shot named entity tagging"
    doc = nlp("A sampler named kite tagging is used.")
    assert _participle_compound(doc[3:5]).text == "kite tagging"
    proposed = [s.text for s in nlp("We propose a named entity tagging model, KiteTagger.").spans["kg_entities"]
                if s._.role == "proposes"]
    assert proposed == ["KiteTagger"]


def test_a_plural_task_head_names_what_an_action_made_not_a_task(nlp):
    """Session of 2026-12-05: 'kite annotations', 'rope detections' are outputs; 'kite annotation' is a task."""
    doc = nlp("Kite lanterns are hard to see at night. Our results agree with manual kite annotations.")
    assert not any(s.label_ == "Task" and "annotations" in s.text for s in doc.spans["kg_rules"])
    doc = nlp("Kite annotation is hard at night. We study manual kite annotation.")
    assert any(s.label_ == "Task" and s.text.endswith("kite annotation") for s in doc.spans["kg_rules"])


def test_an_adjective_forming_hyphen_word_or_a_world_before_problems_names_no_task(nlp):
    """Session of 2026-12-05: 'kite-level tasks', 'rope-wise and kite-level tasks', 'real world problems' say
    which kind of task or where, not which task; 'kite-ranking tasks' names one."""
    def tasks(text):
        doc = nlp(text)
        return {s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"}
    assert not any("level" in t for t in tasks("Lantern models excel in kite-level tasks."))
    assert not any("wise" in t for t in tasks("We study rope-wise and kite-level tasks."))
    assert "real world" not in tasks("Kite graphs are widely used to model real world problems.")
    assert "kite-ranking" in tasks("We target kite-ranking tasks.")


def test_the_training_step_of_a_model_is_no_task():
    doc = shared_nlp()("Most kite taggers rely on extensive labeled data for model training, which struggles in low-resource scenarios.")
    assert not any(s.label_ == "Task" and "training" in s.text for s in doc.spans["kg_entities"])  # the model's span


def test_a_lone_hyphen_adjective_is_no_task_or_method(nlp):
    """Round 18 (venue graph readings): 'short-range' cut off 'short-range kite tasks' names nothing alone;
    a hyphen noun ('self-training') still does, and so does such a word standing as a list item of its own."""
    from kg.extract.merge import PRIORITY, _not_an_entity
    doc = nlp("Prior kite planners need dense rewards to learn short-range tasks with a cost-efficient policy.")
    spans = {s.text for s in doc.spans["kg_entities"] if s.label_ in ("Task", "Method", "Metric")}
    assert "short-range" not in spans and "cost-efficient" not in spans
    doc = nlp("The rope tagger relies on self-training.")
    assert "self-training" in {s.text for s in doc.spans["kg_entities"]}
    doc = nlp("We tackle kite problems, including deblurring, super-sampling, and rope repair.")
    at = next(t.i for t in doc if t.text == "super")
    assert not _not_an_entity(doc[at:at + 3], "Task", PRIORITY["model"])
    doc = nlp("We tackle super-sampling tasks for kites.")
    at = next(t.i for t in doc if t.text == "super")
    assert _not_an_entity(doc[at:at + 3], "Task", PRIORITY["model"])


def test_two_gerunds_acting_on_one_object_make_one_task(nlp):
    # round 19: the second gerund holds the object both act on; the task opens at the first
    doc = nlp("Our tool is designed for sorting and grading noisy kite knots.")
    assert "sorting and grading noisy kite knots" in [s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"]


def test_a_sentence_opening_gerund_tagged_as_a_name_is_still_the_opening_topic(nlp):
    # round 19: after a Title Case title the tagger reads the capitalised gerund as a name, but the parser
    # gives it a direct object, which only a verb has
    doc = invented_doc(nlp, "Encoding windy kite sails via rope loops has long been a common practice.",
                       "Kite Tension Priors for Rope Knot Detection")
    opening = next(t for t in doc if t.text == "Encoding")
    assert opening.tag_ != "VBG"  # the case the rule is for
    assert "Encoding windy kite sails" in [s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"]


def test_two_opening_gerunds_sharing_an_object_are_the_opening_topic(nlp):
    # round 19: the first gerund, the subject, has no object; the second holds the one both act on
    doc = nlp("Detecting and tracking small kites in video remains a challenge.")
    assert "Detecting and tracking small kites" in [s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"]


def test_a_light_verb_after_for_makes_no_task(nlp):
    # round 19: 'for making X' says little of what is done; the first item of the list stays a task
    doc = nlp("Trees are popular tools for capturing rope heterogeneity and making predictions in kite problems.")
    tasks = [s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"]
    assert "capturing rope heterogeneity" in tasks
    assert not any(t.startswith("making") for t in tasks)
    doc = nlp("We build a tool for making windy kite forecasts.")
    assert not [s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"]


# round 19 (venue readings, branch i16ven19)


def test_the_short_form_of_a_field_is_no_task():
    """'ML tasks', 'DL workflows': the field's short form is as generic as the field itself."""
    from kg.extract.lexicon import is_generic_term
    assert is_generic_term("ML", "Task") and is_generic_term("DL", "Task")
    assert not is_generic_term("MLR", "Task")
    assert is_generic_term("3D vision", "Task") and not is_generic_term("3D vision transformers", "Task")


def test_a_proposal_named_by_its_task_addresses_that_task(nlp):
    """Round 20: a proposal whose head is a task noun ('Layered Tidal Rope Segmentation using X') is named by
    what it does; the name less its leading qualifiers is the task the paper addresses, and the proposal stays."""
    doc = _doc(nlp, "Layered Tidal Rope Segmentation using Lantern Features",
               "We propose Layered Tidal Rope Segmentation, which segments ropes with lantern features.")
    spans = {(s.text, s.label_) for s in doc.spans["kg_entities"]}
    assert ("Rope Segmentation", "Task") in spans
    assert any(label != "Task" and "Rope Segmentation" in text and text != "Rope Segmentation" for text, label in spans)
    # a proposal named by a tool noun, or with no qualifier to strip, gives no second span
    doc = _doc(nlp, "A Rope Segmentation Network", "We propose a rope splicing network for kites.")
    assert not any(s.text == "Network" for s in doc.spans["kg_entities"] if s.label_ == "Task")
    # an adjective before a hyphen word qualified its first part: no task cut through it
    doc = _doc(nlp, "On Kite Biases", "We propose a sensitive lantern-based robust rope segmentation (SLR) method.")
    assert not any(s.text.startswith("lantern-based") for s in doc.spans["kg_entities"])


def test_downstream_tasks_of_a_whole_field_are_no_task():
    from kg.extract.lexicon import is_generic_term
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper
    assert is_generic_term("downstream NLP", "Task") and is_generic_term("downstream computer vision applications", "Task")
    assert not is_generic_term("downstream kite parsing", "Task")  # a named task stays
    text = "Better kite embeddings help downstream NLP tasks. We study kite parsing."
    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])
    tasks = {m.text for m in ex.mentions if m.label == "Task"}
    assert not any(t.lower().startswith("downstream") for t in tasks)


def test_the_tasks_of_a_whole_field_are_no_task():
    # round 21 venue reading (CVPR 2015): '<field> tasks / problems' named the field's tasks in general
    from kg.extract.lexicon import is_generic_term
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper
    assert is_generic_term("vision problems", "Task") and is_generic_term("computer vision tasks", "Task")
    assert not is_generic_term("kite parsing tasks", "Task")  # a named task stays
    assert not is_generic_term("vision inference", "Task")  # only placeholder nouns after the field are dropped
    text = "Our lantern features have helped many vision problems. We study kite parsing."
    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])
    tasks = {m.text for m in ex.mentions if m.label == "Task"}
    assert not any("vision" in t for t in tasks), tasks


def test_a_method_cut_after_a_hyphen_starts_with_the_whole_word(nlp):
    """Lead's reading of AISTATS 2021: the model's span of 'two-layer kite networks' began after the hyphen."""
    doc = nlp("We bound the prediction error of two-layer kite networks trained with one-pass SGD.")
    methods = {s.text for s in doc.spans["kg_entities"] if s.label_ == "Method"}
    assert "two-layer kite networks" in methods and "layer kite networks" not in methods


def test_coordinated_modifiers_over_a_task_head_name_two_tasks():
    """Round 21: 'kite and rope ranking' (or two gerunds sharing an object) names two tasks besides the whole;
    two tasks joined ('kite ranking and rope detection') or qualities ('fast and robust') give none."""
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper

    def tasks(text):
        (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])
        return {m.text for m in ex.mentions if m.label == "Task"}

    got = tasks("We study rope-wise and kite-wise lantern classification with a new loss.")
    assert {"rope-wise lantern classification", "kite-wise lantern classification"} <= got
    got = tasks("We study wooden and metallic kite detection with a new loss.")
    assert {"wooden kite detection", "metallic kite detection"} <= got
    got = tasks("We propose a method for detecting and tracking small kites in video.")
    assert {"detecting small kites", "tracking small kites"} <= got
    got = tasks("We aim at fast and robust kite segmentation in video.")
    assert not {"fast kite segmentation", "robust kite segmentation"} & got
    got = tasks("We study rope retrieval and lantern alignment in video.")
    assert not any(t.startswith("rope retrieval ") or t == "rope alignment" for t in got)


@pytest.mark.parametrize("text, task", [
    ("We give a general recipe for applying KiteNet to any rope estimation problem.", "applying KiteNet"),
    ("We present a framework for leveraging pretrained kite detectors in lantern counting.", "leveraging pretrained kite detectors"),
])
def test_a_gerund_of_use_after_for_names_no_task(text, task):
    """Round 21 venue reading (COLT 2022): 'for applying <method>' puts a method to use; the task is elsewhere."""
    doc = shared_nlp(False)(text)
    assert task not in {s.text for s in doc.spans["kg_entities"] if s.label_ == "Task"}


def test_a_gerund_of_acting_after_for_still_names_a_task():
    doc = shared_nlp(False)("We propose a method for detecting kites in windy video.")
    assert any(s.text.startswith("detecting kites") for s in doc.spans["kg_entities"] if s.label_ == "Task")


def test_action_nouns_joined_after_a_lead_share_it():
    """Round 21 (wave 2): 'kite detection and tracking' names 'kite tracking' too, whether the span holds both
    action nouns or stops at the first; qualities ('kite speed and stability') and a second word that
    modifies a noun of its own ('... and sorting tools') give none, and so does an adjective lead ('joint')."""
    from spacy.tokens import Span
    from kg.extract.pipeline import extract_papers, shared_nlp
    from kg.extract.task_rules import coordinated_after, coordinated_parts
    from kg.records import Paper

    def tasks(text):
        (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])
        return {m.text for m in ex.mentions if m.label == "Task"}

    assert {"kite detection", "kite tracking"} <= tasks("We study kite detection and tracking in video with a new loss.")
    assert {"rope knot classification", "rope knot mapping"} <= tasks(
        "We propose a method for rope knot classification and mapping from aerial images.")
    assert not any("stability" in t for t in tasks("We study kite speed and stability with a new loss."))
    assert "joint tracking" not in tasks("We propose a network for joint estimation and tracking of kites in video.")
    doc = shared_nlp()("We study rope kite ranking and sorting in video.")
    assert coordinated_parts(Span(doc, 2, 7)) == ["rope kite ranking", "rope kite sorting"]
    doc = shared_nlp()("We build kite ranking and sorting tools for video.")
    assert coordinated_after(Span(doc, 2, 4)) == []


def test_items_listed_before_a_shared_tasks_noun_are_tasks():
    """Round 22: 'on kite ranking, sagging and rope sorting tasks' lists three tasks sharing the plural class noun;
    each item is a Task mention of its own (the whole list matches none). Fields or placeholders before 'tasks'
    ('vision and language tasks', 'several models and kite tasks') give none."""
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper

    def tasks(text):
        (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])
        return {m.text for m in ex.mentions if m.label == "Task"}

    got = tasks("We test the kite model on kite ranking, sagging and rope sorting tasks with good results.")
    assert {"kite ranking", "sagging", "rope sorting"} <= got
    assert {"rope clustering", "de-blurring"} <= tasks("The new loss is useful in rope clustering and de-blurring problems.")
    got = tasks("We test the kite model on vision and language tasks with good results.")
    assert "vision" not in got and "language" not in got
    got = tasks("We test the kite model on several rope models and kite tasks.")
    assert "rope models" not in got
    # a list that ends on a vague class ('and other ... tasks') says nothing sure about the items before it
    got = tasks("The hand keeps its grip during contact with the placement, and other grasping tasks.")
    assert "placement" not in got
    # how hard a task is opens no item ('difficult'); a preposition in -ing ('including') opens the list
    got = tasks("The kite model works well on difficult rope stacking and knot insertion tasks.")
    assert {"rope stacking", "knot insertion"} <= got and "difficult rope stacking" not in got
    got = tasks("We solve a broad set of problems including kite ranking and rope sorting tasks.")
    assert "kite ranking" in got and not any("including" in t for t in got)


@pytest.mark.parametrize("text, task, found", [
    ("Our model shows better accuracy in counting paper lanterns.", "counting paper lanterns", True),
    ("Such systems show strong capabilities in detecting small kites.", "detecting small kites", True),
    ("We compare their performance in estimating rope tension.", "estimating rope tension", True),
    ("Current models face limitations in detecting small kites.", "detecting small kites", False),
    ("Current models still struggle with detecting small kites.", "detecting small kites", False),
    ("Kite models show high accuracy in using rope priors.", "using rope priors", False),
    ("The design gives flexibility in placing the rope anchors.", "placing the rope anchors", False),
])
def test_a_gerund_after_a_quality_or_ability_in_names_the_activity_as_a_task(text, task, found):
    """Round 23: how well something does an activity ('accuracy / capabilities / performance in <verb>-ing X')
    is measured on a task; a gerund after other words ('limitations in', 'struggle with') is left alone,
    and so is a verb of use."""
    doc = shared_nlp(False)(text)
    got = {s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"}
    assert (task in got) is found, got


def test_a_method_named_after_the_task_it_serves_names_that_task_too():
    """'several kite ranking models': a method named by a noun of means after a task compound is a method used,
    and the compound is the task it serves (one more Task mention; the Method keeps its whole name). A family of
    means ('variational inference algorithm') and one used component named in the singular give no task."""
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper

    def mentions(text):
        (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])
        return {(m.text, m.label) for m in ex.mentions}

    got = mentions("We evaluate how several sequence labeling models handle noisy kite reports. The results are mixed.")
    assert ("sequence labeling", "Task") in got
    got = mentions("We compare three rope segmentation methods on windy days. None of them is robust.")
    assert ("rope segmentation", "Task") in got
    got = mentions("We propose a variational inference algorithm for rope mixtures. It is fast.")
    assert not any(label == "Task" and "variational inference" in text for text, label in got)
    # one component used inside the paper's own pipeline is a part of it, not the paper's area
    got = mentions("Our tracker feeds a kite ranking model into a rope planner. It runs in real time.")
    assert ("kite ranking", "Task") not in got


def test_a_noun_of_action_before_a_noun_of_means_heads_the_task_it_serves_where_the_paper_names_it_alone():
    """'several rope fusion methods' in a paper that also writes 'rope fusion' on its own: a compound headed by a
    noun of action that no mined task list holds names what the means is for. Written only before the noun of
    means, or only as a title's means after 'via', it may be a step of the means, so it gives no task; nor does a
    noun of a thing ('rope convolution models') or a way of shaping a model ('rope normalization methods')."""
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper

    def tasks(text):
        (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])
        return {m.text for m in ex.mentions if m.label == "Task"}

    got = tasks("Kite photographs are noisy, and rope fusion is hard. We compare several rope fusion methods on windy days.")
    assert "rope fusion" in got, got
    got = tasks("Kite photographs are noisy. We compare several rope fusion methods on windy days.")
    assert "rope fusion" not in got, got
    # a title's means after 'via' is no place where the paper names a topic of its own
    (ex,) = extract_papers([Paper(id="p1", title="Kite Ranking via Rope Fusion and Knot Fusion",
                                  abstract="We propose a rope fusion method. It is fast.",
                                  raw_abstract="We propose a rope fusion method. It is fast.")])
    assert "rope fusion" not in {m.text for m in ex.mentions if m.label == "Task"}
    got = tasks("Kite photographs are noisy, and rope convolution is hard. We compare several rope convolution models.")
    assert "rope convolution" not in got, got
    got = tasks("Kite photographs are noisy, and rope normalization is hard. We compare several rope normalization methods.")
    assert "rope normalization" not in got, got


def test_a_task_noun_with_a_noun_of_instance_after_it_is_the_bare_task():
    """'segmentation tasks', 'the segmentation setting': one task noun followed by a noun that only says "an
    instance of" is the task itself, named as the bare noun; a modifier ('downstream tasks'), a field that names
    nothing alone ('learning tasks') and a longer compound keep their words."""
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper

    def tasks(text):
        (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])
        return {m.text for m in ex.mentions if m.label == "Task"}

    got = tasks("We study kite photographs in segmentation tasks. Our rope model improves segmentation on windy days.")
    assert "segmentation tasks" not in got and "segmentation" in got, got
    got = tasks("We train a rope model for downstream tasks and for kite image segmentation tasks. It is fast.")
    assert "downstream" not in got, got
    assert not any(t == "learning" for t in got), got


def test_a_title_class_of_means_typed_task_is_named_by_its_task():
    """A Title Case title's plural class of means ('... for Kite Detection Systems', tagged as a proper plural)
    read as a Task names the task the means serve; the written phrase stays an alias."""
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper

    text = "We study how noise in kite reports changes the output of ranking models. The effect is large."
    title = "An Evaluation Framework for Kite Detection Systems"
    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title=title)])
    tasks = {m.text: m.aliases for m in ex.mentions if m.label == "Task"}
    assert "Kite Detection Systems" in tasks.get("Kite Detection", ()), tasks


def test_a_noun_of_kind_or_condition_with_only_qualifiers_names_no_task(nlp):
    """'domain-specific tasks', 'the nonconvex setting', 'in-distribution tasks': a noun of kind or condition with
    only qualifiers before it names no task; a noun that names what is done ('kite ranking setting') or a hyphen
    word ending in a noun ('black-box setting') keeps the span."""
    from kg.extract.task_rules import qualified_condition

    doc = invented_doc(nlp, "We rank kites in the nonconvex setting and on domain-specific tasks. We also test "
                            "in-distribution tasks, the kite ranking setting, discriminative tasks and the black-box setting.")
    for phrase in ("nonconvex setting", "domain-specific tasks", "in-distribution tasks", "discriminative tasks"):
        assert qualified_condition(phrase_span(doc, phrase)), phrase
    for phrase in ("kite ranking setting", "black-box setting", "kites"):
        assert not qualified_condition(phrase_span(doc, phrase)), phrase


@pytest.mark.parametrize("abstract, phrase, task", [
    ("Conventional kite detection methods rely on hand-made rope features.", "Conventional kite detection", "kite detection"),
    ("Current semi-supervised lantern segmentation methods focus on rope consistency.",
     "Current semi-supervised lantern segmentation", "semi-supervised lantern segmentation"),
    ("Previous kite extraction models ignore ropes.", "Previous kite extraction", "kite extraction"),
])
def test_a_word_placing_the_field_in_its_practice_is_no_part_of_the_task(nlp, abstract, phrase, task):
    doc = invented_doc(nlp, abstract)  # kept alive while its span group is read
    tasks = {s.text for s in doc.spans["kg_entities"] if s.label_ == "Task"}
    assert phrase not in tasks and task in tasks


def test_a_task_opening_with_a_task_gerund_also_has_its_noun_of_action_form(nlp):
    """'for detecting loose kites' -> also 'loose kites detection' (an alias, no new node); not for a gerund whose
    noun is a family of means ('learning') or only acts on a problem ('enhancing'), nor with a phrase after its
    object ('detecting kites in ropes')."""
    from kg.extract.task_rules import nominal_form, task_noun_of

    doc = invented_doc(nlp, "We propose a network for detecting loose kites. We also study detecting kites in ropes.")
    assert nominal_form(phrase_span(doc, "detecting loose kites")) == "loose kites detection"
    assert nominal_form(phrase_span(doc, "detecting kites in ropes")) is None
    assert (task_noun_of("classify"), task_noun_of("segment"), task_noun_of("learn"), task_noun_of("enhance")) == \
        ("classification", "segmentation", None, None)


def test_phrases_written_where_a_task_stands_more_than_where_a_means_stands_are_mined(monkeypatch):
    """A phrase is kept when abstracts write it as a task ('address X', 'the X problem', 'the task of X') at least
    MIN_TASK times and RATIO times as often as a means ('using X', 'via X', 'X-based'); a phrase as often a tool is
    not, and a slot never reads across punctuation."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    import mine_task_slots

    from kg.extract import lexicon

    texts = ["We address kite drift in windy fields.", "The kite drift problem is old.",
             "A new method for kite drift, tested on ropes.", "We tackle kite drift.", "A method for kite ropes.", "We solve the kite drift problem.",
             "We address rope knotting.", "The rope knotting problem.", "The task of rope knotting.",
             "The problem of rope knotting.", "We rank kites using rope knotting.", "We sort kites via rope knotting.",
             "A rope knotting-based ranker.", "Using lantern glow, we address kites."]
    task, means = mine_task_slots.slot_counts(texts)
    kept = mine_task_slots.task_slotted(task, means)
    assert kept["kite drift"] == [4, 0]  # four abstracts write it as a task, none as a means
    assert "kite ropes" not in task  # 'a method for X' names what a means serves as often as what it does
    assert "rope knotting" not in kept  # four times a task but three times a means: a tool as often
    assert "lantern glow" not in task  # 'using lantern glow' is cut by the comma from 'address kites'
    monkeypatch.setattr(lexicon, "task_slots", lambda: {"kite drift": [5, 0]})
    assert lexicon.task_slotted("Kite Drift") and not lexicon.task_slotted("drift")


def test_an_own_infinitive_of_purpose_names_its_task_when_the_venues_write_the_compound(nlp, monkeypatch):
    """'we apply KiteNet to classify rope knots' -> 'rope knot classification' (and 'classifying rope knots') when the
    venues write that compound as a name; not for a one-off compound, a verb whose noun is a family of means ('to
    learn'), a verb that only acts on a problem ('to enhance'), a quality as object, what a used tool does, or a
    purpose of a tool or of a described thing rather than of the authors' own work; a relative clause on a means noun only where the paper
    introduces that means."""
    from kg.extract import task_rules

    monkeypatch.setattr(task_rules, "named_compound", lambda text: text in {"rope knot classification", "loose kite detection",
                                                                             "kite image enhancement", "rope embedding learning",
                                                                             "lantern glow detection", "kite ranking"})

    def found(text):
        doc = invented_doc(nlp, text)
        return [f[1:] for f in map(task_rules.purpose_infinitive, doc) if f is not None]

    assert found("We apply a graph network to classify rope knots.") == [("rope knot classification", "classifying rope knots")]
    assert found("In order to detect loose kites, we train a model.") == [("loose kite detection", "detecting loose kites")]
    assert found("We propose a method to detect lantern glow.") == [("lantern glow detection", "detecting lantern glow")]
    assert found("We propose a model that detects loose kites.") == [("loose kite detection", "detecting loose kites")]
    for text in ("We apply a graph network to learn rope embeddings.", "We apply a graph network to enhance kite images.",
                 "We apply a graph network to predict the accuracy.", "We apply a graph network to classify kite tails.",
                 "We use a graph network to classify rope knots.",
                 "Our network uses rope layers to classify rope knots.", "A new task, which aims to detect loose kites.",
                 "The detector was employed to detect lantern glow.", "Kite sorting is an approach that detects loose kites."):
        assert found(text) == [], text


def test_compounds_of_an_object_and_a_task_head_are_mined_unless_written_as_a_means():
    """A compound '<one or two words> <task head>' is kept when MIN_ABSTRACTS abstracts write it; one written in a
    means' slot more often than in a task's slot is not."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    import mine_task_nominals

    heads = frozenset({"detection", "extraction"})
    texts = ["Kite detection matters.", "We study kite detection.", "Fast kite detection, at last.",
             "Rope extraction is old.", "We do rope extraction using rope extraction.", "Using rope extraction, we rank.",
             "A rope extraction-based model.", "The detection of kites."]
    counts = mine_task_nominals.nominal_counts(texts, heads)
    # 'fast kite detection' is written once; 'rope extraction' four times, but more often as a means ('using X', 'X-based')
    assert counts == {"kite detection": 3}


def test_items_of_a_list_that_a_task_noun_opens_are_tasks_read_from_the_words(nlp):
    """'two tasks: A and B', 'tasks, e.g., A, B, and C', 'tasks such as <gerund> A and B': the listed noun phrases are
    tasks, read from the words since the parse often breaks at the mark or inside the list. A list that runs into a clause before it closes gives nothing; a lone word
    that is no noun of action (it may share the head after it) is skipped; after 'problems' only nouns of action."""
    from kg.extract.task_rules import marked_list_tasks

    def listed(text):
        doc = invented_doc(nlp, text)
        return [item.text for sent in doc.sents for item in marked_list_tasks(sent)]

    assert listed("We evaluate the model on two tasks: kite ranking and rope design.") == ["kite ranking", "rope design"]
    assert listed("Tests on discriminative tasks, e.g., kite repair, rope detection, and loose kite detection, show its "
                  "strength in kite understanding.") == ["kite repair", "rope detection", "loose kite detection"]
    assert listed("It helps dense prediction tasks (e.g., kite segmentation).") == ["kite segmentation"]
    assert listed("We test it on two tasks: classification and retrieval.") == ["classification", "retrieval"]
    assert listed("We test it on three tasks: depth and normal estimation, and kite detection.") == ["normal estimation", "kite detection"]
    assert listed("We face two problems: kite ranking and rope alignment.") == ["kite ranking", "rope alignment"]
    assert listed("We face two problems: noisy labels and missing data.") == []
    assert listed("We apply it to two tasks: linear probing, which updates only the last layer, and fine-tuning.") == []
    assert listed("We study the task of kite ranking.") == []
    assert listed("It paves the way for tasks such as steering kites and debugging.") == ["steering kites", "debugging"]
    doc = invented_doc(nlp, "We evaluate the model on two tasks: kite ranking and rope design.")
    tasks = {s.text for s in doc.spans["kg_entities"] if s.label_ == "Task"}
    assert {"kite ranking", "rope design"} <= tasks
    # a lone word of such a list of several tasks is a task node of its own, as one of `listed_task`'s lists
    doc = invented_doc(nlp, "We test the kite model on two tasks: classification and retrieval.")
    assert {"classification", "retrieval"} <= {s.text for s in doc.spans["kg_entities"] if s.label_ == "Task"}


# round 30 (task recall, branch t30)

def test_items_of_a_list_that_a_noun_of_use_opens_are_tasks_when_a_noun_of_action_heads_them(nlp):
    """'applications such as A and B', 'settings such as A', 'use cases, e.g., A': what a method is put to work on is
    a task where a noun of action heads the item; a field ('biology'), a product or a condition ('few-shot') is not."""
    from kg.extract.task_rules import marked_list_tasks

    def listed(text):
        doc = invented_doc(nlp, text)
        return [item.text for sent in doc.sents for item in marked_list_tasks(sent)]

    assert listed("Many applications, such as kite moderation and recommendation, need rankings.") == \
        ["kite moderation", "recommendation"]
    assert listed("It matters in settings such as rope detection.") == ["rope detection"]
    assert listed("The method serves use cases such as kite tracking and rope alignment.") == ["kite tracking", "rope alignment"]
    assert listed("It has applications such as biology, chemistry and finance.") == []
    assert listed("We study settings such as few-shot and zero-shot.") == []
    assert listed("It serves two applications: kite tracking and rope alignment.") == ["kite tracking", "rope alignment"]
    titled = invented_doc(nlp, "We build a kite arm.", title="A kite arm for a rope application: Modeling, design and realization")
    assert [item.text for sent in titled.sents for item in marked_list_tasks(sent)] == []  # a title's colon opens its subtitle
    doc = invented_doc(nlp, "Many applications, such as kite moderation and recommendation, need rankings.")
    assert {"kite moderation", "recommendation"} <= {s.text for s in doc.spans["kg_entities"] if s.label_ == "Task"}


def test_a_marked_list_reads_one_item_before_a_clause_and_nouns_the_tagger_reads_as_verbs(nlp):
    """'in settings such as A, the labels ...': one item and a comma close an aside opened by 'such as' (not a colon,
    after which a comma may go on with a clause on the first item); 'entity typing', '6-DOF pose estimation': a
    word in -ing after a noun, or a word read as a present verb before the item's noun of action, stays in the item;
    'A and B, outperforming C': the list closed at its 'and'."""
    from kg.extract.task_rules import marked_list_tasks

    def listed(text):
        doc = invented_doc(nlp, text)
        return [item.text for sent in doc.sents for item in marked_list_tasks(sent)]

    assert listed("However, in settings such as kite moderation, accurately labeled data is scarce.") == ["kite moderation"]
    assert listed("We apply it to two tasks: linear probing, which updates only the last layer, and fine-tuning.") == []
    assert listed("We test it on three tasks, including rope classification, entity typing, and kite answering.") == \
        ["rope classification", "entity typing", "kite answering"]
    assert listed("It helps tasks such as kite ranking and rope detection, outperforming baselines.") == \
        ["kite ranking", "rope detection"]


# round 29 (venue readings: AISTATS 2020, ACML 2022, CoRL 2022, branch ven29)

def test_a_focusing_adverb_or_a_quantifier_is_no_part_of_a_task_name(nlp):
    """'notably combinatorial kite search', 'commonly used rope detection', 'many robotic kite tasks': the task
    starts after the word that picks it out, rates or counts it; an adverb grading an adjective in the name
    ('weakly supervised') stays."""
    from kg.extract.merge import _without_focus_word
    doc = nlp("We study kite search, notably combinatorial kite search, on commonly used rope detection data and many "
              "robotic kite tasks, in particular the rope distance, with weakly supervised kite parsing and widely-used rope tagging.")

    def stripped(text):
        i = doc.text.index(text)
        return _without_focus_word(doc.char_span(i, i + len(text))).text

    assert stripped("notably combinatorial kite search") == "combinatorial kite search"
    assert stripped("commonly used rope detection") == "rope detection"
    assert stripped("many robotic kite tasks") == "robotic kite tasks"
    assert stripped("in particular the rope distance") == "rope distance"
    assert stripped("weakly supervised kite parsing") == "weakly supervised kite parsing"
    assert stripped("widely-used rope tagging") == "widely-used rope tagging"


def test_the_long_form_of_a_mined_procedure_short_form_is_no_task(nlp, monkeypatch):
    from kg.extract import entity_rules
    text = ("Rope tuning methods like Direct Kite Optimization (DKO) have shown promise. We compare with DKO on "
            "lantern detection.")
    tasks = lambda: {s.text for s in invented_doc(nlp, text).spans["kg_entities"] if s.label_ == "Task"}  # noqa: E731
    monkeypatch.setattr(entity_rules, "procedure_short_forms", lambda: frozenset())
    assert "Direct Kite Optimization" in tasks()  # the head alone reads it as a problem
    monkeypatch.setattr(entity_rules, "procedure_short_forms", lambda: frozenset({"DKO"}))
    assert "Direct Kite Optimization" not in tasks()  # the venues write the short form as a means
    titled = invented_doc(nlp, text, "Batched Direct Kite Optimization")  # the paper studies the procedure itself
    assert "Direct Kite Optimization" in {s.text for s in titled.spans["kg_entities"] if s.label_ == "Task"}


def test_the_head_of_a_defined_name_cut_from_its_prepositional_part_is_no_task(nlp):
    from kg.extract.merge import _head_of_a_longer_name
    defined = ("Kite learning from rope feedback (KLRF) is popular for aligning lanterns. We propose RopeAlign, a new "
               "method for lantern alignment.")
    doc = invented_doc(nlp, defined)
    assert _head_of_a_longer_name(phrase_span(doc, "Kite learning"))  # the name's head, cut from 'from rope feedback'
    assert not _head_of_a_longer_name(phrase_span(doc, "lantern alignment"))
    alone = invented_doc(nlp, defined + " Kite learning is also studied on its own.")
    assert not _head_of_a_longer_name(phrase_span(alone, "Kite learning"))  # written outside the name: a topic of its own


def test_the_first_conjunct_of_a_defined_name_is_no_task(nlp):
    from kg.extract.merge import _head_of_a_longer_name
    defined = ("Loop closures give constraints in simultaneous kiting and mapping (SKAM). We propose RopeNet, a new "
               "method for lantern tracking.")
    doc = invented_doc(nlp, defined)
    assert _head_of_a_longer_name(phrase_span(doc, "simultaneous kiting"))  # one problem's name, cut at its 'and'
    tasks = {s.text for s in doc.spans["kg_entities"] if s.label_ == "Task"}
    assert "simultaneous kiting" not in tasks
    alone = invented_doc(nlp, defined + " Simultaneous kiting is also studied on its own.")
    assert not _head_of_a_longer_name(phrase_span(alone, "simultaneous kiting"))  # written outside the name


def test_two_task_phrases_a_title_joins_by_and_are_two_tasks(nlp):
    assert _tasks(nlp, "Braided Ropes for Kite Tracking and Lantern Estimation") == ["Kite Tracking", "Lantern Estimation"]
    # a first side the venues write as a task (mined task terms), though its head is no task noun
    assert _tasks(nlp, "Braided Ropes for Text Style Transfer and Lantern Estimation") == ["Text Style Transfer", "Lantern Estimation"]
    # one word on a side, or a first side that is no task, may share the words or the head: the phrase stays whole
    assert _tasks(nlp, "Braided Ropes for Kite Detection and Tracking") == ["Kite Detection and Tracking"]
    assert _tasks(nlp, "Braided Ropes for Joint Kite and Lantern Estimation") == ["Joint Kite and Lantern Estimation"]


def test_a_setting_after_a_titles_last_with_is_a_task_of_its_own(nlp):
    # the head nouns are ones the venue abstracts write as a setting ('under X delays', 'in the presence of X
    # disturbances') far more than as a means (mined, scripts/mine_title_settings.py)
    assert "Gusty Rope Delays" in _tasks(nlp, "Kite Tracking with Gusty Rope Delays")
    assert "Lantern Disturbances" in _tasks(nlp, "Robust Kite Tracking with Lantern Disturbances")
    # a means: its head is written 'using X' as often
    assert _tasks(nlp, "Kite Tracking with Rope Samplers") == ["Kite Tracking"]
    # not at the title's end, or two things joined: the count reads only the last words
    assert "Rope Delays" not in _tasks(nlp, "Kite Tracking with Rope Delays for Lanterns")
    assert not any("Delays" in t for t in _tasks(nlp, "Kite Tracking with Rope Refinement and Lantern Delays"))


# round 31 (venue readings: AAAI 2022, ECCV 2022, IROS 2019, branch ven31)

def test_what_a_problem_noun_is_named_is_a_task_not_a_proposal(nlp):
    """'we propose a novel task named Kite Rope Splitting (KRS)', 'we introduce the task of kite rope search (KRS)':
    a new task is a task the paper addresses, not a method it proposes, in every mention (the title's too); a name
    after a plural problem noun or one in a 'for' phrase names the method ('a framework for rope tasks called X')."""
    from kg.extract.merge import _named_as_a_task
    doc = invented_doc(nlp, "We propose and study a novel task named Kite Rope Splitting (KRS), which requires cutting ropes. "
                       "We also propose a lantern framework for rope sorting tasks called LanternNet. KRS is hard.",
                       "KRS: Splitting Kite Ropes at Night")
    spans = {s.text: s for s in doc.spans["kg_entities"]}
    roles = {(s.text, s.label_, s._.role) for s in doc.spans["kg_entities"]}
    assert ("KRS", "Task", "addresses") in roles and ("Kite Rope Splitting", "Task", "addresses") in roles
    assert not any(r == "proposes" and t in ("KRS", "Kite Rope Splitting") for t, _, r in roles)
    assert _named_as_a_task(phrase_span(doc, "KRS")) and not _named_as_a_task(spans["LanternNet"])
    doc = invented_doc(nlp, "We introduce the task of kite rope search (KRS). It is hard.", "Kite Search")
    assert _named_as_a_task(phrase_span(doc, "KRS", last=True))


def test_data_a_titles_with_sets_as_the_condition_stays_a_task_item(nlp):
    # 'heterogeneous data' is written as a setting ('under heterogeneous data') far more than as a means (mined)
    doc = _doc(nlp, "Rope Averaging for Kite Swarms with Heterogeneous Data", "We study kites that share ropes.")
    assert "Heterogeneous Data" in {s.text for s in doc.spans["kg_entities"] if s.label_ == "Task"}
    # the data worked on, not a setting: no task
    doc = _doc(nlp, "Rope Averaging for Kite Swarms", "We train on the pretraining data of the kites.")
    assert "pretraining data" not in {s.text for s in doc.spans["kg_entities"] if s.label_ == "Task"}


def test_the_own_subject_walk_up_from_in_order_to_stops_at_a_root_in():
    """A parse can make 'in' or 'order' the root (its own head): walking up from 'in order to' must stop there, not
    loop (spaCy makes a new Token object on every .head, so identity never holds)."""
    import threading
    import spacy
    from spacy.tokens import Doc
    from kg.extract.task_rules import _own_subject
    doc = Doc(spacy.blank("en").vocab, words=["in", "order", "to", "rank", "kites"], heads=[0, 0, 3, 1, 3],
              deps=["ROOT", "pobj", "aux", "acl", "dobj"])
    assert doc[1].lower_ == "order" and doc[0].head.i == 0
    result = []
    walker = threading.Thread(target=lambda: result.append(_own_subject(doc[1])), daemon=True)
    walker.start()
    walker.join(timeout=20)
    assert result == [False]


def test_a_term_defined_where_a_purpose_stands_is_a_task_and_so_is_its_short_form():
    """'a sampling method is proposed for kite rope splicing (KRS)': a defined term headed by a noun of action, in
    the slot 'for' or 'an approach to' opens after a means, names the problem served, and its short form names the
    same task (not a method). Not after a 'for' of scope ('this bound holds for ...'), nor where a noun follows the
    short form ('for kite rope splicing (KRS) algorithms'); a long form written with its short form before
    'task' is a task too."""
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper

    def labels(text, name):
        (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])
        return {m.label for m in ex.mentions if m.text == name}

    text = "Kites fly in wind. An efficient sampling method is proposed for kite rope splicing (KRS). KRS is slow."
    assert "Task" in labels(text, "kite rope splicing") and labels(text, "KRS") == {"Task"}
    text = "Kites fly in wind. Earlier approaches to kite rope splicing (KRS) are slow. KRS is hard."
    assert labels(text, "KRS") == {"Task"}
    text = "Kites fly in wind. This bound holds for kite rope splicing (KRS). KRS is slow."
    assert "Task" not in labels(text, "KRS")
    text = "Kites fly in wind. A sampling method is proposed for kite rope splicing (KRS) algorithms. KRS is slow."
    assert "Task" not in labels(text, "KRS")
    text = "Kites fly in wind. We study the kite rope tying (KRT) task on windy days. KRT is slow."
    assert labels(text, "KRT") == {"Task"}


def test_one_noun_of_action_alone_in_a_title_s_purpose_slot_is_a_task_where_the_abstract_repeats_it():
    """'Rope Samplers for Triangulation' with an abstract that writes 'triangulation' twice more: the one word that
    fills the title's purpose slot is the paper's task and survives the merge's one-word drop. Not where the abstract
    does not return to it, not a family of means ('for Inference'), not a word of a thing ('for Kites'), not where
    more words follow in the slot."""
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper

    def tasks(title, text):
        (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title=title)])
        return {m.text for m in ex.mentions if m.label == "Task"}

    text = "Triangulation of kite ropes is slow. We study triangulation in wind and show that it holds."
    assert "Triangulation" in tasks("Rope Samplers for Triangulation", text)
    assert "Triangulation" in tasks("Rope Samplers for Triangulation: A Windy Study", text)
    assert "Triangulation" not in tasks("Rope Samplers for Triangulation", "We study kites in wind. It holds.")
    text = "Inference on kite ropes is slow. We study inference in wind and show that it holds."
    assert "Inference" not in tasks("Rope Samplers for Inference", text)
    text = "Kites are slow. We study kites in wind and show that kites hold."
    assert "Kites" not in tasks("Rope Samplers for Kites", text)
    text = "Triangulation of kite ropes is slow. We study triangulation in wind and show that it holds."
    assert "Triangulation" not in tasks("Rope Samplers for Triangulation of Kites in Wind", text)
    assert "Triangulation" not in tasks("Rope Samplers for Triangulation with Windy Delays", text)
    assert "Triangulation" in tasks("Rope Samplers for Triangulation via Kite Priors", text)


def test_a_hyphen_word_that_grades_a_result_is_no_part_of_a_task(nlp):
    """'we obtain state-of-the-art kite prediction results': the grade is no part of the task's name, as it is
    none of a measure's; a plain adjective that starts the name stays ('robust rope tracking')."""
    from kg.extract.merge import _without_leading_grade
    doc = invented_doc(nlp, "We obtain state-of-the-art kite prediction results on windy days. "
                       "We also study robust rope tracking.", "Kites in Wind")
    graded = phrase_span(doc, "state-of-the-art kite prediction")
    assert _without_leading_grade(graded).text == "kite prediction"
    plain = phrase_span(doc, "robust rope tracking")
    assert _without_leading_grade(plain).text == "robust rope tracking"


def test_a_span_cut_to_open_with_a_conjunction_is_named_by_the_words_after_it(nlp):
    """'an effective and safe kite navigation' cut after 'effective' opens with 'and': no name does, so the name is
    the words after it; a span of the conjunction alone names nothing, and one without it stays."""
    from kg.extract.merge import _after_leading_conjunction
    doc = invented_doc(nlp, "We need an effective and safe kite navigation for windy days. Rope tracking helps.", "Kites")
    assert _after_leading_conjunction(phrase_span(doc, "and safe kite navigation")).text == "safe kite navigation"
    assert _after_leading_conjunction(phrase_span(doc, "and")) is None
    assert _after_leading_conjunction(phrase_span(doc, "Rope tracking")).text == "Rope tracking"


def test_a_phrase_cut_to_open_with_a_bracketed_aside_is_named_by_the_words_after_it(nlp):
    """'(biomedical) kite segmentation' -> 'kite segmentation'; '(KTS) forecasting' of 'kite time series (KTS)
    forecasting' would leave one word, the head of a longer name cut in two: that phrase stays as it is."""
    from kg.extract.merge import _without_leading_aside
    doc = invented_doc(nlp, "We give a simple approach for (biomedical) kite segmentation tasks. "
                       "Kite time series (KTS) forecasting is hard.", "Kites")
    assert _without_leading_aside(phrase_span(doc, "(biomedical) kite segmentation")).text == "kite segmentation"
    assert _without_leading_aside(phrase_span(doc, "(KTS) forecasting")).text == "(KTS) forecasting"
    assert _without_leading_aside(phrase_span(doc, "kite segmentation")).text == "kite segmentation"


def test_a_quality_word_that_grades_an_outcome_before_one_noun_of_action_names_no_task(nlp):
    """'accurate segmentation', 'consistent estimation' in the abstract say how well a method does something (a
    mined outcome grade), not the problem; a word that opens lines of research ('robust'), a longer phrase or a
    title naming the pair keeps the span."""
    from kg.extract.task_rules import graded_outcome

    doc = invented_doc(nlp, "For accurate segmentation of kite images, we propose RopeNet. Accurate detection of ropes is "
                            "crucial. It gives consistent estimation of kites, robust classification and accurate rope detection.",
                       "Lantern Cuts for Kite Images")
    for phrase in ("accurate segmentation", "Accurate detection", "consistent estimation"):
        assert graded_outcome(phrase_span(doc, phrase)), phrase
    for phrase in ("robust classification", "accurate rope detection"):
        assert not graded_outcome(phrase_span(doc, phrase)), phrase
    titled = invented_doc(nlp, "We study accurate segmentation of kites.", "Accurate Segmentation of Kites")
    assert not graded_outcome(phrase_span(titled, "accurate segmentation"))


def test_a_course_noun_after_one_noun_of_action_names_no_task(nlp):
    """'the inference process', 'the learning process of young kites', 'the decoding procedure' in the abstract say how
    a means proceeds, not the problem; a course noun with what the action works on before it ('rope generation
    process') or in the title keeps the span."""
    from kg.extract.task_rules import course_of_action

    doc = invented_doc(nlp, "The inference process of RopeNet is slow. We study the learning process of young kites. "
                            "Its decoding procedure is cheap. The rope generation process is shared.",
                       "Lantern Cuts for Kite Images")
    for phrase in ("inference process", "learning process of young kites", "decoding procedure"):
        assert course_of_action(phrase_span(doc, phrase)), phrase
    assert not course_of_action(phrase_span(doc, "rope generation process"))
    titled = invented_doc(nlp, "We study kites.", "The Inference Process of Kites")
    assert not course_of_action(phrase_span(titled, "Inference Process"))


def test_items_of_a_list_of_fields_are_tasks_one_word_or_more(nlp):
    """'fields such as A, B and C', 'areas including A and B': the fields of practice a work serves are the applications
    it addresses, one word or more; 'etc.' closes an open list, and 'applications such as' keeps its noun-of-action
    guard."""
    from kg.extract.task_rules import marked_list_tasks

    def listed(text):
        doc = invented_doc(nlp, text)
        return [item.text for sent in doc.sents for item in marked_list_tasks(sent)]

    assert listed("The rope loss is useful in fields such as kiteflying, sailing, etc.") == ["kiteflying", "sailing"]
    assert listed("Kite models are used in practical areas such as fishing, farming and rope making.") == \
        ["fishing", "farming", "rope making"]
    assert listed("It helps tasks such as kite ranking, rope design, etc. in practice.") == ["kite ranking", "rope design"]
    assert listed("It has applications such as biology, chemistry and finance.") == []
    doc = invented_doc(nlp, "Kites fly. Ropes hold. Winds blow. The rope loss is useful in fields such as kiteflying, sailing and fishing.")
    assert {"kiteflying", "sailing", "fishing"} <= {s.text for s in doc.spans["kg_entities"] if s.label_ == "Task"}


def test_the_action_an_enabling_verb_makes_possible_is_a_task_when_its_words_say_which_action(nlp):
    """'the layer enables kite trajectory estimation', 'allows inductive kite inference': what a means makes possible
    is what it is for; words grading how well ('a much accurate tracking', 'quick rope transfer') make an outcome."""
    lead = "Kites fly. Ropes hold. Winds blow. "

    def tasks(text):
        doc = invented_doc(nlp, lead + text)
        return {s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"}

    assert "kite trajectory estimation" in tasks("Our rope layer enables kite trajectory estimation in windy skies.")
    assert "joint kite detection" in tasks("The rope layer allows for joint kite detection.")
    assert "inductive inference" in tasks("The rope prior allows inductive inference at no extra cost.")
    assert not tasks("The rope layer enables a much accurate tracking.")
    assert not tasks("The rope layer facilitates quick rope transfer.")
    assert not tasks("The rope layer enables rapid generation of kite views.")


def test_one_word_fields_that_applications_in_lists_are_tasks(nlp):
    """'applications in kiteflying, sailing and fishing': several fields a plural 'applications in' lists are the uses
    a work serves, one word each; a lone field stays unread, and a word the parse cut from a compound is no item."""
    lead = "Kites fly. Ropes hold. Winds blow. "

    def tasks(text):
        doc = invented_doc(nlp, lead + text)
        return {s.text for s in doc.spans["kg_rules"] if s.label_ == "Task"}

    assert {"kiteflying", "sailing", "fishing"} <= tasks("Rope models have applications in kiteflying, sailing and fishing.")
    assert "sailing" not in tasks("Rope models have applications in sailing.")
    assert "vision" not in tasks("Rope models have applications in sailing, farming and computer vision.")


def test_a_gerund_before_an_instance_noun_gets_no_noun_of_action_form(nlp):
    """'the ranking task': the gerund names the task and 'task' is no object it acts on, so no 'task ranking'
    alias (a different task); 'ranking loose kites' keeps 'loose kites ranking'."""
    from kg.extract.task_rules import nominal_form

    doc = invented_doc(nlp, "Our model is better suited to the ranking task. We also study ranking loose kites.")
    assert nominal_form(phrase_span(doc, "ranking task")) is None
    assert nominal_form(phrase_span(doc, "ranking loose kites")) == "loose kites ranking"


def test_a_demo_titles_showing_gerund_is_no_word_of_its_task(nlp):
    # 'Demonstrating X' (a demo track's title): the paper shows X; X alone is read as a task or not
    assert _tasks(nlp, "Demonstrating Kite Rope Tracking via Lantern Priors") == ["Kite Rope Tracking"]
    assert not any(t.startswith("Demonstrating") for t in _tasks(nlp, "Demonstrating Lantern 2.0: A Kite Simulator"))
    # a lower-case word after it: the gerund is the task's own verb ('Presenting rope shapes to the skin')
    assert _tasks(nlp, "Presenting rough rope textures using kite vibrations")[:1] == ["Presenting rough rope textures"]


def test_a_model_span_that_a_preposition_of_means_takes_names_no_task(nlp):
    """'trained via rope autoencoding', 'stored through lantern caching', 'without accompanying kite cues', 'despite
    the growth of lantern capacity': a phrase only the trained model read, which a preposition of means or
    circumstance takes as object, is what the work goes through, not its problem; 'for', 'in', 'to', 'by' and
    'from' keep it, and so do the rule readers' spans and a phrase the title writes."""
    from kg.extract.task_rules import means_frame

    doc = invented_doc(nlp, "RopeNet is trained via rope autoencoding. Kites are stored through lantern caching. "
                            "Objects come without accompanying kite cues. Quality stalls despite the growth of lantern "
                            "capacity. We propose KiteNet for kite segmentation. It extends kite detection by ranking ropes. "
                            "It differs from rope tracking.",
                       "Lantern Cuts for Kite Images")

    def model_span(phrase, extractor="kg_scierc_entities"):
        span = phrase_span(doc, phrase)
        span._.extractor = extractor
        return span

    for phrase in ("rope autoencoding", "lantern caching", "accompanying kite cues", "growth of lantern capacity"):
        assert means_frame(model_span(phrase)), phrase
    for phrase in ("kite segmentation", "ranking ropes", "rope tracking"):
        assert not means_frame(model_span(phrase)), phrase
    assert not means_frame(model_span("rope autoencoding", "kg_entity_rules"))
    titled = invented_doc(nlp, "RopeNet is trained via kite images.", "Lantern Cuts for Kite Images")
    span = phrase_span(titled, "kite images")
    span._.extractor = "kg_scierc_entities"
    assert not means_frame(span)


def test_qualifiers_before_an_action_that_its_of_object_goes_on_name_the_action_with_it(nlp):
    """'joint modeling of the kite ropes', 'the robust selection of rope measurements': qualifiers before a noun of
    action say how it is done; the 'of' object says to what, and the task is the whole phrase. A noun before the
    head ('kite modeling of ...'), no 'of' after it, or a non-action head keeps the span as written."""
    from kg.extract.task_rules import object_of_action

    doc = invented_doc(nlp, "We propose joint modeling of the kite ropes. We study the robust selection of rope "
                            "measurements. Kite modeling of ropes is hard. We address joint modeling for lanterns. "
                            "Thin layers of kites fly.")
    assert object_of_action(phrase_span(doc, "joint modeling")).text == "joint modeling of the kite ropes"
    assert object_of_action(phrase_span(doc, "robust selection")).text == "robust selection of rope measurements"
    assert object_of_action(phrase_span(doc, "Kite modeling")) is None
    assert object_of_action(phrase_span(doc, "joint modeling", last=True)) is None
    assert object_of_action(phrase_span(doc, "Thin layers")) is None
    doc = invented_doc(nlp, "We study automatic assessment of the quality of kite ropes. We study joint synthesis of (kite "
                            "rope) pairs.")
    assert object_of_action(phrase_span(doc, "automatic assessment")).text == "automatic assessment of the quality of kite ropes"
    assert object_of_action(phrase_span(doc, "joint synthesis")) is None

    doc = invented_doc(nlp, "Kite ropes are scarce. We reduce manual labelling of such kite ropes.")
    assert object_of_action(phrase_span(doc, "manual labelling")) is None  # the object points back


# round 43 (spaced words a hyphen would join into a generic word, branch ven43d)
def test_two_words_a_hyphen_joins_into_a_generic_word_count_as_it():
    """Round 43 (ven43d): 'large scale problems' written with a space is 'large-scale problems', generic words
    only, no task; a name after the pair keeps the span ('large scale kite ranking')."""
    from kg.extract.lexicon import is_generic
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper
    assert is_generic("large scale problems".split()) and is_generic("real world settings".split())
    assert not is_generic("large scale kite ranking".split()) and not is_generic("large rope".split())
    text = "Existing kite solvers are too slow for large scale problems. We propose a rope solver for large scale kite ranking."
    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])
    tasks = {m.text for m in ex.mentions if m.label == "Task"}
    assert "large scale" not in tasks and not any(t.startswith("large scale problem") for t in tasks)
