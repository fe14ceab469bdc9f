/**
 * @file LogCommands.h
 * The commands of touchline-log: each is its command line (options and help) and the function
 * that runs it and returns the exit status: 0 success, 1 failure (a message naming the file on
 * stderr), 2 usage error.
 *
 *   info FILE...                       chunks, settings, frames, duration, message statistics
 *   dump FILE [--thread NAME]... [--id NAME]... [--frames FIRST[-LAST]]   frames as text
 *   index FILE...                      builds the index and appends it to the file
 *   cut FILE --frames FIRST-LAST -o OUT    a frame range to a new, indexed log
 *   compress FILE -o OUT, uncompress FILE -o OUT    rewrite as (un)compressed log
 *   annotations FILE...                every annotation with its frame, thread, name, description
 *   wav FILE -o OUT                    the audio (idAudioData) as a WAV file
 *   export FILE --mcap OUT [filters]   the log as an MCAP file (Foxglove, Lichtblick, PlotJuggler)
 */
#pragma once

#include "CommandLine/CommandTool.h"

namespace LogCommands
{
  extern const CommandTool::Command info, dump, index, cut, compress, uncompress, annotations, wav;
  extern const CommandTool::Command exportMcap; ///< "export" (a keyword in C++)
}
