/**
 * @file FsrModel.cpp
 * Sharing sole forces among the FSRs.
 */
#include "FsrModel.h"
#include "NaoV6Model.h"
#include <algorithm>

void FsrModel::add(bool leftFoot, double x, double y, double kilograms)
{
  const auto& sensors = leftFoot ? NaoV6Model::leftFsrs : NaoV6Model::rightFsrs;
  // The sensors are front-left, front-right, rear-left, rear-right; their mean lines are the edges.
  const double front = (sensors[0][0] + sensors[1][0]) / 2.0, rear = (sensors[2][0] + sensors[3][0]) / 2.0;
  const double left = (sensors[0][1] + sensors[2][1]) / 2.0, right = (sensors[1][1] + sensors[3][1]) / 2.0;
  const double towardFront = std::clamp((x - rear) / (front - rear), 0.0, 1.0);
  const double towardLeft = std::clamp((y - right) / (left - right), 0.0, 1.0);
  const std::size_t first = leftFoot ? Lola::LFootFrontLeft : Lola::RFootFrontLeft;
  fsr[first] += static_cast<float>(kilograms * towardFront * towardLeft);
  fsr[first + 1] += static_cast<float>(kilograms * towardFront * (1.0 - towardLeft));
  fsr[first + 2] += static_cast<float>(kilograms * (1.0 - towardFront) * towardLeft);
  fsr[first + 3] += static_cast<float>(kilograms * (1.0 - towardFront) * (1.0 - towardLeft));
}
