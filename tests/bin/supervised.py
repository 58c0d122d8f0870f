"""Run a command under safelaunch's supervisor, as `safelaunch` does, and exit like it would."""

import os
import sys

from safelaunch.output import OutputPipeline
from safelaunch.supervise import exit_status, say, supervise

grace = float(sys.argv[1])
outcome = supervise(sys.argv[2:], os.environ, OutputPipeline([]), grace)
code, why = exit_status(outcome, None)
if why:
    say(why)
sys.exit(code)
