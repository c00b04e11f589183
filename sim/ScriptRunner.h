// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <iosfwd>
#include <memory>

namespace ratscrew {

/// `ratscrew-sim script` (docs/RULES.md §8): reads one JSON game description,
/// plays its actions and writes one JSON object per line.
class ScriptRunner
{
public:
    /// Parses and validates `json`. On bad input returns false and sets
    /// errorString() to one line; nothing has been written then.
    bool load(const QByteArray &json);
    QString errorString() const { return m_error; }

    /// Plays the loaded script, writing the deal line and one line per action.
    void run(std::ostream &out) const;

private:
    struct Private;
    QString m_error;
    std::shared_ptr<const Private> d;
};

} // namespace ratscrew
