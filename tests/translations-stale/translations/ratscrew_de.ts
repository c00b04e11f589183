<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Greeting</name>
    <message>
        <location filename="../app/Greeting.cpp" line="3"/>
        <source>Hello</source>
        <translation>Hallo</translation>
    </message>
    <message>
        <source>Goodbye</source>
        <translation type="vanished">Tschüss</translation>
    </message>
</context>
</TS>
