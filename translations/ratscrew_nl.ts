<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>CallExamples</name>
    <message>
        <location filename="../app/help/CallExamples.cpp" line="+31"/>
        <source>Slap pile</source>
        <translation>Hoofdstapel</translation>
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
        <translation>Plakken</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A player has just played %1 and so challenges the next player. Before that player plays any card in answer, anyone else may slap the %2: a stick. The slapper takes the challenge over as if they had played the %2 themselves, and the player after them answers with %n chance(s). The challenger and the player answering cannot stick, and each card can be stuck once.</source>
        <translation>
            <numerusform>Een speler heeft net %1 gespeeld en daagt zo de volgende speler uit. Voordat die speler ook maar één kaart als antwoord speelt, mag ieder ander op de %2 slaan om hem te plakken. Wie slaat, neemt de uitdaging over alsof hij de %2 zelf had gespeeld, en de speler na hem antwoordt met %n kans. De uitdager en de speler die antwoordt kunnen niet plakken, en elke kaart kan maar één keer geplakt worden.</numerusform>
            <numerusform>Een speler heeft net %1 gespeeld en daagt zo de volgende speler uit. Voordat die speler ook maar één kaart als antwoord speelt, mag ieder ander op de %2 slaan om hem te plakken. Wie slaat, neemt de uitdaging over alsof hij de %2 zelf had gespeeld, en de speler na hem antwoordt met %n kansen. De uitdager en de speler die antwoordt kunnen niet plakken, en elke kaart kan maar één keer geplakt worden.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sticky here: %1.</source>
        <extracomment>%1 is a list of letter ranks such as &quot;J, K&quot;.</extracomment>
        <translation>Plakkende uitdaagkaarten hier: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A %1 on top is never stuck: it is the forbidden rank.</source>
        <translation>Een %1 bovenop wordt nooit geplakt: dat is de verboden waarde.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Split</source>
        <translation>Splitsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While no challenge is going on, an 8 on top of the pile may be slapped: a split. The slapper&apos;s top card starts a split pile beside the slap pile (the 8 stays where it is). Until one of the two piles is won, every turn plays two cards: one onto the slap pile, then one onto the split pile. A letter card starts a challenge on its own pile while the other pile waits, and a slap looks at each pile on its own: it takes the slap pile when that shows a pattern, else the split pile. There is no second split while a split pile is on the table.</source>
        <translation>Zolang er geen uitdaging loopt, mag er op een 8 bovenop de stapel worden geslagen om te splitsen. De bovenste kaart van het pakje van wie slaat begint een splitstapel naast de hoofdstapel (de 8 blijft waar hij ligt). Tot een van de twee stapels gewonnen is, worden er elke beurt twee kaarten gespeeld: een op de hoofdstapel, daarna een op de splitstapel. Een uitdaagkaart start een uitdaging op de stapel waarop hij ligt, terwijl de andere stapel wacht, en een klap bekijkt elke stapel apart: hij neemt de hoofdstapel als die een patroon toont, anders de splitstapel. Zolang er een splitstapel op tafel ligt, kan er niet opnieuw gesplitst worden.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Here the 8 is the forbidden rank, so no split can happen.</source>
        <translation>Hier is de 8 de verboden waarde, dus splitsen kan niet.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>One of two piles is won</source>
        <translation>Een van de twee stapels is gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here the Q on the slap pile was not answered, so its challenger wins the slap pile. The other pile stays on the table: the split pile moves over, cards in order, and is the slap pile now. Play goes on from the winner as after any won pile (unless a challenge on the pile that stays is still being answered, or a pile waits to be collected there). When the split pile is won instead, the slap pile simply stays. An 8 on top can then be split again.</source>
        <translation>Hier werd de Q op de hoofdstapel niet beantwoord, dus de uitdager wint de hoofdstapel. De andere stapel blijft op tafel: de splitstapel schuift op, met de kaarten in volgorde, en is nu de hoofdstapel. Het spel gaat verder vanaf de winnaar zoals na elke gewonnen stapel (tenzij op de stapel die blijft nog een uitdaging wordt beantwoord, of daar een stapel wacht om binnengehaald te worden). Wordt in plaats daarvan de splitstapel gewonnen, dan blijft de hoofdstapel gewoon liggen. Een 8 bovenop kan daarna weer gesplitst worden.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A ten stops a challenge</source>
        <translation>Een tien stopt een uitdaging</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The K challenged the next player, who answered with a 4 and then a 10. The 10 stops the challenge: nobody wins the pile, and the next player plays on as after any number card. A 10 does this on any chance, even the last; outside a challenge it is just a 10.</source>
        <translation>De K daagde de volgende speler uit, die antwoordde met een 4 en daarna een tien. De tien stopt de uitdaging: niemand wint de stapel, en de volgende speler speelt verder zoals na elke getalkaart. Een tien doet dat bij elke kans, ook de laatste; buiten een uitdaging is het gewoon een tien.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The K challenged the next player, who answered with a 4 and then a 10. The 10 stops the challenge, so the challenger does not win the pile; but the pile now shows %1, and the first good slap takes it. Until then the next player plays on as after any number card. A 10 does this on any chance, even the last; outside a challenge it is just a 10.</source>
        <translation>De K daagde de volgende speler uit, die antwoordde met een 4 en daarna een tien. De tien stopt de uitdaging, dus de uitdager wint de stapel niet; maar de stapel toont nu ‘%1’, en de eerste goede klap pakt hem. Tot dan speelt de volgende speler verder zoals na elke getalkaart. Een tien doet dat bij elke kans, ook de laatste; buiten een uitdaging is het gewoon een tien.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Locked out</source>
        <translation>Geblokkeerd</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card(s) have been played, onto either pile.</source>
        <translation>
            <numerusform>Een klap op %1 is een misklap: het kost geen kaarten, maar wie sloeg is geblokkeerd tot er nog %n kaart is gespeeld, op een van beide stapels.</numerusform>
            <numerusform>Een klap op %1 is een misklap: het kost geen kaarten, maar wie sloeg is geblokkeerd tot er nog %n kaarten zijn gespeeld, op een van beide stapels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card(s) have been played.</source>
        <extracomment>%1 is two cards, such as &quot;9♦ 4♣&quot;.</extracomment>
        <translation>
            <numerusform>Een klap op %1 is een misklap: het kost geen kaarten, maar wie sloeg is geblokkeerd tot er nog %n kaart is gespeeld.</numerusform>
            <numerusform>Een klap op %1 is een misklap: het kost geen kaarten, maar wie sloeg is geblokkeerd tot er nog %n kaarten zijn gespeeld.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Even when a pattern shows meanwhile (here: %1), it is not theirs to slap; their slaps are simply refused.</source>
        <extracomment>%1 is the name of a slap pattern, such as &quot;Double&quot;.</extracomment>
        <translation>Zelfs als er intussen een patroon ligt (hier: ‘%1’), mag die speler er niet op slaan; zijn klappen worden gewoon geweigerd.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Theirs to slap: %1</source>
        <extracomment>Under a pile the misslapper may slap: %1 is the name of its slap pattern, such as &quot;Double&quot;.</extracomment>
        <translation>Die speler mag slaan: ‘%1’</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>No slap while locked out</source>
        <translation>Niet slaan tijdens de blokkade</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No penalty</source>
        <translation>Geen straf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A slap on %1 is a misslap, but it costs nothing: no cards are burned, the pile stays where it is, and the slapper may slap the very next card.</source>
        <extracomment>%1 is two cards, such as &quot;9♦ 4♣&quot;.</extracomment>
        <translation>Een klap op %1 is een misklap, maar kost niets: er worden geen kaarten verbrand, de stapel blijft waar hij is, en wie sloeg mag meteen de volgende kaart slaan.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It still counts toward the misslap limit.</source>
        <translation>Hij telt wel mee voor de misklaplimiet.</translation>
    </message>
</context>
<context>
    <name>PatternExamples</name>
    <message>
        <location filename="../app/text/GameText.cpp" line="+252"/>
        <source>Two jokers count as the same rank.</source>
        <translation>Twee jokers tellen als dezelfde waarde.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A joker has no suit, so it never counts for this.</source>
        <translation>Een joker heeft geen kleur en telt hier dus nooit mee.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The top two cards have the same rank (but not two %1s).</source>
        <translation>De bovenste twee kaarten hebben dezelfde waarde (maar niet twee keer een %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top two cards have the same rank.</source>
        <translation>De bovenste twee kaarten hebben dezelfde waarde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top three cards are all %1s: the only way to slap that rank.</source>
        <translation>De bovenste drie kaarten zijn alle drie een %1: alleen zo mag je op die waarde slaan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card and the third card have the same rank, whatever lies between (but not two %1s).</source>
        <translation>De bovenste kaart en de derde kaart hebben dezelfde waarde, wat er ook tussen ligt (maar niet twee keer een %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card and the third card have the same rank, whatever lies between.</source>
        <translation>De bovenste kaart en de derde kaart hebben dezelfde waarde, wat er ook tussen ligt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card has the same rank as the first card played onto this pile (but not two %1s).</source>
        <translation>De bovenste kaart heeft dezelfde waarde als de eerste kaart die op deze stapel is gespeeld (maar niet twee keer een %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card has the same rank as the first card played onto this pile.</source>
        <translation>De bovenste kaart heeft dezelfde waarde als de eerste kaart die op deze stapel is gespeeld.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top two cards are number cards adding up to 10 (ace = 1), or the top and third card do with a J, Q, K or A between them.</source>
        <translation>De bovenste twee kaarten zijn getalkaarten die samen 10 zijn (aas = 1), of de bovenste en de derde kaart zijn dat met een J, Q, K of A ertussen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top two cards are number cards adding up to 10 (ace = 1).</source>
        <translation>De bovenste twee kaarten zijn getalkaarten die samen 10 zijn (aas = 1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card is a 10.</source>
        <translation>De bovenste kaart is een 10.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top card and the third card are number cards adding up to 10, whatever lies between.</source>
        <translation>De bovenste kaart en de derde kaart zijn getalkaarten die samen 10 zijn, wat er ook tussen ligt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top three cards are all number cards and add up to 10 (ace = 1).</source>
        <translation>De bovenste drie kaarten zijn allemaal getalkaarten en zijn samen 10 (aas = 1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ace only counts above the king.</source>
        <translation>De bovenste vier kaarten gaan telkens één waarde omhoog of omlaag, zoals 5 6 7 8; de aas telt alleen boven de koning.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ace counts above the king or below the 2.</source>
        <translation>De bovenste vier kaarten gaan telkens één waarde omhoog of omlaag, zoals 5 6 7 8; de aas telt boven de koning of onder de 2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ranks go round, so K A 2 3 counts too.</source>
        <translation>De bovenste vier kaarten gaan telkens één waarde omhoog of omlaag, zoals 5 6 7 8; de waarden lopen door, dus K A 2 3 telt ook.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The top three cards step up or down by the same amount, each a multiple of the step (2 4 6, 4 8 Q; A = 1, J = 11, Q = 12, K = 13).</source>
        <translation>De bovenste drie kaarten stijgen of dalen met dezelfde stap, elk een veelvoud van die stap (2 4 6, 4 8 Q; A = 1, J = 11, Q = 12, K = 13).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top two cards are a queen and a king, in either order.</source>
        <translation>De bovenste twee kaarten zijn een vrouw en een koning, in willekeurige volgorde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card is a joker (none in this deck unless you add the jokers).</source>
        <translation>De bovenste kaart is een joker (niet in dit kaartspel, tenzij je de jokers toevoegt).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card is a joker.</source>
        <translation>De bovenste kaart is een joker.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top three cards all have the same suit.</source>
        <translation>De bovenste drie kaarten hebben allemaal dezelfde kleur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top four cards all have the same suit.</source>
        <translation>De bovenste vier kaarten hebben allemaal dezelfde kleur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top card and the third card are a queen and a king, in either order, whatever lies between.</source>
        <translation>De bovenste kaart en de derde kaart zijn een vrouw en een koning, in willekeurige volgorde, wat er ook tussen ligt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card and the fourth card have the same rank, whatever two cards lie between (but not two %1s).</source>
        <translation>De bovenste kaart en de vierde kaart hebben dezelfde waarde, welke twee kaarten er ook tussen liggen (maar niet twee keer een %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card and the fourth card have the same rank, whatever two cards lie between.</source>
        <translation>De bovenste kaart en de vierde kaart hebben dezelfde waarde, welke twee kaarten er ook tussen liggen.</translation>
    </message>
</context>
<context>
    <name>QKeySequenceEdit</name>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="+17"/>
        <source>Press shortcut</source>
        <translation>Druk op een toets</translation>
    </message>
</context>
<context>
    <name>ratscrew::ActionText</name>
    <message>
        <location filename="../app/story/ActionText.cpp" line="+12"/>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n chance(s)</source>
        <translation>
            <numerusform>%n kans</numerusform>
            <numerusform>%n kansen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on the split pile</source>
        <translation>%1 op de splitstapel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 onto the split pile</source>
        <translation>%1 op de splitstapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 onto the slap pile</source>
        <translation>%1 op de hoofdstapel</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>You missed a slap-in and sit out %n card(s).</source>
        <translation>
            <numerusform>Je wilde terugkomen, maar maakte een misklap: je moet %n kaart uitzitten.</numerusform>
            <numerusform>Je wilde terugkomen, maar maakte een misklap: je moet %n kaarten uitzitten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 missed a slap-in and sits out %n card(s).</source>
        <translation>
            <numerusform>%1 wilde terugkomen, maar maakte een misklap en moet %n kaart uitzitten.</numerusform>
            <numerusform>%1 wilde terugkomen, maar maakte een misklap en moet %n kaarten uitzitten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You were a moment late — no penalty.</source>
        <translation>Je was net te laat — geen straf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was a moment late — no penalty.</source>
        <translation>%1 was net te laat — geen straf.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You sit out after a missed slap-in: you cannot slap yet.</source>
        <translation>Je zit even uit na een misklap bij het terugkomen: je kunt nog niet slaan.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You slapped on nothing and are locked out for %1.</source>
        <translation>Je maakte een misklap en bent geblokkeerd voor %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing and is locked out for %2.</source>
        <translation>%1 maakte een misklap en is geblokkeerd voor %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are locked out after a misslap: you cannot slap yet.</source>
        <translation>Je bent geblokkeerd na een misklap: je kunt nog niet slaan.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You slapped on nothing (no penalty).</source>
        <translation>Je maakte een misklap (geen straf).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing (no penalty).</source>
        <translation>%1 maakte een misklap (geen straf).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>you won the pile first</source>
        <translation>jij had de stapel al gewonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 won the pile first</source>
        <translation>%1 had de stapel al gewonnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is your turn now</source>
        <translation>nu ben jij aan zet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>it is %1&apos;s turn now</source>
        <translation>nu is %1 aan zet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you slapped instead</source>
        <translation>je sloeg in plaats daarvan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a slap instead of a play</source>
        <translation>een klap in plaats van een zet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>time is up</source>
        <translation>de tijd is om</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the game is over</source>
        <translation>het spel is voorbij</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your card went back: %1.</source>
        <translation>Je kaart ging terug naar je pakje: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s card went back: %2.</source>
        <translation>De kaart van %1 ging terug naar het pakje: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your ten stops the challenge.</source>
        <translation>Jouw tien stopt de uitdaging.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s ten stops the challenge.</source>
        <translation>De tien van %1 stopt de uitdaging.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You are out.</source>
        <translation>Je bent uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is out.</source>
        <translation>%1 is uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You play next.</source>
        <translation>Jij speelt hierna.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays next.</source>
        <translation>%1 speelt hierna.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You collect %1.</source>
        <translation>Je haalt %1 binnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 collects %2.</source>
        <translation>%1 haalt %2 binnen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody has cards left: you take the pile (%1).</source>
        <translation>Niemand heeft nog kaarten: jij neemt de stapel (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has cards left: %1 takes the pile (%2).</source>
        <translation>Niemand heeft nog kaarten: %1 neemt de stapel (%2).</translation>
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
        <translation>Begin van het spel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 slapped %2 %3 ms before you</source>
        <translation>%1 sloeg %3 ms eerder dan jij op %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 slapped %2</source>
        <translation>%1 sloeg op %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 misslapped on an empty pile</source>
        <translation>%1 maakte een misklap op een lege stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 misslapped on %2</source>
        <translation>%1 maakte een misklap op %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped too late</source>
        <translation>%1 sloeg te laat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played</source>
        <translation>%1 speelde een kaart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2</source>
        <translation>%1 speelde %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody slapped %1, and %2 played %3</source>
        <translation>Niemand sloeg op %1, en %2 speelde %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, and %2 took the pile</source>
        <comment>a card played, then who took the pile</comment>
        <translation>%1, waarna %2 de stapel nam</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 collected the pile</source>
        <translation>%1 haalde de stapel binnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pile was collected</source>
        <translation>De stapel werd binnengehaald</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time was up</source>
        <translation>De tijd was om</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 — %2: your chances %3 → %4</source>
        <translation>%1 — %2: je winkans %3 → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2: %3&apos;s chances %4 → %5</source>
        <comment>a swing of another player&apos;s chances</comment>
        <translation>%1 — %2: winkans van %3 %4 → %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Luck: %1 · Speed: %2 (each ±%3)</source>
        <translation>Geluk: %1 · Snelheid: %2 (elk ±%3)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Against an average player at this table, the cards brought you %1 and your speed %2 (each ±%3).</source>
        <translation>Vergeleken met een gemiddelde speler aan deze tafel leverden de kaarten je %1 op en je snelheid %2 (elk ±%3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against an average player at this table, the cards brought %1 %2 and their speed %3 (each ±%4).</source>
        <translation>Vergeleken met een gemiddelde speler aan deze tafel leverden de kaarten %1 %2 op en de eigen snelheid %3 (elk ±%4).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game&apos;s chances cannot be worked out: it was recorded before the fourth edition&apos;s clock, or it is too long.</source>
        <translation>De winkansen van dit spel kunnen niet worden berekend: het is opgenomen vóór de klok van de vierde editie, of het is te lang.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+12"/>
        <source>Working out the chances…</source>
        <translation>Winkansen worden berekend…</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Working out the chances… %1</source>
        <translation>Winkansen worden berekend… %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chances to win within ±%1; working out luck and speed… %2</source>
        <translation>Winkansen tot op ±%1 nauwkeurig; geluk en snelheid worden berekend… %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chances to win within ±%1 at every moment</source>
        <translation>Winkansen op elk moment tot op ±%1 nauwkeurig</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 from %2 at the deal to %3 at the end</source>
        <translation>%1 van %2 aan het begin van het spel naar %3 aan het eind</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chance to win: %1.</source>
        <translation>Winkans: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest swing: %1.</source>
        <translation>Grootste omslag: %1.</translation>
    </message>
</context>
<context>
    <name>ratscrew::AppInstance</name>
    <message>
        <location filename="../app/AppStartup.cpp" line="+160"/>
        <source>Reading the game you left…</source>
        <translation>Het spel dat je verliet wordt geladen…</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Play on with the game you left? %Ln card(s) were played in it.</source>
        <translation>
            <numerusform>Verder met het spel dat je verliet? Er is %Ln kaart in gespeeld.</numerusform>
            <numerusform>Verder met het spel dat je verliet? Er zijn %Ln kaarten in gespeeld.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Resume</source>
        <translation>Hervatten</translation>
    </message>
</context>
<context>
    <name>ratscrew::AppearancePage</name>
    <message>
        <location filename="../app/settings/AppearancePage.cpp" line="+160"/>
        <source>Cards and table</source>
        <translation>Kaarten en tafel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card Back Colour</source>
        <translation>Kleur van de achterkant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Achterkant:</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+99"/>
        <source>Built-in</source>
        <translation>Ingebouwd</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The colour of the lattice on the backs of the built-in deck.</source>
        <translation>De kleur van het raster op de achterkant van het ingebouwde kaartspel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table Colour</source>
        <translation>Tafelkleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Tafel:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The colour of the felt.</source>
        <translation>De kleur van het vilt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Card desig&amp;n:</source>
        <translation>&amp;Kaartontwerp:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The built-in cards, or a deck installed for KDE&apos;s card games (on Debian and Ubuntu: the package kdegames-card-data-kf5). A deck that cannot be read shows the built-in cards.</source>
        <translation>De ingebouwde kaarten, of een kaartspel dat voor de kaartspelletjes van KDE is geïnstalleerd (op Debian en Ubuntu: het pakket kdegames-card-data-kf5). Is een kaartspel niet te lezen, dan worden de ingebouwde kaarten getoond.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The built-in cards. This copy of Ratscrew was built without Qt SVG, which draws the decks installed for KDE&apos;s card games.</source>
        <translation>De ingebouwde kaarten. Deze versie van Ratscrew is gebouwd zonder Qt SVG, dat de kaartspellen tekent die voor de kaartspelletjes van KDE zijn geïnstalleerd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierkleurig kaartspel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blue diamonds and green clubs, so that every suit is easy to tell apart. Only the built-in deck has them.</source>
        <translation>Blauwe ruiten en groene klaveren, zodat elke kleur goed te onderscheiden is. Alleen het ingebouwde kaartspel heeft ze.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seeing and moving</source>
        <translation>Zicht en beweging</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;High-contrast table</source>
        <translation>Tafel met &amp;hoog contrast</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A black table and panels with white edges and text, for players who see contrast better than colour. The table colour above is not used.</source>
        <translation>Een zwarte tafel en zwarte panelen met witte randen en tekst, voor wie contrast beter ziet dan kleur. De tafelkleur hierboven wordt niet gebruikt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduce &amp;motion</source>
        <translation>&amp;Minder beweging</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards fade in where they land instead of flying, and nothing shakes or slides. The game keeps its timing: a card can be slapped at the same moment either way.</source>
        <translation>Kaarten verschijnen geleidelijk waar ze neerkomen in plaats van te vliegen, en niets schudt of schuift. De timing van het spel verandert niet: een kaart kan in beide gevallen op hetzelfde moment geslagen worden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Preview of the cards on the table</source>
        <translation>Voorbeeld van de kaarten op tafel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preview</source>
        <translation>Voorbeeld</translation>
    </message>
</context>
<context>
    <name>ratscrew::BotText</name>
    <message>
        <location filename="../app/settings/BotText.cpp" line="+16"/>
        <source>%1: a double in about %2 ms; misses %3 % of chances, slaps a plain pile %4 % of the time.</source>
        <translation>%1: een dubbel in ongeveer %2 ms; mist %3 % van de kansen, slaat in %4 % van de gevallen op een stapel zonder patroon.</translation>
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
            <numerusform>Geleerd van je laatste klap.</numerusform>
            <numerusform>Geleerd van je laatste %n klappen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per pattern: %1.</source>
        <translation>Per patroon: %1.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Too few times of yours yet: it plays as Normal until you have slapped a few times.</source>
        <translation>Nog te weinig reactietijden van jou: tot je een paar keer hebt geslagen, speelt hij als Normaal.</translation>
    </message>
</context>
<context>
    <name>ratscrew::CallText</name>
    <message>
        <location filename="../app/story/CallText.cpp" line="+20"/>
        <source>You split %1 — two cards a turn until one pile is won.</source>
        <translation>Je splitste %1 — twee kaarten per beurt tot een van de stapels gewonnen is.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 split %2 — two cards a turn until one pile is won.</source>
        <translation>%1 splitste %2 — twee kaarten per beurt tot een van de stapels gewonnen is.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stuck %1 — nobody can answer.</source>
        <translation>Je plakte %1 — niemand kan antwoorden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stuck %2 — nobody can answer.</source>
        <translation>%1 plakte %2 — niemand kan antwoorden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stuck %1 — you now challenge; %2 answers within %3.</source>
        <translation>Je plakte %1 — jij bent nu de uitdager; %2 antwoordt binnen %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 stuck %2 — %1 now challenges; you answer within %3.</source>
        <translation>%1 plakte %2 — %1 is nu de uitdager; jij antwoordt binnen %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stuck %2 — %1 now challenges; %3 answers within %4.</source>
        <translation>%1 plakte %2 — %1 is nu de uitdager; %3 antwoordt binnen %4.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is not a sticky face</source>
        <translation>%1 is geen plakkende uitdaagkaart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nobody can stick their own challenge</source>
        <translation>niemand kan zijn eigen uitdaging plakken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answering player cannot stick</source>
        <translation>wie moet antwoorden, kan niet plakken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that letter card was already answered or stuck</source>
        <translation>die uitdaagkaart is al beantwoord of geplakt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is the forbidden rank</source>
        <extracomment>%1 is a rank (&quot;8&quot;, &quot;King&quot;): the rank of forbidden_rank, on which nobody slaps or calls.</extracomment>
        <translation>%1 is de verboden waarde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is already a split pile</source>
        <translation>er is al een splitstapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split during a challenge</source>
        <translation>niet splitsen tijdens een uitdaging</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split while a pile waits to be collected</source>
        <translation>niet splitsen terwijl een stapel wacht om binnengehaald te worden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a split needs a card in hand</source>
        <translation>splitsen kan alleen met een kaart in de hand</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You could have stuck %1.</source>
        <translation>Je had %1 kunnen plakken.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You could have split %1.</source>
        <translation>Je had %1 kunnen splitsen.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The split pile is won: one pile again.</source>
        <translation>De splitstapel is gewonnen: weer één stapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The split pile moves over: one pile again.</source>
        <translation>De splitstapel schuift op: weer één stapel.</translation>
    </message>
</context>
<context>
    <name>ratscrew::CardCountChart</name>
    <message>
        <location filename="../app/summary/CardCountChart.cpp" line="+19"/>
        <source>Cards in hand over the game</source>
        <translation>Kaarten in de hand tijdens het spel</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+20"/>
        <source>No cards played</source>
        <translation>Geen kaarten gespeeld</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 from %2 to %3 (most %4)</source>
        <translation>%1 van %2 naar %3 (maximaal %4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cards in hand over %1: %2.</source>
        <translation>Kaarten in de hand gedurende %1: %2.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Cards in hand</source>
        <translation>Kaarten in de hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
</context>
<context>
    <name>ratscrew::CareerDatabase</name>
    <message>
        <location filename="../app/career/CareerDatabase.cpp" line="+158"/>
        <source>Your statistics file %1 cannot be opened (%2): this game&apos;s statistics are not kept.</source>
        <translation>Je statistiekbestand %1 kan niet worden geopend (%2): de statistieken van dit spel worden niet bewaard.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Your statistics file %1 is damaged and could not be moved aside: this game&apos;s statistics are not kept.</source>
        <translation>Je statistiekbestand %1 is beschadigd en kon niet opzij worden gezet: de statistieken van dit spel worden niet bewaard.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Your statistics file %1 is in use by another program (%2): it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Je statistiekbestand %1 is in gebruik door een ander programma (%2): het blijft onaangeroerd en de statistieken van dit spel worden niet bewaard.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your statistics file %1 cannot be used (%2; it, its folder and its -wal and -shm files must be readable and writable): it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Je statistiekbestand %1 kan niet worden gebruikt (%2; het bestand, de map ervan en de bestanden -wal en -shm moeten leesbaar en schrijfbaar zijn): het blijft onaangeroerd en de statistieken van dit spel worden niet bewaard.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Your statistics file %1 is an SQLite file of another program: it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Je statistiekbestand %1 is een SQLite-bestand van een ander programma: het blijft onaangeroerd en de statistieken van dit spel worden niet bewaard.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Your statistics file %1 is damaged: it was kept as %2 and a new one was started.</source>
        <translation>Je statistiekbestand %1 is beschadigd: het is bewaard als %2 en er is een nieuw bestand begonnen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Statistics are not kept: Qt&apos;s SQLite driver (QSQLITE) is not installed.</source>
        <translation>Er worden geen statistieken bewaard: het SQLite-stuurprogramma van Qt (QSQLITE) is niet geïnstalleerd.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your statistics file %1 is not a regular file: it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Je statistiekbestand %1 is geen gewoon bestand: het blijft onaangeroerd en de statistieken van dit spel worden niet bewaard.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The folder %1 cannot be created: statistics are not kept.</source>
        <translation>De map %1 kan niet worden aangemaakt: er worden geen statistieken bewaard.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your statistics file %1 is from a newer Ratscrew: it is left as it is, and this game&apos;s statistics are not kept.</source>
        <translation>Je statistiekbestand %1 komt van een nieuwere versie van Ratscrew: het blijft zoals het is en de statistieken van dit spel worden niet bewaard.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your statistics file %1 gives its version as %2, which no Ratscrew writes: it is left as it is, and this game&apos;s statistics are not kept.</source>
        <translation>Je statistiekbestand %1 geeft als versie %2 op, die geen enkele versie van Ratscrew schrijft: het blijft zoals het is en de statistieken van dit spel worden niet bewaard.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game&apos;s statistics are not kept.</source>
        <translation>De statistieken van dit spel worden niet bewaard.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Your statistics file %1 cannot be written (%2: %3).</source>
        <translation>Er kan niet naar je statistiekbestand %1 worden geschreven (%2: %3).</translation>
    </message>
</context>
<context>
    <name>ratscrew::Coach</name>
    <message>
        <location filename="../app/coach/Coach.cpp" line="+31"/>
        <source>A split</source>
        <extracomment>&quot;A split&quot; and &quot;A stick&quot; stand where a pattern&apos;s name stands in the coach&apos;s line (&quot;Double — Ann 410 ms&quot;): the name of a call (docs/RULES.md §9).</extracomment>
        <translation>Splitsen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A stick</source>
        <translation>Plakken</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>you %1</source>
        <comment>you and your slap time</comment>
        <translation>jij %1</translation>
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
        <translation>%1 — %2: %3 ms te laat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2; %3 did not slap.</source>
        <translation>%1 — %2; %3 sloeg niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2; you did not slap.</source>
        <translation>%1 — %2; jij sloeg niet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Missed: %1 (%2) — nobody slapped.</source>
        <translation>Gemist: %1 (%2) — niemand sloeg.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 on %2: %3 needs two cards of the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 op %2: voor ‘%3’ zijn twee kaarten van dezelfde waarde nodig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs three cards of the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 op %2: voor ‘%3’ zijn drie kaarten van dezelfde waarde nodig.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on top and %2 two cards down are not the same rank: %3 is two cards of the same rank with one card between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 bovenop en %2 twee kaarten lager hebben niet dezelfde waarde: ‘%3’ is twee kaarten van dezelfde waarde met één kaart ertussen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on top, %2 at the bottom: %3 needs the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 bovenop, %2 onderop: voor ‘%3’ is dezelfde waarde nodig.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 make %3: %4 needs two cards that add up to 10.</source>
        <extracomment>%4 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards, %3 their sum.</extracomment>
        <translation>%1 en %2 maken %3: voor ‘%4’ zijn twee kaarten nodig die samen 10 zijn.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2 make %3: %4 needs them to add up to 10 across a card.</source>
        <extracomment>%4 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards, %3 their sum.</extracomment>
        <translation>%1 en %2 maken %3: voor ‘%4’ moeten ze met een kaart ertussen samen 10 zijn.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on %2: %3 needs three cards in a row.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 op %2: voor ‘%3’ zijn drie kaarten op rij nodig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs four cards in a row.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 op %2: voor ‘%3’ zijn vier kaarten op rij nodig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs a queen and a king.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 op %2: voor ‘%3’ zijn een vrouw en een koning nodig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs three cards of one suit.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 op %2: voor ‘%3’ zijn drie kaarten van één kleur nodig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs four cards of one suit.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 op %2: voor ‘%3’ zijn vier kaarten van één kleur nodig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on top and %2 two cards down: %3 is a queen and a king with one card between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 bovenop en %2 twee kaarten lager: ‘%3’ is een vrouw en een koning met één kaart ertussen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on top and %2 three cards down are not the same rank: %3 is two cards of the same rank with two cards between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 bovenop en %2 drie kaarten lager hebben niet dezelfde waarde: ‘%3’ is twee kaarten van dezelfde waarde met twee kaarten ertussen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 does not match %2.</source>
        <extracomment>%2 is a pattern&apos;s name (GameText::pattern()); %1 the cards on top of the pile.</extracomment>
        <translation>%1 vormt geen ‘%2’.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not a slap: the pile is empty.</source>
        <translation>Geen klap: de stapel is leeg.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not a slap: %1 matches no pattern.</source>
        <translation>Geen klap: %1 vormt geen patroon.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not a slap: %1</source>
        <translation>Geen klap: %1</translation>
    </message>
</context>
<context>
    <name>ratscrew::DemoTable</name>
    <message>
        <location filename="../app/demo/DemoTable.cpp" line="+31"/>
        <source>Demo table: bots playing</source>
        <translation>Demotafel: bots spelen</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Watching bots: %1 rules, deal %2. Press any key or click to play.</source>
        <translation>Je kijkt naar bots: regels ‘%1’, spelnummer %2. Druk op een toets of klik om te spelen.</translation>
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
        <translation>Spellogboek</translation>
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
        <translation>Snelheid</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Bots play:</source>
        <translation>&amp;Bots spelen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How soon the bots play their cards. Their slaps keep the reaction times of their level.</source>
        <translation>Hoe snel de bots hun kaarten spelen. Voor hun klappen blijft de reactietijd van hun niveau gelden.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Slow</source>
        <comment>bots&apos; play speed</comment>
        <translation>Langzaam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed</source>
        <comment>bots&apos; play speed</comment>
        <translation>Rustig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <comment>bots&apos; play speed</comment>
        <translation>Normaal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quick</source>
        <comment>bots&apos; play speed</comment>
        <translation>Vlot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <comment>bots&apos; play speed</comment>
        <translation>Snel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Off</source>
        <comment>animation speed</comment>
        <translation>Uit</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fast</source>
        <comment>animation speed</comment>
        <translation>Snel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Normaal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation>Langzaam</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A&amp;nimations:</source>
        <translation>A&amp;nimaties:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How cards fly and piles slide. Off shows every move at once.</source>
        <translation>Hoe kaarten vliegen en stapels schuiven. Bij Uit verschijnt elke zet meteen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pa&amp;use when the window loses focus</source>
        <translation>Pauzeren als het venster de &amp;focus verliest</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pausing</source>
        <translation>Pauzeren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switching to another window pauses the game, so nobody slaps while you look away.</source>
        <translation>Wisselen naar een ander venster pauzeert het spel, zodat niemand slaat terwijl je wegkijkt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New games &amp;wait until I start them</source>
        <translation>Nieuwe spellen wachten tot i&amp;k ze start</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new game is dealt and waits for your play key or a click, then counts down from 3. Off, the bots start at once.</source>
        <translation>Een nieuw spel wordt gedeeld en wacht op je speeltoets of een klik, en telt dan af vanaf 3. Staat dit uit, dan beginnen de bots meteen.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Automatic: my first %n game(s)</source>
        <translation>
            <numerusform>Automatisch: mijn eerste spel</numerusform>
            <numerusform>Automatisch: mijn eerste %n spellen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On</source>
        <comment>coach</comment>
        <translation>Aan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <comment>coach</comment>
        <translation>Uit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C&amp;oach:</source>
        <translation>&amp;Coach:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each pile you could have slapped, a line says who slapped how fast; the cards of a pattern you missed are shown beside the pile, and a misslap is explained.</source>
        <translation>Na elke stapel waarop je had kunnen slaan, zegt een regel wie hoe snel sloeg; de kaarten van een gemist patroon verschijnen naast de stapel, en een misklap wordt uitgelegd.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Records</source>
        <translation>Opnamen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ga&amp;mes kept as records:</source>
        <translation>Be&amp;waarde spellen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game you play is kept as a record file that can be replayed; the oldest go when there are more.</source>
        <translation>Elk spel wordt bewaard als opname die opnieuw kan worden afgespeeld; zijn het er meer, dan gaan de oudste weg.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default</source>
        <translation>Systeemtaal</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes effect the next time Ratscrew starts.</source>
        <translation>Wordt actief bij de volgende start van Ratscrew.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>Other (×%1)</source>
        <translation>Anders (×%1)</translation>
    </message>
</context>
<context>
    <name>ratscrew::GamePause</name>
    <message>
        <location filename="../app/GamePause.cpp" line="+94"/>
        <source>Not yet: play goes on when the countdown ends.</source>
        <translation>Nog niet: het spel gaat verder als het aftellen voorbij is.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Paused</source>
        <translation>Gepauzeerd</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play on</source>
        <comment>the keys of Pause</comment>
        <translation>%1 om verder te spelen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused. Press %1 to play on.</source>
        <translation>Gepauzeerd. Druk op %1 om verder te spelen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Press %1 to start</source>
        <comment>the play key</comment>
        <translation>Druk op %1 om te beginnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>or click the table</source>
        <translation>of klik op de tafel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards are dealt. Press %1 or click the table to start.</source>
        <translation>De kaarten zijn gedeeld. Druk op %1 of klik op de tafel om te beginnen.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Win all %1 cards, or hold the most when %n minute(s) are up.</source>
        <translation>
            <numerusform>Win alle %1 kaarten, of heb er na %n minuut de meeste.</numerusform>
            <numerusform>Win alle %1 kaarten, of heb er na %n minuten de meeste.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win all %1 cards.</source>
        <translation>Win alle %1 kaarten.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Be the last player with cards, or hold the most when %n minute(s) are up.</source>
        <translation>
            <numerusform>Wees de laatste speler met kaarten, of heb er na %n minuut de meeste.</numerusform>
            <numerusform>Wees de laatste speler met kaarten, of heb er na %n minuten de meeste.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Be the last player with cards.</source>
        <translation>Wees de laatste speler met kaarten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player plays and slaps with the keys shown at their seat.</source>
        <translation>Iedereen speelt en slaat met de toetsen die bij zijn plaats staan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays your card, %2 slaps.</source>
        <translation>%1 speelt je kaart, %2 slaat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap first when the pile shows a pattern; F1 explains them all.</source>
        <translation>Sla als eerste als de stapel een patroon toont; F1 legt ze allemaal uit.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Play on.</source>
        <translation>Speel verder.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Not yet: press %1 to start.</source>
        <translation>Nog niet: druk op %1 om te beginnen.</translation>
    </message>
</context>
<context>
    <name>ratscrew::GameText</name>
    <message>
        <location filename="../app/text/GameText.cpp" line="-184"/>
        <source>Double</source>
        <translation>Dubbel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Triple</source>
        <translation>Drieling</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sandwich</source>
        <translation>Sandwich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top and bottom</source>
        <translation>Boven en onder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tens</source>
        <translation>Samen tien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ten</source>
        <translation>Tien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tens sandwich</source>
        <translation>Tiensandwich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three for ten</source>
        <translation>Drie voor tien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four in a row</source>
        <translation>Vier op rij</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run of three</source>
        <translation>Reeks van drie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marriage</source>
        <translation>Huwelijk</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>Match my speed</source>
        <translation>Mijn tempo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Person</source>
        <comment>a seat played by someone at the keyboard</comment>
        <translation>Persoon</translation>
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
        <translation>een dubbel %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a triple %1</source>
        <translation>een drieling %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a sandwich %1</source>
        <translation>een sandwich %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top and bottom %1…%2</source>
        <translation>boven en onder %1…%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tens %1</source>
        <translation>samen tien %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a ten</source>
        <translation>een tien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tens sandwich %1</source>
        <translation>een tiensandwich %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three for ten %1</source>
        <translation>drie voor tien %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four in a row %1</source>
        <translation>vier op rij %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a run of three %1</source>
        <translation>een reeks van drie %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a marriage %1</source>
        <translation>een huwelijk %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a joker</source>
        <translation>een joker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three of a suit %1</source>
        <translation>drie van een kleur %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four of a suit %1</source>
        <translation>vier van een kleur %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a divorce %1</source>
        <translation>een scheiding %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a big mac %1</source>
        <translation>een Big Mac %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Acorns</source>
        <comment>German suits: the suit in the place of clubs</comment>
        <translation>Eikels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bells</source>
        <comment>German suits: the suit in the place of diamonds</comment>
        <translation>Bellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts</source>
        <comment>German suits: the suit in the place of hearts</comment>
        <translation>Harten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves</source>
        <comment>German suits: the suit in the place of spades</comment>
        <translation>Bladeren</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 of Acorns</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Acorns&quot;.</extracomment>
        <translation>Eikels %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Bells</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Bells&quot;.</extracomment>
        <translation>Bellen %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Hearts</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Hearts&quot;.</extracomment>
        <translation>Harten %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Leaves</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Leaves&quot;.</extracomment>
        <translation>Bladeren %1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Three of a suit</source>
        <translation>Drie van een kleur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four of a suit</source>
        <translation>Vier van een kleur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Divorce</source>
        <translation>Scheiding</translation>
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
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>House</source>
        <translation>Huisregels</translation>
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
        <translation>Slaps (gevorderd)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps (every advanced rule)</source>
        <translation>Slaps (alle gevorderde regels)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <comment>a rule set changed from its preset</comment>
        <translation>Aangepast</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Custom</source>
        <translation>Aangepast</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ghost</source>
        <comment>a bot that slaps at the speed of a shared run&apos;s person (docs/RUNS.md)</comment>
        <translation>Ghost</translation>
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
        <translation>%1 ms voordat de kaart te zien was</translation>
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
        <translation>Ratscrew-regels</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Rules of %1</source>
        <extracomment>For a screen reader: %1 is the title of the rules&apos; preset, e.g. &quot;House rules&quot;.</extracomment>
        <translation>Regels: %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>House rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bicycle rules</source>
        <translation>Bicycle-regels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps</source>
        <translation>Slaps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps, advanced</source>
        <translation>Slaps, gevorderd</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic rules</source>
        <translation>Klassieke regels</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps, every advanced rule</source>
        <translation>Slaps, alle gevorderde regels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>Aangepaste regels</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preset “house”: a house version of the Bicycle rules.</source>
        <translation>Voorinstelling ‘house’: een huisversie van de Bicycle-regels.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “bicycle”: the Bicycle-style rule texts as printed.</source>
        <translation>Voorinstelling ‘bicycle’: de regelteksten in Bicycle-stijl, zoals ze gedrukt zijn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps”: a player&apos;s page about “Slaps”, with its basic rules.</source>
        <translation>Voorinstelling ‘slaps’: de pagina van een speler over ‘Slaps’, met de basisregels.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps_advanced”: a player&apos;s page about “Slaps”, with its advanced rules.</source>
        <translation>Voorinstelling ‘slaps_advanced’: de pagina van een speler over ‘Slaps’, met de gevorderde regels.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “classic”: a classic rule text.</source>
        <translation>Voorinstelling ‘classic’: een klassieke regeltekst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps_full”: a player&apos;s page about “Slaps”, with its advanced rules and both of its calls, sticky kings and split eights.</source>
        <translation>Voorinstelling ‘slaps_full’: de pagina van een speler over ‘Slaps’, met de gevorderde regels en allebei de meldingen: plakkende koningen en gesplitste achten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of options.</source>
        <translation>Je eigen combinatie van opties.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How to play: %1</source>
        <translation>Zo speel je: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Origin of the rules</source>
        <translation>Herkomst van de regels</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Slap when…</source>
        <translation>Slaan als…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No slap pattern is switched on: every slap is a misslap.</source>
        <translation>Er is geen patroon ingeschakeld: elke klap is een misklap.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards are shown in the order played, the top of the pile on the right; faded cards could be anything. Only played cards count, never burned ones.</source>
        <translation>Kaarten staan in de volgorde waarin ze zijn gespeeld, met de bovenste kaart van de stapel rechts; vervaagde kaarten kunnen van alles zijn. Alleen gespeelde kaarten tellen, nooit verbrande.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slap patterns</source>
        <translation>Patronen om op te slaan</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+84"/>
        <source>Example: %1</source>
        <translation>Voorbeeld: %1</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Calls: sticky faces</source>
        <translation>Meldingen: plakkende uitdaagkaarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls: sticky faces and split eights</source>
        <translation>Meldingen: plakkende uitdaagkaarten en gesplitste achten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls: split eights</source>
        <translation>Meldingen: gesplitste achten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A call is a slap on a card that makes no pattern but is still right. It wins no cards, but it changes the play, and like any good slap it ends a run of misslaps. Slap as usual; the table shows which call it was. A slap is judged in this order: a pattern on the slap pile, a pattern on the split pile, a stick, a split; only then is it a misslap.</source>
        <translation>Een melding is een klap op een kaart die geen patroon vormt maar toch goed is. Ze wint geen kaarten, maar verandert het spelverloop, en zoals elke goede klap beëindigt ze een reeks misklappen. Sla zoals gewoonlijk; de tafel laat zien welke melding het was. Een klap wordt in deze volgorde beoordeeld: een patroon op de hoofdstapel, een patroon op de splitstapel, plakken, splitsen; pas daarna is het een misklap.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Example: %1; then %2</source>
        <extracomment>%1 is how the piles lie before, %2 after (both &quot;Slap pile: 3♠; Split pile: …&quot;).</extracomment>
        <translation>Voorbeeld: %1; daarna %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Challenges and misslaps</source>
        <translation>Uitdagingen en misklappen</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+3"/>
        <source>The other rules</source>
        <translation>De overige regels</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Challenges</source>
        <translation>Uitdagingen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A 10 played in answer stops the challenge: the challenger does not win the pile, and the next player plays on. But a 10 on top shows %1, so the first good slap takes the pile.</source>
        <translation>Een tien als antwoord stopt de uitdaging: de uitdager wint de stapel niet, en de volgende speler speelt verder. Maar een tien bovenop toont ‘%1’, dus de eerste goede klap pakt de stapel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A 10 played in answer stops the challenge: nobody wins the pile, and the next player plays on.</source>
        <translation>Een tien die als antwoord wordt gespeeld, stopt de uitdaging: niemand wint de stapel en de volgende speler speelt verder.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>German suits</source>
        <translation>Duitse kleuren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card deck has German suits. Its Unter (U), Ober (O), König (K) and Daus (D) are the J, Q, K and A of these rules, and its acorns, bells, hearts and leaves take the places of clubs, diamonds, hearts and spades. The game names the cards as your deck prints them: %1.</source>
        <translation>Je kaartspel heeft Duitse kleuren. De Unter (U), Ober (O), König (K) en Daus (D) zijn de J, Q, K en A van deze regels, en eikels, bellen, harten en bladeren nemen de plaats in van klaveren, ruiten, harten en schoppen. Het spel noemt de kaarten zoals ze op je kaartspel staan: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Collecting</source>
        <translation>Binnenhalen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The challenger takes the pile at once; the card that ended the challenge cannot be slapped.</source>
        <translation>De uitdager neemt de stapel meteen; op de kaart die de uitdaging beëindigde, mag niet worden geslagen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenger picks the pile up after about a second. Until then anyone may still slap it: a good slap steals it, and a misslap hands it to the player who played its top card.</source>
        <translation>De uitdager haalt de stapel na ongeveer een seconde binnen. Tot dan mag iedereen er nog op slaan: een goede klap steelt hem, een misklap geeft hem aan wie de bovenste kaart speelde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenger picks the pile up after about a second. Until then anyone may still slap it, and a good slap steals it.</source>
        <translation>De uitdager haalt de stapel na ongeveer een seconde binnen. Tot dan mag iedereen er nog op slaan, en een goede klap steelt hem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslaps</source>
        <translation>Misklappen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs you the top card of your stack, slid face down under the pile.</source>
        <translation>Slaan terwijl er geen patroon ligt, kost je de bovenste kaart van je pakje; die schuift gesloten onder de stapel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs you the top %1 cards of your stack, slid face down under the pile.</source>
        <translation>Slaan terwijl er geen patroon ligt, kost je de bovenste %1 kaarten van je pakje; die schuiven gesloten onder de stapel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then you play the next card, unless a challenge is being answered or a pile waits to be collected.</source>
        <translation>Daarna speel jij de volgende kaart, tenzij er een uitdaging wordt beantwoord of een stapel wacht om binnengehaald te worden.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slapping when no pattern shows costs nothing (no penalty), but it still counts toward the misslap limit.</source>
        <translation>Slaan terwijl er geen patroon ligt, kost niets (geen straf), maar telt wel mee voor de misklaplimiet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs nothing: there is no penalty.</source>
        <translation>Slaan terwijl er geen patroon ligt, kost niets: er is geen straf.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Slapping when no pattern shows locks you out: you keep your cards, but you cannot slap until %n more card(s) have been played.</source>
        <translation>
            <numerusform>Slaan terwijl er geen patroon ligt, blokkeert je: je houdt je kaarten, maar je kunt niet slaan tot er nog %n kaart is gespeeld.</numerusform>
            <numerusform>Slaan terwijl er geen patroon ligt, blokkeert je: je houdt je kaarten, maar je kunt niet slaan tot er nog %n kaarten zijn gespeeld.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slapping when no pattern shows gives the pile to the player who played its top card (if that is you, to the nearest player on your right).</source>
        <translation>Slaan terwijl er geen patroon ligt, geeft de stapel aan de speler die de bovenste kaart speelde (als jij dat bent, aan de dichtstbijzijnde speler rechts van je).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slapped on nothing</source>
        <translation>Op niets geslagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the game log and the status line say of a misslap: a slap while the pile shows no pattern. “Slapped on an empty pile” is a misslap too, on a pile with no cards at all (just after one was won).</source>
        <translation>Zo noemen het spellogboek en de statusregel een misklap: een klap terwijl de stapel geen patroon toont. Een klap op een stapel zonder enige kaart (net nadat er een gewonnen is) is ook een misklap: ‘misklap op een lege stapel’.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too late</source>
        <translation>Te laat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A slap that comes just after someone else&apos;s good slap, before the next card, lost the race: it costs nothing.</source>
        <translation>Een klap die net na de goede klap van een ander komt, vóór de volgende kaart, verloor de race: hij kost niets.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslap limit</source>
        <translation>Misklaplimiet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Misslapping on two cards in a row puts you out of the game (two misslaps on one card count once).</source>
        <translation>Een misklap op twee kaarten achter elkaar schakelt je uit (twee misklappen op één kaart tellen als één).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslapping on more than %1 cards in a row puts you out of the game (two misslaps on one card count once).</source>
        <translation>Een misklap op meer dan %1 kaarten achter elkaar schakelt je uit (twee misklappen op één kaart tellen als één).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are skipped, but you may still slap a good pile to get back into the game. A misslap with no cards makes you sit out: you cannot slap until one card has been played for each other player who still holds cards.</source>
        <translation>Je wordt overgeslagen, maar je mag nog op een goede stapel slaan om terug in het spel te komen. Een misklap zonder kaarten laat je uitzitten: je mag pas weer slaan als er voor elke andere speler die nog kaarten heeft één kaart gespeeld is.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game length</source>
        <translation>Tijdslimiet</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The game ends after %n minutes of play; paused time does not count, and the table shows the time left. Then the player with the most cards in hand wins (a pile waiting to be collected is collected first); if two or more hold the most, the game is a draw.</source>
        <translation>
            <numerusform>Het spel eindigt na %n minuut speeltijd; pauzetijd telt niet en de tafel toont de resterende tijd. Dan wint de speler met de meeste kaarten in de hand (een stapel die wacht om binnengehaald te worden, wordt eerst binnengehaald); delen twee of meer spelers de eerste plaats, dan is het gelijkspel.</numerusform>
            <numerusform>Het spel eindigt na %n minuten speeltijd; pauzetijd telt niet en de tafel toont de resterende tijd. Dan wint de speler met de meeste kaarten in de hand (een stapel die wacht om binnengehaald te worden, wordt eerst binnengehaald); delen twee of meer spelers de eerste plaats, dan is het gelijkspel.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No limit: the game goes on until one player has every card, which may take hours. Settings ▸ Rules can end it after 10 to 60 minutes instead.</source>
        <translation>Geen limiet: het spel gaat door tot één speler alle kaarten heeft, wat uren kan duren. Via Instellingen ▸ Regels kan het in plaats daarvan na 10 tot 60 minuten eindigen.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The deck has %n cards with two jokers. A joker is not a letter card: it never starts a challenge, and as an answer it uses up a chance like a number card.</source>
        <translation>
            <numerusform>Het kaartspel heeft %n kaart, met twee jokers. Een joker is geen uitdaagkaart: hij begint nooit een uitdaging en kost als antwoord één kans, zoals een getalkaart.</numerusform>
            <numerusform>Het kaartspel heeft %n kaarten, met twee jokers. Een joker is geen uitdaagkaart: hij begint nooit een uitdaging en kost als antwoord één kans, zoals een getalkaart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>None: the deck has %n cards.</source>
        <translation>
            <numerusform>Geen: het kaartspel heeft %n kaart.</numerusform>
            <numerusform>Geen: het kaartspel heeft %n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two %1s do not count as a double, a sandwich, a top and bottom or a big mac: three %1s in a row can be slapped (unless the pile matches another pattern too).</source>
        <translation>Twee keer een %1 telt niet als dubbel, sandwich, boven en onder of Big Mac: op drie keer een %1 achter elkaar mag je wel slaan (tenzij de stapel ook een ander patroon vormt).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two %1s do not count as a double, a sandwich or a top and bottom: three %1s in a row can be slapped (unless the pile matches another pattern too).</source>
        <translation>Twee keer een %1 telt niet als dubbel, sandwich of boven en onder: op drie keer een %1 achter elkaar mag je wel slaan (tenzij de stapel ook een ander patroon vormt).</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>A new game is dealt and waits until you press %1 or click the table, then counts down 3-2-1. Settings ▸ Game can start games at once instead.</source>
        <translation>Een nieuw spel wordt gedeeld en wacht tot je op %1 drukt of op de tafel klikt, en telt dan af: 3-2-1. Via Instellingen ▸ Spel kun je spellen in plaats daarvan meteen laten beginnen.</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>None: misslaps never put you out as long as you have cards.</source>
        <translation>Geen: misklappen schakelen je nooit uit zolang je kaarten hebt.</translation>
    </message>
    <message>
        <location line="-285"/>
        <source>Take turns playing the top card of your face-down stack face up onto the pile. You win cards by winning challenges and by being the first to slap the pile when one of the patterns below shows.</source>
        <translation>Om de beurt speel je de bovenste kaart van je gesloten pakje open op de stapel in het midden. Je wint kaarten door uitdagingen te winnen en door als eerste op de stapel te slaan als een van de patronen hieronder verschijnt.</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>Playing a J, Q, K or A starts a challenge: the next player with cards gets 1 (J), 2 (Q), 3 (K) or 4 (A) chances to turn up a J, Q, K or A of their own, which starts a new challenge. If all the chances are used up without one, the challenger wins the pile.</source>
        <translation>Wie een J, Q, K of A speelt, start een uitdaging: de volgende speler met kaarten krijgt 1 (J), 2 (Q), 3 (K) of 4 (A) kansen om zelf een J, Q, K of A om te draaien, die dan een nieuwe uitdaging start. Zijn alle kansen op zonder dat dat lukt, dan wint de uitdager de stapel.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Next to play</source>
        <translation>Volgende aan zet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever wins a pile starts the next one.</source>
        <translation>Wie een stapel wint, begint de volgende.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a pile is won, the player after the winner starts the next one.</source>
        <translation>Na een gewonnen stapel begint de speler na de winnaar de volgende.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards left</source>
        <translation>Geen kaarten meer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are skipped, but you may still slap a good pile to get back into the game. A misslap with no cards puts you out.</source>
        <translation>Je wordt overgeslagen, maar je mag nog op een goede stapel slaan om terug in het spel te komen. Een misklap zonder kaarten schakelt je uit.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are skipped and cannot slap until cards come back to you.</source>
        <translation>Je wordt overgeslagen en kunt niet slaan tot je weer kaarten krijgt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning</source>
        <translation>Winnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win when you hold all %1 cards, or when everyone else is out.</source>
        <translation>Je wint als je alle %1 kaarten hebt, of als alle anderen zijn uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win as soon as you are the only player with cards in hand, even with cards still on the pile, or when everyone else is out.</source>
        <translation>Je wint zodra je de enige speler met kaarten in de hand bent, ook als er nog kaarten op de stapel liggen, of als alle anderen zijn uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only slap three</source>
        <translation>Alleen als drieling slaan</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Forbidden rank</source>
        <translation>Verboden waarde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When a %1 is on top, the pile can never be slapped, whatever it shows.</source>
        <translation>Als er een %1 bovenop ligt, mag er nooit op de stapel worden geslagen, wat hij ook toont.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source>Controls</source>
        <translation>Bediening</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>or</source>
        <translation>of</translation>
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
        <translation> of </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no key</source>
        <translation>geen toets</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play your card (or click your stack)</source>
        <translation>Je kaart spelen (of op je pakje klikken)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap the pile (or click the pile)</source>
        <translation>Op de stapel slaan (of op de stapel klikken)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Person %1 plays a card</source>
        <translation>Persoon %1 speelt een kaart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Person %1 slaps the pile</source>
        <translation>Persoon %1 slaat op de stapel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause or go on</source>
        <translation>Pauzeren of verder spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound on or off</source>
        <translation>Geluid aan of uit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the game log</source>
        <translation>Het spellogboek tonen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This help</source>
        <translation>Deze hulp</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings (keys under Keys)</source>
        <translation>Instellingen (toetsen onder ‘Toetsen’)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
</context>
<context>
    <name>ratscrew::KeyBindings</name>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+80"/>
        <source>Play a card</source>
        <translation>Kaart spelen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slap the pile</source>
        <translation>Op de stapel slaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card (person %1)</source>
        <translation>Kaart spelen (persoon %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap the pile (person %1)</source>
        <translation>Op de stapel slaan (persoon %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pause or go on</source>
        <translation>Pauzeren of verder spelen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound on or off</source>
        <translation>Geluid aan of uit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the game log</source>
        <translation>Het spellogboek tonen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules and controls</source>
        <translation>Regels en bediening</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>none</source>
        <comment>no key</comment>
        <translation>geen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 or %2</source>
        <comment>two keys</comment>
        <translation>%1 of %2</translation>
    </message>
</context>
<context>
    <name>ratscrew::KeysPage</name>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="+9"/>
        <source>Click a key box and press the key you want (with Ctrl, Alt or Shift if you like). Each command can have a second key. The people&apos;s keys are for two to four people at one keyboard: set a seat&apos;s level to “Person” under Players.</source>
        <translation>Klik op een toetsvak en druk op de gewenste toets (desgewenst met Ctrl, Alt of Shift). Elke opdracht kan een tweede toets hebben. De toetsen voor personen zijn bedoeld voor twee tot vier mensen aan één toetsenbord: zet onder Spelers het niveau van een plaats op ‘Persoon’.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Key</source>
        <translation>Toets</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second key</source>
        <translation>Tweede toets</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Key: %1</source>
        <translation>Toets: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second key: %1</source>
        <translation>Tweede toets: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>People at the keyboard</source>
        <translation>Personen aan het toetsenbord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window</source>
        <translation>Venster</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Default Keys</source>
        <translation>Stan&amp;daardtoetsen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key back to the one it had when Ratscrew was installed.</source>
        <translation>Zet alle toetsen terug zoals ze waren toen Ratscrew werd geïnstalleerd.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 is the key of both “%2” and “%3”.</source>
        <translation>%1 is de toets van zowel ‘%2’ als ‘%3’.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 opens the menu “%2”: it cannot also be the key of “%3”.</source>
        <translation>%1 opent het menu ‘%2’: die toets kan niet ook bij ‘%3’ horen.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 opens the menu “%2”: give “%3” another key.</source>
        <translation>%1 opent het menu ‘%2’: geef ‘%3’ een andere toets.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is the key of both “%2” and “%3”: give one of them another key.</source>
        <translation>%1 is de toets van zowel ‘%2’ als ‘%3’: geef een van beide een andere toets.</translation>
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
            <numerusform>%n opgeslagen instelling was niet bruikbaar en staat weer op de standaardwaarde. Het spellogboek (%1) vermeldt welke.</numerusform>
            <numerusform>%n opgeslagen instellingen waren niet bruikbaar en staan weer op de standaardwaarde. Het spellogboek (%1) vermeldt welke.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+211"/>
        <source>Coach: after each pile you could slap, a line here says who was how fast.</source>
        <translation>Coach: na elke stapel waarop je kon slaan, zegt hier een regel wie hoe snel was.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>New players and rules apply from the next game (%1).</source>
        <translation>Nieuwe spelers en regels gelden vanaf het volgende spel (%1).</translation>
    </message>
    <message>
        <location line="-128"/>
        <location filename="../app/settings/PlayersPage.cpp" line="+42"/>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Your game is back where you left it. Press %1 to play on.</source>
        <translation>Je spel staat weer waar je was gebleven. Druk op %1 om verder te spelen.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Back at your game, paused. Press %1 to play on.</source>
        <translation>Terug in je spel, gepauzeerd. Druk op %1 om verder te spelen.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Paused: the window lost focus. Press %1 to play on.</source>
        <translation>Gepauzeerd: het venster verloor de focus. Druk op %1 om verder te spelen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused while the window is minimised. Press %1 to play on.</source>
        <translation>Gepauzeerd zolang het venster geminimaliseerd is. Druk op %1 om verder te spelen.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>S&amp;hare…</source>
        <translation>De&amp;len…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/MainWindowMenus.cpp" line="+40"/>
        <source>R&amp;ivals…</source>
        <translation>Ri&amp;valen…</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+7"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="-6"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;Deal Number…</source>
        <translation>Spelnummer &amp;kiezen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dail&amp;y Deal</source>
        <translation>Spel van de &amp;dag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s deal, the same for everyone: house rules against three normal bots</source>
        <translation>Het spel van vandaag, voor iedereen hetzelfde: huisregels tegen drie normale bots</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;hare This Game…</source>
        <translation>Dit spel de&amp;len…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your result as text to paste, and your run for a friend to race</source>
        <translation>Je resultaat als tekst om te plakken, en je run waar een vriend tegen kan racen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The runs of this deal side by side: yours and your friends&apos;</source>
        <translation>De runs van dit spel naast elkaar: die van jou en die van je vrienden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Run…</source>
        <translation>R&amp;un openen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch Bots</source>
        <translation>Bots &amp;bekijken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bots play game after game with your rules; any key or click brings your game back</source>
        <translation>Bots spelen spel na spel met jouw regels; elke toets of klik brengt je spel terug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pauzeren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;ractice…</source>
        <translation>&amp;Oefenen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistieken…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rep&amp;lays…</source>
        <translation>&amp;Replays…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause When the Window Loses &amp;Focus</source>
        <translation>Pauzeren bij verlies van &amp;focus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Play</source>
        <translation>S&amp;pelen</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+7"/>
        <location line="+122"/>
        <source>Play &amp;Card</source>
        <translation>&amp;Kaart spelen</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>&amp;Slap</source>
        <translation>&amp;Slaan</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="-114"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animaties</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Slow</source>
        <comment>animation speed</comment>
        <translation>&amp;Langzaam</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Normal</source>
        <comment>animation speed</comment>
        <translation>&amp;Normaal</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Off (reduced motion)</source>
        <translation>&amp;Uit (minder beweging)</translation>
    </message>
    <message>
        <location line="+87"/>
        <location line="+8"/>
        <source>Play a Card: %1</source>
        <translation>Kaart spelen: %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <source>Slap: %1</source>
        <translation>Slaan: %1</translation>
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
        <translation>%1 spelen, %2 slaan</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+22"/>
        <source>Play Deal Number</source>
        <translation>Spelnummer kiezen</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Every game has a deal number: the end-of-game summary shows it. The same number with the same rules and players deals the same cards.</source>
        <translation>Elk spel heeft een spelnummer: het overzicht aan het eind toont het. Met hetzelfde nummer, dezelfde regels en dezelfde spelers worden dezelfde kaarten gedeeld.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Spelnummer:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A deal number is a whole number from 0 to 18446744073709551615.</source>
        <translation>Een spelnummer is een geheel getal van 0 tot 18446744073709551615.</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>&amp;Fast</source>
        <comment>animation speed</comment>
        <translation>&amp;Snel</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Game &amp;Log</source>
        <translation>Spel&amp;logboek</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Vierkleurig kaartspel</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Sound</source>
        <translation>&amp;Geluid</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+5"/>
        <source>&amp;Sound On</source>
        <translation>&amp;Geluid aan</translation>
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
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+11"/>
        <source>&amp;Rules and Controls</source>
        <translation>&amp;Regels en bediening</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ratscrew</source>
        <translation>&amp;Over Ratscrew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Ratscrew</source>
        <translation>Over Ratscrew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Ratscrew %1&lt;/h3&gt;&lt;p&gt;Egyptian Rat Screw against bots that slap like people.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ratscrew %1&lt;/h3&gt;&lt;p&gt;Egyptian Rat Screw tegen bots die slaan zoals mensen.&lt;/p&gt;&lt;p&gt;Gelicentieerd onder de GNU GPL, versie 3 of later.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/MainWindowRivals.cpp" line="+74"/>
        <source>Share This Game</source>
        <translation>Dit spel delen</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Rivals</source>
        <translation>Rivalen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no run of deal %1 yet: play it, or open a friend&apos;s run of it.</source>
        <translation>Er is nog geen run van spelnummer %1: speel het zelf, of open er een van een vriend.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+12"/>
        <location line="+5"/>
        <location line="+4"/>
        <source>Open Run</source>
        <translation>Run openen</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Ratscrew runs (*%1)</source>
        <translation>Ratscrew-runs (*%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This file is not a run Ratscrew can open (%1).</source>
        <translation>Dit bestand is geen run die Ratscrew kan openen (%1).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Race Ghost</source>
        <translation>Tegen de ghost racen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This run cannot be raced: its player did not sit at the bottom seat.</source>
        <translation>Tegen deze run kun je niet racen: de speler zat niet op de plaats onderaan.</translation>
    </message>
</context>
<context>
    <name>ratscrew::MatchController</name>
    <message>
        <location filename="../app/rig/MatchController.cpp" line="+200"/>
        <source>Nothing has been played in this game yet.</source>
        <translation>In dit spel is nog niets gespeeld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game played on from a save cannot be shared: its bots were made again.</source>
        <translation>Een spel dat vanaf een bewaarde stand is hervat, kun je niet delen: de bots zijn opnieuw aangemaakt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Only a game of one person against bots can be shared.</source>
        <translation>Je kunt alleen een spel van één persoon tegen bots delen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game cannot be shared: its bots changed during it (new settings, or a “Match my speed” bot that learnt your times).</source>
        <translation>Dit spel kun je niet delen: de bots zijn tijdens het spel veranderd (nieuwe instellingen, of een bot op ‘Mijn tempo’ die zich aan jouw tijden heeft aangepast).</translation>
    </message>
</context>
<context>
    <name>ratscrew::NoticeBar</name>
    <message>
        <location filename="../app/MainWindowPanels.cpp" line="+28"/>
        <source>Dismiss</source>
        <translation>Verbergen</translation>
    </message>
</context>
<context>
    <name>ratscrew::PlayersPage</name>
    <message>
        <location filename="../app/settings/PlayersPage.cpp" line="+10"/>
        <source>At the table</source>
        <translation>Aan tafel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name</source>
        <translation>Je naam</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;name:</source>
        <translation>Je &amp;naam:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shown at your seat, up to %1 characters.</source>
        <translation>Wordt bij je plaats getoond, maximaal %1 tekens.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Seats &amp;beside you:</source>
        <translation>Plaatsen naast &amp;je:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They sit clockwise from your left, in the order below. Up to three seats can be people at this keyboard instead: choose “Person” as their level.</source>
        <translation>Ze zitten met de klok mee vanaf je linkerkant, in de volgorde hieronder. Tot drie van deze plaatsen kunnen ook door iemand aan dit toetsenbord worden gespeeld: kies dan ‘Persoon’ als niveau.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seat &amp;%1:</source>
        <translation>Plaats &amp;%1:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name at seat %1</source>
        <translation>Naam op plaats %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level at seat %1</source>
        <translation>Niveau op plaats %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Someone at this keyboard plays this seat with their own play and slap keys (Settings ▸ Keys).</source>
        <translation>Iemand aan dit toetsenbord speelt op deze plaats met eigen toetsen om te spelen en te slaan (Instellingen ▸ Toetsen).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own numbers, set under “Custom level”.</source>
        <translation>Je eigen waarden, ingesteld onder ‘Aangepast niveau’.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As quick as you: follows your recent reaction time on each pattern, from Expert down to half again as slow as Beginner, so that games stay close.</source>
        <translation>Zo snel als jij: volgt je recente reactietijd op elk patroon, van Expert tot anderhalf keer zo traag als Beginner, zodat spellen spannend blijven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slaps a double in about %1 ms and misses %2 % of chances.</source>
        <translation>Slaat een dubbel in ongeveer %1 ms en laat %2 % van de kansen liggen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Edit custom…</source>
        <translation>Aangepast bewerken…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit the custom level of bot %1</source>
        <translation>Het aangepaste niveau van bot %1 bewerken</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Mixed</source>
        <translation>Gemengd</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets every bot to one level; shows “Mixed” when their levels differ.</source>
        <translation>Zet elke bot op hetzelfde niveau; toont ‘Gemengd’ als hun niveaus verschillen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same &amp;level for all:</source>
        <translation>Zelfde niveau voor &amp;iedereen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same level for all bots</source>
        <translation>Zelfde niveau voor alle bots</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose “Custom” as a bot&apos;s level to set its numbers here; they start from the level it had. “Edit custom…” picks the bot shown.</source>
        <translation>Kies ‘Aangepast’ als niveau van een bot om hier zijn waarden in te stellen; ze beginnen bij het niveau dat hij had. ‘Aangepast bewerken…’ kiest de getoonde bot.</translation>
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
        <translation>Reac&amp;tietijd:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median time to slap a double; harder patterns take longer.</source>
        <translation>Mediane tijd om op een dubbel te slaan; moeilijkere patronen duren langer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sprea&amp;d:</source>
        <translation>Sprei&amp;ding:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much reactions vary: 0 never, 0.25 typical.</source>
        <translation>Hoeveel de reacties variëren: 0 nooit, 0,25 gebruikelijk.</translation>
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
        <translation>&amp;Missers:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to let a slappable pile go.</source>
        <translation>Kans dat de bot een stapel laat liggen waarop hij mag slaan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;False slaps:</source>
        <translation>Mis&amp;klappen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to slap a pile that cannot be slapped.</source>
        <translation>Kans dat de bot slaat op een stapel waarop niet geslagen mag worden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pla&amp;y delay:</source>
        <translation>Speel&amp;vertraging:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median time before playing a card.</source>
        <translation>Mediane tijd voordat een kaart wordt gespeeld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call t&amp;ime:</source>
        <translation>&amp;Extra meldtijd:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra time to see a stick or a split, on top of the reaction time.</source>
        <translation>Extra tijd om te zien dat er geplakt of gesplitst kan worden, bovenop de reactietijd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Miss&amp;ed calls:</source>
        <translation>Gemiste me&amp;ldingen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to let a stick or a split go.</source>
        <translation>Kans dat de bot niet plakt of splitst terwijl dat wel kan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>False &amp;calls:</source>
        <translation>V&amp;alse meldingen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to slap a card that only looks like a call: a letter card that cannot be stuck, a 9, or an 8 that cannot be split.</source>
        <translation>Kans dat de bot slaat op een kaart die alleen op een melding lijkt: een uitdaagkaart die niet geplakt kan worden, een 9, of een 8 die niet gesplitst kan worden.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Custom level of %1</source>
        <translation>Aangepast niveau van %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Your name cannot be empty.</source>
        <translation>Je naam mag niet leeg zijn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat %1 needs a name.</source>
        <translation>Plaats %1 heeft een naam nodig.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At most %1 people can play at one keyboard.</source>
        <translation>Er kunnen hoogstens %1 personen aan één toetsenbord spelen.</translation>
    </message>
</context>
<context>
    <name>ratscrew::PracticeDialog</name>
    <message>
        <location filename="../app/coach/PracticeDialog.cpp" line="+46"/>
        <source>The pile is empty.</source>
        <translation>De stapel is leeg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the pile: %1</source>
        <translation>Op de stapel: %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Practice</source>
        <translation>Oefenen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Drill:</source>
        <translation>&amp;Oefening:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every pattern of the rules</source>
        <translation>Alle patronen van de regels</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Weak spots: more %1</source>
        <extracomment>%1 is a list of pattern names to practise more, e.g. &quot;Double, Tens&quot;.</extracomment>
        <translation>Zwakke plekken: meer %1</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>P&amp;ace:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Steady</source>
        <translation>Rustig</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quick</source>
        <translation>Vlot</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (a card every %2 s)</source>
        <translation>%1 (elke %2 s een kaart)</translation>
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
        <translation>Oefenstapel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slap (%1)</source>
        <translation>Slaan (%1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pattern</source>
        <translation>Patroon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hits</source>
        <translation>Raak</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median (ms)</source>
        <translation>Mediaan (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Misslaps</source>
        <translation>Misklappen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed</source>
        <translation>Gemist</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Practice results per pattern</source>
        <translation>Oefenresultaten per patroon</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card that showed two patterns at once counts in the row of each, so the patterns&apos; rows can add up to more than the total.</source>
        <translation>Een kaart die twee patronen tegelijk liet zien, telt mee in de rij van beide patronen, dus de rijen samen kunnen meer zijn dan het totaal.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a drill and press Start. Slap what matches: %1.</source>
        <translation>Kies een oefening en druk op Starten. Sla op wat past: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>%n of the %1 cards make a pattern.</source>
        <translation>
            <numerusform>%n van de %1 kaarten vormt een patroon.</numerusform>
            <numerusform>%n van de %1 kaarten vormen een patroon.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Drill over: %1 hits, %2 misslaps, %3 missed.</source>
        <translation>Oefening voorbij: %1 raak, %2 misklappen, %3 gemist.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Card %1 of %2</source>
        <translation>Kaart %1 van %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 — %2 ms</source>
        <translation>%1 — %2 ms</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Missed: %1 (%2)</source>
        <translation>Gemist: %1 (%2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Near no pattern</source>
        <translation>Geen patroon in de buurt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total</source>
        <translation>Totaal</translation>
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
        <translation>Reactietijd per patroon</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 %2 ms</source>
        <translation>%1 %2 ms</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>you %1 ms (90 %: %2 ms)</source>
        <translation>jij %1 ms (90 %: %2 ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no slaps of yours</source>
        <translation>geen klappen van jou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2; the bots&apos; medians: %3.</source>
        <translation>%1: %2; medianen van de bots: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+27"/>
        <source>No slaps</source>
        <translation>Geen klappen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You (median, whisker to 90 %)</source>
        <translation>Jij (mediaan, lijn tot 90 %)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Reaction time (ms)</source>
        <translation>Reactietijd (ms)</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReactionHistogram</name>
    <message>
        <location filename="../app/charts/ChartWidgets.cpp" line="+26"/>
        <source>Reaction times</source>
        <translation>Reactietijden</translation>
    </message>
    <message>
        <location line="+67"/>
        <location line="+12"/>
        <source>No slaps</source>
        <translation>Geen klappen</translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>%n valid slap(s); median %1 s, fastest %2 s, slowest %3 s.</source>
        <translation>
            <numerusform>%n geldige klap; mediaan %1 s, snelste %2 s, traagste %3 s.</numerusform>
            <numerusform>%n geldige klappen; mediaan %1 s, snelste %2 s, traagste %3 s.</numerusform>
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
        <translation>Reactietijd (s)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>median %1 s</source>
        <translation>mediaan %1 s</translation>
    </message>
</context>
<context>
    <name>ratscrew::RecordKeeper</name>
    <message>
        <location filename="../app/records/RecordKeeper.cpp" line="+57"/>
        <source>Games are not saved for a resume: the folder %1 cannot be made.</source>
        <translation>Spellen worden niet bewaard om te hervatten: de map %1 kan niet worden gemaakt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games are not saved for a resume: %1 is not a file, so it can never be taken. Remove it to have them saved again.</source>
        <translation>Spellen worden niet bewaard om te hervatten: %1 is geen bestand en kan dus nooit worden overgenomen. Verwijder het en ze worden weer bewaard.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games are not saved for a resume: %1 cannot be made in the folder %2.</source>
        <translation>Spellen worden niet bewaard om te hervatten: %1 kan niet worden gemaakt in de map %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>The saved game in %1 is held by Ratscrew on another computer (%2): games are not saved for a resume here until it quits, or until its lock has not been renewed for %n minute(s).</source>
        <translation>
            <numerusform>Het bewaarde spel in %1 is in handen van Ratscrew op een andere computer (%2): hier wordt niets bewaard om te hervatten tot die afsluit, of tot zijn lockbestand %n minuut niet is vernieuwd.</numerusform>
            <numerusform>Het bewaarde spel in %1 is in handen van Ratscrew op een andere computer (%2): hier wordt niets bewaard om te hervatten tot die afsluit, of tot zijn lockbestand %n minuten niet is vernieuwd.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another Ratscrew (process %1) is using the saved game in %2: this one&apos;s games are kept as records, but not saved for a resume while it runs.</source>
        <translation>Een ander exemplaar van Ratscrew (proces %1) gebruikt het bewaarde spel in %2: de spellen hier worden als opnamen bewaard, maar niet om te hervatten zolang dat andere exemplaar draait.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games are not saved for a resume: the lock %1 names no running Ratscrew, but it cannot be removed.</source>
        <translation>Spellen worden niet bewaard om te hervatten: het lockbestand %1 hoort bij geen enkel draaiend exemplaar van Ratscrew, maar kan niet worden verwijderd.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The folder %1 for game records cannot be made: this game is not kept.</source>
        <translation>De map %1 voor opnamen kan niet worden aangemaakt: dit spel wordt niet bewaard.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This game&apos;s record is not kept: %1</source>
        <translation>De opname van dit spel wordt niet bewaard: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The game in play cannot be saved for a resume: %1</source>
        <translation>Het lopende spel kan niet worden bewaard om te hervatten: %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The game you left cannot be played on (%1); its file stays where it is.</source>
        <translation>Het spel dat je verliet kan niet verder gespeeld worden (%1); het bestand blijft waar het is.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game you left cannot be played on (%1); its file is kept as %2.</source>
        <translation>Het spel dat je verliet kan niet verder gespeeld worden (%1); het bestand wordt bewaard als %2.</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplayAnalysis</name>
    <message>
        <location filename="../app/replay/ReplayAnalysis.cpp" line="+82"/>
        <source>%1 slapped %2 ms before %3 on %4</source>
        <translation>%1 sloeg %2 ms eerder dan %3 op %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an empty table</source>
        <translation>een lege tafel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 beat %2 by %3 ms to the pile</source>
        <translation>%1 sloeg %3 ms eerder dan %2 op de stapel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 beat %2 by %3 ms to %4</source>
        <translation>%1 sloeg %3 ms eerder dan %2 op %4</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1 misslapped on an empty pile</source>
        <translation>%1 maakte een misklap op een lege stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 misslapped on %2</source>
        <translation>%1 maakte een misklap op %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 lost the challenge of %2 to %3</source>
        <translation>%1 verloor de uitdaging van %2 tegen %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost a challenge to %2</source>
        <translation>%1 verloor een uitdaging tegen %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+8"/>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>before any card was played</source>
        <translation>voordat er een kaart was gespeeld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms after the card was played</source>
        <translation>%1 ms nadat de kaart was gespeeld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms after the card landed</source>
        <translation>%1 ms nadat de kaart neerkwam</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a stick: took the challenge over</source>
        <translation>plakken: nam de uitdaging over</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a split: started the split pile</source>
        <translation>splitsen: begon de splitstapel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>took the pile</source>
        <translation>nam de stapel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>took the pile (%1)</source>
        <translation>nam de stapel (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a misslap</source>
        <translation>een misklap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pressed again after taking the pile</source>
        <translation>nog eens gedrukt na het winnen van de stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too late: the pile was taken</source>
        <translation>te laat: de stapel was al genomen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed</source>
        <translation>niet toegestaan</translation>
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
        <translation>als eerste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 ms after %2</source>
        <translation>%1 ms na %2</translation>
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
        <translation>%1 van %2 op %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before the first card</source>
        <translation>Vóór de eerste kaart</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You were first, %1 ms ahead of %2</source>
        <translation>Jij was de eerste, %1 ms eerder dan %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was first, %2 ms ahead of %3</source>
        <translation>%1 was de eerste, %2 ms eerder dan %3</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplayWindow</name>
    <message>
        <location filename="../app/replay/ReplayWindow.cpp" line="+74"/>
        <source>deal %1</source>
        <translation>spelnummer %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay: %1</source>
        <translation>Replay: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Replayed table</source>
        <translation>Tafel van de replay</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+3"/>
        <source>Slap timing</source>
        <translation>Timing van de klappen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Decisive moments:</source>
        <translation>&amp;Beslissende momenten:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decisive moments</source>
        <translation>Beslissende momenten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click or press %1 to watch a moment in slow motion</source>
        <translation>Dubbelklik of druk op %1 om een moment vertraagd te bekijken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Double-click or press %1 to watch it in slow motion</source>
        <translation>Dubbelklik of druk op %1 om het vertraagd te bekijken</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No close races, lost challenges or misslaps</source>
        <translation>Geen nek-aan-nekraces, verloren uitdagingen of misklappen</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Largest s&amp;wings:</source>
        <translation>Grootste o&amp;mslagen:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest swings</source>
        <translation>Grootste omslagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click or press %1 to go there</source>
        <translation>Dubbelklik of druk op %1 om ernaartoe te gaan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Go to Swing</source>
        <translation>Naar omslag &amp;gaan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the swing</source>
        <translation>Naar omslag gaan</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Step &amp;Back</source>
        <translation>Stap &amp;terug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step back</source>
        <translation>Stap terug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action back (%1)</source>
        <translation>Eén actie terug (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+148"/>
        <source>&amp;Play</source>
        <translation>&amp;Afspelen</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>Play</source>
        <translation>Afspelen</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>Play or pause (%1)</source>
        <translation>Afspelen of pauzeren (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;Forward</source>
        <translation>Stap &amp;vooruit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step forward</source>
        <translation>Stap vooruit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action forward (%1)</source>
        <translation>Eén actie vooruit (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Speed:</source>
        <translation>&amp;Snelheid:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed</source>
        <translation>Snelheid</translation>
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
        <translation>P&amp;ositie:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position in the game</source>
        <translation>Positie in het spel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game time</source>
        <translation>Speltijd</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Close</source>
        <translation>Sl&amp;uiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the replay</source>
        <translation>Replay sluiten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What happened</source>
        <translation>Wat er gebeurde</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Click to go to that moment</source>
        <translation>Klik om naar dat moment te gaan</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pauzeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pauzeren</translation>
    </message>
    <message>
        <location line="+271"/>
        <source>No swings</source>
        <translation>Geen omslagen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Working out the chances…</source>
        <translation>Winkansen worden berekend…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nobody has slapped yet.</source>
        <translation>Nog niemand heeft geslagen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slow motion (%1×)</source>
        <translation>Vertraagd (%1×)</translation>
    </message>
    <message>
        <location filename="../app/AppStartup.cpp" line="-137"/>
        <source>Reading %1…</source>
        <translation>%1 wordt geladen…</translation>
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
        <translation>Be&amp;waarde spellen (nieuwste eerst):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games kept</source>
        <translation>Bewaarde spellen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>Spelnummer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Duur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open</source>
        <translation>&amp;Openen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the selected game</source>
        <translation>Het geselecteerde spel openen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;File…</source>
        <translation>&amp;Bestand openen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a record file</source>
        <translation>Een opnamebestand openen</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Reading…</source>
        <translation>Bezig met laden…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>In play</source>
        <translation>Bezig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished</source>
        <translation>Niet uitgespeeld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won</source>
        <translation>Winnaar: %1</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>No games kept yet</source>
        <translation>Nog geen bewaarde spellen</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Opening %1…</source>
        <translation>%1 wordt geopend…</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Open a Game Record</source>
        <translation>Een spelopname openen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Spelopnamen (*.json);;Alle bestanden (*)</translation>
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
        <translation>Gelijkspel na %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left at %1</source>
        <comment>the game was left unfinished at that time</comment>
        <translation>Gestopt na %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ratscrew — daily deal %1</source>
        <translation>Ratscrew — spel van de dag %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratscrew — deal %1</source>
        <translation>Ratscrew — spelnummer %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n slap(s) won</source>
        <translation>
            <numerusform>%n klap gewonnen</numerusform>
            <numerusform>%n klappen gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>median %1 ms</source>
        <comment>the median reaction time of the slaps won</comment>
        <translation>mediaan %1 ms</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your games were the same from start to end.</source>
        <translation>Jullie spellen liepen van begin tot eind gelijk.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Until %1 your games were the same; then they went different ways.</source>
        <translation>Tot %1 liepen jullie spellen gelijk; toen gingen ze uiteen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Until %1 your games were the same; then %2 slapped the %3 %4 ms before you.</source>
        <comment>%3 is a pattern&apos;s name</comment>
        <translation>Tot %1 liepen jullie spellen gelijk; toen sloeg %2 %4 ms eerder dan jij op ‘%3’.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Until %1 your games were the same; then you slapped the %2 %3 ms before %4.</source>
        <comment>%2 is a pattern&apos;s name</comment>
        <translation>Tot %1 liepen jullie spellen gelijk; toen sloeg jij %3 ms eerder dan %4 op ‘%2’.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Until %1 your games were the same; then %2 slapped the %3 and you did not.</source>
        <comment>%3 is a pattern&apos;s name</comment>
        <translation>Tot %1 liepen jullie spellen gelijk; toen sloeg %2 op ‘%3’ en jij niet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Until %1 your games were the same; then you slapped the %2 and %3 did not.</source>
        <comment>%2 is a pattern&apos;s name</comment>
        <translation>Tot %1 liepen jullie spellen gelijk; toen sloeg jij op ‘%2’ en %3 niet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Until %1 your games were the same; then %2 slapped by mistake and you did not.</source>
        <translation>Tot %1 liepen jullie spellen gelijk; toen maakte %2 een misklap en jij niet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Until %1 your games were the same; then you slapped by mistake and %2 did not.</source>
        <translation>Tot %1 liepen jullie spellen gelijk; toen maakte jij een misklap en %2 niet.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Until %1 your games were the same; then you and %2 played a card at different times.</source>
        <translation>Tot %1 liepen jullie spellen gelijk; toen speelden jij en %2 niet op hetzelfde moment een kaart.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (ghost)</source>
        <comment>a ghost&apos;s seat: the person whose run it plays</comment>
        <translation>%1 (ghost)</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalStore</name>
    <message>
        <location filename="../app/rivals/RivalStore.cpp" line="+37"/>
        <source>The folder %1 for runs cannot be made.</source>
        <translation>De map %1 voor runs kan niet worden aangemaakt.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The run is not kept: %1</source>
        <translation>De run wordt niet bewaard: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a run of deal %2.</source>
        <translation>%1 is geen run van spelnummer %2.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalsDialog</name>
    <message>
        <location filename="../app/rivals/RivalsDialog.cpp" line="+32"/>
        <source>Rivals of the Daily Deal of %1</source>
        <translation>Rivalen bij het spel van de dag van %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rivals of Deal %1</source>
        <translation>Rivalen bij spelnummer %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps won</source>
        <translation>Gewonnen klappen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median</source>
        <translation>Mediaan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs of this deal</source>
        <translation>Runs van dit spel</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>&amp;Race Ghost</source>
        <translation>Tegen de &amp;ghost racen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game of this deal with the selected player&apos;s ghost in place of the last bot</source>
        <translation>Een nieuw spel met hetzelfde spelnummer, met de ghost van de gekozen speler op de plaats van de laatste bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Run…</source>
        <translation>R&amp;un openen…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You, %1</source>
        <translation>Jij, %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: you %2, %3 %4</source>
        <comment>%1 is a pattern&apos;s name; then the two median reaction times</comment>
        <translation>‘%1’: jij %2, %3 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — the same</source>
        <comment>the two medians are equal</comment>
        <translation>%1 — even snel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — you were %2 ms faster</source>
        <translation>%1 — jij was %2 ms sneller</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 was %3 ms faster</source>
        <translation>%1 — %2 was %3 ms sneller</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You have no run of this deal yet: play it to see yours beside these.</source>
        <translation>Je hebt nog geen run van dit spel: speel het om je eigen run naast deze te zien.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a friend&apos;s run of this deal to see it beside yours, and race its ghost.</source>
        <translation>Open de run van een vriend van dit spel om hem naast de jouwe te zien en tegen zijn ghost te racen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You and %1 have no pattern both of you slapped.</source>
        <translation>Er is geen patroon waarop jij en %1 allebei hebben geslagen.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RuleWorkshop</name>
    <message>
        <location filename="../app/workshop/RuleWorkshop.cpp" line="+53"/>
        <source>What these rules play like</source>
        <translation>Hoe deze regels uitpakken</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Simulating games</source>
        <translation>Spellen worden gesimuleerd</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Play %n minutes</source>
        <extracomment>Under the warning that games are long: sets the game length.</extracomment>
        <translation>
            <numerusform>%n minuut spelen</numerusform>
            <numerusform>%n minuten spelen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game length</source>
        <translation>Tijdslimiet</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How piles are won</source>
        <translation>Hoe stapels gewonnen worden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slappable cards per 100 played</source>
        <translation>Kaarten om op te slaan per 100 gespeelde</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Misslaps</source>
        <translation>Misklappen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Simulating games…</source>
        <translation>Spellen worden gesimuleerd…</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>From %1 games of bots at this table of %n player(s).</source>
        <extracomment>Above the rule workshop&apos;s figures: %n is the number of players.</extracomment>
        <translation>
            <numerusform>Op basis van %1 spellen van bots aan deze tafel met %n speler.</numerusform>
            <numerusform>Op basis van %1 spellen van bots aan deze tafel met %n spelers.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Half of the games or more last over %1 hours.</source>
        <extracomment>The rule workshop&apos;s game length: %1 is a number of hours (6).</extracomment>
        <translation>De helft van de spellen of meer duurt langer dan %1 uur.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>under a minute</source>
        <extracomment>A game length.</extracomment>
        <translation>minder dan een minuut</translation>
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
        <translation>%1 uur %2 min</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Half of the games are over within %1; more than 5 in 100 last over %2 hours.</source>
        <extracomment>The rule workshop&apos;s game length: %1 is a length such as &quot;12 min&quot;; %2 a number of hours (6).</extracomment>
        <translation>De helft van de spellen is binnen %1 voorbij; meer dan 5 op 100 duren langer dan %2 uur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Half of the games are over within %1, 95 in 100 within %2.</source>
        <extracomment>The rule workshop&apos;s game length: %1 and %2 are lengths such as &quot;12 min&quot;.</extracomment>
        <translation>De helft van de spellen is binnen %1 voorbij, 95 op 100 binnen %2.</translation>
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
        <translation>Bij %1 daarvan is de tijd om.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Without a game length: %1</source>
        <extracomment>%1 is a sentence such as &quot;Half of the games are over within 12 min, …&quot;.</extracomment>
        <translation>Zonder tijdslimiet: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of the games would still be going after %2 hours without a game length.</source>
        <translation>Zonder tijdslimiet zou %1 van de spellen na %2 uur nog bezig zijn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every game ends by itself within %1 hours.</source>
        <translation>Elk spel eindigt vanzelf binnen %1 uur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>By a slap: %1. By a challenge: %2.</source>
        <extracomment>How piles are won: each %n is a share such as &quot;48 %&quot;.</extracomment>
        <translation>Door een klap: %1. Door een uitdaging: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given away for a misslap: %1.</source>
        <translation>Weggegeven na een misklap: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other ways: %1.</source>
        <translation>Op andere manieren: %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: %2</source>
        <extracomment>A row of the slappable cards, for a screen reader: %1 names a pattern, %2 is a number such as &quot;5.9&quot;.</extracomment>
        <translation>‘%1’: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No pattern is on.</source>
        <translation>Er staat geen patroon aan.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The bots misslap %1 times a game, all together.</source>
        <extracomment>%1 is a number such as &quot;4.2&quot;.</extracomment>
        <translation>De bots maken samen %1 misklappen per spel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bots misslap %1 times a game, all together, in the games that end within %2 hours.</source>
        <extracomment>%1 is a number such as &quot;4.2&quot;; %2 a number of hours (6).</extracomment>
        <translation>De bots maken samen %1 misklappen per spel, in de spellen die binnen %2 uur eindigen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No game ends within %1 hours. The bots misslap %2 times an hour, all together.</source>
        <extracomment>%1 is a number of hours (6); %2 a number such as &quot;160.5&quot;.</extracomment>
        <translation>Geen spel eindigt binnen %1 uur. De bots maken samen %2 misklappen per uur.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ %1 of these games would still be going after %2 hours, and they have no game length.</source>
        <extracomment>The rule workshop&apos;s warning: %1 is a share of games such as &quot;91 %&quot;; %2 a number of hours (6).</extracomment>
        <translation>⚠ %1 van deze spellen zou na %2 uur nog bezig zijn, en ze hebben geen tijdslimiet.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⚠ Half of these games last longer than %1, and they have no game length.</source>
        <extracomment>The rule workshop&apos;s warning: %1 is a game length such as &quot;47 min&quot; or &quot;1 h 12 min&quot;.</extracomment>
        <translation>⚠ De helft van deze spellen duurt langer dan %1, en ze hebben geen tijdslimiet.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RulesPage</name>
    <message>
        <location filename="../app/settings/RulesPage.cpp" line="+71"/>
        <source>Penalt&amp;y:</source>
        <translation>Stra&amp;f:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burn cards under the pile</source>
        <translation>Kaarten onder de stapel verbranden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the pile away</source>
        <translation>De stapel weggeven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No penalty</source>
        <translation>Geen straf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked out for a few cards</source>
        <translation>Een paar kaarten lang geblokkeerd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a misslap: put cards from your hand under the pile, the pile goes to the player who played its top card, nothing happens, or you may not slap until a few more cards have been played.</source>
        <translation>Na een misklap: leg kaarten uit je hand onder de stapel, de stapel gaat naar de speler die de bovenste kaart speelde, er gebeurt niets, of je mag niet slaan tot er nog een paar kaarten zijn gespeeld.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Locked out for:</source>
        <translation>Geblokkeerd voor:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Lockout penalty: how many cards must be played onto either pile before a misslapper may slap again.</source>
        <translation>Met een blokkade als straf: hoeveel kaarten er op een van de stapels gespeeld moeten worden voordat wie een misklap maakte weer mag slaan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 card</source>
        <translation>1 kaart</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 cards</source>
        <translation>2 kaarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;burned:</source>
        <translation>Verbrande &amp;kaarten:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>Geen limiet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Out of the game</source>
        <translation>Uitgeschakeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sit out a few cards</source>
        <translation>Een paar kaarten uitzitten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winning a pile</source>
        <translation>Een stapel winnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Collect:</source>
        <translation>&amp;Binnenhalen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At once</source>
        <translation>Meteen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a short delay</source>
        <translation>Na een korte wachttijd</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Misslaps</source>
        <translation>Misklappen</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source> card(s)</source>
        <extracomment>After a number of cards, as in &quot;Locked out for: 5 cards&quot;; it begins with a space.</extracomment>
        <translation>
            <numerusform> kaart</numerusform>
            <numerusform> kaarten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How many cards a misslap costs (with the Burn penalty).</source>
        <translation>Hoeveel kaarten een misklap kost (bij de straf Verbranden).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Misslaps in a ro&amp;w:</source>
        <translation>&amp;Misklappen op rij:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who misslaps on more cards in a row than this is out of the game. Two misslaps on one card count once.</source>
        <translation>Wie op meer kaarten achter elkaar dan dit aantal een misklap maakt, is uitgeschakeld. Twee misklappen op één kaart tellen als één.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A&amp;fter a misslap, the slapper plays next</source>
        <translation>Wie een misklap maakt, speelt &amp;hierna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After burning cards for a misslap, that player turns the next card (not while a challenge is answered or a pile waits to be collected).</source>
        <translation>Na het verbranden van kaarten voor een misklap draait die speler de volgende kaart om (niet terwijl er een uitdaging wordt beantwoord of een stapel wacht om binnengehaald te worden).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslap with n&amp;o cards:</source>
        <translation>Misklap zonder kaar&amp;ten:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player with no cards who misslaps is out, or may not slap until as many cards have been played as other players hold cards.</source>
        <translation>Wie zonder kaarten een misklap maakt, is uitgeschakeld, of mag pas weer slaan als er zoveel kaarten zijn gespeeld als er andere spelers met kaarten zijn.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When a challenge is lost: the pile goes to the challenger at once, or stays for a moment and can still be slapped.</source>
        <translation>Als een uitdaging verloren is: de stapel gaat meteen naar de uitdager, of blijft even liggen, zodat er nog op kan worden geslagen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Collect &amp;delay:</source>
        <translation>&amp;Wachttijd binnenhalen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long a lost challenge&apos;s pile waits before it is collected.</source>
        <translation>Hoe lang de stapel van een verloren uitdaging wacht voordat hij wordt binnengehaald.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt to play:</source>
        <translation>Volgende aan &amp;zet:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pile&apos;s winner</source>
        <translation>De winnaar van de stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player after the winner</source>
        <translation>De speler na de winnaar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays the first card after a pile was won.</source>
        <translation>Wie de eerste kaart speelt nadat een stapel is gewonnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A ten stops a challenge</source>
        <translation>Een tien stopt een uitdaging</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answering a challenge with a 10 ends it: nobody wins the pile, and the next player plays on.</source>
        <translation>Wie een uitdaging met een 10 beantwoordt, beëindigt die: niemand wint de stapel en de volgende speler speelt verder.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slap in wit&amp;h no cards</source>
        <translation>Terugkomen zond&amp;er kaarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players whose hand is empty may still slap to win a pile and get back in.</source>
        <translation>Spelers met een lege hand mogen nog slaan om een stapel te winnen en terug in het spel te komen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck and winning</source>
        <translation>Kaartspel en winnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Jokers:</source>
        <translation>&amp;Jokers:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None (52 cards)</source>
        <translation>Geen (52 kaarten)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Two (54 cards)</source>
        <translation>Twee (54 kaarten)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jokers only matter with the Joker pattern.</source>
        <translation>Jokers tellen alleen mee bij het patroon ‘Joker’.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W&amp;inner:</source>
        <translation>W&amp;innaar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds every card</source>
        <translation>Wie alle kaarten heeft</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last player with cards in hand</source>
        <translation>De laatste speler met kaarten in de hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the game ends: when one player has all the cards, or as soon as only one player has cards in hand (cards on the pile do not count).</source>
        <translation>Wanneer het spel eindigt: als één speler alle kaarten heeft, of zodra nog maar één speler kaarten in de hand heeft (kaarten op de stapel tellen niet mee).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer plays first</source>
        <translation>De deler speelt eerst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first card is dealt to the player who plays first: the dealer, as in Slaps, or else the player to the dealer&apos;s left.</source>
        <translation>De eerste kaart gaat naar wie als eerste speelt: de deler zelf, zoals bij Slaps, of anders de speler links van de deler.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A house version of the Bicycle rules. The default.</source>
        <translation>Een huisversie van de Bicycle-regels. De standaard.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Bicycle-style rule texts as printed.</source>
        <translation>De regelteksten in Bicycle-stijl, zoals ze gedrukt zijn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its basic rules.</source>
        <translation>De pagina van een speler over ‘Slaps’, met de basisregels.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its advanced rules.</source>
        <translation>De pagina van een speler over ‘Slaps’, met de gevorderde regels.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A classic rule text.</source>
        <translation>Een klassieke regeltekst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its advanced rules and both calls: sticky kings and split eights.</source>
        <translation>De pagina van een speler over ‘Slaps’, met de gevorderde regels en allebei de meldingen: plakkende koningen en gesplitste achten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of options. Pick a preset to start again from one.</source>
        <translation>Je eigen combinatie van opties. Kies een voorinstelling om daar opnieuw mee te beginnen.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Preset</source>
        <translation>Voorinstelling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pr&amp;eset:</source>
        <translation>&amp;Voorinstelling:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A preset loads a whole rule set; changing any option below makes it “Custom”.</source>
        <translation>Een voorinstelling laadt een volledige set regels; als je hieronder een optie wijzigt, wordt het ‘Aangepast’.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pick a saved rule set</source>
        <translation>Kies een opgeslagen regelset</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as…</source>
        <translation>Opslaan als…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved rule sets</source>
        <translation>Opgeslagen regelsets</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved:</source>
        <translation>Opgeslagen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own rule sets, with their game length. Picking one loads it; nothing is kept until OK or Apply.</source>
        <translation>Je eigen regelsets, met hun tijdslimiet. Kies je er een, dan wordt die geladen; er wordt niets bewaard vóór OK of Toepassen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rule code</source>
        <translation>Regelcode</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type or paste a rule code; Enter reads it.</source>
        <translation>Typ of plak een regelcode en druk op Enter om hem in te lezen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy</source>
        <translation>Kopiëren</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>The code is copied: paste it to anyone who should play these rules.</source>
        <translation>De code is gekopieerd: stuur hem naar iedereen die met deze regels moet spelen.</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Paste</source>
        <translation>Plakken</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rule code:</source>
        <translation>Regelcode:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules and the game length as a code. Anyone can paste it here, or start the game with --rules and the code.</source>
        <translation>Deze regels en de tijdslimiet als code. Iedereen kan hem hier plakken, of het spel starten met --rules en de code.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>This is not a rule code: a rule code looks like %1.</source>
        <extracomment>%1 is what a rule code looks like, &quot;R2-XXXX-XXXX-XXXX-XXXX&quot;.</extracomment>
        <translation>Dit is geen regelcode: een regelcode ziet eruit als %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code comes from a newer version of the game (code version %1); this one reads version %2.</source>
        <translation>Deze regelcode komt uit een nieuwere versie van het spel (codeversie %1); deze versie leest codeversie %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code is of version %1, which this version of the game does not read.</source>
        <translation>Deze regelcode heeft versie %1, die deze versie van het spel niet leest.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A rule code cannot have the character “%1” in it.</source>
        <extracomment>%1 is the character, in quotes.</extracomment>
        <translation>Een regelcode kan het teken ‘%1’ niet bevatten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This rule code is too long: it has more than %1 characters after “R%2-”.</source>
        <translation>Deze regelcode is te lang: hij heeft meer dan %1 tekens na ‘R%2-’.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This rule code is cut short: it has %1 of its %2 characters.</source>
        <extracomment>%1 and %2 are numbers of characters.</extracomment>
        <translation>Deze regelcode is onvolledig: hij heeft maar %1 van de %2 tekens.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code has a typo: its check characters do not match.</source>
        <translation>Deze regelcode heeft een typfout: de controletekens kloppen niet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This rule code has an option out of range (%1).</source>
        <extracomment>%1 is the name of a rule option, such as lockout_cards.</extracomment>
        <translation>Deze regelcode heeft een optie buiten het toegestane bereik (%1).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ %1 The rules are unchanged.</source>
        <extracomment>%1 says why a rule code was not read.</extracomment>
        <translation>⚠ %1 De regels blijven ongewijzigd.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The rules of the code are in place.</source>
        <translation>De regels uit de code zijn ingesteld.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+7"/>
        <location line="+8"/>
        <source>Save the Rule Set</source>
        <translation>Regelset opslaan</translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source>%n rule set(s) are kept already: delete one to save another.</source>
        <translation>
            <numerusform>Er is al %n regelset opgeslagen: verwijder hem om een andere op te slaan.</numerusform>
            <numerusform>Er zijn al %n regelsets opgeslagen: verwijder er een om een andere op te slaan.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Name of the rule set:</source>
        <translation>Naam van de regelset:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Replace the rule set “%1”?</source>
        <extracomment>%1 is the name of a saved rule set.</extracomment>
        <translation>De regelset ‘%1’ vervangen?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Delete the Rule Set</source>
        <translation>Regelset verwijderen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the rule set “%1”?</source>
        <extracomment>%1 is the name of a saved rule set.</extracomment>
        <translation>De regelset ‘%1’ verwijderen?</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Share these rules with this code: anyone can paste it here, or start the game with --rules and the code.</source>
        <translation>Deel deze regels met deze code: iedereen kan hem hier plakken, of het spel starten met --rules en de code.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Slap patterns</source>
        <translation>Patronen om op te slaan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pile may be slapped when one of the ticked patterns is on top. Point at a pattern to see when it matches.</source>
        <translation>Op een stapel mag worden geslagen als een van de aangevinkte patronen bovenop ligt. Wijs een patroon aan om te zien wanneer het geldt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (see “Only three of”)</source>
        <translation>%1 (zie ‘Alleen drie van’)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tens:</source>
        <translation>Samen tien:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tens across a &amp;letter card</source>
        <translation>Samen tien rond een &amp;uitdaagkaart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Tens pattern: two number cards adding up to 10 also count with a J, Q, K or A between them (A K 9).</source>
        <translation>Bij het patroon ‘Samen tien’: twee getalkaarten die samen 10 zijn, tellen ook met een J, Q, K of A ertussen (A K 9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace in a r&amp;un:</source>
        <translation>&amp;Aas in een reeks:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High only (J Q K A)</source>
        <translation>Alleen hoog (J Q K A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High or low (A 2 3 4)</source>
        <translation>Hoog of laag (A 2 3 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round the corner (K A 2 3)</source>
        <translation>Doorlopend (K A 2 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How an ace counts in Four in a row: above the king, also below the 2, or with the ranks going round.</source>
        <translation>Hoe een aas telt bij ‘Vier op rij’: boven de koning, ook onder de 2, of met doorlopende waarden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only &amp;three of:</source>
        <translation>Alleen &amp;drie van:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards of this number rank are only slapped as three in a row (Triple); two of them never count as a Double, Sandwich or Top and bottom.</source>
        <translation>Op kaarten van deze waarde wordt alleen geslagen als het er drie achter elkaar zijn (‘Drieling’); twee ervan tellen nooit als ‘Dubbel’, ‘Sandwich’ of ‘Boven en onder’.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Never slap on:</source>
        <translation>&amp;Nooit slaan op:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing may be slapped while a card of this rank is on top.</source>
        <translation>Er mag niet worden geslagen zolang er een kaart van deze waarde bovenop ligt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Until one player has every card</source>
        <translation>Tot één speler alle kaarten heeft</translation>
    </message>
    <message numerus="yes">
        <location line="-218"/>
        <location line="+220"/>
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minuut</numerusform>
            <numerusform>%n minuten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game length:</source>
        <translation>Tijdslimiet:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When time is up the player with the most cards in hand wins (a tie is a draw); paused time does not count. Until one player has every card is the original rule: a game may then go on for hours.</source>
        <translation>Als de tijd om is, wint de speler met de meeste kaarten in de hand (bij gelijke stand is het gelijkspel); pauzetijd telt niet. ‘Tot één speler alle kaarten heeft’ is de oorspronkelijke regel: een spel kan dan uren duren.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Calls</source>
        <translation>Meldingen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call is a slap on a card that makes no pattern but is still right. It wins no cards, but it changes who plays.</source>
        <translation>Een melding is een klap op een kaart die geen patroon vormt maar toch goed is. Ze wint geen kaarten, maar verandert wie er speelt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A stick: when a challenger has just played one of the ticked letter cards, any other player except the one answering may slap it and take the challenge over, as if they had played it.</source>
        <translation>Plakken: als een uitdager net een van de aangevinkte uitdaagkaarten heeft gespeeld, mag elke andere speler behalve wie moet antwoorden erop slaan en de uitdaging overnemen, alsof hij die kaart zelf had gespeeld.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sticky %1</source>
        <extracomment>A check box of the sticky faces: %1 is a letter rank (J, Q, K or A).</extracomment>
        <translation>%1 plakt</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sticky faces:</source>
        <translation>Plakkende uitdaagkaarten:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split eights (slap an &amp;8)</source>
        <translation>Achten splitsen (sla op een &amp;8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A split: slap an 8 on top of the pile (outside a challenge) and your next card starts a second pile beside it. Until one of the two piles is won, each turn plays two cards, one onto each pile.</source>
        <translation>Splitsen: sla op een 8 bovenop de stapel (buiten een uitdaging) en je volgende kaart begint er een tweede stapel naast. Tot een van de twee stapels gewonnen is, worden er elke beurt twee kaarten gespeeld, een op elke stapel.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Comes with “Only three of” below: pick a rank there to make three of it the only way to slap that rank.</source>
        <translation>Hoort bij ‘Alleen drie van’ hieronder: kies daar een waarde, dan mag je op die waarde alleen slaan als het er drie achter elkaar zijn.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RunCheck</name>
    <message>
        <location filename="../app/rivals/RunCheck.cpp" line="+168"/>
        <source>The run is not one person&apos;s game against bots.</source>
        <translation>De run is geen spel van één persoon tegen bots.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run&apos;s game was played by an older Ratscrew, whose cards did not land.</source>
        <translation>Het spel in deze run komt uit een oudere versie van Ratscrew, waarin kaarten nog niet neerkwamen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards of the run are not those of deal %1.</source>
        <translation>De kaarten van de run zijn niet die van spelnummer %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run&apos;s game does not replay: at %1 its bots would not have done what the record says.</source>
        <translation>Het spel van de run laat zich niet opnieuw afspelen: op %1 zouden de bots niet hebben gedaan wat de opname zegt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The reaction times in the run are not those of its game.</source>
        <translation>De reactietijden in de run zijn niet die van het spel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reaction times are not a person&apos;s: their median is %1 ms, faster than %2 ms.</source>
        <translation>Deze reactietijden zijn niet van een mens: hun mediaan is %1 ms, sneller dan %2 ms.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The reaction times are not a person&apos;s: %1 was slapped in %2 ms at the median, faster than %3 ms.</source>
        <comment>%1 is a pattern&apos;s name</comment>
        <translation>Deze reactietijden zijn niet van een mens: op ‘%1’ werd met een mediaan van %2 ms geslagen, sneller dan %3 ms.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The reaction times are not a person&apos;s: they are too even.</source>
        <translation>Deze reactietijden zijn niet van een mens: ze zijn te gelijkmatig.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SeatInput</name>
    <message>
        <location filename="../app/rig/SeatInput.cpp" line="+32"/>
        <source>%1 is out of the game.</source>
        <translation>%1 is uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You are out of the game.</source>
        <translation>Je bent uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not %1&apos;s turn: %2 plays next.</source>
        <translation>%1 is niet aan de beurt: %2 is aan zet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not your turn: %1 plays next.</source>
        <translation>Niet jouw beurt: %1 is aan zet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the pile to be collected.</source>
        <translation>Wacht tot de stapel is binnengehaald.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 and %2 slapped in the same millisecond: %1&apos;s key came first.</source>
        <translation>%1 en %2 sloegen in dezelfde milliseconde: de toets van %1 kwam eerst.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SeatLineChart</name>
    <message>
        <location filename="../app/charts/SeatLineChart.cpp" line="+29"/>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Nothing yet</source>
        <translation>Nog niets</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Game time (min)</source>
        <translation>Speeltijd (min)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game time (s)</source>
        <translation>Speeltijd (s)</translation>
    </message>
</context>
<context>
    <name>ratscrew::SettingsDialog</name>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="+48"/>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Settings pages</source>
        <translation>Instellingspagina’s</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Player and rule changes apply from the next game; sound and appearance change at once.</source>
        <translation>Wijzigingen aan spelers en regels gelden vanaf het volgende spel; geluid en uiterlijk veranderen meteen.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound</source>
        <translation>Geluid</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Appearance</source>
        <translation>Uiterlijk</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>on</source>
        <comment>a check box</comment>
        <translation>aan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <comment>a check box</comment>
        <translation>uit</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <comment>no key</comment>
        <translation>geen</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your settings were saved by a newer Ratscrew; what this version does not know is left as it is.</source>
        <translation>Je instellingen zijn opgeslagen door een nieuwere versie van Ratscrew; wat deze versie niet kent, blijft zoals het is.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One of your saved rule sets could not be read, so it is not offered under Settings ▸ %1.</source>
        <translation>Een van je opgeslagen regelsets kon niet worden gelezen en staat daarom niet onder Instellingen ▸ %1.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The saved “%1” could not be used as it was; it is now “%2” (Settings ▸ %3).</source>
        <translation>De opgeslagen waarde van ‘%1’ was zo niet bruikbaar; die is nu ‘%2’ (Instellingen ▸ %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved “%1” could not be used as it was and was changed (Settings ▸ %2).</source>
        <translation>De opgeslagen waarde van ‘%1’ was zo niet bruikbaar en is aangepast (Instellingen ▸ %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A saved setting under Settings ▸ %1 could not be used as it was and was changed.</source>
        <translation>Een opgeslagen instelling onder Instellingen ▸ %1 was zo niet bruikbaar en is aangepast.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved setting could not be used as it was and was changed.</source>
        <translation>Een opgeslagen instelling was zo niet bruikbaar en is aangepast.</translation>
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
        <translation>Je instellingen in %1 kunnen niet worden gelezen: het spel start met de standaardinstellingen en slaat niets op.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The settings file %1 is not a regular file: the game starts with the default settings and saves nothing.</source>
        <translation>Het instellingenbestand %1 is geen gewoon bestand: het spel start met de standaardinstellingen en slaat niets op.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file %1 is larger than 1 MiB and was not read: the game starts with the default settings and leaves the file as it is.</source>
        <translation>Het instellingenbestand %1 is groter dan 1 MiB en is niet gelezen: het spel start met de standaardinstellingen en laat het bestand zoals het is.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The settings file %1 cannot be read: the game starts with the default settings and leaves the file as it is.</source>
        <translation>Het instellingenbestand %1 kan niet worden gelezen: het spel start met de standaardinstellingen en laat het bestand zoals het is.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+23"/>
        <source>Your settings cannot be saved: %1 cannot be written. Changes last until you quit.</source>
        <translation>Je instellingen kunnen niet worden opgeslagen: %1 is niet beschrijfbaar. Wijzigingen gelden tot je het spel afsluit.</translation>
    </message>
</context>
<context>
    <name>ratscrew::ShareDialog</name>
    <message>
        <location filename="../app/rivals/ShareDialog.cpp" line="+27"/>
        <source>Share This Game</source>
        <translation>Dit spel delen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste the text anywhere. Send the run to a friend: Ratscrew checks it when they open it, and they can race your ghost on the same deal.</source>
        <translation>Plak de tekst waar je maar wilt. Stuur de run naar een vriend: Ratscrew controleert hem bij het openen, en je vriend kan op hetzelfde spel tegen je ghost racen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Text to share</source>
        <translation>Tekst om te delen</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>&amp;Copy Text</source>
        <translation>Tekst &amp;kopiëren</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Save Run…</source>
        <translation>Run &amp;opslaan…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copied ✓</source>
        <comment>the text is on the clipboard</comment>
        <translation>Gekopieerd ✓</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The run is saved as %1.</source>
        <translation>De run is opgeslagen als %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run is not saved: %1</source>
        <translation>De run is niet opgeslagen: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save Run</source>
        <translation>Run opslaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratscrew runs (*%1)</source>
        <translation>Ratscrew-runs (*%1)</translation>
    </message>
</context>
<context>
    <name>ratscrew::SoundPage</name>
    <message>
        <location filename="../app/settings/SoundPage.cpp" line="+17"/>
        <source>Sound</source>
        <translation>Geluid</translation>
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
        <translation>Hoe luid de geluiden van het spel zijn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute all sounds</source>
        <translation>Alle geluiden &amp;dempen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sound at all; the volume is kept for later.</source>
        <translation>Helemaal geen geluid; het volume blijft bewaard voor later.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays a slap at the volume above.</source>
        <translation>Speelt een klap af op het volume hierboven.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sound in this run.</source>
        <translation>Geen geluid in deze sessie.</translation>
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
        <translation>Tegen de bots is dit deel van hun klappen trager dan jouw mediaan van %1 ms: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Against yourself: your median of %1 ms is faster than %2 of your last %n slap(s).</source>
        <translation>
            <numerusform>Tegen jezelf: je mediaan van %1 ms is sneller dan %2 van je laatste klap.</numerusform>
            <numerusform>Tegen jezelf: je mediaan van %1 ms is sneller dan %2 van je laatste %n klappen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Against yourself: your median of %1 ms is faster than %2 of your %n game median(s).</source>
        <translation>
            <numerusform>Tegen jezelf: je mediaan van %1 ms is sneller dan %2 van de mediaan van je vorige spel.</numerusform>
            <numerusform>Tegen jezelf: je mediaan van %1 ms is sneller dan %2 van de medianen van je %n vorige spellen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::StatisticsDialog</name>
    <message>
        <location filename="../app/career/StatisticsDialog.cpp" line="+99"/>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Regels:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Period:</source>
        <translation>&amp;Periode:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All time</source>
        <translation>Sinds het begin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 7 days</source>
        <translation>Laatste 7 dagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 30 days</source>
        <translation>Laatste 30 dagen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>Laatste 12 maanden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reading the statistics…</source>
        <translation>De statistieken worden geladen…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Win rate</source>
        <translation>&amp;Winstpercentage</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+13"/>
        <source>Slap</source>
        <translation>Klap</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>You: median (ms)</source>
        <translation>Jij: mediaan (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You: 90 % (ms)</source>
        <translation>Jij: 90 % (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your slaps</source>
        <translation>Jouw klappen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are faster than</source>
        <translation>Je bent sneller dan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reaction time per pattern</source>
        <translation>Reactietijd per patroon</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reaction &amp;times</source>
        <translation>Reactie&amp;tijden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken</source>
        <translation>Gepakt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>False slaps</source>
        <translation>Misklappen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed</source>
        <translation>Gemist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Of those, too late</source>
        <translation>Waarvan te laat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accuracy</source>
        <translation>Nauwkeurigheid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy per pattern</source>
        <translation>Nauwkeurigheid per patroon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Accuracy</source>
        <translation>&amp;Nauwkeurigheid</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export to CSV…</source>
        <translation>&amp;Exporteren naar CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;set Statistics…</source>
        <translation>Statistieken w&amp;issen…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Stick</source>
        <translation>Plakken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split</source>
        <translation>Splitsen</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+158"/>
        <source>Statistics are not kept in this run.</source>
        <translation>Tijdens deze sessie worden geen statistieken bewaard.</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>No games yet: your statistics start with your first game.</source>
        <translation>Nog geen spellen: je statistieken beginnen bij je eerste spel.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All rules</source>
        <translation>Alle regels</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Games finished: %1 (won %2, lost %3, draws %4); left unfinished: %5.</source>
        <translation>Uitgespeelde spellen: %1 (gewonnen %2, verloren %3, gelijkspel %4); niet uitgespeeld: %5.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ended when time was up: %1 (you held the most cards %2, another player %3; ties %4).</source>
        <translation>Geëindigd doordat de tijd om was: %1 (jij had de meeste kaarten: %2, een andere speler: %3; gelijke stand: %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Win rate: %1 %. Won in a row now: %2; longest run: %3.</source>
        <translation>Winstpercentage: %1 %. Huidige winstreeks: %2; langste reeks: %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your slaps: %1 good, %n misslap(s).</source>
        <translation>
            <numerusform>Jouw klappen: %1 goed, %n misklap.</numerusform>
            <numerusform>Jouw klappen: %1 goed, %n misklappen.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fastest slap %1 ms (%2)</source>
        <translation>snelste klap %1 ms (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>best game median %1 ms</source>
        <translation>beste mediaan in één spel %1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>quickest win %1</source>
        <translation>snelste overwinning %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Personal bests: %1.</source>
        <translation>Persoonlijke records: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your latest game:</source>
        <translation>Je laatste spel:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>mixed levels</source>
        <translation>gemengde niveaus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against %2</source>
        <translation>%1 tegen %2</translation>
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
            <numerusform>In %n spel waarvan de winkansen zijn berekend, won je dankzij je snelheid %1 meer spellen dan je met geluk alleen had gewonnen (±%2), en de kaarten %3.</numerusform>
            <numerusform>In de %n spellen waarvan de winkansen zijn berekend, won je dankzij je snelheid %1 meer spellen dan je met geluk alleen had gewonnen (±%2), en de kaarten %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Over the %n game(s) whose chances were worked out, your speed lost you %1 of the games luck alone would have won (±%2), and the cards %3.</source>
        <translation>
            <numerusform>In %n spel waarvan de winkansen zijn berekend, verloor je door je snelheid %1 van de spellen die je met geluk alleen had gewonnen (±%2), en de kaarten %3.</numerusform>
            <numerusform>In de %n spellen waarvan de winkansen zijn berekend, verloor je door je snelheid %1 van de spellen die je met geluk alleen had gewonnen (±%2), en de kaarten %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>brought you %1 more</source>
        <translation>leverden je %1 extra op</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cost you %1</source>
        <translation>kostten je %1</translation>
    </message>
    <message>
        <location line="-360"/>
        <location line="+4"/>
        <location line="+312"/>
        <source>Export Statistics</source>
        <translation>Statistieken exporteren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <location line="-316"/>
        <source>The games are in %1 and their slaps in %2.</source>
        <translation>De spellen staan in %1 en hun klappen in %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics could not be written to %1: %2</source>
        <translation>De statistieken konden niet naar %1 worden geschreven: %2</translation>
    </message>
    <message>
        <location line="+225"/>
        <source>the statistics file cannot be read</source>
        <translation>het statistiekbestand kan niet worden gelezen</translation>
    </message>
    <message>
        <location line="+98"/>
        <location line="+8"/>
        <source>Reset Statistics</source>
        <translation>Statistieken wissen</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Delete every game, slap and practice result kept so far? This cannot be undone. A game in play is kept and counted when it ends.</source>
        <translation>Alle tot nu toe bewaarde spellen, klappen en oefenresultaten wissen? Dit kan niet ongedaan worden gemaakt. Een lopend spel blijft bewaard en telt mee als het afloopt.</translation>
    </message>
</context>
<context>
    <name>ratscrew::StatusLines</name>
    <message>
        <location filename="../app/MainWindowPanels.cpp" line="+45"/>
        <source>What just happened in the game</source>
        <translation>Wat er net in het spel gebeurde</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The coach: how fast each slap was, and what you missed</source>
        <translation>De coach: hoe snel elke klap was en wat je miste</translation>
    </message>
</context>
<context>
    <name>ratscrew::Storyteller</name>
    <message>
        <location filename="../app/story/Storyteller.cpp" line="+511"/>
        <source>Game not finished</source>
        <translation>Spel niet uitgespeeld</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draw</source>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win!</source>
        <translation>Je wint!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins</source>
        <translation>%1 wint</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw</source>
        <translation>Gelijkspel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ You win!</source>
        <translation>★ Je wint!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>★ %1 wins!</source>
        <translation>★ %1 wint!</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The end: a draw at the limit of %n card play(s).</source>
        <translation>
            <numerusform>Einde: gelijkspel, de grens van %n gespeelde kaart is bereikt.</numerusform>
            <numerusform>Einde: gelijkspel, de grens van %n gespeelde kaarten is bereikt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the record: the game was left unfinished.</source>
        <translation>Einde van de opname: het spel is niet uitgespeeld.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+43"/>
        <source>The end: a draw.</source>
        <translation>Einde: gelijkspel.</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>The end: %1 won the game.</source>
        <translation>Einde: %1 heeft het spel gewonnen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time is up</source>
        <translation>De tijd is om</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Time is up: you win with %n cards</source>
        <translation>
            <numerusform>De tijd is om: je wint met %n kaart</numerusform>
            <numerusform>De tijd is om: je wint met %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: %1 wins with %n cards</source>
        <translation>
            <numerusform>De tijd is om: %1 wint met %n kaart</numerusform>
            <numerusform>De tijd is om: %1 wint met %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Time is up: you tie with %1 on %n cards</source>
        <extracomment>A title: %1 is one name or a list of names (&quot;Ann and Bea&quot;).</extracomment>
        <translation>
            <numerusform>De tijd is om: jij en %1 staan gelijk met %n kaart</numerusform>
            <numerusform>De tijd is om: jij en %1 staan gelijk met %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Time is up: %1 tie on %n cards</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>De tijd is om: %1 staan gelijk met %n kaart</numerusform>
            <numerusform>De tijd is om: %1 staan gelijk met %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The end: time was up, and %1 won with the most cards.</source>
        <translation>Einde: de tijd was om en %1 heeft met de meeste kaarten gewonnen.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The end: time was up, and %1 tied on %n cards: a draw.</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Einde: de tijd was om en %1 stonden gelijk met %n kaart: gelijkspel.</numerusform>
            <numerusform>Einde: de tijd was om en %1 stonden gelijk met %n kaarten: gelijkspel.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-533"/>
        <source>— Deal %1 —</source>
        <translation>— Spelnummer %1 —</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— Daily deal, %1 (deal %2) —</source>
        <translation>— Spel van de dag, %1 (spelnummer %2) —</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— Resumed: deal %1, left at %2 —</source>
        <translation>— Hervat: spelnummer %1, verlaten op %2 —</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— New game —</source>
        <translation>— Nieuw spel —</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New game: you play first.</source>
        <translation>Nieuw spel: jij begint.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game: %1 plays first.</source>
        <translation>Nieuw spel: %1 begint.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 slapped on an empty pile</source>
        <translation>%1 maakte een misklap op een lege stapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped on nothing (top: %2)</source>
        <translation>%1 sloeg op niets (bovenop: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped on nothing (top: %2; %3)</source>
        <translation>%1 sloeg op niets (bovenop: %2; %3)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You slapped on nothing: %1 burned.</source>
        <translation>Je sloeg op niets: %1 verbrand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing: %2 burned.</source>
        <translation>%1 sloeg op niets: %2 verbrand.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last %1 go under the pile.</source>
        <translation>Je laatste %1 gaan onder de stapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s last %2 go under the pile.</source>
        <translation>De laatste %2 van %1 gaan onder de stapel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — burned %2 under the pile.</source>
        <translation>%1 — %2 verbrand onder de stapel.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 — locked out for %2.</source>
        <translation>%1 — geblokkeerd voor %2.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>You slapped on nothing.</source>
        <translation>Je sloeg op niets.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing.</source>
        <translation>%1 sloeg op niets.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No call: %1.</source>
        <translation>Geen melding: %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You played %1.</source>
        <translation>Je speelde %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 played %2.</source>
        <translation>%1 speelde %2.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 played %2 — challenge, but nobody else has cards.</source>
        <translation>%1 speelde %2 — uitdaging, maar niemand anders heeft kaarten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played %2 — challenge: you must answer within %3.</source>
        <translation>%1 speelde %2 — uitdaging: jij moet binnen %3 antwoorden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — challenge: %3 must answer within %4.</source>
        <translation>%1 speelde %2 — uitdaging: %3 moet binnen %4 antwoorden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — the ten stops the challenge; nobody wins the pile.</source>
        <translation>%1 speelde %2 — de tien stopt de uitdaging; niemand wint de stapel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — no cards left, and nobody else can answer.</source>
        <translation>%1 speelde %2 — geen kaarten meer, en niemand anders kan antwoorden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 (no chances left).</source>
        <translation>%1 speelde %2 (geen kansen meer).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played %2 (%3 left).</source>
        <translation>%1 speelde %2 (nog %3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played %2 — no cards left; you answer on (%3 left).</source>
        <translation>%1 speelde %2 — geen kaarten meer; jij antwoordt verder (nog %3).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 — no cards left; %3 answers on (%4 left).</source>
        <translation>%1 speelde %2 — geen kaarten meer; %3 antwoordt verder (nog %4).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You are out and cannot slap any more.</source>
        <translation>Je bent uitgeschakeld en kunt niet meer slaan.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cannot slap: you are out.</source>
        <translation>Je kunt niet slaan: je bent uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no cards: in these rules you cannot slap.</source>
        <translation>Je hebt geen kaarten: met deze regels kun je niet slaan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot slap with no cards in these rules.</source>
        <translation>Met deze regels kun je zonder kaarten niet slaan.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 slapped on nothing: you take the pile (%2).</source>
        <translation>%1 sloeg op niets: jij neemt de stapel (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing: %2 takes the pile (%3).</source>
        <translation>%1 sloeg op niets: %2 neemt de stapel (%3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — you take the pile (%2) as the penalty.</source>
        <translation>%1 — de straf: jij neemt de stapel (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 takes the pile (%3) as the penalty.</source>
        <translation>%1 — de straf: %2 neemt de stapel (%3).</translation>
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
        <translation>Je sloeg op %1 en neemt %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped %2 and takes %3.</source>
        <translation>%1 sloeg op %2 en neemt %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You slapped %1 — %2 — and take %3.</source>
        <extracomment>%1 is how early, e.g. &quot;120 ms before the card was visible&quot;; %2 what was slapped; %3 the cards.</extracomment>
        <translation>Je sloeg %1 — %2 — en neemt %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped %2 — %3 — and takes %4.</source>
        <extracomment>%1 a name; %2 how early, e.g. &quot;120 ms before the card was visible&quot;; %3 what was slapped; %4 the cards.</extracomment>
        <translation>%1 sloeg %2 — %3 — en neemt %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You slapped in %1 — %2 — and take %3.</source>
        <extracomment>%1 is the reaction time, e.g. &quot;410 ms&quot;; %2 what was slapped; %3 the cards.</extracomment>
        <translation>Je sloeg in %1 — %2 — en neemt %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped in %2 — %3 — and takes %4.</source>
        <extracomment>%1 a name; %2 the reaction time, e.g. &quot;410 ms&quot;; %3 what was slapped; %4 the cards.</extracomment>
        <translation>%1 sloeg in %2 — %3 — en neemt %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nobody could answer the challenge: you collect the pile.</source>
        <translation>Niemand kon de uitdaging beantwoorden: jij haalt de stapel binnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody could answer the challenge: %1 collects the pile.</source>
        <translation>Niemand kon de uitdaging beantwoorden: %1 haalt de stapel binnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody could answer the challenge: you take %1.</source>
        <translation>Niemand kon de uitdaging beantwoorden: jij neemt %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody could answer the challenge: %1 takes %2.</source>
        <translation>Niemand kon de uitdaging beantwoorden: %1 neemt %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 lost the challenge: you collect the pile.</source>
        <translation>%1 verloor de uitdaging: jij haalt de stapel binnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the challenge: %2 collects the pile.</source>
        <translation>%1 verloor de uitdaging: %2 haalt de stapel binnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost the challenge: you take %2.</source>
        <translation>%1 verloor de uitdaging: jij neemt %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the challenge: %2 takes %3.</source>
        <translation>%1 verloor de uitdaging: %2 neemt %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You slapped on nothing with no cards left.</source>
        <translation>Je sloeg op niets zonder nog kaarten te hebben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing with no cards left.</source>
        <translation>%1 sloeg op niets zonder nog kaarten te hebben.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 slapped on nothing with no cards — out.</source>
        <translation>%1 sloeg op niets zonder kaarten — uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You passed the misslap limit; you are out.</source>
        <translation>Je bent over de misklaplimiet heen; je bent uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passed the misslap limit; %1 is out.</source>
        <translation>%1 is over de misklaplimiet heen; %1 is uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You passed the misslap limit — your last card is burned; you are out.</source>
        <translation>Je bent over de misklaplimiet heen — je laatste kaart wordt verbrand; je bent uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passed the misslap limit — their last card is burned; %1 is out.</source>
        <translation>%1 is over de misklaplimiet heen — de laatste kaart wordt verbrand; %1 is uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You passed the misslap limit — your last %1 are burned; you are out.</source>
        <translation>Je bent over de misklaplimiet heen — je laatste %1 worden verbrand; je bent uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passed the misslap limit — their last %2 are burned; %1 is out.</source>
        <translation>%1 is over de misklaplimiet heen — de laatste %2 worden verbrand; %1 is uitgeschakeld.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 — no penalty.</source>
        <translation>%1 — geen straf.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — no penalty, but it counts toward the misslap limit (%2 of %3).</source>
        <translation>%1 — geen straf, maar het telt mee voor de misklaplimiet (%2 van %3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — nothing to give, but it counts toward the misslap limit (%2 of %3).</source>
        <translation>%1 — niets om weg te geven, maar het telt mee voor de misklaplimiet (%2 van %3).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paused.</source>
        <translation>Gepauzeerd.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play resumed.</source>
        <translation>Spel hervat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You must answer: %1 left.</source>
        <translation>Jij moet antwoorden: nog %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 must answer: %2 left.</source>
        <translation>%1 moet antwoorden: nog %2.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Time is up.</source>
        <translation>De tijd is om.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: you win with %n cards.</source>
        <translation>
            <numerusform>De tijd is om: je wint met %n kaart.</numerusform>
            <numerusform>De tijd is om: je wint met %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: %1 wins with %n cards.</source>
        <translation>
            <numerusform>De tijd is om: %1 wint met %n kaart.</numerusform>
            <numerusform>De tijd is om: %1 wint met %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Time is up: you tie with %1 on %n cards.</source>
        <extracomment>%1 is one name or a list of names (&quot;Ann and Bea&quot;).</extracomment>
        <translation>
            <numerusform>De tijd is om: jij en %1 staan gelijk met %n kaart.</numerusform>
            <numerusform>De tijd is om: jij en %1 staan gelijk met %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Time is up: %1 tie on %n cards.</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>De tijd is om: %1 staan gelijk met %n kaart.</numerusform>
            <numerusform>De tijd is om: %1 staan gelijk met %n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-59"/>
        <source>The game is a draw.</source>
        <translation>Het spel eindigt in een gelijkspel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the game!</source>
        <translation>Je wint het spel!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins the game.</source>
        <translation>%1 wint het spel.</translation>
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
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game summary</source>
        <translation>Spelsamenvatting</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the summary</source>
        <translation>De samenvatting sluiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game with the same players</source>
        <translation>Een nieuw spel starten met dezelfde spelers</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Game time %1</source>
        <translation>Speeltijd %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n card(s) played</source>
        <translation>
            <numerusform>%n kaart gespeeld</numerusform>
            <numerusform>%n kaarten gespeeld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n speler</numerusform>
            <numerusform>%n spelers</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+8"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiëren</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Copy the deal number</source>
        <translation>Het spelnummer kopiëren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copied ✓</source>
        <comment>the deal number is on the clipboard</comment>
        <translation>Gekopieerd ✓</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Deal %1</source>
        <translation>Spelnummer %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Practice: your first try on it is your record.</source>
        <translation>Oefenpotje: alleen je eerste keer met dit spel telt mee.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What every player did in the game</source>
        <translation>Wat elke speler in het spel deed</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The bot&apos;s level</source>
        <translation>Het niveau van de bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards played</source>
        <translation>Gespeelde kaarten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards played onto the pile</source>
        <translation>Op de stapel gespeelde kaarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slaps</source>
        <translation>Klappen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps that took the pile</source>
        <translation>Klappen die de stapel opleverden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Misslaps</source>
        <translation>Misklappen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps at a pile that could not be slapped</source>
        <translation>Klappen op een stapel waarop niet geslagen mocht worden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piles won</source>
        <translation>Gewonnen stapels</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Piles taken by a slap or a challenge</source>
        <translation>Stapels gewonnen met een klap of een uitdaging</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Resultaat</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out at %1</source>
        <translation>Uitgeschakeld na %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No cards since %1</source>
        <translation>Geen kaarten sinds %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n kaart over</numerusform>
            <numerusform>%n kaarten over</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Your reaction times</source>
        <translation>Jouw reactietijden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reaction times of %1</source>
        <translation>Reactietijden van %1</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n slap(s) before the card was visible</source>
        <translation>
            <numerusform>%n klap voordat de kaart te zien was</numerusform>
            <numerusform>%n klappen voordat de kaart te zien was</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No valid slaps</source>
        <translation>Geen geldige klappen</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Most for %1: %n card(s) at %2</source>
        <extracomment>%1 is a person&apos;s name at a table of two or more people, %2 a game time such as &quot;3:05&quot;.</extracomment>
        <translation>
            <numerusform>Maximum van %1: %n kaart na %2</numerusform>
            <numerusform>Maximum van %1: %n kaarten na %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chance to win</source>
        <translation>Winkans</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Your largest swing: %1</source>
        <translation>Je grootste omslag: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-105"/>
        <source>Median %1 s  ·  Best %2 s  ·  %n valid slap(s)</source>
        <translation>
            <numerusform>Mediaan %1 s  ·  Beste %2 s  ·  %n geldige klap</numerusform>
            <numerusform>Mediaan %1 s  ·  Beste %2 s  ·  %n geldige klappen</numerusform>
        </translation>
    </message>
    <message>
        <location line="-298"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Opnieuw spelen</translation>
    </message>
    <message>
        <location line="+320"/>
        <source>Cards in hand</source>
        <translation>Kaarten in de hand</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Your most: %n card(s) at %1</source>
        <translation>
            <numerusform>Jouw maximum: %n kaart na %1</numerusform>
            <numerusform>Jouw maximum: %n kaarten na %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-214"/>
        <source>The daily deal of %1.</source>
        <translation>Het spel van de dag van %1.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your best on it: place %1 of %2 in %3.</source>
        <translation>Je beste resultaat met dit spel: plaats %1 van %2 in %3.</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Deal number %1 copied.</source>
        <translation>Spelnummer %1 gekopieerd.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SvgCardDeck</name>
    <message>
        <location filename="../app/table/SvgCardDeck.cpp" line="+110"/>
        <source>This copy of Ratscrew was built without Qt SVG, so it shows the built-in deck only.</source>
        <translation>Deze versie van Ratscrew is zonder Qt SVG gebouwd en toont daarom alleen het ingebouwde kaartspel.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>its drawing %1 is missing</source>
        <translation>de tekening %1 ontbreekt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its drawing %1 is not a file</source>
        <translation>de tekening %1 is geen bestand</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+5"/>
        <source>its drawing %1 is too big</source>
        <translation>de tekening %1 is te groot</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>its drawing %1 cannot be read</source>
        <translation>de tekening %1 is niet te lezen</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <location line="+20"/>
        <source>its drawing %1 is not an SVG that can be read</source>
        <translation>de tekening %1 is geen leesbare SVG</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>its drawing %1 refers to %2 outside it</source>
        <translation>de tekening %1 verwijst naar %2 buiten zichzelf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its drawing %1 repeats or nests its parts too often to be drawn</source>
        <translation>de tekening %1 herhaalt of nest haar delen te vaak om getekend te worden</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>its drawing %1 has no card named as KDE&apos;s decks name them (1_club … king_spade)</source>
        <translation>de tekening %1 heeft geen kaart met de namen van de KDE-kaartspellen (1_club … king_spade)</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>it has no index.desktop</source>
        <translation>het heeft geen index.desktop</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>its index.desktop is too big</source>
        <translation>de index.desktop is te groot</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>its index.desktop cannot be read</source>
        <translation>de index.desktop is niet te lezen</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>its index.desktop has no [KDE Backdeck] group</source>
        <translation>de index.desktop heeft geen groep [KDE Backdeck]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its index.desktop names no SVG</source>
        <translation>de index.desktop noemt geen SVG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its index.desktop names an SVG outside its folder</source>
        <translation>de index.desktop noemt een SVG buiten de eigen map</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>The card deck %1 cannot be used: %2. The built-in deck is shown.</source>
        <translation>Het kaartspel %1 kan niet worden gebruikt: %2. Het ingebouwde kaartspel wordt getoond.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>The card deck %1 is not installed. The built-in deck is shown.</source>
        <translation>Het kaartspel %1 is niet geïnstalleerd. Het ingebouwde kaartspel wordt getoond.</translation>
    </message>
</context>
<context>
    <name>ratscrew::TableRenderer</name>
    <message>
        <location filename="../app/table/TableRenderer.cpp" line="+115"/>
        <source>Time left: %1</source>
        <extracomment>The game&apos;s clock on the table: %1 is minutes:seconds (&quot;12:34&quot;).</extracomment>
        <translation>Resterende tijd: %1</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Paused</source>
        <translation>Gepauzeerd</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Slap pile</source>
        <translation>Hoofdstapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+50"/>
        <source>+%1 under</source>
        <translation>+%1 onder</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>%1 burned</source>
        <translation>%1 verbrand</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Split an 8 here</source>
        <translation>Splits hier een 8</translation>
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
            <numerusform>%n kans · jij daagt uit</numerusform>
            <numerusform>%n kansen · jij daagt uit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 challenges · %n chance(s)</source>
        <translation>
            <numerusform>%n kans · %1 daagt uit</numerusform>
            <numerusform>%n kansen · %1 daagt uit</numerusform>
        </translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Stick!</source>
        <translation>Plak!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Split!</source>
        <translation>Splits!</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>SLAP! %1</source>
        <translation>KLAP! %1</translation>
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
        <translation>UIT</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>★ winner</source>
        <translation>★ winnaar</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>locked out: %n card(s)</source>
        <translation>
            <numerusform>%n kaart geblokkeerd</numerusform>
            <numerusform>%n kaarten geblokkeerd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>sits out: %n card(s)</source>
        <translation>
            <numerusform>%n kaart uitzitten</numerusform>
            <numerusform>%n kaarten uitzitten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>collects…</source>
        <translation>haalt binnen…</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>▶ answer: %n chance(s) left</source>
        <translation>
            <numerusform>▶ nog %n kans: antwoorden</numerusform>
            <numerusform>▶ nog %n kansen: antwoorden</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>▶ to play</source>
        <translation>▶ aan zet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>challenger</source>
        <translation>uitdager</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>cards</source>
        <comment>after the number of cards in a hand</comment>
        <translation>
            <numerusform>kaart</numerusform>
            <numerusform>kaarten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+184"/>
        <source>D</source>
        <comment>the dealer button on the table</comment>
        <translation>D</translation>
    </message>
</context>
<context>
    <name>ratscrew::TableWidget</name>
    <message>
        <location filename="../app/table/TableWidget.cpp" line="+23"/>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <location line="+180"/>
        <location line="+76"/>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>No game.</source>
        <translation>Geen spel.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 collects the pile.</source>
        <translation>%1 haalt de stapel binnen.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Pile: %1, %n card(s).</source>
        <translation>
            <numerusform>Stapel: %1, %n kaart.</numerusform>
            <numerusform>Stapel: %1, %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Split pile: %1, %n card(s).</source>
        <translation>
            <numerusform>Splitstapel: %1, %n kaart.</numerusform>
            <numerusform>Splitstapel: %1, %n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenge is on the split pile.</source>
        <translation>De uitdaging ligt op de splitstapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The challenge is on the slap pile.</source>
        <translation>De uitdaging ligt op de hoofdstapel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next card goes onto the split pile.</source>
        <translation>De volgende kaart gaat op de splitstapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next card goes onto the slap pile.</source>
        <translation>De volgende kaart gaat op de hoofdstapel.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n kaart</numerusform>
            <numerusform>%1: %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You are locked out for %n more card(s).</source>
        <translation>
            <numerusform>Je bent nog %n kaart geblokkeerd.</numerusform>
            <numerusform>Je bent nog %n kaarten geblokkeerd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 is locked out for %n more card(s).</source>
        <translation>
            <numerusform>%1 is nog %n kaart geblokkeerd.</numerusform>
            <numerusform>%1 is nog %n kaarten geblokkeerd.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You sit out for %n more card(s).</source>
        <translation>
            <numerusform>Je moet nog %n kaart uitzitten.</numerusform>
            <numerusform>Je moet nog %n kaarten uitzitten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 sits out for %n more card(s).</source>
        <translation>
            <numerusform>%1 moet nog %n kaart uitzitten.</numerusform>
            <numerusform>%1 moet nog %n kaarten uitzitten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time left: %1.</source>
        <extracomment>For a screen reader: %1 is the time left, such as &quot;12:34&quot;.</extracomment>
        <translation>Resterende tijd: %1.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Your turn.</source>
        <translation>Jouw beurt.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play.</source>
        <translation>%1 is aan zet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pile is empty.</source>
        <translation>De stapel is leeg.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 out</source>
        <translation>%1 uitgeschakeld</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards: %1.</source>
        <translation>Kaarten: %1.</translation>
    </message>
</context>
<context>
    <name>ratscrew::WinChanceChart</name>
    <message>
        <location filename="../app/analysis/WinChanceChart.cpp" line="+13"/>
        <source>Chance to win over the game</source>
        <translation>Winkans tijdens het spel</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chance to win</source>
        <translation>Winkans</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance</source>
        <translation>Winkans</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Working out the chances…</source>
        <translation>Winkansen worden berekend…</translation>
    </message>
</context>
<context>
    <name>ratscrew::WinRateChart</name>
    <message>
        <location filename="../app/career/CareerCharts.cpp" line="-242"/>
        <source>Win rate over time</source>
        <translation>Verloop van het winstpercentage</translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>%1: %2 of %n game(s) won, %3 of the last ones.</source>
        <translation>
            <numerusform>%1: %2 van %n spel gewonnen, %3 van de laatste.</numerusform>
            <numerusform>%1: %2 van %n spellen gewonnen, %3 van de laatste.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No games finished yet: the win rate starts with your first finished game.</source>
        <translation>Nog geen uitgespeelde spellen: het winstpercentage begint bij je eerste uitgespeelde spel.</translation>
    </message>
</context>
</TS>
