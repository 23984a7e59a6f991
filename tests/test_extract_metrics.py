"""Metric precision (issue #16, round 10): invented sentences only."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from kg.extract.pipeline import shared_nlp
from tests.support.entities import entity_texts


@pytest.fixture(scope="module")
def nlp():
    return shared_nlp(False)




@pytest.mark.parametrize("text, phrase", [
    ("At rope time, the kite detector only sees the lantern.", "rope time"),
    ("The lantern swings over a finite time before it stops.", "finite time"),
    ("We sample the kites at a slow rate while the rope moves.", "slow rate"),
    ("KiteTrack follows the lantern rope in real time on a small board.", "real time"),  # how fast, like 'real-time'
])
def test_a_time_or_rate_of_when_is_no_metric(nlp, text, phrase):
    assert phrase not in entity_texts(nlp, text, "Metric")


def test_a_measured_time_stays_a_metric(nlp):
    metrics = entity_texts(nlp, "KiteFix reduces the wobble time of the rope and runs in polynomial time.", "Metric")
    assert {"wobble time", "polynomial time"} <= metrics


@pytest.mark.parametrize("text, phrase", [
    ("We tune the rope step sizes and the lantern filter size for each kite.", "rope step sizes"),
    ("The bound grows with the kite domain size.", "kite domain size"),
])
def test_a_size_is_a_setting_not_a_metric(nlp, text, phrase):
    assert phrase not in entity_texts(nlp, text, "Metric")


# round 11 (branch i16m11)

@pytest.mark.parametrize("text, phrase", [
    ("The lantern tracker follows every kite in near-time.", "near-time"),
    ("The rope tracker detects each kite in near-time and in the dark.", "near-time"),
])
def test_a_hyphen_adjective_ending_in_a_measure_noun_is_no_metric(nlp, text, phrase):
    assert not any(phrase in m for m in entity_texts(nlp, text, "Metric"))


@pytest.mark.parametrize("text, phrase", [
    ("Many works study the bounded time analysis of the lantern scheme.", "bounded time"),
])
def test_a_measure_noun_before_a_noun_describes_it(nlp, text, phrase):
    assert phrase not in entity_texts(nlp, text, "Metric")


def test_a_measure_at_a_cut_off_is_a_metric_not_data(nlp):
    doc = nlp("KiteRank beats the rope baseline by 12% in terms of Lantern@K and Hits@3.")
    labels = {s.text: s.label_ for s in doc.spans["kg_entities"]}
    assert labels.get("Hits@3") == "Metric" and labels.get("Lantern@K") == "Metric"


def test_a_mined_measure_at_a_time_of_when_is_no_metric(nlp):
    assert "execution time" not in entity_texts(nlp, "The kite policy is cheap, so it can be deployed at execution time.", "Metric")
    assert "execution time" in entity_texts(nlp, "The kite policy reduces the execution time by 20%.", "Metric")


def test_an_agreement_statistic_named_after_its_author_is_a_metric(nlp):
    metrics = entity_texts(nlp, "KiteScore reaches a higher Spearman's rank correlation with lantern ratings and a Cohen’s kappa of 0.7.", "Metric")
    assert {"Spearman's rank correlation", "Cohen’s kappa"} <= metrics
    assert not any("Spatial" in m for m in entity_texts(nlp, "Spatial correlation of the kites is weak.", "Metric"))


@pytest.mark.parametrize("text, measure, phrase", [
    ("The lantern filter lowers the kite loss without changing accuracy.", "accuracy", "changing accuracy"),
    ("With more ropes we see a steadily falling recall on the kite set.", None, "falling recall"),
])
def test_a_participle_of_change_is_no_part_of_the_measure(nlp, text, measure, phrase):
    found = entity_texts(nlp, text, "Metric")
    assert phrase not in found and (measure is None or measure in found)


# after round 12, on main: weak nodes of the bundled sample, on invented sentences

def test_a_storage_unit_is_neither_metric_nor_method(nlp):
    text = "Our KiteCache keeps the lantern index below 300 MB while the rope graph needs 12 GB."
    for label in ("Metric", "Method"):
        assert not entity_texts(nlp, text, label) & {"MB", "GB"}


def test_a_percentage_before_a_measure_is_no_part_of_its_name(nlp):
    metrics = entity_texts(nlp, "KiteNav matches RopeNav on every route while adding less than 2% planning time.", "Metric")
    assert "planning time" in metrics
    assert not any("%" in m or m.startswith("than") for m in metrics)


@pytest.mark.parametrize("text", [
    "KiteTune adapts a base model to new lantern tasks without forgetting.",
    "The base model is frozen while KiteTune trains small rope adapters.",
])
def test_the_base_model_names_no_method(nlp, text):
    assert "base model" not in entity_texts(nlp, text, "Method")


def test_a_measure_word_modifying_another_noun_is_no_metric(nlp):
    metrics = entity_texts(nlp, "Experiments show that KiteLM improves accuracy on length generalization benchmarks.", "Metric")
    assert "accuracy" in metrics and "length" not in metrics
    # before a change or measure noun it still says what was measured
    metrics = entity_texts(nlp, "Experiments show that KiteLM brings length reductions of 30% on the Lantern benchmark.", "Metric")
    assert any(m.startswith("length") for m in metrics)


def test_a_word_grading_a_measure_is_no_part_of_its_name(nlp):
    metrics = entity_texts(nlp, "Experiments show that KiteNet reaches similar accuracy to RopeNet on the Lantern benchmark.",
                           "Metric")
    assert "similar accuracy" not in metrics and "accuracy" in metrics
    metrics = entity_texts(nlp, "Experiments show that KiteNet runs at a fast speed on the Lantern benchmark.", "Metric")
    assert "fast speed" not in metrics


def test_a_verb_taking_a_measure_as_object_is_no_part_of_its_name(nlp):
    # the tagger reads the verb in -ing as a modifier of the measure noun
    metrics = entity_texts(nlp, "We shrink the kite detector without compromising accuracy.", "Metric")
    assert "compromising accuracy" not in metrics and "accuracy" in metrics
    metrics = entity_texts(nlp, "It speeds up the rope tracker without sacrificing lantern accuracy.", "Metric")
    assert "sacrificing lantern accuracy" not in metrics and "lantern accuracy" in metrics
    # a gerund naming the activity measured stays ('running time')
    assert "running time" in entity_texts(nlp, "It reduces the running time of the kite detector.", "Metric")


def test_the_singular_of_a_short_form_defined_as_a_plural_is_no_measure_of_that_spelling(nlp):
    # 'RMSE' is a listed measure; a paper that defines 'RMSEs' as kite models means one of them
    text = "Rope-mixing spline encoders (RMSEs) are popular kite models. Our rope model beats the plain RMSE on lanterns."
    assert "RMSE" not in entity_texts(nlp, text, "Metric")
    assert "RMSE" in entity_texts(nlp, "Our rope model lowers the RMSE on lanterns by 3%.", "Metric")


def test_a_measure_acronym_modifying_another_noun_is_no_metric(nlp):
    # 'RMSE' of the seed list before a noun that is no measure: the acronym is some part's name here
    metrics = entity_texts(nlp, "Experiments show that our kite detector with a novel RMSE merging unit beats baselines.", "Metric")
    assert "RMSE" not in metrics
    metrics = entity_texts(nlp, "Experiments show that our kite detector lowers the RMSE and the RMSE gap on two rope sets.", "Metric")
    assert "RMSE" in metrics


@pytest.mark.parametrize("text, measure, cut", [
    ("We show that this worst-case kite complexity cannot be improved upon.", "worst-case kite complexity", "case kite complexity"),
    ("Tests on two rope sets show state-of-the-art lantern accuracy.", None, "of-the-art lantern accuracy"),
    ("Adding the rope vector improves the model’s kite rate by up to 2.6 times.", "kite rate", "s kite rate"),
])
def test_a_hyphen_word_or_possessive_before_a_measure_is_whole_or_gone(nlp, text, measure, cut):
    metrics = entity_texts(nlp, text, "Metric")
    assert cut not in metrics and not any(m.startswith(("case ", "of-", "s ", "’s")) for m in metrics)
    assert measure is None or measure in metrics


def test_a_measure_word_inside_a_title_case_name_is_no_metric(nlp):
    text = "Experiments show that our proof, built on the Kite Robustness Lemma, keeps every rope bound tight."
    assert "Robustness" not in entity_texts(nlp, text, "Metric")
    text = "Our method improves robustness in all kite experiments. Robustness is measured on the rope set."
    assert {m.lower() for m in entity_texts(nlp, text, "Metric")} == {"robustness"}


def test_kinds_of_errors_are_no_metric_unless_brought_down_or_reported(nlp):
    text = "Our kite model tolerates rope errors and lantern errors, and corrects spelling errors in every caption."
    assert not {m for m in entity_texts(nlp, text, "Metric") if m.endswith("errors")}
    assert "rope alignment errors" in entity_texts(nlp, "Our solver learns kite matching by the minimization of rope alignment errors.", "Metric")
    assert "kite errors" in entity_texts(nlp, "Experiments show that KiteNet halves the kite errors, to 3.1 on average.", "Metric")


def test_a_known_dataset_before_a_measure_is_data_not_part_of_the_metric():
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper
    text = "We propose KiteTune. KiteTune improves GSM8K accuracy by 4.6% and ImageNet top-1 accuracy by 2% over RopeTune."
    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")], use_models=False)
    labels = {(m.text, m.label) for m in ex.mentions}
    assert {("GSM8K", "Dataset"), ("ImageNet", "Dataset"), ("accuracy", "Metric"), ("top-1 accuracy", "Metric")} <= labels
    assert not any(m.label == "Metric" and m.text.startswith(("GSM8K", "ImageNet")) for m in ex.mentions)


# round 18 (branch i16m18)
@pytest.mark.parametrize("text, unit", [
    ("The rope is tracked by two KTN models that see every lantern in the scene.", "KTN"),  # a spelled count
    ("We evaluate on KiteSet, LanternBench 2019 and RopeBench 2017 MLK in every run.", "MLK"),  # a year of a name
    ("Experiments over 3 KTN backbones show that our rope tracker is robust.", "KTN"),  # a kind of the counted things
])
def test_an_acronym_after_a_count_or_a_year_is_no_unit_metric(nlp, text, unit):
    assert unit not in entity_texts(nlp, text, "Metric")


def test_an_acronym_after_a_figure_is_still_a_unit_metric(nlp):
    assert "KPS" in entity_texts(nlp, "Our kite tracker runs at 27 KPS on one board.", "Metric")
    assert "KPS" in entity_texts(nlp, "KiteFix beats the rope tracker by 2 KPS points on the lantern set.", "Metric")
    assert "KPS" in entity_texts(nlp, "The kite tracker stays robust to rope occlusion at 10 KPS inference speed.", "Metric")


@pytest.mark.parametrize("text, phrase", [
    ("Kite tracking has been studied for a long time in the rope community.", "long time"),
    ("The agent skips a lantern when it would spend too much time on it.", "much time"),
    ("The rope model fails to relate kites over a long distance, which hurts accuracy.", "long distance"),
])
def test_an_extent_of_time_or_distance_is_no_metric(nlp, text, phrase):
    assert phrase not in entity_texts(nlp, text, "Metric")


@pytest.mark.parametrize("text, before, name", [
    ("KiteNet cuts the rope model's parameters by half without sacrificing much accuracy on the lantern set.",
     "much accuracy", "accuracy"),
    ("Earlier kite trackers suffer from a long inference time and much memory cost on small boards.",
     "long inference time", "inference time"),
    ("Earlier kite trackers suffer from a long inference time and much memory cost on small boards.",
     "much memory cost", "memory cost"),
])
def test_a_word_of_how_much_is_no_part_of_a_metric(nlp, text, before, name):
    metrics = entity_texts(nlp, text, "Metric")
    assert name in metrics and before not in metrics


def test_long_in_a_compound_of_its_own_stays_in_a_metric(nlp):
    assert "long term error" in entity_texts(nlp, "Our kite tracker keeps a low long term error on the rope set.", "Metric")


def test_a_time_shared_by_a_method_noun_is_no_metric(nlp):
    text = "In this paper, we give almost quadratic time and memory solvers to sample kites from a rope mechanism."
    assert not {m for m in entity_texts(nlp, text, "Metric") if "time" in m}
    text = "Our kite sampler reduces the training time and memory usage of the rope model."
    assert {"training time", "memory usage"} <= entity_texts(nlp, text, "Metric")
    text = "The main issue with kite graphs is the growing time and space complexity of the rope search."
    assert "time and space complexity" in entity_texts(nlp, text, "Metric")


@pytest.mark.parametrize("text, factor", [
    ("We study the effects of rope tension and kite latency on the efficacy of lantern tracking.", "kite latency"),
    ("We examine the impacts of factors such as rope latency and kite length on lantern stability.", "rope latency"),
    ("A user study examines the effect of kite speed on perceived lantern quality.", "kite speed"),
])
def test_a_factor_whose_effect_is_studied_is_no_metric(nlp, text, factor):
    assert factor not in entity_texts(nlp, text, "Metric")


def test_what_a_factor_acts_on_stays_a_metric(nlp):
    text = "We investigate the impact of rope sampling time on kite map accuracy."
    assert "kite map accuracy" in entity_texts(nlp, text, "Metric")
    text = "We show the effect of our kite loss on accuracy and on inference time."
    assert {"accuracy", "inference time"} <= entity_texts(nlp, text, "Metric")


def test_a_measure_short_form_before_a_method_noun_names_the_method(nlp):
    text = "This shows that the kite rope likelihood (KRL) roll-out sampler is optimal for every lantern."
    assert "KRL" not in entity_texts(nlp, text, "Metric") and "KRL" in entity_texts(nlp, text, "Method")
    text = "We train the kite network with a mean rope error (MRE) loss and report MRE on the lantern set."
    assert "MRE" in entity_texts(nlp, text, "Metric")


def test_a_word_saying_how_a_measure_changed_is_no_part_of_its_name(nlp):
    """Round 18 (venue graph readings): 'limited / improved / reduced X' is X, graded by the sentence."""
    metrics = entity_texts(nlp, "Earlier kite trackers reach limited accuracy with deep rope networks.", "Metric")
    assert "limited accuracy" not in metrics and "accuracy" in metrics
    metrics = entity_texts(nlp, "The kite sampler yields improved rope accuracy and reduced computational cost.", "Metric")
    assert "rope accuracy" in metrics and "computational cost" in metrics
    assert not any(m.startswith(("improved", "reduced")) for m in metrics)


def test_a_measures_short_form_before_a_procedure_noun_names_the_procedure(nlp):
    text = ("We derive a Kite Maximization (KM) algorithm for rope fitting. The ropes are refined in a KM-like loop. "
            "Our tracker improves the kite accuracy by 3% on KiteSet.")
    metrics = entity_texts(nlp, text, "Metric")
    assert "KM" not in metrics
    from kg.extract.entity_rules import names_a_procedure
    doc = nlp("We run MAP inference and report 40.1 MAP, and a MAP (kite average) estimation.")
    maps = [s for s in (doc[i:i + 1] for i in range(len(doc))) if s.text == "MAP"]
    assert [names_a_procedure(s) for s in maps] == [True, False, True]


def test_a_hyphen_count_or_zero_is_no_figure_for_a_quality_word(nlp):
    """Round 19: a lone '-ness / -ity' quality needs a figure in its sentence to count as a reported measure;
    a count glued to a hyphen word ('zero-mean', 'two-stage') or a spelled 'zero' is none."""
    text = "To evaluate the repeatability of kite trackers, we design a zero-mean rope attack."
    assert "repeatability" not in entity_texts(nlp, text, "Metric")
    from kg.extract.merge import _has_figure
    for sent, want in (("A two-stage kite model at zero cost.", False), ("Two kite models at 3 cost.", True)):
        assert _has_figure(next(nlp(sent).sents)) is want, sent


def test_a_quality_word_beside_a_counted_figure_stays_a_metric(nlp):
    text = "On three kite datasets, KiteFix improves both repeatability and rope accuracy."
    assert "repeatability" in entity_texts(nlp, text, "Metric")


def test_a_one_word_measure_a_noun_modifies_is_named_whole(nlp):
    # a mined one-word measure that is no measure head ('length', 'memory') after a noun modifier: the
    # compound is what was measured, not the bare word
    metrics = entity_texts(nlp, "Experiments show that KiteLM doubles the rope length while lowering the buffer memory by 40%.",
                           "Metric")
    assert "length" not in metrics and "memory" not in metrics
    assert {"rope length", "buffer memory"} <= metrics
    # with no noun before it the word itself stays the measure
    metrics = entity_texts(nlp, "Experiments show that KiteLM lowers memory by 40% on the Lantern benchmark.", "Metric")
    assert "memory" in metrics
    # a first word glued to a piece before it ('hawk-level', '2GB') is no modifier of its own
    metrics = entity_texts(nlp, "Experiments show that KiteLM needs 2GB buffer memory and improves the hawk-level rope length.",
                           "Metric")
    assert not {"GB buffer memory", "level rope length"} & metrics


def test_a_mined_size_is_a_measure_only_with_a_figure(nlp):
    # a size a study varies is a setting ('the effect of model size'); with a share or factor it was measured
    assert "model size" not in entity_texts(nlp, "We study the effect of model size on the kite accuracy of RopeNet.", "Metric")
    assert "model size" in entity_texts(nlp, "Experiments show that KiteNet cuts the model size by 3x on two rope sets.",
                                        "Metric")


def test_a_modified_ness_quality_without_a_figure_is_no_metric(nlp):
    """Round 20: a '-ness' quality with words before it is claimed or studied, as the lone word is, unless its
    sentence gives a figure; '-ity' nouns ('scalability') may name a quantity that is measured and stay."""
    text = "This work studies the rope attack robustness of kite trackers."
    assert "rope attack robustness" not in entity_texts(nlp, text, "Metric")
    text = "KiteFix raises the rope attack robustness of kite trackers by 12% on the Lantern benchmark."
    assert "rope attack robustness" in entity_texts(nlp, text, "Metric")
    from kg.extract.merge import _modified_quality
    doc = nlp("the rope robustness and the kite scalability and robustness")
    assert _modified_quality(doc[1:3]) and not _modified_quality(doc[5:7]) and not _modified_quality(doc[8:9])


@pytest.mark.parametrize("text, phrase", [
    ("We give an algorithm that learns the kite polynomial within precision δ with a small rope complexity.", "precision"),
    ("KiteSolver recovers the rope weights up to a desired error with few samples.", "desired error"),
])
def test_a_tolerance_after_within_or_up_to_is_no_metric(nlp, text, phrase):
    """Round 20: a measure that is the object of 'within / up to' with no figure says how close a guarantee is."""
    assert phrase not in entity_texts(nlp, text, "Metric")


def test_a_value_within_an_error_and_a_plain_measure_stay(nlp):
    from kg.extract.merge import _tolerance
    doc = nlp("KiteLoc localizes the lantern within an error of 2 cm on the Rope benchmark.")
    error = next(t for t in doc if t.lower_ == "error")
    assert not _tolerance(doc[error.i:error.i + 1])
    metrics = entity_texts(nlp, "KiteLoc reaches a localization error of 2 cm and a higher accuracy than RopeNet.", "Metric")
    assert {"accuracy", "localization error"} <= metrics
    doc = nlp("KiteTrack runs up to a speed of 85Hz on the Rope benchmark.")
    speed = next(t for t in doc if t.lower_ == "speed")
    assert not _tolerance(doc[speed.i:speed.i + 1])  # a figure glued to its unit is still a figure


def test_an_acronym_once_written_as_a_procedure_is_that_procedure_in_all_its_mentions(nlp):
    """Lead's reading of AISTATS 2021: 'the KM algorithm ... KM converges': a measure's acronym that the abstract
    writes once before a procedure noun names the procedure everywhere in it, not the measure."""
    doc = nlp("We study the convergence of EM, and show that the EM algorithm is optimal for kites. "
              "In the low noise regime, EM converges fast.")
    assert not [s for s in doc.spans["kg_entities"] if s.label_ == "Metric" and s.text == "EM"]
    doc = nlp("Our kite reader improves EM by 3 points on KiteQA.")
    assert [s for s in doc.spans["kg_entities"] if s.label_ == "Metric" and s.text == "EM"]


# round 21 (branch i16m21)
@pytest.mark.parametrize("text, phrases", [
    ("KiteNet outperforms earlier rope models in terms of tidiness and crispness.", {"tidiness", "crispness"}),
    ("KiteNet exceeds the accuracy of lantern trackers and other rope models in tidiness and steadiness.",
     {"tidiness", "steadiness"}),
    ("The results show clear improvements in both accuracy and lantern steadiness.", {"lantern steadiness"}),
])
def test_a_quality_a_comparison_is_made_in_is_a_metric(nlp, text, phrases):
    """Round 21: a '-ness / -ity' quality that a comparison is made in ('outperforms X in terms of A and B',
    'improvements in A') is a criterion the paper reports, with or without a figure."""
    assert phrases <= entity_texts(nlp, text, "Metric")


@pytest.mark.parametrize("text, phrase", [
    ("The kite swing depends on the rope length in terms of its tidiness.", "tidiness"),  # no result stated
    ("KiteNet improves the lantern sway in the majority of rope trials.", "majority"),  # a share of a group
    ("We aim to give the rope more tidiness for the lanterns.", "tidiness"),  # a goal, not compared in
])
def test_a_quality_outside_a_stated_comparison_stays_no_metric(nlp, text, phrase):
    assert phrase not in entity_texts(nlp, text, "Metric")


# round 28 (branch d28)
@pytest.mark.parametrize("text, phrases", [
    ("The experimental results show that KiteNet has better tidiness and crispness on rope scenes.", {"tidiness", "crispness"}),
    ("Experiments demonstrate that KiteNet builds lantern maps with significantly higher steadiness than RopeNet.",
     {"steadiness"}),
])
def test_a_quality_a_comparative_grades_in_a_result_is_a_metric(nlp, text, phrases):
    """Round 28: 'shows better A and B', 'with higher A than X': a comparative grading a quality in a sentence that
    reports a result compares the system in it, as 'outperforms X in A' does."""
    assert phrases <= entity_texts(nlp, text, "Metric")


@pytest.mark.parametrize("text, phrase", [
    ("Better tidiness of the ropes leads to stronger kites in our experiments.", "tidiness"),  # the subject: argued
    ("KiteNet achieves similar results at lower dimensionality of the rope map.", "dimensionality"),  # a setting
    ("We argue that lanterns need better tidiness on windy days.", "tidiness"),  # no result reported
    ("Experiments show that KiteNet uses a rope design to achieve improved steadiness.", "steadiness"),  # an aim
    ("The rope helps in many results, for increased steadiness of the lanterns.", "steadiness"),  # what it is for
])
def test_a_graded_quality_outside_a_result_stays_no_metric(nlp, text, phrase):
    assert phrase not in entity_texts(nlp, text, "Metric")


def test_a_compared_quality_keeps_the_hyphen_words_before_it(nlp):
    metrics = entity_texts(nlp, "KiteNet outperforms RopeNet in terms of multi-rope lantern tidiness and crispness.", "Metric")
    assert {"multi-rope lantern tidiness", "crispness"} <= metrics


@pytest.mark.parametrize("text, phrase", [
    ("KiteRank orders the lanterns based on the rope error rate between kites.", "rope error rate"),
    ("We employ the lantern error rate as the cost of KiteRank.", "lantern error rate"),
])
def test_a_measure_the_method_is_built_on_is_no_metric(nlp, text, phrase):
    """Round 21: a measure that a verb of use or 'based on / relies on / via' takes is an ingredient of the method."""
    assert phrase not in entity_texts(nlp, text, "Metric")


def test_a_measure_used_to_assess_stays_a_metric(nlp):
    metrics = entity_texts(nlp, "We use the rope error rate to assess the kites of KiteRank.", "Metric")
    assert "rope error rate" in metrics


@pytest.mark.parametrize("text, phrase", [
    ("KiteNet computes rope matching scores between each kite and each lantern.", "rope matching scores"),
    ("We then calculate the lantern anomaly score of every kite with a small rope network.", "lantern anomaly score"),
    ("We train the lantern agents using a proper metric given by the kite sag distance.", "kite sag distance"),
])
def test_a_quantity_the_method_computes_is_no_metric(nlp, text, phrase):
    """Round 21 (metric precision, wave 3): what the method computes, or what defines a measure it uses, is an
    ingredient of the method, not what the paper is judged by."""
    assert phrase not in entity_texts(nlp, text, "Metric")


@pytest.mark.parametrize("text, phrase", [
    ("We compute the rope error rate of KiteNet to evaluate its kites.", "rope error rate"),  # an assessing word
    ("KiteNet computes rope matching scores of 91.2% on RopeSet.", "rope matching scores"),  # a figure
])
def test_a_computed_measure_with_a_figure_or_an_assessing_word_stays_a_metric(nlp, text, phrase):
    assert phrase in entity_texts(nlp, text, "Metric")


@pytest.mark.parametrize("text, phrase", [
    ("KiteRank runs in O(n/e) time, where e is the target error.", "target error"),
    ("The kite bound holds for all lanterns, where L denotes the prediction error of the rope model.", "prediction error"),
])
def test_what_a_symbol_of_a_bound_stands_for_is_no_metric(nlp, text, phrase):
    """Round 21 (metric precision, wave 3): 'where e is the X' says what a variable of a bound stands for."""
    assert phrase not in entity_texts(nlp, text, "Metric")


def test_a_measure_outside_a_symbol_definition_stays_a_metric(nlp):
    assert "prediction error" in entity_texts(nlp, "KiteRank lowers the prediction error of the rope model by 20%.", "Metric")


# round 21 (venue reading of WACV 2024 and COLT 2022, branch i16venb21)
@pytest.mark.parametrize("text", [
    "We report results on RopeSet with the KTA and RDF2 metrics.",
    "KiteTrack reaches the best score at KTA and RDF2 metrics in the crowded scenes of the RopeSet dataset.",
])
def test_names_listed_before_a_metrics_noun_are_measures_not_data(nlp, text):
    assert {"KTA", "RDF2"} <= entity_texts(nlp, text, "Metric")
    assert not {"KTA", "RDF2"} & entity_texts(nlp, text, "Dataset")
    assert "RopeSet" in entity_texts(nlp, text, "Dataset")


def test_a_name_called_a_measure_by_an_apposition_is_no_data(nlp):
    text = "Tests on the RopeSet dataset show an overall 2% improvement in KDS, a measure of rope sag."
    assert "KDS" not in entity_texts(nlp, text, "Dataset")
    assert "KDS" in entity_texts(nlp, text, "Metric")
    assert "RopeSet" in entity_texts(nlp, text, "Dataset")


def test_names_before_measures_as_a_verb_stay_unread_as_measures(nlp):
    assert "KTA" not in entity_texts(nlp, "Then, KiteNet and KTA measures the rope sag of each kite.", "Metric")


# round 22 (metrics, branch mt22)
@pytest.mark.parametrize("text, phrase", [
    ("We train the kite decoder with an MSE loss on rope lengths.", "MSE"),
    ("Our Rope Margin Loss (RML) trains kite detectors on noisy ropes.", "Rope Margin Loss"),
    ("Our Rope Margin Loss (RML) trains kite detectors on noisy ropes.", "RML"),
])
def test_the_name_of_a_training_loss_is_no_metric(nlp, text, phrase):
    """A measure's name that modifies a loss noun, or a Title Case name ending in 'Loss', names a training objective."""
    assert phrase not in entity_texts(nlp, text, "Metric")


def test_a_measure_reported_with_a_figure_stays_a_metric_beside_a_loss(nlp):
    assert "MSE" in entity_texts(nlp, "KiteNet reaches an MSE of 0.3 on RopeSet and lowers the rope loss.", "Metric")


@pytest.mark.parametrize("text, phrase", [
    ("The original rope score of each kite drifts over the seasons.", "original rope score"),
    ("The kite planner repeats each rope step $m$ times before it stops.", "m times"),
])
def test_which_instance_or_how_often_is_no_measure_name(nlp, text, phrase):
    assert phrase not in entity_texts(nlp, text, "Metric")


@pytest.mark.parametrize("text, phrase", [
    ("Pooling the kite features leads to a large information loss.", "information loss"),
    ("Our rope solver suffers no bandwidth loss on long kites.", "bandwidth loss"),
    ("KiteClip adds noise to each rope without incurring a privacy loss beyond the budget.", "privacy loss"),
    ("Assigning kites at random results in a welfare loss for the flyers.", "welfare loss"),
])
def test_a_loss_something_incurs_is_a_metric(nlp, text, phrase):
    assert phrase in entity_texts(nlp, text, "Metric")


def test_a_loss_a_model_is_trained_with_stays_no_metric(nlp):
    assert "contrastive loss" not in entity_texts(nlp, "We train the kite network with a contrastive loss.", "Metric")


def test_a_measure_before_a_loss_of_it_stays_a_metric(nlp):
    """'an accuracy loss' is a drop in accuracy, not the name of a training objective."""
    text = "Earlier kite quantizers suffer from a significant accuracy loss on RopeSet, with 61.2% accuracy."
    assert "accuracy" in entity_texts(nlp, text, "Metric")


def test_a_similarity_or_distance_function_a_method_computes_is_no_measure():
    # 'we define a new similarity measure between kites': a function a method computes, not how well it does
    from kg.extract.lexicon import is_generic_term
    for text in ("similarity measure", "similarity measures", "distance metrics", "distance function", "similarity metric"):
        assert is_generic_term(text, "Metric")
    for text in ("mean distance error", "distance error", "similarity score", "accuracy"):  # measures of a result stay
        assert not is_generic_term(text, "Metric")


def test_a_quality_in_a_verbless_fragment_ends_the_search_at_the_root(nlp):
    # a venue abstract hung a build worker: the walk up from 'in' to the clause's verb found no verb and never
    # stopped at the root of a verbless fragment
    import signal

    from kg.extract.entity_rules import compared_in

    def stuck(*_):
        raise TimeoutError("compared_in did not stop at the root")

    with nlp.select_pipes(enable=["tok2vec", "tagger", "parser", "attribute_ruler"]):
        doc = nlp("Kite robustness in rope diversity.")
    assert doc[4].head.i == 2 and doc[2].head.i == doc[2].head.head.i == 1  # 'in' hangs on the noun root
    old = signal.signal(signal.SIGALRM, stuck)
    signal.alarm(10)
    try:
        assert not compared_in(doc[4])  # 'diversity', the object of 'in' under the noun root
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


# round 23 (branch mt23)
@pytest.mark.parametrize("text, phrase", [
    ("The kite captions are further validated through a careful human evaluation.", "human evaluation"),
    ("The kite poems were rated by expert judgment in our experiments.", "expert judgment"),
    ("We show the gains of KiteVoice through objective and subjective evaluation on two rope sets.", "subjective evaluation"),
    ("We conduct a human evaluation of the lantern stories.", "human evaluation"),
])
def test_a_judgement_by_people_is_a_metric(nlp, text, phrase):
    assert phrase in entity_texts(nlp, text, "Metric")


@pytest.mark.parametrize("text, phrase", [
    ("Our lantern score shows a strong correlation with expert assessments of kite colour.", "expert assessments"),
    ("In the survey, expert judgments vary with the colour of the kite, as the results show.", "expert judgments"),
])
def test_what_a_judgement_is_compared_with_or_studied_is_no_metric(nlp, text, phrase):
    assert phrase not in entity_texts(nlp, text, "Metric")


@pytest.mark.parametrize("text, phrase", [
    ("KiteNet halves its model size and keeps the rope accuracy.", "model size"),
    ("On long ropes, our lantern trick reduces runtime.", "runtime"),
])
def test_a_size_or_cost_a_method_cuts_is_a_metric(nlp, text, phrase):
    assert phrase in entity_texts(nlp, text, "Metric")


def test_a_size_a_study_varies_stays_no_metric(nlp):
    assert "model size" not in entity_texts(nlp, "We study the impact of model size on kite flight.", "Metric")


@pytest.mark.parametrize("text, phrase", [
    ("The rope module shares kite features at both fitting and query time.", "query time"),
    ("Kites have been flown for sport since medieval times, with many rope designs.", "medieval times"),
])
def test_a_time_of_when_in_a_coordination_or_after_since_is_no_metric(nlp, text, phrase):
    assert phrase not in entity_texts(nlp, text, "Metric")


@pytest.mark.parametrize("text, phrase", [
    ("Kite experts often treat human judgment as a black box.", "human judgment"),
    ("Traditional kite labelling goes through consensus annotation over human judgments.", "human judgments"),
    ("Kite similarity is traditionally measured by comparison to human judgment.", "human judgment"),
])
def test_a_judgement_by_people_outside_an_assessment_is_no_metric(nlp, text, phrase):
    assert phrase not in entity_texts(nlp, text, "Metric")


@pytest.mark.parametrize("text, phrase, measure", [
    ("Rope kites are light, but their weak frames give inferior accuracy on our kite benchmark.", "inferior accuracy", "accuracy"),
    ("The kite filter removes rope noise without penalizing accuracy in our experiments.", "penalizing accuracy", "accuracy"),
])
def test_a_grading_word_or_a_verb_is_no_part_of_a_measure(nlp, text, phrase, measure):
    metrics = entity_texts(nlp, text, "Metric")
    assert phrase not in metrics and measure in metrics


def test_a_time_of_when_is_no_task(nlp):
    tasks = entity_texts(nlp, "KiteProp joins kite and rope propagation at both fitting and query time.", "Task")
    assert not any(t.endswith("time") for t in tasks)


def test_the_short_form_of_a_hyphened_modifier_before_a_measure_is_no_measure_alone(nlp):
    """Round 23, second wave: "out-of-kite (OOK) accuracy": the short form of a preposition-built modifier is a condition; the measure is
    the whole phrase; 'mean rope (MR) distance' still makes MR the measure's short form."""
    doc = nlp("Across models, in-domain versus out-of-kite (OOK) accuracy is strongly correlated. OOK results improve.")
    assert "OOK" not in {s.text for s in doc.spans["kg_entities"] if s.label_ == "Metric"}
    doc = nlp("We report the mean rope (MR) distance on three datasets. Our method lowers MR by 3%.")
    assert "MR" in {s.text for s in doc.spans["kg_entities"] if s.label_ == "Metric"}


def test_a_community_a_comparison_is_made_in_is_no_quality(nlp):
    """Round 23, second wave: 'outperforms ... in the kite vision community': '-ity' ends the noun, but it says where
    the work is known, not a quality it is judged on ('in stability' still is)."""
    doc = nlp("Our method outperforms the state of the art in the kite vision community and in stability.")
    metrics = {s.text for s in doc.spans["kg_entities"] if s.label_ == "Metric"}
    assert not any("community" in m for m in metrics)
    assert "stability" in metrics


@pytest.mark.parametrize("text, phrase", [
    ("The kite sampler reaches the desired accuracy in a user-defined time.", "desired accuracy"),
    ("The kite sampler reaches the desired accuracy in a user-defined time.", "user-defined time"),
    ("KiteNet keeps a given distance to the lantern with the rope planner.", "given distance"),
    ("The rope holds the kite at a target distance while it swings.", "target distance"),
])
def test_a_value_fixed_in_advance_is_no_measure(nlp, text, phrase):
    """Round 24: 'the desired accuracy', 'a user-defined time', 'a target distance' are what a method must meet or
    keep, set before it runs, not measures its results are judged by."""
    assert phrase not in entity_texts(nlp, text, "Metric")


def test_a_measure_of_a_target_and_a_unit_of_its_value_keep_the_measure(nlp):
    """Round 24: 'target' before a longer phrase says what is measured ('target tracking error'); a unit after a
    figure belongs to the value, not the measure ('a 10 cm average position error'); a distance alone names none."""
    metrics = entity_texts(nlp, "We score KiteNet by its target tracking error and reach a 10 cm average position "
                                "error over a 1 km distance.", "Metric")
    assert {"target tracking error", "average position error"} <= metrics
    assert not any(m.startswith(("cm ", "km ")) or m == "distance" for m in metrics)



# round 24 (branch dm24)
@pytest.mark.parametrize("text, phrase", [
    ("KiteNet matches larger detectors with fewer FLOPs on the LanternSet benchmark.", "FLOPs"),  # a count of operations
    ("Our rope pruning reduces FLOPs by 40% while keeping the kite accuracy.", "FLOPs"),
    ("The kite adapter reduces the number of trainable parameters while keeping the rope accuracy.",
     "number of trainable parameters"),  # a parameter count a method cuts or a comparative grades
    ("KiteNet reaches the best lantern accuracy with a much lower number of parameters than earlier models.",
     "number of parameters"),
    ("We exhibit the role of a new measure, called lantern slack, on the speed of kite descent.", "lantern slack"),
    ("The kite threat is characterised with a metric called rope wobble risk and then reduced.", "rope wobble risk"),
    ("We show that the wind cost implies a lower bound on the regret of any kite learner.", "regret"),  # no other sense
    ("We ran an analysis of the kite trackers based on a new metric called lantern drift.", "lantern drift"),
])
def test_a_cost_a_defined_measure_or_a_measure_only_word_is_a_metric(nlp, text, phrase):
    assert phrase in entity_texts(nlp, text, "Metric")


@pytest.mark.parametrize("text, word", [
    ("Kite networks generalise although the number of parameters far exceeds the number of lanterns.", "parameters"),
    ("The rope planner reduces the number of kite parameters to two.", "parameters"),  # a count set, no cost
    ("Kite winds involve phenomena that are costly to measure, called hidden gusts.", "gusts"),  # the verb
    ("The kite walker keeps a conservative quantity named the rope constant while it turns.", "constant"),
    ("We pair regret-minimizing kite samplers with our rope test.", "regret"),  # a word of a hyphen compound
    ("We steer the kite with a tracker based on a similarity measure called rope overlap.", "overlap"),  # built on
    ("Relying on a new metric named lantern sway, the planner picks the safest rope.", "sway"),
])
def test_a_count_stated_a_name_after_no_measure_noun_or_a_modifier_word_is_no_metric(nlp, text, word):
    assert not any(word in m for m in entity_texts(nlp, text, "Metric"))


def _paper_edges(text: str, title: str) -> set[tuple[str, str]]:
    """(target name, edge type) of the paper's edges in the graph built from one invented abstract."""
    from kg.extract.pipeline import extract_papers
    from kg.graph.assemble import build_graph
    from kg.records import Paper

    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title=title)], use_models=False)
    graph = build_graph([ex])
    return {(graph.nodes[t]["name"], attrs.get("type")) for _, t, attrs in graph.out_edges("p1", data=True)}


def test_a_measure_a_paper_defines_is_proposed_and_measured_by():
    text = ("Kite detectors are hard to compare. We propose a new metric called rope drift error (RDE) that counts "
            "missed knots. KiteNet lowers the RDE of earlier detectors on the LanternSet benchmark.")
    types: dict[str, set[str]] = {}
    for name, kind in _paper_edges(text, "Counting Kites"):
        types.setdefault(name, set()).add(kind)
    assert {"PROPOSES", "MEASURED_BY"} <= next(v for k, v in types.items() if "rope drift error" in k or k == "RDE"), types


def test_an_unnamed_measure_the_paper_makes_for_evaluating_is_a_metric_it_is_measured_by():
    """'a windward rope measure for the evaluation of X' is proposed and measures the work; a measure built into a method
    ('a rope dependence measure' to steer it) stays a method."""
    text = ("Kite trackers are hard to compare. We propose a gust tracker (GT) for windy days. Additionally, we propose "
            "a lateral rope measure for the evaluation of kite trackers.")
    types: dict[str, set[str]] = {}
    for name, kind in _paper_edges(text, "Tracking Kites"):
        types.setdefault(name, set()).add(kind)
    assert {"PROPOSES", "MEASURED_BY"} <= next(v for k, v in types.items() if "rope measure" in k), types
    text = ("Kite trackers drift. We propose a gust tracker (GT) that is steered by a lateral rope measure of the wind.")
    assert not any("rope measure" in k and kind == "MEASURED_BY" for k, kind in _paper_edges(text, "Tracking Kites"))


def _counts_left(nlp, text: str, background: set[int]) -> set[str]:
    """The parameter counts kept once the sentences at the given positions are marked background by hand (the
    trained role model is not loaded here)."""
    from kg.extract.pipeline import _background_parameter_counts

    doc = nlp(text)
    for i, sent in enumerate(doc.sents):
        sent._.role, sent._.role_confidence = ("background", 0.9) if i in background else ("result", 0.9)
    counts = {m for m in entity_texts(nlp, text, "Metric") if "parameters" in m}
    return counts - _background_parameter_counts(doc)


def test_a_parameter_count_named_only_in_the_background_is_no_metric(nlp):
    text = ("Kite pruning aims to reduce the number of parameters of a network. "
            "We tie the ropes of each kite layer to one lantern.")
    assert any("number of parameters" in m for m in entity_texts(nlp, text, "Metric"))  # the rule gives it
    assert not any("number of parameters" in m for m in _counts_left(nlp, text, {0}))


def test_a_parameter_count_the_paper_reports_stays_a_metric(nlp):
    text = ("Kite pruning aims to reduce the number of parameters of a network. "
            "KiteNet reduces the number of parameters by half on the rope benchmark.")
    assert any("number of parameters" in m for m in _counts_left(nlp, text, {0}))  # named again in a result
    one = "KiteNet reduces the number of parameters by half on the rope benchmark."
    assert any("number of parameters" in m for m in _counts_left(nlp, one, set()))


@pytest.mark.parametrize("text, measure", [
    ("Our greedy kite scheduler achieves an approximation ratio of 1/2 in polynomial time.", "approximation ratio"),
    ("We prove that the online rope allocator has a competitive ratio of 3 against any adversary.", "competitive ratio"),
])
def test_an_algorithm_s_ratio_against_the_optimum_is_a_metric_whole(nlp, text, measure):
    # 'competitive' stays: with 'ratio' it names the measure, it grades nothing
    assert measure in {s.text for s in nlp(text).spans["kg_entities"] if s.label_ == "Metric"}


@pytest.mark.parametrize("text, phrase, measure", [
    ("KiteNet labels rope images at an expensive labeling cost on the Lantern benchmark.", "expensive labeling cost",
     "labeling cost"),
    ("RopeNet keeps consistent success rates across all kite shapes in our experiments.", "consistent success rates",
     "success rates"),
])
def test_a_word_judging_the_value_of_a_measure_is_no_part_of_its_name(nlp, text, phrase, measure):
    metrics = entity_texts(nlp, text, "Metric")
    assert phrase not in metrics and measure in metrics


# round 44 (branch met44)
@pytest.mark.parametrize("text, phrase, measure", [
    ("KiteNet keeps a reliable rope error on the lantern benchmark.", "reliable rope error", "rope error"),
    ("RopeNet reaches a precise lantern distance on all kite shapes.", "precise lantern distance", "lantern distance"),
])
def test_a_mined_quality_adjective_judging_a_measure_is_no_part_of_its_name(nlp, text, phrase, measure):
    # 'reliable' and 'precise' are mined quality words (the venues grade them); a word merely tagged as an adjective
    # is not cut (test_an_amount_adjective_is_no_part_of_a_measure keeps 'wobble error')
    metrics = entity_texts(nlp, text, "Metric")
    assert phrase not in metrics and measure in metrics


def test_a_quality_adjective_the_venues_write_with_the_measure_often_stays_in_its_name(nlp):
    # 'robust error' is a mined quality term: a measure's name, not a judged value
    assert "robust error" in entity_texts(nlp, "KiteNet lowers the robust error of rope detectors on the lantern benchmark.", "Metric")


# round 29 (branch d29)
@pytest.mark.parametrize("text", [
    "KiteNet reaches 85.2% F1 on the rope benchmark.",
    "KiteNet improves F1 by 3 points over the lantern baseline.",
    "KiteNet gains 2.1% F1 and 1.5 EM over RopeQA.",
])
def test_a_listed_measure_of_one_letter_and_a_digit_is_a_metric(nlp, text):
    # one letter and a digit is mostly a symbol ('x1', 'T2'); the metric gazetteer's 'F1' is a measure
    assert "F1" in entity_texts(nlp, text, "Metric")


def test_a_symbol_of_one_letter_and_a_digit_stays_no_entity(nlp):
    text = "KiteNet maps the input x1 to the lantern state T2 with 85.2% accuracy."
    found = set().union(*(entity_texts(nlp, text, label) for label in ("Metric", "Method", "Task", "Dataset")))
    assert not {"x1", "T2"} & found


@pytest.mark.parametrize("text, count", [
    ("KiteSearch reduces the number of queries by half on the rope benchmark.", "number of queries"),
    ("KiteSampler needs a smaller number of iterations than the lantern sampler.", "number of iterations"),
    ("Our results show that KiteTest reduces the expected number of samples by 40%.", "number of samples"),
])
def test_a_reduced_count_of_a_resource_an_algorithm_spends_is_a_metric(nlp, text, count):
    # 'the sample / query / iteration complexity' (mined as spent_counts): the count of such a resource is a cost
    assert any(count in m for m in entity_texts(nlp, text, "Metric"))


@pytest.mark.parametrize("text, count", [
    ("KiteNet reduces the number of lanterns by half on the rope benchmark.", "number of lanterns"),  # no resource spent
    ("In our setting the number of queries exceeds the number of kites.", "number of queries"),  # stated, not reduced
    ("We reduce the number of iterations to two for every kite.", "number of iterations"),  # set to a value
    ("KiteSearch picks the ropes in order to reduce the number of queries.", "number of queries"),  # an aim
])
def test_a_count_that_is_no_resource_spent_or_no_cost_stays_no_metric(nlp, text, count):
    assert not any(count in m for m in entity_texts(nlp, text, "Metric"))


def test_a_resource_is_mined_where_its_complexity_has_a_rate_and_it_is_counted():
    from tests.support.miner import load_miner

    miner = load_miner("mine_spent_counts")
    texts = ["KiteSearch has optimal query complexity and cuts the number of queries."] * 3 \
        + ["We bound the lantern complexity; the number of lanterns grows with the rope model complexity."] * 3 \
        + ["The rope has polynomial rope complexity."] * 3
    assert miner.spent(*miner.counts(texts)) == {"query": 3}  # 'lantern': no rate; 'rope': never counted


@pytest.mark.parametrize("text, count", [
    ("We prove that KiteLearn makes an expected number of mistakes that grows as O(log T).", "expected number of mistakes"),
    ("With O(log T) expected number of rope checks, the kite bandit keeps a logarithmic regret.",
     "expected number of rope checks"),
])
def test_an_expected_count_is_a_metric(nlp, text, count):
    assert count in entity_texts(nlp, text, "Metric")


def test_an_expected_count_aimed_at_stays_no_metric(nlp):
    text = "KiteNet is trained in order to maximize the expected number of lanterns it lights."
    assert not any("number of lanterns" in m for m in entity_texts(nlp, text, "Metric"))


@pytest.mark.parametrize("text, phrases", [
    ("Experiments show that KiteNet requires significantly less computation than the rope baselines.", {"computation"}),
    ("KiteNet outperforms RopeNet with smaller FLOPs and lantern parameters.", {"lantern parameters"}),
    ("Results show that KiteNet needs less memory than RopeNet on the rope benchmark.", {"memory"}),
])
def test_a_cost_a_comparative_grades_in_a_result_is_a_metric(nlp, text, phrases):
    """Round 29: 'less computation than', 'fewer parameters', 'lower error than': a cost the venues grade down in
    comparisons (the mined comparative_costs), graded by a comparative in a result, is compared in."""
    assert phrases <= entity_texts(nlp, text, "Metric")


@pytest.mark.parametrize("text, phrase", [
    ("Less computation leads to faster kites in our experiments.", "computation"),  # the subject: argued
    ("We argue that lanterns need less computation than ropes.", "computation"),  # no result reported
    ("Experiments show that KiteNet uses a rope design to achieve less computation.", "computation"),  # an aim
    ("Experiments show that KiteNet needs less rope than RopeNet.", "rope"),  # no cost the venues grade down
])
def test_a_graded_cost_outside_a_result_stays_no_metric(nlp, text, phrase):
    assert phrase not in entity_texts(nlp, text, "Metric")


def test_a_cost_is_mined_where_comparisons_grade_it_down_and_compare_in_it():
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
    from mine_comparative_costs import costs, counts
    texts = ["KiteNet needs less computation than RopeNet, in terms of computation.",
             "KiteNet is less sensitive than RopeNet to wind.",
             "KiteNet has more rope than RopeNet; RopeNet has less rope than KiteNet in terms of rope."] * 5
    assert costs(*counts(texts)) == {"computation": 5}


def _metric_names(text: str) -> set[str]:
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper

    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])
    return {m.text for m in ex.mentions if m.label == "Metric"}


@pytest.mark.parametrize("text, names", [
    ("Experiments show that KiteNet outperforms RopeNet with less computational and storage cost.",
     {"computational cost", "storage cost"}),  # the span holds the whole coordination
    ("KiteNet nearly matches the kite's time and space complexity while achieving better utility.",
     {"time complexity", "space complexity"}),  # the span starts at the last modifier
    ("Results show that KiteNet cuts the training and inference time of rope models by half.",
     {"training time", "inference time"}),
])
def test_modifiers_joined_over_a_measure_head_name_one_measure_each(text, names):
    """Round 30: 'time and space complexity', 'computational and storage cost': one measure per modifier, the head
    shared; the whole phrase is no measure of its own."""
    got = _metric_names(text)
    assert names <= got and not any(" and " in name for name in got), got


@pytest.mark.parametrize("text, name", [
    ("Experiments show that KiteNet outperforms RopeNet in both quantitative and qualitative evaluation.",
     "quantitative evaluation"),  # an assessment, no measure head
    ("Results show that KiteNet achieves higher accuracy and lower computational cost than RopeNet.",
     "accuracy cost"),  # two measures listed, no shared head
    ("We build KiteNet on the drop and relearn principle and KRD distance, with better results.",
     "principle distance"),  # a common word and a name: no parallel modifiers
    ("These kites need much wind, so the weight of the rope and energy consumption increases in our experiments.",
     "rope consumption"),  # the determiner is another noun's: the first is a phrase of its own
    ("Results show that we report the memory and computing time of the kite.",
     "memory time"),  # a measure of its own listed first
    ("Experiments show that our kite planner improves the stability of flight, memory and training time.",
     "memory time"),  # round 31: a measure of its own listed before the last of three
])
def test_listed_measures_or_an_assessment_are_not_split(text, name):
    assert name not in _metric_names(text)


# round 34 (branch d34)
@pytest.mark.parametrize("text, phrase", [
    ("Experiments show that KiteNet outperforms RopeNet in terms of appearance.", "appearance"),
    ("Results show that KiteNet improves rope sharpness while preserving appearance.", "appearance"),
    ("Results show that KiteNet improves rope sharpness while maintaining the same appearance.", "appearance"),
])
def test_a_mined_criterion_quality_compared_in_or_kept_is_a_metric(nlp, text, phrase):
    """Round 34: an '-ence / -ance / -ency' word the venues list as an 'in terms of' criterion is a quality as the
    '-ness / -ity' words are: compared in, or kept while another quality improves in a result ('while preserving
    X'); 'the same X' names X."""
    assert phrase in entity_texts(nlp, text, "Metric")


@pytest.mark.parametrize("text, phrase", [
    ("Experiments show that KiteNet outperforms RopeNet in terms of inference.", "inference"),  # not mined
    ("Results show that KiteNet maps the ropes while preserving class identity.", "class identity"),  # an '-ity' word kept
    ("We design KiteNet for maintaining appearance of the ropes.", "appearance"),  # no result reported
])
def test_an_unmined_or_unreported_kept_quality_stays_no_metric(nlp, text, phrase):
    assert phrase not in entity_texts(nlp, text, "Metric")


def test_a_criterion_quality_is_mined_from_whole_in_terms_of_items():
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
    from mine_criterion_qualities import counts, qualities
    texts = (["KiteNet beats RopeNet in terms of kitency and speed."] * 4 + ["RopeNet in terms of ropence time."] * 4
             + ["The lantance, in terms of lantance and speed."] * 4 + ["A lantance of kites."] * 1000)
    assert qualities(*counts(texts)) == {"kitency": 4}  # 'ropence' modifies a noun; 'lantance' is mostly no criterion


# round 36 (branch met36)

@pytest.mark.parametrize("text, name", [
    ("This paper introduces a novel automatic metric KiteScore to widen the scope of rope evaluation.", "KiteScore"),
    ("Additionally, we introduce a new metric, RopeGap, to score the lantern captions.", "RopeGap"),
    ("We exhibit the key role played by a new quantity, called kite heterogeneity, on the rope speed.",
     "kite heterogeneity"),
])
def test_a_name_the_paper_gives_its_own_measure_or_new_quantity_is_a_metric(nlp, text, name):
    assert name in entity_texts(nlp, text, "Metric")


@pytest.mark.parametrize("text, word", [
    ("The kite robot builds a metric SLAM map of the rope field.", "SLAM"),  # 'metric' as an adjective of scale
    ("The kite walker carries a luminescence quantity called lanternite along the rope.", "lanternite"),  # not new
])
def test_a_name_after_a_measure_noun_that_is_not_new_is_no_metric(nlp, text, word):
    assert not any(word in m for m in entity_texts(nlp, text, "Metric"))


def test_a_named_new_metric_is_measured_by():
    text = ("Rope captions are hard to score. This paper introduces a novel automatic metric KiteScore to widen the "
            "scope of rope evaluation. Experiments show that KiteScore agrees with human judgement.")
    edges = _paper_edges(text, "Scoring Kites")
    assert ("KiteScore", "MEASURED_BY") in edges, edges


@pytest.mark.parametrize("text, name", [
    ("Our kite planner recovers the rope clusters with O(log n) lantern queries.", "lantern queries"),
    ("We show that any kite policy must incur a rope regret of Ω(log T) on every instance.", "rope regret"),
    ("Earlier kite protocols required Ω(d2) communication between the rope servers.", "communication"),
    ("We show that the kite learner can suffer a loss O(T) with an expected amount of wind O(log T).", "amount of wind"),
])
def test_the_quantity_an_asymptotic_order_is_stated_for_is_a_metric(nlp, text, name):
    assert name in entity_texts(nlp, text, "Metric")


@pytest.mark.parametrize("text, word", [
    ("We prove a matching lower bound of Ω(1/k) for the kite walker.", "lower bound"),  # what it bounds is elsewhere
    ("We give an O(log T) kite algorithm for rope tying.", "algorithm"),  # a procedure, no quantity
    ("The rope walker handles knots of O(1)-degree in the kite field.", "knots"),  # the order grades the word after it
])
def test_an_asymptotic_order_of_a_bound_procedure_or_grade_is_no_metric(nlp, text, word):
    assert not any(word in m for m in entity_texts(nlp, text, "Metric"))


@pytest.mark.parametrize("text, whole, part", [
    ("We develop a benchmark that fixes data splits of A and B and reports validity, uniqueness and the Fréchet KiteNet Distance "
     "(FKD) for every model.", "Fréchet KiteNet Distance", "KiteNet"),
    ("We report validity, novelty and the Kernel KiteNet Distance (KKD) for every model and show that ours is best.",
     "Kernel KiteNet Distance", "KiteNet"),
])
def test_a_named_word_inside_a_title_case_measure_name_is_not_the_measure(nlp, text, whole, part):
    metrics = entity_texts(nlp, text, "Metric")
    assert whole in metrics and part not in metrics


def test_a_title_case_measure_name_is_read_only_where_the_measure_noun_ends_it():
    from kg.extract.entity_rules import _ends_a_title_case_name, _title_case_run_start
    for text, ends in (("the Kernel KiteNet Distance (KKD) for", True), ("a Kernel KiteNet Error Generation model", False),
                       ("the KiteNet score of", False), ("a rope (KITE-R). Improvements in", False)):
        m = next(m for m in re.finditer(r"(\S+)(?=\s+(\S+))", text) if m.group(2).strip(".,;").lower() in
                 ("distance", "error", "score", "improvements"))
        assert _ends_a_title_case_name(text, m) is ends, text
    assert _title_case_run_start("We use The Kernel KiteNet", 18) == 11  # 'The' opens no name


def test_prefixed_flops_are_metrics(nlp):
    assert "GFLOPs" in entity_texts(nlp, "The kite solver requires only 0.26M parameters and 0.48 GFLOPs.", "Metric")


def test_orders_of_magnitude_are_no_part_of_the_speedup_name(nlp):
    text = "In experiments, the kite solver obtains two orders of magnitude speedups over the rope solver."
    metrics = entity_texts(nlp, text, "Metric")
    assert "speedups" in metrics and not any("magnitude" in m for m in metrics)


# round 40 (branch rec40d)
@pytest.mark.parametrize("text, name", [
    ("We propose a new network for person search. Our method improves the rank-1 accuracy by 3% on two benchmarks.",
     "rank-1 accuracy"),
    ("Our kite matcher achieves 91.2% Rank-1 accuracy and 80.1% mAP on the rope set.", "Rank-1 accuracy"),
    ("It lowers the top-5 error by 2% on the rope set.", "top-5 error"),
])
def test_the_cutoff_of_a_ranked_list_is_part_of_the_measure(nlp, text, name):
    """'rank-1' is tagged a number or a determiner; it still names which accuracy ('accuracy' alone was read)."""
    assert name in entity_texts(nlp, text, "Metric")


def test_a_bare_probability_is_no_metric_but_a_named_one_is():
    # 'with 1-δ probability', 'with high probability': the confidence a bound holds with, no measure reported
    from kg.extract.lexicon import is_generic_term
    assert is_generic_term("probability", "Metric")
    assert not is_generic_term("error probability", "Metric") and not is_generic_term("kite success probability", "Metric")


# round 41 (branch rec41d)
@pytest.mark.parametrize("text, name", [
    ("Our kite tracker runs in real time at 30 fps on a single board.", "fps"),
    ("The rope detector processes 120 frames per second while matching the accuracy of larger models.",
     "frames per second"),
])
def test_a_frame_rate_unit_after_a_figure_is_a_metric(nlp, text, name):
    """The unit of a frame rate after its figure names the measure, as the capitalised 'FPS' already did."""
    assert name in entity_texts(nlp, text, "Metric")


def test_a_frame_rate_short_form_without_a_figure_stays_no_metric(nlp):
    # 'farthest kite sampling (FPS)': the letters name a procedure; no figure stands before them
    text = "We replace farthest kite sampling (FPS) with a learned rope sampler."
    assert "FPS" not in entity_texts(nlp, text, "Metric") and "fps" not in entity_texts(nlp, text, "Metric")


def test_the_rate_a_device_records_at_is_no_metric(nlp):
    # the figure is a setting of the recorded data, not how the method is judged
    text = "We collect rope sequences captured at 60 fps with a kite rig and evaluate our tracker on them."
    assert "fps" not in entity_texts(nlp, text, "Metric")


def test_a_short_form_given_a_value_is_mined_as_a_measure():
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    from mine_valued_metrics import counts, kept

    texts = ["KiteNet reaches an average KWE of 0.91 on the rope set.", "RopeNet has a KWE of 12.5 and a KWE score.",
             "We map the kites with a MAP of 3 rows; a map is drawn.", "Our map covers the lantern map.",
             "The KiteBot of 2 legs walks."]
    assert kept(*counts(texts)) == {"KWE": 2}  # 'MAP' is written as the word 'map' more often; 'KiteBot' is no short form


def test_a_mined_short_form_with_its_value_is_a_metric(nlp):
    assert "MOTA" in entity_texts(nlp, "KiteTrack follows the lanterns with a MOTA of 61.2 on the rope videos.", "Metric")


def test_a_dimension_named_after_a_person_is_mined_as_a_measure():
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
    from mine_named_dimensions import counts, kept

    texts = ["We bound the Kitestone dimension of rope classes.", "The Kitestone dimension is finite. A Kitestone tree.",
             "Its Lantern dimension grows.", "Each Lantern dimension is small.", "Dimension of kites. Kite dimension is small."]
    texts += [f"We fit the Lantern model to {k} kites." for k in range(9)]
    # 'Lantern' is written mostly elsewhere (2 of 11 abstracts); a sentence's first word ('Kite') is capitalised anyway
    assert kept(*counts(texts)) == {"Kitestone dimension": 2}


def test_a_mined_named_dimension_is_a_metric(nlp):
    import json

    names = json.loads((Path(__file__).resolve().parents[1] / "kg/extract/data/named_dimensions.json").read_text())["names"]
    name = next(iter(names))  # read from the mined file: the test names no word of its own
    text = f"We prove that the {name} of the kite rope class controls the number of mistakes of any learner."
    assert name in entity_texts(nlp, text, "Metric")
