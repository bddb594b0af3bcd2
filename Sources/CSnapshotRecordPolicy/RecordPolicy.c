#include "CSnapshotRecordPolicy.h"
#include <stdlib.h>
#include <string.h>

static ScrollReelSnapshotRecordPolicy policy;

int scrollreel_snapshot_ci_is_set(const char *value) {
    return value != NULL && value[0] != '\0' && strcmp(value, "0") != 0 && strcmp(value, "false") != 0;
}

// Runs when the test binary is loaded, before main and before any test.
__attribute__((constructor)) static void apply_policy(void) {
    policy.ciWasSet = scrollreel_snapshot_ci_is_set(getenv("CI"));
    policy.recordWasSet = getenv("SNAPSHOT_TESTING_RECORD") != NULL;
    if (policy.ciWasSet && !policy.recordWasSet) {
        policy.turnedRecordingOff = setenv("SNAPSHOT_TESTING_RECORD", "never", 0) == 0;
    }
}

ScrollReelSnapshotRecordPolicy scrollreel_snapshot_record_policy(void) { return policy; }
