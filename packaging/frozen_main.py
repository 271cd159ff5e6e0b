"""Entry point of the frozen build (packaging/crib-qt.spec): the same as the crib-qt command.

The frozen app is also the computer's process: the window starts it again with
`crib_qt.decision_server.FLAG` (there is no separate interpreter to run
``-m crib_qt.decision_server`` with), and then it must not import Qt at all.
"""

import sys

if __name__ == "__main__":
    from crib_qt.decision_server import FLAG

    if sys.argv[1:] == [FLAG]:
        from crib_qt.decision_server import main as serve_decisions

        sys.exit(serve_decisions())
    from crib_qt.app import main

    sys.exit(main())
