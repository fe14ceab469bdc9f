/**
 * @file Math/Eigen.h
 * Eigen with Touchline's typedefs (Vector2f, Matrix3f, ...). How fixed-size matrices are
 * streamed is in Streaming/MathStreaming.h.
 */
#pragma once

#include <Eigen/Core>
#include <Eigen/Geometry>

using Vector2f = Eigen::Matrix<float, 2, 1>;
using Vector3f = Eigen::Matrix<float, 3, 1>;
using Vector4f = Eigen::Matrix<float, 4, 1>;
using Vector2d = Eigen::Matrix<double, 2, 1>;
using Vector3d = Eigen::Matrix<double, 3, 1>;
using Vector2i = Eigen::Matrix<int, 2, 1>;
using Vector3i = Eigen::Matrix<int, 3, 1>;
using Vector4i = Eigen::Matrix<int, 4, 1>;
using Vector2s = Eigen::Matrix<short, 2, 1>;
using Vector3s = Eigen::Matrix<short, 3, 1>;
using Vector2uc = Eigen::Matrix<unsigned char, 2, 1>;
using Vector3uc = Eigen::Matrix<unsigned char, 3, 1>;
using Matrix2f = Eigen::Matrix<float, 2, 2>;
using Matrix3f = Eigen::Matrix<float, 3, 3>;
using Matrix4f = Eigen::Matrix<float, 4, 4>;
using Matrix2d = Eigen::Matrix<double, 2, 2>;
using Matrix3d = Eigen::Matrix<double, 3, 3>;
using Quaternionf = Eigen::Quaternionf;
using AngleAxisf = Eigen::AngleAxisf;
