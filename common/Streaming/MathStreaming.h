/**
 * @file Streaming/MathStreaming.h
 * How the types of Math/ are streamed: fixed-size Eigen matrices and Pose2f. Math/ comes
 * before Streaming/ and knows nothing of streams, so their streamers are here. They are
 * declared against forward declarations and compiled only where the types are complete, so
 * that a file that streams no math type does not parse Eigen. Streamable.h includes this file.
 *
 * Vectors of 2 to 4 elements stream as records {x; y; z; w}, longer vectors as a record with
 * the array "elems", other matrices as a record with the array "cols" (or "rows" for row-major
 * ones) of records with the array "elems". In binary, every fixed-size matrix is its
 * coefficients in storage order (no counts). Pose2f streams as the record {rotation;
 * translation;}, in binary as its 12 bytes (rotation in radians, x, y).
 */
#pragma once

#include "Streaming/Streamable.h"
#include <type_traits>
#include <typeinfo>

namespace Eigen
{
  template<typename Scalar, int rows, int cols, int options, int maxRows, int maxCols> class Matrix;
}
struct Pose2f;

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
    static constexpr bool rowMajor = Matrix::IsRowMajor != 0;
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

  template<> struct IsRaw<Pose2f> : std::true_type {};

  /** Pose2f: a constrained specialisation, so that its body is compiled where Pose2f is complete. */
  template<typename P> requires std::is_same_v<P, Pose2f> struct Streamer<P>
  {
    static void write(Out& out, const P& value)
    {
      if(out.isBinary())
        out.write(&value, sizeof(value));
      else
      {
        if(out.isStructured())
          out.beginRecord();
        streamIt(out, "rotation", value.rotation);
        streamIt(out, "translation", value.translation);
        if(out.isStructured())
          out.endRecord();
      }
    }
    static void read(In& in, P& value)
    {
      if(in.isBinary())
        in.read(&value, sizeof(value));
      else
      {
        if(in.isStructured())
          in.beginRecord();
        streamIt(in, "rotation", value.rotation);
        streamIt(in, "translation", value.translation);
        if(in.isStructured())
          in.endRecord();
      }
    }
    static void reg()
    {
      const char* _type = typeid(P).name();
      TypeRegistry::addClass(_type, nullptr);
      TypeRegistry::addAttribute<Angle>(_type, "rotation");
      TypeRegistry::addAttribute<decltype(P::translation)>(_type, "translation");
    }
  };
}
