/**
 * @file Views/Image/ImageConverter.cpp
 * Pictures of debug images (table-driven YUV -> RGB), pixel readouts, JPEG decoding.
 */
#include "ImageConverter.h"
#include "ImageProcessing/ColorConversion.h"
#include <turbojpeg.h>
#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace
{
  using ColorConversion::blueU, ColorConversion::greenU, ColorConversion::greenV, ColorConversion::redV, ColorConversion::clamp255;
  constexpr int one = 1 << 16; ///< Fixed point: 16 bits of fraction.
  constexpr unsigned maxSide = 4096; ///< JPEGs larger than this (the cameras give at most 1280 x 960) are refused: 64 MB of pixels at most

  int fixed(double value)
  {
    return static_cast<int>(std::lround(value * one));
  }
}

ImageConverter::ImageConverter()
{
  for(int i = 0; i < 256; ++i)
  {
    redOfV[i] = fixed(redV * (i - 128));
    greenOfU[i] = fixed(greenU * (i - 128));
    greenOfV[i] = fixed(greenV * (i - 128));
    blueOfU[i] = fixed(blueU * (i - 128));
  }
  setGain(1.);
}

void ImageConverter::setGain(double gain)
{
  currentGain = gain > 0. && std::isfinite(gain) ? gain : 1.;
  for(int i = 0; i < static_cast<int>(clampGain.size()); ++i)
    clampGain[i] = static_cast<unsigned char>(std::min(255L, std::lround(clamp255(i - clampOffset) * currentGain)));
}

void ImageConverter::convertYUYV(const unsigned char* yuyv, std::size_t pairs, QRgb* rgb) const
{
  const unsigned char* const clamp = clampGain.data() + clampOffset;
  for(std::size_t i = 0; i < pairs; ++i, yuyv += 4, rgb += 2)
  {
    const int u = yuyv[1], v = yuyv[3];
    const int red = redOfV[v] + one / 2, green = greenOfU[u] + greenOfV[v] + one / 2, blue = blueOfU[u] + one / 2;
    for(int k = 0; k < 2; ++k)
    {
      const int y = yuyv[2 * k] << 16;
      rgb[k] = 0xff000000u | static_cast<QRgb>(clamp[(y + red) >> 16]) << 16 | static_cast<QRgb>(clamp[(y + green) >> 16]) << 8 |
               clamp[(y + blue) >> 16];
    }
  }
}

unsigned ImageConverter::pictureWidth(const DebugImage& image)
{
  return image.type == PixelTypes::YUYV ? image.width * 2 : image.width;
}

QRgb ImageConverter::colorOfClass(int colorClass)
{
  switch(colorClass)
  {
    case PixelTypes::none:
      return qRgb(128, 128, 128);
    case PixelTypes::white:
      return qRgb(255, 255, 255);
    case PixelTypes::black:
      return qRgb(0, 0, 0);
    case PixelTypes::field:
      return qRgb(0, 160, 0);
    default:
      return qRgb(255, 0, 255);
  }
}

QImage ImageConverter::toQImage(const DebugImage& image) const
{
  if(!image.isValid() || image.width == 0 || image.height == 0 || image.byteSize() == 0)
    return {};
  const int width = static_cast<int>(pictureWidth(image)), height = static_cast<int>(image.height);
  QImage picture(width, height, QImage::Format_RGB32);
  const unsigned char* const clamp = clampGain.data() + clampOffset;
  const auto gray = [clamp](int value) {
    const QRgb c = clamp[value];
    return 0xff000000u | c << 16 | c << 8 | c;
  };
  const auto rgb = [clamp](int r, int g, int b) {
    return 0xff000000u | static_cast<QRgb>(clamp[r]) << 16 | static_cast<QRgb>(clamp[g]) << 8 | clamp[b];
  };
  const std::size_t pixelSize = PixelTypes::pixelSize(image.type);
  for(int y = 0; y < height; ++y)
  {
    auto* out = reinterpret_cast<QRgb*>(picture.scanLine(y));
    const unsigned char* in = image.pixels() + static_cast<std::size_t>(y) * image.width * pixelSize;
    if(image.type == PixelTypes::YUYV)
    {
      convertYUYV(in, image.width, out);
      continue;
    }
    for(unsigned x = 0; x < image.width; ++x, in += pixelSize)
      switch(image.type)
      {
        case PixelTypes::RGB:
          out[x] = rgb(in[0], in[1], in[2]);
          break;
        case PixelTypes::BGRA:
          out[x] = rgb(in[2], in[1], in[0]);
          break;
        case PixelTypes::YUV:
        {
          const int yy = in[0] << 16, u = in[1], v = in[2];
          out[x] = rgb((yy + redOfV[v] + one / 2) >> 16, (yy + greenOfU[u] + greenOfV[v] + one / 2) >> 16, (yy + blueOfU[u] + one / 2) >> 16);
          break;
        }
        case PixelTypes::Grayscale:
          out[x] = gray(in[0]);
          break;
        case PixelTypes::Hue:
        {
          const QColor color = QColor::fromHsv(in[0] * 360 / 256, 255, 255);
          out[x] = rgb(color.red(), color.green(), color.blue());
          break;
        }
        case PixelTypes::Binary:
          out[x] = gray(in[0] ? 255 : 0);
          break;
        case PixelTypes::Edge2:
          out[x] = rgb(in[0], in[1], 0);
          break;
        case PixelTypes::Edge2MonoAvg:
          out[x] = gray((in[0] + in[1]) / 2);
          break;
        case PixelTypes::Edge2MonoAbsAvg:
          out[x] = gray(std::min(255, std::abs(in[0] - 128) + std::abs(in[1] - 128)));
          break;
        case PixelTypes::Colored:
        {
          const QRgb color = colorOfClass(in[0]);
          out[x] = rgb(qRed(color), qGreen(color), qBlue(color));
          break;
        }
        default:
          out[x] = 0xff000000u;
      }
  }
  return picture;
}

void ImageConverter::yuvToRgb(int y, int u, int v, int& r, int& g, int& b)
{
  ColorConversion::yuvToRgb(y, u, v, r, g, b);
}

void ImageConverter::rgbToYuv(int r, int g, int b, int& y, int& u, int& v)
{
  y = clamp255(static_cast<int>(std::lround(0.299 * r + 0.587 * g + 0.114 * b)));
  u = clamp255(static_cast<int>(std::lround(-0.168736 * r - 0.331264 * g + 0.5 * b + 128)));
  v = clamp255(static_cast<int>(std::lround(0.5 * r - 0.418688 * g - 0.081312 * b + 128)));
}

void ImageConverter::rgbToHsi(int r, int g, int b, int& h, int& s, int& i)
{
  const int sum = r + g + b;
  i = sum / 3;
  const int minimum = std::min({r, g, b});
  s = sum == 0 ? 0 : clamp255(static_cast<int>(std::lround(255. * (1. - 3. * minimum / static_cast<double>(sum)))));
  const double numerator = 0.5 * ((r - g) + (r - b));
  const double denominator = std::sqrt(static_cast<double>((r - g) * (r - g) + (r - b) * (g - b)));
  if(denominator <= 0.)
  {
    h = 0;
    return;
  }
  double angle = std::acos(std::clamp(numerator / denominator, -1., 1.));
  if(b > g)
    angle = 2. * M_PI - angle;
  h = static_cast<int>(std::lround(angle / (2. * M_PI) * 255.)) % 256;
}

ImageConverter::Pixel ImageConverter::pixel(const DebugImage& image, int x, int y) const
{
  Pixel p;
  if(!image.isValid() || x < 0 || y < 0 || x >= static_cast<int>(pictureWidth(image)) || y >= static_cast<int>(image.height))
    return p;
  p.valid = true;
  const std::size_t pixelSize = PixelTypes::pixelSize(image.type);
  const std::size_t column = image.type == PixelTypes::YUYV ? static_cast<std::size_t>(x) / 2 : static_cast<std::size_t>(x);
  const unsigned char* in = image.pixels() + (static_cast<std::size_t>(y) * image.width + column) * pixelSize;
  int gray = -1;
  switch(image.type)
  {
    case PixelTypes::YUYV:
      p.hasYUV = true;
      p.y = in[x % 2 ? 2 : 0];
      p.u = in[1];
      p.v = in[3];
      break;
    case PixelTypes::YUV:
      p.hasYUV = true;
      p.y = in[0];
      p.u = in[1];
      p.v = in[2];
      break;
    case PixelTypes::RGB:
      p.r = in[0], p.g = in[1], p.b = in[2];
      break;
    case PixelTypes::BGRA:
      p.r = in[2], p.g = in[1], p.b = in[0];
      break;
    case PixelTypes::Grayscale:
      gray = in[0];
      break;
    case PixelTypes::Hue:
    {
      const QColor color = QColor::fromHsv(in[0] * 360 / 256, 255, 255);
      p.r = color.red(), p.g = color.green(), p.b = color.blue();
      p.extra = "hue " + QString::number(in[0]);
      break;
    }
    case PixelTypes::Binary:
      gray = in[0] ? 255 : 0;
      p.extra = "binary " + QString::number(in[0]);
      break;
    case PixelTypes::Edge2:
    case PixelTypes::Edge2MonoAvg:
    case PixelTypes::Edge2MonoAbsAvg:
      gray = (in[0] + in[1]) / 2;
      p.extra = "edge x " + QString::number(in[0]) + " y " + QString::number(in[1]);
      break;
    case PixelTypes::Colored:
    {
      const QRgb color = colorOfClass(in[0]);
      p.r = qRed(color), p.g = qGreen(color), p.b = qBlue(color);
      const char* name = in[0] < PixelTypes::numOfColors ? TypeRegistry::getEnumName(static_cast<PixelTypes::Color>(in[0])) : nullptr;
      p.extra = "class " + (name ? QString(name) : QString::number(in[0]));
      break;
    }
    default:
      break;
  }
  if(gray >= 0)
    p.r = p.g = p.b = gray;
  if(p.hasYUV)
    yuvToRgb(p.y, p.u, p.v, p.r, p.g, p.b);
  else
    rgbToYuv(p.r, p.g, p.b, p.y, p.u, p.v);
  rgbToHsi(p.r, p.g, p.b, p.h, p.s, p.i);
  return p;
}

QString ImageConverter::describe(const Pixel& pixel, int x, int y)
{
  if(!pixel.valid)
    return {};
  QString text = QString("(%1, %2) Y %3 U %4 V %5 | R %6 G %7 B %8 | H %9 S %10 I %11 | gray %12")
                   .arg(x)
                   .arg(y)
                   .arg(pixel.y)
                   .arg(pixel.u)
                   .arg(pixel.v)
                   .arg(pixel.r)
                   .arg(pixel.g)
                   .arg(pixel.b)
                   .arg(pixel.h)
                   .arg(pixel.s)
                   .arg(pixel.i)
                   .arg(pixel.y);
  if(!pixel.extra.isEmpty())
    text += " | " + pixel.extra;
  return text;
}

std::string ImageConverter::decodeJpeg(const std::string& jpeg, DebugImage& image)
{
  const std::unique_ptr<void, int (*)(tjhandle)> handle(tjInitDecompress(), tjDestroy);
  if(!handle)
    return "cannot start the JPEG decoder";
  auto* data = reinterpret_cast<const unsigned char*>(jpeg.data());
  const auto size = static_cast<unsigned long>(jpeg.size());
  int width = 0, height = 0, subsampling = 0, colorspace = 0;
  if(tjDecompressHeader3(handle.get(), data, size, &width, &height, &subsampling, &colorspace) != 0)
    return std::string("corrupt JPEG: ") + tjGetErrorStr2(handle.get());
  if(width <= 0 || height <= 0 || static_cast<unsigned>(width) > maxSide || static_cast<unsigned>(height) > maxSide)
    return "corrupt JPEG: " + std::to_string(width) + "x" + std::to_string(height) + " pixels";
  // Warnings (a cut-off image) count as errors: the picture would be partly wrong.
  const int flags = TJFLAG_STOPONWARNING;
  if(subsampling == TJSAMP_422 && colorspace == TJCS_YCbCr && width % 2 == 0)
  {
    const std::size_t w = static_cast<std::size_t>(width), h = static_cast<std::size_t>(height);
    std::vector<unsigned char> y(w * h), u(w / 2 * h), v(w / 2 * h);
    unsigned char* planes[3] = {y.data(), u.data(), v.data()};
    int strides[3] = {width, width / 2, width / 2};
    if(tjDecompressToYUVPlanes(handle.get(), data, size, planes, width, strides, height, flags) != 0)
      return std::string("corrupt JPEG: ") + tjGetErrorStr2(handle.get());
    std::vector<unsigned char> yuyv(w * h * 2);
    for(std::size_t row = 0; row < h; ++row)
    {
      unsigned char* out = yuyv.data() + row * w * 2;
      const unsigned char* yRow = y.data() + row * w;
      const unsigned char* uRow = u.data() + row * w / 2;
      const unsigned char* vRow = v.data() + row * w / 2;
      for(std::size_t pair = 0; pair < w / 2; ++pair, out += 4)
      {
        out[0] = yRow[2 * pair];
        out[1] = uRow[pair];
        out[2] = yRow[2 * pair + 1];
        out[3] = vRow[pair];
      }
    }
    image.assign(PixelTypes::YUYV, static_cast<unsigned>(width / 2), static_cast<unsigned>(height), yuyv.data());
    return "";
  }
  std::vector<unsigned char> rgb(static_cast<std::size_t>(width) * height * 4);
  if(tjDecompress2(handle.get(), data, size, rgb.data(), width, width * 4, height, TJPF_RGBX, flags) != 0)
    return std::string("corrupt JPEG: ") + tjGetErrorStr2(handle.get());
  image.assign(PixelTypes::RGB, static_cast<unsigned>(width), static_cast<unsigned>(height), rgb.data());
  return "";
}
