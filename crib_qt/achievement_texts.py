"""The achievements' names and how to earn each (issue 21), in the current language.

The ids and their rules: crib_qt/achievement_book.py (the catalogue, the career) and
crib_qt/achievement_events.py (the show, the play, a game's end).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLocale

from .achievement_book import ACHIEVEMENTS
from .game_words import fill, translate

__all__ = ["earned_notice", "how_to_earn", "policy", "title"]

_C = "Achievements"
# id: (name, how to earn it)
_TEXTS = {
    "hand_29": (QT_TRANSLATE_NOOP("Achievements", "Twenty-nine"),
                QT_TRANSLATE_NOOP("Achievements", "Count 29, the highest hand there is, in "
                                                  "your hand or crib.")),
    "hand_28": (QT_TRANSLATE_NOOP("Achievements", "Twenty-eight"),
                QT_TRANSLATE_NOOP("Achievements", "Count exactly 28 in your hand or crib.")),
    "hand_24": (QT_TRANSLATE_NOOP("Achievements", "Twenty-four"),
                QT_TRANSLATE_NOOP("Achievements", "Count exactly 24 in your hand or crib.")),
    "hand_20": (QT_TRANSLATE_NOOP("Achievements", "Big hand"),
                QT_TRANSLATE_NOOP("Achievements", "Count 20 or more in your hand.")),
    "crib_20": (QT_TRANSLATE_NOOP("Achievements", "Rich crib"),
                QT_TRANSLATE_NOOP("Achievements", "Count 20 or more in your crib.")),
    "nineteen": (QT_TRANSLATE_NOOP("Achievements", "Nineteen"),
                 QT_TRANSLATE_NOOP("Achievements", "Count nothing at all in your hand "
                                                   "(no hand can count 19).")),
    "double_double_run": (QT_TRANSLATE_NOOP("Achievements", "Double double run"),
                          QT_TRANSLATE_NOOP("Achievements", "Count a run of three with two "
                                                            "pairs in it (16 points).")),
    "triple_run": (QT_TRANSLATE_NOOP("Achievements", "Triple run"),
                   QT_TRANSLATE_NOOP("Achievements", "Count a run of three with a pair royal "
                                                     "in it (15 points).")),
    "double_run_of_four": (QT_TRANSLATE_NOOP("Achievements", "Double run of four"),
                           QT_TRANSLATE_NOOP("Achievements", "Count a run of four with a pair "
                                                             "in it (10 points).")),
    "run_of_five": (QT_TRANSLATE_NOOP("Achievements", "Run of five"),
                    QT_TRANSLATE_NOOP("Achievements", "Count a run of five in the show.")),
    "four_of_a_kind": (QT_TRANSLATE_NOOP("Achievements", "Four of a kind"),
                       QT_TRANSLATE_NOOP("Achievements", "Count a double pair royal, four "
                                                         "cards of one rank, in the show.")),
    "flush_of_five": (QT_TRANSLATE_NOOP("Achievements", "Flush of five"),
                      QT_TRANSLATE_NOOP("Achievements", "Count a flush of five: your four "
                                                        "cards and the starter of one suit.")),
    "nobs": (QT_TRANSLATE_NOOP("Achievements", "One for his nob"),
             QT_TRANSLATE_NOOP("Achievements", "Hold the Jack of the starter's suit in the "
                                               "show.")),
    "his_heels": (QT_TRANSLATE_NOOP("Achievements", "Two for his heels"),
                  QT_TRANSLATE_NOOP("Achievements", "Turn a Jack as the starter while you "
                                                    "deal.")),
    "pair_royal": (QT_TRANSLATE_NOOP("Achievements", "Pair royal"),
                   QT_TRANSLATE_NOOP("Achievements", "Play the third card of a rank in a row "
                                                     "in the play (6 points).")),
    "double_pair_royal": (QT_TRANSLATE_NOOP("Achievements", "Double pair royal"),
                          QT_TRANSLATE_NOOP("Achievements", "Play the fourth card of a rank in "
                                                            "a row in the play (12 points).")),
    "thirty_one_pair_royal": (QT_TRANSLATE_NOOP("Achievements", "Royal thirty-one"),
                              QT_TRANSLATE_NOOP("Achievements", "Make 31 with a pair royal in "
                                                                "the play.")),
    "goless_31": (QT_TRANSLATE_NOOP("Achievements", "Thirty-one, no go"),
                  QT_TRANSLATE_NOOP("Achievements", "Make 31 in the play before anyone says "
                                                    "go.")),
    "play_run_of_five": (QT_TRANSLATE_NOOP("Achievements", "Long run in the play"),
                         QT_TRANSLATE_NOOP("Achievements", "Complete a run of five or more in "
                                                           "the play.")),
    "pegging_ten": (QT_TRANSLATE_NOOP("Achievements", "Pegging machine"),
                    QT_TRANSLATE_NOOP("Achievements", "Peg 10 points or more in the play of "
                                                      "one hand.")),
    "first_win": (QT_TRANSLATE_NOOP("Achievements", "First win"),
                  QT_TRANSLATE_NOOP("Achievements", "Win a game against the computer.")),
    "comeback_30": (QT_TRANSLATE_NOOP("Achievements", "Comeback"),
                    QT_TRANSLATE_NOOP("Achievements", "Win a game after trailing by 30 points "
                                                      "or more.")),
    "pegged_out": (QT_TRANSLATE_NOOP("Achievements", "Pegged out"),
                   QT_TRANSLATE_NOOP("Achievements", "Win a game with a point made in the "
                                                     "play.")),
    "counted_out": (QT_TRANSLATE_NOOP("Achievements", "Counted out"),
                    QT_TRANSLATE_NOOP("Achievements", "Win a game as the pone by counting "
                                                      "your hand first.")),
    "win_by_one": (QT_TRANSLATE_NOOP("Achievements", "By a peg"),
                   QT_TRANSLATE_NOOP("Achievements", "Win a game with the computer on 120.")),
    "skunk": (QT_TRANSLATE_NOOP("Achievements", "Skunk"),
              QT_TRANSLATE_NOOP("Achievements", "Win a game with the computer below 91.")),
    "double_skunk": (QT_TRANSLATE_NOOP("Achievements", "Double skunk"),
                     QT_TRANSLATE_NOOP("Achievements", "Win a game with the computer below "
                                                       "61.")),
    "beat_easy": (QT_TRANSLATE_NOOP("Achievements", "Easy beaten"),
                  QT_TRANSLATE_NOOP("Achievements", "Win a game against the Easy computer.")),
    "beat_medium": (QT_TRANSLATE_NOOP("Achievements", "Medium beaten"),
                    QT_TRANSLATE_NOOP("Achievements", "Win a game against the Medium "
                                                      "computer.")),
    "beat_hard": (QT_TRANSLATE_NOOP("Achievements", "Hard beaten"),
                  QT_TRANSLATE_NOOP("Achievements", "Win a game against the Hard computer.")),
    "beat_expert": (QT_TRANSLATE_NOOP("Achievements", "Expert beaten"),
                    QT_TRANSLATE_NOOP("Achievements", "Win a game against the Expert "
                                                      "computer.")),
    "three_in_a_row": (QT_TRANSLATE_NOOP("Achievements", "Hat trick"),
                       QT_TRANSLATE_NOOP("Achievements", "Win three games in a row against "
                                                         "the computer.")),
    "ten_in_a_row": (QT_TRANSLATE_NOOP("Achievements", "Ten in a row"),
                     QT_TRANSLATE_NOOP("Achievements", "Win ten games in a row against the "
                                                       "computer.")),
    "games_10": (QT_TRANSLATE_NOOP("Achievements", "Regular"),
                 QT_TRANSLATE_NOOP("Achievements", "Play 10 games against the computer to "
                                                   "the end.")),
    "games_100": (QT_TRANSLATE_NOOP("Achievements", "Veteran"),
                  QT_TRANSLATE_NOOP("Achievements", "Play 100 games against the computer to "
                                                    "the end.")),
    "wins_50": (QT_TRANSLATE_NOOP("Achievements", "Fifty wins"),
                QT_TRANSLATE_NOOP("Achievements", "Win 50 games against the computer.")),
    "match_won": (QT_TRANSLATE_NOOP("Achievements", "Match winner"),
                  QT_TRANSLATE_NOOP("Achievements", "Win a match of several games against "
                                                    "the computer.")),
    "match_sweep": (QT_TRANSLATE_NOOP("Achievements", "Clean sweep"),
                    QT_TRANSLATE_NOOP("Achievements", "Win a match of several games without "
                                                      "losing a game.")),
    "match_of_seven": (QT_TRANSLATE_NOOP("Achievements", "Best of seven"),
                       QT_TRANSLATE_NOOP("Achievements", "Win a best-of-seven match (first "
                                                         "to four games).")),
}
assert tuple(_TEXTS) == ACHIEVEMENTS, "every achievement has its texts, in catalogue order"


def title(achievement: str) -> str:
    """The name of `achievement` (an id of `ACHIEVEMENTS`) in the current language."""
    return translate(_C, _TEXTS[achievement][0])


def how_to_earn(achievement: str) -> str:
    """How to earn `achievement`, one sentence in the current language."""
    return translate(_C, _TEXTS[achievement][1])


def earned_notice(achievements: list[str]) -> str:
    """What the table says of `achievements` just earned (one or more ids):
    "Achievement: Pair royal" or "Achievements: Skunk, First win"."""
    names = [title(a) for a in achievements]
    if len(names) == 1:
        return fill(translate("Achievements", "Achievement: %1"), names[0])
    return fill(translate("Achievements", "Achievements: %1"),
                QLocale().createSeparatedList(names))


def policy() -> str:
    """The fair-play rule of the achievements (crib_qt/achievement_book.py), one
    sentence in the current language, as the Achievements page shows it."""
    return translate("Achievements", "Fair play: a deal earns achievements only the first "
                                     "time it is played (not again after Undo or Restart); "
                                     "a game's result only as the statistics count it, and "
                                     "never for a game begun again with Restart.")
