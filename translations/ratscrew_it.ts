<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>CallExamples</name>
    <message>
        <location filename="../app/help/CallExamples.cpp" line="+31"/>
        <source>Slap pile</source>
        <translation>Pila principale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pile</source>
        <translation>Pila</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Split pile</source>
        <translation>Pila secondaria</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Stick</source>
        <translation>Incollare</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A player has just played %1 and so challenges the next player. Before that player plays any card in answer, anyone else may slap the %2: a stick. The slapper takes the challenge over as if they had played the %2 themselves, and the player after them answers with %n chance(s). The challenger and the player answering cannot stick, and each card can be stuck once.</source>
        <translation>
            <numerusform>Un giocatore ha appena giocato %1 e così sfida il giocatore successivo. Prima che quel giocatore giochi una qualsiasi carta in risposta, chiunque altro può colpire la carta %2 per incollarla. Chi colpisce rileva la sfida come se avesse giocato lui la carta %2, e il giocatore dopo di lui risponde con %n tentativo. Lo sfidante e il giocatore che risponde non possono incollare, e ogni carta si può incollare una sola volta.</numerusform>
            <numerusform>Un giocatore ha appena giocato %1 e così sfida il giocatore successivo. Prima che quel giocatore giochi una qualsiasi carta in risposta, chiunque altro può colpire la carta %2 per incollarla. Chi colpisce rileva la sfida come se avesse giocato lui la carta %2, e il giocatore dopo di lui risponde con %n tentativi. Lo sfidante e il giocatore che risponde non possono incollare, e ogni carta si può incollare una sola volta.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sticky here: %1.</source>
        <extracomment>%1 is a list of letter ranks such as &quot;J, K&quot;.</extracomment>
        <translation>Qui sono adesive: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A %1 on top is never stuck: it is the forbidden rank.</source>
        <translation>Una carta %1 in cima non si incolla mai: è il valore vietato.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Split</source>
        <translation>Dividere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While no challenge is going on, an 8 on top of the pile may be slapped: a split. The slapper&apos;s top card starts a split pile beside the slap pile (the 8 stays where it is). Until one of the two piles is won, every turn plays two cards: one onto the slap pile, then one onto the split pile. A letter card starts a challenge on its own pile while the other pile waits, and a slap looks at each pile on its own: it takes the slap pile when that shows a pattern, else the split pile. There is no second split while a split pile is on the table.</source>
        <translation>Mentre non è in corso nessuna sfida, si può colpire un 8 in cima alla pila per dividerla. La carta in cima al mazzetto di chi colpisce inizia una pila secondaria accanto alla pila principale (l’8 resta dov’è). Finché una delle due pile non viene vinta, a ogni turno si giocano due carte: una sulla pila principale, poi una sulla pila secondaria. Una carta di sfida avvia una sfida sulla propria pila mentre l’altra pila aspetta, e un colpo valuta ciascuna pila separatamente: prende la pila principale se mostra una combinazione, altrimenti la pila secondaria. Non si può dividere di nuovo finché c’è una pila secondaria sul tavolo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Here the 8 is the forbidden rank, so no split can happen.</source>
        <translation>Qui l’8 è il valore vietato, quindi non si può dividere.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>One of two piles is won</source>
        <translation>Una delle due pile viene vinta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here the Q on the slap pile was not answered, so its challenger wins the slap pile. The other pile stays on the table: the split pile moves over, cards in order, and is the slap pile now. Play goes on from the winner as after any won pile (unless a challenge on the pile that stays is still being answered, or a pile waits to be collected there). When the split pile is won instead, the slap pile simply stays. An 8 on top can then be split again.</source>
        <translation>Qui nessuno ha risposto alla Q sulla pila principale, quindi il suo sfidante vince la pila principale. L’altra pila resta sul tavolo: la pila secondaria si sposta al suo posto, con le carte in ordine, e ora è la pila principale. Il gioco riprende dal vincitore come dopo ogni pila vinta (a meno che sulla pila che resta si stia ancora rispondendo a una sfida o una pila vi attenda di essere raccolta). Se invece viene vinta la pila secondaria, la pila principale resta semplicemente dov’è. Un 8 in cima si può poi dividere di nuovo.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A ten stops a challenge</source>
        <translation>Un dieci ferma una sfida</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The K challenged the next player, who answered with a 4 and then a 10. The 10 stops the challenge: nobody wins the pile, and the next player plays on as after any number card. A 10 does this on any chance, even the last; outside a challenge it is just a 10.</source>
        <translation>Il K ha sfidato il giocatore successivo, che ha risposto con un 4 e poi un 10. Il 10 ferma la sfida: nessuno vince la pila e il giocatore successivo continua come dopo qualsiasi carta numerica. Un 10 lo fa a ogni tentativo, anche l’ultimo; fuori da una sfida è solo un 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The K challenged the next player, who answered with a 4 and then a 10. The 10 stops the challenge, so the challenger does not win the pile; but the pile now shows %1, and the first good slap takes it. Until then the next player plays on as after any number card. A 10 does this on any chance, even the last; outside a challenge it is just a 10.</source>
        <translation>Il K ha sfidato il giocatore successivo, che ha risposto con un 4 e poi un 10. Il 10 ferma la sfida, quindi lo sfidante non vince la pila; ma ora la pila mostra «%1», e il primo colpo giusto se la prende. Fino ad allora il giocatore successivo continua come dopo qualsiasi carta numerica. Un 10 lo fa a ogni tentativo, anche l’ultimo; fuori da una sfida è solo un 10.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Locked out</source>
        <translation>Bloccato</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card(s) have been played, onto either pile.</source>
        <translation>
            <numerusform>Un colpo su %1 è un colpo sbagliato: non costa carte, ma chi ha colpito resta bloccato finché non viene giocata un’altra carta, su una qualsiasi delle due pile.</numerusform>
            <numerusform>Un colpo su %1 è un colpo sbagliato: non costa carte, ma chi ha colpito resta bloccato finché non vengono giocate altre %n carte, su una qualsiasi delle due pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card(s) have been played.</source>
        <extracomment>%1 is two cards, such as &quot;9♦ 4♣&quot;.</extracomment>
        <translation>
            <numerusform>Un colpo su %1 è un colpo sbagliato: non costa carte, ma chi ha colpito resta bloccato finché non viene giocata un’altra carta.</numerusform>
            <numerusform>Un colpo su %1 è un colpo sbagliato: non costa carte, ma chi ha colpito resta bloccato finché non vengono giocate altre %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Even when a pattern shows meanwhile (here: %1), it is not theirs to slap; their slaps are simply refused.</source>
        <extracomment>%1 is the name of a slap pattern, such as &quot;Double&quot;.</extracomment>
        <translation>Anche se nel frattempo compare una combinazione (qui: «%1»), non può colpirla: i suoi colpi vengono semplicemente rifiutati.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Theirs to slap: %1</source>
        <extracomment>Under a pile the misslapper may slap: %1 is the name of its slap pattern, such as &quot;Double&quot;.</extracomment>
        <translation>Può colpire: «%1»</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>No slap while locked out</source>
        <translation>Nessun colpo durante il blocco</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No penalty</source>
        <translation>Nessuna penalità</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A slap on %1 is a misslap, but it costs nothing: no cards are burned, the pile stays where it is, and the slapper may slap the very next card.</source>
        <extracomment>%1 is two cards, such as &quot;9♦ 4♣&quot;.</extracomment>
        <translation>Un colpo su %1 è un colpo sbagliato, ma non costa nulla: nessuna carta viene bruciata, la pila resta dov’è e chi ha colpito può colpire già la carta successiva.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It still counts toward the misslap limit.</source>
        <translation>Conta comunque per il limite di colpi sbagliati.</translation>
    </message>
</context>
<context>
    <name>PatternExamples</name>
    <message>
        <location filename="../app/text/GameText.cpp" line="+252"/>
        <source>Two jokers count as the same rank.</source>
        <translation>Due jolly contano come lo stesso valore.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A joker has no suit, so it never counts for this.</source>
        <translation>Un jolly non ha seme, quindi qui non conta mai.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The top two cards have the same rank (but not two %1s).</source>
        <translation>Le due carte in cima hanno lo stesso valore (ma non due %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top two cards have the same rank.</source>
        <translation>Le due carte in cima hanno lo stesso valore.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top three cards are all %1s: the only way to slap that rank.</source>
        <translation>Le tre carte in cima sono tutte %1: l’unico modo di colpire quel valore.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card and the third card have the same rank, whatever lies between (but not two %1s).</source>
        <translation>La carta in cima e la terza hanno lo stesso valore, qualunque cosa ci sia in mezzo (ma non due %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card and the third card have the same rank, whatever lies between.</source>
        <translation>La carta in cima e la terza hanno lo stesso valore, qualunque cosa ci sia in mezzo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card has the same rank as the first card played onto this pile (but not two %1s).</source>
        <translation>La carta in cima ha lo stesso valore della prima carta giocata su questa pila (ma non due %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card has the same rank as the first card played onto this pile.</source>
        <translation>La carta in cima ha lo stesso valore della prima carta giocata su questa pila.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top two cards are number cards adding up to 10 (ace = 1), or the top and third card do with a J, Q, K or A between them.</source>
        <translation>Le due carte in cima sono carte numeriche che sommano 10 (asso = 1), oppure sommano 10 la carta in cima e la terza, con una J, Q, K o A in mezzo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top two cards are number cards adding up to 10 (ace = 1).</source>
        <translation>Le due carte in cima sono carte numeriche che sommano 10 (asso = 1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card is a 10.</source>
        <translation>La carta in cima è un 10.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top card and the third card are number cards adding up to 10, whatever lies between.</source>
        <translation>La carta in cima e la terza sono carte numeriche che sommano 10, qualunque cosa ci sia in mezzo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top three cards are all number cards and add up to 10 (ace = 1).</source>
        <translation>Le tre carte in cima sono tutte carte numeriche e sommano 10 (asso = 1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ace only counts above the king.</source>
        <translation>Le quattro carte in cima salgono o scendono di un valore alla volta, come 5 6 7 8; l’asso conta solo sopra il re.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ace counts above the king or below the 2.</source>
        <translation>Le quattro carte in cima salgono o scendono di un valore alla volta, come 5 6 7 8; l’asso conta sopra il re o sotto il 2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ranks go round, so K A 2 3 counts too.</source>
        <translation>Le quattro carte in cima salgono o scendono di un valore alla volta, come 5 6 7 8; i valori girano in cerchio, quindi vale anche K A 2 3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The top three cards step up or down by the same amount, each a multiple of the step (2 4 6, 4 8 Q; A = 1, J = 11, Q = 12, K = 13).</source>
        <translation>Le tre carte in cima salgono o scendono dello stesso passo, e ognuna è un multiplo del passo (2 4 6, 4 8 Q; A = 1, J = 11, Q = 12, K = 13).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top two cards are a queen and a king, in either order.</source>
        <translation>Le due carte in cima sono una donna e un re, in qualsiasi ordine.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card is a joker (none in this deck unless you add the jokers).</source>
        <translation>La carta in cima è un jolly (nessuno in questo mazzo, a meno che tu non aggiunga i jolly).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card is a joker.</source>
        <translation>La carta in cima è un jolly.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top three cards all have the same suit.</source>
        <translation>Le tre carte in cima sono tutte dello stesso seme.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top four cards all have the same suit.</source>
        <translation>Le quattro carte in cima sono tutte dello stesso seme.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top card and the third card are a queen and a king, in either order, whatever lies between.</source>
        <translation>La carta in cima e la terza sono una donna e un re, in qualsiasi ordine, qualunque cosa ci sia in mezzo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card and the fourth card have the same rank, whatever two cards lie between (but not two %1s).</source>
        <translation>La carta in cima e la quarta hanno lo stesso valore, qualunque siano le due carte in mezzo (ma non due %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card and the fourth card have the same rank, whatever two cards lie between.</source>
        <translation>La carta in cima e la quarta hanno lo stesso valore, qualunque siano le due carte in mezzo.</translation>
    </message>
</context>
<context>
    <name>QKeySequenceEdit</name>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="+17"/>
        <source>Press shortcut</source>
        <translation>Premi un tasto</translation>
    </message>
</context>
<context>
    <name>ratscrew::ActionText</name>
    <message>
        <location filename="../app/story/ActionText.cpp" line="+12"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n chance(s)</source>
        <translation>
            <numerusform>%n tentativo</numerusform>
            <numerusform>%n tentativi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on the split pile</source>
        <translation>%1 sulla pila secondaria</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 onto the split pile</source>
        <translation>%1 sulla pila secondaria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 onto the slap pile</source>
        <translation>%1 sulla pila principale</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>You missed a slap-in and sit out %n card(s).</source>
        <translation>
            <numerusform>Hai sbagliato il colpo per rientrare e stai fuori per %n carta.</numerusform>
            <numerusform>Hai sbagliato il colpo per rientrare e stai fuori per %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 missed a slap-in and sits out %n card(s).</source>
        <translation>
            <numerusform>%1 ha sbagliato il colpo per rientrare e sta fuori per %n carta.</numerusform>
            <numerusform>%1 ha sbagliato il colpo per rientrare e sta fuori per %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You were a moment late — no penalty.</source>
        <translation>Hai colpito un attimo in ritardo — nessuna penalità.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was a moment late — no penalty.</source>
        <translation>%1 ha colpito un attimo in ritardo — nessuna penalità.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You sit out after a missed slap-in: you cannot slap yet.</source>
        <translation>Stai fuori dopo un rientro sbagliato: non puoi ancora colpire.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You slapped on nothing and are locked out for %1.</source>
        <translation>Hai fatto un colpo sbagliato e sei bloccato per %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing and is locked out for %2.</source>
        <translation>%1 ha fatto un colpo sbagliato ed è bloccato per %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are locked out after a misslap: you cannot slap yet.</source>
        <translation>Sei bloccato dopo un colpo sbagliato: non puoi ancora colpire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You slapped on nothing (no penalty).</source>
        <translation>Hai fatto un colpo sbagliato (nessuna penalità).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing (no penalty).</source>
        <translation>%1 ha fatto un colpo sbagliato (nessuna penalità).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>you won the pile first</source>
        <translation>hai vinto prima tu la pila</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 won the pile first</source>
        <translation>%1 ha vinto prima la pila</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is your turn now</source>
        <translation>ora tocca a te</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>it is %1&apos;s turn now</source>
        <translation>ora tocca a %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you slapped instead</source>
        <translation>hai colpito invece di giocare</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a slap instead of a play</source>
        <translation>ha colpito invece di giocare</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>time is up</source>
        <translation>tempo scaduto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your card went back: %1.</source>
        <translation>La tua carta è tornata nel mazzetto: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s card went back: %2.</source>
        <translation>La carta di %1 è tornata nel mazzetto: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your ten stops the challenge.</source>
        <translation>Il tuo dieci ferma la sfida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s ten stops the challenge.</source>
        <translation>Il dieci di %1 ferma la sfida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You are out.</source>
        <translation>Sei fuori gioco.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is out.</source>
        <translation>%1 è fuori gioco.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You play next.</source>
        <translation>Ora tocca a te.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays next.</source>
        <translation>Ora tocca a %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You collect %1.</source>
        <translation>Raccogli %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 collects %2.</source>
        <translation>%1 raccoglie %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody has cards left: you take the pile (%1).</source>
        <translation>Nessuno ha più carte: prendi la pila (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has cards left: %1 takes the pile (%2).</source>
        <translation>Nessuno ha più carte: %1 prende la pila (%2).</translation>
    </message>
</context>
<context>
    <name>ratscrew::AnalysisText</name>
    <message>
        <location filename="../app/analysis/AnalysisText.cpp" line="+31"/>
        <source>%1%2 %</source>
        <extracomment>A change of a chance in percentage points with its sign: &quot;+12 %&quot;, &quot;−5 %&quot; (%1 the sign, %2 the number).</extracomment>
        <translation>%1%2 %</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The deal</source>
        <translation>Inizio della mano</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 slapped %2 %3 ms before you</source>
        <translation>%1: colpo su %2, %3 ms prima di te</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 slapped %2</source>
        <translation>%1: colpo su %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 misslapped on an empty pile</source>
        <translation>%1: colpo sbagliato sulla pila vuota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 misslapped on %2</source>
        <translation>%1: colpo sbagliato su %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped too late</source>
        <translation>%1: colpo in ritardo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played</source>
        <translation>%1: una carta sulla pila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2</source>
        <translation>%1: %2 sulla pila</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody slapped %1, and %2 played %3</source>
        <translation>%2: %3 sulla pila; nessuno aveva colpito %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, and %2 took the pile</source>
        <comment>a card played, then who took the pile</comment>
        <translation>%1 — %2: pila vinta</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 collected the pile</source>
        <translation>%1: pila raccolta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pile was collected</source>
        <translation>Pila raccolta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time was up</source>
        <translation>Tempo scaduto</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 — %2: your chances %3 → %4</source>
        <translation>%1 — %2. Le tue probabilità: %3 → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2: %3&apos;s chances %4 → %5</source>
        <comment>a swing of another player&apos;s chances</comment>
        <translation>%1 — %2. Probabilità di %3: %4 → %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Luck: %1 · Speed: %2 (each ±%3)</source>
        <translation>Fortuna: %1 · Velocità: %2 (±%3 ciascuna)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Against an average player at this table, the cards brought you %1 and your speed %2 (each ±%3).</source>
        <translation>Rispetto a un giocatore medio a questo tavolo, le carte ti hanno portato %1 e la tua velocità %2 (entrambi i valori ±%3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against an average player at this table, the cards brought %1 %2 and their speed %3 (each ±%4).</source>
        <translation>Rispetto a un giocatore medio a questo tavolo, le carte hanno portato a %1 %2 e la sua velocità %3 (entrambi i valori ±%4).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game&apos;s chances cannot be worked out: it was recorded before the fourth edition&apos;s clock, or it is too long.</source>
        <translation>Per questa partita non si possono calcolare le probabilità di vittoria: è stata registrata prima dell’orologio della quarta edizione delle regole, oppure è troppo lunga.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+12"/>
        <source>Working out the chances…</source>
        <translation>Calcolo delle probabilità…</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Working out the chances… %1</source>
        <translation>Calcolo delle probabilità… %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chances to win within ±%1; working out luck and speed… %2</source>
        <translation>Probabilità di vittoria con un margine di ±%1; calcolo di fortuna e velocità… %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chances to win within ±%1 at every moment</source>
        <translation>Probabilità di vittoria con un margine di ±%1 in ogni momento</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 from %2 at the deal to %3 at the end</source>
        <translation>%1 da %2 all’inizio della mano a %3 alla fine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chance to win: %1.</source>
        <translation>Probabilità di vittoria: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest swing: %1.</source>
        <translation>Svolta più netta: %1.</translation>
    </message>
</context>
<context>
    <name>ratscrew::AppInstance</name>
    <message>
        <location filename="../app/AppStartup.cpp" line="+160"/>
        <source>Reading the game you left…</source>
        <translation>Lettura della partita che hai lasciato…</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Play on with the game you left? %Ln card(s) were played in it.</source>
        <translation>
            <numerusform>Vuoi riprendere la partita che hai lasciato? È già stata giocata %Ln carta.</numerusform>
            <numerusform>Vuoi riprendere la partita che hai lasciato? Sono già state giocate %Ln carte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
</context>
<context>
    <name>ratscrew::AppearancePage</name>
    <message>
        <location filename="../app/settings/AppearancePage.cpp" line="+160"/>
        <source>Cards and table</source>
        <translation>Carte e tavolo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card Back Colour</source>
        <translation>Colore del dorso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Dorso delle carte:</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+99"/>
        <source>Built-in</source>
        <translation>Integrato</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The colour of the lattice on the backs of the built-in deck.</source>
        <translation>Il colore del reticolo sul dorso del mazzo integrato.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table Colour</source>
        <translation>Colore del tavolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Tavolo:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The colour of the felt.</source>
        <translation>Il colore del panno.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Card desig&amp;n:</source>
        <translation>Disegno delle &amp;carte:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The built-in cards, or a deck installed for KDE&apos;s card games (on Debian and Ubuntu: the package kdegames-card-data-kf5). A deck that cannot be read shows the built-in cards.</source>
        <translation>Le carte integrate, o un mazzo installato per i giochi di carte di KDE (su Debian e Ubuntu: il pacchetto kdegames-card-data-kf5). Se un mazzo non si può leggere, si vedono le carte integrate.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The built-in cards. This copy of Ratscrew was built without Qt SVG, which draws the decks installed for KDE&apos;s card games.</source>
        <translation>Le carte integrate. Questa copia di Ratscrew è stata compilata senza Qt SVG, che disegna i mazzi installati per i giochi di carte di KDE.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Four-colour deck</source>
        <translation>Mazzo a &amp;quattro colori</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blue diamonds and green clubs, so that every suit is easy to tell apart. Only the built-in deck has them.</source>
        <translation>Quadri blu e fiori verdi, per distinguere facilmente ogni seme. Solo il mazzo integrato li ha.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seeing and moving</source>
        <translation>Vista e movimento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;High-contrast table</source>
        <translation>Tavolo ad alto co&amp;ntrasto</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A black table and panels with white edges and text, for players who see contrast better than colour. The table colour above is not used.</source>
        <translation>Tavolo e pannelli neri con bordi e testo bianchi, per chi vede meglio il contrasto che il colore. Il colore del tavolo qui sopra non viene usato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduce &amp;motion</source>
        <translation>Riduci il &amp;movimento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards fade in where they land instead of flying, and nothing shakes or slides. The game keeps its timing: a card can be slapped at the same moment either way.</source>
        <translation>Le carte compaiono in dissolvenza dove atterrano invece di volare, e nulla trema o scivola. Il gioco mantiene i suoi tempi: una carta si può colpire nello stesso istante in entrambi i casi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Preview of the cards on the table</source>
        <translation>Anteprima delle carte sul tavolo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preview</source>
        <translation>Anteprima</translation>
    </message>
</context>
<context>
    <name>ratscrew::BotText</name>
    <message>
        <location filename="../app/settings/BotText.cpp" line="+16"/>
        <source>%1: a double in about %2 ms; misses %3 % of chances, slaps a plain pile %4 % of the time.</source>
        <translation>%1: colpisce una coppia in circa %2 ms; manca il %3 % delle occasioni e colpisce una pila senza combinazioni il %4 % delle volte.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 ms</source>
        <translation>%1 %2 ms</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Learnt from your last %n slap(s).</source>
        <translation>
            <numerusform>Basato sul tuo ultimo colpo.</numerusform>
            <numerusform>Basato sui tuoi ultimi %n colpi.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per pattern: %1.</source>
        <translation>Per combinazione: %1.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Too few times of yours yet: it plays as Normal until you have slapped a few times.</source>
        <translation>Hai ancora pochi tempi registrati: gioca come Normale finché non avrai colpito qualche volta.</translation>
    </message>
</context>
<context>
    <name>ratscrew::CallText</name>
    <message>
        <location filename="../app/story/CallText.cpp" line="+20"/>
        <source>You split %1 — two cards a turn until one pile is won.</source>
        <translation>Hai diviso l’%1 — due carte a turno finché una pila non viene vinta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 split %2 — two cards a turn until one pile is won.</source>
        <translation>%1 ha diviso l’%2 — due carte a turno finché una pila non viene vinta.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stuck %1 — nobody can answer.</source>
        <translation>Hai incollato %1 — nessuno può rispondere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stuck %2 — nobody can answer.</source>
        <translation>%1 ha incollato %2 — nessuno può rispondere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stuck %1 — you now challenge; %2 answers within %3.</source>
        <translation>Hai incollato %1 — ora sfidi tu; %2 risponde entro %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 stuck %2 — %1 now challenges; you answer within %3.</source>
        <translation>%1 ha incollato %2 — ora sfida %1; rispondi tu entro %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stuck %2 — %1 now challenges; %3 answers within %4.</source>
        <translation>%1 ha incollato %2 — ora sfida %1; %3 risponde entro %4.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is not a sticky face</source>
        <translation>%1 non è una carta di sfida adesiva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nobody can stick their own challenge</source>
        <translation>nessuno può incollare la propria sfida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answering player cannot stick</source>
        <translation>chi deve rispondere non può incollare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that letter card was already answered or stuck</source>
        <translation>a quella carta di sfida si è già risposto, o è già stata incollata</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is the forbidden rank</source>
        <extracomment>%1 is a rank (&quot;8&quot;, &quot;King&quot;): the rank of forbidden_rank, on which nobody slaps or calls.</extracomment>
        <translation>%1 è il valore vietato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is already a split pile</source>
        <translation>c’è già una pila secondaria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split during a challenge</source>
        <translation>non si divide durante una sfida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split while a pile waits to be collected</source>
        <translation>non si divide mentre una pila attende di essere raccolta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a split needs a card in hand</source>
        <translation>per dividere serve una carta in mano</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You could have stuck %1.</source>
        <translation>Potevi incollare %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You could have split %1.</source>
        <translation>Potevi dividere l’%1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The split pile is won: one pile again.</source>
        <translation>La pila secondaria è stata vinta: di nuovo una sola pila.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The split pile moves over: one pile again.</source>
        <translation>La pila secondaria si sposta al posto della principale: di nuovo una sola pila.</translation>
    </message>
</context>
<context>
    <name>ratscrew::CardCountChart</name>
    <message>
        <location filename="../app/summary/CardCountChart.cpp" line="+19"/>
        <source>Cards in hand over the game</source>
        <translation>Carte in mano durante la partita</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+20"/>
        <source>No cards played</source>
        <translation>Nessuna carta giocata</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 from %2 to %3 (most %4)</source>
        <translation>%1 da %2 a %3 (massimo %4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cards in hand over %1: %2.</source>
        <translation>Carte in mano nell’arco di %1: %2.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Cards in hand</source>
        <translation>Carte in mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
</context>
<context>
    <name>ratscrew::CareerDatabase</name>
    <message>
        <location filename="../app/career/CareerDatabase.cpp" line="+158"/>
        <source>Your statistics file %1 cannot be opened (%2): this game&apos;s statistics are not kept.</source>
        <translation>Il tuo file delle statistiche %1 non si può aprire (%2): le statistiche di questa partita non vengono salvate.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Your statistics file %1 is damaged and could not be moved aside: this game&apos;s statistics are not kept.</source>
        <translation>Il tuo file delle statistiche %1 è danneggiato e non è stato possibile metterlo da parte: le statistiche di questa partita non vengono salvate.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Your statistics file %1 is in use by another program (%2): it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Il tuo file delle statistiche %1 è in uso da parte di un altro programma (%2): resta com’è e le statistiche di questa partita non vengono salvate.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your statistics file %1 cannot be used (%2; it, its folder and its -wal and -shm files must be readable and writable): it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Il tuo file delle statistiche %1 non si può usare (%2; il file, la sua cartella e i suoi file -wal e -shm devono essere leggibili e scrivibili): resta com’è e le statistiche di questa partita non vengono salvate.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Your statistics file %1 is an SQLite file of another program: it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Il tuo file delle statistiche %1 è un file SQLite di un altro programma: resta com’è e le statistiche di questa partita non vengono salvate.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Your statistics file %1 is damaged: it was kept as %2 and a new one was started.</source>
        <translation>Il tuo file delle statistiche %1 è danneggiato: è stato conservato come %2 e ne è stato iniziato uno nuovo.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Statistics are not kept: Qt&apos;s SQLite driver (QSQLITE) is not installed.</source>
        <translation>Le statistiche non vengono salvate: il driver SQLite di Qt (QSQLITE) non è installato.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your statistics file %1 is not a regular file: it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Il tuo file delle statistiche %1 non è un file normale: resta com’è e le statistiche di questa partita non vengono salvate.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The folder %1 cannot be created: statistics are not kept.</source>
        <translation>Non è possibile creare la cartella %1: le statistiche non vengono salvate.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your statistics file %1 is from a newer Ratscrew: it is left as it is, and this game&apos;s statistics are not kept.</source>
        <translation>Il tuo file delle statistiche %1 viene da un Ratscrew più recente: resta com’è e le statistiche di questa partita non vengono salvate.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your statistics file %1 gives its version as %2, which no Ratscrew writes: it is left as it is, and this game&apos;s statistics are not kept.</source>
        <translation>Il tuo file delle statistiche %1 dichiara la versione %2, che nessun Ratscrew scrive: resta com’è e le statistiche di questa partita non vengono salvate.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game&apos;s statistics are not kept.</source>
        <translation>Le statistiche di questa partita non vengono salvate.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Your statistics file %1 cannot be written (%2: %3).</source>
        <translation>Non è possibile scrivere nel tuo file delle statistiche %1 (%2: %3).</translation>
    </message>
</context>
<context>
    <name>ratscrew::Coach</name>
    <message>
        <location filename="../app/coach/Coach.cpp" line="+31"/>
        <source>A split</source>
        <extracomment>&quot;A split&quot; and &quot;A stick&quot; stand where a pattern&apos;s name stands in the coach&apos;s line (&quot;Double — Ann 410 ms&quot;): the name of a call (docs/RULES.md §9).</extracomment>
        <translation>8 da dividere</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A stick</source>
        <translation>Carta da incollare</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>you %1</source>
        <comment>you and your slap time</comment>
        <translation>tu %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 %2</source>
        <comment>a name and their slap time</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2: %3 ms too late.</source>
        <translation>%1 — %2: %3 ms in ritardo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2; %3 did not slap.</source>
        <translation>%1 — %2; %3 non ha colpito.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2; you did not slap.</source>
        <translation>%1 — %2; non hai colpito.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Missed: %1 (%2) — nobody slapped.</source>
        <translation>Mancato: %1 (%2) — nessuno ha colpito.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 on %2: %3 needs two cards of the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 su %2: «%3» vuole due carte dello stesso valore.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs three cards of the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 su %2: «%3» vuole tre carte dello stesso valore.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on top and %2 two cards down are not the same rank: %3 is two cards of the same rank with one card between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 in cima e %2 due carte più sotto non hanno lo stesso valore: per «%3» servono due carte dello stesso valore con una carta in mezzo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on top, %2 at the bottom: %3 needs the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 in cima, %2 in fondo: «%3» vuole lo stesso valore.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 make %3: %4 needs two cards that add up to 10.</source>
        <extracomment>%4 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards, %3 their sum.</extracomment>
        <translation>%1 e %2 fanno %3: «%4» vuole due carte che sommano 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2 make %3: %4 needs them to add up to 10 across a card.</source>
        <extracomment>%4 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards, %3 their sum.</extracomment>
        <translation>%1 e %2 fanno %3: «%4» vuole che sommino 10 con una carta in mezzo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on %2: %3 needs three cards in a row.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 su %2: «%3» vuole tre carte in sequenza.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs four cards in a row.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 su %2: «%3» vuole quattro carte in sequenza.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs a queen and a king.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 su %2: «%3» vuole una donna e un re.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs three cards of one suit.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 su %2: «%3» vuole tre carte dello stesso seme.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs four cards of one suit.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 su %2: «%3» vuole quattro carte dello stesso seme.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on top and %2 two cards down: %3 is a queen and a king with one card between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 in cima e %2 due carte più sotto: per «%3» servono una donna e un re con una carta in mezzo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on top and %2 three cards down are not the same rank: %3 is two cards of the same rank with two cards between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 in cima e %2 tre carte più sotto non hanno lo stesso valore: per «%3» servono due carte dello stesso valore con due carte in mezzo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 does not match %2.</source>
        <extracomment>%2 is a pattern&apos;s name (GameText::pattern()); %1 the cards on top of the pile.</extracomment>
        <translation>%1 non forma «%2».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not a slap: the pile is empty.</source>
        <translation>Non è un colpo: la pila è vuota.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not a slap: %1 matches no pattern.</source>
        <translation>Non è un colpo: %1 non forma nessuna combinazione.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not a slap: %1</source>
        <translation>Non è un colpo: %1</translation>
    </message>
</context>
<context>
    <name>ratscrew::DemoTable</name>
    <message>
        <location filename="../app/demo/DemoTable.cpp" line="+31"/>
        <source>Demo table: bots playing</source>
        <translation>Tavolo dimostrativo: giocano i bot</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Watching bots: %1 rules, deal %2. Press any key or click to play.</source>
        <translation>Stai guardando i bot: regole «%1», mano %2. Premi un tasto qualsiasi o fai clic per giocare.</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Hal</source>
        <comment>the bot in your seat at the demo table</comment>
        <translation>Hal</translation>
    </message>
</context>
<context>
    <name>ratscrew::GameLog</name>
    <message>
        <location filename="../app/story/GameLog.cpp" line="+77"/>
        <location line="+14"/>
        <source>Game log</source>
        <translation>Registro della partita</translation>
    </message>
</context>
<context>
    <name>ratscrew::GameLogModel</name>
    <message>
        <location filename="../app/story/GameLogModel.cpp" line="+77"/>
        <source>%1 (×%2)</source>
        <comment>the same log line said N times in a row</comment>
        <translation>%1 (×%2)</translation>
    </message>
</context>
<context>
    <name>ratscrew::GamePage</name>
    <message>
        <location filename="../app/settings/GamePage.cpp" line="+37"/>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Bots play:</source>
        <translation>I &amp;bot giocano:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How soon the bots play their cards. Their slaps keep the reaction times of their level.</source>
        <translation>Con che rapidità i bot giocano le loro carte. I loro colpi mantengono i tempi di reazione del loro livello.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Slow</source>
        <comment>bots&apos; play speed</comment>
        <translation>Lenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed</source>
        <comment>bots&apos; play speed</comment>
        <translation>Tranquilli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <comment>bots&apos; play speed</comment>
        <translation>Normali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quick</source>
        <comment>bots&apos; play speed</comment>
        <translation>Rapidi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <comment>bots&apos; play speed</comment>
        <translation>Velocissimi</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Off</source>
        <comment>animation speed</comment>
        <translation>Disattivate</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fast</source>
        <comment>animation speed</comment>
        <translation>Veloci</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Normali</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A&amp;nimations:</source>
        <translation>A&amp;nimazioni:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How cards fly and piles slide. Off shows every move at once.</source>
        <translation>Come volano le carte e scorrono le pile. «Disattivate» mostra ogni mossa all’istante.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pa&amp;use when the window loses focus</source>
        <translation>Pa&amp;usa quando la finestra perde il focus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pausing</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switching to another window pauses the game, so nobody slaps while you look away.</source>
        <translation>Passare a un’altra finestra mette in pausa la partita, così nessuno colpisce mentre guardi altrove.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New games &amp;wait until I start them</source>
        <translation>Le nuove partite aspettano che le a&amp;vvii io</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new game is dealt and waits for your play key or a click, then counts down from 3. Off, the bots start at once.</source>
        <translation>Una nuova partita viene distribuita e aspetta il tuo tasto di gioco o un clic, poi conta alla rovescia da 3. Se disattivato, i bot iniziano subito.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Automatic: my first %n game(s)</source>
        <translation>
            <numerusform>Automatico: la mia prima partita</numerusform>
            <numerusform>Automatico: le mie prime %n partite</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On</source>
        <comment>coach</comment>
        <translation>Attivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <comment>coach</comment>
        <translation>Disattivato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach</source>
        <translation>Allenatore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C&amp;oach:</source>
        <translation>All&amp;enatore:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each pile you could have slapped, a line says who slapped how fast; the cards of a pattern you missed are shown beside the pile, and a misslap is explained.</source>
        <translation>Dopo ogni pila che potevi colpire, una riga dice chi ha colpito e con che velocità; le carte di una combinazione che ti è sfuggita appaiono accanto alla pila, e un colpo sbagliato viene spiegato.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Records</source>
        <translation>Registrazioni</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ga&amp;mes kept as records:</source>
        <translation>Partite &amp;conservate:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game you play is kept as a record file that can be replayed; the oldest go when there are more.</source>
        <translation>Ogni partita giocata viene conservata in un file di registrazione che si può rivedere; oltre questo numero, le più vecchie vengono eliminate.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default</source>
        <translation>Lingua di sistema</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes effect the next time Ratscrew starts.</source>
        <translation>Ha effetto al prossimo avvio di Ratscrew.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>Other (×%1)</source>
        <translation>Altro (×%1)</translation>
    </message>
</context>
<context>
    <name>ratscrew::GamePause</name>
    <message>
        <location filename="../app/GamePause.cpp" line="+94"/>
        <source>Not yet: play goes on when the countdown ends.</source>
        <translation>Non ancora: si riprende alla fine del conto alla rovescia.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play on</source>
        <comment>the keys of Pause</comment>
        <translation>%1 per continuare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused. Press %1 to play on.</source>
        <translation>In pausa. Premi %1 per continuare.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Press %1 to start</source>
        <comment>the play key</comment>
        <translation>Premi %1 per iniziare</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>or click the table</source>
        <translation>o fai clic sul tavolo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards are dealt. Press %1 or click the table to start.</source>
        <translation>Le carte sono distribuite. Premi %1 o fai clic sul tavolo per iniziare.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Win all %1 cards, or hold the most when %n minute(s) are up.</source>
        <translation>
            <numerusform>Vinci tutte le %1 carte, o resta con più carte di tutti allo scadere di %n minuto.</numerusform>
            <numerusform>Vinci tutte le %1 carte, o resta con più carte di tutti allo scadere dei %n minuti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win all %1 cards.</source>
        <translation>Vinci tutte le %1 carte.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Be the last player with cards, or hold the most when %n minute(s) are up.</source>
        <translation>
            <numerusform>Sii l’ultimo giocatore a restare con delle carte, o quello con più carte allo scadere di %n minuto.</numerusform>
            <numerusform>Sii l’ultimo giocatore a restare con delle carte, o quello con più carte allo scadere dei %n minuti.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Be the last player with cards.</source>
        <translation>Resta l’ultimo giocatore con carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player plays and slaps with the keys shown at their seat.</source>
        <translation>Ogni giocatore gioca e colpisce con i tasti indicati al suo posto.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays your card, %2 slaps.</source>
        <translation>%1 gioca la tua carta, %2 colpisce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap first when the pile shows a pattern; F1 explains them all.</source>
        <translation>Colpisci per primo quando la pila forma una combinazione; F1 le spiega tutte.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Play on.</source>
        <translation>Si continua.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Not yet: press %1 to start.</source>
        <translation>Non ancora: premi %1 per iniziare.</translation>
    </message>
</context>
<context>
    <name>ratscrew::GameText</name>
    <message>
        <location filename="../app/text/GameText.cpp" line="-184"/>
        <source>Double</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Triple</source>
        <translation>Tris</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sandwich</source>
        <translation>Sandwich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top and bottom</source>
        <translation>Testa e coda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tens</source>
        <translation>Somma dieci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ten</source>
        <translation>Dieci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tens sandwich</source>
        <translation>Sandwich del dieci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three for ten</source>
        <translation>Tre per dieci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four in a row</source>
        <translation>Scala di quattro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run of three</source>
        <translation>Progressione di tre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marriage</source>
        <translation>Matrimonio</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>Match my speed</source>
        <translation>Alla mia velocità</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Person</source>
        <comment>a seat played by someone at the keyboard</comment>
        <translation>Persona</translation>
    </message>
    <message>
        <location line="-321"/>
        <location line="+114"/>
        <source>Joker</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>a double %1</source>
        <translation>una coppia %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a triple %1</source>
        <translation>un tris %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a sandwich %1</source>
        <translation>un sandwich %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top and bottom %1…%2</source>
        <translation>testa e coda %1…%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tens %1</source>
        <translation>somma dieci %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a ten</source>
        <translation>un dieci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tens sandwich %1</source>
        <translation>un sandwich del dieci %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three for ten %1</source>
        <translation>tre per dieci %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four in a row %1</source>
        <translation>scala di quattro %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a run of three %1</source>
        <translation>una progressione di tre %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a marriage %1</source>
        <translation>un matrimonio %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a joker</source>
        <translation>un jolly</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three of a suit %1</source>
        <translation>tre dello stesso seme %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four of a suit %1</source>
        <translation>quattro dello stesso seme %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a divorce %1</source>
        <translation>un divorzio %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a big mac %1</source>
        <translation>un Big Mac %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Acorns</source>
        <comment>German suits: the suit in the place of clubs</comment>
        <translation>Ghiande</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bells</source>
        <comment>German suits: the suit in the place of diamonds</comment>
        <translation>Sonagli</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts</source>
        <comment>German suits: the suit in the place of hearts</comment>
        <translation>Cuori</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves</source>
        <comment>German suits: the suit in the place of spades</comment>
        <translation>Foglie</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 of Acorns</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Acorns&quot;.</extracomment>
        <translation>%1 di Ghiande</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Bells</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Bells&quot;.</extracomment>
        <translation>%1 di Sonagli</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Hearts</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Hearts&quot;.</extracomment>
        <translation>%1 di Cuori</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Leaves</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Leaves&quot;.</extracomment>
        <translation>%1 di Foglie</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Three of a suit</source>
        <translation>Tre dello stesso seme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four of a suit</source>
        <translation>Quattro dello stesso seme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Divorce</source>
        <translation>Divorzio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Big mac</source>
        <translation>Big Mac</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>, </source>
        <comment>list separator</comment>
        <extracomment>What stands between the items of a list (&quot;Ann, Bea, Cal&quot;): a comma and a space in English, &quot;、&quot; in Japanese.</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>House</source>
        <translation>Regole della casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bicycle</source>
        <translation>Bicycle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps</source>
        <translation>Slaps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps (advanced)</source>
        <translation>Slaps (avanzato)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic</source>
        <translation>Classico</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps (every advanced rule)</source>
        <translation>Slaps (tutte le regole avanzate)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <comment>a rule set changed from its preset</comment>
        <translation>Personalizzato</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Custom</source>
        <translation>Personalizzato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ghost</source>
        <comment>a bot that slaps at the speed of a shared run&apos;s person (docs/RUNS.md)</comment>
        <translation>Fantasma</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 ms</source>
        <comment>a slap&apos;s time after the card became visible</comment>
        <translation>%1 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 ms before the card was visible</source>
        <translation>%1 ms prima che la carta fosse visibile</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 %</source>
        <extracomment>A share in percent (&quot;96 %&quot;); the number is already in the language&apos;s digits.</extracomment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>ratscrew::HelpDialog</name>
    <message>
        <location filename="../app/help/HelpDialog.cpp" line="+89"/>
        <source>Ratscrew Rules</source>
        <translation>Regole di Ratscrew</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Rules of %1</source>
        <extracomment>For a screen reader: %1 is the title of the rules&apos; preset, e.g. &quot;House rules&quot;.</extracomment>
        <translation>Pagina delle regole: %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>House rules</source>
        <translation>Regole della casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bicycle rules</source>
        <translation>Regole Bicycle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps</source>
        <translation>Slaps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps, advanced</source>
        <translation>Slaps, avanzate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic rules</source>
        <translation>Regole classiche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps, every advanced rule</source>
        <translation>Slaps, tutte le regole avanzate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>Regole personalizzate</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preset “house”: a house version of the Bicycle rules.</source>
        <translation>Preset «house»: le regole Bicycle con qualche regola della casa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “bicycle”: the Bicycle-style rule texts as printed.</source>
        <translation>Preset «bicycle»: i testi delle regole in stile Bicycle, così come sono stampati.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps”: a player&apos;s page about “Slaps”, with its basic rules.</source>
        <translation>Preset «slaps»: la pagina di un giocatore dedicata a «Slaps», con le regole di base.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps_advanced”: a player&apos;s page about “Slaps”, with its advanced rules.</source>
        <translation>Preset «slaps_advanced»: la pagina di un giocatore dedicata a «Slaps», con le regole avanzate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “classic”: a classic rule text.</source>
        <translation>Preset «classic»: un testo di regole classico.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps_full”: a player&apos;s page about “Slaps”, with its advanced rules and both of its calls, sticky kings and split eights.</source>
        <translation>Preset «slaps_full»: la pagina di un giocatore dedicata a «Slaps», con le regole avanzate ed entrambe le chiamate, re adesivi e otto divisi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of options.</source>
        <translation>La tua combinazione di opzioni.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How to play: %1</source>
        <translation>Come si gioca: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Origin of the rules</source>
        <translation>Origine delle regole</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Slap when…</source>
        <translation>Colpisci quando…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No slap pattern is switched on: every slap is a misslap.</source>
        <translation>Nessuna combinazione è attiva: ogni colpo è un colpo sbagliato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards are shown in the order played, the top of the pile on the right; faded cards could be anything. Only played cards count, never burned ones.</source>
        <translation>Le carte sono mostrate nell’ordine in cui sono state giocate, con la cima della pila a destra; le carte sbiadite possono essere carte qualsiasi. Contano solo le carte giocate, mai quelle bruciate.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slap patterns</source>
        <translation>Combinazioni da colpire</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+84"/>
        <source>Example: %1</source>
        <translation>Esempio: %1</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Calls: sticky faces</source>
        <translation>Chiamate: carte di sfida adesive</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls: sticky faces and split eights</source>
        <translation>Chiamate: carte di sfida adesive e otto divisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls: split eights</source>
        <translation>Chiamate: otto divisi</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A call is a slap on a card that makes no pattern but is still right. It wins no cards, but it changes the play, and like any good slap it ends a run of misslaps. Slap as usual; the table shows which call it was. A slap is judged in this order: a pattern on the slap pile, a pattern on the split pile, a stick, a split; only then is it a misslap.</source>
        <translation>Una chiamata è un colpo su una carta che non forma nessuna combinazione ma è comunque giusto. Non vince carte, ma cambia il gioco e, come ogni colpo giusto, interrompe una serie di colpi sbagliati. Colpisci come al solito; il tavolo mostra di quale chiamata si trattava. Un colpo viene valutato in quest’ordine: una combinazione sulla pila principale, una combinazione sulla pila secondaria, una carta di sfida da incollare, un 8 da dividere; solo allora è un colpo sbagliato.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Example: %1; then %2</source>
        <extracomment>%1 is how the piles lie before, %2 after (both &quot;Slap pile: 3♠; Split pile: …&quot;).</extracomment>
        <translation>Esempio: %1; poi %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Challenges and misslaps</source>
        <translation>Sfide e colpi sbagliati</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+3"/>
        <source>The other rules</source>
        <translation>Le altre regole</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Challenges</source>
        <translation>Sfide</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A 10 played in answer stops the challenge: the challenger does not win the pile, and the next player plays on. But a 10 on top shows %1, so the first good slap takes the pile.</source>
        <translation>Un 10 giocato in risposta ferma la sfida: lo sfidante non vince la pila e il giocatore successivo continua. Ma un 10 in cima mostra «%1», quindi il primo colpo giusto si prende la pila.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A 10 played in answer stops the challenge: nobody wins the pile, and the next player plays on.</source>
        <translation>Un 10 giocato in risposta ferma la sfida: nessuno vince la pila e il giocatore successivo continua.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>German suits</source>
        <translation>Semi tedeschi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card deck has German suits. Its Unter (U), Ober (O), König (K) and Daus (D) are the J, Q, K and A of these rules, and its acorns, bells, hearts and leaves take the places of clubs, diamonds, hearts and spades. The game names the cards as your deck prints them: %1.</source>
        <translation>Il tuo mazzo ha semi tedeschi. Unter (U), Ober (O), König (K) e Daus (D) sono J, Q, K e A di queste regole, e ghiande, sonagli, cuori e foglie prendono il posto di fiori, quadri, cuori e picche. Il gioco indica le carte così come sono stampate sul tuo mazzo: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Collecting</source>
        <translation>Raccolta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The challenger takes the pile at once; the card that ended the challenge cannot be slapped.</source>
        <translation>Lo sfidante prende subito la pila; la carta che ha chiuso la sfida non si può colpire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenger picks the pile up after about a second. Until then anyone may still slap it: a good slap steals it, and a misslap hands it to the player who played its top card.</source>
        <translation>Lo sfidante raccoglie la pila dopo circa un secondo. Fino ad allora chiunque può ancora colpirla: un colpo giusto la ruba, un colpo sbagliato la dà a chi ha giocato la carta in cima.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenger picks the pile up after about a second. Until then anyone may still slap it, and a good slap steals it.</source>
        <translation>Lo sfidante raccoglie la pila dopo circa un secondo. Fino ad allora chiunque può ancora colpirla, e un colpo giusto la ruba.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslaps</source>
        <translation>Colpi sbagliati</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs you the top card of your stack, slid face down under the pile.</source>
        <translation>Colpire quando non c’è nessuna combinazione ti costa la carta in cima al tuo mazzetto, infilata coperta sotto la pila.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs you the top %1 cards of your stack, slid face down under the pile.</source>
        <translation>Colpire quando non c’è nessuna combinazione ti costa le prime %1 carte del tuo mazzetto, infilate coperte sotto la pila.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then you play the next card, unless a challenge is being answered or a pile waits to be collected.</source>
        <translation>Poi giochi tu la carta successiva, a meno che non si stia rispondendo a una sfida o che una pila non attenda di essere raccolta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slapping when no pattern shows costs nothing (no penalty), but it still counts toward the misslap limit.</source>
        <translation>Colpire quando non c’è nessuna combinazione non costa nulla (nessuna penalità), ma conta comunque per il limite di colpi sbagliati.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs nothing: there is no penalty.</source>
        <translation>Colpire quando non c’è nessuna combinazione non costa nulla: non c’è penalità.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Slapping when no pattern shows locks you out: you keep your cards, but you cannot slap until %n more card(s) have been played.</source>
        <translation>
            <numerusform>Colpire quando non c’è nessuna combinazione ti blocca: tieni le tue carte, ma non puoi colpire finché non viene giocata un’altra carta.</numerusform>
            <numerusform>Colpire quando non c’è nessuna combinazione ti blocca: tieni le tue carte, ma non puoi colpire finché non vengono giocate altre %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slapping when no pattern shows gives the pile to the player who played its top card (if that is you, to the nearest player on your right).</source>
        <translation>Colpire quando non c’è nessuna combinazione dà la pila al giocatore che ne ha giocato la carta in cima (se sei tu, al giocatore più vicino alla tua destra).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slapped on nothing</source>
        <translation>Colpo sbagliato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the game log and the status line say of a misslap: a slap while the pile shows no pattern. “Slapped on an empty pile” is a misslap too, on a pile with no cards at all (just after one was won).</source>
        <translation>Così il registro della partita e la riga di stato indicano un colpo sbagliato: un colpo mentre la pila non forma nessuna combinazione. Anche il «colpo sbagliato sulla pila vuota» è un colpo sbagliato, su una pila senza nessuna carta (subito dopo che ne è stata vinta una).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too late</source>
        <translation>Troppo tardi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A slap that comes just after someone else&apos;s good slap, before the next card, lost the race: it costs nothing.</source>
        <translation>Un colpo che arriva subito dopo il colpo giusto di un altro, prima della carta successiva, ha perso la gara: non costa nulla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslap limit</source>
        <translation>Limite di colpi sbagliati</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Misslapping on two cards in a row puts you out of the game (two misslaps on one card count once).</source>
        <translation>Fare colpi sbagliati su due carte di fila ti mette fuori gioco (due colpi sbagliati sulla stessa carta contano una volta).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslapping on more than %1 cards in a row puts you out of the game (two misslaps on one card count once).</source>
        <translation>Fare colpi sbagliati su più di %1 carte di fila ti mette fuori gioco (due colpi sbagliati sulla stessa carta contano una volta).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are skipped, but you may still slap a good pile to get back into the game. A misslap with no cards makes you sit out: you cannot slap until one card has been played for each other player who still holds cards.</source>
        <translation>Vieni saltato, ma puoi ancora rientrare in gioco con un colpo giusto sulla pila. Un colpo sbagliato senza carte ti fa stare fuori: non puoi colpire finché non è stata giocata una carta per ogni altro giocatore che ha ancora carte.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game length</source>
        <translation>Limite di tempo</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The game ends after %n minutes of play; paused time does not count, and the table shows the time left. Then the player with the most cards in hand wins (a pile waiting to be collected is collected first); if two or more hold the most, the game is a draw.</source>
        <translation>
            <numerusform>La partita finisce dopo %n minuto di gioco; il tempo in pausa non conta e il tavolo mostra il tempo rimasto. Vince allora il giocatore con più carte in mano (una pila in attesa di essere raccolta viene raccolta prima); se in due o più sono a pari merito, la partita finisce in pareggio.</numerusform>
            <numerusform>La partita finisce dopo %n minuti di gioco; il tempo in pausa non conta e il tavolo mostra il tempo rimasto. Vince allora il giocatore con più carte in mano (una pila in attesa di essere raccolta viene raccolta prima); se in due o più sono a pari merito, la partita finisce in pareggio.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No limit: the game goes on until one player has every card, which may take hours. Settings ▸ Rules can end it after 10 to 60 minutes instead.</source>
        <translation>Nessun limite: la partita continua finché un giocatore non ha tutte le carte, il che può richiedere ore. In Impostazioni ▸ Regole puoi invece farla finire dopo un tempo da 10 a 60 minuti.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The deck has %n cards with two jokers. A joker is not a letter card: it never starts a challenge, and as an answer it uses up a chance like a number card.</source>
        <translation>
            <numerusform>Il mazzo ha %n carta con due jolly. Un jolly non è una carta di sfida: non avvia mai una sfida e, come risposta, consuma un tentativo come una carta numerica.</numerusform>
            <numerusform>Il mazzo ha %n carte con due jolly. Un jolly non è una carta di sfida: non avvia mai una sfida e, come risposta, consuma un tentativo come una carta numerica.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>None: the deck has %n cards.</source>
        <translation>
            <numerusform>Nessuno: il mazzo ha %n carta.</numerusform>
            <numerusform>Nessuno: il mazzo ha %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two %1s do not count as a double, a sandwich, a top and bottom or a big mac: three %1s in a row can be slapped (unless the pile matches another pattern too).</source>
        <translation>Due %1 non contano come coppia, sandwich, testa e coda o Big Mac: si possono colpire tre %1 di fila (a meno che la pila non formi anche un’altra combinazione).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two %1s do not count as a double, a sandwich or a top and bottom: three %1s in a row can be slapped (unless the pile matches another pattern too).</source>
        <translation>Due %1 non contano come coppia, sandwich o testa e coda: si possono colpire tre %1 di fila (a meno che la pila non formi anche un’altra combinazione).</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>A new game is dealt and waits until you press %1 or click the table, then counts down 3-2-1. Settings ▸ Game can start games at once instead.</source>
        <translation>Una nuova partita viene distribuita e aspetta finché non premi %1 o fai clic sul tavolo, poi conta alla rovescia 3-2-1. In Impostazioni ▸ Partita puoi farle iniziare subito.</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>None: misslaps never put you out as long as you have cards.</source>
        <translation>Nessuno: i colpi sbagliati non ti mettono mai fuori gioco finché hai carte.</translation>
    </message>
    <message>
        <location line="-285"/>
        <source>Take turns playing the top card of your face-down stack face up onto the pile. You win cards by winning challenges and by being the first to slap the pile when one of the patterns below shows.</source>
        <translation>A turno, scopri la carta in cima al tuo mazzetto coperto e mettila sulla pila. Vinci carte vincendo le sfide ed essendo il primo a colpire la pila quando compare una delle combinazioni qui sotto.</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>Playing a J, Q, K or A starts a challenge: the next player with cards gets 1 (J), 2 (Q), 3 (K) or 4 (A) chances to turn up a J, Q, K or A of their own, which starts a new challenge. If all the chances are used up without one, the challenger wins the pile.</source>
        <translation>Giocare una J, Q, K o A avvia una sfida: il giocatore successivo con carte ha 1 (J), 2 (Q), 3 (K) o 4 (A) tentativi per scoprire a sua volta una J, Q, K o A, che avvia una nuova sfida. Se tutti i tentativi falliscono, lo sfidante vince la pila.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Next to play</source>
        <translation>Chi inizia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever wins a pile starts the next one.</source>
        <translation>Chi vince una pila inizia la successiva.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a pile is won, the player after the winner starts the next one.</source>
        <translation>Dopo che una pila è stata vinta, la successiva la inizia il giocatore dopo il vincitore.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards left</source>
        <translation>Senza carte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are skipped, but you may still slap a good pile to get back into the game. A misslap with no cards puts you out.</source>
        <translation>Vieni saltato, ma puoi ancora rientrare in gioco con un colpo giusto sulla pila. Un colpo sbagliato senza carte ti mette fuori gioco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are skipped and cannot slap until cards come back to you.</source>
        <translation>Vieni saltato e non puoi colpire finché non ti tornano delle carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning</source>
        <translation>Vittoria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win when you hold all %1 cards, or when everyone else is out.</source>
        <translation>Vinci quando hai tutte le %1 carte, o quando tutti gli altri sono fuori gioco.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win as soon as you are the only player with cards in hand, even with cards still on the pile, or when everyone else is out.</source>
        <translation>Vinci appena sei l’unico giocatore con carte in mano, anche se ci sono ancora carte sulla pila, o quando tutti gli altri sono fuori gioco.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Jokers</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only slap three</source>
        <translation>Colpire solo il tris</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Forbidden rank</source>
        <translation>Valore vietato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When a %1 is on top, the pile can never be slapped, whatever it shows.</source>
        <translation>Quando in cima c’è un %1, la pila non si può mai colpire, qualunque cosa mostri.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source>Controls</source>
        <translation>Comandi</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>or</source>
        <translation>o</translation>
    </message>
    <message>
        <location line="-214"/>
        <location line="+5"/>
        <location line="+215"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no key</source>
        <translation>nessun tasto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play your card (or click your stack)</source>
        <translation>Gioca la tua carta (o fai clic sul tuo mazzetto)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap the pile (or click the pile)</source>
        <translation>Colpisci la pila (o fai clic sulla pila)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Person %1 plays a card</source>
        <translation>Persona %1: gioca una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Person %1 slaps the pile</source>
        <translation>Persona %1: colpisce la pila</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause or go on</source>
        <translation>Pausa o riprendi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound on or off</source>
        <translation>Attiva o disattiva il suono</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the game log</source>
        <translation>Mostra il registro della partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This help</source>
        <translation>Questa guida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings (keys under Keys)</source>
        <translation>Impostazioni (i tasti in «Tasti»)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
</context>
<context>
    <name>ratscrew::KeyBindings</name>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+80"/>
        <source>Play a card</source>
        <translation>Gioca una carta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slap the pile</source>
        <translation>Colpisci la pila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card (person %1)</source>
        <translation>Gioca una carta (persona %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap the pile (person %1)</source>
        <translation>Colpisci la pila (persona %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pause or go on</source>
        <translation>Pausa o riprendi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound on or off</source>
        <translation>Attiva o disattiva il suono</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the game log</source>
        <translation>Mostra il registro della partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules and controls</source>
        <translation>Regole e comandi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>none</source>
        <comment>no key</comment>
        <translation>nessuno</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 or %2</source>
        <comment>two keys</comment>
        <translation>%1 o %2</translation>
    </message>
</context>
<context>
    <name>ratscrew::KeysPage</name>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="+9"/>
        <source>Click a key box and press the key you want (with Ctrl, Alt or Shift if you like). Each command can have a second key. The people&apos;s keys are for two to four people at one keyboard: set a seat&apos;s level to “Person” under Players.</source>
        <translation>Fai clic su una casella e premi il tasto che vuoi (anche con Ctrl, Alt o Maiusc). Ogni comando può avere un secondo tasto. I tasti delle persone servono per giocare in due, tre o quattro sulla stessa tastiera: in Giocatori imposta il livello di un posto su «Persona».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Key</source>
        <translation>Tasto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second key</source>
        <translation>Secondo tasto</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Key: %1</source>
        <translation>Tasto: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second key: %1</source>
        <translation>Secondo tasto: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>People at the keyboard</source>
        <translation>Persone alla tastiera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window</source>
        <translation>Finestra</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Default Keys</source>
        <translation>&amp;Tasti predefiniti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key back to the one it had when Ratscrew was installed.</source>
        <translation>Riporta ogni tasto com’era all’installazione di Ratscrew.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 is the key of both “%2” and “%3”.</source>
        <translation>%1 è il tasto sia di «%2» sia di «%3».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 opens the menu “%2”: it cannot also be the key of “%3”.</source>
        <translation>%1 apre il menu «%2»: non può essere anche il tasto di «%3».</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 opens the menu “%2”: give “%3” another key.</source>
        <translation>%1 apre il menu «%2»: assegna un altro tasto a «%3».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is the key of both “%2” and “%3”: give one of them another key.</source>
        <translation>%1 è il tasto sia di «%2» sia di «%3»: assegna un altro tasto a uno dei due.</translation>
    </message>
</context>
<context>
    <name>ratscrew::MainWindow</name>
    <message>
        <location filename="../app/MainWindow.cpp" line="+45"/>
        <source>Ratscrew</source>
        <translation>Ratscrew</translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>%n saved setting(s) could not be used and went back to the default. The game log (%1) says which.</source>
        <translation>
            <numerusform>%n impostazione salvata non era utilizzabile ed è tornata al valore predefinito. Il registro della partita (%1) dice quale.</numerusform>
            <numerusform>%n impostazioni salvate non erano utilizzabili e sono tornate al valore predefinito. Il registro della partita (%1) dice quali.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+211"/>
        <source>Coach: after each pile you could slap, a line here says who was how fast.</source>
        <translation>Allenatore: dopo ogni pila che potevi colpire, qui una riga mostra quanto è stato veloce ciascuno.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>New players and rules apply from the next game (%1).</source>
        <translation>I nuovi giocatori e le nuove regole valgono dalla prossima partita (%1).</translation>
    </message>
    <message>
        <location line="-128"/>
        <location filename="../app/settings/PlayersPage.cpp" line="+42"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Your game is back where you left it. Press %1 to play on.</source>
        <translation>Hai ritrovato la partita dove l’avevi lasciata. Premi %1 per continuare.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Back at your game, paused. Press %1 to play on.</source>
        <translation>Torni alla tua partita, in pausa. Premi %1 per continuare.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Paused: the window lost focus. Press %1 to play on.</source>
        <translation>In pausa: la finestra ha perso il focus. Premi %1 per continuare.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused while the window is minimised. Press %1 to play on.</source>
        <translation>In pausa mentre la finestra è ridotta a icona. Premi %1 per continuare.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>S&amp;hare…</source>
        <translation>C&amp;ondividi…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/MainWindowMenus.cpp" line="+40"/>
        <source>R&amp;ivals…</source>
        <translation>Ri&amp;vali…</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+7"/>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="-6"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;Deal Number…</source>
        <translation>Gioca la &amp;mano numero…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dail&amp;y Deal</source>
        <translation>Mano del &amp;giorno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s deal, the same for everyone: house rules against three normal bots</source>
        <translation>La mano di oggi, uguale per tutti: regole della casa contro tre bot normali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;hare This Game…</source>
        <translation>&amp;Condividi questa partita…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your result as text to paste, and your run for a friend to race</source>
        <translation>Il tuo risultato come testo da incollare e la tua run, contro cui un amico può gareggiare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The runs of this deal side by side: yours and your friends&apos;</source>
        <translation>Le run di questa mano a confronto: la tua e quelle dei tuoi amici</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Run…</source>
        <translation>Apri r&amp;un…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch Bots</source>
        <translation>Guarda i &amp;bot</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bots play game after game with your rules; any key or click brings your game back</source>
        <translation>I bot giocano una partita dopo l’altra con le tue regole; un tasto qualsiasi o un clic ti riporta alla tua partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;ractice…</source>
        <translation>&amp;Allenamento…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiche…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rep&amp;lays…</source>
        <translation>&amp;Replay…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause When the Window Loses &amp;Focus</source>
        <translation>Pausa quando la finestra perde il &amp;focus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Play</source>
        <translation>&amp;Gioca</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+7"/>
        <location line="+122"/>
        <source>Play &amp;Card</source>
        <translation>&amp;Gioca una carta</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>&amp;Slap</source>
        <translation>&amp;Colpisci</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="-114"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animazioni</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Slow</source>
        <comment>animation speed</comment>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Normal</source>
        <comment>animation speed</comment>
        <translation>&amp;Normali</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Off (reduced motion)</source>
        <translation>&amp;Disattivate (movimento ridotto)</translation>
    </message>
    <message>
        <location line="+87"/>
        <location line="+8"/>
        <source>Play a Card: %1</source>
        <translation>Gioca una carta: %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <source>Slap: %1</source>
        <translation>Colpisci: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 / %2</source>
        <comment>a person&apos;s play key / slap key at a narrow seat</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 play, %2 slap</source>
        <comment>a person&apos;s keys at their seat</comment>
        <translation>%1 gioca, %2 colpisce</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+22"/>
        <source>Play Deal Number</source>
        <translation>Gioca una mano numerata</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Every game has a deal number: the end-of-game summary shows it. The same number with the same rules and players deals the same cards.</source>
        <translation>Ogni partita ha un numero di mano: il riepilogo di fine partita lo mostra. Lo stesso numero con le stesse regole e gli stessi giocatori distribuisce le stesse carte.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Deal number:</source>
        <translation>Numero di &amp;mano:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A deal number is a whole number from 0 to 18446744073709551615.</source>
        <translation>Un numero di mano è un numero intero da 0 a 18446744073709551615.</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>&amp;Fast</source>
        <comment>animation speed</comment>
        <translation>&amp;Veloci</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Game &amp;Log</source>
        <translation>&amp;Registro della partita</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Mazzo a quattro colori</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Sound</source>
        <translation>&amp;Suono</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+5"/>
        <source>&amp;Sound On</source>
        <translation>&amp;Suono attivo</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+11"/>
        <source>&amp;Rules and Controls</source>
        <translation>&amp;Regole e comandi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ratscrew</source>
        <translation>&amp;Informazioni su Ratscrew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Ratscrew</source>
        <translation>Informazioni su Ratscrew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Ratscrew %1&lt;/h3&gt;&lt;p&gt;Egyptian Rat Screw against bots that slap like people.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ratscrew %1&lt;/h3&gt;&lt;p&gt;Egyptian Rat Screw contro bot che colpiscono come persone vere.&lt;/p&gt;&lt;p&gt;Distribuito secondo la GNU GPL, versione 3 o successiva.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/MainWindowRivals.cpp" line="+74"/>
        <source>Share This Game</source>
        <translation>Condividi questa partita</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Rivals</source>
        <translation>Rivali</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no run of deal %1 yet: play it, or open a friend&apos;s run of it.</source>
        <translation>Non c’è ancora nessuna run della mano %1: giocala, oppure apri la run di un amico.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+12"/>
        <location line="+5"/>
        <location line="+4"/>
        <source>Open Run</source>
        <translation>Apri run</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Ratscrew runs (*%1)</source>
        <translation>Run di Ratscrew (*%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This file is not a run Ratscrew can open (%1).</source>
        <translation>Questo file non è una run che Ratscrew può aprire (%1).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Race Ghost</source>
        <translation>Gareggia contro il fantasma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This run cannot be raced: its player did not sit at the bottom seat.</source>
        <translation>Non si può gareggiare contro questa run: il suo giocatore non sedeva al posto in basso.</translation>
    </message>
</context>
<context>
    <name>ratscrew::MatchController</name>
    <message>
        <location filename="../app/rig/MatchController.cpp" line="+200"/>
        <source>Nothing has been played in this game yet.</source>
        <translation>In questa partita non si è ancora giocato nulla.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game played on from a save cannot be shared: its bots were made again.</source>
        <translation>Una partita ripresa da un salvataggio non si può condividere: i suoi bot sono stati ricreati.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Only a game of one person against bots can be shared.</source>
        <translation>Si può condividere solo la partita di una persona da sola contro i bot.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game cannot be shared: its bots changed during it (new settings, or a “Match my speed” bot that learnt your times).</source>
        <translation>Questa partita non si può condividere: i suoi bot sono cambiati durante il gioco (nuove impostazioni, o un bot «Alla mia velocità» che ha imparato i tuoi tempi).</translation>
    </message>
</context>
<context>
    <name>ratscrew::NoticeBar</name>
    <message>
        <location filename="../app/MainWindowPanels.cpp" line="+28"/>
        <source>Dismiss</source>
        <translation>Chiudi avviso</translation>
    </message>
</context>
<context>
    <name>ratscrew::PlayersPage</name>
    <message>
        <location filename="../app/settings/PlayersPage.cpp" line="+10"/>
        <source>At the table</source>
        <translation>Al tavolo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shown at your seat, up to %1 characters.</source>
        <translation>Mostrato al tuo posto, fino a %1 caratteri.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Seats &amp;beside you:</source>
        <translation>P&amp;osti accanto a te:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They sit clockwise from your left, in the order below. Up to three seats can be people at this keyboard instead: choose “Person” as their level.</source>
        <translation>Siedono in senso orario a partire dalla tua sinistra, nell’ordine qui sotto. Fino a tre posti possono invece essere occupati da persone a questa tastiera: scegli «Persona» come livello.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seat &amp;%1:</source>
        <translation>Posto &amp;%1:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name at seat %1</source>
        <translation>Nome al posto %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level at seat %1</source>
        <translation>Livello al posto %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Someone at this keyboard plays this seat with their own play and slap keys (Settings ▸ Keys).</source>
        <translation>Qualcuno a questa tastiera gioca in questo posto con i propri tasti per giocare e colpire (Impostazioni ▸ Tasti).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own numbers, set under “Custom level”.</source>
        <translation>I tuoi valori, impostati in «Livello personalizzato».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As quick as you: follows your recent reaction time on each pattern, from Expert down to half again as slow as Beginner, so that games stay close.</source>
        <translation>Veloce quanto te: segue il tuo tempo di reazione recente su ogni combinazione, da Esperto fino al 50 % più lento di Principiante, così le partite restano combattute.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slaps a double in about %1 ms and misses %2 % of chances.</source>
        <translation>Colpisce una coppia in circa %1 ms e manca il %2 % delle occasioni.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Edit custom…</source>
        <translation>Personalizza…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit the custom level of bot %1</source>
        <translation>Personalizza il livello del bot %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Mixed</source>
        <translation>Misto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets every bot to one level; shows “Mixed” when their levels differ.</source>
        <translation>Imposta tutti i bot sullo stesso livello; mostra «Misto» quando i loro livelli sono diversi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same &amp;level for all:</source>
        <translation>Stesso &amp;livello per tutti:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same level for all bots</source>
        <translation>Stesso livello per tutti i bot</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose “Custom” as a bot&apos;s level to set its numbers here; they start from the level it had. “Edit custom…” picks the bot shown.</source>
        <translation>Scegli «Personalizzato» come livello di un bot per impostarne qui i valori; si parte dal livello che aveva. «Personalizza…» sceglie il bot mostrato.</translation>
    </message>
    <message>
        <location line="+27"/>
        <location line="+9"/>
        <location line="+2"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Reac&amp;tion time:</source>
        <translation>Tempo di r&amp;eazione:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median time to slap a double; harder patterns take longer.</source>
        <translation>Tempo mediano per colpire una coppia; le combinazioni più difficili richiedono più tempo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sprea&amp;d:</source>
        <translation>&amp;Dispersione:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much reactions vary: 0 never, 0.25 typical.</source>
        <translation>Quanto variano le reazioni: 0 per niente, 0,25 è un valore tipico.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <location line="+6"/>
        <location line="+3"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>&amp;Misses:</source>
        <translation>Colpi &amp;mancati:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to let a slappable pile go.</source>
        <translation>Probabilità di lasciar passare una pila da colpire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;False slaps:</source>
        <translation>Colpi s&amp;bagliati:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to slap a pile that cannot be slapped.</source>
        <translation>Probabilità di colpire una pila che non si può colpire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pla&amp;y delay:</source>
        <translation>Ri&amp;tardo di gioco:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median time before playing a card.</source>
        <translation>Tempo mediano prima di giocare una carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call t&amp;ime:</source>
        <translation>Tempo di &amp;chiamata:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra time to see a stick or a split, on top of the reaction time.</source>
        <translation>Tempo in più per accorgersi di una carta da incollare o di un 8 da dividere, oltre al tempo di reazione.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Miss&amp;ed calls:</source>
        <translation>C&amp;hiamate perse:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to let a stick or a split go.</source>
        <translation>Probabilità di lasciarsi sfuggire una carta da incollare o un 8 da dividere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>False &amp;calls:</source>
        <translation>Chiamate &amp;false:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to slap a card that only looks like a call: a letter card that cannot be stuck, a 9, or an 8 that cannot be split.</source>
        <translation>Probabilità di colpire una carta che sembra una chiamata ma non lo è: una carta di sfida che non si può incollare, un 9 o un 8 che non si può dividere.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Custom level of %1</source>
        <translation>Livello personalizzato di %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Your name cannot be empty.</source>
        <translation>Il tuo nome non può essere vuoto.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat %1 needs a name.</source>
        <translation>Il posto %1 deve avere un nome.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At most %1 people can play at one keyboard.</source>
        <translation>Al massimo %1 persone possono giocare alla stessa tastiera.</translation>
    </message>
</context>
<context>
    <name>ratscrew::PracticeDialog</name>
    <message>
        <location filename="../app/coach/PracticeDialog.cpp" line="+46"/>
        <source>The pile is empty.</source>
        <translation>La pila è vuota.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the pile: %1</source>
        <translation>Sulla pila: %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Practice</source>
        <translation>Allenamento</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Drill:</source>
        <translation>&amp;Esercizio:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every pattern of the rules</source>
        <translation>Tutte le combinazioni delle regole</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Weak spots: more %1</source>
        <extracomment>%1 is a list of pattern names to practise more, e.g. &quot;Double, Tens&quot;.</extracomment>
        <translation>Punti deboli: più pratica su %1</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>P&amp;ace:</source>
        <translation>&amp;Ritmo:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Steady</source>
        <translation>Costante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quick</source>
        <translation>Svelto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (a card every %2 s)</source>
        <translation>%1 (una carta ogni %2 s)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+257"/>
        <source>&amp;Start</source>
        <translation>&amp;Inizia</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Practice pile</source>
        <translation>Pila di allenamento</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slap (%1)</source>
        <translation>Colpisci (%1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pattern</source>
        <translation>Combinazione</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hits</source>
        <translation>A segno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median (ms)</source>
        <translation>Mediana (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Misslaps</source>
        <translation>Colpi sbagliati</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed</source>
        <translation>Mancati</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Practice results per pattern</source>
        <translation>Risultati dell’allenamento per combinazione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card that showed two patterns at once counts in the row of each, so the patterns&apos; rows can add up to more than the total.</source>
        <translation>Una carta che mostrava due combinazioni insieme conta nella riga di ciascuna, quindi le righe delle combinazioni possono sommare più del totale.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a drill and press Start. Slap what matches: %1.</source>
        <translation>Scegli un esercizio e premi Inizia. Colpisci quando compare: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>%n of the %1 cards make a pattern.</source>
        <translation>
            <numerusform>%n delle %1 carte forma una combinazione.</numerusform>
            <numerusform>%n delle %1 carte formano una combinazione.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Drill over: %1 hits, %2 misslaps, %3 missed.</source>
        <translation>Esercizio finito: %1 a segno, %2 colpi sbagliati, %3 mancati.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Card %1 of %2</source>
        <translation>Carta %1 di %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 — %2 ms</source>
        <translation>%1 — %2 ms</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Missed: %1 (%2)</source>
        <translation>Mancato: %1 (%2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Near no pattern</source>
        <translation>Lontano da ogni combinazione</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>St&amp;op</source>
        <translation>&amp;Ferma</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReactionChart</name>
    <message>
        <location filename="../app/career/CareerCharts.cpp" line="+181"/>
        <source>Reaction time per pattern</source>
        <translation>Tempo di reazione per combinazione</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 %2 ms</source>
        <translation>%1 %2 ms</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>you %1 ms (90 %: %2 ms)</source>
        <translation>tu %1 ms (90 %: %2 ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no slaps of yours</source>
        <translation>nessun colpo tuo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2; the bots&apos; medians: %3.</source>
        <translation>%1: %2; mediane dei bot: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+27"/>
        <source>No slaps</source>
        <translation>Nessun colpo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You (median, whisker to 90 %)</source>
        <translation>Tu (mediana, linea fino al 90 %)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Reaction time (ms)</source>
        <translation>Tempo di reazione (ms)</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReactionHistogram</name>
    <message>
        <location filename="../app/charts/ChartWidgets.cpp" line="+26"/>
        <source>Reaction times</source>
        <translation>Tempi di reazione</translation>
    </message>
    <message>
        <location line="+67"/>
        <location line="+12"/>
        <source>No slaps</source>
        <translation>Nessun colpo</translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>%n valid slap(s); median %1 s, fastest %2 s, slowest %3 s.</source>
        <translation>
            <numerusform>%n colpo valido; mediana %1 s, più veloce %2 s, più lento %3 s.</numerusform>
            <numerusform>%n colpi validi; mediana %1 s, più veloce %2 s, più lento %3 s.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+54"/>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reaction time (s)</source>
        <translation>Tempo di reazione (s)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>median %1 s</source>
        <translation>mediana %1 s</translation>
    </message>
</context>
<context>
    <name>ratscrew::RecordKeeper</name>
    <message>
        <location filename="../app/records/RecordKeeper.cpp" line="+57"/>
        <source>Games are not saved for a resume: the folder %1 cannot be made.</source>
        <translation>Le partite non vengono salvate per riprenderle: non si può creare la cartella %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games are not saved for a resume: %1 is not a file, so it can never be taken. Remove it to have them saved again.</source>
        <translation>Le partite non vengono salvate per riprenderle: %1 non è un file, quindi non potrà mai fare da file di lock. Eliminalo per tornare a salvarle.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games are not saved for a resume: %1 cannot be made in the folder %2.</source>
        <translation>Le partite non vengono salvate per riprenderle: non si può creare %1 nella cartella %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>The saved game in %1 is held by Ratscrew on another computer (%2): games are not saved for a resume here until it quits, or until its lock has not been renewed for %n minute(s).</source>
        <translation>
            <numerusform>La partita salvata in %1 è in uso da parte di Ratscrew su un altro computer (%2): qui le partite non vengono salvate per riprenderle finché quel Ratscrew non si chiude o il suo file di lock non resta %n minuto senza essere rinnovato.</numerusform>
            <numerusform>La partita salvata in %1 è in uso da parte di Ratscrew su un altro computer (%2): qui le partite non vengono salvate per riprenderle finché quel Ratscrew non si chiude o il suo file di lock non resta %n minuti senza essere rinnovato.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another Ratscrew (process %1) is using the saved game in %2: this one&apos;s games are kept as records, but not saved for a resume while it runs.</source>
        <translation>Un altro Ratscrew (processo %1) sta usando la partita salvata in %2: le partite di questa finestra vengono conservate come registrazioni, ma non salvate per riprenderle finché l’altro resta aperto.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games are not saved for a resume: the lock %1 names no running Ratscrew, but it cannot be removed.</source>
        <translation>Le partite non vengono salvate per riprenderle: il file di lock %1 non appartiene a nessun Ratscrew aperto, ma non si può eliminare.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The folder %1 for game records cannot be made: this game is not kept.</source>
        <translation>Non è possibile creare la cartella %1 delle registrazioni: questa partita non viene conservata.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This game&apos;s record is not kept: %1</source>
        <translation>La registrazione di questa partita non viene conservata: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The game in play cannot be saved for a resume: %1</source>
        <translation>La partita in corso non può essere salvata per riprenderla: %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The game you left cannot be played on (%1); its file stays where it is.</source>
        <translation>La partita che hai lasciato non può essere ripresa (%1); il suo file resta dov’è.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game you left cannot be played on (%1); its file is kept as %2.</source>
        <translation>La partita che hai lasciato non può essere ripresa (%1); il suo file è conservato come %2.</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplayAnalysis</name>
    <message>
        <location filename="../app/replay/ReplayAnalysis.cpp" line="+82"/>
        <source>%1 slapped %2 ms before %3 on %4</source>
        <translation>%1 ha colpito %2 ms prima di %3 su %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an empty table</source>
        <translation>un tavolo vuoto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 beat %2 by %3 ms to the pile</source>
        <translation>%1 ha battuto %2 di %3 ms sulla pila</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 beat %2 by %3 ms to %4</source>
        <translation>%1 ha battuto %2 di %3 ms su %4</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1 misslapped on an empty pile</source>
        <translation>%1 ha fatto un colpo sbagliato sulla pila vuota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 misslapped on %2</source>
        <translation>%1 ha fatto un colpo sbagliato su %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 lost the challenge of %2 to %3</source>
        <translation>%1 ha perso contro %3 la sfida aperta da %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost a challenge to %2</source>
        <translation>%1 ha perso una sfida contro %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+8"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>before any card was played</source>
        <translation>prima che fosse giocata una carta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms after the card was played</source>
        <translation>%1 ms dopo che la carta è stata giocata</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms after the card landed</source>
        <translation>%1 ms dopo che la carta si è posata</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a stick: took the challenge over</source>
        <translation>ha incollato: si è preso la sfida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a split: started the split pile</source>
        <translation>ha diviso: ha iniziato la pila secondaria</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>took the pile</source>
        <translation>ha preso la pila</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>took the pile (%1)</source>
        <translation>ha preso la pila (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a misslap</source>
        <translation>un colpo sbagliato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pressed again after taking the pile</source>
        <translation>ha premuto di nuovo dopo aver preso la pila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too late: the pile was taken</source>
        <translation>troppo tardi: la pila era già stata presa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed</source>
        <translation>non consentito</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 — %3</source>
        <comment>name: timing — outcome</comment>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first</source>
        <translation>prima di tutti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 ms after %2</source>
        <translation>%1 ms dopo %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2, %3 — %4</source>
        <comment>name: timing, place — outcome</comment>
        <translation>%1: %2, %3 — %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 from %2 at %3</source>
        <extracomment>%1 a card, %2 the player who played it, %3 the game time, e.g. &quot;K♠ from Ann at 3:05&quot;.</extracomment>
        <translation>%2 gioca %1 a %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before the first card</source>
        <translation>Prima della prima carta</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You were first, %1 ms ahead of %2</source>
        <translation>Hai anticipato %2 di %1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was first, %2 ms ahead of %3</source>
        <translation>%1 ha anticipato %3 di %2 ms</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplayWindow</name>
    <message>
        <location filename="../app/replay/ReplayWindow.cpp" line="+74"/>
        <source>deal %1</source>
        <translation>mano %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay: %1</source>
        <translation>Replay: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Replayed table</source>
        <translation>Tavolo del replay</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+3"/>
        <source>Slap timing</source>
        <translation>Tempi dei colpi</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Decisive moments:</source>
        <translation>&amp;Momenti decisivi:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decisive moments</source>
        <translation>Momenti decisivi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click or press %1 to watch a moment in slow motion</source>
        <translation>Fai doppio clic o premi %1 per rivedere un momento al rallentatore</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Double-click or press %1 to watch it in slow motion</source>
        <translation>Fai doppio clic o premi %1 per rivederlo al rallentatore</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No close races, lost challenges or misslaps</source>
        <translation>Nessuna gara serrata, sfida persa o colpo sbagliato</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Largest s&amp;wings:</source>
        <translation>Svolte più &amp;nette:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest swings</source>
        <translation>Svolte più nette</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click or press %1 to go there</source>
        <translation>Fai doppio clic o premi %1 per andarci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Go to Swing</source>
        <translation>Vai alla &amp;svolta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the swing</source>
        <translation>Vai alla svolta</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Step &amp;Back</source>
        <translation>Passo &amp;indietro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step back</source>
        <translation>Passo indietro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action back (%1)</source>
        <translation>Un’azione indietro (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+148"/>
        <source>&amp;Play</source>
        <translation>&amp;Riproduci</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>Play or pause (%1)</source>
        <translation>Riproduci o metti in pausa (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;Forward</source>
        <translation>Passo &amp;avanti</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step forward</source>
        <translation>Passo avanti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action forward (%1)</source>
        <translation>Un’azione avanti (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Speed:</source>
        <translation>&amp;Velocità:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1×</source>
        <comment>replay speed</comment>
        <translation>%1×</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>P&amp;osition:</source>
        <translation>P&amp;osizione:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position in the game</source>
        <translation>Posizione nella partita</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game time</source>
        <translation>Tempo di gioco</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the replay</source>
        <translation>Chiudi il replay</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Click to go to that moment</source>
        <translation>Fai clic per andare a quel momento</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="+271"/>
        <source>No swings</source>
        <translation>Nessuna svolta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Working out the chances…</source>
        <translation>Calcolo delle probabilità…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nobody has slapped yet.</source>
        <translation>Nessuno ha ancora colpito.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slow motion (%1×)</source>
        <translation>Rallentatore (%1×)</translation>
    </message>
    <message>
        <location filename="../app/AppStartup.cpp" line="-137"/>
        <source>Reading %1…</source>
        <translation>Lettura di %1…</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplaysDialog</name>
    <message>
        <location filename="../app/replay/ReplaysDialog.cpp" line="+34"/>
        <location line="+164"/>
        <source>Replays</source>
        <translation>Replay</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>&amp;Games kept (newest first):</source>
        <translation>Partite &amp;conservate (prima le più recenti):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games kept</source>
        <translation>Partite conservate</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>Mano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Durata</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the selected game</source>
        <translation>Apri la partita selezionata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;File…</source>
        <translation>Apri &amp;file…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a record file</source>
        <translation>Apri un file di registrazione</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Reading…</source>
        <translation>Lettura…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>In play</source>
        <translation>In corso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished</source>
        <translation>Non conclusa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won</source>
        <translation>Ha vinto %1</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>No games kept yet</source>
        <translation>Ancora nessuna partita conservata</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Opening %1…</source>
        <translation>Apertura di %1…</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Open a Game Record</source>
        <translation>Apri una registrazione di partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Registrazioni di partite (*.json);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalGame</name>
    <message>
        <location filename="../app/rivals/RivalGame.cpp" line="+65"/>
        <source>Won in %1</source>
        <translation>Vittoria in %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost in %1</source>
        <translation>Sconfitta in %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw at %1</source>
        <translation>Pareggio a %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left at %1</source>
        <comment>the game was left unfinished at that time</comment>
        <translation>Interrotta a %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ratscrew — daily deal %1</source>
        <translation>Ratscrew — mano del giorno %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratscrew — deal %1</source>
        <translation>Ratscrew — mano %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n slap(s) won</source>
        <translation>
            <numerusform>%n colpo vinto</numerusform>
            <numerusform>%n colpi vinti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>median %1 ms</source>
        <comment>the median reaction time of the slaps won</comment>
        <translation>mediana %1 ms</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your games were the same from start to end.</source>
        <translation>Le vostre partite sono state identiche dall’inizio alla fine.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Until %1 your games were the same; then they went different ways.</source>
        <translation>Fino a %1 le vostre partite sono state identiche; poi hanno preso strade diverse.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Until %1 your games were the same; then %2 slapped the %3 %4 ms before you.</source>
        <comment>%3 is a pattern&apos;s name</comment>
        <translation>Fino a %1 le vostre partite sono state identiche; poi %2 ha colpito «%3» %4 ms prima di te.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Until %1 your games were the same; then you slapped the %2 %3 ms before %4.</source>
        <comment>%2 is a pattern&apos;s name</comment>
        <translation>Fino a %1 le vostre partite sono state identiche; poi hai colpito «%2» %3 ms prima di %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Until %1 your games were the same; then %2 slapped the %3 and you did not.</source>
        <comment>%3 is a pattern&apos;s name</comment>
        <translation>Fino a %1 le vostre partite sono state identiche; poi %2 ha colpito «%3» e tu no.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Until %1 your games were the same; then you slapped the %2 and %3 did not.</source>
        <comment>%2 is a pattern&apos;s name</comment>
        <translation>Fino a %1 le vostre partite sono state identiche; poi hai colpito «%2» e %3 no.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Until %1 your games were the same; then %2 slapped by mistake and you did not.</source>
        <translation>Fino a %1 le vostre partite sono state identiche; poi %2 ha fatto un colpo sbagliato e tu no.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Until %1 your games were the same; then you slapped by mistake and %2 did not.</source>
        <translation>Fino a %1 le vostre partite sono state identiche; poi hai fatto un colpo sbagliato e %2 no.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Until %1 your games were the same; then you and %2 played a card at different times.</source>
        <translation>Fino a %1 le vostre partite sono state identiche; poi tu e %2 avete giocato una carta in momenti diversi.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (ghost)</source>
        <comment>a ghost&apos;s seat: the person whose run it plays</comment>
        <translation>%1 (fantasma)</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalStore</name>
    <message>
        <location filename="../app/rivals/RivalStore.cpp" line="+37"/>
        <source>The folder %1 for runs cannot be made.</source>
        <translation>Non è possibile creare la cartella %1 per le run.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The run is not kept: %1</source>
        <translation>La run non viene conservata: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a run of deal %2.</source>
        <translation>%1 non è una run della mano %2.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalsDialog</name>
    <message>
        <location filename="../app/rivals/RivalsDialog.cpp" line="+32"/>
        <source>Rivals of the Daily Deal of %1</source>
        <translation>Rivali della mano del giorno del %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rivals of Deal %1</source>
        <translation>Rivali della mano %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps won</source>
        <translation>Colpi vinti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Giocata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs of this deal</source>
        <translation>Run di questa mano</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>&amp;Race Ghost</source>
        <translation>&amp;Gareggia contro il fantasma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game of this deal with the selected player&apos;s ghost in place of the last bot</source>
        <translation>Una nuova partita di questa mano con il fantasma del giocatore selezionato al posto dell’ultimo bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Run…</source>
        <translation>&amp;Apri run…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You, %1</source>
        <translation>Tu, %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: you %2, %3 %4</source>
        <comment>%1 is a pattern&apos;s name; then the two median reaction times</comment>
        <translation>«%1»: tu %2, %3 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — the same</source>
        <comment>the two medians are equal</comment>
        <translation>%1 — stesso tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — you were %2 ms faster</source>
        <translation>%1 — tu più veloce di %2 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 was %3 ms faster</source>
        <translation>%1 — %2 più veloce di %3 ms</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You have no run of this deal yet: play it to see yours beside these.</source>
        <translation>Non hai ancora una run di questa mano: giocala per vedere la tua accanto a queste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a friend&apos;s run of this deal to see it beside yours, and race its ghost.</source>
        <translation>Apri la run di un amico su questa mano per vederla accanto alla tua e gareggiare contro il suo fantasma.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You and %1 have no pattern both of you slapped.</source>
        <translation>Tu e %1 non avete colpito nessuna combinazione in comune.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RuleWorkshop</name>
    <message>
        <location filename="../app/workshop/RuleWorkshop.cpp" line="+53"/>
        <source>What these rules play like</source>
        <translation>Queste regole in pratica</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Simulating games</source>
        <translation>Simulazione di partite</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Play %n minutes</source>
        <extracomment>Under the warning that games are long: sets the game length.</extracomment>
        <translation>
            <numerusform>Gioca %n minuto</numerusform>
            <numerusform>Gioca %n minuti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game length</source>
        <translation>Limite di tempo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How piles are won</source>
        <translation>Come si vincono le pile</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slappable cards per 100 played</source>
        <translation>Carte da colpire ogni 100 giocate</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Misslaps</source>
        <translation>Colpi sbagliati</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Simulating games…</source>
        <translation>Simulazione di partite…</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>From %1 games of bots at this table of %n player(s).</source>
        <extracomment>Above the rule workshop&apos;s figures: %n is the number of players.</extracomment>
        <translation>
            <numerusform>Su %1 partite tra bot a questo tavolo da %n giocatore.</numerusform>
            <numerusform>Su %1 partite tra bot a questo tavolo da %n giocatori.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Half of the games or more last over %1 hours.</source>
        <extracomment>The rule workshop&apos;s game length: %1 is a number of hours (6).</extracomment>
        <translation>Almeno metà delle partite dura oltre %1 ore.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>under a minute</source>
        <extracomment>A game length.</extracomment>
        <translation>meno di un minuto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 min</source>
        <extracomment>A game length: %1 is a number of minutes.</extracomment>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h %2 min</source>
        <extracomment>A game length: %1 hours and %2 minutes.</extracomment>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Half of the games are over within %1; more than 5 in 100 last over %2 hours.</source>
        <extracomment>The rule workshop&apos;s game length: %1 is a length such as &quot;12 min&quot;; %2 a number of hours (6).</extracomment>
        <translation>Metà delle partite finisce entro %1; più di 5 su 100 durano oltre %2 ore.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Half of the games are over within %1, 95 in 100 within %2.</source>
        <extracomment>The rule workshop&apos;s game length: %1 and %2 are lengths such as &quot;12 min&quot;.</extracomment>
        <translation>Metà delle partite finisce entro %1, 95 su 100 entro %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %</source>
        <extracomment>A share of games or piles: %1 is a whole number from 0 to 100.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Time is up in %1 of them.</source>
        <extracomment>After the game length: %1 is a share of games such as &quot;34 %&quot;.</extracomment>
        <translation>Nel %1 di esse il tempo scade.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Without a game length: %1</source>
        <extracomment>%1 is a sentence such as &quot;Half of the games are over within 12 min, …&quot;.</extracomment>
        <translation>Senza limite di tempo: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of the games would still be going after %2 hours without a game length.</source>
        <translation>Senza limite di tempo, il %1 delle partite sarebbe ancora in corso dopo %2 ore.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every game ends by itself within %1 hours.</source>
        <translation>Ogni partita finisce da sola entro %1 ore.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>By a slap: %1. By a challenge: %2.</source>
        <extracomment>How piles are won: each %n is a share such as &quot;48 %&quot;.</extracomment>
        <translation>Con un colpo: %1. Con una sfida: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given away for a misslap: %1.</source>
        <translation>Cedute per un colpo sbagliato: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other ways: %1.</source>
        <translation>In altri modi: %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: %2</source>
        <extracomment>A row of the slappable cards, for a screen reader: %1 names a pattern, %2 is a number such as &quot;5.9&quot;.</extracomment>
        <translation>«%1»: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No pattern is on.</source>
        <translation>Nessuna combinazione è attiva.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The bots misslap %1 times a game, all together.</source>
        <extracomment>%1 is a number such as &quot;4.2&quot;.</extracomment>
        <translation>I bot fanno in tutto %1 colpi sbagliati a partita.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bots misslap %1 times a game, all together, in the games that end within %2 hours.</source>
        <extracomment>%1 is a number such as &quot;4.2&quot;; %2 a number of hours (6).</extracomment>
        <translation>I bot fanno in tutto %1 colpi sbagliati a partita, nelle partite che finiscono entro %2 ore.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No game ends within %1 hours. The bots misslap %2 times an hour, all together.</source>
        <extracomment>%1 is a number of hours (6); %2 a number such as &quot;160.5&quot;.</extracomment>
        <translation>Nessuna partita finisce entro %1 ore. I bot fanno in tutto %2 colpi sbagliati all’ora.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ %1 of these games would still be going after %2 hours, and they have no game length.</source>
        <extracomment>The rule workshop&apos;s warning: %1 is a share of games such as &quot;91 %&quot;; %2 a number of hours (6).</extracomment>
        <translation>⚠ Il %1 di queste partite sarebbe ancora in corso dopo %2 ore, e non hanno un limite di tempo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⚠ Half of these games last longer than %1, and they have no game length.</source>
        <extracomment>The rule workshop&apos;s warning: %1 is a game length such as &quot;47 min&quot; or &quot;1 h 12 min&quot;.</extracomment>
        <translation>⚠ Metà di queste partite durano più di %1 e non hanno un limite di tempo.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RulesPage</name>
    <message>
        <location filename="../app/settings/RulesPage.cpp" line="+71"/>
        <source>Penalt&amp;y:</source>
        <translation>Pe&amp;nalità:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burn cards under the pile</source>
        <translation>Carte bruciate sotto la pila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the pile away</source>
        <translation>Pila ceduta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No penalty</source>
        <translation>Nessuna penalità</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked out for a few cards</source>
        <translation>Blocco per qualche carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a misslap: put cards from your hand under the pile, the pile goes to the player who played its top card, nothing happens, or you may not slap until a few more cards have been played.</source>
        <translation>Dopo un colpo sbagliato: metti carte della tua mano sotto la pila, la pila va al giocatore che ha giocato la carta in cima, non succede nulla, oppure non puoi colpire finché non sono state giocate altre carte.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Locked out for:</source>
        <translation>Bloccato per:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Lockout penalty: how many cards must be played onto either pile before a misslapper may slap again.</source>
        <translation>Con la penalità di blocco: quante carte devono essere giocate su una delle pile prima che chi ha fatto un colpo sbagliato possa colpire di nuovo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 cards</source>
        <translation>2 carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;burned:</source>
        <translation>Carte &amp;bruciate:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>Nessun limite</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Out of the game</source>
        <translation>Esce dal gioco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sit out a few cards</source>
        <translation>Sta fuori per qualche carta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winning a pile</source>
        <translation>Vincere una pila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Collect:</source>
        <translation>Ra&amp;ccolta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At once</source>
        <translation>Subito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a short delay</source>
        <translation>Dopo una breve attesa</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Misslaps</source>
        <translation>Colpi sbagliati</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source> card(s)</source>
        <extracomment>After a number of cards, as in &quot;Locked out for: 5 cards&quot;; it begins with a space.</extracomment>
        <translation>
            <numerusform> carta</numerusform>
            <numerusform> carte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How many cards a misslap costs (with the Burn penalty).</source>
        <translation>Quante carte costa un colpo sbagliato (con la penalità «Carte bruciate»).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Misslaps in a ro&amp;w:</source>
        <translation>Colpi sbagliati &amp;di fila:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who misslaps on more cards in a row than this is out of the game. Two misslaps on one card count once.</source>
        <translation>Chi fa colpi sbagliati su più carte di fila del numero indicato è fuori gioco. Due colpi sbagliati sulla stessa carta contano una volta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A&amp;fter a misslap, the slapper plays next</source>
        <translation>Dopo &amp;un colpo sbagliato, gioca chi ha colpito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After burning cards for a misslap, that player turns the next card (not while a challenge is answered or a pile waits to be collected).</source>
        <translation>Dopo aver bruciato carte per un colpo sbagliato, quel giocatore gira la carta successiva (non mentre si risponde a una sfida né mentre una pila attende di essere raccolta).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslap with n&amp;o cards:</source>
        <translation>Colpo sbagliato &amp;senza carte:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player with no cards who misslaps is out, or may not slap until as many cards have been played as other players hold cards.</source>
        <translation>Chi fa un colpo sbagliato senza carte esce dal gioco, oppure non può colpire finché non sono state giocate tante carte quanti sono gli altri giocatori con carte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When a challenge is lost: the pile goes to the challenger at once, or stays for a moment and can still be slapped.</source>
        <translation>Quando si perde una sfida: la pila va subito allo sfidante, oppure resta per un momento e si può ancora colpire.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Collect &amp;delay:</source>
        <translation>Ritardo di racco&amp;lta:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long a lost challenge&apos;s pile waits before it is collected.</source>
        <translation>Quanto attende la pila di una sfida persa prima di essere raccolta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt to play:</source>
        <translation>Chi ini&amp;zia:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pile&apos;s winner</source>
        <translation>Chi vince la pila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player after the winner</source>
        <translation>Il giocatore dopo il vincitore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays the first card after a pile was won.</source>
        <translation>Chi gioca la prima carta dopo che una pila è stata vinta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A ten stops a challenge</source>
        <translation>Un dieci ferma una sfida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answering a challenge with a 10 ends it: nobody wins the pile, and the next player plays on.</source>
        <translation>Rispondere a una sfida con un 10 la chiude: nessuno vince la pila e il giocatore successivo continua.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slap in wit&amp;h no cards</source>
        <translation>&amp;Rientrare colpendo senza carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players whose hand is empty may still slap to win a pile and get back in.</source>
        <translation>I giocatori con la mano vuota possono ancora colpire per vincere una pila e rientrare in gioco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck and winning</source>
        <translation>Mazzo e vittoria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Jokers:</source>
        <translation>&amp;Jolly:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None (52 cards)</source>
        <translation>Nessuno (52 carte)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Two (54 cards)</source>
        <translation>Due (54 carte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jokers only matter with the Joker pattern.</source>
        <translation>I jolly contano solo con la combinazione «Jolly».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W&amp;inner:</source>
        <translation>&amp;Vincitore:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds every card</source>
        <translation>Chi ha tutte le carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last player with cards in hand</source>
        <translation>L’ultimo giocatore con carte in mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the game ends: when one player has all the cards, or as soon as only one player has cards in hand (cards on the pile do not count).</source>
        <translation>Quando finisce la partita: quando un giocatore ha tutte le carte, oppure appena un solo giocatore ha carte in mano (le carte sulla pila non contano).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer plays first</source>
        <translation>Il mazziere gioca per primo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first card is dealt to the player who plays first: the dealer, as in Slaps, or else the player to the dealer&apos;s left.</source>
        <translation>La prima carta va a chi gioca per primo: il mazziere stesso, come in Slaps, altrimenti il giocatore alla sua sinistra.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A house version of the Bicycle rules. The default.</source>
        <translation>Le regole Bicycle con qualche regola della casa. È il preset predefinito.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Bicycle-style rule texts as printed.</source>
        <translation>I testi delle regole in stile Bicycle, così come sono stampati.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its basic rules.</source>
        <translation>La pagina di un giocatore dedicata a «Slaps», con le regole di base.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its advanced rules.</source>
        <translation>La pagina di un giocatore dedicata a «Slaps», con le regole avanzate.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A classic rule text.</source>
        <translation>Un testo di regole classico.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its advanced rules and both calls: sticky kings and split eights.</source>
        <translation>La pagina di un giocatore dedicata a «Slaps», con le regole avanzate ed entrambe le chiamate: re adesivi e otto divisi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of options. Pick a preset to start again from one.</source>
        <translation>La tua combinazione di opzioni. Scegli un preset per ripartire da quello.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Preset</source>
        <translation>Preset</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pr&amp;eset:</source>
        <translation>Pr&amp;eset:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A preset loads a whole rule set; changing any option below makes it “Custom”.</source>
        <translation>Un preset carica un intero insieme di regole; modificare un’opzione qui sotto lo rende «Personalizzato».</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pick a saved rule set</source>
        <translation>Scegli un set di regole salvato</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as…</source>
        <translation>Salva come…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved rule sets</source>
        <translation>Set di regole salvati</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved:</source>
        <translation>Salvati:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own rule sets, with their game length. Picking one loads it; nothing is kept until OK or Apply.</source>
        <translation>I tuoi set di regole, con il loro limite di tempo. Se ne scegli uno, viene caricato; nulla viene salvato finché non premi OK o Applica.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rule code</source>
        <translation>Codice delle regole</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type or paste a rule code; Enter reads it.</source>
        <translation>Scrivi o incolla un codice delle regole; premi Invio per leggerlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>The code is copied: paste it to anyone who should play these rules.</source>
        <translation>Il codice è copiato: mandalo a chi deve giocare con queste regole.</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Paste</source>
        <translation>Incolla</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rule code:</source>
        <translation>Codice delle regole:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules and the game length as a code. Anyone can paste it here, or start the game with --rules and the code.</source>
        <translation>Queste regole e il limite di tempo in forma di codice. Chiunque può incollarlo qui, o avviare il gioco con --rules e il codice.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>This is not a rule code: a rule code looks like %1.</source>
        <extracomment>%1 is what a rule code looks like, &quot;R2-XXXX-XXXX-XXXX-XXXX&quot;.</extracomment>
        <translation>Questo non è un codice delle regole: un codice delle regole ha la forma %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code comes from a newer version of the game (code version %1); this one reads version %2.</source>
        <translation>Questo codice delle regole viene da una versione più recente del gioco (versione del codice %1); questa legge la versione %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code is of version %1, which this version of the game does not read.</source>
        <translation>Questo codice delle regole è della versione %1, che questa versione del gioco non legge.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A rule code cannot have the character “%1” in it.</source>
        <extracomment>%1 is the character, in quotes.</extracomment>
        <translation>Un codice delle regole non può contenere il carattere «%1».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This rule code is too long: it has more than %1 characters after “R%2-”.</source>
        <translation>Questo codice delle regole è troppo lungo: ha più di %1 caratteri dopo «R%2-».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This rule code is cut short: it has %1 of its %2 characters.</source>
        <extracomment>%1 and %2 are numbers of characters.</extracomment>
        <translation>Questo codice delle regole è troncato: ha %1 dei suoi %2 caratteri.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code has a typo: its check characters do not match.</source>
        <translation>Questo codice delle regole ha un errore di battitura: i caratteri di controllo non corrispondono.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This rule code has an option out of range (%1).</source>
        <extracomment>%1 is the name of a rule option, such as lockout_cards.</extracomment>
        <translation>Questo codice delle regole ha un’opzione fuori intervallo (%1).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ %1 The rules are unchanged.</source>
        <extracomment>%1 says why a rule code was not read.</extracomment>
        <translation>⚠ %1 Le regole restano invariate.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The rules of the code are in place.</source>
        <translation>Le regole del codice sono state applicate.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+7"/>
        <location line="+8"/>
        <source>Save the Rule Set</source>
        <translation>Salva il set di regole</translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source>%n rule set(s) are kept already: delete one to save another.</source>
        <translation>
            <numerusform>C’è già %n set di regole salvato: eliminalo per salvarne un altro.</numerusform>
            <numerusform>Ci sono già %n set di regole salvati: eliminane uno per salvarne un altro.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Name of the rule set:</source>
        <translation>Nome del set di regole:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Replace the rule set “%1”?</source>
        <extracomment>%1 is the name of a saved rule set.</extracomment>
        <translation>Sostituire il set di regole «%1»?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Delete the Rule Set</source>
        <translation>Elimina il set di regole</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the rule set “%1”?</source>
        <extracomment>%1 is the name of a saved rule set.</extracomment>
        <translation>Eliminare il set di regole «%1»?</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Share these rules with this code: anyone can paste it here, or start the game with --rules and the code.</source>
        <translation>Condividi queste regole con questo codice: chiunque può incollarlo qui, o avviare il gioco con --rules e il codice.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Slap patterns</source>
        <translation>Combinazioni da colpire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pile may be slapped when one of the ticked patterns is on top. Point at a pattern to see when it matches.</source>
        <translation>Si può colpire la pila quando in cima c’è una delle combinazioni spuntate. Passa il puntatore su una combinazione per vedere quando vale.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (see “Only three of”)</source>
        <translation>%1 (vedi «Solo tre di»)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tens:</source>
        <translation>Somma dieci:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tens across a &amp;letter card</source>
        <translation>Somma dieci oltre una carta di s&amp;fida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Tens pattern: two number cards adding up to 10 also count with a J, Q, K or A between them (A K 9).</source>
        <translation>Con la combinazione Somma dieci: due carte numeriche che sommano 10 valgono anche con una J, Q, K o A in mezzo (A K 9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace in a r&amp;un:</source>
        <translation>Ass&amp;o nella scala:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High only (J Q K A)</source>
        <translation>Solo alto (J Q K A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High or low (A 2 3 4)</source>
        <translation>Alto o basso (A 2 3 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round the corner (K A 2 3)</source>
        <translation>Circolare (K A 2 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How an ace counts in Four in a row: above the king, also below the 2, or with the ranks going round.</source>
        <translation>Come conta l’asso nella Scala di quattro: sopra il re, anche sotto il 2, oppure con i valori che girano in cerchio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only &amp;three of:</source>
        <translation>Solo &amp;tre di:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards of this number rank are only slapped as three in a row (Triple); two of them never count as a Double, Sandwich or Top and bottom.</source>
        <translation>Le carte di questo valore si colpiscono solo come tre di fila (Tris); due non contano mai come Coppia, Sandwich o Testa e coda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Never slap on:</source>
        <translation>&amp;Mai colpire su:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing may be slapped while a card of this rank is on top.</source>
        <translation>Non si può colpire nulla mentre in cima c’è una carta di questo valore.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Until one player has every card</source>
        <translation>Finché un giocatore non ha tutte le carte</translation>
    </message>
    <message numerus="yes">
        <location line="-218"/>
        <location line="+220"/>
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minuti</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game length:</source>
        <translation>Limite di tempo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When time is up the player with the most cards in hand wins (a tie is a draw); paused time does not count. Until one player has every card is the original rule: a game may then go on for hours.</source>
        <translation>Quando il tempo è scaduto vince il giocatore con più carte in mano (a pari merito è pareggio); il tempo in pausa non conta. «Finché un giocatore non ha tutte le carte» è la regola originale: una partita può allora durare ore.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Calls</source>
        <translation>Chiamate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call is a slap on a card that makes no pattern but is still right. It wins no cards, but it changes who plays.</source>
        <translation>Una chiamata è un colpo su una carta che non forma nessuna combinazione ma è comunque giusto. Non vince carte, ma cambia chi gioca.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A stick: when a challenger has just played one of the ticked letter cards, any other player except the one answering may slap it and take the challenge over, as if they had played it.</source>
        <translation>Incollare: quando uno sfidante ha appena giocato una delle carte di sfida spuntate, qualsiasi altro giocatore tranne quello che risponde può colpirla e prendersi la sfida, come se l’avesse giocata lui.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sticky %1</source>
        <extracomment>A check box of the sticky faces: %1 is a letter rank (J, Q, K or A).</extracomment>
        <translation>%1 adesiva</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sticky faces:</source>
        <translation>Carte di sfida adesive:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split eights (slap an &amp;8)</source>
        <translation>Otto divisi (colpire un &amp;8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A split: slap an 8 on top of the pile (outside a challenge) and your next card starts a second pile beside it. Until one of the two piles is won, each turn plays two cards, one onto each pile.</source>
        <translation>Dividere: colpisci un 8 in cima alla pila (fuori da una sfida) e la tua carta successiva inizia una seconda pila accanto. Finché una delle due pile non viene vinta, a ogni turno si giocano due carte, una su ciascuna pila.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Comes with “Only three of” below: pick a rank there to make three of it the only way to slap that rank.</source>
        <translation>Va con «Solo tre di» qui sotto: scegli lì un valore perché tre carte di fila siano l’unico modo di colpire quel valore.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RunCheck</name>
    <message>
        <location filename="../app/rivals/RunCheck.cpp" line="+168"/>
        <source>The run is not one person&apos;s game against bots.</source>
        <translation>La run non è la partita di una persona da sola contro i bot.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run&apos;s game was played by an older Ratscrew, whose cards did not land.</source>
        <translation>La partita della run è stata giocata con una versione precedente di Ratscrew, in cui le carte non atterravano.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards of the run are not those of deal %1.</source>
        <translation>Le carte della run non sono quelle della mano %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run&apos;s game does not replay: at %1 its bots would not have done what the record says.</source>
        <translation>La partita della run, rigiocata, non torna: a %1 i suoi bot non avrebbero fatto quello che dice la registrazione.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The reaction times in the run are not those of its game.</source>
        <translation>I tempi di reazione della run non sono quelli della sua partita.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reaction times are not a person&apos;s: their median is %1 ms, faster than %2 ms.</source>
        <translation>I tempi di reazione non sono di una persona: la loro mediana è %1 ms, sotto i %2 ms.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The reaction times are not a person&apos;s: %1 was slapped in %2 ms at the median, faster than %3 ms.</source>
        <comment>%1 is a pattern&apos;s name</comment>
        <translation>I tempi di reazione non sono di una persona: i colpi su «%1» hanno una mediana di %2 ms, sotto i %3 ms.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The reaction times are not a person&apos;s: they are too even.</source>
        <translation>I tempi di reazione non sono di una persona: sono troppo regolari.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SeatInput</name>
    <message>
        <location filename="../app/rig/SeatInput.cpp" line="+32"/>
        <source>%1 is out of the game.</source>
        <translation>%1 è fuori dalla partita.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You are out of the game.</source>
        <translation>Sei fuori dalla partita.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not %1&apos;s turn: %2 plays next.</source>
        <translation>Non è il turno di %1: tocca a %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not your turn: %1 plays next.</source>
        <translation>Non è il tuo turno: tocca a %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the pile to be collected.</source>
        <translation>Aspetta che la pila venga raccolta.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 and %2 slapped in the same millisecond: %1&apos;s key came first.</source>
        <translation>%1 e %2 hanno colpito nello stesso millisecondo: il tasto di %1 è arrivato prima.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SeatLineChart</name>
    <message>
        <location filename="../app/charts/SeatLineChart.cpp" line="+29"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Nothing yet</source>
        <translation>Ancora niente</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Game time (min)</source>
        <translation>Tempo di gioco (min)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game time (s)</source>
        <translation>Tempo di gioco (s)</translation>
    </message>
</context>
<context>
    <name>ratscrew::SettingsDialog</name>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="+48"/>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Settings pages</source>
        <translation>Pagine delle impostazioni</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Player and rule changes apply from the next game; sound and appearance change at once.</source>
        <translation>Le modifiche a giocatori e regole valgono dalla prossima partita; suono e aspetto cambiano subito.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound</source>
        <translation>Suono</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Appearance</source>
        <translation>Aspetto</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>on</source>
        <comment>a check box</comment>
        <translation>attivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <comment>a check box</comment>
        <translation>disattivato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <comment>no key</comment>
        <translation>nessuno</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your settings were saved by a newer Ratscrew; what this version does not know is left as it is.</source>
        <translation>Le tue impostazioni sono state salvate da una versione più recente di Ratscrew; ciò che questa versione non conosce resta com’è.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One of your saved rule sets could not be read, so it is not offered under Settings ▸ %1.</source>
        <translation>Uno dei tuoi set di regole salvati non si è potuto leggere, quindi non compare in Impostazioni ▸ %1.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The saved “%1” could not be used as it was; it is now “%2” (Settings ▸ %3).</source>
        <translation>Il valore salvato di «%1» non era utilizzabile così com’era; ora è «%2» (Impostazioni ▸ %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved “%1” could not be used as it was and was changed (Settings ▸ %2).</source>
        <translation>Il valore salvato di «%1» non era utilizzabile così com’era ed è stato cambiato (Impostazioni ▸ %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A saved setting under Settings ▸ %1 could not be used as it was and was changed.</source>
        <translation>Un’impostazione salvata in Impostazioni ▸ %1 non era utilizzabile così com’era ed è stata cambiata.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved setting could not be used as it was and was changed.</source>
        <translation>Un’impostazione salvata non era utilizzabile così com’era ed è stata cambiata.</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
</context>
<context>
    <name>ratscrew::SettingsStore</name>
    <message>
        <location filename="../app/settings/SettingsStore.cpp" line="+28"/>
        <source>Your settings in %1 cannot be read: the game starts with the default settings and saves nothing.</source>
        <translation>Le tue impostazioni in %1 non si possono leggere: il gioco parte con le impostazioni predefinite e non salva nulla.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The settings file %1 is not a regular file: the game starts with the default settings and saves nothing.</source>
        <translation>Il file delle impostazioni %1 non è un file normale: il gioco parte con le impostazioni predefinite e non salva nulla.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file %1 is larger than 1 MiB and was not read: the game starts with the default settings and leaves the file as it is.</source>
        <translation>Il file delle impostazioni %1 supera 1 MiB e non è stato letto: il gioco parte con le impostazioni predefinite e lascia il file com’è.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The settings file %1 cannot be read: the game starts with the default settings and leaves the file as it is.</source>
        <translation>Il file delle impostazioni %1 non si può leggere: il gioco parte con le impostazioni predefinite e lascia il file com’è.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+23"/>
        <source>Your settings cannot be saved: %1 cannot be written. Changes last until you quit.</source>
        <translation>Le tue impostazioni non si possono salvare: %1 non è scrivibile. Le modifiche valgono finché non esci.</translation>
    </message>
</context>
<context>
    <name>ratscrew::ShareDialog</name>
    <message>
        <location filename="../app/rivals/ShareDialog.cpp" line="+27"/>
        <source>Share This Game</source>
        <translation>Condividi questa partita</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste the text anywhere. Send the run to a friend: Ratscrew checks it when they open it, and they can race your ghost on the same deal.</source>
        <translation>Incolla il testo dove vuoi. Manda la run a un amico: Ratscrew la verifica quando la apre, e potrà gareggiare contro il tuo fantasma nella stessa mano.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Text to share</source>
        <translation>Testo da condividere</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>&amp;Copy Text</source>
        <translation>Copia &amp;testo</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Save Run…</source>
        <translation>&amp;Salva run…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copied ✓</source>
        <comment>the text is on the clipboard</comment>
        <translation>Copiato ✓</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The run is saved as %1.</source>
        <translation>La run è stata salvata come %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run is not saved: %1</source>
        <translation>La run non è stata salvata: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save Run</source>
        <translation>Salva run</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratscrew runs (*%1)</source>
        <translation>Run di Ratscrew (*%1)</translation>
    </message>
</context>
<context>
    <name>ratscrew::SoundPage</name>
    <message>
        <location filename="../app/settings/SoundPage.cpp" line="+17"/>
        <source>Sound</source>
        <translation>Suono</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+32"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How loud the game&apos;s sounds are.</source>
        <translation>Il volume dei suoni del gioco.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute all sounds</source>
        <translation>&amp;Disattiva tutti i suoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sound at all; the volume is kept for later.</source>
        <translation>Nessun suono; il volume viene conservato per dopo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test</source>
        <translation>Pr&amp;ova</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays a slap at the volume above.</source>
        <translation>Riproduce un colpo al volume impostato sopra.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sound in this run.</source>
        <translation>Nessun suono in questa sessione.</translation>
    </message>
</context>
<context>
    <name>ratscrew::Standing</name>
    <message>
        <location filename="../app/career/Standing.cpp" line="+42"/>
        <source>%1 %2</source>
        <comment>a bot level&apos;s name, then the share of its slaps slower than yours</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Against the bots, the share of their slaps slower than your median of %1 ms: %2.</source>
        <translation>Contro i bot, percentuale dei loro colpi più lenti della tua mediana di %1 ms: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Against yourself: your median of %1 ms is faster than %2 of your last %n slap(s).</source>
        <translation>
            <numerusform>Contro te stesso, percentuale del tuo ultimo colpo più lento della tua mediana di %1 ms: %2.</numerusform>
            <numerusform>Contro te stesso, percentuale dei tuoi ultimi %n colpi più lenti della tua mediana di %1 ms: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Against yourself: your median of %1 ms is faster than %2 of your %n game median(s).</source>
        <translation>
            <numerusform>Contro te stesso, percentuale della mediana della tua altra partita più lenta della tua mediana di %1 ms: %2.</numerusform>
            <numerusform>Contro te stesso, percentuale delle mediane delle tue %n partite più lente della tua mediana di %1 ms: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::StatisticsDialog</name>
    <message>
        <location filename="../app/career/StatisticsDialog.cpp" line="+99"/>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regole:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Period:</source>
        <translation>&amp;Periodo:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All time</source>
        <translation>Da sempre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 7 days</source>
        <translation>Ultimi 7 giorni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 30 days</source>
        <translation>Ultimi 30 giorni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>Ultimi 12 mesi</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reading the statistics…</source>
        <translation>Lettura delle statistiche…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Win rate</source>
        <translation>Percentuale di &amp;vittorie</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+13"/>
        <source>Slap</source>
        <translation>Colpo</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>You: median (ms)</source>
        <translation>Tu: mediana (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You: 90 % (ms)</source>
        <translation>Tu: 90 % (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your slaps</source>
        <translation>I tuoi colpi</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are faster than</source>
        <translation>Sei più veloce di</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reaction time per pattern</source>
        <translation>Tempo di reazione per combinazione</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reaction &amp;times</source>
        <translation>&amp;Tempi di reazione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken</source>
        <translation>Pile prese</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>False slaps</source>
        <translation>Colpi sbagliati</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed</source>
        <translation>Mancati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Of those, too late</source>
        <translation>Di cui in ritardo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accuracy</source>
        <translation>Precisione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy per pattern</source>
        <translation>Precisione per combinazione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Accuracy</source>
        <translation>Pre&amp;cisione</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export to CSV…</source>
        <translation>&amp;Esporta in CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;set Statistics…</source>
        <translation>A&amp;zzera statistiche…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Stick</source>
        <translation>Carta da incollare</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split</source>
        <translation>8 da dividere</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+158"/>
        <source>Statistics are not kept in this run.</source>
        <translation>In questa sessione le statistiche non vengono salvate.</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>No games yet: your statistics start with your first game.</source>
        <translation>Ancora nessuna partita: le tue statistiche iniziano con la tua prima partita.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All rules</source>
        <translation>Tutte le regole</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Games finished: %1 (won %2, lost %3, draws %4); left unfinished: %5.</source>
        <translation>Partite finite: %1 (vinte %2, perse %3, pareggi %4); lasciate a metà: %5.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ended when time was up: %1 (you held the most cards %2, another player %3; ties %4).</source>
        <translation>Finite a tempo scaduto: %1 (con più carte tu: %2, un altro giocatore: %3; pareggi: %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Win rate: %1 %. Won in a row now: %2; longest run: %3.</source>
        <translation>Percentuale di vittorie: %1 %. Serie di vittorie attuale: %2; la più lunga: %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your slaps: %1 good, %n misslap(s).</source>
        <translation>
            <numerusform>I tuoi colpi: %1 giusti, %n sbagliato.</numerusform>
            <numerusform>I tuoi colpi: %1 giusti, %n sbagliati.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fastest slap %1 ms (%2)</source>
        <translation>colpo più veloce %1 ms (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>best game median %1 ms</source>
        <translation>miglior mediana di una partita %1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>quickest win %1</source>
        <translation>vittoria più rapida %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Personal bests: %1.</source>
        <translation>Record personali: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your latest game:</source>
        <translation>La tua ultima partita:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>mixed levels</source>
        <translation>livelli misti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against %2</source>
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message numerus="yes">
        <location line="+155"/>
        <source>Over the %n game(s) whose chances were worked out, your speed won you %1 more games than luck alone would have (±%2), and the cards %3.</source>
        <translation>
            <numerusform>Nell’unica partita di cui sono state calcolate le probabilità, la tua velocità ti ha fatto vincere un %1 di partite in più rispetto alla sola fortuna (±%2), e le carte %3.</numerusform>
            <numerusform>Nelle %n partite di cui sono state calcolate le probabilità, la tua velocità ti ha fatto vincere un %1 di partite in più rispetto alla sola fortuna (±%2), e le carte %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Over the %n game(s) whose chances were worked out, your speed lost you %1 of the games luck alone would have won (±%2), and the cards %3.</source>
        <translation>
            <numerusform>Nell’unica partita di cui sono state calcolate le probabilità, la tua velocità ti ha fatto perdere un %1 delle partite che avresti vinto con la sola fortuna (±%2), e le carte %3.</numerusform>
            <numerusform>Nelle %n partite di cui sono state calcolate le probabilità, la tua velocità ti ha fatto perdere un %1 delle partite che avresti vinto con la sola fortuna (±%2), e le carte %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>brought you %1 more</source>
        <translation>ti hanno portato un %1 in più</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cost you %1</source>
        <translation>ti sono costate un %1</translation>
    </message>
    <message>
        <location line="-360"/>
        <location line="+4"/>
        <location line="+312"/>
        <source>Export Statistics</source>
        <translation>Esporta statistiche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <location line="-316"/>
        <source>The games are in %1 and their slaps in %2.</source>
        <translation>Le partite sono in %1 e i loro colpi in %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics could not be written to %1: %2</source>
        <translation>Non è stato possibile scrivere le statistiche in %1: %2</translation>
    </message>
    <message>
        <location line="+225"/>
        <source>the statistics file cannot be read</source>
        <translation>il file delle statistiche non si può leggere</translation>
    </message>
    <message>
        <location line="+98"/>
        <location line="+8"/>
        <source>Reset Statistics</source>
        <translation>Azzera statistiche</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Delete every game, slap and practice result kept so far? This cannot be undone. A game in play is kept and counted when it ends.</source>
        <translation>Eliminare tutte le partite, i colpi e i risultati degli allenamenti salvati finora? Non si può annullare. Una partita in corso resta e conta quando finisce.</translation>
    </message>
</context>
<context>
    <name>ratscrew::StatusLines</name>
    <message>
        <location filename="../app/MainWindowPanels.cpp" line="+45"/>
        <source>What just happened in the game</source>
        <translation>Cosa è appena successo nella partita</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The coach: how fast each slap was, and what you missed</source>
        <translation>L’allenatore: quanto è stato veloce ogni colpo e cosa ti è sfuggito</translation>
    </message>
</context>
<context>
    <name>ratscrew::Storyteller</name>
    <message>
        <location filename="../app/story/Storyteller.cpp" line="+511"/>
        <source>Game not finished</source>
        <translation>Partita non terminata</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win!</source>
        <translation>Hai vinto!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins</source>
        <translation>Vince %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw</source>
        <translation>Pareggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ You win!</source>
        <translation>★ Hai vinto!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>★ %1 wins!</source>
        <translation>★ Vince %1!</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The end: a draw at the limit of %n card play(s).</source>
        <translation>
            <numerusform>Fine: pareggio al limite di %n carta giocata.</numerusform>
            <numerusform>Fine: pareggio al limite di %n carte giocate.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the record: the game was left unfinished.</source>
        <translation>Fine della registrazione: la partita non è stata conclusa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+43"/>
        <source>The end: a draw.</source>
        <translation>Fine: pareggio.</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>The end: %1 won the game.</source>
        <translation>Fine: %1 ha vinto la partita.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time is up</source>
        <translation>Tempo scaduto</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Time is up: you win with %n cards</source>
        <translation>
            <numerusform>Tempo scaduto: vinci con %n carta</numerusform>
            <numerusform>Tempo scaduto: vinci con %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: %1 wins with %n cards</source>
        <translation>
            <numerusform>Tempo scaduto: %1 vince con %n carta</numerusform>
            <numerusform>Tempo scaduto: %1 vince con %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Time is up: you tie with %1 on %n cards</source>
        <extracomment>A title: %1 is one name or a list of names (&quot;Ann and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Tempo scaduto: pareggi con %1 a %n carta</numerusform>
            <numerusform>Tempo scaduto: pareggi con %1 a %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Time is up: %1 tie on %n cards</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Tempo scaduto: %1 pareggiano a %n carta</numerusform>
            <numerusform>Tempo scaduto: %1 pareggiano a %n carte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The end: time was up, and %1 won with the most cards.</source>
        <translation>Fine: il tempo è scaduto e %1 ha vinto con più carte.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The end: time was up, and %1 tied on %n cards: a draw.</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Fine: il tempo è scaduto e %1 hanno chiuso a pari merito con %n carta: pareggio.</numerusform>
            <numerusform>Fine: il tempo è scaduto e %1 hanno chiuso a pari merito con %n carte: pareggio.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-533"/>
        <source>— Deal %1 —</source>
        <translation>— Mano %1 —</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— Daily deal, %1 (deal %2) —</source>
        <translation>— Mano del giorno, %1 (mano %2) —</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— Resumed: deal %1, left at %2 —</source>
        <translation>— Ripresa: mano %1, lasciata a %2 —</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— New game —</source>
        <translation>— Nuova partita —</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New game: you play first.</source>
        <translation>Nuova partita: inizi tu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game: %1 plays first.</source>
        <translation>Nuova partita: inizia %1.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 slapped on an empty pile</source>
        <translation>%1: colpo sbagliato sulla pila vuota</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped on nothing (top: %2)</source>
        <translation>%1: colpo sbagliato (in cima: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped on nothing (top: %2; %3)</source>
        <translation>%1: colpo sbagliato (in cima: %2; %3)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You slapped on nothing: %1 burned.</source>
        <translation>Hai fatto un colpo sbagliato: bruci %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing: %2 burned.</source>
        <translation>%1 ha fatto un colpo sbagliato: brucia %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last %1 go under the pile.</source>
        <translation>Sotto la pila finiscono le tue ultime carte (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s last %2 go under the pile.</source>
        <translation>Sotto la pila finiscono le ultime carte di %1 (%2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — burned %2 under the pile.</source>
        <translation>%1 — carte bruciate sotto la pila: %2.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 — locked out for %2.</source>
        <translation>%1 — bloccato per %2.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>You slapped on nothing.</source>
        <translation>Hai fatto un colpo sbagliato.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing.</source>
        <translation>%1 ha fatto un colpo sbagliato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No call: %1.</source>
        <translation>Nessuna chiamata: %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You played %1.</source>
        <translation>Hai giocato %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 played %2.</source>
        <translation>%1 ha giocato %2.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 played %2 — challenge, but nobody else has cards.</source>
        <translation>%1 ha giocato %2 — sfida, ma nessun altro ha carte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played %2 — challenge: you must answer within %3.</source>
        <translation>%1 ha giocato %2 — sfida: devi rispondere entro %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — challenge: %3 must answer within %4.</source>
        <translation>%1 ha giocato %2 — sfida: %3 deve rispondere entro %4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — the ten stops the challenge; nobody wins the pile.</source>
        <translation>%1 ha giocato %2 — il dieci ferma la sfida; nessuno vince la pila.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — no cards left, and nobody else can answer.</source>
        <translation>%1 ha giocato %2 — carte finite, e nessun altro può rispondere.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 (no chances left).</source>
        <translation>%1 ha giocato %2 (tentativi esauriti).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played %2 (%3 left).</source>
        <translation>%1 ha giocato %2 (ancora %3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played %2 — no cards left; you answer on (%3 left).</source>
        <translation>%1 ha giocato %2 — carte finite; rispondi tu (ancora %3).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 — no cards left; %3 answers on (%4 left).</source>
        <translation>%1 ha giocato %2 — carte finite; risponde %3 (ancora %4).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You are out and cannot slap any more.</source>
        <translation>Sei fuori gioco e non puoi più colpire.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cannot slap: you are out.</source>
        <translation>Non puoi colpire: sei fuori gioco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no cards: in these rules you cannot slap.</source>
        <translation>Non hai carte: con queste regole non puoi colpire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot slap with no cards in these rules.</source>
        <translation>Con queste regole non puoi colpire senza carte.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 slapped on nothing: you take the pile (%2).</source>
        <translation>%1: colpo sbagliato — prendi la pila (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing: %2 takes the pile (%3).</source>
        <translation>%1: colpo sbagliato — %2 prende la pila (%3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — you take the pile (%2) as the penalty.</source>
        <translation>%1 — per penalità prendi la pila (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 takes the pile (%3) as the penalty.</source>
        <translation>%1 — per penalità %2 prende la pila (%3).</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 in %2</source>
        <comment>what was slapped, then how fast: &quot;a double 7-7 in 410 ms&quot;</comment>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2,</source>
        <comment>what was slapped, then how long before the card was visible</comment>
        <translation>%1, %2,</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You slapped %1 and take %2.</source>
        <translation>Hai colpito %1 e prendi %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped %2 and takes %3.</source>
        <translation>%1 ha colpito %2 e prende %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You slapped %1 — %2 — and take %3.</source>
        <extracomment>%1 is how early, e.g. &quot;120 ms before the card was visible&quot;; %2 what was slapped; %3 the cards.</extracomment>
        <translation>Hai colpito %1 — %2 — e prendi %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped %2 — %3 — and takes %4.</source>
        <extracomment>%1 a name; %2 how early, e.g. &quot;120 ms before the card was visible&quot;; %3 what was slapped; %4 the cards.</extracomment>
        <translation>%1 ha colpito %2 — %3 — e prende %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You slapped in %1 — %2 — and take %3.</source>
        <extracomment>%1 is the reaction time, e.g. &quot;410 ms&quot;; %2 what was slapped; %3 the cards.</extracomment>
        <translation>Hai colpito in %1 — %2 — e prendi %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped in %2 — %3 — and takes %4.</source>
        <extracomment>%1 a name; %2 the reaction time, e.g. &quot;410 ms&quot;; %3 what was slapped; %4 the cards.</extracomment>
        <translation>%1 ha colpito in %2 — %3 — e prende %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nobody could answer the challenge: you collect the pile.</source>
        <translation>Nessuno ha potuto rispondere alla sfida: raccogli la pila.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody could answer the challenge: %1 collects the pile.</source>
        <translation>Nessuno ha potuto rispondere alla sfida: %1 raccoglie la pila.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody could answer the challenge: you take %1.</source>
        <translation>Nessuno ha potuto rispondere alla sfida: prendi %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody could answer the challenge: %1 takes %2.</source>
        <translation>Nessuno ha potuto rispondere alla sfida: %1 prende %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 lost the challenge: you collect the pile.</source>
        <translation>%1: sfida persa — raccogli la pila.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the challenge: %2 collects the pile.</source>
        <translation>%1: sfida persa — %2 raccoglie la pila.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost the challenge: you take %2.</source>
        <translation>%1: sfida persa — prendi %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the challenge: %2 takes %3.</source>
        <translation>%1: sfida persa — %2 prende %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You slapped on nothing with no cards left.</source>
        <translation>Hai fatto un colpo sbagliato senza più carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing with no cards left.</source>
        <translation>%1 ha fatto un colpo sbagliato senza più carte.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 slapped on nothing with no cards — out.</source>
        <translation>%1: colpo sbagliato senza carte — fuori gioco.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You passed the misslap limit; you are out.</source>
        <translation>Hai superato il limite di colpi sbagliati; sei fuori gioco.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passed the misslap limit; %1 is out.</source>
        <translation>%1 ha superato il limite di colpi sbagliati; %1 è fuori gioco.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You passed the misslap limit — your last card is burned; you are out.</source>
        <translation>Hai superato il limite di colpi sbagliati — la tua ultima carta viene bruciata; sei fuori gioco.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passed the misslap limit — their last card is burned; %1 is out.</source>
        <translation>%1 ha superato il limite di colpi sbagliati — la sua ultima carta viene bruciata; %1 è fuori gioco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You passed the misslap limit — your last %1 are burned; you are out.</source>
        <translation>Hai superato il limite di colpi sbagliati — le tue ultime %1 vengono bruciate; sei fuori gioco.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passed the misslap limit — their last %2 are burned; %1 is out.</source>
        <translation>%1 ha superato il limite di colpi sbagliati — le sue ultime %2 vengono bruciate; %1 è fuori gioco.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 — no penalty.</source>
        <translation>%1 — nessuna penalità.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — no penalty, but it counts toward the misslap limit (%2 of %3).</source>
        <translation>%1 — nessuna penalità, ma conta per il limite di colpi sbagliati (%2 su %3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — nothing to give, but it counts toward the misslap limit (%2 of %3).</source>
        <translation>%1 — niente da dare, ma conta per il limite di colpi sbagliati (%2 su %3).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paused.</source>
        <translation>In pausa.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play resumed.</source>
        <translation>Partita ripresa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You must answer: %1 left.</source>
        <translation>Devi rispondere: ancora %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 must answer: %2 left.</source>
        <translation>%1 deve rispondere: ancora %2.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Time is up.</source>
        <translation>Tempo scaduto.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: you win with %n cards.</source>
        <translation>
            <numerusform>Tempo scaduto: vinci con %n carta.</numerusform>
            <numerusform>Tempo scaduto: vinci con %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: %1 wins with %n cards.</source>
        <translation>
            <numerusform>Tempo scaduto: %1 vince con %n carta.</numerusform>
            <numerusform>Tempo scaduto: %1 vince con %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Time is up: you tie with %1 on %n cards.</source>
        <extracomment>%1 is one name or a list of names (&quot;Ann and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Tempo scaduto: pareggi con %1 a %n carta.</numerusform>
            <numerusform>Tempo scaduto: pareggi con %1 a %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Time is up: %1 tie on %n cards.</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Tempo scaduto: %1 pareggiano a %n carta.</numerusform>
            <numerusform>Tempo scaduto: %1 pareggiano a %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-59"/>
        <source>The game is a draw.</source>
        <translation>La partita è finita in pareggio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the game!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins the game.</source>
        <translation>%1 ha vinto la partita.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ratscrew::SummaryDialog</name>
    <message>
        <location filename="../app/summary/SummaryDialog.cpp" line="+110"/>
        <source>Game Over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game summary</source>
        <translation>Riepilogo della partita</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the summary</source>
        <translation>Chiudi il riepilogo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game with the same players</source>
        <translation>Inizia una nuova partita con gli stessi giocatori</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Game time %1</source>
        <translation>Tempo di gioco %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n card(s) played</source>
        <translation>
            <numerusform>%n carta giocata</numerusform>
            <numerusform>%n carte giocate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+8"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Copy the deal number</source>
        <translation>Copia il numero di mano</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copied ✓</source>
        <comment>the deal number is on the clipboard</comment>
        <translation>Copiato ✓</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Deal %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Practice: your first try on it is your record.</source>
        <translation>Prova libera: per il risultato conta la tua prima partita di questa mano.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What every player did in the game</source>
        <translation>Cosa ha fatto ogni giocatore nella partita</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The bot&apos;s level</source>
        <translation>Il livello del bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards played</source>
        <translation>Carte giocate</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards played onto the pile</source>
        <translation>Carte giocate sulla pila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slaps</source>
        <translation>Colpi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps that took the pile</source>
        <translation>Colpi che hanno preso la pila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Misslaps</source>
        <translation>Colpi sbagliati</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps at a pile that could not be slapped</source>
        <translation>Colpi su una pila che non si poteva colpire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piles won</source>
        <translation>Pile vinte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Piles taken by a slap or a challenge</source>
        <translation>Pile prese con un colpo o con una sfida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Winner</source>
        <translation>Vincitore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out at %1</source>
        <translation>Fuori gioco a %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No cards since %1</source>
        <translation>Senza carte da %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n carta rimasta</numerusform>
            <numerusform>%n carte rimaste</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Your reaction times</source>
        <translation>I tuoi tempi di reazione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reaction times of %1</source>
        <translation>Tempi di reazione di %1</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n slap(s) before the card was visible</source>
        <translation>
            <numerusform>%n colpo prima che la carta fosse visibile</numerusform>
            <numerusform>%n colpi prima che la carta fosse visibile</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No valid slaps</source>
        <translation>Nessun colpo valido</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Most for %1: %n card(s) at %2</source>
        <extracomment>%1 is a person&apos;s name at a table of two or more people, %2 a game time such as &quot;3:05&quot;.</extracomment>
        <translation>
            <numerusform>Massimo di %1: %n carta a %2</numerusform>
            <numerusform>Massimo di %1: %n carte a %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chance to win</source>
        <translation>Probabilità di vittoria</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Your largest swing: %1</source>
        <translation>La tua svolta più netta: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-105"/>
        <source>Median %1 s  ·  Best %2 s  ·  %n valid slap(s)</source>
        <translation>
            <numerusform>Mediana %1 s  ·  Migliore %2 s  ·  %n colpo valido</numerusform>
            <numerusform>Mediana %1 s  ·  Migliore %2 s  ·  %n colpi validi</numerusform>
        </translation>
    </message>
    <message>
        <location line="-298"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Gioca ancora</translation>
    </message>
    <message>
        <location line="+320"/>
        <source>Cards in hand</source>
        <translation>Carte in mano</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Your most: %n card(s) at %1</source>
        <translation>
            <numerusform>Il tuo massimo: %n carta a %1</numerusform>
            <numerusform>Il tuo massimo: %n carte a %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-214"/>
        <source>The daily deal of %1.</source>
        <translation>La mano del giorno del %1.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your best on it: place %1 of %2 in %3.</source>
        <translation>Il tuo miglior risultato: posto %1 su %2 in %3.</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Deal number %1 copied.</source>
        <translation>Numero di mano %1 copiato.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SvgCardDeck</name>
    <message>
        <location filename="../app/table/SvgCardDeck.cpp" line="+110"/>
        <source>This copy of Ratscrew was built without Qt SVG, so it shows the built-in deck only.</source>
        <translation>Questa copia di Ratscrew è stata compilata senza Qt SVG, quindi mostra solo il mazzo integrato.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>its drawing %1 is missing</source>
        <translation>manca il suo disegno %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its drawing %1 is not a file</source>
        <translation>il suo disegno %1 non è un file</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+5"/>
        <source>its drawing %1 is too big</source>
        <translation>il suo disegno %1 è troppo grande</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>its drawing %1 cannot be read</source>
        <translation>il suo disegno %1 non si può leggere</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <location line="+20"/>
        <source>its drawing %1 is not an SVG that can be read</source>
        <translation>il suo disegno %1 non è un SVG leggibile</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>its drawing %1 refers to %2 outside it</source>
        <translation>il suo disegno %1 rimanda a %2, fuori di esso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its drawing %1 repeats or nests its parts too often to be drawn</source>
        <translation>il suo disegno %1 ripete o annida le sue parti troppe volte per poter essere disegnato</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>its drawing %1 has no card named as KDE&apos;s decks name them (1_club … king_spade)</source>
        <translation>il suo disegno %1 non ha carte con i nomi dei mazzi di KDE (1_club … king_spade)</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>it has no index.desktop</source>
        <translation>non ha un index.desktop</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>its index.desktop is too big</source>
        <translation>il suo index.desktop è troppo grande</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>its index.desktop cannot be read</source>
        <translation>il suo index.desktop non si può leggere</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>its index.desktop has no [KDE Backdeck] group</source>
        <translation>il suo index.desktop non ha il gruppo [KDE Backdeck]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its index.desktop names no SVG</source>
        <translation>il suo index.desktop non indica alcun SVG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its index.desktop names an SVG outside its folder</source>
        <translation>il suo index.desktop indica un SVG fuori dalla sua cartella</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>The card deck %1 cannot be used: %2. The built-in deck is shown.</source>
        <translation>Il mazzo %1 non si può usare: %2. Viene mostrato il mazzo integrato.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>The card deck %1 is not installed. The built-in deck is shown.</source>
        <translation>Il mazzo %1 non è installato. Viene mostrato il mazzo integrato.</translation>
    </message>
</context>
<context>
    <name>ratscrew::TableRenderer</name>
    <message>
        <location filename="../app/table/TableRenderer.cpp" line="+115"/>
        <source>Time left: %1</source>
        <extracomment>The game&apos;s clock on the table: %1 is minutes:seconds (&quot;12:34&quot;).</extracomment>
        <translation>Tempo rimasto: %1</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Paused</source>
        <translation>In pausa</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Slap pile</source>
        <translation>Pila principale</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+50"/>
        <source>+%1 under</source>
        <translation>+%1 sotto</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>%1 burned</source>
        <translation>bruciate: %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Split an 8 here</source>
        <translation>Dividi un 8 qui</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Split pile</source>
        <translation>Pila secondaria</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>You challenge · %n chance(s)</source>
        <translation>
            <numerusform>%n tentativo · sfidi tu</numerusform>
            <numerusform>%n tentativi · sfidi tu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 challenges · %n chance(s)</source>
        <translation>
            <numerusform>%n tentativo · sfida %1</numerusform>
            <numerusform>%n tentativi · sfida %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Stick!</source>
        <translation>Incollo!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Split!</source>
        <translation>Divido!</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>SLAP! %1</source>
        <translation>SBAM! %1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
</context>
<context>
    <name>ratscrew::TableStillLayer</name>
    <message>
        <location filename="../app/table/TableStillLayer.cpp" line="+260"/>
        <source>OUT</source>
        <translation>FUORI</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>★ winner</source>
        <translation>★ vincitore</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>locked out: %n card(s)</source>
        <translation>
            <numerusform>%n carta di blocco</numerusform>
            <numerusform>%n carte di blocco</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>sits out: %n card(s)</source>
        <translation>
            <numerusform>%n carta: sta fuori</numerusform>
            <numerusform>%n carte: sta fuori</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>collects…</source>
        <translation>raccoglie…</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>▶ answer: %n chance(s) left</source>
        <translation>
            <numerusform>▶ %n tentativo: rispondi</numerusform>
            <numerusform>▶ %n tentativi: rispondi</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>▶ to play</source>
        <translation>▶ di turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>challenger</source>
        <translation>sfidante</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>cards</source>
        <comment>after the number of cards in a hand</comment>
        <translation>
            <numerusform>carta</numerusform>
            <numerusform>carte</numerusform>
        </translation>
    </message>
    <message>
        <location line="+184"/>
        <source>D</source>
        <comment>the dealer button on the table</comment>
        <translation>M</translation>
    </message>
</context>
<context>
    <name>ratscrew::TableWidget</name>
    <message>
        <location filename="../app/table/TableWidget.cpp" line="+23"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location line="+180"/>
        <location line="+76"/>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>No game.</source>
        <translation>Nessuna partita.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 collects the pile.</source>
        <translation>%1 raccoglie la pila.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Pile: %1, %n card(s).</source>
        <translation>
            <numerusform>Pila: %1, %n carta.</numerusform>
            <numerusform>Pila: %1, %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Split pile: %1, %n card(s).</source>
        <translation>
            <numerusform>Pila secondaria: %1, %n carta.</numerusform>
            <numerusform>Pila secondaria: %1, %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenge is on the split pile.</source>
        <translation>La sfida è sulla pila secondaria.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The challenge is on the slap pile.</source>
        <translation>La sfida è sulla pila principale.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next card goes onto the split pile.</source>
        <translation>La prossima carta va sulla pila secondaria.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next card goes onto the slap pile.</source>
        <translation>La prossima carta va sulla pila principale.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n carta</numerusform>
            <numerusform>%1: %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You are locked out for %n more card(s).</source>
        <translation>
            <numerusform>Sei ancora bloccato per %n carta.</numerusform>
            <numerusform>Sei ancora bloccato per %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 is locked out for %n more card(s).</source>
        <translation>
            <numerusform>%1 è ancora bloccato per %n carta.</numerusform>
            <numerusform>%1 è ancora bloccato per %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You sit out for %n more card(s).</source>
        <translation>
            <numerusform>Stai fuori ancora per %n carta.</numerusform>
            <numerusform>Stai fuori ancora per %n carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 sits out for %n more card(s).</source>
        <translation>
            <numerusform>%1 sta fuori ancora per %n carta.</numerusform>
            <numerusform>%1 sta fuori ancora per %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time left: %1.</source>
        <extracomment>For a screen reader: %1 is the time left, such as &quot;12:34&quot;.</extracomment>
        <translation>Tempo rimasto: %1.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Your turn.</source>
        <translation>Tocca a te.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play.</source>
        <translation>Tocca a %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pile is empty.</source>
        <translation>La pila è vuota.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 out</source>
        <translation>%1 fuori</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards: %1.</source>
        <translation>Carte: %1.</translation>
    </message>
</context>
<context>
    <name>ratscrew::WinChanceChart</name>
    <message>
        <location filename="../app/analysis/WinChanceChart.cpp" line="+13"/>
        <source>Chance to win over the game</source>
        <translation>Probabilità di vittoria durante la partita</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chance to win</source>
        <translation>Probabilità di vittoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance</source>
        <translation>Probabilità</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Working out the chances…</source>
        <translation>Calcolo delle probabilità…</translation>
    </message>
</context>
<context>
    <name>ratscrew::WinRateChart</name>
    <message>
        <location filename="../app/career/CareerCharts.cpp" line="-242"/>
        <source>Win rate over time</source>
        <translation>Percentuale di vittorie nel tempo</translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>%1: %2 of %n game(s) won, %3 of the last ones.</source>
        <translation>
            <numerusform>%1: %2 su %n partita vinta, %3 delle ultime.</numerusform>
            <numerusform>%1: %2 su %n partite vinte, %3 delle ultime.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No games finished yet: the win rate starts with your first finished game.</source>
        <translation>Ancora nessuna partita finita: la percentuale di vittorie parte dalla tua prima partita finita.</translation>
    </message>
</context>
</TS>
