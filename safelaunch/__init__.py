"""safelaunch: start deepspeed/torchrun after checking the machine, and explain what went wrong."""

__version__ = "0.1.0"
