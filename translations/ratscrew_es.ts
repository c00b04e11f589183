<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>CallExamples</name>
    <message>
        <location filename="../app/help/CallExamples.cpp" line="+31"/>
        <source>Slap pile</source>
        <translation>Montón principal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pile</source>
        <translation>Montón</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Split pile</source>
        <translation>Montón secundario</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Stick</source>
        <translation>Pegarse</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A player has just played %1 and so challenges the next player. Before that player plays any card in answer, anyone else may slap the %2: a stick. The slapper takes the challenge over as if they had played the %2 themselves, and the player after them answers with %n chance(s). The challenger and the player answering cannot stick, and each card can be stuck once.</source>
        <translation>
            <numerusform>Un jugador acaba de jugar %1 y así desafía al siguiente jugador. Antes de que ese jugador juegue ninguna carta como respuesta, cualquier otro puede palmear la %2 y pegarse a ella. Quien palmea se queda con el desafío como si hubiera jugado la %2 él mismo, y el jugador que le sigue responde con %n oportunidad. El desafiante y el jugador que responde no pueden pegarse, y a cada carta solo puede pegarse un jugador.</numerusform>
            <numerusform>Un jugador acaba de jugar %1 y así desafía al siguiente jugador. Antes de que ese jugador juegue ninguna carta como respuesta, cualquier otro puede palmear la %2 y pegarse a ella. Quien palmea se queda con el desafío como si hubiera jugado la %2 él mismo, y el jugador que le sigue responde con %n oportunidades. El desafiante y el jugador que responde no pueden pegarse, y a cada carta solo puede pegarse un jugador.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sticky here: %1.</source>
        <extracomment>%1 is a list of letter ranks such as &quot;J, K&quot;.</extracomment>
        <translation>Aquí son pegajosas: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A %1 on top is never stuck: it is the forbidden rank.</source>
        <translation>Nadie puede pegarse a una %1 arriba: es el valor prohibido.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Split</source>
        <translation>Dividir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While no challenge is going on, an 8 on top of the pile may be slapped: a split. The slapper&apos;s top card starts a split pile beside the slap pile (the 8 stays where it is). Until one of the two piles is won, every turn plays two cards: one onto the slap pile, then one onto the split pile. A letter card starts a challenge on its own pile while the other pile waits, and a slap looks at each pile on its own: it takes the slap pile when that shows a pattern, else the split pile. There is no second split while a split pile is on the table.</source>
        <translation>Mientras no haya ningún desafío en curso, se puede palmear un 8 que esté arriba del montón para dividirlo. La carta de arriba del mazo de quien palmea empieza un montón secundario junto al montón principal (el 8 se queda donde está). Hasta que se gane uno de los dos montones, en cada turno se juegan dos cartas: una en el montón principal y luego otra en el montón secundario. Una carta de desafío inicia un desafío en su propio montón mientras el otro espera, y una palmada considera cada montón por separado: se lleva el montón principal si muestra una combinación y, si no, el secundario. No se puede volver a dividir mientras haya un montón secundario en la mesa.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Here the 8 is the forbidden rank, so no split can happen.</source>
        <translation>Aquí el 8 es el valor prohibido, así que no se puede dividir.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>One of two piles is won</source>
        <translation>Se gana uno de los dos montones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here the Q on the slap pile was not answered, so its challenger wins the slap pile. The other pile stays on the table: the split pile moves over, cards in order, and is the slap pile now. Play goes on from the winner as after any won pile (unless a challenge on the pile that stays is still being answered, or a pile waits to be collected there). When the split pile is won instead, the slap pile simply stays. An 8 on top can then be split again.</source>
        <translation>Aquí nadie ha respondido a la Q del montón principal, así que su desafiante gana el montón principal. El otro montón se queda en la mesa: el montón secundario pasa a su sitio, con las cartas en orden, y ahora es el montón principal. El juego sigue desde el ganador como tras cualquier montón ganado (salvo que en el montón que queda aún se esté respondiendo un desafío o haya un montón esperando a ser recogido). Si en cambio se gana el montón secundario, el montón principal simplemente se queda. Después, un 8 arriba se puede volver a dividir.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A ten stops a challenge</source>
        <translation>Un diez detiene un desafío</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The K challenged the next player, who answered with a 4 and then a 10. The 10 stops the challenge: nobody wins the pile, and the next player plays on as after any number card. A 10 does this on any chance, even the last; outside a challenge it is just a 10.</source>
        <translation>La K desafió al siguiente jugador, que respondió con un 4 y luego un 10. El 10 detiene el desafío: nadie gana el montón y el siguiente jugador sigue como tras cualquier carta numérica. Un 10 lo hace en cualquier oportunidad, incluso la última; fuera de un desafío es solo un 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The K challenged the next player, who answered with a 4 and then a 10. The 10 stops the challenge, so the challenger does not win the pile; but the pile now shows %1, and the first good slap takes it. Until then the next player plays on as after any number card. A 10 does this on any chance, even the last; outside a challenge it is just a 10.</source>
        <translation>La K desafió al siguiente jugador, que respondió con un 4 y luego un 10. El 10 detiene el desafío, así que el desafiante no gana el montón; pero ahora el montón muestra «%1», y la primera palmada buena se lo lleva. Hasta entonces, el siguiente jugador sigue como tras cualquier carta numérica. Un 10 lo hace en cualquier oportunidad, incluso la última; fuera de un desafío es solo un 10.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Locked out</source>
        <translation>Bloqueado</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card(s) have been played, onto either pile.</source>
        <translation>
            <numerusform>Una palmada sobre %1 es una palmada en falso: no cuesta cartas, pero quien palmeó queda bloqueado hasta que se juegue %n carta más, en cualquiera de los montones.</numerusform>
            <numerusform>Una palmada sobre %1 es una palmada en falso: no cuesta cartas, pero quien palmeó queda bloqueado hasta que se jueguen %n cartas más, en cualquiera de los montones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card(s) have been played.</source>
        <extracomment>%1 is two cards, such as &quot;9♦ 4♣&quot;.</extracomment>
        <translation>
            <numerusform>Una palmada sobre %1 es una palmada en falso: no cuesta cartas, pero quien palmeó queda bloqueado hasta que se juegue %n carta más.</numerusform>
            <numerusform>Una palmada sobre %1 es una palmada en falso: no cuesta cartas, pero quien palmeó queda bloqueado hasta que se jueguen %n cartas más.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Even when a pattern shows meanwhile (here: %1), it is not theirs to slap; their slaps are simply refused.</source>
        <extracomment>%1 is the name of a slap pattern, such as &quot;Double&quot;.</extracomment>
        <translation>Aunque entretanto aparezca una combinación (aquí: «%1»), no le toca palmearla; sus palmadas simplemente se rechazan.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Theirs to slap: %1</source>
        <extracomment>Under a pile the misslapper may slap: %1 is the name of its slap pattern, such as &quot;Double&quot;.</extracomment>
        <translation>Puede palmear: «%1»</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>No slap while locked out</source>
        <translation>Sin palmadas mientras dure el bloqueo</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No penalty</source>
        <translation>Sin penalización</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A slap on %1 is a misslap, but it costs nothing: no cards are burned, the pile stays where it is, and the slapper may slap the very next card.</source>
        <extracomment>%1 is two cards, such as &quot;9♦ 4♣&quot;.</extracomment>
        <translation>Una palmada sobre %1 es una palmada en falso, pero no cuesta nada: no se queman cartas, el montón se queda donde está y quien palmeó puede palmear la siguiente carta.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It still counts toward the misslap limit.</source>
        <translation>Aun así cuenta para el límite de palmadas en falso.</translation>
    </message>
</context>
<context>
    <name>PatternExamples</name>
    <message>
        <location filename="../app/text/GameText.cpp" line="+252"/>
        <source>Two jokers count as the same rank.</source>
        <translation>Dos comodines cuentan como el mismo valor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A joker has no suit, so it never counts for this.</source>
        <translation>Un comodín no tiene palo, así que aquí nunca cuenta.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The top two cards have the same rank (but not two %1s).</source>
        <translation>Las dos cartas de arriba tienen el mismo valor (pero no dos %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top two cards have the same rank.</source>
        <translation>Las dos cartas de arriba tienen el mismo valor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top three cards are all %1s: the only way to slap that rank.</source>
        <translation>Arriba hay tres %1: la única forma de palmear ese valor.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card and the third card have the same rank, whatever lies between (but not two %1s).</source>
        <translation>La carta de arriba y la tercera tienen el mismo valor, haya lo que haya entre ellas (pero no dos %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card and the third card have the same rank, whatever lies between.</source>
        <translation>La carta de arriba y la tercera tienen el mismo valor, haya lo que haya entre ellas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card has the same rank as the first card played onto this pile (but not two %1s).</source>
        <translation>La carta de arriba tiene el mismo valor que la primera carta jugada en este montón (pero no dos %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card has the same rank as the first card played onto this pile.</source>
        <translation>La carta de arriba tiene el mismo valor que la primera carta jugada en este montón.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top two cards are number cards adding up to 10 (ace = 1), or the top and third card do with a J, Q, K or A between them.</source>
        <translation>Las dos cartas de arriba son numéricas y suman 10 (as = 1), o lo hacen la de arriba y la tercera con una J, Q, K o A entre ellas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top two cards are number cards adding up to 10 (ace = 1).</source>
        <translation>Las dos cartas de arriba son numéricas y suman 10 (as = 1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card is a 10.</source>
        <translation>La carta de arriba es un 10.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top card and the third card are number cards adding up to 10, whatever lies between.</source>
        <translation>La carta de arriba y la tercera son numéricas y suman 10, haya lo que haya entre ellas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top three cards are all number cards and add up to 10 (ace = 1).</source>
        <translation>Las tres cartas de arriba son numéricas y suman 10 (as = 1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ace only counts above the king.</source>
        <translation>Las cuatro cartas de arriba suben o bajan de valor de uno en uno, como 5 6 7 8; el as solo cuenta por encima del rey.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ace counts above the king or below the 2.</source>
        <translation>Las cuatro cartas de arriba suben o bajan de valor de uno en uno, como 5 6 7 8; el as cuenta por encima del rey o por debajo del 2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ranks go round, so K A 2 3 counts too.</source>
        <translation>Las cuatro cartas de arriba suben o bajan de valor de uno en uno, como 5 6 7 8; los valores dan la vuelta, así que K A 2 3 también cuenta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The top three cards step up or down by the same amount, each a multiple of the step (2 4 6, 4 8 Q; A = 1, J = 11, Q = 12, K = 13).</source>
        <translation>Las tres cartas de arriba suben o bajan en la misma cantidad, y cada valor es múltiplo de ese paso (2 4 6, 4 8 Q; A = 1, J = 11, Q = 12, K = 13).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top two cards are a queen and a king, in either order.</source>
        <translation>Las dos cartas de arriba son una reina y un rey, en cualquier orden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card is a joker (none in this deck unless you add the jokers).</source>
        <translation>La carta de arriba es un comodín (esta baraja no tiene ninguno, salvo que añadas los comodines).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card is a joker.</source>
        <translation>La carta de arriba es un comodín.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top three cards all have the same suit.</source>
        <translation>Las tres cartas de arriba son del mismo palo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top four cards all have the same suit.</source>
        <translation>Las cuatro cartas de arriba son del mismo palo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top card and the third card are a queen and a king, in either order, whatever lies between.</source>
        <translation>La carta de arriba y la tercera son una reina y un rey, en cualquier orden, haya lo que haya entre ellas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card and the fourth card have the same rank, whatever two cards lie between (but not two %1s).</source>
        <translation>La carta de arriba y la cuarta tienen el mismo valor, sean cuales sean las dos cartas que haya entre ellas (pero no dos %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card and the fourth card have the same rank, whatever two cards lie between.</source>
        <translation>La carta de arriba y la cuarta tienen el mismo valor, sean cuales sean las dos cartas que haya entre ellas.</translation>
    </message>
</context>
<context>
    <name>QKeySequenceEdit</name>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="+17"/>
        <source>Press shortcut</source>
        <translation>Pulsa una tecla</translation>
    </message>
</context>
<context>
    <name>ratscrew::ActionText</name>
    <message>
        <location filename="../app/story/ActionText.cpp" line="+12"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n chance(s)</source>
        <translation>
            <numerusform>%n oportunidad</numerusform>
            <numerusform>%n oportunidades</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on the split pile</source>
        <translation>%1 en el montón secundario</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 onto the split pile</source>
        <translation>%1 al montón secundario</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 onto the slap pile</source>
        <translation>%1 al montón principal</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>You missed a slap-in and sit out %n card(s).</source>
        <translation>
            <numerusform>Fallas la palmada para volver y descansas %n carta.</numerusform>
            <numerusform>Fallas la palmada para volver y descansas %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 missed a slap-in and sits out %n card(s).</source>
        <translation>
            <numerusform>%1 falla la palmada para volver y descansa %n carta.</numerusform>
            <numerusform>%1 falla la palmada para volver y descansa %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You were a moment late — no penalty.</source>
        <translation>Llegas un instante tarde — sin penalización.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was a moment late — no penalty.</source>
        <translation>%1 llega un instante tarde — sin penalización.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You sit out after a missed slap-in: you cannot slap yet.</source>
        <translation>Descansas tras fallar la palmada para volver: aún no puedes palmear.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You slapped on nothing and are locked out for %1.</source>
        <translation>Das una palmada en falso y quedas bloqueado durante %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing and is locked out for %2.</source>
        <translation>%1 da una palmada en falso y queda bloqueado durante %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are locked out after a misslap: you cannot slap yet.</source>
        <translation>Estás bloqueado tras una palmada en falso: aún no puedes palmear.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You slapped on nothing (no penalty).</source>
        <translation>Das una palmada en falso (sin penalización).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing (no penalty).</source>
        <translation>%1 da una palmada en falso (sin penalización).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>you won the pile first</source>
        <translation>tú ya has ganado el montón</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 won the pile first</source>
        <translation>%1 ya ha ganado el montón</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is your turn now</source>
        <translation>ahora es tu turno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>it is %1&apos;s turn now</source>
        <translation>ahora es el turno de %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you slapped instead</source>
        <translation>has palmeado en vez de jugar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a slap instead of a play</source>
        <translation>una palmada en lugar de una jugada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>time is up</source>
        <translation>se acabó el tiempo</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your card went back: %1.</source>
        <translation>Tu carta vuelve a tu mazo: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s card went back: %2.</source>
        <translation>La carta de %1 vuelve a su mazo: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your ten stops the challenge.</source>
        <translation>Tu diez detiene el desafío.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s ten stops the challenge.</source>
        <translation>El diez de %1 detiene el desafío.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You are out.</source>
        <translation>Quedas fuera.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is out.</source>
        <translation>%1 queda fuera.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You play next.</source>
        <translation>Juegas a continuación.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays next.</source>
        <translation>%1 juega a continuación.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You collect %1.</source>
        <translation>Recoges %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 collects %2.</source>
        <translation>%1 recoge %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody has cards left: you take the pile (%1).</source>
        <translation>A nadie le quedan cartas: te llevas el montón (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has cards left: %1 takes the pile (%2).</source>
        <translation>A nadie le quedan cartas: %1 se lleva el montón (%2).</translation>
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
        <translation>El reparto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 slapped %2 %3 ms before you</source>
        <translation>%1 palmeó %2, %3 ms antes que tú</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 slapped %2</source>
        <translation>%1 palmeó %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 misslapped on an empty pile</source>
        <translation>%1 dio una palmada en falso con el montón vacío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 misslapped on %2</source>
        <translation>%1 dio una palmada en falso sobre %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped too late</source>
        <translation>%1 palmeó demasiado tarde</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played</source>
        <translation>%1 jugó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2</source>
        <translation>%1 jugó %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody slapped %1, and %2 played %3</source>
        <translation>Nadie palmeó %1 y %2 jugó %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, and %2 took the pile</source>
        <comment>a card played, then who took the pile</comment>
        <translation>%1, y %2 se llevó el montón</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 collected the pile</source>
        <translation>%1 recogió el montón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pile was collected</source>
        <translation>Se recogió el montón</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time was up</source>
        <translation>Se acabó el tiempo</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 — %2: your chances %3 → %4</source>
        <translation>%1 — %2: tus probabilidades %3 → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2: %3&apos;s chances %4 → %5</source>
        <comment>a swing of another player&apos;s chances</comment>
        <translation>%1 — %2: probabilidades de %3, %4 → %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Luck: %1 · Speed: %2 (each ±%3)</source>
        <translation>Suerte: %1 · Velocidad: %2 (±%3 cada una)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Against an average player at this table, the cards brought you %1 and your speed %2 (each ±%3).</source>
        <translation>Frente a un jugador medio de esta mesa, las cartas te aportaron %1 y tu velocidad, %2 (±%3 cada una).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against an average player at this table, the cards brought %1 %2 and their speed %3 (each ±%4).</source>
        <translation>Frente a un jugador medio de esta mesa, las cartas le aportaron a %1 %2 y su velocidad, %3 (±%4 cada una).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game&apos;s chances cannot be worked out: it was recorded before the fourth edition&apos;s clock, or it is too long.</source>
        <translation>No se pueden calcular las probabilidades de esta partida: se jugó con una versión anterior al reloj de la cuarta edición, o es demasiado larga.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+12"/>
        <source>Working out the chances…</source>
        <translation>Calculando las probabilidades…</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Working out the chances… %1</source>
        <translation>Calculando las probabilidades… %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chances to win within ±%1; working out luck and speed… %2</source>
        <translation>Probabilidades de ganar con un margen de ±%1; calculando la suerte y la velocidad… %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chances to win within ±%1 at every moment</source>
        <translation>Probabilidades de ganar con un margen de ±%1 en todo momento</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 from %2 at the deal to %3 at the end</source>
        <translation>%1: del %2 en el reparto al %3 al final</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chance to win: %1.</source>
        <translation>Probabilidad de ganar: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest swing: %1.</source>
        <translation>Mayor vuelco: %1.</translation>
    </message>
</context>
<context>
    <name>ratscrew::AppInstance</name>
    <message>
        <location filename="../app/AppStartup.cpp" line="+160"/>
        <source>Reading the game you left…</source>
        <translation>Leyendo la partida que dejaste…</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Play on with the game you left? %Ln card(s) were played in it.</source>
        <translation>
            <numerusform>¿Seguir con la partida que dejaste? Se jugó %Ln carta en ella.</numerusform>
            <numerusform>¿Seguir con la partida que dejaste? Se jugaron %Ln cartas en ella.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Resume</source>
        <translation>Continuar</translation>
    </message>
</context>
<context>
    <name>ratscrew::AppearancePage</name>
    <message>
        <location filename="../app/settings/AppearancePage.cpp" line="+160"/>
        <source>Cards and table</source>
        <translation>Cartas y mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card Back Colour</source>
        <translation>Color del dorso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Dorso:</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+99"/>
        <source>Built-in</source>
        <translation>Integrada</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The colour of the lattice on the backs of the built-in deck.</source>
        <translation>El color del enrejado del dorso de la baraja integrada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table Colour</source>
        <translation>Color de la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The colour of the felt.</source>
        <translation>El color del tapete.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Card desig&amp;n:</source>
        <translation>&amp;Baraja:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The built-in cards, or a deck installed for KDE&apos;s card games (on Debian and Ubuntu: the package kdegames-card-data-kf5). A deck that cannot be read shows the built-in cards.</source>
        <translation>Las cartas integradas o una baraja instalada para los juegos de cartas de KDE (en Debian y Ubuntu: el paquete kdegames-card-data-kf5). Si una baraja no se puede leer, se muestran las cartas integradas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The built-in cards. This copy of Ratscrew was built without Qt SVG, which draws the decks installed for KDE&apos;s card games.</source>
        <translation>Las cartas integradas. Esta copia de Ratscrew se compiló sin Qt SVG, que es lo que dibuja las barajas instaladas para los juegos de cartas de KDE.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Four-colour deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blue diamonds and green clubs, so that every suit is easy to tell apart. Only the built-in deck has them.</source>
        <translation>Diamantes azules y tréboles verdes, para distinguir bien cada palo. Solo la baraja integrada los tiene.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seeing and moving</source>
        <translation>Vista y movimiento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;High-contrast table</source>
        <translation>Mesa de alto co&amp;ntraste</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A black table and panels with white edges and text, for players who see contrast better than colour. The table colour above is not used.</source>
        <translation>Mesa y paneles negros con bordes y texto blancos, para quien distingue mejor el contraste que el color. No se usa el color de mesa de arriba.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduce &amp;motion</source>
        <translation>Reducir mo&amp;vimiento</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards fade in where they land instead of flying, and nothing shakes or slides. The game keeps its timing: a card can be slapped at the same moment either way.</source>
        <translation>Las cartas aparecen donde caen en vez de volar, y nada tiembla ni se desliza. La partida mantiene sus tiempos: una carta se puede palmear en el mismo momento de las dos formas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Preview of the cards on the table</source>
        <translation>Vista previa de las cartas sobre la mesa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preview</source>
        <translation>Vista previa</translation>
    </message>
</context>
<context>
    <name>ratscrew::BotText</name>
    <message>
        <location filename="../app/settings/BotText.cpp" line="+16"/>
        <source>%1: a double in about %2 ms; misses %3 % of chances, slaps a plain pile %4 % of the time.</source>
        <translation>%1: una pareja en unos %2 ms; deja pasar el %3 % de las ocasiones y palmea un montón sin combinación el %4 % de las veces.</translation>
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
            <numerusform>Aprendido de tu última palmada.</numerusform>
            <numerusform>Aprendido de tus últimas %n palmadas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per pattern: %1.</source>
        <translation>Por combinación: %1.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Too few times of yours yet: it plays as Normal until you have slapped a few times.</source>
        <translation>Todavía hay pocos tiempos tuyos: juega como Normal hasta que hayas palmeado unas cuantas veces.</translation>
    </message>
</context>
<context>
    <name>ratscrew::CallText</name>
    <message>
        <location filename="../app/story/CallText.cpp" line="+20"/>
        <source>You split %1 — two cards a turn until one pile is won.</source>
        <translation>Divides el %1 — dos cartas por turno hasta que se gane un montón.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 split %2 — two cards a turn until one pile is won.</source>
        <translation>%1 divide el %2 — dos cartas por turno hasta que se gane un montón.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stuck %1 — nobody can answer.</source>
        <translation>Te pegas a %1 — nadie puede responder.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stuck %2 — nobody can answer.</source>
        <translation>%1 se pega a %2 — nadie puede responder.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stuck %1 — you now challenge; %2 answers within %3.</source>
        <translation>Te pegas a %1 — ahora desafías tú; %2 tiene %3 para responder.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 stuck %2 — %1 now challenges; you answer within %3.</source>
        <translation>%1 se pega a %2 — ahora desafía %1; tienes %3 para responder.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stuck %2 — %1 now challenges; %3 answers within %4.</source>
        <translation>%1 se pega a %2 — ahora desafía %1; %3 tiene %4 para responder.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is not a sticky face</source>
        <translation>%1 no es una carta de desafío pegajosa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nobody can stick their own challenge</source>
        <translation>nadie puede pegarse a su propio desafío</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answering player cannot stick</source>
        <translation>quien responde no puede pegarse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that letter card was already answered or stuck</source>
        <translation>ya se respondió a esa carta de desafío o alguien ya se pegó a ella</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is the forbidden rank</source>
        <extracomment>%1 is a rank (&quot;8&quot;, &quot;King&quot;): the rank of forbidden_rank, on which nobody slaps or calls.</extracomment>
        <translation>%1 es el valor prohibido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is already a split pile</source>
        <translation>ya hay un montón secundario</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split during a challenge</source>
        <translation>no se puede dividir durante un desafío</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split while a pile waits to be collected</source>
        <translation>no se puede dividir mientras un montón espera a ser recogido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a split needs a card in hand</source>
        <translation>para dividir hace falta una carta en la mano</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You could have stuck %1.</source>
        <translation>Podrías haberte pegado a %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You could have split %1.</source>
        <translation>Podrías haber dividido el %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The split pile is won: one pile again.</source>
        <translation>Se gana el montón secundario: vuelve a haber un solo montón.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The split pile moves over: one pile again.</source>
        <translation>El montón secundario pasa a su sitio: vuelve a haber un solo montón.</translation>
    </message>
</context>
<context>
    <name>ratscrew::CardCountChart</name>
    <message>
        <location filename="../app/summary/CardCountChart.cpp" line="+19"/>
        <source>Cards in hand over the game</source>
        <translation>Cartas en la mano durante la partida</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+20"/>
        <source>No cards played</source>
        <translation>No se han jugado cartas</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 from %2 to %3 (most %4)</source>
        <translation>%1: de %2 a %3 (máximo %4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cards in hand over %1: %2.</source>
        <translation>Cartas en la mano a lo largo de %1: %2.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Cards in hand</source>
        <translation>Cartas en la mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
</context>
<context>
    <name>ratscrew::CareerDatabase</name>
    <message>
        <location filename="../app/career/CareerDatabase.cpp" line="+158"/>
        <source>Your statistics file %1 cannot be opened (%2): this game&apos;s statistics are not kept.</source>
        <translation>Tu archivo de estadísticas %1 no se puede abrir (%2): las estadísticas de esta partida no se guardan.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Your statistics file %1 is damaged and could not be moved aside: this game&apos;s statistics are not kept.</source>
        <translation>Tu archivo de estadísticas %1 está dañado y no se pudo apartar: las estadísticas de esta partida no se guardan.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Your statistics file %1 is in use by another program (%2): it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Tu archivo de estadísticas %1 lo está usando otro programa (%2): no se toca y las estadísticas de esta partida no se guardan.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your statistics file %1 cannot be used (%2; it, its folder and its -wal and -shm files must be readable and writable): it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Tu archivo de estadísticas %1 no se puede usar (%2; el archivo, su carpeta y sus archivos -wal y -shm deben poder leerse y escribirse): no se toca y las estadísticas de esta partida no se guardan.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Your statistics file %1 is an SQLite file of another program: it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Tu archivo de estadísticas %1 es un archivo SQLite de otro programa: no se toca y las estadísticas de esta partida no se guardan.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Your statistics file %1 is damaged: it was kept as %2 and a new one was started.</source>
        <translation>Tu archivo de estadísticas %1 está dañado: se guardó como %2 y se empezó uno nuevo.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Statistics are not kept: Qt&apos;s SQLite driver (QSQLITE) is not installed.</source>
        <translation>No se guardan estadísticas: el controlador SQLite de Qt (QSQLITE) no está instalado.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your statistics file %1 is not a regular file: it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Tu archivo de estadísticas %1 no es un archivo normal: no se toca y las estadísticas de esta partida no se guardan.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The folder %1 cannot be created: statistics are not kept.</source>
        <translation>No se puede crear la carpeta %1: no se guardan estadísticas.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your statistics file %1 is from a newer Ratscrew: it is left as it is, and this game&apos;s statistics are not kept.</source>
        <translation>Tu archivo de estadísticas %1 es de un Ratscrew más reciente: se deja como está y las estadísticas de esta partida no se guardan.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your statistics file %1 gives its version as %2, which no Ratscrew writes: it is left as it is, and this game&apos;s statistics are not kept.</source>
        <translation>Tu archivo de estadísticas %1 dice tener la versión %2, que ningún Ratscrew escribe: se deja como está y las estadísticas de esta partida no se guardan.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game&apos;s statistics are not kept.</source>
        <translation>Las estadísticas de esta partida no se guardan.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Your statistics file %1 cannot be written (%2: %3).</source>
        <translation>No se puede escribir en tu archivo de estadísticas %1 (%2: %3).</translation>
    </message>
</context>
<context>
    <name>ratscrew::Coach</name>
    <message>
        <location filename="../app/coach/Coach.cpp" line="+31"/>
        <source>A split</source>
        <extracomment>&quot;A split&quot; and &quot;A stick&quot; stand where a pattern&apos;s name stands in the coach&apos;s line (&quot;Double — Ann 410 ms&quot;): the name of a call (docs/RULES.md §9).</extracomment>
        <translation>Dividir</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A stick</source>
        <translation>Pegarse</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>you %1</source>
        <comment>you and your slap time</comment>
        <translation>tú %1</translation>
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
        <translation>%1 — %2: %3 ms tarde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2; %3 did not slap.</source>
        <translation>%1 — %2; %3 no palmeó.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2; you did not slap.</source>
        <translation>%1 — %2; no palmeaste.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Missed: %1 (%2) — nobody slapped.</source>
        <translation>Se escapó: %1 (%2) — nadie palmeó.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 on %2: %3 needs two cards of the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sobre %2: «%3» necesita dos cartas del mismo valor.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs three cards of the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sobre %2: «%3» necesita tres cartas del mismo valor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on top and %2 two cards down are not the same rank: %3 is two cards of the same rank with one card between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 arriba y %2 dos cartas más abajo no tienen el mismo valor: «%3» son dos cartas del mismo valor con una carta en medio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on top, %2 at the bottom: %3 needs the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 arriba, %2 abajo: «%3» necesita el mismo valor.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 make %3: %4 needs two cards that add up to 10.</source>
        <extracomment>%4 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards, %3 their sum.</extracomment>
        <translation>%1 y %2 suman %3: «%4» necesita dos cartas que sumen 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2 make %3: %4 needs them to add up to 10 across a card.</source>
        <extracomment>%4 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards, %3 their sum.</extracomment>
        <translation>%1 y %2 suman %3: «%4» necesita que sumen 10 con una carta en medio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on %2: %3 needs three cards in a row.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sobre %2: «%3» necesita tres cartas seguidas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs four cards in a row.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sobre %2: «%3» necesita cuatro cartas seguidas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs a queen and a king.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sobre %2: «%3» necesita una reina y un rey.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs three cards of one suit.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sobre %2: «%3» necesita tres cartas del mismo palo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs four cards of one suit.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sobre %2: «%3» necesita cuatro cartas del mismo palo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on top and %2 two cards down: %3 is a queen and a king with one card between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 arriba y %2 dos cartas más abajo: «%3» son una reina y un rey con una carta en medio.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on top and %2 three cards down are not the same rank: %3 is two cards of the same rank with two cards between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 arriba y %2 tres cartas más abajo no tienen el mismo valor: «%3» son dos cartas del mismo valor con dos cartas en medio.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 does not match %2.</source>
        <extracomment>%2 is a pattern&apos;s name (GameText::pattern()); %1 the cards on top of the pile.</extracomment>
        <translation>%1 no forma «%2».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not a slap: the pile is empty.</source>
        <translation>No es palmada: el montón está vacío.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not a slap: %1 matches no pattern.</source>
        <translation>No es palmada: %1 no forma ninguna combinación.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not a slap: %1</source>
        <translation>No es palmada: %1</translation>
    </message>
</context>
<context>
    <name>ratscrew::DemoTable</name>
    <message>
        <location filename="../app/demo/DemoTable.cpp" line="+31"/>
        <source>Demo table: bots playing</source>
        <translation>Mesa de demostración: juegan los bots</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Watching bots: %1 rules, deal %2. Press any key or click to play.</source>
        <translation>Viendo a los bots: reglas «%1», reparto %2. Pulsa cualquier tecla o haz clic para jugar.</translation>
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
        <translation>Registro de la partida</translation>
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
        <translation>Velocidad</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Bots play:</source>
        <translation>&amp;Ritmo de los bots:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How soon the bots play their cards. Their slaps keep the reaction times of their level.</source>
        <translation>Con qué rapidez juegan sus cartas los bots. Sus palmadas mantienen los tiempos de reacción de su nivel.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Slow</source>
        <comment>bots&apos; play speed</comment>
        <translation>Lento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed</source>
        <comment>bots&apos; play speed</comment>
        <translation>Tranquilo</translation>
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
        <translation>Ágil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <comment>bots&apos; play speed</comment>
        <translation>Rápido</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Off</source>
        <comment>animation speed</comment>
        <translation>Desactivadas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fast</source>
        <comment>animation speed</comment>
        <translation>Rápidas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>Normales</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation>Lentas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A&amp;nimations:</source>
        <translation>A&amp;nimaciones:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How cards fly and piles slide. Off shows every move at once.</source>
        <translation>Cómo vuelan las cartas y se deslizan los montones. «Desactivadas» muestra cada movimiento al instante.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pa&amp;use when the window loses focus</source>
        <translation>Pa&amp;usar cuando la ventana pierda el foco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pausing</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switching to another window pauses the game, so nobody slaps while you look away.</source>
        <translation>Cambiar a otra ventana pone la partida en pausa, para que nadie palmee mientras miras a otro lado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New games &amp;wait until I start them</source>
        <translation>Las partidas nuevas esperan a que yo empie&amp;ce</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new game is dealt and waits for your play key or a click, then counts down from 3. Off, the bots start at once.</source>
        <translation>Una partida nueva se reparte y espera a tu tecla de jugar o a un clic; luego cuenta atrás desde 3. Desactivado: los bots empiezan al instante.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Automatic: my first %n game(s)</source>
        <translation>
            <numerusform>Automático: mi primera partida</numerusform>
            <numerusform>Automático: mis primeras %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On</source>
        <comment>coach</comment>
        <translation>Activado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <comment>coach</comment>
        <translation>Desactivado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach</source>
        <translation>Entrenador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C&amp;oach:</source>
        <translation>En&amp;trenador:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each pile you could have slapped, a line says who slapped how fast; the cards of a pattern you missed are shown beside the pile, and a misslap is explained.</source>
        <translation>Tras cada montón que podías palmear, una línea dice quién palmeó y a qué velocidad; las cartas de una combinación que se te escapó aparecen junto al montón, y se explica cada palmada en falso.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Records</source>
        <translation>Registros</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ga&amp;mes kept as records:</source>
        <translation>Partidas &amp;guardadas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game you play is kept as a record file that can be replayed; the oldest go when there are more.</source>
        <translation>Cada partida que juegas se guarda como un registro que se puede volver a ver; si hay más, se borran las más antiguas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes effect the next time Ratscrew starts.</source>
        <translation>Se aplica la próxima vez que se inicie Ratscrew.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>Other (×%1)</source>
        <translation>Otro (×%1)</translation>
    </message>
</context>
<context>
    <name>ratscrew::GamePause</name>
    <message>
        <location filename="../app/GamePause.cpp" line="+94"/>
        <source>Not yet: play goes on when the countdown ends.</source>
        <translation>Todavía no: el juego sigue cuando termine la cuenta atrás.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play on</source>
        <comment>the keys of Pause</comment>
        <translation>%1 para continuar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused. Press %1 to play on.</source>
        <translation>En pausa. Pulsa %1 para continuar.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Press %1 to start</source>
        <comment>the play key</comment>
        <translation>Pulsa %1 para empezar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>or click the table</source>
        <translation>o haz clic en la mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards are dealt. Press %1 or click the table to start.</source>
        <translation>Las cartas están repartidas. Pulsa %1 o haz clic en la mesa para empezar.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Win all %1 cards, or hold the most when %n minute(s) are up.</source>
        <translation>
            <numerusform>Gana las %1 cartas, o ten más que nadie al cabo de %n minuto.</numerusform>
            <numerusform>Gana las %1 cartas, o ten más que nadie al cabo de %n minutos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win all %1 cards.</source>
        <translation>Gana las %1 cartas.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Be the last player with cards, or hold the most when %n minute(s) are up.</source>
        <translation>
            <numerusform>Sé el último jugador con cartas, o ten más que nadie al cabo de %n minuto.</numerusform>
            <numerusform>Sé el último jugador con cartas, o ten más que nadie al cabo de %n minutos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Be the last player with cards.</source>
        <translation>Sé el último jugador con cartas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player plays and slaps with the keys shown at their seat.</source>
        <translation>Cada jugador juega y palmea con las teclas que aparecen en su asiento.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays your card, %2 slaps.</source>
        <translation>%1 juega tu carta, %2 palmea.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap first when the pile shows a pattern; F1 explains them all.</source>
        <translation>Palmea el primero cuando el montón forme una combinación; F1 las explica todas.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Play on.</source>
        <translation>Se reanuda la partida.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Not yet: press %1 to start.</source>
        <translation>Todavía no: pulsa %1 para empezar.</translation>
    </message>
</context>
<context>
    <name>ratscrew::GameText</name>
    <message>
        <location filename="../app/text/GameText.cpp" line="-184"/>
        <source>Double</source>
        <translation>Pareja</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Triple</source>
        <translation>Trío</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sandwich</source>
        <translation>Sándwich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top and bottom</source>
        <translation>Arriba y abajo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tens</source>
        <translation>Suma diez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ten</source>
        <translation>Diez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tens sandwich</source>
        <translation>Sándwich de diez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three for ten</source>
        <translation>Tres suman diez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four in a row</source>
        <translation>Escalera de cuatro</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run of three</source>
        <translation>Serie de tres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marriage</source>
        <translation>Matrimonio</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>Match my speed</source>
        <translation>A mi ritmo</translation>
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
        <translation>Comodín</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>a double %1</source>
        <translation>una pareja %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a triple %1</source>
        <translation>un trío %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a sandwich %1</source>
        <translation>un sándwich %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top and bottom %1…%2</source>
        <translation>arriba y abajo %1…%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tens %1</source>
        <translation>suma diez %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a ten</source>
        <translation>un diez</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tens sandwich %1</source>
        <translation>un sándwich de diez %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three for ten %1</source>
        <translation>tres suman diez %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four in a row %1</source>
        <translation>una escalera de cuatro %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a run of three %1</source>
        <translation>una serie de tres %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a marriage %1</source>
        <translation>un matrimonio %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a joker</source>
        <translation>un comodín</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three of a suit %1</source>
        <translation>tres del mismo palo %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four of a suit %1</source>
        <translation>cuatro del mismo palo %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a divorce %1</source>
        <translation>un divorcio %1</translation>
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
        <translation>Bellotas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bells</source>
        <comment>German suits: the suit in the place of diamonds</comment>
        <translation>Cascabeles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts</source>
        <comment>German suits: the suit in the place of hearts</comment>
        <translation>Corazones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves</source>
        <comment>German suits: the suit in the place of spades</comment>
        <translation>Hojas</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 of Acorns</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Acorns&quot;.</extracomment>
        <translation>%1 de Bellotas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Bells</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Bells&quot;.</extracomment>
        <translation>%1 de Cascabeles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Hearts</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Hearts&quot;.</extracomment>
        <translation>%1 de Corazones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Leaves</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Leaves&quot;.</extracomment>
        <translation>%1 de Hojas</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Three of a suit</source>
        <translation>Tres del mismo palo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four of a suit</source>
        <translation>Cuatro del mismo palo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Divorce</source>
        <translation>Divorcio</translation>
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
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>House</source>
        <translation>Reglas de la casa</translation>
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
        <translation>Slaps (avanzado)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic</source>
        <translation>Clásica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps (every advanced rule)</source>
        <translation>Slaps (todas las reglas avanzadas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <comment>a rule set changed from its preset</comment>
        <translation>Personalizada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Custom</source>
        <translation>Personalizado</translation>
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
        <translation>%1 ms antes de verse la carta</translation>
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
        <translation>Reglas de Ratscrew</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Rules of %1</source>
        <extracomment>For a screen reader: %1 is the title of the rules&apos; preset, e.g. &quot;House rules&quot;.</extracomment>
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>House rules</source>
        <translation>Reglas de la casa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bicycle rules</source>
        <translation>Reglas Bicycle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps</source>
        <translation>Slaps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps, advanced</source>
        <translation>Slaps, avanzado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic rules</source>
        <translation>Reglas clásicas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps, every advanced rule</source>
        <translation>Slaps, todas las reglas avanzadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>Reglas personalizadas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preset “house”: a house version of the Bicycle rules.</source>
        <translation>Variante «house»: una versión casera de las reglas Bicycle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “bicycle”: the Bicycle-style rule texts as printed.</source>
        <translation>Variante «bicycle»: los textos de reglas al estilo Bicycle tal como se publicaron.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps”: a player&apos;s page about “Slaps”, with its basic rules.</source>
        <translation>Variante «slaps»: la página de un jugador sobre «Slaps», con sus reglas básicas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps_advanced”: a player&apos;s page about “Slaps”, with its advanced rules.</source>
        <translation>Variante «slaps_advanced»: la página de un jugador sobre «Slaps», con sus reglas avanzadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “classic”: a classic rule text.</source>
        <translation>Variante «classic»: un texto de reglas clásico.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps_full”: a player&apos;s page about “Slaps”, with its advanced rules and both of its calls, sticky kings and split eights.</source>
        <translation>Variante «slaps_full»: la página de un jugador sobre «Slaps», con sus reglas avanzadas y sus dos cantes, reyes pegajosos y ochos divididos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of options.</source>
        <translation>Tu propia combinación de opciones.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How to play: %1</source>
        <translation>Cómo se juega: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Origin of the rules</source>
        <translation>Origen de las reglas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Slap when…</source>
        <translation>Palmea cuando…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No slap pattern is switched on: every slap is a misslap.</source>
        <translation>No hay ninguna combinación activada: toda palmada es una palmada en falso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards are shown in the order played, the top of the pile on the right; faded cards could be anything. Only played cards count, never burned ones.</source>
        <translation>Las cartas se muestran en el orden en que se jugaron, con la de arriba del montón a la derecha; las cartas atenuadas pueden ser cualquiera. Solo cuentan las cartas jugadas, nunca las quemadas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slap patterns</source>
        <translation>Combinaciones para palmear</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+84"/>
        <source>Example: %1</source>
        <translation>Ejemplo: %1</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Calls: sticky faces</source>
        <translation>Cantes: cartas de desafío pegajosas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls: sticky faces and split eights</source>
        <translation>Cantes: cartas de desafío pegajosas y ochos divididos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls: split eights</source>
        <translation>Cantes: ochos divididos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A call is a slap on a card that makes no pattern but is still right. It wins no cards, but it changes the play, and like any good slap it ends a run of misslaps. Slap as usual; the table shows which call it was. A slap is judged in this order: a pattern on the slap pile, a pattern on the split pile, a stick, a split; only then is it a misslap.</source>
        <translation>Un cante es una palmada sobre una carta que no forma ninguna combinación pero que aun así es correcta. No gana cartas, pero cambia el juego y, como toda palmada buena, corta una racha de palmadas en falso. Palmea como siempre; la mesa muestra qué cante fue. Una palmada se juzga en este orden: una combinación en el montón principal, una combinación en el montón secundario, pegarse a una carta de desafío, dividir un 8; solo entonces es una palmada en falso.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Example: %1; then %2</source>
        <extracomment>%1 is how the piles lie before, %2 after (both &quot;Slap pile: 3♠; Split pile: …&quot;).</extracomment>
        <translation>Ejemplo: %1; después %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Challenges and misslaps</source>
        <translation>Desafíos y palmadas en falso</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+3"/>
        <source>The other rules</source>
        <translation>Las demás reglas</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Challenges</source>
        <translation>Desafíos</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A 10 played in answer stops the challenge: the challenger does not win the pile, and the next player plays on. But a 10 on top shows %1, so the first good slap takes the pile.</source>
        <translation>Un 10 jugado como respuesta detiene el desafío: el desafiante no gana el montón y el siguiente jugador sigue jugando. Pero un 10 arriba muestra «%1», así que la primera palmada buena se lleva el montón.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A 10 played in answer stops the challenge: nobody wins the pile, and the next player plays on.</source>
        <translation>Un 10 jugado como respuesta detiene el desafío: nadie gana el montón y el siguiente jugador sigue jugando.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>German suits</source>
        <translation>Palos alemanes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card deck has German suits. Its Unter (U), Ober (O), König (K) and Daus (D) are the J, Q, K and A of these rules, and its acorns, bells, hearts and leaves take the places of clubs, diamonds, hearts and spades. The game names the cards as your deck prints them: %1.</source>
        <translation>Tu baraja tiene palos alemanes. Su Unter (U), Ober (O), König (K) y Daus (D) son la J, Q, K y A de estas reglas, y sus bellotas, cascabeles, corazones y hojas ocupan el lugar de tréboles, diamantes, corazones y picas. El juego nombra las cartas como las muestra tu baraja: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Collecting</source>
        <translation>Recogida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The challenger takes the pile at once; the card that ended the challenge cannot be slapped.</source>
        <translation>El desafiante se lleva el montón al instante; la carta que terminó el desafío no se puede palmear.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenger picks the pile up after about a second. Until then anyone may still slap it: a good slap steals it, and a misslap hands it to the player who played its top card.</source>
        <translation>El desafiante recoge el montón al cabo de un segundo, más o menos. Hasta entonces cualquiera puede palmearlo: una palmada buena se lo roba, y una en falso se lo da a quien jugó la carta de arriba.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenger picks the pile up after about a second. Until then anyone may still slap it, and a good slap steals it.</source>
        <translation>El desafiante recoge el montón al cabo de un segundo, más o menos. Hasta entonces cualquiera puede palmearlo, y una palmada buena se lo roba.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslaps</source>
        <translation>Palmadas en falso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs you the top card of your stack, slid face down under the pile.</source>
        <translation>Palmear cuando no hay ninguna combinación te cuesta la carta de encima de tu mazo, que va boca abajo debajo del montón.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs you the top %1 cards of your stack, slid face down under the pile.</source>
        <translation>Palmear cuando no hay ninguna combinación te cuesta las %1 cartas de encima de tu mazo, que van boca abajo debajo del montón.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then you play the next card, unless a challenge is being answered or a pile waits to be collected.</source>
        <translation>Después juegas tú la siguiente carta, salvo mientras se responde un desafío o un montón espera a ser recogido.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slapping when no pattern shows costs nothing (no penalty), but it still counts toward the misslap limit.</source>
        <translation>Palmear cuando no hay ninguna combinación no cuesta nada (sin penalización), pero sigue contando para el límite de palmadas en falso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs nothing: there is no penalty.</source>
        <translation>Palmear cuando no hay ninguna combinación no cuesta nada: no hay penalización.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Slapping when no pattern shows locks you out: you keep your cards, but you cannot slap until %n more card(s) have been played.</source>
        <translation>
            <numerusform>Palmear cuando no hay ninguna combinación te bloquea: conservas tus cartas, pero no puedes palmear hasta que se juegue %n carta más.</numerusform>
            <numerusform>Palmear cuando no hay ninguna combinación te bloquea: conservas tus cartas, pero no puedes palmear hasta que se jueguen %n cartas más.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slapping when no pattern shows gives the pile to the player who played its top card (if that is you, to the nearest player on your right).</source>
        <translation>Palmear cuando no hay ninguna combinación da el montón al jugador que jugó su carta de arriba (si eres tú, al jugador más cercano a tu derecha).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slapped on nothing</source>
        <translation>Palmada en falso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the game log and the status line say of a misslap: a slap while the pile shows no pattern. “Slapped on an empty pile” is a misslap too, on a pile with no cards at all (just after one was won).</source>
        <translation>El registro de la partida y la línea de estado llaman «palmada en falso» a palmear cuando el montón no muestra ninguna combinación. «Palmada en falso con el montón vacío» también lo es: se da sobre un montón sin ninguna carta (justo después de que alguien lo gane).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too late</source>
        <translation>Demasiado tarde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A slap that comes just after someone else&apos;s good slap, before the next card, lost the race: it costs nothing.</source>
        <translation>Una palmada que llega justo después de la palmada buena de otro, antes de la siguiente carta, pierde la carrera: no cuesta nada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslap limit</source>
        <translation>Límite de palmadas en falso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Misslapping on two cards in a row puts you out of the game (two misslaps on one card count once).</source>
        <translation>Palmear en falso sobre dos cartas seguidas te deja fuera de la partida (dos palmadas en falso sobre la misma carta cuentan una vez).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslapping on more than %1 cards in a row puts you out of the game (two misslaps on one card count once).</source>
        <translation>Palmear en falso sobre más de %1 cartas seguidas te deja fuera de la partida (dos palmadas en falso sobre la misma carta cuentan una vez).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are skipped, but you may still slap a good pile to get back into the game. A misslap with no cards makes you sit out: you cannot slap until one card has been played for each other player who still holds cards.</source>
        <translation>Pierdes el turno, pero aún puedes palmear un montón bueno para volver a la partida. Una palmada en falso sin cartas te obliga a descansar: no puedes palmear hasta que se haya jugado una carta por cada uno de los demás jugadores que aún tengan cartas.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game length</source>
        <translation>Límite de tiempo</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The game ends after %n minutes of play; paused time does not count, and the table shows the time left. Then the player with the most cards in hand wins (a pile waiting to be collected is collected first); if two or more hold the most, the game is a draw.</source>
        <translation>
            <numerusform>La partida termina tras %n minuto de juego; el tiempo en pausa no cuenta y la mesa muestra el tiempo restante. Entonces gana el jugador con más cartas en la mano (un montón que espera ser recogido se recoge antes); si dos o más empatan con el máximo, la partida termina en empate.</numerusform>
            <numerusform>La partida termina tras %n minutos de juego; el tiempo en pausa no cuenta y la mesa muestra el tiempo restante. Entonces gana el jugador con más cartas en la mano (un montón que espera ser recogido se recoge antes); si dos o más empatan con el máximo, la partida termina en empate.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No limit: the game goes on until one player has every card, which may take hours. Settings ▸ Rules can end it after 10 to 60 minutes instead.</source>
        <translation>Sin límite: la partida sigue hasta que un jugador tenga todas las cartas, lo que puede llevar horas. En Configuración ▸ Reglas puedes ponerle un límite de entre 10 y 60 minutos.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The deck has %n cards with two jokers. A joker is not a letter card: it never starts a challenge, and as an answer it uses up a chance like a number card.</source>
        <translation>
            <numerusform>La baraja tiene %n carta con dos comodines. Un comodín no es una carta de desafío: nunca inicia un desafío y, como respuesta, gasta una oportunidad como una carta numérica.</numerusform>
            <numerusform>La baraja tiene %n cartas con dos comodines. Un comodín no es una carta de desafío: nunca inicia un desafío y, como respuesta, gasta una oportunidad como una carta numérica.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>None: the deck has %n cards.</source>
        <translation>
            <numerusform>Ninguno: la baraja tiene %n carta.</numerusform>
            <numerusform>Ninguno: la baraja tiene %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two %1s do not count as a double, a sandwich, a top and bottom or a big mac: three %1s in a row can be slapped (unless the pile matches another pattern too).</source>
        <translation>Dos %1 no cuentan como «Pareja», «Sándwich», «Arriba y abajo» ni «Big Mac»: se pueden palmear tres %1 seguidos (salvo que el montón forme además otra combinación).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two %1s do not count as a double, a sandwich or a top and bottom: three %1s in a row can be slapped (unless the pile matches another pattern too).</source>
        <translation>Dos %1 no cuentan como «Pareja», «Sándwich» ni «Arriba y abajo»: se pueden palmear tres %1 seguidos (salvo que el montón forme además otra combinación).</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>A new game is dealt and waits until you press %1 or click the table, then counts down 3-2-1. Settings ▸ Game can start games at once instead.</source>
        <translation>Una partida nueva se reparte y espera hasta que pulses %1 o hagas clic en la mesa; luego cuenta 3-2-1. En Configuración ▸ Partida puedes hacer que empiecen enseguida.</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>None: misslaps never put you out as long as you have cards.</source>
        <translation>Ninguno: las palmadas en falso nunca te dejan fuera mientras tengas cartas.</translation>
    </message>
    <message>
        <location line="-285"/>
        <source>Take turns playing the top card of your face-down stack face up onto the pile. You win cards by winning challenges and by being the first to slap the pile when one of the patterns below shows.</source>
        <translation>Por turnos, cada jugador pone boca arriba en el montón la carta de encima de su mazo, que está boca abajo. Consigues cartas ganando desafíos y siendo el primero en palmear el montón cuando aparece una de las combinaciones siguientes.</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>Playing a J, Q, K or A starts a challenge: the next player with cards gets 1 (J), 2 (Q), 3 (K) or 4 (A) chances to turn up a J, Q, K or A of their own, which starts a new challenge. If all the chances are used up without one, the challenger wins the pile.</source>
        <translation>Jugar una J, Q, K o A inicia un desafío: el siguiente jugador con cartas tiene 1 (J), 2 (Q), 3 (K) o 4 (A) oportunidades para sacar una J, Q, K o A propia, que inicia un nuevo desafío. Si gasta todas las oportunidades sin sacarla, el desafiante gana el montón.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Next to play</source>
        <translation>Siguiente en jugar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever wins a pile starts the next one.</source>
        <translation>Quien gana un montón empieza el siguiente.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a pile is won, the player after the winner starts the next one.</source>
        <translation>Tras ganar un montón, empieza el siguiente el jugador que va después del ganador.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards left</source>
        <translation>Sin cartas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are skipped, but you may still slap a good pile to get back into the game. A misslap with no cards puts you out.</source>
        <translation>Pierdes el turno, pero aún puedes palmear un montón bueno para volver a la partida. Una palmada en falso sin cartas te deja fuera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are skipped and cannot slap until cards come back to you.</source>
        <translation>Pierdes el turno y no puedes palmear hasta que vuelvas a tener cartas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win when you hold all %1 cards, or when everyone else is out.</source>
        <translation>Ganas cuando tienes las %1 cartas, o cuando todos los demás están fuera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win as soon as you are the only player with cards in hand, even with cards still on the pile, or when everyone else is out.</source>
        <translation>Ganas en cuanto eres el único jugador con cartas en la mano, aunque aún queden cartas en el montón, o cuando todos los demás están fuera.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Jokers</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only slap three</source>
        <translation>Palmear solo tríos</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Forbidden rank</source>
        <translation>Valor prohibido</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When a %1 is on top, the pile can never be slapped, whatever it shows.</source>
        <translation>Cuando la carta de arriba es de valor %1, el montón no se puede palmear nunca, muestre lo que muestre.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source>Controls</source>
        <translation>Controles</translation>
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
        <translation>sin tecla</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play your card (or click your stack)</source>
        <translation>Jugar tu carta (o hacer clic en tu mazo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap the pile (or click the pile)</source>
        <translation>Palmear el montón (o hacer clic en el montón)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Person %1 plays a card</source>
        <translation>La persona %1 juega una carta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Person %1 slaps the pile</source>
        <translation>La persona %1 palmea el montón</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause or go on</source>
        <translation>Pausar o continuar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound on or off</source>
        <translation>Activar o desactivar el sonido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the game log</source>
        <translation>Mostrar el registro de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This help</source>
        <translation>Esta ayuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings (keys under Keys)</source>
        <translation>Configuración (las teclas, en «Teclas»)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
</context>
<context>
    <name>ratscrew::KeyBindings</name>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+80"/>
        <source>Play a card</source>
        <translation>Jugar una carta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slap the pile</source>
        <translation>Palmear el montón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card (person %1)</source>
        <translation>Jugar una carta (persona %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap the pile (person %1)</source>
        <translation>Palmear el montón (persona %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pause or go on</source>
        <translation>Pausar o continuar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound on or off</source>
        <translation>Activar o desactivar el sonido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the game log</source>
        <translation>Mostrar el registro de la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules and controls</source>
        <translation>Reglas y controles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>none</source>
        <comment>no key</comment>
        <translation>ninguna</translation>
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
        <translation>Haz clic en una casilla de tecla y pulsa la tecla que quieras (con Ctrl, Alt o Shift, si lo deseas). Cada acción puede tener una segunda tecla. Las teclas de las personas sirven para que jueguen de dos a cuatro personas en un mismo teclado: en Jugadores, pon el nivel de un asiento en «Persona».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second key</source>
        <translation>Segunda tecla</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Key: %1</source>
        <translation>Tecla: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second key: %1</source>
        <translation>Segunda tecla: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>People at the keyboard</source>
        <translation>Personas ante el teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window</source>
        <translation>Ventana</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Default Keys</source>
        <translation>&amp;Teclas predeterminadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key back to the one it had when Ratscrew was installed.</source>
        <translation>Vuelve a poner cada tecla como estaba al instalar Ratscrew.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 is the key of both “%2” and “%3”.</source>
        <translation>%1 es la tecla de «%2» y también de «%3».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 opens the menu “%2”: it cannot also be the key of “%3”.</source>
        <translation>%1 abre el menú «%2»: no puede ser también la tecla de «%3».</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 opens the menu “%2”: give “%3” another key.</source>
        <translation>%1 abre el menú «%2»: asigna otra tecla a «%3».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is the key of both “%2” and “%3”: give one of them another key.</source>
        <translation>%1 es la tecla de «%2» y también de «%3»: asigna otra tecla a una de las dos.</translation>
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
            <numerusform>%n ajuste guardado no se pudo usar y volvió a su valor predeterminado. El registro de la partida (%1) dice cuál.</numerusform>
            <numerusform>%n ajustes guardados no se pudieron usar y volvieron a su valor predeterminado. El registro de la partida (%1) dice cuáles.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+211"/>
        <source>Coach: after each pile you could slap, a line here says who was how fast.</source>
        <translation>Entrenador: tras cada montón que podías palmear, aquí una línea dice quién palmeó y a qué velocidad.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>New players and rules apply from the next game (%1).</source>
        <translation>Los nuevos jugadores y reglas se aplican desde la próxima partida (%1).</translation>
    </message>
    <message>
        <location line="-128"/>
        <location filename="../app/settings/PlayersPage.cpp" line="+42"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Your game is back where you left it. Press %1 to play on.</source>
        <translation>Tu partida está donde la dejaste. Pulsa %1 para seguir.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Back at your game, paused. Press %1 to play on.</source>
        <translation>De vuelta a tu partida, en pausa. Pulsa %1 para seguir.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Paused: the window lost focus. Press %1 to play on.</source>
        <translation>En pausa: la ventana perdió el foco. Pulsa %1 para continuar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused while the window is minimised. Press %1 to play on.</source>
        <translation>En pausa mientras la ventana está minimizada. Pulsa %1 para continuar.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>S&amp;hare…</source>
        <translation>Co&amp;mpartir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/MainWindowMenus.cpp" line="+40"/>
        <source>R&amp;ivals…</source>
        <translation>Riva&amp;les…</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+7"/>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="-6"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;Deal Number…</source>
        <translation>Jugar &amp;reparto número…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dail&amp;y Deal</source>
        <translation>Reparto del &amp;día</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s deal, the same for everyone: house rules against three normal bots</source>
        <translation>El reparto de hoy, el mismo para todos: reglas de la casa contra tres bots normales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;hare This Game…</source>
        <translation>Co&amp;mpartir esta partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your result as text to paste, and your run for a friend to race</source>
        <translation>Tu resultado como texto para pegar y tu grabación para que un amigo juegue contra tu fantasma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The runs of this deal side by side: yours and your friends&apos;</source>
        <translation>Las grabaciones de este reparto, una junto a otra: las tuyas y las de tus amigos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Run…</source>
        <translation>A&amp;brir grabación…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch Bots</source>
        <translation>&amp;Ver a los bots</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bots play game after game with your rules; any key or click brings your game back</source>
        <translation>Los bots juegan partida tras partida con tus reglas; cualquier tecla o clic te devuelve a tu partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Configuración…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;ractice…</source>
        <translation>Prác&amp;tica…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rep&amp;lays…</source>
        <translation>Repet&amp;iciones…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause When the Window Loses &amp;Focus</source>
        <translation>Pausar cuando la ventana pierda el &amp;foco</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+7"/>
        <location line="+122"/>
        <source>Play &amp;Card</source>
        <translation>Jugar &amp;carta</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>&amp;Slap</source>
        <translation>&amp;Palmear</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="-114"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animaciones</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Slow</source>
        <comment>animation speed</comment>
        <translation>&amp;Lentas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Normal</source>
        <comment>animation speed</comment>
        <translation>&amp;Normales</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Off (reduced motion)</source>
        <translation>&amp;Desactivadas (menos movimiento)</translation>
    </message>
    <message>
        <location line="+87"/>
        <location line="+8"/>
        <source>Play a Card: %1</source>
        <translation>Jugar carta: %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <source>Slap: %1</source>
        <translation>Palmear: %1</translation>
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
        <translation>%1 jugar, %2 palmear</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+22"/>
        <source>Play Deal Number</source>
        <translation>Jugar reparto número</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Every game has a deal number: the end-of-game summary shows it. The same number with the same rules and players deals the same cards.</source>
        <translation>Cada partida tiene un número de reparto: el resumen final lo muestra. El mismo número con las mismas reglas y jugadores reparte las mismas cartas.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Deal number:</source>
        <translation>Número de &amp;reparto:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A deal number is a whole number from 0 to 18446744073709551615.</source>
        <translation>Un número de reparto es un número entero de 0 a 18446744073709551615.</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>&amp;Fast</source>
        <comment>animation speed</comment>
        <translation>&amp;Rápidas</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Game &amp;Log</source>
        <translation>&amp;Registro de la partida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Sound</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+5"/>
        <source>&amp;Sound On</source>
        <translation>&amp;Sonido activado</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <source>Volume</source>
        <translation>Volumen</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Ayuda</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+11"/>
        <source>&amp;Rules and Controls</source>
        <translation>&amp;Reglas y controles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ratscrew</source>
        <translation>&amp;Acerca de Ratscrew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Ratscrew</source>
        <translation>Acerca de Ratscrew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Ratscrew %1&lt;/h3&gt;&lt;p&gt;Egyptian Rat Screw against bots that slap like people.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ratscrew %1&lt;/h3&gt;&lt;p&gt;Egyptian Rat Screw contra bots que palmean como personas.&lt;/p&gt;&lt;p&gt;Publicado bajo la licencia GNU GPL, versión 3 o posterior.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/MainWindowRivals.cpp" line="+74"/>
        <source>Share This Game</source>
        <translation>Compartir esta partida</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Rivals</source>
        <translation>Rivales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no run of deal %1 yet: play it, or open a friend&apos;s run of it.</source>
        <translation>Aún no hay ninguna grabación del reparto %1: juégalo o abre la grabación de un amigo.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+12"/>
        <location line="+5"/>
        <location line="+4"/>
        <source>Open Run</source>
        <translation>Abrir grabación</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Ratscrew runs (*%1)</source>
        <translation>Grabaciones de Ratscrew (*%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This file is not a run Ratscrew can open (%1).</source>
        <translation>Este archivo no es una grabación que Ratscrew pueda abrir (%1).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Race Ghost</source>
        <translation>Jugar contra el fantasma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This run cannot be raced: its player did not sit at the bottom seat.</source>
        <translation>No se puede jugar contra el fantasma de esta grabación: su jugador no ocupaba el asiento de abajo.</translation>
    </message>
</context>
<context>
    <name>ratscrew::MatchController</name>
    <message>
        <location filename="../app/rig/MatchController.cpp" line="+200"/>
        <source>Nothing has been played in this game yet.</source>
        <translation>Aún no se ha jugado nada en esta partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game played on from a save cannot be shared: its bots were made again.</source>
        <translation>Una partida guardada y continuada después no se puede compartir: sus bots se crearon de nuevo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Only a game of one person against bots can be shared.</source>
        <translation>Solo se puede compartir una partida de una persona contra bots.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game cannot be shared: its bots changed during it (new settings, or a “Match my speed” bot that learnt your times).</source>
        <translation>Esta partida no se puede compartir: sus bots cambiaron durante la partida (nueva configuración, o un bot «A mi ritmo» que aprendió tus tiempos).</translation>
    </message>
</context>
<context>
    <name>ratscrew::NoticeBar</name>
    <message>
        <location filename="../app/MainWindowPanels.cpp" line="+28"/>
        <source>Dismiss</source>
        <translation>Cerrar aviso</translation>
    </message>
</context>
<context>
    <name>ratscrew::PlayersPage</name>
    <message>
        <location filename="../app/settings/PlayersPage.cpp" line="+10"/>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shown at your seat, up to %1 characters.</source>
        <translation>Se muestra en tu asiento; hasta %1 caracteres.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Seats &amp;beside you:</source>
        <translation>Asientos j&amp;unto a ti:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They sit clockwise from your left, in the order below. Up to three seats can be people at this keyboard instead: choose “Person” as their level.</source>
        <translation>Se sientan en el sentido de las agujas del reloj a partir de tu izquierda, en el orden de abajo. En lugar de bots, hasta tres asientos pueden ser personas en este teclado: elige «Persona» como su nivel.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seat &amp;%1:</source>
        <translation>Asiento &amp;%1:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name at seat %1</source>
        <translation>Nombre del asiento %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level at seat %1</source>
        <translation>Nivel del asiento %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Someone at this keyboard plays this seat with their own play and slap keys (Settings ▸ Keys).</source>
        <translation>Alguien en este teclado juega en este asiento con sus propias teclas para jugar y palmear (Configuración ▸ Teclas).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own numbers, set under “Custom level”.</source>
        <translation>Tus propios valores, definidos en «Nivel personalizado».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As quick as you: follows your recent reaction time on each pattern, from Expert down to half again as slow as Beginner, so that games stay close.</source>
        <translation>Tan rápido como tú: sigue tu tiempo de reacción reciente en cada combinación, desde Experto hasta una vez y media más lento que Principiante, para que las partidas sigan reñidas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slaps a double in about %1 ms and misses %2 % of chances.</source>
        <translation>Palmea una pareja en unos %1 ms y deja pasar el %2 % de las ocasiones.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Edit custom…</source>
        <translation>Editar personalizado…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit the custom level of bot %1</source>
        <translation>Editar el nivel personalizado del bot %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Mixed</source>
        <translation>Mixto</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets every bot to one level; shows “Mixed” when their levels differ.</source>
        <translation>Pone todos los bots en el mismo nivel; muestra «Mixto» cuando sus niveles son distintos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same &amp;level for all:</source>
        <translation>Mismo ni&amp;vel para todos:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same level for all bots</source>
        <translation>Mismo nivel para todos los bots</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose “Custom” as a bot&apos;s level to set its numbers here; they start from the level it had. “Edit custom…” picks the bot shown.</source>
        <translation>Elige «Personalizado» como nivel de un bot para ajustar aquí sus valores; parten del nivel que tenía. «Editar personalizado…» selecciona el bot mostrado.</translation>
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
        <translation>&amp;Tiempo de reacción:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median time to slap a double; harder patterns take longer.</source>
        <translation>Mediana del tiempo para palmear una pareja; las combinaciones más difíciles llevan más tiempo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sprea&amp;d:</source>
        <translation>&amp;Dispersión:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much reactions vary: 0 never, 0.25 typical.</source>
        <translation>Cuánto varían las reacciones: 0 nada, 0,25 lo habitual.</translation>
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
        <translation>&amp;Omisiones:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to let a slappable pile go.</source>
        <translation>Probabilidad de dejar pasar un montón que se puede palmear.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;False slaps:</source>
        <translation>Palmadas en &amp;falso:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to slap a pile that cannot be slapped.</source>
        <translation>Probabilidad de palmear un montón que no se puede palmear.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pla&amp;y delay:</source>
        <translation>Demora al ju&amp;gar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median time before playing a card.</source>
        <translation>Mediana del tiempo antes de jugar una carta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call t&amp;ime:</source>
        <translation>Tiempo de &amp;cante:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra time to see a stick or a split, on top of the reaction time.</source>
        <translation>Tiempo extra para ver una carta de desafío a la que pegarse o un 8 que dividir, además del tiempo de reacción.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Miss&amp;ed calls:</source>
        <translation>Cantes perd&amp;idos:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to let a stick or a split go.</source>
        <translation>Probabilidad de dejar pasar una carta de desafío a la que pegarse o un 8 que dividir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>False &amp;calls:</source>
        <translation>Cantes en fa&amp;lso:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to slap a card that only looks like a call: a letter card that cannot be stuck, a 9, or an 8 that cannot be split.</source>
        <translation>Probabilidad de palmear una carta que solo parece un cante: una carta de desafío a la que no es posible pegarse, un 9 o un 8 que no se puede dividir.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Custom level of %1</source>
        <translation>Nivel personalizado de %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Your name cannot be empty.</source>
        <translation>Tu nombre no puede estar vacío.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat %1 needs a name.</source>
        <translation>El asiento %1 necesita un nombre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At most %1 people can play at one keyboard.</source>
        <translation>Como máximo pueden jugar %1 personas en un mismo teclado.</translation>
    </message>
</context>
<context>
    <name>ratscrew::PracticeDialog</name>
    <message>
        <location filename="../app/coach/PracticeDialog.cpp" line="+46"/>
        <source>The pile is empty.</source>
        <translation>El montón está vacío.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the pile: %1</source>
        <translation>En el montón: %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Drill:</source>
        <translation>&amp;Ejercicio:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every pattern of the rules</source>
        <translation>Todas las combinaciones de las reglas</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Weak spots: more %1</source>
        <extracomment>%1 is a list of pattern names to practise more, e.g. &quot;Double, Tens&quot;.</extracomment>
        <translation>Puntos débiles: más %1</translation>
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
        <translation>Constante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quick</source>
        <translation>Ágil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (a card every %2 s)</source>
        <translation>%1 (una carta cada %2 s)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+257"/>
        <source>&amp;Start</source>
        <translation>&amp;Comenzar</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Practice pile</source>
        <translation>Montón de práctica</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slap (%1)</source>
        <translation>Palmada (%1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pattern</source>
        <translation>Combinación</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hits</source>
        <translation>Aciertos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median (ms)</source>
        <translation>Mediana (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Misslaps</source>
        <translation>Palmadas en falso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Practice results per pattern</source>
        <translation>Resultados de la práctica por combinación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card that showed two patterns at once counts in the row of each, so the patterns&apos; rows can add up to more than the total.</source>
        <translation>Una carta que mostró dos combinaciones a la vez cuenta en la fila de cada una, así que las filas de las combinaciones pueden sumar más que el total.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a drill and press Start. Slap what matches: %1.</source>
        <translation>Elige un ejercicio y pulsa Comenzar. Palmea lo que encaje: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>%n of the %1 cards make a pattern.</source>
        <translation>
            <numerusform>%n de las %1 cartas forma una combinación.</numerusform>
            <numerusform>%n de las %1 cartas forman una combinación.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Drill over: %1 hits, %2 misslaps, %3 missed.</source>
        <translation>Ejercicio terminado: %1 aciertos, %2 palmadas en falso, %3 perdidas.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Card %1 of %2</source>
        <translation>Carta %1 de %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 — %2 ms</source>
        <translation>%1 — %2 ms</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Missed: %1 (%2)</source>
        <translation>Se te escapó: %1 (%2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Near no pattern</source>
        <translation>Sin combinación cercana</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>St&amp;op</source>
        <translation>&amp;Parar</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReactionChart</name>
    <message>
        <location filename="../app/career/CareerCharts.cpp" line="+181"/>
        <source>Reaction time per pattern</source>
        <translation>Tiempo de reacción por combinación</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 %2 ms</source>
        <translation>%1 %2 ms</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>you %1 ms (90 %: %2 ms)</source>
        <translation>tú %1 ms (90 %: %2 ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no slaps of yours</source>
        <translation>ninguna palmada tuya</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2; the bots&apos; medians: %3.</source>
        <translation>%1: %2; medianas de los bots: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+27"/>
        <source>No slaps</source>
        <translation>Sin palmadas</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You (median, whisker to 90 %)</source>
        <translation>Tú (mediana, línea hasta el 90 %)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Reaction time (ms)</source>
        <translation>Tiempo de reacción (ms)</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReactionHistogram</name>
    <message>
        <location filename="../app/charts/ChartWidgets.cpp" line="+26"/>
        <source>Reaction times</source>
        <translation>Tiempos de reacción</translation>
    </message>
    <message>
        <location line="+67"/>
        <location line="+12"/>
        <source>No slaps</source>
        <translation>Sin palmadas</translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>%n valid slap(s); median %1 s, fastest %2 s, slowest %3 s.</source>
        <translation>
            <numerusform>%n palmada válida; mediana %1 s, la más rápida %2 s, la más lenta %3 s.</numerusform>
            <numerusform>%n palmadas válidas; mediana %1 s, la más rápida %2 s, la más lenta %3 s.</numerusform>
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
        <translation>Tiempo de reacción (s)</translation>
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
        <translation>Las partidas no se guardan para continuarlas: no se puede crear la carpeta %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games are not saved for a resume: %1 is not a file, so it can never be taken. Remove it to have them saved again.</source>
        <translation>Las partidas no se guardan para continuarlas: %1 no es un archivo, así que nunca se podrá usar. Bórralo y se volverán a guardar.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games are not saved for a resume: %1 cannot be made in the folder %2.</source>
        <translation>Las partidas no se guardan para continuarlas: no se puede crear %1 en la carpeta %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>The saved game in %1 is held by Ratscrew on another computer (%2): games are not saved for a resume here until it quits, or until its lock has not been renewed for %n minute(s).</source>
        <translation>
            <numerusform>La partida guardada en %1 la tiene Ratscrew en otro ordenador (%2): aquí no se guardan partidas para continuarlas hasta que se cierre o hasta que su archivo de bloqueo lleve %n minuto sin renovarse.</numerusform>
            <numerusform>La partida guardada en %1 la tiene Ratscrew en otro ordenador (%2): aquí no se guardan partidas para continuarlas hasta que se cierre o hasta que su archivo de bloqueo lleve %n minutos sin renovarse.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another Ratscrew (process %1) is using the saved game in %2: this one&apos;s games are kept as records, but not saved for a resume while it runs.</source>
        <translation>Otro Ratscrew (proceso %1) está usando la partida guardada en %2: las partidas de aquí se guardan como registros, pero no para continuarlas mientras siga abierto.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games are not saved for a resume: the lock %1 names no running Ratscrew, but it cannot be removed.</source>
        <translation>Las partidas no se guardan para continuarlas: el archivo de bloqueo %1 no es de ningún Ratscrew abierto, pero no se puede borrar.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The folder %1 for game records cannot be made: this game is not kept.</source>
        <translation>No se puede crear la carpeta %1 de registros: esta partida no se guarda.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This game&apos;s record is not kept: %1</source>
        <translation>El registro de esta partida no se guarda: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The game in play cannot be saved for a resume: %1</source>
        <translation>La partida en curso no se puede guardar para continuarla: %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The game you left cannot be played on (%1); its file stays where it is.</source>
        <translation>No se puede continuar la partida que dejaste (%1); su archivo se queda donde está.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game you left cannot be played on (%1); its file is kept as %2.</source>
        <translation>No se puede continuar la partida que dejaste (%1); su archivo se guarda como %2.</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplayAnalysis</name>
    <message>
        <location filename="../app/replay/ReplayAnalysis.cpp" line="+82"/>
        <source>%1 slapped %2 ms before %3 on %4</source>
        <translation>%1 palmeó %2 ms antes que %3 sobre %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an empty table</source>
        <translation>una mesa vacía</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 beat %2 by %3 ms to the pile</source>
        <translation>%1 se adelantó %3 ms a %2 en el montón</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 beat %2 by %3 ms to %4</source>
        <translation>%1 se adelantó %3 ms a %2 en %4</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1 misslapped on an empty pile</source>
        <translation>%1 dio una palmada en falso con el montón vacío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 misslapped on %2</source>
        <translation>%1 dio una palmada en falso sobre %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 lost the challenge of %2 to %3</source>
        <translation>%1 perdió el desafío de %2 ante %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost a challenge to %2</source>
        <translation>%1 perdió un desafío ante %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+8"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>before any card was played</source>
        <translation>antes de que se jugara ninguna carta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms after the card was played</source>
        <translation>%1 ms después de jugarse la carta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms after the card landed</source>
        <translation>%1 ms después de caer la carta</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a stick: took the challenge over</source>
        <translation>se pegó y se quedó con el desafío</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a split: started the split pile</source>
        <translation>dividió y empezó el montón secundario</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>took the pile</source>
        <translation>se llevó el montón</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>took the pile (%1)</source>
        <translation>se llevó el montón (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a misslap</source>
        <translation>una palmada en falso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pressed again after taking the pile</source>
        <translation>pulsó otra vez tras llevarse el montón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too late: the pile was taken</source>
        <translation>demasiado tarde: alguien ya se había llevado el montón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed</source>
        <translation>no permitida</translation>
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
        <translation>antes que nadie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 ms after %2</source>
        <translation>%1 ms después de %2</translation>
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
        <translation>%1 de %2, a los %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before the first card</source>
        <translation>Antes de la primera carta</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You were first, %1 ms ahead of %2</source>
        <translation>Llegaste antes, %1 ms por delante de %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was first, %2 ms ahead of %3</source>
        <translation>%1 llegó antes, %2 ms por delante de %3</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplayWindow</name>
    <message>
        <location filename="../app/replay/ReplayWindow.cpp" line="+74"/>
        <source>deal %1</source>
        <translation>reparto %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay: %1</source>
        <translation>Repetición: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Replayed table</source>
        <translation>Mesa de la repetición</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+3"/>
        <source>Slap timing</source>
        <translation>Tiempos de las palmadas</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Decisive moments:</source>
        <translation>&amp;Momentos decisivos:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decisive moments</source>
        <translation>Momentos decisivos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click or press %1 to watch a moment in slow motion</source>
        <translation>Haz doble clic o pulsa %1 para ver un momento a cámara lenta</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Double-click or press %1 to watch it in slow motion</source>
        <translation>Haz doble clic o pulsa %1 para verlo a cámara lenta</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No close races, lost challenges or misslaps</source>
        <translation>Sin carreras ajustadas, desafíos perdidos ni palmadas en falso</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Largest s&amp;wings:</source>
        <translation>Mayores vu&amp;elcos:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest swings</source>
        <translation>Mayores vuelcos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click or press %1 to go there</source>
        <translation>Haz doble clic o pulsa %1 para ir a ese momento</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Go to Swing</source>
        <translation>&amp;Ir al vuelco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the swing</source>
        <translation>Ir al vuelco</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Step &amp;Back</source>
        <translation>Paso &amp;atrás</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step back</source>
        <translation>Paso atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action back (%1)</source>
        <translation>Una acción atrás (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+148"/>
        <source>&amp;Play</source>
        <translation>&amp;Reproducir</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>Play or pause (%1)</source>
        <translation>Reproducir o pausar (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;Forward</source>
        <translation>Paso a&amp;delante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step forward</source>
        <translation>Paso adelante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action forward (%1)</source>
        <translation>Una acción adelante (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Speed:</source>
        <translation>&amp;Velocidad:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed</source>
        <translation>Velocidad</translation>
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
        <translation>P&amp;osición:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position in the game</source>
        <translation>Posición en la partida</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game time</source>
        <translation>Tiempo de juego</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the replay</source>
        <translation>Cerrar la repetición</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What happened</source>
        <translation>Lo que pasó</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Click to go to that moment</source>
        <translation>Haz clic para ir a ese momento</translation>
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
        <translation>Sin vuelcos</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Working out the chances…</source>
        <translation>Calculando las probabilidades…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nobody has slapped yet.</source>
        <translation>Aún no ha palmeado nadie.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slow motion (%1×)</source>
        <translation>Cámara lenta (%1×)</translation>
    </message>
    <message>
        <location filename="../app/AppStartup.cpp" line="-137"/>
        <source>Reading %1…</source>
        <translation>Leyendo %1…</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplaysDialog</name>
    <message>
        <location filename="../app/replay/ReplaysDialog.cpp" line="+34"/>
        <location line="+164"/>
        <source>Replays</source>
        <translation>Repeticiones</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>&amp;Games kept (newest first):</source>
        <translation>Partidas &amp;guardadas (recientes primero):</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games kept</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Duración</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open</source>
        <translation>&amp;Abrir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the selected game</source>
        <translation>Abrir la partida seleccionada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;File…</source>
        <translation>Abrir a&amp;rchivo…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a record file</source>
        <translation>Abrir un archivo de registro</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Reading…</source>
        <translation>Leyendo…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>In play</source>
        <translation>En curso</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished</source>
        <translation>Sin terminar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won</source>
        <translation>Ganó %1</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>No games kept yet</source>
        <translation>Aún no hay partidas guardadas</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Opening %1…</source>
        <translation>Abriendo %1…</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Open a Game Record</source>
        <translation>Abrir un registro de partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Registros de partidas (*.json);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalGame</name>
    <message>
        <location filename="../app/rivals/RivalGame.cpp" line="+65"/>
        <source>Won in %1</source>
        <translation>Victoria en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost in %1</source>
        <translation>Derrota en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw at %1</source>
        <translation>Empate a los %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left at %1</source>
        <comment>the game was left unfinished at that time</comment>
        <translation>Sin terminar a los %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ratscrew — daily deal %1</source>
        <translation>Ratscrew — reparto del día %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratscrew — deal %1</source>
        <translation>Ratscrew — reparto %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n slap(s) won</source>
        <translation>
            <numerusform>%n palmada ganada</numerusform>
            <numerusform>%n palmadas ganadas</numerusform>
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
        <translation>Las dos partidas fueron iguales de principio a fin.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Until %1 your games were the same; then they went different ways.</source>
        <translation>Hasta los %1, las dos partidas fueron iguales; luego tomaron caminos distintos.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Until %1 your games were the same; then %2 slapped the %3 %4 ms before you.</source>
        <comment>%3 is a pattern&apos;s name</comment>
        <translation>Hasta los %1, las dos partidas fueron iguales; luego %2 palmeó la combinación «%3» %4 ms antes que tú.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Until %1 your games were the same; then you slapped the %2 %3 ms before %4.</source>
        <comment>%2 is a pattern&apos;s name</comment>
        <translation>Hasta los %1, las dos partidas fueron iguales; luego palmeaste la combinación «%2» %3 ms antes que %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Until %1 your games were the same; then %2 slapped the %3 and you did not.</source>
        <comment>%3 is a pattern&apos;s name</comment>
        <translation>Hasta los %1, las dos partidas fueron iguales; luego %2 palmeó la combinación «%3» y tú no.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Until %1 your games were the same; then you slapped the %2 and %3 did not.</source>
        <comment>%2 is a pattern&apos;s name</comment>
        <translation>Hasta los %1, las dos partidas fueron iguales; luego palmeaste la combinación «%2» y %3 no.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Until %1 your games were the same; then %2 slapped by mistake and you did not.</source>
        <translation>Hasta los %1, las dos partidas fueron iguales; luego %2 dio una palmada en falso y tú no.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Until %1 your games were the same; then you slapped by mistake and %2 did not.</source>
        <translation>Hasta los %1, las dos partidas fueron iguales; luego diste una palmada en falso y %2 no.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Until %1 your games were the same; then you and %2 played a card at different times.</source>
        <translation>Hasta los %1, las dos partidas fueron iguales; luego tu carta y la de %2 se jugaron en momentos distintos.</translation>
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
        <translation>No se puede crear la carpeta %1 de grabaciones.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The run is not kept: %1</source>
        <translation>La grabación no se guarda: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a run of deal %2.</source>
        <translation>%1 no es una grabación del reparto %2.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalsDialog</name>
    <message>
        <location filename="../app/rivals/RivalsDialog.cpp" line="+32"/>
        <source>Rivals of the Daily Deal of %1</source>
        <translation>Rivales del reparto del día del %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rivals of Deal %1</source>
        <translation>Rivales del reparto %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps won</source>
        <translation>Palmadas ganadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median</source>
        <translation>Mediana</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs of this deal</source>
        <translation>Grabaciones de este reparto</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>&amp;Race Ghost</source>
        <translation>&amp;Jugar contra el fantasma</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game of this deal with the selected player&apos;s ghost in place of the last bot</source>
        <translation>Una partida nueva de este reparto con el fantasma del jugador seleccionado en lugar del último bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Run…</source>
        <translation>A&amp;brir grabación…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You, %1</source>
        <translation>Tú, %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: you %2, %3 %4</source>
        <comment>%1 is a pattern&apos;s name; then the two median reaction times</comment>
        <translation>«%1»: tú %2, %3 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — the same</source>
        <comment>the two medians are equal</comment>
        <translation>%1 — iguales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — you were %2 ms faster</source>
        <translation>%1 — ventaja de %2 ms para ti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 was %3 ms faster</source>
        <translation>%1 — ventaja de %3 ms para %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You have no run of this deal yet: play it to see yours beside these.</source>
        <translation>Aún no tienes ninguna grabación de este reparto: juégalo para ver la tuya junto a estas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a friend&apos;s run of this deal to see it beside yours, and race its ghost.</source>
        <translation>Abre la grabación de un amigo de este reparto para verla junto a la tuya y jugar contra su fantasma.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You and %1 have no pattern both of you slapped.</source>
        <translation>No hay ninguna combinación palmeada tanto por ti como por %1.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RuleWorkshop</name>
    <message>
        <location filename="../app/workshop/RuleWorkshop.cpp" line="+53"/>
        <source>What these rules play like</source>
        <translation>Cómo son las partidas con estas reglas</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Simulating games</source>
        <translation>Simulando partidas</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Play %n minutes</source>
        <extracomment>Under the warning that games are long: sets the game length.</extracomment>
        <translation>
            <numerusform>Jugar %n minuto</numerusform>
            <numerusform>Jugar %n minutos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game length</source>
        <translation>Límite de tiempo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How piles are won</source>
        <translation>Cómo se ganan los montones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slappable cards per 100 played</source>
        <translation>Cartas palmeables por cada 100 jugadas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Misslaps</source>
        <translation>Palmadas en falso</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Simulating games…</source>
        <translation>Simulando partidas…</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>From %1 games of bots at this table of %n player(s).</source>
        <extracomment>Above the rule workshop&apos;s figures: %n is the number of players.</extracomment>
        <translation>
            <numerusform>Según %1 partidas de bots en esta mesa de %n jugador.</numerusform>
            <numerusform>Según %1 partidas de bots en esta mesa de %n jugadores.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Half of the games or more last over %1 hours.</source>
        <extracomment>The rule workshop&apos;s game length: %1 is a number of hours (6).</extracomment>
        <translation>La mitad de las partidas o más duran más de %1 horas.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>under a minute</source>
        <extracomment>A game length.</extracomment>
        <translation>menos de un minuto</translation>
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
        <translation>La mitad de las partidas termina en %1 o menos; más de 5 de cada 100 duran más de %2 horas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Half of the games are over within %1, 95 in 100 within %2.</source>
        <extracomment>The rule workshop&apos;s game length: %1 and %2 are lengths such as &quot;12 min&quot;.</extracomment>
        <translation>La mitad de las partidas termina en %1 o menos; 95 de cada 100, en %2 o menos.</translation>
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
        <translation>En el %1 de ellas se acaba el tiempo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Without a game length: %1</source>
        <extracomment>%1 is a sentence such as &quot;Half of the games are over within 12 min, …&quot;.</extracomment>
        <translation>Sin límite de tiempo: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of the games would still be going after %2 hours without a game length.</source>
        <translation>Sin límite de tiempo, el %1 de las partidas seguiría en marcha tras %2 horas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every game ends by itself within %1 hours.</source>
        <translation>Todas las partidas terminan solas en menos de %1 horas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>By a slap: %1. By a challenge: %2.</source>
        <extracomment>How piles are won: each %n is a share such as &quot;48 %&quot;.</extracomment>
        <translation>Con una palmada: %1. Con un desafío: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given away for a misslap: %1.</source>
        <translation>Cedido por una palmada en falso: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other ways: %1.</source>
        <translation>De otras formas: %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: %2</source>
        <extracomment>A row of the slappable cards, for a screen reader: %1 names a pattern, %2 is a number such as &quot;5.9&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No pattern is on.</source>
        <translation>No hay ninguna combinación activada.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The bots misslap %1 times a game, all together.</source>
        <extracomment>%1 is a number such as &quot;4.2&quot;.</extracomment>
        <translation>Los bots hacen en total %1 palmadas en falso por partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bots misslap %1 times a game, all together, in the games that end within %2 hours.</source>
        <extracomment>%1 is a number such as &quot;4.2&quot;; %2 a number of hours (6).</extracomment>
        <translation>Los bots hacen en total %1 palmadas en falso por partida, en las partidas que terminan en menos de %2 horas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No game ends within %1 hours. The bots misslap %2 times an hour, all together.</source>
        <extracomment>%1 is a number of hours (6); %2 a number such as &quot;160.5&quot;.</extracomment>
        <translation>Ninguna partida termina en menos de %1 horas. Los bots hacen en total %2 palmadas en falso por hora.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ %1 of these games would still be going after %2 hours, and they have no game length.</source>
        <extracomment>The rule workshop&apos;s warning: %1 is a share of games such as &quot;91 %&quot;; %2 a number of hours (6).</extracomment>
        <translation>⚠ El %1 de estas partidas seguiría en marcha tras %2 horas, y no tienen límite de tiempo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⚠ Half of these games last longer than %1, and they have no game length.</source>
        <extracomment>The rule workshop&apos;s warning: %1 is a game length such as &quot;47 min&quot; or &quot;1 h 12 min&quot;.</extracomment>
        <translation>⚠ La mitad de estas partidas duran más de %1 y no tienen límite de tiempo.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RulesPage</name>
    <message>
        <location filename="../app/settings/RulesPage.cpp" line="+71"/>
        <source>Penalt&amp;y:</source>
        <translation>Penali&amp;zación:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burn cards under the pile</source>
        <translation>Quemar cartas bajo el montón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the pile away</source>
        <translation>Ceder el montón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No penalty</source>
        <translation>Sin penalización</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked out for a few cards</source>
        <translation>Bloqueo durante unas cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a misslap: put cards from your hand under the pile, the pile goes to the player who played its top card, nothing happens, or you may not slap until a few more cards have been played.</source>
        <translation>Tras una palmada en falso: pones cartas de tu mano bajo el montón, el montón pasa al jugador que jugó su carta de arriba, no pasa nada, o no puedes palmear hasta que se jueguen unas cartas más.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Locked out for:</source>
        <translation>Bloqueado durante:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Lockout penalty: how many cards must be played onto either pile before a misslapper may slap again.</source>
        <translation>Con la penalización de bloqueo: cuántas cartas deben jugarse en cualquiera de los montones antes de que quien hizo una palmada en falso pueda volver a palmear.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 card</source>
        <translation>1 carta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 cards</source>
        <translation>2 cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;burned:</source>
        <translation>Cartas &amp;quemadas:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Out of the game</source>
        <translation>Quedar fuera</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sit out a few cards</source>
        <translation>Descansar unas cartas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winning a pile</source>
        <translation>Ganar un montón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Collect:</source>
        <translation>Re&amp;cogida:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At once</source>
        <translation>Al instante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a short delay</source>
        <translation>Tras una breve espera</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Misslaps</source>
        <translation>Palmadas en falso</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source> card(s)</source>
        <extracomment>After a number of cards, as in &quot;Locked out for: 5 cards&quot;; it begins with a space.</extracomment>
        <translation>
            <numerusform> carta</numerusform>
            <numerusform> cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How many cards a misslap costs (with the Burn penalty).</source>
        <translation>Cuántas cartas cuesta una palmada en falso (con la penalización «Quemar cartas»).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Misslaps in a ro&amp;w:</source>
        <translation>Palmadas en falso seg&amp;uidas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who misslaps on more cards in a row than this is out of the game. Two misslaps on one card count once.</source>
        <translation>Quien palmea en falso sobre más cartas seguidas que las indicadas queda fuera. Dos palmadas en falso sobre la misma carta cuentan una vez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A&amp;fter a misslap, the slapper plays next</source>
        <translation>Tras una palmada en falso, juega quien &amp;ha palmeado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After burning cards for a misslap, that player turns the next card (not while a challenge is answered or a pile waits to be collected).</source>
        <translation>Tras quemar cartas por una palmada en falso, ese jugador juega la siguiente carta (no mientras se responde un desafío ni mientras un montón espera a ser recogido).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslap with n&amp;o cards:</source>
        <translation>Palmada en falso, &amp;ya sin cartas:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player with no cards who misslaps is out, or may not slap until as many cards have been played as other players hold cards.</source>
        <translation>Quien palmea en falso sin cartas queda fuera, o no puede palmear hasta que se haya jugado una carta por cada uno de los demás jugadores que aún tengan cartas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When a challenge is lost: the pile goes to the challenger at once, or stays for a moment and can still be slapped.</source>
        <translation>Cuando se pierde un desafío: el montón pasa al desafiante al instante, o se queda un momento y aún se puede palmear.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Collect &amp;delay:</source>
        <translation>&amp;Demora de recogida:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long a lost challenge&apos;s pile waits before it is collected.</source>
        <translation>Cuánto espera el montón de un desafío perdido antes de ser recogido.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt to play:</source>
        <translation>S&amp;iguiente en jugar:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pile&apos;s winner</source>
        <translation>El ganador del montón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player after the winner</source>
        <translation>El jugador que va después del ganador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays the first card after a pile was won.</source>
        <translation>Quién juega la primera carta después de ganar un montón.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A ten stops a challenge</source>
        <translation>Un diez detiene un desafío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answering a challenge with a 10 ends it: nobody wins the pile, and the next player plays on.</source>
        <translation>Responder a un desafío con un 10 lo termina: nadie gana el montón y el siguiente jugador sigue jugando.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slap in wit&amp;h no cards</source>
        <translation>Volver pal&amp;meando sin cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players whose hand is empty may still slap to win a pile and get back in.</source>
        <translation>Los jugadores sin cartas en la mano aún pueden palmear para ganar un montón y volver a la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck and winning</source>
        <translation>Baraja y victoria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Jokers:</source>
        <translation>C&amp;omodines:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None (52 cards)</source>
        <translation>Ninguno (52 cartas)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Two (54 cards)</source>
        <translation>Dos (54 cartas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jokers only matter with the Joker pattern.</source>
        <translation>Los comodines solo importan con la combinación «Comodín».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W&amp;inner:</source>
        <translation>&amp;Gana:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds every card</source>
        <translation>Quien tenga todas las cartas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last player with cards in hand</source>
        <translation>El último jugador con cartas en la mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the game ends: when one player has all the cards, or as soon as only one player has cards in hand (cards on the pile do not count).</source>
        <translation>Cuándo termina la partida: cuando un jugador tiene todas las cartas, o en cuanto solo un jugador tiene cartas en la mano (las cartas del montón no cuentan).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer plays first</source>
        <translation>Empieza el repartidor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first card is dealt to the player who plays first: the dealer, as in Slaps, or else the player to the dealer&apos;s left.</source>
        <translation>La primera carta es para quien juega primero: el propio repartidor, como en Slaps, o si no el jugador a su izquierda.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A house version of the Bicycle rules. The default.</source>
        <translation>Una versión casera de las reglas Bicycle. La predeterminada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Bicycle-style rule texts as printed.</source>
        <translation>Los textos de reglas al estilo Bicycle tal como se publicaron.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its basic rules.</source>
        <translation>La página de un jugador sobre «Slaps», con sus reglas básicas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its advanced rules.</source>
        <translation>La página de un jugador sobre «Slaps», con sus reglas avanzadas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A classic rule text.</source>
        <translation>Un texto de reglas clásico.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its advanced rules and both calls: sticky kings and split eights.</source>
        <translation>La página de un jugador sobre «Slaps», con sus reglas avanzadas y los dos cantes: reyes pegajosos y ochos divididos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of options. Pick a preset to start again from one.</source>
        <translation>Tu propia combinación de opciones. Elige una variante para volver a partir de ella.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Preset</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pr&amp;eset:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A preset loads a whole rule set; changing any option below makes it “Custom”.</source>
        <translation>Una variante carga un reglamento completo; cambiar cualquier opción de abajo la convierte en «Personalizada».</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pick a saved rule set</source>
        <translation>Elige un conjunto de reglas guardado</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved rule sets</source>
        <translation>Conjuntos de reglas guardados</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved:</source>
        <translation>Guardados:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own rule sets, with their game length. Picking one loads it; nothing is kept until OK or Apply.</source>
        <translation>Tus propios conjuntos de reglas, con su límite de tiempo. Elegir uno lo carga; nada se guarda hasta Aceptar o Aplicar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rule code</source>
        <translation>Código de reglas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type or paste a rule code; Enter reads it.</source>
        <translation>Escribe o pega un código de reglas; Intro lo lee.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>The code is copied: paste it to anyone who should play these rules.</source>
        <translation>El código está copiado: pégaselo a quien deba jugar con estas reglas.</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rule code:</source>
        <translation>Código de reglas:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules and the game length as a code. Anyone can paste it here, or start the game with --rules and the code.</source>
        <translation>Estas reglas y el límite de tiempo como código. Cualquiera puede pegarlo aquí o iniciar el juego con --rules y el código.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>This is not a rule code: a rule code looks like %1.</source>
        <extracomment>%1 is what a rule code looks like, &quot;R2-XXXX-XXXX-XXXX-XXXX&quot;.</extracomment>
        <translation>Esto no es un código de reglas; un código de reglas tiene la forma %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code comes from a newer version of the game (code version %1); this one reads version %2.</source>
        <translation>Este código de reglas viene de una versión más reciente del juego (versión de código %1); esta lee la versión %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code is of version %1, which this version of the game does not read.</source>
        <translation>Este código de reglas es de la versión %1, que esta versión del juego no lee.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A rule code cannot have the character “%1” in it.</source>
        <extracomment>%1 is the character, in quotes.</extracomment>
        <translation>Un código de reglas no puede contener el carácter «%1».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This rule code is too long: it has more than %1 characters after “R%2-”.</source>
        <translation>Este código de reglas es demasiado largo: tiene más de %1 caracteres tras «R%2-».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This rule code is cut short: it has %1 of its %2 characters.</source>
        <extracomment>%1 and %2 are numbers of characters.</extracomment>
        <translation>Este código de reglas está incompleto: tiene %1 de sus %2 caracteres.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code has a typo: its check characters do not match.</source>
        <translation>Este código de reglas tiene una errata: sus caracteres de control no coinciden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This rule code has an option out of range (%1).</source>
        <extracomment>%1 is the name of a rule option, such as lockout_cards.</extracomment>
        <translation>Este código de reglas tiene una opción fuera de rango (%1).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ %1 The rules are unchanged.</source>
        <extracomment>%1 says why a rule code was not read.</extracomment>
        <translation>⚠ %1 Las reglas no cambian.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The rules of the code are in place.</source>
        <translation>Ya se aplican las reglas del código.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+7"/>
        <location line="+8"/>
        <source>Save the Rule Set</source>
        <translation>Guardar el conjunto de reglas</translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source>%n rule set(s) are kept already: delete one to save another.</source>
        <translation>
            <numerusform>Ya hay %n conjunto de reglas guardado: elimínalo para guardar otro.</numerusform>
            <numerusform>Ya hay %n conjuntos de reglas guardados: elimina uno para guardar otro.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Name of the rule set:</source>
        <translation>Nombre del conjunto de reglas:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Replace the rule set “%1”?</source>
        <extracomment>%1 is the name of a saved rule set.</extracomment>
        <translation>¿Reemplazar el conjunto de reglas «%1»?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Delete the Rule Set</source>
        <translation>Eliminar el conjunto de reglas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the rule set “%1”?</source>
        <extracomment>%1 is the name of a saved rule set.</extracomment>
        <translation>¿Eliminar el conjunto de reglas «%1»?</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Share these rules with this code: anyone can paste it here, or start the game with --rules and the code.</source>
        <translation>Comparte estas reglas con este código: cualquiera puede pegarlo aquí o iniciar el juego con --rules y el código.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Slap patterns</source>
        <translation>Combinaciones para palmear</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pile may be slapped when one of the ticked patterns is on top. Point at a pattern to see when it matches.</source>
        <translation>Se puede palmear el montón cuando arriba hay una de las combinaciones marcadas. Pasa el ratón por una combinación para ver cuándo se cumple.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (see “Only three of”)</source>
        <translation>%1 (ver «Solo tríos de»)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tens:</source>
        <translation>Suma diez:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tens across a &amp;letter card</source>
        <translation>&amp;Suma diez con carta de desafío en medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Tens pattern: two number cards adding up to 10 also count with a J, Q, K or A between them (A K 9).</source>
        <translation>Con la combinación «Suma diez»: dos cartas numéricas que suman 10 también cuentan con una J, Q, K o A entre ellas (A K 9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace in a r&amp;un:</source>
        <translation>As en la esca&amp;lera:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High only (J Q K A)</source>
        <translation>Solo alto (J Q K A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High or low (A 2 3 4)</source>
        <translation>Alto o bajo (A 2 3 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round the corner (K A 2 3)</source>
        <translation>Dando la vuelta (K A 2 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How an ace counts in Four in a row: above the king, also below the 2, or with the ranks going round.</source>
        <translation>Cómo cuenta el as en «Escalera de cuatro»: por encima del rey, también por debajo del 2, o con los valores dando la vuelta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only &amp;three of:</source>
        <translation>Solo &amp;tríos de:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards of this number rank are only slapped as three in a row (Triple); two of them never count as a Double, Sandwich or Top and bottom.</source>
        <translation>Las cartas de este valor numérico solo se palmean como tres seguidas («Trío»); dos de ellas nunca cuentan como «Pareja», «Sándwich» ni «Arriba y abajo».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Never slap on:</source>
        <translation>&amp;Nunca palmear con:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing may be slapped while a card of this rank is on top.</source>
        <translation>No se puede palmear nada mientras haya arriba una carta de este valor.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Until one player has every card</source>
        <translation>Hasta que un jugador tenga todas las cartas</translation>
    </message>
    <message numerus="yes">
        <location line="-218"/>
        <location line="+220"/>
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game length:</source>
        <translation>Límite de tiempo:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When time is up the player with the most cards in hand wins (a tie is a draw); paused time does not count. Until one player has every card is the original rule: a game may then go on for hours.</source>
        <translation>Cuando se acaba el tiempo, gana el jugador con más cartas en la mano (si hay empate, nadie gana); el tiempo en pausa no cuenta. «Hasta que un jugador tenga todas las cartas» es la regla original: entonces una partida puede durar horas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Calls</source>
        <translation>Cantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call is a slap on a card that makes no pattern but is still right. It wins no cards, but it changes who plays.</source>
        <translation>Un cante es una palmada sobre una carta que no forma ninguna combinación pero que aun así es correcta. No gana cartas, pero cambia quién juega.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A stick: when a challenger has just played one of the ticked letter cards, any other player except the one answering may slap it and take the challenge over, as if they had played it.</source>
        <translation>Pegarse: cuando un desafiante acaba de jugar una de las cartas de desafío marcadas, cualquier otro jugador salvo el que responde puede palmearla y quedarse con el desafío, como si la hubiera jugado él.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sticky %1</source>
        <extracomment>A check box of the sticky faces: %1 is a letter rank (J, Q, K or A).</extracomment>
        <translation>%1 pegajosa</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sticky faces:</source>
        <translation>Cartas de desafío pegajosas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split eights (slap an &amp;8)</source>
        <translation>Ochos divididos (palmear un &amp;8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A split: slap an 8 on top of the pile (outside a challenge) and your next card starts a second pile beside it. Until one of the two piles is won, each turn plays two cards, one onto each pile.</source>
        <translation>Dividir: palmea un 8 que esté arriba del montón (fuera de un desafío) y tu siguiente carta empieza un segundo montón a su lado. Hasta que se gane uno de los dos montones, en cada turno se juegan dos cartas, una en cada montón.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Comes with “Only three of” below: pick a rank there to make three of it the only way to slap that rank.</source>
        <translation>Va con «Solo tríos de», más abajo: elige ahí un valor para que el trío sea la única forma de palmear ese valor.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RunCheck</name>
    <message>
        <location filename="../app/rivals/RunCheck.cpp" line="+168"/>
        <source>The run is not one person&apos;s game against bots.</source>
        <translation>La grabación no es la partida de una sola persona contra bots.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run&apos;s game was played by an older Ratscrew, whose cards did not land.</source>
        <translation>La partida de la grabación se jugó con una versión antigua de Ratscrew, en la que las cartas aún no caían sobre la mesa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards of the run are not those of deal %1.</source>
        <translation>Las cartas de la grabación no son las del reparto %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run&apos;s game does not replay: at %1 its bots would not have done what the record says.</source>
        <translation>La partida de la grabación no se reproduce igual: a los %1, sus bots no habrían hecho lo que dice el registro.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The reaction times in the run are not those of its game.</source>
        <translation>Los tiempos de reacción de la grabación no son los de su partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reaction times are not a person&apos;s: their median is %1 ms, faster than %2 ms.</source>
        <translation>Los tiempos de reacción no son de una persona: su mediana es de %1 ms, por debajo de %2 ms.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The reaction times are not a person&apos;s: %1 was slapped in %2 ms at the median, faster than %3 ms.</source>
        <comment>%1 is a pattern&apos;s name</comment>
        <translation>Los tiempos de reacción no son de una persona: la combinación «%1» se palmeó con una mediana de %2 ms, por debajo de %3 ms.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The reaction times are not a person&apos;s: they are too even.</source>
        <translation>Los tiempos de reacción no son de una persona: son demasiado regulares.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SeatInput</name>
    <message>
        <location filename="../app/rig/SeatInput.cpp" line="+32"/>
        <source>%1 is out of the game.</source>
        <translation>%1 está fuera de la partida.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You are out of the game.</source>
        <translation>Estás fuera de la partida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not %1&apos;s turn: %2 plays next.</source>
        <translation>No es el turno de %1: ahora juega %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not your turn: %1 plays next.</source>
        <translation>No es tu turno: ahora juega %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the pile to be collected.</source>
        <translation>Espera a que se recoja el montón.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 and %2 slapped in the same millisecond: %1&apos;s key came first.</source>
        <translation>%1 y %2 palmearon en el mismo milisegundo: la tecla de %1 llegó primero.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SeatLineChart</name>
    <message>
        <location filename="../app/charts/SeatLineChart.cpp" line="+29"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Nothing yet</source>
        <translation>Aún no hay datos</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Game time (min)</source>
        <translation>Tiempo de juego (min)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game time (s)</source>
        <translation>Tiempo de juego (s)</translation>
    </message>
</context>
<context>
    <name>ratscrew::SettingsDialog</name>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="+48"/>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Settings pages</source>
        <translation>Páginas de configuración</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Player and rule changes apply from the next game; sound and appearance change at once.</source>
        <translation>Los cambios de jugadores y reglas se aplican desde la próxima partida; el sonido y la apariencia cambian al instante.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Appearance</source>
        <translation>Apariencia</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>on</source>
        <comment>a check box</comment>
        <translation>activado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <comment>a check box</comment>
        <translation>desactivado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <comment>no key</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your settings were saved by a newer Ratscrew; what this version does not know is left as it is.</source>
        <translation>Tu configuración se guardó con una versión más reciente de Ratscrew; lo que esta versión no conoce se queda como está.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One of your saved rule sets could not be read, so it is not offered under Settings ▸ %1.</source>
        <translation>Uno de tus conjuntos de reglas guardados no se pudo leer, así que no aparece en Configuración ▸ %1.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The saved “%1” could not be used as it was; it is now “%2” (Settings ▸ %3).</source>
        <translation>El valor guardado de «%1» no se ha podido usar tal cual; ahora es «%2» (Configuración ▸ %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved “%1” could not be used as it was and was changed (Settings ▸ %2).</source>
        <translation>El valor guardado de «%1» no se ha podido usar tal cual y se ha cambiado (Configuración ▸ %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A saved setting under Settings ▸ %1 could not be used as it was and was changed.</source>
        <translation>Un valor guardado en Configuración ▸ %1 no se ha podido usar tal cual y se ha cambiado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved setting could not be used as it was and was changed.</source>
        <translation>Un valor guardado no se ha podido usar tal cual y se ha cambiado.</translation>
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
        <translation>Tus ajustes en %1 no se pueden leer: el juego empieza con los ajustes predeterminados y no guarda nada.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The settings file %1 is not a regular file: the game starts with the default settings and saves nothing.</source>
        <translation>El archivo de ajustes %1 no es un archivo normal: el juego empieza con los ajustes predeterminados y no guarda nada.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file %1 is larger than 1 MiB and was not read: the game starts with the default settings and leaves the file as it is.</source>
        <translation>El archivo de ajustes %1 ocupa más de 1 MiB y no se ha leído: el juego empieza con los ajustes predeterminados y deja el archivo como está.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The settings file %1 cannot be read: the game starts with the default settings and leaves the file as it is.</source>
        <translation>El archivo de ajustes %1 no se puede leer: el juego empieza con los ajustes predeterminados y deja el archivo como está.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+23"/>
        <source>Your settings cannot be saved: %1 cannot be written. Changes last until you quit.</source>
        <translation>Tus ajustes no se pueden guardar: no se puede escribir en %1. Los cambios duran hasta que salgas.</translation>
    </message>
</context>
<context>
    <name>ratscrew::ShareDialog</name>
    <message>
        <location filename="../app/rivals/ShareDialog.cpp" line="+27"/>
        <source>Share This Game</source>
        <translation>Compartir esta partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste the text anywhere. Send the run to a friend: Ratscrew checks it when they open it, and they can race your ghost on the same deal.</source>
        <translation>Pega el texto donde quieras. Envía la grabación a un amigo: Ratscrew la comprobará cuando la abra y podrá jugar contra tu fantasma en el mismo reparto.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Text to share</source>
        <translation>Texto para compartir</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>&amp;Copy Text</source>
        <translation>Copiar &amp;texto</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Save Run…</source>
        <translation>&amp;Guardar grabación…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copied ✓</source>
        <comment>the text is on the clipboard</comment>
        <translation>Copiado ✓</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The run is saved as %1.</source>
        <translation>La grabación se ha guardado como %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run is not saved: %1</source>
        <translation>La grabación no se ha guardado: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save Run</source>
        <translation>Guardar grabación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratscrew runs (*%1)</source>
        <translation>Grabaciones de Ratscrew (*%1)</translation>
    </message>
</context>
<context>
    <name>ratscrew::SoundPage</name>
    <message>
        <location filename="../app/settings/SoundPage.cpp" line="+17"/>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Volume</source>
        <translation>Volumen</translation>
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
        <translation>&amp;Volumen:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How loud the game&apos;s sounds are.</source>
        <translation>El volumen de los sonidos del juego.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute all sounds</source>
        <translation>Silenciar &amp;todo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sound at all; the volume is kept for later.</source>
        <translation>Ningún sonido; el volumen se conserva para más adelante.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test</source>
        <translation>Pr&amp;obar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays a slap at the volume above.</source>
        <translation>Reproduce una palmada con el volumen de arriba.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sound in this run.</source>
        <translation>Sin sonido en esta sesión.</translation>
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
        <translation>Contra los bots, el porcentaje de sus palmadas más lentas que tu mediana de %1 ms: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Against yourself: your median of %1 ms is faster than %2 of your last %n slap(s).</source>
        <translation>
            <numerusform>Contra ti mismo: tu mediana de %1 ms es más rápida que el %2 de tu última palmada.</numerusform>
            <numerusform>Contra ti mismo: tu mediana de %1 ms es más rápida que el %2 de tus últimas %n palmadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Against yourself: your median of %1 ms is faster than %2 of your %n game median(s).</source>
        <translation>
            <numerusform>Contra ti mismo: tu mediana de %1 ms es más rápida que el %2 de la mediana de %n partida.</numerusform>
            <numerusform>Contra ti mismo: tu mediana de %1 ms es más rápida que el %2 de las medianas de tus %n partidas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::StatisticsDialog</name>
    <message>
        <location filename="../app/career/StatisticsDialog.cpp" line="+99"/>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglas:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Period:</source>
        <translation>&amp;Periodo:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All time</source>
        <translation>Desde siempre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 30 days</source>
        <translation>Últimos 30 días</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>Últimos 12 meses</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reading the statistics…</source>
        <translation>Leyendo las estadísticas…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Win rate</source>
        <translation>Porcentaje de &amp;victorias</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+13"/>
        <source>Slap</source>
        <translation>Palmada</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>You: median (ms)</source>
        <translation>Tú: mediana (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You: 90 % (ms)</source>
        <translation>Tú: 90 % (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your slaps</source>
        <translation>Tus palmadas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are faster than</source>
        <translation>Eres más rápido que</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reaction time per pattern</source>
        <translation>Tiempo de reacción por combinación</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reaction &amp;times</source>
        <translation>&amp;Tiempos de reacción</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>False slaps</source>
        <translation>Palmadas en falso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Of those, too late</source>
        <translation>De ellas, tarde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy per pattern</source>
        <translation>Precisión por combinación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Accuracy</source>
        <translation>Pre&amp;cisión</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export to CSV…</source>
        <translation>&amp;Exportar a CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;set Statistics…</source>
        <translation>&amp;Borrar estadísticas…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Stick</source>
        <translation>Pegarse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split</source>
        <translation>Dividir</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+158"/>
        <source>Statistics are not kept in this run.</source>
        <translation>En esta sesión no se guardan estadísticas.</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>No games yet: your statistics start with your first game.</source>
        <translation>Aún no hay partidas: tus estadísticas empiezan con tu primera partida.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All rules</source>
        <translation>Todas las reglas</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Games finished: %1 (won %2, lost %3, draws %4); left unfinished: %5.</source>
        <translation>Partidas terminadas: %1 (ganadas %2, perdidas %3, empates %4); sin terminar: %5.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ended when time was up: %1 (you held the most cards %2, another player %3; ties %4).</source>
        <translation>Terminadas al acabarse el tiempo: %1 (tú con más cartas: %2; otro jugador: %3; empates: %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Win rate: %1 %. Won in a row now: %2; longest run: %3.</source>
        <translation>Porcentaje de victorias: %1 %. Victorias seguidas ahora: %2; mejor racha: %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your slaps: %1 good, %n misslap(s).</source>
        <translation>
            <numerusform>Tus palmadas: %1 buenas, %n en falso.</numerusform>
            <numerusform>Tus palmadas: %1 buenas, %n en falso.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fastest slap %1 ms (%2)</source>
        <translation>palmada más rápida %1 ms (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>best game median %1 ms</source>
        <translation>mejor mediana de una partida %1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>quickest win %1</source>
        <translation>victoria más rápida %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Personal bests: %1.</source>
        <translation>Mejores marcas: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your latest game:</source>
        <translation>Tu última partida:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>mixed levels</source>
        <translation>niveles mezclados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against %2</source>
        <translation>%1 contra %2</translation>
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
            <numerusform>En %n partida con probabilidades calculadas, tu velocidad te hizo ganar un %1 más de partidas de las que habrías ganado solo con la suerte (±%2), y las cartas %3.</numerusform>
            <numerusform>En las %n partidas con probabilidades calculadas, tu velocidad te hizo ganar un %1 más de partidas de las que habrías ganado solo con la suerte (±%2), y las cartas %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Over the %n game(s) whose chances were worked out, your speed lost you %1 of the games luck alone would have won (±%2), and the cards %3.</source>
        <translation>
            <numerusform>En %n partida con probabilidades calculadas, tu velocidad te hizo perder un %1 de las partidas que habrías ganado solo con la suerte (±%2), y las cartas %3.</numerusform>
            <numerusform>En las %n partidas con probabilidades calculadas, tu velocidad te hizo perder un %1 de las partidas que habrías ganado solo con la suerte (±%2), y las cartas %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>brought you %1 more</source>
        <translation>te dieron un %1 más</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cost you %1</source>
        <translation>te costaron un %1</translation>
    </message>
    <message>
        <location line="-360"/>
        <location line="+4"/>
        <location line="+312"/>
        <source>Export Statistics</source>
        <translation>Exportar estadísticas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <location line="-316"/>
        <source>The games are in %1 and their slaps in %2.</source>
        <translation>Las partidas están en %1 y sus palmadas en %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics could not be written to %1: %2</source>
        <translation>No se pudieron escribir las estadísticas en %1: %2</translation>
    </message>
    <message>
        <location line="+225"/>
        <source>the statistics file cannot be read</source>
        <translation>el archivo de estadísticas no se puede leer</translation>
    </message>
    <message>
        <location line="+98"/>
        <location line="+8"/>
        <source>Reset Statistics</source>
        <translation>Borrar estadísticas</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Delete every game, slap and practice result kept so far? This cannot be undone. A game in play is kept and counted when it ends.</source>
        <translation>¿Borrar todas las partidas, palmadas y resultados de práctica guardados hasta ahora? No se puede deshacer. Una partida en curso se conserva y cuenta cuando termine.</translation>
    </message>
</context>
<context>
    <name>ratscrew::StatusLines</name>
    <message>
        <location filename="../app/MainWindowPanels.cpp" line="+45"/>
        <source>What just happened in the game</source>
        <translation>Lo que acaba de pasar en la partida</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The coach: how fast each slap was, and what you missed</source>
        <translation>El entrenador: la rapidez de cada palmada y lo que se te escapó</translation>
    </message>
</context>
<context>
    <name>ratscrew::Storyteller</name>
    <message>
        <location filename="../app/story/Storyteller.cpp" line="+511"/>
        <source>Game not finished</source>
        <translation>Partida sin terminar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins</source>
        <translation>Gana %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw</source>
        <translation>Empate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ You win!</source>
        <translation>★ ¡Has ganado!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>★ %1 wins!</source>
        <translation>★ ¡Gana %1!</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The end: a draw at the limit of %n card play(s).</source>
        <translation>
            <numerusform>Fin: empate al llegar al límite de %n carta jugada.</numerusform>
            <numerusform>Fin: empate al llegar al límite de %n cartas jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the record: the game was left unfinished.</source>
        <translation>Fin del registro: la partida quedó sin terminar.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+43"/>
        <source>The end: a draw.</source>
        <translation>Fin: empate.</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>The end: %1 won the game.</source>
        <translation>Fin: %1 ganó la partida.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time is up</source>
        <translation>Se acabó el tiempo</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Time is up: you win with %n cards</source>
        <translation>
            <numerusform>Se acabó el tiempo: ganas con %n carta</numerusform>
            <numerusform>Se acabó el tiempo: ganas con %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: %1 wins with %n cards</source>
        <translation>
            <numerusform>Se acabó el tiempo: %1 gana con %n carta</numerusform>
            <numerusform>Se acabó el tiempo: %1 gana con %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Time is up: you tie with %1 on %n cards</source>
        <extracomment>A title: %1 is one name or a list of names (&quot;Ann and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Se acabó el tiempo: empatas con %1 a %n carta</numerusform>
            <numerusform>Se acabó el tiempo: empatas con %1 a %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Time is up: %1 tie on %n cards</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Se acabó el tiempo: %1 empatan a %n carta</numerusform>
            <numerusform>Se acabó el tiempo: %1 empatan a %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The end: time was up, and %1 won with the most cards.</source>
        <translation>Fin: se acabó el tiempo y %1 ganó por tener más cartas.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The end: time was up, and %1 tied on %n cards: a draw.</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Fin: se acabó el tiempo y %1 empataron a %n carta: empate.</numerusform>
            <numerusform>Fin: se acabó el tiempo y %1 empataron a %n cartas: empate.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-533"/>
        <source>— Deal %1 —</source>
        <translation>— Reparto %1 —</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— Daily deal, %1 (deal %2) —</source>
        <translation>— Reparto del día, %1 (reparto %2) —</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— Resumed: deal %1, left at %2 —</source>
        <translation>— Reanudada: reparto %1, dejada en %2 —</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— New game —</source>
        <translation>— Nueva partida —</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New game: you play first.</source>
        <translation>Nueva partida: empiezas tú.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game: %1 plays first.</source>
        <translation>Nueva partida: empieza %1.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 slapped on an empty pile</source>
        <translation>%1: palmada en falso con el montón vacío</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped on nothing (top: %2)</source>
        <translation>%1: palmada en falso (arriba: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped on nothing (top: %2; %3)</source>
        <translation>%1: palmada en falso (arriba: %2; %3)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You slapped on nothing: %1 burned.</source>
        <translation>Das una palmada en falso y quemas %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing: %2 burned.</source>
        <translation>%1 da una palmada en falso y quema %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last %1 go under the pile.</source>
        <translation>Lo que te queda (%1) va bajo el montón.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s last %2 go under the pile.</source>
        <translation>Lo que le queda a %1 (%2) va bajo el montón.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — burned %2 under the pile.</source>
        <translation>%1 — cartas quemadas bajo el montón: %2.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 — locked out for %2.</source>
        <translation>%1 — bloqueado durante %2.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>You slapped on nothing.</source>
        <translation>Das una palmada en falso.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing.</source>
        <translation>%1 da una palmada en falso.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No call: %1.</source>
        <translation>No hay cante: %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You played %1.</source>
        <translation>Juegas %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 played %2.</source>
        <translation>%1 juega %2.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 played %2 — challenge, but nobody else has cards.</source>
        <translation>%1: %2 — desafío, pero nadie más tiene cartas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played %2 — challenge: you must answer within %3.</source>
        <translation>%1: %2 — desafío: tienes %3 para responder.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — challenge: %3 must answer within %4.</source>
        <translation>%1: %2 — desafío: %3 tiene %4 para responder.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — the ten stops the challenge; nobody wins the pile.</source>
        <translation>%1: %2 — el diez detiene el desafío; nadie gana el montón.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — no cards left, and nobody else can answer.</source>
        <translation>%1: %2 — sin cartas, y nadie más puede responder.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 (no chances left).</source>
        <translation>%1: %2 (sin más oportunidades).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played %2 (%3 left).</source>
        <translation>%1: %2 (aún tiene %3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played %2 — no cards left; you answer on (%3 left).</source>
        <translation>%1: %2 — sin cartas; te toca responder (aún tienes %3).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 — no cards left; %3 answers on (%4 left).</source>
        <translation>%1: %2 — sin cartas; le toca responder a %3 (aún tiene %4).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You are out and cannot slap any more.</source>
        <translation>Estás fuera y ya no puedes palmear.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cannot slap: you are out.</source>
        <translation>No puedes palmear: estás fuera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no cards: in these rules you cannot slap.</source>
        <translation>No tienes cartas: con estas reglas no puedes palmear.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot slap with no cards in these rules.</source>
        <translation>Con estas reglas no puedes palmear sin cartas.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 slapped on nothing: you take the pile (%2).</source>
        <translation>%1: palmada en falso; te llevas el montón (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing: %2 takes the pile (%3).</source>
        <translation>%1: palmada en falso; %2 se lleva el montón (%3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — you take the pile (%2) as the penalty.</source>
        <translation>%1 — te llevas el montón (%2) como penalización.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 takes the pile (%3) as the penalty.</source>
        <translation>%1 — %2 se lleva el montón (%3) como penalización.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 in %2</source>
        <comment>what was slapped, then how fast: &quot;a double 7-7 in 410 ms&quot;</comment>
        <translation>%1 en %2</translation>
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
        <translation>Palmeas %1 y te llevas %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped %2 and takes %3.</source>
        <translation>%1 palmea %2 y se lleva %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You slapped %1 — %2 — and take %3.</source>
        <extracomment>%1 is how early, e.g. &quot;120 ms before the card was visible&quot;; %2 what was slapped; %3 the cards.</extracomment>
        <translation>Palmeas %1 — %2 — y te llevas %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped %2 — %3 — and takes %4.</source>
        <extracomment>%1 a name; %2 how early, e.g. &quot;120 ms before the card was visible&quot;; %3 what was slapped; %4 the cards.</extracomment>
        <translation>%1 palmea %2 — %3 — y se lleva %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You slapped in %1 — %2 — and take %3.</source>
        <extracomment>%1 is the reaction time, e.g. &quot;410 ms&quot;; %2 what was slapped; %3 the cards.</extracomment>
        <translation>Palmeas en %1 — %2 — y te llevas %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped in %2 — %3 — and takes %4.</source>
        <extracomment>%1 a name; %2 the reaction time, e.g. &quot;410 ms&quot;; %3 what was slapped; %4 the cards.</extracomment>
        <translation>%1 palmea en %2 — %3 — y se lleva %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nobody could answer the challenge: you collect the pile.</source>
        <translation>Nadie puede responder al desafío: recoges el montón.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody could answer the challenge: %1 collects the pile.</source>
        <translation>Nadie puede responder al desafío: %1 recoge el montón.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody could answer the challenge: you take %1.</source>
        <translation>Nadie puede responder al desafío: te llevas %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody could answer the challenge: %1 takes %2.</source>
        <translation>Nadie puede responder al desafío: %1 se lleva %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 lost the challenge: you collect the pile.</source>
        <translation>%1: desafío perdido; recoges el montón.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the challenge: %2 collects the pile.</source>
        <translation>%1: desafío perdido; %2 recoge el montón.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost the challenge: you take %2.</source>
        <translation>%1: desafío perdido; te llevas %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the challenge: %2 takes %3.</source>
        <translation>%1: desafío perdido; %2 se lleva %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You slapped on nothing with no cards left.</source>
        <translation>Das una palmada en falso sin cartas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing with no cards left.</source>
        <translation>%1 da una palmada en falso sin cartas.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 slapped on nothing with no cards — out.</source>
        <translation>%1: palmada en falso sin cartas — fuera.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You passed the misslap limit; you are out.</source>
        <translation>Superas el límite de palmadas en falso; quedas fuera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passed the misslap limit; %1 is out.</source>
        <translation>%1 supera el límite de palmadas en falso; %1 queda fuera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You passed the misslap limit — your last card is burned; you are out.</source>
        <translation>Superas el límite de palmadas en falso — tu última carta se quema; quedas fuera.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passed the misslap limit — their last card is burned; %1 is out.</source>
        <translation>%1 supera el límite de palmadas en falso — su última carta se quema; %1 queda fuera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You passed the misslap limit — your last %1 are burned; you are out.</source>
        <translation>Superas el límite de palmadas en falso — tus últimas %1 se queman; quedas fuera.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passed the misslap limit — their last %2 are burned; %1 is out.</source>
        <translation>%1 supera el límite de palmadas en falso — sus últimas %2 se queman; %1 queda fuera.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 — no penalty.</source>
        <translation>%1 — sin penalización.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — no penalty, but it counts toward the misslap limit (%2 of %3).</source>
        <translation>%1 — sin penalización, pero cuenta para el límite de palmadas en falso (%2 de %3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — nothing to give, but it counts toward the misslap limit (%2 of %3).</source>
        <translation>%1 — nada que entregar, pero cuenta para el límite de palmadas en falso (%2 de %3).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paused.</source>
        <translation>En pausa.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play resumed.</source>
        <translation>Se reanuda la partida.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You must answer: %1 left.</source>
        <translation>Debes responder: aún tienes %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 must answer: %2 left.</source>
        <translation>%1 debe responder: aún tiene %2.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Time is up.</source>
        <translation>Se acabó el tiempo.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: you win with %n cards.</source>
        <translation>
            <numerusform>Se acabó el tiempo: ganas con %n carta.</numerusform>
            <numerusform>Se acabó el tiempo: ganas con %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: %1 wins with %n cards.</source>
        <translation>
            <numerusform>Se acabó el tiempo: %1 gana con %n carta.</numerusform>
            <numerusform>Se acabó el tiempo: %1 gana con %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Time is up: you tie with %1 on %n cards.</source>
        <extracomment>%1 is one name or a list of names (&quot;Ann and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Se acabó el tiempo: empatas con %1 a %n carta.</numerusform>
            <numerusform>Se acabó el tiempo: empatas con %1 a %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Time is up: %1 tie on %n cards.</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Se acabó el tiempo: %1 empatan a %n carta.</numerusform>
            <numerusform>Se acabó el tiempo: %1 empatan a %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-59"/>
        <source>The game is a draw.</source>
        <translation>La partida termina en empate.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the game!</source>
        <translation>¡Ganas la partida!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins the game.</source>
        <translation>%1 gana la partida.</translation>
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
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game summary</source>
        <translation>Resumen de la partida</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the summary</source>
        <translation>Cerrar el resumen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game with the same players</source>
        <translation>Empezar una partida nueva con los mismos jugadores</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Game time %1</source>
        <translation>Tiempo de juego: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n card(s) played</source>
        <translation>
            <numerusform>%n carta jugada</numerusform>
            <numerusform>%n cartas jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+8"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Copy the deal number</source>
        <translation>Copiar el número de reparto</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copied ✓</source>
        <comment>the deal number is on the clipboard</comment>
        <translation>Copiado ✓</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Deal %1</source>
        <translation>Reparto %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Practice: your first try on it is your record.</source>
        <translation>Partida de práctica: solo cuenta tu primera partida de este reparto.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What every player did in the game</source>
        <translation>Lo que hizo cada jugador en la partida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The bot&apos;s level</source>
        <translation>El nivel del bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards played</source>
        <translation>Cartas jugadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards played onto the pile</source>
        <translation>Cartas jugadas en el montón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slaps</source>
        <translation>Palmadas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps that took the pile</source>
        <translation>Palmadas que ganaron el montón</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Misslaps</source>
        <translation>Palmadas en falso</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps at a pile that could not be slapped</source>
        <translation>Palmadas sobre un montón que no se podía palmear</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piles won</source>
        <translation>Montones ganados</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Piles taken by a slap or a challenge</source>
        <translation>Montones ganados con una palmada o un desafío</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Winner</source>
        <translation>Victoria</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out at %1</source>
        <translation>Fuera a los %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No cards since %1</source>
        <translation>Sin cartas desde %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n carta restante</numerusform>
            <numerusform>%n cartas restantes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Your reaction times</source>
        <translation>Tus tiempos de reacción</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reaction times of %1</source>
        <translation>Tiempos de reacción de %1</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n slap(s) before the card was visible</source>
        <translation>
            <numerusform>%n palmada antes de verse la carta</numerusform>
            <numerusform>%n palmadas antes de verse la carta</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No valid slaps</source>
        <translation>Ninguna palmada válida</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Most for %1: %n card(s) at %2</source>
        <extracomment>%1 is a person&apos;s name at a table of two or more people, %2 a game time such as &quot;3:05&quot;.</extracomment>
        <translation>
            <numerusform>Máximo de %1: %n carta a los %2</numerusform>
            <numerusform>Máximo de %1: %n cartas a los %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chance to win</source>
        <translation>Probabilidad de ganar</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Your largest swing: %1</source>
        <translation>Tu mayor vuelco: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-105"/>
        <source>Median %1 s  ·  Best %2 s  ·  %n valid slap(s)</source>
        <translation>
            <numerusform>Mediana %1 s  ·  Mejor %2 s  ·  %n palmada válida</numerusform>
            <numerusform>Mediana %1 s  ·  Mejor %2 s  ·  %n palmadas válidas</numerusform>
        </translation>
    </message>
    <message>
        <location line="-298"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
        <location line="+320"/>
        <source>Cards in hand</source>
        <translation>Cartas en la mano</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Your most: %n card(s) at %1</source>
        <translation>
            <numerusform>Tu máximo: %n carta a los %1</numerusform>
            <numerusform>Tu máximo: %n cartas a los %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-214"/>
        <source>The daily deal of %1.</source>
        <translation>El reparto del día del %1.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your best on it: place %1 of %2 in %3.</source>
        <translation>Tu mejor resultado en él: puesto %1 de %2 en %3.</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Deal number %1 copied.</source>
        <translation>Número de reparto %1 copiado.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SvgCardDeck</name>
    <message>
        <location filename="../app/table/SvgCardDeck.cpp" line="+110"/>
        <source>This copy of Ratscrew was built without Qt SVG, so it shows the built-in deck only.</source>
        <translation>Esta copia de Ratscrew se compiló sin Qt SVG, así que solo muestra la baraja integrada.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>its drawing %1 is missing</source>
        <translation>falta su dibujo %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its drawing %1 is not a file</source>
        <translation>su dibujo %1 no es un archivo</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+5"/>
        <source>its drawing %1 is too big</source>
        <translation>su dibujo %1 es demasiado grande</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>its drawing %1 cannot be read</source>
        <translation>su dibujo %1 no se puede leer</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <location line="+20"/>
        <source>its drawing %1 is not an SVG that can be read</source>
        <translation>su dibujo %1 no es un SVG legible</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>its drawing %1 refers to %2 outside it</source>
        <translation>su dibujo %1 remite a %2, fuera de él</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its drawing %1 repeats or nests its parts too often to be drawn</source>
        <translation>su dibujo %1 repite o anida sus partes demasiadas veces para poder dibujarse</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>its drawing %1 has no card named as KDE&apos;s decks name them (1_club … king_spade)</source>
        <translation>su dibujo %1 no tiene ninguna carta con los nombres de las barajas de KDE (1_club … king_spade)</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>it has no index.desktop</source>
        <translation>no tiene index.desktop</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>its index.desktop is too big</source>
        <translation>su index.desktop es demasiado grande</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>its index.desktop cannot be read</source>
        <translation>su index.desktop no se puede leer</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>its index.desktop has no [KDE Backdeck] group</source>
        <translation>su index.desktop no tiene el grupo [KDE Backdeck]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its index.desktop names no SVG</source>
        <translation>su index.desktop no indica ningún SVG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its index.desktop names an SVG outside its folder</source>
        <translation>su index.desktop indica un SVG fuera de su carpeta</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>The card deck %1 cannot be used: %2. The built-in deck is shown.</source>
        <translation>La baraja %1 no se puede usar: %2. Se muestra la baraja integrada.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>The card deck %1 is not installed. The built-in deck is shown.</source>
        <translation>La baraja %1 no está instalada. Se muestra la baraja integrada.</translation>
    </message>
</context>
<context>
    <name>ratscrew::TableRenderer</name>
    <message>
        <location filename="../app/table/TableRenderer.cpp" line="+115"/>
        <source>Time left: %1</source>
        <extracomment>The game&apos;s clock on the table: %1 is minutes:seconds (&quot;12:34&quot;).</extracomment>
        <translation>Tiempo restante: %1</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Paused</source>
        <translation>En pausa</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Slap pile</source>
        <translation>Montón principal</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+50"/>
        <source>+%1 under</source>
        <translation>+%1 debajo</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>%1 burned</source>
        <translation>quemadas: %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Split an 8 here</source>
        <translation>Divide un 8 aquí</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Split pile</source>
        <translation>Montón secundario</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>You challenge · %n chance(s)</source>
        <translation>
            <numerusform>%n oportunidad · desafías</numerusform>
            <numerusform>%n oportunidades · desafías</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 challenges · %n chance(s)</source>
        <translation>
            <numerusform>%n oportunidad · %1 desafía</numerusform>
            <numerusform>%n oportunidades · %1 desafía</numerusform>
        </translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Stick!</source>
        <translation>¡Me pego!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Split!</source>
        <translation>¡Divido!</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>SLAP! %1</source>
        <translation>¡PALMADA! %1</translation>
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
        <translation>FUERA</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>★ winner</source>
        <translation>★ victoria</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>locked out: %n card(s)</source>
        <translation>
            <numerusform>%n carta de bloqueo</numerusform>
            <numerusform>%n cartas de bloqueo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>sits out: %n card(s)</source>
        <translation>
            <numerusform>%n carta de descanso</numerusform>
            <numerusform>%n cartas de descanso</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>collects…</source>
        <translation>recogiendo…</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>▶ answer: %n chance(s) left</source>
        <translation>
            <numerusform>▶ %n oportunidad: responde</numerusform>
            <numerusform>▶ %n oportunidades: responde</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>▶ to play</source>
        <translation>▶ turno</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>challenger</source>
        <translation>desafiante</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>cards</source>
        <comment>after the number of cards in a hand</comment>
        <translation>
            <numerusform>carta</numerusform>
            <numerusform>cartas</numerusform>
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
        <translation>Mesa</translation>
    </message>
    <message>
        <location line="+180"/>
        <location line="+76"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>No game.</source>
        <translation>No hay partida.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 collects the pile.</source>
        <translation>%1 recoge el montón.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Pile: %1, %n card(s).</source>
        <translation>
            <numerusform>Montón: %1, %n carta.</numerusform>
            <numerusform>Montón: %1, %n cartas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Split pile: %1, %n card(s).</source>
        <translation>
            <numerusform>Montón secundario: %1, %n carta.</numerusform>
            <numerusform>Montón secundario: %1, %n cartas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenge is on the split pile.</source>
        <translation>El desafío está en el montón secundario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The challenge is on the slap pile.</source>
        <translation>El desafío está en el montón principal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next card goes onto the split pile.</source>
        <translation>La siguiente carta va al montón secundario.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next card goes onto the slap pile.</source>
        <translation>La siguiente carta va al montón principal.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n carta</numerusform>
            <numerusform>%1: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You are locked out for %n more card(s).</source>
        <translation>
            <numerusform>Estás bloqueado durante %n carta más.</numerusform>
            <numerusform>Estás bloqueado durante %n cartas más.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 is locked out for %n more card(s).</source>
        <translation>
            <numerusform>%1 está bloqueado durante %n carta más.</numerusform>
            <numerusform>%1 está bloqueado durante %n cartas más.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You sit out for %n more card(s).</source>
        <translation>
            <numerusform>Descansas %n carta más.</numerusform>
            <numerusform>Descansas %n cartas más.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 sits out for %n more card(s).</source>
        <translation>
            <numerusform>%1 descansa %n carta más.</numerusform>
            <numerusform>%1 descansa %n cartas más.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time left: %1.</source>
        <extracomment>For a screen reader: %1 is the time left, such as &quot;12:34&quot;.</extracomment>
        <translation>Tiempo restante: %1.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Your turn.</source>
        <translation>Tu turno.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play.</source>
        <translation>Turno de %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pile is empty.</source>
        <translation>El montón está vacío.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 out</source>
        <translation>%1 fuera</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards: %1.</source>
        <translation>Cartas: %1.</translation>
    </message>
</context>
<context>
    <name>ratscrew::WinChanceChart</name>
    <message>
        <location filename="../app/analysis/WinChanceChart.cpp" line="+13"/>
        <source>Chance to win over the game</source>
        <translation>Probabilidad de ganar durante la partida</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chance to win</source>
        <translation>Probabilidad de ganar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Working out the chances…</source>
        <translation>Calculando las probabilidades…</translation>
    </message>
</context>
<context>
    <name>ratscrew::WinRateChart</name>
    <message>
        <location filename="../app/career/CareerCharts.cpp" line="-242"/>
        <source>Win rate over time</source>
        <translation>Porcentaje de victorias a lo largo del tiempo</translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>%1: %2 of %n game(s) won, %3 of the last ones.</source>
        <translation>
            <numerusform>%1: %2 de %n partida ganada, %3 de las últimas.</numerusform>
            <numerusform>%1: %2 de %n partidas ganadas, %3 de las últimas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No games finished yet: the win rate starts with your first finished game.</source>
        <translation>Aún no hay partidas terminadas: el porcentaje de victorias empieza con tu primera partida terminada.</translation>
    </message>
</context>
</TS>
