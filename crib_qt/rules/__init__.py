"""The rules of two-player, six-card cribbage to 121 (../shared/RULES.md), in pure Python.

Nothing here imports Qt (a test enforces it): the board, the computer player, undo
and saves all stand on this package.
"""

from .actions import (Action, CardPlayed, Continue, CountReset, CutCard, CutForDeal, CutStarter,
                      CutTied, DealerChosen, Dealt, Discard, Discarded, Event, GameWon, Go, GoSaid,
                      HandEnded, HandShown, Play, Scored, StarterCut, action_from_data,
                      NextGame, GameCounted, GameStarted)
from .cards import DECK, Card, Suit, format_cards, parse_cards
from .game import IllegalAction, apply, apply_with_moment, legal_actions, new_game, play_moment
from .match import GameStart, MatchScore, game_start, match_over, new_match, start_of
from .scoring import Score, ScoreItem, ScoreKind, score_hand, score_play
from .state import SHOW_STEPS, WINNING_SCORE, GameState, Phase, PlayerView

__all__ = [
    "Action", "CardPlayed", "Continue", "CountReset", "CutCard", "CutForDeal", "CutStarter",
    "CutTied", "DealerChosen", "Dealt", "Discard", "Discarded", "Event", "GameWon", "Go",
    "GoSaid", "HandEnded", "HandShown", "Play", "Scored", "StarterCut", "action_from_data",
    "NextGame", "GameCounted", "GameStarted",
    "GameStart", "MatchScore", "game_start", "match_over", "new_match", "start_of",
    "DECK", "Card", "Suit", "format_cards", "parse_cards",
    "IllegalAction", "apply", "apply_with_moment", "legal_actions", "new_game", "play_moment",
    "Score", "ScoreItem", "ScoreKind", "score_hand", "score_play",
    "SHOW_STEPS", "WINNING_SCORE", "GameState", "Phase", "PlayerView",
]
