"""The one way a day is written in the game's dialogs, in the chosen language's locale.

Statistics' accuracy table wrote "12/2/26" and Achievements "Dec 2, 2026" (play-test 32
item 3); both now write the medium format of `date_text`.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QDate, QLocale, Qt

__all__ = ["date_text", "medium_date_format"]


def medium_date_format(locale: QLocale) -> str:
    """`locale`'s date format of middle length: its long format without the weekday
    and with the month's short name, unambiguous in every language ("MMM d, yyyy" in
    American English: "Dec 1, 2026"; "d 'de' MMM 'de' yyyy" in Brazilian Portuguese:
    "1 de dez. de 2026"), where the short one ("12/1/26") is not. A QDate format."""
    long = locale.dateFormat(QLocale.FormatType.LongFormat)
    medium = re.sub(r"(?<!M)MMMM(?!M)", "MMM", re.sub(r"[\s,،]*dddd[\s,،]*", " ", long).strip())
    return medium or long


def date_text(iso: str, locale: QLocale | None = None, long: bool = False) -> str:
    """The day `iso` ("YYYY-MM-DD") as the game writes it: in `locale` (by default the
    chosen language's, `QLocale()`, which crib_qt.i18n sets) and its medium format
    ("Dec 2, 2026", "2 de dez. de 2026"), or with `long` its long one with the weekday
    ("Wednesday, December 2, 2026"), for screen readers and tooltips."""
    locale = QLocale() if locale is None else locale
    date = QDate.fromString(iso, Qt.DateFormat.ISODate)
    return (locale.toString(date, QLocale.FormatType.LongFormat) if long else
            locale.toString(date, medium_date_format(locale)))
