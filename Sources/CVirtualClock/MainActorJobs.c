// The main actor's work while a scene plays. A screen's `Task { @MainActor in … }`
// is a job the Swift runtime hands to the main queue (on Linux with
// `dispatch_async_f`). A test process plays a scene inside one block on the main
// queue (the scene's code is main-actor code), so that job would wait until the
// film had ended, and the film would never show what the task did.
//
// How: this definition of `dispatch_async_f` takes the place of libdispatch's for
// the process that links ScrollReelUIKit (as VirtualClock.c's clock functions do;
// the Swift runtime calls it through the dynamic linker). Work for the main queue
// given by the thread that plays a scene, while it plays, goes to that scene's list
// instead; the scene's clock runs it between run-loop events, in virtual-time order,
// as the main run loop would. Everything else — other queues, other threads, a
// thread that plays nothing — goes to libdispatch as always. The definition is
// weak: where libdispatch is linked statically its own wins, and
// `scrollreel_main_queue_capture_available` says so.
#define _GNU_SOURCE
#include "CVirtualClock.h"
#include <stdlib.h>

#ifdef __linux__
#include <dlfcn.h>

typedef struct dispatch_queue_s *dispatch_queue_t;
typedef void (*dispatch_function_t)(void *);
extern struct dispatch_queue_s _dispatch_main_q;

typedef struct { void *context; dispatch_function_t work; } Job;

struct scrollreel_job_list {
    Job *jobs;
    size_t start, count, capacity;
};

/// The list the calling thread's main-queue work goes to while its scene plays.
static _Thread_local struct scrollreel_job_list *capturing;

typedef void (*dispatch_async_f_f)(dispatch_queue_t, void *, dispatch_function_t);
static void *real_dispatch_async_f_definition;

static dispatch_async_f_f real_dispatch_async_f(void) {
    void *f = __atomic_load_n(&real_dispatch_async_f_definition, __ATOMIC_ACQUIRE);
    if (!f) {
        f = dlsym(RTLD_NEXT, "dispatch_async_f");
        if (f) __atomic_store_n(&real_dispatch_async_f_definition, f, __ATOMIC_RELEASE);
    }
    return (dispatch_async_f_f)f;
}

__attribute__((constructor)) static void look_up_dispatch(void) { (void)real_dispatch_async_f(); }

static int append(struct scrollreel_job_list *list, void *context, dispatch_function_t work) {
    if (list->start + list->count == list->capacity) {
        if (list->start > 0) {
            for (size_t i = 0; i < list->count; i++) list->jobs[i] = list->jobs[list->start + i];
            list->start = 0;
        } else {
            size_t capacity = list->capacity ? list->capacity * 2 : 16;
            Job *grown = realloc(list->jobs, capacity * sizeof(Job));
            if (!grown) return 0;
            list->jobs = grown;
            list->capacity = capacity;
        }
    }
    list->jobs[list->start + list->count++] = (Job){context, work};
    return 1;
}

static void captured_dispatch_async_f(dispatch_queue_t queue, void *context, dispatch_function_t work) {
    struct scrollreel_job_list *list = capturing;
    if (list && queue == &_dispatch_main_q && append(list, context, work)) return;
    dispatch_async_f_f real = real_dispatch_async_f();
    if (real) real(queue, context, work);
}

void dispatch_async_f(dispatch_queue_t queue, void *context, dispatch_function_t work)
    __attribute__((weak, alias("captured_dispatch_async_f")));

int scrollreel_main_queue_capture_available(void) {
    // (What the dynamic linker gives the Swift runtime: this definition, or another
    // that came first or was linked in statically.)
    return dlsym(RTLD_DEFAULT, "dispatch_async_f") == (void *)captured_dispatch_async_f
        && real_dispatch_async_f() != NULL;
}

struct scrollreel_job_list *scrollreel_job_list_create(void) {
    return calloc(1, sizeof(struct scrollreel_job_list));
}

struct scrollreel_job_list *scrollreel_main_queue_capture(struct scrollreel_job_list *list) {
    struct scrollreel_job_list *previous = capturing;
    capturing = list;
    return previous;
}

size_t scrollreel_job_list_count(const struct scrollreel_job_list *list) { return list ? list->count : 0; }

int scrollreel_job_list_run_next(struct scrollreel_job_list *list) {
    if (!list || list->count == 0) return 0;
    Job job = list->jobs[list->start];
    list->start += 1;
    list->count -= 1;
    if (list->count == 0) list->start = 0;
    job.work(job.context);
    return 1;
}

void scrollreel_job_list_release(struct scrollreel_job_list *list) {
    if (!list) return;
    if (capturing == list) capturing = NULL;
    // What never ran goes to the main queue, where it would have gone.
    dispatch_async_f_f real = real_dispatch_async_f();
    for (size_t i = 0; real && i < list->count; i++) {
        Job job = list->jobs[list->start + i];
        real(&_dispatch_main_q, job.context, job.work);
    }
    free(list->jobs);
    free(list);
}
#else
// Elsewhere the main queue is libdispatch's alone: a scene in a process whose main
// queue is busy playing it cannot run the main actor's work (the scene says so).
struct scrollreel_job_list { int unused; };
int scrollreel_main_queue_capture_available(void) { return 0; }
struct scrollreel_job_list *scrollreel_job_list_create(void) { return calloc(1, sizeof(struct scrollreel_job_list)); }
struct scrollreel_job_list *scrollreel_main_queue_capture(struct scrollreel_job_list *list) { (void)list; return NULL; }
size_t scrollreel_job_list_count(const struct scrollreel_job_list *list) { (void)list; return 0; }
int scrollreel_job_list_run_next(struct scrollreel_job_list *list) { (void)list; return 0; }
void scrollreel_job_list_release(struct scrollreel_job_list *list) { free(list); }
#endif
