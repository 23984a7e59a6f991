"""The label sets of the trained models (SciERC's entity and relation types, CSAbstruct's roles)."""

ENTITY_LABELS = ("Task", "Method", "Metric", "Material", "OtherScientificTerm", "Generic")
RELATION_LABELS = ("USED-FOR", "EVALUATE-FOR", "COMPARE", "CONJUNCTION", "FEATURE-OF", "HYPONYM-OF", "PART-OF")
ROLE_LABELS = ("background", "objective", "method", "result", "other")

# the trained entity model's component name, which its spans carry as their extractor (merge.py, task_rules.py,
# resolve/cascade.py read it to tell its guesses from the rules' readings)
ENTITY_MODEL = "kg_scierc_entities"

SPAN_CLASSES = ENTITY_LABELS + ("NONE",)  # the span-type classifier's classes: an entity type or none
