"""The Settings dialog's own texts after a language chosen inside it (play-test 32 with
Orca, item 2: the level box's description stayed English in pt_BR)."""

from __future__ import annotations

import pytest

from crib_qt.ai import BasicPlayer
from crib_qt.engine import GameEngine
from crib_qt.ui.main_window import MainWindow

LEVEL_DESCRIPTIONS = {
    "pt_BR": "O computador faz as próximas jogadas neste nível",
    "pt_PT": "O computador faz as próximas jogadas neste nível",
    "ms": "Komputer bermain langkah seterusnya pada tahap ini",
    "fil": "Sa antas na ito gagawin ng kompyuter ang mga susunod nitong galaw",
    "en": "The computer plays its next moves at this level",
}


@pytest.mark.parametrize("language", list(LEVEL_DESCRIPTIONS))
def test_the_level_description_follows_the_language_chosen_in_the_dialog(
        qtbot, store, language):
    window = MainWindow(GameEngine(seed=47, computer=BasicPlayer()), store=store)
    qtbot.addWidget(window)
    dialog = window.createSettingsDialog()
    qtbot.addWidget(dialog)
    box = dialog.languageBox
    if language == "en":  # away and back: English again, not the other language kept
        box.setCurrentIndex(box.findData("pt_BR"))
    box.setCurrentIndex(box.findData(language))
    try:
        assert window.languages.language() == language
        # the dialog hears of the language from Qt's posted LanguageChange
        qtbot.waitUntil(lambda: dialog.levelBox.toolTip() == LEVEL_DESCRIPTIONS[language])
    finally:
        window.setLanguage("en")
