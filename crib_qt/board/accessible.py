"""The board for screen readers: accessible mirror widgets and live announcements.

Graphics items have no accessible interface, so the board keeps a small tree of
real widgets in step with the scene (`BoardAccessibility`):

* one list per place on the table ("Your hand", "Computer's hand", "Play area,
  count 15", "Your crib", "On the table"), whose rows are the cards as the board
  shows them: "Five of Hearts, in your hand, selected", or "Face-down card";
* one push button per board button ("To crib", "Go", "Continue", "Show my hand",
  "New game", "Restart"); pressing it (as a screen reader's default action does)
  goes through the board's one input routine, exactly like a tap;
* a status label with the prompt and the latest announcement.

The mirrors lie under the view's viewport, where they are never painted and never
take a click, the keyboard focus stays on the view; each has the geometry of what
it mirrors, so a screen reader's highlight lands on the right place.

What happens is announced as it happens (`QAccessibleAnnouncementEvent`, Qt 6.8+;
on older Qt the status label's name change is the live region): cards played and
the count, scores, the show's items one by one, whose turn it is, and where the
keyboard focus ring went. Nothing hidden is ever named: a face-down card is
"Face-down card" here too.

The mirrors are made when an assistive tool is there to read them: once the board has
painted, at once if one is active, else as soon as one first asks Qt for anything (Qt's
accessibility factories are asked then; see `_watch_for_assistive_tools`); or when
code reads them. Without one, nobody reads them, and making a dozen widgets and
loading their Qt classes would cost about 25 ms before the game's first frame. Even
asking waits for that frame: loading Qt's accessibility classes costs ~3 ms, and no
tool can read a board that is not on screen yet.
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QTimer, Signal

from ..game_words import translate
from . import geometry as L
from . import table_texts as T
from .carry import Target

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsView, QLabel, QListWidget, QPushButton, QWidget

__all__ = ["BoardAccessibility"]

# Where the lists sit, in scene coordinates.
_PLACES = {
    "hand": QRectF(L.TABLE_RECT.left() + 20, L.HAND_Y[1], L.TABLE_RECT.width() - 40, L.CARD_HEIGHT),
    "opponent": QRectF(L.TABLE_RECT.left() + 20, L.HAND_Y[0], L.TABLE_RECT.width() - 40,
                       L.CARD_HEIGHT),
    "pile": L.PILE_RECT,
    "crib": QRectF(L.DECK_POS.x(), L.MIDDLE_Y - 215, L.CARD_WIDTH, 570),
    "table": QRectF(L.DECK_POS.x(), L.MIDDLE_Y, 240, L.CARD_HEIGHT),
}


class BoardAccessibility(QObject):
    """Accessible mirrors of one `BoardScene` shown in `view`.

    Attributes:
        container, lists, buttons, status: the mirror widgets (see the module), made
            on first use (`ensureMirrors`).
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
        scene.presenter.spoken.connect(self.announce)
        scene.focus.moved.connect(self._focus_moved)
        self._listening = False
        view.viewport().installEventFilter(self)  # until the first paint (see the module)

    @property
    def container(self) -> QWidget:
        self.ensureMirrors()
        return self._container

    @property
    def lists(self) -> dict[str, QListWidget]:
        self.ensureMirrors()
        return self._lists

    @property
    def buttons(self) -> dict[str, tuple[QPushButton, object]]:
        self.ensureMirrors()
        return self._buttons

    @property
    def status(self) -> QLabel:
        self.ensureMirrors()
        return self._status

    def hasMirrors(self) -> bool:
        """Whether the mirror widgets have been made."""
        return self._made

    def isListening(self) -> bool:
        """Whether the board listens for an assistive tool yet (from its first frame on)."""
        return self._listening

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:  # the board's first frame
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self._listen)  # once this frame is painted
        return False

    def _listen(self) -> None:
        self._listening = True
        if not self._made:
            _watch_for_assistive_tools(self)

    def ensureMirrors(self) -> None:
        """Make the mirror widgets now, in step with the board, if they are not made."""
        if self._made:
            return
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QAbstractItemView, QLabel, QListWidget, QPushButton, QWidget

        scene, view = self._scene, self._view
        self._container = QWidget(view)
        self._container.setObjectName("boardAccessible")
        self._container.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._lists: dict[str, QListWidget] = {}
        for name in _PLACES:
            mirror = QListWidget(self._container)
            mirror.setObjectName(f"{name}Mirror")
            mirror.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            mirror.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
            mirror.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            self._lists[name] = mirror
        self._buttons: dict[str, tuple[QPushButton, object]] = {}
        for name, item in (("primary", scene.primaryButton), ("cover", scene.coverButton),
                           ("newGame", scene.newGameButton), ("restart", scene.restartButton)):
            button = QPushButton(self._container)
            button.setObjectName(f"{name}Mirror")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
            button.clicked.connect(lambda checked=False, b=item: self._press(b))
            self._buttons[name] = (button, item)
        self._status = QLabel(self._container)
        self._status.setObjectName("boardStatus")
        self._status.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self._container.show()  # made after the view shows, it would stay hidden otherwise
        self._made = True
        self.sync()

    # --- the tree -----------------------------------------------------------------------------

    def placeGeometry(self) -> None:
        """Put the container under the viewport and each mirror on what it mirrors
        (nothing to do before the mirrors are made)."""
        if not self._made:
            return
        viewport = self._view.viewport()
        self.container.setGeometry(viewport.geometry())
        self.container.lower()  # the viewport paints over it and takes every click
        for name, mirror in self.lists.items():
            mirror.setGeometry(self._map(_PLACES[name]))
        for button, item in self.buttons.values():
            button.setGeometry(self._map(item.mapRectToScene(item.buttonRect())))
        self.status.setGeometry(self._map(QRectF(L.CENTRE_X - 500, 650, 1000, 40)))

    def _map(self, rect: QRectF) -> QRect:
        return self._view.mapFromScene(rect).boundingRect()

    def describeCard(self, item) -> str:
        """The accessible name of a card item: "Five of Hearts, in your hand, selected"."""
        presenter = self._scene.presenter
        other = T.hand_name(1 - presenter.viewer(), presenter.names, presenter.vsComputer())
        return T.describe_card(item.card(), item.isFaceUp(), getattr(item, "zone", ""), other,
                               selected=item.isSelected(), hinted=item.isHinted(),
                               dimmed=item.isDimmed(), highlighted=item.isHighlighted())

    def describeTarget(self, target) -> str:
        """The accessible name of a focus or hit target (see board/carry.py `Target`)."""
        presenter = self._scene.presenter
        if target is None:
            return ""
        if target.kind == "card":
            return self.describeCard(target.item)
        if target.kind == "button":
            return T.describe_button(target.item.text(), target.item.isEnabled())
        if target.kind == "deck":
            return T.describe_deck(target.item.cutDepth(), target.item.count())
        if target.kind == "crib":
            return T.describe_crib(T.crib_name(presenter.view().dealer, presenter.names,
                                               presenter.vsComputer()))
        return presenter.describePile() if target.kind == "pile" else ""

    def sync(self) -> None:
        """Bring every mirror in line with the board (nothing to do before the mirrors
        are made: making them syncs them)."""
        if not self._made:
            return
        scene = self._scene
        presenter = scene.presenter
        view, names, vs = presenter.view(), presenter.names, presenter.vsComputer()
        viewer = presenter.viewer()
        items = {zone: [] for zone in ("mine", "theirs", "pile", "crib", "starter", "show")}
        for item in scene.cardItems():
            zone = getattr(item, "zone", "")
            if item.isVisible() and zone in items:
                items[zone].append(item)
        for zone in items:
            items[zone].sort(key=lambda i: (i.pos().x(), i.stackOrder()))
        self._fill("hand", T.hand_name(viewer, names, vs), items["mine"])
        self._fill("opponent", T.hand_name(1 - viewer, names, vs), items["theirs"])
        self._fill("pile", presenter.describePile(), items["pile"])
        crib = T.crib_name(view.dealer, names, vs) if view.dealer is not None else \
            translate("Accessible", "Crib")
        self._fill("crib", crib, items["crib"])
        table = items["starter"] + items["show"]
        extra = []
        if scene.deck.count():
            extra.append(translate("Accessible", "Deck: %1 cards").replace(
                "%1", str(scene.deck.count())))
        if scene.showPanel.isVisible():
            extra.append(scene.showTitle.text())
            extra.extend(line for line in scene.showLines.text().split("\n") if line)
        self._fill("table", translate("Accessible", "On the table"), table, extra)
        for button, item in self.buttons.values():
            visible = item.isVisible()
            button.setText(item.text())
            button.setAccessibleName(item.text())
            button.setEnabled(item.isEnabled() and visible)
            button.setVisible(visible)
        status = "\n".join(t for t in (scene.promptLabel.text(), scene.countLabel.text(),
                                       scene.announceLabel.text()) if t)
        if status != self.status.text():
            self.status.setText(status)
            self.status.setAccessibleName(status)
        self.container.setAccessibleName(translate("Accessible", "Cribbage table"))
        self.container.setAccessibleDescription(scene.promptLabel.text())
        self.placeGeometry()

    def _fill(self, name: str, title: str, items: list, extra: list[str] = ()) -> None:
        mirror = self.lists[name]
        texts = [self.describeCard(item) for item in items] + list(extra)
        mirror.setAccessibleName(title)
        if texts == self._texts.get(name) and mirror.count() == len(texts):
            return
        self._texts[name] = texts
        mirror.clear()
        mirror.addItems(texts)
        for row, item in enumerate(items):
            mirror.item(row).setSelected(item.isSelected())

    def texts(self, name: str) -> list[str]:
        """The rows of mirror list `name` ("hand", "opponent", "pile", "crib", "table")."""
        mirror = self.lists[name]
        return [mirror.item(row).text() for row in range(mirror.count())]

    # --- announcements -----------------------------------------------------------------------

    def announce(self, text: str) -> None:
        """Say `text` now (politely: after what is being read)."""
        if not text:
            return
        self.announcements.append(text)
        del self.announcements[:-200]
        if self._made:  # else no assistive tool is there to hear it (see the module)
            from PySide6.QtGui import QAccessible

            self._status.setAccessibleDescription(text)
            try:  # Qt 6.8+
                from PySide6.QtGui import QAccessibleAnnouncementEvent
            except ImportError:  # pragma: no cover - older Qt: the live label is the fallback
                from PySide6.QtGui import QAccessibleEvent

                QAccessible.updateAccessibility(
                    QAccessibleEvent(self._status, QAccessible.Event.DescriptionChanged))
            else:
                QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self._status, text))
        self.announced.emit(text)

    def _focus_moved(self) -> None:
        focus = self._scene.focus
        target = focus.current()
        if target is None or not focus.isShown():
            return
        self.announce(self.describeTarget(target))
        if target.kind == "card" and self._made:
            from PySide6.QtCore import QItemSelectionModel

            hand = self._scene.focusTargets("hand")
            row = next((i for i, t in enumerate(hand) if t.item is target.item), -1)
            self.lists["hand"].setCurrentRow(row, QItemSelectionModel.SelectionFlag.NoUpdate)

    def _press(self, item) -> None:
        """A mirror button was pressed: the same as a tap on the board's button."""
        if item.isVisible() and item.isEnabled():
            self._scene.carry.activate(Target("button", item,
                                              item.mapRectToScene(item.buttonRect())))


# The boards whose mirrors wait for an assistive tool (weakly: a closed board just goes).
_waiting: weakref.WeakSet = weakref.WeakSet()
_factory_installed = False


def _watch_for_assistive_tools(mirrors: BoardAccessibility) -> None:
    """Make `mirrors`' widgets now if an assistive tool is active, else as soon as one
    first asks for anything: Qt asks its accessibility factories for an object's
    interface only then (`QAccessible.queryAccessibleInterface`; with no tool active,
    `QAccessible.updateAccessibility` asks nothing). Python has no hook for Qt's
    activation observers, so one factory that never supplies an interface itself
    (Qt's own are used) is the signal."""
    global _factory_installed
    from PySide6.QtGui import QAccessible

    if QAccessible.isActive():
        mirrors.ensureMirrors()
        return
    _waiting.add(mirrors)
    if not _factory_installed:
        QAccessible.installFactory(_asked)
        _factory_installed = True


def _asked(_key: str, _object) -> None:
    """Qt's accessibility factory hook (see `_watch_for_assistive_tools`): makes every
    waiting board's mirrors on the next turn of the event loop, not inside Qt's lookup."""
    import shiboken6

    while _waiting:
        mirrors = _waiting.pop()
        if shiboken6.isValid(mirrors):
            QTimer.singleShot(0, mirrors, mirrors.ensureMirrors)
    return None
