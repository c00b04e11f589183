<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>CallExamples</name>
    <message>
        <location filename="../app/help/CallExamples.cpp" line="+31"/>
        <source>Slap pile</source>
        <translation>メイン場札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pile</source>
        <translation>場札</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Split pile</source>
        <translation>スプリット場札</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Stick</source>
        <translation>スティック</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>A player has just played %1 and so challenges the next player. Before that player plays any card in answer, anyone else may slap the %2: a stick. The slapper takes the challenge over as if they had played the %2 themselves, and the player after them answers with %n chance(s). The challenger and the player answering cannot stick, and each card can be stuck once.</source>
        <translation>
            <numerusform>あるプレイヤーが%1を出し、次のプレイヤーにチャレンジしました。そのプレイヤーが応戦のカードを1枚でも出す前なら、ほかの誰でもその%2をスラップしてスティックできます。スラップしたプレイヤーは、自分でその%2を出したかのようにチャレンジを引き継ぎ、その次のプレイヤーが%n回のうちに応戦します。チャレンジャーと応戦するプレイヤーはスティックできず、各カードは1回しかスティックできません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sticky here: %1.</source>
        <extracomment>%1 is a list of letter ranks such as &quot;J, K&quot;.</extracomment>
        <translation>ここでスティックできるチャレンジ札：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A %1 on top is never stuck: it is the forbidden rank.</source>
        <translation>一番上の%1は禁止ランクなので、スティックできません。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Split</source>
        <translation>スプリット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While no challenge is going on, an 8 on top of the pile may be slapped: a split. The slapper&apos;s top card starts a split pile beside the slap pile (the 8 stays where it is). Until one of the two piles is won, every turn plays two cards: one onto the slap pile, then one onto the split pile. A letter card starts a challenge on its own pile while the other pile waits, and a slap looks at each pile on its own: it takes the slap pile when that shows a pattern, else the split pile. There is no second split while a split pile is on the table.</source>
        <translation>チャレンジ中でなければ、場札の一番上の8をスラップしてスプリットできます。スラップしたプレイヤーの手札の一番上のカードで、メイン場札の横にスプリット場札ができます（8はそのまま残ります）。2つの場札のどちらかが獲得されるまで、各手番で2枚出します。1枚目はメイン場札に、2枚目はスプリット場札に出します。チャレンジ札は出された側の場札でチャレンジを始め、その間もう一方の場札は止まったままです。スラップは場札ごとに判定され、メイン場札に役があればメイン場札を、なければスプリット場札を獲得します。スプリット場札がある間は、2回目のスプリットはできません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Here the 8 is the forbidden rank, so no split can happen.</source>
        <translation>ここでは8が禁止ランクなので、スプリットはできません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>One of two piles is won</source>
        <translation>2つの場札の一方が獲得されたとき</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Here the Q on the slap pile was not answered, so its challenger wins the slap pile. The other pile stays on the table: the split pile moves over, cards in order, and is the slap pile now. Play goes on from the winner as after any won pile (unless a challenge on the pile that stays is still being answered, or a pile waits to be collected there). When the split pile is won instead, the slap pile simply stays. An 8 on top can then be split again.</source>
        <translation>この例では、メイン場札のQに誰も応戦できなかったので、そのチャレンジャーがメイン場札を獲得します。もう一方の場札はテーブルに残ります。スプリット場札がカードの順序のまま移動し、今度はメイン場札になります。ゲームは、ほかの場札獲得後と同じく、獲得したプレイヤーから続きます（残った場札でチャレンジへの応戦がまだ続いている場合や、そこで場札が回収待ちの場合を除く）。逆にスプリット場札が獲得された場合は、メイン場札がそのまま残ります。その後、一番上の8は再びスプリットできます。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>A ten stops a challenge</source>
        <translation>10がチャレンジを止める</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The K challenged the next player, who answered with a 4 and then a 10. The 10 stops the challenge: nobody wins the pile, and the next player plays on as after any number card. A 10 does this on any chance, even the last; outside a challenge it is just a 10.</source>
        <translation>Kが次のプレイヤーにチャレンジし、そのプレイヤーは4、続いて10で応戦しました。10はチャレンジを止めます。場札は誰も獲得せず、数札のあとと同じように次のプレイヤーが続けて出します。10は何回目でも、たとえ最後の回でもチャレンジを止めます。チャレンジ以外ではただの10です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The K challenged the next player, who answered with a 4 and then a 10. The 10 stops the challenge, so the challenger does not win the pile; but the pile now shows %1, and the first good slap takes it. Until then the next player plays on as after any number card. A 10 does this on any chance, even the last; outside a challenge it is just a 10.</source>
        <translation>Kが次のプレイヤーにチャレンジし、そのプレイヤーは4、続いて10で応戦しました。10はチャレンジを止めるので、チャレンジャーは場札を獲得できません。ただし場札は今「%1」になっているので、最初の正しいスラップが場札を獲得します。それまでは、数札のあとと同じように次のプレイヤーが続けて出します。10は何回目でも、たとえ最後の回でもチャレンジを止めます。チャレンジ以外ではただの10です。</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>Locked out</source>
        <translation>ロックアウト</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card(s) have been played, onto either pile.</source>
        <translation>
            <numerusform>%1へのスラップはお手つきです。カードは失いませんが、どちらかの場札にあと%n枚出されるまでロックアウトされます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>A slap on %1 is a misslap: it costs no cards, but the slapper is locked out until %n more card(s) have been played.</source>
        <extracomment>%1 is two cards, such as &quot;9♦ 4♣&quot;.</extracomment>
        <translation>
            <numerusform>%1へのスラップはお手つきです。カードは失いませんが、あと%n枚出されるまでロックアウトされます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Even when a pattern shows meanwhile (here: %1), it is not theirs to slap; their slaps are simply refused.</source>
        <extracomment>%1 is the name of a slap pattern, such as &quot;Double&quot;.</extracomment>
        <translation>その間に役ができても（ここでは「%1」）、そのプレイヤーはスラップできません。スラップしても受け付けられません。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Theirs to slap: %1</source>
        <extracomment>Under a pile the misslapper may slap: %1 is the name of its slap pattern, such as &quot;Double&quot;.</extracomment>
        <translation>スラップできる：「%1」</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>No slap while locked out</source>
        <translation>ロックアウト中はスラップ不可</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No penalty</source>
        <translation>ペナルティなし</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A slap on %1 is a misslap, but it costs nothing: no cards are burned, the pile stays where it is, and the slapper may slap the very next card.</source>
        <extracomment>%1 is two cards, such as &quot;9♦ 4♣&quot;.</extracomment>
        <translation>%1へのスラップはお手つきですが、何も失いません。カードはバーンされず、場札もそのままで、スラップしたプレイヤーはすぐ次のカードにスラップできます。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>It still counts toward the misslap limit.</source>
        <translation>それでもお手つきの上限には数えられます。</translation>
    </message>
</context>
<context>
    <name>PatternExamples</name>
    <message>
        <location filename="../app/text/GameText.cpp" line="+252"/>
        <source>Two jokers count as the same rank.</source>
        <translation>ジョーカー2枚は同じランクとして数えます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A joker has no suit, so it never counts for this.</source>
        <translation>ジョーカーにはマークがないので、これには数えません。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The top two cards have the same rank (but not two %1s).</source>
        <translation>上から2枚が同じランク（ただし%1の2枚は除く）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top two cards have the same rank.</source>
        <translation>上から2枚が同じランク。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top three cards are all %1s: the only way to slap that rank.</source>
        <translation>上から3枚がすべて%1。このランクをスラップできる唯一の形です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card and the third card have the same rank, whatever lies between (but not two %1s).</source>
        <translation>一番上と上から3枚目が同じランク。間のカードは問いません（ただし%1の2枚は除く）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card and the third card have the same rank, whatever lies between.</source>
        <translation>一番上と上から3枚目が同じランク。間のカードは問いません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card has the same rank as the first card played onto this pile (but not two %1s).</source>
        <translation>一番上のカードが、この場札に最初に出されたカードと同じランク（ただし%1の2枚は除く）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card has the same rank as the first card played onto this pile.</source>
        <translation>一番上のカードが、この場札に最初に出されたカードと同じランク。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top two cards are number cards adding up to 10 (ace = 1), or the top and third card do with a J, Q, K or A between them.</source>
        <translation>上から2枚が合計10になる数札（A = 1）。または、J・Q・K・Aを1枚はさんで一番上と3枚目の合計が10。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top two cards are number cards adding up to 10 (ace = 1).</source>
        <translation>上から2枚が合計10になる数札（A = 1）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card is a 10.</source>
        <translation>一番上のカードが10。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top card and the third card are number cards adding up to 10, whatever lies between.</source>
        <translation>一番上と上から3枚目が合計10になる数札。間のカードは問いません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top three cards are all number cards and add up to 10 (ace = 1).</source>
        <translation>上から3枚がすべて数札で、合計が10（A = 1）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ace only counts above the king.</source>
        <translation>上から4枚が5 6 7 8のように1ランクずつ上がるか下がる。AはKの上としてのみ数えます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ace counts above the king or below the 2.</source>
        <translation>上から4枚が5 6 7 8のように1ランクずつ上がるか下がる。AはKの上または2の下として数えます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top four cards go up or down one rank at a time, like 5 6 7 8; the ranks go round, so K A 2 3 counts too.</source>
        <translation>上から4枚が5 6 7 8のように1ランクずつ上がるか下がる。ランクは一周するので、K A 2 3も有効です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The top three cards step up or down by the same amount, each a multiple of the step (2 4 6, 4 8 Q; A = 1, J = 11, Q = 12, K = 13).</source>
        <translation>上から3枚が同じ差ずつ上がるか下がる並びで、どれもその差の倍数（2 4 6、4 8 Q。A = 1、J = 11、Q = 12、K = 13）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top two cards are a queen and a king, in either order.</source>
        <translation>上から2枚がQとK（順不同）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card is a joker (none in this deck unless you add the jokers).</source>
        <translation>一番上のカードがジョーカー（ジョーカーを加えない限り、このデッキには入っていません）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The top card is a joker.</source>
        <translation>一番上のカードがジョーカー。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top three cards all have the same suit.</source>
        <translation>上から3枚がすべて同じマーク。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top four cards all have the same suit.</source>
        <translation>上から4枚がすべて同じマーク。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The top card and the third card are a queen and a king, in either order, whatever lies between.</source>
        <translation>一番上と上から3枚目がQとK（順不同）。間のカードは問いません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The top card and the fourth card have the same rank, whatever two cards lie between (but not two %1s).</source>
        <translation>一番上と上から4枚目が同じランク。間の2枚は問いません（ただし%1の2枚は除く）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The top card and the fourth card have the same rank, whatever two cards lie between.</source>
        <translation>一番上と上から4枚目が同じランク。間の2枚は問いません。</translation>
    </message>
</context>
<context>
    <name>QKeySequenceEdit</name>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="+17"/>
        <source>Press shortcut</source>
        <translation>キーを押してください</translation>
    </message>
</context>
<context>
    <name>ratscrew::ActionText</name>
    <message>
        <location filename="../app/story/ActionText.cpp" line="+12"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n chance(s)</source>
        <translation>
            <numerusform>%n回</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on the split pile</source>
        <translation>スプリット場札の%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 onto the split pile</source>
        <translation>%1（スプリット場札へ）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 onto the slap pile</source>
        <translation>%1（メイン場札へ）</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>You missed a slap-in and sit out %n card(s).</source>
        <translation>
            <numerusform>復帰スラップに失敗しました。%n枚のあいだ休みです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 missed a slap-in and sits out %n card(s).</source>
        <translation>
            <numerusform>%1は復帰スラップに失敗しました。%n枚のあいだ休みです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You were a moment late — no penalty.</source>
        <translation>あなたはわずかに遅れました — ペナルティなし。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 was a moment late — no penalty.</source>
        <translation>%1はわずかに遅れました — ペナルティなし。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You sit out after a missed slap-in: you cannot slap yet.</source>
        <translation>復帰スラップの失敗で休み中です。まだスラップできません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You slapped on nothing and are locked out for %1.</source>
        <translation>あなたがお手つきしました。%1のあいだロックアウトです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing and is locked out for %2.</source>
        <translation>%1がお手つきしました。%2のあいだロックアウトです。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are locked out after a misslap: you cannot slap yet.</source>
        <translation>お手つきでロックアウト中です。まだスラップできません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You slapped on nothing (no penalty).</source>
        <translation>あなたがお手つきしました（ペナルティなし）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing (no penalty).</source>
        <translation>%1がお手つきしました（ペナルティなし）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>you won the pile first</source>
        <translation>先にあなたが場札を獲得しました</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 won the pile first</source>
        <translation>先に%1が場札を獲得しました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>it is your turn now</source>
        <translation>今はあなたの番です</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>it is %1&apos;s turn now</source>
        <translation>今は%1の番です</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>you slapped instead</source>
        <translation>代わりにあなたがスラップしました</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a slap instead of a play</source>
        <translation>カードを出す代わりにスラップしました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>time is up</source>
        <translation>時間切れです</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the game is over</source>
        <translation>ゲームは終了しました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your card went back: %1.</source>
        <translation>あなたのカードは手札に戻りました：%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s card went back: %2.</source>
        <translation>%1のカードは手札に戻りました：%2。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your ten stops the challenge.</source>
        <translation>あなたの10がチャレンジを止めました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s ten stops the challenge.</source>
        <translation>%1の10がチャレンジを止めました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You are out.</source>
        <translation>あなたは脱落しました。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 is out.</source>
        <translation>%1は脱落しました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You play next.</source>
        <translation>次はあなたが出します。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays next.</source>
        <translation>次は%1が出します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You collect %1.</source>
        <translation>あなたが%1を回収しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 collects %2.</source>
        <translation>%1が%2を回収しました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nobody has cards left: you take the pile (%1).</source>
        <translation>誰も手札がありません：あなたが場札（%1）を獲得しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody has cards left: %1 takes the pile (%2).</source>
        <translation>誰も手札がありません：%1が場札（%2）を獲得しました。</translation>
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
        <translation>配り終えた時点</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 slapped %2 %3 ms before you</source>
        <translation>%1があなたより%3 ms早く%2をスラップ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 slapped %2</source>
        <translation>%1が%2をスラップ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 misslapped on an empty pile</source>
        <translation>%1が空の場札でお手つき</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 misslapped on %2</source>
        <translation>%1が%2でお手つき</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped too late</source>
        <translation>%1のスラップが間に合わず</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played</source>
        <translation>%1がカードを出した</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2</source>
        <translation>%1が%2を出した</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody slapped %1, and %2 played %3</source>
        <translation>誰も%1をスラップせず、%2が%3を出した</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, and %2 took the pile</source>
        <comment>a card played, then who took the pile</comment>
        <translation>%1（%2が場札を獲得）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 collected the pile</source>
        <translation>%1が場札を回収</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pile was collected</source>
        <translation>場札の回収</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Time was up</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 — %2: your chances %3 → %4</source>
        <translation>%1 — %2：あなたの勝利確率は%3 → %4</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — %2: %3&apos;s chances %4 → %5</source>
        <comment>a swing of another player&apos;s chances</comment>
        <translation>%1 — %2：%3の勝利確率は%4 → %5</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Luck: %1 · Speed: %2 (each ±%3)</source>
        <translation>運：%1 · 速さ：%2（いずれも±%3）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Against an average player at this table, the cards brought you %1 and your speed %2 (each ±%3).</source>
        <translation>このテーブルの平均的なプレイヤーと比べると、あなたの勝利確率はカード運で%1、速さで%2変わりました（いずれも±%3）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Against an average player at this table, the cards brought %1 %2 and their speed %3 (each ±%4).</source>
        <translation>このテーブルの平均的なプレイヤーと比べると、%1の勝利確率はカード運で%2、速さで%3変わりました（いずれも±%4）。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This game&apos;s chances cannot be worked out: it was recorded before the fourth edition&apos;s clock, or it is too long.</source>
        <translation>このゲームの勝利確率は計算できません：第4版のテーブル時計の導入前に記録されたか、ゲームが長すぎます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+12"/>
        <source>Working out the chances…</source>
        <translation>勝利確率を計算しています…</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Working out the chances… %1</source>
        <translation>勝利確率を計算しています… %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chances to win within ±%1; working out luck and speed… %2</source>
        <translation>勝利確率の誤差は±%1以内です。運と速さを計算しています… %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Chances to win within ±%1 at every moment</source>
        <translation>勝利確率の誤差はどの時点でも±%1以内です</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 from %2 at the deal to %3 at the end</source>
        <translation>%1：配り終えた時点の%2から終了時の%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chance to win: %1.</source>
        <translation>勝利確率：%1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest swing: %1.</source>
        <translation>最大の変動：%1。</translation>
    </message>
</context>
<context>
    <name>ratscrew::AppInstance</name>
    <message>
        <location filename="../app/AppStartup.cpp" line="+160"/>
        <source>Reading the game you left…</source>
        <translation>中断したゲームを読み込んでいます…</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Play on with the game you left? %Ln card(s) were played in it.</source>
        <translation>
            <numerusform>中断したゲームを続けますか？%Ln枚のカードが出されています。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
</context>
<context>
    <name>ratscrew::AppearancePage</name>
    <message>
        <location filename="../app/settings/AppearancePage.cpp" line="+160"/>
        <source>Cards and table</source>
        <translation>カードとテーブル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Card Back Colour</source>
        <translation>カードの裏の色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;back:</source>
        <translation>カードの裏(&amp;B)：</translation>
    </message>
    <message>
        <location line="-93"/>
        <location line="+99"/>
        <source>Built-in</source>
        <translation>内蔵</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>The colour of the lattice on the backs of the built-in deck.</source>
        <translation>内蔵デッキの裏面の格子の色。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table Colour</source>
        <translation>テーブルの色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>テーブル(&amp;T)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The colour of the felt.</source>
        <translation>フェルトの色。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Card desig&amp;n:</source>
        <translation>カードのデザイン(&amp;N)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The built-in cards, or a deck installed for KDE&apos;s card games (on Debian and Ubuntu: the package kdegames-card-data-kf5). A deck that cannot be read shows the built-in cards.</source>
        <translation>内蔵のカード、または KDE のカードゲーム用にインストールされたデッキ（Debian と Ubuntu ではパッケージ kdegames-card-data-kf5）。読めないデッキのときは内蔵のカードを表示します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The built-in cards. This copy of Ratscrew was built without Qt SVG, which draws the decks installed for KDE&apos;s card games.</source>
        <translation>内蔵のカード。この Ratscrew は、KDE のカードゲーム用にインストールされたデッキを描く Qt SVG なしでビルドされています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Four-colour deck</source>
        <translation>4色デッキ(&amp;F)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Blue diamonds and green clubs, so that every suit is easy to tell apart. Only the built-in deck has them.</source>
        <translation>ダイヤを青、クラブを緑にして、どのマークも見分けやすくします。内蔵デッキのみです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seeing and moving</source>
        <translation>見え方と動き</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;High-contrast table</source>
        <translation>ハイコントラストのテーブル(&amp;H)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A black table and panels with white edges and text, for players who see contrast better than colour. The table colour above is not used.</source>
        <translation>黒いテーブルとパネルに白い縁と文字。色より明暗のほうが見やすい人向けです。上のテーブルの色は使われません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reduce &amp;motion</source>
        <translation>動きを減らす(&amp;M)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards fade in where they land instead of flying, and nothing shakes or slides. The game keeps its timing: a card can be slapped at the same moment either way.</source>
        <translation>カードは飛ばずに置かれる場所にフェードインし、揺れたり滑ったりするものはありません。ゲームのタイミングは変わらず、どちらでも同じ瞬間にスラップできます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Preview of the cards on the table</source>
        <translation>テーブル上のカードのプレビュー</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
</context>
<context>
    <name>ratscrew::BotText</name>
    <message>
        <location filename="../app/settings/BotText.cpp" line="+16"/>
        <source>%1: a double in about %2 ms; misses %3 % of chances, slaps a plain pile %4 % of the time.</source>
        <translation>%1：ダブルへの反応は約%2 ms。スラップできる機会の%3 %を見逃し、役のない場札を%4 %の確率でスラップします。</translation>
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
            <numerusform>あなたの直近%n回のスラップから学習しました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Per pattern: %1.</source>
        <translation>役別：%1。</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Too few times of yours yet: it plays as Normal until you have slapped a few times.</source>
        <translation>あなたの記録がまだ少なすぎます：何回かスラップするまでは中級としてプレイします。</translation>
    </message>
</context>
<context>
    <name>ratscrew::CallText</name>
    <message>
        <location filename="../app/story/CallText.cpp" line="+20"/>
        <source>You split %1 — two cards a turn until one pile is won.</source>
        <translation>あなたが%1でスプリットしました — どちらかの場札が獲得されるまで、1手番に2枚ずつ出します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 split %2 — two cards a turn until one pile is won.</source>
        <translation>%1が%2でスプリットしました — どちらかの場札が獲得されるまで、1手番に2枚ずつ出します。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stuck %1 — nobody can answer.</source>
        <translation>あなたが%1をスティックしました — 誰も応戦できません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stuck %2 — nobody can answer.</source>
        <translation>%1が%2をスティックしました — 誰も応戦できません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You stuck %1 — you now challenge; %2 answers within %3.</source>
        <translation>あなたが%1をスティックしました — 今度はあなたがチャレンジャーです。%2は%3以内に応戦します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 stuck %2 — %1 now challenges; you answer within %3.</source>
        <translation>%1が%2をスティックしました — 今度は%1がチャレンジャーです。あなたは%3以内に応戦します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 stuck %2 — %1 now challenges; %3 answers within %4.</source>
        <translation>%1が%2をスティックしました — 今度は%1がチャレンジャーです。%3は%4以内に応戦します。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 is not a sticky face</source>
        <translation>%1はスティックできるチャレンジ札ではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nobody can stick their own challenge</source>
        <translation>自分のチャレンジはスティックできません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the answering player cannot stick</source>
        <translation>応戦するプレイヤーはスティックできません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>that letter card was already answered or stuck</source>
        <translation>そのチャレンジ札はすでに応戦済みかスティック済みです</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is the forbidden rank</source>
        <extracomment>%1 is a rank (&quot;8&quot;, &quot;King&quot;): the rank of forbidden_rank, on which nobody slaps or calls.</extracomment>
        <translation>%1は禁止ランクです</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>there is already a split pile</source>
        <translation>すでにスプリット場札があります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split during a challenge</source>
        <translation>チャレンジ中はスプリットできません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no split while a pile waits to be collected</source>
        <translation>場札が回収待ちの間はスプリットできません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a split needs a card in hand</source>
        <translation>スプリットするには手札が必要です</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You could have stuck %1.</source>
        <translation>%1をスティックできたはずです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You could have split %1.</source>
        <translation>%1でスプリットできたはずです。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The split pile is won: one pile again.</source>
        <translation>スプリット場札が獲得されました：場札は再び1つです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The split pile moves over: one pile again.</source>
        <translation>スプリット場札が移動しました：場札は再び1つです。</translation>
    </message>
</context>
<context>
    <name>ratscrew::CardCountChart</name>
    <message>
        <location filename="../app/summary/CardCountChart.cpp" line="+19"/>
        <source>Cards in hand over the game</source>
        <translation>ゲーム中の手札枚数の推移</translation>
    </message>
    <message>
        <location line="+35"/>
        <location line="+20"/>
        <source>No cards played</source>
        <translation>カードは出されていません</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>%1 from %2 to %3 (most %4)</source>
        <translation>%1：%2枚から%3枚（最多%4枚）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cards in hand over %1: %2.</source>
        <translation>%1の間の手札枚数の推移：%2。</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Cards in hand</source>
        <translation>手札枚数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards</source>
        <translation>枚数</translation>
    </message>
</context>
<context>
    <name>ratscrew::CareerDatabase</name>
    <message>
        <location filename="../app/career/CareerDatabase.cpp" line="+158"/>
        <source>Your statistics file %1 cannot be opened (%2): this game&apos;s statistics are not kept.</source>
        <translation>統計ファイル%1を開けません（%2）：このゲームの統計は保存されません。</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Your statistics file %1 is damaged and could not be moved aside: this game&apos;s statistics are not kept.</source>
        <translation>統計ファイル%1は壊れており、別名で退避できませんでした：このゲームの統計は保存されません。</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Your statistics file %1 is in use by another program (%2): it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>統計ファイル%1は別のプログラムが使用中です（%2）：そのままにして、このゲームの統計は保存しません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Your statistics file %1 cannot be used (%2; it, its folder and its -wal and -shm files must be readable and writable): it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>統計ファイル%1を使用できません（%2。ファイル、そのフォルダー、-wal と -shm ファイルは読み書きできる必要があります）：そのままにして、このゲームの統計は保存しません。</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Your statistics file %1 is an SQLite file of another program: it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>統計ファイル%1は別のプログラムの SQLite ファイルです：そのままにして、このゲームの統計は保存しません。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Your statistics file %1 is damaged: it was kept as %2 and a new one was started.</source>
        <translation>統計ファイル%1は壊れています：%2として保管し、新しいファイルを作成しました。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Statistics are not kept: Qt&apos;s SQLite driver (QSQLITE) is not installed.</source>
        <translation>統計は保存されません：Qt の SQLite ドライバー（QSQLITE）がインストールされていません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your statistics file %1 is not a regular file: it is left alone and this game&apos;s statistics are not kept.</source>
        <translation>統計ファイル%1は通常のファイルではありません：そのままにして、このゲームの統計は保存しません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The folder %1 cannot be created: statistics are not kept.</source>
        <translation>フォルダー%1を作成できません：統計は保存されません。</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Your statistics file %1 is from a newer Ratscrew: it is left as it is, and this game&apos;s statistics are not kept.</source>
        <translation>統計ファイル%1は新しいバージョンの Ratscrew のものです：そのままにして、このゲームの統計は保存しません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Your statistics file %1 gives its version as %2, which no Ratscrew writes: it is left as it is, and this game&apos;s statistics are not kept.</source>
        <translation>統計ファイル%1のバージョンは%2となっていますが、これはどの Ratscrew も書かないバージョンです：そのままにして、このゲームの統計は保存しません。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This game&apos;s statistics are not kept.</source>
        <translation>このゲームの統計は保存されません。</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Your statistics file %1 cannot be written (%2: %3).</source>
        <translation>統計ファイル%1に書き込めません（%2：%3）。</translation>
    </message>
</context>
<context>
    <name>ratscrew::Coach</name>
    <message>
        <location filename="../app/coach/Coach.cpp" line="+31"/>
        <source>A split</source>
        <extracomment>&quot;A split&quot; and &quot;A stick&quot; stand where a pattern&apos;s name stands in the coach&apos;s line (&quot;Double — Ann 410 ms&quot;): the name of a call (docs/RULES.md §9).</extracomment>
        <translation>スプリット</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A stick</source>
        <translation>スティック</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>you %1</source>
        <comment>you and your slap time</comment>
        <translation>あなた %1</translation>
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
        <translation>%1 — %2：%3 ms差で間に合いませんでした。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — %2; %3 did not slap.</source>
        <translation>%1 — %2。%3はスラップしませんでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2; you did not slap.</source>
        <translation>%1 — %2。あなたはスラップしませんでした。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Missed: %1 (%2) — nobody slapped.</source>
        <translation>見逃し：%1（%2）— 誰もスラップしませんでした。</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 on %2: %3 needs two cards of the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%2の上に%1：「%3」には同じランクのカードが2枚必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs three cards of the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%2の上に%1：「%3」には同じランクのカードが3枚必要です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on top and %2 two cards down are not the same rank: %3 is two cards of the same rank with one card between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>一番上の%1と2枚下の%2は同じランクではありません。「%3」は、1枚はさんだ同じランクの2枚です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on top, %2 at the bottom: %3 needs the same rank.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>一番上に%1、一番下に%2：「%3」には同じランクが必要です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 and %2 make %3: %4 needs two cards that add up to 10.</source>
        <extracomment>%4 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards, %3 their sum.</extracomment>
        <translation>%1と%2で%3：「%4」には合計10になる2枚が必要です。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 and %2 make %3: %4 needs them to add up to 10 across a card.</source>
        <extracomment>%4 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards, %3 their sum.</extracomment>
        <translation>%1と%2で%3：「%4」には1枚はさんで合計10が必要です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on %2: %3 needs three cards in a row.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%2の上に%1：「%3」には連続した3枚が必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs four cards in a row.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%2の上に%1：「%3」には連続した4枚が必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs a queen and a king.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%2の上に%1：「%3」にはQとKが必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs three cards of one suit.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%2の上に%1：「%3」には同じマークのカードが3枚必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on %2: %3 needs four cards of one suit.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>%2の上に%1：「%3」には同じマークのカードが4枚必要です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 on top and %2 two cards down: %3 is a queen and a king with one card between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>一番上の%1と2枚下の%2：「%3」は、1枚はさんだQとKです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 on top and %2 three cards down are not the same rank: %3 is two cards of the same rank with two cards between them.</source>
        <extracomment>%3 is a pattern&apos;s name (GameText::pattern()); %1 and %2 are cards.</extracomment>
        <translation>一番上の%1と3枚下の%2は同じランクではありません。「%3」は、2枚はさんだ同じランクの2枚です。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 does not match %2.</source>
        <extracomment>%2 is a pattern&apos;s name (GameText::pattern()); %1 the cards on top of the pile.</extracomment>
        <translation>%1は「%2」になりません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Not a slap: the pile is empty.</source>
        <translation>スラップではありません：場札がありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not a slap: %1 matches no pattern.</source>
        <translation>スラップではありません：%1はどの役にもなりません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not a slap: %1</source>
        <translation>スラップではありません：%1</translation>
    </message>
</context>
<context>
    <name>ratscrew::DemoTable</name>
    <message>
        <location filename="../app/demo/DemoTable.cpp" line="+31"/>
        <source>Demo table: bots playing</source>
        <translation>デモテーブル：ボットの対戦</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Bot %1</source>
        <translation>ボット%1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Watching bots: %1 rules, deal %2. Press any key or click to play.</source>
        <translation>ボットの対戦を観戦中：ルール「%1」、配り番号%2。いずれかのキーを押すかクリックするとプレイできます。</translation>
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
        <translation>ゲームログ</translation>
    </message>
</context>
<context>
    <name>ratscrew::GameLogModel</name>
    <message>
        <location filename="../app/story/GameLogModel.cpp" line="+77"/>
        <source>%1 (×%2)</source>
        <comment>the same log line said N times in a row</comment>
        <translation>%1（×%2）</translation>
    </message>
</context>
<context>
    <name>ratscrew::GamePage</name>
    <message>
        <location filename="../app/settings/GamePage.cpp" line="+37"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Bots play:</source>
        <translation>ボットの速さ(&amp;B)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How soon the bots play their cards. Their slaps keep the reaction times of their level.</source>
        <translation>ボットがカードを出すまでの速さ。スラップの反応時間はレベルどおりのままです。</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Slow</source>
        <comment>bots&apos; play speed</comment>
        <translation>遅い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Relaxed</source>
        <comment>bots&apos; play speed</comment>
        <translation>やや遅い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <comment>bots&apos; play speed</comment>
        <translation>標準</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quick</source>
        <comment>bots&apos; play speed</comment>
        <translation>やや速い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <comment>bots&apos; play speed</comment>
        <translation>速い</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Off</source>
        <comment>animation speed</comment>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fast</source>
        <comment>animation speed</comment>
        <translation>速い</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Normal</source>
        <comment>animation speed</comment>
        <translation>標準</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <comment>animation speed</comment>
        <translation>遅い</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A&amp;nimations:</source>
        <translation>アニメーション(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How cards fly and piles slide. Off shows every move at once.</source>
        <translation>カードの飛び方や場札の動き。オフにすると、すべての動きを即座に表示します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pa&amp;use when the window loses focus</source>
        <translation>ウィンドウのフォーカスが外れたら一時停止(&amp;U)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pausing</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Switching to another window pauses the game, so nobody slaps while you look away.</source>
        <translation>別のウィンドウに切り替えるとゲームが一時停止するので、目を離している間に誰かがスラップすることはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New games &amp;wait until I start them</source>
        <translation>新しいゲームは自分が始めるまで待つ(&amp;W)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A new game is dealt and waits for your play key or a click, then counts down from 3. Off, the bots start at once.</source>
        <translation>新しいゲームはカードを配った後、カードを出すキーかクリックを待ち、それから3-2-1とカウントダウンします。オフにすると、ボットがすぐに始めます。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Automatic: my first %n game(s)</source>
        <translation>
            <numerusform>自動：最初の%nゲーム</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On</source>
        <comment>coach</comment>
        <translation>オン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Off</source>
        <comment>coach</comment>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach</source>
        <translation>コーチ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>C&amp;oach:</source>
        <translation>コーチ(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each pile you could have slapped, a line says who slapped how fast; the cards of a pattern you missed are shown beside the pile, and a misslap is explained.</source>
        <translation>スラップできる場札が出るたびに、誰がどれだけの速さでスラップしたかを1行で表示します。見逃した役のカードは場札の横に示され、お手つきにはその理由が説明されます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Records</source>
        <translation>対局記録</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ga&amp;mes kept as records:</source>
        <translation>記録する対局数(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game you play is kept as a record file that can be replayed; the oldest go when there are more.</source>
        <translation>対局はすべて再生できる記録ファイルとして保存され、数を超えると古いものから削除されます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>System default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes effect the next time Ratscrew starts.</source>
        <translation>次回 Ratscrew を起動したときに有効になります。</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+1"/>
        <source>Other (×%1)</source>
        <translation>その他（×%1）</translation>
    </message>
</context>
<context>
    <name>ratscrew::GamePause</name>
    <message>
        <location filename="../app/GamePause.cpp" line="+94"/>
        <source>Not yet: play goes on when the countdown ends.</source>
        <translation>まだです。カウントダウンが終わると再開します。</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play on</source>
        <comment>the keys of Pause</comment>
        <translation>%1で再開</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused. Press %1 to play on.</source>
        <translation>一時停止中。%1キーで再開します。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Press %1 to start</source>
        <comment>the play key</comment>
        <translation>%1キーでスタート</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>or click the table</source>
        <translation>またはテーブルをクリック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The cards are dealt. Press %1 or click the table to start.</source>
        <translation>カードが配られました。%1キーかテーブルのクリックでスタートします。</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Win all %1 cards, or hold the most when %n minute(s) are up.</source>
        <translation>
            <numerusform>%1枚のカードをすべて獲得するか、%n分後に一番多く持っていれば勝ちです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win all %1 cards.</source>
        <translation>%1枚のカードをすべて獲得すれば勝ちです。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Be the last player with cards, or hold the most when %n minute(s) are up.</source>
        <translation>
            <numerusform>最後まで手札が残るか、%n分後に一番多く持っていれば勝ちです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Be the last player with cards.</source>
        <translation>最後まで手札が残ったプレイヤーの勝ちです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Each player plays and slaps with the keys shown at their seat.</source>
        <translation>各プレイヤーは、自分の席に表示されたキーでカードを出したりスラップしたりします。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays your card, %2 slaps.</source>
        <translation>%1でカードを出し、%2でスラップします。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap first when the pile shows a pattern; F1 explains them all.</source>
        <translation>場札に役ができたら、誰よりも早くスラップしましょう。役の説明はF1キーで見られます。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Play on.</source>
        <translation>再開します。</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>Not yet: press %1 to start.</source>
        <translation>まだです。%1キーでスタートします。</translation>
    </message>
</context>
<context>
    <name>ratscrew::GameText</name>
    <message>
        <location filename="../app/text/GameText.cpp" line="-184"/>
        <source>Double</source>
        <translation>ダブル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Triple</source>
        <translation>トリプル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sandwich</source>
        <translation>サンドイッチ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Top and bottom</source>
        <translation>トップ・ボトム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tens</source>
        <translation>合計10</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ten</source>
        <translation>10</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tens sandwich</source>
        <translation>合計10サンドイッチ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three for ten</source>
        <translation>3枚で10</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four in a row</source>
        <translation>4連番</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run of three</source>
        <translation>等差3連</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Marriage</source>
        <translation>マリッジ</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>Match my speed</source>
        <translation>自分と同じ速さ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Person</source>
        <comment>a seat played by someone at the keyboard</comment>
        <translation>人間</translation>
    </message>
    <message>
        <location line="-321"/>
        <location line="+114"/>
        <source>Joker</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <location line="-165"/>
        <source>a double %1</source>
        <translation>ダブル %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a triple %1</source>
        <translation>トリプル %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a sandwich %1</source>
        <translation>サンドイッチ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>top and bottom %1…%2</source>
        <translation>トップ・ボトム %1…%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>tens %1</source>
        <translation>合計10 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a ten</source>
        <translation>10</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tens sandwich %1</source>
        <translation>合計10サンドイッチ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three for ten %1</source>
        <translation>3枚で10 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four in a row %1</source>
        <translation>4連番 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a run of three %1</source>
        <translation>等差3連 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a marriage %1</source>
        <translation>マリッジ %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a joker</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>three of a suit %1</source>
        <translation>同じマーク3枚 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>four of a suit %1</source>
        <translation>同じマーク4枚 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a divorce %1</source>
        <translation>ディボース %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a big mac %1</source>
        <translation>ビッグマック %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Acorns</source>
        <comment>German suits: the suit in the place of clubs</comment>
        <translation>どんぐり</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bells</source>
        <comment>German suits: the suit in the place of diamonds</comment>
        <translation>鈴</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hearts</source>
        <comment>German suits: the suit in the place of hearts</comment>
        <translation>ハート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leaves</source>
        <comment>German suits: the suit in the place of spades</comment>
        <translation>葉</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 of Acorns</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Acorns&quot;.</extracomment>
        <translation>どんぐりの%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Bells</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Bells&quot;.</extracomment>
        <translation>鈴の%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Hearts</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Hearts&quot;.</extracomment>
        <translation>ハートの%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 of Leaves</source>
        <extracomment>A card of a deck with German suits: %1 its index (U, O, K, D or a number), e.g. &quot;U of Leaves&quot;.</extracomment>
        <translation>葉の%1</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Three of a suit</source>
        <translation>同じマーク3枚</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four of a suit</source>
        <translation>同じマーク4枚</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Divorce</source>
        <translation>ディボース</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Big mac</source>
        <translation>ビッグマック</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>, </source>
        <comment>list separator</comment>
        <extracomment>What stands between the items of a list (&quot;Ann, Bea, Cal&quot;): a comma and a space in English, &quot;、&quot; in Japanese.</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 and %2</source>
        <translation>%1と%2</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>House</source>
        <translation>ハウスルール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bicycle</source>
        <translation>バイスクル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps</source>
        <translation>スラップス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps (advanced)</source>
        <translation>スラップス（応用）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic</source>
        <translation>クラシック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps (every advanced rule)</source>
        <translation>スラップス（全応用ルール）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom</source>
        <comment>a rule set changed from its preset</comment>
        <translation>カスタム</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Beginner</source>
        <translation>入門</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Easy</source>
        <translation>初級</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Normal</source>
        <translation>中級</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard</source>
        <translation>上級</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Expert</source>
        <translation>エキスパート</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Custom</source>
        <translation>カスタム</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ghost</source>
        <comment>a bot that slaps at the speed of a shared run&apos;s person (docs/RUNS.md)</comment>
        <translation>ゴースト</translation>
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
        <translation>カードが見える%1 ms前</translation>
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
        <translation>Ratscrew のルール</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Rules of %1</source>
        <extracomment>For a screen reader: %1 is the title of the rules&apos; preset, e.g. &quot;House rules&quot;.</extracomment>
        <translation>%1のルール</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>House rules</source>
        <translation>ハウスルール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bicycle rules</source>
        <translation>バイスクルのルール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps</source>
        <translation>スラップス</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps, advanced</source>
        <translation>スラップス（応用）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic rules</source>
        <translation>クラシックルール</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slaps, every advanced rule</source>
        <translation>スラップス（全応用ルール）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Custom rules</source>
        <translation>カスタムルール</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Preset “house”: a house version of the Bicycle rules.</source>
        <translation>プリセット「house」：バイスクルのルールをもとにしたハウスルール。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “bicycle”: the Bicycle-style rule texts as printed.</source>
        <translation>プリセット「bicycle」：印刷されたとおりのバイスクル式ルール文。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps”: a player&apos;s page about “Slaps”, with its basic rules.</source>
        <translation>プリセット「slaps」：あるプレイヤーによる「スラップス」の解説ページの基本ルール。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps_advanced”: a player&apos;s page about “Slaps”, with its advanced rules.</source>
        <translation>プリセット「slaps_advanced」：あるプレイヤーによる「スラップス」の解説ページの応用ルール。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “classic”: a classic rule text.</source>
        <translation>プリセット「classic」：古典的なルール文。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Preset “slaps_full”: a player&apos;s page about “Slaps”, with its advanced rules and both of its calls, sticky kings and split eights.</source>
        <translation>プリセット「slaps_full」：あるプレイヤーによる「スラップス」の解説ページの応用ルールと、その2つのコール（Kのスティックと8のスプリット）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of options.</source>
        <translation>独自のオプションの組み合わせ。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How to play: %1</source>
        <translation>遊び方：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Origin of the rules</source>
        <translation>ルールの出典</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Slap when…</source>
        <translation>スラップできるとき…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No slap pattern is switched on: every slap is a misslap.</source>
        <translation>スラップの役が1つもオンになっていません：スラップはすべてお手つきになります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards are shown in the order played, the top of the pile on the right; faded cards could be anything. Only played cards count, never burned ones.</source>
        <translation>カードは出された順に並び、右端が場札の一番上です。薄く表示されたカードは何でもかまいません。数えるのは出されたカードだけで、バーンされたカードは含みません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slap patterns</source>
        <translation>スラップの役</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+84"/>
        <source>Example: %1</source>
        <translation>例：%1</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>Calls: sticky faces</source>
        <translation>コール：スティックできるチャレンジ札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls: sticky faces and split eights</source>
        <translation>コール：スティックできるチャレンジ札と8のスプリット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Calls: split eights</source>
        <translation>コール：8のスプリット</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A call is a slap on a card that makes no pattern but is still right. It wins no cards, but it changes the play, and like any good slap it ends a run of misslaps. Slap as usual; the table shows which call it was. A slap is judged in this order: a pattern on the slap pile, a pattern on the split pile, a stick, a split; only then is it a misslap.</source>
        <translation>コールとは、役にはならないのに正しいとされるカードへのスラップです。カードは獲得できませんが、ゲームの流れを変え、正しいスラップと同じくお手つきの連続を止めます。いつもどおりスラップしてください。どのコールだったかはテーブルに表示されます。スラップは次の順に判定されます：メイン場札の役、スプリット場札の役、スティック、スプリット。どれにも当てはまらなければお手つきです。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Example: %1; then %2</source>
        <extracomment>%1 is how the piles lie before, %2 after (both &quot;Slap pile: 3♠; Split pile: …&quot;).</extracomment>
        <translation>例：%1。その後：%2</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Challenges and misslaps</source>
        <translation>チャレンジとお手つき</translation>
    </message>
    <message>
        <location line="+17"/>
        <location line="+3"/>
        <source>The other rules</source>
        <translation>その他のルール</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Challenges</source>
        <translation>チャレンジ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A 10 played in answer stops the challenge: the challenger does not win the pile, and the next player plays on. But a 10 on top shows %1, so the first good slap takes the pile.</source>
        <translation>応戦で出された10はチャレンジを止めます。チャレンジャーは場札を獲得できず、次のプレイヤーが続けて出します。ただし一番上に10があると「%1」の役になるので、最初の正しいスラップが場札を獲得します。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A 10 played in answer stops the challenge: nobody wins the pile, and the next player plays on.</source>
        <translation>応戦で出された10はチャレンジを止めます。場札は誰も獲得せず、次のプレイヤーが続けて出します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>German suits</source>
        <translation>ドイツ式マーク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your card deck has German suits. Its Unter (U), Ober (O), König (K) and Daus (D) are the J, Q, K and A of these rules, and its acorns, bells, hearts and leaves take the places of clubs, diamonds, hearts and spades. The game names the cards as your deck prints them: %1.</source>
        <translation>このカードデッキはドイツ式マークです。Unter（U）、Ober（O）、König（K）、Daus（D）がこのルールのJ、Q、K、Aにあたり、どんぐり、鈴、ハート、葉がクラブ、ダイヤ、ハート、スペードにあたります。カードの呼び方はデッキの表示に合わせます：%1。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Collecting</source>
        <translation>回収</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The challenger takes the pile at once; the card that ended the challenge cannot be slapped.</source>
        <translation>チャレンジャーはすぐに場札を獲得します。チャレンジを終わらせたカードはスラップできません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenger picks the pile up after about a second. Until then anyone may still slap it: a good slap steals it, and a misslap hands it to the player who played its top card.</source>
        <translation>チャレンジャーは約1秒後に場札を回収します。それまでは誰でもスラップでき、正しいスラップなら場札を奪い、お手つきなら一番上のカードを出したプレイヤーに場札が渡ります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenger picks the pile up after about a second. Until then anyone may still slap it, and a good slap steals it.</source>
        <translation>チャレンジャーは約1秒後に場札を回収します。それまでは誰でもスラップでき、正しいスラップなら場札を横取りできます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslaps</source>
        <translation>お手つき</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs you the top card of your stack, slid face down under the pile.</source>
        <translation>役がないときにスラップすると、手札の一番上のカードを1枚、裏向きのまま場札の下に差し込みます（バーン）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs you the top %1 cards of your stack, slid face down under the pile.</source>
        <translation>役がないときにスラップすると、手札の上から%1枚を、裏向きのまま場札の下に差し込みます（バーン）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Then you play the next card, unless a challenge is being answered or a pile waits to be collected.</source>
        <translation>その後、あなたが次のカードを出します（チャレンジへの応戦中と、場札が回収待ちのときは除く）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Slapping when no pattern shows costs nothing (no penalty), but it still counts toward the misslap limit.</source>
        <translation>役がないときにスラップしても何も失いません（ペナルティなし）が、お手つきの上限には数えられます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slapping when no pattern shows costs nothing: there is no penalty.</source>
        <translation>役がないときにスラップしても何も失いません。ペナルティはありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Slapping when no pattern shows locks you out: you keep your cards, but you cannot slap until %n more card(s) have been played.</source>
        <translation>
            <numerusform>役がないときにスラップするとロックアウトされます。手札は失いませんが、あと%n枚出されるまでスラップできません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slapping when no pattern shows gives the pile to the player who played its top card (if that is you, to the nearest player on your right).</source>
        <translation>役がないときにスラップすると、場札は一番上のカードを出したプレイヤーのものになります（それがあなたなら、右隣のプレイヤーへ）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slapped on nothing</source>
        <translation>お手つき</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What the game log and the status line say of a misslap: a slap while the pile shows no pattern. “Slapped on an empty pile” is a misslap too, on a pile with no cards at all (just after one was won).</source>
        <translation>ゲームログとステータス行では、場札に役がないときのスラップを「お手つき」と表示します。「空の場札でお手つき」は、カードが1枚もない場札（獲得された直後）へのスラップで、これもお手つきです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too late</source>
        <translation>間に合わなかったスラップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A slap that comes just after someone else&apos;s good slap, before the next card, lost the race: it costs nothing.</source>
        <translation>誰かの正しいスラップの直後、次のカードより前に来たスラップは競争に負けただけで、ペナルティはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslap limit</source>
        <translation>お手つきの上限</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Misslapping on two cards in a row puts you out of the game (two misslaps on one card count once).</source>
        <translation>2枚続けてお手つきすると脱落します（同じカードへの2回のお手つきは1回と数えます）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslapping on more than %1 cards in a row puts you out of the game (two misslaps on one card count once).</source>
        <translation>%1枚より多く続けてお手つきすると脱落します（同じカードへの2回のお手つきは1回と数えます）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are skipped, but you may still slap a good pile to get back into the game. A misslap with no cards makes you sit out: you cannot slap until one card has been played for each other player who still holds cards.</source>
        <translation>手番は飛ばされますが、正しい場札をスラップすればゲームに復帰できます。手札なしでお手つきすると休みになり、まだ手札を持つほかのプレイヤー1人につき1枚のカードが出されるまでスラップできません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Game length</source>
        <translation>制限時間</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>The game ends after %n minutes of play; paused time does not count, and the table shows the time left. Then the player with the most cards in hand wins (a pile waiting to be collected is collected first); if two or more hold the most, the game is a draw.</source>
        <translation>
            <numerusform>ゲームはプレイ時間%n分で終わります。一時停止中の時間は数えず、テーブルに残り時間が表示されます。そのとき手札が一番多いプレイヤーの勝ちです（回収待ちの場札は先に回収されます）。一番多いプレイヤーが2人以上なら引き分けです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No limit: the game goes on until one player has every card, which may take hours. Settings ▸ Rules can end it after 10 to 60 minutes instead.</source>
        <translation>制限なし：誰かが全部のカードを取るまでゲームが続き、何時間もかかることがあります。設定 ▸ ルールで、代わりに10〜60分で終わるようにできます。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>The deck has %n cards with two jokers. A joker is not a letter card: it never starts a challenge, and as an answer it uses up a chance like a number card.</source>
        <translation>
            <numerusform>デッキはジョーカー2枚を含む%n枚です。ジョーカーはチャレンジ札ではありません。チャレンジを始めることはなく、応戦では数札と同じく1回分を使います。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>None: the deck has %n cards.</source>
        <translation>
            <numerusform>なし：デッキは%n枚です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Two %1s do not count as a double, a sandwich, a top and bottom or a big mac: three %1s in a row can be slapped (unless the pile matches another pattern too).</source>
        <translation>%1が2枚ではダブル、サンドイッチ、トップ・ボトム、ビッグマックになりません。%1が3枚続けばスラップできます（場札がほかの役にも当てはまる場合を除く）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two %1s do not count as a double, a sandwich or a top and bottom: three %1s in a row can be slapped (unless the pile matches another pattern too).</source>
        <translation>%1が2枚ではダブル、サンドイッチ、トップ・ボトムになりません。%1が3枚続けばスラップできます（場札がほかの役にも当てはまる場合を除く）。</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>A new game is dealt and waits until you press %1 or click the table, then counts down 3-2-1. Settings ▸ Game can start games at once instead.</source>
        <translation>新しいゲームは配られた状態で、%1を押すかテーブルをクリックするまで待ち、それから3-2-1とカウントダウンします。設定 ▸ ゲームで、すぐに始めるようにもできます。</translation>
    </message>
    <message>
        <location line="-105"/>
        <source>None: misslaps never put you out as long as you have cards.</source>
        <translation>なし：手札がある限り、お手つきで脱落することはありません。</translation>
    </message>
    <message>
        <location line="-285"/>
        <source>Take turns playing the top card of your face-down stack face up onto the pile. You win cards by winning challenges and by being the first to slap the pile when one of the patterns below shows.</source>
        <translation>順番に、裏向きの手札の一番上のカードを表向きにして場札に出します。チャレンジに勝つか、下のいずれかの役ができたときに真っ先に場札をスラップすると、カードを獲得できます。</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>Playing a J, Q, K or A starts a challenge: the next player with cards gets 1 (J), 2 (Q), 3 (K) or 4 (A) chances to turn up a J, Q, K or A of their own, which starts a new challenge. If all the chances are used up without one, the challenger wins the pile.</source>
        <translation>J・Q・K・Aを出すとチャレンジが始まります。手札のある次のプレイヤーは、Jなら1回、Qなら2回、Kなら3回、Aなら4回のうちに自分のJ・Q・K・Aを出さなければなりません。出せば、そこから新しいチャレンジが始まります。出せないまま残り回数がなくなると、チャレンジャーが場札を獲得します。</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>Next to play</source>
        <translation>次の手番</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Whoever wins a pile starts the next one.</source>
        <translation>場札を獲得したプレイヤーが、次の場札の最初のカードを出します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a pile is won, the player after the winner starts the next one.</source>
        <translation>場札が獲得されたら、獲得したプレイヤーの次のプレイヤーが、次の場札の最初のカードを出します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No cards left</source>
        <translation>手札がなくなったら</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You are skipped, but you may still slap a good pile to get back into the game. A misslap with no cards puts you out.</source>
        <translation>手番は飛ばされますが、正しい場札をスラップすればゲームに復帰できます。手札がないときにお手つきすると脱落します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You are skipped and cannot slap until cards come back to you.</source>
        <translation>手番は飛ばされ、カードが戻ってくるまでスラップできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winning</source>
        <translation>勝利条件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win when you hold all %1 cards, or when everyone else is out.</source>
        <translation>%1枚すべてを手にするか、ほかの全員が脱落すると勝ちです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win as soon as you are the only player with cards in hand, even with cards still on the pile, or when everyone else is out.</source>
        <translation>場札が残っていても、手札を持つのがあなただけになった時点で勝ちです。ほかの全員が脱落した場合も勝ちです。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Jokers</source>
        <translation>ジョーカー</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only slap three</source>
        <translation>3枚のみ</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Forbidden rank</source>
        <translation>禁止ランク</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>When a %1 is on top, the pile can never be slapped, whatever it shows.</source>
        <translation>%1が一番上にあるときは、どんな役ができていても場札をスラップできません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+3"/>
        <source>Controls</source>
        <translation>操作方法</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>or</source>
        <translation>または</translation>
    </message>
    <message>
        <location line="-214"/>
        <location line="+5"/>
        <location line="+215"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+0"/>
        <source> or </source>
        <translation> または </translation>
    </message>
    <message>
        <location line="+8"/>
        <source>no key</source>
        <translation>キーなし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play your card (or click your stack)</source>
        <translation>カードを出す（または手札をクリック）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap the pile (or click the pile)</source>
        <translation>場札をスラップ（または場札をクリック）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Person %1 plays a card</source>
        <translation>%1人目がカードを出す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Person %1 slaps the pile</source>
        <translation>%1人目が場札をスラップ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pause or go on</source>
        <translation>一時停止／再開</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound on or off</source>
        <translation>サウンドのオン／オフ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the game log</source>
        <translation>ゲームログを表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This help</source>
        <translation>このヘルプ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Settings (keys under Keys)</source>
        <translation>設定（キーは「キー」タブで変更）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
</context>
<context>
    <name>ratscrew::KeyBindings</name>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+80"/>
        <source>Play a card</source>
        <translation>カードを出す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slap the pile</source>
        <translation>場札をスラップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play a card (person %1)</source>
        <translation>カードを出す（%1人目）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slap the pile (person %1)</source>
        <translation>場札をスラップ（%1人目）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pause or go on</source>
        <translation>一時停止／再開</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound on or off</source>
        <translation>サウンドのオン／オフ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the game log</source>
        <translation>ゲームログを表示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules and controls</source>
        <translation>ルールと操作方法</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>none</source>
        <comment>no key</comment>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 or %2</source>
        <comment>two keys</comment>
        <translation>%1または%2</translation>
    </message>
</context>
<context>
    <name>ratscrew::KeysPage</name>
    <message>
        <location filename="../app/settings/KeysPage.cpp" line="+9"/>
        <source>Click a key box and press the key you want (with Ctrl, Alt or Shift if you like). Each command can have a second key. The people&apos;s keys are for two to four people at one keyboard: set a seat&apos;s level to “Person” under Players.</source>
        <translation>キーの欄をクリックし、割り当てたいキーを押してください（Ctrl・Alt・Shift との組み合わせも可）。各コマンドには2つ目のキーも割り当てられます。人ごとのキーは、1台のキーボードで2〜4人が遊ぶときに使います。「プレイヤー」タブで席のレベルを「人間」にしてください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second key</source>
        <translation>2つ目のキー</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Key: %1</source>
        <translation>キー：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Second key: %1</source>
        <translation>2つ目のキー：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>People at the keyboard</source>
        <translation>キーボードで遊ぶ人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window</source>
        <translation>ウィンドウ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Default Keys</source>
        <translation>既定のキー(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every key back to the one it had when Ratscrew was installed.</source>
        <translation>すべてのキーを Ratscrew のインストール時の設定に戻します。</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 is the key of both “%2” and “%3”.</source>
        <translation>%1は「%2」と「%3」の両方に割り当てられています。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 opens the menu “%2”: it cannot also be the key of “%3”.</source>
        <translation>%1はメニュー「%2」を開くキーです。「%3」のキーにはできません。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 opens the menu “%2”: give “%3” another key.</source>
        <translation>%1はメニュー「%2」を開くキーです。「%3」には別のキーを割り当ててください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is the key of both “%2” and “%3”: give one of them another key.</source>
        <translation>%1は「%2」と「%3」の両方に割り当てられています。どちらかに別のキーを割り当ててください。</translation>
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
            <numerusform>保存された設定のうち%n件が使えなかったため、既定値に戻しました。どの設定かはゲームログ（%1）で確認できます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+211"/>
        <source>Coach: after each pile you could slap, a line here says who was how fast.</source>
        <translation>コーチ：スラップできる場札が出るたびに、誰がどれだけ速かったかをここに表示します。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>New players and rules apply from the next game (%1).</source>
        <translation>プレイヤーとルールの変更は次のゲームから適用されます（%1）。</translation>
    </message>
    <message>
        <location line="-128"/>
        <location filename="../app/settings/PlayersPage.cpp" line="+42"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Your game is back where you left it. Press %1 to play on.</source>
        <translation>ゲームは中断したところに戻りました。%1キーで続きをプレイできます。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Back at your game, paused. Press %1 to play on.</source>
        <translation>ゲームに戻りました（一時停止中）。%1キーで再開します。</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Paused: the window lost focus. Press %1 to play on.</source>
        <translation>一時停止中：ウィンドウのフォーカスが外れました。%1キーで再開します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Paused while the window is minimised. Press %1 to play on.</source>
        <translation>ウィンドウが最小化されたため一時停止中。%1キーで再開します。</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>S&amp;hare…</source>
        <translation>共有(&amp;H)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../app/MainWindowMenus.cpp" line="+40"/>
        <source>R&amp;ivals…</source>
        <translation>ライバル(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+7"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="-6"/>
        <source>&amp;New Game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;Deal Number…</source>
        <translation>配り番号を指定(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dail&amp;y Deal</source>
        <translation>今日の配り(&amp;Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today&apos;s deal, the same for everyone: house rules against three normal bots</source>
        <translation>全員共通の今日の配り：ハウスルールで中級のボット3体と対戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;hare This Game…</source>
        <translation>このゲームを共有(&amp;H)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your result as text to paste, and your run for a friend to race</source>
        <translation>結果を貼り付け用のテキストにし、友達が対戦できるようにあなたのプレイデータを保存します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The runs of this deal side by side: yours and your friends&apos;</source>
        <translation>この配りのあなたと友達のプレイデータを並べて比較します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Run…</source>
        <translation>プレイデータを開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch Bots</source>
        <translation>ボット観戦(&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Bots play game after game with your rules; any key or click brings your game back</source>
        <translation>ボットがあなたのルールで次々に対戦します。いずれかのキーかクリックで、あなたのゲームに戻ります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;ractice…</source>
        <translation>練習(&amp;R)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics…</source>
        <translation>統計(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rep&amp;lays…</source>
        <translation>リプレイ(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause When the Window Loses &amp;Focus</source>
        <translation>フォーカスが外れたら一時停止(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+7"/>
        <location line="+122"/>
        <source>Play &amp;Card</source>
        <translation>カードを出す(&amp;C)</translation>
    </message>
    <message>
        <location line="-120"/>
        <location line="+121"/>
        <source>&amp;Slap</source>
        <translation>スラップ(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="-114"/>
        <source>&amp;Animations</source>
        <translation>アニメーション(&amp;A)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Slow</source>
        <comment>animation speed</comment>
        <translation>遅い(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Normal</source>
        <comment>animation speed</comment>
        <translation>標準(&amp;N)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Off (reduced motion)</source>
        <translation>オフ（動きを減らす）(&amp;O)</translation>
    </message>
    <message>
        <location line="+87"/>
        <location line="+8"/>
        <source>Play a Card: %1</source>
        <translation>カードを出す：%1</translation>
    </message>
    <message>
        <location line="-7"/>
        <location line="+8"/>
        <source>Slap: %1</source>
        <translation>スラップ：%1</translation>
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
        <translation>%1で出す、%2でスラップ</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+22"/>
        <source>Play Deal Number</source>
        <translation>配り番号を指定</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Every game has a deal number: the end-of-game summary shows it. The same number with the same rules and players deals the same cards.</source>
        <translation>どのゲームにも配り番号があり、ゲーム終了時のまとめに表示されます。同じ番号・同じルール・同じプレイヤーなら、同じカードが配られます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Deal number:</source>
        <translation>配り番号(&amp;D)：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A deal number is a whole number from 0 to 18446744073709551615.</source>
        <translation>配り番号は0から18446744073709551615までの整数です。</translation>
    </message>
    <message>
        <location line="-159"/>
        <source>&amp;Fast</source>
        <comment>animation speed</comment>
        <translation>速い(&amp;F)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Game &amp;Log</source>
        <translation>ゲームログ(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Four-Colour Deck</source>
        <translation>4色デッキ(&amp;F)</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Sound</source>
        <translation>サウンド(&amp;S)</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+5"/>
        <source>&amp;Sound On</source>
        <translation>サウンドをオン(&amp;S)</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+5"/>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <location filename="../app/settings/KeyBindings.cpp" line="+1"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location filename="../app/MainWindowMenus.cpp" line="+11"/>
        <source>&amp;Rules and Controls</source>
        <translation>ルールと操作方法(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Ratscrew</source>
        <translation>Ratscrew について(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Ratscrew</source>
        <translation>Ratscrew について</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Ratscrew %1&lt;/h3&gt;&lt;p&gt;Egyptian Rat Screw against bots that slap like people.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ratscrew %1&lt;/h3&gt;&lt;p&gt;人間のようにスラップするボットと対戦する、エジプシャン・ラット・スクリュー。&lt;/p&gt;&lt;p&gt;GNU GPL バージョン3以降のもとでライセンスされています。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../app/MainWindowRivals.cpp" line="+74"/>
        <source>Share This Game</source>
        <translation>このゲームを共有</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Rivals</source>
        <translation>ライバル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no run of deal %1 yet: play it, or open a friend&apos;s run of it.</source>
        <translation>配り番号%1のプレイデータはまだありません。この配りをプレイするか、友達のプレイデータを開いてください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+12"/>
        <location line="+5"/>
        <location line="+4"/>
        <source>Open Run</source>
        <translation>プレイデータを開く</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Ratscrew runs (*%1)</source>
        <translation>Ratscrew のプレイデータ (*%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This file is not a run Ratscrew can open (%1).</source>
        <translation>このファイルは Ratscrew で開けるプレイデータではありません（%1）。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Race Ghost</source>
        <translation>ゴーストと対戦</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This run cannot be raced: its player did not sit at the bottom seat.</source>
        <translation>このプレイデータのゴーストとは対戦できません：プレイヤーが手前の席に座っていなかったためです。</translation>
    </message>
</context>
<context>
    <name>ratscrew::MatchController</name>
    <message>
        <location filename="../app/rig/MatchController.cpp" line="+200"/>
        <source>Nothing has been played in this game yet.</source>
        <translation>このゲームではまだ何もプレイされていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game played on from a save cannot be shared: its bots were made again.</source>
        <translation>保存から再開したゲームは共有できません：ボットが作り直されているためです。</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+6"/>
        <source>Only a game of one person against bots can be shared.</source>
        <translation>共有できるのは、1人でボットと対戦したゲームだけです。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This game cannot be shared: its bots changed during it (new settings, or a “Match my speed” bot that learnt your times).</source>
        <translation>このゲームは共有できません：途中でボットが変わりました（設定の変更、またはあなたの反応時間を学習した「自分と同じ速さ」のボット）。</translation>
    </message>
</context>
<context>
    <name>ratscrew::NoticeBar</name>
    <message>
        <location filename="../app/MainWindowPanels.cpp" line="+28"/>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>ratscrew::PlayersPage</name>
    <message>
        <location filename="../app/settings/PlayersPage.cpp" line="+10"/>
        <source>At the table</source>
        <translation>テーブルの参加者</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your name</source>
        <translation>あなたの名前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your &amp;name:</source>
        <translation>あなたの名前(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shown at your seat, up to %1 characters.</source>
        <translation>席に表示されます（最大%1文字）。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Seats &amp;beside you:</source>
        <translation>ほかの席の数(&amp;B)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>They sit clockwise from your left, in the order below. Up to three seats can be people at this keyboard instead: choose “Person” as their level.</source>
        <translation>あなたの左から時計回りに、下の順番で座ります。最大3席まで、ボットの代わりにこのキーボードで遊ぶ人にできます。レベルで「人間」を選んでください。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Seat &amp;%1:</source>
        <translation>席&amp;%1：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name at seat %1</source>
        <translation>席%1の名前</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Level at seat %1</source>
        <translation>席%1のレベル</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Someone at this keyboard plays this seat with their own play and slap keys (Settings ▸ Keys).</source>
        <translation>このキーボードで遊ぶ人が、自分専用の「出す」「スラップ」キーでこの席をプレイします（設定 ▸ キー）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own numbers, set under “Custom level”.</source>
        <translation>「カスタムレベル」で設定した独自の数値。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As quick as you: follows your recent reaction time on each pattern, from Expert down to half again as slow as Beginner, so that games stay close.</source>
        <translation>あなたと同じ速さ：役ごとのあなたの最近の反応時間に合わせます。エキスパートから入門の1.5倍遅い速さまでの範囲で、接戦になるように調整します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slaps a double in about %1 ms and misses %2 % of chances.</source>
        <translation>ダブルを約%1 msでスラップし、スラップできる機会の%2 %を見逃します。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Edit custom…</source>
        <translation>カスタムを編集…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edit the custom level of bot %1</source>
        <translation>ボット%1のカスタムレベルを編集</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Mixed</source>
        <translation>混在</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sets every bot to one level; shows “Mixed” when their levels differ.</source>
        <translation>すべてのボットを同じレベルにします。レベルが異なる場合は「混在」と表示されます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same &amp;level for all:</source>
        <translation>全員同じレベル(&amp;L)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Same level for all bots</source>
        <translation>すべてのボットを同じレベルに</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose “Custom” as a bot&apos;s level to set its numbers here; they start from the level it had. “Edit custom…” picks the bot shown.</source>
        <translation>ボットのレベルに「カスタム」を選ぶと、ここで数値を設定できます（元のレベルの値から始まります）。「カスタムを編集…」は表示中のボットを選びます。</translation>
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
        <translation>反応時間(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median time to slap a double; harder patterns take longer.</source>
        <translation>ダブルをスラップするまでの時間の中央値。難しい役ほど時間がかかります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sprea&amp;d:</source>
        <translation>ばらつき(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How much reactions vary: 0 never, 0.25 typical.</source>
        <translation>反応時間のばらつき：0はばらつきなし、0.25が標準的。</translation>
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
        <translation>見逃し(&amp;M)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to let a slappable pile go.</source>
        <translation>スラップできる場札を見逃す確率。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;False slaps:</source>
        <translation>お手つき(&amp;F)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to slap a pile that cannot be slapped.</source>
        <translation>スラップできない場札をスラップしてしまう確率。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pla&amp;y delay:</source>
        <translation>出すまでの時間(&amp;Y)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Median time before playing a card.</source>
        <translation>カードを出すまでの時間の中央値。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Call t&amp;ime:</source>
        <translation>コール時間(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Extra time to see a stick or a split, on top of the reaction time.</source>
        <translation>スティックやスプリットに気づくために、反応時間に上乗せされる時間。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Miss&amp;ed calls:</source>
        <translation>コールの見逃し(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to let a stick or a split go.</source>
        <translation>スティックやスプリットを見逃す確率。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>False &amp;calls:</source>
        <translation>誤コール(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance to slap a card that only looks like a call: a letter card that cannot be stuck, a 9, or an 8 that cannot be split.</source>
        <translation>コールに見えるだけのカードをスラップしてしまう確率：スティックできないチャレンジ札、9、スプリットできない8。</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Custom level of %1</source>
        <translation>%1のカスタムレベル</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Your name cannot be empty.</source>
        <translation>名前を空にすることはできません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat %1 needs a name.</source>
        <translation>席%1に名前が必要です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>At most %1 people can play at one keyboard.</source>
        <translation>1台のキーボードで遊べるのは%1人までです。</translation>
    </message>
</context>
<context>
    <name>ratscrew::PracticeDialog</name>
    <message>
        <location filename="../app/coach/PracticeDialog.cpp" line="+46"/>
        <source>The pile is empty.</source>
        <translation>場札はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the pile: %1</source>
        <translation>場札：%1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Drill:</source>
        <translation>練習メニュー(&amp;D)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every pattern of the rules</source>
        <translation>ルールのすべての役</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Weak spots: more %1</source>
        <extracomment>%1 is a list of pattern names to practise more, e.g. &quot;Double, Tens&quot;.</extracomment>
        <translation>苦手克服：%1を多めに</translation>
    </message>
    <message>
        <location line="-103"/>
        <source>P&amp;ace:</source>
        <translation>ペース(&amp;A)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slow</source>
        <translation>ゆっくり</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Steady</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Quick</source>
        <translation>速め</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (a card every %2 s)</source>
        <translation>%1（%2秒ごとに1枚）</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+257"/>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <location line="-251"/>
        <source>Practice pile</source>
        <translation>練習の場札</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Slap (%1)</source>
        <translation>スラップ（%1）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pattern</source>
        <translation>役</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hits</source>
        <translation>成功</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median (ms)</source>
        <translation>中央値（ms）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Misslaps</source>
        <translation>お手つき</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed</source>
        <translation>見逃し</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Practice results per pattern</source>
        <translation>役別の練習結果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A card that showed two patterns at once counts in the row of each, so the patterns&apos; rows can add up to more than the total.</source>
        <translation>2つの役が同時にできたカードはそれぞれの行に数えるため、役ごとの行を足すと合計より多くなることがあります。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Choose a drill and press Start. Slap what matches: %1.</source>
        <translation>練習メニューを選んで「開始」を押してください。次の役でスラップ：%1。</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>%n of the %1 cards make a pattern.</source>
        <translation>
            <numerusform>%1枚中%n枚で役ができます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Drill over: %1 hits, %2 misslaps, %3 missed.</source>
        <translation>練習終了：成功%1、お手つき%2、見逃し%3。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Card %1 of %2</source>
        <translation>%2枚中%1枚目</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1 — %2 ms</source>
        <translation>%1 — %2 ms</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Missed: %1 (%2)</source>
        <translation>見逃し：%1（%2）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Near no pattern</source>
        <translation>どの役にも近くない</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>St&amp;op</source>
        <translation>停止(&amp;O)</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReactionChart</name>
    <message>
        <location filename="../app/career/CareerCharts.cpp" line="+181"/>
        <source>Reaction time per pattern</source>
        <translation>役別の反応時間</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 %2 ms</source>
        <translation>%1 %2 ms</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>you %1 ms (90 %: %2 ms)</source>
        <translation>あなた %1 ms（90 %：%2 ms）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>no slaps of yours</source>
        <translation>あなたのスラップはなし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2; the bots&apos; medians: %3.</source>
        <translation>%1：%2。ボットの中央値：%3。</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+27"/>
        <source>No slaps</source>
        <translation>スラップなし</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You (median, whisker to 90 %)</source>
        <translation>あなた（中央値、線は90 %まで）</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Reaction time (ms)</source>
        <translation>反応時間（ms）</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReactionHistogram</name>
    <message>
        <location filename="../app/charts/ChartWidgets.cpp" line="+26"/>
        <source>Reaction times</source>
        <translation>反応時間</translation>
    </message>
    <message>
        <location line="+67"/>
        <location line="+12"/>
        <source>No slaps</source>
        <translation>スラップなし</translation>
    </message>
    <message numerus="yes">
        <location line="-7"/>
        <source>%n valid slap(s); median %1 s, fastest %2 s, slowest %3 s.</source>
        <translation>
            <numerusform>有効なスラップ%n回。中央値%1秒、最速%2秒、最遅%3秒。</numerusform>
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
        <translation>反応時間（秒）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>median %1 s</source>
        <translation>中央値%1秒</translation>
    </message>
</context>
<context>
    <name>ratscrew::RecordKeeper</name>
    <message>
        <location filename="../app/records/RecordKeeper.cpp" line="+57"/>
        <source>Games are not saved for a resume: the folder %1 cannot be made.</source>
        <translation>ゲームを再開用に保存できません：フォルダー%1を作成できません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Games are not saved for a resume: %1 is not a file, so it can never be taken. Remove it to have them saved again.</source>
        <translation>ゲームを再開用に保存できません：%1がファイルではないため、使うことができません。削除すれば、また保存されるようになります。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games are not saved for a resume: %1 cannot be made in the folder %2.</source>
        <translation>ゲームを再開用に保存できません：フォルダー%2に%1を作成できません。</translation>
    </message>
    <message numerus="yes">
        <location line="+50"/>
        <source>The saved game in %1 is held by Ratscrew on another computer (%2): games are not saved for a resume here until it quits, or until its lock has not been renewed for %n minute(s).</source>
        <translation>
            <numerusform>%1の保存済みゲームは別のコンピューター（%2）の Ratscrew が使っています：その Ratscrew が終了するか、ロックファイルが%n分間更新されなくなるまで、ここではゲームを再開用に保存しません。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Another Ratscrew (process %1) is using the saved game in %2: this one&apos;s games are kept as records, but not saved for a resume while it runs.</source>
        <translation>別の Ratscrew（プロセス%1）が%2の保存済みゲームを使っています：その Ratscrew が動いている間、ここでのゲームは記録として残しますが、再開用には保存しません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Games are not saved for a resume: the lock %1 names no running Ratscrew, but it cannot be removed.</source>
        <translation>ゲームを再開用に保存できません：ロックファイル%1はどの Ratscrew のものでもありませんが、削除できません。</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>The folder %1 for game records cannot be made: this game is not kept.</source>
        <translation>対局記録のフォルダー%1を作成できません：この対局は保存されません。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>This game&apos;s record is not kept: %1</source>
        <translation>この対局の記録は保存されません：%1</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>The game in play cannot be saved for a resume: %1</source>
        <translation>進行中のゲームを再開用に保存できません：%1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>The game you left cannot be played on (%1); its file stays where it is.</source>
        <translation>中断したゲームは続けられません（%1）。ファイルはそのまま残します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game you left cannot be played on (%1); its file is kept as %2.</source>
        <translation>中断したゲームは続けられません（%1）。ファイルは%2として保管しました。</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplayAnalysis</name>
    <message>
        <location filename="../app/replay/ReplayAnalysis.cpp" line="+82"/>
        <source>%1 slapped %2 ms before %3 on %4</source>
        <translation>%1が%3より%2 ms早く%4をスラップ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>an empty table</source>
        <translation>空のテーブル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 beat %2 by %3 ms to the pile</source>
        <translation>%1が%2より%3 ms早く場札をスラップ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 beat %2 by %3 ms to %4</source>
        <translation>%1が%2より%3 ms早く%4をスラップ</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>%1 misslapped on an empty pile</source>
        <translation>%1が空の場札でお手つき</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 misslapped on %2</source>
        <translation>%1が%2でお手つき</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 lost the challenge of %2 to %3</source>
        <translation>%1が%2のチャレンジで%3に敗北</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost a challenge to %2</source>
        <translation>%1がチャレンジで%2に敗北</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+8"/>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>before any card was played</source>
        <translation>カードが出される前</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms after the card was played</source>
        <translation>カードが出されてから%1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ms after the card landed</source>
        <translation>カードが置かれてから%1 ms</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a stick: took the challenge over</source>
        <translation>スティック：チャレンジを引き継いだ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a split: started the split pile</source>
        <translation>スプリット：スプリット場札を始めた</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>took the pile</source>
        <translation>場札を獲得</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>took the pile (%1)</source>
        <translation>場札を獲得（%1）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a misslap</source>
        <translation>お手つき</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>pressed again after taking the pile</source>
        <translation>場札を取った後にもう一度押した</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>too late: the pile was taken</source>
        <translation>間に合わず：場札はすでに取られていた</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not allowed</source>
        <translation>無効</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2 — %3</source>
        <comment>name: timing — outcome</comment>
        <translation>%1：%2 — %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>first</source>
        <translation>最速</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 ms after %2</source>
        <translation>%2の%1 ms後</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2, %3 — %4</source>
        <comment>name: timing, place — outcome</comment>
        <translation>%1：%2、%3 — %4</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 from %2 at %3</source>
        <extracomment>%1 a card, %2 the player who played it, %3 the game time, e.g. &quot;K♠ from Ann at 3:05&quot;.</extracomment>
        <translation>%2の%1（%3）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Before the first card</source>
        <translation>最初のカードの前</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You were first, %1 ms ahead of %2</source>
        <translation>あなたが最速：%2より%1 ms早い</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 was first, %2 ms ahead of %3</source>
        <translation>%1が最速：%3より%2 ms早い</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplayWindow</name>
    <message>
        <location filename="../app/replay/ReplayWindow.cpp" line="+74"/>
        <source>deal %1</source>
        <translation>配り番号%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replay: %1</source>
        <translation>リプレイ：%1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Replayed table</source>
        <translation>リプレイのテーブル</translation>
    </message>
    <message>
        <location line="+23"/>
        <location line="+3"/>
        <source>Slap timing</source>
        <translation>スラップのタイミング</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Decisive moments:</source>
        <translation>決定的な場面(&amp;D)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decisive moments</source>
        <translation>決定的な場面</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-click or press %1 to watch a moment in slow motion</source>
        <translation>ダブルクリックするか%1を押すと、場面をスローモーションで見られます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Double-click or press %1 to watch it in slow motion</source>
        <translation>ダブルクリックするか%1を押すと、スローモーションで見られます</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No close races, lost challenges or misslaps</source>
        <translation>接戦、チャレンジの敗北、お手つきはありません</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Largest s&amp;wings:</source>
        <translation>変動の大きかった場面(&amp;W)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Largest swings</source>
        <translation>変動の大きかった場面</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click or press %1 to go there</source>
        <translation>ダブルクリックするか%1を押すと、その場面へ移動します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Go to Swing</source>
        <translation>変動の場面へ移動(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go to the swing</source>
        <translation>変動の場面へ移動</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Step &amp;Back</source>
        <translation>1つ戻る(&amp;B)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step back</source>
        <translation>1つ戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action back (%1)</source>
        <translation>1アクション戻る（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+148"/>
        <source>&amp;Play</source>
        <translation>再生(&amp;P)</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>Play</source>
        <translation>再生</translation>
    </message>
    <message>
        <location line="-146"/>
        <source>Play or pause (%1)</source>
        <translation>再生／一時停止（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step &amp;Forward</source>
        <translation>1つ進む(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step forward</source>
        <translation>1つ進む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One action forward (%1)</source>
        <translation>1アクション進む（%1）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Speed:</source>
        <translation>速度(&amp;S)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Speed</source>
        <translation>速度</translation>
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
        <translation>位置(&amp;O)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Position in the game</source>
        <translation>ゲーム内の位置</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game time</source>
        <translation>ゲーム時間</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the replay</source>
        <translation>リプレイを閉じる</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>What happened</source>
        <translation>起きたこと</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Click to go to that moment</source>
        <translation>クリックするとその場面へ移動します</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <location line="+271"/>
        <source>No swings</source>
        <translation>大きな変動はありません</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Working out the chances…</source>
        <translation>勝利確率を計算しています…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Nobody has slapped yet.</source>
        <translation>まだ誰もスラップしていません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Slow motion (%1×)</source>
        <translation>スローモーション（%1×）</translation>
    </message>
    <message>
        <location filename="../app/AppStartup.cpp" line="-137"/>
        <source>Reading %1…</source>
        <translation>%1を読み込んでいます…</translation>
    </message>
</context>
<context>
    <name>ratscrew::ReplaysDialog</name>
    <message>
        <location filename="../app/replay/ReplaysDialog.cpp" line="+34"/>
        <location line="+164"/>
        <source>Replays</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <location line="-163"/>
        <source>&amp;Games kept (newest first):</source>
        <translation>保存された対局（新しい順）(&amp;G)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Games kept</source>
        <translation>保存された対局</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal</source>
        <translation>配り番号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Length</source>
        <translation>時間</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the selected game</source>
        <translation>選択した対局を開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open &amp;File…</source>
        <translation>ファイルを開く(&amp;F)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a record file</source>
        <translation>記録ファイルを開く</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>Reading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>In play</source>
        <translation>対局中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unfinished</source>
        <translation>未完了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won</source>
        <translation>%1の勝ち</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>No games kept yet</source>
        <translation>保存された対局はまだありません</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Opening %1…</source>
        <translation>%1を開いています…</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Open a Game Record</source>
        <translation>対局記録を開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game records (*.json);;All files (*)</source>
        <translation>対局記録 (*.json);;すべてのファイル (*)</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalGame</name>
    <message>
        <location filename="../app/rivals/RivalGame.cpp" line="+65"/>
        <source>Won in %1</source>
        <translation>%1で勝利</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lost in %1</source>
        <translation>%1で敗北</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Draw at %1</source>
        <translation>%1で引き分け</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Left at %1</source>
        <comment>the game was left unfinished at that time</comment>
        <translation>%1で中断</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Ratscrew — daily deal %1</source>
        <translation>Ratscrew — 今日の配り（%1）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratscrew — deal %1</source>
        <translation>Ratscrew — 配り番号%1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n slap(s) won</source>
        <translation>
            <numerusform>獲得スラップ%n回</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>median %1 ms</source>
        <comment>the median reaction time of the slaps won</comment>
        <translation>中央値%1 ms</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Your games were the same from start to end.</source>
        <translation>2つのゲームは最初から最後まで同じでした。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Until %1 your games were the same; then they went different ways.</source>
        <translation>%1までは2つのゲームは同じでしたが、そこから分かれました。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Until %1 your games were the same; then %2 slapped the %3 %4 ms before you.</source>
        <comment>%3 is a pattern&apos;s name</comment>
        <translation>%1までは2つのゲームは同じでしたが、そこで%2があなたより%4 ms早く「%3」をスラップしました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Until %1 your games were the same; then you slapped the %2 %3 ms before %4.</source>
        <comment>%2 is a pattern&apos;s name</comment>
        <translation>%1までは2つのゲームは同じでしたが、そこであなたが%4より%3 ms早く「%2」をスラップしました。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Until %1 your games were the same; then %2 slapped the %3 and you did not.</source>
        <comment>%3 is a pattern&apos;s name</comment>
        <translation>%1までは2つのゲームは同じでしたが、そこで%2は「%3」をスラップし、あなたはスラップしませんでした。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Until %1 your games were the same; then you slapped the %2 and %3 did not.</source>
        <comment>%2 is a pattern&apos;s name</comment>
        <translation>%1までは2つのゲームは同じでしたが、そこであなたは「%2」をスラップし、%3はスラップしませんでした。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Until %1 your games were the same; then %2 slapped by mistake and you did not.</source>
        <translation>%1までは2つのゲームは同じでしたが、そこで%2はスラップしてお手つきになり、あなたはスラップしませんでした。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Until %1 your games were the same; then you slapped by mistake and %2 did not.</source>
        <translation>%1までは2つのゲームは同じでしたが、そこであなたはスラップしてお手つきになり、%2はスラップしませんでした。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Until %1 your games were the same; then you and %2 played a card at different times.</source>
        <translation>%1までは2つのゲームは同じでしたが、そこであなたと%2のカードを出すタイミングがずれました。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (ghost)</source>
        <comment>a ghost&apos;s seat: the person whose run it plays</comment>
        <translation>%1（ゴースト）</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalStore</name>
    <message>
        <location filename="../app/rivals/RivalStore.cpp" line="+37"/>
        <source>The folder %1 for runs cannot be made.</source>
        <translation>プレイデータのフォルダー%1を作成できません。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The run is not kept: %1</source>
        <translation>プレイデータは保存されません：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is not a run of deal %2.</source>
        <translation>%1は配り番号%2のプレイデータではありません。</translation>
    </message>
</context>
<context>
    <name>ratscrew::RivalsDialog</name>
    <message>
        <location filename="../app/rivals/RivalsDialog.cpp" line="+32"/>
        <source>Rivals of the Daily Deal of %1</source>
        <translation>今日の配り（%1）のライバル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rivals of Deal %1</source>
        <translation>配り番号%1のライバル</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps won</source>
        <translation>獲得スラップ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Median</source>
        <translation>中央値</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played</source>
        <translation>プレイ日時</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Runs of this deal</source>
        <translation>この配りのプレイデータ</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>&amp;Race Ghost</source>
        <translation>ゴーストと対戦(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A new game of this deal with the selected player&apos;s ghost in place of the last bot</source>
        <translation>選択したプレイヤーのゴーストを最後のボットの代わりに入れて、この配りで新しいゲームを始めます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Run…</source>
        <translation>プレイデータを開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You, %1</source>
        <translation>あなた（%1）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1: you %2, %3 %4</source>
        <comment>%1 is a pattern&apos;s name; then the two median reaction times</comment>
        <translation>「%1」：あなたは%2、%3は%4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — the same</source>
        <comment>the two medians are equal</comment>
        <translation>%1 — 同タイム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — you were %2 ms faster</source>
        <translation>%1 — あなたが%2 ms速い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 was %3 ms faster</source>
        <translation>%1 — %2が%3 ms速い</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You have no run of this deal yet: play it to see yours beside these.</source>
        <translation>この配りのあなたのプレイデータはまだありません。プレイすると、ここに並べて比較できます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a friend&apos;s run of this deal to see it beside yours, and race its ghost.</source>
        <translation>この配りの友達のプレイデータを開くと、あなたのプレイデータと並べて比べたり、そのゴーストと対戦したりできます。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You and %1 have no pattern both of you slapped.</source>
        <translation>あなたと%1の両方がスラップした役はありません。</translation>
    </message>
</context>
<context>
    <name>ratscrew::RuleWorkshop</name>
    <message>
        <location filename="../app/workshop/RuleWorkshop.cpp" line="+53"/>
        <source>What these rules play like</source>
        <translation>このルールでのゲーム展開</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Simulating games</source>
        <translation>ゲームをシミュレーション中</translation>
    </message>
    <message numerus="yes">
        <location line="+16"/>
        <source>Play %n minutes</source>
        <extracomment>Under the warning that games are long: sets the game length.</extracomment>
        <translation>
            <numerusform>%n分で遊ぶ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game length</source>
        <translation>制限時間</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>How piles are won</source>
        <translation>場札の獲得方法</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Slappable cards per 100 played</source>
        <translation>出された100枚あたりのスラップできるカード</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Misslaps</source>
        <translation>お手つき</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Simulating games…</source>
        <translation>ゲームをシミュレーション中…</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>From %1 games of bots at this table of %n player(s).</source>
        <extracomment>Above the rule workshop&apos;s figures: %n is the number of players.</extracomment>
        <translation>
            <numerusform>このテーブル（%n人）でボットが遊んだ%1ゲームの結果です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Half of the games or more last over %1 hours.</source>
        <extracomment>The rule workshop&apos;s game length: %1 is a number of hours (6).</extracomment>
        <translation>半分以上のゲームが%1時間を超えます。</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>under a minute</source>
        <extracomment>A game length.</extracomment>
        <translation>1分未満</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 min</source>
        <extracomment>A game length: %1 is a number of minutes.</extracomment>
        <translation>%1分</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 h %2 min</source>
        <extracomment>A game length: %1 hours and %2 minutes.</extracomment>
        <translation>%1時間%2分</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Half of the games are over within %1; more than 5 in 100 last over %2 hours.</source>
        <extracomment>The rule workshop&apos;s game length: %1 is a length such as &quot;12 min&quot;; %2 a number of hours (6).</extracomment>
        <translation>半分のゲームは%1以内に終わりますが、100ゲーム中5ゲームより多くが%2時間を超えます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Half of the games are over within %1, 95 in 100 within %2.</source>
        <extracomment>The rule workshop&apos;s game length: %1 and %2 are lengths such as &quot;12 min&quot;.</extracomment>
        <translation>半分のゲームは%1以内、100ゲーム中95ゲームは%2以内に終わります。</translation>
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
        <translation>そのうち%1は時間切れで終わります。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Without a game length: %1</source>
        <extracomment>%1 is a sentence such as &quot;Half of the games are over within 12 min, …&quot;.</extracomment>
        <translation>制限時間なしでは：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of the games would still be going after %2 hours without a game length.</source>
        <translation>制限時間がなければ、ゲームの%1は%2時間たってもまだ続いています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every game ends by itself within %1 hours.</source>
        <translation>どのゲームも%1時間以内に自然に終わります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>By a slap: %1. By a challenge: %2.</source>
        <extracomment>How piles are won: each %n is a share such as &quot;48 %&quot;.</extracomment>
        <translation>スラップで：%1。チャレンジで：%2。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Given away for a misslap: %1.</source>
        <translation>お手つきで渡された：%1。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other ways: %1.</source>
        <translation>その他：%1。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1: %2</source>
        <extracomment>A row of the slappable cards, for a screen reader: %1 names a pattern, %2 is a number such as &quot;5.9&quot;.</extracomment>
        <translation>「%1」：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No pattern is on.</source>
        <translation>有効な役がありません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The bots misslap %1 times a game, all together.</source>
        <extracomment>%1 is a number such as &quot;4.2&quot;.</extracomment>
        <translation>ボット全員で1ゲームあたり%1回お手つきします。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The bots misslap %1 times a game, all together, in the games that end within %2 hours.</source>
        <extracomment>%1 is a number such as &quot;4.2&quot;; %2 a number of hours (6).</extracomment>
        <translation>%2時間以内に終わるゲームでは、ボット全員で1ゲームあたり%1回お手つきします。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No game ends within %1 hours. The bots misslap %2 times an hour, all together.</source>
        <extracomment>%1 is a number of hours (6); %2 a number such as &quot;160.5&quot;.</extracomment>
        <translation>%1時間以内に終わるゲームはありません。ボット全員で1時間あたり%2回お手つきします。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ %1 of these games would still be going after %2 hours, and they have no game length.</source>
        <extracomment>The rule workshop&apos;s warning: %1 is a share of games such as &quot;91 %&quot;; %2 a number of hours (6).</extracomment>
        <translation>⚠ これらのゲームの%1は%2時間たってもまだ続き、しかも制限時間がありません。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>⚠ Half of these games last longer than %1, and they have no game length.</source>
        <extracomment>The rule workshop&apos;s warning: %1 is a game length such as &quot;47 min&quot; or &quot;1 h 12 min&quot;.</extracomment>
        <translation>⚠ これらのゲームの半分は%1より長く続き、しかも制限時間がありません。</translation>
    </message>
</context>
<context>
    <name>ratscrew::RulesPage</name>
    <message>
        <location filename="../app/settings/RulesPage.cpp" line="+71"/>
        <source>Penalt&amp;y:</source>
        <translation>ペナルティ(&amp;Y)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burn cards under the pile</source>
        <translation>場札の下にカードをバーン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Give the pile away</source>
        <translation>場札を渡す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No penalty</source>
        <translation>ペナルティなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Locked out for a few cards</source>
        <translation>数枚のあいだロックアウト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a misslap: put cards from your hand under the pile, the pile goes to the player who played its top card, nothing happens, or you may not slap until a few more cards have been played.</source>
        <translation>お手つきしたら：手札から場札の下にカードを置く、場札が一番上のカードを出したプレイヤーのものになる、何も起こらない、またはあと数枚出されるまでスラップできない。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Locked out for:</source>
        <translation>ロックアウトの枚数：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Lockout penalty: how many cards must be played onto either pile before a misslapper may slap again.</source>
        <translation>ペナルティがロックアウトの場合：お手つきしたプレイヤーが再びスラップできるまでに、どちらかの場札に出される必要があるカードの枚数。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 card</source>
        <translation>1枚</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>2 cards</source>
        <translation>2枚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards &amp;burned:</source>
        <translation>バーンする枚数(&amp;B)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No limit</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Out of the game</source>
        <translation>脱落</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sit out a few cards</source>
        <translation>数枚のあいだ休み</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Winning a pile</source>
        <translation>場札の獲得</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Collect:</source>
        <translation>回収(&amp;C)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At once</source>
        <translation>すぐに</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a short delay</source>
        <translation>少し待ってから</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>Misslaps</source>
        <translation>お手つき</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source> card(s)</source>
        <extracomment>After a number of cards, as in &quot;Locked out for: 5 cards&quot;; it begins with a space.</extracomment>
        <translation>
            <numerusform>枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+13"/>
        <source>How many cards a misslap costs (with the Burn penalty).</source>
        <translation>お手つき1回で失うカードの枚数（ペナルティがバーンの場合）。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Misslaps in a ro&amp;w:</source>
        <translation>連続お手つき(&amp;W)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who misslaps on more cards in a row than this is out of the game. Two misslaps on one card count once.</source>
        <translation>この枚数より多くのカードで連続してお手つきしたプレイヤーは脱落します。同じカードへの2回のお手つきは1回と数えます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A&amp;fter a misslap, the slapper plays next</source>
        <translation>お手つきした人が次に出す(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>After burning cards for a misslap, that player turns the next card (not while a challenge is answered or a pile waits to be collected).</source>
        <translation>お手つきでカードをバーンしたプレイヤーが次のカードをめくります（チャレンジへの応戦中と、場札が回収待ちのときは除く）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Misslap with n&amp;o cards:</source>
        <translation>手札なしのお手つき(&amp;O)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A player with no cards who misslaps is out, or may not slap until as many cards have been played as other players hold cards.</source>
        <translation>手札なしでお手つきしたプレイヤーは脱落するか、手札を持つほかのプレイヤーの人数分のカードが出されるまでスラップできません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When a challenge is lost: the pile goes to the challenger at once, or stays for a moment and can still be slapped.</source>
        <translation>チャレンジに負けたとき：場札がすぐにチャレンジャーのものになるか、少しの間残ってまだスラップできるか。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Collect &amp;delay:</source>
        <translation>回収の待ち時間(&amp;D)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long a lost challenge&apos;s pile waits before it is collected.</source>
        <translation>チャレンジの決着後、場札が回収されるまでの待ち時間。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ne&amp;xt to play:</source>
        <translation>次の手番(&amp;X)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pile&apos;s winner</source>
        <translation>場札を獲得したプレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The player after the winner</source>
        <translation>獲得したプレイヤーの次</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays the first card after a pile was won.</source>
        <translation>場札が獲得された後、最初のカードを出すプレイヤー。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A ten stops a challenge</source>
        <translation>10がチャレンジを止める</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Answering a challenge with a 10 ends it: nobody wins the pile, and the next player plays on.</source>
        <translation>チャレンジに10で応戦すると、チャレンジは終わります。場札は誰も獲得せず、次のプレイヤーが続けて出します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slap in wit&amp;h no cards</source>
        <translation>手札なしでの復帰スラップ(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players whose hand is empty may still slap to win a pile and get back in.</source>
        <translation>手札がなくなったプレイヤーもスラップして場札を獲得し、ゲームに復帰できます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deck and winning</source>
        <translation>デッキと勝利条件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Jokers:</source>
        <translation>ジョーカー(&amp;J)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>None (52 cards)</source>
        <translation>なし（52枚）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Two (54 cards)</source>
        <translation>2枚（54枚）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Jokers only matter with the Joker pattern.</source>
        <translation>ジョーカーが意味を持つのは「ジョーカー」の役がある場合だけです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>W&amp;inner:</source>
        <translation>勝者(&amp;I)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whoever holds every card</source>
        <translation>すべてのカードを集めたプレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last player with cards in hand</source>
        <translation>最後まで手札が残ったプレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When the game ends: when one player has all the cards, or as soon as only one player has cards in hand (cards on the pile do not count).</source>
        <translation>ゲームが終わるとき：1人がすべてのカードを持ったとき、または手札を持つのが1人だけになった時点（場札は数えません）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The dealer plays first</source>
        <translation>親から先に出す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first card is dealt to the player who plays first: the dealer, as in Slaps, or else the player to the dealer&apos;s left.</source>
        <translation>最初のカードは、最初に出すプレイヤーに配られます。スラップスのように親自身か、そうでなければ親の左隣のプレイヤーです。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A house version of the Bicycle rules. The default.</source>
        <translation>バイスクルのルールをもとにしたハウスルール。既定のルールです。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Bicycle-style rule texts as printed.</source>
        <translation>印刷されたとおりのバイスクル式ルール文。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its basic rules.</source>
        <translation>あるプレイヤーによる「スラップス」の解説ページの基本ルール。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its advanced rules.</source>
        <translation>あるプレイヤーによる「スラップス」の解説ページの応用ルール。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A classic rule text.</source>
        <translation>古典的なルール文。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player&apos;s page about “Slaps”, with its advanced rules and both calls: sticky kings and split eights.</source>
        <translation>あるプレイヤーによる「スラップス」の解説ページの応用ルールと、2つのコール：Kのスティックと8のスプリット。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your own combination of options. Pick a preset to start again from one.</source>
        <translation>独自のオプションの組み合わせ。プリセットを選ぶと、そこからやり直せます。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Preset</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pr&amp;eset:</source>
        <translation>プリセット(&amp;E)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A preset loads a whole rule set; changing any option below makes it “Custom”.</source>
        <translation>プリセットはルール一式を読み込みます。下のオプションを変更すると「カスタム」になります。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pick a saved rule set</source>
        <translation>保存したルールセットを選ぶ</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save as…</source>
        <translation>名前を付けて保存…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Saved rule sets</source>
        <translation>保存したルールセット</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Saved:</source>
        <translation>保存済み：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your own rule sets, with their game length. Picking one loads it; nothing is kept until OK or Apply.</source>
        <translation>あなたのルールセット（制限時間付き）。選ぶと読み込まれます。「OK」か「適用」を押すまで何も保存されません。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rule code</source>
        <translation>ルールコード</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Type or paste a rule code; Enter reads it.</source>
        <translation>ルールコードを入力するか貼り付けてください。Enter で読み込みます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>The code is copied: paste it to anyone who should play these rules.</source>
        <translation>コードをコピーしました。このルールで遊ぶ人に貼り付けて渡してください。</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Rule code:</source>
        <translation>ルールコード：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>These rules and the game length as a code. Anyone can paste it here, or start the game with --rules and the code.</source>
        <translation>このルールと制限時間を表すコードです。誰でもここに貼り付けるか、--rules とコードを付けてゲームを起動できます。</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>This is not a rule code: a rule code looks like %1.</source>
        <extracomment>%1 is what a rule code looks like, &quot;R2-XXXX-XXXX-XXXX-XXXX&quot;.</extracomment>
        <translation>これはルールコードではありません。ルールコードは%1の形です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code comes from a newer version of the game (code version %1); this one reads version %2.</source>
        <translation>このルールコードはゲームの新しいバージョンのものです（コードのバージョン%1）。このゲームが読めるのはバージョン%2です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code is of version %1, which this version of the game does not read.</source>
        <translation>このルールコードはバージョン%1で、このバージョンのゲームでは読めません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A rule code cannot have the character “%1” in it.</source>
        <extracomment>%1 is the character, in quotes.</extracomment>
        <translation>ルールコードに「%1」という文字は使えません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This rule code is too long: it has more than %1 characters after “R%2-”.</source>
        <translation>このルールコードは長すぎます。「R%2-」のあとに%1文字より多くあります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This rule code is cut short: it has %1 of its %2 characters.</source>
        <extracomment>%1 and %2 are numbers of characters.</extracomment>
        <translation>このルールコードは途中で切れています。%2文字のうち%1文字しかありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This rule code has a typo: its check characters do not match.</source>
        <translation>このルールコードには打ち間違いがあります。チェック文字が合いません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This rule code has an option out of range (%1).</source>
        <extracomment>%1 is the name of a rule option, such as lockout_cards.</extracomment>
        <translation>このルールコードには範囲外のオプションがあります（%1）。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>⚠ %1 The rules are unchanged.</source>
        <extracomment>%1 says why a rule code was not read.</extracomment>
        <translation>⚠ %1ルールは変わっていません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The rules of the code are in place.</source>
        <translation>コードのルールを設定しました。</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+7"/>
        <location line="+8"/>
        <source>Save the Rule Set</source>
        <translation>ルールセットを保存</translation>
    </message>
    <message numerus="yes">
        <location line="-14"/>
        <source>%n rule set(s) are kept already: delete one to save another.</source>
        <translation>
            <numerusform>ルールセットはすでに%n個保存されています。別のものを保存するには、どれかを削除してください。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Name of the rule set:</source>
        <translation>ルールセットの名前：</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Replace the rule set “%1”?</source>
        <extracomment>%1 is the name of a saved rule set.</extracomment>
        <translation>ルールセット「%1」を置き換えますか？</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Delete the Rule Set</source>
        <translation>ルールセットを削除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete the rule set “%1”?</source>
        <extracomment>%1 is the name of a saved rule set.</extracomment>
        <translation>ルールセット「%1」を削除しますか？</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Share these rules with this code: anyone can paste it here, or start the game with --rules and the code.</source>
        <translation>このコードでルールを共有できます。誰でもここに貼り付けるか、--rules とコードを付けてゲームを起動できます。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Slap patterns</source>
        <translation>スラップの役</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A pile may be slapped when one of the ticked patterns is on top. Point at a pattern to see when it matches.</source>
        <translation>チェックした役のいずれかが一番上にできたら、場札をスラップできます。役にマウスを合わせると、成立する条件が表示されます。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 (see “Only three of”)</source>
        <translation>%1（「3枚のみ」を参照）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Tens:</source>
        <translation>合計10：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Tens across a &amp;letter card</source>
        <translation>チャレンジ札をはさんだ合計10(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With the Tens pattern: two number cards adding up to 10 also count with a J, Q, K or A between them (A K 9).</source>
        <translation>「合計10」の役で、合計10になる数札2枚の間にJ・Q・K・Aが1枚はさまっていても役になります（A K 9）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ace in a r&amp;un:</source>
        <translation>連番でのA(&amp;U)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High only (J Q K A)</source>
        <translation>上のみ（J Q K A）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High or low (A 2 3 4)</source>
        <translation>上または下（A 2 3 4）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round the corner (K A 2 3)</source>
        <translation>一周（K A 2 3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How an ace counts in Four in a row: above the king, also below the 2, or with the ranks going round.</source>
        <translation>「4連番」でのAの扱い：Kの上のみ、2の下も可、またはランクが一周する。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only &amp;three of:</source>
        <translation>3枚のみ(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards of this number rank are only slapped as three in a row (Triple); two of them never count as a Double, Sandwich or Top and bottom.</source>
        <translation>このランクの数札は3枚続いたとき（トリプル）だけスラップできます。2枚ではダブル、サンドイッチ、トップ・ボトムになりません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Never slap on:</source>
        <translation>スラップ不可(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing may be slapped while a card of this rank is on top.</source>
        <translation>このランクのカードが一番上にある間は、何もスラップできません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Until one player has every card</source>
        <translation>誰かが全部のカードを取るまで</translation>
    </message>
    <message numerus="yes">
        <location line="-218"/>
        <location line="+220"/>
        <source>%n minutes</source>
        <translation>
            <numerusform>%n分</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game length:</source>
        <translation>制限時間：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When time is up the player with the most cards in hand wins (a tie is a draw); paused time does not count. Until one player has every card is the original rule: a game may then go on for hours.</source>
        <translation>時間切れになると、手札が一番多いプレイヤーの勝ちです（同数なら引き分け）。一時停止中の時間は数えません。「誰かが全部のカードを取るまで」は元のルールで、ゲームが何時間も続くことがあります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Calls</source>
        <translation>コール</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A call is a slap on a card that makes no pattern but is still right. It wins no cards, but it changes who plays.</source>
        <translation>コールとは、役にはならないのに正しいとされるカードへのスラップです。カードは獲得できませんが、次に出すプレイヤーが変わります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A stick: when a challenger has just played one of the ticked letter cards, any other player except the one answering may slap it and take the challenge over, as if they had played it.</source>
        <translation>スティック：チャレンジャーがチェックしたチャレンジ札を出した直後、応戦するプレイヤー以外は誰でもそのカードをスラップして、自分で出したかのようにチャレンジを引き継げます。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sticky %1</source>
        <extracomment>A check box of the sticky faces: %1 is a letter rank (J, Q, K or A).</extracomment>
        <translation>%1をスティック可</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sticky faces:</source>
        <translation>スティックできるチャレンジ札：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Split eights (slap an &amp;8)</source>
        <translation>8でスプリット（8をスラップ）(&amp;8)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A split: slap an 8 on top of the pile (outside a challenge) and your next card starts a second pile beside it. Until one of the two piles is won, each turn plays two cards, one onto each pile.</source>
        <translation>スプリット：チャレンジ中でないときに場札の一番上の8をスラップすると、次に出すカードでその横に2つ目の場札ができます。2つの場札のどちらかが獲得されるまで、各手番で2枚ずつ、それぞれの場札に1枚ずつ出します。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Comes with “Only three of” below: pick a rank there to make three of it the only way to slap that rank.</source>
        <translation>下の「3枚のみ」と連動します：そこでランクを選ぶと、そのランクは3枚そろったときだけスラップできます。</translation>
    </message>
</context>
<context>
    <name>ratscrew::RunCheck</name>
    <message>
        <location filename="../app/rivals/RunCheck.cpp" line="+168"/>
        <source>The run is not one person&apos;s game against bots.</source>
        <translation>このプレイデータは、1人でボットと対戦したゲームではありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run&apos;s game was played by an older Ratscrew, whose cards did not land.</source>
        <translation>このプレイデータは古い Ratscrew でプレイされたゲームで、カードの着地が記録されていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards of the run are not those of deal %1.</source>
        <translation>このプレイデータのカードは、配り番号%1のカードと一致しません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The run&apos;s game does not replay: at %1 its bots would not have done what the record says.</source>
        <translation>このプレイデータのゲームは再現できません：%1の時点で、ボットは記録どおりには動かないはずです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The reaction times in the run are not those of its game.</source>
        <translation>このプレイデータの反応時間は、そのゲームのものと一致しません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The reaction times are not a person&apos;s: their median is %1 ms, faster than %2 ms.</source>
        <translation>人間の反応時間ではありません：中央値が%1 msと、%2 msを切っています。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The reaction times are not a person&apos;s: %1 was slapped in %2 ms at the median, faster than %3 ms.</source>
        <comment>%1 is a pattern&apos;s name</comment>
        <translation>人間の反応時間ではありません：「%1」のスラップの中央値が%2 msと、%3 msを切っています。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The reaction times are not a person&apos;s: they are too even.</source>
        <translation>人間の反応時間ではありません：ばらつきが小さすぎます。</translation>
    </message>
</context>
<context>
    <name>ratscrew::SeatInput</name>
    <message>
        <location filename="../app/rig/SeatInput.cpp" line="+32"/>
        <source>%1 is out of the game.</source>
        <translation>%1は脱落しています。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You are out of the game.</source>
        <translation>あなたは脱落しています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not %1&apos;s turn: %2 plays next.</source>
        <translation>%1の番ではありません：次は%2の番です。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Not your turn: %1 plays next.</source>
        <translation>あなたの番ではありません：次は%1の番です。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for the pile to be collected.</source>
        <translation>場札が回収されるまでお待ちください。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 and %2 slapped in the same millisecond: %1&apos;s key came first.</source>
        <translation>%1と%2が同じミリ秒にスラップしました：%1のキーが先に届きました。</translation>
    </message>
</context>
<context>
    <name>ratscrew::SeatLineChart</name>
    <message>
        <location filename="../app/charts/SeatLineChart.cpp" line="+29"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Nothing yet</source>
        <translation>まだデータがありません</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Game time (min)</source>
        <translation>ゲーム時間（分）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game time (s)</source>
        <translation>ゲーム時間（秒）</translation>
    </message>
</context>
<context>
    <name>ratscrew::SettingsDialog</name>
    <message>
        <location filename="../app/settings/SettingsDialog.cpp" line="+48"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Settings pages</source>
        <translation>設定のページ</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Player and rule changes apply from the next game; sound and appearance change at once.</source>
        <translation>プレイヤーとルールの変更は次のゲームから、サウンドと外観の変更はすぐに適用されます。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sound</source>
        <translation>サウンド</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Appearance</source>
        <translation>外観</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>on</source>
        <comment>a check box</comment>
        <translation>オン</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>off</source>
        <comment>a check box</comment>
        <translation>オフ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <comment>no key</comment>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your settings were saved by a newer Ratscrew; what this version does not know is left as it is.</source>
        <translation>設定は新しいバージョンの Ratscrew で保存されています。このバージョンにない項目はそのまま残します。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One of your saved rule sets could not be read, so it is not offered under Settings ▸ %1.</source>
        <translation>保存したルールセットの1つを読み込めなかったため、設定 ▸ %1には表示されません。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The saved “%1” could not be used as it was; it is now “%2” (Settings ▸ %3).</source>
        <translation>保存されていた「%1」はそのままでは使えないため、「%2」になりました（設定 ▸ %3）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved “%1” could not be used as it was and was changed (Settings ▸ %2).</source>
        <translation>保存されていた「%1」はそのままでは使えないため、変更しました（設定 ▸ %2）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A saved setting under Settings ▸ %1 could not be used as it was and was changed.</source>
        <translation>設定 ▸ %1の保存されていた項目がそのままでは使えないため、変更しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A saved setting could not be used as it was and was changed.</source>
        <translation>保存されていた設定の1つがそのままでは使えないため、変更しました。</translation>
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
        <translation>%1の設定を読み込めません：既定の設定で開始し、何も保存しません。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The settings file %1 is not a regular file: the game starts with the default settings and saves nothing.</source>
        <translation>設定ファイル%1は通常のファイルではありません：既定の設定で開始し、何も保存しません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The settings file %1 is larger than 1 MiB and was not read: the game starts with the default settings and leaves the file as it is.</source>
        <translation>設定ファイル%1は1 MiBを超えるため読み込みませんでした：既定の設定で開始し、ファイルはそのままにします。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The settings file %1 cannot be read: the game starts with the default settings and leaves the file as it is.</source>
        <translation>設定ファイル%1を読み込めません：既定の設定で開始し、ファイルはそのままにします。</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+23"/>
        <source>Your settings cannot be saved: %1 cannot be written. Changes last until you quit.</source>
        <translation>設定を保存できません：%1に書き込めません。変更は終了するまで有効です。</translation>
    </message>
</context>
<context>
    <name>ratscrew::ShareDialog</name>
    <message>
        <location filename="../app/rivals/ShareDialog.cpp" line="+27"/>
        <source>Share This Game</source>
        <translation>このゲームを共有</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Paste the text anywhere. Send the run to a friend: Ratscrew checks it when they open it, and they can race your ghost on the same deal.</source>
        <translation>テキストはどこにでも貼り付けられます。プレイデータを友達に送ると、開いたときに Ratscrew がチェックし、友達は同じ配りであなたのゴーストと対戦できます。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Text to share</source>
        <translation>共有するテキスト</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+6"/>
        <source>&amp;Copy Text</source>
        <translation>テキストをコピー(&amp;C)</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>&amp;Save Run…</source>
        <translation>プレイデータを保存(&amp;S)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Copied ✓</source>
        <comment>the text is on the clipboard</comment>
        <translation>コピーしました ✓</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The run is saved as %1.</source>
        <translation>プレイデータを%1に保存しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The run is not saved: %1</source>
        <translation>プレイデータを保存できませんでした：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save Run</source>
        <translation>プレイデータを保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ratscrew runs (*%1)</source>
        <translation>Ratscrew のプレイデータ (*%1)</translation>
    </message>
</context>
<context>
    <name>ratscrew::SoundPage</name>
    <message>
        <location filename="../app/settings/SoundPage.cpp" line="+17"/>
        <source>Sound</source>
        <translation>サウンド</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Volume</source>
        <translation>音量</translation>
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
        <translation>音量(&amp;V)：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>How loud the game&apos;s sounds are.</source>
        <translation>ゲームの効果音の大きさ。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute all sounds</source>
        <translation>すべての音をミュート(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No sound at all; the volume is kept for later.</source>
        <translation>音をまったく出しません。音量の設定は保持されます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test</source>
        <translation>テスト(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays a slap at the volume above.</source>
        <translation>上の音量でスラップ音を鳴らします。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No sound in this run.</source>
        <translation>今回の起動ではサウンドを使用できません。</translation>
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
        <translation>ボットとの比較（あなたの中央値%1 msより遅いスラップの割合）：%2。</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Against yourself: your median of %1 ms is faster than %2 of your last %n slap(s).</source>
        <translation>
            <numerusform>自分との比較：中央値%1 msは、直近%n回のスラップのうち%2より速いタイムです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Against yourself: your median of %1 ms is faster than %2 of your %n game median(s).</source>
        <translation>
            <numerusform>自分との比較：中央値%1 msは、これまでの%nゲームの中央値のうち%2より速いタイムです。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ratscrew::StatisticsDialog</name>
    <message>
        <location filename="../app/career/StatisticsDialog.cpp" line="+99"/>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Rules:</source>
        <translation>ルール(&amp;R)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Period:</source>
        <translation>期間(&amp;P)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All time</source>
        <translation>全期間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 7 days</source>
        <translation>過去7日間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 30 days</source>
        <translation>過去30日間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last 12 months</source>
        <translation>過去12か月</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Reading the statistics…</source>
        <translation>統計を読み込んでいます…</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>&amp;Win rate</source>
        <translation>勝率(&amp;W)</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+13"/>
        <source>Slap</source>
        <translation>スラップ</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>You: median (ms)</source>
        <translation>あなた：中央値（ms）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You: 90 % (ms)</source>
        <translation>あなた：90 %（ms）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your slaps</source>
        <translation>あなたのスラップ</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are faster than</source>
        <translation>あなたが上回るレベル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reaction time per pattern</source>
        <translation>役別の反応時間</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reaction &amp;times</source>
        <translation>反応時間(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taken</source>
        <translation>獲得</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>False slaps</source>
        <translation>お手つき</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Missed</source>
        <translation>見逃し</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Of those, too late</source>
        <translation>うち間に合わず</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Accuracy</source>
        <translation>正確さ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy per pattern</source>
        <translation>役別の正確さ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Accuracy</source>
        <translation>正確さ(&amp;A)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Export to CSV…</source>
        <translation>CSV に書き出す(&amp;E)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;set Statistics…</source>
        <translation>統計をリセット(&amp;S)…</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Stick</source>
        <translation>スティック</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Split</source>
        <translation>スプリット</translation>
    </message>
    <message>
        <location line="+38"/>
        <location line="+158"/>
        <source>Statistics are not kept in this run.</source>
        <translation>今回の起動では統計は保存されません。</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>No games yet: your statistics start with your first game.</source>
        <translation>まだゲームがありません：統計は最初のゲームから始まります。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>All rules</source>
        <translation>すべてのルール</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Games finished: %1 (won %2, lost %3, draws %4); left unfinished: %5.</source>
        <translation>終了したゲーム：%1（勝ち%2、負け%3、引き分け%4）。途中でやめたゲーム：%5。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ended when time was up: %1 (you held the most cards %2, another player %3; ties %4).</source>
        <translation>時間切れで終わったゲーム：%1（手札が一番多かったのはあなた%2、ほかのプレイヤー%3、同点%4）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Win rate: %1 %. Won in a row now: %2; longest run: %3.</source>
        <translation>勝率：%1 %。現在の連勝：%2。最長連勝：%3。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Your slaps: %1 good, %n misslap(s).</source>
        <translation>
            <numerusform>あなたのスラップ：成功%1回、お手つき%n回。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fastest slap %1 ms (%2)</source>
        <translation>最速スラップ%1 ms（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>best game median %1 ms</source>
        <translation>1ゲームの最良中央値%1 ms</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>quickest win %1</source>
        <translation>最速の勝利%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Personal bests: %1.</source>
        <translation>自己ベスト：%1。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your latest game:</source>
        <translation>直近のゲーム：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>mixed levels</source>
        <translation>レベル混在</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 against %2</source>
        <translation>%1（相手：%2）</translation>
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
            <numerusform>勝利確率を計算した%nゲームでは、運だけで決まった場合と比べて、あなたの速さで勝率が%1上がり（±%2）、カード運で%3。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Over the %n game(s) whose chances were worked out, your speed lost you %1 of the games luck alone would have won (±%2), and the cards %3.</source>
        <translation>
            <numerusform>勝利確率を計算した%nゲームでは、運だけで決まった場合と比べて、あなたの速さで勝率が%1下がり（±%2）、カード運で%3。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>brought you %1 more</source>
        <translation>%1上がりました</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>cost you %1</source>
        <translation>%1下がりました</translation>
    </message>
    <message>
        <location line="-360"/>
        <location line="+4"/>
        <location line="+312"/>
        <source>Export Statistics</source>
        <translation>統計を書き出す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <location line="-316"/>
        <source>The games are in %1 and their slaps in %2.</source>
        <translation>ゲームは%1に、そのスラップは%2に書き出しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The statistics could not be written to %1: %2</source>
        <translation>統計を%1に書き込めませんでした：%2</translation>
    </message>
    <message>
        <location line="+225"/>
        <source>the statistics file cannot be read</source>
        <translation>統計ファイルを読み込めません</translation>
    </message>
    <message>
        <location line="+98"/>
        <location line="+8"/>
        <source>Reset Statistics</source>
        <translation>統計をリセット</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Delete every game, slap and practice result kept so far? This cannot be undone. A game in play is kept and counted when it ends.</source>
        <translation>これまでに保存したゲーム、スラップ、練習結果をすべて削除しますか？元に戻せません。進行中のゲームは残り、終了時に記録されます。</translation>
    </message>
</context>
<context>
    <name>ratscrew::StatusLines</name>
    <message>
        <location filename="../app/MainWindowPanels.cpp" line="+45"/>
        <source>What just happened in the game</source>
        <translation>ゲームで今起きたこと</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The coach: how fast each slap was, and what you missed</source>
        <translation>コーチ：各スラップの速さと、見逃したもの</translation>
    </message>
</context>
<context>
    <name>ratscrew::Storyteller</name>
    <message>
        <location filename="../app/story/Storyteller.cpp" line="+511"/>
        <source>Game not finished</source>
        <translation>ゲームは終わっていません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win!</source>
        <translation>あなたの勝ち！</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins</source>
        <translation>%1の勝ち</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>★ You win!</source>
        <translation>★ あなたの勝ち！</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>★ %1 wins!</source>
        <translation>★ %1の勝ち！</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>The end: a draw at the limit of %n card play(s).</source>
        <translation>
            <numerusform>終了：上限の%n枚に達して引き分け。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The end of the record: the game was left unfinished.</source>
        <translation>記録の終わり：対局は途中で終わっています。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+43"/>
        <source>The end: a draw.</source>
        <translation>終了：引き分け。</translation>
    </message>
    <message>
        <location line="-42"/>
        <source>The end: %1 won the game.</source>
        <translation>終了：%1の勝ち。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Time is up</source>
        <translation>時間切れ</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Time is up: you win with %n cards</source>
        <translation>
            <numerusform>時間切れ：あなたが%n枚で勝ち</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: %1 wins with %n cards</source>
        <translation>
            <numerusform>時間切れ：%1が%n枚で勝ち</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Time is up: you tie with %1 on %n cards</source>
        <extracomment>A title: %1 is one name or a list of names (&quot;Ann and Bea&quot;).</extracomment>
        <translation>
            <numerusform>時間切れ：あなたと%1が%n枚で同点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Time is up: %1 tie on %n cards</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>時間切れ：%1が%n枚で同点</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The end: time was up, and %1 won with the most cards.</source>
        <translation>終了：時間切れで、%1が一番多くのカードを持って勝ちました。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>The end: time was up, and %1 tied on %n cards: a draw.</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>終了：時間切れで、%1が%n枚で同点でした。引き分けです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-533"/>
        <source>— Deal %1 —</source>
        <translation>— 配り番号%1 —</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— Daily deal, %1 (deal %2) —</source>
        <translation>— 今日の配り、%1（配り番号%2）—</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>— Resumed: deal %1, left at %2 —</source>
        <translation>— 再開：配り番号%1、%2で中断 —</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>— New game —</source>
        <translation>— 新しいゲーム —</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>New game: you play first.</source>
        <translation>新しいゲーム：あなたから始めます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game: %1 plays first.</source>
        <translation>新しいゲーム：%1から始めます。</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>%1 slapped on an empty pile</source>
        <translation>%1が空の場札でお手つき</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped on nothing (top: %2)</source>
        <translation>%1がお手つき（一番上：%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped on nothing (top: %2; %3)</source>
        <translation>%1がお手つき（一番上：%2、%3）</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You slapped on nothing: %1 burned.</source>
        <translation>あなたのお手つき：%1をバーンしました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing: %2 burned.</source>
        <translation>%1のお手つき：%2をバーンしました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your last %1 go under the pile.</source>
        <translation>あなたの残りの%1が場札の下に入ります。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s last %2 go under the pile.</source>
        <translation>%1の残りの%2が場札の下に入ります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — burned %2 under the pile.</source>
        <translation>%1 — %2を場札の下にバーンしました。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 — locked out for %2.</source>
        <translation>%1 — %2のあいだロックアウト。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>You slapped on nothing.</source>
        <translation>あなたがお手つきしました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing.</source>
        <translation>%1がお手つきしました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No call: %1.</source>
        <translation>コールではありません：%1。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You played %1.</source>
        <translation>あなたが%1を出しました。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 played %2.</source>
        <translation>%1が%2を出しました。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 played %2 — challenge, but nobody else has cards.</source>
        <translation>%1が%2を出しました — チャレンジですが、ほかに手札のある人はいません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played %2 — challenge: you must answer within %3.</source>
        <translation>%1が%2を出しました — チャレンジ：あなたは%3以内に応戦しなければなりません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — challenge: %3 must answer within %4.</source>
        <translation>%1が%2を出しました — チャレンジ：%3は%4以内に応戦しなければなりません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — the ten stops the challenge; nobody wins the pile.</source>
        <translation>%1が%2を出しました — 10がチャレンジを止めました。場札は誰も獲得しません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 played %2 — no cards left, and nobody else can answer.</source>
        <translation>%1が%2を出しました — 手札がなくなり、ほかに応戦できる人もいません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 (no chances left).</source>
        <translation>%1が%2を出しました（残り回数なし）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 played %2 (%3 left).</source>
        <translation>%1が%2を出しました（残り%3）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 played %2 — no cards left; you answer on (%3 left).</source>
        <translation>%1が%2を出しました — 手札がなくなったので、あなたが応戦を引き継ぎます（残り%3）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 played %2 — no cards left; %3 answers on (%4 left).</source>
        <translation>%1が%2を出しました — 手札がなくなったので、%3が応戦を引き継ぎます（残り%4）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>You are out and cannot slap any more.</source>
        <translation>あなたは脱落したため、もうスラップできません。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You cannot slap: you are out.</source>
        <translation>スラップできません：あなたは脱落しています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no cards: in these rules you cannot slap.</source>
        <translation>手札がありません：このルールではスラップできません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot slap with no cards in these rules.</source>
        <translation>このルールでは、手札がないとスラップできません。</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 slapped on nothing: you take the pile (%2).</source>
        <translation>%1のお手つき：あなたが場札（%2）を獲得しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing: %2 takes the pile (%3).</source>
        <translation>%1のお手つき：%2が場札（%3）を獲得しました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — you take the pile (%2) as the penalty.</source>
        <translation>%1 — ペナルティにより、あなたが場札（%2）を獲得しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — %2 takes the pile (%3) as the penalty.</source>
        <translation>%1 — ペナルティにより、%2が場札（%3）を獲得しました。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 in %2</source>
        <comment>what was slapped, then how fast: &quot;a double 7-7 in 410 ms&quot;</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2,</source>
        <comment>what was slapped, then how long before the card was visible</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You slapped %1 and take %2.</source>
        <translation>あなたが%1をスラップし、%2を獲得しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped %2 and takes %3.</source>
        <translation>%1が%2をスラップし、%3を獲得しました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You slapped %1 — %2 — and take %3.</source>
        <extracomment>%1 is how early, e.g. &quot;120 ms before the card was visible&quot;; %2 what was slapped; %3 the cards.</extracomment>
        <translation>あなたが%1に%2をスラップし、%3を獲得しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped %2 — %3 — and takes %4.</source>
        <extracomment>%1 a name; %2 how early, e.g. &quot;120 ms before the card was visible&quot;; %3 what was slapped; %4 the cards.</extracomment>
        <translation>%1が%2に%3をスラップし、%4を獲得しました。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You slapped in %1 — %2 — and take %3.</source>
        <extracomment>%1 is the reaction time, e.g. &quot;410 ms&quot;; %2 what was slapped; %3 the cards.</extracomment>
        <translation>あなたが%1で%2をスラップし、%3を獲得しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 slapped in %2 — %3 — and takes %4.</source>
        <extracomment>%1 a name; %2 the reaction time, e.g. &quot;410 ms&quot;; %3 what was slapped; %4 the cards.</extracomment>
        <translation>%1が%2で%3をスラップし、%4を獲得しました。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Nobody could answer the challenge: you collect the pile.</source>
        <translation>誰もチャレンジに応戦できませんでした：あなたが場札を回収します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody could answer the challenge: %1 collects the pile.</source>
        <translation>誰もチャレンジに応戦できませんでした：%1が場札を回収します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody could answer the challenge: you take %1.</source>
        <translation>誰もチャレンジに応戦できませんでした：あなたが%1を獲得しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nobody could answer the challenge: %1 takes %2.</source>
        <translation>誰もチャレンジに応戦できませんでした：%1が%2を獲得しました。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 lost the challenge: you collect the pile.</source>
        <translation>%1がチャレンジに敗れました：あなたが場札を回収します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the challenge: %2 collects the pile.</source>
        <translation>%1がチャレンジに敗れました：%2が場札を回収します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost the challenge: you take %2.</source>
        <translation>%1がチャレンジに敗れました：あなたが%2を獲得しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 lost the challenge: %2 takes %3.</source>
        <translation>%1がチャレンジに敗れました：%2が%3を獲得しました。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You slapped on nothing with no cards left.</source>
        <translation>あなたは手札なしでお手つきしました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 slapped on nothing with no cards left.</source>
        <translation>%1は手札なしでお手つきしました。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 slapped on nothing with no cards — out.</source>
        <translation>%1が手札なしでお手つき — 脱落。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You passed the misslap limit; you are out.</source>
        <translation>あなたはお手つきの上限を超えたため、脱落しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passed the misslap limit; %1 is out.</source>
        <translation>%1はお手つきの上限を超えたため、脱落しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You passed the misslap limit — your last card is burned; you are out.</source>
        <translation>あなたはお手つきの上限を超えました — 最後のカードがバーンされ、脱落しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 passed the misslap limit — their last card is burned; %1 is out.</source>
        <translation>%1はお手つきの上限を超えました — 最後のカードがバーンされ、脱落しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You passed the misslap limit — your last %1 are burned; you are out.</source>
        <translation>あなたはお手つきの上限を超えました — 残りの%1がバーンされ、脱落しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 passed the misslap limit — their last %2 are burned; %1 is out.</source>
        <translation>%1はお手つきの上限を超えました — 残りの%2がバーンされ、脱落しました。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 — no penalty.</source>
        <translation>%1 — ペナルティなし。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — no penalty, but it counts toward the misslap limit (%2 of %3).</source>
        <translation>%1 — ペナルティなし。ただしお手つきの上限に数えられます（%3回中%2回）。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 — nothing to give, but it counts toward the misslap limit (%2 of %3).</source>
        <translation>%1 — 渡すカードはありませんが、お手つきの上限に数えられます（%3回中%2回）。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Paused.</source>
        <translation>一時停止中。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play resumed.</source>
        <translation>ゲームを再開しました。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You must answer: %1 left.</source>
        <translation>あなたが応戦する番です：残り%1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 must answer: %2 left.</source>
        <translation>%1が応戦する番です：残り%2。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Time is up.</source>
        <translation>時間切れです。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: you win with %n cards.</source>
        <translation>
            <numerusform>時間切れです：あなたが%n枚で勝ちです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Time is up: %1 wins with %n cards.</source>
        <translation>
            <numerusform>時間切れです：%1が%n枚で勝ちです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>Time is up: you tie with %1 on %n cards.</source>
        <extracomment>%1 is one name or a list of names (&quot;Ann and Bea&quot;).</extracomment>
        <translation>
            <numerusform>時間切れです：あなたと%1が%n枚で同点です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Time is up: %1 tie on %n cards.</source>
        <extracomment>%1 is a list of two or more names (&quot;Ann and Bea&quot;, &quot;Ann, Bea and Cal&quot;).</extracomment>
        <translation>
            <numerusform>時間切れです：%1が%n枚で同点です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-59"/>
        <source>The game is a draw.</source>
        <translation>ゲームは引き分けです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win the game!</source>
        <translation>あなたの勝ちです！</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 wins the game.</source>
        <translation>%1の勝ちです。</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>ratscrew::SummaryDialog</name>
    <message>
        <location filename="../app/summary/SummaryDialog.cpp" line="+110"/>
        <source>Game Over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game summary</source>
        <translation>ゲームのまとめ</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the summary</source>
        <translation>まとめを閉じる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game with the same players</source>
        <translation>同じプレイヤーで新しいゲームを始める</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Game time %1</source>
        <translation>ゲーム時間%1</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n card(s) played</source>
        <translation>
            <numerusform>出されたカード%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>プレイヤー%n人</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+8"/>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Copy the deal number</source>
        <translation>配り番号をコピー</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copied ✓</source>
        <comment>the deal number is on the clipboard</comment>
        <translation>コピーしました ✓</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Deal %1</source>
        <translation>配り番号%1</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Practice: your first try on it is your record.</source>
        <translation>練習プレイ：この配りで記録になるのは1回目のプレイです。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Players</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What every player did in the game</source>
        <translation>各プレイヤーのゲーム中の成績</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Level</source>
        <translation>レベル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The bot&apos;s level</source>
        <translation>ボットのレベル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards played</source>
        <translation>出したカード</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Cards played onto the pile</source>
        <translation>場札に出したカード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slaps</source>
        <translation>スラップ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps that took the pile</source>
        <translation>場札を獲得したスラップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Misslaps</source>
        <translation>お手つき</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Slaps at a pile that could not be slapped</source>
        <translation>スラップできない場札へのスラップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Piles won</source>
        <translation>獲得した場札</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Piles taken by a slap or a challenge</source>
        <translation>スラップまたはチャレンジで獲得した場札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Winner</source>
        <translation>勝者</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Out at %1</source>
        <translation>%1に脱落</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No cards since %1</source>
        <translation>%1から手札なし</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) left</source>
        <translation>
            <numerusform>残り%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Your reaction times</source>
        <translation>あなたの反応時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reaction times of %1</source>
        <translation>%1の反応時間</translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>%n slap(s) before the card was visible</source>
        <translation>
            <numerusform>カードが見える前のスラップ%n回</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No valid slaps</source>
        <translation>有効なスラップなし</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Most for %1: %n card(s) at %2</source>
        <extracomment>%1 is a person&apos;s name at a table of two or more people, %2 a game time such as &quot;3:05&quot;.</extracomment>
        <translation>
            <numerusform>%1の最多：%2時点で%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Chance to win</source>
        <translation>勝利確率</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Your largest swing: %1</source>
        <translation>あなたの最大の変動：%1</translation>
    </message>
    <message numerus="yes">
        <location line="-105"/>
        <source>Median %1 s  ·  Best %2 s  ·  %n valid slap(s)</source>
        <translation>
            <numerusform>中央値%1秒  ·  最速%2秒  ·  有効なスラップ%n回</numerusform>
        </translation>
    </message>
    <message>
        <location line="-298"/>
        <source>&amp;Play Again</source>
        <translation>もう一度プレイ(&amp;P)</translation>
    </message>
    <message>
        <location line="+320"/>
        <source>Cards in hand</source>
        <translation>手札枚数</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>Your most: %n card(s) at %1</source>
        <translation>
            <numerusform>あなたの最多：%1時点で%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="-214"/>
        <source>The daily deal of %1.</source>
        <translation>%1の今日の配り。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Your best on it: place %1 of %2 in %3.</source>
        <translation>この配りでの自己ベスト：%2人中%1位（%3）。</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Deal number %1 copied.</source>
        <translation>配り番号%1をコピーしました。</translation>
    </message>
</context>
<context>
    <name>ratscrew::SvgCardDeck</name>
    <message>
        <location filename="../app/table/SvgCardDeck.cpp" line="+110"/>
        <source>This copy of Ratscrew was built without Qt SVG, so it shows the built-in deck only.</source>
        <translation>この Ratscrew は Qt SVG なしでビルドされたため、内蔵デッキだけを表示します。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>its drawing %1 is missing</source>
        <translation>画像%1がありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>its drawing %1 is not a file</source>
        <translation>画像%1はファイルではありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+5"/>
        <source>its drawing %1 is too big</source>
        <translation>画像%1は大きすぎます</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>its drawing %1 cannot be read</source>
        <translation>画像%1を読めません</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+10"/>
        <location line="+20"/>
        <source>its drawing %1 is not an SVG that can be read</source>
        <translation>画像%1は読み込める SVG ではありません</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>its drawing %1 refers to %2 outside it</source>
        <translation>画像%1が外部の%2を参照しています</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its drawing %1 repeats or nests its parts too often to be drawn</source>
        <translation>画像%1は部品の繰り返しや入れ子が多すぎて描画できません</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>its drawing %1 has no card named as KDE&apos;s decks name them (1_club … king_spade)</source>
        <translation>画像%1に、KDE のデッキの命名規則（1_club … king_spade）に沿った名前のカードがありません</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>it has no index.desktop</source>
        <translation>index.desktop がありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
        <location line="+9"/>
        <source>its index.desktop is too big</source>
        <translation>index.desktop が大きすぎます</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>its index.desktop cannot be read</source>
        <translation>index.desktop を読めません</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>its index.desktop has no [KDE Backdeck] group</source>
        <translation>index.desktop に [KDE Backdeck] グループがありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its index.desktop names no SVG</source>
        <translation>index.desktop に SVG の名前がありません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>its index.desktop names an SVG outside its folder</source>
        <translation>index.desktop がフォルダーの外の SVG を指しています</translation>
    </message>
    <message>
        <location line="+159"/>
        <source>The card deck %1 cannot be used: %2. The built-in deck is shown.</source>
        <translation>カードデッキ%1は使えません：%2。内蔵デッキを表示します。</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>The card deck %1 is not installed. The built-in deck is shown.</source>
        <translation>カードデッキ%1はインストールされていません。内蔵デッキを表示します。</translation>
    </message>
</context>
<context>
    <name>ratscrew::TableRenderer</name>
    <message>
        <location filename="../app/table/TableRenderer.cpp" line="+115"/>
        <source>Time left: %1</source>
        <extracomment>The game&apos;s clock on the table: %1 is minutes:seconds (&quot;12:34&quot;).</extracomment>
        <translation>残り時間：%1</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>Slap pile</source>
        <translation>メイン場札</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+50"/>
        <source>+%1 under</source>
        <translation>下に+%1枚</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>%1 burned</source>
        <translation>バーン%1枚</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Split an 8 here</source>
        <translation>8をスプリットするとここへ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Split pile</source>
        <translation>スプリット場札</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>You challenge · %n chance(s)</source>
        <translation>
            <numerusform>残り%n回・あなたのチャレンジ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 challenges · %n chance(s)</source>
        <translation>
            <numerusform>残り%n回・%1のチャレンジ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Stick!</source>
        <translation>スティック！</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Split!</source>
        <translation>スプリット！</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>SLAP! %1</source>
        <translation>スラップ！%1</translation>
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
        <translation>脱落</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>★ winner</source>
        <translation>★ 勝者</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>locked out: %n card(s)</source>
        <translation>
            <numerusform>あと%n枚ロックアウト</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>sits out: %n card(s)</source>
        <translation>
            <numerusform>あと%n枚休み</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>collects…</source>
        <translation>回収中…</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>▶ answer: %n chance(s) left</source>
        <translation>
            <numerusform>▶ 残り%n回：応戦</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>▶ to play</source>
        <translation>▶ 手番</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>challenger</source>
        <translation>チャレンジャー</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>cards</source>
        <comment>after the number of cards in a hand</comment>
        <translation>
            <numerusform>枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+184"/>
        <source>D</source>
        <comment>the dealer button on the table</comment>
        <translation>親</translation>
    </message>
</context>
<context>
    <name>ratscrew::TableWidget</name>
    <message>
        <location filename="../app/table/TableWidget.cpp" line="+23"/>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <location line="+180"/>
        <location line="+76"/>
        <source>You</source>
        <translation>あなた</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Player %1</source>
        <translation>プレイヤー%1</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>No game.</source>
        <translation>ゲームは行われていません。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 collects the pile.</source>
        <translation>%1が場札を回収します。</translation>
    </message>
    <message numerus="yes">
        <location line="+9"/>
        <source>Pile: %1, %n card(s).</source>
        <translation>
            <numerusform>場札：%1、%n枚。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Split pile: %1, %n card(s).</source>
        <translation>
            <numerusform>スプリット場札：%1、%n枚。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The challenge is on the split pile.</source>
        <translation>チャレンジはスプリット場札で行われています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The challenge is on the slap pile.</source>
        <translation>チャレンジはメイン場札で行われています。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The next card goes onto the split pile.</source>
        <translation>次のカードはスプリット場札に出します。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next card goes onto the slap pile.</source>
        <translation>次のカードはメイン場札に出します。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1は%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You are locked out for %n more card(s).</source>
        <translation>
            <numerusform>あなたはあと%n枚のあいだロックアウト中です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 is locked out for %n more card(s).</source>
        <translation>
            <numerusform>%1はあと%n枚のあいだロックアウト中です。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You sit out for %n more card(s).</source>
        <translation>
            <numerusform>あなたはあと%n枚のあいだ休みです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 sits out for %n more card(s).</source>
        <translation>
            <numerusform>%1はあと%n枚のあいだ休みです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Time left: %1.</source>
        <extracomment>For a screen reader: %1 is the time left, such as &quot;12:34&quot;.</extracomment>
        <translation>残り時間：%1。</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Your turn.</source>
        <translation>あなたの番です。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 to play.</source>
        <translation>%1の番です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The pile is empty.</source>
        <translation>場札はありません。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 out</source>
        <translation>%1は脱落</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards: %1.</source>
        <translation>手札枚数：%1。</translation>
    </message>
</context>
<context>
    <name>ratscrew::WinChanceChart</name>
    <message>
        <location filename="../app/analysis/WinChanceChart.cpp" line="+13"/>
        <source>Chance to win over the game</source>
        <translation>ゲーム中の勝利確率の推移</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chance to win</source>
        <translation>勝利確率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chance</source>
        <translation>確率</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Working out the chances…</source>
        <translation>勝利確率を計算しています…</translation>
    </message>
</context>
<context>
    <name>ratscrew::WinRateChart</name>
    <message>
        <location filename="../app/career/CareerCharts.cpp" line="-242"/>
        <source>Win rate over time</source>
        <translation>勝率の推移</translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>%1: %2 of %n game(s) won, %3 of the last ones.</source>
        <translation>
            <numerusform>%1：%nゲーム中%2ゲームで勝利、直近の勝率は%3。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>No games finished yet: the win rate starts with your first finished game.</source>
        <translation>終了したゲームはまだありません。勝率は最初に終了したゲームから始まります。</translation>
    </message>
</context>
</TS>
