// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QKeySequence>
#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace ratscrew {

/// The commands a key can give (Settings ▸ Keys). The play and slap keys
/// come one pair per person at the keyboard (hot-seat: up to kPeople; the
/// first person sits at the bottom of the table); the rest are the
/// window's.
enum class KeyCommand {
    Play1,
    Slap1,
    Play2,
    Slap2,
    Play3,
    Slap3,
    Play4,
    Slap4,
    Pause,
    NewGame,
    Sound,
    Log,
    Help,
    Settings,
    Statistics,
    Quit,
};

/// Which keys give which command: up to two keys per command, each a
/// single key with modifiers (a QKeySequence of one chord). No key may
/// give two commands: conflicts() lists those that do, and the settings
/// refuse them (on load, and in the Keys tab).
///
/// Nor may a key be one the window keeps for itself: Alt and a menu's
/// mnemonic letter opens that menu (Alt+G the Game menu in English), and
/// Qt gives a key it has twice to neither ("Ambiguous shortcut
/// overload"). menuClashes() lists those; the settings refuse them too.
///
/// The defaults do not collide on QWERTY, QWERTZ or AZERTY keyboards:
/// the people's keys are Space/S, Return/K, B/G and Down/Up (play/slap).
struct KeyBindings
{
    static constexpr int kCommands = int(KeyCommand::Quit) + 1;
    static constexpr int kKeysPerCommand = 2;
    static constexpr int kPeople = 4;

    /// [command][0] is the main key, [1] a second one; an empty sequence is none.
    std::array<std::array<QKeySequence, kKeysPerCommand>, kCommands> keys;

    static KeyBindings defaults();

    /// The stable id of a command ("play1", "slap1", …, "pause", "quit"):
    /// the settings key `keys/<id>` (and `keys/<id>.2` for the second key).
    static QString id(KeyCommand command);
    /// The command's name as people read it, translated ("Play a card (person 2)").
    static QString label(KeyCommand command);
    /// The play and slap commands of person `person` (0..kPeople-1).
    static KeyCommand play(int person) { return KeyCommand(2 * person); }
    static KeyCommand slap(int person) { return KeyCommand(2 * person + 1); }

    const std::array<QKeySequence, kKeysPerCommand> &of(KeyCommand command) const
    {
        return keys[std::size_t(command)];
    }
    std::array<QKeySequence, kKeysPerCommand> &of(KeyCommand command) { return keys[std::size_t(command)]; }
    /// The command's keys that are set, main key first.
    QList<QKeySequence> list(KeyCommand command) const;
    /// The command's keys as people read them ("P or Esc"; native names,
    /// e.g. "Strg+N"); `none` when it has no key.
    QString text(KeyCommand command) const { return textOf(list(command)); }
    /// Keys as people read them: "S", "S or Space", "S, D or Space"; "none" for none.
    static QString textOf(const QList<QKeySequence> &keys);

    /// One key that gives two commands.
    struct Conflict
    {
        QKeySequence key;
        KeyCommand first;
        KeyCommand second;
        friend bool operator==(const Conflict &, const Conflict &) = default;
    };
    /// Every key bound twice, in command order (empty when all are distinct).
    QList<Conflict> conflicts() const;

    /// The main window's menus, in the menu bar's order.
    enum class Menu { Game, Play, View, Sound, Help };
    static constexpr int kMenus = int(Menu::Help) + 1;
    /// A menu's title as the menu bar shows it, in the language in use,
    /// with its `&` mnemonic ("&Game", "&Spiel"). The window's menu bar
    /// takes its titles from here, so that menuKeys() has its letters.
    static QString menuTitle(Menu menu);
    /// A key that opens a menu.
    struct MenuKey
    {
        QKeySequence key; ///< Alt+<the title's mnemonic letter>
        QString menu;     ///< the title without its mnemonic ("Game")
    };
    /// The keys that open the menus, in the language in use (they differ
    /// per translation); none on macOS, whose menus have no mnemonics.
    static QList<MenuKey> menuKeys();
    /// A key of a command that opens a menu instead.
    struct MenuClash
    {
        QKeySequence key;
        KeyCommand command;
        QString menu; ///< as in MenuKey
        friend bool operator==(const MenuClash &, const MenuClash &) = default;
    };
    /// Every key of a command that is one of menuKeys(), in command order.
    QList<MenuClash> menuClashes() const;

    /// A key as stored (QKeySequence::PortableText, "Ctrl+N", "Space"),
    /// or nothing when `text` is not one key of at most one chord.
    static std::optional<QKeySequence> fromText(const QString &text);

    friend bool operator==(const KeyBindings &, const KeyBindings &) = default;
};

} // namespace ratscrew
