/**
 * @file Studio/SceneTree.cpp
 * The robots and their views as a tree.
 */
#include "SceneTree.h"
#include "Console/Discovery.h"
#include "Console/RobotConnection.h"
#include "ViewRegistry.h"
#include <QHeaderView>
#include <chrono>

namespace
{
  constexpr int pathRole = Qt::UserRole;
  constexpr int addressRole = Qt::UserRole + 1;
}

SceneTree::SceneTree(const ViewRegistry& registry, StudioContext& context, QWidget* parent)
  : QTreeWidget(parent), registry(registry), context(context)
{
  setHeaderHidden(true);
  setColumnCount(2);
  header()->setStretchLastSection(false);
  header()->setSectionResizeMode(0, QHeaderView::Stretch);
  header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
  connect(this, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem* item) {
    const QString path = item->data(0, pathRole).toString();
    const QString address = item->data(0, addressRole).toString();
    if(!address.isEmpty())
      Q_EMIT connectRobot(item->text(0), address);
    else if(!path.isEmpty() && path.contains('.'))
      Q_EMIT openView(path);
  });
}

QTreeWidgetItem* SceneTree::child(QTreeWidgetItem* parent, const QString& text, const QString& path)
{
  const int count = parent ? parent->childCount() : topLevelItemCount();
  for(int i = 0; i < count; ++i)
  {
    QTreeWidgetItem* item = parent ? parent->child(i) : topLevelItem(i);
    if(item->text(0) == text)
    {
      item->setData(0, pathRole, path);
      return item;
    }
  }
  auto* item = new QTreeWidgetItem(QStringList{text});
  item->setData(0, pathRole, path);
  if(parent)
    parent->addChild(item);
  else
    addTopLevelItem(item);
  return item;
}

void SceneTree::removeOthers(QTreeWidgetItem* parent, const QStringList& keep)
{
  const int count = parent ? parent->childCount() : topLevelItemCount();
  for(int i = count - 1; i >= 0; --i)
  {
    QTreeWidgetItem* item = parent ? parent->child(i) : topLevelItem(i);
    if(!keep.contains(item->text(0)))
      delete item;
  }
}

void SceneTree::refresh(const std::vector<RobotConnection*>& robots, const Discovery& discovery, const QString& selected)
{
  QStringList names{"console"};
  QTreeWidgetItem* console = child(nullptr, "console", "console");
  console->setToolTip(0, "the console: every command (help lists them)");
  QStringList connectedAddresses;
  for(RobotConnection* robot : robots)
  {
    const QString name = QString::fromStdString(robot->name());
    names << name;
    connectedAddresses << QString::fromStdString(robot->host()) + ":" + QString::number(robot->port());
    const bool known = !findItems(name, Qt::MatchExactly).isEmpty();
    QTreeWidgetItem* node = child(nullptr, name, name);
    node->setData(0, addressRole, QString());
    if(!known)
      node->setExpanded(true); // a robot that was just connected shows its kinds of views
    const bool connected = robot->isConnected();
    QFont font = node->font(0);
    font.setBold(name == selected);
    node->setFont(0, font);
    node->setText(1, connected ? "connected" : "reconnecting");
    node->setForeground(1, connected ? QColor(0, 128, 0) : QColor(200, 120, 0));
    node->setToolTip(0, QString::fromStdString(robot->host()) + ":" + QString::number(robot->port()) +
                          (connected ? "" : " -- " + QString::fromStdString(robot->disconnectReason())));
    // Which kinds the robot has is asked before its state is locked (a condition may ask the engine).
    std::vector<const ViewKind*> present;
    for(const ViewKind& kind : registry.all())
      if(registry.has(kind, context, *robot))
        present.push_back(&kind);
    QStringList kinds;
    robot->read([&](const RobotState& state) {
      for(const ViewKind* entry : present)
      {
        const ViewKind& kind = *entry;
        kinds << kind.name;
        const QString kindPath = name + "." + kind.name;
        QTreeWidgetItem* kindNode = child(node, kind.name, kindPath);
        kindNode->setToolTip(0, kind.description);
        if(!kind.instances)
          continue;
        // Instances with dots ("yuyv.YUV.all") are nested below the instance of their first part.
        const QStringList instances = kind.instances(state);
        QStringList tops;
        for(const QString& instance : instances)
        {
          QTreeWidgetItem* parent = kindNode;
          QString prefix;
          for(const QString& part : instance.split('.'))
          {
            prefix += (prefix.isEmpty() ? "" : ".") + part;
            parent = child(parent, part, instances.contains(prefix) ? kindPath + "." + prefix : QString()); // groups open nothing
          }
          tops << instance.section('.', 0, 0);
        }
        removeOthers(kindNode, tops);
      }
    });
    removeOthers(node, kinds);
  }
  // Robots seen by their beacons that are not connected.
  const auto now = std::chrono::steady_clock::now();
  for(const RobotDirectory::Robot& seen : discovery.robots())
  {
    const auto [address, port] = Discovery::address(seen);
    const QString key = QString::fromStdString(address) + ":" + QString::number(port);
    if(connectedAddresses.contains(key))
      continue;
    QString name = QString::fromStdString(seen.beacon.name);
    if(name.isEmpty() || names.contains(name))
      name = key;
    names << name;
    QTreeWidgetItem* node = child(nullptr, name, QString());
    node->setData(0, addressRole, key);
    const auto age = std::chrono::duration_cast<std::chrono::seconds>(now - seen.lastSeen).count();
    static const QColor colors[] = {QColor(0, 128, 0), QColor(200, 120, 0), QColor(160, 160, 160)};
    node->setText(1, QString(TypeRegistry::getEnumName(seen.state)) + (age > 0 ? QString(" %1 s").arg(age) : QString()));
    node->setForeground(0, colors[std::min<int>(seen.state, 2)]);
    node->setForeground(1, colors[std::min<int>(seen.state, 2)]);
    node->setToolTip(0, key + ", team " + QString::number(seen.beacon.team) + ", player " + QString::number(seen.beacon.playerNumber) +
                          ", body " + QString::fromStdString(seen.beacon.bodyName) + " -- double-click connects");
  }
  removeOthers(nullptr, names);
}

QTreeWidgetItem* SceneTree::item(const QString& path) const
{
  for(QTreeWidgetItemIterator it(const_cast<SceneTree*>(this)); *it; ++it)
    if((*it)->data(0, pathRole).toString() == path)
      return *it;
  return nullptr;
}
