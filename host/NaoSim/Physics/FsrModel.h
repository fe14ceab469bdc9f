/**
 * @file FsrModel.h
 * How the forces on a sole reach the four force sensitive resistors under it.
 */
#pragma once

#include "Platform/Nao/LolaProtocol.h"
#include <array>

/**
 * Sums forces on the soles into LoLA's 8 FSR values (kg). A force at a point of a sole is shared
 * among the four FSRs of that sole bilinearly by where the point lies between the front and the
 * rear sensors and between the left and the right ones (outside them: all to the nearest ones),
 * so the four values always add up to the force.
 */
class FsrModel
{
public:
  /** Adds a force (kg) at (x, y) in the foot's frame (m). */
  void add(bool leftFoot, double x, double y, double kilograms);
  const std::array<float, Lola::numOfFsrs>& values() const { return fsr; }

private:
  std::array<float, Lola::numOfFsrs> fsr{};
};
