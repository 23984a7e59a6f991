"""Train the SciERC entity model: spaCy's transition-based NER over kg.SmTok2VecPlus.v1 (shipped) or
the experimental kg.HashTensorTok2Vec.v1 (arch "hash_tensor")."""
from __future__ import annotations

import random
import shutil
import sys
import time
from pathlib import Path
from typing import Callable, List

from kg.errors import KgError
from kg.eval.corpora import read_scierc, scierc_spacy_docs
from kg.train.data import load_base, read_if_present, settings

DEFAULTS = {
    "arch": "sm_plus",
    "width": 128,
    "depth": 2,
    "hidden_width": 64,
    # attributes hashed beside the en_core_web_sm tok2vec copy (for arch "hash_tensor": all attributes)
    "attrs": ["TAG", "DEP", "LEMMA", "SUFFIX"],
    "rows": [200, 200, 5000, 2000],
    "epochs": 30,
    "batch_size": 8,
    "dropout": 0.2,
    "learn_rate": 0.001,
    "tensor_dropout": 0.1,
    "static_vectors": False,  # kg's floret vectors (kg/models/vectors.npz) beside the hashed attributes
    "init_tok2vec": None,  # weights from `kg train pretrain` (the NER's `tok2vec` layer)
    "silver": None,  # SciERC-format silver entities (`kg train silver`) added to SciERC train
}


def model_config(width: int, depth: int, hidden_width: int, attrs, rows, tensor_dropout: float,
                 arch: str = "sm_plus", static_vectors: bool = False) -> dict:
    """spaCy's transition-based NER over one of kg's two token encoders (kg/extract/trained/tok2vec.py,
    kg/train/architectures.py)."""
    tok2vec = {"width": width, "depth": depth, "attrs": list(attrs), "rows": list(rows), "window_size": 1,
               "maxout_pieces": 3}
    if arch == "sm_plus":
        tok2vec.update({"@architectures": "kg.SmTok2VecPlus.v1", "extra_width": 64})
        if static_vectors:  # only then, so that configs without vectors stay as they were
            tok2vec["static_vectors"] = True
    else:
        tok2vec.update({"@architectures": "kg.HashTensorTok2Vec.v1", "tensor_width": 96, "tensor_dropout": tensor_dropout})
    return {
        "@architectures": "spacy.TransitionBasedParser.v2",
        "state_type": "ner",
        "extra_state_tokens": False,
        "hidden_width": hidden_width,
        "maxout_pieces": 2,
        "use_upper": True,
        "nO": None,
        "tok2vec": tok2vec,
    }


def load_pretrained(nlp, path: Path) -> None:
    """spaCy's `[initialize] init_tok2vec`: load `kg train pretrain` weights into the NER's tok2vec layer."""
    from spacy.training.initialize import init_tok2vec

    if not path.is_file():
        raise KgError(f"pretrained weights not found: {path}")
    nlp.config["initialize"]["init_tok2vec"] = str(path)
    nlp.config["pretraining"] = {"component": "ner", "layer": "tok2vec"}
    try:
        init_tok2vec(nlp, nlp.config["pretraining"], nlp.config["initialize"])
    except ValueError as e:  # thinc: the file's layers or shapes differ from this encoder's
        raise KgError(f"{path} does not fit the entity model's token encoder ({str(e).splitlines()[0]}; weights "
                      "pretrained with --static-vectors fit only an entity model trained with it, and the reverse)") from None


def reference_docs(vocab, records):
    from spacy.tokens import Doc, Span
    from spacy.util import filter_spans

    out = []
    for r in records:
        starts = set(r.sent_starts)
        doc = Doc(vocab, words=r.words, sent_starts=[i in starts for i in range(len(r.words))])
        spans = filter_spans([Span(doc, s, e, label=lab) for s, e, lab in r.ents])
        doc.set_ents(spans, default="outside")
        out.append(doc)
    return out


def predict_ents(ner, docs) -> List[set]:
    """Greedy predictions of the inner NER on already-annotated docs (their doc.ents are reset after)."""
    out = []
    for doc in ner.pipe(docs, batch_size=32):
        out.append({(e.start, e.end, e.label_) for e in doc.ents})
        doc.set_ents([], default="missing")
    return out


def score_ents(pred: List[set], records) -> float:
    from kg.eval.metrics import SetScorer

    sc = SetScorer()
    for p, r in zip(pred, records):
        sc.add(p, set(r.ents))
    return sc.total()


def save(nlp, optimizer, out_dir: Path, hp: dict) -> None:
    out_dir.parent.mkdir(parents=True, exist_ok=True)
    tmp = out_dir.with_name(out_dir.name + ".tmp")
    if tmp.exists():
        shutil.rmtree(tmp)
    with nlp.use_params(optimizer.averages):
        nlp.meta["name"] = "kg_scierc_ner"
        nlp.meta["description"] = "SciERC entity model for kg (trained by `kg train entities`)"
        nlp.meta["kg_hyperparameters"] = hp
        # the vocab and tokenizer of the base model are not needed by the NER: keep the files small
        nlp.to_disk(tmp, exclude=["vocab", "tokenizer"])
    if out_dir.exists():
        shutil.rmtree(out_dir)
    tmp.rename(out_dir)


def train(data_dir: Path | None = None, out_dir: Path | None = None, seed: int = 0,
          log: Callable[[str], None] = print, checkpoints: bool = False, **overrides) -> dict:
    import spacy
    from spacy.training import Example
    from spacy.util import fix_random_seed, minibatch
    from thinc.api import Adam

    from kg.extract.trained import shipped, tok2vec  # noqa: F401 (tok2vec registers kg.SmTok2VecPlus.v1)
    from kg.train import architectures  # noqa: F401 (registers kg.HashTensorTok2Vec.v1)

    hp, data_dir, out_dir = settings(DEFAULTS, overrides, data_dir, out_dir, shipped.NER_DIR)
    for key in ("init_tok2vec", "silver"):
        if hp[key]:
            hp[key] = str(hp[key])
    t0 = time.time()
    fix_random_seed(seed)
    train_recs = read_scierc(data_dir / "scierc" / "train.json")
    dev_recs = read_if_present(data_dir / "scierc" / "dev.json", read_scierc)
    if hp["silver"]:
        if not Path(hp["silver"]).is_file():
            raise KgError(f"silver file not found: {hp['silver']} (write one with `kg train silver`)")
        train_recs = train_recs + read_scierc(Path(hp["silver"]))
    base = load_base()
    if hp["static_vectors"]:
        from kg.extract.vectors import load_vectors

        base.vocab.vectors = load_vectors()
    log(f"annotating {len(train_recs)} train / {len(dev_recs)} dev docs with {base.meta['name']}")
    train_pred = scierc_spacy_docs(base, train_recs)
    dev_pred = scierc_spacy_docs(base, dev_recs) if dev_recs else []
    train_ref = reference_docs(base.vocab, train_recs)
    examples = [Example(p, r) for p, r in zip(train_pred, train_ref)]

    nlp = spacy.blank("en", vocab=base.vocab)
    nlp.add_pipe("ner", config={"model": model_config(hp["width"], hp["depth"], hp["hidden_width"],
                                                       hp["attrs"], hp["rows"], hp["tensor_dropout"],
                                                       hp["arch"], hp["static_vectors"])})
    nlp.initialize(lambda: examples)
    ner = nlp.get_pipe("ner")
    if hp["arch"] == "sm_plus":  # start the tok2vec copy from en_core_web_sm's trained weights
        owner = next(n for n in ner.model.walk() if n.has_ref("sm_tok2vec"))
        owner.get_ref("sm_tok2vec").from_bytes(base.get_pipe("tok2vec").model.to_bytes())
        log("initialised the tok2vec copy from en_core_web_sm")
    if hp["init_tok2vec"]:  # pretrained from that same start, so these weights replace it whole
        load_pretrained(nlp, Path(hp["init_tok2vec"]))
        log(f"initialised the tok2vec from {hp['init_tok2vec']}")
    optimizer = Adam(learn_rate=hp["learn_rate"], L2=1e-6, grad_clip=1.0, use_averages=True)
    rng = random.Random(seed)
    history = []
    for epoch in range(1, hp["epochs"] + 1):
        rng.shuffle(examples)
        losses: dict = {}
        for batch in minibatch(examples, size=hp["batch_size"]):
            nlp.update(batch, drop=hp["dropout"], sgd=optimizer, losses=losses)
        msg = f"epoch {epoch:3d} loss {losses.get('ner', 0.0):9.2f} {time.time() - t0:7.1f}s"
        if dev_pred and (epoch % 5 == 0 or epoch == hp["epochs"]):
            with nlp.use_params(optimizer.averages):
                s = score_ents(predict_ents(ner, dev_pred), dev_recs)
            history.append((epoch, s["f1"]))
            if checkpoints:
                save(nlp, optimizer, out_dir.with_name(out_dir.name + f".epoch{epoch}"), {**hp, "seed": seed})
            msg += f"  dev p {s['p']:.4f} r {s['r']:.4f} f1 {s['f1']:.4f}"
        log(msg)
        sys.stdout.flush()
    save(nlp, optimizer, out_dir, {**hp, "seed": seed})
    wall = time.time() - t0
    log(f"saved {out_dir} in {wall:.1f}s wall")
    return {"wall_s": round(wall, 1), "history": history, "hyperparameters": hp}


if __name__ == "__main__":
    import argparse

    ap = argparse.ArgumentParser()
    ap.add_argument("--out", type=Path)
    ap.add_argument("--epochs", type=int)
    ap.add_argument("--width", type=int)
    ap.add_argument("--depth", type=int)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--arch")
    ap.add_argument("--attrs", nargs="+")
    ap.add_argument("--rows", nargs="+", type=int)
    ap.add_argument("--checkpoints", action="store_true")
    ap.add_argument("--static-vectors", action="store_true")
    ap.add_argument("--init-tok2vec", type=Path)
    ap.add_argument("--silver", type=Path)
    a = ap.parse_args()
    train(checkpoints=a.checkpoints, out_dir=a.out, seed=a.seed, epochs=a.epochs, width=a.width, depth=a.depth, arch=a.arch, attrs=a.attrs,
          rows=a.rows, static_vectors=a.static_vectors or None, init_tok2vec=a.init_tok2vec,
          silver=a.silver)
