/**
 * @file Math/Constants.h
 * Mathematical constants used throughout Touchline.
 */
#pragma once

#include <numbers>

constexpr float pi = std::numbers::pi_v<float>;
constexpr float pi2 = 2.f * std::numbers::pi_v<float>;
constexpr float pi_2 = 0.5f * std::numbers::pi_v<float>;
