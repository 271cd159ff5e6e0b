"""Entry point of the frozen build (packaging/crib-qt.spec): the same as the crib-qt command."""

import sys

from crib_qt.app import main

if __name__ == "__main__":
    sys.exit(main())
