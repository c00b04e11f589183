<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>CallExamples</name>
    <message>
        <location filename="../app/help/CallExamples.cpp" line="+31"/>
        <source>Slap pile</source>
        <translation>Stos główny</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pile</source>
        <translation>Stos</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Split pile</source>
        <translation>Stos boczny</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Stick</source>
        <translation>Przyklejenie</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A player has just played %1 and so challenges the next player. Before that player plays any card in answer, anyone else may slap the %2: a stick. The slapper takes the challenge over as if they had played the %2 themselves, and the player after them answers with %n chance(s). The challenger and the player answering cannot stick, and each card can be stuck once.</source>
        <translation>
            <numerusform>Gracz właśnie zagrał %1 i tym samym rzuca wyzwanie następnemu graczowi. Zanim ten gracz zagra jakąkolwiek kartę w odpowiedzi, każdy inny może klepnąć kartę %2 i ją przykleić. Klepiący przejmuje wyzwanie, jakby sam zagrał %2, a gracz po nim odpowiada, mając %n szansę. Wyzywający i odpowiadający gracz nie mogą przyklejać, a każdą kartę można przykleić tylko raz.</numerusform>
            <numerusform>Gracz właśnie zagrał %1 i tym samym rzuca wyzwanie następnemu graczowi. Zanim ten gracz zagra jakąkolwiek kartę w odpowiedzi, każdy inny może klepnąć kartę %2 i ją przykleić. Klepiący przejmuje wyzwanie, jakby sam zagrał %2, a gracz po nim odpowiada, mając %n szanse. Wyzywający i odpowiadający gracz nie mogą przyklejać, a każdą kartę można przykleić tylko raz.</numerusform>
            <numerusform>Gracz właśnie zagrał %1 i tym samym rzuca wyzwanie następnemu graczowi. Zanim ten gracz zagra jakąkolwiek kartę w odpowiedzi, każdy inny może klepnąć kartę %2 i ją przykleić. Klepiący przejmuje wyzwanie, jakby sam zagrał %2, a gracz po nim odpowiada, mając %n szans. Wyzywający i odpowiadający gracz nie mogą przyklejać, a każdą kartę można przykleić tylko raz.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sticky here: %1.</source>
        <extracomment>%1 is a list of letter ranks such as &quot;J, K&quot;.</extracomment>
        <translation>Tutaj lepkie karty wyzwania to: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A %1 on top is never stuck: it is the forbidden rank.</source>
        <translation>Karty %1 na wierzchu nie można przykleić: to zakazana wartość.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Split</source>
        <translation>Podział</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While no challenge is going on, an 8 on top of the pile may be slapped: a split. The slapper&apos;s top card starts a split pile beside the slap pile (the 8 stays where it is). Until one of the two piles is won, every turn plays two cards: one onto the slap pile, then one onto the split pile. A letter card starts a challenge on its own pile while the other pile waits, and a slap looks at each pile on its own: it takes the slap pile when that shows a pattern, else the split pile. There is no second split while a split pile is on the table.</source>
        <translation>Gdy nie trwa żadne wyzwanie, można klepnąć 8 leżącą na wierzchu stosu: to podział. Wierzchnia karta z kupki klepiącego zaczyna stos boczny obok stosu głównego (8 zostaje na miejscu). Dopóki jeden z dwóch stosów nie zostanie zdobyty, w każdej kolejce zagrywa się dwie karty: jedną na stos główny, potem jedną na stos boczny. Karta wyzwania rozpoczyna wyzwanie na swoim stosie, a drugi stos czeka; klepnięcie sprawdza każdy stos osobno: bierze stos główny, jeśli widać na nim układ, a w przeciwnym razie stos boczny. Nie ma drugiego podziału, dopóki na stole leży stos boczny.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Here the 8 is the forbidden rank, so no split can happen.</source>
        <translation>Tutaj 8 jest zakazaną wartością, więc podział jest niemożliwy.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>One of two piles is won</source>
        <translation>Jeden z dwóch stosów zdobyty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here the Q on the slap pile was not answered, so its challenger wins the slap pile. The other pile stays on the table: the split pile moves over, cards in order, and is the slap pile now. Play goes on from the winner as after any won pile (unless a challenge on the pile that stays is still being answered, or a pile waits to be collected there). When the split pile is won instead, the slap pile simply stays. An 8 on top can then be split again.</source>
        <translation>Tutaj nikt nie odpowiedział na Q na stosie głównym, więc stos główny zdobywa wyzywający, który ją zagrał. Drugi stos zostaje na stole: stos boczny przesuwa się na jego miejsce, z kartami w tej samej kolejności, i teraz jest stosem głównym. Gra toczy się dalej od zdobywcy jak po każdym zdobytym stosie (chyba że na pozostałym stosie wciąż trwa odpowiedź na wyzwanie albo stos czeka tam na zebranie). Gdy zamiast tego zostanie zdobyty stos boczny, stos główny po prostu zostaje. Potem 8 na wierzchu znów można podzielić.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A ten stops a challenge</source>
        <translation>Dziesiątka zatrzymuje wyzwanie</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The K challenged the next player, who answered with a 4 and then a 10. The 10 stops the challenge: nobody wins the pile, and the next player plays on as after any number card. A 10 does this on any chance, even the last; outside a challenge it is just a 10.</source>
        <translation>K rzucił wyzwanie następnemu graczowi, który odpowiedział czwórką, a potem dziesiątką. Dziesiątka zatrzymuje wyzwanie: nikt nie wygrywa stosu, a następny gracz gra dalej jak po każdej karcie liczbowej. Dziesiątka robi to przy każdej szansie, nawet ostatniej; poza wyzwaniem to zwykła dziesiątka.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The K challenged the next player, who answered with a 4 and then a 10. The 10 stops the challenge, so the challenger does not win the pile; but the pile now shows %1, and the first good slap takes it. Until then the next player plays on as after any number card. A 10 does this on any chance, even the last; outside a challenge it is just a 10.</source>
        <translation>K rzucił wyzwanie następnemu graczowi, który odpowiedział czwórką, a potem dziesiątką. Dziesiątka zatrzymuje wyzwanie, więc wyzywający nie wygrywa stosu; ale na stosie jest teraz „%1” i pierwsze dobre klepnięcie go zabiera. Do tego czasu następny gracz gra dalej jak po każdej karcie liczbowej. Dziesiątka robi to przy każdej szansie, nawet ostatniej; poza wyzwaniem to zwykła dziesiątka.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Locked out</source>
        <translation>Blokada</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card(s) have been played, onto either pile.</source>
        <translation>
            <numerusform>Klepnięcie, gdy na stosie leży %1, jest błędne: nie kosztuje kart, ale klepiący ma blokadę, dopóki na którykolwiek stos nie zostanie zagrana jeszcze %n karta.</numerusform>
            <numerusform>Klepnięcie, gdy na stosie leży %1, jest błędne: nie kosztuje kart, ale klepiący ma blokadę, dopóki na którykolwiek stos nie zostaną zagrane jeszcze %n karty.</numerusform>
            <numerusform>Klepnięcie, gdy na stosie leży %1, jest błędne: nie kosztuje kart, ale klepiący ma blokadę, dopóki na którykolwiek stos nie zostanie zagranych jeszcze %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card(s) have been played.</source>
        <extracomment>%1 is two cards, such as &quot;9♦ 4♣&quot;.</extracomment>
        <translation>
            <numerusform>Klepnięcie, gdy na stosie leży %1, jest błędne: nie kosztuje kart, ale klepiący ma blokadę, dopóki nie zostanie zagrana jeszcze %n karta.</numerusform>
            <numerusform>Klepnięcie, gdy na stosie leży %1, jest błędne: nie kosztuje kart, ale klepiący ma blokadę, dopóki nie zostaną zagrane jeszcze %n karty.</numerusform>
            <numerusform>Klepnięcie, gdy na stosie leży %1, jest błędne: nie kosztuje kart, ale klepiący ma blokadę, dopóki nie zostanie zagranych jeszcze %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Even when a pattern shows meanwhile (here: %1), it is not theirs to slap; their slaps are simply refused.</source>
        <extracomment>%1 is the name of a slap pattern, such as &quot;Double&quot;.</extracomment>
        <translation>Nawet jeśli w tym czasie pojawi się układ (tu: „%1”), klepiący nie może go klepnąć; jego klepnięcia są po prostu odrzucane.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Theirs to slap: %1</source>
        <extracomment>Under a pile the misslapper may slap: %1 is the name of its slap pattern, such as &quot;Double&quot;.</extracomment>
        <translation>Może klepnąć: „%1”</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>No slap while locked out</source>
        <translation>Bez klepania podczas blokady</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No penalty</source>
        <translation>Bez kary</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A slap on %1 is a misslap, but it costs nothing: no cards are burned, the pile stays where it is, and the slapper may slap the very next card.</source>
        <extracomment>%1 is two cards, such as &quot;9♦ 4♣&quot;.</extracomment>
        <translation>Klepnięcie, gdy na stosie leży %1, jest błędne, ale nic nie kosztuje: żadne karty nie są spalane, stos zostaje na miejscu, a klepiący może klepnąć już następną kartę.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It still counts toward the misslap limit.</source>
        <translation>Nadal wlicza się do limitu błędnych klepnięć.</translation>
    </message>
</context>
<context>
    <name>PatternExamples</name>
    <message>
        <location filename="../app/text/GameText.cpp" line="+252"/>
        <source>Two jokers count as the same rank.</source>
        <translation>Dwa jokery liczą się jako ta sama wartość.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A joker has no suit, so it never counts for this.</source>
        <translation>Joker nie ma koloru, więc nigdy się tu nie liczy.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The top two cards have the same rank (but not two %1s).</source>
        <translation>Dwie wierzchnie karty mają tę samą wartość (ale nie dwie karty %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top two cards have the same rank.</source>
        <translation>Dwie wierzchnie karty mają tę samą wartość.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top three cards are all %1s: the only way to slap that rank.</source>
        <translation>Trzy wierzchnie karty mają wartość %1: tylko tak można klepnąć tę wartość.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card and the third card have the same rank, whatever lies between (but not two %1s).</source>
        <translation>Wierzchnia i trzecia karta mają tę samą wartość, niezależnie od tego, co leży pomiędzy (ale nie dwie karty %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card and the third card have the same rank, whatever lies between.</source>
        <translation>Wierzchnia i trzecia karta mają tę samą wartość, niezależnie od tego, co leży pomiędzy.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card has the same rank as the first card played onto this pile (but not two %1s).</source>
        <translation>Wierzchnia karta ma tę samą wartość co pierwsza karta zagrana na ten stos (ale nie dwie karty %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card has the same rank as the first card played onto this pile.</source>
        <translation>Wierzchnia karta ma tę samą wartość co pierwsza karta zagrana na ten stos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top two cards are number cards adding up to 10 (ace = 1), or the top and third card do with a J, Q, K or A between them.</source>
        <translation>Dwie wierzchnie karty to karty liczbowe o sumie 10 (as = 1) albo taką sumę dają wierzchnia i trzecia karta, gdy leży między nimi J, Q, K lub A.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top two cards are number cards adding up to 10 (ace = 1).</source>
        <translation>Dwie wierzchnie karty to karty liczbowe o sumie 10 (as = 1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card is a 10.</source>
        <translation>Wierzchnia karta to 10.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top card and the third card are number cards adding up to 10, whatever lies between.</source>
        <translation>Wierzchnia i trzecia karta to karty liczbowe o sumie 10, niezależnie od tego, co leży pomiędzy.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top three cards are all number cards and add up to 10 (ace = 1).</source>
        <translation>Trzy wierzchnie karty to karty liczbowe o sumie 10 (as = 1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ace only counts above the king.</source>
        <translation>Cztery wierzchnie karty rosną lub maleją o jedną wartość, np. 5 6 7 8; as liczy się tylko powyżej króla.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ace counts above the king or below the 2.</source>
        <translation>Cztery wierzchnie karty rosną lub maleją o jedną wartość, np. 5 6 7 8; as liczy się powyżej króla lub poniżej dwójki.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ranks go round, so K A 2 3 counts too.</source>
        <translation>Cztery wierzchnie karty rosną lub maleją o jedną wartość, np. 5 6 7 8; wartości tworzą krąg, więc K A 2 3 też się liczy.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The top three cards step up or down by the same amount, each a multiple of the step (2 4 6, 4 8 Q; A = 1, J = 11, Q = 12, K = 13).</source>
        <translation>Trzy wierzchnie karty rosną lub maleją o ten sam krok, a każda jest wielokrotnością kroku (2 4 6, 4 8 Q; A = 1, J = 11, Q = 12, K = 13).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top two cards are a queen and a king, in either order.</source>
        <translation>Dwie wierzchnie karty to dama i król, w dowolnej kolejności.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card is a joker (none in this deck unless you add the jokers).</source>
        <translation>Wierzchnia karta to joker (w tej talii ich nie ma, chyba że dodasz jokery).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card is a joker.</source>
        <translation>Wierzchnia karta to joker.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top three cards all have the same suit.</source>
        <translation>Trzy wierzchnie karty są w tym samym kolorze.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top four cards all have the same suit.</source>
        <translation>Cztery wierzchnie karty są w tym samym kolorze.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top card and the third card are a queen and a king, in either order, whatever lies between.</source>
        <translation>Wierzchnia i trzecia karta to dama i król, w dowolnej kolejności, niezależnie od tego, co leży pomiędzy.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card and the fourth card have the same rank, whatever two cards lie between (but not two %1s).</source>
        <translation>Wierzchnia i czwarta karta mają tę samą wartość, niezależnie od dwóch kart pomiędzy (ale nie dwie karty %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card and the fourth card have the same rank, whatever two cards lie between.</source>
        <translation>Wierzchnia i czwarta karta mają tę samą wartość, niezależnie od dwóch kart pomiędzy.</translation>
    </message>
</context>
<context>
    <name>QKeySequenceEdit</name>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="+17"/>
        <source>Press shortcut</source>
        <translation>Naciśnij klawisz</translation>
    </message>
</context>
<context>
    <name>ratscrew::ActionText</name>
    <message>
        <location filename="../app/story/ActionText.cpp" line="+12"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kartę</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n chance(s)</source>
        <translation>
            <numerusform>%n szansa</numerusform>
            <numerusform>%n szanse</numerusform>
            <numerusform>%n szans</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on the split pile</source>
        <translation>%1 na stosie bocznym</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 onto the split pile</source>
        <translation>%1 na stos boczny</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 onto the slap pile</source>
        <translation>%1 na stos główny</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>You missed a slap-in and sit out %n card(s).</source>
        <translation>
            <numerusform>Nieudany powrót klepnięciem: pauzujesz przez %n kartę.</numerusform>
            <numerusform>Nieudany powrót klepnięciem: pauzujesz przez %n karty.</numerusform>
            <numerusform>Nieudany powrót klepnięciem: pauzujesz przez %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 missed a slap-in and sits out %n card(s).</source>
        <translation>
            <numerusform>%1: nieudany powrót klepnięciem — pauza na %n kartę.</numerusform>
            <numerusform>%1: nieudany powrót klepnięciem — pauza na %n karty.</numerusform>
            <numerusform>%1: nieudany powrót klepnięciem — pauza na %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You were a moment late — no penalty.</source>
        <translation>Spóźniasz się o chwilę — bez kary.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was a moment late — no penalty.</source>
        <translation>%1 spóźnia się o chwilę — bez kary.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You sit out after a missed slap-in: you cannot slap yet.</source>
        <translation>Pauzujesz po nieudanym powrocie: jeszcze nie możesz klepać.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You slapped on nothing and are locked out for %1.</source>
        <translation>Klepiesz błędnie i masz blokadę na %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing and is locked out for %2.</source>
        <translation>%1 klepie błędnie i ma blokadę na %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are locked out after a misslap: you cannot slap yet.</source>
        <translation>Masz blokadę po błędnym klepnięciu: jeszcze nie możesz klepać.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You slapped on nothing (no penalty).</source>
        <translation>Klepiesz błędnie (bez kary).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing (no penalty).</source>
        <translation>%1 klepie błędnie (bez kary).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>you won the pile first</source>
        <translation>wcześniej zdobywasz stos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 won the pile first</source>
        <translation>wcześniej stos zdobywa %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is your turn now</source>
        <translation>teraz twoja kolej</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>it is %1&apos;s turn now</source>
        <translation>teraz gra %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you slapped instead</source>
        <translation>zamiast zagrać, klepiesz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a slap instead of a play</source>
        <translation>klepnięcie zamiast zagrania</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>time is up</source>
        <translation>czas minął</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the game is over</source>
        <translation>koniec gry</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your card went back: %1.</source>
        <translation>Twoja karta wraca do kupki: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s card went back: %2.</source>
        <translation>Karta gracza %1 wraca do kupki: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your ten stops the challenge.</source>
        <translation>Twoja dziesiątka zatrzymuje wyzwanie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s ten stops the challenge.</source>
        <translation>Dziesiątka gracza %1 zatrzymuje wyzwanie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You are out.</source>
        <translation>Odpadasz z gry.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is out.</source>
        <translation>%1 odpada z gry.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You play next.</source>
        <translation>Teraz grasz ty.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays next.</source>
        <translation>Teraz gra %1.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You collect %1.</source>
        <translation>Zbierasz %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 collects %2.</source>
        <translation>%1 zbiera %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody has cards left: you take the pile (%1).</source>
        <translation>Nikt nie ma już kart: bierzesz stos, czyli %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has cards left: %1 takes the pile (%2).</source>
        <translation>Nikt nie ma już kart: %1 bierze stos, czyli %2.</translation>
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
        <translation>Rozdanie kart</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 slapped %2 %3 ms before you</source>
        <translation>%1: klepnięcie w %2 o %3 ms przed tobą</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 slapped %2</source>
        <translation>%1: klepnięcie w %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 misslapped on an empty pile</source>
        <translation>%1: błędne klepnięcie w pusty stos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 misslapped on %2</source>
        <translation>%1: błędne klepnięcie w %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped too late</source>
        <translation>%1: spóźnione klepnięcie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played</source>
        <translation>%1: zagranie karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2</source>
        <translation>%1: zagranie %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody slapped %1, and %2 played %3</source>
        <translation>Nikt nie klepnął w %1; %2: zagranie %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, and %2 took the pile</source>
        <comment>a card played, then who took the pile</comment>
        <translation>%1; %2: zdobycie stosu</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 collected the pile</source>
        <translation>%1: zebranie stosu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pile was collected</source>
        <translation>Zebranie stosu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time was up</source>
        <translation>Czas minął</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 — %2: your chances %3 → %4</source>
        <translation>%1 — %2 — twoje szanse: %3 → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2: %3&apos;s chances %4 → %5</source>
        <comment>a swing of another player&apos;s chances</comment>
        <translation>%1 — %2 — szanse gracza %3: %4 → %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Luck: %1 · Speed: %2 (each ±%3)</source>
        <translation>Szczęście: %1 · Refleks: %2 (oba wyniki ±%3)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Against an average player at this table, the cards brought you %1 and your speed %2 (each ±%3).</source>
        <translation>W porównaniu z przeciętnym graczem przy tym stole karty dały ci %1, a refleks %2 (oba wyniki ±%3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against an average player at this table, the cards brought %1 %2 and their speed %3 (each ±%4).</source>
        <translation>%1: w porównaniu z przeciętnym graczem przy tym stole karty dały %2, a refleks %3 (oba wyniki ±%4).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game&apos;s chances cannot be worked out: it was recorded before the fourth edition&apos;s clock, or it is too long.</source>
        <translation>Nie da się obliczyć szans w tej grze: zapisano ją przed wprowadzeniem zegara stołu z czwartej edycji zasad albo jest za długa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+12"/>
        <source>Working out the chances…</source>
        <translation>Obliczanie szans…</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Working out the chances… %1</source>
        <translation>Obliczanie szans… %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chances to win within ±%1; working out luck and speed… %2</source>
        <translation>Szanse na wygraną z dokładnością ±%1; obliczanie szczęścia i refleksu… %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chances to win within ±%1 at every moment</source>
        <translation>Szanse na wygraną w każdej chwili z dokładnością ±%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 from %2 at the deal to %3 at the end</source>
        <translation>%1: od %2 przy rozdaniu do %3 na końcu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chance to win: %1.</source>
        <translation>Szanse na wygraną: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest swing: %1.</source>
        <translation>Największy zwrot akcji: %1.</translation>
    </message>
</context>
<context>
    <name>ratscrew::AppInstance</name>
    <message>
        <location filename="../app/AppStartup.cpp" line="+160"/>
        <source>Reading the game you left…</source>
        <translation>Wczytywanie przerwanej gry…</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Play on with the game you left? %Ln card(s) were played in it.</source>
        <translation>
            <numerusform>Kontynuować przerwaną grę? Zagrano w niej %Ln kartę.</numerusform>
            <numerusform>Kontynuować przerwaną grę? Zagrano w niej %Ln karty.</numerusform>
            <numerusform>Kontynuować przerwaną grę? Zagrano w niej %Ln kart.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Resume</source>
        <translation>Wznów</translation>
    </message>
</context>
<context>
    <name>ratscrew::AppearancePage</name>
    <message>
        <location filename="../app/settings/AppearancePage.cpp" line="+160"/>
        <source>Cards and table</source>
        <translation>Karty i stół</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card Back Colour</source>
        <translation>Kolor rewersu kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;back:</source>
        <translation>Rewers &amp;kart:</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+99"/>
        <source>Built-in</source>
        <translation>Wbudowany</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The colour of the lattice on the backs of the built-in deck.</source>
        <translation>Kolor kratki na rewersach wbudowanej talii.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table Colour</source>
        <translation>Kolor stołu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Stół:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The colour of the felt.</source>
        <translation>Kolor sukna.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Card desig&amp;n:</source>
        <translation>&amp;Motyw kart:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The built-in cards, or a deck installed for KDE&apos;s card games (on Debian and Ubuntu: the package kdegames-card-data-kf5). A deck that cannot be read shows the built-in cards.</source>
        <translation>Wbudowane karty albo talia zainstalowana dla gier karcianych KDE (w Debianie i Ubuntu: pakiet kdegames-card-data-kf5). Gdy talii nie da się odczytać, widać wbudowane karty.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The built-in cards. This copy of Ratscrew was built without Qt SVG, which draws the decks installed for KDE&apos;s card games.</source>
        <translation>Wbudowane karty. Ta kopia Ratscrew została zbudowana bez modułu Qt SVG, który rysuje talie zainstalowane dla gier karcianych KDE.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Talia czterokolorowa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blue diamonds and green clubs, so that every suit is easy to tell apart. Only the built-in deck has them.</source>
        <translation>Niebieskie karo i zielone trefle, żeby łatwo było odróżnić kolory. Ma je tylko wbudowana talia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seeing and moving</source>
        <translation>Widok i ruch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;High-contrast table</source>
        <translation>Stół o wysok&amp;im kontraście</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A black table and panels with white edges and text, for players who see contrast better than colour. The table colour above is not used.</source>
        <translation>Czarny stół i panele z białymi krawędziami i tekstem, dla osób, które lepiej widzą kontrast niż kolor. Kolor stołu powyżej nie jest wtedy używany.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduce &amp;motion</source>
        <translation>Ogr&amp;anicz ruch</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards fade in where they land instead of flying, and nothing shakes or slides. The game keeps its timing: a card can be slapped at the same moment either way.</source>
        <translation>Karty pojawiają się stopniowo tam, gdzie lądują, zamiast lecieć, i nic się nie trzęsie ani nie przesuwa. Gra zachowuje swoje tempo: kartę można klepnąć w tej samej chwili w obu przypadkach.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Preview of the cards on the table</source>
        <translation>Podgląd kart na stole</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preview</source>
        <translation>Podgląd</translation>
    </message>
</context>
<context>
    <name>ratscrew::BotText</name>
    <message>
        <location filename="../app/settings/BotText.cpp" line="+16"/>
        <source>%1: a double in about %2 ms; misses %3 % of chances, slaps a plain pile %4 % of the time.</source>
        <translation>%1: klepie parę w około %2 ms; przegapia %3 % okazji, klepie stos bez układu w %4 % przypadków.</translation>
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
            <numerusform>Na podstawie twojego ostatniego klepnięcia.</numerusform>
            <numerusform>Na podstawie twoich ostatnich %n klepnięć.</numerusform>
            <numerusform>Na podstawie twoich ostatnich %n klepnięć.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per pattern: %1.</source>
        <translation>Poszczególne układy: %1.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Too few times of yours yet: it plays as Normal until you have slapped a few times.</source>
        <translation>Jeszcze za mało twoich czasów reakcji: dopóki kilka razy nie klepniesz, bot gra na poziomie „Normalny”.</translation>
    </message>
</context>
<context>
    <name>ratscrew::CallText</name>
    <message>
        <location filename="../app/story/CallText.cpp" line="+20"/>
        <source>You split %1 — two cards a turn until one pile is won.</source>
        <translation>Dzielisz %1 — dwie karty na kolejkę, dopóki jeden stos nie zostanie zdobyty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 split %2 — two cards a turn until one pile is won.</source>
        <translation>%1 dzieli %2 — dwie karty na kolejkę, dopóki jeden stos nie zostanie zdobyty.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kartę</numerusform>
            <numerusform>%n karty</numerusform>
            <numerusform>%n kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stuck %1 — nobody can answer.</source>
        <translation>Przyklejasz %1 — nikt nie może odpowiedzieć.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stuck %2 — nobody can answer.</source>
        <translation>%1 przykleja %2 — nikt nie może odpowiedzieć.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stuck %1 — you now challenge; %2 answers within %3.</source>
        <translation>Przyklejasz %1 — teraz ty rzucasz wyzwanie; %2 odpowiada, ma na to %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 stuck %2 — %1 now challenges; you answer within %3.</source>
        <translation>%1 przykleja %2 — teraz %1 rzuca wyzwanie; odpowiadasz, masz na to %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stuck %2 — %1 now challenges; %3 answers within %4.</source>
        <translation>%1 przykleja %2 — teraz %1 rzuca wyzwanie; %3 odpowiada, ma na to %4.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is not a sticky face</source>
        <translation>%1 nie jest lepką kartą wyzwania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nobody can stick their own challenge</source>
        <translation>nikt nie może przykleić własnego wyzwania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answering player cannot stick</source>
        <translation>odpowiadający gracz nie może przyklejać</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that letter card was already answered or stuck</source>
        <translation>na tę kartę wyzwania już odpowiedziano albo ją przyklejono</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is the forbidden rank</source>
        <extracomment>%1 is a rank (&quot;8&quot;, &quot;King&quot;): the rank of forbidden_rank, on which nobody slaps or calls.</extracomment>
        <translation>%1 to zakazana wartość</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is already a split pile</source>
        <translation>stos boczny już istnieje</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split during a challenge</source>
        <translation>nie ma podziału podczas wyzwania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split while a pile waits to be collected</source>
        <translation>nie ma podziału, gdy stos czeka na zebranie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a split needs a card in hand</source>
        <translation>do podziału potrzebna jest karta w ręku</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You could have stuck %1.</source>
        <translation>Można było przykleić %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You could have split %1.</source>
        <translation>Można było podzielić %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The split pile is won: one pile again.</source>
        <translation>Stos boczny zdobyty: znów jest jeden stos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The split pile moves over: one pile again.</source>
        <translation>Stos boczny przesuwa się na miejsce głównego: znów jest jeden stos.</translation>
    </message>
</context>
<context>
    <name>ratscrew::CardCountChart</name>
    <message>
        <location filename="../app/summary/CardCountChart.cpp" line="+19"/>
        <source>Cards in hand over the game</source>
        <translation>Karty w ręku w trakcie gry</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+20"/>
        <source>No cards played</source>
        <translation>Nie zagrano żadnej karty</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 from %2 to %3 (most %4)</source>
        <translation>%1: od %2 do %3 (najwięcej %4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cards in hand over %1: %2.</source>
        <translation>Karty w ręku w ciągu %1: %2.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Cards in hand</source>
        <translation>Karty w ręku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <translation>Karty</translation>
    </message>
</context>
<context>
    <name>ratscrew::CareerDatabase</name>
    <message>
        <location filename="../app/career/CareerDatabase.cpp" line="+158"/>
        <source>Your statistics file %1 cannot be opened (%2): this game&apos;s statistics are not kept.</source>
        <translation>Nie można otworzyć twojego pliku statystyk %1 (%2): statystyki tej gry nie zostaną zapisane.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Your statistics file %1 is damaged and could not be moved aside: this game&apos;s statistics are not kept.</source>
        <translation>Twój plik statystyk %1 jest uszkodzony i nie dało się go odłożyć: statystyki tej gry nie zostaną zapisane.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Your statistics file %1 is in use by another program (%2): it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Twój plik statystyk %1 jest używany przez inny program (%2): zostaje nietknięty, a statystyki tej gry nie zostaną zapisane.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your statistics file %1 cannot be used (%2; it, its folder and its -wal and -shm files must be readable and writable): it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Nie można użyć twojego pliku statystyk %1 (%2; plik, jego folder oraz pliki -wal i -shm muszą dać się odczytać i zapisać): zostaje nietknięty, a statystyki tej gry nie zostaną zapisane.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Your statistics file %1 is an SQLite file of another program: it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Twój plik statystyk %1 jest plikiem SQLite innego programu: zostaje nietknięty, a statystyki tej gry nie zostaną zapisane.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Your statistics file %1 is damaged: it was kept as %2 and a new one was started.</source>
        <translation>Twój plik statystyk %1 jest uszkodzony: zachowano go jako %2 i założono nowy.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Statistics are not kept: Qt&apos;s SQLite driver (QSQLITE) is not installed.</source>
        <translation>Statystyki nie są zapisywane: sterownik SQLite biblioteki Qt (QSQLITE) nie jest zainstalowany.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your statistics file %1 is not a regular file: it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Twój plik statystyk %1 nie jest zwykłym plikiem: zostaje nietknięty, a statystyki tej gry nie zostaną zapisane.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The folder %1 cannot be created: statistics are not kept.</source>
        <translation>Nie można utworzyć folderu %1: statystyki nie są zapisywane.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your statistics file %1 is from a newer Ratscrew: it is left as it is, and this game&apos;s statistics are not kept.</source>
        <translation>Twój plik statystyk %1 pochodzi z nowszej wersji Ratscrew: zostaje bez zmian, a statystyki tej gry nie zostaną zapisane.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your statistics file %1 gives its version as %2, which no Ratscrew writes: it is left as it is, and this game&apos;s statistics are not kept.</source>
        <translation>Twój plik statystyk %1 podaje wersję %2, której nie zapisuje żaden Ratscrew: zostaje bez zmian, a statystyki tej gry nie zostaną zapisane.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game&apos;s statistics are not kept.</source>
        <translation>Statystyki tej gry nie zostaną zapisane.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Your statistics file %1 cannot be written (%2: %3).</source>
        <translation>Nie można zapisać twojego pliku statystyk %1 (%2: %3).</translation>
    </message>
</context>
<context>
    <name>ratscrew::Coach</name>
    <message>
        <location filename="../app/coach/Coach.cpp" line="+31"/>
        <source>A split</source>
        <extracomment>&quot;A split&quot; and &quot;A stick&quot; stand where a pattern&apos;s name stands in the coach&apos;s line (&quot;Double — Ann 410 ms&quot;): the name of a call (docs/RULES.md §9).</extracomment>
        <translation>Podział</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A stick</source>
        <translation>Przyklejenie</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>you %1</source>
        <comment>you and your slap time</comment>
        <translation>ty %1</translation>
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
        <translation>%1 — %2: o %3 ms za późno.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2; %3 did not slap.</source>
        <translation>%1 — %2; %3: brak klepnięcia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2; you did not slap.</source>
        <translation>%1 — %2; bez twojego klepnięcia.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Missed: %1 (%2) — nobody slapped.</source>
        <translation>Przegapione: %1 (%2) — nikt nie klepnął.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 on %2: %3 needs two cards of the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 na %2: „%3” wymaga dwóch kart tej samej wartości.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs three cards of the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 na %2: „%3” wymaga trzech kart tej samej wartości.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on top and %2 two cards down are not the same rank: %3 is two cards of the same rank with one card between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 na wierzchu i %2 dwie karty niżej nie mają tej samej wartości: „%3” to dwie karty tej samej wartości z jedną kartą pomiędzy.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on top, %2 at the bottom: %3 needs the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 na górze, %2 na dole: „%3” wymaga tej samej wartości.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 make %3: %4 needs two cards that add up to 10.</source>
        <extracomment>%4 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards, %3 their sum.</extracomment>
        <translation>%1 i %2 dają %3: „%4” wymaga dwóch kart dających razem 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2 make %3: %4 needs them to add up to 10 across a card.</source>
        <extracomment>%4 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards, %3 their sum.</extracomment>
        <translation>%1 i %2 dają %3: „%4” wymaga, by z kartą pomiędzy dawały razem 10.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on %2: %3 needs three cards in a row.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 na %2: „%3” wymaga trzech kart po kolei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs four cards in a row.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 na %2: „%3” wymaga czterech kart po kolei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs a queen and a king.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 na %2: „%3” wymaga damy i króla.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs three cards of one suit.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 na %2: „%3” wymaga trzech kart jednego koloru.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs four cards of one suit.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 na %2: „%3” wymaga czterech kart jednego koloru.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on top and %2 two cards down: %3 is a queen and a king with one card between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 na wierzchu i %2 dwie karty niżej: „%3” to dama i król z jedną kartą pomiędzy.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on top and %2 three cards down are not the same rank: %3 is two cards of the same rank with two cards between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 na wierzchu i %2 trzy karty niżej nie mają tej samej wartości: „%3” to dwie karty tej samej wartości z dwiema kartami pomiędzy.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 does not match %2.</source>
        <extracomment>%2 is a pattern&apos;s name (GameText::pattern()); %1 the cards on top of the pile.</extracomment>
        <translation>%1 nie tworzy układu „%2”.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not a slap: the pile is empty.</source>
        <translation>Nie było czego klepnąć: stos jest pusty.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not a slap: %1 matches no pattern.</source>
        <translation>Nie było czego klepnąć: %1 nie tworzy żadnego układu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not a slap: %1</source>
        <translation>Nie było czego klepnąć: %1</translation>
    </message>
</context>
<context>
    <name>ratscrew::DemoTable</name>
    <message>
        <location filename="../app/demo/DemoTable.cpp" line="+31"/>
        <source>Demo table: bots playing</source>
        <translation>Stół pokazowy: grają boty</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Watching bots: %1 rules, deal %2. Press any key or click to play.</source>
        <translation>Oglądasz boty: zasady „%1”, rozdanie %2. Naciśnij dowolny klawisz lub kliknij, aby grać.</translation>
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
        <translation>Dziennik gry</translation>
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
        <translation>Tempo &amp;botów:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How soon the bots play their cards. Their slaps keep the reaction times of their level.</source>
        <translation>Jak szybko boty zagrywają karty. Ich klepnięcia zachowują czasy reakcji z ich poziomu.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Slow</source>
        <comment>bots&apos; play speed</comment>
        <translation>Wolne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed</source>
        <comment>bots&apos; play speed</comment>
        <translation>Spokojne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <comment>bots&apos; play speed</comment>
        <translation>Normalne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quick</source>
        <comment>bots&apos; play speed</comment>
        <translation>Żwawe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <comment>bots&apos; play speed</comment>
        <translation>Szybkie</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Off</source>
        <comment>animation speed</comment>
        <translation>Wyłączone</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fast</source>
        <comment>animation speed</comment>
        <translation>Szybkie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Normalne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation>Wolne</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A&amp;nimations:</source>
        <translation>&amp;Animacje:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How cards fly and piles slide. Off shows every move at once.</source>
        <translation>Jak lecą karty i przesuwają się stosy. „Wyłączone” pokazuje każdy ruch od razu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pa&amp;use when the window loses focus</source>
        <translation>Ws&amp;trzymuj, gdy okno traci fokus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pausing</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switching to another window pauses the game, so nobody slaps while you look away.</source>
        <translation>Przełączenie na inne okno wstrzymuje grę, więc nikt nie klepie, gdy nie patrzysz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New games &amp;wait until I start them</source>
        <translation>Nowe gry &amp;czekają, aż je zacznę</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new game is dealt and waits for your play key or a click, then counts down from 3. Off, the bots start at once.</source>
        <translation>Nowa gra zostaje rozdana i czeka na twój klawisz zagrania lub kliknięcie, a potem odlicza od 3. Po wyłączeniu boty zaczynają od razu.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Automatic: my first %n game(s)</source>
        <translation>
            <numerusform>Włączony w mojej pierwszej grze</numerusform>
            <numerusform>Włączony w moich pierwszych %n grach</numerusform>
            <numerusform>Włączony w moich pierwszych %n grach</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On</source>
        <comment>coach</comment>
        <translation>Włączony</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <comment>coach</comment>
        <translation>Wyłączony</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach</source>
        <translation>Trener</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C&amp;oach:</source>
        <translation>Tr&amp;ener:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each pile you could have slapped, a line says who slapped how fast; the cards of a pattern you missed are shown beside the pile, and a misslap is explained.</source>
        <translation>Po każdym stosie, który dało się klepnąć, wiersz mówi, kto klepnął i jak szybko; karty przegapionego układu pojawiają się obok stosu, a błędne klepnięcie zostaje wyjaśnione.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None</source>
        <translation>Żadne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Records</source>
        <translation>Zapisy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ga&amp;mes kept as records:</source>
        <translation>Za&amp;pisane gry:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game you play is kept as a record file that can be replayed; the oldest go when there are more.</source>
        <translation>Każda rozegrana gra zostaje zapisana w pliku, który można odtworzyć; gdy jest ich więcej, najstarsze są usuwane.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Language:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes effect the next time Ratscrew starts.</source>
        <translation>Zmiana zadziała po ponownym uruchomieniu Ratscrew.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>Other (×%1)</source>
        <translation>Inne (×%1)</translation>
    </message>
</context>
<context>
    <name>ratscrew::GamePause</name>
    <message>
        <location filename="../app/GamePause.cpp" line="+94"/>
        <source>Not yet: play goes on when the countdown ends.</source>
        <translation>Jeszcze nie: gra toczy się dalej po zakończeniu odliczania.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Paused</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play on</source>
        <comment>the keys of Pause</comment>
        <translation>%1, aby grać dalej</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused. Press %1 to play on.</source>
        <translation>Pauza. Naciśnij klawisz %1, aby grać dalej.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Press %1 to start</source>
        <comment>the play key</comment>
        <translation>Naciśnij klawisz %1, aby zacząć</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>or click the table</source>
        <translation>lub kliknij stół</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards are dealt. Press %1 or click the table to start.</source>
        <translation>Karty rozdane. Naciśnij klawisz %1 lub kliknij stół, aby zacząć.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Win all %1 cards, or hold the most when %n minute(s) are up.</source>
        <translation>
            <numerusform>Zdobądź wszystkie %1 karty albo miej ich najwięcej po %n minucie.</numerusform>
            <numerusform>Zdobądź wszystkie %1 karty albo miej ich najwięcej po %n minutach.</numerusform>
            <numerusform>Zdobądź wszystkie %1 karty albo miej ich najwięcej po %n minutach.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win all %1 cards.</source>
        <translation>Zdobądź wszystkie %1 karty.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Be the last player with cards, or hold the most when %n minute(s) are up.</source>
        <translation>
            <numerusform>Bądź ostatnim graczem z kartami albo miej ich najwięcej po %n minucie.</numerusform>
            <numerusform>Bądź ostatnim graczem z kartami albo miej ich najwięcej po %n minutach.</numerusform>
            <numerusform>Bądź ostatnim graczem z kartami albo miej ich najwięcej po %n minutach.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Be the last player with cards.</source>
        <translation>Bądź ostatnim graczem z kartami.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player plays and slaps with the keys shown at their seat.</source>
        <translation>Każdy gracz zagrywa i klepie klawiszami pokazanymi przy jego miejscu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays your card, %2 slaps.</source>
        <translation>%1 zagrywa twoją kartę, %2 klepie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap first when the pile shows a pattern; F1 explains them all.</source>
        <translation>Klepnij przed innymi, gdy na stosie pojawi się układ; F1 objaśnia wszystkie.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Play on.</source>
        <translation>Gramy dalej.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Not yet: press %1 to start.</source>
        <translation>Jeszcze nie: naciśnij klawisz %1, aby zacząć.</translation>
    </message>
</context>
<context>
    <name>ratscrew::GameText</name>
    <message>
        <location filename="../app/text/GameText.cpp" line="-184"/>
        <source>Double</source>
        <translation>Para</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Triple</source>
        <translation>Trójka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sandwich</source>
        <translation>Kanapka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top and bottom</source>
        <translation>Góra i dół</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tens</source>
        <translation>Suma 10</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ten</source>
        <translation>Dziesiątka</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tens sandwich</source>
        <translation>Kanapka z sumą 10</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three for ten</source>
        <translation>Trzy na dziesięć</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four in a row</source>
        <translation>Cztery po kolei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run of three</source>
        <translation>Ciąg trzech</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marriage</source>
        <translation>Małżeństwo</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>Match my speed</source>
        <translation>Moje tempo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Person</source>
        <comment>a seat played by someone at the keyboard</comment>
        <translation>Osoba</translation>
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
        <translation>parę %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a triple %1</source>
        <translation>trójkę %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a sandwich %1</source>
        <translation>kanapkę %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top and bottom %1…%2</source>
        <translation>górę i dół %1…%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tens %1</source>
        <translation>sumę 10 (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a ten</source>
        <translation>dziesiątkę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tens sandwich %1</source>
        <translation>kanapkę z sumą 10 (%1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three for ten %1</source>
        <translation>trzy na dziesięć %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four in a row %1</source>
        <translation>cztery po kolei %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a run of three %1</source>
        <translation>ciąg trzech %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a marriage %1</source>
        <translation>małżeństwo %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a joker</source>
        <translation>jokera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three of a suit %1</source>
        <translation>trzy w kolorze %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four of a suit %1</source>
        <translation>cztery w kolorze %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a divorce %1</source>
        <translation>rozwód %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a big mac %1</source>
        <translation>Big Mac %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Acorns</source>
        <comment>German suits: the suit in the place of clubs</comment>
        <translation>Żołędzie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bells</source>
        <comment>German suits: the suit in the place of diamonds</comment>
        <translation>Dzwonki</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts</source>
        <comment>German suits: the suit in the place of hearts</comment>
        <translation>Czerwień</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves</source>
        <comment>German suits: the suit in the place of spades</comment>
        <translation>Wino</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 of Acorns</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Acorns&quot;.</extracomment>
        <translation>%1 żołędny</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Bells</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Bells&quot;.</extracomment>
        <translation>%1 dzwonkowy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Hearts</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Hearts&quot;.</extracomment>
        <translation>%1 czerwienny</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Leaves</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Leaves&quot;.</extracomment>
        <translation>%1 winny</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Three of a suit</source>
        <translation>Trzy w kolorze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four of a suit</source>
        <translation>Cztery w kolorze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Divorce</source>
        <translation>Rozwód</translation>
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
        <translation>%1 i %2</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>House</source>
        <translation>Zasady domowe</translation>
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
        <translation>Slaps (zaawansowany)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic</source>
        <translation>Klasyczny</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps (every advanced rule)</source>
        <translation>Slaps (wszystkie zasady zaawansowane)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <comment>a rule set changed from its preset</comment>
        <translation>Własny</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Beginner</source>
        <translation>Początkujący</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <translation>Łatwy</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <translation>Normalny</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <translation>Trudny</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Custom</source>
        <translation>Własny</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ghost</source>
        <comment>a bot that slaps at the speed of a shared run&apos;s person (docs/RUNS.md)</comment>
        <translation>Duch</translation>
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
        <translation>%1 ms przed pojawieniem się karty</translation>
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
        <translation>Zasady gry Ratscrew</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Rules of %1</source>
        <extracomment>For a screen reader: %1 is the title of the rules&apos; preset, e.g. &quot;House rules&quot;.</extracomment>
        <translation>Opis zasad: %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>House rules</source>
        <translation>Zasady domowe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bicycle rules</source>
        <translation>Zasady Bicycle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps</source>
        <translation>Slaps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps, advanced</source>
        <translation>Slaps, wersja zaawansowana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic rules</source>
        <translation>Zasady klasyczne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps, every advanced rule</source>
        <translation>Slaps, wszystkie zasady zaawansowane</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>Zasady własne</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preset “house”: a house version of the Bicycle rules.</source>
        <translation>Wariant „house”: domowa wersja zasad Bicycle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “bicycle”: the Bicycle-style rule texts as printed.</source>
        <translation>Wariant „bicycle”: zasady w stylu Bicycle, dokładnie według drukowanych tekstów.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps”: a player&apos;s page about “Slaps”, with its basic rules.</source>
        <translation>Wariant „slaps”: zasady podstawowe ze strony gracza o grze „Slaps”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps_advanced”: a player&apos;s page about “Slaps”, with its advanced rules.</source>
        <translation>Wariant „slaps_advanced”: zasady zaawansowane ze strony gracza o grze „Slaps”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “classic”: a classic rule text.</source>
        <translation>Wariant „classic”: klasyczny tekst zasad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps_full”: a player&apos;s page about “Slaps”, with its advanced rules and both of its calls, sticky kings and split eights.</source>
        <translation>Wariant „slaps_full”: zasady zaawansowane ze strony gracza o grze „Slaps” z oboma jej zgłoszeniami: lepkimi królami i dzielonymi ósemkami.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of options.</source>
        <translation>Twoje własne połączenie opcji.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How to play: %1</source>
        <translation>Jak grać: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Origin of the rules</source>
        <translation>Pochodzenie zasad</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Slap when…</source>
        <translation>Klepnij, gdy…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No slap pattern is switched on: every slap is a misslap.</source>
        <translation>Żaden układ nie jest włączony: każde klepnięcie jest błędne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards are shown in the order played, the top of the pile on the right; faded cards could be anything. Only played cards count, never burned ones.</source>
        <translation>Karty pokazano w kolejności zagrania, wierzch stosu jest po prawej; wyblakłe karty mogą być dowolne. Liczą się tylko zagrane karty, nigdy spalone.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slap patterns</source>
        <translation>Układy do klepania</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+84"/>
        <source>Example: %1</source>
        <translation>Przykład: %1</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Calls: sticky faces</source>
        <translation>Zgłoszenia: lepkie karty wyzwania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls: sticky faces and split eights</source>
        <translation>Zgłoszenia: lepkie karty wyzwania i dzielone ósemki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls: split eights</source>
        <translation>Zgłoszenia: dzielone ósemki</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A call is a slap on a card that makes no pattern but is still right. It wins no cards, but it changes the play, and like any good slap it ends a run of misslaps. Slap as usual; the table shows which call it was. A slap is judged in this order: a pattern on the slap pile, a pattern on the split pile, a stick, a split; only then is it a misslap.</source>
        <translation>Zgłoszenie to klepnięcie karty, która nie tworzy układu, a mimo to jest prawidłowe. Nie zdobywa kart, ale zmienia przebieg gry i jak każde dobre klepnięcie przerywa serię błędnych klepnięć. Klepnij jak zwykle; stół pokaże, jakie to było zgłoszenie. Klepnięcie ocenia się w tej kolejności: układ na stosie głównym, układ na stosie bocznym, przyklejenie, podział; dopiero potem jest to błędne klepnięcie.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Example: %1; then %2</source>
        <extracomment>%1 is how the piles lie before, %2 after (both &quot;Slap pile: 3♠; Split pile: …&quot;).</extracomment>
        <translation>Przykład: %1; potem %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Challenges and misslaps</source>
        <translation>Wyzwania i błędne klepnięcia</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+3"/>
        <source>The other rules</source>
        <translation>Pozostałe zasady</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Challenges</source>
        <translation>Wyzwania</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A 10 played in answer stops the challenge: the challenger does not win the pile, and the next player plays on. But a 10 on top shows %1, so the first good slap takes the pile.</source>
        <translation>Dziesiątka zagrana w odpowiedzi zatrzymuje wyzwanie: wyzywający nie wygrywa stosu, a następny gracz gra dalej. Ale dziesiątka na wierzchu to „%1”, więc pierwsze dobre klepnięcie zabiera stos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A 10 played in answer stops the challenge: nobody wins the pile, and the next player plays on.</source>
        <translation>Dziesiątka zagrana w odpowiedzi zatrzymuje wyzwanie: nikt nie wygrywa stosu, a następny gracz gra dalej.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>German suits</source>
        <translation>Kolory niemieckie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card deck has German suits. Its Unter (U), Ober (O), König (K) and Daus (D) are the J, Q, K and A of these rules, and its acorns, bells, hearts and leaves take the places of clubs, diamonds, hearts and spades. The game names the cards as your deck prints them: %1.</source>
        <translation>Twoja talia ma kolory niemieckie. Jej Unter (U), Ober (O), König (K) i Daus (D) to J, Q, K i A tych zasad, a żołędzie, dzwonki, czerwień i wino zastępują trefle, karo, kiery i piki. Gra nazywa karty tak, jak pokazuje je twoja talia: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Collecting</source>
        <translation>Zbieranie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The challenger takes the pile at once; the card that ended the challenge cannot be slapped.</source>
        <translation>Wyzywający od razu bierze stos; karty, która zakończyła wyzwanie, nie można klepnąć.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenger picks the pile up after about a second. Until then anyone may still slap it: a good slap steals it, and a misslap hands it to the player who played its top card.</source>
        <translation>Wyzywający zbiera stos po około sekundzie. Do tego czasu każdy może go jeszcze klepnąć: dobre klepnięcie go kradnie, a błędne oddaje go graczowi, który zagrał wierzchnią kartę.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenger picks the pile up after about a second. Until then anyone may still slap it, and a good slap steals it.</source>
        <translation>Wyzywający zbiera stos po około sekundzie. Do tego czasu każdy może go jeszcze klepnąć, a dobre klepnięcie go kradnie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslaps</source>
        <translation>Błędne klepnięcia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs you the top card of your stack, slid face down under the pile.</source>
        <translation>Klepnięcie, gdy nie widać żadnego układu, kosztuje cię wierzchnią kartę z twojej kupki, wsuniętą zakrytą pod stos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs you the top %1 cards of your stack, slid face down under the pile.</source>
        <translation>Klepnięcie, gdy nie widać żadnego układu, kosztuje cię %1 wierzchnie karty z twojej kupki, wsunięte zakryte pod stos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then you play the next card, unless a challenge is being answered or a pile waits to be collected.</source>
        <translation>Potem zagrywasz następną kartę, chyba że trwa odpowiedź na wyzwanie albo stos czeka na zebranie.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slapping when no pattern shows costs nothing (no penalty), but it still counts toward the misslap limit.</source>
        <translation>Klepnięcie, gdy nie ma żadnego układu, nic nie kosztuje (bez kary), ale nadal wlicza się do limitu błędnych klepnięć.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs nothing: there is no penalty.</source>
        <translation>Klepnięcie, gdy nie ma żadnego układu, nic nie kosztuje: nie ma kary.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Slapping when no pattern shows locks you out: you keep your cards, but you cannot slap until %n more card(s) have been played.</source>
        <translation>
            <numerusform>Klepnięcie, gdy nie ma żadnego układu, daje ci blokadę: zachowujesz karty, ale nie możesz klepać, dopóki nie zostanie zagrana jeszcze %n karta.</numerusform>
            <numerusform>Klepnięcie, gdy nie ma żadnego układu, daje ci blokadę: zachowujesz karty, ale nie możesz klepać, dopóki nie zostaną zagrane jeszcze %n karty.</numerusform>
            <numerusform>Klepnięcie, gdy nie ma żadnego układu, daje ci blokadę: zachowujesz karty, ale nie możesz klepać, dopóki nie zostanie zagranych jeszcze %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slapping when no pattern shows gives the pile to the player who played its top card (if that is you, to the nearest player on your right).</source>
        <translation>Klepnięcie, gdy nie widać żadnego układu, oddaje stos graczowi, który zagrał jego wierzchnią kartę (jeśli to ty, najbliższemu graczowi po twojej prawej).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slapped on nothing</source>
        <translation>Błędne klepnięcie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the game log and the status line say of a misslap: a slap while the pile shows no pattern. “Slapped on an empty pile” is a misslap too, on a pile with no cards at all (just after one was won).</source>
        <translation>Tak dziennik gry i pasek stanu nazywają klepnięcie, gdy na stosie nie ma żadnego układu. „Błędne klepnięcie w pusty stos” to klepnięcie w stos bez żadnej karty (tuż po tym, jak ktoś go zdobył).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too late</source>
        <translation>Za późno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A slap that comes just after someone else&apos;s good slap, before the next card, lost the race: it costs nothing.</source>
        <translation>Klepnięcie, które przychodzi tuż po dobrym klepnięciu kogoś innego, przed następną kartą, przegrywa wyścig: nic nie kosztuje.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslap limit</source>
        <translation>Limit błędnych klepnięć</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Misslapping on two cards in a row puts you out of the game (two misslaps on one card count once).</source>
        <translation>Błędne klepanie na dwóch kartach z rzędu wyklucza cię z gry (dwa błędne klepnięcia na jedną kartę liczą się raz).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslapping on more than %1 cards in a row puts you out of the game (two misslaps on one card count once).</source>
        <translation>Błędne klepanie na więcej niż %1 kartach z rzędu wyklucza cię z gry (dwa błędne klepnięcia na jedną kartę liczą się raz).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are skipped, but you may still slap a good pile to get back into the game. A misslap with no cards makes you sit out: you cannot slap until one card has been played for each other player who still holds cards.</source>
        <translation>Twoja kolej jest pomijana, ale nadal możesz klepnąć stos z układem, by wrócić do gry. Błędne klepnięcie bez kart oznacza pauzę: nie możesz klepać, dopóki nie zostanie zagrana jedna karta za każdego innego gracza, który ma jeszcze karty.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game length</source>
        <translation>Limit czasu</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The game ends after %n minutes of play; paused time does not count, and the table shows the time left. Then the player with the most cards in hand wins (a pile waiting to be collected is collected first); if two or more hold the most, the game is a draw.</source>
        <translation>
            <numerusform>Gra kończy się po %n minucie gry; czas pauzy się nie liczy, a stół pokazuje pozostały czas. Wtedy wygrywa gracz z największą liczbą kart w ręku (stos czekający na zebranie zostaje najpierw zebrany); jeśli najwięcej kart ma ex aequo dwóch lub więcej graczy, gra kończy się remisem.</numerusform>
            <numerusform>Gra kończy się po %n minutach gry; czas pauzy się nie liczy, a stół pokazuje pozostały czas. Wtedy wygrywa gracz z największą liczbą kart w ręku (stos czekający na zebranie zostaje najpierw zebrany); jeśli najwięcej kart ma ex aequo dwóch lub więcej graczy, gra kończy się remisem.</numerusform>
            <numerusform>Gra kończy się po %n minutach gry; czas pauzy się nie liczy, a stół pokazuje pozostały czas. Wtedy wygrywa gracz z największą liczbą kart w ręku (stos czekający na zebranie zostaje najpierw zebrany); jeśli najwięcej kart ma ex aequo dwóch lub więcej graczy, gra kończy się remisem.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No limit: the game goes on until one player has every card, which may take hours. Settings ▸ Rules can end it after 10 to 60 minutes instead.</source>
        <translation>Bez limitu: gra toczy się, aż jeden gracz będzie miał wszystkie karty, co może trwać godzinami. Ustawienia ▸ Zasady pozwalają zamiast tego zakończyć ją po 10–60 minutach.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The deck has %n cards with two jokers. A joker is not a letter card: it never starts a challenge, and as an answer it uses up a chance like a number card.</source>
        <translation>
            <numerusform>Talia ma %n kartę z dwoma jokerami. Joker nie jest kartą wyzwania: nigdy nie zaczyna wyzwania, a jako odpowiedź zużywa szansę jak karta liczbowa.</numerusform>
            <numerusform>Talia ma %n karty z dwoma jokerami. Joker nie jest kartą wyzwania: nigdy nie zaczyna wyzwania, a jako odpowiedź zużywa szansę jak karta liczbowa.</numerusform>
            <numerusform>Talia ma %n kart z dwoma jokerami. Joker nie jest kartą wyzwania: nigdy nie zaczyna wyzwania, a jako odpowiedź zużywa szansę jak karta liczbowa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>None: the deck has %n cards.</source>
        <translation>
            <numerusform>Brak: talia ma %n kartę.</numerusform>
            <numerusform>Brak: talia ma %n karty.</numerusform>
            <numerusform>Brak: talia ma %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two %1s do not count as a double, a sandwich, a top and bottom or a big mac: three %1s in a row can be slapped (unless the pile matches another pattern too).</source>
        <translation>Dwie karty %1 nie liczą się jako para, kanapka, góra i dół ani Big Mac: trzy karty %1 z rzędu można klepnąć (chyba że stos pasuje też do innego układu).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two %1s do not count as a double, a sandwich or a top and bottom: three %1s in a row can be slapped (unless the pile matches another pattern too).</source>
        <translation>Dwie karty %1 nie liczą się jako para, kanapka ani góra i dół: trzy karty %1 z rzędu można klepnąć (chyba że stos pasuje też do innego układu).</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>A new game is dealt and waits until you press %1 or click the table, then counts down 3-2-1. Settings ▸ Game can start games at once instead.</source>
        <translation>Nowa gra zostaje rozdana i czeka, aż naciśniesz klawisz %1 lub klikniesz stół, a potem odlicza 3-2-1. Ustawienia ▸ Gra pozwalają zamiast tego zaczynać gry od razu.</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>None: misslaps never put you out as long as you have cards.</source>
        <translation>Brak: błędne klepnięcia nigdy nie wykluczają cię z gry, dopóki masz karty.</translation>
    </message>
    <message>
        <location line="-285"/>
        <source>Take turns playing the top card of your face-down stack face up onto the pile. You win cards by winning challenges and by being the first to slap the pile when one of the patterns below shows.</source>
        <translation>Gracze po kolei odkrywają wierzchnią kartę ze swojej zakrytej kupki i kładą ją na stos. Karty zdobywasz, wygrywając wyzwania i klepiąc stos najszybciej ze wszystkich, gdy pojawi się jeden z poniższych układów.</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>Playing a J, Q, K or A starts a challenge: the next player with cards gets 1 (J), 2 (Q), 3 (K) or 4 (A) chances to turn up a J, Q, K or A of their own, which starts a new challenge. If all the chances are used up without one, the challenger wins the pile.</source>
        <translation>Zagranie J, Q, K lub A rozpoczyna wyzwanie: następny gracz z kartami ma 1 (J), 2 (Q), 3 (K) lub 4 (A) szanse, by odkryć własne J, Q, K lub A, co rozpoczyna nowe wyzwanie. Jeśli wszystkie szanse się wyczerpią bez takiej karty, stos wygrywa wyzywający.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Next to play</source>
        <translation>Kto zaczyna następny stos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever wins a pile starts the next one.</source>
        <translation>Zdobywca stosu zaczyna następny.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a pile is won, the player after the winner starts the next one.</source>
        <translation>Po zdobyciu stosu następny zaczyna gracz siedzący po zdobywcy.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards left</source>
        <translation>Brak kart</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are skipped, but you may still slap a good pile to get back into the game. A misslap with no cards puts you out.</source>
        <translation>Twoja kolej jest pomijana, ale nadal możesz klepnąć stos z układem, by wrócić do gry. Błędne klepnięcie bez kart wyklucza cię z gry.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are skipped and cannot slap until cards come back to you.</source>
        <translation>Twoja kolej jest pomijana i nie możesz klepać, dopóki nie wrócą do ciebie karty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning</source>
        <translation>Wygrana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win when you hold all %1 cards, or when everyone else is out.</source>
        <translation>Wygrywasz, gdy masz wszystkie %1 karty albo gdy wszyscy inni odpadli.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win as soon as you are the only player with cards in hand, even with cards still on the pile, or when everyone else is out.</source>
        <translation>Wygrywasz, gdy tylko nikt poza tobą nie ma kart w ręku, nawet jeśli na stosie leżą jeszcze karty, albo gdy wszyscy inni odpadli.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Jokers</source>
        <translation>Jokery</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only slap three</source>
        <translation>Klepanie tylko trójek</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Forbidden rank</source>
        <translation>Zakazana wartość</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When a %1 is on top, the pile can never be slapped, whatever it shows.</source>
        <translation>Gdy na wierzchu leży %1, stosu nie można klepać, bez względu na to, co pokazuje.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source>Controls</source>
        <translation>Sterowanie</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>or</source>
        <translation>lub</translation>
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
        <translation> lub </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no key</source>
        <translation>brak klawisza</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play your card (or click your stack)</source>
        <translation>Zagraj kartę (lub kliknij swoją kupkę)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap the pile (or click the pile)</source>
        <translation>Klepnij stos (lub kliknij stos)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Person %1 plays a card</source>
        <translation>Osoba %1 zagrywa kartę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Person %1 slaps the pile</source>
        <translation>Osoba %1 klepie stos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause or go on</source>
        <translation>Pauza lub gra dalej</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound on or off</source>
        <translation>Włącz lub wyłącz dźwięk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the game log</source>
        <translation>Pokaż dziennik gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This help</source>
        <translation>Ta pomoc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings (keys under Keys)</source>
        <translation>Ustawienia (klawisze w zakładce „Klawisze”)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
</context>
<context>
    <name>ratscrew::KeyBindings</name>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+80"/>
        <source>Play a card</source>
        <translation>Zagraj kartę</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slap the pile</source>
        <translation>Klepnij stos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card (person %1)</source>
        <translation>Zagraj kartę (osoba %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap the pile (person %1)</source>
        <translation>Klepnij stos (osoba %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pause or go on</source>
        <translation>Pauza lub gra dalej</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Nowa gra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound on or off</source>
        <translation>Włącz lub wyłącz dźwięk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the game log</source>
        <translation>Pokaż dziennik gry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules and controls</source>
        <translation>Zasady i sterowanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit</source>
        <translation>Zakończ</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>none</source>
        <comment>no key</comment>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 or %2</source>
        <comment>two keys</comment>
        <translation>%1 lub %2</translation>
    </message>
</context>
<context>
    <name>ratscrew::KeysPage</name>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="+9"/>
        <source>Click a key box and press the key you want (with Ctrl, Alt or Shift if you like). Each command can have a second key. The people&apos;s keys are for two to four people at one keyboard: set a seat&apos;s level to “Person” under Players.</source>
        <translation>Kliknij pole klawisza i naciśnij wybrany klawisz (jeśli chcesz, z Ctrl, Alt lub Shift). Każde polecenie może mieć drugi klawisz. Klawisze osób służą do gry od dwóch do czterech osób przy jednej klawiaturze: w zakładce „Gracze” ustaw poziom miejsca na „Osoba”.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Key</source>
        <translation>Klawisz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second key</source>
        <translation>Drugi klawisz</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Key: %1</source>
        <translation>Klawisz: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second key: %1</source>
        <translation>Drugi klawisz: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>People at the keyboard</source>
        <translation>Osoby przy klawiaturze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window</source>
        <translation>Okno</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Default Keys</source>
        <translation>Domyślne &amp;klawisze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key back to the one it had when Ratscrew was installed.</source>
        <translation>Przywraca wszystkie klawisze do ustawień z chwili instalacji Ratscrew.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 is the key of both “%2” and “%3”.</source>
        <translation>Klawisz %1 jest przypisany zarówno do „%2”, jak i do „%3”.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 opens the menu “%2”: it cannot also be the key of “%3”.</source>
        <translation>Klawisz %1 otwiera menu „%2”: nie może być też przypisany do „%3”.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 opens the menu “%2”: give “%3” another key.</source>
        <translation>Klawisz %1 otwiera menu „%2”: przypisz poleceniu „%3” inny klawisz.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is the key of both “%2” and “%3”: give one of them another key.</source>
        <translation>Klawisz %1 jest przypisany zarówno do „%2”, jak i do „%3”: przypisz jednemu z nich inny klawisz.</translation>
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
            <numerusform>Jednego zapisanego ustawienia nie dało się użyć i wróciło ono do wartości domyślnej. Dziennik gry (%1) podaje, którego.</numerusform>
            <numerusform>%n zapisanych ustawień nie dało się użyć i wróciły one do wartości domyślnych. Dziennik gry (%1) podaje, których.</numerusform>
            <numerusform>%n zapisanych ustawień nie dało się użyć i wróciły one do wartości domyślnych. Dziennik gry (%1) podaje, których.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+211"/>
        <source>Coach: after each pile you could slap, a line here says who was how fast.</source>
        <translation>Trener: po każdym stosie, który dało się klepnąć, pojawi się tu wiersz pokazujący, kto i jak szybko klepnął.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>New players and rules apply from the next game (%1).</source>
        <translation>Nowi gracze i zasady obowiązują od następnej gry (%1).</translation>
    </message>
    <message>
        <location line="-128"/>
        <location filename="../app/settings/PlayersPage.cpp" line="+42"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Your game is back where you left it. Press %1 to play on.</source>
        <translation>Twoja gra wróciła do miejsca, w którym została przerwana. Naciśnij klawisz %1, aby grać dalej.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Back at your game, paused. Press %1 to play on.</source>
        <translation>Wracasz do swojej gry (pauza). Naciśnij klawisz %1, aby grać dalej.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Paused: the window lost focus. Press %1 to play on.</source>
        <translation>Pauza: okno straciło fokus. Naciśnij klawisz %1, aby grać dalej.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused while the window is minimised. Press %1 to play on.</source>
        <translation>Pauza: okno jest zminimalizowane. Naciśnij klawisz %1, aby grać dalej.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>S&amp;hare…</source>
        <translation>&amp;Udostępnij…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/MainWindowMenus.cpp" line="+40"/>
        <source>R&amp;ivals…</source>
        <translation>R&amp;ywale…</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+7"/>
        <source>&amp;Game</source>
        <translation>&amp;Gra</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="-6"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nowa gra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;Deal Number…</source>
        <translation>&amp;Rozdanie o numerze…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dail&amp;y Deal</source>
        <translation>Rozdanie &amp;dnia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s deal, the same for everyone: house rules against three normal bots</source>
        <translation>Dzisiejsze rozdanie, takie samo dla wszystkich: zasady domowe przeciw trzem botom na poziomie „Normalny”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;hare This Game…</source>
        <translation>Udostępnij tę &amp;grę…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your result as text to paste, and your run for a friend to race</source>
        <translation>Twój wynik jako tekst do wklejenia oraz twoje podejście, z którym mogą się zmierzyć znajomi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The runs of this deal side by side: yours and your friends&apos;</source>
        <translation>Podejścia do tego rozdania obok siebie: twoje i znajomych</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Run…</source>
        <translation>W&amp;czytaj podejście…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch Bots</source>
        <translation>&amp;Oglądaj boty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bots play game after game with your rules; any key or click brings your game back</source>
        <translation>Boty grają partię za partią według twoich zasad; dowolny klawisz lub kliknięcie przywraca twoją grę</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pauza</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;ractice…</source>
        <translation>&amp;Trening…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statystyki…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rep&amp;lays…</source>
        <translation>Po&amp;wtórki…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause When the Window Loses &amp;Focus</source>
        <translation>Wstrzymuj, gdy okno traci &amp;fokus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Play</source>
        <translation>&amp;Ruch</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+7"/>
        <location line="+122"/>
        <source>Play &amp;Card</source>
        <translation>&amp;Zagraj kartę</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>&amp;Slap</source>
        <translation>&amp;Klepnij</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Widok</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="-114"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animacje</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Slow</source>
        <comment>animation speed</comment>
        <translation>&amp;Wolne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Normal</source>
        <comment>animation speed</comment>
        <translation>&amp;Normalne</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Off (reduced motion)</source>
        <translation>W&amp;yłączone (ograniczony ruch)</translation>
    </message>
    <message>
        <location line="+87"/>
        <location line="+8"/>
        <source>Play a Card: %1</source>
        <translation>Zagraj kartę: %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <source>Slap: %1</source>
        <translation>Klepnij: %1</translation>
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
        <translation>%1 – zagranie, %2 – klepnięcie</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+22"/>
        <source>Play Deal Number</source>
        <translation>Zagraj rozdanie o numerze</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Every game has a deal number: the end-of-game summary shows it. The same number with the same rules and players deals the same cards.</source>
        <translation>Każda gra ma numer rozdania: pokazuje go podsumowanie na końcu gry. Ten sam numer z tymi samymi zasadami i graczami rozdaje te same karty.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Numer rozdania:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A deal number is a whole number from 0 to 18446744073709551615.</source>
        <translation>Numer rozdania to liczba całkowita od 0 do 18446744073709551615.</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>&amp;Fast</source>
        <comment>animation speed</comment>
        <translation>&amp;Szybkie</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Game &amp;Log</source>
        <translation>&amp;Dziennik gry</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>&amp;Talia czterokolorowa</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Sound</source>
        <translation>&amp;Dźwięk</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+5"/>
        <source>&amp;Sound On</source>
        <translation>&amp;Dźwięk włączony</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <source>Volume</source>
        <translation>Głośność</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Pomoc</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+11"/>
        <source>&amp;Rules and Controls</source>
        <translation>&amp;Zasady i sterowanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ratscrew</source>
        <translation>&amp;O programie Ratscrew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Ratscrew</source>
        <translation>O programie Ratscrew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Ratscrew %1&lt;/h3&gt;&lt;p&gt;Egyptian Rat Screw against bots that slap like people.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ratscrew %1&lt;/h3&gt;&lt;p&gt;Egyptian Rat Screw przeciwko botom, które klepią jak ludzie.&lt;/p&gt;&lt;p&gt;Na licencji GNU GPL w wersji 3 lub późniejszej.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/MainWindowRivals.cpp" line="+74"/>
        <source>Share This Game</source>
        <translation>Udostępnij tę grę</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Rivals</source>
        <translation>Rywale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no run of deal %1 yet: play it, or open a friend&apos;s run of it.</source>
        <translation>Nie ma jeszcze żadnego podejścia do rozdania %1: zagraj je albo wczytaj podejście znajomego.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+12"/>
        <location line="+5"/>
        <location line="+4"/>
        <source>Open Run</source>
        <translation>Wczytaj podejście</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Ratscrew runs (*%1)</source>
        <translation>Pliki podejść Ratscrew (*%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This file is not a run Ratscrew can open (%1).</source>
        <translation>Ten plik nie jest podejściem, które Ratscrew potrafi wczytać (%1).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Race Ghost</source>
        <translation>Ścigaj się z duchem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This run cannot be raced: its player did not sit at the bottom seat.</source>
        <translation>Nie można ścigać się z duchem z tego podejścia: jego gracz nie zajmował dolnego miejsca.</translation>
    </message>
</context>
<context>
    <name>ratscrew::MatchController</name>
    <message>
        <location filename="../app/rig/MatchController.cpp" line="+200"/>
        <source>Nothing has been played in this game yet.</source>
        <translation>W tej grze jeszcze nic nie zagrano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game played on from a save cannot be shared: its bots were made again.</source>
        <translation>Gry kontynuowanej z zapisu nie można udostępnić: jej boty utworzono od nowa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Only a game of one person against bots can be shared.</source>
        <translation>Udostępnić można tylko grę jednej osoby przeciw botom.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game cannot be shared: its bots changed during it (new settings, or a “Match my speed” bot that learnt your times).</source>
        <translation>Tej gry nie można udostępnić: jej boty zmieniły się w trakcie (nowe ustawienia albo bot na poziomie „Moje tempo”, który poznał twoje czasy).</translation>
    </message>
</context>
<context>
    <name>ratscrew::NoticeBar</name>
    <message>
        <location filename="../app/MainWindowPanels.cpp" line="+28"/>
        <source>Dismiss</source>
        <translation>Ukryj</translation>
    </message>
</context>
<context>
    <name>ratscrew::PlayersPage</name>
    <message>
        <location filename="../app/settings/PlayersPage.cpp" line="+10"/>
        <source>At the table</source>
        <translation>Przy stole</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name</source>
        <translation>Twoje imię</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;name:</source>
        <translation>Twoje &amp;imię:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shown at your seat, up to %1 characters.</source>
        <translation>Widoczne przy twoim miejscu, do %1 znaków.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name</source>
        <translation>Imię</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Seats &amp;beside you:</source>
        <translation>&amp;Miejsca obok ciebie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They sit clockwise from your left, in the order below. Up to three seats can be people at this keyboard instead: choose “Person” as their level.</source>
        <translation>Siedzą zgodnie z ruchem wskazówek zegara, zaczynając od twojej lewej, w kolejności jak poniżej. Do trzech miejsc mogą zamiast tego zająć osoby przy tej klawiaturze: wybierz dla nich poziom „Osoba”.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seat &amp;%1:</source>
        <translation>Miejsce &amp;%1:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name at seat %1</source>
        <translation>Imię na miejscu %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level at seat %1</source>
        <translation>Poziom na miejscu %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Someone at this keyboard plays this seat with their own play and slap keys (Settings ▸ Keys).</source>
        <translation>Ktoś przy tej klawiaturze gra na tym miejscu własnymi klawiszami do zagrywania i klepania (Ustawienia ▸ Klawisze).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own numbers, set under “Custom level”.</source>
        <translation>Twoje własne wartości, ustawione w sekcji „Poziom własny”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As quick as you: follows your recent reaction time on each pattern, from Expert down to half again as slow as Beginner, so that games stay close.</source>
        <translation>Tak szybki jak ty: dopasowuje się do twojego ostatniego czasu reakcji na każdy układ, w zakresie od poziomu „Ekspert” do półtora raza wolniejszego niż „Początkujący”, żeby gry były wyrównane.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slaps a double in about %1 ms and misses %2 % of chances.</source>
        <translation>Klepie parę w około %1 ms i nie wykorzystuje %2 % okazji.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Edit custom…</source>
        <translation>Edytuj własny…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit the custom level of bot %1</source>
        <translation>Edytuj własny poziom bota %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Mixed</source>
        <translation>Mieszany</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets every bot to one level; shows “Mixed” when their levels differ.</source>
        <translation>Ustawia wszystkim botom jeden poziom; pokazuje „Mieszany”, gdy ich poziomy się różnią.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same &amp;level for all:</source>
        <translation>&amp;Wspólny poziom:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same level for all bots</source>
        <translation>Ten sam poziom dla wszystkich botów</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose “Custom” as a bot&apos;s level to set its numbers here; they start from the level it had. “Edit custom…” picks the bot shown.</source>
        <translation>Wybierz „Własny” jako poziom bota, aby ustawić tu jego wartości; początkowo odpowiadają jego dotychczasowemu poziomowi. „Edytuj własny…” wybiera pokazanego bota.</translation>
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
        <translation>&amp;Czas reakcji:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median time to slap a double; harder patterns take longer.</source>
        <translation>Mediana czasu klepnięcia pary; trudniejsze układy zajmują więcej czasu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sprea&amp;d:</source>
        <translation>R&amp;ozrzut:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much reactions vary: 0 never, 0.25 typical.</source>
        <translation>Jak bardzo różnią się reakcje: 0 wcale, 0,25 typowo.</translation>
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
        <translation>&amp;Przeoczenia:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to let a slappable pile go.</source>
        <translation>Szansa na przepuszczenie stosu, który można klepnąć.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;False slaps:</source>
        <translation>&amp;Błędne klepnięcia:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to slap a pile that cannot be slapped.</source>
        <translation>Szansa na klepnięcie stosu, którego nie można klepnąć.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pla&amp;y delay:</source>
        <translation>Opóźnienie z&amp;agrania:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median time before playing a card.</source>
        <translation>Mediana czasu przed zagraniem karty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call t&amp;ime:</source>
        <translation>Czas na zgło&amp;szenie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra time to see a stick or a split, on top of the reaction time.</source>
        <translation>Dodatkowy czas na dostrzeżenie przyklejenia lub podziału, ponad czas reakcji.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Miss&amp;ed calls:</source>
        <translation>Prz&amp;eoczone zgłoszenia:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to let a stick or a split go.</source>
        <translation>Szansa na przepuszczenie przyklejenia lub podziału.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>False &amp;calls:</source>
        <translation>Błęd&amp;ne zgłoszenia:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to slap a card that only looks like a call: a letter card that cannot be stuck, a 9, or an 8 that cannot be split.</source>
        <translation>Szansa na klepnięcie karty, która tylko wygląda na zgłoszenie: karty wyzwania, której nie można przykleić, 9 albo 8, której nie można podzielić.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Custom level of %1</source>
        <translation>Poziom własny: %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Your name cannot be empty.</source>
        <translation>Twoje imię nie może być puste.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat %1 needs a name.</source>
        <translation>Miejsce %1 musi mieć imię.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At most %1 people can play at one keyboard.</source>
        <translation>Przy jednej klawiaturze mogą grać najwyżej %1 osoby.</translation>
    </message>
</context>
<context>
    <name>ratscrew::PracticeDialog</name>
    <message>
        <location filename="../app/coach/PracticeDialog.cpp" line="+46"/>
        <source>The pile is empty.</source>
        <translation>Stos jest pusty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the pile: %1</source>
        <translation>Na stosie: %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Practice</source>
        <translation>Trening</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Drill:</source>
        <translation>Ć&amp;wiczenie:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every pattern of the rules</source>
        <translation>Wszystkie układy z zasad</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Weak spots: more %1</source>
        <extracomment>%1 is a list of pattern names to practise more, e.g. &quot;Double, Tens&quot;.</extracomment>
        <translation>Słabe punkty (częściej: %1)</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>P&amp;ace:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Wolne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Steady</source>
        <translation>Równe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quick</source>
        <translation>Żwawe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Szybkie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (a card every %2 s)</source>
        <translation>%1 (karta co %2 s)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+257"/>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Practice pile</source>
        <translation>Stos treningowy</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slap (%1)</source>
        <translation>Klepnij (%1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pattern</source>
        <translation>Układ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hits</source>
        <translation>Trafienia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median (ms)</source>
        <translation>Mediana (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Misslaps</source>
        <translation>Błędne klepnięcia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed</source>
        <translation>Przegapione</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Practice results per pattern</source>
        <translation>Wyniki treningu według układów</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card that showed two patterns at once counts in the row of each, so the patterns&apos; rows can add up to more than the total.</source>
        <translation>Karta, która pokazała dwa układy naraz, liczy się w wierszu każdego z nich, więc wiersze układów mogą dać razem więcej niż suma.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a drill and press Start. Slap what matches: %1.</source>
        <translation>Wybierz ćwiczenie i naciśnij Start. Klepnij to, co pasuje: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>%n of the %1 cards make a pattern.</source>
        <translation>
            <numerusform>%n z %1 kart tworzy układ.</numerusform>
            <numerusform>%n z %1 kart tworzą układ.</numerusform>
            <numerusform>%n z %1 kart tworzy układ.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Drill over: %1 hits, %2 misslaps, %3 missed.</source>
        <translation>Koniec ćwiczenia: trafienia %1, błędne klepnięcia %2, przegapione %3.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Card %1 of %2</source>
        <translation>Karta %1 z %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 — %2 ms</source>
        <translation>%1 — %2 ms</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Missed: %1 (%2)</source>
        <translation>Przegapione: %1 (%2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Near no pattern</source>
        <translation>Z dala od układów</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total</source>
        <translation>Razem</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>St&amp;op</source>
        <translation>&amp;Zatrzymaj</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReactionChart</name>
    <message>
        <location filename="../app/career/CareerCharts.cpp" line="+181"/>
        <source>Reaction time per pattern</source>
        <translation>Czas reakcji według układów</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 %2 ms</source>
        <translation>%1 %2 ms</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>you %1 ms (90 %: %2 ms)</source>
        <translation>ty %1 ms (90 %: %2 ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no slaps of yours</source>
        <translation>brak twoich klepnięć</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2; the bots&apos; medians: %3.</source>
        <translation>%1: %2; mediany botów: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+27"/>
        <source>No slaps</source>
        <translation>Brak klepnięć</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You (median, whisker to 90 %)</source>
        <translation>Ty (mediana, wąs do 90 %)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Reaction time (ms)</source>
        <translation>Czas reakcji (ms)</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReactionHistogram</name>
    <message>
        <location filename="../app/charts/ChartWidgets.cpp" line="+26"/>
        <source>Reaction times</source>
        <translation>Czasy reakcji</translation>
    </message>
    <message>
        <location line="+67"/>
        <location line="+12"/>
        <source>No slaps</source>
        <translation>Brak klepnięć</translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>%n valid slap(s); median %1 s, fastest %2 s, slowest %3 s.</source>
        <translation>
            <numerusform>%n trafne klepnięcie; mediana %1 s, najszybsze %2 s, najwolniejsze %3 s.</numerusform>
            <numerusform>%n trafne klepnięcia; mediana %1 s, najszybsze %2 s, najwolniejsze %3 s.</numerusform>
            <numerusform>%n trafnych klepnięć; mediana %1 s, najszybsze %2 s, najwolniejsze %3 s.</numerusform>
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
        <translation>Czas reakcji (s)</translation>
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
        <translation>Gry nie są zapisywane do wznowienia: nie można utworzyć folderu %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games are not saved for a resume: %1 is not a file, so it can never be taken. Remove it to have them saved again.</source>
        <translation>Gry nie są zapisywane do wznowienia: %1 nie jest plikiem, więc nigdy nie da się go przejąć. Usuń go, a gry znów będą zapisywane.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games are not saved for a resume: %1 cannot be made in the folder %2.</source>
        <translation>Gry nie są zapisywane do wznowienia: nie można utworzyć %1 w folderze %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>The saved game in %1 is held by Ratscrew on another computer (%2): games are not saved for a resume here until it quits, or until its lock has not been renewed for %n minute(s).</source>
        <translation>
            <numerusform>Zapisaną grę w %1 trzyma Ratscrew na innym komputerze (%2): tutaj gry nie są zapisywane do wznowienia, dopóki tamten się nie zamknie albo przez %n minutę nie odnowi swojego pliku blokady.</numerusform>
            <numerusform>Zapisaną grę w %1 trzyma Ratscrew na innym komputerze (%2): tutaj gry nie są zapisywane do wznowienia, dopóki tamten się nie zamknie albo przez %n minuty nie odnowi swojego pliku blokady.</numerusform>
            <numerusform>Zapisaną grę w %1 trzyma Ratscrew na innym komputerze (%2): tutaj gry nie są zapisywane do wznowienia, dopóki tamten się nie zamknie albo przez %n minut nie odnowi swojego pliku blokady.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another Ratscrew (process %1) is using the saved game in %2: this one&apos;s games are kept as records, but not saved for a resume while it runs.</source>
        <translation>Inny Ratscrew (proces %1) używa zapisanej gry w %2: gry w tym oknie są zachowywane jako zapisy, ale nie do wznowienia, dopóki tamten działa.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games are not saved for a resume: the lock %1 names no running Ratscrew, but it cannot be removed.</source>
        <translation>Gry nie są zapisywane do wznowienia: plik blokady %1 nie należy do żadnego działającego Ratscrew, ale nie da się go usunąć.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The folder %1 for game records cannot be made: this game is not kept.</source>
        <translation>Nie można utworzyć folderu zapisów %1: ta gra nie zostanie zapisana.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This game&apos;s record is not kept: %1</source>
        <translation>Zapis tej gry nie zostanie zachowany: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The game in play cannot be saved for a resume: %1</source>
        <translation>Nie można zapisać bieżącej gry do wznowienia: %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The game you left cannot be played on (%1); its file stays where it is.</source>
        <translation>Nie można kontynuować przerwanej gry (%1); jej plik zostaje na miejscu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game you left cannot be played on (%1); its file is kept as %2.</source>
        <translation>Nie można kontynuować przerwanej gry (%1); jej plik zachowano jako %2.</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplayAnalysis</name>
    <message>
        <location filename="../app/replay/ReplayAnalysis.cpp" line="+82"/>
        <source>%1 slapped %2 ms before %3 on %4</source>
        <translation>%1 klepie w %4 o %2 ms szybciej niż %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an empty table</source>
        <translation>pusty stół</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 beat %2 by %3 ms to the pile</source>
        <translation>%1 klepie stos o %3 ms szybciej niż %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 beat %2 by %3 ms to %4</source>
        <translation>%1 klepie %4 o %3 ms szybciej niż %2</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1 misslapped on an empty pile</source>
        <translation>%1: błędne klepnięcie w pusty stos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 misslapped on %2</source>
        <translation>%1: błędne klepnięcie w %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 lost the challenge of %2 to %3</source>
        <translation>%1 przegrywa wyzwanie (%2) z graczem %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost a challenge to %2</source>
        <translation>%1 przegrywa wyzwanie z graczem %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+8"/>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>before any card was played</source>
        <translation>przed zagraniem jakiejkolwiek karty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms after the card was played</source>
        <translation>%1 ms po zagraniu karty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms after the card landed</source>
        <translation>%1 ms po wylądowaniu karty</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a stick: took the challenge over</source>
        <translation>przyklejenie: przejęcie wyzwania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a split: started the split pile</source>
        <translation>podział: początek stosu bocznego</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>took the pile</source>
        <translation>zdobycie stosu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>took the pile (%1)</source>
        <translation>zdobycie stosu za %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a misslap</source>
        <translation>błędne klepnięcie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pressed again after taking the pile</source>
        <translation>ponowne naciśnięcie po zdobyciu stosu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too late: the pile was taken</source>
        <translation>za późno: stos był już zabrany</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed</source>
        <translation>niedozwolone</translation>
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
        <translation>najszybciej</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 ms after %2</source>
        <translation>%1 ms po graczu %2</translation>
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
        <translation>%1 od gracza %2 (%3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before the first card</source>
        <translation>Przed pierwszą kartą</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You were first, %1 ms ahead of %2</source>
        <translation>Najszybciej: ty, o %1 ms przed graczem %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was first, %2 ms ahead of %3</source>
        <translation>Najszybciej: %1, o %2 ms przed graczem %3</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplayWindow</name>
    <message>
        <location filename="../app/replay/ReplayWindow.cpp" line="+74"/>
        <source>deal %1</source>
        <translation>rozdanie %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay: %1</source>
        <translation>Powtórka: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Replayed table</source>
        <translation>Stół powtórki</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+3"/>
        <source>Slap timing</source>
        <translation>Czasy klepnięć</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Decisive moments:</source>
        <translation>&amp;Kluczowe momenty:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decisive moments</source>
        <translation>Kluczowe momenty</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click or press %1 to watch a moment in slow motion</source>
        <translation>Kliknij dwukrotnie lub naciśnij %1, aby obejrzeć moment w zwolnionym tempie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Double-click or press %1 to watch it in slow motion</source>
        <translation>Kliknij dwukrotnie lub naciśnij %1, aby obejrzeć go w zwolnionym tempie</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No close races, lost challenges or misslaps</source>
        <translation>Brak wyrównanych wyścigów, przegranych wyzwań i błędnych klepnięć</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Largest s&amp;wings:</source>
        <translation>Największe zwroty &amp;akcji:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest swings</source>
        <translation>Największe zwroty akcji</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click or press %1 to go there</source>
        <translation>Kliknij dwukrotnie lub naciśnij %1, aby przejść do tego momentu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Go to Swing</source>
        <translation>P&amp;rzejdź do zwrotu akcji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the swing</source>
        <translation>Przejdź do zwrotu akcji</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Step &amp;Back</source>
        <translation>Krok &amp;wstecz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step back</source>
        <translation>Krok wstecz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action back (%1)</source>
        <translation>Jedna akcja wstecz (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+148"/>
        <source>&amp;Play</source>
        <translation>&amp;Odtwórz</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>Play</source>
        <translation>Odtwórz</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>Play or pause (%1)</source>
        <translation>Odtwórz lub wstrzymaj (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;Forward</source>
        <translation>Krok &amp;naprzód</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step forward</source>
        <translation>Krok naprzód</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action forward (%1)</source>
        <translation>Jedna akcja naprzód (%1)</translation>
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
        <translation>Po&amp;zycja:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position in the game</source>
        <translation>Pozycja w grze</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game time</source>
        <translation>Czas gry</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Close</source>
        <translation>Za&amp;mknij</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the replay</source>
        <translation>Zamknij powtórkę</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What happened</source>
        <translation>Co się wydarzyło</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Click to go to that moment</source>
        <translation>Kliknij, aby przejść do tego momentu</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pauza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location line="+271"/>
        <source>No swings</source>
        <translation>Brak zwrotów akcji</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Working out the chances…</source>
        <translation>Obliczanie szans…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nobody has slapped yet.</source>
        <translation>Nikt jeszcze nie klepnął.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slow motion (%1×)</source>
        <translation>Zwolnione tempo (%1×)</translation>
    </message>
    <message>
        <location filename="../app/AppStartup.cpp" line="-137"/>
        <source>Reading %1…</source>
        <translation>Wczytywanie %1…</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplaysDialog</name>
    <message>
        <location filename="../app/replay/ReplaysDialog.cpp" line="+34"/>
        <location line="+164"/>
        <source>Replays</source>
        <translation>Powtórki</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>&amp;Games kept (newest first):</source>
        <translation>&amp;Zapisane gry (od najnowszych):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games kept</source>
        <translation>Zapisane gry</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>Rozdanie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Czas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open</source>
        <translation>&amp;Otwórz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the selected game</source>
        <translation>Otwórz wybraną grę</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;File…</source>
        <translation>Otwórz &amp;plik…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a record file</source>
        <translation>Otwórz plik zapisu</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Reading…</source>
        <translation>Wczytywanie…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>In play</source>
        <translation>W toku</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished</source>
        <translation>Niedokończona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won</source>
        <translation>Wygrana: %1</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>No games kept yet</source>
        <translation>Brak zapisanych gier</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Opening %1…</source>
        <translation>Otwieranie %1…</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Open a Game Record</source>
        <translation>Otwórz zapis gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Zapisy gier (*.json);;Wszystkie pliki (*)</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalGame</name>
    <message>
        <location filename="../app/rivals/RivalGame.cpp" line="+65"/>
        <source>Won in %1</source>
        <translation>Wygrana po %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost in %1</source>
        <translation>Przegrana po %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw at %1</source>
        <translation>Remis po %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left at %1</source>
        <comment>the game was left unfinished at that time</comment>
        <translation>Przerwana po %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ratscrew — daily deal %1</source>
        <translation>Ratscrew — rozdanie dnia %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratscrew — deal %1</source>
        <translation>Ratscrew — rozdanie %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n slap(s) won</source>
        <translation>
            <numerusform>%n wygrane klepnięcie</numerusform>
            <numerusform>%n wygrane klepnięcia</numerusform>
            <numerusform>%n wygranych klepnięć</numerusform>
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
        <translation>Wasze gry przebiegają tak samo od początku do końca.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Until %1 your games were the same; then they went different ways.</source>
        <translation>Do %1 wasze gry przebiegają tak samo; potem się rozchodzą.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Until %1 your games were the same; then %2 slapped the %3 %4 ms before you.</source>
        <comment>%3 is a pattern&apos;s name</comment>
        <translation>Do %1 wasze gry przebiegają tak samo; potem %2 klepie układ „%3” o %4 ms przed tobą.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Until %1 your games were the same; then you slapped the %2 %3 ms before %4.</source>
        <comment>%2 is a pattern&apos;s name</comment>
        <translation>Do %1 wasze gry przebiegają tak samo; potem klepiesz układ „%2” o %3 ms przed graczem %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Until %1 your games were the same; then %2 slapped the %3 and you did not.</source>
        <comment>%3 is a pattern&apos;s name</comment>
        <translation>Do %1 wasze gry przebiegają tak samo; potem %2 klepie układ „%3”, a ty nie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Until %1 your games were the same; then you slapped the %2 and %3 did not.</source>
        <comment>%2 is a pattern&apos;s name</comment>
        <translation>Do %1 wasze gry przebiegają tak samo; potem ty klepiesz układ „%2”, a %3 nie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Until %1 your games were the same; then %2 slapped by mistake and you did not.</source>
        <translation>Do %1 wasze gry przebiegają tak samo; potem %2 klepie błędnie, a ty nie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Until %1 your games were the same; then you slapped by mistake and %2 did not.</source>
        <translation>Do %1 wasze gry przebiegają tak samo; potem ty klepiesz błędnie, a %2 nie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Until %1 your games were the same; then you and %2 played a card at different times.</source>
        <translation>Do %1 wasze gry przebiegają tak samo; potem ty i %2 zagrywacie kartę w różnych chwilach.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (ghost)</source>
        <comment>a ghost&apos;s seat: the person whose run it plays</comment>
        <translation>%1 (duch)</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalStore</name>
    <message>
        <location filename="../app/rivals/RivalStore.cpp" line="+37"/>
        <source>The folder %1 for runs cannot be made.</source>
        <translation>Nie można utworzyć folderu podejść %1.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The run is not kept: %1</source>
        <translation>Podejście nie zostanie zachowane: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a run of deal %2.</source>
        <translation>%1 nie jest podejściem do rozdania %2.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalsDialog</name>
    <message>
        <location filename="../app/rivals/RivalsDialog.cpp" line="+32"/>
        <source>Rivals of the Daily Deal of %1</source>
        <translation>Rywale — rozdanie dnia %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rivals of Deal %1</source>
        <translation>Rywale — rozdanie %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps won</source>
        <translation>Wygrane klepnięcia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Rozegrano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs of this deal</source>
        <translation>Podejścia do tego rozdania</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>&amp;Race Ghost</source>
        <translation>Ścigaj się z &amp;duchem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game of this deal with the selected player&apos;s ghost in place of the last bot</source>
        <translation>Nowa gra w tym rozdaniu z duchem wybranego gracza w miejscu ostatniego bota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Run…</source>
        <translation>W&amp;czytaj podejście…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You, %1</source>
        <translation>Ty, %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: you %2, %3 %4</source>
        <comment>%1 is a pattern&apos;s name; then the two median reaction times</comment>
        <translation>„%1”: ty %2, %3 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — the same</source>
        <comment>the two medians are equal</comment>
        <translation>%1 — bez różnicy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — you were %2 ms faster</source>
        <translation>%1 — ty szybciej o %2 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 was %3 ms faster</source>
        <translation>%1 — %2 szybciej o %3 ms</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You have no run of this deal yet: play it to see yours beside these.</source>
        <translation>Nie masz jeszcze podejścia do tego rozdania: zagraj je, aby zobaczyć swoje obok tych.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a friend&apos;s run of this deal to see it beside yours, and race its ghost.</source>
        <translation>Wczytaj podejście znajomego do tego rozdania, aby zobaczyć je obok swojego i ścigać się z jego duchem.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You and %1 have no pattern both of you slapped.</source>
        <translation>Brak układów klepniętych zarówno przez ciebie, jak i przez gracza %1.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RuleWorkshop</name>
    <message>
        <location filename="../app/workshop/RuleWorkshop.cpp" line="+53"/>
        <source>What these rules play like</source>
        <translation>Jak gra się według tych zasad</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Simulating games</source>
        <translation>Symulowanie gier</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Play %n minutes</source>
        <extracomment>Under the warning that games are long: sets the game length.</extracomment>
        <translation>
            <numerusform>Graj %n minutę</numerusform>
            <numerusform>Graj %n minuty</numerusform>
            <numerusform>Graj %n minut</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game length</source>
        <translation>Limit czasu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How piles are won</source>
        <translation>Jak zdobywa się stosy</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slappable cards per 100 played</source>
        <translation>Karty do klepnięcia na 100 zagranych</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Misslaps</source>
        <translation>Błędne klepnięcia</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Simulating games…</source>
        <translation>Symulowanie gier…</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>From %1 games of bots at this table of %n player(s).</source>
        <extracomment>Above the rule workshop&apos;s figures: %n is the number of players.</extracomment>
        <translation>
            <numerusform>Na podstawie %1 gier botów przy tym stole dla %n gracza.</numerusform>
            <numerusform>Na podstawie %1 gier botów przy tym stole dla %n graczy.</numerusform>
            <numerusform>Na podstawie %1 gier botów przy tym stole dla %n graczy.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Half of the games or more last over %1 hours.</source>
        <extracomment>The rule workshop&apos;s game length: %1 is a number of hours (6).</extracomment>
        <translation>Połowa gier lub więcej trwa ponad %1 godzin.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>under a minute</source>
        <extracomment>A game length.</extracomment>
        <translation>poniżej minuty</translation>
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
        <translation>%1 godz. %2 min</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Half of the games are over within %1; more than 5 in 100 last over %2 hours.</source>
        <extracomment>The rule workshop&apos;s game length: %1 is a length such as &quot;12 min&quot;; %2 a number of hours (6).</extracomment>
        <translation>Połowa gier kończy się w ciągu %1; ponad 5 na 100 trwa dłużej niż %2 godzin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Half of the games are over within %1, 95 in 100 within %2.</source>
        <extracomment>The rule workshop&apos;s game length: %1 and %2 are lengths such as &quot;12 min&quot;.</extracomment>
        <translation>Połowa gier kończy się w ciągu %1, 95 na 100 w ciągu %2.</translation>
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
        <translation>W %1 z nich kończy się czas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Without a game length: %1</source>
        <extracomment>%1 is a sentence such as &quot;Half of the games are over within 12 min, …&quot;.</extracomment>
        <translation>Bez limitu czasu: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of the games would still be going after %2 hours without a game length.</source>
        <translation>Bez limitu czasu %1 gier trwałoby jeszcze po %2 godzinach.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every game ends by itself within %1 hours.</source>
        <translation>Każda gra kończy się sama w ciągu %1 godzin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>By a slap: %1. By a challenge: %2.</source>
        <extracomment>How piles are won: each %n is a share such as &quot;48 %&quot;.</extracomment>
        <translation>Klepnięciem: %1. Wyzwaniem: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given away for a misslap: %1.</source>
        <translation>Oddane za błędne klepnięcie: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other ways: %1.</source>
        <translation>W inny sposób: %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: %2</source>
        <extracomment>A row of the slappable cards, for a screen reader: %1 names a pattern, %2 is a number such as &quot;5.9&quot;.</extracomment>
        <translation>„%1”: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No pattern is on.</source>
        <translation>Żaden układ nie jest włączony.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The bots misslap %1 times a game, all together.</source>
        <extracomment>%1 is a number such as &quot;4.2&quot;.</extracomment>
        <translation>Boty łącznie klepią błędnie %1 razy na grę.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bots misslap %1 times a game, all together, in the games that end within %2 hours.</source>
        <extracomment>%1 is a number such as &quot;4.2&quot;; %2 a number of hours (6).</extracomment>
        <translation>Boty łącznie klepią błędnie %1 razy na grę, w grach, które kończą się w ciągu %2 godzin.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No game ends within %1 hours. The bots misslap %2 times an hour, all together.</source>
        <extracomment>%1 is a number of hours (6); %2 a number such as &quot;160.5&quot;.</extracomment>
        <translation>Żadna gra nie kończy się w ciągu %1 godzin. Boty łącznie klepią błędnie %2 razy na godzinę.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ %1 of these games would still be going after %2 hours, and they have no game length.</source>
        <extracomment>The rule workshop&apos;s warning: %1 is a share of games such as &quot;91 %&quot;; %2 a number of hours (6).</extracomment>
        <translation>⚠ %1 tych gier trwałoby jeszcze po %2 godzinach, a nie mają limitu czasu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⚠ Half of these games last longer than %1, and they have no game length.</source>
        <extracomment>The rule workshop&apos;s warning: %1 is a game length such as &quot;47 min&quot; or &quot;1 h 12 min&quot;.</extracomment>
        <translation>⚠ Połowa tych gier trwa dłużej niż %1, a nie mają limitu czasu.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RulesPage</name>
    <message>
        <location filename="../app/settings/RulesPage.cpp" line="+71"/>
        <source>Penalt&amp;y:</source>
        <translation>&amp;Kara:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burn cards under the pile</source>
        <translation>Spalenie kart pod stos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the pile away</source>
        <translation>Oddanie stosu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No penalty</source>
        <translation>Bez kary</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked out for a few cards</source>
        <translation>Blokada na kilka kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a misslap: put cards from your hand under the pile, the pile goes to the player who played its top card, nothing happens, or you may not slap until a few more cards have been played.</source>
        <translation>Po błędnym klepnięciu: kładziesz karty z ręki pod stos, stos trafia do gracza, który zagrał jego wierzchnią kartę, nic się nie dzieje albo nie możesz klepać, dopóki nie zostanie zagranych kilka kolejnych kart.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Locked out for:</source>
        <translation>Blokada na:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Lockout penalty: how many cards must be played onto either pile before a misslapper may slap again.</source>
        <translation>Przy karze blokady: ile kart musi zostać zagranych na którykolwiek stos, zanim gracz, który klepnął błędnie, znów będzie mógł klepać.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 card</source>
        <translation>1 karta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 cards</source>
        <translation>2 karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;burned:</source>
        <translation>&amp;Spalone karty:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>Bez limitu</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Out of the game</source>
        <translation>Wykluczenie z gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sit out a few cards</source>
        <translation>Pauza na kilka kart</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winning a pile</source>
        <translation>Zdobycie stosu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Collect:</source>
        <translation>Zbi&amp;eranie:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At once</source>
        <translation>Od razu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a short delay</source>
        <translation>Po krótkiej chwili</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Misslaps</source>
        <translation>Błędne klepnięcia</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source> card(s)</source>
        <extracomment>After a number of cards, as in &quot;Locked out for: 5 cards&quot;; it begins with a space.</extracomment>
        <translation>
            <numerusform> kartę</numerusform>
            <numerusform> karty</numerusform>
            <numerusform> kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How many cards a misslap costs (with the Burn penalty).</source>
        <translation>Ile kart kosztuje błędne klepnięcie (przy karze „Spalenie kart pod stos”).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Misslaps in a ro&amp;w:</source>
        <translation>Błędne klepnięcia z rzęd&amp;u:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who misslaps on more cards in a row than this is out of the game. Two misslaps on one card count once.</source>
        <translation>Gracz, który klepnie błędnie przy większej liczbie kart z rzędu niż ta wartość, odpada z gry. Dwa błędne klepnięcia na jedną kartę liczą się raz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A&amp;fter a misslap, the slapper plays next</source>
        <translation>Po błędny&amp;m klepnięciu gra ten, kto klepnął</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After burning cards for a misslap, that player turns the next card (not while a challenge is answered or a pile waits to be collected).</source>
        <translation>Po spaleniu kart za błędne klepnięcie ten gracz odkrywa następną kartę (nie wtedy, gdy trwa odpowiedź na wyzwanie albo stos czeka na zebranie).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslap with n&amp;o cards:</source>
        <translation>Błędne klepn&amp;ięcie bez kart:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player with no cards who misslaps is out, or may not slap until as many cards have been played as other players hold cards.</source>
        <translation>Gracz bez kart, który błędnie klepnie, odpada albo nie może klepać, dopóki nie zagra się tylu kart, ilu jest innych graczy z kartami.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When a challenge is lost: the pile goes to the challenger at once, or stays for a moment and can still be slapped.</source>
        <translation>Gdy wyzwanie zostaje przegrane: stos od razu trafia do wyzywającego albo zostaje na chwilę i wciąż można go klepnąć.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Collect &amp;delay:</source>
        <translation>&amp;Opóźnienie zbierania:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long a lost challenge&apos;s pile waits before it is collected.</source>
        <translation>Jak długo stos z przegranego wyzwania czeka, zanim zostanie zebrany.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt to play:</source>
        <translation>&amp;Następny stos zaczyna:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pile&apos;s winner</source>
        <translation>Zdobywca stosu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player after the winner</source>
        <translation>Gracz po zdobywcy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays the first card after a pile was won.</source>
        <translation>Kto zagrywa pierwszą kartę po zdobyciu stosu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A ten stops a challenge</source>
        <translation>Dziesiątka zatrzymuje wyzwanie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answering a challenge with a 10 ends it: nobody wins the pile, and the next player plays on.</source>
        <translation>Odpowiedź na wyzwanie dziesiątką kończy je: nikt nie wygrywa stosu, a gra dalej następny gracz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slap in wit&amp;h no cards</source>
        <translation>Powrót klepnięciem &amp;bez kart</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players whose hand is empty may still slap to win a pile and get back in.</source>
        <translation>Gracze z pustą ręką nadal mogą klepać, by zdobyć stos i wrócić do gry.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck and winning</source>
        <translation>Talia i wygrana</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Jokers:</source>
        <translation>&amp;Jokery:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None (52 cards)</source>
        <translation>Brak (52 karty)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Two (54 cards)</source>
        <translation>Dwa (54 karty)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jokers only matter with the Joker pattern.</source>
        <translation>Jokery mają znaczenie tylko z układem „Joker”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W&amp;inner:</source>
        <translation>W&amp;ygrywa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds every card</source>
        <translation>Kto ma wszystkie karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last player with cards in hand</source>
        <translation>Ostatni gracz z kartami w ręku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the game ends: when one player has all the cards, or as soon as only one player has cards in hand (cards on the pile do not count).</source>
        <translation>Kiedy gra się kończy: gdy jeden gracz ma wszystkie karty albo gdy tylko jeden gracz ma jeszcze karty w ręku (karty na stosie się nie liczą).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer plays first</source>
        <translation>Rozdający gra pierwszy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first card is dealt to the player who plays first: the dealer, as in Slaps, or else the player to the dealer&apos;s left.</source>
        <translation>Pierwszą kartę dostaje ten, kto gra pierwszy: sam rozdający, jak w Slaps, albo gracz po lewej stronie rozdającego.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A house version of the Bicycle rules. The default.</source>
        <translation>Domowa wersja zasad Bicycle. Domyślny wariant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Bicycle-style rule texts as printed.</source>
        <translation>Zasady w stylu Bicycle, dokładnie według drukowanych tekstów.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its basic rules.</source>
        <translation>Zasady podstawowe ze strony gracza o grze „Slaps”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its advanced rules.</source>
        <translation>Zasady zaawansowane ze strony gracza o grze „Slaps”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A classic rule text.</source>
        <translation>Klasyczny tekst zasad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its advanced rules and both calls: sticky kings and split eights.</source>
        <translation>Zasady zaawansowane ze strony gracza o grze „Slaps” z oboma zgłoszeniami: lepkimi królami i dzielonymi ósemkami.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of options. Pick a preset to start again from one.</source>
        <translation>Twoje własne połączenie opcji. Wybierz wariant, aby zacząć od niego od nowa.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Preset</source>
        <translation>Wariant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pr&amp;eset:</source>
        <translation>W&amp;ariant:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A preset loads a whole rule set; changing any option below makes it “Custom”.</source>
        <translation>Wariant wczytuje cały zestaw zasad; zmiana dowolnej opcji poniżej zmienia go na „Własny”.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pick a saved rule set</source>
        <translation>Wybierz zapisany zestaw zasad</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as…</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved rule sets</source>
        <translation>Zapisane zestawy zasad</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved:</source>
        <translation>Zapisane:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own rule sets, with their game length. Picking one loads it; nothing is kept until OK or Apply.</source>
        <translation>Twoje własne zestawy zasad, z ich limitem czasu. Wybranie zestawu go wczytuje; nic nie zostanie zapisane przed kliknięciem OK lub Zastosuj.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rule code</source>
        <translation>Kod zasad</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type or paste a rule code; Enter reads it.</source>
        <translation>Wpisz lub wklej kod zasad; Enter go wczytuje.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>The code is copied: paste it to anyone who should play these rules.</source>
        <translation>Skopiowano kod: przekaż go każdemu, kto ma grać według tych zasad.</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Paste</source>
        <translation>Wklej</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rule code:</source>
        <translation>Kod zasad:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules and the game length as a code. Anyone can paste it here, or start the game with --rules and the code.</source>
        <translation>Te zasady i limit czasu jako kod. Każdy może go tu wkleić albo uruchomić grę z --rules i kodem.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>This is not a rule code: a rule code looks like %1.</source>
        <extracomment>%1 is what a rule code looks like, &quot;R2-XXXX-XXXX-XXXX-XXXX&quot;.</extracomment>
        <translation>To nie jest kod zasad: kod zasad wygląda tak: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code comes from a newer version of the game (code version %1); this one reads version %2.</source>
        <translation>Ten kod zasad pochodzi z nowszej wersji gry (wersja kodu %1); ta obsługuje kody w wersji %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code is of version %1, which this version of the game does not read.</source>
        <translation>Ten kod zasad ma wersję %1, której ta wersja gry nie obsługuje.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A rule code cannot have the character “%1” in it.</source>
        <extracomment>%1 is the character, in quotes.</extracomment>
        <translation>Kod zasad nie może zawierać znaku „%1”.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This rule code is too long: it has more than %1 characters after “R%2-”.</source>
        <translation>Ten kod zasad jest za długi: ma więcej niż %1 znaków po „R%2-”.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This rule code is cut short: it has %1 of its %2 characters.</source>
        <extracomment>%1 and %2 are numbers of characters.</extracomment>
        <translation>Ten kod zasad jest ucięty: ma %1 z %2 znaków.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code has a typo: its check characters do not match.</source>
        <translation>Ten kod zasad ma literówkę: znaki kontrolne się nie zgadzają.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This rule code has an option out of range (%1).</source>
        <extracomment>%1 is the name of a rule option, such as lockout_cards.</extracomment>
        <translation>Ten kod zasad ma opcję spoza zakresu (%1).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ %1 The rules are unchanged.</source>
        <extracomment>%1 says why a rule code was not read.</extracomment>
        <translation>⚠ %1 Zasady się nie zmieniły.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The rules of the code are in place.</source>
        <translation>Zastosowano zasady z kodu.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+7"/>
        <location line="+8"/>
        <source>Save the Rule Set</source>
        <translation>Zapisz zestaw zasad</translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source>%n rule set(s) are kept already: delete one to save another.</source>
        <translation>
            <numerusform>Zapisano już %n zestaw zasad: usuń go, aby zapisać inny.</numerusform>
            <numerusform>Zapisano już %n zestawy zasad: usuń jeden, aby zapisać inny.</numerusform>
            <numerusform>Zapisano już %n zestawów zasad: usuń jeden, aby zapisać inny.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Name of the rule set:</source>
        <translation>Nazwa zestawu zasad:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Replace the rule set “%1”?</source>
        <extracomment>%1 is the name of a saved rule set.</extracomment>
        <translation>Zastąpić zestaw zasad „%1”?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Delete the Rule Set</source>
        <translation>Usuń zestaw zasad</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the rule set “%1”?</source>
        <extracomment>%1 is the name of a saved rule set.</extracomment>
        <translation>Usunąć zestaw zasad „%1”?</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Share these rules with this code: anyone can paste it here, or start the game with --rules and the code.</source>
        <translation>Udostępnij te zasady tym kodem: każdy może go tu wkleić albo uruchomić grę z --rules i kodem.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Slap patterns</source>
        <translation>Układy do klepania</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pile may be slapped when one of the ticked patterns is on top. Point at a pattern to see when it matches.</source>
        <translation>Stos można klepnąć, gdy na wierzchu jest jeden z zaznaczonych układów. Wskaż układ, aby zobaczyć, kiedy pasuje.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (see “Only three of”)</source>
        <translation>%1 (zob. „Tylko trójki”)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tens:</source>
        <translation>Suma 10:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tens across a &amp;letter card</source>
        <translation>Suma 10 przez kartę &amp;wyzwania</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Tens pattern: two number cards adding up to 10 also count with a J, Q, K or A between them (A K 9).</source>
        <translation>Przy układzie „Suma 10”: dwie karty liczbowe o sumie 10 liczą się też z J, Q, K lub A między nimi (A K 9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace in a r&amp;un:</source>
        <translation>As w &amp;ciągu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High only (J Q K A)</source>
        <translation>Tylko wysoki (J Q K A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High or low (A 2 3 4)</source>
        <translation>Wysoki lub niski (A 2 3 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round the corner (K A 2 3)</source>
        <translation>Między K a 2 (K A 2 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How an ace counts in Four in a row: above the king, also below the 2, or with the ranks going round.</source>
        <translation>Jak liczy się as w układzie „Cztery po kolei”: powyżej króla, także poniżej dwójki albo między królem a dwójką, tak że wartości tworzą krąg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only &amp;three of:</source>
        <translation>&amp;Tylko trójki:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards of this number rank are only slapped as three in a row (Triple); two of them never count as a Double, Sandwich or Top and bottom.</source>
        <translation>Karty tej wartości klepie się tylko jako trzy z rzędu (Trójka); dwie nigdy nie liczą się jako Para, Kanapka ani Góra i dół.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Never slap on:</source>
        <translation>Nigdy nie kle&amp;pać na:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing may be slapped while a card of this rank is on top.</source>
        <translation>Nie wolno klepać, gdy na wierzchu leży karta tej wartości.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Until one player has every card</source>
        <translation>Aż ktoś zdobędzie wszystkie karty</translation>
    </message>
    <message numerus="yes">
        <location line="-218"/>
        <location line="+220"/>
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minuta</numerusform>
            <numerusform>%n minuty</numerusform>
            <numerusform>%n minut</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game length:</source>
        <translation>Limit czasu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When time is up the player with the most cards in hand wins (a tie is a draw); paused time does not count. Until one player has every card is the original rule: a game may then go on for hours.</source>
        <translation>Gdy czas się skończy, wygrywa gracz z największą liczbą kart w ręku (równa liczba to remis); czas pauzy się nie liczy. Opcja „Aż ktoś zdobędzie wszystkie karty” to pierwotna zasada: gra może wtedy trwać godzinami.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Calls</source>
        <translation>Zgłoszenia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call is a slap on a card that makes no pattern but is still right. It wins no cards, but it changes who plays.</source>
        <translation>Zgłoszenie to klepnięcie karty, która nie tworzy układu, a mimo to jest prawidłowe. Nie zdobywa kart, ale zmienia to, kto gra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A stick: when a challenger has just played one of the ticked letter cards, any other player except the one answering may slap it and take the challenge over, as if they had played it.</source>
        <translation>Przyklejenie: gdy wyzywający właśnie zagrał jedną z zaznaczonych kart wyzwania, każdy inny gracz poza odpowiadającym może ją klepnąć i przejąć wyzwanie, jakby sam ją zagrał.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sticky %1</source>
        <extracomment>A check box of the sticky faces: %1 is a letter rank (J, Q, K or A).</extracomment>
        <translation>Lepka %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sticky faces:</source>
        <translation>Lepkie karty wyzwania:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split eights (slap an &amp;8)</source>
        <translation>Dzielone ósemki (klepnij &amp;8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A split: slap an 8 on top of the pile (outside a challenge) and your next card starts a second pile beside it. Until one of the two piles is won, each turn plays two cards, one onto each pile.</source>
        <translation>Podział: klepnij 8 na wierzchu stosu (poza wyzwaniem), a twoja następna karta zacznie obok drugi stos. Dopóki jeden z dwóch stosów nie zostanie zdobyty, w każdej kolejce zagrywa się dwie karty, po jednej na każdy stos.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>None</source>
        <translation>Brak</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Comes with “Only three of” below: pick a rank there to make three of it the only way to slap that rank.</source>
        <translation>Działa razem z opcją „Tylko trójki” poniżej: wybierz tam wartość, aby trzy takie karty były jedynym sposobem jej klepnięcia.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RunCheck</name>
    <message>
        <location filename="../app/rivals/RunCheck.cpp" line="+168"/>
        <source>The run is not one person&apos;s game against bots.</source>
        <translation>To podejście nie jest grą jednej osoby przeciw botom.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run&apos;s game was played by an older Ratscrew, whose cards did not land.</source>
        <translation>Gra z tego podejścia pochodzi ze starszej wersji Ratscrew, w której karty nie lądowały.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards of the run are not those of deal %1.</source>
        <translation>Karty w tym podejściu nie pochodzą z rozdania %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run&apos;s game does not replay: at %1 its bots would not have done what the record says.</source>
        <translation>Gry z tego podejścia nie da się odtworzyć: w chwili %1 boty nie zrobiłyby tego, co podaje zapis.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The reaction times in the run are not those of its game.</source>
        <translation>Czasy reakcji w tym podejściu nie zgadzają się z jego grą.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reaction times are not a person&apos;s: their median is %1 ms, faster than %2 ms.</source>
        <translation>To nie są czasy reakcji człowieka: ich mediana wynosi %1 ms, poniżej %2 ms.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The reaction times are not a person&apos;s: %1 was slapped in %2 ms at the median, faster than %3 ms.</source>
        <comment>%1 is a pattern&apos;s name</comment>
        <translation>To nie są czasy reakcji człowieka: mediana czasu klepnięcia układu „%1” wynosi %2 ms, poniżej %3 ms.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The reaction times are not a person&apos;s: they are too even.</source>
        <translation>To nie są czasy reakcji człowieka: są zbyt równe.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SeatInput</name>
    <message>
        <location filename="../app/rig/SeatInput.cpp" line="+32"/>
        <source>%1 is out of the game.</source>
        <translation>%1 jest poza grą.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You are out of the game.</source>
        <translation>Jesteś poza grą.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not %1&apos;s turn: %2 plays next.</source>
        <translation>To nie kolej gracza %1: teraz zagrywa %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not your turn: %1 plays next.</source>
        <translation>Nie twoja kolej: teraz zagrywa %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the pile to be collected.</source>
        <translation>Poczekaj, aż stos zostanie zebrany.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 and %2 slapped in the same millisecond: %1&apos;s key came first.</source>
        <translation>%1 i %2 klepią w tej samej milisekundzie: klawisz gracza %1 był pierwszy.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SeatLineChart</name>
    <message>
        <location filename="../app/charts/SeatLineChart.cpp" line="+29"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Nothing yet</source>
        <translation>Jeszcze brak danych</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Game time (min)</source>
        <translation>Czas gry (min)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game time (s)</source>
        <translation>Czas gry (s)</translation>
    </message>
</context>
<context>
    <name>ratscrew::SettingsDialog</name>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="+48"/>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Settings pages</source>
        <translation>Strony ustawień</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Player and rule changes apply from the next game; sound and appearance change at once.</source>
        <translation>Zmiany graczy i zasad obowiązują od następnej gry; dźwięk i wygląd zmieniają się od razu.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Zasady</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Gra</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound</source>
        <translation>Dźwięk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Appearance</source>
        <translation>Wygląd</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>on</source>
        <comment>a check box</comment>
        <translation>włączone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <comment>a check box</comment>
        <translation>wyłączone</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <comment>no key</comment>
        <translation>brak</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your settings were saved by a newer Ratscrew; what this version does not know is left as it is.</source>
        <translation>Ustawienia zapisała nowsza wersja Ratscrew; to, czego ta wersja nie zna, zostaje bez zmian.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One of your saved rule sets could not be read, so it is not offered under Settings ▸ %1.</source>
        <translation>Jednego z zapisanych zestawów zasad nie udało się odczytać, więc nie ma go na liście (Ustawienia ▸ %1).</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The saved “%1” could not be used as it was; it is now “%2” (Settings ▸ %3).</source>
        <translation>Zapisanego ustawienia „%1” nie dało się użyć w tej postaci; teraz ma wartość „%2” (Ustawienia ▸ %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved “%1” could not be used as it was and was changed (Settings ▸ %2).</source>
        <translation>Zapisanego ustawienia „%1” nie dało się użyć w tej postaci, więc zostało zmienione (Ustawienia ▸ %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A saved setting under Settings ▸ %1 could not be used as it was and was changed.</source>
        <translation>Jednego z zapisanych ustawień (Ustawienia ▸ %1) nie dało się użyć w tej postaci, więc zostało zmienione.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved setting could not be used as it was and was changed.</source>
        <translation>Jednego z zapisanych ustawień nie dało się użyć w tej postaci, więc zostało zmienione.</translation>
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
        <translation>Nie można odczytać twoich ustawień w %1: gra startuje z ustawieniami domyślnymi i niczego nie zapisuje.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The settings file %1 is not a regular file: the game starts with the default settings and saves nothing.</source>
        <translation>Plik ustawień %1 nie jest zwykłym plikiem: gra startuje z ustawieniami domyślnymi i niczego nie zapisuje.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file %1 is larger than 1 MiB and was not read: the game starts with the default settings and leaves the file as it is.</source>
        <translation>Plik ustawień %1 jest większy niż 1 MiB i nie został odczytany: gra startuje z ustawieniami domyślnymi i zostawia plik bez zmian.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The settings file %1 cannot be read: the game starts with the default settings and leaves the file as it is.</source>
        <translation>Nie można odczytać pliku ustawień %1: gra startuje z ustawieniami domyślnymi i zostawia plik bez zmian.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+23"/>
        <source>Your settings cannot be saved: %1 cannot be written. Changes last until you quit.</source>
        <translation>Nie można zapisać twoich ustawień: nie da się zapisać %1. Zmiany obowiązują do zamknięcia programu.</translation>
    </message>
</context>
<context>
    <name>ratscrew::ShareDialog</name>
    <message>
        <location filename="../app/rivals/ShareDialog.cpp" line="+27"/>
        <source>Share This Game</source>
        <translation>Udostępnij tę grę</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste the text anywhere. Send the run to a friend: Ratscrew checks it when they open it, and they can race your ghost on the same deal.</source>
        <translation>Wklej tekst, gdzie chcesz. Podejście wyślij znajomym: Ratscrew sprawdzi je przy wczytaniu, a potem będzie można ścigać się z twoim duchem w tym samym rozdaniu.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Text to share</source>
        <translation>Tekst do udostępnienia</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>&amp;Copy Text</source>
        <translation>Kopiuj &amp;tekst</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Save Run…</source>
        <translation>Zapi&amp;sz podejście…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copied ✓</source>
        <comment>the text is on the clipboard</comment>
        <translation>Skopiowano ✓</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The run is saved as %1.</source>
        <translation>Zapisano podejście jako %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run is not saved: %1</source>
        <translation>Nie zapisano podejścia: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save Run</source>
        <translation>Zapisz podejście</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratscrew runs (*%1)</source>
        <translation>Pliki podejść Ratscrew (*%1)</translation>
    </message>
</context>
<context>
    <name>ratscrew::SoundPage</name>
    <message>
        <location filename="../app/settings/SoundPage.cpp" line="+17"/>
        <source>Sound</source>
        <translation>Dźwięk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Volume</source>
        <translation>Głośność</translation>
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
        <translation>Gł&amp;ośność:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How loud the game&apos;s sounds are.</source>
        <translation>Jak głośne są dźwięki gry.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute all sounds</source>
        <translation>Wy&amp;cisz wszystkie dźwięki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sound at all; the volume is kept for later.</source>
        <translation>Żadnych dźwięków; głośność zostaje zapamiętana na później.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test</source>
        <translation>&amp;Testuj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays a slap at the volume above.</source>
        <translation>Odtwarza klepnięcie z głośnością ustawioną powyżej.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sound in this run.</source>
        <translation>Brak dźwięku w tym uruchomieniu.</translation>
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
        <translation>Na tle botów odsetek ich klepnięć wolniejszych od twojej mediany %1 ms wynosi: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Against yourself: your median of %1 ms is faster than %2 of your last %n slap(s).</source>
        <translation>
            <numerusform>Na tle własnych wyników: twoja mediana %1 ms jest szybsza niż %2 twojego ostatniego klepnięcia.</numerusform>
            <numerusform>Na tle własnych wyników: twoja mediana %1 ms jest szybsza niż %2 twoich ostatnich %n klepnięć.</numerusform>
            <numerusform>Na tle własnych wyników: twoja mediana %1 ms jest szybsza niż %2 twoich ostatnich %n klepnięć.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Against yourself: your median of %1 ms is faster than %2 of your %n game median(s).</source>
        <translation>
            <numerusform>Na tle własnych wyników: twoja mediana %1 ms jest szybsza niż %2 mediany z jednej wcześniejszej gry.</numerusform>
            <numerusform>Na tle własnych wyników: twoja mediana %1 ms jest szybsza niż %2 twoich median z %n wcześniejszych gier.</numerusform>
            <numerusform>Na tle własnych wyników: twoja mediana %1 ms jest szybsza niż %2 twoich median z %n wcześniejszych gier.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::StatisticsDialog</name>
    <message>
        <location filename="../app/career/StatisticsDialog.cpp" line="+99"/>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Zasady:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Period:</source>
        <translation>&amp;Okres:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All time</source>
        <translation>Od początku</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 7 days</source>
        <translation>Ostatnie 7 dni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 30 days</source>
        <translation>Ostatnie 30 dni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>Ostatnie 12 miesięcy</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reading the statistics…</source>
        <translation>Wczytywanie statystyk…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Win rate</source>
        <translation>Odsetek &amp;wygranych</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+13"/>
        <source>Slap</source>
        <translation>Klepnięcie</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>You: median (ms)</source>
        <translation>Ty: mediana (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You: 90 % (ms)</source>
        <translation>Ty: 90 % (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your slaps</source>
        <translation>Twoje klepnięcia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are faster than</source>
        <translation>Klepiesz szybciej niż</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reaction time per pattern</source>
        <translation>Czas reakcji według układów</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reaction &amp;times</source>
        <translation>Czasy &amp;reakcji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken</source>
        <translation>Zdobyte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>False slaps</source>
        <translation>Błędne klepnięcia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed</source>
        <translation>Przegapione</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Of those, too late</source>
        <translation>W tym za późno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accuracy</source>
        <translation>Celność</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy per pattern</source>
        <translation>Celność według układów</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Accuracy</source>
        <translation>&amp;Celność</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export to CSV…</source>
        <translation>&amp;Eksportuj do CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;set Statistics…</source>
        <translation>&amp;Usuń statystyki…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Stick</source>
        <translation>Przyklejenie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split</source>
        <translation>Podział</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+158"/>
        <source>Statistics are not kept in this run.</source>
        <translation>W tej sesji statystyki nie są zapisywane.</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>No games yet: your statistics start with your first game.</source>
        <translation>Brak jeszcze gier: statystyki pojawią się po twojej pierwszej grze.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All rules</source>
        <translation>Wszystkie zasady</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Games finished: %1 (won %2, lost %3, draws %4); left unfinished: %5.</source>
        <translation>Ukończone gry: %1 (wygrane %2, przegrane %3, remisy %4); nieukończone: %5.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ended when time was up: %1 (you held the most cards %2, another player %3; ties %4).</source>
        <translation>Zakończone po upływie czasu: %1 (najwięcej kart: ty %2, inny gracz %3; remisy %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Win rate: %1 %. Won in a row now: %2; longest run: %3.</source>
        <translation>Odsetek wygranych: %1 %. Wygrane z rzędu teraz: %2; najdłuższa seria: %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your slaps: %1 good, %n misslap(s).</source>
        <translation>
            <numerusform>Twoje klepnięcia: dobre – %1, błędne – %n.</numerusform>
            <numerusform>Twoje klepnięcia: dobre – %1, błędne – %n.</numerusform>
            <numerusform>Twoje klepnięcia: dobre – %1, błędne – %n.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fastest slap %1 ms (%2)</source>
        <translation>najszybsze klepnięcie %1 ms (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>best game median %1 ms</source>
        <translation>najlepsza mediana w grze %1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>quickest win %1</source>
        <translation>najszybsza wygrana %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Personal bests: %1.</source>
        <translation>Rekordy osobiste: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your latest game:</source>
        <translation>Twoja ostatnia gra:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>mixed levels</source>
        <translation>mieszane poziomy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against %2</source>
        <translation>%1 przeciw %2</translation>
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
            <numerusform>W %n grze, w której obliczono szanse, refleks dał ci o %1 więcej wygranych, niż dałoby samo szczęście (±%2), a karty %3.</numerusform>
            <numerusform>W %n grach, w których obliczono szanse, refleks dał ci o %1 więcej wygranych, niż dałoby samo szczęście (±%2), a karty %3.</numerusform>
            <numerusform>W %n grach, w których obliczono szanse, refleks dał ci o %1 więcej wygranych, niż dałoby samo szczęście (±%2), a karty %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Over the %n game(s) whose chances were worked out, your speed lost you %1 of the games luck alone would have won (±%2), and the cards %3.</source>
        <translation>
            <numerusform>W %n grze, w której obliczono szanse, refleks odebrał ci %1 wygranych, które zapewniłoby samo szczęście (±%2), a karty %3.</numerusform>
            <numerusform>W %n grach, w których obliczono szanse, refleks odebrał ci %1 wygranych, które zapewniłoby samo szczęście (±%2), a karty %3.</numerusform>
            <numerusform>W %n grach, w których obliczono szanse, refleks odebrał ci %1 wygranych, które zapewniłoby samo szczęście (±%2), a karty %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>brought you %1 more</source>
        <translation>dały ci o %1 więcej</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cost you %1</source>
        <translation>kosztowały cię %1</translation>
    </message>
    <message>
        <location line="-360"/>
        <location line="+4"/>
        <location line="+312"/>
        <source>Export Statistics</source>
        <translation>Eksportuj statystyki</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Pliki CSV (*.csv)</translation>
    </message>
    <message>
        <location line="-316"/>
        <source>The games are in %1 and their slaps in %2.</source>
        <translation>Gry są w %1, a ich klepnięcia w %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics could not be written to %1: %2</source>
        <translation>Nie udało się zapisać statystyk do %1: %2</translation>
    </message>
    <message>
        <location line="+225"/>
        <source>the statistics file cannot be read</source>
        <translation>nie można odczytać pliku statystyk</translation>
    </message>
    <message>
        <location line="+98"/>
        <location line="+8"/>
        <source>Reset Statistics</source>
        <translation>Usuń statystyki</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Delete every game, slap and practice result kept so far? This cannot be undone. A game in play is kept and counted when it ends.</source>
        <translation>Usunąć wszystkie zapisane dotąd gry, klepnięcia i wyniki treningów? Tego nie można cofnąć. Trwająca gra zostanie zachowana i policzona po zakończeniu.</translation>
    </message>
</context>
<context>
    <name>ratscrew::StatusLines</name>
    <message>
        <location filename="../app/MainWindowPanels.cpp" line="+45"/>
        <source>What just happened in the game</source>
        <translation>Co właśnie wydarzyło się w grze</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The coach: how fast each slap was, and what you missed</source>
        <translation>Trener: jak szybkie było każde klepnięcie i co umknęło</translation>
    </message>
</context>
<context>
    <name>ratscrew::Storyteller</name>
    <message>
        <location filename="../app/story/Storyteller.cpp" line="+511"/>
        <source>Game not finished</source>
        <translation>Gra nieukończona</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win!</source>
        <translation>Wygrywasz!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins</source>
        <translation>%1 wygrywa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw</source>
        <translation>Remis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ You win!</source>
        <translation>★ Wygrywasz!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>★ %1 wins!</source>
        <translation>★ %1 wygrywa!</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The end: a draw at the limit of %n card play(s).</source>
        <translation>
            <numerusform>Koniec: remis po osiągnięciu limitu %n zagranej karty.</numerusform>
            <numerusform>Koniec: remis po osiągnięciu limitu %n zagranych kart.</numerusform>
            <numerusform>Koniec: remis po osiągnięciu limitu %n zagranych kart.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the record: the game was left unfinished.</source>
        <translation>Koniec zapisu: gra nie została dokończona.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+43"/>
        <source>The end: a draw.</source>
        <translation>Koniec: remis.</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>The end: %1 won the game.</source>
        <translation>Koniec: grę wygrywa %1.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time is up</source>
        <translation>Czas minął</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Time is up: you win with %n cards</source>
        <translation>
            <numerusform>Czas minął: wygrywasz z %n kartą</numerusform>
            <numerusform>Czas minął: wygrywasz z %n kartami</numerusform>
            <numerusform>Czas minął: wygrywasz z %n kartami</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: %1 wins with %n cards</source>
        <translation>
            <numerusform>Czas minął: %1 wygrywa z %n kartą</numerusform>
            <numerusform>Czas minął: %1 wygrywa z %n kartami</numerusform>
            <numerusform>Czas minął: %1 wygrywa z %n kartami</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Time is up: you tie with %1 on %n cards</source>
        <extracomment>A title: %1 is one name or a list of names (&quot;Ann and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Czas minął: remisujesz z %1, mając %n kartę</numerusform>
            <numerusform>Czas minął: remisujesz z %1, mając %n karty</numerusform>
            <numerusform>Czas minął: remisujesz z %1, mając %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Time is up: %1 tie on %n cards</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Czas minął: %1 remisują, mając po %n karcie</numerusform>
            <numerusform>Czas minął: %1 remisują, mając po %n karty</numerusform>
            <numerusform>Czas minął: %1 remisują, mając po %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The end: time was up, and %1 won with the most cards.</source>
        <translation>Koniec: czas minął i z największą liczbą kart wygrywa %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The end: time was up, and %1 tied on %n cards: a draw.</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Koniec: czas minął, a %1 mają po %n karcie: remis.</numerusform>
            <numerusform>Koniec: czas minął, a %1 mają po %n karty: remis.</numerusform>
            <numerusform>Koniec: czas minął, a %1 mają po %n kart: remis.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-533"/>
        <source>— Deal %1 —</source>
        <translation>— Rozdanie %1 —</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— Daily deal, %1 (deal %2) —</source>
        <translation>— Rozdanie dnia, %1 (rozdanie %2) —</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— Resumed: deal %1, left at %2 —</source>
        <translation>— Wznowiono: rozdanie %1, przerwane w chwili %2 —</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— New game —</source>
        <translation>— Nowa gra —</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New game: you play first.</source>
        <translation>Nowa gra: zaczynasz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game: %1 plays first.</source>
        <translation>Nowa gra: zaczyna %1.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 slapped on an empty pile</source>
        <translation>%1: błędne klepnięcie w pusty stos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped on nothing (top: %2)</source>
        <translation>%1: błędne klepnięcie (na wierzchu: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped on nothing (top: %2; %3)</source>
        <translation>%1: błędne klepnięcie (na wierzchu: %2; %3)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You slapped on nothing: %1 burned.</source>
        <translation>Klepiesz błędnie: spalasz %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing: %2 burned.</source>
        <translation>%1 klepie błędnie: spala %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last %1 go under the pile.</source>
        <translation>Wsuwasz pod stos resztę kart, czyli %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s last %2 go under the pile.</source>
        <translation>%1 wsuwa pod stos resztę kart, czyli %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — burned %2 under the pile.</source>
        <translation>%1 — spalone pod stos: %2.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 — locked out for %2.</source>
        <translation>%1 — blokada na %2.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>You slapped on nothing.</source>
        <translation>Klepiesz błędnie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing.</source>
        <translation>%1 klepie błędnie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No call: %1.</source>
        <translation>Brak zgłoszenia: %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You played %1.</source>
        <translation>Zagrywasz %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 played %2.</source>
        <translation>%1 zagrywa %2.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 played %2 — challenge, but nobody else has cards.</source>
        <translation>%1: %2 — wyzwanie, ale nikt inny nie ma kart.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played %2 — challenge: you must answer within %3.</source>
        <translation>%1: %2 — wyzwanie: musisz odpowiedzieć, masz na to %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — challenge: %3 must answer within %4.</source>
        <translation>%1: %2 — wyzwanie: %3 musi odpowiedzieć, ma na to %4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — the ten stops the challenge; nobody wins the pile.</source>
        <translation>%1: %2 — dziesiątka zatrzymuje wyzwanie; nikt nie wygrywa stosu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — no cards left, and nobody else can answer.</source>
        <translation>%1: %2 — to ostatnia karta, a nikt inny nie może odpowiedzieć.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 (no chances left).</source>
        <translation>%1: %2 (szanse wyczerpane).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played %2 (%3 left).</source>
        <translation>%1: %2 (jeszcze %3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played %2 — no cards left; you answer on (%3 left).</source>
        <translation>%1: %2 — to ostatnia karta; odpowiadasz dalej (jeszcze %3).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 — no cards left; %3 answers on (%4 left).</source>
        <translation>%1: %2 — to ostatnia karta; %3 odpowiada dalej (jeszcze %4).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You are out and cannot slap any more.</source>
        <translation>Jesteś poza grą i nie możesz już klepać.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cannot slap: you are out.</source>
        <translation>Nie możesz klepać: jesteś poza grą.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no cards: in these rules you cannot slap.</source>
        <translation>Nie masz kart: przy tych zasadach nie możesz klepać.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot slap with no cards in these rules.</source>
        <translation>Przy tych zasadach nie możesz klepać bez kart.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 slapped on nothing: you take the pile (%2).</source>
        <translation>%1: błędne klepnięcie — bierzesz stos, czyli %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing: %2 takes the pile (%3).</source>
        <translation>%1: błędne klepnięcie — %2 bierze stos, czyli %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — you take the pile (%2) as the penalty.</source>
        <translation>%1 — w ramach kary bierzesz stos, czyli %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 takes the pile (%3) as the penalty.</source>
        <translation>%1 — w ramach kary %2 bierze stos, czyli %3.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 in %2</source>
        <comment>what was slapped, then how fast: &quot;a double 7-7 in 410 ms&quot;</comment>
        <translation>%1 w %2</translation>
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
        <translation>Klepiesz %1 i bierzesz %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped %2 and takes %3.</source>
        <translation>%1 klepie %2 i bierze %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You slapped %1 — %2 — and take %3.</source>
        <extracomment>%1 is how early, e.g. &quot;120 ms before the card was visible&quot;; %2 what was slapped; %3 the cards.</extracomment>
        <translation>Klepiesz %1 — %2 — i bierzesz %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped %2 — %3 — and takes %4.</source>
        <extracomment>%1 a name; %2 how early, e.g. &quot;120 ms before the card was visible&quot;; %3 what was slapped; %4 the cards.</extracomment>
        <translation>%1 klepie %2 — %3 — i bierze %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You slapped in %1 — %2 — and take %3.</source>
        <extracomment>%1 is the reaction time, e.g. &quot;410 ms&quot;; %2 what was slapped; %3 the cards.</extracomment>
        <translation>Klepiesz w %1 — %2 — i bierzesz %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped in %2 — %3 — and takes %4.</source>
        <extracomment>%1 a name; %2 the reaction time, e.g. &quot;410 ms&quot;; %3 what was slapped; %4 the cards.</extracomment>
        <translation>%1 klepie w %2 — %3 — i bierze %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nobody could answer the challenge: you collect the pile.</source>
        <translation>Nikt nie mógł odpowiedzieć na wyzwanie: zbierasz stos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody could answer the challenge: %1 collects the pile.</source>
        <translation>Nikt nie mógł odpowiedzieć na wyzwanie: %1 zbiera stos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody could answer the challenge: you take %1.</source>
        <translation>Nikt nie mógł odpowiedzieć na wyzwanie: bierzesz %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody could answer the challenge: %1 takes %2.</source>
        <translation>Nikt nie mógł odpowiedzieć na wyzwanie: %1 bierze %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 lost the challenge: you collect the pile.</source>
        <translation>%1 — przegrane wyzwanie: zbierasz stos.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the challenge: %2 collects the pile.</source>
        <translation>%1 — przegrane wyzwanie: %2 zbiera stos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost the challenge: you take %2.</source>
        <translation>%1 — przegrane wyzwanie: bierzesz %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the challenge: %2 takes %3.</source>
        <translation>%1 — przegrane wyzwanie: %2 bierze %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You slapped on nothing with no cards left.</source>
        <translation>Klepiesz błędnie, nie mając kart.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing with no cards left.</source>
        <translation>%1 klepie błędnie, nie mając kart.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 slapped on nothing with no cards — out.</source>
        <translation>%1: błędne klepnięcie bez kart — poza grą.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You passed the misslap limit; you are out.</source>
        <translation>Przekraczasz limit błędnych klepnięć i odpadasz z gry.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passed the misslap limit; %1 is out.</source>
        <translation>%1 przekracza limit błędnych klepnięć; %1 odpada z gry.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You passed the misslap limit — your last card is burned; you are out.</source>
        <translation>Przekraczasz limit błędnych klepnięć — twoja ostatnia karta zostaje spalona; odpadasz z gry.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passed the misslap limit — their last card is burned; %1 is out.</source>
        <translation>%1 przekracza limit błędnych klepnięć — ostatnia karta zostaje spalona; %1 odpada z gry.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You passed the misslap limit — your last %1 are burned; you are out.</source>
        <translation>Przekraczasz limit błędnych klepnięć — spalasz ostatnie %1; odpadasz z gry.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passed the misslap limit — their last %2 are burned; %1 is out.</source>
        <translation>%1 przekracza limit błędnych klepnięć — spala ostatnie %2; %1 odpada z gry.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 — no penalty.</source>
        <translation>%1 — bez kary.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — no penalty, but it counts toward the misslap limit (%2 of %3).</source>
        <translation>%1 — bez kary, ale wlicza się do limitu błędnych klepnięć (%2 z %3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — nothing to give, but it counts toward the misslap limit (%2 of %3).</source>
        <translation>%1 — nie ma czego oddać, ale wlicza się do limitu błędnych klepnięć (%2 z %3).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paused.</source>
        <translation>Pauza.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play resumed.</source>
        <translation>Gra wznowiona.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You must answer: %1 left.</source>
        <translation>Musisz odpowiedzieć: jeszcze %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 must answer: %2 left.</source>
        <translation>%1 musi odpowiedzieć: jeszcze %2.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Time is up.</source>
        <translation>Czas minął.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: you win with %n cards.</source>
        <translation>
            <numerusform>Czas minął: wygrywasz z %n kartą.</numerusform>
            <numerusform>Czas minął: wygrywasz z %n kartami.</numerusform>
            <numerusform>Czas minął: wygrywasz z %n kartami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: %1 wins with %n cards.</source>
        <translation>
            <numerusform>Czas minął: %1 wygrywa z %n kartą.</numerusform>
            <numerusform>Czas minął: %1 wygrywa z %n kartami.</numerusform>
            <numerusform>Czas minął: %1 wygrywa z %n kartami.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Time is up: you tie with %1 on %n cards.</source>
        <extracomment>%1 is one name or a list of names (&quot;Ann and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Czas minął: remisujesz z %1, mając %n kartę.</numerusform>
            <numerusform>Czas minął: remisujesz z %1, mając %n karty.</numerusform>
            <numerusform>Czas minął: remisujesz z %1, mając %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Time is up: %1 tie on %n cards.</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Czas minął: %1 remisują, mając po %n karcie.</numerusform>
            <numerusform>Czas minął: %1 remisują, mając po %n karty.</numerusform>
            <numerusform>Czas minął: %1 remisują, mając po %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-59"/>
        <source>The game is a draw.</source>
        <translation>Gra kończy się remisem.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the game!</source>
        <translation>Wygrywasz grę!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins the game.</source>
        <translation>%1 wygrywa grę.</translation>
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
        <translation>Koniec gry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game summary</source>
        <translation>Podsumowanie gry</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the summary</source>
        <translation>Zamknij podsumowanie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game with the same players</source>
        <translation>Rozpocznij nową grę z tymi samymi graczami</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Game time %1</source>
        <translation>Czas gry: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n card(s) played</source>
        <translation>
            <numerusform>%n zagrana karta</numerusform>
            <numerusform>%n zagrane karty</numerusform>
            <numerusform>%n zagranych kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n gracz</numerusform>
            <numerusform>%n graczy</numerusform>
            <numerusform>%n graczy</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+8"/>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Copy the deal number</source>
        <translation>Skopiuj numer rozdania</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copied ✓</source>
        <comment>the deal number is on the clipboard</comment>
        <translation>Skopiowano ✓</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Deal %1</source>
        <translation>Rozdanie %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Practice: your first try on it is your record.</source>
        <translation>Poza konkursem: liczy się tylko twoja pierwsza gra w tym rozdaniu.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Players</source>
        <translation>Gracze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What every player did in the game</source>
        <translation>Co każdy gracz zrobił w grze</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The bot&apos;s level</source>
        <translation>Poziom bota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards played</source>
        <translation>Zagrane karty</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards played onto the pile</source>
        <translation>Karty zagrane na stos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slaps</source>
        <translation>Klepnięcia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps that took the pile</source>
        <translation>Klepnięcia, które zdobyły stos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Misslaps</source>
        <translation>Błędne klepnięcia</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps at a pile that could not be slapped</source>
        <translation>Klepnięcia stosu, którego nie można było klepnąć</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piles won</source>
        <translation>Zdobyte stosy</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Piles taken by a slap or a challenge</source>
        <translation>Stosy zdobyte klepnięciem lub wyzwaniem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Winner</source>
        <translation>Zwycięstwo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out at %1</source>
        <translation>Poza grą od %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No cards since %1</source>
        <translation>Bez kart od %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>Została %n karta</numerusform>
            <numerusform>Zostały %n karty</numerusform>
            <numerusform>Zostało %n kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Your reaction times</source>
        <translation>Twoje czasy reakcji</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reaction times of %1</source>
        <translation>Czasy reakcji: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n slap(s) before the card was visible</source>
        <translation>
            <numerusform>%n klepnięcie przed pojawieniem się karty</numerusform>
            <numerusform>%n klepnięcia przed pojawieniem się karty</numerusform>
            <numerusform>%n klepnięć przed pojawieniem się karty</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No valid slaps</source>
        <translation>Brak trafnych klepnięć</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Most for %1: %n card(s) at %2</source>
        <extracomment>%1 is a person&apos;s name at a table of two or more people, %2 a game time such as &quot;3:05&quot;.</extracomment>
        <translation>
            <numerusform>Maksimum (%1): %n karta w chwili %2</numerusform>
            <numerusform>Maksimum (%1): %n karty w chwili %2</numerusform>
            <numerusform>Maksimum (%1): %n kart w chwili %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chance to win</source>
        <translation>Szansa na wygraną</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Your largest swing: %1</source>
        <translation>Twój największy zwrot akcji: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-105"/>
        <source>Median %1 s  ·  Best %2 s  ·  %n valid slap(s)</source>
        <translation>
            <numerusform>Mediana %1 s  ·  Najlepszy %2 s  ·  %n trafne klepnięcie</numerusform>
            <numerusform>Mediana %1 s  ·  Najlepszy %2 s  ·  %n trafne klepnięcia</numerusform>
            <numerusform>Mediana %1 s  ·  Najlepszy %2 s  ·  %n trafnych klepnięć</numerusform>
        </translation>
    </message>
    <message>
        <location line="-298"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Zagraj ponownie</translation>
    </message>
    <message>
        <location line="+320"/>
        <source>Cards in hand</source>
        <translation>Karty w ręku</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Your most: %n card(s) at %1</source>
        <translation>
            <numerusform>Twoje maksimum: %n karta w chwili %1</numerusform>
            <numerusform>Twoje maksimum: %n karty w chwili %1</numerusform>
            <numerusform>Twoje maksimum: %n kart w chwili %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-214"/>
        <source>The daily deal of %1.</source>
        <translation>Rozdanie dnia: %1.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your best on it: place %1 of %2 in %3.</source>
        <translation>Twój najlepszy wynik w tym rozdaniu: miejsce %1 z %2, czas %3.</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Deal number %1 copied.</source>
        <translation>Skopiowano numer rozdania %1.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SvgCardDeck</name>
    <message>
        <location filename="../app/table/SvgCardDeck.cpp" line="+110"/>
        <source>This copy of Ratscrew was built without Qt SVG, so it shows the built-in deck only.</source>
        <translation>Ta kopia Ratscrew została zbudowana bez Qt SVG, więc pokazuje tylko wbudowaną talię.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>its drawing %1 is missing</source>
        <translation>brak jej rysunku %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its drawing %1 is not a file</source>
        <translation>jej rysunek %1 nie jest plikiem</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+5"/>
        <source>its drawing %1 is too big</source>
        <translation>jej rysunek %1 jest za duży</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>its drawing %1 cannot be read</source>
        <translation>nie można odczytać jej rysunku %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <location line="+20"/>
        <source>its drawing %1 is not an SVG that can be read</source>
        <translation>jej rysunek %1 nie jest czytelnym plikiem SVG</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>its drawing %1 refers to %2 outside it</source>
        <translation>jej rysunek %1 odwołuje się do %2 spoza niego</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its drawing %1 repeats or nests its parts too often to be drawn</source>
        <translation>jej rysunek %1 powtarza lub zagnieżdża swoje części zbyt wiele razy, by dało się go narysować</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>its drawing %1 has no card named as KDE&apos;s decks name them (1_club … king_spade)</source>
        <translation>jej rysunek %1 nie ma żadnej karty nazwanej tak jak w taliach KDE (1_club … king_spade)</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>it has no index.desktop</source>
        <translation>nie ma pliku index.desktop</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>its index.desktop is too big</source>
        <translation>jej plik index.desktop jest za duży</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>its index.desktop cannot be read</source>
        <translation>nie można odczytać jej pliku index.desktop</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>its index.desktop has no [KDE Backdeck] group</source>
        <translation>jej plik index.desktop nie ma grupy [KDE Backdeck]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its index.desktop names no SVG</source>
        <translation>jej plik index.desktop nie wskazuje pliku SVG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its index.desktop names an SVG outside its folder</source>
        <translation>jej plik index.desktop wskazuje plik SVG spoza jej folderu</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>The card deck %1 cannot be used: %2. The built-in deck is shown.</source>
        <translation>Nie można użyć talii %1: %2. Widoczna jest wbudowana talia.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>The card deck %1 is not installed. The built-in deck is shown.</source>
        <translation>Talia %1 nie jest zainstalowana. Widoczna jest wbudowana talia.</translation>
    </message>
</context>
<context>
    <name>ratscrew::TableRenderer</name>
    <message>
        <location filename="../app/table/TableRenderer.cpp" line="+115"/>
        <source>Time left: %1</source>
        <extracomment>The game&apos;s clock on the table: %1 is minutes:seconds (&quot;12:34&quot;).</extracomment>
        <translation>Pozostały czas: %1</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Paused</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Slap pile</source>
        <translation>Stos główny</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+50"/>
        <source>+%1 under</source>
        <translation>+%1 pod spodem</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>%1 burned</source>
        <translation>spalone: %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Split an 8 here</source>
        <translation>Podziel tu 8</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Split pile</source>
        <translation>Stos boczny</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>You challenge · %n chance(s)</source>
        <translation>
            <numerusform>%n szansa · rzucasz wyzwanie</numerusform>
            <numerusform>%n szanse · rzucasz wyzwanie</numerusform>
            <numerusform>%n szans · rzucasz wyzwanie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 challenges · %n chance(s)</source>
        <translation>
            <numerusform>%n szansa · %1 rzuca wyzwanie</numerusform>
            <numerusform>%n szanse · %1 rzuca wyzwanie</numerusform>
            <numerusform>%n szans · %1 rzuca wyzwanie</numerusform>
        </translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Stick!</source>
        <translation>Przyklejam!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Split!</source>
        <translation>Dzielę!</translation>
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
        <translation>POZA GRĄ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>★ winner</source>
        <translation>★ zwycięstwo</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>locked out: %n card(s)</source>
        <translation>
            <numerusform>%n karta blokady</numerusform>
            <numerusform>%n karty blokady</numerusform>
            <numerusform>%n kart blokady</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>sits out: %n card(s)</source>
        <translation>
            <numerusform>%n karta pauzy</numerusform>
            <numerusform>%n karty pauzy</numerusform>
            <numerusform>%n kart pauzy</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>collects…</source>
        <translation>zbieranie…</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>▶ answer: %n chance(s) left</source>
        <translation>
            <numerusform>▶ %n szansa na odpowiedź</numerusform>
            <numerusform>▶ %n szanse na odpowiedź</numerusform>
            <numerusform>▶ %n szans na odpowiedź</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>▶ to play</source>
        <translation>▶ ruch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>challenger</source>
        <translation>wyzywający</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>cards</source>
        <comment>after the number of cards in a hand</comment>
        <translation>
            <numerusform>karta</numerusform>
            <numerusform>karty</numerusform>
            <numerusform>kart</numerusform>
        </translation>
    </message>
    <message>
        <location line="+184"/>
        <source>D</source>
        <comment>the dealer button on the table</comment>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>ratscrew::TableWidget</name>
    <message>
        <location filename="../app/table/TableWidget.cpp" line="+23"/>
        <source>Table</source>
        <translation>Stół</translation>
    </message>
    <message>
        <location line="+180"/>
        <location line="+76"/>
        <source>You</source>
        <translation>Ty</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Player %1</source>
        <translation>Gracz %1</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>No game.</source>
        <translation>Brak gry.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 collects the pile.</source>
        <translation>Zbieranie stosu: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Pile: %1, %n card(s).</source>
        <translation>
            <numerusform>Stos: %1, %n karta.</numerusform>
            <numerusform>Stos: %1, %n karty.</numerusform>
            <numerusform>Stos: %1, %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Split pile: %1, %n card(s).</source>
        <translation>
            <numerusform>Stos boczny: %1, %n karta.</numerusform>
            <numerusform>Stos boczny: %1, %n karty.</numerusform>
            <numerusform>Stos boczny: %1, %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenge is on the split pile.</source>
        <translation>Wyzwanie toczy się na stosie bocznym.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The challenge is on the slap pile.</source>
        <translation>Wyzwanie toczy się na stosie głównym.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next card goes onto the split pile.</source>
        <translation>Następna karta trafia na stos boczny.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next card goes onto the slap pile.</source>
        <translation>Następna karta trafia na stos główny.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n karta</numerusform>
            <numerusform>%1: %n karty</numerusform>
            <numerusform>%1: %n kart</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You are locked out for %n more card(s).</source>
        <translation>
            <numerusform>Masz jeszcze blokadę na %n kartę.</numerusform>
            <numerusform>Masz jeszcze blokadę na %n karty.</numerusform>
            <numerusform>Masz jeszcze blokadę na %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 is locked out for %n more card(s).</source>
        <translation>
            <numerusform>%1 ma jeszcze blokadę na %n kartę.</numerusform>
            <numerusform>%1 ma jeszcze blokadę na %n karty.</numerusform>
            <numerusform>%1 ma jeszcze blokadę na %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You sit out for %n more card(s).</source>
        <translation>
            <numerusform>Pauzujesz jeszcze przez %n kartę.</numerusform>
            <numerusform>Pauzujesz jeszcze przez %n karty.</numerusform>
            <numerusform>Pauzujesz jeszcze przez %n kart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 sits out for %n more card(s).</source>
        <translation>
            <numerusform>%1 pauzuje jeszcze przez %n kartę.</numerusform>
            <numerusform>%1 pauzuje jeszcze przez %n karty.</numerusform>
            <numerusform>%1 pauzuje jeszcze przez %n kart.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time left: %1.</source>
        <extracomment>For a screen reader: %1 is the time left, such as &quot;12:34&quot;.</extracomment>
        <translation>Pozostały czas: %1.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Your turn.</source>
        <translation>Twoja kolej.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play.</source>
        <translation>Kolej: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pile is empty.</source>
        <translation>Stos jest pusty.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 out</source>
        <translation>%1: poza grą</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards: %1.</source>
        <translation>Karty: %1.</translation>
    </message>
</context>
<context>
    <name>ratscrew::WinChanceChart</name>
    <message>
        <location filename="../app/analysis/WinChanceChart.cpp" line="+13"/>
        <source>Chance to win over the game</source>
        <translation>Szansa na wygraną w trakcie gry</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chance to win</source>
        <translation>Szansa na wygraną</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance</source>
        <translation>Szansa</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Working out the chances…</source>
        <translation>Obliczanie szans…</translation>
    </message>
</context>
<context>
    <name>ratscrew::WinRateChart</name>
    <message>
        <location filename="../app/career/CareerCharts.cpp" line="-242"/>
        <source>Win rate over time</source>
        <translation>Odsetek wygranych w czasie</translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>%1: %2 of %n game(s) won, %3 of the last ones.</source>
        <translation>
            <numerusform>%1: wygrane %2 z %n gry, %3 z ostatnich.</numerusform>
            <numerusform>%1: wygrane %2 z %n gier, %3 z ostatnich.</numerusform>
            <numerusform>%1: wygrane %2 z %n gier, %3 z ostatnich.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No games finished yet: the win rate starts with your first finished game.</source>
        <translation>Brak jeszcze ukończonych gier: odsetek wygranych pojawi się po pierwszej ukończonej grze.</translation>
    </message>
</context>
</TS>
