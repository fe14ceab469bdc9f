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
 * Later issues add representations here (keep the data ids in one list; new ids at the end
 * of the alphabetical part keep existing logs readable without remapping).
 */
#pragma once

#include "Streaming/Enum.h"

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
  /** The name of an id ("idFrameBegin"), "undefined" for 0, nullptr if out of range. */
  const char* getName(MessageID id);
  /** The id with this name, undefined if there is none. Legacy names of frame markers are accepted. */
  MessageID fromName(const std::string& name);
  /** Whether messages with this id carry a representation that can be logged. */
  inline constexpr bool isData(MessageID id) { return id < numOfDataMessageIDs; }
  /** The representation a data id carries ("idRobotPose" -> "RobotPose"), "" for other ids. */
  std::string representation(MessageID id);
}
