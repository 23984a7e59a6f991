"""Claims and results on invented sentences: which sentences are claims, and how each number binds to
the metric, dataset and baseline of its own clause."""
from __future__ import annotations

import pytest

from kg.corpus.normalize import normalize
from kg.extract.claims import ClaimSpan, rule_kind
from kg.extract.pipeline import extract_papers, shared_nlp
from kg.extract.relations import RelationSpan
from kg.extract.results import ResultSpan
from kg.records import Paper


def _one(text: str, title: str = ""):
    paper = Paper(id="p-test", abstract=normalize(text), raw_abstract=text, title=title)
    (ex,) = extract_papers([paper])
    return ex


def _results(text: str) -> dict:
    ex = _one(text)
    return {r.text: r for c in ex.claims for r in c.results}


def _claim_sentences(text: str) -> set[int]:
    return {c.prov.sentence for c in _one(text).claims}


def test_fronted_phrase_sentence_is_a_claim():
    sents = _claim_sentences(
        "Tabular pretraining is rarely studied. We propose GlintNet, a tree-aware encoder. "
        "On the Quarry and Pebble suites, GlintNet keeps 91.4% of its accuracy under label noise.")
    assert 2 in sents and 0 not in sents


def test_proposal_and_boilerplate_sentences_are_not_claims():
    sents = _claim_sentences(
        "We introduce MarbleNet, a network for river segmentation. "
        "MarbleNet outperforms prior segmenters on two river benchmarks. "
        "Code will be released soon. Our code is available at https://example.org/marble. "
        "Copyright 2031 by the authors. All rights reserved.")
    assert sents == {1}


def test_finding_verbs_and_own_subject_effects_are_claims():
    sents = _claim_sentences(
        "Sparse sketches are common in streaming. We prove that the sketch error is bounded by the stream rank. "
        "Our estimator also scales to billions of items without extra memory. "
        "Previous sketches store every heavy item.")
    assert sents == {1, 2}


def test_docs_carry_typed_records():
    nlp = shared_nlp()
    doc = nlp("We propose QuillNet. QuillNet outperforms DrumNet and improves F1 by 2.5% over DrumNet on the Harbor dataset.")
    assert doc._.claims and all(isinstance(c, ClaimSpan) for c in doc._.claims)
    assert doc._.results and all(isinstance(r, ResultSpan) for r in doc._.results)
    assert all(isinstance(r, RelationSpan) for r in doc._.relations or [])
    assert not nlp.analyze_pipes()["problems"].get("kg_results")


def test_each_number_takes_its_own_clause_metric_and_dataset():
    r = _results(
        "We present KiteViT, a vision model. On the Orchard-1K benchmark, KiteViT reaches 81.3% top-1 accuracy "
        "with 1.9× higher throughput than PlumNet, and improves mIoU by 2.2 points over FigNet on the Meadow dataset.")
    assert (r["81.3%"].metric, r["81.3%"].baseline, r["81.3%"].relative, r["81.3%"].direction) == ("top-1 accuracy", "", False, "level")
    assert (r["1.9×"].metric, r["1.9×"].unit, r["1.9×"].baseline, r["1.9×"].direction) == ("throughput", "x", "PlumNet", "increase")
    assert r["1.9×"].metric != "top-1 accuracy"  # a speed-up is not an accuracy
    assert (r["2.2 points"].metric, r["2.2 points"].baseline) == ("mIoU", "FigNet")
    assert r["2.2 points"].dataset.startswith("Meadow")  # the entity side decides "Meadow" or "Meadow dataset"
    assert r["81.3%"].dataset != "Meadow"


def test_elided_clause_keeps_metric_and_direction():
    r = _results(
        "We propose WillowNet for gesture tagging. Compared with prior taggers, WillowNet raises F1 by 5.5% and 6.1% "
        "on the Aspen dataset; and 3.3% on the Birch dataset, while using 21.4% fewer parameters.")
    assert {k: (v.metric, v.direction) for k, v in r.items() if k != "21.4%"} == {
        "5.5%": ("F1", "increase"), "6.1%": ("F1", "increase"), "3.3%": ("F1", "increase")}
    assert r["3.3%"].dataset.startswith("Birch") and r["5.5%"].dataset.startswith("Aspen")
    assert (r["21.4%"].metric, r["21.4%"].direction) == ("parameters", "decrease")
    assert r["5.5%"].baseline == "prior taggers"


def test_faster_and_orders_of_magnitude_are_changes():
    r = _results(
        "We propose GustSolver for sparse systems. GustSolver is 3.5x faster than LeafSolve on the Reed matrices "
        "and needs two orders of magnitude fewer iterations.")
    assert (r["3.5x"].metric, r["3.5x"].relative, r["3.5x"].direction, r["3.5x"].baseline) == ("speed", True, "increase", "LeafSolve")
    mag = r["two orders of magnitude"]
    assert (mag.value, mag.unit, mag.direction, mag.relative) == (2.0, "orders of magnitude", "decrease", True)


def test_up_to_from_to_and_versus():
    r = _results(
        "We introduce BrookNet for sentence ranking. BrookNet improves recall by up to 6.5% on the Creek corpus. "
        "BrookNet raises MRR from 0.412 to 0.468 on the Delta corpus. "
        "BrookNet attains an NDCG of 0.733 compared with 0.701 for HillRank.")
    assert (r["6.5%"].qualifier, r["6.5%"].direction, r["6.5%"].metric) == ("up to", "increase", "recall")
    assert r["6.5%"].dataset.startswith("Creek")
    assert (r["0.412"].qualifier, r["0.468"].qualifier) == ("from", "to")
    assert r["0.468"].direction == "increase" and not r["0.468"].relative and r["0.468"].metric == "MRR"
    assert (r["0.733"].metric, r["0.733"].baseline) == ("NDCG", "HillRank")
    assert (r["0.701"].metric, r["0.701"].method, r["0.701"].baseline) == ("NDCG", "HillRank", "")


def test_unknown_slots_stay_empty():
    r = _results("We propose ReedNet for tagging. ReedNet improves performance by 4.2% and uses 30% fewer parameters.")
    assert r["4.2%"].metric == "" and r["4.2%"].baseline == "" and r["4.2%"].dataset == ""
    assert r["30%"].metric == "parameters" and r["30%"].direction == "decrease" and r["30%"].baseline == ""


def test_counts_and_years_are_not_results():
    r = _results("We propose MossNet. In 2031 we tested MossNet on 12 of 14 tasks and MossNet outperforms PineNet on 10 million items.")
    assert r == {}


@pytest.mark.parametrize("text", ["", "Code is available at https://example.org.", "No numbers here at all."])
def test_degenerate_inputs_give_no_results(text):
    assert _results(text or "x") == {}


def test_units_of_measure_from_the_mined_list():
    from kg.extract.results import MEASURE_UNITS

    assert "ms" in MEASURE_UNITS and "the" not in MEASURE_UNITS and "th" not in MEASURE_UNITS
    r = _results("We propose SwiftKite for query parsing. Our parser answers each query in 12.5 ms on a laptop CPU.")
    assert (r["12.5 ms"].value, r["12.5 ms"].unit, r["12.5 ms"].relative) == (12.5, "ms", False)


def test_a_unit_per_another_unit_is_one_unit():
    """A speed ('mm/s', 'km/h') is no length, and the unit after a figure is no used method; an exported
    superscript after the slash ('mm/sup 2/') is no part of a unit."""
    from kg.extract.results import unit_after_figure

    r = _results("We propose KiteCrawler. KiteCrawler crawls on rope at a speed of 52 mm/s and glides at 30 km/h.")
    assert (r["52 mm/s"].value, r["52 mm/s"].unit) == (52.0, "mm/s") and r["30 km/h"].unit == "km/h"
    assert _results("We propose KitePlate. KitePlate covers a rope area of 4 mm/sup 2/ in tests.")["4 mm"].unit == "mm"
    doc = shared_nlp()("The kite crawler moves at 12 cm/s on ropes.")
    unit = next(t for t in doc if t.text.startswith("cm"))
    assert unit_after_figure(doc[unit.i:unit.i + 1]) and not unit_after_figure(doc[1:2])
    ex = _one("We propose KiteCrawler. KiteCrawler crawls on rope with a top speed of 52 mm/s.")
    assert not any("mm/s" in m.text for m in ex.mentions)


def test_signed_changes_and_measures_keep_their_own_metric():
    r = _results("We propose GroveNet. GroveNet reaches 71.2% accuracy on the Sprout dataset (+2.4%) and runs at 30.5 ms per frame.")
    assert (r["+2.4%"].direction, r["+2.4%"].relative) == ("increase", True)
    assert r["30.5 ms"].metric == ""  # a time is not the accuracy named earlier in the sentence


def test_what_the_own_work_can_do_or_shows_is_a_claim():
    sents = _claim_sentences(
        "Kite steering is hard. We design a lantern planner that reduces the rope length by 30%. "
        "The proposed planner can steer kites through gusts. Our trials reveal that the tail matters little. "
        "The proposed controller is the first to fly two kites at once.")
    assert sents == {1, 2, 3, 4}


def test_written_values_ranges_spreads_and_named_points():
    got = _results("Experiments show that KiteNet reaches Glint = 0.412 on the Gust set, "
                   "improves lift by 3 ROPE points over TailNet and cuts drag by 2-3 orders of magnitude. "
                   "Our results show a spread of 0.81 ± 0.03 and a coverage of 71.2-74.5% of the sky.")
    assert got["0.412"].metric == "Glint"
    assert got["3 ROPE points"].metric == "ROPE" and got["3 ROPE points"].relative
    assert got["2"].unit == got["3 orders of magnitude"].unit == "orders of magnitude"
    assert {"0.81", "0.03", "71.2", "74.5%"} <= set(got)


def test_a_unit_of_measure_after_a_spread_is_both_ends_unit():
    got = _results("Our results show that KiteNet keeps a tracking error of 1.8 ± 0.3 mm on windy days. "
                   "Our results show that its planner replans in 4.2 +/- 0.6 ms and lifts 3 ± 1 kites.")
    assert got["1.8"].unit == got["0.3 mm"].unit == "mm"
    assert got["4.2"].unit == got["0.6 ms"].unit == "ms"
    assert got["3"].unit == got["1"].unit == ""


def test_a_dash_after_a_factor_mark_joins_a_range_not_a_minus_sign():
    got = _results("KiteNet decodes captions with a 4×-9× speedup over TailNet. "
                   "It is 2x-6x faster than RopeNet and cuts memory by 10%-30%.")
    assert got["4×"].value == 4.0 and got["9×"].value == 9.0
    assert got["9×"].direction == got["4×"].direction == "increase"
    assert got["6x"].value == 6.0 and got["6x"].unit == "x"
    assert got["30%"].value == 30.0


def test_times_is_a_factor_only_after_a_change_verb():
    got = _results("Our results show that KiteNet increases the lift up to 9 times on windy days. "
                   "Our results show the kite was flown 12 times before reaching 81.2% accuracy.")
    assert got["9 times"].unit == "x" and got["9 times"].direction == "increase"
    assert "12 times" not in got and "81.2%" in got


# binding of listed values and change nouns (session of 2026-12-04)

def test_a_change_noun_after_a_qualifier_makes_the_value_a_change():
    res = _results("We propose KiteSeg. KiteSeg achieves a 6.3% absolute improvement over RopeSeg on the Lantern benchmark, "
                   "with a 4.1% mIoU increase on Harbor-2.")
    assert res["6.3%"].relative and res["6.3%"].direction == "increase" and res["6.3%"].baseline == "RopeSeg"
    assert res["4.1%"].relative and res["4.1%"].direction == "increase" and res["4.1%"].metric == "mIoU"


def test_values_listed_before_respectively_take_the_names_in_order():
    res = _results("We propose KiteSeg. KiteSeg outperforms RopeSeg by 10% and 12% in pixel accuracy and mIoU, respectively.")
    assert (res["10%"].metric, res["12%"].metric) == ("pixel accuracy", "mIoU")
    res = _results("We propose KiteZip. KiteZip reaches 14.4x and 13.4x compression rates on the KiteQA and RopeQA benchmarks, respectively.")
    assert (res["14.4x"].dataset, res["13.4x"].dataset) == ("KiteQA", "RopeQA")
    assert res["14.4x"].metric == res["13.4x"].metric == "compression rates"  # not the system before "reaches"


def test_a_bare_value_listed_before_a_metric_is_a_result():
    res = _results("We propose KiteMT. KiteMT outperforms RopeMT with an average gain of 3.2 and 1.5 BLEU on two lantern tasks.")
    assert res["3.2"].metric == "BLEU" and res["3.2"].direction == "increase"
    assert res["1.5"].relative and res["1.5"].direction == "increase"


def test_the_change_itself_is_no_metric():
    res = _results("We propose KiteTagger. KiteTagger gains a notable improvement of 2.4% over RopeTagger on the Lantern corpus.")
    assert "improvement" not in res["2.4%"].metric
    res = _results("We propose KitePrune. KitePrune achieves a 75% reduction in the number of parameters on the Lantern benchmark.")
    assert res["75%"].metric == "number of parameters" and res["75%"].direction == "decrease"


def test_both_ends_of_a_range_share_the_change_cue_before_it():
    res = _results("We propose KiteRank. KiteRank improves over earlier rankers by an absolute 2-4% on the Lantern benchmark.")
    for end in ("2", "4%"):
        assert res[end].relative and res[end].direction == "increase"
    res = _results("We propose KiteSeg. KiteSeg improves the boundary accuracy of RopeSeg by 1.5-3.5% on Harbor-2.")
    assert res["1.5"].relative and res["3.5%"].relative
    assert res["1.5"].direction == res["3.5%"].direction == "increase"


def test_an_enhancement_of_is_a_change():
    res = _results("We propose KiteNet. Patched models show a relative enhancement of 15% in accuracy on the Lantern benchmark.")
    assert res["15%"].relative and res["15%"].direction == "increase"


def test_a_count_after_against_is_no_compared_value():
    res = _results("We propose KiteGuard. Patched models reach 71.5% accuracy against 14 different attacks on the Lantern benchmark.")
    assert "14" not in res and res["71.5%"].metric == "accuracy"
    res = _results("We propose KiteMT. KiteMT reaches 31.2 BLEU compared with 29.8 BLEU for RopeMT.")
    assert res["29.8"].method == "RopeMT"  # a value after the comparison is still the other system's


def test_a_second_value_after_its_own_place_shares_the_first_change():
    res = _results("We propose KiteTrack. Fine-tuned trackers improve their accuracy by up to 1.6% on the Harbor set "
                   "and up to 1.7% on the Lantern set.")
    assert res["1.7%"].relative and res["1.7%"].direction == "increase"
    res = _results("We propose KiteTrack. KiteTrack improves accuracy by 2.1% on the Harbor set and reaches 81.2% on the Lantern set.")
    assert not res["81.2%"].relative  # a new verb: a level of its own


def test_a_margin_of_is_a_change():
    res = _results("We propose KiteSeg. KiteSeg outperforms RopeSeg on kite parsing by margins of 4.8% mAP and 5.4% AP50.")
    assert res["4.8%"].relative and res["5.4%"].relative
    assert res["4.8%"].direction == res["5.4%"].direction == "increase"


def test_a_baseline_is_never_a_bare_modifier():
    res = _results("We propose KiteRank. KiteRank outperforms the winning method of the Lantern challenge by 4.7% on the test set.")
    assert res["4.7%"].baseline == "winning method"
    res = _results("We propose KiteRank. KiteRank outperforms the best by 3.1% in accuracy on the Harbor set.")
    assert res["3.1%"].baseline == ""  # unknown, not guessed


def test_a_change_word_after_a_list_of_values_is_every_value_s():
    res = _results("We propose KiteNet. KiteNet brings 4.1%, 5.4%, and 4.0% absolute improvement in accuracy on Harbor-2, "
                   "Lantern and RopeSet.")
    for v in ("4.1%", "5.4%", "4.0%"):
        assert res[v].relative and res[v].direction == "increase" and res[v].metric == "accuracy"


def test_measures_listed_in_terms_of_are_taken_in_order():
    res = _results("We propose KiteAuction. KiteAuction outperforms RopeAuction by 12.2%, 1.9% and 3.4% in terms of "
                   "seller welfare, revenue and kite accuracy, respectively.")
    assert [res[v].metric for v in ("12.2%", "1.9%", "3.4%")] == ["seller welfare", "revenue", "kite accuracy"]



def test_an_elided_clause_after_outperforms_names_its_own_baseline():
    res = _results("We propose KiteTree. KiteTree outperforms RopeBoost by 10.2%, and Lantern Forests by 3%.")
    assert res["10.2%"].baseline == "RopeBoost" and res["3%"].baseline == "Lantern Forests"
    res = _results("We find that KitePlan outperforms prior planners that integrate imitation, rope search, and planning by 35% in task success.")
    assert res["35%"].baseline != "planning"  # a list inside the object is no elided clause


def test_a_baseline_after_an_adverb_and_participle_is_read_whole():
    # a head no entity rule takes ('detector' would make the model's unsure span a Method entity, which the
    # baseline then is, as for any entity)
    res = _results("We propose KiteSeg. KiteSeg detects 25% more kites than the commonly exploited lantern scheme.")
    assert res["25%"].baseline == "commonly exploited lantern scheme"


def test_percent_points_tilde_ranges_and_at_least():
    res = _results("We propose KiteLaw. KiteLaw surpasses RopeLaw by 12.5% points on the Harbor set.")
    assert res["12.5% points"].unit == "points" and res["12.5% points"].metric == ""
    res = _results("We propose KiteOOD. KiteOOD outperforms RopeOOD by 2%~3% AUROC on the Harbor set.")
    assert {"2%", "3% AUROC"} <= set(res) or {"2%", "3%"} <= set(res)
    assert all(r.relative and r.direction == "increase" for r in res.values())
    res = _results("We propose KiteGuard. KiteGuard outperforms RopeGuard by at least 14% on the Lantern benchmark.")
    assert res["14%"].relative and res["14%"].direction == "increase"


def test_a_spread_from_a_to_b_is_no_change_and_a_reached_score_in_points_is_a_level():
    res = _results("We propose KiteAudit. Our audit finds an overlap between the splits ranging from 26% to 86% on the Lantern benchmark.")
    assert res["26%"].direction == "level" and res["86%"].direction == "level"
    res = _results("We propose KiteMT. KiteMT achieves 33.9 BLEU points on the Harbor set.")
    assert not res["33.9 BLEU points"].relative



def test_points_after_a_change_noun_stay_a_change():
    res = _results("We propose KiteJudge. KiteJudge achieves improvements of average 2.2 points precision on the Harbor set.")
    assert res["2.2 points"].relative and res["2.2 points"].direction == "increase"
    res = _results("We propose KiteParse. We obtained a remarkable gain in the rope score, 3.0 points, against RopeParse.")
    assert res["3.0 points"].relative


def test_a_known_measure_after_in_is_the_metric_and_a_named_second_value_shares_the_change():
    res = _results("We propose KiteQA. Our method outperforms the best existing reader by 10% in F1 on the Harbor set.")
    assert res["10%"].metric == "F1"
    res = _results("We propose KiteTraj. KiteTraj outperforms RopeTraj by 13.8% in average rope error (ARE) "
                   "and 10.4% in final rope error (FRE).")
    assert res["10.4%"].relative and res["10.4%"].direction == "increase"


def test_names_after_a_measure_and_on_are_data_not_measures():
    res = _results("We propose KiteReID. KiteReID outperforms RopeReID by 6.9%, 4.4% and 15.3% in terms of Hits@1 "
                   "on CUHK-KITE, ICFG-KITE and RSTPKite datasets, respectively.")
    assert "KITE" not in res["4.4%"].metric and "RSTPKite" not in res["15.3%"].metric


def test_both_ends_of_a_range_written_with_to_measure_the_same():
    res = _results("We propose KiteRoute. KiteRoute reduces the training time per epoch by 12.68% to 22.24% compared to "
                   "classical routers, without hurting the model accuracy.")
    assert res["12.68%"].metric == res["22.24%"].metric == "training time"


def test_a_spread_measures_the_noun_it_hangs_on_not_the_next_measure():
    res = _results("We propose KiteTrack. KiteTrack reaches median tracking accuracies ranging from 81.3% to 84.3% "
                   "and an average processing time of about 40 ms.")
    assert res["81.3%"].metric == res["84.3%"].metric == "median tracking accuracies"


def test_each_value_of_a_run_with_its_own_place_keeps_the_change_and_only_its_own_data():
    res = _results("We propose KitePool. KitePool improved overall accuracy by up to 2.1% on KiteSet, 3.9% on LampBench, "
                   "and 1.4% on the windy split.")
    assert [res[v].direction for v in ("2.1%", "3.9%", "1.4%")] == ["increase"] * 3
    assert res["3.9%"].dataset == "LampBench" and res["1.4%"].dataset == ""  # unknown stays empty


@pytest.mark.parametrize("text, value, direction", [
    ("We propose KiteGlide. KiteGlide achieves 34.3% and 17.8% accuracy enhancements on the two tests.", "17.8%", "increase"),
    ("We propose KiteSearch. KiteSearch is 3x faster than RopeSearch with less than 1% accuracy degradation.", "1%", "decrease"),
    ("We propose KiteMem. KiteMem shows a 4% decline of forgetting compared with RopeMem.", "4%", "decrease"),
    # round 18: 'up to' after a change verb or noun, without 'by'
    ("We propose KiteZip. KiteZip reduces the overall kite cost up to 61.5% without hurting accuracy.", "61.5%", "decrease"),
    ("We propose KiteRank. KiteRank leads to improvements up to 27.3% for different rope models.", "27.3%", "increase"),
    ("We propose KiteLM. Results show an improvement in rope modeling of up to 44% in MRR over RopeGram.", "44%", "increase"),
    ("We propose KiteNav. KiteNav outperforms existing planners in accuracy up to 2.4% under similar budgets.", "2.4%", "increase"),
])
def test_a_change_word_before_or_after_the_figure_makes_a_change(text, value, direction):
    """A change noun after the measure ('34% accuracy enhancements'), or a change word before a bounded figure."""
    res = _results(text)
    assert res[value].relative and res[value].direction == direction


def test_than_that_of_names_the_compared_system():
    res = _results("We propose KiteNet. Experiments show that KiteNet has 53.3% lower tracking error than that of KitePID.")
    assert res["53.3%"].baseline == "KitePID"


def test_a_grade_written_with_hyphens_is_no_part_of_the_metric():
    res = _results("We propose KiteAug. KiteAug achieved a new state-of-the-art rope error of 2.23% on the Harbor set.")
    assert res["2.23%"].metric == "rope error"
    res = _results("We propose KiteSeg. KiteSeg achieves state-of-the-art mIoUs of 83.5% on RopeCity and 82.9% on KiteVid.")
    assert res["83.5%"].metric == "mIoUs"


def test_a_relative_change_noun_a_margin_in_brackets_and_a_spread_of_changes_are_changes():
    """Session of 2026-12-05 (ICCV 2019 reading)."""
    r = _results("KiteNet brings a 20.2% relative improvement on the LampSet, 20.9% on the RopeSet and 22.5% on the KiteBench.")
    assert [(r[v].direction, r[v].relative, r[v].dataset) for v in ("20.2%", "20.9%", "22.5%")] == [
        ("increase", True, "LampSet"), ("increase", True, "RopeSet"), ("increase", True, "KiteBench")]
    r = _results("KiteNet reaches 76.4% accuracy on the LampSet, outperforming RopeNet by a large margin (more than 6%).")
    assert (r["6%"].direction, r["6%"].relative) == ("increase", True) and not r["76.4%"].relative
    r = _results("Our sampler cuts the cost, with reductions varying from 10% to 30% over RopeSampler.")
    assert [(r[v].direction, r[v].relative, r[v].baseline) for v in ("10%", "30%")] == [
        ("decrease", True, "RopeSampler"), ("decrease", True, "RopeSampler")]


def test_a_bound_without_a_change_word_and_a_target_after_to_stay_levels():
    res = _results("We propose KiteNet. KiteNet achieves up to 91.5% accuracy on the LampSet.")
    assert not res["91.5%"].relative and res["91.5%"].direction == "level"
    res = _results("We propose KiteNet. KiteNet improves the accuracy on the LampSet from 80.1% to 90.2%.")
    assert not res["90.2%"].relative


def test_a_change_noun_as_subject_of_be_makes_a_change():
    res = _results("We propose KiteArm. In our tests, the average improvement of KiteArm is 9.5% on the LampSet.")
    assert res["9.5%"].relative and res["9.5%"].direction == "increase"
    res = _results("We propose KiteArm. The improvements for the two rope joints were 31.2% and 52.6%, respectively.")
    assert all(res[v].relative and res[v].direction == "increase" for v in ("31.2%", "52.6%"))


def test_by_relatively_is_a_change():
    res = _results("We propose KiteNet. KiteNet can improve the domain and intent classification by relatively 19% and 37%.")
    assert res["19%"].relative and res["37%"].relative


def test_an_elided_second_object_is_the_second_value_s_metric_not_a_baseline():
    res = _results("We propose KiteCam. Using depth reduces the layout error by 6% and the clutter estimation by 13%.")
    assert (res["6%"].metric, res["13%"].metric) == ("layout error", "clutter estimation")
    res = _results("We propose KiteCam. In simulation we outperform the baseline, reducing the mean shape error by 71% and "
                   "the mean pose error by 64% in a moving sequence.")
    assert res["64%"].metric == "mean pose error" and res["71%"].baseline != "shape error"


def test_respectively_gives_each_value_its_own_outperformed_system():
    res = _results("We propose KiteNet. KiteNet outperforms RopeNet and LampNet by 12.5% and 8.1%, respectively.")
    assert (res["12.5%"].baseline, res["8.1%"].baseline) == ("RopeNet", "LampNet")


def test_measures_listed_before_by_take_the_changes_in_turn():
    cases = [  # the list read back in full: a shared (plural) head noun, the head before the list's 'of'
        ("KiteNet reduces the MAE and RMSE by 9% and 11.2%.", ("9%", "11.2%"), ("MAE", "RMSE")),
        ("KiteNet improves the AP and AP90 by 1.8% and 6.2% respectively.", ("1.8%", "6.2%"), ("AP", "AP90")),
        ("We improve memory and latency over the previous best by 2.3x and 1.14x.", ("2.3x", "1.14x"), ("memory", "latency")),
        ("KiteNet improves the Harbor and Quarry accuracy by 2.1% and 12.9%.", ("2.1%", "12.9%"),
         ("Harbor accuracy", "Quarry accuracy")),
        ("KiteNet reduces the rope and kite errors by 30% and 20%.", ("30%", "20%"), ("rope errors", "kite errors")),
        ("KiteNet reduces the total number of parameters and FLOPs by 78% and 32% respectively.", ("78%", "32%"),
         ("number of parameters", "FLOPs")),
        # systems before 'by' are baselines, no measures
        ("KiteNet outperforms RopeNet and LampNet by 12.5% and 8.1%, respectively.", ("12.5%", "8.1%"), ("", "")),
    ]
    for text, values, metrics in cases:
        res = _results("We propose KiteNet. " + text)
        assert tuple(res[v].metric for v in values) == metrics, text


def test_a_run_after_a_change_over_a_system_keeps_the_change_and_each_value_its_own_system():
    res = _results("We propose KiteNet. Our models achieve 2.6% absolute improvement over the previous best in Kite English, "
                   "2.8% in Rope, 1.6% in Lamp, and 8.3% in Harbor.")
    assert all(res[v].relative and res[v].direction == "increase" for v in ("2.8%", "1.6%", "8.3%"))
    res = _results("We propose KiteNet. KiteNet improves accuracy by 2% over RopeNet, 3% over LampNet.")
    assert (res["3%"].relative, res["3%"].baseline) == (True, "LampNet")


def test_a_measure_named_after_faster_is_not_doubled():
    """Round 19 (venue readings): '8x faster kite throughput' measures kite throughput, not '... throughput speed';
    '3x faster rope sampling' is still the speed of rope sampling."""
    r = _results("We propose KiteDec for rope parsing. KiteDec achieves 8x faster kite throughput than RopeDec. "
                 "KiteDec also gives 3x faster rope sampling than RopeDec.")
    assert r["8x"].metric == "kite throughput" and r["3x"].metric.endswith("sampling speed")


def test_a_share_of_the_data_measures_nothing():
    """Round 19 (venue reading): '1.7% of the training data' says how much data was used; the data is no metric.
    A share of a measure ('96.1% of the accuracy') still names it. Round 42: the bracketed share of the data is a
    setting, no row at all."""
    r = _results("We propose KiteNet. KiteNet trains on real kite data only (1.7% of the training data) and keeps "
                 "96.1% of the accuracy of RopeNet.")
    assert "1.7%" not in r and r["96.1%"].metric == "accuracy"


def test_a_range_keeps_its_own_measure_when_another_clause_names_one_after_it():
    """Round 19 (venue reading): in 'reduce X by 20%-74% with comparable accuracy' the range measures X; the
    measure after 'with' is another claim's. Right after the range ('71.2-74.5% accuracy') it measures both ends."""
    r = _results("We propose KiteNet. KiteNet can reduce kite latency by 20%-74% with comparable accuracy. "
                 "RopeNet gets 71.2-74.5% accuracy on KiteBench.")
    assert r["20%"].metric == r["74%"].metric == "kite latency"
    assert r["74.5%"].metric == "accuracy"


def test_the_measure_of_a_system_is_no_baseline():
    """Round 19 (venue reading): in 'outperforms the accuracy of X' the compared system is X; the accuracy is the measure."""
    r = _results("We propose KiteNet. KiteNet outperforms the accuracy of RopeNet by 9%.")
    assert (r["9%"].baseline, r["9%"].metric) == ("RopeNet", "accuracy")


def test_a_measure_after_on_is_what_the_figure_measured():
    r = _results(
        "We present KiteNet, a parser. KiteNet beats the baselines by 4.21% on F1-score and 12.53% on MAE, "
        "and by 2.8% on average on the Meadow dataset.")
    assert r["4.21%"].metric == "F1-score"
    assert r["12.53%"].metric == "MAE"  # the measure after its own figure, not the one of the figure before
    assert r["2.8%"].metric != "average"  # 'on average' names no measure


def test_relative_or_absolute_after_a_figure_is_no_measure():
    """'by 4% absolute and 9% relative': the words say how the change is counted; the measure is the one written."""
    r = _results("We propose KiteNet. Tests show a clear gain (4%-8% absolute and 2-3x relative) in kite reach over RopeNet.")
    assert r["3x"].metric != "relative" and r["8%"].metric != "absolute"
    r = _results("We propose KiteNet. KiteNet gains more than 3% kite score absolute over RopeNet.")
    assert r["3%"].metric == "kite score"


def test_figures_in_brackets_after_a_measure_are_its_values():
    """'gains in PSNR (1.2 dB ~ 3.4 dB)': the bracket gives the values of the measure it follows."""
    r = _results("We propose KiteNet. Experiments demonstrate the superiority of KiteNet over 8 competing methods, "
                 "as evidenced by improvements in PSNR (1.2 dB ~ 3.4 dB) and KQE (0.4 ~ 2.2).")
    assert r["1.2 dB"].metric == "PSNR" and r["3.4 dB"].metric == "PSNR"


def test_a_bound_after_an_outperform_verb_or_a_bracket_is_a_change():
    """Round 20 (venue readings): 'outperforms X over 60%', 'exceeding X up to 8%' and 'improvements (up to 11%)'
    state a margin, not a level; 'state-of-the-art' before the bound is one word, no break. A bound after a level verb
    stays a level."""
    r = _results("We propose KiteNet. KiteNet outperforms the state-of-the-art RopeNet over 60%. "
                 "KiteNet shows clear improvements (up to 11.5%) in kite recall. KiteNet achieves up to 95% accuracy.")
    assert (r["60%"].relative, r["60%"].direction) == (True, "increase")
    assert (r["11.5%"].relative, r["11.5%"].direction) == (True, "increase")
    assert (r["95%"].relative, r["95%"].direction) == (False, "level")


def test_the_level_a_change_verb_ends_at_keeps_its_direction():
    """Round 20 (venue readings): 'reduces X to 0%' and 'improves X to 43.7 AP' give the end level (not a change) with
    the verb's direction, as the B of 'from A to B' does; 'limits X to 5 ms' stays a level."""
    r = _results("We propose KiteNet. KiteNet reduces the kite error rate to 2%. "
                 "KiteNet improves RopeNet to 43.7 AP on KiteBench. KiteNet limits the kite training time to 5 ms.")
    assert (r["2%"].relative, r["2%"].direction) == (False, "decrease")
    assert (r["43.7"].relative, r["43.7"].direction) == (False, "increase")
    assert r["5 ms"].direction == "level"


def test_an_elided_outperformed_system_before_a_bound_is_the_baseline():
    """Round 20 (venue readings): in 'outperforms A by over 4% ... and B by up to 2%' the second value's system is B,
    also when a bound stands between 'by' and the figure; 'in terms of X by up to 4.9 times' names no system."""
    r = _results("We propose KiteNet. KiteNet outperforms RopeNet by over 4% in F1 and KiteBERT by up to 2% in F1. "
                 "KiteNet outperforms RopeNet in terms of kite fairness by up to 4.9 times.")
    assert (r["4%"].baseline, r["2%"].baseline) == ("RopeNet", "KiteBERT")
    assert r["4.9 times"].baseline == "RopeNet"


def test_a_contrast_clause_with_a_change_verb_states_its_own_change():
    """Round 20 (venue reading): in 'X is 14% higher than Y, while X saves 90% of the cost' the second figure is a
    saving of the cost, not the first measure's value for another system ('whereas Y reaches B' still is)."""
    r = _results("We propose KiteNet. Results show that the kite accuracy of KiteNet is 14.1% higher than RopeNet, "
                 "while KiteNet saves 90% of the kite communication cost.")
    assert (r["90%"].metric, r["90%"].direction) == ("kite communication cost", "decrease")


def test_a_figure_in_brackets_after_a_change_noun_is_a_change():
    """Round 20 (venue readings): 'a clear reduction (77.3%) in kite error' and 'improvements on a CPU (16.8%)' bracket
    the size of the change; a bracketed figure after a verb alone stays as it was ('improves X (85.3%)')."""
    r = _results("We propose KiteNet. KiteNet gives a clear reduction (77.3%) in the kite error. "
                 "KiteNet also brings clear kite speed improvements on a CPU (16.8%).")
    assert (r["77.3%"].relative, r["77.3%"].direction) == (True, "decrease")
    assert (r["16.8%"].relative, r["16.8%"].direction) == (True, "increase")


def test_slash_listed_figures_leave_no_percent_sign_in_the_measure():
    """Round 21 venue reading (WACV 2024): '15%/12% rope cost' is one token up to the last figure, its '%' left over."""
    r = _results("We present KiteNet. KiteNet and RopeNet save up to 15%/12% rope cost on the Meadow dataset without loss.")
    row = next(v for k, v in r.items() if k.startswith("15"))
    assert row.metric == "rope cost"


def test_factors_in_words_after_a_factor_of_and_at_the_first_end_of_a_range_are_values():
    """Round 21: figures that produced no Result before (numbers recall)."""
    r = _results("We propose KiteNet. Experiments show that KiteNet is up to three times faster than RopeNet "
                 "and cuts memory by a factor of 4.")
    assert (r["three times"].value, r["three times"].unit, r["three times"].direction) == (3.0, "x", "increase")
    assert (r["4"].unit, r["4"].direction, r["4"].metric) == ("x", "decrease", "memory")
    r = _results("We propose KiteNet. Experiments show that KiteNet runs twice as fast as RopeNet.")
    assert r["twice"].value == 2.0 and r["twice"].relative
    r = _results("We propose KiteNet. Experiments show that KiteNet is 2 to 4 times faster than RopeNet.")
    assert [(r[v].value, r[v].metric, r[v].baseline) for v in ("2", "4 times")] == [
        (2.0, "speed", "RopeNet"), (4.0, "speed", "RopeNet")]
    r = _results("We propose KiteNet. Experiments show that KiteNet reduces the kite error by 2 to 3%.")
    assert (r["2"].unit, r["2"].direction, r["2"].metric) == ("%", "decrease", "kite error")
    r = _results("We propose KiteNet. KiteNet reaches kite errors of only 7.84%/6.38% on the LampSet, "
                 "a 4.5-point gain over RopeNet, and a 5 times improvement in rope speed.")
    assert r["6.38%"].value == 6.38 and r["4.5-point"].relative and r["5 times"].unit == "x"
    # a rating scale is a setting, not a change
    assert "5-point" not in _results("We propose KiteNet. Experiments show a 5-point rating scale score of 4.2 for KiteNet.")


def test_a_figure_achieved_by_another_system_is_its_level_and_a_bare_pair_compared_is_kept():
    r = _results("We propose KiteNet. KiteNet reaches a success rate of 73.2%, outperforming the 51.5% achieved by RopeNet.")
    assert (r["51.5%"].relative, r["51.5%"].direction, r["51.5%"].method) == (False, "level", "RopeNet")
    r = _results("We propose KiteNet. Experiments show that KiteNet doubles the kite recall of RopeNet (0.570 vs. 0.268).")
    assert {"0.570", "0.268"} <= set(r)
    r = _results("We propose KiteNet. Experiments show that KiteNet gives 20-200x speed-ups over RopeNet.")
    assert r["200x"].direction == "increase" and r["20"].direction == "increase"
    r = _results("We propose KiteNet. Experiments show that KiteNet paths are 70% to 90% longer than RopeNet paths.")
    assert (r["90%"].relative, r["90%"].direction) == (True, "increase")
    assert _claim_sentences("We propose KiteNet. Our KiteNet is 5 times faster than RopeNet.") == {1}


def test_a_dataset_size_an_exponent_and_a_from_pair_after_nearly_are_no_changes():
    assert "10 times" not in _results("To facilitate research, we introduce the KiteFace dataset, "
                                      "which is 10 times larger than existing datasets.")
    r = _results("We propose KiteNet. Experiments show KiteNet is 10^2 to 10^5 times faster than RopeNet.")
    assert not any(v.value == 5.0 for v in r.values())
    r = _results("We propose KiteNet. Experiments show that KiteNet improves the kite F1 from nearly 0 to 20.9%.")
    assert not r["0"].relative and not r["20.9%"].relative
    r = _results("We propose KiteNet. Experiments show that KiteNet converges twice as fast as RopeNet.")
    assert r["twice"].direction == "increase"


def test_the_size_of_a_thing_written_before_its_noun_is_no_result():
    r = _results("The paper reports experiments with a four-wheeled, 50 kg kite rover travelling over steep hills, "
                 "which reduces the tracking error to 3 cm.")
    assert "50 kg" not in r and r["3 cm"].metric == "tracking error"
    assert "3.5 cm" not in _results("We propose KiteCrawl. Experiments on a 3.5 cm rope crawler show that it reaches "
                                    "a speed of 6 cm/s.")
    r = _results("We propose KiteGrip. Experiments show that KiteGrip achieves a 3 dB gain and a 14 ms update time.")
    assert {"3 dB", "14 ms"} <= r.keys()  # a change and a measure after the value


def test_a_change_by_a_fraction_in_words_is_a_value():
    r = _results("We propose KiteNet. Experiments show that KiteNet reduces the rope variance by about one-fifth.")
    assert (r["one-fifth"].value, r["one-fifth"].direction, r["one-fifth"].relative) == (0.2, "decrease", True)
    assert not _results("We propose KiteNet. Experiments show that KiteNet, judged by a third annotator, "
                        "reduces the rope error by 12%.").keys() - {"12%"}


def test_a_value_with_its_own_generic_comparison_takes_no_later_system():
    r = _results("We propose KiteNet. Experiments show that KiteNet is up to four times faster than the prior method "
                 "and 68 times faster than the original RopeNet.")
    assert r["four times"].baseline == "" and r["68 times"].baseline.endswith("RopeNet")


def test_a_bracketed_pair_of_levels_after_a_change_noun_is_a_from_to_pair():
    r = _results("We propose KiteNet. KiteNet shows clear improvements over strong rope baselines (61.2% to 68.4%).")
    assert (r["61.2%"].relative, r["61.2%"].direction) == (False, "level")
    assert (r["68.4%"].relative, r["68.4%"].direction) == (False, "increase")
    r = _results("We propose KiteNet. We observe large gains over the plain RopeNet (71.5% up from 52.3%).")
    assert (r["71.5%"].relative, r["71.5%"].direction) == (False, "increase")
    assert not r["52.3%"].relative
    # a bracketed figure alone after a change noun is still the size of the change
    assert _results("We propose KiteNet. KiteNet gives a clear reduction (12%) in rope error.")["12%"].relative


def test_a_bare_decimal_listed_before_points_has_the_points_and_a_near_change_noun_says_the_direction():
    r = _results("We propose KiteNet. KiteNet achieves 41.7 and 37.2 KQ points on the Harbor and Quarry sets, respectively.")
    assert (r["41.7"].unit, r["41.7"].relative, r["37.2 KQ points"].relative) == ("points", False, False)
    r = _results("We propose KiteNet. KiteNet gains 1.7, 2.5 and 3.2 points over RopeNet.")
    assert all(r[k].unit == "points" and r[k].direction == "increase" for k in ("1.7", "2.5", "3.2 points"))
    r = _results("We propose KiteNet. KiteNet outperforms prior rankers, giving a reduction of up to 41% in the clicks needed.")
    assert r["41%"].direction == "decrease"


def test_a_change_by_a_range_of_bare_times_is_a_factor_and_a_claim():
    r = _results("We propose KiteRig. The rig fits any frame and cuts rope wear by 3 to 5 times.")
    assert (r["3"].unit, r["3"].direction, r["5 times"].unit) == ("x", "decrease", "x")
    assert "2" not in _results("We propose KiteNet. KiteNet trees are grown 2 to 3 times per epoch.")


def test_values_before_a_respectively_data_list_take_its_names_in_turn():
    r = _results("We propose KiteNet. KiteNet obtains an accuracy of 81.5% and an error rate of 3.2% "
                 "on the Brindle and Quarry datasets, respectively.")
    assert (r["81.5%"].dataset, r["3.2%"].dataset) == ("Brindle", "Quarry")
    r = _results("We propose KiteNet. KiteNet obtains 90.2% / 88.1% tagging accuracy and 65.5% / 63.8% recall "
                 "on the Brindle and Quarry datasets, respectively.")
    assert [(r[k].metric, r[k].dataset) for k in ("90.2%", "88.1%", "65.5%", "63.8%")] == [
        ("tagging accuracy", "Brindle"), ("tagging accuracy", "Quarry"), ("recall", "Brindle"), ("recall", "Quarry")]


def test_values_after_a_data_list_with_respectively_take_its_names_in_turn():
    """'on A and B, ... by X and Y, respectively': the data list before the values pairs with them in order; a nearer
    pair between the names and the values ('under low (0.3) and high (0.6) noise') is what 'respectively' pairs."""
    r = _results("We propose KiteNet. On the Brindle and Quarry datasets, KiteNet improves the accuracy of the "
                 "baseline by 4.2% and 6.8%, respectively.")
    assert (r["4.2%"].dataset, r["6.8%"].dataset) == ("Brindle", "Quarry")
    r = _results("We propose KiteNet. On the Brindle and Quarry datasets, KiteNet under low (0.3) and high (0.6) "
                 "rope noise improves the accuracy of the baseline by 4.2% and 6.8%, respectively.")
    assert r["4.2%"].dataset == r["6.8%"].dataset


def test_a_digit_inside_a_measure_name_between_the_data_list_and_the_values_is_no_figure():
    """'on A, B and C, achieving Recall@1 scores of x, y and z, respectively': the '1' of the measure's name is no
    figure of a nearer pair, so the data list before the values still pairs with them in order."""
    r = _results("We propose KiteNet. KiteNet sets a new state of the art on the Brindle, Quarry and Pebble datasets, "
                 "achieving Recall@1 scores of 72.5, 80.1 and 64.3, respectively.")
    assert (r["72.5"].dataset, r["80.1"].dataset, r["64.3"].dataset) == ("Brindle", "Quarry", "Pebble")


def test_the_cut_off_of_a_measure_name_is_no_value_and_the_name_measures_the_value():
    """'29.9 nDCG@10', 'by 6.9% in terms of Rank@1': the figure after '@' belongs to the measure's name."""
    r = _results("We propose KiteNet. KiteNet achieves 29.9 nDCG@10 on the Brindle benchmark.")
    assert set(r) == {"29.9"} and r["29.9"].metric == "nDCG@10"
    r = _results("We propose KiteNet. KiteNet outperforms RopeNet by 6.9% in terms of Rank@1 on the Brindle dataset.")
    assert r["6.9%"].metric == "Rank@1"


def test_a_theory_object_the_tagger_reads_as_a_verb_still_makes_a_finding():
    assert _claim_sentences("Kite graphs are common. We derive a sharp upper bound on the kite error.") == {1}


def test_a_fronted_phrase_the_parser_makes_a_second_subject_does_not_hide_the_finding_subject():
    assert _claim_sentences("Kite flying is an old sport. Mutatis mutandis, our results imply that it is computationally "
                            "hard to plan rope paths in gusty fields.") == {1}


def test_both_ends_of_a_factor_range_are_values():
    r = _results("We propose KiteNet. Experiments show that KiteNet speeds up rope labelling by a factor of 3-20 "
                 "compared to manual labelling.")
    assert (r["3"].unit, r["20"].unit, r["20"].direction) == ("x", "x", "increase")
    r = _results("We propose KiteNet. Experiments show that KiteNet cuts the rope cost by a factor of 2 to 10.")
    assert (r["10"].value, r["10"].direction) == (10.0, "decrease")


def test_bare_values_listed_after_a_kept_one_are_values_too():
    r = _results("We propose KiteNet. KiteNet obtains F1 scores of 81.5, 78.2 and 90.3 on the Brindle, Quarry and "
                 "Pebble datasets, respectively.")
    assert [(r[k].metric, r[k].dataset) for k in ("81.5", "78.2", "90.3")] == [
        ("F1 scores", "Brindle"), ("F1 scores", "Quarry"), ("F1 scores", "Pebble")]
    r = _results("We propose KiteNet. KiteNet reaches 41.7, 37.2 and 30.1 BLEU on the Brindle benchmark.")
    assert all(r[k].metric == "BLEU" for k in ("41.7", "37.2", "30.1"))


def test_a_data_list_right_after_listed_values_takes_them_in_turn():
    r = _results("We propose KiteNet. KiteNet improves accuracy by 3.1% and 2.4% on the Brindle and Quarry datasets.")
    assert (r["3.1%"].dataset, r["2.4%"].dataset) == ("Brindle", "Quarry")


def test_a_range_in_number_words_gives_both_ends_and_makes_a_claim():
    ex = _one("We propose KiteNet. KiteNet is two to three orders of magnitude faster than exact rope solvers.")
    (claim,) = ex.claims
    assert [(r.value, r.unit) for r in claim.results] == [(2.0, "orders of magnitude"), (3.0, "orders of magnitude")]
    r = _results("We propose KiteNet. KiteNet runs four to five times faster than the rope planner.")
    assert (r["four"].value, r["four"].unit, r["four"].direction) == (4.0, "x", "increase")
    r = _results("We propose KiteNet. KiteNet cuts the rope cost by a factor of two to three.")
    assert (r["three"].value, r["three"].direction) == (3.0, "decrease")


def test_a_count_of_wins_out_of_a_total_is_a_value():
    r = _results("We propose KiteNet. KiteNet outperforms the rope baselines on 7 out of 9 kite datasets.")
    assert (r["7"].value, r["7"].qualifier, r["7"].relative) == (7.0, "out of 9", False)
    assert "9" not in r
    r = _results("We propose KiteNet. KiteNet sets a new state of the art on three of the four kite benchmarks.")
    assert r["three"].value == 3.0
    assert _claim_sentences("We propose KiteNet. KiteNet correctly finds 9 out of 10 rope faults in the field trials.") == {1}


def test_a_count_that_fronts_its_clause_before_the_win_word_is_a_value():
    r = _results("We propose KiteNet. On 7 out of 8 kite datasets, KiteNet performs best.")
    assert (r["7"].value, r["7"].qualifier) == (7.0, "out of 8")
    r = _results("We propose KiteNet. Trials show that in 5 of the 6 wind settings KiteNet is better than RopeNet.")
    assert r["5"].value == 5.0
    assert _claim_sentences("We propose KiteNet. In 4 out of 5 wind settings, KiteNet outperforms RopeNet.") == {1}


def test_this_paper_said_to_give_the_first_of_its_kind_is_a_claim():
    assert _claim_sentences("Rope tying is hard. This paper develops the first framework for tying ropes at sea.") == {1}
    assert _claim_sentences("Rope tying is hard. This survey provides the first systematic analysis of knots.") == {1}
    assert _claim_sentences("Rope tying is hard. This paper studies the first stage of tying.") == set()


def test_own_work_said_to_be_the_first_of_its_kind_is_a_claim():
    assert _claim_sentences("Rope tying is hard. We develop the first provably efficient algorithm for tying ropes.") == {1}
    assert _claim_sentences("Rope tying is hard. In this paper we present KnotNet, the first suite of planners for "
                            "tying ropes with guarantees.") == {1}
    assert _claim_sentences("Rope tying is hard. We present the first step of a larger kite project.") == set()


def test_a_finding_known_before_the_paper_is_no_claim():
    assert _claim_sentences("Rope tying is hard. Rope units have been shown to be an effective cue for knot "
                            "recognition. We propose KnotNet.") == set()



def test_evidence_or_an_explanation_the_paper_puts_forward_is_a_claim():
    assert _claim_sentences("Kite flight is unstable. We use a simple energy model to explain that tail length and "
                            "gust period are two views of the same drag.") == {1}
    assert _claim_sentences("Kite flight is unstable. Here we present strong empirical evidence that line tension and "
                            "kite area are tightly linked.") == {1}
    assert _claim_sentences("Kite flight is unstable. As background, we review evidence that line tension matters. "
                            "We propose KiteNet.") == set()


def test_a_concession_parsed_as_the_root_is_no_prior_work_sentence():
    assert _claim_sentences("Kite flight is unstable. Whereas existing planners store every gust we show that KiteNet "
                            "needs far less memory.") == {1}


def test_data_available_inside_a_condition_is_no_release_note():
    assert 1 in _claim_sentences("Kite flight is unstable. We also show that our proposed drag estimator can benefit "
                                 "from extra unlabeled flights which helps when only little labeled data is available.")
    assert _claim_sentences("We propose KiteNet. Our code and data are publicly available.") == set()


def _rule_kinds(text: str) -> list:
    return [rule_kind(s) for s in shared_nlp()(text).sents]


def test_own_work_compared_with_a_copula_is_a_claim():
    assert _rule_kinds("We propose KiteNet. The proposed planner is more robust to gusts than rope planners.") \
        == [None, ("finding", 0.7)]
    assert _rule_kinds("Kite tails are studied. We propose KiteNet. Our bounds are tighter than those of prior kite "
                       "planners.")[2] == ("finding", 0.7)
    assert _rule_kinds("Rope planners are faster than kite planners. We propose KiteNet.") == [None, None]


def test_this_suggests_that_is_a_finding():
    assert _rule_kinds("We fly KiteNet on windy beaches. Its tail length barely moves the drift. This indicates "
                       "that tail length is not the main cause of drift.")[2] == ("finding", 0.7)


def test_a_factor_written_with_a_capital_x_is_a_factor():
    r = _results("We propose KiteNet. KiteNet is 2.5X faster than RopeNet and needs 12X less memory.")
    assert (r["2.5X"].unit, r["2.5X"].direction, r["12X"].direction) == ("x", "increase", "decrease")
    assert _claim_sentences("We propose KiteNet. Our KiteNet trains 36X faster than the rope planner.") == {1}
    assert not _results("We propose KiteNet. KiteNet reads 1,200 X-ray images of kites.")


def test_a_value_in_brackets_right_after_a_dataset_name_is_that_datasets():
    r = _results("We propose KiteNet. KiteNet reaches the best accuracy on the Brindle dataset (81.2%), "
                 "the Quarry dataset (77.5%) and the Pebble dataset (90.1%).")
    assert [r[k].dataset for k in ("81.2%", "77.5%", "90.1%")] == ["Brindle", "Quarry", "Pebble"]


def test_a_value_after_on_a_dataset_by_is_that_datasets():
    """'on the A dataset by 1.3%, on the B dataset by 4.4%': the data named before 'by' is the value's own."""
    r = _results("We propose KiteNet. KiteNet outperforms RopeNet on the Brindle dataset by 1.3%, "
                 "on the Quarry dataset by 4.4% and on the Pebble dataset by 2.1%.")
    assert [r[k].dataset for k in ("1.3%", "4.4%", "2.1%")] == ["Brindle", "Quarry", "Pebble"]


def test_a_share_of_the_time_names_no_measure():
    r = _results("We propose KiteNet. A user study shows that KiteNet is preferred over RopeNet 68% of the time.")
    assert r["68%"].metric == ""
    r = _results("We propose KiteNet. KiteNet lowers the rope error, on the order of 15%.")
    assert r["15%"].metric != "order"


def test_the_change_word_after_a_list_of_values_says_their_direction():
    r = _results("We propose KiteNet. In particular, KiteNet achieves up to 5.0x, 2.2x and 1.7x FLOPs reduction "
                 "on the Brindle dataset.")
    assert [r[k].direction for k in ("5.0x", "2.2x", "1.7x")] == ["decrease"] * 3


def test_a_unit_symbol_after_a_figure_is_no_metric():
    r = _results("We propose KiteWalk. KiteWalk reaches an average speed of 1.95 m/s and a peak speed of 3.06 m/s "
                 "on the rig.")
    assert [r[k].metric for k in ("1.95", "3.06")] == ["average speed", "peak speed"]
    r = _results("We propose KiteLoc. Our results show that KiteLoc reduces the localization error to 0.8 m.")
    assert r["0.8"].metric == "localization error"


def test_a_decimal_without_its_leading_zero_is_a_value():
    r = _results("We propose KiteEdit. Our results show that KiteEdit predicts rope changes with an F1 score of .54, "
                 "as compared to .41 for RopeNet.")
    assert r[".54"].value == 0.54 and r[".54"].metric == "F1 score"
    assert r[".41"].value == 0.41


def test_slash_listed_figures_take_the_slash_listed_names_in_turn():
    """Round 36 (slash36): 'A/B/C gain in terms of X/Y/Z' and 'an F1 of A/B on P/Q' bind value i to name i."""
    r = _results("We propose KiteNet. KiteNet achieves 2.4/2.3/1.1 gain in terms of MRR/MAP/Accuracy over RopeNet.")
    assert [(r[v].value, r[v].metric) for v in ("2.4", "2.3", "1.1")] == [(2.4, "MRR"), (2.3, "MAP"), (1.1, "Accuracy")]
    r = _results("We propose KiteNet. KiteNet obtains an F1 of 81.2/79.5 on Meadow/Quarry.")
    assert [(r[v].metric, r[v].dataset) for v in ("81.2", "79.5")] == [("F1", "Meadow"), ("F1", "Quarry")]
    r = _results("We propose KiteNet. KiteNet improves RopeNet by 19.0%/24.2% ADE/FDE on the Meadow dataset.")
    assert [r[v].metric for v in ("19.0%", "24.2%")] == ["ADE", "FDE"]
    r = _results("We propose KiteNet. KiteNet improves RopeNet by 13.1/5.4% on Meadow/Quarry.")
    assert [(r[v].unit, r[v].dataset) for v in ("13.1", "5.4%")] == [("%", "Meadow"), ("%", "Quarry")]


def test_slash_lists_of_unequal_length_or_of_settings_bind_no_names():
    """Round 36 (slash36): three figures and two names bind nothing; 'in/out-of-domain' is a setting, no data."""
    r = _results("We propose KiteNet. KiteNet obtains 81.2/79.5/70.1 F1 on Meadow/Quarry.")
    assert all(x.dataset not in ("Meadow", "Quarry") for x in r.values())
    r = _results("We propose KiteNet. KiteNet improves RopeNet by 2.24/7.17 points in in/out-of-domain tests.")
    assert all(x.dataset == "" for x in r.values())


def test_a_dataset_names_digits_do_not_cut_it_from_its_value():
    """Round 37 (res37): 'X% on A 2014, Y% on A 2016': the year is the name's, each value takes the name after it."""
    r = _results("We release the Quarry 2014 and Quarry 2016 datasets. We propose KiteNet. KiteNet achieves an "
                 "accuracy of 71.2% on the Quarry 2014 dataset and 68.5% on the Quarry 2016 dataset.")
    assert (r["71.2%"].dataset, r["68.5%"].dataset) == ("Quarry 2014", "Quarry 2016")


def test_a_change_noun_says_the_direction_and_what_changed():
    """Round 37 (res37): 'an increase in X of A and B' is a change; 'a 7% reduction in X' measures X; 'increases of A
    and B in M and N' take the measures in turn; 'reduces X to A and B' reaches both by the change."""
    r = _results("We propose KiteNet. KiteNet keeps its speed with an increase in accuracy of 0.41% and 0.62% on Quarry.")
    assert [(r[v].direction, r[v].relative) for v in ("0.41%", "0.62%")] == [("increase", True)] * 2
    r = _results("We propose KiteNet. KiteNet offers up to 15% gain in hit rate and 11% increase in net profit.")
    assert (r["15%"].metric, r["11%"].metric) == ("hit rate", "net profit")
    r = _results("We propose KiteNet. KiteNet yields an improvement of 21 % for position error and 26 % for angle error.")
    assert (r["21 %"].metric, r["26 %"].metric) == ("position error", "angle error")
    r = _results("We propose KiteNet. KiteNet shows a gain of 11% in BLEU, with increases of 20% and 17.5% in ROUGE-L and METEOR.")
    assert (r["20%"].metric, r["17.5%"].metric) == ("ROUGE-L", "METEOR")
    r = _results("We propose KiteNet. KiteNet can reduce the detection error to 30.5% and 29% for the two attacks respectively.")
    assert r["29%"].direction == r["30.5%"].direction == "decrease"


def test_measures_listed_before_of_pair_with_respective_values():
    """Round 37 (res37): 'accuracy and AUC of 86% and 84%, respectively'; a name ending in 'Score' is a measure."""
    r = _results("We propose KiteNet. KiteNet achieves accuracy and AUC scores of 86% and 84.4%, respectively.")
    assert (r["86%"].metric, r["84.4%"].metric) == ("accuracy", "AUC scores")
    r = _results("We propose KiteNet. KiteNet outperforms prior spotters by an average of 2.0% F-Score on reading tasks "
                 "and 4.6% F-Score on adaptation tasks.")
    assert (r["2.0%"].metric, r["2.0%"].dataset) == ("F-Score", "")


def test_change_phrases_that_name_no_measure_keep_none():
    """Round 37 (res37): 'in terms of X' and 'in the figure of merit' are not cut to 'terms' / 'figure'."""
    r = _results("We propose KiteNet. KiteNet gives up to 40% improvement in terms of planning safe paths for robots.")
    assert r["40%"].metric != "terms"
    r = _results("We propose KiteNet. KiteNet achieves an 80% improvement in the figure of merit of the design.")
    assert r["80%"].metric != "figure"


def test_a_measure_before_of_keeps_its_figure_across_a_bound_word_or_a_short_form_bracket():
    """Round 38 (ven38d): 'an error of about 2 cm' and 'a root mean square error (RMSE) of 6.1 cm' name the measure
    of a figure with a unit; a bracket holding no measure names none."""
    r = _results("We propose KiteNet, a crop estimator. KiteNet tracks the rows with a maximum error of about 0.5 mm.")
    assert r["0.5 mm"].metric == "maximum error"
    r = _results("We propose KiteNet, a crop estimator. KiteNet runs with a latency of around 12 ms on a laptop.")
    assert r["12 ms"].metric == "latency"
    r = _results("We propose KiteNet, a crop estimator. KiteNet estimates the plant heights in a field with a root mean "
                 "square error (RMSE) of 6.1 cm.")
    assert r["6.1 cm"].metric == "RMSE"
    r = _results("We propose KiteNet, a crop estimator. The gripper has an internal diameter (ID) of 20 mm.")
    assert all(x.metric != "ID" for x in r.values())


def test_what_a_change_noun_is_of_is_what_changed():
    """Round 38 (res38): 'a 19% increase of peak torque' measures what the change noun is of, as 'in' does; a named
    task or system after 'of' is no measure."""
    r = _results("We propose KiteNet. Tests show a 19.7% increase of peak torque and a 9.3% reduction of walking energy.")
    assert (r["19.7%"].metric, r["9.3%"].metric) == ("peak torque", "walking energy")
    r = _results("We propose KiteNet. Trials showed a 42% reduction of the hopper's landing impulse.")
    assert r["42%"].metric == "landing impulse" and r["42%"].direction == "decrease"
    r = _results("We propose KiteNet. KiteNet gives a 5% improvement of KiteNet over the baseline.")
    assert r["5%"].metric == ""
    r = _results("We propose KiteNet. KiteNet alleviates up to 31% accuracy drop of the pruned model.")
    assert r["31%"].metric != "pruned model"


def test_the_folds_of_a_cross_validation_are_no_result():
    r = _results("We propose KiteNet. With 5-fold cross-validation, KiteNet achieves 91% accuracy and a 3-fold "
                 "reduction in rope error.")
    assert "5-fold" not in r and r["91%"].metric == "accuracy" and r["3-fold"].relative
    assert "10-fold" not in _results("We propose KiteNet. In 10-fold CV, KiteNet reaches an accuracy of 88%.")


def test_a_measure_as_the_subject_of_the_figure_s_verb_is_what_was_measured():
    """Round 39 (units39): 'the mean error of the fit was about 0.3 mm', 'the tracking error decreased from 8 mm to
    3 mm': the subject of the verb the figure hangs on is the measure, where it is one; a system as subject is none."""
    r = _results("We propose KiteNet, a rope tracker. In experiments, the mean error of the estimated rope length was "
                 "approximately 0.3 mm.")
    assert r["0.3 mm"].metric == "mean error"
    r = _results("We propose KiteNet, a rope tracker. With KiteNet the tracking error decreased from 8 mm to 3 mm.")
    assert (r["8 mm"].metric, r["3 mm"].metric) == ("tracking error", "tracking error")
    r = _results("We propose KiteNet, a rope tracker. The coverage of the kite field can reach 93.5% with KiteNet.")
    assert r["93.5%"].metric == "coverage"
    r = _results("We propose KiteNet, a rope tracker. Experiments show that the kite robot can climb higher than 45 cm.")
    assert r["45 cm"].metric == ""



def test_degrees_after_a_figure_are_its_unit_not_its_measure():
    """Round 39 (units39): in 'a mean error of 1.5 degrees for yaw' the word after the figure is the angle's unit;
    the measure is named before it ('mean error')."""
    r = _results("We propose KiteNet, a rope tracker. KiteNet achieves a mean error of 1.5 degrees for yaw on the kite field.")
    assert [x.metric for k, x in r.items() if k.startswith("1.5")] == ["mean error"]


def test_a_compared_figure_s_owner_is_a_system_named_before_it_or_after_for_or_by():
    """'whereas LampNet reaches 71.6%': LampNet's own figure; a subject that names the measure ('whereas the lantern
    recall reaches 71.6%') owns nothing, nor does a term later in the clause with no 'for / by' before it."""
    r = _results("We propose KiteNet. KiteNet reaches 80.2% recall on the Lantern set, whereas LampNet reaches 71.6%.")
    assert (r["71.6%"].method, r["80.2%"].baseline) == ("LampNet", "LampNet")
    r = _results("We propose KiteNet. KiteNet reaches 80.2% recall on the Lantern set, whereas the lantern recall reaches 71.6%.")
    assert (r["71.6%"].method, r["80.2%"].baseline) == ("", "")
    r = _results("We propose KiteNet. KiteNet reaches 88.2% accuracy versus 87.9% without extra RopeNet features.")
    assert (r["87.9%"].method, r["88.2%"].baseline) == ("", "")
    r = _results("We propose KiteNet. KiteNet reaches a success rate of 73.2%, outperforming the 51.5% achieved by RopeNet.")
    assert r["51.5%"].method == "RopeNet"


# round 42 (the metric slot, branch res42)
def test_a_measure_s_long_name_before_its_short_form_is_one_measure():
    r = _results("We propose QuartzNet for soil moisture forecasting. QuartzNet reaches a coefficient of determination R2 "
                 "of 0.91 and a root mean square error RMSE of 1.2 mm on the Pebble dataset.")
    assert "determination" not in r["0.91"].metric
    assert not r["1.2 mm"].metric.startswith("error")


def test_a_measure_right_before_its_figure_names_it():
    r = _results("We propose QuartzNet, a rope tracker. In all field trials QuartzNet tracks the rope tip with a mean absolute "
                 "error (< 0.3 mm) and runs on a small board.")
    assert r["0.3 mm"].metric == "mean absolute error"


def test_what_rises_or_falls_by_itself_is_what_was_measured():
    r = _results("We propose QuartzNet, a soft gripper. Our experiments show that the share of bruised apples fell from 21% "
                 "to 6% with the QuartzNet gripper.")
    assert (r["21%"].metric, r["6%"].metric) == ("share", "share")


# round 42 (settings and shares, branch set42)
def test_a_share_of_the_data_a_method_was_given_is_a_setting():
    # 'with/using (only) N% (of the) <data, labels, parameters>': the condition of the experiment, not a finding
    got = _results("Trained with only 10% of the labelled data, GlintNet reaches 81.2% accuracy on the Quarry benchmark.")
    assert set(got) == {"81.2%"}
    assert not _results("GlintNet improves accuracy on Quarry with a small amount (5% and 10%) of annotated images.")
    # a share of the parameters is a setting too; the figure of a cost written after the share is a finding
    got = _results("GlintNet halves the latency with only 5.2% and 3.1% parameter and memory overheads, respectively.")
    assert {"5.2%", "3.1%"} <= set(got)
    # a comparative share is a saving, and a share of the outcome is a finding
    assert "50%" in _results("GlintNet needs 50% less training data than MarbleNet while keeping 90.1% accuracy.")
    assert "92.3%" in _results("GlintNet outperforms MarbleNet on Quarry, with 92.3% of the images correctly labelled.")
    # a bracketed share before no 'of' is what the data holds, not how much of it was used
    assert "97.5%" in _results("We find that nearly all (97.5%) samples of Quarry contain a repeated phrase, a flaw "
                               "GlintNet removes, improving accuracy by 2.1%.")


# round 43 (targets, conditions and per-dataset increases, branch res43)
def test_an_operating_point_after_a_figure_is_a_condition_not_a_result():
    # 'at N% <measure>' after a figure: the point the first figure was read at; the next value keeps the first measure
    got = _results("We propose FernNet. FernNet achieves a mean AP of 61.2% at 50% overlap and 42.1% at 70% overlap "
                   "on the Quarry dataset.")
    assert set(got) == {"61.2%", "42.1%"} and got["42.1%"].metric == "AP"
    assert set(_results("We propose FernNet. FernNet reaches more than 83% recall at 99% precision on the Quarry "
                        "dataset.")) == {"83%"}
    assert set(_results("We propose FernNet. FernNet lowers the slip rate by 9.4% at a load of 30 N.")) == {"9.4%"}
    # with no figure before it, or with a unit, the figure after 'at' is what the method reached
    assert "30 fps" in _results("We propose FernNet. FernNet reaches 81.3% accuracy at 30 fps on the Quarry dataset.")
    assert "90%" in _results("We propose FernNet. FernNet keeps its accuracy at 90% on the Quarry dataset.")


def test_the_values_of_one_change_after_a_measure_or_per_dataset_share_its_direction():
    # 'a x% <measure> improvement on A and y% on B': the second value is the same change on B
    got = _results("We propose FernNet. FernNet gives a 3.2% accuracy improvement on the Quarry dataset and 1.5% on "
                   "the Pebble dataset.")
    assert (got["1.5%"].relative, got["1.5%"].direction, got["1.5%"].dataset) == (True, "increase", "Pebble")
    # a short measure phrase and 'and' between two values of one change
    got = _results("We propose FernNet. FernNet saves 12% parameters and 9% computational cost compared with DrumNet.")
    assert got["9%"].direction == "decrease" and got["9%"].metric == "computational cost"
    # ... but not where the phrase holds its own change word: the value after it is a level
    got = _results("We propose FernNet. FernNet yields 3% gains and 80% accuracy on the Quarry dataset.")
    assert got["80%"].direction == "level"
    # ... nor where the value before is no row of its own or hangs on no 'by' or change verb
    got = _results("We propose FernNet. FernNet gains 2.1% in accuracy over DrumNet, albeit with only 30% parameters and "
                   "20% FLOPs.")
    assert got["20%"].direction == "level"
    # a change noun after a three-word measure is every listed value's
    got = _results("We propose FernNet. FernNet achieves 61.5% and 82.0% absolute trajectory error reduction on the "
                   "Quarry and Pebble datasets, respectively.")
    assert (got["61.5%"].direction, got["82.0%"].direction) == ("decrease", "decrease")
    # 'a reduction of ∼N%': the sign of 'about' leaves the change
    got = _results("We propose FernNet. Our results show an average reduction of ∼ 12% in mean endpoint error "
                   "compared to DrumNet.")
    assert got["12%"].direction == "decrease"
