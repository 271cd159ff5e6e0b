"""Refresh the translation sources after changing texts in the code.

    python packaging/update_translations.py

runs pyside6-lupdate over every Python file of the package and updates
i18n/crib_qt_pt_BR.ts, crib_qt_pt_PT.ts, crib_qt_ms.ts and crib_qt_fil.ts (the
languages of crib_qt/i18n.py but English): new texts appear as
unfinished, texts no longer used are marked vanished. Translate them in Qt
Linguist (pyside6-linguist) or any .ts editor; the .qm files are compiled by the
wheel build and, in a source checkout, on first use (crib_qt/i18n.py).
"""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Each translation file's language code -> the Qt language of its plural rules.
LANGUAGES = {"pt_BR": "pt_BR", "pt_PT": "pt_PT", "ms": "ms_MY", "fil": "fil_PH"}


def main() -> int:
    sources = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "crib_qt").rglob("*.py"))
    for code, target in LANGUAGES.items():
        ts = ROOT / "i18n" / f"crib_qt_{code}.ts"
        result = subprocess.run(["pyside6-lupdate", "-locations", "none", "-no-obsolete", "-target-language",
                                 target, *sources, "-ts", str(ts.relative_to(ROOT))], cwd=ROOT)
        if result.returncode:
            return result.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main())
