// SPDX-License-Identifier: GPL-3.0-or-later
#include "rivals/ShareDialog.h"

#include "text/DialogSize.h"

#include <QClipboard>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>
#include <QVBoxLayout>

namespace ratscrew {

namespace {
constexpr int kCopiedMs = 2000;
}

ShareDialog::ShareDialog(const RivalGame &game, QWidget *parent) : QDialog(parent), m_run(game.run)
{
    setWindowTitle(tr("Share This Game"));
    auto *v = new QVBoxLayout(this);
    auto *intro =
        new QLabel(tr("Paste the text anywhere. Send the run to a friend: Ratscrew checks it when they "
                      "open it, and they can race your ghost on the same deal."),
                   this);
    intro->setWordWrap(true);
    v->addWidget(intro);
    m_text = new QPlainTextEdit(game.shareText(), this);
    m_text->setReadOnly(true);
    m_text->setObjectName(QStringLiteral("shareText"));
    m_text->setAccessibleName(tr("Text to share"));
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    const QFontMetrics metrics(m_text->font());
    // The three lines of the text and a little room: it is read, not edited.
    m_text->setFixedHeight(metrics.lineSpacing() * 4 + 2 * m_text->frameWidth() + 8);
    v->addWidget(m_text);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->hide();
    v->addWidget(m_status);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    m_copy = buttons->addButton(tr("&Copy Text"), QDialogButtonBox::ActionRole);
    m_save = buttons->addButton(tr("&Save Run…"), QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_copy, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(text());
        m_copy->setText(tr("Copied ✓", "the text is on the clipboard"));
        QTimer::singleShot(kCopiedMs, m_copy, [button = m_copy] { button->setText(tr("&Copy Text")); });
    });
    connect(m_save, &QPushButton::clicked, this, &ShareDialog::saveRun);
    v->addWidget(buttons);
    m_copy->setDefault(true);
    resize(dialogSize(this, QSize(metrics.horizontalAdvance(QLatin1Char('M')) * 34, sizeHint().height())));
}

QString ShareDialog::text() const
{
    return m_text->toPlainText();
}

QString ShareDialog::status() const
{
    return m_status->isVisible() ? m_status->text() : QString();
}

QString ShareDialog::suggestedFileName(const Run &run)
{
    QString name;
    for (QChar c : run.name)
        name += c.isLetterOrNumber() ? c : QLatin1Char('-');
    const QString what = run.daily.isValid() ? run.daily.toString(Qt::ISODate)
                                             : QStringLiteral("deal-%1").arg(run.record.deal);
    return QStringLiteral("ratscrew-%1-%2%3").arg(what, name, QLatin1String(Run::kExtension));
}

bool ShareDialog::saveTo(const QString &path)
{
    QString error;
    const bool saved = m_run.write(path, &error);
    m_status->setText(saved ? tr("The run is saved as %1.").arg(QDir::toNativeSeparators(path))
                            : tr("The run is not saved: %1").arg(error));
    m_status->show();
    return saved;
}

void ShareDialog::saveRun()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save Run"), QDir(dir).filePath(suggestedFileName(m_run)),
                                     tr("Ratscrew runs (*%1)").arg(QLatin1String(Run::kExtension)));
    if (!path.isEmpty())
        saveTo(path);
}

} // namespace ratscrew
