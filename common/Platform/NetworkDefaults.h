/**
 * @file Platform/NetworkDefaults.h
 * Where programs of this build send datagrams meant for "everyone" unless the user configures
 * a destination: the robot's network on the robot, the machine itself on a desktop
 * (docs/formats/debug-link.md, "Where datagrams go").
 */
#pragma once

namespace NetworkDefaults
{
#ifdef TARGET_ROBOT
  /** Robot builds: the limited broadcast, i.e. every host of the robot's network. */
  inline constexpr const char* broadcastAddress = "255.255.255.255";
#else
  /**
   * Desktop builds: the broadcast address of the loopback network. It reaches every program on
   * this machine that listens on the port and never leaves the machine.
   */
  inline constexpr const char* broadcastAddress = "127.255.255.255";
#endif
}
