/**
 * @file LolaServer.h
 * A simulated body served on one Unix socket, byte for byte like LoLA.
 */
#pragma once

#include "ClientConnection.h"
#include "CommandRecorder.h"
#include "LatencyStats.h"
#include "SimulatedBody.h"
#include "Listener.h"
#include <chrono>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

/**
 * Serves one simulated body on one Unix socket, byte for byte like LoLA: one client at a time
 * (a new one replaces the old one), a state message every tick whether the client keeps up or
 * not, commands with any subset of the keys taken as they arrive. Reports on stderr: clients
 * connecting and leaving, malformed commands (with stream and message offset and key), state
 * messages that got no command before the next one (late or missing), cycles with several
 * commands, and state messages the client did not read. Keeps LatencyStats of the cycles
 * since the client's first command (over all clients, until resetStats()).
 */
class LolaServer
{
public:
  LolaServer(int index, std::string path, SimulatedBody& body, CommandRecorder* recorder);

  bool open(std::string& error);
  /** Closes the connection and the listener, and removes the socket file. */
  void close();

  int listenerFd() const { return listener.fd(); }
  int clientFd() const { return client ? client->fd() : -1; }
  /** Whether the client's socket should be watched for writability. */
  bool wantsWrite() const { return client && client->hasPending(); }

  void onAccept();
  void onReadable();
  void onWritable();
  /** Ends the cycle: checks that the last state message was answered, sends the body's new state. */
  void tick();
  /** Prints what was summed up since the last call (call about once a second). */
  void report();
  /** Whether a client is connected. */
  bool hasClient() const { return client != nullptr; }
  /** Whether the client was sent a state message it has not answered yet (lock-step waits for it). */
  bool awaitsAnswer() const { return client && stateDelivered && cycleCommands == 0; }
  /** Closes the client's connection (stdin command "disconnect"). */
  void disconnect(const std::string& why);

  /** One line: socket, client, posture, counters, stiffness, LED colours, buttons, battery. */
  std::string describe() const;
  /** One line: every joint's measured angle (rad) and stiffness. */
  std::string describeJoints() const;
  /** One line: "stats body=0 socket=... seconds=..." and the LatencyStats fields. */
  std::string describeStats() const;
  /** Starts the statistics anew (stdin command "stats reset"). */
  void resetStats();
  /**
   * A digest (64-bit FNV-1a) of every byte of every state message sent and every command taken on
   * this socket, in the order of the stream: two runs with the same digest exchanged the same
   * bytes (--result's "lola").
   */
  std::uint64_t digest() const { return streamDigest; }
  const std::string& getPath() const { return path; }

private:
  void message(const std::string& text) const;
  void parseCommands(std::chrono::steady_clock::time_point received);
  void addToDigest(std::span<const std::uint8_t> bytes);
  /** Adds the cycle that ends now to the statistics (only after the client's first command). */
  void countCycle();
  void dropClient(const std::string& why);

  int index;
  std::string path;
  SimulatedBody& body;
  CommandRecorder* recorder;
  Listener listener;
  std::unique_ptr<ClientConnection> client;
  std::vector<std::uint8_t> input;
  std::vector<std::uint8_t> output;
  std::uint64_t streamOffset = 0;        ///< Bytes of the client's stream before input[0].

  unsigned long long stateNumber = 0;    ///< State messages sent on this socket (all clients).
  std::uint64_t streamDigest = 14695981039346656037ull; ///< FNV-1a offset basis
  // per connection
  unsigned long long clientStates = 0;
  unsigned long long clientCommands = 0;
  unsigned cycleCommands = 0;            ///< Commands since the last state message.
  bool stateDelivered = false;           ///< Whether the last tick's state message was sent.
  bool reportedMiss = false;
  bool reportedSilence = false;
  double connectTime = 0;
  // totals and the current report window
  unsigned long long totalCommands = 0, totalMissing = 0, totalMalformed = 0, totalDropped = 0;
  // statistics (docs/naosim.md, "Latency statistics")
  LatencyStats stats;
  std::chrono::steady_clock::time_point stateSentAt;    ///< When the last state message was completely sent.
  std::chrono::steady_clock::time_point firstCommandAt; ///< When the first command after it arrived.
  std::chrono::steady_clock::time_point statsStart;     ///< The end of the first cycle counted.
  bool stateSending = false;             ///< Part of the last state message is still pending.
  unsigned windowJudged = 0, ///< State messages whose cycle ended in this second with a client that commands
            windowMissing = 0, windowExtra = 0, windowDropped = 0, windowMalformed = 0;
};
