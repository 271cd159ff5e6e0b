<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT">
<context>
    <name>Board</name>
    <message>
        <source>You</source>
        <extracomment>Pause after each of the computer&apos;s moves, in milliseconds (issue 3: about half a second). Card movement time in milliseconds. The show announces one score item every so many milliseconds.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie: shuffle and cut again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cut the lower card and deal first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cut the lower card and deals first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starter: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your crib: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer&apos;s crib: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer&apos;s hand: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s crib: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your crib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer&apos;s crib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s crib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nineteen: nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut for the first deal: point into the deck. Lower card deals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two cards for your crib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two cards for %1&apos;s crib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To crib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut the deck for the starter: point into the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card fits under 31</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final score %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double skunk!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skunk!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two cards are already chosen; click one of them to put it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would take the count past 31</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: lay away %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: say Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: any depth is as good as another</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: continue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardListModel</name>
    <message>
        <source>Face-down card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>``translate(context, text, disambiguation=None, n=-1)``: Qt&apos;s translation lookup, under the name that pyside6-lupdate recognises (``%n`` takes `n` for plurals).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>How to play</source>
        <extracomment>Languages with a rules text in resources/rules/ (the seeds plus English).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Cribbage</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameEngine</name>
    <message>
        <source>Play %1</source>
        <extracomment>The human&apos;s seat against the computer.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Cribbage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this match again from the start: same cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the move you took back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show what the computer would do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of cribbage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Cribbage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score &amp;log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every score of this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move cards and pegs smoothly</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message numerus="yes">
        <source>Fifteen for %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thirty-one for %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pair for %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pair royal for %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Double pair royal for %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run of %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flush for %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobs for %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Go for %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last card for %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>His heels for %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreLogModel</name>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scored for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crib: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Show</name>
    <message numerus="yes">
        <source>A run of %1 is %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fifteen %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A pair is %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A pair royal is %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A double pair royal is %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A flush is %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One for his nob is %n</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
