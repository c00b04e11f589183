// A fixture of the translations check (tests/CMakeLists.txt): one string.
#include <QCoreApplication>
QString greeting()
{
    return QCoreApplication::translate("Greeting", "Hello");
}
