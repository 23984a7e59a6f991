"""Rule components: abbreviations, proposals, claims, results, entity merging; provenance."""
from __future__ import annotations

import pytest

from kg.corpus.normalize import normalize
from kg.extract.pipeline import extract_papers, shared_nlp
from kg.graph.assemble import build_graph
from kg.ids import paper_id
from kg.records import Paper
from kg.resolve import normalize_key, resolve
from tests.support.paper_docs import phrase_span


def _paper(text: str, pid: str = "") -> Paper:
    t = normalize(text)
    return Paper(id=paper_id(pid or None, t), abstract=t, raw_abstract=text)


def _extract(*texts: str):
    return list(extract_papers([_paper(t, f"p{i}") for i, t in enumerate(texts)], use_models=False))


@pytest.fixture(scope="module")
def nlp():
    return shared_nlp(False)


def test_abbreviation_definitions(nlp):
    doc = nlp("We use Lantern Smoothing (LS) here. Later LS is applied again, as is the Kite Sweep Optimizer, or KSO.")
    pairs = {(s.text, l.text) for s, l in doc._.kg_abbrevs}
    assert ("LS", "Lantern Smoothing") in pairs
    assert ("KSO", "Kite Sweep Optimizer") in pairs
    # later occurrences of a defined short form carry the long form too
    assert sum(1 for s, _ in doc._.kg_abbrevs if s.text == "LS") == 2


def test_no_abbreviation_for_non_matching_parenthesis(nlp):
    doc = nlp("We train two models (kite-generator and lantern-generator) on wind data.")
    assert doc._.kg_abbrevs == []


@pytest.mark.parametrize("text,names", [
    ("In this work, we introduce Lantern Swarm Clustering (LSC), an unsupervised framework.", ["LSC"]),
    ("This paper proposes a novel sensor-based KiteFormer model for gliding.", ["KiteFormer"]),
    ("We propose QuiltAdv, a query-efficient adversarial framework for lantern models.", ["QuiltAdv"]),
    ("We propose the braided-but-exhaustive lantern protocol for catalogs, or BELP.", ["BELP"]),
    ("Moreover, we propose a novel post-hoc method called kite-smoothing, that equips classifiers with bounds.",
     ["kite-smoothing"]),
    ("We then propose a new way of gluing kites, referred to as Kite glue, where paper is folded twice.", ["Kite glue"]),
    ("To this end, we propose two schemes, namely lantern-pool and kite-pool.", ["lantern-pool", "kite-pool"]),
    ("A novel method named Braided Lantern Sampling (BLS) is proposed in this paper.", ["BLS"]),
    ("In view of this, we propose a new framework, lantern aware kite network (LAKN).", ["LAKN"]),
    ("We propose a novel stochastic feature regularizer specifically designed for kites.", ["stochastic feature regularizer"]),
    ("We present novel training schemes: braided kite augmentation, wind matching and lantern loss.",
     ["braided kite augmentation", "wind matching", "lantern loss"]),
    ("Complementing these bounds, we provide a randomized lantern sampler for kite games.", ["randomized lantern sampler"]),
    ("We provide a randomized sampler (with shared wind) for kite games.", ["randomized sampler"]),
])
def test_proposals(nlp, text, names):
    doc = nlp(text)
    assert [p.text for p in doc._.proposed] == names


@pytest.mark.parametrize("text", [
    "We present a general framework.",  # generic words only
    "We propose a new way of gluing kites.",  # no contribution noun heads the object
    "A kite sampler has been proposed before.",  # perfect tense: someone else's
    "We introduce an automatic method for this.",
    "We provide an improved algorithm for this.",  # a claim, not a name ('improved' is a vague modifier)
    "We provide a theoretical analysis of kites.",  # no contribution noun heads the object
    "We propose an extension of KiteBERT.",  # the base it builds on is used, not proposed
])
def test_no_fragment_proposals(nlp, text):
    assert nlp(text)._.proposed == []


def test_not_a_proposal_when_subject_is_someone_else(nlp):
    doc = nlp("Prior work proposed many heuristics. Smith et al. introduce BERT-X for parsing.")
    assert doc._.proposed == []


def test_provenance_offsets_point_into_the_abstract():
    (ex,) = _extract(
        "Graph learning (GL) matters. We introduce **G**raph **N**ode **T**ransformer (GNT) for node classification. "
        "GNT improves accuracy by 2.5% on the Cora dataset over GCN."
    )
    text = ex.paper.abstract
    assert "**" not in text
    for m in ex.mentions:
        assert text[m.prov.start:m.prov.end] == m.text or m.label == "Method"  # Generic -> proposed name
        s0, s1 = ex.sentences[m.prov.sentence]
        assert s0 <= m.prov.start <= m.prov.end <= s1
        assert m.prov.paper_id == ex.paper.id and m.prov.extractor and 0 < m.prov.confidence <= 1
    for c in ex.claims:
        assert text[c.prov.start:c.prov.end] == c.text
        for r in c.results:
            assert text[r.prov.start:r.prov.end] == r.text
    names = {(m.label, m.text) for m in ex.mentions}
    assert ("Method", "GNT") in names and ("Dataset", "Cora") in names and ("Metric", "accuracy") in names
    assert ("OUTPERFORMS" in {r.type for r in ex.relations})


def test_generic_phrases_are_not_entities():
    (ex,) = _extract("We propose FooNet. Experiments on benchmark datasets show that our method beats existing methods.")
    texts = {m.text.lower() for m in ex.mentions}
    assert "benchmark datasets" not in texts and "existing methods" not in texts


@pytest.mark.parametrize("a,b", [
    ("Vision-Language Models", "vision language model"),
    ("GANs", "GAN"),
    ("datasets", "dataset"),
])
def test_normalize_key_variants(a, b):
    assert normalize_key(a) == normalize_key(b)


def test_entities_merge_across_papers_with_acronym_and_long_form():
    exs = _extract(
        "We propose FooNet. Experiments on the ImageNet dataset show FooNet improves accuracy by 2%.",
        "We introduce BarNet. BarNet reaches 80% accuracy on ImageNet and beats Low-Rank Adaptation (LoRA).",
        "We present BazNet, which outperforms LoRA by 3% in accuracy on the ImageNet benchmark.",
    )
    res = resolve(exs)
    g = build_graph(exs, res)
    imagenet = [n for n, a in g.nodes(data=True) if a.get("name") == "ImageNet"]
    assert len(imagenet) == 1 and g.nodes[imagenet[0]]["label"] == "Dataset"
    assert g.nodes[imagenet[0]]["paper_count"] == 3
    papers_on = {u for u, v, a in g.in_edges(imagenet[0], data=True) if a["type"] == "EVALUATED_ON"}
    assert len(papers_on) == 3
    lora = [a for _, a in g.nodes(data=True) if a.get("name") == "LoRA"]
    assert len(lora) == 1 and "Low-Rank Adaptation" in lora[0]["aliases"] and "acronym" in lora[0]["merged_by"]


def test_entity_spans_do_not_end_in_a_function_word(nlp):
    from spacy.tokens import Span

    from kg.extract.merge import _strip_det

    doc = nlp("We study the instruction tuning of large language models and the methods for it.")
    of = next(t for t in doc if t.lower_ == "of")
    span = _strip_det(Span(doc, 2, of.i + 1))  # "the instruction tuning of"
    assert span.text == "instruction tuning"
    one = _strip_det(Span(doc, of.i, of.i + 1))  # a lone function word is left to the other filters
    assert one.text == "of"


def _titled(title: str, abstract: str, pid: str = "t1") -> Paper:
    t = normalize(abstract)
    return Paper(id=pid, abstract=t, raw_abstract=abstract, title=title)


def test_title_is_a_segment_with_its_own_offsets():
    paper = _titled("KiteNet: A Braided Filter Bank for Lantern Counting",
                    "We study swarms of lanterns at night. Experiments show that the filter bank counts well.")
    (ex,) = extract_papers([paper], use_models=False)
    in_title = [m for m in ex.mentions if m.prov.sentence == -1]
    assert {(m.text, m.role) for m in in_title} >= {("KiteNet", "proposes"), ("Lantern Counting", "addresses")}
    for m in in_title:  # title offsets point into Paper.title, abstract offsets into Paper.abstract
        assert paper.title[m.prov.start:m.prov.end] == m.text
    for m in ex.mentions:
        if m.prov.sentence >= 0:
            assert paper.abstract[m.prov.start:m.prov.end] == m.text
    assert len(ex.sentences) == 2 and all(c.prov.sentence >= 0 for c in ex.claims)
    g = build_graph([ex])
    kite = next(n for n, a in g.nodes(data=True) if a.get("name") == "KiteNet")
    (edge,) = [a for _, _, a in g.in_edges(kite, data=True) if a["type"] == "PROPOSES"]
    assert edge["sentence"] == -1 and edge["evidence"] == paper.title


@pytest.mark.parametrize("title, abstract", [
    ("Learning Rope-Specialised Knots for Cross-Wind Kite Linking",
     "Injecting external rope knowledge into kite models helps. We show this."),
    ("Kite Diffusion for Rope Generation",
     "Generating valid and diverse ropes is a central task in kite design. We propose KiteDiff."),
    ("Understanding and Segmenting Kite Flights into Reusable Rope Primitives",
     "Hard coded kite skills work well in known settings. We study others."),
])
def test_a_title_before_the_abstract_leaves_its_sentences_as_they_are(nlp, title, abstract):
    from kg.extract.pipeline import paper_doc
    titled = nlp(paper_doc(nlp, _titled(title, abstract)))
    alone = nlp(paper_doc(nlp, _titled("", abstract)))
    after_title = [s.text for s in titled.sents if s.start >= titled._.kg_title_end]
    assert after_title == [s.text for s in alone.sents]  # the first word is no sentence of its own


_SENTENCE_CASES = [
    # a lower-case word after an abbreviation starts no sentence
    ["We weight each lantern w.r.t. the kite it lights.", "Gains reach 12% w.r.t. plain lanterns.",
     "Kites fly higher, e.g. over hills, etc. and over lakes."],
    # a name ending in a capital and a period ends its sentence, and keeps no period ('J.', 'U.S.' stay)
    ["KiteNet reaches 82.1% accuracy, faster than RopeDeT-S.", "For knot tying on LakeSet, KiteNet gains 1.2 mIoU.",
     "It also beats RopeViT over the kite's mAoU.", "Dr. J. Smith flew it over U.S. lakes."],
    # a citation after a word or an abbreviation continues its sentence; a list label opens its item
    ["We extend the kite model KiteNet [4], by adding lantern priors to its tail.",
     "We extend the lantern tracker of Smith et al. [12] to windy nights.",
     "Our method has two parts: (i) We braid the string, and (ii) we tie the knot."],
    # a one-letter symbol's period after a lower-case word or a number ends its sentence; an initial in a name stays
    ["The string pulls with forces under 30 N.", "We showed the kite stays aloft.", "A robot called Roger C. Peace flew it."],
]


@pytest.mark.parametrize("title", ["", "Lantern Weighting for Kite Search"])
@pytest.mark.parametrize("sentences", _SENTENCE_CASES)
def test_sentence_ends_after_abbreviations_and_names(nlp, title, sentences):
    from kg.extract.pipeline import paper_doc
    doc = nlp(paper_doc(nlp, _titled(title, " ".join(sentences))))
    assert [s.text for s in doc.sents if s.start >= doc._.kg_title_end] == sentences
    assert not any(t.text in ("S.", "mIoU.", "mAoU.") for t in doc)


def test_title_tasks_and_title_name_shapes(nlp):
    from kg.extract.task_rules import title_tasks
    from kg.extract.pipeline import paper_doc
    from kg.extract.proposal_titles import title_names

    def doc(title):
        return nlp(paper_doc(nlp, _titled(title, "We study kites.")))

    assert [s.text for s in title_tasks(doc("Few-Shot Kite Counting via Braided Filters"))] == ["Few-Shot Kite Counting"]
    assert [s.text for s in title_tasks(doc("Towards Reliable Lantern Tracking"))] == ["Reliable Lantern Tracking"]
    assert [s.text for s in title_names(doc("Braided Lantern Network for Kite Tracking"))] == ["Braided Lantern Network"]
    assert title_names(doc("Beyond Kites: What Lanterns Tell Us")) == []  # no name-like word before the colon
    assert [s.text for s in title_names(doc("Kite Attention and Lantern Pooling for Wind Tracking"))] == [
        "Kite Attention", "Lantern Pooling"]
    # a dash with a space either side parts a title's name from its description as a colon does; a hyphen joins a word
    assert [s.text for s in title_names(doc("KiteNet - A Braided Lantern Network for Kite Counting"))] == ["KiteNet"]
    assert [s.text for s in title_names(doc("The RopeBot \u2014 Kite Steering on Windy Fields"))] == ["RopeBot"]
    assert title_names(doc("Braiding KiteNet - A Survey of Lantern Methods")) == []
    assert [s.text for s in title_names(doc("Kite-Lantern Network for Rope Counting"))] == ["Kite-Lantern Network"]


def test_generic_terms_are_no_task_or_metric():
    (ex,) = _extract("We address inference and optimization for kite counting. Experiments show gains in performance "
                     "and in counting accuracy on windy days.")
    tasks = {m.text.lower() for m in ex.mentions if m.label == "Task"}
    metrics = {m.text.lower() for m in ex.mentions if m.label == "Metric"}
    assert not tasks & {"inference", "optimization"} and "performance" not in metrics


def test_generic_terms_file_gives_a_reason_for_every_entry():
    import yaml

    from kg.extract.lexicon import DATA_DIR

    data = yaml.safe_load((DATA_DIR / "generic_terms.yaml").read_text())
    assert {"task", "metric"} <= set(data)
    for label, entries in data.items():
        assert entries and all(isinstance(v, str) and len(v.split()) >= 3 for v in entries.values()), label


def test_boilerplate_sentences_yield_nothing():
    (ex,) = _extract("We propose KiteNet for lantern counting. Code is available at https://example.org/KiteNet. "
                     "Copyright 2021 Lantern Press Ltd. All rights reserved.")
    assert all(m.prov.sentence == 0 for m in ex.mentions)


def test_data_availability_as_a_setting_or_copyright_as_a_topic_is_no_boilerplate():
    from kg.extract.lexicon import boilerplate_line

    assert boilerplate_line("Our code and models are publicly available.")
    assert boilerplate_line("Copyright 2021 by Lantern Press.")
    assert not boilerplate_line("KiteNet helps when only a few labelled rope data are available.")
    assert not boilerplate_line("As no paired lantern dataset is available, we render one.")
    assert not boilerplate_line("Kite models raise concerns about copyright infringement.")
    (ex,) = _extract("We introduce a new lantern ranking objective that also works when only unlabelled kite data is "
                     "available.")
    assert any(m.role == "proposes" and "lantern ranking objective" in m.text for m in ex.mentions)


def test_gazetteer_names_match_whole_and_kinds_are_no_datasets(nlp):
    from kg.extract.lexicon import gazetteer, not_entities

    name = next(n for n in sorted(gazetteer("datasets")) if len(n.split()) >= 2 and n.replace(" ", "").isalnum())
    doc = nlp(f"Experiments on the {name} dataset show that the kite model is accurate.")
    assert name in [s.text for s in doc.spans["kg_entities"] if s.label_ == "Dataset"]
    kind = next(n for n, k in sorted(not_entities().items()) if k == "data" and n.isalpha() and n[0].isupper() and len(n) > 3)
    doc = nlp(f"Experiments on the {kind} dataset show that the kite model is accurate.")
    assert kind not in [s.text for s in doc.spans["kg_entities"] if s.label_ == "Dataset"]


def test_vague_method_phrases_are_dropped():
    (ex,) = _extract("We propose KiteNet. Unlike a dedicated method or supervised methods, KiteNet uses a lantern "
                     "transformer encoder.")
    texts = {m.text for m in ex.mentions}
    assert "dedicated method" not in texts and "supervised methods" not in texts


def test_pipeline_components_declare_what_they_need(nlp):
    for use_models in (False, True):
        from kg.extract.pipeline import build_nlp

        analysis = build_nlp(use_models).analyze_pipes(pretty=False)
        assert not any(analysis["problems"].values()), analysis["problems"]
    for name in ("kg_abbreviations", "kg_proposals", "kg_entity_rules", "kg_entities"):
        meta = nlp.get_pipe_meta(name)
        assert meta.requires and meta.assigns, name


def test_rule_spans_do_not_overwrite_other_confidences(nlp):
    """spaCy keys span._ values by offsets: the rules keep theirs in the group's attrs, so a proposal's
    confidence survives a rule span on the same words, and one name can be both a Dataset and a Method
    candidate with its own confidence."""
    from kg.extract.entity_rules import rule_confidences

    text = "We propose KiteNet for lantern counting. Experiments on the KiteSet benchmark show that KiteNet is accurate."
    with nlp.select_pipes(disable=["kg_entity_rules", "kg_entities", "kg_claims", "kg_results", "kg_relations"]):
        before = {p.text: p._.confidence for p in nlp(text)._.proposed}
    doc = nlp(text)
    assert {p.text: p._.confidence for p in doc._.proposed} == before and "KiteNet" in before
    kiteset = {(s.label_, c) for s, c, _ in rule_confidences(doc) if s.text == "KiteSet"}
    assert {lab for lab, _ in kiteset} >= {"Dataset", "Method"}
    assert max(kiteset)[1] != min(kiteset)[1]  # each label keeps its own confidence
    assert [s.label_ for s in doc.spans["kg_entities"] if s.text == "KiteSet"] == ["Dataset"]


def test_mined_dataset_names_are_typed_before_model_shapes():
    from kg.extract.lexicon import gazetteer
    from kg.resolve.labels import _METHOD_SHAPE, shape_label

    netlike = [n for n in sorted(gazetteer("datasets")) if _METHOD_SHAPE.fullmatch(n)]
    assert netlike, "the mined gazetteer has names shaped like models"
    assert all(shape_label(n) == "Dataset" for n in netlike)
    assert shape_label("KiteNet") == "Method"


def test_a_list_of_defined_datasets_gives_each_short_form(nlp):
    doc = nlp("Experiments on public datasets such as Lantern Kites in the Wild (LKW), Kite Tubes (KT), Zebra in "
              "Frontal-Side in the Wild (ZFS), and hard datasets like cross-age LKW (CALKW) show that our method works.")
    ents = {(s.text, s.label_) for s in doc.spans["kg_entities"]}
    assert {("LKW", "Dataset"), ("KT", "Dataset"), ("ZFS", "Dataset"), ("CALKW", "Dataset")} <= ents
    assert ("Frontal-Side", "Dataset") not in ents  # a word of a longer name is not a dataset of its own


def test_a_short_form_defined_elsewhere_keeps_its_sense_in_a_dataset_list(nlp):
    doc = nlp("We study kite lantern models (KLMs) for wind counting. On benchmarks such as KiteBench, KLMs "
              "are accurate.")
    assert ("KLMs", "Dataset") not in {(s.text, s.label_) for s in doc.spans["kg_entities"]}


def test_vague_heads_fragments_and_modalities_are_no_methods(nlp):
    from kg.extract.lexicon import looks_named, not_entities
    from kg.extract.merge import PRIORITY, _not_an_entity

    modality = next(n for n, k in sorted(not_entities().items()) if k == "data" and n.isupper() and len(n) >= 3)
    doc = nlp("We learn a latent kite representation with a post-training procedure and a wind generating "
              f"process. The Dirichlet process and Gaussian processes are used on {modality} input, and Score(KS too.")

    def dropped(phrase: str) -> bool:
        return _not_an_entity(phrase_span(doc, phrase), "Method", PRIORITY["model"])

    assert all(dropped(p) for p in ("latent kite representation", "post-training procedure",
                                      "wind generating process", modality, "Score(KS"))
    assert not dropped("Dirichlet process") and not dropped("Gaussian processes")
    assert not looks_named("KiteNet-generated") and not looks_named("PQRS-hard") and looks_named("KiteNet")


def test_listed_applications_and_task_phrases_are_tasks(nlp):
    doc = nlp("The kite model has numerous applications in areas such as lantern robotics, wind mapping and "
              "kite animation. We also test it on a real-world wind prediction application. It has applications in "
              "multi-kite learning settings and in graph-based domains.")
    tasks = {s.text for s in doc.spans["kg_entities"] if s.label_ == "Task"}
    assert {"lantern robotics", "wind mapping", "kite animation", "real-world wind prediction", "multi-kite learning"} <= tasks
    assert not any(t.startswith("graph-based") for t in tasks)


def test_capitalised_names_right_before_a_data_noun_are_datasets(nlp):
    doc = nlp("Experiments on the Lumen Reviews dataset and the Kite Lantern and KT-2 datasets show gains.")
    datasets = {s.text for s in doc.spans["kg_entities"] if s.label_ == "Dataset"}
    assert {"Lumen Reviews", "Kite Lantern", "KT-2"} <= datasets


def test_a_data_noun_phrase_without_a_name_is_neither_dataset_nor_method(nlp):
    from kg.extract.merge import PRIORITY, _not_an_entity
    from kg.resolve.labels import shape_label

    assert shape_label("kite reasoning benchmarks") is None and shape_label("Kite-7 benchmark") == "Dataset"
    doc = nlp("We evaluate on kite reasoning benchmarks and the Kite-7 benchmark.")
    start = doc.text.index("kite reasoning benchmarks")
    assert _not_an_entity(doc.char_span(start, start + 25), "Method", PRIORITY["model"])


def test_an_acronym_unit_after_a_number_is_a_metric(nlp):
    doc = nlp("Our kite model runs at 56.8 KPS on phones, trained on 3 GPUs.")
    ents = {(s.text, s.label_) for s in doc.spans["kg_entities"]}
    assert ("KPS", "Metric") in ents and ("GPUs", "Metric") not in ents


def test_a_unit_after_a_figure_is_no_part_of_the_metric_name(nlp):
    doc = nlp("We propose KiteArm. KiteArm keeps a 500 Hz servo rate on the rig and a latency of 2 ms.")
    metrics = _labelled(doc, "Metric")
    assert "servo rate" in metrics and not any(m.startswith("Hz") for m in metrics)


def test_a_measure_glued_by_a_hyphen_to_a_word_before_it_is_named_whole(nlp):
    doc = nlp("We propose KiteNet. KiteNet improves the ROC-AUC by 2 points and the mask-AP on the rope benchmark. "
              "High-precision kites are flown with high-accuracy ropes and a no-regret planner.")
    metrics = _labelled(doc, "Metric")
    assert {"ROC-AUC", "mask-AP"} <= metrics
    assert not {"AUC", "AP", "High-precision", "high-accuracy", "no-regret"} & metrics


def test_optimal_before_a_listed_measure_is_no_part_of_its_name(nlp):
    doc = nlp("We propose KiteBand, an algorithm for rope bandits. KiteBand attains the optimal sample complexity and a "
              "near-optimal regret. The optimal transport distance between kites is also computed.")
    metrics = _labelled(doc, "Metric")
    assert {"sample complexity", "regret"} <= metrics
    assert not {"optimal sample complexity", "near-optimal regret"} & metrics
    assert not {"transport distance"} & metrics


def _labelled(doc, label: str) -> set[str]:
    return {s.text for s in doc.spans["kg_entities"] if s.label_ == label}


def test_dataset_lists_split_at_commas_and_keep_versions(nlp):
    doc = nlp("Experiments on KTX-1, LQW v2 and ZKB 2019 show that our kite model outperforms baselines. "
              "We also report results on two benchmarks (QRT-5 and WumpaQA) and on the KT7 KT9 and LampSet datasets.")
    assert {"KTX-1", "LQW v2", "ZKB 2019", "QRT-5", "WumpaQA", "KT7", "KT9", "LampSet"} <= _labelled(doc, "Dataset")
    assert not any("," in d or d.startswith("KT7 ") for d in _labelled(doc, "Dataset"))


def test_dataset_lists_after_ie_dash_and_right_after_the_data_noun(nlp):
    doc = nlp("Evaluation on three datasets, i.e., KiteSum, LampNews, and WQDM, shows gains. Experiments on four "
              "corpora - RopeQA, TwineQA and KnotQA demonstrate it. Results on two datasets, namely, KX Ray and LampQA, improve. We test on two datasets KQ-Context and LX-Context too.")
    assert {"KiteSum", "LampNews", "WQDM", "RopeQA", "TwineQA", "KnotQA", "KQ-Context", "LX-Context", "KX Ray",
            "LampQA"} <= _labelled(doc, "Dataset")


def test_a_spelled_out_name_in_parentheses_is_no_second_dataset(nlp):
    doc = nlp("We evaluate on three datasets: KQ9 (Kite Quarry Nine), LZ3, and the WX5 (Wind Extra Five).")
    datasets = _labelled(doc, "Dataset")
    assert {"KQ9", "LZ3", "WX5"} <= datasets and "Kite Quarry Nine" not in datasets and "Wind Extra Five" not in datasets


def test_a_known_set_variant_is_named_whole_and_camel_names_count(nlp):
    from kg.extract.lexicon import gazetteer

    known = next(n for n in sorted(gazetteer("datasets")) if n.isalpha() and n[0].isupper() and len(n) > 4)
    from kg.extract.task_rules import whole_word

    doc = nlp(f"Experiments on {known}-XL and on the kiteScenes dataset show gains.")
    datasets = _labelled(doc, "Dataset")
    assert f"{known}-XL" in datasets and "kiteScenes" in datasets
    words = nlp.make_doc(f"An {known}-like set.")
    assert whole_word(words, words[1:2]).text == known  # 'X-like' describes, it is no variant of X


def test_a_percentage_makes_a_sentence_evaluative(nlp):
    from kg.extract.lexicon import gazetteer

    known = next(n for n in sorted(gazetteer("datasets")) if n.isalpha() and n[0].isupper() and len(n) > 4)
    doc = nlp(f"Our kite model reaches 81% on KQB and 77% on LQB. Keeping the rest, we obtain a gain of 5.1% from {known}.")
    assert {"KQB", "LQB", known} <= _labelled(doc, "Dataset")


def test_kinds_and_counts_of_data_are_no_datasets(nlp):
    from kg.extract.lexicon import not_entities
    from kg.extract.merge import PRIORITY, _not_an_entity

    language = next(n for n, k in sorted(not_entities().items()) if k == "data" and n.isalpha() and n.istitle())
    task = next(n for n, k in sorted(not_entities().items()) if k == "task" and n.isupper())
    doc = nlp(f"Experiments on 12 datasets, {language} datasets, an {language} corpus, {task} and the Kite Lantern Corpus show it.")

    def dropped(phrase: str) -> bool:
        return _not_an_entity(phrase_span(doc, phrase), "Dataset", PRIORITY["model"])

    assert dropped("12 datasets") and dropped(f"{language} datasets") and dropped(f"{language} corpus") and dropped(task)
    assert not dropped("Kite Lantern Corpus")


def test_a_one_word_quality_without_a_figure_is_no_metric(nlp):
    from kg.extract.merge import PRIORITY, _not_an_entity

    doc = nlp("Our kite model improves sturdiness. Its sturdiness rises by 4 points.")
    first = doc.text.index("sturdiness")
    second = doc.text.index("sturdiness", first + 1)
    assert _not_an_entity(doc.char_span(first, first + 10), "Metric", PRIORITY["model"])
    assert not _not_an_entity(doc.char_span(second, second + 10), "Metric", PRIORITY["model"])


def test_our_named_model_is_a_proposal(nlp):
    doc = nlp("We study kite counting. Our model (KiteNet-S) outperforms strong baselines, and our loss, WindLoss, helps.")
    proposed = {s.text for s in doc._.proposed}
    assert {"KiteNet-S", "WindLoss"} <= proposed


def test_a_list_after_on_ends_where_a_clause_starts(nlp):
    doc = nlp("Our kite model keeps 97.1% of its accuracy on KQB and improves LQB accuracy by 3.2% over WindFormer. "
              "It lowers the error by 8.3% on the KT-6 test set compared with a LampNet baseline, and by 2.1% on KQB.")
    datasets = _labelled(doc, "Dataset")
    assert {"KQB", "KT-6"} <= datasets and "WindFormer" not in datasets and "LampNet" not in datasets


def test_mined_task_heads_extend_the_task_nouns(nlp):
    from kg.extract.lexicon import TASK_HEADS, task_heads

    mined = sorted(task_heads() - TASK_HEADS)
    assert mined, "scripts/mine_gazetteers.py writes task heads"
    head = next(h for h in mined if h.endswith("tion"))
    doc = nlp(f"Kite Lantern {head.capitalize()} with Rope Graphs\nWe study rope {head} for kites.")
    assert any(s.label_ == "Task" and s.text.lower().endswith(head) for s in doc.spans["kg_entities"])


def test_proposals_named_in_title_case_after_a_colon_or_by_our_method(nlp):
    doc = nlp("We present the Lantern Rope Sampler, a method for kites. This paper proposes a kite method based on "
              "wind: KiteFormer. Our method constructs a rope lattice kernel for winds. We propose a stochastic kite "
              "sampler and a rope lattice regularizer. We solve it via a novel lantern approach, called LX-4, for kites.")
    proposed = {s.text for s in doc._.proposed}
    assert {"Lantern Rope Sampler", "KiteFormer", "rope lattice kernel", "stochastic kite sampler",
            "rope lattice regularizer", "LX-4"} <= proposed


def test_a_compared_or_quantified_acronym_is_a_metric(nlp):
    doc = nlp("Our kite model yields lower KER at equal cost and an overall KR-AUC of 61.3 on kites.")
    assert {"KER", "KR-AUC"} <= _labelled(doc, "Metric")


def test_a_lone_adjective_is_no_method(nlp):
    from kg.extract.merge import PRIORITY, _not_an_entity

    doc = nlp("We study how robust kites fly in wind.")
    start = doc.text.index("robust")
    assert doc.char_span(start, start + 6)[0].tag_ == "JJ"
    assert _not_an_entity(doc.char_span(start, start + 6), "Method", PRIORITY["model"])
    assert not _not_an_entity(doc.char_span(start, start + 12), "Method", PRIORITY["model"])


def test_a_title_task_is_a_task_phrase_not_the_titles_wording(nlp):
    from kg.extract.task_rules import clean_title_task, title_tasks
    from kg.extract.pipeline import paper_doc

    def doc(title):
        return nlp(paper_doc(nlp, _titled(title, "We study kites.")))

    assert [s.text for s in title_tasks(doc("Enhancing Rope Tracking with Kite Filters"))] == ["Rope Tracking"]
    assert [s.text for s in title_tasks(doc("Rethinking Kite Ranking: Lessons from Windy Days"))] == ["Kite Ranking"]
    assert title_tasks(doc("Benchmarking Lantern Generators")) == []

    def cleaned(title):
        d = doc(title)
        span = clean_title_task(d[:d._.kg_title_end])
        return span.text if span is not None else None

    assert cleaned("Complexity of Kite Equilibria in Rope Games") is None  # a measure of something, no task
    assert cleaned("Lantern Rankings in Rain") == "Lantern Rankings"
    assert cleaned("Kite Detection in Rain") == "Kite Detection in Rain"


def test_parts_put_into_the_own_method_are_proposals(nlp):
    doc = nlp("Our model integrates a two-stage kite sampler for winds. We employ a lantern fusion module to merge "
              "winds. We use a convolutional network for kites. The method pairs a low-rank model with a novel sparse "
              "rope estimator. This paper adopts a recursive kite model.")
    proposed = {s.text for s in doc._.proposed}
    assert {"two-stage kite sampler", "lantern fusion module", "sparse rope estimator"} <= proposed
    assert not any("convolutional" in p or "recursive" in p for p in proposed)


def test_a_novel_kind_or_a_named_novel_phrase_gives_no_unnamed_proposal(nlp):
    doc = nlp("We present novel kite schemes: rope pooling and lantern mixing. We use a novel wind approach, called "
              "WX-2, for kites.")
    proposed = {s.text for s in doc._.proposed}
    assert "WX-2" in proposed and not any("schemes" in p or "wind approach" in p for p in proposed)


def test_what_a_paper_proposes_is_not_also_used():
    (ex,) = _extract("We propose KiteNet, a lantern model for wind counting. KiteNet relies on rope pooling. "
                     "Experiments show that KiteNet outperforms LampNet.")
    g = build_graph([ex])
    pid = ex.paper.id
    kite = next(n for n, a in g.nodes(data=True) if a.get("name") == "KiteNet")
    types = {a["type"] for _, t, a in g.out_edges(pid, data=True) if t == kite}
    assert types == {"PROPOSES"}


def test_a_place_of_work_is_no_task(nlp):
    from kg.extract.merge import PRIORITY, _not_an_entity

    doc = nlp("It helps video applications in the medical field and the lantern community, and the online kite setting.")

    def dropped(phrase):
        return _not_an_entity(phrase_span(doc, phrase), "Task", PRIORITY["model"])

    assert dropped("video applications") and dropped("medical field") and dropped("lantern community")
    assert not dropped("online kite setting")  # a learning setting often is the problem studied


def test_a_short_form_of_a_lower_case_description_is_no_dataset(nlp):
    doc = nlp("Empirically, kites overfit in windy settings for rope learners, such as stochastic kite descent (SKD), "
              "where no regularization is used.")
    assert "SKD" not in _labelled(doc, "Dataset")


def test_a_term_headed_by_a_building_block_noun_is_a_method(nlp):
    from kg.extract.merge import _technique_headed

    doc = nlp("We add an adversarial kite loss and rope embeddings, and study Hessian estimates of the loss.")

    def span(phrase):
        return phrase_span(doc, phrase)

    assert _technique_headed(span("adversarial kite loss")) and _technique_headed(span("rope embeddings"))
    assert not _technique_headed(span("Hessian estimates")) and not _technique_headed(span("loss."[:-1]))


def test_a_name_used_before_the_proposal_sentence_is_a_modifier_of_the_new_phrase(nlp):
    doc = nlp("Kite optimisation (KO) tunes ropes. We propose a new multi-rope KO method that learns winds. "
              "We also propose a WindNet model for lanterns.")
    proposed = {s.text for s in doc._.proposed}
    assert "multi-rope KO method" in proposed and "KO" not in proposed
    assert "WindNet" in proposed or "WindNet model" in proposed  # a name new to the abstract is the proposal


def test_a_part_named_by_its_short_form_is_proposed_by_that_name(nlp):
    doc = nlp("We adopt a Multi-scale Kite-aware Rope Fusion Module (MKRFM) to merge ropes. We also use the Rope "
              "Shear Transform (RST) to smooth winds.")
    proposed = {s.text for s in doc._.proposed}
    assert "MKRFM" in proposed and "RST" not in proposed and not any("Transform" in p for p in proposed)


def test_mined_metrics_include_what_a_comparative_qualifies(tmp_path):
    import gzip
    import json
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "scripts" / "mine_gazetteers.py"
    spec = importlib.util.spec_from_file_location("mine_gazetteers", path)
    mine = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mine)
    lines = [{"id": f"k{k}", "title": "Kites", "abstract": f"Kite {k} flies with a lower wobble error than rope kites, "
              f"better lantern tautness and a better trade-off between lantern accuracy and cost, improved from O(n)."}
             for k in range(6)]
    with gzip.open(tmp_path / "kites.jsonl.gz", "wt", encoding="utf-8") as fh:
        fh.write("\n".join(json.dumps(r) for r in lines) + "\n")
    metrics = mine.mine(tmp_path, set())[1]
    assert {"wobble error", "lantern tautness"} <= set(metrics)
    assert not any(" between " in m or m.startswith("from") for m in metrics)  # a function word inside names nothing


def test_mined_task_heads_leave_out_what_a_task_is_about(tmp_path):
    # 'question' and 'sentiment' end like deverbal nouns ('-tion', '-ment'), but name the topic of a task
    import gzip
    import json
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "scripts" / "mine_gazetteers.py"
    spec = importlib.util.spec_from_file_location("mine_gazetteers", path)
    mine = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mine)
    mods = "kite rope lamp lantern wind cloud paper string tail knot spool reel harness frame".split()
    lines = [{"id": f"k{k}", "title": "Kites", "abstract": f"We study tasks such as {m} question answering, tasks like "
              f"{m} sentiment tagging and the wobble {m} correction task; the correction of the question of the sentiment "
              "of kites is open."} for k, m in enumerate(mods + mods)]
    with gzip.open(tmp_path / "kites.jsonl.gz", "wt", encoding="utf-8") as fh:
        fh.write("\n".join(json.dumps(r) for r in lines) + "\n")
    heads = mine.mine(tmp_path, set())[4]
    assert "correction" in heads and "question" not in heads and "sentiment" not in heads


def test_a_phrase_ending_in_what_moves_or_is_done_is_no_task(nlp):
    # 'motion' and 'action' name the object of a task, not the task: the phrase they end is a thing estimated
    doc = nlp("Kite motion causes rope blur in many photographs. We compute depth and lantern motion from image pairs, "
              "and we study windy action in long kite videos.")
    assert not _labelled(doc, "Task") & {"Kite motion", "lantern motion", "windy action"}
    from kg.extract.lexicon import task_heads
    assert "motion" not in task_heads() and "action" not in task_heads() and "detection" in task_heads()


def test_a_title_case_name_headed_by_a_measure_noun_is_a_metric(nlp):
    doc = nlp("We compare kite models by the Lantern Sway Metric and the Rope Wobble Score on windy days.")
    metrics = _labelled(doc, "Metric")
    assert {"Lantern Sway Metric", "Rope Wobble Score"} <= metrics
    assert not any(m.startswith("the ") for m in metrics)


@pytest.mark.parametrize("text, short, long", [
    ("We propose KiteIR (Kite Scene Inverse Rendering), a model that relights kites.", "KiteIR", "Kite Scene Inverse Rendering"),
    ("A small LMK (lantern memory kernel, a cache of past frames) keeps the tracker fast.", "LMK", "lantern memory kernel"),
])
def test_a_short_form_before_its_long_form_is_a_definition(nlp, text, short, long):
    pairs = {(s.text, l.text) for s, l in nlp(text)._.kg_abbrevs}
    assert (short, long) in pairs


def test_a_parenthesis_repeating_the_name_defines_nothing(nlp):
    doc = nlp("We train KiteT (KiteT with an extra rope token) on lantern data.")
    assert doc._.kg_abbrevs == []


def test_the_papers_own_analysis_is_no_method_it_uses():
    from kg.extract.lexicon import is_generic_term
    assert is_generic_term("in-depth analysis", "Method") and is_generic_term("detailed analysis", "Method")
    assert not is_generic_term("principal component analysis", "Method")
    assert is_generic_term("decoder", "Method") and not is_generic_term("transformer decoder", "Method")


def test_a_citation_placeholder_is_no_method():
    (ex,) = _extract("We propose KiteGen. Our model is built upon the generative model RopeFiD (CITATION). "
                     "KiteGen improves kite captioning.")
    assert "CITATION" not in {m.text for m in ex.mentions} and "RopeFiD" in {m.text for m in ex.mentions}


def test_feature_maps_are_no_method_used():
    from kg.extract.lexicon import is_generic_term
    assert is_generic_term("feature maps", "Method") and not is_generic_term("kite feature pyramid", "Method")


def test_how_outputs_are_judged_is_no_task_even_coordinated():
    from kg.extract.lexicon import is_generic_term
    assert is_generic_term("automatic and human evaluation", "Task") and is_generic_term("training and inference", "Task")
    assert is_generic_term("automatic and human evaluations", "Method")  # nor a method the paper builds on
    assert not is_generic_term("kite captioning and human evaluation", "Task")  # one conjunct names a task
    (ex,) = _extract("We propose KiteCap for kite captioning. Automatic and human evaluation show that KiteCap wins.")
    tasks = {m.text.lower() for m in ex.mentions if m.label == "Task"}
    assert "kite captioning" in tasks and not any("evaluation" in t for t in tasks)


def test_a_venue_is_no_entity():
    from kg.extract.merge import _not_an_entity, PRIORITY
    from kg.extract.pipeline import shared_nlp
    doc = shared_nlp(False)("We answer an open problem from COLT 2021 and a question posed at NeurIPS about KiteNet.")
    for start, end, label in ((6, 8, "Method"), (6, 7, "Dataset"), (13, 14, "Method")):  # 'COLT 2021', 'COLT', 'NeurIPS'
        assert _not_an_entity(doc[start:end], label, PRIORITY["model"]), doc[start:end].text
    assert not _not_an_entity(doc[15:16], "Method", PRIORITY["model"])  # 'KiteNet' is a name like any other


def test_a_short_form_whose_letters_also_fit_inside_one_word_takes_one_word_per_letter():
    """Round 18 (venue graph readings): the letter match finds both 's' of 'supervised' in 'Self supervised
    learning (SSL)'; the long form is the three words, one per letter, not the last two."""
    from kg.extract.abbreviations import match_long_form
    words = [(0, "Kite"), (5, "Self"), (10, "supervised"), (21, "learning")]
    assert match_long_form("SSL", words) == 1
    words = [(0, "we"), (3, "use"), (7, "rope"), (12, "kite"), (17, "lattices")]
    assert match_long_form("RKL", words) == 2


def test_a_papers_own_analysis_an_ability_or_a_feedback_signal_is_no_method():
    # round 18 venue reading: frequent Method nodes that name no method a paper uses
    from kg.extract.lexicon import is_generic_term
    from kg.extract.merge import _adjectives_on_generic_head
    from kg.extract.pipeline import shared_nlp
    for phrase in ("theoretical analysis", "reasoning", "human feedback"):
        assert is_generic_term(phrase, "Method"), phrase
    doc = shared_nlp(False)("We build a unified framework.")
    assert _adjectives_on_generic_head(doc[3:5])  # says parts are joined, not which
    assert not is_generic_term("deductive reasoning", "Method") and not is_generic_term("kite framework", "Method")


def test_a_short_form_may_take_one_letter_from_each_part_of_a_hyphen_word(nlp):
    # round 19 venue reading: the letters also fit inside the last two words, so without the parts of the hyphen
    # word the long form lost its first word and the new method took the name of the field it belongs to
    doc = nlp("We propose a Rope-Oriented Roster Steering (RORS) planner for gusty days.")
    assert {(s.text, long.text) for s, long in doc._.kg_abbrevs} == {("RORS", "Rope-Oriented Roster Steering")}


def test_a_capitalised_hyphen_compound_opening_a_title_case_name_is_no_name_alone():
    (ex,) = _extract("Earlier planners rely on Multi-String Kite Controllers for steering. "
                     "Lantern-Critic is a second baseline for steering.")
    methods = {m.text for m in ex.mentions if m.label == "Method"}
    assert "Multi-String" not in methods and "Multi-String Kite Controllers" in methods
    assert "Lantern-Critic" in methods  # a compound name on its own stays one
    (ex,) = _extract("Earlier work studies Kite-Oriented Rope Detection with care.")
    assert ("Task", "Kite-Oriented Rope Detection") in {(m.label, m.text) for m in ex.mentions}  # typed by its head


def test_tasks_of_a_field_or_a_kind_of_data_name_no_task():
    (ex,) = _extract("Large models now do well on spoken language tasks and on rope steering tasks.")
    tasks = {m.text for m in ex.mentions if m.label == "Task"}
    assert "rope steering" in tasks and not any(t.startswith("spoken language") for t in tasks)
    (ex,) = _extract("The arm performs pick-and-place tasks and knot-tying tasks in gusts.")
    assert "pick-and-place" in {m.text for m in ex.mentions if m.label == "Task"}  # a verb inside the hyphen word


def test_a_name_the_text_calls_a_metric_is_no_data():
    # round 19 venue reading: an evaluation score named in a results sentence's 'on / in terms of' region was data
    (ex,) = _extract("Our approach achieves 56.9% in terms of the KDS metric on the KiteScenes test set.")
    labels = {(m.label, m.text) for m in ex.mentions}
    assert ("Dataset", "KDS") not in labels and ("Dataset", "KiteScenes") in labels


def test_a_long_name_with_its_short_form_before_metric_is_no_data():
    # round 20 venue reading (CVPR/ECCV 2018): 'the <Long Name> (<SF>) metric' in a results sentence was data
    (ex,) = _extract("Our tracker reaches 48.1% on the test set using the Multi-Kite Flight Score (MKFS) metric "
                     "and leads the KiteTrack benchmark.")
    labels = {(m.label, m.text) for m in ex.mentions}
    assert not any(label == "Dataset" and "Flight Score" in text for label, text in labels), labels


def test_an_acronym_after_a_percentage_is_what_was_measured():
    # round 19 venue reading: a measure written after a percentage ('73.7% mAPH') was data in its results sentence
    (ex,) = _extract("KiteFormer sets a new record on the Kite Open Dataset, with 73.7% kAPH on the validation set "
                     "and 41.2% KQ on the test set.")
    labels = {(m.label, m.text) for m in ex.mentions}
    assert ("Metric", "kAPH") in labels and ("Metric", "KQ") in labels
    assert not any(label == "Dataset" and text in ("kAPH", "KQ") for label, text in labels)


def test_a_long_form_cut_short_is_no_entity():
    # round 19 venue reading: the rules took the words before the long form's 'And' as a Task ('Light Detection')
    (ex,) = _extract("Our odometry fuses the data from Kite Detection And Ranging (KiDAR) and wheel encoders.")
    assert "Kite Detection" not in {m.text for m in ex.mentions}


def test_a_study_described_by_how_it_is_done_is_no_task_or_method():
    """Round 19 (venue readings): 'a thorough experimental study', 'a rigorous understanding of ...' are the paper's
    own study or the state of a field; a noun before the study head ('rope evaluation') keeps the task."""
    from kg.extract.lexicon import is_generic_term
    assert is_generic_term("natural language", "Task")  # the modality of the field, not a problem
    text = ("Through a thorough experimental study on kite benchmarks, we show that RopeNet is fast. However, a "
            "rigorous understanding of kite sampling remains lacking. We also study rope evaluation for kite agents "
            "in many natural language tasks.")
    (ex,) = extract_papers([_paper(text, "p1")])  # the trained spans make them
    named = {(m.label, m.text.lower()) for m in ex.mentions if m.label in ("Task", "Method")}
    assert ("Task", "rope evaluation") in named and ("Method", "ropenet") in named
    assert not any(t.endswith(("experimental study", "rigorous understanding")) or t.startswith("natural language")
                   for _, t in named)


def test_a_fields_short_form_is_no_task_nor_part_of_one():
    """Round 19 (venue readings): 'machine learning (ML)' defines the field's short form; 'ML' is no Task, and the
    phrases built around it ('the upkeep of ML components', 'ML systems') do not take its place."""
    text = ("Kite ranking is hard for machine learning (ML) algorithms. The upkeep of ML components is hindered by "
            "recurring challenges. Rope sampling matters, as ML systems obtain useful knowledge from big kite logs.")
    (ex,) = extract_papers([_paper(text, "p1")])
    assert not any("ML" in m.text.split() for m in ex.mentions if m.label in ("Task", "Method"))


def test_a_capital_word_before_a_hyphen_compound_name_opens_the_name():
    # round 19 venue reading: a three-word name whose first word is plain was cut to its last two words
    (ex,) = _extract("Kite planners, especially Broad Cross-Wind Memory (BCWM), steer well.")
    methods = {m.text for m in ex.mentions if m.label == "Method"}
    assert "Broad Cross-Wind Memory" in methods and "Cross-Wind Memory" not in methods
    (ex,) = _extract("Using Cross-Wind Kite Planner gives stable flight.")
    assert not any(m.text.startswith("Using") for m in ex.mentions)  # a sentence's opening verb is no part of it


def test_the_short_form_of_a_task_before_the_noun_of_what_is_built_is_not_the_proposal():
    # round 19 venue reading: 'a <task> (<SF>) framework' proposed the task's short form, and every later use of it
    (ex,) = _extract("We propose a kite re-detection (kite-RD) framework. Older methods for kite-RD are slow.")
    assert not any(m.role == "proposes" and m.text == "kite-RD" for m in ex.mentions)
    (ex,) = _extract("We propose a Kite Rope Tracking (KRT) method for steering.")
    assert any(m.role == "proposes" and m.text == "KRT" for m in ex.mentions)  # a name in capitals stays the proposal


def test_a_name_before_a_spaced_based_is_what_the_proposal_is_built_on():
    # round 20 venue reading: 'a <kind> based <approach>' proposed the kind (as 'a <kind>-based <approach>' does not)
    (ex,) = _extract("In this paper, we present a KRN based rope matching approach for kite steering.")
    props = {m.text for m in ex.mentions if m.role == "proposes"}
    assert "KRN" not in props and "KRN based rope matching approach" in props
    (ex,) = _extract("We propose a kite rope network (KRN) based tracker for steering. The KRN is trained on windy days.")
    assert not any(m.role == "proposes" and m.text in ("KRN", "kite rope network") for m in ex.mentions)
    (ex,) = _extract("We propose a Lantern Rope Networks based sampler for kite steering.")
    assert not any(m.role == "proposes" and m.text.startswith("Lantern Rope") and "sampler" not in m.text for m in ex.mentions)
    (ex,) = _extract("In this paper, we propose KiteNet based on rope transformers for kite steering.")
    assert any(m.role == "proposes" and m.text == "KiteNet" for m in ex.mentions)  # 'X based on Y': X is the name


def test_a_lower_case_long_form_ending_in_a_mined_task_head_types_its_short_form_a_task():
    # round 19 venue reading: a lower-case task's short form was a Method (the hand head list lacks the mined heads)
    (ex,) = _extract("Kite re-registration (kite-RR) is hard. Older methods for kite-RR are slow.")
    assert {m.label for m in ex.mentions if m.text == "kite-RR"} == {"Task"}


def test_what_a_theory_paper_proves_before_a_study_head_is_no_task():
    """Round 19 (theory venue readings): 'our convergence analysis', 'a complexity analysis' are the paper's own
    proof; the theory field is no Task either; a noun that names a problem before the head keeps it."""
    from kg.extract.lexicon import is_generic_term
    assert is_generic_term("learning theory", "Task") and is_generic_term("learning theory", "Method")
    text = ("The key step of our convergence analysis maps rope flows to kite equations. A complexity analysis shows "
            "that the sampler is tight. We also address survival analysis for kite owners.")
    (ex,) = extract_papers([_paper(text, "p1")])
    named = {m.text.lower() for m in ex.mentions if m.label in ("Task", "Method")}
    assert "survival analysis" in named
    assert not any(t.endswith(("convergence analysis", "complexity analysis")) for t in named)


def test_a_title_description_of_named_data_is_no_second_proposal(nlp):
    # round 23: 'Name: A <description> <data noun> for ...' describes the named data; a description of something
    # else, or two contributions joined by 'and', stay
    from kg.extract.pipeline import paper_doc
    from kg.extract.proposal_titles import title_names

    def doc(title):
        return nlp(paper_doc(nlp, _titled(title, "We study kites.")))

    assert [s.text for s in title_names(doc("KiteSet: A Large Multi-View Dataset for Kite Counting"))] == ["KiteSet"]
    assert [s.text for s in title_names(doc("KiteNet: A Braided Lantern Network for Kite Counting"))] == [
        "KiteNet", "Braided Lantern Network"]


def test_a_compared_method_s_own_figure_is_named_and_linked_as_its_own():
    """'whereas LampNet reaches 80.2%': the Result node says whose figure it is and points at that method, and a
    count out of a total keeps the total in its name; else both read as the paper's own figure."""
    (ex,) = _extract("We propose KiteNet, a lantern model for wind counting. On the RopeSet benchmark, KiteNet reaches "
                     "91.3% accuracy, whereas LampNet reaches 80.2%. KiteNet outperforms LampNet on 7 of 9 kite datasets.")
    g = build_graph([ex])
    results = {a["text"]: (n, a) for n, a in g.nodes(data=True) if a.get("label") == "Result"}
    assert results["80.2%"][1]["name"] == "accuracy 80.2% (LampNet)"
    assert results["91.3%"][1]["name"] == "accuracy 91.3%"
    lamp = next(n for n, a in g.nodes(data=True) if a.get("name") == "LampNet")
    assert any(t == lamp and a.get("role") == "method" for _, t, a in g.out_edges(results["80.2%"][0], data=True))
    assert results["7"][1]["name"] == "result 7 out of 9"
