<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT">
<context>
    <name>AbandonQuestion</name>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>Abandon the match in progress?</source>
        <translation>Abandonar a partida em curso?</translation>
    </message>
    <message>
        <source>Abandon game %1 of the match and play it again?</source>
        <translation>Abandonar o jogo %1 da partida e voltar a jogá-lo?</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Abandonar o jogo em curso?</translation>
    </message>
    <message>
        <source>%1. The match counts as lost in the statistics once you make the first move of the new game or close the window.</source>
        <translation>%1. A partida conta como perdida nas estatísticas assim que fizer a primeira jogada do novo jogo ou fechar a janela.</translation>
    </message>
    <message>
        <source>%1. Matches of two players that are abandoned count for neither player.</source>
        <translation>%1. As partidas de dois jogadores abandonadas não contam para nenhum deles.</translation>
    </message>
    <message>
        <source>It counts as a loss in the statistics once you make the first move of the new game or close the window.</source>
        <translation>Conta como derrota nas estatísticas assim que fizer a primeira jogada do novo jogo ou fechar a janela.</translation>
    </message>
    <message>
        <source>Games of two players that are abandoned count for neither player.</source>
        <translation>Os jogos de dois jogadores abandonados não contam para nenhum deles.</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z) brings it back.</source>
        <translation>Pode voltar atrás com Desfazer (Ctrl+Z).</translation>
    </message>
    <message>
        <source>%1; the match goes on.</source>
        <translation>%1; a partida continua.</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Começar um novo jogo</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuar a jogar</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Não perguntar de novo</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message>
        <source>Play area</source>
        <translation>Área de jogo</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <source>Table: cards, scores and buttons</source>
        <translation>Mesa: cartas, pontos e botões</translation>
    </message>
    <message>
        <source>Deck: %1 cards</source>
        <translation>Baralho: %1 cartas</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Na mesa</translation>
    </message>
    <message>
        <source>You play %1; count %2</source>
        <translation>Joga %1; soma %2</translation>
    </message>
    <message>
        <source>%1 plays %2; count %3</source>
        <translation>%1 joga %2; soma %3</translation>
    </message>
    <message>
        <source>Computer %1, you %2</source>
        <translation>Computador %1, eu %2</translation>
    </message>
    <message>
        <source>You %1, computer %2</source>
        <translation>Eu %1, computador %2</translation>
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
        <translation>Eu distribuo</translation>
    </message>
    <message>
        <source>The computer deals</source>
        <translation>O computador distribui</translation>
    </message>
    <message>
        <source>%1 deals</source>
        <translation>%1 distribui</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Pontos: %1</translation>
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
        <translation>vazia</translation>
    </message>
    <message>
        <source>%1, with the starter %2</source>
        <translation>%1, com a carta inicial %2</translation>
    </message>
    <message>
        <source>1 face-down card</source>
        <translation>1 carta virada para baixo</translation>
    </message>
    <message>
        <source>%1 face-down cards</source>
        <translation>%1 cartas viradas para baixo</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>A mesa</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>A sua mão</translation>
    </message>
    <message>
        <source>Computer&apos;s hand</source>
        <translation>Mão do computador</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>Mão de %1</translation>
    </message>
    <message>
        <source>You cut %1; the computer cut %2</source>
        <translation>Cortou %1; o computador cortou %2</translation>
    </message>
    <message>
        <source>%1 cut %2; %3 cut %4</source>
        <translation>%1 cortou %2; %3 cortou %4</translation>
    </message>
    <message>
        <source>Face-down card</source>
        <translation>Carta virada para baixo</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>na sua mão</translation>
    </message>
    <message>
        <source>played</source>
        <translation>jogada</translation>
    </message>
    <message>
        <source>the starter</source>
        <translation>a carta inicial</translation>
    </message>
    <message>
        <source>counted in the show</source>
        <translation>na contagem</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>em: %1</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>selecionada</translation>
    </message>
    <message>
        <source>hint</source>
        <translation>sugestão</translation>
    </message>
    <message>
        <source>cannot be played</source>
        <translation>não pode ser jogada</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>pontua</translation>
    </message>
    <message>
        <source>unavailable</source>
        <translation>indisponível</translation>
    </message>
    <message>
        <source>button</source>
        <translation>botão</translation>
    </message>
    <message>
        <source>Deck: cut after card %1 of %2; Enter cuts</source>
        <translation>Baralho: cortar após a carta %1 de %2; Enter corta</translation>
    </message>
    <message>
        <source>Enter lays the two chosen cards here</source>
        <translation>Enter põe aqui as duas cartas escolhidas</translation>
    </message>
    <message>
        <source>Play area, count %1</source>
        <translation>Área de jogo, soma %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 — the only one</source>
        <translation>%1 — posição única</translation>
    </message>
    <message>
        <source>%1 — the first of %2</source>
        <translation>%1 — primeira posição de %2</translation>
    </message>
    <message>
        <source>%1 — the last of %2</source>
        <translation>%1 — última posição de %2</translation>
    </message>
    <message>
        <source>. </source>
        <translation>. </translation>
    </message>
    <message>
        <source>Cut the deck here</source>
        <translation>Cortar o baralho aqui</translation>
    </message>
    <message>
        <source>Saved match resumed</source>
        <translation>Partida guardada retomada</translation>
    </message>
    <message>
        <source>Saved game resumed</source>
        <translation>Jogo guardado retomado</translation>
    </message>
    <message>
        <source>%1 button</source>
        <translation>botão %1</translation>
    </message>
    <message>
        <source>You lay %1 and %2 in your crib</source>
        <translation>Põe %1 e %2 na sua reserva</translation>
    </message>
    <message>
        <source>You lay %1 and %2 in the computer&apos;s crib</source>
        <translation>Põe %1 e %2 na reserva do computador</translation>
    </message>
</context>
<context>
    <name>Achievements</name>
    <message>
        <source>Twenty-nine</source>
        <translation>Vinte e nove</translation>
    </message>
    <message>
        <source>Count 29, the highest hand there is, in your hand or crib.</source>
        <translation>Obtenha 29, a soma mais alta que existe, na sua mão ou reserva.</translation>
    </message>
    <message>
        <source>Twenty-eight</source>
        <translation>Vinte e oito</translation>
    </message>
    <message>
        <source>Count exactly 28 in your hand or crib.</source>
        <translation>Obtenha uma soma de exatamente 28 na sua mão ou reserva.</translation>
    </message>
    <message>
        <source>Twenty-four</source>
        <translation>Vinte e quatro</translation>
    </message>
    <message>
        <source>Count exactly 24 in your hand or crib.</source>
        <translation>Obtenha uma soma de exatamente 24 na sua mão ou reserva.</translation>
    </message>
    <message>
        <source>Big hand</source>
        <translation>Grande mão</translation>
    </message>
    <message>
        <source>Count 20 or more in your hand.</source>
        <translation>Obtenha uma soma de 20 ou mais na sua mão.</translation>
    </message>
    <message>
        <source>Rich crib</source>
        <translation>Reserva rica</translation>
    </message>
    <message>
        <source>Count 20 or more in your crib.</source>
        <translation>Obtenha uma soma de 20 ou mais na sua reserva.</translation>
    </message>
    <message>
        <source>Nineteen</source>
        <translation>Dezanove</translation>
    </message>
    <message>
        <source>Count nothing at all in your hand (no hand can count 19).</source>
        <translation>Não faça nenhum ponto na sua mão (nenhuma mão pode somar 19).</translation>
    </message>
    <message>
        <source>Double double run</source>
        <translation>Sequência dupla dupla</translation>
    </message>
    <message>
        <source>Count a run of three with two pairs in it (16 points).</source>
        <translation>Conte uma sequência de três com dois pares (soma 16 pontos).</translation>
    </message>
    <message>
        <source>Triple run</source>
        <translation>Sequência tripla</translation>
    </message>
    <message>
        <source>Count a run of three with a pair royal in it (15 points).</source>
        <translation>Conte uma sequência de três com três iguais (soma 15 pontos).</translation>
    </message>
    <message>
        <source>Double run of four</source>
        <translation>Sequência dupla de quatro</translation>
    </message>
    <message>
        <source>Count a run of four with a pair in it (10 points).</source>
        <translation>Conte uma sequência de quatro com um par (soma 10 pontos).</translation>
    </message>
    <message>
        <source>Run of five</source>
        <translation>Sequência de cinco</translation>
    </message>
    <message>
        <source>Count a run of five in the show.</source>
        <translation>Conte uma sequência de cinco na contagem (soma 5 pontos).</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Póquer</translation>
    </message>
    <message>
        <source>Count a double pair royal, four cards of one rank, in the show.</source>
        <translation>Conte quatro iguais, quatro cartas do mesmo valor, na contagem (soma 12 pontos).</translation>
    </message>
    <message>
        <source>Flush of five</source>
        <translation>Cinco do mesmo naipe</translation>
    </message>
    <message>
        <source>Count a flush of five: your four cards and the starter of one suit.</source>
        <translation>Conte cinco do mesmo naipe: as suas quatro cartas e a carta inicial de um só naipe (soma 5 pontos).</translation>
    </message>
    <message>
        <source>One for his nob</source>
        <translation>Um pelo valete do naipe</translation>
    </message>
    <message>
        <source>Hold the Jack of the starter&apos;s suit in the show.</source>
        <translation>Tenha na contagem o Valete do naipe da carta inicial.</translation>
    </message>
    <message>
        <source>Two for his heels</source>
        <translation>Dois pelo valete inicial</translation>
    </message>
    <message>
        <source>Turn a Jack as the starter while you deal.</source>
        <translation>Vire um Valete como carta inicial quando for o distribuidor.</translation>
    </message>
    <message>
        <source>Pair royal</source>
        <translation>Três iguais</translation>
    </message>
    <message>
        <source>Play the third card of a rank in a row in the play (6 points).</source>
        <translation>Jogue a terceira carta seguida do mesmo valor durante o jogo (6 pontos).</translation>
    </message>
    <message>
        <source>Double pair royal</source>
        <translation>Quatro iguais</translation>
    </message>
    <message>
        <source>Play the fourth card of a rank in a row in the play (12 points).</source>
        <translation>Jogue a quarta carta seguida do mesmo valor durante o jogo (12 pontos).</translation>
    </message>
    <message>
        <source>Royal thirty-one</source>
        <translation>Trinta e um real</translation>
    </message>
    <message>
        <source>Make 31 with a pair royal in the play.</source>
        <translation>Faça 31 com três iguais durante o jogo.</translation>
    </message>
    <message>
        <source>Thirty-one, no go</source>
        <translation>Trinta e um sem Passo</translation>
    </message>
    <message>
        <source>Make 31 in the play before anyone says go.</source>
        <translation>Faça 31 durante o jogo antes que alguém diga Passo.</translation>
    </message>
    <message>
        <source>Long run in the play</source>
        <translation>Sequência longa no jogo</translation>
    </message>
    <message>
        <source>Complete a run of five or more in the play.</source>
        <translation>Complete uma sequência de cinco ou mais cartas durante o jogo.</translation>
    </message>
    <message>
        <source>Pegging machine</source>
        <translation>Máquina de pontos</translation>
    </message>
    <message>
        <source>Peg 10 points or more in the play of one hand.</source>
        <translation>Marque 10 pontos ou mais no jogo de uma só mão.</translation>
    </message>
    <message>
        <source>First win</source>
        <translation>Primeira vitória</translation>
    </message>
    <message>
        <source>Win a game against the computer.</source>
        <translation>Ganhe um jogo contra o computador.</translation>
    </message>
    <message>
        <source>Comeback</source>
        <translation>Reviravolta</translation>
    </message>
    <message>
        <source>Win a game after trailing by 30 points or more.</source>
        <translation>Ganhe um jogo depois de estar 30 pontos ou mais atrás.</translation>
    </message>
    <message>
        <source>Pegged out</source>
        <translation>Vitória a jogar</translation>
    </message>
    <message>
        <source>Win a game with a point made in the play.</source>
        <translation>Ganhe um jogo com um ponto marcado durante as jogadas.</translation>
    </message>
    <message>
        <source>Counted out</source>
        <translation>Vitória a contar</translation>
    </message>
    <message>
        <source>Win a game as the pone by counting your hand first.</source>
        <translation>Ganhe um jogo como o outro jogador, ao contar primeiro a sua mão.</translation>
    </message>
    <message>
        <source>By a peg</source>
        <translation>Por um ponto</translation>
    </message>
    <message>
        <source>Win a game with the computer on 120.</source>
        <translation>Ganhe um jogo com o computador nos 120.</translation>
    </message>
    <message>
        <source>Skunk</source>
        <translation>Capote</translation>
    </message>
    <message>
        <source>Win a game with the computer below 91.</source>
        <translation>Ganhe um jogo com o computador abaixo de 91.</translation>
    </message>
    <message>
        <source>Double skunk</source>
        <translation>Capote duplo</translation>
    </message>
    <message>
        <source>Win a game with the computer below 61.</source>
        <translation>Ganhe um jogo com o computador abaixo de 61.</translation>
    </message>
    <message>
        <source>Easy beaten</source>
        <translation>Fácil derrotado</translation>
    </message>
    <message>
        <source>Win a game against the Easy computer.</source>
        <translation>Ganhe um jogo contra o computador no nível Fácil.</translation>
    </message>
    <message>
        <source>Medium beaten</source>
        <translation>Médio derrotado</translation>
    </message>
    <message>
        <source>Win a game against the Medium computer.</source>
        <translation>Ganhe um jogo contra o computador no nível Médio.</translation>
    </message>
    <message>
        <source>Hard beaten</source>
        <translation>Difícil derrotado</translation>
    </message>
    <message>
        <source>Win a game against the Hard computer.</source>
        <translation>Ganhe um jogo contra o computador no nível Difícil.</translation>
    </message>
    <message>
        <source>Expert beaten</source>
        <translation>Perito derrotado</translation>
    </message>
    <message>
        <source>Win a game against the Expert computer.</source>
        <translation>Ganhe um jogo contra o computador no nível Perito.</translation>
    </message>
    <message>
        <source>Hat trick</source>
        <translation>Três de seguida</translation>
    </message>
    <message>
        <source>Win three games in a row against the computer.</source>
        <translation>Ganhe três jogos seguidos contra o computador.</translation>
    </message>
    <message>
        <source>Ten in a row</source>
        <translation>Dez de seguida</translation>
    </message>
    <message>
        <source>Win ten games in a row against the computer.</source>
        <translation>Ganhe dez jogos seguidos contra o computador.</translation>
    </message>
    <message>
        <source>Regular</source>
        <translation>Assíduo</translation>
    </message>
    <message>
        <source>Play 10 games against the computer to the end.</source>
        <translation>Jogue até ao fim 10 jogos contra o computador.</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veterano</translation>
    </message>
    <message>
        <source>Play 100 games against the computer to the end.</source>
        <translation>Jogue até ao fim 100 jogos contra o computador.</translation>
    </message>
    <message>
        <source>Fifty wins</source>
        <translation>Cinquenta vitórias</translation>
    </message>
    <message>
        <source>Win 50 games against the computer.</source>
        <translation>Ganhe 50 jogos contra o computador.</translation>
    </message>
    <message>
        <source>Match winner</source>
        <translation>Vencedor da partida</translation>
    </message>
    <message>
        <source>Win a match of several games against the computer.</source>
        <translation>Ganhe uma partida de vários jogos contra o computador.</translation>
    </message>
    <message>
        <source>Clean sweep</source>
        <translation>Pleno</translation>
    </message>
    <message>
        <source>Win a match of several games without losing a game.</source>
        <translation>Ganhe uma partida de vários jogos sem perder nenhum jogo.</translation>
    </message>
    <message>
        <source>Best of seven</source>
        <translation>À melhor de sete</translation>
    </message>
    <message>
        <source>Win a best-of-seven match (first to four games).</source>
        <translation>Ganhe uma partida à melhor de sete (primeiro a quatro jogos).</translation>
    </message>
    <message>
        <source>Achievement: %1</source>
        <translation>Conquista: %1</translation>
    </message>
    <message>
        <source>Achievements: %1</source>
        <translation>Conquistas: %1</translation>
    </message>
    <message>
        <source>Fair play: a deal earns achievements only the first time it is played (not again after Undo or Restart); a game&apos;s result only as the statistics count it, and never for a game begun again with Restart.</source>
        <translation>Jogo limpo: uma mão só dá conquistas da primeira vez que é jogada (não outra vez depois de Desfazer ou Reiniciar); o resultado de um jogo só conta tal como entra na soma das estatísticas, e nunca o de um jogo recomeçado com Reiniciar.</translation>
    </message>
    <message>
        <source>Achievement</source>
        <translation>Conquista</translation>
    </message>
    <message>
        <source>How to earn it</source>
        <translation>Como a obter</translation>
    </message>
    <message>
        <source>Earned on %1</source>
        <translation>Obtida em %1</translation>
    </message>
    <message>
        <source>%1: earned on %2. %3</source>
        <translation>%1: obtida em %2. %3</translation>
    </message>
    <message>
        <source>%1: not earned yet. %2</source>
        <translation>%1: ainda não obtida. %2</translation>
    </message>
    <message>
        <source>%1 Earned on %2.</source>
        <translation>%1 Obtida em %2.</translation>
    </message>
    <message>
        <source>%1 of %2 achievements earned</source>
        <translation>%1 de %2 conquistas obtidas</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Conquistas</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>You</source>
        <translation>Eu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Distribuidor</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Jogo seguinte</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Show my hand</source>
        <translation>Ver a minha mão</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: Go</source>
        <translation>%1: Passo</translation>
    </message>
    <message>
        <source>A tie: shuffle and cut again</source>
        <translation>Empate: baralhar e cortar novamente</translation>
    </message>
    <message>
        <source>You cut the lower card and deal first</source>
        <translation>Cortou a carta mais baixa: distribui primeiro</translation>
    </message>
    <message>
        <source>The computer cut the lower card and deals first</source>
        <translation>O computador cortou a carta mais baixa e distribui primeiro</translation>
    </message>
    <message>
        <source>%1 cut the lower card and deals first</source>
        <translation>%1 cortou a carta mais baixa e distribui primeiro</translation>
    </message>
    <message>
        <source>Starter: %1</source>
        <translation>Carta inicial: %1</translation>
    </message>
    <message>
        <source>Your crib: %2</source>
        <translation>A sua reserva: %2</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Carta inicial</translation>
    </message>
    <message>
        <source>Your hand: %2</source>
        <translation>A sua mão: %2</translation>
    </message>
    <message>
        <source>Computer&apos;s crib: %2</source>
        <translation>Reserva do computador: %2</translation>
    </message>
    <message>
        <source>Computer&apos;s hand: %2</source>
        <translation>Mão do computador: %2</translation>
    </message>
    <message>
        <source>%1&apos;s crib: %2</source>
        <translation>Reserva de %1: %2</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>Mão de %1: %2</translation>
    </message>
    <message>
        <source>Count: %1</source>
        <translation>Soma: %1</translation>
    </message>
    <message>
        <source>Cut for the first deal: point into the deck, or use ← → and Enter. Lower card deals.</source>
        <translation>Corte para a primeira distribuição: escolha um ponto do baralho ou use ← → e Enter. A carta mais baixa distribui.</translation>
    </message>
    <message>
        <source>Cut the deck for the starter: point into the deck, or use ← → and Enter</source>
        <translation>Corte o baralho para a carta inicial: escolha um ponto do baralho ou use ← → e Enter</translation>
    </message>
    <message>
        <source>%1, cut for the first deal: point into the deck, or use ← → and Enter. Lower card deals.</source>
        <translation>%1, corte para a primeira distribuição: escolha um ponto do baralho ou use ← → e Enter. A carta mais baixa distribui.</translation>
    </message>
    <message>
        <source>%1, cut the deck for the starter: point into the deck, or use ← → and Enter</source>
        <translation>%1, corte o baralho para a carta inicial: escolha um ponto do baralho ou use ← → e Enter</translation>
    </message>
    <message>
        <source>%1, choose two cards for your crib</source>
        <translation>%1, escolha duas cartas para a sua reserva</translation>
    </message>
    <message>
        <source>%1, choose two cards for %2&apos;s crib</source>
        <translation>%1, escolha duas cartas para a reserva de %2</translation>
    </message>
    <message>
        <source>%1, your turn: play a card</source>
        <translation>%1, é a sua vez: jogue uma carta</translation>
    </message>
    <message>
        <source>%1, every card would go past 31</source>
        <translation>%1, qualquer carta faria a soma passar de 31</translation>
    </message>
    <message>
        <source>Match review</source>
        <translation>Revisão da partida</translation>
    </message>
    <message>
        <source>Two cards are already chosen; choose one of them again to put it back</source>
        <translation>Já escolheu duas cartas; escolha uma delas de novo para a devolver</translation>
    </message>
    <message>
        <source>Your hand is already face up</source>
        <translation>A sua mão já está virada para cima</translation>
    </message>
    <message>
        <source>There is no hand to show now</source>
        <translation>Não há mão para mostrar agora</translation>
    </message>
    <message>
        <source>Level: %1</source>
        <extracomment>Under the computer&apos;s name on the table; %1 is the level as the New game dialog names it</extracomment>
        <translation>Nível: %1</translation>
    </message>
    <message>
        <source>Your crib</source>
        <translation>A sua reserva</translation>
    </message>
    <message>
        <source>Computer&apos;s crib</source>
        <translation>Reserva do computador</translation>
    </message>
    <message>
        <source>%1&apos;s crib</source>
        <translation>Reserva de %1</translation>
    </message>
    <message>
        <source>Nineteen: nothing</source>
        <translation>Dezanove: nada</translation>
    </message>
    <message>
        <source>%1: press “Show my hand” when only you can see the screen.</source>
        <translation>%1: prima “Ver a minha mão” quando mais ninguém puder ver o ecrã.</translation>
    </message>
    <message>
        <source>Pass the device to %1</source>
        <translation>Passe o aparelho a %1</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 está a jogar…</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Choose two cards for your crib</source>
        <translation>Escolha duas cartas para a sua reserva</translation>
    </message>
    <message>
        <source>Choose two cards for the computer&apos;s crib</source>
        <translation>Escolha duas cartas para a reserva do computador</translation>
    </message>
    <message>
        <source>Choose two cards for %1&apos;s crib</source>
        <translation>Escolha duas cartas para a reserva de %1</translation>
    </message>
    <message>
        <source>To crib</source>
        <translation>Para a reserva</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Every card would go past 31</source>
        <translation>Qualquer carta faria a soma passar de 31</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>A sua vez: jogue uma carta</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Venceu!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>O computador venceu</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 venceu!</translation>
    </message>
    <message>
        <source>Final score %1 to %2</source>
        <translation>Resultado final: %1 a %2</translation>
    </message>
    <message>
        <source>Double skunk!</source>
        <translation>Capote duplo!</translation>
    </message>
    <message>
        <source>Skunk!</source>
        <translation>Capote!</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Revisão do jogo</translation>
    </message>
    <message>
        <source>Choose two cards for the crib first: Space chooses the card in the ring</source>
        <translation>Escolha primeiro duas cartas para a reserva: Espaço escolhe a carta com contorno tracejado</translation>
    </message>
    <message>
        <source>Choose two cards for the crib first</source>
        <translation>Escolha primeiro duas cartas para a reserva</translation>
    </message>
    <message>
        <source>%1 would take the count past 31</source>
        <translation>%1 faria a soma passar de 31</translation>
    </message>
    <message>
        <source>Hint: lay away %1 and %2</source>
        <translation>Sugestão: descarte %1 e %2</translation>
    </message>
    <message>
        <source>Hint: play %1</source>
        <translation>Sugestão: jogue %1</translation>
    </message>
    <message>
        <source>Hint: say Go</source>
        <translation>Sugestão: diga Passo</translation>
    </message>
    <message>
        <source>Hint: cut anywhere; every depth is equally good</source>
        <translation>Sugestão: corte em qualquer ponto; todas as profundidades servem</translation>
    </message>
    <message>
        <source>Hint: continue</source>
        <translation>Sugestão: continue</translation>
    </message>
</context>
<context>
    <name>BoardRoom</name>
    <message>
        <source>Only one pane fits: %1 closed. %2 brings it back in place of the %3.</source>
        <extracomment>%1 is the pane closed (Score log or Coach), %2 its shortcut (Ctrl+L), %3 the pane floating in its place, which the key closes as it opens %1 there; only one of the two fits on the screen</extracomment>
        <translation>Só cabe um painel: %1 fechado. %2 volta a abri-lo no lugar do %3.</translation>
    </message>
    <message>
        <source>Only one pane fits: %1 closed. The View menu brings it back in place of the %2.</source>
        <extracomment>%1 is the pane closed (Score log or Coach), %2 the pane floating in its place</extracomment>
        <translation>Só cabe um painel: %1 fechado. O menu Ver volta a abri-lo no lugar do %2.</translation>
    </message>
    <message>
        <source>%1 closed: no room beside the table. %2 opens it in a window of its own.</source>
        <extracomment>%1 is a pane&apos;s title (Score log or Coach), %2 its shortcut (Ctrl+L)</extracomment>
        <translation>%1 fechado: não há espaço ao lado da mesa. %2 abre-o numa janela própria.</translation>
    </message>
    <message>
        <source>%1 closed: no room beside the table. The View menu opens it in a window of its own.</source>
        <translation>%1 fechado: não há espaço ao lado da mesa. O menu Ver abre-o numa janela própria.</translation>
    </message>
    <message>
        <source>Only one pane fits: %1 and %2 closed. %3 or %4 opens one.</source>
        <extracomment>%1, %2 are the panes&apos; titles (Score log, Coach), %3, %4 their keys (Ctrl+L, Ctrl+K); only one of the two fits on the screen at a time</extracomment>
        <translation>Só cabe um painel: %1 e %2 fechados. %3 ou %4 abre um deles.</translation>
    </message>
    <message>
        <source>Only one pane fits: %1 and %2 closed. The View menu opens one.</source>
        <extracomment>%1 and %2 are the panes&apos; titles (Score log, Coach), one of which fits</extracomment>
        <translation>Só cabe um painel: %1 e %2 fechados. O menu Ver abre um deles.</translation>
    </message>
    <message>
        <source>%1 and %2 closed: no room. %3 and %4 open them.</source>
        <extracomment>%1, %2 are the panes&apos; titles (Score log, Coach), %3, %4 their keys (Ctrl+L, Ctrl+K)</extracomment>
        <translation>%1 e %2 fechados: sem espaço. %3 e %4 abrem-nos.</translation>
    </message>
    <message>
        <source>%1 and %2 closed: no room. The View menu opens them.</source>
        <extracomment>%1 and %2 are the panes&apos; titles (Score log, Coach)</extracomment>
        <translation>%1 e %2 fechados: sem espaço. O menu Ver abre-os.</translation>
    </message>
</context>
<context>
    <name>CardListModel</name>
    <message>
        <source>Face-down card</source>
        <translation>Carta virada para baixo</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Ace</source>
        <translation>Ás</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dois</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Três</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Quatro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinco</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Seis</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sete</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Oito</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Nove</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dez</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valete</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rei</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Paus</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Ouros</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Copas</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Espadas</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
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
        <translation>Jogada em %1</translation>
    </message>
    <message>
        <source>Forced</source>
        <comment>verdict: only one card could be laid</comment>
        <translation>Forçada</translation>
    </message>
    <message>
        <source>Best</source>
        <comment>verdict: the expert&apos;s choice</comment>
        <translation>Melhor</translation>
    </message>
    <message>
        <source>Costly</source>
        <comment>verdict: lost half a point or more</comment>
        <translation>Custosa</translation>
    </message>
    <message>
        <source>Good</source>
        <comment>verdict: nearly as good as the expert&apos;s</comment>
        <translation>Boa</translation>
    </message>
</context>
<context>
    <name>CoachReview</name>
    <message>
        <source>Coach</source>
        <translation>Treinador</translation>
    </message>
    <message>
        <source>&amp;Match review…</source>
        <translation>Revisã&amp;o da partida…</translation>
    </message>
    <message>
        <source>Every decision of the match with what it cost</source>
        <translation>Cada decisão da partida com o que custou</translation>
    </message>
    <message>
        <source>Every decision of the game with what it cost</source>
        <translation>Cada decisão do jogo com o que custou</translation>
    </message>
    <message>
        <source>&amp;Coach</source>
        <translation>&amp;Treinador</translation>
    </message>
    <message>
        <source>The last hand&apos;s plays and discard against the expert&apos;s</source>
        <translation>As jogadas e o descarte da última mão contra os do perito</translation>
    </message>
    <message>
        <source>Game re&amp;view…</source>
        <translation>Revisã&amp;o do jogo…</translation>
    </message>
    <message>
        <source>%1: %2 decisions, %3 costly</source>
        <translation>%1: %2 decisões, %3 com perda de pontos</translation>
    </message>
    <message>
        <source>Game %1, hand %2 reviewed: %3 decisions, %4 costly.</source>
        <translation>Jogo %1, mão %2 analisada: %3 decisões, %4 com perda de pontos.</translation>
    </message>
    <message>
        <source>Game %1, hand %2 reviewed. %3; %4.</source>
        <translation>Jogo %1, mão %2 analisada. %3; %4.</translation>
    </message>
    <message>
        <source>Hand %1 reviewed: %2 decisions, %3 costly.</source>
        <translation>Mão %1 analisada: %2 decisões, %3 com perda de pontos.</translation>
    </message>
    <message>
        <source>Hand %1 reviewed. %2; %3.</source>
        <translation>Mão %1 analisada. %2; %3.</translation>
    </message>
    <message>
        <source>%1 shows the Coach.</source>
        <translation>%1 mostra o Treinador.</translation>
    </message>
    <message>
        <source>The match review is ready: Game ▸ Match review…</source>
        <translation>A revisão da partida está pronta: Jogo ▸ Revisão da partida…</translation>
    </message>
    <message>
        <source>The game review is ready: Game ▸ Game review…</source>
        <translation>A revisão do jogo está pronta: Jogo ▸ Revisão do jogo…</translation>
    </message>
    <message>
        <source>%1: %2 points lost per decision on average; %3% of %4 decisions as the expert&apos;s.</source>
        <translation>%1: %2 pontos perdidos por decisão em média; %3% de %4 decisões iguais às do perito.</translation>
    </message>
    <message>
        <source>No hand has been reviewed yet: each hand is reviewed once its play is over.</source>
        <translation>Ainda nenhuma mão foi revista: cada mão é revista quando termina o seu jogo.</translation>
    </message>
    <message>
        <source>Forced plays (only one card could be laid), not counted as decisions: %1.</source>
        <translation>Jogadas forçadas (só uma carta podia ser jogada), não contadas como decisões: %1.</translation>
    </message>
    <message>
        <source>Each hand&apos;s review shows here once its play is over.</source>
        <translation>A revisão de cada mão aparece aqui quando o seu jogo termina.</translation>
    </message>
    <message>
        <source>Game %1, hand %2: %3 decisions, %4 costly (a loss of half a point or more).</source>
        <translation>Jogo %1, mão %2: %3 decisões, %4 com perda de pontos (meio ponto ou mais).</translation>
    </message>
    <message>
        <source>Hand %1: %2 decisions, %3 costly (a loss of half a point or more).</source>
        <translation>Mão %1: %2 decisões, %3 com perda de pontos (meio ponto ou mais).</translation>
    </message>
    <message>
        <source>Hand review</source>
        <translation>Revisão da mão</translation>
    </message>
    <message>
        <source>Game review</source>
        <translation>Revisão do jogo</translation>
    </message>
    <message>
        <source>Decisions of the game</source>
        <translation>Decisões do jogo</translation>
    </message>
    <message>
        <source>Each decision: game, hand in the game, player, decision, the card or cards chosen, the expert&apos;s, the cost in points and a verdict</source>
        <translation>Cada decisão: jogo, mão dentro do jogo, jogador, decisão, a carta ou as cartas escolhidas, as do perito, o custo em pontos e um veredicto</translation>
    </message>
    <message>
        <source>Match review</source>
        <translation>Revisão da partida</translation>
    </message>
    <message>
        <source>Decisions of the match</source>
        <translation>Decisões da partida</translation>
    </message>
    <message>
        <source>Each decision: hand, player, decision, the card or cards chosen, the expert&apos;s, the cost in points and a verdict</source>
        <translation>Cada decisão: mão, jogador, decisão, a carta ou as cartas escolhidas, as do perito, o custo em pontos e um veredicto</translation>
    </message>
    <message>
        <source>The decision selected</source>
        <translation>A decisão selecionada</translation>
    </message>
    <message>
        <source>&amp;Previous</source>
        <translation>&amp;Anterior</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Seguinte</translation>
    </message>
    <message>
        <source>Game %1, hand %2: %3 threw %4 to the crib.</source>
        <translation>Jogo %1, mão %2: %3 descartou %4 para a reserva.</translation>
    </message>
    <message>
        <source>Game %1, hand %2: %3 laid %4 at a count of %5.</source>
        <translation>Jogo %1, mão %2: %3 jogou %4 com a soma em %5.</translation>
    </message>
    <message>
        <source>Hand %1: %2 threw %3 to the crib.</source>
        <translation>Mão %1: %2 descartou %3 para a reserva.</translation>
    </message>
    <message>
        <source>Hand %1: %2 laid %3 at a count of %4.</source>
        <translation>Mão %1: %2 jogou %3 com a soma em %4.</translation>
    </message>
    <message>
        <source>The review is being worked out.</source>
        <translation>A revisão está a ser calculada.</translation>
    </message>
    <message>
        <source>Every card that fitted had the same rank: there was no choice.</source>
        <translation>Todas as cartas que cabiam tinham o mesmo valor: não havia escolha.</translation>
    </message>
    <message>
        <source>The expert threw %1. Net: %2 points for this throw, %3 for the expert&apos;s.</source>
        <translation>O perito descartou %1. Saldo: %2 pontos para este descarte, %3 para o do perito.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The expert laid %1. Points expected to the end of the play, yours less the other&apos;s, by rank: %2.</source>
        <translation>O perito jogou %1. Pontos esperados até ao fim do jogo, os seus menos os do outro, por valor: %2.</translation>
    </message>
    <message>
        <source>Cost: %1 points.</source>
        <translation>Custo: %1 pontos.</translation>
    </message>
    <message>
        <source>Near the end the expert plays for the win: this card gave up %1% of the chance to win.</source>
        <translation>Perto do fim, o perito joga para ganhar: esta carta custou %1% das hipóteses de ganhar.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisão</translation>
    </message>
    <message>
        <source>Chosen</source>
        <translation>Escolhida</translation>
    </message>
    <message>
        <source>Expert&apos;s</source>
        <translation>Do perito</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Custo</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Veredicto</translation>
    </message>
    <message>
        <source>Points the choice gave up against the expert&apos;s</source>
        <translation>Pontos que a escolha perdeu contra a do perito</translation>
    </message>
    <message>
        <source>The hand&apos;s number in its game</source>
        <translation>O número da mão dentro do respetivo jogo</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Play at %1</source>
        <translation>Jogada com soma %1</translation>
    </message>
    <message>
        <source>%1; %2% of the win</source>
        <translation>%1; %2% da vitória</translation>
    </message>
    <message>
        <source>Working out…</source>
        <translation>A calcular…</translation>
    </message>
    <message>
        <source>No choice</source>
        <translation>Sem escolha</translation>
    </message>
    <message>
        <source>The expert&apos;s choice</source>
        <translation>A escolha do perito</translation>
    </message>
    <message>
        <source>Costly</source>
        <translation>Custou pontos</translation>
    </message>
    <message>
        <source>Nearly as good</source>
        <translation>Quase tão boa</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>How to play</source>
        <extracomment>The lines&apos; width asked for, in average characters of the browser&apos;s font: a long line a reader still follows (the dialog was 640 pixels wide, 90 characters).</extracomment>
        <translation>Como jogar</translation>
    </message>
    <message>
        <source>About Cribbage</source>
        <translation>Sobre o Cribbage</translation>
    </message>
    <message>
        <source>Two-player cribbage to 121.</source>
        <translation>Cribbage para dois jogadores até 121.</translation>
    </message>
    <message>
        <source>Free software under the MIT licence.</source>
        <translation>Software livre sob a licença MIT.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Move among the cards, the buttons or the cut point</source>
        <translation>Mover entre as cartas, os botões ou o ponto de corte</translation>
    </message>
    <message>
        <source>Move to the place above or below</source>
        <translation>Ir para o lugar acima ou abaixo</translation>
    </message>
    <message>
        <source>Go round the places on the table</source>
        <translation>Percorrer os lugares da mesa</translation>
    </message>
    <message>
        <source>Choose a card for the crib or put it back; play a card; press a button; cut the deck</source>
        <translation>Escolher uma carta para a reserva ou devolvê-la; jogar uma carta; premir um botão; cortar o baralho</translation>
    </message>
    <message>
        <source>During the discard, lay the two chosen cards away to the crib (with fewer chosen it says so); elsewhere as Space</source>
        <translation>No descarte, põe as duas cartas escolhidas na reserva (com menos escolhidas, avisa); fora dele, como Espaço</translation>
    </message>
    <message>
        <source>1 to 6</source>
        <translation>1 a 6</translation>
    </message>
    <message>
        <source>Choose or play the first to sixth card of your hand</source>
        <translation>Escolher ou jogar da primeira à sexta carta da sua mão</translation>
    </message>
    <message>
        <source>Move the cut point five cards</source>
        <translation>Mover o ponto de corte cinco cartas</translation>
    </message>
    <message>
        <source>Put the chosen cards back</source>
        <translation>Devolver as cartas escolhidas</translation>
    </message>
    <message>
        <source>Keys</source>
        <extracomment>The widest &quot;What it does&quot; column asked for, in average characters of the table&apos;s font: a long line a reader still follows (the dialog was 640 pixels wide).</extracomment>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>O que faz</translation>
    </message>
</context>
<context>
    <name>DiscardTable</name>
    <message>
        <source>The table could not be worked out: %1</source>
        <translation>Não foi possível calcular a tabela: %1</translation>
    </message>
    <message>
        <source>Working out the table…</source>
        <translation>A calcular a tabela…</translation>
    </message>
    <message>
        <source>The table is for the six cards you are dealt: open it while you choose your discard.</source>
        <translation>A tabela é para as seis cartas que recebe: abra-a enquanto escolhe o seu descarte.</translation>
    </message>
    <message>
        <source>Every way to keep four of your six cards.</source>
        <translation>Todas as formas de guardar quatro das suas seis cartas.</translation>
    </message>
    <message>
        <source>You deal: the crib is yours, its points are added. Best first; net is hand, crib and pegging together, in average points.</source>
        <translation>Distribui: a reserva é sua, os pontos dela somam. A melhor primeiro; saldo é mão, reserva e jogo juntos, em pontos médios.</translation>
    </message>
    <message>
        <source>The other player deals: the crib&apos;s points count against you. Best first; net is hand, crib and pegging together, in average points.</source>
        <translation>O outro jogador distribui: os pontos da reserva contam contra si. A melhor primeiro; saldo é mão, reserva e jogo juntos, em pontos médios.</translation>
    </message>
    <message>
        <source>Discard table</source>
        <translation>Tabela de descarte</translation>
    </message>
    <message>
        <source>The 15 ways to discard, best first: keep, throw, hand, crib, pegging, net, and whose choice it is</source>
        <translation>As 15 formas de descartar, a melhor primeiro: guarda, descarta, mão, reserva, jogo, saldo e de quem é a escolha</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Guarda</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Descarta</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <source>Pegging</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Saldo</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Escolha</translation>
    </message>
    <message>
        <source>The four cards kept for the show</source>
        <translation>As quatro cartas guardadas para a contagem</translation>
    </message>
    <message>
        <source>The two cards laid away to the crib</source>
        <translation>As duas cartas postas na reserva</translation>
    </message>
    <message>
        <source>Average points of the kept cards over the 46 starters you cannot see</source>
        <translation>Pontos médios das cartas guardadas sobre as 46 cartas iniciais que não vê</translation>
    </message>
    <message>
        <source>Average points of the crib: added when you deal, subtracted when the other player deals</source>
        <translation>Pontos médios da reserva: somados quando distribui, subtraídos quando o outro jogador distribui</translation>
    </message>
    <message>
        <source>Points the expert expects the kept cards to peg, against an average keep</source>
        <translation>Pontos que o perito espera das cartas guardadas no jogo, contra uma escolha média</translation>
    </message>
    <message>
        <source>Hand, crib and pegging together</source>
        <translation>Mão, reserva e jogo juntos</translation>
    </message>
    <message>
        <source>Your choice and the expert&apos;s</source>
        <translation>A sua escolha e a do perito</translation>
    </message>
    <message>
        <source>Yours and the expert&apos;s</source>
        <translation>Sua e do perito</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Sua</translation>
    </message>
    <message>
        <source>Expert&apos;s</source>
        <translation>Do perito</translation>
    </message>
</context>
<context>
    <name>GameEngine</name>
    <message>
        <source>The computer is thinking.</source>
        <translation>O computador está a pensar.</translation>
    </message>
    <message>
        <source>The computer could not make its move; Undo goes back.</source>
        <translation>O computador não conseguiu fazer a sua jogada; Desfazer volta ao ponto anterior.</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jogar %1</translation>
    </message>
    <message>
        <source>Discard two cards</source>
        <translation>Descartar duas cartas</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>Descartar %1</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Cortar</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Jogo seguinte</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
</context>
<context>
    <name>GameKeys</name>
    <message>
        <source>H</source>
        <comment>Hint</comment>
        <extracomment>The one-letter key of Hint (English H): a letter A-Z of this language&apos;s word for it, unlike the other one-letter keys (Hint, Discard table, Go, Continue, Show my hand, Read the position). A clash or anything else gives the English letter.</extracomment>
        <translation>S</translation>
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
        <translation>P</translation>
    </message>
    <message>
        <source>C</source>
        <comment>Continue</comment>
        <extracomment>The one-letter key of Continue (English C): a letter A-Z of this language&apos;s word for it, unlike the other one-letter keys (Hint, Discard table, Go, Continue, Show my hand, Read the position). A clash or anything else gives the English letter.</extracomment>
        <translation>C</translation>
    </message>
    <message>
        <source>S</source>
        <comment>Show my hand</comment>
        <extracomment>The one-letter key of Show my hand (English S): a letter A-Z of this language&apos;s words for it, unlike the other one-letter keys (Hint, Discard table, Go, Continue, Show my hand, Read the position). A clash or anything else gives the English letter.</extracomment>
        <translation>V</translation>
    </message>
    <message>
        <source>P</source>
        <comment>Read the position</comment>
        <extracomment>The one-letter key of Read the position (English P): a letter A-Z of this language&apos;s words for it, unlike the other one-letter keys (Hint, Discard table, Go, Continue, Show my hand, Read the position). A clash or anything else gives the English letter.</extracomment>
        <translation>L</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The statistics file is damaged and could not be moved aside, so no statistics will be saved.</source>
        <translation>O ficheiro de estatísticas está danificado e não foi possível pô-lo de parte, por isso não serão guardadas estatísticas.</translation>
    </message>
    <message>
        <source>The statistics file was damaged; it was kept as %1 and the statistics start afresh.</source>
        <translation>O ficheiro de estatísticas estava danificado; foi guardado como %1 e as estatísticas recomeçam do zero.</translation>
    </message>
    <message>
        <source>The statistics could not be saved.</source>
        <translation>Não foi possível guardar as estatísticas.</translation>
    </message>
    <message>
        <source>The match could not be saved.</source>
        <translation>Não foi possível guardar a partida.</translation>
    </message>
    <message>
        <source>The saved match could be read and holds no game in progress; this match is saved from now on.</source>
        <translation>A partida guardada pôde ser lida e não tem nenhum jogo em curso; esta partida passa a ser guardada.</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>The saved match cannot be read just now (another program may be using it), so it was left as it is, and no match will be saved until it can be read: close that program and choose Try Again, or start the game again later.</source>
        <translation>Não foi possível ler a partida guardada neste momento (outro programa pode estar a usar o ficheiro), por isso foi deixada como está, e nenhuma partida será guardada até poder ser lida: feche esse programa e escolha Tentar de novo, ou inicie o jogo mais tarde.</translation>
    </message>
    <message>
        <source>The saved match is damaged and could not be moved aside, so no match will be saved until the next start.</source>
        <translation>A partida guardada está danificada e não foi possível pô-la de parte, por isso nenhuma partida será guardada até ao próximo arranque.</translation>
    </message>
    <message>
        <source>The saved match could not be read, so a new match has started; the damaged file was kept as %1.</source>
        <translation>Não foi possível ler a partida guardada, por isso começou uma nova partida; o ficheiro danificado foi guardado como %1.</translation>
    </message>
    <message>
        <source>The statistics file cannot be read just now (another program may be using it), so it was left as it is and no statistics will be saved until the next start.</source>
        <translation>Não foi possível ler o ficheiro de estatísticas neste momento (outro programa pode estar a usá-lo), por isso foi deixado como está e não serão guardadas estatísticas até ao próximo arranque.</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>Cribbage table</source>
        <translation>Mesa de cribbage</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Desfazer %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Refazer %1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barra de ferramentas</translation>
    </message>
    <message>
        <source>Score log</source>
        <translation>Histórico de pontos</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Play this game again from its start: the same cards</source>
        <translation>Jogar este jogo de novo desde o início: as mesmas cartas</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Desfazer a sua última jogada</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Replay the move you took back</source>
        <translation>Refazer a jogada desfeita</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Sugestão</translation>
    </message>
    <message>
        <source>Show what the computer would do</source>
        <translation>Mostrar o que o computador faria</translation>
    </message>
    <message>
        <source>&amp;Discard table…</source>
        <translation>Tabela de &amp;descarte…</translation>
    </message>
    <message>
        <source>What each way to discard is worth</source>
        <translation>Quanto vale cada forma de descartar</translation>
    </message>
    <message>
        <source>&amp;To crib</source>
        <translation>Para &amp;a reserva</translation>
    </message>
    <message>
        <source>Lay the two chosen cards away to the crib</source>
        <translation>Pôr as duas cartas escolhidas na reserva</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>&amp;Passo</translation>
    </message>
    <message>
        <source>Say go: no card fits under 31</source>
        <translation>Dizer Passo: nenhuma carta cabe sem passar de 31</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>Go on to the next count or the next hand</source>
        <translation>Passar à contagem seguinte ou à mão seguinte</translation>
    </message>
    <message>
        <source>&amp;Show my hand</source>
        <translation>&amp;Ver a minha mão</translation>
    </message>
    <message>
        <source>Turn your cards up once the device is yours</source>
        <translation>Virar as suas cartas para cima quando tiver o aparelho</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Baralho de quatro cores</translation>
    </message>
    <message>
        <source>Clubs green, diamonds blue, hearts red, spades black</source>
        <translation>Paus verdes, ouros azuis, copas vermelhas, espadas pretas</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Alto &amp;contraste</translation>
    </message>
    <message>
        <source>St&amp;atistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>Bold card borders and pure inks on a dark, plain table</source>
        <translation>Contornos grossos nas cartas e cores puras numa mesa escura e lisa</translation>
    </message>
    <message>
        <source>Choose and start a new game or match</source>
        <translation>Escolher e começar um novo jogo ou partida</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>&amp;Como jogar</translation>
    </message>
    <message>
        <source>The rules of cribbage</source>
        <translation>As regras do cribbage</translation>
    </message>
    <message>
        <source>&amp;About Cribbage</source>
        <translation>&amp;Sobre o Cribbage</translation>
    </message>
    <message>
        <source>About this game</source>
        <translation>Sobre este jogo</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <source>Close the game</source>
        <translation>Fechar o jogo</translation>
    </message>
    <message>
        <source>Score &amp;log</source>
        <translation>&amp;Histórico de pontos</translation>
    </message>
    <message>
        <source>Every score of this match</source>
        <translation>Todos os pontos desta partida</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animações</translation>
    </message>
    <message>
        <source>Move cards and pegs smoothly</source>
        <translation>Mover cartas e pinos suavemente</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>De&amp;finições…</translation>
    </message>
    <message>
        <source>Language, computer level, animations and the look of the cards</source>
        <translation>Idioma, nível do computador, animações e aspeto das cartas</translation>
    </message>
    <message>
        <source>Matches won, skunks and average points</source>
        <translation>Partidas vencidas, capotes e médias de pontos</translation>
    </message>
    <message>
        <source>Read the &amp;position</source>
        <translation>Ler a &amp;posição</translation>
    </message>
    <message>
        <source>Say the whole position to your screen reader: scores, cards, count and turn</source>
        <translation>Dizer a posição inteira ao leitor de ecrã: pontos, cartas, soma e vez</translation>
    </message>
    <message>
        <source>&amp;Next pane</source>
        <translation>Pai&amp;nel seguinte</translation>
    </message>
    <message>
        <source>Move the keyboard to the table, the score log or the toolbar</source>
        <translation>Levar o teclado para a mesa, o histórico de pontos ou a barra de ferramentas</translation>
    </message>
    <message>
        <source>P&amp;revious pane</source>
        <translation>Painel ante&amp;rior</translation>
    </message>
    <message>
        <source>Move the keyboard back to the toolbar, the score log or the table</source>
        <translation>Levar o teclado de volta para a barra de ferramentas, o histórico de pontos ou a mesa</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Teclas</translation>
    </message>
    <message>
        <source>Every key of the game</source>
        <translation>Todas as teclas do jogo</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jogador %1</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>Match: %1</source>
        <extracomment>Between a player&apos;s name and their games in the match score: the board&apos;s word wrap never puts the number alone at the start of a line (ms, fil: &quot;Ana Beatriz 1, Joaquim / 0 — sasaran 2&quot;); read and spoken as a space.</extracomment>
        <translation>Partida: %1</translation>
    </message>
    <message>
        <source>You %1, computer %2</source>
        <translation>Eu %1, computador %2</translation>
    </message>
    <message>
        <source>Computer %1, you %2</source>
        <translation>Computador %1, eu %2</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <source>%1 — first to %2</source>
        <translation>%1 — até %2</translation>
    </message>
    <message>
        <source>%1
Games: %2</source>
        <translation>%1
Jogos: %2</translation>
    </message>
    <message>
        <source>You win game %1</source>
        <translation>Venceu o jogo %1</translation>
    </message>
    <message>
        <source>The computer wins game %1</source>
        <translation>O computador venceu o jogo %1</translation>
    </message>
    <message>
        <source>%1 wins game %2</source>
        <translation>%1 venceu o jogo %2</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Venceu a partida!</translation>
    </message>
    <message>
        <source>The computer wins the match</source>
        <translation>O computador venceu a partida</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 venceu a partida!</translation>
    </message>
    <message>
        <source>Double skunk: three games</source>
        <translation>Capote duplo: três jogos</translation>
    </message>
    <message>
        <source>Skunk: two games</source>
        <translation>Capote: dois jogos</translation>
    </message>
    <message>
        <source>Double skunk: one game (skunks are off)</source>
        <translation>Capote duplo: um jogo (capotes desativados)</translation>
    </message>
    <message>
        <source>Skunk: one game (skunks are off)</source>
        <translation>Capote: um jogo (capotes desativados)</translation>
    </message>
    <message>
        <source>Game %1: you deal first</source>
        <translation>Jogo %1: cabe-lhe a si distribuir primeiro</translation>
    </message>
    <message>
        <source>Game %1: the computer deals first</source>
        <translation>Jogo %1: o computador distribui primeiro</translation>
    </message>
    <message>
        <source>Game %1: %2 deals first</source>
        <translation>Jogo %1: %2 distribui primeiro</translation>
    </message>
    <message>
        <source>Tied at %1–%2 in a match to %3</source>
        <translation>Empate a %1–%2 numa partida até aos %3 jogos</translation>
    </message>
    <message>
        <source>You lead %1–%2 in a match to %3</source>
        <translation>Vai à frente por %1–%2 numa partida até aos %3 jogos</translation>
    </message>
    <message>
        <source>The computer leads %1–%2 in a match to %3</source>
        <translation>O computador vai à frente por %1–%2 numa partida até aos %3 jogos</translation>
    </message>
    <message>
        <source>%1 leads %2–%3 in a match to %4</source>
        <translation>%1 vai à frente por %2–%3 numa partida até aos %4 jogos</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Perito</translation>
    </message>
    <message>
        <source>Keeps the cards that score now; plays the best card for this moment.</source>
        <translation>Guarda as cartas que pontuam já; joga a melhor carta para o momento.</translation>
    </message>
    <message>
        <source>Keeps the best hand; plays for points but avoids leaving you easy ones.</source>
        <translation>Guarda a melhor mão; joga para pontuar, mas evita deixar-lhe pontos fáceis.</translation>
    </message>
    <message>
        <source>Weighs the crib too; plays each card against your best reply.</source>
        <translation>Pesa também a reserva; joga cada carta contra a sua melhor resposta.</translation>
    </message>
    <message>
        <source>Weighs hand, crib, the play and the score; thinks the play through to its last card.</source>
        <translation>Pesa a mão, a reserva, o jogo e o marcador; pensa o jogo até à última carta.</translation>
    </message>
    <message>
        <source>A single game</source>
        <translation>Um só jogo</translation>
    </message>
    <message>
        <source>Match: first to 2 games (best of 3)</source>
        <translation>Partida: primeiro a 2 jogos (à melhor de 3)</translation>
    </message>
    <message>
        <source>Match: first to 3 games (best of 5)</source>
        <translation>Partida: primeiro a 3 jogos (à melhor de 5)</translation>
    </message>
    <message>
        <source>Match: first to 4 games (best of 7)</source>
        <translation>Partida: primeiro a 4 jogos (à melhor de 7)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contra o computador</translation>
    </message>
    <message>
        <source>Two players on this device</source>
        <translation>Dois jogadores neste aparelho</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nível do computador</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Jogador %1</translation>
    </message>
    <message>
        <source>First player:</source>
        <translation>Primeiro jogador:</translation>
    </message>
    <message>
        <source>Second player:</source>
        <translation>Segundo jogador:</translation>
    </message>
    <message>
        <source>A name cannot hold control characters, line breaks or text direction overrides.</source>
        <translation>Um nome não pode conter caracteres de controlo, quebras de linha nem mudanças forçadas da direção do texto.</translation>
    </message>
    <message>
        <source>In a match, a skunk counts two games and a double skunk three</source>
        <translation>Numa partida, um capote conta como dois jogos e um capote duplo como três</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>&amp;Duração:</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Destacar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
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
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cor&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Co&amp;lar</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Selecionar tudo</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Mostrar detalhes...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ocultar detalhes...</translation>
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
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Repor</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Repor predefinições</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Deslocar até aqui</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Início</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Fim</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Página acima</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Página abaixo</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Deslocar para cima</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Deslocar para baixo</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Extremo esquerdo</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Extremo direito</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Página à esquerda</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Página à direita</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Deslocar para a esquerda</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Deslocar para a direita</translation>
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
        <translation>Espaço</translation>
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
        <translation>Esquerda</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Direita</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Cima</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Baixo</translation>
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
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Copiar endereço da &amp;ligação</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Selecionar tudo</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>A card still fits under 31: play it</source>
        <translation>Ainda cabe uma carta sem passar de 31: jogue-a</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <source>That move is not possible now</source>
        <translation>Essa jogada não é possível agora</translation>
    </message>
</context>
<context>
    <name>ReplayQuestion</name>
    <message>
        <source>Play game %1 of the match again from its first deal?</source>
        <translation>Voltar a jogar o jogo %1 da partida desde a primeira mão?</translation>
    </message>
    <message>
        <source>Its result is taken back. %1, as before it.</source>
        <translation>O resultado é anulado. %1, como antes desse jogo.</translation>
    </message>
    <message>
        <source>The statistics keep the game as it ended.</source>
        <translation>As estatísticas mantêm o jogo tal como terminou.</translation>
    </message>
</context>
<context>
    <name>Score</name>
    <message numerus="yes">
        <source>Fifteen for %n</source>
        <translation>
            <numerusform>Quinze vale %n</numerusform>
            <numerusform>Quinze vale %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Thirty-one for %n</source>
        <translation>
            <numerusform>Trinta e um vale %n</numerusform>
            <numerusform>Trinta e um vale %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pair for %n</source>
        <translation>
            <numerusform>Par vale %n</numerusform>
            <numerusform>Par vale %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pair royal for %n</source>
        <translation>
            <numerusform>Três iguais valem %n</numerusform>
            <numerusform>Três iguais valem %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Double pair royal for %n</source>
        <translation>
            <numerusform>Quatro iguais valem %n</numerusform>
            <numerusform>Quatro iguais valem %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Run of %n</source>
        <translation>
            <numerusform>Sequência de %n</numerusform>
            <numerusform>Sequência de %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Flush for %n</source>
        <translation>
            <numerusform>Mesmo naipe vale %n</numerusform>
            <numerusform>Mesmo naipe vale %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Nobs for %n</source>
        <translation>
            <numerusform>Valete do naipe vale %n</numerusform>
            <numerusform>Valete do naipe vale %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Go for %n</source>
        <translation>
            <numerusform>Passo vale %n</numerusform>
            <numerusform>Passo vale %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last card for %n</source>
        <translation>
            <numerusform>Última carta vale %n</numerusform>
            <numerusform>Última carta vale %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>His heels for %n</source>
        <translation>
            <numerusform>Valete inicial vale %n</numerusform>
            <numerusform>Valete inicial vale %n</numerusform>
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
        <translation>Mão</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Scored for</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Game %1 — first dealer: %2</source>
        <translation>Jogo %1 — primeiro distribuidor: %2</translation>
    </message>
    <message>
        <source>Hand: %1</source>
        <translation>Mão: %1</translation>
    </message>
    <message>
        <source>Crib: %1</source>
        <translation>Reserva: %1</translation>
    </message>
    <message>
        <source>Won game %1</source>
        <translation>Venceu o jogo %1</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off (no animations)</source>
        <translation>Desligadas (sem animações)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentas</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normais</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <source>Classic blue</source>
        <translation>Azul clássico</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Bordéus</translation>
    </message>
    <message>
        <source>Forest green</source>
        <translation>Verde-floresta</translation>
    </message>
    <message>
        <source>Never: Continue by hand</source>
        <translation>Nunca: Continuar manualmente</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Against the computer a game abandoned by Restart or New game counts as a loss once the new game&apos;s first move is made or the window closes; two players&apos; games count for neither.</source>
        <translation>Contra o computador, um jogo abandonado por Reiniciar ou Novo jogo conta como derrota assim que é feita a primeira jogada do novo jogo ou a janela é fechada; os jogos de dois jogadores não contam para nenhum deles.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Definições</translation>
    </message>
    <message>
        <source>The computer plays its next moves at this level</source>
        <translation>O computador faz as próximas jogadas neste nível</translation>
    </message>
    <message>
        <source>Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Baralho de quatro cores (paus verdes, ouros azuis)</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Ask before Restart or New game abandons a game in progress</source>
        <translation>Perguntar antes de Reiniciar ou Novo jogo abandonar um jogo em curso</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Computer le&amp;vel:</source>
        <translation>&amp;Nível do computador:</translation>
    </message>
    <message>
        <source>&amp;Animations:</source>
        <translation>&amp;Animações:</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Verso das cartas:</translation>
    </message>
    <message>
        <source>C&amp;ontinue the show by itself after:</source>
        <translation>C&amp;ontinuar a contagem sozinha após:</translation>
    </message>
    <message>
        <source>&amp;Sound:</source>
        <translation>&amp;Som:</translation>
    </message>
    <message>
        <source>The volume of the table&apos;s sounds</source>
        <translation>O volume dos sons da mesa</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <source>&amp;Mute</source>
        <translation>Silen&amp;ciar</translation>
    </message>
    <message>
        <source>Sound needs the miniaudio package, which is not installed: the game is silent.</source>
        <translation>O som precisa do pacote miniaudio, que não está instalado: o jogo fica sem som.</translation>
    </message>
    <message>
        <source>No audio device was found: the game is silent. Untick Mute to look again.</source>
        <translation>Não foi encontrado nenhum aparelho de áudio: o jogo fica sem som. Desmarque Silenciar para procurar de novo.</translation>
    </message>
    <message>
        <source>Still no audio device: the game is silent. Tick and untick Mute to look again.</source>
        <translation>Continua sem aparelho de áudio: o jogo fica sem som. Marque e desmarque Silenciar para procurar de novo.</translation>
    </message>
</context>
<context>
    <name>Show</name>
    <message numerus="yes">
        <source>A run of %1 is %n</source>
        <translation>
            <numerusform>Uma sequência de %1 é %n</numerusform>
            <numerusform>Uma sequência de %1 são %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fifteen %n</source>
        <translation>
            <numerusform>Quinze %n</numerusform>
            <numerusform>Quinze %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A pair is %n</source>
        <translation>
            <numerusform>Um par é %n</numerusform>
            <numerusform>Um par são %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A pair royal is %n</source>
        <translation>
            <numerusform>Três iguais é %n</numerusform>
            <numerusform>Três iguais são %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A double pair royal is %n</source>
        <translation>
            <numerusform>Quatro iguais é %n</numerusform>
            <numerusform>Quatro iguais são %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A flush is %n</source>
        <translation>
            <numerusform>Mesmo naipe é %n</numerusform>
            <numerusform>Mesmo naipe são %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>One for his nob is %n</source>
        <translation>
            <numerusform>Um pelo valete do naipe é %n</numerusform>
            <numerusform>Um pelo valete do naipe são %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpokenLines</name>
    <message>
        <source>%1 hidden.</source>
        <translation>Painel %1 fechado.</translation>
    </message>
    <message>
        <source>%1 shown. %2 moves to it.</source>
        <translation>Painel %1 aberto. %2 leva até ele.</translation>
    </message>
    <message>
        <source>%1 shown.</source>
        <translation>Painel %1 aberto.</translation>
    </message>
    <message>
        <source>Language: %1</source>
        <translation>Idioma: %1</translation>
    </message>
    <message>
        <source>Taken back: %1</source>
        <translation>Desfeito: %1</translation>
    </message>
    <message>
        <source>Replayed: %1</source>
        <translation>Refeito: %1</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Another Cribbage window is already playing: this one will not save its match.</source>
        <extracomment>The lock file in the data folder; held by the window that keeps the autosave.</extracomment>
        <translation>Outra janela do Cribbage já está a jogar: esta não vai guardar a partida.</translation>
    </message>
    <message>
        <source>The game&apos;s data folder %1 cannot be written, so the saved match is resumed but nothing will be saved.</source>
        <translation>Não é possível escrever na pasta de dados do jogo %1, por isso a partida guardada continua, mas nada será guardado.</translation>
    </message>
    <message>
        <source>This system has no folder for the game&apos;s data, so the match will not be saved.</source>
        <translation>Este sistema não tem pasta para os dados do jogo, por isso a partida não será guardada.</translation>
    </message>
    <message>
        <source>The game&apos;s data folder %1 cannot be created, so the match will not be saved.</source>
        <translation>Não é possível criar a pasta de dados do jogo %1, por isso a partida não será guardada.</translation>
    </message>
    <message>
        <source>The settings file could not be read, so the settings start afresh; it was kept as %1.</source>
        <extracomment>The settings the game writes take a few KiB; a larger file is set aside unread.</extracomment>
        <translation>Não foi possível ler o ficheiro de definições, por isso as definições recomeçam do zero; foi guardado como %1.</translation>
    </message>
    <message>
        <source>The settings file %1 cannot be read nor moved aside, so the settings will not be remembered.</source>
        <translation>O ficheiro de definições %1 não pode ser lido nem posto de parte, por isso as definições não serão lembradas.</translation>
    </message>
    <message>
        <source>Cribbage cannot start:

%1</source>
        <extracomment>The box shown when the game cannot start; %1: the reason, as Python or the system gives it (not translated).</extracomment>
        <translation>Não foi possível iniciar o Cribbage:

%1</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Two players on this device</source>
        <translation>Dois jogadores neste aparelho</translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation>Computador: %1</translation>
    </message>
    <message>
        <source>Final margins chart</source>
        <translation>Gráfico das diferenças finais</translation>
    </message>
    <message>
        <source>Final margins of the recent games in points, oldest first: %1</source>
        <translation>Diferenças finais dos últimos jogos, em pontos, do mais antigo ao mais recente: %1</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Ainda não há jogos terminados</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Repor…</translation>
    </message>
    <message>
        <source>&amp;Opponent:</source>
        <translation>&amp;Adversário:</translation>
    </message>
    <message>
        <source>Matches played:</source>
        <translation>Partidas jogadas:</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Jogos disputados:</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primeiro jogador</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Eu</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Segundo jogador</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Jogos vencidos:</translation>
    </message>
    <message>
        <source>Matches won:</source>
        <translation>Partidas vencidas:</translation>
    </message>
    <message>
        <source>Skunks given:</source>
        <translation>Capotes aplicados:</translation>
    </message>
    <message>
        <source>Skunks taken:</source>
        <translation>Capotes sofridos:</translation>
    </message>
    <message>
        <source>Average hand:</source>
        <translation>Média da mão:</translation>
    </message>
    <message>
        <source>Average crib:</source>
        <translation>Média da reserva:</translation>
    </message>
    <message>
        <source>Average pegging per hand:</source>
        <translation>Média de pontos no jogo por mão:</translation>
    </message>
    <message>
        <source>Best hand:</source>
        <translation>Melhor mão:</translation>
    </message>
    <message>
        <source>Points lost per decision:</source>
        <translation>Pontos perdidos por decisão:</translation>
    </message>
    <message>
        <source>Decisions as the expert&apos;s:</source>
        <translation>Decisões iguais às do perito:</translation>
    </message>
    <message>
        <source>%1 (%2 abandoned)</source>
        <translation>%1 (%2 abandonadas)</translation>
    </message>
    <message>
        <source>Final margins of the recent games in points, oldest first (bars up: the first player won)</source>
        <translation>Diferenças finais dos últimos jogos, em pontos, do mais antigo ao mais recente (barra para cima: venceu o primeiro jogador)</translation>
    </message>
    <message>
        <source>Final margins of the recent games in points, oldest first (bars up: you won)</source>
        <translation>Diferenças finais dos últimos jogos, em pontos, do mais antigo ao mais recente (barra para cima: vitória sua)</translation>
    </message>
    <message>
        <source>Points lost per decision against the expert in each single game or match of several games, oldest first (lower is better)</source>
        <translation>Pontos perdidos por decisão contra o perito em cada jogo isolado ou partida de vários jogos, do mais antigo ao mais recente (menos é melhor)</translation>
    </message>
    <message>
        <source>&amp;Margins</source>
        <translation>&amp;Diferenças</translation>
    </message>
    <message>
        <source>&amp;Accuracy</source>
        <translation>&amp;Precisão</translation>
    </message>
    <message>
        <source>Accuracy &amp;table</source>
        <translation>&amp;Tabela de precisão</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>%1 (%2 double)</source>
        <translation>%1 (duplos: %2)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Repor estatísticas</translation>
    </message>
    <message>
        <source>Forget the statistics of every opponent? This cannot be undone.</source>
        <translation>Esquecer as estatísticas de todos os adversários? Isto não pode ser desfeito.</translation>
    </message>
    <message>
        <source>Accuracy chart</source>
        <translation>Gráfico de precisão</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Points lost per decision in each single game or match of several games, oldest first. %1</source>
        <translation>Pontos perdidos por decisão em cada jogo isolado ou partida de vários jogos, do mais antigo ao mais recente. %1</translation>
    </message>
    <message>
        <source>No reviewed games yet</source>
        <translation>Ainda não há jogos revistos</translation>
    </message>
    <message>
        <source>Accuracy of each single game or match of several games</source>
        <translation>Precisão de cada jogo isolado ou partida de vários jogos</translation>
    </message>
    <message>
        <source>Game or match</source>
        <translation>Jogo ou partida</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Column header: the day the single game or match ended (a date below it)</extracomment>
        <translation>Data</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Points lost per decision</source>
        <translation>Pontos perdidos por decisão</translation>
    </message>
    <message>
        <source>As the expert&apos;s</source>
        <translation>Iguais às do perito</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Game or match %1</source>
        <extracomment>A row kept before the table said what it was: %1 is its number, oldest first</extracomment>
        <translation>Jogo ou partida %1</translation>
    </message>
    <message>
        <source>Single game</source>
        <translation>Jogo isolado</translation>
    </message>
    <message>
        <source>Match, first to %1</source>
        <translation>Partida, até %1</translation>
    </message>
    <message>
        <source>Won %1–%2</source>
        <translation>Venceu %1–%2</translation>
    </message>
    <message>
        <source>Lost %1–%2</source>
        <translation>Perdeu %1–%2</translation>
    </message>
    <message>
        <source>Abandoned at %1–%2</source>
        <extracomment>A match of several games left by New game, at the games each player had won then</extracomment>
        <translation>Abandonada em %1–%2</translation>
    </message>
    <message>
        <source>&amp;Numbers</source>
        <translation>&amp;Números</translation>
    </message>
    <message>
        <source>Ac&amp;hievements</source>
        <translation>&amp;Conquistas</translation>
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
        <translation>Aconteceu algo que o jogo não esperava. A sua partida está guardada até à última jogada: pode continuar a jogar ou fechar o jogo e abri-lo de novo.</translation>
    </message>
    <message>
        <source>The details are in the log: %1</source>
        <translation>Os detalhes estão no registo: %1</translation>
    </message>
    <message>
        <source>There is no log: the game&apos;s data folder cannot be written.</source>
        <translation>Não há registo: não é possível escrever na pasta de dados do jogo.</translation>
    </message>
    <message>
        <source>Copy &amp;details</source>
        <translation>&amp;Copiar detalhes</translation>
    </message>
</context>
</TS>
