// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QStringList>

class QSettings;

namespace ratscrew {

/// The app's saved preferences, validated. Values come from QSettings
/// (the platform's native store in the app, an INI file in tests); a
/// missing, malformed or out-of-range value falls back to its default
/// (clamped where that makes sense) and load() says which.
struct AppSettings
{
    int volume = 80;             ///< 0..100 (%)
    bool muted = false;
    double animationScale = 1.0; ///< 0 (off) .. 3; 1 = normal speed
    bool fourColourDeck = false;
    bool pauseOnFocusLoss = true;
    bool logVisible = false;
    QByteArray windowGeometry;   ///< QWidget::saveGeometry(); empty = default size
    QByteArray windowState;      ///< QMainWindow::saveState() (docks)

    /// Reads every value from `store`; returns one line per value that was
    /// bad and replaced ("sound/volume: 250 is out of range 0..100, using 100").
    QStringList load(QSettings &store);
    /// Writes every value to `store`.
    void save(QSettings &store) const;
};

} // namespace ratscrew
