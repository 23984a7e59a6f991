"""`kg train MODEL`: rebuild a shipped model in kg/models/ from the shared corpora, or run one of the
representation experiments of issue #17 (vectors, pretrain, silver)."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

from kg.errors import KgError


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "train",
        help="train a shipped model (entities, span types, relations, roles, floret vectors) or pretrain "
        "the entity model's token encoder",
        description="Train one of the models shipped in kg/models/ from SciERC (entities, relations) or "
        "CSAbstruct (roles), or floret vectors from the venue abstracts plus both train splits (vectors; "
        "settings in kg/train/configs/vectors.cfg), or pretrain the entity model's token encoder on the same raw "
        "text (pretrain; spaCy's pretraining, settings in kg/train/configs/pretrain.cfg, weights for "
        "`entities --init-tok2vec`), or write the shipped NER's confident spans on venue abstracts as self-training "
        "data (silver; for `entities --silver`). Seeded; prints the wall time.",
    )
    p.add_argument("model", choices=["entities", "span-types", "relations", "roles", "vectors", "pretrain", "silver"])
    p.add_argument("--data-dir", type=Path, default=None,
                   help="folder holding scierc/ and csabstruct/ (default: $KG_DATA_DIR or ../shared/data)")
    p.add_argument("--out", type=Path, default=None, help="where to write the model (default: kg/models/...)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--epochs", type=int, default=None, help="entities only: training epochs")
    p.add_argument("--threads", type=int, default=1, help="BLAS threads (default 1)")
    p.add_argument("--config", type=Path, default=None,
                   help="vectors, pretrain: settings file (default kg/train/configs/vectors.cfg, pretrain.cfg)")
    p.add_argument("--init-tok2vec", type=Path, default=None,
                   help="entities only: start the token encoder from these `kg train pretrain` weights")
    p.add_argument("--static-vectors", action="store_true",
                   help="entities, pretrain: the token encoder also reads kg's floret vectors (kg/models/vectors.npz); "
                   "weights pretrained with it load only into an entity model trained with it, and the reverse")
    p.add_argument("--keep-annotations", action="store_true",
                   help="pretrain only: the encoder reads the unmasked tokens' tags, dependencies and lemmas "
                   "(spaCy's masking drops them otherwise)")
    p.add_argument("--objective", choices=["characters", "vectors"], default="characters",
                   help="pretrain only: predict the masked words' first and last characters, or their floret "
                   "vectors (kg/models/vectors.npz)")
    p.add_argument("--venue-sample", type=int, default=None,
                   help="pretrain, silver: venue abstracts to sample (default: the settings file's; silver 600)")
    p.add_argument("--silver", type=Path, default=None,
                   help="entities only: add these `kg train silver` entities to SciERC train (self-training)")
    p.add_argument("--min-confidence", type=float, default=0.8,
                   help="silver only: keep a sentence when every span in it reaches this confidence (default 0.8)")
    p.add_argument("--max-epochs", type=int, default=None,
                   help="pretrain only: passes over the text (default: the settings file's)")
    p.set_defaults(func=run)


def run(args) -> int:
    from kg.eval.corpora import default_data_dir

    for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
        os.environ.setdefault(var, str(args.threads))
    data_dir = args.data_dir or default_data_dir()
    needs = {"roles": ["csabstruct"], "vectors": ["venues", "scierc", "csabstruct"],
             "pretrain": ["venues", "scierc", "csabstruct"], "silver": ["venues"]}.get(args.model, ["scierc"])
    for sub in needs:
        if not (data_dir / sub).is_dir():
            raise KgError(f"training data not found: {data_dir / sub} (use --data-dir)")
    t0 = time.time()
    if args.model == "entities":
        from kg.train.entities import train

        result = train(data_dir=data_dir, out_dir=args.out, seed=args.seed, epochs=args.epochs,
                       init_tok2vec=args.init_tok2vec, static_vectors=args.static_vectors or None,
                       silver=args.silver)
    elif args.model == "silver":
        from kg.train.silver import build

        out = args.out or Path("build") / f"silver-{args.venue_sample or 600}.jsonl"
        result = build(data_dir, out, n=args.venue_sample or 600, seed=args.seed, min_confidence=args.min_confidence)
    elif args.model == "span-types":
        from kg.train.span_types import train

        result = train(data_dir=data_dir, out_file=args.out, seed=args.seed)
    elif args.model == "relations":
        from kg.train.relations import train

        result = train(data_dir=data_dir, out_file=args.out, seed=args.seed)
    elif args.model == "vectors":
        from kg.train.vectors import train

        result = train(data_dir=data_dir, out_file=args.out, config=args.config)
    elif args.model == "pretrain":
        from kg.train.pretrain import train

        result = train(data_dir=data_dir, out_dir=args.out, objective=args.objective, config=args.config,
                       seed=args.seed, static_vectors=args.static_vectors, keep_annotations=args.keep_annotations,
                       venue_sample=args.venue_sample,
                       max_epochs=args.max_epochs)
    else:
        from kg.train.roles import train

        result = train(data_dir=data_dir, out_file=args.out, seed=args.seed)
    result["wall_s"] = round(time.time() - t0, 1)
    print(json.dumps({"model": args.model, **result}, default=str))
    print(f"trained {args.model} in {result['wall_s']:.1f}s wall")
    return 0
