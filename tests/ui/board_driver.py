"""The main window's mouse driver, shared by the board, full-match, keyboard and touch tests.

`BoardDriver` plays the game the way a person does: it reads the engine (the hint,
the phase) to decide *what* to do, but every move is a mouse event sent to the
view's viewport at `view.mapFromScene(point)`. `KeyDriver` (key_driver.py) does the
same with key presses only, `TouchDriver` (touch_driver.py) with touch events only;
the `make_board` and `drive` fixtures (conftest.py) make them. Nothing here calls
`engine.perform`.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from crib_qt.board import geometry as L
from crib_qt.board.card_art import CARD_HEIGHT, CARD_WIDTH
from crib_qt.board.card_item import CardItem
from crib_qt.engine import MODE_TWO_PLAYERS
from crib_qt.game_words import show_announcement
from crib_qt.models import CardRole
from crib_qt.rules import (Continue, CutForDeal, CutStarter, Go, HandShown, Phase, legal_actions,
                           score_hand)
from crib_qt.ui.main_window import MainWindow

#: Where the board's play pile takes a dropped card (the middle of PILE_RECT).
PILE_CENTRE = L.PILE_RECT.center()
#: An empty spot of the felt: no card, button, deck or panel is ever there.
EMPTY_FELT = QPointF(1250.0, 960.0)


class BoardDriver:
    """Mouse input and read-back for one `MainWindow`."""

    EMPTY_FELT = EMPTY_FELT

    def __init__(self, qtbot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.view = window.view
        self.scene = window.scene
        self.engine = window.engine
        self.taps = 0
        self.drags = 0
        self.trailed = 0
        self.log: list[str] = []

    # --- geometry ----------------------------------------------------------------------

    def to_view(self, scene_point: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_point)

    def item(self, card) -> CardItem:
        item = self.scene.cardItem(card)
        assert item is not None, f"{card} is not on the table"
        return item

    def card_centre(self, card) -> QPointF:
        """The middle of `card` at rest, in scene coordinates."""
        return self.item(card).mapToScene(QPointF(CARD_WIDTH / 2, CARD_HEIGHT / 2))

    def hand_slot(self, card) -> QPointF:
        """The top-left corner where the layout puts `card` in the viewer's hand."""
        hand = self.scene.presenter.handModels[0].cards()
        return L.hand_positions(len(hand), bottom=True,
                                step=self.scene.handStep())[hand.index(card)]

    # --- mouse -------------------------------------------------------------------------

    def click(self, scene_point: QPointF) -> None:
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, self.to_view(scene_point))

    def tap_card(self, card) -> None:
        self.click(self.card_centre(card))
        self.taps += 1

    def drag_card(self, card, end: QPointF, steps: int = 6) -> None:
        """Press on `card`, carry it to `end` and release; checks that it followed the mouse."""
        item = self.item(card)
        start, rest = self.card_centre(card), item.pos()
        viewport = self.view.viewport()
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         self.to_view(start))
        for i in range(1, steps + 1):
            QTest.mouseMove(viewport, self.to_view(start + (end - start) * (i / steps)))
        # The card is being carried: it moved exactly as far as the pointer did.
        carried = self.view.mapToScene(self.to_view(end)) - self.view.mapToScene(
            self.to_view(start))
        assert item.pos() == rest + carried
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           self.to_view(end))

    def drag_card_to_pile(self, card) -> None:
        self.drag_card(card, PILE_CENTRE)
        self.drags += 1

    def press_primary(self, expected_text: str) -> None:
        button = self.scene.primaryButton
        assert button.isVisible() and button.isEnabled(), (button.isVisible(), button.text())
        assert button.text() == expected_text
        self.click(button.scenePos())

    def cut_at(self, depth: int) -> None:
        deck = self.scene.deck
        assert deck.isSpread()
        self.click(deck.mapToScene(QPointF(deck.cutPointX(depth), CARD_HEIGHT / 2)))

    # --- waiting -----------------------------------------------------------------------
    # The waits return as soon as their condition holds; the long limit is for a shared,
    # loaded machine, where a resumed match's first reply (a worker process started and a
    # search run) took over 5 s at load 12.

    def settled(self) -> bool:
        """The computer has replied, the board shows the engine's state and nothing on
        it moves."""
        return (not self.engine.isThinking() and self.scene.isSettled() and
                not self.scene.pegBoard.isAnimating() and
                not any(isinstance(i, CardItem) and i.isMoving() for i in self.scene.items()))

    def wait_settled(self, timeout: int = 20000) -> None:
        self.qtbot.waitUntil(self.settled, timeout=timeout)

    def wait_replied(self, timeout: int = 20000) -> None:
        """Until the computer's replies to the last move have reached the engine (the
        board may still be pacing them)."""
        self.qtbot.waitUntil(lambda: not self.engine.isThinking(), timeout=timeout)

    # --- one human move, by mouse ---------------------------------------------------------

    def act(self, drag: bool = False) -> str:
        """Make the human's next move with the mouse, as the hint suggests; return its name.

        Cuts point into the spread deck at a depth that varies from cut to cut, discards
        tap two cards then "To crib", plays tap (or, with `drag`, drag onto the play
        area) the hinted card, "Go" and "Continue" press the table's button.
        """
        state = self.engine.state
        steps_before = self.engine.undoStack().count()
        hint = self.engine.hint()
        if state.phase in (Phase.CUT_FOR_DEAL, Phase.CUT_STARTER):
            depths = legal_actions(state)
            depth = depths[(13 * steps_before + 5) % len(depths)].depth
            self.cut_at(depth)
            expected = (CutForDeal if state.phase is Phase.CUT_FOR_DEAL else CutStarter)(depth)
            name = "cut"
        elif state.phase is Phase.DISCARD:
            for card in hint.cards:
                self.tap_card(card)
            assert set(self.scene.presenter.handModels[0].flagged(CardRole.Selected)) == set(hint.cards)
            assert self.engine.undoStack().count() == steps_before  # U2: only a preview
            self.press_primary("To crib")
            expected, name = hint, "discard"
        elif state.phase is Phase.PLAY and isinstance(hint, Go):
            self.press_primary("Go")
            expected, name = hint, "go"
        elif state.phase is Phase.PLAY:
            if drag:
                self.drag_card_to_pile(hint.card)
            else:
                self.tap_card(hint.card)
            expected, name = hint, "drag" if drag else "tap"
        elif state.phase is Phase.SHOW:
            self.press_primary("Continue")
            expected, name = Continue(), "continue"
        else:
            raise AssertionError(f"nothing to do in {state.phase}")
        if not self.scene.presenter.isIdle():
            self.trailed += 1  # the board is still pacing the computer's replies
        self.wait_settled()
        undo = self.engine.undoStack()
        # two players: a forced move of the next player is made for them (issue 15)
        forced = undo.count() - steps_before - 1 if self.engine.mode == MODE_TWO_PLAYERS else 0
        assert undo.count() == steps_before + 1 + max(0, forced), \
            f"the {name} did not reach the engine"
        assert undo.command(steps_before).actions[0] == expected
        self.log.append(name)
        return name

    # --- checks ------------------------------------------------------------------------

    def check_board_matches_engine(self) -> None:
        """Pegs, count and end panel show exactly the engine's state."""
        state = self.engine.state
        assert self.scene.presenter.view() == state.view(self.scene.presenter.viewer())
        board = self.scene.pegBoard
        for seat in (0, 1):
            score, back = state.scores[seat], state.back_pegs[seat]
            assert board.pegScores(seat) == (score, back)
            front_pos, back_pos = board.pegPositions(seat)
            assert front_pos == board.holePosition(seat, score)
            if score:
                assert back_pos == board.holePosition(seat, back)
        if state.phase is Phase.PLAY:
            assert self.scene.countLabel.text() == f"Count: {state.count}"
        else:
            assert self.scene.countLabel.text() == ""
        assert self.scene.endPanel.isVisible() == (state.phase is Phase.GAME_OVER)

    def cards_where(self, flag: str) -> set:
        """The cards on the table whose item has `flag` ("isHighlighted", "isHinted", …)."""
        return {item.card() for item in self.scene.items()
                if isinstance(item, CardItem) and item.isVisible() and item.card() is not None
                and getattr(item, flag)()}

    def shown_score(self):
        """(owner seat, is crib, `Score`) of what the show is counting now, by `score_hand`."""
        state = self.engine.state
        assert state.phase is Phase.SHOW
        is_crib = state.show_step == 2
        seat = state.pone if state.show_step == 0 else state.dealer
        cards = state.crib if is_crib else state.kept[seat]
        return seat, is_crib, score_hand(cards, state.starter, is_crib=is_crib)

    def check_show_panel(self) -> None:
        """The show panel lists exactly `score_hand`'s items and lights exactly their cards."""
        seat, is_crib, score = self.shown_score()
        assert self.scene.showPanel.isVisible()
        assert not self.scene.presenter.isCounting()
        owner, what = ("Your" if seat == 0 else "Computer's"), ("crib" if is_crib else "hand")
        assert self.scene.showTitle.text() == f"{owner} {what}: {score.total}"
        lines = self.scene.showLines.text().split("\n")
        if score.items:
            assert len(lines) == len(score.items)
            running = [sum(i.points for i in score.items[:n + 1]) for n in range(len(score.items))]
            assert lines == [show_announcement(item, total)
                             for item, total in zip(score.items, running)]
        else:
            assert lines == ["Nineteen: nothing"]
        assert self.cards_where("isHighlighted") == {c for i in score.items for c in i.cards}
        # the engine announced the same count
        shown = [e for e in self.engine.events() if isinstance(e, HandShown)][-1]
        assert shown.score == score and shown.seat == seat and shown.is_crib == is_crib
