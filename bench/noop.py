"""A rank that does nothing: measures the launcher's own cost."""
