"""Players' names: what the New game dialog accepts is exactly what a saved match may hold.

A name is any text people write: any script, accents and combining marks, emoji
sequences joined by zero-width joiners (👩‍💻) or with variation selectors (❤️), and
inner format characters such as a zero-width non-joiner or a zero-width space. Only
these are refused (`refused_characters`), because they break a line, change how the
rest of the window's text runs, or cannot be written as UTF-8:

- C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F), such as ESC or a tab;
- the line and paragraph separators U+2028, U+2029;
- the bidirectional embeddings and overrides U+202A–U+202E and isolates U+2066–U+2069;
- lone surrogates (U+D800–U+DFFF), which no UTF-8 file can hold.

Surrounding spaces and invisible characters (white space, format characters,
variation selectors and fillers) are trimmed first (`trim_name`), so a name pasted
with a trailing newline or zero-width space is taken without them; at the end, the
variation selectors and emoji tags that belong to the last character stay. A name is at most
`MAX_NAME` UTF-16 code units long, as the dialog's QLineEdit counts them.

The dialog (crib_qt/ui/new_game.py) and the save file's loader (crib_qt/persistence.py)
both use `name_problem`: whatever the dialog lets through, the loader reads back.
No Qt here.
"""

from __future__ import annotations

__all__ = ["MAX_NAME", "name_length", "trim_name", "refused_characters", "name_problem",
           "fit_name"]

#: The longest name, in UTF-16 code units (QLineEdit.maxLength counts those): an emoji
#: outside the Basic Multilingual Plane takes two.
MAX_NAME = 24

# Default-ignorable characters that are not format characters (category Cf) nor white
# space, but draw nothing: combining grapheme joiner, Hangul fillers, Khmer inherent
# vowels, Mongolian variation selectors, variation selectors, the halfwidth filler.
_INVISIBLE_RANGES = ((0x034F, 0x034F), (0x115F, 0x1160), (0x17B4, 0x17B5), (0x180B, 0x180F),
                     (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFFA0, 0xFFA0), (0xE0100, 0xE01EF))
# Invisible, but part of the character before them: variation selectors (❤️ is U+2764
# U+FE0F) and emoji tags (the flag of Scotland ends in U+E007F). Trimmed at the start of
# a name only.
_ATTACHED_RANGES = ((0x180B, 0x180D), (0xFE00, 0xFE0F), (0xE0020, 0xE007F), (0xE0100, 0xE01EF))
_REFUSED_RANGES = ((0x0000, 0x001F), (0x007F, 0x009F), (0x2028, 0x2029), (0x202A, 0x202E),
                   (0x2066, 0x2069), (0xD800, 0xDFFF))


def _in(code: int, ranges) -> bool:
    return any(low <= code <= high for low, high in ranges)


def _invisible(char: str, leading: bool) -> bool:
    """True for white space and characters that draw nothing (trimmed), but at the end
    (`leading` False) not those that belong to the character before them."""
    if char.isspace():
        return True
    if char.isascii():
        return False
    if not leading and _in(ord(char), _ATTACHED_RANGES):
        return False
    import unicodedata  # only for names beyond ASCII

    return unicodedata.category(char) == "Cf" or _in(ord(char), _INVISIBLE_RANGES)


def name_length(text: str) -> int:
    """The length of `text` in UTF-16 code units (as QLineEdit counts)."""
    return len(text) + sum(1 for char in text if ord(char) > 0xFFFF)


def trim_name(text: str) -> str:
    """`text` without surrounding white space and invisible characters."""
    start, end = 0, len(text)
    while start < end and _invisible(text[start], True):
        start += 1
    while end > start and _invisible(text[end - 1], False):
        end -= 1
    return text[start:end]


def refused_characters(text: str) -> list[str]:
    """The characters of `text` no name may hold (see the module notes), in order."""
    return [char for char in text if _in(ord(char), _REFUSED_RANGES)]


def name_problem(name: str) -> str | None:
    """Why `name` is not a name the New game dialog can produce (English, one clause,
    never echoing the name), or None when it is one ("" is one: the default name).

    Args:
        name: the name as stored (already trimmed by the dialog).
    """
    if type(name) is not str:
        return "it is not text"
    if name_length(name) > MAX_NAME:
        return f"it is longer than {MAX_NAME} characters"
    if refused_characters(name):
        return "it holds control characters, line breaks or direction overrides"
    if trim_name(name) != name:
        return "it starts or ends with spaces or invisible characters"
    return None


def fit_name(text: str) -> str:
    """A name from anywhere (remembered settings, an old save) made into one the dialog
    could produce: trimmed, refused characters dropped, cut to `MAX_NAME` code units
    (never inside a character), trimmed again. `name_problem` of the result is None."""
    kept, units = [], 0
    for char in trim_name(text):
        if _in(ord(char), _REFUSED_RANGES):
            continue
        units += 2 if ord(char) > 0xFFFF else 1
        if units > MAX_NAME:
            break
        kept.append(char)
    return trim_name("".join(kept))
