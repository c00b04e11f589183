<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>CallExamples</name>
    <message>
        <location filename="../app/help/CallExamples.cpp" line="+31"/>
        <source>Slap pile</source>
        <translation>Tas principal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pile</source>
        <translation>Tas</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Split pile</source>
        <translation>Tas secondaire</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Stick</source>
        <translation>Coller</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A player has just played %1 and so challenges the next player. Before that player plays any card in answer, anyone else may slap the %2: a stick. The slapper takes the challenge over as if they had played the %2 themselves, and the player after them answers with %n chance(s). The challenger and the player answering cannot stick, and each card can be stuck once.</source>
        <translation>
            <numerusform>Un joueur vient de jouer %1 et lance ainsi un défi au joueur suivant. Avant que ce joueur ne joue la moindre carte en réponse, n’importe qui d’autre peut taper sur le %2 pour le coller. Celui qui tape reprend le défi à son compte, comme s’il avait joué le %2 lui-même, et le joueur après lui répond avec %n chance. Le challenger et le joueur qui répond ne peuvent pas coller, et chaque carte ne peut être collée qu’une fois.</numerusform>
            <numerusform>Un joueur vient de jouer %1 et lance ainsi un défi au joueur suivant. Avant que ce joueur ne joue la moindre carte en réponse, n’importe qui d’autre peut taper sur le %2 pour le coller. Celui qui tape reprend le défi à son compte, comme s’il avait joué le %2 lui-même, et le joueur après lui répond avec %n chances. Le challenger et le joueur qui répond ne peuvent pas coller, et chaque carte ne peut être collée qu’une fois.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sticky here: %1.</source>
        <extracomment>%1 is a list of letter ranks such as &quot;J, K&quot;.</extracomment>
        <translation>Cartes de défi collantes ici&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A %1 on top is never stuck: it is the forbidden rank.</source>
        <translation>Un %1 sur le dessus n’est jamais collé&#xa0;: c’est la valeur interdite.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Split</source>
        <translation>Séparer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While no challenge is going on, an 8 on top of the pile may be slapped: a split. The slapper&apos;s top card starts a split pile beside the slap pile (the 8 stays where it is). Until one of the two piles is won, every turn plays two cards: one onto the slap pile, then one onto the split pile. A letter card starts a challenge on its own pile while the other pile waits, and a slap looks at each pile on its own: it takes the slap pile when that shows a pattern, else the split pile. There is no second split while a split pile is on the table.</source>
        <translation>Tant qu’aucun défi n’est en cours, on peut taper sur un 8 posé sur le dessus du tas pour le séparer. La carte du dessus du paquet de celui qui tape commence un tas secondaire à côté du tas principal (le 8 reste où il est). Jusqu’à ce que l’un des deux tas soit remporté, à chaque tour, on joue deux cartes&#xa0;: une sur le tas principal, puis une sur le tas secondaire. Une carte de défi lance un défi sur son propre tas pendant que l’autre tas attend, et une tape examine chaque tas séparément&#xa0;: elle prend le tas principal s’il montre une combinaison, sinon le tas secondaire. Il n’y a pas de seconde séparation tant qu’un tas secondaire est sur la table.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Here the 8 is the forbidden rank, so no split can happen.</source>
        <translation>Ici, le 8 est la valeur interdite&#xa0;: aucune séparation n’est donc possible.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>One of two piles is won</source>
        <translation>L’un des deux tas est remporté</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here the Q on the slap pile was not answered, so its challenger wins the slap pile. The other pile stays on the table: the split pile moves over, cards in order, and is the slap pile now. Play goes on from the winner as after any won pile (unless a challenge on the pile that stays is still being answered, or a pile waits to be collected there). When the split pile is won instead, the slap pile simply stays. An 8 on top can then be split again.</source>
        <translation>Ici, personne n’a répondu au Q du tas principal, donc son challenger remporte le tas principal. L’autre tas reste sur la table&#xa0;: le tas secondaire prend sa place, cartes dans l’ordre, et devient le tas principal. Le jeu reprend à partir du gagnant comme après tout tas remporté (sauf si un défi sur le tas qui reste attend encore sa réponse, ou si un tas y attend d’être ramassé). Si c’est au contraire le tas secondaire qui est remporté, le tas principal reste simplement en place. Un 8 sur le dessus peut ensuite être séparé de nouveau.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A ten stops a challenge</source>
        <translation>Un dix arrête un défi</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The K challenged the next player, who answered with a 4 and then a 10. The 10 stops the challenge: nobody wins the pile, and the next player plays on as after any number card. A 10 does this on any chance, even the last; outside a challenge it is just a 10.</source>
        <translation>Le K a défié le joueur suivant, qui a répondu par un 4 puis un dix. Le dix arrête le défi&#xa0;: personne ne gagne le tas, et le joueur suivant continue comme après n’importe quelle carte numérotée. Un dix a cet effet à n’importe quelle chance, même la dernière&#xa0;; hors d’un défi, ce n’est qu’un dix.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The K challenged the next player, who answered with a 4 and then a 10. The 10 stops the challenge, so the challenger does not win the pile; but the pile now shows %1, and the first good slap takes it. Until then the next player plays on as after any number card. A 10 does this on any chance, even the last; outside a challenge it is just a 10.</source>
        <translation>Le K a défié le joueur suivant, qui a répondu par un 4 puis un dix. Le dix arrête le défi, donc le challenger ne gagne pas le tas&#xa0;; mais le tas montre maintenant «&#xa0;%1&#xa0;», et la première bonne tape le prend. D’ici là, le joueur suivant continue comme après n’importe quelle carte numérotée. Un dix a cet effet à n’importe quelle chance, même la dernière&#xa0;; hors d’un défi, ce n’est qu’un dix.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Locked out</source>
        <translation>Bloqué</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card(s) have been played, onto either pile.</source>
        <translation>
            <numerusform>Une tape sur %1 est une fausse tape&#xa0;: elle ne coûte aucune carte, mais son auteur est bloqué jusqu’à ce que %n carte de plus soit jouée, sur l’un ou l’autre tas.</numerusform>
            <numerusform>Une tape sur %1 est une fausse tape&#xa0;: elle ne coûte aucune carte, mais son auteur est bloqué jusqu’à ce que %n cartes de plus soient jouées, sur l’un ou l’autre tas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card(s) have been played.</source>
        <extracomment>%1 is two cards, such as &quot;9♦ 4♣&quot;.</extracomment>
        <translation>
            <numerusform>Une tape sur %1 est une fausse tape&#xa0;: elle ne coûte aucune carte, mais son auteur est bloqué jusqu’à ce que %n carte de plus soit jouée.</numerusform>
            <numerusform>Une tape sur %1 est une fausse tape&#xa0;: elle ne coûte aucune carte, mais son auteur est bloqué jusqu’à ce que %n cartes de plus soient jouées.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Even when a pattern shows meanwhile (here: %1), it is not theirs to slap; their slaps are simply refused.</source>
        <extracomment>%1 is the name of a slap pattern, such as &quot;Double&quot;.</extracomment>
        <translation>Même si une combinaison apparaît entre-temps (ici&#xa0;: «&#xa0;%1&#xa0;»), il ne peut pas taper dessus&#xa0;: ses tapes sont simplement refusées.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Theirs to slap: %1</source>
        <extracomment>Under a pile the misslapper may slap: %1 is the name of its slap pattern, such as &quot;Double&quot;.</extracomment>
        <translation>Il peut taper&#xa0;: «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>No slap while locked out</source>
        <translation>Pas de tape pendant le blocage</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No penalty</source>
        <translation>Pas de pénalité</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A slap on %1 is a misslap, but it costs nothing: no cards are burned, the pile stays where it is, and the slapper may slap the very next card.</source>
        <extracomment>%1 is two cards, such as &quot;9♦ 4♣&quot;.</extracomment>
        <translation>Une tape sur %1 est une fausse tape, mais elle ne coûte rien&#xa0;: aucune carte n’est brûlée, le tas reste où il est, et celui qui a tapé peut taper dès la carte suivante.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It still counts toward the misslap limit.</source>
        <translation>Elle compte quand même pour la limite de fausses tapes.</translation>
    </message>
</context>
<context>
    <name>PatternExamples</name>
    <message>
        <location filename="../app/text/GameText.cpp" line="+252"/>
        <source>Two jokers count as the same rank.</source>
        <translation>Deux jokers comptent comme des cartes de même valeur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A joker has no suit, so it never counts for this.</source>
        <translation>Un joker n’a pas de couleur, il ne compte donc jamais ici.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The top two cards have the same rank (but not two %1s).</source>
        <translation>Les deux cartes du dessus ont la même valeur (mais pas deux %1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top two cards have the same rank.</source>
        <translation>Les deux cartes du dessus ont la même valeur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top three cards are all %1s: the only way to slap that rank.</source>
        <translation>Les trois cartes du dessus sont des %1&#xa0;: la seule façon de taper sur cette valeur.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card and the third card have the same rank, whatever lies between (but not two %1s).</source>
        <translation>La carte du dessus et la troisième carte ont la même valeur, quoi qu’il y ait entre elles (mais pas deux %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card and the third card have the same rank, whatever lies between.</source>
        <translation>La carte du dessus et la troisième carte ont la même valeur, quoi qu’il y ait entre elles.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card has the same rank as the first card played onto this pile (but not two %1s).</source>
        <translation>La carte du dessus a la même valeur que la première carte jouée sur ce tas (mais pas deux %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card has the same rank as the first card played onto this pile.</source>
        <translation>La carte du dessus a la même valeur que la première carte jouée sur ce tas.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top two cards are number cards adding up to 10 (ace = 1), or the top and third card do with a J, Q, K or A between them.</source>
        <translation>Les deux cartes du dessus sont des cartes numérotées dont la somme fait 10 (as = 1), ou bien la carte du dessus et la troisième, avec un J, Q, K ou A entre elles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top two cards are number cards adding up to 10 (ace = 1).</source>
        <translation>Les deux cartes du dessus sont des cartes numérotées dont la somme fait 10 (as = 1).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card is a 10.</source>
        <translation>La carte du dessus est un 10.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top card and the third card are number cards adding up to 10, whatever lies between.</source>
        <translation>La carte du dessus et la troisième carte sont des cartes numérotées dont la somme fait 10, quoi qu’il y ait entre elles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top three cards are all number cards and add up to 10 (ace = 1).</source>
        <translation>Les trois cartes du dessus sont toutes des cartes numérotées dont la somme fait 10 (as = 1).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ace only counts above the king.</source>
        <translation>Les quatre cartes du dessus montent ou descendent d’une valeur à la fois, comme 5 6 7 8&#xa0;; l’as ne compte qu’au-dessus du roi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ace counts above the king or below the 2.</source>
        <translation>Les quatre cartes du dessus montent ou descendent d’une valeur à la fois, comme 5 6 7 8&#xa0;; l’as compte au-dessus du roi ou en dessous du 2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ranks go round, so K A 2 3 counts too.</source>
        <translation>Les quatre cartes du dessus montent ou descendent d’une valeur à la fois, comme 5 6 7 8&#xa0;; les valeurs bouclent, donc K A 2 3 compte aussi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The top three cards step up or down by the same amount, each a multiple of the step (2 4 6, 4 8 Q; A = 1, J = 11, Q = 12, K = 13).</source>
        <translation>Les trois cartes du dessus montent ou descendent du même écart, chacune étant un multiple de cet écart (2 4 6, 4 8 Q&#xa0;; A = 1, J = 11, Q = 12, K = 13).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top two cards are a queen and a king, in either order.</source>
        <translation>Les deux cartes du dessus sont une dame et un roi, dans n’importe quel ordre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card is a joker (none in this deck unless you add the jokers).</source>
        <translation>La carte du dessus est un joker (il n’y en a pas dans ce jeu, sauf si vous ajoutez les jokers).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card is a joker.</source>
        <translation>La carte du dessus est un joker.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top three cards all have the same suit.</source>
        <translation>Les trois cartes du dessus sont toutes de la même couleur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top four cards all have the same suit.</source>
        <translation>Les quatre cartes du dessus sont toutes de la même couleur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top card and the third card are a queen and a king, in either order, whatever lies between.</source>
        <translation>La carte du dessus et la troisième carte sont une dame et un roi, dans n’importe quel ordre, quoi qu’il y ait entre elles.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card and the fourth card have the same rank, whatever two cards lie between (but not two %1s).</source>
        <translation>La carte du dessus et la quatrième carte ont la même valeur, quelles que soient les deux cartes entre elles (mais pas deux %1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card and the fourth card have the same rank, whatever two cards lie between.</source>
        <translation>La carte du dessus et la quatrième carte ont la même valeur, quelles que soient les deux cartes entre elles.</translation>
    </message>
</context>
<context>
    <name>QKeySequenceEdit</name>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="+17"/>
        <source>Press shortcut</source>
        <translation>Appuyez sur une touche</translation>
    </message>
</context>
<context>
    <name>ratscrew::ActionText</name>
    <message>
        <location filename="../app/story/ActionText.cpp" line="+12"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n chance(s)</source>
        <translation>
            <numerusform>%n chance</numerusform>
            <numerusform>%n chances</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on the split pile</source>
        <translation>%1 sur le tas secondaire</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 onto the split pile</source>
        <translation>%1 sur le tas secondaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 onto the slap pile</source>
        <translation>%1 sur le tas principal</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>You missed a slap-in and sit out %n card(s).</source>
        <translation>
            <numerusform>Vous avez raté votre retour et passez %n carte.</numerusform>
            <numerusform>Vous avez raté votre retour et passez %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 missed a slap-in and sits out %n card(s).</source>
        <translation>
            <numerusform>%1 a raté son retour et passe %n carte.</numerusform>
            <numerusform>%1 a raté son retour et passe %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You were a moment late — no penalty.</source>
        <translation>Vous aviez un instant de retard — pas de pénalité.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was a moment late — no penalty.</source>
        <translation>%1 avait un instant de retard — pas de pénalité.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You sit out after a missed slap-in: you cannot slap yet.</source>
        <translation>Vous passez votre tour après un retour raté&#xa0;: vous ne pouvez pas encore taper.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You slapped on nothing and are locked out for %1.</source>
        <translation>Vous avez fait une fausse tape et êtes bloqué pendant %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing and is locked out for %2.</source>
        <translation>%1 a fait une fausse tape et est bloqué pendant %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are locked out after a misslap: you cannot slap yet.</source>
        <translation>Vous êtes bloqué après une fausse tape&#xa0;: vous ne pouvez pas encore taper.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You slapped on nothing (no penalty).</source>
        <translation>Vous avez fait une fausse tape (sans pénalité).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing (no penalty).</source>
        <translation>%1 a fait une fausse tape (sans pénalité).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>you won the pile first</source>
        <translation>vous aviez déjà remporté le tas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 won the pile first</source>
        <translation>%1 avait déjà remporté le tas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is your turn now</source>
        <translation>c’est maintenant à vous de jouer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>it is %1&apos;s turn now</source>
        <translation>c’est maintenant à %1 de jouer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you slapped instead</source>
        <translation>vous avez tapé à la place</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a slap instead of a play</source>
        <translation>une tape au lieu d’un coup</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>time is up</source>
        <translation>le temps est écoulé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the game is over</source>
        <translation>la partie est terminée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your card went back: %1.</source>
        <translation>Votre carte est revenue dans votre paquet&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s card went back: %2.</source>
        <translation>La carte de %1 est revenue dans son paquet&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your ten stops the challenge.</source>
        <translation>Votre dix arrête le défi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s ten stops the challenge.</source>
        <translation>Le dix de %1 arrête le défi.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You are out.</source>
        <translation>Vous êtes hors jeu.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is out.</source>
        <translation>%1 est hors jeu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You play next.</source>
        <translation>Vous jouez ensuite.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays next.</source>
        <translation>%1 joue ensuite.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You collect %1.</source>
        <translation>Vous ramassez %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 collects %2.</source>
        <translation>%1 ramasse %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody has cards left: you take the pile (%1).</source>
        <translation>Plus personne n’a de cartes&#xa0;: vous prenez le tas (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has cards left: %1 takes the pile (%2).</source>
        <translation>Plus personne n’a de cartes&#xa0;: %1 prend le tas (%2).</translation>
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
        <translation>La donne</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 slapped %2 %3 ms before you</source>
        <translation>%1 a tapé sur %2 %3 ms avant vous</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 slapped %2</source>
        <translation>%1 a tapé sur %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 misslapped on an empty pile</source>
        <translation>%1 a fait une fausse tape sur un tas vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 misslapped on %2</source>
        <translation>%1 a fait une fausse tape sur %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped too late</source>
        <translation>%1 a tapé trop tard</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played</source>
        <translation>%1 a joué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2</source>
        <translation>%1 a joué %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody slapped %1, and %2 played %3</source>
        <translation>Personne n’a tapé sur %1 et %2 a joué %3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, and %2 took the pile</source>
        <comment>a card played, then who took the pile</comment>
        <translation>%1, puis %2 a remporté le tas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 collected the pile</source>
        <translation>%1 a ramassé le tas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pile was collected</source>
        <translation>Le tas a été ramassé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time was up</source>
        <translation>Le temps est écoulé</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 — %2: your chances %3 → %4</source>
        <translation>%1 — %2&#xa0;: vos chances %3 → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2: %3&apos;s chances %4 → %5</source>
        <comment>a swing of another player&apos;s chances</comment>
        <translation>%1 — %2&#xa0;: chances de %3 %4 → %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Luck: %1 · Speed: %2 (each ±%3)</source>
        <translation>Hasard&#xa0;: %1 · Rapidité&#xa0;: %2 (±%3 chacun)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Against an average player at this table, the cards brought you %1 and your speed %2 (each ±%3).</source>
        <translation>Par rapport à un joueur moyen de cette table, les cartes vous ont rapporté %1 et votre rapidité %2 (±%3 chacun).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against an average player at this table, the cards brought %1 %2 and their speed %3 (each ±%4).</source>
        <translation>Par rapport à un joueur moyen de cette table, les cartes ont rapporté %2 à %1 et sa rapidité %3 (±%4 chacun).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game&apos;s chances cannot be worked out: it was recorded before the fourth edition&apos;s clock, or it is too long.</source>
        <translation>Les chances de victoire de cette partie ne peuvent pas être calculées&#xa0;: elle a été enregistrée avant l’horloge de la quatrième édition des règles, ou elle est trop longue.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+12"/>
        <source>Working out the chances…</source>
        <translation>Calcul des chances…</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Working out the chances… %1</source>
        <translation>Calcul des chances… %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chances to win within ±%1; working out luck and speed… %2</source>
        <translation>Chances de victoire à ±%1 près&#xa0;; calcul de la part du hasard et de la rapidité… %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chances to win within ±%1 at every moment</source>
        <translation>Chances de victoire à ±%1 près, à chaque instant</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 from %2 at the deal to %3 at the end</source>
        <translation>%1 (%2 à la donne, %3 à la fin)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chance to win: %1.</source>
        <translation>Chances de victoire&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest swing: %1.</source>
        <translation>Plus grande variation&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>ratscrew::AppInstance</name>
    <message>
        <location filename="../app/AppStartup.cpp" line="+160"/>
        <source>Reading the game you left…</source>
        <translation>Lecture de la partie que vous avez quittée…</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Play on with the game you left? %Ln card(s) were played in it.</source>
        <translation>
            <numerusform>Reprendre la partie que vous avez quittée&#xa0;? %Ln carte y a été jouée.</numerusform>
            <numerusform>Reprendre la partie que vous avez quittée&#xa0;? %Ln cartes y ont été jouées.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
</context>
<context>
    <name>ratscrew::AppearancePage</name>
    <message>
        <location filename="../app/settings/AppearancePage.cpp" line="+160"/>
        <source>Cards and table</source>
        <translation>Cartes et table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card Back Colour</source>
        <translation>Couleur du dos des cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;back:</source>
        <translation>&amp;Dos des cartes&#xa0;:</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+99"/>
        <source>Built-in</source>
        <translation>Intégré</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The colour of the lattice on the backs of the built-in deck.</source>
        <translation>La couleur du treillis au dos des cartes du jeu intégré.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table Colour</source>
        <translation>Couleur de la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Table&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The colour of the felt.</source>
        <translation>La couleur du tapis.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Card desig&amp;n:</source>
        <translation>&amp;Motif des cartes&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The built-in cards, or a deck installed for KDE&apos;s card games (on Debian and Ubuntu: the package kdegames-card-data-kf5). A deck that cannot be read shows the built-in cards.</source>
        <translation>Les cartes intégrées, ou un jeu installé pour les jeux de cartes de KDE (sous Debian et Ubuntu&#xa0;: le paquet kdegames-card-data-kf5). Un jeu illisible laisse place aux cartes intégrées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The built-in cards. This copy of Ratscrew was built without Qt SVG, which draws the decks installed for KDE&apos;s card games.</source>
        <translation>Les cartes intégrées. Cette version de Ratscrew a été compilée sans Qt SVG, qui dessine les jeux installés pour les jeux de cartes de KDE.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Four-colour deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blue diamonds and green clubs, so that every suit is easy to tell apart. Only the built-in deck has them.</source>
        <translation>Carreaux bleus et trèfles verts, pour distinguer facilement chaque couleur. Seul le jeu intégré les propose.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seeing and moving</source>
        <translation>Vue et mouvement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;High-contrast table</source>
        <translation>Table à fort &amp;contraste</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A black table and panels with white edges and text, for players who see contrast better than colour. The table colour above is not used.</source>
        <translation>Une table et des panneaux noirs aux bords et au texte blancs, pour qui voit mieux les contrastes que les couleurs. La couleur de table ci-dessus n’est pas utilisée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduce &amp;motion</source>
        <translation>Réduire les mou&amp;vements</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards fade in where they land instead of flying, and nothing shakes or slides. The game keeps its timing: a card can be slapped at the same moment either way.</source>
        <translation>Les cartes apparaissent en fondu là où elles se posent au lieu de voler, et rien ne tremble ni ne glisse. La partie garde son rythme&#xa0;: une carte peut être tapée au même moment dans les deux cas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Preview of the cards on the table</source>
        <translation>Aperçu des cartes sur la table</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preview</source>
        <translation>Aperçu</translation>
    </message>
</context>
<context>
    <name>ratscrew::BotText</name>
    <message>
        <location filename="../app/settings/BotText.cpp" line="+16"/>
        <source>%1: a double in about %2 ms; misses %3 % of chances, slaps a plain pile %4 % of the time.</source>
        <translation>%1&#xa0;: une paire en %2 ms environ&#xa0;; manque %3 % des occasions, tape sur un tas sans combinaison %4 % du temps.</translation>
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
            <numerusform>D’après votre dernière tape.</numerusform>
            <numerusform>D’après vos %n dernières tapes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per pattern: %1.</source>
        <translation>Par combinaison&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Too few times of yours yet: it plays as Normal until you have slapped a few times.</source>
        <translation>Pas encore assez de temps de réaction mesurés&#xa0;: il joue en Normal tant que vous n’avez pas tapé quelques fois.</translation>
    </message>
</context>
<context>
    <name>ratscrew::CallText</name>
    <message>
        <location filename="../app/story/CallText.cpp" line="+20"/>
        <source>You split %1 — two cards a turn until one pile is won.</source>
        <translation>Vous avez séparé le %1 — deux cartes par tour jusqu’à ce qu’un tas soit remporté.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 split %2 — two cards a turn until one pile is won.</source>
        <translation>%1 a séparé le %2 — deux cartes par tour jusqu’à ce qu’un tas soit remporté.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stuck %1 — nobody can answer.</source>
        <translation>Vous avez collé %1 — personne ne peut répondre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stuck %2 — nobody can answer.</source>
        <translation>%1 a collé %2 — personne ne peut répondre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stuck %1 — you now challenge; %2 answers within %3.</source>
        <translation>Vous avez collé %1 — c’est vous qui lancez le défi&#xa0;; %2 doit répondre en %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 stuck %2 — %1 now challenges; you answer within %3.</source>
        <translation>%1 a collé %2 — c’est %1 qui lance le défi&#xa0;; vous devez répondre en %3.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stuck %2 — %1 now challenges; %3 answers within %4.</source>
        <translation>%1 a collé %2 — c’est %1 qui lance le défi&#xa0;; %3 doit répondre en %4.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is not a sticky face</source>
        <translation>%1 n’est pas une carte de défi collante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nobody can stick their own challenge</source>
        <translation>personne ne peut coller son propre défi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answering player cannot stick</source>
        <translation>le joueur qui répond ne peut pas coller</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that letter card was already answered or stuck</source>
        <translation>cette carte de défi a déjà reçu une réponse ou a déjà été collée</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is the forbidden rank</source>
        <extracomment>%1 is a rank (&quot;8&quot;, &quot;King&quot;): the rank of forbidden_rank, on which nobody slaps or calls.</extracomment>
        <translation>%1 est la valeur interdite</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is already a split pile</source>
        <translation>il y a déjà un tas secondaire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split during a challenge</source>
        <translation>pas de séparation pendant un défi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split while a pile waits to be collected</source>
        <translation>pas de séparation tant qu’un tas attend d’être ramassé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a split needs a card in hand</source>
        <translation>une séparation demande une carte en main</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You could have stuck %1.</source>
        <translation>Vous auriez pu coller %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You could have split %1.</source>
        <translation>Vous auriez pu séparer le %1.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The split pile is won: one pile again.</source>
        <translation>Le tas secondaire est remporté&#xa0;: de nouveau un seul tas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The split pile moves over: one pile again.</source>
        <translation>Le tas secondaire prend la place du principal&#xa0;: de nouveau un seul tas.</translation>
    </message>
</context>
<context>
    <name>ratscrew::CardCountChart</name>
    <message>
        <location filename="../app/summary/CardCountChart.cpp" line="+19"/>
        <source>Cards in hand over the game</source>
        <translation>Cartes en main au fil de la partie</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+20"/>
        <source>No cards played</source>
        <translation>Aucune carte jouée</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 from %2 to %3 (most %4)</source>
        <translation>%1&#xa0;: de %2 à %3 (max. %4)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cards in hand over %1: %2.</source>
        <translation>Cartes en main sur %1&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Cards in hand</source>
        <translation>Cartes en main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
</context>
<context>
    <name>ratscrew::CareerDatabase</name>
    <message>
        <location filename="../app/career/CareerDatabase.cpp" line="+158"/>
        <source>Your statistics file %1 cannot be opened (%2): this game&apos;s statistics are not kept.</source>
        <translation>Votre fichier de statistiques %1 ne peut pas être ouvert (%2)&#xa0;: les statistiques de cette partie ne sont pas conservées.</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Your statistics file %1 is damaged and could not be moved aside: this game&apos;s statistics are not kept.</source>
        <translation>Votre fichier de statistiques %1 est endommagé et n’a pas pu être mis de côté&#xa0;: les statistiques de cette partie ne sont pas conservées.</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Your statistics file %1 is in use by another program (%2): it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Votre fichier de statistiques %1 est utilisé par un autre programme (%2)&#xa0;: il est laissé tel quel et les statistiques de cette partie ne sont pas conservées.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your statistics file %1 cannot be used (%2; it, its folder and its -wal and -shm files must be readable and writable): it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Votre fichier de statistiques %1 ne peut pas être utilisé (%2&#xa0;; le fichier, son dossier et ses fichiers -wal et -shm doivent être lisibles et modifiables)&#xa0;: il est laissé tel quel et les statistiques de cette partie ne sont pas conservées.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Your statistics file %1 is an SQLite file of another program: it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Votre fichier de statistiques %1 est un fichier SQLite d’un autre programme&#xa0;: il est laissé tel quel et les statistiques de cette partie ne sont pas conservées.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Your statistics file %1 is damaged: it was kept as %2 and a new one was started.</source>
        <translation>Votre fichier de statistiques %1 est endommagé&#xa0;: il a été conservé sous le nom %2 et un nouveau a été créé.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Statistics are not kept: Qt&apos;s SQLite driver (QSQLITE) is not installed.</source>
        <translation>Aucune statistique n’est conservée&#xa0;: le pilote SQLite de Qt (QSQLITE) n’est pas installé.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your statistics file %1 is not a regular file: it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>Votre fichier de statistiques %1 n’est pas un fichier ordinaire&#xa0;: il est laissé tel quel et les statistiques de cette partie ne sont pas conservées.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The folder %1 cannot be created: statistics are not kept.</source>
        <translation>Le dossier %1 ne peut pas être créé&#xa0;: aucune statistique n’est conservée.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your statistics file %1 is from a newer Ratscrew: it is left as it is, and this game&apos;s statistics are not kept.</source>
        <translation>Votre fichier de statistiques %1 provient d’une version plus récente de Ratscrew&#xa0;: il est laissé tel quel et les statistiques de cette partie ne sont pas conservées.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your statistics file %1 gives its version as %2, which no Ratscrew writes: it is left as it is, and this game&apos;s statistics are not kept.</source>
        <translation>Votre fichier de statistiques %1 indique la version %2, qu’aucune version de Ratscrew n’écrit&#xa0;: il est laissé tel quel et les statistiques de cette partie ne sont pas conservées.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game&apos;s statistics are not kept.</source>
        <translation>Les statistiques de cette partie ne sont pas conservées.</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Your statistics file %1 cannot be written (%2: %3).</source>
        <translation>Impossible d’écrire dans votre fichier de statistiques %1 (%2&#xa0;: %3).</translation>
    </message>
</context>
<context>
    <name>ratscrew::Coach</name>
    <message>
        <location filename="../app/coach/Coach.cpp" line="+31"/>
        <source>A split</source>
        <extracomment>&quot;A split&quot; and &quot;A stick&quot; stand where a pattern&apos;s name stands in the coach&apos;s line (&quot;Double — Ann 410 ms&quot;): the name of a call (docs/RULES.md §9).</extracomment>
        <translation>Une séparation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A stick</source>
        <translation>Un collage</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>you %1</source>
        <comment>you and your slap time</comment>
        <translation>vous %1</translation>
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
        <translation>%1 — %2&#xa0;: %3 ms trop tard.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2; %3 did not slap.</source>
        <translation>%1 — %2&#xa0;; %3 n’a pas tapé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2; you did not slap.</source>
        <translation>%1 — %2&#xa0;; vous n’avez pas tapé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Missed: %1 (%2) — nobody slapped.</source>
        <translation>Manqué&#xa0;: %1 (%2) — personne n’a tapé.</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 on %2: %3 needs two cards of the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sur %2&#xa0;: «&#xa0;%3&#xa0;» demande deux cartes de même valeur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs three cards of the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sur %2&#xa0;: «&#xa0;%3&#xa0;» demande trois cartes de même valeur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on top and %2 two cards down are not the same rank: %3 is two cards of the same rank with one card between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sur le dessus et %2 deux cartes plus bas n’ont pas la même valeur&#xa0;: «&#xa0;%3&#xa0;», ce sont deux cartes de même valeur séparées par une carte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on top, %2 at the bottom: %3 needs the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 en haut, %2 en bas&#xa0;: «&#xa0;%3&#xa0;» demande la même valeur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 make %3: %4 needs two cards that add up to 10.</source>
        <extracomment>%4 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards, %3 their sum.</extracomment>
        <translation>%1 et %2 font %3&#xa0;: «&#xa0;%4&#xa0;» demande deux cartes qui font 10.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2 make %3: %4 needs them to add up to 10 across a card.</source>
        <extracomment>%4 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards, %3 their sum.</extracomment>
        <translation>%1 et %2 font %3&#xa0;: «&#xa0;%4&#xa0;» demande qu’elles fassent 10 avec une carte entre elles.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on %2: %3 needs three cards in a row.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sur %2&#xa0;: «&#xa0;%3&#xa0;» demande trois cartes qui se suivent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs four cards in a row.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sur %2&#xa0;: «&#xa0;%3&#xa0;» demande quatre cartes qui se suivent.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs a queen and a king.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sur %2&#xa0;: «&#xa0;%3&#xa0;» demande une dame et un roi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs three cards of one suit.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sur %2&#xa0;: «&#xa0;%3&#xa0;» demande trois cartes d’une même couleur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs four cards of one suit.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sur %2&#xa0;: «&#xa0;%3&#xa0;» demande quatre cartes d’une même couleur.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on top and %2 two cards down: %3 is a queen and a king with one card between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sur le dessus et %2 deux cartes plus bas&#xa0;: «&#xa0;%3&#xa0;», ce sont une dame et un roi séparés par une carte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on top and %2 three cards down are not the same rank: %3 is two cards of the same rank with two cards between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%1 sur le dessus et %2 trois cartes plus bas n’ont pas la même valeur&#xa0;: «&#xa0;%3&#xa0;», ce sont deux cartes de même valeur séparées par deux cartes.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 does not match %2.</source>
        <extracomment>%2 is a pattern&apos;s name (GameText::pattern()); %1 the cards on top of the pile.</extracomment>
        <translation>%1 ne forme pas «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not a slap: the pile is empty.</source>
        <translation>Tape non valable&#xa0;: le tas est vide.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not a slap: %1 matches no pattern.</source>
        <translation>Tape non valable&#xa0;: %1 ne forme aucune combinaison.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not a slap: %1</source>
        <translation>Tape non valable&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ratscrew::DemoTable</name>
    <message>
        <location filename="../app/demo/DemoTable.cpp" line="+31"/>
        <source>Demo table: bots playing</source>
        <translation>Table de démonstration&#xa0;: des bots jouent</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Watching bots: %1 rules, deal %2. Press any key or click to play.</source>
        <translation>Vous regardez des bots&#xa0;: règles «&#xa0;%1&#xa0;», donne %2. Appuyez sur une touche ou cliquez pour jouer.</translation>
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
        <translation>Journal de la partie</translation>
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
        <translation>Vitesse</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Bots play:</source>
        <translation>Rythme des &amp;bots&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How soon the bots play their cards. Their slaps keep the reaction times of their level.</source>
        <translation>À quel rythme les bots jouent leurs cartes. Leurs tapes gardent les temps de réaction de leur niveau.</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Slow</source>
        <comment>bots&apos; play speed</comment>
        <translation>Lent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed</source>
        <comment>bots&apos; play speed</comment>
        <translation>Tranquille</translation>
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
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <comment>bots&apos; play speed</comment>
        <translation>Très rapide</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Off</source>
        <comment>animation speed</comment>
        <translation>Désactivées</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fast</source>
        <comment>animation speed</comment>
        <translation>Rapides</translation>
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
        <translation>Lentes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A&amp;nimations:</source>
        <translation>A&amp;nimations&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How cards fly and piles slide. Off shows every move at once.</source>
        <translation>La façon dont les cartes volent et dont les tas glissent. «&#xa0;Désactivées&#xa0;» affiche chaque mouvement instantanément.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pa&amp;use when the window loses focus</source>
        <translation>Mettre en pa&amp;use quand la fenêtre perd le focus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pausing</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switching to another window pauses the game, so nobody slaps while you look away.</source>
        <translation>Passer à une autre fenêtre met la partie en pause, pour que personne ne tape pendant que vous regardez ailleurs.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New games &amp;wait until I start them</source>
        <translation>Les nouvelles parties a&amp;ttendent que je les lance</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new game is dealt and waits for your play key or a click, then counts down from 3. Off, the bots start at once.</source>
        <translation>Une nouvelle partie est distribuée et attend votre touche de jeu ou un clic, puis lance un compte à rebours à partir de 3. Case décochée&#xa0;: les bots commencent aussitôt.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Automatic: my first %n game(s)</source>
        <translation>
            <numerusform>Automatique&#xa0;: ma première partie</numerusform>
            <numerusform>Automatique&#xa0;: mes %n premières parties</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On</source>
        <comment>coach</comment>
        <translation>Activé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <comment>coach</comment>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C&amp;oach:</source>
        <translation>&amp;Coach&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each pile you could have slapped, a line says who slapped how fast; the cards of a pattern you missed are shown beside the pile, and a misslap is explained.</source>
        <translation>Après chaque tas sur lequel vous auriez pu taper, une ligne dit qui a tapé et en combien de temps&#xa0;; les cartes d’une combinaison manquée s’affichent à côté du tas, et une fausse tape est expliquée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Records</source>
        <translation>Enregistrements</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ga&amp;mes kept as records:</source>
        <translation>Parties &amp;gardées&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game you play is kept as a record file that can be replayed; the oldest go when there are more.</source>
        <translation>Chaque partie jouée est gardée dans un fichier d’enregistrement qu’on peut rejouer&#xa0;; au-delà, les plus anciennes sont supprimées.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes effect the next time Ratscrew starts.</source>
        <translation>Prend effet au prochain démarrage de Ratscrew.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>Other (×%1)</source>
        <translation>Autre (×%1)</translation>
    </message>
</context>
<context>
    <name>ratscrew::GamePause</name>
    <message>
        <location filename="../app/GamePause.cpp" line="+94"/>
        <source>Not yet: play goes on when the countdown ends.</source>
        <translation>Pas encore&#xa0;: la partie reprend à la fin du compte à rebours.</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play on</source>
        <comment>the keys of Pause</comment>
        <translation>%1 pour reprendre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused. Press %1 to play on.</source>
        <translation>En pause. Appuyez sur %1 pour reprendre.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Press %1 to start</source>
        <comment>the play key</comment>
        <translation>Appuyez sur %1 pour commencer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>or click the table</source>
        <translation>ou cliquez sur la table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards are dealt. Press %1 or click the table to start.</source>
        <translation>Les cartes sont distribuées. Appuyez sur %1 ou cliquez sur la table pour commencer.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Win all %1 cards, or hold the most when %n minute(s) are up.</source>
        <translation>
            <numerusform>Gagnez les %1 cartes, ou détenez le plus de cartes au bout de %n minute.</numerusform>
            <numerusform>Gagnez les %1 cartes, ou détenez le plus de cartes au bout de %n minutes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win all %1 cards.</source>
        <translation>Gagnez les %1 cartes.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Be the last player with cards, or hold the most when %n minute(s) are up.</source>
        <translation>
            <numerusform>Soyez le dernier joueur à avoir des cartes, ou détenez le plus de cartes au bout de %n minute.</numerusform>
            <numerusform>Soyez le dernier joueur à avoir des cartes, ou détenez le plus de cartes au bout de %n minutes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Be the last player with cards.</source>
        <translation>Soyez le dernier joueur à avoir des cartes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player plays and slaps with the keys shown at their seat.</source>
        <translation>Chaque joueur joue et tape avec les touches affichées à sa place.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays your card, %2 slaps.</source>
        <translation>%1 joue votre carte, %2 tape.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap first when the pile shows a pattern; F1 explains them all.</source>
        <translation>Tapez en premier quand le tas forme une combinaison&#xa0;; F1 les explique toutes.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Play on.</source>
        <translation>Reprise de la partie.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Not yet: press %1 to start.</source>
        <translation>Pas encore&#xa0;: appuyez sur %1 pour commencer.</translation>
    </message>
</context>
<context>
    <name>ratscrew::GameText</name>
    <message>
        <location filename="../app/text/GameText.cpp" line="-184"/>
        <source>Double</source>
        <translation>Paire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Triple</source>
        <translation>Brelan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sandwich</source>
        <translation>Sandwich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top and bottom</source>
        <translation>Haut et bas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tens</source>
        <translation>Somme de dix</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ten</source>
        <translation>Dix</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tens sandwich</source>
        <translation>Sandwich à dix</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three for ten</source>
        <translation>Trois pour dix</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four in a row</source>
        <translation>Suite de quatre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run of three</source>
        <translation>Série de trois</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marriage</source>
        <translation>Mariage</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>Match my speed</source>
        <translation>À ma vitesse</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Person</source>
        <comment>a seat played by someone at the keyboard</comment>
        <translation>Humain</translation>
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
        <translation>une paire %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a triple %1</source>
        <translation>un brelan %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a sandwich %1</source>
        <translation>un sandwich %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top and bottom %1…%2</source>
        <translation>un haut et bas %1…%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tens %1</source>
        <translation>une somme de dix %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a ten</source>
        <translation>un dix</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tens sandwich %1</source>
        <translation>un sandwich à dix %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three for ten %1</source>
        <translation>un trois pour dix %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four in a row %1</source>
        <translation>une suite de quatre %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a run of three %1</source>
        <translation>une série de trois %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a marriage %1</source>
        <translation>un mariage %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a joker</source>
        <translation>un joker</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three of a suit %1</source>
        <translation>trois de même couleur %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four of a suit %1</source>
        <translation>quatre de même couleur %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a divorce %1</source>
        <translation>un divorce %1</translation>
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
        <translation>Glands</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bells</source>
        <comment>German suits: the suit in the place of diamonds</comment>
        <translation>Grelots</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts</source>
        <comment>German suits: the suit in the place of hearts</comment>
        <translation>Cœurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves</source>
        <comment>German suits: the suit in the place of spades</comment>
        <translation>Feuilles</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 of Acorns</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Acorns&quot;.</extracomment>
        <translation>%1 de Glands</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Bells</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Bells&quot;.</extracomment>
        <translation>%1 de Grelots</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Hearts</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Hearts&quot;.</extracomment>
        <translation>%1 de Cœurs</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Leaves</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Leaves&quot;.</extracomment>
        <translation>%1 de Feuilles</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Three of a suit</source>
        <translation>Trois de même couleur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four of a suit</source>
        <translation>Quatre de même couleur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Divorce</source>
        <translation>Divorce</translation>
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
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>House</source>
        <translation>Règles maison</translation>
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
        <translation>Slaps (avancé)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps (every advanced rule)</source>
        <translation>Slaps (toutes les règles avancées)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <comment>a rule set changed from its preset</comment>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ghost</source>
        <comment>a bot that slaps at the speed of a shared run&apos;s person (docs/RUNS.md)</comment>
        <translation>Fantôme</translation>
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
        <translation>%1 ms avant que la carte soit visible</translation>
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
        <translation>Règles de Ratscrew</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Rules of %1</source>
        <extracomment>For a screen reader: %1 is the title of the rules&apos; preset, e.g. &quot;House rules&quot;.</extracomment>
        <translation>Règles&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bicycle rules</source>
        <translation>Règles Bicycle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps</source>
        <translation>Slaps</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps, advanced</source>
        <translation>Slaps, avancé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic rules</source>
        <translation>Règles classiques</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps, every advanced rule</source>
        <translation>Slaps, toutes les règles avancées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>Règles personnalisées</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preset “house”: a house version of the Bicycle rules.</source>
        <translation>Préréglage «&#xa0;house&#xa0;»&#xa0;: une version maison des règles Bicycle.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “bicycle”: the Bicycle-style rule texts as printed.</source>
        <translation>Préréglage «&#xa0;bicycle&#xa0;»&#xa0;: les règles de style Bicycle telles qu’elles sont imprimées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps”: a player&apos;s page about “Slaps”, with its basic rules.</source>
        <translation>Préréglage «&#xa0;slaps&#xa0;»&#xa0;: la page d’un joueur sur «&#xa0;Slaps&#xa0;», avec ses règles de base.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps_advanced”: a player&apos;s page about “Slaps”, with its advanced rules.</source>
        <translation>Préréglage «&#xa0;slaps_advanced&#xa0;»&#xa0;: la page d’un joueur sur «&#xa0;Slaps&#xa0;», avec ses règles avancées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “classic”: a classic rule text.</source>
        <translation>Préréglage «&#xa0;classic&#xa0;»&#xa0;: un texte de règles classique.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps_full”: a player&apos;s page about “Slaps”, with its advanced rules and both of its calls, sticky kings and split eights.</source>
        <translation>Préréglage «&#xa0;slaps_full&#xa0;»&#xa0;: la page d’un joueur sur «&#xa0;Slaps&#xa0;», avec ses règles avancées et ses deux annonces, rois collants et huit séparés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of options.</source>
        <translation>Votre propre combinaison d’options.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How to play: %1</source>
        <translation>Comment jouer&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Origin of the rules</source>
        <translation>Origine des règles</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Slap when…</source>
        <translation>Tapez quand…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No slap pattern is switched on: every slap is a misslap.</source>
        <translation>Aucune combinaison n’est activée&#xa0;: toute tape est une fausse tape.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards are shown in the order played, the top of the pile on the right; faded cards could be anything. Only played cards count, never burned ones.</source>
        <translation>Les cartes sont montrées dans l’ordre où elles ont été jouées, le dessus du tas à droite&#xa0;; les cartes estompées peuvent être n’importe lesquelles. Seules les cartes jouées comptent, jamais les cartes brûlées.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slap patterns</source>
        <translation>Combinaisons à taper</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+84"/>
        <source>Example: %1</source>
        <translation>Exemple&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Calls: sticky faces</source>
        <translation>Annonces&#xa0;: cartes de défi collantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls: sticky faces and split eights</source>
        <translation>Annonces&#xa0;: cartes de défi collantes et huit séparés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls: split eights</source>
        <translation>Annonces&#xa0;: huit séparés</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A call is a slap on a card that makes no pattern but is still right. It wins no cards, but it changes the play, and like any good slap it ends a run of misslaps. Slap as usual; the table shows which call it was. A slap is judged in this order: a pattern on the slap pile, a pattern on the split pile, a stick, a split; only then is it a misslap.</source>
        <translation>Une annonce est une tape sur une carte qui ne forme aucune combinaison mais qui est quand même correcte. Elle ne fait gagner aucune carte, mais elle modifie le cours de la partie et, comme toute bonne tape, elle interrompt une série de fausses tapes. Tapez comme d’habitude&#xa0;; la table indique de quelle annonce il s’agit. Une tape est jugée dans cet ordre&#xa0;: une combinaison sur le tas principal, une combinaison sur le tas secondaire, une carte de défi à coller, un 8 à séparer&#xa0;; ce n’est qu’à défaut de tout cela qu’il s’agit d’une fausse tape.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Example: %1; then %2</source>
        <extracomment>%1 is how the piles lie before, %2 after (both &quot;Slap pile: 3♠; Split pile: …&quot;).</extracomment>
        <translation>Exemple&#xa0;: %1&#xa0;; puis %2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Challenges and misslaps</source>
        <translation>Défis et fausses tapes</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+3"/>
        <source>The other rules</source>
        <translation>Les autres règles</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Challenges</source>
        <translation>Défis</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A 10 played in answer stops the challenge: the challenger does not win the pile, and the next player plays on. But a 10 on top shows %1, so the first good slap takes the pile.</source>
        <translation>Un dix joué en réponse arrête le défi&#xa0;: le challenger ne gagne pas le tas, et le joueur suivant continue. Mais un dix sur le dessus montre «&#xa0;%1&#xa0;», donc la première bonne tape prend le tas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A 10 played in answer stops the challenge: nobody wins the pile, and the next player plays on.</source>
        <translation>Un dix joué en réponse arrête le défi&#xa0;: personne ne gagne le tas, et le joueur suivant continue.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>German suits</source>
        <translation>Couleurs allemandes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card deck has German suits. Its Unter (U), Ober (O), König (K) and Daus (D) are the J, Q, K and A of these rules, and its acorns, bells, hearts and leaves take the places of clubs, diamonds, hearts and spades. The game names the cards as your deck prints them: %1.</source>
        <translation>Votre jeu de cartes est à couleurs allemandes. Son Unter (U), son Ober (O), son König (K) et son Daus (D) sont les J, Q, K et A de ces règles, et ses glands, grelots, cœurs et feuilles prennent la place des trèfles, carreaux, cœurs et piques. Ratscrew nomme les cartes comme elles sont imprimées sur votre jeu&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Collecting</source>
        <translation>Ramassage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The challenger takes the pile at once; the card that ended the challenge cannot be slapped.</source>
        <translation>Le challenger prend le tas immédiatement&#xa0;; on ne peut pas taper sur la carte qui a mis fin au défi.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenger picks the pile up after about a second. Until then anyone may still slap it: a good slap steals it, and a misslap hands it to the player who played its top card.</source>
        <translation>Le challenger ramasse le tas après une seconde environ. D’ici là, tout le monde peut encore taper dessus&#xa0;: une bonne tape le lui vole, et une fausse tape le donne au joueur qui a joué la carte du dessus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenger picks the pile up after about a second. Until then anyone may still slap it, and a good slap steals it.</source>
        <translation>Le challenger ramasse le tas après environ une seconde. D’ici là, tout le monde peut encore taper dessus, et une bonne tape le lui vole.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslaps</source>
        <translation>Fausses tapes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs you the top card of your stack, slid face down under the pile.</source>
        <translation>Taper alors qu’aucune combinaison n’apparaît vous coûte la carte du dessus de votre paquet, glissée face cachée sous le tas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs you the top %1 cards of your stack, slid face down under the pile.</source>
        <translation>Taper alors qu’aucune combinaison n’apparaît vous coûte les %1 cartes du dessus de votre paquet, glissées face cachée sous le tas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then you play the next card, unless a challenge is being answered or a pile waits to be collected.</source>
        <translation>Ensuite, vous jouez la carte suivante, sauf pendant la réponse à un défi ou quand un tas attend d’être ramassé.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slapping when no pattern shows costs nothing (no penalty), but it still counts toward the misslap limit.</source>
        <translation>Taper quand aucune combinaison n’apparaît ne coûte rien (aucune pénalité), mais compte toujours pour la limite de fausses tapes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs nothing: there is no penalty.</source>
        <translation>Taper quand aucune combinaison n’apparaît ne coûte rien&#xa0;: il n’y a pas de pénalité.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Slapping when no pattern shows locks you out: you keep your cards, but you cannot slap until %n more card(s) have been played.</source>
        <translation>
            <numerusform>Taper quand aucune combinaison n’apparaît vous bloque&#xa0;: vous gardez vos cartes, mais ne pouvez plus taper avant que %n carte de plus soit jouée.</numerusform>
            <numerusform>Taper quand aucune combinaison n’apparaît vous bloque&#xa0;: vous gardez vos cartes, mais ne pouvez plus taper avant que %n cartes de plus soient jouées.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slapping when no pattern shows gives the pile to the player who played its top card (if that is you, to the nearest player on your right).</source>
        <translation>Taper alors qu’aucune combinaison n’apparaît donne le tas au joueur qui a joué sa carte du dessus (si c’est vous, au joueur le plus proche à votre droite).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slapped on nothing</source>
        <translation>Fausse tape</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the game log and the status line say of a misslap: a slap while the pile shows no pattern. “Slapped on an empty pile” is a misslap too, on a pile with no cards at all (just after one was won).</source>
        <translation>Ce que le journal de la partie et la ligne d’état disent d’une fausse tape&#xa0;: une tape alors que le tas ne forme aucune combinaison. Une «&#xa0;fausse tape sur un tas vide&#xa0;» est aussi une fausse tape, sur un tas qui n’a plus aucune carte (juste après qu’un tas a été remporté).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too late</source>
        <translation>Trop tard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A slap that comes just after someone else&apos;s good slap, before the next card, lost the race: it costs nothing.</source>
        <translation>Une tape qui arrive juste après la bonne tape d’un autre, avant la carte suivante, a perdu la course&#xa0;: elle ne coûte rien.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslap limit</source>
        <translation>Limite de fausses tapes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Misslapping on two cards in a row puts you out of the game (two misslaps on one card count once).</source>
        <translation>Taper à tort sur deux cartes d’affilée vous élimine (deux fausses tapes sur une même carte comptent une fois).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslapping on more than %1 cards in a row puts you out of the game (two misslaps on one card count once).</source>
        <translation>Taper à tort sur plus de %1 cartes d’affilée vous élimine (deux fausses tapes sur une même carte comptent une fois).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are skipped, but you may still slap a good pile to get back into the game. A misslap with no cards makes you sit out: you cannot slap until one card has been played for each other player who still holds cards.</source>
        <translation>Votre tour est sauté, mais vous pouvez encore taper sur un bon tas pour revenir dans la partie. Une fausse tape sans cartes vous oblige à passer&#xa0;: vous ne pouvez plus taper avant qu’une carte ait été jouée pour chaque autre joueur qui a encore des cartes.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game length</source>
        <translation>Limite de temps</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The game ends after %n minutes of play; paused time does not count, and the table shows the time left. Then the player with the most cards in hand wins (a pile waiting to be collected is collected first); if two or more hold the most, the game is a draw.</source>
        <translation>
            <numerusform>La partie se termine après %n minute de jeu&#xa0;; le temps de pause ne compte pas, et la table affiche le temps restant. Le joueur qui a le plus de cartes en main gagne alors (un tas qui attend d’être ramassé est d’abord ramassé)&#xa0;; si deux joueurs ou plus sont à égalité en tête, la partie se termine par un match nul.</numerusform>
            <numerusform>La partie se termine après %n minutes de jeu&#xa0;; le temps de pause ne compte pas, et la table affiche le temps restant. Le joueur qui a le plus de cartes en main gagne alors (un tas qui attend d’être ramassé est d’abord ramassé)&#xa0;; si deux joueurs ou plus sont à égalité en tête, la partie se termine par un match nul.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No limit: the game goes on until one player has every card, which may take hours. Settings ▸ Rules can end it after 10 to 60 minutes instead.</source>
        <translation>Sans limite&#xa0;: la partie continue jusqu’à ce qu’un joueur ait toutes les cartes, ce qui peut prendre des heures. Paramètres ▸ Règles permet de la terminer après 10 à 60 minutes.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The deck has %n cards with two jokers. A joker is not a letter card: it never starts a challenge, and as an answer it uses up a chance like a number card.</source>
        <translation>
            <numerusform>Le jeu compte %n carte, dont deux jokers. Un joker n’est pas une carte de défi&#xa0;: il ne lance jamais de défi et, en réponse, il consomme une chance comme une carte numérotée.</numerusform>
            <numerusform>Le jeu compte %n cartes, dont deux jokers. Un joker n’est pas une carte de défi&#xa0;: il ne lance jamais de défi et, en réponse, il consomme une chance comme une carte numérotée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>None: the deck has %n cards.</source>
        <translation>
            <numerusform>Aucun&#xa0;: le jeu compte %n carte.</numerusform>
            <numerusform>Aucun&#xa0;: le jeu compte %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two %1s do not count as a double, a sandwich, a top and bottom or a big mac: three %1s in a row can be slapped (unless the pile matches another pattern too).</source>
        <translation>Deux %1 ne forment ni une paire, ni un sandwich, ni un haut et bas, ni un Big Mac&#xa0;: on peut taper sur trois %1 d’affilée (sauf si le tas forme aussi une autre combinaison).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two %1s do not count as a double, a sandwich or a top and bottom: three %1s in a row can be slapped (unless the pile matches another pattern too).</source>
        <translation>Deux %1 ne forment ni une paire, ni un sandwich, ni un haut et bas&#xa0;: on peut taper sur trois %1 d’affilée (sauf si le tas forme aussi une autre combinaison).</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>A new game is dealt and waits until you press %1 or click the table, then counts down 3-2-1. Settings ▸ Game can start games at once instead.</source>
        <translation>Une nouvelle partie est distribuée et attend que vous appuyiez sur %1 ou cliquiez sur la table, puis lance le compte à rebours 3-2-1. Paramètres ▸ Partie permet de commencer les parties tout de suite.</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>None: misslaps never put you out as long as you have cards.</source>
        <translation>Aucune&#xa0;: les fausses tapes ne vous mettent jamais hors jeu tant que vous avez des cartes.</translation>
    </message>
    <message>
        <location line="-285"/>
        <source>Take turns playing the top card of your face-down stack face up onto the pile. You win cards by winning challenges and by being the first to slap the pile when one of the patterns below shows.</source>
        <translation>Jouez à tour de rôle la carte du dessus de votre paquet, posé face cachée, en la retournant face visible sur le tas. Vous gagnez des cartes en remportant les défis et en étant le premier à taper sur le tas quand l’une des combinaisons ci-dessous apparaît.</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>Playing a J, Q, K or A starts a challenge: the next player with cards gets 1 (J), 2 (Q), 3 (K) or 4 (A) chances to turn up a J, Q, K or A of their own, which starts a new challenge. If all the chances are used up without one, the challenger wins the pile.</source>
        <translation>Jouer un J, Q, K ou A lance un défi&#xa0;: le joueur suivant qui a des cartes dispose de 1 (J), 2 (Q), 3 (K) ou 4 (A) chances pour retourner à son tour un J, Q, K ou A, ce qui lance un nouveau défi. Si toutes les chances sont épuisées sans en retourner un, le challenger remporte le tas.</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Next to play</source>
        <translation>Prochain joueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever wins a pile starts the next one.</source>
        <translation>Celui qui remporte un tas commence le suivant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a pile is won, the player after the winner starts the next one.</source>
        <translation>Après un tas remporté, le joueur qui suit le gagnant commence le suivant.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards left</source>
        <translation>Plus de cartes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are skipped, but you may still slap a good pile to get back into the game. A misslap with no cards puts you out.</source>
        <translation>Votre tour est sauté, mais vous pouvez encore taper sur un bon tas pour revenir dans la partie. Une fausse tape sans cartes vous met hors jeu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are skipped and cannot slap until cards come back to you.</source>
        <translation>Votre tour est sauté et vous ne pouvez pas taper tant que vous n’avez pas récupéré de cartes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning</source>
        <translation>Victoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win when you hold all %1 cards, or when everyone else is out.</source>
        <translation>Vous gagnez quand vous détenez les %1 cartes, ou quand tous les autres sont hors jeu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win as soon as you are the only player with cards in hand, even with cards still on the pile, or when everyone else is out.</source>
        <translation>Vous gagnez dès que vous êtes le seul joueur à avoir des cartes en main, même s’il reste des cartes sur le tas, ou quand tous les autres sont hors jeu.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only slap three</source>
        <translation>Seulement par trois</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Forbidden rank</source>
        <translation>Valeur interdite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When a %1 is on top, the pile can never be slapped, whatever it shows.</source>
        <translation>Quand un %1 est sur le dessus, on ne peut jamais taper sur le tas, quelle que soit la combinaison.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source>Controls</source>
        <translation>Commandes</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>or</source>
        <translation>ou</translation>
    </message>
    <message>
        <location line="-214"/>
        <location line="+5"/>
        <location line="+215"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no key</source>
        <translation>aucune touche</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play your card (or click your stack)</source>
        <translation>Jouer votre carte (ou cliquer sur votre paquet)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap the pile (or click the pile)</source>
        <translation>Taper sur le tas (ou cliquer sur le tas)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Person %1 plays a card</source>
        <translation>Le joueur %1 joue une carte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Person %1 slaps the pile</source>
        <translation>Le joueur %1 tape sur le tas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause or go on</source>
        <translation>Mettre en pause ou reprendre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound on or off</source>
        <translation>Activer ou couper le son</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the game log</source>
        <translation>Afficher le journal de la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This help</source>
        <translation>Cette aide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings (keys under Keys)</source>
        <translation>Paramètres (touches dans «&#xa0;Touches&#xa0;»)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>ratscrew::KeyBindings</name>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+80"/>
        <source>Play a card</source>
        <translation>Jouer une carte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slap the pile</source>
        <translation>Taper sur le tas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card (person %1)</source>
        <translation>Jouer une carte (joueur %1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap the pile (person %1)</source>
        <translation>Taper sur le tas (joueur %1)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pause or go on</source>
        <translation>Mettre en pause ou reprendre</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound on or off</source>
        <translation>Activer ou couper le son</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the game log</source>
        <translation>Afficher le journal de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules and controls</source>
        <translation>Règles et commandes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>none</source>
        <comment>no key</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 or %2</source>
        <comment>two keys</comment>
        <translation>%1 ou %2</translation>
    </message>
</context>
<context>
    <name>ratscrew::KeysPage</name>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="+9"/>
        <source>Click a key box and press the key you want (with Ctrl, Alt or Shift if you like). Each command can have a second key. The people&apos;s keys are for two to four people at one keyboard: set a seat&apos;s level to “Person” under Players.</source>
        <translation>Cliquez dans une case et appuyez sur la touche voulue (avec Ctrl, Alt ou Maj si vous le souhaitez). Chaque commande peut avoir une seconde touche. Les touches des joueurs servent à jouer à deux, trois ou quatre sur un même clavier&#xa0;: dans Joueurs, choisissez le niveau «&#xa0;Humain&#xa0;» pour une place.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Key</source>
        <translation>Touche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second key</source>
        <translation>Seconde touche</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Key: %1</source>
        <translation>Touche&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second key: %1</source>
        <translation>Seconde touche&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>People at the keyboard</source>
        <translation>Joueurs au clavier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Default Keys</source>
        <translation>Touches par &amp;défaut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key back to the one it had when Ratscrew was installed.</source>
        <translation>Remet chaque touche comme à l’installation de Ratscrew.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 is the key of both “%2” and “%3”.</source>
        <translation>%1 est la touche de «&#xa0;%2&#xa0;» et aussi de «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 opens the menu “%2”: it cannot also be the key of “%3”.</source>
        <translation>%1 ouvre le menu «&#xa0;%2&#xa0;»&#xa0;: ce ne peut pas être aussi la touche de «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 opens the menu “%2”: give “%3” another key.</source>
        <translation>%1 ouvre le menu «&#xa0;%2&#xa0;»&#xa0;: donnez une autre touche à «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is the key of both “%2” and “%3”: give one of them another key.</source>
        <translation>%1 est la touche de «&#xa0;%2&#xa0;» et aussi de «&#xa0;%3&#xa0;»&#xa0;: donnez une autre touche à l’une des deux.</translation>
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
            <numerusform>%n réglage enregistré n’a pas pu être utilisé et a repris sa valeur par défaut. Le journal de la partie (%1) dit lequel.</numerusform>
            <numerusform>%n réglages enregistrés n’ont pas pu être utilisés et ont repris leur valeur par défaut. Le journal de la partie (%1) dit lesquels.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+211"/>
        <source>Coach: after each pile you could slap, a line here says who was how fast.</source>
        <translation>Coach&#xa0;: après chaque tas sur lequel vous pouviez taper, une ligne indique ici la rapidité de chacun.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>New players and rules apply from the next game (%1).</source>
        <translation>Les nouveaux joueurs et les nouvelles règles s’appliquent à partir de la prochaine partie (%1).</translation>
    </message>
    <message>
        <location line="-128"/>
        <location filename="../app/settings/PlayersPage.cpp" line="+42"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Your game is back where you left it. Press %1 to play on.</source>
        <translation>Votre partie a été restaurée là où vous l’aviez laissée. Appuyez sur %1 pour continuer.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Back at your game, paused. Press %1 to play on.</source>
        <translation>De retour à votre partie, en pause. Appuyez sur %1 pour reprendre.</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Paused: the window lost focus. Press %1 to play on.</source>
        <translation>En pause&#xa0;: la fenêtre a perdu le focus. Appuyez sur %1 pour reprendre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused while the window is minimised. Press %1 to play on.</source>
        <translation>En pause tant que la fenêtre est réduite. Appuyez sur %1 pour reprendre.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>S&amp;hare…</source>
        <translation>P&amp;artager…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/MainWindowMenus.cpp" line="+40"/>
        <source>R&amp;ivals…</source>
        <translation>R&amp;ivaux…</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+7"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="-6"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;Deal Number…</source>
        <translation>Jouer la &amp;donne numéro…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dail&amp;y Deal</source>
        <translation>Donne du &amp;jour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s deal, the same for everyone: house rules against three normal bots</source>
        <translation>La donne du jour, la même pour tous&#xa0;: règles maison contre trois bots normaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;hare This Game…</source>
        <translation>P&amp;artager cette partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your result as text to paste, and your run for a friend to race</source>
        <translation>Votre résultat en texte à coller, et votre tentative pour qu’un ami puisse vous affronter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The runs of this deal side by side: yours and your friends&apos;</source>
        <translation>Les tentatives de cette donne côte à côte&#xa0;: les vôtres et celles de vos amis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Run…</source>
        <translation>&amp;Ouvrir une tentative…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch Bots</source>
        <translation>Regarder les &amp;bots</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bots play game after game with your rules; any key or click brings your game back</source>
        <translation>Des bots jouent partie après partie avec vos règles&#xa0;; une touche ou un clic vous ramène à votre partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>Pa&amp;ramètres…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;ractice…</source>
        <translation>&amp;Entraînement…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rep&amp;lays…</source>
        <translation>Rep&amp;lays…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause When the Window Loses &amp;Focus</source>
        <translation>Pause quand la fenêtre perd le &amp;focus</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+7"/>
        <location line="+122"/>
        <source>Play &amp;Card</source>
        <translation>Jouer une &amp;carte</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>&amp;Slap</source>
        <translation>&amp;Taper</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="-114"/>
        <source>&amp;Animations</source>
        <translation>&amp;Animations</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Slow</source>
        <comment>animation speed</comment>
        <translation>&amp;Lentes</translation>
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
        <translation>&amp;Désactivées (mouvements réduits)</translation>
    </message>
    <message>
        <location line="+87"/>
        <location line="+8"/>
        <source>Play a Card: %1</source>
        <translation>Jouer une carte&#xa0;: %1</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <source>Slap: %1</source>
        <translation>Taper&#xa0;: %1</translation>
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
        <translation>%1 jouer, %2 taper</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+22"/>
        <source>Play Deal Number</source>
        <translation>Jouer une donne numérotée</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Every game has a deal number: the end-of-game summary shows it. The same number with the same rules and players deals the same cards.</source>
        <translation>Chaque partie a un numéro de donne&#xa0;: le résumé de fin de partie l’affiche. Le même numéro avec les mêmes règles et les mêmes joueurs distribue les mêmes cartes.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Deal number:</source>
        <translation>Numéro de &amp;donne&#xa0;:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A deal number is a whole number from 0 to 18446744073709551615.</source>
        <translation>Un numéro de donne est un nombre entier de 0 à 18446744073709551615.</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>&amp;Fast</source>
        <comment>animation speed</comment>
        <translation>&amp;Rapides</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Game &amp;Log</source>
        <translation>&amp;Journal de la partie</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Sound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+5"/>
        <source>&amp;Sound On</source>
        <translation>&amp;Son activé</translation>
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
        <translation>Ai&amp;de</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+11"/>
        <source>&amp;Rules and Controls</source>
        <translation>&amp;Règles et commandes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ratscrew</source>
        <translation>À &amp;propos de Ratscrew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Ratscrew</source>
        <translation>À propos de Ratscrew</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Ratscrew %1&lt;/h3&gt;&lt;p&gt;Egyptian Rat Screw against bots that slap like people.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ratscrew %1&lt;/h3&gt;&lt;p&gt;La bataille corse (Egyptian Rat Screw) contre des bots qui tapent comme des humains.&lt;/p&gt;&lt;p&gt;Distribué sous licence GNU GPL, version 3 ou ultérieure.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/MainWindowRivals.cpp" line="+74"/>
        <source>Share This Game</source>
        <translation>Partager cette partie</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Rivals</source>
        <translation>Rivaux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no run of deal %1 yet: play it, or open a friend&apos;s run of it.</source>
        <translation>Aucune tentative de la donne %1 pour l’instant&#xa0;: jouez-la, ou ouvrez celle d’un ami.</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+12"/>
        <location line="+5"/>
        <location line="+4"/>
        <source>Open Run</source>
        <translation>Ouvrir une tentative</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Ratscrew runs (*%1)</source>
        <translation>Tentatives Ratscrew (*%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This file is not a run Ratscrew can open (%1).</source>
        <translation>Ce fichier n’est pas une tentative que Ratscrew peut ouvrir (%1).</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Race Ghost</source>
        <translation>Affronter le fantôme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This run cannot be raced: its player did not sit at the bottom seat.</source>
        <translation>Impossible d’affronter cette tentative&#xa0;: son joueur n’était pas assis en bas de la table.</translation>
    </message>
</context>
<context>
    <name>ratscrew::MatchController</name>
    <message>
        <location filename="../app/rig/MatchController.cpp" line="+200"/>
        <source>Nothing has been played in this game yet.</source>
        <translation>Rien n’a encore été joué dans cette partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game played on from a save cannot be shared: its bots were made again.</source>
        <translation>Une partie reprise là où vous l’aviez laissée ne peut pas être partagée&#xa0;: ses bots ont été recréés.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Only a game of one person against bots can be shared.</source>
        <translation>Seule une partie d’un joueur seul contre des bots peut être partagée.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game cannot be shared: its bots changed during it (new settings, or a “Match my speed” bot that learnt your times).</source>
        <translation>Cette partie ne peut pas être partagée&#xa0;: ses bots ont changé en cours de route (nouveaux réglages, ou bot «&#xa0;À ma vitesse&#xa0;» qui a appris vos temps).</translation>
    </message>
</context>
<context>
    <name>ratscrew::NoticeBar</name>
    <message>
        <location filename="../app/MainWindowPanels.cpp" line="+28"/>
        <source>Dismiss</source>
        <translation>Masquer</translation>
    </message>
</context>
<context>
    <name>ratscrew::PlayersPage</name>
    <message>
        <location filename="../app/settings/PlayersPage.cpp" line="+10"/>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shown at your seat, up to %1 characters.</source>
        <translation>Affiché à votre place, %1 caractères au maximum.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Seats &amp;beside you:</source>
        <translation>Places à côté de vo&amp;us&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They sit clockwise from your left, in the order below. Up to three seats can be people at this keyboard instead: choose “Person” as their level.</source>
        <translation>Les places se suivent dans le sens horaire à partir de votre gauche, dans l’ordre ci-dessous. Jusqu’à trois d’entre elles peuvent être tenues par des joueurs à ce clavier&#xa0;: choisissez alors le niveau «&#xa0;Humain&#xa0;».</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seat &amp;%1:</source>
        <translation>Place &amp;%1&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name at seat %1</source>
        <translation>Nom à la place %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level at seat %1</source>
        <translation>Niveau à la place %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Someone at this keyboard plays this seat with their own play and slap keys (Settings ▸ Keys).</source>
        <translation>Un joueur à ce clavier tient cette place avec ses propres touches pour jouer et taper (Paramètres ▸ Touches).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own numbers, set under “Custom level”.</source>
        <translation>Vos propres valeurs, réglées sous «&#xa0;Niveau personnalisé&#xa0;».</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As quick as you: follows your recent reaction time on each pattern, from Expert down to half again as slow as Beginner, so that games stay close.</source>
        <translation>Aussi rapide que vous&#xa0;: suit votre temps de réaction récent sur chaque combinaison, d’Expert jusqu’à une fois et demie plus lent que Débutant, pour que les parties restent serrées.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slaps a double in about %1 ms and misses %2 % of chances.</source>
        <translation>Tape sur une paire en %1 ms environ et laisse passer %2 % des occasions.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Edit custom…</source>
        <translation>Personnaliser…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit the custom level of bot %1</source>
        <translation>Modifier le niveau personnalisé du bot %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Mixed</source>
        <translation>Mixte</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets every bot to one level; shows “Mixed” when their levels differ.</source>
        <translation>Règle tous les bots sur un même niveau&#xa0;; affiche «&#xa0;Mixte&#xa0;» quand leurs niveaux diffèrent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same &amp;level for all:</source>
        <translation>Même ni&amp;veau pour tous&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same level for all bots</source>
        <translation>Même niveau pour tous les bots</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose “Custom” as a bot&apos;s level to set its numbers here; they start from the level it had. “Edit custom…” picks the bot shown.</source>
        <translation>Choisissez «&#xa0;Personnalisé&#xa0;» comme niveau d’un bot pour régler ses valeurs ici&#xa0;; elles partent du niveau qu’il avait. «&#xa0;Personnaliser…&#xa0;» choisit le bot affiché.</translation>
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
        <translation>&amp;Temps de réaction&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median time to slap a double; harder patterns take longer.</source>
        <translation>Temps médian pour taper sur une paire&#xa0;; les combinaisons plus difficiles demandent plus de temps.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sprea&amp;d:</source>
        <translation>&amp;Dispersion&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much reactions vary: 0 never, 0.25 typical.</source>
        <translation>Variabilité des réactions&#xa0;: 0 aucune, 0,25 typique.</translation>
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
        <translation>Occasions &amp;manquées&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to let a slappable pile go.</source>
        <translation>Probabilité de laisser passer un tas sur lequel on peut taper.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;False slaps:</source>
        <translation>&amp;Fausses tapes&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to slap a pile that cannot be slapped.</source>
        <translation>Probabilité de taper sur un tas sur lequel on ne peut pas taper.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pla&amp;y delay:</source>
        <translation>Dé&amp;lai de jeu&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median time before playing a card.</source>
        <translation>Temps médian avant de jouer une carte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call t&amp;ime:</source>
        <translation>T&amp;emps d’annonce&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra time to see a stick or a split, on top of the reaction time.</source>
        <translation>Temps supplémentaire pour voir une carte de défi à coller ou un 8 à séparer, en plus du temps de réaction.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Miss&amp;ed calls:</source>
        <translation>Ann&amp;onces manquées&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to let a stick or a split go.</source>
        <translation>Probabilité de laisser passer une carte de défi à coller ou un 8 à séparer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>False &amp;calls:</source>
        <translation>Fausses annon&amp;ces&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to slap a card that only looks like a call: a letter card that cannot be stuck, a 9, or an 8 that cannot be split.</source>
        <translation>Probabilité de taper sur une carte qui ressemble seulement à une annonce&#xa0;: une carte de défi qui ne peut pas être collée, un 9, ou un 8 qui ne peut pas être séparé.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Custom level of %1</source>
        <translation>Niveau personnalisé&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Your name cannot be empty.</source>
        <translation>Votre nom ne peut pas être vide.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat %1 needs a name.</source>
        <translation>La place %1 doit avoir un nom.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At most %1 people can play at one keyboard.</source>
        <translation>Au plus %1 joueurs peuvent jouer sur un même clavier.</translation>
    </message>
</context>
<context>
    <name>ratscrew::PracticeDialog</name>
    <message>
        <location filename="../app/coach/PracticeDialog.cpp" line="+46"/>
        <source>The pile is empty.</source>
        <translation>Le tas est vide.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the pile: %1</source>
        <translation>Sur le tas&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Drill:</source>
        <translation>&amp;Exercice&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every pattern of the rules</source>
        <translation>Toutes les combinaisons des règles</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Weak spots: more %1</source>
        <extracomment>%1 is a list of pattern names to practise more, e.g. &quot;Double, Tens&quot;.</extracomment>
        <translation>Points faibles&#xa0;: surtout %1</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>P&amp;ace:</source>
        <translation>&amp;Rythme&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Steady</source>
        <translation>Régulier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quick</source>
        <translation>Vif</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (a card every %2 s)</source>
        <translation>%1 (une carte toutes les %2 s)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+257"/>
        <source>&amp;Start</source>
        <translation>&amp;Démarrer</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Practice pile</source>
        <translation>Tas d’entraînement</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slap (%1)</source>
        <translation>Taper (%1)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pattern</source>
        <translation>Combinaison</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hits</source>
        <translation>Réussies</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median (ms)</source>
        <translation>Médiane (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Misslaps</source>
        <translation>Fausses tapes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed</source>
        <translation>Manquées</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Practice results per pattern</source>
        <translation>Résultats de l’entraînement par combinaison</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card that showed two patterns at once counts in the row of each, so the patterns&apos; rows can add up to more than the total.</source>
        <translation>Une carte qui montrait deux combinaisons à la fois compte dans la ligne de chacune&#xa0;: les lignes des combinaisons peuvent donc dépasser le total.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a drill and press Start. Slap what matches: %1.</source>
        <translation>Choisissez un exercice et appuyez sur Démarrer. Tapez ce qui correspond&#xa0;: %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>%n of the %1 cards make a pattern.</source>
        <translation>
            <numerusform>%n des %1 cartes forme une combinaison.</numerusform>
            <numerusform>%n des %1 cartes forment une combinaison.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Drill over: %1 hits, %2 misslaps, %3 missed.</source>
        <translation>Exercice terminé&#xa0;: %1 réussies, %2 fausses tapes, %3 manquées.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Card %1 of %2</source>
        <translation>Carte %1 sur %2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 — %2 ms</source>
        <translation>%1 — %2 ms</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Missed: %1 (%2)</source>
        <translation>Manqué&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Near no pattern</source>
        <translation>Loin de toute combinaison</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>St&amp;op</source>
        <translation>&amp;Arrêter</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReactionChart</name>
    <message>
        <location filename="../app/career/CareerCharts.cpp" line="+181"/>
        <source>Reaction time per pattern</source>
        <translation>Temps de réaction par combinaison</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 %2 ms</source>
        <translation>%1 %2 ms</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>you %1 ms (90 %: %2 ms)</source>
        <translation>vous %1 ms (90 %&#xa0;: %2 ms)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no slaps of yours</source>
        <translation>aucune tape de votre part</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2; the bots&apos; medians: %3.</source>
        <translation>%1&#xa0;: %2&#xa0;; médianes des bots&#xa0;: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+27"/>
        <source>No slaps</source>
        <translation>Aucune tape</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You (median, whisker to 90 %)</source>
        <translation>Vous (médiane, trait jusqu’à 90 %)</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Reaction time (ms)</source>
        <translation>Temps de réaction (ms)</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReactionHistogram</name>
    <message>
        <location filename="../app/charts/ChartWidgets.cpp" line="+26"/>
        <source>Reaction times</source>
        <translation>Temps de réaction</translation>
    </message>
    <message>
        <location line="+67"/>
        <location line="+12"/>
        <source>No slaps</source>
        <translation>Aucune tape</translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>%n valid slap(s); median %1 s, fastest %2 s, slowest %3 s.</source>
        <translation>
            <numerusform>%n tape valide&#xa0;; médiane %1 s, plus rapide %2 s, plus lente %3 s.</numerusform>
            <numerusform>%n tapes valides&#xa0;; médiane %1 s, plus rapide %2 s, plus lente %3 s.</numerusform>
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
        <translation>Temps de réaction (s)</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>median %1 s</source>
        <translation>médiane %1 s</translation>
    </message>
</context>
<context>
    <name>ratscrew::RecordKeeper</name>
    <message>
        <location filename="../app/records/RecordKeeper.cpp" line="+57"/>
        <source>Games are not saved for a resume: the folder %1 cannot be made.</source>
        <translation>Les parties ne sont pas enregistrées pour être reprises&#xa0;: le dossier %1 ne peut pas être créé.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games are not saved for a resume: %1 is not a file, so it can never be taken. Remove it to have them saved again.</source>
        <translation>Les parties ne sont pas enregistrées pour être reprises&#xa0;: %1 n’est pas un fichier, si bien que ce verrou ne pourra jamais être pris. Supprimez-le pour qu’elles soient de nouveau enregistrées.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games are not saved for a resume: %1 cannot be made in the folder %2.</source>
        <translation>Les parties ne sont pas enregistrées pour être reprises&#xa0;: %1 ne peut pas être créé dans le dossier %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>The saved game in %1 is held by Ratscrew on another computer (%2): games are not saved for a resume here until it quits, or until its lock has not been renewed for %n minute(s).</source>
        <translation>
            <numerusform>La partie enregistrée dans %1 est verrouillée par Ratscrew sur un autre ordinateur (%2)&#xa0;: aucune partie n’est enregistrée ici pour être reprise jusqu’à ce qu’il soit fermé ou que son verrou reste %n minute sans être renouvelé.</numerusform>
            <numerusform>La partie enregistrée dans %1 est verrouillée par Ratscrew sur un autre ordinateur (%2)&#xa0;: aucune partie n’est enregistrée ici pour être reprise jusqu’à ce qu’il soit fermé ou que son verrou reste %n minutes sans être renouvelé.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another Ratscrew (process %1) is using the saved game in %2: this one&apos;s games are kept as records, but not saved for a resume while it runs.</source>
        <translation>Un autre Ratscrew (processus %1) utilise la partie enregistrée dans %2&#xa0;: les parties de celui-ci sont gardées comme enregistrements, mais ne sont pas enregistrées pour être reprises tant que l’autre tourne.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games are not saved for a resume: the lock %1 names no running Ratscrew, but it cannot be removed.</source>
        <translation>Les parties ne sont pas enregistrées pour être reprises&#xa0;: le verrou %1 n’appartient à aucun Ratscrew en cours, mais il ne peut pas être supprimé.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The folder %1 for game records cannot be made: this game is not kept.</source>
        <translation>Le dossier %1 des enregistrements ne peut pas être créé&#xa0;: cette partie n’est pas gardée.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This game&apos;s record is not kept: %1</source>
        <translation>L’enregistrement de cette partie n’est pas gardé&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The game in play cannot be saved for a resume: %1</source>
        <translation>La partie en cours ne peut pas être enregistrée pour être reprise&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The game you left cannot be played on (%1); its file stays where it is.</source>
        <translation>La partie que vous avez quittée ne peut pas être reprise (%1)&#xa0;; son fichier reste où il est.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game you left cannot be played on (%1); its file is kept as %2.</source>
        <translation>La partie que vous avez quittée ne peut pas être reprise (%1)&#xa0;; son fichier est gardé sous le nom %2.</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplayAnalysis</name>
    <message>
        <location filename="../app/replay/ReplayAnalysis.cpp" line="+82"/>
        <source>%1 slapped %2 ms before %3 on %4</source>
        <translation>%1 a tapé %2 ms avant %3 sur %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an empty table</source>
        <translation>une table vide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 beat %2 by %3 ms to the pile</source>
        <translation>%1 a devancé %2 de %3 ms sur le tas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 beat %2 by %3 ms to %4</source>
        <translation>%1 a devancé %2 de %3 ms sur %4</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1 misslapped on an empty pile</source>
        <translation>%1 a fait une fausse tape sur un tas vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 misslapped on %2</source>
        <translation>%1 a fait une fausse tape sur %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 lost the challenge of %2 to %3</source>
        <translation>%1 a perdu face à %3 le défi lancé par %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost a challenge to %2</source>
        <translation>%1 a perdu un défi face à %2</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+8"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>before any card was played</source>
        <translation>avant qu’aucune carte ne soit jouée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms after the card was played</source>
        <translation>%1 ms après que la carte a été jouée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms after the card landed</source>
        <translation>%1 ms après l’arrivée de la carte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a stick: took the challenge over</source>
        <translation>collage&#xa0;: a repris le défi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a split: started the split pile</source>
        <translation>séparation&#xa0;: a commencé le tas secondaire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>took the pile</source>
        <translation>a pris le tas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>took the pile (%1)</source>
        <translation>a pris le tas (%1)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a misslap</source>
        <translation>une fausse tape</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pressed again after taking the pile</source>
        <translation>nouvel appui après avoir pris le tas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too late: the pile was taken</source>
        <translation>trop tard&#xa0;: le tas était déjà pris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed</source>
        <translation>non autorisée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 — %3</source>
        <comment>name: timing — outcome</comment>
        <translation>%1&#xa0;: %2 — %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first</source>
        <translation>en premier</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 ms after %2</source>
        <translation>%1 ms après %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2, %3 — %4</source>
        <comment>name: timing, place — outcome</comment>
        <translation>%1&#xa0;: %2, %3 — %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 from %2 at %3</source>
        <extracomment>%1 a card, %2 the player who played it, %3 the game time, e.g. &quot;K♠ from Ann at 3:05&quot;.</extracomment>
        <translation>%1 joué par %2 à %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before the first card</source>
        <translation>Avant la première carte</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You were first, %1 ms ahead of %2</source>
        <translation>Vous avez devancé %2 de %1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was first, %2 ms ahead of %3</source>
        <translation>%1 a devancé %3 de %2 ms</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplayWindow</name>
    <message>
        <location filename="../app/replay/ReplayWindow.cpp" line="+74"/>
        <source>deal %1</source>
        <translation>donne %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay: %1</source>
        <translation>Replay&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Replayed table</source>
        <translation>Table rejouée</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+3"/>
        <source>Slap timing</source>
        <translation>Temps des tapes</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Decisive moments:</source>
        <translation>Moments &amp;décisifs&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decisive moments</source>
        <translation>Moments décisifs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click or press %1 to watch a moment in slow motion</source>
        <translation>Double-cliquez ou appuyez sur %1 pour revoir un moment au ralenti</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Double-click or press %1 to watch it in slow motion</source>
        <translation>Double-cliquez ou appuyez sur %1 pour le revoir au ralenti</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No close races, lost challenges or misslaps</source>
        <translation>Aucune course serrée, aucun défi perdu, aucune fausse tape</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Largest s&amp;wings:</source>
        <translation>Plus &amp;grandes variations&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest swings</source>
        <translation>Plus grandes variations</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click or press %1 to go there</source>
        <translation>Double-cliquez ou appuyez sur %1 pour y aller</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Go to Swing</source>
        <translation>All&amp;er à la variation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the swing</source>
        <translation>Aller à la variation</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Step &amp;Back</source>
        <translation>&amp;Reculer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step back</source>
        <translation>Reculer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action back (%1)</source>
        <translation>Une action en arrière (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+148"/>
        <source>&amp;Play</source>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>Play or pause (%1)</source>
        <translation>Lecture ou pause (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;Forward</source>
        <translation>&amp;Avancer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step forward</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action forward (%1)</source>
        <translation>Une action en avant (%1)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Speed:</source>
        <translation>&amp;Vitesse&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed</source>
        <translation>Vitesse</translation>
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
        <translation>P&amp;osition&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position in the game</source>
        <translation>Position dans la partie</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game time</source>
        <translation>Temps de jeu</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the replay</source>
        <translation>Fermer le replay</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What happened</source>
        <translation>Ce qui s’est passé</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Click to go to that moment</source>
        <translation>Cliquez pour aller à ce moment</translation>
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
        <translation>Aucune grande variation</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Working out the chances…</source>
        <translation>Calcul des chances…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nobody has slapped yet.</source>
        <translation>Personne n’a encore tapé.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slow motion (%1×)</source>
        <translation>Ralenti (%1×)</translation>
    </message>
    <message>
        <location filename="../app/AppStartup.cpp" line="-137"/>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
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
        <translation>Parties &amp;gardées (les plus récentes d’abord)&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games kept</source>
        <translation>Parties gardées</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>Durée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the selected game</source>
        <translation>Ouvrir la partie sélectionnée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;File…</source>
        <translation>Ouvrir un &amp;fichier…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a record file</source>
        <translation>Ouvrir un fichier d’enregistrement</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Reading…</source>
        <translation>Lecture…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>In play</source>
        <translation>En cours</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished</source>
        <translation>Inachevée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won</source>
        <translation>%1 a gagné</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>No games kept yet</source>
        <translation>Aucune partie gardée pour l’instant</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Open a Game Record</source>
        <translation>Ouvrir un enregistrement de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>Enregistrements de parties (*.json);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalGame</name>
    <message>
        <location filename="../app/rivals/RivalGame.cpp" line="+65"/>
        <source>Won in %1</source>
        <translation>Victoire en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost in %1</source>
        <translation>Défaite en %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw at %1</source>
        <translation>Match nul à %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left at %1</source>
        <comment>the game was left unfinished at that time</comment>
        <translation>Abandon à %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ratscrew — daily deal %1</source>
        <translation>Ratscrew — donne du jour %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratscrew — deal %1</source>
        <translation>Ratscrew — donne %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n slap(s) won</source>
        <translation>
            <numerusform>%n tape gagnante</numerusform>
            <numerusform>%n tapes gagnantes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>median %1 ms</source>
        <comment>the median reaction time of the slaps won</comment>
        <translation>médiane %1 ms</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your games were the same from start to end.</source>
        <translation>Vos parties ont été identiques du début à la fin.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Until %1 your games were the same; then they went different ways.</source>
        <translation>Jusqu’à %1, vos parties ont été identiques&#xa0;; puis elles ont divergé.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Until %1 your games were the same; then %2 slapped the %3 %4 ms before you.</source>
        <comment>%3 is a pattern&apos;s name</comment>
        <translation>Jusqu’à %1, vos parties ont été identiques&#xa0;; puis %2 a tapé sur «&#xa0;%3&#xa0;» %4 ms avant vous.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Until %1 your games were the same; then you slapped the %2 %3 ms before %4.</source>
        <comment>%2 is a pattern&apos;s name</comment>
        <translation>Jusqu’à %1, vos parties ont été identiques&#xa0;; puis vous avez tapé sur «&#xa0;%2&#xa0;» %3 ms avant %4.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Until %1 your games were the same; then %2 slapped the %3 and you did not.</source>
        <comment>%3 is a pattern&apos;s name</comment>
        <translation>Jusqu’à %1, vos parties ont été identiques&#xa0;; puis %2 a tapé sur «&#xa0;%3&#xa0;», et pas vous.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Until %1 your games were the same; then you slapped the %2 and %3 did not.</source>
        <comment>%2 is a pattern&apos;s name</comment>
        <translation>Jusqu’à %1, vos parties ont été identiques&#xa0;; puis vous avez tapé sur «&#xa0;%2&#xa0;», et pas %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Until %1 your games were the same; then %2 slapped by mistake and you did not.</source>
        <translation>Jusqu’à %1, vos parties ont été identiques&#xa0;; puis %2 a fait une fausse tape, et pas vous.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Until %1 your games were the same; then you slapped by mistake and %2 did not.</source>
        <translation>Jusqu’à %1, vos parties ont été identiques&#xa0;; puis vous avez fait une fausse tape, et pas %2.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Until %1 your games were the same; then you and %2 played a card at different times.</source>
        <translation>Jusqu’à %1, vos parties ont été identiques&#xa0;; puis %2 et vous avez joué une carte à des moments différents.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (ghost)</source>
        <comment>a ghost&apos;s seat: the person whose run it plays</comment>
        <translation>%1 (fantôme)</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalStore</name>
    <message>
        <location filename="../app/rivals/RivalStore.cpp" line="+37"/>
        <source>The folder %1 for runs cannot be made.</source>
        <translation>Le dossier %1 des tentatives ne peut pas être créé.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The run is not kept: %1</source>
        <translation>La tentative n’est pas gardée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a run of deal %2.</source>
        <translation>%1 n’est pas une tentative de la donne %2.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalsDialog</name>
    <message>
        <location filename="../app/rivals/RivalsDialog.cpp" line="+32"/>
        <source>Rivals of the Daily Deal of %1</source>
        <translation>Rivaux de la donne du jour du %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rivals of Deal %1</source>
        <translation>Rivaux de la donne %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps won</source>
        <translation>Tapes gagnantes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median</source>
        <translation>Médiane</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>Date</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs of this deal</source>
        <translation>Tentatives de cette donne</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>&amp;Race Ghost</source>
        <translation>&amp;Affronter le fantôme</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game of this deal with the selected player&apos;s ghost in place of the last bot</source>
        <translation>Une nouvelle partie de cette donne, avec le fantôme du joueur sélectionné à la place du dernier bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Run…</source>
        <translation>&amp;Ouvrir une tentative…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You, %1</source>
        <translation>Vous, %1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: you %2, %3 %4</source>
        <comment>%1 is a pattern&apos;s name; then the two median reaction times</comment>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: vous %2, %3 %4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — the same</source>
        <comment>the two medians are equal</comment>
        <translation>%1 — à égalité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — you were %2 ms faster</source>
        <translation>%1 — vous avez été plus rapide de %2 ms</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 was %3 ms faster</source>
        <translation>%1 — %2 a été plus rapide de %3 ms</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You have no run of this deal yet: play it to see yours beside these.</source>
        <translation>Vous n’avez pas encore de tentative sur cette donne&#xa0;: jouez-la pour voir la vôtre à côté de celles-ci.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a friend&apos;s run of this deal to see it beside yours, and race its ghost.</source>
        <translation>Ouvrez la tentative d&apos;un ami sur cette donne pour la voir à côté de la vôtre et affronter son fantôme.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You and %1 have no pattern both of you slapped.</source>
        <translation>%1 et vous n’avez tapé sur aucune combinaison en commun.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RuleWorkshop</name>
    <message>
        <location filename="../app/workshop/RuleWorkshop.cpp" line="+53"/>
        <source>What these rules play like</source>
        <translation>Ce que donnent ces règles</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Simulating games</source>
        <translation>Simulation de parties</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Play %n minutes</source>
        <extracomment>Under the warning that games are long: sets the game length.</extracomment>
        <translation>
            <numerusform>Jouer %n minute</numerusform>
            <numerusform>Jouer %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game length</source>
        <translation>Limite de temps</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How piles are won</source>
        <translation>Comment les tas sont remportés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slappable cards per 100 played</source>
        <translation>Cartes à taper pour 100 jouées</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Misslaps</source>
        <translation>Fausses tapes</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Simulating games…</source>
        <translation>Simulation de parties…</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>From %1 games of bots at this table of %n player(s).</source>
        <extracomment>Above the rule workshop&apos;s figures: %n is the number of players.</extracomment>
        <translation>
            <numerusform>D’après %1 parties de bots à cette table de %n joueur.</numerusform>
            <numerusform>D’après %1 parties de bots à cette table de %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Half of the games or more last over %1 hours.</source>
        <extracomment>The rule workshop&apos;s game length: %1 is a number of hours (6).</extracomment>
        <translation>La moitié des parties ou plus durent plus de %1 heures.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>under a minute</source>
        <extracomment>A game length.</extracomment>
        <translation>moins d’une minute</translation>
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
        <translation>La moitié des parties se terminent en moins de %1&#xa0;; plus de 5 sur 100 durent plus de %2 heures.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Half of the games are over within %1, 95 in 100 within %2.</source>
        <extracomment>The rule workshop&apos;s game length: %1 and %2 are lengths such as &quot;12 min&quot;.</extracomment>
        <translation>La moitié des parties se terminent en moins de %1, 95 sur 100 en moins de %2.</translation>
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
        <translation>Le temps est écoulé dans %1 d’entre elles.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Without a game length: %1</source>
        <extracomment>%1 is a sentence such as &quot;Half of the games are over within 12 min, …&quot;.</extracomment>
        <translation>Sans limite de temps&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of the games would still be going after %2 hours without a game length.</source>
        <translation>Sans limite de temps, %1 des parties dureraient encore après %2 heures.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every game ends by itself within %1 hours.</source>
        <translation>Chaque partie se termine d’elle-même en moins de %1 heures.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>By a slap: %1. By a challenge: %2.</source>
        <extracomment>How piles are won: each %n is a share such as &quot;48 %&quot;.</extracomment>
        <translation>Par une tape&#xa0;: %1. Par un défi&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given away for a misslap: %1.</source>
        <translation>Donnés après une fausse tape&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other ways: %1.</source>
        <translation>Autrement&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: %2</source>
        <extracomment>A row of the slappable cards, for a screen reader: %1 names a pattern, %2 is a number such as &quot;5.9&quot;.</extracomment>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No pattern is on.</source>
        <translation>Aucune combinaison n’est activée.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The bots misslap %1 times a game, all together.</source>
        <extracomment>%1 is a number such as &quot;4.2&quot;.</extracomment>
        <translation>Les bots font en tout %1 fausses tapes par partie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bots misslap %1 times a game, all together, in the games that end within %2 hours.</source>
        <extracomment>%1 is a number such as &quot;4.2&quot;; %2 a number of hours (6).</extracomment>
        <translation>Les bots font en tout %1 fausses tapes par partie, dans les parties qui se terminent en moins de %2 heures.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No game ends within %1 hours. The bots misslap %2 times an hour, all together.</source>
        <extracomment>%1 is a number of hours (6); %2 a number such as &quot;160.5&quot;.</extracomment>
        <translation>Aucune partie ne se termine en moins de %1 heures. Les bots font en tout %2 fausses tapes par heure.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ %1 of these games would still be going after %2 hours, and they have no game length.</source>
        <extracomment>The rule workshop&apos;s warning: %1 is a share of games such as &quot;91 %&quot;; %2 a number of hours (6).</extracomment>
        <translation>⚠ %1 de ces parties dureraient encore après %2 heures, et elles n’ont pas de limite de temps.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⚠ Half of these games last longer than %1, and they have no game length.</source>
        <extracomment>The rule workshop&apos;s warning: %1 is a game length such as &quot;47 min&quot; or &quot;1 h 12 min&quot;.</extracomment>
        <translation>⚠ La moitié de ces parties durent plus de %1, et elles n’ont pas de limite de temps.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RulesPage</name>
    <message>
        <location filename="../app/settings/RulesPage.cpp" line="+71"/>
        <source>Penalt&amp;y:</source>
        <translation>Péna&amp;lité&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burn cards under the pile</source>
        <translation>Brûler des cartes sous le tas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the pile away</source>
        <translation>Donner le tas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No penalty</source>
        <translation>Aucune pénalité</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked out for a few cards</source>
        <translation>Blocage pendant quelques cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a misslap: put cards from your hand under the pile, the pile goes to the player who played its top card, nothing happens, or you may not slap until a few more cards have been played.</source>
        <translation>Après une fausse tape&#xa0;: mettre des cartes de votre main sous le tas, le tas va au joueur qui a joué sa carte du dessus, rien ne se passe, ou vous ne pouvez plus taper avant que quelques cartes de plus aient été jouées.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Locked out for:</source>
        <translation>Bloqué pendant&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Lockout penalty: how many cards must be played onto either pile before a misslapper may slap again.</source>
        <translation>Avec la pénalité de blocage&#xa0;: combien de cartes doivent être jouées sur l’un ou l’autre tas avant que l’auteur d’une fausse tape puisse taper de nouveau.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 cards</source>
        <translation>2 cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;burned:</source>
        <translation>Cartes &amp;brûlées&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Out of the game</source>
        <translation>Éliminé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sit out a few cards</source>
        <translation>Passer quelques cartes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winning a pile</source>
        <translation>Remporter un tas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Collect:</source>
        <translation>Ra&amp;massage&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At once</source>
        <translation>Immédiat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a short delay</source>
        <translation>Après un court délai</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Misslaps</source>
        <translation>Fausses tapes</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source> card(s)</source>
        <extracomment>After a number of cards, as in &quot;Locked out for: 5 cards&quot;; it begins with a space.</extracomment>
        <translation>
            <numerusform> carte</numerusform>
            <numerusform> cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How many cards a misslap costs (with the Burn penalty).</source>
        <translation>Nombre de cartes que coûte une fausse tape (avec la pénalité «&#xa0;Brûler&#xa0;»).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Misslaps in a ro&amp;w:</source>
        <translation>Fausses tapes &amp;consécutives&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who misslaps on more cards in a row than this is out of the game. Two misslaps on one card count once.</source>
        <translation>Un joueur qui tape à tort sur plus de cartes d’affilée que ce nombre est éliminé. Deux fausses tapes sur une même carte comptent une fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A&amp;fter a misslap, the slapper plays next</source>
        <translation>Après une fausse tape, son auteur joue ensu&amp;ite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After burning cards for a misslap, that player turns the next card (not while a challenge is answered or a pile waits to be collected).</source>
        <translation>Après avoir brûlé des cartes pour une fausse tape, ce joueur retourne la carte suivante (sauf pendant la réponse à un défi ou quand un tas attend d’être ramassé).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslap with n&amp;o cards:</source>
        <translation>&amp;Fausse tape sans cartes&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player with no cards who misslaps is out, or may not slap until as many cards have been played as other players hold cards.</source>
        <translation>Qui fait une fausse tape sans cartes est éliminé, ou ne peut plus taper avant que soient jouées autant de cartes qu’il y a d’autres joueurs ayant des cartes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When a challenge is lost: the pile goes to the challenger at once, or stays for a moment and can still be slapped.</source>
        <translation>Quand un défi est perdu&#xa0;: le tas va immédiatement au challenger, ou reste un instant et on peut encore taper dessus.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Collect &amp;delay:</source>
        <translation>&amp;Délai de ramassage&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long a lost challenge&apos;s pile waits before it is collected.</source>
        <translation>Combien de temps le tas d’un défi perdu attend avant d’être ramassé.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt to play:</source>
        <translation>Pr&amp;ochain joueur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pile&apos;s winner</source>
        <translation>Le gagnant du tas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player after the winner</source>
        <translation>Le joueur après le gagnant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays the first card after a pile was won.</source>
        <translation>Qui joue la première carte après un tas remporté.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A ten stops a challenge</source>
        <translation>Un dix arrête un défi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answering a challenge with a 10 ends it: nobody wins the pile, and the next player plays on.</source>
        <translation>Répondre à un défi par un 10 y met fin&#xa0;: personne ne gagne le tas, et le joueur suivant continue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slap in wit&amp;h no cards</source>
        <translation>Taper pour reve&amp;nir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players whose hand is empty may still slap to win a pile and get back in.</source>
        <translation>Les joueurs dont la main est vide peuvent encore taper pour remporter un tas et revenir en jeu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck and winning</source>
        <translation>Jeu et victoire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Jokers:</source>
        <translation>Jo&amp;kers&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None (52 cards)</source>
        <translation>Aucun (52 cartes)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Two (54 cards)</source>
        <translation>Deux (54 cartes)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jokers only matter with the Joker pattern.</source>
        <translation>Les jokers ne comptent qu’avec la combinaison Joker.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W&amp;inner:</source>
        <translation>&amp;Vainqueur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds every card</source>
        <translation>Celui qui détient toutes les cartes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last player with cards in hand</source>
        <translation>Le dernier joueur avec des cartes en main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the game ends: when one player has all the cards, or as soon as only one player has cards in hand (cards on the pile do not count).</source>
        <translation>Fin de la partie&#xa0;: quand un joueur a toutes les cartes, ou dès qu’un seul joueur a encore des cartes en main (les cartes du tas ne comptent pas).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer plays first</source>
        <translation>Le donneur joue en premier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first card is dealt to the player who plays first: the dealer, as in Slaps, or else the player to the dealer&apos;s left.</source>
        <translation>La première carte va à qui joue en premier&#xa0;: le donneur lui-même, comme dans Slaps, sinon le joueur à sa gauche.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A house version of the Bicycle rules. The default.</source>
        <translation>Une version maison des règles Bicycle, celle par défaut.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Bicycle-style rule texts as printed.</source>
        <translation>Les règles de style Bicycle telles qu’elles sont imprimées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its basic rules.</source>
        <translation>La page d’un joueur sur «&#xa0;Slaps&#xa0;», avec ses règles de base.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its advanced rules.</source>
        <translation>La page d’un joueur sur «&#xa0;Slaps&#xa0;», avec ses règles avancées.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A classic rule text.</source>
        <translation>Un texte de règles classique.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its advanced rules and both calls: sticky kings and split eights.</source>
        <translation>La page d’un joueur sur «&#xa0;Slaps&#xa0;», avec ses règles avancées et les deux annonces&#xa0;: rois collants et huit séparés.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of options. Pick a preset to start again from one.</source>
        <translation>Votre propre combinaison d’options. Choisissez un préréglage pour repartir de celui-ci.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Preset</source>
        <translation>Préréglage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pr&amp;eset:</source>
        <translation>Préré&amp;glage&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A preset loads a whole rule set; changing any option below makes it “Custom”.</source>
        <translation>Un préréglage charge tout un ensemble de règles&#xa0;; modifier une option ci-dessous le rend «&#xa0;Personnalisé&#xa0;».</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pick a saved rule set</source>
        <translation>Choisir un jeu de règles enregistré</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved rule sets</source>
        <translation>Jeux de règles enregistrés</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved:</source>
        <translation>Enregistrés&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own rule sets, with their game length. Picking one loads it; nothing is kept until OK or Apply.</source>
        <translation>Vos propres jeux de règles, avec leur limite de temps. En choisir un le charge&#xa0;; rien n’est gardé avant OK ou Appliquer.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rule code</source>
        <translation>Code de règles</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type or paste a rule code; Enter reads it.</source>
        <translation>Tapez ou collez un code de règles, puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>The code is copied: paste it to anyone who should play these rules.</source>
        <translation>Le code est copié&#xa0;: transmettez-le à qui doit jouer avec ces règles.</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rule code:</source>
        <translation>Code de règles&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules and the game length as a code. Anyone can paste it here, or start the game with --rules and the code.</source>
        <translation>Ces règles et la limite de temps sous forme de code. Chacun peut le coller ici, ou lancer le jeu avec --rules et le code.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>This is not a rule code: a rule code looks like %1.</source>
        <extracomment>%1 is what a rule code looks like, &quot;R2-XXXX-XXXX-XXXX-XXXX&quot;.</extracomment>
        <translation>Ce n’est pas un code de règles&#xa0;: un code de règles ressemble à %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code comes from a newer version of the game (code version %1); this one reads version %2.</source>
        <translation>Ce code de règles vient d’une version plus récente du jeu (version de code %1)&#xa0;; celle-ci lit la version %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code is of version %1, which this version of the game does not read.</source>
        <translation>Ce code de règles est en version %1, que cette version du jeu ne sait pas lire.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A rule code cannot have the character “%1” in it.</source>
        <extracomment>%1 is the character, in quotes.</extracomment>
        <translation>Un code de règles ne peut pas contenir le caractère «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This rule code is too long: it has more than %1 characters after “R%2-”.</source>
        <translation>Ce code de règles est trop long&#xa0;: il a plus de %1 caractères après «&#xa0;R%2-&#xa0;».</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This rule code is cut short: it has %1 of its %2 characters.</source>
        <extracomment>%1 and %2 are numbers of characters.</extracomment>
        <translation>Ce code de règles est tronqué&#xa0;: il ne contient que %1 de ses %2 caractères.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code has a typo: its check characters do not match.</source>
        <translation>Ce code de règles contient une faute de frappe&#xa0;: ses caractères de contrôle ne correspondent pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This rule code has an option out of range (%1).</source>
        <extracomment>%1 is the name of a rule option, such as lockout_cards.</extracomment>
        <translation>Ce code de règles a une option hors limites (%1).</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ %1 The rules are unchanged.</source>
        <extracomment>%1 says why a rule code was not read.</extracomment>
        <translation>⚠ %1 Les règles restent inchangées.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The rules of the code are in place.</source>
        <translation>Les règles du code sont en place.</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+7"/>
        <location line="+8"/>
        <source>Save the Rule Set</source>
        <translation>Enregistrer le jeu de règles</translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source>%n rule set(s) are kept already: delete one to save another.</source>
        <translation>
            <numerusform>%n jeu de règles est déjà enregistré&#xa0;: supprimez-le pour en enregistrer un autre.</numerusform>
            <numerusform>%n jeux de règles sont déjà enregistrés&#xa0;: supprimez-en un pour en enregistrer un autre.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Name of the rule set:</source>
        <translation>Nom du jeu de règles&#xa0;:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Replace the rule set “%1”?</source>
        <extracomment>%1 is the name of a saved rule set.</extracomment>
        <translation>Remplacer le jeu de règles «&#xa0;%1&#xa0;»&#xa0;?</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Delete the Rule Set</source>
        <translation>Supprimer le jeu de règles</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the rule set “%1”?</source>
        <extracomment>%1 is the name of a saved rule set.</extracomment>
        <translation>Supprimer le jeu de règles «&#xa0;%1&#xa0;»&#xa0;?</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Share these rules with this code: anyone can paste it here, or start the game with --rules and the code.</source>
        <translation>Partagez ces règles avec ce code&#xa0;: chacun peut le coller ici, ou lancer le jeu avec --rules et le code.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Slap patterns</source>
        <translation>Combinaisons à taper</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pile may be slapped when one of the ticked patterns is on top. Point at a pattern to see when it matches.</source>
        <translation>On peut taper sur un tas quand l’une des combinaisons cochées est sur le dessus. Survolez une combinaison pour voir quand elle s’applique.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (see “Only three of”)</source>
        <translation>%1 (voir «&#xa0;Seulement par trois&#xa0;»)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tens:</source>
        <translation>Somme de dix&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tens across a &amp;letter card</source>
        <translation>Somme de di&amp;x autour d’une carte de défi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Tens pattern: two number cards adding up to 10 also count with a J, Q, K or A between them (A K 9).</source>
        <translation>Avec la combinaison «&#xa0;Somme de dix&#xa0;»&#xa0;: deux cartes numérotées dont la somme fait 10 comptent aussi avec un J, Q, K ou A entre elles (A K 9).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace in a r&amp;un:</source>
        <translation>As dans une s&amp;uite&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High only (J Q K A)</source>
        <translation>Haut seulement (J Q K A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High or low (A 2 3 4)</source>
        <translation>Haut ou bas (A 2 3 4)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round the corner (K A 2 3)</source>
        <translation>En boucle (K A 2 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How an ace counts in Four in a row: above the king, also below the 2, or with the ranks going round.</source>
        <translation>Comment l’as compte dans une «&#xa0;Suite de quatre&#xa0;»&#xa0;: au-dessus du roi, aussi en dessous du 2, ou avec des valeurs qui bouclent.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only &amp;three of:</source>
        <translation>Seulement par &amp;trois&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards of this number rank are only slapped as three in a row (Triple); two of them never count as a Double, Sandwich or Top and bottom.</source>
        <translation>Les cartes numérotées de cette valeur ne se tapent que par trois d’affilée (Brelan)&#xa0;; deux d’entre elles ne comptent jamais comme Paire, Sandwich ou Haut et bas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Never slap on:</source>
        <translation>Ne jamais tap&amp;er sur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing may be slapped while a card of this rank is on top.</source>
        <translation>On ne peut taper sur rien tant qu’une carte de cette valeur est sur le dessus.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Until one player has every card</source>
        <translation>Jusqu’à ce qu’un joueur ait toutes les cartes</translation>
    </message>
    <message numerus="yes">
        <location line="-218"/>
        <location line="+220"/>
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game length:</source>
        <translation>Limite de temps&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When time is up the player with the most cards in hand wins (a tie is a draw); paused time does not count. Until one player has every card is the original rule: a game may then go on for hours.</source>
        <translation>Quand le temps est écoulé, le joueur qui a le plus de cartes en main gagne (une égalité est un match nul)&#xa0;; le temps de pause ne compte pas. «&#xa0;Jusqu’à ce qu’un joueur ait toutes les cartes&#xa0;» est la règle d’origine&#xa0;: une partie peut alors durer des heures.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Calls</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call is a slap on a card that makes no pattern but is still right. It wins no cards, but it changes who plays.</source>
        <translation>Une annonce est une tape sur une carte qui ne forme aucune combinaison mais qui est quand même correcte. Elle ne fait gagner aucune carte, mais elle change qui doit jouer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A stick: when a challenger has just played one of the ticked letter cards, any other player except the one answering may slap it and take the challenge over, as if they had played it.</source>
        <translation>Coller&#xa0;: quand un challenger vient de jouer l’une des cartes de défi cochées, tout autre joueur, sauf celui qui répond, peut taper dessus et reprendre le défi à son compte, comme s’il l’avait jouée lui-même.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sticky %1</source>
        <extracomment>A check box of the sticky faces: %1 is a letter rank (J, Q, K or A).</extracomment>
        <translation>Carte de défi collante&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sticky faces:</source>
        <translation>Cartes de défi collantes&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split eights (slap an &amp;8)</source>
        <translation>Séparer les huit (taper un &amp;8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A split: slap an 8 on top of the pile (outside a challenge) and your next card starts a second pile beside it. Until one of the two piles is won, each turn plays two cards, one onto each pile.</source>
        <translation>Séparer&#xa0;: tapez sur un 8 posé sur le dessus du tas (hors défi) et votre carte suivante commence un second tas à côté. Jusqu’à ce que l’un des deux tas soit remporté, à chaque tour, on joue deux cartes, une sur chaque tas.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Comes with “Only three of” below: pick a rank there to make three of it the only way to slap that rank.</source>
        <translation>Va avec «&#xa0;Seulement par trois&#xa0;» ci-dessous&#xa0;: choisissez-y une valeur pour qu’on ne puisse taper sur cette valeur que par trois.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RunCheck</name>
    <message>
        <location filename="../app/rivals/RunCheck.cpp" line="+168"/>
        <source>The run is not one person&apos;s game against bots.</source>
        <translation>La tentative n’est pas la partie d’un joueur seul contre des bots.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run&apos;s game was played by an older Ratscrew, whose cards did not land.</source>
        <translation>La partie de cette tentative a été jouée avec une ancienne version de Ratscrew, où les cartes ne se posaient pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards of the run are not those of deal %1.</source>
        <translation>Les cartes de la tentative ne sont pas celles de la donne %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run&apos;s game does not replay: at %1 its bots would not have done what the record says.</source>
        <translation>La partie de cette tentative ne se rejoue pas à l’identique&#xa0;: à %1, ses bots n’auraient pas fait ce que dit l’enregistrement.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The reaction times in the run are not those of its game.</source>
        <translation>Les temps de réaction de la tentative ne sont pas ceux de sa partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reaction times are not a person&apos;s: their median is %1 ms, faster than %2 ms.</source>
        <translation>Ces temps de réaction ne sont pas humains&#xa0;: leur médiane est de %1 ms, sous les %2 ms.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The reaction times are not a person&apos;s: %1 was slapped in %2 ms at the median, faster than %3 ms.</source>
        <comment>%1 is a pattern&apos;s name</comment>
        <translation>Ces temps de réaction ne sont pas humains&#xa0;: les tapes sur «&#xa0;%1&#xa0;» ont une médiane de %2 ms, sous les %3 ms.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The reaction times are not a person&apos;s: they are too even.</source>
        <translation>Ces temps de réaction ne sont pas humains&#xa0;: ils sont trop réguliers.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SeatInput</name>
    <message>
        <location filename="../app/rig/SeatInput.cpp" line="+32"/>
        <source>%1 is out of the game.</source>
        <translation>%1 est hors jeu.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You are out of the game.</source>
        <translation>Vous êtes hors jeu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not %1&apos;s turn: %2 plays next.</source>
        <translation>Ce n’est pas le tour de %1&#xa0;: c’est à %2 de jouer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not your turn: %1 plays next.</source>
        <translation>Ce n’est pas votre tour&#xa0;: c’est à %1 de jouer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the pile to be collected.</source>
        <translation>Attendez que le tas soit ramassé.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 and %2 slapped in the same millisecond: %1&apos;s key came first.</source>
        <translation>%1 et %2 ont tapé dans la même milliseconde&#xa0;: la touche de %1 est arrivée la première.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SeatLineChart</name>
    <message>
        <location filename="../app/charts/SeatLineChart.cpp" line="+29"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Nothing yet</source>
        <translation>Rien pour l’instant</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Game time (min)</source>
        <translation>Temps de jeu (min)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game time (s)</source>
        <translation>Temps de jeu (s)</translation>
    </message>
</context>
<context>
    <name>ratscrew::SettingsDialog</name>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="+48"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Settings pages</source>
        <translation>Pages des paramètres</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Player and rule changes apply from the next game; sound and appearance change at once.</source>
        <translation>Les changements de joueurs et de règles s’appliquent à partir de la prochaine partie&#xa0;; le son et l’apparence changent immédiatement.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Appearance</source>
        <translation>Apparence</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>on</source>
        <comment>a check box</comment>
        <translation>activé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <comment>a check box</comment>
        <translation>désactivé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <comment>no key</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your settings were saved by a newer Ratscrew; what this version does not know is left as it is.</source>
        <translation>Vos réglages ont été enregistrés par une version plus récente de Ratscrew&#xa0;; ce que cette version ne connaît pas reste tel quel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One of your saved rule sets could not be read, so it is not offered under Settings ▸ %1.</source>
        <translation>Un de vos jeux de règles enregistrés n’a pas pu être lu&#xa0;; il n’est donc pas proposé dans Paramètres ▸ %1.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The saved “%1” could not be used as it was; it is now “%2” (Settings ▸ %3).</source>
        <translation>La valeur enregistrée de «&#xa0;%1&#xa0;» n’était pas utilisable telle quelle&#xa0;; elle est maintenant «&#xa0;%2&#xa0;» (Paramètres ▸ %3).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved “%1” could not be used as it was and was changed (Settings ▸ %2).</source>
        <translation>La valeur enregistrée de «&#xa0;%1&#xa0;» n’était pas utilisable telle quelle et a été changée (Paramètres ▸ %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A saved setting under Settings ▸ %1 could not be used as it was and was changed.</source>
        <translation>Une valeur enregistrée dans Paramètres ▸ %1 n’était pas utilisable telle quelle et a été changée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved setting could not be used as it was and was changed.</source>
        <translation>Une valeur enregistrée n’était pas utilisable telle quelle et a été changée.</translation>
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
        <translation>Vos réglages dans %1 ne peuvent pas être lus&#xa0;: le jeu démarre avec les réglages par défaut et n’enregistre rien.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The settings file %1 is not a regular file: the game starts with the default settings and saves nothing.</source>
        <translation>Le fichier de réglages %1 n’est pas un fichier ordinaire&#xa0;: le jeu démarre avec les réglages par défaut et n’enregistre rien.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file %1 is larger than 1 MiB and was not read: the game starts with the default settings and leaves the file as it is.</source>
        <translation>Le fichier de réglages %1 dépasse 1 Mio et n’a pas été lu&#xa0;: le jeu démarre avec les réglages par défaut et laisse le fichier tel quel.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The settings file %1 cannot be read: the game starts with the default settings and leaves the file as it is.</source>
        <translation>Le fichier de réglages %1 ne peut pas être lu&#xa0;: le jeu démarre avec les réglages par défaut et laisse le fichier tel quel.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+23"/>
        <source>Your settings cannot be saved: %1 cannot be written. Changes last until you quit.</source>
        <translation>Vos réglages ne peuvent pas être enregistrés&#xa0;: impossible d’écrire dans %1. Les modifications valent jusqu’à ce que vous quittiez le jeu.</translation>
    </message>
</context>
<context>
    <name>ratscrew::ShareDialog</name>
    <message>
        <location filename="../app/rivals/ShareDialog.cpp" line="+27"/>
        <source>Share This Game</source>
        <translation>Partager cette partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste the text anywhere. Send the run to a friend: Ratscrew checks it when they open it, and they can race your ghost on the same deal.</source>
        <translation>Collez le texte où vous voulez. Envoyez la tentative à un ami&#xa0;: Ratscrew la vérifie à l’ouverture, et votre ami peut affronter votre fantôme sur la même donne.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Text to share</source>
        <translation>Texte à partager</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>&amp;Copy Text</source>
        <translation>&amp;Copier le texte</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Save Run…</source>
        <translation>&amp;Enregistrer la tentative…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copied ✓</source>
        <comment>the text is on the clipboard</comment>
        <translation>Copié ✓</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The run is saved as %1.</source>
        <translation>La tentative est enregistrée sous %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run is not saved: %1</source>
        <translation>La tentative n’est pas enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save Run</source>
        <translation>Enregistrer la tentative</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratscrew runs (*%1)</source>
        <translation>Tentatives Ratscrew (*%1)</translation>
    </message>
</context>
<context>
    <name>ratscrew::SoundPage</name>
    <message>
        <location filename="../app/settings/SoundPage.cpp" line="+17"/>
        <source>Sound</source>
        <translation>Son</translation>
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
        <translation>&amp;Volume&#xa0;:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How loud the game&apos;s sounds are.</source>
        <translation>Le volume des sons du jeu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute all sounds</source>
        <translation>&amp;Couper tous les sons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sound at all; the volume is kept for later.</source>
        <translation>Aucun son&#xa0;; le volume est conservé pour plus tard.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test</source>
        <translation>&amp;Tester</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays a slap at the volume above.</source>
        <translation>Joue le son d’une tape au volume ci-dessus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sound in this run.</source>
        <translation>Pas de son pour cette session.</translation>
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
        <translation>Face aux bots, part de leurs tapes plus lentes que votre médiane de %1 ms&#xa0;: %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Against yourself: your median of %1 ms is faster than %2 of your last %n slap(s).</source>
        <translation>
            <numerusform>Face à vous-même&#xa0;: votre médiane de %1 ms est plus rapide que %2 de votre dernière tape.</numerusform>
            <numerusform>Face à vous-même&#xa0;: votre médiane de %1 ms est plus rapide que %2 de vos %n dernières tapes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Against yourself: your median of %1 ms is faster than %2 of your %n game median(s).</source>
        <translation>
            <numerusform>Face à vous-même&#xa0;: votre médiane de %1 ms est plus rapide que %2 de votre médiane de la partie précédente.</numerusform>
            <numerusform>Face à vous-même&#xa0;: votre médiane de %1 ms est plus rapide que %2 de vos %n médianes de partie.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::StatisticsDialog</name>
    <message>
        <location filename="../app/career/StatisticsDialog.cpp" line="+99"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Period:</source>
        <translation>&amp;Période&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All time</source>
        <translation>Depuis le début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>12 derniers mois</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reading the statistics…</source>
        <translation>Lecture des statistiques…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Win rate</source>
        <translation>Taux de &amp;victoire</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+13"/>
        <source>Slap</source>
        <translation>Tape</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>You: median (ms)</source>
        <translation>Vous&#xa0;: médiane (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You: 90 % (ms)</source>
        <translation>Vous&#xa0;: 90 % (ms)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your slaps</source>
        <translation>Vos tapes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are faster than</source>
        <translation>Vous êtes plus rapide que</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reaction time per pattern</source>
        <translation>Temps de réaction par combinaison</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reaction &amp;times</source>
        <translation>&amp;Temps de réaction</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken</source>
        <translation>Prises</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>False slaps</source>
        <translation>Fausses tapes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed</source>
        <translation>Manquées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Of those, too late</source>
        <translation>Dont trop tard</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy per pattern</source>
        <translation>Précision par combinaison</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Accuracy</source>
        <translation>Pré&amp;cision</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export to CSV…</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;set Statistics…</source>
        <translation>Réinitiali&amp;ser les statistiques…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Stick</source>
        <translation>Collage</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split</source>
        <translation>Séparation</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+158"/>
        <source>Statistics are not kept in this run.</source>
        <translation>Aucune statistique n’est conservée pendant cette session.</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>No games yet: your statistics start with your first game.</source>
        <translation>Aucune partie pour l’instant&#xa0;: vos statistiques commencent avec votre première partie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All rules</source>
        <translation>Toutes les règles</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Games finished: %1 (won %2, lost %3, draws %4); left unfinished: %5.</source>
        <translation>Parties terminées&#xa0;: %1 (gagnées %2, perdues %3, matchs nuls %4)&#xa0;; laissées inachevées&#xa0;: %5.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ended when time was up: %1 (you held the most cards %2, another player %3; ties %4).</source>
        <translation>Terminées quand le temps était écoulé&#xa0;: %1 (vous aviez le plus de cartes %2, un autre joueur %3&#xa0;; égalités %4).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Win rate: %1 %. Won in a row now: %2; longest run: %3.</source>
        <translation>Taux de victoire&#xa0;: %1 %. Victoires d’affilée en ce moment&#xa0;: %2&#xa0;; plus longue série&#xa0;: %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your slaps: %1 good, %n misslap(s).</source>
        <translation>
            <numerusform>Vos tapes&#xa0;: %1 bonnes, %n fausse tape.</numerusform>
            <numerusform>Vos tapes&#xa0;: %1 bonnes, %n fausses tapes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fastest slap %1 ms (%2)</source>
        <translation>tape la plus rapide %1 ms (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>best game median %1 ms</source>
        <translation>meilleure médiane sur une partie %1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>quickest win %1</source>
        <translation>victoire la plus rapide %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Personal bests: %1.</source>
        <translation>Records personnels&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your latest game:</source>
        <translation>Votre dernière partie&#xa0;:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>mixed levels</source>
        <translation>niveaux mixtes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
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
            <numerusform>Sur %n partie dont les chances ont été calculées, votre rapidité vous a fait gagner %1 de parties de plus que le seul hasard (±%2), et les cartes %3.</numerusform>
            <numerusform>Sur %n parties dont les chances ont été calculées, votre rapidité vous a fait gagner %1 de parties de plus que le seul hasard (±%2), et les cartes %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Over the %n game(s) whose chances were worked out, your speed lost you %1 of the games luck alone would have won (±%2), and the cards %3.</source>
        <translation>
            <numerusform>Sur %n partie dont les chances ont été calculées, votre rapidité vous a fait perdre %1 des parties que le seul hasard vous aurait fait gagner (±%2), et les cartes %3.</numerusform>
            <numerusform>Sur %n parties dont les chances ont été calculées, votre rapidité vous a fait perdre %1 des parties que le seul hasard vous aurait fait gagner (±%2), et les cartes %3.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>brought you %1 more</source>
        <translation>vous en ont rapporté %1 de plus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cost you %1</source>
        <translation>vous en ont coûté %1</translation>
    </message>
    <message>
        <location line="-360"/>
        <location line="+4"/>
        <location line="+312"/>
        <source>Export Statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location line="-316"/>
        <source>The games are in %1 and their slaps in %2.</source>
        <translation>Les parties sont dans %1 et leurs tapes dans %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics could not be written to %1: %2</source>
        <translation>Les statistiques n’ont pas pu être écrites dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+225"/>
        <source>the statistics file cannot be read</source>
        <translation>le fichier de statistiques ne peut pas être lu</translation>
    </message>
    <message>
        <location line="+98"/>
        <location line="+8"/>
        <source>Reset Statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Delete every game, slap and practice result kept so far? This cannot be undone. A game in play is kept and counted when it ends.</source>
        <translation>Supprimer toutes les parties, tapes et résultats d’entraînement conservés jusqu’ici&#xa0;? C’est irréversible. Une partie en cours est gardée et comptée à sa fin.</translation>
    </message>
</context>
<context>
    <name>ratscrew::StatusLines</name>
    <message>
        <location filename="../app/MainWindowPanels.cpp" line="+45"/>
        <source>What just happened in the game</source>
        <translation>Ce qui vient de se passer dans la partie</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint</source>
        <translation>Indication</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The coach: how fast each slap was, and what you missed</source>
        <translation>Le coach&#xa0;: la vitesse de chaque tape et ce que vous avez manqué</translation>
    </message>
</context>
<context>
    <name>ratscrew::Storyteller</name>
    <message>
        <location filename="../app/story/Storyteller.cpp" line="+511"/>
        <source>Game not finished</source>
        <translation>Partie non terminée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win!</source>
        <translation>Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ You win!</source>
        <translation>★ Vous gagnez&#xa0;!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>★ %1 wins!</source>
        <translation>★ %1 gagne&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The end: a draw at the limit of %n card play(s).</source>
        <translation>
            <numerusform>Fin&#xa0;: match nul à la limite de %n carte jouée.</numerusform>
            <numerusform>Fin&#xa0;: match nul à la limite de %n cartes jouées.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the record: the game was left unfinished.</source>
        <translation>Fin de l’enregistrement&#xa0;: la partie n’a pas été terminée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+43"/>
        <source>The end: a draw.</source>
        <translation>Fin&#xa0;: match nul.</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>The end: %1 won the game.</source>
        <translation>Fin&#xa0;: %1 a gagné la partie.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time is up</source>
        <translation>Le temps est écoulé</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Time is up: you win with %n cards</source>
        <translation>
            <numerusform>Le temps est écoulé&#xa0;: vous gagnez avec %n carte</numerusform>
            <numerusform>Le temps est écoulé&#xa0;: vous gagnez avec %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: %1 wins with %n cards</source>
        <translation>
            <numerusform>Le temps est écoulé&#xa0;: %1 gagne avec %n carte</numerusform>
            <numerusform>Le temps est écoulé&#xa0;: %1 gagne avec %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Time is up: you tie with %1 on %n cards</source>
        <extracomment>A title: %1 is one name or a list of names (&quot;Ann and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Le temps est écoulé&#xa0;: égalité entre vous et %1 avec %n carte</numerusform>
            <numerusform>Le temps est écoulé&#xa0;: égalité entre vous et %1 avec %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Time is up: %1 tie on %n cards</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Le temps est écoulé&#xa0;: égalité entre %1 avec %n carte</numerusform>
            <numerusform>Le temps est écoulé&#xa0;: égalité entre %1 avec %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The end: time was up, and %1 won with the most cards.</source>
        <translation>Fin&#xa0;: le temps était écoulé, et %1 a gagné avec le plus de cartes.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The end: time was up, and %1 tied on %n cards: a draw.</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Fin&#xa0;: le temps était écoulé, et %1 étaient à égalité avec %n carte&#xa0;: match nul.</numerusform>
            <numerusform>Fin&#xa0;: le temps était écoulé, et %1 étaient à égalité avec %n cartes&#xa0;: match nul.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-533"/>
        <source>— Deal %1 —</source>
        <translation>— Donne %1 —</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— Daily deal, %1 (deal %2) —</source>
        <translation>— Donne du jour, %1 (donne %2) —</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— Resumed: deal %1, left at %2 —</source>
        <translation>— Reprise&#xa0;: donne %1, laissée à %2 —</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— New game —</source>
        <translation>— Nouvelle partie —</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New game: you play first.</source>
        <translation>Nouvelle partie&#xa0;: vous jouez en premier.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game: %1 plays first.</source>
        <translation>Nouvelle partie&#xa0;: %1 joue en premier.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 slapped on an empty pile</source>
        <translation>%1&#xa0;: fausse tape sur un tas vide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped on nothing (top: %2)</source>
        <translation>%1&#xa0;: fausse tape (dessus&#xa0;: %2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped on nothing (top: %2; %3)</source>
        <translation>%1&#xa0;: fausse tape (dessus&#xa0;: %2&#xa0;; %3)</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You slapped on nothing: %1 burned.</source>
        <translation>Fausse tape&#xa0;: vous brûlez %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing: %2 burned.</source>
        <translation>Fausse tape de %1, qui brûle %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last %1 go under the pile.</source>
        <translation>Vos dernières cartes (%1) passent sous le tas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s last %2 go under the pile.</source>
        <translation>%1&#xa0;: ses dernières cartes (%2) passent sous le tas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — burned %2 under the pile.</source>
        <translation>%1 — cartes brûlées sous le tas&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 — locked out for %2.</source>
        <translation>%1 — bloqué pendant %2.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>You slapped on nothing.</source>
        <translation>Vous avez fait une fausse tape.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing.</source>
        <translation>%1 a fait une fausse tape.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No call: %1.</source>
        <translation>Pas d’annonce&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You played %1.</source>
        <translation>Vous avez joué %1.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 played %2.</source>
        <translation>%1 a joué %2.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 played %2 — challenge, but nobody else has cards.</source>
        <translation>%1&#xa0;: %2 — défi, mais personne d’autre n’a de cartes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played %2 — challenge: you must answer within %3.</source>
        <translation>%1&#xa0;: %2 — défi&#xa0;: vous devez répondre en %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — challenge: %3 must answer within %4.</source>
        <translation>%1&#xa0;: %2 — défi&#xa0;: %3 doit répondre en %4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — the ten stops the challenge; nobody wins the pile.</source>
        <translation>%1&#xa0;: %2 — le dix arrête le défi&#xa0;; personne ne gagne le tas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — no cards left, and nobody else can answer.</source>
        <translation>%1&#xa0;: %2 — plus de cartes, et personne d’autre ne peut répondre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 (no chances left).</source>
        <translation>%1&#xa0;: %2 (plus aucune chance).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played %2 (%3 left).</source>
        <translation>%1&#xa0;: %2 (encore %3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played %2 — no cards left; you answer on (%3 left).</source>
        <translation>%1&#xa0;: %2 — plus de cartes&#xa0;; c’est à vous de répondre (encore %3).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 — no cards left; %3 answers on (%4 left).</source>
        <translation>%1&#xa0;: %2 — plus de cartes&#xa0;; c’est à %3 de répondre (encore %4).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You are out and cannot slap any more.</source>
        <translation>Vous êtes hors jeu et ne pouvez plus taper.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cannot slap: you are out.</source>
        <translation>Vous ne pouvez pas taper&#xa0;: vous êtes hors jeu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no cards: in these rules you cannot slap.</source>
        <translation>Vous n’avez plus de cartes&#xa0;: avec ces règles, vous ne pouvez pas taper.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot slap with no cards in these rules.</source>
        <translation>Avec ces règles, vous ne pouvez pas taper sans cartes.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 slapped on nothing: you take the pile (%2).</source>
        <translation>%1&#xa0;: fausse tape&#xa0;; vous prenez le tas (%2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing: %2 takes the pile (%3).</source>
        <translation>%1&#xa0;: fausse tape&#xa0;; %2 prend le tas (%3).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — you take the pile (%2) as the penalty.</source>
        <translation>%1 — le tas (%2) vous revient en pénalité.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 takes the pile (%3) as the penalty.</source>
        <translation>%1 — le tas (%3) revient à %2 en pénalité.</translation>
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
        <translation>Vous avez tapé sur %1 et remporté %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped %2 and takes %3.</source>
        <translation>%1 a tapé sur %2 et remporté %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You slapped %1 — %2 — and take %3.</source>
        <extracomment>%1 is how early, e.g. &quot;120 ms before the card was visible&quot;; %2 what was slapped; %3 the cards.</extracomment>
        <translation>Vous avez tapé sur %1 — %2 — et remporté %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped %2 — %3 — and takes %4.</source>
        <extracomment>%1 a name; %2 how early, e.g. &quot;120 ms before the card was visible&quot;; %3 what was slapped; %4 the cards.</extracomment>
        <translation>%1 a tapé sur %2 — %3 — et remporté %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You slapped in %1 — %2 — and take %3.</source>
        <extracomment>%1 is the reaction time, e.g. &quot;410 ms&quot;; %2 what was slapped; %3 the cards.</extracomment>
        <translation>Vous avez tapé en %1 — %2 — et remporté %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped in %2 — %3 — and takes %4.</source>
        <extracomment>%1 a name; %2 the reaction time, e.g. &quot;410 ms&quot;; %3 what was slapped; %4 the cards.</extracomment>
        <translation>%1 a tapé en %2 — %3 — et remporté %4.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nobody could answer the challenge: you collect the pile.</source>
        <translation>Personne n’a pu répondre au défi&#xa0;: vous ramassez le tas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody could answer the challenge: %1 collects the pile.</source>
        <translation>Personne n’a pu répondre au défi&#xa0;: %1 ramasse le tas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody could answer the challenge: you take %1.</source>
        <translation>Personne n’a pu répondre au défi&#xa0;: vous prenez %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody could answer the challenge: %1 takes %2.</source>
        <translation>Personne n’a pu répondre au défi&#xa0;: %1 prend %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 lost the challenge: you collect the pile.</source>
        <translation>%1&#xa0;: défi perdu&#xa0;; vous ramassez le tas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the challenge: %2 collects the pile.</source>
        <translation>%1&#xa0;: défi perdu&#xa0;; %2 ramasse le tas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost the challenge: you take %2.</source>
        <translation>%1&#xa0;: défi perdu&#xa0;; vous prenez %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the challenge: %2 takes %3.</source>
        <translation>%1&#xa0;: défi perdu&#xa0;; %2 prend %3.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You slapped on nothing with no cards left.</source>
        <translation>Vous avez fait une fausse tape sans plus avoir de cartes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing with no cards left.</source>
        <translation>%1 a fait une fausse tape sans plus avoir de cartes.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 slapped on nothing with no cards — out.</source>
        <translation>%1&#xa0;: fausse tape sans cartes — hors jeu.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You passed the misslap limit; you are out.</source>
        <translation>Vous avez dépassé la limite de fausses tapes&#xa0;; vous êtes hors jeu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passed the misslap limit; %1 is out.</source>
        <translation>%1 a dépassé la limite de fausses tapes&#xa0;; %1 est hors jeu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You passed the misslap limit — your last card is burned; you are out.</source>
        <translation>Vous avez dépassé la limite de fausses tapes — votre dernière carte est brûlée&#xa0;; vous êtes hors jeu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passed the misslap limit — their last card is burned; %1 is out.</source>
        <translation>%1 a dépassé la limite de fausses tapes — sa dernière carte est brûlée&#xa0;; %1 est hors jeu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You passed the misslap limit — your last %1 are burned; you are out.</source>
        <translation>Vous avez dépassé la limite de fausses tapes — vos %1 restantes sont brûlées&#xa0;; vous êtes hors jeu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passed the misslap limit — their last %2 are burned; %1 is out.</source>
        <translation>%1 a dépassé la limite de fausses tapes — ses %2 restantes sont brûlées&#xa0;; %1 est hors jeu.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 — no penalty.</source>
        <translation>%1 — sans pénalité.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — no penalty, but it counts toward the misslap limit (%2 of %3).</source>
        <translation>%1 — sans pénalité, mais cela compte pour la limite de fausses tapes (%2 sur %3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — nothing to give, but it counts toward the misslap limit (%2 of %3).</source>
        <translation>%1 — rien à donner, mais cela compte pour la limite de fausses tapes (%2 sur %3).</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paused.</source>
        <translation>En pause.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play resumed.</source>
        <translation>Reprise de la partie.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You must answer: %1 left.</source>
        <translation>À vous de répondre&#xa0;: encore %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 must answer: %2 left.</source>
        <translation>%1 doit répondre&#xa0;: encore %2.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Time is up.</source>
        <translation>Le temps est écoulé.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: you win with %n cards.</source>
        <translation>
            <numerusform>Le temps est écoulé&#xa0;: vous gagnez avec %n carte.</numerusform>
            <numerusform>Le temps est écoulé&#xa0;: vous gagnez avec %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: %1 wins with %n cards.</source>
        <translation>
            <numerusform>Le temps est écoulé&#xa0;: %1 gagne avec %n carte.</numerusform>
            <numerusform>Le temps est écoulé&#xa0;: %1 gagne avec %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Time is up: you tie with %1 on %n cards.</source>
        <extracomment>%1 is one name or a list of names (&quot;Ann and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Le temps est écoulé&#xa0;: égalité entre vous et %1 avec %n carte.</numerusform>
            <numerusform>Le temps est écoulé&#xa0;: égalité entre vous et %1 avec %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Time is up: %1 tie on %n cards.</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Le temps est écoulé&#xa0;: égalité entre %1 avec %n carte.</numerusform>
            <numerusform>Le temps est écoulé&#xa0;: égalité entre %1 avec %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-59"/>
        <source>The game is a draw.</source>
        <translation>La partie se termine par un match nul.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the game!</source>
        <translation>Vous gagnez la partie&#xa0;!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins the game.</source>
        <translation>%1 gagne la partie.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ratscrew::SummaryDialog</name>
    <message>
        <location filename="../app/summary/SummaryDialog.cpp" line="+110"/>
        <source>Game Over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game summary</source>
        <translation>Résumé de la partie</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the summary</source>
        <translation>Fermer le résumé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game with the same players</source>
        <translation>Commencer une nouvelle partie avec les mêmes joueurs</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Game time %1</source>
        <translation>Durée de jeu %1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n card(s) played</source>
        <translation>
            <numerusform>%n carte jouée</numerusform>
            <numerusform>%n cartes jouées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+8"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Copy the deal number</source>
        <translation>Copier le numéro de donne</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copied ✓</source>
        <comment>the deal number is on the clipboard</comment>
        <translation>Copié ✓</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Practice: your first try on it is your record.</source>
        <translation>Partie libre&#xa0;: seule votre première partie sur cette donne compte.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What every player did in the game</source>
        <translation>Ce que chaque joueur a fait pendant la partie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The bot&apos;s level</source>
        <translation>Le niveau du bot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards played</source>
        <translation>Cartes jouées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards played onto the pile</source>
        <translation>Cartes jouées sur le tas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slaps</source>
        <translation>Tapes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps that took the pile</source>
        <translation>Tapes qui ont remporté le tas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Misslaps</source>
        <translation>Fausses tapes</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps at a pile that could not be slapped</source>
        <translation>Tapes sur un tas sur lequel on ne pouvait pas taper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piles won</source>
        <translation>Tas remportés</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Piles taken by a slap or a challenge</source>
        <translation>Tas remportés par une tape ou un défi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out at %1</source>
        <translation>Hors jeu à %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No cards since %1</source>
        <translation>Sans cartes depuis %1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n carte restante</numerusform>
            <numerusform>%n cartes restantes</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Your reaction times</source>
        <translation>Vos temps de réaction</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reaction times of %1</source>
        <translation>Temps de réaction de %1</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n slap(s) before the card was visible</source>
        <translation>
            <numerusform>%n tape avant que la carte soit visible</numerusform>
            <numerusform>%n tapes avant que la carte soit visible</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No valid slaps</source>
        <translation>Aucune tape valide</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Most for %1: %n card(s) at %2</source>
        <extracomment>%1 is a person&apos;s name at a table of two or more people, %2 a game time such as &quot;3:05&quot;.</extracomment>
        <translation>
            <numerusform>Maximum de %1&#xa0;: %n carte à %2</numerusform>
            <numerusform>Maximum de %1&#xa0;: %n cartes à %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chance to win</source>
        <translation>Chances de victoire</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Your largest swing: %1</source>
        <translation>Votre plus grande variation&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location line="-105"/>
        <source>Median %1 s  ·  Best %2 s  ·  %n valid slap(s)</source>
        <translation>
            <numerusform>Médiane %1 s  ·  Meilleur temps %2 s  ·  %n tape valide</numerusform>
            <numerusform>Médiane %1 s  ·  Meilleur temps %2 s  ·  %n tapes valides</numerusform>
        </translation>
    </message>
    <message>
        <location line="-298"/>
        <source>&amp;Play Again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <location line="+320"/>
        <source>Cards in hand</source>
        <translation>Cartes en main</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Your most: %n card(s) at %1</source>
        <translation>
            <numerusform>Votre maximum&#xa0;: %n carte à %1</numerusform>
            <numerusform>Votre maximum&#xa0;: %n cartes à %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-214"/>
        <source>The daily deal of %1.</source>
        <translation>La donne du jour du %1.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your best on it: place %1 of %2 in %3.</source>
        <translation>Votre meilleur résultat&#xa0;: place %1 sur %2 en %3.</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Deal number %1 copied.</source>
        <translation>Numéro de donne %1 copié.</translation>
    </message>
</context>
<context>
    <name>ratscrew::SvgCardDeck</name>
    <message>
        <location filename="../app/table/SvgCardDeck.cpp" line="+110"/>
        <source>This copy of Ratscrew was built without Qt SVG, so it shows the built-in deck only.</source>
        <translation>Cette version de Ratscrew a été compilée sans Qt SVG&#xa0;: elle n’affiche que le jeu intégré.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>its drawing %1 is missing</source>
        <translation>son dessin %1 est absent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its drawing %1 is not a file</source>
        <translation>son dessin %1 n’est pas un fichier</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+5"/>
        <source>its drawing %1 is too big</source>
        <translation>son dessin %1 est trop gros</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>its drawing %1 cannot be read</source>
        <translation>son dessin %1 est illisible</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <location line="+20"/>
        <source>its drawing %1 is not an SVG that can be read</source>
        <translation>son dessin %1 n’est pas un SVG lisible</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>its drawing %1 refers to %2 outside it</source>
        <translation>son dessin %1 renvoie à %2, situé hors du dessin</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its drawing %1 repeats or nests its parts too often to be drawn</source>
        <translation>son dessin %1 répète ou imbrique ses parties trop souvent pour être dessiné</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>its drawing %1 has no card named as KDE&apos;s decks name them (1_club … king_spade)</source>
        <translation>son dessin %1 n’a aucune carte nommée comme dans les jeux de KDE (1_club … king_spade)</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>it has no index.desktop</source>
        <translation>il n’a pas de fichier index.desktop</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>its index.desktop is too big</source>
        <translation>son index.desktop est trop gros</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>its index.desktop cannot be read</source>
        <translation>son index.desktop est illisible</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>its index.desktop has no [KDE Backdeck] group</source>
        <translation>son index.desktop n’a pas de groupe [KDE Backdeck]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its index.desktop names no SVG</source>
        <translation>son index.desktop ne nomme aucun SVG</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its index.desktop names an SVG outside its folder</source>
        <translation>son index.desktop nomme un SVG hors de son dossier</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>The card deck %1 cannot be used: %2. The built-in deck is shown.</source>
        <translation>Le jeu de cartes %1 ne peut pas être utilisé&#xa0;: %2. Le jeu intégré est affiché.</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>The card deck %1 is not installed. The built-in deck is shown.</source>
        <translation>Le jeu de cartes %1 n’est pas installé. Le jeu intégré est affiché.</translation>
    </message>
</context>
<context>
    <name>ratscrew::TableRenderer</name>
    <message>
        <location filename="../app/table/TableRenderer.cpp" line="+115"/>
        <source>Time left: %1</source>
        <extracomment>The game&apos;s clock on the table: %1 is minutes:seconds (&quot;12:34&quot;).</extracomment>
        <translation>Temps restant&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Paused</source>
        <translation>En pause</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Slap pile</source>
        <translation>Tas principal</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+50"/>
        <source>+%1 under</source>
        <translation>+%1 dessous</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>%1 burned</source>
        <translation>brûlées&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Split an 8 here</source>
        <translation>Séparer un 8 ici</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Split pile</source>
        <translation>Tas secondaire</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>You challenge · %n chance(s)</source>
        <translation>
            <numerusform>%n chance · vous défiez</numerusform>
            <numerusform>%n chances · vous défiez</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 challenges · %n chance(s)</source>
        <translation>
            <numerusform>%n chance · %1 défie</numerusform>
            <numerusform>%n chances · %1 défie</numerusform>
        </translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Stick!</source>
        <translation>Collé&#xa0;!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Split!</source>
        <translation>Séparé&#xa0;!</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>SLAP! %1</source>
        <translation>PAF&#xa0;! %1</translation>
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
        <translation>HORS JEU</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>★ winner</source>
        <translation>★ vainqueur</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>locked out: %n card(s)</source>
        <translation>
            <numerusform>%n carte de blocage</numerusform>
            <numerusform>%n cartes de blocage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>sits out: %n card(s)</source>
        <translation>
            <numerusform>%n carte à passer</numerusform>
            <numerusform>%n cartes à passer</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>collects…</source>
        <translation>ramasse…</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>▶ answer: %n chance(s) left</source>
        <translation>
            <numerusform>▶ %n chance pour répondre</numerusform>
            <numerusform>▶ %n chances pour répondre</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>▶ to play</source>
        <translation>▶ à jouer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>challenger</source>
        <translation>challenger</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>cards</source>
        <comment>after the number of cards in a hand</comment>
        <translation>
            <numerusform>carte</numerusform>
            <numerusform>cartes</numerusform>
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
        <translation>Table</translation>
    </message>
    <message>
        <location line="+180"/>
        <location line="+76"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>No game.</source>
        <translation>Aucune partie.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 collects the pile.</source>
        <translation>%1 ramasse le tas.</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Pile: %1, %n card(s).</source>
        <translation>
            <numerusform>Tas&#xa0;: %1, %n carte.</numerusform>
            <numerusform>Tas&#xa0;: %1, %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Split pile: %1, %n card(s).</source>
        <translation>
            <numerusform>Tas secondaire&#xa0;: %1, %n carte.</numerusform>
            <numerusform>Tas secondaire&#xa0;: %1, %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenge is on the split pile.</source>
        <translation>Le défi porte sur le tas secondaire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The challenge is on the slap pile.</source>
        <translation>Le défi porte sur le tas principal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next card goes onto the split pile.</source>
        <translation>La carte suivante va sur le tas secondaire.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next card goes onto the slap pile.</source>
        <translation>La carte suivante va sur le tas principal.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %n carte</numerusform>
            <numerusform>%1&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You are locked out for %n more card(s).</source>
        <translation>
            <numerusform>Vous êtes encore bloqué pendant %n carte.</numerusform>
            <numerusform>Vous êtes encore bloqué pendant %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 is locked out for %n more card(s).</source>
        <translation>
            <numerusform>%1 est encore bloqué pendant %n carte.</numerusform>
            <numerusform>%1 est encore bloqué pendant %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You sit out for %n more card(s).</source>
        <translation>
            <numerusform>Vous passez encore %n carte.</numerusform>
            <numerusform>Vous passez encore %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 sits out for %n more card(s).</source>
        <translation>
            <numerusform>%1 passe encore %n carte.</numerusform>
            <numerusform>%1 passe encore %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time left: %1.</source>
        <extracomment>For a screen reader: %1 is the time left, such as &quot;12:34&quot;.</extracomment>
        <translation>Temps restant&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Your turn.</source>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play.</source>
        <translation>À %1 de jouer.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pile is empty.</source>
        <translation>Le tas est vide.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 out</source>
        <translation>%1 hors jeu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards: %1.</source>
        <translation>Cartes&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>ratscrew::WinChanceChart</name>
    <message>
        <location filename="../app/analysis/WinChanceChart.cpp" line="+13"/>
        <source>Chance to win over the game</source>
        <translation>Chances de victoire au fil de la partie</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chance to win</source>
        <translation>Chances de victoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance</source>
        <translation>Chances</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Working out the chances…</source>
        <translation>Calcul des chances…</translation>
    </message>
</context>
<context>
    <name>ratscrew::WinRateChart</name>
    <message>
        <location filename="../app/career/CareerCharts.cpp" line="-242"/>
        <source>Win rate over time</source>
        <translation>Taux de victoire dans le temps</translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>%1: %2 of %n game(s) won, %3 of the last ones.</source>
        <translation>
            <numerusform>%1&#xa0;: %2 partie gagnée sur %n, %3 des dernières.</numerusform>
            <numerusform>%1&#xa0;: %2 parties gagnées sur %n, %3 des dernières.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No games finished yet: the win rate starts with your first finished game.</source>
        <translation>Aucune partie terminée pour l’instant&#xa0;: le taux de victoire commence avec votre première partie terminée.</translation>
    </message>
</context>
</TS>
