// The wall clock a scene reads. UIKit code shows dates made with `Date()`; a film
// must be the same on every run, so while a scene plays, its thread's
// `clock_gettime(CLOCK_REALTIME)`, `gettimeofday` and `time` answer the scene's
// own now (its start date plus its virtual time) instead of the machine's.
//
// How: these three definitions take the place of the C library's for the whole
// process that links ScrollReelUIKit (an executable's symbols come before a
// shared library's: Foundation's `Date()` and CoreFoundation call them through
// the dynamic linker). Outside a playing scene's thread they are the C
// library's own, found with dlsym(RTLD_NEXT) on first use, or, where there is no
// next definition (a fully static executable), the kernel's system call. Every
// other clock (CLOCK_MONOTONIC, what timeouts and benchmarks use) and every
// other thread is never touched. A scene's thread shows its now only inside
// `SceneEnvironment.run` (the Swift side calls fix and release around it).
#define _GNU_SOURCE
#include "CVirtualClock.h"

#ifdef __linux__
#include <dlfcn.h>
#include <stdint.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

static _Thread_local int fixed;
static _Thread_local double fixedSeconds;

void scrollreel_wall_clock_fix(double seconds) {
    // (A date outside what time_t holds, or NaN, cannot be shown: the real clock stays.)
    if (!(seconds > -1e15 && seconds < 1e15)) { fixed = 0; return; }
    fixedSeconds = seconds;
    fixed = 1;
}

void scrollreel_wall_clock_release(void) { fixed = 0; }

static void fill(struct timespec *tp) {
    double whole = (double)(long long)fixedSeconds;
    if (whole > fixedSeconds) whole -= 1;
    tp->tv_sec = (time_t)whole;
    tp->tv_nsec = (long)((fixedSeconds - whole) * 1e9);
    if (tp->tv_nsec >= 1000000000L) tp->tv_nsec = 999999999L;
    if (tp->tv_nsec < 0) tp->tv_nsec = 0;
}

typedef int (*clock_gettime_f)(clockid_t, struct timespec *);
typedef int (*gettimeofday_f)(struct timeval *, void *);
typedef time_t (*time_f)(time_t *);

// The C library's definition of `name`, looked up once (any thread may race to
// store the same pointer: atomic), or NULL when there is none.
static void *next_definition(void **slot, const char *name) {
    void *f = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (!f) {
        f = dlsym(RTLD_NEXT, name);
        if (f) __atomic_store_n(slot, f, __ATOMIC_RELEASE);
    }
    return f;
}

static void *real_clock_gettime_definition, *real_gettimeofday_definition, *real_time_definition;

// Looked up when the program loads, before anything can call them from an
// awkward place (an allocator that reads a clock while dlsym allocates).
__attribute__((constructor)) static void look_up_definitions(void) {
    next_definition(&real_clock_gettime_definition, "clock_gettime");
    next_definition(&real_gettimeofday_definition, "gettimeofday");
    next_definition(&real_time_definition, "time");
}

static int real_clock_gettime(clockid_t id, struct timespec *tp) {
    clock_gettime_f f = (clock_gettime_f)next_definition(&real_clock_gettime_definition, "clock_gettime");
    return f ? f(id, tp) : (int)syscall(SYS_clock_gettime, id, tp);
}

int clock_gettime(clockid_t id, struct timespec *tp) {
    if (fixed && (uintptr_t)tp != 0 && (id == CLOCK_REALTIME || id == CLOCK_REALTIME_COARSE)) {
        fill(tp);
        return 0;
    }
    return real_clock_gettime(id, tp);
}

int gettimeofday(struct timeval *tv, void *tz) {
    if (fixed && (uintptr_t)tv != 0) {
        struct timespec ts;
        fill(&ts);
        tv->tv_sec = ts.tv_sec;
        tv->tv_usec = ts.tv_nsec / 1000;
        if (tz) *(struct timezone *)tz = (struct timezone){0, 0};
        return 0;
    }
    gettimeofday_f f = (gettimeofday_f)next_definition(&real_gettimeofday_definition, "gettimeofday");
    if (f) return f(tv, tz);
    return (int)syscall(SYS_gettimeofday, tv, tz);
}

time_t time(time_t *out) {
    struct timespec ts;
    if (fixed) {
        fill(&ts);
    } else {
        time_f f = (time_f)next_definition(&real_time_definition, "time");
        if (f) return f(out);
        if (real_clock_gettime(CLOCK_REALTIME, &ts) != 0) return (time_t)-1;
    }
    if (out) *out = ts.tv_sec;
    return ts.tv_sec;
}
#else
// Elsewhere the C library's clock is not replaced: dates are the machine's.
void scrollreel_wall_clock_fix(double seconds) { (void)seconds; }
void scrollreel_wall_clock_release(void) {}
#endif
