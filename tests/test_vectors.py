"""floret vectors: `kg train vectors` on a tiny invented corpus, and the shipped table's phrase vectors."""
import json

import numpy as np
import pytest

from kg.cli import main
from kg.extract import vectors
from tests.support.tiny_corpus import write_venue_abstracts


def _tiny_data(root):
    write_venue_abstracts(root, 200, 30, seed=0)
    (root / "scierc").mkdir()
    (root / "scierc" / "train.json").write_text(json.dumps(
        {"doc_key": "d1", "sentences": [["a", "graph", "model", "."]], "ner": [[]], "relations": [[]]}) + "\n")
    (root / "csabstruct").mkdir()
    (root / "csabstruct" / "train.jsonl").write_text(json.dumps(
        {"abstract_id": "a1", "sentences": ["We study graphs."], "labels": ["objective"]}) + "\n")


def test_train_vectors_writes_a_loadable_floret_table(tmp_path):
    _tiny_data(tmp_path / "data")
    cfg = tmp_path / "v.cfg"
    cfg.write_text('[corpus]\nvenues = "venues"\nscierc = "scierc/train.json"\ncsabstruct = "csabstruct/train.jsonl"\n'
                   '[floret]\nmodel = "cbow"\nmode = "floret"\ndim = 16\nbucket = 1000\nhashCount = 2\nminn = 3\n'
                   'maxn = 4\nminCount = 1\nepoch = 2\nlr = 0.05\nws = 3\nneg = 3\nthread = 1\n')
    out = tmp_path / "vec.npz"
    assert main(["train", "vectors", "--data-dir", str(tmp_path / "data"), "--out", str(out), "--config", str(cfg)]) == 0
    table = vectors.load_vectors(str(out))
    assert table.shape == (1000, 16)
    v = vectors.phrase_vector("graph neural network", str(out))
    assert v.shape == (16,) and abs(float(np.linalg.norm(v)) - 1.0) < 1e-5
    # floret needs no vocabulary: an unseen word still gets a non-zero vector from its n-grams
    assert np.linalg.norm(vectors.phrase_vector("graphormerish", str(out))) > 0


def test_train_vectors_without_the_venue_folder_is_one_line_error(tmp_path, capsys):
    assert main(["train", "vectors", "--data-dir", str(tmp_path), "--out", str(tmp_path / "v.npz")]) != 0
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "venues" in err[0]


@pytest.mark.skipif(not vectors.vectors_available(), reason="kg/models/vectors.npz is not shipped in this checkout")
def test_shipped_vectors_put_spelling_variants_close_and_unrelated_names_far():
    sim = vectors.similarity
    assert sim("CIFAR-10", "CIFAR10") > 0.8
    assert sim("reinforcement learning", "deep reinforcement learning") > sim("reinforcement learning", "image segmentation")
    assert sim("image classification", "object detection") > sim("image classification", "protein")
    assert np.allclose(vectors.phrase_vector(""), 0)


@pytest.mark.skipif(not vectors.vectors_available(), reason="kg/models/vectors.npz is not shipped in this checkout")
def test_entity_encoder_with_static_vectors_reads_the_floret_table():
    """`kg train entities` with static_vectors: the token encoder takes kg's floret table as input."""
    import spacy

    from kg.extract.trained.tok2vec import sm_tok2vec_plus

    nlp = spacy.blank("en")
    nlp.vocab.vectors = vectors.load_vectors()
    doc = nlp("We train a graph transformer on CIFAR-10.")
    model = sm_tok2vec_plus(width=32, depth=1, attrs=["NORM"], rows=[100], static_vectors=True)
    model.initialize(X=[doc])
    out = model.predict([doc])[0]
    assert out.shape == (len(doc), 32)
    plain = sm_tok2vec_plus(width=32, depth=1, attrs=["NORM"], rows=[100])
    assert any(n.name == "static_vectors" for n in model.walk())
    assert not any(n.name == "static_vectors" for n in plain.walk())


def _plain_copy(table):
    """The same floret table as spaCy's own Vectors class (no cache)."""
    from spacy.vectors import Vectors

    return Vectors(data=table.data.copy(), mode="floret", minn=table.minn, maxn=table.maxn, hash_count=table.hash_count,
                   hash_seed=table.hash_seed, bow=table.bow, eow=table.eow)


@pytest.mark.skipif(not vectors.vectors_available(), reason="kg/models/vectors.npz is not shipped in this checkout")
def test_cached_vectors_equal_spacys_batch_after_batch_and_after_starting_over():
    """Each word's vector is computed once, by spaCy's own get_batch, and stays bit-identical to it in later
    batches, in batches that mix new and known words, and after the cache fills up and starts over."""
    import spacy

    nlp = spacy.blank("en")
    words = [f"w{i}x" for i in range(30)] + ["graph", "CIFAR-10", "", "é-ω"]
    batches = [words[:10], words[5:25] + words[:3], words[20:], words[::-1], words[:12]]
    cached = vectors.load_vectors.__wrapped__(None, cache_rows=16)  # not the process-wide table
    plain = _plain_copy(cached)
    for batch in batches:
        keys = np.array([nlp.vocab.strings.add(w) for w in batch], dtype=np.uint64)
        cached.strings = plain.strings = nlp.vocab.strings
        got, want = cached.get_batch(keys), plain.get_batch(keys)
        assert got.dtype == want.dtype and np.array_equal(got, want)
        assert np.array_equal(cached.get_batch(batch), plain.get_batch(batch))  # strings as keys too
    assert len(cached._row_of) <= 16  # started over when full
    assert np.array_equal(cached.get_batch(words), plain.get_batch(words))  # more words than the cache holds


@pytest.mark.skipif(not vectors.vectors_available(), reason="kg/models/vectors.npz is not shipped in this checkout")
def test_entity_encoder_gives_the_same_output_with_cached_and_plain_vectors():
    """The same encoder weights over the cached table and over spaCy's plain one: bit-identical outputs."""
    import spacy

    from kg.extract.trained.tok2vec import sm_tok2vec_plus

    texts = ["We train a graph transformer on CIFAR-10.", "The graph transformer beats CNNs on CIFAR-100 and ImageNet."]
    outputs = []
    for table in (vectors.load_vectors.__wrapped__(None), _plain_copy(vectors.load_vectors())):
        nlp = spacy.blank("en")
        nlp.vocab.vectors = table
        docs = [nlp(t) for t in texts]
        model = sm_tok2vec_plus(width=32, depth=1, attrs=["NORM"], rows=[100], static_vectors=True)
        model.initialize(X=docs)
        if outputs:
            model.from_bytes(outputs[0][0])
        outputs.append((model.to_bytes(), [model.predict(docs) for _ in range(2)]))
    (_, cached_runs), (_, plain_runs) = outputs  # two runs each: the second reads the cache
    for cached_out, plain_out in zip(cached_runs, plain_runs):
        assert all(np.array_equal(x, y) for x, y in zip(cached_out, plain_out))
