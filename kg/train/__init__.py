"""Training of the extraction models shipped in kg/models/ (`kg train entities|relations|roles`)."""
