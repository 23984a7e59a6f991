"""Datasets, metrics and methods used (issue #16, round 6): invented sentences only."""
from __future__ import annotations

import pytest

from kg.extract.lexicon import KNOWN_DATASETS
from kg.extract.pipeline import shared_nlp
from tests.support.miner import load_miner, write_venue
from tests.support.paper_docs import phrase_span


@pytest.fixture(scope="module")
def nlp():
    return shared_nlp(False)


def _labelled(doc, label: str) -> set[str]:
    return {s.text for s in doc.spans["kg_entities"] if s.label_ == label}


def _phrase(nlp, text: str, phrase: str):
    return phrase_span(nlp(text), phrase)


def test_a_name_mostly_written_before_a_model_noun_is_no_kind_of_data(tmp_path):
    # 'KiteNet' qualifies data now and then ('KiteNet features' is no data noun, 'KiteNet images' is) but
    # names a model far more often; 'RopeCam' only ever qualifies data
    abstracts = [f"We train the KiteNet model {k} on RopeCam images and KiteNet images with KiteNet networks, "
                 f"a KiteNet architecture and a KiteNet encoder." for k in range(6)]
    not_entities = load_miner().mine(write_venue(tmp_path, abstracts), set())[2]
    assert not_entities.get("RopeCam", {}).get("kind") == "data"
    assert "KiteNet" not in not_entities


def test_a_possessive_is_no_part_of_a_name(nlp):
    doc = nlp("We probe KiteBERT and LampGPT’s hidden states, and RopeNet's layers. The KMDP’s with states are solved.")
    assert {"KiteBERT", "LampGPT", "RopeNet", "KMDP"} <= _labelled(doc, "Method")
    assert not any("’" in m or "'" in m for m in _labelled(doc, "Method"))


def test_generic_words_before_a_name_are_cut_even_when_written_like_one(nlp):
    from kg.extract.merge import _strip_det

    doc = nlp("It beats the second-best SOTA method KiteTrack by far.")
    start = next(t.i for t in doc if t.text == "SOTA")
    assert _strip_det(doc[start:start + 3]).text == "KiteTrack"


def _edges_to(graph, pid: str) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for _, t, a in graph.out_edges(pid, data=True):
        out.setdefault(graph.nodes[t].get("name"), set()).add(a["type"])
    return out


def test_datasets_a_paper_builds_are_data_it_is_evaluated_on():
    from kg.graph.assemble import build_graph
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper

    text = ("Kite counts are hard to compare. We create two datasets KiteSet-A and KiteSet-B to help. "
            "Counts on a corpus called WindBank show the gap.")
    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="WindBank: Counting Kites")],
                           use_models=False)
    edges = _edges_to(build_graph([ex]), "p1")
    for name in ("KiteSet-A", "KiteSet-B", "WindBank"):
        assert edges.get(name) == {"PROPOSES", "EVALUATED_ON"}, (name, edges)


def test_a_descriptive_hyphen_compound_is_no_dataset_name(nlp):
    doc = nlp("We make a KiteNotes-like wind dataset from RopeBank and evaluate on the KiteNotes benchmark.")
    datasets = _labelled(doc, "Dataset")
    assert "KiteNotes" in datasets and not any("-like" in d for d in datasets)


@pytest.mark.parametrize("text, phrase, own", [
    ("We propose a novel wobble method called KiteFix for kites.", "wobble method", True),
    ("We propose KiteFix, a lantern embedding architecture for kites.", "lantern embedding architecture", True),
    ("We propose a rope classifier against wind noise, KiteFix.", "rope classifier", True),
    ("KiteFix comprises a rope network and a lantern network.", "lantern network", True),
    ("We propose a wobble method that incorporates a flexible rope scheme.", "flexible rope scheme", False),
    ("We propose a novel wobble method that incorporates a flexible rope scheme.", "flexible rope scheme", True),
    ("We build rope classifiers that detect wobble.", "rope classifiers", False),
    ("Our lantern network recovers rope textures.", "lantern network", True),  # plain words 'our' owns (round 15)
    ("Our KiteNet backbone recovers rope textures.", "KiteNet backbone", False),  # a name in it: often taken over
    ("KiteFix works by integrating a rope detection model.", "rope detection model", False),
])
def test_a_description_of_the_own_method_is_no_method_used(nlp, text, phrase, own):
    from kg.extract.merge import _own_description

    assert _own_description(_phrase(nlp, text, phrase), {"KiteFix"}) is own


def test_an_amount_adjective_is_no_part_of_a_measure(nlp):
    doc = nlp("KiteFix reaches a small wobble error at little extra rope cost, with impressive scores, "
              "and runs in polynomial time.")
    metrics = _labelled(doc, "Metric")
    assert {"wobble error", "rope cost", "polynomial time"} <= metrics
    assert not any(m.split()[0] in ("small", "little", "extra", "impressive") for m in metrics)


@pytest.mark.parametrize("rule, text, phrase, expected", [
    # vague words on a generic head name no method
    ("_adjectives_on_generic_head", "It beats state-of-the-art unsupervised methods on kites.",
     "state-of-the-art unsupervised methods", True),
    ("_adjectives_on_generic_head", "We run a light-weight network on kites.", "light-weight network", True),
    ("_adjectives_on_generic_head", "A natural approach is to count kites.", "natural approach", True),
    ("_adjectives_on_generic_head", "We run a rope-aware lantern network on kites.", "rope-aware lantern network", False),
    # a term headed by a model or technique noun is a method
    ("_technique_headed", "We train sparse rope autoencoders on kites.", "sparse rope autoencoders", True),
    ("_technique_headed", "A non-equivariant kite detector fails on ropes.", "non-equivariant kite detector", True),
    ("_technique_headed", "We use low-rank lantern factorization here.", "low-rank lantern factorization", True),
    ("_technique_headed", "We report kite estimates here.", "kite estimates", False),
])
def test_phrase_rules_of_the_merge(nlp, rule, text, phrase, expected):
    from kg.extract import merge

    assert getattr(merge, rule)(_phrase(nlp, text, phrase)) is expected


def test_steps_and_activities_are_no_methods():
    from kg.extract.lexicon import is_generic_term

    assert all(is_generic_term(w, "Method") for w in ("sampling", "Learning", "approximation", "post-processing"))
    assert not is_generic_term("importance sampling", "Method")


def test_no_dataset_from_examples_of_something_else_or_from_an_activity(nlp):
    doc = nlp("Experiments on KiteBank show gains over prior works on the wind issue, such as RopeNet and LampGCN. "
              "Experiments show it beats baselines in learning KT structures.")
    datasets = _labelled(doc, "Dataset")
    assert "KiteBank" in datasets
    assert not datasets & {"RopeNet", "LampGCN", "KT"}


def test_a_title_in_title_case_names_no_dataset_after_a_preposition():
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper

    text = "We sample kite paths. Experiments on KiteBank show gains."
    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text,
                                  title="Evaluating Rope Sampling in Multi-Lantern Kite Planning")], use_models=False)
    datasets = {m.text for m in ex.mentions if m.label == "Dataset"}
    assert datasets == {"KiteBank"}


def test_a_known_dataset_named_in_the_abstract_is_used_whatever_the_sentence(nlp):
    doc = nlp("A large gain in rope counts is seen on ImageNet.")
    assert "ImageNet" in _labelled(doc, "Dataset")


def test_an_apposition_headed_by_a_data_noun_makes_a_title_name_a_dataset():
    # the title's words after the colon ('... Models Still Miss ...') are a sentence, not what the name is
    from kg.graph.assemble import build_graph
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper

    text = ("Kite models miss rope knots. We introduce KnotQA, a dataset for probing rope perception. "
            "Eleven kite models we evaluate score poorly on KnotQA.")
    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text,
                                  title="KnotQA: Large Kite Models Still Miss Rope Knots")], use_models=False)
    edges = _edges_to(build_graph([ex]), "p1")
    assert edges.get("KnotQA") == {"PROPOSES", "EVALUATED_ON"}, edges


@pytest.mark.parametrize("sentence, name, label", [
    ("The main contribution of this work is KiteNotes, a publicly available set of 2,002 annotated rope notes.",
     "KiteNotes", "Dataset"),
    ("In this paper, we present KiteEval, a synthetic, scalable, systematic evaluation suite for kite models.",
     "KiteEval", "Dataset"),
    ("We present RopeSnaps, a collection of over 1,000 annotated photographs of tangled ropes.", "RopeSnaps", "Dataset"),
    ("We present KiteKit, a set of 12 algorithms that untangle ropes.", "KiteKit", "Method"),  # counted methods
    ("We present KiteRules, a set of rules that untangle ropes.", "KiteRules", "Method"),  # nothing counted
    ("We present KiteAlg, a suite of three solvers for rope untangling.", "KiteAlg", "Method"),  # counted solvers
])
def test_the_head_of_an_apposition_to_a_proposed_name_says_whether_it_is_data(sentence, name, label):
    from kg.graph.assemble import build_graph
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper

    text = "Rope untangling is hard. " + sentence + " Experiments show its value."
    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="Untangling Ropes")], use_models=False)
    graph = build_graph([ex])
    labels = {a.get("name"): a.get("label") for _, a in graph.nodes(data=True)}
    assert labels.get(name) == label, labels


def test_a_data_noun_after_a_preposition_in_the_apposition_says_nothing(nlp):
    from kg.extract.merge import _apposed_data

    doc = nlp("We propose KiteFix, a model for the rope dataset. We build KnotSet, the first kite benchmark.")
    assert not _apposed_data(doc[2:3])
    assert _apposed_data(next(doc[t.i:t.i + 1] for t in doc if t.text == "KnotSet"))


def test_hardware_and_units_are_no_datasets(nlp):
    doc = nlp("Experiments on the KiteSet benchmark and on the rope robot LANTO reach 48.5% accuracy at 71 KPS (12 MB). "
              "Results on a ROPA MX2 board and on GPS-denied sites show a 5% gain on WindBank.")
    datasets = _labelled(doc, "Dataset")
    assert {"KiteSet", "WindBank"} <= datasets
    assert not {"LANTO", "KPS", "MB", "ROPA MX2", "GPS-denied"} & datasets, datasets


def test_a_graphics_card_is_no_dataset(nlp):
    # round 20 venue reading (ECCV 2018): a speed measured 'on one <maker> <model> card' made the card data
    doc = nlp("We reach 70.2% mean accuracy on the KiteScapes test set at 95 FPS on one ROPAX Tarn ZX card.")
    datasets = _labelled(doc, "Dataset")
    assert "KiteScapes" in datasets and not any("Tarn" in d for d in datasets), datasets


def test_names_after_a_counted_data_noun_and_a_comma_are_data(nlp):
    # round 21 venue reading (CVPR 2015): '<count> <kind> datasets, A and B' is an apposition saying which data
    doc = nlp("Experiments on two public kite datasets, KITE-Net and ROPEX, show a 3% gain.")
    assert {"KITE-Net", "ROPEX"} <= _labelled(doc, "Dataset")
    # without a closing clause mark the names may start the clause: no data read there
    doc = nlp("On two benchmark datasets, KITE and LAMP outperform the lantern baselines.")
    assert not {"KITE", "LAMP"} & _labelled(doc, "Dataset")


def test_data_set_in_two_words_is_a_data_noun(nlp):
    doc = nlp("We study the KiteBank data sets and the RopeWeb data set.")
    assert {"KiteBank", "RopeWeb"} <= _labelled(doc, "Dataset")


def test_a_modifier_before_a_defined_short_form_makes_no_dataset_name(nlp):
    doc = nlp("Diagnosis relies on the Kite Wind Record (KWR). Experiments on real Danish KWR and on RopeBank show "
              "a 3% gain.")
    datasets = _labelled(doc, "Dataset")
    assert "RopeBank" in datasets and "Danish KWR" not in datasets


def test_unnamed_data_a_paper_builds_is_evaluated_on_unless_made_up():
    from kg.graph.assemble import build_graph
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper

    # round 12: the extra gold sets count an unnamed corpus a paper builds as data it is evaluated on; the
    # guidelines' 'synthetic data' stays no dataset
    for words, want in (("windy kite scene", {"PROPOSES", "EVALUATED_ON"}), ("synthetic kite scene", {"PROPOSES"})):
        text = (f"Kite counts are hard. To test it, we design a strategy to build a {words} dataset. "
                f"Experiments on the {words} dataset show a 3% gain.")
        (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="Counting Kites")], use_models=False)
        edges = _edges_to(build_graph([ex]), "p1")
        assert edges.get(f"{words} dataset") == want, edges


def test_a_known_dataset_opening_a_task_phrase_stays_a_dataset(nlp):
    doc = nlp("Our model reaches 89.1% accuracy in the MNIST classification task and 70.2% on the KITTI tracking dataset.")
    assert {"MNIST", "KITTI"} <= _labelled(doc, "Dataset")
    assert not any(t.startswith(("MNIST", "KITTI")) or t.endswith("dataset") for t in _labelled(doc, "Task"))


def test_names_listed_with_a_known_dataset_are_datasets(nlp):
    doc = nlp("We show results for few-shot kite counting using miniImageNet, RopeSet-5, and KT100, with gains.")
    assert {"miniImageNet", "RopeSet-5", "KT100"} <= _labelled(doc, "Dataset")
    doc = nlp("We use two well-known datasets--MNIST and KiteSet-9. Results show gains.")
    assert {"MNIST", "KiteSet-9"} <= _labelled(doc, "Dataset")


def test_a_measure_at_a_cutoff_is_no_dataset(nlp):
    from tests.support.paper_docs import invented_doc
    doc = invented_doc(nlp, "On the Kiteville dataset with many ropes, KiteRec beats RopeRec by 41% in terms of NDCG@10.")
    assert "NDCG@10" not in _labelled(doc, "Dataset")
    doc = invented_doc(nlp, "KiteRec reaches a KiteHit@1 of 0.61 on the Kiteville dataset.")
    assert "KiteHit@1" not in _labelled(doc, "Dataset") | _labelled(doc, "Method")


def test_a_listed_material_is_no_dataset(nlp):
    from kg.extract.merge import _material_label
    text = "We present experimental results covering kite captions in Kitish, Ropish, Lanternese and Hindi."
    assert _material_label(_phrase(nlp, text, "Kitish, Ropish, Lanternese")) == "Material"


def test_a_released_name_whose_apposition_ends_in_a_data_noun_is_a_dataset(nlp):
    # modifiers joined by 'and', or a method noun right before the data noun, still leave the data noun the head
    assert "WoundKite" in _labelled(nlp("We release WoundKite, a large and diverse dataset of kite images."), "Dataset")
    assert "KHuman" in _labelled(nlp("We also release KHuman, a 3D real-world human model dataset with 7000 scans."), "Dataset")


def test_a_name_rarely_written_as_data_is_mined_unless_the_gazetteer_holds_it(tmp_path):
    # 24 abstracts fine-tune KiteBERT, one reports 'results on KiteBERT': a model, written once as if data;
    # RopeSet is written as data in 2 of 25: a dataset; CIFAR-10 is a known dataset however it is written
    abstracts = [f"We fine-tune KiteBERT and CIFAR-10 features on lamp logs {k}." for k in range(24)]
    abstracts += ["We report results on KiteBERT and on CIFAR-10."]
    abstracts += [f"A RopeSet model {k} is used." for k in range(23)] + ["Results on RopeSet improve.", "The RopeSet benchmark."]
    never = load_miner("mine_never_data").mine(write_venue(tmp_path, abstracts), set())
    assert "KiteBERT" in never and "RopeSet" not in never and "CIFAR-10" not in never


def test_a_measure_spelled_with_a_capital_is_no_dataset(nlp):
    doc = nlp("Experiments on the KiteNews dataset show that our model outperforms all baselines, especially in Macro-F1.")
    assert _labelled(doc, "Dataset") == {"KiteNews"}


# session of 2026-12-04

def test_each_systems_figure_in_a_parenthesis_is_no_dataset(nlp):
    doc = nlp("We propose KitePrompt. It improves every part of the LanternQA benchmark (KiteLM: +4.4%, RopeLM: +1.5%).")
    assert _labelled(doc, "Dataset") == {"LanternQA"}


def test_a_variant_of_a_measure_is_no_dataset(nlp):
    doc = nlp("We propose KiteSum. KiteSum achieves a 14.5% improvement in ROUGE-1 F1 over RopeSum on the KiteNews dataset.")
    assert "ROUGE-1" not in _labelled(doc, "Dataset")


def test_one_modifier_before_a_plural_data_noun_names_no_dataset(nlp):
    # 'two real-world KRPX datasets': what the datasets are about (a domain or a task), no one dataset's name;
    # a list before the plural ('the KiteA and KiteB datasets') still names each
    doc = nlp("Our evaluation compares KiteRank against baselines on two real-world KRPX datasets. "
              "KiteRank also reaches the best results on LMQ benchmarks with 5% fewer errors. "
              "Experiments on the KiteA and KiteB datasets and on the public RopeSet datasets show gains of 5%.")
    data = _labelled(doc, "Dataset")
    assert not {"KRPX", "LMQ"} & data
    assert {"KiteA", "KiteB", "RopeSet"} <= data


def test_a_proposed_task_named_before_a_data_noun_is_no_dataset(nlp):
    # the paper defines its own task with a short form, then builds data for it: 'a KRR corpus' is data for the
    # task, the task itself is no dataset
    doc = nlp("This paper introduces kite rope ranking (KRR), a problem where ropes are ordered by strength. "
              "We also gather a KRR corpus, named RopeSet, with 900 rope photos. "
              "Our ranker beats three baselines on RopeSet by 5%.")
    data = _labelled(doc, "Dataset")
    assert "KRR" not in data
    assert "RopeSet" in data


def test_a_mined_task_short_form_in_the_plural_or_after_a_modifier_is_no_dataset(nlp, monkeypatch):
    # the venue abstracts call 'KRT' a task (the mined not-entities list); 'KRTs' and 'English KRT' are the same
    # task, while 'the Kite KRT dataset' names one dataset
    from kg.extract import merge
    mined = merge.not_entities()
    monkeypatch.setattr(merge, "not_entities", lambda: {**mined, "KRT": "task"})
    doc = nlp("Results on English KRT benchmarks and on the Kite KRT dataset improve by 5%. "
              "We test on KRTs with gains of 3%.")
    data = _labelled(doc, "Dataset")
    assert not {"English KRT", "KRTs"} & data
    assert any(d.startswith("Kite KRT") for d in data)


_SEVERAL_WORDS = sorted(n for n in KNOWN_DATASETS if " " in n)


def test_the_gazetteer_keeps_names_of_several_words_whole():
    assert "Penn Treebank" in _SEVERAL_WORDS and "Treebank" not in KNOWN_DATASETS  # the issue's own example


@pytest.mark.parametrize("name", _SEVERAL_WORDS)
def test_a_gazetteer_name_of_several_words_is_one_dataset(nlp, name):
    doc = nlp(f"We evaluate KiteNet on the {name} benchmark and report its accuracy.")
    datasets = [e.text for e in doc.spans["kg_entities"] if e.label_ == "Dataset"]
    assert name in datasets and not any(d != name and d in name.split() for d in datasets)


def test_a_capitalised_name_joined_to_a_dataset_in_an_evaluation_region_is_data(nlp):
    # no word of 'Ropeworld' or 'Lantern Arm Reach' is written like a name (no inner capital, no digit), but
    # each is joined by 'and' to a dataset the same evaluation phrase names
    doc = nlp("We evaluate our agent on KiteGym for rope sorting and Ropeworld for kite search. "
              "Results on the KiteArena Suite and the Lantern Arm Reach Task show gains of 5%.")
    data = _labelled(doc, "Dataset")
    assert "Ropeworld" in data
    assert any(d.startswith("Lantern Arm Reach") for d in data)


def test_a_capitalised_conjunct_that_modifies_a_noun_or_names_a_measure_is_no_dataset(nlp):
    doc = nlp("Results on 30 stocks across the KiteX and Rope Lake markets improve by 5%. "
              "Our system beats baselines on the KiteWOZ data in both BLEU and Slot Kite Rate. "
              "Experiments cover two tasks: Rope Stacking in KiteSim-2 and Lantern Collection in RopeWorld-3.")
    data = _labelled(doc, "Dataset")
    assert not {"Rope Lake", "Slot Kite Rate", "Lantern Collection"} & data


def test_a_kind_word_inside_a_title_case_name_is_part_of_it(nlp):
    # 'Task' between two capitalised words of one name does not cut it in two
    doc = nlp("We measure classifiers on the public Kite Open Task Lantern data set and report a kappa of 0.4.")
    data = _labelled(doc, "Dataset")
    assert any("Open Task Lantern" in d for d in data)
    assert not {"Open", "Lantern"} & data


def test_a_language_pair_is_the_direction_of_some_data_not_its_name(nlp):
    doc = nlp("KiteMT reaches 30.4 BLEU on the KiteWMT dataset, on English-German and on German-English.")
    datasets = _labelled(doc, "Dataset")
    assert "KiteWMT" in datasets and not any(d.endswith(("German", "English")) for d in datasets)


def test_a_language_pair_written_with_to_is_a_direction_not_a_name(nlp):
    doc = nlp("Experiments on the KiteWMT14 English-to-German data and on Chinese-to-English show that KiteMT gains 2 BLEU.")
    datasets = _labelled(doc, "Dataset")
    assert "KiteWMT14 English-to-German" in datasets
    assert not {"English-to-German", "Chinese-to-English", "KiteWMT14"} & datasets


@pytest.mark.parametrize("text, names", [
    ("KiteMT reaches 30.4 BLEU on the KiteWMT17 English-German and KiteWMT16 Romanian-English datasets.",
     {"KiteWMT17 English-German", "KiteWMT16 Romanian-English"}),
    ("Experiments on KiteWMT17 En-De and KiteWMT17 De-En datasets show that KiteMT gains 2 BLEU.",
     {"KiteWMT17 En-De", "KiteWMT17 De-En"}),
])
def test_a_language_pair_after_a_corpus_name_is_part_of_it(nlp, text, names):
    datasets = _labelled(nlp(text), "Dataset")
    assert names <= datasets and not {"En-De", "De-En", "KiteWMT17", "KiteWMT16"} & datasets


@pytest.mark.parametrize("text, name", [
    ("Many generated rope sequences can be found in the Online Encyclopaedia of Kite Sequences (OEKS) as well.", "OEKS"),
    ("The rope sounds come from the Kite Corpus of Lantern Speech (KCLS).", "KCLS"),
])
def test_a_name_whose_head_before_of_holds_data_is_a_dataset(nlp, text, name):
    assert name in _labelled(nlp(text), "Dataset")


def test_numbered_names_of_a_family_written_before_model_nouns_mine_a_model_stem(tmp_path):
    # each size of 'KiteNet' is rare, the family before model nouns is not; 'Ropeset-10/-100' precede data nouns
    abstracts = [f"We use the KiteNet-{18 * (k + 1)} backbone and test on the Ropeset-10 and Ropeset-100 datasets."
                 for k in range(4)] + ["The LampNet-4 network is small."]
    stems = load_miner("mine_model_stems").mine(write_venue(tmp_path, abstracts), set())
    assert "KiteNet" in stems and "Ropeset" not in stems
    assert "LampNet" not in stems  # one abstract: too few


def test_a_model_family_or_a_name_before_a_model_noun_is_no_dataset(nlp, monkeypatch):
    from kg.extract import data_names
    monkeypatch.setattr(data_names, "model_stems", lambda: frozenset({"KiteNet"}))
    doc = nlp("Experiments on Ropeset-10 and KiteNet-20 show that our pruning keeps 93% accuracy. "
              "We report results on the LampBench and RopeQA datasets based on the Conv-6 and Lamp-12 backbones.")
    data = _labelled(doc, "Dataset")
    assert {"Ropeset-10", "LampBench", "RopeQA"} <= data
    assert not {"KiteNet-20", "Conv-6", "Lamp-12"} & data


def test_a_frequent_name_never_written_as_data_is_mined_and_is_no_dataset(tmp_path, nlp, monkeypatch):
    abstracts = [f"We embed kites in a KHRS and fit a KiteSVM model {k}; results on RopeSet-{k} improve." for k in range(4)]
    abstracts += ["We release the KiteSVM benchmark."]  # written once before a data noun: a dataset somewhere
    never = load_miner("mine_never_data").mine(write_venue(tmp_path, abstracts), set(), min_abstracts=3)
    assert "KHRS" in never and "KiteSVM" not in never and not any(n.startswith("RopeSet") for n in never)
    from kg.extract import data_names
    monkeypatch.setattr(data_names, "never_data", lambda: frozenset({"KHRS"}))
    data = _labelled(nlp("Experiments on LampBench and KHRS show gains of 4% over the kite baselines."), "Dataset")
    assert "LampBench" in data and "KHRS" not in data


# round 18 venue reading (AI, ML and NLP venues)

def test_names_listed_with_a_model_or_after_a_kind_of_method_are_no_data(nlp, monkeypatch):
    from kg.extract import data_names
    monkeypatch.setattr(data_names, "never_data", lambda: frozenset({"RopeDet"}))
    doc = nlp("Our KitePN adds +1.9 points AP on RopeDet, KiteDet and LanternPN.")
    assert not _labelled(doc, "Dataset") & {"KiteDet", "LanternPN"}
    doc = nlp("We evaluate our attacks on attribution methods, KiteCAM and RopeGrad, for several architectures.")
    assert not _labelled(doc, "Dataset") & {"KiteCAM", "RopeGrad"}
    doc = nlp("Experiments on KiteBench, RopeQA and LanternSet show gains.")  # no model among them: data
    assert {"KiteBench", "RopeQA", "LanternSet"} <= _labelled(doc, "Dataset")


def test_a_tuned_variant_of_a_model_family_is_a_model(monkeypatch):
    from kg.extract import data_names
    monkeypatch.setattr(data_names, "model_stems", lambda: frozenset({"KiteLM"}))
    assert data_names.model_family("KiteLM-3.5-Turbo") and data_names.model_family("KiteLM-7B-Chat")
    assert not data_names.model_family("RopeSet-3-Hard")


# round 18 (robotics venue readings, branch i16venb18)

def test_a_name_written_once_next_to_a_hardware_noun_is_no_data_in_its_other_mentions():
    from kg.extract.data_names import not_data
    from kg.extract.pipeline import shared_nlp
    doc = shared_nlp(False)("We control the humanoid robot KiteBot-2 with a rope planner. Experiments on KiteBot-2 "
                            "and on RopeSet show that the planner is fast.")
    second = doc.text.rindex("KiteBot-2")
    assert not_data(doc, second, second + len("KiteBot-2"))
    start = doc.text.index("RopeSet")
    assert not not_data(doc, start, start + len("RopeSet"))


# round 19 (venue readings, branch i16ven19)

def test_a_name_set_beside_a_method_noun_phrase_is_no_data(nlp):
    """'<name>, the state-of-the-art <kind> method': the apposition says what the name is; a list after a
    kind of model with its short form in brackets is one of models too."""
    from kg.extract.data_names import _listed_with_models
    doc = nlp("Our model even works on sequences on which KITEMAP, the standard rope pipeline, has an 80% failure rate.")
    assert "KITEMAP" not in _labelled(doc, "Dataset")
    doc = nlp("We transfer knowledge from pretrained foundation models (FMs), KiteSeg and RopeDet, to point clouds.")
    start = doc.text.index("RopeDet")
    assert _listed_with_models(doc, start, start + len("RopeDet"))


def test_a_name_in_brackets_after_a_method_noun_is_no_data(nlp):
    """Round 20 venue reading: '<a kind of> algorithm (<NAME>)' names the algorithm, even where the sentence goes
    on to say what is evaluated on what; a name in brackets after a data noun stays data."""
    doc = nlp("We base six kite learners on a common off-policy algorithm (KAC), and evaluate them on a rope dataset (R4RL).")
    assert "KAC" not in _labelled(doc, "Dataset") and "R4RL" in _labelled(doc, "Dataset")


def test_a_name_beside_a_data_noun_phrase_stays_data():
    from kg.extract.data_names import _called_a_method
    text = "We release KiteBench, a benchmark for method comparison, and test on RopeSet, the largest kite corpus."
    assert not _called_a_method(text, text.index("KiteBench") + len("KiteBench"))
    assert not _called_a_method(text, text.index("RopeSet") + len("RopeSet"))
    assert _called_a_method("on KiteMap, a strong mapping pipeline.", len("on KiteMap"))


def test_a_proposed_data_noun_with_what_it_holds_after_it_is_a_dataset():
    """Round 19: 'a corpus of N kite sentences', 'a dataset captured with a Kite-9 camera': the data noun heads the
    proposal even though other words end it; 'a suite of solvers' groups methods, so 'suite' is left out."""
    from kg.extract.merge import _proposal_kind

    nlp = shared_nlp(False)
    for text, phrase, want in (
        ("We present a new corpus of 2,400 annotated kite sentences.", "corpus of 2,400 annotated kite sentences", "Dataset"),
        ("We introduce a dataset captured with a Kite-9 camera and a rope method.", "dataset captured with a Kite-9 camera",
         "Dataset"),
    ):
        assert _proposal_kind(_phrase(nlp, text, phrase)) == want, phrase
    assert _proposal_kind(_phrase(nlp, "We propose a suite of rope solvers for kites.", "suite of rope solvers")) != "Dataset"


# round 19 (venue readings, branch i16vene19)

def test_names_listed_after_the_plural_short_form_of_a_kind_of_model_are_no_data(nlp):
    """'on two KRAs, A and B': the plural of a short form the abstract writes before 'models', or one ending in
    M or N ('KLMs', 'KNNs'), heads a list of models; a plural short form of something else keeps its list data."""
    doc = nlp("Kite-Rope-Action (KRA) models are promising. We evaluate this method on two recent open-source KRAs, "
              "KiteA and RopeB, in simulation.")
    assert not {"KiteA", "RopeB"} & _labelled(doc, "Dataset")
    doc = nlp("We evaluate our method on three KLMs, KiteA, RopeB and KnotC.")
    assert not {"KiteA", "RopeB"} & _labelled(doc, "Dataset")
    doc = nlp("We evaluate on three KBs, KiteA and RopeB.")
    assert "KiteA" in _labelled(doc, "Dataset")


def test_names_written_before_models_are_no_data_unless_known_as_data(nlp):
    """'using RangeKite and RopeNext models': the names are models; a known data set before 'models' (its
    objects, or models trained on it) stays data."""
    doc = nlp("Evaluated on the real-world KiteKITTI benchmark, our approach achieves 1.70% error in segmentation of "
              "LiDAR data using RangeKite and RopeNext models, and is faster than the baseline.")
    assert not {"RangeKite", "RopeNext"} & _labelled(doc, "Dataset")
    assert "KiteKITTI" in _labelled(doc, "Dataset")
    doc = nlp("We render thousands of ShapeNet models in simulation.")
    assert "ShapeNet" in _labelled(doc, "Dataset")


def test_a_name_beside_a_kind_of_legged_robot_is_no_data(nlp):
    """'on a KiteDog Q2 quadruped': a legged robot named by its kind is hardware, not data."""
    doc = nlp("Further, we conduct experiments on a KiteDog Q2 quadruped showcasing transfer of efficient policies.")
    assert not _labelled(doc, "Dataset")
    doc = nlp("We test the controller on the RopeWalk hexapod and on the KiteSet dataset.")
    assert _labelled(doc, "Dataset") == {"KiteSet"}


def test_names_before_a_setting_noun_name_a_condition_not_data_or_a_method(nlp):
    """'in both KSV and non-KSV scenarios': the names say under which condition, not on which data; a list
    of names shares the setting noun after it."""
    doc = nlp("Our method keeps high accuracy in both KSV and Non-KSV scenarios on the KiteSet dataset.")
    assert _labelled(doc, "Dataset") == {"KiteSet"}
    assert not {"KSV", "Non-KSV"} & (_labelled(doc, "Method") | _labelled(doc, "Dataset"))
    doc = nlp("The method stays accurate in the RQB and TLV settings.")
    assert not {"RQB", "TLV"} & (_labelled(doc, "Method") | _labelled(doc, "Dataset"))
    doc = nlp("The method reaches 91% accuracy on RQB and TLV.")
    assert {"RQB", "TLV"} <= _labelled(doc, "Dataset")


# round 20 (venue readings: ICRA 2021, IROS 2021; branch i16venc20)

def test_the_machine_a_speed_is_measured_on_is_no_data(nlp):
    """'at 40 FPS on an <vendor> <board>': one of many machines (the indefinite article), not data; 'on the
    <data set>' after a speed stays data."""
    doc = nlp("Our kite tracker reaches 71.2% accuracy on KiteSet and runs at 40 FPS on an Ropera Q7 board.")
    assert "Ropera Q7" not in _labelled(doc, "Dataset") and "Ropera" not in _labelled(doc, "Dataset")
    doc = nlp("The kite segmenter runs at 12 FPS on a single Lantern X9 and at 30 fps on the KiteScapes benchmark.")
    labelled = _labelled(doc, "Dataset")
    assert not any("Lantern" in x for x in labelled) and any("KiteScapes" in x for x in labelled)
    doc = nlp("We reach 70.2% mIoU on KiteScapes, at 60 FPS on an Ropera QX 2080 and 9 FPS on a Lantern Nano NX.")
    assert {s.text for s in doc.spans["kg_entities"] if s.label_ in ("Dataset", "Method")} == {"KiteScapes"}
    doc = nlp("The kite model implemented on Lantern Q102 achieves 41.1 frames per second, which corresponds to 10x "
              "and 3.7x improvements from the systems implemented on Ropera i7 and Kestrel 2080 Ti, respectively.")
    assert not _labelled(doc, "Dataset")


def test_a_name_written_before_pandemic_is_an_event_not_data():
    """'during the <disease> pandemic': the name is an event in every mention of the abstract (the mined name
    list may hold it), unless the abstract also writes it before a data noun."""
    from kg.extract.data_names import names_an_event
    text = "During the KITEFLU-21 pandemic, kite shops closed. Our robot was tested for KITEFLU-21 on KiteSet."
    assert names_an_event(text, "KITEFLU-21") and not names_an_event(text, "KiteSet")
    doc = shared_nlp(False)(text)
    assert not any("KITEFLU" in s.text for s in doc.spans["kg_entities"])  # nor a name of a method
    text = "During the KITEFLU-21 outbreak we collected the KITEFLU-21 dataset and evaluate on KITEFLU-21."
    assert not names_an_event(text, "KITEFLU-21")


def test_a_name_a_naming_participle_gives_a_far_data_noun_is_a_dataset(nlp):
    # round 21: 'a <data noun> for <long description>, called X': the participle hangs on the last noun of the
    # description, but what it names is the data noun the description hangs on; a method noun there stays a method
    doc = nlp("Finally we propose a new large-scale dataset for kite tracking in windy weather, called KiteVox. "
              "We also gather a corpus specifically for detection of torn rope fibres, named RopeFib. "
              "We further contribute two annotated lantern datasets, named LD1 and LD2, from two towns. "
              "Last, we design a new method for building kite datasets, called KiteGen.")
    data = _labelled(doc, "Dataset")
    assert {"KiteVox", "RopeFib", "LD1", "LD2"} <= data
    assert "KiteGen" not in data


def test_a_name_a_data_noun_gives_inside_a_proposal_is_the_dataset(nlp):
    # round 22: 'we introduce a <Name>-like dataset <Name2> of N <items>': the proposal runs over the description
    # and the data noun to the name; the name alone is the Dataset (and so is each later mention of it)
    doc = nlp("We introduce a LAMP-like dataset Kite-Claims of 2,310 rope statements. Results show that Kite-Claims "
              "remains hard for current taggers.")
    data = _labelled(doc, "Dataset")
    assert "Kite-Claims" in data
    assert not any("dataset" in x for x in _labelled(doc, "Method") | data)


def test_a_proposal_headed_by_a_method_noun_is_a_method_though_data_follows(nlp):
    # round 22: a title 'A Cheap Method for Pruning <...> Datasets': the proposal's own last word says what it is
    from tests.support.paper_docs import invented_doc
    doc = invented_doc(nlp, "We prune rope datasets quickly by dropping repeated knots.",
                       title="A Cheap Method for Pruning Rope Datasets")
    assert not any("Method" in x for x in _labelled(doc, "Dataset"))


def test_a_suite_of_algorithms_is_no_dataset(nlp):
    # round 22: 'X, a suite of algorithms that ...' groups methods; 'Y, a benchmark of ...' is data
    doc = nlp("We release KiteVal, a suite of algorithms that rank rope knots. We also release RopeSet, a benchmark "
              "of rope images.")
    assert "KiteVal" not in _labelled(doc, "Dataset")
    assert "RopeSet" in _labelled(doc, "Dataset")


def test_a_size_written_apart_continues_a_dataset_name(nlp):
    # round 22: 'the Kitesound 8k and Ropenet-10 benchmarks': the size belongs to the first name
    doc = nlp("We report 91.2% and 88.4% accuracy on the Kitesound 8k and Ropenet-10 benchmarks.")
    assert {"Kitesound 8k", "Ropenet-10"} <= _labelled(doc, "Dataset")
    assert "Kitesound" not in _labelled(doc, "Dataset")
    # the bare name written elsewhere in the abstract names the same data, not a method
    doc = nlp("Our approach improves the performance of Faster R-CNN on three benchmarks of Kite-Rope 100K, KITE VOC "
              "and RS COCO. We achieve new state-of-the-art performance on Kite-Rope 100K and competitive results on "
              "both KITE VOC and RS COCO.")
    assert "Kite-Rope 100K" in _labelled(doc, "Dataset") and "Kite-Rope" not in _labelled(doc, "Method")


def test_data_described_by_its_language_is_no_dataset():
    # round 22: '<language> data', '<language> click logs' (the mined list says the word is a language)
    from kg.extract.lexicon import not_entities
    from kg.extract.merge import _not_an_entity
    lang = next(n for n, k in not_entities().items() if k == "data" and n.isalpha() and n[0].isupper() and len(n) > 4)
    doc = shared_nlp(False)(f"Kite taggers learnt from {lang} data are tuned on {lang} click logs and on KiteRank.")
    for phrase in (f"{lang} data", f"{lang} click logs"):
        assert _not_an_entity(phrase_span(doc, phrase), "Dataset", 0)
    assert not _not_an_entity(phrase_span(doc, "KiteRank"), "Dataset", 0)


def test_a_plain_word_before_a_data_noun_keeps_the_data_noun(nlp):
    # round 22: 'the public Lantern dataset' where the abstract also writes 'lantern' in lower case: the word alone
    # is an ordinary word, the dataset's name is the word with its data noun; a coined name stays bare
    doc = nlp("We evaluate our kite model on real-world lantern recordings such as our Rope-Walk dataset and the "
              "publicly available Lantern dataset.")
    data = _labelled(doc, "Dataset")
    assert "Lantern dataset" in data and "Lantern" not in data and "Rope-Walk" in data
    doc = nlp("We evaluate our kite model on kite recordings and on the publicly available Lantern dataset.")
    assert "Lantern" in _labelled(doc, "Dataset")


def test_a_proposal_whose_data_noun_names_it_and_is_typed_data_does_not_break_the_merge(nlp):
    # a venue abstract crashed the whole build: the proposal '<data noun> <Name>' is kept under its name only,
    # and the kind read from a nearby data noun must not look the full proposal text up again
    doc = nlp("We introduce new benchmarks KITE-LT, a dataset for long-tail spotting.")
    assert "KITE-LT" in _labelled(doc, "Dataset")


def test_plain_names_listed_beside_a_coined_one_after_a_data_noun(nlp):
    # round 23: 'three datasets, i.e. <Word>, <Word>, and <NAME>': the plain items are names as the coined one is
    doc = nlp("Our augmentation beats prior methods on three review datasets, i.e. Kitchen, Garden, and KRV.")
    assert {"Kitchen", "Garden", "KRV"} <= _labelled(doc, "Dataset")
    doc = nlp("We run on two widely adopted datasets, KITE and Lanternfield, and report gains.")
    assert {"KITE", "Lanternfield"} <= _labelled(doc, "Dataset")
    # a year written after the plain name stays with it
    doc = nlp("We compare the methods across three public datasets (Kitebank 2001, RopeEval 2010, KDC 2002).")
    assert {"Kitebank 2001", "RopeEval 2010", "KDC 2002"} <= _labelled(doc, "Dataset")
    # no coined name in the list: plain words stay out
    doc = nlp("We test on three review datasets, i.e. Kitchen, Garden, and Tools.")
    assert not {"Kitchen", "Garden", "Tools"} & _labelled(doc, "Dataset")


def test_a_parenthesised_list_after_an_evaluation_preposition(nlp):
    # round 23: 'results on the rest (A, B, and C) <a long clause>': the region runs through the parenthesis
    doc = nlp("The model reports the best results on the rest (KiteQA, RopeVQA, and LanternQA) when set against "
              "systems of a comparable parameter count.")
    assert {"KiteQA", "RopeVQA", "LanternQA"} <= _labelled(doc, "Dataset")


def test_a_figure_counting_a_part_of_a_name_is_no_version(nlp):
    # round 23: "from KiteGuard's 9 billion weights": the figure counts the model's weights, no data name
    doc = nlp("Our method shrinks the network from KiteGuard’s 9 billion weights to 80 million, with results on KRB.")
    assert not {s for s in _labelled(doc, "Dataset") if s.startswith("KiteGuard")}


def test_one_name_a_data_noun_apposition_gives(nlp):
    # round 23: 'gains on a public kite dataset, KiteSet, over ...'
    doc = nlp("We report gains on a public kite dataset, KiteSet, over three baselines.")
    assert "KiteSet" in _labelled(doc, "Dataset")


def test_a_list_after_an_indefinite_article_describes_one_set(nlp):
    # round 23: 'a Windy, Noisy, Sparse kite benchmark': the capitalised words describe one new set, no names
    doc = nlp("We present KiteEval, a Windy, Noisy, Sparse kite benchmark for evaluating rope models.")
    assert not {"Windy", "Noisy", "Sparse"} & _labelled(doc, "Dataset")


# round 23 (venue reading, branch ven23)

def test_a_data_noun_where_a_proposal_is_tried_or_one_that_modifies_a_noun_types_no_proposal():
    """'a kite sampler evaluated on three datasets': the data noun after the verb or the preposition says where
    the proposal is tried; 'KiteX: Dataset Pruning ...' uses the data noun as a modifier. Neither is what the
    proposal is; the data noun right after it ('the KiteQA benchmark', 'KiteSet, a dataset of ...') still is."""
    from kg.extract.merge import _proposal_kind

    nlp = shared_nlp(False)
    for text, phrase in (
        ("We propose a kite sampler evaluated on three datasets.", "kite sampler"),
        ("We test the proposed kite detector on four benchmark datasets.", "kite detector"),
        ("KiteX: Dataset Pruning with Rope Matching", "KiteX"),
    ):
        assert _proposal_kind(_phrase(nlp, text, phrase)) != "Dataset", phrase
    for text, phrase in (
        ("We present the KiteQA benchmark for rope questions.", "KiteQA"),
        ("We release KiteSet, a new dataset of rope images.", "KiteSet"),
    ):
        assert _proposal_kind(_phrase(nlp, text, phrase)) == "Dataset", phrase


# round 23, second wave (venue reading, branch ven23b)

def test_a_data_noun_in_a_modifier_of_a_method_head_types_no_proposal_a_dataset(nlp):
    """'an approach for choosing samples from related datasets': the data noun ends the proposal but sits in a
    phrase that modifies its head, a method noun; a data noun heading the phrase still makes a Dataset."""
    from kg.extract.merge import _proposal_kind

    for text, phrase in (
        ("Additionally, we present a new approach for choosing useful samples from related datasets.",
         "approach for choosing useful samples from related datasets"),
        ("We propose a method to prune large benchmarks.", "method to prune large benchmarks"),
    ):
        assert _proposal_kind(_phrase(nlp, text, phrase)) == "Method", phrase
    for text, phrase in (
        ("We present a new kite classification dataset.", "kite classification dataset"),
        ("We present a suite of rope tasks across ten datasets.", "suite of rope tasks across ten datasets"),
    ):
        assert _proposal_kind(_phrase(nlp, text, phrase)) == "Dataset", phrase


def test_a_name_the_abstract_also_writes_negated_is_no_dataset_or_method(nlp):
    """'in KID and ... in non-KID settings': a negated name is a condition of the study, never data or a method."""
    doc = nlp("Our experiments show that KiteNet surpasses the test accuracy of baselines by up to 11.4% in KID and "
              "up to 15.8% in non-KID settings.")
    assert "KID" not in _labelled(doc, "Dataset") | _labelled(doc, "Method")
    assert "KiteNet" in _labelled(doc, "Method")


def test_the_short_form_of_an_adjectival_long_form_names_no_method_or_data(nlp):
    """'independently and evenly scattered (IES) samples': a long form ending in a participle or adjective, with
    no noun, spells out a property; its short form is no method's or data set's name ('Kite Neural Fields (KNF)' is)."""
    doc = nlp("The causal method gives access to independently and evenly scattered (IES) samples. "
              "We use Kite Neural Fields (KNF) on graphs where IES holds.")
    assert "IES" not in _labelled(doc, "Method") | _labelled(doc, "Dataset")
    assert "KNF" in _labelled(doc, "Method")


def test_a_data_noun_used_as_a_verb_before_a_name_makes_no_dataset(nlp):
    """'We benchmark RopeFlow on standard datasets': the verb, not the data noun, stands before the name."""
    doc = nlp("We benchmark Rope-Flow on standard datasets and show faster sampling. We also test on the benchmark KiteQA.")
    assert "Rope-Flow" not in _labelled(doc, "Dataset")
    assert "KiteQA" in _labelled(doc, "Dataset")


def test_a_listed_data_name_the_abstract_defines_as_a_kind_of_thing_is_no_dataset(nlp):
    """'bounded orbit prediction (BOP)': the abstract gives the letters of a listed dataset name its own meaning, a
    lower-case long form whose head says task; a paper that only uses the name means the data."""
    doc = nlp("We study bounded orbit prediction (BOP). We solve BOP with a new kite sampler, "
              "which outperforms baselines on synthetic data.")
    assert "BOP" not in _labelled(doc, "Dataset")
    doc = nlp("Our kite pose estimator reaches 80% accuracy on BOP.")
    assert "BOP" in _labelled(doc, "Dataset")


def test_the_first_half_of_a_suspended_compound_is_no_name(nlp):
    """'on KR- and rope-based tasks': 'KR-' waits for the head written after the second half; it names nothing."""
    doc = nlp("Our kite model reaches new state-of-the-art results on KR- and rope-based tasks (KiteQA, RopeVQA) "
              "compared to models of similar size.")
    assert not any(s.text.endswith("-") for s in doc.spans["kg_entities"])
    assert {"KiteQA", "RopeVQA"} <= _labelled(doc, "Dataset")


def test_a_list_followed_at_once_by_the_data_it_ran_on_holds_the_models(nlp):
    """'AP on A, B and C respectively on the KiteSet dataset': the second 'on' names the data, the list the models
    evaluated there; a list closed by ', and on the X benchmark' is all data."""
    doc = nlp("Our kite loss improves the AP by 2.1 points on KiteDet, Rope R-CNN and Knot R-CNN respectively on the "
              "KiteSet dataset.")
    datasets = _labelled(doc, "Dataset")
    assert "KiteSet" in datasets
    assert not {"KiteDet", "Rope R-CNN", "Knot R-CNN"} & datasets, datasets
    doc = nlp("Our sampler gains 2.1 points of accuracy on KiteSet, RopeBank and KnotQA, and on the Lantern benchmark.")
    assert {"KiteSet", "RopeBank", "KnotQA"} <= _labelled(doc, "Dataset")


def test_a_name_made_of_languages_alone_is_no_dataset(nlp):
    """'knot control in Czech and Turkish': the languages the data are in, whatever rule or model typed them data;
    'the Czech corpus' and a pair written with a hyphen ('Czech-Turkish', a translation direction as often as data)
    are left alone."""
    from kg.extract.data_names import languages_alone

    text = "Our kite taggers are evaluated on rope polarity and knot control in Czech and Turkish."
    assert languages_alone(text, "Czech and Turkish") and languages_alone(text, "Turkish")
    assert not languages_alone("We train on the Czech corpus and test on Czech.", "Czech")
    assert not languages_alone("We evaluate on Czech-Turkish.", "Czech-Turkish")
    assert not languages_alone(text, "KiteBank")
    doc = nlp("We evaluate our kite tagger on the Czech-Turkish corpus and on KiteQA.")
    assert {"Czech-Turkish", "KiteQA"} <= _labelled(doc, "Dataset")


def test_a_mapping_into_a_kind_or_a_language_is_no_dataset(nlp):
    """'results on KG-to-text and Czech-to-Turkish': a mapping into a lower-case kind of output, or a translation
    direction, names a task. A mapping the abstract writes before a data noun ('the KRP-to-text dataset') is data."""
    doc = nlp("Our kite decoder reports results on KRP-to-text and on Czech-to-Turkish.")
    assert not _labelled(doc, "Dataset")
    from kg.extract.data_names import modifies_a_noun

    text = "gains on Czech-to-Turkish translation and on KRP-to-text."
    assert modifies_a_noun(text, text.index(" translation")) and not modifies_a_noun(text, text.index(" and on"))
    text = "gains on Czech-Turkish and Turkish-Czech machine translation."
    assert modifies_a_noun(text, text.index(" and"))
    doc = nlp("Experiments on the KRP-to-text dataset show gains, and results on KRP-to-text improve.")
    assert "KRP-to-text" in _labelled(doc, "Dataset")


def test_the_language_miner_reads_translation_directions_and_lists(tmp_path):
    abstracts = [f"We translate from Kitish to English and report English-Ropese results {k}. Our data cover "
                 f"languages such as Knotic, Lanternese and Kitish. The KiteNet language model is strong." for k in range(3)]
    names = load_miner("mine_languages").mine(write_venue(tmp_path, abstracts), set())
    assert {"Kitish", "Ropese", "Knotic", "Lanternese"} <= set(names)
    assert "KiteNet" not in names and "The" not in names


def test_languages_or_a_direction_are_no_method_either(nlp):
    """'gains on Czech-to-Many and Many-to-Turkish': once the data reading of a translation direction is refused,
    no Method reading of the span takes its place; a direction the abstract writes before a data noun stays data."""
    from kg.extract.data_names import languages_or_a_direction

    text = "Our kite decoder improves quality on Czech-to-Many, Many-to-Turkish and zero-shot rope tasks."
    assert languages_or_a_direction(text, "Czech-to-Many") and languages_or_a_direction(text, "Turkish")
    assert not languages_or_a_direction(text, "Kite-to-Rope") and not languages_or_a_direction(text, "KiteNet")
    assert not languages_or_a_direction("We release the Czech-to-Many corpus.", "Czech-to-Many")
    doc = nlp(text)
    assert not {"Czech-to-Many", "Many-to-Turkish"} & (_labelled(doc, "Method") | _labelled(doc, "Dataset"))


def test_an_adaptation_setting_whose_halves_are_data_gives_both_datasets(nlp):
    """'on KiteSet-to-RopeBank': a setting from one data set to another, each written as data elsewhere in the
    abstract, names both; a setting whose halves are no data ('Coarse-to-Fine') is left as it is."""
    from kg.extract.data_names import adaptation_halves, written_as_data

    assert adaptation_halves("KiteSet-to-RopeBank") == ("KiteSet", "RopeBank")
    assert adaptation_halves("KRP-to-text") is None and adaptation_halves("KiteSet") is None
    text = "We pretrain on the KiteSet dataset and adapt to the RopeBank benchmark."
    assert written_as_data(text, "KiteSet", set()) and written_as_data(text, "RopeBank", set())
    assert written_as_data("on KnotQA", "KnotQA", {"KnotQA"}) and not written_as_data(text, "Coarse", set())
    doc = nlp("We pretrain on the KiteSet dataset and the RopeBank dataset. Our sampler gains 3.1 points of mIoU "
              "on KiteSet-to-RopeBank, and the Coarse-to-Fine sampler is slower.")
    datasets = _labelled(doc, "Dataset")
    assert {"KiteSet", "RopeBank"} <= datasets and "KiteSet-to-RopeBank" not in datasets, datasets


def test_the_source_of_an_adaptation_setting_to_a_dataset_is_mined_as_data(tmp_path):
    """'from KiteSim to RopeBank', 'KiteSim-to-RopeBank', 'KiteSim → RopeBank': where the target is a
    dataset by the usual contexts, the source is a data set too; a source whose target is no dataset is left out."""
    abstracts = [f"We adapt from KiteSim to RopeBank. The RopeBank dataset has {k} scenes." for k in range(2)]
    abstracts += ["Results on KiteSim-to-RopeBank and on the RopeBank benchmark.",
                  "We study KiteSim → RopeBank with the RopeBank corpus.",
                  "We translate from Lanternish to Ropeish, and from Windy to Calm weather."] * 2
    # a short form the venues also define for something else is not settled as data by the settings alone
    abstracts += ["We adapt from KTS to RopeBank, where the kite tail sway (KTS) is long."] * 3
    datasets = load_miner().mine(write_venue(tmp_path, abstracts), set())[0]
    assert {"RopeBank", "KiteSim"} <= set(datasets), datasets
    assert not {"Lanternish", "Windy", "KTS"} & set(datasets)


def _dataset_aliases(text: str) -> dict[str, tuple[str, ...]]:
    from kg.extract.pipeline import extract_papers
    from kg.records import Paper

    (ex,) = extract_papers([Paper(id="p1", abstract=text, raw_abstract=text, title="")])
    return {m.text: m.aliases for m in ex.mentions if m.label == "Dataset"}


def test_a_name_before_a_plural_collection_noun_keeps_the_written_phrase_as_an_alias():
    """Round 31: 'publicly available Bible corpora', '55 Atari 2600 games': the plural noun names the collection
    evaluated on and the name its source; the node keeps the phrase the paper wrote."""
    assert "Ropebook corpora" in _dataset_aliases(
        "Experiments show that KiteNet outperforms RopeNet on the publicly available Ropebook corpora.")["Ropebook"]


@pytest.mark.parametrize("text, name, phrase", [
    ("We train agents on a suite of 55 Kitari 2600 games and report scores.", "Kitari", "Kitari 2600 games"),
    ("We report results on KiteWorld environments and tasks.", "KiteWorld", "KiteWorld environments"),
])
def test_the_collection_phrase_runs_over_a_version_number(nlp, text, name, phrase):
    from kg.extract.merge import name_with_collection_noun

    assert name_with_collection_noun(_phrase(nlp, text, name)) == phrase


@pytest.mark.parametrize("text, name", [
    ("Experiments on the KiteSet dataset show gains over RopeNet.", "KiteSet"),  # singular: the name is the data's own
    ("Experiments on KiteSet show that rope corpora help.", "KiteSet"),  # the noun is no word of the name's phrase
])
def test_a_name_without_a_plural_collection_noun_after_it_gets_no_collection_alias(nlp, text, name):
    from kg.extract.merge import name_with_collection_noun

    assert name_with_collection_noun(_phrase(nlp, text, name)) is None


def test_a_collection_phrase_alias_defines_no_long_form():
    from kg.records import Mention, Provenance
    from kg.resolve.acronyms import written_phrase_alias

    mention = Mention("KQS", "Dataset", Provenance("p1", 0, 0, 3, "rules", 0.9), "evaluated_on", ("KQS corpora",))
    assert written_phrase_alias(mention, "KQS corpora")


@pytest.mark.parametrize("text, name", [
    ("We release a KiteQA-like corpus of rope questions.", "KiteQA"),
    ("The benchmark holds one million RopeSet-style images.", "RopeSet"),
    ("We cast training as a KS-like alternating process.", "KS"),
])
def test_a_name_glued_to_a_word_of_resemblance_names_what_is_made_after_it(nlp, text, name):
    """Round 33: 'a FEVER-like dataset', 'MNIST-style images': the new data (or procedure) is made after the name;
    the name is no dataset evaluated on and no measure reported."""
    from kg.extract.merge import resembles_only

    assert resembles_only(_phrase(nlp, text, name))


@pytest.mark.parametrize("text, name", [
    ("Results on the KiteQA dataset and on KiteQA-2 improve.", "KiteQA"),  # the name itself, then a version
    ("Results on KiteQA - like RopeSet - improve.", "KiteQA"),  # a dash between words, no glued compound
])
def test_a_name_without_a_glued_word_of_resemblance_stays_the_name(nlp, text, name):
    from kg.extract.merge import resembles_only

    assert not resembles_only(_phrase(nlp, text, name))


def test_a_name_written_only_as_a_resemblance_gives_no_dataset():
    text = ("We introduce a KiteQA-like dataset of 4,000 rope claims. "
            "Experiments on the new dataset show that KiteNet outperforms RopeNet by 3%.")
    assert "KiteQA" not in _dataset_aliases(text)


def test_a_phrase_holding_a_name_glued_to_a_word_of_resemblance_names_no_data(nlp):
    from kg.extract.merge import made_after_a_name, resembles_only

    span = _phrase(nlp, "It reaches 50.6% accuracy on a secret, KiteQA-like test set.", "KiteQA-like test set")
    assert made_after_a_name(span) and not resembles_only(span)


@pytest.mark.parametrize("text, name", [
    ("We test whether KiteNLI, a clinician-annotated dataset with premises from rope notes, holds such cues.", "KiteNLI"),
    ("Our experiments with RopeQA, a challenging knowledge-based question answering dataset, show gains.", "RopeQA"),
])
def test_a_name_apposed_to_a_data_noun_is_a_dataset(text, name):
    """Round 36: a name, a comma and an apposition headed by a data noun names that data, though the model typed
    the name a term or a method and no evaluation word stands by it."""
    assert name in _dataset_aliases(text)


def test_a_name_apposed_to_a_method_noun_is_no_dataset():
    text = "We train KiteNet, a model for the rope dataset, on ropes and it improves accuracy."
    assert "KiteNet" not in _dataset_aliases(text)


def test_a_data_name_before_its_parenthesised_short_form_names_both_as_datasets():
    """Round 37: 'the Color Rope Segmentation Dataset (CRSD68)': a Title Case name headed by a data noun and the one
    name in its parenthesis are the same data, though the letters do not spell the long form out."""
    aliases = _dataset_aliases("We applied our method to the Smartphone Kite Denoising Dataset (SKDD) and the Color Rope "
                               "Segmentation Dataset (CRSD68) for image denoising.")
    assert "CRSD68" in aliases and "Color Rope Segmentation Dataset" in aliases


# round 40 (branch rec40d)
@pytest.mark.parametrize("text", [
    "We collect 500 images, divided into 2 datasets: Kite Road (KTR) dataset and Rope Road (RPR) dataset.",
    "We evaluate on the Kite Road (KTR) dataset and the Rope Road (RPR) dataset.",
])
def test_a_bracketed_short_form_right_before_a_data_noun_is_a_dataset(text):
    """The second of two 'Long Form (SF) dataset' names was typed Method: the brackets hid it from the data-noun rule."""
    aliases = _dataset_aliases(text)
    assert "KTR" in aliases and "RPR" in aliases


def test_a_task_short_form_before_a_data_noun_stays_no_dataset():
    assert "KA" not in _dataset_aliases("We report results on the kite answering (KA) dataset and improve kite answering.")


@pytest.mark.parametrize("text, name", [
    ("In this work, we create a new multi-modal dataset called KiteSet collected from an open forum.", "KiteSet"),
    ("We release a benchmark named KiteBench built from public records.", "KiteBench"),
])
def test_a_participle_after_a_called_name_is_no_part_of_it(text, name):
    """Round 40: 'called X collected from ...': the participle opens the clause describing X; the name ends before it."""
    aliases = _dataset_aliases(text)
    assert name in aliases and not any(a.startswith(name + " ") for a in aliases)


# round 41 (venue reading: ICRA 2018, IROS 2015, CoRL 2021, branch ven41c)

def test_a_name_written_only_after_an_indefinite_article_is_no_data(nlp):
    """'on a Ropex K7': "a"/"an" before a name in every mention makes it one instance of a product or kind (a
    board, a vehicle, an arm), not a named data set; a data noun after the name keeps it data."""
    doc = nlp("Experiments on a Ropex K7 and on KiteSet show a 5% gain in accuracy.")
    assert _labelled(doc, "Dataset") == {"KiteSet"}, _labelled(doc, "Dataset")
    doc = nlp("We show the effectiveness of our approach in terms of accuracy and run-time efficiency on a Ropex K7.")
    assert not _labelled(doc, "Dataset")
    from kg.extract.data_names import only_after_an_article
    text = "We report 25% accuracy on a KiteBank evaluation set and run it on an Ropex K7 and on a KnotNet."
    assert not only_after_an_article(text, "KiteBank")
    assert only_after_an_article(text, "Ropex K7") and only_after_an_article(text, "KnotNet")
    assert not only_after_an_article("Results on a RopeSet and on RopeSet itself.", "RopeSet")
