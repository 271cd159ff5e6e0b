<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ms_MY">
<context>
    <name>AbandonQuestion</name>
    <message>
        <source>Restart</source>
        <translation>Mula semula</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Permainan baharu</translation>
    </message>
    <message>
        <source>Abandon the match in progress?</source>
        <translation>Tinggalkan perlawanan yang sedang berjalan?</translation>
    </message>
    <message>
        <source>Abandon game %1 of the match and play it again?</source>
        <translation>Tinggalkan permainan %1 dalam perlawanan ini dan mainkannya semula?</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Tinggalkan permainan yang sedang berjalan?</translation>
    </message>
    <message>
        <source>%1. The match counts as lost in the statistics once you make the first move of the new game or close the window.</source>
        <translation>%1. Perlawanan ini dikira sebagai kekalahan dalam statistik sebaik sahaja anda membuat langkah pertama permainan baharu atau menutup tetingkap.</translation>
    </message>
    <message>
        <source>%1. Matches of two players that are abandoned count for neither player.</source>
        <translation>%1. Perlawanan dua pemain yang ditinggalkan tidak dikira bagi mana-mana pemain.</translation>
    </message>
    <message>
        <source>It counts as a loss in the statistics once you make the first move of the new game or close the window.</source>
        <translation>Ia dikira sebagai kekalahan dalam statistik sebaik sahaja anda membuat langkah pertama permainan baharu atau menutup tetingkap.</translation>
    </message>
    <message>
        <source>Games of two players that are abandoned count for neither player.</source>
        <translation>Permainan dua pemain yang ditinggalkan tidak dikira bagi mana-mana pemain.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) brings it back.</source>
        <translation>Batal (Ctrl+Z) mengembalikannya.</translation>
    </message>
    <message>
        <source>%1; the match goes on.</source>
        <translation>%1; perlawanan diteruskan.</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Mulakan permainan baharu</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Teruskan bermain</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Jangan tanya lagi</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>Play area</source>
        <translation>Kawasan permainan</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Simpanan</translation>
    </message>
    <message>
        <source>Table: cards, scores and buttons</source>
        <translation>Meja: kad, mata dan butang</translation>
    </message>
    <message>
        <source>Deck: %1 cards</source>
        <translation>Pek: %1 kad</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Di atas meja</translation>
    </message>
    <message>
        <source>You play %1; count %2</source>
        <translation>Anda main %1; jumlah %2</translation>
    </message>
    <message>
        <source>%1 plays %2; count %3</source>
        <translation>%1 main %2; jumlah %3</translation>
    </message>
    <message>
        <source>Computer %1, you %2</source>
        <translation>Komputer %1, anda %2</translation>
    </message>
    <message>
        <source>You %1, computer %2</source>
        <translation>Anda %1, komputer %2</translation>
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
        <translation>Anda mengagih</translation>
    </message>
    <message>
        <source>The computer deals</source>
        <translation>Komputer mengagih</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 mengagih</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Mata: %1</translation>
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
        <translation>kosong</translation>
    </message>
    <message>
        <source>%1, with the starter %2</source>
        <translation>%1, dengan kad mula %2</translation>
    </message>
    <message>
        <source>1 face-down card</source>
        <translation>1 kad tertelungkup</translation>
    </message>
    <message>
        <source>%1 face-down cards</source>
        <translation>%1 kad tertelungkup</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Meja</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tangan anda</translation>
    </message>
    <message>
        <source>Computer&apos;s hand</source>
        <translation>Tangan komputer</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>Tangan %1</translation>
    </message>
    <message>
        <source>You cut %1; the computer cut %2</source>
        <translation>Anda memotong %1; komputer memotong %2</translation>
    </message>
    <message>
        <source>%1 cut %2; %3 cut %4</source>
        <translation>%1 memotong %2; %3 memotong %4</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Kad tertelungkup</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>dalam tangan anda</translation>
    </message>
    <message>
        <source>played</source>
        <translation>sudah dimain</translation>
    </message>
    <message>
        <source>the starter</source>
        <translation>kad mula</translation>
    </message>
    <message>
        <source>counted in the show</source>
        <translation>dalam kiraan</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>dalam %1</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>dipilih</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>petunjuk</translation>
    </message>
    <message>
        <source>cannot be played</source>
        <translation>tidak boleh dimain</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>dapat mata</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>tidak tersedia</translation>
    </message>
    <message>
        <source>button</source>
        <translation>butang</translation>
    </message>
    <message>
        <source>Deck: cut after card %1 of %2; Enter cuts</source>
        <translation>Pek: potong selepas kad %1 daripada %2; Enter memotong</translation>
    </message>
    <message>
        <source>Enter lays the two chosen cards here</source>
        <translation>Enter meletakkan dua kad yang dipilih di sini</translation>
    </message>
    <message>
        <source>Play area, count %1</source>
        <translation>Kawasan permainan, jumlah %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 — the only one</source>
        <translation>%1 — satu-satunya</translation>
    </message>
    <message>
        <source>%1 — the first of %2</source>
        <translation>%1 — yang pertama daripada %2</translation>
    </message>
    <message>
        <source>%1 — the last of %2</source>
        <translation>%1 — yang terakhir daripada %2</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Cut the deck here</source>
        <translation>Potong pek di sini</translation>
    </message>
    <message>
        <source>Saved match resumed</source>
        <translation>Perlawanan yang disimpan diteruskan</translation>
    </message>
    <message>
        <source>Saved game resumed</source>
        <translation>Permainan yang disimpan diteruskan</translation>
    </message>
    <message>
        <source>%1 button</source>
        <translation>butang %1</translation>
    </message>
    <message>
        <source>You lay %1 and %2 in your crib</source>
        <translation>Anda meletakkan %1 dan %2 dalam simpanan anda</translation>
    </message>
    <message>
        <source>You lay %1 and %2 in the computer&apos;s crib</source>
        <translation>Anda meletakkan %1 dan %2 dalam simpanan komputer</translation>
    </message>
</context>
<context>
    <name>Achievements</name>
    <message>
        <source>Twenty-nine</source>
        <translation>Dua puluh sembilan</translation>
    </message>
    <message>
        <source>Count 29, the highest hand there is, in your hand or crib.</source>
        <translation>Dapat jumlah 29 (tangan tertinggi) dalam tangan atau simpanan anda.</translation>
    </message>
    <message>
        <source>Twenty-eight</source>
        <translation>Dua puluh lapan</translation>
    </message>
    <message>
        <source>Count exactly 28 in your hand or crib.</source>
        <translation>Dapat jumlah tepat 28 dalam tangan atau simpanan anda.</translation>
    </message>
    <message>
        <source>Twenty-four</source>
        <translation>Dua puluh empat</translation>
    </message>
    <message>
        <source>Count exactly 24 in your hand or crib.</source>
        <translation>Dapat jumlah tepat 24 dalam tangan atau simpanan anda.</translation>
    </message>
    <message>
        <source>Big hand</source>
        <translation>Tangan besar</translation>
    </message>
    <message>
        <source>Count 20 or more in your hand.</source>
        <translation>Dapat jumlah 20 atau lebih dalam tangan anda.</translation>
    </message>
    <message>
        <source>Rich crib</source>
        <translation>Simpanan mewah</translation>
    </message>
    <message>
        <source>Count 20 or more in your crib.</source>
        <translation>Dapat jumlah 20 atau lebih dalam simpanan anda.</translation>
    </message>
    <message>
        <source>Nineteen</source>
        <translation>Sembilan belas</translation>
    </message>
    <message>
        <source>Count nothing at all in your hand (no hand can count 19).</source>
        <translation>Tidak dapat sebarang mata dalam tangan anda (tiada tangan boleh berjumlah 19).</translation>
    </message>
    <message>
        <source>Double double run</source>
        <translation>Turutan berganda dua kali</translation>
    </message>
    <message>
        <source>Count a run of three with two pairs in it (16 points).</source>
        <translation>Kira turutan tiga dengan dua pasangan di dalamnya (jumlah 16 mata).</translation>
    </message>
    <message>
        <source>Triple run</source>
        <translation>Turutan tiga kali ganda</translation>
    </message>
    <message>
        <source>Count a run of three with a pair royal in it (15 points).</source>
        <translation>Kira turutan tiga dengan tiga sama di dalamnya (jumlah 15 mata).</translation>
    </message>
    <message>
        <source>Double run of four</source>
        <translation>Turutan empat berganda</translation>
    </message>
    <message>
        <source>Count a run of four with a pair in it (10 points).</source>
        <translation>Kira turutan empat dengan satu pasangan di dalamnya (jumlah 10 mata).</translation>
    </message>
    <message>
        <source>Run of five</source>
        <translation>Turutan lima</translation>
    </message>
    <message>
        <source>Count a run of five in the show.</source>
        <translation>Dapat turutan lima semasa kiraan (jumlah 5 mata).</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Empat sejenis</translation>
    </message>
    <message>
        <source>Count a double pair royal, four cards of one rank, in the show.</source>
        <translation>Dapat empat sama, iaitu empat kad sama kedudukan, semasa kiraan (jumlah 12 mata).</translation>
    </message>
    <message>
        <source>Flush of five</source>
        <translation>Lambang sama lima kad</translation>
    </message>
    <message>
        <source>Count a flush of five: your four cards and the starter of one suit.</source>
        <translation>Dapat lambang sama lima kad: empat kad anda dan kad mula, semua satu lambang (jumlah 5 mata).</translation>
    </message>
    <message>
        <source>One for his nob</source>
        <translation>Satu untuk Jack sama lambang</translation>
    </message>
    <message>
        <source>Hold the Jack of the starter&apos;s suit in the show.</source>
        <translation>Pegang Jack yang sama lambang dengan kad mula semasa kiraan.</translation>
    </message>
    <message>
        <source>Two for his heels</source>
        <translation>Dua untuk Jack mula</translation>
    </message>
    <message>
        <source>Turn a Jack as the starter while you deal.</source>
        <translation>Dapat Jack sebagai kad mula semasa anda mengagih.</translation>
    </message>
    <message>
        <source>Pair royal</source>
        <translation>Tiga sama</translation>
    </message>
    <message>
        <source>Play the third card of a rank in a row in the play (6 points).</source>
        <translation>Main kad ketiga yang sama kedudukan berturut-turut semasa bermain (6 mata).</translation>
    </message>
    <message>
        <source>Double pair royal</source>
        <translation>Empat sama</translation>
    </message>
    <message>
        <source>Play the fourth card of a rank in a row in the play (12 points).</source>
        <translation>Main kad keempat yang sama kedudukan berturut-turut semasa bermain (12 mata).</translation>
    </message>
    <message>
        <source>Royal thirty-one</source>
        <translation>31 diraja</translation>
    </message>
    <message>
        <source>Make 31 with a pair royal in the play.</source>
        <translation>Capai 31 dengan tiga sama semasa bermain.</translation>
    </message>
    <message>
        <source>Thirty-one, no go</source>
        <translation>31 tanpa Lalu</translation>
    </message>
    <message>
        <source>Make 31 in the play before anyone says go.</source>
        <translation>Capai 31 semasa bermain sebelum sesiapa menyebut Lalu.</translation>
    </message>
    <message>
        <source>Long run in the play</source>
        <translation>Turutan panjang semasa bermain</translation>
    </message>
    <message>
        <source>Complete a run of five or more in the play.</source>
        <translation>Lengkapkan turutan lima kad atau lebih semasa bermain.</translation>
    </message>
    <message>
        <source>Pegging machine</source>
        <translation>Mesin mata</translation>
    </message>
    <message>
        <source>Peg 10 points or more in the play of one hand.</source>
        <translation>Dapat 10 mata atau lebih semasa bermain dalam satu pusingan.</translation>
    </message>
    <message>
        <source>First win</source>
        <translation>Kemenangan pertama</translation>
    </message>
    <message>
        <source>Win a game against the computer.</source>
        <translation>Menangi satu permainan menentang komputer.</translation>
    </message>
    <message>
        <source>Comeback</source>
        <translation>Bangkit semula</translation>
    </message>
    <message>
        <source>Win a game after trailing by 30 points or more.</source>
        <translation>Menangi permainan selepas ketinggalan 30 mata atau lebih.</translation>
    </message>
    <message>
        <source>Pegged out</source>
        <translation>Menang semasa bermain</translation>
    </message>
    <message>
        <source>Win a game with a point made in the play.</source>
        <translation>Menangi permainan dengan mata yang dibuat semasa bermain.</translation>
    </message>
    <message>
        <source>Counted out</source>
        <translation>Menang semasa kiraan</translation>
    </message>
    <message>
        <source>Win a game as the pone by counting your hand first.</source>
        <translation>Menangi permainan sebagai bukan pengagih dengan mengira tangan anda dahulu.</translation>
    </message>
    <message>
        <source>By a peg</source>
        <translation>Beza satu mata</translation>
    </message>
    <message>
        <source>Win a game with the computer on 120.</source>
        <translation>Menangi permainan ketika komputer mempunyai 120 mata.</translation>
    </message>
    <message>
        <source>Skunk</source>
        <translation>Menang besar</translation>
    </message>
    <message>
        <source>Win a game with the computer below 91.</source>
        <translation>Menangi permainan ketika komputer di bawah 91 mata.</translation>
    </message>
    <message>
        <source>Double skunk</source>
        <translation>Menang besar berganda</translation>
    </message>
    <message>
        <source>Win a game with the computer below 61.</source>
        <translation>Menangi permainan ketika komputer di bawah 61 mata.</translation>
    </message>
    <message>
        <source>Easy beaten</source>
        <translation>Tahap Mudah ditewaskan</translation>
    </message>
    <message>
        <source>Win a game against the Easy computer.</source>
        <translation>Menangi permainan menentang komputer tahap Mudah.</translation>
    </message>
    <message>
        <source>Medium beaten</source>
        <translation>Tahap Sederhana ditewaskan</translation>
    </message>
    <message>
        <source>Win a game against the Medium computer.</source>
        <translation>Menangi permainan menentang komputer tahap Sederhana.</translation>
    </message>
    <message>
        <source>Hard beaten</source>
        <translation>Tahap Sukar ditewaskan</translation>
    </message>
    <message>
        <source>Win a game against the Hard computer.</source>
        <translation>Menangi permainan menentang komputer tahap Sukar.</translation>
    </message>
    <message>
        <source>Expert beaten</source>
        <translation>Tahap Pakar ditewaskan</translation>
    </message>
    <message>
        <source>Win a game against the Expert computer.</source>
        <translation>Menangi permainan menentang komputer tahap Pakar.</translation>
    </message>
    <message>
        <source>Hat trick</source>
        <translation>Hatrik</translation>
    </message>
    <message>
        <source>Win three games in a row against the computer.</source>
        <translation>Menangi tiga permainan berturut-turut menentang komputer.</translation>
    </message>
    <message>
        <source>Ten in a row</source>
        <translation>Sepuluh berturut-turut</translation>
    </message>
    <message>
        <source>Win ten games in a row against the computer.</source>
        <translation>Menangi sepuluh permainan berturut-turut menentang komputer.</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Pemain tetap</translation>
    </message>
    <message>
        <source>Play 10 games against the computer to the end.</source>
        <translation>Main 10 permainan menentang komputer hingga tamat.</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Pemain veteran</translation>
    </message>
    <message>
        <source>Play 100 games against the computer to the end.</source>
        <translation>Main 100 permainan menentang komputer hingga tamat.</translation>
    </message>
    <message>
        <source>Fifty wins</source>
        <translation>Lima puluh kemenangan</translation>
    </message>
    <message>
        <source>Win 50 games against the computer.</source>
        <translation>Menangi 50 permainan menentang komputer.</translation>
    </message>
    <message>
        <source>Match winner</source>
        <translation>Pemenang perlawanan</translation>
    </message>
    <message>
        <source>Win a match of several games against the computer.</source>
        <translation>Menangi perlawanan beberapa permainan menentang komputer.</translation>
    </message>
    <message>
        <source>Clean sweep</source>
        <translation>Menang bersih</translation>
    </message>
    <message>
        <source>Win a match of several games without losing a game.</source>
        <translation>Menangi perlawanan beberapa permainan tanpa kalah satu permainan pun.</translation>
    </message>
    <message>
        <source>Best of seven</source>
        <translation>Terbaik daripada tujuh</translation>
    </message>
    <message>
        <source>Win a best-of-seven match (first to four games).</source>
        <translation>Menangi perlawanan terbaik daripada tujuh (menang empat permainan dahulu).</translation>
    </message>
    <message>
        <source>Achievement: %1</source>
        <translation>Pencapaian: %1</translation>
    </message>
    <message>
        <source>Achievements: %1</source>
        <translation>Pencapaian: %1</translation>
    </message>
    <message>
        <source>Fair play: a deal earns achievements only the first time it is played (not again after Undo or Restart); a game&apos;s result only as the statistics count it, and never for a game begun again with Restart.</source>
        <translation>Main adil: sesuatu pusingan memberi pencapaian hanya pada kali pertama ia dimainkan (bukan lagi selepas Batal atau Mula semula); keputusan permainan hanya seperti yang dijumlahkan dalam statistik, dan tidak sekali-kali bagi permainan yang dimulakan sekali lagi melalui Mula semula.</translation>
    </message>
    <message>
        <source>Achievement</source>
        <translation>Pencapaian</translation>
    </message>
    <message>
        <source>How to earn it</source>
        <translation>Cara memperolehnya</translation>
    </message>
    <message>
        <source>Earned on %1</source>
        <translation>Diperoleh pada %1</translation>
    </message>
    <message>
        <source>%1: earned on %2. %3</source>
        <translation>%1: diperoleh pada %2. %3</translation>
    </message>
    <message>
        <source>%1: not earned yet. %2</source>
        <translation>%1: belum diperoleh. %2</translation>
    </message>
    <message>
        <source>%1 Earned on %2.</source>
        <translation>%1 Diperoleh pada %2.</translation>
    </message>
    <message>
        <source>%1 of %2 achievements earned</source>
        <translation>%1 daripada %2 pencapaian diperoleh</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Pencapaian</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>You</source>
        <translation>Anda</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Pengagih</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Permainan baharu</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Seterusnya</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Mula semula</translation>
    </message>
    <message>
        <source>Show my hand</source>
        <translation>Lihat tangan saya</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: Go</source>
        <translation>%1: Lalu</translation>
    </message>
    <message>
        <source>A tie: shuffle and cut again</source>
        <translation>Seri: kocok dan potong lagi</translation>
    </message>
    <message>
        <source>You cut the lower card and deal first</source>
        <translation>Potongan anda lebih rendah: anda mengagih dahulu</translation>
    </message>
    <message>
        <source>The computer cut the lower card and deals first</source>
        <translation>Potongan komputer lebih rendah: komputer mengagih dahulu</translation>
    </message>
    <message>
        <source>%1 cut the lower card and deals first</source>
        <translation>Potongan %1 lebih rendah: dia mengagih dahulu</translation>
    </message>
    <message>
        <source>Starter: %1</source>
        <translation>Kad mula: %1</translation>
    </message>
    <message>
        <source>Your crib: %2</source>
        <translation>Simpanan anda: %2</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Kad mula</translation>
    </message>
    <message>
        <source>Your hand: %2</source>
        <translation>Tangan anda: %2</translation>
    </message>
    <message>
        <source>Computer&apos;s crib: %2</source>
        <translation>Simpanan komputer: %2</translation>
    </message>
    <message>
        <source>Computer&apos;s hand: %2</source>
        <translation>Tangan komputer: %2</translation>
    </message>
    <message>
        <source>%1&apos;s crib: %2</source>
        <translation>Simpanan %1: %2</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>Tangan %1: %2</translation>
    </message>
    <message>
        <source>Count: %1</source>
        <translation>Jumlah: %1</translation>
    </message>
    <message>
        <source>Cut for the first deal: point into the deck, or use ← → and Enter. Lower card deals.</source>
        <translation>Potong untuk agihan pertama: pilih satu titik pada pek, atau guna ← → dan Enter. Kad lebih rendah mengagih.</translation>
    </message>
    <message>
        <source>Cut the deck for the starter: point into the deck, or use ← → and Enter</source>
        <translation>Potong pek untuk kad mula: pilih satu titik pada pek, atau guna ← → dan Enter</translation>
    </message>
    <message>
        <source>%1, cut for the first deal: point into the deck, or use ← → and Enter. Lower card deals.</source>
        <translation>%1, potong untuk agihan pertama: pilih satu titik pada pek, atau guna ← → dan Enter. Kad lebih rendah mengagih.</translation>
    </message>
    <message>
        <source>%1, cut the deck for the starter: point into the deck, or use ← → and Enter</source>
        <translation>%1, potong pek untuk kad mula: pilih satu titik pada pek, atau guna ← → dan Enter</translation>
    </message>
    <message>
        <source>%1, choose two cards for your crib</source>
        <translation>%1, pilih dua kad untuk simpanan anda</translation>
    </message>
    <message>
        <source>%1, choose two cards for %2&apos;s crib</source>
        <translation>%1, pilih dua kad untuk simpanan %2</translation>
    </message>
    <message>
        <source>%1, your turn: play a card</source>
        <translation>%1, giliran anda: main satu kad</translation>
    </message>
    <message>
        <source>%1, every card would go past 31</source>
        <translation>%1, setiap kad akan menjadikan jumlah melebihi 31</translation>
    </message>
    <message>
        <source>Match review</source>
        <translation>Ulasan perlawanan</translation>
    </message>
    <message>
        <source>Two cards are already chosen; choose one of them again to put it back</source>
        <translation>Dua kad sudah dipilih; pilih salah satu sekali lagi untuk memulangkannya</translation>
    </message>
    <message>
        <source>Your hand is already face up</source>
        <translation>Tangan anda sudah terbuka</translation>
    </message>
    <message>
        <source>There is no hand to show now</source>
        <translation>Tiada tangan untuk ditunjukkan sekarang</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <extracomment>Under the computer&apos;s name on the table; %1 is the level as the New game dialog names it</extracomment>
        <translation>Tahap: %1</translation>
    </message>
    <message>
        <source>Your crib</source>
        <translation>Simpanan anda</translation>
    </message>
    <message>
        <source>Computer&apos;s crib</source>
        <translation>Simpanan komputer</translation>
    </message>
    <message>
        <source>%1&apos;s crib</source>
        <translation>Simpanan %1</translation>
    </message>
    <message>
        <source>Nineteen: nothing</source>
        <translation>Sembilan belas: kosong</translation>
    </message>
    <message>
        <source>%1: press “Show my hand” when only you can see the screen.</source>
        <translation>%1: tekan “Lihat tangan saya” apabila hanya anda yang dapat melihat skrin.</translation>
    </message>
    <message>
        <source>Pass the device to %1</source>
        <translation>Beri peranti kepada %1</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 sedang bermain…</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Teruskan</translation>
    </message>
    <message>
        <source>Choose two cards for your crib</source>
        <translation>Pilih dua kad untuk simpanan anda</translation>
    </message>
    <message>
        <source>Choose two cards for the computer&apos;s crib</source>
        <translation>Pilih dua kad untuk simpanan komputer</translation>
    </message>
    <message>
        <source>Choose two cards for %1&apos;s crib</source>
        <translation>Pilih dua kad untuk simpanan %1</translation>
    </message>
    <message>
        <source>To crib</source>
        <translation>Ke simpanan</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Lalu</translation>
    </message>
    <message>
        <source>Every card would go past 31</source>
        <translation>Setiap kad akan menjadikan jumlah melebihi 31</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>Giliran anda: main satu kad</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Anda menang!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>Komputer menang</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 menang!</translation>
    </message>
    <message>
        <source>Final score %1 to %2</source>
        <translation>Skor akhir %1 lawan %2</translation>
    </message>
    <message>
        <source>Double skunk!</source>
        <translation>Menang besar berganda!</translation>
    </message>
    <message>
        <source>Skunk!</source>
        <translation>Menang besar!</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Ulasan permainan</translation>
    </message>
    <message>
        <source>Choose two cards for the crib first: Space chooses the card in the ring</source>
        <translation>Pilih dua kad untuk simpanan dahulu: Ruang memilih kad yang berbingkai</translation>
    </message>
    <message>
        <source>Choose two cards for the crib first</source>
        <translation>Pilih dua kad untuk simpanan dahulu</translation>
    </message>
    <message>
        <source>%1 would take the count past 31</source>
        <translation>%1 akan menjadikan jumlah melebihi 31</translation>
    </message>
    <message>
        <source>Hint: lay away %1 and %2</source>
        <translation>Petunjuk: buang %1 dan %2</translation>
    </message>
    <message>
        <source>Hint: play %1</source>
        <translation>Petunjuk: main %1</translation>
    </message>
    <message>
        <source>Hint: say Go</source>
        <translation>Petunjuk: sebut Lalu</translation>
    </message>
    <message>
        <source>Hint: cut anywhere; every depth is equally good</source>
        <translation>Petunjuk: potong di mana-mana; setiap kedalaman sama baik</translation>
    </message>
    <message>
        <source>Hint: continue</source>
        <translation>Petunjuk: teruskan</translation>
    </message>
</context>
<context>
    <name>BoardRoom</name>
    <message>
        <source>Only one pane fits: %1 closed. %2 brings it back in place of the %3.</source>
        <extracomment>%1 is the pane closed (Score log or Coach), %2 its shortcut (Ctrl+L), %3 the pane floating in its place, which the key closes as it opens %1 there; only one of the two fits on the screen</extracomment>
        <translation>Hanya satu anak tetingkap muat: %1 ditutup. %2 membukanya semula menggantikan %3.</translation>
    </message>
    <message>
        <source>Only one pane fits: %1 closed. The View menu brings it back in place of the %2.</source>
        <extracomment>%1 is the pane closed (Score log or Coach), %2 the pane floating in its place</extracomment>
        <translation>Hanya satu anak tetingkap muat: %1 ditutup. Menu Lihat membukanya semula menggantikan %2.</translation>
    </message>
    <message>
        <source>%1 closed: no room beside the table. %2 opens it in a window of its own.</source>
        <extracomment>%1 is a pane&apos;s title (Score log or Coach), %2 its shortcut (Ctrl+L)</extracomment>
        <translation>%1 ditutup: tiada ruang di sebelah meja. %2 membukanya dalam tetingkap tersendiri.</translation>
    </message>
    <message>
        <source>%1 closed: no room beside the table. The View menu opens it in a window of its own.</source>
        <translation>%1 ditutup: tiada ruang di sebelah meja. Menu Lihat membukanya dalam tetingkap tersendiri.</translation>
    </message>
    <message>
        <source>Only one pane fits: %1 and %2 closed. %3 or %4 opens one.</source>
        <extracomment>%1, %2 are the panes&apos; titles (Score log, Coach), %3, %4 their keys (Ctrl+L, Ctrl+K); only one of the two fits on the screen at a time</extracomment>
        <translation>Hanya satu anak tetingkap muat: %1 dan %2 ditutup. %3 atau %4 membuka salah satunya.</translation>
    </message>
    <message>
        <source>Only one pane fits: %1 and %2 closed. The View menu opens one.</source>
        <extracomment>%1 and %2 are the panes&apos; titles (Score log, Coach), one of which fits</extracomment>
        <translation>Hanya satu anak tetingkap muat: %1 dan %2 ditutup. Menu Lihat membuka salah satunya.</translation>
    </message>
    <message>
        <source>%1 and %2 closed: no room. %3 and %4 open them.</source>
        <extracomment>%1, %2 are the panes&apos; titles (Score log, Coach), %3, %4 their keys (Ctrl+L, Ctrl+K)</extracomment>
        <translation>%1 dan %2 ditutup: tiada ruang. %3 dan %4 membukanya.</translation>
    </message>
    <message>
        <source>%1 and %2 closed: no room. The View menu opens them.</source>
        <extracomment>%1 and %2 are the panes&apos; titles (Score log, Coach)</extracomment>
        <translation>%1 dan %2 ditutup: tiada ruang. Menu Lihat membukanya.</translation>
    </message>
</context>
<context>
    <name>CardListModel</name>
    <message>
        <source>Face-down card</source>
        <translation>Kad tertelungkup</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dua</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tiga</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Empat</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Lima</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Enam</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Tujuh</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Lapan</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Sembilan</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Sepuluh</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Ratu</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Raja</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kelawar</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Wajik</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Lekuk</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Sped</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
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
        <translation>Main pada %1</translation>
    </message>
    <message>
        <source>Forced</source>
        <comment>verdict: only one card could be laid</comment>
        <translation>Terpaksa</translation>
    </message>
    <message>
        <source>Best</source>
        <comment>verdict: the expert&apos;s choice</comment>
        <translation>Terbaik</translation>
    </message>
    <message>
        <source>Costly</source>
        <comment>verdict: lost half a point or more</comment>
        <translation>Rugi</translation>
    </message>
    <message>
        <source>Good</source>
        <comment>verdict: nearly as good as the expert&apos;s</comment>
        <translation>Baik</translation>
    </message>
</context>
<context>
    <name>CoachReview</name>
    <message>
        <source>Coach</source>
        <translation>Jurulatih</translation>
    </message>
    <message>
        <source>&amp;Match review…</source>
        <translation>&amp;Ulasan perlawanan…</translation>
    </message>
    <message>
        <source>Every decision of the match with what it cost</source>
        <translation>Setiap keputusan perlawanan dengan kosnya</translation>
    </message>
    <message>
        <source>Every decision of the game with what it cost</source>
        <translation>Setiap keputusan permainan dengan kosnya</translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation>&amp;Jurulatih</translation>
    </message>
    <message>
        <source>The last hand&apos;s plays and discard against the expert&apos;s</source>
        <translation>Main dan buangan pusingan terakhir berbanding pakar</translation>
    </message>
    <message>
        <source>Game re&amp;view…</source>
        <translation>&amp;Ulasan permainan…</translation>
    </message>
    <message>
        <source>%1: %2 decisions, %3 costly</source>
        <translation>%1: %2 keputusan, %3 merugikan</translation>
    </message>
    <message>
        <source>Game %1, hand %2 reviewed: %3 decisions, %4 costly.</source>
        <translation>Permainan %1, pusingan %2 diulas: %3 keputusan, %4 merugikan.</translation>
    </message>
    <message>
        <source>Game %1, hand %2 reviewed. %3; %4.</source>
        <translation>Permainan %1, pusingan %2 diulas. %3; %4.</translation>
    </message>
    <message>
        <source>Hand %1 reviewed: %2 decisions, %3 costly.</source>
        <translation>Pusingan %1 diulas: %2 keputusan, %3 merugikan.</translation>
    </message>
    <message>
        <source>Hand %1 reviewed. %2; %3.</source>
        <translation>Pusingan %1 diulas. %2; %3.</translation>
    </message>
    <message>
        <source>%1 shows the Coach.</source>
        <translation>%1 memaparkan Jurulatih.</translation>
    </message>
    <message>
        <source>The match review is ready: Game ▸ Match review…</source>
        <translation>Ulasan perlawanan sudah sedia: Permainan ▸ Ulasan perlawanan…</translation>
    </message>
    <message>
        <source>The game review is ready: Game ▸ Game review…</source>
        <translation>Ulasan permainan sudah sedia: Permainan ▸ Ulasan permainan…</translation>
    </message>
    <message>
        <source>%1: %2 points lost per decision on average; %3% of %4 decisions as the expert&apos;s.</source>
        <translation>%1: purata %2 mata hilang setiap keputusan; %3% daripada %4 keputusan sama dengan pakar.</translation>
    </message>
    <message>
        <source>No hand has been reviewed yet: each hand is reviewed once its play is over.</source>
        <translation>Belum ada pusingan yang diulas: setiap pusingan diulas sebaik sahaja permainan kadnya tamat.</translation>
    </message>
    <message>
        <source>Forced plays (only one card could be laid), not counted as decisions: %1.</source>
        <translation>Langkah terpaksa (hanya satu kad boleh dimain), tidak dikira sebagai keputusan: %1.</translation>
    </message>
    <message>
        <source>Each hand&apos;s review shows here once its play is over.</source>
        <translation>Ulasan setiap pusingan dipaparkan di sini sebaik sahaja permainan kadnya tamat.</translation>
    </message>
    <message>
        <source>Game %1, hand %2: %3 decisions, %4 costly (a loss of half a point or more).</source>
        <translation>Permainan %1, pusingan %2: %3 keputusan, %4 merugikan (hilang setengah mata atau lebih).</translation>
    </message>
    <message>
        <source>Hand %1: %2 decisions, %3 costly (a loss of half a point or more).</source>
        <translation>Pusingan %1: %2 keputusan, %3 merugikan (hilang setengah mata atau lebih).</translation>
    </message>
    <message>
        <source>Hand review</source>
        <translation>Ulasan pusingan</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Ulasan permainan</translation>
    </message>
    <message>
        <source>Decisions of the game</source>
        <translation>Keputusan permainan</translation>
    </message>
    <message>
        <source>Each decision: game, hand in the game, player, decision, the card or cards chosen, the expert&apos;s, the cost in points and a verdict</source>
        <translation>Setiap keputusan: permainan, pusingan dalam permainan itu, pemain, keputusan, kad yang dipilih, pilihan pakar, kos dalam mata dan penilaian</translation>
    </message>
    <message>
        <source>Match review</source>
        <translation>Ulasan perlawanan</translation>
    </message>
    <message>
        <source>Decisions of the match</source>
        <translation>Keputusan perlawanan</translation>
    </message>
    <message>
        <source>Each decision: hand, player, decision, the card or cards chosen, the expert&apos;s, the cost in points and a verdict</source>
        <translation>Setiap keputusan: pusingan, pemain, keputusan, kad yang dipilih, pilihan pakar, kos dalam mata dan penilaian</translation>
    </message>
    <message>
        <source>The decision selected</source>
        <translation>Keputusan yang dipilih</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>Se&amp;belumnya</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Seterusnya</translation>
    </message>
    <message>
        <source>Game %1, hand %2: %3 threw %4 to the crib.</source>
        <translation>Permainan %1, pusingan %2: %3 membuang %4 ke simpanan.</translation>
    </message>
    <message>
        <source>Game %1, hand %2: %3 laid %4 at a count of %5.</source>
        <translation>Permainan %1, pusingan %2: %3 main %4 pada jumlah %5.</translation>
    </message>
    <message>
        <source>Hand %1: %2 threw %3 to the crib.</source>
        <translation>Pusingan %1: %2 membuang %3 ke simpanan.</translation>
    </message>
    <message>
        <source>Hand %1: %2 laid %3 at a count of %4.</source>
        <translation>Pusingan %1: %2 main %3 pada jumlah %4.</translation>
    </message>
    <message>
        <source>The review is being worked out.</source>
        <translation>Ulasan sedang dikira.</translation>
    </message>
    <message>
        <source>Every card that fitted had the same rank: there was no choice.</source>
        <translation>Setiap kad yang muat sama kedudukan: tiada pilihan.</translation>
    </message>
    <message>
        <source>The expert threw %1. Net: %2 points for this throw, %3 for the expert&apos;s.</source>
        <translation>Pakar membuang %1. Bersih: %2 mata untuk buangan ini, %3 untuk buangan pakar.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The expert laid %1. Points expected to the end of the play, yours less the other&apos;s, by rank: %2.</source>
        <translation>Pakar main %1. Mata dijangka hingga akhir permainan kad, mata anda tolak mata pihak lain, mengikut kedudukan: %2.</translation>
    </message>
    <message>
        <source>Cost: %1 points.</source>
        <translation>Kos: %1 mata.</translation>
    </message>
    <message>
        <source>Near the end the expert plays for the win: this card gave up %1% of the chance to win.</source>
        <translation>Menjelang akhir, pakar bermain untuk menang: kad ini melepaskan %1% peluang untuk menang.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Permainan</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Pusingan</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Keputusan</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Dipilih</translation>
    </message>
    <message>
        <source>Expert&apos;s</source>
        <translation>Pakar</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kos</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Penilaian</translation>
    </message>
    <message>
        <source>Points the choice gave up against the expert&apos;s</source>
        <translation>Mata yang hilang oleh pilihan berbanding pilihan pakar</translation>
    </message>
    <message>
        <source>The hand&apos;s number in its game</source>
        <translation>Nombor pusingan dalam permainannya</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Buangan</translation>
    </message>
    <message>
        <source>Play at %1</source>
        <translation>Main pada jumlah %1</translation>
    </message>
    <message>
        <source>%1; %2% of the win</source>
        <translation>%1; %2% peluang menang</translation>
    </message>
    <message>
        <source>Working out…</source>
        <translation>Mengira…</translation>
    </message>
    <message>
        <source>No choice</source>
        <translation>Tiada pilihan</translation>
    </message>
    <message>
        <source>The expert&apos;s choice</source>
        <translation>Pilihan pakar</translation>
    </message>
    <message>
        <source>Costly</source>
        <translation>Merugikan</translation>
    </message>
    <message>
        <source>Nearly as good</source>
        <translation>Hampir sama baik</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>How to play</source>
        <extracomment>The lines&apos; width asked for, in average characters of the browser&apos;s font: a long line a reader still follows (the dialog was 640 pixels wide, 90 characters).</extracomment>
        <translation>Cara bermain</translation>
    </message>
    <message>
        <source>About Cribbage</source>
        <translation>Perihal Cribbage</translation>
    </message>
    <message>
        <source>Two-player cribbage to 121.</source>
        <translation>Cribbage dua pemain hingga 121.</translation>
    </message>
    <message>
        <source>Free software under the MIT licence.</source>
        <translation>Perisian bebas di bawah lesen MIT.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Move among the cards, the buttons or the cut point</source>
        <translation>Bergerak antara kad, butang atau titik potong</translation>
    </message>
    <message>
        <source>Move to the place above or below</source>
        <translation>Pergi ke tempat di atas atau di bawah</translation>
    </message>
    <message>
        <source>Go round the places on the table</source>
        <translation>Beralih antara tempat di atas meja</translation>
    </message>
    <message>
        <source>Choose a card for the crib or put it back; play a card; press a button; cut the deck</source>
        <translation>Pilih kad untuk simpanan atau pulangkannya; main kad; tekan butang; potong pek</translation>
    </message>
    <message>
        <source>During the discard, lay the two chosen cards away to the crib (with fewer chosen it says so); elsewhere as Space</source>
        <translation>Semasa membuang, letakkan dua kad yang dipilih ke simpanan (jika kurang, ia memberitahu); selain itu, seperti Ruang</translation>
    </message>
    <message>
        <source>1 to 6</source>
        <translation>1 hingga 6</translation>
    </message>
    <message>
        <source>Choose or play the first to sixth card of your hand</source>
        <translation>Pilih atau main kad pertama hingga keenam dalam tangan anda</translation>
    </message>
    <message>
        <source>Move the cut point five cards</source>
        <translation>Alihkan titik potong lima kad</translation>
    </message>
    <message>
        <source>Put the chosen cards back</source>
        <translation>Pulangkan kad yang dipilih</translation>
    </message>
    <message>
        <source>Keys</source>
        <extracomment>The widest &quot;What it does&quot; column asked for, in average characters of the table&apos;s font: a long line a reader still follows (the dialog was 640 pixels wide).</extracomment>
        <translation>Kekunci</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Kekunci</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Fungsinya</translation>
    </message>
</context>
<context>
    <name>DiscardTable</name>
    <message>
        <source>The table could not be worked out: %1</source>
        <translation>Jadual tidak dapat dikira: %1</translation>
    </message>
    <message>
        <source>Working out the table…</source>
        <translation>Mengira jadual…</translation>
    </message>
    <message>
        <source>The table is for the six cards you are dealt: open it while you choose your discard.</source>
        <translation>Jadual ini untuk enam kad yang diagih kepada anda: bukanya semasa anda memilih kad untuk dibuang.</translation>
    </message>
    <message>
        <source>Every way to keep four of your six cards.</source>
        <translation>Setiap cara menyimpan empat daripada enam kad anda.</translation>
    </message>
    <message>
        <source>You deal: the crib is yours, its points are added. Best first; net is hand, crib and pegging together, in average points.</source>
        <translation>Anda mengagih: simpanan milik anda, matanya ditambah. Terbaik dahulu; bersih ialah tangan, simpanan dan mata bermain bersama, dalam purata mata.</translation>
    </message>
    <message>
        <source>The other player deals: the crib&apos;s points count against you. Best first; net is hand, crib and pegging together, in average points.</source>
        <translation>Pemain lain mengagih: mata simpanan dikira menentang anda. Terbaik dahulu; bersih ialah tangan, simpanan dan mata bermain bersama, dalam purata mata.</translation>
    </message>
    <message>
        <source>Discard table</source>
        <translation>Jadual buangan</translation>
    </message>
    <message>
        <source>The 15 ways to discard, best first: keep, throw, hand, crib, pegging, net, and whose choice it is</source>
        <translation>15 cara membuang, terbaik dahulu: simpan, buang, tangan, simpanan, mata bermain, bersih, dan pilihan siapa</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Simpan</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Buang</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Tangan</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Simpanan</translation>
    </message>
    <message>
        <source>Pegging</source>
        <translation>Mata bermain</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Bersih</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Pilihan</translation>
    </message>
    <message>
        <source>The four cards kept for the show</source>
        <translation>Empat kad yang disimpan untuk kiraan</translation>
    </message>
    <message>
        <source>The two cards laid away to the crib</source>
        <translation>Dua kad yang dibuang ke simpanan</translation>
    </message>
    <message>
        <source>Average points of the kept cards over the 46 starters you cannot see</source>
        <translation>Purata mata kad yang disimpan bagi 46 kad mula yang tidak dapat anda lihat</translation>
    </message>
    <message>
        <source>Average points of the crib: added when you deal, subtracted when the other player deals</source>
        <translation>Purata mata simpanan: ditambah apabila anda mengagih, ditolak apabila pemain lain mengagih</translation>
    </message>
    <message>
        <source>Points the expert expects the kept cards to peg, against an average keep</source>
        <translation>Mata yang dijangka pakar daripada kad yang disimpan semasa bermain, berbanding pilihan purata</translation>
    </message>
    <message>
        <source>Hand, crib and pegging together</source>
        <translation>Tangan, simpanan dan mata bermain bersama</translation>
    </message>
    <message>
        <source>Your choice and the expert&apos;s</source>
        <translation>Pilihan anda dan pakar</translation>
    </message>
    <message>
        <source>Yours and the expert&apos;s</source>
        <translation>Anda dan pakar</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Anda</translation>
    </message>
    <message>
        <source>Expert&apos;s</source>
        <translation>Pakar</translation>
    </message>
</context>
<context>
    <name>GameEngine</name>
    <message>
        <source>The computer is thinking.</source>
        <translation>Komputer sedang berfikir.</translation>
    </message>
    <message>
        <source>The computer could not make its move; Undo goes back.</source>
        <translation>Komputer tidak dapat membuat langkahnya; Batal membawa anda kembali.</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Main %1</translation>
    </message>
    <message>
        <source>Discard two cards</source>
        <translation>Buang dua kad</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Buang %1</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Potong</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Lalu</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Permainan seterusnya</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Teruskan</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Mula semula</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Permainan baharu</translation>
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
        <translation>J</translation>
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
        <translation>R</translation>
    </message>
    <message>
        <source>S</source>
        <comment>Show my hand</comment>
        <extracomment>The one-letter key of Show my hand (English S): a letter A-Z of this language&apos;s words for it, unlike the other one-letter keys (Hint, Discard table, Go, Continue, Show my hand, Read the position). A clash or anything else gives the English letter.</extracomment>
        <translation>T</translation>
    </message>
    <message>
        <source>P</source>
        <comment>Read the position</comment>
        <extracomment>The one-letter key of Read the position (English P): a letter A-Z of this language&apos;s words for it, unlike the other one-letter keys (Hint, Discard table, Go, Continue, Show my hand, Read the position). A clash or anything else gives the English letter.</extracomment>
        <translation>K</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The statistics file is damaged and could not be moved aside, so no statistics will be saved.</source>
        <translation>Fail statistik rosak dan tidak dapat dialihkan, jadi tiada statistik akan disimpan.</translation>
    </message>
    <message>
        <source>The statistics file was damaged; it was kept as %1 and the statistics start afresh.</source>
        <translation>Fail statistik telah rosak; ia disimpan sebagai %1 dan statistik bermula semula.</translation>
    </message>
    <message>
        <source>The statistics could not be saved.</source>
        <translation>Statistik tidak dapat disimpan.</translation>
    </message>
    <message>
        <source>The match could not be saved.</source>
        <translation>Perlawanan tidak dapat disimpan.</translation>
    </message>
    <message>
        <source>The saved match could be read and holds no game in progress; this match is saved from now on.</source>
        <translation>Perlawanan yang disimpan dapat dibaca dan tiada permainan yang sedang berjalan; perlawanan ini disimpan mulai sekarang.</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Cuba Lagi</translation>
    </message>
    <message>
        <source>The saved match cannot be read just now (another program may be using it), so it was left as it is, and no match will be saved until it can be read: close that program and choose Try Again, or start the game again later.</source>
        <translation>Perlawanan yang disimpan tidak dapat dibaca buat masa ini (program lain mungkin sedang menggunakannya), jadi ia dibiarkan seperti sedia ada, dan tiada perlawanan akan disimpan sehingga ia dapat dibaca: tutup program itu dan pilih Cuba Lagi, atau mulakan permainan semula kemudian.</translation>
    </message>
    <message>
        <source>The saved match is damaged and could not be moved aside, so no match will be saved until the next start.</source>
        <translation>Perlawanan yang disimpan rosak dan tidak dapat dialihkan, jadi tiada perlawanan akan disimpan sehingga permulaan seterusnya.</translation>
    </message>
    <message>
        <source>The saved match could not be read, so a new match has started; the damaged file was kept as %1.</source>
        <translation>Perlawanan yang disimpan tidak dapat dibaca, jadi perlawanan baharu telah dimulakan; fail yang rosak disimpan sebagai %1.</translation>
    </message>
    <message>
        <source>The statistics file cannot be read just now (another program may be using it), so it was left as it is and no statistics will be saved until the next start.</source>
        <translation>Fail statistik tidak dapat dibaca buat masa ini (program lain mungkin sedang menggunakannya), jadi ia dibiarkan seperti sedia ada dan tiada statistik akan disimpan sehingga permulaan seterusnya.</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>Cribbage table</source>
        <translation>Meja cribbage</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Batal %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Ulang %1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Permainan</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Sunting</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Lihat</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Ba&amp;hasa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Bantuan</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Bar alat</translation>
    </message>
    <message>
        <source>Score log</source>
        <translation>Rekod mata</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Permainan &amp;baharu</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Mula semula</translation>
    </message>
    <message>
        <source>Play this game again from its start: the same cards</source>
        <translation>Main semula permainan ini dari awal: kad yang sama</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Batal</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Tarik balik langkah terakhir anda</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ulang</translation>
    </message>
    <message>
        <source>Replay the move you took back</source>
        <translation>Ulang langkah yang ditarik balik</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Petunjuk</translation>
    </message>
    <message>
        <source>Show what the computer would do</source>
        <translation>Tunjukkan apa yang komputer akan buat</translation>
    </message>
    <message>
        <source>&amp;Discard table…</source>
        <translation>&amp;Jadual buangan…</translation>
    </message>
    <message>
        <source>What each way to discard is worth</source>
        <translation>Nilai setiap cara membuang</translation>
    </message>
    <message>
        <source>&amp;To crib</source>
        <translation>Ke &amp;simpanan</translation>
    </message>
    <message>
        <source>Lay the two chosen cards away to the crib</source>
        <translation>Letakkan dua kad yang dipilih ke simpanan</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Lalu</translation>
    </message>
    <message>
        <source>Say go: no card fits under 31</source>
        <translation>Sebut Lalu: tiada kad boleh dimain tanpa melebihi 31</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>Te&amp;ruskan</translation>
    </message>
    <message>
        <source>Go on to the next count or the next hand</source>
        <translation>Teruskan ke kiraan atau pusingan seterusnya</translation>
    </message>
    <message>
        <source>&amp;Show my hand</source>
        <translation>Lihat &amp;tangan saya</translation>
    </message>
    <message>
        <source>Turn your cards up once the device is yours</source>
        <translation>Dedahkan kad anda setelah peranti berada pada anda</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Pek &amp;empat warna</translation>
    </message>
    <message>
        <source>Clubs green, diamonds blue, hearts red, spades black</source>
        <translation>Kelawar hijau, wajik biru, lekuk merah, sped hitam</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Kontras &amp;tinggi</translation>
    </message>
    <message>
        <source>St&amp;atistics…</source>
        <translation>St&amp;atistik…</translation>
    </message>
    <message>
        <source>Bold card borders and pure inks on a dark, plain table</source>
        <translation>Bingkai kad tebal dan warna tulen pada meja gelap yang polos</translation>
    </message>
    <message>
        <source>Choose and start a new game or match</source>
        <translation>Pilih dan mulakan permainan atau perlawanan baharu</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>Cara &amp;bermain</translation>
    </message>
    <message>
        <source>The rules of cribbage</source>
        <translation>Peraturan cribbage</translation>
    </message>
    <message>
        <source>&amp;About Cribbage</source>
        <translation>&amp;Perihal Cribbage</translation>
    </message>
    <message>
        <source>About this game</source>
        <translation>Perihal permainan ini</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
    </message>
    <message>
        <source>Close the game</source>
        <translation>Tutup permainan</translation>
    </message>
    <message>
        <source>Score &amp;log</source>
        <translation>&amp;Rekod mata</translation>
    </message>
    <message>
        <source>Every score of this match</source>
        <translation>Setiap mata dalam perlawanan ini</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animasi</translation>
    </message>
    <message>
        <source>Move cards and pegs smoothly</source>
        <translation>Gerakkan kad dan pasak dengan lancar</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Tetapan…</translation>
    </message>
    <message>
        <source>Language, computer level, animations and the look of the cards</source>
        <translation>Bahasa, tahap komputer, animasi dan rupa kad</translation>
    </message>
    <message>
        <source>Matches won, skunks and average points</source>
        <translation>Perlawanan dimenangi, menang besar dan purata mata</translation>
    </message>
    <message>
        <source>Read the &amp;position</source>
        <translation>Baca &amp;kedudukan</translation>
    </message>
    <message>
        <source>Say the whole position to your screen reader: scores, cards, count and turn</source>
        <translation>Sebut seluruh kedudukan kepada pembaca skrin anda: mata, kad, jumlah dan giliran</translation>
    </message>
    <message>
        <source>&amp;Next pane</source>
        <translation>Anak tetingkap &amp;seterusnya</translation>
    </message>
    <message>
        <source>Move the keyboard to the table, the score log or the toolbar</source>
        <translation>Alihkan papan kekunci ke meja, rekod mata atau bar alat</translation>
    </message>
    <message>
        <source>P&amp;revious pane</source>
        <translation>Anak tetingkap se&amp;belumnya</translation>
    </message>
    <message>
        <source>Move the keyboard back to the toolbar, the score log or the table</source>
        <translation>Alihkan papan kekunci kembali ke bar alat, rekod mata atau meja</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>Ke&amp;kunci</translation>
    </message>
    <message>
        <source>Every key of the game</source>
        <translation>Setiap kekunci permainan</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Pemain %1</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>Match: %1</source>
        <extracomment>Between a player&apos;s name and their games in the match score: the board&apos;s word wrap never puts the number alone at the start of a line (ms, fil: &quot;Ana Beatriz 1, Joaquim / 0 — sasaran 2&quot;); read and spoken as a space.</extracomment>
        <translation>Perlawanan: %1</translation>
    </message>
    <message>
        <source>You %1, computer %2</source>
        <translation>Anda %1, komputer %2</translation>
    </message>
    <message>
        <source>Computer %1, you %2</source>
        <translation>Komputer %1, anda %2</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <source>%1 — first to %2</source>
        <translation>%1 — sasaran %2</translation>
    </message>
    <message>
        <source>%1
Games: %2</source>
        <translation>%1
Permainan: %2</translation>
    </message>
    <message>
        <source>You win game %1</source>
        <translation>Anda menang permainan %1</translation>
    </message>
    <message>
        <source>The computer wins game %1</source>
        <translation>Komputer menang permainan %1</translation>
    </message>
    <message>
        <source>%1 wins game %2</source>
        <translation>%1 menang permainan %2</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Anda menang perlawanan!</translation>
    </message>
    <message>
        <source>The computer wins the match</source>
        <translation>Komputer menang perlawanan</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 menang perlawanan!</translation>
    </message>
    <message>
        <source>Double skunk: three games</source>
        <translation>Menang besar berganda: tiga</translation>
    </message>
    <message>
        <source>Skunk: two games</source>
        <translation>Menang besar: dua permainan</translation>
    </message>
    <message>
        <source>Double skunk: one game (skunks are off)</source>
        <translation>Menang besar berganda: satu (dimatikan)</translation>
    </message>
    <message>
        <source>Skunk: one game (skunks are off)</source>
        <translation>Menang besar: satu (dimatikan)</translation>
    </message>
    <message>
        <source>Game %1: you deal first</source>
        <translation>Permainan %1: anda mengagih dahulu</translation>
    </message>
    <message>
        <source>Game %1: the computer deals first</source>
        <translation>Permainan %1: komputer mengagih dahulu</translation>
    </message>
    <message>
        <source>Game %1: %2 deals first</source>
        <translation>Permainan %1: %2 mengagih dahulu</translation>
    </message>
    <message>
        <source>Tied at %1–%2 in a match to %3</source>
        <translation>Seri %1–%2 dalam perlawanan sasaran %3 permainan</translation>
    </message>
    <message>
        <source>You lead %1–%2 in a match to %3</source>
        <translation>Anda mendahului %1–%2 dalam perlawanan sasaran %3 permainan</translation>
    </message>
    <message>
        <source>The computer leads %1–%2 in a match to %3</source>
        <translation>Komputer mendahului %1–%2 dalam perlawanan sasaran %3 permainan</translation>
    </message>
    <message>
        <source>%1 leads %2–%3 in a match to %4</source>
        <translation>%1 mendahului %2–%3 dalam perlawanan sasaran %4 permainan</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Easy</source>
        <translation>Mudah</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Sederhana</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Sukar</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Pakar</translation>
    </message>
    <message>
        <source>Keeps the cards that score now; plays the best card for this moment.</source>
        <translation>Menyimpan kad yang mendapat mata sekarang; bermain kad terbaik untuk saat ini.</translation>
    </message>
    <message>
        <source>Keeps the best hand; plays for points but avoids leaving you easy ones.</source>
        <translation>Menyimpan tangan terbaik; bermain untuk mata tetapi mengelak memberi anda mata mudah.</translation>
    </message>
    <message>
        <source>Weighs the crib too; plays each card against your best reply.</source>
        <translation>Turut menimbang simpanan; bermain setiap kad menentang balasan terbaik anda.</translation>
    </message>
    <message>
        <source>Weighs hand, crib, the play and the score; thinks the play through to its last card.</source>
        <translation>Menimbang tangan, simpanan, permainan kad dan mata; memikirkan permainan kad hingga kad terakhir.</translation>
    </message>
    <message>
        <source>A single game</source>
        <translation>Satu permainan</translation>
    </message>
    <message>
        <source>Match: first to 2 games (best of 3)</source>
        <translation>Perlawanan: menang 2 permainan dahulu (terbaik daripada 3)</translation>
    </message>
    <message>
        <source>Match: first to 3 games (best of 5)</source>
        <translation>Perlawanan: menang 3 permainan dahulu (terbaik daripada 5)</translation>
    </message>
    <message>
        <source>Match: first to 4 games (best of 7)</source>
        <translation>Perlawanan: menang 4 permainan dahulu (terbaik daripada 7)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Permainan baharu</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Lawan komputer</translation>
    </message>
    <message>
        <source>Two players on this device</source>
        <translation>Dua pemain pada peranti ini</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Tahap komputer</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Pemain %1</translation>
    </message>
    <message>
        <source>First player:</source>
        <translation>Pemain pertama:</translation>
    </message>
    <message>
        <source>Second player:</source>
        <translation>Pemain kedua:</translation>
    </message>
    <message>
        <source>A name cannot hold control characters, line breaks or text direction overrides.</source>
        <translation>Nama tidak boleh mengandungi aksara kawalan, pemisah baris atau penukar arah teks.</translation>
    </message>
    <message>
        <source>In a match, a skunk counts two games and a double skunk three</source>
        <translation>Dalam perlawanan, menang besar dikira dua permainan dan menang besar berganda tiga</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>&amp;Panjang:</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Apungkan</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
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
        <translation>&amp;Tidak jadi</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Tutup</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Batal</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ulang</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Po&amp;tong</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Tam&amp;pal</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Padam</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilih semua</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Tunjukkan butiran...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Sembunyikan butiran...</translation>
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
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Tidak jadi</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Tetap semula</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Pulihkan lalai</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Tatal ke sini</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Paling atas</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Paling bawah</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Halaman ke atas</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Halaman ke bawah</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Tatal ke atas</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Tatal ke bawah</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Pinggir kiri</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Pinggir kanan</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Halaman ke kiri</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Halaman ke kanan</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Tatal ke kiri</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Tatal ke kanan</translation>
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
        <translation>Ruang</translation>
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
        <translation>Kiri</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Kanan</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Atas</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Bawah</translation>
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
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Salin lokasi &amp;pautan</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilih semua</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>A card still fits under 31: play it</source>
        <translation>Masih ada kad yang muat di bawah 31: mainkannya</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Permainan sudah tamat.</translation>
    </message>
    <message>
        <source>That move is not possible now</source>
        <translation>Langkah itu tidak boleh dibuat sekarang</translation>
    </message>
</context>
<context>
    <name>ReplayQuestion</name>
    <message>
        <source>Play game %1 of the match again from its first deal?</source>
        <translation>Main semula permainan %1 dalam perlawanan ini dari pusingan pertamanya?</translation>
    </message>
    <message>
        <source>Its result is taken back. %1, as before it.</source>
        <translation>Keputusannya ditarik balik. %1, seperti sebelumnya.</translation>
    </message>
    <message>
        <source>The statistics keep the game as it ended.</source>
        <translation>Statistik tetap menyimpan permainan itu sebagaimana ia tamat.</translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message numerus="yes">
        <source>Fifteen for %n</source>
        <translation>
            <numerusform>Lima belas +%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thirty-one for %n</source>
        <translation>
            <numerusform>31 +%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pair for %n</source>
        <translation>
            <numerusform>Pasangan +%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pair royal for %n</source>
        <translation>
            <numerusform>Tiga sama +%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Double pair royal for %n</source>
        <translation>
            <numerusform>Empat sama +%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run of %n</source>
        <translation>
            <numerusform>Turutan %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flush for %n</source>
        <translation>
            <numerusform>Lambang sama +%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobs for %n</source>
        <translation>
            <numerusform>Jack sama lambang +%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Go for %n</source>
        <translation>
            <numerusform>Lalu +%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last card for %n</source>
        <translation>
            <numerusform>Kad terakhir +%n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>His heels for %n</source>
        <translation>
            <numerusform>Jack mula +%n</numerusform>
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
        <translation>Pusingan</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>Scored for</source>
        <translation>Sebab</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Mata</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Skor</translation>
    </message>
    <message>
        <source>Game %1 — first dealer: %2</source>
        <translation>Permainan %1 — pengagih pertama: %2</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation>Tangan: %1</translation>
    </message>
    <message>
        <source>Crib: %1</source>
        <translation>Simpanan: %1</translation>
    </message>
    <message>
        <source>Won game %1</source>
        <translation>Menang permainan %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off (no animations)</source>
        <translation>Mati (tiada animasi)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Perlahan</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Biasa</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Pantas</translation>
    </message>
    <message>
        <source>Classic blue</source>
        <translation>Biru klasik</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Merah anggur</translation>
    </message>
    <message>
        <source>Forest green</source>
        <translation>Hijau hutan</translation>
    </message>
    <message>
        <source>Never: Continue by hand</source>
        <translation>Tidak sekali-kali: Teruskan sendiri</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Against the computer a game abandoned by Restart or New game counts as a loss once the new game&apos;s first move is made or the window closes; two players&apos; games count for neither.</source>
        <translation>Menentang komputer, permainan yang ditinggalkan melalui Mula semula atau Permainan baharu dikira sebagai kekalahan sebaik sahaja langkah pertama permainan baharu dibuat atau tetingkap ditutup; permainan dua pemain tidak dikira bagi mana-mana pemain.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Tetapan</translation>
    </message>
    <message>
        <source>The computer plays its next moves at this level</source>
        <translation>Komputer bermain langkah seterusnya pada tahap ini</translation>
    </message>
    <message>
        <source>Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Pek empat warna (kelawar hijau, wajik biru)</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Kontras tinggi</translation>
    </message>
    <message>
        <source>Ask before Restart or New game abandons a game in progress</source>
        <translation>Tanya sebelum Mula semula atau Permainan baharu meninggalkan permainan yang sedang berjalan</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Bahasa:</translation>
    </message>
    <message>
        <source>Computer le&amp;vel:</source>
        <translation>Ta&amp;hap komputer:</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>&amp;Animasi:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>Belakang &amp;kad:</translation>
    </message>
    <message>
        <source>C&amp;ontinue the show by itself after:</source>
        <translation>Te&amp;ruskan kiraan tangan sendiri selepas:</translation>
    </message>
    <message>
        <source>&amp;Sound:</source>
        <translation>B&amp;unyi:</translation>
    </message>
    <message>
        <source>The volume of the table&apos;s sounds</source>
        <translation>Kelantangan bunyi di meja permainan</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Kelantangan</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>&amp;Senyap</translation>
    </message>
    <message>
        <source>Sound needs the miniaudio package, which is not installed: the game is silent.</source>
        <translation>Bunyi memerlukan pakej miniaudio yang belum dipasang: permainan tanpa bunyi.</translation>
    </message>
    <message>
        <source>No audio device was found: the game is silent. Untick Mute to look again.</source>
        <translation>Tiada peranti audio ditemui: permainan tanpa bunyi. Buang tanda Senyap untuk mencari semula.</translation>
    </message>
    <message>
        <source>Still no audio device: the game is silent. Tick and untick Mute to look again.</source>
        <translation>Masih tiada peranti audio: permainan tanpa bunyi. Tanda dan buang tanda Senyap untuk mencari semula.</translation>
    </message>
</context>
<context>
    <name>Show</name>
    <message numerus="yes">
        <source>A run of %1 is %n</source>
        <translation>
            <numerusform>Turutan %1 jadi %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fifteen %n</source>
        <translation>
            <numerusform>Lima belas %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A pair is %n</source>
        <translation>
            <numerusform>Pasangan jadi %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A pair royal is %n</source>
        <translation>
            <numerusform>Tiga sama jadi %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A double pair royal is %n</source>
        <translation>
            <numerusform>Empat sama jadi %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A flush is %n</source>
        <translation>
            <numerusform>Lambang sama jadi %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One for his nob is %n</source>
        <translation>
            <numerusform>Satu untuk Jack sama lambang jadi %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpokenLines</name>
    <message>
        <source>%1 hidden.</source>
        <translation>Panel %1 ditutup.</translation>
    </message>
    <message>
        <source>%1 shown. %2 moves to it.</source>
        <translation>Panel %1 dibuka. %2 membawa anda ke sana.</translation>
    </message>
    <message>
        <source>%1 shown.</source>
        <translation>Panel %1 dibuka.</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <translation>Bahasa: %1</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation>Dibatalkan: %1</translation>
    </message>
    <message>
        <source>Replayed: %1</source>
        <translation>Diulang: %1</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Another Cribbage window is already playing: this one will not save its match.</source>
        <extracomment>The lock file in the data folder; held by the window that keeps the autosave.</extracomment>
        <translation>Tetingkap Cribbage lain sedang bermain: tetingkap ini tidak akan menyimpan perlawanannya.</translation>
    </message>
    <message>
        <source>The game&apos;s data folder %1 cannot be written, so the saved match is resumed but nothing will be saved.</source>
        <translation>Folder data permainan %1 tidak dapat ditulis, jadi perlawanan yang disimpan diteruskan tetapi tiada apa akan disimpan.</translation>
    </message>
    <message>
        <source>This system has no folder for the game&apos;s data, so the match will not be saved.</source>
        <translation>Sistem ini tiada folder untuk data permainan, jadi perlawanan tidak akan disimpan.</translation>
    </message>
    <message>
        <source>The game&apos;s data folder %1 cannot be created, so the match will not be saved.</source>
        <translation>Folder data permainan %1 tidak dapat dicipta, jadi perlawanan tidak akan disimpan.</translation>
    </message>
    <message>
        <source>The settings file could not be read, so the settings start afresh; it was kept as %1.</source>
        <extracomment>The settings the game writes take a few KiB; a larger file is set aside unread.</extracomment>
        <translation>Fail tetapan tidak dapat dibaca, jadi tetapan bermula semula; ia disimpan sebagai %1.</translation>
    </message>
    <message>
        <source>The settings file %1 cannot be read nor moved aside, so the settings will not be remembered.</source>
        <translation>Fail tetapan %1 tidak dapat dibaca atau dialihkan, jadi tetapan tidak akan diingati.</translation>
    </message>
    <message>
        <source>Cribbage cannot start:

%1</source>
        <extracomment>The box shown when the game cannot start; %1: the reason, as Python or the system gives it (not translated).</extracomment>
        <translation>Cribbage tidak dapat dimulakan:

%1</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Two players on this device</source>
        <translation>Dua pemain pada peranti ini</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Komputer: %1</translation>
    </message>
    <message>
        <source>Final margins chart</source>
        <translation>Carta beza mata akhir</translation>
    </message>
    <message>
        <source>Final margins of the recent games in points, oldest first: %1</source>
        <translation>Beza mata akhir permainan terkini, yang terlama dahulu: %1</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Belum ada permainan yang tamat</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>Tetap &amp;semula…</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Lawan:</translation>
    </message>
    <message>
        <source>Matches played:</source>
        <translation>Perlawanan dimain:</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Permainan dimain:</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Pemain pertama</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Anda</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Pemain kedua</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Permainan dimenangi:</translation>
    </message>
    <message>
        <source>Matches won:</source>
        <translation>Perlawanan dimenangi:</translation>
    </message>
    <message>
        <source>Skunks given:</source>
        <translation>Menang besar:</translation>
    </message>
    <message>
        <source>Skunks taken:</source>
        <translation>Kalah besar:</translation>
    </message>
    <message>
        <source>Average hand:</source>
        <translation>Purata tangan:</translation>
    </message>
    <message>
        <source>Average crib:</source>
        <translation>Purata simpanan:</translation>
    </message>
    <message>
        <source>Average pegging per hand:</source>
        <translation>Purata mata bermain setiap pusingan:</translation>
    </message>
    <message>
        <source>Best hand:</source>
        <translation>Tangan terbaik:</translation>
    </message>
    <message>
        <source>Points lost per decision:</source>
        <translation>Mata hilang setiap keputusan:</translation>
    </message>
    <message>
        <source>Decisions as the expert&apos;s:</source>
        <translation>Keputusan sama dengan pakar:</translation>
    </message>
    <message>
        <source>%1 (%2 abandoned)</source>
        <translation>%1 (%2 ditinggalkan)</translation>
    </message>
    <message>
        <source>Final margins of the recent games in points, oldest first (bars up: the first player won)</source>
        <translation>Beza mata akhir permainan terkini, yang terlama dahulu (bar ke atas: pemain pertama menang)</translation>
    </message>
    <message>
        <source>Final margins of the recent games in points, oldest first (bars up: you won)</source>
        <translation>Beza mata akhir permainan terkini, yang terlama dahulu (bar ke atas: anda menang)</translation>
    </message>
    <message>
        <source>Points lost per decision against the expert in each single game or match of several games, oldest first (lower is better)</source>
        <translation>Mata hilang setiap keputusan berbanding pakar dalam setiap permainan tunggal atau perlawanan beberapa permainan, yang terlama dahulu (lebih rendah lebih baik)</translation>
    </message>
    <message>
        <source>&amp;Margins</source>
        <translation>&amp;Beza mata</translation>
    </message>
    <message>
        <source>&amp;Accuracy</source>
        <translation>&amp;Ketepatan</translation>
    </message>
    <message>
        <source>Accuracy &amp;table</source>
        <translation>&amp;Jadual ketepatan</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>%1 (%2 double)</source>
        <translation>%1 (%2 berganda)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Tetap semula statistik</translation>
    </message>
    <message>
        <source>Forget the statistics of every opponent? This cannot be undone.</source>
        <translation>Lupakan statistik semua lawan? Tindakan ini tidak boleh dipulihkan.</translation>
    </message>
    <message>
        <source>Accuracy chart</source>
        <translation>Carta ketepatan</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Points lost per decision in each single game or match of several games, oldest first. %1</source>
        <translation>Mata hilang setiap keputusan dalam setiap permainan tunggal atau perlawanan beberapa permainan, yang terlama dahulu. %1</translation>
    </message>
    <message>
        <source>No reviewed games yet</source>
        <translation>Belum ada permainan yang diulas</translation>
    </message>
    <message>
        <source>Accuracy of each single game or match of several games</source>
        <translation>Ketepatan setiap permainan tunggal atau perlawanan beberapa permainan</translation>
    </message>
    <message>
        <source>Game or match</source>
        <translation>Permainan/
perlawanan</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Column header: the day the single game or match ended (a date below it)</extracomment>
        <translation>Tarikh</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Hasil</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>Points lost per decision</source>
        <translation>Mata hilang setiap keputusan</translation>
    </message>
    <message>
        <source>As the expert&apos;s</source>
        <translation>Sama dengan pakar</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Game or match %1</source>
        <extracomment>A row kept before the table said what it was: %1 is its number, oldest first</extracomment>
        <translation>Permainan atau perlawanan %1</translation>
    </message>
    <message>
        <source>Single game</source>
        <translation>Permainan tunggal</translation>
    </message>
    <message>
        <source>Match, first to %1</source>
        <translation>Perlawanan, sasaran %1</translation>
    </message>
    <message>
        <source>Won %1–%2</source>
        <translation>Menang %1–%2</translation>
    </message>
    <message>
        <source>Lost %1–%2</source>
        <translation>Kalah %1–%2</translation>
    </message>
    <message>
        <source>Abandoned at %1–%2</source>
        <extracomment>A match of several games left by New game, at the games each player had won then</extracomment>
        <translation>Ditinggalkan pada %1–%2</translation>
    </message>
    <message>
        <source>&amp;Numbers</source>
        <translation>&amp;Angka</translation>
    </message>
    <message>
        <source>Ac&amp;hievements</source>
        <translation>&amp;Pencapaian</translation>
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
        <translation>Sesuatu yang tidak dijangka oleh permainan telah berlaku. Perlawanan anda disimpan hingga langkah terakhir: anda boleh terus bermain, atau tutup permainan dan mulakannya semula.</translation>
    </message>
    <message>
        <source>The details are in the log: %1</source>
        <translation>Butirannya ada dalam log: %1</translation>
    </message>
    <message>
        <source>There is no log: the game&apos;s data folder cannot be written.</source>
        <translation>Tiada log: folder data permainan tidak dapat ditulis.</translation>
    </message>
    <message>
        <source>Copy &amp;details</source>
        <translation>&amp;Salin butiran</translation>
    </message>
</context>
</TS>
