"""`python -m crib_qt` starts the game."""

import sys

from .app import main

sys.exit(main())
