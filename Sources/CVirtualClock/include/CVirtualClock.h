#ifndef SCROLLREEL_VIRTUAL_CLOCK_H
#define SCROLLREEL_VIRTUAL_CLOCK_H

/// Makes the wall clock of the calling thread read `seconds` since 1970 (what
/// `Date()` returns there) until `scrollreel_wall_clock_release`; other threads
/// keep the real one.
void scrollreel_wall_clock_fix(double seconds);

/// The calling thread reads the real wall clock again.
void scrollreel_wall_clock_release(void);

#endif
