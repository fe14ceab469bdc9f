/**
 * @file Views/Data/DataValue.h
 * A value whose type a TypeInfo describes, as a tree that the data view shows and edits: records
 * with their attributes (an ENUM_INDEXED_ARRAY is a record whose attributes are named after the
 * enum's constants), fixed arrays "T[N]", dynamic arrays "T*", enums and primitive values. It is
 * read from and written to the binary layout of docs/formats/binary-streaming.md, so that
 * writing a value read gives the same bytes. No Qt.
 *
 *   DataValue value;
 *   if(!DataValue::read(typeInfo, "JointRequest", bytes, value, error)) ...   // error says where
 *   value.children[0].children[1].number = 0.5;                              // angles.headPitch, radians
 *   const std::string changed = value.binary();
 */
#pragma once

#include <memory>
#include <string>
#include <vector>

class In;
class Out;
class TypeInfo;

class DataValue
{
public:
  enum class Kind
  {
    record,       ///< A class: children are its attributes.
    fixedArray,   ///< "T[N]": children "[0]" ... "[N-1]".
    dynamicArray, ///< "T*" (vectors, lists, optionals): children "[0]" ...; a u32 count in the data.
    enumeration,  ///< An ENUM: number is the index of the constant.
    boolean,      ///< number is 0 or 1.
    integer,      ///< char, short, int and their unsigned kinds.
    real,         ///< float, double.
    angle,        ///< Angle: number is in radians (shown in degrees).
    string,       ///< std::string: text.
  };

  /** At most this many values (nodes) are read from one piece of data. */
  static constexpr std::size_t maxValues = 200000;

  std::string name; ///< The attribute's name, "[i]" for array elements, "" for the whole value.
  std::string type; ///< The normalised type name.
  Kind kind = Kind::record;
  double number = 0.0; ///< The value of numbers, bools (0, 1), angles (radians) and enums (index).
  std::string text;    ///< The value of strings.
  std::shared_ptr<const std::vector<std::string>> constants; ///< The constants of an enum.
  std::vector<DataValue> children;

  /** Whether it is a single value (not a record or array). */
  bool isLeaf() const { return kind != Kind::record && kind != Kind::fixedArray && kind != Kind::dynamicArray; }

  /**
   * Reads a value of a type from binary data that must hold exactly one value of it.
   * @return false and why (with the path of the attribute where it went wrong) if the data is not
   *         a value of that type (too short, too long, an unknown type, a count larger than the data).
   */
  static bool read(const TypeInfo& info, const std::string& type, const std::string& data, DataValue& value, std::string& error);
  /** A value of a type with zeros, empty strings and dynamic arrays, the first enum constant (a new array element). */
  static bool makeDefault(const TypeInfo& info, const std::string& type, DataValue& value, std::string& error);

  /** Writes the value in the binary layout. */
  void write(Out& out) const;
  /** The value in the binary layout. */
  std::string binary() const;

  /** Whether both are of the same kind and type with the same number of children (not compared deeper). */
  bool sameShape(const DataValue& other) const;
  /** Whether both have the same shape and values throughout. */
  bool operator==(const DataValue& other) const;

  /** The value as the view shows it: numbers, angles in degrees with "°", constants, text; the size of arrays. */
  std::string display() const;
  /** A type name for people: "Angle[Joints::Joint]" for an ENUM_INDEXED_ARRAY, "float[]" for a dynamic array, "Angle (deg)". */
  static std::string displayType(const std::string& type);
  /** The smallest and largest value of an integer type; false for other types. */
  static bool integerRange(const std::string& type, double& min, double& max);
  /** displayType() without the unit of angles. */
  static std::string shortType(const std::string& type);
  /** Stores a number as the type holds it (integers rounded and clamped, floats rounded to float). */
  void setNumber(double value);
};
