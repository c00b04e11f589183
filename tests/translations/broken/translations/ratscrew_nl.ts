<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>ratscrew::GameText</name>
    <message>
        <source>Double</source>
        <translation>Dubbel</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Drieling</translation>
    </message>
    <message>
        <source>Sandwich</source>
        <translation>Sandwich</translation>
    </message>
    <message>
        <source>Top and bottom</source>
        <translation>Boven en onder</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Samen tien</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Tien</translation>
    </message>
    <message>
        <source>Tens sandwich</source>
        <translation>Tiensandwich</translation>
    </message>
    <message>
        <source>Three for ten</source>
        <translation>Drie voor tien</translation>
    </message>
    <message>
        <source>Four in a row</source>
        <translation>Vier op rij</translation>
    </message>
    <message>
        <source>Run of three</source>
        <translation>Reeks van drie</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Huwelijk</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Three of a suit</source>
        <translation>Drie van een kleur</translation>
    </message>
    <message>
        <source>Four of a suit</source>
        <translation>Vier van een kleur</translation>
    </message>
    <message>
        <source>Divorce</source>
        <translation>Scheiding</translation>
    </message>
    <message>
        <source>Big mac</source>
        <translation>Big Mac</translation>
    </message>
</context>
<context>
    <name>ratscrew::RulesPage</name>
    <message>
        <source>Misslap with n&amp;o cards:</source>
        <translation>Misslag zonder kaar&amp;ten:</translation>
    </message>
    <message>
        <source>%1 slapped on nothing.</source>
        <translation>%1 sloeg mis.</translation>
    </message>
    <message>
        <source>Game length:</source>
        <translation>Speelduur:</translation>
    </message>
</context>
<context>
    <name>ratscrew::MainWindow</name>
    <message>
        <source>Quit the game?</source>
        <translation>Wilt u stoppen?</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
</context>
</TS>
