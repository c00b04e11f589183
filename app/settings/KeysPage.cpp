// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/KeysPage.h"

#include "text/GameText.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QKeySequenceEdit>
#include <QPushButton>

namespace ratscrew {

// A key box's placeholder is Qt's own "Press shortcut" (QKeySequenceEdit);
// listed here, the game's translation says it in the game's words and
// register, and is asked before Qt's (installTranslations()).
[[maybe_unused]] constexpr const char *kKeyBoxPlaceholder =
    QT_TRANSLATE_NOOP("QKeySequenceEdit", "Press shortcut");

KeysPage::KeysPage(QWidget *parent) : SettingsPage(parent)
{
    setObjectName(QStringLiteral("keysPage"));
    storedAs(this, "keys"); // a clash of saved keys is about the whole page
    auto *v = new QVBoxLayout(this);
    v->setSpacing(12);
    v->addWidget(descriptionLabel(
        tr("Click a key box and press the key you want (with Ctrl, Alt or Shift if you like). Each command "
           "can have a second key. The people's keys are for two to four people at one keyboard: set a "
           "seat's level to “Person” under Players.")));

    const auto addGroupOf = [&](const QString &title, int from, int to) {
        auto *box = new QGroupBox(title);
        auto *grid = new QGridLayout(box);
        grid->setColumnStretch(0, 1);
        grid->addWidget(new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Key"))), 0, 1);
        grid->addWidget(new QLabel(QStringLiteral("<b>%1</b>").arg(tr("Second key"))), 0, 2);
        for (int c = from; c <= to; ++c) {
            const auto command = KeyCommand(c);
            const int row = c - from + 1;
            grid->addWidget(new QLabel(KeyBindings::label(command)), row, 0);
            for (int i = 0; i < KeyBindings::kKeysPerCommand; ++i) {
                auto *edit = new QKeySequenceEdit;
                // One width in both groups, so that their columns line up.
                edit->setFixedWidth(fontMetrics().averageCharWidth() * 22);
                edit->setObjectName(QStringLiteral("key_%1_%2").arg(KeyBindings::id(command)).arg(i + 1));
                storedAs(edit, QStringLiteral("keys/%1/%2").arg(KeyBindings::id(command)).arg(i + 1));
                edit->setAccessibleName(i == 0 ? tr("Key: %1").arg(KeyBindings::label(command))
                                               : tr("Second key: %1").arg(KeyBindings::label(command)));
#if QT_VERSION >= QT_VERSION_CHECK(6, 4, 0)
                edit->setClearButtonEnabled(true);
#endif
                connect(edit, &QKeySequenceEdit::keySequenceChanged, this, [this, edit] { keyEdited(edit); });
                m_edits[std::size_t(c)][std::size_t(i)] = edit;
                grid->addWidget(edit, row, i + 1);
            }
        }
        v->addWidget(box);
    };
    addGroupOf(tr("People at the keyboard"), int(KeyCommand::Play1), int(KeyCommand::Slap4));
    addGroupOf(tr("The window"), int(KeyCommand::Pause), int(KeyCommand::Quit));

    m_conflicts = named(new QLabel, "keyConflicts");
    m_conflicts->setTextFormat(Qt::PlainText);
    m_conflicts->setWordWrap(true);
    m_conflicts->hide();
    v->addWidget(m_conflicts);
    auto *reset = named(new QPushButton(tr("&Default Keys")), "resetKeys");
    reset->setToolTip(tr("Every key back to the one it had when Ratscrew was installed."));
    connect(reset, &QPushButton::clicked, this, [this] {
        showBindings(KeyBindings::defaults());
        Q_EMIT changed();
    });
    v->addWidget(reset, 0, Qt::AlignLeft);
    v->addStretch(1);
}

void KeysPage::showBindings(const KeyBindings &keys)
{
    m_loading = true;
    for (int c = 0; c < KeyBindings::kCommands; ++c)
        for (int i = 0; i < KeyBindings::kKeysPerCommand; ++i)
            m_edits[std::size_t(c)][std::size_t(i)]->setKeySequence(
                keys.keys[std::size_t(c)][std::size_t(i)]);
    m_loading = false;
    markConflicts();
}

void KeysPage::load(const AppSettings &settings)
{
    showBindings(settings.keys);
}

KeyBindings KeysPage::bindings() const
{
    KeyBindings keys;
    for (int c = 0; c < KeyBindings::kCommands; ++c)
        for (int i = 0; i < KeyBindings::kKeysPerCommand; ++i)
            keys.keys[std::size_t(c)][std::size_t(i)] =
                m_edits[std::size_t(c)][std::size_t(i)]->keySequence();
    return keys;
}

void KeysPage::store(AppSettings &settings) const
{
    settings.keys = bindings();
}

void KeysPage::keyEdited(QKeySequenceEdit *edit)
{
    if (m_loading)
        return;
    // One key, not a sequence of them: the first press is the key.
    const QKeySequence key = edit->keySequence();
    if (key.count() > 1) {
        const QSignalBlocker block(edit);
        edit->setKeySequence(QKeySequence(key[0]));
    }
    markConflicts();
    Q_EMIT changed();
}

void KeysPage::markConflicts()
{
    const QList<KeyBindings::Conflict> clashes = bindings().conflicts();
    for (const auto &row : m_edits)
        for (QKeySequenceEdit *edit : row)
            edit->setStyleSheet(QString());
    QStringList lines;
    for (const KeyBindings::Conflict &c : clashes) {
        for (KeyCommand command : {c.first, c.second})
            for (QKeySequenceEdit *edit : m_edits[std::size_t(command)])
                if (edit->keySequence() == c.key)
                    edit->setStyleSheet(QStringLiteral("QLineEdit { background: #f6c6c6; color: black; }"));
        lines << tr("%1 is the key of both “%2” and “%3”.")
                     .arg(GameText::key(c.key), KeyBindings::label(c.first), KeyBindings::label(c.second));
    }
    // A menu's key given to a command: neither would work.
    for (const KeyBindings::MenuClash &c : bindings().menuClashes()) {
        for (QKeySequenceEdit *edit : m_edits[std::size_t(c.command)])
            if (edit->keySequence() == c.key)
                edit->setStyleSheet(QStringLiteral("QLineEdit { background: #f6c6c6; color: black; }"));
        lines << tr("%1 opens the menu “%2”: it cannot also be the key of “%3”.")
                     .arg(GameText::key(c.key), c.menu, KeyBindings::label(c.command));
    }
    m_conflicts->setText(lines.join(QLatin1Char('\n')));
    m_conflicts->setVisible(!lines.isEmpty());
}

QString KeysPage::problem() const
{
    const QList<KeyBindings::Conflict> clashes = bindings().conflicts();
    if (clashes.isEmpty()) {
        const QList<KeyBindings::MenuClash> menus = bindings().menuClashes();
        if (menus.isEmpty())
            return {};
        const KeyBindings::MenuClash &m = menus.constFirst();
        return tr("%1 opens the menu “%2”: give “%3” another key.")
            .arg(GameText::key(m.key), m.menu, KeyBindings::label(m.command));
    }
    const KeyBindings::Conflict &c = clashes.constFirst();
    return tr("%1 is the key of both “%2” and “%3”: give one of them another key.")
        .arg(GameText::key(c.key), KeyBindings::label(c.first), KeyBindings::label(c.second));
}

} // namespace ratscrew
