"""The result rows a reader takes from examples/sample_abstracts.txt (invented text), written by
reading each claim: (title start, number as written, metric, dataset, baseline). A slot the number's
own clause does not state is "" (a fronted "On X," frame counts for every clause after it)."""

EXPECTED_ROWS = {
    ("Sparse Routing Transformers", "3.2%", "accuracy", "ArXivDocs, LegalBench-Long", "Longformer"),
    ("Sparse Routing Transformers", "41%", "GPU memory", "ArXivDocs, LegalBench-Long", "Longformer"),
    ("Contrastive Pretraining", "0.912", "AUC", "", "XGBoost"),
    ("Contrastive Pretraining", "0.897", "AUC", "", ""),  # XGBoost's own figure (method)
    ("Contrastive Pretraining", "60%", "number of labelled examples", "", ""),
    ("Return-Aware Replay", "12.4 points", "normalized score", "AntMaze", ""),
    ("Return-Aware Replay", "14", "", "D4RL", "plain CQL"),  # wins on 14 of 15 datasets (a count, no measure named)
    ("Low-Rank Adapters", "96.1%", "accuracy", "MMLU", "LoRA"),
    ("Low-Rank Adapters", "88.5%", "accuracy", "MMLU", ""),  # LoRA's own figure (method)
    ("Low-Rank Adapters", "1%", "training time", "", "LoRA"),
    ("Graph Diffusion", "99.2%", "validity", "QM9", ""),
    ("Graph Diffusion", "35%", "Fréchet ChemNet Distance", "", "GraphAF"),
    ("Robust Speech Recognition", "18.3%", "word error rate", "CHiME-6", "Conformer"),
    ("Robust Speech Recognition", "9.1%", "word error rate", "LibriSpeech", "Conformer"),
    ("Sparse Routing Attention", "82.7%", "top-1 accuracy", "ImageNet", ""),
    ("Sparse Routing Attention", "2.3×", "throughput", "ImageNet", "DeiT-S"),
    ("Sparse Routing Attention", "1.8 points", "mIoU", "ADE20K", "Swin-T"),
    ("Calibrated Uncertainty", "27%", "expected calibration error", "OpenML-CC18", "temperature scaling"),
    ("Instruction Tuning Without", "97.4%", "accuracy", "MMLU", ""),
    ("Instruction Tuning Without", "4.6%", "accuracy", "GSM8K", "OrthoLoRA"),
    ("Efficient Retrieval-Augmented", "2.7×", "latency", "Natural Questions, TriviaQA", ""),
    ("Efficient Retrieval-Augmented", "0.4 points", "exact match", "Natural Questions, TriviaQA", "dense retrieval"),
}


def row_key(row: dict) -> tuple[str, str, str, str, str]:
    """A results_table row in EXPECTED_ROWS' shape (the title cut to the expected prefix)."""
    title = row["paper_title"]
    prefix = next((t for t, *_ in EXPECTED_ROWS if title.startswith(t)), title)
    return (prefix, row["text"], row["metric"], row["dataset"], row["baseline"])
