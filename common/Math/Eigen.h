/**
 * @file Math/Eigen.h
 * Eigen with Touchline's typedefs and streaming of fixed-size Eigen matrices.
 *
 * Vectors of 2 to 4 elements stream as records {x; y; z; w}, longer vectors as a record with
 * the array "elems", other matrices as a record with the array "cols" (or "rows" for row-major
 * ones) of records with the array "elems". In binary, every fixed-size matrix is its
 * coefficients in storage order (no counts).
 */
#pragma once

#include "Streaming/Streamable.h"
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

namespace Streaming
{
  /** The storage-order slice (a column, or a row of a row-major matrix) of an Eigen matrix. */
  template<typename S, int n> struct EigenSlice {};

  template<typename S, int rows, int cols, int options, int maxRows, int maxCols>
  struct IsRaw<Eigen::Matrix<S, rows, cols, options, maxRows, maxCols>>
    : std::bool_constant<IsRaw<S>::value && (rows > 0) && (cols > 0)> {};

  template<typename S, int rows, int cols, int options, int maxRows, int maxCols>
  struct Streamer<Eigen::Matrix<S, rows, cols, options, maxRows, maxCols>>
  {
    using Matrix = Eigen::Matrix<S, rows, cols, options, maxRows, maxCols>;
    static_assert(rows > 0 && cols > 0, "only fixed-size Eigen matrices are streamable");
    static constexpr int size = rows * cols;
    static constexpr bool isVector = rows == 1 || cols == 1;
    static constexpr bool rowMajor = (options & Eigen::RowMajor) != 0;
    static constexpr int sliceLength = rowMajor ? cols : rows;
    static constexpr int slices = rowMajor ? rows : cols;
    static constexpr const char* const names[] = {"x", "y", "z", "w"};

    static void write(Out& out, const Matrix& value)
    {
      const S* data = value.data();
      if(!out.isStructured())
        writeElements(out, data, size);
      else if(isVector && size <= 4)
      {
        out.beginRecord();
        for(int i = 0; i < size; ++i)
          streamIt(out, names[i], data[i]);
        out.endRecord();
      }
      else if(isVector)
        writeElems(out, data, size);
      else
      {
        out.beginRecord();
        out.select(rowMajor ? "rows" : "cols", -2);
        out.beginArray(slices, false);
        for(int j = 0; j < slices; ++j)
        {
          out.select(nullptr, j);
          writeElems(out, data + j * sliceLength, sliceLength);
          out.deselect();
        }
        out.endArray();
        out.deselect();
        out.endRecord();
      }
    }

    static void read(In& in, Matrix& value)
    {
      S* data = value.data();
      if(!in.isStructured())
        readElements(in, data, size);
      else if(isVector && size <= 4)
      {
        in.beginRecord();
        for(int i = 0; i < size; ++i)
          streamIt(in, names[i], data[i]);
        in.endRecord();
      }
      else if(isVector)
        readElems(in, data, size);
      else
      {
        in.beginRecord();
        in.select(rowMajor ? "rows" : "cols", -2);
        const std::size_t n = in.beginArray(slices);
        for(int j = 0; j < slices && j < static_cast<int>(n); ++j)
        {
          in.select(nullptr, j);
          readElems(in, data + j * sliceLength, sliceLength);
          in.deselect();
        }
        in.endArray();
        in.deselect();
        in.endRecord();
      }
    }

    static void reg()
    {
      const char* _type = typeid(Matrix).name();
      TypeRegistry::addClass(_type, nullptr);
      if(isVector && size <= 4)
        for(int i = 0; i < size; ++i)
          TypeRegistry::addAttribute(_type, typeid(S).name(), names[i]);
      else if(isVector)
        TypeRegistry::addAttribute(_type, typeid(S[size]).name(), "elems");
      else
      {
        const char* slice = typeid(EigenSlice<S, sliceLength>).name();
        TypeRegistry::addClass(slice, nullptr);
        TypeRegistry::addAttribute(slice, typeid(S[sliceLength]).name(), "elems");
        TypeRegistry::addAttribute(_type, typeid(EigenSlice<S, sliceLength>[slices]).name(), rowMajor ? "rows" : "cols");
      }
    }

  private:

    static void writeElems(Out& out, const S* data, int n)
    {
      out.beginRecord();
      out.select("elems", -2);
      out.beginArray(n, false);
      writeElements(out, data, n);
      out.endArray();
      out.deselect();
      out.endRecord();
    }

    static void readElems(In& in, S* data, int n)
    {
      in.beginRecord();
      in.select("elems", -2);
      const std::size_t count = in.beginArray(n);
      readElements(in, data, count < static_cast<std::size_t>(n) ? count : n);
      in.endArray();
      in.deselect();
      in.endRecord();
    }
  };
}
