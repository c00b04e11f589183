<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ratscrew::GameText</name>
    <message>
        <source>Double</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>Drilling</translation>
    </message>
    <message>
        <source>Sandwich</source>
        <translation>Sandwich</translation>
    </message>
    <message>
        <source>Top and bottom</source>
        <translation>Oben und unten</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Zehnersumme</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>Tens sandwich</source>
        <translation>Zehnersummen-Sandwich</translation>
    </message>
    <message>
        <source>Three for ten</source>
        <translation>Drei für Zehn</translation>
    </message>
    <message>
        <source>Four in a row</source>
        <translation>Vier in Folge</translation>
    </message>
    <message>
        <source>Run of three</source>
        <translation>Dreierlauf</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>Hochzeit</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Three of a suit</source>
        <translation>Drei einer Farbe</translation>
    </message>
    <message>
        <source>Four of a suit</source>
        <translation>Vier einer Farbe</translation>
    </message>
    <message>
        <source>Divorce</source>
        <translation>Scheidung</translation>
    </message>
    <message>
        <source>Big mac</source>
        <translation>Big Mac</translation>
    </message>
</context>
<context>
    <name>ratscrew::Storyteller</name>
    <message>
        <source>You slapped a double.</source>
        <translation>Du hast ein paarmal geschlagen.</translation>
    </message>
</context>
</TS>
