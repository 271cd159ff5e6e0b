<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fil_PH">
<context>
    <name>AbandonQuestion</name>
    <message>
        <source>Restart</source>
        <translation>Muling simulan</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Bagong laro</translation>
    </message>
    <message>
        <source>Abandon the match in progress?</source>
        <translation>Iwan ang seryeng kasalukuyang nilalaro?</translation>
    </message>
    <message>
        <source>Abandon game %1 of the match and play it again?</source>
        <translation>Iwan ang laro %1 ng serye at laruin itong muli?</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Iwan ang larong kasalukuyang nilalaro?</translation>
    </message>
    <message>
        <source>%1. The match counts as lost in the statistics once you make the first move of the new game or close the window.</source>
        <translation>%1. Mabibilang na talo ang serye sa estadistika kapag ginawa mo na ang unang galaw ng bagong laro o isinara ang window.</translation>
    </message>
    <message>
        <source>%1. Matches of two players that are abandoned count for neither player.</source>
        <translation>%1. Ang iniwang serye ng dalawang manlalaro ay hindi binibilang para sa alinman sa kanila.</translation>
    </message>
    <message>
        <source>It counts as a loss in the statistics once you make the first move of the new game or close the window.</source>
        <translation>Mabibilang itong talo sa estadistika kapag ginawa mo na ang unang galaw ng bagong laro o isinara ang window.</translation>
    </message>
    <message>
        <source>Games of two players that are abandoned count for neither player.</source>
        <translation>Ang iniwang laro ng dalawang manlalaro ay hindi binibilang para sa alinman sa kanila.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) brings it back.</source>
        <translation>Ibinabalik ito ng Bawiin (Ctrl+Z).</translation>
    </message>
    <message>
        <source>%1; the match goes on.</source>
        <translation>%1; magpapatuloy ang serye.</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Magsimula ng bagong laro</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Ituloy ang paglalaro</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Huwag nang itanong muli</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>Play area</source>
        <translation>Lugar ng paglalaro</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Reserba</translation>
    </message>
    <message>
        <source>Table: cards, scores and buttons</source>
        <translation>Mesa: baraha, puntos at pindutan</translation>
    </message>
    <message>
        <source>Deck: %1 cards</source>
        <translation>Salansan: %1 baraha</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Nasa mesa</translation>
    </message>
    <message>
        <source>You play %1; count %2</source>
        <translation>Inilabas mo ang %1; kabuuan %2</translation>
    </message>
    <message>
        <source>%1 plays %2; count %3</source>
        <translation>%1 ang naglabas ng %2; kabuuan %3</translation>
    </message>
    <message>
        <source>Computer %1, you %2</source>
        <translation>Kompyuter %1, ikaw %2</translation>
    </message>
    <message>
        <source>You %1, computer %2</source>
        <translation>Ikaw %1, kompyuter %2</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>You deal</source>
        <translation>Ikaw ang magbibigay</translation>
    </message>
    <message>
        <source>The computer deals</source>
        <translation>Ang kompyuter ang magbibigay</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>Si %1 ang magbibigay</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Puntos: %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>walang laman</translation>
    </message>
    <message>
        <source>%1, with the starter %2</source>
        <translation>%1, kasama ang panimulang baraha na %2</translation>
    </message>
    <message>
        <source>1 face-down card</source>
        <translation>1 nakataob na baraha</translation>
    </message>
    <message>
        <source>%1 face-down cards</source>
        <translation>%1 nakataob na baraha</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Ang mesa</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Hawak mo</translation>
    </message>
    <message>
        <source>Computer&apos;s hand</source>
        <translation>Hawak ng kompyuter</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>Hawak ni %1</translation>
    </message>
    <message>
        <source>You cut %1; the computer cut %2</source>
        <translation>%1 ang hinati mo; %2 ang hinati ng kompyuter</translation>
    </message>
    <message>
        <source>%1 cut %2; %3 cut %4</source>
        <translation>%2 ang hinati ni %1; %4 ang hinati ni %3</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Nakataob na baraha</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>nasa hawak mo</translation>
    </message>
    <message>
        <source>played</source>
        <translation>nailabas na</translation>
    </message>
    <message>
        <source>the starter</source>
        <translation>panimulang baraha</translation>
    </message>
    <message>
        <source>counted in the show</source>
        <translation>kasama sa bilangan</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>nasa %1</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>napili</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>pahiwatig</translation>
    </message>
    <message>
        <source>cannot be played</source>
        <translation>hindi mailalabas</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>may puntos</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>hindi magagamit</translation>
    </message>
    <message>
        <source>button</source>
        <translation>pindutan</translation>
    </message>
    <message>
        <source>Deck: cut after card %1 of %2; Enter cuts</source>
        <translation>Salansan: hatiin pagkatapos ng baraha %1 sa %2; Enter para humati</translation>
    </message>
    <message>
        <source>Enter lays the two chosen cards here</source>
        <translation>Enter para ilagay dito ang dalawang napiling baraha</translation>
    </message>
    <message>
        <source>Play area, count %1</source>
        <translation>Lugar ng paglalaro, kabuuan %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 — the only one</source>
        <translation>%1 — ang nag-iisa</translation>
    </message>
    <message>
        <source>%1 — the first of %2</source>
        <translation>%1 — ang una sa %2</translation>
    </message>
    <message>
        <source>%1 — the last of %2</source>
        <translation>%1 — ang huli sa %2</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Cut the deck here</source>
        <translation>Hatiin dito ang salansan</translation>
    </message>
    <message>
        <source>Saved match resumed</source>
        <translation>Itinuloy ang naka-save na serye</translation>
    </message>
    <message>
        <source>Saved game resumed</source>
        <translation>Itinuloy ang naka-save na laro</translation>
    </message>
    <message>
        <source>%1 button</source>
        <translation>pindutang %1</translation>
    </message>
    <message>
        <source>You lay %1 and %2 in your crib</source>
        <translation>Inilagay mo ang %1 at %2 sa reserba mo</translation>
    </message>
    <message>
        <source>You lay %1 and %2 in the computer&apos;s crib</source>
        <translation>Inilagay mo ang %1 at %2 sa reserba ng kompyuter</translation>
    </message>
</context>
<context>
    <name>Achievements</name>
    <message>
        <source>Twenty-nine</source>
        <translation>Dalawampu&apos;t siyam</translation>
    </message>
    <message>
        <source>Count 29, the highest hand there is, in your hand or crib.</source>
        <translation>Makakuha ng kabuuang 29, ang pinakamataas na posibleng hawak, sa hawak o reserba mo.</translation>
    </message>
    <message>
        <source>Twenty-eight</source>
        <translation>Dalawampu&apos;t walo</translation>
    </message>
    <message>
        <source>Count exactly 28 in your hand or crib.</source>
        <translation>Makakuha ng eksaktong kabuuang 28 sa hawak o reserba mo.</translation>
    </message>
    <message>
        <source>Twenty-four</source>
        <translation>Dalawampu&apos;t apat</translation>
    </message>
    <message>
        <source>Count exactly 24 in your hand or crib.</source>
        <translation>Makakuha ng eksaktong kabuuang 24 sa hawak o reserba mo.</translation>
    </message>
    <message>
        <source>Big hand</source>
        <translation>Malaking hawak</translation>
    </message>
    <message>
        <source>Count 20 or more in your hand.</source>
        <translation>Makakuha ng kabuuang 20 o higit pa sa hawak mo.</translation>
    </message>
    <message>
        <source>Rich crib</source>
        <translation>Mayamang reserba</translation>
    </message>
    <message>
        <source>Count 20 or more in your crib.</source>
        <translation>Makakuha ng kabuuang 20 o higit pa sa reserba mo.</translation>
    </message>
    <message>
        <source>Nineteen</source>
        <translation>Labinsiyam</translation>
    </message>
    <message>
        <source>Count nothing at all in your hand (no hand can count 19).</source>
        <translation>Walang kahit isang puntos ang kabuuan ng hawak mo (walang hawak na may kabuuang 19).</translation>
    </message>
    <message>
        <source>Double double run</source>
        <translation>Dobleng dobleng sunod-sunod</translation>
    </message>
    <message>
        <source>Count a run of three with two pairs in it (16 points).</source>
        <translation>Makakuha ng sunod-sunod na tatlo na may dalawang pares (kabuuang 16 puntos).</translation>
    </message>
    <message>
        <source>Triple run</source>
        <translation>Tripleng sunod-sunod</translation>
    </message>
    <message>
        <source>Count a run of three with a pair royal in it (15 points).</source>
        <translation>Makakuha ng sunod-sunod na tatlo na may tatlong magkapareho (kabuuang 15 puntos).</translation>
    </message>
    <message>
        <source>Double run of four</source>
        <translation>Dobleng sunod-sunod na apat</translation>
    </message>
    <message>
        <source>Count a run of four with a pair in it (10 points).</source>
        <translation>Makakuha ng sunod-sunod na apat na may pares (kabuuang 10 puntos).</translation>
    </message>
    <message>
        <source>Run of five</source>
        <translation>Sunod-sunod na lima</translation>
    </message>
    <message>
        <source>Count a run of five in the show.</source>
        <translation>Makakuha ng sunod-sunod na lima sa bilangan (kabuuang 5 puntos).</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Apat na iisang ranggo</translation>
    </message>
    <message>
        <source>Count a double pair royal, four cards of one rank, in the show.</source>
        <translation>Makakuha ng apat na magkapareho, apat na baraha ng iisang ranggo, sa bilangan (kabuuang 12 puntos).</translation>
    </message>
    <message>
        <source>Flush of five</source>
        <translation>Iisang palo ng lima</translation>
    </message>
    <message>
        <source>Count a flush of five: your four cards and the starter of one suit.</source>
        <translation>Makakuha ng iisang palo ng lima: iisa ang palo ng apat mong baraha at ng panimulang baraha (kabuuang 5 puntos).</translation>
    </message>
    <message>
        <source>One for his nob</source>
        <translation>Isa sa Jack na kapalo</translation>
    </message>
    <message>
        <source>Hold the Jack of the starter&apos;s suit in the show.</source>
        <translation>Hawakan sa bilangan ang Jack na kapareho ng palo ng panimulang baraha.</translation>
    </message>
    <message>
        <source>Two for his heels</source>
        <translation>Dalawa sa panimulang Jack</translation>
    </message>
    <message>
        <source>Turn a Jack as the starter while you deal.</source>
        <translation>Lumabas na Jack ang panimulang baraha habang ikaw ang tagapamigay.</translation>
    </message>
    <message>
        <source>Pair royal</source>
        <translation>Tatlong magkapareho</translation>
    </message>
    <message>
        <source>Play the third card of a rank in a row in the play (6 points).</source>
        <translation>Ilabas ang ikatlong magkakasunod na baraha ng iisang ranggo sa paglalabas (6 na puntos).</translation>
    </message>
    <message>
        <source>Double pair royal</source>
        <translation>Apat na magkapareho</translation>
    </message>
    <message>
        <source>Play the fourth card of a rank in a row in the play (12 points).</source>
        <translation>Ilabas ang ikaapat na magkakasunod na baraha ng iisang ranggo sa paglalabas (12 puntos).</translation>
    </message>
    <message>
        <source>Royal thirty-one</source>
        <translation>Maharlikang 31</translation>
    </message>
    <message>
        <source>Make 31 with a pair royal in the play.</source>
        <translation>Umabot sa 31 sa pamamagitan ng tatlong magkapareho sa paglalabas.</translation>
    </message>
    <message>
        <source>Thirty-one, no go</source>
        <translation>31, walang Laktaw</translation>
    </message>
    <message>
        <source>Make 31 in the play before anyone says go.</source>
        <translation>Umabot sa 31 sa paglalabas bago may magsabi ng Laktaw.</translation>
    </message>
    <message>
        <source>Long run in the play</source>
        <translation>Mahabang sunod-sunod sa paglalabas</translation>
    </message>
    <message>
        <source>Complete a run of five or more in the play.</source>
        <translation>Buuin ang sunod-sunod na lima o higit pa sa paglalabas.</translation>
    </message>
    <message>
        <source>Pegging machine</source>
        <translation>Halimaw sa paglalabas</translation>
    </message>
    <message>
        <source>Peg 10 points or more in the play of one hand.</source>
        <translation>Makakuha ng 10 puntos o higit pa sa paglalabas ng iisang bigay.</translation>
    </message>
    <message>
        <source>First win</source>
        <translation>Unang panalo</translation>
    </message>
    <message>
        <source>Win a game against the computer.</source>
        <translation>Manalo ng isang laro laban sa kompyuter.</translation>
    </message>
    <message>
        <source>Comeback</source>
        <translation>Pagbangon</translation>
    </message>
    <message>
        <source>Win a game after trailing by 30 points or more.</source>
        <translation>Manalo ng laro matapos maiwan nang 30 puntos o higit pa.</translation>
    </message>
    <message>
        <source>Pegged out</source>
        <translation>Panalo sa paglalabas</translation>
    </message>
    <message>
        <source>Win a game with a point made in the play.</source>
        <translation>Manalo ng laro sa puntos na nakuha sa paglalabas.</translation>
    </message>
    <message>
        <source>Counted out</source>
        <translation>Panalo sa bilangan</translation>
    </message>
    <message>
        <source>Win a game as the pone by counting your hand first.</source>
        <translation>Manalo ng laro nang hindi ikaw ang tagapamigay, dahil nauuna mong bilangin ang hawak mo.</translation>
    </message>
    <message>
        <source>By a peg</source>
        <translation>Bitin sa 120</translation>
    </message>
    <message>
        <source>Win a game with the computer on 120.</source>
        <translation>Manalo ng laro habang nasa 120 ang kompyuter.</translation>
    </message>
    <message>
        <source>Skunk</source>
        <translation>Tambak</translation>
    </message>
    <message>
        <source>Win a game with the computer below 91.</source>
        <translation>Manalo ng laro habang mababa pa sa 91 ang kompyuter.</translation>
    </message>
    <message>
        <source>Double skunk</source>
        <translation>Dobleng tambak</translation>
    </message>
    <message>
        <source>Win a game with the computer below 61.</source>
        <translation>Manalo ng laro habang mababa pa sa 61 ang kompyuter.</translation>
    </message>
    <message>
        <source>Easy beaten</source>
        <translation>Tinalo ang Madali</translation>
    </message>
    <message>
        <source>Win a game against the Easy computer.</source>
        <translation>Manalo ng laro laban sa kompyuter na Madali.</translation>
    </message>
    <message>
        <source>Medium beaten</source>
        <translation>Tinalo ang Katamtaman</translation>
    </message>
    <message>
        <source>Win a game against the Medium computer.</source>
        <translation>Manalo ng laro laban sa kompyuter na Katamtaman.</translation>
    </message>
    <message>
        <source>Hard beaten</source>
        <translation>Tinalo ang Mahirap</translation>
    </message>
    <message>
        <source>Win a game against the Hard computer.</source>
        <translation>Manalo ng laro laban sa kompyuter na Mahirap.</translation>
    </message>
    <message>
        <source>Expert beaten</source>
        <translation>Tinalo ang Eksperto</translation>
    </message>
    <message>
        <source>Win a game against the Expert computer.</source>
        <translation>Manalo ng laro laban sa kompyuter na Eksperto.</translation>
    </message>
    <message>
        <source>Hat trick</source>
        <translation>Tatlong sunod</translation>
    </message>
    <message>
        <source>Win three games in a row against the computer.</source>
        <translation>Manalo ng tatlong magkakasunod na laro laban sa kompyuter.</translation>
    </message>
    <message>
        <source>Ten in a row</source>
        <translation>Sampung sunod</translation>
    </message>
    <message>
        <source>Win ten games in a row against the computer.</source>
        <translation>Manalo ng sampung magkakasunod na laro laban sa kompyuter.</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Suki</translation>
    </message>
    <message>
        <source>Play 10 games against the computer to the end.</source>
        <translation>Tapusin ang 10 laro laban sa kompyuter.</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Beterano</translation>
    </message>
    <message>
        <source>Play 100 games against the computer to the end.</source>
        <translation>Tapusin ang 100 laro laban sa kompyuter.</translation>
    </message>
    <message>
        <source>Fifty wins</source>
        <translation>Limampung panalo</translation>
    </message>
    <message>
        <source>Win 50 games against the computer.</source>
        <translation>Manalo ng 50 laro laban sa kompyuter.</translation>
    </message>
    <message>
        <source>Match winner</source>
        <translation>Panalo sa serye</translation>
    </message>
    <message>
        <source>Win a match of several games against the computer.</source>
        <translation>Manalo sa isang serye ng ilang laro laban sa kompyuter.</translation>
    </message>
    <message>
        <source>Clean sweep</source>
        <translation>Winalis</translation>
    </message>
    <message>
        <source>Win a match of several games without losing a game.</source>
        <translation>Manalo sa isang serye ng ilang laro nang walang kahit isang talo.</translation>
    </message>
    <message>
        <source>Best of seven</source>
        <translation>Serye ng pito</translation>
    </message>
    <message>
        <source>Win a best-of-seven match (first to four games).</source>
        <translation>Manalo sa seryeng hanggang pitong laro (unahan sa apat na panalo).</translation>
    </message>
    <message>
        <source>Achievement: %1</source>
        <translation>Parangal: %1</translation>
    </message>
    <message>
        <source>Achievements: %1</source>
        <translation>Mga parangal: %1</translation>
    </message>
    <message>
        <source>Fair play: a deal earns achievements only the first time it is played (not again after Undo or Restart); a game&apos;s result only as the statistics count it, and never for a game begun again with Restart.</source>
        <translation>Patas na laro: sa unang paglaro lang ng isang bigay makakamit ang mga parangal nito (hindi na muli pagkatapos ng Bawiin o Muling simulan); ang sa resulta ng laro, ayon lang sa pagbilang dito sa kabuuan ng estadistika, at hindi kailanman sa larong sinimulang muli sa Muling simulan.</translation>
    </message>
    <message>
        <source>Achievement</source>
        <translation>Parangal</translation>
    </message>
    <message>
        <source>How to earn it</source>
        <translation>Paano ito makakamit</translation>
    </message>
    <message>
        <source>Earned on %1</source>
        <translation>Nakamit noong %1</translation>
    </message>
    <message>
        <source>%1: earned on %2. %3</source>
        <translation>%1: nakamit noong %2. %3</translation>
    </message>
    <message>
        <source>%1: not earned yet. %2</source>
        <translation>%1: hindi pa nakakamit. %2</translation>
    </message>
    <message>
        <source>%1 Earned on %2.</source>
        <translation>%1 Nakamit noong %2.</translation>
    </message>
    <message>
        <source>%1 of %2 achievements earned</source>
        <translation>Nakamit ang %1 sa %2 parangal</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Mga parangal</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>You</source>
        <translation>Ikaw</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompyuter</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Tagapamigay</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Bagong laro</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Susunod</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Muling simulan</translation>
    </message>
    <message>
        <source>Show my hand</source>
        <translation>Ipakita ang hawak ko</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: Go</source>
        <translation>%1: Laktaw</translation>
    </message>
    <message>
        <source>A tie: shuffle and cut again</source>
        <translation>Tabla: balasahin at ulitin ang paghati</translation>
    </message>
    <message>
        <source>You cut the lower card and deal first</source>
        <translation>Mas mababa ang hinati mo: ikaw ang unang magbibigay</translation>
    </message>
    <message>
        <source>The computer cut the lower card and deals first</source>
        <translation>Mas mababa ang hinati ng kompyuter: ito ang unang magbibigay</translation>
    </message>
    <message>
        <source>%1 cut the lower card and deals first</source>
        <translation>Mas mababa ang hinati ni %1: siya ang unang magbibigay</translation>
    </message>
    <message>
        <source>Starter: %1</source>
        <translation>Panimulang baraha: %1</translation>
    </message>
    <message>
        <source>Your crib: %2</source>
        <translation>Reserba mo: %2</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Panimulang baraha</translation>
    </message>
    <message>
        <source>Your hand: %2</source>
        <translation>Hawak mo: %2</translation>
    </message>
    <message>
        <source>Computer&apos;s crib: %2</source>
        <translation>Reserba ng kompyuter: %2</translation>
    </message>
    <message>
        <source>Computer&apos;s hand: %2</source>
        <translation>Hawak ng kompyuter: %2</translation>
    </message>
    <message>
        <source>%1&apos;s crib: %2</source>
        <translation>Reserba ni %1: %2</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>Hawak ni %1: %2</translation>
    </message>
    <message>
        <source>Count: %1</source>
        <translation>Kabuuan: %1</translation>
    </message>
    <message>
        <source>Cut for the first deal: point into the deck, or use ← → and Enter. Lower card deals.</source>
        <translation>Humati para sa unang bigay: pumili ng puwesto sa salansan, o gamitin ang ← → at Enter. Mas mababa ang magbibigay.</translation>
    </message>
    <message>
        <source>Cut the deck for the starter: point into the deck, or use ← → and Enter</source>
        <translation>Hatiin ang salansan para sa panimulang baraha: pumili ng puwesto, o gamitin ang ← → at Enter</translation>
    </message>
    <message>
        <source>%1, cut for the first deal: point into the deck, or use ← → and Enter. Lower card deals.</source>
        <translation>%1, humati para sa unang bigay: pumili ng puwesto sa salansan, o gamitin ang ← → at Enter. Mas mababa ang magbibigay.</translation>
    </message>
    <message>
        <source>%1, cut the deck for the starter: point into the deck, or use ← → and Enter</source>
        <translation>%1, hatiin ang salansan para sa panimulang baraha: pumili ng puwesto, o gamitin ang ← → at Enter</translation>
    </message>
    <message>
        <source>%1, choose two cards for your crib</source>
        <translation>%1, pumili ng dalawang baraha para sa reserba mo</translation>
    </message>
    <message>
        <source>%1, choose two cards for %2&apos;s crib</source>
        <translation>%1, pumili ng dalawang baraha para sa reserba ni %2</translation>
    </message>
    <message>
        <source>%1, your turn: play a card</source>
        <translation>%1, ikaw na: maglabas ng baraha</translation>
    </message>
    <message>
        <source>%1, every card would go past 31</source>
        <translation>%1, lalampas sa 31 ang alinmang baraha</translation>
    </message>
    <message>
        <source>Match review</source>
        <translation>Pagsusuri ng serye</translation>
    </message>
    <message>
        <source>Two cards are already chosen; choose one of them again to put it back</source>
        <translation>May dalawang baraha nang napili; piliin muli ang isa para ibalik ito</translation>
    </message>
    <message>
        <source>Your hand is already face up</source>
        <translation>Nakatihaya na ang hawak mo</translation>
    </message>
    <message>
        <source>There is no hand to show now</source>
        <translation>Walang hawak na ipapakita ngayon</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <extracomment>Under the computer&apos;s name on the table; %1 is the level as the New game dialog names it</extracomment>
        <translation>Antas: %1</translation>
    </message>
    <message>
        <source>Your crib</source>
        <translation>Reserba mo</translation>
    </message>
    <message>
        <source>Computer&apos;s crib</source>
        <translation>Reserba ng kompyuter</translation>
    </message>
    <message>
        <source>%1&apos;s crib</source>
        <translation>Reserba ni %1</translation>
    </message>
    <message>
        <source>Nineteen: nothing</source>
        <translation>Labinsiyam: wala</translation>
    </message>
    <message>
        <source>%1: press “Show my hand” when only you can see the screen.</source>
        <translation>%1: pindutin ang “Ipakita ang hawak ko” kapag ikaw lang ang nakakakita ng screen.</translation>
    </message>
    <message>
        <source>Pass the device to %1</source>
        <translation>Ipasa ang device kay %1</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 ang naglalaro…</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Ituloy</translation>
    </message>
    <message>
        <source>Choose two cards for your crib</source>
        <translation>Pumili ng dalawang baraha para sa reserba mo</translation>
    </message>
    <message>
        <source>Choose two cards for the computer&apos;s crib</source>
        <translation>Pumili ng dalawang baraha para sa reserba ng kompyuter</translation>
    </message>
    <message>
        <source>Choose two cards for %1&apos;s crib</source>
        <translation>Pumili ng dalawang baraha para sa reserba ni %1</translation>
    </message>
    <message>
        <source>To crib</source>
        <translation>Sa reserba</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Laktaw</translation>
    </message>
    <message>
        <source>Every card would go past 31</source>
        <translation>Lalampas sa 31 ang alinmang baraha</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>Ikaw na: maglabas ng baraha</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Panalo ka!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>Panalo ang kompyuter</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>Panalo si %1!</translation>
    </message>
    <message>
        <source>Final score %1 to %2</source>
        <translation>Huling iskor %1 laban sa %2</translation>
    </message>
    <message>
        <source>Double skunk!</source>
        <translation>Dobleng tambak!</translation>
    </message>
    <message>
        <source>Skunk!</source>
        <translation>Tambak!</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Pagsusuri ng laro</translation>
    </message>
    <message>
        <source>Choose two cards for the crib first: Space chooses the card in the ring</source>
        <translation>Pumili muna ng dalawang baraha para sa reserba: Space para piliin ang barahang may guhit sa paligid</translation>
    </message>
    <message>
        <source>Choose two cards for the crib first</source>
        <translation>Pumili muna ng dalawang baraha para sa reserba</translation>
    </message>
    <message>
        <source>%1 would take the count past 31</source>
        <translation>Lalampas sa 31 ang kabuuan kapag inilabas ang %1</translation>
    </message>
    <message>
        <source>Hint: lay away %1 and %2</source>
        <translation>Pahiwatig: itapon ang %1 at %2</translation>
    </message>
    <message>
        <source>Hint: play %1</source>
        <translation>Pahiwatig: ilabas ang %1</translation>
    </message>
    <message>
        <source>Hint: say Go</source>
        <translation>Pahiwatig: sabihing Laktaw</translation>
    </message>
    <message>
        <source>Hint: cut anywhere; every depth is equally good</source>
        <translation>Pahiwatig: humati kahit saan; pare-pareho lang ang anumang lalim</translation>
    </message>
    <message>
        <source>Hint: continue</source>
        <translation>Pahiwatig: ituloy</translation>
    </message>
</context>
<context>
    <name>BoardRoom</name>
    <message>
        <source>Only one pane fits: %1 closed. %2 brings it back in place of the %3.</source>
        <extracomment>%1 is the pane closed (Score log or Coach), %2 its shortcut (Ctrl+L), %3 the pane floating in its place, which the key closes as it opens %1 there; only one of the two fits on the screen</extracomment>
        <translation>Isang bahagi lang ang kasya: isinara ang %1. Ibinabalik ito ng %2 kapalit ng %3.</translation>
    </message>
    <message>
        <source>Only one pane fits: %1 closed. The View menu brings it back in place of the %2.</source>
        <extracomment>%1 is the pane closed (Score log or Coach), %2 the pane floating in its place</extracomment>
        <translation>Isang bahagi lang ang kasya: isinara ang %1. Ibinabalik ito ng menu na Tingnan kapalit ng %2.</translation>
    </message>
    <message>
        <source>%1 closed: no room beside the table. %2 opens it in a window of its own.</source>
        <extracomment>%1 is a pane&apos;s title (Score log or Coach), %2 its shortcut (Ctrl+L)</extracomment>
        <translation>Isinara ang %1: walang puwang sa tabi ng mesa. Binubuksan ito ng %2 sa sarili nitong window.</translation>
    </message>
    <message>
        <source>%1 closed: no room beside the table. The View menu opens it in a window of its own.</source>
        <translation>Isinara ang %1: walang puwang sa tabi ng mesa. Binubuksan ito ng menu na Tingnan sa sarili nitong window.</translation>
    </message>
    <message>
        <source>Only one pane fits: %1 and %2 closed. %3 or %4 opens one.</source>
        <extracomment>%1, %2 are the panes&apos; titles (Score log, Coach), %3, %4 their keys (Ctrl+L, Ctrl+K); only one of the two fits on the screen at a time</extracomment>
        <translation>Isang bahagi lang ang kasya: isinara ang %1 at %2. Binubuksan ng %3 o %4 ang isa sa mga ito.</translation>
    </message>
    <message>
        <source>Only one pane fits: %1 and %2 closed. The View menu opens one.</source>
        <extracomment>%1 and %2 are the panes&apos; titles (Score log, Coach), one of which fits</extracomment>
        <translation>Isang bahagi lang ang kasya: isinara ang %1 at %2. Binubuksan ng menu na Tingnan ang isa sa mga ito.</translation>
    </message>
    <message>
        <source>%1 and %2 closed: no room. %3 and %4 open them.</source>
        <extracomment>%1, %2 are the panes&apos; titles (Score log, Coach), %3, %4 their keys (Ctrl+L, Ctrl+K)</extracomment>
        <translation>Isinara ang %1 at %2: walang puwang. Binubuksan sila ng %3 at %4.</translation>
    </message>
    <message>
        <source>%1 and %2 closed: no room. The View menu opens them.</source>
        <extracomment>%1 and %2 are the panes&apos; titles (Score log, Coach)</extracomment>
        <translation>Isinara ang %1 at %2: walang puwang. Binubuksan sila ng menu na Tingnan.</translation>
    </message>
</context>
<context>
    <name>CardListModel</name>
    <message>
        <source>Face-down card</source>
        <translation>Nakataob na baraha</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Ace</source>
        <translation>Alas</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dalawa</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tatlo</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Apat</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Lima</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Anim</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Pito</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Walo</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Siyam</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Sampu</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Reyna</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Hari</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Trebol</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diyamante</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Puso</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Espada</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 ng %2</translation>
    </message>
</context>
<context>
    <name>CoachPane</name>
    <message>
        <source>%1: %2</source>
        <comment>a player&apos;s name: their decision</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Play at %1</source>
        <comment>the count the card was laid at</comment>
        <translation>Labas sa %1</translation>
    </message>
    <message>
        <source>Forced</source>
        <comment>verdict: only one card could be laid</comment>
        <translation>Pilit</translation>
    </message>
    <message>
        <source>Best</source>
        <comment>verdict: the expert&apos;s choice</comment>
        <translation>Tugma</translation>
    </message>
    <message>
        <source>Costly</source>
        <comment>verdict: lost half a point or more</comment>
        <translation>Magastos</translation>
    </message>
    <message>
        <source>Good</source>
        <comment>verdict: nearly as good as the expert&apos;s</comment>
        <translation>Mainam</translation>
    </message>
</context>
<context>
    <name>CoachReview</name>
    <message>
        <source>Coach</source>
        <translation>Tagapayo</translation>
    </message>
    <message>
        <source>&amp;Match review…</source>
        <translation>Pa&amp;gsusuri ng serye…</translation>
    </message>
    <message>
        <source>Every decision of the match with what it cost</source>
        <translation>Bawat pasya sa serye at ang naging kapalit nito</translation>
    </message>
    <message>
        <source>Every decision of the game with what it cost</source>
        <translation>Bawat pasya sa laro at ang naging kapalit nito</translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation>Ta&amp;gapayo</translation>
    </message>
    <message>
        <source>The last hand&apos;s plays and discard against the expert&apos;s</source>
        <translation>Ang mga inilabas at itinapon sa huling bigay laban sa eksperto</translation>
    </message>
    <message>
        <source>Game re&amp;view…</source>
        <translation>Pa&amp;gsusuri ng laro…</translation>
    </message>
    <message>
        <source>%1: %2 decisions, %3 costly</source>
        <translation>%1: %2 pasya, %3 ang nagpatalo ng puntos</translation>
    </message>
    <message>
        <source>Game %1, hand %2 reviewed: %3 decisions, %4 costly.</source>
        <translation>Nasuri na ang bigay %2 ng laro %1: %3 pasya, %4 ang nagpatalo ng puntos.</translation>
    </message>
    <message>
        <source>Game %1, hand %2 reviewed. %3; %4.</source>
        <translation>Nasuri na ang bigay %2 ng laro %1. %3; %4.</translation>
    </message>
    <message>
        <source>Hand %1 reviewed: %2 decisions, %3 costly.</source>
        <translation>Nasuri na ang bigay %1: %2 pasya, %3 ang nagpatalo ng puntos.</translation>
    </message>
    <message>
        <source>Hand %1 reviewed. %2; %3.</source>
        <translation>Nasuri na ang bigay %1. %2; %3.</translation>
    </message>
    <message>
        <source>%1 shows the Coach.</source>
        <translation>Pindutin ang %1 para makita ang Tagapayo.</translation>
    </message>
    <message>
        <source>The match review is ready: Game ▸ Match review…</source>
        <translation>Handa na ang pagsusuri ng serye: Laro ▸ Pagsusuri ng serye…</translation>
    </message>
    <message>
        <source>The game review is ready: Game ▸ Game review…</source>
        <translation>Handa na ang pagsusuri ng laro: Laro ▸ Pagsusuri ng laro…</translation>
    </message>
    <message>
        <source>%1: %2 points lost per decision on average; %3% of %4 decisions as the expert&apos;s.</source>
        <translation>%1: karaniwang %2 puntos ang nawala bawat pasya; %3% ng %4 pasya ay kapareho ng sa eksperto.</translation>
    </message>
    <message>
        <source>No hand has been reviewed yet: each hand is reviewed once its play is over.</source>
        <translation>Wala pang nasusuring bigay: sinusuri ang bawat bigay kapag tapos na ang paglalabas nito.</translation>
    </message>
    <message>
        <source>Forced plays (only one card could be laid), not counted as decisions: %1.</source>
        <translation>Sapilitang paglalabas (iisang baraha lang ang mailalabas), hindi binibilang na pasya: %1.</translation>
    </message>
    <message>
        <source>Each hand&apos;s review shows here once its play is over.</source>
        <translation>Lalabas dito ang pagsusuri ng bawat bigay kapag tapos na ang paglalabas nito.</translation>
    </message>
    <message>
        <source>Game %1, hand %2: %3 decisions, %4 costly (a loss of half a point or more).</source>
        <translation>Laro %1, bigay %2: %3 pasya, %4 ang nagpatalo ng puntos (nawalan ng kalahating puntos o higit pa).</translation>
    </message>
    <message>
        <source>Hand %1: %2 decisions, %3 costly (a loss of half a point or more).</source>
        <translation>Bigay %1: %2 pasya, %3 ang nagpatalo ng puntos (nawalan ng kalahating puntos o higit pa).</translation>
    </message>
    <message>
        <source>Hand review</source>
        <translation>Pagsusuri ng bigay</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Pagsusuri ng laro</translation>
    </message>
    <message>
        <source>Decisions of the game</source>
        <translation>Mga pasya sa laro</translation>
    </message>
    <message>
        <source>Each decision: game, hand in the game, player, decision, the card or cards chosen, the expert&apos;s, the cost in points and a verdict</source>
        <translation>Bawat pasya: laro, bigay sa laro, manlalaro, pasya, ang napiling baraha, ang sa eksperto, ang kapalit sa puntos at hatol</translation>
    </message>
    <message>
        <source>Match review</source>
        <translation>Pagsusuri ng serye</translation>
    </message>
    <message>
        <source>Decisions of the match</source>
        <translation>Mga pasya sa serye</translation>
    </message>
    <message>
        <source>Each decision: hand, player, decision, the card or cards chosen, the expert&apos;s, the cost in points and a verdict</source>
        <translation>Bawat pasya: bigay, manlalaro, pasya, ang napiling baraha, ang sa eksperto, ang kapalit sa puntos at hatol</translation>
    </message>
    <message>
        <source>The decision selected</source>
        <translation>Ang napiling pasya</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Nakaraan</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Susunod</translation>
    </message>
    <message>
        <source>Game %1, hand %2: %3 threw %4 to the crib.</source>
        <translation>Laro %1, bigay %2 — %3: itinapon ang %4 sa reserba.</translation>
    </message>
    <message>
        <source>Game %1, hand %2: %3 laid %4 at a count of %5.</source>
        <translation>Laro %1, bigay %2 — %3: inilabas ang %4 sa kabuuang %5.</translation>
    </message>
    <message>
        <source>Hand %1: %2 threw %3 to the crib.</source>
        <translation>Bigay %1 — %2: itinapon ang %3 sa reserba.</translation>
    </message>
    <message>
        <source>Hand %1: %2 laid %3 at a count of %4.</source>
        <translation>Bigay %1 — %2: inilabas ang %3 sa kabuuang %4.</translation>
    </message>
    <message>
        <source>The review is being worked out.</source>
        <translation>Kinakalkula pa ang pagsusuri.</translation>
    </message>
    <message>
        <source>Every card that fitted had the same rank: there was no choice.</source>
        <translation>Pare-pareho ang ranggo ng bawat barahang kasya: walang mapagpipilian.</translation>
    </message>
    <message>
        <source>The expert threw %1. Net: %2 points for this throw, %3 for the expert&apos;s.</source>
        <translation>Itinapon ng eksperto ang %1. Neto: %2 puntos sa itinapong ito, %3 sa sa eksperto.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The expert laid %1. Points expected to the end of the play, yours less the other&apos;s, by rank: %2.</source>
        <translation>Inilabas ng eksperto ang %1. Inaasahang puntos hanggang matapos ang paglalabas, sa iyo bawas sa kabila, ayon sa ranggo: %2.</translation>
    </message>
    <message>
        <source>Cost: %1 points.</source>
        <translation>Kapalit: %1 puntos.</translation>
    </message>
    <message>
        <source>Near the end the expert plays for the win: this card gave up %1% of the chance to win.</source>
        <translation>Malapit na sa dulo kaya panalo ang hinahabol ng eksperto: nabawasan ng %1% ang tsansang manalo dahil sa barahang ito.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Laro</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Bigay</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Manlalaro</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Pasya</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Napili</translation>
    </message>
    <message>
        <source>Expert&apos;s</source>
        <translation>Sa eksperto</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kapalit</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Hatol</translation>
    </message>
    <message>
        <source>Points the choice gave up against the expert&apos;s</source>
        <translation>Puntos na nawala sa pili laban sa sa eksperto</translation>
    </message>
    <message>
        <source>The hand&apos;s number in its game</source>
        <translation>Numero ng bigay sa laro nito</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Pagtatapon</translation>
    </message>
    <message>
        <source>Play at %1</source>
        <translation>Paglalabas sa kabuuang %1</translation>
    </message>
    <message>
        <source>%1; %2% of the win</source>
        <translation>%1; %2% ng tsansang manalo</translation>
    </message>
    <message>
        <source>Working out…</source>
        <translation>Kinakalkula…</translation>
    </message>
    <message>
        <source>No choice</source>
        <translation>Walang mapagpipilian</translation>
    </message>
    <message>
        <source>The expert&apos;s choice</source>
        <translation>Pili ng eksperto</translation>
    </message>
    <message>
        <source>Costly</source>
        <translation>Magastos</translation>
    </message>
    <message>
        <source>Nearly as good</source>
        <translation>Halos kasinghusay</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>How to play</source>
        <extracomment>The lines&apos; width asked for, in average characters of the browser&apos;s font: a long line a reader still follows (the dialog was 640 pixels wide, 90 characters).</extracomment>
        <translation>Paano maglaro</translation>
    </message>
    <message>
        <source>About Cribbage</source>
        <translation>Tungkol sa Cribbage</translation>
    </message>
    <message>
        <source>Two-player cribbage to 121.</source>
        <translation>Cribbage ng dalawang manlalaro hanggang 121.</translation>
    </message>
    <message>
        <source>Free software under the MIT licence.</source>
        <translation>Malayang software sa ilalim ng lisensiyang MIT.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Move among the cards, the buttons or the cut point</source>
        <translation>Lumipat sa mga baraha, pindutan o puwesto ng paghati</translation>
    </message>
    <message>
        <source>Move to the place above or below</source>
        <translation>Pumunta sa puwesto sa itaas o ibaba</translation>
    </message>
    <message>
        <source>Go round the places on the table</source>
        <translation>Umikot sa mga puwesto sa mesa</translation>
    </message>
    <message>
        <source>Choose a card for the crib or put it back; play a card; press a button; cut the deck</source>
        <translation>Pumili ng baraha para sa reserba o ibalik ito; maglabas ng baraha; pindutin ang pindutan; hatiin ang salansan</translation>
    </message>
    <message>
        <source>During the discard, lay the two chosen cards away to the crib (with fewer chosen it says so); elsewhere as Space</source>
        <translation>Habang nagtatapon, ilagay sa reserba ang dalawang napiling baraha (kapag kulang, sasabihin nito); bukod doon, gaya ng Space</translation>
    </message>
    <message>
        <source>1 to 6</source>
        <translation>1 hanggang 6</translation>
    </message>
    <message>
        <source>Choose or play the first to sixth card of your hand</source>
        <translation>Pumili o ilabas ang una hanggang ikaanim na baraha ng hawak mo</translation>
    </message>
    <message>
        <source>Move the cut point five cards</source>
        <translation>Ilipat ang puwesto ng paghati nang limang baraha</translation>
    </message>
    <message>
        <source>Put the chosen cards back</source>
        <translation>Ibalik ang mga napiling baraha</translation>
    </message>
    <message>
        <source>Keys</source>
        <extracomment>The widest &quot;What it does&quot; column asked for, in average characters of the table&apos;s font: a long line a reader still follows (the dialog was 640 pixels wide).</extracomment>
        <translation>Mga key</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Pipindutin</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Ginagawa nito</translation>
    </message>
</context>
<context>
    <name>DiscardTable</name>
    <message>
        <source>The table could not be worked out: %1</source>
        <translation>Hindi makalkula ang talahanayan: %1</translation>
    </message>
    <message>
        <source>Working out the table…</source>
        <translation>Kinakalkula ang talahanayan…</translation>
    </message>
    <message>
        <source>The table is for the six cards you are dealt: open it while you choose your discard.</source>
        <translation>Para sa anim na barahang ibinigay sa iyo ang talahanayan: buksan ito habang pumipili ka ng itatapon.</translation>
    </message>
    <message>
        <source>Every way to keep four of your six cards.</source>
        <translation>Bawat paraan ng pagtatabi ng apat sa anim mong baraha.</translation>
    </message>
    <message>
        <source>You deal: the crib is yours, its points are added. Best first; net is hand, crib and pegging together, in average points.</source>
        <translation>Ikaw ang tagapamigay: sa iyo ang reserba, idinadagdag ang puntos nito. Pinakamainam muna; ang neto ay hawak, reserba at paglalabas nang magkakasama, sa karaniwang puntos.</translation>
    </message>
    <message>
        <source>The other player deals: the crib&apos;s points count against you. Best first; net is hand, crib and pegging together, in average points.</source>
        <translation>Ang kabila ang tagapamigay: laban sa iyo ang puntos ng reserba. Pinakamainam muna; ang neto ay hawak, reserba at paglalabas nang magkakasama, sa karaniwang puntos.</translation>
    </message>
    <message>
        <source>Discard table</source>
        <translation>Talahanayan ng itatapon</translation>
    </message>
    <message>
        <source>The 15 ways to discard, best first: keep, throw, hand, crib, pegging, net, and whose choice it is</source>
        <translation>Ang 15 paraan ng pagtatapon, pinakamainam muna: itatabi, itatapon, hawak, reserba, paglalabas, neto, at kaninong pili</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Itatabi</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Itatapon</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hawak</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Reserba</translation>
    </message>
    <message>
        <source>Pegging</source>
        <translation>Paglalabas</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Neto</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Pili</translation>
    </message>
    <message>
        <source>The four cards kept for the show</source>
        <translation>Ang apat na barahang itatabi para sa bilangan</translation>
    </message>
    <message>
        <source>The two cards laid away to the crib</source>
        <translation>Ang dalawang barahang itatapon sa reserba</translation>
    </message>
    <message>
        <source>Average points of the kept cards over the 46 starters you cannot see</source>
        <translation>Karaniwang puntos ng mga itinabing baraha sa 46 na panimulang barahang hindi mo nakikita</translation>
    </message>
    <message>
        <source>Average points of the crib: added when you deal, subtracted when the other player deals</source>
        <translation>Karaniwang puntos ng reserba: idinadagdag kapag ikaw ang tagapamigay, ibinabawas kapag ang kabila</translation>
    </message>
    <message>
        <source>Points the expert expects the kept cards to peg, against an average keep</source>
        <translation>Puntos na inaasahan ng eksperto sa paglalabas ng mga itinabing baraha, laban sa karaniwang pagtatabi</translation>
    </message>
    <message>
        <source>Hand, crib and pegging together</source>
        <translation>Hawak, reserba at paglalabas nang magkakasama</translation>
    </message>
    <message>
        <source>Your choice and the expert&apos;s</source>
        <translation>Pili mo at ng eksperto</translation>
    </message>
    <message>
        <source>Yours and the expert&apos;s</source>
        <translation>Sa iyo at sa eksperto</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Sa iyo</translation>
    </message>
    <message>
        <source>Expert&apos;s</source>
        <translation>Sa eksperto</translation>
    </message>
</context>
<context>
    <name>GameEngine</name>
    <message>
        <source>The computer is thinking.</source>
        <translation>Nag-iisip pa ang kompyuter.</translation>
    </message>
    <message>
        <source>The computer could not make its move; Undo goes back.</source>
        <translation>Hindi nakagawa ng galaw ang kompyuter; ibinabalik ka ng Bawiin.</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Ilabas ang %1</translation>
    </message>
    <message>
        <source>Discard two cards</source>
        <translation>Itapon ang dalawang baraha</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Itapon ang %1</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Hatiin</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Laktaw</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Susunod na laro</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Ituloy</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Muling simulan</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Bagong laro</translation>
    </message>
</context>
<context>
    <name>GameKeys</name>
    <message>
        <source>H</source>
        <comment>Hint</comment>
        <extracomment>The one-letter key of Hint (English H): a letter A-Z of this language&apos;s word for it, unlike the other one-letter keys (Hint, Discard table, Go, Continue, Show my hand, Read the position). A clash or anything else gives the English letter.</extracomment>
        <translation>P</translation>
    </message>
    <message>
        <source>D</source>
        <comment>Discard table</comment>
        <extracomment>The one-letter key of Discard table (English D): a letter A-Z of this language&apos;s words for it, unlike the other one-letter keys (Hint, Discard table, Go, Continue, Show my hand, Read the position). A clash or anything else gives the English letter.</extracomment>
        <translation>T</translation>
    </message>
    <message>
        <source>G</source>
        <comment>Go</comment>
        <extracomment>The one-letter key of Go (English G): a letter A-Z of this language&apos;s word for it, unlike the other one-letter keys (Hint, Discard table, Go, Continue, Show my hand, Read the position). A clash or anything else gives the English letter.</extracomment>
        <translation>L</translation>
    </message>
    <message>
        <source>C</source>
        <comment>Continue</comment>
        <extracomment>The one-letter key of Continue (English C): a letter A-Z of this language&apos;s word for it, unlike the other one-letter keys (Hint, Discard table, Go, Continue, Show my hand, Read the position). A clash or anything else gives the English letter.</extracomment>
        <translation>I</translation>
    </message>
    <message>
        <source>S</source>
        <comment>Show my hand</comment>
        <extracomment>The one-letter key of Show my hand (English S): a letter A-Z of this language&apos;s words for it, unlike the other one-letter keys (Hint, Discard table, Go, Continue, Show my hand, Read the position). A clash or anything else gives the English letter.</extracomment>
        <translation>H</translation>
    </message>
    <message>
        <source>P</source>
        <comment>Read the position</comment>
        <extracomment>The one-letter key of Read the position (English P): a letter A-Z of this language&apos;s words for it, unlike the other one-letter keys (Hint, Discard table, Go, Continue, Show my hand, Read the position). A clash or anything else gives the English letter.</extracomment>
        <translation>B</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The statistics file is damaged and could not be moved aside, so no statistics will be saved.</source>
        <translation>Sira ang file ng estadistika at hindi ito mailipat, kaya walang estadistikang mase-save.</translation>
    </message>
    <message>
        <source>The statistics file was damaged; it was kept as %1 and the statistics start afresh.</source>
        <translation>Sira ang file ng estadistika; itinabi ito bilang %1 at magsisimula muli ang estadistika.</translation>
    </message>
    <message>
        <source>The statistics could not be saved.</source>
        <translation>Hindi ma-save ang estadistika.</translation>
    </message>
    <message>
        <source>The match could not be saved.</source>
        <translation>Hindi ma-save ang laro.</translation>
    </message>
    <message>
        <source>The saved match could be read and holds no game in progress; this match is saved from now on.</source>
        <translation>Nabasa ang naka-save na laro at walang larong kasalukuyang nilalaro; ise-save na ang larong ito mula ngayon.</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Subukang Muli</translation>
    </message>
    <message>
        <source>The saved match cannot be read just now (another program may be using it), so it was left as it is, and no match will be saved until it can be read: close that program and choose Try Again, or start the game again later.</source>
        <translation>Hindi mabasa ngayon ang naka-save na laro (maaaring ginagamit ito ng ibang program), kaya iniwan ito kung ano ito, at walang mase-save na laro hanggang hindi ito nababasa: isara ang program na iyon at piliin ang Subukang Muli, o buksan muli ang laro mamaya.</translation>
    </message>
    <message>
        <source>The saved match is damaged and could not be moved aside, so no match will be saved until the next start.</source>
        <translation>Sira ang naka-save na laro at hindi ito mailipat, kaya walang mase-save na laro hanggang sa susunod na pagbukas.</translation>
    </message>
    <message>
        <source>The saved match could not be read, so a new match has started; the damaged file was kept as %1.</source>
        <translation>Hindi mabasa ang naka-save na laro, kaya nagsimula ang bagong laro; itinabi ang sirang file bilang %1.</translation>
    </message>
    <message>
        <source>The statistics file cannot be read just now (another program may be using it), so it was left as it is and no statistics will be saved until the next start.</source>
        <translation>Hindi mabasa ngayon ang file ng estadistika (maaaring ginagamit ito ng ibang program), kaya iniwan ito kung ano ito at walang estadistikang mase-save hanggang sa susunod na pagbukas.</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>Cribbage table</source>
        <translation>Mesa ng cribbage</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Bawiin: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Ulitin: %1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Laro</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;I-edit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Tingnan</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Wika</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>T&amp;ulong</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Mga kasangkapan</translation>
    </message>
    <message>
        <source>Score log</source>
        <translation>Talaan ng puntos</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Bagong laro</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Muling simulan</translation>
    </message>
    <message>
        <source>Play this game again from its start: the same cards</source>
        <translation>Laruin muli ang larong ito mula sa simula: parehong mga baraha</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Bawiin</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Bawiin ang huling galaw mo</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ulitin</translation>
    </message>
    <message>
        <source>Replay the move you took back</source>
        <translation>Ulitin ang galaw na binawi mo</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pahiwatig</translation>
    </message>
    <message>
        <source>Show what the computer would do</source>
        <translation>Ipakita ang gagawin ng kompyuter</translation>
    </message>
    <message>
        <source>&amp;Discard table…</source>
        <translation>&amp;Talahanayan ng itatapon…</translation>
    </message>
    <message>
        <source>What each way to discard is worth</source>
        <translation>Halaga ng bawat paraan ng pagtatapon</translation>
    </message>
    <message>
        <source>&amp;To crib</source>
        <translation>&amp;Sa reserba</translation>
    </message>
    <message>
        <source>Lay the two chosen cards away to the crib</source>
        <translation>Ilagay sa reserba ang dalawang napiling baraha</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>La&amp;ktaw</translation>
    </message>
    <message>
        <source>Say go: no card fits under 31</source>
        <translation>Sabihing Laktaw: walang mailalabas nang hindi hihigit sa 31</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Ituloy</translation>
    </message>
    <message>
        <source>Go on to the next count or the next hand</source>
        <translation>Tumuloy sa susunod na bilang o susunod na bigay</translation>
    </message>
    <message>
        <source>&amp;Show my hand</source>
        <translation>Ipakita ang &amp;hawak ko</translation>
    </message>
    <message>
        <source>Turn your cards up once the device is yours</source>
        <translation>Buksan ang mga baraha mo kapag nasa iyo na ang device</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Barahang may apat na kulay</translation>
    </message>
    <message>
        <source>Clubs green, diamonds blue, hearts red, spades black</source>
        <translation>Trebol berde, diyamante asul, puso pula, espada itim</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Mataas na kontrast</translation>
    </message>
    <message>
        <source>St&amp;atistics…</source>
        <translation>&amp;Estadistika…</translation>
    </message>
    <message>
        <source>Bold card borders and pure inks on a dark, plain table</source>
        <translation>Makapal na gilid ng baraha at purong kulay sa madilim at payak na mesa</translation>
    </message>
    <message>
        <source>Choose and start a new game or match</source>
        <translation>Pumili at magsimula ng bagong laro o serye</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>&amp;Paano maglaro</translation>
    </message>
    <message>
        <source>The rules of cribbage</source>
        <translation>Mga tuntunin ng cribbage</translation>
    </message>
    <message>
        <source>&amp;About Cribbage</source>
        <translation>&amp;Tungkol sa Cribbage</translation>
    </message>
    <message>
        <source>About this game</source>
        <translation>Tungkol sa larong ito</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Lumabas</translation>
    </message>
    <message>
        <source>Close the game</source>
        <translation>Isara ang laro</translation>
    </message>
    <message>
        <source>Score &amp;log</source>
        <translation>&amp;Talaan ng puntos</translation>
    </message>
    <message>
        <source>Every score of this match</source>
        <translation>Lahat ng puntos sa larong ito</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animasyon</translation>
    </message>
    <message>
        <source>Move cards and pegs smoothly</source>
        <translation>Makinis na paggalaw ng baraha at peg</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Mga &amp;Setting…</translation>
    </message>
    <message>
        <source>Language, computer level, animations and the look of the cards</source>
        <translation>Wika, antas ng kompyuter, animasyon at itsura ng mga baraha</translation>
    </message>
    <message>
        <source>Matches won, skunks and average points</source>
        <translation>Mga panalo, tambak at karaniwang puntos</translation>
    </message>
    <message>
        <source>Read the &amp;position</source>
        <translation>Basahin ang &amp;posisyon</translation>
    </message>
    <message>
        <source>Say the whole position to your screen reader: scores, cards, count and turn</source>
        <translation>Sabihin sa screen reader mo ang buong posisyon: puntos, baraha, kabuuan at turno</translation>
    </message>
    <message>
        <source>&amp;Next pane</source>
        <translation>&amp;Susunod na bahagi</translation>
    </message>
    <message>
        <source>Move the keyboard to the table, the score log or the toolbar</source>
        <translation>Ilipat ang keyboard sa mesa, talaan ng puntos o mga kasangkapan</translation>
    </message>
    <message>
        <source>P&amp;revious pane</source>
        <translation>&amp;Nakaraang bahagi</translation>
    </message>
    <message>
        <source>Move the keyboard back to the toolbar, the score log or the table</source>
        <translation>Ibalik ang keyboard sa mga kasangkapan, talaan ng puntos o mesa</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>Mga &amp;key</translation>
    </message>
    <message>
        <source>Every key of the game</source>
        <translation>Lahat ng key ng laro</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Manlalaro %1</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>Match: %1</source>
        <extracomment>Between a player&apos;s name and their games in the match score: the board&apos;s word wrap never puts the number alone at the start of a line (ms, fil: &quot;Ana Beatriz 1, Joaquim / 0 — sasaran 2&quot;); read and spoken as a space.</extracomment>
        <translation>Serye: %1</translation>
    </message>
    <message>
        <source>You %1, computer %2</source>
        <translation>Ikaw %1, kompyuter %2</translation>
    </message>
    <message>
        <source>Computer %1, you %2</source>
        <translation>Kompyuter %1, ikaw %2</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <source>%1 — first to %2</source>
        <translation>%1 — uuna sa %2</translation>
    </message>
    <message>
        <source>%1
Games: %2</source>
        <translation>%1
Panalo: %2</translation>
    </message>
    <message>
        <source>You win game %1</source>
        <translation>Panalo ka sa laro %1</translation>
    </message>
    <message>
        <source>The computer wins game %1</source>
        <translation>Panalo ang kompyuter sa laro %1</translation>
    </message>
    <message>
        <source>%1 wins game %2</source>
        <translation>Panalo si %1 sa laro %2</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Panalo ka sa serye!</translation>
    </message>
    <message>
        <source>The computer wins the match</source>
        <translation>Panalo ang kompyuter sa serye</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>Panalo si %1 sa serye!</translation>
    </message>
    <message>
        <source>Double skunk: three games</source>
        <translation>Dobleng tambak: tatlong laro</translation>
    </message>
    <message>
        <source>Skunk: two games</source>
        <translation>Tambak: dalawang laro</translation>
    </message>
    <message>
        <source>Double skunk: one game (skunks are off)</source>
        <translation>Dobleng tambak: isang laro (naka-off)</translation>
    </message>
    <message>
        <source>Skunk: one game (skunks are off)</source>
        <translation>Tambak: isang laro (naka-off)</translation>
    </message>
    <message>
        <source>Game %1: you deal first</source>
        <translation>Laro %1: ikaw ang unang magbibigay</translation>
    </message>
    <message>
        <source>Game %1: the computer deals first</source>
        <translation>Laro %1: ang kompyuter ang unang magbibigay</translation>
    </message>
    <message>
        <source>Game %1: %2 deals first</source>
        <translation>Laro %1: si %2 ang unang magbibigay</translation>
    </message>
    <message>
        <source>Tied at %1–%2 in a match to %3</source>
        <translation>Tabla sa %1–%2 sa seryeng unahan sa %3</translation>
    </message>
    <message>
        <source>You lead %1–%2 in a match to %3</source>
        <translation>Lamang ka %1–%2 sa seryeng unahan sa %3</translation>
    </message>
    <message>
        <source>The computer leads %1–%2 in a match to %3</source>
        <translation>Lamang ang kompyuter %1–%2 sa seryeng unahan sa %3</translation>
    </message>
    <message>
        <source>%1 leads %2–%3 in a match to %4</source>
        <translation>Lamang si %1 %2–%3 sa seryeng unahan sa %4</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Easy</source>
        <translation>Madali</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Katamtaman</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Mahirap</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Eksperto</translation>
    </message>
    <message>
        <source>Keeps the cards that score now; plays the best card for this moment.</source>
        <translation>Itinatago ang mga barahang may puntos na ngayon; nilalaro ang pinakamainam na baraha sa sandaling ito.</translation>
    </message>
    <message>
        <source>Keeps the best hand; plays for points but avoids leaving you easy ones.</source>
        <translation>Itinatago ang pinakamahusay na hawak; naglalaro para sa puntos pero iniiwasang bigyan ka ng madaling puntos.</translation>
    </message>
    <message>
        <source>Weighs the crib too; plays each card against your best reply.</source>
        <translation>Tinitimbang din ang reserba; nilalaro ang bawat baraha laban sa pinakamahusay mong sagot.</translation>
    </message>
    <message>
        <source>Weighs hand, crib, the play and the score; thinks the play through to its last card.</source>
        <translation>Tinitimbang ang hawak, reserba, ang paglalabas at ang iskor; pinag-iisipan ang paglalabas hanggang sa huling baraha.</translation>
    </message>
    <message>
        <source>A single game</source>
        <translation>Isang laro lang</translation>
    </message>
    <message>
        <source>Match: first to 2 games (best of 3)</source>
        <translation>Serye: unahan sa 2 panalo (hanggang 3 laro)</translation>
    </message>
    <message>
        <source>Match: first to 3 games (best of 5)</source>
        <translation>Serye: unahan sa 3 panalo (hanggang 5 laro)</translation>
    </message>
    <message>
        <source>Match: first to 4 games (best of 7)</source>
        <translation>Serye: unahan sa 4 na panalo (hanggang 7 laro)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Bagong laro</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Laban sa kompyuter</translation>
    </message>
    <message>
        <source>Two players on this device</source>
        <translation>Dalawang manlalaro sa device na ito</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Antas ng kompyuter</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Manlalaro %1</translation>
    </message>
    <message>
        <source>First player:</source>
        <translation>Unang manlalaro:</translation>
    </message>
    <message>
        <source>Second player:</source>
        <translation>Ikalawang manlalaro:</translation>
    </message>
    <message>
        <source>A name cannot hold control characters, line breaks or text direction overrides.</source>
        <translation>Hindi puwedeng may control character, line break o pagpilit ng direksiyon ng teksto ang pangalan.</translation>
    </message>
    <message>
        <source>In a match, a skunk counts two games and a double skunk three</source>
        <translation>Sa serye, dalawang laro ang tambak at tatlo ang dobleng tambak</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>&amp;Haba:</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Palutangin</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Isara</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Kanselahin</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Isara</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Bawiin</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ulitin</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Gupitin</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopyahin</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>I-&amp;paste</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Burahin</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Piliin lahat</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Ipakita ang detalye...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Itago ang detalye...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Isara</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Kanselahin</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>I-reset</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Ibalik ang default</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Mag-scroll dito</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Pinakaitaas</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Pinakaibaba</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Isang pahina pataas</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Isang pahina pababa</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Mag-scroll pataas</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Mag-scroll pababa</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Kaliwang gilid</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Kanang gilid</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Isang pahina pakaliwa</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Isang pahina pakanan</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Mag-scroll pakaliwa</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Mag-scroll pakanan</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Shift</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Kaliwa</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Kanan</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Pataas</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Pababa</translation>
    </message>
    <message>
        <source>PgUp</source>
        <translation>PgUp</translation>
    </message>
    <message>
        <source>PgDown</source>
        <translation>PgDown</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopyahin</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Kopyahin ang &amp;link</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Piliin lahat</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>A card still fits under 31: play it</source>
        <translation>May baraha pang kasya sa ilalim ng 31: laruin ito</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Tapos na ang laro.</translation>
    </message>
    <message>
        <source>That move is not possible now</source>
        <translation>Hindi puwede ang galaw na iyan ngayon</translation>
    </message>
</context>
<context>
    <name>ReplayQuestion</name>
    <message>
        <source>Play game %1 of the match again from its first deal?</source>
        <translation>Laruin muli ang laro %1 ng serye mula sa unang bigay nito?</translation>
    </message>
    <message>
        <source>Its result is taken back. %1, as before it.</source>
        <translation>Tatanggalin sa serye ang resulta nito. %1, gaya noong bago ito nilaro.</translation>
    </message>
    <message>
        <source>The statistics keep the game as it ended.</source>
        <translation>Mananatili sa estadistika ang laro gaya ng pagtatapos nito.</translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message numerus="yes">
        <source>Fifteen for %n</source>
        <translation>
            <numerusform>%n sa labinlima</numerusform>
            <numerusform>%n sa labinlima</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thirty-one for %n</source>
        <translation>
            <numerusform>%n sa 31</numerusform>
            <numerusform>%n sa 31</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pair for %n</source>
        <translation>
            <numerusform>%n sa pares</numerusform>
            <numerusform>%n sa pares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pair royal for %n</source>
        <translation>
            <numerusform>%n sa tatlong magkapareho</numerusform>
            <numerusform>%n sa tatlong magkapareho</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Double pair royal for %n</source>
        <translation>
            <numerusform>%n sa apat na magkapareho</numerusform>
            <numerusform>%n sa apat na magkapareho</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run of %n</source>
        <translation>
            <numerusform>Sunod-sunod na %n</numerusform>
            <numerusform>Sunod-sunod na %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flush for %n</source>
        <translation>
            <numerusform>%n sa iisang palo</numerusform>
            <numerusform>%n sa iisang palo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobs for %n</source>
        <translation>
            <numerusform>%n sa Jack na kapalo</numerusform>
            <numerusform>%n sa Jack na kapalo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Go for %n</source>
        <translation>
            <numerusform>%n sa Laktaw</numerusform>
            <numerusform>%n sa Laktaw</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last card for %n</source>
        <translation>
            <numerusform>%n sa huling baraha</numerusform>
            <numerusform>%n sa huling baraha</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>His heels for %n</source>
        <translation>
            <numerusform>%n sa panimulang Jack</numerusform>
            <numerusform>%n sa panimulang Jack</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>ScoreLogModel</name>
    <message>
        <source>Hand</source>
        <translation>Bigay</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Manlalaro</translation>
    </message>
    <message>
        <source>Scored for</source>
        <translation>Dahilan</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Iskor</translation>
    </message>
    <message>
        <source>Game %1 — first dealer: %2</source>
        <translation>Laro %1 — unang tagapamigay: %2</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation>Hawak: %1</translation>
    </message>
    <message>
        <source>Crib: %1</source>
        <translation>Reserba: %1</translation>
    </message>
    <message>
        <source>Won game %1</source>
        <translation>Nanalo sa laro %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off (no animations)</source>
        <translation>Naka-off (walang animasyon)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Mabagal</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Karaniwan</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Mabilis</translation>
    </message>
    <message>
        <source>Classic blue</source>
        <translation>Klasikong asul</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Maroon</translation>
    </message>
    <message>
        <source>Forest green</source>
        <translation>Berdeng gubat</translation>
    </message>
    <message>
        <source>Never: Continue by hand</source>
        <translation>Hindi kailanman: Ituloy nang mano-mano</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Against the computer a game abandoned by Restart or New game counts as a loss once the new game&apos;s first move is made or the window closes; two players&apos; games count for neither.</source>
        <translation>Laban sa kompyuter, ang larong iniwan sa Muling simulan o Bagong laro ay binibilang na talo kapag nagawa na ang unang galaw ng bagong laro o naisara ang window; ang laro ng dalawang manlalaro ay hindi binibilang para sa alinman.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Mga Setting</translation>
    </message>
    <message>
        <source>The computer plays its next moves at this level</source>
        <translation>Sa antas na ito gagawin ng kompyuter ang mga susunod nitong galaw</translation>
    </message>
    <message>
        <source>Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Barahang may apat na kulay (trebol berde, diyamante asul)</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Mataas na kontrast</translation>
    </message>
    <message>
        <source>Ask before Restart or New game abandons a game in progress</source>
        <translation>Magtanong bago iwan ng Muling simulan o Bagong laro ang kasalukuyang laro</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Wika:</translation>
    </message>
    <message>
        <source>Computer le&amp;vel:</source>
        <translation>Antas ng &amp;kompyuter:</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>&amp;Animasyon:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Likod ng baraha:</translation>
    </message>
    <message>
        <source>C&amp;ontinue the show by itself after:</source>
        <translation>Kusang i&amp;tuloy ang pagbilang pagkalipas ng:</translation>
    </message>
    <message>
        <source>&amp;Sound:</source>
        <translation>T&amp;unog:</translation>
    </message>
    <message>
        <source>The volume of the table&apos;s sounds</source>
        <translation>Lakas ng mga tunog sa mesa</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Lakas ng tunog</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>I-&amp;mute</translation>
    </message>
    <message>
        <source>Sound needs the miniaudio package, which is not installed: the game is silent.</source>
        <translation>Kailangan ng tunog ang package na miniaudio, na hindi naka-install: walang tunog ang laro.</translation>
    </message>
    <message>
        <source>No audio device was found: the game is silent. Untick Mute to look again.</source>
        <translation>Walang nakitang audio device: walang tunog ang laro. Alisin ang tsek sa I-mute para maghanap muli.</translation>
    </message>
    <message>
        <source>Still no audio device: the game is silent. Tick and untick Mute to look again.</source>
        <translation>Wala pa ring audio device: walang tunog ang laro. Lagyan at alisin ang tsek sa I-mute para maghanap muli.</translation>
    </message>
</context>
<context>
    <name>Show</name>
    <message numerus="yes">
        <source>A run of %1 is %n</source>
        <translation>
            <numerusform>Sunod-sunod na %1, %n na</numerusform>
            <numerusform>Sunod-sunod na %1, %n na</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fifteen %n</source>
        <translation>
            <numerusform>Labinlima %n</numerusform>
            <numerusform>Labinlima %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A pair is %n</source>
        <translation>
            <numerusform>Pares, %n na</numerusform>
            <numerusform>Pares, %n na</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A pair royal is %n</source>
        <translation>
            <numerusform>Tatlong magkapareho, %n na</numerusform>
            <numerusform>Tatlong magkapareho, %n na</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A double pair royal is %n</source>
        <translation>
            <numerusform>Apat na magkapareho, %n na</numerusform>
            <numerusform>Apat na magkapareho, %n na</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A flush is %n</source>
        <translation>
            <numerusform>Iisang palo, %n na</numerusform>
            <numerusform>Iisang palo, %n na</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One for his nob is %n</source>
        <translation>
            <numerusform>Isa sa Jack na kapalo, %n na</numerusform>
            <numerusform>Isa sa Jack na kapalo, %n na</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpokenLines</name>
    <message>
        <source>%1 hidden.</source>
        <translation>Nakasara na ang %1.</translation>
    </message>
    <message>
        <source>%1 shown. %2 moves to it.</source>
        <translation>Nakabukas na ang %1. Dinadala ka roon ng %2.</translation>
    </message>
    <message>
        <source>%1 shown.</source>
        <translation>Nakabukas na ang %1.</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <translation>Wika: %1</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation>Binawi: %1</translation>
    </message>
    <message>
        <source>Replayed: %1</source>
        <translation>Inulit: %1</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Another Cribbage window is already playing: this one will not save its match.</source>
        <extracomment>The lock file in the data folder; held by the window that keeps the autosave.</extracomment>
        <translation>May ibang window ng Cribbage na naglalaro: hindi ise-save ng window na ito ang laro.</translation>
    </message>
    <message>
        <source>The game&apos;s data folder %1 cannot be written, so the saved match is resumed but nothing will be saved.</source>
        <translation>Hindi masulatan ang folder ng data ng laro na %1, kaya itutuloy ang naka-save na laro pero walang mase-save.</translation>
    </message>
    <message>
        <source>This system has no folder for the game&apos;s data, so the match will not be saved.</source>
        <translation>Walang folder para sa data ng laro ang sistemang ito, kaya hindi mase-save ang laro.</translation>
    </message>
    <message>
        <source>The game&apos;s data folder %1 cannot be created, so the match will not be saved.</source>
        <translation>Hindi magawa ang folder ng data ng laro na %1, kaya hindi mase-save ang laro.</translation>
    </message>
    <message>
        <source>The settings file could not be read, so the settings start afresh; it was kept as %1.</source>
        <extracomment>The settings the game writes take a few KiB; a larger file is set aside unread.</extracomment>
        <translation>Hindi mabasa ang file ng mga setting, kaya magsisimula muli ang mga setting; itinabi ito bilang %1.</translation>
    </message>
    <message>
        <source>The settings file %1 cannot be read nor moved aside, so the settings will not be remembered.</source>
        <translation>Hindi mabasa o mailipat ang file ng mga setting na %1, kaya hindi matatandaan ang mga setting.</translation>
    </message>
    <message>
        <source>Cribbage cannot start:

%1</source>
        <extracomment>The box shown when the game cannot start; %1: the reason, as Python or the system gives it (not translated).</extracomment>
        <translation>Hindi masimulan ang Cribbage:

%1</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Two players on this device</source>
        <translation>Dalawang manlalaro sa device na ito</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Kompyuter: %1</translation>
    </message>
    <message>
        <source>Final margins chart</source>
        <translation>Tsart ng huling lamang</translation>
    </message>
    <message>
        <source>Final margins of the recent games in points, oldest first: %1</source>
        <translation>Huling lamang sa puntos ng mga kamakailang laro, mula sa pinakaluma: %1</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Wala pang natapos na laro</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadistika</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>I-&amp;reset…</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>Kala&amp;ban:</translation>
    </message>
    <message>
        <source>Matches played:</source>
        <translation>Mga seryeng nalaro:</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Mga larong nalaro:</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Unang manlalaro</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ikaw</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Ikalawang manlalaro</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompyuter</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Mga larong naipanalo:</translation>
    </message>
    <message>
        <source>Matches won:</source>
        <translation>Mga seryeng naipanalo:</translation>
    </message>
    <message>
        <source>Skunks given:</source>
        <translation>Tambak na nagawa:</translation>
    </message>
    <message>
        <source>Skunks taken:</source>
        <translation>Tambak na natanggap:</translation>
    </message>
    <message>
        <source>Average hand:</source>
        <translation>Karaniwang puntos ng hawak:</translation>
    </message>
    <message>
        <source>Average crib:</source>
        <translation>Karaniwang puntos ng reserba:</translation>
    </message>
    <message>
        <source>Average pegging per hand:</source>
        <translation>Karaniwang puntos sa paglalabas bawat bigay:</translation>
    </message>
    <message>
        <source>Best hand:</source>
        <translation>Pinakamataas na hawak:</translation>
    </message>
    <message>
        <source>Points lost per decision:</source>
        <translation>Puntos na nawala bawat pasya:</translation>
    </message>
    <message>
        <source>Decisions as the expert&apos;s:</source>
        <translation>Pasyang kapareho ng sa eksperto:</translation>
    </message>
    <message>
        <source>%1 (%2 abandoned)</source>
        <translation>%1 (%2 ang iniwan)</translation>
    </message>
    <message>
        <source>Final margins of the recent games in points, oldest first (bars up: the first player won)</source>
        <translation>Huling lamang sa puntos ng mga kamakailang laro, mula sa pinakaluma (pataas na bar: panalo ang unang manlalaro)</translation>
    </message>
    <message>
        <source>Final margins of the recent games in points, oldest first (bars up: you won)</source>
        <translation>Huling lamang sa puntos ng mga kamakailang laro, mula sa pinakaluma (pataas na bar: panalo ka)</translation>
    </message>
    <message>
        <source>Points lost per decision against the expert in each single game or match of several games, oldest first (lower is better)</source>
        <translation>Puntos na nawala bawat pasya laban sa eksperto sa bawat iisang laro o serye ng ilang laro, mula sa pinakaluma (mas mababa, mas mahusay)</translation>
    </message>
    <message>
        <source>&amp;Margins</source>
        <translation>&amp;Lamang</translation>
    </message>
    <message>
        <source>&amp;Accuracy</source>
        <translation>&amp;Katumpakan</translation>
    </message>
    <message>
        <source>Accuracy &amp;table</source>
        <translation>&amp;Talahanayan ng katumpakan</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>%1 (%2 double)</source>
        <translation>%1 (%2 ang doble)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>I-reset ang estadistika</translation>
    </message>
    <message>
        <source>Forget the statistics of every opponent? This cannot be undone.</source>
        <translation>Kalimutan ang estadistika ng lahat ng kalaban? Hindi na ito mababawi.</translation>
    </message>
    <message>
        <source>Accuracy chart</source>
        <translation>Tsart ng katumpakan</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Points lost per decision in each single game or match of several games, oldest first. %1</source>
        <translation>Puntos na nawala bawat pasya sa bawat iisang laro o serye ng ilang laro, mula sa pinakaluma. %1</translation>
    </message>
    <message>
        <source>No reviewed games yet</source>
        <translation>Wala pang nasuring laro</translation>
    </message>
    <message>
        <source>Accuracy of each single game or match of several games</source>
        <translation>Katumpakan ng bawat iisang laro o serye ng ilang laro</translation>
    </message>
    <message>
        <source>Game or match</source>
        <translation>Laro o serye</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Column header: the day the single game or match ended (a date below it)</extracomment>
        <translation>Petsa</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resulta</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Manlalaro</translation>
    </message>
    <message>
        <source>Points lost per decision</source>
        <translation>Puntos na nawala bawat pasya</translation>
    </message>
    <message>
        <source>As the expert&apos;s</source>
        <translation>Kapareho ng sa eksperto</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Game or match %1</source>
        <extracomment>A row kept before the table said what it was: %1 is its number, oldest first</extracomment>
        <translation>Laro o serye %1</translation>
    </message>
    <message>
        <source>Single game</source>
        <translation>Iisang laro</translation>
    </message>
    <message>
        <source>Match, first to %1</source>
        <translation>Serye, unahan sa %1</translation>
    </message>
    <message>
        <source>Won %1–%2</source>
        <translation>Nanalo %1–%2</translation>
    </message>
    <message>
        <source>Lost %1–%2</source>
        <translation>Natalo %1–%2</translation>
    </message>
    <message>
        <source>Abandoned at %1–%2</source>
        <extracomment>A match of several games left by New game, at the games each player had won then</extracomment>
        <translation>Iniwan sa %1–%2</translation>
    </message>
    <message>
        <source>&amp;Numbers</source>
        <translation>Mga &amp;numero</translation>
    </message>
    <message>
        <source>Ac&amp;hievements</source>
        <translation>Mga &amp;parangal</translation>
    </message>
</context>
<context>
    <name>TableCell</name>
    <message>
        <source>%1: %2</source>
        <comment>a table&apos;s column header: a cell&apos;s text</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>UnexpectedError</name>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>Something went wrong that the game did not expect. Your match is saved up to the last move: you can play on, or close the game and start it again.</source>
        <translation>May nangyaring hindi inaasahan ng laro. Naka-save ang laro mo hanggang sa huling galaw: puwede kang magpatuloy, o isara ang laro at buksan itong muli.</translation>
    </message>
    <message>
        <source>The details are in the log: %1</source>
        <translation>Nasa log ang mga detalye: %1</translation>
    </message>
    <message>
        <source>There is no log: the game&apos;s data folder cannot be written.</source>
        <translation>Walang log: hindi masulatan ang folder ng data ng laro.</translation>
    </message>
    <message>
        <source>Copy &amp;details</source>
        <translation>&amp;Kopyahin ang detalye</translation>
    </message>
</context>
</TS>
