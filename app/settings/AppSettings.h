// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "BotProfile.h"
#include "RuleSet.h"
#include "Timing.h"
#include "settings/KeyBindings.h"

#include <QByteArray>
#include <QColor>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariant>

class QSettings;

namespace ratscrew {

/// One bot at the table, as the person set it up.
struct BotSettings
{
    QString name; ///< 1..24 characters
    /// beginner … expert, match (MatchSpeed), custom, or kPerson: a person
    /// at the same keyboard (hot-seat) plays this seat.
    QString level = QStringLiteral("normal");
    static constexpr const char *kPerson = "person";
    bool isPerson() const { return level == QLatin1String(kPerson); }
    BotProfile custom = customFrom("normal"); ///< the numbers used when level is custom
    /// A `custom` profile with the numbers of a named level.
    static BotProfile customFrom(std::string_view level)
    {
        BotProfile p = BotProfile::forLevel(level).value_or(*BotProfile::forLevel("normal"));
        p.level = "custom";
        return p;
    }
    /// The profile this bot plays with (for `match`, the one it has before
    /// it knows the person's times: the main window gives it theirs).
    BotProfile profile() const;
    friend bool operator==(const BotSettings &, const BotSettings &) = default;
};

/// A rule set the person saved by name in Settings ▸ Rules (the rule
/// workshop), stored as its rule code (RuleCode).
struct SavedRuleSet
{
    QString name; ///< 1..AppSettings::kMaxRuleSetNameLength characters, unique (case-insensitive)
    /// The options and, as `time_limit`, the game length (0..600 minutes).
    RuleSet rules;
    friend bool operator==(const SavedRuleSet &, const SavedRuleSet &) = default;
};

/// The app's saved preferences, validated. Values come from QSettings
/// (the platform's native store in the app, an INI file in tests); a
/// missing, malformed or out-of-range value falls back to its default
/// (clamped where that makes sense) and load() says which.
struct AppSettings
{
    static constexpr int kMinBots = 1;
    static constexpr int kMaxBots = 7;
    static constexpr int kMaxNameLength = 24;
    /// People at one keyboard: the person at the bottom and up to three
    /// seats of `bots` with the level BotSettings::kPerson (hot-seat).
    static constexpr int kMaxPeople = KeyBindings::kPeople;

    // Players
    QString playerName = QStringLiteral("You"); ///< shown at your seat; 1..24 characters
    /// 1..7 seats clockwise from your left: bots, or (hot-seat) people.
    QList<BotSettings> bots = defaultBots(3);

    // Rules (apply from the next game)
    QString preset = QStringLiteral("house");  ///< a preset id, or "custom"
    RuleSet rules = *RuleSet::preset("house"); ///< the preset's rules, or custom ones
    int collectDelayMs =
        kDefaultCollectDelayMs; ///< kMinCollectDelayMs..kMaxCollectDelayMs (engine/table/Timing.h)
    /// The game length (docs/RULES.md §11.4): minutes of game time after
    /// which time is up, 0..RuleSet::kMaxTimeLimitMinutes (the dialog
    /// offers gameLengths(); a rule code may bring another); 0 = until one player has
    /// every card. Stored apart from `rules` ("rules/gameLength"), whose
    /// `time_limit` stays 0 so that a preset stays that preset: the
    /// app's games play gameRules().
    int gameLengthMinutes = kDefaultGameLengthMinutes;
    static constexpr int kDefaultGameLengthMinutes = 30;
    /// The lengths Settings ▸ Rules offers: 0 (no limit), 10, 20, 30, 60.
    static const QList<int> &gameLengths();
    /// `rules` with the game length as their `time_limit`.
    RuleSet gameRules() const { return withGameLength(rules); }
    /// `base` (a preset, the command line's rules) with this game length.
    RuleSet withGameLength(RuleSet base) const
    {
        base.timeLimitMinutes = gameLengthMinutes;
        return base;
    }

    /// Rule sets saved by name (at most kMaxRuleSets), in the order saved.
    /// Stored as "ruleSets/<n>/name" and "ruleSets/<n>/code".
    QList<SavedRuleSet> savedRuleSets;
    /// A saved rule set this version could not read, as the store held it
    /// (either may be invalid: the key was missing).
    struct UnreadRuleSet
    {
        QVariant name;
        QVariant code;
        friend bool operator==(const UnreadRuleSet &, const UnreadRuleSet &) = default;
    };
    /// The saved rule sets load() left out, in their order: a newer
    /// version's code (`R2-…`), a bad code or name, a name taken before,
    /// and those past kMaxRuleSets. Never shown; written back after
    /// savedRuleSets, as they were, so that saving deletes none of them.
    QList<UnreadRuleSet> unreadRuleSets;
    static constexpr int kMaxRuleSets = 100;
    static constexpr int kMaxRuleSetNameLength = 40;

    // Game
    double botPlaySpeed = 1.0;   ///< 0.5 (slow) .. 2 (fast); divides the bots' play delay, never their slaps
    double animationScale = 1.0; ///< 0 (off) .. 3; 1 = normal speed
    bool pauseOnFocusLoss = true;
    /// Each new game waits on its dealt table until the person starts it
    /// (GamePause::waitForStart()); off, the bots start at once.
    bool newGamesWait = true;
    /// Coach mode (coach/Coach.h): Automatic coaches the person's first
    /// kCoachAutomaticGames finished games.
    enum class CoachMode { Automatic, On, Off };
    static constexpr int kCoachAutomaticGames = 10;
    CoachMode coach = CoachMode::Automatic;
    /// Games kept as record files (docs/REPLAYS.md), 0..10000; 0 keeps none.
    int keepRecords = 200;

    // Sound
    int volume = 80; ///< 0..100 (%)
    bool muted = false;

    // Appearance
    QColor cardBackColour = QColor(0x8e, 0x1b, 0x2b);
    bool fourColourDeck = false;
    QColor tableColour = QColor(0x25, 0x6e, 0x3e);
    /// The card deck: empty = the built-in one, else an installed KDE deck's
    /// folder name ("svg-oxygen", CardDecks::find()); one that is not
    /// installed is read as the built-in deck.
    QString cardDeck;
    /// A black and white table (TableLook::highContrast).
    bool highContrast = false;
    /// Fades instead of flights, the game's timing unchanged
    /// (TableLook::reduceMotion). Qt 6.4 exposes no desktop preference for
    /// it, so it is the game's own setting.
    bool reduceMotion = false;

    // Keys (Settings ▸ Keys): stored as keys/<id>/1 and keys/<id>/2
    // (QKeySequence::PortableText; an empty text is no key, a missing one
    // the default). A file whose keys clash gets the default keys back.
    KeyBindings keys = KeyBindings::defaults();

    // Language: empty = the system's; else one of languages() (restart to apply)
    QString language;

    // Window
    bool logVisible = false;
    QByteArray windowGeometry; ///< QWidget::saveGeometry(); empty = default size
    QByteArray windowState;    ///< QMainWindow::saveState() (docks)

    /// The languages the app is translated into (codes like "de", "pt_BR"), English first.
    static const QStringList &languages();

    /// `count` bots (clamped to 1..7) named Ann, Bea, Cal, … at `normal`.
    static QList<BotSettings> defaultBots(int count);
    /// A rule set's name as it is kept: printable characters, spaces
    /// simplified, at most kMaxRuleSetNameLength characters; may be empty.
    static QString cleanRuleSetName(const QString &text);
    /// The index in `sets` of the rule set called `name` (in any case), or -1.
    static int findRuleSet(const QList<SavedRuleSet> &sets, const QString &name);
    /// The preset id whose rules equal `rules`, or "custom".
    static QString presetFor(const RuleSet &rules);

    /// The key of the language. No key may live in a group spelled
    /// "general" in any case: Qt's INI format writes it as [%General] and a
    /// new process reads that back as "General", a plain [General] as the
    /// top level.
    static constexpr const char *kLanguageKey = "game/language";
    /// The layout of the keys, saved as "format/version" with the first
    /// change: 1 (no key) up to 0.1.0, 2 since the language moved, 3 since
    /// the second edition of the rules (a named preset's options are not
    /// stored: they follow the preset of this version), 4 since the game
    /// length ("rules/gameLength"; an older file has none and plays the
    /// default 30 minutes; the rule option `time_limit` is never stored
    /// among custom rules), 5 since saved rule sets ("ruleSets/…") and
    /// game lengths other than those offered. A newer file is read as far
    /// as it goes; the keys it adds are left alone.
    static constexpr int kFormatVersion = 5;
    static constexpr const char *kFormatVersionKey = "format/version";

    /// Reads every value from `store` (after migrate()); returns one line
    /// per value that was bad and replaced ("sound/volume: 250 is out of
    /// range 0–100, using 100"), input quoted with escapeControls().
    QStringList load(QSettings &store);
    /// Moves keys of older versions to their current names in `store`
    /// (the language from "general/language"); keeps a current key.
    static void migrate(QSettings &store);
    /// Every value as the key it is stored under and its stored form.
    QMap<QString, QVariant> keyValues() const;
    /// Writes every value to `store` (the window geometry too).
    void save(QSettings &store) const;
    /// Writes only the values that differ from `before` (what the store
    /// held when it was read or last written), so that a second running
    /// instance's choices in the same file are not undone: QSettings::sync()
    /// merges by key. The bots are written as a whole when any of them
    /// changed, and so are the saved rule sets. Returns the number of keys written.
    int saveChanges(QSettings &store, const AppSettings &before) const;

    friend bool operator==(const AppSettings &, const AppSettings &) = default;
};

} // namespace ratscrew
