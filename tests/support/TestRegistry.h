// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Several Qt Test classes in one program (tests/CMakeLists.txt,
// ratscrew_add_qtest_program): each test file ends with one of the macros
// below instead of QTEST_MAIN, and the program's main() (TestMain.cpp) runs
// the class named by its first argument, each in a process of its own:
//
//     tst_app TestMainWindow [Qt Test options, test functions...]
//
// CTest keeps one test per class under its old name (tst_app_mainwindow),
// and a class runs exactly as its own QTEST_MAIN program did: the same
// application object, Qt::AA_Use96Dpi and the same arguments.

#include <QTest>

namespace ratscrew::test {

/// Runs one test class: argc/argv are those of Qt Test (the program name,
/// then the options); returns QTest::qExec()'s value.
using TestRunner = int (*)(int argc, char *argv[]);

/// Registers `run` under `testClass`, before main(). Two registrations of
/// one name abort the program with a message. Returns true.
bool registerTest(const char *testClass, TestRunner run);

/// The program's main(): argv[1] names the class, the rest goes to Qt
/// Test. Without a known class name it prints the usage and the classes to
/// standard error and returns 2.
int runRegisteredTest(int argc, char *argv[]);

} // namespace ratscrew::test

#ifdef QT_TESTCASE_BUILDDIR
#  define RATSCREW_TEST_SOURCE_PATH_ QTest::setMainSourcePath(__FILE__, QT_TESTCASE_BUILDDIR);
#else
#  define RATSCREW_TEST_SOURCE_PATH_ QTest::setMainSourcePath(__FILE__);
#endif

// Internal: the body of QTEST_MAIN as a function of its own, registered.
#define RATSCREW_TEST_RUNNER_(TestObject, ...)                                                               \
  namespace {                                                                                                \
  int runTest##TestObject(int argc, char *argv[])                                                            \
  {                                                                                                          \
    __VA_ARGS__                                                                                              \
    TestObject tc;                                                                                           \
    RATSCREW_TEST_SOURCE_PATH_                                                                               \
    return QTest::qExec(&tc, argc, argv);                                                                    \
  }                                                                                                          \
  const bool registered##TestObject = ::ratscrew::test::registerTest(#TestObject, &runTest##TestObject);     \
  }

// Internal: the application object QTEST_MAIN creates.
#define RATSCREW_TEST_APP_(Application)                                                                      \
  Application app(argc, argv);                                                                               \
  app.setAttribute(Qt::AA_Use96Dpi, true);

/// QTEST_MAIN of a widget test (include <QApplication> first).
#define RATSCREW_TEST_WIDGETS_MAIN(TestObject)                                                               \
  RATSCREW_TEST_RUNNER_(TestObject, RATSCREW_TEST_APP_(QApplication))
/// QTEST_GUILESS_MAIN: a QCoreApplication.
#define RATSCREW_TEST_GUILESS_MAIN(TestObject)                                                               \
  RATSCREW_TEST_RUNNER_(TestObject, RATSCREW_TEST_APP_(QCoreApplication))
/// QTEST_APPLESS_MAIN: no application object.
#define RATSCREW_TEST_APPLESS_MAIN(TestObject) RATSCREW_TEST_RUNNER_(TestObject)
/// A test class with a main() of its own, `int run(int argc, char *argv[])`.
#define RATSCREW_TEST_CUSTOM_MAIN(TestObject, run)                                                           \
  namespace {                                                                                                \
  const bool registered##TestObject = ::ratscrew::test::registerTest(#TestObject, run);                      \
  }
