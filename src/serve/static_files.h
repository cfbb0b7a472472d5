// The browser table's files (docs/client.md): GET paths outside /api and /ws
// answered from one directory, the page's build output. Nothing outside that
// directory can be named: a path with a ".." segment, a backslash, a NUL or
// an encoded one of them, or a bad %-escape is 404, whatever the file system
// holds. Without the directory, "/" says how to build the page.
#pragma once

#include <filesystem>
#include <string>

#include "net/service.h"

namespace euchre::serve {

class StaticFiles {
 public:
  explicit StaticFiles(std::filesystem::path root);
  // `path` is the request's path (no query), still %-encoded.
  net::HttpResponse get(const std::string& path) const;
  const std::filesystem::path& root() const { return root_; }

 private:
  std::filesystem::path root_;
};

// The path with its %-escapes decoded; empty when an escape is malformed or
// decodes to a NUL (neither names a file).
std::string percent_decode(const std::string& path);

// "text/html; charset=utf-8" for "index.html" etc.; application/octet-stream
// for an extension the page does not use.
std::string content_type_of(const std::filesystem::path& file);

}  // namespace euchre::serve
