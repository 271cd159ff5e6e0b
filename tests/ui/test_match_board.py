"""The board in a match of several games (issue 21, RULES.md R7): the end panel's match
score and its Next game button between games, the match's end, the players' games
beside their names, and what a screen reader hears and reads."""

from __future__ import annotations

from match_moves import play_match

from crib_qt.board import match_texts as M
from crib_qt.engine import MODE_COMPUTER, MODE_TWO_PLAYERS
from crib_qt.rules import Phase
from crib_qt.ui.new_game import GameOptions


def _match_board(make_board, seed: int = 5, games_to_win: int = 2):
    board = make_board(seed)
    board.window.startNewGame(GameOptions(MODE_COMPUTER, "expert", ("", ""), games_to_win,
                                          False), seed=seed)
    return board


def _game_texts(engine) -> tuple[int, int]:
    state = engine.state
    return state.winner, state.scores[1 - state.winner]


def test_r7_end_panel_between_games_shows_the_match_and_next_game_deals(make_board,
                                                                       monkeypatch):
    from crib_qt.ui.new_game import NewGameDialog

    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: 0)  # never a modal wait
    board = _match_board(make_board)
    engine, scene = board.engine, board.scene
    spoken = board.view.accessibility.announcements
    play_match(board, lambda e: e.betweenGames())
    winner, loser_score = _game_texts(engine)
    games = engine.state.match.games
    assert scene.endPanel.isVisible()
    assert scene.endTitle.text() == ("You win game 1" if winner == 0
                                     else "The computer wins game 1")
    assert scene.endText.text() == (f"Final score 121 to {loser_score}\n"
                                    f"You\u00a0{games[0]}, computer\u00a0{games[1]} — first to 2")
    assert scene.newGameButton.text() == "Next game"
    match = f"Match: You\u00a0{games[0]}, computer\u00a0{games[1]} — first to 2"
    assert match in spoken  # said when the game was counted (R7.2)
    assert [label.text() for label in scene.nameLabels] == [
        f"You\nGames: {games[0]}", f"Computer\nGames: {games[1]}"]
    mirrors = board.view.accessibility
    assert mirrors.scores.accessibleName().endswith(", " + match)

    requested = []
    scene.presenter.newGameRequested.connect(lambda: requested.append(True))
    board.click(scene.newGameButton.scenePos())  # Next game (R7.3)
    scene.presenter.intents.endAction()  # a second click: the panel is going or gone
    board.wait_settled()
    assert requested == []  # no New game dialog (review finding)
    state = engine.state
    assert state.match.game_number == 2 and state.dealer == 1 - winner
    assert not scene.endPanel.isVisible() and scene.newGameButton.text() == "New game"
    started = ("Game 2: you deal first" if winner == 1 else
               "Game 2: the computer deals first")
    assert started in spoken
    assert mirrors.scores.accessibleName().endswith(", " + match)
    assert engine.undoStack().undoText() == "Next game"  # with the replies it caused (U4)

    board.window.actions["undo"].trigger()  # back across the end of game 1 (U4)
    board.wait_settled()
    assert engine.state.match.game_number == 1 and engine.betweenGames()
    assert scene.endPanel.isVisible() and scene.newGameButton.text() == "Next game"
    assert scene.endText.text().endswith(
        f"You\u00a0{games[0]}, computer\u00a0{games[1]} — first to 2")


def test_r7_the_match_end_says_who_won_it_and_offers_a_new_game(make_board, qtbot,
                                                                monkeypatch):
    from crib_qt.ui.new_game import NewGameDialog

    asked = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: asked.append(dialog) or 0)
    board = _match_board(make_board, seed=8)
    engine, scene = board.engine, board.scene
    play_match(board, lambda e: e.state.winner is not None and not e.betweenGames())
    match = engine.state.match
    assert match.winner is not None and engine.legalActions() == ()
    assert scene.endTitle.text() == ("You win the match!" if match.winner == 0
                                     else "The computer wins the match")
    assert scene.endText.text().endswith(
        f"You\u00a0{match.games[0]}, computer\u00a0{match.games[1]} — first to 2")
    assert scene.newGameButton.text() == "New game"
    with qtbot.waitSignal(scene.presenter.newGameRequested):
        board.click(scene.newGameButton.scenePos())
    assert len(asked) == 1 and engine.state.match.winner is not None  # the dialog, cancelled


def test_a_single_game_has_no_match_texts(make_board):
    board = make_board(4)
    play_match(board, lambda e: e.state.phase is Phase.PLAY)
    table = board.scene.presenter.table()
    assert table.match_line == "" and table.end_action == "new_game"
    assert [label.text() for label in board.scene.nameLabels] == ["You", "Computer"]
    assert not any(text.startswith("Match:") for text in
                   board.view.accessibility.announcements)


def test_match_texts_for_two_players_and_skunks():
    names = ("Ana", "Ben")
    assert M.match_line((1, 2), 4, names, False) == "Match: Ana\u00a01, Ben\u00a02 — first to 4"
    assert M.match_line((1, 2), 4, names, False, 1) == (
        "Match: Ben\u00a02, Ana\u00a01 — first to 4")
    assert M.match_line((1, 2), 4, names, True, 1) == (
        "Match: Computer\u00a02, you\u00a01 — first to 4")
    assert M.match_line((0, 0), 1, names, True) == ""
    assert M.game_counted_line(3) == "Double skunk: three games"
    assert M.game_counted_line(2) == "Skunk: two games"
    assert M.game_counted_line(1) == ""
    assert M.game_started_line(3, 0, names, False) == "Game 3: Ana deals first"


def test_r7_two_players_between_games_and_the_next_deal_covered(make_board):
    board = make_board(6)
    board.window.startNewGame(GameOptions(MODE_TWO_PLAYERS, "expert", ("Ana", "Ben"), 2,
                                          True), seed=6)
    engine, scene = board.engine, board.scene
    play_match(board, lambda e: e.betweenGames())
    winner, _ = _game_texts(engine)
    games = engine.state.match.games
    names = ("Ana", "Ben")
    assert scene.endTitle.text() == f"{names[winner]} wins game 1"
    assert scene.endText.text().endswith(f"Ana\u00a0{games[0]}, Ben\u00a0{games[1]} — first to 2")
    board.click(scene.newGameButton.scenePos())
    board.wait_settled()
    assert engine.state.match.game_number == 2 and engine.state.dealer == 1 - winner
    assert scene.presenter.isCovered()  # the pone's new hand waits for its player (U3)
    assert scene.coverTitle.text() == f"Pass the device to {names[winner]}"


def test_the_board_words_the_game_points_of_the_rules():
    """The board asks the match score for a game's points (MatchScore.points_for, the
    rules' game_points) and the skunk lines (R7.2): exactly at 60/61 and 90/91."""
    from crib_qt.rules.match import MatchScore, game_points

    for games_to_win in (1, 2, 3, 4):
        for skunks in (True, False):
            match = MatchScore(games_to_win, skunks)
            assert [match.points_for(loser) for loser in range(121)] == [
                game_points(loser, games_to_win, skunks) for loser in range(121)]
    assert [MatchScore.skunk_of(s) for s in (0, 60, 61, 90, 91, 120)] == [2, 2, 1, 1, 0, 0]
