<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>CallExamples</name>
    <message>
        <location filename="../app/help/CallExamples.cpp" line="+31"/>
        <source>Slap pile</source>
        <translation>Schlagstapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pile</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Split pile</source>
        <translation>Splitstapel</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Stick</source>
        <translation>Kleben</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A player has just played %1 and so challenges the next player. Before that player plays any card in answer, anyone else may slap the %2: a stick. The slapper takes the challenge over as if they had played the %2 themselves, and the player after them answers with %n chance(s). The challenger and the player answering cannot stick, and each card can be stuck once.</source>
        <translation>
            <numerusform>Ein Spieler hat gerade %1 gespielt und fordert damit den nächsten Spieler heraus. Bevor dieser irgendeine Karte als Antwort spielt, darf jeder andere auf das %2 schlagen: Kleben. Wer schlägt, übernimmt die Herausforderung, als hätte er das %2 selbst gespielt, und der Spieler nach ihm antwortet mit %n Versuch. Der Herausforderer und der Antwortende können nicht kleben, und jede Karte kann nur einmal geklebt werden.</numerusform>
            <numerusform>Ein Spieler hat gerade %1 gespielt und fordert damit den nächsten Spieler heraus. Bevor dieser irgendeine Karte als Antwort spielt, darf jeder andere auf das %2 schlagen: Kleben. Wer schlägt, übernimmt die Herausforderung, als hätte er das %2 selbst gespielt, und der Spieler nach ihm antwortet mit %n Versuchen. Der Herausforderer und der Antwortende können nicht kleben, und jede Karte kann nur einmal geklebt werden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sticky here: %1.</source>
        <extracomment>%1 is a list of letter ranks such as &quot;J, K&quot;.</extracomment>
        <translation>Hier kleben: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A %1 on top is never stuck: it is the forbidden rank.</source>
        <translation>Ein %1 oben wird nie geklebt: Es ist der verbotene Rang.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While no challenge is going on, an 8 on top of the pile may be slapped: a split. The slapper&apos;s top card starts a split pile beside the slap pile (the 8 stays where it is). Until one of the two piles is won, every turn plays two cards: one onto the slap pile, then one onto the split pile. A letter card starts a challenge on its own pile while the other pile waits, and a slap looks at each pile on its own: it takes the slap pile when that shows a pattern, else the split pile. There is no second split while a split pile is on the table.</source>
        <translation>Solange keine Herausforderung läuft, darf auf eine 8 oben auf dem Stapel geschlagen werden: ein Split. Die oberste Karte vom Stoß des Schlagenden beginnt neben dem Schlagstapel einen Splitstapel (die 8 bleibt, wo sie ist). Bis einer der beiden Stapel gewonnen ist, werden in jedem Zug zwei Karten gespielt: eine auf den Schlagstapel, dann eine auf den Splitstapel. Eine Forderungskarte startet eine Herausforderung auf ihrem eigenen Stapel, während der andere Stapel wartet, und ein Schlag prüft jeden Stapel für sich: Er nimmt den Schlagstapel, wenn dieser ein Muster zeigt, sonst den Splitstapel. Solange ein Splitstapel auf dem Tisch liegt, gibt es keinen zweiten Split.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Here the 8 is the forbidden rank, so no split can happen.</source>
        <translation>Hier ist die 8 der verbotene Rang, also ist kein Split möglich.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>One of two piles is won</source>
        <translation>Einer von zwei Stapeln ist gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here the Q on the slap pile was not answered, so its challenger wins the slap pile. The other pile stays on the table: the split pile moves over, cards in order, and is the slap pile now. Play goes on from the winner as after any won pile (unless a challenge on the pile that stays is still being answered, or a pile waits to be collected there). When the split pile is won instead, the slap pile simply stays. An 8 on top can then be split again.</source>
        <translation>Hier wurde das Q auf dem Schlagstapel nicht beantwortet, also gewinnt sein Herausforderer den Schlagstapel. Der andere Stapel bleibt auf dem Tisch: Der Splitstapel rückt nach, die Karten in ihrer Reihenfolge, und ist jetzt der Schlagstapel. Es geht vom Gewinner aus weiter wie nach jedem gewonnenen Stapel (es sei denn, auf dem verbleibenden Stapel wird noch eine Herausforderung beantwortet oder ein Stapel wartet dort auf das Einsammeln). Wird stattdessen der Splitstapel gewonnen, bleibt der Schlagstapel einfach liegen. Eine 8 oben kann dann wieder gesplittet werden.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A ten stops a challenge</source>
        <translation>Eine Zehn beendet eine Herausforderung</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The K challenged the next player, who answered with a 4 and then a 10. The 10 stops the challenge: nobody wins the pile, and the next player plays on as after any number card. A 10 does this on any chance, even the last; outside a challenge it is just a 10.</source>
        <translation>Das K hat den nächsten Spieler herausgefordert, der mit einer 4 und dann einer Zehn geantwortet hat. Die Zehn beendet die Herausforderung: Niemand gewinnt den Stapel, und der nächste Spieler spielt weiter wie nach jeder Zahlenkarte. Eine Zehn tut das bei jedem Versuch, auch beim letzten; außerhalb einer Herausforderung ist sie nur eine Zehn.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The K challenged the next player, who answered with a 4 and then a 10. The 10 stops the challenge, so the challenger does not win the pile; but the pile now shows %1, and the first good slap takes it. Until then the next player plays on as after any number card. A 10 does this on any chance, even the last; outside a challenge it is just a 10.</source>
        <translation>Das K hat den nächsten Spieler herausgefordert, der mit einer 4 und dann einer Zehn geantwortet hat. Die Zehn beendet die Herausforderung, der Herausforderer gewinnt den Stapel also nicht; aber der Stapel zeigt jetzt „%1“, und der erste richtige Schlag holt ihn. Bis dahin spielt der nächste Spieler weiter wie nach jeder Zahlenkarte. Eine Zehn tut das bei jedem Versuch, auch beim letzten; außerhalb einer Herausforderung ist sie nur eine Zehn.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Locked out</source>
        <translation>Gesperrt</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card(s) have been played, onto either pile.</source>
        <translation>
            <numerusform>Ein Schlag auf %1 ist ein Fehlschlag: Er kostet keine Karten, aber wer geschlagen hat, ist gesperrt, bis noch %n Karte auf einen der Stapel gespielt wurde.</numerusform>
            <numerusform>Ein Schlag auf %1 ist ein Fehlschlag: Er kostet keine Karten, aber wer geschlagen hat, ist gesperrt, bis noch %n Karten auf einen der Stapel gespielt wurden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card(s) have been played.</source>
        <extracomment>%1 is two cards, such as &quot;9♦ 4♣&quot;.</extracomment>
        <translation>
            <numerusform>Ein Schlag auf %1 ist ein Fehlschlag: Er kostet keine Karten, aber wer geschlagen hat, ist gesperrt, bis noch %n Karte gespielt wurde.</numerusform>
            <numerusform>Ein Schlag auf %1 ist ein Fehlschlag: Er kostet keine Karten, aber wer geschlagen hat, ist gesperrt, bis noch %n Karten gespielt wurden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Even when a pattern shows meanwhile (here: %1), it is not theirs to slap; their slaps are simply refused.</source>
        <extracomment>%1 is the name of a slap pattern, such as &quot;Double&quot;.</extracomment>
        <translation>Selbst wenn inzwischen ein Muster liegt (hier: „%1“), darf er es nicht schlagen; seine Schläge werden einfach abgewiesen.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Theirs to slap: %1</source>
        <extracomment>Under a pile the misslapper may slap: %1 is the name of its slap pattern, such as &quot;Double&quot;.</extracomment>
        <translation>Darf schlagen: „%1“</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>No slap while locked out</source>
        <translation>Kein Schlag, solange gesperrt</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No penalty</source>
        <translation>Keine Strafe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A slap on %1 is a misslap, but it costs nothing: no cards are burned, the pile stays where it is, and the slapper may slap the very next card.</source>
        <extracomment>%1 is two cards, such as &quot;9♦ 4♣&quot;.</extracomment>
        <translation>Ein Schlag auf %1 ist ein Fehlschlag, kostet aber nichts: Es werden keine Karten verbrannt, der Stapel bleibt, wo er ist, und wer geschlagen hat, darf schon die nächste Karte schlagen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It still counts toward the misslap limit.</source>
        <translation>Er zählt trotzdem zum Fehlschlag-Limit.</translation>
    </message>
</context>
<context>
    <name>PatternExamples</name>
    <message>
        <location filename="../app/text/GameText.cpp" line="+252"/>
        <source>Two jokers count as the same rank.</source>
        <translation>Zwei Joker zählen als derselbe Rang.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A joker has no suit, so it never counts for this.</source>
        <translation>Ein Joker hat keine Farbe und zählt hier also nie mit.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The top two cards have the same rank (but not two %1s).</source>
        <translation>Die obersten zwei Karten haben denselben Rang (aber nicht zwei %1er).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top two cards have the same rank.</source>
        <translation>Die obersten zwei Karten haben denselben Rang.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top three cards are all %1s: the only way to slap that rank.</source>
        <translation>Die obersten drei Karten sind alle %1er: die einzige Möglichkeit, diesen Rang zu schlagen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card and the third card have the same rank, whatever lies between (but not two %1s).</source>
        <translation>Die oberste und die dritte Karte haben denselben Rang, egal was dazwischen liegt (aber nicht zwei %1er).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card and the third card have the same rank, whatever lies between.</source>
        <translation>Die oberste und die dritte Karte haben denselben Rang, egal was dazwischen liegt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card has the same rank as the first card played onto this pile (but not two %1s).</source>
        <translation>Die oberste Karte hat denselben Rang wie die erste Karte, die auf diesen Stapel gespielt wurde (aber nicht zwei %1er).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card has the same rank as the first card played onto this pile.</source>
        <translation>Die oberste Karte hat denselben Rang wie die erste Karte, die auf diesen Stapel gespielt wurde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top two cards are number cards adding up to 10 (ace = 1), or the top and third card do with a J, Q, K or A between them.</source>
        <translation>Die obersten zwei Karten sind Zahlenkarten, die zusammen 10 ergeben (Ass = 1), oder die oberste und die dritte Karte tun das mit einem J, Q, K oder A dazwischen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top two cards are number cards adding up to 10 (ace = 1).</source>
        <translation>Die obersten zwei Karten sind Zahlenkarten, die zusammen 10 ergeben (Ass = 1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card is a 10.</source>
        <translation>Die oberste Karte ist eine 10.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top card and the third card are number cards adding up to 10, whatever lies between.</source>
        <translation>Die oberste und die dritte Karte sind Zahlenkarten, die zusammen 10 ergeben, egal was dazwischen liegt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top three cards are all number cards and add up to 10 (ace = 1).</source>
        <translation>Die obersten drei Karten sind alle Zahlenkarten und ergeben zusammen 10 (Ass = 1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ace only counts above the king.</source>
        <translation>Die obersten vier Karten steigen oder fallen um je einen Rang, etwa 5 6 7 8; das Ass zählt nur über dem König.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ace counts above the king or below the 2.</source>
        <translation>Die obersten vier Karten steigen oder fallen um je einen Rang, etwa 5 6 7 8; das Ass zählt über dem König oder unter der 2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ranks go round, so K A 2 3 counts too.</source>
        <translation>Die obersten vier Karten steigen oder fallen um je einen Rang, etwa 5 6 7 8; die Ränge laufen im Kreis, also zählt auch K A 2 3.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The top three cards step up or down by the same amount, each a multiple of the step (2 4 6, 4 8 Q; A = 1, J = 11, Q = 12, K = 13).</source>
        <translation>Die obersten drei Karten steigen oder fallen um denselben Abstand, jede ein Vielfaches des Abstands (2 4 6, 4 8 Q; A = 1, J = 11, Q = 12, K = 13).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top two cards are a queen and a king, in either order.</source>
        <translation>Die obersten zwei Karten sind eine Dame und ein König, in beliebiger Reihenfolge.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card is a joker (none in this deck unless you add the jokers).</source>
        <translation>Die oberste Karte ist ein Joker (in diesem Blatt gibt es keine, es sei denn, du nimmst die Joker dazu).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card is a joker.</source>
        <translation>Die oberste Karte ist ein Joker.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top three cards all have the same suit.</source>
        <translation>Die obersten drei Karten haben alle dieselbe Farbe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top four cards all have the same suit.</source>
        <translation>Die obersten vier Karten haben alle dieselbe Farbe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top card and the third card are a queen and a king, in either order, whatever lies between.</source>
        <translation>Die oberste und die dritte Karte sind eine Dame und ein König, in beliebiger Reihenfolge, egal was dazwischen liegt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card and the fourth card have the same rank, whatever two cards lie between (but not two %1s).</source>
        <translation>Die oberste und die vierte Karte haben denselben Rang, egal welche zwei Karten dazwischen liegen (aber nicht zwei %1er).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card and the fourth card have the same rank, whatever two cards lie between.</source>
        <translation>Die oberste und die vierte Karte haben denselben Rang, egal welche zwei Karten dazwischen liegen.</translation>
    </message>
</context>
<context>
    <name>QKeySequenceEdit</name>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="+17"/>
        <source>Press shortcut</source>
        <translation>Taste drücken</translation>
    </message>
</context>
<context>
    <name>ratscrew::ActionText</name>
    <message>
        <location filename="../app/story/ActionText.cpp" line="+12"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n chance(s)</source>
        <translation>
            <numerusform>%n Versuch</numerusform>
            <numerusform>%n Versuche</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on the split pile</source>
        <translation>%1 auf dem Splitstapel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 onto the split pile</source>
        <translation>%1 auf den Splitstapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 onto the slap pile</source>
        <translation>%1 auf den Schlagstapel</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>You missed a slap-in and sit out %n card(s).</source>
        <translation>
            <numerusform>Du hast beim Wiedereinstieg daneben geschlagen und setzt %n Karte aus.</numerusform>
            <numerusform>Du hast beim Wiedereinstieg daneben geschlagen und setzt %n Karten aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 missed a slap-in and sits out %n card(s).</source>
        <translation>
            <numerusform>%1 hat beim Wiedereinstieg daneben geschlagen und setzt %n Karte aus.</numerusform>
            <numerusform>%1 hat beim Wiedereinstieg daneben geschlagen und setzt %n Karten aus.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You were a moment late — no penalty.</source>
        <translation>Du warst einen Moment zu spät — keine Strafe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was a moment late — no penalty.</source>
        <translation>%1 war einen Moment zu spät — keine Strafe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You sit out after a missed slap-in: you cannot slap yet.</source>
        <translation>Du setzt nach einem verfehlten Wiedereinstieg aus: Du kannst noch nicht schlagen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You slapped on nothing and are locked out for %1.</source>
        <translation>Du hast ins Leere geschlagen und bist für %1 gesperrt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing and is locked out for %2.</source>
        <translation>%1 hat ins Leere geschlagen und ist für %2 gesperrt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are locked out after a misslap: you cannot slap yet.</source>
        <translation>Du bist nach einem Fehlschlag gesperrt: Du kannst noch nicht schlagen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You slapped on nothing (no penalty).</source>
        <translation>Du hast ins Leere geschlagen (keine Strafe).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing (no penalty).</source>
        <translation>%1 hat ins Leere geschlagen (keine Strafe).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>you won the pile first</source>
        <translation>Du hast den Stapel zuerst gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 won the pile first</source>
        <translation>%1 hat den Stapel zuerst gewonnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is your turn now</source>
        <translation>Jetzt bist du am Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>it is %1&apos;s turn now</source>
        <translation>Jetzt ist %1 am Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you slapped instead</source>
        <translation>Du hast stattdessen geschlagen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a slap instead of a play</source>
        <translation>Ein Schlag statt eines Zugs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>time is up</source>
        <translation>Die Zeit ist um</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your card went back: %1.</source>
        <translation>Deine Karte ist auf deinen Stoß zurückgegangen: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s card went back: %2.</source>
        <translation>Die Karte von %1 ist auf den eigenen Stoß zurückgegangen: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your ten stops the challenge.</source>
        <translation>Deine Zehn beendet die Herausforderung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s ten stops the challenge.</source>
        <translation>Die Zehn von %1 beendet die Herausforderung.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You are out.</source>
        <translation>Du bist ausgeschieden.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is out.</source>
        <translation>%1 ist ausgeschieden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You play next.</source>
        <translation>Du spielst als Nächstes.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays next.</source>
        <translation>%1 spielt als Nächstes.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You collect %1.</source>
        <translation>Du sammelst %1 ein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 collects %2.</source>
        <translation>%1 sammelt %2 ein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody has cards left: you take the pile (%1).</source>
        <translation>Niemand hat mehr Karten: Du nimmst den Stapel (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has cards left: %1 takes the pile (%2).</source>
        <translation>Niemand hat mehr Karten: %1 nimmt den Stapel (%2).</translation>
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
        <translation>Das Spiel wurde ausgeteilt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 slapped %2 %3 ms before you</source>
        <translation>%1 hat %3 ms vor dir auf %2 geschlagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 slapped %2</source>
        <translation>%1 hat auf %2 geschlagen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 misslapped on an empty pile</source>
        <translation>Fehlschlag von %1 auf einen leeren Stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 misslapped on %2</source>
        <translation>Fehlschlag von %1 auf %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped too late</source>
        <translation>%1 hat zu spät geschlagen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played</source>
        <translation>%1 hat ausgespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2</source>
        <translation>%1 hat %2 gespielt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody slapped %1, and %2 played %3</source>
        <translation>Niemand hat auf %1 geschlagen, und %2 hat %3 gespielt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, and %2 took the pile</source>
        <comment>a card played, then who took the pile</comment>
        <translation>%1, und %2 hat den Stapel genommen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 collected the pile</source>
        <translation>%1 hat den Stapel eingesammelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pile was collected</source>
        <translation>Der Stapel wurde eingesammelt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time was up</source>
        <translation>Die Zeit war um</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 — %2: your chances %3 → %4</source>
        <translation>%1 — %2: deine Siegchancen %3 → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2: %3&apos;s chances %4 → %5</source>
        <comment>a swing of another player&apos;s chances</comment>
        <translation>%1 — %2: Siegchancen von %3 %4 → %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Luck: %1 · Speed: %2 (each ±%3)</source>
        <translation>Glück: %1 · Tempo: %2 (je ±%3)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Against an average player at this table, the cards brought you %1 and your speed %2 (each ±%3).</source>
        <translation>Im Vergleich zu einem durchschnittlichen Spieler an diesem Tisch haben dir die Karten %1 gebracht und dein Tempo %2 (je ±%3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against an average player at this table, the cards brought %1 %2 and their speed %3 (each ±%4).</source>
        <translation>Im Vergleich zu einem durchschnittlichen Spieler an diesem Tisch haben die Karten %1 %2 gebracht und das eigene Tempo %3 (je ±%4).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game&apos;s chances cannot be worked out: it was recorded before the fourth edition&apos;s clock, or it is too long.</source>
        <translation>Die Siegchancen dieses Spiels lassen sich nicht berechnen: Es wurde aufgezeichnet, bevor die vierte Ausgabe der Regeln ihre Uhr einführte, oder es ist zu lang.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+12"/>
        <source>Working out the chances…</source>
        <translation>Siegchancen werden berechnet …</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Working out the chances… %1</source>
        <translation>Siegchancen werden berechnet … %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chances to win within ±%1; working out luck and speed… %2</source>
        <translation>Siegchancen auf ±%1 genau; Glück und Tempo werden berechnet … %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chances to win within ±%1 at every moment</source>
        <translation>Siegchancen in jedem Moment auf ±%1 genau</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 from %2 at the deal to %3 at the end</source>
        <translation>%1 von %2 zu Beginn des Spiels auf %3 am Ende</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chance to win: %1.</source>
        <translation>Siegchance: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest swing: %1.</source>
        <translation>Größter Umschwung: %1.</translation>
    </message>
</context>
<context>
    <name>ratscrew::AppInstance</name>
    <message>
        <location filename="../app/AppStartup.cpp" line="+160"/>
        <source>Reading the game you left…</source>
        <translation>Das Spiel, das du verlassen hast, wird gelesen …</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Play on with the game you left? %Ln card(s) were played in it.</source>
        <translation>
            <numerusform>Mit dem Spiel weitermachen, das du verlassen hast? Darin wurde %Ln Karte gespielt.</numerusform>
            <numerusform>Mit dem Spiel weitermachen, das du verlassen hast? Darin wurden %Ln Karten gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
</context>
<context>
    <name>ratscrew::AppearancePage</name>
    <message>
        <location filename="../app/settings/AppearancePage.cpp" line="+160"/>
        <source>Cards and table</source>
        <translation>Karten und Tisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card Back Colour</source>
        <translation>Farbe der Kartenrückseite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Kartenrücken:</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+99"/>
        <source>Built-in</source>
        <translation>Eingebaut</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The colour of the lattice on the backs of the built-in deck.</source>
        <translation>Die Farbe des Gittermusters auf den Rückseiten des eingebauten Blatts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table Colour</source>
        <translation>Tischfarbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>T&amp;isch:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The colour of the felt.</source>
        <translation>Die Farbe des Filzes.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Card desig&amp;n:</source>
        <translation>Karten&amp;design:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The built-in cards, or a deck installed for KDE&apos;s card games (on Debian and Ubuntu: the package kdegames-card-data-kf5). A deck that cannot be read shows the built-in cards.</source>
        <translation>Die eingebauten Karten oder ein für die Spiele von KDE installiertes Blatt (unter Debian und Ubuntu: das Paket kdegames-card-data-kf5). Ein Blatt, das sich nicht lesen lässt, zeigt die eingebauten Karten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The built-in cards. This copy of Ratscrew was built without Qt SVG, which draws the decks installed for KDE&apos;s card games.</source>
        <translation>Die eingebauten Karten. Diese Ausgabe von Ratscrew wurde ohne Qt SVG gebaut, das die für die Spiele von KDE installierten Blätter zeichnet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierfarbiges Blatt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blue diamonds and green clubs, so that every suit is easy to tell apart. Only the built-in deck has them.</source>
        <translation>Blaues Karo und grünes Kreuz, damit sich alle Farben leicht unterscheiden lassen. Nur das eingebaute Blatt hat sie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seeing and moving</source>
        <translation>Sicht und Bewegung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;High-contrast table</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A black table and panels with white edges and text, for players who see contrast better than colour. The table colour above is not used.</source>
        <translation>Ein schwarzer Tisch und schwarze Felder mit weißen Rändern und weißer Schrift, für alle, die Kontraste besser sehen als Farben. Die Tischfarbe oben wird dann nicht verwendet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduce &amp;motion</source>
        <translation>&amp;Bewegung verringern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards fade in where they land instead of flying, and nothing shakes or slides. The game keeps its timing: a card can be slapped at the same moment either way.</source>
        <translation>Karten blenden dort ein, wo sie landen, statt zu fliegen, und nichts wackelt oder gleitet. Das Spiel behält sein Timing: Eine Karte kann so oder so im selben Moment geschlagen werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Preview of the cards on the table</source>
        <translation>Vorschau der Karten auf dem Tisch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preview</source>
        <translation>Vorschau</translation>
    </message>
</context>
<context>
    <name>ratscrew::BotText</name>
    <message>
        <location filename="../app/settings/BotText.cpp" line="+16"/>
        <source>%1: a double in about %2 ms; misses %3 % of chances, slaps a plain pile %4 % of the time.</source>
        <translation>%1: ein Paar in etwa %2 ms; verpasst %3 % der Gelegenheiten, schlägt bei %4 % der Stapel ohne Muster.</translation>
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
            <numerusform>Gelernt aus deinem letzten Schlag.</numerusform>
            <numerusform>Gelernt aus deinen letzten %n Schlägen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per pattern: %1.</source>
        <translation>Je Muster: %1.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Too few times of yours yet: it plays as Normal until you have slapped a few times.</source>
        <translation>Noch zu wenige Reaktionszeiten von dir: Bis du ein paarmal geschlagen hast, spielt er wie „Normal“.</translation>
    </message>
</context>
<context>
    <name>ratscrew::CallText</name>
    <message>
        <location filename="../app/story/CallText.cpp" line="+20"/>
        <source>You split %1 — two cards a turn until one pile is won.</source>
        <translation>Du hast %1 gesplittet — zwei Karten pro Zug, bis ein Stapel gewonnen ist.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 split %2 — two cards a turn until one pile is won.</source>
        <translation>%1 hat %2 gesplittet — zwei Karten pro Zug, bis ein Stapel gewonnen ist.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stuck %1 — nobody can answer.</source>
        <translation>Du hast %1 geklebt — niemand kann antworten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stuck %2 — nobody can answer.</source>
        <translation>%1 hat %2 geklebt — niemand kann antworten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stuck %1 — you now challenge; %2 answers within %3.</source>
        <translation>Du hast %1 geklebt — du forderst jetzt heraus; %2 antwortet innerhalb von %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 stuck %2 — %1 now challenges; you answer within %3.</source>
        <translation>%1 hat %2 geklebt — %1 fordert jetzt heraus; du antwortest innerhalb von %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stuck %2 — %1 now challenges; %3 answers within %4.</source>
        <translation>%1 hat %2 geklebt — %1 fordert jetzt heraus; %3 antwortet innerhalb von %4.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is not a sticky face</source>
        <translation>%1 ist keine klebende Forderungskarte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nobody can stick their own challenge</source>
        <translation>die eigene Herausforderung kann niemand kleben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answering player cannot stick</source>
        <translation>wer antworten muss, kann nicht kleben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that letter card was already answered or stuck</source>
        <translation>diese Forderungskarte wurde schon beantwortet oder geklebt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is the forbidden rank</source>
        <extracomment>%1 is a rank (&quot;8&quot;, &quot;King&quot;): the rank of forbidden_rank, on which nobody slaps or calls.</extracomment>
        <translation>%1 ist der verbotene Rang</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is already a split pile</source>
        <translation>es gibt schon einen Splitstapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split during a challenge</source>
        <translation>kein Split während einer Herausforderung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split while a pile waits to be collected</source>
        <translation>kein Split, solange ein Stapel auf das Einsammeln wartet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a split needs a card in hand</source>
        <translation>für einen Split braucht man eine Karte in der Hand</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You could have stuck %1.</source>
        <translation>Du hättest %1 kleben können.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You could have split %1.</source>
        <translation>Du hättest %1 splitten können.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The split pile is won: one pile again.</source>
        <translation>Der Splitstapel ist gewonnen: wieder nur ein Stapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The split pile moves over: one pile again.</source>
        <translation>Der Splitstapel rückt nach: wieder nur ein Stapel.</translation>
    </message>
</context>
<context>
    <name>ratscrew::CardCountChart</name>
    <message>
        <location filename="../app/summary/CardCountChart.cpp" line="+19"/>
        <source>Cards in hand over the game</source>
        <translation>Karten in der Hand im Spielverlauf</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+20"/>
        <source>No cards played</source>
        <translation>Keine Karten gespielt</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 from %2 to %3 (most %4)</source>
        <translation>%1 von %2 auf %3 (Höchststand %4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cards in hand over %1: %2.</source>
        <translation>Karten in der Hand (Dauer %1): %2.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Cards in hand</source>
        <translation>Karten in der Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
</context>
<context>
    <name>ratscrew::CareerDatabase</name>
    <message>
        <location filename="../app/career/CareerDatabase.cpp" line="+158"/>
        <source>Your statistics file %1 cannot be opened (%2): this game&apos;s statistics are not kept.</source>
        <translation>Deine Statistikdatei %1 lässt sich nicht öffnen (%2): Die Statistik dieses Spiels wird nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Your statistics file %1 is damaged and could not be moved aside: this game&apos;s statistics are not kept.</source>
        <translation>Deine Statistikdatei %1 ist beschädigt und ließ sich nicht beiseitelegen: Die Statistik dieses Spiels wird nicht gespeichert.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Your statistics file %1 is in use by another program (%2): it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Deine Statistikdatei %1 wird von einem anderen Programm benutzt (%2): Sie bleibt unberührt und die Statistik dieses Spiels wird nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your statistics file %1 cannot be used (%2; it, its folder and its -wal and -shm files must be readable and writable): it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Deine Statistikdatei %1 lässt sich nicht benutzen (%2; sie, ihr Ordner und ihre Dateien -wal und -shm müssen lesbar und schreibbar sein): Sie bleibt unberührt und die Statistik dieses Spiels wird nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Your statistics file %1 is an SQLite file of another program: it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Deine Statistikdatei %1 ist eine SQLite-Datei eines anderen Programms: Sie bleibt unberührt und die Statistik dieses Spiels wird nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Your statistics file %1 is damaged: it was kept as %2 and a new one was started.</source>
        <translation>Deine Statistikdatei %1 ist beschädigt: Sie wurde als %2 aufbewahrt und eine neue wurde angelegt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Statistics are not kept: Qt&apos;s SQLite driver (QSQLITE) is not installed.</source>
        <translation>Es wird keine Statistik gespeichert: Der SQLite-Treiber von Qt (QSQLITE) ist nicht installiert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your statistics file %1 is not a regular file: it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Deine Statistikdatei %1 ist keine normale Datei: Sie bleibt unberührt und die Statistik dieses Spiels wird nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The folder %1 cannot be created: statistics are not kept.</source>
        <translation>Der Ordner %1 lässt sich nicht anlegen: Es wird keine Statistik gespeichert.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your statistics file %1 is from a newer Ratscrew: it is left as it is, and this game&apos;s statistics are not kept.</source>
        <translation>Deine Statistikdatei %1 stammt von einer neueren Ratscrew-Version: Sie bleibt, wie sie ist, und die Statistik dieses Spiels wird nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your statistics file %1 gives its version as %2, which no Ratscrew writes: it is left as it is, and this game&apos;s statistics are not kept.</source>
        <translation>Deine Statistikdatei %1 gibt als Version %2 an, die kein Ratscrew schreibt: Sie bleibt, wie sie ist, und die Statistik dieses Spiels wird nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game&apos;s statistics are not kept.</source>
        <translation>Die Statistik dieses Spiels wird nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Your statistics file %1 cannot be written (%2: %3).</source>
        <translation>In deine Statistikdatei %1 kann nicht geschrieben werden (%2: %3).</translation>
    </message>
</context>
<context>
    <name>ratscrew::Coach</name>
    <message>
        <location filename="../app/coach/Coach.cpp" line="+31"/>
        <source>A split</source>
        <extracomment>&quot;A split&quot; and &quot;A stick&quot; stand where a pattern&apos;s name stands in the coach&apos;s line (&quot;Double — Ann 410 ms&quot;): the name of a call (docs/RULES.md §9).</extracomment>
        <translation>Split</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A stick</source>
        <translation>Kleben</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>you %1</source>
        <comment>you and your slap time</comment>
        <translation>du %1</translation>
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
        <translation>%1 — %2: %3 ms zu spät.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2; %3 did not slap.</source>
        <translation>%1 — %2; %3 hat nicht geschlagen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2; you did not slap.</source>
        <translation>%1 — %2; du hast nicht geschlagen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Missed: %1 (%2) — nobody slapped.</source>
        <translation>Verpasst: %1 (%2) — niemand hat geschlagen.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 on %2: %3 needs two cards of the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 auf %2: „%3“ braucht zwei Karten desselben Rangs.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs three cards of the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 auf %2: „%3“ braucht drei Karten desselben Rangs.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on top and %2 two cards down are not the same rank: %3 is two cards of the same rank with one card between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 oben und %2 zwei Karten tiefer haben nicht denselben Rang: „%3“ sind zwei Karten desselben Rangs mit einer Karte dazwischen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on top, %2 at the bottom: %3 needs the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 oben, %2 unten: „%3“ braucht denselben Rang.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 make %3: %4 needs two cards that add up to 10.</source>
        <extracomment>%4 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards, %3 their sum.</extracomment>
        <translation>%1 und %2 ergeben %3: „%4“ braucht zwei Karten, die zusammen 10 ergeben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2 make %3: %4 needs them to add up to 10 across a card.</source>
        <extracomment>%4 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards, %3 their sum.</extracomment>
        <translation>%1 und %2 ergeben %3: „%4“ verlangt, dass sie über eine Karte hinweg zusammen 10 ergeben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on %2: %3 needs three cards in a row.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 auf %2: „%3“ braucht drei Karten hintereinander.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs four cards in a row.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 auf %2: „%3“ braucht vier Karten hintereinander.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs a queen and a king.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 auf %2: „%3“ braucht eine Dame und einen König.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs three cards of one suit.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 auf %2: „%3“ braucht drei Karten einer Farbe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs four cards of one suit.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 auf %2: „%3“ braucht vier Karten einer Farbe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on top and %2 two cards down: %3 is a queen and a king with one card between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 oben und %2 zwei Karten tiefer: „%3“ sind eine Dame und ein König mit einer Karte dazwischen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on top and %2 three cards down are not the same rank: %3 is two cards of the same rank with two cards between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 oben und %2 drei Karten tiefer haben nicht denselben Rang: „%3“ sind zwei Karten desselben Rangs mit zwei Karten dazwischen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 does not match %2.</source>
        <extracomment>%2 is a pattern&apos;s name (GameText::pattern()); %1 the cards on top of the pile.</extracomment>
        <translation>%1 ergibt kein Muster „%2“.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not a slap: the pile is empty.</source>
        <translation>Kein Schlag: Der Stapel ist leer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not a slap: %1 matches no pattern.</source>
        <translation>Kein Schlag: %1 ergibt kein Muster.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not a slap: %1</source>
        <translation>Kein Schlag: %1</translation>
    </message>
</context>
<context>
    <name>ratscrew::DemoTable</name>
    <message>
        <location filename="../app/demo/DemoTable.cpp" line="+31"/>
        <source>Demo table: bots playing</source>
        <translation>Demotisch: Bots spielen</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Watching bots: %1 rules, deal %2. Press any key or click to play.</source>
        <translation>Du schaust Bots zu: Regeln „%1“, Spielnummer %2. Drücke eine beliebige Taste oder klicke, um zu spielen.</translation>
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
        <translation>Spielprotokoll</translation>
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
        <translation>Tempo</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Bots play:</source>
        <translation>&amp;Bots spielen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How soon the bots play their cards. Their slaps keep the reaction times of their level.</source>
        <translation>Wie schnell die Bots ihre Karten spielen. Beim Schlagen behalten sie die Reaktionszeiten ihrer Stufe.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Slow</source>
        <comment>bots&apos; play speed</comment>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed</source>
        <comment>bots&apos; play speed</comment>
        <translation>Gemächlich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <comment>bots&apos; play speed</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quick</source>
        <comment>bots&apos; play speed</comment>
        <translation>Zügig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <comment>bots&apos; play speed</comment>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Off</source>
        <comment>animation speed</comment>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fast</source>
        <comment>animation speed</comment>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A&amp;nimations:</source>
        <translation>A&amp;nimationen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How cards fly and piles slide. Off shows every move at once.</source>
        <translation>Wie Karten fliegen und Stapel gleiten. „Aus“ zeigt jeden Zug sofort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pa&amp;use when the window loses focus</source>
        <translation>Pa&amp;usieren, wenn das Fenster den Fokus verliert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pausing</source>
        <translation>Pausieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switching to another window pauses the game, so nobody slaps while you look away.</source>
        <translation>Der Wechsel zu einem anderen Fenster pausiert das Spiel, damit niemand schlägt, während du wegschaust.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New games &amp;wait until I start them</source>
        <translation>Neue Spiele &amp;warten, bis ich starte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new game is dealt and waits for your play key or a click, then counts down from 3. Off, the bots start at once.</source>
        <translation>Ein neues Spiel wird ausgeteilt und wartet auf deine Spieltaste oder einen Klick, dann zählt es von 3 herunter. Ist das aus, legen die Bots sofort los.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Automatic: my first %n game(s)</source>
        <translation>
            <numerusform>Automatisch: mein erstes Spiel</numerusform>
            <numerusform>Automatisch: meine ersten %n Spiele</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On</source>
        <comment>coach</comment>
        <translation>An</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <comment>coach</comment>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C&amp;oach:</source>
        <translation>Tra&amp;iner:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each pile you could have slapped, a line says who slapped how fast; the cards of a pattern you missed are shown beside the pile, and a misslap is explained.</source>
        <translation>Nach jedem Stapel, auf den du hättest schlagen können, sagt eine Zeile, wer wie schnell geschlagen hat; die Karten eines verpassten Musters erscheinen neben dem Stapel, und ein Fehlschlag wird erklärt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Records</source>
        <translation>Aufzeichnungen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ga&amp;mes kept as records:</source>
        <translation>&amp;Gespeicherte Spiele:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game you play is kept as a record file that can be replayed; the oldest go when there are more.</source>
        <translation>Jedes Spiel wird als Aufzeichnung gespeichert, die sich erneut abspielen lässt; sind es mehr, fallen die ältesten weg.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default</source>
        <translation>Systemstandard</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Language:</source>
        <translation>Spra&amp;che:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes effect the next time Ratscrew starts.</source>
        <translation>Wird beim nächsten Start von Ratscrew wirksam.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>Other (×%1)</source>
        <translation>Anderer Wert (×%1)</translation>
    </message>
</context>
<context>
    <name>ratscrew::GamePause</name>
    <message>
        <location filename="../app/GamePause.cpp" line="+94"/>
        <source>Not yet: play goes on when the countdown ends.</source>
        <translation>Noch nicht: Es geht weiter, wenn der Countdown abgelaufen ist.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play on</source>
        <comment>the keys of Pause</comment>
        <translation>%1 zum Weiterspielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused. Press %1 to play on.</source>
        <translation>Pausiert. Zum Weiterspielen %1 drücken.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Press %1 to start</source>
        <comment>the play key</comment>
        <translation>Zum Starten %1 drücken</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>or click the table</source>
        <translation>oder auf den Tisch klicken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards are dealt. Press %1 or click the table to start.</source>
        <translation>Die Karten sind ausgeteilt. Zum Starten %1 drücken oder auf den Tisch klicken.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Win all %1 cards, or hold the most when %n minute(s) are up.</source>
        <translation>
            <numerusform>Gewinne alle %1 Karten oder hab nach %n Minute die meisten auf der Hand.</numerusform>
            <numerusform>Gewinne alle %1 Karten oder hab nach %n Minuten die meisten auf der Hand.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win all %1 cards.</source>
        <translation>Gewinne alle %1 Karten.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Be the last player with cards, or hold the most when %n minute(s) are up.</source>
        <translation>
            <numerusform>Sei der Letzte mit Karten oder hab nach %n Minute die meisten auf der Hand.</numerusform>
            <numerusform>Sei der Letzte mit Karten oder hab nach %n Minuten die meisten auf der Hand.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Be the last player with cards.</source>
        <translation>Sei der Letzte mit Karten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player plays and slaps with the keys shown at their seat.</source>
        <translation>Jeder spielt und schlägt mit den Tasten, die an seinem Platz stehen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays your card, %2 slaps.</source>
        <translation>%1: deine Karte spielen; %2: schlagen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap first when the pile shows a pattern; F1 explains them all.</source>
        <translation>Schlag als Erster, wenn der Stapel ein Muster zeigt; F1 erklärt alle.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Play on.</source>
        <translation>Es geht weiter.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Not yet: press %1 to start.</source>
        <translation>Noch nicht: Zum Starten %1 drücken.</translation>
    </message>
</context>
<context>
    <name>ratscrew::GameText</name>
    <message>
        <location filename="../app/text/GameText.cpp" line="-184"/>
        <source>Double</source>
        <translation>Paar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Triple</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sandwich</source>
        <translation>Sandwich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top and bottom</source>
        <translation>Oben und unten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tens</source>
        <translation>Zehnersumme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tens sandwich</source>
        <translation>Zehnersummen-Sandwich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three for ten</source>
        <translation>Drei für Zehn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four in a row</source>
        <translation>Vier in Folge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run of three</source>
        <translation>Dreierlauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marriage</source>
        <translation>Hochzeit</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>Match my speed</source>
        <translation>Mein Tempo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Person</source>
        <comment>a seat played by someone at the keyboard</comment>
        <translation>Person</translation>
    </message>
    <message>
        <location line="-321"/>
        <location line="+114"/>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>a double %1</source>
        <translation>ein Paar %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a triple %1</source>
        <translation>einen Drilling %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a sandwich %1</source>
        <translation>ein Sandwich %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top and bottom %1…%2</source>
        <translation>„Oben und unten“ %1…%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tens %1</source>
        <translation>eine Zehnersumme %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a ten</source>
        <translation>eine Zehn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tens sandwich %1</source>
        <translation>ein Zehnersummen-Sandwich %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three for ten %1</source>
        <translation>„Drei für Zehn“ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four in a row %1</source>
        <translation>„Vier in Folge“ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a run of three %1</source>
        <translation>einen Dreierlauf %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a marriage %1</source>
        <translation>eine Hochzeit %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a joker</source>
        <translation>einen Joker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three of a suit %1</source>
        <translation>„Drei einer Farbe“ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four of a suit %1</source>
        <translation>„Vier einer Farbe“ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a divorce %1</source>
        <translation>eine Scheidung %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a big mac %1</source>
        <translation>ein Big Mac %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Acorns</source>
        <comment>German suits: the suit in the place of clubs</comment>
        <translation>Eichel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bells</source>
        <comment>German suits: the suit in the place of diamonds</comment>
        <translation>Schellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts</source>
        <comment>German suits: the suit in the place of hearts</comment>
        <translation>Herz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves</source>
        <comment>German suits: the suit in the place of spades</comment>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 of Acorns</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Acorns&quot;.</extracomment>
        <translation>Eichel-%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Bells</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Bells&quot;.</extracomment>
        <translation>Schellen-%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Hearts</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Hearts&quot;.</extracomment>
        <translation>Herz-%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Leaves</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Leaves&quot;.</extracomment>
        <translation>Grün-%1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Three of a suit</source>
        <translation>Drei einer Farbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four of a suit</source>
        <translation>Vier einer Farbe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Divorce</source>
        <translation>Scheidung</translation>
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
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>House</source>
        <translation>Hausregeln</translation>
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
        <translation>Slaps (fortgeschritten)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps (every advanced rule)</source>
        <translation>Slaps (alle erweiterten Regeln)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <comment>a rule set changed from its preset</comment>
        <translation>Eigene</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ghost</source>
        <comment>a bot that slaps at the speed of a shared run&apos;s person (docs/RUNS.md)</comment>
        <translation>Geist</translation>
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
        <translation>%1 ms, bevor die Karte zu sehen war</translation>
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
        <translation>Ratscrew-Regeln</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Rules of %1</source>
        <extracomment>For a screen reader: %1 is the title of the rules&apos; preset, e.g. &quot;House rules&quot;.</extracomment>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>House rules</source>
        <translation>Hausregeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bicycle rules</source>
        <translation>Bicycle-Regeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps</source>
        <translation>Slaps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps, advanced</source>
        <translation>Slaps, fortgeschritten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic rules</source>
        <translation>Klassische Regeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps, every advanced rule</source>
        <translation>Slaps, alle erweiterten Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>Eigene Regeln</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preset “house”: a house version of the Bicycle rules.</source>
        <translation>Vorgabe „house“: eine Hausregel-Variante der Bicycle-Regeln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “bicycle”: the Bicycle-style rule texts as printed.</source>
        <translation>Vorgabe „bicycle“: die Regeltexte im Bicycle-Stil, wie gedruckt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps”: a player&apos;s page about “Slaps”, with its basic rules.</source>
        <translation>Vorgabe „slaps“: die Seite eines Spielers über „Slaps“, mit ihren Grundregeln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps_advanced”: a player&apos;s page about “Slaps”, with its advanced rules.</source>
        <translation>Vorgabe „slaps_advanced“: die Seite eines Spielers über „Slaps“, mit ihren erweiterten Regeln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “classic”: a classic rule text.</source>
        <translation>Vorgabe „classic“: ein klassischer Regeltext.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps_full”: a player&apos;s page about “Slaps”, with its advanced rules and both of its calls, sticky kings and split eights.</source>
        <translation>Vorgabe „slaps_full“: die Seite eines Spielers über „Slaps“, mit ihren erweiterten Regeln und beiden Ansagen, klebenden Königen und gesplitteten Achten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of options.</source>
        <translation>Deine eigene Kombination von Optionen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How to play: %1</source>
        <translation>So wird gespielt: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Origin of the rules</source>
        <translation>Herkunft der Regeln</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Slap when…</source>
        <translation>Schlagen, wenn …</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No slap pattern is switched on: every slap is a misslap.</source>
        <translation>Kein Schlagmuster ist eingeschaltet: Jeder Schlag ist ein Fehlschlag.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards are shown in the order played, the top of the pile on the right; faded cards could be anything. Only played cards count, never burned ones.</source>
        <translation>Die Karten stehen in der gespielten Reihenfolge, die oberste Karte des Stapels rechts; blasse Karten können beliebig sein. Nur gespielte Karten zählen, nie verbrannte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slap patterns</source>
        <translation>Schlagmuster</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+84"/>
        <source>Example: %1</source>
        <translation>Beispiel: %1</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Calls: sticky faces</source>
        <translation>Ansagen: klebende Forderungskarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls: sticky faces and split eights</source>
        <translation>Ansagen: klebende Forderungskarten und gesplittete Achten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls: split eights</source>
        <translation>Ansagen: gesplittete Achten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A call is a slap on a card that makes no pattern but is still right. It wins no cards, but it changes the play, and like any good slap it ends a run of misslaps. Slap as usual; the table shows which call it was. A slap is judged in this order: a pattern on the slap pile, a pattern on the split pile, a stick, a split; only then is it a misslap.</source>
        <translation>Eine Ansage ist ein Schlag auf eine Karte, die kein Muster bildet, aber trotzdem richtig ist. Sie gewinnt keine Karten, verändert aber das Spiel und beendet wie jeder richtige Schlag eine Serie von Fehlschlägen. Schlag wie gewohnt; der Tisch zeigt, welche Ansage es war. Ein Schlag wird in dieser Reihenfolge bewertet: ein Muster auf dem Schlagstapel, ein Muster auf dem Splitstapel, Kleben, Split; erst dann ist er ein Fehlschlag.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Example: %1; then %2</source>
        <extracomment>%1 is how the piles lie before, %2 after (both &quot;Slap pile: 3♠; Split pile: …&quot;).</extracomment>
        <translation>Beispiel: %1; danach %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Challenges and misslaps</source>
        <translation>Herausforderungen und Fehlschläge</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+3"/>
        <source>The other rules</source>
        <translation>Die übrigen Regeln</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Challenges</source>
        <translation>Herausforderungen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A 10 played in answer stops the challenge: the challenger does not win the pile, and the next player plays on. But a 10 on top shows %1, so the first good slap takes the pile.</source>
        <translation>Eine Zehn als Antwort beendet die Herausforderung: Der Herausforderer gewinnt den Stapel nicht, und der nächste Spieler spielt weiter. Aber eine Zehn oben zeigt „%1“, also holt der erste richtige Schlag den Stapel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A 10 played in answer stops the challenge: nobody wins the pile, and the next player plays on.</source>
        <translation>Eine als Antwort gespielte Zehn beendet die Herausforderung: Niemand gewinnt den Stapel, und der nächste Spieler spielt weiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>German suits</source>
        <translation>Deutsche Farben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card deck has German suits. Its Unter (U), Ober (O), König (K) and Daus (D) are the J, Q, K and A of these rules, and its acorns, bells, hearts and leaves take the places of clubs, diamonds, hearts and spades. The game names the cards as your deck prints them: %1.</source>
        <translation>Dein Blatt hat deutsche Farben. Unter (U), Ober (O), König (K) und Daus (D) sind die J, Q, K und A dieser Regeln, und Eichel, Schellen, Herz und Grün stehen für Kreuz, Karo, Herz und Pik. Das Spiel nennt die Karten so, wie dein Blatt sie zeigt: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Collecting</source>
        <translation>Einsammeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The challenger takes the pile at once; the card that ended the challenge cannot be slapped.</source>
        <translation>Der Herausforderer nimmt den Stapel sofort; die Karte, die die Herausforderung beendet hat, kann nicht geschlagen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenger picks the pile up after about a second. Until then anyone may still slap it: a good slap steals it, and a misslap hands it to the player who played its top card.</source>
        <translation>Der Herausforderer nimmt den Stapel nach etwa einer Sekunde auf. Bis dahin darf jeder noch schlagen: Ein richtiger Schlag stiehlt ihn, ein Fehlschlag gibt ihn dem, der die oberste Karte gespielt hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenger picks the pile up after about a second. Until then anyone may still slap it, and a good slap steals it.</source>
        <translation>Der Herausforderer nimmt den Stapel nach etwa einer Sekunde auf. Bis dahin darf jeder noch schlagen, und ein richtiger Schlag stiehlt ihn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslaps</source>
        <translation>Fehlschläge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs you the top card of your stack, slid face down under the pile.</source>
        <translation>Schlägst du, obwohl kein Muster liegt, kostet dich das die oberste Karte deines Stoßes; sie wird verdeckt unter den Stapel geschoben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs you the top %1 cards of your stack, slid face down under the pile.</source>
        <translation>Schlägst du, obwohl kein Muster liegt, kostet dich das die obersten %1 Karten deines Stoßes; sie werden verdeckt unter den Stapel geschoben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then you play the next card, unless a challenge is being answered or a pile waits to be collected.</source>
        <translation>Danach spielst du die nächste Karte, außer wenn gerade eine Herausforderung beantwortet wird oder ein Stapel auf das Einsammeln wartet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slapping when no pattern shows costs nothing (no penalty), but it still counts toward the misslap limit.</source>
        <translation>Schlägst du, obwohl kein Muster liegt, kostet das nichts (keine Strafe), zählt aber trotzdem zum Fehlschlag-Limit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs nothing: there is no penalty.</source>
        <translation>Schlägst du, obwohl kein Muster liegt, kostet das nichts: Es gibt keine Strafe.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Slapping when no pattern shows locks you out: you keep your cards, but you cannot slap until %n more card(s) have been played.</source>
        <translation>
            <numerusform>Schlägst du, obwohl kein Muster liegt, wirst du gesperrt: Du behältst deine Karten, kannst aber nicht schlagen, bis noch %n Karte gespielt wurde.</numerusform>
            <numerusform>Schlägst du, obwohl kein Muster liegt, wirst du gesperrt: Du behältst deine Karten, kannst aber nicht schlagen, bis noch %n Karten gespielt wurden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slapping when no pattern shows gives the pile to the player who played its top card (if that is you, to the nearest player on your right).</source>
        <translation>Schlägst du, obwohl kein Muster liegt, geht der Stapel an den Spieler, der seine oberste Karte gespielt hat (warst du das, an den nächsten Spieler zu deiner Rechten).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slapped on nothing</source>
        <translation>Schlag ins Leere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the game log and the status line say of a misslap: a slap while the pile shows no pattern. “Slapped on an empty pile” is a misslap too, on a pile with no cards at all (just after one was won).</source>
        <translation>So nennen Spielprotokoll und Statuszeile einen Fehlschlag: einen Schlag, während der Stapel kein Muster zeigt. „Schlag ins Leere (leerer Stapel)“ ist ebenfalls ein Fehlschlag, auf einen Stapel ganz ohne Karten (gleich nachdem einer gewonnen wurde).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too late</source>
        <translation>Zu spät</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A slap that comes just after someone else&apos;s good slap, before the next card, lost the race: it costs nothing.</source>
        <translation>Ein Schlag, der kurz nach dem richtigen Schlag eines anderen kommt, noch vor der nächsten Karte, hat das Rennen verloren: Er kostet nichts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslap limit</source>
        <translation>Fehlschlag-Limit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Misslapping on two cards in a row puts you out of the game (two misslaps on one card count once).</source>
        <translation>Wer auf zwei Karten in Folge falsch schlägt, scheidet aus (zwei Fehlschläge auf dieselbe Karte zählen einmal).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslapping on more than %1 cards in a row puts you out of the game (two misslaps on one card count once).</source>
        <translation>Wer auf mehr als %1 Karten in Folge falsch schlägt, scheidet aus (zwei Fehlschläge auf dieselbe Karte zählen einmal).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are skipped, but you may still slap a good pile to get back into the game. A misslap with no cards makes you sit out: you cannot slap until one card has been played for each other player who still holds cards.</source>
        <translation>Du wirst übersprungen, darfst aber weiter auf einen Stapel mit Muster schlagen, um wieder einzusteigen. Ein Fehlschlag ohne Karten lässt dich aussetzen: Du darfst erst wieder schlagen, wenn für jeden anderen Spieler, der noch Karten hält, eine Karte gespielt wurde.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game length</source>
        <translation>Zeitlimit</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The game ends after %n minutes of play; paused time does not count, and the table shows the time left. Then the player with the most cards in hand wins (a pile waiting to be collected is collected first); if two or more hold the most, the game is a draw.</source>
        <translation>
            <numerusform>Das Spiel endet nach %n Minute Spielzeit; Pausen zählen nicht, und der Tisch zeigt die Restzeit. Dann gewinnt der Spieler mit den meisten Karten auf der Hand (ein Stapel, der auf das Einsammeln wartet, wird zuerst eingesammelt); haben zwei oder mehr gleich viele, endet das Spiel unentschieden.</numerusform>
            <numerusform>Das Spiel endet nach %n Minuten Spielzeit; Pausen zählen nicht, und der Tisch zeigt die Restzeit. Dann gewinnt der Spieler mit den meisten Karten auf der Hand (ein Stapel, der auf das Einsammeln wartet, wird zuerst eingesammelt); haben zwei oder mehr gleich viele, endet das Spiel unentschieden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No limit: the game goes on until one player has every card, which may take hours. Settings ▸ Rules can end it after 10 to 60 minutes instead.</source>
        <translation>Keine Begrenzung: Das Spiel geht weiter, bis ein Spieler alle Karten hat, was Stunden dauern kann. Unter Einstellungen ▸ Regeln lässt es sich stattdessen nach 10 bis 60 Minuten beenden.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The deck has %n cards with two jokers. A joker is not a letter card: it never starts a challenge, and as an answer it uses up a chance like a number card.</source>
        <translation>
            <numerusform>Das Blatt hat %n Karte, darunter zwei Joker. Ein Joker ist keine Forderungskarte: Er startet nie eine Herausforderung und verbraucht als Antwort einen Versuch wie eine Zahlenkarte.</numerusform>
            <numerusform>Das Blatt hat %n Karten, darunter zwei Joker. Ein Joker ist keine Forderungskarte: Er startet nie eine Herausforderung und verbraucht als Antwort einen Versuch wie eine Zahlenkarte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>None: the deck has %n cards.</source>
        <translation>
            <numerusform>Keine: Das Blatt hat %n Karte.</numerusform>
            <numerusform>Keine: Das Blatt hat %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two %1s do not count as a double, a sandwich, a top and bottom or a big mac: three %1s in a row can be slapped (unless the pile matches another pattern too).</source>
        <translation>Zwei %1er zählen nicht als „Paar“, „Sandwich“, „Oben und unten“ oder „Big Mac“: Drei %1er in Folge dürfen geschlagen werden (es sei denn, der Stapel zeigt zusätzlich ein anderes Muster).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two %1s do not count as a double, a sandwich or a top and bottom: three %1s in a row can be slapped (unless the pile matches another pattern too).</source>
        <translation>Zwei %1er zählen nicht als „Paar“, „Sandwich“ oder „Oben und unten“: Drei %1er in Folge dürfen geschlagen werden (es sei denn, der Stapel zeigt zusätzlich ein anderes Muster).</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>A new game is dealt and waits until you press %1 or click the table, then counts down 3-2-1. Settings ▸ Game can start games at once instead.</source>
        <translation>Ein neues Spiel wird ausgeteilt und wartet auf deine Spieltaste (%1) oder einen Klick auf den Tisch; dann zählt es 3-2-1 herunter. Unter Einstellungen ▸ Spiel können Spiele stattdessen sofort beginnen.</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>None: misslaps never put you out as long as you have cards.</source>
        <translation>Keins: Durch Fehlschläge scheidest du nie aus, solange du Karten hast.</translation>
    </message>
    <message>
        <location line="-285"/>
        <source>Take turns playing the top card of your face-down stack face up onto the pile. You win cards by winning challenges and by being the first to slap the pile when one of the patterns below shows.</source>
        <translation>Reihum legt jeder die oberste Karte seines verdeckten Stoßes offen auf den Stapel. Karten gewinnst du, indem du Herausforderungen gewinnst und als Erster auf den Stapel schlägst, wenn eines der folgenden Muster erscheint.</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>Playing a J, Q, K or A starts a challenge: the next player with cards gets 1 (J), 2 (Q), 3 (K) or 4 (A) chances to turn up a J, Q, K or A of their own, which starts a new challenge. If all the chances are used up without one, the challenger wins the pile.</source>
        <translation>Wer ein J, Q, K oder A spielt, startet eine Herausforderung: Der nächste Spieler mit Karten hat 1 (J), 2 (Q), 3 (K) oder 4 (A) Versuche, selbst ein J, Q, K oder A aufzudecken, was eine neue Herausforderung startet. Sind alle Versuche ohne eine solche Karte verbraucht, gewinnt der Herausforderer den Stapel.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Next to play</source>
        <translation>Nächster am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever wins a pile starts the next one.</source>
        <translation>Wer einen Stapel gewinnt, beginnt den nächsten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a pile is won, the player after the winner starts the next one.</source>
        <translation>Nach einem gewonnenen Stapel beginnt der Spieler nach dem Gewinner den nächsten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards left</source>
        <translation>Keine Karten mehr</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are skipped, but you may still slap a good pile to get back into the game. A misslap with no cards puts you out.</source>
        <translation>Du wirst übersprungen, darfst aber weiter auf einen Stapel mit Muster schlagen, um wieder einzusteigen. Mit einem Fehlschlag ohne Karten scheidest du aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are skipped and cannot slap until cards come back to you.</source>
        <translation>Du wirst übersprungen und kannst nicht schlagen, bis du wieder Karten bekommst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning</source>
        <translation>Gewinnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win when you hold all %1 cards, or when everyone else is out.</source>
        <translation>Du gewinnst, wenn du alle %1 Karten hältst oder alle anderen ausgeschieden sind.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win as soon as you are the only player with cards in hand, even with cards still on the pile, or when everyone else is out.</source>
        <translation>Du gewinnst, sobald du als einziger Spieler noch Karten in der Hand hast, auch wenn noch Karten auf dem Stapel liegen, oder wenn alle anderen ausgeschieden sind.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Jokers</source>
        <translation>Joker</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only slap three</source>
        <translation>Nur als Drilling</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Forbidden rank</source>
        <translation>Verbotener Rang</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When a %1 is on top, the pile can never be slapped, whatever it shows.</source>
        <translation>Liegt eine Karte vom Rang %1 oben, darf der Stapel nie geschlagen werden, egal was er zeigt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source>Controls</source>
        <translation>Steuerung</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>or</source>
        <translation>oder</translation>
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
        <translation> oder </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no key</source>
        <translation>keine Taste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play your card (or click your stack)</source>
        <translation>Karte spielen (oder auf deinen Stoß klicken)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap the pile (or click the pile)</source>
        <translation>Auf den Stapel schlagen (oder auf den Stapel klicken)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Person %1 plays a card</source>
        <translation>Person %1 spielt eine Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Person %1 slaps the pile</source>
        <translation>Person %1 schlägt auf den Stapel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause or go on</source>
        <translation>Pause oder weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound on or off</source>
        <translation>Ton an oder aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the game log</source>
        <translation>Spielprotokoll anzeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This help</source>
        <translation>Diese Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings (keys under Keys)</source>
        <translation>Einstellungen (Tasten unter „Tasten“)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
</context>
<context>
    <name>ratscrew::KeyBindings</name>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+80"/>
        <source>Play a card</source>
        <translation>Karte spielen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slap the pile</source>
        <translation>Auf den Stapel schlagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card (person %1)</source>
        <translation>Karte spielen (Person %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap the pile (person %1)</source>
        <translation>Auf den Stapel schlagen (Person %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pause or go on</source>
        <translation>Pause oder weiter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound on or off</source>
        <translation>Ton an oder aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the game log</source>
        <translation>Spielprotokoll anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules and controls</source>
        <translation>Regeln und Steuerung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>none</source>
        <comment>no key</comment>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 or %2</source>
        <comment>two keys</comment>
        <translation>%1 oder %2</translation>
    </message>
</context>
<context>
    <name>ratscrew::KeysPage</name>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="+9"/>
        <source>Click a key box and press the key you want (with Ctrl, Alt or Shift if you like). Each command can have a second key. The people&apos;s keys are for two to four people at one keyboard: set a seat&apos;s level to “Person” under Players.</source>
        <translation>Klicke in ein Tastenfeld und drücke die gewünschte Taste (auf Wunsch mit Strg, Alt oder Umschalt). Jeder Befehl kann eine zweite Taste haben. Die Tasten der Personen sind für zwei bis vier Personen an einer Tastatur: Stelle unter „Spieler“ die Stufe eines Platzes auf „Person“.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Key</source>
        <translation>Taste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second key</source>
        <translation>Zweite Taste</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Key: %1</source>
        <translation>Taste: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second key: %1</source>
        <translation>Zweite Taste: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>People at the keyboard</source>
        <translation>Personen an der Tastatur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Default Keys</source>
        <translation>Stan&amp;dardtasten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key back to the one it had when Ratscrew was installed.</source>
        <translation>Setzt alle Tasten auf den Stand bei der Installation von Ratscrew zurück.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 is the key of both “%2” and “%3”.</source>
        <translation>%1 ist die Taste für „%2“ und für „%3“.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 opens the menu “%2”: it cannot also be the key of “%3”.</source>
        <translation>%1 öffnet das Menü „%2“ und kann nicht zugleich die Taste für „%3“ sein.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 opens the menu “%2”: give “%3” another key.</source>
        <translation>%1 öffnet das Menü „%2“: Gib „%3“ eine andere Taste.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is the key of both “%2” and “%3”: give one of them another key.</source>
        <translation>%1 ist die Taste für „%2“ und für „%3“: Gib einem der beiden eine andere Taste.</translation>
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
            <numerusform>%n gespeicherte Einstellung ließ sich nicht verwenden und wurde auf den Standardwert zurückgesetzt. Welche, steht im Spielprotokoll (%1).</numerusform>
            <numerusform>%n gespeicherte Einstellungen ließen sich nicht verwenden und wurden auf ihre Standardwerte zurückgesetzt. Welche, steht im Spielprotokoll (%1).</numerusform>
        </translation>
    </message>
    <message>
        <location line="+211"/>
        <source>Coach: after each pile you could slap, a line here says who was how fast.</source>
        <translation>Trainer: Nach jedem Stapel, auf den du schlagen konntest, sagt hier eine Zeile, wer wie schnell war.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>New players and rules apply from the next game (%1).</source>
        <translation>Neue Spieler und Regeln gelten ab dem nächsten Spiel (%1).</translation>
    </message>
    <message>
        <location line="-128"/>
        <location filename="../app/settings/PlayersPage.cpp" line="+42"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Your game is back where you left it. Press %1 to play on.</source>
        <translation>Dein Spiel steht wieder da, wo du es verlassen hast. Zum Weiterspielen %1 drücken.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Back at your game, paused. Press %1 to play on.</source>
        <translation>Zurück in deinem Spiel, pausiert. Zum Weiterspielen %1 drücken.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Paused: the window lost focus. Press %1 to play on.</source>
        <translation>Pausiert: Das Fenster hat den Fokus verloren. Zum Weiterspielen %1 drücken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused while the window is minimised. Press %1 to play on.</source>
        <translation>Pausiert, solange das Fenster minimiert ist. Zum Weiterspielen %1 drücken.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>S&amp;hare…</source>
        <translation>&amp;Teilen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/MainWindowMenus.cpp" line="+40"/>
        <source>R&amp;ivals…</source>
        <translation>Ri&amp;valen …</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+7"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="-6"/>
        <source>&amp;New Game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;Deal Number…</source>
        <translation>Spielnummer &amp;wählen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dail&amp;y Deal</source>
        <translation>&amp;Tagesspiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s deal, the same for everyone: house rules against three normal bots</source>
        <translation>Das Spiel des Tages, für alle gleich: Hausregeln gegen drei normale Bots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;hare This Game…</source>
        <translation>&amp;Dieses Spiel teilen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your result as text to paste, and your run for a friend to race</source>
        <translation>Dein Ergebnis als Text zum Einfügen und dein Run, gegen den deine Freunde antreten können</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The runs of this deal side by side: yours and your friends&apos;</source>
        <translation>Die Runs zu dieser Spielnummer im Vergleich: deine und die deiner Freunde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Run…</source>
        <translation>R&amp;un öffnen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch Bots</source>
        <translation>Bots &amp;zuschauen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bots play game after game with your rules; any key or click brings your game back</source>
        <translation>Bots spielen Spiel um Spiel mit deinen Regeln; jede Taste oder ein Klick bringt dein Spiel zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;ractice…</source>
        <translation>Tr&amp;aining …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistik …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rep&amp;lays…</source>
        <translation>&amp;Replays …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause When the Window Loses &amp;Focus</source>
        <translation>Pause, wenn das Fenster den &amp;Fokus verliert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Play</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+7"/>
        <location line="+122"/>
        <source>Play &amp;Card</source>
        <translation>&amp;Karte spielen</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>&amp;Slap</source>
        <translation>&amp;Schlagen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="-114"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animationen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Slow</source>
        <comment>animation speed</comment>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Normal</source>
        <comment>animation speed</comment>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Off (reduced motion)</source>
        <translation>&amp;Aus (weniger Bewegung)</translation>
    </message>
    <message>
        <location line="+87"/>
        <location line="+8"/>
        <source>Play a Card: %1</source>
        <translation>Karte spielen: %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <source>Slap: %1</source>
        <translation>Schlagen: %1</translation>
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
        <translation>%1 spielen, %2 schlagen</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+22"/>
        <source>Play Deal Number</source>
        <translation>Spielnummer wählen</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Every game has a deal number: the end-of-game summary shows it. The same number with the same rules and players deals the same cards.</source>
        <translation>Jedes Spiel hat eine Spielnummer; die Zusammenfassung am Spielende zeigt sie. Dieselbe Nummer mit denselben Regeln und Spielern teilt dieselben Karten aus.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Spielnummer:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A deal number is a whole number from 0 to 18446744073709551615.</source>
        <translation>Eine Spielnummer ist eine ganze Zahl von 0 bis 18446744073709551615.</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>&amp;Fast</source>
        <comment>animation speed</comment>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Game &amp;Log</source>
        <translation>Spiel&amp;protokoll</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Vierfarbiges Blatt</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Sound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+5"/>
        <source>&amp;Sound On</source>
        <translation>&amp;Ton an</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+11"/>
        <source>&amp;Rules and Controls</source>
        <translation>&amp;Regeln und Steuerung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ratscrew</source>
        <translation>Ü&amp;ber Ratscrew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Ratscrew</source>
        <translation>Über Ratscrew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Ratscrew %1&lt;/h3&gt;&lt;p&gt;Egyptian Rat Screw against bots that slap like people.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ratscrew %1&lt;/h3&gt;&lt;p&gt;Egyptian Rat Screw gegen Bots, die wie Menschen schlagen.&lt;/p&gt;&lt;p&gt;Lizenziert unter der GNU GPL, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/MainWindowRivals.cpp" line="+74"/>
        <source>Share This Game</source>
        <translation>Dieses Spiel teilen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Rivals</source>
        <translation>Rivalen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no run of deal %1 yet: play it, or open a friend&apos;s run of it.</source>
        <translation>Für Spielnummer %1 gibt es noch keinen Run: Spiel sie selbst oder öffne den Run eines Freundes.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+12"/>
        <location line="+5"/>
        <location line="+4"/>
        <source>Open Run</source>
        <translation>Run öffnen</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Ratscrew runs (*%1)</source>
        <translation>Ratscrew-Runs (*%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This file is not a run Ratscrew can open (%1).</source>
        <translation>Diese Datei ist kein Run, den Ratscrew öffnen kann (%1).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Race Ghost</source>
        <translation>Gegen den Geist antreten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This run cannot be raced: its player did not sit at the bottom seat.</source>
        <translation>Gegen diesen Run kannst du nicht antreten: Wer ihn gespielt hat, saß nicht unten am Tisch.</translation>
    </message>
</context>
<context>
    <name>ratscrew::MatchController</name>
    <message>
        <location filename="../app/rig/MatchController.cpp" line="+200"/>
        <source>Nothing has been played in this game yet.</source>
        <translation>In diesem Spiel wurde noch nichts gespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game played on from a save cannot be shared: its bots were made again.</source>
        <translation>Ein Spiel, das nach dem Speichern fortgesetzt wurde, lässt sich nicht teilen: Seine Bots wurden dabei neu erstellt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Only a game of one person against bots can be shared.</source>
        <translation>Teilen lässt sich nur ein Spiel, in dem eine Person gegen Bots spielt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game cannot be shared: its bots changed during it (new settings, or a “Match my speed” bot that learnt your times).</source>
        <translation>Dieses Spiel lässt sich nicht teilen: Seine Bots haben sich währenddessen geändert (neue Einstellungen oder ein Bot mit „Mein Tempo“, der deine Reaktionszeiten gelernt hat).</translation>
    </message>
</context>
<context>
    <name>ratscrew::NoticeBar</name>
    <message>
        <location filename="../app/MainWindowPanels.cpp" line="+28"/>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
</context>
<context>
    <name>ratscrew::PlayersPage</name>
    <message>
        <location filename="../app/settings/PlayersPage.cpp" line="+10"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shown at your seat, up to %1 characters.</source>
        <translation>Wird an deinem Platz angezeigt, bis zu %1 Zeichen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Seats &amp;beside you:</source>
        <translation>Plätze ne&amp;ben dir:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They sit clockwise from your left, in the order below. Up to three seats can be people at this keyboard instead: choose “Person” as their level.</source>
        <translation>Sie sitzen im Uhrzeigersinn, links von dir beginnend, in der Reihenfolge unten. Bis zu drei Plätze können stattdessen Personen an dieser Tastatur sein: Wähle „Person“ als ihre Stufe.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seat &amp;%1:</source>
        <translation>Platz &amp;%1:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name at seat %1</source>
        <translation>Name auf Platz %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level at seat %1</source>
        <translation>Stufe auf Platz %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Someone at this keyboard plays this seat with their own play and slap keys (Settings ▸ Keys).</source>
        <translation>Jemand an dieser Tastatur spielt diesen Platz mit eigenen Tasten zum Spielen und Schlagen (Einstellungen ▸ Tasten).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own numbers, set under “Custom level”.</source>
        <translation>Deine eigenen Werte, festgelegt unter „Eigene Stufe“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As quick as you: follows your recent reaction time on each pattern, from Expert down to half again as slow as Beginner, so that games stay close.</source>
        <translation>So schnell wie du: folgt deiner jüngsten Reaktionszeit auf jedes Muster, von „Experte“ bis anderthalbmal so langsam wie „Anfänger“, damit die Spiele knapp bleiben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slaps a double in about %1 ms and misses %2 % of chances.</source>
        <translation>Schlägt auf ein Paar in etwa %1 ms und verpasst %2 % der Gelegenheiten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Edit custom…</source>
        <translation>Anpassen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit the custom level of bot %1</source>
        <translation>Eigene Stufe von Bot %1 bearbeiten</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Mixed</source>
        <translation>Gemischt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets every bot to one level; shows “Mixed” when their levels differ.</source>
        <translation>Setzt alle Bots auf eine Stufe; zeigt „Gemischt“, wenn ihre Stufen verschieden sind.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same &amp;level for all:</source>
        <translation>&amp;Gleiche Stufe für alle:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same level for all bots</source>
        <translation>Gleiche Stufe für alle Bots</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose “Custom” as a bot&apos;s level to set its numbers here; they start from the level it had. “Edit custom…” picks the bot shown.</source>
        <translation>Wähle „Eigene“ als Stufe eines Bots, um hier seine Werte festzulegen; sie beginnen bei der Stufe, die er vorher hatte. „Anpassen …“ wählt den angezeigten Bot.</translation>
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
        <translation>Reaktions&amp;zeit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median time to slap a double; harder patterns take longer.</source>
        <translation>Median der Zeit bis zum Schlag auf ein Paar; schwierigere Muster dauern länger.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sprea&amp;d:</source>
        <translation>Streu&amp;ung:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much reactions vary: 0 never, 0.25 typical.</source>
        <translation>Wie stark die Reaktionen schwanken: 0 gar nicht, 0,25 typisch.</translation>
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
        <translation>V&amp;erpasst:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to let a slappable pile go.</source>
        <translation>Wahrscheinlichkeit, einen schlagbaren Stapel durchgehen zu lassen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;False slaps:</source>
        <translation>&amp;Fehlschläge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to slap a pile that cannot be slapped.</source>
        <translation>Wahrscheinlichkeit, auf einen Stapel zu schlagen, der nicht geschlagen werden darf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pla&amp;y delay:</source>
        <translation>Be&amp;denkzeit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median time before playing a card.</source>
        <translation>Median der Zeit bis zum Ausspielen einer Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call t&amp;ime:</source>
        <translation>Ansageze&amp;it:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra time to see a stick or a split, on top of the reaction time.</source>
        <translation>Zusätzliche Zeit, um ein Kleben oder einen Split zu erkennen, über die Reaktionszeit hinaus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Miss&amp;ed calls:</source>
        <translation>Ver&amp;passte Ansagen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to let a stick or a split go.</source>
        <translation>Wahrscheinlichkeit, eine Gelegenheit zum Kleben oder Splitten verstreichen zu lassen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>False &amp;calls:</source>
        <translation>Fa&amp;lsche Ansagen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to slap a card that only looks like a call: a letter card that cannot be stuck, a 9, or an 8 that cannot be split.</source>
        <translation>Wahrscheinlichkeit, auf eine Karte zu schlagen, die nur wie eine Ansage aussieht: eine Forderungskarte, die nicht geklebt werden kann, eine 9 oder eine 8, die nicht gesplittet werden kann.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Custom level of %1</source>
        <translation>Eigene Stufe von %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Your name cannot be empty.</source>
        <translation>Dein Name darf nicht leer sein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat %1 needs a name.</source>
        <translation>Platz %1 braucht einen Namen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At most %1 people can play at one keyboard.</source>
        <translation>Höchstens %1 Personen können an einer Tastatur spielen.</translation>
    </message>
</context>
<context>
    <name>ratscrew::PracticeDialog</name>
    <message>
        <location filename="../app/coach/PracticeDialog.cpp" line="+46"/>
        <source>The pile is empty.</source>
        <translation>Der Stapel ist leer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the pile: %1</source>
        <translation>Auf dem Stapel: %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Practice</source>
        <translation>Training</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Drill:</source>
        <translation>Ü&amp;bung:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every pattern of the rules</source>
        <translation>Alle Muster der Regeln</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Weak spots: more %1</source>
        <extracomment>%1 is a list of pattern names to practise more, e.g. &quot;Double, Tens&quot;.</extracomment>
        <translation>Schwachstellen: mehr %1</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>P&amp;ace:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Steady</source>
        <translation>Gleichmäßig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quick</source>
        <translation>Zügig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (a card every %2 s)</source>
        <translation>%1 (eine Karte alle %2 s)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+257"/>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Practice pile</source>
        <translation>Trainingsstapel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slap (%1)</source>
        <translation>Schlagen (%1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pattern</source>
        <translation>Muster</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hits</source>
        <translation>Treffer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median (ms)</source>
        <translation>Median (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Misslaps</source>
        <translation>Fehlschläge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed</source>
        <translation>Verpasst</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Practice results per pattern</source>
        <translation>Trainingsergebnisse je Muster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card that showed two patterns at once counts in the row of each, so the patterns&apos; rows can add up to more than the total.</source>
        <translation>Eine Karte, die zwei Muster zugleich zeigte, zählt in der Zeile jedes Musters; darum können die Zeilen der Muster zusammen mehr ergeben als die Gesamtzahl.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a drill and press Start. Slap what matches: %1.</source>
        <translation>Wähle eine Übung und drücke „Starten“. Schlag auf das, was passt: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>%n of the %1 cards make a pattern.</source>
        <translation>
            <numerusform>%n der %1 Karten bildet ein Muster.</numerusform>
            <numerusform>%n der %1 Karten bilden ein Muster.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Drill over: %1 hits, %2 misslaps, %3 missed.</source>
        <translation>Übung vorbei: %1 Treffer, %2 Fehlschläge, %3 verpasst.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Card %1 of %2</source>
        <translation>Karte %1 von %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 — %2 ms</source>
        <translation>%1 — %2 ms</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Missed: %1 (%2)</source>
        <translation>Verpasst: %1 (%2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Near no pattern</source>
        <translation>Kein Muster in der Nähe</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>St&amp;op</source>
        <translation>Sto&amp;ppen</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReactionChart</name>
    <message>
        <location filename="../app/career/CareerCharts.cpp" line="+181"/>
        <source>Reaction time per pattern</source>
        <translation>Reaktionszeit je Muster</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 %2 ms</source>
        <translation>%1 %2 ms</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>you %1 ms (90 %: %2 ms)</source>
        <translation>du %1 ms (90 %: %2 ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no slaps of yours</source>
        <translation>keine Schläge von dir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2; the bots&apos; medians: %3.</source>
        <translation>%1: %2; Mediane der Bots: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+27"/>
        <source>No slaps</source>
        <translation>Keine Schläge</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You (median, whisker to 90 %)</source>
        <translation>Du (Median, Strich bis 90 %)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Reaction time (ms)</source>
        <translation>Reaktionszeit (ms)</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReactionHistogram</name>
    <message>
        <location filename="../app/charts/ChartWidgets.cpp" line="+26"/>
        <source>Reaction times</source>
        <translation>Reaktionszeiten</translation>
    </message>
    <message>
        <location line="+67"/>
        <location line="+12"/>
        <source>No slaps</source>
        <translation>Keine Schläge</translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>%n valid slap(s); median %1 s, fastest %2 s, slowest %3 s.</source>
        <translation>
            <numerusform>%n gültiger Schlag; Median %1 s, schnellster %2 s, langsamster %3 s.</numerusform>
            <numerusform>%n gültige Schläge; Median %1 s, schnellster %2 s, langsamster %3 s.</numerusform>
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
        <translation>Reaktionszeit (s)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>median %1 s</source>
        <translation>Median %1 s</translation>
    </message>
</context>
<context>
    <name>ratscrew::RecordKeeper</name>
    <message>
        <location filename="../app/records/RecordKeeper.cpp" line="+57"/>
        <source>Games are not saved for a resume: the folder %1 cannot be made.</source>
        <translation>Spiele werden nicht zum Fortsetzen gespeichert: Der Ordner %1 lässt sich nicht anlegen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games are not saved for a resume: %1 is not a file, so it can never be taken. Remove it to have them saved again.</source>
        <translation>Spiele werden nicht zum Fortsetzen gespeichert: %1 ist keine Datei und kann deshalb nie übernommen werden. Entferne es, dann wird wieder gespeichert.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games are not saved for a resume: %1 cannot be made in the folder %2.</source>
        <translation>Spiele werden nicht zum Fortsetzen gespeichert: %1 lässt sich im Ordner %2 nicht anlegen.</translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>The saved game in %1 is held by Ratscrew on another computer (%2): games are not saved for a resume here until it quits, or until its lock has not been renewed for %n minute(s).</source>
        <translation>
            <numerusform>Das gespeicherte Spiel in %1 gehört Ratscrew auf einem anderen Computer (%2): Hier wird nichts zum Fortsetzen gespeichert, bis es beendet wird oder seine Sperrdatei %n Minute lang nicht erneuert wurde.</numerusform>
            <numerusform>Das gespeicherte Spiel in %1 gehört Ratscrew auf einem anderen Computer (%2): Hier wird nichts zum Fortsetzen gespeichert, bis es beendet wird oder seine Sperrdatei %n Minuten lang nicht erneuert wurde.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another Ratscrew (process %1) is using the saved game in %2: this one&apos;s games are kept as records, but not saved for a resume while it runs.</source>
        <translation>Ein anderes Ratscrew (Prozess %1) nutzt das gespeicherte Spiel in %2: Die Spiele hier werden als Aufzeichnungen gespeichert, aber nicht zum Fortsetzen, solange es läuft.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games are not saved for a resume: the lock %1 names no running Ratscrew, but it cannot be removed.</source>
        <translation>Spiele werden nicht zum Fortsetzen gespeichert: Die Sperrdatei %1 gehört zu keinem laufenden Ratscrew, lässt sich aber nicht entfernen.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The folder %1 for game records cannot be made: this game is not kept.</source>
        <translation>Der Ordner %1 für Aufzeichnungen lässt sich nicht anlegen: Dieses Spiel wird nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This game&apos;s record is not kept: %1</source>
        <translation>Die Aufzeichnung dieses Spiels wird nicht gespeichert: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The game in play cannot be saved for a resume: %1</source>
        <translation>Das laufende Spiel kann nicht zum Fortsetzen gespeichert werden: %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The game you left cannot be played on (%1); its file stays where it is.</source>
        <translation>Mit dem Spiel, das du verlassen hast, kann nicht weitergespielt werden (%1); seine Datei bleibt, wo sie ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game you left cannot be played on (%1); its file is kept as %2.</source>
        <translation>Mit dem Spiel, das du verlassen hast, kann nicht weitergespielt werden (%1); seine Datei wird als %2 aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplayAnalysis</name>
    <message>
        <location filename="../app/replay/ReplayAnalysis.cpp" line="+82"/>
        <source>%1 slapped %2 ms before %3 on %4</source>
        <translation>%1: Schlag auf %4, %2 ms schneller als %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an empty table</source>
        <translation>einen leeren Tisch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 beat %2 by %3 ms to the pile</source>
        <translation>%1: Schlag auf den Stapel, %3 ms schneller als %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 beat %2 by %3 ms to %4</source>
        <translation>%1: Schlag auf %4, %3 ms schneller als %2</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1 misslapped on an empty pile</source>
        <translation>%1: Fehlschlag auf einen leeren Stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 misslapped on %2</source>
        <translation>%1: Fehlschlag auf %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 lost the challenge of %2 to %3</source>
        <translation>%1: Herausforderung (%2) verloren, Gewinner: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost a challenge to %2</source>
        <translation>%1: Herausforderung verloren, Gewinner: %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+8"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>before any card was played</source>
        <translation>bevor eine Karte gespielt wurde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms after the card was played</source>
        <translation>%1 ms nach dem Ausspielen der Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms after the card landed</source>
        <translation>%1 ms nach dem Landen der Karte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a stick: took the challenge over</source>
        <translation>Kleben: Herausforderung übernommen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a split: started the split pile</source>
        <translation>Split: Splitstapel eröffnet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>took the pile</source>
        <translation>Stapel genommen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>took the pile (%1)</source>
        <translation>Stapel genommen (für %1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a misslap</source>
        <translation>ein Fehlschlag</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pressed again after taking the pile</source>
        <translation>noch einmal gedrückt, nachdem der Stapel gewonnen war</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too late: the pile was taken</source>
        <translation>zu spät: Der Stapel war schon weg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed</source>
        <translation>nicht erlaubt</translation>
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
        <translation>zuerst</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 ms after %2</source>
        <translation>%1 ms später als %2</translation>
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
        <translation>%1 (%2, bei %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before the first card</source>
        <translation>Vor der ersten Karte</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You were first, %1 ms ahead of %2</source>
        <translation>Du warst zuerst da, %1 ms vor %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was first, %2 ms ahead of %3</source>
        <translation>%1 war zuerst da, %2 ms schneller als %3</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplayWindow</name>
    <message>
        <location filename="../app/replay/ReplayWindow.cpp" line="+74"/>
        <source>deal %1</source>
        <translation>Spielnummer %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay: %1</source>
        <translation>Replay: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Replayed table</source>
        <translation>Nachgespielter Tisch</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+3"/>
        <source>Slap timing</source>
        <translation>Schlagzeiten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Decisive moments:</source>
        <translation>&amp;Entscheidende Momente:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decisive moments</source>
        <translation>Entscheidende Momente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click or press %1 to watch a moment in slow motion</source>
        <translation>Doppelklicken oder %1 drücken, um einen Moment in Zeitlupe zu sehen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Double-click or press %1 to watch it in slow motion</source>
        <translation>Doppelklicken oder %1 drücken, um ihn in Zeitlupe zu sehen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No close races, lost challenges or misslaps</source>
        <translation>Keine knappen Rennen, verlorenen Herausforderungen oder Fehlschläge</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Largest s&amp;wings:</source>
        <translation>&amp;Größte Umschwünge:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest swings</source>
        <translation>Größte Umschwünge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click or press %1 to go there</source>
        <translation>Doppelklicken oder %1 drücken, um dorthin zu springen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Go to Swing</source>
        <translation>Zum &amp;Umschwung springen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the swing</source>
        <translation>Zum Umschwung springen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Step &amp;Back</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action back (%1)</source>
        <translation>Eine Aktion zurück (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+148"/>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>Play or pause (%1)</source>
        <translation>Abspielen oder pausieren (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;Forward</source>
        <translation>Schritt &amp;vor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action forward (%1)</source>
        <translation>Eine Aktion vor (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Speed:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed</source>
        <translation>Tempo</translation>
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
        <translation>P&amp;osition:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position in the game</source>
        <translation>Position im Spiel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game time</source>
        <translation>Spielzeit</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the replay</source>
        <translation>Replay schließen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What happened</source>
        <translation>Was passiert ist</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Click to go to that moment</source>
        <translation>Klicken, um zu diesem Moment zu springen</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+271"/>
        <source>No swings</source>
        <translation>Keine Umschwünge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Working out the chances…</source>
        <translation>Siegchancen werden berechnet …</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nobody has slapped yet.</source>
        <translation>Noch hat niemand geschlagen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slow motion (%1×)</source>
        <translation>Zeitlupe (%1×)</translation>
    </message>
    <message>
        <location filename="../app/AppStartup.cpp" line="-137"/>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen …</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplaysDialog</name>
    <message>
        <location filename="../app/replay/ReplaysDialog.cpp" line="+34"/>
        <location line="+164"/>
        <source>Replays</source>
        <translation>Replays</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>&amp;Games kept (newest first):</source>
        <translation>&amp;Gespeicherte Spiele (neueste zuerst):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games kept</source>
        <translation>Gespeicherte Spiele</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>Spielnummer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the selected game</source>
        <translation>Das ausgewählte Spiel öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;File…</source>
        <translation>&amp;Datei öffnen …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a record file</source>
        <translation>Eine Aufzeichnungsdatei öffnen</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Reading…</source>
        <translation>Wird gelesen …</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>In play</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished</source>
        <translation>Nicht beendet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won</source>
        <translation>Gewinner: %1</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>No games kept yet</source>
        <translation>Noch keine gespeicherten Spiele</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet …</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Open a Game Record</source>
        <translation>Aufzeichnung öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Aufzeichnungen (*.json);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalGame</name>
    <message>
        <location filename="../app/rivals/RivalGame.cpp" line="+65"/>
        <source>Won in %1</source>
        <translation>Gewonnen in %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost in %1</source>
        <translation>Verloren in %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw at %1</source>
        <translation>Unentschieden bei %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left at %1</source>
        <comment>the game was left unfinished at that time</comment>
        <translation>Verlassen bei %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ratscrew — daily deal %1</source>
        <translation>Ratscrew — Tagesspiel %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratscrew — deal %1</source>
        <translation>Ratscrew — Spielnummer %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n slap(s) won</source>
        <translation>
            <numerusform>%n Schlag gewonnen</numerusform>
            <numerusform>%n Schläge gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>median %1 ms</source>
        <comment>the median reaction time of the slaps won</comment>
        <translation>Median %1 ms</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your games were the same from start to end.</source>
        <translation>Beide Spiele verliefen von Anfang bis Ende gleich.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Until %1 your games were the same; then they went different ways.</source>
        <translation>Bis %1 verliefen beide Spiele gleich; danach gingen sie auseinander.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Until %1 your games were the same; then %2 slapped the %3 %4 ms before you.</source>
        <comment>%3 is a pattern&apos;s name</comment>
        <translation>Bis %1 verliefen beide Spiele gleich; dann schlug %2 %4 ms vor dir auf „%3“.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Until %1 your games were the same; then you slapped the %2 %3 ms before %4.</source>
        <comment>%2 is a pattern&apos;s name</comment>
        <translation>Bis %1 verliefen beide Spiele gleich; dann schlugst du %3 ms vor %4 auf „%2“.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Until %1 your games were the same; then %2 slapped the %3 and you did not.</source>
        <comment>%3 is a pattern&apos;s name</comment>
        <translation>Bis %1 verliefen beide Spiele gleich; dann schlug %2 auf „%3“, du aber nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Until %1 your games were the same; then you slapped the %2 and %3 did not.</source>
        <comment>%2 is a pattern&apos;s name</comment>
        <translation>Bis %1 verliefen beide Spiele gleich; dann schlugst du auf „%2“, %3 aber nicht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Until %1 your games were the same; then %2 slapped by mistake and you did not.</source>
        <translation>Bis %1 verliefen beide Spiele gleich; dann machte %2 einen Fehlschlag, du aber nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Until %1 your games were the same; then you slapped by mistake and %2 did not.</source>
        <translation>Bis %1 verliefen beide Spiele gleich; dann machtest du einen Fehlschlag, %2 aber nicht.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Until %1 your games were the same; then you and %2 played a card at different times.</source>
        <translation>Bis %1 verliefen beide Spiele gleich; dann spieltest du eine Karte zu einem anderen Zeitpunkt als %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (ghost)</source>
        <comment>a ghost&apos;s seat: the person whose run it plays</comment>
        <translation>%1 (Geist)</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalStore</name>
    <message>
        <location filename="../app/rivals/RivalStore.cpp" line="+37"/>
        <source>The folder %1 for runs cannot be made.</source>
        <translation>Der Ordner %1 für Runs lässt sich nicht anlegen.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The run is not kept: %1</source>
        <translation>Der Run wird nicht gespeichert: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a run of deal %2.</source>
        <translation>%1 ist kein Run zu Spielnummer %2.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalsDialog</name>
    <message>
        <location filename="../app/rivals/RivalsDialog.cpp" line="+32"/>
        <source>Rivals of the Daily Deal of %1</source>
        <translation>Rivalen: Tagesspiel vom %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rivals of Deal %1</source>
        <translation>Rivalen: Spielnummer %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps won</source>
        <translation>Gewonnene Schläge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs of this deal</source>
        <translation>Runs zu dieser Spielnummer</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>&amp;Race Ghost</source>
        <translation>Gegen den &amp;Geist antreten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game of this deal with the selected player&apos;s ghost in place of the last bot</source>
        <translation>Ein neues Spiel mit dieser Spielnummer, in dem der Geist des gewählten Spielers den Platz des letzten Bots einnimmt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Run…</source>
        <translation>R&amp;un öffnen …</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You, %1</source>
        <translation>Du, %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: you %2, %3 %4</source>
        <comment>%1 is a pattern&apos;s name; then the two median reaction times</comment>
        <translation>„%1“: du %2, %3 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — the same</source>
        <comment>the two medians are equal</comment>
        <translation>%1 — gleich schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — you were %2 ms faster</source>
        <translation>%1 — du warst %2 ms schneller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 was %3 ms faster</source>
        <translation>%1 — %2 war %3 ms schneller</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You have no run of this deal yet: play it to see yours beside these.</source>
        <translation>Von dir gibt es noch keinen Run zu dieser Spielnummer: Spiel sie, dann steht deiner hier neben den anderen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a friend&apos;s run of this deal to see it beside yours, and race its ghost.</source>
        <translation>Öffne den Run eines Freundes zu dieser Spielnummer, um ihn neben deinem zu sehen und gegen seinen Geist anzutreten.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You and %1 have no pattern both of you slapped.</source>
        <translation>Es gibt kein Muster, auf das du und %1 beide geschlagen habt.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RuleWorkshop</name>
    <message>
        <location filename="../app/workshop/RuleWorkshop.cpp" line="+53"/>
        <source>What these rules play like</source>
        <translation>So spielen sich diese Regeln</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Simulating games</source>
        <translation>Spiele werden simuliert</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Play %n minutes</source>
        <extracomment>Under the warning that games are long: sets the game length.</extracomment>
        <translation>
            <numerusform>%n Minute spielen</numerusform>
            <numerusform>%n Minuten spielen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game length</source>
        <translation>Zeitlimit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How piles are won</source>
        <translation>Wie Stapel gewonnen werden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slappable cards per 100 played</source>
        <translation>Schlagbare Karten je 100 gespielte</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Misslaps</source>
        <translation>Fehlschläge</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Simulating games…</source>
        <translation>Spiele werden simuliert …</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>From %1 games of bots at this table of %n player(s).</source>
        <extracomment>Above the rule workshop&apos;s figures: %n is the number of players.</extracomment>
        <translation>
            <numerusform>Aus %1 Spielen von Bots an diesem Tisch mit %n Spieler.</numerusform>
            <numerusform>Aus %1 Spielen von Bots an diesem Tisch mit %n Spielern.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Half of the games or more last over %1 hours.</source>
        <extracomment>The rule workshop&apos;s game length: %1 is a number of hours (6).</extracomment>
        <translation>Die Hälfte der Spiele oder mehr dauert über %1 Stunden.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>under a minute</source>
        <extracomment>A game length.</extracomment>
        <translation>unter einer Minute</translation>
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
        <translation>Die Hälfte der Spiele ist nach %1 vorbei; mehr als 5 von 100 dauern über %2 Stunden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Half of the games are over within %1, 95 in 100 within %2.</source>
        <extracomment>The rule workshop&apos;s game length: %1 and %2 are lengths such as &quot;12 min&quot;.</extracomment>
        <translation>Die Hälfte der Spiele ist nach %1 vorbei, 95 von 100 nach %2.</translation>
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
        <translation>Bei %1 davon läuft die Zeit ab.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Without a game length: %1</source>
        <extracomment>%1 is a sentence such as &quot;Half of the games are over within 12 min, …&quot;.</extracomment>
        <translation>Ohne Zeitlimit: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of the games would still be going after %2 hours without a game length.</source>
        <translation>%1 der Spiele würden ohne Zeitlimit nach %2 Stunden noch laufen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every game ends by itself within %1 hours.</source>
        <translation>Jedes Spiel endet von selbst innerhalb von %1 Stunden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>By a slap: %1. By a challenge: %2.</source>
        <extracomment>How piles are won: each %n is a share such as &quot;48 %&quot;.</extracomment>
        <translation>Durch einen Schlag: %1. Durch eine Herausforderung: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given away for a misslap: %1.</source>
        <translation>Für einen Fehlschlag abgegeben: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other ways: %1.</source>
        <translation>Auf andere Weise: %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: %2</source>
        <extracomment>A row of the slappable cards, for a screen reader: %1 names a pattern, %2 is a number such as &quot;5.9&quot;.</extracomment>
        <translation>„%1“: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No pattern is on.</source>
        <translation>Kein Muster ist eingeschaltet.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The bots misslap %1 times a game, all together.</source>
        <extracomment>%1 is a number such as &quot;4.2&quot;.</extracomment>
        <translation>Die Bots machen zusammen %1 Fehlschläge pro Spiel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bots misslap %1 times a game, all together, in the games that end within %2 hours.</source>
        <extracomment>%1 is a number such as &quot;4.2&quot;; %2 a number of hours (6).</extracomment>
        <translation>Die Bots machen zusammen %1 Fehlschläge pro Spiel, in den Spielen, die innerhalb von %2 Stunden enden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No game ends within %1 hours. The bots misslap %2 times an hour, all together.</source>
        <extracomment>%1 is a number of hours (6); %2 a number such as &quot;160.5&quot;.</extracomment>
        <translation>Kein Spiel endet innerhalb von %1 Stunden. Die Bots machen zusammen %2 Fehlschläge pro Stunde.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ %1 of these games would still be going after %2 hours, and they have no game length.</source>
        <extracomment>The rule workshop&apos;s warning: %1 is a share of games such as &quot;91 %&quot;; %2 a number of hours (6).</extracomment>
        <translation>⚠ %1 dieser Spiele würden nach %2 Stunden noch laufen, und sie haben kein Zeitlimit.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⚠ Half of these games last longer than %1, and they have no game length.</source>
        <extracomment>The rule workshop&apos;s warning: %1 is a game length such as &quot;47 min&quot; or &quot;1 h 12 min&quot;.</extracomment>
        <translation>⚠ Die Hälfte dieser Spiele dauert länger als %1, und sie haben kein Zeitlimit.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RulesPage</name>
    <message>
        <location filename="../app/settings/RulesPage.cpp" line="+71"/>
        <source>Penalt&amp;y:</source>
        <translation>Stra&amp;fe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burn cards under the pile</source>
        <translation>Karten verbrennen (unter den Stapel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the pile away</source>
        <translation>Stapel abgeben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No penalty</source>
        <translation>Keine Strafe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked out for a few cards</source>
        <translation>Einige Karten lang gesperrt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a misslap: put cards from your hand under the pile, the pile goes to the player who played its top card, nothing happens, or you may not slap until a few more cards have been played.</source>
        <translation>Nach einem Fehlschlag: Karten aus der Hand unter den Stapel legen, der Stapel geht an den Spieler, der seine oberste Karte gespielt hat, nichts geschieht, oder du darfst nicht schlagen, bis einige weitere Karten gespielt sind.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Locked out for:</source>
        <translation>Gesperrt für:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Lockout penalty: how many cards must be played onto either pile before a misslapper may slap again.</source>
        <translation>Mit der Sperre als Strafe: wie viele Karten auf einen der Stapel gespielt werden müssen, bevor nach einem Fehlschlag wieder geschlagen werden darf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 card</source>
        <translation>1 Karte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 cards</source>
        <translation>2 Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;burned:</source>
        <translation>Verbrannte &amp;Karten:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>Kein Limit</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Out of the game</source>
        <translation>Ausscheiden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sit out a few cards</source>
        <translation>Einige Karten aussetzen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winning a pile</source>
        <translation>Stapel gewinnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Collect:</source>
        <translation>&amp;Einsammeln:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At once</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a short delay</source>
        <translation>Nach kurzer Verzögerung</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Misslaps</source>
        <translation>Fehlschläge</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source> card(s)</source>
        <extracomment>After a number of cards, as in &quot;Locked out for: 5 cards&quot;; it begins with a space.</extracomment>
        <translation>
            <numerusform> Karte</numerusform>
            <numerusform> Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How many cards a misslap costs (with the Burn penalty).</source>
        <translation>Wie viele Karten ein Fehlschlag kostet (bei der Strafe „Karten verbrennen“).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Misslaps in a ro&amp;w:</source>
        <translation>Fehlschläge &amp;in Folge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who misslaps on more cards in a row than this is out of the game. Two misslaps on one card count once.</source>
        <translation>Wer auf mehr Karten in Folge falsch schlägt als hier angegeben, scheidet aus. Zwei Fehlschläge auf dieselbe Karte zählen einmal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A&amp;fter a misslap, the slapper plays next</source>
        <translation>Na&amp;ch einem Fehlschlag spielt der Schlagende als Nächstes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After burning cards for a misslap, that player turns the next card (not while a challenge is answered or a pile waits to be collected).</source>
        <translation>Wer für einen Fehlschlag Karten verbrannt hat, deckt die nächste Karte auf (nicht, während eine Herausforderung beantwortet wird oder ein Stapel auf das Einsammeln wartet).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslap with n&amp;o cards:</source>
        <translation>Feh&amp;lschlag ohne Karten:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player with no cards who misslaps is out, or may not slap until as many cards have been played as other players hold cards.</source>
        <translation>Wer ohne Karten einen Fehlschlag macht, scheidet aus oder darf erst wieder schlagen, wenn so viele Karten gespielt wurden, wie andere Spieler Karten halten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When a challenge is lost: the pile goes to the challenger at once, or stays for a moment and can still be slapped.</source>
        <translation>Wenn eine Herausforderung verloren ist: Der Stapel geht sofort an den Herausforderer oder bleibt einen Moment liegen und kann noch geschlagen werden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Collect &amp;delay:</source>
        <translation>Einsammeln n&amp;ach:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long a lost challenge&apos;s pile waits before it is collected.</source>
        <translation>Wie lange der Stapel einer verlorenen Herausforderung liegen bleibt, bevor er eingesammelt wird.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt to play:</source>
        <translation>Nächster am &amp;Zug:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pile&apos;s winner</source>
        <translation>Der Gewinner des Stapels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player after the winner</source>
        <translation>Der Spieler nach dem Gewinner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays the first card after a pile was won.</source>
        <translation>Wer nach einem gewonnenen Stapel die erste Karte spielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A ten stops a challenge</source>
        <translation>Eine Zehn beendet eine Herausforderung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answering a challenge with a 10 ends it: nobody wins the pile, and the next player plays on.</source>
        <translation>Wer eine Herausforderung mit einer 10 beantwortet, beendet sie: Niemand gewinnt den Stapel, und der nächste Spieler spielt weiter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slap in wit&amp;h no cards</source>
        <translation>Wiedereinstieg o&amp;hne Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players whose hand is empty may still slap to win a pile and get back in.</source>
        <translation>Spieler ohne Karten in der Hand dürfen weiter schlagen, um einen Stapel zu gewinnen und wieder einzusteigen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck and winning</source>
        <translation>Blatt und Sieg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Jokers:</source>
        <translation>&amp;Joker:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None (52 cards)</source>
        <translation>Keine (52 Karten)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Two (54 cards)</source>
        <translation>Zwei (54 Karten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jokers only matter with the Joker pattern.</source>
        <translation>Joker zählen nur mit dem Muster „Joker“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W&amp;inner:</source>
        <translation>Ge&amp;winner:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds every card</source>
        <translation>Wer alle Karten hält</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last player with cards in hand</source>
        <translation>Der Letzte mit Karten in der Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the game ends: when one player has all the cards, or as soon as only one player has cards in hand (cards on the pile do not count).</source>
        <translation>Wann das Spiel endet: wenn ein Spieler alle Karten hat oder sobald nur noch ein Spieler Karten in der Hand hat (Karten auf dem Stapel zählen nicht).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer plays first</source>
        <translation>Der Geber spielt zuerst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first card is dealt to the player who plays first: the dealer, as in Slaps, or else the player to the dealer&apos;s left.</source>
        <translation>Die erste Karte bekommt, wer zuerst spielt: der Geber selbst wie bei Slaps, sonst der Spieler links vom Geber.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A house version of the Bicycle rules. The default.</source>
        <translation>Eine Hausregel-Variante der Bicycle-Regeln. Die Standardvorgabe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Bicycle-style rule texts as printed.</source>
        <translation>Die Regeltexte im Bicycle-Stil, wie gedruckt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its basic rules.</source>
        <translation>Die Seite eines Spielers über „Slaps“, mit ihren Grundregeln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its advanced rules.</source>
        <translation>Die Seite eines Spielers über „Slaps“, mit ihren erweiterten Regeln.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A classic rule text.</source>
        <translation>Ein klassischer Regeltext.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its advanced rules and both calls: sticky kings and split eights.</source>
        <translation>Die Seite eines Spielers über „Slaps“, mit ihren erweiterten Regeln und beiden Ansagen: klebende Könige und gesplittete Achten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of options. Pick a preset to start again from one.</source>
        <translation>Deine eigene Kombination von Optionen. Wähle eine Vorgabe, um wieder von ihr auszugehen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Preset</source>
        <translation>Vorgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pr&amp;eset:</source>
        <translation>&amp;Vorgabe:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A preset loads a whole rule set; changing any option below makes it “Custom”.</source>
        <translation>Eine Vorgabe lädt ein ganzes Regelwerk; jede Änderung an einer Option unten macht daraus „Eigene“.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pick a saved rule set</source>
        <translation>Gespeicherten Regelsatz wählen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as…</source>
        <translation>Speichern unter …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved rule sets</source>
        <translation>Gespeicherte Regelsätze</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved:</source>
        <translation>Gespeichert:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own rule sets, with their game length. Picking one loads it; nothing is kept until OK or Apply.</source>
        <translation>Deine eigenen Regelsätze, mit ihrem Zeitlimit. Ein Klick auf einen lädt ihn; gespeichert wird erst mit „OK“ oder „Übernehmen“.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rule code</source>
        <translation>Regelcode</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type or paste a rule code; Enter reads it.</source>
        <translation>Gib einen Regelcode ein oder füge ihn ein; mit Enter wird er gelesen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>The code is copied: paste it to anyone who should play these rules.</source>
        <translation>Der Code ist kopiert: Schick ihn allen, die nach diesen Regeln spielen sollen.</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rule code:</source>
        <translation>Regelcode:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules and the game length as a code. Anyone can paste it here, or start the game with --rules and the code.</source>
        <translation>Diese Regeln und das Zeitlimit als Code. Jeder kann ihn hier einfügen oder das Spiel mit --rules und dem Code starten.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>This is not a rule code: a rule code looks like %1.</source>
        <extracomment>%1 is what a rule code looks like, &quot;R2-XXXX-XXXX-XXXX-XXXX&quot;.</extracomment>
        <translation>Das ist kein Regelcode; ein Regelcode sieht aus wie %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code comes from a newer version of the game (code version %1); this one reads version %2.</source>
        <translation>Dieser Regelcode stammt aus einer neueren Version des Spiels (Codeversion %1); diese liest Version %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code is of version %1, which this version of the game does not read.</source>
        <translation>Dieser Regelcode hat die Version %1, die diese Version des Spiels nicht lesen kann.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A rule code cannot have the character “%1” in it.</source>
        <extracomment>%1 is the character, in quotes.</extracomment>
        <translation>Ein Regelcode kann das Zeichen „%1“ nicht enthalten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This rule code is too long: it has more than %1 characters after “R%2-”.</source>
        <translation>Dieser Regelcode ist zu lang: Er hat mehr als %1 Zeichen nach „R%2-“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This rule code is cut short: it has %1 of its %2 characters.</source>
        <extracomment>%1 and %2 are numbers of characters.</extracomment>
        <translation>Dieser Regelcode ist abgeschnitten: Er hat %1 seiner %2 Zeichen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code has a typo: its check characters do not match.</source>
        <translation>Dieser Regelcode hat einen Tippfehler: Seine Prüfzeichen passen nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This rule code has an option out of range (%1).</source>
        <extracomment>%1 is the name of a rule option, such as lockout_cards.</extracomment>
        <translation>Dieser Regelcode hat eine Option außerhalb ihres Bereichs (%1).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ %1 The rules are unchanged.</source>
        <extracomment>%1 says why a rule code was not read.</extracomment>
        <translation>⚠ %1 Die Regeln bleiben unverändert.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The rules of the code are in place.</source>
        <translation>Die Regeln des Codes sind eingestellt.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+7"/>
        <location line="+8"/>
        <source>Save the Rule Set</source>
        <translation>Regelsatz speichern</translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source>%n rule set(s) are kept already: delete one to save another.</source>
        <translation>
            <numerusform>%n Regelsatz ist schon gespeichert: Lösche ihn, um einen anderen zu speichern.</numerusform>
            <numerusform>%n Regelsätze sind schon gespeichert: Lösche einen, um einen anderen zu speichern.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Name of the rule set:</source>
        <translation>Name des Regelsatzes:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Replace the rule set “%1”?</source>
        <extracomment>%1 is the name of a saved rule set.</extracomment>
        <translation>Den Regelsatz „%1“ ersetzen?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Delete the Rule Set</source>
        <translation>Regelsatz löschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the rule set “%1”?</source>
        <extracomment>%1 is the name of a saved rule set.</extracomment>
        <translation>Den Regelsatz „%1“ löschen?</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Share these rules with this code: anyone can paste it here, or start the game with --rules and the code.</source>
        <translation>Teile diese Regeln mit diesem Code: Jeder kann ihn hier einfügen oder das Spiel mit --rules und dem Code starten.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Slap patterns</source>
        <translation>Schlagmuster</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pile may be slapped when one of the ticked patterns is on top. Point at a pattern to see when it matches.</source>
        <translation>Auf den Stapel darf geschlagen werden, wenn eines der angehakten Muster oben liegt. Zeige auf ein Muster, um zu sehen, wann es passt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (see “Only three of”)</source>
        <translation>%1 (siehe „Nur als Drilling“)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tens:</source>
        <translation>Zehnersumme:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tens across a &amp;letter card</source>
        <translation>Zehnersumme über eine F&amp;orderungskarte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Tens pattern: two number cards adding up to 10 also count with a J, Q, K or A between them (A K 9).</source>
        <translation>Mit dem Muster „Zehnersumme“: Zwei Zahlenkarten, die zusammen 10 ergeben, zählen auch mit einem J, Q, K oder A dazwischen (A K 9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace in a r&amp;un:</source>
        <translation>Ass in einer Fol&amp;ge:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High only (J Q K A)</source>
        <translation>Nur hoch (J Q K A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High or low (A 2 3 4)</source>
        <translation>Hoch oder niedrig (A 2 3 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round the corner (K A 2 3)</source>
        <translation>Rundherum (K A 2 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How an ace counts in Four in a row: above the king, also below the 2, or with the ranks going round.</source>
        <translation>Wie ein Ass bei „Vier in Folge“ zählt: über dem König, auch unter der 2 oder mit den Rängen im Kreis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only &amp;three of:</source>
        <translation>Nur als &amp;Drilling:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards of this number rank are only slapped as three in a row (Triple); two of them never count as a Double, Sandwich or Top and bottom.</source>
        <translation>Zahlenkarten dieses Rangs werden nur als drei in Folge geschlagen (Drilling); zwei davon zählen nie als „Paar“, „Sandwich“ oder „Oben und unten“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Never slap on:</source>
        <translation>&amp;Nie schlagen bei:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing may be slapped while a card of this rank is on top.</source>
        <translation>Solange eine Karte dieses Rangs oben liegt, darf nicht geschlagen werden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Until one player has every card</source>
        <translation>Bis ein Spieler alle Karten hat</translation>
    </message>
    <message numerus="yes">
        <location line="-218"/>
        <location line="+220"/>
        <source>%n minutes</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game length:</source>
        <translation>Zeitlimit:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When time is up the player with the most cards in hand wins (a tie is a draw); paused time does not count. Until one player has every card is the original rule: a game may then go on for hours.</source>
        <translation>Wenn die Zeit abgelaufen ist, gewinnt der Spieler mit den meisten Karten auf der Hand (Gleichstand ist ein Unentschieden); Pausen zählen nicht. „Bis ein Spieler alle Karten hat“ ist die ursprüngliche Regel: Ein Spiel kann dann stundenlang dauern.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Calls</source>
        <translation>Ansagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call is a slap on a card that makes no pattern but is still right. It wins no cards, but it changes who plays.</source>
        <translation>Eine Ansage ist ein Schlag auf eine Karte, die kein Muster bildet, aber trotzdem richtig ist. Sie gewinnt keine Karten, ändert aber, wer spielt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A stick: when a challenger has just played one of the ticked letter cards, any other player except the one answering may slap it and take the challenge over, as if they had played it.</source>
        <translation>Kleben: Hat ein Herausforderer gerade eine der angehakten Forderungskarten gespielt, darf jeder andere Spieler außer dem Antwortenden auf sie schlagen und die Herausforderung übernehmen, als hätte er sie selbst gespielt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sticky %1</source>
        <extracomment>A check box of the sticky faces: %1 is a letter rank (J, Q, K or A).</extracomment>
        <translation>%1 klebt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sticky faces:</source>
        <translation>Klebende Forderungskarten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split eights (slap an &amp;8)</source>
        <translation>Achten splitten (auf &amp;8 schlagen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A split: slap an 8 on top of the pile (outside a challenge) and your next card starts a second pile beside it. Until one of the two piles is won, each turn plays two cards, one onto each pile.</source>
        <translation>Split: Schlag auf eine 8 oben auf dem Stapel (außerhalb einer Herausforderung), und deine nächste Karte beginnt daneben einen zweiten Stapel. Bis einer der beiden Stapel gewonnen ist, werden in jedem Zug zwei Karten gespielt, eine auf jeden Stapel.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Comes with “Only three of” below: pick a rank there to make three of it the only way to slap that rank.</source>
        <translation>Gehört zu „Nur als Drilling“ unten: Wähle dort einen Rang, damit drei davon die einzige Möglichkeit sind, diesen Rang zu schlagen.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RunCheck</name>
    <message>
        <location filename="../app/rivals/RunCheck.cpp" line="+168"/>
        <source>The run is not one person&apos;s game against bots.</source>
        <translation>Der Run ist kein Spiel einer Person gegen Bots.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run&apos;s game was played by an older Ratscrew, whose cards did not land.</source>
        <translation>Das Spiel dieses Runs stammt von einer älteren Ratscrew-Version, in der die Karten noch nicht landeten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards of the run are not those of deal %1.</source>
        <translation>Die Karten des Runs sind nicht die von Spielnummer %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run&apos;s game does not replay: at %1 its bots would not have done what the record says.</source>
        <translation>Das Spiel des Runs lässt sich nicht nachspielen: Bei %1 hätten seine Bots nicht getan, was die Aufzeichnung sagt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The reaction times in the run are not those of its game.</source>
        <translation>Die Reaktionszeiten im Run passen nicht zu seinem Spiel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reaction times are not a person&apos;s: their median is %1 ms, faster than %2 ms.</source>
        <translation>Das sind nicht die Reaktionszeiten eines Menschen: Der Median liegt mit %1 ms unter %2 ms.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The reaction times are not a person&apos;s: %1 was slapped in %2 ms at the median, faster than %3 ms.</source>
        <comment>%1 is a pattern&apos;s name</comment>
        <translation>Die Reaktionszeiten sind nicht die eines Menschen: Auf „%1“ wurde im Median nach %2 ms geschlagen, also unter %3 ms.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The reaction times are not a person&apos;s: they are too even.</source>
        <translation>Das sind nicht die Reaktionszeiten eines Menschen: Dafür sind sie zu gleichmäßig.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SeatInput</name>
    <message>
        <location filename="../app/rig/SeatInput.cpp" line="+32"/>
        <source>%1 is out of the game.</source>
        <translation>%1 ist aus dem Spiel ausgeschieden.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You are out of the game.</source>
        <translation>Du bist aus dem Spiel ausgeschieden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not %1&apos;s turn: %2 plays next.</source>
        <translation>%1 ist nicht am Zug: %2 spielt als Nächstes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not your turn: %1 plays next.</source>
        <translation>Du bist nicht am Zug: %1 spielt als Nächstes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the pile to be collected.</source>
        <translation>Warte, bis der Stapel eingesammelt ist.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 and %2 slapped in the same millisecond: %1&apos;s key came first.</source>
        <translation>%1 und %2 haben in derselben Millisekunde geschlagen: Die Taste von %1 kam zuerst.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SeatLineChart</name>
    <message>
        <location filename="../app/charts/SeatLineChart.cpp" line="+29"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Nothing yet</source>
        <translation>Noch nichts</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Game time (min)</source>
        <translation>Spielzeit (min)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game time (s)</source>
        <translation>Spielzeit (s)</translation>
    </message>
</context>
<context>
    <name>ratscrew::SettingsDialog</name>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="+48"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Settings pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Player and rule changes apply from the next game; sound and appearance change at once.</source>
        <translation>Änderungen an Spielern und Regeln gelten ab dem nächsten Spiel; Ton und Aussehen ändern sich sofort.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Appearance</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>on</source>
        <comment>a check box</comment>
        <translation>an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <comment>a check box</comment>
        <translation>aus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <comment>no key</comment>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your settings were saved by a newer Ratscrew; what this version does not know is left as it is.</source>
        <translation>Deine Einstellungen stammen von einer neueren Ratscrew-Version; was diese Version nicht kennt, bleibt unverändert.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One of your saved rule sets could not be read, so it is not offered under Settings ▸ %1.</source>
        <translation>Einer deiner gespeicherten Regelsätze ließ sich nicht lesen und fehlt deshalb unter Einstellungen ▸ %1.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The saved “%1” could not be used as it was; it is now “%2” (Settings ▸ %3).</source>
        <translation>Die gespeicherte Einstellung „%1“ war so nicht verwendbar; sie steht jetzt auf „%2“ (Einstellungen ▸ %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved “%1” could not be used as it was and was changed (Settings ▸ %2).</source>
        <translation>Die gespeicherte Einstellung „%1“ war so nicht verwendbar und wurde geändert (Einstellungen ▸ %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A saved setting under Settings ▸ %1 could not be used as it was and was changed.</source>
        <translation>Eine gespeicherte Einstellung unter Einstellungen ▸ %1 war so nicht verwendbar und wurde geändert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved setting could not be used as it was and was changed.</source>
        <translation>Eine gespeicherte Einstellung war so nicht verwendbar und wurde geändert.</translation>
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
        <translation>Deine Einstellungen in %1 können nicht gelesen werden: Das Spiel startet mit den Standardeinstellungen und speichert nichts.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The settings file %1 is not a regular file: the game starts with the default settings and saves nothing.</source>
        <translation>Die Einstellungsdatei %1 ist keine normale Datei: Das Spiel startet mit den Standardeinstellungen und speichert nichts.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file %1 is larger than 1 MiB and was not read: the game starts with the default settings and leaves the file as it is.</source>
        <translation>Die Einstellungsdatei %1 ist größer als 1 MiB und wurde nicht gelesen: Das Spiel startet mit den Standardeinstellungen und lässt die Datei, wie sie ist.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The settings file %1 cannot be read: the game starts with the default settings and leaves the file as it is.</source>
        <translation>Die Einstellungsdatei %1 kann nicht gelesen werden: Das Spiel startet mit den Standardeinstellungen und lässt die Datei, wie sie ist.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+23"/>
        <source>Your settings cannot be saved: %1 cannot be written. Changes last until you quit.</source>
        <translation>Deine Einstellungen können nicht gespeichert werden: %1 ist nicht beschreibbar. Änderungen gelten, bis du das Spiel beendest.</translation>
    </message>
</context>
<context>
    <name>ratscrew::ShareDialog</name>
    <message>
        <location filename="../app/rivals/ShareDialog.cpp" line="+27"/>
        <source>Share This Game</source>
        <translation>Dieses Spiel teilen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste the text anywhere. Send the run to a friend: Ratscrew checks it when they open it, and they can race your ghost on the same deal.</source>
        <translation>Füge den Text ein, wo du willst. Schick den Run an Freunde: Ratscrew prüft ihn beim Öffnen, und sie können mit derselben Spielnummer gegen deinen Geist antreten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Text to share</source>
        <translation>Text zum Teilen</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>&amp;Copy Text</source>
        <translation>Text &amp;kopieren</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Save Run…</source>
        <translation>Run &amp;speichern …</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copied ✓</source>
        <comment>the text is on the clipboard</comment>
        <translation>Kopiert ✓</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The run is saved as %1.</source>
        <translation>Der Run ist als %1 gespeichert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run is not saved: %1</source>
        <translation>Der Run wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save Run</source>
        <translation>Run speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratscrew runs (*%1)</source>
        <translation>Ratscrew-Runs (*%1)</translation>
    </message>
</context>
<context>
    <name>ratscrew::SoundPage</name>
    <message>
        <location filename="../app/settings/SoundPage.cpp" line="+17"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Volume</source>
        <translation>Lautstärke</translation>
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
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How loud the game&apos;s sounds are.</source>
        <translation>Wie laut die Klänge des Spiels sind.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute all sounds</source>
        <translation>Alle Töne stu&amp;mm schalten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sound at all; the volume is kept for later.</source>
        <translation>Gar kein Ton; die Lautstärke bleibt für später erhalten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test</source>
        <translation>Teste&amp;n</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays a slap at the volume above.</source>
        <translation>Spielt einen Schlag mit der eingestellten Lautstärke ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sound in this run.</source>
        <translation>In dieser Sitzung ist kein Ton verfügbar.</translation>
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
        <translation>Gegen die Bots — der Anteil ihrer Schläge, die langsamer sind als dein Median von %1 ms: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Against yourself: your median of %1 ms is faster than %2 of your last %n slap(s).</source>
        <translation>
            <numerusform>Gegen dich selbst: Dein Median von %1 ms ist schneller als %2 deines letzten Schlags.</numerusform>
            <numerusform>Gegen dich selbst: Dein Median von %1 ms ist schneller als %2 deiner letzten %n Schläge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Against yourself: your median of %1 ms is faster than %2 of your %n game median(s).</source>
        <translation>
            <numerusform>Gegen dich selbst: Dein Median von %1 ms ist schneller als %2 des Medians deines bisherigen Spiels.</numerusform>
            <numerusform>Gegen dich selbst: Dein Median von %1 ms ist schneller als %2 der Mediane deiner %n bisherigen Spiele.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::StatisticsDialog</name>
    <message>
        <location filename="../app/career/StatisticsDialog.cpp" line="+99"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Period:</source>
        <translation>&amp;Zeitraum:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All time</source>
        <translation>Gesamte Zeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>Letzte 12 Monate</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reading the statistics…</source>
        <translation>Die Statistik wird gelesen …</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Win rate</source>
        <translation>&amp;Siegquote</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+13"/>
        <source>Slap</source>
        <translation>Schlag</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>You: median (ms)</source>
        <translation>Du: Median (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You: 90 % (ms)</source>
        <translation>Du: 90 % (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your slaps</source>
        <translation>Deine Schläge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are faster than</source>
        <translation>Du bist schneller als</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reaction time per pattern</source>
        <translation>Reaktionszeit je Muster</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reaction &amp;times</source>
        <translation>Re&amp;aktionszeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken</source>
        <translation>Genommen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>False slaps</source>
        <translation>Fehlschläge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed</source>
        <translation>Verpasst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Of those, too late</source>
        <translation>Davon zu spät</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy per pattern</source>
        <translation>Genauigkeit je Muster</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Accuracy</source>
        <translation>&amp;Genauigkeit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export to CSV…</source>
        <translation>CSV e&amp;xportieren …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;set Statistics…</source>
        <translation>Statistik &amp;löschen …</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Stick</source>
        <translation>Kleben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split</source>
        <translation>Split</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+158"/>
        <source>Statistics are not kept in this run.</source>
        <translation>In dieser Sitzung wird keine Statistik gespeichert.</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>No games yet: your statistics start with your first game.</source>
        <translation>Noch keine Spiele: Deine Statistik beginnt mit deinem ersten Spiel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Games finished: %1 (won %2, lost %3, draws %4); left unfinished: %5.</source>
        <translation>Beendete Spiele: %1 (gewonnen %2, verloren %3, unentschieden %4); nicht zu Ende gespielt: %5.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ended when time was up: %1 (you held the most cards %2, another player %3; ties %4).</source>
        <translation>Beendet, weil die Zeit um war: %1 (davon die meisten Karten bei dir: %2, bei einem anderen Spieler: %3, Gleichstand: %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Win rate: %1 %. Won in a row now: %2; longest run: %3.</source>
        <translation>Siegquote: %1 %. Aktuelle Siegesserie: %2; längste Serie: %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your slaps: %1 good, %n misslap(s).</source>
        <translation>
            <numerusform>Deine Schläge: %1 gültig, %n Fehlschlag.</numerusform>
            <numerusform>Deine Schläge: %1 gültig, %n Fehlschläge.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fastest slap %1 ms (%2)</source>
        <translation>schnellster Schlag %1 ms (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>best game median %1 ms</source>
        <translation>bester Median eines Spiels %1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>quickest win %1</source>
        <translation>schnellster Sieg %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Personal bests: %1.</source>
        <translation>Persönliche Bestwerte: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your latest game:</source>
        <translation>Dein letztes Spiel:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>mixed levels</source>
        <translation>gemischte Stufen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
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
            <numerusform>In dem einen Spiel, dessen Siegchancen berechnet wurden, hat dir dein Tempo %1 mehr Siege gebracht, als dir das Glück allein beschert hätte (±%2), und die Karten %3.</numerusform>
            <numerusform>In den %n Spielen, deren Siegchancen berechnet wurden, hat dir dein Tempo %1 mehr Siege gebracht, als dir das Glück allein beschert hätte (±%2), und die Karten %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Over the %n game(s) whose chances were worked out, your speed lost you %1 of the games luck alone would have won (±%2), and the cards %3.</source>
        <translation>
            <numerusform>In dem einen Spiel, dessen Siegchancen berechnet wurden, hat dich dein Tempo %1 der Spiele gekostet, die du mit Glück allein gewonnen hättest (±%2), und die Karten %3.</numerusform>
            <numerusform>In den %n Spielen, deren Siegchancen berechnet wurden, hat dich dein Tempo %1 der Spiele gekostet, die du mit Glück allein gewonnen hättest (±%2), und die Karten %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>brought you %1 more</source>
        <translation>haben dir %1 mehr gebracht</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cost you %1</source>
        <translation>haben dich %1 gekostet</translation>
    </message>
    <message>
        <location line="-360"/>
        <location line="+4"/>
        <location line="+312"/>
        <source>Export Statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location line="-316"/>
        <source>The games are in %1 and their slaps in %2.</source>
        <translation>Die Spiele stehen in %1 und ihre Schläge in %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics could not be written to %1: %2</source>
        <translation>Die Statistik konnte nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="+225"/>
        <source>the statistics file cannot be read</source>
        <translation>die Statistikdatei lässt sich nicht lesen</translation>
    </message>
    <message>
        <location line="+98"/>
        <location line="+8"/>
        <source>Reset Statistics</source>
        <translation>Statistik löschen</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Delete every game, slap and practice result kept so far? This cannot be undone. A game in play is kept and counted when it ends.</source>
        <translation>Alle bisher gespeicherten Spiele, Schläge und Übungsergebnisse löschen? Das lässt sich nicht rückgängig machen. Ein laufendes Spiel bleibt erhalten und zählt, wenn es endet.</translation>
    </message>
</context>
<context>
    <name>ratscrew::StatusLines</name>
    <message>
        <location filename="../app/MainWindowPanels.cpp" line="+45"/>
        <source>What just happened in the game</source>
        <translation>Was gerade im Spiel passiert ist</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The coach: how fast each slap was, and what you missed</source>
        <translation>Der Trainer: wie schnell jeder Schlag war und was du verpasst hast</translation>
    </message>
</context>
<context>
    <name>ratscrew::Storyteller</name>
    <message>
        <location filename="../app/story/Storyteller.cpp" line="+511"/>
        <source>Game not finished</source>
        <translation>Spiel nicht beendet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win!</source>
        <translation>Du gewinnst!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ You win!</source>
        <translation>★ Du gewinnst!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>★ %1 wins!</source>
        <translation>★ %1 gewinnt!</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The end: a draw at the limit of %n card play(s).</source>
        <translation>
            <numerusform>Ende: unentschieden nach der Höchstzahl von %n gespielten Karte.</numerusform>
            <numerusform>Ende: unentschieden nach der Höchstzahl von %n gespielten Karten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the record: the game was left unfinished.</source>
        <translation>Ende der Aufzeichnung: Das Spiel wurde nicht zu Ende gespielt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+43"/>
        <source>The end: a draw.</source>
        <translation>Ende: unentschieden.</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>The end: %1 won the game.</source>
        <translation>Ende — Gewinner: %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time is up</source>
        <translation>Die Zeit ist um</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Time is up: you win with %n cards</source>
        <translation>
            <numerusform>Die Zeit ist um: Du gewinnst mit %n Karte</numerusform>
            <numerusform>Die Zeit ist um: Du gewinnst mit %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: %1 wins with %n cards</source>
        <translation>
            <numerusform>Die Zeit ist um: %1 gewinnt mit %n Karte</numerusform>
            <numerusform>Die Zeit ist um: %1 gewinnt mit %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Time is up: you tie with %1 on %n cards</source>
        <extracomment>A title: %1 is one name or a list of names (&quot;Ann and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Die Zeit ist um: Gleichstand zwischen dir und %1 mit je %n Karte</numerusform>
            <numerusform>Die Zeit ist um: Gleichstand zwischen dir und %1 mit je %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Time is up: %1 tie on %n cards</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Die Zeit ist um: Gleichstand zwischen %1 mit je %n Karte</numerusform>
            <numerusform>Die Zeit ist um: Gleichstand zwischen %1 mit je %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The end: time was up, and %1 won with the most cards.</source>
        <translation>Ende: Die Zeit war um. Gewinner mit den meisten Karten: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The end: time was up, and %1 tied on %n cards: a draw.</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Ende: Die Zeit war um. Gleichstand mit je %n Karte: %1 — unentschieden.</numerusform>
            <numerusform>Ende: Die Zeit war um. Gleichstand mit je %n Karten: %1 — unentschieden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-533"/>
        <source>— Deal %1 —</source>
        <translation>— Spielnummer %1 —</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— Daily deal, %1 (deal %2) —</source>
        <translation>— Tagesspiel, %1 (Spielnummer %2) —</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— Resumed: deal %1, left at %2 —</source>
        <translation>— Fortgesetzt: Spielnummer %1, verlassen bei %2 —</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— New game —</source>
        <translation>— Neues Spiel —</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New game: you play first.</source>
        <translation>Neues Spiel: Du spielst zuerst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game: %1 plays first.</source>
        <translation>Neues Spiel: %1 spielt zuerst.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 slapped on an empty pile</source>
        <translation>%1: Schlag ins Leere (leerer Stapel)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped on nothing (top: %2)</source>
        <translation>%1: Schlag ins Leere (oben: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped on nothing (top: %2; %3)</source>
        <translation>%1: Schlag ins Leere (oben: %2; %3)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You slapped on nothing: %1 burned.</source>
        <translation>Du hast ins Leere geschlagen: %1 verbrannt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing: %2 burned.</source>
        <translation>%1 hat ins Leere geschlagen: %2 verbrannt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last %1 go under the pile.</source>
        <translation>Deine letzten %1 kommen unter den Stapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s last %2 go under the pile.</source>
        <translation>Die letzten %2 von %1 kommen unter den Stapel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — burned %2 under the pile.</source>
        <translation>%1 — %2 unter den Stapel verbrannt.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 — locked out for %2.</source>
        <translation>%1 — für %2 gesperrt.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>You slapped on nothing.</source>
        <translation>Du hast ins Leere geschlagen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing.</source>
        <translation>%1 hat ins Leere geschlagen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No call: %1.</source>
        <translation>Keine Ansage: %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You played %1.</source>
        <translation>Du hast %1 gespielt.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 played %2.</source>
        <translation>%1 hat %2 gespielt.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 played %2 — challenge, but nobody else has cards.</source>
        <translation>%1: %2 gespielt — Herausforderung, aber sonst hat niemand Karten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played %2 — challenge: you must answer within %3.</source>
        <translation>%1: %2 gespielt — Herausforderung: Du musst innerhalb von %3 antworten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — challenge: %3 must answer within %4.</source>
        <translation>%1: %2 gespielt — Herausforderung: %3 muss innerhalb von %4 antworten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — the ten stops the challenge; nobody wins the pile.</source>
        <translation>%1: %2 gespielt — die Zehn beendet die Herausforderung; niemand gewinnt den Stapel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — no cards left, and nobody else can answer.</source>
        <translation>%1: %2 gespielt — keine Karten mehr, und sonst kann niemand antworten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 (no chances left).</source>
        <translation>%1: %2 gespielt (keine Versuche mehr).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played %2 (%3 left).</source>
        <translation>%1: %2 gespielt (noch %3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played %2 — no cards left; you answer on (%3 left).</source>
        <translation>%1: %2 gespielt — keine Karten mehr; du antwortest weiter (noch %3).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 — no cards left; %3 answers on (%4 left).</source>
        <translation>%1: %2 gespielt — keine Karten mehr; %3 antwortet weiter (noch %4).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You are out and cannot slap any more.</source>
        <translation>Du bist ausgeschieden und kannst nicht mehr schlagen.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cannot slap: you are out.</source>
        <translation>Du kannst nicht schlagen: Du bist ausgeschieden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no cards: in these rules you cannot slap.</source>
        <translation>Du hast keine Karten: Nach diesen Regeln kannst du nicht schlagen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot slap with no cards in these rules.</source>
        <translation>Nach diesen Regeln kannst du ohne Karten nicht schlagen.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 slapped on nothing: you take the pile (%2).</source>
        <translation>%1 hat ins Leere geschlagen: Du nimmst den Stapel (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing: %2 takes the pile (%3).</source>
        <translation>%1: Schlag ins Leere — %2 nimmt den Stapel (%3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — you take the pile (%2) as the penalty.</source>
        <translation>%1 — du nimmst den Stapel (%2) als Strafe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 takes the pile (%3) as the penalty.</source>
        <translation>%1 — %2 nimmt den Stapel (%3) als Strafe.</translation>
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
        <translation>Du hast auf %1 geschlagen und nimmst %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped %2 and takes %3.</source>
        <translation>%1 hat auf %2 geschlagen und nimmt %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You slapped %1 — %2 — and take %3.</source>
        <extracomment>%1 is how early, e.g. &quot;120 ms before the card was visible&quot;; %2 what was slapped; %3 the cards.</extracomment>
        <translation>Du hast geschlagen, %1 — %2 — und nimmst %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped %2 — %3 — and takes %4.</source>
        <extracomment>%1 a name; %2 how early, e.g. &quot;120 ms before the card was visible&quot;; %3 what was slapped; %4 the cards.</extracomment>
        <translation>%1 hat geschlagen, %2 — %3 — und nimmt %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You slapped in %1 — %2 — and take %3.</source>
        <extracomment>%1 is the reaction time, e.g. &quot;410 ms&quot;; %2 what was slapped; %3 the cards.</extracomment>
        <translation>Du hast in %1 geschlagen — %2 — und nimmst %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped in %2 — %3 — and takes %4.</source>
        <extracomment>%1 a name; %2 the reaction time, e.g. &quot;410 ms&quot;; %3 what was slapped; %4 the cards.</extracomment>
        <translation>%1 hat in %2 geschlagen — %3 — und nimmt %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nobody could answer the challenge: you collect the pile.</source>
        <translation>Niemand konnte die Herausforderung beantworten: Du sammelst den Stapel ein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody could answer the challenge: %1 collects the pile.</source>
        <translation>Niemand konnte die Herausforderung beantworten: %1 sammelt den Stapel ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody could answer the challenge: you take %1.</source>
        <translation>Niemand konnte die Herausforderung beantworten: Du nimmst %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody could answer the challenge: %1 takes %2.</source>
        <translation>Niemand konnte die Herausforderung beantworten: %1 nimmt %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 lost the challenge: you collect the pile.</source>
        <translation>%1 hat die Herausforderung verloren: Du sammelst den Stapel ein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the challenge: %2 collects the pile.</source>
        <translation>%1: Herausforderung verloren — %2 sammelt den Stapel ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost the challenge: you take %2.</source>
        <translation>%1 hat die Herausforderung verloren: Du nimmst %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the challenge: %2 takes %3.</source>
        <translation>%1: Herausforderung verloren — %2 nimmt %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You slapped on nothing with no cards left.</source>
        <translation>Du hast ohne Karten ins Leere geschlagen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing with no cards left.</source>
        <translation>%1 hat ohne Karten ins Leere geschlagen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 slapped on nothing with no cards — out.</source>
        <translation>%1: Schlag ins Leere ohne Karten — ausgeschieden.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You passed the misslap limit; you are out.</source>
        <translation>Du hast das Fehlschlag-Limit überschritten; du bist ausgeschieden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passed the misslap limit; %1 is out.</source>
        <translation>%1 hat das Fehlschlag-Limit überschritten; %1 ist ausgeschieden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You passed the misslap limit — your last card is burned; you are out.</source>
        <translation>Du hast das Fehlschlag-Limit überschritten — deine letzte Karte wird verbrannt; du bist ausgeschieden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passed the misslap limit — their last card is burned; %1 is out.</source>
        <translation>%1 hat das Fehlschlag-Limit überschritten — die letzte Karte wird verbrannt; %1 ist ausgeschieden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You passed the misslap limit — your last %1 are burned; you are out.</source>
        <translation>Du hast das Fehlschlag-Limit überschritten — deine letzten %1 werden verbrannt; du bist ausgeschieden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passed the misslap limit — their last %2 are burned; %1 is out.</source>
        <translation>%1 hat das Fehlschlag-Limit überschritten — die letzten %2 werden verbrannt; %1 ist ausgeschieden.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 — no penalty.</source>
        <translation>%1 — keine Strafe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — no penalty, but it counts toward the misslap limit (%2 of %3).</source>
        <translation>%1 — keine Strafe, zählt aber zum Fehlschlag-Limit (%2 von %3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — nothing to give, but it counts toward the misslap limit (%2 of %3).</source>
        <translation>%1 — nichts abzugeben, zählt aber zum Fehlschlag-Limit (%2 von %3).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paused.</source>
        <translation>Pausiert.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play resumed.</source>
        <translation>Das Spiel geht weiter.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You must answer: %1 left.</source>
        <translation>Du musst antworten: noch %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 must answer: %2 left.</source>
        <translation>%1 muss antworten: noch %2.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Time is up.</source>
        <translation>Die Zeit ist um.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: you win with %n cards.</source>
        <translation>
            <numerusform>Die Zeit ist um: Du gewinnst mit %n Karte.</numerusform>
            <numerusform>Die Zeit ist um: Du gewinnst mit %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: %1 wins with %n cards.</source>
        <translation>
            <numerusform>Die Zeit ist um: %1 gewinnt mit %n Karte.</numerusform>
            <numerusform>Die Zeit ist um: %1 gewinnt mit %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Time is up: you tie with %1 on %n cards.</source>
        <extracomment>%1 is one name or a list of names (&quot;Ann and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Die Zeit ist um: Gleichstand zwischen dir und %1 mit je %n Karte.</numerusform>
            <numerusform>Die Zeit ist um: Gleichstand zwischen dir und %1 mit je %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Time is up: %1 tie on %n cards.</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Die Zeit ist um: Gleichstand zwischen %1 mit je %n Karte.</numerusform>
            <numerusform>Die Zeit ist um: Gleichstand zwischen %1 mit je %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-59"/>
        <source>The game is a draw.</source>
        <translation>Das Spiel endet unentschieden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the game!</source>
        <translation>Du gewinnst das Spiel!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins the game.</source>
        <translation>%1 gewinnt das Spiel.</translation>
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
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game summary</source>
        <translation>Spielzusammenfassung</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the summary</source>
        <translation>Zusammenfassung schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game with the same players</source>
        <translation>Ein neues Spiel mit denselben Spielern starten</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Game time %1</source>
        <translation>Spielzeit %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n card(s) played</source>
        <translation>
            <numerusform>%n Karte gespielt</numerusform>
            <numerusform>%n Karten gespielt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+8"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Copy the deal number</source>
        <translation>Die Spielnummer kopieren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copied ✓</source>
        <comment>the deal number is on the clipboard</comment>
        <translation>Kopiert ✓</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Deal %1</source>
        <translation>Spielnummer %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Practice: your first try on it is your record.</source>
        <translation>Außer Wertung: Es zählt nur dein erster Durchgang.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What every player did in the game</source>
        <translation>Was jeder Spieler im Spiel getan hat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The bot&apos;s level</source>
        <translation>Die Stufe des Bots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards played</source>
        <translation>Gespielte Karten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards played onto the pile</source>
        <translation>Auf den Stapel gespielte Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slaps</source>
        <translation>Schläge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps that took the pile</source>
        <translation>Schläge, die den Stapel gewonnen haben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Misslaps</source>
        <translation>Fehlschläge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps at a pile that could not be slapped</source>
        <translation>Schläge auf einen Stapel, der nicht geschlagen werden durfte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piles won</source>
        <translation>Gewonnene Stapel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Piles taken by a slap or a challenge</source>
        <translation>Durch Schlag oder Herausforderung gewonnene Stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out at %1</source>
        <translation>Ausgeschieden bei %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No cards since %1</source>
        <translation>Keine Karten seit %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n Karte übrig</numerusform>
            <numerusform>%n Karten übrig</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Your reaction times</source>
        <translation>Deine Reaktionszeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reaction times of %1</source>
        <translation>Reaktionszeiten von %1</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n slap(s) before the card was visible</source>
        <translation>
            <numerusform>%n Schlag, bevor die Karte zu sehen war</numerusform>
            <numerusform>%n Schläge, bevor die Karte zu sehen war</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No valid slaps</source>
        <translation>Keine gültigen Schläge</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Most for %1: %n card(s) at %2</source>
        <extracomment>%1 is a person&apos;s name at a table of two or more people, %2 a game time such as &quot;3:05&quot;.</extracomment>
        <translation>
            <numerusform>Höchststand von %1: %n Karte bei %2</numerusform>
            <numerusform>Höchststand von %1: %n Karten bei %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chance to win</source>
        <translation>Siegchance</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Your largest swing: %1</source>
        <translation>Dein größter Umschwung: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-105"/>
        <source>Median %1 s  ·  Best %2 s  ·  %n valid slap(s)</source>
        <translation>
            <numerusform>Median %1 s  ·  Bestzeit %2 s  ·  %n gültiger Schlag</numerusform>
            <numerusform>Median %1 s  ·  Bestzeit %2 s  ·  %n gültige Schläge</numerusform>
        </translation>
    </message>
    <message>
        <location line="-298"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Nochmal spielen</translation>
    </message>
    <message>
        <location line="+320"/>
        <source>Cards in hand</source>
        <translation>Karten in der Hand</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Your most: %n card(s) at %1</source>
        <translation>
            <numerusform>Dein Höchststand: %n Karte bei %1</numerusform>
            <numerusform>Dein Höchststand: %n Karten bei %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-214"/>
        <source>The daily deal of %1.</source>
        <translation>Das Tagesspiel vom %1.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your best on it: place %1 of %2 in %3.</source>
        <translation>Dein bestes Ergebnis darin: Platz %1 von %2 in %3.</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Deal number %1 copied.</source>
        <translation>Spielnummer %1 kopiert.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SvgCardDeck</name>
    <message>
        <location filename="../app/table/SvgCardDeck.cpp" line="+110"/>
        <source>This copy of Ratscrew was built without Qt SVG, so it shows the built-in deck only.</source>
        <translation>Diese Ausgabe von Ratscrew wurde ohne Qt SVG gebaut und zeigt darum nur das eingebaute Blatt.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>its drawing %1 is missing</source>
        <translation>seine Zeichnung %1 fehlt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its drawing %1 is not a file</source>
        <translation>seine Zeichnung %1 ist keine Datei</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+5"/>
        <source>its drawing %1 is too big</source>
        <translation>seine Zeichnung %1 ist zu groß</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>its drawing %1 cannot be read</source>
        <translation>seine Zeichnung %1 lässt sich nicht lesen</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <location line="+20"/>
        <source>its drawing %1 is not an SVG that can be read</source>
        <translation>seine Zeichnung %1 ist kein lesbares SVG</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>its drawing %1 refers to %2 outside it</source>
        <translation>seine Zeichnung %1 verweist auf %2 außerhalb von ihr</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its drawing %1 repeats or nests its parts too often to be drawn</source>
        <translation>seine Zeichnung %1 wiederholt oder verschachtelt ihre Teile zu oft, um gezeichnet zu werden</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>its drawing %1 has no card named as KDE&apos;s decks name them (1_club … king_spade)</source>
        <translation>seine Zeichnung %1 enthält keine Karte mit den Namen der KDE-Blätter (1_club … king_spade)</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>it has no index.desktop</source>
        <translation>es hat keine index.desktop</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>its index.desktop is too big</source>
        <translation>seine index.desktop ist zu groß</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>its index.desktop cannot be read</source>
        <translation>seine index.desktop lässt sich nicht lesen</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>its index.desktop has no [KDE Backdeck] group</source>
        <translation>seine index.desktop hat keine Gruppe [KDE Backdeck]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its index.desktop names no SVG</source>
        <translation>seine index.desktop nennt kein SVG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its index.desktop names an SVG outside its folder</source>
        <translation>seine index.desktop nennt ein SVG außerhalb seines Ordners</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>The card deck %1 cannot be used: %2. The built-in deck is shown.</source>
        <translation>Das Kartenblatt %1 kann nicht verwendet werden: %2. Das eingebaute Blatt wird gezeigt.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>The card deck %1 is not installed. The built-in deck is shown.</source>
        <translation>Das Kartenblatt %1 ist nicht installiert. Das eingebaute Blatt wird gezeigt.</translation>
    </message>
</context>
<context>
    <name>ratscrew::TableRenderer</name>
    <message>
        <location filename="../app/table/TableRenderer.cpp" line="+115"/>
        <source>Time left: %1</source>
        <extracomment>The game&apos;s clock on the table: %1 is minutes:seconds (&quot;12:34&quot;).</extracomment>
        <translation>Restzeit: %1</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Slap pile</source>
        <translation>Schlagstapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+50"/>
        <source>+%1 under</source>
        <translation>+%1 darunter</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>%1 burned</source>
        <translation>%1 verbrannt</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Split an 8 here</source>
        <translation>Hier eine 8 splitten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Split pile</source>
        <translation>Splitstapel</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>You challenge · %n chance(s)</source>
        <translation>
            <numerusform>%n Versuch · Du forderst heraus</numerusform>
            <numerusform>%n Versuche · Du forderst heraus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 challenges · %n chance(s)</source>
        <translation>
            <numerusform>%n Versuch · %1 fordert heraus</numerusform>
            <numerusform>%n Versuche · %1 fordert heraus</numerusform>
        </translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Stick!</source>
        <translation>Klebt!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Split!</source>
        <translation>Split!</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>SLAP! %1</source>
        <translation>KLATSCH! %1</translation>
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
        <translation>RAUS</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>★ winner</source>
        <translation>★ Gewinner</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>locked out: %n card(s)</source>
        <translation>
            <numerusform>%n Karte gesperrt</numerusform>
            <numerusform>%n Karten gesperrt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>sits out: %n card(s)</source>
        <translation>
            <numerusform>%n Karte aussetzen</numerusform>
            <numerusform>%n Karten aussetzen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>collects…</source>
        <translation>sammelt ein …</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>▶ answer: %n chance(s) left</source>
        <translation>
            <numerusform>▶ %n Versuch: antworten</numerusform>
            <numerusform>▶ %n Versuche: antworten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>▶ to play</source>
        <translation>▶ am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>challenger</source>
        <translation>Herausforderer</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>cards</source>
        <comment>after the number of cards in a hand</comment>
        <translation>
            <numerusform>Karte</numerusform>
            <numerusform>Karten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+184"/>
        <source>D</source>
        <comment>the dealer button on the table</comment>
        <translation>G</translation>
    </message>
</context>
<context>
    <name>ratscrew::TableWidget</name>
    <message>
        <location filename="../app/table/TableWidget.cpp" line="+23"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location line="+180"/>
        <location line="+76"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>No game.</source>
        <translation>Kein Spiel.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 collects the pile.</source>
        <translation>Der Stapel wird eingesammelt: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Pile: %1, %n card(s).</source>
        <translation>
            <numerusform>Stapel: %1, %n Karte.</numerusform>
            <numerusform>Stapel: %1, %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Split pile: %1, %n card(s).</source>
        <translation>
            <numerusform>Splitstapel: %1, %n Karte.</numerusform>
            <numerusform>Splitstapel: %1, %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenge is on the split pile.</source>
        <translation>Die Herausforderung läuft auf dem Splitstapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The challenge is on the slap pile.</source>
        <translation>Die Herausforderung läuft auf dem Schlagstapel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next card goes onto the split pile.</source>
        <translation>Die nächste Karte kommt auf den Splitstapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next card goes onto the slap pile.</source>
        <translation>Die nächste Karte kommt auf den Schlagstapel.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n Karte</numerusform>
            <numerusform>%1: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You are locked out for %n more card(s).</source>
        <translation>
            <numerusform>Du bist noch für %n Karte gesperrt.</numerusform>
            <numerusform>Du bist noch für %n Karten gesperrt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 is locked out for %n more card(s).</source>
        <translation>
            <numerusform>%1 ist noch für %n Karte gesperrt.</numerusform>
            <numerusform>%1 ist noch für %n Karten gesperrt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You sit out for %n more card(s).</source>
        <translation>
            <numerusform>Du setzt noch %n Karte aus.</numerusform>
            <numerusform>Du setzt noch %n Karten aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 sits out for %n more card(s).</source>
        <translation>
            <numerusform>%1 setzt noch %n Karte aus.</numerusform>
            <numerusform>%1 setzt noch %n Karten aus.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time left: %1.</source>
        <extracomment>For a screen reader: %1 is the time left, such as &quot;12:34&quot;.</extracomment>
        <translation>Restzeit: %1.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Your turn.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pile is empty.</source>
        <translation>Der Stapel ist leer.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 out</source>
        <translation>%1 ausgeschieden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards: %1.</source>
        <translation>Karten: %1.</translation>
    </message>
</context>
<context>
    <name>ratscrew::WinChanceChart</name>
    <message>
        <location filename="../app/analysis/WinChanceChart.cpp" line="+13"/>
        <source>Chance to win over the game</source>
        <translation>Siegchance im Spielverlauf</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chance to win</source>
        <translation>Siegchance</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance</source>
        <translation>Siegchance</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Working out the chances…</source>
        <translation>Siegchancen werden berechnet …</translation>
    </message>
</context>
<context>
    <name>ratscrew::WinRateChart</name>
    <message>
        <location filename="../app/career/CareerCharts.cpp" line="-242"/>
        <source>Win rate over time</source>
        <translation>Siegquote im Zeitverlauf</translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>%1: %2 of %n game(s) won, %3 of the last ones.</source>
        <translation>
            <numerusform>%1: %2 von %n Spiel gewonnen, %3 der letzten.</numerusform>
            <numerusform>%1: %2 von %n Spielen gewonnen, %3 der letzten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No games finished yet: the win rate starts with your first finished game.</source>
        <translation>Noch keine beendeten Spiele: Die Siegquote beginnt mit deinem ersten beendeten Spiel.</translation>
    </message>
</context>
</TS>
