<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>ratscrew::GameText</name>
    <message>
        <source>Double</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Tris</translation>
    </message>
    <message>
        <source>Sandwich</source>
        <translation>Sandwich</translation>
    </message>
    <message>
        <source>Top and bottom</source>
        <translation>Testa e coda</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Somma dieci</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Dieci</translation>
    </message>
    <message>
        <source>Tens sandwich</source>
        <translation>Sandwich del dieci</translation>
    </message>
    <message>
        <source>Three for ten</source>
        <translation>Tre per dieci</translation>
    </message>
    <message>
        <source>Four in a row</source>
        <translation>Scala di quattro</translation>
    </message>
    <message>
        <source>Run of three</source>
        <translation>Progressione di tre</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Matrimonio</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Jolly</translation>
    </message>
    <message>
        <source>Three of a suit</source>
        <translation>Tre dello stesso seme</translation>
    </message>
    <message>
        <source>Four of a suit</source>
        <translation>Quattro dello stesso seme</translation>
    </message>
    <message>
        <source>Divorce</source>
        <translation>Divorzio</translation>
    </message>
    <message>
        <source>Big mac</source>
        <translation>Big Mac</translation>
    </message>
</context>
<context>
    <name>ratscrew::HelpDialog</name>
    <message>
        <source>Then you play the next card, unless a challenge is being answered or a pile waits to be collected.</source>
        <translation>Poi giochi tu la carta successiva, tranne mentre si risponde a una sfida o un mazzo attende di essere raccolto.</translation>
    </message>
</context>
<context>
    <name>ratscrew::RulesPage</name>
    <message>
        <source>Cards of this number rank are only slapped as three in a row (Triple); two of them never count as a Double, Sandwich or Top and bottom.</source>
        <translation>Le carte di questo valore si colpiscono solo come tre di fila (Tris); due non contano mai come Coppia, Sandwich o Sopra e sotto.</translation>
    </message>
</context>
<context>
    <name>ratscrew::TableRenderer</name>
    <message numerus="yes">
        <source>You challenge · %n chance(s)</source>
        <translation>
            <numerusform>Sfidi · %n tentativo</numerusform>
            <numerusform>Sfidi · %n tentativi</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a slap: %1 matches no pattern.</source>
        <translation>Non è un colpo: %1 non forma nessuno schema.</translation>
    </message>
</context>
<context>
    <name>ratscrew::MainWindow</name>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni …</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>Vince</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Salva come...</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) left</source>
        <translation>
            <numerusform>ultima carta</numerusform>
            <numerusform>carte rimaste</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::Coach</name>
    <message>
        <source>%1 does not match %2.</source>
        <extracomment>%1 are cards, %2 is a pattern's name</extracomment>
        <translation>%1 non forma %2.</translation>
    </message>
</context>
</TS>
