"""The player's achievements (issue 21) as the statistics file keeps them: which are
earned and on what date, and the counts the career ones need. Pure Python, no Qt.

Who earns them: the person playing against the computer (seat 0). Two players on one
device earn none: neither seat owns the statistics file, and names typed for a game
are no identity to keep milestones under.

Kept under the statistics file's ``"achievements"`` key (crib_qt/statistics.py; a
missing key is an empty book), one object:

    earned    {id: "YYYY-MM-DD"}: each achievement earned and its (local) date; ids
              are those of `ACHIEVEMENTS`; anything else is damage like the rest
    finished  games against the computer finished (won or lost; not abandoned)
    wins      of them, won by the player
    streak    games against the computer won in a row up to now (a loss, or a game
              abandoned in progress, ends it)
    deals     (optional, {} when missing) the last `MAX_DEALS` deals played, oldest
              first: {`deal_key`: n}, n >= 0 the events of the deal looked at in its
              first playing, `SPENT` (-1) once Undo went back into it, `DEALT_AGAIN`
              (-2) once it was dealt again (Restart, or the same seed again)
    replays   (optional, [] when missing) the ids of the last `MAX_REPLAYS` games
              begun again: their first deal was dealt before

Exactly once: `AchievementBook.earn` never changes a date and never earns an id
twice, so undo, redo, Restart and New game (which only replay or repeat what earned
it) cannot earn anything again. A finished game is counted (`countGame`) through
`Statistics.add`, which counts each match id once: winning a game, undoing the win and
winning it again counts one game. An achievement earned in a step that is then undone
stays earned, as the statistics keep a game counted once its win was reached.
"Reset statistics" forgets the records, not the achievements.

No farming (`POLICY`): Restart deals the same cards again (U5) and Undo takes back
plays (U4), so
- the show's and the play's achievements count only in a deal's first playing: not
  in a deal dealt before (`DEALT_AGAIN`), nor in one after Undo went back into it
  (`SPENT`);
- a game's result (its end, crib_qt/achievement_events.py, and the career here)
  counts only for a game not begun again: one whose first deal was dealt before is
  in `replays`, and `countGame` counts it for nothing (no win, no streak, no game).
  Otherwise a game's result is the one the statistics count (its first end, or
  its abandonment): a game already counted earns no result again, after Undo or
  Undo of New game; Undo before its end is allowed, as the statistics allow it. Deals are told apart by their cards (`deal_key`: seed and hand number,
  U5), so a new game with the same seed (``--seed``) is a replay too.

The achievements of the show, the play and a game's end are found in the match's
events (crib_qt/achievement_events.py); the career ones here, as each game is
counted; the deals watched by crib_qt/ui/achievement_keeper.py. Their names and how to
earn them: crib_qt/achievement_texts.py.
"""

from __future__ import annotations

__all__ = ["ACHIEVEMENTS", "CAREER", "DEALT_AGAIN", "MAX_DEALS", "MAX_REPLAYS", "SPENT",
           "AchievementBook", "deal_key", "today_iso"]

# Every achievement, in the order the Statistics dialog lists them.
ACHIEVEMENTS = (
    # the show (R5)
    "hand_29", "hand_28", "hand_24", "hand_20", "crib_20", "nineteen", "double_double_run",
    "triple_run", "double_run_of_four", "run_of_five", "four_of_a_kind", "flush_of_five",
    "nobs",
    # the play (R3.4, R4)
    "his_heels", "pair_royal", "double_pair_royal", "thirty_one_pair_royal", "goless_31",
    "play_run_of_five", "pegging_ten",
    # the end of a game (R6, R7.2)
    "first_win", "comeback_30", "pegged_out", "counted_out", "win_by_one", "skunk",
    "double_skunk",
    # the career (counted games)
    "beat_easy", "beat_medium", "beat_hard", "beat_expert", "three_in_a_row", "ten_in_a_row",
    "games_10", "games_100", "wins_50",
    # matches of several games (R7)
    "match_won", "match_sweep", "match_of_seven",
)
# The ones `AchievementBook.countGame` awards.
CAREER = ACHIEVEMENTS[ACHIEVEMENTS.index("beat_easy"):]


_MAX_COUNT = 10**9
# How many deals and begun-again games are remembered (a few dozen games: Restart is
# pressed soon or never).
MAX_DEALS = 600
MAX_REPLAYS = 100
# What `deals` says of a deal that may earn no more (see the module notes).
SPENT = -1
DEALT_AGAIN = -2
_ID = frozenset("0123456789abcdef")


def deal_key(seed: int, hand_number: int, dealer: int) -> str:
    """The key of a deal in `AchievementBook.deals`: 16 hex digits made from what
    decides its cards, the match's seed and the hand's number in the match (R3.1, U5:
    crib_qt/rules/dealing.py), and who deals them (seat 0 or 1)."""
    import hashlib  # here: not before the first frame (issue 14)

    return hashlib.blake2b(f"{seed}:{hand_number}:{dealer}".encode(),
                           digest_size=8).hexdigest()


def today_iso() -> str:
    """Today's local date as "YYYY-MM-DD" (what `earn` records by default)."""
    from datetime import date

    return date.today().isoformat()


# --- the career: each called once per counted game of the player against the computer ---

# Each rule: (the book after counting the game, the level played, whether the player won
# the game, the game's `MatchResult`) -> earned.

def _beat(level: str):
    def won(book: AchievementBook, level_played: str, won_game: bool, _result) -> bool:
        return won_game and level_played == level
    won.__doc__ = (f"Beat the computer at its {level!r} level: win a game against it "
                   "(R6.1; the level in play when the game is counted).")
    return won


def _three_in_a_row(book: AchievementBook, _level: str, _won: bool, _result) -> bool:
    """Three games against the computer won in a row (R6.1; an abandoned game ends the
    run, as it counts as lost)."""
    return book.streak >= 3


def _ten_in_a_row(book: AchievementBook, _level: str, _won: bool, _result) -> bool:
    """Ten games against the computer won in a row (R6.1)."""
    return book.streak >= 10


def _games_10(book: AchievementBook, _level: str, _won: bool, _result) -> bool:
    """Ten games against the computer played to the end (R6.1: someone reached 121)."""
    return book.finished >= 10


def _games_100(book: AchievementBook, _level: str, _won: bool, _result) -> bool:
    """A hundred games against the computer played to the end (R6.1)."""
    return book.finished >= 100


def _wins_50(book: AchievementBook, _level: str, _won: bool, _result) -> bool:
    """Fifty games against the computer won (R6.1)."""
    return book.wins >= 50


def _match_won(_book: AchievementBook, _level: str, _won: bool, result) -> bool:
    """A match of several games against the computer won: first to 2, 3 or 4 games
    (R7.1, R7.2)."""
    return _won_match(result)


def _match_sweep(_book: AchievementBook, _level: str, _won: bool, result) -> bool:
    """A match of several games won without the computer winning a game (R7.1, R7.2)."""
    return _won_match(result) and result.match_games[1] == 0


def _match_of_seven(_book: AchievementBook, _level: str, _won: bool, result) -> bool:
    """A best-of-seven match won: first to 4 games (R7.1, R7.2)."""
    return _won_match(result) and result.match_length == 4


def _won_match(result) -> bool:
    return (result.match_length > 1 and result.match_over and result.match_winner == 0
            and not result.abandoned)


_CAREER_RULES = {
    "beat_easy": _beat("easy"), "beat_medium": _beat("medium"), "beat_hard": _beat("hard"),
    "beat_expert": _beat("expert"), "three_in_a_row": _three_in_a_row,
    "ten_in_a_row": _ten_in_a_row, "games_10": _games_10, "games_100": _games_100,
    "wins_50": _wins_50, "match_won": _match_won, "match_sweep": _match_sweep,
    "match_of_seven": _match_of_seven,
}


class AchievementBook:
    """Which achievements are earned (and when), and the career counts.

    Attributes:
        earned: {id: "YYYY-MM-DD"}.
        finished, wins, streak, deals, replays: see the module notes.
        news: the ids this object earned since it was made or since `takeNews`
            (never saved: what the table still has to announce).
    """

    __slots__ = ("deals", "earned", "finished", "news", "replays", "streak", "wins")

    def __init__(self, earned: dict[str, str] | None = None, finished: int = 0, wins: int = 0,
                 streak: int = 0, deals: dict[str, int] | None = None,
                 replays: list[str] | None = None) -> None:
        self.earned = dict(earned or {})
        self.finished, self.wins, self.streak = finished, wins, streak
        self.deals: dict[str, int] = dict(deals or {})
        self.replays: list[str] = list(replays or [])
        self.news: list[str] = []

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, AchievementBook):
            return NotImplemented
        return self.to_data() == other.to_data()

    __hash__ = None  # changes as it is filled

    def __repr__(self) -> str:
        return f"AchievementBook({self.to_data()!r})"

    def isEarned(self, achievement: str) -> bool:
        """True if `achievement` (an id of `ACHIEVEMENTS`) is earned."""
        return achievement in self.earned

    def noteDeals(self, deals: dict[str, int], replays=()) -> bool:
        """Keep what crib_qt/ui/achievement_keeper.py saw of `deals` ({`deal_key`:
        events looked at, `SPENT` or `DEALT_AGAIN`}, as `deals` holds them) and that the
        games `replays` (game ids) were begun again. What is kept already
        only goes down to `SPENT` or `DEALT_AGAIN`, or up in events looked at; the
        oldest beyond `MAX_DEALS` and `MAX_REPLAYS` are forgotten.

        Returns:
            True if anything changed (the file is worth writing).
        """
        changed = False
        for key, seen in deals.items():
            old = self.deals.get(key)
            new = seen if old is None else (min(old, seen) if min(old, seen) < 0
                                            else max(old, seen))
            if new != old:
                self.deals.pop(key, None)  # the newest last: the oldest are forgotten
                self.deals[key] = new
                changed = True
        while len(self.deals) > MAX_DEALS:
            del self.deals[next(iter(self.deals))]
        for replay in replays:
            if replay not in self.replays:
                self.replays = (self.replays + [replay])[-MAX_REPLAYS:]
                changed = True
        return changed

    def earn(self, achievements, date: str | None = None) -> list[str]:
        """Earn each of `achievements` (ids) not earned yet, on `date` ("YYYY-MM-DD",
        today when None). Returns the ones newly earned, in catalogue order (also added
        to `news`).

        Raises:
            ValueError: an id not in `ACHIEVEMENTS`.
        """
        wanted = set(achievements)
        unknown = wanted.difference(ACHIEVEMENTS)
        if unknown:
            raise ValueError(f"no such achievement: {min(unknown)!r}")
        new = [a for a in ACHIEVEMENTS if a in wanted and a not in self.earned]
        if new:
            date = date or today_iso()
            for achievement in new:
                self.earned[achievement] = date
            self.news.extend(new)
        return new

    def takeNews(self) -> list[str]:
        """The ids earned since the last call (oldest first); empties `news`."""
        news, self.news = self.news, []
        return news

    def countGame(self, category: str, result, date: str | None = None, game: str = ""
                  ) -> list[str]:
        """Count one game as `Statistics.add` counts it (once per match id) and earn the
        career achievements it completes; a game begun again (`game` in `replays`)
        counts for nothing (see the module notes).

        Args:
            category: the statistics category ("computer/<level>" or "two_players";
                two players' games count for nothing).
            result: the game's `MatchResult` (crib_qt/match_result.py): its winner (seat
                0 is the player), whether the player abandoned it in progress (a loss
                that ends the streak but is no finished game), and its match (R7).
            date: as for `earn`.
            game: the game's id (32 hex digits, `GameEngine.gameId`).

        Returns:
            The ids newly earned (see `earn`).
        """
        if not category.startswith("computer/") or (game and game in self.replays):
            return []
        won = result.winner == 0 and not result.abandoned
        if not result.abandoned:
            self.finished = min(_MAX_COUNT, self.finished + 1)
        self.wins = min(_MAX_COUNT, self.wins + won)
        self.streak = min(self.wins, self.streak + 1) if won else 0
        level = category.split("/", 1)[1]
        return self.earn([name for name, rule in _CAREER_RULES.items()
                          if rule(self, level, won, result)], date)

    def to_data(self) -> dict:
        """The book as the statistics file keeps it (JSON types; see the module notes):
        {"earned": {id: "YYYY-MM-DD"}, "finished": int, "wins": int, "streak": int,
        "deals": {key: int}, "replays": [game id]}."""
        return {"earned": dict(sorted(self.earned.items())), "finished": self.finished,
                "wins": self.wins, "streak": self.streak, "deals": dict(self.deals),
                "replays": list(self.replays)}

    @classmethod
    def from_data(cls, data: object, invalid=ValueError) -> AchievementBook:
        """Check and read what `to_data` wrote.

        Raises:
            `invalid` (an exception class; crib_qt/statistics.py passes `InvalidData`):
                naming the first problem.
        """
        if type(data) is not dict:
            raise invalid("'achievements' is not an object")
        earned = data.get("earned")
        if type(earned) is not dict or any(
                name not in ACHIEVEMENTS or type(date) is not str or not _valid_date(date)
                for name, date in earned.items()):
            raise invalid("'earned' of 'achievements' is not a list of achievements and dates")
        counts = [data.get(name) for name in ("finished", "wins", "streak")]
        if any(type(c) is not int or not 0 <= c <= _MAX_COUNT for c in counts):
            raise invalid("the counts of 'achievements' are not counts")
        finished, wins, streak = counts
        if streak > wins or wins > finished:
            raise invalid("the counts of 'achievements' do not add up")
        deals, replays = data.get("deals", {}), data.get("replays", [])
        if type(deals) is not dict or len(deals) > MAX_DEALS or any(
                not _hex(key, 16) or type(seen) is not int or not DEALT_AGAIN <= seen <= _MAX_COUNT
                for key, seen in deals.items()):
            raise invalid("'deals' of 'achievements' is not a list of deals")
        if type(replays) is not list or len(replays) > MAX_REPLAYS or not all(
                _hex(game, 32) for game in replays):
            raise invalid("'replays' of 'achievements' is not a list of game ids")
        return cls(earned, finished, wins, streak, deals, replays)


def _hex(text: object, length: int) -> bool:
    return type(text) is str and len(text) == length and _ID.issuperset(text)


def _valid_date(text: str) -> bool:
    if len(text) != 10 or text[4] != "-" or text[7] != "-" or not all(
            c in "0123456789" for c in text[:4] + text[5:7] + text[8:]):
        return False
    from datetime import date

    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True
