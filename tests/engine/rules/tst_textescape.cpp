// SPDX-License-Identifier: GPL-3.0-or-later
// escapeControls(): input quoted in a message can neither paint a terminal
// nor hide what the message says.

#include "TestRegistry.h"
#include "TextEscape.h"

#include <QTest>

using ratscrew::escapeControls;

class TestTextEscape : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plainTextIsKept()
    {
        QCOMPARE(escapeControls("house"), std::string("house"));
        QCOMPARE(escapeControls("Zoë ♠ 東京"), std::string("Zoë ♠ 東京"));
        QCOMPARE(escapeControls(R"(a\x1b)"), std::string(R"(a\x1b)")); // a backslash stays: idempotent
    }

    void controlsAreEscaped()
    {
        QCOMPARE(escapeControls("ho\x1b[31muse"), std::string(R"(ho\x1b[31muse)"));
        QCOMPARE(escapeControls("a\nb\rc\td"), std::string(R"(a\nb\rc\td)"));
        QCOMPARE(escapeControls(std::string_view("a\0b", 3)), std::string(R"(a\x00b)"));
        QCOMPARE(escapeControls("\x7f"), std::string(R"(\x7f)"));
        QCOMPARE(escapeControls("\xC2\x9B"
                                "2J"),
                 std::string(R"(\u009b2J)")); // C1 CSI
        QCOMPARE(escapeControls("abc\xE2\x80\xAE"
                                "fdp.exe"),
                 std::string(R"(abc\u202efdp.exe)")); // RLO
        QCOMPARE(escapeControls("x\xE2\x80\xA8y"), std::string(R"(x\u2028y)"));
    }

    void invalidUtf8IsEscapedPerByte()
    {
        QCOMPARE(escapeControls("a\xff\xfe"), std::string(R"(a\xff\xfe)"));
        QCOMPARE(escapeControls("\xC0\xAF"), std::string(R"(\xc0\xaf)"));         // overlong '/'
        QCOMPARE(escapeControls("\xED\xA0\x80"), std::string(R"(\xed\xa0\x80)")); // a surrogate
        QCOMPARE(escapeControls("\xE2\x82"), std::string(R"(\xe2\x82)"));         // cut short
    }

    void escapingTwiceChangesNothing()
    {
        const std::string once = escapeControls("a\x1b\n\xff\xE2\x80\xAEz");
        QCOMPARE(escapeControls(once), once);
    }

    void longTextIsCut()
    {
        const std::string ten(10, 'x');
        QCOMPARE(escapeControls(ten, 4), std::string("xxxx\xE2\x80\xA6"));
        QCOMPARE(escapeControls(ten, 10), ten);
        // A character cut in the middle by the limit is dropped, not escaped.
        QCOMPARE(escapeControls("ab\xE2\x99\xA0", 4), std::string("ab\xE2\x80\xA6"));
        QCOMPARE(escapeControls(std::string(1 << 20, '\x1b')).size(), std::size_t(200 * 4 + 3));
    }
};

RATSCREW_TEST_APPLESS_MAIN(TestTextEscape)
#include "tst_textescape.moc"
