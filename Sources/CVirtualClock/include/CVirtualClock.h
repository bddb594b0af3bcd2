#ifndef SCROLLREEL_VIRTUAL_CLOCK_H
#define SCROLLREEL_VIRTUAL_CLOCK_H

/// Makes the wall clock of the calling thread read `seconds` since 1970 (what
/// `Date()` returns there) until `scrollreel_wall_clock_release`; other threads
/// keep the real one.
void scrollreel_wall_clock_fix(double seconds);

/// The calling thread reads the real wall clock again.
void scrollreel_wall_clock_release(void);

#include <stddef.h>

/// Main-queue work (`dispatch_async_f` to the main queue: the Swift runtime's
/// main-actor jobs) kept for a playing scene, in the order it was given.
struct scrollreel_job_list;

/// An empty list.
struct scrollreel_job_list *scrollreel_job_list_create(void);

/// From now on, main-queue work the calling thread gives goes to `list` (NULL:
/// to the main queue again); returns the list it went to before.
struct scrollreel_job_list *scrollreel_main_queue_capture(struct scrollreel_job_list *list);

/// Whether this process's `dispatch_async_f` is the capturing one (Linux, with
/// libdispatch linked dynamically).
int scrollreel_main_queue_capture_available(void);

/// How many jobs wait in `list`.
size_t scrollreel_job_list_count(const struct scrollreel_job_list *list);

/// Runs the first job of `list` on the calling thread; 0 when there was none.
int scrollreel_job_list_run_next(struct scrollreel_job_list *list);

/// Hands the jobs still waiting to the main queue and frees `list`.
void scrollreel_job_list_release(struct scrollreel_job_list *list);

#endif
