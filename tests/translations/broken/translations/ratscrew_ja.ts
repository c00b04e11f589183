<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>ratscrew::GameText</name>
    <message>
        <source>Double</source>
        <translation>ダブル</translation>
    </message>
    <message>
        <source>Triple</source>
        <translation>トリプル</translation>
    </message>
    <message>
        <source>Sandwich</source>
        <translation>サンドイッチ</translation>
    </message>
    <message>
        <source>Top and bottom</source>
        <translation>トップ・ボトム</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>合計10</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>テン</translation>
    </message>
    <message>
        <source>Tens sandwich</source>
        <translation>合計10サンドイッチ</translation>
    </message>
    <message>
        <source>Three for ten</source>
        <translation>3枚で10</translation>
    </message>
    <message>
        <source>Four in a row</source>
        <translation>4連番</translation>
    </message>
    <message>
        <source>Run of three</source>
        <translation>等差3連</translation>
    </message>
    <message>
        <source>Marriage</source>
        <translation>マリッジ</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <source>Three of a suit</source>
        <translation>同じマーク3枚</translation>
    </message>
    <message>
        <source>Four of a suit</source>
        <translation>同じマーク4枚</translation>
    </message>
    <message>
        <source>Divorce</source>
        <translation>ディボース</translation>
    </message>
    <message>
        <source>Big mac</source>
        <translation>ビッグマック</translation>
    </message>
</context>
<context>
    <name>ratscrew::HelpDialog</name>
    <message>
        <source>Then you play the next card, unless a challenge is being answered or a pile waits to be collected.</source>
        <translation>その後、あなたが次のカードを出します(チャレンジへの応答中と、山が回収待ちのときは除く)。</translation>
    </message>
</context>
<context>
    <name>ratscrew::RulesPage</name>
    <message>
        <source>Locked out for:</source>
        <translation>スラップ禁止の枚数：</translation>
    </message>
</context>
<context>
    <name>ratscrew::TableWidget</name>
    <message>
        <source>Last chance</source>
        <translation>今回</translation>
    </message>
</context>
</TS>
