"""`kg train pretrain` on a tiny invented corpus, and `kg train entities --init-tok2vec` on its weights."""
import json

import numpy as np
import pytest

from kg.cli import main
from tests.support.tiny_corpus import write_venue_abstracts

def _tiny_data(root):
    write_venue_abstracts(root, 30, 12, seed=1, title="On graphs")
    (root / "scierc").mkdir()
    docs = [{"doc_key": f"d{i}", "sentences": [["We", "use", "a", "graph", "transformer", "for", "node", "classification", "."]],
             "ner": [[[3, 4, "Method"], [6, 7, "Task"]]], "relations": [[[3, 4, 6, 7, "USED-FOR"]]]} for i in range(4)]
    (root / "scierc" / "train.json").write_text("".join(json.dumps(d) + "\n" for d in docs))
    (root / "csabstruct").mkdir()
    (root / "csabstruct" / "train.jsonl").write_text(json.dumps(
        {"abstract_id": "a1", "sentences": ["We study graphs.", "Accuracy rises."], "labels": ["objective", "result"]}) + "\n")


def _ner_tok2vec(model_dir):
    import spacy

    from kg.extract.trained.entities import SciercEntities

    return SciercEntities(spacy.blank("en"), "ner", str(model_dir), 1, 0.0).ner.model.get_ref("tok2vec")


def _params(model):
    return [np.asarray(node.get_param(name)) for node in model.walk() for name in node.param_names if node.has_param(name)]


@pytest.mark.parametrize("objective,extra", [("characters", []), ("vectors", []), ("characters", ["--keep-annotations"])])
def test_pretrained_weights_load_into_the_entity_model(tmp_path, objective, extra):
    from kg.extract.vectors import vectors_available

    if objective == "vectors" and not vectors_available():
        pytest.skip("kg/models/vectors.npz is not shipped in this checkout")
    data = tmp_path / "data"
    _tiny_data(data)
    out = tmp_path / "pre"
    assert main(["train", "pretrain", "--data-dir", str(data), "--out", str(out), "--objective", objective,
                 "--venue-sample", "20", "--max-epochs", "2", *extra]) == 0
    texts = [json.loads(line)["text"] for line in (out / "texts.jsonl").read_text().splitlines()]
    assert len(texts) == 20 + 4 + 1 and all(texts)
    log = [json.loads(line) for line in (out / "log.jsonl").read_text().splitlines()]
    assert log[-1]["nr_word"] > 2 * 300  # both passes over the text were made
    weights = out / "model-last.bin"

    ner = tmp_path / "ner"
    # no epochs: the saved entity model's encoder is exactly what init_tok2vec loaded
    assert main(["train", "entities", "--data-dir", str(data), "--out", str(ner), "--epochs", "0",
                 "--init-tok2vec", str(weights)]) == 0
    from spacy.util import load_config

    assert load_config(ner / "config.cfg")["initialize"]["init_tok2vec"] == str(weights)
    loaded = _params(_ner_tok2vec(ner))
    plain = tmp_path / "plain"
    assert main(["train", "entities", "--data-dir", str(data), "--out", str(plain), "--epochs", "0"]) == 0
    start = _params(_ner_tok2vec(plain))
    assert len(loaded) == len(start)
    # pretraining moved the weights away from where entity training would otherwise start them
    assert any(not np.allclose(a, b) for a, b in zip(loaded, start))

    saved = _params(_ner_tok2vec(plain).from_bytes(weights.read_bytes()))
    assert all(np.array_equal(a, b) for a, b in zip(loaded, saved))


def test_init_tok2vec_of_another_shape_is_one_line_error(tmp_path, capsys):
    data = tmp_path / "data"
    _tiny_data(data)
    bad = tmp_path / "bad.bin"
    bad.write_bytes(b"\x80\x04not weights")
    assert main(["train", "entities", "--data-dir", str(data), "--out", str(tmp_path / "ner"), "--epochs", "0",
                 "--init-tok2vec", str(bad)]) != 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "bad.bin" in err[0]


def test_pretrain_without_the_venue_folder_is_one_line_error(tmp_path, capsys):
    assert main(["train", "pretrain", "--data-dir", str(tmp_path), "--out", str(tmp_path / "p")]) != 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "venues" in err[0]


def test_unknown_objective_is_rejected(tmp_path):
    from kg.errors import KgError
    from kg.train.pretrain import train

    with pytest.raises(KgError, match="objective"):
        train(data_dir=tmp_path, out_dir=tmp_path / "p", objective="words")


def test_static_vector_encoder_pretrains_and_loads_only_into_its_own_kind(tmp_path, capsys):
    """`--static-vectors` on both commands: the encoder that reads kg's floret table is pretrained and
    loaded whole; weights of the plain encoder do not fit it (one line, naming the option)."""
    from kg.extract.vectors import vectors_available

    if not vectors_available():
        pytest.skip("kg/models/vectors.npz is not shipped in this checkout")
    data = tmp_path / "data"
    _tiny_data(data)
    static, plain = tmp_path / "static", tmp_path / "plain"
    for out, extra in ((static, ["--static-vectors"]), (plain, [])):
        assert main(["train", "pretrain", "--data-dir", str(data), "--out", str(out), "--objective", "characters",
                     "--venue-sample", "10", *extra]) == 0
    ner = tmp_path / "ner"
    assert main(["train", "entities", "--data-dir", str(data), "--out", str(ner), "--epochs", "0",
                 "--static-vectors", "--init-tok2vec", str(static / "model-last.bin")]) == 0
    loaded = _ner_tok2vec(ner)
    assert any(n.name == "static_vectors" for n in loaded.walk())
    other = tmp_path / "other"  # the same encoder, not pretrained, then given the file's weights
    assert main(["train", "entities", "--data-dir", str(data), "--out", str(other), "--epochs", "0",
                 "--static-vectors"]) == 0
    saved = _params(_ner_tok2vec(other).from_bytes((static / "model-last.bin").read_bytes()))
    assert all(np.array_equal(a, b) for a, b in zip(_params(loaded), saved))
    capsys.readouterr()
    assert main(["train", "entities", "--data-dir", str(data), "--out", str(tmp_path / "mixed"), "--epochs", "0",
                 "--static-vectors", "--init-tok2vec", str(plain / "model-last.bin")]) != 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--static-vectors" in err[0]


@pytest.mark.parametrize("keep", [False, True])
def test_the_encoder_reads_the_annotation_of_unmasked_tokens_only_when_asked(keep):
    """spaCy's masking rebuilds each doc from its words; keep_annotations gives the tokens it left as
    they were their tags, dependencies and lemmas back, and the replaced ones none."""
    import spacy
    from spacy.attrs import DEP, LEMMA, TAG
    from spacy.tokens import Doc
    from thinc.api import Model, fix_random_seed

    from kg.train.architectures import parser_tok2vec_objective

    nlp = spacy.blank("en")
    words = [f"w{i}" for i in range(400)]
    doc = Doc(nlp.vocab, words=words, tags=["NN"] * 400, lemmas=[w.upper() for w in words],
              heads=[0] * 400, deps=["ROOT"] + ["dep"] * 399)
    seen = []

    def forward(model, docs, is_train):
        seen.extend(docs)
        return model.ops.alloc2f(sum(len(d) for d in docs), 8), lambda d: []

    probe = Model("probe", forward, dims={"nO": 8})
    characters = spacy.registry.architectures.get("spacy.PretrainCharacters.v1")(maxout_pieces=2, hidden_size=8, n_characters=2)
    model = parser_tok2vec_objective(characters, keep_annotations=keep)(nlp.vocab, probe)
    fix_random_seed(0)
    model.initialize(X=[doc])
    model.begin_update([doc])
    masked = seen[-1]
    assert len(masked) == len(doc)
    kept = [i for i in range(len(doc)) if masked[i].text == doc[i].text]
    replaced = [i for i in range(len(doc)) if i not in kept]
    assert replaced and len(kept) > 300
    arr, orig = masked.to_array([TAG, DEP, LEMMA]), doc.to_array([TAG, DEP, LEMMA])
    assert not arr[replaced].any()
    if keep:
        assert (arr[kept] == orig[kept]).all()
    else:
        assert not arr.any()
