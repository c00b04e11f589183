// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/KeyBindings.h"

#include "text/GameText.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>

namespace ratscrew {

namespace {

struct Words
{
    Q_DECLARE_TR_FUNCTIONS(ratscrew::KeyBindings)
};

} // namespace

KeyBindings KeyBindings::defaults()
{
    KeyBindings b;
    const auto set = [&b](KeyCommand c, QKeySequence first, QKeySequence second = {}) {
        b.of(c) = {first, second};
    };
    set(KeyCommand::Play1, Qt::Key_Space);
    set(KeyCommand::Slap1, Qt::Key_S);
    set(KeyCommand::Play2, Qt::Key_Return);
    set(KeyCommand::Slap2, Qt::Key_K);
    set(KeyCommand::Play3, Qt::Key_B);
    set(KeyCommand::Slap3, Qt::Key_G);
    set(KeyCommand::Play4, Qt::Key_Down);
    set(KeyCommand::Slap4, Qt::Key_Up);
    set(KeyCommand::Pause, Qt::Key_P, Qt::Key_Escape);
    set(KeyCommand::NewGame, QKeySequence(Qt::CTRL | Qt::Key_N));
    set(KeyCommand::Sound, Qt::Key_M);
    set(KeyCommand::Log, Qt::Key_L);
    set(KeyCommand::Help, Qt::Key_F1);
    set(KeyCommand::Settings, QKeySequence(Qt::CTRL | Qt::Key_Comma));
    set(KeyCommand::Statistics, QKeySequence(Qt::CTRL | Qt::Key_T));
    set(KeyCommand::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)); // QKeySequence::Quit is empty on Windows
    return b;
}

QString KeyBindings::id(KeyCommand command)
{
    const int c = int(command);
    if (c < int(KeyCommand::Pause))
        return QStringLiteral("%1%2")
            .arg(c % 2 == 0 ? QStringLiteral("play") : QStringLiteral("slap"))
            .arg(c / 2 + 1);
    switch (command) {
    case KeyCommand::Pause:
        return QStringLiteral("pause");
    case KeyCommand::NewGame:
        return QStringLiteral("newGame");
    case KeyCommand::Sound:
        return QStringLiteral("sound");
    case KeyCommand::Log:
        return QStringLiteral("log");
    case KeyCommand::Help:
        return QStringLiteral("help");
    case KeyCommand::Settings:
        return QStringLiteral("settings");
    case KeyCommand::Statistics:
        return QStringLiteral("statistics");
    default:
        return QStringLiteral("quit");
    }
}

QString KeyBindings::label(KeyCommand command)
{
    const int c = int(command);
    if (c < int(KeyCommand::Pause)) {
        const int person = c / 2 + 1;
        if (person == 1)
            return c % 2 == 0 ? Words::tr("Play a card") : Words::tr("Slap the pile");
        return c % 2 == 0 ? Words::tr("Play a card (person %1)").arg(person)
                          : Words::tr("Slap the pile (person %1)").arg(person);
    }
    switch (command) {
    case KeyCommand::Pause:
        return Words::tr("Pause or go on");
    case KeyCommand::NewGame:
        return Words::tr("New game");
    case KeyCommand::Sound:
        return Words::tr("Sound on or off");
    case KeyCommand::Log:
        return Words::tr("Show the game log");
    case KeyCommand::Help:
        return Words::tr("Rules and controls");
    case KeyCommand::Settings:
        return Words::tr("Settings");
    case KeyCommand::Statistics:
        return Words::tr("Statistics");
    default:
        return Words::tr("Quit");
    }
}

QList<QKeySequence> KeyBindings::list(KeyCommand command) const
{
    QList<QKeySequence> set;
    for (const QKeySequence &key : of(command))
        if (!key.isEmpty())
            set << key;
    return set;
}

QString KeyBindings::textOf(const QList<QKeySequence> &keys)
{
    QStringList names;
    for (const QKeySequence &key : keys)
        if (!key.isEmpty())
            names << GameText::key(key);
    if (names.isEmpty())
        return Words::tr("none", "no key");
    if (names.size() == 1)
        return names.constFirst();
    const QString last = names.takeLast();
    return Words::tr("%1 or %2", "two keys").arg(GameText::list(names), last);
}

QString KeyBindings::menuTitle(Menu menu)
{
    // The window's words (its context): the translations have them there.
    static constexpr std::array<const char *, kMenus> titles{
        QT_TRANSLATE_NOOP("ratscrew::MainWindow", "&Game"),
        QT_TRANSLATE_NOOP("ratscrew::MainWindow", "&Play"),
        QT_TRANSLATE_NOOP("ratscrew::MainWindow", "&View"),
        QT_TRANSLATE_NOOP("ratscrew::MainWindow", "&Sound"),
        QT_TRANSLATE_NOOP("ratscrew::MainWindow", "&Help")};
    return QCoreApplication::translate("ratscrew::MainWindow", titles[std::size_t(menu)]);
}

QList<KeyBindings::MenuKey> KeyBindings::menuKeys()
{
    QList<MenuKey> keys;
    for (int m = 0; m < kMenus; ++m) {
        const QString title = menuTitle(Menu(m));
        // What QMenuBar grabs for the title (empty where menus have no mnemonics).
        const QKeySequence key = QKeySequence::mnemonic(title);
        if (key.isEmpty())
            continue;
        QString name = title;
        name.remove(QRegularExpression(QStringLiteral("\\(&[^&]\\)"))); // "ゲーム(&G)"
        name.replace(QLatin1String("&&"), QString(QChar(1)));
        name.remove(QLatin1Char('&'));
        name.replace(QChar(1), QLatin1Char('&'));
        keys.append({key, name.trimmed()});
    }
    return keys;
}

QList<KeyBindings::MenuClash> KeyBindings::menuClashes() const
{
    QList<MenuClash> found;
    const QList<MenuKey> menus = menuKeys();
    for (int c = 0; c < kCommands; ++c)
        for (const QKeySequence &key : keys[std::size_t(c)])
            for (const MenuKey &menu : menus)
                if (!key.isEmpty() && key == menu.key)
                    found.append({key, KeyCommand(c), menu.menu});
    return found;
}

QList<KeyBindings::Conflict> KeyBindings::conflicts() const
{
    QList<Conflict> found;
    for (int a = 0; a < kCommands; ++a)
        for (int i = 0; i < kKeysPerCommand; ++i) {
            const QKeySequence &key = keys[std::size_t(a)][std::size_t(i)];
            if (key.isEmpty())
                continue;
            // The same key twice for one command is harmless; another command's is not.
            for (int b = a + 1; b < kCommands; ++b)
                for (const QKeySequence &other : keys[std::size_t(b)])
                    if (other == key)
                        found.append(Conflict{key, KeyCommand(a), KeyCommand(b)});
        }
    return found;
}

std::optional<QKeySequence> KeyBindings::fromText(const QString &text)
{
    const QKeySequence key = QKeySequence::fromString(text.trimmed(), QKeySequence::PortableText);
    if (key.count() != 1)
        return std::nullopt;
    // A key Qt names: printable ones from Space up, the special ones from Esc up.
    const int code = key[0].key();
    if (code == Qt::Key_unknown || code < Qt::Key_Space || (code > 0xffff && code < Qt::Key_Escape))
        return std::nullopt;
    return key;
}

} // namespace ratscrew
