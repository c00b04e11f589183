<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CallExamples</name>
    <message numerus="yes">
        <location filename="../app/help/CallExamples.cpp" line="+122"/>
        <source>A player has just played %1 and so challenges the next player. Before that player plays any card in answer, anyone else may slap the %2: a stick. The slapper takes the challenge over as if they had played the %2 themselves, and the player after them answers with %n chance(s). The challenger and the player answering cannot stick, and each card can be stuck once.</source>
        <translation>
            <numerusform>A player has just played %1 and so challenges the next player. Before that player plays any card in answer, anyone else may slap the %2: a stick. The slapper takes the challenge over as if they had played the %2 themselves, and the player after them answers with %n chance. The challenger and the player answering cannot stick, and each card can be stuck once.</numerusform>
            <numerusform>A player has just played %1 and so challenges the next player. Before that player plays any card in answer, anyone else may slap the %2: a stick. The slapper takes the challenge over as if they had played the %2 themselves, and the player after them answers with %n chances. The challenger and the player answering cannot stick, and each card can be stuck once.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+193"/>
        <source>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card(s) have been played, onto either pile.</source>
        <translation>
            <numerusform>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card has been played, onto either pile.</numerusform>
            <numerusform>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more cards have been played, onto either pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card(s) have been played.</source>
        <extracomment>%1 is two cards, such as &quot;9♦ 4♣&quot;.</extracomment>
        <translation>
            <numerusform>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card has been played.</numerusform>
            <numerusform>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more cards have been played.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::ActionText</name>
    <message numerus="yes">
        <location filename="../app/story/ActionText.cpp" line="+20"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
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
    <message numerus="yes">
        <location line="+21"/>
        <source>You missed a slap-in and sit out %n card(s).</source>
        <translation>
            <numerusform>You missed a slap-in and sit out %n card.</numerusform>
            <numerusform>You missed a slap-in and sit out %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 missed a slap-in and sits out %n card(s).</source>
        <translation>
            <numerusform>%1 missed a slap-in and sits out %n card.</numerusform>
            <numerusform>%1 missed a slap-in and sits out %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::AppInstance</name>
    <message numerus="yes">
        <location filename="../app/AppStartup.cpp" line="+168"/>
        <source>Play on with the game you left? %Ln card(s) were played in it.</source>
        <translation>
            <numerusform>Play on with the game you left? %Ln card was played in it.</numerusform>
            <numerusform>Play on with the game you left? %Ln cards were played in it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::BotText</name>
    <message numerus="yes">
        <location filename="../app/settings/BotText.cpp" line="+31"/>
        <source>Learnt from your last %n slap(s).</source>
        <translation>
            <numerusform>Learnt from your last slap.</numerusform>
            <numerusform>Learnt from your last %n slaps.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::CallText</name>
    <message numerus="yes">
        <location filename="../app/story/CallText.cpp" line="+25"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::GamePage</name>
    <message numerus="yes">
        <location filename="../app/settings/GamePage.cpp" line="+83"/>
        <source>Automatic: my first %n game(s)</source>
        <translation>
            <numerusform>Automatic: my first %n game</numerusform>
            <numerusform>Automatic: my first %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::GamePause</name>
    <message numerus="yes">
        <location filename="../app/GamePause.cpp" line="+55"/>
        <source>Win all %1 cards, or hold the most when %n minute(s) are up.</source>
        <translation>
            <numerusform>Win all %1 cards, or hold the most when %n minute is up.</numerusform>
            <numerusform>Win all %1 cards, or hold the most when %n minutes are up.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Be the last player with cards, or hold the most when %n minute(s) are up.</source>
        <translation>
            <numerusform>Be the last player with cards, or hold the most when %n minute is up.</numerusform>
            <numerusform>Be the last player with cards, or hold the most when %n minutes are up.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::HelpDialog</name>
    <message numerus="yes">
        <location filename="../app/help/HelpDialog.cpp" line="+479"/>
        <source>Slapping when no pattern shows locks you out: you keep your cards, but you cannot slap until %n more card(s) have been played.</source>
        <translation>
            <numerusform>Slapping when no pattern shows locks you out: you keep your cards, but you cannot slap until %n more card has been played.</numerusform>
            <numerusform>Slapping when no pattern shows locks you out: you keep your cards, but you cannot slap until %n more cards have been played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>The game ends after %n minutes of play; paused time does not count, and the table shows the time left. Then the player with the most cards in hand wins (a pile waiting to be collected is collected first); if two or more hold the most, the game is a draw.</source>
        <translation>
            <numerusform>The game ends after %n minute of play; paused time does not count, and the table shows the time left. Then the player with the most cards in hand wins (a pile waiting to be collected is collected first); if two or more hold the most, the game is a draw.</numerusform>
            <numerusform>The game ends after %n minutes of play; paused time does not count, and the table shows the time left. Then the player with the most cards in hand wins (a pile waiting to be collected is collected first); if two or more hold the most, the game is a draw.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>The deck has %n cards with two jokers. A joker is not a letter card: it never starts a challenge, and as an answer it uses up a chance like a number card.</source>
        <translation>
            <numerusform>The deck has %n card with two jokers. A joker is not a letter card: it never starts a challenge, and as an answer it uses up a chance like a number card.</numerusform>
            <numerusform>The deck has %n cards with two jokers. A joker is not a letter card: it never starts a challenge, and as an answer it uses up a chance like a number card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>None: the deck has %n cards.</source>
        <translation>
            <numerusform>None: the deck has %n card.</numerusform>
            <numerusform>None: the deck has %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::MainWindow</name>
    <message numerus="yes">
        <location filename="../app/MainWindow.cpp" line="+95"/>
        <source>%n saved setting(s) could not be used and went back to the default. The game log (%1) says which.</source>
        <translation>
            <numerusform>%n saved setting could not be used and went back to the default. The game log (%1) says which.</numerusform>
            <numerusform>%n saved settings could not be used and went back to the default. The game log (%1) says which.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::PracticeDialog</name>
    <message numerus="yes">
        <location filename="../app/coach/PracticeDialog.cpp" line="+240"/>
        <source>%n of the %1 cards make a pattern.</source>
        <translation>
            <numerusform>%n of the %1 cards makes a pattern.</numerusform>
            <numerusform>%n of the %1 cards make a pattern.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::ReactionHistogram</name>
    <message numerus="yes">
        <location filename="../app/charts/ChartWidgets.cpp" line="+98"/>
        <source>%n valid slap(s); median %1 s, fastest %2 s, slowest %3 s.</source>
        <translation>
            <numerusform>%n valid slap; median %1 s, fastest %2 s, slowest %3 s.</numerusform>
            <numerusform>%n valid slaps; median %1 s, fastest %2 s, slowest %3 s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::RecordKeeper</name>
    <message numerus="yes">
        <location filename="../app/records/RecordKeeper.cpp" line="+125"/>
        <source>The saved game in %1 is held by Ratscrew on another computer (%2): games are not saved for a resume here until it quits, or until its lock has not been renewed for %n minute(s).</source>
        <translation>
            <numerusform>The saved game in %1 is held by Ratscrew on another computer (%2): games are not saved for a resume here until it quits, or until its lock has not been renewed for %n minute.</numerusform>
            <numerusform>The saved game in %1 is held by Ratscrew on another computer (%2): games are not saved for a resume here until it quits, or until its lock has not been renewed for %n minutes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalGame</name>
    <message numerus="yes">
        <location filename="../app/rivals/RivalGame.cpp" line="+98"/>
        <source>%n slap(s) won</source>
        <translation>
            <numerusform>%n slap won</numerusform>
            <numerusform>%n slaps won</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::RuleWorkshop</name>
    <message numerus="yes">
        <location filename="../app/workshop/RuleWorkshop.cpp" line="+82"/>
        <source>Play %n minutes</source>
        <extracomment>Under the warning that games are long: sets the game length.</extracomment>
        <translation>
            <numerusform>Play %n minute</numerusform>
            <numerusform>Play %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>From %1 games of bots at this table of %n player(s).</source>
        <extracomment>Above the rule workshop&apos;s figures: %n is the number of players.</extracomment>
        <translation>
            <numerusform>From %1 games of bots at this table of %n player.</numerusform>
            <numerusform>From %1 games of bots at this table of %n players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::RulesPage</name>
    <message numerus="yes">
        <location filename="../app/settings/RulesPage.cpp" line="+84"/>
        <source> card(s)</source>
        <extracomment>After a number of cards, as in &quot;Locked out for: 5 cards&quot;; it begins with a space.</extracomment>
        <translation>
            <numerusform> card</numerusform>
            <numerusform> cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+243"/>
        <location line="+220"/>
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-124"/>
        <source>%n rule set(s) are kept already: delete one to save another.</source>
        <translation>
            <numerusform>%n rule set is kept already: delete it to save another.</numerusform>
            <numerusform>%n rule sets are kept already: delete one to save another.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::Standing</name>
    <message numerus="yes">
        <location filename="../app/career/Standing.cpp" line="+56"/>
        <source>Against yourself: your median of %1 ms is faster than %2 of your last %n slap(s).</source>
        <translation>
            <numerusform>Against yourself: your median of %1 ms is faster than %2 of your last slap.</numerusform>
            <numerusform>Against yourself: your median of %1 ms is faster than %2 of your last %n slaps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Against yourself: your median of %1 ms is faster than %2 of your %n game median(s).</source>
        <translation>
            <numerusform>Against yourself: your median of %1 ms is faster than %2 of your one game median.</numerusform>
            <numerusform>Against yourself: your median of %1 ms is faster than %2 of your %n game medians.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::StatisticsDialog</name>
    <message numerus="yes">
        <location filename="../app/career/StatisticsDialog.cpp" line="+329"/>
        <source>Your slaps: %1 good, %n misslap(s).</source>
        <translation>
            <numerusform>Your slaps: %1 good, %n misslap.</numerusform>
            <numerusform>Your slaps: %1 good, %n misslaps.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+216"/>
        <source>Over the %n game(s) whose chances were worked out, your speed won you %1 more games than luck alone would have (±%2), and the cards %3.</source>
        <translation>
            <numerusform>Over the one game whose chances were worked out, your speed won you %1 more games than luck alone would have (±%2), and the cards %3.</numerusform>
            <numerusform>Over the %n games whose chances were worked out, your speed won you %1 more games than luck alone would have (±%2), and the cards %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Over the %n game(s) whose chances were worked out, your speed lost you %1 of the games luck alone would have won (±%2), and the cards %3.</source>
        <translation>
            <numerusform>Over the one game whose chances were worked out, your speed lost you %1 of the games luck alone would have won (±%2), and the cards %3.</numerusform>
            <numerusform>Over the %n games whose chances were worked out, your speed lost you %1 of the games luck alone would have won (±%2), and the cards %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::Storyteller</name>
    <message numerus="yes">
        <location filename="../app/story/Storyteller.cpp" line="+528"/>
        <source>The end: a draw at the limit of %n card play(s).</source>
        <translation>
            <numerusform>The end: a draw at the limit of %n card play.</numerusform>
            <numerusform>The end: a draw at the limit of %n card plays.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Time is up: you win with %n cards</source>
        <translation>
            <numerusform>Time is up: you win with %n card</numerusform>
            <numerusform>Time is up: you win with %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: %1 wins with %n cards</source>
        <translation>
            <numerusform>Time is up: %1 wins with %n card</numerusform>
            <numerusform>Time is up: %1 wins with %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Time is up: you tie with %1 on %n cards</source>
        <extracomment>A title: %1 is one name or a list of names (&quot;Ann and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Time is up: you tie with %1 on %n card</numerusform>
            <numerusform>Time is up: you tie with %1 on %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Time is up: %1 tie on %n cards</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Time is up: %1 tie on %n card</numerusform>
            <numerusform>Time is up: %1 tie on %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+18"/>
        <source>The end: time was up, and %1 tied on %n cards: a draw.</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>The end: time was up, and %1 tied on %n card: a draw.</numerusform>
            <numerusform>The end: time was up, and %1 tied on %n cards: a draw.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-35"/>
        <source>Time is up: you win with %n cards.</source>
        <translation>
            <numerusform>Time is up: you win with %n card.</numerusform>
            <numerusform>Time is up: you win with %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: %1 wins with %n cards.</source>
        <translation>
            <numerusform>Time is up: %1 wins with %n card.</numerusform>
            <numerusform>Time is up: %1 wins with %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Time is up: you tie with %1 on %n cards.</source>
        <extracomment>%1 is one name or a list of names (&quot;Ann and Bea&quot;).</extracomment>
        <translation>
            <numerusform>Time is up: you tie with %1 on %n card.</numerusform>
            <numerusform>Time is up: you tie with %1 on %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Time is up: %1 tie on %n cards.</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>Time is up: %1 tie on %n card.</numerusform>
            <numerusform>Time is up: %1 tie on %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::SummaryDialog</name>
    <message numerus="yes">
        <location filename="../app/summary/SummaryDialog.cpp" line="+194"/>
        <source>%n card(s) played</source>
        <translation>
            <numerusform>%n card played</numerusform>
            <numerusform>%n cards played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+179"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>%n card left</numerusform>
            <numerusform>%n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+61"/>
        <source>Median %1 s  ·  Best %2 s  ·  %n valid slap(s)</source>
        <translation>
            <numerusform>Median %1 s  ·  Best %2 s  ·  %n valid slap</numerusform>
            <numerusform>Median %1 s  ·  Best %2 s  ·  %n valid slaps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n slap(s) before the card was visible</source>
        <translation>
            <numerusform>%n slap before the card was visible</numerusform>
            <numerusform>%n slaps before the card was visible</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+32"/>
        <source>Your most: %n card(s) at %1</source>
        <translation>
            <numerusform>Your most: %n card at %1</numerusform>
            <numerusform>Your most: %n cards at %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Most for %1: %n card(s) at %2</source>
        <extracomment>%1 is a person&apos;s name at a table of two or more people, %2 a game time such as &quot;3:05&quot;.</extracomment>
        <translation>
            <numerusform>Most for %1: %n card at %2</numerusform>
            <numerusform>Most for %1: %n cards at %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::TableRenderer</name>
    <message numerus="yes">
        <location filename="../app/table/TableRenderer.cpp" line="+409"/>
        <source>You challenge · %n chance(s)</source>
        <translation>
            <numerusform>You challenge · %n chance</numerusform>
            <numerusform>You challenge · %n chances</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 challenges · %n chance(s)</source>
        <translation>
            <numerusform>%1 challenges · %n chance</numerusform>
            <numerusform>%1 challenges · %n chances</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::TableStillLayer</name>
    <message numerus="yes">
        <location filename="../app/table/TableStillLayer.cpp" line="+267"/>
        <source>locked out: %n card(s)</source>
        <translation>
            <numerusform>locked out: %n card</numerusform>
            <numerusform>locked out: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>sits out: %n card(s)</source>
        <translation>
            <numerusform>sits out: %n card</numerusform>
            <numerusform>sits out: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>▶ answer: %n chance(s) left</source>
        <translation>
            <numerusform>▶ answer: %n chance left</numerusform>
            <numerusform>▶ answer: %n chances left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+42"/>
        <source>cards</source>
        <comment>after the number of cards in a hand</comment>
        <translation>
            <numerusform>card</numerusform>
            <numerusform>cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::TableWidget</name>
    <message numerus="yes">
        <location filename="../app/table/TableWidget.cpp" line="+300"/>
        <source>Pile: %1, %n card(s).</source>
        <translation>
            <numerusform>Pile: %1, %n card.</numerusform>
            <numerusform>Pile: %1, %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Split pile: %1, %n card(s).</source>
        <translation>
            <numerusform>Split pile: %1, %n card.</numerusform>
            <numerusform>Split pile: %1, %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n card</numerusform>
            <numerusform>%1: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You are locked out for %n more card(s).</source>
        <translation>
            <numerusform>You are locked out for %n more card.</numerusform>
            <numerusform>You are locked out for %n more cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 is locked out for %n more card(s).</source>
        <translation>
            <numerusform>%1 is locked out for %n more card.</numerusform>
            <numerusform>%1 is locked out for %n more cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You sit out for %n more card(s).</source>
        <translation>
            <numerusform>You sit out for %n more card.</numerusform>
            <numerusform>You sit out for %n more cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 sits out for %n more card(s).</source>
        <translation>
            <numerusform>%1 sits out for %n more card.</numerusform>
            <numerusform>%1 sits out for %n more cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::WinRateChart</name>
    <message numerus="yes">
        <location filename="../app/career/CareerCharts.cpp" line="+83"/>
        <source>%1: %2 of %n game(s) won, %3 of the last ones.</source>
        <translation>
            <numerusform>%1: %2 of %n game won, %3 of the last ones.</numerusform>
            <numerusform>%1: %2 of %n games won, %3 of the last ones.</numerusform>
        </translation>
    </message>
</context>
</TS>
