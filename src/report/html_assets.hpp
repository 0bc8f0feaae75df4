// The HTML report's style sheet and script (report/html/report.css and
// report.js, built in by CMake so that a page needs nothing beside it).
#pragma once

namespace ferret::report {

extern const char* const kReportCss;
extern const char* const kReportJs;

}  // namespace ferret::report
