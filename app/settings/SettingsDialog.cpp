// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/SettingsDialog.h"

#include "settings/AppearancePage.h"
#include "settings/GamePage.h"
#include "settings/KeysPage.h"
#include "settings/PageIcons.h"
#include "settings/PlayersPage.h"
#include "settings/RulesPage.h"
#include "settings/SoundPage.h"
#include "sound/SoundBoard.h"
#include "text/DialogSize.h"
#include "text/GameText.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHash>
#include <QKeySequenceEdit>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QShortcut>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStyle>
#include <QWhatsThis>

#include <array>
#include <tuple>

namespace ratscrew {

SettingsDialog::SettingsDialog(const AppSettings &current, SoundPlayer *sound, QWidget *parent)
    : QDialog(parent),
      m_current(current),
      m_applied(current),
      m_sound(sound),
      m_restoreVolume(sound ? sound->volume() : 0),
      m_restoreMuted(sound && sound->isMuted())
{
    setWindowTitle(tr("Settings"));
    setSizeGripEnabled(true);

    // A page list with icons beside the page, its title above it, as a
    // KDE settings dialog (KPageDialog's list face) shows them.
    m_pageList = new QListWidget;
    m_pageList->setObjectName(QStringLiteral("pages"));
    m_pageList->setAccessibleName(tr("Settings pages"));
    m_pageList->setIconSize(QSize(32, 32));
    m_pageList->setSpacing(2);
    m_pageList->setSelectionMode(QAbstractItemView::SingleSelection);
    m_pageList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_pageList->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_stack = new QStackedWidget;
    m_stack->setObjectName(QStringLiteral("pageStack"));
    m_pageTitle = new QLabel;
    m_pageTitle->setObjectName(QStringLiteral("pageTitle"));
    QFont titleFont = m_pageTitle->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.35);
    titleFont.setBold(true);
    m_pageTitle->setFont(titleFont);

    m_pages = makePages(sound);
    const QStringList titles = pageTitles();
    const std::array icons{SettingsIcon::Players, SettingsIcon::Rules, SettingsIcon::Game,
                           SettingsIcon::Keys,    SettingsIcon::Sound, SettingsIcon::Appearance};
    for (int i = 0; i < m_pages.size(); ++i) {
        auto *scroll = new QScrollArea;
        scroll->setWidget(m_pages.at(i));
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        // Scrolled up and down only: the page is never narrower than it needs.
        scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        scroll->setMinimumWidth(m_pages.at(i)->minimumSizeHint().width()
                                + style()->pixelMetric(QStyle::PM_ScrollBarExtent) + 2);
        QWidget *shown = scroll;
        if (QWidget *side = m_pages.at(i)->sidePanel()) {
            shown = new QWidget;
            auto *row = new QHBoxLayout(shown);
            row->setContentsMargins(0, 0, 0, 0);
            row->addWidget(scroll, 1);
            row->addWidget(side);
        }
        m_stack->addWidget(shown);
        auto *item = new QListWidgetItem(settingsIcon(icons.at(std::size_t(i))), titles.at(i), m_pageList);
        item->setSizeHint(QSize(item->sizeHint().width(), std::max(40, fontMetrics().height() + 16)));
        SettingsPage::alignForms(m_pages.at(i));
        connect(m_pages.at(i), &SettingsPage::changed, this, &SettingsDialog::updateButtons);
    }
    m_pageList->setMaximumWidth(m_pageList->sizeHintForColumn(0) + 2 * m_pageList->frameWidth() + 8);
    connect(m_pageList, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0)
            return;
        m_stack->setCurrentIndex(row);
        m_pageTitle->setText(m_pageList->item(row)->text());
    });
    m_pageList->setCurrentRow(0);

    // Shift+F1 (and the title bar's "?" where the desktop draws one)
    // explains the control clicked next: every option has its What's This.
    setWindowFlag(Qt::WindowContextHelpButtonHint, true);
    auto *whatsThis = new QShortcut(QKeySequence::WhatsThis, this);
    connect(whatsThis, &QShortcut::activated, this, [] { QWhatsThis::enterWhatsThisMode(); });

    QLabel *note = SettingsPage::descriptionLabel(
        tr("Player and rule changes apply from the next game; sound and appearance change at once."));
    note->setObjectName(QStringLiteral("applyNote"));
    m_problem = new QLabel;
    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("font-weight: bold"));

    m_buttons = new QDialogButtonBox(QDialogButtonBox::RestoreDefaults | QDialogButtonBox::Ok
                                     | QDialogButtonBox::Cancel | QDialogButtonBox::Apply);
    m_buttons->button(QDialogButtonBox::RestoreDefaults)->setObjectName(QStringLiteral("restoreDefaults"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("ok"));
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancel"));
    m_buttons->button(QDialogButtonBox::Apply)->setObjectName(QStringLiteral("apply"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, &SettingsDialog::apply);
    connect(m_buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            &SettingsDialog::restoreDefaults);

    auto *pageSide = new QVBoxLayout;
    pageSide->addWidget(m_pageTitle);
    pageSide->addWidget(m_stack, 1);
    auto *body = new QHBoxLayout;
    body->addWidget(m_pageList);
    body->addLayout(pageSide, 1);
    auto *v = new QVBoxLayout(this);
    v->addLayout(body, 1);
    v->addSpacing(4);
    v->addWidget(note);
    v->addWidget(m_problem);
    v->addWidget(m_buttons);
    load(current);
    // Room for the rule workshop beside the rules (within the screen).
    resize(dialogSize(this, sizeHint().expandedTo(QSize(1100, 680))));
}

QList<SettingsPage *> SettingsDialog::makePages(SoundPlayer *sound)
{
    return {new PlayersPage, new RulesPage,        new GamePage,
            new KeysPage,    new SoundPage(sound), new AppearancePage};
}

QStringList SettingsDialog::pageTitles()
{
    return {tr("Players"), tr("Rules"), tr("Game"), tr("Keys"), tr("Sound"), tr("Appearance")};
}

namespace {

// A control's name as a person reads it: its accessible name, or its own
// text, without mnemonics ("(&P)" in Japanese, "&") or a closing colon.
QString shownName(const QWidget *control)
{
    QString name = control->accessibleName();
    if (const auto *button = qobject_cast<const QAbstractButton *>(control); name.isEmpty() && button)
        name = button->text();
    if (const auto *group = qobject_cast<const QGroupBox *>(control); name.isEmpty() && group)
        name = group->title();
    static const QRegularExpression mnemonic(QStringLiteral("\\(&.\\)"));
    name.remove(mnemonic).remove(QLatin1Char('&'));
    while (name.endsWith(QLatin1Char(':')) || name.endsWith(QChar(0xFF1A)) || name.endsWith(QLatin1Char(' ')))
        name.chop(1);
    return name;
}

// The value a control shows, as words; empty where it shows no words (a colour).
QString shownValue(const QWidget *control)
{
    if (const auto *combo = qobject_cast<const QComboBox *>(control))
        return combo->currentText();
    if (const auto *spin = qobject_cast<const QAbstractSpinBox *>(control))
        return spin->text();
    if (const auto *check = qobject_cast<const QCheckBox *>(control))
        return check->isChecked() ? SettingsDialog::tr("on", "a check box")
                                  : SettingsDialog::tr("off", "a check box");
    if (const auto *line = qobject_cast<const QLineEdit *>(control))
        return line->text();
    if (const auto *keys = qobject_cast<const QKeySequenceEdit *>(control))
        return keys->keySequence().isEmpty() ? SettingsDialog::tr("none", "no key")
                                             : GameText::key(keys->keySequence());
    if (const auto *slider = qobject_cast<const QAbstractSlider *>(control)) // the volume says "80 %"
        return slider->accessibleDescription().isEmpty() ? QString::number(slider->value())
                                                         : slider->accessibleDescription();
    return {};
}

} // namespace

QStringList SettingsDialog::problemsForPlayer(const QStringList &lines, const AppSettings &used)
{
    if (lines.isEmpty())
        return {};
    const QList<SettingsPage *> pages = makePages(nullptr);
    const QStringList titles = pageTitles();
    // Every control marked with a stored key (SettingsPage::storedAs()),
    // with its page; the first one a key marks.
    QHash<QString, std::pair<const QWidget *, int>> controls;
    for (int i = 0; i < pages.size(); ++i) {
        pages.at(i)->load(used);
        QList<QWidget *> marked = pages.at(i)->findChildren<QWidget *>();
        marked.prepend(pages.at(i));
        for (const QWidget *w : std::as_const(marked))
            if (const QString k = w->property(SettingsPage::kSettingsKey).toString();
                !k.isEmpty() && !controls.contains(k))
                controls.insert(k, {w, i});
    }
    QStringList sentences;
    for (const QString &line : lines) {
        const QString key = line.section(QLatin1Char(':'), 0, 0);
        if (key == QLatin1String(AppSettings::kFormatVersionKey)) {
            sentences << tr(
                "Your settings were saved by a newer Ratscrew; what this version does not know is "
                "left as it is.");
            continue;
        }
        if (key.startsWith(QLatin1String("ruleSets"))) {
            sentences << tr("One of your saved rule sets could not be read, so it is not offered under "
                            "Settings ▸ %1.")
                             .arg(titles.at(1));
            continue;
        }
        // The control marked with the key or, for "bots/2/medianMs", with
        // the nearest key above it ("bots/2", the seat's level; "rules", the
        // Rules page itself).
        const QWidget *control = nullptr;
        int page = -1;
        for (QString k = key; !control && !k.isEmpty(); k = k.section(QLatin1Char('/'), 0, -2))
            if (const auto found = controls.constFind(k); found != controls.cend())
                std::tie(control, page) = *found;
        const QString name =
            control && !qobject_cast<const SettingsPage *>(control) ? shownName(control) : QString();
        const QString value = control ? shownValue(control) : QString();
        if (!name.isEmpty() && !value.isEmpty())
            sentences << tr("The saved “%1” could not be used as it was; it is now “%2” (Settings ▸ %3).")
                             .arg(name, value, titles.at(page));
        else if (!name.isEmpty())
            sentences << tr("The saved “%1” could not be used as it was and was changed (Settings ▸ %2).")
                             .arg(name, titles.at(page));
        else if (page >= 0)
            sentences
                << tr("A saved setting under Settings ▸ %1 could not be used as it was and was changed.")
                       .arg(titles.at(page));
        else
            sentences << tr("A saved setting could not be used as it was and was changed.");
    }
    qDeleteAll(pages);
    return sentences;
}

int SettingsDialog::pageCount() const
{
    return int(m_pages.size());
}

QString SettingsDialog::pageTitle(int index) const
{
    const QListWidgetItem *item = m_pageList->item(index);
    return item ? item->text() : QString();
}

QWidget *SettingsDialog::pageWidget(int index) const
{
    return m_stack->widget(index);
}

int SettingsDialog::currentPage() const
{
    return m_pageList->currentRow();
}

void SettingsDialog::showPage(int index)
{
    if (index >= 0 && index < pageCount())
        m_pageList->setCurrentRow(index);
}

void SettingsDialog::load(const AppSettings &settings)
{
    for (SettingsPage *page : std::as_const(m_pages))
        page->load(settings);
    updateButtons();
}

AppSettings SettingsDialog::settings() const
{
    AppSettings s = m_current; // the window fields
    for (const SettingsPage *page : m_pages)
        page->store(s);
    return s;
}

QString SettingsDialog::problem() const
{
    for (const SettingsPage *page : m_pages)
        if (const QString text = page->problem(); !text.isEmpty())
            return text;
    return {};
}

void SettingsDialog::updateButtons()
{
    const AppSettings now = settings();
    for (SettingsPage *page : std::as_const(m_pages))
        page->dialogChanged(now);
    const QString why = problem();
    m_problem->setText(tr("⚠ %1").arg(why));
    m_problem->setVisible(!why.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
    m_buttons->button(QDialogButtonBox::Apply)->setEnabled(why.isEmpty() && now != m_applied);
}

void SettingsDialog::apply()
{
    if (!problem().isEmpty())
        return;
    m_applied = settings();
    m_restoreVolume = m_applied.volume; // what the player has from now on
    m_restoreMuted = m_applied.muted;
    updateButtons();
    Q_EMIT applied(m_applied);
}

void SettingsDialog::restoreDefaults()
{
    AppSettings defaults;
    defaults.logVisible = m_current.logVisible;
    defaults.windowGeometry = m_current.windowGeometry;
    defaults.windowState = m_current.windowState;
    load(defaults);
}

void SettingsDialog::accept()
{
    if (!problem().isEmpty())
        return;
    apply();
    QDialog::accept();
}

void SettingsDialog::reject()
{
    if (m_sound) { // undo a Test
        m_sound->setVolume(m_restoreVolume);
        m_sound->setMuted(m_restoreMuted);
    }
    QDialog::reject();
}

} // namespace ratscrew
