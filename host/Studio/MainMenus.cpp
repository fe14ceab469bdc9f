/**
 * @file Studio/MainMenus.cpp
 * The menus of the main window.
 */
#include "MainMenus.h"
#include "Console/Console.h"
#include "Console/ConsoleThread.h"
#include "MainWindow.h"
#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QKeySequence>
#include <QMenuBar>
#include <QSettings>
#include <algorithm>

namespace
{
  /** The platform's keys of a standard action, else the usual ones (some platforms, e.g. offscreen, have none for Quit). */
  QList<QKeySequence> keys(QKeySequence::StandardKey key, const char* usual)
  {
    const QList<QKeySequence> platform = QKeySequence::keyBindings(key);
    return platform.isEmpty() ? QList<QKeySequence>{QKeySequence(usual)} : platform;
  }

  QString plain(QString text)
  {
    return text.remove('&');
  }
}

MainMenus::MainMenus(MainWindow& window, QDockWidget& sceneTree, QDockWidget& console) : QObject(&window), window(window)
{
  QMenu* file = window.menuBar()->addMenu("&File");
  file->addAction("&Open log...", this, &MainMenus::chooseLogs)->setShortcuts(keys(QKeySequence::Open, "Ctrl+O"));
  file->addAction("&Connect...", this, &MainMenus::chooseRobot)->setShortcut(QKeySequence("Ctrl+Shift+K"));
  file->addAction("&Save layout", &window, [&window] { window.command("layout save"); })->setShortcuts(keys(QKeySequence::Save, "Ctrl+S"));
  file->addSeparator();
  file->addAction("&Quit", &window, [&window] { window.close(); })->setShortcuts(keys(QKeySequence::Quit, "Ctrl+Q"));

  QMenu* view = window.menuBar()->addMenu("&View");
  QAction* tree = sceneTree.toggleViewAction();
  tree->setShortcut(QKeySequence("Ctrl+Shift+T"));
  view->addAction(tree);
  QAction* consoleAction = console.toggleViewAction();
  consoleAction->setShortcut(QKeySequence("Ctrl+`"));
  view->addAction(consoleAction);
  view->addSeparator();
  view->addAction("&Reset layout", &window, [&window] { window.command("layout reset"); });

  robotMenu = window.menuBar()->addMenu("&Robot");
  connect(robotMenu, &QMenu::aboutToShow, this, &MainMenus::updateRobots);
  updateRobots();
}

void MainMenus::chooseLogs()
{
  QSettings settings;
  const QString directory = settings.value("files/logDirectory", QDir::current().filePath("Logs")).toString();
  auto* dialog = new QFileDialog(&window, "Open log", directory, "Logs (*.log);;All files (*)");
  dialog->setObjectName("openLogDialog");
  dialog->setFileMode(QFileDialog::ExistingFiles);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(dialog, &QFileDialog::filesSelected, &window, [this](const QStringList& files) {
    if(!files.isEmpty())
      QSettings().setValue("files/logDirectory", QFileInfo(files.first()).absolutePath());
    for(const QString& file : files)
      window.openLog(file);
  });
  dialog->open();
}

void MainMenus::chooseRobot()
{
  auto* dialog = new QInputDialog(&window);
  dialog->setObjectName("connectDialog");
  dialog->setWindowTitle("Connect");
  dialog->setLabelText("The robot's host or address, port 9999 unless given (with a name in front: Nao07 10.0.1.17):");
  dialog->setTextValue(QSettings().value("files/lastAddress").toString());
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  connect(dialog, &QInputDialog::textValueSelected, &window, [this](const QString& text) {
    const QString address = text.simplified();
    if(address.isEmpty())
      return;
    QSettings().setValue("files/lastAddress", address);
    window.command("sc " + address);
  });
  dialog->open();
}

void MainMenus::updateRobots()
{
  robotMenu->clear();
  const std::vector<std::string> selected = window.engine().console().selectedRobots();
  const QStringList robots = window.robotNames();
  for(int i = 0; i < robots.size(); ++i)
  {
    const QString name = robots[i];
    QAction* item = robotMenu->addAction(name, &window, [this, name] { window.command("robot " + name); });
    item->setCheckable(true);
    item->setChecked(std::find(selected.begin(), selected.end(), name.toStdString()) != selected.end());
    if(i < 9)
      item->setShortcut(QKeySequence(QString("Ctrl+%1").arg(i + 1)));
  }
  if(robots.isEmpty())
    robotMenu->addAction("(no robot connected)")->setEnabled(false);
  robotMenu->addSeparator();
  QAction* all = robotMenu->addAction("&All robots", &window, [this] { window.command("robot all"); });
  all->setShortcut(QKeySequence("Ctrl+Shift+A"));
  all->setEnabled(robots.size() > 1);
  robotMenu->addAction("&List robots", &window, [this] { window.command("robot ?"); });
}

QAction* MainMenus::action(const QString& menu, const QString& item) const
{
  for(QAction* top : window.menuBar()->actions())
    if(plain(top->text()) == menu && top->menu())
      for(QAction* entry : top->menu()->actions())
        if(plain(entry->text()) == item)
          return entry;
  return nullptr;
}
