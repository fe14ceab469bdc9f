/**
 * @file Tools/Communication/TeamMessageSchema.cpp
 * Reading teamMessage.cfg into the schema: representations, rules by path, angle bits.
 */
#include "Tools/Communication/TeamMessageSchema.h"
#include "Streaming/TypeRegistry.h"

const CompressionRule* TeamMessageSchema::find(const std::string& path) const
{
  for(const CompressionRule& rule : rules)
    if(rule.path == path)
      return &rule;
  return nullptr;
}

std::vector<std::string> TeamMessageSchema::check() const
{
  std::vector<std::string> errors;
  if(representations.size() > 16)
    errors.push_back("at most 16 representations, not " + std::to_string(representations.size()));
  if(angleBits < 1 || angleBits > 32)
    errors.push_back("angleBits must be 1..32");
  for(const CompressionRule& rule : rules)
  {
    const std::string where = "rule " + rule.path + ": ";
    if((rule.kind == CompressionRule::real || rule.kind == CompressionRule::angle || rule.kind == CompressionRule::timestamp) &&
       (rule.bits < 1 || rule.bits > 32))
      errors.push_back(where + "bits must be 1..32");
    if((rule.kind == CompressionRule::integer || rule.kind == CompressionRule::real) && !(rule.min < rule.max))
      errors.push_back(where + "min must be less than max");
    if(rule.kind == CompressionRule::count && (rule.max < 0.f || rule.max > 65535.f))
      errors.push_back(where + "max must be 0..65535");
    if(rule.kind == CompressionRule::timestamp && rule.shift > 16)
      errors.push_back(where + "shift must be 0..16");
  }
  return errors;
}

unsigned TeamMessageCoding::bitsFor(std::uint64_t range)
{
  unsigned bits = 0;
  while(bits < 64 && (range >> bits) != 0)
    ++bits;
  return bits;
}

unsigned TeamMessageCoding::enumSize(const char* enumType)
{
  const std::size_t size = enumType ? TypeRegistry::getEnumConstants(enumType).size() : 0;
  return size > 0 ? static_cast<unsigned>(size) : 1;
}

unsigned TeamMessageCoding::integerBits(const CompressionRule& rule)
{
  const double range = static_cast<double>(rule.max) - static_cast<double>(rule.min);
  return bitsFor(range > 0 ? static_cast<std::uint64_t>(range + 0.5) : 0);
}
