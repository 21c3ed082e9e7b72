// The multipart/form-data parser: what browsers and curl send is read exactly; anything not
// well formed is refused with the reason.
#include <gtest/gtest.h>

#include "http/multipart.h"

namespace qsr::http {
namespace {

const std::string kType = "multipart/form-data; boundary=XyZ";

std::string part(const std::string& headers, const std::string& data) {
  return "--XyZ\r\n" + headers + "\r\n\r\n" + data + "\r\n";
}

MultipartError parse(const std::string& body, std::vector<MultipartPart>& parts, const std::string& type = kType) {
  return parse_multipart(body, type, parts);
}

}  // namespace

TEST(Multipart, ReadsFieldsAndFilesWithTheirHeaders) {
  std::string body = part("Content-Disposition: form-data; name=\"note\"", "hello") +
                     part("Content-Disposition: form-data; name=\"file\"; filename=\"a.png\"\r\nContent-Type: image/png",
                          std::string("\x89PNG\r\n\x1a\n\0\r\n--Xy", 15)) +
                     "--XyZ--\r\n";
  std::vector<MultipartPart> parts;
  ASSERT_EQ(parse(body, parts), MultipartError::none);
  ASSERT_EQ(parts.size(), 2u);
  EXPECT_EQ(parts[0].name, "note");
  EXPECT_FALSE(parts[0].filename);
  EXPECT_EQ(parts[0].content_type, "text/plain");
  EXPECT_EQ(parts[0].data, "hello");
  EXPECT_EQ(parts[1].name, "file");
  EXPECT_EQ(parts[1].filename.value_or(""), "a.png");
  EXPECT_EQ(parts[1].content_type, "image/png");
  // Binary data with NUL, CRLF and a boundary-like prefix survives byte for byte.
  EXPECT_EQ(parts[1].data, std::string_view("\x89PNG\r\n\x1a\n\0\r\n--Xy", 15));
  ASSERT_NE(find_part(parts, "file"), nullptr);
  EXPECT_EQ(find_part(parts, "nope"), nullptr);
}

TEST(Multipart, AcceptsQuotedBoundaryCaseInsensitiveNamesAndPreamble) {
  std::string body = "a preamble nobody reads\r\n" +
                     part("content-disposition:FORM-DATA;name=file;filename=\"x \\\"y\\\".gif\"", "GIF89a") +
                     "--XyZ--";
  std::vector<MultipartPart> parts;
  ASSERT_EQ(parse(body, parts, "Multipart/Form-Data; charset=utf-8; boundary=\"XyZ\""), MultipartError::none);
  ASSERT_EQ(parts.size(), 1u);
  EXPECT_EQ(parts[0].filename.value_or(""), "x \"y\".gif");
  EXPECT_EQ(parts[0].data, "GIF89a");
}

TEST(Multipart, ReadsWhatBrowsersSend) {
  const std::string b = "----WebKitFormBoundary7MA4YWxkTrZu0gW";
  std::string body = "--" + b + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"照片.jpg\"\r\n" +
                     "Content-Type: image/jpeg\r\n\r\n\xFF\xD8\xFF\xE0" + "\r\n--" + b + "--\r\n";
  std::vector<MultipartPart> parts;
  ASSERT_EQ(parse(body, parts, "multipart/form-data; boundary=" + b), MultipartError::none);
  EXPECT_EQ(parts.at(0).filename.value_or(""), "照片.jpg");
  EXPECT_EQ(parts.at(0).data.size(), 4u);
}

TEST(Multipart, EmptyFormAndEmptyValuesAreFine) {
  std::vector<MultipartPart> parts;
  EXPECT_EQ(parse("--XyZ--\r\n", parts), MultipartError::none);
  EXPECT_TRUE(parts.empty());
  ASSERT_EQ(parse(part("Content-Disposition: form-data; name=\"\"", "") + "--XyZ--", parts), MultipartError::none);
  EXPECT_EQ(parts.at(0).name, "");
  EXPECT_EQ(parts.at(0).data, "");
}

TEST(Multipart, BoundaryMustBePresentAndValid) {
  EXPECT_EQ(multipart_boundary("multipart/form-data; boundary=abc").value_or(""), "abc");
  EXPECT_EQ(multipart_boundary("multipart/form-data; boundary=\"a b'c\"").value_or(""), "a b'c");
  for (const char* type : {"multipart/form-data", "multipart/form-data; boundary=", "multipart/form-data; boundary=\"\"",
                           "multipart/form-data; boundary=\"ends with space \"", "multipart/form-data; boundary=\"a<b\"",
                           "multipart/form-data; boundary=a; boundary=b", "multipart/form-data; boundary=\"unterminated"}) {
    EXPECT_FALSE(multipart_boundary(type)) << type;
    std::vector<MultipartPart> parts;
    EXPECT_EQ(parse_multipart("--a\r\n", type, parts), MultipartError::bad_boundary) << type;
  }
  std::string b71(71, 'b');
  EXPECT_FALSE(multipart_boundary("multipart/form-data; boundary=" + b71));
  EXPECT_TRUE(multipart_boundary("multipart/form-data; boundary=" + b71.substr(1)));
}

TEST(Multipart, OtherContentTypesAreNotMultipart) {
  std::vector<MultipartPart> parts;
  for (const char* type : {"", "application/json", "multipart/mixed; boundary=XyZ", "text/plain; boundary=XyZ"}) {
    EXPECT_EQ(parse_multipart("--XyZ--", type, parts), MultipartError::not_multipart) << type;
  }
}

TEST(Multipart, RefusesBodiesWithoutOpeningOrClosingDelimiter) {
  std::vector<MultipartPart> parts;
  EXPECT_EQ(parse("", parts), MultipartError::no_opening_delimiter);
  EXPECT_EQ(parse("just text", parts), MultipartError::no_opening_delimiter);
  EXPECT_EQ(parse("--Other\r\n", parts), MultipartError::no_opening_delimiter);
  std::string open = part("Content-Disposition: form-data; name=\"a\"", "1");
  EXPECT_EQ(parse(open, parts), MultipartError::no_closing_delimiter);  // cut after a part
  EXPECT_EQ(parse(open + "--XyZ", parts), MultipartError::no_closing_delimiter);
  EXPECT_EQ(parse("--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nno end", parts),
            MultipartError::no_closing_delimiter);
}

TEST(Multipart, RefusesADelimiterFollowedByAnythingButCrlfOrDashes) {
  std::vector<MultipartPart> parts;
  EXPECT_EQ(parse("--XyZjunk\r\n", parts), MultipartError::bad_delimiter);
  std::string body = part("Content-Disposition: form-data; name=\"a\"", "1") + "--XyZ-\r\n";
  EXPECT_EQ(parse(body, parts), MultipartError::bad_delimiter);
  EXPECT_EQ(parse("--XyZ \t\r\n" "Content-Disposition: form-data; name=a\r\n\r\nv\r\n--XyZ--", parts),
            MultipartError::none);  // transport padding is allowed
}

TEST(Multipart, RefusesHeaderSectionsWithoutCrlfCrlfOrMalformedLines) {
  std::vector<MultipartPart> parts;
  EXPECT_EQ(parse("--XyZ\r\nContent-Disposition: form-data; name=\"a\"\r\n--XyZ--", parts), MultipartError::bad_headers);
  EXPECT_EQ(parse("--XyZ\r\nContent-Disposition: form-data; name=\"a\"\n\nv\r\n--XyZ--", parts),
            MultipartError::bad_headers);  // bare LF
  EXPECT_EQ(parse(part("Content-Disposition: form-data; name=\"a\"\r\nNo colon here", "v") + "--XyZ--", parts),
            MultipartError::bad_headers);
  EXPECT_EQ(parse(part("Content-Disposition: form-data;\r\n name=\"a\"", "v") + "--XyZ--", parts),
            MultipartError::bad_headers);  // obsolete line folding
  EXPECT_EQ(parse(part("Content-Disposition: form-data; name=\"a\"\r\nX-Bad: a\x01" "b", "v") + "--XyZ--", parts),
            MultipartError::bad_headers);
  EXPECT_EQ(parse(part("Content-Disposition: form-data; name=\"a\"\r\nContent-Type: a\r\nContent-Type: b", "v") + "--XyZ--",
                  parts),
            MultipartError::bad_headers);
}

TEST(Multipart, RefusesPartsWithoutAFormDataDispositionAndName) {
  std::vector<MultipartPart> parts;
  for (const char* headers : {"Content-Type: text/plain", "Content-Disposition: attachment; name=\"a\"",
                              "Content-Disposition: form-data", "Content-Disposition: form-data; filename=\"a.png\"",
                              "Content-Disposition: form-data; name=\"a\"; name=\"b\"",
                              "Content-Disposition: form-data; name=\"a\"\r\nContent-Disposition: form-data; name=\"b\"",
                              "Content-Disposition: form-data; name=\"unterminated",
                              "Content-Disposition: form-data name=\"a\""}) {
    EXPECT_EQ(parse(part(headers, "v") + "--XyZ--", parts), MultipartError::bad_disposition) << headers;
  }
  EXPECT_EQ(parse("--XyZ\r\n\r\nv\r\n--XyZ--", parts), MultipartError::bad_disposition);  // no headers at all
}

TEST(Multipart, RefusesMoreThanTwentyParts) {
  std::string twenty, twenty_one;
  for (int i = 0; i < 20; ++i) twenty += part("Content-Disposition: form-data; name=\"f" + std::to_string(i) + "\"", "v");
  twenty_one = twenty + part("Content-Disposition: form-data; name=\"extra\"", "v");
  std::vector<MultipartPart> parts;
  EXPECT_EQ(parse(twenty + "--XyZ--", parts), MultipartError::none);
  EXPECT_EQ(parts.size(), 20u);
  EXPECT_EQ(parse(twenty_one + "--XyZ--", parts), MultipartError::too_many_parts);
}

TEST(Multipart, RefusesAHeaderSectionOver8KiB) {
  auto with_header_bytes = [](size_t n) {
    std::string headers = "Content-Disposition: form-data; name=\"a\"\r\nX-Pad: ";
    headers += std::string(n - headers.size(), 'p');
    return part(headers, "v") + "--XyZ--";
  };
  std::vector<MultipartPart> parts;
  EXPECT_EQ(parse(with_header_bytes(8 * 1024), parts), MultipartError::none);
  EXPECT_EQ(parse(with_header_bytes(8 * 1024 + 1), parts), MultipartError::headers_too_large);
  // Never terminated and longer than the limit: too large rather than merely malformed.
  EXPECT_EQ(parse("--XyZ\r\nX-Pad: " + std::string(9000, 'p') + "\r\n--XyZ--", parts), MultipartError::headers_too_large);
}

}  // namespace qsr::http
