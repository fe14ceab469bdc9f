/**
 * @file Streaming/MessageIDs.h
 * The ids of messages in message queues, log files and on the debug link.
 *
 * The first part lists the loggable data: "id<Representation>" carries a binary-streamed
 * <Representation> (the name of the representation is the id name without "id"). The second
 * part, from numOfDataMessageIDs on, are infrastructure messages that are never logged. The
 * values match those of the framework whose logs Touchline reads; logs carry a table of the id
 * names, so a log written with other values is remapped by name when it is read.
 *
 * The list is the seed's and stays as it is. Every other representation gets its data id when
 * the program starts: each module adds "id<Name>" for the representations it provides
 * (MessageIDs::add, called by MAKE_MODULE's registration), numbered from numOfMessageIDs on. So
 * a new representation needs no entry here; logs and the debug link carry the names.
 */
#pragma once

#include "Streaming/Enum.h"
#include <string>
#include <vector>

ENUM(MessageID,
{,
  undefined,
  idFrameBegin,
  idFrameFinished,

  // data ids used by the tools: keep stable
  idActivationGraph,
  idAnnotation,
  idCameraImage,
  idJointCalibration,
  idJointRequest,
  idJointSensorData,
  idJPEGImage,
  idMotionRequest,
  idRawInertialSensorData,
  idStopwatch,

  // data ids (alphabetical)
  idAgentStates,
  idAlternativeRobotPoseHypothesis,
  idArmMotionRequest,
  idAudioData,
  idBallModel,
  idBallPercept,
  idBallSpots,
  idBehaviorStatus,
  idBodyContour,
  idCalibrationRequest,
  idCameraCalibration,
  idCameraCalibrationStatus,
  idCameraInfo,
  idCameraMatrix,
  idCirclePercept,
  idCustomCalibrationLines,
  idFallDownState,
  idFieldBoundary,
  idFootSupport,
  idFrameInfo,
  idFsrSensorData,
  idGameControllerData,
  idGameState,
  idGlobalOpponentsModel,
  idGlobalTeammatesModel,
  idGroundContactState,
  idGroundTruthOdometryData,
  idGroundTruthWorldState,
  idGyroOffset,
  idHeadMotionInfo,
  idHeadMotionRequest,
  idIMUCalibration,
  idIMUValueState,
  idImageCoordinateSystem,
  idIndirectKick,
  idInertialData,
  idInertialSensorData,
  idJointAnglePred,
  idJointAngles,
  idJointLimits,
  idJointPlay,
  idJoystickState,
  idKeyStates,
  idLinesPercept,
  idModifiedJointRequest,
  idMotionInfo,
  idMotionRobotHealth,
  idObstacleModel,
  idObstaclesFieldPercept,
  idObstaclesImagePercept,
  idOdometer,
  idOdometryData,
  idOdometryDataPreview,
  idOdometryTranslationRequest,
  idPenaltyMarkPercept,
  idReceivedTeamMessages,
  idRefereeGesture,
  idRefereeSignal,
  idRobotDimensions,
  idRobotHealth,
  idRobotPose,
  idRobotStableState,
  idSelfLocalizationHypotheses,
  idSideInformation,
  idSkillRequest,
  idSolePressureState,
  idStaticJointPoses,
  idStrategyStatus,
  idSystemSensorData,
  idTeamData,
  idTeamBallModel,
  idTorsoMatrix,
  idWalkGenerator,
  idWalkLearner,
  idWalkStepData,
  idWalkingEngineOutput,
  idWhistle,

  numOfDataMessageIDs,

  // infrastructure ids (never logged)
  idConsole = numOfDataMessageIDs,
  idDebugDataChangeRequest,
  idDebugDataResponse,
  idDebugDrawing,
  idDebugDrawing3D,
  idDebugImage,
  idDebugRequest,
  idDebugResponse,
  idDrawingManager,
  idDrawingManager3D,
  idLogResponse,
  idModuleRequest,
  idModuleTable,
  idPlot,
  idRobotName,
  idText,
  idThread,
  idTypeInfo,
  idTypeInfoRequest,
});

namespace MessageIDs
{
  /** The number of ids a program can have at the most (a log's id table counts them in one byte). */
  inline constexpr unsigned maxCount = 255;

  /**
   * Makes sure there is a data id with this name ("idBallSpots"): the seed's if the list above
   * has it, else an id numbered from numOfMessageIDs on at the next lookup (in name order). An
   * id never changes once numbered. Safe during static initialisation and from any thread.
   */
  void add(const std::string& name);
  /** The number of ids: numOfMessageIDs and the added ones. */
  unsigned count();
  /** The name of an id ("idFrameBegin"), "undefined" for 0, nullptr if there is no such id. */
  const char* getName(MessageID id);
  /** The id with this name, undefined if there is none. Legacy names of frame markers are accepted. */
  MessageID fromName(const std::string& name);
  /** Whether messages with this id carry a representation that can be logged (the added ids all do). */
  bool isData(MessageID id);
  /** The representation a data id carries ("idRobotPose" -> "RobotPose"), "" for other ids. */
  std::string representation(MessageID id);
  /** The added names that got no id because all maxCount ids were taken. */
  std::vector<std::string> withoutId();
}
