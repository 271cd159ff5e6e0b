"""The board for screen readers: accessible mirror widgets and live announcements.

Graphics items have no accessible interface, so the board keeps a small tree of
real widgets in step with the scene (`BoardAccessibility`), in the current language:

* the status (the prompt, the count, the latest announcement) and the score
  ("Score: You 52, computer 47. The computer deals");
* the viewer's hand, one button per card in hand order ("Five of Hearts, in your
  hand, selected"): a check box while cards are chosen for the crib (U2), a button
  that plays the card in the play, disabled when it cannot be (accessible_controls.py);
* one list per other place ("Computer's hand", "Play area, count 15", "Your crib",
  "On the table": the starter, the deck's size, the show's count), whose rows are
  the cards as the board shows them, or "Face-down card";
* the deck while it is spread for a cut: a slider whose value is the cut depth, and
  a "Cut the deck here" button (U1: a blind player cuts where they choose; ibid.);
* one push button per board button ("To crib", "Go", "Continue", "Show my hand",
  "New game", "Restart").

Pressing or toggling any of them (a screen reader's actions, through AT-SPI, UIA or
NSAccessibility) goes through the board's one input routine, exactly like a tap.

Where they live: a scroll area's accessible interface (the board's view) lists only
its viewport and scroll bars, so the mirrors' container is the view's sibling in the
main window, stacked under the view: shown (a hidden widget leaves the accessibility
tree) but never painted on screen and never clicked; the keyboard focus stays on the
view. Each mirror has the geometry of what it mirrors, for a screen reader's highlight.

What happens is announced (`QAccessibleAnnouncementEvent`, Qt 6.8+): cards played
and the count, scores with the running score, the show's items one by one, whose turn
it is, where the focus ring went (ring_speech.py), a cut asked for (with its keys);
`readPosition` says the whole position. Nothing hidden is ever named: a face-down
card is "Face-down card" here too.

The mirrors are made only once an assistive tool is there to read them, after the
board's first frame (assistive_watch.py), or when code reads them: otherwise making a
dozen widgets would cost about 25 ms before the first frame, for nobody.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt, QTimer, Signal

from ..game_words import fill, translate
from . import geometry as L
from . import position_texts as P
from . import table_texts as T
from . import accessible_names as N
from .accessible_controls import ControlMirrors, set_name
from .assistive_watch import watch_for_assistive_tools
from .carry import Target
from .ring_speech import RingSpeech

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsView, QListWidget, QPushButton

__all__ = ["BoardAccessibility"]

# Where the mirrors sit, in scene coordinates.
_PLACES = {
    "hand": QRectF(L.TABLE_RECT.left() + 20, L.HAND_Y[1], L.TABLE_RECT.width() - 40, L.CARD_HEIGHT),
    "opponent": QRectF(L.TABLE_RECT.left() + 20, L.HAND_Y[0], L.TABLE_RECT.width() - 40,
                       L.CARD_HEIGHT),
    "pile": L.PILE_RECT,
    "crib": QRectF(L.DECK_POS.x(), L.MIDDLE_Y - 215, L.CARD_WIDTH, 570),
    "table": QRectF(L.DECK_POS.x(), L.MIDDLE_Y, 240, L.CARD_HEIGHT),
}
_LISTS = ("opponent", "pile", "crib", "table")


class BoardAccessibility(QObject):
    """Accessible mirrors of one `BoardScene` shown in `view`.

    Attributes:
        container, hand, cards, lists, deck, cut, buttons, scores, status: the mirror
            widgets (see the module), made on first use (`ensureMirrors`); `cards` are
            the hand's card buttons (accessible_controls.py).
        announcements: the last 200 texts announced, oldest first (kept with or
            without the mirrors).

    Signals:
        announced(str): a text was announced to assistive technology.
    """

    announced = Signal(str)

    def __init__(self, scene, view: QGraphicsView) -> None:
        super().__init__(view)
        self._scene = scene
        self._view = view
        self._made = False
        self.announcements: list[str] = []
        self._texts: dict[str, list[str]] = {}
        scene.boardChanged.connect(self.sync)
        self._ring = RingSpeech(scene, self.announce, self)  # where the focus ring goes
        scene.presenter.spoken.connect(self.announce)
        scene.focus.cutAsked.connect(self._cut_asked)
        # after the presenter's own slot (connected first): the table shows the jump
        scene.presenter.engine.positionJumped.connect(self._jumped)
        self._listening = False
        view.viewport().installEventFilter(self)  # until the first paint (see the module)

    def _made_widget(self, name: str):
        self.ensureMirrors()
        return getattr(self, name)

    container = property(lambda self: self._made_widget("_container"))
    hand = property(lambda self: self._made_widget("_controls").hand)
    cards = property(lambda self: self._made_widget("_controls").cards)
    lists = property(lambda self: self._made_widget("_lists"))
    deck = property(lambda self: self._made_widget("_controls").deck)
    cut = property(lambda self: self._made_widget("_controls").cut)
    buttons = property(lambda self: self._made_widget("_buttons"))
    scores = property(lambda self: self._made_widget("_scores"))
    status = property(lambda self: self._made_widget("_status"))

    def hasMirrors(self) -> bool:
        """Whether the mirror widgets have been made."""
        return self._made

    def isListening(self) -> bool:
        """Whether the board listens for an assistive tool yet (from its first frame on)."""
        return self._listening

    def eventFilter(self, watched, event) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Paint and watched is self._view.viewport():  # the first frame
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._listen)  # once this frame is painted
        elif (kind == QEvent.Type.FocusIn and watched is self._view
              and event.reason() == Qt.FocusReason.ActiveWindowFocusReason):
            QTimer.singleShot(0, self, self._returned)  # after the focus is told
        return False

    def _listen(self) -> None:
        self._listening = True
        self._view.installEventFilter(self)  # its focus as its window comes back (`_returned`)
        if not self._made:
            watch_for_assistive_tools(self)

    def _returned(self) -> None:
        """The table has the focus as its window is active again (a dialog closed, the
        player came back from another window): its prompt is said after the focus
        ("Cribbage frame. Cribbage table."), as a sighted player sees it on coming back.
        Play-test 34 with Orca: after New game and after a dialog only the focus was
        heard; the prompt said as the dialog closed was lost to the focus's speech, so
        it is said again, not only when it changed."""
        table = self._scene.presenter.table()
        if self._made and table.prompt and table.cover is None:
            self.announce(table.prompt)

    def ensureMirrors(self) -> None:
        """Make the mirror widgets now, in step with the board, if they are not made."""
        if self._made:
            return
        from PySide6.QtWidgets import QAbstractItemView, QLabel, QListWidget, QPushButton, QWidget

        def quiet(widget, name: str):
            """A mirror: named, never focused, never clicked (the view keeps both)."""
            widget.setObjectName(name)
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            return widget

        scene = self._scene
        # beside the view, not under it: see the module
        host = self._view.parentWidget() or self._view
        self._container = quiet(QWidget(host), "boardAccessible")
        self._status = quiet(QLabel(self._container), "boardStatus")
        self._scores = quiet(QLabel(self._container), "scoresMirror")
        self._lists: dict[str, QListWidget] = {}
        for name in _LISTS:
            mirror = quiet(QListWidget(self._container), f"{name}Mirror")
            mirror.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
            self._lists[name] = mirror
        self._controls = ControlMirrors(scene, self._container, quiet, self.sync)
        self._buttons: dict[str, tuple[QPushButton, object]] = {}
        for name, item in (("primary", scene.primaryButton), ("cover", scene.coverButton),
                           ("newGame", scene.newGameButton), ("restart", scene.restartButton),
                           ("review", scene.reviewButton)):
            button = quiet(QPushButton(self._container), f"{name}Mirror")
            button.clicked.connect(lambda checked=False, b=item: self._press(b))
            self._buttons[name] = (button, item)
        self._container.show()  # made after the window shows, it would stay hidden otherwise
        self._made = True
        self.sync()
        if scene.presenter.table().cut_depths:
            # the cut asked for before a tool was there to hear it (the first deal's, as
            # the game starts): its prompt is the first thing to hear (play-test 32: Orca
            # said "Cribbage table" and no more). Not an announcement: said once already
            self._say_to_focus(scene.presenter.table().prompt)

    # --- the tree -----------------------------------------------------------------------------

    def placeGeometry(self) -> None:
        """Put the container on the viewport's place, stacked under the view, and each
        mirror on what it mirrors (nothing to do before the mirrors are made)."""
        if not self._made:
            return
        viewport = self._view.viewport()
        host = self._container.parentWidget()
        self._container.setGeometry(QRect(viewport.mapTo(host, QPoint(0, 0)), viewport.size()))
        self._container.lower()  # the view paints over it and takes every click
        for name, mirror in self._lists.items():
            mirror.setGeometry(self._map(_PLACES[name]))
        self._controls.place(self._map, _PLACES["hand"])
        for button, item in self._buttons.values():
            button.setGeometry(self._map(item.mapRectToScene(item.buttonRect())))
        self._status.setGeometry(self._map(QRectF(L.CENTRE_X - 500, 650, 1000, 40)))
        self._scores.setGeometry(self._map(self._scene.pegBoard.sceneBoundingRect()))

    def _map(self, rect: QRectF) -> QRect:
        return self._view.mapFromScene(rect).boundingRect()

    def describeCard(self, item, zone: str | None = None) -> str:
        """The accessible name of a card item (accessible_names.py `describe_card`)."""
        return N.describe_card(self._scene, item, zone)

    def describeTarget(self, target) -> str:
        """The accessible name of a focus or hit target (see board/carry.py `Target`)."""
        return N.describe_target(self._scene, target)

    def cardItems(self) -> dict[str, list]:
        """The visible card items by zone (accessible_names.py `card_items`)."""
        return N.card_items(self._scene)

    def sync(self) -> None:
        """Bring every mirror in line with the board (nothing to do before the mirrors
        are made: making them syncs them)."""
        if not self._made:
            return
        scene = self._scene
        presenter = scene.presenter
        table = presenter.table()
        view, names, vs = presenter.view(), presenter.names, presenter.vsComputer()
        viewer = presenter.viewer()
        items = self.cardItems()
        self._controls.sync(T.hand_name(viewer, names, vs), items["mine"], table.crib_open,
                            table.pile_open, table.cut_depths)
        self._fill("opponent", T.hand_name(1 - viewer, names, vs), items["theirs"])
        # as the count label: a card flying to the pile (or from it) is listed where
        # it lands, with the count it made
        self._fill("pile", scene.pileName(), N.pile_items(scene), zone="pile")
        crib = T.crib_name(view.dealer, names, vs) if view.dealer is not None else \
            translate("Accessible", "Crib")
        self._fill("crib", crib, items["crib"])
        self._fill("table", translate("Accessible", "On the table"),
                   items["starter"] + items["show"], self._table_extra())
        for button, item in self._buttons.values():
            set_name(button, item.text())
            button.setEnabled(item.isEnabled() and item.isVisible())
            button.setVisible(item.isVisible())
        set_name(self._scores, T.join([P.scores_text(table.scores, table.dealer, viewer, names,
                                                     vs), table.match_line]))  # R7
        # the computer's level, as the table shows it (play-test 32 item 2)
        self._scores.setAccessibleDescription(scene.levelLabel.text())
        set_name(self._status, "\n".join(t for t in (scene.promptLabel.text(),
                                                       scene.countLabel.text(),
                                                       scene.announceLabel.text()) if t))
        self._container.setAccessibleName(
            translate("Accessible", "Table: cards, scores and buttons"))
        self._container.setAccessibleDescription(scene.promptLabel.text())
        self.placeGeometry()

    def _table_extra(self) -> list[str]:
        scene, extra = self._scene, []
        if scene.deck.count():
            extra.append(fill(translate("Accessible", "Deck: %1 cards"), scene.deck.count()))
        if scene.showPanel.isVisible():
            extra.append(scene.showTitle.text())
            extra.extend(line for line in scene.showLines.text().split("\n") if line)
        return extra

    def _fill(self, name: str, title: str, items: list, extra: list[str] = (),
              zone: str | None = None) -> None:
        """Mirror `name` called `title`, a row per card item of `items` (named as in
        `zone`; None: each item's own) and per text of `extra`."""
        mirror = self._lists[name]
        texts = [self.describeCard(item, zone) for item in items] + list(extra)
        mirror.setAccessibleName(title)
        if texts == self._texts.get(name) and mirror.count() == len(texts):
            return
        self._texts[name] = texts
        mirror.clear()
        mirror.addItems(texts)
        for row, item in enumerate(items):
            mirror.item(row).setSelected(item.isSelected())

    def texts(self, name: str) -> list[str]:
        """The names of mirror `name`'s rows ("opponent", "pile", "crib", "table") or,
        for "hand", of the hand's card buttons."""
        self.ensureMirrors()
        if name == "hand":
            return self._controls.texts()
        mirror = self._lists[name]
        return [mirror.item(row).text() for row in range(mirror.count())]

    # --- acting ------------------------------------------------------------------------------

    def pressCard(self, index: int) -> None:
        """Card button `index` pressed (see accessible_controls.py)."""
        self.ensureMirrors()
        self._controls.pressCard(index)

    def cutDeck(self) -> None:
        """The cut button pressed (see accessible_controls.py)."""
        self.ensureMirrors()
        self._controls.cutDeck()

    def _press(self, item) -> None:
        """A mirror button was pressed: the same as a tap on the board's button."""
        if item.isVisible() and item.isEnabled():
            self._scene.carry.activate(Target("button", item,
                                              item.mapRectToScene(item.buttonRect())))

    # --- announcements -----------------------------------------------------------------------

    def announce(self, text: str) -> None:
        """Say `text` now (politely: after what is being read)."""
        if not text:
            return
        self.announcements.append(text)
        del self.announcements[:-200]
        if self._made:  # else no assistive tool is there to hear it (see the module)
            from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

            self._status.setAccessibleDescription(text)
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self._status, text))
            self._say_to_focus(text)
        self.announced.emit(text)

    def _say_to_focus(self, text: str) -> None:
        """Screen readers without announcements (Orca 43, Debian 12) speak a new
        description of the focused widget (the text its event carries): the board's view
        has the focus. Emptied at once: Qt tells only a change, so the same text again (P
        pressed twice) would be silent, and a line kept would be read again, stale and in
        the language it was said in, whenever the focus comes back."""
        self._view.setAccessibleDescription(text)
        self._view.setAccessibleDescription("")

    def readPosition(self) -> str:
        """Announce the whole position (accessible_names.py), show it on the status bar
        too (the presenter's `showMessage`, as a hint is shown: a player who presses the
        key (P in English) and hears nothing sees it, U6), and return it."""
        text = N.position_text(self._scene)
        self.announce(text)
        self._scene.presenter.showMessage(text)
        return text

    def _cut_asked(self) -> None:
        """A cut is the player's to make (U1, R3.1, R3.3): the prompt, which names its
        keys, is said once the table is at rest (while moves are still shown it is
        empty), as the ring goes to the deck without a key (play-test 31)."""
        self.announce(self._scene.presenter.table().prompt)

    def _jumped(self) -> None:
        """Undo, redo, Restart or New game changed the table at once, with no move to
        tell of (play-test 32: Ctrl+Z said nothing): the whole position is said, unless
        a cut is asked for (its prompt is said, `_cut_asked`), the device is handed over
        (the cover's title is said, U3) or a resumed save waits to be said."""
        presenter = self._scene.presenter
        if presenter.table().cut_depths or presenter.isCovered() or \
                presenter.narrator.isHeld():
            return
        self.announce(N.position_text(self._scene))
