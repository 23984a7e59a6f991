"""`kg train pretrain`: spaCy's pretraining (spacy.training.pretrain, the [pretraining] config block) of
the entity model's token encoder on raw in-domain text.

What is pretrained is exactly the `tok2vec` of `kg train entities` (kg.SmTok2VecPlus.v1 with that
module's settings), so `kg train entities --init-tok2vec model-last.bin` loads the weights through
spaCy's `[initialize] init_tok2vec`. Its en_core_web_sm part starts from en_core_web_sm's trained
weights (handed to spaCy's pretrain as the weights to resume from), as in entity training. The encoder
also hashes TAG, DEP and LEMMA, so the raw text is annotated once by en_core_web_sm (its own tagger,
parser and lemmatizer) into a DocBin that spaCy's corpus reader feeds to the pretraining.
"""
from __future__ import annotations

import json
import random
import tempfile
import time
from pathlib import Path

from confection import Config

from kg.errors import KgError
from kg.eval.corpora import default_data_dir
from kg.train.vectors import train_split_texts, venue_texts

CONFIG = Path(__file__).with_name("configs") / "pretrain.cfg"
OBJECTIVES = ("characters", "vectors")


def pretrain_texts(data_dir: Path, corpus: dict) -> list[str]:
    """A seeded sample of the venue abstracts, then all SciERC and CSAbstruct train text, shuffled."""
    rng = random.Random(corpus["seed"])
    try:
        venues = list(venue_texts(data_dir / corpus["venues"]))
    except FileNotFoundError as e:
        raise KgError(str(e)) from None
    texts = rng.sample(venues, min(corpus["venue_sample"], len(venues))) + list(train_split_texts(data_dir, corpus))
    rng.shuffle(texts)
    return texts


def write_jsonl(texts: list[str], path: Path) -> None:
    with path.open("w", encoding="utf-8") as fh:
        for t in texts:
            fh.write(json.dumps({"text": t}) + "\n")


def annotate(texts: list[str], base, out: Path) -> int:
    """en_core_web_sm's tags, parse and lemmas on each text, saved as a DocBin; returns the token count."""
    from spacy.tokens import DocBin

    db = DocBin(attrs=["ORTH", "NORM", "TAG", "POS", "DEP", "HEAD", "LEMMA", "SENT_START"])
    n = 0
    for doc in base.pipe(texts, batch_size=64):
        db.add(doc)
        n += len(doc)
    db.to_disk(out)
    return n


def spacy_config(cfg: Config, objective: str, corpus_file: Path, vectors_model: Path | None, seed: int,
                 static_vectors: bool = False, keep_annotations: bool = False) -> Config:
    """A spaCy config: blank English with the entity model's NER (whose tok2vec is pretrained; with
    static_vectors, the encoder of `kg train entities --static-vectors`), the [pretraining] block of the
    settings file with the chosen objective, and the corpus reader."""
    import spacy

    from kg.train.entities import DEFAULTS, model_config

    hp = DEFAULTS
    nlp = spacy.blank("en")
    nlp.add_pipe("ner", config={"model": model_config(hp["width"], hp["depth"], hp["hidden_width"], hp["attrs"],
                                                       hp["rows"], hp["tensor_dropout"], hp["arch"], static_vectors)})
    config = nlp.config.interpolate()
    config["system"]["seed"] = config["training"]["seed"] = seed
    pre = dict(cfg["pretraining"])
    pre["objective"] = {"@architectures": "kg.ParserTok2VecObjective.v1", "objective": dict(cfg["objectives"][objective])}
    if keep_annotations:  # only then, so that the configs of earlier runs stay as they were
        pre["objective"]["keep_annotations"] = True
    config["pretraining"] = pre
    config["corpora"] = {"pretrain": {"@readers": "spacy.Corpus.v1", "path": str(corpus_file), "gold_preproc": False,
                                      "max_length": 0, "limit": 0, "augmenter": None}}
    config["initialize"]["vectors"] = str(vectors_model) if vectors_model else None
    return Config(config)


def start_weights(config: Config, base, out: Path) -> None:
    """The encoder as entity training starts it (its en_core_web_sm copy from en_core_web_sm's weights,
    the rest seeded random), serialised for spaCy's pretrain to resume from."""
    from spacy.util import load_model_from_config

    nlp = load_model_from_config(config)
    if config["initialize"]["vectors"]:  # an encoder with static vectors needs their width to start
        from kg.extract.vectors import load_vectors

        nlp.vocab.vectors = load_vectors()
    tok2vec = nlp.get_pipe("ner").model.get_ref("tok2vec")
    tok2vec.initialize(X=[nlp.make_doc("Give it a doc to infer shapes")])
    owner = next(n for n in tok2vec.walk() if n.has_ref("sm_tok2vec"))
    owner.get_ref("sm_tok2vec").from_bytes(base.get_pipe("tok2vec").model.to_bytes())
    out.write_bytes(tok2vec.to_bytes())


def write_vectors_model(path: Path) -> Path:
    """kg's floret table as a spaCy pipeline folder, for `[initialize] vectors` (the vectors objective)."""
    import spacy

    from kg.extract.vectors import load_vectors, vectors_available

    if not vectors_available():
        raise KgError("the vectors objective and --static-vectors need kg/models/vectors.npz (run `kg train vectors`)")
    nlp = spacy.blank("en")
    nlp.vocab.vectors = load_vectors()
    nlp.to_disk(path)
    return path


def read_log(path: Path) -> list[dict]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def train(data_dir: Path | None = None, out_dir: Path | None = None, objective: str = "characters",
          config: Path | None = None, seed: int = 0, static_vectors: bool = False, keep_annotations: bool = False,
          **overrides) -> dict:
    """Pretrain; writes out_dir/texts.jsonl, spaCy's model<epoch>.bin / model-last.bin and log.jsonl.
    static_vectors: pretrain the encoder that reads kg's floret table too (for `kg train entities
    --static-vectors --init-tok2vec`; the two encoders' weights do not fit each other).
    keep_annotations: the encoder reads the en_core_web_sm annotation of the unmasked tokens while
    pretraining (kg.ParserTok2VecObjective.v1); without it, spaCy's masking drops it.
    overrides: venue_sample, max_epochs (replace the settings file's)."""
    from spacy.training.pretrain import pretrain

    from kg.extract.trained import tok2vec  # noqa: F401 (registers kg.SmTok2VecPlus.v1)
    from kg.train import architectures  # noqa: F401 (registers kg.ParserTok2VecObjective.v1)
    from kg.train.data import load_base

    if objective not in OBJECTIVES:
        raise KgError(f"unknown pretraining objective {objective!r} (choose from {', '.join(OBJECTIVES)})")
    cfg = Config().from_disk(config or CONFIG)
    corpus = dict(cfg["corpus"])
    if overrides.get("venue_sample") is not None:
        corpus["venue_sample"] = overrides["venue_sample"]
    if overrides.get("max_epochs") is not None:
        cfg["pretraining"]["max_epochs"] = overrides["max_epochs"]
    data_dir = Path(data_dir) if data_dir else default_data_dir()
    out_dir = Path(out_dir or Path("build") / f"pretrain-{objective}")
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "log.jsonl").unlink(missing_ok=True)  # spaCy appends to it
    t0 = time.time()
    texts = pretrain_texts(data_dir, corpus)
    write_jsonl(texts, out_dir / "texts.jsonl")
    base = load_base()
    with tempfile.TemporaryDirectory(prefix="kg-pretrain-") as tmp:
        corpus_file = Path(tmp) / "texts.spacy"
        n_words = annotate(texts, base, corpus_file)
        t_annotated = time.time() - t0
        needs_vectors = objective == "vectors" or static_vectors
        vectors_model = write_vectors_model(Path(tmp) / "vectors") if needs_vectors else None
        spacy_cfg = spacy_config(cfg, objective, corpus_file, vectors_model, seed, static_vectors, keep_annotations)
        start = Path(tmp) / "start.bin"
        start_weights(spacy_cfg, base, start)
        (out_dir / "config.cfg").write_text(spacy_cfg.to_str())
        pretrain(spacy_cfg, out_dir, resume_path=start, epoch_resume=0, silent=False)
    wall = time.time() - t0
    return {"out": str(out_dir), "weights": str(out_dir / "model-last.bin"), "objective": objective,
            "texts": len(texts), "words": n_words, "annotate_s": round(t_annotated, 1),
            "pretrain_s": round(wall - t_annotated, 1), "log": read_log(out_dir / "log.jsonl"),
            "settings": {"corpus": corpus, "pretraining": dict(cfg["pretraining"]), "static_vectors": static_vectors,
                                                                        "keep_annotations": keep_annotations}}
